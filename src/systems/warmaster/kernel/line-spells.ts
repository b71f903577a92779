/**
 * Line spells (rules/warmaster.md §8.2 Ball of Flame): every unit the line crosses, up to where
 * terrain would stop a missile shot.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { DENSE_KINDS, HILL_KINDS, MAX_STANDS } from '../plan.ts';
import { box, hx, hy, onTable } from './footprint.ts';
import { ray } from './ray.ts';
import { spellShot } from './shots.ts';
import { fresh } from './status.ts';
import { hillCrest, slabs } from './terrain.ts';
import { awayFrom } from './travel.ts';
import type { WarmasterWorld } from './world.ts';

/** A line spell (§8.2 Ball of Flame): every unit the line towards t crosses, friends too, up to where terrain stops it. */
export function spellLine(w: WarmasterWorld, rng: Rng, c: number, spell: number, t: number): void {
  if (!lineAim(w, c, spell, t)) return;
  const j = w.cJoin[w.castFrom >= 0 ? w.castFrom : c];
  for (let other = 0; other < w.n; other++) {
    if (other === j || !onTable(w, other) || !fresh(w, other, spell)) continue;
    // The shots may use the ray fields (cover by terrain): lineCrosses sets them each time.
    if (lineCrosses(w, other)) spellShot(w, rng, c, spell, other);
  }
}

/**
 * Aims caster c's line spell at unit t (§8.2): from his unit's centre towards the nearest
 * stand of t, or from his own place towards t's centre when alone (from the Skink Shaman he
 * casts through, §11.8), into lineOX/lineOY and dirX/dirY; and how far it goes (lineStop).
 * False when there is no direction.
 */
export function lineAim(w: WarmasterWorld, c: number, spell: number, t: number): boolean {
  const from = w.castFrom >= 0 ? w.castFrom : c; // where range and sight are measured from (§11.8)
  const j = w.cJoin[from];
  let start = 0;
  if (j >= 0) {
    awayFrom(w, t, j);
    box(w, j);
    w.lineOX = (w.bx0 + w.bx1) / 2;
    w.lineOY = (w.by0 + w.by1) / 2;
    // Terrain counts from where the line leaves the caster's unit (sight 2 cm out of a wood).
    start = Infinity;
    if (Math.abs(w.dirX) > 1e-12) start = (w.bx1 - w.bx0) / 2 / Math.abs(w.dirX);
    if (Math.abs(w.dirY) > 1e-12 && (w.by1 - w.by0) / 2 / Math.abs(w.dirY) < start) start = (w.by1 - w.by0) / 2 / Math.abs(w.dirY);
  } else {
    w.lineOX = w.cxNow[from];
    w.lineOY = w.cyNow[from];
    box(w, t);
    const ex = (w.bx0 + w.bx1) / 2 - w.lineOX;
    const ey = (w.by0 + w.by1) / 2 - w.lineOY;
    const len = Math.sqrt(ex * ex + ey * ey);
    if (len < EPS) return false;
    w.dirX = ex / len;
    w.dirY = ey / len;
  }
  w.lineStart = start;
  w.lineReach = w.plan.spells.spRange[spell];
  if (w.nPieces > 0) lineStop(w);
  return true;
}

/** Some stand of `unit` lies under the aimed line (lineAim) within lineReach. */
export function lineCrosses(w: WarmasterWorld, unit: number): boolean {
  for (let k = 0; k < MAX_STANDS; k++) {
    const b = unit * MAX_STANDS + k;
    if (!w.sAlive[b]) continue;
    w.rox = w.lineOX;
    w.roy = w.lineOY;
    w.rdx = w.dirX;
    w.rdy = w.dirY;
    w.rex = hx(w, unit);
    w.rey = hy(w, unit);
    ray(w, b);
    if (w.rT <= w.lineReach + EPS) return true;
  }
  return false;
}

/**
 * Where terrain stops the aimed line (§8.2 Ball of Flame: it passes no further than terrain
 * that would stop a missile shot, such as a hill crest or more than 2cm
 * of woods), lowering lineReach: at the crest of a hill — the highest ground of the hill on
 * the line, when that lies ahead of the caster's unit and the line goes on over it, downhill —
 * or where the woods and dense terrain it has crossed since leaving the caster's unit reach
 * 2 cm (overlapping woods count twice, as for sight). Hot code: fields and typed arrays.
 */
export function lineStop(w: WarmasterWorld): void {
  const ox = w.lineOX;
  const oy = w.lineOY;
  const start = w.lineStart;
  let reach = w.lineReach;
  let dense = false;
  w.lnX = ox;
  w.lnY = oy;
  w.lnDX = w.dirX;
  w.lnDY = w.dirY;
  for (let k = 0; k < w.nPieces; k++) {
    const bit = w.terrainBit[k];
    w.pieceLo[k] = 0;
    w.pieceHi[k] = 0;
    if ((bit & (HILL_KINDS | DENSE_KINDS)) === 0) continue;
    w.rox = ox;
    w.roy = oy;
    w.rdx = w.dirX;
    w.rdy = w.dirY;
    w.rex = 0;
    w.rey = 0;
    slabs(w, k);
    if ((bit & HILL_KINDS) !== 0) {
      // A hill stops the line only where it would stop a missile shot (flag hillSight: crest).
      if (w.plan.flags.hillSight !== 'crest') continue;
      const a = w.cT0 > 0 ? w.cT0 : 0;
      const b = w.cT1;
      if (b <= a + EPS) continue;
      w.segLo = a;
      w.segHi = b;
      hillCrest(w, k);
      const at = w.crestT;
      if (at > start + EPS && at < b - EPS && w.crestH > 0 && at < reach) reach = at;
      continue;
    }
    const a = w.cT0 > start ? w.cT0 : start;
    if (w.cT1 <= a + EPS) continue;
    w.pieceLo[k] = a;
    w.pieceHi[k] = w.cT1;
    dense = true;
  }
  if (dense) {
    w.segHi = reach;
    denseUpTo(w);
    if (w.segTop > 2 + EPS) {
      // Where the woods crossed reach 2 cm: halve the interval (the length only grows with t).
      let lo = start;
      let hi = reach;
      for (let i = 0; i < 60; i++) {
        const mid = (lo + hi) / 2;
        w.segHi = mid;
        denseUpTo(w);
        if (w.segTop > 2 + EPS) hi = mid;
        else lo = mid;
      }
      reach = lo;
    }
  }
  w.lineReach = reach;
}

/** The length of woods and dense terrain under the aimed line up to segHi (pieceLo, pieceHi from lineStop), into segTop. */
export function denseUpTo(w: WarmasterWorld): void {
  const to = w.segHi;
  let sum = 0;
  for (let k = 0; k < w.nPieces; k++) {
    const hi = w.pieceHi[k] < to ? w.pieceHi[k] : to;
    if (hi > w.pieceLo[k]) sum += hi - w.pieceLo[k];
  }
  w.segTop = sum;
}
