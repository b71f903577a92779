import { describe, expect, it } from 'vitest';
import {
  BS_TO_HIT_ROW,
  CANNOT_WOUND,
  MELEE_TO_HIT,
  MELEE_TO_HIT_ROWS,
  STRENGTH_SAVE_MODIFIER_ROWS,
  TABLE_SIZE,
  TO_WOUND,
  TO_WOUND_ROWS,
  meleeToHit,
  shootingToHit,
  strengthSaveModifier,
  toWound,
} from '../../../src/systems/wfb/tables.ts';

/** The WS rule as the book words it beside the table (RB p.31, rules/wfb4.md §5.4). */
function wsRuleInWords(attacker: number, defender: number): number {
  if (attacker > defender) return 3;
  if (defender > 2 * attacker) return 5;
  return 4;
}

/** The S-vs-T rule as the digest words it (rules/wfb4.md §5.5). */
function stRuleInWords(s: number, t: number): number {
  if (s >= t + 2) return 2;
  if (s === t + 1) return 3;
  if (s === t) return 4;
  if (t === s + 1) return 5;
  if (t === s + 2 || t === s + 3) return 6;
  return 7; // T ≥ S + 4: 'N'
}

const ONE_TO_TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('printed WS table (RB p.31, §5.4)', () => {
  it('has ten rows of ten, each with its page', () => {
    expect(MELEE_TO_HIT_ROWS.map((r) => r.row)).toEqual(ONE_TO_TEN);
    for (const r of MELEE_TO_HIT_ROWS) {
      expect(r.needs).toHaveLength(10);
      expect(r.page).toBe('RB p.31');
    }
  });

  it('equals the rule in words in every cell', () => {
    for (const a of ONE_TO_TEN) {
      for (const d of ONE_TO_TEN) {
        expect(MELEE_TO_HIT_ROWS[a - 1].needs[d - 1], `WS ${a} vs ${d}`).toBe(wsRuleInWords(a, d));
        expect(meleeToHit(a, d)).toBe(wsRuleInWords(a, d));
      }
    }
  });

  it('flat table: [a*11+d] equals meleeToHit, with the documented 0 row and column', () => {
    expect(MELEE_TO_HIT).toBeInstanceOf(Int8Array);
    expect(MELEE_TO_HIT.length).toBe(TABLE_SIZE * TABLE_SIZE);
    for (const a of ONE_TO_TEN) {
      for (const d of ONE_TO_TEN) expect(MELEE_TO_HIT[a * 11 + d]).toBe(MELEE_TO_HIT_ROWS[a - 1].needs[d - 1]);
      expect(MELEE_TO_HIT[a * 11 + 0]).toBe(3); // a crewless chariot counts as WS 0 (RB p.72)
    }
    for (let d = 0; d <= 10; d++) expect(MELEE_TO_HIT[0 * 11 + d]).toBe(7);
  });

  it('reads WS above 10 as 10 and rejects negative or fractional WS', () => {
    expect(meleeToHit(12, 10)).toBe(meleeToHit(10, 10));
    expect(() => meleeToHit(-1, 3)).toThrow(RangeError);
    expect(() => meleeToHit(3, 2.5)).toThrow(RangeError);
  });
});

describe('printed S-vs-T table (RB p.27, p.32, §5.5)', () => {
  it('equals the rule in words in every cell', () => {
    expect(TO_WOUND_ROWS.map((r) => r.row)).toEqual(ONE_TO_TEN);
    for (const s of ONE_TO_TEN) {
      for (const t of ONE_TO_TEN) {
        expect(TO_WOUND_ROWS[s - 1].needs[t - 1], `S ${s} vs T ${t}`).toBe(stRuleInWords(s, t));
        expect(toWound(s, t)).toBe(stRuleInWords(s, t));
      }
    }
  });

  it('flat table: [s*11+t] equals toWound, S 0 never wounds, T 0 follows the rule in words', () => {
    expect(TO_WOUND).toBeInstanceOf(Int8Array);
    for (const s of ONE_TO_TEN) {
      for (const t of ONE_TO_TEN) expect(TO_WOUND[s * 11 + t]).toBe(toWound(s, t));
      expect(TO_WOUND[s * 11]).toBe(stRuleInWords(s, 0));
    }
    for (let t = 0; t <= 10; t++) expect(TO_WOUND[t]).toBe(CANNOT_WOUND);
  });

  it('reads S above 10 as 10 (brief: S above 10 treat as 10)', () => {
    expect(toWound(11, 10)).toBe(4);
    expect(toWound(14, 9)).toBe(3);
  });

  it('short bow S3 against Elves T3 needs 4 (§11 #10)', () => {
    expect(toWound(3, 3)).toBe(4);
  });
});

describe('shootingToHit (RB p.26, §4.2)', () => {
  it('with no modifiers equals the printed BS row: 6, 5, 4, 3, 2, 1, 0, −1, −2, −3', () => {
    expect(BS_TO_HIT_ROW.needs).toEqual([6, 5, 4, 3, 2, 1, 0, -1, -2, -3]);
    for (const bs of ONE_TO_TEN) expect(shootingToHit(bs, 0)).toBe(BS_TO_HIT_ROW.needs[bs - 1]);
  });

  it('§11 #8: 5 Goblins at BS3 need 4+; rolls 1, 2, 2, 4, 6 give 2 hits', () => {
    const need = shootingToHit(3, 0);
    expect(need).toBe(4);
    expect([1, 2, 2, 4, 6].filter((roll) => roll >= need)).toHaveLength(2);
  });

  it('§11 #9: BS5 at long range behind soft cover needs 4 instead of 2', () => {
    expect(shootingToHit(5, 0)).toBe(2);
    expect(shootingToHit(5, -1 + -1)).toBe(4);
  });

  it('§11 #10: BS3 at long range behind a hedge needs 6; ten dice with two 6s hit twice', () => {
    const need = shootingToHit(3, -2);
    expect(need).toBe(6);
    expect([6, 1, 3, 5, 6, 2, 4, 4, 5, 3].filter((roll) => roll >= need)).toHaveLength(2);
  });

  it('a large target makes it easier; scores can leave 1..6 (§12-13 decides what they mean)', () => {
    expect(shootingToHit(3, 1)).toBe(3);
    expect(shootingToHit(6, 1)).toBe(0);
    expect(shootingToHit(1, -3)).toBe(9);
  });

  it('rejects a fractional BS or modifier sum', () => {
    expect(() => shootingToHit(3.5, 0)).toThrow(RangeError);
    expect(() => shootingToHit(3, 0.5)).toThrow(RangeError);
  });
});

describe('strengthSaveModifier (RB p.28, p.33, §5.8)', () => {
  it('equals the printed table for S 1..10', () => {
    expect(STRENGTH_SAVE_MODIFIER_ROWS.map((r) => r.reduction)).toEqual([0, 0, 0, 1, 2, 3, 4, 5, 6, 7]);
    for (const row of STRENGTH_SAVE_MODIFIER_ROWS) expect(strengthSaveModifier(row.strength)).toBe(row.reduction);
  });

  it('§11 #11: a crossbow (S4) turns the 5+ of light armour and shield into 6+', () => {
    expect(5 + strengthSaveModifier(4)).toBe(6);
  });

  it('is 0 for S 0 and reads S above 10 as 10', () => {
    expect(strengthSaveModifier(0)).toBe(0);
    expect(strengthSaveModifier(12)).toBe(7);
  });
});
