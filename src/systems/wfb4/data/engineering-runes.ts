/**
 * The Engineering Runes of AM p.38, inscribed on Dwarf war machines (rules/wfb4.md "Magic items
 * and runes"; AM p.36: up to three runes an item). The seed prints what each rune does but not
 * its name (but the Rune of Fortune's) nor its cost, so a rune is named here by what it does and
 * priced by the scenario, as an item card is. A machine's runes are compiled into
 * `plan.machineRunes` (a bit each) and its Strength (compile-runes.ts); the kernel reads them in
 * kernel/war-machines.ts.
 */

export interface EngineeringRune {
  id: string;
  name: string;
  /** What it does, for `warsim list wfb4 runes`, the schema and the README. */
  summary: string;
  /** The machines it may be inscribed on (data/war-machines.ts `fire`), or null for any. */
  machines: readonly string[] | null;
  /** Why warsim refuses it, or null when it is played. */
  notPlayed: string | null;
  page: string;
}

export const ENGINEERING_RUNES: Readonly<Record<string, EngineeringRune>> = {
  'reroll-scatter': {
    id: 'reroll-scatter',
    name: 'Rune of accurate aim',
    summary: 'a stone thrower\'s: its scatter dice rolled again when they show an arrow, the second roll kept',
    machines: ['template'],
    notPlayed: null,
    page: 'AM p.38',
  },
  'reroll-misfire': {
    id: 'reroll-misfire',
    name: 'Rune of Fortune',
    summary: 'a misfire that would destroy the machine (1-2 on its chart) rolled again, the second roll kept',
    machines: ['template', 'cannon'],
    notPlayed: null,
    page: 'AM p.38',
  },
  strength: {
    id: 'strength',
    name: 'Rune of penetrating',
    summary: '+1 Strength to every hit of the machine, 10 at most',
    machines: null,
    notPlayed: null,
    page: 'AM p.38',
  },
  'self-destruct': {
    id: 'self-destruct',
    name: 'Rune of self-destruction',
    summary: 'the player blows the machine up (tactic selfDestruct: when-engaged, the default, as a combat phase starts with an enemy touching it): destroyed, every model within 3" of it takes a S6 hit of D3 wounds, saved as against S6',
    machines: ['template', 'cannon', 'bolt'],
    notPlayed: null,
    page: 'AM p.38',
  },
  flaming: {
    id: 'flaming',
    name: 'Rune of burning',
    summary: 'its shots burst into flame as they hit: against a building a fire weapon, a D6 added to its S each hit and a 6 setting it alight (RB p.85); no creature warsim plays is harmed more by fire',
    machines: null,
    notPlayed: null,
    page: 'AM p.38',
  },
  skyward: {
    id: 'skyward',
    name: 'Rune of the high sky',
    summary: 'a bolt thrower\'s: it shoots at creatures flying high, as at its longest range',
    machines: ['bolt'],
    notPlayed: 'flying high is tier 3 (rules/wfb4.md §13)',
    page: 'AM p.38',
  },
};

/** The machine blown up by its rune (AM p.38): every model within `radius` inches of it takes a hit at `S`, each wound `woundsDie` wounds. */
export const SELF_DESTRUCT = { radius: 3, S: 6, woundsDie: 3 } as const;

/** The runes a machine may bear at most, and the race whose machines bear them (AM p.36, 38). */
export const MAX_RUNES = 3;
export const RUNE_RACE = 'dwarf';
