/**
 * The Essence of War units on the map (battlefield/map.ts): each footprint as the kernel has it,
 * its models' bases in ranks and files, a joined character named with its unit; at deployment a
 * unit in Ambush is drawn where it will arrive.
 */
import type { MapFigures, MapUnit } from '../../battlefield/map.ts';
import { onTheMap, rankedFigure } from '../rank-and-file/figures.ts';
import { OFF_TABLE } from '../rank-and-file/unit-state.ts';
import { T9aKernel } from './kernel/kernel.ts';
import { advOf } from './kernel/moves.ts';
import { reset } from './kernel/set-up.ts';
import type { T9aWorld } from './kernel/world.ts';
import type { T9aPlan } from './plan.ts';

/** The units as deployed, those in Ambush where they will come on. */
export function t9aFigures(plan: T9aPlan): MapFigures {
  const w = new T9aKernel(plan);
  reset(w);
  return t9aFiguresOf(w, true);
}

/** The units on the table as the world has them now; `deployment`: Ambushers too, dashed. */
export function t9aFiguresOf(w: T9aWorld, deployment = false): MapFigures {
  const plan = w.plan;
  const units: MapUnit[] = [];
  const at = new Map<number, MapUnit>();
  for (let u = 0; u < plan.n; u++) {
    const s = w.status[u];
    const waiting = deployment && s === OFF_TABLE;
    if (!onTheMap(s) && !waiting) continue;
    const offTable = waiting ? 'in Ambush: arrives here in turn 2' : '';
    const unit = rankedFigure(w.fp, u, s, { id: plan.unitIds[u], name: plan.unitNames[u], side: plan.side[u], models: w.models[u], baseW: plan.baseW[u], baseD: plan.baseD[u], joined: [], offTable, reach: advOf(w, u) + 12 + plan.chargeBonusRange[u] });
    units.push(unit);
    at.set(u, unit);
  }
  for (let u = 0; u < plan.n; u++) {
    const c = w.rider[u];
    if (c >= 0) at.get(u)?.joined.push(`${plan.unitNames[c]} (${plan.unitIds[c]})`);
  }
  return { units, markers: [] };
}
