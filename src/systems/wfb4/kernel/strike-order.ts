/**
 * Strike order (rules/wfb4.md §5.2): each end of each engagement strikes in groups — the
 * rider or foot models, the mount, the champion, a pistol's extra attack — ordered by
 * Initiative, chargers first and double-handed weapons last, ties to the side that won the
 * combat's last round or the roll-off; and how many models of a unit fight on an engagement
 * (§5.3).
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { frontRank, ranks } from './formation.ts';
import type { Wfb4World } from './world.ts';

// Strike-group kinds.
export const RIDER = 0;
export const MOUNT = 1;
export const CHAMPION = 2;
export const PISTOL = 3; // the pistol's extra attack in combat: S4, one more off the save (§5.6)

/** Strike groups (rider, mount, champion per engagement end) in strike order (§5.2). */
export function buildStrikeGroups(w: Wfb4World, c: number, tieSide: number): void {
  const p = w.plan;
  let g = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.inCombat[w.eng.a[e]] !== c) continue;
    for (let end = 0; end < 2; end++) {
      const u = end === 0 ? w.eng.a[e] : w.eng.b[e];
      const v = end === 0 ? w.eng.b[e] : w.eng.a[e];
      const charging = end === 0 && w.eng.charge[e] === 1;
      for (let kind = RIDER; kind <= PISTOL; kind++) {
        if (kind === MOUNT && p.mountA[u] === 0) continue;
        if (kind === CHAMPION && !p.champion[u]) continue;
        if (kind === PISTOL && !p.rule.pistol[u]) continue;
        let key: number;
        const ini = kind === MOUNT ? p.mountI[u] : kind === CHAMPION ? p.champI[u] : p.I[u];
        if (kind !== MOUNT && p.rule.strikesLast[u]) key = ini; // double-handed: always last
        else if (charging) key = 200 + ini;
        else key = 100 + ini;
        // Equal keys: the tie side first.
        key = key * 2 + (p.side[u] === tieSide ? 1 : 0);
        w.gUnit[g] = u;
        w.gEnemy[g] = v;
        w.gEng[g] = e;
        w.gKind[g] = kind;
        w.gKey[g] = key;
        w.gOrder[g] = g;
        g++;
      }
    }
  }
  w.gCount = g;
  // Insertion sort by key, descending (a handful of groups).
  for (let i = 1; i < g; i++) {
    const x = w.gOrder[i];
    let j = i - 1;
    while (j >= 0 && w.gKey[w.gOrder[j]] < w.gKey[x]) {
      w.gOrder[j + 1] = w.gOrder[j];
      j--;
    }
    w.gOrder[j + 1] = x;
  }
}

/** Models of unit u fighting on engagement e at the start of the round (§5.3). */
export function fighters(w: Wfb4World, u: number, e: number): number {
  let f: number;
  if (w.eng.a[e] === u) {
    f = w.eng.contactA[e];
    const front = frontRank(w, u);
    if (f > front) f = front;
  } else {
    f = w.eng.contactB[e];
    const face = w.eng.face[e];
    const cap = face === FRONT ? frontRank(w, u) : face === REAR ? w.models[u] - (ranks(w, u) - 1) * w.plan.files[u] : ranks(w, u);
    if (f > cap) f = cap;
  }
  return f;
}
