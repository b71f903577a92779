/**
 * Wagons (rules/wfb3.md §6.1; kernel/wagons.ts), played through whole player turns: a wagon —
 * six crew (WS3 S3 T3, light armour, crossbows) behind a team of two horses (M8) — charged by
 * twenty Men from 6" away.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';

const WAGON = `profile: ${MEN}, models: 1, files: 1, armour: [light-armour], weapons: [hand-weapon, crossbow], chariot: { crew: 6, wagon: true, animals: { count: 2, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 } }`;
const CHARIOT = WAGON.replace('wagon: true, ', '').replace('crew: 6', 'crew: 4');
const BLOCK = `profile: ${MEN}, models: 20, files: 5`;

const scenario = (opts: { wagon?: string; wagonTactics?: string; men?: string; first?: string } = {}) =>
  duel({
    a: `${opts.men ?? BLOCK}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
    b: `${opts.wagon ?? WAGON}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold, shoot: never${opts.wagonTactics ?? ''} }`,
    turns: 1,
    first: opts.first,
    rules: 'standardCapture: false',
  });

function firstRound(lines: string[]): string[] {
  return lines.slice(lines.indexOf('Combat round: attackers, defenders.') + 1);
}

describe('wagons (rules/wfb3.md §6.1)', () => {
  it('is 2" slower than the chariot its team would draw, turns on twice its move, and carries eight', () => {
    const plan = compileText(scenario());
    const u = unitIndex(plan, 'defenders');
    expect([plan.M[u], plan.rate[u], plan.turnRadius[u], plan.heavy[u], plan.crew[u]]).toEqual([6, 12, 12, 1, 6]);
    expect(refusalOf(scenario({ wagon: WAGON.replace('crew: 6', 'crew: 9') }))).toMatch(/crew/);
    expect(refusalOf(scenario({ wagon: CHARIOT, wagonTactics: ', unhitch: true' }))).toMatch(/unhitch only on a wagon/);
  });

  it('its crew fight from it as a defended obstacle: the chargers strike it at −1; at the round\'s end its team bolts on a D6 of 4+', () => {
    const strikes = (wagon: string, d6: number) => firstRound(playTraced(compileText(scenario({ wagon })), new ScriptedRng().thenAll(d6)).lines);
    const bolted = strikes(WAGON, 4);
    // WS3 against the crew's WS3: 5+ on the table's diagonal, 4+ charging; against the wagon, 5+.
    expect(bolted.find((l) => l.startsWith('attackers ('))).toMatch(/needing 5\+/);
    expect(strikes(CHARIOT, 4).find((l) => l.startsWith('attackers ('))).toMatch(/needing 4\+/);
    expect(bolted).toContain('The team of defenders bolts (D6 4): the wagon runs amok.');
    expect(strikes(WAGON, 3)).toContain('The team of defenders holds (D6 3).');
    expect(strikes(CHARIOT, 4).some((l) => l.startsWith('The team of'))).toBe(false);
  });

  it('unhitched in its first turn, it stands still; its team neither fights nor bolts, and winning it cannot follow up', () => {
    // The wagon's side moves first and unhitches; the Men charge it in their turn.
    const lines = playTraced(compileText(scenario({ wagonTactics: ', unhitch: true', first: 'b' })), new ScriptedRng().thenAll(4)).lines;
    expect(lines).toContain('defenders stands still to unhitch its team: the wagon moves no more.');
    const round = firstRound(lines);
    expect(round.some((l) => l.startsWith("defenders's steeds"))).toBe(false);
    expect(round.some((l) => l.startsWith('The team of'))).toBe(false);
  });

  it('shot at, it is a large target in soft cover: the two cancel', () => {
    const archers = `profile: ${MEN}, models: 10, files: 5, weapons: [bow], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold }`;
    const at = (wagon: string) =>
      playTraced(compileText(duel({ a: archers, b: `${wagon}, position: { x: 36, y: 20, facing: 180 }, tactics: { charge: never, move: hold, shoot: never }`, turns: 1 })), new ScriptedRng().thenAll(4))
        .lines.find((l) => l.startsWith('attackers shoot'))
        ?.match(/needing (\d\+)/)?.[1];
    // BS3: 4+; +1 a large target; −1 soft cover.
    expect(at(WAGON)).toBe('4+');
    expect(at(CHARIOT)).toBe('3+');
  });
});
