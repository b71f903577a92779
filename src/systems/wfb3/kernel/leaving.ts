/**
 * Characters leaving their units (rules/wfb3.md §6.4, §5 panic 6). A character told to (his
 * tactic `leave`, a game turn) steps out of his unit as his side's movement phase begins, and is
 * a single character from then on: the compiled unit he is alone (plan.aloneAs), waiting off the
 * table until now, takes the field beside the end of his unit's front rank, facing as it faces,
 * with his wounds, and charges, moves and fights as its tactics say — a rider of a chariot or war
 * beast getting down from it on foot. He may not while his unit is under a compulsory rule —
 * fleeing, pursuing, stupid, frenzied, or running amok — nor, his unit fighting, from its front
 * rank (only from a rank behind, where he stood as the combat began); nor while he carries the
 * army standard passed on to him, nor while his unit of flyers is in the air. The general takes his army standard with him (§6.6). A unit in
 * combat that a character leaves tests for panic (6), unless it has three characters or more:
 * then the one leaving is taken to be of the lowest level, all 3rd-edition characters being of
 * level 5 or more (G11). His unit chooses its leader again. Its leader declares he is leaving and
 * leads it until his side's next movement phase, when he leaves. A character who cannot leave in
 * his turn tries again in each of his side's turns after.
 *
 * Hot code: integers in and out; the geometry goes through the world's registers.
 */
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, OFF_TABLE, READY } from '../../rank-and-file/unit-state.ts';
import { charactersIn, chooseLeader } from './characters.ts';
import { contactPose, diagonalFace } from '../../../battlefield/arcs.ts';
import { engage, resetUnit, standsClear, waitOffTable } from './deployment.ts';
import { shape, takePose } from './formation.ts';
import { foe } from './strike-order.ts';
import { PANIC_CHARACTER_LEAVES, panicTest, takesPanicTests } from './panic.ts';
import { carryArmyStandard } from './standards.ts';
import { traceLeaves, traceStandsFrenzied, traceTakesArmyStandard } from './trace.ts';
import { aloft, CLEAR, type Wfb3World } from './world.ts';

/** How far beyond the end of his unit's front rank a character who leaves it stands. */
const BESIDE = 0.5;

/** Why a character could not leave (traceLeaves()): he left; his unit under a compulsory rule; fighting in its front rank; carrying the army standard; no room beside it; its leader, who has declared he will leave next turn; his unit in the air. */
export const LEFT = 0;
export const BOUND = 1;
export const FIGHTING = 2;
export const BEARER = 3;
export const NO_ROOM = 4;
export const DECLARED = 5;
/** His unit of flyers is in the air (aerial.ts): he waits until it lands. */
export const IN_THE_AIR = 6;

/** As `side`'s movement phase begins, its characters whose turn to leave their units has come step out. */
export function charactersLeave(w: Wfb3World, rng: Rng, side: number): void {
  const p = w.plan;
  if (p.anyLeaving === 0) return;
  for (let c = w.n; c < p.rows; c++) {
    if (p.aloneAs[c] < 0 || p.leaveTurn[c] === 0 || p.side[c] !== side || w.turn < p.leaveTurn[c] || w.models[c] === 0) continue;
    const why = leaves(w, c);
    if (w.tracer !== null) traceLeaves(w, c, why);
    if (why !== LEFT) continue;
    const u = p.host[c];
    // The general's army standard stays with him (§6.6): he carries it away.
    const a = p.aloneAs[c];
    if (w.generalUnit[p.side[c]] === a && carryArmyStandard(w, u, a, -1) && w.tracer !== null) traceTakesArmyStandard(w, a, u);
    // A unit in combat a character leaves tests for panic (§5 panic 6).
    if (w.status[u] === ENGAGED && takesPanicTests(w, u) && charactersIn(w, u) < 2 && !panicTest(w, rng, u, a, PANIC_CHARACTER_LEAVES, 0)) w.panicked[u] = 1;
  }
}

/**
 * Unit u routs from combat: each of its characters frenzied on his own (own-reactions.ts), who
 * takes no rout test, stands (§5: only he is affected) — alone, where he fought, against the
 * first enemy it fought, who is not left without a foe; they fight from the next combat phase.
 * Not the general whose unit carries the army standard: it stays with him (§6.6).
 * Called as the rout begins, its engagements standing.
 */
export function frenziedStand(w: Wfb3World, u: number): void {
  const p = w.plan;
  if (p.anyOwnReaction === 0 || p.anyLeaving === 0) return;
  let o = -1;
  for (let e = 0; e < w.eng.count && o < 0; e++) if (w.eng.a[e] === u || w.eng.b[e] === u) o = foe(w, e, u);
  if (o < 0) return;
  const fp = w.fp;
  for (let c = w.n; c < p.rows; c++) {
    const a = p.aloneAs[c];
    if (a < 0 || p.host[c] !== u || w.models[c] === 0 || w.frenzied[c] === 0) continue;
    // The general stays with the army standard his unit carries (§6.6).
    if (w.generalRow[p.side[c]] === c && w.armyStandardWith[u] === 1) continue;
    resetUnit(w, a);
    // From the middle of his unit to the face of the enemy it fought.
    fp.x[a] = fp.cx[u];
    fp.y[a] = fp.cy[u];
    fp.facing[a] = fp.facing[u];
    shape(w, a);
    w.face = diagonalFace(fp, o, a);
    contactPose(fp, o, w.face, w.pose);
    takePose(w, a);
    takeOver(w, c, a);
    w.frenzied[a] = 1;
    engage(w, a, o, w.face, 0);
    // They fight from the next combat phase: each has fought in this one.
    w.foughtIn[a] = w.playerTurn;
    w.foughtIn[o] = w.playerTurn;
    if (w.tracer !== null) traceStandsFrenzied(w, c, o);
  }
}

/** Character c's unit a, alone, takes him over: his wounds, state and magic points; his row leaves his unit, which chooses its leader again. */
function takeOver(w: Wfb3World, c: number, a: number): void {
  const p = w.plan;
  const u = p.host[c];
  w.hurt[a] = w.hurt[c];
  w.frenzied[a] = w.frenzied[c];
  w.shamed[a] = w.shamed[c];
  w.mp[a] = w.mp[c];
  w.busy[a] = w.busy[c];
  w.woundedAt[a] = w.woundedAt[c];
  w.models[c] = 0;
  w.status[c] = OFF_TABLE;
  if (w.leadBy[u] === c) chooseLeader(w, u);
  // The general goes with him: the unit he is alone is where his bonus reaches from.
  const side = p.side[c];
  if (w.generalRow[side] === c) {
    w.generalUnit[side] = a;
    w.generalRow[side] = -1;
  }
}

/** Character c leaves his unit if he may: LEFT, or why not. */
function leaves(w: Wfb3World, c: number): number {
  const p = w.plan;
  const u = p.host[c];
  const s = w.status[u];
  if ((s !== READY && s !== ENGAGED) || w.pursuing[u] >= 0 || w.stupid[u] !== CLEAR || w.stupid[c] !== CLEAR || w.frenzied[u] === 1 || w.frenzied[c] === 1 || w.amok[u] === 1) return BOUND;
  if (s === ENGAGED && p.inFront[c] === 1) return FIGHTING;
  if (p.anyFlyer === 1 && aloft(w, u)) return IN_THE_AIR;
  if (w.armyBearer[u] === c) return BEARER;
  // Its leader declares he will leave, leads it until his side's next movement phase, and leaves then.
  if (w.leadBy[u] === c && w.leaving[c] === 0) {
    w.leaving[c] = 1;
    return DECLARED;
  }
  const a = p.aloneAs[c];
  if (!besideUnit(w, u, a, 1) && !besideUnit(w, u, a, -1)) return NO_ROOM;
  takeOver(w, c, a);
  return LEFT;
}

/** Unit a, a character alone, takes the field beside the end of u's front rank (`end` 1 its right, −1 its left); false, and a waits again, where there is no room. */
function besideUnit(w: Wfb3World, u: number, a: number, end: number): boolean {
  const fp = w.fp;
  resetUnit(w, a);
  const along = end * (fp.w[u] * 0.5 + BESIDE + w.plan.baseW[a] * 0.5);
  fp.facing[a] = fp.facing[u];
  fp.x[a] = fp.x[u] + fp.cos[u] * along;
  fp.y[a] = fp.y[u] - fp.sin[u] * along;
  shape(w, a);
  if (standsClear(w, a)) return true;
  waitOffTable(w, a);
  return false;
}
