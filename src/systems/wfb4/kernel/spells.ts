/**
 * Spells at work (rules/wfb4.md §9.3-9.4, BM p.40-42): whom a spell may strike — range from
 * the wizard's base, a clear line for a missile that flies straight, no unit in combat for
 * one, an opponent in contact for a melee spell — and what each kind of card does when it
 * is not dispelled (data/spells.ts): hits on a unit, hits on one model, a line through the
 * ranks, a Manacle. Wounds from spells never count towards a combat's result (BM p.42): the
 * combat result counts only the round's blows. A quarter of a unit lost in one magic phase
 * makes it take a panic test (BM p.41).
 */
import { diagonalFace, FRONT, REAR } from '../../../battlefield/arcs.ts';
import { pairOf, withinLimit } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollND6, rollNDice } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { engagedWith } from '../../rank-and-file/engagements.ts';
import { ENGAGED, FLEEING, JOINED, present, READY } from '../../rank-and-file/unit-state.ts';
import { woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { LESS_S, LESS_T, LESS_WS, SPELL_BANDS, SPELL_DEATH_FRENZY, SPELL_ERE_WE_GO, SPELL_UNIT_HITS, SPELL_WAAAGH, SPELL_FLEE, SPELL_HORN, SPELL_LINE, SPELL_MANACLE, SPELL_MIGHT, SPELL_MODEL_HITS, SPELL_RALLY, SPELL_SWORDS, SPELL_TEMPLATE, STRENGTH_OWN, type SpellCard } from '../data/spells.ts';
import { deathFrenzyOff, deathFrenzyOn, deathFrenzyTarget } from './death-frenzy.ts';
import { flamestorm } from './flamestorm.ts';
import { mightOn, mightTarget } from './surges.ts';
import { waaaghEnds, waaaghSpell, waaaghTouches } from './waaagh-spell.ts';
import { nearestEnemyGap, within } from './nearest.ts';
import { rallyNow } from './rally.ts';
import { applyWounds, fallen, wipedOut, woundEach, woundModel } from './casualties.ts';
import { bodyOf, canCast } from './characters.ts';
import { chariotTakes } from './chariots.ts';
import { reshapeAfterLosses } from './footprint.ts';
import { frontRank, ranks } from './formation.ts';
import { charactersTestPanic, takesPanicTests } from './frenzy.ts';
import { effectiveLd, ldTestRoll } from './leadership.ts';
import { hitsOnMachine } from './machine-state.ts';
import { fleeFromUnit } from './flight.ts';
import { charactersPanic, panicAfterBreaks, PANIC_MAGIC } from './panic.ts';
import { fleeAndPursue } from './pursuit.ts';
import { afterRegeneration } from './regeneration.ts';
import { charactersTakeHits, hitsAmongCharacters } from './shooting.ts';
import { aimAtUnit, segmentBlocked } from './terrain.ts';
import { LINE_TRACED } from '../magic-state.ts';
import { traceAramar, traceSpellSlays, traceBands, traceEreWeGo, traceSwordsAppear, traceManacle, traceMagicPanic, traceRalliedBy, traceSpellHits, traceSpellEnds, traceChargeBarred } from './trace-magic.ts';
import { fireSaveStrength, spellWoundsSaved, unsavedOn } from './magic-items.ts';
import { sappedT } from './sapping.ts';
import type { Wfb4World } from './world.ts';

/** A save modifier past any save: the spell allows none. */
const NO_SAVE_MOD = 10;

/** Whether wizard c may cast: able (canCast()), and not bound, nor his unit, by the Crimson Bands (AM p.21: he may still use magic cards). */
export function mayCast(w: Wfb4World, c: number): boolean {
  return canCast(w, c) && w.magic.banded[c] === 0 && (w.status[c] !== JOINED || w.magic.banded[w.host[c]] === 0);
}

/**
 * Whether spell s may strike t (a unit, or a character in one): t on the table, within range
 * of the caster's base (his unit's, when he is with one; BM p.40); a missile that flies
 * straight sees it and strikes no unit in combat (BM p.40, as shooting); a melee spell's
 * target fights the wizard (BM p.42).
 */
export function mayStrike(w: Wfb4World, s: number, t: number): boolean {
  const m = w.plan.magic;
  const card = m.card[s];
  const c = m.caster[s];
  const body = bodyOf(w, c);
  const tb = w.status[t] === JOINED ? w.host[t] : t;
  if (!present(w.status, tb)) return false;
  if (card.melee) return w.status[body] === ENGAGED && engagedWith(w.eng, body, tb) && (w.status[c] !== JOINED || w.plan.inFront[c] === 1);
  // A missile flying straight, or a template, strikes no unit in combat (BM p.40; a template would
  // burn its foes too) — but a banner's lightning strikes the foes touching its bearer (AM p.19).
  if ((card.straight || card.kind === SPELL_TEMPLATE) && w.status[tb] === ENGAGED) return card.atContact && engagedWith(w.eng, body, tb);
  // One cast only at a mounted single model or a unit of cavalry, not a chariot (AM p.18).
  if (card.mountedOnly && (w.plan.mountA[t] === 0 || w.plan.rule.chariot[tb] === 1)) return false;
  // A spell that destroys a model is not cast at a chariot's or a war machine's (warsim's reading).
  if (card.slays && ((w.anyChariot && w.plan.rule.chariot[tb] === 1) || (w.anyMachine && w.plan.rule.warMachine[tb] === 1))) return false;
  // The Fear of Aramar: on a unit not yet fleeing, fully alive (AM p.24: not the Undead or Daemons).
  if (card.kind === SPELL_FLEE && (w.status[tb] === FLEEING || w.plan.rule.undead[tb] === 1 || w.plan.daemon[tb] === 1)) return false;
  w.gaps.limit = m.range[s];
  if (!withinLimit(w.gaps, body, tb)) return false;
  if (!card.straight) return true;
  aimAtUnit(w, body, tb);
  return w.seg.len < EPS || !segmentBlocked(w, body, tb);
}

/**
 * Whom spell s strikes now: the scenario's target when it may (mayStrike()), else the closest
 * enemy unit it may, −1 none.
 */
export function spellTarget(w: Wfb4World, s: number): number {
  const p = w.plan;
  const m = p.magic;
  if (m.card[s].area) return touches(w, s);
  if (m.card[s].friendly) {
    const kind = m.card[s].kind;
    return kind === SPELL_MIGHT ? mightTarget(w, m.caster[s]) : kind === SPELL_DEATH_FRENZY ? deathFrenzyTarget(w, s) : friendlyGreenskins(w, s);
  }
  const t = m.target[s];
  if (t >= 0 && mayStrike(w, s, t)) return t;
  const body = bodyOf(w, m.caster[s]);
  const side = p.side[body];
  let best = Infinity;
  let found = -1;
  for (let e = w.sideFrom[1 - side], stop = w.sideTo[1 - side]; e < stop; e++) {
    if (p.side[e] === side || w.status[e] === JOINED || !mayStrike(w, s, e)) continue;
    const d = w.gaps.gap[pairOf(w.gaps, body, e)];
    if (d < best) {
      best = d;
      found = e;
    }
  }
  return found;
}

/**
 * An area spell's first unit to work on, −1 none (then it is not cast): within its range of
 * the caster, an enemy unit in combat or a fleeing friend (the Horn of Andar), a fleeing friend
 * (the Hand of Glory).
 */
function touches(w: Wfb4World, s: number): number {
  const p = w.plan;
  const card = p.magic.card[s];
  if (card.kind === SPELL_WAAAGH) return waaaghTouches(w, s);
  const body = bodyOf(w, p.magic.caster[s]);
  const side = p.side[body];
  for (let u = 0; u < w.n; u++) {
    const st = w.status[u];
    const mine = p.side[u] === side;
    const wanted = card.kind === SPELL_SWORDS ? !mine && present(w.status, u) : mine ? st === FLEEING : card.kind === SPELL_HORN && st === ENGAGED;
    if (!wanted) continue;
    if (within(w, body, u, p.magic.range[s])) return u;
  }
  return -1;
}

/**
 * The friendly unit Ere We Go works on (BM p.56), −1 none: an Orc or Goblin unit of the caster's
 * side within its range, not fleeing nor under it already — one in combat, where its +1 T and
 * first blows tell, before any other; else the one closest to an enemy, the likeliest to be
 * charged before the spell ends.
 */
function friendlyGreenskins(w: Wfb4World, s: number): number {
  const p = w.plan;
  const body = bodyOf(w, p.magic.caster[s]);
  const side = p.side[body];
  let best = -1;
  let bestKey = Infinity;
  for (let u = 0; u < w.n; u++) {
    const st = w.status[u];
    if (p.magic.greenskin[u] === 0 || p.side[u] !== side || (st !== READY && st !== ENGAGED) || w.magic.ereWeGo[u] > 0) continue;
    if (u !== body && !within(w, body, u, p.magic.range[s])) continue;
    if (st !== ENGAGED) {
      w.gaps.limit = Infinity;
      nearestEnemyGap(w, u);
    }
    const key = st === ENGAGED ? 0 : 1 + w.gaps.limit;
    if (key < bestKey) {
      bestKey = key;
      best = u;
    }
  }
  return best;
}

/** Whether t is wizard-led for a Destroy Spell (BM p.26): a wizard, or a unit a wizard accompanies. */
export function wizardOrHisUnit(w: Wfb4World, t: number): boolean {
  const m = w.plan.magic;
  if (w.magic.level[t] > 0) return true;
  const side = w.plan.side[t];
  for (let k = m.wizardsFrom[side]; k < m.wizardsFrom[side + 1]; k++) {
    const c = w.magic.order[k];
    if (w.status[c] === JOINED && w.host[c] === t) return true;
  }
  return false;
}


/** The hits spell card `card` makes on t: its dice, or the power spent on it, less the characteristic the card names. */
function hitsOf(w: Wfb4World, rng: Rng, card: SpellCard, t: number, power: number): number {
  let hits = power;
  if (card.perModel) hits = w.models[t];
  else if (!card.perPower) {
    w.magic.roll = rollNDice(rng, card.dice, card.faces);
    hits = w.magic.roll + card.add;
  }
  if (card.less === LESS_S) hits -= w.S[t];
  else if (card.less === LESS_WS) hits -= w.WS[t];
  else if (card.less === LESS_T) hits -= w.T[t];
  return hits > 0 ? hits : 0;
}

/** The Strength of the card's hits on t: its own, or the target's (STRENGTH_OWN). */
function strengthOn(w: Wfb4World, card: SpellCard, t: number): number {
  return card.S === STRENGTH_OWN ? w.S[t] : card.S;
}

/** Wounds from `hits` of the card at S `str` on t (or on a fixed score, `woundOn`). */
function woundsOf(w: Wfb4World, rng: Rng, card: SpellCard, t: number, hits: number, str: number): number {
  if (card.woundOn > 0) return countAtLeast(rng, hits, card.woundOn);
  return woundRolls(rng, hits, TO_WOUND[(str > 10 ? 10 : str) * 11 + w.T[t]]);
}

/** The wounds of `wounds` t's armour does not save against the card at S `str` (BM p.41: saves apply, modified by S, unless the card says none). */
function unsavedOf(w: Wfb4World, rng: Rng, card: SpellCard, t: number, wounds: number, str: number): number {
  // Against a fire spell, armour that ignores save modifiers against fire saves unmodified (AM p.8).
  const unsaved = card.saves ? unsavedOn(w, rng, t, wounds, fireSaveStrength(w, t, str, card.fire), 0, false) : wounds;
  // A character's save against magic, and against fire, unmodified, whatever the spell allows (AM p.8-11).
  return spellWoundsSaved(w, rng, t, unsaved, card.fire);
}

/**
 * Spell s, not dispelled, strikes t with `power` power cards spent on it: the card's damage,
 * the Manacle's hold, and the panic test the losses call for. The caster's spell stays in play
 * if its card says so (BM p.41).
 */
export function spellWorks(w: Wfb4World, rng: Rng, s: number, t: number, power: number): void {
  const p = w.plan;
  const m = p.magic;
  const card = m.card[s];
  if (card.stays) {
    w.magic.inPlay[s] = 1;
    w.magic.on[s] = t;
  }
  const from = bodyOf(w, m.caster[s]);
  switch (card.kind) {
    case SPELL_MANACLE:
      manacle(w, rng, s, t);
      return;
    case SPELL_FLEE:
      fearOfAramar(w, rng, s, t, from);
      return;
    case SPELL_BANDS:
      w.magic.bound[t]++;
      w.magic.banded[t]++;
      w.magic.binds[s] = 1;
      if (w.tracer !== null) traceBands(w, s, t);
      return;
    case SPELL_HORN:
      hornOfAndar(w, rng, s, from);
      return;
    case SPELL_ERE_WE_GO:
      // +1 T and the first blows until the next magic phase starts (BM p.56; strike-order.ts).
      w.magic.ereWeGo[t]++;
      w.T[t] = sappedT(w, t) < 10 ? sappedT(w, t) + 1 : 10;
      if (w.tracer !== null) traceEreWeGo(w, s, t);
      return;
    case SPELL_DEATH_FRENZY:
      deathFrenzyOn(w, s, t);
      return;
    case SPELL_MIGHT:
      mightOn(w, t);
      return;
    case SPELL_WAAAGH:
      waaaghSpell(w, rng, s, from);
      return;
    case SPELL_RALLY:
      handOfGlory(w, s, from);
      return;
    case SPELL_SWORDS:
      if (w.tracer !== null) traceSwordsAppear(w, s);
      return;
    case SPELL_TEMPLATE:
      flamestorm(w, rng, s, t, from);
      for (let v = 0; v < w.n; v++) {
        if (w.hitsOn[v] === 0) continue;
        if (w.models[v] === 0 && present(w.status, v)) fallen(w, rng, v);
        else if (w.flameSlain[v] > 0) afterMagicLosses(w, rng, v, from, w.flameSlain[v], false);
      }
      return;
  }
  const lost = card.kind === SPELL_LINE ? lineStrikes(w, rng, s, t) : hitsStrike(w, rng, s, t, power, from);
  // Victims that may not charge in their next turn (AM p.18).
  if (card.stopsCharge) barCharge(w, t);
  // A spell whose survivors test (AM p.19) calls for the test with no loss too.
  if (lost > 0 || card.panicAlways) afterMagicLosses(w, rng, t, from, lost, card.panicOnLoss || card.panicAlways);
}

/** The unit t stands in (t, or a character's) may not charge in its side's next player turn (AM p.18: no charge for the victims in their next turn). */
function barCharge(w: Wfb4World, t: number): void {
  const tb = w.status[t] === JOINED ? w.host[t] : t;
  if (!present(w.status, tb)) return;
  w.chargeBarredIn[tb] = w.playerTurnNo + (w.plan.side[tb] === w.phasing ? 2 : 1);
  if (w.tracer !== null) traceChargeBarred(w, tb);
}

/**
 * The card's hits on t: on one model (SPELL_MODEL_HITS, or a character picked out), or on the
 * unit as shooting (BM p.40); a bolt that pierces goes on from the model it slays (pierce()).
 * `from` is the caster's unit (or himself on his own). Returns models slain.
 */
function hitsStrike(w: Wfb4World, rng: Rng, s: number, t: number, power: number, from: number): number {
  const p = w.plan;
  const card = p.magic.card[s];
  if (card.slays) {
    // One model destroyed outright, whatever its wounds (AM p.17).
    const slain = woundModel(w, t, p.W[t] - w.pool[t]);
    if (w.tracer !== null) traceSpellSlays(w, s, t);
    fallen(w, rng, t);
    return slain;
  }
  // A bolt that strikes machines harder (the Celestial bolt): its own hits on a chariot or a war machine.
  const engine = card.machineS > 0 && ((w.anyChariot && p.rule.chariot[t] === 1) || (w.anyMachine && p.rule.warMachine[t] === 1 && w.machineW[t] > 0));
  const hits = engine ? rollNDice(rng, card.machineDice, card.machineFaces) : hitsOf(w, rng, card, t, power);
  const str = engine ? card.machineS : strengthOn(w, card, t);
  if (w.anyChariot && p.rule.chariot[t] === 1) {
    // Hits on a chariot fall by the shooting table on its crew, its team or the chariot (§8.4).
    const s0 = str;
    chariotTakes(w, rng, t, hits, s0, card.saves ? 0 : NO_SAVE_MOD, false, 1);
    if (w.tracer !== null) traceSpellHits(w, s, t, hits, w.chWounds, w.chWounds, w.chSlain);
    if (w.models[t] === 0) wipedOut(w, t);
    return w.chSlain;
  }
  let onTroops = hits;
  if (w.anyMachine && p.rule.warMachine[t] === 1 && w.machineW[t] > 0) {
    onTroops -= hitsOnMachine(w, rng, t, hits, str, 1);
  } else if (w.anyCharacter && card.kind === SPELL_UNIT_HITS && w.models[t] < 5 && w.status[t] !== JOINED && p.rule.character[t] === 0) {
    // Fewer than five troopers: the hits fall among them and the characters with them, as missiles' do (§8.1; BM p.40).
    const diverted = hitsAmongCharacters(w, rng, t, hits);
    if (diverted > 0) {
      onTroops -= diverted;
      charactersTakeHits(w, rng, hits, card.S, card.woundOn, card.saves, 0, card.d3Wounds);
    }
  }
  const wounds = woundsOf(w, rng, card, t, onTroops, str);
  const unsaved = unsavedOf(w, rng, card, t, wounds, str);
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, t, unsaved) : unsaved;
  let slain = card.d3Wounds ? woundEach(w, rng, t, suffered, 3) : card.kind === SPELL_MODEL_HITS ? woundModel(w, t, suffered) : applyWounds(w, t, suffered);
  if (w.tracer !== null) traceSpellHits(w, s, t, hits, wounds, unsaved, slain);
  if (card.pierces && slain > 0 && w.models[t] > 0 && w.status[t] !== JOINED) slain += pierce(w, rng, s, t, power, from);
  fallen(w, rng, t);
  return slain;
}

/**
 * A bolt that goes on while it kills (an item's, AM p.18 — as a bolt thrower's, RB p.79): the
 * first model of t slain, the model behind it is struck by the card's hits in the same way, and
 * so on through as many models as t is deep from the caster (its ranks from the front or rear,
 * its files from a flank) until one lives. Returns the models it slays after the first.
 */
function pierce(w: Wfb4World, rng: Rng, s: number, t: number, power: number, from: number): number {
  const card = w.plan.magic.card[s];
  const face = diagonalFace(w.fp, t, from);
  const deep = face === FRONT || face === REAR ? ranks(w, t) : frontRank(w, t);
  const str = strengthOn(w, card, t);
  let slain = 0;
  for (let k = 1; k < deep && w.models[t] > 0; k++) {
    const hits = hitsOf(w, rng, card, t, power);
    const wounds = woundsOf(w, rng, card, t, hits, str);
    const unsaved = unsavedOf(w, rng, card, t, wounds, str);
    const suffered = w.anyRegeneration ? afterRegeneration(w, rng, t, unsaved) : unsaved;
    const fell = card.d3Wounds ? woundEach(w, rng, t, suffered, 3) : woundModel(w, t, suffered);
    if (w.tracer !== null) traceSpellHits(w, s, t, hits, wounds, unsaved, fell);
    slain += fell;
    if (fell === 0) break;
  }
  return slain;
}

/**
 * A line through t (the Burning Head, the Green Eye): one model crossed a rank (BM p.46), each
 * taking the card's hits; what each suffers is at most its W (1 for the Burning Head), and the
 * wounds are then pooled (BM p.48: three Ogres struck for 2, 2 and 3 lose two, the third has 2
 * wounds left). Returns models slain.
 */
function lineStrikes(w: Wfb4World, rng: Rng, s: number, t: number): number {
  const p = w.plan;
  const card = p.magic.card[s];
  let crossed = w.status[t] === JOINED || p.rule.character[t] === 1 ? 1 : ranks(w, t);
  if (crossed > w.models[t]) crossed = w.models[t];
  const most = card.oneWound ? 1 : p.W[t];
  const str = strengthOn(w, card, t);
  let hits = 0;
  let wounds = 0;
  let unsaved = 0;
  for (let k = 0; k < crossed; k++) {
    const h = hitsOf(w, rng, card, t, 0);
    const wd = woundsOf(w, rng, card, t, h, str);
    const un = unsavedOf(w, rng, card, t, wd, str);
    hits += h;
    wounds += wd;
    const took = un < most ? un : most;
    unsaved += took;
    if (k < LINE_TRACED) w.magic.lineWounds[k] = took;
  }
  w.magic.crossed = crossed;
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, t, unsaved) : unsaved;
  const slain = applyWounds(w, t, suffered);
  if (w.tracer !== null) traceSpellHits(w, s, t, hits, wounds, unsaved, slain);
  fallen(w, rng, t);
  return slain;
}

/**
 * Unit t (or a character picked out of it) lost `lost` models to a spell cast from `from`:
 * a panic test at a quarter of the unit lost this magic phase, or at any loss where the card
 * says (the Burning Head), once a phase (BM p.41, 46). Failed in combat, the unit breaks: its
 * foes may pursue and its friends test (§12-8); out of combat, it flees from the caster.
 */
function afterMagicLosses(w: Wfb4World, rng: Rng, t: number, from: number, lost: number, anyLoss: boolean): void {
  const p = w.plan;
  const u = w.status[t] === JOINED ? w.host[t] : t;
  if (u !== t) return; // a character picked out of his unit: the unit has lost no one
  w.phaseLoss[u] += lost;
  if (w.panicked[u] || !present(w.status, u) || w.status[u] === FLEEING) return;
  const base = p.flags.panicBase === 'original-size' ? p.models[u] : w.phaseStart[u];
  if (!anyLoss && w.phaseLoss[u] * 4 < base) return;
  w.panicked[u] = 1;
  if (!takesPanicTests(w, u)) {
    if (charactersTestPanic(w, u)) charactersPanic(w, rng, u, from, PANIC_MAGIC, true);
    return;
  }
  const ld = effectiveLd(w, u);
  const roll = ldTestRoll(w, rng, u, ld);
  if (w.tracer !== null) traceMagicPanic(w, u, roll, ld);
  if (roll > ld) fleeByMagic(w, rng, u, from);
}

/** u breaks, by magic, in the combat it fights (breakNow): it will flee with the others broken. */
function breakByMagic(w: Wfb4World, u: number): void {
  w.breakNow[u] = 1;
  if (w.brokeTurn[u] === 0) w.brokeTurn[u] = w.turn;
}

/**
 * u flees by magic: fighting, as if broken — its foes may pursue and its friends within 12"
 * test (§12-8) — else directly away from the caster's unit `from`.
 */
function fleeByMagic(w: Wfb4World, rng: Rng, u: number, from: number): void {
  if (w.status[u] === ENGAGED) {
    breakByMagic(w, u);
    panicAfterBreaks(w, rng);
    fleeAndPursue(w, rng);
  } else {
    fleeFromUnit(w, rng, u, from);
  }
}

/**
 * The Fear of Aramar (AM p.24, BM p.47): t flees at once, with no test, and rallies at Ld −3
 * (rally.ts). Fighting, it flees as if broken: its foes may pursue and its friends test, as for
 * a panic test failed in the magic phase (§12-8).
 */
function fearOfAramar(w: Wfb4World, rng: Rng, s: number, t: number, from: number): void {
  w.magic.aramar[t] = 1;
  if (w.tracer !== null) traceAramar(w, s, t);
  fleeByMagic(w, rng, t, from);
}

/**
 * The Horn of Andar (AM p.26, BM p.49): every enemy unit in combat within 36" of the caster
 * takes a panic test by the usual rules (a nearby general's Ld, none for the immune), broken
 * if it fails; then every fleeing friend within 36" rallies.
 */
function hornOfAndar(w: Wfb4World, rng: Rng, s: number, from: number): void {
  const p = w.plan;
  const range = p.magic.range[s];
  const side = p.side[from];
  let broke = false;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] === side || w.status[u] !== ENGAGED || !within(w, from, u, range)) continue;
    if (!takesPanicTests(w, u)) {
      if (charactersTestPanic(w, u)) charactersPanic(w, rng, u, from, PANIC_MAGIC, false);
      broke = true;
      continue;
    }
    const ld = effectiveLd(w, u);
    const roll = ldTestRoll(w, rng, u, ld);
    if (w.tracer !== null) traceMagicPanic(w, u, roll, ld);
    if (roll <= ld) continue;
    breakByMagic(w, u);
    broke = true;
  }
  if (broke) {
    panicAfterBreaks(w, rng);
    fleeAndPursue(w, rng);
  }
  rallyAround(w, s, from, range, -1);
}

/** The Hand of Glory (AM p.26): fleeing friends within 12" of the caster rally, at Ld 10 and fearing nothing while it lasts. */
function handOfGlory(w: Wfb4World, s: number, from: number): void {
  rallyAround(w, s, from, w.plan.magic.range[s], s);
}

/** Every fleeing friend of `from` within `range` rallies (rally.ts rallyNow()); under spell `glory` while it lasts, −1 none. */
function rallyAround(w: Wfb4World, s: number, from: number, range: number, glory: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== p.side[from] || w.status[u] !== FLEEING || !within(w, from, u, range)) continue;
    rallyNow(w, u);
    if (glory >= 0) w.magic.gloryFrom[u] = glory;
    if (w.tracer !== null) traceRalliedBy(w, s, u);
  }
}

/**
 * The Manacle of Caloe (BM p.51) on t: it holds models up to a total Strength of 3D6, each
 * model's S with its steed's. Holding them all, the unit may not move (bound); holding some,
 * they stand apart, out of the unit until the spell ends (BM p.41 "Split Units").
 */
function manacle(w: Wfb4World, rng: Rng, s: number, t: number): void {
  const p = w.plan;
  const g = w.magic;
  const roll = rollND6(rng, 3);
  const each = p.S[t] + p.mountS[t];
  let held = each > 0 ? (roll / each) | 0 : w.models[t];
  g.holds[s] = 0;
  g.binds[s] = 0;
  if (held >= w.models[t]) {
    held = w.models[t];
    g.bound[t]++;
    g.binds[s] = 1;
  } else if (held > 0) {
    w.models[t] -= held;
    g.manacled[t] += held;
    g.holds[s] = held;
    reshapeAfterLosses(w, t);
  }
  if (w.tracer !== null) traceManacle(w, s, t, roll, each, held);
}

/**
 * Spell s in play ends (dispelled, drained, or its caster or target gone; BM p.41): its card
 * goes back to its caster, who may cast it again from the next magic phase; a Manacle lets its
 * models go — back into their unit if it still stands, else lost with it.
 */
export function endSpell(w: Wfb4World, s: number, quiet: number): void {
  const g = w.magic;
  if (g.inPlay[s] === 0) return;
  const t = g.on[s];
  g.inPlay[s] = 0;
  g.on[s] = -1;
  g.castIn[s] = g.phase; // back in its caster's hand, for the next phase (BM p.41)
  const kind = w.plan.magic.card[s].kind;
  if (g.binds[s] === 1) {
    g.bound[t]--;
    if (kind === SPELL_BANDS) g.banded[t]--;
    g.binds[s] = 0;
  }
  if (kind === SPELL_MANACLE && g.holds[s] > 0) {
    g.manacled[t] -= g.holds[s];
    if (present(w.status, t)) {
      w.models[t] += g.holds[s];
      reshapeAfterLosses(w, t);
    }
    g.holds[s] = 0;
  }
  if (kind === SPELL_RALLY) {
    for (let u = 0; u < w.n; u++) if (g.gloryFrom[u] === s) g.gloryFrom[u] = -1;
  }
  if (kind === SPELL_ERE_WE_GO && --g.ereWeGo[t] === 0) w.T[t] = sappedT(w, t);
  if (kind === SPELL_DEATH_FRENZY) deathFrenzyOff(w, t);
  if (kind === SPELL_MIGHT) g.mighty[t] = 0;
  if (kind === SPELL_WAAAGH) waaaghEnds(w, s);
  if (w.tracer !== null && quiet === 0) traceSpellEnds(w, s, t);
}

/** As a magic phase starts, the spells in play for a turn only end, to be cast again in it if their casters will (BM p.56: Ere We Go). */
export function oneTurnSpellsEnd(w: Wfb4World): void {
  const m = w.plan.magic;
  for (let s = 0; s < m.caster.length; s++) if (w.magic.inPlay[s] === 1 && m.card[s].oneTurn) endSpell(w, s, 0);
}

/** Spells in play whose caster has fallen or left the table, or whose target is gone, end (BM p.41). */
export function spellsOfTheGoneEnd(w: Wfb4World): void {
  const m = w.plan.magic;
  for (let s = 0; s < m.caster.length; s++) {
    if (w.magic.inPlay[s] === 0) continue;
    const t = w.magic.on[s];
    const c = m.caster[s];
    const tb = w.status[t] === JOINED ? w.host[t] : t;
    const casterGone = !present(w.status, c) && w.status[c] !== JOINED;
    if (casterGone || (!m.card[s].area && !present(w.status, tb))) endSpell(w, s, 0);
  }
}

/** Every Manacle lets go as the engagement ends, so that the record counts the models it held. */
export function releaseAll(w: Wfb4World): void {
  for (let s = 0; s < w.plan.magic.caster.length; s++) endSpell(w, s, 1);
}
