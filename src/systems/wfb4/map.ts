/** The WFB4 units on the map (battlefield/map.ts): each footprint as the kernel deploys it, its models' bases in ranks and files. */
import { footprintOutline, type MapFigures, rankAndFileCells } from '../../battlefield/map.ts';
import { reset } from './kernel/deployment.ts';
import { Wfb4World } from './kernel/world.ts';
import type { Wfb4Plan } from './plan.ts';

export function wfb4Figures(plan: Wfb4Plan): MapFigures {
  const w = new Wfb4World(plan);
  reset(w);
  const units = [];
  for (let u = 0; u < plan.n; u++) {
    const joined: string[] = [];
    if (plan.generalLd[u] > 0) joined.push('the General');
    if (plan.battleStandard[u]) joined.push('the Battle Standard');
    units.push({
      id: plan.unitIds[u],
      name: plan.unitNames[u],
      side: plan.side[u],
      ...footprintOutline(w.fp, u),
      cells: rankAndFileCells(w.fp, u, plan.models[u], plan.baseW[u], plan.baseD[u]),
      joined,
      offTable: '',
    });
  }
  return { units, markers: [] };
}
