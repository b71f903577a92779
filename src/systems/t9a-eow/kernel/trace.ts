/**
 * The trace of an engagement (`warsim replay`): one sentence per event, written here so the
 * phase modules carry no string building. Each function is called only when a tracer is
 * attached (`if (w.tracer !== null) traceX(w, ...)`); normal runs never reach this file.
 */
import { FACE_NAMES, FRONT } from '../../../battlefield/arcs.ts';
import { count } from '../../../core/words.ts';
import { alive } from '../../rank-and-file/unit-state.ts';
import { MOVE_CENTRE, ORISON_AEGIS, ORISON_REFLEXES } from '../plan.ts';
import { gap } from './footprint.ts';
import { O_FIER, O_MOVE, O_NO_LONG_RANGE } from './model-rules.ts';
import { K_SUPPORT } from './strike-kinds.ts';
import type { TraceLink } from '../../system.ts';
import type { T9aWorld } from './world.ts';

function say(w: T9aWorld, text: string, link?: TraceLink): void {
  w.tracer!.line(text, link);
}

/**
 * The replay map's link from u to v (system.ts TraceLink), each named by the unit drawn for it
 * (`body`: a joined character's unit).
 */
function link(w: T9aWorld, kind: TraceLink['kind'], u: number, v: number): TraceLink {
  const ids = w.plan.unitIds;
  return { kind, from: ids[w.body[u]], to: ids[w.body[v]] };
}

// ---- setting up and the turn

export function traceRollOff(w: T9aWorld, first: number): void {
  say(w, `Roll-off ${w.rolls[0]}-${w.rolls[1]}: ${w.plan.sideIds[first]} takes the first turn.`);
}

export function traceTurn(w: T9aWorld, side: number): void {
  say(w, `-- Turn ${w.turn}, ${w.plan.sideIds[side]} --`);
}

export function traceVanguardMove(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} makes its Vanguard move (6").`);
}

export function traceVanguardStays(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} stays where it deployed.`);
}

export function traceAmbushLost(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} cannot be placed from Ambush (${w.res.toFixed(1)}" from another unit) and is lost.`);
}

export function traceAmbushArrives(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} arrives from Ambush.`);
}

// ---- army rules

export function traceOrder(w: T9aWorld, g: number, u: number, order: number): void {
  const p = w.plan;
  const name = order === O_FIER ? 'Fight in Extra Rank' : order === O_NO_LONG_RANGE ? 'no long-range penalty' : order === O_MOVE ? '+1" Adv, +4" Mar' : 'Minimised Discipline';
  say(w, `${p.unitNames[g]} orders ${p.unitNames[u]}: ${name}.`);
}

export function traceOrison(w: T9aWorld, u: number, kind: number): void {
  const name = kind === ORISON_AEGIS ? 'Aegis 5+' : kind === ORISON_REFLEXES ? 'Lightning Reflexes' : 'Dis 9';
  say(w, `Orisons: ${w.plan.unitNames[u]} gains ${name}.`);
}

export function traceWarCry(w: T9aWorld, caller: number): void {
  say(w, `${w.plan.unitNames[caller]} sounds the War Cry!: +1" Adv, +2" Mar this turn.`);
}

export function traceCrumbles(w: T9aWorld, u: number, lost: number): void {
  say(w, `${w.plan.unitNames[u]} crumbles without its General (${w.roll1} vs ${w.roll2}): ${lost} HP lost.`);
}

// ---- the Charge phase

export function traceFrenzy(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} fails its Frenzy test (${w.roll1} vs ${w.roll2}) and must charge.`);
}

/** Measures the gap from c to t (into `res`) for the sentence. */
export function traceChargeDeclared(w: T9aWorld, c: number, t: number): void {
  const p = w.plan;
  gap(w, c, t);
  say(w, `${p.unitNames[c]} declares a charge on the ${FACE_NAMES[w.declaredFace[c]]} of ${p.unitNames[t]} (${w.res.toFixed(1)}" away).`, link(w, 'charge', c, t));
}

export function traceRedirectFails(w: T9aWorld, c: number): void {
  say(w, `${w.plan.unitNames[c]} fails to redirect (${w.roll1} vs ${w.roll2}).`);
}

export function traceRedirect(w: T9aWorld, c: number, t: number, dist: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[c]} redirects its charge to the ${FACE_NAMES[w.declaredFace[c]]} of ${p.unitNames[t]} (${dist.toFixed(1)}" away).`, link(w, 'charge', c, t));
}

export function traceHolds(w: T9aWorld, t: number): void {
  say(w, `${w.plan.unitNames[t]} holds.`);
}

/**
 * A failed charge (§3.2): the Charge Range rolled against the distance to the target, and the
 * Failed Charge Move it makes instead (`res`: the highest die `high`, wheels included); or the
 * target is gone before the charger moves.
 */
export function traceChargeFails(w: T9aWorld, c: number, t: number, range: number, dist: number, high: number): void {
  const p = w.plan;
  if (!alive(w.status, t)) say(w, `${p.unitNames[c]}'s charge fails: ${p.unitNames[t]} is gone.`);
  else say(w, `${p.unitNames[c]} charges ${p.unitNames[t]} but falls short (Charge Range ${range}" rolled, ${dist.toFixed(1)}" needed): it moves ${w.res.toFixed(1)}" of the ${high}" its highest die allows.`, link(w, 'charge', c, t));
}

export function traceCannotCatch(w: T9aWorld, c: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[c]} cannot reach the fleeing ${p.unitNames[t]} past Impassable terrain and moves ${w.res.toFixed(1)}".`, link(w, 'charge', c, t));
}

export function traceCatches(w: T9aWorld, c: number, range: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[c]} charges ${range}" and catches the fleeing ${p.unitNames[t]}: destroyed.`, link(w, 'charge', c, t));
}

export function traceNoRoom(w: T9aWorld, c: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[c]} finds no room on ${p.unitNames[t]} and moves ${w.res.toFixed(1)}".`, link(w, 'charge', c, t));
}

export function traceChargesHome(w: T9aWorld, c: number, range: number, face: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[c]} charges ${range}" into the ${FACE_NAMES[face]} of ${p.unitNames[t]}.`, link(w, 'charge', c, t));
}

// ---- fleeing

export function traceFleeExtended(w: T9aWorld, u: number, flight: number): void {
  say(w, `${w.plan.unitNames[u]}'s flee is extended ${w.res.toFixed(1)}" clear of ${flight === 1 ? 'units and ' : ''}Impassable terrain.`);
}

export function traceFleeOffTable(w: T9aWorld, u: number, why: string, roll: number): void {
  say(w, `${w.plan.unitNames[u]} ${why}: ${roll}" and off the table.`);
}

export function traceFlee(w: T9aWorld, u: number, why: string, roll: number): void {
  say(w, `${w.plan.unitNames[u]} ${why}: ${roll}".`);
}

export function traceFleesThrough(w: T9aWorld, u: number, f: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} flees through ${p.unitNames[f]}.`);
}

export function tracePanicPassed(w: T9aWorld, t: number): void {
  say(w, `${w.plan.unitNames[t]} passes a Panic test (${w.roll1} vs ${w.roll2}).`);
}

export function tracePanicFailed(w: T9aWorld, t: number): void {
  say(w, `${w.plan.unitNames[t]} fails a Panic test (${w.roll1} vs ${w.roll2}).`);
}

// ---- the Movement phase

export function traceRallies(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} rallies (${w.roll1} vs ${w.roll2}).`);
}

export function traceFailsToRally(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} fails to rally (${w.roll1} vs ${w.roll2}).`);
}

export function tracePivotsToFace(w: T9aWorld, u: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} pivots to face ${p.unitNames[t]}.`);
}

/**
 * The trace line of u's move of d inches (for the objective with `move: centre`), going round
 * piece `round` when it is not −1 (wayRound()).
 */
export function traceMove(w: T9aWorld, u: number, d: number, round: number): void {
  const p = w.plan;
  const how = `${p.unitNames[u]} ${w.marched[u] ? 'marches' : 'advances'} ${d.toFixed(1)}"`;
  const what = p.move[u] === MOVE_CENTRE ? ' for the objective' : '';
  if (round < 0) say(w, `${how}${what}.`);
  else say(w, `${how}${what}, going ${w.wayLeft ? 'left' : 'right'} round the ${p.terrainNames[round]}.`);
}

export function traceWheels(w: T9aWorld, u: number, cost: number): void {
  say(w, `${w.plan.unitNames[u]} wheels ${cost.toFixed(1)}".`);
}

export function traceSteamsInto(w: T9aWorld, u: number, roll: number, face: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} steams ${roll}" into the ${FACE_NAMES[face]} of ${p.unitNames[t]}.`, link(w, 'charge', u, t));
}

export function traceSteams(w: T9aWorld, u: number, roll: number): void {
  say(w, `${w.plan.unitNames[u]} steams ${w.res.toFixed(1)}" of its ${roll}".`);
}

export function traceDangerousNone(w: T9aWorld, u: number, rolled: number): void {
  say(w, `  ${w.plan.unitNames[u]}: ${rolled} models test Dangerous terrain, no wounds.`);
}

export function traceDangerousByFile(w: T9aWorld, u: number, rolled: number, wounds: number, lost: number): void {
  say(w, `  ${w.plan.unitNames[u]}: ${rolled} models test Dangerous terrain, ${count(wounds, 'wound')}: ${lost} HP lost.`);
}

export function traceDangerous(w: T9aWorld, u: number, wounds: number, lost: number): void {
  say(w, `  ${w.plan.unitNames[u]} takes ${count(wounds, 'Dangerous wound')}: ${lost} HP lost.`);
}

// ---- the Magic phase

export function traceFlux(w: T9aWorld, card: number, side: number): void {
  say(w, `Magic: Flux card ${card}, ${w.dice[side]} dice against ${w.dice[1 - side]}.`);
}

export function traceDiceSplit(w: T9aWorld, s: number): void {
  const p = w.plan;
  let shares = '';
  for (let a = 0; a < p.armies; a++) if (p.armySide[a] === s) shares += `${shares ? ', ' : ''}${p.armyLabels[a]} ${w.armyDice[a]}`;
  say(w, `Magic dice of ${p.sideIds[s]} split: ${shares}.`);
}

export function traceBindingScroll(w: T9aWorld, bearer: number, k: number): void {
  say(w, `${w.plan.unitNames[bearer]} reads the Binding Scroll: no ${w.plan.magic.spellNames[k]} this turn.`);
}

export function traceCastFails(w: T9aWorld, c: number, k: number, total: number, n: number, cv: number): void {
  say(w, `${w.plan.unitNames[c]} fails to cast ${w.plan.magic.spellNames[k]} (${total} on ${n} dice for ${cv}+).`);
}

export function traceDispel(w: T9aWorld, c: number, k: number, total: number, sum: number, use: number, dispelled: boolean): void {
  say(w, `${w.plan.unitNames[c]} casts ${w.plan.magic.spellNames[k]} (${total}); dispel ${sum} on ${use} dice: ${dispelled ? 'dispelled' : 'fails'}.`);
}

export function traceCast(w: T9aWorld, c: number, k: number, t: number, total: number, n: number): void {
  const p = w.plan;
  const m = p.magic;
  const on = w.areaCast
    ? `every friend within ${m.areaRange[k]}" of ${p.unitNames[c]}`
    : w.second >= 0 ? `${p.unitNames[t]} and ${p.unitNames[w.second]}` : p.unitNames[t];
  say(w, `${p.unitNames[c]} casts ${m.spellNames[k]} on ${on} (${total} on ${n} dice).`, w.areaCast ? undefined : link(w, 'spell', c, t));
}

export function traceMiscast(w: T9aWorld, c: number, hits: number, triple: number, lost: number): void {
  say(w, `Miscast! ${w.plan.unitNames[c]} takes ${count(hits, 'hit')} at AP ${triple}: ${lost} HP lost.`);
}

export function traceSpellLoss(w: T9aWorld, t: number, lost: number): void {
  say(w, `  ${w.plan.unitNames[t]} loses ${lost} HP.`);
}

export function traceSpellHits(w: T9aWorld, t: number, hits: number, lost: number): void {
  say(w, `  ${w.plan.unitNames[t]}: ${count(hits, 'hit')}, ${lost} HP lost.`);
}

export function traceSpellsEnd(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]}'s lasting spells end with it (R19).`);
}

export function traceMagicMove(w: T9aWorld, u: number): void {
  say(w, `  ${w.plan.unitNames[u]} moves ${w.res.toFixed(1)}".`);
}

export function traceHeal(w: T9aWorld, u: number, give: number): void {
  say(w, `  ${w.plan.unitNames[u]} regains ${give} HP.`);
}

// ---- the Shooting phase

export function traceBreath(w: T9aWorld, u: number, x: number, hits: number, lost: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} breathes on ${p.unitNames[x]}: ${count(hits, 'hit')}, ${lost} HP lost.`, link(w, 'shoot', u, x));
}

export function traceShooting(w: T9aWorld, u: number, x: number, dist: number, aim: number, covered: number, shooters: number, hits: number, lost: number): void {
  const p = w.plan;
  const aims = covered === 0 ? `${aim}+` : covered === shooters ? `${aim + 1}+` : `${aim}+, ${aim + 1}+ for ${covered} of ${shooters} in cover`;
  say(w, `${p.unitNames[u]} shoots ${p.unitNames[x]} at ${dist.toFixed(1)}" (${aims}): ${count(hits, 'hit')}, ${lost} HP lost.`, link(w, 'shoot', u, x));
}

// ---- the Melee phase

export function traceCombatRound(w: T9aWorld): void {
  say(w, `Combat round ${w.rounds}.`);
}

export function traceSwapPlaces(w: T9aWorld, r: number): void {
  say(w, `${w.plan.unitNames[r]} swaps places into contact.`);
}

export function traceAutomaticHits(w: T9aWorld, u: number, hits: number, o: number, wounds: number, hp: number): void {
  const p = w.plan;
  say(w, `  ${p.unitNames[u]}: ${count(hits, 'automatic hit')} on ${p.unitNames[o]}, ${count(wounds, 'wound')}, ${hp} HP.`, link(w, 'strike', u, o));
}

export function traceAttacks(w: T9aWorld, u: number, kind: number, attacks: number, need: number, hits: number, wounds: number, hp: number, target: number): void {
  const p = w.plan;
  const what = kind === K_SUPPORT ? 'supporting attack' : 'attack';
  say(w, `  ${p.unitNames[u]}: ${count(attacks, what)} (${need}+), ${count(hits, 'hit')}, ${count(wounds, 'wound')}, ${hp} HP on ${p.unitNames[target]}.`, link(w, 'strike', u, target));
}

export function traceSlain(w: T9aWorld, r: number): void {
  say(w, `${w.plan.unitNames[r]} is slain.`);
}

export function traceFightsOnAlone(w: T9aWorld, r: number): void {
  say(w, `${w.plan.unitNames[r]} fights on alone.`);
}

export function traceWipedOut(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} is wiped out.`);
}

export function traceCombatResult(w: T9aWorld, cr0: number, cr1: number): void {
  const p = w.plan;
  say(w, `Combat result ${p.sideIds[0]} ${cr0} – ${p.sideIds[1]} ${cr1}.`);
}

export function traceUnstable(w: T9aWorld, u: number, lost: number): void {
  say(w, `${w.plan.unitNames[u]} is unstable: ${lost} HP lost${w.models[u] <= 0 ? ', its rank and file gone' : ''}.`);
}

export function traceBreakTestHolds(w: T9aWorld, u: number, steadfast: boolean): void {
  say(w, `${w.plan.unitNames[u]} holds (${w.roll1} vs ${w.roll2}${steadfast ? ', Steadfast' : ''}).`);
}

export function traceSupernal(w: T9aWorld, u: number, lost: number): void {
  say(w, `${w.plan.unitNames[u]} fails (${w.roll1} vs ${w.roll2}) but is Supernal: ${lost} HP lost.`);
}

export function traceBreaks(w: T9aWorld, u: number, steadfast: boolean): void {
  say(w, `${w.plan.unitNames[u]} breaks (${w.roll1} vs ${w.roll2}${steadfast ? ', Steadfast' : ''}).`);
}

export function tracePursues(w: T9aWorld, o: number, roll: number): void {
  say(w, `${w.plan.unitNames[o]} pursues ${roll}".`);
}

export function traceCaught(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} is caught and destroyed.`);
}

export function traceOverruns(w: T9aWorld, u: number, roll: number): void {
  say(w, `${w.plan.unitNames[u]} overruns ${roll}".`);
}

export function tracePursuesInto(w: T9aWorld, o: number, face: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[o]} pursues into the ${FACE_NAMES[face]} of ${p.unitNames[t]}.`, link(w, 'charge', o, t));
}

export function traceDropsOut(w: T9aWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} cannot be nudged back into contact and drops out of the combat.`);
}

export function traceNudged(w: T9aWorld, u: number, moved: number): void {
  say(w, `${w.plan.unitNames[u]} is nudged ${moved.toFixed(1)}" back into contact.`);
}

export function tracePivotTest(w: T9aWorld, u: number, pass: boolean): void {
  say(w, `${w.plan.unitNames[u]} ${pass ? 'passes' : 'fails'} its Combat Pivot test (${w.roll1} vs ${w.roll2}).`);
}

export function traceCombatPivot(w: T9aWorld, u: number, face: number, before: number, after: number): void {
  const what = face === FRONT ? 'slides along its front' : `turns to face the enemy on its ${FACE_NAMES[face]}`;
  say(w, `${w.plan.unitNames[u]} makes a Combat Pivot: ${what} (${before} → ${after} models in contact).`);
}

// ---- the record

const MISSION_NAMES = ['', 'Occupation', 'Patrolling', 'Infiltration'];

export function traceResult(w: T9aWorld, missionWinner: number, outcome: number, decisive: boolean, played: number, vp0: number, vp1: number): void {
  const p = w.plan;
  if (p.mission > 0) {
    say(w, `${MISSION_NAMES[w.missionKind]}: ${missionWinner === 2 ? 'neither side completes it' : `${p.sideIds[missionWinner]} completes it`}.`);
  }
  const what = outcome === 2 ? 'draw' : `${p.sideIds[outcome]} wins${decisive ? (p.flags.game === 'basic' ? ' by a Massacre' : ' decisively') : ''}`;
  say(w, `Result after ${count(played, 'turn')}: ${what} (victory points ${vp0}-${vp1}).`);
}
