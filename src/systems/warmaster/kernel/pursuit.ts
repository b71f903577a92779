/**
 * Pursuit and advance (rules/warmaster.md §5.7, §5.8): winners pursue the losers they fought,
 * or advance on a new enemy when every enemy they touched is destroyed.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { ARTILLERY, CAVALRY, CHARIOT, FORTIFIED, INFANTRY, MAX_STANDS, M_BELL, M_WAR_WAGON, OPEN } from '../plan.ts';
import { charge } from './charges.ts';
import { wasEngagedThisRound } from './combat-result.ts';
import { frontContact } from './contact.ts';
import { choosesFallBack, winnersFallBack } from './fall-back.ts';
import { onTable } from './footprint.ts';
import { touchesOwnInfantry } from './screaming-bell.ts';
import { closestEnemy } from './sight.ts';
import { WILD_HOLD, WILD_STAMPEDE, WILD_STILL, wildNow } from './status.ts';
import { overlapsAny, terrainTravel } from './terrain.ts';
import { tracePressesOn, tracePursues } from './trace.ts';
import { shift } from './travel.ts';
import { ADVANCE, PURSUIT, type WarmasterWorld } from './world.ts';

/**
 * Winners pursue (translate after the loser they fought most) or stand (§5.7). A Screaming
 * Bell goes after the others: it pursues only from and to a place touching Skaven infantry
 * (§11.7), who may have pursued first.
 */
export function pursueOrStand(w: WarmasterWorld, rng: Rng, firstRound: boolean): void {
  const p = w.plan;
  const passes = w.hasBell ? 2 : 1;
  let fallers = -1;
  for (let pass = 0; pass < passes; pass++) {
    for (let u = 0; u < w.n; u++) {
      if (!w.inFight[u] || !w.wonRound[u] || !onTable(w, u)) continue;
      const bell = p.machine[u] === M_BELL;
      if (w.hasBell && bell !== (pass === 1)) continue;
      // The loser it touched with most stands.
      let best = -1;
      let bestCount = 0;
      let anyTouched = false;
      let laagerHeld = -1;
      for (let v = 0; v < w.n; v++) {
        if (!w.inFight[v] || w.camp[v] === w.camp[u]) continue;
        let c = 0;
        for (let k = 0; k < MAX_STANDS; k++) if (w.sFought[u * MAX_STANDS + k] && w.sTarget[u * MAX_STANDS + k] === v) c++;
        if (c > 0) anyTouched = true;
        if (c > 0 && w.held[v] && onTable(w, v)) laagerHeld = v;
        // A friend never pursues its own wild unit (a policy): it pursues the enemy instead.
        if (p.side[v] === p.side[u] && w.rogue[v]) continue;
        if (c > bestCount && onTable(w, v) && w.retreatDist[v] > 0) {
          bestCount = c;
          best = v;
        }
      }
      if (!anyTouched) continue;
      // The winner may fall back instead (§5.4, §5.8): tactic pursue (or advance, when every
      // enemy it touched is gone) `fall-back`.
      const wiped = best < 0 && laagerHeld < 0;
      if ((!wiped || allTouchedGone(w, u)) && choosesFallBack(w, u, wiped)) {
        w.fallsBack[u] = 1;
        fallers = w.camp[u];
        continue;
      }
      // Beaten, a laager holds: its enemy may fight on by "pursuing" in place, without the
      // pursuit bonuses (§11.10).
      if (best < 0 && laagerHeld >= 0) {
        if (mayPursue(w, u, laagerHeld)) {
          w.pressOn[u] = 1;
          w.coverNow[u] = OPEN; // as a pursuer: in the open (§5.11)
          w.exposedTurn[u] = w.playerTurnNo;
          if (w.tracer !== null) tracePressesOn(w, u, laagerHeld);
        }
        continue;
      }
      if (best < 0) {
        // Every enemy it touched is gone: it may advance (§5.8).
        if (allTouchedGone(w, u)) advanceAfter(w, rng, u, firstRound);
        continue;
      }
      if (!mayPursue(w, u, best)) continue;
      const before = w.pursuitBonus[u];
      // Straight after it, unless terrain it may not enter lies on the way (§5.7).
      let clearWay = true;
      if (w.nPieces > 0) {
        w.rdx = w.retreatDX[best] / w.retreatDist[best];
        w.rdy = w.retreatDY[best] / w.retreatDist[best];
        w.travel = w.retreatDist[best];
        terrainTravel(w, u);
        clearWay = w.travel >= w.retreatDist[best] - EPS;
      }
      w.tx = w.retreatDX[best];
      w.ty = w.retreatDY[best];
      shift(w, u);
      if (!clearWay || overlapsAny(w, u) || !frontContact(w, u) || (bell && !touchesOwnInfantry(w, u))) {
        // Not straight on: the closest stand goes to the nearest edge and the rest line up (§5.7).
        w.tx = -w.retreatDX[best];
        w.ty = -w.retreatDY[best];
        shift(w, u);
        if (!charge(w, rng, u, best, w.retreatDist[best] + 2 * p.pace[u], PURSUIT)) {
          w.pursuitBonus[u] = before;
          continue;
        }
      }
      w.pursuitBonus[u] = 1 + Math.floor(w.retreatDist[best] / 3 + EPS);
      w.coverNow[u] = OPEN;
      w.exposedTurn[u] = w.playerTurnNo;
      if (w.tracer !== null) tracePursues(w, u, best);
    }
  }
  if (fallers >= 0) winnersFallBack(w, rng, fallers);
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u]) continue;
    w.retreatDist[u] = 0;
    w.held[u] = 0;
  }
}

/** Every enemy unit u touched this round (edge or corner, §5.2) is destroyed (§5.8). */
export function allTouchedGone(w: WarmasterWorld, u: number): boolean {
  for (let v = 0; v < w.n; v++) {
    if (w.touchedPair[u * w.n + v] && onTable(w, v)) return false;
  }
  return true;
}

/**
 * Pursuit restrictions (§5.7) and the unit's tactic. A Giant that went wild towards the table
 * edge holds his ground; stampeding Elephants must pursue (§11.4, §11.14); nobody pursues a
 * wild unit of his own side (a policy: it is only a foe for that combat); the Screaming Bell
 * only from a place touching Skaven infantry (§11.7).
 */
export function mayPursue(w: WarmasterWorld, u: number, v: number): boolean {
  const p = w.plan;
  const wild = wildNow(w, u);
  // A Giant standing still (result 1) neither moves nor fights this turn (§11.4).
  if (wild === WILD_HOLD || wild === WILD_STILL || (p.side[u] === p.side[v] && !w.rogue[u])) return false;
  if (p.machine[u] === M_BELL && !w.bellStart[u]) return false;
  if (p.type[u] === ARTILLERY || w.coverNow[u] === FORTIFIED || w.noChargeUntil[u] >= w.playerTurnNo) return false;
  if (p.type[u] === INFANTRY && (p.type[v] === CAVALRY || p.type[v] === CHARIOT) && p.rule.pursueAnything[u] === 0) return false;
  // Only flyers pursue flyers, but anyone may pursue Magic Carpets (§3.4).
  if (p.rule.fly[v] === 1 && p.rule.fly[u] === 0 && p.rule.anyMayPursue[v] === 0 && p.rule.pursueAnything[u] === 0) return false;
  return p.rule.mustPursue[u] === 1 || wild === WILD_STAMPEDE || p.pursue[u] === 1;
}

/**
 * Advance (§5.8): a charge of 20 cm (first round) or 10 cm on the closest visible enemy. A
 * Giant gone wild towards the table edge holds his ground and stampeding Elephants halt
 * (§11.4, §11.14); the Screaming Bell advances only from and to Skaven infantry (§11.7).
 */
export function advanceAfter(w: WarmasterWorld, rng: Rng, u: number, firstRound: boolean): void {
  const p = w.plan;
  if (w.advancedThisPhase[u] || w.coverNow[u] === FORTIFIED || w.noChargeUntil[u] >= w.playerTurnNo) return;
  if (p.machine[u] === M_WAR_WAGON) return; // an advance is a charge: the War Wagon never charges (§11.10)
  const wild = wildNow(w, u);
  if (wild === WILD_HOLD || wild === WILD_STAMPEDE || wild === WILD_STILL) return;
  if (p.machine[u] === M_BELL && !w.bellStart[u]) return;
  if (p.advance[u] !== 1 && p.rule.mustPursue[u] === 0) return;
  const reach = firstRound ? 20 : 10;
  const v = closestEnemy(w, u, reach, true, false);
  if (v < 0) return;
  charge(w, rng, u, v, reach, ADVANCE);
}

export function afterWipeOut(w: WarmasterWorld, rng: Rng, firstRound: boolean): void {
  let fallers = -1;
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u] || !onTable(w, u) || !allTouchedGone(w, u)) continue;
    if (wasEngagedThisRound(w, u) && choosesFallBack(w, u, true)) {
      w.fallsBack[u] = 1;
      fallers = w.camp[u];
    } else {
      advanceAfter(w, rng, u, firstRound);
    }
  }
  if (fallers >= 0) winnersFallBack(w, rng, fallers);
}
