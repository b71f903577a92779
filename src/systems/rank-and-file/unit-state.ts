/**
 * The states of a rank-and-file unit (WFB, Essence of War), and the two questions every
 * engagement asks of them at the end of a turn.
 */

// Unit status.
export const READY = 0;
export const ENGAGED = 1;
export const FLEEING = 2;
export const DESTROYED = 3;
export const FLED_OFF = 4;
/** A character joined to a unit: it moves, flees and tests with its host. */
export const JOINED = 5;
/** Not yet on the table (an ambush, reserves): neither engaged nor targeted; its side is still in the game. */
export const OFF_TABLE = 6;

/** In the game and on the table: not destroyed, not fled off, not waiting to arrive. */
export function alive(status: Int32Array, u: number): boolean {
  const s = status[u];
  return s !== DESTROYED && s !== FLED_OFF && s !== OFF_TABLE;
}

/** On the table in its own right: alive, and not a character inside a unit (JOINED). */
export function present(status: Int32Array, u: number): boolean {
  const s = status[u];
  return s !== DESTROYED && s !== FLED_OFF && s !== JOINED && s !== OFF_TABLE;
}

/**
 * Standing: on the table, neither fleeing nor gone — ready or engaged. The units that take the
 * tests and rolls of psychology, and the rivals of animosity.
 */
export function standing(status: Int32Array, u: number): boolean {
  const s = status[u];
  return s === READY || s === ENGAGED;
}

/** Whether both sides have a unit still on the table (neither destroyed nor fled off). */
export function bothSidesOnTable(status: Int32Array, side: Int32Array): boolean {
  let found = 0; // bit s set once side s has a unit on the table
  for (let u = 0; u < status.length; u++) {
    const st = status[u];
    if (st === DESTROYED || st === FLED_OFF) continue;
    found |= 1 << side[u];
    if (found === 3) return true;
  }
  return false;
}

/** Whether side s has a unit standing: neither fleeing nor gone. */
export function sideStanding(status: Int32Array, side: Int32Array, s: number): boolean {
  for (let u = 0; u < status.length; u++) {
    if (side[u] === s && standing(status, u)) return true;
  }
  return false;
}
