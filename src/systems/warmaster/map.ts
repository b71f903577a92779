/**
 * The Warmaster units on the map (battlefield/map.ts): each unit's stands as the kernel has them,
 * the box round them with the front edge on the side it faces, and the characters: one with a
 * unit named with it, the others as figures of their own. At deployment, Gutter Runners that
 * infiltrate later are drawn where they will come; raised dead and illusions not yet on the
 * table are not drawn.
 */
import { box as standBox, type MapFigures, type MapMarker, type MapUnit, type Polygon } from '../../battlefield/map.ts';
import { engaged } from './kernel/contact.ts';
import { reset } from './kernel/deployment.ts';
import { box, hx, hy } from './kernel/footprint.ts';
import { WarmasterKernel } from './kernel/kernel.ts';
import { ACTIVE, INFILTRATING, MIRAGE } from './kernel/status.ts';
import type { WarmasterWorld } from './kernel/world.ts';
import { MAX_STANDS, type WarmasterPlan } from './plan.ts';

/** The units and characters as deployed, infiltrators where they will come. */
export function warmasterFigures(plan: WarmasterPlan): MapFigures {
  const w = new WarmasterKernel(plan);
  reset(w);
  return warmasterFiguresOf(w, true);
}

/** The units and characters on the table as the world has them now; `deployment`: infiltrators too, dashed. */
export function warmasterFiguresOf(w: WarmasterWorld, deployment = false): MapFigures {
  const plan = w.plan;
  const units: MapUnit[] = [];
  const at = new Map<number, MapUnit>();
  for (let u = 0; u < plan.n; u++) {
    const s = w.status[u];
    const waiting = deployment && s === INFILTRATING;
    if (s !== ACTIVE && s !== MIRAGE && !waiting) continue;
    const cells: Polygon[] = [];
    const halfX = hx(w, u);
    const halfY = hy(w, u);
    for (let k = 0; k < MAX_STANDS; k++) {
      const i = u * MAX_STANDS + k;
      if (w.sAlive[i]) cells.push(standBox(w.sx[i], w.sy[i], halfX, halfY));
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
      offTable: waiting ? 'infiltrates later: comes here if it does' : s === MIRAGE ? 'an illusion (Mirage)' : '',
      state: s === ACTIVE && !waiting && engaged(w, u) ? 'engaged' : '',
      reach: plan.pace[u],
    };
    units.push(unit);
    at.set(u, unit);
  }
  const markers: MapMarker[] = [];
  for (let c = 0; c < plan.nc; c++) {
    if (!w.cAlive[c]) continue;
    const host = at.get(w.cJoin[c]);
    if (host) host.joined.push(`${plan.charNames[c]} (${plan.charIds[c]})`);
    else markers.push({ id: plan.charIds[c], name: plan.charNames[c], side: plan.cSide[c], x: w.cxNow[c], y: w.cyNow[c] });
  }
  return { units, markers };
}
