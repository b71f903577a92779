/**
 * The Empire army list (rules/warmaster.md §11.1; Warmaster Armies, [C] lines ~3724-3830).
 *
 * Numbers are copied from the digest table. Irregular cells:
 * - Helblaster `1/8-4-2`: shoot holds 8 (its best band), the bands are in shootNote (§4.6).
 * - Cannon `1/2+bounce`: shoot holds the 2 attacks on the target unit; bounce in shootNote.
 * - Skirmishers `0 or 6+` armour: stored as 0, the stand takes its host unit's save.
 * - Steam Tank uses the Armies rules (§11.1 box, §13 A11), not the LRB tank.
 * Every troop unit is tagged `human` (§13 A22).
 */
import type { WmArmy } from '../types.ts';

export const EMPIRE: WmArmy = {
  id: 'empire',
  name: 'Empire',
  section: '§11.1',
  units: [
    {
      id: 'halberdiers', name: 'Halberdiers', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 45, min: 2, max: null,
      tags: ['human'],
      note: 'Armoured line infantry.',
      source: '§11.1',
    },
    {
      id: 'handgunners', name: 'Handgunners', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 0, command: null,
      size: 3, points: 65, min: null, max: 3,
      tags: ['armour-piercing', 'human'],
      note: 'Handguns: the target saves one worse (§4.3).',
      source: '§11.1',
    },
    {
      id: 'crossbowmen', name: 'Crossbowmen', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 0, command: null,
      size: 3, points: 55, min: 2, max: null,
      tags: ['human'],
      note: 'Standard missile infantry.',
      source: '§11.1',
    },
    {
      id: 'flagellants', name: 'Flagellants', type: 'infantry',
      attack: 5, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 70, min: null, max: 1,
      tags: ['must-initiative-charge', 'never-evade', 'no-drive-back', 'must-pursue', 'immune-terror', 'human'],
      note: 'Charge by initiative whenever they can (no orders then), never evade; ignore shooting drive backs; must pursue or advance; ignore terror.',
      source: '§11.1',
    },
    {
      id: 'skirmishers', name: 'Skirmishers', type: 'infantry',
      attack: 4, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 1, points: 25, min: null, max: null,
      hosts: ['halberdiers', 'handgunners', 'crossbowmen', 'flagellants'],
      tags: ['attachment', 'human'],
      note: 'One extra stand added to an infantry unit (making 4); its save is the host unit\'s (6+ or none, stored 0); losing it costs no Command penalty and it does not count for formation.',
      source: '§11.1',
    },
    {
      id: 'knights', name: 'Knights', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 4, command: null,
      size: 3, points: 110, min: null, max: null,
      tags: ['human'],
      note: 'Heavy cavalry.',
      source: '§11.1',
    },
    {
      id: 'pistoliers', name: 'Pistoliers', type: 'cavalry',
      attack: 3, shoot: 1, range: 15, hits: 3, armour: 5, command: null,
      size: 3, points: 95, min: null, max: 4,
      tags: ['all-round', 'human'],
      note: 'Pistols: 15 cm, shoot from any edge, including at chargers from any side.',
      source: '§11.1',
    },
    {
      id: 'helblaster', name: 'Helblaster', type: 'artillery',
      attack: 1, shoot: 8,
      shootNote: '8 attacks to 10 cm, 4 to 20 cm, 2 to 30 cm; target saves one worse; 1-2 ones cancel that many hits, three ones no hits, four or more ones: it explodes (6 automatic hits if firing at a charger); always the short band against chargers (§4.6).',
      range: 30, hits: 2, armour: 0, command: null,
      size: 1, points: 50, min: null, max: 1,
      tags: ['armour-piercing', 'destroyed-on-retreat', 'no-initiative-charge', 'human'],
      note: 'Volley gun, Armies version (§4.6, §13 A20).',
      source: '§11.1',
    },
    {
      id: 'cannon', name: 'Cannon', type: 'artillery',
      attack: 1, shoot: 2,
      shootNote: '2 attacks on the target plus 1 per further target stand the ball bounces through (5 cm), 1 per stand of any other unit in the path; no armour save; fortified counts as defended, defended as open; grapeshot at chargers: 2 attacks, saves allowed, no bounce (§4.6).',
      range: 60, hits: 2, armour: 0, command: null,
      size: 2, points: 85, min: null, max: 1,
      tags: ['ignores-armour', 'destroyed-on-retreat', 'no-initiative-charge', 'human'],
      note: 'Bouncing cannon ball (§4.6).',
      source: '§11.1',
    },
    {
      id: 'steam-tank', name: 'Steam Tank', type: 'machine',
      attack: 3, shoot: 3,
      shootNote: 'Shoots from any edge at the closest enemy, target saves one worse, may shoot at chargers; 6 attacks on a steam overload (§11.1).',
      range: 30, hits: 4, armour: 3, command: null,
      size: 1, points: 130, min: null, max: 1,
      tags: ['all-round', 'armour-piercing', 'always-defended', 'never-brigaded', 'no-characters', 'destroyed-on-retreat', 'human'],
      note: 'Moves 20 cm, ordered alone; always counts as defended; not driven back or routed but rolls the drive-back dice for confusion on a 6; a double 6 on any order (General too) rolls the Malfunction chart instead of moving.',
      source: '§11.1',
    },
    {
      id: 'general', name: 'General', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 125, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Army commander, orders across the whole table.',
      source: '§11.1',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 2,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.1',
    },
    {
      id: 'wizard', name: 'Wizard', type: 'wizard',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: 7,
      size: 1, points: 45, min: null, max: 1,
      tags: [],
      note: 'Casts one Empire spell per turn (§8.2); commands within 20 cm.',
      source: '§11.1',
    },
    {
      id: 'griffon', name: 'Griffon', type: 'monstrous-mount',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 80, min: null, max: 1,
      riders: ['general', 'hero', 'wizard'],
      tags: ['fly', 'terror'],
      note: 'Flying mount for any character (move 100 cm); the unit its rider joins causes terror.',
      source: '§11.1',
    },
    {
      id: 'war-altar', name: 'War Altar', type: 'chariot-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 15, min: null, max: 1, maxPerArmy: 1,
      riders: ['wizard'],
      tags: [],
      castBonusOnce: 1,
      note: 'Wizard only (he becomes the Grand Theogonist); one per army; once per battle +1 to a casting roll, declared before rolling.',
      source: '§11.1',
    },
  ],
  spells: ['ball-of-flame', 'voice-of-command', 'weird-enchantment', 'teleport'],
  armyRules: [
    'Steam Tanks are never brigaded, not even with each other (§2.6).',
  ],
  armyTags: [],
  tagExceptions: [],
};
