/** The kinds of strike group in a combat round (rules/wfb4.md §5.2, §5.3, §8.1): who strikes with which profile. */
export const RIDER = 0;
export const MOUNT = 1;
export const CHAMPION = 2;
export const PISTOL = 3; // the pistol's extra attack in combat: S4, one more off the save (§5.6)
export const CHARACTER = 4; // a character with the unit, or in a challenge, with his own profile (§8.1)
export const CHARACTER_MOUNT = 5; // his steed's attacks (§1.3)
export const IMPACT = 6; // a chariot's impact hits as it charges home, before any other blow (§8.4)
export const CHARACTER_PISTOL = 7; // a character's pistol in combat: his extra attack at S4, one more off the save (§5.6)
export const FAMILIAR = 8; // a wizard's Warrior Familiar, with its own profile (BM p.35, familiars.ts)

/** Whether a group of this kind strikes with a character's profile or beside him: his own blows, his steed's, his pistol's or his familiar's (§8.1). */
export function byCharacter(kind: number): boolean {
  return kind === CHARACTER || kind === CHARACTER_MOUNT || kind === CHARACTER_PISTOL || kind === FAMILIAR;
}

/** Whether a group of this kind, of a unit whose `character` flag is given, is a character's own blows: with a unit (CHARACTER), or on his own (RIDER, the troops of a unit that is he). */
export function ownBlows(kind: number, character: number): boolean {
  return kind === CHARACTER || (kind === RIDER && character === 1);
}

/** What the blows being struck are (world.blowsOf; combat.ts blows()): plain; those of models an item unnerved, at −2 to hit and −2 S; an item's storm of hits, which need no roll. */
export const BLOWS_PLAIN = 0;
export const BLOWS_UNNERVED = 1;
export const BLOWS_STORM = 2;
