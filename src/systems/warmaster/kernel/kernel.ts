/**
 * Warmaster battle kernel: one whole battle per `run` — rules/warmaster.md §15 tier 1 with
 * several units a side: the Command phase (initiative, orders with every penalty, the
 * General's failure ending the phase, blunders), charges with shooting at chargers,
 * shooting with drive backs, confusion and rout, and combat rounds with supports, retreats,
 * pursuit, advances and fall backs, to withdrawal or the turn limit.
 *
 * The kernel is the battle's state (world.ts) with `run()`: back to the deployment, the first
 * turn, the turns (turn.ts), and the record (victory.ts). Each phase of the turn, and each
 * step of a phase, is a module of this folder named as the rule book names it; none of them
 * allocates after warm-up unless a tracer is attached (`warsim replay`).
 */
import { rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Kernel } from '../../system.ts';
import { reset } from './deployment.ts';
import { traceRollOff } from './trace.ts';
import { playerTurn } from './turn.ts';
import { record } from './victory.ts';
import { WarmasterWorld } from './world.ts';

export class WarmasterKernel extends WarmasterWorld implements Kernel {
  run(rng: Rng, out: Int32Array): void {
    const p = this.plan;
    reset(this);
    let first = p.firstSide;
    if (first < 0) {
      first = rollOff(rng, this.rolls);
      if (this.tracer !== null) traceRollOff(this, first);
    }
    let played = 0;
    for (let t = 1; t <= p.turns && !this.over; t++) {
      this.turn = t;
      played = t;
      playerTurn(this, rng, first);
      if (!this.over) playerTurn(this, rng, 1 - first);
    }
    record(this, out, played);
  }
}
