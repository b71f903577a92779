/**
 * Charges (rules/warmaster.md §3.3, §4.5, §5.7, §5.8): the closest stand front edge to the centre of
 * the closest free edge of the enemy, the others in line beside it, and the shots of the units
 * charged as the charger arrives (§4.5); also the placement of pursuits and advances.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import {
  ART_LOBBER, ART_NONE, ART_TREBUCHET, ATTACH_SLOT, MAX_STANDS, M_BELL, M_WAR_WAGON, OPEN, TEAM_SLOT,
} from '../plan.ts';
import { artillery } from './artillery.ts';
import { takeHits } from './casualties.ts';
import { chargedInFront, touchesEnemy, touching } from './contact.ts';
import { DIR_X, DIR_Y, box, hx, hy, offEdge, onTable } from './footprint.ts';
import { mirageMet } from './mirage.ts';
import { ray } from './ray.ts';
import { touchesOwnInfantry } from './screaming-bell.ts';
import { shootHits } from './shots.ts';
import { ACTIVE, MIRAGE } from './status.ts';
import { rayPiece, standOverlaps } from './terrain.ts';
import { traceCharge, traceShootsAtCharger } from './trace.ts';
import { ADVANCE, CHARGE, PURSUIT, type WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ charges (§3.3, §4.5)

/**
 * Charge v with u (pace `reach`): the closest stand goes front edge to the centre of the
 * closest free edge of the closest stand of v; the rest form a line beside it, as much in
 * contact as possible. False (nothing moves) when no placement is in reach and clear.
 */
export function charge(w: WarmasterWorld, rng: Rng, u: number, v: number, reach: number, mode: number): boolean {
  const p = w.plan;
  if (w.left[u] === 0) return false;
  const base = u * MAX_STANDS;
  let bestCost = Infinity;
  let bestB = -1;
  let bestEdge = -1;
  let bestA = -1;
  let bestX = 0;
  let bestY = 0;
  // Candidate (target stand, edge) pairs, closest first: evaluated by the travel they need.
  for (let j = 0; j < MAX_STANDS; j++) {
    const b = v * MAX_STANDS + j;
    if (!w.sAlive[b]) continue;
    for (let e = 0; e < 4; e++) {
      // Edge e of stand b: outward normal DIR[e].
      const nx = DIR_X[e];
      const ny = DIR_Y[e];
      const half = nx !== 0 ? hx(w, v) : hy(w, v);
      const ex = w.sx[b] + nx * half;
      const ey = w.sy[b] + ny * half;
      // Charger faces into the edge: facing opposite the normal.
      const fChg = (e + 2) & 3;
      const depth = p.standD[u] / 2;
      const cx = ex + nx * depth;
      const cy = ey + ny * depth;
      // Closest charging stand to that spot.
      for (let i = 0; i < MAX_STANDS; i++) {
        const a = base + i;
        if (!w.sAlive[a]) continue;
        const tx = cx - w.sx[a];
        const ty = cy - w.sy[a];
        const cost = Math.sqrt(tx * tx + ty * ty);
        if (cost >= bestCost - EPS || cost > reach + EPS) continue;
        w.pcx = cx;
        w.pcy = cy;
        if (placeCharge(w, u, v, a, fChg, nx, ny, true)) {
          bestCost = cost;
          bestB = b;
          bestEdge = e;
          bestA = a;
          bestX = cx;
          bestY = cy;
        }
      }
    }
  }
  if (bestB < 0) return false;
  w.pcx = bestX;
  w.pcy = bestY;
  const oldFace = w.face[u];
  placeCharge(w, u, v, bestA, (bestEdge + 2) & 3, DIR_X[bestEdge], DIR_Y[bestEdge], false);
  // The Screaming Bell pursues and advances only when it ends touching Skaven infantry (§11.7);
  // placeCharge left its former places in saveX, saveY.
  if (p.machine[u] === M_BELL && mode !== CHARGE && !touchesOwnInfantry(w, u)) {
    for (let k = 0; k < MAX_STANDS; k++) {
      w.sx[base + k] = w.saveX[k];
      w.sy[base + k] = w.saveY[k];
    }
    w.face[u] = oldFace;
    return false;
  }
  w.coverNow[u] = OPEN;
  w.exposedTurn[u] = w.playerTurnNo; // chargers, advancers and pursuers are in the open (§5.11)
  if (w.tracer !== null) traceCharge(w, u, mode, v, bestCost);
  // An illusion charged, or met where the charger lands, is gone (§8.2 Mirage).
  if (w.miragesUp > 0) {
    for (let m = p.nDeployed; m < w.n; m++) if (w.status[m] === MIRAGE) mirageMet(w, u, m);
    if (w.status[v] !== ACTIVE) return true;
  }
  if (mode === PURSUIT) return true;
  w.chargeReady[u] = 1;
  if (mode === ADVANCE) w.advancedThisPhase[u] = 1;
  shotOnArrival(w, rng, u);
  return true;
}

/**
 * Lay u's stands out in a line on the edge: first stand at (cx, cy) facing f, the others
 * alternately beside it on the side still touching v, else behind. With `dryRun` the
 * stands are put back and the result says whether the placement was clear.
 */
export function placeCharge(w: WarmasterWorld, u: number, v: number, first: number, f: number, nx: number, ny: number, dryRun: boolean): boolean {
  const p = w.plan;
  const cx = w.pcx;
  const cy = w.pcy;
  const base = u * MAX_STANDS;
  // Save the current positions in the scratch columns of u (unused outside combat).
  for (let k = 0; k < MAX_STANDS; k++) {
    w.saveX[k] = w.sx[base + k];
    w.saveY[k] = w.sy[base + k];
  }
  const oldFace = w.face[u];
  w.face[u] = f;
  const width = p.standW[u];
  // Lateral direction along the edge: right of facing f.
  const lx = DIR_Y[f];
  const ly = -DIR_X[f];
  w.sx[first] = cx;
  w.sy[first] = cy;
  let right = 1; // next slot offsets
  let leftN = 1;
  let behind = 0;
  let ok = true;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = base + k;
    if (s === first || !w.sAlive[s]) continue;
    // The side whose next slot lies more along v (most front-edge contact, §3.3); on a tie,
    // the side with fewer stands so far, so that the line stays centred.
    box(w, v);
    const lo = lx !== 0 ? (lx > 0 ? w.bx0 - cx : cx - w.bx1) : ly > 0 ? w.by0 - cy : cy - w.by1;
    const hi = lx !== 0 ? (lx > 0 ? w.bx1 - cx : cx - w.bx0) : ly > 0 ? w.by1 - cy : cy - w.by0;
    // Overlaps of the two candidate slots with [lo, hi], inline (no doubles across calls).
    const r0 = right * width - width / 2 > lo ? right * width - width / 2 : lo;
    const r1 = right * width + width / 2 < hi ? right * width + width / 2 : hi;
    const l0 = -leftN * width - width / 2 > lo ? -leftN * width - width / 2 : lo;
    const l1 = -leftN * width + width / 2 < hi ? -leftN * width + width / 2 : hi;
    const rOver = r1 > r0 ? r1 - r0 : 0;
    const lOver = l1 > l0 ? l1 - l0 : 0;
    const side = rOver > lOver + EPS ? 1 : lOver > rOver + EPS ? -1 : right <= leftN ? 1 : -1;
    let placed = false;
    for (let attempt = 0; attempt < 2 && !placed; attempt++) {
      const dir = attempt === 0 ? side : -side;
      const off = dir > 0 ? right : leftN;
      w.sx[s] = cx + lx * dir * off * width;
      w.sy[s] = cy + ly * dir * off * width;
      if (!standOverlaps(w, u, s, first)) {
        placed = true;
        if (dir > 0) right++;
        else leftN++;
      }
    }
    if (!placed) {
      behind++;
      w.sx[s] = cx + nx * behind * p.standD[u];
      w.sy[s] = cy + ny * behind * p.standD[u];
      if (standOverlaps(w, u, s, first)) ok = false;
    }
  }
  if (ok && standOverlaps(w, u, first, first)) ok = false;
  if (ok && !touching(w, u, v)) ok = false;
  if (ok && offEdge(w, u)) ok = false;
  if (ok && p.rule.fly[u] === 0) {
    // The path of the first stand must be clear of other units (§3.1); flyers fly over (§3.4).
    const a = first;
    const ox = w.saveX[a - base];
    const oy = w.saveY[a - base];
    const dx = cx - ox;
    const dy = cy - oy;
    const len = Math.sqrt(dx * dx + dy * dy);
    if (len > EPS) {
      w.face[u] = oldFace;
      const halfX = hx(w, u);
      const halfY = hy(w, u);
      for (let w2 = 0; w2 < w.n && ok; w2++) {
        if (w2 === u || w2 === v || !onTable(w, w2)) continue;
        const ex = halfX + hx(w, w2) - EPS;
        const ey = halfY + hy(w, w2) - EPS;
        for (let j = 0; j < MAX_STANDS; j++) {
          const b = w2 * MAX_STANDS + j;
          if (!w.sAlive[b]) continue;
          w.rox = ox;
          w.roy = oy;
          w.rdx = dx / len;
          w.rdy = dy / len;
          w.rex = ex;
          w.rey = ey;
          ray(w, b);
          if (w.rT < len - EPS) {
            ok = false;
            break;
          }
        }
      }
      // Nor through terrain it may not enter (§3.3: the actual route; §5.7, §5.8).
      for (let k = 0; k < w.nPieces && ok; k++) {
        if ((p.blockedBy[u] & p.terrainMove[k]) === 0) continue;
        w.rox = ox;
        w.roy = oy;
        w.rdx = dx / len;
        w.rdy = dy / len;
        w.rex = halfX;
        w.rey = halfY;
        rayPiece(w, k);
        if (w.rT < len - EPS) ok = false;
      }
      w.face[u] = f;
    }
  }
  if (dryRun || !ok) {
    for (let k = 0; k < MAX_STANDS; k++) {
      w.sx[base + k] = w.saveX[k];
      w.sy[base + k] = w.saveY[k];
    }
    w.face[u] = oldFace;
  }
  return ok;
}

/** Enemy units the charger u now touches may shoot at it (§4.5). */
export function shotOnArrival(w: WarmasterWorld, rng: Rng, u: number): void {
  const p = w.plan;
  for (let shooter = 0; shooter < w.n; shooter++) {
    if (p.side[shooter] === p.side[u] || !onTable(w, shooter) || w.left[u] === 0) continue;
    if (touching(w, u, shooter)) shootAtCharger(w, rng, shooter, u);
  }
}

/** Unengaged stands of `shooter` shoot at charger u as it arrives (§4.5): no drive back, hits count in round 1. */
export function shootAtCharger(w: WarmasterWorld, rng: Rng, shooter: number, u: number): void {
  const p = w.plan;
  if (p.shoot[shooter] <= 0) return;
  // Stands of the shooter already touching another enemy (engaged before this charge) do not shoot;
  // repeaters shoot once a stand, an attached Salamander stand once (§4.5).
  const perStand = p.rule.repeater[shooter] === 1 ? 1 : w.shootNow[shooter];
  let shots = 0;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = shooter * MAX_STANDS + k;
    if (!w.sAlive[s] || (k === TEAM_SLOT && p.machine[shooter] === M_WAR_WAGON)) continue; // the team never shoots (§11.10)
    if (!touchesEnemy(w, shooter, s, u)) shots += k === ATTACH_SLOT && p.attached[shooter] === 1 ? p.attachChargerShots[shooter] : perStand;
  }
  if (shots === 0) return;
  // The charger must come from where the shooter can see: its front, unless it shoots all round.
  if (p.rule.allRound[shooter] === 0 && !chargedInFront(w, shooter, u)) return;
  if (p.art[shooter] === ART_LOBBER || p.art[shooter] === ART_TREBUCHET) return; // never at chargers (§4.5)
  if (p.art[shooter] !== ART_NONE) {
    artillery(w, rng, shooter, u, true);
    return;
  }
  const hits = shootHits(w, rng, shooter, u, shots);
  if (hits === 0) return;
  w.shotHits[u] += hits;
  if (w.tracer !== null) traceShootsAtCharger(w, shooter, u, hits);
  takeHits(w, u, hits);
}
