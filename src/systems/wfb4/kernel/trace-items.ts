/**
 * The trace of magic items' powers that deal wounds of their own (`warsim replay`; AM p.8-17):
 * wounds that linger, weapons that turn on their bearer or backfire, that stop attacks or slay
 * on a failed test, armour that strikes back, a ward that rebounds. Called only when a tracer is
 * attached, as trace.ts.
 */
import { count } from '../../../core/words.ts';
import { SAPS_A, SAPS_BS, SAPS_I, SAPS_S, SAPS_T, SAPS_WS } from '../plan.ts';
import { name, say } from './trace.ts';
import type { Wfb4World } from './world.ts';

/** u's weapon destroyed t's armour for the battle: the saves left to it (sapping.ts breakArmour()). */
export function traceArmourBroken(w: Wfb4World, u: number, t: number): void {
  const it = w.plan.items;
  const save = (s: number) => (s >= 7 ? 'none' : `${s}+`);
  say(w, `${name(w, u)}'s blow destroys the armour of ${name(w, t)}: from now on its save is ${save(it.bareMeleeSave[t])} in close combat, ${save(it.bareMissileSave[t])} against missiles.`);
}

/** Character c's thrown weapon's `hits` on t: `wounds` at S `str`, `unsaved`, `slain` (thrown-weapons.ts). */
export function traceThrown(w: Wfb4World, c: number, t: number, hits: number, wounds: number, str: number, unsaved: number, slain: number): void {
  say(w, `${name(w, c)} throws his weapon at ${name(w, t)}: ${count(hits, 'hit')}, ${count(wounds, 'wound')} (S${str}), ${unsaved} unsaved, ${slain} slain.`);
}

/** Wielder u's rune tests t's magic weapon on a hit: his D6 against t's, broken when his is higher (weapon-runes.ts). */
export function traceWeaponBreaking(w: Wfb4World, u: number, t: number, his: number, theirs: number, broken: boolean): void {
  say(w, `${name(w, u)}'s rune tests the magic weapon of ${name(w, t)}: ${his} against ${theirs}, ${broken ? 'broken for the rest of the battle' : 'it holds'}.`);
}

/** u's fire weapon's wounds slaying `slain` models of t, vulnerable to fire, whatever their Wounds (AM p.13-16). */
export function traceBurnt(w: Wfb4World, u: number, t: number, slain: number): void {
  say(w, `${name(w, u)}'s fire consumes ${slain === 1 && w.plan.models[t] === 1 ? name(w, t) : `${slain} of ${name(w, t)}`}: vulnerable to fire, ${slain === 1 ? 'it is' : 'they are'} destroyed by a wound.`);
}

/** Festering t's D6 `roll` as the magic phase starts, a wound at `n` or under; `slain` (lingering.ts). */
export function traceLingers(w: Wfb4World, t: number, roll: number, n: number, slain: number): void {
  say(w, `${name(w, t)}'s wound lingers: rolls ${roll}${roll <= n ? `, another wound, no save${slain > 0 ? ', slain' : ''}` : ''}.`);
}

/** Character u's weapon's wounds that fell back on him (combat.ts backfires()). */
export function traceBackfire(w: Wfb4World, u: number, back: number, slain: number): void {
  say(w, `${name(w, u)}'s weapon turns ${count(back, 'wound')} back on him, no save${slain > 0 ? ': slain' : ''}.`);
}

/** `models` of u's would strike character t, who must be dared: `passed` passed their Leadership test (combat.ts blows()). */
export function traceStrikeLdTest(w: Wfb4World, t: number, u: number, models: number, passed: number): void {
  say(w, `${name(w, u)} must dare to strike ${name(w, t)}: ${passed} of ${count(models, 'model')} pass their Leadership test.`);
}

/** Character t's weapon stops `stopped` of u's attacks at him (combat.ts blows()). */
export function traceAttacksStopped(w: Wfb4World, t: number, u: number, stopped: number): void {
  say(w, `${name(w, t)}'s weapon stops ${count(stopped, 'attack')} of ${name(w, u)}.`);
}

/** u's weapon's `hits` on t, each tested (slay-test.ts): `failed` failed, `killed` not saved by magic armour, `slain` models slain. */
export function traceSlayTests(w: Wfb4World, u: number, t: number, hits: number, leadership: boolean, failed: number, killed: number, slain: number): void {
  const saved = failed - killed;
  say(w, `${name(w, u)}'s weapon: ${count(hits, 'hit')} on ${name(w, t)}, each a ${leadership ? 'Leadership' : 'Toughness'} test: ${failed} failed${saved > 0 ? `, ${saved} saved by magic armour` : ''}, ${slain} slain outright.`);
}

/** Character c's weapon that turns on him: his D6 at the end of his side's turn (lingering.ts selfWounds()). */
export function traceSelfWound(w: Wfb4World, c: number, roll: number, n: number, slain: number): void {
  say(w, `${name(w, c)}'s weapon turns on him: rolls ${roll}${roll >= n ? `, a wound, no save${slain > 0 ? ', slain' : ''}` : ''}.`);
}

/** Character t's ward rebounds `warded` wounds on u (riposte.ts rebound()). */
export function traceRebound(w: Wfb4World, t: number, u: number, warded: number, suffered: number, slain: number): void {
  say(w, `${name(w, t)}'s ward rebounds ${count(warded, 'wound')} on ${name(w, u)}, no save: ${suffered} suffered, ${slain} slain.`);
}

/** Character t's armour strikes back at u for `saved` saved blows, at S `str` (riposte.ts). */
export function traceRiposte(w: Wfb4World, t: number, u: number, saved: number, str: number, wounds: number, unsaved: number, slain: number): void {
  say(w, `${name(w, t)}'s armour strikes back: ${count(saved, 'hit')} at ${name(w, u)} (S${str}), ${count(wounds, 'wound')}, ${unsaved} unsaved, ${slain} slain.`);
}

/** Character c's item wounds the `touching` models of t in contact with him as the combat phase starts (contact-wounds.ts). */
export function traceContactWounds(w: Wfb4World, c: number, t: number, touching: number, unsaved: number, suffered: number, slain: number): void {
  say(w, `${name(w, c)}'s item wounds ${count(touching, 'model')} of ${name(w, t)} touching him: ${unsaved} unsaved${suffered < unsaved ? `, ${unsaved - suffered} regenerated` : ''}, ${slain} slain.`);
}

/** Character c's item's blast on `touching` models of t: `die` wounds each (1, 3 a D3, 6 a D6), `suffered` of them past regeneration or a ward, `wounds` dealt, `slain` (blasts.ts). */
export function traceBlast(w: Wfb4World, c: number, t: number, touching: number, die: number, suffered: number, wounds: number, slain: number): void {
  const each = die === 1 ? 'a wound' : `D${die} wounds`;
  say(w, `${name(w, c)}'s item releases a blast on ${name(w, t)}: ${count(touching, 'model')} touching him, ${each} each, no armour save${suffered < touching ? `, ${touching - suffered} negated` : ''}: ${count(wounds, 'wound')}, ${slain} slain.`);
}

/** Unit u's failed animosity test, ignored by character c's item (animosity.ts). */
export function traceAnimosityCalmed(w: Wfb4World, u: number, c: number): void {
  say(w, `${name(w, u)} fails its animosity test, and ${name(w, c)}'s item calms it: ignored, once.`);
}

/** Character c's item raises his Strength by `S` for this turn, `left` uses left (surges.ts). */
export function traceSurge(w: Wfb4World, c: number, S: number, left: number): void {
  say(w, `${name(w, c)}'s item raises his Strength by ${S} this turn${left > 0 ? ` (${count(left, 'use')} left)` : ''}.`);
}

/** Character c's item's spell doubles his Strength to S until the next magic phase (surges.ts mightOn()). */
export function traceMight(w: Wfb4World, c: number, S: number): void {
  say(w, `${name(w, c)}'s Strength is doubled: S${S} until the next magic phase.`);
}

/** `models` of u's would strike character t, whose item unnerves them: `failed` failed their Leadership test and strike at −2 to hit and −2 S (magic-items.ts guardedAttacks()). */
export function traceUnnerved(w: Wfb4World, t: number, u: number, models: number, failed: number): void {
  say(w, `${name(w, u)} face ${name(w, t)}'s unnerving item: ${failed} of ${count(models, 'model')} fail their Leadership test and strike at −2 to hit and −2 Strength.`);
}

/** Character u's item unleashes its storm: `hits` at S `S` on v (combat.ts storm()). */
export function traceStorm(w: Wfb4World, u: number, v: number, hits: number, S: number): void {
  say(w, `${name(w, u)}'s weapon unleashes a storm of lightning on ${name(w, v)}: ${count(hits, 'hit')} at S${S}.`);
}

/** Character u looses his magic arrow: it splits into `shots` at S `S` (shooting.ts). */
export function traceArrow(w: Wfb4World, u: number, shots: number, S: number): void {
  say(w, `${name(w, u)} looses a magic arrow: it splits into ${count(shots, 'arrow')} at S${S}.`);
}

/** Character u's weapon struck `blows` of his 1s to hit at his own unit b: `unsaved` wounds, `slain` (fumbles.ts). */
export function traceFumbles(w: Wfb4World, u: number, b: number, blows: number, unsaved: number, slain: number): void {
  say(w, `${name(w, u)}'s weapon turns ${count(blows, 'blow')} that came up 1 on ${name(w, b)}: ${count(unsaved, 'wound')} unsaved, ${slain} slain.`);
}

/** Character u's blade restored `healed` of his wounds (healing.ts drainLife()). */
export function traceDrained(w: Wfb4World, u: number, healed: number): void {
  say(w, `${name(w, u)}'s blade restores ${count(healed, 'wound')} of his own.`);
}

/** Enemy u would charge, shoot at or cast at (`what` 0, 1, 2) t, whom his item hides: `roll` on a D6, `need` or more to (magic-items.ts hiddenFrom()). */
export function traceHidden(w: Wfb4World, u: number, t: number, what: number, roll: number, need: number): void {
  const act = what === 0 ? 'charge' : what === 1 ? 'shoot at' : 'cast a spell at';
  say(w, `${name(w, u)} would ${act} ${name(w, t)}, whom his item hides: rolls ${roll}, ${roll >= need ? 'and may' : `needing ${need}: may not`}.`);
}

/** Wielder u's weapon weakened t by `wounds` (sapping.ts): the characteristics in bits `what` (SAPS_S, SAPS_I, SAPS_A, SAPS_T, SAPS_WS, SAPS_BS). */
export function traceSapped(w: Wfb4World, u: number, t: number, wounds: number, what: number): void {
  const names = [
    (what & SAPS_S) !== 0 ? 'Strength' : '',
    (what & SAPS_I) !== 0 ? 'Initiative' : '',
    (what & SAPS_A) !== 0 ? 'Attacks' : '',
    (what & SAPS_T) !== 0 ? 'Toughness' : '',
    (what & SAPS_WS) !== 0 ? 'Weapon Skill' : '',
    (what & SAPS_BS) !== 0 ? 'Ballistic Skill' : '',
  ].filter((x) => x !== '');
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  say(w, `${name(w, u)}'s weapon weakens ${name(w, t)}: −${wounds} ${list} for the rest of the battle.`);
}

/** Wielder u's runes of curse hit t `hits` times: `weaker` rolls took a point of Strength, `frailer` one of Toughness (sapping.ts curse()). */
export function traceCursed(w: Wfb4World, u: number, t: number, hits: number, weaker: number, frailer: number): void {
  const taken = [weaker > 0 ? `−${weaker} Strength` : '', frailer > 0 ? `−${frailer} Toughness` : ''].filter((x) => x !== '');
  say(w, `${name(w, u)}'s rune curses ${name(w, t)}, ${count(hits, 'roll')}: ${taken.length === 0 ? 'no effect' : `${taken.join(' and ')} for the rest of the battle`}.`);
}

/** Wielder u's runes of grudge marked t, the first enemy character they hit: his wounds from it are `times` each (weapon-runes.ts). */
export function traceGrudge(w: Wfb4World, u: number, t: number, times: number): void {
  say(w, `${name(w, u)}'s rune of grudge marks ${name(w, t)}: each wound it inflicts on him is ${times}, before his saves, for the rest of the battle.`);
}

/** Wielder u's weapon wounded t, who is subject to stupidity from now on (sapping.ts). */
export function traceStupefied(w: Wfb4World, u: number, t: number): void {
  say(w, `${name(w, u)}'s weapon dulls the wits of ${name(w, t)}: subject to stupidity for the rest of the battle.`);
}

/** Wizard c, made stupid by a weapon, casts: `roll` on a D6, the spell failing on 1-3 (stupidity.ts dullWitsFail()). */
export function traceDullWits(w: Wfb4World, c: number, roll: number): void {
  say(w, `${name(w, c)}'s dulled wits: ${roll} on a D6, ${roll <= 3 ? 'the spell fails, its power wasted' : 'the spell goes on'}.`);
}

/** Wielder u's blade inflicted `wounds` on living t: so many magic cards for the next magic phase (wound-cards.ts). */
export function traceCardsEarned(w: Wfb4World, u: number, t: number, wounds: number): void {
  say(w, `${name(w, u)}'s blade earns ${count(wounds, 'magic card')} from ${name(w, t)}'s wounds, for the next magic phase.`);
}

/** Wielder c takes the `drawn` cards his blade earned, after the deal (wound-cards.ts). */
export function traceCardsForWounds(w: Wfb4World, c: number, drawn: number): void {
  say(w, `${name(w, c)} takes ${count(drawn, 'magic card')} his blade earned.`);
}

/** Character c throws his globe at t (globes.ts): on target (`bearing` −1), or `off` inches along the scatter dice's arrow. */
export function traceGlobe(w: Wfb4World, c: number, t: number, bearing: number, off: number): void {
  const where = bearing < 0 ? 'HIT on the scatter dice, on target' : `it lands ${off}" off, towards ${bearing * 10}°`;
  say(w, `${name(w, c)} throws his globe at ${name(w, t)}: ${where}.`);
}

/** The globe's template covered `under` of v's models: `wounds` wounded on 4+, `slain` slain (globes.ts). */
export function traceGlobeStrikes(w: Wfb4World, v: number, under: number, wounds: number, slain: number): void {
  say(w, `The globe covers ${count(under, 'model')} of ${name(w, v)}: ${count(wounds, 'wound')} on 4+, no save, ${slain} slain.`);
}

/** Enemy character c, within 12" of b whose item paralyses, takes its Leadership test (paralysis.ts): 2D6 `roll`. */
export function traceParalysisTest(w: Wfb4World, b: number, c: number, roll: number, passed: boolean): void {
  say(w, `${name(w, c)} tests his Leadership against ${name(w, b)}'s item: 2D6 ${roll} against ${w.plan.Ld[c]}${passed ? ', passed: immune for the battle' : ': paralysed, he may do nothing this turn'}.`);
}

/** Character t on his own, paralysed by an item, is charged: he may not flee (paralysis.ts). */
export function traceParalysedHolds(w: Wfb4World, t: number): void {
  say(w, `${name(w, t)}, paralysed, may do nothing: he holds.`);
}

/** Wizard c's magic is negated by an item he touches or carries (nullify.ts). */
export function traceNullified(w: Wfb4World, c: number): void {
  say(w, `${name(w, c)}'s magic is negated: he casts no spell and uses no magic card while it lasts.`);
}

/** `touching` models of foe in base contact with b, whose item transfixes, test their Ld: `failed` are transfixed this round (transfix.ts). */
export function traceTransfixed(w: Wfb4World, b: number, foe: number, touching: number, failed: number): void {
  say(w, `${name(w, foe)}: ${count(touching, 'model')} touching ${name(w, b)} ${touching === 1 ? 'tests' : 'test'} Leadership against his item: ${failed === 0 ? 'none transfixed' : `${failed} transfixed, striking no blow this round`}.`);
}

/** Character c's blade burns the `models` Undead of t within its reach (undead-blade.ts, AM p.14). */
export function traceUndeadBlade(w: Wfb4World, c: number, t: number, models: number, suffered: number, slain: number): void {
  const kept = suffered < models ? ` (${models - suffered} regenerated)` : '';
  say(w, `${name(w, c)}'s blade burns ${name(w, t)}: ${count(models, 'model')} within ${w.plan.items.woundsUndead[c]}", ${count(suffered, 'wound')}${kept}, ${slain} slain.`);
}
