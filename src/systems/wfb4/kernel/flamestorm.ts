/**
 * The Flamestorm (rules/wfb4.md §9.4; AM p.21, BM p.46): the round fiery template placed with
 * its centre within 24" of the caster, needing no sight of the target. Every model under it —
 * at least half of its base, read as its centre, as for the stone thrower's (§4.5) — takes a S4
 * hit, normal saves, friend or foe; then each unit struck is moved 4" directly away from the
 * blaze, over the ground as a move (a unit fighting is struck but not moved).
 *
 * warsim's readings: the template's diameter is the flag `flamestormTemplate` (the seed gives
 * none; the stone thrower's 3" by default); it is centred on the target unit's centre, or 24"
 * towards it when that is further; and the policy ends the spell at once rather than keep it
 * burning as a barrier (BM p.46 lets the caster choose).
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { basesUnder } from '../../../battlefield/bases.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, present } from '../../rank-and-file/unit-state.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { applyWounds, fledOff } from './casualties.ts';
import { shape } from './footprint.ts';
import { formation } from './machine-damage.ts';
import { afterRegeneration } from './regeneration.ts';
import { aimAtUnit, segmentTravel } from './terrain.ts';
import { traceFlamestorm, tracePushed, traceSpellHits } from './trace-magic.ts';
import { fireSaveStrength, spellWoundsSaved, unsavedOn } from './magic-items.ts';
import type { Wfb4World } from './world.ts';

/** The Flamestorm's hits: S4 (AM p.21); each unit struck is moved this far from the blaze. */
const FLAME_S = 4;
const PUSH = 4;

/**
 * Spell s's Flamestorm at unit t, cast by the unit `from` (its caster's): the hits on every unit
 * under the template (`w.hitsOn`), their damage (the models slain in `w.flameSlain`), then the
 * pushes. The ends and panic tests the losses call for are the caller's (spells.ts).
 */
export function flamestorm(w: Wfb4World, rng: Rng, s: number, t: number, from: number): void {
  const p = w.plan;
  const b = w.blast;
  // The centre: on the target's, or at the spell's range along the line to it.
  aimAtUnit(w, from, t);
  const range = p.magic.range[s];
  const along = w.seg.len > range ? range : w.seg.len;
  b.x = w.seg.x + w.seg.dx * along;
  b.y = w.seg.y + w.seg.dy * along;
  b.r = p.flags.flamestormTemplate * 0.5;
  if (w.tracer !== null) traceFlamestorm(w, s, t);
  for (let v = 0; v < w.n; v++) {
    w.hitsOn[v] = 0;
    w.flameSlain[v] = 0;
    if (!present(w.status, v)) continue;
    formation(w, v);
    basesUnder(w.fp, v, b);
    w.hitsOn[v] = b.under;
  }
  for (let v = 0; v < w.n; v++) {
    const hits = w.hitsOn[v];
    if (hits === 0 || !present(w.status, v)) continue;
    const wounds = woundRolls(rng, hits, TO_WOUND[FLAME_S * 11 + w.T[v]]);
    // A character on his own saves against the spell and its fire as against any spell (spells.ts unsavedOf()).
    const unsaved = spellWoundsSaved(w, rng, v, unsavedOn(w, rng, v, wounds, fireSaveStrength(w, v, FLAME_S, true), 0, false), true);
    const suffered = w.anyRegeneration ? afterRegeneration(w, rng, v, unsaved) : unsaved;
    w.flameSlain[v] = applyWounds(w, v, suffered);
    if (w.tracer !== null) traceSpellHits(w, s, v, hits, wounds, unsaved, w.flameSlain[v]);
  }
  for (let v = 0; v < w.n; v++) {
    if (w.hitsOn[v] === 0 || w.models[v] === 0 || !present(w.status, v) || w.status[v] === ENGAGED) continue;
    pushAway(w, v, from);
  }
}

/** Below this distance (inches) from the blaze's centre, "away" from it is away from the caster (`from`): the template was centred on the unit. */
const CENTRED = 0.5;

/**
 * Unit v moved 4" directly away from the blaze's centre (w.blast), facing as it faced: over the
 * ground as a move; off the table, it is lost. A unit the template was centred on is moved
 * directly away from the caster's unit `from`, "away" from a centre on itself having no way.
 */
function pushAway(w: Wfb4World, v: number, from: number): void {
  const b = w.blast;
  let dx = w.fp.cx[v] - b.x;
  let dy = w.fp.cy[v] - b.y;
  let len = Math.sqrt(dx * dx + dy * dy);
  if (len < CENTRED) {
    dx = w.fp.cx[v] - w.fp.cx[from];
    dy = w.fp.cy[v] - w.fp.cy[from];
    len = Math.sqrt(dx * dx + dy * dy);
  }
  if (len < 1e-9) {
    dx = -w.fp.sin[v];
    dy = -w.fp.cos[v];
  } else {
    dx /= len;
    dy /= len;
  }
  const s = w.seg;
  s.x = w.fp.cx[v];
  s.y = w.fp.cy[v];
  s.dx = dx;
  s.dy = dy;
  s.len = PUSH;
  w.path.budget = PUSH;
  w.forced = 1;
  segmentTravel(w, v);
  w.forced = 0;
  const dist = w.result;
  w.fp.x[v] += dx * dist;
  w.fp.y[v] += dy * dist;
  shape(w, v);
  if (w.tracer !== null) tracePushed(w, v, dist);
  if (offTable(w.fp, v, w.table)) fledOff(w, v);
}
