/**
 * What a WFB3 scenario may not say, each refused at its field with the reason (README "Not
 * played yet"), and what compile builds from what it may.
 */
import { describe, expect, it } from 'vitest';
import { compileText, duel, MEN, unitIndex } from './harness.ts';

const A = `profile: ${MEN}, models: 10, position: { x: 36, y: 20, facing: 0 }`;
const B = `profile: ${MEN}, models: 10, position: { x: 36, y: 30, facing: 180 }`;

function refusal(a: string, b = B, extra = ''): string {
  try {
    compileText(duel({ a, b, extra }));
  } catch (e) {
    return (e as Error).message;
  }
  return 'compiled';
}

describe('refused, with the reason', () => {
  it('grenades, whose use is not in the seed', () => {
    expect(refusal(`${A}, weapons: [grenade]`)).toMatch(/weapons\[0\].*grenade.*gap G18/);
    expect(refusal(`${A}, weapons: [torinoko-grenade]`)).toMatch(/gap G18/);
  });
  it('two missile weapons; volleys without a repeating crossbow; to-range without a missile weapon', () => {
    expect(refusal(`${A}, weapons: [bow, crossbow]`)).toMatch(/at most one missile weapon/);
    expect(refusal(`${A}, weapons: [bow], tactics: { volleys: 2 }`)).toMatch(/repeating crossbow/);
    expect(refusal(`${A}, tactics: { move: to-range }`)).toMatch(/no missile weapon/);
  });
  it('a pistol tactic without a pistol', () => {
    expect(refusal(`${A}, tactics: { pistol: instead }`)).toMatch(/tactics\.pistol.*no pistol/);
  });
  it('special rules not played yet, with the gap they wait on', () => {
    expect(refusal(`${A}, special: [terror]`)).toMatch(/terror is not in the seed \(gap G8\)/);
    expect(refusal(`${A}, special: [chariot]`)).toMatch(/a unit with a `chariot:` field/);
  });
  it('standing and shooting without a missile weapon', () => {
    expect(refusal(`${A}, tactics: { react: stand-and-shoot }`)).toMatch(/tactics\.react.*has none/);
  });
  it('a two-handed weapon, or a net, with a shield', () => {
    expect(refusal(`${A}, weapons: [halberd], armour: [shield]`)).toMatch(/no shield with a halberd.*both hands/);
    expect(refusal(`${A}, weapons: [net], armour: [shield]`)).toMatch(/net and a shield/);
  });
  it('a lance on foot, a pike mounted, two weapons besides the hand weapon', () => {
    expect(refusal(`${A}, weapons: [lance]`)).toMatch(/a lance is a mounted weapon/);
    expect(refusal(`${A}, mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }, weapons: [pike]`)).toMatch(/mounted table/);
    expect(refusal(`${A}, weapons: [spear, flail]`)).toMatch(/at most one other weapon/);
  });
  it('barding on foot; light and heavy armour together', () => {
    expect(refusal(`${A}, barding: true`)).toMatch(/barding with a steed/);
    expect(refusal(`${A}, armour: [light-armour, heavy-armour]`)).toMatch(/not both/);
  });
  it('a shieldwall or testudo of troops without shields, mounted, or (a testudo) without a leader; a frontage beside a formation', () => {
    expect(refusal(`${A}, tactics: { formation: shieldwall }`)).toMatch(/tactics\.formation.*only infantry with shields/);
    expect(refusal(`${A}, armour: [shield], mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }, tactics: { formation: shieldwall }`)).toMatch(/only infantry with shields/);
    expect(refusal(`${A}, armour: [shield], tactics: { formation: testudo }`)).toMatch(/complex manoeuvre, which needs a leader/);
    expect(refusal(`${A}, armour: [shield], tactics: { formation: shieldwall, frontage: 4 }`)).toMatch(/tactics\.frontage.*a frontage or a formation/);
    expect(refusal(`${A}, tactics: { frontage: 12 }`)).toMatch(/at most the unit's 10 models/);
    expect(refusal(`${A}, armour: [shield], command: [musician], leader: { Ld: 8, Int: 7, Cl: 8, WP: 7, bonus: 1 }, tactics: { formation: testudo }`)).toBe('compiled');
  });
  it('victory points: the seed has none', () => {
    expect(refusal(A, B, 'victory: vp\n')).toMatch(/no points values and no victory points/);
  });
  it('a profile without one of the twelve characteristics', () => {
    expect(refusal(`profile: { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7 }, models: 10, position: { x: 36, y: 20 }`)).toMatch(/WP/);
  });
  it('terrain kinds the 3rd edition has no rules for here (buildings, G12)', () => {
    expect(refusal(A, B, 'battlefield: { width: 72, depth: 48, terrain: [{ kind: building, x: 0, y: 0, width: 6, depth: 6 }] }\n')).toMatch(/kind: expected one of "difficult", "very-difficult", "impassable", "wood", "hill", "hedge", "wall", "ditch", "trench", "wagons", found "building"/);
  });
});

describe('built from what it may say', () => {
  it("armour's move reduction, the charge rate, a flail's single rate, the net's save", () => {
    const plan = compileText(duel({ a: `${A}, armour: [heavy-armour, shield]`, b: `${B}, weapons: [flail], armour: [light-armour]` }));
    const a = unitIndex(plan, 'attackers');
    const b = unitIndex(plan, 'defenders');
    expect([plan.save[a], plan.saveNoShield[a], plan.M[a], plan.rate[a]]).toEqual([4, 5, 3, 6]);
    expect([plan.save[b], plan.M[b], plan.rate[b], plan.weapon.sNotPushed[b]]).toEqual([6, 4, 4, 1]);
    const net = compileText(duel({ a: `${A}, weapons: [net], armour: [light-armour]`, b: B }));
    expect(net.save[a]).toBe(5);
  });
  it("a leader lifts the unit's Ld and Cl by his bonus, the general's bonus his side's Ld", () => {
    const plan = compileText(duel({ a: `${A}, leader: { Ld: 9, Int: 7, Cl: 8, WP: 7, bonus: 1 }, general: { Ld: 9, bonus: 2 }`, b: B }));
    const a = unitIndex(plan, 'attackers');
    expect([plan.Ld[a], plan.Cl[a], plan.LdGeneral[a]]).toEqual([8, 8, 9]);
  });
  it('a flail in unskilled hands is an improvised weapon (foot WS < 3)', () => {
    const plan = compileText(duel({ a: `profile: { M: 4, WS: 2, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7, Int: 7, Cl: 7, WP: 7 }, models: 10, weapons: [flail], position: { x: 36, y: 20 }`, b: B }));
    const a = unitIndex(plan, 'attackers');
    expect([plan.weapon.hitMod[a], plan.weapon.saveMod[a], plan.weapon.sNotPushed[a]]).toEqual([-1, 1, 0]);
  });
});

describe('characters (§6.4)', () => {
  const HERO = (more = '') => `{ id: hero, profile: { M: 4, WS: 5, BS: 5, S: 4, T: 4, W: 2, I: 5, A: 2, Ld: 9, Int: 8, Cl: 9, WP: 8 }, bonus: 2${more} }`;
  it('refuses a steed the unit lacks, a missile weapon, an id taken', () => {
    expect(refusal(`${A}, characters: [${HERO(', mount: { M: 8, WS: 3, S: 3, I: 3, A: 1 }')}]`)).toMatch(/characters\.hero\.mount.*no steed in a unit on foot/);
    expect(refusal(`${A}, characters: [${HERO().replace('id: hero', 'id: defenders')}]`)).toMatch(/an id no other unit or character has.*defenders already has it/);
  });
  it('refuses a general field on a side with characters, and a chosen general without the best Ld', () => {
    expect(refusal(`${A}, general: { Ld: 9, bonus: 1 }, characters: [${HERO()}]`)).toMatch(/general.*no general field on a side with characters/);
    const two = `${A}, characters: [${HERO()}, ${HERO(', general: true').replace('id: hero', 'id: squire').replace('Ld: 9', 'Ld: 8')}]`;
    expect(refusal(two)).toMatch(/characters\.squire\.general.*best Ld \(9, hero's\)/);
  });
  it('a character leads the unit when his Ld beats its troops\' and its leader\'s; his row carries his profile', () => {
    const plan = compileText(duel({ a: `${A}, leader: { Ld: 8, Int: 7, Cl: 8, WP: 7, bonus: 1 }, characters: [${HERO()}]`, b: B }));
    const a = unitIndex(plan, 'attackers');
    const hero = unitIndex(plan, 'hero');
    expect(plan.host[hero]).toBe(a);
    expect([plan.leads[hero], plan.ledLd[hero], plan.ledCl[hero], plan.ledInt[hero]]).toEqual([1, 9, 9, 8]);
    expect([plan.WS[hero], plan.I[hero], plan.A[hero], plan.save[hero]]).toEqual([5, 5, 2, 7]);
    expect(plan.generalRow[0]).toBe(hero);
    const humble = compileText(duel({ a: `${A}, leader: { Ld: 9, Int: 7, Cl: 8, WP: 7, bonus: 1 }, characters: [${HERO()}]`, b: B }));
    expect(humble.leads[unitIndex(humble, 'hero')]).toBe(0);
  });
});
