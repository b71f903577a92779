/** Distances (inches or cm) closer than this are equal: floating-point noise of the geometry, not a rule. */
export const EPS = 1e-6;
