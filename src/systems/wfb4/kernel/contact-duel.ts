/**
 * The contact duel: two units deployed in base contact, one a side, fought to the first break
 * on a table without hills, played round by round without the general turn's bookkeeping.
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { countAtLeast, roll2D6, rollND6, rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { aimAway, pursuitCatches } from '../../rank-and-file/flight.ts';
import { DESTROYED, FLEEING, READY } from '../../rank-and-file/unit-state.ts';
import { anyRuleOutside } from '../../unit-rules.ts';
import { saveAgainst, unsavedWounds, woundRolls } from '../../wfb/hit-wound-save.ts';
import { MELEE_TO_HIT, TO_WOUND } from '../../wfb/tables.ts';
import { PURSUE_RESTRAIN, TERRAIN_HILL, type Wfb4Rule } from '../plan.ts';
import { destroy } from './casualties.ts';
import { rankBonus } from './combat-result.ts';
import { fleeMove } from './flight.ts';
import { reshapeAfterLosses } from './footprint.ts';
import { frontRank } from './formation.ts';
import { effectiveLd } from './leadership.ts';
import { fleeAndPursue } from './pursuit.ts';
import { frontStrikers, sideStrikers } from '../../rank-and-file/formation.ts';
import { buildStrikeGroups } from './strike-order.ts';
import { CHAMPION, MOUNT, PISTOL, RIDER } from './strike-kinds.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- the contact duel

/**
 * The special rules the contact duel plays, named one by one — the missile weapons' rules
 * never come into play, since neither unit is ever free to shoot, nor does immunity to panic,
 * with no friend to see break, nor fast cavalry's free wheels, with nothing moving; the daemonic
 * save is in the unit's saves. Any other rule of
 * WFB4_RULES (hatred, frenzy, fear, terror, stupidity, either animosity, Undead) is refused,
 * and the engagement is played through the general turn sequence
 * (test/systems/wfb4/kernel/fast-paths.test.ts).
 */
export const DUEL_RULES: readonly Wfb4Rule[] = [
  'large', 'strikesLast', 'pistol', 'noLongRange', 'noMoveFire', 'everyOther', 'slingDouble', 'd3Wounds', 'jezzail', 'immuneToPanic', 'daemonicSave', 'fastCavalry',
];

/**
 * True when the engagement is two units, one a side, deployed in base contact and played to
 * the first break, on a table without hills. Then no unit is ever free to move or shoot:
 * every player turn is one round of one combat, and the combat bonuses cannot change with
 * position. runDuel() plays exactly that, with the same rules on the same dice as the
 * general turn sequence (test/systems/wfb4/kernel/duel-path.test.ts compares them sim by
 * sim), without the general sequence's bookkeeping — twice as fast (`npm run bench` (a)).
 * Called once, after the first reset().
 */
export function isContactDuel(w: Wfb4World): boolean {
  const p = w.plan;
  if (w.n !== 2 || p.side[0] === p.side[1] || !p.firstBreak || w.startEngagements !== 1) return false;
  for (let k = 0; k < p.terrain.count; k++) if (p.terrain.kind[k] === TERRAIN_HILL) return false;
  // A special rule the duel does not play sends the engagement through the general sequence.
  if (anyRuleOutside(p.rule, DUEL_RULES, [0, 1]) !== undefined) return false;
  // A champion who issues challenges fights them through the general sequence (challenges.ts);
  // so does a fight for a building (buildings.ts), and one with a wizard's magic phases (magic.ts).
  if (w.anyChallenge || w.anyBuilding || w.anyMagic || w.anyHeal || w.anySurge || w.anyStorm || w.anySap || w.anyLentHatred || w.anyLentImmunity || w.anyLentSteady || w.anyLentStench || w.anyFamiliar || w.anyRot || w.anyLingering || w.anyRiposte || w.anyResultRune || w.anyLdTenRune || w.anyDispelRune || w.anyHitAura || w.anyLentSkill || w.anyUndeadBlade) return false;
  // The strike groups of a deployed contact (nobody charging), for either tie side.
  w.inCombat[0] = 0;
  w.inCombat[1] = 0;
  for (let tie = 0; tie < 2; tie++) {
    buildStrikeGroups(w, 0, tie);
    for (let k = 0; k < w.gCount; k++) w.dOrder[8 * tie + k] = w.gOrder[k];
  }
  w.dGroups = w.gCount;
  for (let g = 0; g < w.gCount; g++) {
    const u = w.gUnit[g];
    const v = w.gEnemy[g];
    const kind = w.gKind[g];
    w.dUnit[g] = u;
    w.dEnemy[g] = v;
    w.dKind[g] = kind;
    // As strike() reads them for a contact made at deployment: nobody charged, not defended.
    const front = w.eng.a[0] === u || w.eng.face[0] === FRONT;
    w.dFront[g] = front ? 1 : 0;
    w.dChampion[g] = p.champion[u] === 1 && front ? 1 : 0;
    let ws = p.WS[u];
    let str = p.S[u] + p.meleeSBonus[u];
    let saveMod = 0;
    if (kind === CHAMPION) {
      w.dPer[g] = p.champA[u] + p.extraA[u];
      ws = p.champWS[u];
      str = p.champS[u] + p.meleeSBonus[u];
    } else if (kind === MOUNT) {
      w.dPer[g] = p.mountA[u];
      ws = p.mountWS[u];
      str = p.mountS[u];
    } else if (kind === PISTOL) {
      w.dPer[g] = 1;
      str = 4;
      saveMod = 1;
    } else {
      w.dPer[g] = p.A[u] + p.extraA[u];
    }
    w.dHit[g] = MELEE_TO_HIT[ws * 11 + p.WS[v]];
    for (let first = 0; first < 2; first++) {
      let s = str;
      if (first === 1 && (kind === RIDER || kind === CHAMPION)) s += p.firstRoundSBonus[u];
      if (s > 10) s = 10;
      const save = saveAgainst(p.meleeSave[v], s, saveMod);
      w.dWound[2 * g + first] = TO_WOUND[s * 11 + p.T[v]];
      w.dSave[2 * g + first] = save > 7 ? 7 : save;
    }
  }
  for (let u = 0; u < 2; u++) w.dLd[u] = effectiveLd(w, u);
  return true;
}

/** Play a contact duel to its end; returns the turns played. */
export function runDuel(w: Wfb4World, rng: Rng): number {
  const p = w.plan;
  let winner = -1; // the side that won the last round: it wins Initiative ties (§5.2)
  w.breakNow[0] = 0;
  w.breakNow[1] = 0;
  for (let t = 1; t <= p.turns; t++) {
    w.turn = t;
    for (let half = 0; half < 2; half++) {
      winner = duelRound(w, rng, winner);
      if (w.routed) return t;
    }
  }
  return p.turns;
}

/** One round of the duel, as fightRound() plays it (§5.1-§6.2); returns the winning side or −1. */
export function duelRound(w: Wfb4World, rng: Rng, lastWinner: number): number {
  const p = w.plan;
  w.rounds++;
  w.roundNo++;
  w.unitRounds[0]++;
  w.unitRounds[1]++;
  w.roundStart[0] = w.models[0];
  w.roundStart[1] = w.models[1];
  const tieSide = lastWinner >= 0 ? lastWinner : rollOff(rng, w.rolls);
  w.dLost[0] = 0;
  w.dLost[1] = 0;
  w.score[0] = 0;
  w.score[1] = 0;
  const fresh = w.roundNo === 1 ? 1 : 0;
  const order = 8 * tieSide;
  for (let k = 0; k < w.dGroups; k++) duelStrike(w, rng, w.dOrder[order + k], fresh);
  const r0 = w.score[0] + duelBonus(w, 0);
  const r1 = w.score[1] + duelBonus(w, 1);
  let winner = -1;
  if (r0 > r1) winner = 0;
  else if (r1 > r0) winner = 1;
  let over = false;
  for (let u = 0; u < 2; u++) {
    if (w.models[u] === 0) {
      destroy(w, u);
      over = true;
    }
  }
  if (winner < 0) return -1;
  const diff = winner === 0 ? r0 - r1 : r1 - r0;
  for (let u = 0; u < 2; u++) {
    if (w.status[u] === DESTROYED) continue;
    if (p.side[u] === winner) {
      if (p.lap[u]) {
        const spare = w.models[u] - frontRank(w, u) - w.lap[u];
        w.lap[u] += spare >= 4 ? 4 : spare > 0 ? spare : 0;
      }
      continue;
    }
    w.lap[u] = 0;
    const ld = w.dLd[u];
    let broken = roll2D6(rng) + diff > ld;
    if (broken && p.battleStandard[u]) broken = roll2D6(rng) + diff > ld;
    if (broken) {
      w.breakNow[u] = 1;
      over = true;
    }
  }
  if (over) {
    // Casualties were taken without reshaping (nothing reads the footprint in a round);
    // the flight and pursuit need it.
    reshapeAfterLosses(w, 0);
    reshapeAfterLosses(w, 1);
    const b = w.breakNow[0] ? 0 : w.breakNow[1] ? 1 : -1;
    if (b >= 0 && w.status[1 - b] !== DESTROYED) duelFlight(w, rng, b, 1 - b);
    else fleeAndPursue(w, rng);
  }
  return winner;
}

/**
 * fleeAndPursue() for the duel's broken unit b and the winner o, who stands fighting no one
 * else: b flees directly away from o and o pursues. The pursuer's own move is left out: it
 * rolls no dice and the duel is over.
 */
export function duelFlight(w: Wfb4World, rng: Rng, b: number, o: number): void {
  const p = w.plan;
  w.breakNow[b] = 0;
  if (w.brokeTurn[b] === 0) w.brokeTurn[b] = w.turn;
  // fleeAway() from o's centre and runAway(), with the one engagement ended directly.
  w.flight.fromX = w.fp.cx[o];
  w.flight.fromY = w.fp.cy[o];
  aimAway(w.flight, w.fp, b);
  const fled = rollND6(rng, p.fleeDice[b]);
  w.flight.roll[b] = fled;
  w.status[b] = FLEEING;
  w.routed = 1;
  w.eng.count = 0;
  w.status[o] = READY;
  fleeMove(w, b, 0);
  // The pursuit (§6.5).
  if (p.pursue[o] === PURSUE_RESTRAIN && roll2D6(rng) <= w.dLd[o]) return;
  const roll = rollND6(rng, p.fleeDice[o]);
  const caught = pursuitCatches(roll, fled, p.flags.pursuitTie === 'caught');
  if (caught && w.status[b] === FLEEING) destroy(w, b);
}

/** strike() for strike group g of the duel (fresh: 1 in the first round, else 0). */
export function duelStrike(w: Wfb4World, rng: Rng, g: number, fresh: number): void {
  const p = w.plan;
  const u = w.dUnit[g];
  const v = w.dEnemy[g];
  const kind = w.dKind[g];
  if (w.models[u] === 0 || w.models[v] === 0) return;
  let attacks = w.dPer[g];
  if (kind === CHAMPION) {
    if (w.dChampion[g] === 0) return;
  } else {
    // Each model lost before striking removes one striker (§5.2, §12-16): strikers() for the
    // duel's one engagement, whose front or flank isContactDuel() noted (no building: refused).
    const eng = w.eng;
    const models = w.dFront[g] === 1
      ? frontStrikers(eng.a[0] === u ? eng.contactA[0] : eng.contactB[0], w.models[u], p.files[u], w.roundStart[u], w.dLost[u])
      : sideStrikers(eng.contactB[0], w.models[u], p.files[u], eng.face[0] === REAR, w.dLost[u]);
    const lapping = w.dFront[g] === 1 ? w.lap[u] : 0;
    if (kind === RIDER) {
      let strikers = models - w.dChampion[g];
      if (strikers < 0) strikers = 0;
      // Spears fight in two ranks when they did not charge (§5.3, §12-16).
      if (p.fightRanks[u] > 1 && w.dFront[g] === 1) {
        let second = w.models[u] - p.files[u];
        if (second > p.files[u]) second = p.files[u];
        if (p.flags.spearSecondRank === 'front-fighters' && second > models) second = models;
        if (second > 0) strikers += second;
      }
      attacks *= strikers + lapping;
    } else {
      attacks *= models + lapping;
    }
  }
  if (attacks <= 0) return;
  const hits = countAtLeast(rng, attacks, w.dHit[g]);
  const toWound = w.dWound[2 * g + fresh];
  const wounds = woundRolls(rng, hits, toWound);
  const save = w.dSave[2 * g + fresh];
  const unsaved = unsavedWounds(rng, wounds, save);
  if (unsaved <= 0) return;
  // Combat result counts wounds caused; overkill beyond the unit is not applied (§6.1, §12-7).
  const capacity = w.models[v] * p.W[v] - w.pool[v];
  w.score[p.side[u]] += p.flags.overkill === 'rolled' || unsaved < capacity ? unsaved : capacity;
  // applyWounds() without the reshape.
  const woundsEach = p.W[v];
  let slain: number;
  if (woundsEach === 1) {
    slain = unsaved < w.models[v] ? unsaved : w.models[v];
  } else {
    const total = w.pool[v] + unsaved;
    slain = (total / woundsEach) | 0;
    if (slain >= w.models[v]) {
      slain = w.models[v];
      w.pool[v] = 0;
    } else {
      w.pool[v] = total - slain * woundsEach;
    }
  }
  w.models[v] -= slain;
  w.dLost[v] += slain;
}

/** bonuses() for side s of the duel: no hills, one engagement (§6.1). */
export function duelBonus(w: Wfb4World, s: number): number {
  const p = w.plan;
  const u = p.side[0] === s ? 0 : 1;
  const o = 1 - u;
  let bonus = 0;
  if (w.models[u] > 0) {
    bonus = rankBonus(w, u);
    if (p.standard[u]) bonus += p.flags.standardBonus;
    if (p.battleStandard[u]) bonus += p.flags.battleStandardBonus;
  }
  let flankOwn = 0;
  let flankFoe = 0;
  let rearOwn = 0;
  let rearFoe = 0;
  const a = w.eng.a[0];
  const face = w.eng.face[0];
  if (face !== FRONT && w.models[a] > 0 && w.models[a] >= p.flags.flankMinModels) {
    if (a === u) {
      if (face === REAR) rearOwn++;
      else flankOwn++;
    } else if (face === REAR) rearFoe++;
    else flankFoe++;
  }
  if (w.lap[u] >= 2 * p.flags.flankMinModels && w.models[u] > 0) flankOwn++;
  if (w.lap[o] >= 2 * p.flags.flankMinModels && w.models[o] > 0) flankFoe++;
  if (flankOwn > 0 && flankOwn > flankFoe) bonus += p.flags.flankBonus;
  if (rearOwn > 0 && rearOwn > rearFoe) bonus += p.flags.rearBonus;
  return bonus;
}
