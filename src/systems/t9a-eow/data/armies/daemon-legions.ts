/**
 * Daemon Legions: the Advanced army list (rules/t9a_eow.md §10.3, "Daemon Legions").
 *
 * Copied cell by cell from the digest table. Kuulima's Deceiver's Wings and Protean Adept
 * and the Threshing Engine's Horde are printed without "+" and, per the notes under the
 * table, are alternative bases, not upgrades.
 */
import type { T9aArmyList } from '../types.ts';

export const DAEMON_LEGIONS: T9aArmyList = {
  id: 'daemon-legions',
  name: 'Daemon Legions',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'divination',
  entries: [
    {
      id: 'harbinger',
      name: 'Harbinger',
      category: 'character',
      max: 2,
      base: [25, 25],
      options: [
        { label: 'Single', kind: 'base', points: 175 },
        { label: 'on Great Beast', kind: 'base', points: 250, mount: 'great-beast' },
        { label: 'Adept', kind: 'upgrade', points: 75 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 3, def: 5, res: 4, arm: 0, aeg: 4,
        att: 3, off: 5, str: 5, ap: 2, agi: 5,
      },
      rules: ['Daemon Mage', 'Fearless', 'Immortal Denizens', 'Supernal', 'Swiftstride'],
      notes: [
        'Apprentice via Daemon Mage; Adept +75 (the Patrol knows Divination 1–2).',
      ],
    },
    {
      // Single / Wings / Protean Adept: three mutually exclusive bases (note). Wings (Adv 7,
      // Mar 14, Fly) and Protean Adept (Channel, a second Path's spell 1) are not Bestiary mounts.
      id: 'kuulimas-deceiver',
      name: "Kuulima's Deceiver",
      category: 'character',
      max: 1,
      base: [25, 25],
      options: [
        { label: 'Single', kind: 'base', points: 300 },
        { label: 'Wings', kind: 'base', points: 350 },
        { label: 'Protean Adept', kind: 'base', points: 375 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 9, rsr: null,
        hp: 4, def: 6, res: 5, arm: 0, aeg: 4,
        att: 1, off: 8, str: 5, ap: 2, agi: 5,
      },
      rules: [
        'Daemon Mage', 'Fearless', 'Immortal Denizens', 'Know Thyself', 'Poison', 'Supernal',
        'Swiftstride',
      ],
      notes: [
        'Its three base options (foot, Wings, Protean Adept) are mutually exclusive.',
      ],
    },
    {
      id: 'threshing-engine',
      name: 'Threshing Engine',
      category: 'support',
      max: 2,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 150 },
        // Alternative base per the note (book: HP 6, Att 6, 100x100 base, Impact (3D3)).
        { label: 'Horde', kind: 'base', points: 250, limit: 1 },
        { label: 'Conclave', kind: 'upgrade', points: 50, limit: 1 },
      ],
      stats: {
        adv: 10, mar: 10, dis: 7, rsr: null,
        hp: 4, def: 4, res: 4, arm: 0, aeg: 5,
        att: 4, off: 4, str: 3, ap: 3, agi: 3,
      },
      rules: ['Fearless', 'Impact (2D3 Hits, Str 4, AP 3)', 'Supernal', 'Swiftstride'],
      notes: [
        'Horde (0-1) 250 is an alternative base.',
        'Conclave +50 = Spear of Infinity + Immortal Denizens.',
      ],
    },
    {
      id: 'hellhounds',
      name: 'Hellhounds',
      category: 'special',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 150, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 200, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 250, files: 5, ranks: 2 },
      ],
      stats: {
        adv: 9, mar: 18, dis: 7, rsr: null,
        hp: 1, def: 3, res: 4, arm: 0, aeg: 5,
        att: 3, off: 5, str: 3, ap: 0, agi: 4,
      },
      rules: ['Fearless', 'Supernal', 'Swiftstride'],
    },
    {
      // Mar 12 with Adv 9, as printed (the book agrees).
      id: 'veil-serpents',
      name: 'Veil Serpents',
      category: 'special',
      max: 2,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 225, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 275, files: 2, ranks: 2 },
        { label: 'Conclave', kind: 'upgrade', points: 50, limit: 1 },
      ],
      stats: {
        adv: 9, mar: 12, dis: 7, rsr: null,
        hp: 3, def: 4, res: 4, arm: 0, aeg: 5,
        att: 3, off: 4, str: 4, ap: 0, agi: 4,
      },
      rules: [
        'Fearless', 'Fly', 'Light Troops', 'Poison', 'Stomp (1)', 'Supernal', 'Support',
        'Swiftstride',
      ],
      notes: [
        'Conclave +50 = Spear of Infinity + Immortal Denizens.',
      ],
    },
    {
      id: 'imps',
      name: 'Imps',
      category: 'core',
      max: 2,
      base: [25, 25],
      options: [
        { label: '4x2', kind: 'base', points: 150, files: 4, ranks: 2 },
        { label: '6x2', kind: 'base', points: 200, files: 6, ranks: 2 },
        { label: 'Conclave', kind: 'upgrade', points: 50, limit: 1 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 6, rsr: null,
        hp: 1, def: 2, res: 3, arm: 0, aeg: 5,
        att: 1, off: 2, str: 2, ap: 0, agi: 3,
      },
      rules: ['Fearless', 'Supernal', 'Swiftstride', 'Energy Bolts (4+)'],
      notes: [
        'Conclave +50 = Spear of Infinity + Immortal Denizens.',
      ],
    },
    {
      id: 'myrmidons',
      name: 'Myrmidons',
      category: 'core',
      max: 3,
      base: [25, 25],
      options: [
        { label: '3x3', kind: 'base', points: 175, files: 3, ranks: 3 },
        { label: '4x3', kind: 'base', points: 225, files: 4, ranks: 3 },
        { label: '5x3', kind: 'base', points: 275, files: 5, ranks: 3 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 0, aeg: 5,
        att: 1, off: 5, str: 5, ap: 1, agi: 4,
      },
      rules: ['Fearless', 'Supernal', 'Swiftstride', 'Fight in Extra Rank'],
    },
    {
      id: 'lemures',
      name: 'Lemures',
      category: 'core',
      max: 3,
      base: [25, 25],
      options: [
        { label: '5x2', kind: 'base', points: 200, files: 5, ranks: 2 },
        { label: '4x3', kind: 'base', points: 250, files: 4, ranks: 3 },
        { label: '5x3', kind: 'base', points: 300, files: 5, ranks: 3 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 1, def: 5, res: 5, arm: 0, aeg: 5,
        att: 1, off: 3, str: 3, ap: 0, agi: 2,
      },
      rules: ['Fearless', 'Supernal', 'Swiftstride'],
    },
  ],
};
