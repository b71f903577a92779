// Transitional: moved to src/core/dice-odds.ts; removed once the Warmaster tests import it from there.
export * from '../../core/dice-odds.ts';
