/**
 * Attacks (rules/warmaster.md §5.2, §5.3): a unit's attack dice with every modifier, terror,
 * hits by cover, and saves in combat.
 */
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import {
  ATTACH_SLOT, CHARIOT, FORTIFIED, IT_BATTLE_BANNER, IT_CLEAVING, IT_DESTRUCTION, IT_FATE, IT_FORTUNE, IT_MIGHT,
  MAX_STANDS, MONSTER, M_DOOM_WHEEL, M_WAR_WAGON, OPEN, SPECIAL_SLAYERS, TEAM_SLOT,
} from '../plan.ts';
import { coverOf } from './defended.ts';
import { armourOf, hasWeapon } from './items.ts';
import { touchesOwnBell } from './screaming-bell.ts';
import { WILD_DOUBLE, WILD_STILL, wildNow } from './status.ts';
import { traceAttacks } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/** Roll unit u's attacks this round (§5.2, §5.3). */
export function attack(w: WarmasterWorld, rng: Rng, u: number, firstRound: boolean): void {
  const p = w.plan;
  // A Giant that went wild: rooted to the spot (no fighting this turn), or doubled Attacks in
  // the first round after his mighty charge (§11.4 results 1 and 6).
  const wild = wildNow(w, u);
  if (wild === WILD_STILL) return;
  const attackValue = wild === WILD_DOUBLE && firstRound ? 2 * w.attackNow[u] : w.attackNow[u];
  // Under Weird Enchantment every enemy is terrifying, unless the unit is Undead or Daemonic (§8.2);
  // Skaven units touching their Screaming Bell ignore terror (§11.7).
  const bewildered = w.bewilderUntil[u] >= w.playerTurnNo && p.rule.undead[u] === 0 && p.rule.daemonic[u] === 0;
  // Dwarfs within 20 cm of a successful Anvil strike ignore terror (§5.2, §11.6).
  const immune = !bewildered && (p.rule.immuneTerror[u] === 1 || p.rule.undead[u] === 1 || w.anvilUntil[u] >= w.playerTurnNo || causesTerror(w, u) || (w.hasBell && touchesOwnBell(w, u)));
  // Character bonus: the best joined character adds to one fighting stand (§7).
  let bonus = 0;
  for (let c = 0; c < w.nc; c++) {
    if (w.cJoin[c] === u && w.cAlive[c] && p.cAttack[c] + w.charBuff[u] > bonus) bonus = p.cAttack[c] + w.charBuff[u];
  }
  bonus += w.atkUnit[u]; // spells giving the unit attacks for one stand (§8.2)
  let destruction = true;
  // The charge bonus, stand by stand against the unit each attacks, or with flag chargeBonus:
  // per-unit lost to every stand when any enemy unit u attacks is defended (§13 A18).
  const noChargeBonus = p.flags.chargeBonus === 'per-unit' && w.chargeReady[u] !== 0 && firstRound && attacksDefended(w, u);
  for (let v = 0; v < w.n; v++) {
    if (!w.inFight[v] || w.camp[v] === w.camp[u]) continue;
    let dice = 0;
    // v's cover against u: its setting, or its ground where u's stands touch it (§5.11).
    const cover = coverOf(w, v, u);
    const defended = cover !== OPEN;
    const charging = !defended && !noChargeBonus;
    for (let k = 0; k < MAX_STANDS; k++) {
      const s = u * MAX_STANDS + k;
      if (!w.sFought[s] || w.sTarget[s] !== v) continue;
      if (k === TEAM_SLOT && p.machine[u] === M_WAR_WAGON) continue; // the team never attacks (§11.10)
      let a = k === ATTACH_SLOT && p.attached[u] === 1 ? p.attachAttack[u] : attackValue;
      if (w.chargeReady[u] && firstRound && charging) {
        if (p.rule.noChargeBonus[u] === 0) a++;
        if (p.type[u] === MONSTER || p.type[u] === CHARIOT || p.rule.extraCharge[u] === 1) a++;
      }
      a += w.pursuitBonus[u];
      if (p.rule.coldOne[u] === 1 && firstRound && w.sFront[s]) a++;
      a += w.atkStand[u];
      if (p.item[u] === IT_BATTLE_BANNER && !w.firstCombatDone[u]) a++; // §9
      if (p.special[u] === SPECIAL_SLAYERS && p.type[v] === MONSTER) a++; // Troll Slayers (§11.6)
      if ((w.sTerror[s] || bewildered) && !immune) a--;
      a -= w.sPenalty[s];
      if (w.confused[u]) a--;
      if (bonus > 0) {
        a += bonus;
        bonus = 0;
      }
      if (a > 0 || p.flags.attackFloor === 'unit') dice += a; // §13 A4
    }
    if (dice < 0) dice = 0;
    // Swords of Might and Fate: +1 Attack on one stand (§9).
    if (dice > 0 && hasWeapon(w, u, IT_MIGHT)) dice++;
    if (dice > 0 && firstRound && !w.firstCombatDone[u] && hasWeapon(w, u, IT_FATE)) dice++;
    // Doom Wheel: D6 more when charging an enemy in the open (§11.7).
    if (p.machine[u] === M_DOOM_WHEEL && dice > 0 && w.chargeReady[u] && firstRound && charging) dice += rollD6(rng);
    if (dice === 0) continue;
    let need = cover === FORTIFIED ? 6 : defended ? 5 : 4;
    if (p.rule.alwaysHits4[u] === 1) need = 4;
    let hits = countAtLeast(rng, dice, need);
    // Banner of Fortune: once a game, every attack die again when the roll came out poorly (§9).
    if (p.item[u] === IT_FORTUNE && !w.itemUsed[u] && hits * 6 < dice * (7 - need) - 6) {
      w.itemUsed[u] = 1;
      hits = countAtLeast(rng, dice, need);
    }
    if (w.rerollAtk[u]) hits += countAtLeast(rng, dice - hits, need); // Frenzy of Chaos (§8.2)
    else if (hits < dice && hasWeapon(w, u, IT_CLEAVING)) hits += countAtLeast(rng, 1, need); // Sword of Cleaving (§9)
    const save = saveOf(w, v);
    let saved = combatSaves(w, rng, v, hits, save);
    // Sword of Destruction: one successful save is rolled again, against one unit (§9, E23).
    if (saved > 0 && destruction && hasWeapon(w, u, IT_DESTRUCTION)) {
      destruction = false;
      if (countAtLeast(rng, 1, save) === 0) saved--;
    }
    const taken = hits - saved;
    w.roundHits[v] += taken;
    w.scoredBy[u] += taken;
    if (w.tracer !== null) traceAttacks(w, u, dice, v, need, hits, taken);
  }
}

export function causesTerror(w: WarmasterWorld, v: number): boolean {
  const p = w.plan;
  if (w.bewilderUntil[v] >= w.playerTurnNo) return false; // Weird Enchantment (§8.2)
  if (p.rule.terror[v] === 1 || w.terrorBuff[v]) return true;
  for (let c = 0; c < w.nc; c++) if (w.cJoin[c] === v && w.cAlive[c] && p.cTerror[c]) return true;
  return false;
}

/** Some enemy unit that a stand of u attacks this round is defended or fortified against u (§5.11, §13 A18). */
export function attacksDefended(w: WarmasterWorld, u: number): boolean {
  for (let v = 0; v < w.n; v++) {
    if (!w.inFight[v] || w.camp[v] === w.camp[u]) continue;
    let attacked = false;
    for (let k = 0; k < MAX_STANDS && !attacked; k++) {
      const s = u * MAX_STANDS + k;
      if (w.sFought[s] && w.sTarget[s] === v) attacked = true;
    }
    if (attacked && coverOf(w, v, u) !== OPEN) return true;
  }
  return false;
}

/** Armour in combat: a spell may improve it by steps, never past 4+ (Shield of the Old Ones, §8.2). */
export function saveOf(w: WarmasterWorld, v: number): number {
  const base = armourOf(w, v);
  const buff = w.saveBuff[v];
  if (buff === 0 || base <= 4) return base;
  const better = base - buff;
  return better < 4 ? 4 : better;
}

/** Saves in combat: Shield of Combat re-rolls the failures, the Curse of the Djinn the successes (§8.2). */
export function combatSaves(w: WarmasterWorld, rng: Rng, v: number, hits: number, save: number): number {
  if (save > 6 || hits === 0) return 0;
  let saved = countAtLeast(rng, hits, save);
  if (w.shieldUntil[v] >= w.playerTurnNo && saved < hits) saved += countAtLeast(rng, hits - saved, save);
  if (w.cursed[v] && saved > 0) saved = countAtLeast(rng, saved, save);
  return saved;
}
