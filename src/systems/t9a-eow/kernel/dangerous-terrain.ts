/**
 * Dangerous (X) terrain (rules/t9a_eow.md §1.4): the path a move swept, searched for the pieces it
 * met, and the tests after a March, Charge, Flee, Pursuit or Overrun — file by file where pieces
 * were met, every model alike for Break the Spirit (§4.5).
 */
import { rectBoxGap } from '../../../battlefield/rect.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { alive } from '../../rank-and-file/unit-state.ts';
import { M_DANGER } from '../magic-plan.ts';
import { TERRAIN_HINDERING, TERRAIN_IMPASSABLE } from '../terrain.ts';
import { woundsOn } from './damage.ts';
import { frontRank, riderPlaces } from './formation.ts';
import { mod } from './lasting-spells.ts';
import { traceDangerous, traceDangerousByFile, traceDangerousNone } from './trace.ts';
import type { T9aWorld } from './world.ts';

// What a move was, for the Dangerous terrain tests after it (§1.4): none (Advance, magical
// moves), a March, Charge, failed charge or Steam march, a Flee, a Pursuit or Overrun.
export const MV_NONE = 0;
export const MV_MARCH = 1;
export const MV_FLEE = 2;
export const MV_PURSUE = 3;

/** Bases wider or deeper than 40 mm treat Hindering terrain as Dangerous (1) (§1.4), in inches. */
export const MM_40 = 40 / 25.4 + EPS;

/**
 * Whether files lo..hi−1 of u (its whole front when 0..frontRank), carried from where its
 * move began (markMove()) to where it stands, meet piece k — come within the signed gap
 * `sweepTol` of it. The pose is moved and turned evenly, tried every half inch of the way
 * its far corner travels; with `endsOnly` only where the move began and ended (Fly, §7.1).
 */
export function sweepMeets(w: T9aWorld, u: number, k: number, lo: number, hi: number, endsOnly: boolean): boolean {
  const bw = w.plan.baseW[u];
  const side = -w.fp.w[u] * 0.5 + (lo + hi) * 0.5 * bw;
  const x0 = w.mx0[u];
  const y0 = w.my0[u];
  const dx = w.fp.x[u] - x0;
  const dy = w.fp.y[u] - y0;
  let turn = w.fp.facing[u] - w.mf0[u];
  while (turn > Math.PI) turn -= 2 * Math.PI;
  while (turn < -Math.PI) turn += 2 * Math.PI;
  const reach = Math.sqrt(dx * dx + dy * dy) + (turn < 0 ? -turn : turn) * (w.fp.w[u] * 0.5 + w.fp.d[u]);
  let steps = Math.ceil(reach * 2);
  if (steps < 1) steps = 1;
  const r = w.rect;
  r[4] = (hi - lo) * bw;
  r[5] = w.fp.d[u];
  for (let i = 0; i <= steps; i++) {
    if (endsOnly && i !== 0 && i !== steps) continue;
    const q = i / steps;
    const f = w.mf0[u] + turn * q;
    const sin = Math.sin(f);
    const cos = Math.cos(f);
    r[0] = x0 + dx * q + cos * side;
    r[1] = y0 + dy * q - sin * side;
    r[2] = sin;
    r[3] = cos;
    rectBoxGap(r, w.plan.terrainBox, k, w.scratch);
    if (w.scratch[0] <= w.sweepTol) return true;
  }
  return false;
}

/**
 * The Dangerous terrain the pieces add to u's move of kind `move` (§1.4): Dangerous (1) in
 * Hindering terrain for Fly models and bases over 40 mm (`hindering` 1: u has them and no
 * Forest Walker; an int like the rule columns), Dangerous (3) in
 * Impassable terrain for a flee. Each file of u whose path met such a piece gets its X in
 * fileX (never below `x`, the X every model has already); false when no piece was met.
 */
export function piecesDanger(w: T9aWorld, u: number, move: number, x: number, hindering: number): boolean {
  const p = w.plan;
  const files = frontRank(w, u);
  // A Fly unit's March, Charge or failed charge passes over terrain (§7.1); its flee, pursuit
  // and overrun only with the flag flyingFleePursuit `fly` (R28), else they are on the ground.
  const endsOnly = p.rule.fly[u] === 1 && (move === MV_MARCH || (p.flags.flyingFleePursuit === 'fly' && (move === MV_FLEE || move === MV_PURSUE)));
  w.sweepTol = 1e-6; // touching counts as contact
  let any = false;
  for (let f = 0; f < files; f++) w.fileX[f] = x;
  for (let k = 0; k < w.pieces; k++) {
    const kind = p.terrainKind[k];
    // Dangerous (3) for a flee through Impassable terrain: a flight lands clear of it (§7.1).
    const danger = kind === TERRAIN_HINDERING && hindering === 1 ? 1 : kind === TERRAIN_IMPASSABLE && move === MV_FLEE && !endsOnly ? 3 : 0;
    if (danger <= x || !sweepMeets(w, u, k, 0, files, endsOnly)) continue;
    for (let f = 0; f < files; f++) {
      if (w.fileX[f] < danger && sweepMeets(w, u, k, f, f + 1, endsOnly)) {
        w.fileX[f] = danger;
        any = true;
      }
    }
  }
  return any;
}

/**
 * Dangerous tests file by file (§1.4): each rank-and-file model rolls at its file's X in
 * fileX (a D6, or 3D6 for a base side of 100 mm); each roll ≤ X is a wound at AP 10. The
 * rear rank stands centred; the places a joined character fills are not rank and file.
 */
export function dangerousByFile(w: T9aWorld, rng: Rng, u: number): void {
  if (!alive(w.status, u)) return;
  const p = w.plan;
  const big = p.baseW[u] * 25.4 >= 99.9 || p.baseD[u] * 25.4 >= 99.9;
  const dice = big ? 3 : 1;
  const files = frontRank(w, u);
  const bodies = w.models[u] + riderPlaces(w, u);
  const full = (bodies / files) | 0;
  const rem = bodies - full * files;
  const start = (files - rem) >> 1;
  const r = w.rider[u];
  let rLo = 0;
  let rHi = 0;
  let rPer = 0;
  if (r >= 0) {
    const places = p.frontPlaces[r];
    rLo = w.riderFile[u];
    if (rLo > files - places) rLo = files - places;
    if (rLo < 0) rLo = 0;
    rHi = rLo + places;
    rPer = (p.slots[r] / places) | 0;
  }
  let wounds = 0;
  let rolled = 0;
  for (let f = 0; f < files; f++) {
    const x = w.fileX[f];
    if (x <= 0) continue;
    let m = full + (f >= start && f < start + rem ? 1 : 0);
    if (f >= rLo && f < rHi) m -= rPer;
    for (let i = 0; i < m; i++) {
      rolled++;
      for (let k = 0; k < dice; k++) if (rollD6(rng) <= x) wounds++;
    }
  }
  if (wounds === 0) {
    if (w.tracer !== null && rolled > 0) traceDangerousNone(w, u, rolled);
    return;
  }
  w.attacker = -1;
  const lost = woundsOn(w, rng, u, wounds, 10, 0, false, -1);
  if (w.tracer !== null) traceDangerousByFile(w, u, rolled, wounds, lost);
}

/**
 * After u moved (§1.4): it has left the cover and Hindering terrain of its unit setting. A
 * March, Charge, Flee, Pursuit or Overrun (`move`, MV_*) brings the Dangerous tests:
 * Dangerous (1) in Hindering terrain for Fly models and bases wider or deeper than 40 mm
 * (not Forest Walkers) — leaving the setting's terrain, or meeting a Hindering piece on the
 * way —, Dangerous (3) for a flee through Impassable terrain, and Break the Spirit's
 * Dangerous (2) anywhere. Each model tests once, at the highest X it met.
 */
export function afterMove(w: T9aWorld, rng: Rng, u: number, move: number): void {
  const p = w.plan;
  if (move !== MV_NONE) {
    let x = mod(w, u, M_DANGER);
    const big = p.baseW[u] > MM_40 || p.baseD[u] > MM_40;
    const hindering = (p.rule.fly[u] === 1 || big) && p.rule.forestWalker[u] === 0 ? 1 : 0;
    if (w.hinder[u] && hindering === 1 && x < 1) x = 1;
    // Pieces on the way test file by file; without them every model tests alike.
    if (w.pieces > 0 && piecesDanger(w, u, move, x, hindering)) dangerousByFile(w, rng, u);
    else if (x > 0) dangerous(w, rng, u, x);
  }
  w.cover[u] = 0;
  w.hinder[u] = 0;
}

/** Dangerous (X) after a move (§1.4; Break the Spirit makes all terrain Dangerous (2)): each model rolls, ≤ X is a wound at AP 10. */
export function dangerous(w: T9aWorld, rng: Rng, u: number, x: number): void {
  if (!alive(w.status, u)) return;
  const p = w.plan;
  const big = p.baseW[u] * 25.4 >= 99.9 || p.baseD[u] * 25.4 >= 99.9;
  let wounds = 0;
  for (let m = 0; m < w.models[u]; m++) {
    const dice = big ? 3 : 1;
    for (let d = 0; d < dice; d++) if (rollD6(rng) <= x) wounds++;
  }
  if (wounds === 0) return;
  w.attacker = -1;
  const lost = woundsOn(w, rng, u, wounds, 10, 0, false, -1);
  if (w.tracer !== null) traceDangerous(w, u, wounds, lost);
}
