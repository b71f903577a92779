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

/** Rows of models, the last one perhaps incomplete. */
export function ranksOf(places: number, files: number): number {
  return ((places + files - 1) / files) | 0;
}
