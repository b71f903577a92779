/**
 * Challenges (rules/wfb3.md §6.5), issued afresh as each round of a combat begins, once its
 * characters have their places (characters.ts placeCharacters()). Characters who issue
 * challenges (tactic `challenge: issue`) do so in Int order, the phasing side's first among
 * equals, leaders before all others; each challenges the enemy unit across his engagement, and
 * any character of it who does not refuse may take it up, from the front rank or behind. The two
 * then fight only each other, and no one else may strike them. Refused, the challenger names the
 * character in contact the enemy must send out of it for the round, a trooper stepping into his
 * place — the unit's leader first, who so loses face, his bonus −1 for the battle; with no rank
 * behind to retire into, the one named must fight. Should the refuser's unit lose its whole
 * front rank across the challenger's engagement in the round, the challenger reaches him in an
 * extra round of personal combat (combat.ts). A challenger over 10 feet tall may be taken up by
 * any number of characters at once — he strikes the first of them, then the next as one falls,
 * and they all strike him — and refused without losing face.
 *
 * Hot code: integers only; the challenges live in the `duelFoe`, `retired` and `refusedBy` columns.
 */
import { CHALLENGE_ISSUE, CHALLENGE_REFUSE } from '../plan.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { charactersAcross, frontEngagement, unitOf } from './characters.ts';
import { traceChallenge, traceRefused, traceTakenTogether } from './trace.ts';
import type { Wfb3World } from './world.ts';

/** The challenges of the combat about to fight its round (§6.5). */
export function challenges(w: Wfb3World): void {
  const p = w.plan;
  for (let c = 0; c < p.rows; c++) {
    if (c < w.n && p.loner[c] === 0) continue;
    w.duelFoe[c] = -1;
    w.retired[c] = 0;
    w.refusedBy[c] = -1;
    w.issued[c] = 0;
    // A single character fights across his first engagement to his front.
    if (c < w.n) w.charEng[c] = frontEngagement(w, c);
  }
  // The unit leaders' challenges first, then any character's (§6.5).
  for (let leaders = 1; leaders >= 0; leaders--) {
    for (;;) {
      const c = nextChallenger(w, leaders === 1);
      if (c < 0) break;
      w.issued[c] = 1;
      issue(w, c);
    }
  }
}

/**
 * The next character to issue a challenge: free, in the front rank across an engagement of the
 * combat, told to issue, and — among those, leaders only first — the highest Int, the phasing
 * side's first among equals.
 */
function nextChallenger(w: Wfb3World, leaders: boolean): number {
  const p = w.plan;
  let best = -1;
  for (let c = leaders ? w.n : 0; c < p.rows; c++) {
    if ((c < w.n && p.loner[c] === 0) || p.challenge[c] !== CHALLENGE_ISSUE || w.issued[c] === 1 || !free(w, c) || w.charEng[c] < 0) continue;
    if (leaders && w.leadBy[p.host[c]] !== c) continue;
    if (best < 0 || p.Int[c] > p.Int[best] || (p.Int[c] === p.Int[best] && p.side[c] === w.phasing && p.side[best] !== w.phasing)) best = c;
  }
  return best;
}

/** Character c — in a unit, or a single character — alive, in the combat being fought, in no challenge and not sent out of contact. */
function free(w: Wfb3World, c: number): boolean {
  return w.models[c] > 0 && w.inCombat[unitOf(w, c)] === 1 && w.status[unitOf(w, c)] === ENGAGED && w.duelFoe[c] < 0 && w.retired[c] === 0;
}


/**
 * c challenges the enemy unit across his engagement: taken up, refused, or forced on the one
 * named (§6.5). A challenger over 10 feet tall — a single character who is `large` — may be taken
 * up by any number of them together, and refused without losing face ("unfair challenges").
 */
function issue(w: Wfb3World, c: number): void {
  const p = w.plan;
  const e = w.charEng[c];
  const t = w.eng.a[e] === unitOf(w, c) ? w.eng.b[e] : w.eng.a[e];
  const unfair = c < w.n && p.large[c] === 1;
  // Any of its characters who does not refuse takes it up, wherever he stands in the unit; against
  // a giant, every one of them.
  let first = -1;
  for (let r = w.n; r < p.rows; r++) {
    if (p.host[r] !== t || !free(w, r) || p.challenge[r] === CHALLENGE_REFUSE) continue;
    if (!unfair) {
      fight(w, c, r, e, false);
      return;
    }
    w.duelFoe[r] = c;
    w.charEng[r] = e;
    if (first < 0) first = r;
  }
  if (first >= 0) {
    w.duelFoe[c] = first;
    if (w.tracer !== null) traceTakenTogether(w, c);
    return;
  }
  // A single character takes it up, or, with no rank to step back into, must meet it.
  if (p.loner[t] === 1 && free(w, t)) {
    fight(w, c, t, e, p.challenge[t] === CHALLENGE_REFUSE);
    return;
  }
  // Refused: the challenger names one in contact across e — the leader if he is — to step back.
  let named = -1;
  for (let r = w.n; r < p.rows; r++) {
    if (p.host[r] !== t || !free(w, r) || w.charEng[r] !== e) continue;
    if (named < 0 || w.leadBy[t] === r) named = r;
  }
  if (named < 0) return; // no character of it in contact: no one to send back
  // With no rank behind to step back into, the challenge cannot be refused.
  if (w.models[t] <= w.files[t]) {
    fight(w, c, named, e, true);
    return;
  }
  w.retired[named] = 1;
  w.refusedBy[named] = c;
  w.charEng[named] = -1;
  const shamed = !unfair && w.leadBy[t] === named && w.shamed[named] === 0;
  if (shamed) w.shamed[named] = 1;
  if (w.tracer !== null) traceRefused(w, c, named, shamed);
}

/** c and r fight each other alone this round, across e; `forced` when r could not refuse. */
function fight(w: Wfb3World, c: number, r: number, e: number, forced: boolean): void {
  w.duelFoe[c] = r;
  w.duelFoe[r] = c;
  w.charEng[r] = e;
  if (w.tracer !== null) traceChallenge(w, c, r, forced);
}

/**
 * A character sent back by a refusal whom his challenger now reaches (§6.5 "uncovering a
 * refuser"): his unit's troopers in contact across the challenger's engagement all slain this
 * round, both alive. Returns the refuser, −1 none; his challenger is `w.refusedBy[r]`.
 */
export function uncovered(w: Wfb3World): number {
  const p = w.plan;
  const eng = w.eng;
  for (let r = w.n; r < p.rows; r++) {
    const c = w.refusedBy[r];
    if (c < 0 || w.models[r] === 0 || w.models[c] === 0) continue;
    const e = w.charEng[c];
    if (e < 0) continue;
    const t = p.host[r];
    const contact = eng.a[e] === t ? eng.contactA[e] : eng.b[e] === t ? eng.contactB[e] : 0;
    const lost = eng.a[e] === t ? eng.lostA[e] : eng.lostB[e];
    if (contact > 0 && lost >= contact - charactersAcross(w, t, e)) return r;
  }
  return -1;
}

/** Giant c, whose foe in the challenge has fallen, turns on the next of those who took it up together, if one stands. */
export function nextTaker(w: Wfb3World, c: number): void {
  for (let r = w.n; r < w.plan.rows; r++) {
    if (w.duelFoe[r] === c && w.models[r] > 0) {
      w.duelFoe[c] = r;
      return;
    }
  }
}
