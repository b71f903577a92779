/**
 * The war machines of WFB4 as data (rules/wfb4.md §4.5; RB p.75-79): how each fires, how far,
 * how hard, how many wounds a wound becomes, and its crew where the book does not count them.
 * A war machine is a unit of its crew (the unit's profile) with the machine among them
 * (kernel/war-machines.ts); its points are MACHINE_POINTS' plus the crew's (§10, points.ts).
 */

/** How a machine's shot is worked out (§4.5). */
export type MachineFire = 'template' | 'cannon' | 'bolt' | 'warpfire';

export interface WarMachine {
  id: string;
  name: string;
  fire: MachineFire;
  /** The longest range it may guess (stone thrower, cannon) or shoot (bolt thrower), in inches. */
  range: number;
  /** Strength of a hit; a bolt's first, each rank pierced one less. */
  S: number;
  /** Faces of the die a wound is multiplied by: D3, D4 or D6 wounds (§4.5, §0). */
  woundsDie: 3 | 4 | 6;
  /** Crew when the scenario gives none: the book says 2 for a bolt thrower and nothing for the others (§12-17). */
  crew: number;
  /** The crew the book fixes, or 0: the warpfire thrower is carried by exactly two (RB p.80). */
  fixedCrew: number;
  /** Its row of the machine cost table (data/points.ts MACHINE_POINTS). */
  pointsId: string;
  page: string;
}

export const WAR_MACHINES: Readonly<Record<string, WarMachine>> = {
  'stone-thrower': { id: 'stone-thrower', name: 'Stone thrower', fire: 'template', range: 48, S: 7, woundsDie: 3, crew: 3, fixedCrew: 0, pointsId: 'stone-thrower', page: 'RB p.75-76' },
  'big-stone-thrower': { id: 'big-stone-thrower', name: 'Big stone thrower', fire: 'template', range: 60, S: 10, woundsDie: 6, crew: 3, fixedCrew: 0, pointsId: 'stone-thrower', page: 'RB p.76' },
  cannon: { id: 'cannon', name: 'Cannon', fire: 'cannon', range: 48, S: 10, woundsDie: 4, crew: 3, fixedCrew: 0, pointsId: 'cannon', page: 'RB p.77-78' },
  'great-cannon': { id: 'great-cannon', name: 'Great cannon', fire: 'cannon', range: 60, S: 10, woundsDie: 6, crew: 3, fixedCrew: 0, pointsId: 'cannon', page: 'RB p.78' },
  'bolt-thrower': { id: 'bolt-thrower', name: 'Bolt thrower', fire: 'bolt', range: 48, S: 5, woundsDie: 4, crew: 2, fixedCrew: 0, pointsId: 'bolt-thrower', page: 'RB p.79' },
  'warpfire-thrower': { id: 'warpfire-thrower', name: 'Warpfire thrower', fire: 'warpfire', range: 12, S: 5, woundsDie: 3, crew: 2, fixedCrew: 2, pointsId: 'warpfire-thrower', page: 'RB p.80-81' },
};

/** A machine's own Toughness and Wounds, every one of them (RB p.76-79: T7, W3). */
export const MACHINE_T = 7;
export const MACHINE_W = 3;

/** The warpfire thrower's template, 2" across (RB p.80), and how far its Kaboom reaches (RB p.80: every model within 3"). */
export const WARPFIRE_TEMPLATE = 2;
/** A warpfire thrower's crew, who carry it (RB p.80): a unit of several throwers has two models each. */
export const WARPFIRE_CREW = 2;
export const WARPFIRE_KABOOM = 3;

