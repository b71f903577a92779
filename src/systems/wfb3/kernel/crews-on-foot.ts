/**
 * Crews on foot (rules/wfb3.md §6.1, §6.2). A chariot's crew whose chariot is wrecked — its yoke
 * pole snapped (14), overturned (15), the crew thrown out (16+), smashed on a wall, or its last
 * draught animal slain — and a war beast's crew who live through its fall form a unit on foot,
 * and fight on (the tactic `crewOnFoot: form`, the seed's "may"). As the phase that lost it
 * ends ("after the combat"), they stand up behind the wreck, within 1" of it, facing as it
 * faced, in one rank: the compiled crew unit (plan.crewUnit), waiting off the table until now,
 * takes the field. They stay there until their side's next turn begins — no reserve move — and
 * act as any unit from then on. Crew thrown out take their basic save first, or die. A lone
 * survivor of a war beast's crew joins the nearest friendly infantry standing — a unit on foot
 * of troops, not fleeing — as one more of its models, counted as one of its troopers (his own
 * profile is not kept); with none, he leaves the battle. A chariot's may stand on his own. With
 * no room behind the wreck — the table's edge, or a unit there — they leave the battle.
 *
 * Called as each phase that may lose a chariot or beast ends (turn.ts).
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import { takesPlace } from './characters.ts';
import { NO_SAVE } from '../data/armour.ts';
import { resetUnit, standsClear, waitOffTable } from './deployment.ts';
import { shape } from './formation.ts';
import { failedSaves } from './saves.ts';
import { traceCrewForms, traceDismount, traceRejoinCrew, traceRemount, traceRiderGetsDown } from './trace.ts';
import type { Wfb3World } from './world.ts';

/** How far behind its wreck a crew forms up: within 1" of it (§6.2). */
const BEHIND = 0.5;

/** The crews left by chariots wrecked and war beasts fallen in the phase just played form up on foot. */
export function crewsForm(w: Wfb3World, rng: Rng): void {
  const p = w.plan;
  if (p.anyCrewUnit === 0) return;
  for (let v = 0; v < w.n; v++) {
    const c = p.crewUnit[v];
    if (c < 0 || w.crewOut[v] === 0) continue;
    // Its crewmen already on foot (`dismount`): those left aboard join them, or are lost with the chariot.
    if (w.dismounted[v] === 1) {
      joinDismounted(w, rng, v, c);
      continue;
    }
    let k = w.crewOut[v];
    w.crewOut[v] = 0;
    const thrown = k;
    // Thrown out, each takes his basic save or dies (§6.1).
    if (w.crewThrown[v] === 1) k = p.save[v] >= NO_SAVE ? 0 : k - failedSaves(rng, k, p.save[v]);
    const formed = (k > 1 || (k === 1 && p.chariot[v] === 1)) && standUp(w, v, c, k);
    // A beast's lone survivor joins the nearest friendly infantry (§6.2).
    const joined = k === 1 && p.beast[v] === 1 ? joinNearestInfantry(w, v) : -1;
    if (w.tracer !== null) traceCrewForms(w, v, c, w.crewThrown[v] === 1 ? thrown : 0, k, formed, joined);
    if (p.anyFoot === 1) ridersGetDown(w, rng, v, c, formed);
  }
}

/**
 * The riders of lost chariot or beast v waiting with its crew (characters.ts ridersOut()): thrown out, each
 * takes his basic save or dies; those who live take their places in the crew unit c if it
 * formed up (`formed`), their rows there taking the field with their wounds and magic points —
 * the crew choosing their leader, the general's bonus going with him — or are lost with them.
 */
function ridersGetDown(w: Wfb3World, rng: Rng, v: number, c: number, formed: boolean): void {
  const p = w.plan;
  for (let r = w.n; r < p.rows; r++) {
    if (p.host[r] !== v || w.footPending[r] === 0) continue;
    const thrown = w.footPending[r] === 2;
    w.footPending[r] = 0;
    const lives = formed && (!thrown || (p.save[r] < NO_SAVE && failedSaves(rng, 1, p.save[r]) === 0));
    if (w.tracer !== null) traceRiderGetsDown(w, r, c, lives);
    if (lives) takesPlace(w, r, p.footAs[r], c);
  }
}

/** The lone survivor of beast v's crew joins the nearest friendly unit of infantry standing, one more of its models: that unit, −1 none. */
function joinNearestInfantry(w: Wfb3World, v: number): number {
  const p = w.plan;
  let best = -1;
  let near = Infinity;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== p.side[v] || p.mounted[u] === 1 || p.chariot[u] === 1 || p.beast[u] === 1 || p.loner[u] === 1) continue;
    const s = w.status[u];
    if (s !== READY && s !== ENGAGED) continue;
    const gap = w.gaps.gap[pairOf(w.gaps, u, v)];
    if (gap < near) {
      near = gap;
      best = u;
    }
  }
  if (best < 0) return -1;
  w.models[best]++;
  w.fielded[best]++;
  shape(w, best);
  return best;
}

/**
 * Chariot v, whose crewmen got off (`dismount`), is lost: those left aboard — thrown out, after
 * their basic save — join them in crew unit c while it stands, or are lost with the chariot.
 */
function joinDismounted(w: Wfb3World, rng: Rng, v: number, c: number): void {
  const p = w.plan;
  let k = w.crewOut[v];
  w.crewOut[v] = 0;
  if (w.crewThrown[v] === 1) k = p.save[v] >= NO_SAVE ? 0 : k - failedSaves(rng, k, p.save[v]);
  const st = w.status[c];
  if (k === 0 || (st !== READY && st !== ENGAGED)) return;
  w.models[c] += k;
  w.fielded[c] += k;
  shape(w, c);
  if (w.tracer !== null) traceRejoinCrew(w, v, c, k);
}

/**
 * As `side`'s movement phase begins, the crewmen of its chariots told to get off this turn
 * (`dismount`), all but the driver, do so if the chariot is at liberty (§6.1: in the movement
 * phase the crew but the driver may step down ... and still move
 * fully): they stand beside it as a unit on foot (crew unit plan.crewUnit), in one rank level
 * with its front — on its right, else its left, else behind it — free to move, shoot and charge
 * as any unit this turn; the chariot fights on with its driver. With no room they stay aboard,
 * and try again next turn.
 */
export function crewsDismount(w: Wfb3World, side: number): void {
  const p = w.plan;
  for (let v = 0; v < w.n; v++) {
    if (p.dismountTurn[v] === 0 || p.side[v] !== side || w.dismounted[v] !== 0 || w.turn < p.dismountTurn[v]) continue;
    if (w.status[v] !== READY || w.amok[v] === 1 || w.crewLeft[v] < 2) continue;
    const c = p.crewUnit[v];
    const k = w.crewLeft[v] - 1;
    if (!getOff(w, v, c, k)) continue;
    w.noReserve[c] = 0;
    w.crewLeft[v] = 1;
    w.crewOff[v] = k;
    w.dismounted[v] = 1;
    if (w.tracer !== null) traceDismount(w, v, c, k);
  }
}

/**
 * As `side`'s reserves phase begins, from the turn its tactic `remount` gives, the crewmen of each
 * of its chariots who got off get back aboard (§6.1: with or without a reserve move
 * of his own, but not while in hand-to-hand combat ... anywhere along its move):
 * when their unit is at liberty — not fighting, fleeing nor pursuing — and the chariot, still in
 * the battle, stands within their move. Their unit leaves the table.
 */
export function crewsRemount(w: Wfb3World, side: number): void {
  const p = w.plan;
  for (let v = 0; v < w.n; v++) {
    if (w.dismounted[v] !== 1 || p.side[v] !== side || p.remountTurn[v] === 0 || w.turn < p.remountTurn[v]) continue;
    const c = p.crewUnit[v];
    const st = w.status[v];
    if (w.status[c] !== READY || w.pursuing[c] >= 0 || (st !== READY && st !== ENGAGED)) continue;
    if (w.gaps.gap[pairOf(w.gaps, c, v)] > w.M[c]) continue;
    const k = w.models[c];
    w.crewLeft[v] += k;
    w.crewOff[v] = 0;
    w.dismounted[v] = 2;
    if (w.tracer !== null) traceRemount(w, v, c, k);
    waitOffTable(w, c);
  }
}

/** Crew unit c takes the field k strong, in one rank: every column of its state as deployed. */
function fieldCrew(w: Wfb3World, c: number, k: number): void {
  resetUnit(w, c);
  w.models[c] = k;
  w.fielded[c] = k;
  w.files[c] = k;
  w.lineFiles[c] = k;
  w.turnStart[c] = k;
}

/** Crew unit c, k strong, gets off chariot v: beside it on its right, else its left, in one rank level with its front, else behind it; false when there is no room for it. */
function getOff(w: Wfb3World, v: number, c: number, k: number): boolean {
  const fp = w.fp;
  for (let side = 1; side >= -1; side -= 2) {
    fieldCrew(w, c, k);
    const along = side * (fp.w[v] * 0.5 + BEHIND + k * w.plan.baseW[c] * 0.5);
    fp.facing[c] = fp.facing[v];
    fp.x[c] = fp.x[v] + fp.cos[v] * along;
    fp.y[c] = fp.y[v] - fp.sin[v] * along;
    shape(w, c);
    if (standsClear(w, c)) return true;
  }
  return standUp(w, v, c, k);
}

/** Crew unit c, k strong, stands up behind wreck v, facing as it faced, in one rank; false when there is no room for it. */
function standUp(w: Wfb3World, v: number, c: number, k: number): boolean {
  const fp = w.fp;
  fieldCrew(w, c, k);
  // They stay by the wreck until their side's next turn (§6.2): formed in their own, no reserve move.
  if (w.plan.side[c] === w.phasing) w.noReserve[c] = 1;
  // Its front centre just behind the wreck's rear.
  const back = fp.d[v] + BEHIND;
  fp.facing[c] = fp.facing[v];
  fp.x[c] = fp.x[v] - fp.sin[v] * back;
  fp.y[c] = fp.y[v] - fp.cos[v] * back;
  shape(w, c);
  if (standsClear(w, c)) return true;
  waitOffTable(w, c);
  return false;
}
