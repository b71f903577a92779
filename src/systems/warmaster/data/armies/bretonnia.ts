/**
 * The Bretonnian army list (rules/warmaster.md §11.9; [C] lines ~4982-5030).
 *
 * Withdrawal counts only Knight and Grail Knight units (withdrawalUnits). The Trebuchet's
 * Min/Max prints a bare "1"; read as an optional entry capped at one per army (§13 A14), so
 * min null, max 1, maxPerArmy 1. Every troop unit is tagged `human` (§13 A22).
 */
import type { WmArmy } from '../types.ts';

export const BRETONNIA: WmArmy = {
  id: 'bretonnia',
  name: 'Bretonnia',
  section: '§11.9',
  units: [
    {
      id: 'bowmen', name: 'Bowmen', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 0, command: null,
      size: 3, points: 55, min: null, max: null,
      tags: ['human'],
      note: 'Peasant archers.',
      source: '§11.9',
    },
    {
      id: 'men-at-arms', name: 'Men-at-arms', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 45, min: 1, max: null,
      tags: ['human'],
      note: 'Line infantry.',
      source: '§11.9',
    },
    {
      id: 'peasants', name: 'Peasants', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 30, min: null, max: 4,
      tags: ['no-initiative-charge', 'no-charge-bonus', 'human'],
      note: 'Extra −1 Command unless brigaded with a non-peasant unit; never charge by initiative (may evade); no charge bonus.',
      source: '§11.9',
    },
    {
      id: 'squires', name: 'Squires', type: 'cavalry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 6, command: null,
      size: 3, points: 90, min: 1, max: 4,
      tags: ['human'],
      note: 'Mounted bowmen.',
      source: '§11.9',
    },
    {
      id: 'knights', name: 'Knights', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 4, command: null,
      size: 3, points: 110, min: 1, max: null,
      tags: ['must-initiative-charge', 'never-evade', 'immune-terror', 'human'],
      note: 'Charge by initiative whenever they can (no orders then), never evade; ignore terror.',
      source: '§11.9',
    },
    {
      id: 'grail-knights', name: 'Grail Knights', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 4, command: null,
      size: 3, points: 120, min: null, max: 1,
      tags: ['must-initiative-charge', 'never-evade', 'immune-terror', 'extra-charge-bonus', 'human'],
      note: 'As Knights, plus a further +1 when charging an enemy in the open, like chariots.',
      source: '§11.9',
    },
    {
      id: 'trebuchet', name: 'Trebuchet', type: 'artillery',
      attack: 1, shoot: 6,
      shootNote: '6 attacks, no armour, 100 cm but nothing under 30 cm (closer targets are ignored when finding the closest); cannot shoot at chargers; may shoot over lower friends and obstacles, or blind at an unseen target if the first D6 is a 6 (§4.6).',
      range: 100, minRange: 30, hits: 3, armour: 0, command: null,
      size: 1, points: 150, min: null, max: 1, maxPerArmy: 1,
      tags: ['ignores-armour', 'destroyed-on-retreat', 'no-initiative-charge', 'never-evade', 'human'],
      note: '40×60 mm base; never moves; rolls drive-back dice only to see if a 6 destroys it; one per army, optional (§13 A14); not counted for withdrawal.',
      source: '§11.9',
    },
    {
      id: 'general', name: 'General', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 125, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Army commander.',
      source: '§11.9',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 2,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.9',
    },
    {
      id: 'enchantress', name: 'Enchantress', type: 'wizard',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: 7,
      size: 1, points: 45, min: null, max: 1,
      tags: [],
      note: 'Casts Bretonnian spells (§8.2).',
      source: '§11.9',
    },
    {
      id: 'pegasus', name: 'Pegasus', type: 'monstrous-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 15, min: null, max: 1,
      riders: ['general', 'hero', 'enchantress'],
      tags: ['fly'],
      note: 'Flying mount for any character (100 cm).',
      source: '§11.9',
    },
    {
      id: 'unicorn', name: 'Unicorn', type: 'monstrous-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 15, min: null, max: 1,
      riders: ['enchantress'],
      tags: [],
      castBonusOnce: 1,
      note: 'Enchantress only; once per battle +1 to a casting roll, declared before rolling.',
      source: '§11.9',
    },
  ],
  spells: ['aerial-shield', 'shield-of-combat', 'eerie-mist', 'ladys-favour'],
  armyRules: [
    'The army withdraws when half or more of its Knight and Grail Knight units are lost; other units do not count (§10).',
    'Peasants take an extra −1 Command unless brigaded with at least one non-peasant unit (§2.4).',
    'At most one Trebuchet per army, whatever its size (§11.0).',
  ],
  armyTags: [],
  tagExceptions: [],
  withdrawalUnits: ['knights', 'grail-knights'],
};
