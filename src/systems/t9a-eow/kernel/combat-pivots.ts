/** Combat Pivots (rules/t9a_eow.md §6.2 step 7, §6.8): the tests, and the pivots the policy takes. */
import { FRONT, LEFT, REAR, RIGHT } from '../../../battlefield/arcs.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { contactOf } from './base-contact.ts';
import { riderContact } from './characters.ts';
import { TEST_OTHER, disTest } from './discipline.ts';
import { engagedFaces } from './engagements.ts';
import { faceLen, faceMid, facePoint, syncOffset } from './faces.ts';
import { gap, shape } from './footprint.ts';
import { frontRank } from './formation.ts';
import { markNear, nudge, standsClear } from './nudging.ts';
import { traceCombatPivot, tracePivotTest } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

/**
 * Combat Pivots (§6.2 step 7, §6.8, L1150), once the fleeing and pursuing units have moved
 * and the units left are nudged back into contact: each unit of the combat engaged on one
 * facing of its own may pivot by its `pivot:` tactic (combatPivot()). Units on the losing side test Discipline
 * first (Martial Discipline: Minimised; a tie has no loser, R7), all tests before any pivot.
 * The Active player lets the reactive player pivot first (it then sees those pivots before
 * making its own); each side's units pivot one at a time, each pivot checked against where
 * the units stand by then.
 */
export function combatPivots(w: T9aWorld, rng: Rng, count: number): void {
  const p = w.plan;
  nudge(w, count, 1);
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    w.pivotOk[u] = 0;
    if (!p.pivot[u] || w.status[u] !== ENGAGED || w.pursuedNow[u] || !present(w, u)) continue;
    if (!combatPivot(w, u, 0)) continue;
    if (p.side[u] === w.loserSide) {
      const pass = disTest(w, rng, u, 0, TEST_OTHER);
      if (w.tracer !== null) tracePivotTest(w, u, pass);
      if (!pass) continue;
    }
    w.pivotOk[u] = 1;
  }
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? 1 - w.activeSide : w.activeSide;
    for (let i = 0; i < count; i++) {
      const u = w.members[i];
      if (w.pivotOk[u] && p.side[u] === side && w.status[u] === ENGAGED) combatPivot(w, u, 1);
    }
  }
}

/**
 * Whether u has a Combat Pivot its policy takes (§6.8); with `commit` 1 it makes it. u must be
 * engaged on one facing only. It is lifted and put back with its front along the line of that
 * facing, facing the enemies there (on a flank or the rear: it turns to face them; on its
 * front: it slides along it), at one of a few places along the line — centred on the enemies'
 * contact, on the enemy models in contact, or with an end level with them. A place is legal
 * when u touches the same enemy units, on the same facings of theirs (their fronts, or the
 * faces its front was on), with at least as many of its models in contact as before, its
 * character still in contact if it was, the enemy models in contact still so (flag
 * `pivotEnemyModels`: exactly those), no enemy touched it did not touch before, no unit overlapped and no
 * Impassable terrain entered (standsClear()). The policy turns to face whenever a place is
 * legal (the unit leaves the enemy's flank bonus behind and gets its supporting attacks and
 * Steadfast back), and slides only for more models in contact; it keeps the place with the
 * most of its models in contact.
 */
export function combatPivot(w: T9aWorld, u: number, commit: number): boolean {
  const bits = engagedFaces(w, u);
  if (bits === 0 || (bits & (bits - 1)) !== 0) return false; // engaged on more than one facing
  const face = bits === 1 << FRONT ? FRONT : bits === 1 << LEFT ? LEFT : bits === 1 << RIGHT ? RIGHT : REAR;
  const pose = w.pivotPose;
  pose[0] = w.fp.x[u];
  pose[1] = w.fp.y[u];
  pose[2] = w.fp.facing[u];
  // Enemies already touching it may still touch it after the pivot; no others (L1150).
  markNear(w, u);
  // Before: u's models in contact, and the enemy models and characters in contact.
  let ownBefore = 0;
  let riderBefore = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    w.savedFace[e] = w.eng.face[e];
    w.savedOff[e] = w.eng.offset[e];
    syncOffset(w, e);
    const mine = w.eng.a[e] === u ? 0 : 1;
    const o = mine === 0 ? w.eng.b[e] : w.eng.a[e];
    ownBefore += contactOf(w, e, mine);
    contactOf(w, e, 1 - mine);
    w.loIdx[e] = w.iLo;
    w.hiIdx[e] = w.iHi;
    w.riderWas[e] = riderContact(w, o, e) ? 1 : 0;
    if (riderContact(w, u, e)) riderBefore = 1;
  }
  // Engaged on its front with every front file in contact, a slide cannot do better: done.
  if (face === FRONT && ownBefore >= frontRank(w, u)) {
    for (let e = 0; e < w.eng.count; e++) {
      if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
      w.eng.face[e] = w.savedFace[e];
      w.eng.offset[e] = w.savedOff[e];
    }
    return false;
  }
  // The line u's front will lie on, and the facing it will have.
  let mx = w.fp.x[u];
  let my = w.fp.y[u];
  let f = w.fp.facing[u];
  if (face !== FRONT) {
    faceMid(w, u, face);
    mx = w.gx;
    my = w.gy;
    // The enemies there face the facing + turn (place()); u turns to face them.
    f += face === REAR ? Math.PI : face === LEFT ? -Math.PI * 0.5 : Math.PI * 0.5;
  }
  const rc = Math.cos(f);
  const rs = -Math.sin(f); // the line runs along u's right after the pivot: (rc, rs)
  w.pivotLine[0] = mx;
  w.pivotLine[1] = my;
  w.pivotLine[2] = f;
  // Along the line: the enemies' contact edges [lo, hi] and the enemy models in contact [tLo, tHi].
  let lo = Infinity;
  let hi = -Infinity;
  let tLo = Infinity;
  let tHi = -Infinity;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    const o = w.eng.a[e] === u ? w.eng.b[e] : w.eng.a[e];
    const oFace = w.eng.a[e] === u ? w.eng.face[e] : FRONT;
    faceLen(w, o, oFace);
    const len = w.res;
    const flank = oFace === LEFT || oFace === RIGHT;
    const start = flank ? 0 : -len * 0.5;
    const modelWidth = flank ? w.plan.baseD[o] : w.plan.baseW[o];
    const first = flank ? 0 : -frontRank(w, o) * modelWidth * 0.5;
    for (let j = 0; j < 4; j++) {
      if (j >= 2 && w.loIdx[e] > w.hiIdx[e]) break;
      // j 0–1: the ends of o's contact edge; 2–3: the outer edges of its models in contact.
      w.res = j === 0 ? start : j === 1 ? start + len : j === 2 ? first + w.loIdx[e] * modelWidth : first + (w.hiIdx[e] + 1) * modelWidth;
      facePoint(w, o, oFace);
      const t = (w.gx - mx) * rc + (w.gy - my) * rs;
      if (j < 2) {
        if (t < lo) lo = t;
        if (t > hi) hi = t;
      } else {
        if (t < tLo) tLo = t;
        if (t > tHi) tHi = t;
      }
    }
  }
  const half = w.fp.w[u] * 0.5;
  let best = -1;
  let bestOwn = face === FRONT ? ownBefore : ownBefore - 1;
  let bestAt = 0;
  for (let c = 0; c < 7; c++) {
    if (c >= 4 && tLo > tHi) break;
    // Along the line: the old middle; centred on the contact; an end level with one of its
    // ends; centred on the enemy models in contact; an end just inside theirs.
    const at =
      c === 0 ? 0 : c === 1 ? (lo + hi) * 0.5 : c === 2 ? lo + half : c === 3 ? hi - half : c === 4 ? (tLo + tHi) * 0.5 : c === 5 ? tLo + 0.01 + half : tHi - 0.01 - half;
    if (face === FRONT && (at < 0 ? -at : at) < 1e-6) continue; // where it stands
    w.pivotLine[3] = at;
    pivotTo(w, u, face);
    const own = pivotLegal(w, u, riderBefore);
    if (own > bestOwn) {
      bestOwn = own;
      best = c;
      bestAt = at;
    }
  }
  // Back where it stood.
  w.fp.x[u] = pose[0];
  w.fp.y[u] = pose[1];
  w.fp.facing[u] = pose[2];
  shape(w, u);
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    w.eng.face[e] = w.savedFace[e];
    w.eng.offset[e] = w.savedOff[e];
  }
  if (best < 0) return false;
  if (commit === 1) {
    w.pivotLine[3] = bestAt;
    pivotTo(w, u, face);
    if (w.tracer !== null) traceCombatPivot(w, u, face, ownBefore, bestOwn);
  }
  return true;
}

/**
 * Put u where pivotLine says: facing it, its front centre that far along the line from the
 * origin, on its new right; its engagements follow (combatPivot()).
 */
export function pivotTo(w: T9aWorld, u: number, face: number): void {
  const l = w.pivotLine;
  w.fp.facing[u] = l[2];
  shape(w, u);
  w.fp.x[u] = l[0] + w.fp.cos[u] * l[3];
  w.fp.y[u] = l[1] - w.fp.sin[u] * l[3];
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    if (face !== FRONT) w.eng.face[e] = FRONT; // the enemy's front now touches u's front
    syncOffset(w, e);
  }
}

/**
 * With u where pivotTo() put it: its models in contact if the place is legal (combatPivot()),
 * else −1. `riderBefore` 1: u's character was in contact and must still be.
 */
export function pivotLegal(w: T9aWorld, u: number, riderBefore: number): number {
  if (!standsClear(w, u)) return -1;
  const exactly = w.plan.flags.pivotEnemyModels === 'exactly';
  let own = 0;
  let riderNow = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    const mine = w.eng.a[e] === u ? 0 : 1;
    const o = mine === 0 ? w.eng.b[e] : w.eng.a[e];
    // Flush against o (contact, not a gap): u's front edge on o's face, or o's front on u's.
    gap(w, u, o);
    if (w.res > 0.01) return -1;
    if (contactOf(w, e, 1 - mine) === 0) return -1; // still touching that enemy unit
    const was = w.loIdx[e] <= w.hiIdx[e];
    if (was && (w.iLo > w.loIdx[e] || w.iHi < w.hiIdx[e])) return -1; // the enemy models in contact stay so
    if (exactly && (w.iLo !== w.loIdx[e] || w.iHi !== w.hiIdx[e])) return -1;
    if (w.riderWas[e] === 1 && !riderContact(w, o, e)) return -1;
    if (exactly && w.riderWas[e] === 0 && riderContact(w, o, e)) return -1;
    own += contactOf(w, e, mine);
    if (riderContact(w, u, e)) riderNow = 1;
  }
  if (riderBefore === 1 && riderNow === 0) return -1;
  return own;
}
