/**
 * Crews on foot (rules/wfb3.md §6.1, §6.2; kernel/crews-on-foot.ts), played through whole player
 * turns: the heavy chariot of chariots.test.ts — three crew (WS4 S4 T3 I4, light armour), four
 * horses, two scythes — charges twenty spearmen 14" away, and their four hits on it bring its
 * damage roll to 14 or more; and a war elephant slain with its crew of three.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import { beastWounds } from '../../../../src/systems/wfb3/kernel/beasts.ts';
import { damageRolls } from '../../../../src/systems/wfb3/kernel/chariots.ts';
import { crewsForm } from '../../../../src/systems/wfb3/kernel/crews-on-foot.ts';
import { reset } from '../../../../src/systems/wfb3/kernel/deployment.ts';
import { playerTurn } from '../../../../src/systems/wfb3/kernel/turn.ts';
import { AXLE_BROKEN, Wfb3World } from '../../../../src/systems/wfb3/kernel/world.ts';
import { FATE_DESTROYED } from '../../../../src/core/metrics.ts';
import { DESTROYED, FLEEING, JOINED, OFF_TABLE, READY } from '../../../../src/systems/rank-and-file/unit-state.ts';
import { ScriptedRng } from '../../../helpers/scripted-rng.ts';
import { battle, compileText, duel, fateSlot, leftSlot, MEN, OUT_OUTCOME, playTraced, refusalOf, unitIndex } from '../harness.ts';

const CREW = '{ M: 4, WS: 4, BS: 3, S: 4, T: 3, W: 1, I: 4, A: 1, Ld: 8, Int: 7, Cl: 8, WP: 7 }';
const CHARIOT = `profile: ${CREW}, models: 1, files: 1, armour: [light-armour], chariot: { crew: 3, animals: { count: 4, M: 8, WS: 3, S: 3, T: 3, I: 3, A: 1 }, scythes: 2 }`;
const SPEARS = `profile: ${MEN}, models: 20, files: 5, weapons: [hand-weapon, spear], armour: [light-armour, shield]`;
const ELEPHANT = `profile: ${CREW}, models: 1, files: 1, warBeast: { crew: 3, beast: { M: 6, WS: 4, S: 7, T: 7, W: 8, I: 2, A: 3 } }`;

const scenario = (a = CHARIOT, tactics = '') =>
  duel({
    a: `${a}, position: { x: 36, y: 14, facing: 0 }, tactics: { charge: nearest${tactics} }`,
    b: `${SPEARS}, position: { x: 36, y: 28, facing: 180 }, tactics: { charge: never, react: hold, move: hold }`,
    turns: 1,
    rules: 'standardCapture: false',
  });

/** The first round of chariots.test.ts, the spearmen's four hits tallied, then the damage roll's 2D6. */
const wrecking = (d1: number, d2: number) => new ScriptedRng().roll(1).count(1, 1, 1).count(1, 1, 1).count(6, 6, 6, 6).count(1, 1, 1, 1).roll(d1, d2);

describe('crews on foot (rules/wfb3.md §6.1, §6.2)', () => {
  it('its yoke pole snapped (14), the chariot is lost and its crew form up on foot behind the wreck as the phase ends, and stay there until their next turn', () => {
    const plan = compileText(scenario());
    const crew = unitIndex(plan, 'attackers-crew');
    expect(plan.crewUnit[unitIndex(plan, 'attackers')]).toBe(crew);
    expect(plan.unitNames[crew]).toBe("attackers's crew");
    const { lines, out } = playTraced(plan, wrecking(5, 5).thenAll(4));
    const at = lines.indexOf('attackers rolls on the damage chart: 14, the yoke pole snaps: the chariot is useless.');
    expect(at).toBeGreaterThan(0);
    // The spearmen score +1 for the chariot they hit, +1 for the chariot put out of the battle.
    expect(lines.slice(at + 1, at + 4)).toEqual(['attackers is destroyed.', 'Result: a 0, b 2.', "attackers's crew form up on foot behind the wreck, 3 strong."]);
    // They keep their side in the battle: at the end of the turn, no side has routed the other.
    expect(out[OUT_OUTCOME]).toBe(2);
    expect(out[leftSlot(crew)]).toBe(3);
    // The side's losses count the chariot, and its crew from when they formed up: one model.
    expect(out[3 + 4 * plan.rows]).toBe(1);
    // In the enemy's half of the turn they stand: no reserve move, no charge.
    expect(lines.slice(at + 4).some((l) => l.startsWith("attackers's crew") && / (charge|advance|move)/.test(l))).toBe(false);
  });

  it('thrown out (15, 16+), each crewman takes his basic save first, or dies; a chariot\'s lone survivor stands on his own', () => {
    // 2D6 11 + 4 hits: overturned. Light armour saves on 6: one of three.
    const { lines } = playTraced(compileText(scenario()), wrecking(5, 6).count(6, 1, 1).thenAll(4));
    expect(lines).toContain('attackers rolls on the damage chart: 15, it overturns.');
    expect(lines).toContain("Thrown out of attackers, its crew take their basic saves: 1 of 3 live. attackers's crew stands up on foot behind the wreck, alone.");
    const none = playTraced(compileText(scenario()), wrecking(5, 6).count(1, 1, 1).thenAll(4)).lines;
    expect(none).toContain('Thrown out of attackers, its crew take their basic saves: 0 of 3 live. None of attackers\'s crew live to fight on.');
  });

  it('abandonHalted: halted by a broken axle, its crew get out as their next movement phase begins, if it is not fighting, and form up on foot', () => {
    const halted = (tactics: string) => {
      const plan = compileText(scenario(CHARIOT, tactics));
      const [chariot, crew] = [unitIndex(plan, 'attackers'), unitIndex(plan, 'attackers-crew')];
      const w = new Wfb3World(plan);
      reset(w);
      const lines: string[] = [];
      w.tracer = { line: (t) => lines.push(t) };
      // Its axle broke in an earlier turn (result 13): it stands where it is.
      w.chariot[chariot] |= AXLE_BROKEN;
      playerTurn(w, new ScriptedRng().thenAll(1) as unknown as Rng, 0);
      return { w, lines, chariot, crew };
    };
    const out = halted(', abandonHalted: true');
    expect(out.lines[1]).toBe("attackers's crew get out of the halted chariot, to fight on foot.");
    expect([out.w.status[out.chariot], out.w.status[out.crew], out.w.models[out.crew]]).toEqual([DESTROYED, READY, 3]);
    const stays = halted('');
    expect([stays.w.status[stays.chariot], stays.w.status[stays.crew]]).toEqual([READY, OFF_TABLE]);
    expect(refusalOf(scenario(CHARIOT, ', abandonHalted: true, crewOnFoot: none'))).toMatch(/crewOnFoot: form, the unit they form/);
    expect(refusalOf(duel({ a: `${SPEARS}, position: { x: 36, y: 14, facing: 0 }, tactics: { abandonHalted: true }`, b: `${SPEARS}, position: { x: 36, y: 28, facing: 180 }` }))).toMatch(/abandonHalted on a chariot or wagon/);
  });

  it('a character riding a lost chariot gets down with its crew, and fights on with them; thrown out, he takes his basic save first', () => {
    const hero = '{ id: hero, name: Aldred, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2, armour: [light-armour] }';
    const plan = compileText(scenario(`${CHARIOT}, characters: [${hero}]`));
    const [chariot, crew, rider, onFoot] = ['attackers', 'attackers-crew', 'hero', 'hero-on-foot'].map((id) => unitIndex(plan, id));
    expect([plan.footAs[rider], plan.footOf[onFoot], plan.host[onFoot]]).toEqual([onFoot, rider, crew]);
    expect(plan.unitNames[onFoot]).toBe("Aldred with attackers's crew");
    const lost = (d1: number, d2: number, saves: ScriptedRng) => {
      const w = new Wfb3World(plan);
      reset(w);
      const lines: string[] = [];
      w.tracer = { line: (t) => lines.push(t) };
      w.hurt[rider] = 1;
      // Four hits tallied: 2D6 + 4 on the damage chart.
      w.tally[chariot] = 4;
      damageRolls(w, new ScriptedRng().roll(d1, d2) as unknown as Rng, 1);
      crewsForm(w, saves as unknown as Rng);
      return { w, lines };
    };
    // 14, the yoke pole snaps: the crew form up, and he with them, his wound with him — he leads them (Ld 9).
    const snapped = lost(5, 5, new ScriptedRng().thenAll(4));
    expect(snapped.lines).toContain("Aldred gets down with attackers's crew, to fight on with them.");
    expect([snapped.w.status[rider], snapped.w.status[onFoot], snapped.w.models[onFoot], snapped.w.hurt[onFoot], snapped.w.leadBy[crew]]).toEqual([OFF_TABLE, JOINED, 1, 1, onFoot]);
    // 16, thrown out: the crew save on their 6+ (light armour) — two of three — and he on his own, failing.
    const thrown = lost(6, 6, new ScriptedRng().count(6, 6, 1).count(1));
    expect(thrown.lines).toContain('Aldred is lost with the wreck.');
    expect([thrown.w.status[crew], thrown.w.models[crew], thrown.w.models[onFoot]]).toEqual([READY, 2, 0]);
  });

  it('crewOnFoot: none — no crew unit, and the side that lost its chariot has lost the battle', () => {
    const plan = compileText(scenario(CHARIOT, ', crewOnFoot: none'));
    expect(plan.crewUnit[unitIndex(plan, 'attackers')]).toBe(-1);
    expect(plan.unitIds).not.toContain('attackers-crew');
    const { out } = playTraced(plan, wrecking(5, 5).thenAll(4));
    expect(out[OUT_OUTCOME]).toBe(1);
  });

  it('a crew that never forms up shares its chariot\'s fate, with no models left', () => {
    const plan = compileText(scenario());
    const crew = unitIndex(plan, 'attackers-crew');
    // 2D6 12 + 4: thrown out, and none saves.
    const { out } = playTraced(plan, wrecking(6, 6).count(1, 1, 1).thenAll(4));
    expect([out[leftSlot(crew)], out[fateSlot(crew)]]).toEqual([0, FATE_DESTROYED]);
    // A crew waiting in its chariot is no loss: the chariot unhurt, the side has lost nothing.
    const whole = playTraced(plan, new ScriptedRng().roll(1).count(1, 1, 1).count(1, 1, 1).count(1, 1, 1, 1).thenAll(6)).out;
    expect([whole[leftSlot(unitIndex(plan, 'attackers'))], whole[3 + 4 * plan.rows]]).toEqual([1, 0]);
  });

  it('a war beast\'s crew who live through its fall form up on foot as the phase ends; a lone survivor does not', () => {
    const plan = compileText(scenario(ELEPHANT));
    const beast = unitIndex(plan, 'attackers');
    const crew = unitIndex(plan, 'attackers-crew');
    const w = new Wfb3World(plan);
    reset(w);
    expect([w.status[crew], w.models[crew]]).toEqual([OFF_TABLE, 0]);
    // Slain: the crew's hits at S7 wound one (6) of three and no save; the throes do nothing (1).
    beastWounds(w, new ScriptedRng().count(6, 1, 1).count(1).roll(1).thenAll(4) as unknown as Rng, beast, 8);
    expect(w.status[beast]).toBe(DESTROYED);
    crewsForm(w, new ScriptedRng().thenAll(4) as unknown as Rng);
    expect([w.status[crew], w.models[crew], w.files[crew], w.noReserve[crew]]).toEqual([READY, 2, 2, 1]);
    // Behind the carcass, facing as it faced: its front 0.5" behind the beast's rear.
    expect(w.fp.facing[crew]).toBe(w.fp.facing[beast]);
    expect(w.fp.y[beast] - w.fp.d[beast] - w.fp.y[crew]).toBeCloseTo(0.5, 9);
    reset(w);
    beastWounds(w, new ScriptedRng().count(6, 6, 1).count(1, 1).roll(1).thenAll(4) as unknown as Rng, beast, 8);
    crewsForm(w, new ScriptedRng().thenAll(4) as unknown as Rng);
    expect(w.status[crew]).toBe(OFF_TABLE);
  });

  it('a war beast\'s lone survivor joins the nearest friendly infantry standing, one more of its models', () => {
    const militia = (x: number) => `{ id: militia, profile: ${MEN}, models: 10, files: 5, position: { x: ${x}, y: 14, facing: 0 }, tactics: { charge: never, move: hold } }`;
    const text = (x: number) => battle({ a: [`{ id: beast, ${ELEPHANT}, position: { x: 36, y: 14, facing: 0 }, tactics: { charge: never, move: hold } }`, militia(x)], b: [`{ id: spears, ${SPEARS}, position: { x: 36, y: 40, facing: 180 }, tactics: { charge: never, move: hold } }`] });
    const plan = compileText(text(46));
    const [beast, crew, men] = ['beast', 'beast-crew', 'militia'].map((id) => unitIndex(plan, id));
    const w = new Wfb3World(plan);
    reset(w);
    const lines: string[] = [];
    w.tracer = { line: (t) => lines.push(t) };
    // Slain: two of its three crew wounded (6, 6) and no save; the throes do nothing (1).
    beastWounds(w, new ScriptedRng().count(6, 6, 1).count(1, 1).roll(1).thenAll(4) as unknown as Rng, beast, 8);
    crewsForm(w, new ScriptedRng().thenAll(4) as unknown as Rng);
    expect([w.status[crew], w.models[men], w.fielded[men]]).toEqual([OFF_TABLE, 11, 11]);
    expect(lines).toContain("The last of beast's crew joins militia.");
    // The militia fled: no infantry standing to join, and he leaves the battle.
    reset(w);
    lines.length = 0;
    w.status[men] = FLEEING;
    beastWounds(w, new ScriptedRng().count(6, 6, 1).count(1, 1).roll(1).thenAll(4) as unknown as Rng, beast, 8);
    crewsForm(w, new ScriptedRng().thenAll(4) as unknown as Rng);
    expect(w.models[men]).toBe(10);
    expect(lines).toContain("The last of beast's crew, with no friendly infantry to join, leaves the battle.");
  });
});
