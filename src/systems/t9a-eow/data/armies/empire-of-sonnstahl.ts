/**
 * Empire of Sonnstahl: the Advanced army list (rules/t9a_eow.md §10.3, "Empire Of Sonnstahl").
 *
 * Copied cell by cell from the digest table. The Steam Tank's Mar '4D3' stays a dice string
 * and its Att/Off '-' are null (§12.1 D6).
 */
import type { T9aArmyList } from '../types.ts';

export const EMPIRE_OF_SONNSTAHL: T9aArmyList = {
  id: 'empire-of-sonnstahl',
  name: 'Empire of Sonnstahl',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'alchemy',
  entries: [
    {
      id: 'wizard',
      name: 'Wizard',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 175 },
        { label: 'on Pegasus', kind: 'base', points: 200, mount: 'pegasus' },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 3, def: 3, res: 3, arm: 1, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 3,
      },
      rules: ['Adept [paths lost]'],
      notes: [
        'Adept: paths lost; the Patrol knows Alchemy 1–2.',
      ],
    },
    {
      id: 'marshal',
      name: 'Marshal',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 150 },
        { label: 'on Horse', kind: 'base', points: 175, mount: 'horse' },
        { label: 'Has 2 Orders', kind: 'upgrade', points: 50, limit: 1 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 9, rsr: null,
        hp: 3, def: 5, res: 4, arm: 3, aeg: null,
        att: 3, off: 5, str: 5, ap: 2, agi: 5,
      },
      rules: ['Orders'],
    },
    {
      // Adv 0, Mar '4D3' rolled, Att/Off '-' → null (§12.1 D6).
      id: 'steam-tank',
      name: 'Steam Tank',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 300 },
        { label: 'Cannon (3+)', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 0, mar: '4D3', dis: 7, rsr: null,
        hp: 6, def: 1, res: 5, arm: 5, aeg: null,
        att: null, off: null, str: 5, ap: 2, agi: 2,
      },
      rules: [
        'Breath (Str 3, AP 2)', 'Fearless', 'Grind (2D3+1)', 'Steam Powered', 'Towering',
        'Unstable',
      ],
      notes: [
        'Mar is 4D3" rolled; no normal attacks, only Grind (2D3+1) at Str 5 AP 2 and Breath (Str 3, AP 2).',
        'Cannon (3+) +50.',
      ],
    },
    {
      id: 'imperial-guard',
      name: 'Imperial Guard',
      category: 'special',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 150, files: 5, ranks: 3 },
        { label: '6x3', kind: 'base', points: 200, files: 6, ranks: 3 },
        { label: '6x4', kind: 'base', points: 300, files: 6, ranks: 4 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 8, rsr: null,
        hp: 1, def: 5, res: 3, arm: 4, aeg: null,
        att: 1, off: 4, str: 4, ap: 1, agi: 3,
      },
      rules: ['Parent & Support'],
      notes: [
        'Parent & Support: a tag used only by Orders.',
      ],
    },
    {
      id: 'reiters',
      name: 'Reiters',
      category: 'special',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 150, files: 5, ranks: 1 },
        { label: '3x2', kind: 'base', points: 175, files: 3, ranks: 2 },
        { label: '4x2', kind: 'base', points: 225, files: 4, ranks: 2, limit: 1 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 7, rsr: null,
        hp: 1, def: 3, res: 3, arm: 2, aeg: null,
        att: 2, off: 4, str: 3, ap: 0, agi: 3,
      },
      rules: ['Brace of Pistols (4+)', 'Light Troops', 'Swiftstride', 'Vanguard'],
    },
    {
      id: 'electoral-cavalry',
      name: 'Electoral Cavalry',
      category: 'core',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 150, files: 5, ranks: 1 },
        { label: '5x2', kind: 'base', points: 275, files: 5, ranks: 2 },
        { label: '4x3', kind: 'base', points: 325, files: 4, ranks: 3 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 8, rsr: null,
        hp: 1, def: 3, res: 3, arm: 5, aeg: null,
        att: 1, off: 3, str: 5, ap: 2, agi: 0,
      },
      rules: ['Swiftstride'],
    },
    {
      id: 'handgunners',
      name: 'Handgunners',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 125, files: 5, ranks: 2 },
        { label: '7x2', kind: 'base', points: 175, files: 7, ranks: 2 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 1, def: 3, res: 3, arm: 0, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 3,
      },
      rules: ['Handgun (4+)', 'Parent & Support'],
      notes: [
        'Parent & Support: a tag used only by Orders.',
      ],
    },
    {
      id: 'spearmen',
      name: 'Spearmen',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x4', kind: 'base', points: 150, files: 5, ranks: 4 },
        { label: '6x4', kind: 'base', points: 175, files: 6, ranks: 4 },
        { label: '6x5', kind: 'base', points: 250, files: 6, ranks: 5 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 1, def: 3, res: 3, arm: 2, aeg: null,
        att: 1, off: 3, str: 3, ap: 1, agi: 3,
      },
      rules: ['Fight in Extra Rank', 'Parent & Support'],
      notes: [
        'Parent & Support: a tag used only by Orders.',
      ],
    },
  ],
};
