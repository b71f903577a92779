/** Casualties (rules/wfb4.md §5.7): wounds pooled on multi-wound models, and units destroyed. */
import { rollD3, rollD4, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { DESTROYED, FLED_OFF, JOINED } from '../../rank-and-file/unit-state.ts';
import { SLAIN, WOUNDS_D6_BACKFIRE, WOUNDS_D6_PLUS_1 } from '../plan.ts';
import { characterSlain, charactersFightOn, charactersShareFate } from './characters.ts';
import { detach } from './engagements.ts';
import { escapes } from './escape.ts';
import { reshapeAfterLosses } from './footprint.ts';
import { traceCharacterSlain, traceWoundsDealt } from './trace.ts';
import { revives } from './healing.ts';
import type { Wfb4World } from './world.ts';

/**
 * `suffered` wounds, past every save, on unit t in the fight of engagement e, caused by `side`:
 * applied as single wounds (applyWounds()), its slain striking no more this round (§5.2), the
 * wounds it could take counted in the side's result (§6.1; overkill as the flag says, §12-7).
 * Returns the models slain. The wounds of the powers that strike outside the blows — Nurgle's
 * Rot (rot.ts), armour that strikes back (riposte.ts).
 */
export function woundsInFight(w: Wfb4World, t: number, e: number, side: number, suffered: number): number {
  if (suffered <= 0) return 0;
  const capacity = w.models[t] * w.plan.W[t] - w.pool[t];
  w.score[side] += w.plan.flags.overkill === 'rolled' || suffered < capacity ? suffered : capacity;
  const slain = applyWounds(w, t, suffered);
  if (w.eng.a[e] === t) w.eng.lostA[e] += slain;
  else if (w.eng.b[e] === t) w.eng.lostB[e] += slain;
  return slain;
}

/** Apply unsaved single wounds with pooled multi-wound models (§5.7); returns models slain. */
export function applyWounds(w: Wfb4World, t: number, wounds: number): number {
  if (wounds <= 0) return 0;
  const slain = poolWounds(w.models, w.pool, t, w.plan.W[t], wounds);
  reshapeAfterLosses(w, t);
  return slain;
}

/**
 * Single wounds on the `left[t]` models of `each` W, the wounds on the one wounded kept in
 * `pool[t]` (§5.7): the models slain, the wounds past the last wasted. A unit's models
 * (applyWounds()), or a chariot's crewmen (chariots.ts).
 */
export function poolWounds(left: Int32Array, pool: Int32Array, t: number, each: number, wounds: number): number {
  if (wounds <= 0) return 0;
  if (each === 1) {
    const slain = wounds < left[t] ? wounds : left[t];
    left[t] -= slain;
    return slain;
  }
  const total = pool[t] + wounds;
  let slain = (total / each) | 0;
  if (slain >= left[t]) {
    slain = left[t];
    pool[t] = 0;
  } else {
    pool[t] = total - slain * each;
  }
  left[t] -= slain;
  return slain;
}

/**
 * `wounds` from one hit on one of the `left[t]` models of `each` W (§5.7: what it cannot take is
 * wasted), its wounds so far in `pool[t]`: 1 if it falls, else 0. woundModel(), or a chariot's
 * crewman (chariots.ts).
 */
export function woundOne(left: Int32Array, pool: Int32Array, t: number, each: number, wounds: number): number {
  if (left[t] === 0) return 0;
  if (wounds >= each - pool[t]) {
    pool[t] = 0;
    left[t] -= 1;
    return 1;
  }
  pool[t] += wounds;
  return 0;
}

/**
 * u leaves the battle, destroyed or fled off the table (`status`): if the army's general was
 * with it, its side has lost its leader (an Undead army then crumbles: undead.ts); the
 * characters with it share its end (§8.1).
 */
export function leaves(w: Wfb4World, u: number, status: number): void {
  if (w.plan.generalLd[u] > 0) w.leaderGone[w.plan.side[u]] = 1;
  if (w.anyCharacter) charactersShareFate(w, u, status);
}

/** u fled off the table (§3): it and the characters with it are lost. */
export function fledOff(w: Wfb4World, u: number): void {
  leaves(w, u, FLED_OFF);
  w.status[u] = FLED_OFF;
}

/**
 * u's last model has been slain. A character with it fights on alone in its place (§8.1);
 * otherwise it is destroyed. Returns the character, or −1.
 */
export function wipedOut(w: Wfb4World, u: number): number {
  // A character on his own whose item restores him as he is slain stands again (healing.ts).
  if (w.anyHeal && revives(w, u)) return u;
  if (w.anyCharacter) {
    const c = charactersFightOn(w, u);
    if (c >= 0) return c;
  }
  destroy(w, u);
  return -1;
}

/** A multiple-wound hit on one model: the excess is wasted (§5.7). Returns models slain. */
export function woundModel(w: Wfb4World, t: number, wounds: number): number {
  const slain = woundOne(w.models, w.pool, t, w.plan.W[t], wounds);
  if (slain > 0) reshapeAfterLosses(w, t);
  return slain;
}

/**
 * The wounds one unsaved wound of a hit that causes `die` wounds deals (§5.7): 1; 2; a D3 (3),
 * a D4 (4), a D6 (6) or a D6 + 1 (WOUNDS_D6_PLUS_1).
 */
export function woundsOf(rng: Rng, die: number): number {
  return die === 1 ? 1 : die === 2 ? 2 : die === 3 ? rollD3(rng) : die === 4 ? rollD4(rng) : die === WOUNDS_D6_PLUS_1 ? rollD6(rng) + 1 : rollD6(rng);
}

/**
 * `suffered` unsaved wounds on unit t, each dealing `die` wounds (woundsOf(); SLAIN: as many as
 * its model has left) to the one model it strikes, the excess wasted (§5.7); against models of
 * one wound nothing is rolled (RB p.76: "no need to roll"). The shooters', the spells', the war
 * machines' and the magic weapons' multiple wounds alike. Returns the models slain; `w.dealt`
 * the wounds the models could take, which a combat result counts (§6.1, §12-7).
 */
export function woundEach(w: Wfb4World, rng: Rng, t: number, suffered: number, die: number): number {
  const each = w.plan.W[t];
  let slain = 0;
  let dealt = 0;
  for (let k = 0; k < suffered && w.models[t] > 0; k++) {
    const left = each - w.pool[t];
    const n = each === 1 ? 1 : die === SLAIN ? left : die === WOUNDS_D6_BACKFIRE ? rollD6(rng) : woundsOf(rng, die);
    if (n === 1 && die === WOUNDS_D6_BACKFIRE && each > 1) {
      w.backfired++; // the wound falls back on the wielder (combat.ts)
      continue;
    }
    if (w.tracer !== null && each > 1) traceWoundsDealt(w, t, n, left);
    dealt += n < left ? n : left;
    slain += woundModel(w, t, n);
  }
  w.dealt = dealt;
  return slain;
}

export function destroy(w: Wfb4World, u: number): void {
  if (w.anyMagic && escapes(w, u)) return; // a wizard on his own saved by the Escape card (escape.ts)
  leaves(w, u, DESTROYED);
  w.status[u] = DESTROYED;
  w.routed = 1;
  w.models[u] = 0;
  reshapeAfterLosses(w, u);
  detach(w, u);
}

/**
 * t has lost its last model outside the blows of a combat — to a spell, the Waaagh, a wound that
 * lingers, a banner or an item: a character falls as one (characterFalls()); a unit is wiped out.
 */
export function fallen(w: Wfb4World, rng: Rng, t: number): void {
  if (w.models[t] > 0) return;
  if (w.anyCharacter && w.plan.rule.character[t] === 1) characterFalls(w, rng, t);
  else wipedOut(w, t);
}

/**
 * Character c has lost his last wound outside the blows of a combat: with a unit, he falls as a
 * character does (characters.ts characterSlain()); on his own, he is a unit wiped out, his
 * engagements ended (wipedOut()).
 */
export function characterFalls(w: Wfb4World, rng: Rng, c: number): void {
  if (w.status[c] === JOINED) {
    characterSlain(w, rng, c);
    return;
  }
  wipedOut(w, c);
  // Not saved by the Escape card or his item, he is slain, as the trace says of one with a unit.
  if (w.tracer !== null && w.status[c] === DESTROYED) traceCharacterSlain(w, c);
}
