/**
 * Waaagh magic (rules/wfb4.md §9.2 "Race subsystems"; BM p.29, AM p.28-29): an Orc or Goblin
 * shaman draws his power from the Waaagh of the boyz about him. After the cards are dealt and
 * before anyone casts, each shaman able to cast tests, the phasing side's first:
 *
 * - the Orc units of ten models or more and the Goblin units of twenty or more of his side within
 *   12" of him, fleeing ones not counted, are his 'Eadbanger value, +1 for each of them in combat;
 *   with none, he may not cast this phase (he may still dispel) and takes no test;
 * - he rolls a D6, an Orc adding his magic level; at most the value, the Waaagh overwhelms him and
 *   he rolls on the 'Eadbangerz chart: 6, his side discards a card of its choice (the one its
 *   policy values least: Rebound, Mental Duel, Dispel, Power, then the others); 5, the enemy
 *   discards one of his side's cards at random; 4, he may not cast this phase; 3, he forgets one
 *   of his spells at random for the battle, and may not cast this phase; 2, he falls senseless —
 *   he may not move, fight or use the cards until the next magic phase starts — and the Orcs and
 *   Goblins touching him lose their heads unless they roll their Toughness or under on a D6; 1,
 *   his head explodes: he is slain, and those touching him lose theirs as for 2.
 *
 * Those touching him are the troops of the Orc or Goblin unit he is with, three of them (the two
 * beside him in its front rank and the one behind), fewer in a smaller unit; a shaman on his own
 * touches none (the seed names no others).
 */
import { rollD6, rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ENGAGED, JOINED, READY } from '../../rank-and-file/unit-state.ts';
import { CARD_DESTROY, CARD_DISPEL, CARD_DRAIN, CARD_DUEL, CARD_ESCAPE, CARD_KINDS, CARD_POWER, CARD_REBOUND, CARD_TOTAL } from '../magic-state.ts';
import { SHAMAN_ORC } from '../plan.ts';
import { bodyOf, characterSlain } from './characters.ts';
import { destroy } from './casualties.ts';
import { reshapeAfterLosses } from './footprint.ts';
import { within } from './nearest.ts';
import { mayCast } from './spells.ts';
import { fallen } from './casualties.ts';
import { fallSenseless } from './senseless.ts';
import { traceHeadsExplode, traceWaaaghChart, traceWaaaghTest } from './trace-magic.ts';
import type { Wfb4World } from './world.ts';

/** Inches within which a shaman draws on the boyz (BM p.29). */
const WAAAGH_RANGE = 12;
/** The models an Orc or Goblin unit needs to count: ten Orcs, twenty Goblins. */
const ORCS_COUNT = 10;
const GOBLINS_COUNT = 20;
/** The models touching a shaman in his unit: two beside him, one behind. */
const TOUCHING = 3;

/** The cards a side discards first, at a 6 on the chart: those its policy values least first. */
const DISCARD_ORDER = [CARD_REBOUND, CARD_DUEL, CARD_DISPEL, CARD_POWER, CARD_DRAIN, CARD_DESTROY, CARD_ESCAPE, CARD_TOTAL] as const;

/** The 'Eadbangerz chart's results, for the trace. */
export const CHART_DISCARD = 6;
export const CHART_ENEMY_DISCARDS = 5;
export const CHART_HEAD_HURTS = 4;
export const CHART_FORGETS = 3;
export const CHART_SENSELESS = 2;
export const CHART_HEAD_EXPLODES = 1;

/** After the deal, before casting: each shaman able to cast takes his Waaagh test, the phasing side's first. */
export function waaaghTests(w: Wfb4World, rng: Rng, phasing: number): void {
  const m = w.plan.magic;
  for (let k = 0; k < 2; k++) {
    const side = k === 0 ? phasing : 1 - phasing;
    for (let i = m.wizardsFrom[side]; i < m.wizardsFrom[side + 1]; i++) {
      const c = w.magic.order[i];
      if (m.shaman[c] !== 0 && mayCast(w, c)) waaaghTest(w, rng, c);
    }
  }
}

function waaaghTest(w: Wfb4World, rng: Rng, c: number): void {
  const value = eadbangerValue(w, c);
  if (value === 0) {
    w.magic.silentIn[c] = w.magic.phase;
    if (w.tracer !== null) traceWaaaghTest(w, c, 0, 0, 0);
    return;
  }
  const roll = rollD6(rng);
  const score = w.plan.magic.shaman[c] === SHAMAN_ORC ? roll + w.magic.level[c] : roll;
  if (w.tracer !== null) traceWaaaghTest(w, c, value, roll, score);
  if (score > value) return;
  eadbangerz(w, rng, c, rollD6(rng));
}

/** Shaman c's 'Eadbanger value (BM p.29): his side's Orc units of ten and Goblin units of twenty, not fleeing, within 12", +1 for each in combat; 0 none. */
function eadbangerValue(w: Wfb4World, c: number): number {
  const p = w.plan;
  const m = p.magic;
  const body = bodyOf(w, c);
  let value = 0;
  for (let u = 0; u < w.n; u++) {
    const kind = m.greenskin[u];
    if (kind === 0 || p.side[u] !== p.side[c] || u === c) continue;
    const st = w.status[u];
    if (st !== READY && st !== ENGAGED) continue;
    if (w.models[u] < (kind === SHAMAN_ORC ? ORCS_COUNT : GOBLINS_COUNT)) continue;
    if (u !== body && !within(w, body, u, WAAAGH_RANGE)) continue;
    value += st === ENGAGED ? 2 : 1;
  }
  return value;
}

/** Shaman c rolled `d` on the 'Eadbangerz chart (BM p.29). */
function eadbangerz(w: Wfb4World, rng: Rng, c: number, d: number): void {
  const g = w.magic;
  const side = w.plan.side[c];
  if (w.tracer !== null) traceWaaaghChart(w, c, d);
  if (d === CHART_DISCARD) {
    for (let k = 0; k < DISCARD_ORDER.length; k++) {
      const card = DISCARD_ORDER[k];
      if (g.held(side, card) === 0) continue;
      g.spend(side, card, 1);
      return;
    }
  } else if (d === CHART_ENEMY_DISCARDS) {
    let cards = 0;
    for (let card = 0; card < CARD_KINDS; card++) cards += g.held(side, card);
    if (cards === 0) return;
    let pick = rollOneOf(rng, cards);
    for (let card = 0; card < CARD_KINDS; card++) {
      pick -= g.held(side, card);
      if (pick >= 0) continue;
      g.spend(side, card, 1);
      return;
    }
  } else if (d === CHART_HEAD_HURTS) g.silentIn[c] = g.phase;
  else if (d === CHART_FORGETS) {
    forgetsASpell(w, rng, c);
    g.silentIn[c] = g.phase;
  } else if (d === CHART_SENSELESS) {
    fallSenseless(w, c);
    headsExplode(w, rng, c);
  } else {
    headsExplode(w, rng, c);
    if (w.status[c] === JOINED) characterSlain(w, rng, c);
    else destroy(w, c);
  }
}

/** Shaman c forgets one of his spells at random for the battle (chart 3): one neither lost nor in play. */
function forgetsASpell(w: Wfb4World, rng: Rng, c: number): void {
  const m = w.plan.magic;
  const g = w.magic;
  let known = 0;
  for (let s = m.spellsFrom[c], stop = s + m.spellCount[c]; s < stop; s++) if (g.lost[s] === 0 && g.inPlay[s] === 0) known++;
  if (known === 0) return;
  let pick = rollOneOf(rng, known);
  for (let s = m.spellsFrom[c], stop = s + m.spellCount[c]; s < stop; s++) {
    if (g.lost[s] === 1 || g.inPlay[s] === 1 || pick-- > 0) continue;
    g.lost[s] = 1;
    return;
  }
}

/** The Orcs and Goblins touching shaman c lose their heads unless they roll their Toughness or under on a D6, whatever their armour and wounds (chart 2 and 1). */
function headsExplode(w: Wfb4World, rng: Rng, c: number): void {
  if (w.status[c] !== JOINED) return;
  const h = w.host[c];
  if (w.plan.magic.greenskin[h] === 0 || w.models[h] === 0) return;
  const touching = w.models[h] < TOUCHING ? w.models[h] : TOUCHING;
  let lost = 0;
  for (let k = 0; k < touching; k++) if (rollD6(rng) > w.T[h]) lost++;
  if (w.tracer !== null) traceHeadsExplode(w, h, touching, lost);
  if (lost === 0) return;
  w.models[h] -= lost;
  w.pool[h] = 0;
  reshapeAfterLosses(w, h);
  fallen(w, rng, h);
}
