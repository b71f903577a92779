/**
 * Enemy characters paralysed by a character's item (rules/wfb4.md §9; AM p.10-12: an enemy
 * character within 12" who fails an Ld test on 2D6 can do nothing, and
 * blows at him then hit with no roll; one who passes is immune; item
 * effect `paralyses`). As each player turn starts, every enemy character within 12" of a bearer
 * who has not passed the test yet takes it; failing, he may do nothing that player turn — the
 * card does not say how long: warsim's reading is a player turn, the test taken again as the
 * next starts. A paralysed character neither moves (one on his own is held, and holds when
 * charged), shoots, throws, casts, dispels nor strikes, and blows at him hit with no roll
 * (combat.ts, melee-hits.ts, characters.ts canCast(), charges.ts).
 *
 * Hot code for such items only (world.anyParalysis): integers in and out.
 */
import { pairOf } from '../../../battlefield/gaps.ts';
import { roll2D6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, FLEEING, JOINED, READY } from '../../rank-and-file/unit-state.ts';
import { traceParalysisTest } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** How near a bearer an enemy character must stand to test (AM p.10-12). */
const PARALYSIS_RANGE = 12;

/** Whether character c may do nothing this player turn: paralysed by an enemy's item. */
export function paralysed(w: Wfb4World, c: number): boolean {
  return w.uses.paralysedIn[c] === w.playerTurnNo;
}

/** The unit character c stands as or with on the table, −1 when he is off it or gone. */
function standingAt(w: Wfb4World, c: number): number {
  const s = w.status[c];
  if (s === READY || s === ENGAGED || s === FLEEING) return c;
  if (s !== JOINED) return -1;
  const h = w.host[c];
  const hs = w.status[h];
  return hs === READY || hs === ENGAGED || hs === FLEEING ? h : -1;
}

/**
 * As a player turn starts: each enemy character within 12" of a character whose item paralyses,
 * not immune yet, tests on 2D6 against his Ld — passed, immune for the battle; failed,
 * paralysed this player turn, and held where he stands if he is on his own.
 */
export function paralysisTests(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  const chars = p.characters;
  for (let k = 0; k < chars.length; k++) {
    const b = chars[k];
    if (p.items.paralyses[b] === 0 || w.models[b] === 0) continue;
    const from = standingAt(w, b);
    if (from < 0) continue;
    for (let j = 0; j < chars.length; j++) {
      const c = chars[j];
      if (p.side[c] === p.side[b] || w.models[c] === 0 || w.uses.unmoved[c] === 1 || paralysed(w, c)) continue;
      const at = standingAt(w, c);
      if (at < 0 || w.gaps.gap[pairOf(w.gaps, from, at)] > PARALYSIS_RANGE) continue;
      const roll = roll2D6(rng);
      const passed = roll <= p.Ld[c];
      if (passed) w.uses.unmoved[c] = 1;
      else {
        w.uses.paralysedIn[c] = w.playerTurnNo;
        // On his own, he stands where he is and shoots nothing.
        if (at === c) {
          w.held[c] = 1;
          w.noShoot[c] = 1;
        }
      }
      if (w.tracer !== null) traceParalysisTest(w, b, c, roll, passed);
    }
  }
}
