/** Constants of the kernel (each moves to the module it belongs to). */


// Strike-group kinds.
export const RIDER = 0;
export const MOUNT = 1;
export const CHAMPION = 2;
export const PISTOL = 3; // the pistol's extra attack in combat: S4, one more off the save (§5.6)
export const EPS = 1e-6;
