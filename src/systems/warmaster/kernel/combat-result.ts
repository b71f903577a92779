/** The combat result (rules/warmaster.md §5.4, §5.5): supporting stands, and the losers that retreat. */
import { INFANTRY, MAX_STANDS, SPECIAL_RATS } from '../plan.ts';
import { touchesEnemy } from './contact.ts';
import { DIR_X, DIR_Y, onTable } from './footprint.ts';
import { ACTIVE } from './status.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * +1 per infantry stand of side s not touching an enemy, of an unconfused unit, exactly
 * behind or beside (same facing) a stand that fought to its front this round (§5.5).
 */
export function supportsOf(w: WarmasterWorld, s: number): number {
  const p = w.plan;
  let total = 0;
  for (let supporter = 0; supporter < w.n; supporter++) {
    if (w.camp[supporter] !== s || !onTable(w, supporter) || p.type[supporter] !== INFANTRY || w.confused[supporter]) continue;
    const f = w.face[supporter];
    const fx = DIR_X[f];
    const fy = DIR_Y[f];
    const sw = p.standW[supporter];
    const sd = p.standD[supporter];
    for (let k = 0; k < MAX_STANDS; k++) {
      const a = supporter * MAX_STANDS + k;
      if (!w.sAlive[a] || (w.inFight[supporter] && w.sFought[a])) continue;
      let supports = false;
      for (let u = 0; u < w.n && !supports; u++) {
        if (!w.inFight[u] || w.camp[u] !== s || !onTable(w, u) || w.face[u] !== f) continue;
        if (p.standW[u] !== sw || p.standD[u] !== sd) continue;
        for (let j = 0; j < MAX_STANDS; j++) {
          const b = u * MAX_STANDS + j;
          if (!w.sAlive[b] || !w.sFront[b]) continue;
          if (p.special[u] === SPECIAL_RATS && p.special[supporter] !== SPECIAL_RATS) continue; // §5.5
          const ox = w.sx[a] - w.sx[b];
          const oy = w.sy[a] - w.sy[b];
          const along = ox * fx + oy * fy; // forward offset
          const across = ox * fy - oy * fx; // lateral offset
          const behind = Math.abs(along + sd) < 1e-3 && Math.abs(across) < 1e-3;
          const beside = Math.abs(along) < 1e-3 && Math.abs(Math.abs(across) - sw) < 1e-3;
          if (behind || beside) {
            supports = true;
            break;
          }
        }
      }
      // A stand touching an enemy fights rather than supports (the dearer test, so last).
      if (supports && !touchesEnemy(w, supporter, a, -1)) total++;
    }
  }
  return total;
}

export function wasEngagedThisRound(w: WarmasterWorld, u: number): boolean {
  for (let k = 0; k < MAX_STANDS; k++) if (w.sFought[u * MAX_STANDS + k]) return true;
  return w.status[u] !== ACTIVE; // destroyed this round: it was fighting
}
