/**
 * The Kislev army list (rules/warmaster.md §11.10; [C] lines ~5150-5213).
 *
 * The War Wagon prints Armour `4+/–`: 4+ while the wagon stand lives, none once only the team
 * is left; stored as 4 with the rule in the note. Troop units are `human` (§13 A22) except
 * the Bears.
 */
import type { WmArmy } from '../types.ts';

export const KISLEV: WmArmy = {
  id: 'kislev',
  name: 'Kislev',
  section: '§11.10',
  units: [
    {
      id: 'knights', name: 'Knights', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 4, command: null,
      size: 3, points: 110, min: null, max: 4,
      tags: ['human'],
      note: 'Winged lancers.',
      source: '§11.10',
    },
    {
      id: 'horse-archers', name: 'Horse Archers', type: 'cavalry',
      attack: 3, shoot: 1, range: 15, hits: 3, armour: 6, command: null,
      size: 3, points: 80, min: 2, max: null,
      tags: ['all-round', 'human'],
      note: 'Shoot 15 cm from any edge.',
      source: '§11.10',
    },
    {
      id: 'bowmen', name: 'Bowmen', type: 'infantry',
      attack: 3, shoot: 1, range: 30, hits: 3, armour: 0, command: null,
      size: 3, points: 55, min: null, max: null,
      tags: ['human'],
      note: 'Foot archers.',
      source: '§11.10',
    },
    {
      id: 'axemen', name: 'Axemen', type: 'infantry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 6, command: null,
      size: 3, points: 45, min: 2, max: null,
      tags: ['human'],
      note: 'Line infantry.',
      source: '§11.10',
    },
    {
      id: 'bears', name: 'Bears', type: 'infantry',
      attack: 5, shoot: null, range: null, hits: 3, armour: 0, command: null,
      size: 3, points: 85, min: null, max: 1,
      tags: ['extra-charge-bonus', 'must-pursue'],
      note: 'Brigade only with Bears; a further +1 when charging in the open; if they score more hits than they take in a combat\'s first round, each stand strikes one extra attack before the result; must pursue and advance.',
      source: '§11.10',
    },
    {
      id: 'war-wagon', name: 'War Wagon', type: 'artillery',
      attack: 4, shoot: 4,
      shootNote: 'The wagon stand shoots from any edge (over its team and lower friends), target saves one worse, no bounce.',
      range: 30, hits: 5, armour: 4, command: null,
      size: 2, points: 140, min: null, max: 1,
      tags: ['all-round', 'armour-piercing', 'destroyed-on-retreat', 'no-initiative-charge', 'human'],
      note: 'Wagon (4/4) plus team (0/0); 4+ save only while the wagon stand lives; moves 20 cm on artillery terrain, never charges; column or laager (separate order, or initiative); laager is defended, all-round fronts, never driven back, retreats or pursues (dice still confuse on a 6); in column it is destroyed if it must retreat.',
      source: '§11.10',
    },
    {
      id: 'general', name: 'General', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 125, min: 1, max: 1, maxPerArmy: 1,
      tags: [],
      note: 'Army commander; may be upgraded to a Tzarina.',
      source: '§11.10',
    },
    {
      id: 'hero', name: 'Hero', type: 'hero',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 80, min: null, max: 2,
      tags: [],
      note: 'Commands within 60 cm.',
      source: '§11.10',
    },
    {
      id: 'shaman', name: 'Shaman', type: 'wizard',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: 7,
      size: 1, points: 45, min: null, max: 1,
      tags: [],
      note: 'Casts Kislev spells (§8.2).',
      source: '§11.10',
    },
    {
      id: 'bear', name: 'Bear', type: 'monstrous-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 10, min: null, max: 1,
      riders: ['general', 'hero', 'shaman'],
      tags: [],
      note: 'Bear mount, +1 Attack; the Bears\' extra-attack rule does not apply to it.',
      source: '§11.10',
    },
    {
      id: 'tzarina', name: 'Tzarina', type: 'special-mount',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 25, min: null, max: 1,
      riders: ['general'],
      tags: [],
      casts: true,
      castBonusOnce: 1,
      note: 'General upgrade: casts as a Wizard, may take a Wizard item, once per battle +1 to a casting roll; rides a sled, not a chariot.',
      source: '§11.10',
    },
  ],
  spells: ['icy-blast', 'chill', 'monster-bear', 'freeze'],
  armyRules: [
    'Bears may be brigaded only with other Bears (§2.6).',
    'Kislev infantry whose side edge touches a laagered War Wagon\'s wagon stand count as defended against shooting and in the first round when charged (§11.10).',
  ],
  armyTags: [],
  tagExceptions: [],
};
