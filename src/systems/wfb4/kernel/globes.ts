/**
 * A globe a character throws (rules/wfb4.md §9; AM p.13-18: a character not in hand-to-hand
 * combat throws it up to 8" in the shooting phase; the small
 * 2" template, scattering D3" on an arrow; each model under it loses
 * 1 wound on a 4+, unsaved): item effect `globe`, thrown in his side's shooting
 * phase by a character who has not shot in it, at the nearest enemy he may shoot at within 8"
 * (who throws, and at whom: throwing.ts).
 *
 * Hot code for globes only (world.anyGlobe): integers in and out; the template goes through
 * the world's blast register.
 */
import { basesUnder } from '../../../battlefield/bases.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD3, scatterHit } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { present } from '../../rank-and-file/unit-state.ts';
import { WARPFIRE_TEMPLATE } from '../data/war-machines.ts';
import { applyWounds, wipedOut } from './casualties.ts';
import { formation, scatter, templateOnNearest } from './machine-damage.ts';
import { afterRegeneration } from './regeneration.ts';
import { panicAtQuarter } from './shooting.ts';
import { traceGlobe, traceGlobeStrikes } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** How far a globe is thrown at most, the small template's diameter, the most it scatters, and the D6 a model under it is wounded on (AM p.13-18). */
export const GLOBE_RANGE = 8;
const GLOBE_TEMPLATE = WARPFIRE_TEMPLATE;
const GLOBE_SCATTER = 3;
const GLOBE_WOUNDS_ON = 4;

/**
 * Character c throws his globe at t: the small template over t's nearest models (its centre a
 * radius inside t along the line to its centre, as a warpfire blast's), on target on the scatter
 * dice's HIT, else D3" off along its arrow; each model under it takes a wound on a D6 of 4+, no
 * save — the troops of a unit, its characters not struck; a chariot, a war machine or a garrison
 * under it is not (README "Magic items").
 */
export function throwGlobe(w: Wfb4World, rng: Rng, c: number, t: number): void {
  const b = w.blast;
  w.uses.globes[c]--;
  b.r = GLOBE_TEMPLATE * 0.5;
  b.cap = GLOBE_RANGE;
  templateOnNearest(w, c, t);
  b.cap = GLOBE_SCATTER;
  b.off = 0;
  const bearing = scatterHit(rng) ? -1 : scatter(w, rng, rollD3(rng));
  if (w.tracer !== null) traceGlobe(w, c, t, bearing, b.off);
  const p = w.plan;
  for (let v = 0; v < w.n; v++) {
    if (!present(w.status, v) || w.models[v] === 0) continue;
    if ((w.anyChariot && p.rule.chariot[v] === 1) || (w.anyMachine && p.rule.warMachine[v] === 1) || (w.anyBuilding && w.inBuilding[v] >= 0)) continue;
    const dx = w.fp.cx[v] - b.x;
    const dy = w.fp.cy[v] - b.y;
    const r = w.fp.rad[v] + b.r + EPS;
    if (dx * dx + dy * dy > r * r) continue;
    formation(w, v);
    basesUnder(w.fp, v, b);
    if (b.under === 0) continue;
    const under = b.under;
    const wounds = countAtLeast(rng, under, GLOBE_WOUNDS_ON);
    // Wounds regenerated are not suffered (§12-17).
    const suffered = w.anyRegeneration && wounds > 0 ? afterRegeneration(w, rng, v, wounds) : wounds;
    const slain = applyWounds(w, v, suffered);
    w.phaseLoss[v] += slain;
    if (w.tracer !== null) traceGlobeStrikes(w, v, under, wounds, slain);
    if (w.models[v] === 0) {
      wipedOut(w, v);
      continue;
    }
    if (p.side[v] !== p.side[c]) panicAtQuarter(w, rng, v, c);
  }
}
