/**
 * Kingdom of Equitaine: the Advanced army list (rules/t9a_eow.md §10.3, "Kingdom Of Equitainne").
 *
 * The digest's heading spells it "Kingdom Of Equitainne" (so does the book); the id and
 * name use the usual spelling. Knights of the Quest "5x1" is printed "5×1 ranks" (§12.1 D9).
 *
 * Orisons (§7.2) is printed among the army's rules but on none of its entries, and the
 * Multi-games text speaks of "a Kingdom of Equitaine player ... its Orisons" (seed L4497): it
 * is the army's rule, used by the player each turn, not a model's (Sainted carries its three
 * effects on the model itself).
 */
import type { T9aArmyList } from '../types.ts';

export const KINGDOM_OF_EQUITAINE: T9aArmyList = {
  id: 'kingdom-of-equitaine',
  name: 'Kingdom of Equitaine',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'divination',
  armyRules: ['Orisons'],
  entries: [
    {
      id: 'damsel',
      name: 'Damsel',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 175 },
        { label: 'on Unicorn', kind: 'base', points: 200, mount: 'unicorn' },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 3, def: 3, res: 3, arm: 0, aeg: 6,
        att: 1, off: 3, str: 3, ap: 0, agi: 3,
      },
      rules: ['Adept [paths lost]', 'Beloved'],
      notes: [
        'Adept: paths lost; the Patrol knows Divination 1–2.',
      ],
    },
    {
      id: 'castellan',
      name: 'Castellan',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        { label: 'on Warhorse', kind: 'base', points: 175, mount: 'warhorse' },
        { label: 'Sainted', kind: 'base', points: 225, limit: 1, mount: 'pegasus-charger' },
      ],
      stats: {
        adv: 4, mar: 8, dis: 8, rsr: null,
        hp: 3, def: 5, res: 4, arm: 3, aeg: 6,
        att: 3, off: 5, str: 5, ap: 1, agi: 4,
      },
      rules: ['Devastating (+1 AP)'],
      notes: [
        'Sainted (0-1) 225 = the General on a Pegasus Charger.',
      ],
    },
    {
      id: 'ladys-courtier',
      name: "Lady's Courtier",
      category: 'support',
      max: 1,
      base: [50, 50],
      options: [
        { label: 'Single', kind: 'base', points: 375 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 9, rsr: null,
        hp: 5, def: 5, res: 5, arm: 3, aeg: 5,
        att: 5, off: 5, str: 5, ap: 3, agi: 5,
      },
      rules: [
        "Conclave (Raven's Wing, Entwining Roots)", 'Fear', 'Fearless', 'Stomp (1)', 'Supernal',
        'Swiftstride', 'Towering',
      ],
    },
    {
      id: 'pegasus-knights',
      name: 'Pegasus Knights',
      category: 'special',
      max: 2,
      base: [50, 50],
      options: [
        { label: '2x1', kind: 'base', points: 175, files: 2, ranks: 1 },
        { label: '3x1', kind: 'base', points: 250, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 325, files: 2, ranks: 2 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 8, rsr: null,
        hp: 2, def: 4, res: 4, arm: 5, aeg: 6,
        att: 2, off: 4, str: 4, ap: 1, agi: 4,
      },
      rules: [
        'Devastating (+2 Str, +2 AP)', 'Fly', 'Light Troops', 'Stomp (1)', 'Support', 'Swiftstride',
      ],
    },
    {
      // "5x1" is printed "5×1 ranks" (§12.1 D9).
      id: 'knights-of-the-quest',
      name: 'Knights of the Quest',
      category: 'special',
      max: 1,
      base: [25, 50],
      options: [
        { label: '3x1', kind: 'base', points: 150, files: 3, ranks: 1 },
        { label: '5x1', kind: 'base', points: 275, files: 5, ranks: 1 },
        { label: '3x2', kind: 'base', points: 325, files: 3, ranks: 2 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 8, rsr: null,
        hp: 1, def: 5, res: 4, arm: 5, aeg: 6,
        att: 2, off: 5, str: 5, ap: 1, agi: 4,
      },
      rules: ['Devastating (+1 AP)', 'Fearless', 'Swiftstride', 'The Quest'],
      notes: [
        '5x1 printed "5×1 ranks", kept as printed (D9).',
      ],
    },
    {
      id: 'feudal-knights',
      name: 'Feudal Knights',
      category: 'core',
      max: 2,
      base: [25, 50],
      options: [
        { label: '3x2', kind: 'base', points: 250, files: 3, ranks: 2 },
        { label: '3x3', kind: 'base', points: 350, files: 3, ranks: 3 },
        { label: 'Banneret', kind: 'upgrade', points: 25, limit: 1 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 5, aeg: 6,
        att: 1, off: 4, str: 4, ap: 1, agi: 3,
      },
      rules: ['Devastating (+2 Str, +2 AP)', 'Fight in Extra Rank', 'Swiftstride'],
    },
    {
      id: 'lowborn-archers',
      name: 'Lowborn Archers',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 100, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 150, files: 5, ranks: 3 },
        { label: '7x3', kind: 'base', points: 200, files: 7, ranks: 3 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 6, rsr: null,
        hp: 1, def: 2, res: 3, arm: 0, aeg: 6,
        att: 1, off: 2, str: 3, ap: 0, agi: 3,
      },
      rules: ['Insignificant', 'Longbow (4+)'],
    },
    {
      id: 'lowborn-levies',
      name: 'Lowborn Levies',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x4', kind: 'base', points: 150, files: 5, ranks: 4 },
        { label: '5x5', kind: 'base', points: 175, files: 5, ranks: 5 },
        { label: '6x5', kind: 'base', points: 225, files: 6, ranks: 5 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 6, rsr: null,
        hp: 1, def: 2, res: 3, arm: 2, aeg: 6,
        att: 1, off: 2, str: 3, ap: 1, agi: 3,
      },
      rules: ['Fight in Extra Rank', 'Insignificant'],
    },
  ],
};
