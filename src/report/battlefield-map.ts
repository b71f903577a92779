/**
 * The battlefield map of one run (battlefield/map.ts): the table and terrain of its resolved
 * scenario (variants applied), and the units as its system's kernel deploys them from the
 * compiled plan.
 */
import type { BattlefieldMap, MapTerrain } from '../battlefield/map.ts';
import type { ResolvedScenario, Terrain } from '../scenario/types.ts';
import { requireSystem } from '../systems/registry.ts';

/** Terrain piece `k` of a scenario as the map draws it (unnamed: its kind and number). */
export function terrainOnMap(t: Terrain, k: number): MapTerrain {
  const name = t.name || `${t.kind} ${k + 1}`;
  return 'from' in t
    ? { kind: t.kind, name, linear: true, x0: t.from[0], y0: t.from[1], x1: t.to[0], y1: t.to[1] }
    : { kind: t.kind, name, linear: false, x0: t.x, y0: t.y, x1: t.x + t.width, y1: t.y + t.depth };
}

/**
 * @param run a resolved run (the base scenario or one variant)
 * @param plan its compiled plan, when the caller has it already
 */
export function battlefieldMap(run: ResolvedScenario, plan?: unknown): BattlefieldMap {
  const system = requireSystem(run.scenario.system);
  const compiled = plan ?? system.compile(run);
  const { units, markers } = system.figures(compiled);
  const s = run.scenario;
  return {
    title: run.name === 'base' ? s.title : `${s.title} — ${run.name}`,
    measure: system.measure,
    width: s.battlefield.width,
    depth: s.battlefield.depth,
    sides: [s.sides[0].id, s.sides[1].id],
    terrain: s.battlefield.terrain.map(terrainOnMap),
    units,
    markers,
  };
}
