/**
 * Dread Elves: the Advanced army list (rules/t9a_eow.md §10.3, "Dread Elves").
 *
 * Entries are in the digest's (scrambled) order; categories are the digest's inferred Cat
 * column. The Hydra's HP/Def/Res/Arm/Aeg row is misprinted in the book (no Arm/Aeg header);
 * the digest's reading HP 6, Def 4, Res 5, Arm 3, Aeg 6+ is used.
 */
import type { T9aArmyList } from '../types.ts';

export const DREAD_ELVES: T9aArmyList = {
  id: 'dread-elves',
  name: 'Dread Elves',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'evocation',
  entries: [
    {
      id: 'dread-knights',
      name: 'Dread Knights',
      category: 'special',
      max: 2,
      base: [25, 50],
      options: [
        { label: '4x1', kind: 'base', points: 250, files: 4, ranks: 1 },
        { label: '5x1', kind: 'base', points: 300, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 375, files: 4, ranks: 2 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 9, rsr: null,
        hp: 1, def: 5, res: 3, arm: 4, aeg: null,
        att: 2, off: 5, str: 6, ap: 3, agi: 6,
      },
      rules: ['Ruthless Efficiency', 'Swiftstride'],
    },
    {
      id: 'warlock-acolytes',
      name: 'Warlock Acolytes',
      category: 'special',
      max: 1,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 200, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 325, files: 4, ranks: 2 },
        { label: 'Conclave', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 9, mar: 18, dis: 9, rsr: null,
        hp: 1, def: 4, res: 3, arm: 2, aeg: 5,
        att: 2, off: 5, str: 4, ap: 1, agi: 5,
      },
      rules: ['Light Troops', 'Lightning Reflexes', 'Ruthless Efficiency', 'Swiftstride'],
      notes: [
        'Conclave = Perception of Strength.',
      ],
    },
    {
      // Foot and Elven Horse both 225, as printed (§12.1 D9).
      id: 'warlock-outcast',
      name: 'Warlock Outcast',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 225 },
        { label: 'on Elven Horse', kind: 'base', points: 225, mount: 'elven-horse' },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 3, def: 4, res: 3, arm: 1, aeg: null,
        att: 2, off: 5, str: 3, ap: 0, agi: 5,
      },
      rules: ['Adept (👁🧠🦋)', 'Irresistible Will', 'Lightning Reflexes', 'Ruthless Efficiency'],
      notes: [
        'Adept (👁🧠🦋, partly lost; the Patrol knows Evocation 1–2).',
        'Foot and Elven Horse both cost 225, as printed.',
      ],
    },
    {
      id: 'silexian-auxiliaries',
      name: 'Silexian Auxiliaries',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 175, files: 5, ranks: 2 },
        { label: '7x2', kind: 'base', points: 250, files: 7, ranks: 2 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 5, res: 3, arm: 2, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 5,
      },
      rules: [
        'Academy Trained', 'Lightning Reflexes', 'Repeater Crossbow (3+)', 'Ruthless Efficiency',
      ],
    },
    {
      id: 'silexian-officer',
      name: 'Silexian Officer',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 175 },
        { label: 'on Raptor', kind: 'base', points: 200, mount: 'raptor' },
        { label: 'on Pegasus', kind: 'base', points: 225, mount: 'pegasus' },
      ],
      stats: {
        adv: 5, mar: 10, dis: 10, rsr: null,
        hp: 3, def: 6, res: 3, arm: 2, aeg: null,
        att: 4, off: 7, str: 4, ap: 1, agi: 7,
      },
      rules: ['Academy Trained', 'Lightning Reflexes', 'Ruthless Efficiency'],
    },
    {
      id: 'temple-militants',
      name: 'Temple Militants',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 200, files: 5, ranks: 3 },
        { label: '6x3', kind: 'base', points: 250, files: 6, ranks: 3 },
        { label: '6x4', kind: 'base', points: 325, files: 6, ranks: 4 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 3, res: 3, arm: 0, aeg: null,
        att: 2, off: 5, str: 3, ap: 0, agi: 5,
      },
      rules: ['Fearless', 'Frenzy', 'Lightning Reflexes', 'Ruthless Efficiency'],
    },
    {
      // Book's defence row is misprinted (HP/Def/Res header over five values); digest reading.
      id: 'hydra',
      name: 'Hydra',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 350 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 8, rsr: null,
        hp: 6, def: 4, res: 5, arm: 3, aeg: 6,
        att: 5, off: 4, str: 5, ap: 2, agi: 2,
      },
      rules: ['Fear', 'Poison', 'Rage', 'Stomp (D3)', 'Swiftstride', 'Towering'],
      notes: [
        'Header row misprinted; values read HP 6, Def 4, Res 5, Arm 3, Aeg 6+.',
      ],
    },
    {
      id: 'silexian-spears',
      name: 'Silexian Spears',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 200, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 275, files: 5, ranks: 4 },
        { label: '5x5', kind: 'base', points: 350, files: 5, ranks: 5 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 2, aeg: null,
        att: 1, off: 4, str: 3, ap: 1, agi: 5,
      },
      rules: [
        'Academy Trained', 'Fight in Extra Rank', 'Lightning Reflexes', 'Ruthless Efficiency',
      ],
    },
  ],
};
