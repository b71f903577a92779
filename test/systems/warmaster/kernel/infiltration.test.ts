// Gutter Runners' infiltration (rules/warmaster.md §11.7 Skaven, line 677; seed L4692–4694):
// not deployed; an infiltration order from any character (range unlimited, distance and
// enemy-proximity penalties, dense terrain ignored) puts them at a point in dense terrain or
// against a table edge other than the enemy's; the order is their first; a failure waits a turn.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { bytesPerCall } from '../../../helpers/allocation.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { char, terrainHeader, unit, warmasterText } from './harness.ts';
import { commandPhase } from '../../../../src/systems/warmaster/kernel/command.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { onTable } from '../../../../src/systems/warmaster/kernel/footprint.ts';
import { pointsLost, record, unitsLost } from '../../../../src/systems/warmaster/kernel/victory.ts';

const WOOD = '{ kind: wood, x: 125, y: 100, width: 30, depth: 18 }';
/** Skaven: Clanrats on hold, Gutter Runners infiltrating to `runners` (flow-map fields), a Grey Seer (General) and `chars` more; Empire Halberdiers and a General. */
const text = (runners = 'infiltrate: true, position: { x: 132, y: 108, facing: 180 }', chars = ["{ id: hero, unit: hero, position: { x: 110, y: 60 } }"], header = terrainHeader([WOOD])) =>
  warmasterText(
    'infiltration',
    'skaven',
    ['{ id: clanrats, unit: clanrats, position: { x: 60, y: 30 }, tactics: { orders: hold } }', '{ id: clanrats-2, unit: clanrats, position: { x: 40, y: 30 }, tactics: { orders: hold } }', `{ id: runners, unit: gutter-runners, ${runners} }`, '{ id: seer, unit: grey-seer, position: { x: 60, y: 15 } }', ...chars],
    'empire',
    ['{ id: halberdiers, unit: halberdiers, position: { x: 60, y: 90, facing: 180 }, tactics: { orders: hold } }', '{ id: general, unit: general, position: { x: 60, y: 110, facing: 180 } }'],
    header,
  );
const compile = (t: string) => compileWarmaster(parseText(t).runs[0]);
/** A kernel reset for a first game, side a in its Command phase of turn `turn`, its trace collected. */
const kernel = (t = text(), turn = 1) => {
  const k = new WarmasterKernel(compile(t)) as any;
  reset(k);
  k.turn = turn;
  k.playerTurnNo = 2 * turn - 1;
  k.active = 0;
  const lines: string[] = [];
  k.tracer = { line: (l: string) => lines.push(l) };
  return { k, lines };
};

describe('Gutter Runners infiltrate (§11.7): the scenario', () => {
  it('only Gutter Runners infiltrate, in no brigade, joined by no character, from a turn of the battle', () => {
    expect(compile(text()).infiltrate[2]).toBe(1);
    expect(() => compile(text().replace('{ id: clanrats, unit: clanrats,', '{ id: clanrats, unit: clanrats, infiltrate: true,'))).toThrow(/infiltrate: expected no `infiltrate:` \(only Skaven Gutter Runners infiltrate, §11\.7\), found true — Clanrats deploy/);
    expect(() => compile(text('infiltrate: true, brigade: rats, position: { x: 132, y: 108, facing: 180 }'))).toThrow(/brigade: expected no `brigade:` on infiltrating Gutter Runners/);
    expect(() => compile(text(undefined, ['{ id: hero, unit: hero, joins: runners }']))).toThrow(/joins: expected a unit on the table at the start, found "runners" \(Gutter Runners that infiltrate later, §11\.7\)/);
    expect(() => compile(text('position: { x: 132, y: 60 }, tactics: { infiltrateTurn: 2 }'))).toThrow(/infiltrateTurn: expected no `infiltrateTurn:` \(the unit does not infiltrate: give it `infiltrate: true`\)/);
    expect(() => compile(text('infiltrate: true, position: { x: 132, y: 108, facing: 180 }, tactics: { infiltrateTurn: 9 }'))).toThrow(/infiltrateTurn: expected/);
  });

  it('appears within dense terrain, or against a table edge other than the enemy\'s', () => {
    // Open ground in the middle of the table: refused.
    expect(() => compile(text('infiltrate: true, position: { x: 132, y: 60 }'))).toThrow(
      /position: expected a point within dense terrain \(a wood or dense piece\), or the unit against a table edge other than the enemy's \(the far edge\), for infiltrating Gutter Runners \(§11\.7\)/,
    );
    // Against the right edge, facing left (the unit is 2 cm deep, so its front stands 2 cm in).
    expect(compile(text('infiltrate: true, position: { x: 178, y: 60, facing: 270 }')).infiltrate[2]).toBe(1);
    // Against the enemy's own (far) edge: refused; against the own (near) edge: allowed.
    expect(() => compile(text('infiltrate: true, position: { x: 20, y: 120 }'))).toThrow(/against a table edge other than the enemy's/);
    expect(compile(text('infiltrate: true, position: { x: 20, y: 2 }')).infiltrate[2]).toBe(1);
    // May stand where a deployed unit stands (it would wait for the place to clear).
    expect(compile(text('infiltrate: true, position: { x: 60, y: 90, facing: 180 }', undefined, terrainHeader(['{ kind: wood, x: 40, y: 80, width: 40, depth: 20 }']))).infiltrate[2]).toBe(1);
  });
});

describe('Gutter Runners infiltrate (§11.7): the order', () => {
  it('waits off the table: no stands, not lost, worth no VP, fate "never infiltrated"', () => {
    const { k } = kernel();
    const r = unit(k, 'runners');
    expect(onTable(k, r)).toBe(false);
    expect(k.sAlive.slice(r * 4, r * 4 + 4).every((v: number) => v === 0)).toBe(true);
    expect(unitsLost(k, 0)).toBe(0);
    expect(pointsLost(k, 0)).toBe(0);
    const out = new Int32Array(64);
    record(k, out, 6);
    expect(out[6 + r * 3]).toBe(3); // stands left
    expect(out[6 + r * 3 + 1]).toBe(5); // never infiltrated
  });

  it('a pass puts them at the point as their first order, by a Hero before the General (distance and enemy-near penalties, no dense one)', () => {
    const { k, lines } = kernel();
    const r = unit(k, 'runners');
    // The Hero (Command 8) at (110, 60) is 40 cm and more from the unit: −2; the Halberdiers'
    // General and the Halberdiers are more than 20 cm off; the wood costs nothing: 6 to pass.
    commandPhase(k, new ScriptedRng().roll(3, 3).thenAll(6).rng, 0);
    expect(lines[0]).toBe('Hero (hero) gives Gutter Runners (runners) an infiltration order.');
    expect(lines[1]).toBe('Hero (hero) orders Gutter Runners (runners): 6 vs 6 or less (Command 8, −2 at 50.6 cm): passes.');
    expect(lines[2]).toBe('Gutter Runners (runners) infiltrate.');
    expect(onTable(k, r)).toBe(true);
    expect(k.ordersTaken[r]).toBe(1);
    expect(k.infiltratedBy[r]).toBe(char(k, 'hero'));
    expect(k.left[r]).toBe(3);
  });

  it('a failure takes them off again, to try next turn; the Hero orders no more, the General still does', () => {
    const { k, lines } = kernel(text(undefined, ["{ id: hero, unit: hero, position: { x: 110, y: 60 } }"]).replace('{ id: clanrats-2, unit: clanrats, position: { x: 40, y: 30 }, tactics: { orders: hold } }', '{ id: clanrats-2, unit: clanrats, position: { x: 40, y: 30 } }'));
    const r = unit(k, 'runners');
    commandPhase(k, new ScriptedRng().roll(4, 3).thenAll(6).rng, 0);
    expect(lines[1]).toBe('Hero (hero) orders Gutter Runners (runners): 7 vs 6 or less (Command 8, −2 at 50.6 cm): fails.');
    expect(onTable(k, r)).toBe(false);
    expect(k.cStopped[char(k, 'hero')]).toBe(1);
    expect(lines.some((l) => l.startsWith('Hero (hero) orders Clanrats'))).toBe(false);
    expect(lines.some((l) => l.startsWith('Grey Seer (seer) orders Clanrats (clanrats-2)'))).toBe(true);
  });

  it('the General gives the order only when no other character is left; his failure ends the orders', () => {
    const { k, lines } = kernel(text(undefined, []).replace('{ id: clanrats-2, unit: clanrats, position: { x: 40, y: 30 }, tactics: { orders: hold } }', '{ id: clanrats-2, unit: clanrats, position: { x: 40, y: 30 } }'));
    commandPhase(k, new ScriptedRng().roll(6, 6).thenAll(6).rng, 0);
    expect(lines[0]).toBe('Grey Seer (seer) gives Gutter Runners (runners) an infiltration order.');
    expect(lines.some((l) => l.includes('orders Clanrats'))).toBe(false);
    const withHero = kernel();
    const hero = char(withHero.k, 'hero');
    withHero.k.cAlive[hero] = 0;
    commandPhase(withHero.k, new ScriptedRng().roll(1, 1).thenAll(6).rng, 0);
    expect(withHero.lines[0]).toBe('Grey Seer (seer) gives Gutter Runners (runners) an infiltration order.');
  });

  it('not before its turn, not where a unit stands, not when no roll could pass', () => {
    const later = kernel(text('infiltrate: true, position: { x: 132, y: 108, facing: 180 }, tactics: { infiltrateTurn: 2 }'));
    commandPhase(later.k, new ScriptedRng().thenAll(1).rng, 0);
    expect(later.lines.some((l) => l.includes('infiltration'))).toBe(false);
    const taken = kernel(text('infiltrate: true, position: { x: 60, y: 90, facing: 180 }', undefined, terrainHeader(['{ kind: wood, x: 40, y: 80, width: 40, depth: 20 }'])));
    commandPhase(taken.k, new ScriptedRng().thenAll(1).rng, 0);
    expect(taken.lines[0]).toBe('Gutter Runners (runners) cannot infiltrate: the place is taken.');
    expect(onTable(taken.k, unit(taken.k, 'runners'))).toBe(false);
    // A Hero 100 cm and more away (−5) with an enemy within 20 cm (−1): 8 − 6 = 2 still passes on a 2;
    // a Hero with −7 (140 cm and more) could not pass.
    const far = kernel(text('infiltrate: true, position: { x: 178, y: 100, facing: 270 }', ['{ id: hero, unit: hero, position: { x: 2, y: 2 } }']));
    commandPhase(far.k, new ScriptedRng().thenAll(1).rng, 0);
    expect(far.lines[0]).toBe('Gutter Runners (runners) cannot infiltrate: no roll would pass.');
  });

  it('allocates nothing: the choice of character, the place, the order and its failure', () => {
    const { k } = kernel();
    k.tracer = null;
    const rng = new Rng(4, 0);
    let arrived = 0;
    const step = () => {
      reset(k);
      k.turn = 1;
      k.playerTurnNo = 1;
      commandPhase(k, rng, 0);
      arrived += onTable(k, unit(k, 'runners')) ? 1 : 0;
    };
    expect(bytesPerCall(step, 5_000, 5_000)).toBeLessThan(1);
    expect(arrived).toBeGreaterThan(0);
  });
});
