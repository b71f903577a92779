/**
 * Buildings (rules/wfb4.md §8.9; RB p.84-85): a unit deployed inside one garrisons it, as does
 * one that enters it during the battle (occupyMove()). Its
 * footprint is the building's; it shoots from its openings, two models an opening, all round;
 * shots at it are in hard cover; chargers assault the building and need 6s to hit until they win
 * a round; the garrison fights with as many models as the attackers have at its walls; neither
 * side has rank, standard or flank bonuses; attackers beaten but not broken are pushed back 2";
 * the garrison stays in rather than pursue; broken, it flees out and is a unit in the open. Its
 * characters are inside with it, each fighting in one of its places at the walls.
 * War machines shooting at a garrison strike its building, which loses damage points, burns
 * after fire, and collapses on the garrison at none.
 */
import { missesFootprint } from '../../../battlefield/segment.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { JOINED, present } from '../../rank-and-file/unit-state.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { wipedOut, woundModel, woundsOf } from './casualties.ts';
import { characterSlain } from './characters.ts';
import { detach } from './engagements.ts';
import { nearestEnemy } from './nearest.ts';
import { shape } from './footprint.ts';
import { ranks } from './formation.ts';
import { saveOf } from './sapping.ts';
import { wheelPartway } from './advance.ts';
import { aimAtPoint, segmentEntry, segmentTravel, wheelCost } from './terrain.ts';
import { traceBuildingBurns, traceBuildingStruck, traceCollapse, traceCollapseCharacter, traceCollapseSaves, traceComesOut, traceEnters, traceMakesFor, tracePushedBack } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** How far attackers beaten by a garrison are pushed back (RB p.85). */
export const PUSH_BACK = 2;

/** Every garrison back in its building, every building whole and not burning. */
export function resetGarrisons(w: Wfb4World): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.inBuilding[u] = p.building[u];
    w.quitBuilding[u] = 0;
  }
  for (let k = 0; k < p.terrain.count; k++) {
    w.damagePoints[k] = p.buildingDP[k];
    w.burning[k] = 0;
  }
}

/**
 * `hits` of war machine u at S `str` on building k, its garrison's walls (RB p.85: engines of
 * war may destroy buildings): each wound on the building's T takes `die` damage points (1, or a
 * D3, D4 or D6). A fire weapon (`fire`: the warpfire thrower, a machine's rune of burning) adds a D6 to its S for each hit,
 * and a 6 sets the building alight. At 0 damage points it collapses.
 */
export function buildingStruck(w: Wfb4World, rng: Rng, u: number, k: number, hits: number, str: number, die: number, fire: boolean): void {
  const T = w.plan.buildingT[k];
  let wounds = 0;
  for (let h = 0; h < hits; h++) {
    let s = str;
    if (fire) {
      const d = rollD6(rng);
      s += d;
      if (d === 6) w.burning[k] = 1;
    }
    wounds += woundRolls(rng, 1, TO_WOUND[(s > 10 ? 10 : s) * 11 + (T > 10 ? 10 : T)]);
  }
  let lost = 0;
  for (let x = 0; x < wounds; x++) lost += woundsOf(rng, die);
  if (w.tracer !== null) traceBuildingStruck(w, u, k, hits, wounds, lost);
  damageBuilding(w, rng, k, lost);
}

/** At the start of every player turn, each burning building loses a damage point (RB p.85). */
export function buildingsBurn(w: Wfb4World, rng: Rng): void {
  for (let k = 0; k < w.plan.terrain.count; k++) {
    if (w.burning[k] === 0 || w.damagePoints[k] === 0) continue;
    if (w.tracer !== null) traceBuildingBurns(w, k);
    damageBuilding(w, rng, k, 1);
  }
}

/** Building k loses `lost` damage points; at none it collapses on its garrison. */
function damageBuilding(w: Wfb4World, rng: Rng, k: number, lost: number): void {
  if (lost <= 0 || w.damagePoints[k] === 0) return;
  w.damagePoints[k] = lost >= w.damagePoints[k] ? 0 : w.damagePoints[k] - lost;
  if (w.damagePoints[k] === 0) collapse(w, rng, k);
}

/**
 * Building k collapses (RB p.85): each model inside makes its armour save, unmodified, or is
 * slain; those who pass form up outside, towards the nearest enemy and facing it, their fight
 * for the building over. The rubble stays impassable (warsim's reading).
 */
function collapse(w: Wfb4World, rng: Rng, k: number): void {
  let g = -1;
  for (let u = 0; u < w.n; u++) if (w.inBuilding[u] === k && present(w.status, u)) g = u;
  if (w.tracer !== null) traceCollapse(w, k, g);
  if (g < 0) return;
  const p = w.plan;
  const saved = countAtLeast(rng, w.models[g], saveOf(w, g, false));
  const slain = w.models[g] - saved;
  for (let x = 0; x < slain; x++) woundModel(w, g, p.W[g]);
  if (w.tracer !== null) traceCollapseSaves(w, g, saved, slain);
  // Each character with it saves on his own armour, or is slain (§8.1: his own profile).
  if (w.anyCharacter) {
    for (let i = 0; i < p.characters.length; i++) {
      const c = p.characters[i];
      if (w.host[c] !== g || w.status[c] !== JOINED) continue;
      const safe = countAtLeast(rng, 1, saveOf(w, c, false)) === 1;
      if (w.tracer !== null) traceCollapseCharacter(w, c, safe);
      if (!safe) characterSlain(w, rng, c);
    }
  }
  detach(w, g);
  if (w.models[g] === 0) {
    w.inBuilding[g] = -1;
    wipedOut(w, g);
    return;
  }
  const e = nearestEnemy(w, g, false);
  const dx = e >= 0 ? w.fp.cx[e] - w.fp.cx[g] : 0;
  const dy = e >= 0 ? w.fp.cy[e] - w.fp.cy[g] : 1;
  const len = Math.sqrt(dx * dx + dy * dy);
  w.flight.dx[g] = len > 0 ? dx / len : 0;
  w.flight.dy[g] = len > 0 ? dy / len : 1;
  leaveBuilding(w, g);
}

/**
 * The troopers of garrison u who fight on engagement e beside `chars` of its characters: as many
 * as the assailants have at its walls (RB p.85), the characters taking places among them, and at
 * most all it has.
 */
export function garrisonFighters(w: Wfb4World, u: number, e: number, chars: number): number {
  const room = (w.eng.a[e] === u ? w.eng.contactB[e] : w.eng.contactA[e]) - chars;
  return room < w.models[u] ? room : w.models[u];
}

/** Whether combat c has a garrison in it: then nobody has rank, standard or flank bonuses (RB p.85). */
export function garrisonFights(w: Wfb4World, c: number, count: number): boolean {
  for (let i = 0; i < count; i++) if (w.inBuilding[w.members[i]] >= 0) return true;
  return false;
}

/**
 * Unit u, told to occupy building k (plan.occupy; RB p.84: a unit enters through a door), in its
 * movement phase: while the building stands empty, it makes for the nearest point of its walls
 * — wheeling to face it, the outer model's arc paid from its move (§2.2), ground costs paid, and
 * other units in the way stopping it 1" short — and enters once that point is within its move,
 * garrisoning the building from then on (the seed places no doors: any wall serves). A wheel
 * that costs more than the move turns it as far as the move allows. Returns false when another
 * unit holds the building or it has collapsed: the unit then moves as its `move` tactic says.
 */
export function occupyMove(w: Wfb4World, u: number): boolean {
  const t = w.plan.terrain;
  const k = w.plan.occupy[u];
  if (w.damagePoints[k] <= 0) return false;
  for (let v = 0; v < w.n; v++) if (w.inBuilding[v] === k) return false;
  const x = w.fp.x[u];
  const y = w.fp.y[u];
  w.pose.x = x < t.x0[k] ? t.x0[k] : x > t.x1[k] ? t.x1[k] : x;
  w.pose.y = y < t.y0[k] ? t.y0[k] : y > t.y1[k] ? t.y1[k] : y;
  aimAtPoint(w, u);
  const reach = w.seg.len;
  const facing = reach > EPS ? Math.atan2(w.seg.dx, w.seg.dy) : w.fp.facing[u];
  w.pose.facing = facing;
  wheelCost(w, u);
  const budget = w.M[u] - w.result;
  if (budget <= 0) {
    wheelPartway(w, u); // towards pose.facing, set above
    if (w.tracer !== null) traceMakesFor(w, u, k, 0, w.result);
    return true;
  }
  let want = reach;
  w.seg.margin = 1;
  for (let o = 0; o < w.n; o++) {
    if (o === u || !present(w.status, o) || missesFootprint(w.seg, w.fp, o)) continue;
    segmentEntry(w, o);
    if (w.result < want) want = w.result;
  }
  w.seg.len = want;
  w.path.budget = budget;
  segmentTravel(w, u);
  const dist = w.result;
  w.moved[u] = 1;
  if (dist >= reach - ENTRY_TOLERANCE) {
    enterBuilding(w, u, k);
    if (w.tracer !== null) traceEnters(w, u, k, dist);
    return true;
  }
  w.fp.x[u] += w.seg.dx * dist;
  w.fp.y[u] += w.seg.dy * dist;
  w.fp.facing[u] = facing;
  shape(w, u);
  if (w.tracer !== null) traceMakesFor(w, u, k, dist, 0);
  return true;
}

/**
 * Garrison u — deployed in its building, or entered it during the battle (occupyMove()) —
 * leaves it (its `leave` tactic's game turn come; RB p.84: through a door —
 * the seed places none, so through the wall facing the nearest enemy, or the far edge with none
 * left): it forms up outside with its rear rank on that wall, facing away, and that is its move
 * this turn. From then on it is a unit in the open, moving and charging as its tactics say, and
 * it does not make for a building again.
 */
export function comeOut(w: Wfb4World, u: number): void {
  const t = w.plan.terrain;
  const k = w.inBuilding[u];
  const e = nearestEnemy(w, u, false);
  let dx = 0;
  let dy = 1;
  if (e >= 0) {
    dx = w.fp.cx[e] - (t.x0[k] + t.x1[k]) * 0.5;
    dy = w.fp.cy[e] - (t.y0[k] + t.y1[k]) * 0.5;
    const len = Math.sqrt(dx * dx + dy * dy);
    if (len > EPS) {
      dx /= len;
      dy /= len;
    } else {
      dx = 0;
      dy = 1;
    }
  }
  w.flight.dx[u] = dx;
  w.flight.dy[u] = dy;
  leaveBuilding(w, u);
  w.moved[u] = 1;
  w.quitBuilding[u] = 1;
  if (w.tracer !== null) traceComesOut(w, u, k);
}

/** How close to its wall a unit making for a building must come to enter it (inches). */
const ENTRY_TOLERANCE = 0.05;

/** u garrisons building k: it fills the building, facing the far edge, as a garrison deployed in it does. */
function enterBuilding(w: Wfb4World, u: number, k: number): void {
  const t = w.plan.terrain;
  w.inBuilding[u] = k;
  w.fp.x[u] = (t.x0[k] + t.x1[k]) * 0.5;
  w.fp.y[u] = t.y1[k];
  w.fp.facing[u] = 0;
  shape(w, u);
}

/**
 * Garrison u leaves its building, broken or fleeing along its bearing of flight (flight.dx, dy):
 * it comes out in its formation through the wall that way, facing away — its rear rank on the
 * wall — and from here on it is a unit in the open.
 */
export function leaveBuilding(w: Wfb4World, u: number): void {
  const t = w.plan.terrain;
  const k = w.inBuilding[u];
  w.inBuilding[u] = -1;
  const dx = w.flight.dx[u];
  const dy = w.flight.dy[u];
  // From the building's centre along the bearing to its wall.
  const hx = (t.x1[k] - t.x0[k]) * 0.5;
  const hy = (t.y1[k] - t.y0[k]) * 0.5;
  const tx = Math.abs(dx) > 1e-9 ? hx / Math.abs(dx) : Infinity;
  const ty = Math.abs(dy) > 1e-9 ? hy / Math.abs(dy) : Infinity;
  const out = (tx < ty ? tx : ty) + ranks(w, u) * w.plan.baseD[u];
  w.fp.x[u] = (t.x0[k] + t.x1[k]) * 0.5 + dx * out;
  w.fp.y[u] = (t.y0[k] + t.y1[k]) * 0.5 + dy * out;
  w.fp.facing[u] = Math.atan2(dx, dy);
  shape(w, u);
}

/**
 * After combat c's round, won by `winner`: attackers beaten by the garrison they assault who have
 * not broken are pushed out and back 2" (RB p.85), and their fight with it ends.
 */
export function pushBack(w: Wfb4World, c: number, winner: number): void {
  const p = w.plan;
  const out = w.hitsOn; // scratch: the attackers pushed back
  for (let u = 0; u < w.n; u++) out[u] = 0;
  for (let e = 0; e < w.eng.count; e++) {
    const a = w.eng.a[e];
    const b = w.eng.b[e];
    if (w.inCombat[a] !== c || w.inBuilding[b] < 0 || p.side[b] !== winner) continue;
    if (w.breakNow[a] === 1 || !present(w.status, a)) continue;
    out[a] = 1;
  }
  for (let a = 0; a < w.n; a++) {
    if (out[a] === 0) continue;
    w.fp.x[a] -= w.fp.sin[a] * PUSH_BACK;
    w.fp.y[a] -= w.fp.cos[a] * PUSH_BACK;
    shape(w, a);
    detach(w, a);
    if (w.tracer !== null) tracePushedBack(w, a);
  }
}
