/**
 * The Undead army (rules/wfb4.md §7; BB p.70), played through the kernel's turn sequence on the
 * fixture test/fixtures/wfb4/undead.yaml: Undead troops never march, and the army crumbles
 * when the unit with its general is destroyed or flees off the table.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { compileFixture, DESTROYED, FLED_OFF, fateSlot, FIGHTING, outLength, replayHint, simulate, trace, unitIndex } from './kernel-harness.ts';

const FIXTURE = 'undead.yaml';
const SEED = 8000;

describe('the Undead army (§7)', () => {
  it('crumbles when the unit with its general is destroyed (or, broken, flees off the table), and only then', () => {
    const plan = compileFixture(FIXTURE, 'base');
    const guard = unitIndex(plan, 'guard');
    const zombies = unitIndex(plan, 'zombies');
    let fallen = 0;
    const bad: number[] = [];
    simulate(plan, 2000, SEED, (out, sim) => {
      const gone = out[fateSlot(guard)] === DESTROYED || out[fateSlot(guard)] === FLED_OFF;
      if (gone) fallen++;
      if ((out[fateSlot(zombies)] === DESTROYED) !== gone || (!gone && out[fateSlot(zombies)] !== FIGHTING)) bad.push(sim);
    });
    expect(bad.slice(0, 3)).toEqual([]);
    expect(fallen).toBeGreaterThan(1000);
    expect(fallen).toBeLessThan(2000);
    const sim = [...Array(20).keys()].find((s) => trace(plan, SEED, s).lines.includes('guard is wiped out.'))!;
    const lines = trace(plan, SEED, sim).lines;
    expect(lines.indexOf('zombies crumbles to dust: the Undead army\'s leader is gone.'), replayHint(FIXTURE, SEED, sim)).toBe(lines.indexOf('guard is wiped out.') + 1);
  });

  it('crumbles when the general flees off the table', () => {
    const plan = compileFixture(FIXTURE, 'fled');
    const guard = unitIndex(plan, 'guard');
    const zombies = unitIndex(plan, 'zombies');
    let fled = 0;
    simulate(plan, 500, SEED, (out, sim) => {
      expect(out[fateSlot(guard)], replayHint(FIXTURE, SEED, sim, 'fled')).toBe(FLED_OFF);
      expect(out[fateSlot(zombies)], replayHint(FIXTURE, SEED, sim, 'fled')).toBe(DESTROYED);
      fled++;
    });
    expect(fled).toBe(500);
  });

  it('Undead troops never march: 4" where the living march 8"; the living do not crumble', () => {
    const undead = trace(compileFixture(FIXTURE, 'march'), SEED, 0).lines;
    expect(undead).toContain('zombies advances 4.0" towards knights.');
    const living = compileFixture(FIXTURE, 'living');
    expect(trace(living, SEED, 0).lines).toContain('zombies marches 8.0" towards knights.');
    const zombies = unitIndex(living, 'zombies');
    simulate(living, 300, SEED, (out, sim) => expect(out[fateSlot(zombies)], replayHint(FIXTURE, SEED, sim, 'living')).toBe(FIGHTING));
  });

  it('the contact duel refuses the rule', () => {
    const k = new Wfb4Kernel(compileFixture(FIXTURE, 'base'));
    k.run(new Rng(SEED, 0), new Int32Array(outLength(k.plan)));
    expect(k.duel).toBe(0);
  });
});
