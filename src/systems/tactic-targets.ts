/**
 * Tactics that name a target (charge, shoot) in the rank-and-file systems: an enemy unit id,
 * "nearest" or "never", resolved to a unit index or one of the two codes below.
 */
import { ScenarioError } from '../scenario/scenario-error.ts';
import type { Path } from '../scenario/schema.ts';

export const TARGET_NEAREST = -1;
export const TARGET_NEVER = -2;

/** The unit index a target tactic names, TARGET_NEAREST / TARGET_NEVER, or `fallback` when absent. */
export function tacticTarget(value: unknown, idIndex: Map<string, number>, fallback: number): number {
  if (value === undefined) return fallback;
  if (value === 'nearest') return TARGET_NEAREST;
  if (value === 'never') return TARGET_NEVER;
  return idIndex.get(value as string) ?? fallback;
}

/** Refuse a charge or shoot tactic that names a friendly unit. */
export function checkEnemyTargets(tactics: Record<string, unknown>, path: Path, idIndex: Map<string, number>, sideOf: (unit: number) => number, side: number): void {
  for (const key of ['charge', 'shoot'] as const) {
    const v = tactics[key];
    if (typeof v !== 'string' || v === 'nearest' || v === 'never') continue;
    const j = idIndex.get(v);
    if (j !== undefined && sideOf(j) === side) {
      throw ScenarioError.at([...path, 'tactics', key], 'an enemy unit id, "nearest" or "never"', `"${v}", a friendly unit`);
    }
  }
}
