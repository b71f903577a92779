/**
 * The Warmaster units on the map (battlefield/map.ts): each unit's stands as the kernel lays them
 * out, the box round them with the front edge on the side it faces, and the characters: one
 * joined to a unit named with it, the others as figures of their own. Gutter Runners that
 * infiltrate later are drawn where they will come; raised dead and illusions are not drawn.
 */
import { box as standBox, type MapFigures, type MapUnit, type Polygon } from '../../battlefield/map.ts';
import { MAX_STANDS, type WarmasterPlan } from './plan.ts';
import { reset } from './kernel/deployment.ts';
import { box, hx, hy } from './kernel/footprint.ts';
import { WarmasterKernel } from './kernel/kernel.ts';

export function warmasterFigures(plan: WarmasterPlan): MapFigures {
  const w = new WarmasterKernel(plan);
  reset(w);
  const units: MapUnit[] = [];
  const at = new Map<number, MapUnit>();
  for (let u = 0; u < plan.nDeployed; u++) {
    if (plan.illusion[u]) continue;
    const cells: Polygon[] = [];
    const halfX = hx(w, u);
    const halfY = hy(w, u);
    for (let k = 0; k < MAX_STANDS; k++) {
      const s = u * MAX_STANDS + k;
      if (w.sAlive[s]) cells.push(standBox(w.sx[s], w.sy[s], halfX, halfY));
    }
    if (cells.length === 0) continue;
    box(w, u);
    const [x0, y0, x1, y1] = [w.bx0, w.by0, w.bx1, w.by1];
    // The front edge, left end first as the unit faces: +y, +x, −y, −x.
    const fronts: [number, number, number, number][] = [
      [x0, y1, x1, y1],
      [x1, y1, x1, y0],
      [x1, y0, x0, y0],
      [x0, y0, x0, y1],
    ];
    const unit: MapUnit = {
      id: plan.unitIds[u],
      name: plan.unitNames[u],
      side: plan.side[u],
      outline: [x0, y1, x1, y1, x1, y0, x0, y0],
      front: fronts[w.face[u]],
      cells,
      joined: [],
      offTable: plan.infiltrate[u] ? 'infiltrates later: comes here if it does' : '',
    };
    units.push(unit);
    at.set(u, unit);
  }
  const markers = [];
  for (let c = 0; c < plan.nc; c++) {
    const host = at.get(plan.cJoins[c]);
    if (host) host.joined.push(`${plan.charNames[c]} (${plan.charIds[c]})`);
    else markers.push({ id: plan.charIds[c], name: plan.charNames[c], side: plan.cSide[c], x: plan.cx[c], y: plan.cy[c] });
  }
  return { units, markers };
}
