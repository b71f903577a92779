/**
 * The dice tables of Warhammer Fantasy Battle: WS against WS, S against T, BS to hit, and the
 * save modifier from the strength of a hit (rules/wfb4.md §4.2, §5.4, §5.5, §5.8).
 *
 * The printed tables are copied row by row, each row with its book page; the functions and the
 * flat Int8Array tables the kernel copies are built from those rows, and the tests check every
 * cell against the rule the book states in words.
 *
 * Shared by WFB 3rd and 4th edition where the editions agree:
 * - `toWound`, `TO_WOUND`: the S-vs-T table is identical (rules/wfb3.md §4.6).
 * - `shootingToHit`: the BS row is identical (rules/wfb3.md §3.2). What a score ≤ 1 or > 6 means
 *   differs (4th: automatic / impossible, §12-13; 3rd: a natural 1 always misses and 7-9 are
 *   "a 6, then ..."), so this module returns the raw score and the caller applies its edition.
 * - `strengthSaveModifier`: same scale in both (rules/wfb3.md §4.7, gap G2 filled with it).
 * - `meleeToHit`, `MELEE_TO_HIT` are the **4th edition** WS table (RB p.31). The 3rd edition
 *   prints a different table (rules/wfb3.md §4.4, r = max(2, 5 + ⌊(D − A)/2⌋)), which belongs in
 *   the wfb3 folder; do not use this one for WFB3.
 *
 * Characteristic 0 (rules/wfb4.md §1.1, RB p.14: no skill at all in that respect) is
 * outside the printed tables, which start at 1. The flat tables still cover 0..10 so the kernel
 * can index them without a branch; the 0 row and column are filled as documented on
 * `MELEE_TO_HIT` and `TO_WOUND`.
 */

/** The score stored for the printed "N": the hit cannot wound (rules/wfb4.md §5.5). */
export const CANNOT_WOUND = 7;

/** The score stored where a roll can never succeed: no D6 reaches 7. */
export const IMPOSSIBLE = 7;

/** One printed row of a two-way table: the row characteristic and the ten columns 1..10. */
export interface PrintedRow {
  /** The row's characteristic value (attacker's WS or S), 1..10. */
  row: number;
  /** Score needed against column values 1..10, in order; 7 stands for the printed 'N'. */
  needs: readonly number[];
  page: string;
}

/** Side length of the flat tables: characteristic values 0..10. */
export const TABLE_SIZE = 11;

/**
 * WS to-hit table as printed, attacker's WS (row) against defender's WS (column)
 * (rules/wfb4.md §5.4; RB p.31). Rule in words: 3+ if the attacker's WS is higher, 4+ if the
 * defender's WS is equal or up to double, 5+ if it is more than double.
 */
export const MELEE_TO_HIT_ROWS: readonly PrintedRow[] = [
  { row: 1, needs: [4, 4, 5, 5, 5, 5, 5, 5, 5, 5], page: 'RB p.31' },
  { row: 2, needs: [3, 4, 4, 4, 5, 5, 5, 5, 5, 5], page: 'RB p.31' },
  { row: 3, needs: [3, 3, 4, 4, 4, 4, 5, 5, 5, 5], page: 'RB p.31' },
  { row: 4, needs: [3, 3, 3, 4, 4, 4, 4, 4, 5, 5], page: 'RB p.31' },
  { row: 5, needs: [3, 3, 3, 3, 4, 4, 4, 4, 4, 4], page: 'RB p.31' },
  { row: 6, needs: [3, 3, 3, 3, 3, 4, 4, 4, 4, 4], page: 'RB p.31' },
  { row: 7, needs: [3, 3, 3, 3, 3, 3, 4, 4, 4, 4], page: 'RB p.31' },
  { row: 8, needs: [3, 3, 3, 3, 3, 3, 3, 4, 4, 4], page: 'RB p.31' },
  { row: 9, needs: [3, 3, 3, 3, 3, 3, 3, 3, 4, 4], page: 'RB p.31' },
  { row: 10, needs: [3, 3, 3, 3, 3, 3, 3, 3, 3, 4], page: 'RB p.31' },
];

const N = CANNOT_WOUND;

/**
 * S-vs-T to-wound table as printed, strength (row) against toughness (column); 7 = 'N'
 * (rules/wfb4.md §5.5; RB p.27 for shooting, reprinted RB p.32 for combat). Rule in words:
 * S ≥ T+2 → 2+, S = T+1 → 3+, S = T → 4+, T = S+1 → 5+, T = S+2 or S+3 → 6+, T ≥ S+4 → N.
 */
export const TO_WOUND_ROWS: readonly PrintedRow[] = [
  { row: 1, needs: [4, 5, 6, 6, N, N, N, N, N, N], page: 'RB p.27, p.32' },
  { row: 2, needs: [3, 4, 5, 6, 6, N, N, N, N, N], page: 'RB p.27, p.32' },
  { row: 3, needs: [2, 3, 4, 5, 6, 6, N, N, N, N], page: 'RB p.27, p.32' },
  { row: 4, needs: [2, 2, 3, 4, 5, 6, 6, N, N, N], page: 'RB p.27, p.32' },
  { row: 5, needs: [2, 2, 2, 3, 4, 5, 6, 6, N, N], page: 'RB p.27, p.32' },
  { row: 6, needs: [2, 2, 2, 2, 3, 4, 5, 6, 6, N], page: 'RB p.27, p.32' },
  { row: 7, needs: [2, 2, 2, 2, 2, 3, 4, 5, 6, 6], page: 'RB p.27, p.32' },
  { row: 8, needs: [2, 2, 2, 2, 2, 2, 3, 4, 5, 6], page: 'RB p.27, p.32' },
  { row: 9, needs: [2, 2, 2, 2, 2, 2, 2, 3, 4, 5], page: 'RB p.27, p.32' },
  { row: 10, needs: [2, 2, 2, 2, 2, 2, 2, 2, 3, 4], page: 'RB p.27, p.32' },
];

/**
 * The BS row as printed: D6 score needed to hit by BS 1..10 before modifiers
 * (rules/wfb4.md §4.2; RB p.26). Scores of 1 or less mean an automatic hit.
 */
export const BS_TO_HIT_ROW: { readonly needs: readonly number[]; readonly page: string } = {
  needs: [6, 5, 4, 3, 2, 1, 0, -1, -2, -3],
  page: 'RB p.26',
};

/**
 * Save modifier by strength of hit as printed (rules/wfb4.md §5.8; RB p.28 — labelled "p.8" in
 * the seed, §12-18 — and RB p.33). `reduction` is how much the save gets worse.
 */
export const STRENGTH_SAVE_MODIFIER_ROWS: readonly { strength: number; reduction: number; page: string }[] = [
  { strength: 1, reduction: 0, page: 'RB p.28, p.33' },
  { strength: 2, reduction: 0, page: 'RB p.28, p.33' },
  { strength: 3, reduction: 0, page: 'RB p.28, p.33' },
  { strength: 4, reduction: 1, page: 'RB p.28, p.33' },
  { strength: 5, reduction: 2, page: 'RB p.28, p.33' },
  { strength: 6, reduction: 3, page: 'RB p.28, p.33' },
  { strength: 7, reduction: 4, page: 'RB p.28, p.33' },
  { strength: 8, reduction: 5, page: 'RB p.28, p.33' },
  { strength: 9, reduction: 6, page: 'RB p.28, p.33' },
  { strength: 10, reduction: 7, page: 'RB p.28, p.33' },
];

/**
 * A characteristic as a table index: an integer ≥ 0, values above 10 read as 10.
 * Characteristics run 1..10 (RB p.14); magic can push one past 10, and the printed tables end
 * there, so 10 is the last column that exists.
 */
function tableIndex(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of 0 or more, got ${value}`);
  }
  return value > 10 ? 10 : value;
}

function buildMeleeToHit(): Int8Array {
  const table = new Int8Array(TABLE_SIZE * TABLE_SIZE);
  for (let d = 0; d <= 10; d++) table[d] = IMPOSSIBLE; // attacker WS 0: no ability to hit at all
  for (const { row, needs } of MELEE_TO_HIT_ROWS) {
    table[row * TABLE_SIZE] = 3; // defender WS 0 (a crewless chariot, §5.4): the attacker's WS is higher
    for (let d = 1; d <= 10; d++) table[row * TABLE_SIZE + d] = needs[d - 1];
  }
  return table;
}

function buildToWound(): Int8Array {
  const table = new Int8Array(TABLE_SIZE * TABLE_SIZE);
  for (let t = 0; t <= 10; t++) table[t] = CANNOT_WOUND; // S 0: no ability to hurt
  for (const { row, needs } of TO_WOUND_ROWS) {
    // T 0 lies outside the printed table; the rule in words gives S = T+1 → 3+, S ≥ T+2 → 2+.
    table[row * TABLE_SIZE] = row === 1 ? 3 : 2;
    for (let t = 1; t <= 10; t++) table[row * TABLE_SIZE + t] = needs[t - 1];
  }
  return table;
}

/**
 * Melee to-hit scores as a flat table for the kernel: `MELEE_TO_HIT[attackerWS * 11 + defenderWS]`
 * for WS 0..10 (rules/wfb4.md §5.4; RB p.31). Rows and columns 1..10 are the printed table.
 * Attacker WS 0 never hits (7); defender WS 0 is hit on 3+ (the rule in words: the attacker's WS
 * is higher), which is how a chariot whose crew are dead is fought (RB p.72).
 * Shared, do not write to it: copy it.
 */
export const MELEE_TO_HIT: Int8Array = buildMeleeToHit();

/**
 * To-wound scores as a flat table for the kernel: `TO_WOUND[S * 11 + T]` for S and T 0..10, with
 * 7 for "cannot wound" (rules/wfb4.md §5.5; RB p.27, p.32). Rows and columns 1..10 are the
 * printed table. S 0 never wounds (7); T 0 follows the rule in words (S1 → 3+, S ≥ 2 → 2+).
 * Shared, do not write to it: copy it.
 */
export const TO_WOUND: Int8Array = buildToWound();

/**
 * Save reduction by strength as a flat table for the kernel: `STRENGTH_SAVE_MOD[strength]` for
 * strength 0..10, from STRENGTH_SAVE_MODIFIER_ROWS (strength 0 takes nothing off).
 */
export const STRENGTH_SAVE_MOD: Int8Array = Int8Array.from({ length: TABLE_SIZE }, (_, s) => STRENGTH_SAVE_MODIFIER_ROWS.find((r) => r.strength === s)?.reduction ?? 0);

/**
 * D6 score needed to hit in hand-to-hand combat, from the printed WS table.
 *
 * Reference: rules/wfb4.md §5.4 (RB p.31). 4th edition only (see the module header).
 * Overrides (defended obstacle 6, fear 6s, spells) are the caller's.
 *
 * @param attackerWS attacker's WS, a whole number ≥ 0 (above 10 reads as 10)
 * @param defenderWS defender's WS, likewise; for cavalry the rider's (§1.3)
 * @returns 3, 4 or 5 for WS 1..10; 7 (never) for attacker WS 0; 3 against defender WS 0
 * @throws RangeError for a negative or fractional WS
 * @example meleeToHit(3, 3) // → 4
 * @example meleeToHit(1, 3) // → 5 (3 is more than double 1)
 */
export function meleeToHit(attackerWS: number, defenderWS: number): number {
  const a = tableIndex(attackerWS, 'attacker WS');
  const d = tableIndex(defenderWS, 'defender WS');
  return MELEE_TO_HIT[a * TABLE_SIZE + d];
}

/**
 * D6 score needed to wound, from the printed S-vs-T table; 7 (`CANNOT_WOUND`) for 'N'.
 *
 * Reference: rules/wfb4.md §5.5 (RB p.27, p.32); the same table in 3rd edition
 * (rules/wfb3.md §4.6). In melee pass the attacker's S plus the weapon bonus; for a missile,
 * the weapon's S.
 *
 * @param strength S of the hit, a whole number ≥ 0; above 10 reads as 10 (the table's last row)
 * @param toughness T of the target, likewise
 * @returns 2..6, or 7 when the hit cannot wound
 * @throws RangeError for a negative or fractional value
 * @example toWound(3, 3) // → 4
 * @example toWound(3, 7) // → 7 ('N')
 */
export function toWound(strength: number, toughness: number): number {
  const s = tableIndex(strength, 'strength');
  const t = tableIndex(toughness, 'toughness');
  return TO_WOUND[s * TABLE_SIZE + t];
}

/**
 * D6 score needed to hit with a missile: 7 − BS − (sum of modifiers), the printed BS row with
 * the modifiers added to the die (rules/wfb4.md §4.2; RB p.26).
 *
 * The score is returned raw. Under 4th-edition rules (rules/wfb4.md §12-13) 1 or less is an
 * automatic hit (no natural-1 miss) and more than 6 cannot hit; `pAtLeast` in dice-odds.ts
 * reads it that way.
 *
 * @param ballisticSkill shooter's BS, a whole number ≥ 0
 * @param modifierSum signed sum of the to-hit modifiers (large target +1, long range −1, ...)
 * @returns the score needed; may be ≤ 1 or > 6
 * @throws RangeError for a negative or fractional BS or a fractional modifier sum
 * @example shootingToHit(3, 0) // → 4 (worked example §11 #8)
 * @example shootingToHit(5, -2) // → 4 (long range and soft cover, §11 #9)
 */
export function shootingToHit(ballisticSkill: number, modifierSum: number): number {
  if (!Number.isInteger(ballisticSkill) || ballisticSkill < 0) {
    throw new RangeError(`BS must be a whole number of 0 or more, got ${ballisticSkill}`);
  }
  if (!Number.isInteger(modifierSum)) {
    throw new RangeError(`to-hit modifier sum must be a whole number, got ${modifierSum}`);
  }
  return 7 - ballisticSkill - modifierSum;
}

/**
 * How much the strength of a hit worsens the armour save: max(0, S − 3), the printed
 * S4 −1 … S10 −7 (rules/wfb4.md §5.8; RB p.28, p.33). Weapon extras (hand gun, pistol,
 * jezzail −1) are added by the caller. Strength above 10 reads as 10, like the to-wound table.
 *
 * @param strength S of the hit, including any weapon bonus; a whole number ≥ 0
 * @returns the number of points the save worsens by (0..7)
 * @throws RangeError for a negative or fractional strength
 * @example strengthSaveModifier(4) // → 1 (a 5+ save becomes 6+, §11 #11)
 */
export function strengthSaveModifier(strength: number): number {
  const s = tableIndex(strength, 'strength');
  return s > 3 ? s - 3 : 0;
}
