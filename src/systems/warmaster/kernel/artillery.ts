/**
 * Artillery and machines (rules/warmaster.md §4.6, §13 A9, A10, A16): cannon balls and bolts
 * along their path, grapeshot, the Helblaster, the Flame Cannon, the Warp Lightning Cannon and
 * the Trebuchet.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ART_BONE, ART_CANNON, ART_FLAME, ART_HELBLASTER, ART_WLC, FORTIFIED, MAX_STANDS } from '../plan.ts';
import { destroy, takeHits } from './casualties.ts';
import { confuse } from './confusion.ts';
import { engaged, touching } from './contact.ts';
import { coverOf, toHitOf } from './defended.ts';
import { noteDriver } from './drive-backs.ts';
import { hx, hy, onTable } from './footprint.ts';
import { closestStands, gapOf, pointGapOf } from './gaps.ts';
import { armourOf, steadfast } from './items.ts';
import { ray } from './ray.ts';
import { shootHits, shotSaves } from './shots.ts';
import { visible } from './sight.ts';
import { DESTROYED } from './status.ts';
import { traceArtilleryHits, traceBlastsItself, traceExplodes, traceInPath, traceMisfire } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Artillery and machine shooting (§4.6, §11.1): u at v, in the Shooting phase or at a
 * charger (`charger`: no drive back, hits counted for round 1).
 */
export function artillery(w: WarmasterWorld, rng: Rng, u: number, v: number, charger: boolean): void {
  const p = w.plan;
  const kind = p.art[u];
  let total = 0;
  let noDrive = charger;
  // Cannon balls (not grapeshot) and bolts go along one path for every gun (§4.6, §13 A10).
  // With flag flameCannonBounce, the Flame Cannon's shot bounces the same way (§13 A9).
  const path = ((kind === ART_CANNON || (kind === ART_FLAME && p.flags.flameCannonBounce)) && !charger && w.overloadTurn[u] !== w.turn) || kind === ART_BONE;
  if (path) ballPath(w, u, v, kind === ART_BONE);
  let fired = 0;
  for (let k = 0; k < MAX_STANDS; k++) {
    const s = u * MAX_STANDS + k;
    if (!w.sAlive[s] || !onTable(w, u) || !onTable(w, v)) continue;
    w.px = w.sx[s];
    w.py = w.sy[s];
    pointGapOf(w, v);
    const g = w.gv - p.standD[u] / 2;
    if (!charger && g > p.range[u] + EPS) continue;
    let hits = 0;
    if (w.overloadTurn[u] === w.turn) {
      hits = shootHits(w, rng, u, v, 6); // Steam Tank overload (§11.1)
    } else if (kind === ART_CANNON) {
      if (charger) {
        hits = shootHits(w, rng, u, v, 2); // grapeshot: armour as normal (§4.6)
      } else {
        // Ignores armour; fortified counts as defended and defended as open; 2 attacks and one
        // more for each further stand of the target the ball bounces through (§4.6, §13 A10).
        const attacks = 1 + w.pathCount[v];
        hits = countAtLeast(rng, attacks, coverOf(w, v, u) === FORTIFIED ? 5 : 4);
        fired++;
      }
    } else if (kind === ART_BONE) {
      // One attack for each of the target's stands among the (up to 3) the bolt strikes (§4.6).
      hits = countAtLeast(rng, w.pathCount[v], toHitOf(w, v, u));
      fired++;
    } else if (kind === ART_HELBLASTER) {
      w.mDist = charger ? 0 : g; // the range, through a field (a double argument would box)
      hits = helblaster(w, rng, u, v);
    } else if (kind === ART_FLAME) {
      let attacks = flameAttacks(w, rng, u);
      // Bouncing (flag flameCannonBounce, §13 A9): one more for each further stand of the target on its line.
      if (path && attacks > 0) {
        attacks += w.pathCount[v] - 1;
        fired++;
      }
      if (attacks > 0) hits = shootHits(w, rng, u, v, attacks);
    } else if (kind === ART_WLC) {
      const d = rollD6(rng);
      hits = shootHits(w, rng, u, v, d);
      noDrive = true;
      if (d === 1) {
        const self = rollD6(rng);
        const own = countAtLeast(rng, self, 4);
        if (w.tracer !== null) traceBlastsItself(w, u, own);
        if (own > 0) warpConfusion(w, rng, u, own); // the Skaven too (§4.6)
        takeHits(w, u, own);
      }
    } else {
      // Rock Lobber, Skull Chukka, Trebuchet, bolt throwers: per stand, by the troop's flags.
      hits = shootHits(w, rng, u, v, p.shoot[u] > 0 ? p.shoot[u] : 1);
      if (p.chukka[u] && !charger) w.chukkaDice[v] += hits;
    }
    if (w.tracer !== null && hits > 0) traceArtilleryHits(w, u, v, hits, charger);
    total += hits;
  }
  total = steadfast(w, v, total);
  if (path && fired > 0) pathHits(w, rng, u, v, fired, charger);
  if (w.destroyAfterShot === u) {
    w.destroyAfterShot = -1;
    destroy(w, u, DESTROYED);
  }
  if (total === 0 || !onTable(w, v)) return;
  // Confusion on a 6 for the target and each unit touching it (§4.6, §13 A16): after any hit,
  // or with flag warpLightningConfusion: stand-lost only when the hits remove a stand.
  if (kind === ART_WLC && !charger) warpConfusion(w, rng, v, total);
  if (charger) {
    w.shotHits[v] += total;
  } else if (!noDrive && !engaged(w, v)) {
    w.phaseHits[v] += total;
    noteDriver(w, u, v);
  }
  takeHits(w, v, total);
}

/** The Trebuchet's target: the closest visible unengaged enemy from 30 to 100 cm (§4.6). */
export function trebuchetTarget(w: WarmasterWorld, u: number): number {
  const p = w.plan;
  let best = -1;
  let blind = -1;
  let blindGap = 0;
  w.blindShot = 0;
  for (let v = 0; v < w.n; v++) {
    if (p.side[v] === p.side[u] || !onTable(w, v) || engaged(w, v)) continue;
    gapOf(w, u, v);
    const g = w.gv;
    if (g < 30 - EPS || g > p.range[u] + EPS) continue;
    if (best >= 0 && g >= w.bestGap) continue;
    if (!visible(w, u, v)) {
      if (blind < 0 || g < blindGap) {
        blind = v;
        blindGap = g;
      }
      continue;
    }
    w.bestGap = g;
    best = v;
  }
  // Nothing in sight: it may shoot blind at the closest unseen enemy (§4.6; policy: only then,
  // a seen target being always the better shot).
  if (best < 0 && blind >= 0) {
    w.blindShot = 1;
    return blind;
  }
  return best;
}

/**
 * A Warp Lightning Cannon's `hits` on v, not yet taken (§4.6, §13 A16): v and each unit
 * touching it are confused on a D6 of 6 — after any hit, or with flag warpLightningConfusion:
 * stand-lost only when the hits remove a stand.
 */
export function warpConfusion(w: WarmasterWorld, rng: Rng, v: number, hits: number): void {
  if (w.plan.flags.warpLightningConfusion === 'stand-lost' && w.hitsOn[v] + hits < w.hitsNow[v]) return;
  if (rollD6(rng) === 6) confuse(w, v);
  for (let other = 0; other < w.n; other++) {
    if (other !== v && onTable(w, other) && touching(w, v, other) && rollD6(rng) === 6) confuse(w, other);
  }
}

/**
 * The path of a cannon ball or a Bone Thrower's bolt (§4.6, §13 A10), the same for every gun
 * of u: from u's stand closest to v through v's stand closest to it. Into pathCount, the
 * stands of each unit it passes through (v's included, u's never). A ball strikes the first
 * stand and bounces on 5 cm in line: every stand it crosses from where it strikes v to 5 cm
 * past that stand's far side (units between gun and target would hide the target, §4.1). A
 * bolt strikes the first stand and at most two more, each touching the last along its line,
 * of any unit: friends and engaged units too.
 */
export function ballPath(w: WarmasterWorld, u: number, v: number, bolt: boolean): void {
  for (let other = 0; other < w.n; other++) w.pathCount[other] = 0;
  closestStands(w, u, v);
  const a0 = w.pairA;
  const b0 = w.pairB;
  if (b0 < 0) return;
  w.pathCount[v] = 1;
  const len = Math.sqrt(w.pairD2);
  if (len < EPS) return;
  const ox = w.sx[a0];
  const oy = w.sy[a0];
  const dx = (w.sx[b0] - ox) / len;
  const dy = (w.sy[b0] - oy) / len;
  w.rox = ox;
  w.roy = oy;
  w.rdx = dx;
  w.rdy = dy;
  w.rex = hx(w, v);
  w.rey = hy(w, v);
  ray(w, b0);
  const strike = w.rT;
  let out = w.rT2;
  // A ball: every stand crossed up to 5 cm past the first; a bolt: the next touching stand, twice.
  for (let step = 0; step < (bolt ? 2 : 1); step++) {
    let next = -1;
    let nextUnit = -1;
    let nextOut = 0;
    for (let other = 0; other < w.n; other++) {
      if (other === u || !onTable(w, other)) continue;
      w.rex = hx(w, other);
      w.rey = hy(w, other);
      for (let j = 0; j < MAX_STANDS; j++) {
        const b = other * MAX_STANDS + j;
        if (b === b0 || !w.sAlive[b]) continue;
        ray(w, b);
        if (w.rT === Infinity) continue;
        if (!bolt) {
          if (w.rT < out + 5 - EPS && w.rT2 > strike + EPS) w.pathCount[other]++;
        } else if (w.rT2 > out + EPS && Math.abs(w.rT - out) < 1e-3 && (next < 0 || w.rT2 > nextOut)) {
          next = b;
          nextUnit = other;
          nextOut = w.rT2;
        }
      }
    }
    if (next < 0) break;
    w.pathCount[nextUnit]++;
    out = nextOut;
  }
}

/**
 * Units other than the target in a ball's or bolt's path (§4.6, §13 A10): 1 attack for each
 * of their stands passed through, for each gun that `fired`; to hit as the weapon hits (a
 * ball: fortified counts as defended, defended as open), no armour; friends too. An engaged
 * unit carries the hits into its first combat round, no drive back; others are driven back
 * (by u; friends after every enemy, shootingPhase) — except by shots at a charger (§4.5).
 */
export function pathHits(w: WarmasterWorld, rng: Rng, u: number, v: number, fired: number, charger: boolean): void {
  const p = w.plan;
  for (let other = 0; other < w.n; other++) {
    if (other === v || w.pathCount[other] === 0 || !onTable(w, other)) continue;
    let hits = 0;
    if (p.art[u] === ART_FLAME) {
      hits = shootHits(w, rng, u, other, w.pathCount[other] * fired); // a bouncing Flame Cannon: as its shots, armour too (§13 A9)
    } else {
      const need = p.art[u] === ART_CANNON ? (coverOf(w, other, u) === FORTIFIED ? 5 : 4) : toHitOf(w, other, u);
      hits = steadfast(w, other, countAtLeast(rng, w.pathCount[other] * fired, need));
    }
    if (w.tracer !== null) traceInPath(w, other, u, hits);
    if (hits === 0) continue;
    if (engaged(w, other)) w.shotHits[other] += hits;
    else if (!charger) {
      w.phaseHits[other] += hits;
      noteDriver(w, u, other);
    }
    takeHits(w, other, hits);
  }
}

/**
 * Helblaster (§4.6, Armies): 8/4/2 attacks within 10/20/30 cm (mDist; 8 at a charger, mDist 0);
 * one or two 1s take that many hits off, three mean no hits, four or more blow it up — at a
 * charger, the charger then takes 6 automatic hits. Target armour one worse.
 */
export function helblaster(w: WarmasterWorld, rng: Rng, u: number, v: number): number {
  const range = w.mDist;
  const attacks = range <= 10 + EPS ? 8 : range <= 20 + EPS ? 4 : 2;
  const need = toHitOf(w, v, u);
  let hits = 0;
  let ones = 0;
  for (let i = 0; i < attacks; i++) {
    const r = rollD6(rng);
    if (r === 1) ones++;
    if (r >= need) hits++;
  }
  if (ones >= 4) {
    if (w.tracer !== null) traceExplodes(w, u);
    destroy(w, u, DESTROYED);
    if (range > 0) return 0;
    hits = 6;
  } else if (ones === 3) {
    return 0;
  } else {
    hits -= ones;
    if (hits < 0) hits = 0;
  }
  const save = armourOf(w, v) + 1;
  return hits - shotSaves(w, rng, v, hits, save);
}

/** Flame Cannon attacks (§4.6): 2D6, a double rolls on the misfire chart; 1D6 after a 3-3. */
export function flameAttacks(w: WarmasterWorld, rng: Rng, u: number): number {
  const a = rollD6(rng);
  if (w.flameReduced[u]) return a;
  const b = rollD6(rng);
  if (a !== b) return a + b;
  if (w.tracer !== null) traceMisfire(w, u, a);
  if (a === 1) {
    destroy(w, u, DESTROYED);
    return 0;
  }
  if (a === 2) {
    const n = 4 + rollD6(rng) + rollD6(rng);
    w.destroyAfterShot = u;
    return n;
  }
  if (a === 3) {
    w.flameReduced[u] = 1;
    return 6;
  }
  if (a === 4) return 0;
  if (a === 5) return 10;
  return 12 + rollD6(rng);
}
