/**
 * Two Dwarf weapon runes that change a blow by whom it strikes (rules/wfb4.md §9; AM p.36):
 * - Strength raised against a tougher foe (item effect `strengthVsTougher`): striking a model
 *   whose Toughness now is greater than the wielder's, his Strength is doubled, trebled or
 *   quadrupled by one, two or three runes, at most 10 (runeStrength());
 * - the rune of grudge (item effect `grudge`): the first enemy character his blows hit in the
 *   battle is marked, and each wound the weapon inflicts on him from then on is two, three or
 *   four, before his saves (grudgeWounds()). The Rune of Curse, which weakens its victim, is
 *   sapping.ts curse().
 *
 * Hot code for such weapons only: integers in and out.
 */
import { traceGrudge } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** Wielder u's Strength `str` against foe t (a unit's columns): raised by his runes when t is tougher than he is. */
export function runeStrength(w: Wfb4World, u: number, t: number, str: number): number {
  const runes = w.plan.items.strengthVsTougher[u];
  if (runes === 0 || w.T[t] <= w.T[u]) return str;
  const raised = str * (1 + runes);
  return raised > 10 ? 10 : raised;
}

/**
 * Of `wounds` wielder u's blows inflicted on t with `hits` hits, before saves: each multiplied by
 * his runes of grudge when t is the enemy character they marked — the first his blows hit, marked
 * now if none is yet.
 */
export function grudgeWounds(w: Wfb4World, u: number, t: number, hits: number, wounds: number): number {
  const p = w.plan;
  const runes = p.items.grudge[u];
  if (runes === 0 || t >= w.n) return wounds;
  if (w.uses.grudgeOn[u] < 0 && hits > 0 && p.rule.character[t] === 1) {
    w.uses.grudgeOn[u] = t;
    if (w.tracer !== null) traceGrudge(w, u, t, 1 + runes);
  }
  return w.uses.grudgeOn[u] === t ? wounds * (1 + runes) : wounds;
}
