/**
 * Push-back and follow-up (rules/wfb3.md §4.10): the loser of a round that does not rout is
 * pushed 2" straight back, and the winners it fought follow it up 2" into contact again,
 * earning +1 to hit and +1 combat result in the next round. A winner with a leader told to
 * (tactic `widen`) widens its front as it follows up, by up to two models on each side, to
 * bring more of its models into contact with a wider loser.
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { endEngagementBetween, engagedWith } from '../../rank-and-file/engagements.ts';
import { recontact } from './deployment.ts';
import { breakFormation, shape } from './formation.ts';
import { foe } from './strike-order.ts';
import { tracePushedBack, traceWidens } from './trace.ts';
import { LINE, SQUARE, type Wfb3World } from './world.ts';

/** How far a loser is pushed back, and its winners follow up (§4.10). */
export const PUSH_BACK = 2;
/** Models a winner adds to its front as it follows up: two on each side (§4.10). */
const WIDEN_MOST = 4;

/**
 * u, beaten, is pushed back 2" directly away from its front, and each winner in contact with it
 * moves the same way (the first loser it fought, if it beat several). At a table edge u stays
 * where it is, pushed back all the same.
 */
export function pushBack(w: Wfb3World, u: number): void {
  const fp = w.fp;
  // Pushed back or following up, a shieldwall is lost (§2.3).
  breakFormation(w, u);
  const dx = -fp.sin[u] * PUSH_BACK;
  const dy = -fp.cos[u] * PUSH_BACK;
  fp.x[u] += dx;
  fp.y[u] += dy;
  shape(w, u);
  let moved = true;
  if (offTable(fp, u, w.table)) {
    fp.x[u] -= dx;
    fp.y[u] -= dy;
    shape(w, u);
    moved = false;
  }
  w.pushedBack[u] = 1;
  let followed = false;
  let square = false;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    const o = foe(w, e, u);
    // A square never follows up (§2.3).
    if (w.formation[o] === SQUARE) square = true;
    if (w.followedUp[o] === 1 || w.formation[o] === SQUARE) continue;
    w.followedUp[o] = 1;
    followed = true;
    breakFormation(w, o);
    if (moved) {
      fp.x[o] += dx;
      fp.y[o] += dy;
      shape(w, o);
    }
  }
  if (w.tracer !== null) tracePushedBack(w, u, moved, followed, square);
  if (followed && w.plan.anyWiden === 1) {
    for (let e = 0; e < w.eng.count; e++) {
      if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
      const o = foe(w, e, u);
      if (w.followedUp[o] === 1 && w.plan.widen[o] === 1) widen(w, o, u);
    }
  }
  // Pushed back out of a square's reach, the loser is out of that fight (§2.3).
  if (moved && square) {
    for (let o = 0; o < w.n; o++) if (w.formation[o] === SQUARE && engagedWith(w.eng, u, o)) endEngagementBetween(w.eng, w.status, u, o);
  }
}

/**
 * Winner o, following up loser u, widens its front by up to two models on each side (§4.10): with
 * a leader, in a line, engaged with u's front, as far as u's front is wide and its own models
 * allow. No test; its contacts are measured again.
 */
function widen(w: Wfb3World, o: number, u: number): void {
  const p = w.plan;
  if (p.leader[o] === 0 || w.formation[o] !== LINE) return;
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
