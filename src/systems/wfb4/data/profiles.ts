/**
 * Every complete model profile the WFB4 seed prints (rules/wfb4.md §1.2), and the character
 * increments that build champions, heroes, lords and wizards from a race profile (RB p.46-47).
 *
 * The seed has no bestiary: profiles for Elves, Goblins, Dwarfs and the rest are a gap
 * (§1.2, §12-17) and scenarios give them inline. Left out on purpose:
 * - Chariot and Snotling Pump Wagon (RB p.72, 74) and the war machines (RB p.76-79): only
 *   S, T, W, I are given, and they are machines, not models of a race.
 * - Chaos Spawn (BM p.32): M is 2D6 and the printed string does not parse reliably (§1.2).
 *
 * Data rows copy the printed figures; `characterProfile` derives the same figures from the
 * increment table, and the tests check the two agree.
 */

/** The nine characteristics (RB p.14). 0 means no ability in that field. */
export interface Characteristics {
  M: number;
  WS: number;
  BS: number;
  S: number;
  T: number;
  W: number;
  I: number;
  A: number;
  Ld: number;
}

/**
 * What kind of model a profile is, for the defaults a scenario gets when it names it.
 * `mount` (a steed printed on its own, RB p.95) and `familiar` (BM p.35: a wizard's companion
 * that is neither a character nor a trooper) cover profiles outside the four troop types.
 */
export type TroopType = 'infantry' | 'cavalry' | 'monster' | 'character' | 'mount' | 'familiar';

/** Character levels of the increment tables (rules/wfb4.md §1.2; RB p.46-47). */
export type CharacterLevel =
  | 'champion'
  | 'hero'
  | 'lord'
  | 'wizard'
  | 'wizard-champion'
  | 'master-wizard'
  | 'wizard-lord';

/** A built-in profile as printed in the seed. */
export interface BuiltinProfile extends Characteristics {
  id: string;
  name: string;
  /**
   * Points key: a RACE_POINTS key for troopers, the CHARACTER_POINTS / WIZARD_POINTS key for
   * characters (points.ts), a MOUNTS key for a steed, 'familiar' for familiars (bought as magic
   * items whose card values the seed does not print).
   */
  race: string;
  troop: TroopType;
  /** The character level for character profiles, else null. */
  level: CharacterLevel | null;
  /**
   * Points per model on foot where the book prices this profile itself rather than by its
   * race row (Reiksguard Knight 8, RB p.95; Acolytes 25 per 5, BM p.36); null otherwise.
   */
  basePoints: number | null;
  /**
   * Weapons, armour and mount the book gives this profile, where it does (ids of weapons.ts,
   * armour.ts, mounts.ts, split as a scenario unit lists them); null otherwise.
   */
  kit: { weapons: readonly string[]; armour: readonly string[]; mount: string | null } | null;
  page: string;
}

/** An increment row: what a character level adds to the base race profile. */
export interface CharacterIncrement extends Characteristics {
  level: CharacterLevel;
  name: string;
  page: string;
}

const NO_CHANGE = { M: 0, WS: 0, BS: 0, S: 0, T: 0, W: 0, I: 0, A: 0, Ld: 0 };

/**
 * Character increments (rules/wfb4.md §1.2): champion, hero and lord from RB p.46, the four
 * wizard levels from RB p.47. A '-' in the book is 0 here.
 */
export const CHARACTER_INCREMENTS: Readonly<Record<CharacterLevel, CharacterIncrement>> = {
  champion: { ...NO_CHANGE, level: 'champion', name: 'Champion', WS: 1, BS: 1, S: 1, I: 1, A: 1, page: 'RB p.46' },
  hero: { ...NO_CHANGE, level: 'hero', name: 'Hero', WS: 2, BS: 2, S: 1, T: 1, W: 1, I: 2, A: 2, Ld: 1, page: 'RB p.46' },
  lord: { ...NO_CHANGE, level: 'lord', name: 'Lord', WS: 3, BS: 3, S: 1, T: 1, W: 2, I: 3, A: 3, Ld: 2, page: 'RB p.46' },
  wizard: { ...NO_CHANGE, level: 'wizard', name: 'Wizard', T: 1, I: 1, page: 'RB p.47' },
  'wizard-champion': {
    ...NO_CHANGE,
    level: 'wizard-champion',
    name: 'Wizard Champion',
    S: 1,
    T: 1,
    W: 1,
    I: 1,
    page: 'RB p.47',
  },
  'master-wizard': {
    ...NO_CHANGE,
    level: 'master-wizard',
    name: 'Master Wizard',
    S: 1,
    T: 1,
    W: 2,
    I: 2,
    A: 1,
    page: 'RB p.47',
  },
  'wizard-lord': {
    ...NO_CHANGE,
    level: 'wizard-lord',
    name: 'Wizard Lord',
    S: 1,
    T: 1,
    W: 3,
    I: 3,
    A: 2,
    Ld: 1,
    page: 'RB p.47',
  },
};

const STATS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;

/**
 * A character's profile: the base race profile plus the level's increment
 * (rules/wfb4.md §1.2; RB p.46-47). Values are capped at 10, the top of the scale (RB p.14);
 * the book's own examples (Man, Orc) never reach it.
 *
 * @param base the race profile (a BuiltinProfile or inline characteristics)
 * @param level the character level
 * @returns the nine characteristics of the character
 * @example characterProfile(BUILTIN_PROFILES.man, 'hero') // → M4 WS5 BS5 S4 T4 W2 I5 A3 Ld8
 */
export function characterProfile(base: Characteristics, level: CharacterLevel): Characteristics {
  const inc = CHARACTER_INCREMENTS[level];
  const out = { ...NO_CHANGE };
  for (const stat of STATS) out[stat] = Math.min(10, base[stat] + inc[stat]);
  return out;
}

/** Shorthand for a printed row: M WS BS S T W I A Ld in book order. */
function stats(M: number, WS: number, BS: number, S: number, T: number, W: number, I: number, A: number, Ld: number): Characteristics {
  return { M, WS, BS, S, T, W, I, A, Ld };
}

type Extra = Pick<BuiltinProfile, 'id' | 'name' | 'race' | 'troop' | 'page'> &
  Partial<Pick<BuiltinProfile, 'level' | 'basePoints' | 'kit'>>;

function profile(row: Characteristics, extra: Extra): BuiltinProfile {
  return { ...row, level: null, basePoints: null, kit: null, ...extra };
}

/**
 * Every complete profile the seed prints (rules/wfb4.md §1.2), by id. Figures are copied from
 * the book's own profile rows, not derived.
 */
export const BUILTIN_PROFILES: Readonly<Record<string, BuiltinProfile>> = {
  // RB p.15: the two example profiles.
  man: profile(stats(4, 3, 3, 3, 3, 1, 3, 1, 7), { id: 'man', name: 'Man', race: 'man', troop: 'infantry', page: 'RB p.15' }),
  orc: profile(stats(4, 3, 3, 3, 4, 1, 2, 1, 7), { id: 'orc', name: 'Orc', race: 'orc', troop: 'infantry', page: 'RB p.15' }),

  // RB p.46: characters, Men.
  'champion-man': profile(stats(4, 4, 4, 4, 3, 1, 4, 2, 7), {
    id: 'champion-man',
    name: 'Champion (Man)',
    race: 'man',
    troop: 'character',
    level: 'champion',
    page: 'RB p.46',
  }),
  'hero-man': profile(stats(4, 5, 5, 4, 4, 2, 5, 3, 8), {
    id: 'hero-man',
    name: 'Hero (Man)',
    race: 'man',
    troop: 'character',
    level: 'hero',
    page: 'RB p.46',
  }),
  'lord-man': profile(stats(4, 6, 6, 4, 4, 3, 6, 4, 9), {
    id: 'lord-man',
    name: 'Lord (Man)',
    race: 'man',
    troop: 'character',
    level: 'lord',
    page: 'RB p.46',
  }),

  // RB p.46: characters, Orcs (Goblins use the same names, p.46).
  'orc-boss': profile(stats(4, 4, 4, 4, 4, 1, 3, 2, 7), {
    id: 'orc-boss',
    name: 'Orc Boss',
    race: 'orc',
    troop: 'character',
    level: 'champion',
    page: 'RB p.46',
  }),
  'orc-big-boss': profile(stats(4, 5, 5, 4, 5, 2, 4, 3, 8), {
    id: 'orc-big-boss',
    name: 'Orc Big Boss',
    race: 'orc',
    troop: 'character',
    level: 'hero',
    page: 'RB p.46',
  }),
  'orc-warboss': profile(stats(4, 6, 6, 4, 5, 3, 5, 4, 9), {
    id: 'orc-warboss',
    name: 'Orc Warboss',
    race: 'orc',
    troop: 'character',
    level: 'lord',
    page: 'RB p.46',
  }),

  // RB p.47: wizards, Men.
  'wizard-man': profile(stats(4, 3, 3, 3, 4, 1, 4, 1, 7), {
    id: 'wizard-man',
    name: 'Wizard (Man)',
    race: 'man',
    troop: 'character',
    level: 'wizard',
    page: 'RB p.47',
  }),
  'wizard-champion-man': profile(stats(4, 3, 3, 4, 4, 2, 4, 1, 7), {
    id: 'wizard-champion-man',
    name: 'Wizard Champion (Man)',
    race: 'man',
    troop: 'character',
    level: 'wizard-champion',
    page: 'RB p.47',
  }),
  'master-wizard-man': profile(stats(4, 3, 3, 4, 4, 3, 5, 2, 7), {
    id: 'master-wizard-man',
    name: 'Master Wizard (Man)',
    race: 'man',
    troop: 'character',
    level: 'master-wizard',
    page: 'RB p.47',
  }),
  'wizard-lord-man': profile(stats(4, 3, 3, 4, 4, 4, 6, 3, 8), {
    id: 'wizard-lord-man',
    name: 'Wizard Lord (Man)',
    race: 'man',
    troop: 'character',
    level: 'wizard-lord',
    page: 'RB p.47',
  }),

  // RB p.95: the points-variation example, an elite Man on a barded Warhorse.
  'reiksguard-knight': profile(stats(4, 4, 3, 4, 4, 1, 4, 1, 7), {
    id: 'reiksguard-knight',
    name: 'Reiksguard Knight',
    race: 'man',
    troop: 'cavalry',
    basePoints: 8,
    kit: { weapons: ['lance'], armour: ['heavy-armour', 'shield', 'barding'], mount: 'warhorse' },
    page: 'RB p.95',
  }),
  warhorse: profile(stats(8, 3, 0, 3, 3, 1, 3, 1, 5), {
    id: 'warhorse',
    name: 'Warhorse',
    race: 'warhorse',
    troop: 'mount',
    page: 'RB p.95',
  }),

  // BM p.35-36: wizards' companions.
  'warrior-familiar': profile(stats(4, 5, 0, 4, 4, 1, 6, 2, 10), {
    id: 'warrior-familiar',
    name: 'Warrior Familiar',
    race: 'familiar',
    troop: 'familiar',
    page: 'BM p.35',
  }),
  'spell-familiar': profile(stats(4, 3, 3, 2, 3, 1, 4, 1, 8), {
    id: 'spell-familiar',
    name: 'Spell Familiar',
    race: 'familiar',
    troop: 'familiar',
    page: 'BM p.35',
  }),
  'power-familiar': profile(stats(4, 3, 3, 2, 3, 1, 4, 1, 8), {
    id: 'power-familiar',
    name: 'Power Familiar',
    race: 'familiar',
    troop: 'familiar',
    page: 'BM p.35',
  }),
  acolyte: profile(stats(4, 3, 3, 3, 3, 1, 3, 1, 7), {
    id: 'acolyte',
    name: 'Acolyte',
    race: 'man',
    troop: 'infantry',
    basePoints: 5, // "25 for 5 models" (BM p.36)
    kit: { weapons: ['hand-weapon'], armour: [], mount: null },
    page: 'BM p.36',
  }),
};
