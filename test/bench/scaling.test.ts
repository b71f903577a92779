// The scaling benchmark's battles and its printouts (scripts/bench-scaling.ts). Speed is never
// asserted here: the battles load, hold N units a side and play; the table and the chart are
// checked on fixed rows.
import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import {
  lineBattle,
  lineBattleText,
  SCALING_SIZES,
  scalingChart,
  scalingSlope,
  scalingSystems,
  scalingTable,
  type ScalingRow,
} from '../../scripts/bench-scaling.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { simulateRange } from '../../src/runner/simulate-range.ts';
import { systemIds } from '../../src/systems/registry.ts';

const SIMS = 20;

describe('line battles', () => {
  it('there is one for every registered game system', () => {
    expect(scalingSystems()).toEqual(systemIds());
  });

  it('an unknown system is refused by name', () => {
    expect(() => lineBattleText('wfb2', 1)).toThrow(/no scaling battle for game system "wfb2"/);
  });

  for (const system of systemIds()) {
    for (const units of SCALING_SIZES) {
      it(`${system}, ${units} a side: loads, has ${units} line units a side and plays`, () => {
        // Throws a ScenarioError naming the field when the generated text is not a valid scenario.
        const loaded = lineBattle(system, units);
        const [near, far] = loaded.scenario.sides;
        const line = (prefix: string, entries: typeof near.units) => entries.filter((u) => new RegExp(`^${prefix}-\\d+$`).test(u.id));
        const nearLine = line('near', near.units);
        const farLine = line('far', far.units);
        expect(nearLine).toHaveLength(units);
        expect(farLine).toHaveLength(units);
        // Copies of one unit: the entries differ only in id, position and brigade.
        const kind = (u: (typeof near.units)[number]) => JSON.stringify({ ...u, id: '', position: null, brigade: '' });
        expect(new Set(nearLine.map(kind)).size).toBe(1);
        expect(new Set(farLine.map(kind)).size).toBe(1);
        // Side by side across the table, each line at one depth.
        expect(new Set(nearLine.map((u) => u.position.y)).size).toBe(1);
        const xs = nearLine.map((u) => u.position.x);
        expect(xs).toEqual([...xs].sort((a, b) => a - b));
        expect(xs.every((x) => x > 0 && x < loaded.scenario.battlefield.width)).toBe(true);

        const compiled = compileRuns([loaded.runs[0]]);
        const tally = simulateRange(compiled, loaded.scenario.seed, 0, SIMS);
        const t = tally.variants[0];
        expect(t.n).toBe(SIMS);
        // The lines meet: some simulation fights at least one round of combat.
        const rounds = t.specs.findIndex((s) => s.key === 'rounds');
        expect(rounds).toBeGreaterThan(0);
        expect(t.histogram(rounds)[0]).toBeLessThan(SIMS);
      });
    }
  }

  it('every size plays the same battle: only the lines and the width change', () => {
    for (const system of systemIds()) {
      const frame = (units: number) => {
        const s = lineBattle(system, units).scenario;
        return { end: s.end, rules: s.rules, depth: s.battlefield.depth, armies: s.sides.map((side) => side.army) };
      };
      for (const units of SCALING_SIZES) expect(frame(units)).toEqual(frame(1));
    }
  });
});

/** Rows of two systems: one grows with the units, the other with their square from 8 on. */
function rows(): ScalingRow[] {
  const row = (system: string, units: number, micros: number, one: number): ScalingRow => ({
    system,
    units,
    micros,
    medianMicros: micros * 1.1,
    ratio: micros / one,
    sims: 1000,
  });
  return [
    ...[1, 2, 4, 8, 16].map((n) => row('linear', n, 10 * n, 10)),
    ...[
      [1, 2.5],
      [2, 4],
      [4, 8],
      [8, 100],
      [16, 400],
    ].map(([n, us]) => row('square', n, us, 2.5)),
  ];
}

describe('scalingSlope', () => {
  it('is the log-log slope from 8 to 16 units', () => {
    // The @example: 100 µs to 400 µs as the units double is a slope of 2.
    expect(scalingSlope([{ units: 8, micros: 100 }, { units: 16, micros: 400 }], 8, 16)).toBeCloseTo(2, 12);
    expect(scalingSlope(rows().filter((r) => r.system === 'linear'))).toBeCloseTo(1, 12);
    expect(scalingSlope(rows().filter((r) => r.system === 'linear'), 1, 4)).toBeCloseTo(1, 12);
  });

  it('is NaN when a size is missing', () => {
    expect(scalingSlope([{ units: 8, micros: 100 }])).toBeNaN();
  });
});

describe('scalingTable', () => {
  it('prints one line per system: µs and × the 1-unit cost per size, and the slope', () => {
    const lines = scalingTable(rows()).split('\n');
    const header = lines.find((l) => l.startsWith('system'))!;
    expect(header.split(/\s{2,}/)).toEqual(['system', '1 a side', '2 a side', '4 a side', '8 a side', '16 a side', 'slope 8→16']);
    const linear = lines.find((l) => l.startsWith('linear'))!;
    expect(linear.split(/\s{2,}/)).toEqual(['linear', '10.0 ×1.0', '20.0 ×2.0', '40.0 ×4.0', '80.0 ×8.0', '160 ×16', '1.00']);
    const square = lines.find((l) => l.startsWith('square'))!;
    expect(square.split(/\s{2,}/)).toEqual(['square', '2.50 ×1.0', '4.00 ×1.6', '8.00 ×3.2', '100 ×40', '400 ×160', '2.00']);
  });

  it('marks a size not timed and a slope it cannot take', () => {
    const some = rows().filter((r) => r.system === 'linear' && r.units !== 16);
    const line = scalingTable(some)
      .split('\n')
      .find((l) => l.startsWith('linear'))!;
    expect(line.split(/\s{2,}/).slice(-2)).toEqual(['—', '—']);
  });

  it('writes thousands of microseconds whole, with separators', () => {
    const big = rows().map((r) => ({ ...r, micros: r.micros * 100 }));
    expect(scalingTable(big)).toContain('40,000 ×160');
  });
});

describe('scalingChart', () => {
  const spec = scalingChart(rows()) as TopLevelSpec & {
    data: { values: { system: string; units: number; micros: number }[] };
    layer: { mark: { type: string }; encoding: Record<string, { field?: string; scale?: { type?: string; base?: number } }> }[];
  };

  it('holds every row: system, units and µs per simulation', () => {
    expect(spec.data.values).toHaveLength(10);
    expect(spec.data.values[7]).toMatchObject({ system: 'square', units: 4, micros: 8 });
  });

  it('puts units a side on a log2 x axis and µs on a log y axis, one line per system', () => {
    const line = spec.layer.find((l) => l.mark.type === 'line')!;
    expect(line.encoding.x).toMatchObject({ field: 'units', scale: { type: 'log', base: 2 } });
    expect(line.encoding.y).toMatchObject({ field: 'micros', scale: { type: 'log' } });
    expect(line.encoding.color).toMatchObject({ field: 'system' });
  });

  it('compiles with vega-lite', () => {
    expect(() => compile(spec)).not.toThrow();
  });
});
