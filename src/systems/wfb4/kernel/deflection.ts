/**
 * The banner that turns spells aside (AM p.19: works on an enemy spell cast
 * at any target within 6" of the banner: on the scatter dice a hit leaves the spell
 * alone, an arrow turns it 4D6" the way the arrow points, to strike the
 * first fit target over 6" from the banner; banner effect `deflects-spells`).
 *
 * An enemy spell cast at a unit within 6" of a unit flying it, the banner's own among them, or
 * at a character in one, that is not stopped (warsim's reading: the dispels come first, as the
 * spell is cast; what is deflected is a spell that would take effect): the scatter dice. On a
 * HIT the spell strikes its target. On an arrow it flies 4D6" from the middle of its target the
 * way the arrow points, and strikes the first unit whose footprint that path enters — of either
 * side — more than 6" from the banner and one the spell could strike (a missile that flies
 * straight no unit in combat; the Fear of Aramar no Undead nor Daemons); with none on the path,
 * it is lost. Spells with no target, spells on friends, spells that strike a foe fighting the
 * caster and the Flamestorm's template are not deflected. A character's shield does the same for
 * the spells cast at him or the unit he is with (AM p.8: an enemy spell aimed at the bearer or
 * his unit may be turned aside), the 6" measured from that unit (warsim's reading: the shield's card
 * gives no more than the deflection).
 */
import { BEARINGS, rollBearing, rollND6, scatterHit } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { withinLimit } from '../../../battlefield/gaps.ts';
import { missesFootprint } from '../../../battlefield/segment.ts';
import { ENGAGED, FLEEING, JOINED, present } from '../../rank-and-file/unit-state.ts';
import { SPELL_FLEE, SPELL_TEMPLATE } from '../data/spells.ts';
import { bodyOf, flies } from './characters.ts';
import { segmentEntry } from './terrain.ts';
import { traceDeflected } from './trace-banners.ts';
import type { Wfb4World } from './world.ts';

/** How near its target the banner must be, and how far from it the spell must land (inches). */
const DEFLECT_RANGE = 6;

/** Where spell s, cast at t and not stopped, strikes: t, the unit it is deflected onto, or −1 none. */
export function deflectedTo(w: Wfb4World, rng: Rng, s: number, t: number): number {
  const p = w.plan;
  const card = p.magic.card[s];
  if (t < 0 || card.area || card.friendly || card.melee || card.kind === SPELL_TEMPLATE) return t;
  const tb = bodyOf(w, t);
  const banner = bannerNear(w, tb, 1 - p.side[p.magic.caster[s]]);
  if (banner < 0) return t;
  const shield = w.tracer !== null && !flies(w, banner, p.rule.deflectsSpells);
  if (scatterHit(rng)) {
    if (w.tracer !== null) traceDeflected(w, s, banner, shield, true, 0, t, 0, t);
    return t;
  }
  const bearing = rollBearing(rng);
  const angle = (bearing * 2 * Math.PI) / BEARINGS;
  const seg = w.seg;
  seg.x = w.fp.cx[tb];
  seg.y = w.fp.cy[tb];
  seg.dx = Math.sin(angle);
  seg.dy = Math.cos(angle);
  seg.len = rollND6(rng, 4);
  seg.margin = 0;
  let found = -1;
  let first = Infinity;
  for (let u = 0; u < w.n; u++) {
    if (u === tb || !eligible(w, s, u, banner) || missesFootprint(seg, w.fp, u)) continue;
    segmentEntry(w, u);
    if (w.result < first) {
      first = w.result;
      found = u;
    }
  }
  if (w.tracer !== null) traceDeflected(w, s, banner, shield, false, bearing, found, seg.len, t);
  return found;
}

/**
 * A unit of `side` flying the banner, on the table and not fleeing, within 6" of unit tb (or tb
 * itself); else tb, when a character's shield guards it (his unit, or him on his own); −1 none.
 */
function bannerNear(w: Wfb4World, tb: number, side: number): number {
  const p = w.plan;
  w.gaps.limit = DEFLECT_RANGE;
  for (let b = w.sideFrom[side], stop = w.sideTo[side]; b < stop; b++) {
    if (p.side[b] !== side || !present(w.status, b) || w.status[b] === FLEEING || w.status[b] === JOINED) continue;
    if (!flies(w, b, p.rule.deflectsSpells)) continue;
    if (b === tb || withinLimit(w.gaps, b, tb)) return b;
  }
  // A shield that deflects the spells cast at its bearer or the unit he is with (AM p.8).
  if (p.side[tb] !== side) return -1;
  for (let k = 0; k < p.characters.length; k++) {
    const c = p.characters[k];
    if (p.items.deflects[c] === 1 && w.models[c] > 0 && (c === tb || (w.status[c] === JOINED && w.host[c] === tb))) return tb;
  }
  return -1;
}

/** Whether deflected spell s may strike unit u: on the table, more than 6" from the banner, and a target the spell could have. */
function eligible(w: Wfb4World, s: number, u: number, banner: number): boolean {
  const p = w.plan;
  const card = p.magic.card[s];
  const st = w.status[u];
  if (!present(w.status, u) || st === JOINED) return false;
  if (card.straight && st === ENGAGED) return false;
  if (card.kind === SPELL_FLEE && (st === FLEEING || p.rule.undead[u] === 1 || p.daemon[u] === 1)) return false;
  w.gaps.limit = DEFLECT_RANGE;
  return !withinLimit(w.gaps, banner, u);
}
