/**
 * Single characters joining units (rules/wfb3.md §6.4). A single character told to join a
 * friendly unit (his `character.join`) makes for it in each of his movement phases while it
 * stands — ready or fighting, and fleeing too if he is told to (`joinFleeing`) — charging no one: he turns towards it and moves
 * his move, or as far as it, halting 1" from enemies (but those of a fight he joins). A character touching a friendly unit is
 * associated with it: within 0.5" of it at the end of his move, he takes his place in its ranks
 * (the compiled character row plan.joinAs, waiting until now), with his wounds, and is one of
 * its characters from then on — joining a unit that fights, he fights with it from its next
 * round, in its front rank if his `rank` says so; joining a unit that flees, he is bound by its
 * flight and flees with it. The unit chooses its leader again — its rally tests are taken on his
 * Ld if he leads it — and the general's bonus, if he is the general, reaches from it.
 *
 * Hot code: integers in and out; the geometry goes through the world's registers.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { ENGAGED, FLEEING, OFF_TABLE, READY } from '../../rank-and-file/unit-state.ts';
import { approachAim } from './advance.ts';
import { takesPlace } from './characters.ts';
import { carryArmyStandard } from './standards.ts';
import { waitOffTable } from './deployment.ts';
import { traceJoins, traceMakesFor, traceTakesArmyStandard } from './trace.ts';
import { aloft, CLEAR, type Wfb3World } from './world.ts';

/** Within this of a friendly unit, a single character is touching it (§6.4). */
const TOUCHING = 0.5;

/** Whether single character u is on his way to join a unit this turn: his row in it waiting, the unit standing — ready, or fighting — or fleeing, if he is told to make for it then too; a unit of flyers on the ground. */
export function joining(w: Wfb3World, u: number): boolean {
  const p = w.plan;
  const c = p.joinAs[u];
  if (c < 0 || w.status[c] !== OFF_TABLE) return false;
  const v = p.host[c];
  // A unit of flyers in the air he cannot reach: he waits until it lands (aerial.ts).
  if (p.anyFlyer === 1 && aloft(w, v)) return false;
  const s = w.status[v];
  return s === READY || s === ENGAGED || (s === FLEEING && p.joinFleeing[u] === 1);
}

/** `side`'s single characters on their way to join units move towards them, and join those they reach. */
export function joinMoves(w: Wfb3World, side: number): void {
  const p = w.plan;
  if (p.anyJoining === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !joining(w, u)) continue;
    if (w.status[u] !== READY || w.unformed[u] === 1 || w.held[u] === 1 || w.pursuing[u] >= 0 || w.stupid[u] !== CLEAR) continue;
    const c = p.joinAs[u];
    const v = p.host[c];
    const gap = w.gaps.gap[pairOf(w.gaps, u, v)];
    if (gap > TOUCHING) {
      w.dist = w.M[u] < gap ? w.M[u] : gap;
      // To its centre, halting 1" from enemies; to the middle of its rear when it fights, entering
      // its fight as a charger does, within 1" of its enemies.
      const fp = w.fp;
      const fighting = w.status[v] === ENGAGED;
      const back = fighting ? fp.d[v] : fp.d[v] * 0.5;
      w.aimX = fp.x[v] - fp.sin[v] * back;
      w.aimY = fp.y[v] - fp.cos[v] * back;
      approachAim(w, u, fighting ? 0 : 1, 1);
      if (w.dist > 0) w.moved[u] = 1;
      if (w.tracer !== null) traceMakesFor(w, u, v);
    }
    // He moves no more this turn.
    w.held[u] = 1;
    if (w.gaps.gap[pairOf(w.gaps, u, v)] > TOUCHING) continue;
    join(w, u, c, v);
  }
}

/** Single character u takes his place as character row c of unit v, with his wounds, state and magic points. */
function join(w: Wfb3World, u: number, c: number, v: number): void {
  takesPlace(w, u, c, v);
  // A general with his army standard brings it into the unit, carrying it himself (§6.6).
  const brought = carryArmyStandard(w, u, v, c);
  waitOffTable(w, u);
  if (w.tracer !== null) traceJoins(w, u, v);
  if (brought && w.tracer !== null) traceTakesArmyStandard(w, v, u);
}
