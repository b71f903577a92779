/**
 * Undying Dynasties: the Advanced army list (rules/t9a_eow.md §10.3, "Undying Dynasties").
 *
 * Copied cell by cell from the digest table (Adv/Mar/Dis/Rsr). Death Cult Hierarchy's Adept
 * and Hierophant and the Sphinx's two variants are alternative bases. Nomarch foot and
 * Skeletal Horse both 125 (§12.1 D9).
 */
import type { T9aArmyList } from '../types.ts';

export const UNDYING_DYNASTIES: T9aArmyList = {
  id: 'undying-dynasties',
  name: 'Undying Dynasties',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'cosmology',
  entries: [
    {
      id: 'death-cult-hierarchy',
      name: 'Death Cult Hierarchy',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 100 },
        { label: 'Adept', kind: 'base', points: 175 },
        { label: 'Hierophant', kind: 'base', points: 250, limit: 1 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: 1,
        hp: 3, def: 3, res: 3, arm: 0, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 2,
      },
      rules: ['Apprentice [paths lost]', 'Death is Only...', 'Fearless', 'Undead', 'Unstable'],
      notes: [
        '100 = Apprentice; Adept 175; Hierophant (0-1) 250 = Master (the Patrol knows Cosmology 1–2).',
      ],
    },
    {
      // Foot and Skeletal Horse both 125, as printed (§12.1 D9).
      id: 'nomarch',
      name: 'Nomarch',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        { label: 'on Skeletal Horse', kind: 'base', points: 125, mount: 'skeletal-horse' },
        { label: 'on Skelet. Chariot', kind: 'base', points: 175, mount: 'skeleton-chariot' },
      ],
      stats: {
        adv: 4, mar: 8, dis: 9, rsr: 1,
        hp: 3, def: 4, res: 5, arm: 2, aeg: null,
        att: 3, off: 5, str: 4, ap: 1, agi: 3,
      },
      rules: ['Aspen Bow (4+)', 'Fear', 'Fearless', 'Undead', 'Unstable', 'Undying Will'],
      notes: [
        'Foot and Skeletal Horse both cost 125.',
      ],
    },
    {
      id: 'sphinx',
      name: 'Sphinx',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Battle Sphinx', kind: 'base', points: 325 },
        { label: 'Dread Sphinx', kind: 'base', points: 325 },
      ],
      stats: {
        adv: 5, mar: 12, dis: 8, rsr: 1,
        hp: 5, def: 4, res: 6, arm: 3, aeg: null,
        att: 5, off: 4, str: 5, ap: 2, agi: 1,
      },
      rules: [
        'Fear', 'Fearless', 'Poison', 'Stomp (D3, Str 5, AP 2)', 'Swiftstride', 'Towering',
        'Undead', 'Unstable',
      ],
      notes: [
        'Battle or Dread variant.',
      ],
    },
    {
      id: 'shabtis',
      name: 'Shabtis',
      category: 'special',
      max: 3,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 175, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 250, files: 2, ranks: 2 },
        { label: '3x2', kind: 'base', points: 375, files: 3, ranks: 2 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 8, rsr: 1,
        hp: 3, def: 4, res: 4, arm: 3, aeg: null,
        att: 3, off: 4, str: 5, ap: 2, agi: 3,
      },
      rules: ['Fear', 'Fearless', 'Stomp (1)', 'Support', 'Undead', 'Unstable'],
    },
    {
      id: 'necropolis-guard',
      name: 'Necropolis Guard',
      category: 'special',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 175, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 250, files: 5, ranks: 4 },
        { label: '6x4', kind: 'base', points: 300, files: 6, ranks: 4 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 8, rsr: 2,
        hp: 1, def: 3, res: 4, arm: 1, aeg: null,
        att: 2, off: 4, str: 4, ap: 1, agi: 3,
      },
      rules: ['Fearless', 'Poison', 'Undead', 'Unstable'],
    },
    {
      id: 'skeleton-archers',
      name: 'Skeleton Archers',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 150, files: 5, ranks: 3 },
        { label: '7x3', kind: 'base', points: 200, files: 7, ranks: 3 },
        { label: '7x4', kind: 'base', points: 250, files: 7, ranks: 4 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 4, rsr: 3,
        hp: 1, def: 2, res: 3, arm: 1, aeg: null,
        att: 1, off: 2, str: 3, ap: 0, agi: 2,
      },
      rules: ['Aspen Bow (5+)', 'Fearless', 'Undead', 'Unstable'],
    },
    {
      id: 'skeleton-chariots',
      name: 'Skeleton Chariots',
      category: 'core',
      max: 3,
      base: [50, 100],
      options: [
        { label: '2x1', kind: 'base', points: 175, files: 2, ranks: 1 },
        { label: '3x1', kind: 'base', points: 250, files: 3, ranks: 1 },
      ],
      stats: {
        adv: 8, mar: 10, dis: 7, rsr: 2,
        hp: 3, def: 3, res: 4, arm: 3, aeg: null,
        att: 4, off: 3, str: 4, ap: 1, agi: 2,
      },
      rules: [
        'Aspen Bow (5+)', 'Fearless', 'Impact (D3+1)', 'Light Troops', 'Swiftstride', 'Undead',
        'Unstable',
      ],
    },
    {
      id: 'skeleton-cavalry',
      name: 'Skeleton Cavalry',
      category: 'core',
      max: 2,
      base: [25, 50],
      options: [
        { label: '4x2', kind: 'base', points: 125, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 150, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 225, files: 5, ranks: 3 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 6, rsr: 2,
        hp: 1, def: 3, res: 3, arm: 3, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 2,
      },
      rules: [
        'Devastating (+1 Str, +1 AP)', 'Fearless', 'Swiftstride', 'Undead', 'Unstable', 'Vanguard',
      ],
    },
  ],
};
