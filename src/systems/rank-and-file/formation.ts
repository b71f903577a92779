/**
 * A rank-and-file unit's formation as its models fall: the front rank holds `files` models
 * until fewer are left, and the ranks are the rows of models, the last one perhaps short. A
 * system passes the places the formation fills (models, and e.g. a joined character).
 *
 * Hot code: integers in, integers out.
 */

/** Models in the front rank: the files, or all that are left. */
export function frontRankOf(places: number, files: number): number {
  return places < files ? places : files;
}

/** Models in rank k (the front rank 1): the files, fewer in the last rank, none behind it. */
export function rankOf(places: number, files: number, k: number): number {
  const left = places - (k - 1) * files;
  return left <= 0 ? 0 : left < files ? left : files;
}

/** Rows of models, the last one perhaps incomplete. */
export function ranksOf(places: number, files: number): number {
  return ((places + files - 1) / files) | 0;
}

/**
 * Models of a unit that strike across its front this round: those in base contact (`contact`),
 * no more than its front rank, less one for each of its `lost` casualties this round that a
 * model from behind replaced — casualties come off the rear, and the model stepping forward
 * does not strike that round — but a front rank with no one behind it is simply shorter by its
 * casualties, and those are not taken off twice (rules/wfb4.md §5.2, §12-16; rules/wfb3.md §4.2).
 *
 * @param start the unit's models when the round began
 */
export function frontStrikers(contact: number, models: number, files: number, start: number, lost: number): number {
  let f = contact;
  const front = frontRankOf(models, files);
  if (f > front) f = front;
  const behind = start - frontRankOf(start, files); // who could step forward this round
  f -= lost < behind ? lost : behind;
  return f < 0 ? 0 : f;
}

/**
 * Models of a unit that strike back across a flank or its rear: along a flank one model a rank
 * touches, at the rear those of the last rank; no more than `contact`, less its `lost` casualties.
 */
export function sideStrikers(contact: number, models: number, files: number, rear: boolean, lost: number): number {
  let f = contact;
  const depth = ranksOf(models, files);
  const cap = rear ? models - (depth - 1) * files : depth;
  if (f > cap) f = cap;
  f -= lost;
  return f < 0 ? 0 : f;
}
