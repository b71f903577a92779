/**
 * The movement phase (rules/wfb3.md §2): routers flee again and their pursuers follow
 * (pursuit.ts), and friends they run through may panic; stupid units blunder about
 * (stupidity.ts), charges are declared and answered and the chargers move (charges.ts), the rest
 * advance (advance.ts); units unformed before this phase reform at its end (§2.5).
 */
import type { Rng } from '../../../core/rng.ts';
import { remainingMoves } from './advance.ts';
import { amokMoves } from './amok.ts';
import { declareCharges, moveChargers } from './charges.ts';
import { archerWedgesWheel, formBlocks, newPhase } from './manoeuvres.ts';
import { routersFlee } from './pursuit.ts';
import { routPanicked } from './rout.ts';
import { blunders } from './stupidity.ts';
import { traceReforms } from './trace.ts';
import type { Wfb3World } from './world.ts';
import { crewsLeaveHalted } from './chariots.ts';
import { unhitchWagons } from './wagons.ts';
import { charactersLeave } from './leaving.ts';
import { joinMoves } from './joining.ts';
import { mixedRanksMove } from './mixed-ranks.ts';
import { crewsDismount } from './crews-on-foot.ts';
import { flyersMove } from './aerial.ts';

export function movementPhase(w: Wfb3World, rng: Rng, side: number): void {
  newPhase(w, side);
  charactersLeave(w, rng, side);
  routPanicked(w, rng);
  unhitchWagons(w, side);
  if (w.plan.anyChariot === 1) crewsLeaveHalted(w, side);
  if (w.plan.anyDismount === 1) crewsDismount(w, side);
  routersFlee(w, rng, side);
  routPanicked(w, rng);
  blunders(w, rng, side);
  // Flyers take off before charges are declared, and fly (aerial.ts).
  flyersMove(w, rng, side);
  declareCharges(w, rng, side);
  routPanicked(w, rng);
  moveChargers(w, rng, side);
  amokMoves(w, rng, side);
  formBlocks(w, rng, side);
  if (w.plan.anyArcherWedge === 1) archerWedgesWheel(w, rng, side);
  if (w.plan.anyMixed === 1) mixedRanksMove(w, rng, side);
  joinMoves(w, side);
  remainingMoves(w, rng, side);
  reform(w, side);
}

/** `side`'s units unformed before this movement phase are formed again at its end (§2.5). */
function reform(w: Wfb3World, side: number): void {
  for (let u = 0; u < w.n; u++) {
    if (w.plan.side[u] !== side || w.unformed[u] === 0 || w.unformedAt[u] >= w.playerTurn) continue;
    w.unformed[u] = 0;
    if (w.tracer !== null) traceReforms(w, u);
  }
}
