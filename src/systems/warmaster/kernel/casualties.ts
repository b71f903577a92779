/**
 * Casualties (rules/warmaster.md §4.3, §5.3, §5.10): hits accumulated on a unit, whole stands
 * removed, units destroyed with their characters, and at the end of the Shooting and Combat
 * phases badly hurt monsters and odd hits discarded.
 */
import { ATTACH_SLOT, MAX_STANDS, M_WAR_WAGON, TEAM_SLOT, WAGON_SLOT } from '../plan.ts';
import { engaged, opposed, touch } from './contact.ts';
import { DIR_X, DIR_Y, onTable } from './footprint.ts';
import { checkMirages } from './mirage.ts';
import { DESTROYED, GONE, ROUTED } from './status.ts';
import { traceBadlyHurt, traceCharacterSlain, traceUnitLost, traceWagonStandLost } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/** Hits on v: stands removed at once as hits reach the Hits value (§4.3). */
export function takeHits(w: WarmasterWorld, v: number, hits: number): void {
  w.hitsOn[v] += hits;
  removeWholeStands(w, v);
}

export function removeWholeStands(w: WarmasterWorld, v: number): void {
  const h = w.hitsNow[v];
  while (w.hitsOn[v] >= h && w.left[v] > 0) {
    w.hitsOn[v] -= h;
    removeStand(w, v);
  }
  if (w.left[v] === 0) destroy(w, v, DESTROYED);
}

/**
 * Remove one stand: a stand touching no enemy first, the rearmost first (§5.3); among the
 * stands least in contact an attached stand goes first — or last, by the loseAttachment
 * tactic (the owner's choice, §11.1, §11.8).
 */
export function removeStand(w: WarmasterWorld, v: number): void {
  const p = w.plan;
  if (p.machine[v] === M_WAR_WAGON) {
    // The owner picks which of the two stands goes, whatever touches it (tactic casualty, §11.10).
    const first = v * MAX_STANDS + (p.wagonLosesWagon[v] === 1 ? WAGON_SLOT : TEAM_SLOT);
    const second = v * MAX_STANDS + (p.wagonLosesWagon[v] === 1 ? TEAM_SLOT : WAGON_SLOT);
    const pick = w.sAlive[first] ? first : second;
    if (!w.sAlive[pick]) return;
    w.sAlive[pick] = 0;
    w.left[v]--;
    // The team alone is no laager: it is in the open and may move off (§11.10).
    if (pick === v * MAX_STANDS + WAGON_SLOT) w.laager[v] = 0;
    if (w.tracer !== null) traceWagonStandLost(w, v, pick);
    return;
  }
  const f = w.face[v];
  const attachedScore = p.attached[v] === 1 ? (p.attachLast[v] === 1 ? 5e5 : -5e5) : 0;
  let pick = -1;
  let pickScore = Infinity;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = v * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    let touches = 0;
    for (let enemy = 0; enemy < w.n; enemy++) {
      if (!opposed(w, v, enemy) || !onTable(w, enemy)) continue;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = enemy * MAX_STANDS + j;
        if (w.sAlive[b] && touch(w, v, s, enemy, b)) touches++;
      }
    }
    // Fewest contacts, then the attachment's turn, then furthest back.
    const score = touches * 1e6 + (k === ATTACH_SLOT ? attachedScore : 0) + (w.sx[s] * DIR_X[f] + w.sy[s] * DIR_Y[f]);
    if (score < pickScore) {
      pickScore = score;
      pick = s;
    }
  }
  if (pick < 0) return;
  w.sAlive[pick] = 0;
  w.left[v]--;
}

export function destroy(w: WarmasterWorld, v: number, how: number): void {
  if (w.status[v] === DESTROYED || w.status[v] === ROUTED || w.status[v] === GONE) return;
  w.status[v] = how;
  w.hitsOn[v] = 0;
  w.lostTurn[v] = w.turn;
  for (let k = 0; k < MAX_STANDS; k++) w.sAlive[v * MAX_STANDS + k] = 0;
  w.left[v] = 0;
  // Characters joined to it are slain (§7).
  for (let c = 0; c < w.nc; c++) {
    if (w.cJoin[c] === v && w.cAlive[c]) {
      w.cAlive[c] = 0;
      if (w.tracer !== null) traceCharacterSlain(w, c, v);
    }
  }
  if (w.tracer !== null) traceUnitLost(w, v, how);
}

/**
 * The end of a Shooting or Combat phase (§4.3, §5.3, §5.10, §13 A23): badly hurt checks, then
 * odd hits discarded. At the end of the Shooting phase (`carryEngaged`) a unit engaged in
 * combat keeps its hits — from shooting at it as it charged, or shooting and magic at it while
 * engaged — into the first round of its combat, where they remove stands with the combat's own
 * hits (§4.5, §4.7; worked example E8); its badly hurt check waits for the end of that combat.
 */
export function endOfPhase(w: WarmasterWorld, carryEngaged: boolean): void {
  const p = w.plan;
  checkMirages(w);
  for (let u = 0; u < w.n; u++) {
    if (!onTable(w, u)) continue;
    if (carryEngaged && w.hitsOn[u] > 0 && engaged(w, u)) continue;
    if (p.bhFrom[u] > 0 && !w.badlyHurt[u] && w.hitsOn[u] >= p.bhFrom[u] && w.hitsOn[u] <= p.bhTo[u]) {
      w.badlyHurt[u] = 1;
      w.hitsNow[u] = p.bhHits[u];
      w.attackNow[u] = p.bhAttack[u];
      w.shootNow[u] = p.bhShoot[u];
      if (w.tracer !== null) traceBadlyHurt(w, u);
    }
    w.hitsOn[u] = 0;
  }
}
