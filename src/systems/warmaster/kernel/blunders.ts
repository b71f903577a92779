/**
 * Blunders (rules/warmaster.md §2.5): a Hero's or Wizard's double 6 — the D6 table, or with flag
 * blunders `end-phase` the end of the Command phase.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { MAX_STANDS, M_BELL, M_WAR_WAGON } from '../plan.ts';
import { brigadeMove } from './brigades.ts';
import { charge } from './charges.ts';
import { engaged } from './contact.ts';
import { evade } from './evade.ts';
import { onTable } from './footprint.ts';
import { paceOf } from './formation.ts';
import { gapOf } from './gaps.ts';
import { approach, targetOf } from './movement.ts';
import { closestEnemy, visible } from './sight.ts';
import { MIRAGE } from './status.ts';
import { traceBlunder, traceBlunderEndsPhase } from './trace.ts';
import { awayFrom } from './travel.ts';
import { wagonSetOff } from './war-wagon.ts';
import { CHARGE, type WarmasterWorld } from './world.ts';

/**
 * A blunder (§2.5) with flag blunders `end-phase` (no blunder table) ends the side's Command
 * phase: no further orders from anyone (blunderEnded). Returns whether it did.
 */
export function blunderEnds(w: WarmasterWorld): boolean {
  if (w.plan.flags.blunders === 'table') return false;
  w.blunderEnded = true;
  if (w.tracer !== null) traceBlunderEndsPhase(w);
  return true;
}

/** Blunder (§2.5): the unit rolls on the D6 table. */
export function blunder(w: WarmasterWorld, rng: Rng): void {
  const r = rollD6(rng);
  if (w.tracer !== null) traceBlunder(w, r);
  for (let i = 0; i < w.grpN; i++) w.movedThisTurn[w.grp[i]] = 1;
  if (r === 1) {
    w.blunderPenalty[w.grp[0]]++; // in a brigade the player picks one unit (§2.5)
    return;
  }
  if (r >= 4 && r <= 5 && w.grpN > 1) {
    brigadeMove(w, rng, true);
    return;
  }
  // "Thousands of 'em!" moves a brigade at its slowest unit's pace (§2.5).
  let slowest = Infinity;
  for (let i = 0; i < w.grpN; i++) slowest = Math.min(slowest, paceOf(w, w.grp[i]));
  w.blunderPace = slowest;
  for (let i = 0; i < w.grpN; i++) blunderUnit(w, rng, w.grp[i], r);
}

/**
 * Blunder 2–3, "Thousands of 'em!" (§2.5): with visible enemies within a full pace (blunderPace:
 * the brigade's slowest unit's), u moves straight away from all of them — along the sum of the
 * directions away from each, the nearer weighing more — until every one is a full pace away, and
 * no further than that pace. If no straight move of at most that pace does it (enemies on
 * opposite sides), it cannot comply and halts. The move is an evade's: it may burst through an
 * unengaged friend, and halts at what stops it.
 */
export function thousandsOfThem(w: WarmasterWorld, rng: Rng, u: number): void {
  const pace = w.blunderPace;
  const from = w.backingFrom;
  let ax = 0;
  let ay = 0;
  let nearest = -1;
  let nearestGap = Infinity;
  for (let v = 0; v < w.n; v++) {
    from[v] = fleesFrom(w, u, v, pace) ? 1 : 0;
    if (from[v] === 0) continue;
    const g = w.gv;
    awayFrom(w, u, v);
    ax += w.dirX * (pace - g + EPS);
    ay += w.dirY * (pace - g + EPS);
    if (g < nearestGap) {
      nearestGap = g;
      nearest = v;
    }
  }
  if (nearest < 0) return;
  const len = Math.sqrt(ax * ax + ay * ay);
  if (len < EPS) return;
  const dx = ax / len;
  const dy = ay / len;
  // Along (dx, dy) the gap to each grows about as fast as the part of the move away from it;
  // the stands are then tried there and the distance lengthened by what is still short.
  let want = 0;
  for (let v = 0; v < w.n; v++) {
    if (from[v] === 0) continue;
    gapOf(w, u, v);
    const g = w.gv;
    awayFrom(w, u, v);
    const along = dx * w.dirX + dy * w.dirY;
    if (along < EPS) return;
    want = Math.max(want, (pace - g) / along);
  }
  for (let k = 0; k < MAX_STANDS; k++) {
    w.saveX[k] = w.sx[u * MAX_STANDS + k];
    w.saveY[k] = w.sy[u * MAX_STANDS + k];
  }
  for (let round = 0; round < 4 && want <= pace + EPS; round++) {
    for (let k = 0; k < MAX_STANDS; k++) {
      w.sx[u * MAX_STANDS + k] = w.saveX[k] + dx * want;
      w.sy[u * MAX_STANDS + k] = w.saveY[k] + dy * want;
    }
    let short = 0;
    for (let v = 0; v < w.n; v++) {
      if (from[v] === 0) continue;
      gapOf(w, u, v);
      if (pace - w.gv > short) short = pace - w.gv;
    }
    if (short <= EPS) break;
    want += short;
  }
  for (let k = 0; k < MAX_STANDS; k++) {
    w.sx[u * MAX_STANDS + k] = w.saveX[k];
    w.sy[u * MAX_STANDS + k] = w.saveY[k];
  }
  if (want > pace + EPS || want <= EPS) return;
  w.dirX = dx;
  w.dirY = dy;
  w.evadeWant = want;
  evade(w, rng, u, nearest);
}

/** Whether enemy v is one u backs away from on a "Thousands of 'em!" (visible, within `pace`); its gap in gv. */
function fleesFrom(w: WarmasterWorld, u: number, v: number, pace: number): boolean {
  const p = w.plan;
  // An enemy's illusion is an enemy unit to u (§8.2 Mirage).
  if (p.side[v] === p.side[u] || (!onTable(w, v) && w.status[v] !== MIRAGE)) return false;
  gapOf(w, u, v);
  return w.gv <= pace + EPS && visible(w, u, v);
}

/** One unit's blunder result 2–6 (§2.5); the Screaming Bell never moves on its own (§11.7). */
export function blunderUnit(w: WarmasterWorld, rng: Rng, u: number, r: number): void {
  const p = w.plan;
  if (!onTable(w, u) || engaged(w, u) || p.machine[u] === M_BELL) return;
  if (p.machine[u] === M_WAR_WAGON) {
    wagonBlunder(w, rng, u, r);
    return;
  }
  if (r <= 3) {
    thousandsOfThem(w, rng, u);
  } else if (r <= 5) {
    const v = targetOf(w, u);
    if (v >= 0) approach(w, rng, u, v, paceOf(w, u) / 2);
  } else {
    const v = closestEnemy(w, u, Infinity, false, false);
    if (v >= 0 && !(visible(w, u, v) && charge(w, rng, u, v, paceOf(w, u), CHARGE))) {
      approach(w, rng, u, v, paceOf(w, u));
    }
  }
}

/**
 * A War Wagon's blunder move (§2.5, §11.10): as any unit's, but it never charges (6: full pace
 * towards the nearest enemy), never moves without its team, and from laager sets off at half
 * pace, ending in column.
 */
export function wagonBlunder(w: WarmasterWorld, rng: Rng, u: number, r: number): void {
  if (r <= 3) {
    thousandsOfThem(w, rng, u);
    return;
  }
  const v = r <= 5 ? targetOf(w, u) : closestEnemy(w, u, Infinity, false, false);
  // Half pace; from laager the pace is half pace already (§11.10), not halved again.
  const pace = r <= 5 && w.laager[u] === 0 ? paceOf(w, u) / 2 : paceOf(w, u);
  if (v >= 0 && wagonSetOff(w, u)) approach(w, rng, u, v, pace);
}
