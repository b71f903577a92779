/**
 * WFB 4th edition engagement kernel: one whole engagement per `run`, tier 1 of
 * rules/wfb4.md §13 — approach and march, charges and reactions, shooting, close combat in
 * every player turn, combat result, break tests, panic, flight, pursuit and rally.
 *
 * The kernel is the engagement's state (world.ts) with `run()`: back to the deployment, the
 * first turn, the turns (turn.ts), and the record. Each phase of the turn is a module of this
 * folder named as the rule book names it; none of them allocates after warm-up.
 */
import { rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Kernel } from '../../system.ts';
import { isContactDuel, runDuel } from './contact-duel.ts';
import { reset } from './deployment.ts';
import { record } from './record.ts';
import { releaseAll } from './spells.ts';
import { traceRollOff } from './trace.ts';
import { finished, playerTurn } from './turn.ts';
import { Wfb4World } from './world.ts';

export class Wfb4Kernel extends Wfb4World implements Kernel {
  run(rng: Rng, out: Int32Array): void {
    const p = this.plan;
    reset(this);
    let first = p.firstSide;
    if (first < 0) {
      first = rollOff(rng, this.rolls); // §2.1
      if (this.tracer !== null) traceRollOff(this, first);
    }
    if (this.duel < 0) this.duel = isContactDuel(this) ? 1 : 0;
    if (this.duel === 1 && this.duelPath && this.tracer === null) {
      record(this, out, runDuel(this, rng));
      return;
    }
    let turnsPlayed = 0;
    this.opening = 1;
    for (let t = 1; t <= p.turns; t++) {
      this.turn = t;
      turnsPlayed = t;
      playerTurn(this, rng, first);
      if (finished(this)) break;
      playerTurn(this, rng, 1 - first);
      if (finished(this)) break;
    }
    if (this.anyMagic) releaseAll(this);
    record(this, out, turnsPlayed);
  }

}
