/**
 * Unit states and faces shared by the rank-and-file kernels (WFB4, Essence of War), and the
 * two questions every engagement asks of them at the end of a turn.
 */

// Unit status.
export const READY = 0;
export const ENGAGED = 1;
export const FLEEING = 2;
export const DESTROYED = 3;
export const FLED_OFF = 4;

// Faces of a unit, as contacted by an enemy front.
export const FRONT = 0;
export const LEFT = 1;
export const RIGHT = 2;
export const REAR = 3;
export const FACE_NAMES = ['front', 'left flank', 'right flank', 'rear'];

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
    if (side[u] === s && (status[u] === READY || status[u] === ENGAGED)) return true;
  }
  return false;
}
