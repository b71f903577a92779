/**
 * WFB3 rule flags: each `CFG` item and gap of rules/wfb3.md that the rules played so far touch,
 * with the digest's recommended reading as the default. `warsim rules wfb3` prints this list.
 * Gaps whose rules are not played yet (terror, skirmishers, buildings, engines of war, magic,
 * aerial combat) get their flag with the rule that needs it.
 */
import { defineFlags, type FlagValues } from '../flags.ts';

export const WFB3_FLAGS = defineFlags([
  {
    name: 'testPass',
    default: 'lte',
    choices: ['lte', 'lt'],
    description: 'A characteristic test passes on 2D6 at most the value (lte, the Warhammer convention) or under it (lt, the seed\'s word "under").',
    rule: 'rules/wfb3.md §1.2, gap G1',
  },
  {
    name: 'needAboveSix',
    default: 'six-then',
    choices: ['six-then', 'impossible'],
    description: 'A to-hit need past 6 (the WS table\'s "+4/+5/+6", or modifiers): a 6 and then 4+/5+/6+ on a second die (six-then), or no hit (impossible).',
    rule: 'rules/wfb3.md §4.4, §3.2, gap G3',
  },
  {
    name: 'strikeTie',
    default: 'simultaneous',
    choices: ['simultaneous', 'roll'],
    description: 'Enemies of equal Initiative, neither of which charged this turn nor won the last round, strike at the same time (simultaneous) or in the order of a D6 roll-off (roll).',
    rule: 'rules/wfb3.md §4.2',
  },
  {
    name: 'strengthSaveModifier',
    default: 'hand-to-hand',
    choices: ['hand-to-hand', 'all', 'none'],
    description: 'The strength save modifier the seed lacks (S4 −1 … S10 −7, as in the 4th edition): in hand-to-hand combat only, where missiles have their own by range band (hand-to-hand), for missiles too on top of theirs (all), or not at all (none).',
    rule: 'rules/wfb3.md §4.7, §3.5, gap G2',
  },
  {
    name: 'frenzySaveUnarmoured',
    default: 'none',
    choices: ['none', 'six'],
    description: 'A frenzied model without armour, whose +1 save has no save to improve, saves on nothing (none) or on a 6 (six).',
    rule: 'rules/wfb3.md §4.7',
  },
  {
    name: 'saveNaturalOne',
    default: 'fails',
    choices: ['fails', 'saves'],
    description: 'A save modified past 2+ still fails on a natural 1 (fails), or always saves (saves).',
    rule: 'rules/wfb3.md §4.7',
  },
  {
    name: 'ranksAfterCasualties',
    default: true,
    description: 'The ranks that score in the combat result are counted after the round\'s casualties, taken from the rear (true), or as the round began (false).',
    rule: 'rules/wfb3.md §4.9 (c)',
  },
  {
    name: 'spearFirstRound',
    default: 'initiative',
    choices: ['initiative', 'hit'],
    description: 'The foot spear\'s +1 in the first round of a combat is to Initiative (initiative, as the mounted spear\'s) or to hit (hit): the seed lost the column.',
    rule: 'rules/wfb3.md §4.8',
  },
  {
    name: 'excessWounds',
    default: 'lost',
    choices: ['lost', 'carry'],
    description: 'Wounds a unit\'s blows cause beyond the enemy models in base contact with it are lost, and count for nothing (lost, the reference author\'s reading), or fall on the models behind (carry).',
    rule: 'rules/wfb3.md §4.3, gap G4',
  },
  {
    name: 'routTestLoss',
    default: 'quarter',
    choices: ['quarter', 'quarter-rounded-down'],
    description: 'A loser tests for rout once it has lost a quarter of its original number: casualties × 4 ≥ original (quarter), or casualties ≥ ⌊original / 4⌋ (quarter-rounded-down).',
    rule: 'rules/wfb3.md §4.10',
  },
  {
    name: 'completeRank',
    default: 'front-width',
    choices: ['front-width', 'four'],
    description: 'A rank counts for the combat result when it is as wide as the front rank (front-width) or at least four models wide (four).',
    rule: 'rules/wfb3.md §4.9 (b)',
  },
  {
    name: 'resultBonuses',
    default: 'once-a-side',
    choices: ['once-a-side', 'each-unit'],
    description: 'In a combat of several units a side, the charge, follow-up, rank and standard bonuses count once for the side, from its best unit (once-a-side, as in the 4th edition), or for each unit (each-unit).',
    rule: 'rules/wfb3.md §4.9 (a)',
  },
  {
    name: 'twoWeapons',
    default: 'extra-attack',
    choices: ['extra-attack', 'double-attacks'],
    description: 'A model with two weapons makes one extra attack, at −2 with the left hand, its others at −1 (extra-attack), or twice its attacks, half at −1 and half at −2 (double-attacks).',
    rule: 'rules/wfb3.md §4.8',
  },
  {
    name: 'halberdBonus',
    default: 'hit',
    choices: ['hit', 'strength'],
    description: 'The halberd\'s +1 against mounted troops while not pushed back is to hit (hit) or to Strength (strength): the seed lost the column.',
    rule: 'rules/wfb3.md §4.8',
  },
  {
    name: 'spearVsMounted',
    default: 'initiative',
    choices: ['initiative', 'hit'],
    description: 'The foot spear\'s +2 against mounted troops while not pushed back is to Initiative (initiative, as the pike\'s +3) or to hit (hit): the seed lost the column.',
    rule: 'rules/wfb3.md §4.8',
  },
  {
    name: 'pikeInitiative',
    default: 'always',
    choices: ['always', 'vs-mounted'],
    description: 'The pike\'s +3 Initiative applies in every fight (always) or only against mounted troops (vs-mounted). Either way it is lost while pushed back.',
    rule: 'rules/wfb3.md §4.8',
  },
  {
    name: 'pistolStrength',
    default: 'weapon',
    choices: ['weapon', 'user'],
    description: 'A pistol fired in hand-to-hand combat strikes at the pistol\'s S4 from the missile table (weapon), or at the firer\'s S, the hand-to-hand table\'s "–" read as no modifier (user).',
    rule: 'rules/wfb3.md §4.8, §3.4',
  },
  {
    name: 'supportRounding',
    default: 'down',
    choices: ['down', 'up'],
    description: 'Spears and pikes fight with every 2nd (3rd, 4th) model of the ranks behind: the count rounded down (down) or up (up).',
    rule: 'rules/wfb3.md §4.3',
  },
  {
    name: 'pursuitRate',
    default: 'double',
    choices: ['double', 'single'],
    description: 'Pursuers move at twice their M, as routers do (double), or at their M (single): the seed\'s pursuit distance is lost.',
    rule: 'rules/wfb3.md §4.11, gap G5',
  },
  {
    name: 'squarePrepared',
    default: true,
    description: 'A square "counts as a prepared position": its attackers strike it at −1, as they strike a unit defending an obstacle (true), or the words have no effect the seed gives (false).',
    rule: 'rules/wfb3.md §2.3, §4.5, gap G16',
  },
  {
    name: 'wedgeGrowth',
    default: 'two',
    choices: ['two', 'one'],
    description: 'A wedge\'s ranks behind its single point model: each two models wider than the one before, one more on either side (two), or one wider (one). The seed does not say.',
    rule: 'rules/wfb3.md §2.3',
  },
  {
    name: 'stupidityTest',
    default: 'int',
    choices: ['int', 'ld', 'cl'],
    description: 'A unit subject to stupidity tests at the start of its turn on its Intelligence (int, the digest\'s reading of the cut table), its Leadership (ld) or its Cool (cl).',
    rule: 'rules/wfb3.md §5, gap G7',
  },
  {
    name: 'stupidityLasts',
    default: 'until-next-test',
    choices: ['until-next-test', 'own-turn'],
    description: 'A unit that fails its stupidity test is stupid until its next test, through the enemy\'s turn and its combat phase too (until-next-test), or for its own turn only (own-turn). The seed\'s table is cut.',
    rule: 'rules/wfb3.md §5, gap G7',
  },
  {
    name: 'standardCapture',
    default: true,
    description: 'A standard bearer may fall in hand-to-hand combat — one of the front rank\'s models in base contact, among the k slain of m there with chance k/m — and his standard with him: no bonus until his unit wins a round and picks it up, captured if it routs, fought for at once if it is pushed back (tactic capture) (true); or standards fall only when their units rout (false).',
    rule: 'rules/wfb3.md §4.10, §6.6',
  },
  {
    name: 'fearsomeFearless',
    default: true,
    description: 'A unit that causes fear takes no fear tests itself. The seed is silent; this is the later editions\' rule.',
    rule: 'rules/wfb3.md §5 (not in the seed)',
  },
]);

/** The resolved flags of a WFB3 scenario, each under its name in WFB3_FLAGS. */
export type Wfb3Flags = FlagValues<typeof WFB3_FLAGS>;
