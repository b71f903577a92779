/** The sequence of play (rules/warmaster.md §2.1): a player turn's Command, Shooting and Combat phases. */
import type { Rng } from '../../../core/rng.ts';
import { mountsLeaveTerrain } from './characters.ts';
import { combatPhase } from './combat.ts';
import { commandPhase } from './command.ts';
import { returnFromOffTable } from './leaving-the-table.ts';
import { shootingPhase } from './shooting.ts';
import { traceTurn } from './trace.ts';
import { checkEnd } from './victory.ts';
import type { WarmasterWorld } from './world.ts';

// ------------------------------------------------------------------ turn sequence

export function playerTurn(w: WarmasterWorld, rng: Rng, side: number): void {
  w.active = side;
  w.playerTurnNo++;
  if (w.tracer !== null) traceTurn(w, side);
  returnFromOffTable(w, rng, side);
  commandPhase(w, rng, side);
  // Mounted characters whose units went into woods and the like leave them (§3.5, §7).
  mountsLeaveTerrain(w, 0);
  if (checkEnd(w)) return;
  shootingPhase(w, rng, side);
  mountsLeaveTerrain(w, 1);
  if (checkEnd(w)) return;
  combatPhase(w, rng);
  mountsLeaveTerrain(w, 1);
  checkEnd(w);
}
