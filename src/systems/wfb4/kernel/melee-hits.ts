/**
 * The hits of a strike group's blows in close combat (rules/wfb4.md §5.4, §7; AM p.13-19): the
 * score on the WS table with what banners, magic weapons and the foe's items change, 6s for
 * attackers over a defended obstacle or in fear of their charger, and the misses hatred or a
 * weapon re-rolls. Shared by the blows at units, characters and champions (combat.ts) and at a
 * wizard's Warrior Familiar (familiars.ts).
 */
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { MELEE_TO_HIT } from '../../wfb/tables.ts';
import { bodyOf, flies } from './characters.ts';
import { hatesAny, rerollsMisses } from './hatred.ts';
import { hitAuraOn, itemHitNeed, lentImmunity, LENT_STENCH } from './magic-items.ts';
import { BLOWS_PLAIN, BLOWS_STORM, byCharacter, CHARACTER_MOUNT, FAMILIAR, IMPACT, MOUNT } from './strike-kinds.ts';
import { paralysed } from './paralysis.ts';
import { strikesTransfixed } from '../item-uses.ts';
import type { Wfb4World } from './world.ts';

/**
 * Hits of `attacks` blows of strike group g at WS `ws` on t — a model of unit `foe`, of WS
 * `defenderWS`; t at or past n stands for one no item of the foe guards (a champion, a familiar)
 * — with `weapon` when the striker wields a magic weapon. The score needed is left in
 * w.hitNeed, and whether hatred re-rolled the misses in w.hatedReroll, for the trace.
 */
export function meleeHits(w: Wfb4World, rng: Rng, g: number, t: number, foe: number, attacks: number, ws: number, defenderWS: number, weapon: boolean): number {
  const p = w.plan;
  const u = w.gUnit[g];
  const e = w.gEng[g];
  const kind = w.gKind[g];
  const body = byCharacter(kind) ? bodyOf(w, u) : u;
  // A stench about either side puts the other at −1 WS, striking or struck (AM p.35).
  let a = ws;
  let d = defenderWS;
  if (w.anyLentStench) {
    if (a > 1 && lentImmunity(w, foe, LENT_STENCH)) a--;
    if (d > 1 && lentImmunity(w, body, LENT_STENCH)) d--;
  }
  // Impact hits need no roll (§8.4).
  let toHit = kind === IMPACT ? 1 : MELEE_TO_HIT[a * 11 + d];
  if (w.anyBanner && toHit > 2 && flies(w, body, p.rule.hitBonus)) toHit -= 1; // a banner's +1 to hit (AM p.19)
  // A character's magic weapon, and an item that guards his foe (magic-items.ts).
  if (w.anyItems && kind !== IMPACT) toHit = itemHitNeed(w, u, weapon, t, toHit);
  if (w.eng.defended[e] && w.eng.a[e] === body) toHit = 6;
  // A unit that failed its fear test against this charger hits it only on 6s in the first round
  // (§7); a character with it who causes fear or terror himself fears nothing, and hits as usual.
  // A character who failed a test of his own against it (charactersDread()) likewise.
  const afraid = w.fearedCharger[body] === foe ? !(body !== u && (p.rule.fear[u] === 1 || p.rule.terror[u] === 1)) : body !== u && w.fearedCharger[u] === foe;
  if (afraid && w.eng.fresh[e] === 1) toHit = 6;
  // An item's aura: living models near its bearer at -1 to hit (AM p.10); above 6, no hit (§4.2).
  if (w.anyHitAura && kind !== IMPACT && hitAuraOn(w, u)) toHit += 1;
  // Unnerved by the item of the character they strike: −2 to hit (AM p.10-12); an item's storm hits with no roll (AM p.13; combat.ts).
  if (w.blowsOf !== BLOWS_PLAIN) toHit = w.blowsOf === BLOWS_STORM ? 1 : toHit + 2;
  // A banner whose unit hits automatically as it charges home: its troops, champion and steeds, not its characters (AM p.19).
  if (w.anyBanner && !byCharacter(kind) && kind !== IMPACT && w.eng.fresh[e] === 1 && w.eng.charge[e] === 1 && w.eng.a[e] === body && flies(w, body, p.rule.chargeAutoHit)) toHit = 1;
  // A character paralysed by an item is hit with no roll (AM p.10-12; paralysis.ts).
  if (w.anyParalysis && t < w.n && paralysed(w, t)) toHit = 1;
  // The bearer of an item that transfixes hits the foes it holds with no roll (AM p.10-12; transfix.ts).
  if (p.items.anyTransfix === 1 && strikesTransfixed(w.uses, w.roundNo, u, foe)) toHit = 1;
  let hits = countAtLeast(rng, attacks, toHit);
  // Hatred (§7): misses re-rolled in the first round; the steeds and familiars do not hate.
  const rerolled = kind !== MOUNT && kind !== CHARACTER_MOUNT && kind !== FAMILIAR && hatesAny(w, u) && rerollsMisses(w, u, foe, e);
  if (rerolled) hits += countAtLeast(rng, attacks - hits, toHit);
  else if (weapon && p.items.rerollMisses[u] === 1) hits += countAtLeast(rng, attacks - hits, toHit);
  w.hitNeed = toHit;
  w.hatedReroll = rerolled;
  return hits;
}
