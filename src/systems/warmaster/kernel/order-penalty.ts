/**
 * The order penalties (rules/warmaster.md §2.4): one function per kind, each counted once for
 * the group being ordered (w.grp: a unit, or every unit of a brigade). penalty() is their sum;
 * the trace (trace.ts traceOrder()) names the same parts, so an order's account and its test
 * are one reckoning.
 */
import { EPS } from '../../../battlefield/tolerance.ts';
import { DENSE_KINDS, SPECIAL_BONE_GIANT } from '../plan.ts';
import { attachedAlive, onTable } from './footprint.ts';
import { charGapOf, gapOf } from './gaps.ts';
import { MIRAGE } from './status.ts';
import { unitOnKinds } from './terrain.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * The order penalty for character c ordering the group (§2.4): the most distant unit, each
 * kind of penalty once, the casualties of the unit that lost most stands.
 */
export function penalty(w: WarmasterWorld, c: number): number {
  return densePenalty(w) + distancePenalty(w, c) + repeatPenalty(w) + enemyNearPenalty(w) + lostStandsPenalty(w) + troopPenalty(w) +
    lastingPenalty(w) + peasantPenalty(w) + boneGiantPenalty(w, c) + (angerCaster(w) >= 0 ? 1 : 0) + mistPenalty(w);
}

/**
 * Into gv: the gap from character c to the most distant unit of the group, 0 when none counts
 * (Camel Riders ordered alone ignore the distance, §2.4).
 */
export function farthestGap(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  let far = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    charGapOf(w, c, u);
    if (w.gv > far && !(p.rule.noDistancePenalty[u] === 1 && w.grpN === 1)) far = w.gv;
  }
  w.gv = far;
}

/**
 * Distance (§2.4): none up to 20 cm, then −1 for each further 20 cm or part of it — or, with
 * flag commandDistance 'full-20', −1 per full 20 cm (§13 A1).
 */
export function distancePenalty(w: WarmasterWorld, c: number): number {
  farthestGap(w, c);
  const far = w.gv;
  if (far <= 20 + EPS) return 0;
  return w.plan.flags.commandDistance === 'full-20' ? Math.floor(far / 20 + EPS) : Math.ceil(far / 20 - EPS) - 1;
}

/** Each order after the first to the same unit or brigade this phase: −1 for the second, −2 for the third, … */
export function repeatPenalty(w: WarmasterWorld): number {
  let repeats = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (w.ordersTaken[u] > repeats) repeats = w.ordersTaken[u];
  }
  return repeats;
}

/**
 * −1 when an enemy unit is within 20 cm of a unit of the group (an enemy's illusion counts,
 * §8.2 Mirage); Undead ignore it.
 */
export function enemyNearPenalty(w: WarmasterWorld): number {
  const p = w.plan;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (p.rule.undead[u] !== 0) continue;
    for (let v = 0; v < w.n; v++) {
      if (p.side[v] === p.side[u] || (!onTable(w, v) && w.status[v] !== MIRAGE)) continue;
      gapOf(w, u, v);
      if (w.gv <= 20 + EPS) return 1;
    }
  }
  return 0;
}

/** −1 for each stand lost by the unit of the group that lost most; an attached stand's loss costs nothing (§11.1, §11.8). */
export function lostStandsPenalty(w: WarmasterWorld): number {
  const p = w.plan;
  let lost = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    const standsLost = p.fullStands[u] - w.left[u] - (p.attached[u] === 1 && !attachedAlive(w, u) ? 1 : 0);
    if (standsLost > lost) lost = standsLost;
  }
  return lost;
}

/** −1 always for a group with Trolls or Camel Riders in it (§2.4, §11.3, §11.4, §11.14). */
export function troopPenalty(w: WarmasterWorld): number {
  for (let i = 0; i < w.grpN; i++) if (w.plan.rule.commandPenalty[w.grp[i]] === 1) return 1;
  return 0;
}

/**
 * The permanent penalties of a unit of the group, the largest: −1 for each "You must be
 * crazy!" blunder (§2.5), −1 for a Steam Tank whose commander was slain (§11.1).
 */
export function lastingPenalty(w: WarmasterWorld): number {
  let most = 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (w.blunderPenalty[u] > most) most = w.blunderPenalty[u];
  }
  return most;
}

/** −1 for Bretonnian Peasants ordered without a unit of other troops in their brigade (§2.4, §11.9). */
export function peasantPenalty(w: WarmasterWorld): number {
  for (let i = 0; i < w.grpN; i++) if (w.plan.rule.peasant[w.grp[i]] === 0) return 0;
  return 1;
}

/**
 * −1 when a stand of the group is even partly in dense terrain, not for Lizardmen (§2.4); an
 * infiltration order ignores it (§11.7).
 */
export function densePenalty(w: WarmasterWorld): number {
  if (w.nPieces === 0 || w.infiltrating) return 0;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    if (!w.plan.noDensePenalty[u] && unitOnKinds(w, u, DENSE_KINDS, w.terrainBit)) return 1;
  }
  return 0;
}

/** −1 for the Tomb King ordering a Bone Giant, or a brigade with one; a Liche Priest gives no penalty (§2.4, §11.2). */
export function boneGiantPenalty(w: WarmasterWorld, c: number): number {
  const p = w.plan;
  if (!p.cTombKing[c]) return 0;
  for (let i = 0; i < w.grpN; i++) if (p.special[w.grp[i]] === SPECIAL_BONE_GIANT) return 1;
  return 0;
}

/**
 * The enemy Wizard whose Anger of the Gods or Sand Storm reaches the group — a unit of it
 * within 30 cm of him, measured at the order (§2.4, §8.2) — which costs the order −1; or −1
 * when none does.
 */
export function angerCaster(w: WarmasterWorld): number {
  const p = w.plan;
  for (let i = 0; i < w.grpN; i++) {
    const u = w.grp[i];
    for (let c = 0; c < w.nc; c++) {
      if (w.angerUntil[c] < w.playerTurnNo || p.cSide[c] === p.side[u] || !w.cAlive[c]) continue;
      charGapOf(w, c, u);
      if (w.gv <= 30 + EPS) return c;
    }
  }
  return -1;
}

/** −1 for Eerie Mist on a unit of the group (§2.4, §8.2). */
export function mistPenalty(w: WarmasterWorld): number {
  for (let i = 0; i < w.grpN; i++) if (w.mistUntil[w.grp[i]] >= w.playerTurnNo) return 1;
  return 0;
}
