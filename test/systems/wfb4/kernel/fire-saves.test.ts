/**
 * Saves against fire (AM p.8-9, p.38; the item effect `fireSave`), played through the turn on
 * test/fixtures/wfb4/fire-saves.yaml: a Hero on his own under Fire Balls (S4 on T4, no armour
 * save), a warpfire thrower's blast (S5, no armour to save with) and a Flamestorm. Against the
 * fire spells and the flames every wound is saved unmodified on 2+ (a sixth gets through), none
 * gets through when he is immune (fireSave: 1), and all do with no talisman; a spell that is no
 * fire (Blast) is not saved. Armour that ignores save modifiers against fire (`fireUnmodified`,
 * Tyrion's, AM p.8) saves the flames and a Flamestorm on its own 4+.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../../helpers/load.ts';
import { compileRun, expectWithin, FIXTURES, trace } from './kernel-harness.ts';

const FIXTURE = 'fire-saves.yaml';
const TEXT = readFileSync(FIXTURES + FIXTURE, 'utf8');
const SEED = 4242;

/** The wounds and the unsaved wounds of the lines about the Hero that start with `who`, over `sims` simulations of `run`. */
function tally(run: string, who: RegExp, sims = 1500, text = TEXT): { wounds: number; unsaved: number } {
  const plan = compileRun(parseText(text, FIXTURE), run);
  let wounds = 0;
  let unsaved = 0;
  for (let sim = 0; sim < sims; sim++) {
    for (const line of trace(plan, SEED, sim).lines) {
      if (!who.test(line)) continue;
      const m = /(\d+) wounds?, (\d+) unsaved/.exec(line)!;
      wounds += Number(m[1]);
      unsaved += Number(m[2]);
    }
  }
  return { wounds, unsaved };
}

const FIRE_BALL = /^Fire Ball: \d+ hits? on Hero/;
const WARPFIRE = /^Thrower hits Hero/;

describe('saves against fire (AM p.8-9, p.38)', () => {
  it('Fire Ball: each wound is saved on 2+, unmodified though the spell allows no armour save — a sixth gets through', () => {
    const { wounds, unsaved } = tally('base', FIRE_BALL, 3000);
    expect(wounds).toBeGreaterThan(300);
    expectWithin(unsaved, wounds, 1 / 6, 'Fire Ball wounds through a 2+ fire save');
  });

  it('the warpfire thrower\'s flames: saved on 2+ as well', () => {
    const { wounds, unsaved } = tally('base', WARPFIRE, 3000);
    expect(wounds).toBeGreaterThan(200);
    expectWithin(unsaved, wounds, 1 / 6, 'warpfire wounds through a 2+ fire save');
  });

  it('immune to fire (fireSave: 1), no Fire Ball or flame wounds him; with no talisman every wound goes through', () => {
    for (const who of [FIRE_BALL, WARPFIRE]) {
      const immune = tally('immune to fire', who);
      expect(immune.wounds).toBeGreaterThan(100);
      expect(immune.unsaved).toBe(0);
      const bare = tally('no talisman', who);
      expect(bare.unsaved).toBe(bare.wounds);
    }
  });

  it('Flamestorm is fire too; a Blast, red-hot energy, is not saved against', () => {
    const storm = tally('flamestorm', /^Flamestorm: \d+ hits? on Hero/, 3000);
    expect(storm.wounds).toBeGreaterThan(100);
    expectWithin(storm.unsaved, storm.wounds, 1 / 6, 'Flamestorm wounds through a 2+ fire save');
    const blast = tally('flamestorm', /^Blast \(.*\): \d+ hits? on Hero/, 600, TEXT.replace('[{ spell: flamestorm, power: 1, target: hero }]', '[{ spell: blast, power: 1, target: hero }]'));
    expect(blast.wounds).toBeGreaterThan(100);
    expect(blast.unsaved).toBe(blast.wounds);
  });

  it('armour that ignores save modifiers against fire saves the flames and a Flamestorm on its 4+; the same suit without that power at 6+ and 5+', () => {
    const plain = 'armour unmodified against fire';
    const warpfire = tally(plain, WARPFIRE, 3000);
    expect(warpfire.wounds).toBeGreaterThan(200);
    expectWithin(warpfire.unsaved, warpfire.wounds, 1 / 2, 'warpfire wounds through an unmodified 4+');
    const bare = tally('armour', WARPFIRE, 3000);
    expectWithin(bare.unsaved, bare.wounds, 5 / 6, 'warpfire wounds through a 4+ at S5 (6+)');
    const withStorm = TEXT.replace('spells: [{ spell: fire-ball, power: 3 }]', 'spells: [{ spell: flamestorm, power: 1, target: hero }]');
    const storm = tally(plain, /^Flamestorm: \d+ hits? on Hero/, 3000, withStorm);
    expect(storm.wounds).toBeGreaterThan(100);
    expectWithin(storm.unsaved, storm.wounds, 1 / 2, 'Flamestorm wounds through an unmodified 4+');
    const stormBare = tally('armour', /^Flamestorm: \d+ hits? on Hero/, 3000, withStorm);
    expectWithin(stormBare.unsaved, stormBare.wounds, 2 / 3, 'Flamestorm wounds through a 4+ at S4 (5+)');
  });

  it('it gives no save where the fire allows none (Fire Ball), and none unmodified against what is no fire (Blast, S5: 6+)', () => {
    const ball = tally('armour unmodified against fire', FIRE_BALL, 600);
    expect(ball.wounds).toBeGreaterThan(100);
    expect(ball.unsaved).toBe(ball.wounds);
    const withBlast = TEXT.replace('spells: [{ spell: fire-ball, power: 3 }]', 'spells: [{ spell: blast, power: 1, target: hero }]');
    const blast = tally('armour unmodified against fire', /^Blast \(.*\): \d+ hits? on Hero/, 3000, withBlast);
    expect(blast.wounds).toBeGreaterThan(100);
    expectWithin(blast.unsaved, blast.wounds, 5 / 6, 'Blast wounds through a 4+ at S5 (6+)');
  });
});
