/**
 * The Shooting phase (rules/t9a_eow.md §5): who may shoot and at whom, the Aim and its modifiers,
 * Breath as a shooting attack, Area Attacks, a Towering War Platform targeted on its own (§7.1).
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { M_AIM, M_AP, M_STR, M_TOHIT, M_TOHIT_AGAINST } from '../magic-plan.ts';
import { BREATH_MELEE, TARGET_NEVER } from '../plan.ts';
import { inSight } from './arcs.ts';
import { coverObstacles, modelCover, terrainCover } from './cover.ts';
import { hitsOn, woundsOn } from './damage.ts';
import { rollDice } from './dice.ts';
import { gap } from './footprint.ts';
import { mod } from './lasting-spells.ts';
import { O_NO_LONG_RANGE, will } from './model-rules.ts';
import { panicAfterShooting, panicHP } from './panic-and-flee.ts';
import { armourSave, toWound } from './tables.ts';
import { traceBreath, traceShooting } from './trace.ts';
import type { T9aWorld } from './world.ts';

export function shootingPhase(w: T9aWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) w.phaseHP[u] = panicHP(w, u);
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== READY || w.noShoot[u] || w.declared[u] >= 0) continue;
    shootWith(w, rng, u);
    // A joined character shoots with its own weapon from its unit's front rank (§8.1).
    if (w.rider[u] >= 0) shootWith(w, rng, w.rider[u]);
  }
}

/** Unit u (or a character in a unit) uses its Breath and its shooting weapon, if it may (§5). */
export function shootWith(w: T9aWorld, rng: Rng, u: number): void {
  const p = w.plan;
  const b = w.body[u];
  // Breath used as a shooting attack (§5, §7.1): once per game, 6", may March & Shoot.
  if (p.breathStr[u] > 0 && !w.breathUsed[u] && p.breathUse[u] !== BREATH_MELEE) {
    const t = shootingTarget(w, u, 6);
    if (t >= 0) {
      w.breathUsed[u] = 1;
      const hits = rollDice(rng, 0x230); // 2D3
      const x = aimAt(w, u, t, p.breathStr[u], p.breathAp[u]);
      const lost = hitsOn(w, rng, x, hits, p.breathStr[u], p.breathAp[u], 0, false, -1);
      if (w.tracer !== null) traceBreath(w, u, x, hits, lost);
      panicAfterShooting(w, rng, t, u);
    }
  }
  if (p.shots[u] === 0) return;
  if (w.marched[b] && !p.marchShoot[u] && !p.rule.lightTroops[b]) return;
  const t = shootingTarget(w, u, p.range[u]);
  if (t >= 0) shoot(w, rng, u, t);
}

/** The tactic's target if it can be shot at, else the closest enemy in sight and range; −1 none. */
export function shootingTarget(w: T9aWorld, u: number, range: number): number {
  const p = w.plan;
  const want = p.shootTarget[u];
  if (want === TARGET_NEVER) return -1;
  if (want >= 0 && canShootAt(w, u, want, range)) return want;
  let best = -1;
  let bestGap = Infinity;
  for (let t = 0; t < w.n; t++) {
    if (!canShootAt(w, u, t, range)) continue;
    gap(w, u, t);
    if (w.res < bestGap) {
      bestGap = w.res;
      best = t;
    }
  }
  return best;
}

export function canShootAt(w: T9aWorld, u: number, t: number, range: number): boolean {
  const p = w.plan;
  if (p.side[t] === p.side[u] || w.status[t] !== READY && w.status[t] !== FLEEING) return false;
  if (!inSight(w, u, t)) return false;
  gap(w, u, t);
  return w.res <= range;
}

export function shoot(w: T9aWorld, rng: Rng, u: number, t: number): void {
  const p = w.plan;
  gap(w, u, t);
  const dist = w.res;
  // Only ranks 1–2 (or 3) shoot (§5).
  const most = p.files[u] * p.shootRanks[u];
  const shooters = w.models[u] < most ? w.models[u] : most;
  let aim = p.aim[u];
  if (will(w, u) > 0 && aim > 4) aim = 4; // Undying Will: Aim 4+
  // Cover (§5): +1 once, whatever gives it — for every model (the unit setting, or the unit
  // judged as one by flag coverTest), or model by model (perModel: modelCover()).
  let perModel = false;
  if (!p.noAimMods[u]) {
    if (!p.noLongRange[u] && !(w.ordered[w.body[u]] & O_NO_LONG_RANGE) && dist > p.range[u] * 0.5) aim++;
    if (w.moved[w.body[u]] && !p.noMoveShoot[u]) aim++;
    // Cover: the unit setting, or terrain pieces (and units) between (§1.4, §5).
    if (!p.noCoverPenalty[u]) {
      if (w.cover[t]) aim++;
      else if (p.flags.coverTest === 'per-model') perModel = coverObstacles(w, u, t);
      else if (terrainCover(w, u, t)) aim++;
    }
    // Spells: Altered Sight, Entwining Roots (Aim), Break the Spirit, Scrying (to-hit).
    aim += mod(w, u, M_AIM) - mod(w, u, M_TOHIT) - mod(w, t, M_TOHIT_AGAINST);
  }
  let str = p.shootStr[u];
  let ap = p.shootAp[u];
  if (p.closeRange[u] > 0 && dist <= p.closeRange[u]) {
    str = p.closeStr[u];
    ap = p.closeAp[u];
  }
  if (p.shootUserStr[u]) {
    str += mod(w, u, M_STR);
    ap += mod(w, u, M_AP);
    if (ap < 0) ap = 0;
  }
  w.attacker = u;
  let hits = 0;
  let poisoned = 0;
  // R29 (flag variableDice): the shots rolled for each model, or once for the unit.
  const perUnit = p.flags.variableDice === 'per-unit' ? rollDice(rng, p.shots[u]) : 0;
  let covered = 0;
  for (let m = 0; m < shooters; m++) {
    const shots = p.flags.variableDice === 'per-unit' ? perUnit : rollDice(rng, p.shots[u]);
    // Per-model cover (§5, example 12): this model's own view of its target facing.
    let need = aim;
    if (perModel && modelCover(w, u, m, t)) {
      need++;
      covered++;
    }
    for (let s = 0; s < shots; s++) {
      const d = rollD6(rng);
      // A natural 1 always fails; an Aim of 7+ cannot hit (§5).
      if (d === 1 || need >= 7 || d < need) continue;
      if (p.shotPoison[u] && d === 6) poisoned++;
      else hits++;
    }
  }
  let lost = 0;
  const x = aimAt(w, u, t, str, ap);
  if (p.area[u] > 0) {
    lost = areaHits(w, rng, x, hits + poisoned, p.area[u]);
  } else {
    lost = hitsOn(w, rng, x, hits, str, ap, p.shotMW[u], false, -1);
    if (poisoned > 0) lost += woundsOn(w, rng, x, poisoned, ap, p.shotMW[u], false, -1);
  }
  w.attacker = -1;
  if (w.tracer !== null) traceShooting(w, u, x, dist, aim, covered, shooters, hits + poisoned, lost);
  panicAfterShooting(w, rng, t, u);
}

/**
 * Whom shots or a damage spell from u aimed at unit t strike (§7.1): t's rank and file, or its
 * Towering War Platform, which may be targeted on its own — when u's `shoot:` names it, or else
 * when a hit there removes more points: P(wound) × P(armour fails) × points per HP.
 */
export function aimAt(w: T9aWorld, u: number, t: number, str: number, ap: number): number {
  const p = w.plan;
  const r = w.rider[t];
  if (r < 0 || !p.ownTarget[r] || w.models[r] <= 0) return t;
  if (p.aimPlatform[u] === r) return r;
  const onR = (7 - toWound(str, p.res[r])) * (armourSave(p.arm[r], ap) - 1);
  const onT = (7 - toWound(str, p.res[t])) * (armourSave(p.arm[t], ap) - 1);
  return onR * p.points[r] * p.models[t] * p.hp[t] > onT * p.points[t] * p.models[r] * p.hp[r] ? r : t;
}

/** Area Attack (N) (§5): each hit becomes N (capped at the target's models); one is Str 7 AP 4 MW(D3), the rest Str 3 AP 0. */
export function areaHits(w: T9aWorld, rng: Rng, t: number, hits: number, n: number): number {
  let lost = 0;
  for (let h = 0; h < hits; h++) {
    const models = w.models[t];
    if (models <= 0) break;
    const many = n < models ? n : models;
    lost += hitsOn(w, rng, t, 1, 7, 4, 0x130, false, -1);
    if (many > 1) lost += hitsOn(w, rng, t, many - 1, 3, 0, 0, false, -1);
  }
  return lost;
}
