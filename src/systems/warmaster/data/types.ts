/**
 * Shapes of the built-in Warmaster army lists (rules/warmaster.md §11). One file per army
 * under data/armies/, each exporting a WmArmy; data/index.ts collects them.
 */

/** Troop types (§1.3) and character/mount kinds (§1.2). */
export type WmTroopType =
  | 'infantry'
  | 'cavalry'
  | 'chariot'
  | 'monster'
  | 'artillery'
  | 'machine'
  | 'general'
  | 'hero'
  | 'wizard'
  | 'monstrous-mount'
  | 'chariot-mount'
  | 'special-mount';

/**
 * Rule hooks a troop entry may carry (§15 tier 1 data model, §11 notes). The kernel reads
 * these tags; anything an entry does that no tag covers is described in `note` and played
 * by the kernel, which recognises such entries by their ids (compile.ts).
 */
export type WmRuleTag =
  | 'terror' // causes terror (§5.2)
  | 'immune-terror' // ignores the terror penalty (§5.2)
  | 'fly' // flyer (§3.4)
  | 'all-round' // shoots and sees from any edge (§4.2)
  | 'armour-piercing' // target armour counts one worse (§4.3)
  | 'ignores-armour' // no armour save against its shots (§4.3)
  | 'plus-one-to-hit' // +1 to hit when shooting (§4.3)
  | 'repeater' // repeating crossbows: `shoot` a stand within 15 cm, 1 beyond and at chargers (§11.11, §12 E20)
  | 'must-initiative-charge' // must charge by initiative if it can (§2.7)
  | 'must-charge-humans' // must charge by initiative an enemy unit of humans it can reach (Ogres) (§2.7, §13 A22)
  | 'never-evade' // may not evade (§2.7)
  | 'no-initiative-charge' // may not charge by initiative (Peasants, artillery) (§2.7)
  | 'no-drive-back' // never driven back by shooting (§4.4)
  | 'must-pursue' // must pursue and advance when it can (§5.7)
  | 'regenerate' // Trolls: regenerate 1 outstanding hit per round (§5.3)
  | 'hydra-regenerate' // War Hydra: regenerates 1 hit suffered each round (§5.3)
  | 'extra-charge-bonus' // a further +1 when charging an enemy in the open (§5.2)
  | 'no-charge-bonus' // never gets the charge bonus (Peasants) (§5.2)
  | 'command-penalty' // always −1 Command, for it or any brigade it is in (Trolls, Camels) (§2.4)
  | 'undead' // Undead army rules: no initiative, no proximity penalty, immune terror, never confused (§11.2)
  | 'reptilian' // ordered only by a character within 20 cm (§11.8)
  | 'pursue-anything' // may pursue any troop type (Dwarf Rangers, Skaven) (§5.7)
  | 'always-hits-4' // always hits on 4+ in combat (Ethereal Host) (§5.2)
  | 'always-defended' // counts as defended (Steam Tank) (§11.1)
  | 'destroyed-on-retreat' // destroyed if it must retreat (artillery, machines) (§5.6)
  | 'no-magic-items' // may not take magic items (§9)
  | 'no-characters' // characters may not join (§7)
  | 'never-brigaded' // must be ordered alone (§2.6)
  | 'attachment' // an extra stand added to a host unit (Skirmishers, Salamanders) (§11.1, §11.8)
  | 'human'; // a target for Ogres' compulsory charge (§13 A22)

/** A "badly hurt" band of a big single-stand monster (§5.3). */
export interface WmBadlyHurt {
  /** Inclusive band of accumulated hits that triggers it. */
  from: number;
  to: number;
  /** Hits and attacks (combat/shooting) after it. */
  hits: number;
  attack: number;
  shoot?: number;
}

export interface WmUnitData {
  /** Kebab-case id, unique within the army: `halberdiers`, `steam-tank`, `griffon`. */
  id: string;
  /** As printed: 'Halberdiers'. */
  name: string;
  type: WmTroopType;
  /** Combat attacks per stand; for characters and mounts the attack bonus (+n). */
  attack: number;
  /**
   * Shooting attacks per stand (the `/s` of `a/s`); null when the troop does not shoot.
   * Irregular shots (Helblaster 8-4-2, Warp Lightning D6, cannon 2+bounce, Flame Cannon 2D6)
   * put their nominal number here and the exact rule in `shootNote`.
   */
  shoot: number | null;
  shootNote?: string;
  /** Shooting range in cm (30 unless the digest says otherwise); null when it does not shoot. */
  range: number | null;
  /** Minimum range in cm (Trebuchet 30). */
  minRange?: number;
  /** Hits per stand; null for characters and mounts. */
  hits: number | null;
  /** Armour save: 3..6 for 3+..6+, 0 for none. Characters and mounts: 0. */
  armour: number;
  /** Command value, characters only; null otherwise. */
  command: number | null;
  /** Stands per unit (characters 1, mounts and upgrades 0, attachments 1). */
  size: number;
  /** Points per unit (mounts and upgrades: the amount added to the character). */
  points: number;
  /** Minimum units per full 1000 points; null for none. */
  min: number | null;
  /** Maximum units per full 1000 points; null for no limit. */
  max: number | null;
  /** A cap for the whole army whatever its size (General 1, War Altar 1, Trebuchet 1, ...). */
  maxPerArmy?: number;
  /** Entries that share one min/max allowance (Daemon Lord hero/wizard): the same key. */
  sharedLimit?: string;
  /** Mounts and upgrades: ids of the characters that may take it. */
  riders?: string[];
  /** Attachments: ids of the units of the same list it may be added to (§11.1, §11.8). */
  hosts?: string[];
  /**
   * Mounts and upgrades: +n to one casting roll of the rider, once a battle, declared before
   * rolling (§8.1: War Altar, Unicorn, Tzarina, Cauldron of Blood).
   */
  castBonusOnce?: number;
  /** Mounts and upgrades: the rider casts spells as a Wizard (§8.1: Tzarina, the Overlord's Wizard powers). */
  casts?: boolean;
  /** Mounts: the rider's move in cm, when it is not a character's usual 60 (100 flying) (Cauldron of Blood 30, §11.11). */
  move?: number;
  tags: WmRuleTag[];
  badlyHurt?: WmBadlyHurt;
  /** A one-line summary of the entry's special rules, in our own words. */
  note: string;
  /** Where it comes from, e.g. 'rules/warmaster.md §11.1'. */
  source: string;
}

export interface WmArmy {
  /** Kebab-case id: `empire`, `tomb-kings`, `orcs-and-goblins`, ... */
  id: string;
  name: string;
  /** Digest section, e.g. '§11.1'. */
  section: string;
  /** The rows of the list's table. */
  units: WmUnitData[];
  /**
   * Upgrades a list gives in a note, not a table row (the Daemon Overlord's Wizard powers,
   * §11.13): taken like mounts and upgrades, by `mount:` or `upgrades:`.
   */
  extras?: WmUnitData[];
  /** Spell ids of the army's list (§8.2); empty for Dwarfs. */
  spells: string[];
  /** Army-wide rules, each one line in our own words. */
  armyRules: string[];
  /** Army-wide tags applied to every unit unless an entry is listed in `tagExceptions`. */
  armyTags: WmRuleTag[];
  /** Unit ids the army-wide tags do not apply to (Ghouls are not Undead). */
  tagExceptions: string[];
  /** Command range in cm of every character, when the army overrides §2.3 (Skaven 20). */
  commandRange?: number;
  /** Brigade size limit when the army overrides 4 (Skaven: null = unlimited). */
  brigadeLimit?: number | null;
  /** Unit ids counted for withdrawal when the army overrides "every unit" (Bretonnia). */
  withdrawalUnits?: string[];
}
