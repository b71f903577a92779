/**
 * Mirage (rules/warmaster.md §8.2 Araby, §13 A15): an illusion placed in the enemy's way, real
 * to the enemy only, ended by contact, by friends passing through it, or by its Wizard.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { MAX_STANDS } from '../plan.ts';
import { DIR_Y, box, hx, hy, layout, offEdge, onTable, unitsMeet } from './footprint.ts';
import { charGapOf, gapOf, pointGapOf } from './gaps.ts';
import { ray } from './ray.ts';
import { MIRAGE, RESERVED } from './status.ts';
import { standOverlaps } from './terrain.ts';
import { traceMirageAppears, traceMirageEnds } from './trace-magic.ts';
import type { WarmasterWorld } from './world.ts';

// Why a Mirage ended (endMirage(), §8.2; the trace's words for it in trace.ts).
export const MIRAGE_ENDED_BY_CASTING = 0;
export const MIRAGE_ENDED_CONTACT = 1;
export const MIRAGE_ENDED_CROSSED = 2;
export const MIRAGE_ENDED_CASTER = 3;
// Where mirageSpot tries an illusion: cm from the enemy's edge, and sideways.
export const MIRAGE_DEPTH = new Float64Array([21, 25, 30]);
export const MIRAGE_SHIFT = new Float64Array([0, -10, 10, -20, 20]);

/**
 * Mirage (§8.2 Araby): the illusion to place (spTarget, −1 none) — a unit of the caster's side
 * kept off the table for it (`illusion: true`, §13 A15), when he has none standing and a place
 * for it is found (mirageSpot). It ranks with Freeze and Gerroff!!! (spPri 4): before the
 * spells that hinder, after those that shoot or help a fight.
 */
export function mirageTarget(w: WarmasterWorld, c: number, spell: number): void {
  const p = w.plan;
  w.spPri = 4;
  if (w.mirageOf[c] >= 0) return;
  for (let m = p.nDeployed; m < w.n; m++) {
    if (p.illusion[m] === 0 || p.side[m] !== p.cSide[c] || w.status[m] !== RESERVED) continue;
    const ok = mirageSpot(w, c, spell, m);
    for (let k = 0; k < MAX_STANDS; k++) w.sAlive[m * MAX_STANDS + k] = 0;
    if (ok) w.spTarget = m;
    return;
  }
}

/**
 * Where a Mirage puts illusion m (§8.2: within range of the caster, more than 20 cm from every
 * enemy unit), by policy: in the way of an enemy unit, the nearest to the caster first, its
 * front edge 21 cm from that enemy's edge towards the caster's side, facing as the side's
 * units do at deployment (a line, or the unit's files); then 25 and 30 cm, and 10 or 20 cm to
 * either side. The place must be on the table, clear of every stand (another illusion's too)
 * and of terrain the unit may not enter. The stands are laid out there (alive) when one fits.
 */
export function mirageSpot(w: WarmasterWorld, c: number, spell: number, m: number): boolean {
  const p = w.plan;
  const range = p.spells.spRange[spell];
  const f = p.facing[m];
  const ahead = DIR_Y[f]; // +1 for an illusion facing up the table, −1 facing down
  for (let pass = 0; pass < w.n; pass++) {
    // The enemy unit nearest the caster not tried yet.
    let e = -1;
    let eGap = Infinity;
    for (let v = 0; v < w.n; v++) {
      if (p.side[v] === p.cSide[c] || !onTable(w, v) || w.mirageTried[v] === 1) continue;
      charGapOf(w, c, v);
      if (w.gv < eGap) {
        eGap = w.gv;
        e = v;
      }
    }
    if (e < 0) break;
    w.mirageTried[e] = 1;
    box(w, e);
    const ex = (w.bx0 + w.bx1) / 2;
    const edge = ahead > 0 ? w.by0 : w.by1;
    for (let d = 0; d < 3; d++) {
      for (let o = 0; o < 5; o++) {
        w.lx = ex + MIRAGE_SHIFT[o];
        w.ly = edge - ahead * MIRAGE_DEPTH[d];
        layout(w, m, f, p.stands[m]);
        if (mirageFits(w, c, m, range)) {
          w.mirageTried.fill(0);
          return true;
        }
      }
    }
  }
  w.mirageTried.fill(0);
  for (let k = 0; k < MAX_STANDS; k++) w.sAlive[m * MAX_STANDS + k] = 0;
  return false;
}

/** Illusion m, laid out, may stand there (mirageSpot). */
export function mirageFits(w: WarmasterWorld, c: number, m: number, range: number): boolean {
  const p = w.plan;
  if (offEdge(w, m)) return false;
  box(w, m);
  if (w.bx0 < -EPS || w.by0 < -EPS || w.bx1 > p.tableWidth + EPS || w.by1 > p.tableDepth + EPS) return false;
  for (let k = 0; k < MAX_STANDS; k++) {
    const a = m * MAX_STANDS + k;
    if (w.sAlive[a] && standOverlaps(w, m, a, a)) return false;
  }
  for (let v = 0; v < w.n; v++) {
    if (v === m) continue;
    if (w.status[v] === MIRAGE && unitsMeet(w, m, v, 0)) return false;
    if (!onTable(w, v) || p.side[v] === p.side[m]) continue;
    gapOf(w, m, v);
    if (w.gv <= 20 + EPS) return false; // more than 20 cm from every enemy unit
  }
  charGapOf(w, c, m);
  return w.gv <= range + EPS;
}

/** Mirage cast (§8.2): illusion m goes on the table where mirageSpot finds room. */
export function castMirage(w: WarmasterWorld, c: number, spell: number, m: number): void {
  if (!mirageSpot(w, c, spell, m)) return;
  w.status[m] = MIRAGE;
  w.mirageOf[c] = m;
  w.mirageCaster[m] = c;
  w.miragesUp++;
  if (w.tracer !== null) traceMirageAppears(w, m);
}

/** The illusion m leaves the table (§8.2 Mirage); `why` is a MIRAGE_ENDED_* code for the trace. */
export function endMirage(w: WarmasterWorld, m: number, why: number): void {
  if (w.status[m] !== MIRAGE) return;
  w.status[m] = RESERVED;
  for (let k = 0; k < MAX_STANDS; k++) w.sAlive[m * MAX_STANDS + k] = 0;
  w.mirageOf[w.mirageCaster[m]] = -1;
  w.mirageCaster[m] = -1;
  w.miragesUp--;
  if (w.tracer !== null) traceMirageEnds(w, m, why);
}

/**
 * Whether the illusions on the table still stand (§8.2 Mirage): one is dispelled when an enemy
 * stand touches it, when a stand of its own side stands on it (a unit moved into or through
 * it), when a lone character of its side stands on it, or when its Wizard is slain. Checked
 * after every move that meets one (shift, charge) and at the end of every phase.
 */
export function checkMirages(w: WarmasterWorld): void {
  if (w.miragesUp === 0) return;
  const p = w.plan;
  for (let m = p.nDeployed; m < w.n; m++) {
    if (w.status[m] !== MIRAGE) continue;
    if (!w.cAlive[w.mirageCaster[m]]) {
      endMirage(w, m, MIRAGE_ENDED_CASTER);
      continue;
    }
    for (let u = 0; u < w.n && w.status[m] === MIRAGE; u++) mirageMet(w, u, m);
    for (let c = 0; c < w.nc && w.status[m] === MIRAGE; c++) {
      if (!w.cAlive[c] || p.cSide[c] !== p.side[m] || w.cJoin[c] >= 0) continue;
      w.px = w.cxNow[c];
      w.py = w.cyNow[c];
      pointGapOf(w, m);
      if (w.gv <= EPS) endMirage(w, m, MIRAGE_ENDED_CROSSED);
    }
  }
}

/** Unit u, where it stands, meets illusion m (an enemy touching it, a friend on it): it ends. */
export function mirageMet(w: WarmasterWorld, u: number, m: number): void {
  if (u === m || !onTable(w, u)) return;
  const enemy = w.plan.side[u] !== w.plan.side[m];
  if (unitsMeet(w, u, m, enemy ? 1 : 0)) endMirage(w, m, enemy ? MIRAGE_ENDED_CONTACT : MIRAGE_ENDED_CROSSED);
}

/**
 * After unit u moved by (tx, ty) (shift): an illusion its stands swept over ends — touched by
 * an enemy, passed through by a friend (§8.2 Mirage). The ray fields are kept as they were.
 */
export function mirageSweep(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  const len = Math.sqrt(w.tx * w.tx + w.ty * w.ty);
  if (len < EPS) return;
  const ox = w.rox;
  const oy = w.roy;
  const odx = w.rdx;
  const ody = w.rdy;
  const oex = w.rex;
  const oey = w.rey;
  const oT = w.rT;
  for (let m = p.nDeployed; m < w.n; m++) {
    if (w.status[m] !== MIRAGE || m === u) continue;
    const enemy = p.side[u] !== p.side[m];
    const margin = enemy ? EPS : -EPS;
    let met = false;
    for (let i = 0; i < MAX_STANDS && !met; i++) {
      const a = u * MAX_STANDS + i;
      if (!w.sAlive[a]) continue;
      for (let j = 0; j < MAX_STANDS && !met; j++) {
        const b = m * MAX_STANDS + j;
        if (!w.sAlive[b]) continue;
        w.rox = w.sx[a] - w.tx;
        w.roy = w.sy[a] - w.ty;
        w.rdx = w.tx / len;
        w.rdy = w.ty / len;
        w.rex = hx(w, u) + hx(w, m) + margin;
        w.rey = hy(w, u) + hy(w, m) + margin;
        ray(w, b);
        if (w.rT <= len) met = true;
      }
    }
    if (met) endMirage(w, m, enemy ? MIRAGE_ENDED_CONTACT : MIRAGE_ENDED_CROSSED);
  }
  w.rox = ox;
  w.roy = oy;
  w.rdx = odx;
  w.rdy = ody;
  w.rex = oex;
  w.rey = oey;
  w.rT = oT;
}

/**
 * A lone character of the Mirage's side who just moved mDist cm from (rox, roy) along (rdx,
 * rdy) through an illusion of his side dispels it (§8.2 Mirage).
 */
export function charThroughMirage(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  for (let m = p.nDeployed; m < w.n; m++) {
    if (w.status[m] !== MIRAGE || p.side[m] !== p.cSide[c]) continue;
    let met = false;
    for (let j = 0; j < MAX_STANDS && !met; j++) {
      const b = m * MAX_STANDS + j;
      if (!w.sAlive[b]) continue;
      w.rex = hx(w, m);
      w.rey = hy(w, m);
      ray(w, b);
      if (w.rT <= w.mDist) met = true;
    }
    if (met) endMirage(w, m, MIRAGE_ENDED_CROSSED);
  }
}
