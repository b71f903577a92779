/**
 * Push-back and follow-up (rules/wfb3.md §4.10): the loser of a round that does not rout is
 * pushed 2" straight back, and the winners it fought follow it up 2" into contact again,
 * earning +1 to hit and +1 combat result in the next round. A winner with a leader told to
 * (tactic `widen`) widens its front as it follows up, by up to two models on each side, to
 * bring more of its models into contact with a wider loser.
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { present } from '../../rank-and-file/unit-state.ts';
import { endEngagementBetween, engagedWith } from '../../rank-and-file/engagements.ts';
import { recontact } from './deployment.ts';
import { breakFormation, shape } from './formation.ts';
import { foe } from './strike-order.ts';
import { FOLLOW_UP_HOLD_OBSTACLE } from '../plan.ts';
import { tracePushedBack, traceWidens } from './trace.ts';
import { aloft, LINE, SQUARE, STAYED_NONE, STAYED_OBSTACLE, STAYED_SQUARE, STAYED_WAGON, UNHITCHED, type Wfb3World } from './world.ts';
import { hasLeader } from './characters.ts';

/** How far a loser is pushed back, and its winners follow up (§4.10). */
export const PUSH_BACK = 2;
/** Models a winner adds to its front as it follows up: two on each side (§4.10). */
const WIDEN_MOST = 4;

/**
 * u, beaten, is pushed back 2" directly away from its front, and each winner in contact with it
 * moves the same way (the first loser it fought, if it beat several) — but a square, which never
 * follows up, and a unit defending an obstacle told to keep it (tactic `followUp: hold-obstacle`)
 * stay, out of that fight. At a table edge, or against another unit behind it — friend or enemy
 * not in this fight — u stays where it is, pushed back all the same, and so does a chariot (§6.1). A loser pushed back and followed up by no one halts for the rest of the
 * turn.
 */
export function pushBack(w: Wfb3World, u: number): void {
  const fp = w.fp;
  // Pushed back or following up, a shieldwall is lost (§2.3).
  breakFormation(w, u);
  touchingNow(w, u);
  const dx = -fp.sin[u] * PUSH_BACK;
  const dy = -fp.cos[u] * PUSH_BACK;
  fp.x[u] += dx;
  fp.y[u] += dy;
  shape(w, u);
  let moved = true;
  // A chariot pushed back is not moved, its enemies winning and following up all the same (§6.1);
  // nor is a unit with no room behind it: the table's edge, or another unit there.
  if (offTable(fp, u, w.table) || w.plan.chariot[u] === 1 || blockedBehind(w, u)) {
    fp.x[u] -= dx;
    fp.y[u] -= dy;
    shape(w, u);
    moved = false;
  }
  w.pushedBack[u] = 1;
  let followed = false;
  let stayed = STAYED_NONE;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    const o = foe(w, e, u);
    // A square never follows up (§2.3); a unit behind an obstacle may keep it (§4.10).
    const why = staysPut(w, o, e);
    if (why !== STAYED_NONE) {
      stayed = why;
      w.staying[o] = 1;
      continue;
    }
    if (w.followedUp[o] === 1) continue;
    w.followedUp[o] = 1;
    followed = true;
    breakFormation(w, o);
    if (moved) {
      fp.x[o] += dx;
      fp.y[o] += dy;
      shape(w, o);
    }
  }
  if (w.tracer !== null) tracePushedBack(w, u, moved, followed, stayed);
  if (followed && w.plan.anyWiden === 1) {
    for (let e = 0; e < w.eng.count; e++) {
      if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
      const o = foe(w, e, u);
      if (w.followedUp[o] === 1 && w.plan.widen[o] === 1) widen(w, o, u);
    }
  }
  // Pushed back out of reach of those who stayed, the loser is out of that fight (§2.3, §4.10).
  if (stayed !== STAYED_NONE) {
    for (let o = 0; o < w.n; o++) {
      if (w.staying[o] === 0) continue;
      w.staying[o] = 0;
      if (moved && engagedWith(w.eng, u, o)) endEngagementBetween(w.eng, w.status, u, o);
    }
  }
  // Pushed back and followed up by no one, it halts for the rest of the turn (§4.10).
  if (moved && !followed) w.held[u] = 1;
}

/** Marks (`w.touched`) the units on the table u touches now without fighting them: a friend beside it, which it may slide along. */
function touchingNow(w: Wfb3World, u: number): void {
  for (let v = 0; v < w.n; v++) w.touched[v] = v !== u && present(w.status, v) && !aloft(w, v) && !engagedWith(w.eng, u, v) && w.gaps.gap[pairOf(w.gaps, u, v)] <= EPS ? 1 : 0;
}

/** Whether u, moved back, now meets a unit on the table it neither fights nor touched before: one behind it, where it has no room to give ground. */
function blockedBehind(w: Wfb3World, u: number): boolean {
  for (let v = 0; v < w.n; v++) {
    if (v === u || w.touched[v] === 1 || !present(w.status, v) || aloft(w, v) || engagedWith(w.eng, u, v)) continue;
    if (w.gaps.gap[pairOf(w.gaps, u, v)] <= EPS) return true;
  }
  return false;
}

/** Why winner o, across e, does not follow up: STAYED_NONE it does, STAYED_SQUARE, STAYED_OBSTACLE (it keeps the obstacle it defends), or STAYED_WAGON (a wagon without its team). */
function staysPut(w: Wfb3World, o: number, e: number): number {
  if (w.formation[o] === SQUARE) return STAYED_SQUARE;
  if ((w.chariot[o] & UNHITCHED) !== 0) return STAYED_WAGON;
  if (w.plan.followUp[o] === FOLLOW_UP_HOLD_OBSTACLE && w.eng.defended[e] === 1 && w.eng.b[e] === o) return STAYED_OBSTACLE;
  return STAYED_NONE;
}

/**
 * Winner o, following up loser u, widens its front by up to two models on each side (§4.10): with
 * a leader, in a line, engaged with u's front, as far as u's front is wide and its own models
 * allow. No test; its contacts are measured again.
 */
function widen(w: Wfb3World, o: number, u: number): void {
  const p = w.plan;
  if (!hasLeader(w, o) || w.formation[o] !== LINE) return;
  let front = false;
  for (let e = 0; e < w.eng.count; e++) {
    if ((w.eng.a[e] === o && w.eng.b[e] === u && w.eng.face[e] === FRONT) || (w.eng.a[e] === u && w.eng.b[e] === o && w.eng.face[e] === FRONT)) front = true;
  }
  if (!front) return;
  const need = Math.ceil(w.fp.w[u] / p.baseW[o] - EPS);
  let add = need - w.files[o];
  if (add > WIDEN_MOST) add = WIDEN_MOST;
  if (add > w.models[o] - w.files[o]) add = w.models[o] - w.files[o];
  if (add <= 0) return;
  w.files[o] += add;
  shape(w, o);
  for (let e = 0; e < w.eng.count; e++) if (w.eng.a[e] === o || w.eng.b[e] === o) recontact(w, e);
  if (w.tracer !== null) traceWidens(w, o);
}
