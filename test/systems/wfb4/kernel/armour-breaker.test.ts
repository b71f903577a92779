/**
 * A weapon that destroys armour (AM p.13-16; item effect `destroysArmour`;
 * kernel/sapping.ts breakArmour(), saveOf()), played through whole turns on
 * test/fixtures/wfb4/armour-breaker.yaml: a Hero with a blade that only magic armour saves, in
 * the front rank of Men fighting a lone Orc Boss in heavy armour and shield. The wound that
 * first gets through destroys the Boss's armour: before it, the Men's S3 blows are saved on 4+;
 * after it, by nothing. Magic armour saves the blade's blows until one fails (his mundane
 * shield does not help against them), and is destroyed with it, shield and all; a Boss on a barded horse keeps the steed's and the barding's 5+.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, expectWithin, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'armour-breaker.yaml';
const SEED = 7272;
const STRIKE = /^(Hero|Men): \d+ attacks? at Boss need \d\+: (\d+) hits?, (\d+) wounds? \(S\d+\), (\d+) unsaved, (\d+) slain\.$/;
const BROKEN = /^Hero's blow destroys the armour of Boss: from now on its save is (.+)\.$/;

interface Tally {
  wounds: number;
  unsaved: number;
}

/** The Hero's and the Men's wounds on the Boss before and after his armour is destroyed, over `sims` simulations of `variant`, with the saves the trace says are left. */
function play(variant: string, sims: number): { hero: Tally[]; men: Tally[]; left: Set<string>; broken: number } {
  const plan = compileFixture(FIXTURE, variant);
  const hero = [{ wounds: 0, unsaved: 0 }, { wounds: 0, unsaved: 0 }];
  const men = [{ wounds: 0, unsaved: 0 }, { wounds: 0, unsaved: 0 }];
  const left = new Set<string>();
  let broken = 0;
  for (let sim = 0; sim < sims; sim++) {
    const hint = replayHint(FIXTURE, SEED, sim, variant);
    const lines = trace(plan, SEED, sim).lines;
    let after = 0;
    lines.forEach((line, k) => {
      const b = BROKEN.exec(line);
      if (b) {
        // Once, on the Hero's first blow whose wounds got through and left the Boss standing.
        expect(after, hint).toBe(0);
        const m = STRIKE.exec(lines[k - 1]);
        expect(m?.[1], hint).toBe('Hero');
        expect(Number(m![4]), hint).toBeGreaterThan(0);
        left.add(b[1]);
        after = 1;
        broken++;
        return;
      }
      const m = STRIKE.exec(line);
      if (!m) return;
      const t = (m[1] === 'Hero' ? hero : men)[after];
      t.wounds += Number(m[3]);
      t.unsaved += Number(m[4]);
      // A blow of his that gets through a Boss it leaves standing is followed by the breaking.
      if (m[1] === 'Hero' && after === 0 && Number(m[4]) > 0 && Number(m[5]) === 0) expect(lines[k + 1], hint).toMatch(BROKEN);
    });
  }
  return { hero, men, left, broken };
}

describe('a blade that destroys armour (AM p.13-16)', () => {
  it("destroys the Boss's heavy armour and shield with its first wound: the Men's blows, saved on 4+ before, are saved by nothing after", () => {
    const { hero, men, left, broken } = play('base', 1000);
    expect(broken).toBeGreaterThan(700);
    expect([...left]).toEqual(['none in close combat, none against missiles']);
    // Only magic armour saves the blade: none here.
    expect(hero[0].unsaved).toBe(hero[0].wounds);
    expect(men[0].wounds).toBeGreaterThan(60);
    expectWithin(men[0].unsaved, men[0].wounds, 1 / 2, 'S3 wounds through heavy armour and shield, 4+');
    expect(men[1].wounds).toBeGreaterThan(300);
    expect(men[1].unsaved).toBe(men[1].wounds);
  });

  it('magic armour saves its blows as usual (5+, 6+ at S4; his mundane shield stops nothing the blade allows only magic armour to save) until one fails, and is destroyed with it', () => {
    const { hero, left, broken } = play('magic armour', 1000);
    expect(broken).toBeGreaterThan(600);
    expect([...left]).toEqual(['none in close combat, none against missiles']);
    expect(hero[0].wounds).toBeGreaterThan(600);
    expectWithin(hero[0].unsaved, hero[0].wounds, 5 / 6, 'S4 wounds through magic armour of 5+: 6+');
    expect(hero[1].wounds).toBeGreaterThan(300);
    expect(hero[1].unsaved).toBe(hero[1].wounds);
  });

  it("leaves a mounted Boss his steed's and his barding's 5+", () => {
    const { men, left } = play('barded horse', 1000);
    expect([...left]).toEqual(['5+ in close combat, 5+ against missiles']);
    expect(men[1].wounds).toBeGreaterThan(200);
    expectWithin(men[1].unsaved, men[1].wounds, 2 / 3, 'S3 wounds through 5+');
  });
});

describe('the refusals', () => {
  const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
  const boss = (items: string) => text.replace('        armour: [heavy-armour, shield]\n', `        armour: [shield]\n        items: [${items}]\n`);

  it('refuses magic armour with a power beyond its save against it', () => {
    expect(() => compileText(boss('{ name: Warded Mail, kind: armour, points: 30, effects: { save: 5, ward: 5 } }'))).toThrow(/magic armour or a shield with no power beyond its save, against a weapon that destroys armour/);
  });

  it('refuses a talisman that improves the armour save against it, and plays one that does not', () => {
    expect(() => compileText(boss('{ name: Iron Charm, kind: talisman, points: 30, effects: { saveBonus: 1 } }'))).toThrow(/a talisman that leaves his armour save alone/);
    expect(() => compileText(boss('{ name: Amulet, kind: talisman, points: 30, effects: { ward: 5 } }'))).not.toThrow();
  });
});
