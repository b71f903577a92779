/**
 * Hand-to-hand and missile weapons of WFB4 as data (rules/wfb4.md §4.3, §5.6; RB p.24, p.42-45,
 * p.81), with their equipment cost (§10; RB p.92), plus two small pure helpers that turn a
 * weapon and a situation into the strength and save modifier of a hit.
 *
 * Where an entry rests on a reading rather than a printed sentence, its `note` says so.
 */
import { type DiceCode } from '../../../core/dice-odds.ts';
import { strengthSaveModifier } from '../../wfb/tables.ts';

/** A hand-to-hand weapon (rules/wfb4.md §5.6). */
export interface MeleeWeapon {
  id: string;
  name: string;
  /** Added to the wielder's S on every hit (double-handed +2, halberd +1). */
  strengthBonus: number;
  /**
   * Added to S in the turn the wielder charges, for a **mounted** wielder only: the two weapons
   * that have it give it to cavalry (RB p.45: cavalry spear +1, lance +2).
   */
  chargeStrengthBonus: number;
  /** Added to S in the first round of each combat only (flail +2, RB p.43; §12-21). */
  firstRoundStrengthBonus: number;
  /** Always strikes last, even when charging (double-handed, RB p.42). */
  strikesLast: boolean;
  /** Extra attacks per model (additional hand weapon, pistol: +1 whatever the base A, RB p.31). */
  extraAttack: number;
  /** Both hands are used, so a carried shield gives no save in hand-to-hand combat. */
  noShieldInMelee: boolean;
  /**
   * Ranks that fight, for an **infantry** wielder in a turn it did not charge (spear 2, RB p.45);
   * 1 otherwise. Cavalry always fight in one rank.
   */
  fightingRanks: number;
  /** Only a mounted model may carry it (lance, RB p.45 and p.92 a lance is for a mounted warrior). */
  mountedOnly: boolean;
  /** Only a model on foot may carry it. No weapon in the seed is restricted this way. */
  infantryOnly: boolean;
  /** S of this weapon's own hits whatever the wielder's S (pistol 4), or null. */
  fixedStrength: number | null;
  /** Save reduction on top of the strength modifier (pistol 1, RB p.45). */
  extraSaveModifier: number;
  /**
   * Which attacks the S rules above apply to: 'all' of the model's attacks, or only the
   * 'extra' attack this weapon grants (pistol: the attack from the pistol hand).
   */
  appliesTo: 'all' | 'extra';
  /** Cost per model on foot (RB p.92). */
  points: number;
  page: string;
  /** Readings and rules the fields do not hold; '' when there are none. */
  note: string;
}

const PLAIN: Omit<MeleeWeapon, 'id' | 'name' | 'points' | 'page'> = {
  strengthBonus: 0,
  chargeStrengthBonus: 0,
  firstRoundStrengthBonus: 0,
  strikesLast: false,
  extraAttack: 0,
  noShieldInMelee: false,
  fightingRanks: 1,
  mountedOnly: false,
  infantryOnly: false,
  fixedStrength: null,
  extraSaveModifier: 0,
  appliesTo: 'all',
  note: '',
};

/** Hand-to-hand weapons by id (rules/wfb4.md §5.6; costs §10, RB p.92). */
export const MELEE_WEAPONS: Readonly<Record<string, MeleeWeapon>> = {
  'hand-weapon': {
    ...PLAIN,
    id: 'hand-weapon',
    name: 'Hand weapon',
    points: 0, // the first hand weapon is included in every base cost (RB p.92)
    page: 'RB p.42',
  },
  'additional-hand-weapon': {
    ...PLAIN,
    id: 'additional-hand-weapon',
    name: 'Additional hand weapon',
    extraAttack: 1,
    noShieldInMelee: true,
    points: 1,
    page: 'RB p.31',
    note: 'No shield with two weapons is the §12-15 default reading (the book is silent); a rule flag may restore the shield.',
  },
  'double-handed': {
    ...PLAIN,
    id: 'double-handed',
    name: 'Double-handed weapon',
    strengthBonus: 2,
    strikesLast: true,
    noShieldInMelee: true,
    points: 2,
    page: 'RB p.42',
    note: 'If both sides strike last, the higher I strikes first (RB p.42).',
  },
  flail: {
    ...PLAIN,
    id: 'flail',
    name: 'Flail',
    firstRoundStrengthBonus: 2,
    noShieldInMelee: true,
    points: 1,
    page: 'RB p.43',
  },
  halberd: {
    ...PLAIN,
    id: 'halberd',
    name: 'Halberd',
    strengthBonus: 1,
    noShieldInMelee: true,
    points: 2,
    page: 'RB p.43',
  },
  spear: {
    ...PLAIN,
    id: 'spear',
    name: 'Spear',
    chargeStrengthBonus: 1,
    fightingRanks: 2,
    points: 1,
    page: 'RB p.45',
    note: 'Infantry: 2 ranks unless it charged this turn. Cavalry: +1 S in the turn it charges. Printed between p.43 and p.44 but labelled p.45 (§12-18).',
  },
  lance: {
    ...PLAIN,
    id: 'lance',
    name: 'Lance',
    chargeStrengthBonus: 2,
    mountedOnly: true,
    points: 2,
    page: 'RB p.45',
    note: 'Cannot be combined with a magic weapon\'s bonus (BM p.39).',
  },
  pistol: {
    ...PLAIN,
    id: 'pistol',
    name: 'Pistol (in hand-to-hand combat)',
    extraAttack: 1,
    noShieldInMelee: true,
    fixedStrength: 4,
    extraSaveModifier: 1,
    appliesTo: 'extra',
    points: 2,
    page: 'RB p.45',
    note:
      'Carried with a hand weapon: +1 A, and that attack hits at S4 with an extra −1 save. The model\'s own attacks stay with its hand weapon (reading: the pistol hand is the extra attack, as for two weapons, RB p.31). Shield lost as for two weapons (§12-15). A pistol used in combat cannot shoot in the next shooting phase.',
  },
};

/** One way a missile weapon may be fired in a shooting phase. */
export interface Volley {
  /** Shots per model. */
  shots: number;
  /** To-hit modifier on every shot of this option. */
  toHitModifier: number;
  /** Maximum range for this option, in inches. */
  range: number;
  /** Only if the unit did not move this turn. */
  requiresNoMove: boolean;
  /** May be chosen when standing and shooting at chargers (§3). */
  allowedWhenStandAndShoot: boolean;
}

/** A missile weapon (rules/wfb4.md §4.3). */
export interface MissileWeapon {
  id: string;
  name: string;
  /** Maximum range in inches; beyond half of it is long range (−1), RB p.24. */
  range: number;
  /** S of each hit, or null when the thrower's S is used. */
  strength: number | null;
  /** The hit uses the thrower's S plus `strengthBonus` (javelin family, RB p.44). */
  strengthFromThrower: boolean;
  /** Added to the thrower's S (throwing axe +1); 0 for fixed-strength weapons. */
  strengthBonus: number;
  /** Long range gives no −1 (thrown weapons, RB p.44). */
  noLongRangePenalty: boolean;
  /** Cannot shoot in a turn the unit moved (RB p.44-45, 81). */
  noMoveAndFire: boolean;
  /** Fires only every other turn: turn 1, not 2, turn 3 (RB p.45). */
  everyOtherTurn: boolean;
  /** Save reduction on top of the strength modifier (firearms, RB p.45, 81). */
  extraSaveModifier: number;
  /** The firing options; the first is the ordinary single shot. */
  volleys: readonly Volley[];
  /** Wounds caused by each unsaved wound; multiply after the save (§5.7). */
  woundsPerHit: DiceCode;
  /** Cost per model on foot (RB p.92), or null when the seed prices it nowhere. */
  points: number | null;
  page: string;
  /** Readings and rules the fields do not hold; '' when there are none. */
  note: string;
}

/** Short-bow ranges the seed gives: p.24 table, the p.24/p.26 examples, the p.44 table (§12-1). */
export const SHORT_BOW_RANGES = [15, 16, 18] as const;
/** A short-bow range in inches: one of SHORT_BOW_RANGES, or 17 as a house rule between them. */
export type ShortBowRange = number;

/** 16": the only reading that fits both worked examples (short range ≤ 8", §12-1). */
export const DEFAULT_SHORT_BOW_RANGE: ShortBowRange = 16;

/** The ordinary single shot at full range. */
function single(range: number): Volley {
  return { shots: 1, toHitModifier: 0, range, requiresNoMove: false, allowedWhenStandAndShoot: true };
}

function fixed(
  id: string,
  name: string,
  range: number,
  strength: number,
  points: number | null,
  page: string,
  rules: Partial<MissileWeapon> = {},
): MissileWeapon {
  return {
    id,
    name,
    range,
    strength,
    strengthFromThrower: false,
    strengthBonus: 0,
    noLongRangePenalty: false,
    noMoveAndFire: false,
    everyOtherTurn: false,
    extraSaveModifier: 0,
    volleys: [single(range)],
    woundsPerHit: '1',
    points,
    page,
    note: '',
    ...rules,
  };
}

/** Thrown weapons: the thrower's S (+ bonus), no long-range penalty (RB p.44). */
function thrown(id: string, name: string, range: number, strengthBonus: number, points: number | null, page: string, note = ''): MissileWeapon {
  return {
    id,
    name,
    range,
    strength: null,
    strengthFromThrower: true,
    strengthBonus,
    noLongRangePenalty: true,
    noMoveAndFire: false,
    everyOtherTurn: false,
    extraSaveModifier: 0,
    volleys: [single(range)],
    woundsPerHit: '1',
    points,
    page,
    note,
  };
}

/** Options for `missileWeapons`: the readings of ambiguous entries. */
export interface MissileWeaponOptions {
  /** Short-bow maximum range (§12-1); default 16. */
  shortBowRange?: ShortBowRange;
}

/**
 * Missile weapons by id (rules/wfb4.md §4.3; ranges RB p.24, rules RB p.44-45, jezzail RB p.81;
 * costs §10, RB p.92), for one reading of the short-bow range.
 *
 * @param options shortBowRange: 15, 16 (default) or 18 (§12-1)
 * @returns a fresh table of every supported missile weapon
 * @throws RangeError for a short-bow range the book does not give
 * @example missileWeapons({ shortBowRange: 18 })['short-bow'].range // → 18
 */
export function missileWeapons(options: MissileWeaponOptions = {}): Record<string, MissileWeapon> {
  const shortBowRange = options.shortBowRange ?? DEFAULT_SHORT_BOW_RANGE;
  // The flag's bounds (15 to 18, the shortBowRange flag): the seed's three readings and 17", a
  // house rule between them, which the scenario loader lets through.
  if (!Number.isInteger(shortBowRange) || shortBowRange < SHORT_BOW_RANGES[0] || shortBowRange > SHORT_BOW_RANGES[SHORT_BOW_RANGES.length - 1]) {
    throw new RangeError(`short-bow range must be a whole number from ${SHORT_BOW_RANGES[0]} to ${SHORT_BOW_RANGES[SHORT_BOW_RANGES.length - 1]}, got ${shortBowRange}`);
  }
  return {
    'short-bow': fixed('short-bow', 'Short bow', shortBowRange, 3, 1, 'RB p.24, p.44', {
      note: 'Range 15" (p.24 table), 16" (p.24, p.26 examples) or 18" (p.44 table): §12-1.',
    }),
    bow: fixed('bow', 'Bow', 24, 3, 2, 'RB p.44'),
    'long-bow': fixed('long-bow', 'Long bow', 30, 3, 3, 'RB p.44'),
    crossbow: fixed('crossbow', 'Crossbow', 30, 4, 3, 'RB p.44', {
      noMoveAndFire: true,
      note: 'May stand and shoot: reacting to a charge is not moving (§12-27).',
    }),
    'repeating-crossbow': fixed('repeating-crossbow', 'Repeating crossbow', 24, 3, 4, 'RB p.44', {
      volleys: [
        single(24),
        { shots: 2, toHitModifier: -1, range: 24, requiresNoMove: false, allowedWhenStandAndShoot: true },
      ],
    }),
    sling: fixed('sling', 'Sling', 18, 3, 1, 'RB p.45', {
      volleys: [
        single(18),
        { shots: 2, toHitModifier: 0, range: 9, requiresNoMove: true, allowedWhenStandAndShoot: false },
      ],
    }),
    javelin: thrown('javelin', 'Javelin', 8, 0, 1, 'RB p.44'),
    'throwing-axe': thrown(
      'throwing-axe',
      'Throwing axe',
      4,
      1,
      null,
      'RB p.24, p.44',
      'Not in the equipment price list (RB p.92): give its cost in the scenario.',
    ),
    'thrown-spear': thrown(
      'thrown-spear',
      'Thrown spear',
      4,
      0,
      null,
      'RB p.24',
      'Only its range is printed (p.24 table); the javelin rules and the thrower\'s S are assumed (§4.3). Not priced (RB p.92).',
    ),
    dart: thrown('dart', 'Dart', 6, 0, null, 'RB p.24, p.44', 'Not in the equipment price list (RB p.92).'),
    'throwing-knife': thrown(
      'throwing-knife',
      'Throwing knife',
      6,
      0,
      null,
      'RB p.24, p.44',
      'Not in the equipment price list (RB p.92).',
    ),
    'hand-gun': fixed('hand-gun', 'Hand gun', 24, 4, 3, 'RB p.45', {
      noMoveAndFire: true,
      everyOtherTurn: true,
      extraSaveModifier: 1,
      note: 'A two-rank unit may fire the front rank and swap ranks, the only movement allowed when firing (RB p.45).',
    }),
    pistol: fixed('pistol', 'Pistol', 6, 4, 2, 'RB p.45', {
      everyOtherTurn: true,
      extraSaveModifier: 1,
      note: 'Cannot shoot in a shooting phase after it was used in hand-to-hand combat (RB p.45).',
    }),
    'brace-of-pistols': fixed('brace-of-pistols', 'Brace of pistols', 6, 4, 4, 'RB p.45', {
      extraSaveModifier: 1,
      note: 'Two pistols fire one every turn (RB p.45); priced as two pistols at 2 each (RB p.92).',
    }),
    'warplock-jezzail': fixed('warplock-jezzail', 'Warplock jezzail', 36, 5, null, 'RB p.81', {
      noMoveAndFire: true,
      extraSaveModifier: 1,
      woundsPerHit: 'D3',
      note: 'A 2-crew team priced as a machine, 30 per jezzail (RB p.92, MACHINE_POINTS). With one crew left: half move and −1 to hit; destroyed when both are dead. May skirmish (RB p.81).',
    }),
  };
}

/** Missile weapons under the default readings (short bow 16", §12-1). */
export const MISSILE_WEAPONS: Readonly<Record<string, MissileWeapon>> = missileWeapons();

/** A missile weapon the seed names but does not give rules for. */
export interface UnsupportedWeapon {
  id: string;
  name: string;
  range: number;
  reason: string;
  page: string;
}

/** Missile weapons left out, with why (rules/wfb4.md §4.3, §12-17). */
export const UNSUPPORTED_MISSILE: Readonly<Record<string, UnsupportedWeapon>> = {
  grenade: {
    id: 'grenade',
    name: 'Grenade',
    range: 6,
    reason: 'Only its 6" range is printed (RB p.24 table); its strength, rules and cost are not in the seed (§12-17).',
    page: 'RB p.24',
  },
};

/** What decides which strength bonuses a melee hit gets. */
export interface MeleeSituation {
  /** The wielder is a cavalry model (rider on a mount). */
  mounted: boolean;
  /** The wielder's unit charged this turn (it counts as charging, §6.5 pursuit included). */
  charged: boolean;
  /** This is the first round of this engagement (§12-21). */
  firstRound: boolean;
}

function meleeWeapon(id: string): MeleeWeapon {
  const weapon = MELEE_WEAPONS[id];
  if (!weapon) throw new Error(`unknown hand-to-hand weapon '${id}'; known: ${Object.keys(MELEE_WEAPONS).join(', ')}`);
  return weapon;
}

/**
 * Strength of a melee hit with a weapon (rules/wfb4.md §5.6; RB p.42-45).
 *
 * @param weaponId a MELEE_WEAPONS key
 * @param wielderS the wielder's S
 * @param situation mounted, charged this turn, first round of the engagement
 * @param attack 'normal' for the model's own attacks, 'extra' for the attack the weapon grants
 * @returns the S the hit wounds and pierces armour with
 * @throws Error for an unknown weapon, or a mounted-only weapon used on foot
 * @example meleeStrength('lance', 3, { mounted: true, charged: true, firstRound: true }) // → 5
 */
export function meleeStrength(
  weaponId: string,
  wielderS: number,
  situation: MeleeSituation,
  attack: 'normal' | 'extra' = 'normal',
): number {
  const weapon = meleeWeapon(weaponId);
  if (weapon.mountedOnly && !situation.mounted) throw new Error(`${weapon.name} is for mounted models only`);
  // A weapon whose rules cover only the attack it grants leaves the model's own attacks alone.
  if (weapon.appliesTo === 'extra' && attack === 'normal') return wielderS;
  if (weapon.fixedStrength !== null) return weapon.fixedStrength;
  let s = wielderS + weapon.strengthBonus;
  if (situation.mounted && situation.charged) s += weapon.chargeStrengthBonus;
  if (situation.firstRound) s += weapon.firstRoundStrengthBonus;
  return s;
}

/**
 * How much a melee hit worsens the armour save: the strength modifier of `meleeStrength` plus
 * the weapon's own extra (rules/wfb4.md §5.8).
 *
 * @returns the reduction, ≥ 0
 * @example meleeSaveModifier('double-handed', 3, { mounted: false, charged: false, firstRound: false }) // → 2
 */
export function meleeSaveModifier(
  weaponId: string,
  wielderS: number,
  situation: MeleeSituation,
  attack: 'normal' | 'extra' = 'normal',
): number {
  const weapon = meleeWeapon(weaponId);
  const s = meleeStrength(weaponId, wielderS, situation, attack);
  const own = weapon.appliesTo === 'extra' && attack === 'normal' ? 0 : weapon.extraSaveModifier;
  return strengthSaveModifier(s) + own;
}

/**
 * Strength of a missile hit: the weapon's S, or the thrower's S plus the bonus
 * (rules/wfb4.md §4.3; RB p.44).
 *
 * @param weapon a MissileWeapon
 * @param throwerS the shooter's S (used only by thrown weapons)
 * @returns the S of the hit
 * @throws Error for a malformed entry with neither a strength nor strengthFromThrower
 * @example missileStrength(MISSILE_WEAPONS['throwing-axe'], 3) // → 4
 */
export function missileStrength(weapon: MissileWeapon, throwerS: number): number {
  if (weapon.strengthFromThrower) return throwerS + weapon.strengthBonus;
  if (weapon.strength === null) throw new Error(`${weapon.name} has neither a strength nor the thrower's`);
  return weapon.strength;
}
