/**
 * A character parting from his unit, and the unit's pace with the characters it has (RB p.48,
 * p.65): leaving it by his tactics, driven from it by a psychology of his own, or left behind.
 */
import { offTable } from '../../../battlefield/footprints.ts';
import { JOINED, READY } from '../../rank-and-file/unit-state.ts';
import { shape } from './footprint.ts';
import { clearOfAll } from './nearest.ts';
import { traceLeftBehind } from './trace.ts';
import type { Wfb4World } from './world.ts';

/**
 * Unit h moves no faster than the slowest character with it, and marches only if each of them
 * may (RB p.65; an Undead character but the leader never marches, §7): its move, charge reach
 * and march as they are now, called whenever a character joins, leaves or falls, and as a Death
 * Frenzy doubles the pace or ends (death-frenzy.ts). A monster or a chariot carries its rider at
 * its own pace.
 */
export function keepPace(w: Wfb4World, h: number): void {
  const p = w.plan;
  if (isMount(w, h)) return;
  let m = p.M[h];
  let march = p.canMarch[h];
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== h || w.status[c] !== JOINED) continue;
    if (p.M[c] < m) m = p.M[c];
    if (p.canMarch[c] === 0) march = 0;
  }
  if (w.magic.deathFrenzy[h] === 1) m *= 2;
  w.M[h] = m;
  w.reach[h] = p.fly[h] > 0 ? p.chargeReach[h] : 2 * m;
  w.canMarch[h] = march;
}

/**
 * Unit h is a monster or a chariot: the character with it rides it, and never parts from it
 * (§8.2, §8.4). Its psychology carries him, and it takes his tests on his Ld (RB p.66: monsters
 * drawing chariots follow it too); what a psychology of his own makes him do,
 * it does with him — warsim's reading of RB p.48, where a character in a unit acts apart.
 */
export function isMount(w: Wfb4World, h: number): boolean {
  return w.plan.rule.monster[h] === 1 || w.plan.rule.chariot[h] === 1;
}

/** h is a mount (isMount()) with a rider or crewman of the rule `column` on it now. */
export function riddenWith(w: Wfb4World, h: number, column: Uint8Array): boolean {
  if (!isMount(w, h)) return false;
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] === h && w.status[c] === JOINED && column[c] === 1) return true;
  }
  return false;
}

/**
 * Character c parts from his unit at once — leaving it, or driven from it by a psychology of his
 * own (RB p.48) — stepping out of it (stepOut(); behind it first when it is moving on without
 * him), on his own from then on. False when there is no room: he stays.
 */
export function partFrom(w: Wfb4World, c: number, behindFirst = false): boolean {
  const h = w.host[c];
  if (!stepOut(w, c, h, behindFirst)) return false;
  w.host[c] = -1;
  w.leftUnit[c] = 1;
  w.status[c] = READY;
  keepPace(w, h);
  return true;
}

/** Undo partFrom(): c, who stepped out of unit h this instant and did nothing, is back in it. */
export function rejoin(w: Wfb4World, c: number, h: number): void {
  w.host[c] = h;
  w.leftUnit[c] = 0;
  w.status[c] = JOINED;
  keepPace(w, h);
}

/**
 * Place character c, leaving unit h, 1" in front of its front rank, else beyond its right
 * flank, its left, or behind it (`behindFirst`: in the reverse order), facing as it faces: the
 * first of these wholly on the table and 1" clear of every unit.
 */
function stepOut(w: Wfb4World, c: number, h: number, behindFirst: boolean): boolean {
  const fp = w.fp;
  fp.facing[c] = fp.facing[h];
  for (let k = 0; k < 4; k++) {
    const place = behindFirst ? 3 - k : k;
    // In front and behind: along the facing; right and left: along the front rank.
    const side = place === 1 ? 1 : place === 2 ? -1 : 0;
    const across = side * (fp.w[h] * 0.5 + 1 + w.plan.baseW[c] * 0.5);
    const back = place === 0 ? -(1 + w.plan.baseD[c]) : place === 3 ? fp.d[h] + 1 : 0;
    fp.x[c] = fp.x[h] + fp.cos[h] * across - fp.sin[h] * back;
    fp.y[c] = fp.y[h] - fp.sin[h] * across - fp.cos[h] * back;
    w.status[c] = READY; // measured as on the table
    shape(w, c);
    const ok = !offTable(fp, c, w.table) && clearOfAll(w, c);
    w.status[c] = JOINED;
    if (ok) return true;
  }
  return false;
}

/**
 * Unit h is about to move of its own will (advance, march or charge): a character with it who
 * is stupid out of combat this turn (stupidity.ts) stands where he is, and so is left behind —
 * behind it, as it moves on (RB p.48).
 */
export function leaveStupidBehind(w: Wfb4World, h: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (w.host[c] !== h || w.status[c] !== JOINED || w.stumble[c] === 0) continue;
    if (partFrom(w, c, true) && w.tracer !== null) traceLeftBehind(w, c, h);
  }
}
