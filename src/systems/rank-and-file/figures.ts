/**
 * A ranked unit on the battlefield map (battlefield/map.ts), as wfb4 and t9a-eow draw theirs:
 * its footprint, its models' bases in ranks and files, and its state in the battle.
 */
import type { Footprints } from '../../battlefield/footprints.ts';
import { footprintOutline, type MapUnit, rankAndFileCells } from '../../battlefield/map.ts';
import { ENGAGED, FLEEING, READY } from './unit-state.ts';

/** Whether a unit of this status stands on the table in the fight (ready, engaged or fleeing). */
export function onTheMap(status: number): boolean {
  return status === READY || status === ENGAGED || status === FLEEING;
}

/**
 * Unit u drawn from its footprint: `models` bases `baseW` by `baseD`, and its state (fleeing,
 * engaged) from its status.
 */
export function rankedFigure(
  fp: Footprints,
  u: number,
  status: number,
  unit: { id: string; name: string; side: number; models: number; baseW: number; baseD: number; joined: string[]; offTable: string; reach: number },
): MapUnit {
  return {
    id: unit.id,
    name: unit.name,
    side: unit.side,
    ...footprintOutline(fp, u),
    cells: rankAndFileCells(fp, u, unit.models, unit.baseW, unit.baseD),
    joined: unit.joined,
    offTable: unit.offTable,
    state: status === FLEEING ? 'fleeing' : status === ENGAGED ? 'engaged' : '',
    reach: unit.reach,
  };
}
