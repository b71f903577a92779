/**
 * A compiled Warmaster scenario: what the kernel reads, as typed-array columns indexed by
 * unit (and by character), resolved once per thread by compile.ts. Nothing here changes
 * during a simulation. Distances are centimetres.
 */
import type { UnitCost } from '../system.ts';
import type { RuleColumns } from '../unit-rules.ts';
import type { WarmasterFlags } from './flags.ts';

// Troop types (rules/warmaster.md §1.3).
export const INFANTRY = 0;
export const CAVALRY = 1;
export const CHARIOT = 2;
export const MONSTER = 3;
export const ARTILLERY = 4;
export const MACHINE = 5;

/**
 * Unit special rules (data tags and army rules, §15 tier 1 data model): one 0/1 column each in
 * the plan's `rule` (src/systems/unit-rules.ts), tested as `p.rule.terror[u] === 1`.
 */
export const UNIT_RULES = [
  'terror', 'immuneTerror', 'allRound', 'armourPiercing', 'ignoresArmour', 'plusOneToHit', 'mustInitCharge',
  'neverEvade', 'noInitCharge', 'noDriveBack', 'mustPursue', 'regenerate', 'extraCharge', 'noChargeBonus',
  'commandPenalty', 'undead', 'pursueAnything', 'alwaysHits4', 'destroyedOnRetreat', 'human', 'reptilian', 'repeater',
  'mustChargeHumans', 'hydraRegenerate',
  'coldOne', // +1 per stand in the first round when fighting to its front (§5.2)
  'daemonic', // Daemonic Instability (§11.13)
  'noDistancePenalty', // Camel Riders (§2.4)
  'guards', // Araby Guards: the General's first order on 10 (§2.4)
  'peasant', // −1 to orders unless brigaded with others (§11.9)
  'spawn', // ordered only in a brigade with a unit that is not Spawn (§11.3)
  'fly', // flyer (§3.4)
  'anyMayPursue', // Magic Carpets: any enemy may pursue them (§3.4)
] as const;
export type UnitRule = (typeof UNIT_RULES)[number];

// Cover (§5.11).
export const OPEN = 0;
export const DEFENDED = 1;
export const FORTIFIED = 2;

// Tactics.
export const ORDERS_CHARGE = 0;
export const ORDERS_ADVANCE = 1;
export const ORDERS_HOLD = 2;
export const INIT_CHARGE = 0;
export const INIT_EVADE = 1;
export const INIT_NONE = 2;
export const TARGET_NEAREST = -1;

// Character kinds (§7).
export const GENERAL = 0;
export const HERO = 1;
export const WIZARD = 2;

// Artillery and machine shooting rules (§4.6, §11), column `art`.
export const ART_NONE = 0;
export const ART_CANNON = 1; // 2 attacks + bounce, no armour; grapeshot at chargers
export const ART_BONE = 2; // each shot strikes up to 3 stands in line, no armour
export const ART_LOBBER = 3; // Rock Lobber, Skull Chukka: no armour, never at chargers
export const ART_HELBLASTER = 4; // 8/4/2 attacks by range, the 1s table
export const ART_FLAME = 5; // 2D6 attacks, misfire chart on doubles
export const ART_WLC = 6; // D6 attacks, 1 hurts itself, no drive back, confusion on 6
export const ART_TREBUCHET = 7; // 6 attacks, no armour, 30 cm minimum, never at chargers

// Machines (§11).
export const M_NONE = 0;
export const M_STEAM_TANK = 1;
export const M_DOOM_WHEEL = 2;
export const M_BELL = 3; // Skaven Screaming Bell (§11.7)
export const M_WAR_WAGON = 4; // Kislev War Wagon: column or laager (§11.10)

// The War Wagon's two stands (§11.10): the team leads the column, the wagon follows it.
export const TEAM_SLOT = 0;
export const WAGON_SLOT = 1;

// Magic items (§9), columns `item` (units) and `cItem` (characters).
export const IT_NONE = 0;
export const IT_BATTLE_BANNER = 1;
export const IT_SHIELDING = 2;
export const IT_FORTITUDE = 3;
export const IT_STEADFAST = 4;
export const IT_FORTUNE = 5;
export const IT_DESTRUCTION = 6;
export const IT_FATE = 7;
export const IT_CLEAVING = 8;
export const IT_MIGHT = 9;
export const IT_CROWN = 10;
export const IT_HELM = 11;
export const IT_ORB = 12;
export const IT_RING = 13;
export const IT_STAFF = 14;
export const IT_SCEPTRE = 15;
export const IT_SCROLL = 16;
export const IT_WAND = 17;
export const IT_ROD = 18;
export const ITEM_CODES: Record<string, number> = {
  'battle-banner': IT_BATTLE_BANNER,
  'banner-of-shielding': IT_SHIELDING,
  'banner-of-fortitude': IT_FORTITUDE,
  'banner-of-steadfastness': IT_STEADFAST,
  'banner-of-fortune': IT_FORTUNE,
  'sword-of-destruction': IT_DESTRUCTION,
  'sword-of-fate': IT_FATE,
  'sword-of-cleaving': IT_CLEAVING,
  'sword-of-might': IT_MIGHT,
  'crown-of-command': IT_CROWN,
  'helm-of-dominion': IT_HELM,
  'orb-of-majesty': IT_ORB,
  'ring-of-magic': IT_RING,
  'staff-of-spellbinding': IT_STAFF,
  'sceptre-of-sovereignty': IT_SCEPTRE,
  'scroll-of-dispelling': IT_SCROLL,
  'wand-of-power': IT_WAND,
  'rod-of-repetition': IT_ROD,
};

// The winner's choice (§5.4, §5.7–§5.9), columns `pursue` and `advance`: stand, pursue or
// advance, or fall back 3D6.
export const WIN_STAND = 0;
export const WIN_GO = 1;
export const WIN_FALL_BACK = 2;

// Troops with rules of their own (column `special`).
export const SPECIAL_NONE = 0;
export const SPECIAL_SLAYERS = 1; // Troll Slayers (§11.6)
export const SPECIAL_BEARS = 2; // Kislev Bears (§11.10)
export const SPECIAL_RATS = 3; // Rat Swarms (§11.7)
export const SPECIAL_GIANT = 4; // Orc Giant: Giant Goes Wild on a failed order (§11.4)
export const SPECIAL_ELEPHANTS = 5; // Araby Elephants: stampede instead of confusion (§11.14)
export const SPECIAL_BONE_GIANT = 6; // Bone Giant: −1 Command when the Tomb King orders it (§2.4, §11.2)

// Terrain kinds (§1.3, §2.4, §4.1, §5.11), column `terrainKind`. Bit k of a unit's `blockedBy`
// mask says it cannot enter kind k.
export const T_WOOD = 0;
export const T_DENSE = 1; // buildings, villages, ruins
export const T_HILL = 2;
export const T_STEEP_HILL = 3; // steep, rocky or wooded hill: infantry only
export const T_RIVER = 4; // shallow, fordable
export const T_MARSH = 5; // marsh, bog, pool, a river too deep to ford: infantry only
export const T_IMPASSABLE = 6;
export const T_OBSTACLE = 7; // linear: hedge, fence, low wall, ditch
export const T_BRIDGE = 8; // laid over a river or marsh: everyone crosses the water there (§1.3)
export const T_ROAD = 9; // a road, track or lane through a wood or dense ground: passable to all (rulebook notes on terrain)
/**
 * Not a scenario kind: a part of a river, marsh, wood or dense piece that its bridges or roads
 * leave as it was, for moving only (compile.ts cuts the piece, terrain.ts). It has no other
 * effect: sight, orders and cover read the whole piece.
 */
export const T_PART = 10;
/**
 * Not a kind but a movement bit (column `terrainMove`): a wood with roads through it, taken
 * whole. Flyers may not stop over it, roads included (§3.4); everyone else is stopped only by
 * its parts off the roads.
 */
export const T_WOOD_CANOPY = 11;
export const TERRAIN_AREA_CODES: Record<string, number> = {
  wood: T_WOOD,
  dense: T_DENSE,
  hill: T_HILL,
  'steep-hill': T_STEEP_HILL,
  river: T_RIVER,
  marsh: T_MARSH,
  impassable: T_IMPASSABLE,
  bridge: T_BRIDGE,
  road: T_ROAD,
};
export const TERRAIN_LINEAR_CODES: Record<string, number> = { obstacle: T_OBSTACLE };
/** Kinds that are dense terrain: −1 to orders (§2.4), sight 2 cm into or out of them (§4.1). */
export const DENSE_KINDS = (1 << T_WOOD) | (1 << T_DENSE);
/** Kinds that are high ground (§4.1 sight, §5.11 defended on the upper slope). */
export const HILL_KINDS = (1 << T_HILL) | (1 << T_STEEP_HILL);

/** Most stands a unit can have (a 3-stand unit plus an attachment). */
export const MAX_STANDS = 4;
/** The stand slot of an attached Skirmisher or Salamander stand; host stands use the others. */
export const ATTACH_SLOT = MAX_STANDS - 1;

export interface WarmasterPlan {
  costs: UnitCost[];
  sideIds: [string, string];
  tableWidth: number;
  tableDepth: number;
  turns: number;
  /** Side that moves first, or −1 for a roll-off. */
  firstSide: number;
  firstBreak: boolean;
  victoryPoints: boolean;

  // Units (troops, not characters).
  n: number;
  /**
   * Units the scenario deploys: 0 .. nDeployed − 1; the slots after them are reserved for raised
   * dead (§8.2 Raise Dead), off the table until the spell raises them, never reported.
   */
  nDeployed: number;
  /** 1 for a slot of raised dead: no VP, not counted for withdrawal or losses (§13 A17). */
  raised: Uint8Array;
  /**
   * 1 for a unit kept as the illusion of a Mirage (§8.2 Araby): placed by the spell, never
   * reported, worth no VP; its points count per flag mirage (§13 A15).
   */
  illusion: Uint8Array;
  /**
   * 1 for Gutter Runners that infiltrate (§11.7 Skaven): not deployed; from their side's turn
   * infiltrateTurn on, a character tries an infiltration order to put them where the scenario
   * places them; they may never come.
   */
  infiltrate: Uint8Array;
  infiltrateTurn: Int32Array;
  unitIds: string[];
  unitNames: string[];
  /** Army-list troop id of each unit. */
  troopIds: string[];
  side: Int32Array;
  type: Int32Array;
  /** Special rules (UNIT_RULES), one 0/1 column each. */
  rule: RuleColumns<UnitRule>;
  /**
   * Stands at the start, stands of a full unit (for VP and the casualty penalty), front rank;
   * all three count an attached stand.
   */
  stands: Int32Array;
  fullStands: Int32Array;
  files: Int32Array;
  /** Stand width along the front and depth, cm (§1.1). */
  standW: Float64Array;
  standD: Float64Array;
  attack: Int32Array;
  shoot: Int32Array;
  range: Float64Array;
  hits: Int32Array;
  /** D6 score that saves; 7 = no save. */
  save: Int32Array;
  pace: Float64Array;
  cover: Int32Array;
  x: Float64Array;
  y: Float64Array;
  /** 0..3: facing +y, +x, −y, −x. */
  facing: Int32Array;
  orders: Int32Array;
  target: Int32Array;
  initiative: Int32Array;
  /** After winning a round, against a retreating enemy (pursue) or none left (advance): WIN_*. */
  pursue: Uint8Array;
  advance: Uint8Array;
  /** Tactic fallBack: 1 (full) falls back as far as its side's 3D6 total allows, 0 (least) its lowest die. */
  fallBackFull: Uint8Array;
  maxOrders: Int32Array;
  /** Order priority tactic: lower first (default 50). */
  priority: Int32Array;
  /** Artillery rule (ART_*), machine (M_*), Skull Chukka confusion on 4–6 (§4.4). */
  art: Int32Array;
  machine: Int32Array;
  /**
   * War Wagon (§11.10): deployed in laager (1) or column (0); tactic `wagon` — forms laager when
   * threatened (1) or stays in column (0); tactic `casualty` — loses the wagon stand first (1)
   * or the team (0).
   */
  wagonStartLaager: Uint8Array;
  wagonLaager: Uint8Array;
  wagonLosesWagon: Uint8Array;
  /** Counts as defended wherever it stands (data tag always-defended: the Steam Tank, §11.1). */
  alwaysDefended: Uint8Array;
  chukka: Uint8Array;
  /** Magic item of the unit (IT_*), and the weapon a joined character carries for it. */
  item: Int32Array;
  special: Int32Array;
  /** Brigade index (§2.6), −1 for none. */
  brigade: Int32Array;
  points: Int32Array;
  /** Victory points for a unit reduced to one stand (half, rounded up to 5; §10), 0 if none. */
  halfPoints: Int32Array;
  /** Badly hurt band and the reduced values (§5.3); bhFrom 0 = none. */
  bhFrom: Int32Array;
  bhTo: Int32Array;
  bhHits: Int32Array;
  bhAttack: Int32Array;
  /** Shots a stand after it (the list's second Shoot value; the printed one where none). */
  bhShoot: Int32Array;
  /** Counts towards the army's withdrawal (§10). */
  countsForWithdrawal: Uint8Array;
  /**
   * Attached stand (§11.1 Skirmishers, §11.8 Salamanders), in slot ATTACH_SLOT: 1 when the unit
   * has one; its Attacks, its shots in the Shooting phase and at chargers; Salamander venom
   * (every shot of the unit counts armour one worse while it lives); removed last among equals
   * (tactic loseAttachment: last) rather than first.
   */
  attached: Uint8Array;
  attachAttack: Int32Array;
  attachShoot: Int32Array;
  attachChargerShots: Int32Array;
  venom: Uint8Array;
  attachLast: Uint8Array;

  // Characters.
  nc: number;
  charIds: string[];
  charNames: string[];
  cSide: Int32Array;
  cKind: Int32Array;
  cCommand: Int32Array;
  /** Attack bonus with the mount's (§7). */
  cAttack: Int32Array;
  /** Command range, cm (Infinity for a General, §2.3). */
  cRange: Float64Array;
  cMove: Float64Array;
  cTerror: Uint8Array;
  /** Unit index it has joined, or −1. */
  cJoins: Int32Array;
  cx: Float64Array;
  cy: Float64Array;
  cPoints: Int32Array;
  /** Casts spells (§8.1), with a re-roll of a failed cast; Runesmith anti-magic (§8.1). */
  cCasts: Uint8Array;
  /** Breath or other shooting of the mount (§7): attacks and range; 0 when none. */
  cBreath: Int32Array;
  cBreathRange: Float64Array;
  /** The Tomb King's once-a-battle blessing (§11.2). */
  cTombKing: Uint8Array;
  /** A one-shot +n to a casting roll from the mount or upgrade (§8.1: War Altar, Unicorn, Tzarina, Cauldron); 0 when none. */
  cCastBonus: Int32Array;
  /** A Runesmith with the Anvil: +1 once to a dispel, and its strike against terror (§8.1, §11.6). */
  cAnvil: Uint8Array;
  /** Some character has the Anvil. */
  anyAnvil: boolean;
  /** Mount id of each character ('' for none), for spell casting bonuses (§8.2). */
  cMountIds: string[];
  cItem: Int32Array;
  cReroll: Uint8Array;
  cRunesmith: Uint8Array;
  /** Teleports (Teleport, Skitterleap, §8.2) when it brings a better spell (tactic teleport: auto). */
  cTeleport: Uint8Array;
  /** The character's spells: indices into `spells`, cSpellList[cSpellFrom[c] .. cSpellFrom[c + 1]). */
  cSpellFrom: Int32Array;
  cSpellList: Int32Array;
  spells: SpellColumns;
  /** Dark Elf General rules for this character's army (§11.11). */
  cDarkElf: Uint8Array;
  /** The Slann, whose Divine Guidance Skink characters may use; a Skink character who uses it (§11.8). */
  cSlann: Uint8Array;
  cGuided: Uint8Array;
  /** A Skink character: the one kind of character a failed guidance confuses (+1, §11.8). */
  cSkink: Uint8Array;
  /** A Skink Shaman: his Slann may cast through him, range and sight from him (§11.8). */
  cFocus: Uint8Array;

  /**
   * Terrain pieces: first battlefield.terrain in order, then the parts (T_PART) that bridges and
   * roads leave of the pieces they cross. Kind (T_*) and, for an area, its left, near, right and
   * far edges (tx0 < tx1, ty0 < ty1); for a linear piece the two ends (tx0, ty0)–(tx1, ty1).
   */
  terrainKind: Int32Array;
  /**
   * Per piece, the bits a unit's `blockedBy` is tested against when it moves (§1.3): 1 << kind,
   * but 0 for a bridge, a road, and a river, marsh or dense piece that bridges or roads cross
   * (its parts stop units instead), and the T_WOOD_CANOPY bit for such a wood.
   */
  terrainMove: Int32Array;
  /** Per piece, its index in battlefield.terrain (a part: the piece it was cut from). */
  terrainSource: Int32Array;
  tx0: Float64Array;
  ty0: Float64Array;
  tx1: Float64Array;
  ty1: Float64Array;
  /** Per unit: bit k set when it may not enter terrain kind k (§1.3; flyers §3.4), tested against terrainMove. */
  blockedBy: Int32Array;
  /** Per unit: Lizardmen ignore the dense-terrain order penalty (§2.4, §11.8). */
  noDensePenalty: Uint8Array;
  /** Per unit: characters may join it (not Steam Tanks, Gyrocopters, Harpies…, §7). */
  mayJoin: Uint8Array;
  /**
   * Per character: the terrain his mount may not enter (bit mask as blockedBy), 0 on foot or a
   * common mount (§3.5, §7); an Elephant mount may not join cavalry (§7).
   */
  cBlockedBy: Int32Array;
  cNoCavalry: Uint8Array;

  /** Units each side counts for withdrawal, and how many lost make it withdraw (§10). */
  withdrawAt: Int32Array;

  /** The rule flags (flags.ts), each under its own name: the kernel compares a flag with a literal of its choices. */
  flags: WarmasterFlags;
}

/** The spells of both armies as columns indexed by spell (magic-plan.ts's spellColumns(), §8). */
export interface SpellColumns {
  spellIds: string[];
  spellNames: string[];
  spKind: Int32Array;
  spCast: Int32Array;
  /** Range or radius in cm; 0 when none. */
  spRange: Float64Array;
  spArea: Int32Array;
  /** 1 enemy, 0 friend. */
  spEnemy: Uint8Array;
  spSight: Uint8Array;
  /** 1 the target must be engaged, 2 unengaged, 0 either. */
  spEngaged: Int32Array;
  /** 1 the caster must have joined an engaged unit, 2 an unengaged one, 3 any unit, 0 none. */
  spJoined: Int32Array;
  /** Shooting attacks (−1 = D3), armour ignored, drive back. */
  spAttacks: Int32Array;
  spNoArmour: Uint8Array;
  spDrive: Uint8Array;
  /** Attack or armour amount; per stand; joined characters too. */
  spAmount: Int32Array;
  spPerStand: Uint8Array;
  spChars: Uint8Array;
  /** Command penalty by radius (1) or on the unit (0); Eerie Mist also forbids initiative. */
  spRadius: Uint8Array;
  spNoInitiative: Uint8Array;
  /** Armour re-rolls: in combat (1) or against shooting (0); of successful saves (a curse). */
  spCombat: Uint8Array;
  spRerollSuccess: Uint8Array;
  /** Casting bonus with this mount id (Djinn, §8.2), and its amount. */
  spBonusMount: string[];
  spBonus: Int32Array;
  /** Unit ids the spell may not target (Waaagh!), as a set per spell. */
  spExcludes: Set<string>[];
  /** Troop types it may target, as bits 1 << type code (0: any); the target must shoot (Heaven's Fire). */
  spTypes: Int32Array;
  spMustShoot: Uint8Array;
}
