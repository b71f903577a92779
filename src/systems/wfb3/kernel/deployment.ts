/**
 * Back to the deployment at the start of each simulation: every unit as the scenario places
 * it, every column cleared, and units deployed touching an enemy engaged with it (their first
 * round is fought without a charge).
 */
import { diagonalFace, FRONT, REAR } from '../../../battlefield/arcs.ts';
import { offTable } from '../../../battlefield/footprints.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { modelsTouching } from '../../rank-and-file/contact.ts';
import { addEngagement } from '../../rank-and-file/engagements.ts';
import { JOINED, OFF_TABLE, present, READY } from '../../rank-and-file/unit-state.ts';
import { PLACE_FLANKS, PLACE_IN_FRONT } from '../plan.ts';
import { resetCharacters } from './characters.ts';
import { resetChariots } from './chariots.ts';
import { resetBeasts } from './beasts.ts';
import { breakFormation, frontRank, ranks, shape } from './formation.ts';
import { aloft, ARCHER_WEDGE, ARMY_STANDARD, CARRIED, SQUARE, TESTUDO, UNIT_STANDARD, type Wfb3World } from './world.ts';

export function reset(w: Wfb3World): void {
  const p = w.plan;
  w.turn = 0;
  w.playerTurn = 0;
  w.inCombatPhase = 0;
  w.moment = 0;
  if (p.anySquad === 1) w.sharedAt.fill(-1);
  w.rounds = 0;
  w.anyBroken = 0;
  w.captureRound = 0;
  w.contestPending = 0;
  w.eng.count = 0;
  for (let s = 0; s < 2; s++) {
    w.generalUnit[s] = p.generalOf[s];
    w.generalRow[s] = p.generalRow[s];
  }
  for (let u = 0; u < w.n; u++) {
    resetUnit(w, u);
    // A chariot's or war beast's crew on foot, and a character alone, wait off the table until they take the field.
    if (p.waits[u] === 1) waitOffTable(w, u);
  }
  if (p.anyCharacter === 1) resetCharacters(w);
  if (p.anyChariot === 1) resetChariots(w);
  if (p.anyBeast === 1) resetBeasts(w);
  // Units deployed in base contact with an enemy start in combat.
  for (let a = 0; a < w.n; a++) {
    for (let b = a + 1; b < w.n; b++) {
      if (p.side[a] === p.side[b] || w.gaps.gap[pairOf(w.gaps, a, b)] > EPS || aloft(w, a) || aloft(w, b)) continue;
      // The one whose front faces the other is the one whose front touches (a's, if both).
      if (diagonalFace(w.fp, a, b) === FRONT) engage(w, a, b, diagonalFace(w.fp, b, a), 0);
      else engage(w, b, a, diagonalFace(w.fp, a, b), 0);
    }
  }
}

/** Unit u as the scenario deploys it: every column of its state cleared, its footprint at its place. */
export function resetUnit(w: Wfb3World, u: number): void {
  const p = w.plan;
  w.status[u] = READY;
  w.models[u] = p.models[u];
  w.hurt[u] = 0;
  // Mixed ranks (mixed-ranks.ts): the second type's models, and which type stands in front.
  const b = p.mixedRow[u];
  w.leadType[u] = b >= 0 && p.mixedPlace[u] === PLACE_IN_FRONT ? b : u;
  w.flanked[u] = b >= 0 && p.mixedPlace[u] === PLACE_FLANKS ? 1 : 0;
  w.sideFiles[u] = p.sideFiles[u];
  w.changeFailed[u] = 0;
  if (b >= 0) {
    // Part of its unit, as a character is: it stands and falls with it, never a unit of its own.
    w.status[b] = JOINED;
    w.models[b] = p.models[b];
    w.hurt[b] = 0;
  }
  w.leadBy[u] = -1;
  w.amok[u] = 0;
  w.duelFoe[u] = -1;
  w.files[u] = p.files[u];
  w.lineFiles[u] = p.files[u];
  w.formation[u] = 0;
  w.M[u] = p.M[u];
  w.rate[u] = p.rate[u];
  w.manoeuvres[u] = 0;
  w.manoeuvreFailed[u] = 0;
  w.noReserve[u] = 0;
  w.fp.x[u] = p.x[u];
  w.fp.y[u] = p.y[u];
  w.fp.facing[u] = p.facing[u];
  w.unformed[u] = 0;
  w.unformedAt[u] = 0;
  w.pushedBack[u] = 0;
  w.followedUp[u] = 0;
  w.wonLast[u] = 0;
  w.chargeBonus[u] = 0;
  w.frenzied[u] = 0;
  w.stupid[u] = 0;
  w.pursuing[u] = -1;
  w.routedAt[u] = 0;
  w.held[u] = 0;
  w.ranAway[u] = 0;
  w.standard[2 * u + UNIT_STANDARD] = CARRIED;
  w.standard[2 * u + ARMY_STANDARD] = CARRIED;
  w.captor[2 * u + UNIT_STANDARD] = -1;
  w.captor[2 * u + ARMY_STANDARD] = -1;
  w.armyBearer[u] = -1;
  w.armyStandardWith[u] = p.armyStandard[u];
  w.crewOut[u] = 0;
  w.crewThrown[u] = 0;
  w.fielded[u] = p.models[u];
  w.contested[u] = 0;
  w.declared[u] = -1;
  w.moved[u] = 0;
  w.reserveMoved[u] = 0;
  w.turnStart[u] = p.models[u];
  w.shotLost[u] = 0;
  w.stoodAndShot[u] = 0;
  w.thrownWounds[u] = 0;
  w.caughtPursuing[u] = 0;
  w.panicked[u] = 0;
  w.routedThrough[u] = 0;
  w.divided[u] = 0;
  w.hackers[u] = 0;
  w.foughtIn[u] = 0;
  w.brokeTurn[u] = 0;
  w.unitRounds[u] = 0;
  w.everRallied[u] = 0;
  // A flyer where it starts (aerial.ts).
  const f = p.flyer;
  w.level[u] = f.level[u];
  w.speed[u] = f.speed[u];
  w.loads[u] = f.carry[u];
  w.offSince[u] = 0;
  w.landedIn[u] = -1;
  // A single character who is a wizard (magic.ts).
  w.mp[u] = p.power[u];
  w.busy[u] = 0;
  w.woundedAt[u] = -1;
  shape(w, u);
}

/** Where a unit waiting off the table stands: far from the table and from every other, so that no gap nor sight line finds it. */
const WAITING_X = -1000;

/** Whether unit u, just placed, stands on the table clear of every other unit on it: where a unit taking the field may stand. */
export function standsClear(w: Wfb3World, u: number): boolean {
  if (offTable(w.fp, u, w.table)) return false;
  for (let v = 0; v < w.n; v++) {
    if (v !== u && present(w.status, v) && !aloft(w, v) && w.gaps.gap[pairOf(w.gaps, u, v)] <= EPS) return false;
  }
  return true;
}

/** Unit u waits off the table (a crew on foot not formed yet, or never): no models, out of every reckoning. */
export function waitOffTable(w: Wfb3World, u: number): void {
  w.status[u] = OFF_TABLE;
  w.models[u] = 0;
  w.fielded[u] = 0;
  w.fp.x[u] = WAITING_X * (u + 1);
  shape(w, u);
}

/**
 * a's front now touches face `face` of b, a charging or not: the engagement, with the models of
 * each in base contact along the touching edges (§4.3).
 */
export function engage(w: Wfb3World, a: number, b: number, face: number, charge: number): number {
  // A square has no flank nor rear: every side of it is a face (§2.3).
  const f = w.formation[b] === SQUARE ? FRONT : face;
  const e = addEngagement(w.eng, w.status, a, b, f, charge);
  if (e < 0) return e;
  // A testudo that comes to blows is abandoned, keeping its ranks and files; an archer wedge
  // met by routers or pursuers becomes a line, as when charged (§2.3).
  if (w.formation[a] === TESTUDO || w.formation[a] === ARCHER_WEDGE) breakFormation(w, a);
  if (w.formation[b] === TESTUDO || w.formation[b] === ARCHER_WEDGE) breakFormation(w, b);
  recontact(w, e);
  // Until they fight a round, those in contact would strike a free hack.
  w.struck[a * w.n + b] = w.eng.contactA[e];
  w.struck[b * w.n + a] = w.eng.contactB[e];
  return e;
}

/** Models of u's front rank in base contact: across the engagements it charged into or that meet its front (§4.3, §4.9). */
export function frontEngaged(w: Wfb3World, u: number): number {
  let k = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] === u) k += w.eng.contactA[e];
    else if (w.eng.b[e] === u && w.eng.face[e] === FRONT) k += w.eng.contactB[e];
  }
  return k;
}

/** Models of u slain this round across the same engagements: those of its front rank in contact (standards.ts). */
export function frontSlain(w: Wfb3World, u: number): number {
  let k = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.eng.a[e] === u) k += w.eng.lostA[e];
    else if (w.eng.b[e] === u && w.eng.face[e] === FRONT) k += w.eng.lostB[e];
  }
  return k;
}

/** The models of each side of engagement e in base contact along the touching edges (§4.3), from their footprints now. */
export function recontact(w: Wfb3World, e: number): void {
  const p = w.plan;
  const a = w.eng.a[e];
  const b = w.eng.b[e];
  const f = w.eng.face[e];
  const aw = w.fp.w[a];
  const across = f === FRONT || f === REAR;
  const bw = across ? w.fp.w[b] : w.fp.d[b];
  const row = w.row;
  row.overlap = aw < bw ? aw : bw;
  row.len = aw;
  row.step = p.baseW[a];
  w.eng.contactA[e] = modelsTouching(row, frontRank(w, a), false);
  row.len = bw;
  row.step = across ? p.baseW[b] : p.baseD[b];
  w.eng.contactB[e] = modelsTouching(row, across ? frontRank(w, b) : ranks(w, b), false);
}
