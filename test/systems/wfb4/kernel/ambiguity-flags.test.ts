// The §12 readings a house rule can switch (rules/wfb4.md §12-13, -15, -16, -27): each flag
// changes exactly the behaviour it names.
import { describe, expect, it } from 'vitest';
import { compileText, parseAttack, trace } from './kernel-harness.ts';

const standAndShoot = (weapon: string, rules = '') => `
format: warsim/1
system: wfb4
title: stand and shoot with ${weapon}
seed: 1
end: { turns: 1 }
first: chargers
${rules}
sides:
  - id: shooters
    units:
      - { id: shooters, profile: man, models: 10, files: 5, weapons: [${weapon}], position: { x: 36, y: 10 }, tactics: { charge: never, move: hold, react: stand-and-shoot } }
  - id: chargers
    units:
      - { id: chargers, profile: man, models: 10, files: 5, position: { x: 36, y: 18, facing: 180 }, tactics: { charge: shooters } }
`;

describe('§12-27 move-or-fire weapons standing and shooting', () => {
  it('crossbows stand and shoot by default, and hold when the flag forbids it', () => {
    const allowed = trace(compileText(standAndShoot('crossbow')), 1, 0).lines;
    expect(allowed).toContain('shooters stands and shoots.');
    const forbidden = trace(compileText(standAndShoot('crossbow', 'rules: { noMoveWeaponsStandAndShoot: false }')), 1, 0).lines;
    expect(forbidden).not.toContain('shooters stands and shoots.');
    expect(forbidden).toContain('shooters holds.');
    // Weapons that may move and fire are not affected.
    expect(trace(compileText(standAndShoot('bow', 'rules: { noMoveWeaponsStandAndShoot: false }')), 1, 0).lines).toContain('shooters stands and shoots.');
  });
});

describe('§12-13 a shot needing more than 6', () => {
  // BS1 needs 6; standing and shooting (−1) at long range (−1, 13" with a 24" bow): 8 —
  // impossible by default. M7 chargers reach 14", so they charge from 13".
  const text = (rules: string) => `
format: warsim/1
system: wfb4
title: a shot needing 8
seed: 7
end: { turns: 1 }
first: chargers
${rules}
sides:
  - id: shooters
    units:
      - { id: shooters, profile: { M: 4, WS: 3, BS: 1, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, basePoints: 5, models: 10, files: 5, weapons: [bow], position: { x: 36, y: 10 }, tactics: { charge: never, move: hold, react: stand-and-shoot } }
  - id: chargers
    units:
      - { id: chargers, profile: { M: 7, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 }, basePoints: 5, models: 10, files: 5, position: { x: 36, y: 23, facing: 180 }, tactics: { charge: shooters } }
`;
  const hitsOver = (rules: string) => {
    let hits = 0;
    let shots = 0;
    const plan = compileText(text(rules));
    for (let sim = 0; sim < 200; sim++) {
      // Only the stand-and-shoot volley: the chargers' own turn, before the shooters' turn.
      const lines = trace(plan, 7, sim).lines;
      const own = lines.slice(0, lines.indexOf('-- Turn 1, shooters --'));
      for (const line of own) {
        const m = /^shooters shoots (\d+) at chargers .* needing (\d+): (\d+) hits/.exec(line);
        if (m) {
          expect(Number(m[2])).toBe(8);
          shots += Number(m[1]);
          hits += Number(m[3]);
        }
      }
    }
    return { hits, shots };
  };
  it('cannot hit by default; hits on a 6 with impossibleShot: six-hits', () => {
    const none = hitsOver('');
    expect(none.shots).toBeGreaterThan(500);
    expect(none.hits).toBe(0);
    const six = hitsOver('rules: { impossibleShot: six-hits }');
    // Binomial(shots, 1/6): within 4.5 standard errors.
    const sd = Math.sqrt((six.shots * 5) / 36);
    expect(Math.abs(six.hits - six.shots / 6)).toBeLessThan(4.5 * sd);
  });
});

describe('§12-15 two hand weapons and a shield', () => {
  const text = (rules: string) => `
format: warsim/1
system: wfb4
title: two weapons
${rules}
sides:
  - id: a
    units:
      - { id: a, profile: man, models: 10, weapons: [additional-hand-weapon], armour: [light-armour, shield], position: { x: 36, y: 10 } }
  - id: b
    units:
      - { id: b, profile: man, models: 10, position: { x: 36, y: 30, facing: 180 } }
`;
  it('loses the shield in combat by default, keeps it with the flag; shooting saves keep it either way', () => {
    const plain = compileText(text(''));
    expect([plain.meleeSave[0], plain.missileSave[0]]).toEqual([6, 5]);
    const kept = compileText(text('rules: { twoWeaponsShield: true }'));
    expect([kept.meleeSave[0], kept.missileSave[0]]).toEqual([5, 5]);
  });
});

describe('§12-16 spears in the second rank after casualties', () => {
  // Chargers strike first (I4 vs I3, and charging) and kill k front-rank spearmen (A1); the
  // spearmen's reply is (5 − k) front fighters plus the second rank: min(5, 5 − k) by
  // default, the whole rank of 5 with spearSecondRank: whole-rank.
  const text = (rules: string) => `
format: warsim/1
system: wfb4
title: spears after casualties
seed: 16
end: { turns: 1 }
first: raiders
${rules}
sides:
  - id: raiders
    units:
      - { id: raiders, profile: { M: 4, WS: 4, BS: 3, S: 4, T: 4, W: 1, I: 4, A: 2, Ld: 8 }, basePoints: 10, models: 10, files: 5, position: { x: 36, y: 24, facing: 180 }, tactics: { charge: spears } }
  - id: spears
    units:
      - { id: spears, profile: man, models: 20, files: 5, weapons: [spear], position: { x: 36, y: 20 }, tactics: { charge: never, move: hold } }
`;
  function replies(rules: string): Map<number, number> {
    const seen = new Map<number, number>();
    const plan = compileText(text(rules));
    for (let sim = 0; sim < 150; sim++) {
      const lines = trace(plan, 16, sim).lines;
      const attacks = lines.map(parseAttack).filter((a) => a !== null);
      const first = attacks[0]!;
      const reply = attacks.find((a) => a!.attacker === 'spears');
      if (first.attacker !== 'raiders') continue;
      seen.set(first.slain, reply ? reply.attacks : 0);
    }
    return seen;
  }
  it('caps the second rank by the front fighters by default, not with whole-rank', () => {
    const capped = replies('');
    const whole = replies('rules: { spearSecondRank: whole-rank }');
    let checked = 0;
    for (const [k, attacks] of capped) {
      if (k >= 5) continue;
      expect(attacks, `front-fighters, ${k} slain`).toBe(2 * (5 - k));
      checked++;
    }
    for (const [k, attacks] of whole) {
      if (k >= 5) continue;
      expect(attacks, `whole-rank, ${k} slain`).toBe(5 - k + 5);
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
