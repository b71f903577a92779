/**
 * A character's own reactions (rules/wfb3.md §5): characters share their unit's psychology, but
 * one with a reaction his unit does not have tests for it on his own values, and only he is
 * affected. Played: frenzy — as his unit charges he tests his own Cool, and failing is frenzied
 * while in base contact (+1 to hit, +1 to wound, +1 save; blows.ts, saves.ts); stupidity — as his
 * side's turn starts he tests his own Int (flag stupidityTest), and failing neither shoots nor
 * casts, and in combat fights only on a D6 of 4+; hatred — his blows at +1 to hit (blows.ts).
 * Frenzied, he takes no rout test: when his unit routs he stands alone (leaving.ts
 * frenziedStand()). Otherwise he stays in his unit's ranks: a hatred's compulsory charge and a
 * stupid blunder, which would take him out of them, are not played (README "Not played yet").
 *
 * Hot code: integers in and out.
 */
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import { passes } from './tests.ts';
import { traceOwnFrenzy, traceOwnStupidity } from './trace.ts';
import { CLEAR, STUPID, type Wfb3World } from './world.ts';

/** Unit u charges: each of its living characters prone to frenzy it is not tests his own Cool; failing, he is frenzied. */
export function charactersFrenzy(w: Wfb3World, rng: Rng, u: number): void {
  const p = w.plan;
  if (p.anyOwnReaction === 0) return;
  for (let c = w.n; c < p.rows; c++) {
    if (p.host[c] !== u || p.rule.frenzy[c] === 0 || p.rule.frenzy[u] === 1 || w.models[c] === 0 || w.frenzied[c] === 1) continue;
    const calm = passes(w, rng, p.Cl[c]);
    if (!calm) w.frenzied[c] = 1;
    if (w.tracer !== null) traceOwnFrenzy(w, c, p.Cl[c], calm);
  }
}

/** Frenzy lasts while in base contact: a character frenzied on his own calms with his unit out of it. */
export function charactersCalm(w: Wfb3World): void {
  const p = w.plan;
  if (p.anyOwnReaction === 0) return;
  for (let c = w.n; c < p.rows; c++) {
    const u = p.host[c];
    if (w.frenzied[c] === 1 && w.status[u] !== ENGAGED && w.pursuing[u] < 0) w.frenzied[c] = 0;
  }
}

/**
 * As `side`'s turn starts, each of its living characters prone to stupidity his unit is not
 * tests on his own Int (or Ld, or Cool: flag stupidityTest) while his unit stands, neither
 * pursuing nor frenzied — nor he. Failing, he is stupid until his next test (flag stupidityLasts).
 */
export function charactersStupidity(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyOwnReaction === 0) return;
  for (let c = w.n; c < p.rows; c++) {
    const u = p.host[c];
    if (p.side[c] !== side || p.rule.stupidity[c] === 0 || p.rule.stupidity[u] === 1) continue;
    w.stupid[c] = CLEAR;
    const s = w.status[u];
    if (w.models[c] === 0 || (s !== READY && s !== ENGAGED) || w.pursuing[u] >= 0 || w.frenzied[u] === 1 || w.frenzied[c] === 1) continue;
    const which = p.flags.stupidityTest;
    const value = which === 'ld' ? p.Ld[c] : which === 'cl' ? p.Cl[c] : p.Int[c];
    const passed = passes(w, rng, value);
    if (!passed) w.stupid[c] = STUPID;
    if (w.tracer !== null) traceOwnStupidity(w, c, value, passed);
  }
}

/** Whether row r — a unit, or a character in one — is frenzied: his unit's frenzy is his too. */
export function frenzyOf(w: Wfb3World, r: number, u: number): boolean {
  return w.frenzied[u] === 1 || w.frenzied[r] === 1;
}
