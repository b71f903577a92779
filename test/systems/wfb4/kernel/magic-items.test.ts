/**
 * Magic items (rules/wfb4.md §8.1, §9; AM p.8-16, p.36-37), on the fixture
 * test/fixtures/wfb4/magic-items.yaml, played through the whole turn: a Hero's magic weapon
 * against Ogres, and a Lord's magic armour and talisman against Men. Each power is read from
 * the trace, its rates against their exact values within standard-error tolerances.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseText } from '../../../helpers/load.ts';
import { compileFixture, compileRun, expectWithin, FIXTURES, fixtureBattles, fixtureTracer, parseAttack, trace, unitIndex, type AttackLine } from './kernel-harness.ts';

const FIXTURE = 'magic-items.yaml';
const traced = fixtureTracer(FIXTURE, 9100);
/** The blows of `who` (its own, not its steed's or champion's) in a simulation's lines. */
function strikes(lines: string[], who: string): AttackLine[] {
  return lines.map(parseAttack).filter((x): x is AttackLine => x !== null && x.attacker === who && x.kind === '');
}

/** Every line of `run` over `sims` simulations. */
function linesOf(run: string, sims: number): string[][] {
  return Array.from({ length: sims }, (_, sim) => traced(run, sim));
}

describe('a magic weapon (AM p.13-16)', () => {
  it('that hits automatically: every blow hits, needing no roll', () => {
    const all = linesOf('base', 200).flatMap((l) => strikes(l, 'hero'));
    expect(all.length).toBeGreaterThan(100);
    for (const s of all) {
      expect(s.toHit).toBe(1);
      expect(s.hits).toBe(s.attacks);
    }
  });

  it('that wounds on 2+: five hits in six wound, where the S-v-T table asks 4+', () => {
    const all = linesOf('wounds on 2', 300).flatMap((l) => strikes(l, 'hero'));
    const hits = all.reduce((a, s) => a + s.hits, 0);
    expect(hits).toBeGreaterThan(400);
    expectWithin(all.reduce((a, s) => a + s.wounds, 0), hits, 5 / 6, 'wounds of hits');
  });

  it('whose wounds are D3 each: one model takes 1-3, a third each, and the combat result counts what it could take', () => {
    const rolls = [0, 0, 0];
    let checked = 0;
    for (const lines of linesOf('D3 wounds', 300)) {
      lines.forEach((line, i) => {
        const m = /^One wound becomes (\d) on a model of ogres with (\d) wounds? left\.$/.exec(line);
        if (m) rolls[+m[1] - 1]++;
        const r = /^Combat result: heroes \d+ \((\d+) wounds?\)/.exec(line);
        if (!r) return;
        // The wounds counted are each roll, up to what its model had left; the rolls are traced
        // just before the blows' line.
        const h = i - 1; // the Hero's fight: his blows, then its result
        if (!lines[h].startsWith('hero: ')) return;
        const s = strikes([lines[h]], 'hero')[0];
        let counted = 0;
        let rolled = 0;
        for (let j = h - 1; j >= 0 && lines[j].startsWith('One wound becomes'); j--) {
          const w = /becomes (\d) on a model of ogres with (\d) wounds? left/.exec(lines[j])!;
          counted += Math.min(+w[1], +w[2]);
          rolled++;
        }
        expect(+r[1], lines.join('\n')).toBe(counted + (s.unsaved - rolled));
        checked++;
      });
    }
    const n = rolls[0] + rolls[1] + rolls[2];
    expect(n).toBeGreaterThan(300);
    expect(checked).toBeGreaterThan(100);
    for (const k of [0, 1, 2]) expectWithin(rolls[k], n, 1 / 3, `D3 of ${k + 1}`);
  });

  it('that slays: each unsaved wound is an Ogre slain, whatever its wounds', () => {
    const all = linesOf('slays', 200).flatMap((l) => strikes(l, 'hero'));
    expect(all.filter((s) => s.unsaved > 0).length).toBeGreaterThan(50);
    for (const s of all) expect(s.slain).toBe(s.unsaved);
  });

  it('the Rune of Smiting, built in: D6 wounds a wound, on a Dwarf; its points in his cost', () => {
    const rolls = [0, 0, 0, 0, 0, 0];
    for (const lines of linesOf('rune of smiting', 400)) {
      for (const line of lines) {
        const m = /^One wound becomes (\d) on a model of ogres/.exec(line);
        if (m) rolls[+m[1] - 1]++;
      }
    }
    const n = rolls.reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(300);
    for (let k = 0; k < 6; k++) expectWithin(rolls[k], n, 1 / 6, `D6 of ${k + 1}`);
    const plan = compileFixture(FIXTURE, 'rune of smiting');
    expect(plan.costs[unitIndex(plan, 'hero')].breakdown).toMatch(/Rune of Smiting 30$/);
  });

  it('that allows no armour save: every wound on the armoured Ogres goes unsaved', () => {
    const all = linesOf('no armour saves', 200).flatMap((l) => strikes(l, 'hero'));
    expect(all.reduce((a, s) => a + s.wounds, 0)).toBeGreaterThan(100);
    for (const s of all) expect(s.unsaved).toBe(s.wounds);
    // Without the weapon the Ogres save on 5+ (heavy armour and shield, 4+, less 1 for S4).
    const plan = compileFixture(FIXTURE, 'no armour saves');
    expect(plan.meleeSave[unitIndex(plan, 'ogres')]).toBe(4);
  });

  it('a magic weapon ignores the daemonic save (§8.8)', () => {
    const all = linesOf('daemons', 200).flatMap((l) => strikes(l, 'hero'));
    expect(all.reduce((a, s) => a + s.wounds, 0)).toBeGreaterThan(100);
    for (const s of all) expect(s.unsaved).toBe(s.wounds);
    const plan = compileFixture(FIXTURE, 'daemons');
    const ogres = unitIndex(plan, 'ogres');
    expect(plan.meleeSave[ogres]).toBe(4); // the daemonic save, against anything else
    expect(plan.items.weaponSave[ogres]).toBe(7);
  });

  it('its S and A bonus in his blows, in place of his halberd\'s (BM p.39)', () => {
    const all = linesOf('strength and attacks', 20).flatMap((l) => strikes(l, 'hero'));
    expect(all.length).toBeGreaterThan(10);
    for (const s of all) {
      expect(s.strength).toBe(6); // S4 + 2, not the halberd's +1
      expect(s.attacks).toBe(4); // A3 + 1
    }
  });

  it('that strikes first: his blows land before the Ogres\', whose Initiative is 9', () => {
    let rounds = 0;
    for (const lines of linesOf('strikes first', 100)) {
      lines.forEach((line, i) => {
        if (!line.startsWith('ogres: ')) return;
        const before = lines.slice(0, i).reverse().find((l) => l.startsWith('Combat result') || l.startsWith('hero: ') || l.startsWith('-- Turn'));
        expect(before, lines.join('\n')).toMatch(/^hero: /);
        rounds++;
      });
    }
    expect(rounds).toBeGreaterThan(50);
  });
});

describe('a magic weapon of a kind with rules of its own, and a talisman to strike first (AM p.11-16)', () => {
  /** Whether the hero's blows in each round came after the Ogres' (true) or before them. */
  const heroLast = (run: string) => {
    const order: boolean[] = [];
    for (const lines of linesOf(run, 100)) {
      lines.forEach((line, i) => {
        if (!line.startsWith('hero: ')) return;
        const before = lines.slice(0, i).reverse().find((l) => l.startsWith('Combat result') || l.startsWith('ogres: ') || l.startsWith('-- Turn'));
        order.push(before !== undefined && before.startsWith('ogres: '));
      });
    }
    return order;
  };

  it('a magic double-handed sword: its own +1 and the kind\'s +2 S, striking last, after Ogres of I1', () => {
    const all = linesOf('magic double-handed', 50).flatMap((l) => strikes(l, 'hero'));
    expect(all.length).toBeGreaterThan(30);
    for (const s of all) expect(s.strength).toBe(7);
    const order = heroLast('magic double-handed');
    expect(order.length).toBeGreaterThan(50);
    expect(order.every((last) => last)).toBe(true);
  });

  it('a magic flail: +2 S in the first round of the combat only', () => {
    let later = 0;
    for (const lines of linesOf('magic flail', 50)) {
      const blows = strikes(lines, 'hero');
      expect(blows.length).toBeGreaterThan(0);
      expect(blows.map((s) => s.strength)).toEqual([6, ...Array(blows.length - 1).fill(4)]);
      later += blows.length - 1;
    }
    expect(later).toBeGreaterThan(30);
  });

  it('a talisman that strikes first: his blows before the Ogres\' of I9', () => {
    const order = heroLast('talisman strikes first');
    expect(order.length).toBeGreaterThan(50);
    expect(order.some((last) => last)).toBe(false);
  });

  it('a magic lance on foot is refused', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('effects: { autoHit: true } }]', 'effects: { weaponType: lance } }]');
    expect(() => compileRun(parseText(text, FIXTURE))).toThrow(/a mount for a magic lance/);
  });
});

describe('a magic weapon whose hit slays on a failed test (AM p.10, p.17)', () => {
  const TESTS = /^hero's weapon: (\d+) hits? on ogres, each a (Toughness|Leadership) test: (\d+) failed, (\d+) slain outright\.$/;
  const tested = (run: string, sims: number) => {
    let hits = 0;
    let failed = 0;
    let passed = 0;
    let wounds = 0;
    for (const lines of linesOf(run, sims)) {
      lines.forEach((line, i) => {
        const m = TESTS.exec(line);
        if (!m) return;
        // Each failed test an Ogre slain outright, whatever its wounds (20 of them: never too few).
        expect(+m[4], line).toBe(+m[3]);
        const s = strikes([lines[i + 1]], 'hero')[0];
        expect(s.hits).toBe(+m[1]);
        hits += +m[1];
        failed += +m[3];
        passed += +m[1] - +m[3];
        wounds += s.wounds;
      });
    }
    return { hits, failed, passed, wounds };
  };

  it('on Toughness: a D6 over T4, or a 6, fails — a third of the hits slay; the rest wound as usual, on 4+', () => {
    const r = tested('slays on toughness', 300);
    expect(r.hits).toBeGreaterThan(600);
    expectWithin(r.failed, r.hits, 1 / 3, 'failed Toughness tests');
    expectWithin(r.wounds, r.passed, 1 / 2, 'wounds of the hits that passed');
    const plan = compileFixture(FIXTURE, 'slays on toughness');
    expect(plan.items.slaySaves[unitIndex(plan, 'hero')]).toBe(1);
  });

  it('on Leadership: 2D6 over Ld 7 fails, 15 in 36', () => {
    const r = tested('slays on leadership', 300);
    expect(r.hits).toBeGreaterThan(600);
    expectWithin(r.failed, r.hits, 15 / 36, 'failed Leadership tests');
  });
});

describe('an item that wounds whoever touches its bearer (AM p.17)', () => {
  const CONTACT = /^hero's item wounds (\d+) models? of ogres touching him: (\d+) unsaved, (\d+) slain\.$/;
  it('as each combat phase starts, before any blow, a wound on each Ogre touching him, no armour to save it', () => {
    let phases = 0;
    for (const lines of linesOf('wounds those touching him', 200)) {
      lines.forEach((line, i) => {
        const m = CONTACT.exec(line);
        if (!m) return;
        phases++;
        expect(+m[1]).toBeGreaterThan(0);
        expect(+m[2]).toBe(+m[1]); // the Ogres wear no armour
        // Before any blow of that player turn.
        let start = i;
        while (start > 0 && !lines[start].startsWith('-- Turn')) start--;
        expect(lines.slice(start, i).some((l) => parseAttack(l) !== null)).toBe(false);
      });
    }
    expect(phases).toBeGreaterThan(300);
    expect(linesOf('wounds those touching him, on the undead', 100).flat().some((l) => CONTACT.test(l))).toBe(false);
  });
});

describe('a magic weapon of D6 wounds that backfires (AM p.15)', () => {
  it('a 1 on the D6 of a wound falls back on the wielder, no save; 2-6 on the Ogre, a fifth each', () => {
    const rolls = Array(7).fill(0);
    for (const lines of linesOf('backfires', 400)) {
      let hero = 2;
      for (const line of lines) {
        const m = /^One wound becomes (\d) on a model of ogres/.exec(line);
        if (m) rolls[+m[1]]++;
        const b = /^hero's weapon turns (\d+) wounds? back on him, no save(: slain)?\.$/.exec(line);
        if (!b) continue;
        rolls[1] += +b[1];
        hero -= +b[1];
        expect(b[2] !== undefined).toBe(hero <= 0);
      }
    }
    const n = rolls.reduce((a, b) => a + b, 0);
    expect(n).toBeGreaterThan(400);
    for (let k = 1; k <= 6; k++) expectWithin(rolls[k], n, 1 / 6, `D6 of ${k}`);
  });
});

describe('a magic weapon that turns on its bearer (AM p.13)', () => {
  it('at the end of each of his side\'s turns a D6, and on a 6 a wound, no save, until he falls', () => {
    const TURN = /^-- Turn \d, (\w+) --$/;
    let rolls = 0;
    let sixes = 0;
    let fell = 0;
    for (const lines of linesOf('turns on him', 400)) {
      let wounds = 0;
      let side = '';
      let rolled = 0;
      for (const line of lines) {
        const t = TURN.exec(line);
        if (t) {
          // One roll at most as each of the heroes' turns ends (none once he is gone).
          expect(rolled, lines.join('\n')).toBeLessThanOrEqual(1);
          side = t[1];
          rolled = 0;
          continue;
        }
        const m = /^hero's weapon turns on him: rolls (\d)(, a wound, no save(, slain)?)?\.$/.exec(line);
        if (!m) continue;
        expect(side).toBe('heroes');
        rolled++;
        rolls++;
        expect(m[2] !== undefined).toBe(+m[1] >= 6);
        if (+m[1] === 6) {
          sixes++;
          wounds++;
          expect(m[3] !== undefined).toBe(wounds === 2); // a Hero has W2
          if (wounds === 2) fell++;
        }
      }
    }
    expect(rolls).toBeGreaterThan(400);
    expectWithin(sixes, rolls, 1 / 6, 'sixes');
    expect(fell).toBeGreaterThan(3);
  });
});

describe('a magic weapon whose hits multiply, or that strikes harder on the charge (AM p.15-16)', () => {
  it('each hit two hits, each rolled to wound', () => {
    const all = linesOf('two hits each', 100).flatMap((l) => strikes(l, 'hero'));
    expect(all.length).toBeGreaterThan(50);
    for (const s of all) expect(s.hits).toBe(2 * s.attacks); // every blow hits (autoHit)
  });

  it('each hit D6 hits: between one and six a blow, three and a half on average', () => {
    const all = linesOf('D6 hits each', 200).flatMap((l) => strikes(l, 'hero'));
    const blows = all.reduce((a, s) => a + s.attacks, 0);
    const hits = all.reduce((a, s) => a + s.hits, 0);
    for (const s of all) {
      expect(s.hits).toBeGreaterThanOrEqual(s.attacks);
      expect(s.hits).toBeLessThanOrEqual(6 * s.attacks);
    }
    expect(blows).toBeGreaterThan(300);
    // The sum of `blows` D6: mean 3.5 each, variance 35/12 each; within four standard errors.
    expect(Math.abs(hits - 3.5 * blows)).toBeLessThan(4 * Math.sqrt((35 / 12) * blows));
  });

  it('against Daemons: his hits on them wound with no roll, each unsaved wound D3; on Ogres that are no Daemons his weapon is as any', () => {
    const daemons = linesOf('against daemons', 100);
    const onDaemons = daemons.flatMap((l) => strikes(l, 'hero'));
    expect(onDaemons.length).toBeGreaterThan(50);
    for (const s of onDaemons) {
      expect(s.wounds).toBe(s.hits);
    }
    expect(daemons.flat().some((l) => /^One wound becomes [123] on a model of ogres/.test(l))).toBe(true);
    const ogres = linesOf('against daemons, on Ogres', 100);
    const onOgres = ogres.flatMap((l) => strikes(l, 'hero'));
    const hits = onOgres.reduce((a, s) => a + s.hits, 0);
    expectWithin(onOgres.reduce((a, s) => a + s.wounds, 0), hits, 3 / 6, 'wounds on Ogres at S4 against T4'); // 4+
    expect(ogres.flat().some((l) => l.startsWith('One wound becomes'))).toBe(false);
  });

  it('against foes of T5 or more: +3 S to wound them — S7 against the T5 Ogres, 2+', () => {
    const all = linesOf('against the tough', 200).flatMap((l) => strikes(l, 'hero'));
    const hits = all.reduce((a, s) => a + s.hits, 0);
    expect(hits).toBeGreaterThan(300);
    for (const s of all) expect(s.strength).toBe(7);
    expectWithin(all.reduce((a, s) => a + s.wounds, 0), hits, 5 / 6, 'wounds at S7 against T5');
  });

  it('+3 S to wound only: S7 against the T4 Ogres, 2+, who save at his own S4 (heavy armour, 6+), not at S7', () => {
    const all = linesOf('strength to wound only', 300).flatMap((l) => strikes(l, 'hero'));
    const hits = all.reduce((a, s) => a + s.hits, 0);
    const wounds = all.reduce((a, s) => a + s.wounds, 0);
    expect(hits).toBeGreaterThan(300);
    for (const s of all) expect(s.strength).toBe(7);
    expectWithin(wounds, hits, 5 / 6, 'wounds at S7 against T4');
    expectWithin(all.reduce((a, s) => a + s.unsaved, 0), wounds, 5 / 6, 'unsaved: a 6+ save at S4');
  });

  it('+1 to wound: 3+ where the S-v-T table asks 4+', () => {
    const all = linesOf('plus one to wound', 300).flatMap((l) => strikes(l, 'hero'));
    const hits = all.reduce((a, s) => a + s.hits, 0);
    expect(hits).toBeGreaterThan(300);
    expectWithin(all.reduce((a, s) => a + s.wounds, 0), hits, 4 / 6, 'wounds on 3+');
  });

  it('against the Undead, or the living: each unsaved wound 2 on those foes only', () => {
    const becomes = (run: string) => linesOf(run, 150).flat().filter((l) => /^One wound becomes 2 on a model of ogres/.test(l)).length;
    const others = (run: string) => linesOf(run, 150).flat().filter((l) => l.startsWith('One wound becomes')).length;
    expect(becomes('against the undead')).toBeGreaterThan(100);
    expect(others('against the undead, on the living')).toBe(0);
    expect(becomes('against the living')).toBeGreaterThan(100);
    expect(others('against the living, on the undead')).toBe(0);
  });

  it('+1 to wound is refused beside a fixed score to wound', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8').replace('effects: { autoHit: true } }]', 'effects: { woundOn: 3, woundBonus: 1 } }]');
    expect(() => compileRun(parseText(text, FIXTURE))).toThrow(/woundBonus on a weapon that wounds by the S-v-T table/);
  });

  it('D6+1 wounds a wound: 2 to 7, a sixth each', () => {
    const rolls = Array(8).fill(0);
    let n = 0;
    for (const line of linesOf('D6+1 wounds', 300).flat()) {
      const m = /^One wound becomes (\d) on a model of ogres/.exec(line);
      if (!m) continue;
      rolls[+m[1]]++;
      n++;
    }
    expect(n).toBeGreaterThan(300);
    expect(rolls[0] + rolls[1]).toBe(0);
    for (let k = 2; k <= 7; k++) expectWithin(rolls[k], n, 1 / 6, `D6+1 of ${k}`);
  });

  it('wounds that linger: the Ogre he wounded and did not slay rolls a D6 as each magic phase starts, and on 1 or 2 takes another wound', () => {
    let rolls = 0;
    let wounds = 0;
    for (const lines of linesOf('lingering wounds', 300)) {
      let wounded = false;
      for (const line of lines) {
        const s = strikes([line], 'hero')[0];
        if (s && s.unsaved > 0) wounded = true;
        const m = /^ogres's wound lingers: rolls (\d)(, another wound, no save)?/.exec(line);
        if (!m) continue;
        expect(wounded).toBe(true);
        rolls++;
        expect(m[2] !== undefined).toBe(Number(m[1]) <= 2);
        if (m[2] !== undefined) wounds++;
      }
    }
    expect(rolls).toBeGreaterThan(100);
    expectWithin(wounds, rolls, 2 / 6, 'lingering wounds');
    for (const lines of linesOf('base', 50)) expect(lines.some((l) => l.includes('wound lingers'))).toBe(false);
  });

  it('+3 S in the round he charges, his own S after', () => {
    const text = `format: warsim/1
system: wfb4
title: charge
seed: 16
end: { turns: 3 }
first: heroes
battlefield: { width: 72, depth: 48 }
sides:
  - id: heroes
    units:
      - { id: hero, profile: hero-man, models: 1, items: [{ name: Lance of Charging, kind: weapon, points: 20, effects: { chargeS: 3 } }], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest } }
  - id: foes
    units:
      - { id: ogres, profile: { M: 6, WS: 3, BS: 0, S: 4, T: 4, W: 3, I: 3, A: 0, Ld: 10 }, basePoints: 40, models: 20, files: 10, base: [40, 40], special: [immune-to-panic], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold } }
`;
    const plan = compileRun(parseText(text));
    let charged = 0;
    let later = 0;
    for (let sim = 0; sim < 30; sim++) {
      let round = 0;
      for (const line of trace(plan, 16, sim).lines) {
        if (line.startsWith('hero charges home')) round = 0; // a fight of his charge
        const s = strikes([line], 'hero')[0];
        if (!s) continue;
        round++;
        expect(s.strength).toBe(round === 1 ? 7 : 4);
        if (round === 1) charged++;
        else later++;
      }
    }
    expect(charged).toBeGreaterThanOrEqual(30);
    expect(later).toBeGreaterThan(10);
  });
});

describe('magic armour and talismans (AM p.8-9)', () => {
  it('an unmodified 4+ save re-rolled on 4+: one wound in four goes unsaved, at S5', () => {
    const all = linesOf('base', 400).flatMap((l) => strikes(l, 'men'));
    const wounds = all.reduce((a, s) => a + s.wounds, 0);
    expect(wounds).toBeGreaterThan(400);
    // Modified by S5 the save would be 6+: 5/6 · 1/2 = 5/12 unsaved.
    expectWithin(all.reduce((a, s) => a + s.unsaved, 0), wounds, 1 / 4, 'unsaved of wounds');
  });

  it('the re-roll: half the failed saves are saved on 4+', () => {
    let failed = 0;
    let saved = 0;
    for (const lines of linesOf('base', 400)) {
      for (const line of lines) {
        const m = /^lord re-rolls (\d+) failed saves? on 4\+ \(magic armour\): (\d+) saved\.$/.exec(line);
        if (!m) continue;
        failed += +m[1];
        saved += +m[2];
      }
    }
    expect(failed).toBeGreaterThan(300);
    expectWithin(saved, failed, 1 / 2, 'saved of failed');
  });

  it('armour that strikes back: a hit at its Strength (S10 here) on the Men for each of their blows it saves, wounding the T10 Men on 4+', () => {
    let answered = 0;
    let hits = 0;
    let wounds = 0;
    for (const lines of linesOf('armour that strikes back', 200)) {
      lines.forEach((line, i) => {
        const blows = strikes([line], 'men')[0];
        if (!blows || blows.target !== 'lord') return;
        const saved = blows.wounds - blows.unsaved;
        const back = /^lord's armour strikes back: (\d+) hits? at men \(S10\), (\d+) wounds?, (\d+) unsaved, (\d+) slain\.$/.exec(lines[i + 1]);
        if (saved === 0) {
          expect(back).toBeNull();
          return;
        }
        expect(back, line).not.toBeNull();
        expect(Number(back![1])).toBe(saved);
        expect(Number(back![3])).toBe(Number(back![2])); // the Men wear no armour
        answered++;
        hits += saved;
        wounds += Number(back![2]);
      });
    }
    expect(answered).toBeGreaterThan(100);
    expectWithin(wounds, hits, 1 / 2, 'wounds at S10 against T10');
  });

  it('the talisman\'s ward: half of the wounds he would suffer are negated, and the rest alone fell him', () => {
    let unsaved = 0;
    let negated = 0;
    for (const lines of linesOf('base', 600)) {
      lines.forEach((line, i) => {
        const m = /^lord's talisman negates (\d+) of (\d+) wounds?\.$/.exec(line);
        if (!m) return;
        unsaved += +m[2];
        negated += +m[1];
        const s = strikes([lines[i - 1]], 'men')[0];
        expect(s.unsaved).toBe(+m[2]);
      });
    }
    expect(unsaved).toBeGreaterThan(200);
    expectWithin(negated, unsaved, 1 / 2, 'negated of unsaved');
  });

  it('the Black Amulet: each wound its ward negates falls on the Men who dealt it, no save, and counts in the result', () => {
    let negated = 0;
    let unsaved = 0;
    let rebounds = 0;
    for (const lines of linesOf('black amulet', 400)) {
      lines.forEach((line, i) => {
        const m = /^lord's talisman negates (\d+) of (\d+) wounds?\.$/.exec(line);
        if (!m) return;
        negated += +m[1];
        unsaved += +m[2];
        const back = /^lord's ward rebounds (\d+) wounds? on men, no save: (\d+) suffered, (\d+) slain\.$/.exec(lines[i + 1]);
        if (+m[1] === 0) {
          expect(back, lines.join('\n')).toBeNull();
          return;
        }
        expect(back, lines.join('\n')).not.toBeNull();
        expect(+back![1]).toBe(+m[1]);
        // The Men wear no armour and have no ward: every wound is suffered, a Man slain each.
        expect(+back![2]).toBe(+m[1]);
        expect(+back![3]).toBe(+m[1]);
        rebounds++;
      });
    }
    expect(rebounds).toBeGreaterThan(100);
    expectWithin(negated, unsaved, 1 / 2, 'negated of unsaved');
    // Without it, a ward rebounds nothing.
    expect(linesOf('base', 100).flat().some((l) => l.includes('rebounds'))).toBe(false);
  });

  it('War Paint: 3+ against missiles, 5+ in close combat, as magic armour; a third of the Men\'s S3 wounds saved', () => {
    const plan = compileFixture(FIXTURE, 'war paint');
    const lord = unitIndex(plan, 'lord');
    expect([plan.missileSave[lord], plan.meleeSave[lord], plan.items.magicSave[lord]]).toEqual([3, 5, 5]);
    const all = linesOf('war paint', 300).flatMap((l) => strikes(l, 'men')).filter((s) => s.target === 'lord');
    const wounds = all.reduce((a, s) => a + s.wounds, 0);
    expect(wounds).toBeGreaterThan(300);
    expectWithin(all.reduce((a, s) => a + s.unsaved, 0), wounds, 2 / 3, 'unsaved on a 5+ save');
  });

  it('a weapon that stops an attack: in each round, one attack fewer of the Men\'s blows at him', () => {
    let rounds = 0;
    for (const lines of linesOf('stops an attack', 200)) {
      // Each round's blows at him follow the line that stops one of them.
      const blows = strikes(lines, 'men').filter((s) => s.target === 'lord').length;
      expect(lines.filter((l) => l === "lord's weapon stops 1 attack of men.").length).toBe(blows);
      rounds += blows;
    }
    expect(rounds).toBeGreaterThan(100);
    const base = linesOf('base', 50).flatMap((l) => strikes(l, 'men')).filter((s) => s.target === 'lord');
    const stopped = linesOf('stops an attack', 50).flatMap((l) => strikes(l, 'men')).filter((s) => s.target === 'lord');
    expect(Math.max(...stopped.map((s) => s.attacks))).toBe(Math.max(...base.map((s) => s.attacks)) - 1);
  });

  it('armour that weakens the blows at him: the Men strike the Lord at S4, not S5', () => {
    const all = linesOf('weakened blows', 100).flatMap((l) => strikes(l, 'men')).filter((s) => s.target === 'lord');
    expect(all.length).toBeGreaterThan(50);
    for (const s of all) expect(s.strength).toBe(4);
    const base = linesOf('base', 20).flatMap((l) => strikes(l, 'men')).filter((s) => s.target === 'lord');
    for (const s of base) expect(s.strength).toBe(5);
  });

  it('armour a model must dare to strike: each of the Men tests Ld 7, 21 in 36 pass, and strikes with its 10 attacks', () => {
    let models = 0;
    let passed = 0;
    for (const lines of linesOf('dare to strike', 200)) {
      lines.forEach((line, i) => {
        const m = /^men must dare to strike lord: (\d+) of (\d+) models? pass their Leadership test\.$/.exec(line);
        if (!m) return;
        models += +m[2];
        passed += +m[1];
        const s = strikes(lines.slice(i + 1), 'men').find((x) => x.target === 'lord');
        if (+m[1] > 0) expect(s?.attacks).toBe(10 * +m[1]);
      });
    }
    expect(models).toBeGreaterThan(300);
    expectWithin(passed, models, 21 / 36, 'Leadership tests passed');
  });

  it('a talisman that unnerves: each of the Men tests Ld 7, 15 in 36 fail and strike him at 6+ and S3 with their 10 attacks, the others at 4+ and S5', () => {
    let models = 0;
    let failed = 0;
    for (const lines of linesOf('unnerved', 200)) {
      lines.forEach((line, i) => {
        const m = /^men face lord's unnerving item: (\d+) of (\d+) models? fail their Leadership test and strike at −2 to hit and −2 Strength\.$/.exec(line);
        if (!m) return;
        models += +m[2];
        failed += +m[1];
        // The weakened blows first, then the others; the Lord's armour may re-roll saves between the lines.
        const at = strikes(lines.slice(i + 1, i + 6), 'men').filter((x) => x.target === 'lord').slice(0, +m[1] > 0 && +m[1] < +m[2] ? 2 : 1);
        const weak = at.find((x) => x.toHit === 6);
        const firm = at.find((x) => x.toHit === 4);
        if (+m[1] > 0) expect([weak?.attacks, weak?.strength]).toEqual([10 * +m[1], 3]);
        if (+m[1] < +m[2]) expect([firm?.attacks, firm?.strength]).toEqual([10 * (+m[2] - +m[1]), 5]);
      });
    }
    expect(models).toBeGreaterThan(300);
    expectWithin(failed, models, 15 / 36, 'Leadership tests failed');
  });

  it('hard to hit: the Men need 2 more, 6+ where the WS table asks 4+', () => {
    const all = linesOf('hard to hit', 100).flatMap((l) => strikes(l, 'men'));
    expect(all.length).toBeGreaterThan(50);
    for (const s of all) expect(s.toHit).toBe(6);
    const base = linesOf('base', 20).flatMap((l) => strikes(l, 'men'));
    for (const s of base) expect(s.toHit).toBe(4);
  });

  it('his items\' points are in his cost', () => {
    const plan = compileFixture(FIXTURE);
    const lord = unitIndex(plan, 'lord');
    expect(plan.costs[lord].breakdown).toMatch(/Armour of Fortune 40 \+ Talisman of Warding 50$/);
    expect(plan.meleeSave[lord]).toBe(4);
    expect(plan.items.unmodified[lord]).toBe(1);
  });
});

describe('an item that gives its bearer special rules (AM p.13-16)', () => {
  it('terror and hatred from his sword: in his rule columns, so his own psychology plays them', () => {
    const plan = compileFixture(FIXTURE, 'dreadful');
    const hero = unitIndex(plan, 'hero');
    expect([plan.rule.terror[hero], plan.rule.hatred[hero], plan.rule.fear[hero]]).toEqual([1, 1, 0]);
    expect(compileFixture(FIXTURE).rule.terror[hero]).toBe(0);
    // Through the turn: his hatred re-rolls his misses in the first round (§7).
    let rerolled = 0;
    for (let sim = 0; sim < 100; sim++) {
      for (const line of traced('dreadful', sim)) if (/^hero: .*misses re-rolled \(hatred\)/.test(line)) rerolled++;
    }
    expect(rerolled).toBeGreaterThan(0);
  });
});

describe('the checks on magic items (BM p.38-39)', () => {
  const text = readFileSync(FIXTURES + FIXTURE, 'utf8');
  const refused = (from: string, to: string, message: RegExp) => {
    expect(text).toContain(from);
    expect(() => compileRun(parseText(text.replace(from, to), FIXTURE))).toThrow(message);
  };

  it('War Paint with magic armour, or with body armour, is refused', () => {
    const paint = '{ name: Magic War Paint, kind: talisman, points: 25, effects: { missileSave: 3, meleeSave: 5 } }';
    refused('{ name: Talisman of Warding, kind: talisman, points: 50, effects: { ward: 4 } }', paint, /War Paint without magic armour or body armour/);
  });

  it('a backfire on a weapon that is not of D6 wounds is refused', () => {
    refused('effects: { autoHit: true } }]', 'effects: { backfire: true } }]', /backfire on a weapon of D6 wounds/);
  });

  it('a rebound without a ward on the item is refused', () => {
    refused('{ name: Talisman of Warding, kind: talisman, points: 50, effects: { ward: 4 } }', '{ name: Talisman of Warding, kind: talisman, points: 50, effects: { rebound: true } }', /a `ward` on the item that rebounds what it negates/);
  });

  it('on a character only', () => {
    refused('        special: [immune-to-panic]\n        position: { x: 70', '        special: [immune-to-panic]\n        items: [{ item: dispel-scroll, points: 25 }]\n        position: { x: 70', /magic items on a character/);
  });

  it('one magic weapon, one suit of armour; no effect its kind may not have', () => {
    const sword = '{ name: Sword of Striking, kind: weapon, points: 30, effects: { autoHit: true } }';
    refused(sword, `${sword}, { name: Axe, kind: weapon, points: 10, effects: { hitBonus: 1 } }`, /at most one magic weapon/);
    refused('{ name: Talisman of Warding, kind: talisman, points: 50, effects: { ward: 4 } }', '{ name: Talisman of Warding, kind: talisman, points: 50, effects: { autoHit: true } }', /an effect a magic talisman may have/);
  });

  it('magic armour in place of his armour, with its save; none on a wizard', () => {
    refused('        profile: lord-man\n        models: 1\n', '        profile: lord-man\n        models: 1\n        armour: [heavy-armour]\n', /magic armour in place of his armour/);
    refused('effects: { save: 4, unmodified: true, rerollSave: 4 }', 'effects: { rerollSave: 4 }', /the save of a suit of magic armour/);
    refused('        profile: lord-man\n', '        profile: wizard-lord-man\n', /no magic armour or shield on a wizard/);
  });

  it('a suit a wizard may wear: the Wizard Lord keeps his level and its save (AM p.8)', () => {
    const worn = text.slice(0, text.indexOf('variants:')).replace('        profile: lord-man\n', '        profile: wizard-lord-man\n').replace('effects: { save: 4, unmodified: true, rerollSave: 4 }', 'effects: { save: 4, unmodified: true, wizardMayWear: true }');
    const plan = compileRun(parseText(worn, FIXTURE));
    const lord = unitIndex(plan, 'lord');
    expect(plan.magic.level[lord]).toBe(4);
    expect(plan.meleeSave[lord]).toBe(4);
  });

  it('the Rune of Smiting on a Dwarf only', () => {
    expect(() => compileFixture(FIXTURE, 'rune of smiting')).not.toThrow();
    const changed = text.replace('sides.heroes.units.hero.race: dwarf', 'sides.heroes.units.hero.race: man');
    expect(() => compileRun(parseText(changed, FIXTURE), 'rune of smiting')).toThrow(/a rune on a Dwarf's weapon/);
  });
});

describe('magic bows (AM p.15-16)', () => {
  const SHOT = /^hero shoots (\d+) at orcs [\d.]+" away needing (\d): (\d+) hits?, (\d+) wounds?, (\d+) unsaved/;
  const volleys = (run: string) => {
    let shots = 0;
    let hits = 0;
    let wounds = 0;
    let n = 0;
    for (const { lines, hint } of fixtureBattles('magic-bow.yaml', 9950, run, 300)) {
      for (const line of lines) {
        const m = SHOT.exec(line);
        if (!m) continue;
        expect(+m[1], hint).toBe(3);
        expect(+m[2], hint).toBe(3); // BS5, −1 at long range (20" of 36")
        expect(+m[5], hint).toBe(+m[4]); // the Orcs wear no armour
        shots += 3;
        hits += +m[3];
        wounds += +m[4];
        n++;
      }
    }
    expect(n).toBeGreaterThan(500);
    expectWithin(hits, shots, 4 / 6, 'hits on 3+');
    return { hits, wounds };
  };

  it('the Dragon Bow: three shots at S5, wounding the T4 Orcs on 3+', () => {
    const r = volleys('base');
    expectWithin(r.wounds, r.hits, 4 / 6, 'wounds at S5 against T4');
  });

  it('the Bow of Loren: as many shots as his Attacks (3), at his S4, wounding on 4+', () => {
    const r = volleys('bow of loren');
    expectWithin(r.wounds, r.hits, 1 / 2, 'wounds at S4 against T4');
  });

  it('a magic arrow (AM p.13-16): once, at his first shot, 3D6 arrows at his BS and S4 in place of his long bow\'s one; after it, his bow alone', () => {
    const LOOSED = /^hero looses a magic arrow: it splits into (\d+) arrows? at S4\.$/;
    let arrows = 0;
    let loosed = 0;
    let hits = 0;
    let wounds = 0;
    for (const { lines, hint } of fixtureBattles('magic-bow.yaml', 9950, 'splitting arrow', 1000)) {
      const at = lines.findIndex((l) => LOOSED.test(l));
      expect(at, hint).toBeGreaterThan(0);
      expect(lines.filter((l) => LOOSED.test(l)).length, hint).toBe(1);
      const n = +LOOSED.exec(lines[at])![1];
      const first = SHOT.exec(lines[at + 1]);
      expect([+first![1], +first![2]], hint).toEqual([n, 3]); // BS5, −1 at long range (20" of 30")
      expect(n, hint).toBeGreaterThanOrEqual(3);
      expect(n, hint).toBeLessThanOrEqual(18);
      arrows += n;
      loosed++;
      hits += +first![3];
      wounds += +first![4];
      // Every later volley is the long bow's one shot.
      for (const line of lines.slice(at + 2)) {
        const m = SHOT.exec(line);
        if (m) expect(+m[1], hint).toBe(1);
      }
    }
    // 3D6: mean 10.5, variance 3 × 35/12.
    expect(Math.abs(arrows / loosed - 10.5)).toBeLessThan(4.5 * Math.sqrt(35 / 4 / loosed));
    expectWithin(hits, arrows, 4 / 6, 'arrows hitting on 3+');
    expectWithin(wounds, hits, 1 / 2, 'arrows wounding T4 at S4');
  });

  it('a magic arrow needs a bow to loose it from', () => {
    const text = readFileSync(`${FIXTURES}magic-bow.yaml`, 'utf8');
    expect(() => compileRun(parseText(text.replace('weapons: [long-bow]', 'weapons: [crossbow]'), 'magic-bow.yaml'), 'splitting arrow')).toThrow(/a bearer with a bow to loose it from/);
  });

  it('a magic bow is his missile weapon alone: refused beside other powers or another bow', () => {
    const text = readFileSync(`${FIXTURES}magic-bow.yaml`, 'utf8');
    const base = text.slice(0, text.indexOf('variants:'));
    expect(() => compileRun(parseText(base.replace('shots: 3 } }', 'shots: 3 }, autoHit: true }'), 'magic-bow.yaml'))).toThrow(/a magic bow with no other effect/);
    expect(() => compileRun(parseText(base.replace('        models: 1\n        items:', '        models: 1\n        weapons: [bow]\n        items:'), 'magic-bow.yaml'))).toThrow(/a magic bow in place of his missile weapon/);
  });
});
