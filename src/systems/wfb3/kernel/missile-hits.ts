/**
 * Missiles landing (rules/wfb3.md §3.3-§3.5): hits at a strength — shot, or dropped from the air
 * (dropping.ts) — on a unit, a chariot, a war beast or a type of a unit in mixed ranks; wounds on
 * the S-v-T table, saves with the missile's modifier, and the losses counted towards the rout
 * test at a quarter lost to missiles.
 */
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { beastWounds, crewWounds } from './beasts.ts';
import { destroy, woundUnit } from './casualties.ts';
import { tallyHits } from './crew.ts';
import { frontShare } from './mixed-ranks.ts';
import { failedSaves, saveNeed } from './saves.ts';
import { vehicleHit } from './squadrons.ts';
import { DESTROYED } from '../../rank-and-file/unit-state.ts';
import type { Wfb3World } from './world.ts';

/**
 * `hits` of missiles at strength s — a D6 each with `dieS` 1 — land on t, picking out no
 * character: on a chariot tallied for its damage roll at the end of the phase — on a unit of
 * several, each on any of them at random (squadrons.ts) — on a war beast, the beast or its crew
 * by a D6 each, and on troops, in mixed ranks on the types of the front rank in proportion. The
 * models slain; the wounds in `w.lastWounds`. Shot, or dropped from the air (dropping.ts).
 */
export function missilesLand(w: Wfb3World, rng: Rng, dieS: number, t: number, hits: number, s: number, saveMod: number): number {
  const p = w.plan;
  if (p.chariot[t] === 1) {
    if (p.squad[t] < 0) tallyHits(w, t, hits);
    else for (let k = 0; k < hits; k++) tallyHits(w, vehicleHit(w, rng, t), 1);
    w.lastWounds = 0;
    return 0;
  }
  if (p.beast[t] === 1) {
    hitsOnBeast(w, rng, dieS, t, hits, s, saveMod);
    return 0;
  }
  return hitsOn(w, rng, dieS, t, hits, s, saveMod);
}

/**
 * `hits` on war beast t (§6.2) — on a unit of several, each on any of them at random
 * (squadrons.ts) — each on the beast on a D6 of 1-4 and on its crew on 5-6 (while it has
 * crew): wounds and saves against each part's T and save. The wounds in `w.lastWounds`.
 */
function hitsOnBeast(w: Wfb3World, rng: Rng, dieS: number, target: number, hits: number, s: number, saveMod: number): void {
  const p = w.plan;
  let wounds = 0;
  for (let k = 0; k < hits; k++) {
    const t = vehicleHit(w, rng, target);
    if (w.status[t] === DESTROYED) break;
    const crew = w.crewLeft[t] > 0 && rollD6(rng) >= 5;
    const strength = dieS === 1 ? rollD6(rng) : s > 10 ? 10 : s;
    const toughness = crew ? p.T[t] : p.beastT[t];
    if (countAtLeast(rng, 1, TO_WOUND[strength * 11 + (toughness > 10 ? 10 : toughness)]) === 0) continue;
    if (failedSaves(rng, 1, saveNeed(w, t, crew ? p.save[t] : p.beastSave[t], saveMod, strength, 1)) === 0) continue;
    wounds += crew ? crewWounds(w, rng, t, 1) : beastWounds(w, rng, t, 1);
  }
  w.lastWounds = wounds;
}

/** `hits` of missiles on t at strength s (a D6 each with `dieS` 1, the blowpipe): the models slain. */
export function hitsOn(w: Wfb3World, rng: Rng, dieS: number, t: number, hits: number, s: number, saveMod: number): number {
  const p = w.plan;
  if (p.anyMixed === 0 || p.mixedRow[t] < 0) return hitsOnRow(w, rng, dieS, t, t, hits, s, saveMod);
  // On a unit in mixed ranks, the hits fall on the types of its front rank in proportion (mixed-ranks.ts).
  const b = p.mixedRow[t];
  const second = frontShare(w, t, b, hits);
  let slain = 0;
  let wounds = 0;
  if (hits > second) {
    slain += hitsOnRow(w, rng, dieS, t, t, hits - second, s, saveMod);
    wounds += w.lastWounds;
  }
  if (second > 0 && w.models[t] > 0) {
    slain += hitsOnRow(w, rng, dieS, t, b, second, s, saveMod);
    wounds += w.lastWounds;
  }
  w.lastWounds = wounds;
  return slain;
}

/** `hits` of missiles on row r of t — t itself, or a troop type of it in mixed ranks — at strength s (a D6 each with `dieS` 1, the blowpipe): the models slain. */
function hitsOnRow(w: Wfb3World, rng: Rng, dieS: number, t: number, r: number, hits: number, s: number, saveMod: number): number {
  return dieS === 1 ? woundsAtDieStrength(w, rng, t, r, hits, saveMod) : woundsOn(w, rng, t, r, hits, s, saveMod);
}

/** `hits` at strength s on row r of t (t itself, or a troop type of it): wounds on the S-v-T table, saves with `saveMod` added to the roll (saves.ts); the models slain. */
export function woundsOn(w: Wfb3World, rng: Rng, t: number, r: number, hits: number, s: number, saveMod: number): number {
  const p = w.plan;
  const wounds = countAtLeast(rng, hits, TO_WOUND[(s > 10 ? 10 : s) * 11 + (p.T[r] > 10 ? 10 : p.T[r])]);
  w.lastWounds = 0;
  if (wounds === 0) return 0;
  return unsavedOn(w, t, r, failedSaves(rng, wounds, saveNeed(w, r, p.save[r], saveMod, s > 10 ? 10 : s, 1)));
}

/** `hits` on row r of t each at a strength of a D6 (the blowpipe, §3.4): each wounds and is saved at its own. */
function woundsAtDieStrength(w: Wfb3World, rng: Rng, t: number, r: number, hits: number, saveMod: number): number {
  const p = w.plan;
  const toughness = p.T[r] > 10 ? 10 : p.T[r];
  let unsaved = 0;
  for (let k = 0; k < hits; k++) {
    const s = rollD6(rng);
    const need = TO_WOUND[s * 11 + toughness];
    if (need > 6 || rollD6(rng) < need) continue;
    const save = saveNeed(w, r, p.save[r], saveMod, s, 1);
    if (save > 6 || rollD6(rng) < save) unsaved++;
  }
  w.lastWounds = 0;
  return unsavedOn(w, t, r, unsaved);
}

/** `unsaved` wounds from missiles on t (on its type of row r, in mixed ranks): casualties, counted for the rout test at a quarter (§3.5); the models slain. */
function unsavedOn(w: Wfb3World, t: number, r: number, unsaved: number): number {
  if (unsaved === 0) return 0;
  w.lastWounds = unsaved;
  woundUnit(w, t, unsaved, -1, r);
  const slain = w.slain;
  w.shotLost[t] += slain;
  if (w.models[t] === 0) destroy(w, t);
  return slain;
}

