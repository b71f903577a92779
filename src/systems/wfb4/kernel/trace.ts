/**
 * The trace of an engagement (`warsim replay`): one sentence per event, written here so the
 * phase modules carry no string building. Each function is called only when a tracer is
 * attached (`if (w.tracer !== null) traceX(w, ...)`); normal runs never reach this file.
 */
import { FACE_NAMES } from '../../../battlefield/arcs.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { count } from '../../../core/words.ts';
import { FLED_OFF, JOINED } from '../../rank-and-file/unit-state.ts';
import { CHAMPION, CHARACTER_MOUNT, CHARACTER_PISTOL, FAMILIAR, MOUNT, PISTOL } from './strike-kinds.ts';
import type { TraceLink } from '../../system.ts';
import { FIRE_CANNON } from '../plan.ts';
import type { Wfb4World } from './world.ts';

/** One sentence of the trace, with the map's link when it has one (shared by trace-magic.ts and trace-banners.ts). */
export function say(w: Wfb4World, text: string, link?: TraceLink): void {
  w.tracer!.line(text, link);
}

/** The replay map's link from unit u to unit v (system.ts TraceLink): each is drawn under its own id. */
function link(w: Wfb4World, kind: TraceLink['kind'], u: number, v: number): TraceLink {
  return { kind, from: w.plan.unitIds[u], to: w.plan.unitIds[v] };
}

export function name(w: Wfb4World, u: number): string {
  return w.plan.unitNames[u];
}

/** A distance in whole inches as a whole number ("8\""), else to a tenth ("7.5\""). */
export function inches(d: number): string {
  return Number.isInteger(d) ? `${d}"` : `${d.toFixed(1)}"`;
}

export function traceRollOff(w: Wfb4World, first: number): void {
  say(w, `Roll-off ${w.rolls[0]}-${w.rolls[1]}: ${w.plan.sideIds[first]} takes the first turn.`);
}

export function traceTurn(w: Wfb4World, side: number): void {
  say(w, `-- Turn ${w.turn}, ${w.plan.sideIds[side]} --`);
}

export function traceChargeDeclared(w: Wfb4World, c: number, t: number, face: number, cost: number): void {
  say(w, `${name(w, c)} declares a charge on the ${FACE_NAMES[face]} of ${name(w, t)} (${cost.toFixed(1)}" of ${w.reach[c]}").`, link(w, 'charge', c, t));
}

export function traceFleesFromCharge(w: Wfb4World, t: number): void {
  say(w, `${name(w, t)} flees from the charge.`);
}

export function traceStandsAndShoots(w: Wfb4World, t: number): void {
  say(w, `${name(w, t)} stands and shoots.`);
}

/** `reloading`: it would have stood and shot, but its weapon is not loaded (§4.3). */
export function traceHolds(w: Wfb4World, t: number, reloading: boolean): void {
  say(w, reloading ? `${name(w, t)} cannot stand and shoot while it reloads: it holds.` : `${name(w, t)} holds.`);
}

/**
 * A charge on a fleeing unit (§3): caught, or not — `gap` away, against the move the charger
 * had (path.budget), which terrain on the way may have eaten — and moved `dist`.
 */
export function traceCatchesFleeing(w: Wfb4World, c: number, t: number, caught: boolean, gap: number, dist: number): void {
  if (caught) say(w, `${name(w, c)} catches the fleeing ${name(w, t)}: destroyed.`, link(w, 'charge', c, t));
  else {
    const budget = w.path.budget;
    const why = gap > budget + EPS ? `${gap.toFixed(1)}" away, it can reach ${inches(budget)}` : `${gap.toFixed(1)}" away, but terrain costs more than its ${inches(budget)}`;
    say(w, `${name(w, c)} cannot catch ${name(w, t)} (${why}): the charge fails, it moves ${dist.toFixed(1)}".`, link(w, 'charge', c, t));
  }
}

export function traceChargesHome(w: Wfb4World, c: number, t: number, face: number): void {
  say(w, `${name(w, c)} charges home into the ${FACE_NAMES[face]} of ${name(w, t)}.`, link(w, 'charge', c, t));
}

/**
 * A charge that falls short (§3): what it needed (the path with its wheel and terrain costs,
 * chargeCost(); Infinity when the way is blocked) against its reach, twice its M, less the D6"
 * a banner's rune took (`cut`); then the normal move it makes instead.
 */
export function traceChargeFallsShort(w: Wfb4World, c: number, t: number, needed: number, dist: number, cut: number): void {
  const reach = (w.plan.fly[c] > 0 ? 'flying' : 'twice its M') + (cut > 0 ? `, less ${cut}" for ${name(w, t)}'s banner` : '');
  const what = needed === Infinity ? 'its way is blocked' : `falls short (it needs ${needed.toFixed(1)}" and can reach ${inches(w.reach[c] - cut)}, ${reach})`;
  say(w, `${name(w, c)} charges ${name(w, t)} but ${what}: it moves ${dist.toFixed(1)}".`, link(w, 'charge', c, t));
}

export function traceWheel(w: Wfb4World, u: number, t: number, step: number): void {
  say(w, `${name(w, u)} wheels ${Math.round((step * 180) / Math.PI)}° towards ${name(w, t)}.`);
}

export function traceAdvance(w: Wfb4World, u: number, t: number, dist: number): void {
  say(w, `${name(w, u)} ${w.marched[u] ? 'marches' : 'advances'} ${dist.toFixed(1)}" towards ${name(w, t)}.`);
}

export function traceRally(w: Wfb4World, u: number, roll: number, ld: number): void {
  say(w, `${name(w, u)} rally test: ${roll} vs Ld ${ld}, ${roll <= ld ? 'rallies' : 'keeps fleeing'}.`);
}

/** Character c, frenzied on his own, parts from unit h to charge alone (RB p.48). */
export function traceFrenzyParts(w: Wfb4World, c: number, h: number): void {
  say(w, `${name(w, c)}, frenzied, leaves ${name(w, h)} to charge alone.`);
}

export function traceFrenzyDrives(w: Wfb4World, c: number, h: number): void {
  say(w, `${name(w, c)}, frenzied, drives ${name(w, h)} to charge.`);
}

/** After runAway(): the roll, the distance run (w.result) and, when it left the table, that. */
export function traceFlight(w: Wfb4World, u: number, roll: number): void {
  say(w, `${name(w, u)} flees ${roll}" (${w.result.toFixed(1)}" after terrain).`);
  if (w.status[u] === FLED_OFF) say(w, `${name(w, u)} flees off the table.`);
}

/** Warpfire thrower t flees with unit h, the unit it is part of (flight.ts fleeWith()). */
export function traceFleesWithUnit(w: Wfb4World, t: number, h: number): void {
  say(w, `${name(w, t)} flees with ${name(w, h)}, the unit it is part of.`);
}

/** Warpfire thrower t rallies as unit h, the unit it is part of, stands (rally.ts). */
export function traceRalliesWithUnit(w: Wfb4World, t: number, h: number): void {
  say(w, `${name(w, t)} rallies with ${name(w, h)}, the unit it is part of.`);
}

/** One unit's shooting; `lone` 1 when one of its shots is a jezzail's lone crewman's (jezzails.ts). */
export function traceShooting(
  w: Wfb4World, u: number, t: number, shots: number, dist: number, need: number, lone: number, hits: number, wounds: number, unsaved: number, slain: number,
): void {
  const alone = lone === 1 ? ` (${need + 1} for the jezzail with one crewman left)` : '';
  say(w, `${name(w, u)} shoots ${shots} at ${name(w, t)} ${dist.toFixed(1)}" away needing ${need}${alone}: ${count(hits, 'hit')}, ${count(wounds, 'wound')}, ${unsaved} unsaved, ${slain} slain.`, link(w, 'shoot', u, t));
}

/** A panic test for shooting casualties: at 25% (§7), or at once after a warpfire blast (`warpfire`, RB p.80). */
export function tracePanicAtQuarter(w: Wfb4World, t: number, roll: number, ld: number, warpfire: boolean): void {
  say(w, warpfire ? `${name(w, t)} lost models to warpfire: panic test ${roll} vs Ld ${ld}.` : `${name(w, t)} lost 25%: panic test ${roll} vs Ld ${ld}.`);
}

export function traceStrike(
  w: Wfb4World, u: number, v: number, kind: number, attacks: number, toHit: number, rerolled: boolean, hits: number, wounds: number, str: number, unsaved: number, slain: number,
): void {
  const who = kind === MOUNT ? ' (mounts)' : kind === CHAMPION ? ' (champion)' : kind === PISTOL ? ' (pistols)' : kind === CHARACTER_MOUNT ? ' (mount)' : kind === CHARACTER_PISTOL ? ' (pistol)' : kind === FAMILIAR ? "'s Warrior Familiar" : '';
  say(w, `${name(w, u)}${who}: ${count(attacks, 'attack')} at ${name(w, v)} need ${toHit}+${rerolled ? ', misses re-rolled (hatred)' : ''}: ${count(hits, 'hit')}, ${count(wounds, 'wound')} (S${str}), ${unsaved} unsaved, ${slain} slain.`, link(w, 'strike', u, v));
}

export function traceCombatResult(w: Wfb4World, r0: number, r1: number, winner: number): void {
  const p = w.plan;
  say(w, `Combat result: ${p.sideIds[0]} ${r0} (${count(w.score[0], 'wound')}), ${p.sideIds[1]} ${r1} (${count(w.score[1], 'wound')})${winner < 0 ? ': a draw.' : '.'}`);
}

/** Chargers a won round took across the obstacle their enemy defended (combat.ts fightAcross()). */
export function traceFoughtAcross(w: Wfb4World, a: number, b: number): void {
  const where = w.anyBuilding && w.inBuilding[b] >= 0 ? 'into the building' : 'across the obstacle';
  say(w, `${name(w, a)} fights its way ${where}: ${name(w, b)} no longer defends it.`);
}

/** Attackers beaten by a garrison, pushed out and back 2" (RB p.85). */
/** u makes for building k to occupy it (buildings.ts occupyMove()): `dist` inches, or a wheel of `turn` radians when that is all its move allows. */
export function traceMakesFor(w: Wfb4World, u: number, k: number, dist: number, turn: number): void {
  if (turn !== 0) say(w, `${name(w, u)} wheels ${Math.round((turn * 180) / Math.PI)}° towards ${buildingName(w, k)}.`);
  else say(w, `${name(w, u)} advances ${dist.toFixed(1)}" towards ${buildingName(w, k)}.`);
}

export function traceComesOut(w: Wfb4World, u: number, k: number): void {
  say(w, `${name(w, u)} leaves ${buildingName(w, k)}.`);
}

export function traceEnters(w: Wfb4World, u: number, k: number, dist: number): void {
  say(w, `${name(w, u)} moves ${dist.toFixed(1)}" and enters ${buildingName(w, k)}.`);
}

export function tracePushedBack(w: Wfb4World, a: number): void {
  say(w, `${name(w, a)} is pushed back 2" from the building.`);
}

export function traceCharacterJoins(w: Wfb4World, c: number, u: number): void {
  say(w, `${name(w, c)} joins ${name(w, u)}.`);
}

/** Character c must pursue, and leaves unit h, which holds back, to pursue alone (RB p.48). */
export function tracePursuesAlone(w: Wfb4World, c: number, h: number): void {
  say(w, `${name(w, c)} must pursue, and leaves ${name(w, h)} to pursue alone.`);
}

/** Character c, stupid and standing about, is left behind by unit h moving on (RB p.48). */
export function traceLeftBehind(w: Wfb4World, c: number, h: number): void {
  say(w, `${name(w, c)} stands about in his stupidity, and ${name(w, h)} moves on without him.`);
}

export function traceCharacterLeaves(w: Wfb4World, c: number, u: number): void {
  say(w, `${name(w, c)} leaves ${name(w, u)}.`);
}

export function traceCharacterSlain(w: Wfb4World, c: number): void {
  say(w, `${name(w, c)} is slain.`);
}

/** Unit u's troops are all slain; character c fights on alone in its place (§8.1). */
export function traceFightsOnAlone(w: Wfb4World, c: number, u: number): void {
  if (w.plan.rule.monster[u] === 1) say(w, `${name(w, u)} is slain; ${name(w, c)} fights on on foot.`);
  else if (w.plan.rule.chariot[u] === 1 && w.dismounted[u] === 0) say(w, `${name(w, u)} is destroyed with no crewman left; ${name(w, c)} fights on alone on foot.`);
  else say(w, `${name(w, u)} is wiped out; ${name(w, c)} fights on alone.`);
}

/** A duellist's name (challenges.ts): a character's, or "<unit>'s champion" for n + the unit. */
function duellist(w: Wfb4World, d: number): string {
  return d >= w.n ? `${name(w, d - w.n)}'s champion` : name(w, d);
}

/** A challenge (§8.1): `by` challenges, `to` takes it up (or `retired` is sent to the rear on a refusal). */
export function traceChallenge(w: Wfb4World, by: number, to: number, retired: number): void {
  const unitOf = (d: number) => (d >= w.n ? d - w.n : d);
  if (to >= 0) say(w, `${duellist(w, by)} issues a challenge; ${duellist(w, to)} takes it up: they fight each other alone.`, link(w, 'strike', unitOf(by), unitOf(to)));
  else say(w, `${duellist(w, by)} issues a challenge; it is refused, and ${duellist(w, retired)} retires to the rear for the round.`);
}

/** Blows struck at wizard c that fall on his Warrior Familiar (familiars.ts). */
export function traceFamiliarStruck(
  w: Wfb4World, u: number, kind: number, c: number, attacks: number, toHit: number, rerolled: boolean, hits: number, wounds: number, str: number, slain: boolean,
): void {
  const who = kind === CHAMPION ? `${name(w, u)}'s champion` : kind === CHARACTER_MOUNT ? `${name(w, u)} (mount)` : kind === CHARACTER_PISTOL ? `${name(w, u)} (pistol)` : kind === MOUNT ? `${name(w, u)} (mounts)` : kind === PISTOL ? `${name(w, u)} (pistols)` : name(w, u);
  say(w, `${who}: ${count(attacks, 'attack')} at ${name(w, c)}'s Warrior Familiar need ${toHit}+${rerolled ? ', misses re-rolled (hatred)' : ''}: ${count(hits, 'hit')}, ${count(wounds, 'wound')} (S${str}), no save, ${slain ? 'slain' : 'it stands'}.`, link(w, 'strike', u, c));
}

/** Character u's Nurgle's Rot on t (its champion when `champion`): `dice` D6, `sixes` of them 6, `suffered` wounds after regeneration, `slain` (rot.ts). */
export function traceRot(w: Wfb4World, u: number, t: number, champion: boolean, dice: number, sixes: number, suffered: number, slain: number): void {
  const at = champion ? `${name(w, t)}'s champion` : name(w, t);
  say(w, `${name(w, u)}'s Rot: ${count(dice, 'die', 'dice')} at ${at}, ${count(sixes, 'six', 'sixes')}: ${count(suffered, 'wound')}, no armour save, ${slain} slain.`);
}

/** Blows at a champion in a challenge (§8.1). */
export function traceStrikeChampion(
  w: Wfb4World, u: number, kind: number, t: number, attacks: number, toHit: number, hits: number, wounds: number, str: number, unsaved: number, slain: number,
): void {
  const who = kind === CHAMPION ? `${name(w, u)}'s champion` : kind === CHARACTER_MOUNT ? `${name(w, u)} (mount)` : kind === CHARACTER_PISTOL ? `${name(w, u)} (pistol)` : name(w, u);
  say(w, `${who}: ${count(attacks, 'attack')} at ${name(w, t)}'s champion need ${toHit}+: ${count(hits, 'hit')}, ${count(wounds, 'wound')} (S${str}), ${unsaved} unsaved, ${slain > 0 ? 'slain' : 'he stands'}.`, link(w, 'strike', u, t));
}

/** Hits on a unit of fewer than five with characters in it, randomised (§8.1, RB p.65): `on` of `hits` fall on character c. */
export function traceHitsOnCharacter(w: Wfb4World, c: number, on: number, hits: number, wounds: number, unsaved: number): void {
  const h = w.host[c];
  const why = w.plan.rule.monster[h] === 1 ? 'the rider, on a 5-6' : w.plan.rule.chariot[h] === 1 && w.dismounted[h] === 0 ? 'one of the crew, at random' : 'fewer than five models to hide among';
  say(w, `${on} of ${count(hits, 'hit')} fall on ${name(w, c)} (${why}): ${count(wounds, 'wound')}, ${unsaved} unsaved.`);
}

const REACTIONS = [
  '',
  'it makes for the nearest table edge',
  'it attacks the nearest troops, friend or foe',
  'it attacks the nearest enemy',
  'it moves at random, attacking all in its path',
  'it stays where it is, charging enemies who come within reach',
  'it guards its master\'s body',
];

/** Monster m's rider is slain: its roll on the reaction table (§8.2). */
export function traceMonsterReaction(w: Wfb4World, m: number, roll: number): void {
  say(w, `${name(w, m)}, its rider slain, rolls ${roll} on the monster reaction table: ${REACTIONS[roll]}.`);
}

export function traceReactionCharge(w: Wfb4World, m: number, t: number): void {
  say(w, `${name(w, m)} attacks ${name(w, t)}.`, link(w, 'charge', m, t));
}

export function traceMonsterMoves(w: Wfb4World, m: number, d: number): void {
  say(w, `${name(w, m)} runs ${inches(Math.round(d * 10) / 10)}.`);
}

export function traceMonsterLeaves(w: Wfb4World, m: number): void {
  say(w, `${name(w, m)} leaves the table.`);
}

/** Flyer u is taken off the table: beaten (driven off) or leaving a combat it won or drew (§8.3). */
export function traceFlyerOff(w: Wfb4World, u: number, driven: boolean): void {
  say(w, `${name(w, u)} ${driven ? 'is driven off' : 'flies off'}: it leaves the table and misses a complete turn.`);
}

/** Flyer u comes back where it left, `step` inches back from there (flyers.ts flyersReturn()). */
export function traceFlyerBack(w: Wfb4World, u: number, step: number): void {
  say(w, `${name(w, u)} flies back onto the table${step > 0 ? `, ${step}" back from where it left` : ''}.`);
}

/** Hits on chariot u allocated by the table (§8.4), and the wounds they caused in all. */
/** Hits on chariot u's parts; `mounted` 0 when its crew were on foot already (nothing to say: the hits line says it). */
export function traceChariotHits(w: Wfb4World, u: number, onChariot: number, onTeam: number, onCrew: number, wounds: number, mounted: boolean): void {
  if (!mounted) return;
  if (w.plan.rule.pumpWagon[u] === 1) say(w, `${name(w, u)}: hits on the wagon ${onChariot}, the crew ${onCrew}: ${count(wounds, 'wound')}; ${w.crew[u]} crew left.`);
  else say(w, `${name(w, u)}: hits on the chariot ${onChariot}, the team ${onTeam}, the crew ${onCrew}: ${count(wounds, 'wound')}; ${w.crew[u]} crew and ${w.team[u]} of the team left.`);
}

export function traceDismounted(w: Wfb4World, u: number): void {
  const p = w.plan;
  let with_ = '';
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] === u && w.status[c] === JOINED) with_ += `, ${name(w, c)} with them`;
  }
  say(w, `${name(w, u)}'s chariot is destroyed: its ${count(w.crew[u], 'surviving crewman', 'surviving crew')} fight on on foot${with_}.`);
}

/** A crewless chariot's rampage roll (§8.4): 2D6", removed on a double. */
export function traceChariotRampage(w: Wfb4World, u: number, a: number, b: number): void {
  say(w, `${name(w, u)}, with no crew, rampages: ${a} + ${b}${a === b ? ', a double: it is wrecked' : `" in a random direction`}.`);
}

export function tracePumpWagon(w: Wfb4World, u: number, dist: number): void {
  say(w, `${name(w, u)}'s Snotlings pump: ${dist}".`);
}

export function traceTerrainHits(w: Wfb4World, u: number, hits: number): void {
  say(w, `${name(w, u)} is forced over ground a chariot cannot cross: ${count(hits, 'hit')} at S6.`);
}

export function traceImpactHits(w: Wfb4World, u: number, v: number, hits: number): void {
  say(w, `${name(w, u)} crashes into ${name(w, v)}: ${count(hits, 'impact hit')} at S7.`);
}

export function traceWipedOut(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)} is wiped out.`);
}

/** A break test; `unmodified` says why the combat result is not added: hatred, a character's item, or '' when it is. */
export function traceBreakTest(w: Wfb4World, u: number, roll: number, diff: number, ld: number, unmodified: string, broken: boolean): void {
  const test = unmodified !== '' ? `${roll} vs Ld ${ld} (${unmodified}: unmodified)` : `${roll} + ${diff} vs Ld ${ld}`;
  say(w, `${name(w, u)} break test: ${test}, ${broken ? 'BROKEN' : 'holds'}.`);
}

export function tracePanicTest(w: Wfb4World, u: number, cause: number, why: number, roll: number, ld: number): void {
  const unit = name(w, w.host[u] >= 0 ? w.host[u] : u);
  const what = why === 0 ? `sees ${name(w, cause)} fleeing within 4"` : why === 1 ? `is charged in the flank or rear by ${name(w, cause)}` : why === 4 ? `sees ${unit} struck by ${name(w, cause)}'s magic` : `sees a quarter of ${unit} shot down by ${name(w, cause)}`;
  say(w, `${name(w, u)} ${what}: panic test ${roll} vs Ld ${ld}${roll <= ld ? '' : ', PANICS'}.`);
}

export function tracePanicAfterBreak(w: Wfb4World, u: number, trigger: number, roll: number, ld: number): void {
  say(w, `${name(w, u)} sees ${name(w, trigger)} break: panic test ${roll} vs Ld ${ld}.`);
}

export function traceDreadTest(w: Wfb4World, u: number, v: number, why: number, terror: boolean, roll: number, ld: number): void {
  const what = why === 0 ? `charged by ${name(w, v)}` : why === 1 ? `wanting to charge ${name(w, v)}` : `with ${name(w, v)} within 8"`;
  say(w, `${name(w, u)}, ${what}, tests ${terror ? 'terror' : 'fear'}: ${roll} vs Ld ${ld}, ${roll <= ld ? 'passed' : 'failed'}.`);
}

export function traceFleesInDread(w: Wfb4World, u: number, v: number, terror: boolean): void {
  say(w, terror ? `${name(w, u)} flees in terror from ${name(w, v)}.` : `${name(w, u)} flees in fear from ${name(w, v)}, who outnumber it.`);
}

export function traceSixesToHit(w: Wfb4World, u: number, v: number): void {
  say(w, `${name(w, u)} will hit ${name(w, v)} only on 6s in the first round.`);
}

export function traceDaresNotCharge(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)} dares not charge, and stays where it is.`);
}

export function traceBreaksInFear(w: Wfb4World, u: number, outnumbered: boolean): void {
  say(w, `${name(w, u)} is beaten by feared enemies${outnumbered ? ' who outnumber it' : ''}: broken without a test.`);
}

export function traceFrenzy(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)} is frenzied.`);
}

export function traceFrenzyRestrained(w: Wfb4World, u: number, roll: number, ld: number, passed: boolean): void {
  say(w, `${name(w, u)} ${passed ? 'restrains its frenzy' : 'fails to restrain its frenzy'} (${roll} vs Ld ${ld}).`);
}

export function traceFrenzyEnds(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)} is broken: its frenzy ends for good.`);
}

/** `stupid`: failed; `d6`: out of combat, the D6 of what it does (0 when fighting or passed). */
export function traceStupidityTest(w: Wfb4World, u: number, roll: number, ld: number, stupid: number, d6: number): void {
  // A lone creature — a monster, a character on his own — fights on a D6 of 4+ (stupidFighters()).
  const lone = w.models[u] === 1;
  // Stupid by nature, a rider's stupid creature is his steed; made so by a weapon (sapping.ts), himself.
  const half = w.plan.mountA[u] > 0 && w.plan.rule.stupidity[u] === 1 ? (lone ? 'its steed fights on a D6 of 4+' : 'half its steeds stand about') : lone ? 'alone, it fights on a D6 of 4+' : 'half of it stands about';
  const what = stupid === 0 ? 'passed' : d6 === 0 ? `STUPID: ${half} in the fighting` : d6 <= 3 ? `STUPID: it lurches forward (D6 ${d6})` : `STUPID: it stands about doing nothing (D6 ${d6})`;
  say(w, `${name(w, u)} tests stupidity: ${roll} vs Ld ${w.plan.flags.stupidityTest === 'below' ? `${ld} (below)` : ld}, ${what}.`);
}

/** t holds, overcome by stupidity or feuding with a rival Daemon (§7). */
export function traceStupidHolds(w: Wfb4World, t: number): void {
  say(w, w.stupid[t] === 1 ? `${name(w, t)}, overcome by stupidity, holds.` : `${name(w, t)}, feuding with ${name(w, w.feud[t])}, pays the charge no heed and holds.`);
}

/** u rolled `d6` for Daemon animosity, with rival r: `what` is one of daemon-animosity.ts's results. */
export function traceDaemonAnimosity(w: Wfb4World, u: number, r: number, what: number, d6: number): void {
  const text =
    what === 1 ? `throws itself at ${name(w, r)}: they feud` :
    what === 2 ? `rowdy at the sight of ${name(w, r)}, it does nothing this turn` :
    what === 3 ? `it ignores ${name(w, r)} for now` :
    what === 4 ? `the feud with ${name(w, r)} goes on` :
    `the feud with ${name(w, r)} ends`;
  say(w, `${name(w, u)} rolls ${d6} for Daemon animosity: ${text}.`, what === 1 ? link(w, 'charge', u, r) : undefined);
}

export function traceFeud(w: Wfb4World, u: number, r: number, slain: number): void {
  say(w, `${name(w, u)} strikes its rival ${name(w, r)}: ${slain} slain.`, link(w, 'strike', u, r));
}

export function traceFeudNoBreakTest(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)}, feuding with ${name(w, w.feud[u])}, pays the fight no heed: no break test.`);
}

export function traceStupidCharge(w: Wfb4World, u: number, t: number): void {
  say(w, `${name(w, u)} lurches into ${name(w, t)}: a charge.`, link(w, 'charge', u, t));
}

export function traceStupidBlunder(w: Wfb4World, u: number, f: number): void {
  say(w, `${name(w, u)} blunders into ${name(w, f)}: both are pinned for the turn.`);
}

export function traceStumble(w: Wfb4World, u: number, dist: number): void {
  say(w, `${name(w, u)} lurches ${dist.toFixed(1)}" forward.`);
}

/** Of `models` stupid models of a strike group, `fight` fight; `odd`, the odd one's D6 (0: none). */
export function traceStupidFighters(w: Wfb4World, u: number, kind: number, models: number, fight: number, odd: number): void {
  const who = kind === MOUNT ? `steeds of ${name(w, u)}` : kind === CHARACTER_MOUNT ? `steed of ${name(w, u)}` : kind === CHAMPION ? `champion of ${name(w, u)}` : name(w, u);
  say(w, `Stupid ${who}: ${fight} of ${models} fight${odd > 0 ? ` (the odd one rolls ${odd})` : ''}.`);
}

/**
 * u rolled a 1 for animosity, then `what`: GET_EM at rival r (−GET_EM: it could not, and
 * squabbles), SQUABBLE, or SHOW_EM (animosity.ts).
 */
export function traceAnimosity(w: Wfb4World, u: number, what: number, r: number): void {
  const text =
    what === 1 ? `Get 'em! it turns on ${name(w, r)}` :
    what === -1 ? `Get 'em!, but it cannot get at a rival, and squabbles: it does nothing this turn` :
    what === 2 ? 'Squabble: it does nothing this turn' :
    "We'll Show 'em! it bounds at the enemy";
  say(w, `${name(w, u)} rolls a 1 for animosity: ${text}.`, r >= 0 ? link(w, 'charge', u, r) : undefined);
}

export function traceBrawl(w: Wfb4World, u: number, r: number, slainR: number, slainU: number): void {
  say(w, `${name(w, u)} brawls with ${name(w, r)}: ${slainR} of ${name(w, r)} and ${slainU} of ${name(w, u)} slain.`);
}

export function traceCrumbles(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)} crumbles to dust: the Undead army's leader is gone.`);
}

export function traceRegenerates(w: Wfb4World, v: number, regenerated: number, unsaved: number): void {
  say(w, `${name(w, v)} regenerates ${regenerated} of ${count(unsaved, 'wound')}.`);
}

/** A talisman negated `negated` of the `unsaved` wounds on character c (magic-items.ts, AM p.9). */
export function traceWard(w: Wfb4World, c: number, negated: number, unsaved: number): void {
  say(w, `${name(w, c)}'s talisman negates ${negated} of ${count(unsaved, 'wound')}.`);
}

/** Character t re-rolled `failed` failed saves on `need`+ by his magic armour's power, `saved` of them saved. */
export function traceItemSaves(w: Wfb4World, t: number, failed: number, need: number, saved: number): void {
  say(w, `${name(w, t)} re-rolls ${count(failed, 'failed save')} on ${need}+ (magic armour): ${saved} saved.`);
}

/** One wound of a hit that causes several dealt n to a model of t, which had `left` wounds left (casualties.ts woundEach()). */
export function traceWoundsDealt(w: Wfb4World, t: number, n: number, left: number): void {
  say(w, `One wound becomes ${n} on a model of ${name(w, t)} with ${count(left, 'wound')} left.`);
}

export function tracePursuitRestrained(w: Wfb4World, o: number, roll: number, ld: number): void {
  say(w, `${name(w, o)} holds back from pursuit (${roll} vs Ld ${ld}).`);
}

/** Before the fleers are removed: `caught` is the roll's verdict, `there` whether they are still on the table. */
export function tracePursuit(w: Wfb4World, o: number, roll: number, fled: number, caught: boolean, there: boolean): void {
  say(w, `${name(w, o)} pursues ${roll}" against ${fled}": ${caught && there ? 'caught and destroyed' : there ? 'escapes' : 'already gone'}.`);
}

export function tracePursuitIntoFresh(w: Wfb4World, o: number, hit: number): void {
  say(w, `${name(w, o)} pursues into ${name(w, hit)}: a new charge.`, link(w, 'charge', o, hit));
}

export function traceResult(w: Wfb4World, turnsPlayed: number, outcome: number, vp0: number, vp1: number): void {
  const p = w.plan;
  const names = [`${p.sideIds[0]} wins`, `${p.sideIds[1]} wins`, 'draw'];
  say(w, `Result after ${count(turnsPlayed, 'turn')}: ${names[outcome]} (victory points ${vp0}-${vp1}).`);
}

// ---------------------------------------------------------------- war machines (§4.5)

const MACHINE_WORD = ['', 'stone thrower', 'cannon', 'bolt thrower'];

/** A stone thrower's guessed range, or a cannon's declared distance, towards t. */
export function traceMachineAims(w: Wfb4World, u: number, t: number, declared: number): void {
  const what = w.plan.machineFire[u] === FIRE_CANNON ? 'declares' : 'guesses';
  say(w, `${name(w, u)} ${what} ${inches(declared)} towards ${name(w, t)}.`, link(w, 'shoot', u, t));
}

/** A stone thrower's stone: on the aim point (bearing −1: HIT on the scatter dice), or `art` inches off towards a bearing of 36. */
export function traceStoneLands(w: Wfb4World, u: number, bearing: number, art: number): void {
  say(w, bearing < 0 ? `${name(w, u)}: HIT on the scatter dice, the stone lands where aimed.` : `${name(w, u)}: the stone scatters ${inches(art)} towards ${bearing * 10}°.`);
}

/** A cannon ball lands `landing` inches away and bounces `bounce` inches (0: sticks in the ground). */
export function traceCannonBall(w: Wfb4World, u: number, landing: number, bounce: number): void {
  say(w, bounce === 0 ? `${name(w, u)}: the ball lands at ${inches(landing)} and sticks in the ground.` : `${name(w, u)}: the ball lands at ${inches(landing)} and bounces ${inches(bounce)}.`);
}

/** Hits of u's template or ball (or blast) on v at S `str`: on its troops (the rest on its machine or rider), wounds, unsaved (when `saved`: warpfire, a blast), after regeneration, slain. */
export function traceMachineHits(w: Wfb4World, u: number, v: number, hits: number, onTroops: number, wounds: number, unsaved: number, suffered: number, slain: number, str: number, saved: boolean): void {
  const elsewhere = hits - onTroops;
  const machine = elsewhere === 0 ? '' : w.plan.rule.warMachine[v] === 1 ? ` (${elsewhere} on the machine)` : ` (${elsewhere} on its rider)`;
  const regen = suffered < unsaved ? `, ${suffered} not regenerated` : '';
  const saves = saved ? `: ${count(wounds, 'wound')}, ${unsaved} unsaved` : `, no save: ${count(wounds, 'wound')}`;
  const who = w.exploding === u ? `${name(w, u)}'s blast` : name(w, u);
  say(w, `${who} hits ${name(w, v)} ${count(hits, 'time')}${machine} at S${str}${saves}${regen}, ${slain} slain.`, link(w, 'shoot', u, v));
}

/** A bolt at t: the score needed, hit or missed, the models it went through and slew. */
export function traceBolt(w: Wfb4World, u: number, t: number, dist: number, need: number, hit: number, pierced: number, slain: number): void {
  const how = hit === 0 ? 'misses' : pierced === 0 ? 'hits' : `hits and goes through ${count(pierced, 'model')}: ${slain} slain`;
  say(w, `${name(w, u)} shoots a bolt at ${name(w, t)} ${dist.toFixed(1)}" away needing ${need}: it ${how}.`, link(w, 'shoot', u, t));
}

/** Hits on war machine v's machine itself: wounds against T7 and the wounds they took off. */
export function traceMachineWounded(w: Wfb4World, v: number, hits: number, wounds: number, lost: number): void {
  const left = w.machineW[v];
  say(w, `${name(w, v)}'s machine takes ${count(hits, 'hit')}: ${count(wounds, 'wound')}, ${lost} lost${left === 0 ? ', destroyed' : `, ${left} left`}.`);
}

/** A misfire: the chart's D6 and what it did (war-machines.ts MISFIRE_*). */
export function traceMisfire(w: Wfb4World, u: number, roll: number, result: number, stoneThrower: boolean): void {
  const what = result === 1 ? 'destroyed with its crew' : result === 2 ? `disabled this turn and next${stoneThrower ? ', a crewman slain' : ''}` : 'no shot this turn';
  say(w, `${name(w, u)}: MISFIRE on the artillery dice, ${roll} on the chart: ${what}.`);
}

/** A Dwarf machine blown up by its rune as a combat phase starts (AM p.38). */
export function traceSelfDestructs(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)}: the enemy upon it, its crew set off its rune — the machine explodes.`);
}

/** The Rune of Fortune: a misfire chart roll of 1-2 rolled again (AM p.38). */
export function traceMisfireRerolled(w: Wfb4World, u: number, roll: number): void {
  say(w, `${name(w, u)}: MISFIRE, ${roll} on the chart; the Rune of Fortune rolls it again.`);
}

/** A rune's second roll of the scatter dice, after an arrow (AM p.38). */
export function traceScatterRerolled(w: Wfb4World, u: number, hit: boolean): void {
  say(w, `${name(w, u)}: an arrow on the scatter dice; its rune rolls them again: ${hit ? 'HIT' : 'an arrow'}.`);
}

/** A machine that may not fire this turn: disabled by a misfire, or a short crew missing a turn. */
export function traceMachineIdle(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)} cannot fire this turn (${MACHINE_WORD[w.plan.machineFire[u]]} disabled, or its short crew miss a turn).`);
}

/** Look Out Sir: character c under a template or in a ball's path rolls `roll`: 6 he is hit, else a model beside him is. */
export function traceLookOutSir(w: Wfb4World, c: number, roll: number): void {
  say(w, roll === 6 ? `Look Out Sir! ${name(w, c)} rolls 6: he is hit.` : `Look Out Sir! ${name(w, c)} rolls ${roll}: a model beside him is hit instead.`);
}

/** A warpfire blast placed `at` inches off on t: on target (bearing −1), or scattered `off` of the artillery dice's `art` inches. */
export function traceWarpfireLands(w: Wfb4World, u: number, t: number, at: number, bearing: number, art: number, off: number): void {
  const where = bearing < 0 ? 'HIT on the scatter dice, on target' : `it scatters ${inches(off)} towards ${bearing * 10}°${off < art ? ` (${art}" on the dice, at most half the range)` : ''}`;
  say(w, `${name(w, u)} aims its warpfire at ${name(w, t)} ${inches(Math.round(at * 10) / 10)} away: ${where}.`, link(w, 'shoot', u, t));
}

/** The warpfire misfire chart's D6 and what it means (RB p.80). */
export function traceWarpfireMisfire(w: Wfb4World, u: number, roll: number): void {
  const what = roll <= 2 ? 'the nozzle blocks and the blast falls on its own crew' : roll <= 4 ? 'the barrel carrier runs off and explodes' : 'Kaboom! Every model within 3" is hit';
  say(w, `${name(w, u)}: MISFIRE on the artillery dice, ${roll} on the chart: ${what}.`);
}

// ---------------------------------------------------------------- buildings (§8.9)

/** Building k's name for the trace: its terrain piece's, else "the building". */
function buildingName(w: Wfb4World, k: number): string {
  const named = w.plan.terrainNames[k];
  return named ? named : 'the building';
}

/** War machine u's hits on building k: wounds on its T and the damage points they took. */
export function traceBuildingStruck(w: Wfb4World, u: number, k: number, hits: number, wounds: number, lost: number): void {
  const had = w.damagePoints[k];
  const taken = lost < had ? lost : had;
  say(w, `${name(w, u)} hits ${buildingName(w, k)} ${count(hits, 'time')}: ${count(wounds, 'wound')}, ${taken} of its ${had} damage points lost${w.burning[k] === 1 ? ', burning' : ''}.`);
}

export function traceBuildingBurns(w: Wfb4World, k: number): void {
  say(w, `${buildingName(w, k)} burns: 1 damage point lost.`);
}

/** Building k collapses, on garrison g (−1: empty). */
export function traceCollapse(w: Wfb4World, k: number, g: number): void {
  say(w, g < 0 ? `${buildingName(w, k)} collapses.` : `${buildingName(w, k)} collapses on ${name(w, g)}.`);
}

export function traceCollapseCharacter(w: Wfb4World, c: number, safe: boolean): void {
  say(w, safe ? `${name(w, c)} saves himself from the rubble.` : `${name(w, c)} fails his save in the rubble.`);
}

export function traceCollapseSaves(w: Wfb4World, g: number, saved: number, slain: number): void {
  say(w, `${name(w, g)}: ${saved} saved and form up outside, ${slain} slain in the rubble.`);
}

/** Character c's item heals him `healed` wounds (healing.ts). */
export function traceHealed(w: Wfb4World, c: number, t: number, healed: number): void {
  say(w, t === c ? `${name(w, c)}'s item heals ${count(healed, 'wound')}.` : `${name(w, c)}'s item heals ${count(healed, 'wound')} of ${name(w, t)}'s wounded model.`);
}

/** Character c, slain, stands again by his item with `wounds` wounds (healing.ts). */
export function traceRevived(w: Wfb4World, c: number, wounds: number): void {
  say(w, `${name(w, c)} falls, and his item restores him: he stands again with ${count(wounds, 'wound')}.`);
}
