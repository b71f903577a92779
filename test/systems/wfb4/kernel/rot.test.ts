/**
 * Nurgle's Rot (AM p.35; effect `rot`; kernel/rot.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/rot.yaml: a Champion of
 * Nurgle in the front rank of twenty halberdiers charged by Orcs rolls a D6 for each Orc touching
 * him after each of his rounds of attacks, each 6 a wound no armour saves, counted in the result.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { compileText, expectWithin, FIXTURES, trace } from './kernel-harness.ts';

const TEXT = readFileSync(`${FIXTURES}rot.yaml`, 'utf8');
const ROT_ITEM = "{ name: Nurgle's Rot, kind: talisman, points: 20, effects: { rot: true } }";
/** The fixture with the Champion's item replaced. */
const battle = (items: string) => TEXT.replace(ROT_ITEM, items);

const ROT = /^Champion's Rot: (\d+) dice at boyz, (\d+) sixe?s?: (\d+) wounds?, no armour save, (\d+) slain\.$/;

describe("Nurgle's Rot (AM p.35)", () => {
  it('after each round of his attacks, a D6 for each Orc touching him; each 6 slays one, shield and armour or not', () => {
    const plan = compileText(TEXT);
    let dice = 0;
    let sixes = 0;
    for (let sim = 0; sim < 400; sim++) {
      const lines = trace(plan, 35, sim).lines;
      for (let i = 0; i < lines.length; i++) {
        const m = ROT.exec(lines[i]);
        if (!m) continue;
        // Right after his own attacks.
        expect(lines[i - 1]).toMatch(/^Champion: \d+ attacks? at /);
        expect(Number(m[1])).toBe(3); // a man's base against an Orc's: one across it, one at each corner
        dice += Number(m[1]);
        sixes += Number(m[2]);
        expect(Number(m[3])).toBe(Number(m[2]));
        expect(Number(m[4])).toBe(Number(m[3]));
      }
    }
    expect(dice).toBeGreaterThan(1000);
    expectWithin(sixes, dice, 1 / 6, 'sixes');
  });

  it('counts its wounds in the combat result: the side scores every wound its blows and the Rot cause', () => {
    const plan = compileText(TEXT);
    let rounds = 0;
    for (let sim = 0; sim < 200; sim++) {
      const lines = trace(plan, 35, sim).lines;
      let wounds = 0;
      for (const line of lines) {
        const blow = /^(halberdiers|Champion)(?: \([a-z]+\))?: \d+ attacks? at .*, (\d+) unsaved, (\d+) slain\.$/.exec(line);
        if (blow) wounds += Math.min(Number(blow[2]), 20);
        const rot = ROT.exec(line);
        if (rot) wounds += Number(rot[3]);
        const result = /^Combat result: chaos \d+ \((\d+) wounds?\)/.exec(line);
        if (!result) continue;
        expect(Number(result[1])).toBe(wounds);
        wounds = 0;
        rounds++;
      }
    }
    expect(rounds).toBeGreaterThan(200);
  });

  it('on his own too, where he strikes as a unit does: its dice follow his blows', () => {
    const alone = TEXT.replace(/      - \{ id: halberdiers.*\n/, '').replace('joins: halberdiers, ', '').replace("effects: { rot: true } }] }", "effects: { rot: true } }], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: never, move: hold } }");
    const plan = compileText(alone);
    let rolls = 0;
    for (let sim = 0; sim < 100; sim++) {
      const lines = trace(plan, 35, sim).lines;
      lines.forEach((line, i) => {
        if (!ROT.test(line)) return;
        expect(lines[i - 1]).toMatch(/^Champion: \d+ attacks? at boyz/);
        rolls++;
      });
    }
    expect(rolls).toBeGreaterThan(50);
  });

  it('without it no die is rolled', () => {
    const plan = compileText(battle('{ name: Ring, kind: talisman, points: 5, effects: { ward: 6 } }'));
    for (let sim = 0; sim < 50; sim++) expect(trace(plan, 35, sim).lines.some((l) => l.includes("'s Rot:"))).toBe(false);
  });
});
