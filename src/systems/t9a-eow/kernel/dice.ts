/** Dice (rules/t9a_eow.md §2.1): packed dice expressions, and 2D6 Maximised or Minimised. */
import { roll3D6DropHighest, roll3D6DropLowest, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';

/** Roll a packed dice expression (rules.ts diceCode): count × D(sides) + plus. */
export function rollDice(rng: Rng, code: number): number {
  const n = code >> 8;
  const sides = (code >> 4) & 15;
  let t = code & 15;
  if (sides === 6) for (let i = 0; i < n; i++) t += rollD6(rng);
  else if (sides === 3) for (let i = 0; i < n; i++) t += (rollD6(rng) + 1) >> 1;
  return t;
}

/** 2D6 (§2.1), Maximised (3D6 drop the lowest) or Minimised (3D6 drop the highest); both cancel. */
export function roll2D6Mod(rng: Rng, maximised: boolean, minimised: boolean): number {
  if (maximised === minimised) return rollD6(rng) + rollD6(rng);
  return maximised ? roll3D6DropLowest(rng) : roll3D6DropHighest(rng);
}
