/**
 * Contact between stands (rules/warmaster.md §5.1, §5.2): edge or corner, front, side or rear;
 * units touching, engaged with an enemy, or fighting each other; and the engagement a unit is
 * in, every unit linked to it by contacts with foes (gather).
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { MAX_STANDS } from '../plan.ts';
import { box, DIR_X, DIR_Y, hx, hy, onTable } from './footprint.ts';
import type { WarmasterWorld } from './world.ts';

// Contact classes of one stand against another (touch()).
export const EDGE_FRONT = 1;
export const EDGE_SIDE = 2;
export const EDGE_REAR = 3;
export const CORNER_FRONT = 4;
export const CORNER_REAR = 5;

/**
 * How stand a (of unit u) touches stand b (of unit v): sets touchA/touchB to the contact
 * class for each (EDGE_FRONT, EDGE_SIDE, EDGE_REAR, CORNER_FRONT, CORNER_REAR) and returns
 * true, or returns false when they do not touch.
 */
export function touch(w: WarmasterWorld, u: number, a: number, v: number, b: number): boolean {
  const dx = w.sx[b] - w.sx[a];
  const dy = w.sy[b] - w.sy[a];
  const gx = Math.abs(dx) - hx(w, u) - hx(w, v);
  const gy = Math.abs(dy) - hy(w, u) - hy(w, v);
  if (gx > EPS || gy > EPS) return false;
  if (gx < -EPS && gy < -EPS) return false; // overlapping: not a contact
  const sxn = dx > 0 ? 1 : -1;
  const syn = dy > 0 ? 1 : -1;
  if (gx >= -EPS && gy >= -EPS) {
    // Corner to corner.
    w.touchA = cornerClass(w, u, sxn, syn);
    w.touchB = cornerClass(w, v, -sxn, -syn);
    return true;
  }
  if (gx >= -EPS) {
    w.touchA = edgeClass(w, u, sxn, 0);
    w.touchB = edgeClass(w, v, -sxn, 0);
  } else {
    w.touchA = edgeClass(w, u, 0, syn);
    w.touchB = edgeClass(w, v, 0, -syn);
  }
  return true;
}

export function edgeClass(w: WarmasterWorld, u: number, ex: number, ey: number): number {
  const f = w.face[u];
  const dot = ex * DIR_X[f] + ey * DIR_Y[f];
  return dot > 0 ? EDGE_FRONT : dot < 0 ? EDGE_REAR : EDGE_SIDE;
}

export function cornerClass(w: WarmasterWorld, u: number, cx: number, cy: number): number {
  const f = w.face[u];
  return cx * DIR_X[f] + cy * DIR_Y[f] > 0 ? CORNER_FRONT : CORNER_REAR;
}

/**
 * Boxes round two units' live stands farther apart than this, along x or y, hold no stands
 * that touch: touch() needs both gaps within EPS. The margin is a thousand times EPS, so the
 * rounding of a box's sums never lets apart() skip a pair touch() would call touching.
 */
const CLEAR = 1e-3;

/** Hold the box round u's live stands (heldX0..heldY1) for apart(). */
export function holdBox(w: WarmasterWorld, u: number): void {
  box(w, u);
  w.heldX0 = w.bx0;
  w.heldY0 = w.by0;
  w.heldX1 = w.bx1;
  w.heldY1 = w.by1;
}

/** No live stand of v can touch one inside the held box: the two boxes are clearly apart. */
export function apart(w: WarmasterWorld, v: number): boolean {
  box(w, v);
  return w.bx0 > w.heldX1 + CLEAR || w.heldX0 > w.bx1 + CLEAR || w.by0 > w.heldY1 + CLEAR || w.heldY0 > w.by1 + CLEAR;
}

/** True when any live stands of u and v touch. */
export function touching(w: WarmasterWorld, u: number, v: number): boolean {
  holdBox(w, u);
  return !apart(w, v) && standsTouch(w, u, v);
}

/** Some live stand of u touches a live stand of v (every pair tried). */
function standsTouch(w: WarmasterWorld, u: number, v: number): boolean {
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = u * MAX_STANDS + i;
    if (!w.sAlive[a]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (w.sAlive[b] && touch(w, u, a, v, b)) return true;
    }
  }
  return false;
}

/** In contact with an enemy unit, or with a friend that is its foe after a wild move (§11.4, §11.14). */
export function engaged(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  holdBox(w, u);
  for (let v = 0; v < w.n; v++) {
    if ((p.side[v] === p.side[u] && (!w.hostileAny || w.hostile[u * w.n + v] === 0)) || !onTable(w, v)) continue;
    if (!apart(w, v) && standsTouch(w, u, v)) return true;
  }
  return false;
}

/**
 * u and v fight each other: units of different sides, except a wild unit and the enemies of
 * the friends it charged, who are on one camp in that engagement; and a rogue and those
 * friends, while they fight (camp, §11.4, §11.14).
 */
export function opposed(w: WarmasterWorld, u: number, v: number): boolean {
  if (w.camp[u] === w.camp[v]) return false;
  return w.plan.side[u] !== w.plan.side[v] || (w.inFight[u] === 1 && w.inFight[v] === 1);
}

/** Stand a of `unit` touches an enemy stand (of a unit other than `except`, −1 for none). */
export function touchesEnemy(w: WarmasterWorld, unit: number, a: number, except: number): boolean {
  const halfX = hx(w, unit);
  const halfY = hy(w, unit);
  w.heldX0 = w.sx[a] - halfX;
  w.heldX1 = w.sx[a] + halfX;
  w.heldY0 = w.sy[a] - halfY;
  w.heldY1 = w.sy[a] + halfY;
  for (let v = 0; v < w.n; v++) {
    if (v === except || !opposed(w, unit, v) || !onTable(w, v) || apart(w, v)) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = v * MAX_STANDS + j;
      if (w.sAlive[b] && touch(w, unit, a, v, b)) return true;
    }
  }
  return false;
}

/** At least one stand touches an enemy with its front edge. */
export function frontContact(w: WarmasterWorld, u: number): boolean {
  holdBox(w, u);
  for (let v = 0; v < w.n; v++) {
    if (!opposed(w, u, v) || !onTable(w, v) || apart(w, v)) continue;
    for (let k = 0; k < MAX_STANDS; k++) {
      const s = u * MAX_STANDS + k;
      if (!w.sAlive[s]) continue;
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = v * MAX_STANDS + j;
        if (w.sAlive[b] && touch(w, u, s, v, b) && w.touchA === EDGE_FRONT) return true;
      }
    }
  }
  return false;
}

/** Some stand of u touches `charged` at its front edge or front corner. */
export function chargedInFront(w: WarmasterWorld, charged: number, u: number): boolean {
  for (let i = 0; i < MAX_STANDS; i++) {
    const a = charged * MAX_STANDS + i;
    if (!w.sAlive[a]) continue;
    for (let j = 0; j < MAX_STANDS; j++) {
      const b = u * MAX_STANDS + j;
      if (w.sAlive[b] && touch(w, charged, a, u, b) && (w.touchA === EDGE_FRONT || w.touchA === CORNER_FRONT)) return true;
    }
  }
  return false;
}

/**
 * Mark the units connected to `seed` by contacts with foes in inFight, and the camp each
 * fights for: its side, but the other one for a wild unit fighting friends it charged
 * (§11.4, §11.14) — in an engagement that also holds their enemies, it counts with those.
 */
export function gather(w: WarmasterWorld, seed: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.inFight[u] = 0;
    w.camp[u] = p.side[u];
  }
  w.inFight[seed] = 1;
  let grew = true;
  while (grew) {
    grew = false;
    for (let u = 0; u < w.n; u++) {
      if (!w.inFight[u] || !onTable(w, u)) continue;
      holdBox(w, u);
      for (let v = 0; v < w.n; v++) {
        if (w.inFight[v] || !onTable(w, v)) continue;
        if (p.side[v] === p.side[u] && (!w.hostileAny || w.hostile[u * w.n + v] === 0)) continue;
        if (!apart(w, v) && standsTouch(w, u, v)) {
          w.inFight[v] = 1;
          grew = true;
        }
      }
    }
  }
  if (!w.hostileAny) return;
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u] || !w.rogue[u]) continue;
    for (let v = 0; v < w.n; v++) {
      if (w.inFight[v] && w.hostile[u * w.n + v]) {
        w.camp[u] = 1 - p.side[u];
        break;
      }
    }
  }
}
