import { describe, expect, it } from 'vitest';
import { buildCsvFiles, metricCsvFiles, metricStatsCsv, summaryCsv, sweepCsv } from '../../src/report/csv.ts';
import { fileSlug } from '../../src/report/file-slug.ts';
import { summarize } from '../../src/report/summary.ts';
import { reportFixture, SWEEP_PATH } from '../fixtures/report/report-fixture.ts';

/** Minimal CSV reader for these files: quoted fields may hold commas and doubled quotes. */
function parse(csv: string): Record<string, string>[] {
  const lines = csv.trimEnd().split('\n');
  const split = (line: string): string[] => {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (quoted) {
        if (ch === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ',') {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    cells.push(cell);
    return cells;
  };
  const header = split(lines[0]);
  return lines.slice(1).map((line) => Object.fromEntries(split(line).map((v, i) => [header[i], v])));
}

const summary = summarize(reportFixture({ sweep: true }));

describe('summaryCsv', () => {
  const rows = parse(summaryCsv(summary));

  it('has one row per run × outcome', () => {
    expect(rows).toHaveLength(5 * 3);
    expect(rows[0]).toMatchObject({ run: 'base', kind: 'base', set: '{}', n: '10', outcome: 'empire wins', count: '6', rate: '0.6' });
    expect(Number(rows[0].lo)).toBe(summary.runs[0].outcomes[0].lo);
    // The base has no difference with itself.
    expect([rows[0].base_rate, rows[0].diff_vs_base, rows[0].diff_lo, rows[0].diff_hi]).toEqual(['', '', '', '']);
  });

  it('carries the paired difference for the other runs', () => {
    const variant = rows[3];
    expect(variant).toMatchObject({ run: '25 halberdiers', kind: 'variant', outcome: 'empire wins', base_rate: '0.6' });
    expect(JSON.parse(variant.set)).toEqual({ [SWEEP_PATH]: 25 });
    expect(Number(variant.diff_vs_base)).toBeCloseTo(0.1, 15);
    expect(Number(variant.diff_lo)).toBe(summary.runs[1].vsBase!.outcomes[0].lo);
  });
});

describe('metricStatsCsv', () => {
  it('lists the count metrics with mean, quantiles and change against the base', () => {
    const rows = parse(metricStatsCsv(summary));
    const left = rows.filter((r) => r.metric === 'unit.halberdiers.left');
    expect(left.map((r) => [r.run, r.mean, r.median])).toEqual([
      ['base', '7.5', '8'],
      ['25 halberdiers', '11.7', '13'],
      [`${SWEEP_PATH}=10`, expect.any(String), expect.any(String)],
      [`${SWEEP_PATH}=20`, '7.5', '8'],
      [`${SWEEP_PATH}=30`, expect.any(String), expect.any(String)],
    ]);
    expect(Number(left[1].diff_vs_base)).toBeCloseTo(4.2, 14);
    expect(rows.some((r) => r.metric === 'unit.halberdiers.fate')).toBe(false);
  });
});

describe('metricCsvFiles', () => {
  const files = metricCsvFiles(summary);

  it('writes one file per metric', () => {
    expect(files.map((f) => f.name)).toEqual([
      'metric-outcome.csv',
      'metric-turns.csv',
      'metric-unit.halberdiers.left.csv',
      'metric-unit.knights.left.csv',
      'metric-unit.halberdiers.fate.csv',
    ]);
  });

  it('holds the whole histogram of every run', () => {
    const turns = parse(files[1].content);
    expect(turns).toHaveLength(5 * 7);
    expect(turns.filter((r) => r.run === 'base').map((r) => r.count)).toEqual(['0', '0', '2', '3', '2', '1', '2']);
    expect(turns[3]).toEqual({ run: 'base', kind: 'base', value: '3', label: '3', count: '3', share: '0.3' });
    const fate = parse(files[4].content);
    expect(fate[3]).toMatchObject({ run: 'base', value: '3', label: 'fled off table', count: '1' });
  });
});

describe('sweepCsv', () => {
  it('has one wide row per sweep point', () => {
    const rows = parse(sweepCsv(summary)!);
    expect(rows.map((r) => [r[SWEEP_PATH], r.n, r['empire wins rate'], r['bretonnia wins rate']])).toEqual([
      ['10', '10', '0.2', '0.7'],
      ['20', '10', '0.6', '0.3'],
      ['30', '10', '0.6', '0.3'],
    ]);
    expect(Number(rows[0]['empire wins lo'])).toBe(summary.sweep!.rows[0].outcomes[0].lo);
  });

  it('writes booleans as words and is absent without a sweep', () => {
    const flags = { ...summary, sweep: { paths: ['rules.flag'], rows: [{ ...summary.sweep!.rows[0], values: [true] }] } };
    expect(parse(sweepCsv(flags)!)[0]['rules.flag']).toBe('true');
    expect(sweepCsv({ ...summary, sweep: null })).toBeNull();
  });
});

describe('buildCsvFiles', () => {
  it('lists summary, metrics, sweep, then the per-metric files', () => {
    expect(buildCsvFiles(summary).map((f) => f.name).slice(0, 4)).toEqual(['summary.csv', 'metrics.csv', 'sweep.csv', 'metric-outcome.csv']);
  });
});

describe('fileSlug', () => {
  it('keeps safe characters and cannot leave the folder', () => {
    expect(fileSlug('unit.knights.left')).toBe('unit.knights.left');
    expect(fileSlug('unit.knights of the realm.left')).toBe('unit.knights-of-the-realm.left');
    expect(fileSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(fileSlug('///')).toBe('metric');
  });
});
