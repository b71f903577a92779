/**
 * Chariots (rules/wfb3.md §6.1), each a unit of one chariot: its crew (the unit's profile) fight
 * to its front and its draught animals with them (the steeds' strike entries); charging, it
 * strikes D3 automatic hits at S4 and one a scythe before all other blows. Blows and missiles
 * on it are hits on the whole chariot, tallied; at the end of each round it fights, and of each
 * phase it was shot or hacked in, it rolls 2D6 + its hits on the damage chart. Each crewman
 * lost may send it running amok, when it charges the nearest enemy ahead within reach, or goes
 * its full move left, straight on or right, its crew fighting no more (amok.ts). A broken axle halts it,
 * and it skids D6" on in the reserves phase; wrecked, overturned or its crew thrown out, it is
 * out of the battle. A pushed-back chariot stays where it is (push-back.ts).
 *
 * Hot code: integers in and out; the state is the world's chariot columns.
 */
import { aimAtEnd } from '../../../battlefield/segment.ts';
import { countAtLeast, rollD3, rollD4, rollD6, roll2D6 } from '../../../core/dice.ts';
import { randomCharacter, ridersOut, woundCharacter } from './characters.ts';
import type { Rng } from '../../../core/rng.ts';
import { alive, DESTROYED, ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { NO_SAVE } from '../data/armour.ts';
import { destroy } from './casualties.ts';
import { tallyHits } from './crew.ts';
import { autoHits, autoWounds } from './beasts.ts';
import { strikingSecond } from './mixed-ranks.ts';
import { goAhead, lookAhead } from './lurch.ts';
import { failedSaves, saveNeed } from './saves.ts';
import { traceAmok, traceCrewAbandon, traceChariotDamage, traceChariotWall, traceImpact, traceSkids, traceWheelBreaks } from './trace.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { GROUND_HEDGE, GROUND_ROUGH, GROUND_WAGONS, GROUND_WALL, groundCrossed } from './terrain.ts';
import { AXLE_BROKEN, REINS_CUT, SKIDDED, UNHITCHED, WHEEL_DAMAGED, type Wfb3World } from './world.ts';
import { standsFast } from './wagons.ts';

/** The strength of a chariot's impact, scythe and skid hits (§6.1). */
const IMPACT_S = 4;

/** Every chariot whole again, its crew and animals aboard. */
export function resetChariots(w: Wfb3World): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.chariot[u] === 0) continue;
    w.chariot[u] = 0;
    w.crewLeft[u] = p.crew[u];
    w.crewOff[u] = 0;
    w.dismounted[u] = 0;
    w.animalsLeft[u] = p.animals[u];
    w.crewHurt[u] = 0;
    w.tally[u] = 0;
    w.hitInRound[u] = 0;
    w.shakenTo[u] = -1;
    w.driverOut[u] = -1;
    w.wreckedIn[u] = -1;
    w.roughIn[u] = -1;
    w.hedgeIn[u] = -1;
    w.rolledIn[u] = -1;
    w.lastX[u] = w.fp.x[u];
    w.lastY[u] = w.fp.y[u];
  }
}

/**
 * The ground each chariot crossed since it was last looked at (§6.1): over difficult or very
 * difficult ground, +1 to its damage rolls this turn; over a hedge or ditch, +D6, and one roll
 * after the combat phase if no other was made; into a wall, wrecked. Its way is read as the
 * straight line its front took from where it stood to where it stands. Called after each phase
 * that moves units.
 */
export function chariotGround(w: Wfb3World): void {
  const p = w.plan;
  if (p.anyChariot === 0 || p.terrain.count === 0) return;
  const fp = w.fp;
  const seg = w.sight;
  for (let u = 0; u < w.n; u++) {
    if (p.chariot[u] === 0 || w.models[u] === 0) continue;
    seg.x = w.lastX[u];
    seg.y = w.lastY[u];
    seg.ex = fp.x[u];
    seg.ey = fp.y[u];
    aimAtEnd(seg);
    if (seg.len < EPS) continue;
    seg.margin = 0;
    w.lastX[u] = fp.x[u];
    w.lastY[u] = fp.y[u];
    const ground = groundCrossed(w);
    if ((ground & GROUND_ROUGH) !== 0) w.roughIn[u] = w.turn;
    if ((ground & GROUND_HEDGE) !== 0) w.hedgeIn[u] = w.turn;
    if ((ground & (GROUND_WALL | GROUND_WAGONS)) !== 0 && w.status[u] !== DESTROYED) {
      if (w.tracer !== null) traceChariotWall(w, u, (ground & GROUND_WALL) !== 0);
      wreck(w, u, 1);
    }
  }
}

/** After the combat phase, a chariot that crossed a hedge or ditch this turn and has rolled for no hits makes its one roll (§6.1). */
export function hedgeRolls(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  if (p.anyChariot === 0 || p.terrain.count === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.chariot[u] === 0 || w.hedgeIn[u] !== w.turn || w.rolledIn[u] === w.turn) continue;
    if (!alive(w.status, u)) continue;
    damage(w, rng, u, roll2D6(rng) + groundBonus(w, rng, u));
  }
}

/** What the ground adds to chariot u's damage rolls this turn (§6.1): +1 over difficult ground, +D6 over a hedge or ditch. */
function groundBonus(w: Wfb3World, rng: Rng, u: number): number {
  let k = 0;
  if (w.roughIn[u] === w.turn) k++;
  if (w.hedgeIn[u] === w.turn) k += rollD6(rng);
  return k;
}

/**
 * The impact of the chariots charging in the combat's first round (§6.1): D3 automatic hits at
 * S4, and one a scythe while the axle holds, on the enemy across the charge — wounded and saved
 * as blows; the wounds wait in the pending columns for the caller's end of step.
 */
export function impacts(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  const eng = w.eng;
  for (let e = 0; e < eng.count; e++) {
    const c = eng.a[e];
    if (p.chariot[c] === 0 || w.inCombat[c] === 0 || eng.charge[e] === 0 || eng.fresh[e] === 0 || w.status[c] !== ENGAGED) continue;
    const t = eng.b[e];
    let hits = rollD3(rng);
    if ((w.chariot[c] & AXLE_BROKEN) === 0) hits += p.scythes[c];
    let done = 0;
    if (p.chariot[t] === 1) tallyHits(w, t, hits);
    else {
      // A war beast takes them on the beast (§6.2); a unit in mixed ranks on its types as they face the chariot (mixed-ranks.ts).
      const second = p.anyMixed === 1 && p.mixedRow[t] >= 0 ? strikingSecond(w, t, e, hits) : 0;
      done = autoWounds(w, rng, t, t, hits - second, IMPACT_S);
      if (p.beast[t] === 1) w.pendBeastB[e] += done;
      else w.pendB[e] += done;
      if (second > 0) {
        const more = autoWounds(w, rng, t, p.mixedRow[t], second, IMPACT_S);
        w.pendMixedB[e] += more;
        done += more;
      }
    }
    if (w.tracer !== null) traceImpact(w, c, t, hits, done);
  }
}

/**
 * The damage chart (§6.1) for each chariot with hits tallied — of the combat being fought
 * (`all` 0), or anywhere (`all` 1, at the end of a phase): 2D6 + its hits.
 */
export function damageRolls(w: Wfb3World, rng: Rng, all: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.chariot[u] === 0 || w.tally[u] === 0 || (all === 0 && w.inCombat[u] === 0)) continue;
    const total = roll2D6(rng) + w.tally[u];
    w.tally[u] = 0;
    if (!alive(w.status, u)) continue;
    damage(w, rng, u, p.terrain.count > 0 ? total + groundBonus(w, rng, u) : total);
  }
}

/** Chariot u's result `total` on the damage chart (§6.1). */
function damage(w: Wfb3World, rng: Rng, u: number, total: number): void {
  const p = w.plan;
  w.rolledIn[u] = w.turn;
  if (w.tracer !== null) traceChariotDamage(w, u, total);
  if (total <= 7) return;
  if (total === 8) w.chariot[u] |= WHEEL_DAMAGED;
  else if (total === 9) w.chariot[u] |= REINS_CUT;
  else if (total === 10) {
    // A draught animal falls, unless it saves; the driver fights no more this turn.
    if (w.animalsLeft[u] > 0 && (p.animalSave[u] >= NO_SAVE || rollD6(rng) < p.animalSave[u])) {
      // A wagon without its team stands where it is (wagons.ts); a chariot is useless.
      if (--w.animalsLeft[u] === 0) {
        if (p.wagon[u] === 1) standsFast(w, u);
        else wreck(w, u, 0);
      }
    }
    w.driverOut[u] = w.playerTurn;
  } else if (total === 11) {
    // A crewman, at random — a character riding with them among them — is hit at the strength
    // of an animal's toughness; his save as normal.
    const s = p.animalT[u] > 10 ? 10 : p.animalT[u];
    const c = p.anyCharacter === 1 ? randomCharacter(w, rng, u, w.crewLeft[u]) : -1;
    const r = c >= 0 ? c : u;
    if (countAtLeast(rng, 1, TO_WOUND[s * 11 + (p.T[r] > 10 ? 10 : p.T[r])]) === 1 && failedSaves(rng, 1, saveNeed(w, r, p.save[r], 0, s, 0)) === 1) {
      if (c < 0) crewWounded(w, rng, u);
      else if (woundCharacter(w, c)) amokTest(w, rng, u);
    }
  } else if (total === 12) w.shakenTo[u] = w.playerTurn + 1;
  else if (total === 13) w.chariot[u] |= AXLE_BROKEN;
  // 14 the yoke pole snaps, the crew unhurt; 15 overturned and 16+ thrown out, the crew take their basic save or die.
  else wreck(w, u, total >= 15 ? 1 : 0);
}

/** A wound on chariot u's crew: a crewman lost at his last, and with him maybe control (§6.1). */
function crewWounded(w: Wfb3World, rng: Rng, u: number): void {
  if (++w.crewHurt[u] < w.plan.W[u]) return;
  w.crewHurt[u] = 0;
  if (--w.crewLeft[u] === 0) {
    wreck(w, u, 0);
    return;
  }
  amokTest(w, rng, u);
}

/** A model of chariot u's crew lost: a 6 and the beasts run amok; a 5 or 6 with the reins cut (§6.1). */
function amokTest(w: Wfb3World, rng: Rng, u: number): void {
  // A wagon without its team has nothing to run amok (wagons.ts).
  if ((w.chariot[u] & UNHITCHED) !== 0) return;
  const d = rollD6(rng);
  if (d === 6 || (d === 5 && (w.chariot[u] & REINS_CUT) !== 0)) {
    w.amok[u] = 1;
    if (w.tracer !== null) traceAmok(w, u);
  }
}

/**
 * As `side`'s movement phase begins, the crews of its chariots halted by a broken axle (result
 * 13) that are told to (`abandonHalted`) get out, if the chariot is not fighting (§6.1: "the crew
 * may get out next turn and fight on foot as one unit"): they form up behind it as the phase ends
 * (crews-on-foot.ts), and it is left, useless.
 */
export function crewsLeaveHalted(w: Wfb3World, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.abandonHalted[u] === 0 || p.side[u] !== side || (w.chariot[u] & AXLE_BROKEN) === 0 || w.status[u] !== READY || w.crewLeft[u] === 0) continue;
    if (w.tracer !== null) traceCrewAbandon(w, u);
    wreck(w, u, 0);
  }
}

/**
 * Chariot u is out of the battle (§6.1 results 14-16, a wall, no crew or animals left): its
 * crew left form a unit on foot as its side's next turn begins (crews-on-foot.ts), `thrown` 1
 * when they must take their basic save first.
 */
function wreck(w: Wfb3World, u: number, thrown: number): void {
  w.wreckedIn[u] = w.rounds;
  w.crewOut[u] = w.crewLeft[u];
  w.crewThrown[u] = thrown;
  // Its riders get down with the crew (crews-on-foot.ts).
  if (w.plan.anyFoot === 1) ridersOut(w, u, thrown);
  w.models[u] = 0;
  destroy(w, u);
}

/**
 * Whether chariot u turns safely (§6.1 result 8): with a damaged wheel, each turn a D6 of 4+
 * breaks the axle, and the chariot halts.
 */
export function wheelHolds(w: Wfb3World, rng: Rng, u: number): boolean {
  if ((w.chariot[u] & WHEEL_DAMAGED) === 0) return true;
  if (rollD6(rng) < 4) return true;
  w.chariot[u] |= AXLE_BROKEN;
  if (w.tracer !== null) traceWheelBreaks(w, u);
  return false;
}

/**
 * In `side`'s reserves phase, a chariot whose axle broke skids D6" straight on, once (§6.1
 * result 13): a unit in its way takes D4 automatic hits at S4, and the chariot halts against it.
 */
export function skids(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyChariot === 0) return;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || p.chariot[u] === 0 || (w.chariot[u] & (AXLE_BROKEN | SKIDDED)) !== AXLE_BROKEN || w.status[u] !== READY) continue;
    w.chariot[u] |= SKIDDED;
    w.dist = rollD6(rng);
    const hit = lookAhead(w, u, 0);
    goAhead(w, u);
    const hits = hit >= 0 ? rollD4(rng) : 0;
    const done = hit >= 0 ? autoHits(w, rng, hit, hits, IMPACT_S) : 0;
    if (w.tracer !== null) traceSkids(w, u, hit, hits, done);
  }
}

/**
 * Side s's chariot bonuses in the round's result (§4.9): +1 for each enemy chariot it hit, and
 * +1 for each enemy chariot running amok or put out of the battle in the round.
 */
export function chariotBonus(w: Wfb3World, s: number): number {
  const p = w.plan;
  let k = 0;
  for (let i = 0; i < w.combatCount; i++) {
    const u = w.combat[i];
    if (p.side[u] === s || p.chariot[u] === 0) continue;
    k += w.hitInRound[u];
    if (w.amok[u] === 1 || w.wreckedIn[u] === w.rounds) k++;
  }
  return k;
}
