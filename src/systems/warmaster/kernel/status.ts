/**
 * A unit's status (rules/warmaster.md §3.6, §8.2, §11.7): on the table, destroyed, routed, off
 * the table for now or for good, kept off the table, an illusion, infiltrating.
 */
export const ACTIVE = 0;
export const DESTROYED = 1;
export const ROUTED = 2;
export const OFF_TABLE = 3; // off the table, may come back (§3.6)
export const GONE = 4; // left the table for good (§3.6): counts as destroyed
export const RESERVED = 5; // kept off the table: a slot for raised dead not raised, an illusion not cast (§8.2)
export const MIRAGE = 6; // an illusion on the table: real to the enemy only (§8.2 Mirage)
export const INFILTRATING = 7; // Gutter Runners not yet infiltrated (§11.7): not lost, not on the table
