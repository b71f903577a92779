/**
 * The order test (rules/warmaster.md §2.3, §2.4): 2D6 against the character's Command less
 * every penalty — distance, repeated orders, enemies near, dense terrain, stands lost, spells —
 * with the items and army rules that change it, and what its result sets off: the ordered move,
 * a failure, a blunder, a Giant going wild, a Steam Tank's malfunction. The Command phase
 * (command.ts) and the Gutter Runners' infiltration (infiltration.ts) both order through it.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import {
  DENSE_KINDS, GENERAL, IT_CROWN, IT_HELM, IT_ORB, M_STEAM_TANK, SPECIAL_BONE_GIANT, SPECIAL_GIANT,
} from '../plan.ts';
import { darkElfDoubleSix, guidanceOffered, loseGuidance } from './army-rules.ts';
import { blunder } from './blunders.ts';
import { brigadeMove } from './brigades.ts';
import { attachedAlive, onTable } from './footprint.ts';
import { charGapOf, gapOf } from './gaps.ts';
import { useSceptre } from './items.ts';
import { orderedMove } from './movement.ts';
import { bellCommand } from './screaming-bell.ts';
import { MIRAGE } from './status.ts';
import { malfunction } from './steam-tank.ts';
import { unitOnKinds } from './terrain.ts';
import { traceOrb, traceOrder } from './trace.ts';
import { goWild } from './wild-moves.ts';
import type { WarmasterWorld } from './world.ts';

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
    // The Tomb King ordering a Bone Giant, or a brigade with one: −1; a Liche Priest gives no penalty (§2.4, §11.2).
    if (p.cTombKing[c] && p.special[u] === SPECIAL_BONE_GIANT) boneGiant = 1;
    // A stand even partly in dense terrain: −1 once for the group; not Lizardmen (§2.4).
    // An infiltration order ignores it (§11.7).
    if (dense === 0 && w.nPieces > 0 && !p.noDensePenalty[u] && !w.infiltrating && unitOnKinds(w, u, DENSE_KINDS, w.terrainBit)) dense = 1;
    charGapOf(w, c, u);
    // Camel Riders ignore the distance when ordered alone (§2.4).
    if (w.gv > far && !(p.rule.noDistancePenalty[u] === 1 && w.grpN === 1)) far = w.gv;
    if (w.ordersTaken[u] > repeats) repeats = w.ordersTaken[u];
    if (near === 0 && p.rule.undead[u] === 0) {
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
    if (p.rule.commandPenalty[u] === 1) fixed = 1;
    if (p.rule.peasant[u] === 0) peasantsOnly = 0;
    if (w.blunderPenalty[u] > blunders) blunders = w.blunderPenalty[u];
  }
  let pen = repeats + near + lost + fixed + blunders + peasantsOnly + dense + boneGiant + spellPenalty(w);
  if (far > 20 + EPS) pen += p.flags.commandDistance === 'full-20' ? Math.floor(far / 20 + EPS) : Math.ceil(far / 20 - EPS) - 1;
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
  if (p.cKind[c] === GENERAL && w.ordersTaken[u] === 0 && w.grpN === 1 && p.rule.guards[u] === 1) need = 10;
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
  const sceptreTank = roll === 12 && p.machine[u] === M_STEAM_TANK && p.flags.sceptreOnMalfunction && useSceptre(w, c);
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
      if (p.flags.blunders === 'table' && (p.flags.darkElfBlunder || !p.cDarkElf[c]) && !w.infiltrating) blunder(w, rng);
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
