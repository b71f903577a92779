/**
 * Models in base contact along two touching edges of ranked units: a row of bases touches a
 * centred overlap of the two edges (rules/wfb4.md §5.3, §12-6; rules/wfb3.md §4.3). Shared by
 * the WFB editions, which count the models that fight across an engagement this way.
 *
 * The row is a register (its lengths are doubles a call would box): set its fields, then call.
 */
import { EPS } from '../../battlefield/tolerance.ts';

export class BaseRow {
  /** The row's length: the edge it lies along. */
  len = 0.5;
  /** One base's width along the edge. */
  step = 0.5;
  /** The overlap of the two touching edges, centred on the row. */
  overlap = 0.5;
}

/**
 * Models of a row of `count` bases touching the overlap: the bases overlapping it, plus those
 * that only touch its ends corner to corner when `cornerContact` counts them.
 */
export function modelsTouching(r: BaseRow, count: number, cornerContact: boolean): number {
  const len = r.len;
  const step = r.step;
  const start = (len - r.overlap) * 0.5;
  const end = start + r.overlap;
  let first = Math.floor(start / step + EPS);
  let last = Math.ceil(end / step - EPS) - 1;
  if (cornerContact) {
    // An overlap ending exactly on a base boundary also touches the next base's corner.
    if (start > EPS && Math.abs(start / step - Math.round(start / step)) < EPS) first -= 1;
    if (end < len - EPS && Math.abs(end / step - Math.round(end / step)) < EPS) last += 1;
  }
  if (first < 0) first = 0;
  if (last > count - 1) last = count - 1;
  const k = last - first + 1;
  return k < 0 ? 0 : k;
}
