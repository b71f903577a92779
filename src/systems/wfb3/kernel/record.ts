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
  const a = sideStanding(w.status, p.side, 0);
  const b = sideStanding(w.status, p.side, 1);
  let outcome = 2;
  if (a && !b) outcome = 0;
  else if (b && !a) outcome = 1;
  out[0] = outcome;
  out[1] = turnsPlayed;
  out[2] = w.rounds;
  const left = w.recordModels;
  for (let r = 0; r < p.rows; r++) left[r] = w.models[r];
  for (let u = 0; u < w.n; u++) w.fate[u] = w.status[u] === OFF_TABLE ? waitingFate(w, u) : fateOf(w, u);
  // A character's fate is his unit's, unless he was slain in it (§6.4), or left it (then his own
  // alone); one waiting to join a unit, the single character's he still is.
  for (let c = w.n; c < p.rows; c++) {
    const single = p.joinOf[c];
    if (single >= 0 && w.status[c] === OFF_TABLE) {
      w.fate[c] = w.fate[single];
      continue;
    }
    const alone = p.aloneAs[c];
    const u = alone >= 0 && w.status[c] === OFF_TABLE ? alone : p.host[c];
    if (u === alone) mirror(w, c, alone);
    w.fate[c] = left[c] === 0 && u !== alone ? FATE_DESTROYED : w.fate[u];
    w.brokeTurn[c] = w.brokeTurn[u];
    w.unitRounds[c] = w.unitRounds[u];
  }
  // A single character who joined a unit: his record follows him into it.
  if (p.anyJoining === 1) {
    for (let u = 0; u < w.n; u++) {
      const c = p.joinAs[u];
      if (c < 0 || w.status[u] !== OFF_TABLE) continue;
      mirror(w, u, c);
      w.fate[u] = w.fate[c];
      w.brokeTurn[u] = w.brokeTurn[c];
      w.unitRounds[u] = w.unitRounds[c];
    }
  }
  // Losses count each model once, from when it took the field (world `fielded`).
  writeRankedUnits(out, 3, w.recordState, p.side, w.fielded, p.rows);
  if (w.tracer !== null) traceEnd(w, turnsPlayed, outcome);
}

/** Row r's record shows the models of row `to`, the same man elsewhere; its own count in the losses is none. */
function mirror(w: Wfb3World, r: number, to: number): void {
  w.recordModels[r] = w.models[to];
  w.fielded[r] = w.models[to];
}

/**
 * The fate of unit u, which never took the field: a crew on foot its chariot's or beast's
 * (crews-on-foot.ts; those come first); a character alone, who never left his unit, his fate in
 * it (leaving.ts); one who joined a unit, his there (record()).
 */
function waitingFate(w: Wfb3World, u: number): number {
  const p = w.plan;
  if (p.crewOf[u] >= 0) return w.fate[p.crewOf[u]];
  // A single character who joined a unit: set once the characters' fates are known (record()).
  if (p.joinAs[u] >= 0) return 0;
  const c = p.aloneOf[u];
  return w.models[c] === 0 ? FATE_DESTROYED : w.fate[p.host[c]];
}

export function fateOf(w: Wfb3World, u: number): number {
  const s = w.status[u];
  if (s === DESTROYED) return FATE_DESTROYED;
  if (s === FLED_OFF) return FATE_FLED_OFF;
  if (s === FLEEING) return FATE_FLEEING;
  return w.everRallied[u] ? FATE_RALLIED : FATE_FIGHTING;
}
