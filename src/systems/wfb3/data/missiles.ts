/**
 * The 3rd edition's missile and gunpowder weapons (rules/wfb3.md §3.4): range, strength and the
 * save modifier by range band, with each weapon's rules. Thrown weapons — spears, axes, darts,
 * knives, javelins — strike at the thrower's strength, and are thrown by the first rank as a
 * charge meets too. Grenades are not played (their use, p.90, is not in the seed: data/weapons.ts).
 */

export interface MissileRow {
  id: string;
  name: string;
  /** Range in inches. */
  range: number;
  /** Strength up to half range, and over it (the blunderbuss's differ). */
  S: number;
  SLong: number;
  /** Added to the target's save roll (−1 harder) up to half range, and over it. */
  save: number;
  saveLong: number;
  /** The arquebus's extra band: this save modifier at 6" or less (0: none). */
  saveClose: number;
  /** Cannot move and fire (§3.4). */
  noMoveFire: boolean;
  /** Shots a model: the repeating crossbow may fire twice at −1 (the `volleys` tactic). */
  maxShots: number;
  /** The sling fires twice at up to half range if it did not move, but not standing and shooting. */
  slingDouble: boolean;
  /** Misfires on a to-hit roll of 1: an S4 hit on the firer's unit (§3.4 [I]). */
  misfires: boolean;
  /** At the user's S, with `S` and `SLong` added (thrown weapons 0, improvised missiles −2). */
  userS: boolean;
  /** Its strength is a D6 rolled for each hit (the blowpipe). */
  dieS: boolean;
  /** To-hit modifier (improvised missiles −1, §3.3). */
  hit: number;
  /** A thrown weapon, thrown by the first rank as a charge meets too, at −1, its wounds counting in the combat (§3.4). */
  thrown: boolean;
  note: string;
  page: string;
}

const row = (id: string, name: string, range: number, S: number, save: number, saveLong: number, note: string, extra: Partial<MissileRow> = {}): MissileRow => ({
  id, name, range, S, SLong: S, save, saveLong, saveClose: 0, noMoveFire: false, maxShots: 1, slingDouble: false, misfires: false, userS: false, dieS: false, hit: 0, thrown: false, note, page: 'rules/wfb3.md §3.4', ...extra,
});

export const MISSILE_WEAPONS: Readonly<Record<string, MissileRow>> = {
  'short-bow': row('short-bow', 'Short bow', 16, 3, 0, 0, ''),
  bow: row('bow', 'Bow', 24, 3, 0, 0, ''),
  'long-bow': row('long-bow', 'Long bow', 30, 3, -1, 0, 'save −1 up to half range'),
  crossbow: row('crossbow', 'Crossbow', 30, 4, -1, 0, 'save −1 up to half range; cannot move and fire', { noMoveFire: true }),
  'repeating-crossbow': row('repeating-crossbow', 'Repeating crossbow', 16, 3, 0, 0, 'may fire twice at −1 to hit (tactic volleys: 2)', { maxShots: 2 }),
  sling: row('sling', 'Sling', 18, 3, 0, 0, 'fires twice at up to 9" if it did not move, but not standing and shooting', { slingDouble: true }),
  arquebus: row('arquebus', 'Arquebus', 24, 4, -1, 0, 'save −2 at 6" or less, −1 at 12" or less; cannot move and fire; a to-hit roll of 1 misfires, an S4 hit on the firers', { saveClose: -2, noMoveFire: true, misfires: true }),
  'throwing-spear': row('throwing-spear', 'Throwing spear', 4, 0, -1, 0, 'the thrower\'s S; save −1 up to half range; thrown by the first rank as a charge meets, at −1, its wounds counting in the combat', { thrown: true, userS: true }),
  'throwing-axe': row('throwing-axe', 'Throwing axe', 4, 0, -1, 0, 'as the throwing spear', { thrown: true, userS: true }),
  'throwing-dart': row('throwing-dart', 'Throwing dart', 6, 0, 0, 0, 'the thrower\'s S; thrown as a charge meets, as the throwing spear', { thrown: true, userS: true }),
  'throwing-knife': row('throwing-knife', 'Throwing knife', 6, 0, 0, 0, 'as the throwing dart', { thrown: true, userS: true }),
  javelin: row('javelin', 'Javelin', 8, 0, 0, 0, 'the thrower\'s S; thrown as a charge meets, as the throwing spear', { thrown: true, userS: true }),
  'improvised-missile': row('improvised-missile', 'Improvised missile', 3, -2, 1, 1, 'the thrower\'s S −2; −1 to hit; the target saves at +1', { userS: true, hit: -1 }),
  blowpipe: row('blowpipe', 'Blowpipe', 12, 0, 0, 0, 'S a D6 rolled for each hit', { dieS: true }),
  pistol: row('pistol', 'Pistol', 6, 4, -1, -1, 'save −1; may stand and shoot, but not move and fire; fired in hand-to-hand combat too (data/weapons.ts)', { noMoveFire: true }),
  blunderbuss: row('blunderbuss', 'Blunderbuss', 16, 3, -2, 0, 'S3 and save −2 up to 8", S1 over; cannot move and fire; a to-hit roll of 1 misfires, an S4 hit on the firers', { SLong: 1, noMoveFire: true, misfires: true }),
};

/** The arquebus's bands: −2 at 6" or less, −1 at 12" or less (the half range), none beyond. */
export const ARQUEBUS_CLOSE = 6;
/** The misfire's hit on the firers (§3.4). */
export const MISFIRE_S = 4;
