/**
 * Vermin Swarm: the Advanced army list (rules/t9a_eow.md §10.3, "Vermin Swarm").
 *
 * Copied cell by cell from the digest table. Bloodfur Legate prints no rules (§12.1 D5).
 * "Vermin Legionaires" is spelt as printed.
 */
import type { T9aArmyList } from '../types.ts';

export const VERMIN_SWARM: T9aArmyList = {
  id: 'vermin-swarm',
  name: 'Vermin Swarm',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'witchcraft',
  entries: [
    {
      id: 'swarm-priest',
      name: 'Swarm Priest',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 100 },
        { label: 'Duumvirate', kind: 'base', points: 150, limit: 1 },
        { label: 'Adept', kind: 'base', points: 175 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 5, rsr: null,
        hp: 3, def: 2, res: 3, arm: 1, aeg: null,
        att: 1, off: 2, str: 3, ap: 0, agi: 4,
      },
      rules: ['Apprentice [paths lost]'],
      notes: [
        '100 = Apprentice (the Patrol knows Witchcraft 1–2).',
      ],
    },
    {
      // No rules printed (§12.1 D5).
      id: 'bloodfur-legate',
      name: 'Bloodfur Legate',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        { label: 'on Praet. Brute', kind: 'base', points: 150, mount: 'praetorian-brute' },
        { label: 'Eagle Standard', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 6, rsr: null,
        hp: 3, def: 4, res: 4, arm: 2, aeg: null,
        att: 4, off: 5, str: 5, ap: 2, agi: 6,
      },
      rules: [],
      notes: [
        'No rules printed.',
      ],
    },
    {
      id: 'arena-beast',
      name: 'Arena Beast',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 300 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 6, rsr: null,
        hp: 6, def: 3, res: 5, arm: 2, aeg: 5,
        att: 5, off: 3, str: 7, ap: 3, agi: 3,
      },
      rules: ['Fear', 'Fearless', 'Stomp (D3)', 'Swiftstride', 'Towering'],
    },
    {
      id: 'murmillo-brutes',
      name: 'Murmillo Brutes',
      category: 'special',
      max: 2,
      base: [50, 50],
      options: [
        { label: '2x1', kind: 'base', points: 200, files: 2, ranks: 1 },
        { label: '3x1', kind: 'base', points: 275, files: 3, ranks: 1 },
        { label: 'Eagle Standard', kind: 'upgrade', points: 25 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 6, rsr: null,
        hp: 3, def: 4, res: 5, arm: 2, aeg: null,
        att: 3, off: 3, str: 5, ap: 2, agi: 4,
      },
      rules: ['Rotary Gun (4+)', 'Stomp (1)'],
    },
    {
      id: 'plague-disciples',
      name: 'Plague Disciples',
      category: 'special',
      max: 2,
      base: [20, 20],
      options: [
        { label: '7x2', kind: 'base', points: 175, files: 7, ranks: 2 },
        { label: '7x3', kind: 'base', points: 225, files: 7, ranks: 3 },
        { label: '7x4', kind: 'base', points: 300, files: 7, ranks: 4 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 5, rsr: null,
        hp: 1, def: 2, res: 3, arm: 0, aeg: null,
        att: 3, off: 3, str: 3, ap: 0, agi: 3,
      },
      rules: ['Life is Cheap', 'Poison'],
    },
    {
      id: 'blackfur-veterans',
      name: 'Blackfur Veterans',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x4', kind: 'base', points: 200, files: 5, ranks: 4 },
        { label: '6x4', kind: 'base', points: 250, files: 6, ranks: 4 },
        { label: '6x5', kind: 'base', points: 300, files: 6, ranks: 5 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 6, rsr: null,
        hp: 1, def: 3, res: 2, arm: 2, aeg: null,
        att: 1, off: 4, str: 4, ap: 1, agi: 5,
      },
      rules: ['Cohort Coordination', 'Eagle Standard', 'Life is Cheap'],
    },
    {
      id: 'vermin-velites',
      name: 'Vermin Velites',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 150, files: 5, ranks: 3 },
        { label: '7x3', kind: 'base', points: 200, files: 7, ranks: 3 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 5, rsr: null,
        hp: 1, def: 2, res: 2, arm: 1, aeg: null,
        att: 2, off: 4, str: 3, ap: 0, agi: 4,
      },
      rules: ['Cohort Coordination', 'Life is Cheap', 'Sling (4+)'],
    },
    {
      id: 'vermin-legionaires',
      name: 'Vermin Legionaires',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x5', kind: 'base', points: 175, files: 5, ranks: 5 },
        { label: '5x8', kind: 'base', points: 250, files: 5, ranks: 8 },
        { label: 'Eagle Standard', kind: 'upgrade', points: 25 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 5, rsr: null,
        hp: 1, def: 3, res: 2, arm: 2, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 4,
      },
      rules: ['Cohort Coordination', 'Life is Cheap'],
    },
  ],
};
