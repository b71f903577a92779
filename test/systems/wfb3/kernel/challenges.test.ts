/**
 * Challenges (rules/wfb3.md §6.5; kernel/challenges.ts), played through whole player turns:
 * Captain Aldred (WS5 S4 T4 W2 I5 A2, Int 8), leading twenty Men from their front rank, issues
 * a challenge each round as they charge; Sergeant Brun (WS4 S3 T3 W1 I4 A1, Ld 8, bonus 1)
 * leads the Men who receive them.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, MEN, playTraced } from '../harness.ts';

const BLOCK = `profile: ${MEN}, armour: [light-armour, shield], command: [standard]`;
const ALDRED = '{ id: aldred, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, armour: [heavy-armour, shield], tactics: { challenge: issue } }';
const brun = (challenge: string) => `{ id: brun, name: Brun, profile: { M: 4, WS: 4, BS: 3, S: 3, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }, bonus: 1, armour: [light-armour, shield], tactics: { challenge: ${challenge} } }`;

const scenario = (opts: { a?: string; b?: string; aChars?: string; bChars?: string; rules?: string } = {}) =>
  duel({
    a: `${BLOCK}, ${opts.a ?? 'models: 20, files: 5'}, position: { x: 36, y: 20, facing: 0 }, characters: [${opts.aChars ?? ALDRED}], tactics: { charge: nearest, strike: characters }`,
    b: `${BLOCK}, ${opts.b ?? 'models: 20, files: 5'}, position: { x: 36, y: 26, facing: 180 }, characters: [${opts.bChars ?? brun('accept')}], tactics: { charge: never, react: hold, move: hold, strike: characters }`,
    turns: 1,
    rules: `standardCapture: false${opts.rules ? `, ${opts.rules}` : ''}`,
  });

function firstRound(lines: string[]): string[] {
  return lines.slice(lines.indexOf('Combat round: attackers, defenders.') + 1);
}

describe('challenges (rules/wfb3.md §6.5)', () => {
  it('taken up, the two fight each other alone: the troops strike the troops, though told to strike characters', () => {
    const { lines } = playTraced(compileText(scenario()), new ScriptedRng().thenAll(4));
    expect(firstRound(lines).slice(0, 6)).toEqual([
      'Aldred issues a challenge; Brun takes it up: they fight each other alone this round.',
      'Aldred strikes Brun: 2 attacks needing 3+, 2 hits at S4, 2 wounds unsaved.',
      'Brun is slain; defenders fight on without him.',
      'attackers (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.',
      // Brun's place stays empty until the next round.
      'defenders (4 models) strike attackers: 4 attacks needing 5+, 0 hits at S3, 0 wounds unsaved.',
      // The challenge's wound counts (G14): 1 (Brun had one) + charge + 3 ranks + standard.
      'Result: a 6, b 4.',
    ]);
  });

  it('kept apart (flag challengeWounds), the challenge\'s wounds do not count in the result', () => {
    const { lines } = playTraced(compileText(scenario({ rules: 'challengeWounds: apart' })), new ScriptedRng().thenAll(4));
    expect(firstRound(lines)[5]).toBe('Result: a 5, b 4.');
  });

  it('refused, the leader steps back out of contact, a trooper in his place, and loses face: his unit tests at its troops\' Ld − 1', () => {
    const plan = compileText(scenario({ b: 'models: 8, files: 4', bChars: brun('refuse') }));
    const rng = new ScriptedRng()
      .count(6, 6)
      .count(6, 6)
      .count(1, 1) // Aldred: two wounds on the 6+ save
      .count(1, 1, 1, 1) // the four troopers beside him miss
      .count(1, 1) // the two defenders left in contact miss
      .thenAll(4); // the rout test, 2 of 8 lost: 8
    const { lines } = playTraced(plan, rng);
    expect(firstRound(lines).slice(0, 7)).toEqual([
      'Aldred issues a challenge; defenders refuse it, and Brun steps back out of contact, losing face: his bonus is −1 for the battle.',
      'Aldred strikes defenders: 2 attacks needing 3+, 2 hits at S4, 2 wounds unsaved.',
      'attackers (4 models) strike defenders: 4 attacks needing 4+, 0 hits at S3, 0 wounds unsaved.',
      // Four in contact, with a trooper in Brun's place; two of them slain, one of the others touching Aldred.
      'defenders (1 model) strike Aldred: 1 attack needing 6+, 0 hits at S3, 0 wounds unsaved.',
      'defenders (1 model) strike attackers: 1 attack needing 5+, 0 hits at S3, 0 wounds unsaved.',
      'Result: a 7, b 1.',
      // Brun's Ld 8 would lift them to 8; losing face, their Ld 7 − 1.
      'defenders have lost a quarter of their number: rout test, 2D6 8 against 6: failed.',
    ]);
    expect(lines).toContain('defenders rout!');
  });

  it('with no rank behind to step back into, the challenge cannot be refused', () => {
    const { lines } = playTraced(compileText(scenario({ b: 'models: 5, files: 5', bChars: brun('refuse') })), new ScriptedRng().thenAll(4));
    expect(firstRound(lines)[0]).toBe('Aldred issues a challenge; Brun, with no rank behind to step back into, must meet it: they fight each other alone this round.');
  });

  it('leaders challenge first, whatever their Int; then the others in Int order', () => {
    const wulf = (int: number) => `{ id: wulf, name: Wulf, profile: { M: 4, WS: 4, BS: 3, S: 4, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: ${int}, Cl: 8, WP: 7 }, bonus: 1, armour: [light-armour, shield], tactics: { challenge: issue } }`;
    const lead = playTraced(compileText(scenario({ aChars: `${wulf(10)}, ${ALDRED}` })), new ScriptedRng().thenAll(4)).lines;
    expect(firstRound(lead)[0]).toBe('Aldred issues a challenge; Brun takes it up: they fight each other alone this round.');
    // Aldred no leader (his Ld below the troops' own leader's): Wulf's Int 10 goes first.
    const led = playTraced(compileText(scenario({ a: 'models: 20, files: 5, leader: { Ld: 10, Int: 7, Cl: 9, WP: 7, bonus: 1 }', aChars: `${ALDRED}, ${wulf(10)}` })), new ScriptedRng().thenAll(4)).lines;
    expect(firstRound(led)[0]).toBe('Wulf issues a challenge; Brun takes it up: they fight each other alone this round.');
  });

  it('a refuser whose front rank before his challenger is all slain is reached: a round of personal combat at once', () => {
    const plan = compileText(scenario({ b: 'models: 8, files: 4', bChars: brun('refuse') }));
    const rng = new ScriptedRng()
      .count(6, 6)
      .count(6, 6)
      .count(1, 1) // Aldred: two of the four in contact
      .count(6, 6, 1, 1)
      .count(6, 6)
      .count(1, 1) // the troopers: the other two
      .count(6, 6)
      .count(6, 6)
      .count(1, 1) // uncovered: Aldred strikes first (I5), Brun slain
      .thenAll(4);
    const { lines } = playTraced(plan, rng);
    expect(firstRound(lines).slice(3, 8)).toEqual([
      'The front rank before Brun is slain: Aldred reaches him, and they fight a round of personal combat at once.',
      'Aldred strikes Brun: 2 attacks needing 3+, 2 hits at S4, 2 wounds unsaved.',
      'Brun is slain; defenders fight on without him.',
      // 4 wounds + 1 on Brun + charge + 3 ranks + standard; the defenders' 4 left make no rank.
      'Result: a 10, b 1.',
      'defenders have lost a quarter of their number: rout test, 2D6 8 against 7: failed.',
    ]);
  });
});

describe('challenges and single characters (rules/wfb3.md §6.5)', () => {
  const LONER = (challenge: string) => `profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, models: 1, files: 1, armour: [heavy-armour, shield], character: { bonus: 2, challenge: ${challenge} }`;

  it('a single character takes up a challenge, or, with no rank to step back into, must meet it; no one else strikes him', () => {
    const lines = (challenge: string) =>
      playTraced(
        compileText(
          duel({
            a: `${BLOCK}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, characters: [${ALDRED}], tactics: { charge: nearest, strike: characters }`,
            b: `${LONER(challenge)}, position: { x: 36, y: 26, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
            turns: 1,
          }),
        ),
        new ScriptedRng().thenAll(4),
      ).lines;
    const round = (l: string[]) => l.slice(l.indexOf('Combat round: attackers, defenders.') + 1);
    expect(round(lines('accept'))[0]).toBe('Aldred issues a challenge; defenders takes it up: they fight each other alone this round.');
    expect(round(lines('refuse'))[0]).toBe('Aldred issues a challenge; defenders, with no rank behind to step back into, must meet it: they fight each other alone this round.');
    // Only Aldred strikes him; the Men around Aldred strike no one.
    expect(round(lines('accept')).filter((l) => l.startsWith('attackers ('))).toEqual([]);
  });

  it('a single character issues challenges to the characters of the unit he fights', () => {
    const { lines } = playTraced(
      compileText(
        duel({
          a: `${LONER('issue')}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
          b: `${BLOCK}, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, characters: [${brun('accept')}], tactics: { charge: never, react: hold, move: hold }`,
          turns: 1,
        }),
      ),
      new ScriptedRng().thenAll(4),
    );
    expect(lines).toContain('attackers issues a challenge; Brun takes it up: they fight each other alone this round.');
  });

  describe('a challenger over 10 feet tall ("unfair challenges")', () => {
    // A giant of a champion on his own — WS5 S6 T5 W4 I3 A3 — charges twenty Men led by Brun with Aldred beside him.
    const GIANT = `profile: { M: 6, WS: 5, BS: 3, S: 6, T: 5, W: 4, I: 3, A: 3, Ld: 8, Int: 6, Cl: 8, WP: 6 }, models: 1, files: 1, large: true, character: { bonus: 1, challenge: issue }`;
    const aldred = (challenge: string) => ALDRED.replace('challenge: issue', `challenge: ${challenge}`);
    const fight = (chars: string) =>
      duel({
        a: `${GIANT}, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
        b: `${BLOCK}, models: 20, files: 5, position: { x: 36, y: 26, facing: 180 }, characters: [${chars}], tactics: { charge: never, react: hold, move: hold }`,
        turns: 1,
      });
    const round = (l: string[]) => l.slice(l.indexOf('Combat round: attackers, defenders.') + 1);

    it('any number of characters may take it up together: they all strike him, no trooper does, and he strikes the first', () => {
      const { lines } = playTraced(compileText(fight(`${brun('accept')}, ${aldred('accept')}`)), new ScriptedRng().thenAll(4));
      expect(round(lines).slice(0, 6)).toEqual([
        'attackers, over 10 feet tall, issues a challenge; Brun and Aldred take it up together: they fight him alone this round.',
        'Aldred strikes attackers: 2 attacks needing 5+, 0 hits at S4, 0 wounds unsaved.',
        'Brun strikes attackers: 1 attack needing 5+, 0 hits at S3, 0 wounds unsaved.',
        // Wounds on Brun beyond his one are lost, as on any character.
        'attackers strikes Brun: 3 attacks needing 3+, 3 hits at S6, 3 wounds unsaved.',
        'Brun is slain; defenders fight on without him, led by Aldred.',
        'Result: a 2, b 1.',
      ]);
    });

    it('when the first falls before his blows are done, he turns on the next who took it up: his steed strikes Aldred', () => {
      const mounted = fight(`${brun('accept')}, ${aldred('accept')}`).replace('I: 3, A: 3, Ld: 8', 'I: 5, A: 3, Ld: 8').replace('large: true', 'mount: { M: 8, WS: 3, S: 3, I: 2, A: 1 }, large: true');
      const { lines } = playTraced(compileText(mounted), new ScriptedRng().thenAll(4));
      expect(round(lines).slice(1, 5)).toEqual([
        'attackers strikes Brun: 3 attacks needing 2+, 3 hits at S6, 3 wounds unsaved.',
        'Brun is slain; defenders fight on without him, led by Aldred.',
        'Aldred strikes attackers: 2 attacks needing 5+, 0 hits at S4, 0 wounds unsaved.',
        "attackers's steeds (1 model) strike Aldred: 1 attack needing 5+, 0 hits at S3, 0 wounds unsaved.",
      ]);
      // The next round he challenges again, and Aldred alone is left to take it up.
      expect(lines).toContain('attackers, over 10 feet tall, issues a challenge; Aldred takes it up: they fight him alone this round.');
    });

    it('refused by all, none loses face: the leader steps back with his bonus kept', () => {
      const { lines } = playTraced(compileText(fight(`${brun('refuse')}, ${aldred('refuse')}`)), new ScriptedRng().thenAll(4));
      const r = round(lines);
      expect(r[0]).toMatch(/^attackers issues a challenge; defenders refuse it, and (Brun|Aldred) steps back out of contact\.$/);
    });

    it('not so for a challenger of man size: the first willing takes it up alone, and a leader refusing loses face', () => {
      const man = (chars: string) => fight(chars).replace('large: true, ', '');
      const taken = round(playTraced(compileText(man(`${brun('accept')}, ${aldred('accept')}`)), new ScriptedRng().thenAll(4)).lines);
      expect(taken[0]).toBe('attackers issues a challenge; Brun takes it up: they fight each other alone this round.');
      const refused = round(playTraced(compileText(man(`${brun('refuse')}, ${aldred('refuse')}`)), new ScriptedRng().thenAll(4)).lines);
      expect(refused[0]).toMatch(/losing face: his bonus is −1 for the battle\.$/);
    });
  });
});

