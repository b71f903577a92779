/**
 * A globe a character throws (rules/wfb4.md §9; AM p.13-18: a character not in hand-to-hand
 * combat throws it up to 8" in the shooting phase; the small
 * 2" template, scattering D3" on an arrow; each model under it loses
 * 1 wound on a 4+, unsaved): item effect `globe`, thrown in his side's shooting
 * phase by a character who has not shot in it, at the nearest enemy he may shoot at within 8".
 *
 * Hot code for globes only (world.anyGlobe): integers in and out; the template goes through
 * the world's blast register.
 */
import { takePlace } from '../../../battlefield/footprints.ts';
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import { basesUnder } from '../../../battlefield/bases.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD3, scatterHit } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, JOINED, present, READY } from '../../rank-and-file/unit-state.ts';
import { WARPFIRE_TEMPLATE } from '../data/war-machines.ts';
import { applyWounds, wipedOut } from './casualties.ts';
import { shape } from './footprint.ts';
import { formation, scatter, templateOnNearest } from './machine-damage.ts';
import { hiddenFrom, HIDDEN_SHOT } from './magic-items.ts';
import { afterRegeneration } from './regeneration.ts';
import { inArcAndSight, panicAtQuarter } from './shooting.ts';
import { traceGlobe, traceGlobeStrikes } from './trace-items.ts';
import { paralysed } from './paralysis.ts';
import type { Wfb4World } from './world.ts';

/** How far a globe is thrown at most, the small template's diameter, the most it scatters, and the D6 a model under it is wounded on (AM p.13-18). */
const GLOBE_RANGE = 8;
const GLOBE_TEMPLATE = WARPFIRE_TEMPLATE;
const GLOBE_SCATTER = 3;
const GLOBE_WOUNDS_ON = 4;
/** How far ahead of his unit's front rank a character in it throws from (as he shoots: shooting.ts). */
const FRONT_OF_RANK = 0.05;

/**
 * `side`'s characters with a globe left throw it as the shooting phase ends (AM p.13-18): one
 * on his own, or in the front rank of his unit, the unit — or he — neither fighting, fleeing,
 * marching nor charging, who has not shot in the phase; at the nearest enemy unit within 8", in
 * his arc and sight and not fighting.
 */
export function throwGlobes(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    // Shot this phase (shooting.ts fire()), he throws nothing.
    if (p.side[c] !== side || w.uses.globes[c] === 0 || w.reloadAt[c] === w.playerTurnNo + 2 || (w.anyParalysis && paralysed(w, c))) continue;
    const joined = w.status[c] === JOINED;
    if (joined ? p.inFront[c] === 0 : w.status[c] !== READY) continue;
    const h = joined ? w.host[c] : c;
    if (w.status[h] !== READY || w.marched[h] || w.noShoot[h] || w.declared[h] >= 0) continue;
    // In a unit, he throws from the front of its front rank, measured as a model of his own.
    if (joined) {
      takePlace(w.fp, h, c);
      w.fp.x[c] += w.fp.sin[h] * FRONT_OF_RANK;
      w.fp.y[c] += w.fp.cos[h] * FRONT_OF_RANK;
      shape(w, c);
      w.status[c] = READY;
    }
    const t = globeTarget(w, c);
    if (t >= 0 && !(w.anyHidden && hiddenFrom(w, rng, c, t, HIDDEN_SHOT))) throwGlobe(w, rng, c, t);
    if (joined) w.status[c] = JOINED;
  }
}

/** The nearest enemy unit character c may throw his globe at (AM p.13-18), −1 none: not fighting, within 8", in his arc and sight. */
function globeTarget(w: Wfb4World, c: number): number {
  const side = w.plan.side[c];
  let best = Infinity;
  let t = -1;
  for (let e = w.sideFrom[1 - side], stop = w.sideTo[1 - side]; e < stop; e++) {
    if (w.plan.side[e] === side || !present(w.status, e) || w.status[e] === ENGAGED) continue;
    w.gaps.limit = GLOBE_RANGE;
    if (beyond(w.gaps, c, e)) continue;
    const d = w.gaps.gap[pairOf(w.gaps, c, e)];
    if (d > GLOBE_RANGE || d >= best || !inArcAndSight(w, c, e)) continue;
    best = d;
    t = e;
  }
  return t;
}

/**
 * Character c throws his globe at t: the small template over t's nearest models (its centre a
 * radius inside t along the line to its centre, as a warpfire blast's), on target on the scatter
 * dice's HIT, else D3" off along its arrow; each model under it takes a wound on a D6 of 4+, no
 * save — the troops of a unit, its characters not struck; a chariot, a war machine or a garrison
 * under it is not (README "Magic items").
 */
function throwGlobe(w: Wfb4World, rng: Rng, c: number, t: number): void {
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
