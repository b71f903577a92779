/** Banners of the Vault (rules/t9a_eow.md §9): Banner of Speed, Battle Standard, Banner of Discipline. */
import { alive } from '../../rank-and-file/unit-state.ts';
import { gap } from './footprint.ts';
import { brethren, fleeingNow } from './units.ts';
import type { T9aWorld } from './world.ts';

/**
 * Whether a non-fleeing friendly bearer of a banner is near u (§9): kind 0 Banner of Speed
 * (6"), 1 Battle Standard (Rally Around the Flag, 12"), 2 Banner of Discipline (6").
 */
export function nearBanner(w: T9aWorld, u: number, kind: number): boolean {
  const p = w.plan;
  const col = kind === 0 ? p.item.bannerOfSpeed : kind === 1 ? p.item.battleStandard : p.item.bannerOfDiscipline;
  for (let b = 0; b < w.n; b++) {
    if (!col[b] || p.side[b] !== p.side[u] || !alive(w.status, b) || fleeingNow(w, b)) continue;
    // Rally Around the Flag is not shared with Allies (§8.5); the other banners are.
    if (kind === 1 && !brethren(w, b, u)) continue;
    gap(w, u, b);
    if (w.res <= (kind === 1 ? 12 : 6)) return true;
  }
  return false;
}

/** Banner of Speed (§9): which of side's units stand within 6" of a bearer, at the start of a phase. */
export function bannersOfSpeed(w: T9aWorld, side: number): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) w.speedBanner[u] = p.side[u] === side && nearBanner(w, u, 0) ? 1 : 0;
}
