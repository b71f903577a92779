/**
 * The trace of a battle (`warsim replay`): one sentence per event, written here so the phase
 * modules carry no string building. Each function is called only when a tracer is attached
 * (`if (w.tracer !== null) traceX(w, ...)`); normal runs never reach this file.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { count } from '../../../core/words.ts';
import { MAX_STANDS, WAGON_SLOT } from '../plan.ts';
import { gapOf } from './gaps.ts';
import { orderNeedWhy, orderPenaltyParts } from './order-account.ts';
import { GONE, ROUTED } from './status.ts';
import type { TraceLink } from '../../system.ts';
import { ADVANCE, PURSUIT, type WarmasterWorld } from './world.ts';

/** The trace's names of the four facings (DIR_X, DIR_Y in footprint.ts). */
export const FACING_NAMES = ['north', 'east', 'south', 'west'];
/** What the trace calls a piece of each terrain kind (plan.ts T_*), for a move round it. */
export const PIECE_WORDS = ['wood', 'dense ground', 'hill', 'steep hill', 'river', 'marsh', 'impassable ground', 'obstacle', 'bridge', 'road', 'terrain', 'wood'];

export function say(w: WarmasterWorld, text: string, link?: TraceLink): void {
  w.tracer!.line(text, link);
}

/** The replay map's link from unit u to unit v (system.ts TraceLink). */
function link(w: WarmasterWorld, kind: TraceLink['kind'], u: number, v: number): TraceLink {
  return { kind, from: w.plan.unitIds[u], to: w.plan.unitIds[v] };
}

/** The replay map's link from character c — drawn as the unit he is with, else on his own — to unit v. */
export function linkFrom(w: WarmasterWorld, kind: TraceLink['kind'], c: number, v: number): TraceLink {
  const p = w.plan;
  return { kind, from: w.cJoin[c] >= 0 ? p.unitIds[w.cJoin[c]] : p.charIds[c], to: p.unitIds[v] };
}

// ---------------------------------------------------------------- kernel.ts

export function traceRollOff(w: WarmasterWorld, first: number): void {
  const p = w.plan;
  say(w, `Roll-off ${w.rolls[0]}-${w.rolls[1]}: ${p.sideIds[first]} takes the first turn.`);
}

// ---------------------------------------------------------------- way-round.ts

export function traceGoesRound(w: WarmasterWorld, u: number, wall: number, moved: number, legs: number, v: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} moves round the ${PIECE_WORDS[p.terrainKind[wall]]} it may not enter: ${moved.toFixed(1)} cm in ${legs} leg${legs === 1 ? '' : 's'} towards ${p.unitNames[v]}.`);
}

// ---------------------------------------------------------------- casualties.ts

export function traceWagonStandLost(w: WarmasterWorld, v: number, pick: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[v]} loses its ${pick === v * MAX_STANDS + WAGON_SLOT ? 'wagon' : 'team'}.`);
}

export function traceCharacterSlain(w: WarmasterWorld, c: number, v: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} is slain with ${p.unitNames[v]}.`);
}

export function traceUnitLost(w: WarmasterWorld, v: number, how: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[v]} is ${how === ROUTED ? 'routed' : how === GONE ? 'gone from the table' : 'destroyed'}.`);
}

export function traceBadlyHurt(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} is badly hurt.`);
}

// ---------------------------------------------------------------- confusion.ts

export function traceWillStampede(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} will stampede.`);
}

// ---------------------------------------------------------------- leaving-the-table.ts

export function traceLeavesTable(w: WarmasterWorld, u: number, again: boolean, r: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} ${again ? 'tries to return' : 'leaves the table'}: ${r}.`);
}

// ---------------------------------------------------------------- making-way.ts

export function traceMakesWay(w: WarmasterWorld, x: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[x]} ${w.wayAside[x] ? 'moves aside' : 'makes way'} for ${p.unitNames[w.wayFor[x]]}.`);
}

// ---------------------------------------------------------------- drive-backs.ts

export function traceLaagerNotDrivenBack(w: WarmasterWorld, v: number, six: boolean): void {
  const p = w.plan;
  say(w, `${p.unitNames[v]} is not driven back from its laager${six ? ', but is confused' : ''}.`);
}

export function traceNotDrivenBack(w: WarmasterWorld, v: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[v]} is not driven back.`);
}

export function traceRouts(w: WarmasterWorld, v: number, total: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[v]} is driven back ${total} cm: more than its move, it routs.`);
}

export function traceDrivenBack(w: WarmasterWorld, v: number, go: number, total: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[v]} is driven back ${go.toFixed(1)} of ${total} cm${w.confused[v] ? ' and is confused' : ''}.`);
}

// ---------------------------------------------------------------- items.ts

export function traceSceptre(w: WarmasterWorld): void {
  say(w, `The Sceptre of Sovereignty turns the blunder into a pass.`);
}

// ---------------------------------------------------------------- steam-tank.ts

export function traceMalfunction(w: WarmasterWorld, u: number, r: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} malfunctions: ${r}.`);
}

export function traceBrokenDown(w: WarmasterWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} has broken down and cannot move: it is destroyed.`);
}

export function traceTankIntoTerrain(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} is driven into terrain it cannot cross.`);
}

// ---------------------------------------------------------------- war-wagon.ts

export function traceFormsLaager(w: WarmasterWorld, u: number, g: number, f: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} forms laager${g !== f ? `, facing ${FACING_NAMES[g]}` : ''}.`);
}

export function traceNoRoomForLaager(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} has no room to form laager.`);
}

export function traceFormsColumn(w: WarmasterWorld, u: number): void {
  say(w, `${w.plan.unitNames[u]} forms column.`);
}

export function traceInitiativeLaager(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `(${p.unitNames[u]} formed laager on its own initiative.)`);
}

// ---------------------------------------------------------------- characters.ts

export function traceMountJoins(w: WarmasterWorld, c: number, j: number, best: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} cannot follow ${p.unitNames[j]} into that ground and joins ${p.unitNames[best]}.`);
}

export function traceMountSlain(w: WarmasterWorld, c: number, j: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} cannot follow ${p.unitNames[j]} into that ground, and no unit is within 30 cm: he is slain.`);
}

export function traceMountStaysBehind(w: WarmasterWorld, c: number, j: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} cannot follow ${p.unitNames[j]} into that ground and stays behind alone.`);
}

// ---------------------------------------------------------------- movement.ts

export function traceTurns(w: WarmasterWorld, u: number, f: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} turns to face ${FACING_NAMES[f]}.`);
}

export function traceApproach(w: WarmasterWorld, u: number, go: number, v: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} ${p.rule.fly[u] === 1 ? 'flies' : 'moves'} ${go.toFixed(1)} cm towards ${p.unitNames[v]}.`);
}

/** Why a unit ordered to charge did not (traceNoCharge()): a spell forbids it, it cannot see its target, no place to charge is within its pace. */
export const NO_CHARGE_SPELL = 0;
export const NO_CHARGE_SIGHT = 1;
export const NO_CHARGE_REACH = 2;

/**
 * A unit ordered to charge v that cannot (§3.3), before it moves towards v instead: why, and
 * for a charge out of reach how far v is against its pace (`pace`, paceOf()).
 */
export function traceNoCharge(w: WarmasterWorld, u: number, v: number, pace: number, why: number): void {
  const p = w.plan;
  const who = `${p.unitNames[u]} cannot charge ${p.unitNames[v]}`;
  if (why === NO_CHARGE_SPELL) say(w, `${who}: a spell forbids it this turn.`);
  else if (why === NO_CHARGE_SIGHT) say(w, `${who}: out of sight.`);
  else {
    gapOf(w, u, v);
    const gap = w.gv;
    say(w, gap > pace + EPS
      ? `${who}: it is ${gap.toFixed(1)} cm away, beyond its ${pace} cm pace.`
      : `${who}: ${gap.toFixed(1)} cm away, but no place in contact is open within its ${pace} cm pace.`);
  }
}

// ---------------------------------------------------------------- flyers.ts

export function traceHomesBack(w: WarmasterWorld, u: number, roll: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} homes back ${w.travel.toFixed(1)} cm (rolled ${roll}).`);
}

// ---------------------------------------------------------------- evade.ts

export function traceBurstsThrough(w: WarmasterWorld, u: number, blocker: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} bursts through ${p.unitNames[blocker]}, who are confused.`);
}

export function traceEvades(w: WarmasterWorld, u: number, v: number, want: number, left: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} evades ${p.unitNames[v]}: ${(want - left).toFixed(1)} cm.`);
}

// ---------------------------------------------------------------- charges.ts

export function traceCharge(w: WarmasterWorld, u: number, mode: number, v: number, bestCost: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} ${mode === ADVANCE ? 'advances into' : mode === PURSUIT ? 'pursues into' : 'charges'} ${p.unitNames[v]} (${bestCost.toFixed(1)} cm).`, link(w, 'charge', u, v));
}

// ---------------------------------------------------------------- shooting.ts

export function traceShootsMirage(w: WarmasterWorld, u: number, v: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} shoots at ${p.unitNames[v]}: it cannot be harmed.`, link(w, 'shoot', u, v));
}

export function traceShootsBlind(w: WarmasterWorld, u: number, v: number, d: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} shoots blind at ${p.unitNames[v]}: ${d}${d === 6 ? ', on target' : ', lost'}.`, link(w, 'shoot', u, v));
}

export function traceShootsAgain(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} shoots again (Heaven's Fire).`);
}

export function traceBreath(w: WarmasterWorld, c: number, v: number, taken: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]}'s mount breathes on ${p.unitNames[v]}: ${count(taken, 'hit')}.`, linkFrom(w, 'shoot', c, v));
}

export function traceVolley(w: WarmasterWorld, u: number, v: number, shots: number, hits: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} shoots ${p.unitNames[v]}: ${count(shots, 'shot')}, ${count(hits, 'hit')}.`, link(w, 'shoot', u, v));
}

export function traceShootsAtCharger(w: WarmasterWorld, shooter: number, u: number, hits: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[shooter]} shoots at the charging ${p.unitNames[u]}: ${count(hits, 'hit')}.`, link(w, 'shoot', shooter, u));
}

// ---------------------------------------------------------------- artillery.ts

export function traceBlastsItself(w: WarmasterWorld, u: number, own: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} blasts itself: ${count(own, 'hit')}.`);
}

export function traceArtilleryHits(w: WarmasterWorld, u: number, v: number, hits: number, charger: boolean): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} hits ${p.unitNames[v]} ${hits === 1 ? 'once' : `${hits} times`}${charger ? ' as it charges' : ''}.`, link(w, 'shoot', u, v));
}

export function traceInPath(w: WarmasterWorld, other: number, u: number, hits: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[other]} is in the path of ${p.unitNames[u]}'s shot: ${count(hits, 'hit')}.`, link(w, 'shoot', u, other));
}

export function traceExplodes(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} explodes!`);
}

export function traceMisfire(w: WarmasterWorld, u: number, a: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} misfires: double ${a}.`);
}

// ---------------------------------------------------------------- army-rules.ts

export function traceDaemonicInstability(w: WarmasterWorld, u: number, r: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} Daemonic Instability: ${r}.`);
}

export function traceRegainsStand(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} regains a stand.`);
}

export function traceCommandLevelLost(w: WarmasterWorld, g: number): void {
  const p = w.plan;
  say(w, `${p.charNames[g]} loses a Command level (now ${w.cCommandNow[g]}).`);
}

export function traceExecuted(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} is executed for his failure.`);
}

export function traceGuidanceFails(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  say(w, `The Slann's guidance fails ${p.charNames[c]}: no more guidance this turn.`);
}

export function traceTombKingBlesses(w: WarmasterWorld, c: number, u: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} blesses ${p.unitNames[u]}.`);
}

export function traceAnvil(w: WarmasterWorld, c: number, d: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} strikes the Anvil: ${d}${d >= 4 ? ', the Dwarfs within 20 cm ignore terror' : ''}.`);
}

// ---------------------------------------------------------------- wild-moves.ts

export function traceGoesWild(w: WarmasterWorld, u: number, r: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} goes wild: ${r}.`);
}

export function traceThrowShort(w: WarmasterWorld, u: number, v: number, flight: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} throws at ${p.unitNames[v]}: ${flight} cm, short.`, link(w, 'shoot', u, v));
}

export function traceThrow(w: WarmasterWorld, u: number, v: number, flight: number, hits: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} throws at ${p.unitNames[v]}: ${flight} cm, ${count(hits, 'hit')}.`, link(w, 'shoot', u, v));
}

export function traceStampede(w: WarmasterWorld, u: number, r: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} stampede: ${r}.`);
}

export function traceRunsInto(w: WarmasterWorld, u: number, met: number, t: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} runs into ${p.unitNames[met]} (${t.toFixed(1)} cm).`);
}

export function traceWalksThrough(w: WarmasterWorld, u: number, met: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} walks through ${p.unitNames[met]}, who are confused.`);
}

export function traceWildMove(w: WarmasterWorld, u: number, t: number, met: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} moves ${t.toFixed(1)} cm${met >= 0 ? ` and halts against ${p.unitNames[met]}` : ''}.`);
}

export function traceTurnsOnFriend(w: WarmasterWorld, u: number, v: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} attacks ${p.unitNames[v]}, of its own side.`, link(w, 'strike', u, v));
}

// ---------------------------------------------------------------- infiltration.ts

export function traceInfiltrationPlaceTaken(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} cannot infiltrate: the place is taken.`);
}

export function traceInfiltrationHopeless(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} cannot infiltrate: no roll would pass.`);
}

export function traceInfiltrationOrder(w: WarmasterWorld, c: number, u: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} gives ${p.unitNames[u]} an infiltration order.`);
}

export function traceInfiltrates(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} infiltrate.`);
}

// ---------------------------------------------------------------- blunders.ts

export function traceBlunderEndsPhase(w: WarmasterWorld): void {
  say(w, 'The blunder ends the Command phase.');
}

export function traceBlunder(w: WarmasterWorld, r: number): void {
  const p = w.plan;
  say(w, `Blunder! ${p.unitNames[w.grp[0]]} rolls ${r}.`);
}

// ---------------------------------------------------------------- brigades.ts

export function traceBrigadeMoves(w: WarmasterWorld, go: number, leadTarget: number): void {
  const p = w.plan;
  say(w, `The brigade moves ${go.toFixed(1)} cm towards ${p.unitNames[leadTarget]}.`);
}

// ---------------------------------------------------------------- initiative.ts

export function traceInitiativeCharge(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `(${p.unitNames[u]} charged on its own initiative.)`);
}

// ---------------------------------------------------------------- attacks.ts

export function traceAttacks(w: WarmasterWorld, u: number, dice: number, v: number, need: number, hits: number, taken: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]}: ${count(dice, 'attack')} on ${p.unitNames[v]} need ${need}+: ${count(hits, 'hit')}, ${taken} after armour.`, link(w, 'strike', u, v));
}

// ---------------------------------------------------------------- retreat.ts

export function traceHoldsInLaager(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} holds its ground in laager.`);
}

export function traceRetreatDestroys(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} must retreat and is destroyed.`);
}

export function traceStandCutOff(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `A stand of ${p.unitNames[u]} is cut off in the retreat.`);
}

export function traceRetreats(w: WarmasterWorld, u: number, dist: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} retreats ${dist} cm.`);
}

// ---------------------------------------------------------------- fall-back.ts

export function traceFallsBack(w: WarmasterWorld, u: number, go: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} falls back ${go.toFixed(1)} cm.`);
}

// ---------------------------------------------------------------- pursuit.ts

export function tracePressesOn(w: WarmasterWorld, u: number, laagerHeld: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} presses on against ${p.unitNames[laagerHeld]} (no pursuit bonus).`);
}

export function tracePursues(w: WarmasterWorld, u: number, best: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} pursues ${p.unitNames[best]} (+${count(w.pursuitBonus[u], 'attack')}).`);
}

// ---------------------------------------------------------------- combat.ts

/** For the trace: the side, or the wild units fighting on camp k against their own side. */
function campName(w: WarmasterWorld, k: number): string {
  const p = w.plan;
  let wild = '';
  let own = false;
  for (let u = 0; u < w.n; u++) {
    if (!w.inFight[u] || w.camp[u] !== k) continue;
    if (p.side[u] === k) own = true;
    else wild += `${wild === '' ? '' : ' and '}${p.unitNames[u]}`;
  }
  if (wild === '') return p.sideIds[k];
  return own ? `${p.sideIds[k]} with the wild ${wild}` : `the wild ${wild}`;
}

export function traceStrikeAgain(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} strike again.`);
}

export function traceCombatResult(w: WarmasterWorld, score0: number, score1: number): void {
  say(w, `Combat result: ${campName(w, 0)} ${score0}, ${campName(w, 1)} ${score1}.`);
}

// ---------------------------------------------------------------- command.ts

/**
 * The order test (§2.3): the roll (and the score after Divine Guidance or the mix-up after it)
 * against the need, why it is that, and whether it passes. Said before the order counts as
 * given, so the penalties read as the test reckoned them.
 */
export function traceOrder(
  w: WarmasterWorld, c: number, roll: number, score: number, need: number, command: number, guided: boolean, mixup: number, guards: boolean, helm: boolean, crown: boolean,
): void {
  const p = w.plan;
  let who = p.unitNames[w.grp[0]];
  for (let i = 1; i < w.grpN; i++) who += ` + ${p.unitNames[w.grp[i]]}`;
  const how = guided ? ` (Divine Guidance: ${score})` : mixup ? ` (+1 after the failed guidance: ${score})` : '';
  const why = orderNeedWhy(w, c, command, guards, helm, crown, 0);
  say(w, `${p.charNames[c]} orders ${who}: ${roll}${how} vs ${need} or less (${why}): ${score <= need ? 'passes' : 'fails'}.`);
}

/** The Orb of Majesty's second test (§9): Command 8, the normal penalties (the failed order already counted). */
export function traceOrb(w: WarmasterWorld, c: number, again: number, need: number): void {
  const p = w.plan;
  const penalties = orderPenaltyParts(w, c, 1).map((part) => `, −${part.amount} ${part.why}`).join('');
  say(w, `${p.charNames[c]} uses the Orb of Majesty: ${again} vs ${need} or less (Command 8${penalties}): ${again <= need ? 'passes' : 'fails'}.`);
}

// ---------------------------------------------------------------- victory.ts

export function traceWithdraws(w: WarmasterWorld, s: number, generalDead: boolean): void {
  const p = w.plan;
  say(w, `${p.sideIds[s]} withdraws${generalDead ? ': its General is slain' : ''}.`);
}

// ---------------------------------------------------------------- turn.ts

export function traceTurn(w: WarmasterWorld, side: number): void {
  say(w, `— Turn ${w.turn}, ${w.plan.sideIds[side]} —`);
}
