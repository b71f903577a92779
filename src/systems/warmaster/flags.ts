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
];
