/**
 * The Daemon army list (rules/warmaster.md §11.13; [C] lines ~5612-5655).
 *
 * The source prints most Min/Max cells as "-4", "-3"; the digest reads them as –/4, –/3.
 * The Daemon Lord is one row with a Hero and a Wizard option; per §13 A28 it is split into
 * two entries (Hero +2, 100 pts; Wizard +1, 100 + 25 = 125 pts), both Command 8, sharing
 * one allowance of 2 per 1000 points (sharedLimit 'daemon-lord'). Every unit ignores terror
 * (armyTags).
 */
import type { WmArmy } from '../types.ts';

export const DAEMONS: WmArmy = {
  id: 'daemons',
  name: 'Daemons',
  section: '§11.13',
  units: [
    {
      id: 'daemon-hordes', name: 'Daemon Hordes', type: 'infantry',
      attack: 4, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 75, min: 3, max: null,
      tags: [],
      note: 'Daemonic infantry.',
      source: '§11.13',
    },
    {
      id: 'daemon-swarm', name: 'Daemon Swarm', type: 'infantry',
      attack: 2, shoot: null, range: null, hits: 4, armour: 6, command: null,
      size: 3, points: 45, min: null, max: 4,
      tags: ['no-drive-back', 'no-magic-items'],
      note: 'Ignores shooting drive backs; no magic items.',
      source: '§11.13',
    },
    {
      id: 'daemon-cavalry', name: 'Daemon Cavalry', type: 'cavalry',
      attack: 4, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 110, min: null, max: 3,
      tags: [],
      note: 'Daemonic riders.',
      source: '§11.13',
    },
    {
      id: 'daemon-hounds', name: 'Daemon Hounds', type: 'cavalry',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 90, min: null, max: 2,
      tags: [],
      note: 'Daemonic beasts fighting as cavalry.',
      source: '§11.13',
    },
    {
      id: 'daemon-chariots', name: 'Daemon Chariots', type: 'chariot',
      attack: 3, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 95, min: null, max: 3,
      tags: [],
      note: 'Chariots.',
      source: '§11.13',
    },
    {
      id: 'daemon-beasts', name: 'Daemon Beasts', type: 'monster',
      attack: 5, shoot: null, range: null, hits: 4, armour: 5, command: null,
      size: 3, points: 220, min: null, max: 1,
      tags: [],
      note: 'Monster unit.',
      source: '§11.13',
    },
    {
      id: 'daemon-flyers', name: 'Daemon Flyers', type: 'monster',
      attack: 2, shoot: null, range: null, hits: 3, armour: 5, command: null,
      size: 3, points: 80, min: null, max: 1,
      tags: ['fly', 'never-evade'],
      note: 'Flyers based on the long edge like infantry.',
      source: '§11.13',
    },
    {
      id: 'greater-daemon', name: 'Greater Daemon', type: 'monster',
      attack: 8, shoot: null, range: null, hits: 6, armour: 4, command: null,
      size: 1, points: 300, min: null, max: 1,
      tags: ['fly', 'never-evade', 'terror'],
      badlyHurt: { from: 3, to: 5, hits: 3, attack: 4 },
      note: 'Flies whatever the model; causes terror; badly hurt on 3-5 hits: 3 Hits, 4 Attacks.',
      source: '§11.13',
    },
    {
      id: 'daemon-overlord', name: 'Daemon Overlord', type: 'general',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 9,
      size: 1, points: 135, min: 1, max: 1, maxPerArmy: 1,
      tags: ['fly'],
      note: 'General; flies; for +25 points also a Wizard (then may take a General or Wizard item).',
      source: '§11.13',
    },
    {
      id: 'daemon-lord-hero', name: 'Daemon Lord (Hero)', type: 'hero',
      attack: 2, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 100, min: null, max: 2,
      sharedLimit: 'daemon-lord',
      tags: ['fly'],
      note: 'Daemon Lord taken as a Hero; flies; at most 2 Daemon Lords of either kind per 1000 points (§13 A28).',
      source: '§11.13',
    },
    {
      id: 'daemon-lord-wizard', name: 'Daemon Lord (Wizard)', type: 'wizard',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: 8,
      size: 1, points: 125, min: null, max: 2,
      sharedLimit: 'daemon-lord',
      tags: ['fly'],
      note: 'Daemon Lord taken as a Wizard (100 + 25 pts); flies; shares the Hero option\'s allowance (§13 A28).',
      source: '§11.13',
    },
    {
      id: 'favour-of-the-gods', name: 'Favour of the Gods', type: 'special-mount',
      attack: 1, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 50, min: null, max: 1,
      riders: ['daemon-overlord', 'daemon-lord-hero', 'daemon-lord-wizard'],
      tags: ['terror'],
      note: 'Upgrade for the Overlord or a Daemon Lord: +1 Attack and the character causes terror.',
      source: '§11.13',
    },
  ],
  // The Overlord's Wizard powers are in his note (+25 points), not a row of the table.
  extras: [
    {
      id: 'wizard-powers', name: 'Wizard powers', type: 'special-mount',
      attack: 0, shoot: null, range: null, hits: null, armour: 0, command: null,
      size: 0, points: 25, min: null, max: 1,
      riders: ['daemon-overlord'],
      tags: [],
      casts: true,
      note: 'Upgrade for the Daemon Overlord: he casts Daemon spells as a Wizard and may take a Wizard item instead of a General item (§8.1).',
      source: '§11.13',
    },
  ],
  spells: ['summon-daemons', 'daemonic-rage', 'sorcerous-blast', 'frenzy-of-chaos'],
  armyRules: [
    'Every Daemon unit ignores the terror penalty (§5.2).',
    'Daemonic Instability: at the start of its Command phase each unit that has lost a stand rolls D6 (−1 if down to 1 of 3): 0-1 destroyed with its characters, 2-3 confused, 4-5 no effect but confusion ends, 6 regains a stand (§11.13).',
    'The Daemon Overlord and Daemon Lords fly; the Overlord may buy Wizard powers for +25 points (§8.1).',
  ],
  armyTags: ['immune-terror'],
  tagExceptions: [],
};
