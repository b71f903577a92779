/**
 * The Skaven Screaming Bell (rules/warmaster.md §11.7): it moves only with Skaven infantry,
 * makes the Skaven touching it immune to terror, and tolls on characters' Command.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { GENERAL, INFANTRY, M_BELL } from '../plan.ts';
import { touching } from './contact.ts';
import { onTable } from './footprint.ts';
import { charGapOf } from './gaps.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * The Screaming Bell cannot move of its own accord (§11.7): it leaves the group being moved
 * unless an infantry unit is in it too.
 */
export function leaveBellBehind(w: WarmasterWorld): void {
  const p = w.plan;
  for (let i = 0; i < w.grpN; i++) if (p.type[w.grp[i]] === INFANTRY && w.inGroup[w.grp[i]]) return;
  let k = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (p.machine[u] === M_BELL) w.inGroup[u] = 0;
    else w.grp[k++] = u;
  }
  w.grpN = k;
}

/** Each Screaming Bell in the engagement touches Skaven infantry now, before its move (§11.7). */
export function markBellStart(w: WarmasterWorld): void {
  for (let u = 0; u < w.n; u++) {
    if (w.plan.machine[u] === M_BELL) w.bellStart[u] = onTable(w, u) && touchesOwnInfantry(w, u) ? 1 : 0;
  }
}

/** u touches an infantry unit of its own side (the Skaven pushing the Bell, §11.7). */
export function touchesOwnInfantry(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  for (let other = 0; other < w.n; other++) {
    if (other === u || p.side[other] !== p.side[u] || p.type[other] !== INFANTRY || !onTable(w, other)) continue;
    if (touching(w, u, other)) return true;
  }
  return false;
}

/** u touches a Screaming Bell of its own side: it ignores terror (§11.7). */
export function touchesOwnBell(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  for (let bell = 0; bell < w.n; bell++) {
    if (bell === u || p.machine[bell] !== M_BELL || p.side[bell] !== p.side[u] || !onTable(w, bell)) continue;
    if (touching(w, u, bell)) return true;
  }
  return false;
}

/**
 * The Screaming Bell's toll (§11.7, §2.4): +1 Command for a Skaven Hero or Warlock within
 * 30 cm of his side's Bell (not the Grey Seer, who is the General), −1 for any character
 * within 30 cm of an enemy Bell; measured at each order.
 */
export function bellCommand(w: WarmasterWorld, c: number): number {
  const p = w.plan;
  let plus = 0;
  let minus = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.machine[u] !== M_BELL || !onTable(w, u)) continue;
    charGapOf(w, c, u);
    if (w.gv > 30 + EPS) continue;
    if (p.side[u] !== p.cSide[c]) minus = 1;
    else if (p.cKind[c] !== GENERAL) plus = 1;
  }
  return plus - minus;
}
