/**
 * Shots (rules/warmaster.md §4.1–§4.3, §8.1): how many shots a unit's stands in range have, the
 * hits they score by the target's cover, and the armour saves against them — the dice of every
 * shooting, whether in the Shooting phase (shooting.ts), at a charger (charges.ts), by
 * artillery (artillery.ts) or a wild Giant's throw (wild-moves.ts); and a spell's shooting
 * attacks (spellShot), for the spells that shoot (spells.ts) and the line spells (line-spells.ts).
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { AREA_TOUCHING } from '../magic-plan.ts';
import { ATTACH_SLOT, MAX_STANDS, M_WAR_WAGON, TEAM_SLOT } from '../plan.ts';
import { takeHits } from './casualties.ts';
import { engaged } from './contact.ts';
import { toHitOf } from './defended.ts';
import { attachedAlive } from './footprint.ts';
import { nearestUnit, pointGapOf } from './gaps.ts';
import { armourOf, steadfast } from './items.ts';
import { traceSpellStrikes } from './trace-magic.ts';
import type { WarmasterWorld } from './world.ts';

/** Shots of u's stands within range of v (§4.1: each stand must be in range). */
export function volleyShots(w: WarmasterWorld, u: number, v: number): number {
  const p = w.plan;
  let shots = 0;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    w.px = w.sx[s];
    w.py = w.sy[s];
    pointGapOf(w, v);
    const g = w.gv - p.standD[u] / 2;
    if (g > p.range[u] + EPS) continue;
    if (k === TEAM_SLOT && p.machine[u] === M_WAR_WAGON) continue; // only the wagon stand shoots (§11.10)
    if (k === ATTACH_SLOT && p.attached[u] === 1) shots += p.attachShoot[u];
    // Repeaters (§11.11, §12 E20): 2 a stand within 15 cm, 1 beyond; shoot holds the 2.
    else if (p.rule.repeater[u] === 1) shots += g <= 15 + EPS ? p.shoot[u] : 1;
    else shots += w.shootNow[u];
  }
  return shots;
}

/**
 * Roll shooting attacks of u at v (§4.3): hits after armour. Salamander venom makes every
 * shot of the unit armour piercing while the Salamander stand lives (§11.8); toHitWorse is
 * Heaven's Fire's −1 on a second shooting (no rule makes a 6 always hit a shooting roll).
 */
export function shootHits(w: WarmasterWorld, rng: Rng, u: number, v: number, shots: number): number {
  const p = w.plan;
  let need = toHitOf(w, v, u) + w.toHitWorse;
  if (p.rule.plusOneToHit[u] === 1) need--;
  const hits = countAtLeast(rng, shots, need);
  let save = armourOf(w, v);
  if (p.rule.ignoresArmour[u] === 1) save = 7;
  else if (p.rule.armourPiercing[u] === 1 || (p.venom[u] === 1 && attachedAlive(w, u))) save++;
  return steadfast(w, v, hits - shotSaves(w, rng, v, hits, save));
}

/** Saves against shooting (7 = none), re-rolling the failures under an Aerial Shield (§8.2). */
export function shotSaves(w: WarmasterWorld, rng: Rng, v: number, hits: number, save: number): number {
  if (save > 6 || hits === 0) return 0;
  let saved = countAtLeast(rng, hits, save);
  if (w.aerialUntil[v] >= w.playerTurnNo && saved < hits) saved += countAtLeast(rng, hits - saved, save);
  return saved;
}

/** Spell shooting attacks on v (§8.1): to hit by cover, armour unless ignored; engaged: round 1. */
export function spellShot(w: WarmasterWorld, rng: Rng, c: number, spell: number, v: number): void {
  const p = w.plan;
  const from = w.castFrom >= 0 ? w.castFrom : c; // where range and sight are measured from (§11.8)
  const sp = p.spells;
  w.spellSeen[v * sp.spellIds.length + spell] = w.playerTurnNo;
  let attacks = sp.spAttacks[spell];
  if (attacks < 0) attacks = (rollD6(rng) + 1) >> 1; // D3 (§12 E1)
  const need = toHitOf(w, v, w.cJoin[from]);
  const hits = countAtLeast(rng, attacks, need);
  const save = sp.spNoArmour[spell] ? 7 : armourOf(w, v);
  const taken = steadfast(w, v, hits - shotSaves(w, rng, v, hits, save));
  if (w.tracer !== null) traceSpellStrikes(w, c, spell, v, taken);
  if (taken === 0) return;
  if (engaged(w, v) || sp.spArea[spell] === AREA_TOUCHING) {
    w.shotHits[v] += taken; // counts in the first combat round (§4.7)
  } else if (sp.spDrive[spell]) {
    w.phaseHits[v] += taken;
    if (w.driver[v] < 0) w.driver[v] = nearestUnit(w, v, false);
  }
  takeHits(w, v, taken);
}
