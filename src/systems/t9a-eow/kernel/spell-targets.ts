/** The default policy's spell targets (rules/t9a_eow.md §4.4, §4.5): who a spell is worth casting on. */
import { engagedWith } from '../../rank-and-file/engagements.ts';
import { ENGAGED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import {
  M_COUNT, S_AUTOWOUND, S_BUFF, S_BYSIDE, S_DEBUFF, S_HEAL, S_HITS, S_MOVE, S_REVOKE, S_ROLL, S_WHEEL,
} from '../magic-plan.ts';
import { inSight } from './arcs.ts';
import { hpLeft } from './casualties.ts';
import { gap } from './footprint.ts';
import { meleeToHit } from './tables.ts';
import { nearWoodOrHill } from './terrain.ts';
import { brethren, present } from './units.ts';
import type { T9aWorld } from './world.ts';

/** The target the default policy picks for slot k, −1 when the spell is not worth casting. */
export function spellTarget(w: T9aWorld, k: number, side: number): number {
  const p = w.plan;
  const m = p.magic;
  const c = m.caster[k];
  const kind = m.kind[k];
  let best = -1;
  let bestScore = -1;
  for (let t = 0; t < w.n; t++) {
    if (!present(w, t) || t === w.notTarget) continue;
    const friend = p.side[t] === side;
    if (m.area[k] !== 0) return areaWorth(w, k, side) ? c : -1;
    // A faction spell is its army rule's: never on an Ally's unit (§8.5).
    if (friend && m.factionSpell[k] && !brethren(w, t, c)) continue;
    if (t !== c) {
      gap(w, c, t);
      // Entwining Roots and Master of Earth also reach an enemy within 6" of Hindering or Elevated terrain (§4.5).
      if (w.res > m.range[k] && !(m.nearTerrain[k] && p.side[t] !== side && nearWoodOrHill(w, t))) continue;
    }
    let score = -1;
    switch (kind) {
      case S_HITS:
      case S_AUTOWOUND:
        if (friend) break;
        if (m.meleeTarget[k] && w.status[w.body[c]] === ENGAGED) {
          // Fiery Heart (§4.5): an engaged caster aims only at the enemy it fights.
          if (!engagedWith(w.eng, w.body[c], t)) break;
        } else {
          if (w.status[t] === ENGAGED) break;
          if (m.damage[k] && (w.status[w.body[c]] === ENGAGED || (m.los[k] && !inSight(w, w.body[c], t)))) break;
        }
        if (m.radius[k] !== 0 && friendNear(w, t, side, 6)) break; // Wrath of God: keep friends clear
        score = 1000 - nearestGap(w, t);
        break;
      case S_BUFF:
        if (!friend || w.status[t] === FLEEING) break;
        score = w.status[t] === ENGAGED ? 2000 + w.models[t] : 1000 - nearestGap(w, t);
        break;
      case S_DEBUFF:
      case S_ROLL:
        if (friend) break;
        score = w.status[t] === ENGAGED ? 2000 + w.models[t] : 1000 - nearestGap(w, t);
        break;
      case S_BYSIDE:
        score = w.status[t] === ENGAGED ? 2000 + w.models[t] : 1000 - nearestGap(w, t);
        break;
      case S_MOVE:
        // A magical move is for a fighting unit, not the wizard itself.
        if (!friend || t === w.body[c] || p.single[t] || w.status[t] !== READY || w.noShoot[t] || w.magicMoved[t] || w.declared[t] >= 0) break;
        if (p.shots[t] !== 0 || nearestGap(w, t) <= 2) break;
        score = 1000 - nearestGap(w, t);
        break;
      case S_HEAL:
        if (!friend || m.rsr[t] === 0 || hpLeft(w, t) >= p.models[t] * p.hp[t]) break;
        score = p.models[t] * p.hp[t] - hpLeft(w, t);
        break;
      case S_REVOKE:
        // Strip the enemy's spells from a unit: their buffs on an enemy, their curses on a friend.
        if (modsFrom(w, t, friend ? 1 - side : side) && (friend || w.status[t] !== FLEEING)) score = 1000 - nearestGap(w, t);
        else if (!friend && modsFrom(w, t, 1 - side)) score = 1000 - nearestGap(w, t);
        break;
      case S_WHEEL:
        if (w.status[t] === ENGAGED && wheelHelps(w, t, friend)) score = 1000 + w.models[t];
        break;
    }
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

/** An area spell (Scorching Salvo, Danse Macabre) is cast when it reaches at least one unit. */
export function areaWorth(w: T9aWorld, k: number, side: number): boolean {
  const p = w.plan;
  const m = p.magic;
  const c = m.caster[k];
  for (let u = 0; u < w.n; u++) {
    if (!present(w, u)) continue;
    if (m.kind[k] === S_HITS) {
      if (p.side[u] === side || w.status[u] === ENGAGED || w.status[w.body[c]] === ENGAGED) continue;
    } else if (p.side[u] !== side || w.status[u] !== READY || w.noShoot[u] || w.magicMoved[u] || w.declared[u] >= 0 || p.shots[u] !== 0) continue;
    gap(w, c, u);
    if (u === c || w.res <= m.range[k]) return true;
  }
  return false;
}

/** Whether unit t carries spell modifiers cast by `side`. */
export function modsFrom(w: T9aWorld, t: number, side: number): boolean {
  const at = (side * w.n + t) * M_COUNT;
  for (let q = 0; q < M_COUNT; q++) if (w.mods[at + q] !== 0) return true;
  return false;
}

/** The Wheel Turns fixes melee hits at 4+: worth it on a friend hit on 3+ or better, on an enemy we hit on 5+ or worse. */
export function wheelHelps(w: T9aWorld, t: number, friend: boolean): boolean {
  const p = w.plan;
  for (let e = 0; e < w.eng.count; e++) {
    let o = -1;
    if (w.eng.a[e] === t) o = w.eng.b[e];
    else if (w.eng.b[e] === t) o = w.eng.a[e];
    if (o < 0) continue;
    const need = meleeToHit(p.off[o], p.def[t]);
    if (friend ? need <= 3 : need >= 5) return true;
  }
  return false;
}

/** Whole inches from t to the closest unit of the other side (999 when none), for target scores. */
export function nearestGap(w: T9aWorld, t: number): number {
  const p = w.plan;
  let best = 999;
  for (let o = 0; o < w.n; o++) {
    if (p.side[o] === p.side[t] || !present(w, o)) continue;
    gap(w, t, o);
    if (w.res < best) best = w.res | 0;
  }
  return best;
}

/** Whether a unit of `side` stands within `inches` of t. */
export function friendNear(w: T9aWorld, t: number, side: number, inches: number): boolean {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !present(w, u) || u === t) continue;
    gap(w, u, t);
    if (w.res <= inches) return true;
  }
  return false;
}
