/**
 * Hand guns fire every other turn (rules/wfb4.md §4.3, RB p.45): loading takes a complete turn
 * of the unit's side, in the shooting phase and standing and shooting alike. Played through
 * whole turns of the kernel's normal sequence (test/fixtures/wfb4/hand-guns.yaml), since the
 * rule spans the shooting phase of one side's turn and the charges of the other's.
 */
import { describe, expect, it } from 'vitest';
import { reloading } from '../../../../src/systems/wfb4/kernel/shooting.ts';
import { byTurn, compileFixture, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'hand-guns.yaml';
const SEED = 2400;

const volley = (lines: string[] | undefined) => (lines ?? []).some((l) => l.startsWith('handgunners shoots '));

describe('hand guns fire every other turn (§4.3)', () => {
  it('worked example 24: they fire in turn 1, not in turn 2, again in turn 3 (and not in turn 4)', () => {
    const plan = compileFixture(FIXTURE);
    for (let sim = 0; sim < 20; sim++) {
      const turns = byTurn(trace(plan, SEED, sim).lines);
      const fired = [1, 2, 3, 4].map((t) => volley(turns.get(`${t} empire`)));
      expect(fired, `sim ${sim}`).toEqual([true, false, true, false]);
    }
  });

  it('having fired in their own turn, they cannot stand and shoot at a charge in the enemy\'s next turn', () => {
    const plan = compileFixture(FIXTURE, 'charged after a volley');
    let charged = 0;
    for (let sim = 0; sim < 40; sim++) {
      const turns = byTurn(trace(plan, SEED, sim).lines);
      expect(volley(turns.get('1 empire')), `sim ${sim}`).toBe(true);
      const enemy = turns.get('1 enemy') ?? [];
      if (!enemy.some((l) => l.startsWith('block declares a charge'))) continue; // the volley made them flee
      charged++;
      expect(enemy, `sim ${sim}`).toContain('handgunners cannot stand and shoot while it reloads: it holds.');
      expect(volley(enemy), `sim ${sim}`).toBe(false);
    }
    expect(charged).toBeGreaterThan(10);
  });

  it('having stood and shot in the enemy\'s turn, they reload through their own next turn and fire in the one after', () => {
    const plan = compileFixture(FIXTURE, 'charged first');
    const hg = unitIndex(plan, 'handgunners');
    let free = 0;
    for (let sim = 0; sim < 200; sim++) {
      const state: Record<string, boolean> = {};
      const { lines } = trace(plan, SEED, sim, (line, kernel) => {
        const m = /^-- Turn (\d+), (\w+) --$/.exec(line);
        if (m) state[`${m[1]} ${m[2]}`] = reloading(kernel, hg);
      });
      const turns = byTurn(lines);
      expect(turns.get('1 enemy'), `sim ${sim}`).toContain('handgunners stands and shoots.');
      // Reloading through the empire's turn 1; loaded again from the enemy's turn 2.
      if ('1 empire' in state) expect(state['1 empire'], `sim ${sim}`).toBe(true);
      if ('2 enemy' in state) expect(state['2 enemy'], `sim ${sim}`).toBe(false);
      // Knights that fled from the volley leave the handgunners free, and silent, in turn 1.
      if (!(turns.get('1 enemy') ?? []).some((l) => l.startsWith('block charges home'))) {
        free++;
        expect(volley(turns.get('1 empire')), `sim ${sim}`).toBe(false);
      }
    }
    expect(free).toBeGreaterThan(0);
  });
});
