/**
 * Infernal Dwarves: the Advanced army list (rules/t9a_eow.md §10.3, "Infernal Dwarves").
 *
 * Entries are in the digest's (scrambled) order; categories are the digest's inferred Cat
 * column. Taurukh Ritual (Adv 7, Mar 14, Swiftstride, Impact (1), 25x50 base) is an army
 * rule, not a Bestiary mount, so its options carry no mount. Infernal Engine: Titan Mortar vs
 * Rock Crusher (§12.1 D7); Att/Off '-' are null.
 */
import type { T9aArmyList } from '../types.ts';

export const INFERNAL_DWARVES: T9aArmyList = {
  id: 'infernal-dwarves',
  name: 'Infernal Dwarves',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'alchemy',
  entries: [
    {
      id: 'taurukh-enforcers',
      name: 'Taurukh Enforcers',
      category: 'special',
      max: 2,
      base: [25, 50],
      options: [
        { label: '3x1', kind: 'base', points: 175, files: 3, ranks: 1 },
        { label: '5x1', kind: 'base', points: 250, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 325, files: 4, ranks: 2 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 9, rsr: null,
        hp: 1, def: 4, res: 5, arm: 3, aeg: null,
        att: 3, off: 5, str: 4, ap: 1, agi: 2,
      },
      rules: ['Infernal Brand', 'Impact (1)', 'Swiftstride'],
    },
    {
      id: 'kadim-incarnates',
      name: 'Kadim Incarnates',
      category: 'special',
      max: 2,
      base: [40, 40],
      options: [
        { label: '2x1', kind: 'base', points: 175, files: 2, ranks: 1 },
        { label: '3x1', kind: 'base', points: 225, files: 3, ranks: 1 },
        { label: '4x1', kind: 'base', points: 275, files: 4, ranks: 1 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 6, rsr: null,
        hp: 3, def: 3, res: 4, arm: 2, aeg: 5,
        att: 3, off: 3, str: 5, ap: 2, agi: 3,
      },
      rules: ['Fear', 'Fearless', 'Fly', 'Insignificant', 'Stomp (1)', 'Supernal', 'Swiftstride'],
    },
    {
      id: 'prophet',
      name: 'Prophet',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 250 },
        // An army rule (Adv 7, Mar 14, Swiftstride, Impact (1), 25x50), not a Bestiary mount.
        { label: 'Taurukh Ritual', kind: 'base', points: 275 },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 3, def: 4, res: 5, arm: 3, aeg: null,
        att: 2, off: 4, str: 4, ap: 1, agi: 2,
      },
      rules: ['Infernal Brand', 'Adept [paths lost]'],
      notes: [
        'Adept: paths lost; the Patrol knows Alchemy 1–2.',
      ],
    },
    {
      id: 'citadel-guard',
      name: 'Citadel Guard',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 275, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 350, files: 5, ranks: 3 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 1, def: 4, res: 4, arm: 3, aeg: null,
        att: 1, off: 4, str: 5, ap: 2, agi: 2,
      },
      rules: ['Infernal Brand', 'Flintlock Axe (3+)'],
    },
    {
      id: 'vizier',
      name: 'Vizier',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        // An army rule (Adv 7, Mar 14, Swiftstride, Impact (1), 25x50), not a Bestiary mount.
        { label: 'Taurukh Ritual', kind: 'base', points: 175 },
        // "on Bull" = Bull (of Shamut) (§10.1).
        { label: 'on Bull', kind: 'base', points: 300, limit: 1, mount: 'bull-of-shamut' },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 3, def: 6, res: 5, arm: 3, aeg: null,
        att: 3, off: 6, str: 5, ap: 2, agi: 3,
      },
      rules: ['Infernal Brand', 'Flintlock Axe (2+)'],
    },
    {
      id: 'vassal-levies',
      name: 'Vassal Levies',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x4', kind: 'base', points: 150, files: 5, ranks: 4 },
        { label: '5x5', kind: 'base', points: 175, files: 5, ranks: 5 },
        { label: '5x6', kind: 'base', points: 200, files: 5, ranks: 6 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 1, def: 3, res: 3, arm: 2, aeg: null,
        att: 1, off: 3, str: 3, ap: 1, agi: 3,
      },
      rules: ['Insignificant', 'Fight in Extra Rank'],
    },
    {
      // Titan Mortar / Rock Crusher are alternative bases (§12.1 D7); Att/Off '-' → null.
      id: 'infernal-engine',
      name: 'Infernal Engine',
      category: 'support',
      max: 1,
      base: [60, 100],
      options: [
        { label: 'Titan Mortar', kind: 'base', points: 300 },
        { label: 'Rock Crusher', kind: 'base', points: 350 },
      ],
      stats: {
        adv: 6, mar: 10, dis: 9, rsr: null,
        hp: 6, def: 3, res: 5, arm: 4, aeg: null,
        att: null, off: null, str: 6, ap: 3, agi: 2,
      },
      rules: [
        'Fear', 'Fearless', 'Grind (D3)', 'Impact (2D3)', 'Infernal Brand', 'Steam Ahead!',
        'Towering', 'Unstable',
      ],
      notes: [
        'Titan Mortar vs Rock Crusher (D7); no normal attacks.',
      ],
    },
    {
      id: 'infernal-warriors',
      name: 'Infernal Warriors',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 150, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 225, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 275, files: 5, ranks: 4 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 1, def: 5, res: 4, arm: 4, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 2,
      },
      rules: ['Infernal Brand'],
    },
  ],
};
