/**
 * The engagement table (rank-and-file/engagements.ts; rules/t9a_eow.md §6.2): engaging two
 * units, the engagements a unit has, units dropping out of them (§6.8), and a combat — the
 * units linked by engagements (gather()). Ending a unit's engagements is the shared
 * endEngagementsOf(), whether two units touch the shared engagedWith().
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { addEngagement, engagedWith } from '../../rank-and-file/engagements.ts';
import type { T9aWorld } from './world.ts';

/**
 * Record that a's front touches face `face` of b; `placed`: a was just put there by place(),
 * whose offset is in `res`. A pair already engaged stays as it is (one engagement a pair).
 */
export function engage(w: T9aWorld, a: number, b: number, face: number, charge: number, placed: number): void {
  if (engagedWith(w.eng, a, b)) return;
  const e = addEngagement(w.eng, w.status, a, b, face, charge);
  if (e < 0) return;
  w.eng.offset[e] = placed ? w.res : 0;
}

/** The engagement in which u is attacked (or attacks) through its own front, −1 if none (one whose other unit dropped out is none, §6.8). */
export function frontEngagement(w: T9aWorld, u: number): number {
  for (let e = 0; e < w.eng.count; e++) {
    if (eDropped(w, e)) continue;
    if (w.eng.a[e] === u || (w.eng.b[e] === u && w.eng.face[e] === FRONT)) return e;
  }
  return -1;
}

/** Whether a unit of engagement e dropped out this round (nudge()): it is over for the rest of the round. */
export function eDropped(w: T9aWorld, e: number): boolean {
  return w.dropped[w.eng.a[e]] === 1 || w.dropped[w.eng.b[e]] === 1;
}

/** u's engagement when it is engaged with exactly one enemy unit, else −1 (engagements that dropped out this round not counted). */
export function soleEngagement(w: T9aWorld, u: number): number {
  let found = -1;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] !== u && w.eng.b[e] !== u) continue;
    if (eDropped(w, e)) continue;
    if (found >= 0) return -1;
    found = e;
  }
  return found;
}

/** Own facings of u that enemies are engaged on, as bits 1 << face (its front when it is an engagement's a). */
export function engagedFaces(w: T9aWorld, u: number): number {
  let bits = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] === u) bits |= 1 << FRONT;
    else if (w.eng.b[e] === u) bits |= 1 << w.eng.face[e];
  }
  return bits;
}

/**
 * Collect the combat containing unit `root` (every unit linked to it by engagements) into
 * `members`, marking them fought; returns its size. A unit that already fought this phase
 * fights again here only when it pursued into this fresh combat (§6.6).
 */
export function gather(w: T9aWorld, root: number): number {
  const stamp = ++w.gatherStamp;
  let count = 0;
  w.members[count++] = root;
  w.combatOf[root] = stamp;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    w.fought[u] = 1;
    for (let e = 0; e < w.eng.count; e++) {
      let o = -1;
      if (w.eng.a[e] === u) o = w.eng.b[e];
      else if (w.eng.b[e] === u) o = w.eng.a[e];
      if (o >= 0 && w.combatOf[o] !== stamp) {
        w.combatOf[o] = stamp;
        w.members[count++] = o;
      }
    }
  }
  return count;
}

/** Whether engagement e belongs to the combat gather() collected (its first `count` members). */
export function inCombat(w: T9aWorld, e: number, count: number): boolean {
  const a = w.eng.a[e];
  for (let i = 0; i < count; i++) if (w.members[i] === a) return true;
  return false;
}
