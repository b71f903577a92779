/** The WFB3 units on the map (battlefield/map.ts): each footprint as the kernel has it, its models' bases in ranks and files. */
import type { MapFigures, MapUnit } from '../../battlefield/map.ts';
import { onTheMap, rankedFigure } from '../rank-and-file/figures.ts';
import { reset } from './kernel/deployment.ts';
import { aloft, ARMY_STANDARD, CARRIED, Wfb3World } from './kernel/world.ts';
import { levelName, type Wfb3Plan } from './plan.ts';

/** The units as deployed. */
export function wfb3Figures(plan: Wfb3Plan): MapFigures {
  const w = new Wfb3World(plan);
  reset(w);
  return wfb3FiguresOf(w);
}

/** The units on the table as the world has them now (a kernel in play: a replay's step). */
export function wfb3FiguresOf(w: Wfb3World): MapFigures {
  const plan = w.plan;
  const units: MapUnit[] = [];
  for (let u = 0; u < plan.n; u++) {
    if (!onTheMap(w.status[u])) continue;
    const joined: string[] = [];
    for (let c = plan.n; c < plan.rows; c++) {
      if (plan.host[c] === u && w.models[c] > 0) joined.push(w.generalRow[plan.side[u]] === c ? `${plan.unitNames[c]} (the General)` : plan.unitNames[c]);
    }
    if (w.generalUnit[plan.side[u]] === u && w.generalRow[plan.side[u]] < 0) joined.push('the General');
    if (plan.armyStandard[u] === 1 && w.standard[2 * u + ARMY_STANDARD] === CARRIED) joined.push('the Army Standard');
    // A flyer in the air says how high it flies (§2.7): it stands over whatever is below it.
    const name = aloft(w, u) ? `${plan.unitNames[u]} (in the air, ${levelName(w.level[u])})` : plan.unitNames[u];
    const unit = { id: plan.unitIds[u], name, side: plan.side[u], models: w.models[u], baseW: plan.baseW[u], baseD: plan.baseD[u], joined, offTable: '', reach: plan.rate[u] };
    units.push(rankedFigure(w.fp, u, w.status[u], unit));
  }
  return { units, markers: [] };
}
