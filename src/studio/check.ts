/**
 * The studio's scenario checks: a scenario the page built (as data) loaded by the same loader as
 * `warsim run`, with every problem as the CLI words it (field path, expected, found, the closest
 * name), the map of the table as the kernel deploys it, and each unit's points.
 */
import { join } from 'node:path';
import type { BattlefieldMap, MapTerrain } from '../battlefield/map.ts';
import { battlefieldMap, terrainOnMap } from '../report/battlefield-map.ts';
import { MAP_MARGIN, mapScale, renderMapSvg } from '../report/map-svg.ts';
import { loadScenario, parseScenario, type LoadedScenario } from '../scenario/load-scenario.ts';
import { formatIssue, ScenarioError, type ScenarioIssue } from '../scenario/scenario-error.ts';
import { formatPath } from '../scenario/id-path.ts';
import { warningText } from '../scenario/scenario-warning.ts';
import { defaultTable } from '../scenario/scenario-schema.ts';
import { getSystem, systemIds } from '../systems/registry.ts';
import type { UnitCost } from '../systems/system.ts';
import { insideRoot } from './guard.ts';

/** One problem, for the page to show beside the field it concerns. */
export interface StudioIssue {
  /** The path by ids, as the CLI prints it: `sides.a.units.knights.models` ('' for the whole scenario). */
  field: string;
  /** The same path, index-based, to find the field in the page's data. */
  path: (string | number)[];
  /** The whole message as `warsim validate` prints it (without file and line). */
  message: string;
}

export interface CheckResult {
  issues: StudioIssue[];
  warnings: string[];
  map: BattlefieldMap | null;
  /** The map drawn as report.html draws it (map-svg.ts), without its legend. */
  svg: string;
  /** Where the table lies in the SVG: its margin and pixels per inch or cm. */
  frame: { margin: number; scale: number };
  costs: UnitCost[];
}

/** The name checks give the page's scenario: side files and messages resolve in the studio's folder. */
export function studioFile(root: string): string {
  return join(root, 'studio.json');
}

function toIssue(issue: ScenarioIssue): StudioIssue {
  const { file: _file, line: _line, column: _column, ...rest } = issue;
  return { field: issue.field ?? formatPath(issue.path), path: [...issue.path], message: formatIssue(rest) };
}

/** A side written as `{ file: … }`: the studio edits sides in place only (and reads no other file). */
function sideFileIssues(scenario: unknown): StudioIssue[] {
  const sides = (scenario as { sides?: unknown })?.sides;
  if (!Array.isArray(sides)) return [];
  const issues: StudioIssue[] = [];
  sides.forEach((side, i) => {
    if (side && typeof side === 'object' && 'file' in side) {
      issues.push({
        field: `sides.${i}`,
        path: ['sides', i],
        message: `sides.${i}: a side file; the studio edits a scenario whose sides are written in it — copy the side's units into the scenario, or run it with \`warsim run\``,
      });
    }
  });
  return issues;
}

/**
 * Load the page's scenario as `warsim run` would.
 *
 * @returns the loaded scenario, or the problems that stop it
 */
export function loadStudioScenario(root: string, scenario: unknown): LoadedScenario | StudioIssue[] {
  const fromFiles = sideFileIssues(scenario);
  if (fromFiles.length > 0) return fromFiles;
  try {
    return parseScenario(JSON.stringify(scenario ?? null, null, 1), studioFile(root), { lookupSystem: getSystem, systemIds });
  } catch (error) {
    if (error instanceof ScenarioError) return error.issues.map(toIssue);
    throw error;
  }
}

const num = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The table and the terrain pieces that are whole, of a scenario that does not load yet (the
 * page draws its units where they stand until they can be laid out), or null without a system.
 */
function tableOnly(scenario: unknown): BattlefieldMap | null {
  const s = (scenario ?? {}) as { system?: unknown; title?: unknown; battlefield?: { width?: unknown; depth?: unknown; terrain?: unknown }; sides?: unknown };
  const system = typeof s.system === 'string' ? getSystem(s.system) : undefined;
  if (!system) return null;
  const bf = s.battlefield ?? {};
  const table = defaultTable(system);
  const width = num(bf.width) && bf.width > 0 && bf.width <= 1000 ? bf.width : table.width;
  const depth = num(bf.depth) && bf.depth > 0 && bf.depth <= 1000 ? bf.depth : table.depth;
  // The pieces that are whole (the loader has not checked them), drawn as the report draws them.
  const terrain: MapTerrain[] = [];
  for (const [k, t] of (Array.isArray(bf.terrain) ? bf.terrain : []).entries()) {
    const p = (t ?? {}) as Record<string, unknown>;
    const kind = typeof p.kind === 'string' ? p.kind : 'terrain';
    const name = typeof p.name === 'string' ? p.name : '';
    const from = p.from as unknown[] | undefined;
    const to = p.to as unknown[] | undefined;
    if (Array.isArray(from) && Array.isArray(to) && num(from[0]) && num(from[1]) && num(to[0]) && num(to[1])) {
      terrain.push(terrainOnMap({ kind, name, from: [from[0], from[1]], to: [to[0], to[1]] }, k));
    } else if (num(p.x) && num(p.y) && num(p.width) && num(p.depth)) {
      terrain.push(terrainOnMap({ kind, name, x: p.x, y: p.y, width: p.width, depth: p.depth }, k));
    }
  }
  const sides = Array.isArray(s.sides) ? s.sides.map((side: { id?: unknown }) => String(side?.id ?? '')) : [];
  return {
    title: typeof s.title === 'string' ? s.title : '',
    measure: system.measure,
    width,
    depth,
    sides: [sides[0] ?? 'a', sides[1] ?? 'b'],
    terrain,
    units: [],
    markers: [],
  };
}

/**
 * The scenario hash of file `file` (relative to the studio's folder, inside it), or null when
 * it is not there or does not load: whether a saved file holds the page's scenario.
 */
export function savedHash(root: string, file: string | undefined): string | null {
  if (file === undefined || file === '') return null;
  try {
    return loadScenario(insideRoot(root, file), { lookupSystem: getSystem, systemIds }).hash;
  } catch {
    return null;
  }
}

export function checkScenario(root: string, scenario: unknown): CheckResult {
  const loaded = loadStudioScenario(root, scenario);
  if (Array.isArray(loaded)) {
    const table = tableOnly(scenario);
    return { issues: loaded, warnings: [], map: null, svg: table ? renderMapSvg(table, { legend: false, idPrefix: 'studio' }) : '', frame: { margin: MAP_MARGIN, scale: table ? mapScale(table) : 1 }, costs: [] };
  }
  const run = loaded.runs[0];
  const plan = loaded.system.compile(run);
  const map = battlefieldMap(run, plan);
  return {
    issues: [],
    warnings: loaded.warnings.map((w) => warningText(w)),
    map,
    svg: renderMapSvg(map, { legend: false, idPrefix: 'studio' }),
    frame: { margin: MAP_MARGIN, scale: mapScale(map) },
    costs: loaded.system.costs(plan),
  };
}
