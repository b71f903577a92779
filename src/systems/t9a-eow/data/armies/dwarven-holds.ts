/**
 * Dwarven Holds: the Advanced army list (rules/t9a_eow.md §10.3, "Dwarven Holds").
 *
 * Copied cell by cell from the digest table. Runic Smith's Battle Runes (0-1) 225 is an
 * alternative base (note under the table). Seekers print Vanguard in their rules *and* sell it
 * for +25 (§12.1 D8): the rules cell is kept as printed; the engine grants Vanguard only if bought.
 */
import type { T9aArmyList } from '../types.ts';

export const DWARVEN_HOLDS: T9aArmyList = {
  id: 'dwarven-holds',
  name: 'Dwarven Holds',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'battle-runes',
  entries: [
    {
      id: 'thane',
      name: 'Thane',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 150 },
        { label: 'on Shield Bearers', kind: 'base', points: 200, mount: 'shield-bearers' },
        { label: 'King', kind: 'upgrade', points: 75 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 3, def: 6, res: 5, arm: 3, aeg: null,
        att: 3, off: 6, str: 6, ap: 3, agi: 0,
      },
      rules: ['Grudge', 'Devastating (+1 Str, +1 AP)', 'Hewn Mountain'],
      notes: [
        'On Shield Bearers (War Platform).',
      ],
    },
    {
      id: 'runic-smith',
      name: 'Runic Smith',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        // Alternative base per the note (Apprentice knowing all Battle Runes spells), not "+".
        { label: 'Battle Runes', kind: 'base', points: 225, limit: 1 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 3, def: 6, res: 4, arm: 4, aeg: null,
        att: 2, off: 5, str: 4, ap: 1, agi: 3,
      },
      rules: ['Devastating (+1 Str, +1 AP)', 'Hewn Mountain', 'Rune Craft Mastery', 'Shield Wall'],
      notes: [
        'Battle Runes (0-1) 225 is an alternative base.',
      ],
    },
    {
      id: 'steam-copter',
      name: 'Steam Copter',
      category: 'support',
      max: 2,
      base: [40, 40],
      options: [
        { label: 'Single', kind: 'base', points: 175 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 9, rsr: null,
        hp: 3, def: 4, res: 5, arm: 3, aeg: null,
        att: 2, off: 4, str: 4, ap: 1, agi: 2,
      },
      rules: ['Fly', 'Forge Repeater (4+)', 'Light Troops', 'Swiftstride'],
    },
    {
      id: 'hold-guardians',
      name: 'Hold Guardians',
      category: 'special',
      max: 1,
      base: [40, 40],
      options: [
        { label: '2x1', kind: 'base', points: 175, files: 2, ranks: 1 },
        { label: '3x1', kind: 'base', points: 250, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 325, files: 2, ranks: 2 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 10, rsr: null,
        hp: 3, def: 4, res: 5, arm: 4, aeg: null,
        att: 3, off: 4, str: 5, ap: 2, agi: 2,
      },
      rules: ['Fearless', 'Stomp (1)', 'Support'],
    },
    {
      // Vanguard is in the rules cell and also a +25 upgrade; only if bought (§12.1 D8).
      id: 'seekers',
      name: 'Seekers',
      category: 'special',
      max: 2,
      base: [20, 20],
      options: [
        { label: '6x2', kind: 'base', points: 175, files: 6, ranks: 2 },
        { label: '6x3', kind: 'base', points: 275, files: 6, ranks: 3 },
        { label: 'Vanguard', kind: 'upgrade', points: 25 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 10, rsr: null,
        hp: 1, def: 4, res: 4, arm: 0, aeg: 6,
        att: 2, off: 5, str: 4, ap: 1, agi: 2,
      },
      rules: ['Devastating (+1 Str, +1 AP)', 'Fearless', 'Vanguard', 'Weapon Master'],
      notes: [
        'Lists Vanguard and sells it for +25: Vanguard only if bought (D8).',
      ],
    },
    {
      id: 'clan-marksmen',
      name: 'Clan Marksmen',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 175, files: 5, ranks: 2 },
        { label: '7x2', kind: 'base', points: 250, files: 7, ranks: 2 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 1, def: 4, res: 4, arm: 2, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 2,
      },
      rules: ['Crossbow (4+)', 'Devastating (+1 Str, +1 AP)'],
    },
    {
      id: 'greybeards',
      name: 'Greybeards',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 175, files: 5, ranks: 2 },
        { label: '5x4', kind: 'base', points: 325, files: 5, ranks: 4 },
        { label: 'Vanguard', kind: 'upgrade', points: 25, limit: 1 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 1, def: 6, res: 4, arm: 3, aeg: null,
        att: 1, off: 5, str: 4, ap: 1, agi: 2,
      },
      rules: ['Devastating (+1 Str, +1 AP)', 'Fearless', 'Shield Wall'],
    },
    {
      id: 'clan-warriors',
      name: 'Clan Warriors',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 150, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 200, files: 5, ranks: 3 },
        { label: '5x5', kind: 'base', points: 300, files: 5, ranks: 5 },
      ],
      stats: {
        adv: 3, mar: 9, dis: 9, rsr: null,
        hp: 1, def: 4, res: 4, arm: 2, aeg: null,
        att: 1, off: 4, str: 5, ap: 2, agi: 0,
      },
      rules: ['Devastating (+1 Str, +1 AP)'],
    },
  ],
};
