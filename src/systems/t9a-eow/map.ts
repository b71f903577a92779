/**
 * The Essence of War units on the map (battlefield/map.ts): each footprint as the kernel deploys
 * it, its models' bases in ranks and files, a joined character named with its unit, a unit in
 * Ambush drawn where it will arrive.
 */
import { footprintOutline, type MapFigures, type MapUnit, rankAndFileCells } from '../../battlefield/map.ts';
import { T9aKernel } from './kernel/kernel.ts';
import { reset } from './kernel/set-up.ts';
import type { T9aPlan } from './plan.ts';

export function t9aFigures(plan: T9aPlan): MapFigures {
  const w = new T9aKernel(plan);
  reset(w);
  const units: MapUnit[] = [];
  const at = new Map<number, MapUnit>();
  for (let u = 0; u < plan.n; u++) {
    if (plan.host[u] >= 0) continue;
    const unit: MapUnit = {
      id: plan.unitIds[u],
      name: plan.unitNames[u],
      side: plan.side[u],
      ...footprintOutline(w.fp, u),
      cells: rankAndFileCells(w.fp, u, plan.models[u], plan.baseW[u], plan.baseD[u]),
      joined: [],
      offTable: plan.ambush[u] ? 'in Ambush: arrives here in turn 2' : '',
    };
    units.push(unit);
    at.set(u, unit);
  }
  for (let u = 0; u < plan.n; u++) if (plan.host[u] >= 0) at.get(plan.host[u])?.joined.push(`${plan.unitNames[u]} (${plan.unitIds[u]})`);
  return { units, markers: [] };
}
