/**
 * Why an order needs what it needs, in the words of `warsim replay` (rules/warmaster.md §2.3,
 * §2.4): the Command value with what changes it and each penalty by name — the parts penalty()
 * sums (order-penalty.ts), so they add up to the need. Trace code: only trace.ts calls it.
 */
import { count } from '../../../core/words.ts';
import { M_STEAM_TANK } from '../plan.ts';
import {
  angerCaster, boneGiantPenalty, densePenalty, distancePenalty, enemyNearPenalty, farthestGap, lastingPenalty, lostStandsPenalty, mistPenalty,
  peasantPenalty, repeatPenalty, troopPenalty,
} from './order-penalty.ts';
import type { WarmasterWorld } from './world.ts';

/** One penalty on an order (§2.4): how much, and why in the trace's words. */
export interface OrderPenaltyPart {
  amount: number;
  why: string;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/**
 * The penalties on character c's order to the group (w.grp), each by name: the parts that
 * penalty() sums (order-penalty.ts), so they add up to it. `counted`: orders already counted
 * as given for this test (1 after the order failed, for the Orb of Majesty's second test).
 */
export function orderPenaltyParts(w: WarmasterWorld, c: number, counted: number): OrderPenaltyPart[] {
  const p = w.plan;
  const parts: OrderPenaltyPart[] = [];
  const add = (amount: number, why: string) => {
    if (amount !== 0) parts.push({ amount, why });
  };
  const distance = distancePenalty(w, c);
  farthestGap(w, c);
  add(distance, `at ${w.gv.toFixed(1)} cm`);
  const repeats = repeatPenalty(w) - counted;
  add(repeats, `${ORDINALS[repeats] ?? `${repeats + 1}th`} order`);
  add(enemyNearPenalty(w), 'enemy within 20 cm');
  add(densePenalty(w), 'in dense terrain');
  const lost = lostStandsPenalty(w);
  add(lost, `for ${count(lost, 'stand')} lost`);
  const group = Array.from(w.grp.subarray(0, w.grpN));
  add(troopPenalty(w), `always for ${group.filter((u) => p.rule.commandPenalty[u] === 1).map((u) => p.unitNames[u]).join(' and ')}`);
  const lasting = lastingPenalty(w);
  const tank = group.some((u) => p.machine[u] === M_STEAM_TANK);
  add(lasting, tank ? 'since its commander was slain' : `since ${lasting === 1 ? 'a blunder' : `${lasting} blunders`} ("You must be crazy!")`);
  add(peasantPenalty(w), 'Peasants without other troops');
  add(boneGiantPenalty(w, c), 'Bone Giant ordered by the Tomb King');
  const caster = angerCaster(w);
  add(caster >= 0 ? 1 : 0, caster >= 0 ? `within 30 cm of ${p.charNames[caster]}'s spell` : '');
  add(mistPenalty(w), 'Eerie Mist');
  return parts;
}

/**
 * Why an order needs what it needs (§2.3, §2.4, §9, §11.7): the Command value with what changes
 * it (`command`: with the Screaming Bell's toll), each penalty, or the rule that sets the need
 * instead (Araby Guards, the Crown of Command); `helm`: the Helm of Dominion's +1.
 */
export function orderNeedWhy(w: WarmasterWorld, c: number, command: number, guards: boolean, helm: boolean, crown: boolean, counted: number): string {
  const p = w.plan;
  if (crown) return 'Crown of Command, no penalties';
  const words: string[] = [];
  if (guards) words.push("Araby Guards' first order: 10, no penalties");
  else {
    const now = w.cCommandNow[c];
    const levels = p.cCommand[c] - now;
    words.push(`Command ${p.cCommand[c]}`);
    if (levels > 0) words.push(`−${levels} for ${count(levels, 'level')} lost`);
    const bell = command - now;
    if (bell !== 0) words.push(`${bell > 0 ? '+' : '−'}1 ${bell > 0 ? 'the Screaming Bell' : 'an enemy Screaming Bell'}`);
  }
  if (helm) words.push(command < 10 ? '+1 Helm of Dominion' : 'Helm of Dominion: 10 at most');
  if (!guards) for (const part of orderPenaltyParts(w, c, counted)) words.push(`−${part.amount} ${part.why}`);
  return words.join(', ');
}
