/**
 * War beasts (rules/wfb3.md §6.2), each a unit of one beast and its crew in a howdah. Blows
 * strike the beast, or its crew from those who can reach them (blows.ts); missiles the beast on
 * a D6 of 1-4, the crew on 5-6. A crewman lost is the controller at random, and without him
 * the beast runs amok, as it may each round it is hurt — a D6 + (wounds − 1) of 6 or more
 * (flag beastAmokWounds). At the end of its side's turn its controller tries to master it: 2D6
 * + the wounds it took that turn, at most his Ld; a replacement at +2 more, once. Slain, it
 * strikes each crewman at its S as it falls, and its death throes strike the units beside it.
 *
 * Hot code: integers in and out.
 */
import { diagonalFace, FRONT, LEFT, REAR, RIGHT } from '../../../battlefield/arcs.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { countAtLeast, rollD3, rollD6, roll2D6, rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { alive, DESTROYED, present } from '../../rank-and-file/unit-state.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { destroy, woundUnit } from './casualties.ts';
import { randomCharacter, ridersOut, woundCharacter } from './characters.ts';
import { tallyHits } from './crew.ts';
import { frontShare } from './mixed-ranks.ts';
import { failedSaves, saveNeed } from './saves.ts';
import { leadership, rollPasses } from './tests.ts';
import { traceBeastAmok, traceBeastControl, traceBeastFalls, traceThroes } from './trace.ts';
import { aloft, CONTROLLER_ALIVE, CONTROLLER_GONE, CONTROLLER_REPLACED, type Wfb3World } from './world.ts';

/** Units within this of a fallen beast's side or front take its death throes (§6.2). */
const THROES_REACH = 1;
/** Where its throes fall besides a face: nowhere, or all about it (§6.2). */
const NONE = -1;
const ROLLING = -2;

/** Every war beast whole again, its crew aboard. */
export function resetBeasts(w: Wfb3World): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.beast[u] === 0) continue;
    w.crewLeft[u] = p.crew[u];
    w.crewHurt[u] = 0;
    w.beastHurt[u] = 0;
    w.beastRound[u] = 0;
    w.beastTurn[u] = 0;
    w.controller[u] = CONTROLLER_ALIVE;
    w.rolling[u] = 0;
    w.shakenTo[u] = -1;
    w.driverOut[u] = -1;
  }
}

/**
 * `wounds` on war beast u's crew, one after another, a crewman lost at his last: at random the
 * controller, without whom the beast runs amok (§6.2). The wounds that took effect.
 */
export function crewWounds(w: Wfb3World, rng: Rng, u: number, wounds: number): number {
  let done = 0;
  while (done < wounds && w.crewLeft[u] > 0) {
    done++;
    // A character riding with the crew is one of them at random (§6.2).
    if (w.plan.anyCharacter === 1) {
      const c = randomCharacter(w, rng, u, w.crewLeft[u]);
      if (c >= 0) {
        woundCharacter(w, c);
        continue;
      }
    }
    if (++w.crewHurt[u] < w.plan.W[u]) continue;
    w.crewHurt[u] = 0;
    // Crew casualties are randomised: the controller is one of those left.
    const controller = w.controller[u] !== CONTROLLER_GONE && (w.crewLeft[u] === 1 || rollOneOf(rng, w.crewLeft[u]) === 0);
    w.crewLeft[u]--;
    if (controller) {
      w.controller[u] = w.crewLeft[u] > 0 ? CONTROLLER_REPLACED : CONTROLLER_GONE;
      if (w.amok[u] === 0) {
        w.amok[u] = 1;
        if (w.tracer !== null) traceBeastAmok(w, u, -1);
      }
    }
  }
  return done;
}

/**
 * `wounds` on war beast u itself: slain at its last, when it falls (beastFalls()) — at once, or
 * with `later` 1 when the caller walks the engagements (woundBeasts() then lets it fall). The
 * wounds that took effect.
 */
export function beastWounds(w: Wfb3World, rng: Rng, u: number, wounds: number, later = 0): number {
  const left = w.plan.beastW[u] - w.beastHurt[u];
  const done = wounds < left ? wounds : left;
  w.beastHurt[u] += done;
  w.beastRound[u] += done;
  w.beastTurn[u] += done;
  if (w.beastHurt[u] >= w.plan.beastW[u] && w.status[u] !== DESTROYED && w.models[u] > 0) {
    if (later === 1) w.models[u] = 0;
    else beastFalls(w, rng, u);
  }
  return done;
}

/**
 * The end of a strike step for war beasts (§6.2): the wounds waiting on each — its crew's in
 * pendA and pendB, which casualties.ts endStep() leaves to it, the beast's in pendBeastA and
 * pendBeastB — fall, counting for the enemy across the engagement; a beast slain falls after.
 */
export function woundBeasts(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  const eng = w.eng;
  for (let e = 0; e < eng.count; e++) {
    const a = eng.a[e];
    const b = eng.b[e];
    if (p.beast[b] === 1) {
      if (w.pendB[e] > 0) w.caused[a] += crewWounds(w, rng, b, w.pendB[e]);
      if (w.pendBeastB[e] > 0) w.caused[a] += beastWounds(w, rng, b, w.pendBeastB[e], 1);
      w.pendB[e] = 0;
    }
    if (p.beast[a] === 1) {
      if (w.pendA[e] > 0) w.caused[b] += crewWounds(w, rng, a, w.pendA[e]);
      if (w.pendBeastA[e] > 0) w.caused[b] += beastWounds(w, rng, a, w.pendBeastA[e], 1);
      w.pendA[e] = 0;
    }
    w.pendBeastA[e] = 0;
    w.pendBeastB[e] = 0;
  }
  for (let u = 0; u < w.n; u++) {
    if (p.beast[u] === 1 && w.models[u] === 0 && w.status[u] !== DESTROYED) beastFalls(w, rng, u);
  }
}

/**
 * War beast u is slain (§6.2): each crewman takes a hit at its S as it falls — the survivors
 * form a unit on foot as their side's next turn begins (crews-on-foot.ts) — and its death throes
 * strike the units beside it.
 */
function beastFalls(w: Wfb3World, rng: Rng, u: number): void {
  const p = w.plan;
  const s = p.mountS[u] > 10 ? 10 : p.mountS[u];
  const wounds = countAtLeast(rng, w.crewLeft[u], TO_WOUND[s * 11 + (p.T[u] > 10 ? 10 : p.T[u])]);
  const slain = wounds === 0 ? 0 : failedSaves(rng, wounds, saveNeed(w, u, p.save[u], 0, s, 0));
  if (w.tracer !== null) traceBeastFalls(w, u, slain);
  w.crewOut[u] = w.crewLeft[u] - slain;
  w.crewThrown[u] = 0;
  // Its riders fall as its crew do, each taking an attack at its S, and those who live get down with them (crews-on-foot.ts).
  if (p.anyFoot === 1) {
    for (let c = w.n; c < p.rows; c++) {
      if (p.host[c] !== u || w.models[c] === 0 || p.footAs[c] < 0) continue;
      if (countAtLeast(rng, 1, TO_WOUND[s * 11 + (p.T[c] > 10 ? 10 : p.T[c])]) === 1 && failedSaves(rng, 1, saveNeed(w, c, p.save[c], 0, s, 0)) === 1) w.hurt[c]++;
    }
    ridersOut(w, u, 0);
  }
  w.models[u] = 0;
  destroy(w, u);
  throes(w, rng, u);
}

/**
 * A fallen beast's death throes (§6.2), a D6: 1 nothing; 2-3 it falls left, 4 right, 5 forward
 * (or right, flag throesFive) — D3 hits at its S on each unit within 1" of that side; 6 it
 * rolls about, D3 on each within 1" of its sides or front, and rolls again at the end of the
 * turn.
 */
function throes(w: Wfb3World, rng: Rng, u: number): void {
  const d = rollD6(rng);
  const five = w.plan.flags.throesFive === 'forward' ? FRONT : RIGHT;
  const face = d <= 1 ? NONE : d <= 3 ? LEFT : d === 4 ? RIGHT : d === 5 ? five : ROLLING;
  w.rolling[u] = d === 6 ? 1 : 0;
  if (w.tracer !== null) traceThroes(w, u, d);
  if (face === NONE) return;
  for (let v = 0; v < w.n; v++) {
    if (v === u || !present(w.status, v) || aloft(w, v) || w.gaps.gap[pairOf(w.gaps, u, v)] > THROES_REACH) continue;
    const side = diagonalFace(w.fp, u, v);
    // Rolling about, its sides and front, not its rear.
    if (face === ROLLING ? side === REAR : side !== face) continue;
    autoHits(w, rng, v, rollD3(rng), w.plan.mountS[u]);
  }
}

/** At the end of a player turn, the carcasses rolling about roll again (§6.2). */
export function throesAtTurnEnd(w: Wfb3World, rng: Rng): void {
  if (w.plan.anyBeast === 0) return;
  for (let u = 0; u < w.n; u++) if (w.rolling[u] === 1) throes(w, rng, u);
}

/**
 * `hits` automatic hits at strength s on unit v — of a fallen beast or a skidding chariot: a
 * chariot tallies them, a war beast takes them, other troops are wounded and save as against
 * blows.
 */
export function autoHits(w: Wfb3World, rng: Rng, v: number, hits: number, s: number): number {
  const p = w.plan;
  if (p.chariot[v] === 1) {
    tallyHits(w, v, hits);
    return 0;
  }
  if (p.anyMixed === 1 && p.mixedRow[v] >= 0) return autoHitsMixed(w, rng, v, hits, s);
  const done = autoWounds(w, rng, v, v, hits, s);
  if (done === 0) return 0;
  if (p.beast[v] === 1) return beastWounds(w, rng, v, done);
  woundUnit(w, v, done, -1);
  if (w.models[v] === 0) destroy(w, v);
  return done;
}

/**
 * `hits` automatic hits at strength s on v, a unit in mixed ranks: shared between the types of its
 * front rank in proportion (mixed-ranks.ts frontShare()), each wounded and saved as its own.
 * Returns the wounds that took effect.
 */
function autoHitsMixed(w: Wfb3World, rng: Rng, v: number, hits: number, s: number): number {
  const b = w.plan.mixedRow[v];
  const second = frontShare(w, v, b, hits);
  let done = woundUnit(w, v, autoWounds(w, rng, v, v, hits - second, s), -1, v);
  if (second > 0 && w.models[v] > 0) done += woundUnit(w, v, autoWounds(w, rng, v, b, second, s), -1, b);
  if (w.models[v] === 0) destroy(w, v);
  return done;
}

/**
 * The unsaved wounds of `hits` automatic hits at strength s on row r of unit v (v itself, or a
 * troop type of it in mixed ranks), not a chariot: wounded and saved as blows against its troops,
 * or a war beast's against the beast itself.
 */
export function autoWounds(w: Wfb3World, rng: Rng, v: number, r: number, hits: number, s: number): number {
  const p = w.plan;
  const strength = s > 10 ? 10 : s;
  const beast = p.beast[v] === 1;
  const toughness = beast ? p.beastT[v] : p.T[r];
  const wounds = countAtLeast(rng, hits, TO_WOUND[strength * 11 + (toughness > 10 ? 10 : toughness)]);
  if (wounds === 0) return 0;
  return failedSaves(rng, wounds, saveNeed(w, r, beast ? p.beastSave[v] : p.save[r], 0, strength, 0));
}

/**
 * The war beasts of the combat just fought that were hurt in the round may run amok (§6.2): a
 * D6 + (wounds − 1) of 6 or more — the round's, or all of them (flag beastAmokWounds).
 */
export function amokChecks(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (p.beast[u] === 0 || w.beastRound[u] === 0) continue;
    const wounds = p.flags.beastAmokWounds === 'round' ? w.beastRound[u] : w.beastHurt[u];
    w.beastRound[u] = 0;
    if (w.amok[u] === 1 || w.status[u] === DESTROYED) continue;
    const d = rollD6(rng);
    if (d + wounds - 1 >= 6) {
      w.amok[u] = 1;
      if (w.tracer !== null) traceBeastAmok(w, u, d);
    }
  }
}

/**
 * At the end of `side`'s turn its war beasts running amok may be mastered again (§6.2): 2D6 +
 * the wounds the beast took in the turn, +2 more for a replacement controller, at most the
 * unit's Ld; a replacement who fails has no more tries.
 */
export function regainControl(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyBeast === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.beast[u] === 0 || p.side[u] !== side) continue;
    const hurt = w.beastTurn[u];
    if (w.amok[u] === 0 || w.controller[u] === CONTROLLER_GONE || w.crewLeft[u] === 0) continue;
    if (!alive(w.status, u)) continue;
    const roll = roll2D6(rng) + hurt + (w.controller[u] === CONTROLLER_REPLACED ? 2 : 0);
    const ld = leadership(w, u);
    const mastered = rollPasses(w, roll, ld);
    if (mastered) w.amok[u] = 0;
    else if (w.controller[u] === CONTROLLER_REPLACED) w.controller[u] = CONTROLLER_GONE;
    if (w.tracer !== null) traceBeastControl(w, u, roll, ld, mastered);
  }
}
