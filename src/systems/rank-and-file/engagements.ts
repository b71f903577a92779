/**
 * The engagement table of a rank-and-file battle: which unit's front touches which face of
 * which enemy, with what each contact carries (the charge, the first round, models in contact
 * and lost, a defended obstacle, rounds fought). Engagements are kept packed at indices
 * 0..count−1: ending one moves the later ones down, so every loop reads only live entries.
 *
 * Hot code: typed-array columns, allocated once; nothing allocates.
 */
import { FRONT } from '../../battlefield/arcs.ts';
import { ENGAGED, READY } from './unit-state.ts';

export class Engagements {
  /** Room for this many engagements at once. */
  readonly max: number;
  count = 0;
  /** Unit a's front touches face `face` (battlefield/arcs.ts) of unit b. */
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly face: Int32Array;
  /** 1 while a's charge counts: until the end of the first round. */
  readonly charge: Uint8Array;
  /** 1 until the first round across it has been fought. */
  readonly fresh: Uint8Array;
  /** 1 when b defends an obstacle against a. */
  readonly defended: Uint8Array;
  /** Models of a and of b in base contact across it. */
  readonly contactA: Int32Array;
  readonly contactB: Int32Array;
  /** Models of a and of b slain through it in the current round. */
  readonly lostA: Int32Array;
  readonly lostB: Int32Array;
  /** Rounds fought across it. */
  readonly rounds: Int32Array;
  /** Where a stands along b's face, off its middle (a system that aligns units sets it). */
  readonly offset: Float64Array;

  constructor(max: number) {
    this.max = max;
    this.a = new Int32Array(max);
    this.b = new Int32Array(max);
    this.face = new Int32Array(max);
    this.charge = new Uint8Array(max);
    this.fresh = new Uint8Array(max);
    this.defended = new Uint8Array(max);
    this.contactA = new Int32Array(max);
    this.contactB = new Int32Array(max);
    this.lostA = new Int32Array(max);
    this.lostB = new Int32Array(max);
    this.rounds = new Int32Array(max);
    this.offset = new Float64Array(max);
  }
}

/**
 * Record that a's front touches face `face` of b (charging or not) and mark both engaged; the
 * index of the new engagement, or −1 when the table is full. Its other columns start at 0,
 * `fresh` at 1.
 */
export function addEngagement(eng: Engagements, status: Int32Array, a: number, b: number, face: number, charge: number): number {
  if (eng.count >= eng.max) return -1;
  const e = eng.count++;
  eng.a[e] = a;
  eng.b[e] = b;
  eng.face[e] = face;
  eng.charge[e] = charge;
  eng.fresh[e] = 1;
  eng.defended[e] = 0;
  eng.contactA[e] = 0;
  eng.contactB[e] = 0;
  eng.lostA[e] = 0;
  eng.lostB[e] = 0;
  eng.rounds[e] = 0;
  eng.offset[e] = 0;
  status[a] = ENGAGED;
  status[b] = ENGAGED;
  return e;
}

/** Move engagement `from` to index `to` (the table stays packed). */
function moveEngagement(eng: Engagements, from: number, to: number): void {
  eng.a[to] = eng.a[from];
  eng.b[to] = eng.b[from];
  eng.face[to] = eng.face[from];
  eng.charge[to] = eng.charge[from];
  eng.fresh[to] = eng.fresh[from];
  eng.defended[to] = eng.defended[from];
  eng.contactA[to] = eng.contactA[from];
  eng.contactB[to] = eng.contactB[from];
  eng.lostA[to] = eng.lostA[from];
  eng.lostB[to] = eng.lostB[from];
  eng.rounds[to] = eng.rounds[from];
  eng.offset[to] = eng.offset[from];
}

/** End every engagement of unit u; an engaged unit left with no enemy in contact is free again. */
export function endEngagementsOf(eng: Engagements, status: Int32Array, u: number): void {
  let k = 0;
  for (let e = 0; e < eng.count; e++) {
    if (eng.a[e] === u || eng.b[e] === u) continue;
    if (k !== e) moveEngagement(eng, e, k);
    k++;
  }
  eng.count = k;
  for (let v = 0; v < status.length; v++) {
    if (status[v] === ENGAGED && !hasEngagement(eng, v)) status[v] = READY;
  }
}

/** End the engagement of units u and v, if they have one; either left with no enemy in contact is free again. */
export function endEngagementBetween(eng: Engagements, status: Int32Array, u: number, v: number): void {
  let k = 0;
  for (let e = 0; e < eng.count; e++) {
    if ((eng.a[e] === u && eng.b[e] === v) || (eng.a[e] === v && eng.b[e] === u)) continue;
    if (k !== e) moveEngagement(eng, e, k);
    k++;
  }
  eng.count = k;
  if (status[u] === ENGAGED && !hasEngagement(eng, u)) status[u] = READY;
  if (status[v] === ENGAGED && !hasEngagement(eng, v)) status[v] = READY;
}

/** Whether unit u is in any engagement. */
export function hasEngagement(eng: Engagements, u: number): boolean {
  for (let e = 0; e < eng.count; e++) if (eng.a[e] === u || eng.b[e] === u) return true;
  return false;
}

/** Unit `to` takes unit `from`'s place in every engagement (a character left alone where his unit stood). */
export function transferEngagements(eng: Engagements, from: number, to: number): void {
  for (let e = 0; e < eng.count; e++) {
    if (eng.a[e] === from) eng.a[e] = to;
    if (eng.b[e] === from) eng.b[e] = to;
  }
}

/** Whether unit u's front is engaged: it charged or faces an enemy's charge on its front (face FRONT). */
export function engagedFront(eng: Engagements, u: number): boolean {
  for (let e = 0; e < eng.count; e++) if (eng.a[e] === u || (eng.b[e] === u && eng.face[e] === FRONT)) return true;
  return false;
}

/** Whether units u and v touch across an engagement, either way round. */
export function engagedWith(eng: Engagements, u: number, v: number): boolean {
  for (let e = 0; e < eng.count; e++) {
    if ((eng.a[e] === u && eng.b[e] === v) || (eng.a[e] === v && eng.b[e] === u)) return true;
  }
  return false;
}

/** The unit engagement e pits against u, or −1 when u is not in it. */
export function opponentIn(eng: Engagements, e: number, u: number): number {
  return eng.a[e] === u ? eng.b[e] : eng.b[e] === u ? eng.a[e] : -1;
}
