/**
 * The Melee phase (rules/t9a_eow.md §6.2): each combat once, a round's start (Primal Instinct,
 * Dances, Weapon Master, Swap Places), strike groups by Agility, steps 10 to 0, casualties.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import type { Rng } from '../../../core/rng.ts';
import { M_AGI } from '../magic-plan.ts';
import { BREATH_MELEE, DANCE_AP, DANCE_ATTACK } from '../plan.ts';
import { charDied, loseHP } from './casualties.ts';
import { riderFights, swapIntoContact } from './characters.ts';
import { resolveCombat } from './combat-result.ts';
import { TEST_OTHER, disTest } from './discipline.ts';
import { frontEngagement, gather, inCombat } from './engagements.ts';
import { syncOffset } from './faces.ts';
import { mod } from './lasting-spells.ts';
import { nudge } from './nudging.ts';
import { K_BREATH, K_GRIND, K_IMPACT, K_NORMAL, K_STOMP, K_SUPPORT } from './strike-kinds.ts';
import { strike } from './strikes.ts';
import { armourSave, meleeToHit, toWound } from './tables.ts';
import { traceCombatRound } from './trace.ts';
import type { T9aWorld } from './world.ts';

/** Stomp reaches enemy units on 20×20 or 25×25 mm bases (§7.1): a base side of at most 25 mm, in inches. */
export const MM_25 = 25 / 25.4 + EPS;

export function meleePhase(w: T9aWorld, rng: Rng): void {
  for (let u = 0; u < w.n; u++) w.fought[u] = 0;
  // Fight each combat (a set of units linked by engagements) once.
  // Each combat once; a unit that pursued into a combat not yet fought fights in it now
  // (§6.6). A round can end engagements and renumber the rest, so look again from the start.
  let e = 0;
  while (e < w.eng.count) {
    if (!w.fought[w.eng.a[e]]) fightRound(w, rng, w.eng.a[e]);
    else if (!w.fought[w.eng.b[e]]) fightRound(w, rng, w.eng.b[e]);
    else {
      e++;
      continue;
    }
    e = 0;
  }
}

export function fightRound(w: T9aWorld, rng: Rng, root: number): void {
  const p = w.plan;
  const count = gather(w, root);
  w.rounds++;
  if (w.tracer !== null) traceCombatRound(w);
  // Where along each face the units stand: a unit's depth can change outside melee (Arise!,
  // Healing Waters, magic damage), moving the middle of its flank the offsets are measured from.
  for (let e = 0; e < w.eng.count; e++) if (inCombat(w, e, count)) syncOffset(w, e);
  // Start of round (§6.2): Primal Instinct, Dances, Weapon Master.
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    w.roundLoss[u] = 0;
    w.charLoss[u] = 0;
    const ru = w.rider[u];
    if (ru >= 0) {
      w.pending[ru] = 0;
      w.broken[ru] = 0;
      w.unitRounds[ru]++;
    }
    w.pending[u] = 0;
    w.broken[u] = 0;
    w.pursuedNow[u] = 0;
    w.dropped[u] = 0;
    w.unitRounds[u]++;
    w.primal[u] = p.rule.primalInstinct[u] && disTest(w, rng, u, 0, TEST_OTHER) ? 1 : 0;
    // The character in the unit shares the unit's test (one Discipline test a unit).
    if (ru >= 0) w.primal[ru] = p.rule.primalInstinct[ru] && (w.primal[u] || (!p.rule.primalInstinct[u] && disTest(w, rng, u, 0, TEST_OTHER))) ? 1 : 0;
    w.dance[u] = -1;
    if (p.rule.dances[u]) {
      let d = p.dance[u];
      if (d === w.lastDance[u]) d = d === DANCE_ATTACK ? DANCE_AP : DANCE_ATTACK;
      w.dance[u] = d;
      w.lastDance[u] = d;
    }
    w.masterRound[u] = p.rule.weaponMaster[u] && masterBetter(w, u) ? 1 : 0;
    if (p.side[u] === w.activeSide) swapIntoContact(w, u);
  }
  // Strike groups: normal and supporting attacks, Impact, Stomp, Grind, melee Breath.
  w.gCount = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (!inCombat(w, e, count)) continue;
    for (let end = 0; end < 2; end++) {
      const u = end === 0 ? w.eng.a[e] : w.eng.b[e];
      const o = end === 0 ? w.eng.b[e] : w.eng.a[e];
      const agi = agilityOf(w, u, o, e);
      if (p.att[u] > 0) addGroup(w, u, e, K_NORMAL, agi);
      if (p.att[u] > 0 && frontEngagement(w, u) === e && !p.single[u]) addGroup(w, u, e, K_SUPPORT, agi);
      if (p.impactDice[u] !== 0 && end === 0 && w.eng.charge[e]) addGroup(w, u, e, K_IMPACT, 10);
      if (p.stompDice[u] !== 0 && p.baseW[o] <= MM_25 && p.baseD[o] <= MM_25) addGroup(w, u, e, K_STOMP, 0);
      if (p.grindDice[u] !== 0) addGroup(w, u, e, K_GRIND, 0);
      if (p.breathStr[u] > 0 && !w.breathUsed[u] && p.breathUse[u] === BREATH_MELEE) addGroup(w, u, e, K_BREATH, agi);
      // A joined character fights in the front rank against the enemy to the unit's front.
      const r = w.rider[u];
      if (riderFights(w, u, e)) {
        const ragi = agilityOf(w, r, o, e);
        if (p.att[r] > 0) addGroup(w, r, e, K_NORMAL, ragi);
        if (p.impactDice[r] !== 0 && end === 0 && w.eng.charge[e]) addGroup(w, r, e, K_IMPACT, 10);
        if (p.stompDice[r] !== 0 && p.baseW[o] <= MM_25 && p.baseD[o] <= MM_25) addGroup(w, r, e, K_STOMP, 0);
        if (p.grindDice[r] !== 0) addGroup(w, r, e, K_GRIND, 0);
        if (p.breathStr[r] > 0 && !w.breathUsed[r] && p.breathUse[r] === BREATH_MELEE) addGroup(w, r, e, K_BREATH, ragi);
      }
    }
  }
  // Agility steps 10 → 0 (§6.2): simultaneous within a step, casualties after it.
  for (let step = 10; step >= 0; step--) {
    let any = false;
    for (let g = 0; g < w.gCount; g++) {
      if (w.gAgi[g] !== step) continue;
      any = true;
      strike(w, rng, g);
    }
    if (!any) continue;
    let reshaped = false;
    for (let i = 0; i < count; i++) {
      const u = w.members[i];
      const r = w.rider[u];
      if (r >= 0 && w.pending[r] > 0) {
        // The character's own HP pool (§8.1); its losses count for the combat result.
        const lostR = loseHP(w, r, w.pending[r]);
        w.charLoss[u] += p.flags.combatResultHP === 'unsaved' ? w.pending[r] : lostR; // R4
        w.pending[r] = 0;
        if (w.models[r] <= 0) charDied(w, r);
      }
      if (w.pending[u] === 0) continue;
      const before = w.models[u];
      const lost = loseHP(w, u, w.pending[u]);
      // R4: HP actually lost, or (flag combatResultHP) every unsaved wound's HP.
      w.roundLoss[u] += p.flags.combatResultHP === 'unsaved' ? w.pending[u] : lost;
      w.pending[u] = 0;
      if (w.models[u] !== before) reshaped = true;
    }
    // Close the gaps the casualties left (§6.8): only models lost change a footprint.
    if (reshaped) nudge(w, count, 0);
  }
  resolveCombat(w, rng, count);
}

export function addGroup(w: T9aWorld, u: number, e: number, kind: number, agi: number): void {
  const g = w.gCount++;
  w.gUnit[g] = u;
  w.gEng[g] = e;
  w.gKind[g] = kind;
  w.gAgi[g] = agi < 0 ? 0 : agi > 10 ? 10 : agi;
}

/** u's Agility this round against o (§1.1, §7). */
export function agilityOf(w: T9aWorld, u: number, o: number, e: number): number {
  const p = w.plan;
  if (w.masterRound[u]) return 0;
  let agi = p.agi[u];
  if (agi === 0) return 0; // a printed Agi 0 never changes (§1.1)
  if (p.rule.touchOfFrost[o]) agi -= 1;
  if (w.eng.a[e] === w.body[u] && w.eng.charge[e]) agi += p.devAgi[u];
  agi += mod(w, u, M_AGI);
  if (agi > 10) agi = 10;
  if (agi < 1) agi = 1;
  return agi;
}

/** Weapon Master (§7.2): take Att 1, Off 4, Str 6, AP 3, Agi 0 when it promises more unsaved wounds. */
export function masterBetter(w: T9aWorld, u: number): boolean {
  const p = w.plan;
  let o = -1;
  for (let e = 0; e < w.eng.count && o < 0; e++) {
    if (w.eng.a[e] === u) o = w.eng.b[e];
    else if (w.eng.b[e] === u) o = w.eng.a[e];
  }
  if (o < 0) return false;
  const own = p.att[u] * (7 - meleeToHit(p.off[u], p.def[o])) * (7 - toWound(p.str[u], p.res[o])) * (armourSave(p.arm[o], p.ap[u]) - 1);
  const master = (7 - meleeToHit(4, p.def[o])) * (7 - toWound(6, p.res[o])) * (armourSave(p.arm[o], 3) - 1);
  return master > own;
}
