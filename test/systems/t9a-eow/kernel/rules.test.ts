// Game-level rules of Essence of War: the Basic centre-control victory (§8.4), army-building
// limits (§8.2), terrain as unit settings (§1.4: cover, Hindering, Dangerous), and the §12
// reading flags.
import { describe, expect, it } from 'vitest';
import { FATE_DESTROYED, FATE_FLED_OFF } from '../../../../src/core/metrics.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { DESTROYED } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { getSystem } from '../../../../src/systems/registry.ts';
import { giveOrders, undeadCrumble } from '../../../../src/systems/t9a-eow/kernel/army-rules.ts';
import { destroy, hpLeft } from '../../../../src/systems/t9a-eow/kernel/casualties.ts';
import { afterMove } from '../../../../src/systems/t9a-eow/kernel/dangerous-terrain.ts';
import { pointGap } from '../../../../src/systems/t9a-eow/kernel/footprint.ts';
import { T9aKernel } from '../../../../src/systems/t9a-eow/kernel/kernel.ts';
import { fightRound } from '../../../../src/systems/t9a-eow/kernel/melee.ts';
import { moveUnit } from '../../../../src/systems/t9a-eow/kernel/movement.ts';
import { centreUnits, missionUnits, record } from '../../../../src/systems/t9a-eow/kernel/record.ts';
import { shoot } from '../../../../src/systems/t9a-eow/kernel/shooting.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { t9aCompile, t9aKernel, t9aText, unitOf } from './harness.ts';

const text = (a: string[], b: string[], opts: { rules?: string; extra?: string; armies?: string[]; points?: [number, number] } = {}) =>
  t9aText(a, b, { ...opts, table: [36, 48] });
const compile = t9aCompile;
const kernelFor = t9aKernel;
const unit = unitOf;

describe('Basic victory: the centre (§8.4)', () => {
  it('more non-fleeing units within 6" of the centre wins; characters do not count; a tie is a draw', () => {
    const t = text(
      ['{ id: guard, unit: imperial-guard, position: { x: 18, y: 22 } }', '{ id: wizard, unit: wizard, position: { x: 30, y: 6 } }'],
      ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }', '{ id: shaman, unit: orc-shaman, position: { x: 18, y: 27, facing: 180 } }'],
      { rules: 'game: basic', extra: 'victory: vp\n' },
    );
    const k = kernelFor(t);
    const out = new Int32Array(64);
    record(k, out, 4);
    expect(out[0]).toBe(0); // the Guard holds the centre; the Orc Shaman is a character
    k.status[unit(k, 'guard')] = 2; // fleeing: no longer counts
    record(k, out, 4);
    expect(out[0]).toBe(2);
  });
});

describe('Basic victory: the Massacre (§8.4)', () => {
  // The Guard holds the centre (its footprint within 6" of (18, 24)); the Orcs and their
  // Shaman are the whole enemy army.
  const t = text(
    ['{ id: guard, unit: imperial-guard, position: { x: 18, y: 22 } }', '{ id: wizard, unit: wizard, position: { x: 30, y: 6 } }'],
    ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }', '{ id: shaman, unit: orc-shaman, position: { x: 30, y: 44, facing: 180 } }'],
    { rules: 'game: basic', extra: 'victory: vp\n' },
  );
  const specs = getSystem('t9a-eow')!.metrics(t9aCompile(t));
  const marginAt = specs.findIndex((m) => m.key === 'margin');

  it('is recorded in Basic games decided at the centre: draw, victory, massacre', () => {
    expect(specs[marginAt].labels).toEqual(['draw', 'victory', 'massacre']);
  });

  it('the whole enemy army destroyed (fled off counts) and a unit within 6" of the centre; not while a character or a fleeing unit is left', () => {
    const k = kernelFor(t);
    const out = new Int32Array(specs.length);
    const orcs = unit(k, 'orcs');
    const shaman = unit(k, 'shaman');
    const guard = unit(k, 'guard');
    record(k, out, 4);
    expect([out[0], out[marginAt]]).toEqual([0, 1]); // a victory at the centre, the Orcs still there
    destroy(k, orcs);
    record(k, out, 4);
    expect([out[0], out[marginAt]]).toEqual([0, 1]); // the Shaman stands: no Massacre (a character is part of the army)
    k.status[shaman] = 2; // fleeing at the end: removed for the count, not destroyed
    record(k, out, 4);
    expect([out[0], out[marginAt]]).toEqual([0, 1]);
    k.status[shaman] = 4; // fled off the table: destroyed (§2.4)
    record(k, out, 4);
    expect([out[0], out[marginAt]]).toEqual([0, 2]);
    // Nobody of the winner within 6" of the centre: a draw, no Massacre however many are dead.
    k.fp.x[guard] = 18;
    k.fp.y[guard] = 8;
    record(k, out, 4);
    expect([out[0], out[marginAt]]).toEqual([2, 0]);
  });

  it('played out: a Massacre exactly when the winner stands at the centre and every enemy unit is destroyed or fled off', () => {
    // The Iron Orcs (12, Str 6) at the centre, already fighting the lone Empire Wizard (3 HP),
    // hold there and never pursue: the Wizard is cut down or flees off the table (a Massacre),
    // or is still fleeing or has rallied at the end (a plain victory).
    const fight = text(
      ['{ id: wizard, unit: wizard, position: { x: 18, y: 25, facing: 180 } }'],
      ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 25 }, tactics: { pursue: never, move: hold, charge: never } }'],
      { rules: 'game: basic', extra: 'victory: vp\n' },
    );
    const plan = t9aCompile(fight);
    const m = getSystem('t9a-eow')!.metrics(plan);
    const at = (key: string) => m.findIndex((x) => x.key === key);
    const [margin, fate] = [at('margin'), at('unit.wizard.fate')];
    const k = new T9aKernel(plan);
    const out = new Int32Array(m.length);
    const rng = new Rng();
    const seen = [0, 0, 0];
    for (let i = 0; i < 400; i++) {
      rng.seed(7, i);
      k.run(rng, out);
      seen[out[margin]]++;
      const gone = out[fate] === FATE_DESTROYED || out[fate] === FATE_FLED_OFF;
      expect(out[margin] === 2).toBe(out[0] === 1 && gone);
      if (out[margin] === 1) expect(out[0]).toBe(1);
    }
    // Both come up (seed 7: 171 victories, 229 Massacres of 400).
    expect(seen[1]).toBeGreaterThan(50);
    expect(seen[2]).toBeGreaterThan(50);
  });
});

describe('army building (§8.2)', () => {
  const guard = (id: string, x: number) => `{ id: ${id}, unit: imperial-guard, position: { x: ${x}, y: 10 } }`;
  const orcs = ['{ id: o, unit: veteran-orcs, position: { x: 18, y: 40, facing: 180 } }', '{ id: s, unit: orc-shaman, general: true, position: { x: 30, y: 40, facing: 180 } }'];
  it('checks the agreed size, Core ≥ 25%, Characters + Support ≤ 50% and one General when `points:` is given', () => {
    // Imperial Guard is Special; Handgunners Core 125; Wizard 175.
    const core = '{ id: h, unit: handgunners, position: { x: 30, y: 10 } }';
    const wizard = '{ id: w, unit: wizard, general: true, position: { x: 18, y: 2 } }';
    expect(() => compile(text([guard('g', 8), wizard], orcs, { points: [400, 400] }))).toThrow(/Core units worth at least 25%/);
    expect(() => compile(text([core, wizard], orcs, { points: [299, 400] }))).toThrow(/at most 299 pts/);
    expect(() => compile(text([core, '{ id: w, unit: wizard, upgrades: [Master], general: true, position: { x: 18, y: 2 } }'], orcs, { points: [400, 500] }))).toThrow(/at most 50%/);
    expect(() => compile(text([core, guard('g', 8)], orcs, { points: [400, 500] }))).toThrow(/exactly one General/);
    expect(() => compile(text([core, guard('g', 8), wizard], orcs, { points: [500, 500] }))).not.toThrow();
  });
});

describe('terrain as unit settings (§1.4)', () => {
  it('cover adds 1 to the Aim of shots at the unit until it moves', () => {
    const k = kernelFor(text(['{ id: guns, unit: handgunners, position: { x: 18, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, cover: cover, position: { x: 18, y: 20, facing: 180 } }']));
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    shoot(k, new ScriptedRng().thenAll(1).rng, unit(k, 'guns'), unit(k, 'orcs'));
    expect(lines[0]).toMatch(/\(5\+\)/);
    afterMove(k, new ScriptedRng().rng, unit(k, 'orcs'), 0);
    shoot(k, new ScriptedRng().thenAll(1).rng, unit(k, 'guns'), unit(k, 'orcs'));
    expect(lines[1]).toMatch(/\(4\+\)/);
  });

  it('a wide base leaving Hindering terrain by a march takes a Dangerous (1) test: a 1 is a wound at AP 10', () => {
    // Electoral Cavalry: 25×50 mm bases (deeper than 40 mm), Arm 5 — no save against AP 10.
    const k = kernelFor(text(['{ id: cav, unit: electoral-cavalry, cover: hindering, position: { x: 18, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }']));
    const c = unit(k, 'cav');
    const s = new ScriptedRng().roll(1, 2, 3, 4, 5); // one die per model: one wound
    afterMove(k, s.rng, c, 1);
    expect(s.unused).toBe(0);
    expect(k.models[c]).toBe(4);
    expect(k.hinder[c]).toBe(0);
    // Infantry on 20 mm bases leave it without a test.
    const k2 = kernelFor(text(['{ id: g, unit: imperial-guard, cover: hindering, position: { x: 18, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 40, facing: 180 } }']));
    afterMove(k2, new ScriptedRng().rng, unit(k2, 'g'), 1);
  });
});

describe('§12 reading flags', () => {
  it('R10 supportAttacks: Support gives min(Att, 3) supporting attacks, or always 3', () => {
    // Trolls (Att 2, Support) 2x2 against Imperial Guard.
    for (const [flag, expected] of [
      ['att-up-to-3', 4],
      ['three', 6],
    ] as const) {
      const k = kernelFor(
        text(['{ id: trolls, unit: trolls, option: 2x2, position: { x: 18, y: 20 } }'], ['{ id: g, unit: imperial-guard, position: { x: 18, y: 20, facing: 180 } }'], {
          armies: ['orcs-and-goblins', 'empire-of-sonnstahl'],
          rules: `game: advanced, supportAttacks: ${flag}`,
        }),
      );
      const lines: string[] = [];
      k.tracer = { line: (t: string) => lines.push(t) };
      fightRound(k, new ScriptedRng().thenAll(1).rng, unit(k, 'trolls'));
      expect(lines.find((l) => l.includes('Trolls:') && l.includes('supporting'))).toMatch(new RegExp(`Trolls: ${expected} supporting attacks`));
    }
  });

  it('R27 vpMargins: exactly 25% is a Victory, or with `exclusive` a Draw', () => {
    for (const [flag, outcome] of [
      ['inclusive', 0],
      ['exclusive', 2],
    ] as const) {
      const k = kernelFor(
        text(['{ id: g, unit: imperial-guard, position: { x: 10, y: 20 } }'], ['{ id: o, unit: veteran-orcs, position: { x: 10, y: 40, facing: 180 } }'], {
          rules: `game: advanced, vpMargins: ${flag}`,
          extra: 'victory: vp\n',
        }),
      );
      k.plan.gameSize = 1000;
      k.plan.points[unit(k, 'o')] = 250;
      destroy(k, unit(k, 'o'));
      const out = new Int32Array(64);
      record(k, out, 5);
      expect(out[0]).toBe(outcome);
    }
  });
});

describe('named army-list options (§7.2)', () => {
  const plan = (army: string, unitText: string) => compile(text([unitText], ['{ id: z, unit: imperial-guard, position: { x: 18, y: 40, facing: 180 } }'], { armies: [army, 'empire-of-sonnstahl'] }));
  it('King: +1 Dis, Att, Off and Def; Wings: Adv 7, Mar 14 and Fly; Taurukh Ritual: Swiftstride, Impact (1), 25x50', () => {
    const k = plan('dwarven-holds', '{ id: u, unit: thane, upgrades: [King], position: { x: 18, y: 10 } }');
    expect([k.dis[0], k.att[0], k.off[0], k.def[0]]).toEqual([10, 4, 7, 7]);
    const w = plan('daemon-legions', '{ id: u, unit: kuulimas-deceiver, option: Wings, position: { x: 18, y: 10 } }');
    expect([w.adv[0], w.mar[0], w.rule.fly[0]]).toEqual([7, 14, 1]);
    const t = plan('infernal-dwarves', '{ id: u, unit: taurukh-enforcers, option: 3x1, position: { x: 18, y: 10 } }');
    expect(t.impactDice[0]).toBe(1);
  });

  it('Sainted is the General on a Pegasus Charger with +1 Att, Fearless, Dis 9, Aegis 5+ and Lightning Reflexes', () => {
    const k = plan('kingdom-of-equitaine', '{ id: u, unit: castellan, option: Sainted, position: { x: 18, y: 10 } }');
    expect([k.att[0], k.dis[0], k.aeg[0], k.rule.fearless[0], k.rule.lightningReflexes[0]]).toEqual([4, 9, 5, 1, 1]);
    expect(k.commandRange[0]).toBe(12);
    expect(k.baseW[0] * 25.4).toBeCloseTo(50, 5);
  });

  it('Rock Crusher: Grind (2D3) in place of the printed Grind (D3), no mortar; Titan Mortar keeps Grind (D3)', () => {
    const rc = plan('infernal-dwarves', '{ id: u, unit: infernal-engine, option: Rock Crusher, position: { x: 18, y: 10 } }');
    expect([rc.grindDice[0], rc.shots[0]]).toEqual([0x230, 0]);
    const tm = plan('infernal-dwarves', '{ id: u, unit: infernal-engine, option: Titan Mortar, position: { x: 18, y: 10 } }');
    expect(tm.grindDice[0]).toBe(0x130);
    expect(tm.area[0]).toBe(12);
  });

  it("the Conclaves of §10.3 know their listed spells: the Lady's Courtier Raven's Wing and Entwining Roots, the Spectral Hunters' option Raven's Wing", () => {
    const known = (army: string, unit: string) => plan(army, unit).magic.spellNames.slice().sort();
    expect(known('kingdom-of-equitaine', '{ id: u, unit: ladys-courtier, position: { x: 18, y: 10 } }')).toEqual(['Entwining Roots', "Raven's Wing"]);
    expect(known('vampire-covenant', '{ id: u, unit: spectral-hunters, upgrades: [Conclave], position: { x: 18, y: 10 } }')).toEqual(["Raven's Wing"]);
    expect(known('vampire-covenant', '{ id: u, unit: spectral-hunters, position: { x: 18, y: 10 } }')).toEqual([]);
  });

  it('an option the entry does not offer is refused with the closest valid name', () => {
    expect(() => plan('highborn-elves', '{ id: u, unit: mage, option: Fiery Hart, position: { x: 18, y: 10 } }')).toThrow(/option: expected a base option of Mage, found "Fiery Hart" — did you mean "Fiery Heart"\?/);
    // Fiery Heart is the Mage's option, not the Initiate's: its one base option is listed.
    expect(() => plan('highborn-elves', '{ id: u, unit: initiate-of-the-fiery-heart, option: Fiery Heart, position: { x: 18, y: 10 } }')).toThrow(
      /expected a base option of Initiate of the Fiery Heart, found "Fiery Heart" — one of: Single/,
    );
    expect(() => plan('highborn-elves', '{ id: u, unit: mage, upgrades: [Mastr], position: { x: 18, y: 10 } }')).toThrow(/upgrades\[0\]: expected an upgrade of Mage, found "Mastr" — did you mean "Master"\?/);
  });
});

describe('Orders (§7.2, Empire Marshal)', () => {
  it('a Marshal orders an engaged Parent & Support unit within 8" to Fight in an Extra Rank', () => {
    const k = kernelFor(
      text(
        ['{ id: spears, unit: spearmen, position: { x: 18, y: 20 } }', '{ id: marshal, unit: marshal, position: { x: 18, y: 12 } }'],
        ['{ id: orcs, unit: veteran-orcs, position: { x: 18, y: 20, facing: 180 } }'],
      ),
    );
    const lines: string[] = [];
    k.tracer = { line: (t: string) => lines.push(t) };
    giveOrders(k, 0);
    expect(lines).toContain('Marshal orders Spearmen: Fight in Extra Rank.');
    fightRound(k, new ScriptedRng().thenAll(1).rng, unit(k, 'spears'));
    // Spearmen 5x4 with Fight in Extra Rank: ranks 2–3 support; the order adds rank 4.
    expect(lines.some((l) => /Spearmen: 15 supporting attacks/.test(l))).toBe(true);
    // The order ends at the start of the Marshal's next turn.
    k.status[unit(k, 'marshal')] = 2;
    giveOrders(k, 0);
    expect(k.ordered[unit(k, 'spears')]).toBe(0);
  });
});

describe('Fly (§7.1)', () => {
  it('a Fly unit marches over a unit in its way and ends clear of it; a ground unit is stopped', () => {
    // Pegasus Knights (Fly) and Feudal Knights behind a friendly unit of Lowborn Archers.
    const t = (unitId: string) =>
      text(
        [`{ id: k, unit: ${unitId}, option: ${unitId === 'pegasus-knights' ? '3x1' : '3x2'}, position: { x: 18, y: 6 } }`, '{ id: wall, unit: lowborn-archers, position: { x: 18, y: 14 } }'],
        ['{ id: o, unit: veteran-orcs, position: { x: 18, y: 40, facing: 180 } }'],
        { armies: ['kingdom-of-equitaine', 'orcs-and-goblins'] },
      );
    for (const [unitId, past] of [
      ['pegasus-knights', true],
      ['feudal-knights', false],
    ] as const) {
      const k = kernelFor(t(unitId));
      const u = unit(k, 'k');
      moveUnit(k, new ScriptedRng().thenAll(6).rng, u);
      expect(k.fp.y[u] > 14).toBe(past);
    }
  });
});

describe('Undead and the General (§7.1)', () => {
  it('at the end of the phase its General dies, each Undead unit tests and loses the margin of failure', () => {
    const k = kernelFor(
      text(
        ['{ id: nomarch, unit: nomarch, general: true, position: { x: 30, y: 6 } }', '{ id: guard, unit: necropolis-guard, position: { x: 12, y: 10 } }'],
        ['{ id: o, unit: veteran-orcs, position: { x: 18, y: 40, facing: 180 } }'],
        { armies: ['undying-dynasties', 'orcs-and-goblins'] },
      ),
    );
    const g = unit(k, 'guard');
    destroy(k, unit(k, 'nomarch'));
    const hp = hpLeft(k, g);
    // Dis 8 (no General left); 2D6 = 6 + 5 = 11 fails by 3.
    undeadCrumble(k, new ScriptedRng().roll(6, 5).rng);
    expect(hpLeft(k, g)).toBe(hp - 3);
    // Once only.
    undeadCrumble(k, new ScriptedRng().rng);
  });
});

describe('missions (§8.3)', () => {
  const armies = (mission: string) =>
    text(
      ['{ id: guard, unit: imperial-guard, position: { x: 18, y: 26 } }', '{ id: w, unit: wizard, position: { x: 18, y: 2 } }'],
      ['{ id: o, unit: veteran-orcs, position: { x: 18, y: 44, facing: 180 } }'],
      { rules: `game: advanced, mission: ${mission}`, extra: 'victory: vp\n' },
    );
  it('Occupation: more counting units within 6" of the centre scores 25% of the game size', () => {
    const k = kernelFor(armies('occupation'));
    k.missionKind = 1;
    const out = new Int32Array(64);
    record(k, out, 5);
    expect(out[3]).toBe(k.plan.gameSize >> 2);
    expect(out[4]).toBe(0);
    const n = k.plan.n;
    expect(out[5 + 4 * n + 2]).toBe(0); // the empire completes it
  });

  it('Infiltration counts units whose centre is in the enemy deployment zone; a Support unit or a lone character never counts', () => {
    const k = kernelFor(armies('infiltration'));
    k.missionKind = 3;
    expect(missionUnits(k, 0)).toBe(0);
    k.fp.y[unit(k, 'guard')] = 40; // deep in the orcs' half
    expect(missionUnits(k, 0)).toBe(1);
    k.fp.y[unit(k, 'w')] = 40;
    expect(missionUnits(k, 0)).toBe(1); // the Wizard is a single-model character
  });

  it('is refused outside an Advanced game scored by victory points', () => {
    expect(() => compile(text(['{ id: g, unit: imperial-guard, position: { x: 18, y: 10 } }'], ['{ id: o, unit: veteran-orcs, position: { x: 18, y: 40, facing: 180 } }'], { rules: 'game: advanced, mission: random' }))).toThrow(/victory: vp/);
  });
});

describe('move: centre', () => {
  it('in a Basic game scored by the centre, units make for it by default and hold there', () => {
    const k = kernelFor(
      text(['{ id: guard, unit: imperial-guard, position: { x: 18, y: 8 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 30, y: 44, facing: 180 } }'], {
        rules: 'game: basic',
        extra: 'victory: vp\n',
      }),
    );
    const g = unit(k, 'guard');
    moveUnit(k, new ScriptedRng().rng, g);
    moveUnit(k, new ScriptedRng().rng, g);
    k.gx = 18;
    k.gy = 24;
    pointGap(k, g);
    expect(k.res).toBeLessThanOrEqual(3);
    expect(centreUnits(k, 0)).toBe(1);
  });
});

describe('move: centre with a mission', () => {
  it('for Infiltration, a unit marches into the enemy deployment zone', () => {
    const k = kernelFor(
      text(['{ id: cav, unit: electoral-cavalry, position: { x: 8, y: 10 }, tactics: { move: centre } }'], ['{ id: orcs, unit: veteran-orcs, position: { x: 30, y: 44, facing: 180 } }'], {
        rules: 'game: advanced, mission: infiltration',
        extra: 'victory: vp\n',
      }),
    );
    k.missionKind = 3;
    const c = unit(k, 'cav');
    for (let turn = 0; turn < 3; turn++) moveUnit(k, new ScriptedRng().rng, c);
    expect(missionUnits(k, 0)).toBe(1);
  });
});

describe('the Advanced victory margin (§8.4)', () => {
  // Imperial Guard against Iron Orcs, victory: vp; the Orcs destroyed are worth their cost to
  // side a, and the game size is set on the plan to put that cost on either side of 25% and 75%.
  const text = (extra: string, rules = 'game: advanced') =>
    t9aText(['{ id: guard, unit: imperial-guard, position: { x: 18, y: 10 } }'], ['{ id: orcs, unit: iron-orcs, position: { x: 18, y: 60, facing: 180 } }'], { extra, rules });
  const result = (gameSize: number, orcsDestroyed: boolean) => {
    const k = t9aKernel(text('victory: vp\n'));
    k.plan.gameSize = gameSize;
    if (orcsDestroyed) k.status[unitOf(k, 'orcs')] = DESTROYED;
    const out = new Int32Array(64);
    record(k, out, 5);
    const last = getSystem('t9a-eow')!.metrics(k.plan).length - 1;
    return { outcome: out[0], vp: out[3], margin: out[last], cost: k.plan.points[unitOf(k, 'orcs')] };
  };

  it('a draw under 25% of the game size, a victory from 25% to 75%, a decisive victory over 75%', () => {
    const cost = result(1000, true).cost;
    expect(result(4 * cost + 4, true)).toMatchObject({ outcome: 2, vp: cost, margin: 0 }); // just under 25%
    expect(result(4 * cost, true)).toMatchObject({ outcome: 0, margin: 1 }); // exactly 25% (vpMargins inclusive)
    expect(result(Math.ceil((4 * cost) / 3), true)).toMatchObject({ outcome: 0, margin: 1 }); // 75% at most
    expect(result(Math.floor((4 * cost) / 3) - 1, true)).toMatchObject({ outcome: 0, margin: 2 }); // over 75%
    expect(result(1000, false)).toMatchObject({ outcome: 2, vp: 0, margin: 0 });
  });

  it('is recorded only in games decided by victory points (in Basic games: the Massacre)', () => {
    const keys = (t: string) => getSystem('t9a-eow')!.metrics(t9aCompile(t)).map((s) => s.key);
    expect(keys(text('victory: vp\n'))).toContain('margin');
    expect(keys(text(''))).not.toContain('margin');
    expect(keys(text('', 'game: basic'))).not.toContain('margin');
  });
});
