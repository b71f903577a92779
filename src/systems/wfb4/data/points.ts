/**
 * Points values of WFB4 (rules/wfb4.md §10; RB p.92-95, BM p.36, p.38): base troop costs,
 * character, wizard and machine costs, the unit cost formulas, and victory points (RB p.13).
 *
 * Equipment costs live on the weapon and armour records (weapons.ts, armour.ts) and steed
 * extras on the mounts (mounts.ts); this module only combines them.
 *
 * Totals are exact: half points (Goblins at 2½) are kept, not rounded, because the book never
 * rounds a unit cost and victory points round up per unit anyway (RB p.13).
 */
import { ARMOUR } from './armour.ts';
import { MOUNTS } from './mounts.ts';
import { type CharacterLevel } from './profiles.ts';
import { MELEE_WEAPONS, MISSILE_WEAPONS } from './weapons.ts';

/** One row of the base troop cost table. */
export interface RacePoints {
  id: string;
  name: string;
  /** Cost of one model with a hand weapon, on foot (RB p.92). */
  points: number;
  /** The column of the table the row is printed in. */
  group: 'principal' | 'monster' | 'undead' | 'daemon';
  page: string;
}

function race(id: string, name: string, points: number, group: RacePoints['group']): RacePoints {
  return { id, name, points, group, page: 'RB p.92' };
}

/**
 * Base troop costs, every row of the RB p.92 table (rules/wfb4.md §10). Each includes a hand
 * weapon. Steed of Slaanesh and Tzeentch Disc, printed among the daemons as twice the rider
 * plus N, are steeds: see MOUNTS.
 */
export const RACE_POINTS: Readonly<Record<string, RacePoints>> = {
  // Principal races.
  'black-orc': race('black-orc', 'Black Orc', 7, 'principal'),
  'chaos-beastman': race('chaos-beastman', 'Chaos Beastman', 10, 'principal'),
  'chaos-centaur': race('chaos-centaur', 'Chaos Centaur', 30, 'principal'),
  'chaos-warrior': race('chaos-warrior', 'Chaos Warrior', 21, 'principal'),
  dwarf: race('dwarf', 'Dwarf', 8, 'principal'),
  'dwarf-slayer': race('dwarf-slayer', 'Dwarf Slayer', 11, 'principal'),
  'dark-elf': race('dark-elf', 'Dark Elf', 8, 'principal'),
  'dark-elf-assassin': race('dark-elf-assassin', 'Dark Elf Assassin', 38, 'principal'),
  'dark-elf-witch-elf': race('dark-elf-witch-elf', 'Dark Elf Witch Elf', 10, 'principal'),
  goblin: race('goblin', 'Goblin', 2.5, 'principal'),
  'goblin-fanatic': race('goblin-fanatic', 'Goblin Fanatic', 30, 'principal'),
  halfling: race('halfling', 'Halfling', 3.5, 'principal'),
  'high-elf': race('high-elf', 'High Elf', 8, 'principal'),
  man: race('man', 'Man', 5, 'principal'),
  'man-berserker': race('man-berserker', 'Man - Berserker', 10, 'principal'),
  'man-flagellant': race('man-flagellant', 'Man - Flagellant', 9, 'principal'),
  orc: race('orc', 'Orc / Savage Orc', 5.5, 'principal'),
  skaven: race('skaven', 'Skaven', 4.5, 'principal'),
  'skaven-assassin': race('skaven-assassin', 'Skaven Assassin', 30, 'principal'),
  'skaven-plague-monk': race('skaven-plague-monk', 'Skaven Plague Monk', 6, 'principal'),
  'skaven-plague-censer': race('skaven-plague-censer', 'Skaven Plague Censer', 15, 'principal'),
  'skaven-poison-wind-globadier': race('skaven-poison-wind-globadier', 'Skaven Poison Wind Globadier', 20, 'principal'),
  'wood-elf': race('wood-elf', 'Wood Elf', 8, 'principal'),
  'wood-elf-wardancer': race('wood-elf-wardancer', 'Wood Elf Wardancer', 20, 'principal'),
  'wood-elf-scout': race('wood-elf-scout', 'Wood Elf Scout', 13, 'principal'),
  // Monsters.
  'chaos-hound': race('chaos-hound', 'Chaos Hound', 16, 'monster'),
  chimera: race('chimera', 'Chimera', 250, 'monster'),
  cockatrice: race('cockatrice', 'Cockatrice', 150, 'monster'),
  dragon: race('dragon', 'Dragon', 450, 'monster'),
  'great-dragon': race('great-dragon', 'Great Dragon', 600, 'monster'),
  'emperor-dragon': race('emperor-dragon', 'Emperor Dragon', 750, 'monster'),
  'dragon-ogre': race('dragon-ogre', 'Dragon Ogre', 85, 'monster'),
  eagle: race('eagle', 'Eagle', 75, 'monster'),
  giant: race('giant', 'Giant', 200, 'monster'),
  'giant-rat': race('giant-rat', 'Giant Rat', 2.5, 'monster'),
  'giant-scorpion': race('giant-scorpion', 'Giant Scorpion', 50, 'monster'),
  'gigantic-spider': race('gigantic-spider', 'Gigantic Spider', 50, 'monster'),
  gorgon: race('gorgon', 'Gorgon', 110, 'monster'),
  griffon: race('griffon', 'Griffon', 150, 'monster'),
  harpy: race('harpy', 'Harpy', 15, 'monster'),
  hippogriff: race('hippogriff', 'Hippogriff', 145, 'monster'),
  hydra: race('hydra', 'Hydra', 225, 'monster'),
  manticore: race('manticore', 'Manticore', 200, 'monster'),
  minotaur: race('minotaur', 'Minotaur', 40, 'monster'),
  ogre: race('ogre', 'Ogre', 40, 'monster'),
  pegasus: race('pegasus', 'Pegasus', 50, 'monster'),
  'rat-ogre': race('rat-ogre', 'Rat Ogre', 43, 'monster'),
  snotlings: race('snotlings', 'Snotlings', 15, 'monster'),
  swarms: race('swarms', 'Swarms', 100, 'monster'),
  treeman: race('treeman', 'Treeman', 280, 'monster'),
  troll: race('troll', 'Troll', 65, 'monster'),
  unicorn: race('unicorn', 'Unicorn', 90, 'monster'),
  wyvern: race('wyvern', 'Wyvern', 180, 'monster'),
  // Undead.
  liche: race('liche', 'Liche', 350, 'undead'),
  vampire: race('vampire', 'Vampire', 250, 'undead'),
  'skeleton-warrior': race('skeleton-warrior', 'Skeleton Warrior', 8, 'undead'),
  ghoul: race('ghoul', 'Ghoul', 8, 'undead'),
  ghost: race('ghost', 'Ghost', 35, 'undead'),
  zombie: race('zombie', 'Zombie', 4, 'undead'),
  carrion: race('carrion', 'Carrion', 45, 'undead'),
  mummy: race('mummy', 'Mummy', 45, 'undead'),
  wight: race('wight', 'Wight', 37, 'undead'),
  wraith: race('wraith', 'Wraith', 75, 'undead'),
  // Chaos Daemons.
  bloodthirster: race('bloodthirster', 'Bloodthirster of Khorne', 800, 'daemon'),
  bloodletter: race('bloodletter', 'Bloodletter of Khorne', 20, 'daemon'),
  'flesh-hound': race('flesh-hound', 'Flesh Hound of Khorne', 35, 'daemon'),
  juggernaut: race('juggernaut', 'Juggernaut of Khorne', 70, 'daemon'),
  'keeper-of-secrets': race('keeper-of-secrets', 'Keeper of Secrets of Slaanesh', 550, 'daemon'),
  daemonette: race('daemonette', 'Daemonette of Slaanesh', 30, 'daemon'),
  'fiend-of-slaanesh': race('fiend-of-slaanesh', 'Fiend of Slaanesh', 25, 'daemon'),
  'great-unclean-one': race('great-unclean-one', 'Great Unclean One of Nurgle', 550, 'daemon'),
  plaguebearer: race('plaguebearer', 'Plague Bearer of Nurgle', 20, 'daemon'),
  'beast-of-nurgle': race('beast-of-nurgle', 'Beast of Nurgle', 75, 'daemon'),
  nurglings: race('nurglings', 'Nurglings', 30, 'daemon'),
  'lord-of-change': race('lord-of-change', 'Tzeentch Lord of Change', 500, 'daemon'),
  'tzeentch-horror': race('tzeentch-horror', 'Tzeentch Horror', 25, 'daemon'),
  'tzeentch-flamer': race('tzeentch-flamer', 'Tzeentch Flamer', 30, 'daemon'),
};

/** One row of the hero cost table. */
export interface CharacterPoints {
  id: string;
  name: string;
  champion: number;
  hero: number;
  lord: number;
  page: string;
}

function heroes(id: string, name: string, champion: number, hero: number, lord: number): CharacterPoints {
  return { id, name, champion, hero, lord, page: 'RB p.95' };
}

/** Champion, Hero and Lord costs by race, every row of RB p.95 (rules/wfb4.md §10). */
export const CHARACTER_POINTS: Readonly<Record<string, CharacterPoints>> = {
  'black-orc': heroes('black-orc', 'Black Orc', 42, 91, 140),
  'chaos-beastman': heroes('chaos-beastman', 'Chaos Beastman', 60, 130, 200),
  'chaos-centaur': heroes('chaos-centaur', 'Chaos Centaur', 100, 220, 350),
  'chaos-warrior': heroes('chaos-warrior', 'Chaos Warrior', 91, 193, 305),
  dwarf: heroes('dwarf', 'Dwarf', 48, 104, 160),
  'dark-elf': heroes('dark-elf', 'Dark Elf', 48, 104, 160),
  goblin: heroes('goblin', 'Goblin', 15, 33, 50),
  halfling: heroes('halfling', 'Halfling', 21, 46, 70),
  'high-elf': heroes('high-elf', 'High Elf', 48, 104, 160),
  man: heroes('man', 'Man', 30, 65, 100),
  orc: heroes('orc', 'Orc', 33, 72, 110),
  skaven: heroes('skaven', 'Skaven', 27, 59, 90),
  'wood-elf': heroes('wood-elf', 'Wood Elf', 48, 104, 160),
};

/** One row of the wizard cost table. */
export interface WizardPoints {
  id: string;
  name: string;
  wizard: number;
  wizardChampion: number;
  masterWizard: number;
  wizardLord: number;
  /** What this race calls the four levels. */
  levelNames: readonly [string, string, string, string];
  page: string;
}

const WIZARD_LEVEL_NAMES = ['Wizard', 'Wizard Champion', 'Master Wizard', 'Wizard Lord'] as const;

function wizards(
  id: string,
  name: string,
  costs: readonly [number, number, number, number],
  levelNames: readonly [string, string, string, string] = WIZARD_LEVEL_NAMES,
): WizardPoints {
  const [wizard, wizardChampion, masterWizard, wizardLord] = costs;
  return { id, name, wizard, wizardChampion, masterWizard, wizardLord, levelNames, page: 'RB p.95' };
}

/** Wizard costs by wizard type, every row of RB p.95 (rules/wfb4.md §10). */
export const WIZARD_POINTS: Readonly<Record<string, WizardPoints>> = {
  'chaos-sorcerer': wizards('chaos-sorcerer', 'Chaos Sorcerer', [84, 166, 240, 356]),
  'beastman-shaman': wizards('beastman-shaman', 'Beastman Shaman', [68, 134, 225, 336]),
  'dark-elf': wizards('dark-elf', 'Dark Elf', [59, 121, 219, 328]),
  'goblin-shaman': wizards('goblin-shaman', 'Goblin Shaman', [28, 83, 159, 253]),
  'high-elf': wizards('high-elf', 'High Elf', [59, 121, 219, 328]),
  man: wizards('man', 'Man', [56, 118, 190, 287]),
  'orc-shaman': wizards('orc-shaman', 'Orc Shaman', [57, 118, 211, 287]),
  'wood-elf': wizards('wood-elf', 'Wood Elf', [59, 121, 219, 328]),
  necromancer: wizards('necromancer', 'Necromancer', [68, 163, 278, 410]),
  skaven: wizards(
    'skaven',
    'Skaven',
    [56, 118, 190, 340],
    ['Warlock Engineer', 'Warlock Champion', 'Warlock Master', 'Grey Seer'],
  ),
};

/** One row of the machine cost table. */
export interface MachinePoints {
  id: string;
  name: string;
  points: number;
  /** The crew's own cost is added (bolt thrower, stone thrower, cannon, chariot). */
  plusCrew: boolean;
  note: string;
  page: string;
}

/** Machine costs, every row of RB p.92 (rules/wfb4.md §10). */
export const MACHINE_POINTS: Readonly<Record<string, MachinePoints>> = {
  'bolt-thrower': { id: 'bolt-thrower', name: 'Bolt Thrower', points: 30, plusCrew: true, note: '', page: 'RB p.92' },
  'stone-thrower': { id: 'stone-thrower', name: 'Stone Thrower', points: 50, plusCrew: true, note: '', page: 'RB p.92' },
  cannon: { id: 'cannon', name: 'Cannon', points: 80, plusCrew: true, note: '', page: 'RB p.92' },
  chariot: {
    id: 'chariot',
    name: 'Chariot',
    points: 50,
    plusCrew: true,
    note: 'Plus the team priced as if ridden: horses +0, Giant Wolves +4 each; team barding +4 (not doubled).',
    page: 'RB p.92',
  },
  'snotling-pump-wagon': {
    id: 'snotling-pump-wagon',
    name: 'Snotling Pump Wagon',
    points: 40,
    plusCrew: false,
    note: '',
    page: 'RB p.92',
  },
  'warpfire-thrower': {
    id: 'warpfire-thrower',
    name: 'Skaven Warpfire Thrower',
    points: 70,
    plusCrew: false,
    note: '',
    page: 'RB p.92',
  },
  'warplock-jezzail': {
    id: 'warplock-jezzail',
    name: 'Skaven Jezzail',
    points: 30,
    plusCrew: false,
    note: 'Each jezzail with its 2 crew (RB p.81).',
    page: 'RB p.92',
  },
};

/** A steed the scenario writes out itself: its name and points extra (§10 steed table form). */
export interface InlineSteed {
  name: string;
  pointsExtra: number;
}

/** Costs per model on foot for items the book does not price, or to override a price. */
export type CustomCosts = Readonly<Record<string, number>>;

/**
 * Cost of one item of equipment for a model on foot at full price (rules/wfb4.md §10; RB p.92):
 * a hand-to-hand weapon, missile weapon or armour id. A pistol is one purchase whether it is
 * used to shoot or in combat.
 *
 * @param id a MELEE_WEAPONS, MISSILE_WEAPONS or ARMOUR key
 * @param customCosts prices for unpriced items (thrown axes, darts, ...) or overrides
 * @returns the cost
 * @throws Error for an unknown id, or an item the book does not price and customCosts lacks
 * @example equipmentCost('halberd') // → 2
 */
export function equipmentCost(id: string, customCosts: CustomCosts = {}): number {
  if (Object.hasOwn(customCosts, id)) return customCosts[id];
  const item = MELEE_WEAPONS[id] ?? MISSILE_WEAPONS[id] ?? ARMOUR[id];
  if (!item) {
    const known = [...Object.keys(MELEE_WEAPONS), ...Object.keys(MISSILE_WEAPONS), ...Object.keys(ARMOUR)];
    throw new Error(`unknown equipment '${id}'; known: ${[...new Set(known)].join(', ')}`);
  }
  if (item.points === null) {
    throw new Error(`the book gives no cost for '${id}' (RB p.92): give one under equipmentPoints, e.g. equipmentPoints: { ${id}: 1 }`);
  }
  return item.points;
}

/**
 * Cost of a character by level (rules/wfb4.md §10; RB p.95), without equipment or mount.
 *
 * @param key CHARACTER_POINTS key for champion/hero/lord; WIZARD_POINTS key for wizard levels
 * @param level the character level
 * @returns the cost
 * @throws Error when the table has no such row
 * @example characterPoints('man', 'hero') // → 65
 */
export function characterPoints(key: string, level: CharacterLevel): number {
  if (level === 'champion' || level === 'hero' || level === 'lord') {
    const row = CHARACTER_POINTS[key];
    if (!row) throw new Error(`no hero costs for '${key}'; known: ${Object.keys(CHARACTER_POINTS).join(', ')}`);
    return row[level];
  }
  const row = WIZARD_POINTS[key];
  if (!row) throw new Error(`no wizard costs for '${key}'; known: ${Object.keys(WIZARD_POINTS).join(', ')}`);
  switch (level) {
    case 'wizard':
      return row.wizard;
    case 'wizard-champion':
      return row.wizardChampion;
    case 'master-wizard':
      return row.masterWizard;
    case 'wizard-lord':
      return row.wizardLord;
  }
}

/** A points total and how it was made up. */
export interface PointsResult {
  total: number;
  breakdown: string;
}

/** One character model. */
export interface CharacterModelSpec {
  /** CHARACTER_POINTS key (champion, hero, lord) or WIZARD_POINTS key (wizard levels). */
  key: string;
  level: CharacterLevel;
  /** Weapon and armour ids, barding for his steed included. */
  equipment: readonly string[];
  /** A MOUNTS key (steed) or a RACE_POINTS monster key; none when on foot. */
  mount?: string;
  /** A steed written inline in the scenario (not in MOUNTS), with its points extra. */
  inlineSteed?: InlineSteed;
  /** Card values of magic items carried. */
  magicItemPoints?: number;
  customCosts?: CustomCosts;
  /** The model's own cost where no character or wizard row prices him (a Liche, a Vampire: RACE_POINTS), in place of the row's. */
  own?: { points: number; label: string };
}

function fmt(n: number): string {
  return String(n);
}

function mountPoints(mount: string): { points: number; name: string; steed: boolean } {
  const steed = MOUNTS[mount];
  if (steed) return { points: steed.pointsExtra, name: steed.name, steed: true };
  const monster = RACE_POINTS[mount];
  if (monster && monster.group !== 'principal') return { points: monster.points, name: monster.name, steed: false };
  throw new Error(`unknown mount '${mount}': expected a MOUNTS key or a monster of RACE_POINTS`);
}

/** Check equipment ids for duplicates and mount-only items; returns the costed parts. */
function costEquipment(
  equipment: readonly string[],
  mounted: boolean,
  customCosts: CustomCosts,
): { id: string; cost: number }[] {
  const seen = new Set<string>();
  const parts: { id: string; cost: number }[] = [];
  for (const id of equipment) {
    if (seen.has(id)) throw new Error(`equipment '${id}' is listed twice`);
    seen.add(id);
    const cost = equipmentCost(id, customCosts);
    const mountOnly = MELEE_WEAPONS[id]?.mountedOnly === true || ARMOUR[id]?.mountOnly === true;
    if (mountOnly && !mounted) throw new Error(`'${id}' is for mounted models only, and this one has no mount`);
    parts.push({ id, cost });
  }
  return parts;
}

/**
 * Cost of one character model: character cost + equipment at full price + the steed extra,
 * none of it doubled; on a monster, the monster's cost added (rules/wfb4.md §10; RB p.95).
 * Characters cost 15 or more, so the half-price rule for cheap troops never applies.
 *
 * @param spec the character
 * @returns total and breakdown
 * @throws Error for unknown keys or equipment, or mount-only gear on foot
 * @example characterModelPoints({ key: 'man', level: 'hero', equipment: [], mount: 'warhorse' }).total // → 68
 */
export function characterModelPoints(spec: CharacterModelSpec): PointsResult {
  const base = spec.own?.points ?? characterPoints(spec.key, spec.level);
  const mount =
    spec.mount !== undefined
      ? mountPoints(spec.mount)
      : spec.inlineSteed
        ? { points: spec.inlineSteed.pointsExtra, name: spec.inlineSteed.name, steed: true }
        : null;
  const parts = costEquipment(spec.equipment, mount !== null, spec.customCosts ?? {});
  const items = spec.magicItemPoints ?? 0;
  let total = base;
  const lines = [`${spec.own?.label ?? `${spec.level} ${spec.key}`} ${fmt(base)}`];
  for (const part of parts) {
    total += part.cost;
    lines.push(`${part.id} ${fmt(part.cost)}`);
  }
  if (mount) {
    total += mount.points;
    lines.push(`${mount.name} ${fmt(mount.points)}`);
  }
  if (items > 0) {
    total += items;
    lines.push(`magic items ${fmt(items)}`);
  }
  return { total, breakdown: `${lines.join(' + ')} = ${fmt(total)}` };
}

/**
 * What a musician costs, a gap in the seed (rules/wfb4.md §12-17):
 * - 'trooper' (default): the same as a trooper. RB p.82 says musicians, like standard bearers,
 *   are armed like and fight as ordinary members of the unit, and gives them no combat bonus;
 *   the only command surcharge the books print is the standard bearer's, stated explicitly
 *   (BM p.38). With no surcharge printed, the model is priced as what it is, a trooper.
 * - 'double': twice a trooper, by analogy with the standard bearer.
 */
export type MusicianCost = 'trooper' | 'double';

/** The musician reading used when a unit does not choose one (see MusicianCost). */
export const DEFAULT_MUSICIAN_COST: MusicianCost = 'trooper';

/** A unit of troops to cost. */
export interface UnitPointsSpec {
  /** RACE_POINTS key of the troopers. */
  race: string;
  /** Base cost per trooper when the book prices the troop apart from its race row (Reiksguard 8, RB p.95). */
  basePoints?: number;
  /** Models in the unit, command models included. */
  models: number;
  /** Weapon and armour ids every model carries; 'barding' for the mounts. 'hand-weapon' is free. */
  equipment: readonly string[];
  /** MOUNTS key: the unit is cavalry. */
  mount?: string;
  /** A steed written inline in the scenario instead of a MOUNTS key: costed the same way. */
  inlineSteed?: InlineSteed;
  /** One model is a standard bearer. */
  standard?: boolean;
  /** Card value of the bearer's magic standard. */
  magicStandardPoints?: number;
  /** One model is a musician. */
  musician?: boolean;
  /** The musician reading (default 'trooper'). */
  musicianCost?: MusicianCost;
  /** One model is the unit's champion, costed as a character in place of a trooper. */
  champion?: boolean;
  /** CHARACTER_POINTS key for the champion when it differs from `race` (Berserkers → 'man'). */
  championRace?: string;
  customCosts?: CustomCosts;
}

/** A unit's cost: one trooper, the whole unit, and how it was made up. */
export interface UnitPointsResult extends PointsResult {
  /** Cost of one ordinary trooper, mount and gear included. */
  perModel: number;
}

/**
 * Cost of a unit (rules/wfb4.md §10; RB p.92-95, BM p.38):
 * - a trooper on foot costs base + equipment, equipment at half price when the base is under 5;
 * - a cavalry trooper costs 2 × (base + all equipment, barding included) + the steed extra;
 * - a standard bearer costs 2 × a trooper, plus any magic standard;
 * - a champion replaces a trooper and costs the race's Champion value + the unit's equipment at
 *   full price + the steed extra, none of it doubled (as for characters, RB p.95);
 * - a musician costs as chosen by `musicianCost` (a gap, see MusicianCost).
 *
 * @param spec the unit
 * @returns perModel, total and a breakdown for reports
 * @throws Error for unknown races, equipment or mounts, mount-only gear on foot, unpriced items
 *   without customCosts, or more command models than models
 * @example unitPoints({ race: 'man', basePoints: 8, models: 1, equipment: ['lance', 'heavy-armour', 'shield', 'barding'], mount: 'warhorse' }).perModel // → 39
 */
export function unitPoints(spec: UnitPointsSpec): UnitPointsResult {
  if (!Number.isInteger(spec.models) || spec.models < 1) {
    throw new Error(`models must be a whole number of 1 or more, got ${spec.models}`);
  }
  const raceRow = RACE_POINTS[spec.race];
  if (!raceRow && spec.basePoints === undefined) {
    throw new Error(`unknown race '${spec.race}' and no basePoints; known: ${Object.keys(RACE_POINTS).join(', ')}`);
  }
  const base = spec.basePoints ?? raceRow.points;
  const steed = spec.mount === undefined ? (spec.inlineSteed ?? null) : MOUNTS[spec.mount];
  if (spec.mount !== undefined && !steed) {
    throw new Error(`unknown mount '${spec.mount}'; known: ${Object.keys(MOUNTS).join(', ')}`);
  }
  const customCosts = spec.customCosts ?? {};
  const parts = costEquipment(spec.equipment, steed !== null, customCosts);

  // Troops whose basic value is under 5 buy equipment at half cost (RB p.92-93).
  const cheap = base < 5;
  const factor = cheap ? 0.5 : 1;
  let rider = base;
  const kit: string[] = [];
  for (const part of parts) {
    if (part.cost === 0) continue;
    rider += part.cost * factor;
    kit.push(`${part.id} ${fmt(part.cost * factor)}`);
  }
  const riderText = [`${spec.race} ${fmt(base)}`, ...kit].join(' + ') + (cheap ? ' (equipment at half price)' : '');
  let perModel: number;
  let perModelText: string;
  if (steed) {
    // A cavalry model is worth double the same model on foot, then the steed extra (RB p.94).
    perModel = 2 * rider + steed.pointsExtra;
    perModelText = `2 × (${riderText} = ${fmt(rider)}) + ${steed.name} ${fmt(steed.pointsExtra)} = ${fmt(perModel)}`;
  } else {
    perModel = rider;
    perModelText = `${riderText} = ${fmt(perModel)}`;
  }

  const command = (spec.standard ? 1 : 0) + (spec.musician ? 1 : 0) + (spec.champion ? 1 : 0);
  if (command > spec.models) throw new Error(`${command} command models in a unit of ${spec.models}`);
  const troopers = spec.models - command;
  let total = troopers * perModel;
  const lines = [`trooper: ${perModelText}`, `${troopers} troopers × ${fmt(perModel)} = ${fmt(troopers * perModel)}`];

  if (spec.standard) {
    // BM p.38: double an ordinary trooper, the magic standard on top.
    const magic = spec.magicStandardPoints ?? 0;
    const bearer = 2 * perModel + magic;
    total += bearer;
    lines.push(`standard bearer 2 × ${fmt(perModel)}${magic > 0 ? ` + magic standard ${fmt(magic)}` : ''} = ${fmt(bearer)}`);
  }
  if (spec.musician) {
    const reading = spec.musicianCost ?? DEFAULT_MUSICIAN_COST;
    const musician = reading === 'double' ? 2 * perModel : perModel;
    total += musician;
    lines.push(`musician (${reading}) ${fmt(musician)}`);
  }
  if (spec.champion) {
    const champion = characterModelPoints({
      key: spec.championRace ?? spec.race,
      level: 'champion',
      equipment: spec.equipment,
      mount: spec.mount,
      inlineSteed: spec.inlineSteed,
      customCosts,
    });
    total += champion.total;
    lines.push(`champion: ${champion.breakdown}`);
  }
  lines.push(`total ${fmt(total)}`);
  return { perModel, total, breakdown: lines.join('; ') };
}

/**
 * Victory points for destroying, routing or driving off a unit: 1 per 100 points or part of 100
 * of its cost (rules/wfb4.md §10; RB p.13).
 *
 * @param points the unit's cost
 * @returns ⌈points / 100⌉
 * @throws RangeError for a negative cost
 * @example victoryPoints(325) // → 4 (§11 #1)
 */
export function victoryPoints(points: number): number {
  if (!(points >= 0)) throw new RangeError(`points must be 0 or more, got ${points}`);
  return Math.ceil(points / 100);
}
