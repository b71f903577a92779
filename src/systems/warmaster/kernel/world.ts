/**
 * The state of one Warmaster battle (rules/warmaster.md §15): the compiled plan, and every
 * column the phases read and write — per stand, per unit, per character, per pair of units,
 * per terrain piece — allocated once here and reset at the start of each simulation
 * (deployment.ts). The phase modules beside this file are functions of it.
 *
 * Geometry: every stand is an axis-aligned rectangle (units face one of the four table
 * directions); moves are straight translations, stopped by other stands. Hot code: typed-array
 * columns, int32 where a value is whole; fractional results of helpers are left in fields (gv,
 * travel, rT, dirX, ...) and their arguments passed in fields (rox, rdx, mDist, px, ...)
 * instead of being returned or passed, since a double returned from, or passed to, a call V8
 * does not inline is boxed on the heap.
 */
import { Segment } from '../../../battlefield/segment.ts';
import type { Tracer } from '../../system.ts';
import { GENERAL, HILL_KINDS, MAX_STANDS, M_BELL, M_WAR_WAGON, type WarmasterPlan } from '../plan.ts';

// How the battle ended (metric labels in system.ts, same order).
export const END_TURNS = 0;
export const END_WITHDRAW_0 = 1;
export const END_WITHDRAW_1 = 2;
export const END_FIRST_LOSS = 3;

// What a contact move is (charge()).
export const CHARGE = 0;
export const ADVANCE = 1;
export const PURSUIT = 2;

export class WarmasterWorld {
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
   * How far a way round keeps from the pieces (pathBlocked, pointBlocked, wayRound), set by its
   * callers in way-round.ts: PATH_CLEARANCE for divided, the unit's half extent for goRound; and
   * how far its bends keep from the table edges.
   */
  pathClear = 0;
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
  /** closestStands(): the stands of u and v whose centres are closest, and the square of their distance. */
  pairA = -1;
  pairB = -1;
  pairD2 = 0;
  /**
   * When 0 or more, the next evade() goes this far along (dirX, dirY), set by its caller,
   * instead of a full pace directly away from the enemy (a blunder's "Thousands of 'em!", §2.5).
   */
  evadeWant = -1;
  /** The pace of a blundered unit or brigade's "Thousands of 'em!": the slowest unit's (§2.5). */
  blunderPace = 0;
  /** The enemies a "Thousands of 'em!" backs away from, 1 each (§2.5). */
  readonly backingFrom: Uint8Array;
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
  // The box held by contact.ts holdBox(), that apart() tests other units against.
  heldX0 = 0;
  heldY0 = 0;
  heldX1 = 0;
  heldY1 = 0;
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
    this.backingFrom = new Uint8Array(n);
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
  /** The battlefield's register for the slab test (clipSlab()): ray() and slabs() clip (tIn, tOut) through it. */
  readonly slab = new Segment();
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

  cenX = 0;
  cenY = 0;

  /** A unit's stand places kept while others are tried (a charge's placement, a turn, a blunder's move). */
  readonly saveX = new Float64Array(MAX_STANDS);
  readonly saveY = new Float64Array(MAX_STANDS);
  readonly saveAlive = new Uint8Array(MAX_STANDS);

  destroyAfterShot = -1;

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

}
