/**
 * Beast Herds: the Advanced army list (rules/t9a_eow.md §10.3, "Beast Herds").
 *
 * Copied cell by cell from the digest table; options "+N" are upgrades, the others
 * alternative bases. Mount options resolve through MOUNT_ALIASES ("Raid. Chariot").
 */
import type { T9aArmyList } from '../types.ts';

export const BEAST_HERDS: T9aArmyList = {
  id: 'beast-herds',
  name: 'Beast Herds',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'druidism',
  entries: [
    {
      id: 'soothsayer',
      name: 'Soothsayer',
      category: 'character',
      max: 2,
      base: [25, 25],
      options: [
        { label: 'Single', kind: 'base', points: 200 },
        { label: 'on Raid. Chariot', kind: 'base', points: 225, mount: 'raiding-chariot' },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 3, def: 4, res: 5, arm: 0, aeg: null,
        att: 2, off: 5, str: 3, ap: 0, agi: 3,
      },
      rules: ['Adept [paths lost]', 'Ambushing Party', 'Primal Instinct'],
      notes: [
        'Adept: Path icons lost; the Patrol knows Druidism 1–2.',
      ],
    },
    {
      id: 'beast-chieftain',
      name: 'Beast Chieftain',
      category: 'character',
      max: 2,
      base: [25, 25],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        { label: 'on Raid. Chariot', kind: 'base', points: 225, mount: 'raiding-chariot' },
        { label: 'Great Totem', kind: 'upgrade', points: 75, limit: 1 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 3, def: 5, res: 5, arm: 2, aeg: null,
        att: 3, off: 5, str: 6, ap: 3, agi: 0,
      },
      rules: ['Ambushing Party', 'Primal Instinct'],
      notes: [
        'Great Totem (0-1) +75.',
      ],
    },
    {
      id: 'cyclops',
      name: 'Cyclops',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 300 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 8, rsr: null,
        hp: 6, def: 2, res: 5, arm: 0, aeg: 5,
        att: 5, off: 2, str: 6, ap: 3, agi: 3,
      },
      rules: ['Fear', 'Fearless', 'Hurl Attack (4+)', 'Stomp (D3)', 'Towering'],
    },
    {
      id: 'minotaurs',
      name: 'Minotaurs',
      category: 'special',
      max: 3,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 225, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 300, files: 2, ranks: 2 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 7, rsr: null,
        hp: 3, def: 4, res: 4, arm: 2, aeg: null,
        att: 3, off: 4, str: 5, ap: 2, agi: 3,
      },
      rules: ['Fearless', 'Frenzy', 'Impact (1)', 'Primal Instinct', 'Stomp (1)', 'Support'],
    },
    {
      id: 'centaurs',
      name: 'Centaurs',
      category: 'special',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 175, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 250, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 300, files: 5, ranks: 2 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 7, rsr: null,
        hp: 1, def: 5, res: 4, arm: 2, aeg: null,
        att: 2, off: 4, str: 4, ap: 1, agi: 3,
      },
      rules: [
        'Devastating (+1 Str, +1 AP)', 'Fearless', 'Primal Instinct', 'Swiftstride',
        'Throwing Weapons (5+)',
      ],
    },
    {
      id: 'mongrel-herd',
      name: 'Mongrel Herd',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 125, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 175, files: 5, ranks: 4 },
        { label: '6x5', kind: 'base', points: 250, files: 6, ranks: 5 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 6, rsr: null,
        hp: 1, def: 3, res: 3, arm: 1, aeg: null,
        att: 1, off: 3, str: 3, ap: 1, agi: 3,
      },
      rules: ['Primal Instinct', 'Fight in Extra Rank'],
    },
    {
      id: 'wildhorn-herd',
      name: 'Wildhorn Herd',
      category: 'core',
      max: 3,
      base: [25, 25],
      options: [
        { label: '5x3', kind: 'base', points: 150, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 200, files: 5, ranks: 4 },
        { label: '6x4', kind: 'base', points: 250, files: 6, ranks: 4 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 7, rsr: null,
        hp: 1, def: 4, res: 4, arm: 0, aeg: null,
        att: 2, off: 5, str: 3, ap: 0, agi: 3,
      },
      rules: ['Primal Instinct', 'Throwing Weapons (5+)'],
    },
    {
      id: 'mongrel-raiders',
      name: 'Mongrel Raiders',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 100, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 150, files: 5, ranks: 3 },
        { label: '6x3', kind: 'base', points: 175, files: 6, ranks: 3 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 6, rsr: null,
        hp: 1, def: 3, res: 3, arm: 0, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 3,
      },
      rules: ['Bow (4+)', 'Light Troops', 'Primal Instinct'],
    },
  ],
};
