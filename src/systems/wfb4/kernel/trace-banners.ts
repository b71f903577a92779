/**
 * The trace of magic banners' powers (`warsim replay`; rules/wfb4.md §6.1, §9; AM p.19, p.37):
 * a break test re-taken with a standard, a unit held by its rune, doubled first-round attacks, a
 * charge slowed by a rune, a flyer braving a banner that terrifies flyers. Called only when a
 * tracer is attached, as trace.ts.
 */
import { BEARINGS } from '../../../core/dice.ts';
import { CARD_POWER } from '../magic-state.ts';
import { inches, name, say } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** A failed break test re-taken: with the battle standard near, else by its own banner's power (AM p.19). */
export function traceBattleStandardReroll(w: Wfb4World, u: number, standard: boolean): void {
  say(w, `${name(w, u)} re-takes its break test with ${standard ? 'the battle standard' : 'its banner'}.`);
}

export function traceUnbreakable(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)}'s banner holds it: no break test.`);
}

export function traceFirstRoundDouble(w: Wfb4World, u: number): void {
  say(w, `${name(w, u)}'s banner doubles its attacks in its first round of combat.`);
}

export function traceChargeSlowed(w: Wfb4World, c: number, t: number, cut: number): void {
  say(w, `${name(w, t)}'s banner takes ${cut}" from ${name(w, c)}'s charge: it needs ${w.result.toFixed(1)}" and can reach ${inches(w.reach[c] - cut)}.`);
}

/** A flyer that has faced its terror charges a banner that terrifies flyers: its D6 (AM p.19). */
export function traceFlyerTerror(w: Wfb4World, c: number, t: number, roll: number): void {
  const what = roll <= 2 ? 'driven off' : roll <= 4 ? 'its charge fails, and it stays put' : 'it charges';
  say(w, `${name(w, c)} braves ${name(w, t)}'s banner: D6 ${roll}, ${what}.`);
}

/** The Undead or Daemons of t touching a banner that burns them: their dice and wounds (undead-bane.ts, AM p.19). */
export function traceBane(w: Wfb4World, t: number, models: number, wounds: number, suffered: number, slain: number): void {
  const kept = suffered < wounds ? ` (${wounds - suffered} regenerated)` : '';
  say(w, `${name(w, t)} touch a banner that burns them: ${models} rolled, ${wounds} wounded on 4+${kept}, ${slain} slain.`);
}

/** Wizard c touches a banner that slays wizards (magical-overload.ts, AM p.19). */
export function traceOverload(w: Wfb4World, c: number): void {
  say(w, `${name(w, c)} touches a banner that slays wizards: slain by magical overload.`);
}

/** u's banner absorbs `absorbed` of the `cards` power cards an enemy spell at it spent (absorb-power.ts, AM p.19). */
export function traceAbsorbed(w: Wfb4World, u: number, cards: number, absorbed: number): void {
  const side = w.plan.side[u];
  say(w, `${name(w, u)}'s banner absorbs ${absorbed} of ${cards} power card${cards === 1 ? '' : 's'}: ${w.plan.sideIds[side]} now hold ${w.magic.held(side, CARD_POWER)} Power.`);
}

/**
 * Spell s, cast at t near banner b, and the scatter dice (deflection.ts, AM p.19): a HIT, or an
 * arrow on `bearing` (of BEARINGS, clockwise from the table's far edge) and where the 4D6" took
 * it (to, −1 no one).
 */
export function traceDeflected(w: Wfb4World, s: number, b: number, shield: boolean, hit: boolean, bearing: number, to: number, dist: number, t: number): void {
  const what = w.plan.magic.card[s].name;
  const by = shield ? 'shield' : 'banner';
  if (hit) say(w, `${name(w, b)}'s ${by}: a HIT on the scatter dice, ${what} strikes ${name(w, t)}.`);
  else say(w, `${name(w, b)}'s ${by} deflects ${what} ${inches(dist)} at ${(bearing * 360) / BEARINGS}°: ${to >= 0 ? `it strikes ${name(w, to)}` : 'it strikes no one'}.`);
}
