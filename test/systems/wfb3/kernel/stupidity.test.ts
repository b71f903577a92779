/**
 * Stupidity through whole player turns on scripted dice (rules/wfb3.md §5, gap G7): the test at
 * the start of the turn on Int; out of combat a D6 of 4-6 halts the unit and 1-3 sends it half its
 * move towards a D12 clock direction, and what it meets on the way rolls again; in combat half
 * the unit fights, an odd model on a 4+. The D12 is two D6 (core/dice.ts rollOneOf()): the
 * first die's six faces and the second's make 36 outcomes, three to each hour.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced } from '../harness.ts';

const TROLLS = 'profile: { M: 6, WS: 3, BS: 0, S: 5, T: 4, W: 3, I: 1, A: 3, Ld: 4, Int: 4, Cl: 7, WP: 4 }, models: 5, files: 5, special: [stupidity], base: [40, 40]';
const STILL = `profile: ${MEN}, models: 20, files: 5, tactics: { charge: never, react: hold, move: hold }`;

/** Trolls facing up the table at y 10, and men `gap` inches ahead of them facing down. */
function trolls(gap: number, rules = ''): string {
  return duel({
    a: `${TROLLS}, position: { x: 36, y: 10, facing: 0 }, tactics: { charge: nearest }`,
    b: `${STILL}, position: { x: 36, y: ${10 + gap}, facing: 180 }`,
    turns: 1,
    rules,
  });
}

describe('stupidity (rules/wfb3.md §5, gap G7)', () => {
  it('a unit that passes its Int test acts as it will', () => {
    const { lines } = playTraced(compileText(trolls(30)), new ScriptedRng().roll(1, 1).thenAll(1));
    expect(lines).toContain('attackers test for stupidity: Int 2D6 2 against 4: passed.');
    expect(lines).toContain('attackers advance 6" towards defenders.');
  });

  it('failed, and a D6 of 4-6: it stands about, neither charging, advancing nor making a reserve move', () => {
    const { lines } = playTraced(compileText(trolls(8)), new ScriptedRng().roll(6, 6).roll(5).thenAll(1));
    expect(lines).toContain('attackers test for stupidity: Int 2D6 12 against 4: failed: they are stupid.');
    expect(lines).toContain('attackers stand about stupidly.');
    expect(lines.some((l) => l.startsWith('attackers advance') || l.startsWith('attackers make a reserve move') || l.includes('charge'))).toBe(false);
  });

  it('failed, and a D6 of 1-3: it blunders half its move towards the D12\'s hour — 3 o\'clock, to its right', () => {
    // The D12: first die 2, second 1 → outcome 7 of 36 → 3 o'clock.
    const { lines } = playTraced(compileText(trolls(30)), new ScriptedRng().roll(6, 6).roll(2).roll(2, 1).thenAll(1));
    expect(lines).toContain('attackers blunder towards 3 o\'clock, 3".');
    expect(lines.some((l) => l.startsWith('attackers advance'))).toBe(false);
  });

  it('blundering into an enemy, a D6 of 1-2 halts it 1" short', () => {
    // 12 o'clock (first die 6, second 4): straight at the men 2" ahead.
    const { lines } = playTraced(compileText(trolls(2)), new ScriptedRng().roll(6, 6).roll(2).roll(6, 4).roll(2).thenAll(1));
    expect(lines).toContain('attackers blunder towards 12 o\'clock, 1".');
    expect(lines).toContain('attackers: they stumble on defenders; D6 2: they halt.');
    expect(lines.some((l) => l.startsWith('Combat round'))).toBe(false);
  });

  it('blundering into an enemy, a D6 of 3-4 carries it into combat with one attack a model, without charge bonuses (5+ at equal WS)', () => {
    const rng = new ScriptedRng().roll(6, 6).roll(2).roll(6, 4).roll(3)
      .count(1, 1, 1, 1, 1) // the men strike first (I3): five attacks
      .count(1, 1, 1) // the three trolls whose bases touch them, one attack each
      .thenAll(1);
    const { lines } = playTraced(compileText(trolls(2)), rng);
    expect(lines).toContain('attackers: they stumble on defenders; D6 3: they attack, one attack a model.');
    expect(lines).toContain('attackers (3 models) strike defenders: 3 attacks needing 5+, 0 hits at S5, 0 wounds unsaved.');
  });

  it('a D6 of 5-6 attacks with every attack', () => {
    const rng = new ScriptedRng().roll(6, 6).roll(2).roll(6, 4).roll(6).count(1, 1, 1, 1, 1).countN(9, 1).thenAll(1);
    const { lines } = playTraced(compileText(trolls(2)), rng);
    expect(lines).toContain('attackers: they stumble on defenders; D6 6: they attack.');
    expect(lines).toContain('attackers (3 models) strike defenders: 9 attacks needing 5+, 0 hits at S5, 0 wounds unsaved.');
  });

  it('still stupid in the enemy\'s turn (stupidityLasts), half of those in contact fight: three are one, and the odd one joins on a 4+', () => {
    const script = () => new ScriptedRng().roll(6, 6).roll(2).roll(6, 4).roll(3)
      .count(1, 1, 1, 1, 1).count(1, 1, 1) // the first round: every blow misses; the trolls are pushed back and followed up
      .count(1, 1, 1, 1, 1); // the enemy's turn: the men's blows miss
    const stupid = playTraced(compileText(trolls(2)), script().roll(4).countN(6, 1).thenAll(1)).lines;
    expect(stupid).toContain('attackers (2 models) strike defenders: 6 attacks needing 5+, 0 hits at S5, 0 wounds unsaved.');
    const ownTurn = playTraced(compileText(trolls(2, 'stupidityLasts: own-turn')), script().countN(9, 1).thenAll(1)).lines;
    expect(ownTurn).toContain('attackers (3 models) strike defenders: 9 attacks needing 5+, 0 hits at S5, 0 wounds unsaved.');
  });

  it('stupid in combat, half the unit fights: five in contact are two, and the odd one joins them on a 4+', () => {
    // Deployed touching: in combat from the start, the men without attacks.
    const text = duel({
      a: `${TROLLS}, position: { x: 36, y: 10, facing: 0 }, tactics: { charge: nearest }`,
      b: `profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 0, Ld: 10, Int: 7, Cl: 10, WP: 7 }, models: 40, files: 10, position: { x: 36, y: 10, facing: 180 }, tactics: { charge: never, move: hold }`,
      turns: 1,
    });
    const odd = playTraced(compileText(text), new ScriptedRng().roll(6, 6).roll(4).countN(9, 1).thenAll(1)).lines;
    expect(odd).toContain('attackers (3 models) strike defenders: 9 attacks needing 5+, 0 hits at S5, 0 wounds unsaved.');
    const even = playTraced(compileText(text), new ScriptedRng().roll(6, 6).roll(3).countN(6, 1).thenAll(1)).lines;
    expect(even).toContain('attackers (2 models) strike defenders: 6 attacks needing 5+, 0 hits at S5, 0 wounds unsaved.');
  });

  it('under stupidityTest: ld the test is on Leadership', () => {
    const { lines } = playTraced(compileText(trolls(30, 'stupidityTest: ld')), new ScriptedRng().roll(1, 1).thenAll(1));
    expect(lines).toContain('attackers test for stupidity: Ld 2D6 2 against 4: passed.');
  });
});
