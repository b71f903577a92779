/**
 * Legal Warmaster set-ups that most likely do not ask what their author meant
 * (GameSystem.warnings): `warsim validate` and `warsim run` print them and go on.
 */
import type { ScenarioWarning } from '../system.ts';
import type { WarmasterPlan } from './plan.ts';

export function warmasterWarnings(plan: WarmasterPlan): ScenarioWarning[] {
  const warnings: ScenarioWarning[] = [];
  for (let s = 0; s < 2; s++) {
    let units = 0;
    for (let u = 0; u < plan.nDeployed; u++) if (plan.side[u] === s) units++;
    let characters = 0;
    for (let c = 0; c < plan.nc; c++) if (plan.cSide[c] === s) characters++;
    // Only characters give orders (§2): a roster checked against `points` always has a General.
    if (units > 0 && characters === 0) {
      warnings.push({
        path: ['sides', s],
        message:
          'no character on this side to give orders (§2): its units move only by initiative, charging or evading enemies within 20 cm (§2.7), and stay put otherwise; add a General (or set `points:` to check the roster)',
      });
    }
  }
  // Two enemy units given the same place start front to front, in combat, from the first turn:
  // legal (a deployed engagement), but most often a position copied from one unit to the other.
  for (let u = 0; u < plan.nDeployed; u++) {
    for (let v = 0; v < u; v++) {
      if (plan.side[u] === plan.side[v] || Math.abs(plan.x[u] - plan.x[v]) > 1e-6 || Math.abs(plan.y[u] - plan.y[v]) > 1e-6) continue;
      warnings.push({
        path: ['sides', plan.sideIds[plan.side[u]], 'units', plan.unitIds[u], 'position'],
        message: `the same place as the enemy ${plan.unitIds[v]}: the two start front to front in base contact and fight from the first Combat phase (§5); move one if they were meant to start apart`,
      });
    }
  }
  return warnings;
}
