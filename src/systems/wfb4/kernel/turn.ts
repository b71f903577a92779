/** The sequence of play (rules/wfb4.md §2.1): a player turn's phases, and when the engagement ends. */
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, READY, bothSidesOnTable } from '../../rank-and-file/unit-state.ts';
import { animosityAtStartOfTurn } from './animosity.ts';
import { combatPhase } from './combat.ts';
import { daemonAnimosityAtStartOfTurn } from './daemon-animosity.ts';
import { terrorAtStartOfTurn } from './fear.ts';
import { flyersReturn } from './flyers.ts';
import { frenzyAtStartOfTurn } from './frenzy.ts';
import { movementPhase } from './movement.ts';
import { openingMoves } from './opening.ts';
import { panicAtStartOfTurn } from './panic.ts';
import { shootingPhase } from './shooting.ts';
import { machinesFire } from './war-machines.ts';
import { throwAtFoes } from './throwing.ts';
import { paralysisTests } from './paralysis.ts';
import { magicPhase, spellsHold } from './magic.ts';
import { lingeringWounds, selfWounds } from './lingering.ts';
import { baneWounds } from './undead-bane.ts';
import { wizardsOverloaded } from './magical-overload.ts';
import { buildingsBurn } from './buildings.ts';
import { stupidityAtStartOfTurn } from './stupidity.ts';
import { traceTurn } from './trace.ts';
import { healAfterCombat, healAfterShooting, healAtTurnStart } from './healing.ts';
import { surgesAtTurnStart } from './surges.ts';
import { undeadArmyCrumbles } from './undead.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- player turn (§2.1)

export function playerTurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  w.playerTurnNo++;
  w.phasing = side;
  if (w.tracer !== null) traceTurn(w, side);
  // Flyers that have missed a complete turn come back (§8.3); burning buildings burn (§8.9).
  if (w.anyFlying) flyersReturn(w, side);
  if (w.anyBuilding) buildingsBurn(w, rng);
  // With every unit on the table locked in combat, movement and shooting can do nothing.
  let free = false;
  // Rally and compulsory flight concern only units of this side fleeing as the turn starts
  // (one that flees later in the turn has its flee roll and is left alone by both).
  let fleeing = false;
  const status = w.status;
  const moved = w.moved;
  const marched = w.marched;
  const noShoot = w.noShoot;
  const rallied = w.rallied;
  const declared = w.declared;
  const reacted = w.reacted;
  const fleeRoll = w.flight.roll;
  for (let u = 0, n = w.n; u < n; u++) {
    moved[u] = 0;
    marched[u] = 0;
    noShoot[u] = 0;
    rallied[u] = 0;
    declared[u] = -1;
    reacted[u] = 0;
    fleeRoll[u] = 0;
    w.fearedCharger[u] = -1;
    w.held[u] = 0;
    w.bounded[u] = 0;
    const st = status[u];
    if (st === READY || st === FLEEING) {
      free = true;
      if (st === FLEEING && p.side[u] === side) fleeing = true;
    }
  }
  // A unit held whole by a Manacle or the Crimson Bands may not move, nor shoot under the Bands (§9.4).
  if (w.anyMagic) spellsHold(w);
  // Enemy characters near a character whose item paralyses test, or do nothing this turn (paralysis.ts).
  if (w.anyParalysis) paralysisTests(w, rng);
  // Items that heal their bearers as his turn starts (healing.ts).
  if (w.anyHeal) healAtTurnStart(w, side);
  // Items that raise their bearers' Strength for a turn (surges.ts).
  if (w.anySurge) surgesAtTurnStart(w, side);
  // Start of the turn (§2.1): stupidity, frenzy, terror within 8", panic at fleeing friends
  // within 4", animosity, Daemon animosity (§7).
  if (w.anyStupid) stupidityAtStartOfTurn(w, rng, side);
  frenzyAtStartOfTurn(w, rng, side);
  if (w.anyTerror) terrorAtStartOfTurn(w, rng, side);
  if (fleeing) panicAtStartOfTurn(w, rng, side);
  if (w.anyAnimosity) animosityAtStartOfTurn(w, rng, side);
  if (w.anyDaemonAnimosity) daemonAnimosityAtStartOfTurn(w, rng, side);
  // An Undead army whose leader is lost crumbles at the end of that phase (§7).
  if (w.anyUndead) undeadArmyCrumbles(w, rng);
  if (free) {
    if (w.opening === 1 && w.openingPath && w.tracer === null) openingMoves(w, rng, side, fleeing);
    else movementPhase(w, rng, side, fleeing);
    if (w.anyUndead) undeadArmyCrumbles(w, rng);
    shootingPhase(w, rng, side);
    if (w.anyMachine) machinesFire(w, rng, side);
    // Characters who did not shoot throw their globes and weapons (throwing.ts).
    if (w.anyGlobe || w.plan.items.anyThrown === 1) throwAtFoes(w, rng, side);
    if (w.anyUndead) undeadArmyCrumbles(w, rng);
    if (w.anyHeal) healAfterShooting(w);
  }
  w.opening = 0;
  combatPhase(w, rng);
  if (w.anyUndead) undeadArmyCrumbles(w, rng);
  if (w.anyHeal) healAfterCombat(w);
  // Wounds that linger, as the magic phase starts (AM p.13, lingering.ts).
  if (w.anyLingering) lingeringWounds(w, rng);
  // A banner that burns the Undead and Daemons touching it, as the magic phase starts (AM p.19, undead-bane.ts).
  if (w.anyBane) baneWounds(w, rng);
  // A banner that slays the enemy wizards touching it, before any spell (AM p.19, magical-overload.ts).
  if (w.anyOverload) wizardsOverloaded(w, rng);
  // The magic phase, in every player turn after combat (§9.2).
  if (w.anyMagic) magicPhase(w, rng, side);
  // A weapon that turns on its bearer, as his side's turn ends (AM p.13, lingering.ts).
  if (w.anySelfWound) selfWounds(w, rng, side);
  if ((w.anyMagic || w.anyLingering || w.anyBane || w.anyOverload || w.anySelfWound) && w.anyUndead) undeadArmyCrumbles(w, rng);
}

/** The engagement is over when a side has nothing left that can fight, or at the first break. */
export function finished(w: Wfb4World): boolean {
  if (w.plan.firstBreak && w.routed) return true;
  return !bothSidesOnTable(w.status, w.plan.side);
}
