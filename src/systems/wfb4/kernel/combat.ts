/**
 * Close combat (rules/wfb4.md §5, §6.2): combats found from the engagements, strike order by
 * Initiative, the attacks of each strike group, the result and the break tests.
 */
import { countAtLeast, roll2D6, rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { DESTROYED, FRONT, REAR } from '../../rank-and-file.ts';
import { MELEE_TO_HIT, TO_WOUND } from '../../wfb-common/tables.ts';
import { applyWounds, destroy } from './casualties.ts';
import { bonuses } from './combat-result.ts';
import { CHAMPION, MOUNT, PISTOL, RIDER } from './constants.ts';
import { alive, frontRank, ranks } from './formation.ts';
import { battleStandardNear, effectiveLd } from './leadership.ts';
import { panicAfterBreaks } from './panic.ts';
import { fleeAndPursue } from './pursuit.ts';
import type { Wfb4World } from './world.ts';

// ---------------------------------------------------------------- close combat (§5, §6)

export function combatPhase(w: Wfb4World, rng: Rng): void {
  const p = w.plan;
  if (w.eCount === 0) return;
  for (let u = 0; u < w.n; u++) {
    w.inCombat[u] = -1;
    w.breakNow[u] = 0;
    w.wipedNow[u] = 0;
  }
  // Label combats: units joined by engagements (union by repeated relaxation; tiny n).
  let combats = 0;
  for (let e = 0; e < w.eCount; e++) {
    const a = w.eA[e];
    const b = w.eB[e];
    if (w.inCombat[a] < 0 && w.inCombat[b] < 0) {
      w.inCombat[a] = combats;
      w.inCombat[b] = combats;
      combats++;
    } else if (w.inCombat[a] < 0) {
      w.inCombat[a] = w.inCombat[b];
    } else if (w.inCombat[b] < 0) {
      w.inCombat[b] = w.inCombat[a];
    } else if (w.inCombat[a] !== w.inCombat[b]) {
      const from = w.inCombat[b];
      const to = w.inCombat[a];
      for (let u = 0; u < w.n; u++) if (w.inCombat[u] === from) w.inCombat[u] = to;
    }
  }
  for (let c = 0; c < combats; c++) fightRound(w, rng, c);
  // Panic, flight and pursuit all start from a unit that broke or was wiped out this phase.
  let broke = false;
  for (let u = 0; u < w.n; u++) if (w.breakNow[u] || w.wipedNow[u]) broke = true;
  if (!broke) return;
  panicAfterBreaks(w, rng);
  fleeAndPursue(w, rng);
}

/** One round of one combat (§5.1-§6.2). */
export function fightRound(w: Wfb4World, rng: Rng, c: number): void {
  const p = w.plan;
  let count = 0;
  for (let u = 0; u < w.n; u++) {
    if (w.inCombat[u] === c) {
      w.members[count++] = u;
    }
  }
  if (count === 0) return;
  w.rounds++;
  w.roundNo++;
  for (let i = 0; i < count; i++) w.unitRounds[w.members[i]]++;
  // The winner of this combat's previous round breaks Initiative ties; after a draw, or in
  // a first round, the sides roll off (§5.2, §12-22).
  let previous = -1;
  for (let i = 0; i < count; i++) if (w.lastRound[w.members[i]] > previous) previous = w.lastRound[w.members[i]];
  let tieSide = -1;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (previous >= 0 && w.lastWon[u] === previous) tieSide = p.side[u];
    w.lastRound[u] = w.roundNo;
  }
  if (tieSide < 0) tieSide = rollOff(rng, w.rolls);
  for (let e = 0; e < w.eCount; e++) {
    w.eLostA[e] = 0;
    w.eLostB[e] = 0;
  }
  buildStrikeGroups(w, c, tieSide);
  w.score[0] = 0;
  w.score[1] = 0;
  for (let k = 0; k < w.gCount; k++) strike(w, rng, w.gOrder[k]);
  // Combat result bonuses (§6.1).
  bonuses(w, c, count);
  const r0 = w.score[0] + w.bonus[0];
  const r1 = w.score[1] + w.bonus[1];
  for (let e = 0; e < w.eCount; e++) {
    if (w.inCombat[w.eA[e]] === c) {
      w.eFresh[e] = 0;
      w.eCharge[e] = 0;
    }
  }
  let winner = -1;
  if (r0 > r1) winner = 0;
  else if (r1 > r0) winner = 1;
  if (w.tracer !== null) {
    w.tracer.line(`Combat result: ${p.sideIds[0]} ${r0} (${w.score[0]} wounds), ${p.sideIds[1]} ${r1} (${w.score[1]} wounds)${winner < 0 ? ': a draw.' : '.'}`);
  }
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (w.models[u] === 0 && w.status[u] !== DESTROYED) {
      w.wipedNow[u] = 1;
      destroy(w, u);
      if (w.tracer !== null) w.tracer.line(`${p.unitNames[u]} is wiped out.`);
    }
  }
  if (winner < 0) return;
  const diff = winner === 0 ? r0 - r1 : r1 - r0;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (!alive(w, u)) continue;
    if (p.side[u] === winner) {
      w.lastWon[u] = w.roundNo;
      // Lapping round (§6.6): up to 2 models round each end per won round.
      if (p.lap[u]) {
        const spare = w.models[u] - frontRank(w, u) - w.lap[u];
        w.lap[u] += spare >= 4 ? 4 : spare > 0 ? spare : 0;
      }
      continue;
    }
    w.lap[u] = 0;
    // Break test (§6.2): 2D6 + difference > Ld breaks; the battle standard grants one re-roll.
    const ld = effectiveLd(w, u);
    let roll = roll2D6(rng);
    let broken = roll + diff > ld;
    if (broken && battleStandardNear(w, u)) {
      const again = roll2D6(rng);
      if (w.tracer !== null) w.tracer.line(`${p.unitNames[u]} re-takes its break test with the battle standard.`);
      roll = again;
      broken = roll + diff > ld;
    }
    if (w.tracer !== null) {
      w.tracer.line(`${p.unitNames[u]} break test: ${roll} + ${diff} vs Ld ${ld}, ${broken ? 'BROKEN' : 'holds'}.`);
    }
    if (broken) w.breakNow[u] = 1;
  }
}

/** Strike groups (rider, mount, champion per engagement end) in strike order (§5.2). */
export function buildStrikeGroups(w: Wfb4World, c: number, tieSide: number): void {
  const p = w.plan;
  let g = 0;
  for (let e = 0; e < w.eCount; e++) {
    if (w.inCombat[w.eA[e]] !== c) continue;
    for (let end = 0; end < 2; end++) {
      const u = end === 0 ? w.eA[e] : w.eB[e];
      const v = end === 0 ? w.eB[e] : w.eA[e];
      const charging = end === 0 && w.eCharge[e] === 1;
      for (let kind = RIDER; kind <= PISTOL; kind++) {
        if (kind === MOUNT && p.mountA[u] === 0) continue;
        if (kind === CHAMPION && !p.champion[u]) continue;
        if (kind === PISTOL && !p.pistol[u]) continue;
        let key: number;
        const ini = kind === MOUNT ? p.mountI[u] : kind === CHAMPION ? p.champI[u] : p.I[u];
        if (kind !== MOUNT && p.strikesLast[u]) key = ini; // double-handed: always last
        else if (charging) key = 200 + ini;
        else key = 100 + ini;
        // Equal keys: the tie side first.
        key = key * 2 + (p.side[u] === tieSide ? 1 : 0);
        w.gUnit[g] = u;
        w.gEnemy[g] = v;
        w.gEng[g] = e;
        w.gKind[g] = kind;
        w.gKey[g] = key;
        w.gOrder[g] = g;
        g++;
      }
    }
  }
  w.gCount = g;
  // Insertion sort by key, descending (a handful of groups).
  for (let i = 1; i < g; i++) {
    const x = w.gOrder[i];
    let j = i - 1;
    while (j >= 0 && w.gKey[w.gOrder[j]] < w.gKey[x]) {
      w.gOrder[j + 1] = w.gOrder[j];
      j--;
    }
    w.gOrder[j + 1] = x;
  }
}

/** Models of unit u fighting on engagement e at the start of the round (§5.3). */
export function fighters(w: Wfb4World, u: number, e: number): number {
  let f: number;
  if (w.eA[e] === u) {
    f = w.eContactA[e];
    const front = frontRank(w, u);
    if (f > front) f = front;
  } else {
    f = w.eContactB[e];
    const face = w.eFace[e];
    const cap = face === FRONT ? frontRank(w, u) : face === REAR ? w.models[u] - (ranks(w, u) - 1) * w.plan.files[u] : ranks(w, u);
    if (f > cap) f = cap;
  }
  return f;
}

export function strike(w: Wfb4World, rng: Rng, g: number): void {
  const p = w.plan;
  const u = w.gUnit[g];
  const v = w.gEnemy[g];
  const e = w.gEng[g];
  const kind = w.gKind[g];
  if (w.models[u] === 0 || w.models[v] === 0) return;
  const charging = w.eA[e] === u && w.eCharge[e] === 1;
  const frontContact = w.eA[e] === u || w.eFace[e] === FRONT;
  // Each model lost before striking removes one striker (§5.2, §12-16).
  const hasChampion = p.champion[u] === 1 && frontContact;
  let models = fighters(w, u, e) - (w.eA[e] === u ? w.eLostA[e] : w.eLostB[e]);
  if (models < 0) models = 0;
  let lapping = 0;
  if (w.eA[e] === u || w.eFace[e] === FRONT) lapping = w.lap[u];
  let attacks: number;
  let ws: number;
  let str: number;
  let saveMod = 0;
  if (kind === CHAMPION) {
    if (!hasChampion || w.models[u] < 1) return;
    attacks = p.champA[u] + p.extraA[u];
    ws = p.champWS[u];
    str = p.champS[u] + p.meleeSBonus[u];
  } else if (kind === MOUNT) {
    attacks = (models + lapping) * p.mountA[u];
    ws = p.mountWS[u];
    str = p.mountS[u];
  } else if (kind === PISTOL) {
    // One pistol shot per model fighting, champion included; not from a second rank.
    attacks = models + lapping;
    ws = p.WS[u];
    str = 4;
    saveMod = 1;
  } else {
    let strikers = models - (hasChampion ? 1 : 0);
    if (strikers < 0) strikers = 0;
    // Spears fight in two ranks when they did not charge (§5.3, §12-16).
    if (p.fightRanks[u] > 1 && !charging && frontContact) {
      let second = w.models[u] - p.files[u];
      if (second > p.files[u]) second = p.files[u];
      if (p.spearRankFollowsFront && second > models) second = models; // §12-16
      if (second > 0) strikers += second;
    }
    strikers += lapping;
    attacks = strikers * (p.A[u] + p.extraA[u]);
    ws = p.WS[u];
    str = p.S[u] + p.meleeSBonus[u];
  }
  if (kind === RIDER || kind === CHAMPION) {
    if (charging) str += p.chargeSBonus[u];
    if (w.eFresh[e]) str += p.firstRoundSBonus[u];
  }
  if (str > 10) str = 10;
  if (attacks <= 0) return;
  // To hit (§5.4): a defended obstacle forces 6s for the attackers.
  let toHit = MELEE_TO_HIT[ws * 11 + p.WS[v]];
  if (w.eDefended[e] && w.eA[e] === u) toHit = 6;
  const hits = countAtLeast(rng, attacks, toHit);
  const toWound = TO_WOUND[str * 11 + p.T[v]];
  const wounds = toWound > 6 ? 0 : countAtLeast(rng, hits, toWound);
  const saveNeed = p.meleeSave[v] + (str > 3 ? str - 3 : 0) + saveMod;
  const unsaved = wounds - (saveNeed > 6 ? 0 : countAtLeast(rng, wounds, saveNeed));
  // Combat result counts wounds caused (§6.1); overkill beyond the unit is not applied (§12-7).
  const capacity = w.models[v] * p.W[v] - w.pool[v];
  const counted = p.overkillCounts ? unsaved : unsaved < capacity ? unsaved : capacity;
  const slain = applyWounds(w, v, unsaved);
  if (w.eA[e] === v) w.eLostA[e] += slain;
  else w.eLostB[e] += slain;
  w.score[p.side[u]] += counted;
  if (w.tracer !== null) {
    const who = kind === MOUNT ? ' (mounts)' : kind === CHAMPION ? ' (champion)' : kind === PISTOL ? ' (pistols)' : '';
    w.tracer.line(`${p.unitNames[u]}${who}: ${attacks} attacks at ${p.unitNames[v]} need ${toHit}+: ${hits} hits, ${wounds} wounds (S${str}), ${unsaved} unsaved, ${slain} slain.`);
  }
}
