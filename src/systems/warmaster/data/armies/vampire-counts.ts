/**
 * The Vampire Counts army list (rules/warmaster.md §11.12; [C] lines ~5463-5508).
 *
 * Every entry except the Ghouls carries the army tag `undead` (Undead army rules as for the
 * Tomb Kings, §11.2). The Vampire Lord casts spells.
 */
import type { WmArmy } from '../types.ts';

export const VAMPIRE_COUNTS: WmArmy = {
  id: 'vampire-counts',
  name: 'Vampire Counts',
  section: '§11.12',
  units: [
    {
      id: 'skeletons', name: 'Skeletons', type: 'infantry',
      attack: 2, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 30, min: 2, max: null,
      tags: [],
      note: 'Skeleton foot soldiers.',
      source: '§11.12',
    },
    {
      id: 'zombies', name: 'Zombies', type: 'infantry',
      attack: 2, shoot: null, range: null, hits: 4, armour: 0, command: null,
      size: 3, points: 35, min: 2, max: null,
      tags: [],
      note: 'Slow, hard to put down.',
      source: '§11.12',
    },
    {
      id: 'ghouls', name: 'Ghouls', type: 'infantry',
      attack: 4, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 55, min: null, max: null,
      tags: [],
      note: 'Living cannibals: the Undead army rules do not apply to them.',
      source: '§11.12',
    },
    {
      id: 'grave-guard', name: 'Grave Guard', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 60, min: null, max: 4,
      tags: [],
      note: 'Elite undead infantry.',
      source: '§11.12',
    },
    {
      id: 'ethereal-host', name: 'Ethereal Host', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 4, armour: 6, command: null,
      size: 3, points: 90, min: null, max: 2,
      tags: ['always-hits-4', 'no-drive-back', 'terror', 'no-magic-items'],
      note: 'Hits on 4+ in combat whatever the target\'s cover (other cover effects still apply); ignores shooting drive backs; causes terror; no magic items.',
      source: '§11.12',
    },
    {
      id: 'black-knights', name: 'Black Knights', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 4, command: null,
      size: 3, points: 110, min: null, max: 4,
      tags: [],
      note: 'Undead heavy cavalry.',
      source: '§11.12',
    },
    {
      id: 'dire-wolves', name: 'Dire Wolves', type: 'cavalry',
      attack: 2, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 40, min: null, max: 4,
      tags: ['extra-charge-bonus', 'no-magic-items'],
      note: 'A further +1 when charging an enemy in the open, like chariots; no magic items.',
      source: '§11.12',
    },
    {
      id: 'fell-bats', name: 'Fell Bats', type: 'monster',
      attack: 2, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 65, min: null, max: 1,
      tags: ['fly', 'never-evade'],
      note: 'Flyers based on the long edge like infantry; may home back without an order despite the Undead no-initiative rule.',
      source: '§11.12',
    },
    {
      id: 'vampire-lord', name: 'Vampire Lord', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 150, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'General who also casts spells like a Wizard.',
      source: '§11.12',
    },
    {
      id: 'vampire', name: 'Vampire', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 2,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.12',
    },
    {
      id: 'necromancer', name: 'Necromancer', type: 'wizard',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: 7,
      size: 1, points: 45, min: null, max: 1,
      tags: [],
      note: 'Casts Vampire Counts spells (§8.2).',
      source: '§11.12',
    },
    {
      id: 'winged-nightmare', name: 'Winged Nightmare', type: 'monstrous-mount',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 80, min: null, max: 1,
      riders: ['vampire-lord', 'vampire', 'necromancer'],
      tags: ['fly', 'terror'],
      note: 'Flying mount for any character (100 cm); the unit its rider joins causes terror.',
      source: '§11.12',
    },
    {
      id: 'black-coach', name: 'Black Coach', type: 'chariot-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 40, min: null, max: 1,
      riders: ['vampire-lord', 'vampire'],
      tags: ['terror'],
      note: 'Vampire Lord or Vampire only; the unit its rider joins causes terror.',
      source: '§11.12',
    },
  ],
  spells: ['raise-dead', 'vanhils-danse-macabre', 'death-bolt', 'curse-of-years'],
  armyRules: [
    'Undead (all but Ghouls): units never use initiative (Fell Bats may still home back) (§2.7, §11.12).',
    'Undead (all but Ghouls): the enemy-within-20 cm Command penalty does not apply (§2.4).',
    'Undead (all but Ghouls): ignore the terror penalty and can never be confused (§5.2, §11.2).',
  ],
  armyTags: ['undead'],
  tagExceptions: ['ghouls'],
};
