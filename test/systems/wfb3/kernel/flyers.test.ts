/**
 * Flyers through whole player turns (rules/wfb3.md §2.7, §3.5; kernel/aerial.ts,
 * kernel/dropping.ts): flying within the speed, turn, climb and dive limits, taking off and
 * landing, dropping things, collecting missiles off the table, crashing, shooting across height
 * levels, and staying out of reach of hand-to-hand fighting while in the air (G21).
 */
import { describe, expect, it } from 'vitest';
import { pairOf } from '../../../../src/battlefield/gaps.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { playerTurn } from '../../../../src/systems/wfb3/kernel/turn.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { wfb3Figures } from '../../../../src/systems/wfb3/map.ts';
import { tolerance } from '../../../helpers/binomial.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { battle, compileText, leftSlot, MEN, playTraced, refusalOf, simulate, unitIndex } from '../harness.ts';

const EAGLE = '{ M: 2, WS: 5, BS: 0, S: 5, T: 4, W: 3, I: 5, A: 2, Ld: 8, Int: 6, Cl: 8, WP: 6 }';

/** A flyer unit of `models` eagles with the given flight and fly tactics, at (x, y) facing `facing`. */
function eagles(flight: string, fly = '', where = 'x: 36, y: 10, facing: 0', models = 1, more = ''): string {
  return `{ id: eagles, name: Eagles, profile: ${EAGLE}, models: ${models}, files: ${models}, flight: { ${flight} }, position: { ${where} }, tactics: { ${fly ? `fly: { ${fly} }, ` : ''}${more} } }`;
}

/** Men standing still, `models` of them, at (x, y) facing down the table. */
function men(id: string, x: number, y: number, models = 20, more = ''): string {
  return `{ id: ${id}, name: ${id}, profile: ${MEN}, models: ${models}, files: ${Math.min(models, 5)}, position: { x: ${x}, y: ${y}, facing: 180 }, tactics: { charge: never, react: hold, move: hold ${more} } }`;
}

/** The world after `turns` player turns of a scenario on seeded dice, with its trace. */
function played(text: string, turns: number, seed = 1): { w: Wfb3World; lines: string[] } {
  const w = new Wfb3World(compileText(text));
  reset(w);
  const lines: string[] = [];
  w.tracer = { line: (t) => lines.push(t) };
  const rng = new Rng();
  rng.seed(seed, 0);
  for (let k = 0; k < turns; k++) {
    w.turn = (k >> 1) + 1;
    playerTurn(w, rng, k & 1);
  }
  return { w, lines };
}

describe('flying (rules/wfb3.md §2.7)', () => {
  it('speeds up by its acceleration at most, and dives a level for each 10" of the move or part: 18" from +30 dives two levels', () => {
    const text = battle({ a: [eagles('top: 24, min: 6, acc: 6, level: 30, speed: 12', 'level: attack')], b: [men('men', 36, 44)] });
    const { w, lines } = played(text, 1);
    expect(lines).toContain('Eagles flies 18" diving from +30 to +10.');
    expect(w.speed[0]).toBe(18);
    expect(w.level[0]).toBe(3 - 1);
  });

  it('climbs a level for each 20" of the move or part: 18" from attack level to +10, the level it keeps', () => {
    const text = battle({ a: [eagles('top: 24, min: 6, acc: 6, level: attack, speed: 12', 'level: 30')], b: [men('men', 36, 44)] });
    expect(played(text, 1).lines).toContain('Eagles flies 18" climbing from attack level to +10.');
  });

  it('slows by twice its acceleration at most, and never below its minimum speed: 18" a turn falls to 12", with its aim 6" ahead', () => {
    const text = battle({ a: [eagles('top: 24, min: 6, acc: 3, level: 20, speed: 18', 'drop: men', 'x: 36, y: 30, facing: 0')], b: [men('men', 36, 38)] });
    const { w } = played(text.replace('flight: {', 'flight: { carry: 1,'), 1);
    expect(w.speed[0]).toBe(12);
  });

  it('turns on an arc as wide as its move: a radian at most, whatever lies behind it', () => {
    const text = battle({ a: [eagles('top: 24, min: 6, acc: 6, level: 20, speed: 12')], b: [men('men', 36, 5).replace('facing: 180', 'facing: 0')] });
    const { w } = played(text, 1);
    expect(Math.abs(w.fp.facing[0])).toBeCloseTo(1, 9);
    // An arc as wide as its move s through a radian, from (36, 10 − half its depth): s·(1 − cos 1) across, s·sin 1 on.
    const s = w.speed[0];
    expect(s).toBe(6);
    const half = w.fp.d[0] / 2;
    expect(Math.abs(w.fp.cx[0] - 36)).toBeCloseTo(s * (1 - Math.cos(1)), 6);
    expect(w.fp.cy[0]).toBeCloseTo(10 - half + s * Math.sin(1), 6);
  });

  it('flies over units and terrain, halted by nothing, and no one charges it or advances on it in the air (G21)', () => {
    const text = battle({
      a: [eagles('top: 24, min: 6, acc: 6, level: 10, speed: 6', '', 'x: 36, y: 30, facing: 0')],
      b: [`{ id: men, name: Men, profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 34, facing: 180 }, tactics: { charge: nearest } }`],
      turns: 2,
    });
    const { w, lines } = played(text, 2);
    // It ends its move over the men, 6" on, their footprints overlapping: neither fights the other.
    expect(lines).toContain('Eagles flies 6" at +10.');
    expect(w.gaps.gap[pairOf(w.gaps, 0, 1)]).toBeLessThanOrEqual(1e-9);
    expect(lines.some((l) => l.startsWith('Men charge') || l.startsWith('Men advance') || l.startsWith('Combat'))).toBe(false);
  });

  it('shows on the map how high it flies', () => {
    const text = battle({ a: [eagles('top: 24, min: 6, acc: 6, level: 20, speed: 12')], b: [men('men', 36, 44)] });
    expect(wfb3Figures(compileText(text)).units.map((u) => u.name)).toEqual(['Eagles (in the air, +20)', 'men']);
  });

  it('makes no reserve move in the air (§2.6)', () => {
    const text = battle({ a: [eagles('top: 24, min: 6, acc: 6, level: 10, speed: 6')], b: [men('men', 36, 60)], battlefield: '{ width: 72, depth: 72 }' });
    expect(played(text, 1).lines.filter((l) => l.startsWith('Eagles')).length).toBe(1);
  });
});

describe('characters riding with flyers (rules/wfb3.md §2.7, §6.4)', () => {
  const hero = `{ id: hero, name: Hero, profile: { M: 8, WS: 6, BS: 5, S: 4, T: 4, W: 2, I: 6, A: 3, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2 }`;

  it('a character flies with his unit, lands with it, and fights from its front rank once it charges on foot', () => {
    const text = battle({
      a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6', 'land: 1', 'x: 36, y: 10, facing: 0', 2, 'charge: nearest').replace('M: 2,', 'M: 6,').replace('position:', `characters: [${hero}], position:`)],
      b: [men('men', 36, 24)],
      turns: 2,
    });
    const { lines } = played(text, 3);
    expect(lines).toContain('Eagles land after 6": on the ground now.');
    expect(lines.some((l) => l.startsWith('Eagles charge men'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Hero strikes men'))).toBe(true);
  });

  it('one told to leave waits until the unit has landed, and goes on on foot', () => {
    const text = battle({ a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6', 'land: 2', 'x: 36, y: 10, facing: 0', 2).replace('position:', `characters: [${hero.replace('bonus: 2 }', 'bonus: 2, tactics: { leave: 1 } }')}], position:`)], b: [men('men', 36, 60)], battlefield: '{ width: 72, depth: 72 }', turns: 5 });
    const { lines } = played(text, 9);
    const waits = lines.indexOf('Hero cannot leave Eagles while they fly: he waits until they land.');
    const landed = lines.findIndex((l) => l.startsWith('Eagles land after'));
    // The unit's leader, he declares it a turn before he goes (§6.4).
    const left = lines.indexOf('Hero leaves Eagles and goes on alone.');
    expect(lines.indexOf('Hero declares he will leave Eagles, whom he leads until their next movement phase.')).toBeGreaterThan(landed);
    expect(waits).toBeGreaterThan(0);
    expect(landed).toBeGreaterThan(waits);
    expect(left).toBeGreaterThan(landed);
  });
});

describe('a single character joining a unit of flyers (rules/wfb3.md §2.7, §6.4)', () => {
  it('makes for it only once it has landed, joins it, and flies with it when it takes off', () => {
    const text = battle({
      a: [
        eagles('top: 24, min: 2, acc: 4, level: attack, speed: 4', 'land: 1, takeOff: 4', 'x: 36, y: 14, facing: 0', 2, 'move: hold'),
        `{ id: hero, name: Hero, profile: { M: 4, WS: 6, BS: 5, S: 4, T: 4, W: 2, I: 6, A: 3, Ld: 9, Int: 8, Cl: 9, WP: 8 }, models: 1, files: 1, character: { bonus: 2, join: eagles }, position: { x: 36, y: 6, facing: 0 }, tactics: { charge: never } }`,
      ],
      b: [men('men', 36, 64)],
      battlefield: '{ width: 72, depth: 72 }',
      turns: 4,
    });
    const { w, lines } = played(text, 7);
    const landed = lines.findIndex((l) => l.startsWith('Eagles land after'));
    const joined = lines.findIndex((l) => l.startsWith('Hero joins Eagles'));
    const off = lines.findIndex((l) => l.startsWith('Eagles take off'));
    expect(landed).toBeGreaterThan(0);
    expect(joined).toBeGreaterThan(landed);
    expect(off).toBeGreaterThan(joined);
    // Before it landed he did not make for it.
    expect(lines.slice(0, landed).some((l) => l.startsWith('Hero makes for'))).toBe(false);
    expect(w.level[0]).toBe(1);
  });
});

describe('taking off and landing (rules/wfb3.md §2.7)', () => {
  it('lands at attack level no faster than its deceleration, clear of units and 1" from the enemy, and makes a reserve move that turn', () => {
    const text = battle({ a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6', 'land: 1')], b: [men('men', 36, 40)] });
    const { w, lines } = played(text, 1);
    expect(lines).toContain('Eagles lands after 6": on the ground now.');
    expect(lines.some((l) => l.startsWith('Eagles makes a reserve move'))).toBe(true);
    expect(w.level[0]).toBe(0);
  });

  it('does not land faster than its deceleration: it slows first', () => {
    const text = battle({ a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 16', 'land: 1')], b: [men('men', 36, 64)], battlefield: '{ width: 72, depth: 72 }', turns: 2 });
    const { lines } = played(text, 3);
    expect(lines).toContain('Eagles flies 8" at attack level.');
    expect(lines).toContain('Eagles lands after 8": on the ground now.');
  });

  it('on the ground it charges as troops on foot, without the charge bonus to hit that flyers never get (§4.4)', () => {
    // Landed short of the men, it charges in its next turn (M6 on the ground): WS5 against WS3 needs what the table says, with no −1 for charging.
    const text = battle({ a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6', 'land: 1', 'x: 36, y: 10, facing: 0', 2, 'charge: nearest').replace('M: 2,', 'M: 6,')], b: [men('men', 36, 24)], turns: 2 });
    const plan = compileText(text);
    const { lines } = played(text, 3);
    expect(lines).toContain('Eagles land after 6": on the ground now.');
    const landed = lines.indexOf('Eagles land after 6": on the ground now.');
    const charge = lines.findIndex((l) => l.startsWith('Eagles charge men'));
    expect(lines.slice(landed, lines.indexOf('-- Turn 1, b --')).some((l) => l.startsWith('Eagles charge') || l.startsWith('Eagles advance'))).toBe(false);
    expect(charge).toBeGreaterThan(lines.indexOf('-- Turn 2, a --'));
    const blow = lines.find((l) => l.startsWith('Eagles (2 models) strike men'));
    expect(blow).toContain(`needing ${plan.toHit[5 * 11 + 3]}+`);
    // The +1 to the result for charging stands, unless flyerBonuses: all takes it too.
    const result = (ls: string[]) => Number(/^Result: a (\d+)/.exec(ls.find((l) => l.startsWith('Result:'))!)![1]);
    const all = played(text.replace('sides:', 'rules: { flyerBonuses: all }\nsides:'), 3).lines;
    expect(result(all)).toBe(result(lines) - 1);
  });

  it('takes off again after landing, from its takeOff turn', () => {
    const text = battle({ a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6', 'land: 1, takeOff: 2')], b: [men('men', 36, 44)], turns: 2 });
    const { w, lines } = played(text, 3);
    expect(lines).toContain('Eagles lands after 6": on the ground now.');
    expect(lines.some((l) => l.startsWith('Eagles takes off, flying 4"'))).toBe(true);
    expect(w.level[0]).toBe(1);
    expect(refusalOf(text.replace('takeOff: 2', 'takeOff: 1'))).toMatch(/other than the one it lands in/);
    expect(refusalOf(text.replace('land: 1, takeOff: 2', 'takeOff: 2'))).toMatch(/after it lands/);
  });

  it('changes between the air and the ground as often as told: lands in turn 1, takes off in turn 2, lands again in turn 3', () => {
    const text = battle({ a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6', 'land: [1, 3], takeOff: 2')], b: [men('men', 36, 64)], battlefield: '{ width: 72, depth: 72 }', turns: 3 });
    const { w, lines } = played(text, 5);
    const landed = lines.findIndex((l) => l.startsWith('Eagles lands after'));
    const off = lines.findIndex((l) => l.startsWith('Eagles takes off'));
    const again = lines.findIndex((l, k) => k > off && l.startsWith('Eagles lands after'));
    expect(landed).toBeGreaterThan(0);
    expect(off).toBeGreaterThan(lines.indexOf('-- Turn 2, a --'));
    expect(again).toBeGreaterThan(lines.indexOf('-- Turn 3, a --'));
    expect(w.level[0]).toBe(0);
    // Alternating from the air, a turn each, no more than eight.
    expect(refusalOf(text.replace('land: [1, 3], takeOff: 2', 'land: [1, 2], takeOff: 3'))).toMatch(/a game turn after it takes off, 3, found 2/);
    expect(refusalOf(text.replace('land: [1, 3], takeOff: 2', 'land: 1, takeOff: [2, 3]'))).toMatch(/after it lands \(tactic land\)/);
    expect(refusalOf(text.replace('land: [1, 3], takeOff: 2', 'land: [1, 1], takeOff: 2'))).toMatch(/each game turn once/);
    expect(refusalOf(text.replace('land: [1, 3], takeOff: 2', 'land: [1, 3, 5, 7, 9], takeOff: [2, 4, 6, 8]'))).toMatch(/at most 8 landings and take-offs/);
  });

  it('takes off no faster than its acceleration, with no move on the ground that turn', () => {
    const text = battle({ a: [eagles('top: 24, min: 2, acc: 4, level: ground', 'takeOff: 1', 'x: 36, y: 10, facing: 0', 1, 'charge: nearest')], b: [men('men', 36, 18)] });
    const { w, lines } = played(text, 1);
    expect(lines).toContain('Eagles takes off, flying 4" to attack level.');
    expect(w.level[0]).toBe(1);
    expect(lines.some((l) => l.includes('charge'))).toBe(false);
  });
});

describe('dropping things (rules/wfb3.md §3.5)', () => {
  const SIMS = 20_000;
  // A hovering eagle over a lone man: a miss of 1" or more lands off his base.
  const lone = (level: string) => battle({
    a: [eagles(`top: 12, min: 0, acc: 3, level: ${level}, speed: 0, carry: 1`, 'drop: man', 'x: 36, y: 20, facing: 180')],
    b: [men('man', 36, 20, 1)],
  });

  // Direct hits: a D6 −3 at attack level, −2 from +10, −1 from +20 at 0 or less; from +30 a D20 − 1 of 0. Wounds at S5 + levels against T3: 2+.
  for (const [level, direct] of [['attack', 3 / 6], ['10', 2 / 6], ['20', 1 / 6], ['30', 1 / 20]] as const) {
    it(`from ${level === 'attack' ? 'attack level' : `+${level}`} a direct hit slays the man ${direct} × 5/6 of the time`, () => {
      const plan = compileText(lone(level));
      const man = unitIndex(plan, 'man');
      let slain = 0;
      simulate(plan, SIMS, 3501, (out) => (slain += 1 - out[leftSlot(man)]));
      const p = direct * (5 / 6);
      expect(Math.abs(slain - SIMS * p)).toBeLessThan(tolerance(SIMS, p));
    });
  }

  it('a miss lands that many inches off in a random direction, on whatever unit is there — a friend of the target too', () => {
    // From +20: D6 3 − 1 = 2" off, bearing 0 (first die 1, second 1): straight up the table onto the other men.
    const text = battle({
      a: [eagles('top: 12, min: 0, acc: 3, level: 20, speed: 0, carry: 1', 'drop: man', 'x: 36, y: 20, facing: 180')],
      b: [men('man', 36, 20, 1), men('others', 36, 22, 5)],
    });
    const { lines } = playTraced(compileText(text), new ScriptedRng().roll(3).roll(1, 1).count(6).count(1).thenAll(1));
    expect(lines).toContain('Eagles drops 1 object on man from +20 at S7: 0 direct hits; 0 on it, 1 on other units; 1 model slain.');
  });

  it('spent, it flies off the table to collect more, and comes back on a 6 after a full turn away', () => {
    const text = battle({
      a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6, carry: 1', 'drop: man, collect: true', 'x: 36, y: 30, facing: 180')],
      b: [men('man', 36, 24, 20).replace('files: 5', 'files: 10')],
      turns: 10,
    });
    const { w, lines } = played(text, 20, 4);
    const gone = lines.indexOf('Eagles flies off the table to collect missiles.');
    expect(gone).toBeGreaterThan(0);
    const back = lines.findIndex((l) => l.startsWith('Eagles comes back') || l.startsWith('Eagles is still away'));
    // Not in the turn after it left: that is the full turn away.
    const turnOf = (i: number) => lines.slice(0, i).filter((l) => l.startsWith('-- Turn') && l.endsWith(', a --')).length;
    expect(turnOf(back)).toBe(turnOf(gone) + 2);
    // Back with its load, it drops again.
    const again = lines.indexOf('Eagles comes back with missiles to drop (D6 6).');
    expect(again).toBeGreaterThan(back - 1);
    expect(lines.slice(again).some((l) => l.startsWith('Eagles drops 1 object'))).toBe(true);
    expect(w.loads[0]).toBe(0);
  });

  it('gives up after its `giveUp` failed rolls, and comes back at its own table edge carrying nothing', () => {
    const text = battle({
      a: [eagles('top: 24, min: 2, acc: 4, level: attack, speed: 6, carry: 1', 'drop: man, collect: true, giveUp: 1', 'x: 36, y: 30, facing: 180')],
      b: [men('man', 36, 24, 20).replace('files: 5', 'files: 10')],
      turns: 8,
    });
    const { lines } = played(text, 16, 4);
    // One roll failed (D6 1), it gives up as its next turn begins.
    const failed = lines.indexOf('Eagles is still away collecting missiles (D6 1).');
    const gaveUp = lines.indexOf('Eagles gives up looking for missiles and comes back, carrying nothing, at the table edge of a.');
    expect(failed).toBeGreaterThan(0);
    expect(gaveUp).toBe(failed + 3);
    expect(lines[gaveUp + 1]).toMatch(/^Eagles flies/);
  });
});

describe('crashing (rules/wfb3.md §2.7)', () => {
  const stupid = (level: string) => battle({ a: [eagles(`top: 24, min: 6, acc: 6, level: ${level}, speed: 12`, '', 'x: 36, y: 10, facing: 0', 1).replace('models: 1,', 'models: 1, special: [stupidity],')], b: [men('men', 36, 44)], turns: 4 });

  it('a stupid flyer that stops in mid-air is slower than its minimum speed and crashes: a D4 wounds a level, no save', () => {
    // Stupidity failed (12 against Int 6), D6 4: it stops; at +10, two D4: 2 and 1 — three wounds slay the eagle (W3).
    const { lines } = playTraced(compileText(stupid('10')), new ScriptedRng().roll(6, 6).roll(4).roll(2).roll(1).thenAll(1));
    expect(lines).toContain('Eagles, stupid, stops in mid-air.');
    expect(lines.some((l) => l.startsWith('Eagles crashes from +10: 1 model falls') && l.endsWith('1 model slain.'))).toBe(true);
  });

  it('the eagle lives through a crash from +10 only on two D4 of 2: 1/16', () => {
    // Stupid every turn (Int 0), it crashes from +10 in its first turn when it stops (D6 4-6), else in its second,
    // its speed halved again below its minimum; far from the men, it falls on no one.
    const plan = compileText(stupid('10').replace('Int: 6', 'Int: 0'));
    const SIMS = 20_000;
    let alive = 0;
    simulate(plan, SIMS, 3502, (out) => (alive += out[leftSlot(0)]));
    expect(Math.abs(alive - SIMS / 16)).toBeLessThan(tolerance(SIMS, 1 / 16));
  });
});

describe('shooting across height levels (rules/wfb3.md §3.5)', () => {
  const archers = (flyLevel: string, gap: number) => battle({
    a: [men('archers', 36, 10, 10, ', shoot: nearest').replace('facing: 180', 'facing: 0').replace('models: 10,', 'models: 10, weapons: [bow],')],
    b: [eagles(`top: 12, min: 0, acc: 3, level: ${flyLevel}, speed: 0`, '', `x: 36, y: ${10 + gap + 2}, facing: 180`)],
  });

  it('a flyer 10" above attack level is 10" further off: bows (24") reach one 16" away at attack level, not at +10', () => {
    expect(played(archers('attack', 16), 1).lines.some((l) => l.startsWith('archers shoot at Eagles'))).toBe(true);
    expect(played(archers('10', 16), 1).lines.some((l) => l.startsWith('archers shoot at Eagles'))).toBe(false);
    expect(played(archers('10', 12), 1).lines.some((l) => l.startsWith('archers shoot at Eagles'))).toBe(true);
  });
});

describe('refused (rules/wfb3.md §2.7)', () => {
  const one = (a: string) => battle({ a: [a], b: [men('men', 36, 44)] });

  it('says what a flyer needs', () => {
    expect(refusalOf(one(`{ id: eagles, profile: ${EAGLE}, models: 1, files: 1, special: [flying], position: { x: 36, y: 10 } }`))).toMatch(/flight:/);
    expect(refusalOf(one(eagles('top: 24, min: 12, acc: 4, level: 20, speed: 12', 'land: 2')))).toMatch(/can never land/);
    expect(refusalOf(one(eagles('top: 24, min: 6, acc: 4, level: 20, speed: 12', 'drop: men')))).toMatch(/carries nothing/);
    expect(refusalOf(one(eagles('top: 24, min: 6, acc: 4, level: 20, speed: 12', 'takeOff: 2')))).toMatch(/after it lands/);
    expect(refusalOf(one(eagles('top: 24, min: 6, acc: 4, level: 20, speed: 2')))).toMatch(/between its minimum and top speed/);
    expect(refusalOf(one(eagles('top: 24, min: 6, acc: 4, level: 25')))).toMatch(/10" levels/);
    expect(refusalOf(one(`{ id: men2, profile: ${MEN}, models: 5, files: 5, position: { x: 36, y: 10 }, tactics: { fly: { level: 10 } } }`))).toMatch(/only on a flyer/);
  });
});
