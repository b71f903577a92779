/** Raise Dead (rules/warmaster.md §8.2, §13 A17): a new Skeleton unit placed into an engagement. */
import { EPS } from '../../../battlefield/tolerance.ts';
import { MAX_STANDS } from '../plan.ts';
import { placeCharge } from './charges.ts';
import { engaged, gather } from './contact.ts';
import { resetUnit } from './deployment.ts';
import { DIR_X, DIR_Y, hx, hy, onTable } from './footprint.ts';
import { charGapOf } from './gaps.ts';
import { ACTIVE, DESTROYED, GONE, RESERVED, ROUTED, fresh } from './status.ts';
import { traceRaised } from './trace-magic.ts';
import type { WarmasterWorld } from './world.ts';

/**
 * Raise Dead (§8.2): the engagement to raise a unit into, by one of its units (spTarget; −1
 * none): the nearest unit in combat within range of the caster (sight not needed) whose
 * engagement has not had the spell this turn and where the new unit can be placed within
 * range (placeRaised), with a free slot of raised dead for the caster's side. It ranks first
 * (spPri 0): a new unit in the fight outweighs any spell on one.
 */
export function raiseTarget(w: WarmasterWorld, c: number, spell: number): void {
  const p = w.plan;
  const from = w.castFrom >= 0 ? w.castFrom : c;
  w.spPri = 0;
  const r = raisedSlot(w, p.cSide[c]);
  if (r < 0) return;
  let best = -1;
  let bestGap = Infinity;
  for (let v = 0; v < w.n; v++) {
    if (!onTable(w, v) || !fresh(w, v, spell) || !engaged(w, v)) continue;
    charGapOf(w, from, v);
    const g = w.gv;
    if (g > w.plan.spells.spRange[spell] + EPS || g >= bestGap) continue;
    raiseStands(w, r, 1);
    const ok = placeRaised(w, c, spell, r, v);
    raiseStands(w, r, 0);
    if (!ok) continue;
    best = v;
    bestGap = g;
  }
  w.spTarget = best;
}

/**
 * A free slot for the raised dead of side s (compile.ts reserves them): one never used, or
 * one whose unit was destroyed, routed or left the table for good; −1 when all are in play.
 */
export function raisedSlot(w: WarmasterWorld, s: number): number {
  const p = w.plan;
  for (let u = p.nDeployed; u < w.n; u++) {
    if (p.side[u] !== s) continue;
    const st = w.status[u];
    if (st === RESERVED || st === DESTROYED || st === ROUTED || st === GONE) return u;
  }
  return -1;
}

/** Set the 3 stands of the raised slot r alive (1) or clear them (0) for a trial placement. */
export function raiseStands(w: WarmasterWorld, r: number, alive: number): void {
  for (let k = 0; k < MAX_STANDS; k++) w.sAlive[r * MAX_STANDS + k] = k < w.plan.stands[r] ? alive : 0;
}

/**
 * Place the raised unit r (stands alive, off the table) into the engagement of unit v, as it
 * stands now (§8.2 Raise Dead): to fight an enemy of the caster in it, on a stand's rear edge
 * first, then its sides, then its front (an edge touched in the rear or flank costs the
 * enemy −1 there, §5.2), lapped round as placeCharge lines stands up; with no room to fight,
 * touching a friend of the caster fighting in it, behind it first (supporting, §5.5), then
 * beside it. Every place must be clear (of other stands, terrain the Skeletons may not enter
 * and the table edge) and within the spell's range of the caster. The first place that fits
 * is taken, and the stands are left there. False when none fits: the spell cannot be cast.
 */
export function placeRaised(w: WarmasterWorld, c: number, spell: number, r: number, v: number): boolean {
  const p = w.plan;
  const from = w.castFrom >= 0 ? w.castFrom : c;
  const range = p.spells.spRange[spell];
  const side = p.cSide[c];
  gather(w, v);
  let ok = false;
  // Pass 0–2: fight an enemy on its rear, side, front edges; 3–4: touch a friend behind, beside.
  for (let pass = 0; pass < 5 && !ok; pass++) {
    for (let fighter = 0; fighter < w.n && !ok; fighter++) {
      if (!w.inFight[fighter] || !onTable(w, fighter) || (p.side[fighter] === side) !== pass >= 3) continue;
      const f = w.face[fighter];
      for (let j = 0; j < MAX_STANDS && !ok; j++) {
        const b = fighter * MAX_STANDS + j;
        if (!w.sAlive[b]) continue;
        for (let e = 0; e < 4 && !ok; e++) {
          // Edge e of stand b (outward normal DIR[e]) is its rear, a side or its front.
          const cls = e === ((f + 2) & 3) ? 0 : e === f ? 2 : 1;
          if (cls !== (pass >= 3 ? pass - 3 : pass)) continue;
          const nx = DIR_X[e];
          const ny = DIR_Y[e];
          const half = nx !== 0 ? hx(w, fighter) : hy(w, fighter);
          const cx = w.sx[b] + nx * (half + p.standD[r] / 2);
          const cy = w.sy[b] + ny * (half + p.standD[r] / 2);
          // The first stand starts on its place: the raised appear, they do not move there.
          const first = r * MAX_STANDS;
          w.sx[first] = cx;
          w.sy[first] = cy;
          w.pcx = cx;
          w.pcy = cy;
          if (!placeCharge(w, r, fighter, first, (e + 2) & 3, nx, ny, false)) continue;
          charGapOf(w, from, r);
          ok = w.gv <= range + EPS;
        }
      }
    }
  }
  for (let u = 0; u < w.n; u++) {
    w.inFight[u] = 0;
    w.camp[u] = p.side[u];
  }
  return ok;
}

/**
 * Raise Dead on the engagement of unit v (§8.2, §13 A17): a new 3-stand Skeleton unit of the
 * caster's side placed in it (placeRaised), fresh, undead like the list's Skeletons; it does
 * not count as charging in the first round (chargeReady stays 0), is no VP and no loss, and
 * takes orders from the next turn. The engagement, as it stood, is affected for this turn.
 */
export function raiseDead(w: WarmasterWorld, c: number, spell: number, v: number): void {
  const p = w.plan;
  const nsp = p.spells.spellIds.length;
  const r = raisedSlot(w, p.cSide[c]);
  if (r < 0) return;
  // The engagement as it stands: each unit in it is affected by the spell this turn.
  gather(w, v);
  for (let u = 0; u < w.n; u++) if (w.inFight[u] && onTable(w, u)) w.spellSeen[u * nsp + spell] = w.playerTurnNo;
  resetUnit(w, r); // a fresh unit, off the table while it is placed
  raiseStands(w, r, 1);
  for (let k = 0; k < nsp; k++) w.spellSeen[r * nsp + k] = -1;
  if (!placeRaised(w, c, spell, r, v)) {
    raiseStands(w, r, 0);
    return;
  }
  w.status[r] = ACTIVE;
  w.left[r] = p.stands[r];
  w.movedThisTurn[r] = 1;
  w.orderedBy[r] = -1;
  w.ordersTaken[r] = 0;
  w.spellSeen[r * nsp + spell] = w.playerTurnNo;
  if (w.tracer !== null) traceRaised(w, r, v);
}
