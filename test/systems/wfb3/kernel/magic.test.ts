/**
 * Magic (rules/wfb3.md §6.8, gap G10; kernel/magic.ts), played through whole player turns: a
 * wizard (Int 9, WP 9) with twenty halberdiers, a Fire Ball of the scenario's (cost 4, 24",
 * 3 hits at S4), against twenty Orcs (WP 6) 20" away who hold.
 */
import { describe, expect, it } from 'vitest';
import { regainMagicPoints } from '../../../../src/systems/wfb3/kernel/magic.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { battle, compileText, duel, MEN, playTraced, unitIndex } from '../harness.ts';

const ORCS = '{ M: 4, WS: 3, BS: 3, S: 3, T: 4, W: 1, I: 2, A: 1, Ld: 7, Int: 6, Cl: 7, WP: 6 }';
const wizard = (power: number, spell = '{ name: Fire Ball, cost: 4, range: 24, hits: 3, S: 4 }', ward = 0) =>
  `{ id: hals, name: Hals, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 2, I: 4, A: 1, Ld: 7, Int: 9, Cl: 8, WP: 9 }, bonus: 1, tactics: { rank: rear }, wizard: { power: ${power}, ward: ${ward}, spells: [${spell}] } }`;
const scenario = (opts: { a?: string; b?: string; turns?: number } = {}) =>
  duel({
    a: `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 12, facing: 0 }, characters: [${opts.a ?? wizard(12)}], tactics: { charge: never, move: hold }`,
    b: `profile: ${ORCS}, models: 20, files: 5, position: { x: 36, y: 32, facing: 180 }${opts.b ?? ''}, tactics: { charge: never, move: hold }`,
    turns: opts.turns ?? 2,
  });
const magicLines = (lines: string[]) => lines.filter((l) => / casts | magic save| strikes (Orc|defenders|attackers)|^Fire Ball/.test(l));

describe('magic (rules/wfb3.md §6.8)', () => {
  it('with 12 MP or more he casts without a test; with fewer, on 2D6 under his Int or his MP, whichever is higher — the MP spent either way', () => {
    // Every 2D6 a 6 (3 + 3): the Orcs' saves fail against WP 6? 6 ≤ 6 passes: every save holds.
    const { lines } = playTraced(compileText(scenario()), new ScriptedRng().thenAll(3));
    expect(magicLines(lines)).toEqual([
      'Hals casts Fire Ball at defenders (8 MP left): with 12 MP or more, no test.',
      'defenders make a magic save: 2D6 6 against 6: passed: the spell has no effect.',
      // Turn 2: 8 MP, under 12: 2D6 against his Int 9, the higher.
      'Hals casts Fire Ball at defenders (4 MP left): 2D6 6 against 9, cast.',
      'defenders make a magic save: 2D6 6 against 6: passed: the spell has no effect.',
    ]);
  });

  it('a failed casting spends the MP all the same', () => {
    const { lines } = playTraced(compileText(scenario({ a: wizard(6) })), new ScriptedRng().thenAll(6));
    expect(magicLines(lines)[0]).toBe('Hals casts Fire Ball at defenders (2 MP left): 2D6 12 against 9, failed: it fails.');
    // 2 MP left: no Fire Ball in turn 2.
    expect(magicLines(lines)).toHaveLength(1);
  });

  it('the caster\'s boost makes the save harder, the target\'s own wizard\'s ward easier; failed, the spell\'s hits', () => {
    const shaman = ', characters: [{ id: shaman, name: Shaman, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 4, W: 1, I: 2, A: 1, Ld: 6, Int: 7, Cl: 7, WP: 8 }, bonus: 0, tactics: { rank: rear }, wizard: { power: 10, ward: 3, spells: [{ name: Gaze, cost: 5, range: 1, hits: 1, S: 1 }] } }]';
    const boosted = wizard(12, '{ name: Fire Ball, cost: 4, range: 24, hits: 3, S: 4, boost: 2 }');
    const { lines } = playTraced(compileText(scenario({ a: boosted, b: shaman, turns: 1 })), new ScriptedRng().thenAll(3));
    // WP 6 − 2 + 3 = 7.
    expect(magicLines(lines)[1]).toBe('defenders make a magic save: 2D6 6 against 7: passed: the spell has no effect.');
    const plain = playTraced(compileText(scenario({ a: boosted, turns: 1 })), new ScriptedRng().thenAll(3)).lines;
    // WP 6 − 2 = 4: failed; three hits at S4 on T4 (4+: a 3 misses... every count die reads 4): wounds, no save.
    expect(magicLines(plain).slice(1)).toEqual(['defenders make a magic save: 2D6 6 against 4: failed.', 'Fire Ball strikes defenders: 3 hits at S4, 3 wounds unsaved, 3 models slain.']);
  });

  it('he regains 1 MP as his side\'s turn begins if he did nothing since the last, never above his power', () => {
    const plan = compileText(scenario({ a: wizard(10) }));
    const c = unitIndex(plan, 'hals');
    const w = new Wfb3World(plan);
    reset(w);
    w.mp[c] = 6;
    regainMagicPoints(w, 0);
    expect(w.mp[c]).toBe(7);
    w.busy[c] = 1;
    regainMagicPoints(w, 0);
    expect(w.mp[c]).toBe(7);
    w.mp[c] = 10;
    regainMagicPoints(w, 0);
    expect(w.mp[c]).toBe(10);
  });

  it('a single wizard casts from where he stands, and his ward helps his own save', () => {
    // Hals alone, 20" from the Orcs; an Orc shaman alone beside them, his Gaze reaching 24".
    const HALS = '{ id: hals, name: Hals, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 2, I: 4, A: 1, Ld: 7, Int: 9, Cl: 8, WP: 9 }, models: 1, files: 1, character: { bonus: 1, wizard: { power: 12, ward: 2, spells: [{ name: Fire Ball, cost: 4, range: 24, hits: 3, S: 4 }] } }, position: { x: 20, y: 12, facing: 0 }, tactics: { charge: never, move: hold } }';
    const SHAMAN = '{ id: shaman, name: Shaman, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 4, W: 9, I: 2, A: 1, Ld: 6, Int: 7, Cl: 7, WP: 5 }, models: 1, files: 1, character: { bonus: 0, wizard: { power: 10, spells: [{ name: Gaze, cost: 5, range: 24, hits: 1, S: 3 }] } }, position: { x: 20, y: 32, facing: 180 }, tactics: { charge: never, move: hold } }';
    const text = battle({ title: 'single wizards', turns: 2, a: [HALS], b: [SHAMAN] });
    const plan = compileText(text);
    const hals = unitIndex(plan, 'hals');
    expect([plan.power[hals], plan.ward[hals], plan.spellCount[hals], plan.spells.names[plan.spellFrom[hals]]]).toEqual([12, 2, 1, 'Fire Ball']);
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(3));
    // His Fire Ball on the shaman (WP 5: 2D6 6 fails; W 9, he lives); the shaman's Gaze on him (WP 9 + his ward 2 = 11).
    expect(magicLines(lines).slice(0, 6)).toEqual([
      'Hals casts Fire Ball at Shaman (8 MP left): with 12 MP or more, no test.',
      'Shaman makes a magic save: 2D6 6 against 5: failed.',
      'Fire Ball strikes Shaman: 3 hits at S4, 3 wounds unsaved, 0 models slain.',
      'Shaman casts Gaze at Hals (5 MP left): 2D6 6 against 10, cast.',
      'Hals makes a magic save: 2D6 6 against 11: passed: the spell has no effect.',
      // His ward cost him 2 MP: 8 − 2 − 4.
      'Hals casts Fire Ball at Shaman (2 MP left): 2D6 6 against 9, cast.',
    ]);
  });

  it('a single wizard wounded in the combat phase casts nothing in the magic phase that follows', () => {
    // Hals alone, five Orcs deployed against his rear, and twenty Orcs before him for his Fire Ball.
    const text = (S: number) =>
      battle({
        title: 'a wounded wizard',
        a: ['{ id: hals, name: Hals, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 9, I: 4, A: 1, Ld: 7, Int: 9, Cl: 8, WP: 9 }, models: 1, files: 1, character: { bonus: 1, wizard: { power: 12, spells: [{ name: Fire Ball, cost: 4, range: 24, hits: 3, S: 4 }] } }, position: { x: 20, y: 12, facing: 0 }, tactics: { charge: never, move: hold } }'],
        b: [`{ id: guards, profile: { M: 4, WS: 3, BS: 3, S: ${S}, T: 4, W: 1, I: 2, A: 1, Ld: 7, Int: 6, Cl: 7, WP: 6 }, models: 5, files: 5, position: { x: 20, y: 11.2126, facing: 0 }, tactics: { charge: never, move: hold } }`, `{ id: defenders, profile: ${ORCS}, models: 20, files: 5, position: { x: 20, y: 30, facing: 180 }, tactics: { charge: never, move: hold } }`],
      });
    // Every die a 2 and every count die a 5: the guards hit on 5+; S3 wounds his T3 on 4+, S1 needs a 6.
    const wounded = playTraced(compileText(text(3)), new ScriptedRng().thenAll(2)).lines;
    expect(wounded).toContain('guards (1 model) strike Hals: 1 attack needing 5+, 1 hit at S3, 1 wound unsaved.');
    expect(wounded.some((l) => l.startsWith('Hals casts'))).toBe(false);
    const unhurt = playTraced(compileText(text(1)), new ScriptedRng().thenAll(2)).lines;
    expect(unhurt).toContain('Hals casts Fire Ball at defenders (8 MP left): with 12 MP or more, no test.');
  });

  it('a wizard who leaves his unit takes his magic points with him, and casts alone', () => {
    // He casts from his unit in turn 1 (12 → 8 MP), leaves it in turn 2 and casts alone with the 8 he has: 2D6 under his Int 9.
    const leaving = wizard(12).replace('tactics: { rank: rear }', 'tactics: { rank: rear, leave: 2 }');
    const plan = compileText(scenario({ a: leaving }));
    const alone = unitIndex(plan, 'hals-alone');
    expect([plan.power[alone], plan.spellCount[alone]]).toEqual([12, 1]);
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(3));
    expect(lines).toContain('Hals leaves attackers and goes on alone.');
    expect(magicLines(lines).filter((l) => / casts /.test(l))).toEqual(['Hals casts Fire Ball at defenders (8 MP left): with 12 MP or more, no test.', 'Hals alone casts Fire Ball at defenders (4 MP left): 2D6 6 against 9, cast.']);
  });

  it('a single wizard who joins a unit casts from it with the magic points he has', () => {
    const text = battle({
      title: 'a wizard joins',
      turns: 2,
      a: [`{ id: men, profile: ${MEN}, models: 20, files: 5, position: { x: 40, y: 12, facing: 0 }, tactics: { charge: never, move: hold } }`, '{ id: hals, name: Hals, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 2, I: 4, A: 1, Ld: 7, Int: 9, Cl: 8, WP: 9 }, models: 1, files: 1, character: { bonus: 1, join: men, rank: rear, wizard: { power: 12, spells: [{ name: Fire Ball, cost: 4, range: 30, hits: 3, S: 4 }] } }, position: { x: 35, y: 12, facing: 0 }, tactics: { charge: never } }'],
      b: [`{ id: defenders, profile: ${ORCS}, models: 20, files: 5, position: { x: 40, y: 32, facing: 180 }, tactics: { charge: never, move: hold } }`],
    });
    const plan = compileText(text);
    const joined = unitIndex(plan, 'hals-joined');
    expect([plan.power[joined], plan.spellCount[joined]]).toEqual([12, 1]);
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(3));
    const joins = lines.indexOf('Hals joins men, taking his place in their ranks.');
    expect(joins).toBeGreaterThan(0);
    // Joining in his first movement phase, he casts from the Men that turn, and with his 8 MP in the next.
    expect(magicLines(lines).filter((l) => / casts /.test(l))).toEqual(['Hals with men casts Fire Ball at defenders (8 MP left): with 12 MP or more, no test.', 'Hals with men casts Fire Ball at defenders (4 MP left): 2D6 6 against 9, cast.']);
  });

  it('refuses a spell he could never pay for', () => {
    expect(() => compileText(scenario({ a: wizard(3) }))).toThrow(/wizard\.spells\[0\]\.cost.*within his power of 3 MP/);
  });
});
