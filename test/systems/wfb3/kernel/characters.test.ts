/**
 * Characters associated with units (rules/wfb3.md §6.4; kernel/characters.ts), played through
 * whole player turns: the digest's blocks of Men (light armour and shields, standards), the
 * attackers 6" away and charging, led by a hero — WS5 S4 T4 I5 A2, Ld 9 and a bonus of 2 —
 * from their front rank.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { characterSlain } from '../../../../src/systems/wfb3/kernel/characters.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { armyStandardNear, leadership } from '../../../../src/systems/wfb3/kernel/tests.ts';
import { carries } from '../../../../src/systems/wfb3/kernel/standards.ts';
import { ARMY_STANDARD, UNIT_STANDARD, Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { FATE_DESTROYED, FATE_FLED_OFF } from '../../../../src/core/metrics.ts';
import { compileText, duel, fateSlot, leftSlot, MEN, playTraced, refusalOf, simulate, unitIndex } from '../harness.ts';

const BLOCK = `profile: ${MEN}, models: 20, files: 5, armour: [light-armour, shield], command: [standard]`;
const HERO = '{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, armour: [heavy-armour, shield] }';

const scenario = (opts: { strike?: string; hero?: string; attackers?: string; defenders?: string; turns?: number } = {}) =>
  duel({
    a: `${opts.attackers ?? BLOCK}, position: { x: 36, y: 20, facing: 0 }, characters: [${opts.hero ?? HERO}], tactics: { charge: nearest }`,
    b: `${opts.defenders ?? BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold${opts.strike ? `, strike: ${opts.strike}` : ''} }`,
    turns: opts.turns ?? 1,
    rules: 'standardCapture: false',
  });

function firstRound(lines: string[]): string[] {
  return lines.slice(lines.indexOf('Combat round: attackers, defenders.') + 1);
}

describe('characters in units (rules/wfb3.md §6.4)', () => {
  it('a hero in the front rank strikes at his own Initiative from a trooper\'s place, and the enemy touching him may strike him instead', () => {
    const plan = compileText(scenario({ strike: 'characters' }));
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(4));
    expect(firstRound(lines).slice(0, 5)).toEqual([
      // I5 before the troops' I3: WS5 against WS3 needs 4+, 3+ charging; S4 against T3, the save 6+.
      'Aldred strikes defenders: 2 attacks needing 3+, 2 hits at S4, 2 wounds unsaved.',
      // Four troopers beside him in the front rank of five.
      'attackers (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.',
      // Of the three defenders left in contact, the one touching him strikes him, at 6+ (WS3 against WS5).
      'defenders (1 model) strike Aldred: 1 attack needing 6+, 0 hits at S3, 0 wounds unsaved.',
      'defenders (2 models) strike attackers: 2 attacks needing 5+, 0 hits at S3, 0 wounds unsaved.',
      // His wounds are his side's: 2 + charge + 3 ranks + standard, against 3 ranks + standard.
      'Result: a 7, b 3.',
    ]);
  });

  it('the enemy strikes the troops around him unless told to strike him', () => {
    const plan = compileText(scenario());
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(4));
    expect(firstRound(lines)[2]).toBe('defenders (3 models) strike attackers: 3 attacks needing 5+, 0 hits at S3, 0 wounds unsaved.');
  });

  it('slain, he leaves his unit to its troops\' Ld, and his wound counts in the result', () => {
    const plan = compileText(
      scenario({
        strike: 'characters',
        attackers: `profile: ${MEN}, models: 8, files: 4, armour: [light-armour, shield], command: [standard]`,
        hero: HERO.replace('W: 2', 'W: 1'),
      }),
    );
    const rng = new ScriptedRng()
      .count(1, 1) // Aldred misses
      .count(1, 1, 1) // so do the three troopers beside him
      .count(6)
      .count(6)
      .count(1) // the defender touching him: a hit, a wound, the save failed
      .count(6, 6, 6, 1)
      .count(6, 6)
      .count(1, 1) // the other four: two troopers slain
      .roll(4, 4) // the rout test
      .thenAll(4);
    const { lines, out } = playTraced(plan, rng);
    expect(firstRound(lines).slice(2, 7)).toEqual([
      'defenders (1 model) strike Aldred: 1 attack needing 6+, 1 hit at S3, 1 wound unsaved.',
      'defenders (4 models) strike attackers: 4 attacks needing 5+, 3 hits at S3, 2 wounds unsaved.',
      'Aldred is slain; attackers fight on without him.',
      // B: 3 wounds + 3 ranks + standard; A: charge + standard, its six left one rank and a half.
      'Result: a 2, b 7.',
      // 2 of 8 lost: the test at the troops' Ld 7, no longer his 9.
      'attackers have lost a quarter of their number: rout test, 2D6 8 against 7: failed.',
    ]);
    const hero = unitIndex(plan, 'hero');
    expect(out[leftSlot(hero)]).toBe(0);
    expect(out[fateSlot(hero)]).toBe(FATE_DESTROYED);
  });

  it('pursuing, he strikes his free hack with the troops', () => {
    const plan = compileText(scenario({ defenders: `profile: ${MEN}, models: 8, files: 4, armour: [light-armour, shield], command: [standard]` }));
    const rng = new ScriptedRng()
      .count(6, 6)
      .count(6, 6)
      .count(1, 1) // Aldred: two wounds on the defenders' 6+ save
      .count(1, 1, 1) // the troopers miss
      .count(1, 1) // the two defenders left to strike miss
      .thenAll(4); // their rout test, 2 of 8 lost, fails on 8
    const { lines } = playTraced(plan, rng);
    expect(lines).toContain('defenders rout!');
    expect(lines.filter((l) => l.startsWith('attackers strike a free hack'))).toEqual([
      'attackers strike a free hack on defenders with 4 models and Aldred: every attack hits, no shields; 2 wounds unsaved.',
      'attackers strike a free hack on defenders with 4 models and Aldred: every attack hits, no shields; 2 wounds unsaved.',
    ]);
  });

  it('in a rear rank he neither fights nor is struck, but leads: the same battles as a leader of his Ld and bonus', () => {
    const rear = compileText(scenario({ hero: HERO.replace('armour: [heavy', 'tactics: { rank: rear }, armour: [heavy'), turns: 4 }));
    const led = compileText(
      duel({
        a: `${BLOCK}, leader: { Ld: 9, Int: 8, Cl: 9, WP: 8, bonus: 2 }, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
        b: `${BLOCK}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
        turns: 4,
        rules: 'standardCapture: false',
      }),
    );
    const records: number[][] = [];
    // outcome, turns, rounds, and both units' four values: the character's row comes after them.
    simulate(led, 400, 7, (out) => records.push(Array.from(out.slice(0, 11))));
    let differ = 0;
    let routs = 0;
    simulate(rear, 400, 7, (out, sim) => {
      if (Array.from(out.slice(0, 11)).join() !== records[sim].join()) differ++;
      if (out[5] > 0) routs++;
    });
    expect(differ).toBe(0);
    expect(routs).toBeGreaterThan(10); // rout tests were taken, at his Ld
  });

  it('a unit wiped out or fled off the table takes its characters with it', () => {
    const plan = compileText(
      scenario({
        attackers: `profile: ${MEN}, models: 6, files: 3, armour: [light-armour, shield]`,
        defenders: `profile: { M: 4, WS: 6, BS: 3, S: 5, T: 4, W: 1, I: 6, A: 3, Ld: 9, Int: 7, Cl: 9, WP: 7 }, models: 20, files: 5, armour: [heavy-armour, shield]`,
        hero: HERO.replace('armour: [heavy', 'tactics: { rank: rear }, armour: [heavy'),
        turns: 6,
      }),
    );
    const a = unitIndex(plan, 'attackers');
    const hero = unitIndex(plan, 'hero');
    let gone = 0;
    simulate(plan, 500, 3, (out) => {
      const fate = out[fateSlot(a)];
      if (fate === FATE_DESTROYED || fate === FATE_FLED_OFF) {
        gone++;
        expect(out[fateSlot(hero)]).toBe(fate);
      }
      // In a rear rank he is never struck: he falls only with his unit.
      expect(out[leftSlot(hero)]).toBe(fate === FATE_DESTROYED ? 0 : 1);
    });
    expect(gone).toBeGreaterThan(50);
  });

  it('the character with the best Ld is the general: his bonus within 12", until he falls', () => {
    const text = scenario().replace(
      '  - id: b\n',
      '      - { id: reserve, profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 6, Int: 7, Cl: 7, WP: 7 }, models: 10, position: { x: 48, y: 14 } }\n  - id: b\n',
    );
    const plan = compileText(text);
    const a = unitIndex(plan, 'attackers');
    const reserve = unitIndex(plan, 'reserve');
    const hero = unitIndex(plan, 'hero');
    expect(plan.generalRow[0]).toBe(hero);
    expect(plan.generalOf[0]).toBe(a);
    const w = new Wfb3World(plan);
    reset(w);
    // The attackers under him: 7 + 2; the reserve, within 12" of him, uses his bonus: 6 + 2.
    expect(leadership(w, a)).toBe(9);
    expect(leadership(w, reserve)).toBe(8);
    characterSlain(w, hero);
    expect(leadership(w, a)).toBe(7);
    expect(leadership(w, reserve)).toBe(6);
  });
});

describe('characters as targets of missiles (rules/wfb3.md p.74)', () => {
  const shooters = (tactic: string) => `profile: ${MEN}, models: 10, files: 10, weapons: [hand-weapon, bow], position: { x: 36, y: 14, facing: 0 }, tactics: { charge: never, move: hold${tactic} }`;
  const targets = (models: number, y: number) => `profile: ${MEN}, models: ${models}, files: 4, position: { x: 36, y: ${y}, facing: 180 }, characters: [${HERO}], tactics: { charge: never, move: hold }`;
  const screen = `\n      - { id: screen, profile: ${MEN}, models: 10, files: 5, position: { x: 43, y: 30, facing: 180 }, tactics: { charge: never, move: hold } }\n`;
  const play = (a: string, b: string, extra = '') => {
    const text = duel({ a, b, turns: 1 }).replace(/(\n  - id: b\n    units:\n      - \{ id: defenders, [^\n]*)\n/, `$1${extra}\n`);
    // Every die a 6 to hit and to wound (and to save: the volley's hits on him are all saved).
    return playTraced(compileText(text), new ScriptedRng().thenAll(1)).lines;
  };

  it('a unit down to fewer than 5 troopers, no unit of 5 near: its hero may be picked out at any range', () => {
    const lines = play(shooters(', shootAt: characters'), targets(4, 30));
    expect(lines.slice(1, 3)).toEqual(['attackers shoot at defenders: 10 shots needing 5+, 10 hits at S3, 0 models slain.', '10 hits of the volley picked out Aldred: 0 wounds unsaved.']);
  });

  it('not while 5 troopers or more stand with him, nor unless told to', () => {
    expect(play(shooters(', shootAt: characters'), targets(20, 30)).some((l) => l.includes('picked out'))).toBe(false);
    expect(play(shooters(''), targets(4, 30)).some((l) => l.includes('picked out'))).toBe(false);
  });

  it('hits that bring his unit below 5 troopers let the next pick him out', () => {
    const lines = play(shooters(', shootAt: characters'), targets(12, 30));
    expect(lines.slice(1, 3)).toEqual(['attackers shoot at defenders: 10 shots needing 5+, 10 hits at S3, 8 models slain.', '2 hits of the volley picked out Aldred: 0 wounds unsaved.']);
  });

  it('a unit of 5 or more within 5" of his screens him from beyond half range, not within it', () => {
    // 16" away, over half the bow's 24": screened.
    expect(play(shooters(', shootAt: characters'), targets(4, 30), screen).some((l) => l.includes('picked out'))).toBe(false);
    // 10" away: within half range.
    expect(play(shooters(', shootAt: characters'), targets(4, 24), screen.replace('y: 30', 'y: 24')).some((l) => l.includes('picked out'))).toBe(true);
  });
});

describe('single characters (rules/wfb3.md §6.4, §2.1)', () => {
  const LONER = `profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, models: 1, files: 1, armour: [heavy-armour, shield], character: { bonus: 2 }`;

  it('a single character charges and is charged as a unit, though he turns and crosses ground as single file does', () => {
    const plan = compileText(duel({ a: `${LONER}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 25, facing: 180 }, tactics: { charge: never, move: hold }`, turns: 1 }));
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(4));
    expect(lines[1]).toMatch(/^attackers charges defenders/);
    const charged = compileText(duel({ a: `profile: ${MEN}, models: 10, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`, b: `${LONER}, position: { x: 36, y: 25, facing: 180 }, tactics: { charge: never, move: hold, react: hold }`, turns: 1 }));
    expect(playTraced(charged, new ScriptedRng().thenAll(4)).lines[2]).toBe('defenders holds against the charge of attackers.');
  });

  it('he leads the army as its general when his Ld is the best, lending his bonus within 12"', () => {
    const plan = compileText(duel({ a: `${LONER}, position: { x: 30, y: 20, facing: 0 }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 40, facing: 180 }`, extra: '' }).replace("  - id: b\n", `      - { id: men, profile: ${MEN.replace('Ld: 7', 'Ld: 6')}, models: 10, position: { x: 40, y: 20, facing: 0 } }\n  - id: b\n`));
    const hero = unitIndex(plan, 'attackers');
    expect(plan.generalOf[0]).toBe(hero);
    expect(plan.generalRow[0]).toBe(-1);
    const w = new Wfb3World(plan);
    reset(w);
    expect(leadership(w, unitIndex(plan, 'men'))).toBe(8);
  });

  it('missiles may not pick him out from beyond half range while a unit of 5 or more stands within 5" of him', () => {
    const text = (y: number) =>
      duel({ a: `profile: ${MEN}, models: 10, files: 10, weapons: [hand-weapon, bow], position: { x: 36, y: 4, facing: 0 }, tactics: { charge: never, move: hold }`, b: `${LONER}, position: { x: 36, y: ${y}, facing: 180 }, tactics: { charge: never, move: hold }`, turns: 1 }).replace(
        /(\n  - id: b\n    units:\n      - \{ id: defenders, [^\n]*)\n/,
        `$1\n      - { id: guards, profile: ${MEN}, models: 10, files: 5, position: { x: 42, y: ${y}, facing: 180 }, tactics: { charge: never, move: hold } }\n`,
      );
    const shotAt = (y: number) => playTraced(compileText(text(y)), new ScriptedRng().thenAll(4)).lines.some((l) => l.startsWith('attackers shoot at defenders'));
    expect(shotAt(24)).toBe(false); // 20" away, beyond the bow's half range of 12"
    expect(shotAt(14)).toBe(true); // 10" away
  });

  it('refuses a single character of several models, with a leader, command or characters of his own', () => {
    expect(refusalOf(duel({ a: `${LONER.replace('models: 1', 'models: 2')}, position: { x: 36, y: 20 }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 30, facing: 180 }` }))).toMatch(/models: 1 and files: 1 for a single character/);
    expect(refusalOf(duel({ a: `${LONER}, command: [standard], position: { x: 36, y: 20 }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 30, facing: 180 }` }))).toMatch(/no leader, characters or command of his own/);
  });
});

describe('characters and the wedge (rules/wfb3.md §2.3 (9), (10))', () => {
  it('a defending rank\'s characters are always among the fighters of the wedge\'s first rank fight; no challenges in it', () => {
    const plan = compileText(
      duel({
        a: `${BLOCK}, leader: { Ld: 8, Int: 7, Cl: 8, WP: 7, bonus: 1 }, position: { x: 36, y: 20, facing: 0 }, characters: [${HERO.replace('bonus: 2', 'bonus: 2, tactics: { challenge: issue }')}], tactics: { charge: nearest, formation: wedge }`,
        b: `${BLOCK}, position: { x: 36, y: 26, facing: 180 }, characters: [{ id: brun, name: Brun, profile: { M: 4, WS: 4, BS: 3, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }, bonus: 1, tactics: { challenge: accept } }], tactics: { charge: never, react: hold, move: hold }`,
        turns: 1,
        rules: 'standardCapture: false',
      }),
    );
    const { lines } = playTraced(plan, new ScriptedRng().thenAll(4));
    const from = lines.indexOf('Combat round: attackers, defenders.');
    const round = lines.slice(from + 1, from + 6);
    // No challenge; Aldred strikes at the point, Brun beside the defenders' first rank.
    expect(round.some((l) => l.includes('challenge'))).toBe(false);
    expect(round.some((l) => l.startsWith('Aldred strikes defenders'))).toBe(true);
    expect(round.some((l) => l.startsWith('Brun strikes attackers'))).toBe(true);
  });
});

describe('the army standard and a character general (rules/wfb3.md §6.6)', () => {
  it('stays with him, in his unit, and loses its powers when he falls', () => {
    const plan = compileText(scenario().replace('command: [standard], position: { x: 36, y: 20', 'command: [standard, army-standard], position: { x: 36, y: 20'));
    const a = unitIndex(plan, 'attackers');
    const w = new Wfb3World(plan);
    reset(w);
    expect(carries(w, a, ARMY_STANDARD)).toBe(true);
    expect(armyStandardNear(w, a)).toBe(true);
    characterSlain(w, unitIndex(plan, 'hero'));
    expect(carries(w, a, ARMY_STANDARD)).toBe(false);
    expect(armyStandardNear(w, a)).toBe(false);
    expect(carries(w, a, UNIT_STANDARD)).toBe(true);
    // Elsewhere than with him: refused.
    const apart = scenario().replace('command: [standard], position: { x: 36, y: 20', 'command: [standard], position: { x: 36, y: 20').replace("  - id: b\n", `      - { id: bearers, profile: ${MEN}, models: 10, command: [army-standard], position: { x: 50, y: 10 } }\n  - id: b\n`);
    expect(refusalOf(apart)).toMatch(/command: expected the army standard with the general, in attackers/);
  });
});

describe('characters shooting (rules/wfb3.md §6.4, p.74)', () => {
  const ARCHER = '{ id: archer, name: Ulric, profile: { M: 4, WS: 5, BS: 6, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, weapons: [hand-weapon, bow] }';
  const ENEMY = `profile: ${MEN}, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, characters: [{ id: brun, name: Brun, profile: { M: 4, WS: 4, BS: 3, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }, bonus: 1 }], tactics: { charge: never, move: hold }`;
  const play = (a: string) => playTraced(compileText(duel({ a, b: ENEMY, turns: 1 })), new ScriptedRng().thenAll(1)).lines;

  it('from his unit\'s front rank he shoots at his BS, with it or, it shooting not, on his own', () => {
    const bows = play(`profile: ${MEN}, models: 10, files: 10, weapons: [hand-weapon, bow], position: { x: 36, y: 12, facing: 0 }, characters: [${ARCHER}], tactics: { charge: never, move: hold }`);
    // 14" away, beyond the bow's half range: BS3 needs 5+, his BS6 2+.
    expect(bows.slice(1, 3)).toEqual(['attackers shoot at defenders: 10 shots needing 5+, 10 hits at S3, 10 models slain.', 'Ulric shoots at defenders: 1 shot needing 2+, 1 hit at S3, 1 model slain.']);
    const swords = play(`profile: ${MEN}, models: 10, files: 10, position: { x: 36, y: 12, facing: 0 }, characters: [${ARCHER}], tactics: { charge: never, move: hold }`);
    expect(swords[1]).toBe('Ulric shoots at defenders: 1 shot needing 2+, 1 hit at S3, 1 model slain.');
  });

  it('he picks out an enemy character as any shooter picks out a unit', () => {
    const lines = play(`profile: ${MEN}, models: 10, files: 10, position: { x: 36, y: 12, facing: 0 }, characters: [${ARCHER}], tactics: { charge: never, move: hold, shootAt: characters }`);
    // Brun stands among twenty: only a character may pick him out.
    expect(lines.slice(1, 4)).toEqual(['Ulric shoots at defenders: 1 shot needing 2+, 1 hit at S3, 0 models slain.', '1 hit of the volley picked out Brun: 1 wound unsaved.', 'Brun is slain; defenders fight on without him.']);
  });
});
