/**
 * Mixed ranks (rules/wfb3.md §2.3; seed p.125): a unit of two troop types in one block, both on foot or both mounted,
 * one type in front of the other. The unit's row is the block — its models both types', its
 * formation, place and tests — and its own type; the second type is a row of its own
 * (plan.mixedRow, its host the unit) with its profile, equipment and models, as a character's
 * row fights for his unit. The type in front (`w.leadType`) fills the ranks from the front, the
 * other the ranks behind — or its files on the flanks; each fights, shoots and is struck with its own profile where it stands
 * (warsim's reading, the seed giving only the deployment and the two manoeuvres):
 *
 * - across its front, the front rank's models fight — the type in front at the middle, where the
 *   fight is, the other type beside it once the first no longer fills the rank — and the ranks
 *   behind support with spears or pikes by the type that stands in them;
 * - along a flank, a rank's end models, of the type in front while the rank is all of it; at the
 *   rear, the rear rank's, the type behind first;
 * - blows and impact hits fall on the types as they face the enemy, in proportion; missiles and
 *   spells on the types of the front rank, in proportion; a free hack on the type at the back;
 * - a type's losses are its own; when the type in front is all slain, the other is in front.
 *
 * The manoeuvre "change ranks" swaps the types, the front rank staying where it is: a simple
 * manoeuvre in the movement phase, or tried as the unit is charged — failed then, it fights that
 * combat as it stands at −1 to hit (`w.changeFailed`). "Deploy flanks" sends the type behind to
 * the flanks of the type in front, evenly in columns as deep as it stands (`w.flanked`,
 * `w.sideFiles`): the block's front is then both types', the flank type alone along its flanks, and
 * both shoot from the front rank. A unit may be deployed so from the start (plan.mixedPlace).
 *
 * Hot code: integers in and out.
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import { frontStrikers, sideStrikers } from '../../rank-and-file/formation.ts';
import { CHANGE_SHOOT_THEN_FIGHT, CHANGE_WHEN_CHARGED, DEPLOY_AT_ONCE, DEPLOY_WHEN_CHARGED, flankFiles } from '../plan.ts';
import { charactersAcross } from './characters.ts';
import { shape } from './formation.ts';
import { simpleManoeuvre } from './manoeuvres.ts';
import { leadership, passes } from './tests.ts';
import { onDifficultGround } from './terrain.ts';
import { traceChangeRanks, traceDeployFlanks, traceFrontage, traceRecallFlanks } from './trace.ts';
import { LINE, SQUARE, type Wfb3World } from './world.ts';

/** Models of row r's troop type in mixed unit u: its second type's (plan.mixedRow), or the rest, its own. */
export function typeModels(w: Wfb3World, u: number, r: number): number {
  const b = w.plan.mixedRow[u];
  return r === b ? w.models[b] : w.models[u] - w.models[b];
}

/**
 * The row of unit u's troops that face the enemy from its front — that shoot, and that missiles,
 * spells and impact hits strike: the type in front of a unit in mixed ranks; any other unit's own.
 */
export function frontRow(w: Wfb3World, u: number): number {
  return w.plan.anyMixed === 1 && w.plan.mixedRow[u] >= 0 ? w.leadType[u] : u;
}

/** The row of unit u's troops in its rank k (a wedge's rank fight, wedge.ts): in mixed ranks, the type most of that rank is of, the type in front at a tie; any other unit's own. */
export function rankRow(w: Wfb3World, u: number, k: number): number {
  if (w.plan.anyMixed === 0 || w.plan.mixedRow[u] < 0) return u;
  const lead = w.leadType[u];
  const back = behindType(w, u);
  return typeInRank(w, u, lead, k) >= typeInRank(w, u, back, k) ? lead : back;
}

/**
 * The row of unit u's troops that shoot when it stands and shoots or throws as a charge meets: in
 * mixed ranks, the type in front if it has missile weapons, else a type on the flanks that has;
 * any other unit's own.
 */
export function shootingRow(w: Wfb3World, u: number): number {
  const r = frontRow(w, u);
  if (r === u && w.plan.mixedRow[u] < 0) return u;
  if (w.plan.missile.has[r] === 1 || w.flanked[u] === 0) return r;
  const o = behindType(w, u);
  return w.plan.missile.has[o] === 1 ? o : r;
}

/**
 * Of `hits` on mixed unit t from afar — missiles, spells — those that fall on its type of row r:
 * in proportion to its models in the front rank, rounded to the nearer.
 */
export function frontShare(w: Wfb3World, t: number, r: number, hits: number): number {
  const mine = typeInRank(w, t, r, 1);
  const all = typeInRank(w, t, t, 1) + typeInRank(w, t, w.plan.mixedRow[t], 1);
  if (mine === 0 || all === 0) return 0;
  return ((2 * hits * mine + all) / (2 * all)) | 0;
}

/** The row of the type of mixed unit u that is not in front. */
export function behindType(w: Wfb3World, u: number): number {
  return w.leadType[u] === u ? w.plan.mixedRow[u] : u;
}

/** The row of the type at the back of mixed unit u: the type behind while it has models, else the one in front. */
export function rearType(w: Wfb3World, u: number): number {
  const back = behindType(w, u);
  return typeModels(w, u, back) > 0 ? back : w.leadType[u];
}

/**
 * Models of row r's type in rank k (1: the front) of mixed unit u: one type in front of the other,
 * the type in front fills the ranks from the front; on the flanks, each type fills its own files
 * of every rank from the front — the centre's, and the flanks' `sideFiles` on each side.
 */
export function typeInRank(w: Wfb3World, u: number, r: number, k: number): number {
  if (w.plan.squareCorners[u] === 1 && w.formation[u] === SQUARE) return inSquareCorners(w, u, r, k);
  if (w.flanked[u] === 1) {
    const flanks = 2 * w.sideFiles[u];
    const width = r === w.leadType[u] ? w.files[u] - flanks : flanks;
    const left = typeModels(w, u, r) - (k - 1) * width;
    return left < 0 ? 0 : left > width ? width : left;
  }
  const files = w.files[u];
  const start = (k - 1) * files;
  const total = w.models[u];
  if (start >= total) return 0;
  const inRank = total - start < files ? total - start : files;
  let lead = typeModels(w, u, w.leadType[u]) - start;
  if (lead < 0) lead = 0;
  else if (lead > inRank) lead = inRank;
  return r === w.leadType[u] ? lead : inRank - lead;
}

/**
 * typeInRank() for mixed unit u in a square with its type behind at the corners (§2.3: one type
 * may stand at the corners): each corner holds a quarter of that type, half of it at the
 * end of each face that meets there — so a face has `c` of them at each end, c = its models / 8
 * rounded up, never more than half the face; a rank further in holds them while they fill it.
 * The type in front fills the rest of each rank from the outside in.
 */
function inSquareCorners(w: Wfb3World, u: number, r: number, k: number): number {
  const files = w.files[u];
  const lead = w.leadType[u];
  const corners = typeModels(w, u, behindType(w, u));
  let c = ((corners + 7) / 8) | 0;
  if (c > files >> 1) c = files >> 1;
  let left = typeModels(w, u, lead);
  for (let j = 1; j <= k; j++) {
    const inCorners = c > 0 && corners > 8 * c * (j - 1) ? 2 * c : 0;
    const room = files - inCorners;
    const ofLead = left < room ? left : room;
    if (j === k) return r === lead ? ofLead : inCorners;
    left -= ofLead;
  }
  return 0;
}

/**
 * Models of row r's type of mixed unit u that fight across e (blows.ts fighters() for a unit of
 * one type): across its front, the front rank's in contact — the type in front first, less the
 * places of characters — and the supporting ranks of spears or pikes of the type in each; along a
 * flank or at the rear, the models there by type (sideShare()).
 */
export function typeFighters(w: Wfb3World, u: number, e: number, r: number): number {
  return fightersOfType(w, u, e, r, w.plan.weapon.ranks[r]);
}

/** Models of row r's type of mixed unit u facing the enemy across e, the supporting ranks aside: those a round's blows there may slay (casualties.ts endStep()). */
export function typeFacing(w: Wfb3World, u: number, e: number, r: number): number {
  return fightersOfType(w, u, e, r, 1);
}

/** typeFighters() with the ranks `depth` its weapon fights in (1: the models facing the enemy only). */
function fightersOfType(w: Wfb3World, u: number, e: number, r: number, depth: number): number {
  const eng = w.eng;
  const files = w.files[u];
  const models = w.models[u];
  const attacker = eng.a[e] === u;
  const lost = attacker ? eng.lostA[e] : eng.lostB[e];
  if (!attacker && eng.face[e] !== FRONT) return sideShare(w, u, r, sideStrikers(eng.contactB[e], models, files, eng.face[e] === REAR, lost), eng.face[e] === REAR);
  const front = frontStrikers(attacker ? eng.contactA[e] : eng.contactB[e], models, files, w.roundStart[u], lost);
  const places = w.plan.anyCharacter === 1 ? charactersAcross(w, u, e) : 0;
  const troops = front > places ? front - places : 0;
  const lead = w.leadType[u];
  const leadFront = typeInRank(w, u, lead, 1);
  const leadFighting = troops < leadFront ? troops : leadFront;
  let mine = leadFighting;
  if (r !== lead) {
    const otherFront = typeInRank(w, u, r, 1);
    mine = troops - leadFighting < otherFront ? troops - leadFighting : otherFront;
  }
  if (depth === 1 || front === 0 || (depth === 4 && w.pushedBack[u] === 1)) return mine;
  const up = w.plan.flags.supportRounding === 'up';
  for (let k = 2; k <= depth; k++) {
    const leadIn = typeInRank(w, u, lead, k);
    const leadWidth = leadIn < front ? leadIn : front;
    let width = leadWidth;
    if (r !== lead) {
      const otherIn = typeInRank(w, u, r, k);
      width = otherIn < front - leadWidth ? otherIn : front - leadWidth;
    }
    if (width > 0) mine += up ? ((width + k - 1) / k) | 0 : (width / k) | 0;
  }
  return mine;
}

/**
 * Of `side` models of mixed unit u fighting along a flank or at its rear, those of row r's type:
 * along a flank, one a rank from the front, the type in front for each rank it fills whole — or,
 * with a type on the flanks, that type's for each rank of its columns; at the rear, the rear
 * rank's, the type behind (or on the flanks) first.
 */
function sideShare(w: Wfb3World, u: number, r: number, side: number, rear: boolean): number {
  const lead = w.leadType[u];
  let ofLead: number;
  if (!rear && w.flanked[u] === 1) {
    // On the flanks, the flank type's columns, as deep as it stands, then the centre's.
    const flanks = 2 * w.sideFiles[u];
    const deep = ((typeModels(w, u, behindType(w, u)) + flanks - 1) / flanks) | 0;
    ofLead = side > deep ? side - deep : 0;
  } else if (rear) {
    const last = ((w.models[u] + w.files[u] - 1) / w.files[u]) | 0;
    const behind = typeInRank(w, u, behindType(w, u), last);
    ofLead = side > behind ? side - behind : 0;
  } else {
    const whole = (typeModels(w, u, lead) / w.files[u]) | 0;
    ofLead = side < whole ? side : whole;
  }
  return r === lead ? ofLead : side - ofLead;
}

/**
 * Of `attackers` striking mixed unit t across e, those that strike its second type: in
 * proportion to the models of each type facing them there (fightersOfType() without supports:
 * the front rank in contact, a flank's rank ends, the rear rank), rounded to the nearer.
 */
export function strikingSecond(w: Wfb3World, t: number, e: number, attackers: number): number {
  const b = w.plan.mixedRow[t];
  const own = fightersOfType(w, t, e, t, 1);
  const second = fightersOfType(w, t, e, b, 1);
  const all = own + second;
  if (second === 0 || all === 0) return 0;
  return ((2 * attackers * second + all) / (2 * all)) | 0;
}

/**
 * `wounds` on row r's type of mixed unit u, slaying at most `cap` of its models (−1: no cap): each
 * model of it dies as its last wound is lost (casualties.ts woundUnit() for a unit of one type).
 * The models slain are left in `w.slain`; with the type in front all slain, the other is in front.
 */
export function woundType(w: Wfb3World, u: number, r: number, wounds: number, cap: number): number {
  const b = w.plan.mixedRow[u];
  const each = w.plan.W[r];
  let done = 0;
  let slain = 0;
  while (done < wounds && typeModels(w, u, r) > 0) {
    if (cap >= 0 && slain >= cap) break;
    done++;
    if (++w.hurt[r] >= each) {
      w.hurt[r] = 0;
      w.models[u]--;
      if (r === b) w.models[b]--;
      slain++;
    }
  }
  w.slain = slain;
  if (slain > 0) {
    // A type all slain on the flanks leaves the other standing alone, on its own files.
    if (w.flanked[u] === 1 && typeModels(w, u, r) === 0) {
      const flanks = 2 * w.sideFiles[u];
      w.files[u] = r === w.leadType[u] ? flanks : w.files[u] - flanks;
      w.flanked[u] = 0;
      w.sideFiles[u] = 0;
    }
    if (typeModels(w, u, w.leadType[u]) === 0) w.leadType[u] = behindType(w, u);
    shape(w, u);
  }
  return done;
}

/**
 * The most models of mixed unit u's second type a strike step's blows across e may slay (−1: no
 * cap, flag excessWounds carry): those facing the enemy there as the step's wounds are about to
 * fall, before its own type's losses (casualties.ts endStep()).
 */
export function secondTypeCap(w: Wfb3World, u: number, e: number, carry: boolean): number {
  return carry ? -1 : fightersOfType(w, u, e, w.plan.mixedRow[u], 1);
}

/** Mixed unit u changes ranks (§2.3): the type behind comes to the front, the front rank staying where it is. */
function changeRanks(w: Wfb3World, u: number): void {
  w.leadType[u] = behindType(w, u);
}

/**
 * Mixed unit u deploys its type behind on the flanks of the type in front, which stands still
 * (§2.3 "deploy flanks") — or, told to (flankType: front), its type in front on the flanks of the
 * one behind (the front type or the rear one): evenly on both sides, in columns as deep as the
 * centre stands; the block's front is the centre's files and the two flanks', its place and
 * facing kept.
 */
function deployOnFlanks(w: Wfb3World, u: number): void {
  // The type in front to the flanks (flankType: front): the one behind becomes the centre.
  if (w.plan.flankFront[u] === 1) w.leadType[u] = behindType(w, u);
  const side = flankFiles(typeModels(w, u, behindType(w, u)), typeModels(w, u, w.leadType[u]), w.files[u]);
  w.sideFiles[u] = side;
  w.files[u] += 2 * side;
  w.flanked[u] = 1;
  shape(w, u);
}

/**
 * Mixed unit u brings the type on its flanks back behind the other, which stands still (§2.3,
 * p.125: the same manoeuvre undoes it): the block's front is the
 * centre's files again.
 */
function recallFromFlanks(w: Wfb3World, u: number): void {
  w.files[u] -= 2 * w.sideFiles[u];
  w.sideFiles[u] = 0;
  w.flanked[u] = 0;
  shape(w, u);
}

/** A change of frontage adds or takes at most two models on each flank (§2.2). */
const FLANK_STEP = 2;

/**
 * Mixed unit u with a type on its flanks, told to fight on a frontage of `frontage` files, changes
 * towards it before it moves (§2.2: "a formation change of ±1 or ±2 models on each flank"): the
 * centre keeps its files, and the columns on its flanks widen or narrow, at most two files each
 * side a simple manoeuvre, each a file at least and a model deep; in line, and not on difficult
 * ground (manoeuvres.ts changeFrontage() for any other unit).
 */
export function flankFrontage(w: Wfb3World, rng: Rng, u: number): void {
  const want = w.plan.frontage[u];
  if (want === 0 || w.files[u] === want || w.formation[u] !== LINE || onDifficultGround(w, u)) return;
  const centre = w.files[u] - 2 * w.sideFiles[u];
  const flankModels = typeModels(w, u, behindType(w, u));
  let side = (want - centre) >> 1;
  const widest = (flankModels + 1) >> 1;
  if (side > widest) side = widest;
  if (side < 1) side = 1;
  while (w.sideFiles[u] !== side && simpleManoeuvre(w, rng, u)) {
    const step = side - w.sideFiles[u];
    w.sideFiles[u] += step > FLANK_STEP ? FLANK_STEP : step < -FLANK_STEP ? -FLANK_STEP : step;
    w.files[u] = centre + 2 * w.sideFiles[u];
    shape(w, u);
    if (w.tracer !== null) traceFrontage(w, u);
  }
}

/** Whether row r's type has a missile weapon and models left. */
function shooters(w: Wfb3World, u: number, r: number): boolean {
  return w.plan.missile.has[r] === 1 && typeModels(w, u, r) > 0;
}

/**
 * Mixed unit t, charged by c, holds (charges.ts respond()), one type in front of the other: by its
 * tactics it tries to deploy the type behind on the flanks (deployFlanks: when-charged), to bring
 * a type on its flanks back behind (recallFlanks: when-charged), or to
 * change ranks (changeRanks: when-charged, always; shoot-then-fight, when its shooters stand in
 * front and the type behind has no missile weapon), on an Ld test (the seed lets a charged
 * unit try either manoeuvre). Failed, it stays as it is and fights that combat at
 * −1 to hit.
 */
export function changeRanksWhenCharged(w: Wfb3World, rng: Rng, t: number, c: number): void {
  const p = w.plan;
  const back = behindType(w, t);
  if (typeModels(w, t, back) === 0) return;
  if (w.flanked[t] === 1) {
    if (p.recallFlanks[t] === 1) recallWhenCharged(w, rng, t, c);
    return;
  }
  const how = p.changeRanks[t];
  const flanks = p.deployFlanks[t] === DEPLOY_WHEN_CHARGED;
  if (!flanks && how !== CHANGE_WHEN_CHARGED && !(how === CHANGE_SHOOT_THEN_FIGHT && shooters(w, t, w.leadType[t]) && p.missile.has[back] === 0)) return;
  const ld = leadership(w, t);
  const passed = passes(w, rng, ld);
  if (!passed) w.changeFailed[t] = 1;
  else if (flanks) deployOnFlanks(w, t);
  else changeRanks(w, t);
  if (w.tracer !== null) {
    if (flanks) traceDeployFlanks(w, t, c, ld, passed ? 1 : 0);
    else traceChangeRanks(w, t, c, ld, passed ? 1 : 0);
  }
}

/** Mixed unit t, charged by c with a type on its flanks, tries to bring it back behind on an Ld test; failed, it fights that combat at −1 to hit. */
function recallWhenCharged(w: Wfb3World, rng: Rng, t: number, c: number): void {
  const ld = leadership(w, t);
  const passed = passes(w, rng, ld);
  if (w.tracer !== null) traceRecallFlanks(w, t, c, ld, passed ? 1 : 0);
  if (!passed) w.changeFailed[t] = 1;
  else recallFromFlanks(w, t);
}

/**
 * `side`'s units in mixed ranks in its movement phase, after the charges: out of combat, a failed
 * manoeuvre is forgotten; formed, at liberty and not charging, one with the tactic deployFlanks:
 * at-once deploys its type behind on the flanks (until its recallFlanks turn), one with a type on
 * its flanks brings it back behind from its recallFlanks turn, and one with shoot-then-fight
 * brings a type with missile weapons to the front when the type in front has none (§2.3: simple
 * manoeuvres, the first of the phase free).
 */
export function mixedRanksMove(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || p.mixedRow[u] < 0) continue;
    if (w.status[u] !== ENGAGED) w.changeFailed[u] = 0;
    if (w.status[u] !== READY || w.declared[u] >= 0 || w.unformed[u] === 1 || w.pursuing[u] >= 0) continue;
    const recall = p.recallTurn[u] > 0 && w.turn >= p.recallTurn[u];
    if (w.flanked[u] === 1) {
      // Its turn come, it brings the type on its flanks back behind (recallFlanks: a turn).
      if (!recall || !simpleManoeuvre(w, rng, u)) continue;
      recallFromFlanks(w, u);
      if (w.tracer !== null) traceRecallFlanks(w, u, -1, 0, 1);
      continue;
    }
    if (p.deployFlanks[u] === DEPLOY_AT_ONCE && !recall) {
      if (typeModels(w, u, behindType(w, u)) === 0 || !simpleManoeuvre(w, rng, u)) continue;
      deployOnFlanks(w, u);
      if (w.tracer !== null) traceDeployFlanks(w, u, -1, 0, 1);
      continue;
    }
    if (p.changeRanks[u] !== CHANGE_SHOOT_THEN_FIGHT || shooters(w, u, w.leadType[u]) || !shooters(w, u, behindType(w, u)) || !simpleManoeuvre(w, rng, u)) continue;
    changeRanks(w, u);
    if (w.tracer !== null) traceChangeRanks(w, u, -1, 0, 1);
  }
}
