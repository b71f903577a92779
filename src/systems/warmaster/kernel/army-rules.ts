/**
 * Army special rules that act at one moment of the turn (rules/warmaster.md §11): Daemonic
 * Instability (§11.13), the Dark Elf General's double sixes (§11.11), the Slann's Divine
 * Guidance (§11.8), the Tomb King's blessing (§11.2) and the Runesmith's Anvil (§11.6).
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { ATTACH_SLOT, GENERAL, MAX_STANDS } from '../plan.ts';
import { destroy } from './casualties.ts';
import { engaged } from './contact.ts';
import { DIR_X, DIR_Y, offEdge, onTable } from './footprint.ts';
import { charGapOf, charToChar } from './gaps.ts';
import { DESTROYED } from './status.ts';
import { standOverlaps } from './terrain.ts';
import {
  traceAnvil, traceCommandLevelLost, traceDaemonicInstability, traceExecuted, traceGuidanceFails, traceRegainsStand,
  traceTombKingBlesses,
} from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Daemonic Instability (§11.13): at the start of the Command phase each Daemon unit that
 * has lost a stand rolls a D6 (−1 with one stand of three left).
 */
export function daemonicInstability(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || !onTable(w, u) || p.rule.daemonic[u] === 0 || w.left[u] >= p.fullStands[u]) continue;
    const r = rollD6(rng) - (w.left[u] === 1 && p.fullStands[u] === 3 ? 1 : 0);
    if (w.tracer !== null) traceDaemonicInstability(w, u, r);
    if (r <= 1) destroy(w, u, DESTROYED);
    else if (r <= 3) w.confused[u] = 1;
    else if (r <= 5) w.confused[u] = 0;
    else regainStand(w, u);
  }
}

/** Put a lost stand back beside or behind the unit, where there is room. */
export function regainStand(w: WarmasterWorld, u: number): void {
  const p = w.plan;
  let slot = -1;
  let from = -1;
  for (let k = 0; k < MAX_STANDS && k < p.fullStands[u]; k++) {
    const s = u * MAX_STANDS + k;
    if (p.attached[u] === 1 && k === ATTACH_SLOT) continue; // an attached stand never comes back
    if (!w.sAlive[s] && slot < 0) slot = s;
    if (w.sAlive[s] && from < 0) from = s;
  }
  if (slot < 0 || from < 0) return;
  const f = w.face[u];
  const lx = DIR_Y[f] * p.standW[u];
  const ly = -DIR_X[f] * p.standW[u];
  w.sAlive[slot] = 1;
  for (let attempt = 0; attempt < 3; attempt++) {
    w.sx[slot] = w.sx[from] + (attempt === 0 ? lx : attempt === 1 ? -lx : -DIR_X[f] * p.standD[u]);
    w.sy[slot] = w.sy[from] + (attempt === 0 ? ly : attempt === 1 ? -ly : -DIR_Y[f] * p.standD[u]);
    if (!standOverlaps(w, u, slot, from) && !offEdge(w, u)) {
      w.left[u]++;
      if (w.tracer !== null) traceRegainsStand(w, u);
      return;
    }
  }
  w.sAlive[slot] = 0;
}

/**
 * Dark Elf General (§11.11, §13 A13): a double 6 costs the General a Command level (at most
 * two); once both are gone an underling's double 6 gets him executed. The order fails and
 * an underling's unit still rolls for its blunder.
 */
export function darkElfDoubleSix(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  let g = -1;
  for (let k = 0; k < w.nc; k++) if (p.cSide[k] === p.cSide[c] && p.cKind[k] === GENERAL && w.cAlive[k]) g = k;
  if (g >= 0 && p.cCommand[g] - w.cCommandNow[g] < 2) {
    w.cCommandNow[g]--;
    if (w.tracer !== null) traceCommandLevelLost(w, g);
  } else if (c !== g) {
    w.cAlive[c] = 0;
    w.cExecuted[c] = 1;
    if (w.tracer !== null) traceExecuted(w, c);
  }
}

/**
 * Divine Guidance is offered to character c (§11.8): a Skink character (tactic guidance: use)
 * within 20 cm of his living Slann, while no guided roll of his side failed this phase.
 */
export function guidanceOffered(w: WarmasterWorld, c: number): boolean {
  const p = w.plan;
  if (!p.cGuided[c] || w.guidanceLost[p.cSide[c]]) return false;
  for (let d = 0; d < w.nc; d++) {
    if (!p.cSlann[d] || !w.cAlive[d] || p.cSide[d] !== p.cSide[c]) continue;
    charToChar(w, c, d);
    if (w.gv <= 20 + EPS) return true;
  }
  return false;
}

/**
 * A guided order failed (§11.8): no more guidance this phase, and every other Skink character
 * of the side who has not ordered yet — those who can no longer use it — adds +1 to his first
 * order roll.
 */
export function loseGuidance(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  w.guidanceLost[p.cSide[c]] = 1;
  for (let d = 0; d < w.nc; d++) if (d !== c && p.cSkink[d] && p.cSide[d] === p.cSide[c] && w.cGiven[d] === 0) w.cMixup[d] = 1;
  if (w.tracer !== null) traceGuidanceFails(w, c);
}

/**
 * The Tomb King's blessing (§11.2): once a battle, +1 Attack a stand for one Combat phase to a
 * unit within 20 cm — used on the first of his units in combat.
 */
export function tombKing(w: WarmasterWorld): void {
  const p = w.plan;
  for (let c = 0; c < w.nc; c++) {
    if (!p.cTombKing[c] || w.kingUsed[c] || !w.cAlive[c]) continue;
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== p.cSide[c] || !onTable(w, u) || !engaged(w, u)) continue;
      charGapOf(w, c, u);
      if (w.gv > 20 + EPS) continue;
      w.kingUsed[c] = 1;
      w.atkStand[u] += 1;
      if (w.tracer !== null) traceTombKingBlesses(w, c, u);
      break;
    }
  }
}

/**
 * The Runesmith strikes his Anvil in his own Shooting phase (§11.6): on a D6 of 4+ every unit
 * of his side within 20 cm of him ignores terror until the start of the next Dwarf turn
 * (through the enemy's turn that follows). Striking costs nothing, so he always strikes.
 */
export function anvilStrike(w: WarmasterWorld, rng: Rng, side: number): void {
  const p = w.plan;
  for (let c = 0; c < w.nc; c++) {
    if (!p.cAnvil[c] || p.cSide[c] !== side || !w.cAlive[c]) continue;
    const d = rollD6(rng);
    if (w.tracer !== null) traceAnvil(w, c, d);
    if (d < 4) continue;
    for (let u = 0; u < w.n; u++) {
      if (p.side[u] !== side || !onTable(w, u)) continue;
      charGapOf(w, c, u);
      if (w.gv <= 20 + EPS) w.anvilUntil[u] = w.playerTurnNo + 1;
    }
  }
}
