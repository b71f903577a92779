/**
 * The record of one engagement (DESIGN.md §Outcomes): who won and by how much (rules/t9a_eow.md
 * §8.4, Basic centre count or Advanced victory points), the Mission (§8.3), turns and rounds, and
 * every unit's models left and fate.
 */
import { FATE_DESTROYED, FATE_FIGHTING, FATE_FLED_OFF, FATE_FLEEING, FATE_RALLIED } from '../../../core/metrics.ts';
import { writeRankedUnits } from '../../rank-and-file/metrics.ts';
import { DESTROYED, FLED_OFF, FLEEING, JOINED, sideStanding } from '../../rank-and-file/unit-state.ts';
import { hpLeft } from './casualties.ts';
import { pointGap } from './footprint.ts';
import { traceResult } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

export function record(w: T9aWorld, out: Int32Array, played: number): void {
  const p = w.plan;
  const a = sideStanding(w.status, p.side, 0);
  const b = sideStanding(w.status, p.side, 1);
  let vp0 = victoryPointsOf(w, 0);
  let vp1 = victoryPointsOf(w, 1);
  // §8.3: the side that completes the mission scores 25% of the game size.
  let missionWinner = 2;
  if (p.mission > 0) {
    const c0 = missionUnits(w, 0);
    const c1 = missionUnits(w, 1);
    if (c0 > c1) missionWinner = 0;
    else if (c1 > c0) missionWinner = 1;
    if (missionWinner === 0) vp0 += p.gameSize >> 2;
    else if (missionWinner === 1) vp1 += p.gameSize >> 2;
  }
  let outcome = 2;
  // The size of the win (§8.4): a decisive victory (Advanced, over 75%) or a Massacre (Basic).
  let decisive = false;
  const basic = p.victoryPoints && p.flags.game === 'basic';
  // §8.4 Basic: fleeing units and characters aside, more units within 6" of the centre wins.
  const c0 = basic ? centreUnits(w, 0) : 0;
  const c1 = basic ? centreUnits(w, 1) : 0;
  if (basic) {
    if (c0 > c1) outcome = 0;
    else if (c1 > c0) outcome = 1;
    // §8.4 Basic Massacre: the whole enemy army destroyed and at least one unit of the
    // winner within 6" of the centre (it wins, so it has one there).
    if (outcome !== 2) decisive = armyDestroyed(w, 1 - outcome);
  } else if (p.victoryPoints) {
    // §8.4: the VP difference as a share of the game size; under 25% is a draw.
    const diff = vp0 - vp1;
    const margin = 4 * (diff < 0 ? -diff : diff);
    if (diff !== 0 && (p.flags.vpMargins === 'exclusive' ? margin > p.gameSize : margin >= p.gameSize)) outcome = diff > 0 ? 0 : 1;
    decisive = margin > 3 * p.gameSize; // over 75%
  } else if (a && !b) outcome = 0;
  else if (b && !a) outcome = 1;
  out[0] = outcome;
  out[1] = played;
  out[2] = w.rounds;
  // A Basic game scores no victory points: its sides' centre counts decide it (system.ts metrics()).
  out[3] = basic ? c0 : vp0;
  out[4] = basic ? c1 : vp1;
  for (let u = 0; u < w.n; u++) w.fate[u] = fateOf(w, u);
  let k = writeRankedUnits(out, 5, w, p.side, p.models, w.n);
  if (p.mission > 0) {
    out[k++] = missionWinner;
    out[k++] = w.missionKind - 1;
  }
  // §8.4 margin: draw, victory, then a decisive victory (Advanced) or a Massacre (Basic).
  if (p.victoryPoints) out[k++] = outcome === 2 ? 0 : decisive ? 2 : 1;
  if (w.tracer !== null) traceResult(w, missionWinner, outcome, decisive, played, vp0, vp1);
}

/**
 * Units of side s that count for the mission (§8.3): not fleeing, not single-model characters,
 * not Support units; Occupation within 6" of the centre, Patrolling within 3" of either
 * marker, Infiltration with their centre in the enemy deployment zone (more than 12" from
 * the centre line on the enemy's side).
 */
export function missionUnits(w: T9aWorld, s: number): number {
  const p = w.plan;
  const kind = w.missionKind;
  const mid = p.depth * 0.5;
  let count = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== s || w.status[u] === FLEEING || !present(w, u) || p.support[u] || (p.character[u] && p.single[u])) continue;
    if (kind === 1) {
      w.gx = p.width * 0.5;
      w.gy = mid;
      pointGap(w, u);
      if (w.res <= 6) count++;
    } else if (kind === 2) {
      // Each side's marker in the other's half, 9" either side of the centre: 25" apart,
      // 12.7" from the centre, outside both deployment zones.
      let near = false;
      for (let m = 0; m < 2; m++) {
        const towardNear = p.nearHalf[1 - m] === 1;
        w.gx = p.width * 0.5 + (m === 0 ? -9 : 9);
        w.gy = mid + (towardNear ? -9 : 9);
        pointGap(w, u);
        if (w.res <= 3) near = true;
      }
      if (near) count++;
    } else {
      const cy = w.fp.y[u] - w.fp.cos[u] * w.fp.d[u] * 0.5;
      const enemyNear = p.nearHalf[1 - s] === 1;
      if (enemyNear ? cy < mid - 12 : cy > mid + 12) count++;
    }
  }
  return count;
}

/**
 * Whether side s's whole army (a Coalition's every army, §8.5) is destroyed (§8.4 Massacre):
 * every unit and character destroyed or fled off the table (§2.4: fleeing off it destroys
 * the unit). A unit still fleeing at the end is removed for the centre count, not destroyed;
 * a joined character goes with its host; a unit still waiting in Ambush is not destroyed.
 */
export function armyDestroyed(w: T9aWorld, s: number): boolean {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== s) continue;
    const st = w.status[w.status[u] === JOINED ? w.body[u] : u];
    if (st !== DESTROYED && st !== FLED_OFF) return false;
  }
  return true;
}

/** Units of side s within 6" of the table centre, not fleeing and not characters (§8.4 Basic). */
export function centreUnits(w: T9aWorld, s: number): number {
  const p = w.plan;
  let count = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== s || p.character[u] || w.status[u] === FLEEING || !present(w, u)) continue;
    w.gx = p.width * 0.5;
    w.gy = p.depth * 0.5;
    pointGap(w, u);
    if (w.res <= 6) count++;
  }
  return count;
}

export function fateOf(w: T9aWorld, u: number): number {
  const s = w.status[w.status[u] === JOINED ? w.body[u] : u];
  if (s === DESTROYED) return FATE_DESTROYED;
  if (s === FLED_OFF) return FATE_FLED_OFF;
  if (s === FLEEING) return FATE_FLEEING;
  return w.everRallied[u] ? FATE_RALLIED : FATE_FIGHTING;
}

/** §8.4: an enemy unit destroyed, fled off, fleeing at the end, or at ≤ 25% of its starting HP. */
export function victoryPointsOf(w: T9aWorld, s: number): number {
  const p = w.plan;
  let vp = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] === s) continue;
    const st = w.status[w.status[u] === JOINED ? w.body[u] : u];
    if (st === DESTROYED || st === FLED_OFF || st === FLEEING || 4 * hpLeft(w, u) <= p.models[u] * p.hp[u]) vp += p.points[u];
  }
  return vp;
}
