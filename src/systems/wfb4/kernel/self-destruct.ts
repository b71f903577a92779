/**
 * The rune of self-destruction on a Dwarf war machine (AM p.38; data/engineering-runes.ts): the
 * player may blow the machine up at any time, so that it does not fall to the enemy. warsim's
 * policy (tactic `selfDestruct: when-engaged`, the default with the rune): as a combat phase
 * starts with an enemy in base contact with the machine's unit, before any blow. The machine is
 * destroyed, and every model within 3" of it — its own crew among them, friend or foe — takes a
 * S6 hit, each wound D3 wounds, saved as against S6 (machine-damage.ts, w.exploding). It is no
 * shot: no panic test follows; a unit left with no model is removed. The crew who live fight on
 * as troops on foot, as after any machine is destroyed.
 */
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { SELF_DESTRUCT } from '../data/engineering-runes.ts';
import { RUNE_SELF_DESTRUCT } from '../plan.ts';
import { templateHits } from './machine-damage.ts';
import { traceSelfDestructs } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** As the combat phase starts: every whole machine bearing the rune with an enemy upon it explodes. */
export function selfDestructs(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if ((p.machineRunes[u] & RUNE_SELF_DESTRUCT) === 0 || w.machineW[u] === 0 || w.status[u] !== ENGAGED) continue;
    explode(w, rng, u);
  }
}

/** Machine u explodes: destroyed, and every model within 3" of it hit (AM p.38). */
function explode(w: Wfb4World, rng: Rng, u: number): void {
  w.machineW[u] = 0;
  if (w.tracer !== null) traceSelfDestructs(w, u);
  const b = w.blast;
  b.x = w.fp.cx[u];
  b.y = w.fp.cy[u];
  b.r = SELF_DESTRUCT.radius;
  w.exploding = u;
  templateHits(w, rng, u, 1);
  w.exploding = -1;
}
