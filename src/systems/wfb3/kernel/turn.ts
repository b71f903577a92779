/**
 * The sequence of play (rules/wfb3.md §1.3): in each player turn, the turn-start panic and
 * stupidity tests and shieldwalls, then Movement, Shooting (with its rout tests), Combat, Reserves, Magic (with its rout
 * tests) and Rally, the crews of chariots and war beasts lost in a phase forming up on foot as it
 * ends. Both sides fight in every combat phase. The only module that knows every phase.
 */
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { stillIn } from './record.ts';
import { flyersReturn } from './aerial.ts';
import { reservesPhase } from './advance.ts';
import { combatPhase } from './combat.ts';
import { crewsForm, crewsRemount } from './crews-on-foot.ts';
import { formShieldwalls } from './manoeuvres.ts';
import { movementPhase } from './movement.ts';
import { panicAtStartOfTurn } from './panic.ts';
import { rallyPhase } from './rally.ts';
import { routTestsAfterMagic, routTestsAfterShooting, shootingPhase } from './shooting.ts';
import { routPanicked } from './rout.ts';
import { chariotGround, damageRolls, hedgeRolls } from './chariots.ts';
import { regainControl, throesAtTurnEnd } from './beasts.ts';
import { magicPhase, regainMagicPoints, wizardsBusy } from './magic.ts';
import { charactersCalm } from './own-reactions.ts';
import { stupidityEnds, stupidityTests } from './stupidity.ts';
import { tracePlayerTurn } from './trace.ts';
import type { Wfb3World } from './world.ts';
import { newMoment } from './squadrons.ts';

export function playerTurn(w: Wfb3World, rng: Rng, side: number): void {
  w.playerTurn++;
  w.phasing = side;
  regainMagicPoints(w, side);
  if (w.tracer !== null) tracePlayerTurn(w, side);
  // Flyers away collecting missiles may come back as the turn begins (§2.7).
  flyersReturn(w, rng, side);
  // Each unit's strength as the turn starts: a quarter of it lost to missiles in the turn is a rout test (§3.5).
  for (let u = 0; u < w.n; u++) {
    w.turnStart[u] = w.models[u];
    w.shotLost[u] = 0;
    w.beastTurn[u] = 0;
    if (w.plan.side[u] === side) w.moved[u] = 0;
  }
  // Each phase is a moment of its own: a unit of several vehicles tests once in it (squadrons.ts).
  newMoment(w);
  panicAtStartOfTurn(w, rng, side);
  routPanicked(w, rng);
  stupidityTests(w, rng, side);
  formShieldwalls(w, side);
  newMoment(w);
  movementPhase(w, rng, side);
  chariotGround(w);
  crewsForm(w, rng);
  newMoment(w);
  shootingPhase(w, rng, side);
  // Chariots hit by missiles roll on the damage chart as the phase ends (§6.1).
  if (w.plan.anyChariot === 1) damageRolls(w, rng, 1);
  crewsForm(w, rng);
  routTestsAfterShooting(w, rng);
  routPanicked(w, rng);
  newMoment(w);
  combatPhase(w, rng);
  chariotGround(w);
  hedgeRolls(w, rng);
  crewsForm(w, rng);
  calm(w);
  newMoment(w);
  // Crewmen who got off their chariots get back aboard as the reserves phase begins (crews-on-foot.ts).
  if (w.plan.anyDismount === 1) crewsRemount(w, side);
  reservesPhase(w, rng, side);
  chariotGround(w);
  crewsForm(w, rng);
  newMoment(w);
  magicPhase(w, rng, side);
  crewsForm(w, rng);
  if (w.plan.anyWizard === 1) {
    routTestsAfterMagic(w, rng);
    routPanicked(w, rng);
  }
  newMoment(w);
  rallyPhase(w, rng, side);
  stupidityEnds(w, side);
  // War beasts running amok may be mastered; the carcasses rolling about roll again (§6.2).
  regainControl(w, rng, side);
  throesAtTurnEnd(w, rng);
  wizardsBusy(w);
  // What lasts a turn ends with it: a failed fear test's halt, a run away's ban on charging.
  for (let u = 0; u < w.n; u++) {
    // A unit that stood and shot but was not reached has its shields back.
    if (w.status[u] !== ENGAGED) w.stoodAndShot[u] = 0;
    // Charged while divided by an obstacle: that was the first round's (§2.4).
    w.divided[u] = 0;
    if (w.plan.side[u] !== side) continue;
    w.held[u] = 0;
    w.ranAway[u] = 0;
    w.noReserve[u] = 0;
  }
}

/** Frenzy lasts while in base contact (§5): a frenzied unit neither fighting nor pursuing in contact calms, and a character frenzied on his own with it. */
function calm(w: Wfb3World): void {
  for (let u = 0; u < w.n; u++) {
    if (w.frenzied[u] === 1 && w.status[u] !== ENGAGED && w.pursuing[u] < 0) w.frenzied[u] = 0;
  }
  charactersCalm(w);
}

/** The battle is over when a side has no unit standing, or at the first unit broken if the scenario says so. */
export function finished(w: Wfb3World): boolean {
  if (w.plan.stopAtFirstBreak && w.anyBroken === 1) return true;
  return !stillIn(w, 0) || !stillIn(w, 1);
}
