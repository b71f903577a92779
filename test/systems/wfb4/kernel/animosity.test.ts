/**
 * Orc & Goblin animosity (rules/wfb4.md §7, §12-26; BB p.22), played through the kernel's turn
 * sequence on the fixture test/fixtures/wfb4/animosity.yaml: the D6 as the turn starts and the
 * second D6 on a 1, Get 'em (the brawl with the nearest rival, or a volley at it; a unit that
 * can do neither squabbles), Squabble (nothing this turn; fighting on, or idle under the flag)
 * and We'll Show 'em (a full move at the enemy, then the movement phase as normal). Counts are
 * compared with their exact probabilities.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { attackRounds, compileFixture, expectWithin as within, fixtureBattles, fixtureTracer, outLength, replayHint } from './kernel-harness.ts';

const FIXTURE = 'animosity.yaml';
const SEED = 7800;

const traced = fixtureTracer(FIXTURE, SEED);

const GET_EM = /^boyz rolls a 1 for animosity: Get 'em! it turns on gobbos\.$/;
const SQUABBLE = /^boyz rolls a 1 for animosity: (Squabble|Get 'em!, but)/;
const SHOW_EM = /^boyz rolls a 1 for animosity: We'll Show 'em!/;
const BRAWL = /^boyz brawls with gobbos: (\d+) of gobbos and (\d+) of boyz slain\.$/;
const MOVES = /^boyz (advances|marches|wheels)/;

describe('Orc & Goblin animosity (§7)', () => {
  const sims = 12_000;
  const tally = { getEm: 0, squabble: 0, showEm: 0, brawls: 0, gobbosSlain: 0, boyzSlain: 0, gobbosCannot: 0, bad: [] as string[] };
  for (let sim = 0; sim < sims; sim++) {
    const lines = traced('base', sim);
    const hint = replayHint(FIXTURE, SEED, sim);
    const at = (re: RegExp) => lines.findIndex((l) => re.test(l));
    if (lines.some((l) => /^gobbos rolls a 1 for animosity: Get 'em!, but it cannot get at a rival/.test(l))) tally.gobbosCannot++;
    if (at(GET_EM) >= 0) {
      tally.getEm++;
      const m = BRAWL.exec(lines[at(GET_EM) + 1]);
      // The brawl, and nothing more for either unit that turn.
      if (!m || lines.some((l) => MOVES.test(l) || /^gobbos (advances|marches|wheels)/.test(l))) tally.bad.push(hint);
      else {
        tally.brawls++;
        tally.gobbosSlain += Number(m[1]);
        tally.boyzSlain += Number(m[2]);
      }
    } else if (at(SQUABBLE) >= 0) {
      tally.squabble++;
      if (lines.some((l) => MOVES.test(l))) tally.bad.push(hint);
    } else if (at(SHOW_EM) >= 0) {
      tally.showEm++;
      // A full move of 4" straight at the humans, then its march in the movement phase.
      const i = at(SHOW_EM);
      if (lines[i + 1] !== 'boyz advances 4.0" towards humans.' || !lines.slice(i + 2).some((l) => /^boyz marches 8\.0" towards humans\.$/.test(l))) tally.bad.push(hint);
    } else if (!lines.some((l) => /^boyz marches 8\.0" towards humans\.$/.test(l))) tally.bad.push(hint);
  }

  it('a D6 as the turn starts, a second on a 1: Get \'em 1/36, Squabble 4/36, We\'ll Show \'em 1/36', () => {
    expect(tally.bad.slice(0, 3).join("\n")).toEqual("");
    within(tally.getEm, sims, 1 / 36, "Get 'em");
    within(tally.squabble, sims, 4 / 36, 'Squabble');
    within(tally.showEm, sims, 1 / 36, "We'll Show 'em");
  });

  it("Get 'em: the boyz charge the goblins in reach and brawl, front ranks striking at once; neither does more that turn", () => {
    expect(tally.brawls).toBe(tally.getEm);
    // Five Orc attacks, WS3 against WS2 (3+), S3 against T3 (4+), no save: 1/3 a goblin each;
    // five goblin attacks, WS2 against WS3 (4+), S3 against T4 (5+), no save: 1/6 an Orc each.
    const n = tally.brawls;
    const sd = (p: number) => Math.sqrt((5 * p * (1 - p)) / n);
    expect(Math.abs(tally.gobbosSlain / n - 5 / 3)).toBeLessThan(4 * sd(1 / 3));
    expect(Math.abs(tally.boyzSlain / n - 5 / 6)).toBeLessThan(4 * sd(1 / 6));
  });

  it("Get 'em with no rival in reach — the goblins have the boyz behind them — is a squabble", () => {
    within(tally.gobbosCannot, sims, 1 / 36, "the goblins' Get 'em");
  });

  it("Get 'em with missile weapons: the goblins shoot at the boyz, and do nothing else that turn", () => {
    let seen = 0;
    for (let sim = 0; sim < 1500; sim++) {
      const lines = traced('bows', sim);
      const i = lines.indexOf("gobbos rolls a 1 for animosity: Get 'em! it turns on boyz.");
      if (i < 0) continue;
      seen++;
      expect(lines[i + 1], replayHint(FIXTURE, SEED, sim, 'bows')).toMatch(/^gobbos shoots 5 at boyz /);
      expect(lines.some((l) => /^gobbos (advances|marches|wheels|shoots \d+ at humans)/.test(l)), replayHint(FIXTURE, SEED, sim, 'bows')).toBe(false);
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('a squabbling unit already fighting fights on; under squabbleInCombat: idle it makes no attacks in its own turn (§12-26)', () => {
    const boyzAttacks = (run: string, sim: number) => attackRounds(traced(run, sim)).map((r) => r.filter((a) => a.attacker === 'boyz').length);
    let idle = 0;
    for (let sim = 0; sim < 1500; sim++) {
      const lines = traced('locked idle', sim);
      const squabbles = lines.map((l, i) => (SQUABBLE.test(l) ? i : -1)).filter((i) => i >= 0);
      const a = boyzAttacks('locked idle', sim);
      // Rounds 1 and 3 are the Orcs' turns; a squabble in turn k idles round 2k − 1.
      const turnOf = (i: number) => lines.slice(0, i).filter((l) => l.startsWith('-- Turn')).length;
      const expected = [1, 1, 1, 1];
      for (const i of squabbles) expected[turnOf(i) - 1] = 0;
      expect(a, replayHint(FIXTURE, SEED, sim, 'locked idle')).toEqual(expected);
      if (squabbles.length > 0) idle++;
      expect(boyzAttacks('locked', sim), replayHint(FIXTURE, SEED, sim, 'locked')).toEqual([1, 1, 1, 1]);
    }
    expect(idle).toBeGreaterThan(50);
  });

  it('the contact duel refuses animosity', () => {
    const k = new Wfb4Kernel(compileFixture(FIXTURE, 'locked'));
    k.run(new Rng(SEED, 0), new Int32Array(outLength(k.plan)));
    expect(k.duel).toBe(0);
  });
});

describe('an item that calms the first animosity (AM p.16)', () => {
  it('the boyz\' first failed test with the Big Boss is ignored, the later ones played; the goblins\' never', () => {
    const CALMED = "boyz fails its animosity test, and boss's item calms it: ignored, once.";
    let calmed = 0;
    let later = 0;
    for (const { lines, hint } of fixtureBattles(FIXTURE, SEED, 'calmed once', 400)) {
      const boyz = lines.filter((l) => l === CALMED || /^boyz rolls a 1 for animosity/.test(l));
      expect(lines.some((l) => /^gobbos fails its animosity test/.test(l)), hint).toBe(false);
      if (boyz.length === 0) continue;
      expect(boyz[0], hint).toBe(CALMED);
      expect(boyz.slice(1).every((l) => l !== CALMED), hint).toBe(true);
      calmed++;
      later += boyz.length - 1;
    }
    // A failure on a 1 in each of four turns: at least one in 1 − (5/6)^4 of the battles.
    within(calmed, 400, 1 - (5 / 6) ** 4, 'battles with a failure to calm');
    expect(later).toBeGreaterThan(20);
  });
});
