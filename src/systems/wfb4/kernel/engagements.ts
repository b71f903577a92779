/**
 * Engagements (rank-and-file/engagements.ts): a charge or a contact at deployment engages two
 * units, with how many models of each touch (rules/wfb4.md §5.3, §12-6).
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { modelsTouching } from '../../rank-and-file/contact.ts';
import { addEngagement, endEngagementsOf } from '../../rank-and-file/engagements.ts';
import { frontRank, ranks } from './formation.ts';
import type { Wfb4World } from './world.ts';

/** a's front now touches face `face` of b (a charging or not, b defending an obstacle or not). */
export function engage(w: Wfb4World, a: number, b: number, face: number, charge: number, defended: number): void {
  const e = addEngagement(w.eng, w.status, a, b, face, charge);
  if (e < 0) return;
  w.eng.defended[e] = defended;
  // Models in base contact along the touching edges, centred (§5.3, §12-6).
  const p = w.plan;
  const aw = w.fp.w[a];
  const side = face === FRONT || face === REAR;
  const bw = side ? w.fp.w[b] : w.fp.d[b];
  const row = w.row;
  row.overlap = aw < bw ? aw : bw;
  row.len = aw;
  row.step = p.baseW[a];
  w.eng.contactA[e] = modelsTouching(row, frontRank(w, a), p.flags.cornerContact);
  row.len = bw;
  row.step = side ? p.baseW[b] : p.baseD[b];
  w.eng.contactB[e] = modelsTouching(row, side ? frontRank(w, b) : ranks(w, b), p.flags.cornerContact);
}

/** End every engagement of unit u. */
export function detach(w: Wfb4World, u: number): void {
  endEngagementsOf(w.eng, w.status, u);
}
