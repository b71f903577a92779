/**
 * Every simulation starts from the deployment: units back where the scenario put them, and units
 * deployed in base contact locked in combat with no one charging.
 */
import { diagonalFace, FRONT } from '../../../battlefield/arcs.ts';
import { pairOf } from '../../../battlefield/gaps.ts';
import { ENGAGED, READY } from '../../rank-and-file/unit-state.ts';
import { resetChariots } from './chariots.ts';
import { resetMachines } from './machine-state.ts';
import { resetGarrisons } from './buildings.ts';
import { clearChallenges } from './challenges.ts';
import { resetCharacters } from './characters.ts';
import { resetItemUses } from '../item-uses.ts';
import { engage } from './engagements.ts';
import { restoreDeployment } from './footprint.ts';
import type { Wfb4World } from './world.ts';

export function reset(w: Wfb4World): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.status[u] = READY;
    w.M[u] = p.M[u];
    w.reach[u] = p.chargeReach[u];
    w.canMarch[u] = p.canMarch[u];
    w.models[u] = p.models[u];
    w.pool[u] = 0;
    w.T[u] = p.T[u];
    w.WS[u] = p.WS[u];
    w.champWS[u] = p.champWS[u];
    w.chargeBarredIn[u] = 0;
    w.S[u] = p.S[u];
    w.I[u] = p.I[u];
    w.A[u] = p.A[u];
    w.BS[u] = p.BS[u];
    w.fp.x[u] = p.x[u];
    w.fp.y[u] = p.y[u];
    w.fp.facing[u] = p.facing[u];
    w.everRallied[u] = 0;
    w.reloadAt[u] = -10;
    w.brokeTurn[u] = 0;
    w.lap[u] = 0;
    w.lastWon[u] = -1;
    w.lastRound[u] = -1;
    w.noPanicSource[u] = 0;
    // A player turn starts by clearing the marks of that turn (held, fearedCharger), and a
    // side's stupidity tests its units' stumble, before anything reads them.
    w.frenzied[u] = 0;
    w.terrorTested[u] = 0;
    w.frenzyLost[u] = 0;
    w.stupid[u] = 0;
    w.squabbled[u] = 0;
    w.feud[u] = -1;
    w.reaction[u] = 0;
    w.champAlive[u] = w.plan.champion[u];
    w.returnAt[u] = 0;
    w.leaving[u] = 0;
    w.unitRounds[u] = 0;
  }
  w.leaderGone[0] = 0;
  w.leaderGone[1] = 0;
  if (w.anyCharacter) resetCharacters(w);
  if (w.anyFamiliar) w.familiarAlive.set(w.plan.items.warriorFamiliar);
  if (w.anyLingering) w.festering.fill(0);
  // Items' uses, spent powers and the marks they leave, wherever some character carries an item
  // (../item-uses.ts): one test, so that no new power can be left out of it.
  if (w.plan.items.carried === 1) resetItemUses(w.uses, p);
  if (w.anyChallenge) clearChallenges(w);
  if (w.anyChariot) resetChariots(w);
  if (w.anyMachine) resetMachines(w);
  if (w.anyBuilding) resetGarrisons(w);
  if (w.anyMagic) w.magic.reset(w.plan.magic);
  restoreDeployment(w);
  w.keptFrom = -1; // epochs start again at 1
  w.eng.count = 0;
  w.rounds = 0;
  w.roundNo = 0;
  w.playerTurnNo = 0;
  w.routed = 0;
  restoreDeployedContacts(w);
}

/**
 * Units deployed in base contact start the engagement locked in combat, no one charging; one
 * deployed at a garrison's walls assails the building, defended as after a charge (RB p.85).
 * The first call finds those engagements and keeps them; later calls copy them back.
 */
export function restoreDeployedContacts(w: Wfb4World): void {
  const keep = w.startContacts;
  if (w.startMeasured[1] === 0) {
    for (let a = 0; a < w.n; a++) {
      for (let b = a + 1; b < w.n; b++) {
        if (w.plan.side[a] === w.plan.side[b] || w.plan.host[a] >= 0 || w.plan.host[b] >= 0) continue; // joined characters stand in their units
        if (w.gaps.gap[pairOf(w.gaps, a, b)] > 0.05) continue;
        // A unit deployed at a garrison's walls assails the building (RB p.85): 6s to hit until it wins a round.
        if (w.anyBuilding && w.inBuilding[b] >= 0 && w.inBuilding[a] < 0) engage(w, a, b, diagonalFace(w.fp, b, a), 0, 1);
        else if (w.anyBuilding && w.inBuilding[a] >= 0 && w.inBuilding[b] < 0) engage(w, b, a, diagonalFace(w.fp, a, b), 0, 1);
        else if (diagonalFace(w.fp, a, b) !== FRONT) engage(w, b, a, diagonalFace(w.fp, a, b), 0, 0);
        else engage(w, a, b, diagonalFace(w.fp, b, a), 0, 0);
      }
    }
    w.startEngagements = w.eng.count;
    for (let e = 0; e < w.eng.count; e++) {
      keep[6 * e] = w.eng.a[e];
      keep[6 * e + 1] = w.eng.b[e];
      keep[6 * e + 2] = w.eng.face[e];
      keep[6 * e + 3] = w.eng.contactA[e];
      keep[6 * e + 4] = w.eng.contactB[e];
      keep[6 * e + 5] = w.eng.defended[e];
    }
    w.startMeasured[1] = 1;
    return;
  }
  const count = w.startEngagements;
  for (let e = 0; e < count; e++) {
    const a = keep[6 * e];
    const b = keep[6 * e + 1];
    w.eng.a[e] = a;
    w.eng.b[e] = b;
    w.eng.face[e] = keep[6 * e + 2];
    w.eng.contactA[e] = keep[6 * e + 3];
    w.eng.contactB[e] = keep[6 * e + 4];
    w.eng.fresh[e] = 1;
    w.eng.charge[e] = 0;
    w.eng.defended[e] = keep[6 * e + 5];
    w.status[a] = ENGAGED;
    w.status[b] = ENGAGED;
  }
  w.eng.count = count;
}
