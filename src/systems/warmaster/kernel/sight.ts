/**
 * Sight (rules/warmaster.md §2.7, §4.1, §4.6, §8.1): from a unit's front edge, blocked by other
 * units, by more than 2 cm of woods and by hills; shooting overhead from high ground; a lone
 * Wizard's sight; and the closest visible enemy.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { ARTILLERY, DENSE_KINDS, HILL_KINDS, MAX_STANDS, M_WAR_WAGON } from '../plan.ts';
import { engaged } from './contact.ts';
import { DIR_X, DIR_Y, box, hx, hy, onTable } from './footprint.ts';
import { closestStands, gapOf } from './gaps.ts';
import { ray } from './ray.ts';
import { MIRAGE } from './status.ts';
import { heightAt, segmentTop, slabs } from './terrain.ts';
import { divided } from './way-round.ts';
import type { WarmasterWorld } from './world.ts';

/** Front-edge sight (§2.7): some stand of v lies in front of u's front line, and no unit is in between. */
export function visible(w: WarmasterWorld, u: number, v: number): boolean {
  const p = w.plan;
  const f = w.face[u];
  const fx = DIR_X[f];
  const fy = DIR_Y[f];
  // The front line: the most forward stand front.
  let line = -Infinity;
  const halfD = p.standD[u] / 2;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s]) continue;
    const at = w.sx[s] * fx + w.sy[s] * fy + halfD;
    if (at > line) line = at;
  }
  if (p.rule.allRound[u] === 0) {
    box(w, v);
    const far = fx > 0 ? w.bx1 : fx < 0 ? -w.bx0 : fy > 0 ? w.by1 : -w.by0;
    if (far <= line + EPS) return false;
  }
  return !blocked(w, u, v);
}

/**
 * A unit other than u and v stands across the line between their closest stands, or
 * terrain hides one from the other along it (terrainHides, §4.1).
 */
export function blocked(w: WarmasterWorld, u: number, v: number): boolean {
  closestStands(w, u, v);
  const sa = w.pairA;
  const sb = w.pairB;
  const ax = sa < 0 ? 0 : w.sx[sa];
  const ay = sa < 0 ? 0 : w.sy[sa];
  const bx = sb < 0 ? 0 : w.sx[sb];
  const by = sb < 0 ? 0 : w.sy[sb];
  const len = Math.sqrt(w.pairD2);
  if (len < EPS) return false;
  // Shooting overhead (§4.6; rulebook p.67): an artillery stand shoots over intervening
  // terrain and troops lower than itself, or lower than its target; the War Wagon only over
  // friends lower than itself (§11.10: above friendly troops on lower ground;
  // flag wagonOverhead: artillery, as all artillery).
  w.ovUnits = -1;
  w.ovLevel = -1;
  if (w.overheadNow === 1 && w.hasHills && w.plan.type[u] === ARTILLERY) overheadLevels(w, u, sa, sb);
  if (w.nPieces > 0 && terrainHides(w, u, sa, v, sb)) {
    w.ovLevel = -1;
    return true;
  }
  w.ovLevel = -1;
  const dx = (bx - ax) / len;
  const dy = (by - ay) / len;
  for (let other = 0; other < w.n; other++) {
    if (other === u || other === v || !onTable(w, other)) continue;
    const halfX = hx(w, other);
    const halfY = hy(w, other);
    for (let k = 0; k < MAX_STANDS; k++) {
      const s = other * MAX_STANDS + k;
      if (!w.sAlive[s]) continue;
      w.rox = ax;
      w.roy = ay;
      w.rdx = dx;
      w.rdy = dy;
      w.rex = halfX;
      w.rey = halfY;
      ray(w, s);
      if (w.rT > EPS && w.rT < len - EPS && !(w.ovUnits > 0 && shotOver(w, u, other, s))) return true;
    }
  }
  return false;
}

/**
 * The levels an artillery stand a of u shooting at stand b shoots over (§4.6, §11.10), by the
 * ground's height at stand centres (heightAt): ovUnits for intervening troops, ovLevel for
 * terrain. Artillery: the higher of its own ground and its target's ("on a lower level", or
 * the target stands higher again). The War Wagon: its own, and troops only.
 */
export function overheadLevels(w: WarmasterWorld, u: number, a: number, b: number): void {
  w.px = w.sx[a];
  w.py = w.sy[a];
  heightAt(w);
  const mine = w.hv;
  if (w.plan.machine[u] === M_WAR_WAGON && w.plan.flags.wagonOverhead !== 'artillery') {
    w.ovUnits = mine > EPS ? mine : -1;
    return;
  }
  w.px = w.sx[b];
  w.py = w.sy[b];
  heightAt(w);
  const level = w.hv > mine ? w.hv : mine;
  if (level <= EPS) return;
  w.ovUnits = level;
  w.ovLevel = level;
}

/**
 * Artillery u shoots over stand s of unit `other` on its line (§4.6): `other` is intervening troops — a
 * friend, or for artillery other than the War Wagon an enemy that is no eligible target (in
 * combat; an eligible enemy must be shot at, never over) — and s stands lower than ovUnits.
 */
export function shotOver(w: WarmasterWorld, u: number, other: number, s: number): boolean {
  const p = w.plan;
  if (p.side[other] !== p.side[u] && ((p.machine[u] === M_WAR_WAGON && p.flags.wagonOverhead !== 'artillery') || !engaged(w, other))) return false;
  w.px = w.sx[s];
  w.py = w.sy[s];
  heightAt(w);
  return w.hv < w.ovUnits - EPS;
}

/**
 * Terrain hides the line between stand a of u and stand b of v (§4.1, §2.7): more than 2 cm
 * of woods and dense terrain along it (a stand sees 2 cm into or out of a wood), or a hill
 * crossing it with neither stand on that hill (flag hillSight). The parts of the line under
 * the two stands themselves do not count. Marshes, rivers, impassable ground and obstacles
 * are low: sight passes.
 */
export function terrainHides(w: WarmasterWorld, u: number, a: number, v: number, b: number): boolean {
  const ax = w.sx[a];
  const ay = w.sy[a];
  const bx = w.sx[b];
  const by = w.sy[b];
  const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
  if (len < EPS) return false;
  const dx = (bx - ax) / len;
  const dy = (by - ay) / len;
  const adx = Math.abs(dx);
  const ady = Math.abs(dy);
  let ta = Infinity;
  if (adx > 1e-12) ta = hx(w, u) / adx;
  if (ady > 1e-12 && hy(w, u) / ady < ta) ta = hy(w, u) / ady;
  let under = Infinity;
  if (adx > 1e-12) under = hx(w, v) / adx;
  if (ady > 1e-12 && hy(w, v) / ady < under) under = hy(w, v) / ady;
  w.lnX = ax;
  w.lnY = ay;
  w.lnDX = dx;
  w.lnDY = dy;
  w.lnFrom = ta;
  w.lnTo = len - under;
  w.lnEndX = bx;
  w.lnEndY = by;
  return lineHidden(w);
}

/**
 * A lone character at (cxNow, cyNow) sees no stand of v for terrain (§8.1: a Wizard sees all
 * round, but terrain blocks his sight as anyone's); the line runs from his place to each
 * stand's centre, less the part under that stand.
 */
export function hiddenFromCharacter(w: WarmasterWorld, c: number, v: number): boolean {
  if (w.nPieces === 0) return false;
  const ax = w.cxNow[c];
  const ay = w.cyNow[c];
  for (let i = 0; i < MAX_STANDS; i++) {
    const b = v * MAX_STANDS + i;
    if (!w.sAlive[b]) continue;
    const bx = w.sx[b];
    const by = w.sy[b];
    const len = Math.sqrt((bx - ax) * (bx - ax) + (by - ay) * (by - ay));
    if (len < EPS) return false;
    const dx = (bx - ax) / len;
    const dy = (by - ay) / len;
    let under = Infinity;
    if (Math.abs(dx) > 1e-12) under = hx(w, v) / Math.abs(dx);
    if (Math.abs(dy) > 1e-12 && hy(w, v) / Math.abs(dy) < under) under = hy(w, v) / Math.abs(dy);
    w.lnX = ax;
    w.lnY = ay;
    w.lnDX = dx;
    w.lnDY = dy;
    w.lnFrom = 0;
    w.lnTo = len - under;
    w.lnEndX = bx;
    w.lnEndY = by;
    if (!lineHidden(w)) return false;
  }
  return true;
}

/**
 * The sight line from (lnX, lnY) along (lnDX, lnDY), counted from lnFrom to lnTo and ending at
 * (lnEndX, lnEndY), is hidden: more than 2 cm of woods and dense terrain on it, or a hill
 * crossing it with neither end on that hill (flag hillSight).
 */
export function lineHidden(w: WarmasterWorld): boolean {
  const p = w.plan;
  const ax = w.lnX;
  const ay = w.lnY;
  const bx = w.lnEndX;
  const by = w.lnEndY;
  const dx = w.lnDX;
  const dy = w.lnDY;
  const ta = w.lnFrom;
  const tb = w.lnTo;
  if (tb <= ta + EPS) return false;
  let dense = 0;
  for (let k = 0; k < w.nPieces; k++) {
    const bit = 1 << p.terrainKind[k];
    const hill = (bit & HILL_KINDS) !== 0;
    if ((bit & DENSE_KINDS) === 0 && !(hill && p.flags.hillSight === 'crest')) continue;
    w.rox = ax;
    w.roy = ay;
    w.rdx = dx;
    w.rdy = dy;
    w.rex = 0;
    w.rey = 0;
    slabs(w, k);
    const lo = w.cT0 > ta ? w.cT0 : ta;
    const hi = w.cT1 < tb ? w.cT1 : tb;
    if (hi <= lo + EPS) continue;
    if (w.ovLevel > 0) {
      // Shot overhead (§4.6): terrain whose highest ground on the line is lower does not hide.
      w.segLo = lo;
      w.segHi = hi;
      segmentTop(w);
      if (w.segTop < w.ovLevel - EPS) continue;
    }
    if (!hill) {
      dense += hi - lo;
      continue;
    }
    const x0 = p.tx0[k];
    const y0 = p.ty0[k];
    const x1 = p.tx1[k];
    const y1 = p.ty1[k];
    const aOn = ax >= x0 && ax <= x1 && ay >= y0 && ay <= y1;
    const bOn = bx >= x0 && bx <= x1 && by >= y0 && by <= y1;
    if (!aOn && !bOn) return true;
  }
  return dense > 2 + EPS;
}

/**
 * Closest visible enemy unit within `within` cm that is not engaged when `unengaged`, and not
 * divided from u by a barrier neither can get round (`divided`, §2.7) when `undivided`; −1.
 */
export function closestEnemy(w: WarmasterWorld, u: number, within: number, needSight: boolean, unengaged: boolean, undivided = false): number {
  const p = w.plan;
  let best = -1;
  let bestGap = within + EPS;
  for (let v = 0; v < w.n; v++) {
    // An enemy's illusion is an enemy unit to u (§8.2 Mirage).
    if (p.side[v] === p.side[u] || (!onTable(w, v) && w.status[v] !== MIRAGE)) continue;
    gapOf(w, u, v);
    const g = w.gv;
    if (g > bestGap) continue;
    if (unengaged && engaged(w, v)) continue;
    if (needSight && !visible(w, u, v)) continue;
    if (undivided && divided(w, u, v)) continue;
    best = v;
    bestGap = g;
  }
  return best;
}
