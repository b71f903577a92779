/**
 * What a Warmaster unit entry in a scenario may say (README "Scenario reference"). Troops
 * come from the side's built-in army list (`army:` on the side, `unit:` here); compile
 * checks the id against that list. Distances are centimetres.
 */
import { coordinate, facingDegrees } from '../../scenario/scenario-schema.ts';
import { array, boolean, identifier, number, object, oneOf, ref, string, union } from '../../scenario/schema.ts';

export const warmasterUnitSchema = object(
  {
    id: identifier({ description: 'Unit id, unique in the scenario; used in variant paths and reports.' }),
    name: string({ description: 'Name for reports (default: the army list name and the id).' }),
    unit: identifier({ description: 'Troop id from the side\'s army list (`warsim list warmaster <army>`): halberdiers, knights, general, ...' }),
    stands: number({ integer: true, min: 1, max: 4, description: 'Stands at the start, not counting an attached stand (default: the list\'s unit size; fewer for a unit already reduced).' }),
    attach: identifier({
      description: 'An extra stand attached to this unit (§11.1, §11.8): skirmishers on an Empire infantry unit, salamanders on Skinks; none (the default) for no attachment. It fights and shoots with the unit, costs its points and counts against its own Min/Max.',
    }),
    files: number({ integer: true, min: 1, max: 4, description: 'Stands in the front rank (default: all of them, a line). 1 makes a column.' }),
    cover: oneOf(['open', 'defended', 'fortified'], {
      default: 'open',
      description: 'Infantry and artillery only: defended (behind a low obstacle, at a wood edge) or fortified (on ramparts); §5.11.',
    }),
    formation: oneOf(['column', 'laager'], {
      description: 'Kislev War Wagon only (§11.10): column (the default: the team in front of the wagon) or laager (the team beside the wagon) at deployment.',
    }),
    mount: identifier({ description: 'Characters: a mount or upgrade from the army list (griffon, chariot, ...).' }),
    upgrades: array(identifier(), {
      default: [],
      description: 'Characters: upgrades from the army list taken besides the mount (favour-of-the-gods, wizard-powers, tzarina, ...); each may also be given as `mount:` when it is the only one.',
    }),
    items: array(identifier(), { default: [], description: 'Magic items (§9), at most one: battle-banner, sword-of-might, crown-of-command, ... (`warsim list warmaster items`).' }),
    brigade: identifier({ description: 'Brigade name (§2.6): units of a side with the same name, touching, are ordered together.' }),
    illusion: boolean({
      description:
        'Araby only (§8.2 Mirage): this infantry, cavalry or monster unit is not deployed; it is the illusion a Wizard\'s Mirage puts on the table. Its points count as the flag mirage says (§13 A15); no `position:` needed.',
    }),
    infiltrate: boolean({
      description:
        'Skaven Gutter Runners only (§11.7): the unit is not deployed. From its side\'s turn `infiltrateTurn` on, at the start of each Command phase a character (a Hero or Wizard before the General) gives it an infiltration order — range unlimited, the distance and enemy-within-20 cm penalties apply, dense terrain does not — and on a pass it appears at `position`, which must lie within a wood or dense piece, or put the unit against a table edge other than the enemy\'s. It counts as its first order; the same character may go on ordering it. A failed order is tried again next turn; an enemy or friend in the way waits a turn.',
    }),
    joins: ref('friendly-unit', { description: 'Characters: the friendly unit the character has joined (§7); it moves and fights with it.' }),
    position: object(
      {
        x: coordinate('Centre of the front edge, cm from the left table edge.'),
        y: coordinate('Centre of the front edge, cm from the near table edge.'),
        facing: facingDegrees('Degrees, one of 0, 90, 180, 270: 0 faces the far edge (+y). Default: towards the enemy edge.'),
      },
      { required: ['x', 'y'], description: 'Where the unit stands at the start (characters that join a unit need none: use the unit\'s).' },
    ),
    tactics: object(
      {
        orders: oneOf(['charge', 'advance', 'hold'], {
          description: 'charge: advance on the target and charge it when an order can reach it (the default; hold for artillery); advance: close in but never charge by order; hold: never ordered.',
        }),
        target: union([oneOf(['nearest']), ref('enemy-unit')], { description: 'Enemy unit to go for, or nearest (default).' }),
        initiative: oneOf(['charge', 'evade', 'none'], {
          description: 'With a visible enemy within 20 cm at the start of its move (§2.7): charge it (the default, but none for a unit on orders: hold), evade it, or wait for orders.',
        }),
        pursue: oneOf(['always', 'never', 'fall-back'], {
          description: 'After winning a round against an enemy that retreats: pursue when allowed (always, the default), stand (never), or fall back 3D6 as after a draw (fall-back); units that must pursue still do (§5.4, §5.7, §5.9).',
        }),
        advance: oneOf(['always', 'never', 'fall-back'], {
          description: 'After destroying every enemy it touched: advance on the next enemy (always, the default), stand (never), or fall back 3D6 (fall-back); units that must advance still do (§5.8, §5.9).',
        }),
        fallBack: oneOf(['least', 'full'], {
          description:
            'How far the unit falls back after a draw, or as a winner that chose to (§5.9): its side\'s lowest die of the 3D6 (least, the default), or as far as the 3D6 total allows (full), straight back, stopping 1 cm short of enemies and short of friends and terrain it may not enter; when that is less than the lowest die it falls back as least does, friends making way.',
        }),
        cast: oneOf(['auto', 'never'], { description: 'Wizards: cast a spell each Shooting phase by the default policy (auto, the default) or never.' }),
        teleport: oneOf(['auto', 'never'], {
          description:
            'Wizards who know Teleport or Skitterleap (§8.2): teleport when joining another friendly unit (anywhere on the table; into a combat too, but never for a casting General) gives a better spell to cast next than the Wizard has where he stands (auto, the default), or never.',
        }),
        guidance: oneOf(['use', 'never'], {
          description: 'Lizardmen Skink characters: take the Slann\'s Divine Guidance on every order roll while within 20 cm of him (use, the default) or never (§11.8).',
        }),
        loseAttachment: oneOf(['first', 'last'], {
          description: 'A unit with an attached stand: among its stands least in contact, remove the attached stand first (the default: its loss costs no Command penalty) or last (§11.1, §11.8).',
        }),
        wagon: oneOf(['laager', 'column'], {
          description: 'Kislev War Wagon (§11.10): laager (the default) forms laager when threatened — by initiative with a visible enemy within 20 cm, else by an order when an enemy unit could reach it with its next move (within that enemy\'s full pace) — and then holds it; column never forms laager and moves by its orders.',
        }),
        casualty: oneOf(['team', 'wagon'], {
          description: 'Kislev War Wagon (§11.10): the stand removed when hits remove one — team (the default: the wagon keeps shooting and fighting, but can no longer move) or wagon (the team can still move, but neither shoots nor fights).',
        }),
        priority: number({ integer: true, min: 0, max: 99, description: 'Order priority: characters order units with lower numbers first, then the nearest (default 50).' }),
        infiltrateTurn: number({ integer: true, min: 1, max: 8, description: 'Infiltrating Gutter Runners (§11.7): their side\'s first turn to try the infiltration order (default 1).' }),
        maxOrders: number({ integer: true, min: 1, max: 6, description: 'Orders a character gives this unit in one Command phase at most (default 3); repeats are only tried when they can bring a charge.' }),
      },
      { default: {}, description: 'How the unit is played (README "Tactics").' },
    ),
  },
  { required: ['id', 'unit'] },
);
