/**
 * An item that swaps Strength, Attacks and Initiative in a challenge (AM p.12: in a challenge
 * the wearer and his opponent trade S, A & I; effect
 * `swapInChallenge`; kernel/challenges.ts swapped()), played through whole turns on the example
 * scenarios/wfb4/magic-sword.yaml: the Big Boss who challenges the Hero is made a brute here — a
 * hero of S6 A5 I3 with the hero's characteristic increases — against the Hero's S4 A3 I5.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileText, parseAttack, trace } from './kernel-harness.ts';

const TEXT = readFileSync(new URL('../../../../scenarios/wfb4/magic-sword.yaml', import.meta.url), 'utf8')
  .replace(/variants:[\s\S]*$/, '')
  .replace('profile: orc-big-boss', 'profile: { M: 4, WS: 3, BS: 1, S: 5, T: 4, W: 1, I: 1, A: 3, Ld: 7 }\n        race: orc\n        character: hero');
const SWAP = "items: [{ name: Sword of Change, kind: weapon, points: 30, effects: { swapInChallenge: true } }]";

/** The Hero's and the Boss's blows at each other in the challenge over `sims` battles, and who struck first in its rounds after the charge's. */
function duel(text: string, sims: number): { hero: [number, number][]; boss: [number, number][]; later: string[] } {
  const plan = compileText(text);
  const out = { hero: [] as [number, number][], boss: [] as [number, number][], later: [] as string[] };
  for (let sim = 0; sim < sims; sim++) {
    let round = 0;
    let first = '';
    for (const line of trace(plan, 20261130, sim).lines) {
      if (line.includes('charges home')) round = 0; // a fight's first round, the chargers' own
      if (line.startsWith('Combat result')) {
        if (first !== '' && round > 0) out.later.push(first);
        round++;
        first = '';
        continue;
      }
      const a = parseAttack(line);
      if (a === null || a.kind !== '') continue;
      if (a.attacker === 'Hero' && a.target === 'Big Boss') out.hero.push([a.attacks, a.strength]);
      else if (a.attacker === 'Big Boss' && a.target === 'Hero') out.boss.push([a.attacks, a.strength]);
      else continue;
      if (first === '') first = a.attacker;
    }
  }
  return out;
}

describe('swapping S, A and I in a challenge (AM p.12)', () => {
  it('without the item each fights with his own: the Hero 3 attacks at S4, the Boss 5 at S6', () => {
    const d = duel(TEXT.replace("items: [{ name: Sword of Striking, kind: weapon, points: 25, effects: { autoHit: true } }]", 'items: []'), 200);
    expect(d.hero.length).toBeGreaterThan(20);
    // After the charge's round, the Hero's I5 before the Boss's I3.
    expect(d.later.length).toBeGreaterThan(5);
    expect(d.later.every((x) => x === 'Hero')).toBe(true);
    for (const [attacks, s] of d.hero) expect([attacks, s]).toEqual([3, 4]);
    for (const [attacks, s] of d.boss) expect([attacks, s]).toEqual([5, 6]);
  });

  it("with it the Hero fights with the Boss's 5 attacks at S6, the Boss with the Hero's 3 at S4", () => {
    const d = duel(TEXT.replace("items: [{ name: Sword of Striking, kind: weapon, points: 25, effects: { autoHit: true } }]", SWAP), 200);
    expect(d.hero.length).toBeGreaterThan(20);
    for (const [attacks, s] of d.hero) expect([attacks, s]).toEqual([5, 6]);
    for (const [attacks, s] of d.boss) expect([attacks, s]).toEqual([3, 4]);
    // And the Boss strikes first at the Hero's I5, the Hero at the Boss's I3.
    expect(d.later.length).toBeGreaterThan(5);
    expect(d.later.every((x) => x === 'Big Boss')).toBe(true);
  });
});
