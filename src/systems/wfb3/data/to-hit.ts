/**
 * The 3rd edition's WS table: attacker's WS (row) against defender's WS (column), as the seed
 * prints it (rules/wfb3.md §4.4, p.? of the 1987 rulebook via the reference's "TO HIT" table).
 * Unlike the 4th edition (wfb/tables.ts MELEE_TO_HIT), equal WS needs 5+, and each two points
 * of difference move the need one step, to 2+ at best and past 6 at worst: the printed "+4",
 * "+5" and "+6" mean a 6 and then a second die of 4+, 5+ or 6+ (gap G3, the Rogue Trader
 * reading). Such a need is kept as one integer r: r ≤ 6 is an ordinary score, r = 7, 8, 9 is
 * "a 6, then r − 3 or more", r ≥ 10 cannot hit. A +1 to hit is r − 1.
 *
 * Hot code reads the flat WS3_TO_HIT table; the rows keep the print for the tests.
 */
import type { PrintedRow } from '../../wfb/tables.ts';

/** A "+4" cell: a 6, then 4+ on a second die. */
const P4 = 7;
const P5 = 8;
const P6 = 9;

/** The WS table as printed (rules/wfb3.md §4.4; seed "TO HIT"), "+4/+5/+6" as 7/8/9. */
export const WS3_TO_HIT_ROWS: readonly PrintedRow[] = [
  { row: 1, needs: [5, 5, 6, 6, P4, P4, P5, P5, P6, P6], page: 'WFB3 reference, To Hit' },
  { row: 2, needs: [4, 5, 5, 6, 6, P4, P4, P5, P5, P6], page: 'WFB3 reference, To Hit' },
  { row: 3, needs: [4, 4, 5, 5, 6, 6, P4, P4, P5, P5], page: 'WFB3 reference, To Hit' },
  { row: 4, needs: [3, 4, 4, 5, 5, 6, 6, P4, P4, P5], page: 'WFB3 reference, To Hit' },
  { row: 5, needs: [3, 3, 4, 4, 5, 5, 6, 6, P4, P4], page: 'WFB3 reference, To Hit' },
  { row: 6, needs: [2, 3, 3, 4, 4, 5, 5, 6, 6, P4], page: 'WFB3 reference, To Hit' },
  { row: 7, needs: [2, 2, 3, 3, 4, 4, 5, 5, 6, 6], page: 'WFB3 reference, To Hit' },
  { row: 8, needs: [2, 2, 2, 3, 3, 4, 4, 5, 5, 6], page: 'WFB3 reference, To Hit' },
  { row: 9, needs: [2, 2, 2, 2, 3, 3, 4, 4, 5, 5], page: 'WFB3 reference, To Hit' },
  { row: 10, needs: [2, 2, 2, 2, 2, 3, 3, 4, 4, 5], page: 'WFB3 reference, To Hit' },
];

/** The need r stored where no roll can hit: past "a 6, then 6+". */
export const NEVER_HITS = 10;

/**
 * The printed table in words: r = max(2, 5 + ⌊(D − A)/2⌋). Outside the print (WS 0), an
 * attacker of WS 0 cannot hit and a defender of WS 0 is hit as a WS 1 one is.
 */
export function ws3Need(attackerWS: number, defenderWS: number): number {
  if (attackerWS <= 0) return NEVER_HITS;
  const a = attackerWS > 10 ? 10 : attackerWS;
  const d = defenderWS < 1 ? 1 : defenderWS > 10 ? 10 : defenderWS;
  const r = 5 + Math.floor((d - a) / 2);
  return r < 2 ? 2 : r;
}

/** `WS3_TO_HIT[attackerWS * 11 + defenderWS]`, WS 0..10, from the printed rows (column 0 as column 1). */
export const WS3_TO_HIT: Int8Array = (() => {
  const t = new Int8Array(121).fill(NEVER_HITS);
  for (const { row, needs } of WS3_TO_HIT_ROWS) {
    t[row * 11] = needs[0];
    for (let d = 1; d <= 10; d++) t[row * 11 + d] = needs[d - 1];
  }
  return t;
})();

/**
 * The chance that one blow needing r hits (rules/wfb3.md §4.4): r ≤ 2 is 5/6 (a natural 1
 * always misses), 3..6 as a D6, 7..9 a 6 then (r − 3)+, from 10 never.
 */
export function pHit3(r: number): number {
  if (r <= 2) return 5 / 6;
  if (r <= 6) return (7 - r) / 6;
  if (r <= 9) return (1 / 6) * ((10 - r) / 6);
  return 0;
}
