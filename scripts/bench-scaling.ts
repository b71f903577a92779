/**
 * The scaling benchmark (issue 21 item 3): the same battle with 1, 2, 4, 8 and 16 units a side
 * for each game system, timed on one warmed-up thread, so that a step of the engine whose cost
 * grows faster with the units than the rules require shows up as a steeper curve. Run from
 * `scripts/bench.ts`; speed is measured here, never asserted in tests.
 *
 * The battle is a line against a line: each side has N copies of one ordinary infantry unit side
 * by side across the table, the lines facing each other far enough apart to approach, shoot and
 * charge over the turns. One side advances to charge (Halberdiers, Imperial Guard, Orc
 * Warriors); the other carries missiles and shoots as it is approached (Orcs with bows, Goblin
 * Rabble, Crossbowmen). Only the table's width grows with N, by a fixed spacing a unit; the
 * depth, the gap between the lines and the end (a fixed number of turns) are the same for every N.
 */
import type { TopLevelSpec } from 'vega-lite';
import { Rng } from '../src/core/rng.ts';
import { createRunTally } from '../src/core/tally.ts';
import { CONFIG, SCHEMA } from '../src/report/charts.ts';
import { compileRuns } from '../src/runner/compile-runs.ts';
import { playRange } from '../src/runner/simulate-range.ts';
import { parseScenario, type LoadedScenario } from '../src/scenario/load-scenario.ts';
import { getSystem, systemIds } from '../src/systems/registry.ts';
import { timeWindows, type Budget } from './bench-timing.ts';

/** Units a side, in the order they are played and printed. */
export const SCALING_SIZES = [1, 2, 4, 8, 16] as const;

/** One timed battle size of one system. */
export interface ScalingRow {
  system: string;
  /** Units a side. */
  units: number;
  /** Microseconds per simulation in the best timed window: what the code costs on this machine. */
  micros: number;
  /** The median window's microseconds per simulation: how much other load took away. */
  medianMicros: number;
  /** `micros` over the same system's 1-unit `micros` (NaN when the 1-unit size was not timed). */
  ratio: number;
  /** Simulations played in the timed windows. */
  sims: number;
}

/** One unit of a line: its entry without id and position. */
type Entry = Record<string, unknown>;

interface LineSide {
  army?: string;
  y: number;
  facing?: number;
  unit: Entry;
  /** Name the line's groups as brigades (Warmaster, §2.6). */
  brigades?: boolean;
  /** Units that are no part of the line (Warmaster's commanders), given each group's centre x. */
  extras?: (groupCentres: number[]) => Entry[];
}

interface LineBattle {
  title: string;
  /** Fields of the scenario other than the title, table and sides: end, rules, victory... */
  frame: Record<string, unknown>;
  /** Inches or centimetres between the centres of neighbouring units of a group. */
  spacing: number;
  /** Units of a line stand in groups of this many, `gap` apart (0: one group). */
  group: number;
  gap: number;
  /** Table left free at each end of the lines. */
  margin: number;
  depth: number;
  near: LineSide;
  far: LineSide;
}

const LINE_BATTLES: Record<string, LineBattle> = {
  // Inches. 10 models in 5 files are about 4" wide (20 mm bases); the lines stand 30" apart as
  // in bench-battle.yaml. The Orc archers close to bow range (24") and shoot; the Halberdiers
  // march in and charge (the default tactics).
  wfb4: {
    title: 'Halberdiers against Orc archers',
    frame: { end: { turns: 6 }, first: 'roll-off', victory: 'vp' },
    spacing: 6,
    group: 0,
    gap: 0,
    margin: 9,
    depth: 48,
    near: {
      y: 9,
      facing: 0,
      unit: { profile: 'man', models: 10, files: 5, weapons: ['halberd'], armour: ['light-armour'] },
    },
    far: {
      y: 39,
      facing: 180,
      unit: { profile: 'orc', models: 10, files: 5, weapons: ['bow'], tactics: { move: 'to-range' } },
    },
  },
  // Inches. The 3rd edition's engagement on an open table (no shooting is played yet): Men with
  // spears advance on a line of Men with hand weapons and shields that hold, and charge them.
  wfb3: {
    title: 'Spearmen against swordsmen',
    frame: { end: { turns: 6 }, first: 'roll-off' },
    spacing: 6,
    group: 0,
    gap: 0,
    margin: 9,
    depth: 48,
    near: {
      y: 9,
      facing: 0,
      unit: { profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, models: 10, files: 5, weapons: ['spear'], armour: ['light-armour', 'shield'] },
    },
    far: {
      y: 39,
      facing: 180,
      unit: { profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, models: 10, files: 5, armour: ['light-armour', 'shield'], tactics: { charge: 'never', move: 'hold' } },
    },
  },
  // Inches; the Basic game's Patrol units, as bench-patrol-clash.yaml (the army lists' Dup
  // limits allow at most 3 of a unit). Imperial Guard (5×3, about 4" wide) march and charge;
  // the Goblin Rabble (5×4) stand off and shoot their Bows (the default for a unit that shoots).
  't9a-eow': {
    title: 'Imperial Guard against Goblin Rabble',
    frame: { end: { turns: 4 }, first: 'roll-off', rules: { game: 'basic' } },
    spacing: 6,
    group: 0,
    gap: 0,
    margin: 9,
    depth: 48,
    near: { army: 'empire-of-sonnstahl', y: 12, unit: { unit: 'imperial-guard' } },
    far: { army: 'orcs-and-goblins', y: 36, facing: 180, unit: { unit: 'goblin-rabble' } },
  },
  // Centimetres; the lines stand 50 cm apart as in bench-brigade-clash.yaml. The Orc Warriors
  // close in and charge by orders, which is where Warmaster's rules limit a long line: a
  // character orders the units nearest him first, −1 a further 20 cm (§2.4), and the General's
  // first failure ends the Command phase. With one General a side and no brigades, only the
  // four or five Orc units nearest him ever came to blows in a 16-unit line (1,000 simulations):
  // a bigger N would have timed idle flanks. So the Orcs stand as a player would field them:
  // brigades of four touching units
  // (three stands in line, 12 cm wide; §2.6), one character behind each: the General behind
  // the first, a Hero (60 cm range) behind each other. The Crossbowmen hold and shoot (they need
  // no orders), with their General behind the middle.
  warmaster: {
    title: 'Orc Warriors against Crossbowmen',
    frame: { end: { turns: 6 }, victory: 'vp' },
    spacing: 12,
    group: 4,
    gap: 8,
    margin: 30,
    depth: 130,
    near: {
      army: 'orcs-and-goblins',
      y: 40,
      unit: { unit: 'orc-warriors' },
      brigades: true,
      extras: (centres) =>
        centres.map((x, g) =>
          g === 0 ? { id: 'orc-general', unit: 'orc-general', position: { x, y: 25 } } : { id: `orc-hero-${g}`, unit: 'orc-hero', position: { x, y: 25 } },
        ),
    },
    far: {
      army: 'empire',
      y: 90,
      unit: { unit: 'crossbowmen', tactics: { orders: 'hold' } },
      extras: (centres) => [{ id: 'empire-general', unit: 'general', position: { x: (centres[0] + centres[centres.length - 1]) / 2, y: 105 } }],
    },
  },
};

/** The systems that have a line battle, in registry order. */
export function scalingSystems(): string[] {
  return systemIds().filter((id) => id in LINE_BATTLES);
}

/**
 * The line battle of a system with `units` units a side, as scenario JSON text.
 *
 * @throws when the system has no line battle
 */
export function lineBattleText(system: string, units: number): string {
  const battle = LINE_BATTLES[system];
  if (battle === undefined) throw new Error(`no scaling battle for game system "${system}" (known: ${Object.keys(LINE_BATTLES).join(', ')})`);
  const size = battle.group > 0 ? battle.group : units;
  const groups = Math.ceil(units / size);
  const xs = Array.from({ length: units }, (_, i) => battle.margin + battle.spacing * (i + 0.5) + battle.gap * Math.floor(i / size));
  const width = 2 * battle.margin + battle.spacing * units + battle.gap * (groups - 1);
  const centres = Array.from({ length: groups }, (_, g) => {
    const members = xs.slice(g * size, (g + 1) * size);
    return (members[0] + members[members.length - 1]) / 2;
  });
  const side = (id: string, s: LineSide) => ({
    id,
    ...(s.army === undefined ? {} : { army: s.army }),
    units: [
      ...xs.map((x, i) => ({
        id: `${id}-${i + 1}`,
        ...s.unit,
        ...(s.brigades === true ? { brigade: `brigade-${Math.floor(i / size) + 1}` } : {}),
        position: { x, y: s.y, ...(s.facing === undefined ? {} : { facing: s.facing }) },
      })),
      ...(s.extras?.(centres) ?? []),
    ],
  });
  const scenario = {
    format: 'warsim/1',
    system,
    title: `Scaling: ${battle.title}, ${units} a side`,
    seed: 1,
    ...battle.frame,
    battlefield: { width, depth: battle.depth },
    sides: [side('near', battle.near), side('far', battle.far)],
  };
  return JSON.stringify(scenario, null, 2);
}

/**
 * The line battle loaded and checked as any scenario file is.
 *
 * @throws ScenarioError when the generated scenario is not valid
 */
export function lineBattle(system: string, units: number): LoadedScenario {
  return parseScenario(lineBattleText(system, units), `scaling-${system}-${units}.json`, { lookupSystem: getSystem, systemIds });
}

/**
 * Microseconds per simulation of one loaded battle on this thread: warmed up, then timed in
 * windows of fixed duration (not count, since a 16-unit battle can cost a hundred times a
 * 1-unit one); the best window and the median.
 */
function timeBattle(loaded: LoadedScenario, budget: Budget): { micros: number; medianMicros: number; sims: number } {
  const compiled = compileRuns([loaded.runs[0]]);
  const tally = createRunTally(compiled.specs);
  const rng = new Rng();
  let from = 0;
  const t = timeWindows((n) => {
    playRange(compiled, tally, 1, from, from + n, rng);
    from += n;
  }, budget);
  return { micros: 1e6 / t.best, medianMicros: 1e6 / t.median, sims: t.sims };
}

/**
 * Play every system's line battle at 1, 2, 4, 8 and 16 units a side and time each size.
 * About 100 s in all (3 systems × 5 sizes × ~7 s), about 30 s with `quick`.
 *
 * @param opts.quick shorter warm-up and windows
 * @param opts.only time only the systems whose id contains this text ('' for all)
 */
export async function scalingBench(opts: { quick: boolean; only: string }): Promise<ScalingRow[]> {
  const budget: Budget = opts.quick ? { warm: 600, window: 400, windows: 3 } : { warm: 2000, window: 1000, windows: 5 };
  const rows: ScalingRow[] = [];
  for (const system of scalingSystems()) {
    if (opts.only && !system.includes(opts.only)) continue;
    let one = NaN;
    for (const units of SCALING_SIZES) {
      const timed = timeBattle(lineBattle(system, units), budget);
      if (units === 1) one = timed.micros;
      rows.push({ system, units, ...timed, ratio: timed.micros / one });
      // Let the event loop breathe between sizes (the caller may print or be interrupted).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return rows;
}

/**
 * The log-log slope of a system's cost between two sizes: 1 when the cost grows in proportion
 * to the units, 2 when it grows with their square.
 *
 * @returns NaN when either size is missing
 * @example scalingSlope([{ units: 8, micros: 100 }, { units: 16, micros: 400 }], 8, 16) // → 2
 */
export function scalingSlope(rows: readonly Pick<ScalingRow, 'units' | 'micros'>[], from = 8, to = 16): number {
  const a = rows.find((r) => r.units === from);
  const b = rows.find((r) => r.units === to);
  if (a === undefined || b === undefined) return NaN;
  return Math.log(b.micros / a.micros) / Math.log(to / from);
}

/** The rows as a text table: one line per system, µs per simulation and × the 1-unit cost per size, and the slope. */
export function scalingTable(rows: readonly ScalingRow[]): string {
  const systems = [...new Set(rows.map((r) => r.system))];
  const cell = (r: ScalingRow | undefined) => (r === undefined ? '—' : `${formatMicros(r.micros)} ×${r.ratio.toFixed(r.ratio < 10 ? 1 : 0)}`);
  const header = ['system', ...SCALING_SIZES.map((n) => `${n} a side`), 'slope 8→16'];
  const body = systems.map((system) => {
    const mine = rows.filter((r) => r.system === system);
    const slope = scalingSlope(mine);
    return [system, ...SCALING_SIZES.map((n) => cell(mine.find((r) => r.units === n))), Number.isNaN(slope) ? '—' : slope.toFixed(2)];
  });
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((line) => line[c].length)));
  const format = (line: string[]) => line.map((text, c) => (c === 0 ? text.padEnd(widths[c]) : text.padStart(widths[c]))).join('   ').trimEnd();
  return [
    'Cost as the battle grows: µs per simulation (best timed window) and × the 1-unit cost;',
    'slope: the log-log slope from 8 to 16 units a side (1 linear in units, 2 quadratic)',
    '',
    format(header),
    ...body.map(format),
  ].join('\n');
}

/** Three significant figures, no exponent: 0.842, 12.3, 4,210. */
function formatMicros(micros: number): string {
  if (micros >= 1000) return Math.round(micros).toLocaleString('en-US');
  return micros.toPrecision(3);
}

/**
 * The rows as a Vega-Lite chart: units a side on a log2 x axis, microseconds per simulation on
 * a log y axis, one line per system; a straight line's slope is the exponent of the growth.
 */
export function scalingChart(rows: readonly ScalingRow[]): TopLevelSpec {
  const values = rows.map((r) => ({ system: r.system, units: r.units, micros: r.micros, ratio: r.ratio }));
  const x = {
    field: 'units',
    type: 'quantitative' as const,
    scale: { type: 'log' as const, base: 2 },
    axis: { values: [...SCALING_SIZES], format: 'd' },
    title: 'units a side (log2 scale)',
  };
  const y = { field: 'micros', type: 'quantitative' as const, scale: { type: 'log' as const }, title: 'µs per simulation (log scale)' };
  const color = { field: 'system', type: 'nominal' as const, title: null };
  return {
    $schema: SCHEMA,
    title: { text: 'Cost as the battle grows', subtitle: 'the same line battle with 1 to 16 units a side; best timed window' },
    config: CONFIG,
    width: 520,
    height: 320,
    data: { values },
    layer: [
      { mark: { type: 'line' as const }, encoding: { x, y, color } },
      {
        mark: { type: 'point' as const, filled: true },
        encoding: {
          x,
          y,
          color,
          tooltip: [
            { field: 'system', type: 'nominal' as const },
            { field: 'units', type: 'quantitative' as const, title: 'units a side' },
            { field: 'micros', type: 'quantitative' as const, format: '.3~s', title: 'µs per simulation' },
            { field: 'ratio', type: 'quantitative' as const, format: '.1f', title: '× 1 unit' },
          ],
        },
      },
    ],
  };
}
