/**
 * The rank bonus of the WFB combat result: +1 for each rank behind the first, up to a maximum,
 * when the unit's front is wide enough (rules/wfb4.md §6.1, §12-5; rules/wfb3.md §4.9 counts
 * the same ranks). The editions differ in what else limits it (3rd: models engaged; 4th: only
 * the deepest unit of a side counts), which the caller applies.
 *
 * Hot code: integers in and out.
 */
import { frontRankOf } from '../rank-and-file/formation.ts';

/**
 * Ranks behind the first that count: complete ranks — or, when `completeOnly` is false, any
 * rank of at least `minWidth` models — none unless the front rank has `minWidth` models; at
 * most `max`.
 *
 * @example rankBonusOf(20, 5, 4, true, 3) // → 3 (four full ranks of five)
 * @example rankBonusOf(18, 5, 4, true, 3) // → 2 (the fourth rank has 3 models)
 */
export function rankBonusOf(models: number, files: number, minWidth: number, completeOnly: boolean, max: number): number {
  if (frontRankOf(models, files) < minWidth) return 0;
  const full = (models / files) | 0; // ranks with as many models as the front
  let behind = full - 1;
  if (!completeOnly) {
    const last = models - full * files;
    if (last >= minWidth) behind++;
  }
  if (behind < 0) behind = 0;
  return behind > max ? max : behind;
}
