/**
 * Saurian Ancients: the Advanced army list (rules/t9a_eow.md §10.3, "Saurian Ancients").
 *
 * Copied cell by cell from the digest table. Caiman Warriors: the digest's Cat column says
 * Core (the book's order 2 Ch, 1 Sup, 2 Spe, 3 Core) but the Patrol fields them as its
 * Special unit; the list order is followed ([decide] in the digest). defaultPath: §12.1 D1
 * gives "Druidism/Shamanism"; the Patrol's Path Druidism is used.
 */
import type { T9aArmyList } from '../types.ts';

export const SAURIAN_ANCIENTS: T9aArmyList = {
  id: 'saurian-ancients',
  name: 'Saurian Ancients',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'druidism',
  entries: [
    {
      id: 'skink-veteran',
      name: 'Skink Veteran',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 75 },
        { label: 'on Pteradon', kind: 'base', points: 125, mount: 'pteradon' },
        // Printed "on Taurosauro(0-1)" without a space; Taurosauro = Taurosaur (§10.1).
        { label: 'on Taurosauro', kind: 'base', points: 325, limit: 1, mount: 'taurosaur' },
      ],
      stats: {
        adv: 6, mar: 12, dis: 7, rsr: null,
        hp: 2, def: 4, res: 3, arm: 2, aeg: 6,
        att: 3, off: 4, str: 4, ap: 1, agi: 5,
      },
      rules: ['Communal Bond', 'Light Troops', 'Poisoned Javelin (2+)'],
    },
    {
      // Dis 2 and Def/Att/Off/Str 1 as printed (the book agrees); it fights from its War Platform.
      id: 'anurarch-archmage',
      name: 'Anurarch Archmage',
      category: 'character',
      max: 1,
      base: [50, 50],
      options: [
        { label: 'Single', kind: 'base', points: 250 },
        // Alternative base: 'on Wardens', Dis 8, Off 4, Def 4, loses War Platform and Guarded.
        { label: 'Wardens', kind: 'base', points: 325, mount: 'wardens' },
        // Alternative base: also knows Pyromancy 1–2.
        { label: 'Forbidden', kind: 'base', points: 300 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 2, rsr: null,
        hp: 4, def: 1, res: 4, arm: 0, aeg: 6,
        att: 1, off: 1, str: 1, ap: 0, agi: 1,
      },
      rules: ['Communal Bond', 'Guarded', 'Master 🐾🌀🐾🌀', 'War Platform (Tegu Warriors)'],
      notes: [
        'Master (🐾🌀🐾🌀), War Platform (Tegu Warriors); Wardens and Forbidden are alternative bases.',
      ],
    },
    {
      // Hunt Leader 300 < Single 350, as printed (§12.1 D9).
      id: 'carnosaur',
      name: 'Carnosaur',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 350 },
        { label: 'Hunt Leader', kind: 'base', points: 300 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 7, rsr: null,
        hp: 5, def: 2, res: 5, arm: 4, aeg: null,
        att: 5, off: 3, str: 6, ap: 3, agi: 3,
      },
      rules: [
        'Communal Bond', 'Fear', 'Fearless', 'Frenzy', 'Stomp (D3)', 'Multiple Wounds (2)',
        'Swiftstride', 'Towering',
      ],
      notes: [
        'Hunt Leader costs 300, below the 350 base, as printed.',
      ],
    },
    {
      id: 'raptor-pack',
      name: 'Raptor Pack',
      category: 'special',
      max: 3,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 125, files: 5, ranks: 1 },
        { label: '5x2', kind: 'base', points: 200, files: 5, ranks: 2 },
        { label: '6x2', kind: 'base', points: 225, files: 6, ranks: 2 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 6, rsr: null,
        hp: 1, def: 3, res: 4, arm: 2, aeg: null,
        att: 2, off: 3, str: 4, ap: 2, agi: 4,
      },
      rules: ['Communal Bond', 'Poison', 'Swiftstride'],
    },
    {
      id: 'spearback',
      name: 'Spearback',
      category: 'special',
      max: 2,
      base: [40, 40],
      options: [
        { label: '2x1', kind: 'base', points: 225, files: 2, ranks: 1 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 6, rsr: null,
        hp: 3, def: 3, res: 4, arm: 3, aeg: null,
        att: 3, off: 3, str: 5, ap: 2, agi: 3,
      },
      rules: ['Communal Bond', 'Light Troops', 'Shoot Spikes (3+)', 'Stomp (1)', 'Swiftstride'],
    },
    {
      id: 'tegu-warriors',
      name: 'Tegu Warriors',
      category: 'core',
      max: 3,
      base: [25, 25],
      options: [
        { label: '4x3', kind: 'base', points: 175, files: 4, ranks: 3 },
        { label: '6x3', kind: 'base', points: 250, files: 6, ranks: 3 },
        { label: '6x4', kind: 'base', points: 325, files: 6, ranks: 4 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 1, def: 4, res: 4, arm: 3, aeg: null,
        att: 2, off: 3, str: 4, ap: 1, agi: 2,
      },
      rules: ['Communal Bond'],
    },
    {
      id: 'skink-hunters',
      name: 'Skink Hunters',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '6x2', kind: 'base', points: 150, files: 6, ranks: 2 },
        { label: '6x4', kind: 'base', points: 250, files: 6, ranks: 4 },
        { label: 'Enclave', kind: 'upgrade', points: 50, limit: 1 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 5, rsr: null,
        hp: 1, def: 2, res: 2, arm: 0, aeg: 6,
        att: 1, off: 2, str: 3, ap: 0, agi: 3,
      },
      rules: ['Communal Bond', 'Light Troops', 'Poisoned Javelin (4+)'],
    },
    {
      // Cat Core (list order) although the Patrol fields them as Special: [decide] in the digest.
      id: 'caiman-warriors',
      name: 'Caiman Warriors',
      category: 'core',
      max: 2,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 175, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 225, files: 2, ranks: 2 },
        { label: 'Enclave', kind: 'upgrade', points: 50, limit: 1 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 7, rsr: null,
        hp: 3, def: 3, res: 4, arm: 3, aeg: null,
        att: 3, off: 3, str: 5, ap: 2, agi: 1,
      },
      rules: ['Communal Bond', 'Stomp (1 Hit, Str 4, AP 1)', 'Support'],
      notes: [
        'Core by the list order; the Patrol treats Caiman Warriors as Special [decide].',
      ],
    },
  ],
};
