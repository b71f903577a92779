/**
 * What characters throw as their side's shooting phase ends (rules/wfb4.md §9; AM p.13-18, p.36):
 * a globe (item effect `globe`, globes.ts) or a weapon that comes back to his hand (effect
 * `thrown`, thrown-weapons.ts). A character throws when he has not shot in the phase — on his
 * own, or in the front rank of his unit, he or it neither fighting, fleeing, marching nor
 * charging — at the nearest enemy unit within the throw's reach, in his arc and sight and not
 * fighting (a hidden character on a 6): his globe while he has one and a foe within 8", else his
 * weapon.
 *
 * Hot code for throwers only (world.anyGlobe, plan.items.anyThrown): integers in and out.
 */
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, JOINED, present, READY } from '../../rank-and-file/unit-state.ts';
import { GLOBE_RANGE, throwGlobe } from './globes.ts';
import { hiddenFrom, HIDDEN_SHOT } from './magic-items.ts';
import { paralysed } from './paralysis.ts';
import { inArcAndSight, stepBeforeRank } from './shooting.ts';
import { throwWeapon } from './thrown-weapons.ts';
import type { Wfb4World } from './world.ts';

/** `side`'s characters throw their globes and weapons as the shooting phase ends (above). */
export function throwAtFoes(w: Wfb4World, rng: Rng, side: number): void {
  const p = w.plan;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    // Shot this phase (shooting.ts fire()), he throws nothing.
    if (p.side[c] !== side || (w.uses.globes[c] === 0 && p.items.thrown[c] === 0) || w.reloadAt[c] === w.playerTurnNo + 2 || (w.anyParalysis && paralysed(w, c))) continue;
    const joined = w.status[c] === JOINED;
    if (joined ? p.inFront[c] === 0 : w.status[c] !== READY) continue;
    const h = joined ? w.host[c] : c;
    if (w.status[h] !== READY || w.marched[h] || w.noShoot[h] || w.declared[h] >= 0) continue;
    // In a unit, he throws from the front of its front rank, measured as a model of his own.
    if (joined) stepBeforeRank(w, c, h);
    const globe = w.uses.globes[c] > 0 ? nearestInReach(w, c, GLOBE_RANGE, false) : -1;
    const t = globe >= 0 ? globe : p.items.thrown[c] > 0 ? nearestInReach(w, c, p.items.thrown[c], true) : -1;
    if (t >= 0 && !(w.anyHidden && hiddenFrom(w, rng, c, t, HIDDEN_SHOT))) {
      if (globe >= 0) throwGlobe(w, rng, c, t);
      else throwWeapon(w, rng, c, t);
    }
    if (joined) w.status[c] = JOINED;
  }
}

/**
 * The nearest enemy unit character c may throw at within `reach` inches, −1 none: not fighting,
 * in his arc and sight; for a `weapon`, not a chariot, a war machine nor a garrison, whose hits
 * fall by rules of their own (not played for a thrown weapon yet).
 */
function nearestInReach(w: Wfb4World, c: number, reach: number, weapon: boolean): number {
  const p = w.plan;
  const side = p.side[c];
  let best = Infinity;
  let t = -1;
  for (let e = w.sideFrom[1 - side], stop = w.sideTo[1 - side]; e < stop; e++) {
    if (p.side[e] === side || !present(w.status, e) || w.status[e] === ENGAGED) continue;
    if (weapon && ((w.anyChariot && p.rule.chariot[e] === 1) || (w.anyMachine && p.rule.warMachine[e] === 1) || (w.anyBuilding && w.inBuilding[e] >= 0))) continue;
    w.gaps.limit = reach;
    if (beyond(w.gaps, c, e)) continue;
    const d = w.gaps.gap[pairOf(w.gaps, c, e)];
    if (d > reach || d >= best || !inArcAndSight(w, c, e)) continue;
    best = d;
    t = e;
  }
  return t;
}
