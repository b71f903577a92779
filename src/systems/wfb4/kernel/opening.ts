/**
 * The kept opening: the engagement's first movement phase, when it rolls no dice and declares no
 * charge, ends the same way every time; it is played once per side moving first and put back
 * in later simulations.
 */
import type { Rng } from '../../../core/rng.ts';
import { anyRuleOutside } from '../../unit-rules.ts';
import type { Wfb4Rule } from '../plan.ts';
import { movementPhase } from './movement.ts';
import type { Wfb4World } from './world.ts';

/**
 * The movement phase of the engagement's first player turn. It starts from the deployment,
 * the same in every simulation, so when it rolls no dice and declares no charge it ends in
 * the same place every time: the first simulation in which `side` moves first plays it and
 * keeps where it ended (keepOpening()); later ones put that back instead of playing it again.
 * When it rolls dice or declares a charge, it is played every time.
 */
/**
 * The special rules the kept opening allows, named one by one: none of them acts in a movement
 * phase without rolling dice (hatred acts only in combat and pursuit, immunity to panic only
 * on a panic test; the Undead's no-march is in the plan, and its army falls only when a unit
 * leaves the table; the daemonic save is in the unit's saves; fast cavalry only wheels for
 * free; regeneration and vulnerability to fire act only on wounds). A unit with any other rule (frenzy, fear, terror,
 * stupidity or either animosity, which may force a charge, a move, a restraint test or a
 * psychology test) has its opening played every time, until this list says the rule leaves a
 * dice-free opening the same every time.
 */
export const OPENING_RULES: readonly Wfb4Rule[] = [
  'large', 'strikesLast', 'pistol', 'noLongRange', 'noMoveFire', 'everyOther', 'slingDouble', 'd3Wounds', 'hatred', 'immuneToPanic', 'undead', 'daemonicSave', 'fastCavalry', 'regeneration', 'flammable',
];

export function openingMoves(w: Wfb4World, rng: Rng, side: number, fleeing: boolean): void {
  const known = w.openingKept[side];
  if (known === 1) {
    restoreOpening(w, side);
    return;
  }
  // A blade that burns the Undead wounds them as the phase ends, rolling no dice (undead-blade.ts): never kept.
  // A blade that burns the Undead wounds them as the phase ends, rolling no dice (undead-blade.ts): never kept
  // (its bearer, a character, already keeps it from being kept; this says so where the opening is decided).
  if (known === 0 && (anyRuleOutside(w.plan.rule, OPENING_RULES, w.allUnits) !== undefined || w.anyUndeadBlade)) w.openingKept[side] = -1;
  const draws = rng.d; // sfc32's counter: it counts every draw
  movementPhase(w, rng, side, fleeing);
  if (w.openingKept[side] === -1) return;
  let keep = rng.d === draws && w.eng.count === w.startEngagements;
  for (let u = 0; u < w.n; u++) if (w.declared[u] >= 0) keep = false;
  if (keep) keepOpening(w, side);
  w.openingKept[side] = keep ? 1 : -1;
}

/**
 * Keep what a movement phase without dice or charges changes — where every unit stands and
 * faces, its footprint, the gaps between units and when they were measured, and which
 * units moved or marched — as the opening of `side`.
 */
export function keepOpening(w: Wfb4World, side: number): void {
  const n = w.n;
  const shape = w.openShape;
  const at = side * 11 * n;
  for (let u = 0; u < n; u++) {
    shape[at + u] = w.fp.x[u];
    shape[at + n + u] = w.fp.y[u];
    shape[at + 2 * n + u] = w.fp.facing[u];
    shape[at + 3 * n + u] = w.fp.sin[u];
    shape[at + 4 * n + u] = w.fp.cos[u];
    shape[at + 5 * n + u] = w.fp.trigFacing[u];
    shape[at + 6 * n + u] = w.fp.w[u];
    shape[at + 7 * n + u] = w.fp.d[u];
    shape[at + 8 * n + u] = w.fp.cx[u];
    shape[at + 9 * n + u] = w.fp.cy[u];
    shape[at + 10 * n + u] = w.fp.rad[u];
    w.openFlags[2 * (side * n + u)] = w.moved[u];
    w.openFlags[2 * (side * n + u) + 1] = w.marched[u];
    w.openChanged[side * n + u] = w.gaps.changedAt[u];
  }
  for (let k = 0; k < n * n; k++) {
    w.openGaps[side * n * n + k] = w.gaps.gap[k];
    w.openStamps[side * n * n + k] = w.gaps.stamp[k];
  }
  w.openEpoch[side] = w.gaps.epoch;
}

/** Put back the opening of `side` (keepOpening()). */
export function restoreOpening(w: Wfb4World, side: number): void {
  const n = w.n;
  const shape = w.openShape;
  const at = side * 11 * n;
  for (let u = 0; u < n; u++) {
    w.fp.x[u] = shape[at + u];
    w.fp.y[u] = shape[at + n + u];
    w.fp.facing[u] = shape[at + 2 * n + u];
    w.fp.sin[u] = shape[at + 3 * n + u];
    w.fp.cos[u] = shape[at + 4 * n + u];
    w.fp.trigFacing[u] = shape[at + 5 * n + u];
    w.fp.w[u] = shape[at + 6 * n + u];
    w.fp.d[u] = shape[at + 7 * n + u];
    w.fp.cx[u] = shape[at + 8 * n + u];
    w.fp.cy[u] = shape[at + 9 * n + u];
    w.fp.rad[u] = shape[at + 10 * n + u];
    w.moved[u] = w.openFlags[2 * (side * n + u)];
    w.marched[u] = w.openFlags[2 * (side * n + u) + 1];
    w.gaps.changedAt[u] = w.openChanged[side * n + u];
  }
  for (let k = 0; k < n * n; k++) {
    w.gaps.gap[k] = w.openGaps[side * n * n + k];
    w.gaps.stamp[k] = w.openStamps[side * n * n + k];
  }
  w.gaps.epoch = w.openEpoch[side];
}
