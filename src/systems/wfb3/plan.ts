/**
 * A compiled WFB3 scenario: everything the kernel reads, as typed-array columns indexed by
 * unit (struct of arrays), resolved from the inline profiles, equipment, tactics and rule flags
 * once per thread (compile.ts). Nothing here changes during a simulation.
 */
import type { TerrainPieces } from '../../battlefield/pieces.ts';
import type { UnitCost } from '../system.ts';
import type { RuleColumns } from '../unit-rules.ts';
import type { Wfb3Flags } from './flags.ts';

/** The special rules a WFB3 unit may have so far (special-rules.ts), one 0/1 column each in `plan.rule`. */
export const WFB3_RULES = ['fear', 'hatred', 'frenzy', 'stupidity'] as const;
export type Wfb3Rule = (typeof WFB3_RULES)[number];

export { TARGET_NEAREST, TARGET_NEVER } from '../tactic-targets.ts';

/** The charged unit's response (§2.4). */
export const REACT_HOLD = 0;
export const REACT_RUN_AWAY = 1;
export const REACT_STAND_AND_SHOOT = 2;

/** The formation tactic (§2.3): none, hold a shieldwall, advance in a testudo, stand in a square, charge in a wedge, shoot from an archer wedge. */
export const FORM_NONE = 0;
export const FORM_SHIELDWALL = 1;
export const FORM_TESTUDO = 2;
export const FORM_SQUARE = 3;
export const FORM_WEDGE = 4;
export const FORM_ARCHER_WEDGE = 5;

export const PURSUE_ALWAYS = 0;
export const PURSUE_RESTRAIN = 1;

export const MOVE_ADVANCE = 0;
export const MOVE_HOLD = 1;
/** Advance only until an enemy is within the unit's shooting range. */
export const MOVE_TO_RANGE = 2;
/** Hold in the movement phase; step back in the reserves phase while an enemy could charge it (kernel/fall-back.ts). */
export const MOVE_FALL_BACK = 3;

/** Terrain kinds (§2.1, §3.1): area pieces, then linear ones (obstacles). */
export const TERRAIN_DIFFICULT = 0;
export const TERRAIN_VERY_DIFFICULT = 1;
export const TERRAIN_IMPASSABLE = 2;
export const TERRAIN_WOOD = 3;
export const TERRAIN_HILL = 4;
export const TERRAIN_HEDGE = 5;
export const TERRAIN_WALL = 6;
export const TERRAIN_DITCH = 7;
/** Wagons formed into a laager or barricade (§6.1): an obstacle, soft cover, solid to a chariot. */
export const TERRAIN_WAGONS = 8;
/** A trench or pit (§3.1: linear obstacles dug into the ground, trenches and pits): an obstacle as a ditch, hard cover to those in it, no bar to sight. */
export const TERRAIN_TRENCH = 9;
/** The scenario's names for them. */
export const TERRAIN_KINDS: Readonly<Record<string, number>> = {
  difficult: TERRAIN_DIFFICULT,
  'very-difficult': TERRAIN_VERY_DIFFICULT,
  impassable: TERRAIN_IMPASSABLE,
  wood: TERRAIN_WOOD,
  hill: TERRAIN_HILL,
  hedge: TERRAIN_HEDGE,
  wall: TERRAIN_WALL,
  ditch: TERRAIN_DITCH,
  wagons: TERRAIN_WAGONS,
  trench: TERRAIN_TRENCH,
};
/** What each kind of ground costs to cross (§2.1): difficult and woods twice, very difficult four times, impassable never. */
export const GROUND_FACTOR = Int32Array.from([2, 4, 0, 2, 1, 1, 1, 1, 1, 1]);
/** What ground costs a unit in single file (§2.1): difficult ground and woods nothing, very difficult twice; obstacles a quarter of its M. */
export const SINGLE_FILE_FACTOR = Int32Array.from([1, 2, 0, 1, 1, 1, 1, 1, 1, 1]);
/** Moves over difficult and very difficult ground round up to the nearest ½" (§2.1). */
export const ROUND_UP_FROM = 2;

/** A unit's missile weapon (§3.4, data/missiles.ts), by unit; `has` 0 for a unit with none. */
export interface MissilePlan {
  has: Uint8Array;
  range: Float64Array;
  /** Strength up to half range and over it. */
  S: Int32Array;
  SLong: Int32Array;
  /** Added to the target's save roll up to half range, over it, and at 6" or less (0: no such band). */
  save: Int32Array;
  saveLong: Int32Array;
  saveClose: Int32Array;
  noMoveFire: Uint8Array;
  slingDouble: Uint8Array;
  misfires: Uint8Array;
  /** 1: a thrown weapon, also thrown as a charge meets (§3.4). */
  thrown: Uint8Array;
  /** 1: its strength a D6 for each hit (the blowpipe). */
  dieS: Uint8Array;
  /** To-hit modifier (improvised missiles −1). */
  hitMod: Int32Array;
  /** Shots a model (the repeating crossbow's `volleys`). */
  shots: Int32Array;
  /** The target tactic: a unit, TARGET_NEAREST or TARGET_NEVER. */
  target: Int32Array;
}

/** Who strikes when (§4.2): the weapons' initiative and their conditions, by unit. */
export interface WeaponPlan {
  /** I modifier in every round (dagger +1, double-handed −1). */
  iMod: Int32Array;
  /** I modifier in the first round of a combat only (spear +1, lance +2). */
  iFirst: Int32Array;
  /** The pike's I bonus (flag pikeInitiative): lost while pushed back, and only against mounted troops under 'vs-mounted'. */
  iPike: Int32Array;
  /** I bonus against mounted troops while not pushed back (spear +2 under spearVsMounted 'initiative'). */
  iVsMounted: Int32Array;
  /** To-hit modifier in every round (improvised −1; two weapons is apart). */
  hitMod: Int32Array;
  /** To-hit modifier in the first round only (the foot spear's +1 under spearFirstRound 'hit'). */
  hitFirst: Int32Array;
  /** To hit against troops under 10 feet while not pushed back (mounted hand weapon and spear +1; a lance from the second round). */
  hitVsSmall: Int32Array;
  /** To hit against mounted troops while not pushed back (halberd +1, foot spear +2, by their flags). */
  hitVsMounted: Int32Array;
  /** S modifier in every round (dagger −1, double-handed, halberd +1). */
  sMod: Int32Array;
  /** S modifier in the first round only (lance +2, mounted flail +1). */
  sFirst: Int32Array;
  /** S modifier when charging (mounted spear +1). */
  sCharging: Int32Array;
  /** S modifier lost while pushed back (foot flail +1); the halberd's +1 against mounted troops under halberdBonus 'strength'. */
  sNotPushed: Int32Array;
  sVsMounted: Int32Array;
  /** Added to the struck model's save in every round (improvised, dagger +1; double-handed −1), and in the first round only (lance −1). */
  saveMod: Int32Array;
  saveFirst: Int32Array;
  /** Ranks that fight: 1, spears 2, pikes 4 (§4.3). */
  ranks: Int32Array;
  /** 1: its enemies strike it at −1 (a net, §4.8). */
  net: Uint8Array;
  /** 1: two weapons, one extra attack at −2 and the others at −1 (§4.8, flag twoWeapons). */
  twoWeapons: Uint8Array;
  /** 1: a lance, whose row is the first round's; a hand weapon after. */
  lance: Uint8Array;
  /** A pistol (p.84): 0 none, PISTOL_INSTEAD or PISTOL_SECOND (the `pistol` tactic). */
  pistol: Uint8Array;
  /** The pistol shot's strength (flag pistolStrength). */
  pistolS: Int32Array;
}

/** A pistol is fired once a combat, in its first round: as one of the model's attacks, or besides them as a second weapon at −1 (§4.8). */
export const PISTOL_INSTEAD = 1;
export const PISTOL_SECOND = 2;
/** The pistol's save modifier in hand-to-hand combat (p.84). */
export const PISTOL_SAVE = -2;

/** The `followUp` tactic (§4.10): a winner follows up; or, defending an obstacle, keeps it. */
export const FOLLOW_UP_ALWAYS = 0;
export const FOLLOW_UP_HOLD_OBSTACLE = 1;

/** Whom a unit's models touching an enemy character strike (the `strike` tactic, §6.4): the troops around him, or him. */
export const STRIKE_TROOPS = 0;
export const STRIKE_CHARACTERS = 1;

/** Where a unit's second troop type is deployed (§2.3): behind its own troops, in front of them, or on their flanks. */
export const PLACE_BEHIND = 0;
export const PLACE_IN_FRONT = 1;
export const PLACE_FLANKS = 2;

/**
 * Files on each flank of `centre` models `files` wide for `flank` models deployed evenly on both
 * its flanks, in columns as deep as it (§2.3: one type split evenly on the two flanks of the other).
 *
 * @example flankFiles(10, 10, 5) // → 3: ten on the flanks of ten five wide, two deep
 */
export function flankFiles(flank: number, centre: number, files: number): number {
  const depth = Math.ceil(centre / files);
  return Math.ceil(flank / (2 * depth));
}

/** A mixed unit's `deployFlanks` tactic (§2.3): never; as it is charged; in its first movement phase. */
export const DEPLOY_NEVER = 0;
export const DEPLOY_WHEN_CHARGED = 1;
export const DEPLOY_AT_ONCE = 2;

/** A mixed unit's `changeRanks` tactic (§2.3): never; when charged; or, besides, the shooters to the front in its own movement phase. */
export const CHANGE_NEVER = 0;
export const CHANGE_WHEN_CHARGED = 1;
export const CHANGE_SHOOT_THEN_FIGHT = 2;

/** A character's `challenge` tactic (§6.5): take up a challenge, issue them and take them up, or refuse. */
export const CHALLENGE_ACCEPT = 0;
export const CHALLENGE_ISSUE = 1;
export const CHALLENGE_REFUSE = 2;

/**
 * Height levels (§2.7, §3.5): on the ground, at attack level — the lowest level of flight, which
 * counts as the ground for shooting — and each 10" level above it, +10 being LEVEL_ATTACK + 1.
 */
export const LEVEL_GROUND = 0;
export const LEVEL_ATTACK = 1;
/** The scenario's name of a level: 'ground', 'attack', or its height above attack level in inches (10, 20, …). */
export function levelOf(name: string | number): number {
  if (name === 'ground') return LEVEL_GROUND;
  if (name === 'attack') return LEVEL_ATTACK;
  return LEVEL_ATTACK + (name as number) / 10;
}
/** The scenario's name of level l, as levelOf() reads it. */
export function levelName(l: number): string {
  return l === LEVEL_GROUND ? 'the ground' : l === LEVEL_ATTACK ? 'attack level' : `+${(l - LEVEL_ATTACK) * 10}`;
}

/**
 * Flyers (§2.7, §3.5; kernel/aerial.ts, kernel/dropping.ts), by unit; `is` 0 for any other. The
 * profile's flight: top and minimum speed and acceleration (deceleration twice it), inches a
 * turn; where it starts: its level and speed. Its tactics (`fly`): the level it keeps, the unit
 * it drops things on (TARGET_NEAREST, TARGET_NEVER or a unit), the objects each model carries, 1
 * to fly off and collect more once they are spent, the turns off the table it gives up after (0
 * never), and the game turns it lands and takes off (0 never).
 */
export interface FlyerPlan {
  is: Uint8Array;
  top: Float64Array;
  min: Float64Array;
  acc: Float64Array;
  level: Int32Array;
  speed: Float64Array;
  keep: Int32Array;
  dropOn: Int32Array;
  carry: Int32Array;
  collect: Uint8Array;
  giveUp: Int32Array;
  /**
   * Its changes between the air and the ground (tactics `land`, `takeOff`), FLYER_CHANGES a flyer
   * in game-turn order: turn · 2 + 1 for a landing, turn · 2 for a take-off, 0 after the last.
   */
  changes: Int32Array;
}

/** The changes between the air and the ground a flyer may be told to make (FlyerPlan.changes). */
export const FLYER_CHANGES = 8;

/** The spells of the scenario's wizards (§6.8): columns, one row a spell. */
export interface SpellPlan {
  names: string[];
  cost: Int32Array;
  range: Float64Array;
  hits: Int32Array;
  S: Int32Array;
  boost: Int32Array;
  saved: Uint8Array;
}

export interface Wfb3Plan {
  flags: Wfb3Flags;
  /** The WS table blows are struck on, `toHit[attackerWS * 11 + defenderWS]` (flag wsTable, §4.4). */
  toHit: Int8Array;
  /** Units: the rows 0..n − 1 of every column. */
  n: number;
  /** Rows of the columns: the n units, then the characters associated with them (§6.4), one model each, his profile and equipment in his row. */
  rows: number;
  /** Every row of the columns: the `rows` above, then the second troop types of units in mixed ranks (`mixedRow`). */
  allRows: number;
  /**
   * Mixed ranks (§2.3, p.125; kernel/mixed-ranks.ts): `mixedRow[u]` the row of unit u's second
   * troop type — its profile, equipment and models, its `host` u — or −1; `mixedPlace[u]` where it
   * is deployed, PLACE_BEHIND or PLACE_IN_FRONT of the unit's own troops, or PLACE_FLANKS on their
   * flanks (then `files[u]` is the block's: the own troops' files and the flanks'); `changeRanks[u]`
   * and `deployFlanks[u]` its tactics, CHANGE_* and DEPLOY_*; `anyMixed` 1 when some unit is in
   * mixed ranks.
   */
  mixedRow: Int32Array;
  mixedPlace: Uint8Array;
  /** Files of the second type on each flank of a unit deployed with it there (PLACE_FLANKS), 0 any other. */
  sideFiles: Int32Array;
  changeRanks: Uint8Array;
  deployFlanks: Uint8Array;
  /** 1: a mixed unit brings the type on its flanks back behind the other as it is charged (the `recallFlanks` tactic, p.125). */
  recallFlanks: Uint8Array;
  /** The game turn from which a mixed unit brings the type on its flanks back behind the other in its own movement phase (the `recallFlanks` tactic as a turn), 0 never. */
  recallTurn: Int32Array;
  /** 1: in a square, a mixed unit's type behind stands at the corners, not in an inner square (its `mixed.inSquare`, §2.3). */
  squareCorners: Uint8Array;
  /** 1: a mixed unit deploying flanks sends its type in front to them, not the one behind (the `flankType` tactic, p.125). */
  flankFront: Uint8Array;
  anyMixed: number;
  /** A character's unit (§6.4); −1 on a unit's row. `anyCharacter` 1 when the scenario has one. */
  host: Int32Array;
  anyCharacter: number;
  /** A character: 1 in his unit's front rank, where he fights and may be struck; 0 in a rank behind, where he does neither but may still lead it (§6.4). */
  inFront: Uint8Array;
  /**
   * A character: his unit's Ld, Cl and Int with him as its leader (§1.2, §6.4) — its troops'
   * lowest plus his bonus, never above 10 nor his own — when his Ld is better than the troops'
   * and their own leader's (`leads` 1), who then steps aside for him.
   */
  leads: Uint8Array;
  ledLd: Int32Array;
  ledCl: Int32Array;
  ledInt: Int32Array;
  ledWP: Int32Array;
  /** A character's Ld bonus (§1.2), which a leader who refuses a challenge loses (§6.5); a single character's too. */
  bonus: Int32Array;
  /** 1: a unit that is a single character on his own (§6.4, §2.1): he moves as single file does, but fights and charges as a unit. */
  loner: Uint8Array;
  /** A unit's troops' own Ld, lowered by 1 under a leader who lost face (§6.5). */
  troopsLd: Int32Array;
  /** A character's CHALLENGE_ACCEPT, CHALLENGE_ISSUE or CHALLENGE_REFUSE (§6.5); `anyChallenger` 1 when one issues. */
  challenge: Uint8Array;
  anyChallenger: number;
  sideIds: [string, string];
  /** Every row's id and name: the units', then the characters'. */
  unitIds: string[];
  unitNames: string[];
  /** -1: roll off for the first turn. */
  firstSide: number;
  turns: number;
  stopAtFirstBreak: boolean;
  tableWidth: number;
  tableDepth: number;
  terrain: TerrainPieces;
  /** 1 when some piece is a hill, a wood, or an obstacle (the checks of combat and sight look for them only then). */
  anyHill: number;
  anySightTerrain: number;
  side: Int32Array;
  /** Models at the start, and the front rank. */
  models: Int32Array;
  files: Int32Array;
  /** Bases in inches. */
  baseW: Float64Array;
  baseD: Float64Array;
  /** Deployment: centre of the front rank, facing in radians. */
  x: Float64Array;
  y: Float64Array;
  facing: Float64Array;
  /** Move after armour (§4.7 move reduction), inches; a mounted unit's is its steed's. */
  M: Float64Array;
  /** Its charge and pursuit rate: 2 × M, but 1 × M with a foot flail (§4.8). */
  rate: Float64Array;
  WS: Int32Array;
  S: Int32Array;
  T: Int32Array;
  W: Int32Array;
  I: Int32Array;
  A: Int32Array;
  /** The steed's, 0 attacks on foot. */
  mounted: Uint8Array;
  mountWS: Int32Array;
  mountS: Int32Array;
  mountI: Int32Array;
  mountA: Int32Array;
  large: Uint8Array;
  /** Fear at a distance (§5): its range in inches, 0 none; `anyFearRange` 1 when some unit has one. */
  fearRange: Float64Array;
  anyFearRange: number;
  /** The unit's tested values with its own leader (§1.2): Ld, Cl, Int (WP is not tested yet). */
  Ld: Int32Array;
  Cl: Int32Array;
  Int: Int32Array;
  /** The unit's WP with its own leader, a character's his own (§1.2): its magic saves (§6.8). */
  WP: Int32Array;
  /** 1 when some unit or character is subject to stupidity. */
  anyStupid: number;
  /** 1 when some character has a reaction his unit does not (§5; own-reactions.ts). */
  anyOwnReaction: number;
  /** Its Ld with the general's bonus in place of its leader's, for rout and rally tests within 12" of him (§6.4). */
  LdGeneral: Int32Array;
  /** 1: it has a leader, who may make it halt a pursuit (§4.11). */
  leader: Uint8Array;
  /** The unit the general stands with, or -1 a side. */
  generalOf: Int32Array;
  /** The general's row when he is a character (§6.4), whose death ends his bonus; −1 a side. */
  generalRow: Int32Array;
  /** 1: a unit standard (§6.6); `anyStandard` 1 when some unit has one, or the army standard. */
  standard: Uint8Array;
  anyStandard: number;
  armyStandard: Uint8Array;
  /** 1: a musician, +1 Ld for a second or third manoeuvre (§6.6). */
  musician: Uint8Array;
  /** The save needed (7: none), with the net's +1. */
  save: Int32Array;
  /** 1: part of its save is a shield's, which rear attacks and free hacks ignore (§4.7). */
  shield: Uint8Array;
  /** Its save without the shield (7: none). */
  saveNoShield: Int32Array;
  weapon: WeaponPlan;
  missile: MissilePlan;
  BS: Int32Array;
  rule: RuleColumns<Wfb3Rule>;
  /** Tactics. */
  chargeTarget: Int32Array;
  react: Int32Array;
  pursue: Int32Array;
  /** 1: it fights on at once to capture a fallen standard of a unit it pushed back (the `capture` tactic, §4.10). */
  capture: Uint8Array;
  /** FOLLOW_UP_ALWAYS, or FOLLOW_UP_HOLD_OBSTACLE: winning behind an obstacle it defends, it keeps it (the `followUp` tactic, §4.10). */
  followUp: Uint8Array;
  /** 1: it widens its front as it follows up a wider loser (the `widen` tactic, §4.10); `anyWiden` 1 when some unit does. */
  widen: Uint8Array;
  anyWiden: number;
  move: Int32Array;
  /** FORM_NONE, FORM_SHIELDWALL, FORM_TESTUDO, FORM_SQUARE, FORM_WEDGE or FORM_ARCHER_WEDGE (the `formation` tactic). */
  formation: Int32Array;
  /** The models of an archer wedge's front rank (the `point` tactic, §2.3); 0 for other units. `anyArcherWedge` 1 when some unit forms one. */
  point: Int32Array;
  anyArcherWedge: number;
  /** Files it changes its front rank to before it moves (the `frontage` tactic), 0 keep. */
  frontage: Int32Array;
  /**
   * Chariots (§6.1): 1 for a unit of one chariot, its profile its crew's and its `mount`
   * columns its draught animals' blows; `anyChariot` 1 when some unit is one. Its crew and
   * animals, the animals' T (the S of a hit on a crewman, result 11) and save, its scythes,
   * 1 heavy (three or more animals or crew), and the radius of its turns (G17).
   */
  chariot: Uint8Array;
  anyChariot: number;
  crew: Int32Array;
  /**
   * The crew on foot (kernel/crews-on-foot.ts): `crewUnit[v]` the unit chariot or war beast v's
   * surviving crew form when it is lost, −1 none (its tactic `crewOnFoot: none`); `crewOf[u]` the
   * chariot or beast whose crew unit u is, −1 a unit on the table from the start. Such a unit
   * waits off the table (OFF_TABLE) until its crew form up; `anyCrewUnit` 1 when there is one.
   */
  crewUnit: Int32Array;
  crewOf: Int32Array;
  anyCrewUnit: number;
  /**
   * Units of several chariots or war beasts (kernel/squadrons.ts, §6.1, §6.2): each vehicle is a
   * row of its own, `squad[u]` the row of its unit's leader — the first, which has the unit's id —
   * for every vehicle of such a unit, −1 for any other row; `anySquad` 1 when there is one.
   */
  squad: Int32Array;
  anySquad: number;
  /**
   * Characters who leave their units (kernel/leaving.ts): `leaveTurn[c]` the game turn character
   * row c steps out of his unit (0 never), `aloneAs[c]` the single character he is from then on —
   * a unit waiting off the table until he leaves — and `aloneOf[u]` the character row unit u is
   * (−1 none). `waits[u]` 1 for every unit that starts off the table (a crew on foot, a character
   * alone).
   */
  leaveTurn: Int32Array;
  aloneAs: Int32Array;
  aloneOf: Int32Array;
  waits: Uint8Array;
  anyLeaving: number;
  /** A single character who joins a unit (kernel/joining.ts): `joinAs[u]` the character row he is in it, `joinOf[c]` the single character row c is (−1 none). */
  joinAs: Int32Array;
  joinOf: Int32Array;
  /** 1: single character u makes for the unit he joins while it flees too (§6.4). */
  joinFleeing: Uint8Array;
  anyJoining: number;
  /**
   * A character riding a chariot or war beast who goes with its crew on foot when it is lost
   * (kernel/crews-on-foot.ts): `footAs[c]` his row in their unit, waiting until then, and
   * `footOf[r]` the rider row r is (−1 none); `anyFoot` 1 when there is one.
   */
  footAs: Int32Array;
  footOf: Int32Array;
  anyFoot: number;
  animals: Int32Array;
  animalT: Int32Array;
  animalSave: Int32Array;
  scythes: Int32Array;
  heavy: Uint8Array;
  /**
   * A wagon (§6.1; kernel/wagons.ts): four wheels, eight aboard, 2" slower than a chariot and
   * turning on twice its move; its crew fight from it as from cover, a defended obstacle; its team
   * bolts at the end of each round it fights, unless unhitched (`unhitch`: in its first turn).
   */
  wagon: Uint8Array;
  unhitch: Uint8Array;
  anyWagon: number;
  /** 1: the crew of chariot u leave it once a broken axle halts it (its tactic `abandonHalted`; chariots.ts crewsLeaveHalted()). */
  abandonHalted: Uint8Array;
  /**
   * Chariot u's crewmen other than the driver get off as its side's movement phase of game turn
   * `dismountTurn[u]` begins, and back aboard in a reserves phase from turn `remountTurn[u]` (its
   * tactics `dismount` and `remount`, 0 never; crews-on-foot.ts); `anyDismount` 1 when one does.
   */
  dismountTurn: Int32Array;
  remountTurn: Int32Array;
  anyDismount: number;
  turnRadius: Float64Array;
  /**
   * War beasts (§6.2): 1 for a unit of one war beast, its profile its crew's (a howdah's +1 in
   * its save), the beast's blows in its `mount` columns and its T, W and save here; `anyBeast`
   * 1 when some unit is one. Its crew are `crew`.
   */
  beast: Uint8Array;
  anyBeast: number;
  beastT: Int32Array;
  beastW: Int32Array;
  beastSave: Int32Array;
  /** 1: its models may strike a war beast's crew (§6.2): mounted, over 10 feet, with spears or halberds, or a war beast's crew. */
  reachesCrew: Uint8Array;
  /** 1: those models strike a war beast's crew rather than the beast (the `warBeast` tactic). */
  strikeCrew: Uint8Array;
  /**
   * Wizards (§6.8, G10): a character's power level (his most magic points, and those he starts
   * with; 0 no wizard), and the MP he spends to strengthen his own unit's magic saves (`ward`);
   * his spells are `spellFrom[r]` .. `spellFrom[r] + spellCount[r]` of the spell columns, each a
   * magic missile: its cost, range, hits and their S, the extra MP spent to make the save harder
   * (`boost`), and 1 when its target may make a magic save. `anyWizard` 1 when some character is one.
   */
  power: Int32Array;
  ward: Int32Array;
  spellFrom: Int32Array;
  spellCount: Int32Array;
  spells: SpellPlan;
  anyWizard: number;
  flyer: FlyerPlan;
  /** 1 when some unit is a flyer. */
  anyFlyer: number;
  /** STRIKE_TROOPS or STRIKE_CHARACTERS: whom its models touching an enemy character strike (the `strike` tactic). */
  strikeAt: Uint8Array;
  /** STRIKE_TROOPS or STRIKE_CHARACTERS: whom its missiles strike when the rules let them pick out a character (the `shootAt` tactic, p.74). */
  shootAt: Uint8Array;
  costs: UnitCost[];
}
