// Attached stands (rules/warmaster.md §11.1 Skirmishers, §11.8 Salamanders): scenario syntax
// and roster, the stand's own Attacks and shots, Salamander venom (§4.3), one shot at chargers
// (§4.5), no Command penalty for its loss (§2.4), ignored for formation (§3.1), not a unit for
// withdrawal (§10), and the Stegadon's brigade restriction (§2.6).
import { shootAtCharger } from '../../../../src/systems/warmaster/kernel/charges.ts';
import { regular, turnTo } from '../../../../src/systems/warmaster/kernel/formation.ts';
import { penalty } from '../../../../src/systems/warmaster/kernel/order-penalty.ts';
import { shootHits, volleyShots } from '../../../../src/systems/warmaster/kernel/shots.ts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { compileWarmaster, halfVictoryPoints } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { ATTACH_SLOT, MAX_STANDS } from '../../../../src/systems/warmaster/plan.ts';
import { parseText } from '../../../helpers/load.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { removeStand } from '../../../../src/systems/warmaster/kernel/casualties.ts';
import { combatPhase } from '../../../../src/systems/warmaster/kernel/combat.ts';
import { touching } from '../../../../src/systems/warmaster/kernel/contact.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';
import { attachedAlive } from '../../../../src/systems/warmaster/kernel/footprint.ts';

interface Side {
  army: string;
  units: string[];
  points?: number;
}

function text(a: Side, b: Side): string {
  const side = (id: string, s: Side) =>
    `  - id: ${id}\n    army: ${s.army}\n${s.points ? `    points: ${s.points}\n` : ''}    units:\n${s.units.map((u) => `      - ${u}`).join('\n')}\n`;
  return `format: warsim/1\nsystem: warmaster\ntitle: attachments\nvictory: vp\nsides:\n${side('a', a)}${side('b', b)}`;
}

function kernel(a: Side, b: Side): any {
  const k = new WarmasterKernel(compileWarmaster(parseText(text(a, b)).runs[0])) as any;
  reset(k);
  k.turn = 1;
  k.playerTurnNo = 1;
  return k;
}

const ORCS: Side = { army: 'orcs-and-goblins', units: ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 90 } }'] };

/** Skinks (with Salamanders unless `attach` says otherwise) and a Skink Hero behind them. */
function skinks(attach = 'salamanders', more: string[] = []): Side {
  return {
    army: 'lizardmen',
    units: [
      `{ id: skinks, unit: skinks, attach: ${attach}, position: { x: 90, y: 40 } }`,
      '{ id: hero, unit: skink-hero, position: { x: 90, y: 30 } }',
      ...more,
    ],
  };
}

/** Empire Halberdiers with Skirmishers and a General behind them. */
function halberdiers(extra = '', more: string[] = []): Side {
  return {
    army: 'empire',
    units: [
      `{ id: halberdiers, unit: halberdiers, attach: skirmishers, ${extra} position: { x: 90, y: 40 } }`,
      '{ id: general, unit: general, position: { x: 90, y: 30 } }',
      ...more,
    ],
  };
}

describe('scenario syntax and roster (§11.0, §11.1, §11.8)', () => {
  it('attach: salamanders makes a fourth stand with its own shots, venom and points', () => {
    const plan = compileWarmaster(parseText(text(skinks(), ORCS)).runs[0]);
    expect(plan.n).toBe(2); // the Salamanders are no unit of their own
    expect([plan.stands[0], plan.fullStands[0], plan.files[0], plan.attached[0]]).toEqual([4, 4, 4, 1]);
    expect([plan.attachAttack[0], plan.attachShoot[0], plan.attachChargerShots[0], plan.venom[0]]).toEqual([2, 2, 1, 1]);
    expect(plan.points[0]).toBe(35 + 25);
    expect(plan.halfPoints[0]).toBe(halfVictoryPoints(60));
    expect(plan.costs[0].breakdown).toMatch(/Salamanders stand 25/);
    expect(plan.withdrawAt[0]).toBe(1); // one unit: withdraws when it is lost (§10)
  });

  it('attach: skirmishers gives Attack 4 on the host\'s armour, no venom; none means none', () => {
    const plan = compileWarmaster(parseText(text(halberdiers(), ORCS)).runs[0]);
    expect([plan.stands[0], plan.attachAttack[0], plan.attachShoot[0], plan.venom[0], plan.save[0]]).toEqual([4, 4, 0, 0, 6]);
    expect(plan.points[0]).toBe(45 + 25);
    const bare = compileWarmaster(parseText(text(skinks('none'), ORCS)).runs[0]);
    expect([bare.stands[0], bare.attached[0], bare.points[0]]).toEqual([3, 0, 35]);
  });

  it('a reduced host keeps its attachment on top: stands: 2 makes three stands', () => {
    const side = halberdiers('stands: 2,');
    const plan = compileWarmaster(parseText(text(side, ORCS)).runs[0]);
    expect([plan.stands[0], plan.fullStands[0]]).toEqual([3, 4]);
  });

  it('refuses an attachment on a unit it may not join, or standing alone, or misspelt, or on a character', () => {
    const knights = { army: 'empire', units: ['{ id: knights, unit: knights, attach: skirmishers, position: { x: 90, y: 40 } }'] };
    expect(() => parseText(text(knights, ORCS))).toThrow(/skirmishers on knights: it may be added to a unit of halberdiers, handgunners, crossbowmen, flagellants only/);
    const saurus = { army: 'lizardmen', units: ['{ id: saurus, unit: saurus, attach: salamanders, position: { x: 90, y: 40 } }'] };
    expect(() => parseText(text(saurus, ORCS))).toThrow(/salamanders on saurus: it may be added to a unit of skinks only/);
    const alone = { army: 'empire', units: ['{ id: skirm, unit: skirmishers, position: { x: 90, y: 40 } }'] };
    expect(() => parseText(text(alone, ORCS))).toThrow(/an extra stand, not a unit.*attach: skirmishers/);
    expect(() => parseText(text(skinks('salamander'), ORCS))).toThrow(/did you mean "salamanders"/);
    const onHero = skinks('none', ['{ id: hero-2, unit: skink-hero, attach: salamanders, position: { x: 70, y: 30 } }']);
    expect(() => parseText(text(onHero, ORCS))).toThrow(/no attachment on a character/);
  });

  it('counts Salamanders against their own Min/Max (–/2 per 1000) and their points in the army', () => {
    const three = (attach: string) =>
      skinks(attach, [
        '{ id: skinks-2, unit: skinks, attach: salamanders, position: { x: 60, y: 40 } }',
        '{ id: skinks-3, unit: skinks, attach: salamanders, position: { x: 120, y: 40 } }',
        '{ id: slann, unit: slann, position: { x: 90, y: 20 } }',
      ]);
    const army = (attach: string, points: number) => ({ ...three(attach), points });
    // Below 1000 points the 1000-point maximum applies and the minima do not (§11.0).
    expect(() => parseText(text(army('salamanders', 999), ORCS))).toThrow(/salamanders: 3 attached stands, but a Lizardmen army of 999 points allows at most 2/);
    expect(() => parseText(text(army('none', 999), ORCS))).not.toThrow();
    // 3 × 35 Skinks + 2 Salamanders + Skink Hero 70 + Slann 95 = 320: over a 300-point limit.
    expect(() => parseText(text(army('none', 300), ORCS))).toThrow(/the army costs 320 points/);
  });

  it('a Stegadon brigades with Skinks, but not with Skinks that have Salamanders (§2.6)', () => {
    // The Stegadon's 4 cm front touches the right end of the Skinks' line (3 or 4 stands).
    const brigade = (attach: string) =>
      skinks(attach, [`{ id: steg, unit: stegadon, brigade: b, position: { x: ${attach === 'none' ? 98 : 100}, y: 40 } }`]).units.map((u) =>
        u.startsWith('{ id: skinks,') ? u.replace('attach:', 'brigade: b, attach:') : u,
      );
    expect(() => parseText(text({ army: 'lizardmen', units: brigade('none') }, ORCS))).not.toThrow();
    expect(() => parseText(text({ army: 'lizardmen', units: brigade('salamanders') }, ORCS))).toThrow(/Skinks without Salamanders/);
  });
});

describe('the attached stand in the kernel', () => {
  it('stands last in the line, in its own slot, and keeps it when the unit re-forms', () => {
    const k = kernel(skinks(), ORCS);
    const base = 0;
    expect(Array.from(k.sAlive.slice(base, base + MAX_STANDS))).toEqual([1, 1, 1, 1]);
    // A line of four 4 cm stands centred on x = 90: the attachment at the right end.
    expect(k.sx[base + ATTACH_SLOT]).toBeCloseTo(96, 6);
    // A host stand is lost, the unit turns and re-forms: the Salamanders are still there.
    k.sAlive[base + 1] = 0;
    k.left[0] = 3;
    turnTo(k, 0, 1);
    expect(k.face[0]).toBe(1);
    expect(Array.from(k.sAlive.slice(base, base + MAX_STANDS))).toEqual([1, 1, 0, 1]);
    expect(attachedAlive(k, 0)).toBe(true);
  });

  it('costs no Command penalty when lost; a host stand lost costs −1 (§2.4)', () => {
    const k = kernel(halberdiers(), ORCS);
    k.grp[0] = 0;
    k.grpN = 1;
    const start = penalty(k, 0);
    k.sAlive[ATTACH_SLOT] = 0;
    k.left[0] = 3;
    expect(penalty(k, 0)).toBe(start);
    k.sAlive[0] = 0;
    k.left[0] = 2;
    expect(penalty(k, 0)).toBe(start + 1);
  });

  it('is ignored for formation: three in front and the attachment behind is a line (§3.1)', () => {
    const k = kernel(halberdiers('files: 3,'), ORCS);
    expect(k.sy[ATTACH_SLOT]).toBeLessThan(k.sy[0]); // behind the front rank
    expect(regular(k, 0)).toBe(true);
    // Were the fourth stand an ordinary one, files of 3 with a stand behind would be irregular.
    k.plan.attached[0] = 0;
    expect(regular(k, 0)).toBe(false);
  });

  it('is removed first among the stands least in contact, or last with loseAttachment: last', () => {
    const first = kernel(halberdiers(), ORCS);
    removeStand(first, 0);
    expect(first.sAlive[ATTACH_SLOT]).toBe(0);
    expect(first.left[0]).toBe(3);
    const last = kernel(halberdiers('tactics: { loseAttachment: last },'), ORCS);
    removeStand(last, 0);
    expect(last.sAlive[ATTACH_SLOT]).toBe(1);
    removeStand(last, 0);
    removeStand(last, 0);
    expect(last.sAlive[ATTACH_SLOT]).toBe(1);
    expect(last.left[0]).toBe(1);
    const plain: Side = { army: 'empire', units: ['{ id: halberdiers, unit: halberdiers, tactics: { loseAttachment: last }, position: { x: 90, y: 40 } }', '{ id: general, unit: general, position: { x: 90, y: 30 } }'] };
    expect(() => kernel(plain, ORCS)).toThrow(/no attached stand/);
  });

  it('a Skirmisher stand fights with Attack 4 beside Attack 3 Halberdiers: 13 dice', () => {
    // The Orcs' three stands (12 cm) face the Halberdiers' line of four (16 cm): all four touch.
    const enemy = { army: 'orcs-and-goblins', units: ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 40 } }'] };
    for (const [attach, dice] of [['skirmishers', 13], ['none', 9]] as const) {
      const side = { army: 'empire', units: [`{ id: halberdiers, unit: halberdiers, attach: ${attach}, position: { x: 90, y: 40 } }`] };
      const k = kernel(side, enemy);
      const lines: string[] = [];
      k.tracer = { line: (l: string) => lines.push(l) };
      combatPhase(k, new Rng(1, 1));
      expect(lines.find((l) => l.startsWith('Halberdiers (halberdiers): ')), attach).toMatch(new RegExp(`: ${dice} attacks`));
    }
  });
});

describe('Salamanders shooting (§4.3, §4.5, §11.8)', () => {
  const WARRIORS: Side = { army: 'chaos', units: ['{ id: warriors, unit: chaos-warriors, position: { x: 90, y: 50 } }'] };

  it('2 shots of their own: 5 dice for the unit; venom turns the Chaos Warriors\' 4+ into 5+', () => {
    const k = kernel(skinks(), WARRIORS);
    expect(volleyShots(k, 0, 1)).toBe(5);
    // 5 hits on 4s; the saves of 4 fail against 5+: 5 hits, a Chaos Warrior stand (Hits 4) and one over.
    const s = new ScriptedRng().count(4, 4, 4, 4, 4).count(4, 4, 4, 4, 4);
    expect(shootHits(k, s.rng, 0, 1, 5)).toBe(5);
    expect(s.unused).toBe(0);
  });

  it('without Salamanders, or once they are lost, the same dice are saved on 4+', () => {
    for (const k of [kernel(skinks('none'), WARRIORS), kernel(skinks(), WARRIORS)]) {
      if (k.plan.attached[0]) {
        k.sAlive[ATTACH_SLOT] = 0;
        k.left[0] = 3;
      }
      expect(volleyShots(k, 0, 1)).toBe(3);
      const s = new ScriptedRng().count(4, 4, 4).count(4, 4, 4);
      expect(shootHits(k, s.rng, 0, 1, 3)).toBe(0);
      expect(s.unused).toBe(0);
    }
  });

  it('shoot once at a charger: four dice for the unit, not five', () => {
    // Orc Warriors in contact with the Skinks' front: every stand of the Skinks may shoot.
    const k = kernel(skinks(), { army: 'orcs-and-goblins', units: ['{ id: orcs, unit: orc-warriors, position: { x: 90, y: 40 } }'] });
    expect(touching(k, 0, 1)).toBe(true);
    const s = new ScriptedRng().count(1, 1, 1, 1); // four misses; a fifth die would throw
    shootAtCharger(k, s.rng, 0, 1);
    expect(s.unused).toBe(0);
  });

  it('every shot at chargers is venomous too', () => {
    const k = kernel(skinks(), { army: 'chaos', units: ['{ id: warriors, unit: chaos-warriors, position: { x: 90, y: 40 } }'] });
    const s = new ScriptedRng().count(4, 4, 4, 4).count(4, 4, 4, 4);
    shootAtCharger(k, s.rng, 0, 1);
    expect(s.unused).toBe(0);
    expect(k.shotHits[1]).toBe(4);
  });
});

describe('a whole battle', () => {
  it('the unit with its attachment plays, and its stands left never exceed four', () => {
    const k = kernel(skinks('salamanders', ['{ id: slann, unit: slann, position: { x: 90, y: 20 } }']), ORCS);
    const out = new Int32Array(64);
    const rng = new Rng(3, 0);
    let fourLeft = 0;
    for (let i = 0; i < 200; i++) {
      rng.seed(3, i);
      k.run(rng, out);
      expect(out[6]).toBeLessThanOrEqual(4);
      if (out[6] === 4) fourLeft++;
    }
    expect(fourLeft).toBeGreaterThan(0);
  });
});
