/**
 * Rout (rules/wfb3.md §4.10, §4.11): a unit that routs loses its standard and flees at twice
 * its move, directly away from its enemies. Routing from combat, it first takes a free hack from
 * every enemy in contact, and every friend within 12" tests for panic; then its enemies pursue,
 * unless a test keeps them back.
 */
import { aimAway } from '../../rank-and-file/flight.ts';
import { endEngagementsOf } from '../../rank-and-file/engagements.ts';
import { ENGAGED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import type { Rng } from '../../../core/rng.ts';
import { freeHack } from './blows.ts';
import { destroy, woundUnit } from './casualties.ts';
import { fleeDistance, fleeMove } from './flight.ts';
import { nearestEnemy } from './nearest.ts';
import { panicNear, panicRoutedThrough } from './panic.ts';
import { pursueAfter } from './pursuit.ts';
import { standardOnRout } from './standards.ts';
import { foe } from './strike-order.ts';
import { frenziedStand } from './leaving.ts';
import { traceFlees, traceRouts } from './trace.ts';
import type { Wfb3World } from './world.ts';
import { newMoment, routsWith } from './squadrons.ts';

/** u begins to rout: it flees, its standards are lost (§4.11 2), and its frenzy and pursuit end. */
function beginRout(w: Wfb3World, u: number): void {
  w.status[u] = FLEEING;
  w.routedAt[u] = w.playerTurn;
  w.anyBroken = 1;
  if (w.brokeTurn[u] === 0) w.brokeTurn[u] = w.turn;
  standardOnRout(w, u);
  w.frenzied[u] = 0;
  w.pursuing[u] = -1;
  w.unformed[u] = 0;
  w.pushedBack[u] = 0;
  w.followedUp[u] = 0;
  w.wonLast[u] = 0;
  for (let v = 0; v < w.n; v++) if (w.pursuing[v] === u) w.pursuing[v] = -1;
  // A unit of several vehicles routs as one (squadrons.ts).
  if (w.plan.anySquad === 1) routsWith(w, u);
}

/**
 * u, not in combat, routs away from unit `from` (a charger it dared not face, a failed test):
 * it flees at once — straight back when `from` is −1 (no enemy standing).
 */
export function routAway(w: Wfb3World, rng: Rng, u: number, from: number): void {
  beginRout(w, u);
  const away = from < 0 ? u : from;
  w.flight.fromX = w.fp.cx[away];
  w.flight.fromY = w.fp.cy[away];
  aimAway(w.flight, w.fp, u);
  fleeDistance(w, u);
  if (w.tracer !== null) traceRouts(w, u, from);
  fleeMove(w, u);
  if (w.tracer !== null) traceFlees(w, u);
  panicRoutedThrough(w, rng, u);
}

/**
 * u routs from its combat (§4.11): each enemy in contact strikes a free hack with the models
 * that fought this round; friends within 12" test for panic; u flees directly away from the
 * first enemy it fought; then each enemy left without a foe pursues, or holds on a passed test.
 */
export function routFromCombat(w: Wfb3World, rng: Rng, u: number): void {
  const eng = w.eng;
  newMoment(w);
  beginRout(w, u);
  // A character frenzied on his own does not go with it (§5).
  frenziedStand(w, u);
  if (w.tracer !== null) traceRouts(w, u, -1);
  // The enemies it fought, with the models each struck with (the free hack strikes with as many),
  // in u's own slice of the scratch: a friend's panic may rout another unit meanwhile.
  const base = u * w.n;
  let count = 0;
  for (let e = 0; e < eng.count; e++) {
    if (eng.a[e] !== u && eng.b[e] !== u) continue;
    const o = foe(w, e, u);
    w.chasers[base + count] = o;
    w.chaseModels[base + count] = w.struck[o * w.n + u];
    count++;
  }
  for (let k = 0; k < count && w.models[u] > 0; k++) {
    const o = w.chasers[base + k];
    const wounds = freeHack(w, rng, o, u, w.chaseModels[base + k]);
    woundUnit(w, u, wounds, -1, w.hackedRow);
  }
  endEngagementsOf(eng, w.status, u);
  w.status[u] = FLEEING;
  if (w.models[u] === 0) {
    destroy(w, u);
    return;
  }
  // Friends within 12" test, measured before the rout move (§5 panic 3); they rout after it.
  panicNear(w, rng, u);
  if (count > 0) {
    w.flight.fromX = w.fp.cx[w.chasers[base]];
    w.flight.fromY = w.fp.cy[w.chasers[base]];
  }
  aimAway(w.flight, w.fp, u);
  fleeDistance(w, u);
  fleeMove(w, u);
  w.fled[u] = w.dist;
  if (w.tracer !== null) traceFlees(w, u);
  panicRoutedThrough(w, rng, u);
  for (let k = 0; k < count; k++) {
    const o = w.chasers[base + k];
    if (w.status[o] !== READY) continue; // still fighting another enemy, or gone
    pursueAfter(w, rng, o, u, w.chaseModels[base + k]);
  }
  routPanicked(w, rng);
}

/**
 * The units that failed a panic test (panic.ts marks them) rout: from their combat, or away from
 * the nearest enemy — until none is left marked, since one rout may panic another.
 */
export function routPanicked(w: Wfb3World, rng: Rng): void {
  let any = true;
  while (any) {
    any = false;
    for (let v = 0; v < w.n; v++) {
      if (w.panicked[v] === 0) continue;
      w.panicked[v] = 0;
      any = true;
      if (w.status[v] === ENGAGED) routFromCombat(w, rng, v);
      else if (w.status[v] === READY) routAway(w, rng, v, nearestEnemy(w, v));
    }
  }
}
