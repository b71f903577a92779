/**
 * What spells do (rules/t9a_eow.md §4.4, §4.5): damage, magical moves and heals at once, and the
 * modifiers that last until the caster's next Magic phase, or end with the caster (R19).
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import {
  M_AEGIS, M_ARM, M_CHARGE, M_COUNT, M_DEF, M_MIN1, M_OFF, M_REROLL_WOUND, M_REROLL_WOUND_AGAINST, M_WHEEL, STR_D6,
  STR_TARGET_ARM, S_AUTOWOUND, S_BUFF, S_BYSIDE, S_DEBUFF, S_HEAL, S_HITS, S_MOVE, S_REVOKE, S_ROLL, S_WHEEL,
} from '../magic-plan.ts';
import { hpLeft } from './casualties.ts';
import { hitsOn, woundsOn } from './damage.ts';
import { MV_NONE, afterMove } from './dangerous-terrain.ts';
import { rollDice } from './dice.ts';
import { gap, shape, stepRes } from './footprint.ts';
import { faceTowards } from './moves.ts';
import { panicAfterShooting } from './panic.ts';
import { aimAt } from './shooting.ts';
import { CLEAR_SPACED, clearAhead, nearestEnemy } from './spacing.ts';
import { traceHeal, traceMagicMove, traceSpellHits, traceSpellLoss, traceSpellsEnd } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

/** A spell modifier m on unit u, from both sides' spells in force. */
export function mod(w: T9aWorld, u: number, m: number): number {
  const b = w.body[u];
  let v = w.mods[u * M_COUNT + m] + w.mods[(w.n + u) * M_COUNT + m];
  // Spells on a unit work on the character in it too (§8.1).
  if (b !== u) v += w.mods[b * M_COUNT + m] + w.mods[(w.n + b) * M_COUNT + m];
  return v;
}

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

/**
 * Put slot k's lasting effect in force again, as recorded by resolveSpell() (lastOn, lastHigh,
 * lastSelf): the modifiers on its unit and the caster's own gift, or Rune of Revocation's
 * dispel to come.
 */
export function applyLasting(w: T9aWorld, k: number, side: number): void {
  const p = w.plan;
  const m = p.magic;
  const t = w.lastOn[k];
  const kind = m.kind[k];
  const at = k * M_COUNT;
  if (t >= 0) {
    const into = (side * w.n + t) * M_COUNT;
    if (kind === S_BUFF || (kind === S_BYSIDE && p.side[t] === side)) {
      for (let q = 0; q < M_COUNT; q++) addMod(w, into + q, m.friendMods[at + q]);
    } else if (kind === S_DEBUFF || kind === S_BYSIDE) {
      for (let q = 0; q < M_COUNT; q++) addMod(w, into + q, m.enemyMods[at + q]);
    } else if (kind === S_ROLL) {
      const from = w.lastHigh[k] ? m.enemyMods2 : m.enemyMods;
      for (let q = 0; q < M_COUNT; q++) addMod(w, into + q, from[at + q]);
    } else if (kind === S_WHEEL) {
      w.mods[into + M_WHEEL] = 1;
    } else if (kind === S_REVOKE) {
      w.revoked[t] = 2 - side;
    }
  } else if (w.lastArea[k]) {
    for (let v = 0; v < w.n; v++) {
      if (w.lastAreaOn[k * w.n + v] === 0) continue;
      const into = (side * w.n + v) * M_COUNT;
      for (let q = 0; q < M_COUNT; q++) addMod(w, into + q, m.friendMods[at + q]);
    }
  }
  if (w.lastSelf[k]) {
    const mine = (side * w.n + m.caster[k]) * M_COUNT;
    w.mods[mine + M_OFF] += m.casterOff[k];
    w.mods[mine + M_DEF] += m.casterDef[k];
  }
}

/**
 * §12 R19, flag deadCasterSpells `end`: caster u is removed as a casualty, so every lasting
 * effect of its spells ends — its side's modifiers (and Rune of Revocation dispels) are
 * rebuilt from the slots of the casters still standing, in the order they were cast.
 */
export function casterRemoved(w: T9aWorld, u: number): void {
  const p = w.plan;
  if (p.flags.deadCasterSpells !== 'end') return;
  const m = p.magic;
  let any = false;
  for (let k = 0; k < m.slots; k++) {
    if (m.caster[k] !== u || (w.lastOn[k] < 0 && w.lastSelf[k] === 0 && w.lastArea[k] === 0)) continue;
    w.lastOn[k] = -1;
    w.lastSelf[k] = 0;
    w.lastArea[k] = 0;
    any = true;
  }
  if (!any) return;
  const side = p.side[u];
  const base = side * w.n * M_COUNT;
  for (let q = 0; q < w.n * M_COUNT; q++) w.mods[base + q] = 0;
  for (let v = 0; v < w.n; v++) if (w.revoked[v] === 2 - side) w.revoked[v] = 0;
  for (let k = 0; k < m.slots; k++) if (p.side[m.caster[k]] === side) applyLasting(w, k, side);
  if (w.tracer !== null) traceSpellsEnd(w, u);
}

/** Add a spell modifier; flags (Aegis, re-rolls, charge dice) are set rather than summed. */
export function addMod(w: T9aWorld, at: number, v: number): void {
  if (v === 0) return;
  const q = at % M_COUNT;
  if (q === M_AEGIS || q === M_REROLL_WOUND || q === M_REROLL_WOUND_AGAINST || q === M_CHARGE || q === M_MIN1 || q === M_WHEEL) w.mods[at] = v;
  else w.mods[at] += v;
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
