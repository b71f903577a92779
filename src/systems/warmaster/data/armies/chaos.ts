/**
 * The Chaos army list (rules/warmaster.md §11.3; [C] lines ~4080-4120).
 *
 * Chaos Warriors, Marauders, Knights and Marauder Horsemen are men (`human`, §13 A22).
 * Chaos Spawn's Armour 3+ is as printed (§13 A27). The Chaos Dragon's size cell prints 1;
 * mounts are stored with size 0 like every other mount. Its breath (3 attacks, 20 cm) is
 * only in the notes and is stored as shoot 3 / range 20.
 */
import type { WmArmy } from '../types.ts';

export const CHAOS: WmArmy = {
  id: 'chaos',
  name: 'Chaos',
  section: '§11.3',
  units: [
    {
      id: 'chaos-warriors', name: 'Chaos Warriors', type: 'infantry',
      attack: 4, shoot: null, range: null, hits: 4, armour: 4, command: null,
      size: 3, points: 150, min: 1, max: null,
      tags: ['human'],
      note: 'Heavily armoured elite infantry.',
      source: '§11.3',
    },
    {
      id: 'chaos-marauders', name: 'Chaos Marauders', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 60, min: 1, max: null,
      tags: ['human'],
      note: 'Tribal infantry.',
      source: '§11.3',
    },
    {
      id: 'ogres', name: 'Ogres', type: 'infantry',
      attack: 4, shoot: null, range: null, hits: 4, armour: 5, command: null,
      size: 3, points: 105, min: null, max: 1,
      tags: ['must-charge-humans'],
      note: 'Must charge by initiative an enemy unit of humans they can reach within 20 cm (§2.7, §13 A22).',
      source: '§11.3',
    },
    {
      id: 'trolls', name: 'Trolls', type: 'infantry',
      attack: 5, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 110, min: null, max: 3,
      tags: ['command-penalty', 'regenerate'],
      note: 'Always −1 Command for them or any brigade with them; regenerate 1 outstanding hit each combat round after stands are removed.',
      source: '§11.3',
    },
    {
      id: 'marauder-horsemen', name: 'Marauder Horsemen', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 90, min: null, max: 4,
      tags: ['human'],
      note: 'Light tribal cavalry.',
      source: '§11.3',
    },
    {
      id: 'chaos-knights', name: 'Chaos Knights', type: 'cavalry',
      attack: 4, shoot: null, range: null, hits: 4, armour: 4, command: null,
      size: 3, points: 200, min: null, max: 4,
      tags: ['human'],
      note: 'Elite heavy cavalry.',
      source: '§11.3',
    },
    {
      id: 'chaos-hounds', name: 'Chaos Hounds', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 30, min: null, max: 2,
      tags: [],
      note: 'Cheap fast beasts.',
      source: '§11.3',
    },
    {
      id: 'chaos-chariots', name: 'Chaos Chariots', type: 'chariot',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 95, min: null, max: 3,
      tags: [],
      note: 'Chariots.',
      source: '§11.3',
    },
    {
      id: 'harpies', name: 'Harpies', type: 'monster',
      attack: 2, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 65, min: null, max: 1,
      tags: ['fly', 'never-evade', 'no-characters'],
      note: 'Flyers based on the long edge like infantry; characters may not join them.',
      source: '§11.3',
    },
    {
      id: 'dragon-ogres', name: 'Dragon Ogres', type: 'monster',
      attack: 6, shoot: null, range: null, hits: 4, armour: 5, command: null,
      size: 3, points: 250, min: null, max: 1,
      tags: [],
      note: 'Monster unit.',
      source: '§11.3',
    },
    {
      id: 'chaos-spawn', name: 'Chaos Spawn', type: 'monster',
      attack: 3, shoot: 3, range: 15, hits: 4, armour: 3, command: null,
      size: 1, points: 110, min: null, max: 2,
      tags: ['terror', 'all-round'],
      note: 'Causes terror; shoots 15 cm from any edge; can be ordered only inside a brigade with a non-Spawn unit (where it takes no brigade slot), but may use initiative; Armour 3+ as printed (§13 A27).',
      source: '§11.3',
    },
    {
      id: 'general', name: 'General', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 125, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Army commander.',
      source: '§11.3',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 1,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.3',
    },
    {
      id: 'sorcerer', name: 'Sorcerer', type: 'wizard',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 90, min: null, max: 1,
      tags: [],
      note: 'Casts Chaos spells (§8.2).',
      source: '§11.3',
    },
    {
      id: 'chaos-dragon', name: 'Chaos Dragon', type: 'monstrous-mount',
      attack: 3, shoot: 3,
      shootNote: 'Fire breath, 3 attacks at 20 cm, only while the rider has joined a unit that is not engaged (not in the Att column; from the notes).',
      range: 20, hits: null, armour: 0, command: null,
      size: 0, points: 100, min: null, max: 1,
      riders: ['general', 'hero', 'sorcerer'],
      tags: ['fly', 'terror'],
      note: 'Flying mount for any character (100 cm); the unit its rider joins causes terror.',
      source: '§11.3',
    },
  ],
  spells: ['boon-of-chaos', 'anger-of-the-gods', 'rage-of-chaos', 'curse-of-chaos'],
  armyRules: [
    'Each Spawn brigaded with a non-Spawn unit is free: one free Spawn per non-Spawn unit in a brigade of up to 4 units (§2.6).',
    'Spawn can be ordered only as part of a brigade holding a non-Spawn unit (§2.4).',
    'Trolls give −1 Command to any order to them or a brigade containing them (§2.4).',
  ],
  armyTags: [],
  tagExceptions: [],
};
