/**
 * A wizard's item that casts one of his spells at no cost (AM p.17: the wielder may cast one of
 * his Dark Magic or Necromantic spells in the magic phase at no cost; a D6 rolled each time it is
 * used, at or under the power the spell needs, exhausts it for the battle; effect `freeSpell`).
 * Once a magic phase, the first spell of those decks he casts — warsim's policy — costs him no
 * power card; the enemy may still stop it as any spell (magic.ts castFree()). Then the D6.
 *
 * Hot code: integers in and out.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { traceFreeSpent } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** Whether spell s is cast at no cost now: a card his item casts so, the item not spent, and not used this phase. */
export function freeNow(w: Wfb4World, s: number): boolean {
  const c = w.plan.magic.caster[s];
  return w.plan.magic.freeCast[s] === 1 && w.magic.freeOn[c] === 1 && w.magic.freeIn[c] !== w.magic.phase;
}

/** Wizard c's item cast a spell of power `need` at no cost: used for this phase, and spent for the battle on a D6 at or under `need`. */
export function freeUsed(w: Wfb4World, rng: Rng, c: number, need: number): void {
  w.magic.freeIn[c] = w.magic.phase;
  const roll = rollD6(rng);
  if (roll <= need) w.magic.freeOn[c] = 0;
  if (w.tracer !== null) traceFreeSpent(w, c, roll, need);
}
