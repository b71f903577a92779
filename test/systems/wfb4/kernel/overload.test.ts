/**
 * The Orc banner that turns back every spell cast at its unit and slays the wizards touching it
 * (AM p.19; kernel/magical-overload.ts, dispel.ts spellWarded()), played through whole turns on
 * test/fixtures/wfb4/overload.yaml: Orc boyz with it locked with halberdiers whose Wizard
 * Champion stands in their front rank, and an Orc shaman behind the boyz casting Ere We Go on them.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parseText } from '../../../helpers/load.ts';
import { compileRun, expectWithin, FIXTURES, fixtureBattles, parseAttack } from './kernel-harness.ts';

const FIXTURE = 'overload.yaml';
const SEED = 9600;
const WARD = /^boyz's ward against (.+): needs 4, rolls (\d)(: dispelled)?\.$/;

describe('the banner that slays wizards and turns back every spell (AM p.19)', () => {
  it('slays the enemy wizard in the front rank touching it as the first combat phase starts, before any blow', () => {
    let battles = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'base', 200)) {
      battles++;
      const slain = lines.indexOf('magister touches a banner that slays wizards: slain by magical overload.');
      expect(slain, hint).toBe(1); // right after the first turn's heading
      expect(lines.slice(0, slain).some((l) => parseAttack(l) !== null), hint).toBe(false);
      expect(lines.some((l) => l.startsWith('magister casts')), hint).toBe(false);
    }
    expect(battles).toBe(200);
  });

  it('leaves a wizard who does not touch it alone, and turns back his spells on 4+ (exact)', () => {
    let cast = 0;
    let turned = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'magister apart', 300)) {
      expect(lines.some((l) => l.includes('slays wizards')), hint).toBe(false);
      for (const line of lines) {
        const m = WARD.exec(line);
        if (!m || m[1] !== 'The Fate of Bjuna') continue;
        cast++;
        expect(m[3] !== undefined, hint).toBe(Number(m[2]) >= 4);
        if (m[3]) turned++;
      }
    }
    expect(cast).toBeGreaterThan(100);
    expectWithin(turned, cast, 1 / 2, 'enemy spells turned back');
  });

  it('turns back the friendly shaman\'s Ere We Go on 4+ (exact); a ward against enemy spells never does', () => {
    let cast = 0;
    let turned = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'base', 400)) {
      for (const line of lines) {
        const m = WARD.exec(line);
        if (!m) continue;
        expect(m[1], hint).toBe('Ere We Go');
        cast++;
        if (m[3]) turned++;
      }
    }
    expect(cast).toBeGreaterThan(150);
    expectWithin(turned, cast, 1 / 2, 'Ere We Go turned back');
    let worked = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'enemy spells only', 200)) {
      // The Magister lives to cast at the boyz, whose ward turns back his spells, not the shaman's.
      expect(lines.some((l) => WARD.exec(l)?.[1] === 'Ere We Go'), hint).toBe(false);
      worked += lines.filter((l) => l.startsWith('Ere We Go: boyz are T5')).length;
    }
    expect(worked).toBeGreaterThan(100);
  });

  it('refuses a friendly wizard joining the unit, and the banner on the battle standard', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
    const joined = text.replace('position: { x: 36, y: 20, facing: 0 }\n        spells: [{ spell: ere-we-go', 'joins: boyz\n        spells: [{ spell: ere-we-go');
    expect(() => compileRun(parseText(joined, FIXTURE))).toThrow(/he would die of magical overload as he joined it/);
    const bearer = text.slice(0, text.indexOf('variants:')).replace('command: [standard]\n        banner: { name: Banner of Anti-magic, points: 50, effects: [spell-ward-all, slays-wizards] }', 'command: [standard]')
      .replace("        spells: [{ spell: ere-we-go, power: 1, range: 12 }]\n        tactics: { move: hold, charge: never }\n", "        tactics: { move: hold, charge: never }\n      - id: bsb\n        profile: orc-big-boss\n        models: 1\n        joins: boyz\n        command: [battle-standard]\n        banner: { name: Banner of Anti-magic, points: 50, effects: [slays-wizards] }\n");
    expect(() => compileRun(parseText(bearer, FIXTURE))).toThrow(/not on the battle standard yet/);
  });
});
