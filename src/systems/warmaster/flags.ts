/**
 * Warmaster rule flags: the ambiguities of rules/warmaster.md §13 that the engine touches,
 * with the digest's recommended reading as the default. `warsim rules warmaster` lists them.
 */
import { defineFlags, type FlagValues } from '../flags.ts';

export const WARMASTER_FLAGS = defineFlags([
  {
    name: 'commandDistance',
    default: 'table',
    choices: ['table', 'full-20'],
    description:
      'Command distance penalty: table (up to 20 cm none, up to 40 −1, up to 60 −2 …: ⌈d/20⌉ − 1) or full-20 (beyond 20 cm, −1 per full 20 cm: exactly 40 cm is −2, 60 cm −3).',
    rule: 'rules/warmaster.md §13 A1, §2.4',
  },
  {
    name: 'routThreshold',
    default: 'greater',
    choices: ['greater', 'equal-or-greater'],
    description: 'A drive back routs the unit when its total is greater than the full-pace move (greater), or equal or greater (the play sheet).',
    rule: 'rules/warmaster.md §13 A2, §4.4',
  },
  {
    name: 'resultCap',
    default: 'remaining',
    choices: ['remaining', 'none'],
    description: 'Hits counted for the combat result are capped at what the enemy unit could still absorb (remaining) or not capped.',
    rule: 'rules/warmaster.md §13 A3, §5.4',
  },
  {
    name: 'blunders',
    default: 'table',
    choices: ['table', 'end-phase'],
    description: 'A Hero or Wizard rolling 12 on an order: the D6 blunder table (table), or the optional rule where it simply ends the Command phase like a failed General order (end-phase): no further orders from anyone.',
    rule: 'rules/warmaster.md §2.5',
  },
  {
    name: 'initiativeSight',
    default: 'when-moving',
    choices: ['when-moving', 'phase-start'],
    description: 'Initiative is checked when each unit moves, so earlier initiative moves can open or block it (when-moving), or once at the start of the Command phase (phase-start, the at-a-glance box).',
    rule: 'rules/warmaster.md §2.7',
  },
  {
    name: 'supportingStands',
    default: true,
    description: 'Infantry stands exactly behind or beside a stand fighting to its front add +1 each to the combat result.',
    rule: 'rules/warmaster.md §5.5',
  },
  {
    name: 'attackFloor',
    default: 'stand',
    choices: ['stand', 'unit'],
    description: 'Modifiers that take attacks below zero: clamp each stand at 0 (stand) or only the unit\'s total (unit).',
    rule: 'rules/warmaster.md §13 A4',
  },
  {
    name: 'confusionDice',
    default: 'each',
    choices: ['each', 'shared'],
    description:
      'Confusion tests on a 6 that one move causes (friends making way and the mover once per friend moved, a halt at terrain the unit cannot enter): a D6 for each test (each), or one D6 for all the tests of that move, a 6 confusing every unit tested (shared).',
    rule: 'rules/warmaster.md §13 A5, §6.1, §6.3',
  },
  {
    name: 'gerroffConfuses',
    default: true,
    description: 'A 6 among the Gerroff!!! drive-back dice confuses the unit, as a shooting drive back does.',
    rule: 'rules/warmaster.md §13 A6',
  },
  {
    name: 'darkElfBlunder',
    default: true,
    description: 'When a Dark Elf Hero or Sorceress rolls a double 6, the unit also rolls on the blunder table (besides the General\'s level or the execution).',
    rule: 'rules/warmaster.md §13 A13',
  },
  {
    name: 'flameCannonBounce',
    default: false,
    description:
      'The Dwarf Flame Cannon bounces like a cannon ball (its stat line\'s "+ bounce"): one more attack for each further stand of the target on its line within 5 cm past the first, and 1 attack a stand to every other unit on that line; never at chargers. Off by default: no bounce rule exists for it (a copy error from the Cannon row).',
    rule: 'rules/warmaster.md §13 A9, §4.6, §11.6',
  },
  {
    name: 'steamTankTerrain',
    default: 'halts',
    choices: ['halts', 'destroyed'],
    description:
      'A Steam Tank moved against terrain it cannot cross: it halts at the edge like any machine (halts, the Armies book), or it is destroyed (destroyed, the rulebook\'s tank) — in the moves forced on it (falling back after a draw, Gerroff!!!); its own moves stop short of such terrain either way.',
    rule: 'rules/warmaster.md §13 A11, §11.1',
  },
  {
    name: 'sceptreOnMalfunction',
    default: false,
    description:
      'The Sceptre of Sovereignty may also save a Steam Tank\'s double 6 (any character\'s, the General\'s too): the order counts as passed and no Malfunction is rolled. Off by default: the Sceptre saves Hero and Wizard blunders only.',
    rule: 'rules/warmaster.md §13 A12, §9, §11.1',
  },
  {
    name: 'warpLightningConfusion',
    default: 'hit',
    choices: ['hit', 'stand-lost'],
    description:
      'The Warp Lightning Cannon\'s target and each unit touching it test for confusion (a 6) when its shot scores a hit, "casualties" read as hits (hit), or only when the hits remove a stand, "casualties" read as stands (stand-lost).',
    rule: 'rules/warmaster.md §13 A16, §4.6, §11.7',
  },
  {
    name: 'chargeBonus',
    default: 'per-stand',
    choices: ['per-stand', 'per-unit'],
    description:
      'A charging unit whose stands fight several enemy units, some defended: each stand has the charge bonus unless the unit it attacks is defended (per-stand), or no stand has it when any enemy unit the unit attacks is defended (per-unit).',
    rule: 'rules/warmaster.md §13 A18, §5.2, §5.11',
  },
  {
    name: 'compulsoryChargers',
    default: 'may-be-ordered',
    choices: ['may-be-ordered', 'never-ordered'],
    description: 'A unit that must charge by initiative but cannot reach its enemy may still be ordered (may-be-ordered), or waits (never-ordered).',
    rule: 'rules/warmaster.md §13 A21',
  },
  {
    name: 'lightOfBattle',
    default: 'unit',
    choices: ['unit', 'stand'],
    description: 'Light of Battle and Daemonic Rage give +1 Attack to the unit, once (unit, Warmaster Armies), or to every stand (stand, the LRB).',
    rule: 'rules/warmaster.md §13 A26',
  },
  {
    name: 'teleport',
    default: 'armies',
    choices: ['armies', 'rulebook'],
    description:
      'After a successful Teleport or Skitterleap the Wizard may cast a second, different spell with a normal roll (armies, Warmaster Armies), or only when a further D6 scores 4+ first (rulebook, the original Teleport).',
    rule: 'rules/warmaster.md §13 A19, §8.2, §8.3',
  },
  {
    name: 'mirage',
    default: 'bought',
    choices: ['bought', 'free'],
    description:
      'The unit a Mirage puts on the table as an illusion (a unit marked `illusion: true`): bought like any unit of the list, its points and Min/Max counted (bought), or an extra that costs nothing and counts against no limit (free).',
    rule: 'rules/warmaster.md §13 A15, §8.2',
  },
  {
    name: 'hillSight',
    default: 'crest',
    choices: ['crest', 'open'],
    description: 'A hill or steep hill that the sight line crosses blocks sight (and shooting) between two stands whose centres are both off it (crest), or hills never block sight (open: low, rounded hills).',
    rule: 'rules/warmaster.md §4.1, §2.7 (sight blocked by non-low terrain); a reading of ours',
  },
  {
    name: 'wagonOverhead',
    default: 'friends',
    choices: ['friends', 'artillery'],
    description:
      'What a Kislev War Wagon on higher ground shoots over: friendly troops on lower ground only (friends, the literal §11.10 text), or all that artillery shoots over (artillery: also lower woods, dense terrain and hills, enemies in combat, and anything lower than a target higher still, §4.6).',
    rule: 'rules/warmaster.md §11.10, §4.6 (rulebook p.67, Shooting overhead); a reading of ours',
  },
]);

/** The flags resolved for a battle (plan.flags): each under its own name, a choice as the very string of its list. */
export type WarmasterFlags = FlagValues<typeof WARMASTER_FLAGS>;
