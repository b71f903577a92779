/**
 * What an Essence of War unit entry in a scenario may say (README "Scenario reference").
 * Units come from the side's faction (`army:` on the side, `unit:` here): its Patrol in a
 * Basic game, its army list in an Advanced one (the `game` rule flag). A unit's own `army:`
 * (and `contingent:`) puts it in another army of its side's Coalition (§8.5 Multi-games).
 * Distances are inches.
 */
import { coordinate, facingDegrees } from '../../scenario/scenario-schema.ts';
import { array, boolean, identifier, number, object, oneOf, ref, string, union } from '../../scenario/schema.ts';

const targetOf = (what: string) =>
  union([oneOf(['nearest', 'never']), ref('enemy-unit')], { description: `${what}: an enemy unit id, "nearest" or "never".` });

export const t9aUnitSchema = object(
  {
    id: identifier({ description: 'Unit id, unique in the scenario; used in variant paths and reports.' }),
    name: string({ description: 'Name for reports (default: the printed name).' }),
    unit: identifier({ description: "Entry id from the side's Patrol or army list (`warsim list t9a-eow <army>`): mongrel-herd, minotaurs, ..." }),
    army: identifier({
      description:
        "Multi-games (§8.5): the faction of the army this unit belongs to, when it is not the side's `army:` — the side is then a Coalition and the unit an Ally's (no General, Commanding Presence, Rally Around the Flag, Panic or army rules shared with the other factions). `unit:` names an entry of this faction's Patrol or army list.",
    }),
    contingent: identifier({
      description:
        "Multi-games (§8.5): which army of its faction the unit belongs to, for two armies of one faction in a Coalition (Brethren: fully friendly, but each a roster of its own with its own General, items and Paths). Units with the same faction and contingent form one army; default one army a faction.",
    }),
    option: string({ description: 'Advanced games: the base option as printed in the list (5x3, Single, on Horse, ...); default the first.' }),
    upgrades: array(string(), { default: [], description: 'Advanced games: upgrades as printed in the list (Master, Vanguard, Cannon (3+), ...).' }),
    models: number({ integer: true, min: 1, max: 200, description: 'Models at the start, when fewer or more than the formation gives.' }),
    files: number({ integer: true, min: 1, max: 40, description: 'Models in the front rank (default: the printed formation).' }),
    joins: ref('friendly-unit', {
      description: 'Advanced games, characters: the friendly unit it joins at deployment (§8.1): same base size, one character a unit; it replaces a front-rank model and needs no position.',
    }),
    items: array(identifier(), {
      default: [],
      description: 'Advanced games, characters: Vault items (§9) by id (`warsim list t9a-eow vault`): at most 100 pts, one of each type, each once per army.',
    }),
    general: boolean({ description: 'Advanced games: this character is the General (Commanding Presence, §8.2). In a Patrol the General is printed.' }),
    path: oneOf(['alchemy', 'cosmology', 'divination', 'druidism', 'evocation', 'occultism', 'pyromancy', 'shamanism', 'thaumaturgy', 'battle-runes', 'witchcraft'], {
      description: "Advanced games, wizards (Apprentice, Adept, Master): the Path of the Grimoire it knows spells 1, 1–2 or 1–3 of (§4.3); default the faction's (§12 D1). No two wizards of a side share a Path, but a Duumvirate Swarm Priest takes the Path of another friendly Swarm Priest (its default) and knows only its spell 3.",
    }),
    extraPath: oneOf(['alchemy', 'cosmology', 'divination', 'druidism', 'evocation', 'occultism', 'pyromancy', 'shamanism', 'thaumaturgy', 'battle-runes', 'witchcraft'], {
      description:
        "Advanced games, Kuulima's Deceiver with Protean Adept (§7.2): the additional Path whose spell 1 it knows (the book lost which it may take); not its own `path:`, nor another wizard's.",
    }),
    ambush: boolean({
      description:
        "Advanced games, Ambush (§7.1): the unit is not deployed and arrives at the start of its side's turn-2 Movement phase at `position`, which must put its rear edge on a table edge other than the enemy's; it is lost if it would end within 1\" of another unit there. Default true for a unit with Ambush (printed or bought); `true` on a unit without it needs an Ambushing Party in the army (§7.2: one unmounted character, two Core or Centaur units of at most 225 pts). A character joining an ambushing unit must ambush too.",
    }),
    vanguard: union([boolean(), oneOf(['move'])], {
      description:
        'Vanguard (§7.1): `true` — the unit made its pre-game Vanguard move, `position` being where it ended (the default for a unit whose models all have Vanguard); `move` — `position` is where it deployed and every game plays the move: 6" as an Advance and Pivots towards where its tactics send it, the sides moving their Vanguard units in turn, starting with the side that does not take the first turn; `false` — it stays where it deployed. A unit that moved may not declare charges in the first Player Turn if its side takes it.',
    }),
    marked: ref('enemy-unit', { description: 'Grudge / The Quest: the enemy unit marked at deployment (§7.2).' }),
    cover: oneOf(['open', 'cover', 'hindering'], {
      default: 'open',
      description:
        'Terrain as a setting (§1.4), for a table without pieces: cover gives +1 to the Aim of shots at it; hindering also (the unit stands inside Hindering terrain) and it is never Steadfast. Lasts until the unit moves; pieces in battlefield.terrain act besides it.',
    }),
    position: object(
      {
        x: coordinate('Centre of the front rank, inches from the left table edge.'),
        y: coordinate('Centre of the front rank, inches from the near table edge.'),
        facing: facingDegrees('Degrees: 0 faces the far edge (+y), 90 the right edge, 180 the near edge.', 0),
      },
      { required: ['x', 'y'], description: 'Where the unit stands at the start (every unit but a character that joins one).' },
    ),
    tactics: object(
      {
        charge: targetOf('Whom to charge when in reach (default nearest; never for units with a shooting weapon)'),
        react: oneOf(['hold', 'flee'], { description: 'Reaction when charged (default hold; Fearless, Daemonic and The Undeath always hold).' }),
        shoot: targetOf('Whom to shoot (default nearest)'),
        pursue: oneOf(['always', 'never'], { description: 'Pursue broken enemies and overrun (default always).' }),
        move: oneOf(['march', 'advance', 'to-range', 'support', 'centre', 'hold'], {
          description: 'march towards the enemy (default for units that do not shoot), advance only, advance until in range (default for shooters), support: keep up with the closest friendly unit (default for a lone wizard), centre: march to the scoring objective and hold it — the table centre, or the markers or the enemy zone of a mission (default in a Basic game scored by `victory: vp`), or hold.',
        }),
        breath: oneOf(['shoot', 'melee'], { description: 'Breath: as a shooting attack when an enemy is within 6" (default), or kept for melee.' }),
        cast: oneOf(['auto', 'never'], { description: 'Wizards: cast by the default policy (auto) or never.' }),
        castDice: oneOf(['auto', 'min', 'max'], {
          description:
            'Wizards, the dice a cast commits (§4.2): auto — the fewest giving two chances in three, else all (up to 5) if that gives one in four (default); min — the fewest whose average (3.5 a die) reaches the casting value; max — the most allowed (5, or the dice left), whenever that gives one chance in four.',
        }),
        dispel: oneOf(['auto', 'never'], {
          description:
            'Spells the enemy casts on this unit (§4.2): auto — its side dispels by the default policy (default); never — its side lets them through and keeps its dice for other spells.',
        }),
        redirect: oneOf(['auto', 'never'], {
          description: 'When a charged unit flees (§3.2): auto — take a Discipline test to redirect to the closest other viable target nearer than the fleeing unit now is (default); never — charge on at the fleeing unit.',
        }),
        pivot: oneOf(['auto', 'never'], {
          description:
            'Combat Pivot after each round while engaged on one facing only (§6.8): auto — turn to face the enemy on the flank or rear, or slide along the front to bring more models into contact, whenever the rules allow it (default; a unit on the losing side takes its Discipline test first); never.',
        }),
        swap: oneOf(['fight', 'avoid'], {
          description:
            "A character in a unit (§8.1): fight — it stands at the centre of the front rank and, at the start of its side's Melee phase, swaps into contact if the enemy does not touch it (default); avoid — it stands at an end of the front rank and never swaps into contact.",
        }),
        orisons: oneOf(['auto', 'aegis', 'reflexes', 'discipline', 'never'], {
          description:
            "Kingdom of Equitaine, Advanced games (§7.2): at the start of each of its side's turns the army gives one unit Aegis 5+, Lightning Reflexes or Dis 9 until the end of the next Player Turn. auto — the default policy may choose this unit (default); aegis, reflexes, discipline — this unit takes that Orison every turn it is on the table (the first such unit of the side); never — the policy passes it over.",
        }),
        dance: oneOf(['attack', 'ap', 'aegis', 'ranks'], { description: 'Dances of Cenyrn: the dance to open with (default attack); it alternates with attack/ap since a dance cannot repeat.' }),
      },
      { default: {}, description: 'How the unit is played (README "Tactics").' },
    ),
  },
  { required: ['id', 'unit'] },
);
