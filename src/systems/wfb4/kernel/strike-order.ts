/**
 * Strike order (rules/wfb4.md §5.2): each end of each engagement strikes in groups — the
 * rider or foot models, the mount, the champion, a pistol's extra attack — ordered by
 * Initiative, chargers first and double-handed weapons last, ties to the side that won the
 * combat's last round or the roll-off; and how many models of a unit fight on an engagement
 * (§5.3).
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { frontStrikers, sideStrikers } from '../../rank-and-file/formation.ts';
import { bodyOf, fightsOn, flies } from './characters.ts';
import { duellistI, swapped } from './challenges.ts';
import { impacts } from './chariots.ts';
import { FAMILIAR_I } from './familiars.ts';
import { CHAMPION, CHARACTER, CHARACTER_MOUNT, CHARACTER_PISTOL, FAMILIAR, IMPACT, MOUNT, PISTOL, RIDER } from './strike-kinds.ts';
import type { Wfb4World } from './world.ts';


/**
 * Strike groups (rider, mount, champion, pistol per engagement end; each character fighting
 * there and his steed; the characters in a challenge, §8.1; a wizard's Warrior Familiar beside
 * him, BM p.35) in strike order (§5.2).
 */
export function buildStrikeGroups(w: Wfb4World, c: number, tieSide: number): void {
  const p = w.plan;
  w.gCount = 0;
  for (let e = 0; e < w.eng.count; e++) {
    if (w.inCombat[w.eng.a[e]] !== c) continue;
    for (let end = 0; end < 2; end++) {
      const u = end === 0 ? w.eng.a[e] : w.eng.b[e];
      const v = end === 0 ? w.eng.b[e] : w.eng.a[e];
      const charging = end === 0 && w.eng.charge[e] === 1;
      for (let kind = RIDER; kind <= PISTOL; kind++) {
        if (kind === MOUNT && (p.mountA[u] === 0 || (w.anyChariot && w.dismounted[u] === 1))) continue; // a destroyed chariot's team is gone (§8.4)
        if (kind === CHAMPION && !p.champion[u]) continue;
        if (kind === PISTOL && !p.rule.pistol[u]) continue;
        addGroup(w, u, v, e, kind, charging, tieSide);
      }
      if (w.anyChariot && impacts(w, u, v, e)) addGroup(w, u, v, e, IMPACT, charging, tieSide);
      // A wizard on his own: his familiar (in a challenge, with him, below).
      if (w.anyFamiliar && w.familiarAlive[u] === 1 && w.duelFoe[u] < 0) addGroup(w, u, v, e, FAMILIAR, charging, tieSide);
      if (!w.anyCharacter) continue;
      for (let k = 0; k < p.characters.length; k++) {
        const x = p.characters[k];
        if (w.host[x] !== u || w.duelFoe[x] >= 0 || !fightsOn(w, x, e)) continue;
        addGroup(w, x, v, e, CHARACTER, charging, tieSide);
        if (p.mountA[x] > 0) addGroup(w, x, v, e, CHARACTER_MOUNT, charging, tieSide);
        if (p.rule.pistol[x] === 1) addGroup(w, x, v, e, CHARACTER_PISTOL, charging, tieSide);
        if (w.anyFamiliar && w.familiarAlive[x] === 1) addGroup(w, x, v, e, FAMILIAR, charging, tieSide);
      }
    }
  }
  // Characters in a challenge strike only each other, on their units' engagement (§8.1).
  if (w.anyCharacter) {
    for (let k = 0; k < p.characters.length; k++) {
      const x = p.characters[k];
      const foe = w.duelFoe[x];
      if (foe < 0 || w.inCombat[bodyOf(w, x)] !== c) continue;
      const e = w.duelEng[x];
      const charging = w.eng.a[e] === bodyOf(w, x) && w.eng.charge[e] === 1;
      addGroup(w, x, foe, e, CHARACTER, charging, tieSide);
      if (p.mountA[x] > 0) addGroup(w, x, foe, e, CHARACTER_MOUNT, charging, tieSide);
      if (p.rule.pistol[x] === 1) addGroup(w, x, foe, e, CHARACTER_PISTOL, charging, tieSide);
      if (w.anyFamiliar && w.familiarAlive[x] === 1) addGroup(w, x, foe, e, FAMILIAR, charging, tieSide);
    }
  }
  const g = w.gCount;
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

/** One strike group of `kind`: u striking v across engagement e, its place in the order by Initiative (§5.2). */
function addGroup(w: Wfb4World, u: number, v: number, e: number, kind: number, charging: boolean, tieSide: number): void {
  const p = w.plan;
  const mounted = kind === MOUNT || kind === CHARACTER_MOUNT;
  let ini = mounted ? p.mountI[u] : kind === CHAMPION ? p.champI[u] : kind === FAMILIAR ? FAMILIAR_I : w.I[u];
  // In a challenge with an item that swaps them, his foe's Initiative (AM p.12).
  if (w.anySwap && (kind === CHARACTER || kind === CHAMPION)) {
    const d = kind === CHAMPION ? w.n + u : u;
    const foe = w.duelFoe[d];
    if (foe >= 0 && swapped(w, d, foe)) ini = duellistI(w, foe);
  }
  let key: number;
  if (kind === IMPACT) key = 1000; // a chariot's impact hits land before any other blow (§8.4)
  // A Warrior Familiar strikes first in a fight's first round; against one who always strikes first, the higher Initiative (BM p.35).
  else if (kind === FAMILIAR && w.eng.fresh[e] === 1) key = 300 + ini;
  else if (w.anyStrikesFirst && strikesFirst(w, u, kind)) key = 300 + ini;
  else if (!mounted && kind !== FAMILIAR && p.rule.strikesLast[u]) key = ini; // double-handed: always last
  else if (charging) key = 200 + ini;
  else key = 100 + ini;
  // Equal keys: the tie side first.
  key = key * 2 + (p.side[u] === tieSide ? 1 : 0);
  const g = w.gCount++;
  w.gUnit[g] = u;
  w.gEnemy[g] = v;
  w.gEng[g] = e;
  w.gKind[g] = kind;
  w.gKey[g] = key;
  w.gOrder[g] = g;
}

/**
 * Whether u's strike group of `kind` always strikes first: a character's magic weapon that does
 * (AM p.12, p.36), or the troops of a unit whose banner makes it (AM p.19) or that is under Ere
 * We Go (BM p.56); two such, the higher Initiative first.
 */
function strikesFirst(w: Wfb4World, u: number, kind: number): boolean {
  const p = w.plan;
  if ((kind === CHARACTER || kind === RIDER) && p.items.strikesFirst[u] === 1) return true;
  if (kind === CHARACTER || kind === CHARACTER_MOUNT || kind === CHARACTER_PISTOL || kind === FAMILIAR) return false;
  // A unit under Ere We Go (BM p.56, waaagh.ts) strikes first while it lasts.
  return flies(w, u, p.rule.bannerFirst) || (w.anyMagic && w.magic.ereWeGo[u] > 0);
}

/**
 * Models of unit u that strike on engagement e this round, `lost` of its models there having
 * been slain before it strikes (§5.2, §5.3; §12-16): rank-and-file/formation.ts frontStrikers()
 * across its front, sideStrikers() back across a flank or its rear.
 */
export function strikers(w: Wfb4World, u: number, e: number, lost: number): number {
  const files = w.plan.files[u];
  const models = w.models[u];
  if (w.anyBuilding && w.inBuilding[u] >= 0) {
    // A garrison fights with as many models as its assailants have at its walls (RB p.85).
    const f = w.eng.a[e] === u ? w.eng.contactB[e] : w.eng.contactA[e];
    return f < models ? f : models;
  }
  if (w.eng.a[e] === u || w.eng.face[e] === FRONT) {
    return frontStrikers(w.eng.a[e] === u ? w.eng.contactA[e] : w.eng.contactB[e], models, files, w.roundStart[u], lost);
  }
  // Along a flank one model a rank touches, at the rear the last rank.
  return sideStrikers(w.eng.contactB[e], models, files, w.eng.face[e] === REAR, lost);
}
