/**
 * Blows in hand-to-hand combat (rules/wfb3.md §4.3-§4.8): who fights, the WS table's need
 * with every modifier, wounds on the S-v-T table, and saves on the armour tables; and the free
 * hack, whose every attack hits (§4.11).
 *
 * Hot code: integers in and out; wounds go to the engagement's pending columns, applied when
 * the strike step ends (casualties.ts).
 */
import { FRONT, REAR } from '../../../battlefield/arcs.ts';
import { countAtLeast, rollD6 } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { frontStrikers, rankOf, sideStrikers } from '../../rank-and-file/formation.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { NEVER_HITS } from '../data/to-hit.ts';
import { PISTOL_INSTEAD, PISTOL_SAVE, PISTOL_SECOND } from '../plan.ts';
import { nextTaker } from './challenges.ts';
import { charactersAcross, fightsInFront, struckCharacter, touching, unitOf } from './characters.ts';
import { beastWounds } from './beasts.ts';
import { crewFighting, tallyHits } from './crew.ts';
import { fearedAtDistance } from './fear.ts';
import { rearType, strikingSecond, typeFacing, typeFighters } from './mixed-ranks.ts';
import { frenzyOf } from './own-reactions.ts';
import { failedSaves, saveNeed } from './saves.ts';
import { chargedAcross, firstRound, foe, keepsBonuses } from './strike-order.ts';
import { higherGround } from './terrain.ts';
import { traceBlows, traceChariotHits, traceFreeHack } from './trace.ts';
import { CONTROLLER_GONE, ONE_ATTACK, PART_BEAST, PART_CREW, SQUARE, STUPID, type Wfb3World } from './world.ts';

/** Hits from `dice` blows that each need r (§4.4): a natural 1 misses; 7..9 a 6 and then r − 3 or more. */
export function rollHits(w: Wfb3World, rng: Rng, dice: number, r: number): number {
  if (dice <= 0) return 0;
  if (r <= 6) return countAtLeast(rng, dice, r < 2 ? 2 : r);
  if (r >= NEVER_HITS || w.plan.flags.needAboveSix === 'impossible') return 0;
  const sixes = countAtLeast(rng, dice, 6);
  return countAtLeast(rng, sixes, r - 3);
}

/**
 * Models of u that fight across e now (§4.3): those in base contact, less the ones slain this
 * round whom a model from behind replaced, and the places of characters fighting there (§6.4);
 * spears add every 2nd model of the second rank, pikes every 2nd, 3rd and 4th of ranks two to
 * four (not while pushed back) — across the front only.
 */
export function fighters(w: Wfb3World, u: number, e: number): number {
  const p = w.plan;
  // A unit in mixed ranks: its own type's (mixed-ranks.ts).
  if (p.anyMixed === 1 && p.mixedRow[u] >= 0) return typeFighters(w, u, e, u);
  const eng = w.eng;
  const files = w.files[u];
  const models = w.models[u];
  const attacker = eng.a[e] === u;
  const lost = attacker ? eng.lostA[e] : eng.lostB[e];
  if (!attacker && eng.face[e] !== FRONT) return sideStrikers(eng.contactB[e], models, files, eng.face[e] === REAR, lost);
  const front = frontStrikers(attacker ? eng.contactA[e] : eng.contactB[e], models, files, w.roundStart[u], lost);
  // Characters in the front rank take troopers' places there (§6.4).
  const places = p.anyCharacter === 1 ? charactersAcross(w, u, e) : 0;
  const troops = front > places ? front - places : 0;
  const depth = p.weapon.ranks[u];
  if (depth === 1 || front === 0 || (depth === 4 && w.pushedBack[u] === 1)) return troops;
  // The ranks behind the fighting front: whole ranks as far as the models go.
  let support = 0;
  const up = p.flags.supportRounding === 'up';
  for (let r = 2; r <= depth; r++) {
    const inRank = rankOf(models, files, r);
    if (inRank === 0) break;
    const width = inRank < front ? inRank : front;
    support += up ? ((width + r - 1) / r) | 0 : (width / r) | 0;
  }
  return troops + support;
}

/** Whose blows: the troops with their weapon, their steeds, or the troops' pistol shots (§4.8). */
const TROOPS = 0;
const STEEDS = 1;
const PISTOLS = 2;

/**
 * The need r for row u's blows of `kind` (u a unit, or a character fighting for his unit h)
 * across e on row tr of enemy unit t (§4.4, §4.5): the WS table less every bonus — the charge
 * (kept), the follow-up, frenzy, hatred, the weapon's — plus every penalty — a net against it,
 * an enemy it fears at a distance, a pistol fired as a second weapon. The striker's profile and
 * weapon are u's, the target's tr's; the state of the fight is the units'.
 */
function hitNeed(w: Wfb3World, u: number, h: number, e: number, t: number, tr: number, kind: number): number {
  const p = w.plan;
  const c = p.weapon;
  const ws = kind === STEEDS ? p.mountWS[u] : p.WS[u];
  const def = p.beast[tr] === 1 && w.part === PART_BEAST ? p.mountWS[tr] : p.WS[tr];
  let r = p.toHit[(ws > 10 ? 10 : ws) * 11 + (def > 10 ? 10 : def)];
  // Flyers never get the bonuses to hit for charging and following up (§4.4; the result's too under flyerBonuses: all).
  const flyer = p.flyer.is[h] === 1;
  if (!flyer && chargedAcross(w, e, h) && w.chargeBonus[h] === 1) r--;
  if (!flyer && w.followedUp[h] === 1) r--;
  // Frenzy and hatred, the unit's or a character's own (own-reactions.ts).
  if (frenzyOf(w, u, h)) r--;
  if (p.rule.hatred[h] === 1 || p.rule.hatred[u] === 1) r--;
  if (p.anyHill === 1 && higherGround(w, h, t)) r--;
  // An enemy defending an obstacle the charge crossed (§4.5), or a square, a prepared position (§2.3);
  // or a wagon's crew, fighting from it as a defended obstacle (§6.1).
  if (((w.eng.defended[e] === 1 || (w.formation[t] === SQUARE && p.flags.squarePrepared)) && w.eng.a[e] === h) || p.wagon[t] === 1) r++;
  if (c.net[tr] === 1) r++;
  if (fearedAtDistance(w, h, t)) r++;
  // A unit in mixed ranks that failed to change ranks as it was charged (§2.3).
  if (p.anyMixed === 1 && w.changeFailed[h] === 1) r++;
  if (kind === PISTOLS && c.pistol[u] === PISTOL_SECOND) r++;
  if (kind === TROOPS) {
    r -= c.hitMod[u];
    if (firstRound(w, e)) r -= c.hitFirst[u];
    if (keepsBonuses(w, h, t)) {
      if (p.large[tr] === 0 && !(c.lance[u] === 1 && firstRound(w, e))) r -= c.hitVsSmall[u];
      if (p.mounted[tr] === 1) r -= c.hitVsMounted[u];
    }
  }
  return r;
}

/** The Strength of row u's blows (unit h) across e on row tr of unit t (§4.8), troops or steeds. */
function strengthOf(w: Wfb3World, u: number, h: number, e: number, t: number, tr: number, mount: number): number {
  const p = w.plan;
  if (mount === 1) return p.mountS[u];
  const c = p.weapon;
  let s = p.S[u] + c.sMod[u];
  if (firstRound(w, e)) s += c.sFirst[u];
  if (chargedAcross(w, e, h)) s += c.sCharging[u];
  if (keepsBonuses(w, h, t)) {
    s += c.sNotPushed[u];
    if (p.mounted[tr] === 1) s += c.sVsMounted[u];
  }
  return s < 0 ? 0 : s > 10 ? 10 : s;
}

/**
 * Wounds from `hits` of row u's (unit h) at strength s on row tr (§4.6): the S-v-T table, +1 frenzied,
 * never better than 2+; a "–" stays one (flag woundOnDash).
 */
function woundRolls(w: Wfb3World, rng: Rng, u: number, h: number, tr: number, hits: number, s: number): number {
  const p = w.plan;
  const toughness = p.beast[tr] === 1 && w.part === PART_BEAST ? p.beastT[tr] : p.T[tr];
  let need = TO_WOUND[s * 11 + (toughness > 10 ? 10 : toughness)];
  if (frenzyOf(w, u, h) && need > 2 && (need < 7 || w.plan.flags.woundOnDash === 'six')) need--;
  return countAtLeast(rng, hits, need);
}

/**
 * Wounds from `hits` by row u of unit h (troops or steeds, strength s) on row tr of unit t that
 * its saves do not stop (§4.6, §4.7): frenzy +1 to wound; tr's save with or without its shield
 * and the weapon's modifier, t's formation and frenzy (saves.ts saveNeed()).
 */
function unsaved(w: Wfb3World, rng: Rng, u: number, h: number, e: number, t: number, tr: number, mount: number, hits: number, s: number, noShield: boolean): number {
  const p = w.plan;
  const wounds = woundRolls(w, rng, u, h, tr, hits, s);
  if (wounds === 0) return 0;
  const base = saveOfPart(w, tr, noShield);
  let bonus = 0;
  if (mount === 0) {
    bonus = p.weapon.saveMod[u];
    if (firstRound(w, e)) bonus += p.weapon.saveFirst[u];
  }
  return failedSaves(rng, wounds, saveNeed(w, tr, base, bonus, s, 0));
}

/** Row tr's save before modifiers, with or without its shield: a war beast's beast part its own (§6.2). */
function saveOfPart(w: Wfb3World, tr: number, noShield: boolean): number {
  const p = w.plan;
  if (p.beast[tr] === 1 && w.part === PART_BEAST) return p.beastSave[tr];
  return noShield ? p.saveNoShield[tr] : p.save[tr];
}

/** Attacks of `models` of row u's troops (mount 0) or steeds: A each, but one at most blundering stupidly into the fight (§5); two weapons add theirs (strike()). */
function attacksOf(w: Wfb3World, u: number, h: number, models: number, mount: number): number {
  const p = w.plan;
  const a = mount === 1 ? p.mountA[u] : p.A[u];
  return models * (w.stupid[h] === ONE_ATTACK && a > 1 ? 1 : a);
}

/**
 * Strike entry k of the strike list (strike-order.ts): row u's troops or steeds — a unit's, or
 * a character's fighting for it (§6.4) — strike across e. Its fighters are counted now, before
 * this step's casualties; the enemy models touching an enemy character strike him if their
 * tactic says so. The wounds wait in the pending columns until the step ends.
 */
export function strike(w: Wfb3World, rng: Rng, k: number): void {
  const u = w.strikeUnit[k];
  const e = w.strikeEng[k];
  const mount = w.strikeMount[k];
  const h = unitOf(w, u);
  const eng = w.eng;
  const attacker = eng.a[e] === h;
  let models: number;
  // A character fights alone; the second troop type of a unit in mixed ranks, its models there
  // (mixed-ranks.ts) — its steeds, those facing the enemy, beside their riders.
  if (u >= w.plan.rows) models = mount === 0 ? typeFighters(w, h, e, u) : typeFacing(w, h, e, u);
  else if (u !== h) models = w.models[u] > 0 ? 1 : 0;
  else if (w.plan.chariot[u] === 1) {
    // A chariot's crew and beasts fight to its front only (§6.1).
    if (!attacker && eng.face[e] !== FRONT) return;
    models = mount === 0 ? crewFighting(w, u) : w.animalsLeft[u];
  } else if (w.plan.beast[u] === 1) {
    // A war beast and its crew (§6.2): a crew with missile weapons shoot instead (combat.ts); the
    // controller fights to the front only, not across an engagement on its flank or rear.
    models = mount === 1 ? 1 : w.plan.missile.has[u] === 1 && w.plan.missile.thrown[u] === 0 ? 0 : crewFighting(w, u);
    if (mount === 0 && models > 0 && !attacker && eng.face[e] !== FRONT && w.controller[u] !== CONTROLLER_GONE) models--;
  } else if (mount === 0) models = fighters(w, u, e);
  else if (w.plan.anyMixed === 1 && w.plan.mixedRow[u] >= 0) models = typeFacing(w, u, e, u); // its own type's steeds, in mixed ranks
  else {
    // Steeds fight beside their riders in the front rank only.
    models = frontStrikers(attacker ? eng.contactA[e] : eng.contactB[e], w.models[u], w.files[u], w.roundStart[u], attacker ? eng.lostA[e] : eng.lostB[e]);
    if (w.plan.anyCharacter === 1) models = Math.max(0, models - charactersAcross(w, u, e));
  }
  // Stupid in combat, half of them stop fighting; an odd one fights on a 4+ (§5): a character stupid on his own too.
  if (w.stupid[h] === STUPID || w.stupid[u] === STUPID) models = (models >> 1) + ((models & 1) === 1 && rollD6(rng) >= 4 ? 1 : 0);
  if (models === 0) return;
  // Divided by an obstacle, it strikes no blows back at enemies in its flank or rear in the first round (§2.4).
  if (w.divided[h] === 1 && !attacker && eng.face[e] !== FRONT && firstRound(w, e)) return;
  // In a challenge, a character strikes his challenger or taker alone (§6.5): a character in a
  // unit (his wounds waiting apart), or a single character (the unit across e).
  if ((u !== h || w.plan.loner[u] === 1) && w.duelFoe[u] >= 0) {
    // A giant's challenge taken up by several: the next of them as one falls (challenges.ts).
    if (w.models[w.duelFoe[u]] === 0) nextTaker(w, u);
    const d = w.duelFoe[u];
    if (w.models[d] === 0) return;
    const done = blowsOf(w, rng, u, e, mount, models, d);
    if (d >= w.n) w.pendChar[d] += done;
    else if (attacker) w.pendB[e] += done;
    else w.pendA[e] += done;
    return;
  }
  const t = foe(w, e, h);
  // No one else may strike a single character in a challenge.
  if (w.plan.loner[t] === 1 && w.duelFoe[t] >= 0) return;
  let left = models;
  if (w.plan.anyCharacter === 1) {
    // The models touching an enemy character strike him, if they choose to; a character, all his blows (§6.4).
    const c = struckCharacter(w, h, t, e);
    if (c >= 0) {
      const at = u === h ? Math.min(left, touching(w, h, c)) : left;
      w.pendChar[c] += blowsOf(w, rng, u, e, mount, at, c);
      left -= at;
    }
  }
  // On a unit in mixed ranks, the blows at the models of its second type facing them (mixed-ranks.ts).
  if (left > 0 && w.plan.anyMixed === 1 && w.plan.mixedRow[t] >= 0) {
    const second = strikingSecond(w, t, e, left);
    if (second > 0) {
      const done = blowsOf(w, rng, u, e, mount, second, w.plan.mixedRow[t]);
      if (attacker) w.pendMixedB[e] += done;
      else w.pendMixedA[e] += done;
      left -= second;
    }
  }
  if (left > 0) {
    const done = blowsOf(w, rng, u, e, mount, left, t);
    // A war beast's wounds wait apart from its crew's (§6.2).
    if (w.plan.beast[t] === 1 && w.part === PART_BEAST) {
      if (attacker) w.pendBeastB[e] += done;
      else w.pendBeastA[e] += done;
    } else if (attacker) w.pendB[e] += done;
    else w.pendA[e] += done;
  }
  // The models that struck, whom a free hack strikes with: a unit in mixed ranks, both its types.
  if (mount === 0 && u === h) w.struck[h * w.n + t] = w.plan.anyMixed === 1 && w.plan.mixedRow[u] >= 0 ? models + typeFighters(w, u, e, w.plan.mixedRow[u]) : models;
}

/**
 * `models` of row u's troops (mount 0) or steeds strike row tr — the enemy unit across e, or a
 * character in it — to hit, to wound and saves, the pistols' shots with them (§4.4-§4.8).
 * Returns the unsaved wounds; applying them is the caller's.
 */
export function blowsOf(w: Wfb3World, rng: Rng, u: number, e: number, mount: number, models: number, tr: number): number {
  const p = w.plan;
  const h = unitOf(w, u);
  const t = foe(w, e, h);
  if (mount === 0 && u === h) w.struck[h * w.n + t] = models;
  // On a war beast: its crew, from those who can reach them and choose to; else the beast (§6.2).
  w.part = p.beast[tr] === 1 && (mount === 1 || p.reachesCrew[u] === 0 || p.strikeCrew[h] === 0 || w.crewLeft[tr] === 0) ? PART_BEAST : PART_CREW;
  const r = hitNeed(w, u, h, e, t, tr, mount);
  let dice = attacksOf(w, u, h, models, mount);
  // Pistols fire once a combat, in its first round: one attack a model, or one more (§4.8).
  const shots = mount === 0 && p.weapon.pistol[u] !== 0 && p.A[u] > 0 && firstRound(w, e) ? models : 0;
  if (shots > 0 && p.weapon.pistol[u] === PISTOL_INSTEAD) dice -= shots;
  let hits: number;
  let left = 0;
  if (mount === 0 && p.weapon.twoWeapons[u] === 1) {
    // Two weapons (§4.8): right-hand blows at −1, left-hand at −2.
    left = p.flags.twoWeapons === 'extra-attack' ? models : dice;
    hits = rollHits(w, rng, dice, r + 1) + rollHits(w, rng, left, r + 2);
  } else hits = rollHits(w, rng, dice, r);
  // Blows on a chariot hit the whole of it: tallied for its damage roll, not wounds (§6.1).
  if (p.chariot[tr] === 1) {
    if (shots > 0) hits += rollHits(w, rng, shots, hitNeed(w, u, h, e, t, tr, PISTOLS));
    tallyHits(w, tr, hits);
    if (w.tracer !== null) traceChariotHits(w, u, tr, mount, models, dice + left + shots, r, hits);
    return 0;
  }
  // Attacked in the rear, in the first round after standing and shooting, or charged while divided by an obstacle, shields are no help (§4.7, §2.4).
  const noShield = (w.eng.face[e] === REAR && w.eng.a[e] === h) || ((w.stoodAndShot[t] === 1 || w.divided[t] === 1) && firstRound(w, e));
  const s = strengthOf(w, u, h, e, t, tr, mount);
  let done = unsaved(w, rng, u, h, e, t, tr, mount, hits, s, noShield);
  if (w.tracer !== null && (dice > 0 || shots === 0)) traceBlows(w, u, tr, mount, models, dice + left, r, hits, s, done);
  if (shots > 0) done += pistolShots(w, rng, u, h, e, t, tr, shots, noShield);
  return done;
}

/**
 * Row u's `shots` pistol shots at row tr of unit t across e (§4.8): on the WS table, at the
 * pistol's strength, −2 to the save; a shot, so the strength save modifier applies as to
 * missiles (flag strengthSaveModifier). Returns the unsaved wounds.
 */
function pistolShots(w: Wfb3World, rng: Rng, u: number, h: number, e: number, t: number, tr: number, shots: number, noShield: boolean): number {
  const p = w.plan;
  const r = hitNeed(w, u, h, e, t, tr, PISTOLS);
  const hits = rollHits(w, rng, shots, r);
  const s = p.weapon.pistolS[u] > 10 ? 10 : p.weapon.pistolS[u];
  const wounds = woundRolls(w, rng, u, h, tr, hits, s);
  const done = wounds === 0 ? 0 : failedSaves(rng, wounds, saveNeed(w, tr, saveOfPart(w, tr, noShield), PISTOL_SAVE, s, 1));
  if (w.tracer !== null) traceBlows(w, u, tr, PISTOLS, shots, shots, r, hits, s, done);
  return done;
}

/**
 * A free hack (§4.11): `models` of unit u strike t, every attack hitting, and with them the
 * characters in u's front rank (§6.4); wounds as normal, saves without shields, frenzy still
 * counting. Returns the wounds that got through.
 */
export function freeHack(w: Wfb3World, rng: Rng, u: number, t: number, models: number): number {
  const p = w.plan;
  // In mixed ranks, the type in front hacks, and the type at the back is hacked (mixed-ranks.ts).
  const mixed = p.anyMixed === 1;
  w.hackedRow = mixed && p.mixedRow[t] >= 0 ? rearType(w, t) : t;
  if (models <= 0) return 0;
  let done = hackWith(w, rng, mixed && p.mixedRow[u] >= 0 ? w.leadType[u] : u, u, t, models);
  let hero = -1;
  if (p.anyCharacter === 1) {
    for (let c = w.n; c < p.rows; c++) {
      if (p.host[c] !== u || !fightsInFront(w, c)) continue;
      done += hackWith(w, rng, c, u, t, 1);
      hero = hero < 0 ? c : w.n + p.rows; // one character by name; several, counted by the trace
    }
  }
  if (w.tracer !== null) traceFreeHack(w, u, t, models, hero, done);
  return done;
}

/** The free hack of `models` of row u (unit h) on unit t, its steeds' with it. */
function hackWith(w: Wfb3World, rng: Rng, u: number, h: number, t: number, models: number): number {
  const p = w.plan;
  let hits = attacksOf(w, u, h, models, 0);
  if (p.weapon.twoWeapons[u] === 1) hits += p.flags.twoWeapons === 'extra-attack' ? models : hits;
  const s = strengthOf0(w, u, h, t);
  const tr = w.hackedRow;
  let done = unsavedFree(w, rng, u, h, tr, hits, s);
  // The steeds of the models hacking; a chariot's animals, or a war beast, whole.
  const steeds = p.chariot[u] === 1 ? w.animalsLeft[u] : p.beast[u] === 1 ? 1 : models;
  if (p.mountA[u] > 0) done += unsavedFree(w, rng, u, h, tr, steeds * p.mountA[u], p.mountS[u] > 10 ? 10 : p.mountS[u]);
  return done;
}

/** Row u's Strength (unit h) outside a combat round (a free hack): the weapon's every-round modifier, and while not pushed back the flail's and halberd's. */
function strengthOf0(w: Wfb3World, u: number, h: number, t: number): number {
  const p = w.plan;
  const c = p.weapon;
  let s = p.S[u] + c.sMod[u];
  if (keepsBonuses(w, h, t)) {
    s += c.sNotPushed[u];
    if (p.mounted[t] === 1) s += c.sVsMounted[u];
  }
  return s < 0 ? 0 : s > 10 ? 10 : s;
}

/** Wounds from `hits` automatic hits of row u (unit h) at strength s that t's save without its shield does not stop; on a chariot, tallied hits (§6.1). */
function unsavedFree(w: Wfb3World, rng: Rng, u: number, h: number, t: number, hits: number, s: number): number {
  const p = w.plan;
  if (p.chariot[t] === 1) {
    tallyHits(w, t, hits);
    return 0;
  }
  // On a war beast, the beast (§6.2): its wounds are taken at once, not by the caller.
  w.part = PART_BEAST;
  const wounds = woundRolls(w, rng, u, h, t, hits, s);
  if (wounds === 0) return 0;
  const done = failedSaves(rng, wounds, saveNeed(w, t, saveOfPart(w, t, true), p.weapon.saveMod[u], s, 0));
  if (p.beast[t] === 1) {
    beastWounds(w, rng, t, done);
    return 0;
  }
  return done;
}
