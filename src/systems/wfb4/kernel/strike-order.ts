/**
 * Strike order (rules/wfb4.md §5.2): each end of each engagement strikes in groups — the
 * rider or foot models, the mount, the champion, a pistol's extra attack — ordered by
 * Initiative, chargers first and double-handed weapons last, ties to the side that won the
 * combat's last round or the roll-off; and how many models of a unit fight on an engagement
 * (§5.3).
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { frontRankOf, ranksOf } from '../../rank-and-file/formation.ts';
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

/**
 * Models of unit u that strike on engagement e this round, `lost` of its models there having
 * been slain before it strikes (§5.2, §5.3; §12-16): those in base contact, less one for each
 * casualty that a model stepping forward replaced. Casualties come off the rear, and the
 * rear-rankers who step forward cannot fight that turn — but a front rank with no one behind it
 * is simply shorter by its casualties, and those are not taken off a second time.
 */
export function strikers(w: Wfb4World, u: number, e: number, lost: number): number {
  const files = w.plan.files[u];
  const models = w.models[u];
  let f: number;
  if (w.eng.a[e] === u || w.eng.face[e] === FRONT) {
    f = w.eng.a[e] === u ? w.eng.contactA[e] : w.eng.contactB[e];
    const front = frontRankOf(models, files);
    if (f > front) f = front;
    const start = w.roundStart[u];
    const behind = start - frontRankOf(start, files); // who could step forward this round
    f -= lost < behind ? lost : behind;
  } else {
    // Along a flank one model a rank touches, at the rear the last rank.
    f = w.eng.contactB[e];
    const depth = ranksOf(models, files);
    const cap = w.eng.face[e] === REAR ? models - (depth - 1) * files : depth;
    if (f > cap) f = cap;
    f -= lost;
  }
  return f < 0 ? 0 : f;
}
