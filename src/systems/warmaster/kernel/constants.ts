/** Constants of the kernel (each moves to the module it belongs to). */


// Unit status.
export const ACTIVE = 0;
export const DESTROYED = 1;
export const ROUTED = 2;
export const OFF_TABLE = 3; // off the table, may come back (§3.6)
export const GONE = 4; // left the table for good (§3.6): counts as destroyed
export const RESERVED = 5; // kept off the table: a slot for raised dead not raised, an illusion not cast (§8.2)
export const MIRAGE = 6; // an illusion on the table: real to the enemy only (§8.2 Mirage)
export const INFILTRATING = 7; // Gutter Runners not yet infiltrated (§11.7): not lost, not on the table
/** Fates recorded per unit (metric labels in system.ts, same order). */
export const WM_FATES = ['unharmed', 'lost stands', 'destroyed', 'routed', 'left the table'] as const;
/** Infiltrating Gutter Runners' fates (§11.7): WM_FATES, and never on the table. */
export const WM_INFILTRATOR_FATES = [...WM_FATES, 'never infiltrated'] as const;
// How the battle ended (metric labels in system.ts, same order).
export const END_TURNS = 0;
export const END_WITHDRAW_0 = 1;
export const END_WITHDRAW_1 = 2;
export const END_FIRST_LOSS = 3;
// Float64Array, not plain arrays: negating a plain array's 0 makes a boxed −0 (TECH-NOTES §2).
export const DIR_X = new Float64Array([0, 1, 0, -1]);
export const DIR_Y = new Float64Array([1, 0, -1, 0]);
export const FACING_NAMES = ['north', 'east', 'south', 'west'];
/** What the trace calls a piece of each terrain kind (plan.ts T_*), for a move round it. */
export const PIECE_WORDS = ['wood', 'dense ground', 'hill', 'steep hill', 'river', 'marsh', 'impassable ground', 'obstacle', 'bridge', 'road', 'terrain', 'wood'];
export const EPS = 1e-6;
// What a contact move is (charge()).
export const CHARGE = 0;
export const ADVANCE = 1;
export const PURSUIT = 2;
// What a wild unit does in the Combat phase of the turn it went wild (wildKind, §11.4, §11.14).
export const WILD_NONE = 0; // fights as usual (Giant results 3–5)
export const WILD_STILL = 1; // Giant result 1: neither moves nor fights this turn
export const WILD_HOLD = 2; // Giant result 2: holds his ground when he wins (no pursuit, no advance)
export const WILD_DOUBLE = 3; // Giant result 6: Attacks doubled in the first round
export const WILD_STAMPEDE = 4; // stampeding Elephants: must pursue, never advance
// What a wild move does on meeting a unit (wildMove()).
export const WALK_THROUGH = 0; // Giant 4–5: enemies are charged, friends walked through (and confused)
export const CHARGE_ANY = 1; // Giant 2, Elephants 5–6: any unit met is charged, friends too
export const HALT_AT_FRIENDS = 2; // Elephants 1–4: enemies are charged, a friend stops the move
// Why a Mirage ended (endMirage(), §8.2), and the trace's words for it.
export const MIRAGE_ENDED_BY_CASTING = 0;
export const MIRAGE_ENDED_CONTACT = 1;
export const MIRAGE_ENDED_CROSSED = 2;
export const MIRAGE_ENDED_CASTER = 3;
export const MIRAGE_ENDINGS = ['ends: its Wizard casts another spell', 'is touched by the enemy: it was only an illusion', 'is walked through by its own side and fades', 'fades with its Wizard'];
// Where mirageSpot tries an illusion: cm from the enemy's edge, and sideways.
export const MIRAGE_DEPTH = new Float64Array([21, 25, 30]);
export const MIRAGE_SHIFT = new Float64Array([0, -10, 10, -20, 20]);
// Contact classes of one stand against another (touch()).
export const EDGE_FRONT = 1;
export const EDGE_SIDE = 2;
export const EDGE_REAR = 3;
export const CORNER_FRONT = 4;
export const CORNER_REAR = 5;
