/**
 * Fall back (rules/warmaster.md §5.9): after a draw, or a winner's choice, 3D6 straight back,
 * at least the lowest die; defended units may stand.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { M_BELL, M_WAR_WAGON, OPEN, WIN_FALL_BACK } from '../plan.ts';
import { confuse, confusionDie } from './confusion.ts';
import { opposed, touching } from './contact.ts';
import { terrainCover } from './defended.ts';
import { pushBack } from './drive-backs.ts';
import { DIR_X, DIR_Y, offEdge, onTable } from './footprint.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { touchesOwnInfantry } from './screaming-bell.ts';
import { WILD_NONE, wildNow } from './status.ts';
import { brokenDownForced, tankIntoTerrain } from './steam-tank.ts';
import { traceFallsBack } from './trace.ts';
import { maxTravel, shift } from './travel.ts';
import { inLaager, laagerCover, wagonMobile } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/** The winners of camp k marked in fallsBack fall back, one roll for them all (§5.4, §5.9, §5.12). */
export function winnersFallBack(w: WarmasterWorld, rng: Rng, k: number): void {
  fallBackAll(w, rng, k);
  for (let u = 0; u < w.n; u++) w.fallsBack[u] = 0;
}

/**
 * A winner whose tactic is to fall back rather than pursue (`wiped` false) or advance (true)
 * (§5.4, §5.8, §5.9); units that must pursue or advance, and wild ones, never do (§5.7, §11.4, §11.14).
 */
export function choosesFallBack(w: WarmasterWorld, u: number, wiped: boolean): boolean {
  const p = w.plan;
  if (p.rule.mustPursue[u] === 1 || wildNow(w, u) !== WILD_NONE) return false;
  return (wiped ? p.advance[u] : p.pursue[u]) === WIN_FALL_BACK;
}

/**
 * Fall back (§5.9), each unit at least its side's lowest die (or as far as the 3D6 total allows,
 * with tactic `fallBack: full`: fallBackToTotal()), straight back: both sides after
 * a draw (`winner` −1), or the units of camp `winner` marked in fallsBack, which chose to fall
 * back rather than pursue, stand or advance (§5.4, §5.8, §5.12: one 3D6 roll for the side). A
 * Screaming Bell falls back after the others, and only from and to a place touching Skaven
 * infantry (§11.7); else it stays.
 */
export function fallBackAll(w: WarmasterWorld, rng: Rng, winner = -1): void {
  const p = w.plan;
  const passes = w.hasBell ? 2 : 1;
  // Who stands is settled before anyone moves: a unit defended against the enemies it touches
  // still stands when those enemies fall back first (§5.4, §5.9).
  if (winner < 0) {
    for (let u = 0; u < w.n; u++) {
      w.standsFast[u] = w.inFight[u] && onTable(w, u) && (w.coverNow[u] !== OPEN || holdsGround(w, u)) ? 1 : 0;
    }
  }
  for (let s = 0; s < 2; s++) {
    if (winner >= 0 && s !== winner) continue;
    const a = rollD6(rng);
    const b = rollD6(rng);
    const c = rollD6(rng);
    let least = a < b ? a : b;
    if (c < least) least = c;
    const total = a + b + c;
    for (let pass = 0; pass < passes; pass++) {
      for (let u = 0; u < w.n; u++) {
        if (!w.inFight[u] || w.camp[u] !== s || !onTable(w, u)) continue;
        if (winner < 0 ? w.standsFast[u] === 1 : w.fallsBack[u] === 0) continue; // defended units may stand (§5.4, §5.9)
        // A laager holds; a War Wagon without its team cannot move; infantry beside a laager
        // are defended in the first round when charged (§11.10).
        if (w.hasWagon && (inLaager(w, u) || (p.machine[u] === M_WAR_WAGON && !wagonMobile(w, u)) || laagerCover(w, u))) continue;
        const bell = p.machine[u] === M_BELL;
        if (w.hasBell && bell !== (pass === 1)) continue;
        if (bell && !w.bellStart[u]) continue;
        if (brokenDownForced(w, u)) continue;
        const f = w.face[u];
        const dx = -DIR_X[f];
        const dy = -DIR_Y[f];
        w.rdx = dx;
        w.rdy = dy;
        w.mDist = least;
        // Unable to go its least die for friends in the way: they may make way (§5.9, §6.3).
        if (bell) {
          maxTravel(w, u, true, -1);
          w.tx = dx * w.travel;
          w.ty = dy * w.travel;
          shift(w, u);
        } else if (p.fallBackFull[u] === 0 || !fallBackToTotal(w, u, total, least)) {
          pushBack(w, rng, u);
        }
        const go = w.travel;
        if (bell && !touchesOwnInfantry(w, u)) {
          w.tx = -dx * go;
          w.ty = -dy * go;
          shift(w, u);
          continue;
        }
        // A Steam Tank forced against terrain it cannot cross, with flag steamTankTerrain: destroyed (§13 A11).
        if (go < least - EPS && tankIntoTerrain(w, u)) continue;
        // Short of its lowest die: treated as a drive back (§5.9), confused by units in the way, and
        // on a D6 of 6 by terrain it cannot enter (§6.1 (3), §13 A5).
        if (go < least - EPS && (w.hitUnit >= 0 || w.hitTerrain < 0)) confuse(w, u);
        else if (go < least - EPS && confusionDie(w, rng) === 6) confuse(w, u);
        if (w.tracer !== null) traceFallsBack(w, u, go);
        if (offEdge(w, u)) leaveTableRoll(w, rng, u, false);
      }
    }
  }
}

/**
 * Tactic `fallBack: full` (§5.9): u falls back along (rdx, rdy) as far as the 3D6 `total`
 * allows, stopping 1 cm short of enemies and short of friends and terrain it may not enter
 * (friends make way only for a unit that cannot reach its lowest die). False, with nothing
 * moved and mDist back at `least`, when it cannot go its lowest die that way.
 */
export function fallBackToTotal(w: WarmasterWorld, u: number, total: number, least: number): boolean {
  w.mDist = total;
  maxTravel(w, u, true, -1);
  if (w.travel < least - EPS) {
    w.mDist = least;
    return false;
  }
  w.tx = w.rdx * w.travel;
  w.ty = w.rdy * w.travel;
  shift(w, u);
  return true;
}

/**
 * After a draw, u stands in a defended position by its ground against every enemy unit it
 * touches (§5.9, §5.11), and so may stand instead of falling back (our policy: it does).
 */
export function holdsGround(w: WarmasterWorld, u: number): boolean {
  if (w.nPieces === 0) return false;
  let any = false;
  for (let v = 0; v < w.n; v++) {
    if (!w.inFight[v] || !opposed(w, u, v) || !onTable(w, v) || !touching(w, u, v)) continue;
    if (!terrainCover(w, u, v, false)) return false;
    any = true;
  }
  return any;
}
