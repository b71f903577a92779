/**
 * The Magic phase (rules/t9a_eow.md §4.1, §4.2): Flux cards and magic dice (split among a
 * Coalition's armies, §8.5), Binding Scroll (§9), casting and dispelling, and Miscasts.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { alive, ENGAGED, FLEEING } from '../../rank-and-file/unit-state.ts';
import { M_COUNT, S_REVOKE } from '../magic-plan.ts';
import { CAST_DICE_MAX, CAST_DICE_MIN } from '../plan.ts';
import { threatened } from './army-rules.ts';
import { hpLeft } from './casualties.ts';
import { woundsOn } from './damage.ts';
import { gap } from './footprint.ts';
import { panicHP } from './panic-and-flee.ts';
import { heal, resolveSpell } from './spell-effects.ts';
import { spellTarget } from './spell-targets.ts';
import { traceBindingScroll, traceCast, traceCastFails, traceDiceSplit, traceDispel, traceFlux, traceMiscast } from './trace.ts';
import { brethren, fleeingNow, present } from './units.ts';
import type { T9aWorld } from './world.ts';

/** Reactive player's magic dice by Flux card (§4.1). */
export const REACTIVE_DICE = [0, 4, 4, 5, 5, 6, 6];

/** Shuffle each side's six Flux cards (§4.1: drawn without replacement for the game). */
export function shuffleDecks(w: T9aWorld, rng: Rng): void {
  for (let s = 0; s < 2; s++) {
    for (let i = 0; i < 6; i++) w.deck[s * 6 + i] = i + 1;
    for (let i = 5; i > 0; i--) {
      // A uniform index 0..i from a D6, re-rolled above i + 1.
      let j = rollD6(rng) - 1;
      while (j > i) j = rollD6(rng) - 1;
      const t = w.deck[s * 6 + i];
      w.deck[s * 6 + i] = w.deck[s * 6 + j];
      w.deck[s * 6 + j] = t;
    }
    w.deckPos[s] = 0;
    w.stored[s] = 0;
  }
}

export function magicPhase(w: T9aWorld, rng: Rng, side: number): void {
  const p = w.plan;
  const m = p.magic;
  const base = side * w.n * M_COUNT;
  // The active side's spells end at the start of its Magic phase (§4.4).
  for (let k = 0; k < w.n * M_COUNT; k++) w.mods[base + k] = 0;
  for (let k = 0; k < m.slots; k++) {
    if (p.side[m.caster[k]] !== side) continue;
    w.lastOn[k] = -1;
    w.lastSelf[k] = 0;
    w.lastArea[k] = 0;
  }
  for (let u = 0; u < w.n; u++) {
    // Rune of Revocation on this side's behalf ends when this side casts again.
    if (w.revoked[u] === 2 - side) w.revoked[u] = 0;
    w.phaseHP[u] = panicHP(w, u);
    w.healed[u] = 0;
  }
  if (m.slots === 0) return;
  let any = false;
  for (let k = 0; k < m.slots; k++) if (p.side[m.caster[k]] === side) any = true;
  if (!any) return;
  // Flux card and dice (§4.1).
  const card = w.deck[side * 6 + (w.deckPos[side] % 6)];
  w.deckPos[side]++;
  let channel = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] === side && m.channel[u] && alive(w.status, u) && !fleeingNow(w, u)) channel += p.item.talismanOfTheVoid[u] ? 2 : 1;
  }
  w.dice[side] = card + 3 + w.stored[side] + (channel < 2 ? channel : 2);
  w.dice[1 - side] = REACTIVE_DICE[card];
  w.stored[side] = 0;
  if (w.tracer !== null) traceFlux(w, card, side);
  // §8.5: one card, Channel (at most 2) and the stored die for a Coalition; its dice are then
  // split among its armies.
  splitDice(w, rng, side);
  splitDice(w, rng, 1 - side);
  for (let k = 0; k < w.spellsCast.length; k++) w.spellsCast[k] = 0;
  w.crystal[1 - side] = 0;
  for (let u = 0; u < w.n; u++) if (p.side[u] !== side && p.item.crystalBall[u] && alive(w.status, u)) w.crystal[1 - side] = 1;
  bindingScroll(w, side);
  for (let k = 0; k < m.slots; k++) {
    if (w.dice[side] <= 0) break;
    const c = m.caster[k];
    if (p.side[c] !== side || !alive(w.status, c) || fleeingNow(w, c) || p.noCast[c]) continue;
    const cast = w.spellsCast[p.army[c] * 64 + m.spell[k]];
    if (cast === 2 || (!m.replicable[k] && cast === 1)) continue;
    castSlot(w, rng, k, side);
  }
  // Keep one die for the next Magic phase (§4.1).
  if (w.dice[side] > 0) w.stored[side] = 1;
}

/**
 * §8.5 Multi-games: side s's magic dice split among its armies as evenly as possible; each
 * die left over goes to a different army, picked at random (a D6, re-rolled above the largest
 * multiple of the armies still to pick from). With one army it has them all and no die is
 * rolled.
 */
export function splitDice(w: T9aWorld, rng: Rng, s: number): void {
  const p = w.plan;
  let count = 0;
  for (let a = 0; a < p.armies; a++) {
    w.armyDice[a] = p.armySide[a] === s ? 0 : w.armyDice[a];
    w.armyPicked[a] = 0;
    if (p.armySide[a] === s) count++;
  }
  const total = w.dice[s];
  const each = (total / count) | 0;
  let odd = total - each * count;
  for (let a = 0; a < p.armies; a++) if (p.armySide[a] === s) w.armyDice[a] = each;
  for (let left = count; odd > 0; left--, odd--) {
    let d = rollD6(rng);
    while (d > 6 - (6 % left)) d = rollD6(rng);
    let j = (d - 1) % left;
    for (let a = 0; a < p.armies; a++) {
      if (p.armySide[a] !== s || w.armyPicked[a]) continue;
      if (j-- === 0) {
        w.armyPicked[a] = 1;
        w.armyDice[a]++;
        break;
      }
    }
  }
  if (w.tracer !== null && count > 1) traceDiceSplit(w, s);
}

/**
 * Take n of side s's magic dice: first from army a's share (−1: none in particular), then, as
 * §8.5 lets a player share its dice with its Coalition at any point, from its partners'. The
 * policy shares whenever a partner is short, so a Coalition's dice serve as one pool.
 */
export function spendDice(w: T9aWorld, s: number, a: number, n: number): void {
  const p = w.plan;
  w.dice[s] -= n;
  let need = n;
  if (a >= 0) {
    const own = w.armyDice[a] < need ? w.armyDice[a] : need;
    w.armyDice[a] -= own;
    need -= own;
  }
  for (let b = 0; b < p.armies && need > 0; b++) {
    if (p.armySide[b] !== s) continue;
    const give = w.armyDice[b] < need ? w.armyDice[b] : need;
    w.armyDice[b] -= give;
    need -= give;
  }
}

/**
 * Binding Scroll (§9), once a game: at the start of the enemy's Magic phase the bearer's side
 * forbids one of their spells — the policy takes the biggest the enemy can cast.
 */
export function bindingScroll(w: T9aWorld, side: number): void {
  const p = w.plan;
  const m = p.magic;
  const other = 1 - side;
  if (w.scrollUsed[other]) return;
  let bearer = -1;
  for (let u = 0; u < w.n; u++) if (p.side[u] === other && p.item.bindingScroll[u] && alive(w.status, u)) bearer = u;
  if (bearer < 0) return;
  for (let k = 0; k < m.slots; k++) {
    const c = m.caster[k];
    if (p.side[c] !== side || !alive(w.status, c) || fleeingNow(w, c) || p.noCast[c]) continue;
    // Forbidden to every army of the casting side (§8.5), Replicable or not.
    for (let a = 0; a < p.armies; a++) if (p.armySide[a] === side) w.spellsCast[a * 64 + m.spell[k]] = 2;
    w.scrollUsed[other] = 1;
    if (w.tracer !== null) traceBindingScroll(w, bearer, k);
    return;
  }
}

/** Try to cast slot k: choose a target and dice, roll, let the enemy dispel, resolve, miscast. */
export function castSlot(w: T9aWorld, rng: Rng, k: number, side: number): void {
  const p = w.plan;
  const m = p.magic;
  const c = m.caster[k];
  const t = spellTarget(w, k, side);
  if (t < 0) return;
  let cv = m.cv[k];
  if (m.spellcrafting[c]) cv -= 1;
  // Obsidian Rock: −2 to cast an enemy spell on the bearer's unit (§9).
  if (p.side[t] !== side && (p.item.obsidianRock[t] || (w.rider[t] >= 0 && p.item.obsidianRock[w.rider[t]]))) cv += 2;
  for (let u = 0; u < w.n; u++) {
    if (m.hewnMountain[u] && p.side[u] !== side && alive(w.status, u)) {
      cv += 1;
      break;
    }
  }
  // Amplify (Death is only the Beginning): CV +2 to heal a hurt friendly target too; a
  // Hierophant may send the heal to any friendly unit within 18" instead (§7.2).
  let healed = -1;
  if (m.amplify[c] && w.dice[side] >= 3) {
    if (brethren(w, t, c) && m.rsr[t] > 0 && hpLeft(w, t) < p.models[t] * p.hp[t]) healed = t;
    else if (m.hierophant[c]) {
      // Only when the dearer spell still has a fair chance: the heal is a bonus, not the point.
      const most = w.dice[side] < 5 ? w.dice[side] : 5;
      const h = hierophantHeal(w, c, side);
      if (h >= 0 && likely(w, most, cv + 2 - (m.immortal[c] && most <= 2 ? 1 : 0), 25)) healed = h;
    }
    if (healed >= 0) cv += 2;
  }
  // Arise! at 8+ (§4.5): a second hurt friend in range regains its Rsr too, when there is one
  // and the dice give the dearer casting two chances in three.
  w.second = -1;
  if (m.cvTwo[k] > 0) {
    w.notTarget = t;
    const other = spellTarget(w, k, side);
    w.notTarget = -1;
    const two = cv + m.cvTwo[k] - m.cv[k];
    const most = w.dice[side] < 5 ? w.dice[side] : 5;
    if (other >= 0 && likely(w, most, two - (m.immortal[c] && most <= 2 ? 1 : 0), 66)) {
      cv = two;
      w.second = other;
    }
  }
  // Scrying at 10+ (§4.5): every friend within 6" of the caster, when two or more of them are
  // engaged or threatened and the dice give the dearer casting two chances in three.
  w.areaCast = false;
  if (m.cvArea[k] > 0 && areaFriends(w, k, side) >= 2) {
    const wide = cv + m.cvArea[k] - m.cv[k];
    const most = w.dice[side] < 5 ? w.dice[side] : 5;
    if (likely(w, most, wide - (m.immortal[c] && most <= 2 ? 1 : 0), 66)) {
      cv = wide;
      w.areaCast = true;
    }
  }
  // Dice (tactic castDice): auto — the fewest giving two chances in three; min — the fewest
  // whose average (3.5 a die, Immortal Denizens' +1 with 1–2 dice) reaches the casting value;
  // max — none of these. Failing those, all (up to 5) if that gives one chance in four.
  const left = w.dice[side] < 5 ? w.dice[side] : 5;
  const how = p.castDice[c];
  let n = 0;
  for (let d = 1; d <= left && n === 0 && how !== CAST_DICE_MAX; d++) {
    const bonus = m.immortal[c] && d <= 2 ? 1 : 0;
    if (how === CAST_DICE_MIN ? 7 * d + 2 * bonus >= 2 * cv : likely(w, d, cv - bonus, 66)) n = d;
  }
  if (n === 0 && likely(w, left, cv - (m.immortal[c] && left <= 2 ? 1 : 0), 25)) n = left;
  if (n === 0) return;
  w.spellsCast[p.army[c] * 64 + m.spell[k]] = 1;
  spendDice(w, side, p.army[c], n);
  for (let f = 1; f <= 6; f++) w.faces[f] = 0;
  let total = m.immortal[c] && n <= 2 ? 1 : 0;
  for (let d = 0; d < n; d++) {
    const f = rollD6(rng);
    w.faces[f]++;
    total += f;
  }
  let triple = 0;
  for (let f = 1; f <= 6; f++) if (w.faces[f] >= 3) triple = f;
  if (total < cv) {
    if (w.tracer !== null) traceCastFails(w, c, k, total, n, cv);
    return;
  }
  // Dispel (§4.2): the reactive side commits dice when it has a fair chance (the fewest giving
  // an even chance, else all up to 5 if that gives one in five).
  const enemy = 1 - side;
  let dispelled = w.revoked[t] === side + 1;
  if (dispelled) {
    w.revoked[t] = 0;
    // The Rune's dispel is spent: nothing of it lasts now (R19 bookkeeping).
    for (let j = 0; j < m.slots; j++) if (m.kind[j] === S_REVOKE && w.lastOn[j] === t && p.side[m.caster[j]] === enemy) w.lastOn[j] = -1;
  }
  else if (w.dice[enemy] > 0 && (p.noDispel[t] === 0 || p.side[t] !== enemy)) {
    // Tactic `dispel: never` on a target of the reactive side: it keeps its dice for other spells.
    const penalty = m.irresistible[c] && n >= 4 ? 1 : 0;
    const most = w.dice[enemy] < 5 ? w.dice[enemy] : 5;
    let use = 0;
    for (let d = 1; d <= most && use === 0; d++) if (likely(w, d, total + penalty, 50)) use = d;
    if (use === 0 && likely(w, most, total + penalty, 20)) use = most;
    if (use > 0) {
      // The dispelling army: the target's own when it is the reactive side's, else the
      // reactive side's first; its partners share what it lacks (§8.5).
      spendDice(w, enemy, p.side[t] === enemy ? p.army[t] : -1, use);
      let sum = -penalty + w.crystal[enemy];
      w.crystal[enemy] = 0; // Crystal Ball: the first dispel of the phase only
      for (let d = 0; d < use; d++) sum += rollD6(rng);
      dispelled = sum >= total;
      if (w.tracer !== null) traceDispel(w, c, k, total, sum, use, dispelled);
    }
  }
  if (dispelled) return;
  if (w.tracer !== null) traceCast(w, c, k, t, total, n);
  resolveSpell(w, rng, k, t, side);
  if (healed >= 0) heal(w, healed, m.rsr[healed], 1);
  if (triple > 0 && alive(w.status, c)) {
    // Miscast (§4.2, R26): hits = dice used, −1 for single models; wound on 4+ at AP = the face.
    const hits = p.single[c] ? n - 1 : n;
    let wounds = 0;
    for (let h = 0; h < hits; h++) if (rollD6(rng) >= 4) wounds++;
    w.attacker = -1;
    const lost = woundsOn(w, rng, c, wounds, triple, 0, false, -1);
    if (w.tracer !== null) traceMiscast(w, c, hits, triple, lost);
  }
}

/**
 * Hierophant (§7.2): the friendly unit within 18" of caster c that Death is only the Beginning
 * would heal most (Rsr HP, at most the HP it has lost, 1 a phase for a character or Towering
 * model); −1 when none would gain anything.
 */
export function hierophantHeal(w: T9aWorld, c: number, side: number): number {
  const p = w.plan;
  const m = p.magic;
  let best = -1;
  let bestGain = 0;
  for (let u = 0; u < w.n; u++) {
    if (!brethren(w, u, c) || !present(w, u) || m.rsr[u] === 0) continue;
    let gain = m.rsr[u];
    const missing = p.models[u] * p.hp[u] - hpLeft(w, u);
    if (gain > missing) gain = missing;
    if ((p.single[u] || p.rule.towering[u]) && gain > 1 - w.healed[u]) gain = 1 - w.healed[u];
    if (gain <= bestGain) continue;
    gap(w, c, u);
    if (w.res > 18) continue;
    best = u;
    bestGain = gain;
  }
  return best;
}

/** Whether P(the sum of n D6 ≥ need) is at least pct %, from the table built in the constructor. */
export function likely(w: T9aWorld, n: number, need: number, pct: number): boolean {
  if (need <= n) return true;
  if (need > 6 * n) return false;
  return w.sumAtLeast[n * 32 + need] * 100 >= pct;
}

/**
 * How many friends slot k's area casting would help (Scrying 10+, §4.5): friendly units within
 * its reach of the caster's unit, the caster's own included, that are engaged or threatened
 * (an enemy could charge or shoot them).
 */
export function areaFriends(w: T9aWorld, k: number, side: number): number {
  const p = w.plan;
  const m = p.magic;
  const c = w.body[m.caster[k]];
  let count = 0;
  for (let v = 0; v < w.n; v++) {
    if (p.side[v] !== side || !present(w, v) || w.status[v] === FLEEING) continue;
    if (v !== c) {
      gap(w, c, v);
      if (w.res > m.areaRange[k]) continue;
    }
    if (w.status[v] === ENGAGED || threatened(w, v)) count++;
  }
  return count;
}
