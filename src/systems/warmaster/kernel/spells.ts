/**
 * Spell effects (rules/warmaster.md §8.2): shooting spells, buffs for combat, command and
 * movement spells, Gerroff!!!, and the effects that end with the Combat phase.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import {
  AREA_LINE, AREA_RADIUS, SP_ARMOUR, SP_ARMOUR_REROLL, SP_ATTACK, SP_BEWILDER, SP_CASTER_BONUS, SP_COMMAND, SP_FREEZE,
  SP_GERROFF, SP_MIRAGE, SP_MOVE, SP_NO_CHARGE, SP_RAGE, SP_RAISE, SP_REGAIN, SP_REROLL_ATTACKS, SP_SHOOT,
  SP_SHOOT_AGAIN, SP_TELEPORT,
} from '../magic-plan.ts';
import { OPEN } from '../plan.ts';
import { regainStand } from './army-rules.ts';
import { destroy, removeStand, takeHits } from './casualties.ts';
import { confuse, confusionDie } from './confusion.ts';
import { engaged } from './contact.ts';
import { box, offEdge, onTable } from './footprint.ts';
import { charGapOf } from './gaps.ts';
import { leaveTableRoll } from './leaving-the-table.ts';
import { spellLine } from './line-spells.ts';
import { castMirage } from './mirage.ts';
import { orderedMove } from './movement.ts';
import { raiseDead } from './raise-dead.ts';
import { spellShot } from './shots.ts';
import { DESTROYED, fresh } from './status.ts';
import { brokenDownForced, tankIntoTerrain } from './steam-tank.ts';
import { traceAnger, traceHurledBack, traceRageTurns, traceSpellEffect, traceStandsFirmInLaager, traceTeleport } from './trace-magic.ts';
import { maxTravel, shift } from './travel.ts';
import { inLaager } from './war-wagon.ts';
import type { WarmasterWorld } from './world.ts';

/** The spell's effect (§8.2) on target t (−2: every unit in the area). */
export function applySpell(w: WarmasterWorld, rng: Rng, c: number, spell: number, t: number): void {
  const p = w.plan;
  const from = w.castFrom >= 0 ? w.castFrom : c; // where range and sight are measured from (§11.8)
  const sp = p.spells;
  const kind = sp.spKind[spell];
  const area = sp.spArea[spell];
  const nsp = sp.spellIds.length;
  if (kind === SP_RAISE) {
    raiseDead(w, c, spell, t);
    return;
  }
  if (kind === SP_MIRAGE) {
    castMirage(w, c, spell, t);
    return;
  }
  if (kind === SP_TELEPORT) {
    // The Wizard joins unit t wherever it stands (§8.2); he is affected once a turn (§8.1).
    w.teleportTurn[c] = w.playerTurnNo;
    w.cJoin[c] = t;
    w.lastTeleported = true;
    if (w.tracer !== null) traceTeleport(w, c, t);
    return;
  }
  if (kind === SP_SHOOT) {
    if (area === AREA_RADIUS) {
      for (let v = 0; v < w.n; v++) {
        if (p.side[v] === p.cSide[c] || !onTable(w, v) || !fresh(w, v, spell)) continue;
        charGapOf(w, from, v);
        if (w.gv <= sp.spRange[spell] + EPS) spellShot(w, rng, c, spell, v);
      }
    } else if (area === AREA_LINE) {
      spellLine(w, rng, c, spell, t);
    } else {
      spellShot(w, rng, c, spell, t);
    }
    return;
  }
  if (t === -2 && kind === SP_COMMAND) {
    w.angerUntil[c] = w.playerTurnNo + 1;
    if (w.tracer !== null) traceAnger(w, c);
    return;
  }
  if (t === -2 && kind === SP_ARMOUR_REROLL) {
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== p.cSide[c] || !onTable(w, u)) continue;
      charGapOf(w, from, u);
      if (w.gv <= sp.spRange[spell] + EPS) spellOn(w, rng, c, spell, u);
    }
    return;
  }
  if (t === -2) {
    // A buff on every engaged friend within the radius.
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== p.cSide[c] || !onTable(w, u) || !engaged(w, u) || !fresh(w, u, spell)) continue;
      charGapOf(w, from, u);
      if (w.gv <= sp.spRange[spell] + EPS) spellOn(w, rng, c, spell, u);
    }
    return;
  }
  w.spellSeen[t * nsp + spell] = w.playerTurnNo;
  spellOn(w, rng, c, spell, t);
}

/** A single-unit effect. */
export function spellOn(w: WarmasterWorld, rng: Rng, c: number, spell: number, u: number): void {
  const p = w.plan;
  const sp = p.spells;
  const kind = sp.spKind[spell];
  w.spellSeen[u * sp.spellIds.length + spell] = w.playerTurnNo;
  const amount = sp.spAmount[spell];
  if (kind === SP_ATTACK) {
    if (sp.spPerStand[spell] || (p.flags.lightOfBattle === 'stand' && sp.spArea[spell] === AREA_RADIUS)) w.atkStand[u] += amount;
    else w.atkUnit[u] += amount;
    if (sp.spChars[spell]) w.charBuff[u] += amount;
  } else if (kind === SP_CASTER_BONUS) {
    w.charBuff[u] += amount;
    w.terrorBuff[u] = 1;
  } else if (kind === SP_RAGE) {
    // Roll up to two dice (one per stand); a repeated value turns the total on the unit (§12 E18).
    const a = rollD6(rng);
    let total = a;
    let repeat = false;
    if (w.left[u] >= 2) {
      const b = rollD6(rng);
      total += b;
      repeat = a === b;
    }
    if (repeat) {
      if (w.tracer !== null) traceRageTurns(w, u, total);
      const hits = countAtLeast(rng, total, 4);
      w.shotHits[u] += hits;
      takeHits(w, u, hits);
    } else {
      w.atkUnit[u] += total;
    }
  } else if (kind === SP_REROLL_ATTACKS) {
    w.rerollAtk[u] = 1;
  } else if (kind === SP_ARMOUR) {
    w.saveBuff[u] += amount;
  } else if (kind === SP_MOVE) {
    w.grp[0] = u;
    w.grpN = 1;
    orderedMove(w, rng, u);
    w.grpN = 0;
  } else if (kind === SP_COMMAND) {
    w.mistUntil[u] = w.playerTurnNo + 1;
  } else if (kind === SP_NO_CHARGE) {
    w.noChargeUntil[u] = w.playerTurnNo + 1;
  } else if (kind === SP_FREEZE) {
    if (rollD6(rng) > w.hitsNow[u]) {
      removeStand(w, u);
      if (w.left[u] === 0) destroy(w, u, DESTROYED);
    }
  } else if (kind === SP_REGAIN) {
    regainStand(w, u);
  } else if (kind === SP_GERROFF) {
    gerroff(w, rng, u, amount);
  } else if (kind === SP_BEWILDER) {
    w.bewilderUntil[u] = w.playerTurnNo + 1;
  } else if (kind === SP_SHOOT_AGAIN) {
    // Cast at the start of the Shooting phase, before the unit shoots: it shoots twice (§8.2).
    w.shootAgainTurn[u] = w.playerTurnNo;
    w.shootAgainWorse[u] = amount;
  } else if (kind === SP_ARMOUR_REROLL) {
    if (sp.spRerollSuccess[spell]) w.cursed[u] = 1;
    else if (sp.spCombat[spell]) w.shieldUntil[u] = w.playerTurnNo + 1;
    else w.aerialUntil[u] = w.playerTurnNo + 1;
  }
  if (w.tracer !== null) traceSpellEffect(w, c, spell, u);
}

/** Gerroff!!! (§8.2, §13 A6): 5D6 cm towards its own table edge, never a rout; a 6 confuses. */
export function gerroff(w: WarmasterWorld, rng: Rng, u: number, dice: number): void {
  const p = w.plan;
  w.moveDie = 0; // a new move (§13 A5)
  let total = 0;
  let six = false;
  for (let i = 0; i < dice; i++) {
    const r = rollD6(rng);
    total += r;
    if (r === 6) six = true;
  }
  if (six && p.flags.gerroffConfuses) confuse(w, u);
  if (brokenDownForced(w, u)) return;
  if (inLaager(w, u)) {
    // A laager is not moved; where the dice would have hurled it off the table a D6 of 6
    // confuses it (§11.10, §13 A6).
    box(w, u);
    const room = p.side[u] === 0 ? w.by0 : p.tableDepth - w.by1;
    if (total > room + EPS && rollD6(rng) === 6) confuse(w, u);
    if (w.tracer !== null) traceStandsFirmInLaager(w, u, total);
    return;
  }
  w.rdx = 0;
  w.rdy = p.side[u] === 0 ? -1 : 1;
  w.mDist = total;
  maxTravel(w, u, true, -1);
  w.tx = 0;
  w.ty = w.rdy * w.travel;
  shift(w, u);
  w.coverNow[u] = OPEN;
  if (w.travel < total - EPS && tankIntoTerrain(w, u)) return; // §13 A11
  // Hurled against terrain it cannot enter: it halts there, confused on a 6 as a drive back (§6.1 (3), §13 A5, A6).
  if (w.travel < total - EPS && w.hitUnit < 0 && w.hitTerrain >= 0 && confusionDie(w, rng) === 6) confuse(w, u);
  if (w.tracer !== null) traceHurledBack(w, u, total);
  if (offEdge(w, u)) leaveTableRoll(w, rng, u, false);
}
