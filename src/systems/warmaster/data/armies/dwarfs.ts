/**
 * The Dwarf army list (rules/warmaster.md §11.6; [C] lines ~4576-4617).
 *
 * Dwarfs have no Wizards and no spells; Runesmiths dispel instead (§8.1). Irregular cells:
 * - Cannon `1/2+bounce`: shoot 2, bounce in shootNote (§4.6).
 * - Flame Cannon `1/2D6 (+bounce in table)`: shoot holds 7, the mean of 2D6; the "+ bounce"
 *   is read as a copy error (§13 A9). Its range is not in the seeds (§13 A8): 30 cm here.
 * - Gyrocopter: range not in the seeds (§13 A8): 30 cm here.
 */
import type { WmArmy } from '../types.ts';

export const DWARFS: WmArmy = {
  id: 'dwarfs',
  name: 'Dwarfs',
  section: '§11.6',
  units: [
    {
      id: 'warriors', name: 'Warriors', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 4, armour: 4, command: null,
      size: 3, points: 110, min: 2, max: null,
      tags: [],
      note: 'Dwarf line infantry.',
      source: '§11.6',
    },
    {
      id: 'handgunners', name: 'Handgunners', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 4, armour: 6, command: null,
      size: 3, points: 90, min: null, max: null,
      tags: ['armour-piercing'],
      note: 'Handguns: the target saves one worse (§4.3).',
      source: '§11.6',
    },
    {
      id: 'rangers', name: 'Rangers', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 4, armour: 5, command: null,
      size: 3, points: 110, min: null, max: 2,
      tags: ['pursue-anything'],
      note: 'Infantry that may pursue any troop type (§5.7).',
      source: '§11.6',
    },
    {
      id: 'troll-slayers', name: 'Troll Slayers', type: 'infantry',
      attack: 5, shoot: null, range: null, hits: 4, armour: 0, command: null,
      size: 3, points: 80, min: null, max: 2,
      tags: ['must-initiative-charge', 'never-evade', 'no-drive-back', 'must-pursue', 'immune-terror'],
      note: 'Charge by initiative whenever they can, never evade; at most one Slayer unit per brigade; ignore shooting drive backs; must pursue or advance; ignore terror; +1 Attack against Monster stands; survivors at the end give the enemy their full value, a destroyed unit gives nobody points but counts as lost.',
      source: '§11.6',
    },
    {
      id: 'cannon', name: 'Cannon', type: 'artillery',
      attack: 1, shoot: 2,
      shootNote: '2 attacks on the target plus 1 per further target stand the ball bounces through (5 cm), 1 per stand of any other unit in the path; no armour save; fortified counts as defended, defended as open; grapeshot at chargers: 2 attacks, saves allowed, no bounce (§4.6).',
      range: 60, hits: 2, armour: 6, command: null,
      size: 2, points: 90, min: null, max: 1,
      tags: ['ignores-armour', 'destroyed-on-retreat', 'no-initiative-charge'],
      note: 'Bouncing cannon ball (§4.6).',
      source: '§11.6',
    },
    {
      id: 'flame-cannon', name: 'Flame Cannon', type: 'artillery',
      attack: 1, shoot: 7,
      shootNote: '2D6 attacks (7 is the mean); a double rolls the misfire chart (1-1 destroyed, 2-2 4+2D6 then destroyed, 3-3 6 then D6 from now on, 4-4 no shot, 5-5 10, 6-6 12+D6); no bounce (§13 A9; flag flameCannonBounce); may shoot at chargers. Range is not given in the seeds (§13 A8): 30 cm assumed.',
      range: 30, hits: 2, armour: 6, command: null,
      size: 1, points: 50, min: null, max: 1,
      tags: ['destroyed-on-retreat', 'no-initiative-charge'],
      note: 'Flame thrower with a misfire chart (§4.6).',
      source: '§11.6',
    },
    {
      id: 'gyrocopter', name: 'Gyrocopter', type: 'machine',
      attack: 1, shoot: 3,
      shootNote: 'Target saves one worse. Range is not given in the seeds (§13 A8): 30 cm assumed.',
      range: 30, hits: 3, armour: 5, command: null,
      size: 1, points: 75, min: null, max: 1,
      tags: ['fly', 'never-evade', 'armour-piercing', 'never-brigaded', 'no-characters'],
      note: 'Flying machine, ordered alone, never brigaded; no character may stay with it in combat.',
      source: '§11.6',
    },
    {
      id: 'general', name: 'General', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 10,
      size: 1, points: 155, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Army commander.',
      source: '§11.6',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 1,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.6',
    },
    {
      id: 'runesmith', name: 'Runesmith', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 90, min: null, max: 1,
      tags: [],
      note: 'A hero who cannot cast but dispels a spell on 4+ when its caster is within 50 cm (one attempt per spell).',
      source: '§11.6',
    },
    {
      id: 'anvil', name: 'Anvil', type: 'special-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 50, min: null, max: 1, maxPerArmy: 1,
      riders: ['runesmith'],
      tags: [],
      note: 'On a Runesmith, one per army: once per battle +1 to a dispel roll; struck in own Shooting phase, on 4+ Dwarf units within 20 cm ignore terror until the next Dwarf turn begins.',
      source: '§11.6',
    },
  ],
  spells: [],
  armyRules: [
    'No Wizards and no spells; Runesmiths dispel enemy spells cast within 50 cm on a D6 4+, one attempt per spell (§8.1).',
    'Only one Troll Slayer unit may be in any brigade (§2.6).',
    'Destroyed Troll Slayer units count as lost for withdrawal; surviving Slayers give the enemy their full VP (§10).',
  ],
  armyTags: [],
  tagExceptions: [],
};
