/**
 * Skaven warpstone (rules/wfb4.md §9.2 "Race subsystems"; BM p.31-32; kernel/warpstone.ts),
 * played through the turn on the fixture test/fixtures/wfb4/warpstone.yaml: a Grey Seer casting
 * Warp Lightning (3 power cards) eats warpstone when his side's cards do not pay, and takes the
 * warp test.
 */
import { describe, expect, it } from 'vitest';
import { compileFixture, expectWithin, replayHint, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'warpstone.yaml';
const SEED = 9600;
const HOARD = /^Warpstone: skaven (\d+) tokens?, men 0 tokens\.$/;
const EATS = / eats (\d) warpstone tokens?: warp test (\d) against (\d), (mastered|failed)/;
const PHASE = /^Magic phase: .*skaven (?:holds )?([^;.]*)/;

function battles(run: string, sims: number) {
  const plan = compileFixture(FIXTURE, run);
  return Array.from({ length: sims }, (_, sim) => ({ hint: replayHint(FIXTURE, SEED, sim, run === 'base' ? undefined : run), lines: trace(plan, SEED, sim).lines }));
}

/** The Power and Total Power cards in `held` ("2 Power, 1 Dispel"). */
function cardsIn(held: string): { power: number; total: number } {
  const power = /(\d+) Power/.exec(held.replace(/\d+ Total Power/, ''));
  const total = /(\d+) Total Power/.exec(held);
  return { power: power ? Number(power[1]) : 0, total: total ? Number(total[1]) : 0 };
}

describe('Skaven warpstone (BM p.31-32)', () => {
  it('each sorcerer adds his warpstone by his level: a Grey Seer D3 + 1, a Warlock Master D3, a Warlock Engineer D3 − 2 (none below 0)', () => {
    for (const [run, values] of [['base', [2, 3, 4]], ['warlock master', [1, 2, 3]], ['warlock engineer', [0, 0, 1]]] as const) {
      const seen = new Map<number, number>();
      let n = 0;
      for (const { hint, lines } of battles(run, 600)) {
        const line = lines.find((l) => HOARD.test(l));
        expect(line, hint).toBeDefined();
        const k = Number(HOARD.exec(line!)![1]);
        seen.set(k, (seen.get(k) ?? 0) + 1);
        n++;
      }
      for (const v of new Set(values)) expectWithin(seen.get(v) ?? 0, n, values.filter((x) => x === v).length / 3, `${run}: ${v} tokens`);
    }
  });

  it('he eats tokens only when the cards in hand do not pay, as many as he lacks, and tests: mastered on a D6 over them', () => {
    let tests = 0;
    let oneToken = 0;
    let oneFailed = 0;
    for (const { hint, lines } of battles('base', 800)) {
      let held = { power: 0, total: 0 };
      lines.forEach((line, i) => {
        const phase = PHASE.exec(line);
        if (phase) held = cardsIn(phase[1]);
        if (line.startsWith('Grey Seer casts Warp Lightning')) {
          const eats = EATS.exec(lines[i + 1] ?? '');
          // The cards pay (3 power, or Total Power): no warpstone.
          if (held.power >= 3 || held.total > 0) expect(eats, hint).toBeNull();
        }
        const m = EATS.exec(line);
        if (!m) return;
        tests++;
        const [k, roll, against] = [Number(m[1]), Number(m[2]), Number(m[3])];
        expect([k, against], hint).toEqual([3 - held.power, k]);
        expect(m[4] === 'mastered', hint).toBe(roll > k);
        if (k === 1) {
          oneToken++;
          if (m[4] === 'failed') oneFailed++;
        }
      });
    }
    expect(tests).toBeGreaterThan(300);
    expectWithin(oneFailed, oneToken, 1 / 6, 'warp tests failed on one token');
  });

  it('told never to (tactic warpstone: never), he eats none, and casts only when the cards pay', () => {
    let casts = 0;
    for (const { hint, lines } of battles('never eats', 300)) {
      let held = { power: 0, total: 0 };
      for (const line of lines) {
        expect(EATS.test(line), hint).toBe(false);
        const phase = PHASE.exec(line);
        if (phase) held = cardsIn(phase[1]);
        if (!line.startsWith('Grey Seer casts')) continue;
        casts++;
        expect(held.power >= 3 || held.total > 0, hint).toBe(true);
      }
    }
    expect(casts).toBeGreaterThan(100);
  });

  it('failing, he casts nothing and is lost, a Chaos Spawn — unless the Escape card saves him', () => {
    const plan = compileFixture(FIXTURE);
    const seer = unitIndex(plan, 'seer');
    let lost = 0;
    for (const { hint, lines } of battles('base', 800)) {
      const at = lines.findIndex((l) => EATS.test(l) && l.includes('failed'));
      if (at < 0) continue;
      expect(lines[at + 1] ?? '', hint).not.toMatch(/^Warp Lightning \(/);
      if (lines.slice(at).some((l) => l.includes('plays Escape'))) continue;
      lost++;
      expect(lines.slice(at + 1).some((l) => l.startsWith('Grey Seer casts')), hint).toBe(false);
    }
    expect(lost).toBeGreaterThan(30);
    expect(plan.magic.skaven[seer]).toBe(1);
    expect(plan.magic.anySkaven).toBe(1);
  });
});
