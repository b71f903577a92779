/**
 * The Waaagh! spell (rules/wfb4.md §9.4; AM p.29, BM p.56, its name inferred there): cast by an
 * Orc or Goblin shaman, it works on everything within 36" of him, with no target. Each enemy
 * wizard in range able to use his cards (characters.ts canCast()) rolls a D6: over his magic
 * level, he is knocked flat — 1 wound, and no more spells this magic phase, though he may still
 * dispel. Every Orc and Goblin unit of the shaman's side in range, and every Orc and Goblin
 * character, adds +1 to its WS (at most 10; world.ts WS, champWS) and may re-take each Ld test
 * it fails, once (leadership.ts ldTestRoll()), until the next magic phase starts; then it ends,
 * and may be cast again in that phase (BM p.56). A unit is roused by one Waaagh! at a time.
 *
 * The policy casts it when an enemy wizard is in range, or a friendly Orc or Goblin unit in
 * range is fighting.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, JOINED, present } from '../../rank-and-file/unit-state.ts';
import { applyWounds, fallen } from './casualties.ts';
import { sappedWS } from './sapping.ts';
import { bodyOf, canCast } from './characters.ts';
import { within } from './nearest.ts';
import { traceKnockedFlat, traceWaaaghRoused } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** Whether unit (or character) u stands within spell s's range of the caster's body `from`. */
function inRange(w: Wfb4World, s: number, from: number, u: number): boolean {
  const b = bodyOf(w, u);
  return b === from || within(w, from, b, w.plan.magic.range[s]);
}

/**
 * What the Waaagh! of spell s is aimed at, −1 none (then it is not cast): the first enemy wizard
 * in range, or else the first Orc or Goblin unit of the caster's side in range that fights.
 */
export function waaaghTouches(w: Wfb4World, s: number): number {
  const p = w.plan;
  const m = p.magic;
  const from = bodyOf(w, m.caster[s]);
  const side = p.side[from];
  for (let k = m.wizardsFrom[1 - side]; k < m.wizardsFrom[2 - side]; k++) {
    const c = w.magic.order[k];
    if (canCast(w, c) && inRange(w, s, from, c)) return c;
  }
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    if (p.side[u] === side && m.greenskin[u] > 0 && w.status[u] === ENGAGED && inRange(w, s, from, u)) return u;
  }
  return -1;
}

/** The Waaagh! of spell s goes off about its caster's body `from`. */
export function waaaghSpell(w: Wfb4World, rng: Rng, s: number, from: number): void {
  const p = w.plan;
  const m = p.magic;
  const g = w.magic;
  const side = p.side[from];
  for (let k = m.wizardsFrom[1 - side]; k < m.wizardsFrom[2 - side]; k++) {
    const c = g.order[k];
    if (!canCast(w, c) || !inRange(w, s, from, c)) continue;
    const roll = rollD6(rng);
    const flat = roll > g.level[c];
    if (w.tracer !== null) traceKnockedFlat(w, s, c, roll, flat);
    if (!flat) continue;
    g.silentIn[c] = g.phase;
    applyWounds(w, c, 1);
    fallen(w, rng, c); // a character, or a unit of Daemons casting by its numbers
  }
  let roused = 0;
  for (let u = 0; u < w.n; u++) {
    const st = w.status[u];
    if (p.side[u] !== side || m.greenskin[u] === 0 || g.waaaghBy[u] >= 0) continue;
    if (st !== JOINED && (!present(w.status, u) || st === FLEEING)) continue;
    if (!inRange(w, s, from, u)) continue;
    g.waaaghBy[u] = s;
    w.WS[u] = sappedWS(w, u) < 10 ? sappedWS(w, u) + 1 : 10;
    w.champWS[u] = p.champWS[u] < 10 ? p.champWS[u] + 1 : 10;
    if (st !== JOINED) roused++;
  }
  if (w.tracer !== null) traceWaaaghRoused(w, s, roused);
}

/** The Waaagh! of spell s ends: its units fight and test as before. */
export function waaaghEnds(w: Wfb4World, s: number): void {
  const p = w.plan;
  const g = w.magic;
  for (let u = 0; u < w.n; u++) {
    if (g.waaaghBy[u] !== s) continue;
    g.waaaghBy[u] = -1;
    w.WS[u] = sappedWS(w, u);
    w.champWS[u] = p.champWS[u];
  }
}
