/**
 * The Sanguine Swords (rules/wfb4.md §9.4; AM p.21, BM p.46): six swords that stay in play
 * about their caster and, in each combat phase after the one they were cast before, strike a
 * single model within 24" of him — one attack each at WS6 S4, before any blow of the round,
 * charge or no charge. Unlike a spell's wounds, theirs count towards the result of the combat
 * their target fights in.
 *
 * Whom they strike each phase: the spell's `target` when it is within 24", else the closest
 * enemy within 24" that is fighting (so that the wounds count), else the closest enemy.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { countAtLeast } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { opponentIn } from '../../rank-and-file/engagements.ts';
import { ENGAGED, JOINED, present } from '../../rank-and-file/unit-state.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { MELEE_TO_HIT, TO_WOUND } from '../../wfb/tables.ts';
import { SPELL_SWORDS } from '../data/spells.ts';
import { wipedOut, woundModel } from './casualties.ts';
import { bodyOf, characterSlain } from './characters.ts';
import { afterRegeneration } from './regeneration.ts';
import { traceSwords } from './trace-magic.ts';
import { within } from './nearest.ts';
import { unsavedOn } from './magic-items.ts';
import type { Wfb4World } from './world.ts';

/** The swords: six, each one attack at WS6 S4 (AM p.21). */
const SWORDS = 6;
const SWORD_WS = 6;
const SWORD_S = 4;

/**
 * As the combat phase starts (after the combats are found): each Sanguine Swords in play picks
 * its target for the phase (`g.swordsAt`), and strikes now one that is not fighting; the others
 * strike in their combat's round (swordsStrike()).
 */
export function swordsAim(w: Wfb4World, rng: Rng): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let s = 0; s < m.caster.length; s++) {
    g.swordsAt[s] = -1;
    if (g.inPlay[s] === 0 || m.card[s].kind !== SPELL_SWORDS) continue;
    const t = swordsTarget(w, s);
    if (t < 0) continue;
    if (w.eng.count > 0 && w.status[bodyOf(w, t)] === ENGAGED) g.swordsAt[s] = t;
    else strikeWith(w, rng, s, t, -1);
  }
}

/** In round of combat c, before its strike groups: the swords whose target fights in c strike it. */
export function swordsStrike(w: Wfb4World, rng: Rng, c: number): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let s = 0; s < m.caster.length; s++) {
    const t = g.swordsAt[s];
    if (t < 0 || w.inCombat[bodyOf(w, t)] !== c) continue;
    g.swordsAt[s] = -1;
    strikeWith(w, rng, s, t, c);
  }
}

/** The swords' target this phase, −1 none (see above). */
function swordsTarget(w: Wfb4World, s: number): number {
  const p = w.plan;
  const body = bodyOf(w, p.magic.caster[s]);
  const t = p.magic.target[s];
  if (t >= 0 && reach(w, s, body, t)) return t;
  let best = -1;
  let bestD = Infinity;
  let fighting = false;
  for (let e = w.sideFrom[1 - p.side[body]], stop = w.sideTo[1 - p.side[body]]; e < stop; e++) {
    if (p.side[e] === p.side[body] || !reach(w, s, body, e)) continue;
    const d = w.gaps.gap[pairOf(w.gaps, body, e)];
    const engaged = w.status[e] === ENGAGED;
    if ((engaged && !fighting) || (engaged === fighting && d < bestD)) {
      best = e;
      bestD = d;
      fighting = engaged;
    }
  }
  return best;
}

/** Whether t (a unit, or a character in one) stands within spell s's range (24") of `from`. */
function reach(w: Wfb4World, s: number, from: number, t: number): boolean {
  const tb = w.status[t] === JOINED ? w.host[t] : t;
  return present(w.status, tb) && within(w, from, tb, w.plan.magic.range[s]);
}

/**
 * The six swords of spell s strike one model of t: counted towards the result of combat c
 * when its target fights there (−1: none), at most the wounds the model has left (§12-7).
 */
function strikeWith(w: Wfb4World, rng: Rng, s: number, t: number, c: number): void {
  const p = w.plan;
  const hits = countAtLeast(rng, SWORDS, MELEE_TO_HIT[SWORD_WS * 11 + w.WS[t]]);
  const wounds = woundRolls(rng, hits, TO_WOUND[SWORD_S * 11 + w.T[t]]);
  const unsaved = unsavedOn(w, rng, t, wounds, SWORD_S, 0, true);
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, t, unsaved) : unsaved;
  const capacity = p.W[t] - w.pool[t];
  const slain = suffered > 0 ? woundModel(w, t, suffered) : 0;
  if (c >= 0) {
    w.score[p.side[p.magic.caster[s]]] += p.flags.overkill === 'rolled' || suffered < capacity ? suffered : capacity;
    // The one slain before the blows: a striker less on its side of the engagement (§12-16).
    const body = bodyOf(w, t);
    for (let e = 0; e < w.eng.count && slain > 0 && t === body; e++) {
      if (opponentIn(w.eng, e, t) < 0) continue;
      if (w.eng.a[e] === t) w.eng.lostA[e] += slain;
      else w.eng.lostB[e] += slain;
      break;
    }
  }
  if (w.tracer !== null) traceSwords(w, s, t, hits, wounds, unsaved, slain, c >= 0);
  if (w.models[t] > 0) return;
  // A character with a unit falls as one; a unit, or a character on his own, in combat is
  // found wiped out after the blows (combat.ts), and out of combat is wiped out now.
  if (w.status[t] === JOINED) characterSlain(w, rng, t);
  else if (c < 0) wipedOut(w, t);
}
