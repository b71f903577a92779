/**
 * A wizard's chalice (AM p.17: drunk at the start of a magic phase, a D6: 1 turned to Chaos
 * Spawn, 2-3 the enemy receives one card less, 4-5 the bearer one more, 6 end the magic phase if
 * you wish; item effect `chalice`; kernel/chalice.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/chalice.yaml: a Chaos Sorcerer (level 2) drinks as each of his side's magic
 * phases starts, against an Empire Wizard Champion (level 2) or, in a variant, a Master Wizard.
 * And the chalice any character may carry that takes a D6 of cards from each side after the deal
 * (AM p.10-12, effect `takesCards`), on test/fixtures/wfb4/card-chalice.yaml.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binMisses, compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'chalice.yaml';
const SEED = 9995;
const SIMS = 2000;
const TEXT = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8');
const DRINK = /^Sorcerer drinks from his chalice: (\d), (.+)\.$/;
const WINDS = /^Magic phase: the Winds of Magic blow (\d+) \(\dD6\)\. chaos holds (.+); empire (.+)\.$/;

/** The cards in a hand as the trace gives it: "3 Power, 1 Dispel" is 4, "no cards" 0. */
function cards(hand: string): number {
  return hand === 'no cards' ? 0 : hand.split(', ').reduce((n, part) => n + Number(part.split(' ')[0]), 0);
}

describe('a wizard\'s chalice (AM p.17)', () => {
  it('drunk as each of his side\'s magic phases starts: each face a sixth; 2-3 deal the enemy one card fewer, 4-5 his side one more; after a 1 he is gone but for an Escape card', () => {
    const plan = compileFixture(FIXTURE);
    const faces = [0, 0, 0, 0, 0, 0];
    let firstPhases = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      let turn = '';
      let spawned = false;
      let first = true;
      let roll = 0;
      for (const line of lines) {
        if (line.startsWith('-- Turn')) turn = line;
        const d = DRINK.exec(line);
        if (d !== null) {
          expect(spawned, hint).toBe(false);
          // His own side's phases only.
          expect(turn.endsWith('chaos --'), hint).toBe(true);
          roll = Number(d[1]);
          faces[roll - 1]++;
          expect(d[2], hint).toBe(['he is turned into a Chaos Spawn, lost to his side', 'the enemy is dealt one card fewer', 'the enemy is dealt one card fewer', 'his side is dealt one card more', 'his side is dealt one card more', 'he may end the magic phase, and lets it run'][roll - 1]);
          if (roll === 1) spawned = true;
          continue;
        }
        // An Escape card saves him, as from being slain (escape.ts): he may come back.
        if (line === 'chaos plays Escape: Sorcerer, about to be slain, vanishes into the Realm of Chaos.') spawned = false;
        if (spawned) expect(line.startsWith('Sorcerer casts'), hint).toBe(false);
        const m = WINDS.exec(line);
        if (m === null) continue;
        if (first) {
          // The first phase is his, and no card is kept in hand from an earlier one: the chaos
          // side holds the odd card, less or more as the chalice says.
          expect(turn, hint).toBe('-- Turn 1, chaos --');
          const winds = Number(m[1]);
          expect(cards(m[2]), hint).toBe(Math.ceil(winds / 2) + (roll === 4 || roll === 5 ? 1 : 0));
          expect(cards(m[3]), hint).toBe(Math.floor(winds / 2) - (roll === 2 || roll === 3 ? 1 : 0));
          firstPhases++;
        }
        first = false;
      }
    }
    expect(firstPhases).toBe(SIMS);
    const drinks = faces.reduce((a, b) => a + b, 0);
    expect(drinks).toBeGreaterThan(5000);
    expect(binMisses(faces, [1, 1, 1, 1, 1, 1].map((x) => x / 6), drinks)).toEqual([]);
  });

  it('on a 6 he ends the phase when the enemy\'s magic is the stronger: a Master Wizard against him, no deal and no spell', () => {
    const plan = compileFixture(FIXTURE, 'master wizard');
    let ended = 0;
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, 'master wizard');
      const lines = trace(plan, SEED, sim).lines;
      lines.forEach((line, k) => {
        const d = DRINK.exec(line);
        if (d === null || d[1] !== '6') return;
        expect(d[2], hint).toBe('he ends the magic phase');
        ended++;
        // Nothing more of the phase: the next player turn follows, or the battle's end.
        expect(lines[k + 1].startsWith('-- Turn') || lines[k + 1].startsWith('Result'), hint).toBe(true);
      });
    }
    expect(ended).toBeGreaterThan(400);
  });

  it('drinks: 1 — he drinks once in the battle', () => {
    const once = compileText(TEXT.replace('effects: { chalice: {} }', 'effects: { chalice: { drinks: 1 } }'));
    for (let sim = 0; sim < 300; sim++) {
      expect(trace(once, SEED, sim).lines.filter((l) => DRINK.test(l)).length, replayHint(FIXTURE, SEED, sim)).toBe(1);
    }
  });

  it('a wizard\'s only', () => {
    const hero = TEXT.replace('character: wizard-champion', 'character: hero').replace('        spells: [{ spell: fire-ball, power: 1 }]\n', '');
    expect(hero).not.toContain('fire-ball');
    expect(() => compileText(hero)).toThrow(/chalice on a wizard's item/);
  });
});

describe('a chalice that takes magic cards from both sides (AM p.10-12)', () => {
  const FILE = 'card-chalice.yaml';
  const SEED2 = 9996;
  const TAKEN = /^Hero's chalice takes (\d) magic cards? from each side: dwarfs now holds (.+); empire (.+)\.$/;
  const DEALT = /^Magic phase: the Winds of Magic blow \d+ \(\dD6\)\. (dwarfs|empire) holds (.+); (?:dwarfs|empire) (.+)\.$/;
  const SURRENDER = /^(dwarfs|empire) is short and surrenders Fire Ball for the battle: (\d)(, Hero takes a wound)?\.$/;

  it('after each deal, the enemy\'s magic the stronger: a D6 of cards from each hand; a side short surrenders its spell, a D6 of 4+ wounding the bearer', () => {
    const plan = compileFixture(FILE);
    const faces = [0, 0, 0, 0, 0, 0];
    const rolls = [0, 0, 0, 0, 0, 0];
    for (let sim = 0; sim < SIMS; sim++) {
      const hint = replayHint(FILE, SEED2, sim);
      const lines = trace(plan, SEED2, sim).lines;
      const spells = { dwarfs: true, empire: true };
      let alive = true;
      let wounds = 0;
      for (let k = 0; k < lines.length; k++) {
        if (lines[k] === 'Hero is slain.') alive = false; // by the chalice's wounds (W2)
        // A spell lost otherwise — a Mental Duel, a Destroy Spell's bid — is not there to surrender.
        if (/Sorcerer (forgets|loses the spell)/.test(lines[k])) spells.dwarfs = false;
        if (/Wizard (forgets|loses the spell)/.test(lines[k])) spells.empire = false;
        const d = DEALT.exec(lines[k]);
        if (d === null || !alive) continue;
        const held = d[1] === 'dwarfs' ? { dwarfs: cards(d[2]), empire: cards(d[3]) } : { dwarfs: cards(d[3]), empire: cards(d[2]) };
        const t = TAKEN.exec(lines[k + 1]);
        expect(t, hint).not.toBeNull();
        const n = Number(t![1]);
        faces[n - 1]++;
        expect(cards(t![2]), hint).toBe(Math.max(0, held.dwarfs - n));
        expect(cards(t![3]), hint).toBe(Math.max(0, held.empire - n));
        // Those short surrender their one spell, once; the bearer's D6 for each.
        let j = k + 2;
        for (const side of ['dwarfs', 'empire'] as const) {
          if (held[side] >= n || !spells[side]) continue;
          const m = SURRENDER.exec(lines[j++]);
          expect(m?.[1], hint).toBe(side);
          rolls[Number(m![2]) - 1]++;
          expect(m![3] !== undefined, hint).toBe(Number(m![2]) >= 4);
          spells[side] = false;
          // His second wound slays him (W2), at once.
          if (m![3] !== undefined && ++wounds === 2) expect(lines[j], hint).toBe('Hero is slain.');
        }
        expect(SURRENDER.test(lines[j]), hint).toBe(false);
        if (wounds < 2) expect(lines.slice(0, j).includes('Hero is slain.'), hint).toBe(false);
      }
    }
    const uses = faces.reduce((a, b) => a + b, 0);
    expect(uses).toBeGreaterThan(10000);
    expect(binMisses(faces, [1, 1, 1, 1, 1, 1].map((x) => x / 6), uses)).toEqual([]);
    const surrendered = rolls.reduce((a, b) => a + b, 0);
    expect(surrendered).toBeGreaterThan(1000);
    expect(binMisses(rolls, [1, 1, 1, 1, 1, 1].map((x) => x / 6), surrendered)).toEqual([]);
  });

  it('not used when the enemy\'s magic is no stronger: a level-1 Wizard against the Sorcerer', () => {
    const text = readFileSync(`${FIXTURES}${FILE}`, 'utf8').replace('profile: master-wizard-man', 'profile: wizard-man');
    const plan = compileText(text);
    for (let sim = 0; sim < 200; sim++) expect(trace(plan, SEED2, sim).lines.some((l) => TAKEN.test(l)), replayHint(FILE, SEED2, sim)).toBe(false);
  });
});
