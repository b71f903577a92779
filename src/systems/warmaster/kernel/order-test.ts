/**
 * The order test (rules/warmaster.md §2.3, §2.4): 2D6 against the character's Command less
 * every penalty — distance, repeated orders, enemies near, dense terrain, stands lost, spells —
 * with the items and army rules that change it, and what its result sets off: the ordered move,
 * a failure, a blunder, a Giant going wild, a Steam Tank's malfunction. The Command phase
 * (command.ts) and the Gutter Runners' infiltration (infiltration.ts) both order through it.
 */
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { GENERAL, IT_CROWN, IT_HELM, IT_ORB, M_STEAM_TANK, SPECIAL_GIANT } from '../plan.ts';
import { darkElfDoubleSix, guidanceOffered, loseGuidance } from './army-rules.ts';
import { blunder } from './blunders.ts';
import { brigadeMove } from './brigades.ts';
import { useSceptre } from './items.ts';
import { orderedMove } from './movement.ts';
import { penalty } from './order-penalty.ts';
import { bellCommand } from './screaming-bell.ts';
import { malfunction } from './steam-tank.ts';
import { traceOrb, traceOrder } from './trace.ts';
import { goWild } from './wild-moves.ts';
import type { WarmasterWorld } from './world.ts';

/** One order test; 1 = received and moved, 0 = failed, 2 = blundered. */
export function orderTest(w: WarmasterWorld, rng: Rng, c: number): number {
  const p = w.plan;
  const u = w.grp[0];
  // The Screaming Bell's toll changes the Command value itself (§11.7).
  const command = w.hasBell ? w.cCommandNow[c] + bellCommand(w, c) : w.cCommandNow[c];
  let need = command - penalty(w, c);
  // Araby Guards: the General's first order each turn to a Guards unit (not a brigade) needs 10,
  // no penalties (§2.4): the unit's first order, whatever he ordered before.
  const guards = p.cKind[c] === GENERAL && w.ordersTaken[u] === 0 && w.grpN === 1 && p.rule.guards[u] === 1;
  if (guards) need = 10;
  // Helm of Dominion: +1 Command (10 at most) in the turn it is used (§9).
  const helm = p.cItem[c] === IT_HELM && (p.cSide[c] === 0 ? w.helmTurn0 : w.helmTurn1) === w.playerTurnNo;
  if (helm) need = (command < 10 ? command + 1 : 10) - (command - need);
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
  // Said before this order counts as given: the trace reckons the penalties as the test did.
  if (w.tracer !== null) traceOrder(w, c, roll, score, need, command, guided, mixup, guards, helm, crown);
  for (let i = 0; i < w.grpN; i++) w.ordersTaken[w.grp[i]]++;
  w.cGiven[c]++;
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
    // The order just failed already counts as given: its repeat penalty is taken off again.
    const orbNeed = 8 - (penalty(w, c) - 1);
    passed = again <= orbNeed;
    if (w.tracer !== null) traceOrb(w, c, again, orbNeed);
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
