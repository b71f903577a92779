/** The sequence of play (rules/t9a_eow.md §3.1): a Player Turn's phases, and when the engagement ends. */
import type { Rng } from '../../../core/rng.ts';
import { bothSidesOnTable } from '../../rank-and-file/unit-state.ts';
import { giveOrders, giveOrisons, undeadCrumble, warCry } from './army-rules.ts';
import { bannersOfSpeed } from './banners.ts';
import { chargePhase } from './charge-phase.ts';
import { magicPhase } from './magic-casting.ts';
import { meleePhase } from './melee.ts';
import { movementPhase } from './movement.ts';
import { newPhase } from './panic-and-flee.ts';
import { shootingPhase } from './shooting.ts';
import { traceTurn } from './trace.ts';
import type { T9aWorld } from './world.ts';

export function playerTurn(w: T9aWorld, rng: Rng, side: number): void {
  w.activeSide = side;
  if (w.tracer !== null) traceTurn(w, side);
  for (let u = 0; u < w.n; u++) {
    w.moved[u] = 0;
    w.marched[u] = 0;
    w.noShoot[u] = 0;
    w.charged[u] = 0;
    w.declared[u] = -1;
    w.reacted[u] = 0;
    w.mustCharge[u] = 0;
    w.magicMoved[u] = 0;
    w.arrived[u] = 0;
  }
  newPhase(w);
  warCry(w, side);
  giveOrders(w, side);
  giveOrisons(w, side);
  bannersOfSpeed(w, side);
  chargePhase(w, rng, side);
  bannersOfSpeed(w, side);
  undeadCrumble(w, rng);
  newPhase(w);
  movementPhase(w, rng, side);
  undeadCrumble(w, rng);
  newPhase(w);
  magicPhase(w, rng, side);
  undeadCrumble(w, rng);
  newPhase(w);
  shootingPhase(w, rng, side);
  undeadCrumble(w, rng);
  newPhase(w);
  meleePhase(w, rng);
  undeadCrumble(w, rng);
}

export function finished(w: T9aWorld): boolean {
  if (w.plan.firstBreak && w.routed) return true;
  return !bothSidesOnTable(w.status, w.plan.side);
}
