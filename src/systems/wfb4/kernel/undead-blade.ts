/**
 * A blade that burns the Undead near it (AM p.14; the item effect `woundsUndead`): at the end of
 * each of its bearer's side's movement phases, while he is on the table and not fleeing, each
 * enemy Undead model within so many inches of him takes 1 wound — a wound, not a hit, so no
 * armour saves it; regeneration is rolled as against any wound. warsim's readings: he stands at
 * the middle of his unit's front rank (behind it with tactics rank: rear), as for Look Out Sir;
 * a model is within reach when its base's centre lies that far from the edge of his base; the
 * models are a unit's troops (characters with an Undead unit are not among them, as for the
 * banner that burns the Undead, undead-bane.ts); the wounds fall on a unit of several wounds a
 * model as any wounds do.
 */
import { basesUnder } from '../../../battlefield/bases.ts';
import { turnFootprint } from '../../../battlefield/footprints.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, JOINED, present } from '../../rank-and-file/unit-state.ts';
import { applyWounds, fallen } from './casualties.ts';
import { formation } from './machine-damage.ts';
import { afterRegeneration } from './regeneration.ts';
import { traceUndeadBlade } from './trace-items.ts';
import type { Wfb4World } from './world.ts';

/** As `side`'s movement phase ends: each of its characters' blades burns the enemy Undead within its reach. */
export function undeadBladesBurn(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    const reach = p.items.woundsUndead[c];
    if (reach === 0 || p.side[c] !== side) continue;
    const joined = w.status[c] === JOINED;
    const h = joined ? w.host[c] : c; // he, or the unit he is with, on the table and not fleeing
    if (w.status[h] === FLEEING || !present(w.status, h)) continue;
    bearerAt(w, c, h, joined);
    for (let t = w.sideFrom[1 - side], stop = w.sideTo[1 - side]; t < stop; t++) {
      if (p.side[t] === side || p.rule.undead[t] !== 1 || !present(w.status, t) || w.models[t] === 0) continue;
      const b = w.blast;
      b.r = reach + p.baseW[c] * 0.5;
      formation(w, t);
      basesUnder(w.fp, t, b);
      const models = b.under;
      if (models === 0) continue;
      const suffered = w.anyRegeneration ? afterRegeneration(w, rng, t, models) : models;
      const slain = applyWounds(w, t, suffered);
      if (w.tracer !== null) traceUndeadBlade(w, c, t, models, suffered, slain);
      fallen(w, rng, t);
    }
  }
}

/** Where character c stands, into (w.blast.x, w.blast.y): on his own, his base's centre; with unit h, the middle of its front rank, or behind it with tactics rank: rear. */
function bearerAt(w: Wfb4World, c: number, h: number, joined: boolean): void {
  const fp = w.fp;
  const b = w.blast;
  if (!joined) {
    b.x = fp.cx[c];
    b.y = fp.cy[c];
    return;
  }
  turnFootprint(fp, h);
  const back = w.plan.inFront[c] === 1 ? w.plan.baseD[h] * 0.5 : fp.d[h] + w.plan.baseD[c] * 0.5;
  b.x = fp.x[h] - fp.sin[h] * back;
  b.y = fp.y[h] - fp.cos[h] * back;
}
