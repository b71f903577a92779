/**
 * The 3rd edition's hand-to-hand weapons (rules/wfb3.md §4.8): the foot table (p.84) and the
 * mounted table (p.86), each weapon with its initiative, to-hit, strength and save modifiers and
 * the conditions the seed's sub-rows put on them. Where a sub-row's column was lost in the
 * transcription, a rule flag chooses it (flags.ts).
 *
 * `save` is what the weapon does to the save of the model it strikes, added to that model's
 * roll: −1 makes the save harder, +1 easier.
 */

export interface WeaponRow {
  id: string;
  name: string;
  /** Initiative modifier, every round. */
  I: number;
  /** To-hit modifier, every round. */
  hit: number;
  /** Strength modifier, every round. */
  S: number;
  /** Added to the struck model's save roll. */
  save: number;
  /** Needs both hands: no shield with it (§4.8). */
  twoHanded: boolean;
  /** Ranks that fight with it: spears 2, pikes 4 (§4.3). */
  ranks: number;
  note: string;
  page: string;
}

const row = (id: string, name: string, I: number, hit: number, S: number, save: number, note: string, extra: Partial<WeaponRow> = {}): WeaponRow => ({
  id, name, I, hit, S, save, twoHanded: false, ranks: 1, note, page: 'rules/wfb3.md §4.8 (p.84)', ...extra,
});

/**
 * The pistol in hand-to-hand combat (p.84, p.86): fired once a combat, in its first round, on the
 * WS table, at the pistol's S4 (flag pistolStrength) and −2 to the struck model's save; the
 * shooter's other attacks, and every later round, are with his hand weapon. Fired as a second
 * weapon (tactic `pistol: second-weapon`) it is an extra attack at −1 to hit. It is a missile
 * weapon too (data/missiles.ts).
 */
const PISTOL_NOTE = 'fired once a combat, in its first round, with WS: S4 (flag pistolStrength), save −2, one of the model\'s attacks — or, as a second weapon (tactic pistol), an extra one at −1 to hit; a hand weapon after';

/** Weapons on foot (p.84). */
export const FOOT_WEAPONS: Readonly<Record<string, WeaponRow>> = {
  'hand-weapon': row('hand-weapon', 'Hand weapon', 0, 0, 0, 0, 'no modifiers'),
  improvised: row('improvised', 'Improvised weapon', 0, -1, 0, 1, '−1 to hit; the struck model saves at +1'),
  dagger: row('dagger', 'Dagger', 1, 0, -1, 1, 'I +1, S −1; the struck model saves at +1'),
  'double-handed': row('double-handed', 'Double-handed weapon', -1, 0, 1, -1, 'I −1, S +1, save −1; two hands, no shield', { twoHanded: true }),
  flail: row('flail', 'Flail', 0, 0, 1, 0, 'S +1, lost while pushed back; improvised below WS 3; charges and pursues at 1 × M'),
  halberd: row('halberd', 'Halberd', 0, 0, 1, 0, 'S +1; +1 against mounted troops while not pushed back (flag halberdBonus); two hands, no shield', { twoHanded: true }),
  net: row('net', 'Net', 0, 0, 0, 0, 'its opponents −1 to hit; its bearer saves at +1; not with a shield'),
  pike: row('pike', 'Pike', 3, 0, 0, 0, 'I +3 (flag pikeInitiative), lost with the 4-rank fighting while pushed back; fights in 4 ranks; two hands, no shield', { twoHanded: true, ranks: 4 }),
  spear: row('spear', 'Spear', 0, 0, 0, 0, 'fights in 2 ranks; +1 I in the first round; +2 against mounted troops while not pushed back (flag spearVsMounted)', { ranks: 2 }),
  pistol: row('pistol', 'Pistol', 0, -1, 0, -2, PISTOL_NOTE),
};

/** Weapons mounted (p.86). A double-handed weapon counts as improvised when mounted. */
export const MOUNTED_WEAPONS: Readonly<Record<string, WeaponRow>> = {
  'hand-weapon': row('hand-weapon', 'Hand weapon (mounted)', 0, 1, 0, 0, '+1 to hit against troops under 10 feet while not pushed back', { page: 'rules/wfb3.md §4.8 (p.86)' }),
  improvised: row('improvised', 'Improvised weapon (mounted)', 0, -1, 0, 1, '−1 to hit; the struck model saves at +1', { page: 'rules/wfb3.md §4.8 (p.86)' }),
  dagger: row('dagger', 'Dagger (mounted)', 1, 0, -1, 1, 'I +1, S −1; the struck model saves at +1', { page: 'rules/wfb3.md §4.8 (p.86)' }),
  flail: row('flail', 'Flail (mounted)', 0, 0, 1, 0, 'S +1 in the first round only; improvised below WS 4', { page: 'rules/wfb3.md §4.8 (p.86)' }),
  lance: row('lance', 'Lance', 2, 0, 2, -1, 'I +2, S +2, save −1, in the first round of a combat only (a hand weapon after)', { page: 'rules/wfb3.md §4.8 (p.86)' }),
  spear: row('spear', 'Spear (mounted)', 1, 1, 1, 0, 'I +1 in the first round; +1 to hit against troops under 10 feet while not pushed back; S +1 when charging', { page: 'rules/wfb3.md §4.8 (p.86)' }),
  pistol: row('pistol', 'Pistol (mounted)', 0, -1, 0, -2, PISTOL_NOTE, { page: 'rules/wfb3.md §4.8 (p.86)' }),
};

/** A weapon id a unit may list in `weapons`, foot or mounted. */
export const WEAPON_IDS: readonly string[] = [...new Set([...Object.keys(FOOT_WEAPONS), ...Object.keys(MOUNTED_WEAPONS), 'two-weapons'])];

/**
 * The missile weapons of §3.4 not played: grenades, whose use (p.90) is not in the seed, and
 * torinoko grenades, whose templates are not either.
 */
export const MISSILE_WEAPONS_NOT_PLAYED: Readonly<Record<string, string>> = {
  grenade: 'grenades are thrown as p.90 says, which is not in the seed (gap G18)',
  'torinoko-grenade': 'torinoko grenades need the templates of p.90, which are not in the seed (gap G18)',
};
