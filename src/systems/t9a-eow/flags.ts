/**
 * The 9th Age: Essence of War rule flags: the game mode, the digest's readings of §12 that
 * the engine touches (recommended reading as the default), and the combat-result numbers a
 * house rule is most likely to change. `warsim rules t9a-eow` prints this list.
 */
import { defineFlags, type FlagValues } from '../flags.ts';

export const T9A_FLAGS = defineFlags([
  {
    name: 'game',
    default: 'advanced',
    choices: ['basic', 'advanced'],
    description: 'basic: units come from the Patrols (§10.2); advanced: from the army lists (§10.3), with points and options.',
    rule: 'rules/t9a_eow.md §3.1, §10',
  },
  {
    name: 'deployment',
    default: 'free',
    choices: ['free', 'zones'],
    description:
      'free: the units stand where the scenario puts them, however close (an engagement already under way); zones: every deployed unit must stand fully inside its side\'s Deployment Zone, more than 12" from the centre line (Vanguard units up to 6" out of it), so the armies start at least 24" apart.',
    rule: 'rules/t9a_eow.md §3.1, §11.1 example 4',
  },
  {
    name: 'noMagic',
    default: false,
    description: 'Play without a Magic phase: wizards and spell-casting units fight but cast nothing (a house rule for studying the fighting alone).',
    rule: 'rules/t9a_eow.md §4',
  },
  {
    name: 'academyTrained',
    default: 'charge-range',
    choices: ['charge-range', 'none', 'agility', 'attacks'],
    description: 'Academy Trained "Devastating (+1 Adv)": +1" Charge Range (default), nothing, +1 Agi or +1 Att in the first round after a charge.',
    rule: 'rules/t9a_eow.md §12 D10',
  },
  {
    name: 'meleeNaturalOneFails',
    default: true,
    description: 'A natural 1 to hit in melee always fails, and a required 7+ cannot hit (mirroring shooting).',
    rule: 'rules/t9a_eow.md §12 R1',
  },
  {
    name: 'mission',
    default: 'none',
    choices: ['none', 'occupation', 'patrolling', 'infiltration', 'random'],
    description: 'Advanced games with victory points: the mission (§8.3), worth 25% of the game size to the side that completes it; random rolls a D6 each game.',
    rule: 'rules/t9a_eow.md §8.3',
  },
  {
    name: 'supportAttacks',
    default: 'att-up-to-3',
    choices: ['att-up-to-3', 'three'],
    description: 'Support "up to 3 supporting attacks": min(Att, 3) per model (default), or always 3.',
    rule: 'rules/t9a_eow.md §12 R10',
  },
  {
    name: 'pursuitChargeBonus',
    default: true,
    description: 'A pursuer that reaches a fresh enemy counts as charging in its first round there: Impact, Devastating and the +1.',
    rule: 'rules/t9a_eow.md §12 R12',
  },
  {
    name: 'combatResultHP',
    default: 'lost',
    choices: ['lost', 'unsaved'],
    description:
      'Combat result from wounds: the HP the enemy actually lost, capped at what the unit and its character had (default), or every unsaved wound\'s HP, overkill on a unit wiped out included.',
    rule: 'rules/t9a_eow.md §12 R4',
  },
  {
    name: 'lifeIsCheapRounding',
    default: 'side',
    choices: ['side', 'unit'],
    description:
      'Life is Cheap: the half HP are added up for the side and the total rounded up once (default), or rounded up for each Life is Cheap unit on its own.',
    rule: 'rules/t9a_eow.md §12 R6',
  },
  {
    name: 'multipleWoundsCap',
    default: 'hp-characteristic',
    choices: ['hp-characteristic', 'model', 'none'],
    description:
      'Multiple Wounds: each unsaved wound costs at most the HP characteristic (default), at most the HP the wounded model has left (no carry-over to the next model), or the full roll (spilling over onto further models).',
    rule: 'rules/t9a_eow.md §12 R5',
  },
  {
    name: 'panicBase',
    default: 'unit-and-character',
    choices: ['unit-and-character', 'rank-and-file'],
    description:
      'The 25% Panic test of a unit with a character in it: the HP lost by both against their HP at the start of the phase (default), or the rank and file\'s alone.',
    rule: 'rules/t9a_eow.md §12 R25',
  },
  {
    name: 'variableDice',
    default: 'per-model',
    choices: ['per-model', 'per-unit'],
    description:
      'Random numbers of shots and of Impact, Stomp and Grind hits (D3, D3+1…): rolled for each model (default), or once for the unit and multiplied by its models.',
    rule: 'rules/t9a_eow.md §12 R29',
  },
  {
    name: 'magicalMoveShooting',
    default: 'moved',
    choices: ['moved', 'not-moved'],
    description: 'A unit that made a magical move counts as having moved when it shoots (default, +1 to Aim), or not.',
    rule: 'rules/t9a_eow.md §12 R23',
  },
  {
    name: 'deadCasterSpells',
    default: 'persist',
    choices: ['persist', 'end'],
    description:
      'A wizard removed as a casualty: the spells it cast that last (augments, hexes, Rune of Revocation\'s dispel to come) stay until its side\'s next Magic phase (default), or end at once.',
    rule: 'rules/t9a_eow.md §12 R19',
  },
  {
    name: 'flyingFleePursuit',
    default: 'ground',
    choices: ['ground', 'fly'],
    description:
      'Fly units flee, pursue and overrun along the ground as any other unit (default), or fly: over units and terrain, landing clear of them, Dangerous terrain only where the move starts or ends.',
    rule: 'rules/t9a_eow.md §12 R28, §7.1',
  },
  {
    name: 'vpMargins',
    default: 'inclusive',
    choices: ['inclusive', 'exclusive'],
    description: 'Advanced victory margins: a difference of exactly 25% of the game size is a Victory (inclusive) or still a Draw (exclusive).',
    rule: 'rules/t9a_eow.md §12 R27',
  },
  {
    name: 'coverTest',
    default: 'per-model',
    choices: ['per-model', 'facing-centre', 'half-facing'],
    description:
      'Cover (+1 Aim): per-model (default, the shooting rules and example 12) judges each shooting model apart, from its place in its unit — cover when at least half of the target facing it stands in the arc of is hidden from it by Impassable or Elevated terrain or other units, or is inside or behind Hindering terrain; or judged once for the unit from the middle of its front, by terrain pieces alone: facing-centre (the centre of the target facing hidden, the terrain rules) or half-facing (two of four points along it hidden).',
    rule: 'rules/t9a_eow.md §5, §11.1 example 12, §1.4',
  },
  {
    name: 'pivotEnemyModels',
    default: 'stay',
    choices: ['stay', 'exactly'],
    description:
      'Combat Pivots: the enemy models in base contact before a pivot must stay in contact, and more may join (stay, the digest\'s wording, default), or exactly those and no others may be in contact after it (the book\'s "exactly the same enemy models").',
    rule: 'rules/t9a_eow.md §6.8',
  },
  {
    name: 'fearlessCharacter',
    default: 'one-model',
    choices: ['one-model', 'printed'],
    description:
      'Fearless in a unit with a joined character ("at least half the models"): the character counts as one model beside the rank and file (one-model, default), so a Fearless unit stays Fearless and a Fearless character makes its unit Fearless once one rank-and-file model is left; or the unit\'s printed rule alone decides, whatever its character has (printed).',
    rule: 'rules/t9a_eow.md §12 R15, §7.1',
  },
  {
    name: 'commandRange',
    default: 12,
    min: 0,
    max: 48,
    description: "Commanding Presence range in inches: friends this close to their General may use its Dis (Communal Bond: 8).",
    rule: 'rules/t9a_eow.md §2.2, §7.1',
  },
  {
    name: 'rankBonusMax',
    default: 3,
    min: 0,
    max: 10,
    description: 'Most combat result a side gains from ranks.',
    rule: 'rules/t9a_eow.md §6.4',
  },
  {
    name: 'chargeBonus',
    default: 1,
    min: 0,
    max: 5,
    description: 'Combat result for a side with a model that charged this turn.',
    rule: 'rules/t9a_eow.md §6.4',
  },
  {
    name: 'flankBonus',
    default: 2,
    min: 0,
    max: 5,
    description: 'Combat result for a side fighting an enemy in its flank or rear (once per side).',
    rule: 'rules/t9a_eow.md §6.4',
  },
]);

/** The resolved flags of an Essence of War scenario, each under its name in T9A_FLAGS. */
export type T9aFlags = FlagValues<typeof T9A_FLAGS>;
