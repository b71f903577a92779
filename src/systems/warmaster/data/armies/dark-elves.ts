/**
 * The Dark Elf army list (rules/warmaster.md §11.11; [C] lines ~5325-5361).
 *
 * Repeating crossbows (Crossbowmen, Dark Riders) print `3/2`: shoot holds 2 (the short-range
 * number); the tag `repeater` makes it 1 a stand beyond 15 cm and at chargers (§12 E20). The Dark Elf Bolt Thrower has **no** +1 to
 * hit (§4.3). The Chariot mount's riders are not stated; any character is assumed.
 */
import type { WmArmy } from '../types.ts';

const REPEATERS =
  '2 shots per stand to 15 cm, 1 per stand from 15 to 30 cm, 1 per stand against chargers (§4.2).';

export const DARK_ELVES: WmArmy = {
  id: 'dark-elves',
  name: 'Dark Elves',
  section: '§11.11',
  units: [
    {
      id: 'spearmen', name: 'Spearmen', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 60, min: 2, max: null,
      tags: [],
      note: 'Elf line infantry.',
      source: '§11.11',
    },
    {
      id: 'crossbowmen', name: 'Crossbowmen', type: 'infantry',
      attack: 3, shoot: 2, shootNote: REPEATERS,
      range: 30, hits: 3, armour: 6, command: null,
      size: 3, points: 75, min: 1, max: null,
      tags: ['repeater'],
      note: 'Repeating crossbows.',
      source: '§11.11',
    },
    {
      id: 'witch-elves', name: 'Witch Elves', type: 'infantry',
      attack: 5, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 70, min: null, max: 2,
      tags: ['must-initiative-charge', 'never-evade', 'no-drive-back', 'must-pursue', 'immune-terror'],
      note: 'Charge by initiative whenever they can, never evade; ignore shooting drive backs; must pursue or advance; ignore terror.',
      source: '§11.11',
    },
    {
      id: 'dark-riders', name: 'Dark Riders', type: 'cavalry',
      attack: 3, shoot: 2, shootNote: REPEATERS,
      range: 30, hits: 3, armour: 6, command: null,
      size: 3, points: 95, min: null, max: 3,
      tags: ['repeater'],
      note: 'Light cavalry with repeating crossbows.',
      source: '§11.11',
    },
    {
      id: 'cold-one-knights', name: 'Cold One Knights', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 4, command: null,
      size: 3, points: 130, min: null, max: 3,
      tags: [],
      note: '+1 Attack per stand in the first round of every combat when fighting to the front (front edge or corner); brigade only with Cold One Knights.',
      source: '§11.11',
    },
    {
      id: 'harpies', name: 'Harpies', type: 'monster',
      attack: 2, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 65, min: null, max: 1,
      tags: ['fly', 'never-evade', 'no-characters'],
      note: 'Flyers based on the long edge like infantry; characters may not join them.',
      source: '§11.11',
    },
    {
      id: 'war-hydra', name: 'War Hydra', type: 'monster',
      attack: 6, shoot: 2, shootNote: 'Fire breath, 2 attacks at 20 cm.',
      range: 20, hits: 4, armour: 4, command: null,
      size: 1, points: 135, min: null, max: 1,
      tags: ['terror', 'never-brigaded', 'hydra-regenerate'],
      note: 'Never brigaded, not even with Hydras; causes terror; regenerates 1 hit suffered each round if it survives (still counts for the result).',
      source: '§11.11',
    },
    {
      id: 'bolt-thrower', name: 'Bolt Thrower', type: 'artillery',
      attack: 1, shoot: 3,
      shootNote: 'As the Elven Bolt Thrower but without the +1 to hit; may shoot at chargers (§4.6).',
      range: 40, hits: 2, armour: 0, command: null,
      size: 2, points: 55, min: null, max: 1,
      tags: ['destroyed-on-retreat', 'no-initiative-charge'],
      note: 'Repeating bolt thrower, no +1 to hit.',
      source: '§11.11',
    },
    {
      id: 'general', name: 'General', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 10,
      size: 1, points: 155, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Loses Command levels (to 8 at most) or executes underlings on double 6s (army rule).',
      source: '§11.11',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 1,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.11',
    },
    {
      id: 'sorceress', name: 'Sorceress', type: 'wizard',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 1,
      tags: [],
      note: 'Casts Dark Elf spells (§8.2).',
      source: '§11.11',
    },
    {
      id: 'manticore', name: 'Manticore', type: 'monstrous-mount',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 80, min: null, max: 1,
      riders: ['general', 'hero', 'sorceress'],
      tags: ['fly', 'terror'],
      note: 'Flying mount for any character (100 cm); the unit its rider joins causes terror.',
      source: '§11.11',
    },
    {
      id: 'chariot', name: 'Chariot', type: 'chariot-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 10, min: null, max: 1,
      riders: ['general', 'hero', 'sorceress'],
      tags: [],
      note: 'Chariot mount, +1 Attack (riders not stated; any character assumed).',
      source: '§11.11',
    },
    {
      id: 'cauldron-of-blood', name: 'Cauldron of Blood', type: 'special-mount',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 15, min: null, max: 1, maxPerArmy: 1,
      riders: ['sorceress'],
      tags: [],
      castBonusOnce: 1,
      move: 30,
      note: 'Sorceress only, one per army, needs at least one Witch Elf unit; she moves 30 cm; once per battle +1 to a casting roll.',
      source: '§11.11',
    },
  ],
  spells: ['doom-bolt', 'black-horror', 'dominion', 'soul-stealer'],
  armyRules: [
    'When a Hero or Sorceress rolls double 6 for an order, the General either loses a Command level or executes the character (no VP to the enemy) (§11.11).',
    'A General\'s own double 6 costs him a Command level and ends the phase; after two lost levels (Command 8) underlings\' double 6s mean execution and his own just end the phase (§11.11).',
    'Cold One Knights may be brigaded only with Cold One Knights; War Hydras are never brigaded (§2.6).',
  ],
  armyTags: [],
  tagExceptions: [],
};
