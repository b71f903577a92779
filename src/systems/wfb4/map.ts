/** The WFB4 units on the map (battlefield/map.ts): each footprint as the kernel has it, its models' bases in ranks and files. */
import type { MapFigures, MapUnit } from '../../battlefield/map.ts';
import { onTheMap, rankedFigure } from '../rank-and-file/figures.ts';
import { JOINED } from '../rank-and-file/unit-state.ts';
import { reset } from './kernel/deployment.ts';
import { Wfb4World } from './kernel/world.ts';
import type { Wfb4Plan } from './plan.ts';

/** The units as deployed. */
export function wfb4Figures(plan: Wfb4Plan): MapFigures {
  const w = new Wfb4World(plan);
  reset(w);
  return wfb4FiguresOf(w);
}

/** The units on the table as the world has them now (a kernel in play: a replay's step). */
export function wfb4FiguresOf(w: Wfb4World): MapFigures {
  const plan = w.plan;
  const units: MapUnit[] = [];
  for (let u = 0; u < plan.n; u++) {
    if (!onTheMap(w.status[u])) continue;
    const joined: string[] = [];
    if (plan.generalLd[u] > 0) joined.push('the General');
    if (plan.battleStandard[u]) joined.push('the Battle Standard');
    // The characters with it, who are not drawn on their own (§8.1).
    for (let k = 0; k < plan.characters.length; k++) {
      const c = plan.characters[k];
      if (w.host[c] !== u || w.status[c] !== JOINED) continue;
      const roles = [plan.generalLd[c] > 0 ? 'General' : '', plan.battleStandard[c] ? 'Battle Standard' : ''].filter((r) => r !== '');
      joined.push(roles.length > 0 ? `${plan.unitNames[c]} (${roles.join(', ')})` : plan.unitNames[c]);
    }
    const unit = { id: plan.unitIds[u], name: plan.unitNames[u], side: plan.side[u], models: w.models[u], baseW: plan.baseW[u], baseD: plan.baseD[u], joined, offTable: '', reach: w.reach[u] };
    units.push(rankedFigure(w.fp, u, w.status[u], unit));
  }
  return { units, markers: [] };
}
