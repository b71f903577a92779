/**
 * The state of one WFB4 engagement (rules/wfb4.md §13 tier 1): the compiled plan, and every
 * column the phases read and write — per unit, per pair of units, per engagement and per
 * strike group — allocated once here and reset at the start of each simulation
 * (deployment.ts). The phase modules beside this file are functions of it.
 *
 * Hot code: typed-array columns, int32 where a value is whole; fractional results of helpers
 * are left in fields (result, the pose and segment registers) instead of being returned,
 * since a double returned from, or passed to, a call V8 does not inline is boxed on the heap.
 */
import { Pose } from '../../../battlefield/arcs.ts';
import { Blast } from '../../../battlefield/bases.ts';
import { Footprints, Table } from '../../../battlefield/footprints.ts';
import { Gaps } from '../../../battlefield/gaps.ts';
import { Segment } from '../../../battlefield/segment.ts';
import { TerrainPath } from '../../../battlefield/terrain-path.ts';
import { Engagements } from '../../rank-and-file/engagements.ts';
import { BaseRow } from '../../rank-and-file/contact.ts';
import { Flight } from '../../rank-and-file/flight.ts';
import { MagicState } from '../magic-state.ts';
import { SPELL_DEATH_FRENZY, SPELL_ERE_WE_GO, SPELL_MIGHT, SPELL_SWORDS } from '../data/spells.ts';
import { ItemUses } from '../item-uses.ts';
import type { Tracer } from '../../system.ts';
import { CHALLENGE_ISSUE, CHARIOT_GROUND_FACTOR, GROUND_FACTOR, GROUND_VERY_DIFFICULT, LOOSE_GROUND_FACTOR, RUNE_SELF_DESTRUCT, SAPS_WITS, TERRAIN_HILL, type Wfb4Plan } from '../plan.ts';

export class Wfb4World {
  tracer: Tracer | null = null;
  readonly plan: Wfb4Plan;
  readonly n: number;
  /** Every unit index, 0..n−1 (setup code's lists). */
  readonly allUnits: readonly number[];
  /** A 1 for every unit: the column nearestFriendWith() reads to find any friend. */
  readonly everyUnit: Uint8Array;

  // Per-unit state.
  readonly status: Int32Array;
  /** Each unit's move (plan.M) and charge reach (plan.chargeReach) as they are now: a chariot's fall with its team (§8.4). */
  readonly M: Int32Array;
  readonly reach: Int32Array;
  /** Whether each unit may march now (plan.canMarch): not with an Undead character who may not (§7). */
  readonly canMarch: Uint8Array;
  readonly models: Int32Array;
  readonly pool: Int32Array; // wounds on the current multi-wound model (§5.7)
  /** Each unit's Toughness now: its profile's, less what a weapon's wounds took (sapping.ts), +1 under Ere We Go (waaagh.ts), at most 10. Every to-wound roll reads it. */
  readonly T: Int32Array;
  /** Each unit's WS, and its champion's, in hand-to-hand combat now: the profile's, less what a weapon's wounds took (sapping.ts), +1 under the Waaagh! (waaagh-spell.ts), at most 10. Every blow reads them. */
  readonly WS: Int32Array;
  readonly champWS: Int32Array;
  /** Where each unit stands and faces, its width and depth (shape()). */
  readonly fp: Footprints;
  /** The gaps between units, measured when read and kept until one of them changes. */
  readonly gaps: Gaps;
  /** The table's edges (flight off the table). */
  readonly table: Table;
  /**
   * The segment register: moves, charge paths and lines of sight are straight segments, set
   * in its fields by aimAtPoint()/aimAtUnit() (or directly) and read by the segment tests,
   * which therefore take only integer arguments.
   */
  readonly seg = new Segment();
  /** Moving along the segment over terrain (rules/wfb4.md §2.2): the costs of each kind of ground. */
  readonly path: TerrainPath;
  /** The terrain as skirmishers cross it: no penalty but impassable ground (§8.7); its budget is copied from `path`'s. */
  readonly loosePath: TerrainPath;
  // The deployment footprint, the same for every simulation: restored by reset().
  readonly startShape: Float64Array;
  readonly startGaps: Float64Array;
  readonly startMeasured: Int32Array; // [0] = 1 once the deployment footprint has been measured, [1] its contacts
  readonly startContacts: Int32Array; // the engagements of units deployed in contact: a, b, face, contacts a and b, defended
  startEngagements = 0;
  readonly moved: Uint8Array;
  readonly marched: Uint8Array;
  readonly noShoot: Uint8Array; // failed charge, rallied, fled this turn
  readonly rallied: Uint8Array;
  readonly everRallied: Uint8Array;
  /**
   * A weapon that fires every other turn is loaded again once this player turn is over
   * (reloading(), §4.3): its side's next player turn after it fired.
   */
  readonly reloadAt: Int32Array;
  readonly brokeTurn: Int32Array;
  readonly lap: Int32Array;
  readonly lastWon: Int32Array; // round number of the unit's last combat win, −1 none
  readonly lastRound: Int32Array; // round number of the last round the unit fought, −1 none
  readonly declared: Int32Array; // declared charge target this turn, −1 none
  /** Each unit's bearing and roll of flight, and the point it flees from (rank-and-file/flight.ts). */
  readonly flight: Flight;
  readonly reacted: Uint8Array;
  readonly phaseStart: Int32Array; // models at the start of the shooting phase
  readonly phaseLoss: Int32Array;
  readonly panicked: Uint8Array;
  readonly breakNow: Uint8Array; // broken (or panicked) in this combat phase; flees after all combats
  readonly wipedNow: Uint8Array;
  readonly noPanicSource: Uint8Array; // fled through panic in melee: causes no further tests (§6.3)
  readonly fearedCharger: Int32Array; // this turn's feared charger it failed to face: 6s to hit it in the first round (fear.ts), −1 none
  readonly held: Uint8Array; // does nothing of its own will this turn: failed a fear test to charge, stupid, squabbling, feuding or pinned (§7)
  readonly terrorTested: Uint8Array; // took its one terror test of the game (§7)
  /** Some unit causes terror: the start-of-turn terror test has work to do. */
  readonly anyTerror: boolean;
  /** Some unit causes fear or terror: a beaten unit may break in fear (breaksInFear()). */
  readonly anyDread: boolean;
  readonly frenzied: Uint8Array; // in a frenzy since the start of its side's last turn (frenzy.ts, §7)
  readonly frenzyLost: Uint8Array; // broken in combat: never frenzied again this game (§7)
  readonly stupid: Uint8Array; // failed its stupidity test as its side's turn started: stupid until the next (stupidity.ts, §7)
  readonly feud: Int32Array; // the rival Daemon unit it feuds with (daemon-animosity.ts, §7), −1 none
  readonly feudWounds: Int32Array; // scratch: the wounds each feuding unit deals its rival this combat phase
  readonly leaderGone: Uint8Array; // per side: the unit with the army's general was destroyed or fled off the table (casualties.ts leaves())
  readonly squabbled: Int32Array; // the player turn it squabbled in, fighting, under squabbleInCombat: idle (animosity.ts), 0 none
  readonly bounded: Uint8Array; // bounded forward this turn before the movement phase (animosity's We'll Show 'em): it may move again
  readonly stumble: Uint8Array; // stupid out of combat, this turn: STUMBLE_FORWARD or STUMBLE_IDLE (stupidity.ts), 0 none
  /** Some unit skirmishes, or is fast cavalry: the moves, tests and shots that ask (§8.7, §2.2). */
  readonly anySkirmish: boolean;
  readonly anyFastCavalry: boolean;
  /** Some unit regenerates, or a talisman wards a character: wounds it suffers are rolled for (regeneration.ts, §12-17; AM p.9). */
  readonly anyRegeneration: boolean;
  /** Some unit's banner, or some character's magic weapon, makes it strike first (strike-order.ts). */
  readonly anyStrikesFirst: boolean;
  /** Some banner lowers the Leadership of enemies near it (leadership.ts ldAuraOn()). */
  readonly anyLdAura: boolean;
  /** Some battle standard adds 1 to the combat result of its side's units near it (combat-result.ts resultRuneNear()). */
  readonly anyResultRune: boolean;
  /** Some battle standard lets its side's units near it test on an unmodified Ld 10 (leadership.ts psychologyLd()). */
  readonly anyLdTenRune: boolean;
  /** Some battle standard dispels enemy spells (dispel.ts runeDispels(), runeEndsSpells()). */
  readonly anyDispelRune: boolean;
  /** Some unit's banner wounds the Undead and Daemons touching it, and some unit is Undead or Daemons (undead-bane.ts). */
  readonly anyBane: boolean;
  /** Some unit's banner slays enemy wizards touching it, and some enemy of it is a wizard (magical-overload.ts). */
  readonly anyOverload: boolean;
  /** Some unit's banner turns aside the enemy spells cast near it (deflection.ts). */
  readonly anyDeflect: boolean;
  /** Some unit's banner absorbs the power cards of enemy spells cast at it (absorb-power.ts). */
  readonly anyAbsorb: boolean;
  /** Some unit's banner, or some character's item, dispels spells cast at it (dispel.ts spellWarded()). */
  readonly anySpellWard: boolean;
  /** What characters' items have left and are doing: uses, a surge working, an item spent (../item-uses.ts). */
  readonly uses: ItemUses;
  /** Some character's item heals him (healing.ts), raises his Strength for a turn (surges.ts), unleashes a storm of hits in close combat (combat.ts storm()), a blast on the foes touching him (blasts.ts), is a magic arrow (shooting.ts), a globe (globes.ts). */
  readonly anyHeal: boolean;
  readonly anySurge: boolean;
  readonly anyStorm: boolean;
  readonly anyBlast: boolean;
  readonly anyArrow: boolean;
  readonly anyGlobe: boolean;
  /** Some character's item paralyses enemy characters near him (paralysis.ts). */
  readonly anyParalysis: boolean;
  /** Some character's weapon weakens its victims, by its wounds or its runes of curse (sapping.ts). */
  readonly anySap: boolean;
  /** Each unit's Strength, Initiative and Attacks now, as its blows and the strike order read them: the profile's, less what a weapon's wounds took (sapping.ts). */
  readonly S: Int32Array;
  readonly I: Int32Array;
  readonly A: Int32Array;
  /** Each unit's Ballistic Skill now, as its shots read it: the profile's, less what a weapon's wounds took (sapping.ts). */
  readonly BS: Int32Array;

  /** Some character's item makes him and his unit immune to fear and terror, or to panic (magic-items.ts lentImmunity()). */
  readonly anyLentImmunity: boolean;
  /** Some character's item makes him and his unit hate every enemy (hatred.ts hates()). */
  readonly anyLentHatred: boolean;
  /** Some character's item makes his unit take unmodified break tests (combat.ts), or wraps it in a stench (melee-hits.ts). */
  readonly anyLentSteady: boolean;
  readonly anyLentStench: boolean;
  /** Some character's weapon leaves wounds that linger (lingering.ts); per unit, the score its wounded model takes another on, 0 none. */
  readonly anyLingering: boolean;
  readonly festering: Int32Array;
  /** Some character's weapon wounds him at the end of his side's turns (lingering.ts selfWounds()). */
  readonly anySelfWound: boolean;
  /** Some character's item swaps S, A and I in a challenge (challenges.ts swapped()). */
  readonly anySwap: boolean;
  /** Some character's armour strikes back at those whose blows it saves (riposte.ts). */
  readonly anyRiposte: boolean;
  /** Some character has a save against spells (spells.ts unsavedOf()). */
  readonly anySpellSave: boolean;
  /** Some character has a save against fire, or is immune to it (magic-items.ts fireSaved()). */
  /** Some character's blade wounds the Undead near it (undead-blade.ts). */
  readonly anyUndeadBlade: boolean;
  readonly anyFireSave: boolean;
  /**
   * Some character's items guard him against the blows struck at him: a Leadership test to strike
   * him, attacks stopped, blows weakened (magic-items.ts guardedAttacks(), combat.ts blows());
   * the attacks each striker of the blows being struck has (strike()).
   */
  readonly anyGuard: boolean;
  perStriker = 1;
  /** The attacks of those who failed the Leadership test of an item that unnerves its bearer's foes (guardedAttacks()). */
  unnerved = 0;
  /** What the blows being struck are (combat.ts blows(), melee-hits.ts): BLOWS_PLAIN, BLOWS_UNNERVED (at −2 to hit and −2 S), BLOWS_STORM (an item's storm of hits). */
  blowsOf = 0;
  /** Some character's item calms his unit's first animosity (animosity.ts). */
  readonly anyCalm: boolean;
  /** Some character's item wounds the enemy models in contact with him as each combat phase starts (contact-wounds.ts). */
  readonly anyContactWounds: boolean;
  /** Some character's ward rebounds the wounds it negates in close combat (riposte.ts rebound()). */
  readonly anyRebound: boolean;
  /** The wounds of the last weapon's wounds that fell back on its wielder (casualties.ts woundEach()). */
  backfired = 0;
  /** The models the last hits of a weapon that slays on a failed test slew (slay-test.ts). */
  slayed = 0;
  /** The wounds the last ward negated (regeneration.ts afterRegeneration()). */
  warded = 0;
  /** Some character has Nurgle's Rot (rot.ts). */
  readonly anyRot: boolean;
  /** Some character's item puts living models near him at -1 to hit (magic-items.ts hitAuraOn()). */
  readonly anyHitAura: boolean;
  /** Some character's item lends the Undead near him his WS and BS (magic-items.ts lentSkill()). */
  readonly anyLentSkill: boolean;
  /** Some wizard has a Warrior Familiar (familiars.ts); per unit, 1 while his lives. */
  readonly anyFamiliar: boolean;
  readonly familiarAlive: Uint8Array;
  /** Some character strikes with a magic weapon or is guarded by an item (kernel/magic-items.ts). */
  readonly anyItems: boolean;
  /** The wounds the last multiple-wound hits dealt, as the models could take them (casualties.ts woundEach()). */
  dealt = 0;
  /** The score the last blows needed to hit, and whether hatred re-rolled their misses (melee-hits.ts meleeHits()). */
  hitNeed = 0;
  hatedReroll = false;
  /** Some unit is Undead: an army may crumble when its leader is lost (undead.ts). */
  readonly anyUndead: boolean;
  /** Some unit has Daemon animosity: the start-of-turn rolls and the feuds have work to do. */
  readonly anyDaemonAnimosity: boolean;
  /** Some unit has animosity: the start-of-turn animosity rolls have work to do. */
  readonly anyAnimosity: boolean;
  /** Some unit is a character (characters.ts, §8.1). */
  readonly anyCharacter: boolean;
  /** Some unit is a chariot (chariots.ts, §8.4). */
  readonly anyChariot: boolean;
  readonly crew: Int32Array; // a chariot's crew left
  readonly crewPool: Int32Array; // wounds on a chariot's crewman not yet slain (crew of several wounds each)
  readonly team: Int32Array; // a chariot's team beasts left
  readonly dismounted: Uint8Array; // a chariot destroyed whose crew fight on on foot
  /** Some character rides in a chariot's crew, or may board one (plan.host, plan.joinTarget; chariots.ts): its crew are not all alike. */
  readonly anyChariotRider: boolean;
  /** 1 while a compulsory move (a flight) forces a chariot over ground it cannot otherwise cross (§8.4). */
  forced = 0;
  /** chariotTakes()'s wounds counted and models slain. */
  chWounds = 0;
  chSlain = 0;
  /** A war machine struck by the last shot (machine-state.ts machineStruck()), for its trace: hits, wounds and wounds lost; hits 0 once traced. */
  machineHits = 0;
  machineWounds = 0;
  machineLost = 0;
  /** Where a chariot may go (§8.4): no difficult ground, wood or obstacle; its budget and toll set as `path`'s. */
  readonly chariotPath: TerrainPath;
  /** Chargers who win a round across a defended obstacle fight their way over it (defendedObstacle: until-won), or some unit garrisons a building (combat.ts fightAcross()). */
  readonly crossObstacles: boolean;
  /** Some unit carries a magic banner with an effect the phases read (combat-result.ts, combat.ts, pursuit.ts). */
  readonly anyBanner: boolean;
  /** Some unit garrisons a building, or may enter one (buildings.ts, §8.9). */
  readonly anyBuilding: boolean;
  /** The building each unit is in now (its terrain piece), −1 in the open. */
  readonly inBuilding: Int32Array;
  /** 1 once a unit has left a building by its `leave` tactic: it does not make for one again. */
  readonly quitBuilding: Uint8Array;
  /** Per terrain piece: a building's damage points left, and 1 while it burns (buildings.ts). */
  readonly damagePoints: Int32Array;
  readonly burning: Uint8Array;
  /** Some unit is a war machine (war-machines.ts, §4.5). */
  readonly anyMachine: boolean;
  /** Some war machine blows itself up when engaged (self-destruct.ts, AM p.38); the one exploding now, −1 none (machine-damage.ts). */
  readonly anySelfDestruct: boolean;
  exploding = -1;
  /** Some warpfire thrower is part of a unit (part-of.ts); 1 while a side declares its charges (charges.ts). */
  readonly anyPartOf: boolean;
  declaring = 0;
  /** Some unit is a unit of jezzail teams (jezzails.ts, §4.3). */
  readonly anyJezzail: boolean;
  /** Some unit is a wizard, or a character carries a spell bound in an item: a magic phase ends each player turn (magic.ts, §9). */
  readonly anyMagic: boolean;
  /** Some unit of Daemons casts, at its size's level (magic.ts daemonsBySize()). */
  readonly anyDaemonCaster: boolean;
  /** A Grey Seer carries Death Frenzy (death-frenzy.ts). */
  readonly anyDeathFrenzy: boolean;
  /** The models each unit lost to a Flamestorm (flamestorm.ts). */
  readonly flameSlain: Int32Array;
  /** Some wizard carries the Sanguine Swords, which strike in the combat phase (sanguine-swords.ts). */
  readonly anySwords: boolean;
  /** The magic deck, the hands and the spells at work (magic-state.ts, §9). */
  readonly magic: MagicState;
  /** Some unit is told to occupy a building during the battle (buildings.ts occupyMove()). */
  readonly anyOccupy: boolean;
  /** A war machine's wounds left (MACHINE_W at the start); 0 once destroyed or abandoned by its fleeing crew. */
  readonly machineW: Int32Array;
  /** The template or the line of a war machine's shot, and the bases under it (battlefield/bases.ts). */
  readonly blast = new Blast();
  /** Scratch: the hits a war machine's shot lands on each unit (war-machines.ts). */
  readonly hitsOn: Int32Array;
  /** Some unit turns freely (plan.turnsFreely): wheels cost it nothing (terrain.ts wheelCost()). */
  readonly anyTurnsFreely: boolean;
  /** Some unit flies (flyers.ts, §8.3). */
  readonly anyFlying: boolean;
  readonly returnAt: Int32Array; // a flyer off the table: the player turn it may come back in, 0 none (flyers.ts)
  readonly leaving: Uint8Array; // a flyer leaving its combat at the end of this combat phase (flyers.ts)
  /** The side whose player turn it is. */
  phasing = 0;
  /** Some character's item hides him, on his own, from charges, shots and spells (magic-items.ts hiddenFrom()). */
  readonly anyHidden: boolean;
  /** Some spell keeps its victims from charging (spells.ts barCharge(), AM p.18); per unit, the player turn in which it may not, 0 none. */
  readonly anyChargeBar: boolean;
  readonly chargeBarredIn: Int32Array;
  /** Some unit is a monster (monster-reaction.ts, §8.2). */
  readonly anyMonster: boolean;
  readonly reaction: Int32Array; // a riderless monster's result on the reaction table, 0 none (monster-reaction.ts)
  readonly host: Int32Array; // the unit a character is with now, −1 on his own (characters.ts)
  readonly joinedAt: Int32Array; // the player turn a character joined a unit in, 0 none (he may not leave it that turn)
  readonly leftUnit: Uint8Array; // a character who has left his unit: he joins no other
  /**
   * Challenges (challenges.ts) are fought between duellists: a character, by his index c, or a
   * unit's champion, by n + the unit's index. Per duellist: sent to the rear by a refused
   * challenge this combat phase; the duellist he fights this phase (−1 none); the engagement
   * they fight across.
   */
  readonly retired: Uint8Array;
  readonly duelFoe: Int32Array;
  readonly fellRound: Int32Array; // the combat round a character was slain in, −1 (charactersOn(): his place is not refilled that round)
  readonly charHits: Int32Array; // scratch: a volley's hits on each character (shooting.ts hitsOnCharacters())
  readonly duelEng: Int32Array;
  /** Whether each unit's champion lives: he falls only in a challenge (challenges.ts). */
  readonly champAlive: Uint8Array;
  /** Challenges may be fought: there are characters, or a champion whose unit issues them. */
  readonly anyChallenge: boolean;
  /** Some unit is stupid by nature, or a weapon may make one so (sapping.ts): the start-of-turn stupidity tests have work to do. */
  readonly anyStupid: boolean;
  readonly inCombat: Int32Array; // combat id this phase, −1 none
  readonly pursued: Uint8Array; // pursued already in this combat phase
  readonly unitRounds: Int32Array;
  /** Models of each unit as the current combat round began (strikers(), §5.2). */
  readonly roundStart: Int32Array;
  readonly fate: Int32Array; // each unit's fate as recorded (fateOf())

  /** Engagements: which unit's front touches which face of which enemy (rank-and-file/engagements.ts). */
  readonly eng: Engagements;

  // Strike groups of one combat round.
  readonly gUnit: Int32Array;
  readonly gEnemy: Int32Array;
  readonly gEng: Int32Array;
  readonly gKind: Int32Array;
  readonly gKey: Int32Array;
  readonly gOrder: Int32Array;
  gCount = 0;

  // Scratch lists.
  readonly members: Int32Array;
  readonly score: Int32Array;
  readonly bonus = new Int32Array(2); // each side's combat result bonuses (bonuses())
  readonly sideBonus = new Int32Array(12); // bonuses()' tally: six counts a side
  readonly sideFrom = new Int32Array(2); // side s's units are sideFrom[s] ≤ u < sideTo[s]
  readonly sideTo = new Int32Array(2);
  readonly scratch = new Float64Array(1); // rectGap()'s result

  // The opening (openingMoves()): the first player turn's movement phase, kept per side when
  // it rolls no dice and declares no charge.
  /** Tests set this false to play every opening through. */
  openingPath = true;
  /** 1 until the first player turn of a simulation has had its movement phase. */
  opening = 0;
  /** Per side moving first: 0 not played yet, 1 kept, −1 rolls dice or charges (played every time). */
  readonly openingKept = new Int32Array(2);
  readonly openShape: Float64Array; // per side, 11 columns of n: ux, uy, uf, usin, ucos, trigFacing, uw, ud, ucx, ucy, urad
  readonly openFlags: Uint8Array; // per side and unit: moved, marched
  readonly openChanged: Int32Array; // per side and unit: changedAt
  readonly openGaps: Float64Array; // per side: gaps
  readonly openStamps: Int32Array; // per side: pairStamp
  readonly openEpoch = new Int32Array(2);

  // The contact duel (runDuel()): two units deployed in contact, one a side, to the first break.
  /** Tests set this false to play every engagement through the general turn sequence. */
  duelPath = true;
  /** 1 when this plan is a contact duel, 0 when not, −1 until the first run() decides. */
  duel = -1;
  /** The duel's strike groups as buildStrikeGroups() makes them: unit, enemy, kind. */
  readonly dUnit = new Int32Array(8);
  readonly dEnemy = new Int32Array(8);
  readonly dKind = new Int32Array(8);
  /** Their strike order, 8 slots for each side that wins Initiative ties. */
  readonly dOrder = new Int32Array(16);
  dGroups = 0;
  // What strike() works out from the plan, per group: attacks per striker (a champion's whole
  // attacks), 1 when its champion fights, 1 when it fights at the front (spears' second rank,
  // lapping round), the score to hit, and per group and round kind (2g later rounds, 2g + 1
  // the first) the score to wound and to save, 7 when impossible.
  readonly dPer = new Int32Array(8);
  readonly dChampion = new Int32Array(8);
  readonly dFront = new Int32Array(8);
  readonly dHit = new Int32Array(8);
  readonly dWound = new Int32Array(16);
  readonly dSave = new Int32Array(16);
  /** Each unit's Ld for its break test (effectiveLd() with no other unit on the table). */
  readonly dLd = new Int32Array(2);
  /** Models each unit lost this round (eLostA/eLostB of the one engagement, by unit). */
  readonly dLost = new Int32Array(2);

  turn = 0;
  /** Player turns begun so far in this simulation: 1 in the first (§2.1). */
  playerTurnNo = 0;
  rounds = 0;
  readonly rolls = new Int32Array(2); // the last roll-off
  /** 1 once any unit has fled or been destroyed (for `end: { on: first-break }`). */
  routed = 0;
  roundNo = 0;

  // Results of helpers that compute a fractional number: returning a double from a call
  // that is not inlined boxes it on the heap, so hot helpers leave it here instead.
  result = 0.5;
  /** Where a charging or pursuing unit will stand and face (contactPose()); aimAtPoint()'s target. */
  readonly pose = new Pose();

  /** A row of bases for modelsTouching(): its length, base size, and the overlap it touches. */
  readonly row = new BaseRow();
  /** True when the battlefield has a hill (onHill() can be true). */
  readonly hills: boolean;
  /** The last charge declared (keepCharge()): cost, contact point and path, charger, target, epoch. */
  readonly kept = new Float64Array(9);
  keptFrom = -1;
  keptOn = -1;
  keptAt = -1;
  /** Fleeing enemies the last nearestEnemy() passed over (it was not asked for them). */
  fleeingSkipped = 0;

  constructor(plan: Wfb4Plan) {
    this.plan = plan;
    const n = (this.n = plan.n);
    this.allUnits = Array.from({ length: n }, (_, u) => u);
    this.everyUnit = new Uint8Array(n).fill(1);
    this.status = new Int32Array(n);
    this.M = Int32Array.from(plan.M);
    this.reach = Int32Array.from(plan.chargeReach);
    this.canMarch = Uint8Array.from(plan.canMarch);
    this.models = new Int32Array(n);
    this.pool = new Int32Array(n);
    this.T = new Int32Array(n);
    this.WS = new Int32Array(n);
    this.champWS = new Int32Array(n);
    this.fp = new Footprints(n);
    this.gaps = new Gaps(this.fp);
    this.table = new Table(plan.width, plan.depth);
    this.path = new TerrainPath(plan.terrain, GROUND_FACTOR, GROUND_VERY_DIFFICULT);
    this.loosePath = new TerrainPath(plan.terrain, LOOSE_GROUND_FACTOR, GROUND_VERY_DIFFICULT);
    this.startShape = new Float64Array(7 * n);
    this.startGaps = new Float64Array(n * n);
    this.startMeasured = new Int32Array(2);
    this.hills = plan.terrain.kind.includes(TERRAIN_HILL);
    this.openShape = new Float64Array(2 * 11 * n);
    this.openFlags = new Uint8Array(2 * 2 * n);
    this.openChanged = new Int32Array(2 * n);
    this.openGaps = new Float64Array(2 * n * n);
    this.openStamps = new Int32Array(2 * n * n);
    this.moved = new Uint8Array(n);
    this.marched = new Uint8Array(n);
    this.noShoot = new Uint8Array(n);
    this.rallied = new Uint8Array(n);
    this.everRallied = new Uint8Array(n);
    this.reloadAt = new Int32Array(n);
    this.brokeTurn = new Int32Array(n);
    this.lap = new Int32Array(n);
    this.lastWon = new Int32Array(n);
    this.lastRound = new Int32Array(n);
    this.declared = new Int32Array(n);
    this.flight = new Flight(n);
    this.reacted = new Uint8Array(n);
    this.phaseStart = new Int32Array(n);
    this.phaseLoss = new Int32Array(n);
    this.panicked = new Uint8Array(n);
    this.breakNow = new Uint8Array(n);
    this.wipedNow = new Uint8Array(n);
    this.noPanicSource = new Uint8Array(n);
    this.fearedCharger = new Int32Array(n).fill(-1);
    this.held = new Uint8Array(n);
    this.terrorTested = new Uint8Array(n);
    this.anyTerror = plan.rule.terror.includes(1);
    this.anyDread = this.anyTerror || plan.rule.fear.includes(1);
    this.frenzied = new Uint8Array(n);
    this.frenzyLost = new Uint8Array(n);
    this.stupid = new Uint8Array(n);
    this.stumble = new Uint8Array(n);
    this.bounded = new Uint8Array(n);
    this.squabbled = new Int32Array(n);
    this.leaderGone = new Uint8Array(2);
    this.feud = new Int32Array(n).fill(-1);
    this.feudWounds = new Int32Array(n);
    this.anyStupid = plan.rule.stupidity.includes(1) || plan.items.saps.some((x) => (x & SAPS_WITS) !== 0);
    this.anyCharacter = plan.characters.length > 0;
    this.host = new Int32Array(n).fill(-1);
    this.anyMonster = plan.rule.monster.includes(1);
    this.anyFlying = plan.rule.flying.includes(1);
    this.anyTurnsFreely = plan.turnsFreely.includes(1);
    this.anyChariot = plan.rule.chariot.includes(1);
    this.anyMachine = plan.rule.warMachine.includes(1);
    this.anySelfDestruct = plan.machineRunes.some((r) => (r & RUNE_SELF_DESTRUCT) !== 0);
    this.anyJezzail = plan.rule.jezzail.includes(1);
    this.anyPartOf = plan.partOf.some((h) => h >= 0);
    this.anyMagic = plan.magic.wizards.length > 0 || plan.magic.itemsFrom[2] > plan.magic.itemsFrom[0];
    this.anyDaemonCaster = plan.magic.bySize.includes(1);
    this.anyDeathFrenzy = plan.magic.card.some((c) => c.kind === SPELL_DEATH_FRENZY);
    this.anySwords = plan.magic.card.some((c) => c.kind === SPELL_SWORDS);
    this.flameSlain = new Int32Array(n);
    this.magic = new MagicState(n, plan.magic.caster.length);
    this.magic.configure(plan.flags);
    this.magic.reset(plan.magic); // the wizards' levels and order before any battle, as each battle's reset gives them
    this.anyOccupy = plan.occupy.some((k) => k >= 0);
    // A unit entering or leaving a building changes what the kept opening does not keep (opening.ts).
    if (this.anyOccupy || plan.building.some((k, u) => k >= 0 && plan.leaveTurn[u] > 0)) this.openingPath = false;
    this.anyBuilding = plan.building.some((k) => k >= 0) || plan.occupy.some((k) => k >= 0);
    this.crossObstacles = plan.flags.defendedObstacle === 'until-won' || this.anyBuilding;
    const r = plan.rule;
    this.anyBanner = [r.bannerResult, r.bannerResultD6, r.doubleRanks, r.neverPursues, r.hitBonus, r.breakReroll, r.bannerFirst, r.bannerShots, r.unbreakable, r.chargeSlowed, r.psychologyDie, r.firstRoundDouble, r.chargeAutoHit, r.flyerTerror, r.undeadBane].some((col) => col.includes(1));
    this.anyStrikesFirst = r.bannerFirst.includes(1) || plan.items.strikesFirst.includes(1) || plan.magic.card.some((card) => card.kind === SPELL_ERE_WE_GO);
    this.anySpellWard = plan.items.spellWard.some((x) => x < 7);
    this.anyHeal = plan.items.healWhen.some((x) => x > 0);
    this.anyLentImmunity = plan.items.lendsFear.some((x) => x === 1) || plan.items.lendsPanic.some((x) => x === 1) || plan.items.lendsUndeadFear.some((x) => x === 1);
    this.anyUndeadBlade = plan.items.woundsUndead.some((x) => x > 0);
    this.anyLentHatred = plan.items.lendsHatred.some((x) => x === 1);
    this.anyLentSteady = plan.items.lendsSteady.some((x) => x === 1);
    this.anyLentStench = plan.items.lendsStench.some((x) => x === 1);
    this.anyRot = plan.items.rot.some((x) => x === 1);
    this.anyHitAura = plan.items.hitAura.some((x) => x > 0);
    this.anyLentSkill = plan.items.lendsSkill.some((x) => x > 0);
    this.anySwap = plan.items.swapInChallenge.some((x) => x === 1);
    this.anyRiposte = plan.items.riposte.some((x) => x > 0);
    this.anyRebound = plan.items.rebound.includes(1);
    this.anySpellSave = plan.items.spellSave.some((x) => x < 7);
    this.anyFireSave = plan.items.fireSave.some((x) => x < 7);
    this.anyContactWounds = plan.items.contactWounds.includes(1);
    this.anyCalm = plan.items.calmsAnimosity.includes(1);
    this.anyGuard = plan.items.blowsWeakened.some((x) => x > 0) || plan.items.strikeLdTest.includes(1) || plan.items.unnerves.includes(1) || plan.items.stopsAttacks.some((x) => x > 0);
    this.anyLingering = plan.items.lingering.some((x) => x > 0);
    this.festering = new Int32Array(n);
    this.anySelfWound = plan.items.selfWound.some((x) => x > 0);
    this.anyFamiliar = plan.items.warriorFamiliar.some((x) => x === 1);
    this.familiarAlive = new Uint8Array(n);
    this.anySurge = plan.items.surgeS.some((x) => x > 0) || plan.magic.card.some((card) => card.kind === SPELL_MIGHT);
    this.uses = new ItemUses(n);
    this.anyStorm = plan.items.stormUses.some((x) => x > 0);
    this.anyBlast = plan.items.blastUses.some((x) => x > 0);
    this.anyArrow = plan.items.arrowUses.some((x) => x > 0);
    this.anyGlobe = plan.items.globeUses.some((x) => x > 0);
    this.anyParalysis = plan.items.paralyses.includes(1);
    // Paralysis rolled as the turn starts holds characters still: the kept opening would not know (opening.ts).
    if (this.anyParalysis) this.openingPath = false;
    this.anySap = plan.items.saps.some((x) => x > 0) || plan.items.curse.some((x) => x > 0) || plan.items.anyArmourBreaker === 1;
    this.S = new Int32Array(n);
    this.I = new Int32Array(n);
    this.A = new Int32Array(n);
    this.BS = new Int32Array(n);
    this.anyChargeBar = plan.magic.card.some((card) => card.stopsCharge);
    this.chargeBarredIn = new Int32Array(n);
    this.anyHidden = plan.items.hidden.includes(1);
    this.anyLdAura = plan.ldAura.some((x) => x > 0);
    this.anyResultRune = plan.resultRune.includes(1);
    this.anyLdTenRune = plan.ldTenRune.includes(1);
    this.anyDispelRune = plan.dispelRune.includes(1);
    this.anyBane = r.undeadBane.includes(1) && (r.undead.includes(1) || plan.daemon.includes(1));
    this.anyAbsorb = r.absorbsPower.includes(1);
    this.anyDeflect = r.deflectsSpells.includes(1) || plan.items.deflects.includes(1);
    this.anyOverload = plan.characters.some((c) => plan.magic.level[c] > 0 && r.slaysWizards.some((x, u) => x === 1 && plan.side[u] !== plan.side[c]));
    this.inBuilding = Int32Array.from(plan.building);
    this.quitBuilding = new Uint8Array(this.n);
    this.damagePoints = Int32Array.from(plan.buildingDP);
    this.burning = new Uint8Array(plan.terrain.count);
    this.machineW = new Int32Array(n);
    this.hitsOn = new Int32Array(n);
    this.crew = new Int32Array(n);
    this.crewPool = new Int32Array(n);
    this.team = new Int32Array(n);
    this.dismounted = new Uint8Array(n);
    // In a chariot's crew from deployment, or boarding one during the battle.
    this.anyChariotRider = plan.characters.some((c) => [plan.host[c], plan.joinTarget[c]].some((h) => h >= 0 && plan.rule.chariot[h] === 1));
    this.chariotPath = new TerrainPath(plan.terrain, CHARIOT_GROUND_FACTOR, GROUND_VERY_DIFFICULT);
    this.returnAt = new Int32Array(n);
    this.leaving = new Uint8Array(n);
    this.reaction = new Int32Array(n);
    this.retired = new Uint8Array(2 * n);
    this.joinedAt = new Int32Array(n);
    this.leftUnit = new Uint8Array(n);
    this.duelFoe = new Int32Array(2 * n).fill(-1);
    this.duelEng = new Int32Array(2 * n);
    this.champAlive = new Uint8Array(n);
    this.anyChallenge = plan.characters.length > 0 || (plan.champion.includes(1) && plan.challenge.includes(CHALLENGE_ISSUE));
    this.charHits = new Int32Array(n);
    this.fellRound = new Int32Array(n).fill(-1);
    this.anyAnimosity = plan.rule.animosity.includes(1);
    this.anyDaemonAnimosity = plan.rule.daemonAnimosity.includes(1);
    this.anyUndead = plan.rule.undead.includes(1);
    this.anyRegeneration = plan.rule.regeneration.includes(1) || plan.rule.ward.includes(1);
    this.anyItems = plan.rule.magicWeapon.includes(1) || plan.rule.itemArmour.includes(1);
    this.anySkirmish = plan.rule.skirmish.includes(1);
    this.anyFastCavalry = plan.rule.fastCavalry.includes(1);
    this.inCombat = new Int32Array(n);
    this.pursued = new Uint8Array(n);
    this.unitRounds = new Int32Array(n);
    this.roundStart = new Int32Array(n);
    this.fate = new Int32Array(n);
    const maxEng = Math.max(4, n * n);
    this.startContacts = new Int32Array(6 * maxEng);
    this.eng = new Engagements(maxEng);
    // Two ends × rider, mount, champion, pistol; and each character's blows and his mount's.
    const maxGroups = maxEng * 8 + 2 * (maxEng + 1) * plan.characters.length;
    this.gUnit = new Int32Array(maxGroups);
    this.gEnemy = new Int32Array(maxGroups);
    this.gEng = new Int32Array(maxGroups);
    this.gKind = new Int32Array(maxGroups);
    this.gKey = new Int32Array(maxGroups);
    this.gOrder = new Int32Array(maxGroups);
    this.members = new Int32Array(n);
    this.score = new Int32Array(2);
    // Each side's units as a range of indices (the compiler lists one side's units after the
    // other's): loops over one side visit only that range, in the same order. Were the sides
    // interleaved, a range would hold units of the other side too, which the loops' side tests
    // skip, as they always have.
    for (let side = 0; side < 2; side++) {
      let from = n;
      let to = 0;
      for (let u = 0; u < n; u++) {
        if (plan.side[u] !== side) continue;
        if (u < from) from = u;
        to = u + 1;
      }
      this.sideFrom[side] = from;
      this.sideTo[side] = to;
    }
  }

  // ---------------------------------------------------------------- simulation
}
