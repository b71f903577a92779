// `warsim matrix` (issue 17 item 2): every pairing of a field from both table edges and both
// first turns; mirror matchups score 50% and the table is symmetric; one thread or two alike;
// the built-in fields are written out as files that play the same games again; the page in
// Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pairingSeed, pairingsOf, scoreOf, standingsOf, type FieldSide } from '../../src/analysis/matrix.ts';
import { Z95 } from '../../src/core/stats/z.ts';
import type { MatrixReport } from '../../src/report/matrix-report.ts';
import { parseScenario } from '../../src/scenario/load-scenario.ts';
import { getSystem, systemIds } from '../../src/systems/registry.ts';
import { patrolSides } from '../../src/systems/t9a-eow/patrol-field.ts';
import { checkRenderedPage, skipWithoutChromium } from '../helpers/offline-page.ts';

const BIN = join(process.cwd(), 'bin/warsim.js');
const dir = mkdtempSync(join(tmpdir(), 'warsim-matrix-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Twenty halberdiers that charge whatever is nearest, 12" in from their edge. */
function halberdiers(id: string): string {
  return `format: warsim-side/1
system: wfb4
id: ${id}
units:
  - { id: halberdiers, profile: man, models: 20, files: 5, weapons: [halberd], armour: [light-armour], command: [standard, musician], position: { x: 36, y: 18 } }
`;
}

const KNIGHTS = `format: warsim-side/1
system: wfb4
id: knights
name: Reiksguard
units:
  - { id: knights, profile: reiksguard-knight, mount: warhorse, models: 6, files: 3, weapons: [lance], armour: [heavy-armour, shield, barding], position: { x: 36, y: 18 } }
`;

const TABLE = `format: warsim/1
system: wfb4
title: Open field
seed: 5
end: { turns: 6 }
victory: rout
battlefield: { width: 72, depth: 48 }
`;

for (const [name, text] of Object.entries({ 'empire.side.yaml': halberdiers('empire'), 'militia.side.yaml': halberdiers('militia'), 'knights.side.yaml': KNIGHTS, 'table.yaml': TABLE })) {
  writeFileSync(join(dir, name), text);
}
const SIDES = ['empire', 'militia', 'knights'].map((s) => join(dir, `${s}.side.yaml`));

function matrix(args: string[]) {
  return spawnSync(process.execPath, [BIN, 'matrix', ...args, '-q'], { encoding: 'utf8' });
}

function report(name: string, args: string[]): MatrixReport {
  const r = matrix([...args, '--out', join(dir, name), '--json']);
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as MatrixReport;
}

function cell(r: MatrixReport, row: string, col: string) {
  return r.cells.find((c) => c.row === row && c.col === col)!.score!;
}

describe('the scores of a pairing', () => {
  const counts = (aWins: number, bWins: number, draws: number) => ({ near: 'a', first: 'a', n: aWins + bWins + draws, aWins, bWins, draws });

  it('count a win 1 and a draw ½, each orientation weighing the same', () => {
    const s = scoreOf([counts(60, 20, 20), counts(10, 80, 10), counts(50, 50, 0), counts(100, 100, 0)], 'a')!;
    expect(s.score).toBeCloseTo((0.7 + 0.15 + 0.5 + 0.5) / 4, 12);
    expect(s.win).toBeCloseTo((0.6 + 0.1 + 0.5 + 0.5) / 4, 12);
    expect(s.draw).toBeCloseTo((0.2 + 0.1) / 4, 12);
    expect(scoreOf([counts(60, 20, 20)], 'b')!.score).toBeCloseTo(0.3, 12);
    // Stratified: the error of a mean of four independent means, each with a game won and one lost added.
    const one = (w: number, d: number, n: number) => {
      const m = n + 2;
      const mean = (w + 1 + d / 2) / m;
      return ((w + 1 + d / 4) / m - mean * mean) / m;
    };
    expect(s.se).toBeCloseTo(Math.sqrt(one(60, 20, 100) + one(10, 10, 100) + one(50, 0, 100) + one(100, 0, 200)) / 4, 12);
    expect(s.hi - s.score).toBeCloseTo(Z95 * s.se, 12);
  });

  it('never collapse to a point, and wait for every orientation', () => {
    const all = scoreOf([counts(50, 0, 0), counts(50, 0, 0), counts(50, 0, 0), counts(50, 0, 0)], 'a')!;
    expect(all.score).toBe(1);
    expect(all.lo).toBeLessThan(1);
    expect(scoreOf([counts(5, 5, 0), { ...counts(0, 0, 0), n: 0 }], 'a')).toBeNull();
  });

  it('seed each orientation from the two ids alone, so a bigger field leaves the games alone', () => {
    expect(pairingSeed(1, 'a', 'b', 0)).toBe(pairingSeed(1, 'a', 'b', 0));
    expect(new Set([0, 1, 2, 3].map((o) => pairingSeed(1, 'a', 'b', o))).size).toBe(4);
    expect(pairingSeed(1, 'a', 'b', 0)).not.toBe(pairingSeed(2, 'a', 'b', 0));
    const side = (id: string): FieldSide => ({ id, name: id, file: `${id}.yaml`, unitIds: [] });
    expect(pairingsOf([side('c'), side('a'), side('b')]).map(([a, b]) => `${a.id}-${b.id}`)).toEqual(['a-b', 'a-c', 'b-c']);
    expect(standingsOf([side('a')], [])[0].opponents).toBe(0);
  });
});

describe('warsim matrix', () => {
  const args = [...SIDES, '--battlefield', join(dir, 'table.yaml'), '--sims', '400'];
  const one = report('one', [...args, '--threads', '1']);

  it('plays every pairing from both edges with either side first', () => {
    expect(one.pairings.map((p) => `${p.a}-${p.b}`)).toEqual(['empire-knights', 'empire-militia', 'knights-militia']);
    for (const p of one.pairings) {
      expect(p.counts.map((c) => `${c.near}/${c.first}`)).toEqual([`${p.a}/${p.a}`, `${p.a}/${p.b}`, `${p.b}/${p.a}`, `${p.b}/${p.b}`]);
      expect(p.counts.every((c) => c.n === 400 && c.aWins + c.bWins + c.draws === 400)).toBe(true);
    }
    expect(one.simsPlayed).toBe(3 * 4 * 400);
    expect(one.stoppedBy).toBe('sims');
  });

  it('scores a mirror match 50% within its interval, and the table is symmetric', () => {
    const mirror = cell(one, 'empire', 'militia');
    expect(mirror.lo).toBeLessThan(0.5);
    expect(mirror.hi).toBeGreaterThan(0.5);
    // Each pair's two cells are the same games seen from either side.
    for (const c of one.cells) expect(c.score!.score + cell(one, c.col, c.row).score).toBeCloseTo(1, 12);
    // Two identical sides fare alike against a third (independent dice: within the errors).
    const [e, m] = [cell(one, 'empire', 'knights'), cell(one, 'militia', 'knights')];
    expect(Math.abs(e.score - m.score)).toBeLessThan(Z95 * Math.hypot(e.se, m.se));
    // The field's scores average a half: every game gives out one point.
    expect(one.standings.reduce((t, s) => t + s.score, 0) / 3).toBeCloseTo(0.5, 12);
  });

  it('gives the same table on one thread and on two', () => {
    const two = report('two', [...args, '--threads', '2']);
    expect(two.pairings).toEqual(one.pairings);
    expect(two.standings).toEqual(one.standings);
  });

  it('keeps doubling a pairing until its score is as precise as asked', () => {
    const r = report('precise', [...SIDES, '--battlefield', join(dir, 'table.yaml'), '--sims', '50', '--precision', '0.06', '--threads', '1']);
    expect(r.stoppedBy).toBe('precision');
    for (const c of r.cells) expect((c.score!.hi - c.score!.lo) / 2).toBeLessThanOrEqual(0.06);
    // Only the pairings still too wide went on: not every pairing played the same number of games.
    expect(r.simsPlayed).toBeGreaterThan(3 * 4 * 50);
  });

  it('answers in a sentence, and refuses what it cannot play', () => {
    const r = matrix([...args, '--out', join(dir, 'text')]);
    expect(r.stdout).toMatch(/is (the strongest|the highest) of the 3 against the field, scoring /);
    expect(r.stdout).toContain('reproduce: warsim matrix ');
    const refuse = (a: string[], message: RegExp) => {
      const bad = matrix([...a, '--out', join(dir, 'bad')]);
      expect(bad.status, bad.stdout).toBe(2);
      expect(bad.stderr).toMatch(message);
    };
    refuse([SIDES[0]], /a matrix needs two side files or more \(got 1\)/);
    refuse(SIDES, /give the battlefield template with --battlefield/);
    writeFileSync(join(dir, 'with-sides.yaml'), `${TABLE}sides: []\n`);
    refuse([...SIDES, '--battlefield', join(dir, 'with-sides.yaml')], /a battlefield template has no sides: the matrix supplies the sides/);
    refuse([SIDES[0], SIDES[0], '--battlefield', join(dir, 'table.yaml')], /are both side "empire"/);
    refuse(['--builtin', 'wfb4'], /wfb4 has no built-in armies to play; give side files and --battlefield \(systems with a built-in field: t9a-eow, warmaster\)/);
    refuse(['--builtin', 'warmaster'], /--builtin warmaster needs --points/);
    refuse(['--builtin', 't9a-eow', '--points', '500'], /plays premade armies: --points does not apply/);
    refuse(['--builtin', 't9a-eow', '--only', 'empire,dwarven-holds'], /--only: the field has no side "empire"; did you mean "/);
    // A side whose units do not fit the template's table: the message names the file, the line and the pairing.
    writeFileSync(join(dir, 'small.yaml'), TABLE.replace('width: 72', 'width: 30'));
    refuse([...SIDES, '--battlefield', join(dir, 'small.yaml')], /empire\.side\.yaml:5:\d+ {2}sides\.empire\.units\.halberdiers\.position: expected a unit wholly on the 30×48" table.*\(in the pairing empire \(near edge\) against knights \(far edge\), empire first\)/);
  });

  it('opens its page offline in Chromium without errors', async (ctx) => {
    skipWithoutChromium(ctx);
    await checkRenderedPage(join(dir, 'one', 'report.html'), async (page) => {
      expect(await page.locator('#chart-heat-map svg').count()).toBe(1);
      expect(await page.locator('#chart-standings svg').count()).toBe(1);
    });
  });
});

describe('warsim matrix --builtin', () => {
  it('deploys each of the 16 Patrols wholly on the table, units clear of each other, as the rule says', () => {
    const sides = patrolSides();
    expect(sides).toHaveLength(16);
    // Each against the next, both turned as the matrix turns them: the loader checks the deployment.
    sides.forEach((side, i) => {
      const other = sides[(i + 1) % sides.length];
      const far = (other.units as { id: string; position: { x: number; y: number } }[]).map((u) => ({ ...u, id: `b-${u.id}`, position: { x: 36 - u.position.x, y: 48 - u.position.y, facing: 180 } }));
      const text = JSON.stringify({ format: 'warsim/1', system: 't9a-eow', title: 't', rules: { game: 'basic' }, battlefield: { width: 36, depth: 48 }, sides: [side, { ...other, id: `b-${String(other.id)}`, units: far }] });
      expect(() => parseScenario(text, 'patrols.json', { lookupSystem: getSystem, systemIds })).not.toThrow();
    });
  });

  it('writes its field out as files, which play the same games again', () => {
    const out = join(dir, 'patrols');
    const only = ['beast-herds', 'dwarven-holds', 'orcs-and-goblins'];
    const builtin = report('patrols', ['--builtin', 't9a-eow', '--only', only.join(','), '--sims', '25', '--threads', '1']);
    expect(builtin.sides.map((s) => s.id)).toEqual(only);
    expect(builtin.field).toMatch(/^The 16 Basic Patrols \(§10\.2\) as printed/);
    expect(existsSync(join(out, 'battlefield.yaml'))).toBe(true);
    expect(readdirSync(join(out, 'sides')).sort()).toEqual(only.map((id) => `${id}.side.yaml`));
    const again = report('again', [...only.map((id) => join(out, 'sides', `${id}.side.yaml`)), '--battlefield', join(out, 'battlefield.yaml'), '--sims', '25', '--threads', '1']);
    expect(again.pairings).toEqual(builtin.pairings);
  });
});
