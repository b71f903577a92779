/**
 * A compiled Essence of War scenario: everything the kernel reads, as typed-array columns
 * indexed by unit, resolved once per thread by compile.ts. Nothing here changes during a
 * simulation.
 */
import type { UnitCost } from '../system.ts';
import type { RuleColumns } from '../unit-rules.ts';
import type { T9aFlags } from './flags.ts';
import type { MagicPlan } from './magic-plan.ts';

export { TARGET_NEAREST, TARGET_NEVER } from '../tactic-targets.ts';

export const MOVE_MARCH = 0;
export const MOVE_ADVANCE = 1;
export const MOVE_TO_RANGE = 2;
export const MOVE_HOLD = 3;
export const MOVE_SUPPORT = 4;
export const MOVE_CENTRE = 5;

/** Vanguard (§7.1): the unit's `vanguard` field (plan.vanguard). */
export const VANGUARD_NONE = 0;
export const VANGUARD_PLACED = 1;
export const VANGUARD_MOVE = 2;

export const BREATH_SHOOT = 0;
export const BREATH_MELEE = 1;

/** Dances of Cenyrn (§7.2) picked each round. */
export const DANCE_AEGIS = 0;
export const DANCE_ATTACK = 1;
export const DANCE_AP = 2;
export const DANCE_RANKS = 3;

/** Orisons (§7.2, Kingdom of Equitaine): the `orisons` tactic, and the effect a unit holds in the kernel. */
export const ORISON_AUTO = 0;
export const ORISON_AEGIS = 1;
export const ORISON_REFLEXES = 2;
export const ORISON_DISCIPLINE = 3;
export const ORISON_NEVER = 4;

/** Boolean model rules, one Uint8Array column each (rules.ts names them). */
export const BOOLEAN_RULES = [
  'fear', 'fearless', 'frenzy', 'poison', 'lightningReflexes', 'swiftstride', 'towering', 'lightTroops', 'fly',
  'insignificant', 'daemonic', 'unstable', 'supernal', 'undead', 'autonomous', 'warborn', 'goblinCunning',
  'primalInstinct', 'lifeIsCheap', 'shieldWall', 'lethalStrike', 'ruthless', 'cohort', 'touchOfFrost', 'rage',
  'knowThyself', 'weaponMaster', 'grudge', 'quest', 'banneret', 'battleFever', 'favoured', 'exiled',
  'martialDiscipline', 'communalBond', 'dances', 'broodRivalry', 'steamPowered', 'forestWalker', 'eagleStandard', 'infernalBrand', 'runeCraft', 'steamAhead', 'warCry', 'beloved', 'fearImmune', 'mwTowering', 'parentSupport', 'grimCoachman', 'guarded', 'undeadCrumble', 'undyingWill', 'support', 'devastatingFear',
] as const;
export type BooleanRule = (typeof BOOLEAN_RULES)[number];

/** Vault items whose effect the kernel plays while the game runs (the rest change the profile at compile time). */
export const ITEM_RULES = [
  'eldrichInscriptions', 'cleansingLight', 'shieldBreaker', 'bannerOfSpeed', 'battleStandard', 'bannerOfDiscipline',
  'bindingScroll', 'talismanOfTheVoid', 'crystalBall', 'obsidianRock',
] as const;
export type ItemRule = (typeof ITEM_RULES)[number];

export interface T9aPlan {
  costs: UnitCost[];
  sideIds: [string, string];
  unitIds: string[];
  unitNames: string[];
  n: number;
  side: Int32Array;
  /**
   * Multi-games (§8.5): the army each unit belongs to (a Patrol or roster; a side of several is
   * a Coalition), and its faction (index in the army lists). With one army a side, army = side.
   * Units of one side and one faction are Brethren, fully friendly; of one side and different
   * factions, Allies: no General, Commanding Presence or Rally Around the Flag from each other,
   * no Panic from each other, no army rules of each other's.
   */
  army: Int32Array;
  faction: Int32Array;
  /** Armies in the scenario, side a's first; each army's side and faction, and its label for traces ('side/contingent'). */
  armies: number;
  armySide: Int32Array;
  armyFaction: Int32Array;
  armyLabels: string[];
  /** Points of each unit (0 in Basic games), for victory points. */
  points: Int32Array;

  // Characteristics (§1.1).
  adv: Int32Array;
  mar: Int32Array;
  /** Steam Powered: March is this dice code rolled (4D3), 0 otherwise. */
  marDice: Int32Array;
  dis: Int32Array;
  hp: Int32Array;
  def: Int32Array;
  res: Int32Array;
  arm: Int32Array;
  /** Aegis "N+" as N; 7 = none. */
  aeg: Int32Array;
  att: Int32Array; // 0 = no normal melee attacks
  off: Int32Array;
  str: Int32Array;
  ap: Int32Array;
  agi: Int32Array;

  // Formation.
  models: Int32Array;
  files: Int32Array;
  single: Uint8Array;
  /** A character (§1.5): left out of the Basic centre count. */
  character: Uint8Array;
  /** The side's General (§8.2). */
  isGeneral: Uint8Array;
  /** A character joined to a unit (§8.1): the unit's index, −1 none. */
  host: Int32Array;
  /** Rank-and-file places a joined character fills in its host's front (a War Platform may fill several). */
  slots: Int32Array;
  /** Of those, the files of the front rank it covers. */
  frontPlaces: Int32Array;
  /** A War Platform (§7.1): at the centre of its unit's front, it never swaps places. */
  platform: Uint8Array;
  /** Hunt Leader (§7.2): while it is in its unit, the unit's models have Fearless and Support. */
  huntLeader: Uint8Array;
  /** A Towering War Platform, which shooting and spells may target apart from its unit (§7.1). */
  ownTarget: Uint8Array;
  baseW: Float64Array; // inches
  baseD: Float64Array;

  /** Special rules (BOOLEAN_RULES), one 0/1 column each. */
  rule: RuleColumns<BooleanRule>;
  fier: Int32Array;
  /** Orders a Marshal gives each turn (§7.2), 0 for none. */
  orders: Int32Array;
  /** Per side: 1 when the side plays Orisons (§7.2: a Kingdom of Equitaine army in an Advanced game). */
  orisons: Uint8Array;
  /** Per side: the faction whose units take them (§8.5: in a Coalition, not its Allies'). */
  orisonFaction: Int32Array;
  /** Per unit, the `orisons` tactic: ORISON_AUTO (the policy may choose it), an effect it takes each turn, or ORISON_NEVER. */
  orisonChoice: Int32Array;
  /** Ambush (§7.1): the unit (and the character joined to it) is not deployed and arrives at the start of its side's turn-2 Movement phase at its position. */
  ambush: Uint8Array;
  /**
   * Vanguard (§7.1): VANGUARD_PLACED — the unit made its pre-game Vanguard move and stands where
   * it ended; VANGUARD_MOVE — the kernel plays the move in every game; VANGUARD_NONE. A unit that
   * moved may not declare charges in the first Player Turn if its side takes it.
   */
  vanguard: Uint8Array;
  /** Whether any unit has VANGUARD_MOVE. */
  vanguardMoves: boolean;
  multipleWounds: Int32Array; // dice code, 0 = none
  devStr: Int32Array;
  devAp: Int32Array;
  devAtt: Int32Array;
  devAgi: Int32Array;
  chargeBonusRange: Int32Array; // Academy Trained (§12 D10)
  // Special attacks (§7.1): dice code (0 = none), Str, AP.
  impactDice: Int32Array;
  impactStr: Int32Array;
  impactAp: Int32Array;
  stompDice: Int32Array;
  stompStr: Int32Array;
  stompAp: Int32Array;
  grindDice: Int32Array;
  grindStr: Int32Array;
  grindAp: Int32Array;
  breathStr: Int32Array; // 0 = no Breath
  breathAp: Int32Array;

  // Shooting weapon (§5): shots dice code, 0 = none.
  shots: Int32Array;
  range: Float64Array;
  shootStr: Int32Array;
  shootUserStr: Uint8Array; // the weapon uses the model's own Str and AP (spells that change them apply)
  shootAp: Int32Array;
  aim: Int32Array;
  shootRanks: Int32Array;
  closeRange: Float64Array; // 0 = no close-range bonus
  closeStr: Int32Array;
  closeAp: Int32Array;
  noLongRange: Uint8Array;
  noMoveShoot: Uint8Array;
  noCoverPenalty: Uint8Array;
  noAimMods: Uint8Array;
  marchShoot: Uint8Array;
  shotPoison: Uint8Array;
  shotMW: Int32Array; // dice code
  area: Int32Array; // Area Attack (N), 0 = none

  // Vault items (§9), on the bearer.
  /** Melee only: Touch of Greatness +1 Str +1 AP, Shield Breaker +6 AP. */
  itemStr: Int32Array;
  itemAp: Int32Array;
  /** Arm may not be improved beyond this (Destiny's Call 3; else 5). */
  armCap: Int32Array;
  /** Vault items the kernel plays (ITEM_RULES), one 0/1 column each. */
  item: RuleColumns<ItemRule>;

  // Command (§2.2): the General's Commanding Presence range, 0 = not the General.
  commandRange: Float64Array;
  /** Per unit: stands in cover against shooting (+1 to the Aim, §5), and inside Hindering terrain (§1.4). */
  cover: Uint8Array;
  hindering: Uint8Array;
  /** Terrain pieces on the table (§1.4): each piece's kind (terrain.ts TERRAIN_*). */
  terrainKind: Int32Array;
  /** Each piece's box: left, near, right and far edges at 4·k (terrain.ts). */
  terrainBox: Float64Array;
  /** Each piece's name, for the trace (a unit going round it, §3.3). */
  terrainNames: string[];

  // Tactics.
  noCast: Uint8Array;
  /** The dice a wizard commits to a cast (tactic `castDice`): CAST_DICE_AUTO, _MIN or _MAX. */
  castDice: Int32Array;
  /** Tactic `dispel: never`: the unit's side does not dispel spells cast on it. */
  noDispel: Uint8Array;
  chargeTarget: Int32Array;
  flee: Uint8Array; // reacts to charges by fleeing
  shootTarget: Int32Array;
  /** The shooter's `shoot:` names a Towering War Platform: it aims at the platform, not its unit (−1 none). */
  aimPlatform: Int32Array;
  /** Redirect a charge whose target fled (§3.2), by the default policy; 0 for `redirect: never`. */
  redirect: Uint8Array;
  /** A joined character told to `swap: avoid`: it stands at an end of the front rank and never swaps into contact (§8.1). */
  swapAvoid: Uint8Array;
  /** Combat Pivot by the default policy (§6.8); 0 for `pivot: never`. */
  pivot: Uint8Array;
  pursue: Uint8Array;
  move: Int32Array;
  breathUse: Int32Array;
  markedTarget: Int32Array; // Grudge / The Quest target, −1 none
  dance: Int32Array;

  // Deployment: front-centre and facing in radians (0 faces +y).
  x: Float64Array;
  y: Float64Array;
  facing: Float64Array;
  width: number;
  depth: number;

  /** The Magic phase (magic-plan.ts): spell slots and casting rules. */
  magic: MagicPlan;

  // Game.
  turns: number;
  firstBreak: boolean;
  firstSide: number; // −1 for a roll-off
  victoryPoints: boolean;
  gameSize: number; // points, Advanced victory margins (§8.4)
  /** §8.3 mission: 0 none, 1 occupation, 2 patrolling, 3 infiltration, 4 random (D6 each game). */
  mission: number;
  /** Per side: 1 when it deploys in the half nearer y = 0 (its deployment zone is y < depth/2 − 12). */
  nearHalf: Int32Array;
  /** Support units (§8.2 categories): they never count for missions. */
  support: Uint8Array;

  /** Rule flags, resolved (flags.ts): each under its name in T9A_FLAGS. */
  flags: T9aFlags;
}

/** Tactic `castDice` (README "Tactics"): the default policy, the fewest dice reaching the casting value on average, or the most allowed. */
export const CAST_DICE_AUTO = 0;
export const CAST_DICE_MIN = 1;
export const CAST_DICE_MAX = 2;
