/**
 * Warmaster rule flags: the ambiguities of rules/warmaster.md §13 that the engine touches,
 * with the digest's recommended reading as the default. `warsim rules warmaster` lists them.
 */
import type { RuleFlag } from '../system.ts';

export const WARMASTER_FLAGS: RuleFlag[] = [
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
    description: 'A Hero or Wizard rolling 12 on an order: the D6 blunder table (table), or the optional rule where it simply ends that character\'s orders like a failed General order (end-phase).',
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
    name: 'hillSight',
    default: 'crest',
    choices: ['crest', 'open'],
    description: 'A hill or steep hill that the sight line crosses blocks sight (and shooting) between two stands whose centres are both off it (crest), or hills never block sight (open: low, rounded hills).',
    rule: 'rules/warmaster.md §4.1, §2.7 (sight blocked by non-low terrain); a reading of ours',
  },
];
