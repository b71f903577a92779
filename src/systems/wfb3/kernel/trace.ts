/**
 * The trace of a WFB3 battle (`warsim replay`): one sentence per event, written here so the
 * phase modules carry no string building. Each function is called only when a tracer is
 * attached (`if (w.tracer !== null) traceX(w, ...)`); normal runs never reach this file.
 */
import { FACE_NAMES } from '../../../battlefield/arcs.ts';
import { count } from '../../../core/words.ts';
import { FLED_OFF, FLEEING } from '../../rank-and-file/unit-state.ts';
import type { TraceLink } from '../../system.ts';
import { ARMY_STANDARD, CAPTURED, CARRIED, STAYED_OBSTACLE, STAYED_SQUARE, STAYED_WAGON, type Wfb3World } from './world.ts';

export function say(w: Wfb3World, text: string, link?: TraceLink): void {
  if (w.traceHeld !== null) w.traceHeld.push({ text, link });
  else w.tracer!.line(text, link);
}

/** Hold back what is said until the next volley's own line (traceShoots()): what its casualties set off follows it. */
export function holdTrace(w: Wfb3World): void {
  w.traceHeld = [];
}

/** A link between two units on the map; a character's row links from his unit's (§6.4). */
function link(w: Wfb3World, kind: TraceLink['kind'], u: number, v: number): TraceLink {
  const p = w.plan;
  return { kind, from: p.unitIds[u < w.n ? u : p.host[u]], to: p.unitIds[v < w.n ? v : p.host[v]] };
}

export function name(w: Wfb3World, u: number): string {
  return w.plan.unitNames[u];
}

/**
 * Whether u is one model, named in the singular: a character, or a unit of one from the start —
 * a single character, a chariot, a war beast, a lone crewman.
 */
function single(w: Wfb3World, u: number): boolean {
  // The second troop type of a unit in mixed ranks (rows from plan.rows on) is troops.
  if (u >= w.plan.rows) return w.plan.models[u] === 1;
  return u >= w.n || w.plan.models[u] === 1;
}

/** The verb `plural` with u as its subject: as given for a unit of many, in the singular for one model ("charge" → "charges", "are" → "is", "have" → "has", "try" → "tries"). */
export function v(w: Wfb3World, u: number, plural: string): string {
  if (!single(w, u)) return plural;
  if (plural === 'are') return 'is';
  if (plural === 'have') return 'has';
  if (/[^aeiou]y$/.test(plural)) return `${plural.slice(0, -1)}ies`;
  return /(s|sh|ch|x)$/.test(plural) ? `${plural}es` : `${plural}s`;
}

/** Whether u, one model, is a chariot or war beast: "it" rather than "he". */
function thing(w: Wfb3World, u: number): boolean {
  return u < w.n && (w.plan.chariot[u] === 1 || w.plan.beast[u] === 1);
}

/** u as a pronoun: they, their, them for a unit of many; he, his, him for one man; it, its for a chariot or war beast. */
export function they(w: Wfb3World, u: number): string {
  return !single(w, u) ? 'they' : thing(w, u) ? 'it' : 'he';
}

export function their(w: Wfb3World, u: number): string {
  return !single(w, u) ? 'their' : thing(w, u) ? 'its' : 'his';
}

function them(w: Wfb3World, u: number): string {
  return !single(w, u) ? 'them' : thing(w, u) ? 'it' : 'him';
}

export function inches(d: number): string {
  return Number.isInteger(d) ? `${d}"` : `${d.toFixed(1)}"`;
}

/** A to-hit need r as the dice read it (rules/wfb3.md §4.4). */
function needText(w: Wfb3World, r: number): string {
  if (r <= 2) return '2+';
  if (r <= 6) return `${r}+`;
  if (r <= 9 && w.plan.flags.needAboveSix === 'six-then') return `6 then ${r - 3}+`;
  return 'no hit possible';
}

/** A test's roll against its value, as the trace reads it. */
function test(w: Wfb3World, value: number, passed: boolean): string {
  return `2D6 ${w.lastRoll} against ${value}: ${passed ? 'passed' : 'failed'}`;
}

export function traceRollOff(w: Wfb3World, first: number): void {
  say(w, `Roll-off ${w.rolls[0]}-${w.rolls[1]}: ${w.plan.sideIds[first]} takes the first turn.`);
}

export function tracePlayerTurn(w: Wfb3World, side: number): void {
  say(w, `-- Turn ${w.turn}, ${w.plan.sideIds[side]} --`);
}

export function traceChargeDeclared(w: Wfb3World, c: number, t: number): void {
  say(w, `${name(w, c)} ${v(w, c, 'charge')} ${name(w, t)} (${inches(Math.round(w.dist * 10) / 10)} of a ${inches(w.plan.rate[c])} reach).`, link(w, 'charge', c, t));
}

export function traceHatredCharges(w: Wfb3World, c: number, t: number, cl: number, held: boolean): void {
  say(w, `${name(w, c)} ${v(w, c, 'hate')} ${name(w, t)}: Cool test to hold back, ${test(w, cl, held)}${held ? '.' : `: ${they(w, c)} must charge.`}`);
}

export function traceHatredShoots(w: Wfb3World, u: number, t: number, cl: number, held: boolean): void {
  say(w, `${name(w, u)} ${v(w, u, 'hate')} ${name(w, t)}, in range: Cool test not to shoot, ${test(w, cl, held)}${held ? '.' : `: ${they(w, u)} must shoot.`}`);
}

export function traceDaresNotCharge(w: Wfb3World, c: number, t: number): void {
  say(w, `${name(w, c)} ${v(w, c, 'dare')} not charge ${name(w, t)}, whom ${they(w, c)} ${v(w, c, 'fear')}, and ${v(w, c, 'stay')} where ${they(w, c)} ${v(w, c, 'are')} this turn.`);
}

export function traceFrenzy(w: Wfb3World, c: number, calm: boolean): void {
  say(w, calm ? `${name(w, c)} ${v(w, c, 'keep')} ${their(w, c)} ${single(w, c) ? 'head' : 'heads'} as ${they(w, c)} ${v(w, c, 'charge')}.` : `${name(w, c)} ${v(w, c, 'fail')} ${their(w, c)} Cool test as ${they(w, c)} ${v(w, c, 'charge')} and ${v(w, c, 'are')} frenzied: +1 to hit, +1 to wound, +1 save, no rout tests.`);
}

export function traceOwnFrenzy(w: Wfb3World, c: number, cl: number, calm: boolean): void {
  say(w, calm ? `${name(w, c)} keeps his head as his unit charges: Cool ${test(w, cl, true)}.` : `${name(w, c)} fails his own Cool test as his unit charges (${test(w, cl, false)}) and is frenzied: +1 to hit, +1 to wound, +1 save.`);
}

export function traceOwnStupidity(w: Wfb3World, c: number, value: number, passed: boolean): void {
  const which = w.plan.flags.stupidityTest === 'ld' ? 'Ld' : w.plan.flags.stupidityTest === 'cl' ? 'Cool' : 'Int';
  say(w, `${name(w, c)} tests for stupidity on his own: ${which} ${test(w, value, passed)}${passed ? '' : ': he is stupid'}.`);
}

export function traceFearTest(w: Wfb3World, u: number, o: number, cl: number, held: boolean): void {
  say(w, `${name(w, u)} ${v(w, u, 'fear')} ${name(w, o)}: Cool test, ${test(w, cl, held)}.`);
}

export function traceHolds(w: Wfb3World, t: number, c: number): void {
  say(w, `${name(w, t)} ${v(w, t, 'hold')} against the charge of ${name(w, c)}.`);
}

export function traceRunsAway(w: Wfb3World, t: number, c: number): void {
  say(w, `${name(w, t)} ${v(w, t, 'pass')} ${their(w, t)} Ld test and ${v(w, t, 'run')} ${inches(Math.round(w.dist * 10) / 10)} away from ${name(w, c)}${w.status[t] === FLED_OFF ? ', off the table' : ''}.`);
}

export function traceRunsDown(w: Wfb3World, c: number, t: number): void {
  say(w, `${name(w, c)} ${v(w, c, 'catch')} the routing ${name(w, t)} and ${v(w, c, 'strike')} ${them(w, t)} as pursuers.`, link(w, 'charge', c, t));
}

export function traceChargesHome(w: Wfb3World, c: number, t: number, face: number): void {
  const bonus = w.chargeBonus[c] === 1 ? '' : w.unformed[c] === 1 ? `, ${their(w, c)} wedge lost to a manoeuvre ${they(w, c)} could not make: unformed, no charge bonuses` : ', wheeling in the last 4": no charge bonuses';
  say(w, `${name(w, c)} ${v(w, c, 'charge')} home into the ${FACE_NAMES[face]} of ${name(w, t)}${bonus}.`, link(w, 'charge', c, t));
}

export function traceChargeFails(w: Wfb3World, c: number, t: number): void {
  say(w, `${name(w, c)} ${v(w, c, 'fall')} short of ${name(w, t)} and halt, unformed.`, link(w, 'charge', c, t));
}

export function traceAdvances(w: Wfb3World, u: number, t: number, reserves: boolean): void {
  say(w, `${name(w, u)} ${reserves ? `${v(w, u, 'make')} a reserve move` : v(w, u, 'advance')} ${inches(Math.round(w.dist * 10) / 10)} towards ${name(w, t)}.`);
}

/** u, told to fall back, stepped back `w.dist` in its reserves phase, t able to charge it (fall-back.ts). */
export function traceFallsBack(w: Wfb3World, u: number, t: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'fall')} back ${inches(Math.round(w.dist * 10) / 10)} from ${name(w, t)}.`);
}

export function traceReforms(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'reform')}.`);
}

export function traceRound(w: Wfb3World): void {
  const names: string[] = [];
  for (let i = 0; i < w.combatCount; i++) names.push(name(w, w.combat[i]));
  say(w, `Combat round: ${names.join(', ')}.`);
}

/** u's blows on t: `kind` 0 its troops', 1 its steeds', 2 its pistol shots (blows.ts). */
export function traceBlows(w: Wfb3World, u: number, t: number, kind: number, models: number, dice: number, r: number, hits: number, s: number, done: number): void {
  if (kind === 2) {
    say(w, `${name(w, u)} ${v(w, u, 'fire')} ${count(models, 'pistol')} at ${name(w, t)}, needing ${needText(w, r)}: ${count(hits, 'hit')} at S${s}, ${count(done, 'wound')} unsaved.`, link(w, 'strike', u, t));
    return;
  }
  const who = kind === 1 ? steeds(w, u) : crewOf(w, u);
  // One model strikes alone, in the singular: a character (§6.4), a war beast.
  if ((single(w, u) && kind !== 1 && !thing(w, u)) || (kind === 1 && w.plan.beast[u] === 1)) {
    say(w, `${who} strikes ${name(w, t)}: ${count(dice, 'attack')} needing ${needText(w, r)}, ${count(hits, 'hit')} at S${s}, ${count(done, 'wound')} unsaved.`, link(w, 'strike', u, t));
    return;
  }
  say(w, `${who} (${count(models, 'model')}) strike ${name(w, t)}: ${count(dice, 'attack')} needing ${needText(w, r)}, ${count(hits, 'hit')} at S${s}, ${count(done, 'wound')} unsaved.`, link(w, 'strike', u, t));
}

/** What strikes with u's steeds: a war beast, a chariot's team, a unit's steeds. */
function steeds(w: Wfb3World, u: number): string {
  return u < w.n && w.plan.beast[u] === 1 ? `${name(w, u)}'s beast` : u < w.n && w.plan.chariot[u] === 1 ? `${name(w, u)}'s team` : `${name(w, u)}'s steeds`;
}

/** Who strikes or shoots for u: a chariot's or war beast's crew, or u. */
function crewOf(w: Wfb3World, u: number): string {
  return thing(w, u) ? `${name(w, u)}'s crew` : name(w, u);
}

/** `hero`: the character striking with them (§6.4), −1 none, beyond the rows several. */
export function traceFreeHack(w: Wfb3World, u: number, t: number, models: number, hero: number, done: number): void {
  const p = w.plan;
  let also = '';
  if (hero >= p.rows) {
    let k = 0;
    for (let c = w.n; c < p.rows; c++) if (p.host[c] === u && w.models[c] > 0 && p.inFront[c] === 1) k++;
    also = ` and ${count(k, 'character')}`;
  } else if (hero >= 0) also = ` and ${name(w, hero)}`;
  // On a unit in mixed ranks, the type hacked (blows.ts freeHack()).
  say(w, `${name(w, u)} ${v(w, u, 'strike')} a free hack on ${name(w, w.hackedRow)} with ${count(models, 'model')}${also}: every attack hits, no shields; ${count(done, 'wound')} unsaved.`, link(w, 'strike', u, t));
}

export function traceChallenge(w: Wfb3World, c: number, r: number, forced: boolean): void {
  const taken = forced ? `${name(w, r)}, with no rank behind to step back into, must meet it` : `${name(w, r)} takes it up`;
  say(w, `${name(w, c)} issues a challenge; ${taken}: they fight each other alone this round.`, link(w, 'strike', c, r));
}

/** Giant c's challenge taken up by every character whose foe he now is (challenges.ts, §6.5). */
export function traceTakenTogether(w: Wfb3World, c: number): void {
  const names: string[] = [];
  for (let r = w.n; r < w.plan.rows; r++) if (w.duelFoe[r] === c) names.push(name(w, r));
  const who = names.length === 1 ? `${names[0]} takes it up` : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} take it up together`;
  say(w, `${name(w, c)}, over 10 feet tall, issues a challenge; ${who}: they fight him alone this round.`, link(w, 'strike', c, w.duelFoe[c]));
}

export function traceRefused(w: Wfb3World, c: number, r: number, shamed: boolean): void {
  say(w, `${name(w, c)} issues a challenge; ${name(w, w.plan.host[r])} ${v(w, w.plan.host[r], 'refuse')} it, and ${name(w, r)} steps back out of contact${shamed ? ', losing face: his bonus is −1 for the battle' : ''}.`);
}

export function traceUncovered(w: Wfb3World, c: number, r: number): void {
  say(w, `The front rank before ${name(w, r)} is slain: ${name(w, c)} reaches him, and they fight a round of personal combat at once.`, link(w, 'strike', c, r));
}

/** `hits` of a volley on t picked out its characters, `c` the last one hit (§3, p.74). */
export function tracePickedOut(w: Wfb3World, t: number, c: number, hits: number, wounds: number): void {
  let k = 0;
  for (let r = w.n; r < w.plan.rows; r++) if (w.plan.host[r] === t) k++;
  const whom = k === 1 ? name(w, c) : `the characters of ${name(w, t)}`;
  const text = `${count(hits, 'hit')} of the volley picked out ${whom}: ${count(wounds, 'wound')} unsaved.`;
  // Told right after the volley's own line, before what its casualties set off (holdTrace()).
  if (w.traceHeld !== null) w.traceHeld.unshift({ text, link: undefined });
  else say(w, text);
}

const DAMAGE = ['', '', '', 'no effect', 'no effect', 'no effect', 'no effect', 'no effect', 'a wheel is damaged', 'the reins are cut', 'a draught animal falls', 'a crewman is struck', 'the crew are badly shaken', 'the axle breaks: it halts', 'the yoke pole snaps: the chariot is useless', 'it overturns', 'the crew are thrown out'];

export function traceChariotDamage(w: Wfb3World, u: number, total: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'roll')} on the damage chart: ${total}, ${DAMAGE[total > 16 ? 16 : total]}.`);
}

export function traceChariotHits(w: Wfb3World, u: number, t: number, kind: number, models: number, dice: number, r: number, hits: number): void {
  const who = kind === 1 ? steeds(w, u) : crewOf(w, u);
  const striker = (single(w, u) && kind !== 1 && !thing(w, u)) || (kind === 1 && w.plan.beast[u] === 1) ? `${who} strikes` : `${who} (${count(models, 'model')}) strike`;
  say(w, `${striker} ${name(w, t)}: ${count(dice, 'attack')} needing ${needText(w, r)}, ${count(hits, 'hit')} on the chariot, tallied.`, link(w, 'strike', u, t));
}

export function traceImpact(w: Wfb3World, c: number, t: number, hits: number, done: number): void {
  say(w, `${name(w, c)} ${v(w, c, 'crash')} into ${name(w, t)}: ${count(hits, 'impact hit')} at S4${w.plan.chariot[t] === 1 ? ', tallied' : `, ${count(done, 'wound')} unsaved`}.`, link(w, 'strike', c, t));
}

export function traceAmok(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'lose')} a crewman, and the beasts run amok.`);
}

export function traceAmokMoves(w: Wfb3World, u: number, hours: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'run')} amok ${hours === 0 ? 'straight on' : hours === 3 ? 'to the right' : 'to the left'}, ${inches(Math.round(w.dist * 10) / 10)}.`);
}

export function traceSkids(w: Wfb3World, u: number, hit: number, hits: number, done: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'skid')} ${inches(Math.round(w.dist * 10) / 10)} on a broken axle${hit >= 0 ? ` into ${name(w, hit)}: ${count(hits, 'hit')} at S4, ${count(done, 'wound')} unsaved` : ''}.`);
}

export function traceChariotWall(w: Wfb3World, u: number, wall: boolean): void {
  say(w, `${name(w, u)} ${v(w, u, 'drive')} into ${wall ? 'a wall' : 'a laager of wagons'}: the chariot is wrecked.`);
}

/** Rider r of a lost chariot or beast, with its crew on foot c: he gets down with them, or is lost. */
export function traceRiderGetsDown(w: Wfb3World, r: number, c: number, lives: boolean): void {
  say(w, lives ? `${name(w, r)} gets down with ${name(w, c)}, to fight on with them.` : `${name(w, r)} is lost with the wreck.`);
}

export function traceCrewAbandon(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)}'s crew get out of the halted chariot, to fight on foot.`);
}

export function traceWheelBreaks(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'turn')} on a damaged wheel: it comes off, the axle breaks, and the chariot halts.`);
}

/** `d` the amok check's D6, −1 its controller fallen. */
export function traceBeastAmok(w: Wfb3World, u: number, d: number): void {
  say(w, d < 0 ? `${name(w, u)} ${v(w, u, 'lose')} ${their(w, u)} controller, and the beast runs amok.` : `${name(w, u)}'s beast, hurt, rolls ${d} + ${w.plan.flags.beastAmokWounds === 'round' ? 'its wounds this round' : 'its wounds'} − 1: it runs amok.`);
}

export function traceBeastControl(w: Wfb3World, u: number, roll: number, ld: number, mastered: boolean): void {
  say(w, `${name(w, u)}'s crew try to master the beast: ${roll} against ${ld}, ${mastered ? 'mastered' : 'still amok'}.`);
}

export function traceBeastFalls(w: Wfb3World, u: number, slain: number): void {
  say(w, `${name(w, u)}'s beast is slain and falls, ${count(slain, 'crewman', 'crewmen')} of its crew with it.`);
}

const THROES = ['', 'it drops like a stone', 'it falls to its left', 'it falls to its left', 'it falls to its right', 'it falls', 'it rolls about'];

export function traceThroes(w: Wfb3World, u: number, d: number): void {
  const five = d === 5 ? (w.plan.flags.throesFive === 'forward' ? 'it falls forward' : 'it falls to its right') : THROES[d];
  say(w, `Death throes of ${name(w, u)}'s beast: ${d}, ${five}.`);
}

/** `need` the casting test's value, −1 cast without one (12 MP or more). */
export function traceCasts(w: Wfb3World, c: number, k: number, t: number, need: number, works: boolean): void {
  const test = need < 0 ? 'with 12 MP or more, no test' : test2(w, need, works);
  say(w, `${name(w, c)} casts ${w.plan.spells.names[k]} at ${name(w, t)} (${w.mp[c]} MP left): ${test}${works ? '.' : ': it fails.'}`, link(w, 'shoot', c, t));
}

function test2(w: Wfb3World, value: number, passed: boolean): string {
  return `2D6 ${w.lastRoll} against ${value}, ${passed ? 'cast' : 'failed'}`;
}

export function traceMagicSave(w: Wfb3World, t: number, value: number, saved: boolean): void {
  say(w, `${name(w, t)} ${v(w, t, 'make')} a magic save: ${test(w, value, saved)}${saved ? ': the spell has no effect.' : '.'}`);
}

export function traceSpellHits(w: Wfb3World, k: number, t: number, wounds: number, slain: number): void {
  say(w, `${w.plan.spells.names[k]} strikes ${name(w, t)}: ${count(w.plan.spells.hits[k], 'hit')} at S${w.plan.spells.S[k]}, ${count(wounds, 'wound')} unsaved, ${count(slain, 'model')} slain.`);
}

export function traceCharacterSlain(w: Wfb3World, c: number): void {
  say(w, `${name(w, c)} is slain; ${name(w, w.plan.host[c])} ${v(w, w.plan.host[c], 'fight')} on without him${w.leadBy[w.plan.host[c]] >= 0 ? `, led by ${name(w, w.leadBy[w.plan.host[c]])}` : ''}.`);
}

export function traceDestroyed(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${!single(w, u) ? 'are wiped out' : thing(w, u) ? 'is destroyed' : 'is slain'}.`);
}

export function traceResult(w: Wfb3World, s0: number, s1: number): void {
  const [a, b] = w.plan.sideIds;
  say(w, `Result: ${a} ${s0}, ${b} ${s1}.`);
}

export function traceDraw(w: Wfb3World): void {
  say(w, 'A draw: both sides hold.');
}

export function traceRoutTest(w: Wfb3World, u: number, ld: number, held: boolean, retake: boolean): void {
  const why = w.captureRound === 1 ? 'beaten in the fight for the standard' : `${v(w, u, 'have')} lost a quarter of ${their(w, u)} number`;
  say(w, `${name(w, u)} ${why}: ${retake ? `the army standard lets ${them(w, u)} take the rout test again` : 'rout test'}, ${test(w, ld, held)}.`);
}

function standardName(s: number): string {
  return s === ARMY_STANDARD ? 'army standard' : 'standard';
}

export function traceBearerFalls(w: Wfb3World, u: number, s: number): void {
  say(w, `The ${standardName(s)} bearer of ${name(w, u)} falls, and the ${standardName(s)} with him.`);
}

export function traceCaptureRound(w: Wfb3World): void {
  say(w, 'The winners press on at once to capture the fallen standard: another round.');
}

export function traceStandardFate(w: Wfb3World, u: number, s: number): void {
  const state = w.standard[2 * u + s];
  const which = standardName(s);
  const c = s === ARMY_STANDARD ? w.armyBearer[u] : -1;
  if (state === CARRIED && c >= 0) return say(w, `${name(w, c)} takes up the ${which} of ${name(w, u)}.`);
  const what = state === CARRIED ? `${v(w, u, 'take')} up ${their(w, u)} ${which} again` : state === CAPTURED ? `${v(w, u, 'have')} lost ${their(w, u)} ${which} to the enemy: captured` : `${v(w, u, 'leave')} ${their(w, u)} ${which} where it fell: lost`;
  say(w, `${name(w, u)} ${what}.`);
}

export function traceMakesFor(w: Wfb3World, u: number, t: number): void {
  say(w, `${name(w, u)} makes for ${name(w, t)} to join ${them(w, t)}, ${inches(Math.round(w.dist * 10) / 10)}.`);
}

export function traceJoins(w: Wfb3World, u: number, t: number): void {
  say(w, w.status[t] === FLEEING ? `${name(w, u)} joins ${name(w, t)} as they flee, and flees with them.` : `${name(w, u)} joins ${name(w, t)}, taking his place in their ranks.`);
}

export function traceStandsFrenzied(w: Wfb3World, c: number, o: number): void {
  say(w, `${name(w, c)}, frenzied, takes no rout test: he stands alone against ${name(w, o)}.`);
}

/** The army standard goes with the general from `from` to `to` (standards.ts carryArmyStandard()). */
export function traceTakesArmyStandard(w: Wfb3World, to: number, from: number): void {
  say(w, `The army standard goes with the general from ${name(w, from)} to ${name(w, to)}.`);
}

export function traceLeaves(w: Wfb3World, c: number, why: number): void {
  const u = w.plan.host[c];
  const not = [
    '',
    `cannot leave ${name(w, u)}: they are fleeing, pursuing, stupid, frenzied or running amok, or he is stupid or frenzied`,
    `cannot leave ${name(w, u)} while they fight: he stands in their front rank`,
    `cannot leave ${name(w, u)}: he carries the army standard`,
    `finds no room to step out of ${name(w, u)}`,
    `declares he will leave ${name(w, u)}, whom he leads until their next movement phase`,
    `cannot leave ${name(w, u)} while they fly: he waits until they land`,
  ][why];
  say(w, why === 0 ? `${name(w, c)} leaves ${name(w, u)} and goes on alone.` : `${name(w, c)} ${not}.`);
}

export function traceUnhitched(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'stand')} still to unhitch ${their(w, u)} team: the wagon moves no more.`);
}

export function traceTeamBolts(w: Wfb3World, u: number, d: number): void {
  say(w, d >= 4 ? `The team of ${name(w, u)} bolts (D6 ${d}): the wagon runs amok.` : `The team of ${name(w, u)} holds (D6 ${d}).`);
}

/** `joined` the unit a beast's lone survivor joins, −1 none. */
export function traceCrewForms(w: Wfb3World, v: number, c: number, thrown: number, k: number, formed: boolean, joined: number): void {
  const saves = thrown > 0 ? `Thrown out of ${name(w, v)}, its crew take their basic saves: ${k} of ${thrown} live. ` : '';
  const what = formed ? `${name(w, c)} ${k === 1 ? 'stands up' : 'form up'} on foot behind the wreck${k === 1 ? ', alone' : `, ${k} strong`}.` : k === 0 ? `None of ${name(w, v)}'s crew live to fight on.` : k === 1 && w.plan.chariot[v] === 0 ? (joined >= 0 ? `The last of ${name(w, v)}'s crew joins ${name(w, joined)}.` : `The last of ${name(w, v)}'s crew, with no friendly infantry to join, leaves the battle.`) : `${name(w, c)} ${k === 1 ? 'finds no room to stand up behind the wreck, and leaves' : 'find no room to form up behind the wreck, and leave'} the battle.`;
  say(w, saves + what);
}

export function traceRecaptured(w: Wfb3World, u: number, s: number, x: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'recapture')} ${their(w, u)} ${standardName(s)} from ${name(w, x)}.`);
}

export function tracePushedBack(w: Wfb3World, u: number, moved: boolean, followed: boolean, stayed: number): void {
  const up = followed ? ' and followed up' : stayed === STAYED_SQUARE ? `, and the square that beat ${them(w, u)} does not follow up` : stayed === STAYED_OBSTACLE ? `, and ${their(w, u)} enemies keep the obstacle they defend` : stayed === STAYED_WAGON ? `, and the wagon that beat ${them(w, u)} cannot follow up` : ` and not followed up: ${they(w, u)} ${v(w, u, 'halt')}`;
  const held = w.plan.chariot[u] === 1 ? `${name(w, u)} ${v(w, u, 'are')} beaten, unmoved, and followed up` : `${name(w, u)} ${v(w, u, 'are')} beaten but ${v(w, u, 'have')} no room behind ${them(w, u)} to give ground`;
  say(w, moved ? `${name(w, u)} ${v(w, u, 'are')} pushed back 2"${up}.` : `${held}.`);
}

export function tracePursuitMeets(w: Wfb3World, o: number, t: number): void {
  say(w, `${name(w, o)} ${v(w, o, 'run')} into ${name(w, t)} as ${they(w, o)} ${v(w, o, 'pursue')}: ${they(w, o)} ${v(w, o, 'stop')}, to fight ${them(w, t)} next turn.`);
}

export function traceWidens(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'widen')} their front to ${w.files[u]} as they follow up.`);
}

export function traceRouts(w: Wfb3World, u: number, from: number): void {
  say(w, from >= 0 && from !== u ? `${name(w, u)} ${v(w, u, 'rout')} from ${name(w, from)}.` : `${name(w, u)} ${v(w, u, 'rout')}!`);
}

export function traceFlees(w: Wfb3World, u: number): void {
  say(w, w.status[u] === FLED_OFF ? `${name(w, u)} ${v(w, u, 'flee')} off the table.` : `${name(w, u)} ${v(w, u, 'flee')} ${inches(w.dist)}.`);
}

export function traceHoldsBack(w: Wfb3World, o: number, r: number, held: boolean): void {
  say(w, `${name(w, o)} ${v(w, o, 'try')} not to pursue ${name(w, r)}: Ld test, ${test(w, w.plan.Ld[o], held)}.`);
}

export function traceHalts(w: Wfb3World, o: number, r: number, held: boolean): void {
  say(w, `${name(w, o)}'s leader tries to halt the pursuit of ${name(w, r)}: Ld test at −1, ${held ? `passed: ${they(w, o)} ${v(w, o, 'halt')}, unformed` : 'failed'}.`);
}

export function tracePursues(w: Wfb3World, o: number, r: number, how: number): void {
  const end = how === 0 ? `to the table edge, and ${v(w, o, 'halt')} unformed` : how === 1 ? `and ${v(w, o, 'keep')} in contact` : `but cannot keep up: one more free hack, then ${they(w, o)} ${v(w, o, 'halt')} unformed`;
  say(w, `${name(w, o)} ${v(w, o, 'pursue')} ${name(w, r)} ${end}.`, link(w, 'charge', o, r));
}

export function tracePanic(w: Wfb3World, u: number, cause: number, why: number, cl: number, held: boolean): void {
  const reason = [
    `within 4" of the routing ${name(w, cause)}`,
    `seeing ${name(w, cause)} rout within 12"`,
    `charged in the flank or rear by ${name(w, cause)} while fighting to ${their(w, u)} front`,
    `charged in the flank or rear by ${name(w, cause)} coming out of a wood`,
    `charged by ${name(w, cause)} while crossing an obstacle`,
    `routed through by ${name(w, cause)}`,
    `left in combat by ${name(w, cause)}`,
  ][why];
  say(w, `${name(w, u)} ${v(w, u, 'test')} for panic, ${reason}: Cool ${test(w, cl, held)}.`);
}

export function traceShoots(w: Wfb3World, u: number, t: number, shots: number, r: number, hits: number, s: number, slain: number, how: number): void {
  const who = crewOf(w, u);
  const many = thing(w, u) ? 'shoot' : v(w, u, 'shoot');
  const what = how === 1 ? `${thing(w, u) ? 'stand' : v(w, u, 'stand')} and shoot at ${their(w, u)} chargers (${name(w, t)}):` : how === 2 ? `${thing(w, u) ? 'throw' : v(w, u, 'throw')} their weapons at ${name(w, t)} as the charge meets:` : `${many} at ${name(w, t)}:`;
  const held = w.traceHeld;
  w.traceHeld = null;
  say(w, `${who} ${what} ${count(shots, 'shot')} needing ${needText(w, r)}, ${count(hits, 'hit')} at S${s}, ${count(slain, 'model')} slain.`, link(w, 'shoot', u, t));
  if (held !== null) for (const x of held) say(w, x.text, x.link);
}

export function traceShotRoutTest(w: Wfb3World, u: number, ld: number, held: boolean, retake: boolean): void {
  say(w, `${name(w, u)} ${v(w, u, 'have')} lost a quarter of ${their(w, u)} strength to missiles this turn: ${retake ? `the army standard lets ${them(w, u)} take the rout test again` : 'rout test'}, ${test(w, ld, held)}.`);
}

export function traceStandsAndShoots(w: Wfb3World, t: number, c: number, passed: boolean): void {
  say(w, passed ? `${name(w, t)} ${v(w, t, 'pass')} ${their(w, t)} Ld test to stand and shoot at ${name(w, c)}.` : `${name(w, t)} ${v(w, t, 'fail')} ${their(w, t)} Ld test to stand and shoot, and ${v(w, t, 'receive')} ${name(w, c)} at the halt.`);
}

export function traceRally(w: Wfb3World, r: number, ld: number, rallied: boolean): void {
  say(w, `${name(w, r)} ${v(w, r, 'try')} to rally: ${test(w, ld, rallied)}.`);
}

export function traceEnd(w: Wfb3World, turns: number, outcome: number): void {
  const result = outcome === 2 ? 'no side has routed the other' : `${w.plan.sideIds[outcome]} win`;
  say(w, `End after ${count(turns, 'turn')}: ${result}.`);
}

/** A manoeuvre test: `nth` the manoeuvre (2, 3), 0 a complex one. */
export function traceManoeuvreTest(w: Wfb3World, u: number, nth: number, ld: number, passed: boolean): void {
  const which = nth === 0 ? 'a complex manoeuvre' : `a ${nth === 2 ? 'second' : 'third'} manoeuvre`;
  say(w, `${name(w, u)} ${v(w, u, 'try')} ${which}: Ld test, ${test(w, ld, passed)}${passed ? '' : `: ${they(w, u)} ${v(w, u, 'halt')}`}.`);
}

/** Mixed unit u changes ranks (mixed-ranks.ts): as c charges it, on an Ld test (c −1: in its own movement phase, a manoeuvre). */
export function traceChangeRanks(w: Wfb3World, u: number, c: number, ld: number, passed: number): void {
  const front = name(w, w.leadType[u]);
  if (c < 0) say(w, `${name(w, u)} ${v(w, u, 'change')} ranks: ${front} to the front.`);
  else if (passed === 1) say(w, `${name(w, u)} ${v(w, u, 'change')} ranks as ${name(w, c)} ${v(w, c, 'charge')}: Ld test, ${test(w, ld, true)}: ${front} to the front.`);
  else say(w, `${name(w, u)} ${v(w, u, 'try')} to change ranks as ${name(w, c)} ${v(w, c, 'charge')}: Ld test, ${test(w, ld, false)}: ${front} ${v(w, w.leadType[u], 'stay')} in front, and the unit fights at −1 to hit.`);
}

/** Mixed unit u deploys its type behind on the flanks (mixed-ranks.ts): as c charges it, on an Ld test (c −1: in its own movement phase, a manoeuvre). */
export function traceDeployFlanks(w: Wfb3World, u: number, c: number, ld: number, passed: number): void {
  const flanks = `${name(w, w.leadType[u] === u ? w.plan.mixedRow[u] : u)} to the flanks, ${count(w.sideFiles[u], 'file')} a side`;
  if (c < 0) say(w, `${name(w, u)} ${v(w, u, 'deploy')} flanks: ${flanks}.`);
  else if (passed === 1) say(w, `${name(w, u)} ${v(w, u, 'deploy')} flanks as ${name(w, c)} ${v(w, c, 'charge')}: Ld test, ${test(w, ld, true)}: ${flanks}.`);
  else say(w, `${name(w, u)} ${v(w, u, 'try')} to deploy flanks as ${name(w, c)} ${v(w, c, 'charge')}: Ld test, ${test(w, ld, false)}: the unit fights as it stands, at −1 to hit.`);
}

/** Mixed unit u, charged by c, tries to bring the type on its flanks back behind: its Ld test (mixed-ranks.ts recallWhenCharged()); c −1, it does so in its movement phase. */
export function traceRecallFlanks(w: Wfb3World, u: number, c: number, ld: number, passed: number): void {
  const flank = name(w, w.leadType[u] === u ? w.plan.mixedRow[u] : u);
  if (c < 0) say(w, `${name(w, u)} ${v(w, u, 'bring')} ${flank} back from the flanks.`);
  else if (passed === 1) say(w, `${name(w, u)} ${v(w, u, 'bring')} ${flank} back from the flanks as ${name(w, c)} ${v(w, c, 'charge')}: Ld test, ${test(w, ld, true)}.`);
  else say(w, `${name(w, u)} ${v(w, u, 'try')} to bring ${flank} back from the flanks as ${name(w, c)} ${v(w, c, 'charge')}: Ld test, ${test(w, ld, false)}: the unit fights as it stands, at −1 to hit.`);
}

/** Chariot v's k crewmen other than the driver get off, as crew unit c (crews-on-foot.ts). */
export function traceDismount(w: Wfb3World, v: number, c: number, k: number): void {
  say(w, `${count(k, 'crewman', 'crewmen')} of ${name(w, v)} get off, and stand beside it as ${name(w, c)}; the driver stays aboard.`);
}

/** Crew unit c's k crewmen get back aboard chariot v. */
export function traceRemount(w: Wfb3World, v: number, c: number, k: number): void {
  say(w, `${name(w, c)} get back aboard ${name(w, v)}: ${count(k, 'crewman', 'crewmen')}.`);
}

/** Chariot v lost, the k crewmen left aboard join its crew on foot, c. */
export function traceRejoinCrew(w: Wfb3World, v: number, c: number, k: number): void {
  say(w, `${count(k, 'crewman', 'crewmen')} left aboard ${name(w, v)} join ${name(w, c)}.`);
}

export function traceFrontage(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'change')} their frontage to ${count(w.files[u], 'file')}.`);
}

const FORMATIONS = ['line', 'shieldwall', 'testudo', 'square', 'wedge', 'archer wedge'];

/** u has formed its formation; an archer wedge of `ranks` ranks. */
export function traceFormed(w: Wfb3World, u: number, ranks = 0): void {
  const f = w.formation[u];
  const how = f === 2 ? `, ${count(w.files[u], 'file')}` : f === 3 ? `, ${count(w.files[u], 'model')} a face` : f === 5 ? `, ${count(w.files[u], 'model')} in front and ${count(ranks, 'rank')}` : '';
  // In mixed ranks, the type behind at the square's corners (mixed-ranks.ts inSquareCorners()).
  const corners = f === 3 && w.plan.squareCorners[u] === 1 ? ` (${name(w, w.leadType[u] === u ? w.plan.mixedRow[u] : u)} at the corners)` : '';
  say(w, `${name(w, u)} ${v(w, u, 'form')} a${f === 5 ? 'n' : ''} ${FORMATIONS[f]}${how}${corners}.`);
}

/** u leaves its formation; an archer wedge for a line `wide` files wide. */
export function traceFormationEnds(w: Wfb3World, u: number, wide = 0): void {
  const f = w.formation[u];
  say(w, `${name(w, u)} ${v(w, u, 'leave')} their ${FORMATIONS[f]}${f === 5 ? ` for a line ${wide} wide` : ''}.`);
}

/** Archer wedge u wheels `by` radians about its rear rank to face t (§2.3). */
export function traceWheelsAboutRear(w: Wfb3World, u: number, t: number, by: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'wheel')} ${Math.round(Math.abs(by) * 180 / Math.PI)}° about their rear rank to face ${name(w, t)}.`);
}

export function traceSquareHolds(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)}, in a square, cannot be pushed back: they hold.`);
}

export function traceStupidityTest(w: Wfb3World, u: number, value: number, passed: boolean): void {
  const which = w.plan.flags.stupidityTest === 'ld' ? 'Ld' : w.plan.flags.stupidityTest === 'cl' ? 'Cool' : 'Int';
  say(w, `${name(w, u)} ${v(w, u, 'test')} for stupidity: ${which} ${test(w, value, passed)}${passed ? '' : `: ${they(w, u)} ${v(w, u, 'are')} stupid`}.`);
}

/** A stupid unit's move: `hour` its clock direction, 0 when it stands still. */
export function traceBlunder(w: Wfb3World, u: number, hour: number): void {
  if (hour === 0) say(w, `${name(w, u)} ${v(w, u, 'stand')} about stupidly.`);
  else say(w, `${name(w, u)} ${v(w, u, 'blunder')} towards ${hour} o'clock, ${inches(Math.round(w.dist * 10) / 10)}.`);
}

/** A blunder stopped by unit `o` (−1: impassable ground or the table's edge), with the D6 `roll` of what it does. */
export function traceBlunderMeets(w: Wfb3World, u: number, o: number, roll: number, attack: boolean): void {
  const what = o < 0 ? 'the way is blocked' : `${they(w, u)} ${v(w, u, 'stumble')} on ${name(w, o)}`;
  const then = attack ? (roll <= 4 ? `${they(w, u)} ${v(w, u, 'attack')}, one attack a model` : `${they(w, u)} ${v(w, u, 'attack')}`) : `${they(w, u)} ${v(w, u, 'halt')}`;
  say(w, `${name(w, u)}: ${what}; D6 ${roll}: ${then}.`, o >= 0 ? link(w, 'charge', u, o) : undefined);
}

/** Rank k of u's wedge (`mine` models) against the enemy's (`theirs`). */
export function traceWedgeRank(w: Wfb3World, u: number, t: number, k: number, mine: number, theirs: number): void {
  const which = k === 1 ? 'the point' : `rank ${k}`;
  say(w, `${name(w, u)} in a wedge, ${which} (${count(mine, 'model')}), against ${count(theirs, 'model')} of ${name(w, t)} in rank ${k}.`);
}

/** u's wedge broke through t; `met` the enemy it ran into beyond, or −1. */
export function traceBreaksThrough(w: Wfb3World, u: number, t: number, met: number): void {
  const end = met >= 0 ? `into ${name(w, met)}` : `and ${v(w, u, 'halt')}, unformed`;
  say(w, `${name(w, u)} ${v(w, u, 'break')} through ${name(w, t)}, ${inches(Math.round(w.dist * 10) / 10)} on, ${end}.`);
}

