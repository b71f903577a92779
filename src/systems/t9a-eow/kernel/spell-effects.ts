/**
 * What spells do (rules/t9a_eow.md §4.4, §4.5): damage, magical moves and heals at once, and the
 * modifiers that last until the caster's next Magic phase put in force (lasting-spells.ts keeps
 * them, and ends them with the caster, R19).
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import {
  M_ARM, M_COUNT, STR_D6, STR_TARGET_ARM, S_AUTOWOUND, S_BUFF, S_BYSIDE, S_DEBUFF, S_HEAL, S_HITS, S_MOVE, S_REVOKE,
  S_ROLL, S_WHEEL,
} from '../magic-plan.ts';
import { hpLeft } from './casualties.ts';
import { hitsOn, woundsOn } from './damage.ts';
import { MV_NONE, afterMove } from './dangerous-terrain.ts';
import { rollDice } from './dice.ts';
import { gap, shape, stepRes } from './footprint.ts';
import { applyLasting, mod } from './lasting-spells.ts';
import { faceTowards } from './moves.ts';
import { panicAfterShooting } from './panic-and-flee.ts';
import { aimAt } from './shooting.ts';
import { CLEAR_SPACED, clearAhead, nearestEnemy } from './spacing.ts';
import { traceHeal, traceMagicMove, traceSpellHits, traceSpellLoss } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

export function resolveSpell(w: T9aWorld, rng: Rng, k: number, t: number, side: number): void {
  const p = w.plan;
  const m = p.magic;
  const c = m.caster[k];
  const kind = m.kind[k];
  if (kind === S_HITS) {
    if (m.area[k]) {
      // Scorching Salvo: every unengaged enemy unit in range.
      for (let u = 0; u < w.n; u++) {
        if (p.side[u] === side || !present(w, u) || w.status[u] === ENGAGED) continue;
        gap(w, c, u);
        if (w.res <= m.range[k]) spellHits(w, rng, k, u);
      }
    } else if (m.radius[k] !== 0) {
      // Wrath of God (R20): one radius; every unengaged unit within it, friend or foe.
      const r = rollDice(rng, m.radius[k]);
      for (let u = 0; u < w.n; u++) {
        if (!present(w, u) || (u !== t && w.status[u] === ENGAGED)) continue;
        if (u !== t) {
          gap(w, u, t);
          if (w.res > r) continue;
        }
        spellHits(w, rng, k, u);
      }
    } else spellHits(w, rng, k, aimAt(w, c, t, m.str[k] > 0 ? m.str[k] : 4, m.ap[k]));
    return;
  }
  if (kind === S_AUTOWOUND) {
    w.attacker = -1;
    const lost = woundsOn(w, rng, t, m.hits[k], m.ap[k], 0, false, -1);
    if (w.tracer !== null) traceSpellLoss(w, t, lost);
    panicAfterShooting(w, rng, t, c);
    return;
  }
  if (kind === S_BUFF || kind === S_DEBUFF || kind === S_BYSIDE || kind === S_ROLL || kind === S_WHEEL) {
    // A lasting effect (§4.4): kept per slot, so that it can end with its caster (R19).
    w.lastOn[k] = t;
    w.lastArea[k] = 0;
    if (w.areaCast) {
      // Every friend within reach of the caster's unit now, the caster's own included.
      w.lastOn[k] = -1;
      w.lastArea[k] = 1;
      const from = w.body[c];
      for (let v = 0; v < w.n; v++) {
        let on = 0;
        if (p.side[v] === side && present(w, v)) {
          gap(w, from, v);
          on = v === from || w.res <= m.areaRange[k] ? 1 : 0;
        }
        w.lastAreaOn[k * w.n + v] = on;
      }
    }
    w.lastHigh[k] = kind === S_ROLL && rollD6(rng) >= 4 ? 1 : 0;
    const onEnemy = kind === S_DEBUFF || (kind === S_BYSIDE && p.side[t] !== side);
    w.lastSelf[k] = onEnemy && (m.casterOff[k] !== 0 || m.casterDef[k] !== 0) ? 1 : 0;
    applyLasting(w, k, side);
  } else if (kind === S_MOVE) {
    if (m.area[k]) {
      for (let u = 0; u < w.n; u++) {
        if (p.side[u] !== side || w.status[u] !== READY || w.noShoot[u] || w.magicMoved[u] || w.declared[u] >= 0) continue;
        gap(w, c, u);
        if (u === c || w.res <= m.range[k]) magicMove(w, rng, u, m.moveInches[k]);
      }
    } else magicMove(w, rng, t, m.moveInches[k]);
  } else if (kind === S_HEAL) {
    heal(w, t, m.rsr[t], m.healCap[k]);
    if (w.second >= 0) heal(w, w.second, m.rsr[w.second], m.healCap[k]);
  } else if (kind === S_REVOKE) {
    // Rune of Revocation: ends every spell on the unit; the opponent's next spell on it fails.
    for (let q = 0; q < M_COUNT; q++) {
      w.mods[t * M_COUNT + q] = 0;
      w.mods[(w.n + t) * M_COUNT + q] = 0;
    }
    for (let j = 0; j < m.slots; j++) {
      if (w.lastOn[j] === t) w.lastOn[j] = -1;
      if (w.lastArea[j]) w.lastAreaOn[j * w.n + t] = 0;
      if (m.caster[j] === t) w.lastSelf[j] = 0;
    }
    w.lastOn[k] = t;
    w.revoked[t] = 2 - side; // (the opponent's side) + 1: its next spell on t fails
  }
}

/** A damage spell's hits on t (§4.4): the usual pipeline, then the 25% Panic test. */
export function spellHits(w: T9aWorld, rng: Rng, k: number, t: number): void {
  const p = w.plan;
  const m = p.magic;
  const unit = w.body[t]; // t may be a Towering War Platform in it, and die of the hits
  const hits = rollDice(rng, m.hits[k]);
  w.attacker = -1;
  w.rerollSavedArmour = m.rerollArmour[k];
  let lost = 0;
  if (m.autoWound[k]) lost = woundsOn(w, rng, t, hits, m.ap[k], m.mw[k], false, -1);
  else if (m.str[k] === STR_D6) {
    for (let h = 0; h < hits; h++) lost += hitsOn(w, rng, t, 1, rollD6(rng), m.ap[k], m.mw[k], false, -1);
  } else {
    let str = m.str[k];
    if (str === STR_TARGET_ARM) str = (p.arm[t] + mod(w, t, M_ARM) > 2 ? p.arm[t] + mod(w, t, M_ARM) : 2) + 1;
    lost = hitsOn(w, rng, t, hits, str, m.ap[k], m.mw[k], false, -1);
  }
  w.rerollSavedArmour = 0;
  if (w.tracer !== null) traceSpellHits(w, t, hits, lost);
  panicAfterShooting(w, rng, unit, m.caster[k]);
}

/** A magical move (§4.4): an Advance of `inches` towards the closest enemy, never into contact. */
export function magicMove(w: T9aWorld, rng: Rng, u: number, inches: number): void {
  const p = w.plan;
  const t = nearestEnemy(w, u);
  if (t < 0) return;
  faceTowards(w, u, t);
  gap(w, u, t);
  let go = w.res - 1.01;
  if (go > inches) go = inches;
  if (go <= 0) return;
  w.want = go;
  clearAhead(w, u, CLEAR_SPACED | (w.plan.rule.fly[u] << 1));
  stepRes(w, u);
  if (p.flags.magicalMoveShooting === 'moved') w.moved[u] = 1; // R23 (flag magicalMoveShooting)
  w.magicMoved[u] = 1;
  afterMove(w, rng, u, MV_NONE);
  if (w.tracer !== null) traceMagicMove(w, u);
}

/**
 * Heal (Arise!, Death is only the Beginning; §12 D3): `amount` HP back, whole models returning
 * up to the starting size; a character or Towering model regains at most `cap` a phase.
 */
export function heal(w: T9aWorld, u: number, amount: number, cap: number): void {
  const p = w.plan;
  let give = amount;
  if (cap > 0 && (p.single[u] || p.rule.towering[u])) {
    const room = cap - w.healed[u];
    if (give > room) give = room;
  }
  const missing = p.models[u] * p.hp[u] - hpLeft(w, u);
  if (give > missing) give = missing;
  if (give <= 0) return;
  w.healed[u] += give;
  const hp = hpLeft(w, u) + give;
  const per = p.hp[u];
  w.models[u] = ((hp + per - 1) / per) | 0;
  w.carried[u] = w.models[u] * per - hp;
  shape(w, u);
  if (w.tracer !== null) traceHeal(w, u, give);
}
