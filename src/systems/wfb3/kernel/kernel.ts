/**
 * WFB 3rd edition kernel: one whole battle per `run` (rules/wfb3.md) — the world (world.ts)
 * back to its deployment, the first turn rolled for or given, the player turns (turn.ts) until
 * the end, and the record. None of its phases allocates after warm-up.
 */
import { rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Kernel } from '../../system.ts';
import { reset } from './deployment.ts';
import { record } from './record.ts';
import { traceRollOff } from './trace.ts';
import { finished, playerTurn } from './turn.ts';
import { Wfb3World } from './world.ts';

export class Wfb3Kernel extends Wfb3World implements Kernel {
  run(rng: Rng, out: Int32Array): void {
    const p = this.plan;
    reset(this);
    let first = p.firstSide;
    if (first < 0) {
      first = rollOff(rng, this.rolls);
      if (this.tracer !== null) traceRollOff(this, first);
    }
    let turnsPlayed = 0;
    for (let t = 1; t <= p.turns; t++) {
      this.turn = t;
      turnsPlayed = t;
      playerTurn(this, rng, first);
      if (finished(this)) break;
      playerTurn(this, rng, 1 - first);
      if (finished(this)) break;
    }
    record(this, out, turnsPlayed);
  }
}
