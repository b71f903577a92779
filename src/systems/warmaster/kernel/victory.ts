/**
 * The end of the battle and victory points (rules/warmaster.md §10): withdrawal, and the record
 * of the battle.
 */
import { GENERAL, SPECIAL_SLAYERS } from '../plan.ts';
import { ACTIVE, DESTROYED, GONE, INFILTRATING, OFF_TABLE, ROUTED } from './status.ts';
import { traceWithdraws } from './trace.ts';
import { END_FIRST_LOSS, END_WITHDRAW_0, END_WITHDRAW_1, type WarmasterWorld } from './world.ts';

/** Fates recorded per unit (metric labels in system.ts, same order). */
export const WM_FATES = ['unharmed', 'lost stands', 'destroyed', 'routed', 'left the table'] as const;
/** Infiltrating Gutter Runners' fates (§11.7): WM_FATES, and never on the table. */
export const WM_INFILTRATOR_FATES = [...WM_FATES, 'never infiltrated'] as const;

// ------------------------------------------------------------------ end of battle (§10)

/** Withdrawal or the first loss ends the battle; true when it is over. */
export function checkEnd(w: WarmasterWorld): boolean {
  if (w.over) return true;
  const p = w.plan;
  for (let s = 0; s < 2; s++) {
    let lostUnits = 0;
    let losses = 0;
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== s) continue;
      const gone = w.status[u] === DESTROYED || w.status[u] === ROUTED || w.status[u] === GONE;
      if (gone && p.raised[u] === 0) losses++; // raised dead are no losses (§13 A17)
      if (gone && p.countsForWithdrawal[u]) lostUnits++;
    }
    let generalDead = false;
    for (let c = 0; c < w.nc; c++) if (p.cSide[c] === s && p.cKind[c] === GENERAL && !w.cAlive[c]) generalDead = true;
    if (generalDead || (p.withdrawAt[s] > 0 && lostUnits >= p.withdrawAt[s])) {
      w.over = true;
      w.endReason = s === 0 ? END_WITHDRAW_0 : END_WITHDRAW_1;
      if (w.tracer !== null) traceWithdraws(w, s, generalDead);
      return true;
    }
    if (p.firstBreak && losses > 0) {
      w.over = true;
      w.endReason = END_FIRST_LOSS;
      return true;
    }
  }
  return false;
}

/** Victory points scored against side s's units and characters (§10). */
export function pointsLost(w: WarmasterWorld, s: number): number {
  const p = w.plan;
  let vp = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== s) continue;
    // Troll Slayers: the enemy scores them if any survive, nobody if they all die (§10).
    if (p.special[u] === SPECIAL_SLAYERS) {
      if (w.status[u] === ACTIVE || w.status[u] === OFF_TABLE) vp += p.points[u];
      continue;
    }
    if (w.status[u] !== ACTIVE && w.status[u] !== OFF_TABLE && w.status[u] !== INFILTRATING) vp += p.points[u];
    else if (w.left[u] === 1 && p.halfPoints[u] > 0) vp += p.halfPoints[u];
  }
  for (let c = 0; c < w.nc; c++) if (p.cSide[c] === s && !w.cAlive[c] && !w.cExecuted[c]) vp += p.cPoints[c];
  return vp;
}

export function record(w: WarmasterWorld, out: Int32Array, played: number): void {
  const p = w.plan;
  let vp0 = pointsLost(w, 1);
  let vp1 = pointsLost(w, 0);
  // A withdrawing army cannot score more than its enemy (§10).
  if (w.endReason === END_WITHDRAW_0 && vp0 > vp1) vp0 = vp1;
  if (w.endReason === END_WITHDRAW_1 && vp1 > vp0) vp1 = vp0;
  let outcome = 2;
  if (w.endReason === END_WITHDRAW_0) outcome = 1;
  else if (w.endReason === END_WITHDRAW_1) outcome = 0;
  else if (p.victoryPoints) outcome = vp0 > vp1 ? 0 : vp1 > vp0 ? 1 : 2;
  out[0] = outcome;
  out[1] = played;
  out[2] = w.rounds;
  out[3] = w.endReason;
  out[4] = vp0;
  out[5] = vp1;
  let o = 6;
  const lost0 = unitsLost(w, 0);
  const lost1 = unitsLost(w, 1);
  for (let u = 0; u < p.nDeployed; u++) {
    out[o++] = w.left[u];
    let fate = 0;
    if (w.status[u] === DESTROYED) fate = 2;
    else if (w.status[u] === ROUTED) fate = 3;
    else if (w.status[u] === GONE || w.status[u] === OFF_TABLE) fate = 4;
    else if (w.status[u] === INFILTRATING) fate = 5;
    else if (w.left[u] < p.stands[u]) fate = 1;
    out[o++] = fate;
    out[o++] = w.lostTurn[u];
  }
  out[o++] = lost0;
  out[o++] = lost1;
}

export function unitsLost(w: WarmasterWorld, s: number): number {
  let k = 0;
  for (let u = 0; u < w.n; u++) {
    // Raised dead are not losses (§13 A17).
    const st = w.status[u];
    if (w.plan.side[u] === s && w.plan.raised[u] === 0 && st !== ACTIVE && st !== OFF_TABLE && st !== INFILTRATING) k++;
  }
  return k;
}
