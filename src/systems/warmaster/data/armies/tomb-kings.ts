/**
 * The Tomb Kings (Undead) army list (rules/warmaster.md §11.2; [C] lines ~3915-3962).
 *
 * Every entry carries the army tag `undead` (no initiative, no enemy-proximity Command
 * penalty, immune to terror, never confused). Irregular cells:
 * - Bone Thrower `1/1 per stand`: shoot 1 per stand, the line penetration is in shootNote.
 * - Skeleton Chariots `3/1` is printed so (§13 A27).
 * - Zombie Dragon: its breath (3 attacks, 20 cm) is only in the notes, not the Att column;
 *   it is stored as shoot 3 / range 20 so the kernel can find it.
 */
import type { WmArmy } from '../types.ts';

export const TOMB_KINGS: WmArmy = {
  id: 'tomb-kings',
  name: 'Tomb Kings',
  section: '§11.2',
  units: [
    {
      id: 'skeletons', name: 'Skeletons', type: 'infantry',
      attack: 2, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 30, min: 2, max: null,
      tags: [],
      note: 'Skeleton foot soldiers.',
      source: '§11.2',
    },
    {
      id: 'skeleton-bowmen', name: 'Skeleton Bowmen', type: 'infantry',
      attack: 2, shoot: 1, range: 30, hits: 3, armour: 0, command: null,
      size: 3, points: 45, min: 2, max: null,
      tags: [],
      note: 'Skeleton archers.',
      source: '§11.2',
    },
    {
      id: 'skeleton-cavalry', name: 'Skeleton Cavalry', type: 'cavalry',
      attack: 2, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 60, min: null, max: null,
      tags: [],
      note: 'Skeleton horsemen.',
      source: '§11.2',
    },
    {
      id: 'skeleton-chariots', name: 'Skeleton Chariots', type: 'chariot',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 5, command: null,
      size: 3, points: 110, min: null, max: 3,
      tags: [],
      note: 'Chariots with bows; the 3/1 line is as printed (§13 A27).',
      source: '§11.2',
    },
    {
      id: 'carrion', name: 'Carrion', type: 'monster',
      attack: 2, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 65, min: null, max: 1,
      tags: ['fly', 'never-evade'],
      note: 'Flyers; may home back at the start of the Command phase without an order despite the Undead no-initiative rule.',
      source: '§11.2',
    },
    {
      id: 'bone-giant', name: 'Bone Giant', type: 'monster',
      attack: 6, shoot: null, range: null, hits: 4, armour: 4, command: null,
      size: 1, points: 125, min: null, max: 1,
      tags: ['terror'],
      note: 'Causes terror; −1 Command when the Tomb King orders it or its brigade (no penalty from a Liche Priest).',
      source: '§11.2',
    },
    {
      id: 'sphinx', name: 'Sphinx', type: 'monster',
      attack: 4, shoot: null, range: null, hits: 6, armour: 3, command: null,
      size: 1, points: 150, min: null, max: 1,
      tags: ['terror'],
      badlyHurt: { from: 3, to: 5, hits: 3, attack: 2 },
      note: 'Causes terror; badly hurt on 3-5 accumulated hits: 3 Hits, 2 Attacks for the rest of the battle.',
      source: '§11.2',
    },
    {
      id: 'skull-chukka', name: 'Skull Chukka', type: 'artillery',
      attack: 1, shoot: 3,
      shootNote: 'Stone thrower as the Rock Lobber: no armour, cannot shoot at chargers; drive-back dice for its hits confuse on 4-6, rolled apart from other hits (§4.6).',
      range: 60, hits: 3, armour: 0, command: null,
      size: 1, points: 85, min: null, max: 1,
      tags: ['ignores-armour', 'destroyed-on-retreat', 'no-initiative-charge'],
      note: 'Rock Lobber rules with a more confusing drive back.',
      source: '§11.2',
    },
    {
      id: 'bone-thrower', name: 'Bone Thrower', type: 'artillery',
      attack: 1, shoot: 1,
      shootNote: '1 shot per stand; each shot strikes up to 3 touching stands along its line (friends and engaged units too), 1 attack per stand in the path; no armour; may shoot at chargers (§4.6).',
      range: 40, hits: 2, armour: 0, command: null,
      size: 2, points: 65, min: null, max: 1,
      tags: ['ignores-armour', 'destroyed-on-retreat', 'no-initiative-charge'],
      note: 'Bolt thrower whose bolts pass through a line of stands.',
      source: '§11.2',
    },
    {
      id: 'tomb-king', name: 'Tomb King', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 130, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Once per battle, one unit within 20 cm gets +1 Attack per stand for one Combat phase.',
      source: '§11.2',
    },
    {
      id: 'liche-priest', name: 'Liche Priest', type: 'wizard',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 90, min: null, max: 2,
      tags: [],
      note: 'Casts Tomb Kings spells (§8.2).',
      source: '§11.2',
    },
    {
      id: 'zombie-dragon', name: 'Zombie Dragon', type: 'monstrous-mount',
      attack: 3, shoot: 3,
      shootNote: 'Corrosive breath, 3 attacks at 20 cm, only while the rider has joined a unit that is not engaged (not in the Att column; from the notes).',
      range: 20, hits: null, armour: 0, command: null,
      size: 0, points: 100, min: null, max: 1,
      riders: ['tomb-king', 'liche-priest'],
      tags: ['fly', 'terror'],
      note: 'Flying mount (100 cm); the unit its rider joins causes terror.',
      source: '§11.2',
    },
    {
      id: 'liche-chariot', name: 'Liche Chariot', type: 'chariot-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 10, min: null, max: 1,
      riders: ['tomb-king', 'liche-priest'],
      tags: [],
      note: 'Chariot mount, +1 Attack.',
      source: '§11.2',
    },
  ],
  spells: ['raise-dead', 'touch-of-death', 'doom-and-despair', 'death-bolt'],
  armyRules: [
    'Undead: units never use initiative (Carrion may still home back) (§2.7, §11.2).',
    'Undead: the enemy-within-20 cm Command penalty does not apply (§2.4).',
    'Undead: ignore the terror penalty and can never be confused (§5.2, §11.2).',
  ],
  armyTags: ['undead'],
  tagExceptions: [],
};
