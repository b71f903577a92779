/**
 * Ogre Khans: the Advanced army list (rules/t9a_eow.md §10.3, "Ogre Khans").
 *
 * Copied cell by cell from the digest table. The Shaman's Adept 225 / Master 275 and the
 * Khan's Splitter / Cult Leader are printed without "+": alternative bases (notes).
 */
import type { T9aArmyList } from '../types.ts';

export const OGRE_KHANS: T9aArmyList = {
  id: 'ogre-khans',
  name: 'Ogre Khans',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'thaumaturgy',
  entries: [
    {
      // Single 150 = Apprentice; Adept 225 / Master 275 are alternative bases (note).
      id: 'shaman',
      name: 'Shaman',
      category: 'character',
      max: 2,
      base: [40, 40],
      options: [
        { label: 'Single', kind: 'base', points: 150 },
        { label: 'Adept', kind: 'base', points: 225 },
        { label: 'Master', kind: 'base', points: 275 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 8, rsr: null,
        hp: 4, def: 5, res: 4, arm: 2, aeg: null,
        att: 4, off: 4, str: 4, ap: 1, agi: 2,
      },
      rules: ['Apprentice [paths lost]', 'Impact (1)', 'Iron Fist', 'Stomp (1)'],
      notes: [
        '150 = Apprentice; Adept 225 and Master 275 are alternative bases (the Patrol knows Thaumaturgy 1–2).',
      ],
    },
    {
      id: 'khan',
      name: 'Khan',
      category: 'character',
      max: 2,
      base: [40, 40],
      options: [
        { label: 'Single', kind: 'base', points: 200 },
        { label: 'Splitter', kind: 'base', points: 250, limit: 1 },
        { label: 'Cult Leader', kind: 'base', points: 250, limit: 1 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 8, rsr: null,
        hp: 4, def: 5, res: 5, arm: 2, aeg: null,
        att: 5, off: 6, str: 5, ap: 2, agi: 3,
      },
      rules: ['Brace of Ogre Pistols (4+)', 'Impact (D3)', 'Stomp (1)'],
      notes: [
        'Splitter and Cult Leader are alternative bases.',
      ],
    },
    {
      // Mar 14 with Adv 8, as printed (the book agrees).
      id: 'tusker-cavalry',
      name: 'Tusker Cavalry',
      category: 'support',
      max: 2,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 150 },
      ],
      stats: {
        adv: 8, mar: 14, dis: 8, rsr: null,
        hp: 3, def: 3, res: 5, arm: 4, aeg: null,
        att: 6, off: 3, str: 5, ap: 2, agi: 2,
      },
      rules: ['Fear', 'Impact (D3)', 'Stomp (1)', 'Swiftstride', 'Towering'],
    },
    {
      id: 'bombardiers',
      name: 'Bombardiers',
      category: 'special',
      max: 2,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 175, files: 3, ranks: 1 },
        { label: '4x1', kind: 'base', points: 225, files: 4, ranks: 1 },
        { label: '3x2', kind: 'base', points: 350, files: 3, ranks: 2, limit: 1 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 7, rsr: null,
        hp: 3, def: 3, res: 4, arm: 1, aeg: null,
        att: 3, off: 3, str: 4, ap: 1, agi: 2,
      },
      rules: ['Hand Cannon (4+)', 'Impact (1)', 'Stomp (1)', 'Support'],
    },
    {
      id: 'yetis',
      name: 'Yetis',
      category: 'special',
      max: 2,
      base: [40, 40],
      options: [
        { label: '2x1', kind: 'base', points: 150, files: 2, ranks: 1 },
        { label: '3x1', kind: 'base', points: 200, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 250, files: 2, ranks: 2 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 8, rsr: null,
        hp: 3, def: 3, res: 4, arm: 2, aeg: null,
        att: 4, off: 4, str: 5, ap: 2, agi: 3,
      },
      rules: ['Fear', 'Stomp (1)', 'Support', 'Swiftstride', 'Touch of Frost', 'Vanguard'],
    },
    {
      id: 'scraplings',
      name: 'Scraplings',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x4', kind: 'base', points: 100, files: 5, ranks: 4 },
        { label: '5x6', kind: 'base', points: 150, files: 5, ranks: 6 },
        { label: '5x8', kind: 'base', points: 200, files: 5, ranks: 8 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 6, rsr: null,
        hp: 1, def: 3, res: 3, arm: 1, aeg: null,
        att: 1, off: 2, str: 3, ap: 0, agi: 3,
      },
      rules: ['Insignificant'],
    },
    {
      id: 'tribesmen',
      name: 'Tribesmen',
      category: 'core',
      max: 2,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 150, files: 3, ranks: 1 },
        { label: '4x1', kind: 'base', points: 200, files: 4, ranks: 1 },
        { label: '3x2', kind: 'base', points: 275, files: 3, ranks: 2 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 7, rsr: null,
        hp: 3, def: 3, res: 4, arm: 1, aeg: null,
        att: 4, off: 4, str: 4, ap: 1, agi: 2,
      },
      rules: ['Impact (1)', 'Stomp (1)', 'Support'],
    },
    {
      id: 'bruisers',
      name: 'Bruisers',
      category: 'core',
      max: 2,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 175, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 250, files: 2, ranks: 2 },
        { label: '3x2', kind: 'base', points: 350, files: 3, ranks: 2 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 8, rsr: null,
        hp: 3, def: 3, res: 4, arm: 2, aeg: null,
        att: 3, off: 3, str: 6, ap: 3, agi: 0,
      },
      rules: ['Impact (1 Hit, Str 4, AP 1)', 'Stomp (1 Hit, Str 4, AP 1)', 'Support'],
    },
  ],
};
