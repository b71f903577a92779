/**
 * Death Frenzy (rules/wfb4.md §9.4; AM p.30, BM p.54), a Grey Seer's spell that stays in play on
 * a friendly unit within 6". While it lasts the unit moves at double rate (its move, march and
 * charge reach: parting.ts keepPace()), fights with double attacks (combat.ts), must charge when
 * it can (charges.ts) and must pursue (pursuit.ts). As each later magic phase starts it suffers
 * D6 wounds from over-exertion, before its Seer may take the spell back (BM p.54); taken back or
 * dispelled, he may cast it again from the next magic phase.
 *
 * The policy: the Seer casts it on a unit in combat, else on the one nearest an enemy that the
 * doubled reach would let it charge; none such, he keeps the card. He takes it back in a magic
 * phase when the unit is not fighting and has no enemy within its reach: the wounds buy nothing
 * then. Its characters are not driven by it: the spell is on the unit's troopers (as a unit's
 * frenzy, RB p.48).
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, present, READY } from '../../rank-and-file/unit-state.ts';
import { SPELL_DEATH_FRENZY } from '../data/spells.ts';
import { applyWounds, wipedOut } from './casualties.ts';
import { bodyOf } from './characters.ts';
import { nearestEnemyGap, nearestEnemyWithin, within } from './nearest.ts';
import { keepPace } from './parting.ts';
import { traceDeathFrenzy, traceOverExertion } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** Whether Death Frenzy may work on u: a unit of foot or horse, not a character, monster, chariot, war machine, jezzail team or flyer. */
function frenzyable(w: Wfb4World, u: number): boolean {
  const r = w.plan.rule;
  return r.character[u] === 0 && r.monster[u] === 0 && r.chariot[u] === 0 && r.warMachine[u] === 0 && r.jezzail[u] === 0 && w.plan.fly[u] === 0;
}

/**
 * The friendly unit spell s is cast on, −1 none: of the caster's side, within its range (his own
 * unit always), not fleeing nor in a Death Frenzy already — one in combat before any other, else
 * the one nearest an enemy within twice its charge reach.
 */
export function deathFrenzyTarget(w: Wfb4World, s: number): number {
  const p = w.plan;
  const body = bodyOf(w, p.magic.caster[s]);
  const side = p.side[body];
  let best = -1;
  let bestKey = Infinity;
  for (let u = w.sideFrom[side], stop = w.sideTo[side]; u < stop; u++) {
    const st = w.status[u];
    if (p.side[u] !== side || (st !== READY && st !== ENGAGED) || w.magic.deathFrenzy[u] === 1 || !frenzyable(w, u)) continue;
    if (u !== body && !within(w, body, u, p.magic.range[s])) continue;
    if (st !== ENGAGED) {
      w.gaps.limit = 2 * w.reach[u] + EPS;
      nearestEnemyGap(w, u);
      if (w.gaps.limit === Infinity) continue; // no enemy its doubled reach could charge
    }
    const key = st === ENGAGED ? 0 : 1 + w.gaps.limit;
    if (key < bestKey) {
      bestKey = key;
      best = u;
    }
  }
  return best;
}

/** Spell s's Death Frenzy falls on unit t: its move and reach doubled. */
export function deathFrenzyOn(w: Wfb4World, s: number, t: number): void {
  w.magic.deathFrenzy[t] = 1;
  keepPace(w, t);
  if (w.tracer !== null) traceDeathFrenzy(w, s, t);
}

/** The Death Frenzy on t ends: back to its own pace. */
export function deathFrenzyOff(w: Wfb4World, t: number): void {
  w.magic.deathFrenzy[t] = 0;
  keepPace(w, t);
}

/**
 * As a magic phase starts, every unit in a Death Frenzy suffers D6 wounds from over-exertion, no
 * save (BM p.54); they count towards no combat and cause no panic test: its own side's spell, not
 * an enemy's, wounds it.
 */
export function overExertion(w: Wfb4World, rng: Rng): void {
  const m = w.plan.magic;
  for (let s = 0; s < m.caster.length; s++) {
    if (w.magic.inPlay[s] === 0 || m.card[s].kind !== SPELL_DEATH_FRENZY) continue;
    const t = w.magic.on[s];
    if (!present(w.status, t)) continue;
    const wounds = rollD6(rng);
    const slain = applyWounds(w, t, wounds);
    if (w.tracer !== null) traceOverExertion(w, t, wounds, slain);
    if (w.models[t] === 0) wipedOut(w, t);
  }
}

/** Whether the Seer takes Death Frenzy (spell s, in play) back now: its unit neither fights nor has an enemy within its reach. */
export function frenzySpent(w: Wfb4World, s: number): boolean {
  const t = w.magic.on[s];
  if (w.status[t] === ENGAGED) return false;
  if (w.status[t] !== READY) return true;
  w.gaps.limit = w.reach[t] + EPS;
  return nearestEnemyWithin(w, t, true) < 0;
}
