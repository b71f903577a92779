/**
 * The shooting phase (rules/wfb3.md §3): one volley of the front rank, exact, against the BS
 * table with the half-range modifier and the weapons' strengths and save modifiers by band;
 * standing and shooting at chargers (−1, no shields in the first round) and the rout test at a
 * quarter lost to missiles, through whole player turns on scripted dice.
 */
import { describe, expect, it } from 'vitest';
import { binMisses, binomial } from '../../../helpers/binomial.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { battle, compileText, duel, leftSlot, MEN, playTraced, simulate, unitIndex } from '../harness.ts';

const SIMS = 40_000;
const SEED = 3301;

/** Archers (a front rank of five) shoot once at forty Men `gap` inches off who do nothing back. */
function volley(weapon: string, gap: number, targetArmour = '[]', rules = ''): string {
  return duel({
    a: `profile: ${MEN}, models: 10, files: 5, weapons: [${weapon}], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold }`,
    b: `profile: ${MEN}, models: 40, files: 8, armour: ${targetArmour}, position: { x: 36, y: ${10 + gap}, facing: 180 }, tactics: { charge: never, move: hold }`,
    turns: 1,
    rules,
  });
}

function expectSlain(text: string, shots: number, p: number): void {
  const plan = compileText(text);
  const b = unitIndex(plan, 'defenders');
  const counts: number[] = [];
  simulate(plan, SIMS, SEED, (out) => {
    const k = 40 - out[leftSlot(b)];
    while (counts.length <= k) counts.push(0);
    counts[k]++;
  });
  expect(binMisses(counts, binomial(shots, p), SIMS)).toEqual([]);
}

describe('one volley (rules/wfb3.md §3.2-§3.4)', () => {
  it('bows within half range: BS3 hits on 4+, S3 wounds T3 on 4+: 1/4 a shot', () => {
    expectSlain(volley('bow', 10), 5, 1 / 4);
  });
  it('bows over half range: 5+ to hit, 1/6 a shot', () => {
    expectSlain(volley('bow', 16), 5, 1 / 6);
  });
  it('a crossbow within half range against light armour: S4 wounds on 3+, the 6+ save at −1 is gone: 1/2 × 2/3 = 1/3', () => {
    expectSlain(volley('crossbow', 10, '[light-armour]'), 5, 1 / 3);
  });
  it('a crossbow over half range: 5+, and the save stands: 1/3 × 2/3 × 5/6 = 10/54', () => {
    expectSlain(volley('crossbow', 20, '[light-armour]'), 5, 10 / 54);
  });
  it('a sling that did not move fires twice at up to half range (9")', () => {
    expectSlain(volley('sling', 8), 10, 1 / 4);
  });
  it('a blowpipe: 4+ to hit, each hit at a strength of a D6 against T3 (6+, 5+, 4+, 3+, 2+, 2+): 1/2 × 5/9', () => {
    expectSlain(volley('blowpipe', 5), 5, 5 / 18);
  });
  it('a blowpipe against light armour: the 6+ save stands whatever the strength (no strength modifier for missiles): 5/18 × 5/6', () => {
    expectSlain(volley('blowpipe', 5, '[light-armour]'), 5, 25 / 108);
  });
  it('a blowpipe under strengthSaveModifier: all: each hit saved at its own strength, S4 and more leaving no 6+ save: 1/2 × (1/6 + 1/3 + 1/2) × 5/6 / 6 + 1/2 × (2/3 + 5/6 + 5/6) / 6 = 19/72', () => {
    expectSlain(volley('blowpipe', 5, '[light-armour]', 'strengthSaveModifier: all'), 5, 19 / 72);
  });
  it('improvised missiles: 5+ to hit (−1), the thrower\'s S3 − 2 wounds T3 on 6+, no save: 1/3 × 1/6', () => {
    expectSlain(volley('improvised-missile', 1.5), 5, 1 / 18);
  });
  it('improvised missiles against light armour: the target saves at +1, on 5+: 1/18 × 2/3', () => {
    expectSlain(volley('improvised-missile', 1.5, '[light-armour]'), 5, 1 / 27);
  });
  it('at a feared creature with fear at a distance, beyond its charge reach (no fear test): −1, so 5+: 1/3 × 1/2', () => {
    expectSlain(volley('bow', 10).replace('armour: [], position', 'armour: [], special: [fear], fearRange: 6, position'), 5, 1 / 6);
  });
  it('pistols within 3": 4+ to hit, S4 wounds T3 on 3+, the 6+ save at −1 is gone: 1/3', () => {
    expectSlain(volley('pistol', 3, '[light-armour]'), 5, 1 / 3);
  });
});

describe('stand and shoot, and the rout test after shooting (§2.4, §3.5)', () => {
  const chargers = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`;
  const archers = `profile: ${MEN}, models: 10, files: 5, weapons: [bow], armour: [shield], position: { x: 36, y: 27.5, facing: 180 }, tactics: { react: stand-and-shoot, charge: never, move: hold }`;

  it('charged from over half the reach, the archers pass an Ld test and shoot at −1; in the first round their shield is no help', () => {
    const plan = compileText(duel({ a: chargers, b: archers, turns: 1 }));
    const rng = new ScriptedRng()
      .roll(1, 1) // the Ld test to stand and shoot
      .count(6, 6, 1, 1, 1).count(1, 1) // five shots at 5+: two hit, neither wounds
      .count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1) // the round: the chargers miss, the archers miss
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('defenders pass their Ld test to stand and shoot at attackers.');
    expect(lines).toContain('defenders stand and shoot at their chargers (attackers): 5 shots needing 5+, 2 hits at S3, 0 models slain.');
    expect(lines).toContain('attackers charge home into the front of defenders.');
  });

  it('without its shield in the first round, a shield-only unit has no save: the wounds all go through', () => {
    const plan = compileText(duel({ a: chargers, b: archers, turns: 1 }));
    const rng = new ScriptedRng()
      .roll(1, 1).count(1, 1, 1, 1, 1)
      // The chargers: five hits at 4+, five wounds, and no save dice (no shield, no armour).
      .count(6, 6, 6, 6, 6).count(6, 6, 6, 6, 6)
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('attackers (5 models) strike defenders: 5 attacks needing 4+, 5 hits at S3, 5 wounds unsaved.');
  });

  it('a unit that loses a quarter of its strength to missiles in a turn takes a rout test', () => {
    const plan = compileText(duel({
      a: `profile: ${MEN}, models: 10, files: 5, weapons: [bow], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold }`,
      b: `profile: ${MEN}, models: 8, files: 4, position: { x: 36, y: 20, facing: 180 }, tactics: { charge: never, move: hold }`,
      turns: 1,
    }));
    const rng = new ScriptedRng().count(6, 6, 1, 1, 1).count(6, 6).roll(6, 6).thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('attackers shoot at defenders: 5 shots needing 4+, 2 hits at S3, 2 models slain.');
    expect(lines).toContain('defenders have lost a quarter of their strength to missiles this turn: rout test, 2D6 12 against 7: failed.');
    expect(lines).toContain('defenders rout from attackers.');
  });
});

describe('thrown weapons (§3.4)', () => {
  it("the chargers' first rank throws its javelins as the charge meets, at −1, and the wounds count in the round's result", () => {
    const plan = compileText(duel({
      a: `profile: ${MEN}, models: 20, files: 5, weapons: [javelin], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
      b: `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield], position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold }`,
      turns: 1,
    }));
    const rng = new ScriptedRng()
      .count(6, 6, 1, 1, 1).count(6, 6).count(1, 1) // five javelins at 5+: two hit, two wound, neither saved
      .count(1, 1, 1, 1, 1).count(1, 1, 1, 1, 1) // the round: every blow misses
      .thenAll(1);
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('attackers throw their weapons at defenders as the charge meets: 5 shots needing 5+, 2 hits at S3, 2 models slain.');
    // a: 2 thrown wounds + 1 charge + 3 ranks; b: 18 left, 2 ranks.
    expect(lines).toContain('Result: a 6, b 2.');
  });
});

describe('pistols (rules/wfb3.md §3.4, §4.8)', () => {
  it('are fired once a combat, in its first round: the rounds after are fought with hand weapons', () => {
    const gunners = `profile: ${MEN}, models: 10, files: 5, weapons: [pistol], position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`;
    const block = `profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 0, Ld: 10, Int: 7, Cl: 10, WP: 7 }, models: 48, files: 8, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, move: hold }`;
    const plan = compileText(duel({ a: gunners, b: block, first: 'b', turns: 3 }));
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(1));
    expect(lines.filter((l) => l.includes('Combat round')).length).toBeGreaterThan(1);
    expect(lines.filter((l) => l.includes('fire 5 pistols at defenders')).length).toBe(1);
    expect(lines.filter((l) => l.startsWith('attackers (5 models) strike defenders: 5 attacks')).length).toBeGreaterThan(0);
  });

  it('cannot move and fire: pistols that advanced this turn do not shoot', () => {
    const gunners = `profile: ${MEN}, models: 10, files: 5, weapons: [pistol], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never }`;
    const men = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 22, facing: 180 }, tactics: { charge: never, move: hold }`;
    const plan = compileText(duel({ a: gunners, b: men, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(1));
    expect(lines.some((l) => l.startsWith('attackers advance'))).toBe(true);
    expect(lines.some((l) => l.includes('shoot'))).toBe(false);
  });

  it('a pistol and a bow are two missile weapons, refused', () => {
    expect(() => compileText(duel({ a: `profile: ${MEN}, models: 10, weapons: [pistol, bow], position: { x: 36, y: 10 }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 30, facing: 180 }` }))).toThrow(/at most one missile weapon/);
  });

  it('a pistol fired as a second weapon leaves no hand for a shield', () => {
    expect(() => compileText(duel({ a: `profile: ${MEN}, models: 10, weapons: [pistol], armour: [shield], position: { x: 36, y: 10 }, tactics: { pistol: second-weapon }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 30, facing: 180 }` }))).toThrow(/no shield with a pistol fired as a second weapon/);
  });
});

describe('hatred in the shooting phase (rules/wfb3.md §3.5, §5)', () => {
  // Haters told not to shoot, twenty Men 12" off: in range of their bows.
  const haters = `profile: ${MEN}, models: 10, files: 5, weapons: [bow], special: [hatred], position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold, shoot: never }`;
  const men = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 22, facing: 180 }, tactics: { charge: never, move: hold }`;
  const play = (dice: ScriptedRng) => playTraced(compileText(duel({ a: haters, b: men, turns: 1 })), dice.thenAll(1)).lines;

  it('a unit that does not want to shoot at a hated enemy in range takes a Cool test: failed, it must shoot', () => {
    const lines = play(new ScriptedRng().roll(6, 6));
    expect(lines).toContain('attackers hate defenders, in range: Cool test not to shoot, 2D6 12 against 7: failed: they must shoot.');
    expect(lines.some((l) => l.startsWith('attackers shoot at defenders: 5 shots'))).toBe(true);
  });

  it('passed, it holds its fire', () => {
    const lines = play(new ScriptedRng().roll(1, 1));
    expect(lines).toContain('attackers hate defenders, in range: Cool test not to shoot, 2D6 2 against 7: passed.');
    expect(lines.some((l) => l.startsWith('attackers shoot'))).toBe(false);
  });
});

describe('firing through a gap (rules/wfb3.md §3.1)', () => {
  // Archers at (36, 10) shoot north at Men 20" off; a friendly block of five (3.9" wide) stands
  // beside the line of fire halfway, its near edge `edge` inches from it.
  const past = (edge: number, archers = 'position: { x: 36, y: 10, facing: 0 }') =>
    battle({
      a: [
        `{ id: archers, profile: ${MEN}, models: 10, files: 5, weapons: [bow], ${archers}, tactics: { charge: never, move: hold } }`,
        `{ id: block, profile: ${MEN}, models: 5, files: 5, position: { x: ${36 + edge + 1.9685}, y: 20, facing: 0 }, tactics: { charge: never, move: hold, shoot: never } }`,
      ],
      b: [`{ id: men, profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 30, facing: 180 }, tactics: { charge: never, move: hold } }`],
    });
  const shoots = (text: string) => playTraced(compileText(text), new ScriptedRng().thenAll(4)).lines.some((l) => l.startsWith('archers shoot at men'));

  it('no shot passes within 2" of another unit: a block 1.5" beside the line stops it, 2.5" away it does not', () => {
    expect(shoots(past(2.5))).toBe(true);
    expect(shoots(past(1.5))).toBe(false);
  });

  it('from a hill the archers fire over the block', () => {
    const hill = past(1.5).replace('sides:', 'battlefield: { width: 72, depth: 48, terrain: [{ kind: hill, x: 30, y: 6, width: 12, depth: 6 }] }\nsides:');
    expect(shoots(hill)).toBe(true);
  });
});
