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
/** A Multi-game's table (§8.5): 54" wide for two Coalitions of two armies, wider for more. */
const COALITION_WIDTH = 54;

export function t9aWarnings(plan: T9aPlan): ScenarioWarning[] {
  const warnings: ScenarioWarning[] = [];
  // The scenario frame's defaults (6 turns, 72×48") are not the Basic game's: say so. A
  // Multi-game (more than one army a side, §8.5) may be 54" wide or wider, still 48" deep.
  const coalition = plan.armies > 2;
  const widthOk = plan.width === BASIC_WIDTH || (coalition && plan.width >= COALITION_WIDTH);
  if (plan.flags.game === 'basic' && (plan.turns !== BASIC_TURNS || !widthOk || plan.depth !== BASIC_DEPTH)) {
    const width = coalition ? `${COALITION_WIDTH}` : `${BASIC_WIDTH}`;
    warnings.push({
      path: ['rules', 'game'],
      message: coalition
        ? `a Basic Multi-game is ${BASIC_TURNS} game turns on a table ${COALITION_WIDTH}" wide or more and ${BASIC_DEPTH}" deep (§3.1, §8.5), and this one plays ${plan.turns} on ${plan.width}×${plan.depth}": set \`end: { turns: ${BASIC_TURNS} }\` and \`battlefield: { width: ${width}, depth: ${BASIC_DEPTH} }\` for the standard game`
        : `a Basic game is ${BASIC_TURNS} game turns on a ${BASIC_WIDTH}×${BASIC_DEPTH}" table (§3.1), and this one plays ${plan.turns} on ${plan.width}×${plan.depth}": set \`end: { turns: ${BASIC_TURNS} }\` and \`battlefield: { width: ${BASIC_WIDTH}, depth: ${BASIC_DEPTH} }\` for the standard game`,
    });
  }
  return warnings;
}
