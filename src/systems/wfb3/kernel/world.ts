/**
 * The state of one WFB3 battle (rules/wfb3.md): the compiled plan, the shared layers'
 * components (footprints, gaps, the engagement table, flight bearings) and the columns of
 * the 3rd edition's own state — push-backs and follow-ups, unformed units, routers and their
 * pursuers, frenzy — allocated once here and reset at the start of each simulation
 * (deployment.ts). The phase modules beside this file are functions of it.
 *
 * Hot code: typed-array columns; fractional results are left in fields (`dist`, the pose and
 * segment registers) instead of being returned, since a double returned from, or passed to, a
 * call V8 does not inline is boxed on the heap.
 */
import { Pose } from '../../../battlefield/arcs.ts';
import { Footprints, Table } from '../../../battlefield/footprints.ts';
import { Gaps } from '../../../battlefield/gaps.ts';
import { Segment } from '../../../battlefield/segment.ts';
import { TerrainPath } from '../../../battlefield/terrain-path.ts';
import { BaseRow } from '../../rank-and-file/contact.ts';
import { Engagements } from '../../rank-and-file/engagements.ts';
import { Flight } from '../../rank-and-file/flight.ts';
import type { RankedRecordState } from '../../rank-and-file/metrics.ts';
import type { TraceLink, Tracer } from '../../system.ts';
import { GROUND_FACTOR, LEVEL_GROUND, ROUND_UP_FROM, SINGLE_FILE_FACTOR, type Wfb3Plan } from '../plan.ts';

/** A unit's stupidity (`stupid`, §5; stupidity.ts): none; stupid; stupid and blundering into an enemy this turn, attacking with one attack a model or with its own. */
export const CLEAR = 0;
export const STUPID = 1;
export const ONE_ATTACK = 2;
export const OWN_ATTACKS = 3;

/** A unit's formation (`formation`, §2.3): a line of ranks and files, a shieldwall, a testudo, a square, a wedge, an archer wedge. */
export const LINE = 0;
export const SHIELDWALL = 1;
export const TESTUDO = 2;
export const SQUARE = 3;
export const WEDGE = 4;
export const ARCHER_WEDGE = 5;

/** Why the winners of a round stayed where they were as their loser was pushed back (push-back.ts): they followed up; a square; keeping an obstacle. */
export const STAYED_NONE = 0;
export const STAYED_SQUARE = 1;
export const STAYED_OBSTACLE = 2;

/**
 * A unit's standard (`standard`, §4.10, §6.6; standards.ts): carried; fallen with its slain
 * bearer, at the unit's feet; lost (−1 Ld for the battle); captured by the enemy (−2 Ld).
 */
export const CARRIED = 0;
export const FALLEN = 1;
export const LOST = 2;
export const CAPTURED = 3;
/**
 * A chariot's damage (`chariot`, bits, §6.1; chariots.ts): a wheel damaged (result 8), the
 * reins cut (9), the axle broken and the chariot halted (13), skidded since.
 */
export const WHEEL_DAMAGED = 1;
export const REINS_CUT = 2;
export const AXLE_BROKEN = 4;
export const SKIDDED = 8;
/** A wagon whose team is unhitched, or all slain: it stands where it is (wagons.ts). */
export const UNHITCHED = 16;
/** Why a winner stays put: a wagon that cannot move. */
export const STAYED_WAGON = 3;

/** The part of a war beast blows strike (`part`), and its controller's state (`controller`, §6.2): alive; fallen and replaced, who tests at +2; failed that test, no more attempts. */
export const PART_BEAST = 0;
export const PART_CREW = 1;
export const CONTROLLER_ALIVE = 0;
export const CONTROLLER_REPLACED = 1;
export const CONTROLLER_GONE = 2;

/** Which standard (`standard[2·u + s]`): the unit's own, or the army standard it carries (§6.6). */
export const UNIT_STANDARD = 0;
export const ARMY_STANDARD = 1;

/** The kinds of test a unit of several vehicles takes once for all of them (squadrons.ts TEST_*). */
export const SQUAD_TESTS = 13;

/** Room in the strike list: a troop entry and a steed entry for each unit on each of its engagements, and for each character. */
const STRIKES_PER_ENGAGEMENT = 4;
const STRIKES_PER_CHARACTER = 2;

export class Wfb3World {
  tracer: Tracer | null = null;
  /** Trace lines held back while a volley is resolved, to follow its own line (trace.ts holdTrace()); null when none are. */
  traceHeld: { text: string; link: TraceLink | undefined }[] | null = null;
  readonly plan: Wfb3Plan;
  readonly n: number;

  // Per unit; status, models, hurt and the recorded columns per row (units, then characters, §6.4).
  readonly status: Int32Array;
  readonly models: Int32Array;
  /** Wounds already taken by the unit's wounded model (multi-wound models), or by a character. */
  readonly hurt: Int32Array;
  /** The character leading the unit, −1 its own leader or none (characters.ts). */
  readonly leadBy: Int32Array;
  /** Per row: wounds on a character from the strike step being resolved, and the engagement he fights across this round (−1 none). */
  readonly pendChar: Int32Array;
  readonly charEng: Int32Array;
  /** Per row, challenges this round (§6.5; challenges.ts): the character each fights alone, −1 none; 1 sent out of contact by a refusal, and by which challenger; 1 once he has issued. */
  readonly duelFoe: Int32Array;
  readonly retired: Uint8Array;
  readonly refusedBy: Int32Array;
  readonly issued: Uint8Array;
  /**
   * Per chariot (§6.1; chariots.ts): its damage bits, crew and animals left, the wounds on its
   * hurt crewman, the hits tallied for its next damage roll, 1 when hit in the round being
   * fought, the player turn through which its crew are shaken and in which its driver may not
   * fight, and the round it was wrecked in.
   */
  readonly chariot: Uint8Array;
  /** 1: a chariot or war beast running amok (§6.1, §6.2; amok.ts). */
  readonly amok: Uint8Array;
  readonly crewLeft: Int32Array;
  readonly animalsLeft: Int32Array;
  readonly crewHurt: Int32Array;
  readonly tally: Int32Array;
  readonly hitInRound: Uint8Array;
  readonly shakenTo: Int32Array;
  readonly driverOut: Int32Array;
  readonly wreckedIn: Int32Array;
  /**
   * Per chariot, its ground (§6.1 terrain; chariots.ts chariotGround()): where its front stood when
   * its moves were last looked at, the game turn it crossed difficult ground and the one it
   * crossed a hedge or ditch in, and the game turn it last rolled on the damage chart.
   */
  readonly lastX: Float64Array;
  readonly lastY: Float64Array;
  readonly roughIn: Int32Array;
  readonly hedgeIn: Int32Array;
  readonly rolledIn: Int32Array;
  /**
   * Per war beast (§6.2; beasts.ts): the wounds on the beast, those of the round and of the
   * player turn, its controller (CONTROLLER_*), and 1 while its carcass rolls about.
   */
  readonly beastHurt: Int32Array;
  readonly beastRound: Int32Array;
  readonly beastTurn: Int32Array;
  readonly controller: Uint8Array;
  readonly rolling: Uint8Array;
  /** Per engagement: wounds on a war beast, a or b, from the strike step being resolved (its crew's are pendA and pendB). */
  readonly pendBeastA: Int32Array;
  readonly pendBeastB: Int32Array;
  /** Per engagement: wounds on the second troop type of a unit in mixed ranks, a or b, from the strike step being resolved (mixed-ranks.ts). */
  readonly pendMixedA: Int32Array;
  readonly pendMixedB: Int32Array;
  /**
   * Mixed ranks (mixed-ranks.ts), per unit: the row whose troop type stands in front — the
   * unit's own, or its second type's (plan.mixedRow) — and 1 once a change of ranks tried as it
   * was charged failed: it fights that combat at −1 to hit (§2.3).
   */
  readonly leadType: Int32Array;
  readonly changeFailed: Uint8Array;
  /** Mixed ranks, per unit: 1 while its type behind stands on the flanks of the type in front (the centre), `files` the block's (mixed-ranks.ts). */
  readonly flanked: Uint8Array;
  /** Mixed ranks, per unit: the files of its type on the flanks on each side, while flanked. */
  readonly sideFiles: Int32Array;
  /** The row a free hack strikes (blows.ts freeHack()): the unit, or the type at the back of one in mixed ranks; the caller wounds it. */
  hackedRow = 0;
  /** Which part of a war beast the blows being rolled strike (blows.ts): PART_BEAST or PART_CREW. */
  part = 0;
  /** A wedge's rank fight (wedge.ts): the wounds its blows caused on troops (or a war beast's crew), and on a war beast itself. */
  rankTroops = 0;
  rankBeast = 0;
  /**
   * Wizards (§6.8; magic.ts), per row: magic points left, 1 once he moved, fought or cast since
   * his side's last turn began (no MP regained), and the player turn he was last wounded in a
   * combat phase. Per unit: models lost to spells this turn.
   */
  readonly mp: Int32Array;
  readonly busy: Uint8Array;
  readonly woundedAt: Int32Array;
  readonly magicLost: Int32Array;
  /** 1 while the combat phase is fought (combat.ts): wounds then keep a wizard from casting. */
  inCombatPhase = 0;
  /**
   * Units of several vehicles (squadrons.ts): the moment tests are taken at, and per unit leader
   * and kind of test, the moment its last test was rolled and the roll; the crews or vehicles a
   * unit started with and lost, as last summed.
   */
  moment = 0;
  readonly sharedAt: Int32Array;
  readonly sharedRoll: Int32Array;
  squadStart = 0;
  squadLost = 0;
  squadMagic = 0;
  /** Per row: 1 once a leader refused a challenge and lost face, his bonus −1 for the battle (§6.5). */
  readonly shamed: Uint8Array;
  /** Models in its front rank: the plan's, until a formation change (§2.2, §2.3); in a square, each face's. */
  readonly files: Int32Array;
  /** Its front rank before it formed a square, which leaving the square restores. */
  readonly lineFiles: Int32Array;
  /** LINE, SHIELDWALL, TESTUDO, SQUARE, WEDGE or ARCHER_WEDGE (§2.3); a wedge's files are its point. */
  readonly formation: Uint8Array;
  /** Its move and its charge reach now: the plan's, halved in a testudo (§2.3). */
  readonly M: Float64Array;
  readonly rate: Float64Array;
  /** Manoeuvres made in the phase (a complex one counts 3), and 1 once a manoeuvre test failed in it: halted (§2.2). */
  readonly manoeuvres: Uint8Array;
  readonly manoeuvreFailed: Uint8Array;
  /** 1: failed a complex manoeuvre in its movement phase: no reserve move this turn (§2.2). */
  readonly noReserve: Uint8Array;
  /**
   * Flyers (§2.7; aerial.ts, dropping.ts), per unit: its height level (LEVEL_GROUND for every
   * other unit: aloft() reads it), its speed — the inches it flew in its last move — the objects
   * each of its models still carries to drop, the game turn it flew off the table to collect
   * more (0 none; it waits OFF_TABLE meanwhile), and the player turn it last landed in.
   */
  readonly level: Int32Array;
  readonly speed: Float64Array;
  readonly loads: Int32Array;
  readonly offSince: Int32Array;
  readonly landedIn: Int32Array;
  readonly fp: Footprints;
  readonly gaps: Gaps;
  readonly table: Table;
  readonly eng: Engagements;
  readonly flight: Flight;
  /** 1: unformed (§2.5) since player turn `unformedAt`; reformed at the end of its side's next movement phase. */
  readonly unformed: Uint8Array;
  readonly unformedAt: Int32Array;
  /** 1: pushed back in the last round it fought (§4.10): weapon bonuses lost, pikes fight in one rank. */
  readonly pushedBack: Uint8Array;
  /** 1: followed up in the last round: +1 to hit and +1 combat result in the next (§4.9, §4.10). */
  readonly followedUp: Uint8Array;
  /** 1: won the last round it fought (strike order ties, §4.2). */
  readonly wonLast: Uint8Array;
  /** 1: its charge this turn keeps its bonuses (no wheel in the last 4", formed, §2.4). */
  readonly chargeBonus: Uint8Array;
  /** 1: frenzied (§5), while in base contact; per row, a character frenzied on his own (own-reactions.ts). */
  readonly frenzied: Uint8Array;
  /** Its stupidity since its last test: CLEAR, STUPID, ONE_ATTACK or OWN_ATTACKS (§5); per row, a character's own. */
  readonly stupid: Uint8Array;
  /** The router a unit pursues and keeps in contact with, or −1 (§4.11). */
  readonly pursuing: Int32Array;
  /** The player turn a unit began to rout. */
  readonly routedAt: Int32Array;
  /** 1: failed a fear test to charge (§5), or pushed back and not followed up (§4.10): no move or reserve move this turn. */
  readonly held: Uint8Array;
  /** Scratch: 1 for the winners that stay put as their loser is pushed back (push-back.ts). */
  readonly staying: Uint8Array;
  /** 1: ran away from a charge: it may move but not charge in its next turn (§2.4). */
  readonly ranAway: Uint8Array;
  /** Its standards, at 2·u + UNIT_STANDARD and 2·u + ARMY_STANDARD: CARRIED, FALLEN, LOST or CAPTURED (§4.10, §6.6); the plan says whether it has them. */
  readonly standard: Uint8Array;
  /**
   * The record's models left (record.ts): each row's, or those of the row a man has moved to (a
   * character who left his unit, a single character who joined one); `fielded` the models each
   * row took the field with, the losses counted from them — none for a unit that never did.
   */
  readonly recordModels: Int32Array;
  readonly fielded: Int32Array;
  readonly recordState: RankedRecordState;
  /** Chariot v's crewmen off it by the tactic `dismount` (crews-on-foot.ts): how many got off, and 1 while they are off, 2 once back aboard. */
  readonly crewOff: Int32Array;
  readonly dismounted: Uint8Array;
  /** Chariot or war beast v lost: its crew left to form a unit on foot as its side's next turn begins (crews-on-foot.ts); `crewThrown` 1 when they must first take their basic save. */
  readonly crewOut: Int32Array;
  readonly crewThrown: Uint8Array;
  /** Per row: a rider of a lost chariot or beast waiting to get down with its crew (crews-on-foot.ts): 1, or 2 thrown out and to take his basic save first. */
  readonly footPending: Uint8Array;
  /**
   * Side s's general now: the unit he is or stands with (`generalUnit[s]`, −1 none) and, a
   * character in a unit, his row (`generalRow[s]`, −1 a single character or a general not
   * modelled) — the plan's, until he leaves his unit (leaving.ts).
   */
  readonly generalUnit = new Int32Array(2);
  readonly generalRow = new Int32Array(2);
  /** 1: character c, his unit's leader, has declared he will leave it (leaving.ts). */
  readonly leaving: Uint8Array;
  /** Scratch: 1 for the units a unit about to be pushed back touches already (push-back.ts). */
  readonly touched: Uint8Array;
  /** The character carrying u's army standard since it was passed on to him, −1 a trooper (§6.6; recapture.ts). */
  readonly armyBearer: Int32Array;
  /** 1: u has its side's army standard with it now — the unit deployed with it, or the general who took it away (§6.6; standards.ts carryArmyStandard()). */
  readonly armyStandardWith: Uint8Array;
  /** At 2·u + s, the enemy unit holding u's captured standard s, −1 none (§6.6: its unit may recapture it from them). */
  readonly captor: Int32Array;
  /** 1: its standard fell and it was pushed back: the winners fight another round at once to capture it (§4.10). */
  readonly contested: Uint8Array;
  /** 1: moved in its side's movement phase this turn (−1 to shoot; crossbows may not, §3.3). */
  readonly moved: Uint8Array;
  /** How far it moved in its last reserve phase (over 6": a rapidly moving target, §3.3). */
  readonly reserveMoved: Float64Array;
  /** Models at the start of the player turn, and those lost to missiles in it (the rout test at a quarter, §3.5). */
  readonly turnStart: Int32Array;
  readonly shotLost: Int32Array;
  /** Wounds its thrown weapons caused as a charge met, counted in the next round's result (§3.4). */
  readonly thrownWounds: Int32Array;
  /** 1: it stood and shot at its chargers: no shields in the first round of that combat (§2.4). */
  readonly stoodAndShot: Uint8Array;
  /** The charge target declared this turn, −1 none. */
  readonly declared: Int32Array;
  /** Models at the start of the round (who steps forward, §4.3) and the wounds it caused in it. */
  readonly roundStart: Int32Array;
  readonly caused: Int32Array;
  /** The round a unit fought last, to count its rounds once a round. */
  readonly foughtIn: Int32Array;
  /** Scratch: units of the combat being fought (combat.ts gather()). */
  readonly inCombat: Uint8Array;
  /** 1: failed a panic test, to rout (panic.ts marks, rout.ts routPanicked() routs). */
  readonly panicked: Uint8Array;
  /** 1: a friend's rout has just gone through it (flight.ts marks, panic.ts panicRoutedThrough() tests). */
  readonly routedThrough: Uint8Array;
  /** 1: charged this turn while divided by an obstacle: no shields, no blows back at flank or rear chargers in the first round (§2.4). */
  readonly divided: Uint8Array;
  /** Scratch: 1 once a charged unit has responded this phase (charges.ts). */
  readonly responded: Uint8Array;
  /** Scratch: each loser's fate this round (combat-result.ts). */
  readonly routNow: Uint8Array;
  readonly combat: Int32Array;
  combatCount = 0;
  // Recorded.
  readonly brokeTurn: Int32Array;
  readonly unitRounds: Int32Array;
  readonly fate: Int32Array;
  readonly everRallied: Uint8Array;

  // The strike list of a round (strike-order.ts): one entry a unit, engagement and kind.
  readonly strikeUnit: Int32Array;
  readonly strikeEng: Int32Array;
  readonly strikeMount: Uint8Array;
  readonly strikeKey: Int32Array;
  strikeCount = 0;
  /**
   * struck[u·n + t]: the models of u that struck t in their last round (the free hack's
   * attackers if t routs), or, before they fought, those in base contact with it. By unit
   * pair, not engagement: ending an engagement moves the later ones down the table.
   */
  readonly struck: Int32Array;
  /** Per engagement: wounds on a and on b from the strike step being resolved, applied at its end. */
  readonly pendA: Int32Array;
  readonly pendB: Int32Array;
  /** Per router u, from u·n: the enemies it fought and the models each struck with (rout.ts). */
  readonly chasers: Int32Array;
  readonly chaseModels: Int32Array;
  /** Scratch: 1 for the pursuers of the router moving now (pursuit.ts). */
  readonly chasing: Uint8Array;
  /** How far each router fled in its last flight move. */
  readonly fled: Float64Array;
  /** Per unit: the models that strike its free hacks as it pursues (§4.11). */
  readonly hackers: Int32Array;
  /** 1: charged while it pursued, by an enemy it now fights its first round against (§4.11 7). */
  readonly caughtPursuing: Uint8Array;

  // Registers.
  readonly seg = new Segment();
  /** Moving along the segment over the terrain (§2.1), and a second segment for lines of sight across it. */
  readonly path: TerrainPath;
  /** The same for a unit in single file, whose ground costs less (§2.1). */
  readonly pathSingleFile: TerrainPath;
  readonly sight = new Segment();
  /** A row of bases for modelsTouching(). */
  readonly row = new BaseRow();
  readonly pose = new Pose();
  /** A unit's rectangle packed for rectBoxGap(), and the gap it leaves (terrain.ts). */
  readonly rect = new Float64Array(6);
  readonly boxGap = new Float64Array(1);
  /** A distance a helper leaves for its caller. */
  dist = 0.5;
  /** The point a move aims at (advance.ts approachAim()). */
  aimX = 0.5;
  aimY = 0.5;
  /** A flight's turn in radians, and where the flight of `dist` inches so turning ends: its centre (aerial.ts flightEnd()). */
  bend = 0.5;
  endX = 0.5;
  endY = 0.5;
  /** The slowest and fastest a flight may be (aerial.ts chooseFlight()). */
  slowest = 0.5;
  fastest = 0.5;
  /** The face a charge strikes, 1 if it wheels, and 1 if its wheel falls in the last 4" (charges.ts chargeable()). */
  face = 0;
  wheels = 0;
  wheelLate = 0;
  /** What a blind move met (lurch.ts). */
  met = 0;
  /** Wounds the last missiles caused (missile-hits.ts woundsOn()). */
  lastWounds = 0;
  /** Models slain by the last woundUnit() (casualties.ts). */
  slain = 0;
  /** The last 2D6 a test rolled (tests.ts passes()), for the trace. */
  lastRoll = 0;
  /** Dice of a roll-off. */
  readonly rolls = new Int32Array(2);

  // The battle's clock.
  turn = 0;
  /** Player turns played so far: 1 in the first player's first turn. */
  playerTurn = 0;
  /** The side whose player turn it is. */
  phasing = 0;
  rounds = 0;
  /** 1 while a combat fights a round at once for fallen standards (standards.ts): its losers test for rout whatever their losses. */
  captureRound = 0;
  /** 1 when a round's push-backs left a standard contested: the combat fights on at once (combat.ts). */
  contestPending = 0;
  /** 1 once some unit has routed, fled or been destroyed (end: first-break). */
  anyBroken = 0;

  constructor(plan: Wfb3Plan) {
    this.plan = plan;
    const n = (this.n = plan.n);
    const i32 = () => new Int32Array(n);
    const u8 = () => new Uint8Array(n);
    const rows = plan.allRows;
    this.status = new Int32Array(rows);
    this.models = new Int32Array(rows);
    this.hurt = new Int32Array(rows);
    this.leadBy = i32();
    this.pendChar = new Int32Array(rows);
    this.charEng = new Int32Array(rows);
    this.duelFoe = new Int32Array(rows).fill(-1);
    this.retired = new Uint8Array(rows);
    this.refusedBy = new Int32Array(rows).fill(-1);
    this.issued = new Uint8Array(rows);
    this.shamed = new Uint8Array(rows);
    this.chariot = u8();
    this.mp = new Int32Array(rows);
    this.busy = new Uint8Array(rows);
    this.woundedAt = new Int32Array(rows);
    this.sharedAt = new Int32Array(n * SQUAD_TESTS).fill(-1);
    this.sharedRoll = new Int32Array(n * SQUAD_TESTS);
    this.magicLost = i32();
    this.beastHurt = i32();
    this.beastRound = i32();
    this.beastTurn = i32();
    this.controller = u8();
    this.rolling = u8();
    this.amok = u8();
    this.crewLeft = i32();
    this.animalsLeft = i32();
    this.crewHurt = i32();
    this.tally = i32();
    this.hitInRound = u8();
    this.shakenTo = i32();
    this.driverOut = i32();
    this.wreckedIn = i32();
    this.lastX = new Float64Array(n);
    this.lastY = new Float64Array(n);
    this.roughIn = i32();
    this.hedgeIn = i32();
    this.rolledIn = i32();
    this.files = i32();
    this.lineFiles = i32();
    this.formation = u8();
    this.M = new Float64Array(n);
    this.rate = new Float64Array(n);
    this.manoeuvres = u8();
    this.manoeuvreFailed = u8();
    this.noReserve = u8();
    this.level = i32();
    this.speed = new Float64Array(n);
    this.loads = i32();
    this.offSince = i32();
    this.landedIn = i32();
    this.fp = new Footprints(n);
    this.gaps = new Gaps(this.fp);
    this.table = new Table(plan.tableWidth, plan.tableDepth);
    // Each pair of enemies at most once.
    this.eng = new Engagements(Math.max(1, n * n));
    this.flight = new Flight(n);
    this.path = new TerrainPath(plan.terrain, GROUND_FACTOR, ROUND_UP_FROM);
    this.pathSingleFile = new TerrainPath(plan.terrain, SINGLE_FILE_FACTOR, ROUND_UP_FROM);
    this.unformed = u8();
    this.unformedAt = i32();
    this.pushedBack = u8();
    this.followedUp = u8();
    this.wonLast = u8();
    this.chargeBonus = u8();
    this.frenzied = new Uint8Array(rows);
    this.stupid = new Uint8Array(rows);
    this.pursuing = i32();
    this.routedAt = i32();
    this.held = u8();
    this.staying = u8();
    this.ranAway = u8();
    this.standard = new Uint8Array(2 * n);
    this.captor = new Int32Array(2 * n);
    this.armyBearer = i32();
    this.armyStandardWith = u8();
    this.touched = u8();
    this.leaving = new Uint8Array(rows);
    this.crewOut = i32();
    this.crewOff = i32();
    this.dismounted = u8();
    this.recordModels = new Int32Array(rows);
    this.fielded = new Int32Array(rows);
    this.crewThrown = u8();
    this.footPending = new Uint8Array(rows);
    this.contested = u8();
    this.declared = i32();
    this.moved = u8();
    this.reserveMoved = new Float64Array(n);
    this.turnStart = i32();
    this.shotLost = i32();
    this.stoodAndShot = u8();
    this.thrownWounds = i32();
    this.roundStart = i32();
    this.caused = i32();
    this.foughtIn = i32();
    this.inCombat = u8();
    this.routNow = u8();
    this.responded = u8();
    this.panicked = u8();
    this.routedThrough = u8();
    this.divided = u8();
    this.combat = i32();
    this.brokeTurn = new Int32Array(rows);
    this.unitRounds = new Int32Array(rows);
    this.fate = new Int32Array(rows);
    this.everRallied = u8();
    // A unit in mixed ranks strikes with each of its two types: two more entries on an engagement.
    const strikes = Math.max(1, this.eng.max * (STRIKES_PER_ENGAGEMENT + 2 * plan.anyMixed) + (plan.rows - n) * STRIKES_PER_CHARACTER);
    this.strikeUnit = new Int32Array(strikes);
    this.strikeEng = new Int32Array(strikes);
    this.strikeMount = new Uint8Array(strikes);
    this.strikeKey = new Int32Array(strikes);
    this.struck = new Int32Array(n * n);
    this.pendA = new Int32Array(this.eng.max);
    this.pendB = new Int32Array(this.eng.max);
    this.pendBeastA = new Int32Array(this.eng.max);
    this.pendBeastB = new Int32Array(this.eng.max);
    this.pendMixedA = new Int32Array(this.eng.max);
    this.pendMixedB = new Int32Array(this.eng.max);
    this.leadType = i32();
    this.changeFailed = u8();
    this.flanked = u8();
    this.sideFiles = i32();
    this.hackers = i32();
    this.chasers = new Int32Array(n * n);
    this.chaseModels = new Int32Array(n * n);
    this.fled = new Float64Array(n);
    this.chasing = u8();
    this.caughtPursuing = u8();
    this.recordState = { models: this.recordModels, fate: this.fate, brokeTurn: this.brokeTurn, unitRounds: this.unitRounds };
  }
}

/** Whether unit u is in the air (§2.7): above the ground, out of reach of everything on it — it neither blocks, nor halts, nor is charged (aerial.ts). */
export function aloft(w: Wfb3World, u: number): boolean {
  return w.level[u] !== LEVEL_GROUND;
}
