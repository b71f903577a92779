/**
 * The state of one Essence of War engagement (rules/t9a_eow.md §13 tier 1, with the multi-unit
 * combats of tier 2): the compiled plan, and every column the phases read and write — per unit,
 * per engagement, per strike group, per spell slot and per terrain piece — allocated once here
 * and reset at the start of each simulation (set-up.ts). The phase modules beside this file are
 * functions of it.
 *
 * Hot code: state lives in typed arrays allocated in the constructor, reset per simulation; no
 * objects, closures or strings are created unless a tracer is attached. Fractional results of
 * helpers are left in fields (`res`, `gx`, `gy`) instead of being returned, since a double
 * returned from, or passed to, a call V8 does not inline is boxed on the heap.
 */
import { Pose } from '../../../battlefield/arcs.ts';
import { Footprints, Table } from '../../../battlefield/footprints.ts';
import { Segment } from '../../../battlefield/segment.ts';
import { Engagements } from '../../rank-and-file/engagements.ts';
import { Flight } from '../../rank-and-file/flight.ts';
import type { Rng } from '../../../core/rng.ts';
import type { Tracer } from '../../system.ts';
import { M_COUNT } from '../magic-plan.ts';
import type { T9aPlan } from '../plan.ts';
import { TERRAIN_HINDERING, TERRAIN_IMPASSABLE } from '../terrain.ts';

export class T9aWorld {
  tracer: Tracer | null = null;
  /**
   * What a unit destroyed sets off in its friends: their Panic tests (§2.3), panic-and-flee.ts's
   * panicNear(), set by the kernel (kernel.ts). Casualties lie below Panic among the kernel's
   * modules, yet the rules recurse — a unit that panics may flee through Dangerous terrain and be
   * wiped out in its turn — so wipedOut() reaches Panic through this field, the one call up the
   * modules, rather than through an import cycle.
   */
  onDestroyed!: (w: T9aWorld, rng: Rng, u: number) => void;
  /** The last roll-off's scores. */
  readonly rolls = new Int32Array(2);
  readonly plan: T9aPlan;
  readonly n: number;

  // Per-unit state.
  readonly status: Int32Array;
  readonly models: Int32Array;
  readonly carried: Int32Array; // HP lost on the current model of the shared pool (§6.1)
  /**
   * Each unit's footprint (battlefield/footprints.ts): front centre, facing and its sine and
   * cosine, width and depth (shape()). The moves write the front centre and facing directly, so
   * the centre and half-diagonal are not kept: nothing here reads them.
   */
  readonly fp: Footprints;
  /**
   * Each unit's footprint at the start of the phase (newPhase(); its unit's, for a joined
   * character): a unit destroyed panics its friends from there (§2.3 trigger 1).
   */
  readonly phaseStart: Footprints;
  /** One unit's footprint set aside while its phase-start one is measured (panicNear()). */
  readonly setAside: Footprints;
  /** The table's edges (offTable()). */
  readonly table: Table;
  readonly moved: Uint8Array;
  readonly marched: Uint8Array;
  readonly noShoot: Uint8Array;
  readonly charged: Uint8Array; // charged (or pursued into combat) this Player Turn
  readonly declared: Int32Array; // charge target declared this turn, −1 none
  readonly declaredFace: Int32Array;
  readonly reacted: Uint8Array;
  readonly mustCharge: Uint8Array; // failed its Frenzy test
  readonly phaseHP: Int32Array; // HP at the start of the Shooting phase (25% Panic, §2.3)
  readonly panicTested: Uint8Array;
  readonly breathUsed: Uint8Array;
  readonly everRallied: Uint8Array;
  readonly brokeTurn: Int32Array;
  readonly unitRounds: Int32Array;
  readonly fate: Int32Array; // each unit's fate as recorded (fateOf())
  readonly pending: Int32Array; // HP to remove at the end of the current Agility step
  readonly roundLoss: Int32Array; // HP lost this round (combat result, Life is Cheap)
  readonly charLoss: Int32Array; // HP its joined character lost this round
  readonly broken: Uint8Array; // broke in this combat round
  readonly primal: Uint8Array; // passed Primal Instinct this round
  readonly dance: Int32Array; // dance this round, −1 none
  readonly lastDance: Int32Array;
  readonly masterRound: Uint8Array; // Weapon Master profile this round
  readonly combatOf: Int32Array; // gather() stamp of the combat the unit was last counted in
  readonly fought: Uint8Array; // the unit's combat has fought this phase

  /**
   * Engagements (rank-and-file/engagements.ts): unit a's front touches face `face` of unit b;
   * `charge` while a charged into it this Player Turn (first-round charge effects), `offset`
   * a's centre along b's face from the face's middle.
   */
  readonly eng: Engagements;
  /** Each unit's bearing and roll of flight, and the point it flees from (rank-and-file/flight.ts). */
  readonly flight: Flight;

  // Strike groups of one round.
  readonly gUnit: Int32Array;
  readonly gEng: Int32Array;
  readonly gKind: Int32Array;
  readonly gAgi: Int32Array;
  gCount = 0;

  // Magic (§4): spell modifiers per (caster side, unit), Flux decks, dice.
  readonly mods: Int32Array;
  readonly deck: Int32Array;
  readonly deckPos: Int32Array;
  readonly stored: Int32Array;
  readonly dice: Int32Array;
  readonly crystal: Int32Array; // Crystal Ball's +1 still unused this phase, per side
  readonly scrollUsed: Uint8Array;
  readonly generalDied: Uint8Array; // per army, in the current phase (Undead)
  /** Spells attempted this phase, per army (§4.2 "once per phase army-wide"; §8.5: each army of a Coalition its own): army × 64 + spell. */
  readonly spellsCast: Uint8Array;
  /** Each army's share of its side's magic dice this phase (§8.5 Multi-games). */
  readonly armyDice: Int32Array;
  /** splitDice(): the armies already given an odd die. */
  readonly armyPicked: Uint8Array;
  readonly revoked: Int32Array; // side + 1 whose next spell on the unit fails (Rune of Revocation)
  /** The second unit of the spell being cast (Arise! at 8+), −1 none. */
  second = -1;
  /** A unit spellTarget() passes over (the first unit, when it looks for a second), −1 none. */
  notTarget = -1;
  /**
   * The lasting effect of each spell slot cast since its side's last Magic phase began (§4.4,
   * §12 R19): the unit it lies on (−1 none or ended), whether a rolled spell took its 4–6
   * effect, and whether the caster's own gift (The Rot Within) is in force. Kept per slot, so
   * per caster: with the flag deadCasterSpells `end` a side's modifiers are rebuilt from the
   * slots whose casters still stand (rebuildLasting()).
   */
  readonly lastOn: Int32Array;
  readonly lastHigh: Uint8Array;
  readonly lastSelf: Uint8Array;
  /**
   * A slot cast at its area value (Scrying 10+, §4.5): its effect lies on every unit v with
   * lastAreaOn[slot × n + v] set (the friends within reach when it was cast), and lastOn is −1.
   */
  readonly lastArea: Uint8Array;
  readonly lastAreaOn: Uint8Array;
  /** The spell being cast goes at its area value (castSlot() to resolveSpell()). */
  areaCast = false;
  readonly magicMoved: Uint8Array;
  readonly cover: Uint8Array; // still in the cover it was deployed in (§1.4, a unit setting)
  readonly hinder: Uint8Array; // still inside the Hindering terrain it was deployed in
  readonly healed: Int32Array;
  readonly faces: Int32Array;
  readonly sumAtLeast: Float64Array; // P(sum of n D6 ≥ k) at n·32 + k
  /** The unit whose attack is being resolved (its to-wound modifiers apply); −1 for spells and special attacks. */
  attacker = -1;
  /** Ice and Fire: successful armour saves must be re-rolled. */
  rerollSavedArmour = 0;
  /** Cleansing Light: successful Aegis saves must be re-rolled. */
  rerollSavedAegis = 0;
  readonly ordered: Int32Array; // Orders in force on the unit (O_* bits)
  /** The Orison in force on the unit (§7.2): ORISON_AEGIS, _REFLEXES, _DISCIPLINE, 0 none. */
  readonly orison: Int32Array;
  /** Arrived from Ambush this Player Turn (§7.1): it may not March. */
  readonly arrived: Uint8Array;
  /** The side that took the first Player Turn of this game (Vanguard, §7.1). */
  firstSide = 0;
  /** Made its Vanguard move in this game (`vanguard: move`, vanguardPhase()). */
  readonly vanguardMoved: Uint8Array;
  /** A Vanguard move is being played: moveUnit() goes 6" as an Advance, never a March. */
  inVanguard = false;
  /** giveOrisons()'s policy: the Orison orisonWorth() would give. */
  orisonKind = 0;
  readonly speedBanner: Int32Array; // 1 near a Banner of Speed (bannersOfSpeed())
  readonly advBonus: Int32Array; // per army, this turn (War Cry!)
  readonly marBonus: Int32Array;
  readonly warCryUsed: Uint8Array;
  readonly scratch = new Float64Array(1); // rectGap()'s result

  // Terrain pieces (§1.4; terrain.ts).
  /** Pieces on the table; of them, those that block sight (Impassable, Elevated) and the Impassable ones. */
  readonly pieces: number;
  readonly blockers: number;
  readonly impassables: number;
  /** Where u's current move began: front centre and facing (Dangerous tests look along the path). */
  readonly mx0: Float64Array;
  readonly my0: Float64Array;
  readonly mf0: Float64Array;
  /** Inches the unit's last flee covered: the roll, or more when it was extended clear of Impassable terrain. */
  readonly fleeLen: Float64Array;
  /** Dangerous (X) per file of the unit being tested (dangerousByFile()). */
  readonly fileX: Int32Array;
  readonly rect = new Float64Array(6); // a rectangle for terrain.ts
  readonly seg = new Float64Array(4); // a sight line for terrain.ts
  /** segmentBox()'s register for the slab test: where the sight line enters and leaves a piece (tIn, tOut, fractions of it). */
  readonly slab = new Segment();
  /** The point arc135Face() finds the arc of (arcs.ts). */
  readonly arcPoint = new Pose();
  readonly pose = new Float64Array(3); // a unit's pose kept while chargePathClear() tries a placement
  /** place(): per unit, the charger offsets (along the face) at which it would overlap that unit, an open interval; lo > hi for none. */
  readonly blockLo: Float64Array;
  readonly blockHi: Float64Array;
  /** place(): the offsets tried — the preferred one, the face's ends, and flush against each unit in the way. */
  readonly placeTry: Float64Array;
  /** sweepMeets(): a piece counts as met within this signed gap (negative: only when entered that deep). */
  sweepTol = 0.5;
  /**
   * Per-model cover (§5, example 12; flag coverTest `per-model`). The shooting model's front
   * edge — its left end (x, y), its right end (x, y) — and the centre of its base (x, y).
   */
  readonly modelEdge = new Float64Array(6);
  /** This shot's obstacles (coverObstacles()): the units and pieces near the lines from shooter to target, and their counts. */
  readonly coverUnits: Int32Array;
  readonly coverPieces: Int32Array;
  coverUnitCount = 0;
  coverPieceCount = 0;
  /** Per candidate unit: it counts as Elevated (its centre on an Elevated piece, §1.4). */
  readonly coverUnitHigh: Uint8Array;
  /** Per candidate piece: the target's centre is on it (an Elevated piece then hides nothing, §1.4); the shooting model's base centre is in it (ignored, §5). */
  readonly pieceUnderTarget: Uint8Array;
  readonly pieceUnderModel: Uint8Array;
  /** Intervening units hide nothing from this shot: an Elevated model or target (§1.4), a Towering shooter or target (§7.1); per model for the first. */
  coverIgnoreUnits = 0;
  coverTargetHigh = 0;
  /** The bounding box the obstacles are sought in (coverObstacles()). */
  bx0 = 0.5;
  by0 = 0.5;
  bx1 = 0.5;
  by1 = 0.5;
  /** The unit whose footprint stands for u: its host while u is a joined character, else u. */
  readonly body: Int32Array;
  /** The character joined to u, −1 none (§8.1). */
  readonly rider: Int32Array;
  /** Where u's joined character stands: the first file of the front rank it fills (§8.1). */
  readonly riderFile: Int32Array;
  readonly members: Int32Array;
  readonly pursuers: Int32Array;
  readonly pursuedNow: Uint8Array;
  readonly score: Int32Array;

  // Dropping out and Combat Pivots (§6.8).
  /** The losing side of the combat round just resolved, −1 for a tie or no test (R7). */
  loserSide = -1;
  /** A unit that passed, or did not need, its Combat Pivot test this round. */
  readonly pivotOk: Uint8Array;
  /** Nudging order: the unit has had its turn this step. */
  readonly nudged: Uint8Array;
  /** Dropped out of its combat during this round's Agility steps (leaves it when the round is resolved). */
  readonly dropped: Uint8Array;
  /** Enemies (not engaged with it) already touching the unit a nudge or a pivot is moving, before the move: standsClear() lets it stay in contact with them. */
  readonly nearBefore: Uint8Array;
  /** A pivot being tried: the engagements' faces and offsets as they were, and the enemy models touching (index span) and enemy characters in contact before it. */
  readonly savedFace: Int32Array;
  readonly savedOff: Float64Array;
  readonly loIdx: Int32Array;
  readonly hiIdx: Int32Array;
  readonly riderWas: Uint8Array;
  /** The pivoting unit's pose before the pivot: front centre and facing. */
  readonly pivotPose = new Float64Array(3);
  /** pivotTo()'s place: the line's origin (x, y), the facing, and how far along the line. */
  readonly pivotLine = new Float64Array(4);
  /** wheelTowards(): the pose the wheel starts from (front centre x, y, facing) and its turn (+1 right, −1 left). */
  readonly wheelPose = new Float64Array(4);
  /** advanceOrMarch(): the pose the move starts from and the pose the Advance ends in (x, y, facing each). */
  readonly aimPose = new Float64Array(6);
  /** wayRound(): the pose the move starts from (front centre x, y, facing) and where its move began (mx0, my0, mf0). */
  readonly wayPose = new Float64Array(6);
  /** modelsMeeting(): the first and last model (index along the face) meeting the span. */
  iLo = 0;
  iHi = 0;

  turn = 0;
  gatherStamp = 0;
  missionKind = 0; // this game's mission (1 occupation, 2 patrolling, 3 infiltration)
  activeSide = 0;
  rounds = 0;
  routed = 0;
  roll1 = 0;
  roll2 = 0;

  // Fractional results (see the file comment).
  res = 0.5;
  gx = 0.5;
  gy = 0.5;
  tx = 0.5; // turnTo() target point
  ty = 0.5;
  want = 0.5; // clearAhead() distance
  rowLo = 0.5; // rowTouching() span
  rowHi = 0.5;
  ax = 0.5; // ahead(): the move's start and distance so far
  ay = 0.5;
  ad = 0.5;
  pSin = 0.5; // pursueMove() direction
  pCos = 0.5;
  wa = 0.5; // wheelTo(): the angle wheeled
  wheelMargin = 1.01; // wheelTowards(): the spacing the sweep keeps (§1.3; a failed charge 0.5")
  aimX = 0.5; // advanceOrMarch(): the point faced (a unit's centre, the objective) …
  aimY = 0.5;
  aimStop = 0.5; // … how far short of the aim the move wants to end …
  aimUnit = -1; // … measured to this unit, or to (aimX, aimY) when −1 (aimGap())
  wayX = 0.5; // wayRound(): the waypoint for the unit's centre beside a corner of the piece in the way …
  wayY = 0.5;
  wayGo = 0.5; // … the inches the straight move wanted …
  wayLen = 0.5; // … the distance from u's centre to the corner …
  wayAimX = 0.5; // … the point u's front reaches when its centre stands on the corner (advanceOrMarch()'s aim) …
  wayAimY = 0.5;
  wayLeft = 0; // … and 1 when it passes the piece on its left (seen from the unit), 0 on its right
  stopPiece = -1; // clearAhead(): the Impassable piece that stopped the move, −1 when none did …
  stopUnit = -1; // … or the unit that did, −1 when none did
  aheadUnit = -1; // ahead(): the unit the closest gap is to
  aheadPiece = -1; // aheadTerrain(): the piece the closest gap is to

  constructor(plan: T9aPlan) {
    this.plan = plan;
    const n = (this.n = plan.n);
    const i32 = () => new Int32Array(n);
    const u8 = () => new Uint8Array(n);
    const f64 = () => new Float64Array(n);
    this.status = i32();
    this.models = i32();
    this.carried = i32();
    this.fp = new Footprints(n);
    this.phaseStart = new Footprints(n);
    this.setAside = new Footprints(1);
    this.table = new Table(plan.width, plan.depth);
    this.moved = u8();
    this.marched = u8();
    this.noShoot = u8();
    this.charged = u8();
    this.declared = i32();
    this.declaredFace = i32();
    this.reacted = u8();
    this.mustCharge = u8();
    this.flight = new Flight(n);
    this.phaseHP = i32();
    this.panicTested = u8();
    this.breathUsed = u8();
    this.everRallied = u8();
    this.brokeTurn = i32();
    this.unitRounds = i32();
    this.fate = i32();
    this.pending = i32();
    this.roundLoss = i32();
    this.charLoss = i32();
    this.broken = u8();
    this.primal = u8();
    this.dance = i32();
    this.lastDance = i32();
    this.masterRound = u8();
    this.combatOf = i32();
    this.fought = u8();
    const maxEng = Math.max(4, n * n);
    this.eng = new Engagements(maxEng);
    const maxGroups = maxEng * 8;
    this.gUnit = new Int32Array(maxGroups);
    this.gEng = new Int32Array(maxGroups);
    this.gKind = new Int32Array(maxGroups);
    this.gAgi = new Int32Array(maxGroups);
    this.members = new Int32Array(n);
    this.body = new Int32Array(n);
    this.rider = new Int32Array(n);
    this.riderFile = new Int32Array(n);
    this.mods = new Int32Array(2 * n * M_COUNT);
    this.deck = new Int32Array(12);
    this.deckPos = new Int32Array(2);
    this.stored = new Int32Array(2);
    this.dice = new Int32Array(2);
    this.crystal = new Int32Array(2);
    this.scrollUsed = new Uint8Array(2);
    const armies = plan.armies;
    this.generalDied = new Uint8Array(armies);
    this.spellsCast = new Uint8Array(64 * armies);
    this.armyDice = new Int32Array(armies);
    this.armyPicked = new Uint8Array(armies);
    this.revoked = new Int32Array(n);
    const slots = plan.magic.slots > 0 ? plan.magic.slots : 1;
    this.lastOn = new Int32Array(slots);
    this.lastHigh = new Uint8Array(slots);
    this.lastSelf = new Uint8Array(slots);
    this.lastArea = new Uint8Array(slots);
    this.lastAreaOn = new Uint8Array(slots * n);
    this.magicMoved = new Uint8Array(n);
    this.cover = new Uint8Array(n);
    this.hinder = new Uint8Array(n);
    this.healed = new Int32Array(n);
    this.faces = new Int32Array(7);
    this.sumAtLeast = new Float64Array(6 * 32);
    // Exact distribution of the sum of n D6, n ≤ 5, by convolution.
    let dist = [1];
    for (let d = 1; d <= 5; d++) {
      const next = new Array<number>(dist.length + 6).fill(0);
      dist.forEach((q, s) => {
        for (let f = 1; f <= 6; f++) next[s + f] += q / 6;
      });
      dist = next;
      for (let need = 0; need < 32; need++) {
        let q = 0;
        for (let s = need; s < dist.length; s++) q += dist[s];
        this.sumAtLeast[d * 32 + need] = q;
      }
    }
    this.ordered = new Int32Array(n);
    this.orison = new Int32Array(n);
    this.arrived = new Uint8Array(n);
    this.vanguardMoved = new Uint8Array(n);
    this.speedBanner = new Int32Array(n);
    this.advBonus = new Int32Array(armies);
    this.marBonus = new Int32Array(armies);
    this.warCryUsed = new Uint8Array(armies);
    this.pursuers = new Int32Array(n);
    this.pursuedNow = new Uint8Array(n);
    this.score = new Int32Array(2);
    this.pivotOk = u8();
    this.nudged = u8();
    this.dropped = u8();
    this.nearBefore = u8();
    this.savedFace = new Int32Array(maxEng);
    this.savedOff = new Float64Array(maxEng);
    this.loIdx = new Int32Array(maxEng);
    this.hiIdx = new Int32Array(maxEng);
    this.riderWas = new Uint8Array(maxEng);
    this.pieces = plan.terrainKind.length;
    let blockers = 0;
    let impassables = 0;
    for (let k = 0; k < this.pieces; k++) {
      if (plan.terrainKind[k] !== TERRAIN_HINDERING) blockers++;
      if (plan.terrainKind[k] === TERRAIN_IMPASSABLE) impassables++;
    }
    this.blockers = blockers;
    this.impassables = impassables;
    this.mx0 = f64();
    this.my0 = f64();
    this.mf0 = f64();
    this.fleeLen = f64();
    this.blockLo = f64();
    this.blockHi = f64();
    this.placeTry = new Float64Array(4 + 2 * n);
    let files = 1;
    for (let u = 0; u < n; u++) if (plan.files[u] > files) files = plan.files[u];
    this.fileX = new Int32Array(files);
    this.coverUnits = new Int32Array(n);
    this.coverUnitHigh = new Uint8Array(n);
    this.coverPieces = new Int32Array(this.pieces > 0 ? this.pieces : 1);
    this.pieceUnderTarget = new Uint8Array(this.pieces > 0 ? this.pieces : 1);
    this.pieceUnderModel = new Uint8Array(this.pieces > 0 ? this.pieces : 1);
  }
}
