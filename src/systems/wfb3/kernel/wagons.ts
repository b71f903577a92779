/**
 * Wagons (rules/wfb3.md §6.1): a wagon is a chariot on four wheels (chariots.ts plays the rest) —
 * 2" slower, turning on twice its move, eight aboard. Its crew fight from it as from cover and a
 * defended obstacle: enemies strike it at −1 (blows.ts) and shoot at it at −1, soft cover
 * (shooting.ts). A hitched team bolts on a D6 of 4+ at the end of each round the wagon fights,
 * and it runs amok as a chariot does; unhitching it takes a turn standing still (the tactic
 * `unhitch`, in the side's first movement phase), and from then on the team neither fights nor
 * bolts, and the wagon moves no more. A wagon whose last draught animal falls stands likewise
 * where it is, unwrecked.
 *
 * Hot code: integers in and out.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { alive, ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import { traceTeamBolts, traceUnhitched } from './trace.ts';
import { UNHITCHED, type Wfb3World } from './world.ts';

/** As `side`'s movement phase begins, its wagons told to unhitch their teams do so, standing still this turn. */
export function unhitchWagons(w: Wfb3World, side: number): void {
  const p = w.plan;
  if (p.anyWagon === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.unhitch[u] === 0 || p.side[u] !== side || (w.chariot[u] & UNHITCHED) !== 0 || w.amok[u] === 1) continue;
    const s = w.status[u];
    if (s !== READY && s !== ENGAGED) continue;
    w.held[u] = 1;
    standsFast(w, u);
    if (w.tracer !== null) traceUnhitched(w, u);
  }
}

/** Wagon u's team is gone — unhitched, or its last animal slain: it stands where it is from now on. */
export function standsFast(w: Wfb3World, u: number): void {
  w.chariot[u] |= UNHITCHED;
  w.animalsLeft[u] = 0;
  w.amok[u] = 0;
}

/** At the end of a round, each hitched wagon of the combat whose team is not running already bolts on a D6 of 4+: it runs amok. */
export function teamsBolt(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (p.wagon[u] === 0 || (w.chariot[u] & UNHITCHED) !== 0 || w.amok[u] === 1 || !alive(w.status, u)) continue;
    const d = rollD6(rng);
    if (d >= 4) w.amok[u] = 1;
    if (w.tracer !== null) traceTeamBolts(w, u, d);
  }
}
