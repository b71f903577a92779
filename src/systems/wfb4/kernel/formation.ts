/** A unit's formation as its models fall (rules/wfb4.md §1.3): front rank and ranks. */
import { DESTROYED, FLED_OFF } from '../../rank-and-file/unit-state.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- unit shape

export function frontRank(w: Wfb4World, u: number): number {
  const m = w.models[u];
  const f = w.plan.files[u];
  return m < f ? m : f;
}

export function ranks(w: Wfb4World, u: number): number {
  const f = w.plan.files[u];
  return ((w.models[u] + f - 1) / f) | 0;
}

export function alive(w: Wfb4World, u: number): boolean {
  const s = w.status[u];
  return s !== DESTROYED && s !== FLED_OFF;
}
