/**
 * Legal Essence of War set-ups that most likely do not ask what their author meant
 * (GameSystem.warnings): `warsim validate` and `warsim run` print them and go on.
 */
import type { ScenarioWarning } from '../system.ts';
import type { T9aPlan } from './plan.ts';

/** The Basic game's table and length (rules/t9a_eow.md §3.1). */
const BASIC_TURNS = 4;
const BASIC_WIDTH = 36;
const BASIC_DEPTH = 48;

export function t9aWarnings(plan: T9aPlan): ScenarioWarning[] {
  const warnings: ScenarioWarning[] = [];
  // The scenario frame's defaults (6 turns, 72×48") are not the Basic game's: say so.
  if (plan.basic && (plan.turns !== BASIC_TURNS || plan.width !== BASIC_WIDTH || plan.depth !== BASIC_DEPTH)) {
    warnings.push({
      path: ['rules', 'game'],
      message: `a Basic game is ${BASIC_TURNS} game turns on a ${BASIC_WIDTH}×${BASIC_DEPTH}" table (§3.1), and this one plays ${plan.turns} on ${plan.width}×${plan.depth}": set \`end: { turns: ${BASIC_TURNS} }\` and \`battlefield: { width: ${BASIC_WIDTH}, depth: ${BASIC_DEPTH} }\` for the standard game`,
    });
  }
  return warnings;
}
