/**
 * Defended obstacles (rules/wfb4.md §5.4, §8.9; RB p.31, 85), on the fixture
 * test/fixtures/wfb4/defended-obstacle.yaml, played through the turn: Orcs charging Men behind a
 * hedge need 6s to hit until they win a round — then they have fought their way across, and hit
 * as their WS says (defendedObstacle: until-won) — or in every round (every-round).
 */
import { describe, expect, it } from 'vitest';
import { compileFixture, expectWithin, parseAttack, replayHint, trace } from './kernel-harness.ts';

const FIXTURE = 'defended-obstacle.yaml';
const SEED = 5100;

/**
 * Over `sims` simulations of `run`, in the engagement across the hedge: the scores the Orcs
 * needed to hit before and after they fought across, their dice and hits before, and the times
 * they fought across (each after a round they won, else `bad`).
 */
function tally(run: string, sims: number) {
  const plan = compileFixture(FIXTURE, run);
  const t = { before: [] as number[], after: [] as number[], dice: 0, hits: 0, across: 0, bad: [] as string[] };
  for (let sim = 0; sim < sims; sim++) {
    let across = false;
    let lastWinner = '';
    for (const line of trace(plan, SEED, sim).lines) {
      // The engagement across the hedge ends when either side flees; a later one is in the open.
      if (/ flees /.test(line)) break;
      const result = /^Combat result: men (\d+) .*, orcs (\d+) /.exec(line);
      if (result) lastWinner = Number(result[2]) > Number(result[1]) ? 'orcs' : Number(result[1]) > Number(result[2]) ? 'men' : '';
      if (line === 'orcs fights its way across the obstacle: men no longer defends it.') {
        if (lastWinner !== 'orcs' || across) t.bad.push(replayHint(FIXTURE, SEED, sim, run));
        across = true;
        t.across++;
      }
      const a = parseAttack(line);
      if (!a || a.attacker !== 'orcs' || a.kind !== '') continue;
      (across ? t.after : t.before).push(a.toHit);
      if (!across) {
        t.dice += a.attacks;
        t.hits += a.hits;
      }
    }
  }
  return t;
}

describe('defended obstacles (§5.4, RB p.31, 85)', () => {
  it('the chargers need 6s until they win a round; then they hit as WS3 against WS3, on 4+', () => {
    const t = tally('base', 400);
    expect(t.bad.slice(0, 3)).toEqual([]);
    expect(t.across).toBeGreaterThan(100);
    expect(new Set(t.before)).toEqual(new Set([6]));
    expect(t.after.length).toBeGreaterThan(100);
    expect(new Set(t.after)).toEqual(new Set([4]));
    expectWithin(t.hits, t.dice, 1 / 6, 'hits on 6s behind the hedge');
  });

  it('with defendedObstacle: every-round, 6s in every round, and never across', () => {
    const t = tally('every round', 400);
    expect(t.across).toBe(0);
    expect(t.before.length).toBeGreaterThan(400);
    expect(new Set(t.before)).toEqual(new Set([6]));
  });
});
