// Transitional: the rank-and-file layer is src/systems/rank-and-file/ and faces are battlefield/arcs.ts.
// Removed once every kernel imports them from there.
export * from './rank-and-file/unit-state.ts';
export { FACE_NAMES, FRONT, LEFT, REAR, RIGHT } from '../battlefield/arcs.ts';
