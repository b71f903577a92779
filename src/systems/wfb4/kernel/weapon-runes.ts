/**
 * Three Dwarf weapon runes that change a blow by whom it strikes (rules/wfb4.md §9; AM p.36):
 * - Strength raised against a tougher foe (item effect `strengthVsTougher`): striking a model
 *   whose Toughness now is greater than the wielder's, his Strength is doubled, trebled or
 *   quadrupled by one, two or three runes, at most 10 (runeStrength());
 * - the rune of grudge (item effect `grudge`): the first enemy character his blows hit in the
 *   battle is marked, and each wound the weapon inflicts on him from then on is two, three or
 *   four, before his saves (runesOnHits());
 * - the rune that breaks a magic weapon (item effect `breaksWeapons`): each hit on an enemy
 *   character with a magic weapon, both roll a D6, and the wielder's higher breaks it for the
 *   battle (runesOnHits(); what a broken weapon leaves him, combat.ts strike() and blows()).
 * The Rune of Curse, which weakens its victim, is sapping.ts curse().
 *
 * Hot code for such weapons only: integers in and out.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { traceGrudge, traceWeaponBreaking } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** Wielder u's Strength `str` against foe t (a unit's columns): raised by his runes when t is tougher than he is. */
export function runeStrength(w: Wfb4World, u: number, t: number, str: number): number {
  const runes = w.plan.items.strengthVsTougher[u];
  if (runes === 0 || w.T[t] <= w.T[u]) return str;
  const raised = str * (1 + runes);
  return raised > 10 ? 10 : raised;
}

/**
 * Wielder u's runes at work on his `hits` on t (n + a unit: its champion, whom they pass by), as
 * they are scored: each hit on an enemy character whose magic weapon is whole tests it, until
 * one breaks it (breaksWeapons). Returns `wounds`, those hits' wounds before saves, each
 * multiplied by his runes of grudge when t is the enemy character they marked — the first his
 * blows hit, marked now if none is yet.
 */
export function runesOnHits(w: Wfb4World, rng: Rng, u: number, t: number, hits: number, wounds: number): number {
  const p = w.plan;
  if (t >= w.n) return wounds;
  if (p.items.breaksWeapons[u] === 1 && p.rule.magicWeapon[t] === 1 && w.uses.weaponBroken[t] === 0) breakingTests(w, rng, u, t, hits);
  const runes = p.items.grudge[u];
  if (runes === 0) return wounds;
  if (w.uses.grudgeOn[u] < 0 && hits > 0 && p.rule.character[t] === 1) {
    w.uses.grudgeOn[u] = t;
    if (w.tracer !== null) traceGrudge(w, u, t, 1 + runes);
  }
  return w.uses.grudgeOn[u] === t ? wounds * (1 + runes) : wounds;
}

/**
 * `hits` of wielder u's weapon on t, a character with a magic weapon (AM p.36): for each, both
 * roll a D6, and the wielder's higher breaks t's weapon for the rest of the battle — no more of
 * its powers in his blows, which strike with his own Strength and Attacks. No test once it is.
 */
function breakingTests(w: Wfb4World, rng: Rng, u: number, t: number, hits: number): void {
  for (let k = 0; k < hits; k++) {
    const his = rollD6(rng);
    const theirs = rollD6(rng);
    const broken = his > theirs;
    if (w.tracer !== null) traceWeaponBreaking(w, u, t, his, theirs, broken);
    if (broken) {
      w.uses.weaponBroken[t] = 1;
      return;
    }
  }
}
