/**
 * Characters (rules/warmaster.md §3.5, §7): a lone character's move, and mounted characters
 * leaving units that went into ground their mounts cannot enter (the distances from a character
 * are gaps.ts's).
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { CAVALRY } from '../plan.ts';
import { box, onTable } from './footprint.ts';
import { gapOf } from './gaps.ts';
import { charThroughMirage } from './mirage.ts';
import { whollyInPiece } from './terrain.ts';
import { traceMountJoins, traceMountSlain, traceMountStaysBehind } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/** A lone character moves up to his move to 10 cm behind his side's units (§3.5). */
export function moveCharacter(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  let x = 0;
  let y = 0;
  let k = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== p.cSide[c] || !onTable(w, u)) continue;
    box(w, u);
    x += (w.bx0 + w.bx1) / 2;
    y += (w.by0 + w.by1) / 2;
    k++;
  }
  if (k === 0) return;
  x /= k;
  y /= k;
  y += p.cSide[c] === 0 ? -10 : 10;
  const dx = x - w.cxNow[c];
  const dy = y - w.cyNow[c];
  const d = Math.sqrt(dx * dx + dy * dy);
  const go = d < p.cMove[c] ? 1 : p.cMove[c] / d;
  w.cxNow[c] += dx * go;
  w.cyNow[c] += dy * go;
  if (w.miragesUp > 0 && d > EPS) {
    // From where he was, along his move (fields: doubles passed to a call would box).
    w.rox = w.cxNow[c] - dx * go;
    w.roy = w.cyNow[c] - dy * go;
    w.rdx = dx / d;
    w.rdy = dy / d;
    w.mDist = d * go;
    charThroughMirage(w, c);
  }
}

/**
 * A character on a monster, chariot or flying mount whose unit now stands wholly in terrain
 * the mount cannot enter leaves it (§3.5, §7). After the Command phase the unit went there by
 * its own move: he makes his own move instead (his full move, §3.5) to join the nearest other
 * friendly unit he may join, or stays behind alone where the unit stood. After the Shooting
 * or Combat phase the unit was forced there (drive back, retreat, fall back, pursuit): he
 * moves up to 30 cm to join another unit, or is slain. `forced` is 1 after those phases.
 */
export function mountsLeaveTerrain(w: WarmasterWorld, forced: number): void {
  const p = w.plan;
  if (w.nPieces === 0) return;
  for (let c = 0; c < w.nc; c++) {
    const j = w.cJoin[c];
    const mask = p.cBlockedBy[c];
    if (j < 0 || mask === 0 || !w.cAlive[c] || !onTable(w, j) || !whollyInPiece(w, j, mask)) continue;
    const reach = forced ? 30 : p.cMove[c];
    let best = -1;
    for (let other = 0; other < w.n; other++) {
      if (other === j || p.side[other] !== p.cSide[c] || !onTable(w, other) || !p.mayJoin[other]) continue;
      if (p.cNoCavalry[c] && p.type[other] === CAVALRY) continue;
      if (whollyInPiece(w, other, mask)) continue;
      gapOf(w, j, other);
      if (w.gv > reach + EPS || (best >= 0 && w.gv >= w.bestGap)) continue;
      w.bestGap = w.gv;
      best = other;
    }
    if (best >= 0) {
      w.cJoin[c] = best;
      if (w.tracer !== null) traceMountJoins(w, c, j, best);
    } else if (forced) {
      w.cAlive[c] = 0;
      if (w.tracer !== null) traceMountSlain(w, c, j);
    } else {
      box(w, j);
      w.cJoin[c] = -1;
      w.cxNow[c] = (w.bx0 + w.bx1) / 2;
      w.cyNow[c] = (w.by0 + w.by1) / 2;
      if (w.tracer !== null) traceMountStaysBehind(w, c, j);
    }
  }
}
