/**
 * Vampire Covenant: the Advanced army list (rules/t9a_eow.md §10.3, "Vampire Covenant").
 *
 * Copied cell by cell from the digest table (Adv/Mar/Dis/Rsr). Skeletal Steed = on Warhorse
 * and gains Fly; Grim Coachman = on Cadaver Wagon (§10.1).
 */
import type { T9aArmyList } from '../types.ts';

export const VAMPIRE_COVENANT: T9aArmyList = {
  id: 'vampire-covenant',
  name: 'Vampire Covenant',
  /** §12.1 D1: the Patrol's Path. */
  defaultPath: 'evocation',
  entries: [
    {
      id: 'vampire-courtier',
      name: 'Vampire Courtier',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 175 },
        // 'on Warhorse' and gains Fly (§10.1); the Fly is the option's, not the mount's.
        { label: 'Skeletal Steed', kind: 'base', points: 250, mount: 'warhorse' },
        { label: 'Arise!', kind: 'upgrade', points: 50 },
      ],
      stats: {
        adv: 6, mar: 12, dis: 8, rsr: 1,
        hp: 3, def: 6, res: 4, arm: 2, aeg: null,
        att: 4, off: 6, str: 6, ap: 3, agi: 6,
      },
      rules: ['Apprentice 🧛🏻', 'Autonomous', 'Fear', 'Fearless', 'Undead', 'Unstable'],
      notes: [
        'Apprentice 🧛🏻 (the Patrol knows Arise! and Spectral Blades).',
        'Skeletal Steed = on Warhorse + Fly.',
      ],
    },
    {
      // Master 250 is an alternative base (no "+"); Grim Coachman = on Cadaver Wagon.
      id: 'necromancer',
      name: 'Necromancer',
      category: 'character',
      max: 2,
      base: [20, 20],
      options: [
        { label: 'Single', kind: 'base', points: 200 },
        { label: 'Master', kind: 'base', points: 250 },
        { label: 'Grim Coachman', kind: 'base', points: 350, mount: 'cadaver-wagon' },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: 1,
        hp: 3, def: 3, res: 3, arm: 0, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 3,
      },
      rules: ['Adept 🧛🏻', 'Arise!', 'Fearless', 'Undead', 'Unstable'],
      notes: [
        'Adept 🧛🏻 + Arise!.',
      ],
    },
    {
      id: 'varkolak',
      name: 'Varkolak',
      category: 'support',
      max: 2,
      base: [50, 50],
      options: [
        { label: 'Single', kind: 'base', points: 225 },
        { label: 'Vanguard', kind: 'upgrade', points: 25 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 7, rsr: 1,
        hp: 4, def: 5, res: 5, arm: 0, aeg: 5,
        att: 5, off: 5, str: 6, ap: 3, agi: 4,
      },
      rules: [
        'Autonomous', 'Fear', 'Fearless', 'Stomp (1)', 'Swiftstride', 'Towering', 'Undead',
        'Unstable',
      ],
    },
    {
      id: 'spectral-hunters',
      name: 'Spectral Hunters',
      category: 'special',
      max: 1,
      base: [25, 50],
      options: [
        { label: '5x1', kind: 'base', points: 175, files: 5, ranks: 1 },
        { label: '4x2', kind: 'base', points: 275, files: 4, ranks: 2 },
        { label: 'Conclave', kind: 'upgrade', points: 50, limit: 1 },
      ],
      stats: {
        adv: 8, mar: 16, dis: 5, rsr: 1,
        hp: 1, def: 3, res: 3, arm: 1, aeg: 4,
        att: 2, off: 3, str: 5, ap: 10, agi: 0,
      },
      rules: ['Fear', 'Fearless', 'Fly', 'Light Troops', 'Swiftstride', 'Undead', 'Unstable'],
      notes: [
        "Conclave = Raven's Wing.",
      ],
    },
    {
      id: 'barrow-guard',
      name: 'Barrow Guard',
      category: 'special',
      max: 3,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 175, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 275, files: 5, ranks: 4 },
        { label: '6x4', kind: 'base', points: 350, files: 6, ranks: 4 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 7, rsr: 3,
        hp: 1, def: 3, res: 4, arm: 2, aeg: null,
        att: 1, off: 3, str: 5, ap: 2, agi: 3,
      },
      rules: ['Fearless', 'Lethal Strike', 'Undead', 'Unstable'],
    },
    {
      id: 'ghouls',
      name: 'Ghouls',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x3', kind: 'base', points: 175, files: 5, ranks: 3 },
        { label: '5x4', kind: 'base', points: 225, files: 5, ranks: 4 },
        { label: '7x3', kind: 'base', points: 250, files: 7, ranks: 3 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 6, rsr: 3,
        hp: 1, def: 3, res: 4, arm: 0, aeg: null,
        att: 2, off: 3, str: 3, ap: 0, agi: 4,
      },
      rules: ['Fearless', 'Poison', 'Undead', 'Unstable'],
    },
    {
      id: 'zombies',
      name: 'Zombies',
      category: 'core',
      max: 2,
      base: [20, 20],
      options: [
        { label: '5x4', kind: 'base', points: 100, files: 5, ranks: 4 },
        { label: '5x6', kind: 'base', points: 150, files: 5, ranks: 6 },
        { label: '5x8', kind: 'base', points: 200, files: 5, ranks: 8 },
      ],
      stats: {
        adv: 4, mar: 8, dis: 2, rsr: 5,
        hp: 1, def: 1, res: 3, arm: 0, aeg: null,
        att: 1, off: 1, str: 3, ap: 0, agi: 1,
      },
      rules: ['Fearless', 'Undead', 'Unstable'],
    },
    {
      id: 'dire-wolves',
      name: 'Dire Wolves',
      category: 'core',
      max: 2,
      base: [25, 50],
      options: [
        { label: '4x2', kind: 'base', points: 150, files: 4, ranks: 2 },
        { label: '5x2', kind: 'base', points: 175, files: 5, ranks: 2 },
        { label: '4x3', kind: 'base', points: 225, files: 4, ranks: 3 },
      ],
      stats: {
        adv: 9, mar: 18, dis: 3, rsr: 3,
        hp: 1, def: 3, res: 3, arm: 0, aeg: null,
        att: 1, off: 3, str: 3, ap: 0, agi: 3,
      },
      rules: [
        'Devastating (+1 Str, +1 AP)', 'Fearless', 'Swiftstride', 'Undead', 'Unstable', 'Vanguard',
      ],
    },
  ],
};
