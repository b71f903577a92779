/**
 * Standards taken up again (rules/wfb3.md §6.6). A captured standard stays with the enemy unit
 * that took it (`captor`, standards.ts), and its own unit regains it — and with it its Ld and its
 * +1 in the combat result — only by recapturing it: when the captors rout from a fight with it, or
 * are wiped out by it, in base contact or pursued by it. The seed says no more; a standard whose
 * captors fall to other units, or flee off the table, stays captured. A fallen army standard
 * passes on only into the care of a character of level 5 or more — in the 3rd edition every
 * character (digest §6.4) — who carries it from then on: a unit with none leaves it, lost.
 */
import { engagedWith } from '../../rank-and-file/engagements.ts';
import { ENGAGED } from '../../rank-and-file/unit-state.ts';
import { traceRecaptured } from './trace.ts';
import { armyStandardCarrier } from './characters.ts';
import { ARMY_STANDARD, CARRIED, LOST, type Wfb3World } from './world.ts';

/**
 * Unit x, which may hold captured standards, routs or is wiped out: each standard it holds goes
 * back to its own unit if that unit stands in base contact with x or pursues it (§6.6: regained
 * only by recapturing it); otherwise it stays captured. Called before x's engagements end.
 */
export function recaptured(w: Wfb3World, x: number): void {
  const p = w.plan;
  if (p.anyStandard === 0 || !p.flags.standardCapture) return;
  for (let k = 0; k < 2 * w.n; k++) {
    if (w.captor[k] !== x) continue;
    const u = k >> 1;
    if (w.pursuing[u] !== x && (w.status[u] !== ENGAGED || !engagedWith(w.eng, u, x))) continue;
    w.captor[k] = -1;
    w.standard[k] = takenUpAgain(w, u, k & 1);
    if (w.tracer !== null) traceRecaptured(w, u, k & 1, x);
  }
}

/**
 * Unit u takes up its standard `s` again — a fallen one as it wins, or one recaptured — and what
 * then becomes of it: carried; but the army standard only into the care of one of u's living
 * characters, who carries it from then on (`armyBearer`), and lost with none.
 */
export function takenUpAgain(w: Wfb3World, u: number, s: number): number {
  if (s !== ARMY_STANDARD) return CARRIED;
  const c = armyStandardCarrier(w, u);
  w.armyBearer[u] = c;
  return c >= 0 ? CARRIED : LOST;
}
