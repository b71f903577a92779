/**
 * The record of one battle (DESIGN.md §Outcomes): who won — a side with units standing when
 * the other has none — turns and rounds, and every unit's and character's models left and fate.
 */
import { FATE_DESTROYED, FATE_FIGHTING, FATE_FLED_OFF, FATE_FLEEING, FATE_RALLIED } from '../../../core/metrics.ts';
import { writeRankedUnits } from '../../rank-and-file/metrics.ts';
import { DESTROYED, FLED_OFF, FLEEING, OFF_TABLE, sideStanding } from '../../rank-and-file/unit-state.ts';
import { traceEnd } from './trace.ts';
import type { Wfb3World } from './world.ts';

export function record(w: Wfb3World, out: Int32Array, turnsPlayed: number): void {
  const p = w.plan;
  const a = stillIn(w, 0);
  const b = stillIn(w, 1);
  let outcome = 2;
  if (a && !b) outcome = 0;
  else if (b && !a) outcome = 1;
  out[0] = outcome;
  out[1] = turnsPlayed;
  out[2] = w.rounds;
  // Each row's record: the man it stands for, wherever he is now (holder()) — a unit or
  // character of the scenario follows him; a row compiled for him elsewhere (a crew on foot, a
  // character alone, a character joined to a unit) shows only its own models.
  // brokeTurn and unitRounds are read from a unit that holds its man (t) or hosts him, which
  // keeps its own: only rows whose man moved on are written over.
  const left = w.recordModels;
  for (let r = 0; r < p.rows; r++) {
    const t = holder(w, r);
    const derived = p.crewOf[r] >= 0 || p.aloneOf[r] >= 0 || p.joinOf[r] >= 0 || p.footOf[r] >= 0;
    left[r] = derived ? w.models[r] : w.models[t];
    // Losses count each model once, where he is: a row that moved on counts none.
    if (t !== r) w.fielded[r] = left[r];
    w.fate[r] = fateHeld(w, t);
    const u = t < w.n ? t : p.host[t];
    w.brokeTurn[r] = w.brokeTurn[u];
    w.unitRounds[r] = w.unitRounds[u];
  }
  // Losses count each model once, from when it took the field (world `fielded`).
  writeRankedUnits(out, 3, w.recordState, p.side, w.fielded, p.rows);
  if (w.tracer !== null) traceEnd(w, turnsPlayed, outcome);
}

/**
 * The row that holds row r's man now: r itself while it is on the table (or gone from it); for a
 * row waiting off the table, the row he is still in — a character alone who never left, his row
 * in his unit; a character's row in a unit he has not joined, the single character he still is —
 * or the one he moved to: a character who left, the unit he is alone; a single character who
 * joined, his row in that unit; a rider who got down with his chariot's or beast's crew, his
 * row among them (a rider's row there, waiting, his row in the chariot or beast). A crew on foot
 * that never formed holds itself.
 */
function holder(w: Wfb3World, r: number): number {
  const p = w.plan;
  let t = r;
  // A man moves twice at most: out of his unit, and into another.
  for (let k = 0; k < 4 && w.status[t] === OFF_TABLE; k++) {
    let next = -1;
    if (t < w.n) {
      const j = p.joinAs[t];
      if (j >= 0 && w.status[j] !== OFF_TABLE) next = j;
      else if (p.aloneOf[t] >= 0) next = p.aloneOf[t];
    } else if (p.footAs[t] >= 0 && w.status[p.footAs[t]] !== OFF_TABLE) next = p.footAs[t];
    else next = p.aloneAs[t] >= 0 ? p.aloneAs[t] : p.footOf[t] >= 0 ? p.footOf[t] : p.joinOf[t];
    if (next < 0) break;
    t = next;
  }
  return t;
}

/** The fate of holder t: a unit's its own (a crew on foot never formed, its chariot's or beast's); a character's his unit's, or slain. */
function fateHeld(w: Wfb3World, t: number): number {
  const p = w.plan;
  if (t < w.n) return w.status[t] === OFF_TABLE && p.crewOf[t] >= 0 ? fateOf(w, p.crewOf[t]) : fateOf(w, t);
  return w.models[t] === 0 ? FATE_DESTROYED : fateOf(w, p.host[t]);
}

/** Whether side s is still in the battle: a unit standing, or flyers away collecting missiles, to come back (§2.7). */
export function stillIn(w: Wfb3World, s: number): boolean {
  if (sideStanding(w.status, w.plan.side, s)) return true;
  if (w.plan.anyFlyer === 0) return false;
  for (let u = 0; u < w.n; u++) if (w.plan.side[u] === s && w.status[u] === OFF_TABLE && w.offSince[u] > 0) return true;
  return false;
}

export function fateOf(w: Wfb3World, u: number): number {
  const s = w.status[u];
  if (s === DESTROYED) return FATE_DESTROYED;
  if (s === FLED_OFF) return FATE_FLED_OFF;
  if (s === FLEEING) return FATE_FLEEING;
  return w.everRallied[u] ? FATE_RALLIED : FATE_FIGHTING;
}
