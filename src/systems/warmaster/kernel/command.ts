/**
 * The Command phase (rules/warmaster.md §2.2–§2.4): start-of-phase effects, initiative, orders
 * from Heroes and Wizards first and the General last, every penalty, and character moves.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import {
  DENSE_KINDS, F_COMMAND_PENALTY, F_FLY, F_GUARDS, F_NO_DISTANCE_PENALTY, F_PEASANT, F_REPTILIAN, F_UNDEAD, GENERAL,
  IT_CROWN, IT_HELM, IT_ORB, M_STEAM_TANK, M_WAR_WAGON, ORDERS_CHARGE, ORDERS_HOLD, SPECIAL_BONE_GIANT, SPECIAL_GIANT,
} from '../plan.ts';
import { daemonicInstability, darkElfDoubleSix, guidanceOffered, loseGuidance } from './army-rules.ts';
import { blunder, blunderEnds } from './blunders.ts';
import { brigadeMove, endGroup, formGroup, regroup } from './brigades.ts';
import { moveCharacter } from './characters.ts';
import { homeBack } from './flyers.ts';
import { attachedAlive, onTable } from './footprint.ts';
import { charGapOf, gapOf } from './gaps.ts';
import { infiltrations } from './infiltration.ts';
import { initiative, initiativeTarget } from './initiative.ts';
import { declareHelm, useSceptre } from './items.ts';
import { checkMirages } from './mirage.ts';
import { canAct, chargeWithinNextMove, orderedMove, targetOf } from './movement.ts';
import { bellCommand } from './screaming-bell.ts';
import { MIRAGE } from './status.ts';
import { malfunction } from './steam-tank.ts';
import { unitOnKinds } from './terrain.ts';
import { traceOrb, traceOrder } from './trace.ts';
import { checkEnd } from './victory.ts';
import { wagonMobile, wantsLaager } from './war-wagon.ts';
import { goWild, stampedes } from './wild-moves.ts';
import type { WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ command phase (§2)

export function commandPhase(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.movedThisTurn[u] = 0;
    w.orderedBy[u] = -1;
    w.ordersTaken[u] = 0;
    w.chargeReady[u] = 0;
    w.shotHits[u] = 0;
    w.infiltratedBy[u] = -1;
  }
  daemonicInstability(w, rng, side);
  if (checkEnd(w)) return;
  stampedes(w, rng, side);
  if (checkEnd(w)) return;
  // Initiative (§2.7): before any order; Undead and confused units never use it.
  if (p.initiativeAtStart) {
    for (let u = 0; u < w.n; u++) w.initiativeDue[u] = p.side[u] === side && initiativeTarget(w, u) >= 0 ? 1 : 0;
  }
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !onTable(w, u)) continue;
    if (p.initiativeAtStart && !w.initiativeDue[u]) continue;
    initiative(w, rng, u);
    if (w.over) return;
  }
  homeBack(w, rng, side);
  declareHelm(w, side);
  // Orders (§2.3).
  for (let c = 0; c < w.nc; c++) {
    w.cGiven[c] = 0;
    w.cMixup[c] = 0;
    w.cStopped[c] = 0;
  }
  w.guidanceLost[side] = 0;
  w.blunderEnded = false;
  let ended = w.hasInfiltrators && infiltrations(w, rng, side);
  if (w.over) return;
  for (let i = 0; i < w.nc && !ended; i++) {
    const c = w.cOrder[i];
    if (p.cSide[c] !== side || !w.cAlive[c] || w.cStopped[c]) continue;
    if (w.cCommandNow[c] <= 0) continue; // the Slann gives no orders (§11.8)
    ended = (giveOrders(w, rng, c) && p.cKind[c] === GENERAL) || w.blunderEnded;
    if (w.over) return;
  }
  // Characters move at the end of the phase (§3.5).
  for (let c = 0; c < w.nc; c++) {
    if (p.cSide[c] !== side || !w.cAlive[c] || w.cJoin[c] >= 0) continue;
    moveCharacter(w, c);
  }
  checkMirages(w);
  // Confused units of the active side recover (§6.2); stampedes cease likewise (§11.14).
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side) continue;
    w.confused[u] = 0;
    w.stampede[u] = 0;
  }
}

/**
 * Orders of character c (§2.3, §2.4): each unit or brigade in range, nearest first, until he
 * fails. Returns true when he failed an order.
 */
export function giveOrders(w: WarmasterWorld, rng: Rng, c: number): boolean {
  const p = w.plan;
  for (;;) {
    // The unit still waiting for this character's orders with the lowest priority, nearest first.
    let u = -1;
    let best = Infinity;
    for (let candidate = 0; candidate < w.n; candidate++) {
      if (p.side[candidate] !== p.cSide[c] || !canAct(w, candidate) || w.orderedBy[candidate] >= 0) continue;
      if (w.hasInfiltrators && w.infiltratedBy[candidate] >= 0 && w.infiltratedBy[candidate] !== c) continue; // §11.7
      // A War Wagon on hold orders is still ordered to form laager (§11.10).
      if (p.orders[candidate] === ORDERS_HOLD && !(w.hasWagon && wantsLaager(w, candidate))) continue;
      charGapOf(w, c, candidate);
      const d = w.gv;
      if (d > p.cRange[c] + EPS) continue;
      if ((p.flags[candidate] & (F_REPTILIAN | F_FLY)) !== 0 && d > 20 + EPS) continue; // §11.8, §3.4
      if (!wantsToMove(w, candidate)) continue;
      // By the priority tactic, then the nearest.
      const key = p.priority[candidate] * 10000 + d;
      if (key < best) {
        best = key;
        u = candidate;
      }
    }
    if (u < 0) return false;
    formGroup(w, u, c);
    for (let i = 0; i < w.grpAllN; i++) w.orderedBy[w.grpAll[i]] = c;
    if (w.grpN === 0) continue; // Spawn alone cannot be ordered (§11.3)
    // Repeat orders while it has not charged and another move can still bring a charge.
    for (;;) {
      const result = orderTest(w, rng, c);
      if (result === 0) {
        endGroup(w);
        return true;
      }
      if (result === 2) {
        endGroup(w);
        blunderEnds(w); // the character stops (§2.5)
        return true;
      }
      if (w.over) return false;
      if (!w.movedNow || !regroup(w, c)) break;
      let again = false;
      let most = 0;
      for (let i = 0; i < w.grpN; i++) {
        const member = w.grp[i];
        if (w.ordersTaken[member] > most) most = w.ordersTaken[member];
        if (chargeWithinNextMove(w, member)) again = true;
      }
      if (!again || most >= p.maxOrders[w.grp[0]]) break;
    }
    endGroup(w);
  }
}

/**
 * Whether the unit's tactics give it a move to make this turn. A War Wagon (§11.10): an order
 * to form laager when its tactic wants one now; none without its team, nor in laager under
 * `wagon: laager` (it holds it); else moves by its orders, never charging.
 */
export function wantsToMove(w: WarmasterWorld, u: number): boolean {
  const p = w.plan;
  if (p.machine[u] === M_WAR_WAGON) {
    if (wantsLaager(w, u)) return true;
    if (!wagonMobile(w, u) || (w.laager[u] === 1 && p.wagonLaager[u] === 1)) return false;
    const t = targetOf(w, u);
    if (t < 0) return false;
    gapOf(w, u, t);
    return w.gv > 1 + EPS;
  }
  const v = targetOf(w, u);
  if (v < 0) return false;
  gapOf(w, u, v);
  return w.gv > 1 + EPS || w.plan.orders[u] === ORDERS_CHARGE;
}

/**
 * The order penalty for character c ordering the group (§2.4): the most distant unit, each
 * kind of penalty once, the casualties of the unit that lost most stands.
 */
export function penalty(w: WarmasterWorld, c: number): number {
  const p = w.plan;
  let far = 0;
  let repeats = 0;
  let near = 0;
  let lost = 0;
  let fixed = 0;
  let blunders = 0;
  let peasantsOnly = 1;
  let dense = 0;
  let boneGiant = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    const fl = p.flags[u];
    // The Tomb King ordering a Bone Giant, or a brigade with one: −1; a Liche Priest gives no penalty (§2.4, §11.2).
    if (p.cTombKing[c] && p.special[u] === SPECIAL_BONE_GIANT) boneGiant = 1;
    // A stand even partly in dense terrain: −1 once for the group; not Lizardmen (§2.4).
    // An infiltration order ignores it (§11.7).
    if (dense === 0 && w.nPieces > 0 && !p.noDensePenalty[u] && !w.infiltrating && unitOnKinds(w, u, DENSE_KINDS, w.terrainBit)) dense = 1;
    charGapOf(w, c, u);
    // Camel Riders ignore the distance when ordered alone (§2.4).
    if (w.gv > far && !((fl & F_NO_DISTANCE_PENALTY) !== 0 && w.grpN === 1)) far = w.gv;
    if (w.ordersTaken[u] > repeats) repeats = w.ordersTaken[u];
    if (near === 0 && (fl & F_UNDEAD) === 0) {
      for (let v = 0; v < w.n; v++) {
        // An enemy's illusion counts as an enemy unit (§8.2 Mirage).
        if (p.side[v] === p.side[u] || (!onTable(w, v) && w.status[v] !== MIRAGE)) continue;
        gapOf(w, u, v);
        if (w.gv <= 20 + EPS) {
          near = 1;
          break;
        }
      }
    }
    // An attached stand's loss costs no Command penalty (§11.1, §11.8).
    const standsLost = p.fullStands[u] - w.left[u] - (p.attached[u] === 1 && !attachedAlive(w, u) ? 1 : 0);
    if (standsLost > lost) lost = standsLost;
    if ((fl & F_COMMAND_PENALTY) !== 0) fixed = 1;
    if ((fl & F_PEASANT) === 0) peasantsOnly = 0;
    if (w.blunderPenalty[u] > blunders) blunders = w.blunderPenalty[u];
  }
  let pen = repeats + near + lost + fixed + blunders + peasantsOnly + dense + boneGiant + spellPenalty(w);
  if (far > 20 + EPS) pen += p.commandFull20 ? Math.floor(far / 20 + EPS) : Math.ceil(far / 20 - EPS) - 1;
  return pen;
}

/**
 * Spell penalties on orders to the group (§2.4): −1 for a unit within the radius of an enemy
 * caster's Anger of the Gods / Sand Storm, −1 for Eerie Mist on it; each once.
 */
export function spellPenalty(w: WarmasterWorld): number {
  const p = w.plan;
  let anger = 0;
  let mist = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (w.mistUntil[u] >= w.playerTurnNo) mist = 1;
    for (let c = 0; c < w.nc && anger === 0; c++) {
      if (w.angerUntil[c] < w.playerTurnNo || p.cSide[c] === p.side[u] || !w.cAlive[c]) continue;
      charGapOf(w, c, u);
      if (w.gv <= 30 + EPS) anger = 1;
    }
  }
  return anger + mist;
}

/** One order test; 1 = received and moved, 0 = failed, 2 = blundered. */
export function orderTest(w: WarmasterWorld, rng: Rng, c: number): number {
  const p = w.plan;
  const u = w.grp[0];
  // The Screaming Bell's toll changes the Command value itself (§11.7).
  const command = w.hasBell ? w.cCommandNow[c] + bellCommand(w, c) : w.cCommandNow[c];
  let need = command - penalty(w, c);
  // Araby Guards: the General's first order each turn to a Guards unit (not a brigade) needs 10,
  // no penalties (§2.4): the unit's first order, whatever he ordered before.
  if (p.cKind[c] === GENERAL && w.ordersTaken[u] === 0 && w.grpN === 1 && (p.flags[u] & F_GUARDS) !== 0) need = 10;
  // Helm of Dominion: +1 Command (10 at most) in the turn it is used (§9).
  if (p.cItem[c] === IT_HELM && (p.cSide[c] === 0 ? w.helmTurn0 : w.helmTurn1) === w.playerTurnNo) {
    need = (command < 10 ? command + 1 : 10) - (command - need);
  }
  // Crown of Command: the General's first order of a turn on 10, no penalties, until it fails (§9).
  const crown = p.cItem[c] === IT_CROWN && !w.cItemUsed[c] && w.cGiven[c] === 0;
  if (crown) need = 10;
  // Divine Guidance (§11.8): −1 on the dice, and a double 6 merely fails; after a guided
  // failure, +1 on the first order roll of each character who had not ordered yet.
  const guided = guidanceOffered(w, c);
  const mixup = w.cMixup[c] === 1 && w.cGiven[c] === 0 ? 1 : 0;
  const roll = roll2D6(rng);
  const score = roll - (guided ? 1 : 0) + mixup;
  if (crown && roll > 10) w.cItemUsed[c] = 1;
  for (let i = 0; i < w.grpN; i++) w.ordersTaken[w.grp[i]]++;
  w.cGiven[c]++;
  if (w.tracer !== null) traceOrder(w, u, guided, score, mixup, c, roll, need);
  // With flag sceptreOnMalfunction the Sceptre of Sovereignty turns it into a pass instead (§13 A12).
  const sceptreTank = roll === 12 && p.machine[u] === M_STEAM_TANK && p.sceptreMalfunction && useSceptre(w, c);
  if (roll === 12 && p.machine[u] === M_STEAM_TANK && !sceptreTank) {
    malfunction(w, rng, u);
    return p.cKind[c] === GENERAL ? 0 : 2;
  }
  let passed = score <= need || sceptreTank;
  // Giants ignore blunders: any failed order makes them go wild instead (§11.4, §2.5).
  const giants = p.special[u] === SPECIAL_GIANT;
  const blunders = roll === 12 && p.cKind[c] !== GENERAL && !guided && !giants && !sceptreTank;
  // Sceptre of Sovereignty: the General's item turns one blunder into a pass (§9, §13 A12).
  if (blunders && useSceptre(w, c)) passed = true;
  else {
    if (roll === 12 && p.cDarkElf[c]) darkElfDoubleSix(w, c);
    if (blunders) {
      // An infiltrating unit is not on the table: its blunder only fails the order.
      if (p.blunderTable && (p.darkElfBlunder || !p.cDarkElf[c]) && !w.infiltrating) blunder(w, rng);
      return 2;
    }
  }
  if (!passed && guided) loseGuidance(w, c);
  // Orb of Majesty: once, a failed General's order again at Command 8, normal penalties (§9).
  if (!passed && p.cKind[c] === GENERAL && p.cItem[c] === IT_ORB && !w.cItemUsed[c]) {
    w.cItemUsed[c] = 1;
    const again = roll2D6(rng);
    passed = again <= 8 - (penalty(w, c) - 1);
    if (w.tracer !== null) traceOrb(w, c, again);
  }
  if (!passed) {
    if (giants) goWild(w, rng);
    return 0;
  }
  if (w.infiltrating) return 1; // the order puts the unit on the table (§11.7)
  w.movedNow = false;
  if (w.grpN === 1) orderedMove(w, rng, u);
  else brigadeMove(w, rng, false);
  return 1;
}
