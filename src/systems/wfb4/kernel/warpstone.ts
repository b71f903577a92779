/**
 * Skaven warpstone (rules/wfb4.md §9.2 "Race subsystems"; BM p.31-32). Before the battle each
 * Skaven sorcerer adds his warpstone to his side's hoard, by his level — a Warlock Engineer (1)
 * D3 − 2, a Warlock Champion (2) D3 − 1, a Warlock Master (3) D3, a Grey Seer (4) D3 + 1, none
 * below 0 — rolled as the first magic phase begins. Any of the side's sorcerers may eat tokens
 * from it, each a power card: the policy eats them only when the power cards in hand do not
 * pay for the spell, as many as are short. Eating, he takes the warp test at once: a D6 over the
 * tokens eaten, and the spell goes on to be cast; at most, the spell is not cast, and he writhes
 * into a Chaos Spawn and is lost to his side (the Spawn is a random mover, not played: it is not
 * put on the table; the Escape card may save him, as from death). The cards and tokens spent on
 * the spell are gone either way.
 */
import { rollD3, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { JOINED } from '../../rank-and-file/unit-state.ts';
import { destroy } from './casualties.ts';
import { characterSlain } from './characters.ts';
import { traceWarpHoard, traceWarpTest } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** The warpstone a Skaven sorcerer of magic level 4 adds beyond a D3 (a Grey Seer's D3 + 1; BM p.31). */
const GREY_SEER_LEVEL = 4;
const GREY_SEER_BONUS = 1;

/** As the first magic phase begins: each Skaven sorcerer's warpstone, by his level, into his side's hoard. */
export function warpstoneHoard(w: Wfb4World, rng: Rng): void {
  const m = w.plan.magic;
  const g = w.magic;
  g.warpRolled = 1;
  for (let c = 0; c < w.n; c++) {
    if (m.skaven[c] === 0) continue;
    const tokens = rollD3(rng) + m.level[c] - (GREY_SEER_LEVEL - GREY_SEER_BONUS);
    if (tokens > 0) g.warp[w.plan.side[c]] += tokens;
  }
  if (w.tracer !== null) traceWarpHoard(w);
}

/** Sorcerer c has eaten `tokens` of warpstone to power his spell: his warp test, true when he masters it (a D6 over the tokens); failing, he is lost, a Chaos Spawn. */
export function warpTest(w: Wfb4World, rng: Rng, c: number, tokens: number): boolean {
  const roll = rollD6(rng);
  const held = roll > tokens;
  if (w.tracer !== null) traceWarpTest(w, c, tokens, roll, held);
  if (held) return true;
  turnedToSpawn(w, rng, c);
  return false;
}

/** Wizard c writhes into a Chaos Spawn: lost to his side, as slain (the Spawn's own rules are not in the seed). A failed warp test, a chalice's 1 (chalice.ts). */
export function turnedToSpawn(w: Wfb4World, rng: Rng, c: number): void {
  if (w.status[c] === JOINED) characterSlain(w, rng, c);
  else destroy(w, c);
}
