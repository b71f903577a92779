/**
 * A warpfire thrower allocated to a unit of Skaven (RB p.80; compile-part-of.ts): part of the
 * unit, it is governed by the unit's psychology and break tests, stands within 6" of it without
 * forming up with it, and always stands and shoots at enemies who charge it, even if the rest of
 * the unit flees. warsim's reading where the seed is brief:
 *
 * - it takes no panic, fear or terror test of its own (frenzy.ts takesPanicTests(), fear.ts);
 * - when its unit flees — broken, panicked, terrified, running from a charge — it flees with it,
 *   the same distance the same way, unless it is fighting, or is charged itself in that phase
 *   (then it stands and shoots, and stays); fleeing, its crew abandon it, as any crew does
 *   (flight.ts throwerFlees(), throwersFollow());
 * - it moves only to keep up: in its side's movement phase, when more than 6" from its unit, it
 *   makes for the unit as a unit advances (advance.ts), and then does not fire that turn;
 * - charged and fighting on its own, its crew fight as a unit and test to break on their own Ld.
 *
 * Hot code: integers in, nothing allocated.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { READY, standing } from '../../rank-and-file/unit-state.ts';
import { PART_OF_REACH } from '../plan.ts';
import { advance } from './advance.ts';
import type { Wfb4World } from './world.ts';

/** Whether unit u is a thrower part of a unit: its unit's tests govern it, and it takes none of its own. */
export function partOfUnit(w: Wfb4World, u: number): boolean {
  return w.anyPartOf && w.plan.partOf[u] >= 0;
}

/** `side`'s throwers more than 6" from their units make for them (RB p.80), as a unit advances. */
export function keepUp(w: Wfb4World, side: number): void {
  const p = w.plan;
  for (let t = w.sideFrom[side], stop = w.sideTo[side]; t < stop; t++) {
    const h = p.partOf[t];
    if (h < 0 || p.side[t] !== side || w.status[t] !== READY || w.moved[t] === 1 || w.rallied[t] === 1 || !standing(w.status, h)) continue;
    if (w.gaps.gap[pairOf(w.gaps, t, h)] <= PART_OF_REACH + EPS) continue;
    advance(w, t, h, false, false);
  }
}
