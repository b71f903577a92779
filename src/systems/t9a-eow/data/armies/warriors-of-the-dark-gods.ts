/**
 * Warriors of the Dark Gods: the Advanced army list (rules/t9a_eow.md §10.3, "Warriors Of The Dark Gods").
 *
 * Copied cell by cell from the digest table. Barbarians' Hurlers (0-2) 250 is a formation
 * base: 7x3 with Throwing Weapons (5+) (note under the table), so it carries files 7, ranks 3.
 */
import type { T9aArmyList } from '../types.ts';

export const WARRIORS_OF_THE_DARK_GODS: T9aArmyList = {
  id: 'warriors-of-the-dark-gods',
  name: 'Warriors of the Dark Gods',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'occultism',
  entries: [
    {
      id: 'sorcerer',
      name: 'Sorcerer',
      category: 'character',
      max: 2,
      base: [25, 25],
      options: [
        { label: 'Single', kind: 'base', points: 225 },
        { label: 'on War Dais', kind: 'base', points: 275, limit: 1, mount: 'war-dais' },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 8, rsr: null,
        hp: 3, def: 4, res: 4, arm: 3, aeg: null,
        att: 3, off: 5, str: 3, ap: 0, agi: 3,
      },
      rules: ['Adept [paths lost]', 'Battle Fever'],
      notes: [
        'Adept: paths lost; the Patrol knows Occultism 1–2.',
        'War Dais = War Platform.',
      ],
    },
    {
      id: 'chosen-lord',
      name: 'Chosen Lord',
      category: 'character',
      max: 1,
      base: [25, 25],
      options: [
        { label: 'Single', kind: 'base', points: 275 },
        // Alternative base: a Conclave (Spectral Blades) on its own unit; not a mount.
        { label: 'Dark Prelate', kind: 'base', points: 325 },
        { label: 'on Great Beast', kind: 'base', points: 325, mount: 'great-beast' },
      ],
      stats: {
        adv: 5, mar: 10, dis: 9, rsr: null,
        hp: 3, def: 7, res: 5, arm: 3, aeg: null,
        att: 5, off: 8, str: 5, ap: 2, agi: 7,
      },
      rules: ['Fearless', 'Path of the Favoured'],
    },
    {
      id: 'chosen-chariot',
      name: 'Chosen Chariot',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 300 },
      ],
      stats: {
        adv: 7, mar: 7, dis: 8, rsr: null,
        hp: 5, def: 6, res: 5, arm: 5, aeg: null,
        att: 6, off: 6, str: 5, ap: 2, agi: 5,
      },
      rules: [
        'Fear', 'Fearless', 'Impact (D3+1)', 'Light Troops', 'Path of the Favoured', 'Swiftstride',
        'Towering',
      ],
    },
    {
      // Mar 14 with Adv 8, as printed (the book and the Patrol agree).
      id: 'warrior-knights',
      name: 'Warrior Knights',
      category: 'special',
      max: 3,
      base: [25, 50],
      options: [
        { label: '3x1', kind: 'base', points: 150, files: 3, ranks: 1 },
        { label: '5x1', kind: 'base', points: 250, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 375, files: 4, ranks: 2 },
      ],
      stats: {
        adv: 8, mar: 14, dis: 8, rsr: null,
        hp: 1, def: 5, res: 4, arm: 5, aeg: null,
        att: 2, off: 5, str: 6, ap: 3, agi: 0,
      },
      rules: ['Fearless', 'Path of the Favoured', 'Swiftstride'],
    },
    {
      id: 'feldraks',
      name: 'Feldraks',
      category: 'special',
      max: 3,
      base: [50, 75],
      options: [
        { label: '2x1', kind: 'base', points: 200, files: 2, ranks: 1 },
        { label: '3x1', kind: 'base', points: 300, files: 3, ranks: 1 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 9, rsr: null,
        hp: 4, def: 4, res: 5, arm: 3, aeg: null,
        att: 3, off: 4, str: 5, ap: 2, agi: 3,
      },
      rules: ['Fear', 'Stomp (1)', 'Swiftstride', 'Towering'],
    },
    {
      id: 'fallen',
      name: 'Fallen',
      category: 'core',
      max: 1,
      base: [25, 25],
      options: [
        { label: '4x1', kind: 'base', points: 125, files: 4, ranks: 1 },
        { label: '4x2', kind: 'base', points: 200, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 250, files: 5, ranks: 2 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 8, rsr: null,
        hp: 1, def: 2, res: 4, arm: 3, aeg: null,
        att: 3, off: 5, str: 4, ap: 1, agi: 4,
      },
      rules: ['Fearless', 'Light Troops', 'Path of the Exiled'],
    },
    {
      id: 'warriors',
      name: 'Warriors',
      category: 'core',
      max: 3,
      base: [25, 25],
      options: [
        { label: '4x2', kind: 'base', points: 200, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 250, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 350, files: 5, ranks: 3 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 8, rsr: null,
        hp: 1, def: 5, res: 4, arm: 3, aeg: null,
        att: 2, off: 5, str: 5, ap: 2, agi: 4,
      },
      rules: ['Fearless', 'Path of the Favoured'],
    },
    {
      id: 'barbarians',
      name: 'Barbarians',
      category: 'core',
      max: 3,
      base: [25, 25],
      options: [
        { label: '5x3', kind: 'base', points: 175, files: 5, ranks: 3 },
        { label: '5x5', kind: 'base', points: 250, files: 5, ranks: 5 },
        // Formation base: 7x3 with Throwing Weapons (5+) (note); files/ranks from the note.
        { label: 'Hurlers', kind: 'base', points: 250, files: 7, ranks: 3, limit: 2 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 1, def: 4, res: 3, arm: 2, aeg: null,
        att: 1, off: 4, str: 4, ap: 1, agi: 3,
      },
      rules: ['Battle Fever', 'Fight in Extra Rank'],
      notes: [
        'Hurlers (0-2) 250 = 7×3 with Throwing Weapons (5+).',
      ],
    },
  ],
};
