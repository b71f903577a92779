/**
 * An item that negates magic (rules/wfb4.md §9; AM p.10-12: any wizard touching the bearer
 * loses his magic (so does the bearer, if a wizard): he casts no
 * spell, uses no magic card, and his spells in play end; every spell
 * aimed at the caster or his unit is dispelled with no roll; item effect
 * `nullifiesMagic`; kernel/nullify.ts), played through whole turns on the fixture
 * test/fixtures/wfb4/nullify.yaml: a Magister fighting an Orc Big Boss who carries it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileText, FIXTURES, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'nullify.yaml';
const SEED = 9991;

describe('an item that negates magic (AM p.10-12)', () => {
  it('a wizard in base contact with its bearer casts no spell and uses no card', () => {
    const plan = compileFixture(FIXTURE);
    for (let sim = 0; sim < 200; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim);
      const lines = trace(plan, SEED, sim).lines;
      // While both stand they touch: once the Big Boss falls or either flees, the contact is over.
      const fell = lines.findIndex((l) => /^(Big Boss (is wiped out|is slain|flees)|Magister flees)/.test(l));
      const touching = fell < 0 ? lines : lines.slice(0, fell);
      expect(touching.some((l) => l.startsWith('Magister casts')), hint).toBe(false);
      if (touching.some((l) => l.startsWith('Magic phase'))) expect(touching, hint).toContain("Magister's magic is negated: he casts no spell and uses no magic card while it lasts.");
    }
  });

  it('out of contact he casts, and every spell at the bearer is dispelled with no roll — those at another unit are not', () => {
    const plan = compileFixture(FIXTURE, 'out of contact');
    let atBoss = 0;
    for (let sim = 0; sim < 200; sim++) {
      const hint = replayHint(FIXTURE, SEED, sim, 'out of contact');
      const lines = trace(plan, SEED, sim).lines;
      lines.forEach((l, i) => {
        // Total Power cannot be stopped (BM p.27), by this ward as by any.
        const m = /^Magister casts (.+) at Big Boss with (?!Total Power)/.exec(l);
        if (m === null) return;
        atBoss++;
        expect(lines[i + 1], hint).toBe(`Big Boss's ward negates ${m[1]}: dispelled.`);
      });
      expect(lines.some((l) => /ward against/.test(l)), hint).toBe(false);
    }
    expect(atBoss).toBeGreaterThan(50);
  });

  it('a wizard who carries it has no magic of his own', () => {
    const text = readFileSync(`${FIXTURES}${FIXTURE}`, 'utf8')
      .replace("        items:\n          - { name: Rune Amulet, kind: talisman, points: 40, effects: { nullifiesMagic: true } }\n", '')
      .replace('          - { spell: blast, power: 2, target: boss }\n', "          - { spell: blast, power: 2, target: boss }\n        items:\n          - { name: Rune Amulet, kind: talisman, points: 40, effects: { nullifiesMagic: true } }\n");
    const plan = compileText(text, 'out of contact');
    for (let sim = 0; sim < 50; sim++) expect(trace(plan, SEED, sim).lines.some((l) => l.startsWith('Magister casts')), replayHint(FIXTURE, SEED, sim)).toBe(false);
  });
});
