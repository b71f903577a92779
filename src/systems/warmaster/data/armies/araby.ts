/**
 * The Araby army list (rules/warmaster.md §11.14; [C] lines ~5777-5830).
 *
 * Magic Carpets print as "Cav (flying)": cavalry with `fly`. The three mounts print size 1;
 * mounts are stored with size 0. The Djinn's `+2/+2` gives 2 shooting attacks to a stand of
 * the unit its Wizard joins; the range is not in the seeds (§13 A8, A29): 30 cm here. The
 * Flying Carpet and Elephant mounts do not name their riders; any character is assumed.
 * Every troop unit is tagged `human` (§13 A22).
 */
import type { WmArmy } from '../types.ts';

const ALL_CHARACTERS = ['general', 'hero', 'wizard'];

export const ARABY: WmArmy = {
  id: 'araby',
  name: 'Araby',
  section: '§11.14',
  units: [
    {
      id: 'spearmen', name: 'Spearmen', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 45, min: 2, max: null,
      tags: ['human'],
      note: 'Line infantry.',
      source: '§11.14',
    },
    {
      id: 'bowmen', name: 'Bowmen', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 0, command: null,
      size: 3, points: 55, min: 2, max: null,
      tags: ['human'],
      note: 'Foot archers.',
      source: '§11.14',
    },
    {
      id: 'guards', name: 'Guards', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 70, min: null, max: 4,
      tags: ['human'],
      note: 'The General\'s first order each turn to a Guard unit on its own succeeds on 2D6 ≤ 10 with no penalties; later orders are normal.',
      source: '§11.14',
    },
    {
      id: 'knights', name: 'Knights', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 4, command: null,
      size: 3, points: 110, min: null, max: null,
      tags: ['human'],
      note: 'Heavy cavalry.',
      source: '§11.14',
    },
    {
      id: 'desert-riders', name: 'Desert Riders', type: 'cavalry',
      attack: 3, shoot: 1, range: 15, hits: 3, armour: 6, command: null,
      size: 3, points: 80, min: null, max: null,
      tags: ['all-round', 'human'],
      note: 'Shoot 15 cm from any edge, also at chargers from any side.',
      source: '§11.14',
    },
    {
      id: 'camel-riders', name: 'Camel Riders', type: 'cavalry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 5, command: null,
      size: 3, points: 100, min: null, max: 2,
      tags: ['command-penalty', 'human'],
      note: 'No distance penalty when ordered on their own; always −1 Command, for them or any brigade with them.',
      source: '§11.14',
    },
    {
      id: 'magic-carpets', name: 'Magic Carpets', type: 'cavalry',
      attack: 1, shoot: 2, range: 15, hits: 3, armour: 6, command: null,
      size: 3, points: 85, min: null, max: 1,
      tags: ['fly', 'never-evade', 'all-round', 'human'],
      note: 'Flying cavalry; any enemy type may pursue them; riders shoot 15 cm from any edge.',
      source: '§11.14',
    },
    {
      id: 'elephants', name: 'Elephants', type: 'monster',
      attack: 5, shoot: null, range: null, hits: 4, armour: 5, command: null,
      size: 3, points: 200, min: null, max: 1,
      tags: ['terror', 'human'],
      note: 'Cause terror; never brigaded with cavalry; stampede instead of becoming confused.',
      source: '§11.14',
    },
    {
      id: 'general', name: 'General', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 125, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Army commander (the Sultan).',
      source: '§11.14',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 2,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.14',
    },
    {
      id: 'wizard', name: 'Wizard', type: 'wizard',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: 7,
      size: 1, points: 45, min: null, max: 1,
      tags: [],
      note: 'Casts Araby spells (§8.2).',
      source: '§11.14',
    },
    {
      id: 'flying-carpet', name: 'Flying Carpet', type: 'chariot-mount',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 10, min: null, max: 1,
      riders: [...ALL_CHARACTERS],
      tags: ['fly'],
      note: 'A flying chariot mount (riders not stated; any character assumed).',
      source: '§11.14',
    },
    {
      id: 'elephant', name: 'Elephant', type: 'monstrous-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 65, min: null, max: 1,
      riders: [...ALL_CHARACTERS],
      tags: ['terror'],
      note: 'Its rider cannot join cavalry; the unit he joins causes terror (riders not stated; any character assumed).',
      source: '§11.14',
    },
    {
      id: 'djinn', name: 'Djinn', type: 'monstrous-mount',
      attack: 2, shoot: 2,
      shootNote: '+2 shooting attacks added to one stand of the unit its Wizard joins, only when joined and unengaged; range not in the seeds (§13 A8, A29): 30 cm assumed, usual to-hit.',
      range: 30, hits: null, armour: 0, command: null,
      size: 0, points: 90, min: null, max: 1,
      riders: ['wizard'],
      tags: ['fly', 'terror'],
      note: 'Wizard only; flies; the unit he joins causes terror; +1 to cast Curse of the Djinn.',
      source: '§11.14',
    },
  ],
  spells: ['sand-storm', 'mirage', 'sunstrike', 'curse-of-the-djinn'],
  armyRules: [
    'Guards: the General\'s first order each turn to a lone Guard unit succeeds on 2D6 ≤ 10, no penalties; not for brigades (§2.4).',
    'Camel Riders ignore the distance penalty when ordered alone and give −1 Command to any order including them (§2.4).',
    'Elephants are never brigaded with cavalry (§2.6).',
    'Elephant stampede: instead of confusion, the unit moves randomly at the start of its next Command phase (§11.14).',
  ],
  armyTags: [],
  tagExceptions: [],
};
