/**
 * The kinds of strike a strike group makes in a round (rules/t9a_eow.md §6.2, §6.3, §7.1):
 * the models' attacks, supporting attacks, and the special attacks Impact Hits, Stomp, Grind and
 * Breath. Constants only: melee.ts groups strikes by them, strikes.ts resolves them, trace.ts
 * names them.
 */

export const K_NORMAL = 0;
export const K_SUPPORT = 1;
export const K_IMPACT = 2;
export const K_STOMP = 3;
export const K_GRIND = 4;
export const K_BREATH = 5;
