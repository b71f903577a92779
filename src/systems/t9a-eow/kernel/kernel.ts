/**
 * The 9th Age: Essence of War engagement kernel: one whole engagement per `run`, tier 1 of
 * rules/t9a_eow.md §13 with the multi-unit combats of tier 2 — Charge, Movement, Shooting
 * and Melee phases in both Player Turns; Discipline, Panic, flee, rally; Agility steps,
 * combat result, Steadfast, break tests, pursuit and overrun; nudging, dropping out and
 * Combat Pivots (§6.8); the set-up rules Ambush and Vanguard (§7.1) and the army rules Orders
 * and Orisons (§7.2). A side may be a Coalition of several armies (§8.5 Multi-games): the
 * kernel plays it as one side, and brethren() tells the friends that share Generals, Panic and
 * army rules (one faction) from Allies; magic dice are split per army (splitDice()).
 *
 * Geometry: units are rectangles on the table that face any direction; a move turns first to
 * face where it goes — a Pivot about the centre for an Advance, a single model or Light Troops,
 * wheels about a front corner for a March or a failed charge (§3.3) — then goes straight; a
 * charger lines up centre to centre on the face of the target whose arc (§1.3, 135° lines)
 * holds its front centre.
 * Terrain pieces (§1.4, ../terrain.ts) are axis-aligned boxes: moves keep their spacing from
 * Impassable ones, sight lines and cover are traced against them, and the path a move swept
 * is searched for the Dangerous tests.
 *
 * The kernel is the engagement's state (world.ts) with `run()`: back to the deployment, the
 * Flux decks and the Mission, the first turn and the Vanguard moves, the turns (turn.ts), and
 * the record. It also hands the casualties the Panic a unit destroyed sets off (onDestroyed,
 * world.ts), the one call up the kernel's modules. Each phase of the turn is a module of this folder named as the rule book names
 * it; none of them allocates after warm-up.
 */
import { rollD6, rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Kernel } from '../../system.ts';
import type { T9aPlan } from '../plan.ts';
import { shuffleDecks } from './magic-casting.ts';
import { vanguardPhase } from './movement.ts';
import { panicNear } from './panic-and-flee.ts';
import { record } from './record.ts';
import { reset } from './set-up.ts';
import { traceRollOff } from './trace.ts';
import { finished, playerTurn } from './turn.ts';
import { T9aWorld } from './world.ts';

export class T9aKernel extends T9aWorld implements Kernel {
  constructor(plan: T9aPlan) {
    super(plan);
    this.onDestroyed = panicNear;
  }

  run(rng: Rng, out: Int32Array): void {
    const p = this.plan;
    reset(this);
    if (p.magic.slots > 0) shuffleDecks(this, rng);
    // §8.3: the mission is rolled after the map (1–2 Occupation, 3–4 Patrolling, 5–6 Infiltration).
    this.missionKind = p.mission === 4 ? ((rollD6(rng) + 1) >> 1) : p.mission;
    let first = p.firstSide;
    if (first < 0) {
      first = rollOff(rng, this.rolls);
      if (this.tracer !== null) traceRollOff(this, first);
    }
    this.firstSide = first;
    if (p.vanguardMoves) vanguardPhase(this, rng, first);
    let played = 0;
    for (let t = 1; t <= p.turns; t++) {
      this.turn = t;
      played = t;
      playerTurn(this, rng, first);
      if (finished(this)) break;
      playerTurn(this, rng, 1 - first);
      if (finished(this)) break;
    }
    record(this, out, played);
  }
}
