/**
 * The trace of flyers (`warsim replay`; rules/wfb3.md §2.7, §3.5): flights, take-offs and
 * landings, missiles collected off the table, things dropped, crashes. Called only when a tracer
 * is attached, as trace.ts.
 */
import { count } from '../../../core/words.ts';
import { levelName } from '../plan.ts';
import { inches, name, say, v } from './trace.ts';
import type { Wfb3World } from './world.ts';

function tenth(d: number): string {
  return inches(Math.round(d * 10) / 10);
}

/** u flew `w.dist`, from level `from` to its level now. */
export function traceFlies(w: Wfb3World, u: number, from: number): void {
  const l = w.level[u];
  const height = l === from ? `at ${levelName(l)}` : `${l > from ? 'climbing' : 'diving'} from ${levelName(from)} to ${levelName(l)}`;
  say(w, `${name(w, u)} ${v(w, u, 'fly')} ${tenth(w.dist)} ${height}${w.dist === 0 ? ', hovering' : ''}.`);
}

/** Stupid u in the air stops (`hour` 0) or slows to half speed towards `hour` o'clock (§5). */
export function traceBlunderAloft(w: Wfb3World, u: number, hour: number): void {
  say(w, `${name(w, u)}, stupid, ${hour === 0 ? `${v(w, u, 'stop')} in mid-air` : `${v(w, u, 'slow')} to half speed towards ${hour} o'clock`}.`);
}

export function traceTakesOff(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'take')} off, flying ${tenth(w.dist)} to ${levelName(w.level[u])}.`);
}

export function traceLands(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'land')} ${w.dist === 0 ? 'at once' : `after ${tenth(w.dist)}`}: on the ground now.`);
}

export function traceFlyerGone(w: Wfb3World, u: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'fly')} off the table to collect missiles.`);
}

/** u, off the table collecting missiles, rolled `roll` to come back (a 6), or gave up (`gaveUp` 1). */
export function traceFlyerBack(w: Wfb3World, u: number, roll: number, gaveUp: number): void {
  if (gaveUp === 1) say(w, `${name(w, u)} ${v(w, u, 'give')} up looking for missiles and ${v(w, u, 'come')} back, carrying nothing, at the table edge of ${w.plan.sideIds[w.plan.side[u]]}.`);
  else if (roll === 6) say(w, `${name(w, u)} ${v(w, u, 'come')} back with missiles to drop (D6 6).`);
  else say(w, `${name(w, u)} ${v(w, u, 'are')} still away collecting missiles (D6 ${roll}).`);
}

/** u crashed from `levels` height levels: `falling` models, `slain` of them slain by the fall, landing `d` inches away. */
export function traceCrash(w: Wfb3World, u: number, levels: number, falling: number, slain: number, d: number): void {
  say(w, `${name(w, u)} ${v(w, u, 'crash')} from ${levelName(levels)}: ${count(falling, 'model')} ${falling === 1 ? 'falls' : 'fall'} ${inches(d)}, ${count(slain, 'model')} slain.`);
}

/** Crashing u fell on t, slaying `slain` of its models; t −1: no room to come to rest, the survivors lost. */
export function traceFalls(w: Wfb3World, u: number, t: number, slain: number): void {
  if (t < 0) say(w, `${name(w, u)} ${v(w, u, 'find')} no room to come to rest: lost.`);
  else say(w, `${name(w, u)} ${v(w, u, 'fall')} on ${name(w, t)}: ${count(slain, 'model')} slain.`);
}

/** u dropped `drops` objects on t from its level, at S`s`: `direct` direct hits, `onTarget` landing on t, `elsewhere` on other units, `slain` models slain in all. */
export function traceDrops(w: Wfb3World, u: number, t: number, drops: number, s: number, direct: number, onTarget: number, elsewhere: number, slain: number): void {
  const missed = drops - onTarget - elsewhere;
  const rest = `${count(onTarget, 'on it', 'on it')}${elsewhere > 0 ? `, ${elsewhere} on other units` : ''}${missed > 0 ? `, ${missed} on open ground` : ''}`;
  // What the casualties set off follows this line (trace.ts holdTrace()).
  const held = w.traceHeld;
  w.traceHeld = null;
  say(w, `${name(w, u)} ${v(w, u, 'drop')} ${count(drops, 'object')} on ${name(w, t)} from ${levelName(w.level[u])} at S${s}: ${count(direct, 'direct hit')}; ${rest}; ${count(slain, 'model')} slain.`);
  if (held !== null) for (const x of held) say(w, x.text, x.link);
}
