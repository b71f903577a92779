/**
 * The Skaven army list (rules/warmaster.md §11.7; [C] lines ~4657-4712).
 *
 * Army overrides: every character commands at 20 cm (commandRange), brigades have no size
 * limit (brigadeLimit null) and every unit may pursue any troop type (armyTags).
 * Warp Lightning Cannon `1/D6`: shoot holds 3 (the D6 mean 3.5 rounded down), the rule is in
 * shootNote. The Screaming Bell is capped at one per army whatever its size.
 */
import type { WmArmy } from '../types.ts';

export const SKAVEN: WmArmy = {
  id: 'skaven',
  name: 'Skaven',
  section: '§11.7',
  units: [
    {
      id: 'clanrats', name: 'Clanrats', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 40, min: 2, max: null,
      tags: [],
      note: 'Skaven line infantry.',
      source: '§11.7',
    },
    {
      id: 'stormvermin', name: 'Stormvermin', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 55, min: null, max: 2,
      tags: [],
      note: 'Better armoured infantry.',
      source: '§11.7',
    },
    {
      id: 'jezzails', name: 'Jezzails', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 6, command: null,
      size: 3, points: 70, min: null, max: 2,
      tags: ['armour-piercing'],
      note: 'Warp rifles: the target saves one worse (§4.3).',
      source: '§11.7',
    },
    {
      id: 'plague-monks', name: 'Plague Monks', type: 'infantry',
      attack: 5, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 70, min: null, max: 2,
      tags: ['must-initiative-charge', 'never-evade', 'no-drive-back', 'must-pursue', 'immune-terror'],
      note: 'Charge by initiative whenever they can, never evade; ignore shooting drive backs; must pursue; ignore terror.',
      source: '§11.7',
    },
    {
      id: 'rat-swarms', name: 'Rat Swarms', type: 'infantry',
      attack: 2, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 25, min: 2, max: null,
      tags: ['no-drive-back', 'no-magic-items'],
      note: 'Ignore shooting drive backs; only other Rat Swarm stands may support them (they may support anyone); no magic items.',
      source: '§11.7',
    },
    {
      id: 'gutter-runners', name: 'Gutter Runners', type: 'infantry',
      attack: 3, shoot: 1, range: 15, hits: 3, armour: 6, command: null,
      size: 3, points: 70, min: null, max: 4,
      tags: ['all-round'],
      note: 'Throwing weapons: 15 cm from any edge; may stay off table and infiltrate later by an infiltration order from any character.',
      source: '§11.7',
    },
    {
      id: 'rat-ogres', name: 'Rat Ogres', type: 'infantry',
      attack: 4, shoot: null, range: null, hits: 4, armour: 5, command: null,
      size: 3, points: 110, min: null, max: 2,
      tags: [],
      note: 'Big brutes.',
      source: '§11.7',
    },
    {
      id: 'warp-lightning-cannon', name: 'Warp Lightning Cannon', type: 'artillery',
      attack: 1, shoot: 3,
      shootNote: 'D6 attacks (3 is the rounded-down mean); on a 1 roll another D6 and strike the cannon itself with that many; no drive back, but a unit hit rolls D6 and is confused on a 6, as is each unit touching it (§4.6, §13 A16).',
      range: 40, hits: 2, armour: 0, command: null,
      size: 1, points: 50, min: null, max: 2,
      tags: ['destroyed-on-retreat', 'no-initiative-charge'],
      note: 'Unreliable warpstone gun.',
      source: '§11.7',
    },
    {
      id: 'doom-wheel', name: 'Doom Wheel', type: 'machine',
      attack: 5, shoot: null, range: null, hits: 4, armour: 4, command: null,
      size: 1, points: 125, min: null, max: 1,
      tags: ['terror'],
      note: 'Moves 20 cm; causes terror; +D6 Attacks on top of the normal +1 when it charges an enemy in the open (not in pursuit or when charged).',
      source: '§11.7',
    },
    {
      id: 'screaming-bell', name: 'Screaming Bell', type: 'machine',
      attack: 0, shoot: null, range: null, hits: 4, armour: 4, command: null,
      size: 1, points: 125, min: null, max: 1, maxPerArmy: 1,
      tags: ['no-drive-back', 'destroyed-on-retreat', 'no-initiative-charge', 'never-evade'],
      note: 'Moves (20 cm) only in a brigade with infantry, never on initiative; pursues, advances or falls back only while touching Skaven infantry; Skaven units touching it ignore terror; Skaven Heroes/Warlocks within 30 cm +1 Command, enemy characters within 30 cm −1.',
      source: '§11.7',
    },
    {
      id: 'grey-seer', name: 'Grey Seer', type: 'general',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 130, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'General who casts spells as a Warlock; commands within 20 cm like every Skaven character.',
      source: '§11.7',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 70, min: null, max: 2,
      tags: [],
      note: 'Commands within 20 cm.',
      source: '§11.7',
    },
    {
      id: 'warlock', name: 'Warlock', type: 'wizard',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: 6,
      size: 1, points: 30, min: null, max: 1,
      tags: [],
      note: 'Casts Skaven spells (§8.2).',
      source: '§11.7',
    },
  ],
  spells: ['skitterleap', 'warp-lightning', 'death-frenzy', 'plague'],
  armyRules: [
    'Under the lash: every character, the General included, has a 20 cm command range (§2.3).',
    'Brigades may be of any size (§2.6).',
    'Every Skaven unit, artillery included, may pursue any enemy type, flyers too; terrain and fortification limits still apply (§5.7).',
    'Gutter Runner infiltration orders: any character, unlimited range, distance and enemy penalties apply, dense terrain ignored (§2.4).',
    'Screaming Bell: Skaven Hero/Warlock within 30 cm +1 Command, enemy characters within 30 cm −1 Command (§2.4).',
  ],
  armyTags: ['pursue-anything'],
  tagExceptions: [],
  commandRange: 20,
  brigadeLimit: null,
};
