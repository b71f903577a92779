/**
 * The battle as deployed (rules/warmaster.md §2.1): every unit and character reset for a new
 * simulation — among it, two resets the phases also make: the spell effects that last one
 * Combat phase cleared (at its end, combat.ts), and Gutter Runners kept off the table until
 * they infiltrate (infiltration.ts, §11.7).
 */
import { ATTACH_SLOT, MAX_STANDS, M_WAR_WAGON, TEAM_SLOT } from '../plan.ts';
import { layout } from './footprint.ts';
import { ACTIVE, INFILTRATING, RESERVED, WILD_NONE } from './status.ts';
import { END_TURNS, type WarmasterWorld } from './world.ts';

export function reset(w: WarmasterWorld): void {
  for (let u = 0; u < w.n; u++) resetUnit(w, u);
  resetBattle(w);
}

/** Unit u as at deployment (a slot of raised dead or an illusion: laid out, then taken off the table). */
export function resetUnit(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  w.status[u] = ACTIVE;
  w.left[u] = p.stands[u];
  w.hitsOn[u] = 0;
  w.face[u] = p.facing[u];
  w.coverNow[u] = p.cover[u];
  w.confused[u] = 0;
  w.blunderPenalty[u] = 0;
  w.chargeReady[u] = 0;
  w.pursuitBonus[u] = 0;
  w.shotHits[u] = 0;
  w.badlyHurt[u] = 0;
  w.attackNow[u] = p.attack[u];
  w.shootNow[u] = p.shoot[u];
  w.hitsNow[u] = p.hits[u];
  w.lostTurn[u] = 0;
  w.offTableWait[u] = 0;
  w.inGroup[u] = 0;
  w.flameReduced[u] = 0;
  w.tankState[u] = 0;
  w.noShootTurn[u] = -1;
  w.overloadTurn[u] = -1;
  w.noChargeUntil[u] = -1;
  w.mistUntil[u] = -1;
  w.aerialUntil[u] = -1;
  w.bewilderUntil[u] = -1;
  w.anvilUntil[u] = -1;
  w.shootAgainTurn[u] = -1;
  w.shootAgainWorse[u] = 0;
  w.shieldUntil[u] = -1;
  w.itemUsed[u] = 0;
  w.firstCombatDone[u] = 0;
  w.foughtThisPhase[u] = 0;
  w.steadfastTurn[u] = -1;
  w.stampede[u] = 0;
  w.wildTurn[u] = -1;
  w.wildKind[u] = WILD_NONE;
  w.bellStart[u] = 0;
  w.rogue[u] = 0;
  w.camp[u] = p.side[u];
  w.exposedTurn[u] = -1;
  clearCombatSpells(w, u);
  w.lx = p.x[u];
  w.ly = p.y[u];
  w.sAlive[u * MAX_STANDS + ATTACH_SLOT] = p.attached[u]; // layout() places it last
  w.laager[u] = p.wagonStartLaager[u];
  w.held[u] = 0;
  w.pressOn[u] = 0;
  w.chargedNow[u] = 0;
  if (p.machine[u] === M_WAR_WAGON) w.sAlive[u * MAX_STANDS + TEAM_SLOT] = 1; // layout() starts from the team
  layout(w, u, p.facing[u], p.stands[u]);
  if (p.raised[u] === 1 || p.illusion[u] === 1) {
    w.status[u] = RESERVED;
    w.left[u] = 0;
    for (let k = 0; k < MAX_STANDS; k++) w.sAlive[u * MAX_STANDS + k] = 0;
  }
  if (p.infiltrate[u] === 1) hideInfiltrator(w, u);
}

/** Characters and battle-wide state as at deployment. */
export function resetBattle(w: WarmasterWorld): void {
  const p = w.plan;
  for (let c = 0; c < w.nc; c++) {
    w.cJoin[c] = p.cJoins[c];
    w.cAlive[c] = 1;
    w.cCommandNow[c] = p.cCommand[c];
    w.cExecuted[c] = 0;
    w.cMixup[c] = 0;
    w.cxNow[c] = p.cx[c];
    w.cyNow[c] = p.cy[c];
  }
  w.turn = 0;
  w.rounds = 0;
  w.combatRound = 0;
  w.endReason = END_TURNS;
  w.over = false;
  w.grpN = 0;
  w.playerTurnNo = 0;
  w.spellSeen.fill(-1);
  for (let c = 0; c < w.nc; c++) {
    w.angerUntil[c] = -1;
    w.cItemUsed[c] = 0;
    w.spellbound[c] = 0;
    w.kingUsed[c] = 0;
    w.castBonusUsed[c] = 0;
    w.anvilUsed[c] = 0;
    w.teleportTurn[c] = -1;
    w.mirageOf[c] = -1;
  }
  w.miragesUp = 0;
  w.helmTurn0 = -1;
  w.helmTurn1 = -1;
  w.guidanceLost[0] = 0;
  w.guidanceLost[1] = 0;
  w.toHitWorse = 0;
  w.hostile.fill(0);
  w.hostileAny = false;
}

/** The spell effects on u for one Combat phase (§8.2) cleared: at its end, and at deployment. */
export function clearCombatSpells(w: WarmasterWorld, u: number): void {
  w.atkStand[u] = 0;
  w.atkUnit[u] = 0;
  w.charBuff[u] = 0;
  w.terrorBuff[u] = 0;
  w.rerollAtk[u] = 0;
  w.saveBuff[u] = 0;
  w.cursed[u] = 0;
}

/** Gutter Runners off the table until they infiltrate (§11.7): no stands on it, none lost. */
export function hideInfiltrator(w: WarmasterWorld, u: number): void {
  w.status[u] = INFILTRATING;
  for (let k = 0; k < MAX_STANDS; k++) w.sAlive[u * MAX_STANDS + k] = 0;
}
