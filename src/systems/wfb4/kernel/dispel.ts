/**
 * Stopping spells (rules/wfb4.md §9.2, BM p.26): Dispel cards, tried first by the highest-level
 * wizard and then by each of the others once, on 4+ with +1 against a lower-level caster and
 * −1 against a higher; once every wizard has tried (or with none), 5+ — 4+ for a Dwarf army.
 * A Destroy Spell stops a spell aimed at a wizard or his unit outright, and a bid may take the
 * spell from its caster for good. A spell in play may be dispelled once a phase. When the cards
 * fail, a wizard reads a scroll if he has one (RB p.89).
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { CARD_DESTROY, CARD_DISPEL } from '../magic-state.ts';
import { bodyOf, canCast } from './characters.ts';
import { runeNear, RUNE_RANGE } from './leadership.ts';
import { endSpell, wizardOrHisUnit } from './spells.ts';
import { traceDestroyScroll, traceDestroySpell, traceDispel, traceDispelScroll, traceRuneDispels, traceRuneEndsSpell, traceSpellWard, traceWardTakes } from './trace-magic.ts';
import { FLEEING, JOINED, present } from '../../rank-and-file/unit-state.ts';
import type { Wfb4World } from './world.ts';

/** The score a Dispel needs from wizard d against a spell of wizard c (BM p.26): 4+, +1 against a lower level, −1 against a higher. */
export function dispelNeeds(w: Wfb4World, d: number, c: number): number {
  const level = w.magic.level;
  return level[d] > level[c] ? 3 : level[d] < level[c] ? 5 : 4;
}

/**
 * The score a Dispel from wizard d needs against spell s: by the levels (dispelNeeds()); against
 * a spell bound in an item (AM p.18), 4+ unmodified, or by the bearer's level (flag itemSpellDispel);
 * less his item's bonus (AM p.17), never better than 2+.
 */
function dispelNeedsOn(w: Wfb4World, d: number, s: number): number {
  const m = w.plan.magic;
  // His item's bonus to his Dispels (AM p.17).
  const need = (s >= m.itemsFrom[0] && w.plan.flags.itemSpellDispel === 'unmodified' ? 4 : dispelNeeds(w, d, m.caster[s])) - m.dispelBonus[d];
  return need < 2 ? 2 : need;
}

/** The score a Dispel needs once no wizard of `side` is left to try (BM p.26): 5+, or 4+ for a Dwarf army. */
export function unledDispelNeeds(w: Wfb4World, side: number): number {
  return w.plan.magic.resilient[side] === 1 ? 4 : 5;
}

/**
 * The enemy's answer to spell s, cast at t: a Destroy Spell if t is a wizard or his unit, else
 * Dispel cards until one works or none is left. True when the spell is stopped.
 */
export function countered(w: Wfb4World, rng: Rng, s: number, t: number): boolean {
  const p = w.plan;
  const m = p.magic;
  const g = w.magic;
  const c = m.caster[s];
  const d = 1 - p.side[c];
  if (w.anySpellWard && spellWarded(w, rng, s, t)) return true;
  if (w.anyDispelRune && runeDispels(w, rng, s, d)) return true;
  // Aimed at one of d's wizards or his unit (BM p.26: "your wizard"): not at a friend of the caster's.
  if (g.held(d, CARD_DESTROY) > 0 && t >= 0 && p.side[t] === d && wizardOrHisUnit(w, t)) {
    // It stops the spell; then each side bids a D6 (the policy adds no power cards): a higher
    // bid from the defender takes the spell from its caster for the rest of the battle.
    g.play(d, CARD_DESTROY);
    const mine = rollD6(rng);
    const theirs = rollD6(rng);
    if (theirs > mine) g.lost[s] = 1;
    if (w.tracer !== null) traceDestroySpell(w, s, theirs, mine);
    return true;
  }
  for (let k = m.wizardsFrom[d]; k < m.wizardsFrom[d + 1] && g.held(d, CARD_DISPEL) > 0; k++) {
    const wiz = w.magic.order[k];
    if (!canCast(w, wiz)) continue;
    if (tryDispel(w, rng, s, d, wiz, dispelNeedsOn(w, wiz, s))) return true;
  }
  while (g.held(d, CARD_DISPEL) > 0) {
    if (tryDispel(w, rng, s, d, -1, unledDispelNeeds(w, d))) return true;
  }
  return readScroll(w, rng, s, t, d);
}

/**
 * A banner or an item that wards t — a unit, or a character in one — against enemy spell s cast at it (the banner with `spell-ward-all`, any spell)
 * (AM p.9-10, p.19, p.37): the best score among the unit's banner and the items of the characters
 * with it that may work now (one that works once a magic phase, once); a D6 of that dispels the
 * spell, whatever the levels, before any card is played, and where the item says a won roll-off
 * then takes the spell from its caster for the battle. Spells with no target (the Horn of Andar)
 * are cast at no one, and pass. True when it is dispelled.
 */
function spellWarded(w: Wfb4World, rng: Rng, s: number, t: number): boolean {
  const p = w.plan;
  if (t < 0 || p.magic.card[s].area) return false;
  const u = w.status[t] === JOINED ? w.host[t] : t;
  // A ward turns back the enemy's spells, not a friend's (Ere We Go on a greenskin unit) — but
  // for the Orc banner that dispels friendly spells too (AM p.19), which the characters' items do not.
  const friendly = p.side[p.magic.caster[s]] === p.side[u];
  if (friendly && p.rule.wardsAll[u] === 0) return false;
  const g = w.magic;
  // The best ward that may work now: one that works once a phase has not yet (AM p.12).
  let src = -1;
  let need = 7;
  if (p.items.spellWard[u] < need && (p.items.spellWardOnce[u] === 0 || g.wardUsedIn[u] !== g.phase)) {
    need = p.items.spellWard[u];
    src = u;
  }
  for (let k = 0; k < p.characters.length && !friendly; k++) {
    const c = p.characters[k];
    if (w.status[c] !== JOINED || w.host[c] !== u || p.items.spellWard[c] >= need) continue;
    if (p.items.spellWardOnce[c] === 1 && g.wardUsedIn[c] === g.phase) continue;
    need = p.items.spellWard[c];
    src = c;
  }
  if (src < 0) return false;
  if (p.items.spellWardOnce[src] === 1) g.wardUsedIn[src] = g.phase;
  // An item that negates magic dispels with no roll (nullify.ts).
  if (need <= 1) {
    if (w.tracer !== null) traceSpellWard(w, s, t, need, 0);
    return true;
  }
  const roll = rollD6(rng);
  if (w.tracer !== null) traceSpellWard(w, s, t, need, roll);
  if (roll < need) return false;
  // A ward that takes the spell it stops on a won roll-off (AM p.8), as a Destroy Spell's bids.
  if (p.items.spellWardTakes[src] === 1) {
    const mine = rollD6(rng);
    const theirs = rollD6(rng);
    if (theirs > mine) g.lost[s] = 1;
    if (w.tracer !== null) traceWardTakes(w, s, theirs, mine);
  }
  return true;
}

/**
 * The battle standard of side d whose rune dispels every enemy spell cast anywhere on the table
 * on a D6 of 4+ (AM p.37), while its bearer is on the table and not fleeing: tried on spell s
 * before any card is played. True when it is dispelled.
 */
function runeDispels(w: Wfb4World, rng: Rng, s: number, d: number): boolean {
  const p = w.plan;
  for (let g = 0; g < w.n; g++) {
    if (p.dispelRune[g] === 0 || p.side[g] !== d) continue;
    const body = bodyOf(w, g);
    if (body < 0 || w.status[body] === FLEEING || !present(w.status, body)) continue;
    const roll = rollD6(rng);
    if (w.tracer !== null) traceRuneDispels(w, s, g, roll);
    return roll >= RUNE_DISPEL;
  }
  return false;
}

/** The score the battle standard's rune dispels a spell on (AM p.37). */
const RUNE_DISPEL = 4;

/**
 * At the end of a magic phase, the enemy spells in play on a target within 12" of a battle
 * standard whose rune dispels them end (AM p.37: a spell still in play ends by itself
 * as the magic phase closes when its target is ... within 12" of the
 * standard). Spells in play on no one target (the Sanguine Swords, the Hand of Glory, the
 * Waaagh!) have nothing to measure from, and stay.
 */
export function runeEndsSpells(w: Wfb4World): void {
  const m = w.plan.magic;
  const g = w.magic;
  for (let s = 0; s < m.caster.length; s++) {
    const t = g.on[s];
    if (g.inPlay[s] === 0 || t < 0) continue;
    const d = 1 - w.plan.side[m.caster[s]];
    if (!runeNear(w, w.plan.dispelRune, d, t, RUNE_RANGE)) continue;
    if (w.tracer !== null) traceRuneEndsSpell(w, s, t);
    endSpell(w, s, 0);
  }
}

/**
 * The cards have not stopped spell s (cast at t): a wizard of side d able to read one reads a
 * scroll (RB p.89, AM p.17) — a Destroy scroll if t is he or his unit, else a Dispel scroll,
 * which works with no roll. True when one did.
 */
function readScroll(w: Wfb4World, rng: Rng, s: number, t: number, d: number): boolean {
  const m = w.plan.magic;
  const g = w.magic;
  for (let k = m.wizardsFrom[d]; k < m.wizardsFrom[d + 1]; k++) {
    const wiz = w.magic.order[k];
    if (g.destroyScrolls[wiz] === 0 || !canCast(w, wiz) || (t !== wiz && !(w.status[wiz] === JOINED && w.host[wiz] === t))) continue;
    g.destroyScrolls[wiz]--;
    const mine = rollD6(rng);
    const theirs = rollD6(rng);
    if (theirs > mine) g.lost[s] = 1;
    if (w.tracer !== null) traceDestroyScroll(w, s, wiz, theirs, mine);
    return true;
  }
  for (let k = m.wizardsFrom[d]; k < m.wizardsFrom[d + 1]; k++) {
    const wiz = w.magic.order[k];
    if (g.dispelScrolls[wiz] === 0 || !canCast(w, wiz)) continue;
    g.dispelScrolls[wiz]--;
    if (w.tracer !== null) traceDispelScroll(w, s, wiz);
    return true;
  }
  return false;
}

/** One Dispel card of side d against spell s, by wizard `by` (−1: none), needing `need`. */
function tryDispel(w: Wfb4World, rng: Rng, s: number, d: number, by: number, need: number): boolean {
  w.magic.play(d, CARD_DISPEL);
  const roll = rollD6(rng);
  if (w.tracer !== null) traceDispel(w, s, by, need, roll, 0);
  return roll >= need;
}

/**
 * `side`, on its turn, plays a Dispel on enemy spell s in play (BM p.26): one try a phase, by
 * its highest-level wizard able to cast, or at 5+ (a Dwarf army 4+) with none.
 */
export function dispelInPlay(w: Wfb4World, rng: Rng, side: number, s: number): void {
  const m = w.plan.magic;
  const g = w.magic;
  g.play(side, CARD_DISPEL);
  g.triedIn[s] = g.phase;
  let by = -1;
  for (let k = m.wizardsFrom[side]; k < m.wizardsFrom[side + 1] && by < 0; k++) if (canCast(w, w.magic.order[k])) by = w.magic.order[k];
  const need = by >= 0 ? dispelNeedsOn(w, by, s) : unledDispelNeeds(w, side);
  const roll = rollD6(rng);
  if (w.tracer !== null) traceDispel(w, s, by, need, roll, 1);
  if (roll >= need) endSpell(w, s, 0);
}
