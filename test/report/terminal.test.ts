import { describe, expect, it } from 'vitest';
import { summarize } from '../../src/report/summary.ts';
import { formatTerminal, TERMINAL_WIDTH } from '../../src/report/terminal.ts';
import { reportFixture, SWEEP_PATH } from '../fixtures/report/report-fixture.ts';

const result = reportFixture({ sweep: true });
const text = formatTerminal(summarize(result));
const lines = text.split('\n');

describe('formatTerminal', () => {
  it('opens with the title and scenario', () => {
    expect(lines[0]).toBe('Empire halberdiers receive a Bretonnian knight charge');
    expect(lines[1]).toBe('wfb4 · scenarios/wfb4/knights-vs-halberdiers.yaml · 10 simulations per run');
  });

  it('prints outcome rates with their 95% intervals', () => {
    // Wilson 95% for 6/10 is [31.27%, 83.18%].
    expect(lines).toContain('  empire wins       60.0% [31.3, 83.2]');
    expect(lines).toContain('  draw              10.0% [ 1.8, 40.4]');
  });

  it('prints the paired change against the base for a variant', () => {
    expect(lines).toContain('25 halberdiers  (variant; sides.empire.units.halberdiers.models = 25; n = 10)');
    // One discordant pair in ten: +10 points, se 10 points, so ±19.6.
    expect(lines).toContain('  empire wins       70.0% [39.7, 89.2]   +10.0 pts [-9.6, 29.6]');
    expect(text).toMatch(/Halberdiers left +mean 11\.70 \[7\.34, 16\.06\] +median 13 +p5-p95 0-20 +vs base \+4\.20 \[3\.20, 5\.20\]/);
  });

  it('summarises counts and categories in one line each', () => {
    expect(text).toMatch(/Turns played +mean 3\.80 \[2\.89, 4\.71\] +median 3 +p5-p95 2-6\n/);
    expect(text).toMatch(/Halberdiers fate +fighting 50\.0% · fleeing 10\.0% · destroyed 20\.0%/);
    expect(text).toContain('empire 110 (halberdiers 110) · bretonnia 240 (knights 240)');
  });

  it('prints the sweep grid, not a block per sweep point', () => {
    expect(lines).toContain(`sweep over ${SWEEP_PATH}`);
    expect(text).toMatch(/\n {2}10 {6}20\.0% \[ 5\.7, 51\.0\] {2}70\.0% \[39\.7, 89\.2\] {2}10\.0% \[ 1\.8, 40\.4\] {2}n = 10\n/);
    expect(text).not.toContain(`${SWEEP_PATH}=10  (sweep`);
  });

  it('ends with provenance and the reproduce command', () => {
    expect(text).toContain(
      'seed 20261122 · sims 0-10 · warsim 0.1.0 · sfc32/mix32-v1 · hash 3f2a9c1b7d5e · complete',
    );
    expect(lines.at(-2)).toBe('reproduce: warsim run scenarios/wfb4/knights-vs-halberdiers.yaml --sims 10 --seed 20261122');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('gives the answer in words just before the provenance, wrapped at the terminal width', () => {
    const at = lines.findIndex((l) => l.startsWith('empire wins 60.0% [31.3, 83.2], bretonnia wins 30.0%'));
    const seed = lines.findIndex((l) => l.startsWith('seed '));
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at, seed).join(' ')).toBe(
      'empire wins 60.0% [31.3, 83.2], bretonnia wins 30.0% [10.8, 60.3], draw 10.0% [1.8, 40.4]: no clear favourite (empire − bretonnia +30.0 pts [-28.8, 88.8]). ' +
        'Largest effect: the sweep point “sides.empire.units.halberdiers.models=10” moves empire wins from 60.0% to 20.0%, -40.0 pts [-72.0, -8.0] on the same dice. ',
    );
    for (const l of lines.slice(at, seed)) expect(l.length).toBeLessThanOrEqual(TERMINAL_WIDTH);
  });

  it('says what an army without points is, not a total of 0', () => {
    const patrol = summarize(reportFixture());
    for (const army of patrol.runs[0].costs) for (const u of army.units) Object.assign(u, { points: 0, breakdown: 'Patrol (no points)' });
    patrol.runs[0].costs.forEach((a) => (a.points = 0));
    const out = formatTerminal(patrol);
    expect(out).toContain('empire Patrol (no points) · bretonnia Patrol (no points)');
    expect(out).not.toMatch(/empire 0 \(/);
  });

  it('flags a partial result', () => {
    const partial = reportFixture();
    partial.provenance = { ...partial.provenance, partial: true, stoppedBy: 'interrupted' };
    expect(formatTerminal(summarize(partial))).toContain('PARTIAL (interrupted)');
  });

  it('shows a long unit label whole, moving the change against the base under it', () => {
    const long = summarize(reportFixture());
    for (const run of long.runs) {
      const metric = run.metrics.find((m) => m.label === 'Halberdiers left');
      if (metric) metric.label = 'Clan Warriors broke or fled (turn)';
    }
    const longLines = formatTerminal(long).split('\n');
    const at = longLines.findIndex((l) => l.startsWith('  Clan Warriors broke or fled (turn)  mean 11.70'));
    expect(at).toBeGreaterThan(0);
    expect(longLines[at + 1].trim()).toBe('vs base +4.20 [3.20, 5.20]');
    for (const line of longLines) expect(line.length).toBeLessThanOrEqual(TERMINAL_WIDTH);
  });

  it('lines up the rate columns when a rate or an interval end reads 100.0%', () => {
    const certain = summarize(reportFixture());
    const o = certain.runs[0].outcomes;
    Object.assign(o[0], { rate: 1, lo: 0.9991, hi: 1 });
    Object.assign(o[1], { rate: 0.05, lo: 0.04, hi: 0.061 });
    const block = formatTerminal(certain).split('\n');
    const row = (label: string) => block.find((l) => l.startsWith(`  ${label} `))!;
    const a = row(o[0].label);
    const b = row(o[1].label);
    // The % signs, the brackets and the commas stand in the same columns.
    for (const mark of ['%', '[', ',', ']']) expect(b.indexOf(mark), mark).toBe(a.indexOf(mark));
    expect(a).toContain('100.0% [ 99.9, 100.0]');
    expect(b).toContain('  5.0% [  4.0,   6.1]');
    // Without a 100 in the table the columns stay as narrow as before.
    expect(text).toContain(' 10.0% [ 1.8, 40.4]');
    expect(text).not.toContain('[  1.8,');
  });

  it('never cuts a label: one wider than the column stands on its own line, its figures under the column', () => {
    const long = summarize(reportFixture());
    const label = 'Halberdiers of the Reikland Grand Guard fate';
    for (const run of long.runs) for (const m of run.metrics) if (m.label === 'Halberdiers fate') m.label = label;
    long.runs[0].outcomes[0].label = 'empire of sonnstahl and its allies of the east wins';
    const out = formatTerminal(long).split('\n');
    expect(out.join('\n')).not.toContain('…');
    const at = out.indexOf(`  ${label}`);
    expect(at).toBeGreaterThan(0);
    // The label column is at its widest, 36 characters, after a 2-space indent and before 2 more.
    expect(out[at + 1]).toMatch(/^ {40}fighting /);
    const win = out.indexOf('  empire of sonnstahl and its allies of the east wins');
    expect(out[win + 1]).toMatch(/^ +\d+\.\d% \[/);
    for (const line of out) expect(line.length).toBeLessThanOrEqual(TERMINAL_WIDTH);
  });

  it('keeps lines within the terminal width', () => {
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(TERMINAL_WIDTH);
  });
});
