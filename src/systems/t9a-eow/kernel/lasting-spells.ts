/**
 * Spells that last (rules/t9a_eow.md §4.4, §12 R19): the modifiers both sides' spells put on a
 * unit, read by every rule they change (mod()); a slot's lasting effect put in force; and, with
 * the flag deadCasterSpells `end`, a fallen caster's effects ended. What spells do at once is
 * spell-effects.ts.
 */
import {
  M_AEGIS, M_CHARGE, M_COUNT, M_DEF, M_MIN1, M_OFF, M_REROLL_WOUND, M_REROLL_WOUND_AGAINST, M_WHEEL, S_BUFF, S_BYSIDE, S_DEBUFF, S_REVOKE,
  S_ROLL, S_WHEEL,
} from '../magic-plan.ts';
import { traceSpellsEnd } from './trace.ts';
import type { T9aWorld } from './world.ts';

/** A spell modifier m on unit u, from both sides' spells in force. */
export function mod(w: T9aWorld, u: number, m: number): number {
  const b = w.body[u];
  let v = w.mods[u * M_COUNT + m] + w.mods[(w.n + u) * M_COUNT + m];
  // Spells on a unit work on the character in it too (§8.1).
  if (b !== u) v += w.mods[b * M_COUNT + m] + w.mods[(w.n + b) * M_COUNT + m];
  return v;
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
