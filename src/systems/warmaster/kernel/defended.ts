/**
 * Defended and fortified (rules/warmaster.md §5.11, §4.3): a unit's cover against an attacker,
 * by its setting or by its ground, and the score needed to hit it.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import {
  ARTILLERY, DEFENDED, DENSE_KINDS, FORTIFIED, INFANTRY, MAX_STANDS, M_WAR_WAGON, OPEN, T_OBSTACLE,
} from '../plan.ts';
import { touch, touching } from './contact.ts';
import { hx, hy } from './footprint.ts';
import { boxInPiece, heightAt } from './terrain.ts';
import { laagerCover } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Stand b of v is in a defended position against unit `from` (−1: an attacker on open, low
 * ground, across any obstacle) (§5.11): even partly in a wood or dense terrain; within
 * 1 cm behind an obstacle that `from` is across; or on the upper half of a hill (height ½ or
 * more) and higher than every stand of `from`.
 */
export function standDefended(w: WarmasterWorld, v: number, b: number, from: number): boolean {
  const p = w.plan;
  const x = w.sx[b];
  const y = w.sy[b];
  for (let k = 0; k < w.nPieces; k++) {
    const bit = 1 << p.terrainKind[k];
    if ((bit & DENSE_KINDS) !== 0) {
      w.rox = x;
      w.roy = y;
      w.rex = hx(w, v); // "at the edge of or within": a stand even partly in it
      w.rey = hy(w, v);
      if (boxInPiece(w, k)) return true;
    } else if (p.terrainKind[k] === T_OBSTACLE) {
      w.rox = x;
      w.roy = y;
      w.rex = hx(w, v) + 1 + 2 * EPS; // within 1 cm, exactly 1 cm included
      w.rey = hy(w, v) + 1 + 2 * EPS;
      if (!boxInPiece(w, k)) continue;
      if (from < 0) return true;
      // Across: the attacker's nearest stand lies on the other side of the obstacle's line.
      let best = Infinity;
      let cx = 0;
      let cy = 0;
      for (let j = 0; j < MAX_STANDS; j++) {
        const a = from * MAX_STANDS + j;
        if (!w.sAlive[a]) continue;
        const d = (w.sx[a] - x) * (w.sx[a] - x) + (w.sy[a] - y) * (w.sy[a] - y);
        if (d < best) {
          best = d;
          cx = w.sx[a];
          cy = w.sy[a];
        }
      }
      const ex = p.tx1[k] - p.tx0[k];
      const ey = p.ty1[k] - p.ty0[k];
      const mine = ex * (y - p.ty0[k]) - ey * (x - p.tx0[k]);
      const theirs = ex * (cy - p.ty0[k]) - ey * (cx - p.tx0[k]);
      if ((mine > 0 && theirs < 0) || (mine < 0 && theirs > 0)) return true;
    }
  }
  if (!w.hasHills) return false;
  w.px = x;
  w.py = y;
  heightAt(w);
  const mine = w.hv;
  if (mine < 0.5) return false;
  if (from < 0) return true;
  for (let j = 0; j < MAX_STANDS; j++) {
    const a = from * MAX_STANDS + j;
    if (!w.sAlive[a]) continue;
    w.px = w.sx[a];
    w.py = w.sy[a];
    heightAt(w);
    if (w.hv >= mine - EPS) return false;
  }
  return true;
}

/**
 * v (infantry or artillery, §5.11) is defended by terrain against `from` (−1: no attacker
 * known): with `any`, when one of its stands is (drive backs, §4.4); otherwise when each of
 * its stands that matter is — those touching `from` in combat, else all of them (shooters hit
 * the least protected stands first, §4.1). Never while it counts as in the open after
 * charging, advancing, pursuing or retreating this turn (§5.11).
 */
export function terrainCover(w: WarmasterWorld, v: number, from: number, any: boolean): boolean {
  const p = w.plan;
  if (w.nPieces === 0 || (p.type[v] !== INFANTRY && p.type[v] !== ARTILLERY) || w.exposedTurn[v] === w.playerTurnNo) return false;
  if (p.machine[v] === M_WAR_WAGON) return false; // defended only in laager, whatever its ground (§11.10)
  const close = from >= 0 && touching(w, v, from);
  let counted = false;
  for (let i = 0; i < MAX_STANDS; i++) {
    const b = v * MAX_STANDS + i;
    if (!w.sAlive[b]) continue;
    if (close) {
      let touches = false;
      for (let j = 0; j < MAX_STANDS && !touches; j++) {
        const a = from * MAX_STANDS + j;
        if (w.sAlive[a] && touch(w, v, b, from, a)) touches = true;
      }
      if (!touches) continue;
    }
    const defended = standDefended(w, v, b, from);
    if (any && defended) return true;
    if (!any && !defended) return false;
    counted = true;
  }
  return !any && counted;
}

/**
 * Cover of v as attacker `from` (−1: none known, e.g. a lone Wizard's spell) sees it: the unit's
 * `cover` setting while it has not moved, the Steam Tank always defended (§11.1), a War Wagon
 * by its formation and Kislev infantry beside its laager (§11.10), else what the terrain gives
 * (terrainCover, §5.11).
 */
export function coverOf(w: WarmasterWorld, v: number, from: number): number {
  // A laagered War Wagon is defended, a column in the open, whatever its ground (§11.10).
  if (w.plan.machine[v] === M_WAR_WAGON) return w.laager[v] === 1 ? DEFENDED : OPEN;
  const c = w.coverNow[v];
  if (c !== OPEN) return c;
  if (w.plan.alwaysDefended[v]) return DEFENDED;
  if (w.hasWagon && laagerCover(w, v)) return DEFENDED;
  return w.nPieces > 0 && terrainCover(w, v, from, false) ? DEFENDED : OPEN;
}

/** The score to hit v by its cover against `from`: 4+ in the open, 5+ defended, 6 fortified (§4.3, §5.2). */
export function toHitOf(w: WarmasterWorld, v: number, from: number): number {
  const c = coverOf(w, v, from);
  return c === FORTIFIED ? 6 : c === DEFENDED ? 5 : 4;
}
