/**
 * Choosing a spell's target (rules/warmaster.md §8.1, §8.2; the default policy): help a unit in
 * combat, blast the nearest enemy, move a unit into a charge, hinder the nearest enemy.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import {
  AREA_JOINED, AREA_LINE, AREA_RADIUS, AREA_TOUCHING, SP_ARMOUR, SP_ARMOUR_REROLL, SP_ATTACK, SP_BEWILDER,
  SP_CASTER_BONUS, SP_COMMAND, SP_FREEZE, SP_GERROFF, SP_MIRAGE, SP_MOVE, SP_NO_CHARGE, SP_RAGE, SP_RAISE, SP_REGAIN,
  SP_REROLL_ATTACKS, SP_SHOOT, SP_SHOOT_AGAIN,
} from '../magic-plan.ts';
import { ART_NONE, ORDERS_CHARGE } from '../plan.ts';
import { engaged, touching } from './contact.ts';
import { onTable } from './footprint.ts';
import { charGapOf } from './gaps.ts';
import { lineAim, lineCrosses } from './line-spells.ts';
import { mirageTarget } from './mirage.ts';
import { chargeWithinNextMove } from './movement.ts';
import { raiseTarget } from './raise-dead.ts';
import { volleyShots } from './shots.ts';
import { closestEnemy, hiddenFromCharacter, visible } from './sight.ts';
import { fresh } from './status.ts';
import { inLaager } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * The target of `spell` for caster c into spTarget (a unit, −2 for an area with targets, −1
 * none) and its priority into spPri (lower is better).
 */
export function spellTarget(w: WarmasterWorld, c: number, spell: number): void {
  const p = w.plan;
  const from = w.castFrom >= 0 ? w.castFrom : c; // where range and sight are measured from (§11.8)
  const sp = p.spells;
  const kind = sp.spKind[spell];
  const area = sp.spArea[spell];
  const j = w.cJoin[c];
  const range = sp.spRange[spell];
  w.spTarget = -1;
  if (sp.spJoined[spell] !== 0) {
    if (j < 0) return;
    const eng = engaged(w, j);
    if ((sp.spJoined[spell] === 1 && !eng) || (sp.spJoined[spell] === 2 && eng)) return;
  }
  if (kind === SP_RAISE) {
    raiseTarget(w, c, spell);
    return;
  }
  if (kind === SP_MIRAGE) {
    mirageTarget(w, c, spell);
    return;
  }
  // Buffs for a unit in combat (the caster's own, or one in range).
  if (kind === SP_ATTACK || kind === SP_RAGE || kind === SP_REROLL_ATTACKS || kind === SP_ARMOUR || kind === SP_CASTER_BONUS) {
    w.spPri = 1;
    if (area === AREA_JOINED || kind === SP_CASTER_BONUS) {
      if (j >= 0 && engaged(w, j) && fresh(w, j, spell)) w.spTarget = j;
      return;
    }
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== p.cSide[c] || !onTable(w, u) || !engaged(w, u) || !fresh(w, u, spell)) continue;
      if (sp.spExcludes[spell].size > 0 && sp.spExcludes[spell].has(p.troopIds[u])) continue;
      charGapOf(w, from, u);
      if (w.gv > range + EPS) continue;
      w.spTarget = area === AREA_RADIUS ? -2 : u;
      if (area !== AREA_RADIUS || w.spTarget === -2) return;
    }
    return;
  }
  if (kind === SP_ARMOUR_REROLL) {
    if (sp.spRerollSuccess[spell]) {
      // Curse of the Djinn: an enemy unit in combat within range (§8.2).
      w.spPri = 2;
      for (let v = 0; v < w.n; v++) {
        if (p.side[v] === p.cSide[c] || !onTable(w, v) || !engaged(w, v) || w.cursed[v]) continue;
        charGapOf(w, from, v);
        if (w.gv <= range + EPS) {
          w.spTarget = v;
          return;
        }
      }
      return;
    }
    if (area === AREA_JOINED) {
      // Shield of Combat: the caster's unit, first choice when it fights.
      if (j < 0 || w.shieldUntil[j] >= w.playerTurnNo) return;
      w.spPri = engaged(w, j) ? 1 : 6;
      w.spTarget = j;
      return;
    }
    // Aerial Shield: friends within the radius, when nothing better is to be done.
    w.spPri = 6;
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== p.cSide[c] || !onTable(w, u) || w.aerialUntil[u] >= w.playerTurnNo + 1) continue;
      charGapOf(w, from, u);
      if (w.gv <= range + EPS) {
        w.spTarget = -2;
        return;
      }
    }
    return;
  }
  if (kind === SP_REGAIN) {
    w.spPri = 2;
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== p.cSide[c] || !onTable(w, u) || p.fullStands[u] !== 3 || w.left[u] >= 3) continue;
      if (p.rule.daemonic[u] === 0 || !fresh(w, u, spell)) continue;
      charGapOf(w, from, u);
      if (w.gv <= range + EPS) {
        w.spTarget = u;
        return;
      }
    }
    return;
  }
  if (kind === SP_MOVE) {
    // A friendly unit that this move brings into a charge.
    w.spPri = 2;
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== p.cSide[c] || !onTable(w, u) || engaged(w, u) || w.confused[u] || !fresh(w, u, spell)) continue;
      if (sp.spExcludes[spell].size > 0 && sp.spExcludes[spell].has(p.troopIds[u])) continue;
      if (area === AREA_JOINED && u !== j) continue;
      if (p.orders[u] !== ORDERS_CHARGE || w.noChargeUntil[u] >= w.playerTurnNo) continue;
      if (area !== AREA_JOINED) {
        charGapOf(w, from, u);
        if (w.gv > range + EPS) continue;
      }
      if (chargeWithinNextMove(w, u)) {
        w.spTarget = u;
        return;
      }
    }
    return;
  }
  if (kind === SP_SHOOT && area === AREA_TOUCHING) {
    w.spPri = 1;
    if (j < 0 || !engaged(w, j)) return;
    for (let v = 0; v < w.n; v++) {
      if (p.side[v] === p.cSide[c] || !onTable(w, v) || !fresh(w, v, spell)) continue;
      if (touching(w, j, v)) {
        w.spTarget = v;
        return;
      }
    }
    return;
  }
  if (kind === SP_SHOOT_AGAIN) {
    shootAgainTarget(w, c, spell);
    return;
  }
  // Enemy targets: the nearest in range (shooting spells first, then the rest).
  w.spPri = kind === SP_SHOOT ? 3 : kind === SP_FREEZE || kind === SP_GERROFF ? 4 : 5;
  let best = -1;
  for (let v = 0; v < w.n; v++) {
    if (p.side[v] === p.cSide[c] || !onTable(w, v) || !fresh(w, v, spell)) continue;
    const eng = engaged(w, v);
    if ((sp.spEngaged[spell] === 1 && !eng) || (sp.spEngaged[spell] === 2 && eng)) continue;
    if (kind === SP_FREEZE && w.hitsNow[v] >= 6) continue;
    if (kind === SP_GERROFF && (p.rule.noDriveBack[v] === 1 || inLaager(w, v))) continue; // a laager is not moved (§11.10)
    if (kind === SP_NO_CHARGE && w.noChargeUntil[v] >= w.playerTurnNo) continue;
    if (kind === SP_BEWILDER && w.bewilderUntil[v] >= w.playerTurnNo) continue;
    if (kind === SP_COMMAND && sp.spRadius[spell] === 0 && w.mistUntil[v] >= w.playerTurnNo) continue;
    charGapOf(w, from, v);
    const g = w.gv;
    if (g > range + EPS) continue;
    if (sp.spSight[spell] && (w.cJoin[from] >= 0 ? !visible(w, w.cJoin[from], v) : hiddenFromCharacter(w, from, v))) continue;
    if (best >= 0 && g >= w.bestGap) continue;
    // A line spell is not aimed at a unit beyond where terrain stops its line (§8.2).
    if (area === AREA_LINE && w.nPieces > 0 && lineAim(w, c, spell, v) && w.lineReach < range - EPS && !lineCrosses(w, v)) continue;
    w.bestGap = g;
    best = v;
  }
  if (best < 0) return;
  if (kind === SP_COMMAND && sp.spRadius[spell] === 1) {
    if (w.angerUntil[c] >= w.playerTurnNo + 1) return; // already cast this turn
    w.spTarget = -2;
    return;
  }
  w.spTarget = area === AREA_RADIUS ? -2 : best;
}

/**
 * Heaven's Fire (§8.2): a friendly unengaged unit of the spell's troop types with missiles,
 * not artillery or a machine, within range of the caster (no sight needed) and with a target
 * of its own; the one that would roll the most shooting dice, the first found among equals.
 * With 3 dice or more it ranks with the shooting spells (3 attacks), else just after them.
 */
export function shootAgainTarget(w: WarmasterWorld, c: number, spell: number): void {
  const p = w.plan;
  const from = w.castFrom >= 0 ? w.castFrom : c; // where range and sight are measured from (§11.8)
  const sp = p.spells;
  const types = sp.spTypes[spell];
  let most = 0;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== p.cSide[c] || !onTable(w, u) || !fresh(w, u, spell) || engaged(w, u)) continue;
    if (types !== 0 && (types & (1 << p.type[u])) === 0) continue;
    if ((sp.spMustShoot[spell] && p.shoot[u] <= 0) || p.art[u] !== ART_NONE || w.noShootTurn[u] === w.turn) continue;
    charGapOf(w, from, u);
    if (w.gv > sp.spRange[spell] + EPS) continue;
    const v = closestEnemy(w, u, p.range[u], true, true);
    if (v < 0) continue;
    const shots = volleyShots(w, u, v);
    if (shots > most) {
      most = shots;
      w.spTarget = u;
    }
  }
  w.spPri = most >= 3 ? 3 : 4;
}
