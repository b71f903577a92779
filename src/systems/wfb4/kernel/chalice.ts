/**
 * A wizard's chalice (AM p.17, effect `chalice`: the bearer may drink at the start of any magic
 * phase and rolls a D6 — 1 he is turned into a Chaos Spawn, 2-3 the enemy receives one magic
 * card less when they are dealt, 4-5 the bearer one more, 6 he may end the magic phase). warsim's
 * policy: he drinks as each magic phase of his side's own player turn starts, before the deal,
 * while he may cast and has drinks left (`drinks`, every such phase unless given); on a 6 he ends
 * the phase when the enemy's wizards able to cast have more magic levels than his side's, the
 * phase being theirs to win, and lets it run otherwise.
 *
 * Hot code: integers in and out.
 */
import { rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { traceChalice } from './trace-magic.ts';
import { mayCast } from './spells.ts';
import { turnedToSpawn } from './warpstone.ts';
import type { Wfb4World } from './world.ts';

/** As `phasing`'s magic phase starts: its wizards drink from their chalices. Sets the deal's `fewer` and `more` (magic-state.ts deal()); true when one of them ends the phase. */
export function drinkFromChalices(w: Wfb4World, rng: Rng, phasing: number): boolean {
  const m = w.plan.magic;
  const g = w.magic;
  g.fewer = 0;
  g.more = 0;
  for (let k = m.wizardsFrom[phasing]; k < m.wizardsFrom[phasing + 1]; k++) {
    const c = g.order[k];
    if (m.chaliceDrinks[c] === 0 || g.drunk[c] >= m.chaliceDrinks[c] || !mayCast(w, c)) continue;
    g.drunk[c]++;
    const roll = rollD6(rng);
    const ends = roll === 6 && levelsAble(w, 1 - phasing) > levelsAble(w, phasing);
    if (w.tracer !== null) traceChalice(w, c, roll, ends);
    if (roll === 1) turnedToSpawn(w, rng, c);
    else if (roll <= 3) g.fewer++;
    else if (roll <= 5) g.more++;
    else if (ends) return true;
  }
  return false;
}

/** After the deal: the cards the phasing side's chalices added (drinkFromChalices()). */
export function chaliceCards(w: Wfb4World, rng: Rng, phasing: number): void {
  for (let k = 0; k < w.magic.more; k++) w.magic.draw(rng, phasing);
}

/** The magic levels of `side`'s wizards able to cast now. */
function levelsAble(w: Wfb4World, side: number): number {
  const m = w.plan.magic;
  let levels = 0;
  for (let k = m.wizardsFrom[side]; k < m.wizardsFrom[side + 1]; k++) {
    const c = w.magic.order[k];
    if (mayCast(w, c)) levels += w.magic.level[c];
  }
  return levels;
}
