/**
 * Orcs and Goblins: the Advanced army list (rules/t9a_eow.md §10.3, "Orcs And Goblins").
 *
 * Copied cell by cell from the digest table. Orc Shaman's Master 275 is printed without "+"
 * and is an alternative base; Trolls Adv 4 / Mar 12 as printed (§12.1 D9).
 */
import type { T9aArmyList } from '../types.ts';

export const ORCS_AND_GOBLINS: T9aArmyList = {
  id: 'orcs-and-goblins',
  name: 'Orcs and Goblins',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'pyromancy',
  entries: [
    {
      // Single 225 = Adept; Master 275 is an alternative base (no "+").
      id: 'orc-shaman',
      name: 'Orc Shaman',
      category: 'character',
      max: 2,
      base: [25, 25],
      options: [
        { label: 'Single', kind: 'base', points: 225 },
        { label: 'Master', kind: 'base', points: 275 },
        { label: 'on Fly. Beast', kind: 'base', points: 350, limit: 1, mount: 'flying-beast' },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 3, def: 3, res: 5, arm: 1, aeg: null,
        att: 3, off: 4, str: 4, ap: 1, agi: 2,
      },
      rules: ['Adept [paths lost]', 'Warborn', 'War Cry!'],
      notes: [
        '225 = Adept, Master 275; on Flying Beast 350 (the Patrol knows Pyromancy 1–2).',
      ],
    },
    {
      id: 'goblin-demagogue',
      name: 'Goblin Demagogue',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 100 },
        { label: 'on Beastie', kind: 'base', points: 125, mount: 'beastie' },
        { label: 'on Beastie Chariot', kind: 'base', points: 150, mount: 'beastie-chariot' },
      ],
      stats: {
        adv: 4, mar: 8, dis: 8, rsr: null,
        hp: 3, def: 4, res: 4, arm: 2, aeg: null,
        att: 4, off: 5, str: 4, ap: 2, agi: 5,
      },
      rules: ['Bow (4+)', 'Goblin Cunning', 'War Cry!'],
    },
    {
      id: 'guardian-behemoth',
      name: 'Guardian Behemoth',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 300 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 6, rsr: null,
        hp: 5, def: 3, res: 6, arm: 1, aeg: null,
        att: 6, off: 3, str: 6, ap: 3, agi: 4,
      },
      rules: [
        'Fear', 'Fearless', 'Goblin Cunning', 'Howdah Bows (4+)', 'Stomp (D3)', 'Swiftstride',
        'Towering',
      ],
    },
    {
      id: 'iron-orcs',
      name: 'Iron Orcs',
      category: 'special',
      max: 1,
      base: [25, 25],
      options: [
        { label: '6x2', kind: 'base', points: 250, files: 6, ranks: 2 },
        { label: '6x3', kind: 'base', points: 350, files: 6, ranks: 3 },
        { label: 'Crossbow (4+)', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: null,
        hp: 1, def: 5, res: 4, arm: 2, aeg: null,
        att: 1, off: 5, str: 6, ap: 4, agi: 0,
      },
      rules: ['Brood Rivalry', 'Fearless', 'Warborn'],
    },
    {
      // Adv 4 / Mar 12, as printed (§12.1 D9).
      id: 'trolls',
      name: 'Trolls',
      category: 'special',
      max: 2,
      base: [40, 40],
      options: [
        { label: '3x1', kind: 'base', points: 175, files: 3, ranks: 1 },
        { label: '2x2', kind: 'base', points: 225, files: 2, ranks: 2 },
        { label: '3x2', kind: 'base', points: 350, files: 3, ranks: 2 },
      ],
      stats: {
        adv: 4, mar: 12, dis: 6, rsr: null,
        hp: 3, def: 3, res: 5, arm: 0, aeg: 4,
        att: 2, off: 3, str: 5, ap: 2, agi: 1,
      },
      rules: ['Fearless', 'Stomp (1)', 'Support'],
      notes: [
        'Mar 12 with Adv 4, as printed.',
      ],
    },
    {
      id: 'goblin-rabble',
      name: 'Goblin Rabble',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x4', kind: 'base', points: 150, files: 5, ranks: 4 },
        { label: '7x4', kind: 'base', points: 225, files: 7, ranks: 4 },
        { label: '7x5', kind: 'base', points: 250, files: 7, ranks: 5 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 6, rsr: null,
        hp: 1, def: 3, res: 3, arm: 2, aeg: null,
        att: 1, off: 2, str: 2, ap: 0, agi: 3,
      },
      rules: ['Bow (4+)', 'Goblin Cunning'],
    },
    {
      id: 'feral-orc-marauders',
      name: 'Feral Orc Marauders',
      category: 'core',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 150, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 225, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 275, files: 5, ranks: 2 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 6, rsr: null,
        hp: 1, def: 2, res: 4, arm: 3, aeg: null,
        att: 2, off: 3, str: 4, ap: 0, agi: 2,
      },
      rules: ['Brood Rivalry', 'Devastating (+1 Str, +1 AP)', 'Frenzy', 'Swiftstride', 'Warborn'],
    },
    {
      id: 'veteran-orcs',
      name: 'Veteran Orcs',
      category: 'core',
      max: 3,
      base: [25, 25],
      options: [
        { label: '5x3', kind: 'base', points: 225, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 300, files: 5, ranks: 4 },
        { label: '5x5', kind: 'base', points: 375, files: 5, ranks: 5 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 6, rsr: null,
        hp: 1, def: 4, res: 4, arm: 2, aeg: null,
        att: 1, off: 4, str: 4, ap: 2, agi: 2,
      },
      rules: ['Brood Rivalry', 'Fight in Extra Rank', 'Warborn'],
    },
  ],
};
