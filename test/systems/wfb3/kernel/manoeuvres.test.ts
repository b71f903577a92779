/**
 * Manoeuvres and formations through whole player turns (rules/wfb3.md §2.2, §2.3): the free first
 * manoeuvre, the second on an Ld test with the musician's +1, no second without a leader; the
 * shieldwall (+1 save, no moving, holding a charge, lost when pushed back) and the testudo (a
 * complex manoeuvre, half speed, +2 save until blows are struck, no reserve move after a failed
 * test). Exact where dice decide: the saves through a seeded run against the digest's fractions.
 */
import { describe, expect, it } from 'vitest';
import { binMisses, binomial } from '../../../helpers/binomial.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, leftSlot, MEN, OUT_ROUNDS, playTraced, simulate, unitIndex } from '../harness.ts';

const SIMS = 40_000;
const LEADER = 'leader: { Ld: 10, Int: 7, Cl: 10, WP: 7, bonus: 3 }';

/** The models slain of unit `id` (from `start`) over a seeded run, with the runs that fought no round. */
function slain(text: string, id: string, start: number, seed: number): { counts: number[]; fought: number } {
  const plan = compileText(text);
  const u = unitIndex(plan, id);
  const counts: number[] = [];
  let fought = 0;
  simulate(plan, SIMS, seed, (out) => {
    const k = start - out[leftSlot(u)];
    while (counts.length <= k) counts.push(0);
    counts[k]++;
    if (out[OUT_ROUNDS] > 0) fought++;
  });
  return { counts, fought };
}

describe('manoeuvres (rules/wfb3.md §2.2)', () => {
  // A column two wide, told to fight five wide, facing across the table from the enemy: widening is its first manoeuvre, turning to face its second.
  const column = (extra: string) => `profile: ${MEN}, models: 10, files: 2, position: { x: 20, y: 10, facing: 90 }, tactics: { charge: never, frontage: 5 }${extra}`;
  const enemy = `profile: ${MEN}, models: 10, files: 5, position: { x: 20, y: 40, facing: 180 }, tactics: { charge: never, move: hold }`;

  it('the first is free; the second takes an Ld test, +1 with a musician; passed, the column faces the enemy and advances', () => {
    const plan = compileText(duel({ a: column(`, command: [musician], ${LEADER}`), b: enemy, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().roll(5, 5).thenAll(1));
    expect(lines).toContain('attackers change their frontage to 5 files.');
    expect(lines).toContain('attackers try a second manoeuvre: Ld test, 2D6 10 against 10: passed.');
    expect(lines).toContain('attackers advance 4" towards defenders.');
  });

  it('a failed second manoeuvre halts the unit for the phase; in the reserves phase its first manoeuvre is free again', () => {
    const plan = compileText(duel({ a: column(`, leader: { Ld: 7, Int: 7, Cl: 7, WP: 7, bonus: 0 }`), b: enemy, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().roll(6, 6).thenAll(1));
    expect(lines).toContain('attackers try a second manoeuvre: Ld test, 2D6 12 against 7: failed: they halt.');
    expect(lines.some((l) => l.startsWith('attackers advance'))).toBe(false);
    expect(lines).toContain('attackers make a reserve move 4" towards defenders.');
  });

  it('without a leader there is no second manoeuvre: the widened column moves straight on without facing the enemy', () => {
    const plan = compileText(duel({ a: column(''), b: enemy, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(1));
    expect(lines).toContain('attackers change their frontage to 5 files.');
    expect(lines.some((l) => l.includes('manoeuvre'))).toBe(false);
    expect(lines).toContain('attackers advance 4" towards defenders.');
  });
});

describe('the shieldwall (rules/wfb3.md §2.3)', () => {
  const wall = `profile: ${MEN}, models: 48, files: 8, armour: [light-armour, shield], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: run-away, formation: shieldwall }`;
  const chargers = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`;

  it('formed at the start of its turn, it saves at +1: the chargers\' blows slay 1/2 × 1/2 × 1/2 (the 5+ save now 4+) — and it holds though told to run', () => {
    const text = duel({ a: chargers, b: wall, first: 'b', turns: 1 });
    const { counts, fought } = slain(text, 'defenders', 48, 4101);
    expect(fought).toBe(SIMS);
    expect(binMisses(counts, binomial(5, 1 / 8), SIMS)).toEqual([]);
    const { lines } = playTraced(compileText(text), new ScriptedRng().thenAll(1));
    expect(lines).toContain('defenders form a shieldwall.');
    expect(lines).toContain('defenders hold against the charge of attackers.');
  });

  it('it neither moves nor charges, and is lost when pushed back', () => {
    const text = duel({ a: chargers, b: wall.replace('models: 48, files: 8', 'models: 10, files: 5').replace('charge: never, ', 'charge: nearest, '), first: 'b', turns: 1 });
    // The chargers' five blows all slay (count dice of 6 hit, wound, and the saves fail on 1s).
    const rng = new ScriptedRng().count(6, 6, 6, 6, 6).count(6, 6, 6, 6, 6).count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1).roll(1, 1).thenAll(1);
    const { lines } = playTraced(compileText(text), rng);
    expect(lines.some((l) => l.startsWith('defenders advance') || l.startsWith('defenders charge'))).toBe(false);
    expect(lines).toContain('defenders leave their shieldwall.');
  });
});

describe('the testudo (rules/wfb3.md §2.3)', () => {
  const archers = `profile: ${MEN}, models: 10, files: 5, weapons: [bow], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold }`;
  const testudo = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield], ${LEADER}, position: { x: 36, y: 20, facing: 180 }, tactics: { charge: never, formation: testudo }`;

  it('formed on an Ld test, it advances at half its move, blocked into as many files as ranks, and skips no reserve move', () => {
    const { lines } = playTraced(compileText(duel({ a: archers, b: testudo, first: 'b', turns: 1 })), new ScriptedRng().roll(1, 1).thenAll(1));
    expect(lines).toContain('defenders try a complex manoeuvre: Ld test, 2D6 2 against 10: passed.');
    expect(lines).toContain('defenders form a testudo, 4 files.');
    expect(lines).toContain('defenders advance 1.8" towards attackers.'); // half of M 4 less ½" for light armour and shield
    expect(lines).toContain('defenders make a reserve move 1.8" towards attackers.');
  });

  it('a failed test halts it, with no reserve move that turn', () => {
    const { lines } = playTraced(compileText(duel({ a: archers, b: testudo, first: 'b', turns: 1 })), new ScriptedRng().roll(6, 6).thenAll(1));
    expect(lines).toContain('defenders try a complex manoeuvre: Ld test, 2D6 12 against 10: failed: they halt.');
    expect(lines.some((l) => l.startsWith('defenders advance') || l.startsWith('defenders make a reserve move'))).toBe(false);
  });

  it('saves at +2 against missiles: a mixture, formed (33/36, the 5+ save now 3+: 1/2 × 1/2 × 1/3) or halted (3/36: 1/2 × 1/2 × 2/3)', () => {
    const { counts } = slain(duel({ a: archers, b: testudo, first: 'b', turns: 1 }), 'defenders', 20, 4103);
    const formed = binomial(5, 1 / 12);
    const halted = binomial(5, 1 / 6);
    const expected = formed.map((p, k) => (33 / 36) * p + (3 / 36) * halted[k]);
    expect(binMisses(counts, expected, SIMS)).toEqual([]);
  });

  it('charged, it comes to blows and leaves the testudo', () => {
    const chargers = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 8, facing: 0 }, tactics: { charge: nearest }`;
    const text = duel({ a: chargers, b: testudo.replace('y: 20', 'y: 14'), first: 'b', turns: 1 });
    const { lines } = playTraced(compileText(text), new ScriptedRng().roll(1, 1).thenAll(1));
    const formed = lines.indexOf('defenders form a testudo, 4 files.');
    const left = lines.indexOf('defenders leave their testudo.');
    expect(formed).toBeGreaterThan(0);
    expect(left).toBeGreaterThan(formed);
    expect(lines[left + 1]).toMatch(/^attackers charge home/);
  });
});

describe('the square (rules/wfb3.md §2.3)', () => {
  const square = (profile: string) => `profile: ${profile}, models: 16, files: 8, ${LEADER}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: run-away, formation: square }`;
  const flankers = `profile: ${MEN}, models: 10, files: 5, position: { x: 30, y: 26.3, facing: 90 }, tactics: { charge: nearest }`;
  const scenario = (profile: string, rules = '') => compileText(duel({ a: flankers, b: square(profile), first: 'b', turns: 1, rules }));

  it('formed by a complex manoeuvre, it has no flank: charged from the side it fights on a face, as a prepared position (5+ for the chargers), and holds unpushed when beaten', () => {
    const rng = new ScriptedRng().roll(1, 1).countN(20, 1).thenAll(1);
    const { lines } = playTraced(scenario(MEN), rng);
    expect(lines).toContain('defenders try a complex manoeuvre: Ld test, 2D6 2 against 10: passed.');
    expect(lines).toContain('defenders form a square, 2 models a face.');
    expect(lines.some((l) => l.startsWith('defenders advance') || l.startsWith('defenders make a reserve move'))).toBe(false);
    expect(lines).toContain('defenders hold against the charge of attackers.');
    expect(lines).toContain('attackers charge home into the front of defenders.');
    expect(lines.find((l) => l.startsWith('attackers ('))).toMatch(/needing 5\+/);
    expect(lines).toContain('defenders, in a square, cannot be pushed back: they hold.');
  });

  it('under squarePrepared: false its attackers need 4+ charging, as against any unit', () => {
    const { lines } = playTraced(scenario(MEN, 'squarePrepared: false'), new ScriptedRng().roll(1, 1).countN(20, 1).thenAll(1));
    expect(lines.find((l) => l.startsWith('attackers ('))).toMatch(/needing 4\+/);
  });

  it('winning, it does not follow up: the losers, pushed back out of contact, are out of the fight', () => {
    const strong = '{ M: 4, WS: 6, BS: 3, S: 5, T: 3, W: 1, I: 6, A: 2, Ld: 9, Int: 7, Cl: 9, WP: 7 }';
    const text = duel({ a: flankers, b: square(strong), first: 'b', turns: 2 });
    const { lines } = playTraced(compileText(text), new ScriptedRng().roll(1, 1).thenAll(1));
    const pushed = lines.indexOf('attackers are pushed back 2", and the square that beat them does not follow up.');
    expect(pushed).toBeGreaterThan(0);
    // The enemy's turn that follows has no combat round: they charge again in their own.
    expect(lines[pushed + 1]).toBe('-- Turn 2, b --');
    expect(lines[pushed + 2]).toBe('-- Turn 2, a --');
    expect(lines[pushed + 3]).toMatch(/^attackers charge defenders/);
  });

  it('winning against routers, it does not pursue', () => {
    const strong = '{ M: 4, WS: 6, BS: 3, S: 5, T: 3, W: 1, I: 6, A: 2, Ld: 9, Int: 7, Cl: 9, WP: 7 }';
    // Four hits and four wounds on the attackers (no save), their three blows all miss, and their rout test fails.
    const rng = new ScriptedRng().roll(1, 1).countN(4, 6).countN(4, 6).count(1, 1, 1).roll(6, 6).thenAll(1);
    const { lines } = playTraced(scenario(strong), rng);
    expect(lines).toContain('attackers rout!');
    expect(lines.some((l) => l.startsWith('defenders pursue') || l.startsWith('defenders run down'))).toBe(false);
  });
});

describe('single file (rules/wfb3.md §2.1, §2.2, §2.4)', () => {
  const file = (extra: string) => `profile: ${MEN}, models: 6, files: 1, position: { x: 36, y: 10, facing: 0 }${extra}`;
  const enemy = (y: number, tactics: string) => `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: ${y}, facing: 180 }, tactics: { ${tactics} }`;
  const marsh = (text: string) => text.replace('sides:', 'battlefield: { width: 72, depth: 48, terrain: [{ kind: difficult, x: 20, y: 8, width: 32, depth: 12 }] }\nsides:');

  it('crosses difficult ground at its full move, where two files wade at half', () => {
    const single = playTraced(compileText(marsh(duel({ a: file(', tactics: { charge: never }'), b: enemy(40, 'charge: never, move: hold'), turns: 1 }))), new ScriptedRng().thenAll(1)).lines;
    expect(single).toContain('attackers advance 4" towards defenders.');
    const double = playTraced(compileText(marsh(duel({ a: file(', tactics: { charge: never }').replace('files: 1', 'files: 2'), b: enemy(40, 'charge: never, move: hold'), turns: 1 }))), new ScriptedRng().thenAll(1)).lines;
    expect(double).toContain('attackers advance 2" towards defenders.');
  });

  it('declares no charge, though an enemy stands in reach', () => {
    const { lines } = playTraced(compileText(duel({ a: file(', tactics: { charge: nearest }'), b: enemy(16, 'charge: never, move: hold'), turns: 1 })), new ScriptedRng().thenAll(1));
    expect(lines.some((l) => l.startsWith('attackers charge'))).toBe(false);
    expect(lines).toContain('attackers advance 4" towards defenders.');
  });

  it('charged, it must run away though told to hold: an Ld test, failed a rout', () => {
    const text = duel({ a: enemy(16, 'charge: nearest').replace('y: 16, facing: 180', 'y: 4, facing: 0'), b: file(', tactics: { charge: never, react: hold, move: hold }').replace('y: 10, facing: 0', 'y: 10, facing: 180'), turns: 1 });
    const passed = playTraced(compileText(text), new ScriptedRng().roll(1, 1).thenAll(1)).lines;
    expect(passed.some((l) => l.startsWith('defenders pass their Ld test and run'))).toBe(true);
    const failed = playTraced(compileText(text), new ScriptedRng().roll(6, 6).thenAll(1)).lines;
    expect(failed).toContain('defenders rout from attackers.');
  });
});

describe('the wedge (rules/wfb3.md §2.3)', () => {
  const wedge = `profile: { M: 4, WS: 6, BS: 3, S: 5, T: 4, W: 1, I: 5, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }, models: 16, files: 4, ${LEADER}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest, formation: wedge }`;
  const line = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold }`;
  const plan = (rules = '') => compileText(duel({ a: wedge, b: line, turns: 1, rules }));

  it('formed as the charge is declared, its point fights first; winning, its next rank fights theirs; through every rank, the defender tests for rout and, holding, is left standing while the wedge breaks through', () => {
    const rng = new ScriptedRng()
      .count(6).count(6).count(1) // the point: a hit and a wound; the one defender it touches misses
      .count(6, 6, 6).count(6, 6, 6).count(1) // rank 2: three slain; the one left in their rank 2 misses
      .roll(1, 1) // the rout test, four of ten lost: passed
      .thenAll(1);
    const { lines } = playTraced(plan(), rng);
    const from = lines.indexOf('attackers form a wedge.');
    expect(from).toBeGreaterThan(0);
    const round = lines.slice(lines.indexOf('Combat round: attackers, defenders.'));
    expect(round.slice(1, 11)).toEqual([
      'attackers in a wedge, the point (1 model), against 1 model of defenders in rank 1.',
      'attackers (1 model) strike defenders: 1 attack needing 2+, 1 hit at S5, 1 wound unsaved.',
      'defenders (1 model) strike attackers: 1 attack needing 6+, 0 hits at S3, 0 wounds unsaved.',
      'attackers in a wedge, rank 2 (3 models), against 3 models of defenders in rank 2.',
      'attackers (3 models) strike defenders: 3 attacks needing 2+, 3 hits at S5, 3 wounds unsaved.',
      'defenders (1 model) strike attackers: 1 attack needing 6+, 0 hits at S3, 0 wounds unsaved.',
      'defenders have lost a quarter of their number: rout test, 2D6 2 against 7: passed.',
      'attackers leave their wedge.',
      'attackers break through defenders, 4" on, and halt, unformed.',
      '-- Turn 1, b --',
    ]);
    // The penetrated unit may do nothing until the end of its next movement phase.
    expect(lines.slice(lines.indexOf('-- Turn 1, b --')).some((l) => l.startsWith('defenders advance') || l.startsWith('defenders charge'))).toBe(false);
  });

  it('through every rank, a defender that fails its rout test routs, and the wedge, a line as wide as its rear rank, pursues', () => {
    const rng = new ScriptedRng().count(6).count(6).count(1).count(6, 6, 6).count(6, 6, 6).count(1).roll(6, 6).thenAll(1);
    const { lines } = playTraced(plan(), rng);
    const test = lines.indexOf('defenders have lost a quarter of their number: rout test, 2D6 12 against 7: failed.');
    expect(test).toBeGreaterThan(0);
    expect(lines.slice(test + 1, test + 3)).toEqual(['attackers leave their wedge.', 'defenders rout!']);
    expect(lines.some((l) => l.startsWith('attackers pursue defenders') || l === 'defenders are wiped out.')).toBe(true);
  });

  it('failing to win a rank\'s fight it reorganises into a line as wide as its widest rank (seven), and beaten is pushed back', () => {
    const rng = new ScriptedRng().count(1).count(6).count(6).thenAll(1);
    const { lines } = playTraced(plan(), rng);
    expect(lines).toContain('attackers leave their wedge.');
    expect(lines).toContain('attackers are pushed back 2" and followed up.');
    expect(lines.some((l) => l.startsWith('attackers in a wedge, rank 2'))).toBe(false);
  });

  it('a wedge without a leader cannot make the wheel its charge needs, a second manoeuvre: it reverts to a line and charges home unformed, without bonuses', () => {
    const text = duel({ a: wedge.replace(`${LEADER}, `, ''), b: line.replace('x: 36, y: 26, facing: 180', 'x: 37, y: 25, facing: 210'), turns: 1 });
    const { lines } = playTraced(compileText(text), new ScriptedRng().thenAll(1));
    const left = lines.indexOf('attackers leave their wedge.');
    expect(left).toBeGreaterThan(0);
    expect(lines[left + 1]).toBe('attackers charge home into the front of defenders, their wedge lost to a manoeuvre they could not make: unformed, no charge bonuses.');
    expect(lines.some((l) => l.startsWith('attackers in a wedge'))).toBe(false);
  });

  it('with any model on difficult ground a unit makes one manoeuvre only: the wedge, led, cannot make its wheel from a marsh and charges home unformed', () => {
    const angled = line.replace('x: 36, y: 26, facing: 180', 'x: 37, y: 25, facing: 210');
    const lines = (terrain: string) =>
      playTraced(compileText(duel({ a: wedge, b: angled, turns: 1, extra: `battlefield: { width: 72, depth: 48, terrain: [${terrain}] }\n` })), new ScriptedRng().thenAll(1)).lines;
    // The marsh under its rear ranks only, behind its front edge at y 20.
    const marsh = lines('{ kind: difficult, x: 30, y: 14, width: 12, depth: 5.5 }');
    expect(marsh[marsh.indexOf('attackers leave their wedge.') + 1]).toBe('attackers charge home into the front of defenders, their wedge lost to a manoeuvre they could not make: unformed, no charge bonuses.');
    // On open ground the leader's Ld test (2 on 2D6) lets it wheel and keep its wedge.
    const open = lines('');
    expect(open.some((l) => l.startsWith('attackers in a wedge, the point'))).toBe(true);
  });

  it('under wedgeGrowth: one, each rank is one model wider than the one before', () => {
    const rng = new ScriptedRng().count(6).count(6).count(1).thenAll(1);
    const { lines } = playTraced(plan('wedgeGrowth: one'), rng);
    expect(lines).toContain('attackers in a wedge, rank 2 (2 models), against 2 models of defenders in rank 2.');
  });
});


describe('widening the front on a follow-up (rules/wfb3.md §4.10)', () => {
  // Fifteen Men three wide, led, charge twenty five wide from 6"; neither has a standard.
  const narrow = (widen: string) => `profile: ${MEN}, models: 15, files: 3, ${LEADER}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest${widen} }`;
  const wide = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`;
  // Round 1: the three in contact hit, wound and slay three; none of the defenders' three in contact is left to strike.
  const dice = () => new ScriptedRng().count(6, 6, 6).count(6, 6, 6).count(1, 1, 1).thenAll(1);
  const play = (widen: string) => playTraced(compileText(duel({ a: narrow(widen), b: wide, turns: 1 })), dice()).lines;

  it('a led winner told to widens by two models a side as it follows up a wider loser, and strikes with five next round', () => {
    const lines = play(', widen: to-overlap');
    const pushed = lines.indexOf('defenders are pushed back 2" and followed up.');
    expect(pushed).toBeGreaterThan(0);
    expect(lines[pushed + 1]).toBe('attackers widen their front to 5 as they follow up.');
    const second = lines.filter((l) => l.startsWith('Combat round:'))[1];
    expect(second).toBeDefined();
    expect(lines[lines.lastIndexOf(second) + 1]).toMatch(/^attackers \(5 models\) strike defenders/);
  });

  it('by default it keeps its frontage, and its three fight again', () => {
    const lines = play('');
    expect(lines.some((l) => l.includes('widen'))).toBe(false);
    const second = lines.lastIndexOf(lines.filter((l) => l.startsWith('Combat round:'))[1]);
    expect(lines[second + 1]).toMatch(/^attackers \(3 models\) strike defenders/);
  });

  it('only a unit with a leader may: the tactic is refused without one', () => {
    expect(() => compileText(duel({ a: narrow(', widen: to-overlap').replace(`${LEADER}, `, ''), b: wide, turns: 1 }))).toThrow(/a leader to widen the front/);
  });
});
