/** Casualties (rules/wfb4.md §5.7): wounds pooled on multi-wound models, and units destroyed. */
import { DESTROYED, FLED_OFF } from '../../rank-and-file/unit-state.ts';
import { charactersFightOn, charactersShareFate } from './characters.ts';
import { detach } from './engagements.ts';
import { reshapeAfterLosses } from './footprint.ts';
import type { Wfb4World } from './world.ts';

/** Apply unsaved single wounds with pooled multi-wound models (§5.7); returns models slain. */
export function applyWounds(w: Wfb4World, t: number, wounds: number): number {
  const woundsEach = w.plan.W[t];
  if (wounds <= 0) return 0;
  if (woundsEach === 1) {
    const slain = wounds < w.models[t] ? wounds : w.models[t];
    w.models[t] -= slain;
    reshapeAfterLosses(w, t);
    return slain;
  }
  const total = w.pool[t] + wounds;
  let slain = (total / woundsEach) | 0;
  if (slain >= w.models[t]) {
    slain = w.models[t];
    w.pool[t] = 0;
  } else {
    w.pool[t] = total - slain * woundsEach;
  }
  w.models[t] -= slain;
  reshapeAfterLosses(w, t);
  return slain;
}

/**
 * u leaves the battle, destroyed or fled off the table (`status`): if the army's general was
 * with it, its side has lost its leader (an Undead army then crumbles: undead.ts); the
 * characters with it share its end (§8.1).
 */
export function leaves(w: Wfb4World, u: number, status: number): void {
  if (w.plan.generalLd[u] > 0) w.leaderGone[w.plan.side[u]] = 1;
  if (w.anyCharacter) charactersShareFate(w, u, status);
}

/** u fled off the table (§3): it and the characters with it are lost. */
export function fledOff(w: Wfb4World, u: number): void {
  leaves(w, u, FLED_OFF);
  w.status[u] = FLED_OFF;
}

/**
 * u's last model has been slain. A character with it fights on alone in its place (§8.1);
 * otherwise it is destroyed. Returns the character, or −1.
 */
export function wipedOut(w: Wfb4World, u: number): number {
  if (w.anyCharacter) {
    const c = charactersFightOn(w, u);
    if (c >= 0) return c;
  }
  destroy(w, u);
  return -1;
}

/** A multiple-wound hit on one model: the excess is wasted (§5.7). Returns models slain. */
export function woundModel(w: Wfb4World, t: number, wounds: number): number {
  if (w.models[t] === 0) return 0;
  const woundsEach = w.plan.W[t];
  const left = woundsEach - w.pool[t];
  if (wounds >= left) {
    w.pool[t] = 0;
    w.models[t] -= 1;
    reshapeAfterLosses(w, t);
    return 1;
  }
  w.pool[t] += wounds;
  return 0;
}

export function destroy(w: Wfb4World, u: number): void {
  leaves(w, u, DESTROYED);
  w.status[u] = DESTROYED;
  w.routed = 1;
  w.models[u] = 0;
  reshapeAfterLosses(w, u);
  detach(w, u);
}
