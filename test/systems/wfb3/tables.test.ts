/**
 * The 3rd edition's tables as data (rules/wfb3.md §4.4, §4.7): every printed cell of the WS
 * table against the rule in words, the chances of the "+4/+5/+6" cells, and the mounted saves
 * as the foot save one better, and one better again with barding.
 */
import { describe, expect, it } from 'vitest';
import { FOOT_SAVES, MOUNTED_SAVES, saveOf } from '../../../src/systems/wfb3/data/armour.ts';
import { NEVER_HITS, pHit3, WS3_TO_HIT, WS3_TO_HIT_ROWS, ws3Need } from '../../../src/systems/wfb3/data/to-hit.ts';
import { ledValue } from '../../../src/systems/wfb3/compile.ts';
import { lostQuarterOf } from '../../../src/systems/wfb3/kernel/combat-result.ts';

describe('the WS table (§4.4)', () => {
  it('every printed cell is max(2, 5 + ⌊(D − A)/2⌋), and the flat table holds the print', () => {
    for (const { row, needs } of WS3_TO_HIT_ROWS) {
      needs.forEach((need, k) => {
        const d = k + 1;
        expect(need, `WS${row} against WS${d}`).toBe(Math.max(2, 5 + Math.floor((d - row) / 2)));
        expect(ws3Need(row, d)).toBe(need);
        expect(WS3_TO_HIT[row * 11 + d]).toBe(need);
      });
    }
    expect(WS3_TO_HIT_ROWS).toHaveLength(10);
  });

  it('equal WS needs 5+; WS1 against WS10 "+6"; WS0 never hits', () => {
    for (let ws = 1; ws <= 10; ws++) expect(ws3Need(ws, ws)).toBe(5);
    expect(ws3Need(1, 10)).toBe(9);
    expect(ws3Need(0, 3)).toBe(NEVER_HITS);
  });

  it('the chance of a hit by need: a natural 1 misses; 7..9 a 6 and then 4+, 5+, 6+', () => {
    expect(pHit3(1)).toBeCloseTo(5 / 6, 12);
    expect(pHit3(2)).toBeCloseTo(5 / 6, 12);
    expect(pHit3(5)).toBeCloseTo(2 / 6, 12);
    expect(pHit3(7)).toBeCloseTo(1 / 12, 12);
    expect(pHit3(8)).toBeCloseTo(1 / 18, 12);
    expect(pHit3(9)).toBeCloseTo(1 / 36, 12);
    expect(pHit3(10)).toBe(0);
  });
});

describe('saves (§4.7)', () => {
  it('mounted is the foot save +1, barding +1 more, down to 2+; the move reduction is half an inch a point of save', () => {
    for (const m of MOUNTED_SAVES) {
      const foot = FOOT_SAVES.find((f) => f.armour === m.armour)!;
      expect(m.save, `${m.armour}${m.barding ? ' barded' : ''}`).toBe(Math.max(2, Math.min(foot.save, 7) - 1 - (m.barding ? 1 : 0)));
      expect(m.moveReduction).toBe((6 - m.save) / 2);
    }
    expect(saveOf(true, 'light', false, false)).toEqual({ save: 5, moveReduction: 0.5 });
    expect(saveOf(true, 'heavy', true, true)).toEqual({ save: 2, moveReduction: 2 });
    expect(saveOf(false, 'none', false, false).save).toBe(7);
  });
});

describe('values and thresholds', () => {
  it("a unit's value is its troops' lifted by the leader's bonus, never above 10 nor the leader's own (§1.2)", () => {
    expect(ledValue(7, 1, 8)).toBe(8);
    expect(ledValue(7, 2, 8)).toBe(8);
    expect(ledValue(9, 2, 10)).toBe(10);
    expect(ledValue(9, 1, 8)).toBe(9);
  });

  it('a rout test once a quarter is lost: 5 of 20; of 18, 5 (quarter) or 4 (rounded down) (§8)', () => {
    expect(lostQuarterOf(20, 4, 'quarter')).toBe(false);
    expect(lostQuarterOf(20, 5, 'quarter')).toBe(true);
    expect(lostQuarterOf(18, 4, 'quarter')).toBe(false);
    expect(lostQuarterOf(18, 5, 'quarter')).toBe(true);
    expect(lostQuarterOf(18, 4, 'quarter-rounded-down')).toBe(true);
  });
});
