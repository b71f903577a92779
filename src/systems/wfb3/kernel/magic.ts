/**
 * The magic phase (rules/wfb3.md §6.8, tier 3; gap G10): what the seed keeps of it — magic
 * points, casting on Int, the magic save on WP — with the spells and MP totals it lost given by
 * the scenario (a wizard's `power` and `spells`, magic missiles). In its side's magic phase each
 * wizard — neither routing, stupid, nor wounded in this turn's combat phase — casts the first of
 * his spells he can pay for at the nearest enemy within its range he can see and not in combat:
 * the MP are spent whatever comes of it, and with fewer than 12 left he must roll 2D6 under his
 * Int or his MP, whichever is higher. The target saves on 2D6 under its WP, 1 harder for each MP
 * the caster adds (`boost`) and 1 easier for each its own wizard spends (`ward`); failing, it
 * takes the spell's hits. A unit its spells bring to a quarter lost to missiles and magic this
 * turn tests for rout. A wizard regains 1 MP as his side's turn begins if he neither moved,
 * fought nor cast since the last, up to his power.
 *
 * Hot code: integers in and out.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, present, READY } from '../../rank-and-file/unit-state.ts';
import { autoHits } from './beasts.ts';
import { unitOf } from './characters.ts';
import { inSight } from './shooting.ts';
import { passes, willPower } from './tests.ts';
import { traceCasts, traceMagicSave, traceSpellHits } from './trace.ts';
import { CLEAR, type Wfb3World } from './world.ts';

/** With this many MP or more a wizard casts without a test (§6.8). */
const SURE_CAST = 12;

/**
 * As `side`'s turn begins, its wizards who were idle since the last regain 1 MP, up to their
 * power (§6.8). A wizard is a row: a character in a unit, or a single character (a unit row).
 */
export function regainMagicPoints(w: Wfb3World, side: number): void {
  const p = w.plan;
  if (p.anyWizard === 0) return;
  for (let c = 0; c < p.rows; c++) {
    if (p.power[c] === 0 || p.side[c] !== side) continue;
    if (w.busy[c] === 0 && w.mp[c] < p.power[c]) w.mp[c]++;
    w.busy[c] = 0;
  }
}

/** At the end of a player turn, the wizards whose unit moved in it or fought in it were not idle. */
export function wizardsBusy(w: Wfb3World): void {
  const p = w.plan;
  if (p.anyWizard === 0) return;
  for (let c = 0; c < p.rows; c++) {
    if (p.power[c] === 0) continue;
    const u = unitOf(w, c);
    if (w.moved[u] === 1 || w.foughtIn[u] === w.playerTurn) w.busy[c] = 1;
  }
}

/** `side`'s magic phase (§6.8). */
export function magicPhase(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyWizard === 0) return;
  for (let u = 0; u < w.n; u++) w.magicLost[u] = 0;
  for (let c = 0; c < p.rows; c++) {
    if (p.power[c] === 0 || p.side[c] !== side || w.models[c] === 0) continue;
    const u = unitOf(w, c);
    const s = w.status[u];
    if ((s !== READY && s !== ENGAGED) || w.stupid[u] !== CLEAR || w.stupid[c] !== CLEAR || w.woundedAt[c] === w.playerTurn) continue;
    cast(w, rng, c);
  }
}

/** Wizard c casts the first spell he can pay for and aim, if any. */
function cast(w: Wfb3World, rng: Rng, c: number): void {
  const p = w.plan;
  const sp = p.spells;
  for (let k = p.spellFrom[c], end = k + p.spellCount[c]; k < end; k++) {
    const cost = sp.cost[k] + sp.boost[k];
    if (cost > w.mp[c]) continue;
    const t = targetOf(w, c, k);
    if (t < 0) continue;
    const before = w.mp[c];
    w.mp[c] -= cost;
    w.busy[c] = 1;
    const need = p.Int[c] > before ? p.Int[c] : before;
    const works = before >= SURE_CAST || passes(w, rng, need);
    if (w.tracer !== null) traceCasts(w, c, k, t, before >= SURE_CAST ? -1 : need, works);
    if (works) strikes(w, rng, k, t);
    return;
  }
}

/** The nearest enemy unit spell k of wizard c may strike: within its range of his unit, in its sight, on the table and not in combat. −1 none. */
function targetOf(w: Wfb3World, c: number, k: number): number {
  const p = w.plan;
  const u = unitOf(w, c);
  let best = -1;
  let bestGap = p.spells.range[k];
  for (let t = 0; t < w.n; t++) {
    if (p.side[t] === p.side[u] || !present(w.status, t)) continue;
    const st = w.status[t];
    if (st !== READY && st !== FLEEING) continue;
    const g = w.gaps.gap[pairOf(w.gaps, u, t)];
    if (g > bestGap || !inSight(w, u, t)) continue;
    best = t;
    bestGap = g;
  }
  return best;
}

/**
 * Spell k strikes unit t (§6.8): its magic save first, 2D6 under its WP less the caster's boost
 * plus its own wizard's ward; failed, its hits at their S (beasts.ts autoHits()).
 */
function strikes(w: Wfb3World, rng: Rng, k: number, t: number): void {
  const p = w.plan;
  const sp = p.spells;
  if (sp.saved[k] === 1) {
    const value = willPower(w, t) - sp.boost[k] + wardOf(w, t);
    const saved = passes(w, rng, value);
    if (w.tracer !== null) traceMagicSave(w, t, value, saved);
    if (saved) return;
  }
  const before = w.models[t];
  const wounds = autoHits(w, rng, t, sp.hits[k], sp.S[k]);
  const lost = before - w.models[t];
  w.shotLost[t] += lost;
  w.magicLost[t] += lost;
  if (w.tracer !== null) traceSpellHits(w, k, t, wounds, lost);
}

/** The MP a wizard in unit t, or t itself a single wizard, spends to help its magic save (his `ward`, if he has them): +1 each. */
function wardOf(w: Wfb3World, t: number): number {
  const p = w.plan;
  for (let c = 0; c < p.rows; c++) {
    if (p.ward[c] === 0 || unitOf(w, c) !== t || w.models[c] === 0 || w.mp[c] < p.ward[c]) continue;
    w.mp[c] -= p.ward[c];
    w.busy[c] = 1;
    return p.ward[c];
  }
  return 0;
}
