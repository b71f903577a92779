/**
 * Shapes of the built-in The 9th Age: Essence of War data (rules/t9a_eow.md §10): the 16
 * Patrols (premade Basic armies, §10.2), the 16 Advanced army lists (§10.3), the mounts of
 * the Bestiary (§10.1), the shooting weapons (§5), the Grimoire (§4.5) and the Vault (§9).
 *
 * Model rules are kept exactly as printed ("Impact (D3+1 Hits, Str 4, AP 1)",
 * "Bow (4+)"); rules.ts reads them into what the engine plays, so the data files stay a
 * faithful copy of the book that a test can compare with the digest cell by cell.
 */

/** The 16 factions, in the book's order. */
export type T9aArmyId =
  | 'beast-herds'
  | 'daemon-legions'
  | 'dread-elves'
  | 'dwarven-holds'
  | 'empire-of-sonnstahl'
  | 'highborn-elves'
  | 'infernal-dwarves'
  | 'kingdom-of-equitaine'
  | 'ogre-khans'
  | 'orcs-and-goblins'
  | 'saurian-ancients'
  | 'sylvan-elves'
  | 'undying-dynasties'
  | 'vampire-covenant'
  | 'vermin-swarm'
  | 'warriors-of-the-dark-gods';

/**
 * A dice expression as printed: 'D3', 'D3+1', '2D3', '2D3+1', '3D3', '4D3', 'D6', '2D6',
 * '4D6', or a plain number written as a string ('1', '2').
 */
export type T9aDice = string;

/** Characteristics (§1.1), printed as Adv/Mar/Dis(/Rsr), HP/Def/Res/Arm/Aeg, Att/Off/Str/AP/Agi. */
export interface T9aStats {
  /** Advance rate, inches. */
  adv: number;
  /** March rate, inches; the Steam Tank's rolled '4D3' is kept as a dice string. */
  mar: number | T9aDice;
  dis: number;
  /** Undying and Vampire units only; null when not printed. */
  rsr: number | null;
  hp: number;
  def: number;
  res: number;
  arm: number;
  /** Aegis "N+" as N; null for "-". */
  aeg: number | null;
  /** Null for "-" (no normal melee attacks: Steam Tank, Infernal Engine). */
  att: number | null;
  off: number | null;
  str: number;
  ap: number;
  agi: number;
}

/** Base size in millimetres, width × depth, as printed ("25x50" → [25, 50]). */
export type T9aBase = readonly [number, number];

/** One unit of a Patrol (§10.2): the General first, then 2 Core units and 1 Special. */
export interface T9aPatrolEntry {
  /** Kebab-case of the printed name: 'mongrel-herd', 'skink-veteran-on-pteradon'. */
  id: string;
  /** As printed. */
  name: string;
  /** The "#" column: number of models. */
  models: number;
  base: T9aBase;
  /** "Single" → files 1, ranks 1, single true; "5x3" → files 5, ranks 3. */
  files: number;
  ranks: number;
  single: boolean;
  stats: T9aStats;
  /** The Rules cell split on top-level commas, each exactly as printed; [] when empty. */
  rules: string[];
}

export interface T9aPatrol {
  army: T9aArmyId;
  /** As printed: 'Beast Herds'. */
  name: string;
  entries: T9aPatrolEntry[];
}

/** Category, inferred (§10.3, §12 D2). */
export type T9aCategory = 'character' | 'support' | 'core' | 'special';

/**
 * One option of an Advanced list entry (§10.3 "Options (pts)"). Base options (no "+")
 * are alternatives — pick exactly one; upgrades ("+N") add to the base cost.
 */
export interface T9aOption {
  /** The option as printed without its points: 'Single', '5x3', 'on Raid. Chariot', 'Master', 'Conclave'. */
  label: string;
  kind: 'base' | 'upgrade';
  points: number;
  /** For a formation base option ("5x3"): files and ranks. Single-model options leave these out. */
  files?: number;
  ranks?: number;
  /** "(0-1)" after the option: at most this many units in a roster may take it. */
  limit?: number;
  /** The mount the option puts the model on (§10.1), by mount id. */
  mount?: string;
}

export interface T9aArmyEntry {
  /** Kebab-case of the printed name: 'soothsayer', 'kuulimas-deceiver'. */
  id: string;
  name: string;
  category: T9aCategory;
  /** Dup "0-X": at most X per roster. */
  max: number;
  base: T9aBase;
  options: T9aOption[];
  stats: T9aStats;
  /** Model rules cell split on top-level commas, each exactly as printed. */
  rules: string[];
  /** The digest's notes under the table for this entry, shortened, if any. */
  notes?: string[];
}

export interface T9aArmyList {
  id: T9aArmyId;
  name: string;
  entries: T9aArmyEntry[];
  /** §12 D1: the Path the faction's wizards default to (the Patrol's Path). */
  defaultPath: string;
  /**
   * Rules of the army itself, printed in the list's rules but on no entry (§7.2): the player
   * uses them, not a model ('Orisons').
   */
  armyRules?: string[];
}

/**
 * A mount of the Bestiary (§10.1). Characteristics: null = unchanged ("—"); a number sets
 * the value; `armBonus` adds to Arm (cap 5). Base replaces the rider's base.
 */
export interface T9aMount {
  id: string;
  name: string;
  base: T9aBase;
  adv: number | null;
  mar: number | null;
  hp: number | null;
  res: number | null;
  /** "+N" → armBonus N; a bold bare number → armSet. */
  armBonus: number;
  armSet: number | null;
  /** Bull of Shamut's Aegis 5+. */
  aeg: number | null;
  /** Rules gained, each as printed: 'Impact (1 Hit, Str 4, AP 1)', 'Swiftstride'. */
  rules: string[];
}

/** A shooting weapon of the §5 table. Str/AP null = the user's own ("user"). */
export interface T9aWeapon {
  id: string;
  name: string;
  /** Shots per model: '1', '2', 'D3+1', '4'. Breath is '2D3' automatic hits. */
  shots: T9aDice;
  range: number;
  str: number | null;
  ap: number | null;
  /** Better Str / AP within a short range (Sylvan Longbow Str 4 within 15", Sling 4 within 9", Repeater Crossbow AP 1 within 9"). */
  closeRange?: number;
  closeStr?: number;
  closeAp?: number;
  /** Ranks that shoot: 2, or 3 for bows that say so. */
  ranks: 2 | 3;
  noLongRange: boolean;
  noMoveAndShoot: boolean;
  noCover: boolean;
  /** No Aim modifiers at all (Impaling Roots). */
  noAimModifiers: boolean;
  marchAndShoot: boolean;
  poison: boolean;
  /** Multiple Wounds: '2', 'D3'. */
  multipleWounds?: T9aDice;
  /** Area Attack (N). */
  area?: number;
  /** Breath: once per game, automatic hits, may be used in melee. */
  breath: boolean;
  /** Who carries it and at what Aim, as printed in the Carriers column. */
  carriers: string;
}

/** The Paths of the Grimoire (§4.5) and the faction spells. */
export type T9aPath =
  | 'alchemy'
  | 'cosmology'
  | 'divination'
  | 'druidism'
  | 'evocation'
  | 'occultism'
  | 'pyromancy'
  | 'shamanism'
  | 'thaumaturgy'
  | 'battle-runes'
  | 'witchcraft'
  | 'faction';

/**
 * Whom a spell is aimed at; `T9aSpell.range` is measured from the caster.
 * - 'friend' / 'enemy' / 'any': one unit within range (a friend or an enemy for 'any').
 * - 'enemy-or-terrain': one enemy unit within range of the caster **or** within 6" of any
 *   Hindering or Elevated Terrain (Entwining Roots, Master of Earth).
 * - 'self-area': the caster's own unit and everything around it.
 * - 'all-enemies': every enemy unit within range (Scorching Salvo).
 * - 'friends-area': every eligible friendly unit within range (Danse Macabre, wide Scrying).
 */
export type T9aSpellTarget =
  | 'friend'
  | 'enemy'
  | 'any'
  | 'enemy-or-terrain'
  | 'self-area'
  | 'all-enemies'
  | 'friends-area';

/**
 * What a spell does, for the engine (§4.4, §4.5). Buffs and debuffs last until the start of the
 * caster's next Magic phase. Every number is a **signed modifier** added to what it names:
 * `off: -1` lowers Off by 1, `toHit: -1` makes hitting one step harder, `toWound: 1` one step
 * easier. `aim` is added to the Aim **number** (§5: "+1 to the Aim" is worse), so Altered Sight
 * is `aim: -1` (improved) and Entwining Roots `aim: 1` (worsened).
 *
 * - hits: the target suffers `hits` hits (rolled once per casting) at `str`/`ap`.
 *   `str: 'target-arm+1'` is 1 + the target's Arm, the Arm counting as at least `armFloor`
 *   (Molten Copper); `str: 'D6'` is rolled per hit (Hand of Heaven). `autoWound` skips the
 *   To-Wound roll (Fate's Judgement; `str` is then 0 and unused). `radius` (Wrath of God): the
 *   hits go instead to **every** unit, friend or foe, within that rolled radius of the target
 *   (target included, radius rolled once, each unit rolls its own `hits`, §12 R20).
 *   `unengaged`: 'targets' = only unengaged units are hit (Scorching Salvo, Wrath of God);
 *   'caster-and-target' = neither caster nor target may be Engaged though no LoS is needed
 *   (Master of Earth). Spells whose `damage` flag is set already require both.
 * - auto-wound: one model (a joined character may be picked when `mayHitCharacter`) suffers
 *   `wounds` wounds with no To-Wound roll, at `ap` (Hasten the Hour).
 * - buff: a friendly unit's modifiers. `attacks` says which attacks the to-wound, re-roll and
 *   AP modifiers apply to ('melee' or 'melee-and-shooting'); without it a Str/AP change is a
 *   characteristic change. `toHitAgainst` / `toWoundAgainst` modify attacks made **against** the
 *   unit (Scrying, Rune of Resilience). `aegis: 'healing-waters'` = Aegis 5+, or 4+ if it
 *   already had 5+. `wide`: the wider casting (castingValueWide) and whom it reaches (Scrying).
 * - debuff: an enemy unit's modifiers (`minimum` floors the lowered characteristics;
 *   `dangerous` = all terrain, Open included, counts as Dangerous (N); `casterBuff` is what the
 *   caster itself gains; `rerollWoundAgainst` = attacks against it re-roll failed To-Wound,
 *   melee and shooting).
 * - by-side: one unit of either side; a friend gets `friend`, an enemy `enemy`
 *   (Perception of Strength).
 * - roll: roll a D6 and apply the result whose [min, max] contains it (Smite the Unbeliever).
 * - magical-move: each eligible target may make an Advance move of `inches` now (§4.4: never
 *   into contact; not for units that fled, failed a charge, rallied or already moved magically).
 * - fixed-hit-against: melee attacks against the unit hit on natural `value`+ and fail below it,
 *   ignoring every modifier and Off/Def (The Wheel Turns).
 * - heal: each target regains lost HP equal to its Rsr characteristic; Characters and Towering
 *   models at most `characterCap` HP per Magic phase. `amplify` (Death is only the Beginning):
 *   never cast alone, it rides on another spell the caster declares Amplified (that spell's CV
 *   +`amplify`) and heals each friendly unit that spell targets. `wide`: the wider casting
 *   (castingValueWide) reaching `units` units (Arise!).
 * - special: anything else, by name, for the engine to play by hand (Rune of Revocation).
 */
export type T9aSpellEffect =
  | {
      kind: 'hits';
      hits: T9aDice;
      str: number | 'target-arm+1' | 'D6';
      ap: number;
      multipleWounds?: T9aDice;
      rerollSuccessfulArmour?: boolean;
      autoWound?: boolean;
      armFloor?: number;
      radius?: T9aDice;
      unengaged?: 'targets' | 'caster-and-target';
    }
  | { kind: 'auto-wound'; wounds: number; ap: number; mayHitCharacter?: boolean }
  | {
      kind: 'buff';
      off?: number;
      def?: number;
      str?: number;
      ap?: number;
      att?: number;
      agi?: number;
      arm?: number;
      aim?: number;
      toWound?: number;
      chargeRange?: T9aDice;
      aegis?: 'healing-waters';
      rerollWound?: 'failed';
      attacks?: 'melee' | 'melee-and-shooting';
      toHitAgainst?: number;
      toWoundAgainst?: number;
      wide?: { target: T9aSpellTarget; range: number };
    }
  | {
      kind: 'debuff';
      off?: number;
      def?: number;
      str?: number;
      ap?: number;
      res?: number;
      aim?: number;
      toHit?: number;
      toWoundAgainst?: number;
      dangerous?: number;
      minimum?: number;
      casterBuff?: { off: number; def: number };
      rerollWoundAgainst?: 'failed';
    }
  | {
      kind: 'by-side';
      friend: Extract<T9aSpellEffect, { kind: 'buff' }>;
      enemy: Extract<T9aSpellEffect, { kind: 'debuff' }>;
    }
  | {
      kind: 'roll';
      results: ReadonlyArray<{ min: number; max: number; effect: Extract<T9aSpellEffect, { kind: 'debuff' }> }>;
    }
  | { kind: 'magical-move'; inches: number }
  | { kind: 'fixed-hit-against'; value: number; attacks: 'melee' }
  | {
      kind: 'heal';
      amount: 'rsr';
      characterCap: number;
      amplify?: number;
      wide?: { target: T9aSpellTarget; range: number; units: number };
    }
  | { kind: 'special'; rule: string };

export interface T9aSpell {
  id: string;
  name: string;
  path: T9aPath;
  /** 1, 2 or 3 within the Path; 0 for faction spells. */
  number: 0 | 1 | 2 | 3;
  /** Casting value "N+". Scrying and Arise! have a second, wider value. */
  castingValue: number;
  castingValueWide?: number;
  range: number;
  target: T9aSpellTarget;
  /** "¬Eng+LoS": a damage spell — target in LoS, neither caster nor target Engaged. */
  damage: boolean;
  replicable: boolean;
  effect: T9aSpellEffect;
  /** The digest's line, in our words, for `warsim list t9a-eow spells`. */
  summary: string;
}

export type T9aItemType = 'weapon' | 'armour' | 'banner' | 'artefact';

export interface T9aItem {
  id: string;
  name: string;
  type: T9aItemType;
  points: number;
  /** Who may not take it, as printed ("not for Chariot mounts", "Wizard Master only", "not for the General", "not for Wizards"). */
  restriction?: string;
  summary: string;
}
