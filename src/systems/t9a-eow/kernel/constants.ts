/** Constants of the kernel (each moves to the module it belongs to). */


/** A character joined to a unit (§8.1): it moves, flees and tests with its host. */
export const JOINED = 5;
/**
 * Not yet on the table: a unit in Ambush (§7.1), and the character joined to it, until it
 * arrives at the start of its side's turn-2 Movement phase. Neither engaged, targeted, nor a
 * source of Panic, auras or Commanding Presence; its side is still in the game.
 */
export const AMBUSH = 6;
// Dis test kinds: which rules make the roll Minimised, Maximised or re-rolled (§2.2, §6.5, §7).
export const TEST_PANIC = 0;
export const TEST_BREAK = 1;
export const TEST_RALLY = 2;
export const TEST_FRENZY = 3;
export const TEST_OTHER = 4;
// Strike kinds.
export const K_NORMAL = 0;
export const K_SUPPORT = 1;
export const K_IMPACT = 2;
export const K_STOMP = 3;
export const K_GRIND = 4;
export const K_BREATH = 5;
// What a move was, for the Dangerous terrain tests after it (§1.4): none (Advance, magical
// moves), a March, Charge, failed charge or Steam march, a Flee, a Pursuit or Overrun.
export const MV_NONE = 0;
export const MV_MARCH = 1;
export const MV_FLEE = 2;
export const MV_PURSUE = 3;
// clearAhead() kinds: bit 1 keeps the 1" spacing (Advance, March), bit 2 flies over units
// (§7.1), bit 4 stops 1" short of Impassable terrain (a Pursuit or Overrun, §1.4).
export const CLEAR_SPACED = 1;
export const CLEAR_PURSUIT = 4;
export const CLEAR_TERRAIN_SPACED = 8; // Impassable terrain kept more than 1" away while units may be neared to 0.5" (a Steam march)
// Orders (§7.2, Empire Marshal): bits on the unit ordered.
export const O_FIER = 1;
export const O_NO_LONG_RANGE = 2;
export const O_MOVE = 4;
export const O_DISCIPLINE = 8;
export const EPS = 1e-6;
export const HALF_PI = Math.PI * 0.5;
/** The angle between the poses a wheel's sweep is checked at (wheelTowards()). */
export const WHEEL_STEP = Math.PI / 36;
/**
 * A way round an Impassable piece (wayRound()): the unit's centre keeps this far outside the
 * piece beyond the unit's half-diagonal, so every pose on the way, turned any way, is more than
 * 1" clear of it (§1.3, §1.4) with a margin for the wheels of a March.
 */
export const WAY_CLEAR = 1.25;
/** wayRound(): a corner within this of the unit's centre counts as reached; the unit makes for the next one round. */
export const WAY_REACHED = 1.5;
/** Units this close are in base contact for nudging (§6.8): a pair further apart is nudged. */
export const NUDGE_TOUCH = 0.01;
/** Reactive player's magic dice by Flux card (§4.1). */
export const REACTIVE_DICE = [0, 4, 4, 5, 5, 6, 6];
/** Points along a target facing that per-model cover samples (§5: "at least 50%" hidden is 8 of them). */
export const COVER_SAMPLES = 16;
export const MM_25 = 25 / 25.4 + EPS;
export const MM_40 = 40 / 25.4 + EPS;
