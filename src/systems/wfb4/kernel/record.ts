/**
 * The record of one engagement (DESIGN.md §Outcomes): who won, turns and rounds, victory points
 * (rules/wfb4.md §10), and every unit's models left and fate.
 */
import { FATE_DESTROYED, FATE_FIGHTING, FATE_FLED_OFF, FATE_FLEEING, FATE_RALLIED } from '../../../core/metrics.ts';
import { writeRankedUnits } from '../../rank-and-file/metrics.ts';
import { DESTROYED, FLED_OFF, FLEEING, JOINED, sideStanding } from '../../rank-and-file/unit-state.ts';
import { traceResult } from './trace.ts';
import type { Wfb4World } from './world.ts';

export function record(w: Wfb4World, out: Int32Array, turnsPlayed: number): void {
  const p = w.plan;
  const a = sideStanding(w.status, p.side, 0);
  const b = sideStanding(w.status, p.side, 1);
  let outcome = 2;
  if (a && !b) outcome = 0;
  else if (b && !a) outcome = 1;
  const vp0 = victoryPointsOf(w, 0);
  const vp1 = victoryPointsOf(w, 1);
  if (outcome === 2 && p.victoryPoints) {
    // Victory points decide what rout leaves drawn (§10).
    if (vp0 > vp1) outcome = 0;
    else if (vp1 > vp0) outcome = 1;
  }
  out[0] = outcome;
  out[1] = turnsPlayed;
  out[2] = w.rounds;
  out[3] = vp0;
  out[4] = vp1;
  for (let u = 0; u < w.n; u++) w.fate[u] = fateOf(w, u);
  // A character with a unit broke when it broke and fought its rounds (§8.1).
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    const h = w.host[c];
    if (h < 0) continue;
    w.brokeTurn[c] = w.brokeTurn[h];
    w.unitRounds[c] = w.unitRounds[h];
  }
  const k = writeRankedUnits(out, 5, w, p.side, p.models, w.n);
  // The spells each side cast that worked (system.ts metrics()).
  if (w.anyMagic) {
    out[k] = w.magic.worked[0];
    out[k + 1] = w.magic.worked[1];
  }
  if (w.tracer !== null) traceResult(w, turnsPlayed, outcome, vp0, vp1);
}

export function fateOf(w: Wfb4World, u: number): number {
  // A character with a unit shares its fate (§8.1).
  const x = w.status[u] === JOINED ? w.host[u] : u;
  const s = w.status[x];
  if (s === DESTROYED) return FATE_DESTROYED;
  if (s === FLED_OFF) return FATE_FLED_OFF;
  if (s === FLEEING) return FATE_FLEEING;
  return w.everRallied[x] ? FATE_RALLIED : FATE_FIGHTING;
}

/** 1 VP per 100 points, or part of 100, of each enemy unit destroyed, fleeing or fled (§10). */
export function victoryPointsOf(w: Wfb4World, s: number): number {
  let vp = 0;
  for (let u = 0; u < w.n; u++) {
    if (w.plan.side[u] === s) continue;
    const st = w.status[u] === JOINED ? w.status[w.host[u]] : w.status[u];
    if (st === DESTROYED || st === FLED_OFF || st === FLEEING) vp += w.plan.vp[u];
  }
  return vp;
}
