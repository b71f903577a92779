/**
 * Mixed ranks (rules/wfb3.md §2.3, seed p.125; kernel/mixed-ranks.ts), played through whole
 * player turns: a block of ten bowmen and ten spearmen, five files wide, charged by twenty Orcs
 * from 6" away; and the fixture test/fixtures/wfb3/mixed-ranks.yaml (the bowmen in front shoot,
 * and as the Orcs charge the block tries to bring its spearmen to the front), on seeded dice.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { binMisses, binomial, expectWithin } from '../../../helpers/binomial.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { Rng } from '../../../../src/core/rng.ts';
import { typeInRank } from '../../../../src/systems/wfb3/kernel/mixed-ranks.ts';
import { Wfb3Kernel } from '../../../../src/systems/wfb3/kernel/kernel.ts';
import { compileText, duel, leftSlot, MEN, OUT_OUTCOME, playTraced, refusalOf, simulate, unitIndex } from '../harness.ts';

const ORCS = '{ M: 4, WS: 3, BS: 3, S: 3, T: 4, W: 1, I: 2, A: 1, Ld: 7, Int: 5, Cl: 7, WP: 5 }';
const BOWMEN = `{ name: Bowmen, profile: ${MEN.replace('Ld: 7', 'Ld: 6')}, models: 10, weapons: [hand-weapon, bow] }`;
const block = (opts: { mixed?: string; tactics?: string; extra?: string } = {}) =>
  `name: Spearmen, profile: ${MEN}, models: 10, files: 5, weapons: [spear], armour: [shield], mixed: ${opts.mixed ?? BOWMEN}, ${opts.extra ?? ''}position: { x: 36, y: 27, facing: 180 }, tactics: { charge: never, move: hold${opts.tactics ?? ''} }`;
const scenario = (opts: { mixed?: string; tactics?: string; extra?: string; orcs?: string } = {}) =>
  duel({
    a: `name: Orcs, profile: ${ORCS}, models: 20, files: 5, ${opts.orcs ?? ''}position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
    b: block(opts),
    turns: 1,
    rules: 'standardCapture: false',
  });
const IN_FRONT = BOWMEN.replace('weapons:', 'place: in-front, weapons:');

/** The lines of the first combat round. */
function firstRound(lines: string[]): string[] {
  const at = lines.findIndex((l) => l.startsWith('Combat round:'));
  return lines.slice(at + 1);
}

describe('mixed ranks (rules/wfb3.md §2.3)', () => {
  it('is one block of both types, testing on their lowest values and moving at the slower pace', () => {
    const plan = compileText(scenario({ mixed: BOWMEN.replace('M: 4', 'M: 3'), extra: 'leader: { Ld: 8, Int: 7, Cl: 8, WP: 7, bonus: 1 }, ' }));
    const u = unitIndex(plan, 'defenders');
    const b = plan.mixedRow[u];
    expect(b).toBe(plan.rows);
    expect([plan.models[u], plan.models[b], plan.host[b]]).toEqual([20, 10, u]);
    // The bowmen's Ld 6 is the troops' lowest: 6 + the leader's 1.
    expect([plan.Ld[u], plan.M[u], plan.rate[u]]).toEqual([7, 3, 6]);
    expect([plan.missile.has[u], plan.missile.has[b], plan.weapon.ranks[u], plan.weapon.ranks[b]]).toEqual([0, 1, 2, 1]);
  });

  it('refuses what it is not played with, each with the reason', () => {
    // A block stands on one size of base: both types ride, or both walk.
    expect(refusalOf(scenario({ extra: 'mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }, ' }))).toMatch(/mixed\.mount: expected a steed, as the unit's own troops have/);
    expect(refusalOf(scenario({ mixed: BOWMEN.replace('weapons:', 'mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }, weapons:') }))).toMatch(/expected no steed, as the unit's own troops are on foot/);
    expect(refusalOf(scenario({ tactics: ', formation: testudo' }))).toMatch(/a testudo of two types with shields/);
    expect(refusalOf(scenario({ tactics: ', formation: wedge' }))).toMatch(/a shieldwall, testudo or square, or no formation, for a unit in mixed ranks/);
    const single = duel({ a: `profile: ${ORCS}, models: 20, position: { x: 36, y: 20, facing: 0 }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 27, facing: 180 }, tactics: { changeRanks: when-charged }` });
    expect(refusalOf(single)).toMatch(/changeRanks on a unit in mixed ranks/);
  });

  it('fights with the type in front: the spearmen, five and two of their second rank, while the bowmen behind strike no blow', () => {
    const round = firstRound(playTraced(compileText(scenario()), new ScriptedRng().thenAll(4)).lines);
    expect(round.find((l) => l.startsWith('Spearmen ('))).toMatch(/^Spearmen \(7 models\) strike Orcs/);
    expect(round.some((l) => l.startsWith('Bowmen ('))).toBe(false);
    // The Orcs' blows fall on the spearmen in front.
    expect(round.find((l) => l.startsWith('Orcs ('))).toMatch(/strike Spearmen:/);
  });

  it('with the bowmen in front, they fight and are struck; the spearmen in the third rank do not reach with their spears', () => {
    const round = firstRound(playTraced(compileText(scenario({ mixed: IN_FRONT })), new ScriptedRng().thenAll(4)).lines);
    expect(round.find((l) => l.startsWith('Bowmen ('))).toMatch(/^Bowmen \(5 models\) strike Orcs/);
    expect(round.some((l) => l.startsWith('Spearmen ('))).toBe(false);
    expect(round.find((l) => l.startsWith('Orcs ('))).toMatch(/strike Bowmen:/);
  });

  it('as it is charged, tries to change ranks on an Ld test: passed, the spearmen fight in front; failed, the bowmen fight at −1 to hit', () => {
    const text = scenario({ mixed: IN_FRONT, tactics: ', changeRanks: when-charged' });
    const passed = playTraced(compileText(text), new ScriptedRng().thenAll(1)).lines;
    expect(passed).toContain('Spearmen change ranks as Orcs charge: Ld test, 2D6 2 against 6: passed: Spearmen to the front.');
    expect(firstRound(passed).find((l) => l.startsWith('Spearmen ('))).toMatch(/^Spearmen \(7 models\)/);
    const failed = playTraced(compileText(text), new ScriptedRng().thenAll(6)).lines;
    expect(failed).toContain('Spearmen try to change ranks as Orcs charge: Ld test, 2D6 12 against 6: failed: Bowmen stay in front, and the unit fights at −1 to hit.');
    const needOf = (lines: string[]) => Number(/needing (\d)\+/.exec(firstRound(lines).find((l) => l.startsWith('Bowmen ('))!)![1]);
    const never = playTraced(compileText(scenario({ mixed: IN_FRONT })), new ScriptedRng().thenAll(6)).lines;
    expect(needOf(failed)).toBe(needOf(never) + 1);
  });

  it('passes its change of ranks at the chance of 2D6 at or under its Ld (21 in 36 on 7), on seeded dice', () => {
    const plan = compileText(readFileSync('test/fixtures/wfb3/mixed-ranks.yaml', 'utf8'));
    let tests = 0;
    let passed = 0;
    for (let sim = 0; sim < 1500; sim++) {
      const rng = new Rng();
      rng.seed(303, sim);
      for (const line of playTraced(plan, rng).lines) {
        if (line.startsWith('Spearmen change ranks as')) {
          tests++;
          passed++;
        } else if (line.startsWith('Spearmen try to change ranks')) tests++;
      }
    }
    expect(tests).toBeGreaterThan(1000);
    expectWithin(passed, tests, 21 / 36, 'changes of ranks passed on Ld 7');
  });

  it('stands and shoots with the type in front, if it has missile weapons; with the spearmen in front it holds', () => {
    const far = (mixed: string) => scenario({ mixed, tactics: ', react: stand-and-shoot' });
    const shot = playTraced(compileText(far(IN_FRONT)), new ScriptedRng().thenAll(1)).lines;
    expect(shot).toContain('Spearmen pass their Ld test to stand and shoot at Orcs.');
    expect(shot.find((l) => l.includes('stand and shoot at their chargers'))).toMatch(/^Bowmen stand and shoot at their chargers \(Orcs\): 5 shots/);
    const held = playTraced(compileText(far(BOWMEN)), new ScriptedRng().thenAll(1)).lines;
    expect(held).toContain('Spearmen hold against the charge of Orcs.');
    expect(held.some((l) => l.includes('stand and shoot'))).toBe(false);
  });

  it('in its movement phase, not fighting, shoot-then-fight brings the bowmen to the front, who shoot; the spearmen behind never do', () => {
    const archersOnly = duel({
      a: `name: Orcs, profile: ${ORCS}, models: 20, files: 5, position: { x: 36, y: 40, facing: 180 }, tactics: { charge: never, move: hold }`,
      b: block({ tactics: ', changeRanks: shoot-then-fight' }).replace('y: 27, facing: 180', 'y: 20, facing: 0'),
      turns: 1,
      first: 'b',
    });
    const lines = playTraced(compileText(archersOnly), new ScriptedRng().thenAll(4)).lines;
    expect(lines).toContain('Spearmen change ranks: Bowmen to the front.');
    expect(lines.find((l) => l.includes(' shoot at '))).toMatch(/^Bowmen shoot at Orcs: 5 shots/);
  });

  it('loses each type\'s own models: a lone bowman in front is struck by the Orc facing him and slain, and the spearmen are then in front', () => {
    // Orcs of I5, striking first; every countAtLeast die succeeds on face 1: every blow hits and wounds, and the bowman has no armour.
    const text = scenario({ mixed: IN_FRONT.replace('models: 10', 'models: 1') }).replace('I: 2', 'I: 5').replace('end: { turns: 1 }', 'end: { turns: 2 }');
    const lines = playTraced(compileText(text), new ScriptedRng().thenAll(1)).lines;
    const struck = lines.indexOf('Orcs (1 model) strike Bowmen: 1 attack needing 4+, 1 hit at S3, 1 wound unsaved.');
    expect(struck).toBeGreaterThan(0);
    // One bowman in the front rank beside four spearmen, and five spearmen behind them: two spears support.
    expect(lines[struck + 1]).toBe('Orcs (4 models) strike Spearmen: 4 attacks needing 4+, 4 hits at S3, 0 wounds unsaved.');
    expect(lines[struck + 2]).toMatch(/^Spearmen \(6 models\) strike Orcs/);
    // Slain before his Initiative came, the bowman strikes no blow; the next round the spearmen fill the front.
    const next = lines.indexOf('Combat round: Orcs, Spearmen.', struck);
    expect(lines.slice(struck, next).some((l) => l.startsWith('Bowmen'))).toBe(false);
    expect(lines[next + 1]).toMatch(/^Orcs \(5 models\) strike Spearmen/);
    expect(lines[next + 2]).toMatch(/^Spearmen \(7 models\) strike Orcs/);
  });

  it('routed, is hacked at its back: the type behind takes the free hacks, the bowmen while the spearmen stand in front', () => {
    const plan = compileText(readFileSync('test/fixtures/wfb3/mixed-ranks.yaml', 'utf8').replace('models: 20', 'models: 30').replace('WS: 3, BS: 3, S: 3, T: 4', 'WS: 4, BS: 3, S: 4, T: 4'));
    let hacks = 0;
    for (let sim = 0; sim < 400; sim++) {
      const rng = new Rng();
      rng.seed(303, sim);
      let behind = 'Spearmen';
      let routed = false;
      for (const line of playTraced(plan, rng).lines) {
        if (line.endsWith('Spearmen to the front.')) behind = 'Bowmen';
        else if (line.endsWith('Bowmen to the front.')) behind = 'Spearmen';
        else if (line === 'Spearmen rout!') routed = true;
        const hack = /^Orcs strike a free hack on (\w+) /.exec(line);
        if (!hack || !routed) continue;
        // The first hack as it routs (later ones, once the type behind is all slain, fall on the other).
        routed = false;
        hacks++;
        expect(hack[1], `sim ${sim}: ${line}`).toBe(behind);
      }
    }
    expect(hacks).toBeGreaterThan(20);
  });

  it('stands and falls as one unit: routed off the table or wiped out, it leaves its side no unit standing, and the Orcs win', () => {
    const plan = compileText(readFileSync('test/fixtures/wfb3/mixed-ranks.yaml', 'utf8').replace('models: 20', 'models: 30').replace('WS: 3, BS: 3, S: 3, T: 4', 'WS: 4, BS: 3, S: 4, T: 4'));
    let gone = 0;
    for (let sim = 0; sim < 300; sim++) {
      const rng = new Rng();
      rng.seed(303, sim);
      const { lines, out } = playTraced(plan, rng);
      if (!lines.includes('Spearmen flee off the table.') && !lines.includes('Spearmen are wiped out.')) continue;
      gone++;
      expect(out[OUT_OUTCOME], `sim ${sim}`).toBe(0);
    }
    expect(gone).toBeGreaterThan(20);
  });

  describe('a type on the flanks ("deploy flanks")', () => {
    const CROSSBOWS = `{ name: Crossbowmen, profile: ${MEN}, models: 10, place: flanks, weapons: [hand-weapon, crossbow] }`;
    const halberdiers = (opts: { mixed?: string; tactics?: string } = {}) =>
      `name: Halberdiers, profile: ${MEN}, models: 10, files: 5, weapons: [halberd], mixed: ${opts.mixed ?? CROSSBOWS}, position: { x: 36, y: 27, facing: 180 }, tactics: { charge: never, move: hold${opts.tactics ?? ''} }`;
    const wide = (opts: { mixed?: string; tactics?: string; first?: string } = {}) =>
      duel({ a: `name: Orcs, profile: ${ORCS}, models: 20, files: 10, position: { x: 36, y: 14, facing: 0 }, tactics: { charge: nearest }`, b: halberdiers(opts), turns: 2, first: opts.first ?? 'b', rules: 'standardCapture: false' });

    it('stands evenly on both flanks, as deep as the centre: ten beside ten five wide are three files a side, the block eleven wide', () => {
      const plan = compileText(wide());
      const u = unitIndex(plan, 'defenders');
      expect([plan.files[u], plan.sideFiles[u], plan.models[u]]).toEqual([11, 3, 20]);
    });

    it('shoots with the flank type\'s front rank, the centre\'s halberdiers having no missile weapon', () => {
      const lines = playTraced(compileText(wide()), new ScriptedRng().thenAll(4)).lines;
      expect(lines.filter((l) => l.includes(' shoot at Orcs'))).toEqual(['Crossbowmen shoot at Orcs: 6 shots needing 4+, 0 hits at S4, 0 models slain.', 'Crossbowmen shoot at Orcs: 6 shots needing 4+, 0 hits at S4, 0 models slain.']);
    });

    it('fights with both types across a wide front, and the enemy\'s blows are shared between them', () => {
      const round = firstRound(playTraced(compileText(wide()), new ScriptedRng().thenAll(4)).lines);
      expect(round.find((l) => l.startsWith('Halberdiers ('))).toMatch(/^Halberdiers \(5 models\)/);
      expect(round.find((l) => l.startsWith('Crossbowmen ('))).toMatch(/^Crossbowmen \(\d models\)/);
      expect(round.filter((l) => l.startsWith('Orcs (')).map((l) => /strike (\w+):/.exec(l)![1]).sort()).toEqual(['Crossbowmen', 'Halberdiers']);
    });

    it('charged in the flank, meets it with the flank type alone, one a rank', () => {
      const text = duel({ a: `name: Orcs, profile: ${ORCS}, models: 10, files: 5, position: { x: 47, y: 26, facing: 270 }, tactics: { charge: nearest }`, b: halberdiers({ tactics: ', shoot: never' }), turns: 1, rules: 'standardCapture: false' });
      const lines = playTraced(compileText(text), new ScriptedRng().thenAll(4)).lines;
      expect(lines).toContain('Orcs charge home into the left flank of Halberdiers.');
      const round = firstRound(lines);
      expect(round.find((l) => l.startsWith('Crossbowmen ('))).toMatch(/^Crossbowmen \(2 models\)/);
      expect(round.some((l) => l.startsWith('Halberdiers ('))).toBe(false);
      expect(round.filter((l) => l.startsWith('Orcs (')).every((l) => l.includes('strike Crossbowmen'))).toBe(true);
    });

    it('deploys flanks in its first movement phase (at-once), a manoeuvre, the block widening', () => {
      const plan = compileText(wide({ mixed: CROSSBOWS.replace('place: flanks', 'place: behind'), tactics: ', deployFlanks: at-once' }));
      const lines = playTraced(plan, new ScriptedRng().thenAll(4)).lines;
      expect(lines[1]).toBe('Halberdiers deploy flanks: Crossbowmen to the flanks, 3 files a side.');
      expect(lines[2]).toMatch(/^Crossbowmen shoot at Orcs: 6 shots/);
    });

    it('deploys its type in front on the flanks when told to (flankType: front, the front type or the rear one): the type behind becomes the centre', () => {
      const plan = compileText(wide({ mixed: CROSSBOWS.replace('place: flanks', 'place: in-front'), tactics: ', deployFlanks: at-once, flankType: front' }));
      const u = unitIndex(plan, 'defenders');
      const k = new Wfb3Kernel(plan);
      const lines: string[] = [];
      k.tracer = { line: (text) => lines.push(text) };
      k.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(64));
      expect(lines[1]).toBe('Halberdiers deploy flanks: Crossbowmen to the flanks, 3 files a side.');
      expect(lines[2]).toMatch(/^Crossbowmen shoot at Orcs: 6 shots/);
      // The halberdiers, behind at first, now the centre and its front.
      const round = firstRound(lines);
      expect(round.find((l) => l.startsWith('Halberdiers ('))).toMatch(/^Halberdiers \(5 models\)/);
      expect(k.leadType[u]).toBe(u);
      expect(refusalOf(wide({ tactics: ', flankType: front' }))).toMatch(/flankType with deployFlanks/);
    });

    it('as it is charged, tries to deploy flanks on an Ld test (when-charged): failed, it fights as it stands at −1 to hit', () => {
      const text = wide({ mixed: CROSSBOWS.replace('place: flanks', 'place: behind'), tactics: ', deployFlanks: when-charged', first: 'a' });
      const passed = playTraced(compileText(text), new ScriptedRng().thenAll(1)).lines;
      expect(passed).toContain('Halberdiers deploy flanks as Orcs charge: Ld test, 2D6 2 against 7: passed: Crossbowmen to the flanks, 3 files a side.');
      const failed = playTraced(compileText(text), new ScriptedRng().thenAll(6)).lines;
      expect(failed).toContain('Halberdiers try to deploy flanks as Orcs charge: Ld test, 2D6 12 against 7: failed: the unit fights as it stands, at −1 to hit.');
    });

    it('as it is charged, brings the type on its flanks back behind on an Ld test (recallFlanks: when-charged, p.125 the same manoeuvre undoes it): the halberdiers alone meet the Orcs; failed, it fights as it stands at −1 to hit', () => {
      const text = wide({ tactics: ', recallFlanks: when-charged', first: 'a' });
      const plan = compileText(text);
      const u = unitIndex(plan, 'defenders');
      const passed = playTraced(plan, new ScriptedRng().thenAll(1)).lines;
      expect(passed).toContain('Halberdiers bring Crossbowmen back from the flanks as Orcs charge: Ld test, 2D6 2 against 7: passed.');
      const round = firstRound(passed);
      expect(round.some((l) => l.startsWith('Crossbowmen ('))).toBe(false);
      expect(round.filter((l) => l.startsWith('Orcs (')).every((l) => l.includes('strike Halberdiers'))).toBe(true);
      const k = new Wfb3Kernel(plan);
      k.run(new ScriptedRng().thenAll(1) as unknown as Rng, new Int32Array(64));
      expect([k.files[u], k.flanked[u], k.sideFiles[u]]).toEqual([5, 0, 0]);
      const failed = playTraced(plan, new ScriptedRng().thenAll(6)).lines;
      expect(failed).toContain('Halberdiers try to bring Crossbowmen back from the flanks as Orcs charge: Ld test, 2D6 12 against 7: failed: the unit fights as it stands, at −1 to hit.');
    });

    it('from its recallFlanks turn, brings the type on its flanks back behind in its own movement phase, a manoeuvre, and deploys flanks no more', () => {
      const plan = compileText(wide({ tactics: ', recallFlanks: 1' }));
      const u = unitIndex(plan, 'defenders');
      const k = new Wfb3Kernel(plan);
      const lines: string[] = [];
      k.tracer = { line: (text) => lines.push(text) };
      k.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(64));
      expect(lines[1]).toBe('Halberdiers bring Crossbowmen back from the flanks.');
      expect([k.files[u], k.flanked[u], k.sideFiles[u]]).toEqual([5, 0, 0]);
      // Deployed at once in turn 1, brought back in turn 2, never deployed again.
      const back = playTraced(compileText(wide({ mixed: CROSSBOWS.replace('place: flanks', 'place: behind'), tactics: ', deployFlanks: at-once, recallFlanks: 2' }).replace('end: { turns: 1 }', 'end: { turns: 4 }')), new ScriptedRng().thenAll(4)).lines;
      expect(back.filter((l) => l.startsWith('Halberdiers deploy flanks')).length).toBe(1);
      expect(back.filter((l) => l === 'Halberdiers bring Crossbowmen back from the flanks.').length).toBe(1);
      expect(back.indexOf('Halberdiers bring Crossbowmen back from the flanks.')).toBeGreaterThan(back.indexOf('-- Turn 2, b --'));
    });

    it('a block with a type on its flanks forms a shieldwall, both types with shields: each saves at +1 (a die of 5 saves the shields\' 6+ now 5+)', () => {
      const shielded = (formation: string) =>
        duel({
          a: `name: Orcs, profile: ${ORCS.replace('I: 2', 'I: 5')}, models: 20, files: 10, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
          b: `name: Spearmen, profile: ${MEN}, models: 10, files: 5, armour: [shield], mixed: { name: Crossbowmen, profile: ${MEN}, models: 10, place: flanks, weapons: [hand-weapon, crossbow], armour: [shield] }, position: { x: 36, y: 27, facing: 180 }, tactics: { charge: never, move: hold, react: hold${formation} }`,
          turns: 1,
          first: 'b',
          rules: 'standardCapture: false',
        });
      // Every die a 2 (rollD6) and a 5 (countAtLeast): the Orcs (I5, striking first) hit and wound, and a 5 saves only at 5+.
      const wall = playTraced(compileText(shielded(', formation: shieldwall')), new ScriptedRng().thenAll(2)).lines;
      expect(wall).toContain('Spearmen form a shieldwall.');
      const struck = (lines: string[], who: string) => lines.filter((l) => l.startsWith('Orcs (') && l.includes(`strike ${who}:`));
      expect(struck(wall, 'Crossbowmen').length).toBeGreaterThan(0);
      for (const l of [...struck(wall, 'Crossbowmen'), ...struck(wall, 'Spearmen')]) expect(l).toMatch(/, 0 wounds unsaved\.$/);
      const line = playTraced(compileText(shielded('')), new ScriptedRng().thenAll(2)).lines;
      expect(struck(line, 'Crossbowmen').every((l) => !l.endsWith(', 0 wounds unsaved.'))).toBe(true);
      expect(refusalOf(shielded(', formation: shieldwall, recallFlanks: 2'))).toMatch(/a shieldwall makes no manoeuvre/);
    });

    it('a type on the flanks all slain leaves the centre standing on its own files', () => {
      // Two crossbowmen, one on each flank of the halberdiers five wide: the block seven wide.
      const plan = compileText(wide({ mixed: CROSSBOWS.replace('models: 10', 'models: 2'), first: 'a' }).replace('I: 2', 'I: 5'));
      const u = unitIndex(plan, 'defenders');
      expect([plan.files[u], plan.sideFiles[u]]).toEqual([7, 1]);
      const k = new Wfb3Kernel(plan);
      const lines: string[] = [];
      k.tracer = { line: (text) => lines.push(text) };
      // Every countAtLeast die succeeds on face 1: the Orcs (I5, striking first) slay whatever they strike.
      k.run(new ScriptedRng().thenAll(1) as unknown as Rng, new Int32Array(64));
      expect(lines.some((l) => /^Orcs \(\d models?\) strike Crossbowmen: .* [12] wounds? unsaved/.test(l))).toBe(true);
      expect(k.models[plan.mixedRow[u]]).toBe(0);
      expect([k.files[u], k.flanked[u]]).toEqual([5, 0]);
    });

    it('changes its frontage by widening or narrowing the columns on its flanks, the centre keeping its files, two files a side a manoeuvre', () => {
      // Three files a side on the five of the centre, eleven wide: to fifteen, five a side, in one manoeuvre.
      const advancing = (frontage: number) => wide({ tactics: `, frontage: ${frontage}` }).replace('move: hold', 'move: advance');
      const plan = compileText(advancing(15));
      const u = unitIndex(plan, 'defenders');
      const k = new Wfb3Kernel(plan);
      const lines: string[] = [];
      k.tracer = { line: (text) => lines.push(text) };
      k.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(64));
      expect(lines[1]).toBe('Halberdiers change their frontage to 15 files.');
      expect([k.files[u], k.sideFiles[u]]).toEqual([15, 5]);
      // The Orcs charging their front meet crossbowmen on both ends of it: ten of the fifteen.
      expect(typeInRank(k, u, plan.mixedRow[u], 1)).toBe(10);
      // Narrowed to seven: a file a side, the crossbowmen five deep.
      const narrow = new Wfb3Kernel(compileText(advancing(7)));
      narrow.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(64));
      expect([narrow.files[u], narrow.sideFiles[u], typeInRank(narrow, u, plan.mixedRow[u], 1), typeInRank(narrow, u, plan.mixedRow[u], 5)]).toEqual([7, 1, 2, 2]);
      // Wider than the flanks can stand a model deep, it stops there: ten crossbowmen, five a side.
      const widest = new Wfb3Kernel(compileText(advancing(20)));
      widest.run(new ScriptedRng().thenAll(4) as unknown as Rng, new Int32Array(64));
      expect(widest.sideFiles[u]).toBe(5);
    });

    it('refuses widening with a type on its flanks, and deployFlanks with changeRanks or on a unit of one type', () => {
      expect(refusalOf(wide({ tactics: ', widen: to-overlap' }))).toMatch(/no widening for a unit with a type on its flanks/);
      expect(refusalOf(wide({ mixed: CROSSBOWS.replace('place: flanks', 'place: behind'), tactics: ', deployFlanks: at-once, changeRanks: when-charged' }))).toMatch(/changeRanks or deployFlanks, not both/);
      const single = duel({ a: `profile: ${ORCS}, models: 20, position: { x: 36, y: 20, facing: 0 }`, b: `profile: ${MEN}, models: 10, position: { x: 36, y: 27, facing: 180 }, tactics: { deployFlanks: at-once }` });
      expect(refusalOf(single)).toMatch(/deployFlanks on a unit in mixed ranks/);
      expect(refusalOf(wide({ mixed: CROSSBOWS.replace('place: flanks', 'place: behind'), tactics: ', recallFlanks: when-charged' }))).toMatch(/recallFlanks on a unit with a type on its flanks/);
      expect(refusalOf(wide({ tactics: ', recallFlanks: when-charged, changeRanks: when-charged' }))).toMatch(/changeRanks or recallFlanks, not both/);
    });
  });

  it('keeps the count of the block: the record\'s models left are both types\', never more than it started with', () => {
    const plan = compileText(readFileSync('test/fixtures/wfb3/mixed-ranks.yaml', 'utf8'));
    const u = unitIndex(plan, 'spearmen');
    simulate(plan, 300, 303, (out) => {
      expect(out[leftSlot(u)]).toBeLessThanOrEqual(20);
      expect(out[leftSlot(u)]).toBeGreaterThanOrEqual(0);
    });
  });
});

describe('mixed ranks in a shieldwall or testudo (rules/wfb3.md §2.3)', () => {
  // Both types with shields (a 6+ save, 5+ in the shieldwall); the block forms its shieldwall as its turn starts, then the Orcs charge.
  const SHIELDED = BOWMEN.replace('weapons: [hand-weapon, bow]', 'weapons: [hand-weapon, bow], armour: [shield]');
  // Orcs of I9, striking before the spearmen can slay any of them.
  const wall = (mixed: string, tactics = ', formation: shieldwall') => duel({
    a: `name: Orcs, profile: ${ORCS.replace('I: 2', 'I: 9')}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
    // Twenty spearmen and ten bowmen: five lost is no quarter, so no rout test nor free hacks follow.
    b: block({ mixed, tactics }).replace('models: 10, files: 5', 'models: 20, files: 5'),
    first: 'b',
    turns: 1,
    rules: 'standardCapture: false',
  });

  it('each type saves at +1 where it stands: the five Orcs charging slay Binomial(5, 1/2 × 1/2 × 2/3) of the type in front — the spearmen, or the bowmen in front (not 5/24, the 6+ save)', () => {
    for (const mixed of [SHIELDED, SHIELDED.replace('weapons:', 'place: in-front, weapons:')]) {
      const plan = compileText(wall(mixed));
      const u = unitIndex(plan, 'defenders');
      const counts: number[] = [];
      simulate(plan, 40_000, 4401, (out) => {
        const k = 30 - out[leftSlot(u)];
        while (counts.length <= k) counts.push(0);
        counts[k]++;
      });
      expect(binMisses(counts, binomial(5, 1 / 6), 40_000), mixed).toEqual([]);
    }
    const { lines } = playTraced(compileText(wall(SHIELDED)), new ScriptedRng().thenAll(4));
    expect(lines).toContain('Spearmen form a shieldwall.');
  });

  it('a testudo of both types, with a leader: a block of as many ranks as files — thirty models five wide — at half speed', () => {
    const text = wall(SHIELDED, ', formation: testudo').replace('position: { x: 36, y: 27', 'leader: { Ld: 9, Int: 7, Cl: 8, WP: 7, bonus: 2 }, position: { x: 36, y: 30').replace('tactics: { charge: never, move: hold, formation', 'tactics: { charge: never, formation').replace('position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }', 'position: { x: 36, y: 10, facing: 0 }, tactics: { charge: never, move: hold }');
    const { lines } = playTraced(compileText(text), new ScriptedRng().roll(4, 4).thenAll(4));
    expect(lines.slice(1, 4)).toEqual(['Spearmen try a complex manoeuvre: Ld test, 2D6 8 against 8: passed.', 'Spearmen form a testudo, 5 files.', 'Spearmen advance 2" towards Orcs.']);
  });

  it('a square (§2.3: "mixed troops go ... in an inner square"): the type in front stands on its faces, the other inside, and charged from the side it fights on a face with the type outside', () => {
    // Sixteen spearmen and eight bowmen, eight wide, with a leader; Orcs charge from their right.
    const square = (mixed: string) => duel({
      a: `name: Orcs, profile: ${ORCS}, models: 20, files: 5, position: { x: 30, y: 22, facing: 90 }, tactics: { charge: nearest }`,
      b: `name: Spearmen, profile: ${MEN}, models: 16, files: 8, weapons: [spear], armour: [shield], leader: { Ld: 10, Int: 7, Cl: 8, WP: 7, bonus: 3 }, mixed: ${mixed}, position: { x: 40, y: 20, facing: 180 }, tactics: { charge: never, formation: square }`,
      first: 'b',
      turns: 2,
      rules: 'standardCapture: false',
    });
    const eight = BOWMEN.replace('models: 10', 'models: 8');
    for (const [mixed, outside, inside] of [[eight, 'Spearmen', 'Bowmen'], [eight.replace('weapons:', 'place: in-front, weapons:'), 'Bowmen', 'Spearmen']] as const) {
      const { lines } = playTraced(compileText(square(mixed)), new ScriptedRng().roll(1, 1).thenAll(4));
      expect(lines).toContain('Spearmen form a square, 2 models a face.');
      const round = firstRound(lines);
      expect(round.some((l) => l.startsWith(`${outside} (`)), mixed).toBe(true);
      expect(round.some((l) => l.startsWith(`${inside} (`)), mixed).toBe(false);
      expect(round.find((l) => l.startsWith('Orcs ('))).toMatch(new RegExp(`strike ${outside}:`));
      expect(lines).toContain('Orcs charge home into the front of Spearmen.');
    }
  });

  it('a square with the type behind at the corners (§2.3: one type may stand at the corners): both types stand on each face and fight the Orcs charging from the side', () => {
    const square = (mixed: string) => duel({
      a: `name: Orcs, profile: ${ORCS}, models: 20, files: 5, position: { x: 30, y: 22, facing: 90 }, tactics: { charge: nearest }`,
      b: `name: Spearmen, profile: ${MEN}, models: 24, files: 16, weapons: [spear], armour: [shield], leader: { Ld: 10, Int: 7, Cl: 8, WP: 7, bonus: 3 }, mixed: ${mixed}, position: { x: 40, y: 20, facing: 180 }, tactics: { charge: never, formation: square }`,
      first: 'b',
      turns: 2,
      rules: 'standardCapture: false',
    });
    // Sixteen wide, the faces four: eight bowmen, one at each end of every face.
    const eight = BOWMEN.replace('models: 10', 'models: 8').replace('weapons:', 'inSquare: corners, weapons:');
    const plan = compileText(square(eight));
    const u = unitIndex(plan, 'defenders');
    const k = new Wfb3Kernel(plan);
    const lines: string[] = [];
    k.tracer = { line: (text) => lines.push(text) };
    k.run(new ScriptedRng().roll(1, 1).thenAll(4) as unknown as Rng, new Int32Array(64));
    expect(lines).toContain('Spearmen form a square, 4 models a face (Bowmen at the corners).');
    const round = firstRound(lines);
    expect(round.some((l) => l.startsWith('Spearmen (')), 'spearmen fight').toBe(true);
    expect(round.some((l) => l.startsWith('Bowmen (')), 'bowmen fight').toBe(true);
    expect(typeInRank(k, u, plan.mixedRow[u], 1)).toBeLessThanOrEqual(2);
    expect(refusalOf(square(BOWMEN.replace('weapons:', 'inSquare: corners, weapons:')).replace(', formation: square', ''))).toMatch(/inSquare with the tactic formation: square/);
  });

  it('a square formed by a block with a type on its flanks (§2.3: "mixed troops go at the corners or in an inner square"): the flank type goes to the corners, both types on each face', () => {
    // Sixteen spearmen eight wide and eight bowmen on their flanks, two files a side: twelve wide, faces of three.
    const text = duel({
      a: `name: Orcs, profile: ${ORCS}, models: 20, files: 5, position: { x: 30, y: 22, facing: 90 }, tactics: { charge: nearest }`,
      b: `name: Spearmen, profile: ${MEN}, models: 16, files: 8, weapons: [spear], armour: [shield], leader: { Ld: 10, Int: 7, Cl: 8, WP: 7, bonus: 3 }, mixed: ${BOWMEN.replace('models: 10', 'models: 8').replace('weapons:', 'place: flanks, weapons:')}, position: { x: 40, y: 20, facing: 180 }, tactics: { charge: never, formation: square }`,
      first: 'b',
      turns: 2,
      rules: 'standardCapture: false',
    });
    const plan = compileText(text);
    const u = unitIndex(plan, 'defenders');
    expect([plan.files[u], plan.squareCorners[u]]).toEqual([12, 1]);
    const k = new Wfb3Kernel(plan);
    const lines: string[] = [];
    k.tracer = { line: (line) => lines.push(line) };
    k.run(new ScriptedRng().roll(1, 1).thenAll(4) as unknown as Rng, new Int32Array(64));
    expect(lines).toContain('Spearmen form a square, 3 models a face (Bowmen at the corners).');
    expect([k.flanked[u], k.sideFiles[u]]).toEqual([0, 0]);
    const round = firstRound(lines);
    expect(round.some((l) => l.startsWith('Spearmen (')), 'spearmen fight').toBe(true);
    expect(round.some((l) => l.startsWith('Bowmen (')), 'bowmen fight').toBe(true);
    // Told so, it puts them inside instead.
    const inner = compileText(text.replace('place: flanks,', 'place: flanks, inSquare: inner,'));
    expect(inner.squareCorners[unitIndex(inner, 'defenders')]).toBe(0);
  });

  it('refuses a type without shields, a testudo with a type on its flanks, a change of ranks with a formation, and a shieldwall or square that would move its types', () => {
    expect(refusalOf(wall(BOWMEN))).toMatch(/a shieldwall of two types with shields/);
    expect(refusalOf(wall(SHIELDED.replace('weapons:', 'place: flanks, weapons:'), ', formation: testudo'))).toMatch(/where a type on the flanks stands in it is not in the seed/);
    expect(refusalOf(wall(SHIELDED, ', formation: shieldwall, changeRanks: when-charged'))).toMatch(/a shieldwall or a change of ranks, not both/);
    expect(refusalOf(wall(SHIELDED.replace('weapons:', 'place: flanks, weapons:'), ', formation: shieldwall, recallFlanks: when-charged'))).toMatch(/dropped only at the start of a movement phase/);
    expect(refusalOf(wall(SHIELDED.replace('weapons:', 'place: flanks, weapons:'), ', formation: square, recallFlanks: 2'))).toMatch(/a square does not move once formed/);
  });
});

describe('mixed ranks mounted (rules/wfb3.md §2.3, §4.7)', () => {
  const HORSE = '{ M: 8, WS: 3, S: 3, I: 3, A: 1 }';
  const OUTRIDERS = `{ name: Outriders, profile: ${MEN}, models: 5, mount: ${HORSE}, weapons: [hand-weapon, bow], armour: [light-armour] }`;
  // Five barded knights in heavy armour with shields and lances, and five outriders in light armour with bows, charging twenty Orcs from 9".
  const charge = (outriders = OUTRIDERS, turns = 1) =>
    duel({
      a: `name: Orcs, profile: ${ORCS}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: never, move: hold }`,
      b: `name: Knights, profile: ${MEN}, models: 5, files: 5, mount: ${HORSE}, barding: true, weapons: [lance], armour: [heavy-armour, shield], mixed: ${outriders}, position: { x: 36, y: 29, facing: 180 }, tactics: { charge: nearest }`,
      turns,
      first: 'b',
      rules: 'standardCapture: false',
    });

  it('is a block of two mounted types, each saving on the mounted table with its own armour and barding, moving at the slower steed\'s pace', () => {
    const plan = compileText(charge());
    const u = unitIndex(plan, 'defenders');
    const b = plan.mixedRow[u];
    // Heavy armour, shield and barding mounted: 2+, 2" slower; light armour mounted: 5+, ½" slower (§4.7).
    expect([plan.mounted[u], plan.mounted[b], plan.save[u], plan.save[b]]).toEqual([1, 1, 2, 5]);
    expect([plan.M[u], plan.M[b], plan.mountA[b], plan.models[u]]).toEqual([6, 7.5, 1, 10]);
  });

  it('charges with the type in front: the knights and their steeds strike, the outriders behind strike no blow', () => {
    const round = firstRound(playTraced(compileText(charge()), new ScriptedRng().thenAll(4)).lines);
    expect(round[0]).toMatch(/^Knights \(5 models\) strike Orcs: 5 attacks needing \d\+, \d+ hits at S5/);
    expect(round[1]).toMatch(/^Knights's steeds \(5 models\) strike Orcs: 5 attacks/);
    expect(round.some((l) => l.startsWith('Outriders'))).toBe(false);
  });

  it('charged, the type in front takes the blows and saves on its own mounted save: on dice of 3 the Orcs\' wounds go through the outriders\' 5+ where the knights\' 2+ stops them all', () => {
    // The Orcs charge the block from 7", needing 4+ to hit and to wound. Scripted, a die of 3
    // read against a target (countAtLeast) succeeds on 3+ and fails on 4+ or more: every blow hits
    // and wounds, and every save needing 2+ is made, every one needing 5+ failed.
    const charged = (outriders: string) =>
      duel({
        a: `name: Orcs, profile: ${ORCS}, models: 20, files: 5, position: { x: 36, y: 20, facing: 0 }, tactics: { charge: nearest }`,
        b: `name: Knights, profile: ${MEN}, models: 5, files: 5, mount: ${HORSE}, barding: true, weapons: [lance], armour: [heavy-armour, shield], mixed: ${outriders}, position: { x: 36, y: 27, facing: 180 }, tactics: { charge: never, move: hold }`,
        turns: 1,
        rules: 'standardCapture: false',
      });
    // The blows of the first round, up to its result.
    const blows = (lines: string[]) => {
      const round = firstRound(lines);
      return round.slice(0, round.findIndex((l) => l.startsWith('Result:')));
    };
    const knights = blows(playTraced(compileText(charged(OUTRIDERS)), new ScriptedRng().thenAll(3)).lines);
    expect(knights.find((l) => l.startsWith('Orcs ('))).toMatch(/^Orcs \(5 models\) strike Knights: 5 attacks needing [34]\+, 5 hits at S3, 0 wounds unsaved\.$/);
    expect(knights.some((l) => l.startsWith("Knights's steeds (5 models) strike Orcs"))).toBe(true);
    const outriders = blows(playTraced(compileText(charged(OUTRIDERS.replace('weapons:', 'place: in-front, weapons:'))), new ScriptedRng().thenAll(3)).lines);
    expect(outriders.find((l) => l.startsWith('Orcs ('))).toMatch(/^Orcs \(5 models\) strike Outriders: 5 attacks needing [34]\+, 5 hits at S3, 5 wounds unsaved\.$/);
    // The outriders in front and their steeds fight; the knights behind, and their steeds, do not.
    expect(outriders.some((l) => l.startsWith("Outriders's steeds (5 models) strike Orcs"))).toBe(true);
    expect(outriders.some((l) => l.startsWith('Knights (') || l.startsWith("Knights's steeds"))).toBe(false);
  });
});

