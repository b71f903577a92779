/**
 * Warmaster battle kernel: one whole battle per `run` — rules/warmaster.md §15 tier 1 with
 * several units a side: the Command phase (initiative, orders with every penalty, the
 * General's failure ending the phase, blunders), charges with shooting at chargers,
 * shooting with drive backs, confusion and rout, and combat rounds with supports, retreats,
 * pursuit, advances and fall backs, to withdrawal or the turn limit.
 *
 * Geometry: every stand is an axis-aligned rectangle (units face one of the four table
 * directions); moves are straight translations, stopped by other stands. Hot code: state
 * lives in typed arrays allocated once; nothing is allocated per simulation unless a tracer
 * is attached (`warsim replay`).
 */
import { countAtLeast, roll2D6, rollD6, rollOff } from '../../core/dice.ts';
import type { Rng } from '../../core/rng.ts';
import type { Kernel, Tracer } from '../system.ts';
import {
  ARTILLERY, ATTACH_SLOT, CAVALRY, CHARIOT, F_COMMAND_PENALTY, F_HYDRA_REGENERATE, F_MUST_PURSUE, F_PURSUE_ANYTHING,
  F_GUARDS, F_NO_DISTANCE_PENALTY, F_PEASANT, F_FLY, F_ANY_MAY_PURSUE, F_REGENERATE, F_REPTILIAN, F_UNDEAD, FORTIFIED,
  GENERAL, INFANTRY, MAX_STANDS, OPEN, ORDERS_CHARGE, ORDERS_HOLD, TARGET_NEAREST, M_BELL, M_STEAM_TANK, M_WAR_WAGON,
  TEAM_SLOT, IT_CROWN, IT_FORTITUDE, IT_HELM, IT_ORB, SPECIAL_BEARS, SPECIAL_BONE_GIANT, SPECIAL_GIANT,
  SPECIAL_SLAYERS, WIN_FALL_BACK, DENSE_KINDS, HILL_KINDS, type WarmasterPlan,
} from './plan.ts';
import { daemonicInstability, darkElfDoubleSix, guidanceOffered, loseGuidance, tombKing } from './kernel/army-rules.ts';
import { attack, causesTerror, combatSaves, saveOf } from './kernel/attacks.ts';
import { blunder, blunderEnds } from './kernel/blunders.ts';
import { brigadeMove, endGroup, formGroup, regroup } from './kernel/brigades.ts';
import { endOfPhase, removeWholeStands } from './kernel/casualties.ts';
import { charGapOf, mountsLeaveTerrain, moveCharacter } from './kernel/characters.ts';
import { charge } from './kernel/charges.ts';
import { campName, supportsOf, wasEngagedThisRound } from './kernel/combat-result.ts';
import { confuse, confusionDie } from './kernel/confusion.ts';
import {
  ACTIVE, ADVANCE, CORNER_FRONT, CORNER_REAR, DESTROYED, DIR_X, DIR_Y, EDGE_FRONT, EDGE_REAR, EDGE_SIDE,
  END_FIRST_LOSS, END_TURNS, END_WITHDRAW_0, END_WITHDRAW_1, EPS, GONE, INFILTRATING, MIRAGE, OFF_TABLE, PURSUIT,
  RESERVED, ROUTED, WILD_HOLD, WILD_NONE, WILD_STAMPEDE, WILD_STILL,
} from './kernel/constants.ts';
import { engaged, frontContact, opposed, touch, touching } from './kernel/contact.ts';
import { terrainCover, toHitOf } from './kernel/defended.ts';
import { pushBack } from './kernel/drive-backs.ts';
import { homeBack } from './kernel/flyers.ts';
import { attachedAlive, layout, offEdge, onTable, overlapsAny } from './kernel/footprint.ts';
import { gapOf, nearestUnit } from './kernel/gaps.ts';
import { hideInfiltrator, infiltrations } from './kernel/infiltration.ts';
import { initiative, initiativeTarget } from './kernel/initiative.ts';
import { declareHelm, useSceptre } from './kernel/items.ts';
import { leaveTableRoll, returnFromOffTable } from './kernel/leaving-the-table.ts';
import { checkMirages } from './kernel/mirage.ts';
import { orderedMove, paceOf } from './kernel/movement.ts';
import { retreat } from './kernel/retreat.ts';
import { bellCommand, markBellStart, touchesOwnInfantry } from './kernel/screaming-bell.ts';
import { shootingPhase } from './kernel/shooting.ts';
import { closestEnemy } from './kernel/sight.ts';
import { clearCombatSpells } from './kernel/spells.ts';
import { brokenDownForced, malfunction, tankIntoTerrain } from './kernel/steam-tank.ts';
import { terrainTravel, unitOnKinds } from './kernel/terrain.ts';
import { maxTravel, shift } from './kernel/travel.ts';
import { inLaager, laagerCover, wagonMobile, wantsLaager } from './kernel/war-wagon.ts';
import { goWild, stampedes, wildNow } from './kernel/wild-moves.ts';
import { PATH_CLEARANCE } from './kernel/way-round.ts';

export class WarmasterKernel implements Kernel {
  tracer: Tracer | null = null;
  /** The last roll-off's scores. */
  readonly rolls = new Int32Array(2);
  readonly plan: WarmasterPlan;
  readonly n: number;
  readonly nc: number;

  // Stands: slot u * MAX_STANDS + k.
  readonly sx: Float64Array;
  readonly sy: Float64Array;
  readonly sAlive: Uint8Array;
  // Per-stand scratch for one combat round.
  readonly sFought: Uint8Array; // touched an enemy this round
  readonly sFront: Uint8Array; // touched at its front edge or front corner
  readonly sTarget: Int32Array; // enemy unit it attacks
  readonly sPenalty: Int32Array; // −1 flank/rear (0 or 1)
  readonly sTerror: Uint8Array; // touches a terrifying enemy

  // Per-unit state.
  readonly status: Int32Array;
  readonly left: Int32Array; // stands alive
  readonly hitsOn: Int32Array; // accumulated hits (§4.3, §5.3)
  readonly face: Int32Array; // facing 0..3
  readonly coverNow: Int32Array;
  readonly confused: Uint8Array;
  readonly movedThisTurn: Uint8Array; // initiative or ordered; cannot be ordered again by another
  readonly orderedBy: Int32Array; // character that ordered it this phase, −1
  readonly ordersTaken: Int32Array; // orders tested this phase
  readonly blunderPenalty: Int32Array; // permanent −1 per "You must be crazy!" (§2.5)
  readonly chargeReady: Uint8Array; // charged or advanced: charge bonus in its next round (§5.2)
  readonly pursuitBonus: Int32Array; // +1 + per full 3 cm in its next round (§5.2)
  readonly shotHits: Int32Array; // hits suffered from shooting at its charge: count for the enemy in round 1 (§4.5)
  readonly phaseHits: Int32Array; // shooting hits this phase (drive backs, §4.4)
  readonly driver: Int32Array; // closest unit that shot at it this phase
  readonly doneThisPhase: Uint8Array;
  readonly roundHits: Int32Array; // hits inflicted on the unit this round
  readonly retreatDX: Float64Array;
  readonly retreatDY: Float64Array;
  readonly retreatDist: Float64Array;
  readonly initiativeDue: Uint8Array; // initiative checked at the start of the phase (flag initiativeSight)
  readonly inFight: Uint8Array; // member of the engagement being fought
  readonly wonRound: Uint8Array;
  readonly badlyHurt: Uint8Array;
  /** Shots a stand now: the printed value, the badly hurt one after (§5.3). */
  readonly shootNow: Int32Array;
  readonly attackNow: Int32Array;
  readonly hitsNow: Int32Array;
  readonly lostTurn: Int32Array; // turn it was destroyed/routed, 0 if not
  readonly advancedThisPhase: Uint8Array;
  readonly offTableWait: Uint8Array; // rolls on §3.6 again at the start of its next turn
  /** Gutter Runners (§11.7): the character whose order infiltrated the unit this Command phase (he alone may go on ordering it), −1. */
  readonly infiltratedBy: Int32Array;
  /** Any unit infiltrates (plan.infiltrate). */
  readonly hasInfiltrators: boolean;
  /** An infiltration order is being tested (orderTest(), penalty()). */
  infiltrating = false;
  readonly chukkaDice: Int32Array; // drive-back dice from a Skull Chukka this phase (confuse on 4–6)
  readonly flameReduced: Uint8Array; // Flame Cannon rolls 1D6 after a 3-3 (§4.6)
  readonly tankState: Int32Array; // Steam Tank: 1 broken down (never moves again) (§11.1)
  readonly noShootTurn: Int32Array; // Steam Tank stuck: no shooting in this turn
  readonly overloadTurn: Int32Array; // Steam Tank overload: 6 attacks in this turn
  readonly touchedPair: Uint8Array; // [u * n + v]: a stand of u touched v this round
  // Magic (§8): the player turn number, the turn each unit was last affected by each spell
  // ([u * spells + k]), spell effects for the coming Combat phase, and those lasting to the end
  // of the opponent's next turn (until = player-turn number).
  playerTurnNo = 0;
  readonly spellSeen: Int32Array;
  readonly atkStand: Int32Array;
  readonly atkUnit: Int32Array;
  readonly charBuff: Int32Array;
  readonly terrorBuff: Uint8Array;
  readonly rerollAtk: Uint8Array;
  readonly saveBuff: Int32Array;
  readonly noChargeUntil: Int32Array;
  readonly mistUntil: Int32Array;
  readonly angerUntil: Int32Array; // per character: radius command penalty around him
  readonly aerialUntil: Int32Array; // re-roll failed saves against shooting (Aerial Shield)
  readonly shieldUntil: Int32Array; // re-roll failed saves in combat (Shield of Combat)
  readonly cursed: Uint8Array; // re-roll successful saves this Combat phase (Curse of the Djinn)
  readonly bewilderUntil: Int32Array; // Weird Enchantment: half pace, every enemy terrifying, no terror
  readonly shootAgainTurn: Int32Array; // Heaven's Fire: shoots a second time in this player turn
  readonly shootAgainWorse: Int32Array; // ... needing this much more to hit
  toHitWorse = 0; // added to the score needed by the shooting being rolled (Heaven's Fire)
  spTarget = -1;
  spPri = 0;
  // Magic items (§9): used once, first combat done, Steadfastness used this turn, the Crown
  // broken, the Helm's turn, a Wizard spellbound by a Staff.
  readonly itemUsed: Uint8Array;
  readonly firstCombatDone: Uint8Array;
  readonly foughtThisPhase: Uint8Array;
  readonly steadfastTurn: Int32Array;
  readonly cItemUsed: Uint8Array;
  readonly spellbound: Uint8Array;
  readonly scoredBy: Int32Array; // hits a unit inflicted this round (Bears, §11.10)
  readonly kingUsed: Uint8Array; // the Tomb King's blessing spent (§11.2)
  readonly castBonusUsed: Uint8Array; // the mount's one-shot +1 to a casting roll spent (§8.1)
  readonly teleportTurn: Int32Array; // the player turn a Wizard last teleported: once a turn (§8.1, §8.2)
  // Mirage (§8.2 Araby): each Wizard's illusion on the table (−1 none), each illusion's Wizard,
  // and how many illusions are on the table (0: the checks for touching them are skipped).
  readonly mirageOf: Int32Array;
  readonly mirageCaster: Int32Array;
  readonly mirageTried: Uint8Array; // enemy units mirageSpot has tried (cleared after)
  miragesUp = 0;
  readonly anvilUsed: Uint8Array; // the Anvil's +1 to a dispel spent (§11.6)
  readonly anvilUntil: Int32Array; // the player turn up to which a Dwarf unit ignores terror (Anvil, §11.6)
  // The Trebuchet's target chosen this shot is out of its sight: it shoots blind (§4.6).
  blindShot = 0;
  helmTurn0 = -1;
  helmTurn1 = -1;
  // Giant Goes Wild (§11.4) and Elephant stampedes (§11.14): a unit that would be confused and
  // stampedes instead at the start of its next Command phase; the player turn of a unit's last
  // wild move and what it may do in that turn's combat (WILD_*); the distance of a wild move.
  readonly stampede: Uint8Array;
  readonly wildTurn: Int32Array;
  readonly wildKind: Int32Array;
  wildReach = 0;
  // A wild unit that charged friends (rogue) is their foe until the end of the Combat phase:
  // hostile[u * n + v] marks such pairs, and camp is the side each unit fights for in the
  // engagement being fought (the rogue's is flipped; otherwise camp = side).
  readonly rogue: Uint8Array;
  readonly hostile: Uint8Array;
  hostileAny = false;
  readonly camp: Int32Array;
  // The Screaming Bell (§11.7): the battle has one; it touched Skaven infantry before the
  // pursuits, advances and fall backs of this round.
  readonly hasBell: boolean;
  readonly bellStart: Uint8Array;
  // The Kislev War Wagon (§11.10): the battle has one; each unit's formation (1 laager, 0 column);
  // a laager that held its ground this round, and winners who press on against it without a
  // pursuit (pressOn); units charged in this round (for the infantry beside a laager); the
  // combat round being fought (0 outside combat).
  readonly hasWagon: boolean;
  readonly laager: Uint8Array;
  readonly held: Uint8Array;
  readonly pressOn: Uint8Array;
  readonly chargedNow: Uint8Array;
  combatRound = 0;
  // Stands each other unit has in a cannon ball's or a bolt's path (§4.6, §13 A10).
  readonly pathCount: Int32Array;
  readonly standsFast: Uint8Array; // after a draw: defended, so stands instead of falling back (fallBackAll)
  readonly fallsBack: Uint8Array; // a winner that chose to fall back this round (fallBackAll)
  readonly wayAsked: Uint8Array; // units asked to make way during the current push (pushBack, retreat)
  // A chain of friends making way (makeWay): those moved, in order, for whom, aside or back;
  // and a log of the moves (where the stands were) to undo a chain that cannot go through.
  readonly wayMoved: Int32Array;
  wayMovedN = 0;
  readonly wayFor: Int32Array;
  readonly wayAside: Uint8Array;
  readonly wayLogU: Int32Array;
  readonly wayLogX: Float64Array;
  readonly wayLogY: Float64Array;
  wayLogN = 0;
  // The unit or brigade being ordered (§2.6): members, and a mark for moves that ignore them.
  readonly grp: Int32Array;
  grpN = 0;
  readonly inGroup: Uint8Array;
  readonly grpAll: Int32Array; // the brigade as first ordered this phase
  grpAllN = 0;

  // Terrain (§1.3, §5.11): pieces on the table, whether any is high ground; the player turn in
  // which a unit charged, advanced, pursued or retreated, and so counts as in the open whatever
  // its ground (§5.11); the piece that stopped the last maxTravel (−1: none, or a unit did).
  readonly nPieces: number;
  /** Per terrain piece, 1 << its kind (standOnKinds with a kind mask). */
  readonly terrainBit: Int32Array;
  /** The points of a way round a barrier and their distances (wayRound, §2.7). */
  readonly pathX: Float64Array;
  readonly pathY: Float64Array;
  readonly pathD: Float64Array;
  readonly pathDone: Uint8Array;
  /** The longest way round wayRound accepts (a field: see divided). */
  pathLimit = 0;
  /** Dijkstra's predecessor of each path point on the way found (wayRound), −1 for point 0. */
  readonly pathPrev: Int32Array;
  /** The points of the way found, in order from point 0 to point 1 (goRound). */
  readonly pathSeq: Int32Array;
  /**
   * How far a way round keeps from the pieces (pathBlocked, pointBlocked, wayRound): PATH_CLEARANCE
   * for divided, the unit's half extent for goRound; and how far its bends keep from the table edges.
   */
  pathClear = PATH_CLEARANCE;
  pathEdge = 0;
  /**
   * 1 when a leg out of point 0 or into point 1 keeps from each area piece only as far as that
   * end already is (pathNear0, pathNear1): a unit halted against a wood may move off along it.
   */
  pathEnds = 0;
  readonly pathNear0: Float64Array;
  readonly pathNear1: Float64Array;
  /** The distance an ordered move may go round terrain (approach → goRound). */
  roundPace = 0.5;
  /** u's stands before goRound turned it (put back when its first leg goes nowhere). */
  readonly roundX = new Float64Array(MAX_STANDS);
  readonly roundY = new Float64Array(MAX_STANDS);
  readonly roundAlive = new Uint8Array(MAX_STANDS);
  readonly hasHills: boolean;
  readonly exposedTurn: Int32Array;
  hitTerrain = -1;
  /** gapOf(): the stands of u and v the shortest gap lies between. */
  gapA = -1;
  gapB = -1;
  /**
   * 1 when the next evade() goes only until it is a full pace from the enemy it evades (a
   * blunder's "Thousands of 'em!", §2.5): an int, so the rare caller does no double arithmetic
   * of its own (interpreted code boxes it, DESIGN.md §Kernel).
   */
  evadeToPace = 0;
  /** A blunder ended the Command phase (flag blunders `end-phase`, §2.5). */
  blunderEnded = false;
  /** The confusion die of the current move, 0 before it is rolled (flag confusionDice: shared, §13 A5). */
  moveDie = 0;
  cT0 = 0; // slabs(): where the ray enters and leaves a piece
  cT1 = 0;
  hv = 0; // heightAt()
  /** 1 while the Shooting phase picks an artillery stand's target: it may shoot overhead (§4.6, §11.10). */
  overheadNow = 0;
  /** lineHidden(): woods, dense terrain and hills whose highest ground on the line is lower than this are shot over (−1: none, §4.6). */
  ovLevel = -1;
  /** blocked(): stands of intervening units lower than this are shot over (−1: none, §4.6). */
  ovUnits = -1;
  segLo = 0; // hillCrest(): the stretch of the line looked at, and the highest ground found on it
  segHi = 0;
  crestH = 0;
  crestT = 0;
  segTop = 0; // segmentTop()
  lineReach = 0; // lineStop(): how far a line spell goes before terrain stops it (§8.2)
  lineStart = 0; // lineAim(): where the line leaves the caster's unit
  lineOX = 0; // lineAim(): where the line starts
  lineOY = 0;
  /** Per piece, where the line of a line spell enters and leaves it (lineStop). */
  readonly pieceLo: Float64Array;
  readonly pieceHi: Float64Array;

  // Characters.
  readonly cJoin: Int32Array; // unit each character is with, −1 alone (a mounted one may have to leave, §7)
  readonly cxNow: Float64Array;
  readonly cyNow: Float64Array;
  readonly cAlive: Uint8Array;
  readonly cOrder: Int32Array; // order in which characters give orders (non-Generals first)
  readonly cCommandNow: Int32Array; // Command after Dark Elf level losses (§11.11)
  readonly cGiven: Int32Array; // orders tested this phase
  readonly cStopped: Uint8Array; // failed an infiltration order this phase: gives no more orders (§2.3)
  readonly cExecuted: Uint8Array; // executed Dark Elf underling: no VP (§10)
  // Divine Guidance (§11.8): lost for the rest of the side's Command phase after a guided
  // failure, and then +1 on the first order roll of the characters who had not ordered yet.
  readonly guidanceLost: Uint8Array;
  readonly cMixup: Uint8Array;

  // Battle state.
  turn = 0;
  rounds = 0;
  endReason = END_TURNS;
  over = false;
  active = 0;
  // Multi-value returns (no allocation): box, travel, placement, touch.
  bx0 = 0;
  by0 = 0;
  bx1 = 0;
  by1 = 0;
  travel = 0;
  hitUnit = -1;
  touchA = 0; // class of the contact for stand a
  touchB = 0; // class for stand b

  constructor(plan: WarmasterPlan) {
    this.plan = plan;
    const n = plan.n;
    this.n = n;
    this.nc = plan.nc;
    const ns = n * MAX_STANDS;
    this.sx = new Float64Array(ns);
    this.sy = new Float64Array(ns);
    this.sAlive = new Uint8Array(ns);
    this.sFought = new Uint8Array(ns);
    this.sFront = new Uint8Array(ns);
    this.sTarget = new Int32Array(ns);
    this.sPenalty = new Int32Array(ns);
    this.sTerror = new Uint8Array(ns);
    this.status = new Int32Array(n);
    this.left = new Int32Array(n);
    this.hitsOn = new Int32Array(n);
    this.face = new Int32Array(n);
    this.coverNow = new Int32Array(n);
    this.confused = new Uint8Array(n);
    this.movedThisTurn = new Uint8Array(n);
    this.orderedBy = new Int32Array(n);
    this.ordersTaken = new Int32Array(n);
    this.blunderPenalty = new Int32Array(n);
    this.chargeReady = new Uint8Array(n);
    this.pursuitBonus = new Int32Array(n);
    this.shotHits = new Int32Array(n);
    this.phaseHits = new Int32Array(n);
    this.driver = new Int32Array(n);
    this.doneThisPhase = new Uint8Array(n);
    this.roundHits = new Int32Array(n);
    this.retreatDX = new Float64Array(n);
    this.retreatDY = new Float64Array(n);
    this.retreatDist = new Float64Array(n);
    this.initiativeDue = new Uint8Array(n);
    this.inFight = new Uint8Array(n);
    this.wonRound = new Uint8Array(n);
    this.badlyHurt = new Uint8Array(n);
    this.shootNow = new Int32Array(n);
    this.attackNow = new Int32Array(n);
    this.hitsNow = new Int32Array(n);
    this.lostTurn = new Int32Array(n);
    this.advancedThisPhase = new Uint8Array(n);
    this.offTableWait = new Uint8Array(n);
    this.infiltratedBy = new Int32Array(n);
    this.hasInfiltrators = plan.infiltrate.some((v) => v === 1);
    this.chukkaDice = new Int32Array(n);
    this.flameReduced = new Uint8Array(n);
    this.tankState = new Int32Array(n);
    this.noShootTurn = new Int32Array(n);
    this.overloadTurn = new Int32Array(n);
    this.touchedPair = new Uint8Array(n * n);
    this.spellSeen = new Int32Array(n * Math.max(1, plan.spells.spellIds.length));
    this.atkStand = new Int32Array(n);
    this.atkUnit = new Int32Array(n);
    this.charBuff = new Int32Array(n);
    this.terrorBuff = new Uint8Array(n);
    this.rerollAtk = new Uint8Array(n);
    this.saveBuff = new Int32Array(n);
    this.noChargeUntil = new Int32Array(n);
    this.mistUntil = new Int32Array(n);
    this.angerUntil = new Int32Array(plan.nc);
    this.aerialUntil = new Int32Array(n);
    this.shieldUntil = new Int32Array(n);
    this.cursed = new Uint8Array(n);
    this.bewilderUntil = new Int32Array(n);
    this.shootAgainTurn = new Int32Array(n);
    this.shootAgainWorse = new Int32Array(n);
    this.itemUsed = new Uint8Array(n);
    this.firstCombatDone = new Uint8Array(n);
    this.foughtThisPhase = new Uint8Array(n);
    this.steadfastTurn = new Int32Array(n);
    this.cItemUsed = new Uint8Array(plan.nc);
    this.spellbound = new Uint8Array(plan.nc);
    this.scoredBy = new Int32Array(n);
    this.kingUsed = new Uint8Array(plan.nc);
    this.castBonusUsed = new Uint8Array(plan.nc);
    this.teleportTurn = new Int32Array(plan.nc);
    this.mirageOf = new Int32Array(plan.nc);
    this.mirageCaster = new Int32Array(n);
    this.mirageTried = new Uint8Array(n);
    this.anvilUsed = new Uint8Array(plan.nc);
    this.anvilUntil = new Int32Array(n);
    this.grp = new Int32Array(n);
    this.inGroup = new Uint8Array(n);
    this.grpAll = new Int32Array(n);
    this.stampede = new Uint8Array(n);
    this.wildTurn = new Int32Array(n);
    this.wildKind = new Int32Array(n);
    this.rogue = new Uint8Array(n);
    this.hostile = new Uint8Array(n * n);
    this.camp = new Int32Array(n);
    this.bellStart = new Uint8Array(n);
    this.standsFast = new Uint8Array(n);
    this.fallsBack = new Uint8Array(n);
    this.wayAsked = new Uint8Array(n);
    this.wayMoved = new Int32Array(n);
    this.wayFor = new Int32Array(n);
    this.wayAside = new Uint8Array(n);
    // Each wayMove step that moves either ends it or asks a new unit; wayMove runs at most three
    // times an ask: at most 4n moves in a push.
    this.wayLogU = new Int32Array(4 * n + 4);
    this.wayLogX = new Float64Array((4 * n + 4) * MAX_STANDS);
    this.wayLogY = new Float64Array((4 * n + 4) * MAX_STANDS);
    let bell = false;
    for (let u = 0; u < n; u++) if (plan.machine[u] === M_BELL) bell = true;
    this.hasBell = bell;
    let wagon = false;
    for (let u = 0; u < n; u++) if (plan.machine[u] === M_WAR_WAGON) wagon = true;
    this.hasWagon = wagon;
    this.laager = new Uint8Array(n);
    this.held = new Uint8Array(n);
    this.pressOn = new Uint8Array(n);
    this.chargedNow = new Uint8Array(n);
    this.pathCount = new Int32Array(n);
    this.nPieces = plan.terrainKind.length;
    this.terrainBit = new Int32Array(this.nPieces);
    this.pathX = new Float64Array(2 + 4 * this.nPieces);
    this.pathY = new Float64Array(2 + 4 * this.nPieces);
    this.pathD = new Float64Array(2 + 4 * this.nPieces);
    this.pathDone = new Uint8Array(2 + 4 * this.nPieces);
    this.pathPrev = new Int32Array(2 + 4 * this.nPieces);
    this.pathSeq = new Int32Array(2 + 4 * this.nPieces);
    this.pathNear0 = new Float64Array(this.nPieces);
    this.pathNear1 = new Float64Array(this.nPieces);
    this.pieceLo = new Float64Array(this.nPieces);
    this.pieceHi = new Float64Array(this.nPieces);
    for (let k = 0; k < this.nPieces; k++) this.terrainBit[k] = 1 << plan.terrainKind[k];
    let hills = false;
    for (let k = 0; k < this.nPieces; k++) if (((1 << plan.terrainKind[k]) & HILL_KINDS) !== 0) hills = true;
    this.hasHills = hills;
    this.exposedTurn = new Int32Array(n);
    const nc = plan.nc;
    this.cJoin = new Int32Array(nc);
    this.cxNow = new Float64Array(nc);
    this.cyNow = new Float64Array(nc);
    this.cAlive = new Uint8Array(nc);
    this.cOrder = new Int32Array(nc);
    this.cCommandNow = new Int32Array(nc);
    this.cGiven = new Int32Array(nc);
    this.cStopped = new Uint8Array(nc);
    this.cExecuted = new Uint8Array(nc);
    this.guidanceLost = new Uint8Array(2);
    this.cMixup = new Uint8Array(nc);
    // Heroes and Wizards order first, the General last (§2.3): his failure stops everyone.
    let k = 0;
    for (let c = 0; c < nc; c++) if (plan.cKind[c] !== GENERAL) this.cOrder[k++] = c;
    for (let c = 0; c < nc; c++) if (plan.cKind[c] === GENERAL) this.cOrder[k++] = c;
  }

  run(rng: Rng, out: Int32Array): void {
    const p = this.plan;
    this.reset();
    let first = p.firstSide;
    if (first < 0) {
      first = rollOff(rng, this.rolls);
      if (this.tracer !== null) this.tracer.line(`Roll-off ${this.rolls[0]}-${this.rolls[1]}: ${p.sideIds[first]} takes the first turn.`);
    }
    let played = 0;
    for (let t = 1; t <= p.turns && !this.over; t++) {
      this.turn = t;
      played = t;
      this.playerTurn(rng, first);
      if (!this.over) this.playerTurn(rng, 1 - first);
    }
    this.record(out, played);
  }

  reset(): void {
    for (let u = 0; u < this.n; u++) this.resetUnit(u);
    this.resetBattle();
  }

  /** Unit u as at deployment (a slot of raised dead or an illusion: laid out, then taken off the table). */
  resetUnit(u: number): void {
    const p = this.plan;
    this.status[u] = ACTIVE;
    this.left[u] = p.stands[u];
    this.hitsOn[u] = 0;
    this.face[u] = p.facing[u];
    this.coverNow[u] = p.cover[u];
    this.confused[u] = 0;
    this.blunderPenalty[u] = 0;
    this.chargeReady[u] = 0;
    this.pursuitBonus[u] = 0;
    this.shotHits[u] = 0;
    this.badlyHurt[u] = 0;
    this.attackNow[u] = p.attack[u];
    this.shootNow[u] = p.shoot[u];
    this.hitsNow[u] = p.hits[u];
    this.lostTurn[u] = 0;
    this.offTableWait[u] = 0;
    this.inGroup[u] = 0;
    this.flameReduced[u] = 0;
    this.tankState[u] = 0;
    this.noShootTurn[u] = -1;
    this.overloadTurn[u] = -1;
    this.noChargeUntil[u] = -1;
    this.mistUntil[u] = -1;
    this.aerialUntil[u] = -1;
    this.bewilderUntil[u] = -1;
    this.anvilUntil[u] = -1;
    this.shootAgainTurn[u] = -1;
    this.shootAgainWorse[u] = 0;
    this.shieldUntil[u] = -1;
    this.itemUsed[u] = 0;
    this.firstCombatDone[u] = 0;
    this.foughtThisPhase[u] = 0;
    this.steadfastTurn[u] = -1;
    this.stampede[u] = 0;
    this.wildTurn[u] = -1;
    this.wildKind[u] = WILD_NONE;
    this.bellStart[u] = 0;
    this.rogue[u] = 0;
    this.camp[u] = p.side[u];
    this.exposedTurn[u] = -1;
    clearCombatSpells(this, u);
    this.lx = p.x[u];
    this.ly = p.y[u];
    this.sAlive[u * MAX_STANDS + ATTACH_SLOT] = p.attached[u]; // layout() places it last
    this.laager[u] = p.wagonStartLaager[u];
    this.held[u] = 0;
    this.pressOn[u] = 0;
    this.chargedNow[u] = 0;
    if (p.machine[u] === M_WAR_WAGON) this.sAlive[u * MAX_STANDS + TEAM_SLOT] = 1; // layout() starts from the team
    layout(this, u, p.facing[u], p.stands[u]);
    if (p.raised[u] === 1 || p.illusion[u] === 1) {
      this.status[u] = RESERVED;
      this.left[u] = 0;
      for (let k = 0; k < MAX_STANDS; k++) this.sAlive[u * MAX_STANDS + k] = 0;
    }
    if (p.infiltrate[u] === 1) hideInfiltrator(this, u);
  }

  /** Characters and battle-wide state as at deployment. */
  resetBattle(): void {
    const p = this.plan;
    for (let c = 0; c < this.nc; c++) {
      this.cJoin[c] = p.cJoins[c];
      this.cAlive[c] = 1;
      this.cCommandNow[c] = p.cCommand[c];
      this.cExecuted[c] = 0;
      this.cMixup[c] = 0;
      this.cxNow[c] = p.cx[c];
      this.cyNow[c] = p.cy[c];
    }
    this.turn = 0;
    this.rounds = 0;
    this.combatRound = 0;
    this.endReason = END_TURNS;
    this.over = false;
    this.grpN = 0;
    this.playerTurnNo = 0;
    this.spellSeen.fill(-1);
    for (let c = 0; c < this.nc; c++) {
      this.angerUntil[c] = -1;
      this.cItemUsed[c] = 0;
      this.spellbound[c] = 0;
      this.kingUsed[c] = 0;
      this.castBonusUsed[c] = 0;
      this.anvilUsed[c] = 0;
      this.teleportTurn[c] = -1;
      this.mirageOf[c] = -1;
    }
    this.miragesUp = 0;
    this.helmTurn0 = -1;
    this.helmTurn1 = -1;
    this.guidanceLost[0] = 0;
    this.guidanceLost[1] = 0;
    this.toHitWorse = 0;
    this.hostile.fill(0);
    this.hostileAny = false;
  }

  // ------------------------------------------------------------------ turn sequence

  playerTurn(rng: Rng, side: number): void {
    this.active = side;
    this.playerTurnNo++;
    if (this.tracer !== null) this.tracer.line(`— Turn ${this.turn}, ${this.plan.sideIds[side]} —`);
    returnFromOffTable(this, rng, side);
    this.commandPhase(rng, side);
    // Mounted characters whose units went into woods and the like leave them (§3.5, §7).
    mountsLeaveTerrain(this, 0);
    if (this.checkEnd()) return;
    shootingPhase(this, rng, side);
    mountsLeaveTerrain(this, 1);
    if (this.checkEnd()) return;
    this.combatPhase(rng);
    mountsLeaveTerrain(this, 1);
    this.checkEnd();
  }

  // ------------------------------------------------------------------ command phase (§2)

  commandPhase(rng: Rng, side: number): void {
    const p = this.plan;
    for (let u = 0; u < this.n; u++) {
      this.movedThisTurn[u] = 0;
      this.orderedBy[u] = -1;
      this.ordersTaken[u] = 0;
      this.chargeReady[u] = 0;
      this.shotHits[u] = 0;
      this.infiltratedBy[u] = -1;
    }
    daemonicInstability(this, rng, side);
    if (this.checkEnd()) return;
    stampedes(this, rng, side);
    if (this.checkEnd()) return;
    // Initiative (§2.7): before any order; Undead and confused units never use it.
    if (p.initiativeAtStart) {
      for (let u = 0; u < this.n; u++) this.initiativeDue[u] = p.side[u] === side && initiativeTarget(this, u) >= 0 ? 1 : 0;
    }
    for (let u = 0; u < this.n; u++) {
      if (p.side[u] !== side || !onTable(this, u)) continue;
      if (p.initiativeAtStart && !this.initiativeDue[u]) continue;
      initiative(this, rng, u);
      if (this.over) return;
    }
    homeBack(this, rng, side);
    declareHelm(this, side);
    // Orders (§2.3).
    for (let c = 0; c < this.nc; c++) {
      this.cGiven[c] = 0;
      this.cMixup[c] = 0;
      this.cStopped[c] = 0;
    }
    this.guidanceLost[side] = 0;
    this.blunderEnded = false;
    let ended = this.hasInfiltrators && infiltrations(this, rng, side);
    if (this.over) return;
    for (let i = 0; i < this.nc && !ended; i++) {
      const c = this.cOrder[i];
      if (p.cSide[c] !== side || !this.cAlive[c] || this.cStopped[c]) continue;
      if (this.cCommandNow[c] <= 0) continue; // the Slann gives no orders (§11.8)
      ended = (this.giveOrders(rng, c) && p.cKind[c] === GENERAL) || this.blunderEnded;
      if (this.over) return;
    }
    // Characters move at the end of the phase (§3.5).
    for (let c = 0; c < this.nc; c++) {
      if (p.cSide[c] !== side || !this.cAlive[c] || this.cJoin[c] >= 0) continue;
      moveCharacter(this, c);
    }
    checkMirages(this);
    // Confused units of the active side recover (§6.2); stampedes cease likewise (§11.14).
    for (let u = 0; u < this.n; u++) {
      if (p.side[u] !== side) continue;
      this.confused[u] = 0;
      this.stampede[u] = 0;
    }
  }

  canAct(u: number): boolean {
    return onTable(this, u) && !this.confused[u] && !this.movedThisTurn[u] && this.tankState[u] === 0 && !engaged(this, u);
  }

  dirX = 0;
  // Call arguments and results held in fields (see ray()).
  rox = 0;
  roy = 0;
  rdx = 0;
  rdy = 0;
  rex = 0;
  rey = 0;
  rT = 0;
  rT2 = 0; // exit parameter of the last hit (ray())
  // A sight line (lineHidden()).
  lnX = 0;
  lnY = 0;
  lnDX = 0;
  lnDY = 0;
  lnFrom = 0;
  lnTo = 0;
  lnEndX = 0;
  lnEndY = 0;
  mDist = 0;
  tx = 0;
  ty = 0;
  lx = 0;
  ly = 0;
  px = 0;
  py = 0;
  pcx = 0;
  pcy = 0;
  gv = 0;
  bestGap = 0;
  movedNow = false;
  dirY = 0;

  /**
   * Orders of character c (§2.3, §2.4): each unit or brigade in range, nearest first, until he
   * fails. Returns true when he failed an order.
   */
  giveOrders(rng: Rng, c: number): boolean {
    const p = this.plan;
    for (;;) {
      // The unit still waiting for this character's orders with the lowest priority, nearest first.
      let u = -1;
      let best = Infinity;
      for (let candidate = 0; candidate < this.n; candidate++) {
        if (p.side[candidate] !== p.cSide[c] || !this.canAct(candidate) || this.orderedBy[candidate] >= 0) continue;
        if (this.hasInfiltrators && this.infiltratedBy[candidate] >= 0 && this.infiltratedBy[candidate] !== c) continue; // §11.7
        // A War Wagon on hold orders is still ordered to form laager (§11.10).
        if (p.orders[candidate] === ORDERS_HOLD && !(this.hasWagon && wantsLaager(this, candidate))) continue;
        charGapOf(this, c, candidate);
        const d = this.gv;
        if (d > p.cRange[c] + EPS) continue;
        if ((p.flags[candidate] & (F_REPTILIAN | F_FLY)) !== 0 && d > 20 + EPS) continue; // §11.8, §3.4
        if (!this.wantsToMove(candidate)) continue;
        // By the priority tactic, then the nearest.
        const key = p.priority[candidate] * 10000 + d;
        if (key < best) {
          best = key;
          u = candidate;
        }
      }
      if (u < 0) return false;
      formGroup(this, u, c);
      for (let i = 0; i < this.grpAllN; i++) this.orderedBy[this.grpAll[i]] = c;
      if (this.grpN === 0) continue; // Spawn alone cannot be ordered (§11.3)
      // Repeat orders while it has not charged and another move can still bring a charge.
      for (;;) {
        const result = this.orderTest(rng, c);
        if (result === 0) {
          endGroup(this);
          return true;
        }
        if (result === 2) {
          endGroup(this);
          blunderEnds(this); // the character stops (§2.5)
          return true;
        }
        if (this.over) return false;
        if (!this.movedNow || !regroup(this, c)) break;
        let again = false;
        let most = 0;
        for (let i = 0; i < this.grpN; i++) {
          const member = this.grp[i];
          if (this.ordersTaken[member] > most) most = this.ordersTaken[member];
          if (this.chargeWithinNextMove(member)) again = true;
        }
        if (!again || most >= p.maxOrders[this.grp[0]]) break;
      }
      endGroup(this);
    }
  }

  /**
   * Whether the unit's tactics give it a move to make this turn. A War Wagon (§11.10): an order
   * to form laager when its tactic wants one now; none without its team, nor in laager under
   * `wagon: laager` (it holds it); else moves by its orders, never charging.
   */
  wantsToMove(u: number): boolean {
    const p = this.plan;
    if (p.machine[u] === M_WAR_WAGON) {
      if (wantsLaager(this, u)) return true;
      if (!wagonMobile(this, u) || (this.laager[u] === 1 && p.wagonLaager[u] === 1)) return false;
      const t = this.targetOf(u);
      if (t < 0) return false;
      gapOf(this, u, t);
      return this.gv > 1 + EPS;
    }
    const v = this.targetOf(u);
    if (v < 0) return false;
    gapOf(this, u, v);
    return this.gv > 1 + EPS || this.plan.orders[u] === ORDERS_CHARGE;
  }

  /** The enemy the unit goes for: its tactic target while on the table, else the nearest. */
  targetOf(u: number): number {
    const p = this.plan;
    const t = p.target[u];
    if (t !== TARGET_NEAREST && onTable(this, t)) return t;
    return nearestUnit(this, u, false);
  }

  chargeWithinNextMove(u: number): boolean {
    const p = this.plan;
    // The Bell never charges by order, the War Wagon never at all (§11.7, §11.10).
    if (p.orders[u] !== ORDERS_CHARGE || p.machine[u] === M_BELL || p.machine[u] === M_WAR_WAGON) return false;
    const v = this.targetOf(u);
    if (v < 0) return false;
    gapOf(this, u, v);
    return this.gv <= paceOf(this, u) + EPS;
  }

  /**
   * The order penalty for character c ordering the group (§2.4): the most distant unit, each
   * kind of penalty once, the casualties of the unit that lost most stands.
   */
  penalty(c: number): number {
    const p = this.plan;
    let far = 0;
    let repeats = 0;
    let near = 0;
    let lost = 0;
    let fixed = 0;
    let blunders = 0;
    let peasantsOnly = 1;
    let dense = 0;
    let boneGiant = 0;
    for (let i = 0; i < this.grpN; i++) {
      const u = this.grp[i];
      const fl = p.flags[u];
      // The Tomb King ordering a Bone Giant, or a brigade with one: −1; a Liche Priest gives no penalty (§2.4, §11.2).
      if (p.cTombKing[c] && p.special[u] === SPECIAL_BONE_GIANT) boneGiant = 1;
      // A stand even partly in dense terrain: −1 once for the group; not Lizardmen (§2.4).
      // An infiltration order ignores it (§11.7).
      if (dense === 0 && this.nPieces > 0 && !p.noDensePenalty[u] && !this.infiltrating && unitOnKinds(this, u, DENSE_KINDS, this.terrainBit)) dense = 1;
      charGapOf(this, c, u);
      // Camel Riders ignore the distance when ordered alone (§2.4).
      if (this.gv > far && !((fl & F_NO_DISTANCE_PENALTY) !== 0 && this.grpN === 1)) far = this.gv;
      if (this.ordersTaken[u] > repeats) repeats = this.ordersTaken[u];
      if (near === 0 && (fl & F_UNDEAD) === 0) {
        for (let v = 0; v < this.n; v++) {
          // An enemy's illusion counts as an enemy unit (§8.2 Mirage).
          if (p.side[v] === p.side[u] || (!onTable(this, v) && this.status[v] !== MIRAGE)) continue;
          gapOf(this, u, v);
          if (this.gv <= 20 + EPS) {
            near = 1;
            break;
          }
        }
      }
      // An attached stand's loss costs no Command penalty (§11.1, §11.8).
      const standsLost = p.fullStands[u] - this.left[u] - (p.attached[u] === 1 && !attachedAlive(this, u) ? 1 : 0);
      if (standsLost > lost) lost = standsLost;
      if ((fl & F_COMMAND_PENALTY) !== 0) fixed = 1;
      if ((fl & F_PEASANT) === 0) peasantsOnly = 0;
      if (this.blunderPenalty[u] > blunders) blunders = this.blunderPenalty[u];
    }
    let pen = repeats + near + lost + fixed + blunders + peasantsOnly + dense + boneGiant + this.spellPenalty();
    if (far > 20 + EPS) pen += p.commandFull20 ? Math.floor(far / 20 + EPS) : Math.ceil(far / 20 - EPS) - 1;
    return pen;
  }

  /** One order test; 1 = received and moved, 0 = failed, 2 = blundered. */
  orderTest(rng: Rng, c: number): number {
    const p = this.plan;
    const u = this.grp[0];
    // The Screaming Bell's toll changes the Command value itself (§11.7).
    const command = this.hasBell ? this.cCommandNow[c] + bellCommand(this, c) : this.cCommandNow[c];
    let need = command - this.penalty(c);
    // Araby Guards: the General's first order each turn to a Guards unit (not a brigade) needs 10,
    // no penalties (§2.4): the unit's first order, whatever he ordered before.
    if (p.cKind[c] === GENERAL && this.ordersTaken[u] === 0 && this.grpN === 1 && (p.flags[u] & F_GUARDS) !== 0) need = 10;
    // Helm of Dominion: +1 Command (10 at most) in the turn it is used (§9).
    if (p.cItem[c] === IT_HELM && (p.cSide[c] === 0 ? this.helmTurn0 : this.helmTurn1) === this.playerTurnNo) {
      need = (command < 10 ? command + 1 : 10) - (command - need);
    }
    // Crown of Command: the General's first order of a turn on 10, no penalties, until it fails (§9).
    const crown = p.cItem[c] === IT_CROWN && !this.cItemUsed[c] && this.cGiven[c] === 0;
    if (crown) need = 10;
    // Divine Guidance (§11.8): −1 on the dice, and a double 6 merely fails; after a guided
    // failure, +1 on the first order roll of each character who had not ordered yet.
    const guided = guidanceOffered(this, c);
    const mixup = this.cMixup[c] === 1 && this.cGiven[c] === 0 ? 1 : 0;
    const roll = roll2D6(rng);
    const score = roll - (guided ? 1 : 0) + mixup;
    if (crown && roll > 10) this.cItemUsed[c] = 1;
    for (let i = 0; i < this.grpN; i++) this.ordersTaken[this.grp[i]]++;
    this.cGiven[c]++;
    if (this.tracer !== null) {
      let who = p.unitNames[u];
      for (let i = 1; i < this.grpN; i++) who += ` + ${p.unitNames[this.grp[i]]}`;
      const how = guided ? ` (Divine Guidance: ${score})` : mixup ? ` (+1 after the failed guidance: ${score})` : '';
      this.tracer.line(`${p.charNames[c]} orders ${who}: ${roll}${how} vs ${need}.`);
    }
    // With flag sceptreOnMalfunction the Sceptre of Sovereignty turns it into a pass instead (§13 A12).
    const sceptreTank = roll === 12 && p.machine[u] === M_STEAM_TANK && p.sceptreMalfunction && useSceptre(this, c);
    if (roll === 12 && p.machine[u] === M_STEAM_TANK && !sceptreTank) {
      malfunction(this, rng, u);
      return p.cKind[c] === GENERAL ? 0 : 2;
    }
    let passed = score <= need || sceptreTank;
    // Giants ignore blunders: any failed order makes them go wild instead (§11.4, §2.5).
    const giants = p.special[u] === SPECIAL_GIANT;
    const blunders = roll === 12 && p.cKind[c] !== GENERAL && !guided && !giants && !sceptreTank;
    // Sceptre of Sovereignty: the General's item turns one blunder into a pass (§9, §13 A12).
    if (blunders && useSceptre(this, c)) passed = true;
    else {
      if (roll === 12 && p.cDarkElf[c]) darkElfDoubleSix(this, c);
      if (blunders) {
        // An infiltrating unit is not on the table: its blunder only fails the order.
        if (p.blunderTable && (p.darkElfBlunder || !p.cDarkElf[c]) && !this.infiltrating) blunder(this, rng);
        return 2;
      }
    }
    if (!passed && guided) loseGuidance(this, c);
    // Orb of Majesty: once, a failed General's order again at Command 8, normal penalties (§9).
    if (!passed && p.cKind[c] === GENERAL && p.cItem[c] === IT_ORB && !this.cItemUsed[c]) {
      this.cItemUsed[c] = 1;
      const again = roll2D6(rng);
      passed = again <= 8 - (this.penalty(c) - 1);
      if (this.tracer !== null) this.tracer.line(`${p.charNames[c]} uses the Orb of Majesty: ${again}.`);
    }
    if (!passed) {
      if (giants) goWild(this, rng);
      return 0;
    }
    if (this.infiltrating) return 1; // the order puts the unit on the table (§11.7)
    this.movedNow = false;
    if (this.grpN === 1) orderedMove(this, rng, u);
    else brigadeMove(this, rng, false);
    return 1;
  }

  cenX = 0;
  cenY = 0;

  readonly saveX = new Float64Array(MAX_STANDS);
  readonly saveY = new Float64Array(MAX_STANDS);
  readonly saveAlive = new Uint8Array(MAX_STANDS);

  destroyAfterShot = -1;

  /**
   * Spell penalties on orders to the group (§2.4): −1 for a unit within the radius of an enemy
   * caster's Anger of the Gods / Sand Storm, −1 for Eerie Mist on it; each once.
   */
  spellPenalty(): number {
    const p = this.plan;
    let anger = 0;
    let mist = 0;
    for (let i = 0; i < this.grpN; i++) {
      const u = this.grp[i];
      if (this.mistUntil[u] >= this.playerTurnNo) mist = 1;
      for (let c = 0; c < this.nc && anger === 0; c++) {
        if (this.angerUntil[c] < this.playerTurnNo || p.cSide[c] === p.side[u] || !this.cAlive[c]) continue;
        charGapOf(this, c, u);
        if (this.gv <= 30 + EPS) anger = 1;
      }
    }
    return anger + mist;
  }

  /** Spells the Wizard being served by castSpells has cast this turn (§12 E26: at most 3). */
  castsSoFar = 0;
  /** The next spell castOne rolls for is the Rod of Repetition's (§9). */
  rodPending = false;
  /** The last castOne teleported the Wizard (its spell took effect): a second spell follows (§8.2). */
  lastTeleported = false;

  /** teleportDestination(): the rank of the best spell from the place chosen. */
  tpPri = 999;

  /** The Skink Shaman the Slann casts through now (castOne), or −1: range and sight from the caster. */
  castFrom = -1;

  lastCastOk = false;

  // ------------------------------------------------------------------ combat (§5)

  combatPhase(rng: Rng): void {
    for (let u = 0; u < this.n; u++) {
      this.doneThisPhase[u] = 0;
      this.advancedThisPhase[u] = 0;
      this.pursuitBonus[u] = 0;
      this.foughtThisPhase[u] = 0;
    }
    tombKing(this);
    // One engagement at a time, completely, advances resolved next (§5.1).
    for (let guard = 0; guard < 4 * this.n + 4; guard++) {
      let seed = -1;
      for (let u = 0; u < this.n && seed < 0; u++) {
        if (onTable(this, u) && !this.doneThisPhase[u] && engaged(this, u)) seed = u;
      }
      if (seed < 0) break;
      this.fightEngagement(rng, seed);
      if (this.over) return;
    }
    this.combatRound = 0;
    // Odd hits discarded, badly hurt (§5.10); spells for this Combat phase end.
    endOfPhase(this);
    // Wild units are nobody's foes but the enemy's again (§11.4, §11.14).
    if (this.hostileAny) {
      this.hostile.fill(0);
      this.rogue.fill(0);
      this.hostileAny = false;
    }
    for (let u = 0; u < this.n; u++) {
      clearCombatSpells(this, u);
      if (!this.foughtThisPhase[u]) continue;
      this.firstCombatDone[u] = 1; // first-combat items are spent (§9)
      if (this.plan.item[u] === IT_FORTITUDE && !this.badlyHurt[u]) this.hitsNow[u] = this.plan.hits[u];
    }
  }

  /**
   * Mark the units connected to `seed` by contacts with foes in inFight, and the camp each
   * fights for: its side, but the other one for a wild unit fighting friends it charged
   * (§11.4, §11.14) — in an engagement that also holds their enemies, it counts with those.
   */
  gather(seed: number): void {
    const p = this.plan;
    for (let u = 0; u < this.n; u++) {
      this.inFight[u] = 0;
      this.camp[u] = p.side[u];
    }
    this.inFight[seed] = 1;
    let grew = true;
    while (grew) {
      grew = false;
      for (let u = 0; u < this.n; u++) {
        if (!this.inFight[u] || !onTable(this, u)) continue;
        for (let v = 0; v < this.n; v++) {
          if (this.inFight[v] || !onTable(this, v)) continue;
          if (p.side[v] === p.side[u] && (!this.hostileAny || this.hostile[u * this.n + v] === 0)) continue;
          if (touching(this, u, v)) {
            this.inFight[v] = 1;
            grew = true;
          }
        }
      }
    }
    if (!this.hostileAny) return;
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u] || !this.rogue[u]) continue;
      for (let v = 0; v < this.n; v++) {
        if (this.inFight[v] && this.hostile[u * this.n + v]) {
          this.camp[u] = 1 - p.side[u];
          break;
        }
      }
    }
  }

  fightEngagement(rng: Rng, seed: number): void {
    let firstRound = true;
    for (let round = 0; round < 50; round++) {
      this.gather(seed);
      let count = 0;
      for (let u = 0; u < this.n; u++) if (this.inFight[u] && onTable(this, u)) count++;
      if (count < 2) break;
      this.rounds++;
      this.fightRound(rng, firstRound);
      firstRound = false;
      for (let u = 0; u < this.n; u++) if (this.inFight[u]) this.doneThisPhase[u] = 1;
      if (this.checkEnd()) return;
      // A pursuit continues the engagement; else it is over.
      let pursuer = -1;
      for (let u = 0; u < this.n; u++) if (this.inFight[u] && (this.pursuitBonus[u] > 0 || this.pressOn[u] === 1) && onTable(this, u)) pursuer = u;
      if (pursuer < 0) break;
      seed = pursuer;
    }
    for (let u = 0; u < this.n; u++) {
      if (this.inFight[u]) this.pursuitBonus[u] = 0;
      this.pressOn[u] = 0;
      this.camp[u] = this.plan.side[u];
    }
    // Advances start new engagements, fought next in this phase (§5.8).
    for (let u = 0; u < this.n; u++) {
      if (this.advancedThisPhase[u] === 1 && onTable(this, u)) {
        this.advancedThisPhase[u] = 2;
        this.doneThisPhase[u] = 0;
      }
    }
  }

  /** One round of the engagement marked in inFight (§5.2–§5.9). */
  fightRound(rng: Rng, firstRound: boolean): void {
    const p = this.plan;
    this.combatRound = firstRound ? 1 : 2;
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u]) continue;
      this.foughtThisPhase[u] = 1;
      // Charged in this first round: Kislev infantry beside a laager count as defended (§11.10).
      if (this.hasWagon) this.chargedNow[u] = firstRound && this.chargedBy(u) ? 1 : 0;
      // Banner of Fortitude: +1 Hits a stand in the unit's first Combat phase (§9).
      if (p.item[u] === IT_FORTITUDE && !this.firstCombatDone[u] && !this.badlyHurt[u]) this.hitsNow[u] = p.hits[u] + 1;
    }
    // Which stands fight whom, and with what modifiers.
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u]) continue;
      this.roundHits[u] = 0;
      this.scoredBy[u] = 0;
      this.wonRound[u] = 0;
      for (let v = 0; v < this.n; v++) this.touchedPair[u * this.n + v] = 0;
      for (let k = 0; k < MAX_STANDS; k++) {
        const s = u * MAX_STANDS + k;
        this.sFought[s] = 0;
        this.sFront[s] = 0;
        this.sTarget[s] = -1;
        this.sPenalty[s] = 0;
        this.sTerror[s] = 0;
        if (!this.sAlive[s]) continue;
        for (let v = 0; v < this.n; v++) {
          if (!this.inFight[v] || this.camp[v] === this.camp[u] || !onTable(this, v)) continue;
          for (let j = 0; j < MAX_STANDS; j++) {
            const b = v * MAX_STANDS + j;
            if (!this.sAlive[b] || !touch(this, u, s, v, b)) continue;
            this.sFought[s] = 1;
            this.touchedPair[u * this.n + v] = 1;
            // Every edge of a laagered War Wagon is a front edge (§11.10).
            let ca = this.touchA;
            let cb = this.touchB;
            if (this.hasWagon && inLaager(this, u)) ca = ca >= CORNER_FRONT ? CORNER_FRONT : EDGE_FRONT;
            if (this.hasWagon && inLaager(this, v)) cb = cb >= CORNER_FRONT ? CORNER_FRONT : EDGE_FRONT;
            const frontal = ca === EDGE_FRONT || ca === CORNER_FRONT;
            if (frontal) this.sFront[s] = 1;
            // Attack the unit touching its front first (§5.2: one unit per stand).
            if (this.sTarget[s] < 0 || frontal) this.sTarget[s] = v;
            // Enemy front edge or front corner on its side/rear edge or rear corner: −1.
            const enemyFront = cb === EDGE_FRONT || cb === CORNER_FRONT;
            const ownFlank = ca === EDGE_SIDE || ca === EDGE_REAR || ca === CORNER_REAR;
            if (enemyFront && ownFlank) this.sPenalty[s] = 1;
            if (causesTerror(this, v)) this.sTerror[s] = 1;
          }
        }
      }
    }
    // Attacks: all simultaneous (§5.2).
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u] || !onTable(this, u)) continue;
      attack(this, rng, u, firstRound);
    }
    // Bears: more hits scored than suffered in a first round → an extra attack a stand (§11.10).
    if (firstRound) {
      for (let u = 0; u < this.n; u++) {
        if (!this.inFight[u] || p.special[u] !== SPECIAL_BEARS || this.scoredBy[u] <= this.roundHits[u]) continue;
        for (let k = 0; k < MAX_STANDS; k++) {
          const s = u * MAX_STANDS + k;
          if (!this.sFought[s] || !this.sAlive[s]) continue;
          const v = this.sTarget[s];
          const need = toHitOf(this, v, u);
          const hits = countAtLeast(rng, 1, need);
          const save = saveOf(this, v);
          const taken = hits - combatSaves(this, rng, v, hits, save);
          this.roundHits[v] += taken;
        }
        if (this.tracer !== null) this.tracer.line(`${p.unitNames[u]} strike again.`);
      }
    }
    // Score: hits inflicted, capped at what the enemy could absorb (§5.4, §13 A3), and hits
    // from shooting at chargers carried into round 1 (§4.5).
    let score0 = 0;
    let score1 = 0;
    for (let v = 0; v < this.n; v++) {
      if (!this.inFight[v]) continue;
      let taken = this.roundHits[v];
      if (p.capResult) {
        const capacity = this.left[v] * this.hitsNow[v] - this.hitsOn[v];
        if (taken > capacity) taken = capacity;
      }
      if (firstRound) taken += this.shotHits[v];
      if (this.camp[v] === 0) score1 += taken;
      else score0 += taken;
    }
    // The charge, pursuit and carried shooting hits are spent; advances set them afresh.
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u]) continue;
      this.chargeReady[u] = 0;
      this.pursuitBonus[u] = 0;
      this.shotHits[u] = 0;
      this.pressOn[u] = 0;
    }
    // Casualties after the round, then regeneration (§5.3).
    for (let v = 0; v < this.n; v++) {
      if (!this.inFight[v] || !onTable(this, v)) continue;
      this.hitsOn[v] += this.roundHits[v];
      removeWholeStands(this, v);
      if (onTable(this, v) && (p.flags[v] & F_REGENERATE) !== 0 && this.hitsOn[v] > 0) this.hitsOn[v]--;
      if (onTable(this, v) && (p.flags[v] & F_HYDRA_REGENERATE) !== 0 && this.roundHits[v] > 0 && this.hitsOn[v] > 0) this.hitsOn[v]--;
    }
    // Supports (§5.5), once both sides fought and casualties are gone.
    if (p.supports) {
      score0 += supportsOf(this, 0);
      score1 += supportsOf(this, 1);
    }
    if (this.tracer !== null) this.tracer.line(`Combat result: ${campName(this, 0)} ${score0}, ${campName(this, 1)} ${score1}.`);
    let alive0 = 0;
    let alive1 = 0;
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u] || !onTable(this, u)) continue;
      if (this.camp[u] === 0) alive0++;
      else alive1++;
    }
    if (this.hasBell) markBellStart(this);
    let winner = score0 > score1 ? 0 : score1 > score0 ? 1 : -1;
    if (alive0 === 0 && alive1 > 0) winner = 1;
    else if (alive1 === 0 && alive0 > 0) winner = 0;
    if (alive0 === 0 || alive1 === 0) {
      // One side wiped out: survivors may advance (§5.8).
      this.afterWipeOut(rng, firstRound);
      return;
    }
    if (winner < 0) {
      this.fallBackAll(rng, -1);
      return;
    }
    // Losers retreat the difference ÷ losing units (destroyed ones included), rounded up (§5.4).
    let losers = 0;
    for (let u = 0; u < this.n; u++) if (this.inFight[u] && this.camp[u] !== winner && wasEngagedThisRound(this, u)) losers++;
    const diff = winner === 0 ? score0 - score1 : score1 - score0;
    const dist = Math.ceil(diff / (losers > 0 ? losers : 1));
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u]) continue;
      if (this.camp[u] === winner) {
        this.wonRound[u] = 1;
        continue;
      }
      if (onTable(this, u) && wasEngagedThisRound(this, u)) retreat(this, rng, u, dist);
    }
    this.pursueOrStand(rng, firstRound);
  }

  /** An enemy unit in the engagement that charged (or advanced) this turn touches u. */
  chargedBy(u: number): boolean {
    for (let v = 0; v < this.n; v++) {
      if (this.inFight[v] && this.chargeReady[v] === 1 && opposed(this, u, v) && onTable(this, v) && touching(this, u, v)) return true;
    }
    return false;
  }

  /**
   * Winners pursue (translate after the loser they fought most) or stand (§5.7). A Screaming
   * Bell goes after the others: it pursues only from and to a place touching Skaven infantry
   * (§11.7), who may have pursued first.
   */
  pursueOrStand(rng: Rng, firstRound: boolean): void {
    const p = this.plan;
    const passes = this.hasBell ? 2 : 1;
    let fallers = -1;
    for (let pass = 0; pass < passes; pass++) {
      for (let u = 0; u < this.n; u++) {
        if (!this.inFight[u] || !this.wonRound[u] || !onTable(this, u)) continue;
        const bell = p.machine[u] === M_BELL;
        if (this.hasBell && bell !== (pass === 1)) continue;
        // The loser it touched with most stands.
        let best = -1;
        let bestCount = 0;
        let anyTouched = false;
        let laagerHeld = -1;
        for (let v = 0; v < this.n; v++) {
          if (!this.inFight[v] || this.camp[v] === this.camp[u]) continue;
          let c = 0;
          for (let k = 0; k < MAX_STANDS; k++) if (this.sFought[u * MAX_STANDS + k] && this.sTarget[u * MAX_STANDS + k] === v) c++;
          if (c > 0) anyTouched = true;
          if (c > 0 && this.held[v] && onTable(this, v)) laagerHeld = v;
          // A friend never pursues its own wild unit (a policy): it pursues the enemy instead.
          if (p.side[v] === p.side[u] && this.rogue[v]) continue;
          if (c > bestCount && onTable(this, v) && this.retreatDist[v] > 0) {
            bestCount = c;
            best = v;
          }
        }
        if (!anyTouched) continue;
        // The winner may fall back instead (§5.4, §5.8): tactic pursue (or advance, when every
        // enemy it touched is gone) `fall-back`.
        const wiped = best < 0 && laagerHeld < 0;
        if ((!wiped || this.allTouchedGone(u)) && this.choosesFallBack(u, wiped)) {
          this.fallsBack[u] = 1;
          fallers = this.camp[u];
          continue;
        }
        // Beaten, a laager holds: its enemy may fight on by "pursuing" in place, without the
        // pursuit bonuses (§11.10).
        if (best < 0 && laagerHeld >= 0) {
          if (this.mayPursue(u, laagerHeld)) {
            this.pressOn[u] = 1;
            this.coverNow[u] = OPEN; // as a pursuer: in the open (§5.11)
            this.exposedTurn[u] = this.playerTurnNo;
            if (this.tracer !== null) this.tracer.line(`${p.unitNames[u]} presses on against ${p.unitNames[laagerHeld]} (no pursuit bonus).`);
          }
          continue;
        }
        if (best < 0) {
          // Every enemy it touched is gone: it may advance (§5.8).
          if (this.allTouchedGone(u)) this.advanceAfter(rng, u, firstRound);
          continue;
        }
        if (!this.mayPursue(u, best)) continue;
        const before = this.pursuitBonus[u];
        // Straight after it, unless terrain it may not enter lies on the way (§5.7).
        let clearWay = true;
        if (this.nPieces > 0) {
          this.rdx = this.retreatDX[best] / this.retreatDist[best];
          this.rdy = this.retreatDY[best] / this.retreatDist[best];
          this.travel = this.retreatDist[best];
          terrainTravel(this, u);
          clearWay = this.travel >= this.retreatDist[best] - EPS;
        }
        this.tx = this.retreatDX[best];
        this.ty = this.retreatDY[best];
        shift(this, u);
        if (!clearWay || overlapsAny(this, u) || !frontContact(this, u) || (bell && !touchesOwnInfantry(this, u))) {
          // Not straight on: the closest stand goes to the nearest edge and the rest line up (§5.7).
          this.tx = -this.retreatDX[best];
          this.ty = -this.retreatDY[best];
          shift(this, u);
          if (!charge(this, rng, u, best, this.retreatDist[best] + 2 * p.pace[u], PURSUIT)) {
            this.pursuitBonus[u] = before;
            continue;
          }
        }
        this.pursuitBonus[u] = 1 + Math.floor(this.retreatDist[best] / 3 + EPS);
        this.coverNow[u] = OPEN;
        this.exposedTurn[u] = this.playerTurnNo;
        if (this.tracer !== null) this.tracer.line(`${p.unitNames[u]} pursues ${p.unitNames[best]} (+${this.pursuitBonus[u]} attacks).`);
      }
    }
    if (fallers >= 0) this.winnersFallBack(rng, fallers);
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u]) continue;
      this.retreatDist[u] = 0;
      this.held[u] = 0;
    }
  }

  /** Every enemy unit u touched this round (edge or corner, §5.2) is destroyed (§5.8). */
  allTouchedGone(u: number): boolean {
    for (let v = 0; v < this.n; v++) {
      if (this.touchedPair[u * this.n + v] && onTable(this, v)) return false;
    }
    return true;
  }

  /**
   * Pursuit restrictions (§5.7) and the unit's tactic. A Giant that went wild towards the table
   * edge holds his ground; stampeding Elephants must pursue (§11.4, §11.14); nobody pursues a
   * wild unit of his own side (a policy: it is only a foe for that combat); the Screaming Bell
   * only from a place touching Skaven infantry (§11.7).
   */
  mayPursue(u: number, v: number): boolean {
    const p = this.plan;
    const fl = p.flags[u];
    const wild = wildNow(this, u);
    // A Giant standing still (result 1) neither moves nor fights this turn (§11.4).
    if (wild === WILD_HOLD || wild === WILD_STILL || (p.side[u] === p.side[v] && !this.rogue[u])) return false;
    if (p.machine[u] === M_BELL && !this.bellStart[u]) return false;
    if (p.type[u] === ARTILLERY || this.coverNow[u] === FORTIFIED || this.noChargeUntil[u] >= this.playerTurnNo) return false;
    if (p.type[u] === INFANTRY && (p.type[v] === CAVALRY || p.type[v] === CHARIOT) && (fl & F_PURSUE_ANYTHING) === 0) return false;
    // Only flyers pursue flyers, but anyone may pursue Magic Carpets (§3.4).
    if ((p.flags[v] & F_FLY) !== 0 && (fl & F_FLY) === 0 && (p.flags[v] & F_ANY_MAY_PURSUE) === 0 && (fl & F_PURSUE_ANYTHING) === 0) return false;
    return (fl & F_MUST_PURSUE) !== 0 || wild === WILD_STAMPEDE || p.pursue[u] === 1;
  }

  /**
   * Advance (§5.8): a charge of 20 cm (first round) or 10 cm on the closest visible enemy. A
   * Giant gone wild towards the table edge holds his ground and stampeding Elephants halt
   * (§11.4, §11.14); the Screaming Bell advances only from and to Skaven infantry (§11.7).
   */
  advanceAfter(rng: Rng, u: number, firstRound: boolean): void {
    const p = this.plan;
    const fl = p.flags[u];
    if (this.advancedThisPhase[u] || this.coverNow[u] === FORTIFIED || this.noChargeUntil[u] >= this.playerTurnNo) return;
    if (p.machine[u] === M_WAR_WAGON) return; // an advance is a charge: the War Wagon never charges (§11.10)
    const wild = wildNow(this, u);
    if (wild === WILD_HOLD || wild === WILD_STAMPEDE || wild === WILD_STILL) return;
    if (p.machine[u] === M_BELL && !this.bellStart[u]) return;
    if (p.advance[u] !== 1 && (fl & F_MUST_PURSUE) === 0) return;
    const reach = firstRound ? 20 : 10;
    const v = closestEnemy(this, u, reach, true, false);
    if (v < 0) return;
    charge(this, rng, u, v, reach, ADVANCE);
  }

  afterWipeOut(rng: Rng, firstRound: boolean): void {
    let fallers = -1;
    for (let u = 0; u < this.n; u++) {
      if (!this.inFight[u] || !onTable(this, u) || !this.allTouchedGone(u)) continue;
      if (wasEngagedThisRound(this, u) && this.choosesFallBack(u, true)) {
        this.fallsBack[u] = 1;
        fallers = this.camp[u];
      } else {
        this.advanceAfter(rng, u, firstRound);
      }
    }
    if (fallers >= 0) this.winnersFallBack(rng, fallers);
  }

  /** The winners of camp k marked in fallsBack fall back, one roll for them all (§5.4, §5.9, §5.12). */
  winnersFallBack(rng: Rng, k: number): void {
    this.fallBackAll(rng, k);
    for (let u = 0; u < this.n; u++) this.fallsBack[u] = 0;
  }

  /**
   * A winner whose tactic is to fall back rather than pursue (`wiped` false) or advance (true)
   * (§5.4, §5.8, §5.9); units that must pursue or advance, and wild ones, never do (§5.7, §11.4, §11.14).
   */
  choosesFallBack(u: number, wiped: boolean): boolean {
    const p = this.plan;
    if ((p.flags[u] & F_MUST_PURSUE) !== 0 || wildNow(this, u) !== WILD_NONE) return false;
    return (wiped ? p.advance[u] : p.pursue[u]) === WIN_FALL_BACK;
  }

  /**
   * Fall back (§5.9), each unit at least its side's lowest die (or as far as the 3D6 total allows,
   * with tactic `fallBack: full`: fallBackToTotal()), straight back: both sides after
   * a draw (`winner` −1), or the units of camp `winner` marked in fallsBack, which chose to fall
   * back rather than pursue, stand or advance (§5.4, §5.8, §5.12: one 3D6 roll for the side). A
   * Screaming Bell falls back after the others, and only from and to a place touching Skaven
   * infantry (§11.7); else it stays.
   */
  fallBackAll(rng: Rng, winner = -1): void {
    const p = this.plan;
    const passes = this.hasBell ? 2 : 1;
    // Who stands is settled before anyone moves: a unit defended against the enemies it touches
    // still stands when those enemies fall back first (§5.4, §5.9).
    if (winner < 0) {
      for (let u = 0; u < this.n; u++) {
        this.standsFast[u] = this.inFight[u] && onTable(this, u) && (this.coverNow[u] !== OPEN || this.holdsGround(u)) ? 1 : 0;
      }
    }
    for (let s = 0; s < 2; s++) {
      if (winner >= 0 && s !== winner) continue;
      const a = rollD6(rng);
      const b = rollD6(rng);
      const c = rollD6(rng);
      let least = a < b ? a : b;
      if (c < least) least = c;
      const total = a + b + c;
      for (let pass = 0; pass < passes; pass++) {
        for (let u = 0; u < this.n; u++) {
          if (!this.inFight[u] || this.camp[u] !== s || !onTable(this, u)) continue;
          if (winner < 0 ? this.standsFast[u] === 1 : this.fallsBack[u] === 0) continue; // defended units may stand (§5.4, §5.9)
          // A laager holds; a War Wagon without its team cannot move; infantry beside a laager
          // are defended in the first round when charged (§11.10).
          if (this.hasWagon && (inLaager(this, u) || (p.machine[u] === M_WAR_WAGON && !wagonMobile(this, u)) || laagerCover(this, u))) continue;
          const bell = p.machine[u] === M_BELL;
          if (this.hasBell && bell !== (pass === 1)) continue;
          if (bell && !this.bellStart[u]) continue;
          if (brokenDownForced(this, u)) continue;
          const f = this.face[u];
          const dx = -DIR_X[f];
          const dy = -DIR_Y[f];
          this.rdx = dx;
          this.rdy = dy;
          this.mDist = least;
          // Unable to go its least die for friends in the way: they may make way (§5.9, §6.3).
          if (bell) {
            maxTravel(this, u, true, -1);
            this.tx = dx * this.travel;
            this.ty = dy * this.travel;
            shift(this, u);
          } else if (p.fallBackFull[u] === 0 || !this.fallBackToTotal(u, total, least)) {
            pushBack(this, rng, u);
          }
          const go = this.travel;
          if (bell && !touchesOwnInfantry(this, u)) {
            this.tx = -dx * go;
            this.ty = -dy * go;
            shift(this, u);
            continue;
          }
          // A Steam Tank forced against terrain it cannot cross, with flag steamTankTerrain: destroyed (§13 A11).
          if (go < least - EPS && tankIntoTerrain(this, u)) continue;
          // Short of its lowest die: treated as a drive back (§5.9), confused by units in the way, and
          // on a D6 of 6 by terrain it cannot enter (§6.1 (3), §13 A5).
          if (go < least - EPS && (this.hitUnit >= 0 || this.hitTerrain < 0)) confuse(this, u);
          else if (go < least - EPS && confusionDie(this, rng) === 6) confuse(this, u);
          if (this.tracer !== null) this.tracer.line(`${p.unitNames[u]} falls back ${go.toFixed(1)} cm.`);
          if (offEdge(this, u)) leaveTableRoll(this, rng, u, false);
        }
      }
    }
  }

  /**
   * Tactic `fallBack: full` (§5.9): u falls back along (rdx, rdy) as far as the 3D6 `total`
   * allows, stopping 1 cm short of enemies and short of friends and terrain it may not enter
   * (friends make way only for a unit that cannot reach its lowest die). False, with nothing
   * moved and mDist back at `least`, when it cannot go its lowest die that way.
   */
  fallBackToTotal(u: number, total: number, least: number): boolean {
    this.mDist = total;
    maxTravel(this, u, true, -1);
    if (this.travel < least - EPS) {
      this.mDist = least;
      return false;
    }
    this.tx = this.rdx * this.travel;
    this.ty = this.rdy * this.travel;
    shift(this, u);
    return true;
  }

  /**
   * After a draw, u stands in a defended position by its ground against every enemy unit it
   * touches (§5.9, §5.11), and so may stand instead of falling back (our policy: it does).
   */
  holdsGround(u: number): boolean {
    if (this.nPieces === 0) return false;
    let any = false;
    for (let v = 0; v < this.n; v++) {
      if (!this.inFight[v] || !opposed(this, u, v) || !onTable(this, v) || !touching(this, u, v)) continue;
      if (!terrainCover(this, u, v, false)) return false;
      any = true;
    }
    return any;
  }

  // ------------------------------------------------------------------ end of battle (§10)

  /** Withdrawal or the first loss ends the battle; true when it is over. */
  checkEnd(): boolean {
    if (this.over) return true;
    const p = this.plan;
    for (let s = 0; s < 2; s++) {
      let lostUnits = 0;
      let losses = 0;
      for (let u = 0; u < this.n; u++) {
        if (p.side[u] !== s) continue;
        const gone = this.status[u] === DESTROYED || this.status[u] === ROUTED || this.status[u] === GONE;
        if (gone && p.raised[u] === 0) losses++; // raised dead are no losses (§13 A17)
        if (gone && p.countsForWithdrawal[u]) lostUnits++;
      }
      let generalDead = false;
      for (let c = 0; c < this.nc; c++) if (p.cSide[c] === s && p.cKind[c] === GENERAL && !this.cAlive[c]) generalDead = true;
      if (generalDead || (p.withdrawAt[s] > 0 && lostUnits >= p.withdrawAt[s])) {
        this.over = true;
        this.endReason = s === 0 ? END_WITHDRAW_0 : END_WITHDRAW_1;
        if (this.tracer !== null) this.tracer.line(`${p.sideIds[s]} withdraws${generalDead ? ': its General is slain' : ''}.`);
        return true;
      }
      if (p.firstBreak && losses > 0) {
        this.over = true;
        this.endReason = END_FIRST_LOSS;
        return true;
      }
    }
    return false;
  }

  /** Victory points scored against side s's units and characters (§10). */
  pointsLost(s: number): number {
    const p = this.plan;
    let vp = 0;
    for (let u = 0; u < this.n; u++) {
      if (p.side[u] !== s) continue;
      // Troll Slayers: the enemy scores them if any survive, nobody if they all die (§10).
      if (p.special[u] === SPECIAL_SLAYERS) {
        if (this.status[u] === ACTIVE || this.status[u] === OFF_TABLE) vp += p.points[u];
        continue;
      }
      if (this.status[u] !== ACTIVE && this.status[u] !== OFF_TABLE && this.status[u] !== INFILTRATING) vp += p.points[u];
      else if (this.left[u] === 1 && p.halfPoints[u] > 0) vp += p.halfPoints[u];
    }
    for (let c = 0; c < this.nc; c++) if (p.cSide[c] === s && !this.cAlive[c] && !this.cExecuted[c]) vp += p.cPoints[c];
    return vp;
  }

  record(out: Int32Array, played: number): void {
    const p = this.plan;
    let vp0 = this.pointsLost(1);
    let vp1 = this.pointsLost(0);
    // A withdrawing army cannot score more than its enemy (§10).
    if (this.endReason === END_WITHDRAW_0 && vp0 > vp1) vp0 = vp1;
    if (this.endReason === END_WITHDRAW_1 && vp1 > vp0) vp1 = vp0;
    let outcome = 2;
    if (this.endReason === END_WITHDRAW_0) outcome = 1;
    else if (this.endReason === END_WITHDRAW_1) outcome = 0;
    else if (p.victoryPoints) outcome = vp0 > vp1 ? 0 : vp1 > vp0 ? 1 : 2;
    out[0] = outcome;
    out[1] = played;
    out[2] = this.rounds;
    out[3] = this.endReason;
    out[4] = vp0;
    out[5] = vp1;
    let o = 6;
    const lost0 = this.unitsLost(0);
    const lost1 = this.unitsLost(1);
    for (let u = 0; u < p.nDeployed; u++) {
      out[o++] = this.left[u];
      let fate = 0;
      if (this.status[u] === DESTROYED) fate = 2;
      else if (this.status[u] === ROUTED) fate = 3;
      else if (this.status[u] === GONE || this.status[u] === OFF_TABLE) fate = 4;
      else if (this.status[u] === INFILTRATING) fate = 5;
      else if (this.left[u] < p.stands[u]) fate = 1;
      out[o++] = fate;
      out[o++] = this.lostTurn[u];
    }
    out[o++] = lost0;
    out[o++] = lost1;
  }

  unitsLost(s: number): number {
    let k = 0;
    for (let u = 0; u < this.n; u++) {
      // Raised dead are not losses (§13 A17).
      const st = this.status[u];
      if (this.plan.side[u] === s && this.plan.raised[u] === 0 && st !== ACTIVE && st !== OFF_TABLE && st !== INFILTRATING) k++;
    }
    return k;
  }
}

