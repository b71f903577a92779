/**
 * Crashing (rules/wfb3.md §2.7; seed p.125): a flyer slower than its minimum speed crashes —
 * here a stupid one (§5) that stops in mid-air, or slows to half its speed. Each of its models
 * takes a D4 wounds for each height level, no save, and they fall D12" in a random direction;
 * on a unit there, each falling model strikes one model a D4 a level plus its T less that
 * model's. What a dropped object lands on is found the same way (dropping.ts).
 *
 * Hot code for flyers only: integers in and out; points go through the world's registers.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { BEARINGS, rollBearing, rollD4, rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { present } from '../../rank-and-file/unit-state.ts';
import { LEVEL_GROUND } from '../plan.ts';
import { flyTo, placeAtEnd } from './aerial.ts';
import { destroy, woundUnit } from './casualties.ts';
import { unform } from './formation.ts';
import { traceBlunderAloft, traceCrash, traceFalls, traceFlies } from './trace-air.ts';
import { aloft, type Wfb3World } from './world.ts';

/**
 * Stupid flyer u in the air blunders (§5, §2.7): stopping (`hour` 0), or at half its speed
 * towards `hour` o'clock, turning there freely. Slower than its minimum speed it crashes; a
 * flyer that can hover hovers.
 */
export function blunderAloft(w: Wfb3World, rng: Rng, u: number, hour: number): void {
  const s = hour === 0 ? 0 : w.speed[u] * 0.5;
  if (w.tracer !== null) traceBlunderAloft(w, u, hour);
  if (s < w.plan.flyer.min[u] - EPS) {
    crash(w, rng, u);
    return;
  }
  w.dist = s;
  w.bend = hour === 0 ? 0 : (hour * Math.PI) / 6;
  // No arc: a stupid unit turns with no deduction (§5), then goes straight.
  w.fp.facing[u] += w.bend;
  w.bend = 0;
  const from = w.level[u];
  flyTo(w, u, from);
  if (w.tracer !== null) traceFlies(w, u, from);
}

/**
 * Flyer u crashes (§2.7): each of its models takes a D4 wounds for each height level, no save,
 * and they fall D12" in a random direction; on a unit there, each falling model strikes one
 * model a D4 a level plus its T less that model's. Those left stand on the ground where they
 * fell — or as near beyond it as is clear of other units, and on the table — unformed.
 */
export function crash(w: Wfb3World, rng: Rng, u: number): void {
  const levels = w.level[u];
  const falling = w.models[u];
  let slain = 0;
  for (let m = 0; m < falling && w.models[u] > 0; m++) {
    let wounds = 0;
    for (let k = 0; k < levels; k++) wounds += rollD4(rng);
    woundUnit(w, u, wounds, 1);
    slain += w.slain;
  }
  const bearing = rollBearing(rng);
  const d = rollOneOf(rng, 12) + 1;
  const a = (bearing * 2 * Math.PI) / BEARINGS;
  const fp = w.fp;
  w.endX = fp.cx[u] + Math.sin(a) * d;
  w.endY = fp.cy[u] + Math.cos(a) * d;
  w.level[u] = LEVEL_GROUND;
  w.speed[u] = 0;
  if (w.tracer !== null) traceCrash(w, u, levels, falling, slain, d);
  const under = groundUnitAt(w, u);
  if (under >= 0) fallOn(w, rng, u, under, levels, falling);
  if (w.models[u] === 0) {
    destroy(w, u);
    return;
  }
  // Where the survivors come to rest: the fall's end, or on along its line until clear.
  w.bend = 0;
  fp.facing[u] = a;
  for (let k = 0; k <= 24; k++) {
    placeAtEnd(w, u);
    if (landsClearOfAll(w, u)) {
      unform(w, u);
      return;
    }
    w.endX += Math.sin(a) * 0.5;
    w.endY += Math.cos(a) * 0.5;
  }
  if (w.tracer !== null) traceFalls(w, u, -1, 0);
  destroy(w, u);
}

/** Whether u, placed, stands on the table clear of every unit on the ground. */
function landsClearOfAll(w: Wfb3World, u: number): boolean {
  if (offTable(w.fp, u, w.table)) return false;
  for (let v = 0; v < w.n; v++) {
    if (v !== u && present(w.status, v) && !aloft(w, v) && w.gaps.gap[pairOf(w.gaps, u, v)] <= EPS) return false;
  }
  return true;
}

/** The unit on the ground but u whose footprint covers the point (`w.endX`, `w.endY`), −1 none. */
function groundUnitAt(w: Wfb3World, u: number): number {
  const fp = w.fp;
  for (let v = 0; v < w.n; v++) {
    if (v === u || !present(w.status, v) || aloft(w, v)) continue;
    const dx = w.endX - fp.x[v];
    const dy = w.endY - fp.y[v];
    const along = dx * fp.sin[v] + dy * fp.cos[v];
    const across = dx * fp.cos[v] - dy * fp.sin[v];
    if (along <= EPS && along >= -fp.d[v] - EPS && across <= fp.w[v] * 0.5 + EPS && across >= -fp.w[v] * 0.5 - EPS) return v;
  }
  return -1;
}

/** The unit on the ground whose footprint covers (`w.endX`, `w.endY`), −1 none: where a dropped object lands (dropping.ts). */
export function groundAtEnd(w: Wfb3World): number {
  return groundUnitAt(w, -1);
}

/** `falling` models of crashing u land on unit v (§2.7): each strikes one model a D4 a level plus u's T less v's, no save. */
function fallOn(w: Wfb3World, rng: Rng, u: number, v: number, levels: number, falling: number): void {
  const p = w.plan;
  let slain = 0;
  for (let m = 0; m < falling && w.models[v] > 0; m++) {
    let wounds = p.T[u] - p.T[v];
    for (let k = 0; k < levels; k++) wounds += rollD4(rng);
    if (wounds <= 0) continue;
    woundUnit(w, v, wounds, 1);
    slain += w.slain;
  }
  if (w.tracer !== null) traceFalls(w, u, v, slain);
  if (w.models[v] === 0) destroy(w, v);
}
