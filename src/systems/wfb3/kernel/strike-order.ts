/**
 * The order of attack (rules/wfb3.md §4.2): every unit in the combat strikes on each of its
 * engagements at its Initiative after its weapon's modifiers, highest first — its steeds at
 * theirs. Between enemies of equal Initiative the unit that charged this turn strikes first,
 * then the one that won the last round; otherwise they strike at once or roll off (flag
 * strikeTie). A character in a unit's front rank strikes at his own Initiative with his unit's
 * precedence (§6.4). Each entry's key is 8·I plus twice that precedence, so a descending sort gives
 * the order and equal keys strike together; a roll-off's winner adds 1.
 *
 * Hot code: the strike list is world columns; nothing allocates.
 */
import { rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { challenges } from './challenges.ts';
import { placeCharacters, unitOf } from './characters.ts';
import type { Wfb3World } from './world.ts';

/** Precedence at equal Initiative (§4.2). */
const CHARGED = 2;
const WON_LAST = 1;

/** The opponent of u across engagement e. */
export function foe(w: Wfb3World, e: number, u: number): number {
  return w.eng.a[e] === u ? w.eng.b[e] : w.eng.a[e];
}

/** Whether engagement e is in its first round (§4.8: the lance, the spear's and flail's first-round rows). */
export function firstRound(w: Wfb3World, e: number): boolean {
  return w.eng.fresh[e] === 1;
}

/** Whether u charged across e this turn, its charge still counting. */
export function chargedAcross(w: Wfb3World, e: number, u: number): boolean {
  return w.eng.charge[e] === 1 && w.eng.a[e] === u;
}

/**
 * Whether u's weapon keeps its bonuses "if not pushed back" striking t (§4.8, §4.10): while u
 * is not pushed back, or (flag pushedBackBonuses) while t is not.
 */
export function keepsBonuses(w: Wfb3World, u: number, t: number): boolean {
  return w.plan.flags.pushedBackBonuses === 'wielder' ? w.pushedBack[u] === 0 : w.pushedBack[t] === 0;
}

/**
 * Row u's Initiative striking across e at its troops' (mount 0) or steeds' (mount 1) rate — a
 * unit's, or a character's in its front rank (§6.4): the troops' with their weapon's modifiers
 * (§4.8) — the pike's lost while pushed back, the foot spear's against mounted troops while its
 * bonuses are not kept.
 */
export function initiativeOf(w: Wfb3World, u: number, e: number, mount: number): number {
  const p = w.plan;
  if (mount === 1) return p.mountI[u];
  const h = unitOf(w, u);
  const c = p.weapon;
  let i = p.I[u] + c.iMod[u];
  if (firstRound(w, e)) i += c.iFirst[u];
  const t = foe(w, e, h);
  if (w.pushedBack[h] === 0 && c.iPike[u] !== 0 && (p.flags.pikeInitiative === 'always' || p.mounted[t] === 1)) i += c.iPike[u];
  if (p.mounted[t] === 1 && keepsBonuses(w, h, t)) i += c.iVsMounted[u];
  return i;
}

/** Add row u's strikes across e (its troops or the character, and its steeds if it has any) to the list; precedence is its unit's. */
function addStrikes(w: Wfb3World, u: number, e: number): void {
  const p = w.plan;
  const h = unitOf(w, u);
  let tie = 0;
  if (chargedAcross(w, e, h)) tie = CHARGED;
  else if (w.wonLast[h] === 1) tie = WON_LAST;
  for (let mount = 0; mount < 2; mount++) {
    if (mount === 1 && p.mountA[u] === 0) break;
    const k = w.strikeCount++;
    w.strikeUnit[k] = u;
    w.strikeEng[k] = e;
    w.strikeMount[k] = mount;
    w.strikeKey[k] = 8 * initiativeOf(w, u, e, mount) + 2 * tie;
  }
}

/**
 * The strike list of the combat in `w.combat`: both sides' entries on every engagement of it,
 * sorted by key, highest first. With strikeTie 'roll', enemies of equal key roll off, and the
 * winner's entries go one above the loser's (below the next precedence).
 */
export function buildStrikes(w: Wfb3World, rng: Rng): void {
  w.strikeCount = 0;
  const eng = w.eng;
  const p = w.plan;
  if (p.anyCharacter === 1) placeCharacters(w);
  if (p.anyChallenger === 1) challenges(w);
  for (let e = 0; e < eng.count; e++) {
    const a = eng.a[e];
    if (w.inCombat[a] === 0) continue;
    if (w.status[a] === ENGAGED) addStrikes(w, a, e);
    if (w.status[eng.b[e]] === ENGAGED) addStrikes(w, eng.b[e], e);
    // A unit in mixed ranks strikes with its second troop type too, at its Initiative (mixed-ranks.ts).
    if (p.anyMixed === 1) {
      if (w.status[a] === ENGAGED && p.mixedRow[a] >= 0) addStrikes(w, p.mixedRow[a], e);
      if (w.status[eng.b[e]] === ENGAGED && p.mixedRow[eng.b[e]] >= 0) addStrikes(w, p.mixedRow[eng.b[e]], e);
    }
    if (p.anyCharacter === 0) continue;
    for (let c = w.n; c < p.rows; c++) if (w.charEng[c] === e && w.status[p.host[c]] === ENGAGED) addStrikes(w, c, e);
  }
  if (w.plan.flags.strikeTie === 'roll') breakTies(w, rng);
  sortStrikes(w);
}

/**
 * The strike list of a round of personal combat between characters c and r at once (§6.5,
 * uncovering a refuser): each at his Initiative, his unit's precedence breaking ties.
 */
export function buildDuelStrikes(w: Wfb3World, rng: Rng, c: number, r: number): void {
  w.strikeCount = 0;
  addStrikes(w, c, w.charEng[c]);
  addStrikes(w, r, w.charEng[r]);
  if (w.plan.flags.strikeTie === 'roll') breakTies(w, rng);
  sortStrikes(w);
}

/**
 * Enemies at the same key roll off once for the round (§4.2 step 3): the winner's entries at
 * that key go up by 1, which keeps them below the next precedence (keys are even).
 */
function breakTies(w: Wfb3World, rng: Rng): void {
  const side = w.plan.side;
  for (let i = 0; i < w.strikeCount; i++) {
    const key = w.strikeKey[i];
    if ((key & 1) === 1) continue; // already split
    let both = false;
    for (let j = i + 1; j < w.strikeCount; j++) {
      if (w.strikeKey[j] === key && side[w.strikeUnit[j]] !== side[w.strikeUnit[i]]) both = true;
    }
    if (!both) continue;
    const first = rollOff(rng, w.rolls);
    for (let j = i; j < w.strikeCount; j++) {
      if (w.strikeKey[j] === key && side[w.strikeUnit[j]] === first) w.strikeKey[j] = key + 1;
    }
  }
}

function sortStrikes(w: Wfb3World): void {
  for (let i = 1; i < w.strikeCount; i++) {
    const key = w.strikeKey[i];
    const u = w.strikeUnit[i];
    const e = w.strikeEng[i];
    const m = w.strikeMount[i];
    let j = i - 1;
    while (j >= 0 && w.strikeKey[j] < key) {
      w.strikeKey[j + 1] = w.strikeKey[j];
      w.strikeUnit[j + 1] = w.strikeUnit[j];
      w.strikeEng[j + 1] = w.strikeEng[j];
      w.strikeMount[j + 1] = w.strikeMount[j];
      j--;
    }
    w.strikeKey[j + 1] = key;
    w.strikeUnit[j + 1] = u;
    w.strikeEng[j + 1] = e;
    w.strikeMount[j + 1] = m;
  }
}
