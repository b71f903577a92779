/**
 * Sylvan Elves: the Advanced army list (rules/t9a_eow.md §10.3, "Sylvan Elves").
 *
 * Copied cell by cell from the digest table. Wild Hunter = on Great Elk (§10.1). Treefather
 * base 75x50 (wider than deep) as printed.
 */
import type { T9aArmyList } from '../types.ts';

export const SYLVAN_ELVES: T9aArmyList = {
  id: 'sylvan-elves',
  name: 'Sylvan Elves',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'shamanism',
  entries: [
    {
      id: 'druid',
      name: 'Druid',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 200 },
        { label: 'on Unicorn', kind: 'base', points: 225, mount: 'unicorn' },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 3, def: 4, res: 3, arm: 0, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 5,
      },
      rules: ['Adept [paths lost]', 'Forest Walker', 'Lightning Reflexes', 'Sylvan Longbow (3+)'],
      notes: [
        'Adept: paths lost; the Patrol knows Shamanism 1–2.',
      ],
    },
    {
      id: 'chieftain',
      name: 'Chieftain',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        { label: 'on Elven Horse', kind: 'base', points: 150, mount: 'elven-horse' },
        { label: 'Wild Hunter', kind: 'base', points: 200, mount: 'great-elk' },
      ],
      stats: {
        adv: 5, mar: 10, dis: 9, rsr: null,
        hp: 3, def: 6, res: 3, arm: 2, aeg: null,
        att: 4, off: 7, str: 4, ap: 2, agi: 7,
      },
      rules: ['Forest Walker', 'Lightning Reflexes', 'Sylvan Longbow (1+)'],
      notes: [
        'Sylvan Longbow (1+); Wild Hunter = on Great Elk.',
      ],
    },
    {
      id: 'treefather',
      name: 'Treefather',
      category: 'support',
      max: 1,
      base: [75, 50],
      options: [
        { label: 'Single', kind: 'base', points: 325 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 5, def: 5, res: 5, arm: 4, aeg: 5,
        att: 5, off: 5, str: 6, ap: 3, agi: 2,
      },
      rules: ['Fear', 'Fearless', 'Forest Walker', 'Impaling Roots (3+)', 'Towering', 'Stomp (D3)'],
    },
    {
      id: 'wild-huntsmen',
      name: 'Wild Huntsmen',
      category: 'special',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 225, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 275, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 325, files: 5, ranks: 2 },
      ],
      stats: {
        adv: 9, mar: 18, dis: 9, rsr: null,
        hp: 1, def: 3, res: 3, arm: 2, aeg: 6,
        att: 3, off: 6, str: 4, ap: 2, agi: 6,
      },
      rules: [
        'Devastating (+1 Att)', 'Fearless', 'Frenzy', 'Forest Walker', 'Lightning Reflexes',
        'Swiftstride',
      ],
    },
    {
      id: 'blade-dancers',
      name: 'Blade Dancers',
      category: 'special',
      max: 2,
      base: [20, 20],
      options: [
        { label: '4x2', kind: 'base', points: 200, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 250, files: 5, ranks: 2 },
        { label: '6x2', kind: 'base', points: 300, files: 6, ranks: 2 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 6, res: 3, arm: 0, aeg: 6,
        att: 2, off: 6, str: 4, ap: 2, agi: 6,
      },
      rules: [
        'Dances of Cenyrn', 'Fearless', 'Forest Walker', 'Light Troops', 'Lightning Reflexes',
      ],
    },
    {
      id: 'dryads',
      name: 'Dryads',
      category: 'core',
      max: 2,
      base: [25, 25],
      options: [
        { label: '4x2', kind: 'base', points: 125, files: 4, ranks: 2 },
        { label: '5x3', kind: 'base', points: 250, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 325, files: 5, ranks: 4 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 4, res: 4, arm: 0, aeg: 5,
        att: 2, off: 4, str: 4, ap: 1, agi: 5,
      },
      rules: ['Fearless', 'Forest Walker'],
    },
    {
      id: 'sylvan-archers',
      name: 'Sylvan Archers',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 175, files: 5, ranks: 2 },
        { label: '7x2', kind: 'base', points: 250, files: 7, ranks: 2 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 0, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 5,
      },
      rules: ['Forest Walker', 'Lightning Reflexes', 'Sylvan Longbow (3+)'],
    },
    {
      id: 'heath-hunters',
      name: 'Heath Hunters',
      category: 'core',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 175, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 275, files: 4, ranks: 2 },
        { label: 'Ambush', kind: 'upgrade', points: 25, limit: 1 },
      ],
      stats: {
        adv: 9, mar: 18, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 2, aeg: null,
        att: 1, off: 4, str: 3, ap: 1, agi: 5,
      },
      rules: [
        'Forest Walker', 'Light Troops', 'Lightning Reflexes', 'Swiftstride', 'Sylvan Longbow (3+)',
        'Vanguard',
      ],
    },
  ],
};
