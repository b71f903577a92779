/**
 * Casualties (rules/t9a_eow.md §6.1, §8.1): HP lost from the shared pool, whole models removed, a
 * joined character slain or left on its own, units destroyed, and a General's fall (§7.1 Undead).
 */
import { takePlace } from '../../../battlefield/footprints.ts';
import type { Rng } from '../../../core/rng.ts';
import { endEngagementsOf, transferEngagements } from '../../rank-and-file/engagements.ts';
import { alive, DESTROYED, JOINED } from '../../rank-and-file/unit-state.ts';
import { M_COUNT } from '../magic-plan.ts';
import { shape } from './footprint.ts';
import { casterRemoved } from './lasting-spells.ts';
import { traceFightsOnAlone, traceSlain } from './trace.ts';
import type { T9aWorld } from './world.ts';

export function hpLeft(w: T9aWorld, u: number): number {
  return w.models[u] * w.plan.hp[u] - w.carried[u];
}

/** Remove `loss` HP from u's pool; returns the HP actually lost (R4). */
export function loseHP(w: T9aWorld, u: number, loss: number): number {
  if (loss <= 0 || w.models[u] <= 0) return 0;
  const left = hpLeft(w, u);
  if (loss >= left) {
    w.models[u] = 0;
    w.carried[u] = 0;
    return left;
  }
  const hp = w.plan.hp[u];
  const total = w.carried[u] + loss;
  const dead = (total / hp) | 0;
  w.models[u] -= dead;
  w.carried[u] = total - dead * hp;
  if (dead > 0) shape(w, u);
  return loss;
}

/** HP lost with no saves by a unit and then by its character (R22); returns the HP lost. */
export function unitLoss(w: T9aWorld, u: number, amount: number): number {
  let lost = loseHP(w, u, amount);
  const r = w.rider[u];
  if (lost < amount && r >= 0) {
    lost += loseHP(w, r, amount - lost);
    if (w.models[r] <= 0) charDied(w, r);
  }
  return lost;
}

/** A unit reduced to no models is destroyed. */
export function killed(w: T9aWorld, rng: Rng, t: number): void {
  if (w.status[t] === DESTROYED) return;
  if (w.status[t] === JOINED) {
    charDied(w, t);
    return;
  }
  wipedOut(w, rng, t);
}

/** A joined character dies: its unit goes on without it (§8.1). */
export function charDied(w: T9aWorld, r: number): void {
  fallen(w, r);
  const h = w.body[r];
  w.rider[h] = -1;
  w.body[r] = r;
  w.status[r] = DESTROYED;
  w.models[r] = 0;
  w.carried[r] = 0;
  shape(w, h);
  if (w.tracer !== null) traceSlain(w, r);
}

/**
 * Unit u has lost its last rank-and-file model. With a character in it, the character is the
 * unit now (§8.1: "the same unit", no Panic); otherwise u is destroyed and friends may panic.
 */
export function wipedOut(w: T9aWorld, rng: Rng, u: number): void {
  const r = w.rider[u];
  if (r < 0 || w.models[r] <= 0) {
    if (r >= 0) w.rider[u] = -1;
    destroy(w, u);
    w.onDestroyed(w, rng, u); // panicNear() (world.ts)
    return;
  }
  // The character takes the unit's place, on its own base at the front centre.
  w.rider[u] = -1;
  w.body[r] = r;
  w.status[r] = w.status[u];
  takePlace(w.fp, u, r);
  shape(w, r);
  transferEngagements(w.eng, u, r);
  w.fought[r] = w.fought[u];
  w.charged[r] = w.charged[u];
  // "The same unit" (§8.1): the spells on it, its orders and this turn's moves stay.
  for (let q = 0; q < M_COUNT; q++) {
    w.mods[r * M_COUNT + q] += w.mods[u * M_COUNT + q];
    w.mods[(w.n + r) * M_COUNT + q] += w.mods[(w.n + u) * M_COUNT + q];
  }
  w.revoked[r] = w.revoked[u];
  for (let k = 0; k < w.plan.magic.slots; k++) {
    if (w.lastOn[k] === u) w.lastOn[k] = r;
    if (w.lastArea[k] && w.lastAreaOn[k * w.n + u]) w.lastAreaOn[k * w.n + r] = 1;
  }
  w.ordered[r] = w.ordered[u];
  w.orison[r] = w.orison[u];
  w.moved[r] = w.moved[u];
  w.marched[r] = w.marched[u];
  w.noShoot[r] = w.noShoot[u];
  w.declared[r] = w.declared[u];
  if (w.brokeTurn[r] === 0) w.brokeTurn[r] = w.brokeTurn[u];
  w.everRallied[r] = w.everRallied[u];
  w.status[u] = DESTROYED;
  w.models[u] = 0;
  w.carried[u] = 0;
  w.routed = 1;
  casterRemoved(w, u); // a casting unit's models are all gone (R19)
  if (w.tracer !== null) traceFightsOnAlone(w, r);
}

export function destroy(w: T9aWorld, u: number): void {
  fallen(w, u);
  w.status[u] = DESTROYED;
  w.routed = 1;
  w.models[u] = 0;
  w.carried[u] = 0;
  const r = w.rider[u];
  if (r >= 0) {
    // Caught, fled off or otherwise gone with its unit.
    fallen(w, r);
    w.rider[u] = -1;
    w.body[r] = r;
    w.status[r] = DESTROYED;
    w.models[r] = 0;
    w.carried[r] = 0;
  }
  endEngagementsOf(w.eng, w.status, u);
}

/** A unit leaves the game: if it is a General, its army's Undead will test (§7.1 Undead; §8.5: each army its own General). */
export function fallen(w: T9aWorld, u: number): void {
  if (w.plan.isGeneral[u] && alive(w.status, u)) w.generalDied[w.plan.army[u]] = 1;
  casterRemoved(w, u);
}
