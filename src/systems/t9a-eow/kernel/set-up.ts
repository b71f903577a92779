/**
 * Setting up the game (rules/t9a_eow.md §3.1, §7.1): every simulation starts from the deployment,
 * units deployed in base contact locked in combat; a unit that made its Vanguard move (played
 * by movement.ts) held from charging in the first turn; Ambushers arriving in turn 2.
 */
import { DESTROYED, JOINED, OFF_TABLE, READY } from '../../rank-and-file/unit-state.ts';
import { VANGUARD_PLACED } from '../plan.ts';
import { fallen } from './casualties.ts';
import { placeRider } from './characters.ts';
import { engage } from './engagements.ts';
import { frontFlush, syncOffset } from './faces.ts';
import { gap, markPhaseStart, shape } from './footprint.ts';
import { nearestOther } from './spacing.ts';
import { traceAmbushArrives, traceAmbushLost } from './trace.ts';
import { present } from './units.ts';
import type { T9aWorld } from './world.ts';

export function reset(w: T9aWorld): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.status[u] = READY;
    w.models[u] = p.models[u];
    w.carried[u] = 0;
    w.fp.x[u] = p.x[u];
    w.fp.y[u] = p.y[u];
    w.fp.facing[u] = p.facing[u];
    w.breathUsed[u] = 0;
    w.everRallied[u] = 0;
    w.brokeTurn[u] = 0;
    w.unitRounds[u] = 0;
    w.lastDance[u] = -1;
    w.dance[u] = -1;
    w.declared[u] = -1;
    w.broken[u] = 0;
    w.pursuedNow[u] = 0;
    w.dropped[u] = 0;
    w.primal[u] = 0;
    w.masterRound[u] = 0;
    w.body[u] = u;
    w.rider[u] = -1;
    w.cover[u] = p.cover[u];
    w.ordered[u] = 0;
    w.orison[u] = 0;
    w.arrived[u] = 0;
    w.vanguardMoved[u] = 0;
    w.speedBanner[u] = 0;
    w.hinder[u] = p.hindering[u];
    w.mx0[u] = p.x[u];
    w.my0[u] = p.y[u];
    w.mf0[u] = p.facing[u];
    w.fleeLen[u] = 0;
  }
  for (let u = 0; u < w.n; u++) {
    const h = p.host[u];
    if (h < 0) continue;
    w.status[u] = JOINED;
    w.body[u] = h;
    w.rider[h] = u;
  }
  // Units in Ambush (and the characters in them) wait off the table (§7.1).
  for (let u = 0; u < w.n; u++) if (p.ambush[u]) w.status[u] = OFF_TABLE;
  for (let u = 0; u < w.n; u++) shape(w, u);
  for (let u = 0; u < w.n; u++) if (w.rider[u] >= 0) placeRider(w, u);
  markPhaseStart(w);
  w.eng.count = 0;
  w.rounds = 0;
  w.routed = 0;
  for (let q = 0; q < w.mods.length; q++) w.mods[q] = 0;
  w.scrollUsed[0] = 0;
  w.scrollUsed[1] = 0;
  for (let a = 0; a < w.plan.armies; a++) w.generalDied[a] = 0;
  for (let u = 0; u < w.n; u++) w.revoked[u] = 0;
  for (let k = 0; k < w.lastOn.length; k++) {
    w.lastOn[k] = -1;
    w.lastHigh[k] = 0;
    w.lastSelf[k] = 0;
    w.lastArea[k] = 0;
  }
  for (let a = 0; a < p.armies; a++) {
    w.advBonus[a] = 0;
    w.marBonus[a] = 0;
    w.warCryUsed[a] = 0;
  }
  // Units deployed touching start locked in combat, no one charging: the front of one flush
  // against the face of the other that it actually meets. Units touching otherwise (flank to
  // flank, rear to rear, at an angle) are not engaged: an engagement is a front on a face.
  for (let a = 0; a < w.n; a++) {
    for (let b = a + 1; b < w.n; b++) {
      if (p.side[a] === p.side[b] || !present(w, a) || !present(w, b)) continue;
      gap(w, a, b);
      if (w.res > 0.05) continue;
      const fb = frontFlush(w, a, b);
      if (fb >= 0) engage(w, a, b, fb, 0, 0);
      else {
        const fa = frontFlush(w, b, a);
        if (fa < 0) continue;
        engage(w, b, a, fa, 0, 0);
      }
      // Record where along the face it stands (contact counts, nudges and pivots read it).
      syncOffset(w, w.eng.count - 1);
    }
  }
}

/**
 * Vanguard (§7.1): a unit that made its Vanguard move may not declare charges in the first
 * Player Turn of the game if its side takes it.
 */
export function vanguardHeld(w: T9aWorld, c: number): boolean {
  const p = w.plan;
  return w.turn === 1 && (p.vanguard[c] === VANGUARD_PLACED || w.vanguardMoved[c] === 1) && p.side[c] === w.firstSide;
}

/**
 * Ambush (§7.1): at the start of its side's turn-2 Movement phase each unit in Ambush comes
 * onto the table at its scenario position (its rear edge on a table edge, checked by compile),
 * with the character joined to it. It must keep the Unit Spacing there (more than 1" from
 * every other unit, §1.3), or it is lost: removed as destroyed (§8.4 counts its points), though
 * no friend panics at a unit that was never on the table and it breaks nothing.
 */
export function ambushArrivals(w: T9aWorld, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    if (p.side[u] !== side || w.status[u] !== OFF_TABLE || p.host[u] >= 0) continue;
    w.status[u] = READY;
    const r = w.rider[u];
    if (r >= 0) w.status[r] = JOINED;
    nearestOther(w, u);
    if (w.res <= 1) {
      if (w.tracer !== null) traceAmbushLost(w, u);
      fallen(w, u);
      w.status[u] = DESTROYED;
      w.models[u] = 0;
      w.carried[u] = 0;
      if (r >= 0) {
        fallen(w, r);
        w.rider[u] = -1;
        w.body[r] = r;
        w.status[r] = DESTROYED;
        w.models[r] = 0;
        w.carried[r] = 0;
      }
      continue;
    }
    w.arrived[u] = 1;
    if (w.tracer !== null) traceAmbushArrives(w, u);
  }
}
