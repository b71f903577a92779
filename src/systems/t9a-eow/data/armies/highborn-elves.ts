/**
 * Highborn Elves: the Advanced army list (rules/t9a_eow.md §10.3, "Highborn Elves").
 *
 * Copied cell by cell from the digest table. Queen's Cavalier (Elven Horse) and Royal
 * Huntsman (Lion Chariot) are mounted bases (§10.1); Fiery Heart (+2 Arm) is not a mount.
 */
import type { T9aArmyList } from '../types.ts';

export const HIGHBORN_ELVES: T9aArmyList = {
  id: 'highborn-elves',
  name: 'Highborn Elves',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'cosmology',
  entries: [
    {
      id: 'mage',
      name: 'Mage',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 200 },
        // Alternative base (+2 Arm, Paths 🗡️🔥), not a mount.
        { label: 'Fiery Heart', kind: 'base', points: 225 },
        { label: 'Master', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 9, rsr: null,
        hp: 3, def: 4, res: 3, arm: 1, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 5,
      },
      rules: ['Adept 🌀🗡️🔥', 'Lightning Reflexes', 'Martial Discipline', 'Spellcrafting'],
      notes: [
        'Adept 🌀🗡️🔥 (the Patrol knows Cosmology 1–2).',
      ],
    },
    {
      id: 'commander',
      name: 'Commander',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 125 },
        { label: "Queen's Cavalier", kind: 'base', points: 175, mount: 'elven-horse' },
        { label: 'Royal Huntsman', kind: 'base', points: 250, mount: 'lion-chariot' },
      ],
      stats: {
        adv: 5, mar: 10, dis: 9, rsr: null,
        hp: 3, def: 6, res: 3, arm: 2, aeg: null,
        att: 3, off: 6, str: 6, ap: 3, agi: 7,
      },
      rules: ['Martial Discipline'],
      notes: [
        "Queen's Cavalier (Elven Horse) and Royal Huntsman (Lion Chariot) are mounted bases.",
      ],
    },
    {
      id: 'initiate-of-the-fiery-heart',
      name: 'Initiate of the Fiery Heart',
      category: 'support',
      max: 1,
      base: [50, 100],
      options: [
        { label: 'Single', kind: 'base', points: 325 },
      ],
      stats: {
        adv: 7, mar: 14, dis: 9, rsr: null,
        hp: 4, def: 4, res: 5, arm: 4, aeg: null,
        att: 4, off: 5, str: 5, ap: 2, agi: 3,
      },
      rules: [
        'Dragon Mage', 'Fear', 'Fly', 'Light Troops', 'Martial Discipline', 'Stomp (1)',
        'Swiftstride', 'Towering',
      ],
      notes: [
        'Dragon Mage.',
      ],
    },
    {
      id: 'flame-wardens',
      name: 'Flame Wardens',
      category: 'special',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 175, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 275, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 375, files: 5, ranks: 4, limit: 1 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 9, rsr: null,
        hp: 1, def: 5, res: 3, arm: 2, aeg: 4,
        att: 1, off: 5, str: 4, ap: 1, agi: 6,
      },
      rules: ['Fearless', 'Fight in Extra Rank', 'Lightning Reflexes', 'Martial Discipline'],
    },
    {
      id: 'knights-of-ryma',
      name: 'Knights of Ryma',
      category: 'special',
      max: 2,
      base: [25, 50],
      options: [
        { label: '4x1', kind: 'base', points: 250, files: 4, ranks: 1 },
        { label: '5x1', kind: 'base', points: 300, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 375, files: 4, ranks: 2 },
      ],
      stats: {
        adv: 9, mar: 18, dis: 9, rsr: null,
        hp: 1, def: 5, res: 3, arm: 5, aeg: 6,
        att: 2, off: 5, str: 4, ap: 1, agi: 6,
      },
      rules: [
        'Devastating (+2 Str, +2 AP)', 'Lightning Reflexes', 'Martial Discipline', 'Swiftstride',
      ],
    },
    {
      id: 'citizen-archers',
      name: 'Citizen Archers',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x2', kind: 'base', points: 125, files: 5, ranks: 2 },
        { label: '5x3', kind: 'base', points: 200, files: 5, ranks: 3 },
        { label: '7x3', kind: 'base', points: 275, files: 7, ranks: 3, limit: 1 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 1, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 5,
      },
      rules: ['Arandai Longbow (3+)', 'Lightning Reflexes', 'Martial Discipline'],
    },
    {
      id: 'highborn-lancers',
      name: 'Highborn Lancers',
      category: 'core',
      max: 2,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 175, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 275, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 325, files: 5, ranks: 2 },
      ],
      stats: {
        adv: 9, mar: 18, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 5, aeg: null,
        att: 1, off: 4, str: 3, ap: 0, agi: 5,
      },
      rules: [
        'Devastating (+2 Str, +2 AP)', 'Lightning Reflexes', 'Martial Discipline', 'Swiftstride',
      ],
    },
    {
      id: 'citizen-spearmen',
      name: 'Citizen Spearmen',
      category: 'core',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 150, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 250, files: 5, ranks: 4 },
        { label: '5x5', kind: 'base', points: 325, files: 5, ranks: 5 },
      ],
      stats: {
        adv: 5, mar: 10, dis: 8, rsr: null,
        hp: 1, def: 4, res: 3, arm: 2, aeg: null,
        att: 1, off: 4, str: 3, ap: 1, agi: 5,
      },
      rules: ['Fight in Extra Rank (2)', 'Lightning Reflexes', 'Martial Discipline'],
    },
  ],
};
