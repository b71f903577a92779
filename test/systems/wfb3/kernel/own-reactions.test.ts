/**
 * A character's own reactions (rules/wfb3.md §5; kernel/own-reactions.ts), played through whole
 * player turns: a hero — WS5 S4 T4 I5 A2, Cl 9, Int 8 — in the front rank of a block of Men
 * charging another from 6" away; the unit has none of his reactions.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced, refusalOf, unitIndex } from '../harness.ts';

const BLOCK = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield]`;
const HERO = (special: string) => `{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, armour: [heavy-armour, shield], special: [${special}] }`;

const scenario = (special: string, opts: { turns?: number; attackers?: string; aTactics?: string; first?: string } = {}) =>
  duel({
    a: `${opts.attackers ?? BLOCK}, position: { x: 36, y: 20, facing: 0 }, characters: [${HERO(special)}], tactics: { ${opts.aTactics ?? 'charge: nearest'} }`,
    b: `${BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold, strike: characters }`,
    turns: opts.turns ?? 1,
    first: opts.first,
    rules: 'standardCapture: false',
  });

function firstRound(lines: string[]): string[] {
  return lines.slice(lines.indexOf('Combat round: attackers, defenders.') + 1);
}

describe("a character's own reactions (rules/wfb3.md §5)", () => {
  it('frenzy: as his unit charges he tests his own Cool; failing, he alone strikes at +1 to hit and to wound and saves at +1', () => {
    // Aldred misses twice; his four troopers miss; the defender touching him hits and wounds (6, 6),
    // and a 3 saves against his 4+ (heavy armour and shield) only when he is frenzied (3+).
    const dice = (cool: [number, number]) =>
      new ScriptedRng()
        .roll(...cool)
        .count(1, 1)
        .count(1, 1, 1, 1)
        .count(6)
        .count(6)
        .count(3)
        .thenAll(4);
    const frenzied = playTraced(compileText(scenario('frenzy')), dice([6, 5])).lines;
    const calm = playTraced(compileText(scenario('frenzy')), dice([5, 4])).lines;
    expect(frenzied).toContain('Aldred fails his own Cool test as his unit charges (2D6 11 against 9: failed) and is frenzied: +1 to hit, +1 to wound, +1 save.');
    expect(calm).toContain('Aldred keeps his head as his unit charges: Cool 2D6 9 against 9: passed.');
    // WS5 against WS3, charging: 3+, frenzied 2+; his troopers as ever.
    expect(firstRound(frenzied).slice(0, 3)).toEqual([
      'Aldred strikes defenders: 2 attacks needing 2+, 0 hits at S4, 0 wounds unsaved.',
      'attackers (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.',
      'defenders (1 model) strike Aldred: 1 attack needing 6+, 1 hit at S3, 0 wounds unsaved.',
    ]);
    expect(firstRound(calm).slice(0, 3)).toEqual([
      'Aldred strikes defenders: 2 attacks needing 3+, 0 hits at S4, 0 wounds unsaved.',
      'attackers (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.',
      'defenders (1 model) strike Aldred: 1 attack needing 6+, 1 hit at S3, 1 wound unsaved.',
    ]);
  });

  it('frenzy: a unit prone to it takes him with it, on its own test', () => {
    const lines = playTraced(compileText(scenario('frenzy', { attackers: `${BLOCK}, special: [frenzy]` })), new ScriptedRng().roll(6, 6).thenAll(4)).lines;
    expect(lines.some((l) => l.startsWith('Aldred') && l.includes('Cool'))).toBe(false);
    expect(lines).toContain('attackers fail their Cool test as they charge and are frenzied: +1 to hit, +1 to wound, +1 save, no rout tests.');
    // He shares his unit's frenzy (led by him, its Cool is 5 + 2 = 7).
    expect(firstRound(lines)[0]).toBe('Aldred strikes defenders: 2 attacks needing 2+, 2 hits at S4, 2 wounds unsaved.');
  });

  it('frenzy: failing a Cool test of 9 is 2D6 of 10 or more, one time in six', () => {
    const plan = compileText(scenario('frenzy'));
    const rng = new Rng();
    const n = 2000;
    let frenzied = 0;
    for (let s = 0; s < n; s++) {
      rng.seed(17, s);
      if (playTraced(plan, rng).lines.some((l) => l.startsWith('Aldred fails his own Cool test'))) frenzied++;
    }
    const p = 6 / 36;
    expect(Math.abs(frenzied / n - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / n));
  });

  it('stupidity: as his turn starts he tests his own Int; failing, he fights on a D6 of 4+ only', () => {
    const battle = (d6: number) => playTraced(compileText(scenario('stupidity')), new ScriptedRng().roll(6, 6).roll(d6).thenAll(4)).lines;
    const idle = battle(3);
    expect(idle).toContain('Aldred tests for stupidity on his own: Int 2D6 12 against 8: failed: he is stupid.');
    // He stands about; his troopers fight on.
    expect(firstRound(idle)[0]).toBe('attackers (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.');
    expect(firstRound(battle(4))[0]).toBe('Aldred strikes defenders: 2 attacks needing 3+, 2 hits at S4, 2 wounds unsaved.');
    // Passed, no die for him: he fights.
    const passed = playTraced(compileText(scenario('stupidity')), new ScriptedRng().roll(4, 4).thenAll(4)).lines;
    expect(passed).toContain('Aldred tests for stupidity on his own: Int 2D6 8 against 8: passed.');
    expect(firstRound(passed)[0]).toBe('Aldred strikes defenders: 2 attacks needing 3+, 2 hits at S4, 2 wounds unsaved.');
  });

  it('stupidity: in a stupid unit he shares its test', () => {
    const lines = playTraced(compileText(scenario('stupidity', { attackers: `${BLOCK}, special: [stupidity]` })), new ScriptedRng().thenAll(4)).lines;
    expect(lines.some((l) => l.startsWith('Aldred tests'))).toBe(false);
    expect(lines.some((l) => l.startsWith('attackers test for stupidity'))).toBe(true);
  });

  it('hatred: his blows alone are at +1 to hit', () => {
    const lines = playTraced(compileText(scenario('hatred')), new ScriptedRng().thenAll(4)).lines;
    expect(firstRound(lines).slice(0, 2)).toEqual([
      'Aldred strikes defenders: 2 attacks needing 2+, 2 hits at S4, 2 wounds unsaved.',
      'attackers (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.',
    ]);
  });

  it('refuses fear, and the rules the seed lacks, on a character', () => {
    expect(refusalOf(scenario('fear'))).toMatch(/characters\.hero\.special\[0\].*causes fear makes his unit feared is not in the seed/);
    expect(refusalOf(scenario('terror'))).toMatch(/terror is not in the seed \(gap G8\)/);
  });

  /** Eight Men, four wide, with Aldred prone to frenzy, charging twenty. */
  const smallUnit = duel({
    a: `profile: ${MEN}, models: 8, files: 4, armour: [light-armour, shield], position: { x: 36, y: 20, facing: 0 }, characters: [${HERO('frenzy')}], tactics: { charge: nearest }`,
    b: `${BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
    turns: 1,
    rules: 'standardCapture: false',
  });

  it('frenzy: frenzied on his own, he takes no rout test — his unit routs and he stands alone against its enemy, from the next combat phase', () => {
    const plan = compileText(smallUnit);
    const hero = unitIndex(plan, 'hero');
    expect(plan.aloneAs[hero]).toBe(unitIndex(plan, 'hero-alone'));
    expect(plan.leaveTurn[hero]).toBe(0);
    // Frenzied (11 against Cool 9); he and his three troopers miss; five defenders slay three; the rout test fails.
    const rng = new ScriptedRng().roll(6, 5).count(1, 1).count(1, 1, 1).count(6, 6, 6, 6).count(6, 6, 6, 6).count(1, 1, 1, 1).roll(6, 6).thenAll(6);
    const { lines } = playTraced(plan, rng);
    const at = lines.indexOf('attackers have lost a quarter of their number: rout test, 2D6 12 against 9: failed.');
    expect(lines.slice(at + 1, at + 5)).toEqual([
      'Aldred, frenzied, takes no rout test: he stands alone against defenders.',
      'attackers rout!',
      'defenders strike a free hack on attackers with 5 models: every attack hits, no shields; 0 wounds unsaved.',
      'attackers flee 7".',
    ]);
    // The defenders do not pursue: he holds them; the two fight in the next combat phase, he still frenzied (4+, 3+).
    expect(lines.slice(at + 5, at + 8)).toEqual(['-- Turn 1, b --', 'Combat round: Aldred alone, defenders.', 'Aldred alone strikes defenders: 2 attacks needing 3+, 0 hits at S4, 0 wounds unsaved.']);
  });

  it('frenzy: a wizard frenzied on his own stands alone too, his spells with him', () => {
    const plan = compileText(smallUnit.replace('special: [frenzy] }', 'special: [frenzy], wizard: { power: 6, spells: [{ name: Bolt, cost: 2, range: 24, hits: 1, S: 4 }] } }'));
    const alone = unitIndex(plan, 'hero-alone');
    expect([plan.power[alone], plan.spellCount[alone]]).toEqual([6, 1]);
    const rng = new ScriptedRng().roll(6, 5).count(1, 1).count(1, 1, 1).count(6, 6, 6, 6).count(6, 6, 6, 6).count(1, 1, 1, 1).roll(6, 6).thenAll(6);
    expect(playTraced(plan, rng).lines).toContain('Aldred, frenzied, takes no rout test: he stands alone against defenders.');
  });

  it('frenzy: not frenzied, he routs with his unit', () => {
    const plan = compileText(smallUnit);
    const rng = new ScriptedRng().roll(4, 4).count(1, 1).count(1, 1, 1).count(6, 6, 6, 6).count(6, 6, 6, 6).count(1, 1, 1, 1).roll(6, 6).thenAll(6);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('attackers rout!');
    expect(lines.some((l) => l.includes('stands alone'))).toBe(false);
  });

  it('frenzy: a general prone to it, with the army standard in his unit, is no refusal — and routs with the standard', () => {
    const plan = compileText(smallUnit.replace('armour: [light-armour, shield], position: { x: 36, y: 20', 'armour: [light-armour, shield], command: [army-standard], position: { x: 36, y: 20'));
    const rng = new ScriptedRng().roll(6, 5).count(1, 1).count(1, 1, 1).count(6, 6, 6, 6).count(6, 6, 6, 6).count(1, 1, 1, 1).roll(6, 6).roll(6, 6).thenAll(6);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('attackers rout!');
    expect(lines.some((l) => l.includes('stands alone'))).toBe(false);
  });
});
