/**
 * The trace of the magic phase (`warsim replay`): spells cast, dispelled and taking effect, the
 * Mirage, the dead raised — one sentence per event, as trace.ts writes the rest of the battle.
 * Called only when a tracer is attached.
 */
import { count } from '../../../core/words.ts';
import { linkFrom, say } from './trace.ts';
import type { WarmasterWorld } from './world.ts';

/** The trace's words for why a Mirage ended (MIRAGE_ENDED_*, mirage.ts). */
export const MIRAGE_ENDINGS = ['ends: its Wizard casts another spell', 'is touched by the enemy: it was only an illusion', 'is walked through by its own side and fades', 'fades with its Wizard'];

// ---------------------------------------------------------------- mirage.ts

export function traceMirageAppears(w: WarmasterWorld, m: number): void {
  const p = w.plan;
  say(w, `A Mirage of ${p.unitNames[m]} appears.`);
}

export function traceMirageEnds(w: WarmasterWorld, m: number, why: number): void {
  const p = w.plan;
  say(w, `The Mirage of ${p.unitNames[m]} ${MIRAGE_ENDINGS[why]}.`);
}

// ---------------------------------------------------------------- raise-dead.ts

export function traceRaised(w: WarmasterWorld, r: number, v: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[r]} rise from the dead in the fight of ${p.unitNames[v]}.`);
}

// ---------------------------------------------------------------- spells.ts

export function traceTeleport(w: WarmasterWorld, c: number, t: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} vanishes and joins ${p.unitNames[t]}.`);
}

export function traceAnger(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  say(w, `Enemy orders within 30 cm of ${p.charNames[c]} are at −1.`);
}

export function traceRageTurns(w: WarmasterWorld, u: number, total: number): void {
  const p = w.plan;
  say(w, `The rage turns on ${p.unitNames[u]}: ${count(total, 'attack')}.`);
}

/** c's spell takes effect on unit u. */
export function traceSpellEffect(w: WarmasterWorld, c: number, spell: number, u: number): void {
  const p = w.plan;
  const sp = p.spells;
  say(w, `${sp.spellNames[spell]} takes effect on ${p.unitNames[u]}.`, linkFrom(w, 'spell', c, u));
}

/** c's spell shoots unit v. */
export function traceSpellStrikes(w: WarmasterWorld, c: number, spell: number, v: number, taken: number): void {
  const p = w.plan;
  const sp = p.spells;
  say(w, `${sp.spellNames[spell]} strikes ${p.unitNames[v]}: ${count(taken, 'hit')}.`, linkFrom(w, 'spell', c, v));
}

export function traceStandsFirmInLaager(w: WarmasterWorld, u: number, total: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} stands firm in laager (${total} cm)${w.confused[u] ? ', confused' : ''}.`);
}

export function traceHurledBack(w: WarmasterWorld, u: number, total: number): void {
  const p = w.plan;
  say(w, `${p.unitNames[u]} is hurled back ${w.travel.toFixed(1)} of ${total} cm.`);
}

// ---------------------------------------------------------------- casting.ts

export function traceSecondSpell(w: WarmasterWorld, c: number, d: number, again: boolean): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} tries for a second spell: ${d}${again ? '' : ', none'}.`);
}

export function traceCastsThrough(w: WarmasterWorld, c: number, bestFrom: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} casts through ${p.charNames[bestFrom]}.`);
}

export function traceRod(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} uses the Rod of Repetition.`);
}

export function traceScroll(w: WarmasterWorld, d: number): void {
  const p = w.plan;
  say(w, `${p.charNames[d]} reads the Scroll of Dispelling.`);
}

export function traceDispels(w: WarmasterWorld, d: number, anvil: number): void {
  const p = w.plan;
  say(w, `${p.charNames[d]} dispels it${anvil ? ' (the Anvil, +1)' : ''}.`);
}

export function traceRing(w: WarmasterWorld, c: number, spell: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} casts ${p.spells.spellNames[spell]} with the Ring of Magic.`);
}

export function traceMountPower(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} calls on his mount's power (+${p.cCastBonus[c]}).`);
}

export function traceCast(w: WarmasterWorld, c: number, spell: number, r: number, need: number, ok: boolean): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} casts ${p.spells.spellNames[spell]}: ${r} (needs ${need}+)${ok ? '' : ', it fails'}.`);
}

export function traceSpellbound(w: WarmasterWorld, c: number): void {
  const p = w.plan;
  say(w, `${p.charNames[c]} is spellbound.`);
}
