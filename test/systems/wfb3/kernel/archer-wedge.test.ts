/**
 * The archer wedge (rules/wfb3.md §2.3; tactic `formation: archer-wedge`, flag
 * archerWedgeShooters), played through whole player turns: formed by a complex manoeuvre where
 * the bowmen stand, it shoots with the models no one stands in front of (as many as its widest
 * rank) or, under `all`, with every model; it moves only to wheel about the centre of its rear
 * rank; charged, it becomes at once a line as wide as its widest rank. Exact where dice decide:
 * the slain of one volley against Binomial(shots, 1/4), mixed with the line's volley when the
 * manoeuvre test fails.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { playerTurn } from '../../../../src/systems/wfb3/kernel/turn.ts';
import { Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { binMisses, binomial } from '../../../helpers/binomial.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { compileText, duel, leftSlot, MEN, playTraced, refusalOf, simulate, unitIndex } from '../harness.ts';

const SIMS = 40_000;
const LEADER = 'leader: { Ld: 10, Int: 7, Cl: 10, WP: 7, bonus: 3 }';
/** Sixteen bowmen four wide at (36, 10) facing +y, with a leader. */
const bowmen = (tactics: string, extra = '') => `profile: ${MEN}, models: 16, files: 4, weapons: [bow], ${LEADER}${extra}, position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold, react: hold, ${tactics} }`;
/** Men 10" ahead who never move: within half the bow's range, BS 3 hitting on 4+, S3 on T3 wounding on 4+, no save. */
const target = `profile: ${MEN}, models: 30, files: 10, position: { x: 36, y: 20, facing: 180 }, tactics: { charge: never, move: hold }`;

/** The shots of the bowmen's first volley on the given dice. */
function shots(tactics: string, rules = '', extra = ''): number {
  const { lines } = playTraced(compileText(duel({ a: bowmen(tactics, extra), b: target, turns: 1, rules })), new ScriptedRng().roll(1, 1).thenAll(1));
  const volley = lines.find((l) => l.startsWith('attackers shoot at defenders'));
  return Number(/: (\d+) shots/.exec(volley ?? '')?.[1] ?? 0);
}

describe('the archer wedge (rules/wfb3.md §2.3)', () => {
  it('formed by a complex manoeuvre in the movement phase, one model in front and ranks of 3, 5 and 7 behind', () => {
    const { lines } = playTraced(compileText(duel({ a: bowmen('formation: archer-wedge'), b: target, turns: 1 })), new ScriptedRng().roll(5, 5).thenAll(1));
    expect(lines).toContain('attackers try a complex manoeuvre: Ld test, 2D6 10 against 10: passed.');
    expect(lines).toContain('attackers form an archer wedge, 1 model in front and 4 ranks.');
    expect(lines.some((l) => l.startsWith('attackers advance') || l.startsWith('attackers make a reserve move'))).toBe(false);
  });

  it('its models no one stands in front of shoot — its widest rank\'s worth — or every model under archerWedgeShooters: all', () => {
    expect(shots('')).toBe(4); // in line, the front rank of four
    expect(shots('formation: archer-wedge')).toBe(7); // ranks 1, 3, 5, 7
    expect(shots('formation: archer-wedge, point: 2')).toBe(6); // ranks 2, 4, 6 and 4 behind
    expect(shots('formation: archer-wedge', 'wedgeGrowth: one')).toBe(5); // ranks 1, 2, 3, 4, 5, 1
    expect(shots('formation: archer-wedge', 'archerWedgeShooters: all')).toBe(16);
  });

  it('a failed manoeuvre test leaves it in line, shooting with its front rank: the volley slays Binomial(7, 1/4) formed (33/36) or Binomial(4, 1/4) not', () => {
    const plan = compileText(duel({ a: bowmen('formation: archer-wedge'), b: target, turns: 1 }));
    const u = unitIndex(plan, 'defenders');
    const counts: number[] = [];
    simulate(plan, SIMS, 4301, (out) => {
      const k = 30 - out[leftSlot(u)];
      while (counts.length <= k) counts.push(0);
      counts[k]++;
    });
    const formed = binomial(7, 1 / 4);
    const line = binomial(4, 1 / 4);
    expect(binMisses(counts, formed.map((p, k) => (33 / 36) * p + (3 / 36) * (line[k] ?? 0)), SIMS)).toEqual([]);
  });

  it('with its enemy outside its arc it wheels about the centre of its rear rank to face it, the rear rank staying where it was', () => {
    const plan = compileText(duel({ a: bowmen('formation: archer-wedge'), b: target.replace('x: 36, y: 20, facing: 180', 'x: 60, y: 20, facing: 270'), turns: 2 }));
    const w = new Wfb3World(plan);
    reset(w);
    const u = unitIndex(plan, 'attackers');
    const t = unitIndex(plan, 'defenders');
    const lines: string[] = [];
    w.tracer = { line: (text) => lines.push(text) };
    const rng = new Rng();
    rng.seed(7, 0);
    const rear = () => [w.fp.x[u] - w.fp.sin[u] * w.fp.d[u], w.fp.y[u] - w.fp.cos[u] * w.fp.d[u]];
    playerTurn(w, new ScriptedRng().roll(1, 1).thenAll(1) as unknown as Rng, 0);
    expect(w.fp.facing[u]).toBe(0);
    const [rx, ry] = rear();
    playerTurn(w, rng, 1);
    playerTurn(w, rng, 0);
    expect(lines.some((l) => /^attackers wheel \d+° about their rear rank to face defenders\.$/.test(l))).toBe(true);
    const [qx, qy] = rear();
    expect(qx).toBeCloseTo(rx, 9);
    expect(qy).toBeCloseTo(ry, 9);
    expect(w.fp.facing[u]).toBeCloseTo(Math.atan2(w.fp.cx[t] - rx, w.fp.cy[t] - ry), 9);
    expect(w.fp.facing[u]).toBeGreaterThan(Math.PI / 4);
  });

  it('charged, it becomes a line as wide as its widest rank before it answers the charge, its front where the wedge\'s was, and fights as one', () => {
    const chargers = `profile: ${MEN}, models: 10, files: 5, position: { x: 36, y: 16, facing: 180 }, tactics: { charge: nearest }`;
    const plan = compileText(duel({ a: bowmen('formation: archer-wedge, shoot: never'), b: chargers, turns: 2 }));
    const w = new Wfb3World(plan);
    reset(w);
    const u = unitIndex(plan, 'attackers');
    const lines: string[] = [];
    // As it answers the charge: its files and its front.
    let answered = [0, 0];
    w.tracer = {
      line: (text) => {
        lines.push(text);
        if (text === 'attackers hold against the charge of defenders.') answered = [w.files[u], w.fp.y[u]];
      },
    };
    const rng = new ScriptedRng().roll(1, 1).thenAll(1) as unknown as Rng;
    playerTurn(w, rng, 0);
    const front = w.fp.y[u];
    playerTurn(w, rng, 1);
    const charged = lines.indexOf('defenders charge attackers (6" of a 8" reach).');
    const left = lines.indexOf('attackers leave their archer wedge for a line 7 wide.');
    expect(charged).toBeGreaterThanOrEqual(0);
    expect(left).toBe(charged + 1);
    expect(lines[left + 1]).toBe('attackers hold against the charge of defenders.');
    expect(answered[0]).toBe(7);
    expect(answered[1]).toBeCloseTo(front, 9);
    expect(lines.find((l) => l.startsWith('defenders charge home'))).toBe('defenders charge home into the front of attackers.');
  });

  it('refuses what it cannot be: bowmen without bows or a leader, a point on another formation or as large as the unit', () => {
    const scenario = (a: string) => duel({ a, b: target });
    expect(refusalOf(scenario(bowmen('formation: archer-wedge').replace('weapons: [bow]', 'weapons: [spear]')))).toMatch(/only bow or crossbow armed troops form an archer wedge/);
    expect(refusalOf(scenario(bowmen('formation: archer-wedge').replace(`${LEADER}, `, '')))).toMatch(/needs a leader/);
    expect(refusalOf(scenario(bowmen('point: 2')))).toMatch(/a point only for an archer wedge/);
    expect(refusalOf(scenario(bowmen('formation: archer-wedge, point: 16')))).toMatch(/fewer than the unit's 16 models/);
    expect(refusalOf(scenario(bowmen('formation: archer-wedge', ', weapons: [crossbow]').replace('weapons: [bow], ', '')))).toBe('compiled');
  });
});
