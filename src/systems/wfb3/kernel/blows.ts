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
import { fearedAtDistance } from './fear.ts';
import { failedSaves, saveNeed } from './saves.ts';
import { chargedAcross, firstRound, foe, keepsBonuses } from './strike-order.ts';
import { higherGround } from './terrain.ts';
import { traceBlows, traceFreeHack } from './trace.ts';
import { ONE_ATTACK, SQUARE, STUPID, type Wfb3World } from './world.ts';

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
 * round whom a model from behind replaced; spears add every 2nd model of the second rank, pikes
 * every 2nd, 3rd and 4th of ranks two to four (not while pushed back) — across the front only.
 */
export function fighters(w: Wfb3World, u: number, e: number): number {
  const p = w.plan;
  const eng = w.eng;
  const files = w.files[u];
  const models = w.models[u];
  const attacker = eng.a[e] === u;
  const lost = attacker ? eng.lostA[e] : eng.lostB[e];
  if (!attacker && eng.face[e] !== FRONT) return sideStrikers(eng.contactB[e], models, files, eng.face[e] === REAR, lost);
  const front = frontStrikers(attacker ? eng.contactA[e] : eng.contactB[e], models, files, w.roundStart[u], lost);
  const depth = p.weapon.ranks[u];
  if (depth === 1 || front === 0 || (depth === 4 && w.pushedBack[u] === 1)) return front;
  // The ranks behind the fighting front: whole ranks as far as the models go.
  let support = 0;
  const up = p.flags.supportRounding === 'up';
  for (let r = 2; r <= depth; r++) {
    const inRank = rankOf(models, files, r);
    if (inRank === 0) break;
    const width = inRank < front ? inRank : front;
    support += up ? ((width + r - 1) / r) | 0 : (width / r) | 0;
  }
  return front + support;
}

/** Whose blows: the troops with their weapon, their steeds, or the troops' pistol shots (§4.8). */
const TROOPS = 0;
const STEEDS = 1;
const PISTOLS = 2;

/**
 * The need r for u's blows of `kind` across e on t (§4.4, §4.5): the WS table less every
 * bonus — the charge (kept), the follow-up, frenzy, hatred, the weapon's — plus every penalty —
 * a net against it, an enemy it fears at a distance, a pistol fired as a second weapon.
 */
function hitNeed(w: Wfb3World, u: number, e: number, t: number, kind: number): number {
  const p = w.plan;
  const c = p.weapon;
  const ws = kind === STEEDS ? p.mountWS[u] : p.WS[u];
  let r = p.toHit[(ws > 10 ? 10 : ws) * 11 + (p.WS[t] > 10 ? 10 : p.WS[t])];
  if (chargedAcross(w, e, u) && w.chargeBonus[u] === 1) r--;
  if (w.followedUp[u] === 1) r--;
  if (w.frenzied[u] === 1) r--;
  if (p.rule.hatred[u] === 1) r--;
  if (p.anyHill === 1 && higherGround(w, u, t)) r--;
  // An enemy defending an obstacle the charge crossed (§4.5), or a square, a prepared position (§2.3).
  if ((w.eng.defended[e] === 1 || (w.formation[t] === SQUARE && p.flags.squarePrepared)) && w.eng.a[e] === u) r++;
  if (c.net[t] === 1) r++;
  if (fearedAtDistance(w, u, t)) r++;
  if (kind === PISTOLS && c.pistol[u] === PISTOL_SECOND) r++;
  if (kind === TROOPS) {
    r -= c.hitMod[u];
    if (firstRound(w, e)) r -= c.hitFirst[u];
    if (keepsBonuses(w, u, t)) {
      if (p.large[t] === 0 && !(c.lance[u] === 1 && firstRound(w, e))) r -= c.hitVsSmall[u];
      if (p.mounted[t] === 1) r -= c.hitVsMounted[u];
    }
  }
  return r;
}

/** The Strength of u's blows across e on t (§4.8), troops or steeds. */
function strengthOf(w: Wfb3World, u: number, e: number, t: number, mount: number): number {
  const p = w.plan;
  if (mount === 1) return p.mountS[u];
  const c = p.weapon;
  let s = p.S[u] + c.sMod[u];
  if (firstRound(w, e)) s += c.sFirst[u];
  if (chargedAcross(w, e, u)) s += c.sCharging[u];
  if (keepsBonuses(w, u, t)) {
    s += c.sNotPushed[u];
    if (p.mounted[t] === 1) s += c.sVsMounted[u];
  }
  return s < 0 ? 0 : s > 10 ? 10 : s;
}

/**
 * Wounds from `hits` of u's at strength s on t (§4.6): the S-v-T table, +1 frenzied, never
 * better than 2+; a "–" stays one (flag woundOnDash).
 */
function woundRolls(w: Wfb3World, rng: Rng, u: number, t: number, hits: number, s: number): number {
  const toughness = w.plan.T[t];
  let need = TO_WOUND[s * 11 + (toughness > 10 ? 10 : toughness)];
  if (w.frenzied[u] === 1 && need > 2 && (need < 7 || w.plan.flags.woundOnDash === 'six')) need--;
  return countAtLeast(rng, hits, need);
}

/**
 * Wounds from `hits` by u (troops or steeds, strength s) on t that its saves do not stop
 * (§4.6, §4.7): frenzy +1 to wound; t's save with or without its shield and the weapon's
 * modifier (saves.ts saveNeed()).
 */
function unsaved(w: Wfb3World, rng: Rng, u: number, e: number, t: number, mount: number, hits: number, s: number, noShield: boolean): number {
  const p = w.plan;
  const wounds = woundRolls(w, rng, u, t, hits, s);
  if (wounds === 0) return 0;
  const base = noShield ? p.saveNoShield[t] : p.save[t];
  let bonus = 0;
  if (mount === 0) {
    bonus = p.weapon.saveMod[u];
    if (firstRound(w, e)) bonus += p.weapon.saveFirst[u];
  }
  return failedSaves(rng, wounds, saveNeed(w, t, base, bonus, s, 0));
}

/** Attacks of `models` of u's troops (mount 0) or steeds: A each, but one at most blundering stupidly into the fight (§5); two weapons add theirs (strike()). */
function attacksOf(w: Wfb3World, u: number, models: number, mount: number): number {
  const p = w.plan;
  const a = mount === 1 ? p.mountA[u] : p.A[u];
  return models * (w.stupid[u] === ONE_ATTACK && a > 1 ? 1 : a);
}

/**
 * Strike entry k of the strike list (strike-order.ts): u's troops or steeds strike t across e.
 * Its fighters are counted now, before this step's casualties; its wounds wait in the pending
 * column until the step ends.
 */
export function strike(w: Wfb3World, rng: Rng, k: number): void {
  const u = w.strikeUnit[k];
  const e = w.strikeEng[k];
  const mount = w.strikeMount[k];
  // Steeds fight beside their riders in the front rank only.
  let models = mount === 1 ? frontStrikers(w.eng.a[e] === u ? w.eng.contactA[e] : w.eng.contactB[e], w.models[u], w.files[u], w.roundStart[u], w.eng.a[e] === u ? w.eng.lostA[e] : w.eng.lostB[e]) : fighters(w, u, e);
  // Stupid in combat, half of them stop fighting; an odd one fights on a 4+ (§5).
  if (w.stupid[u] === STUPID) models = (models >> 1) + ((models & 1) === 1 && rollD6(rng) >= 4 ? 1 : 0);
  if (models === 0) return;
  // Divided by an obstacle, it strikes no blows back at enemies in its flank or rear in the first round (§2.4).
  if (w.divided[u] === 1 && w.eng.b[e] === u && w.eng.face[e] !== FRONT && firstRound(w, e)) return;
  const done = blowsOf(w, rng, u, e, mount, models);
  if (w.eng.a[e] === u) w.pendB[e] += done;
  else w.pendA[e] += done;
}

/**
 * `models` of u's troops (mount 0) or steeds strike their enemy across e: to hit, to wound and
 * saves, the pistols' shots with them (§4.4-§4.8). Returns the unsaved wounds; applying them is
 * the caller's.
 */
export function blowsOf(w: Wfb3World, rng: Rng, u: number, e: number, mount: number, models: number): number {
  const p = w.plan;
  const t = foe(w, e, u);
  if (mount === 0) w.struck[u * w.n + t] = models;
  const r = hitNeed(w, u, e, t, mount);
  let dice = attacksOf(w, u, models, mount);
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
  // Attacked in the rear, in the first round after standing and shooting, or charged while divided by an obstacle, shields are no help (§4.7, §2.4).
  const noShield = (w.eng.face[e] === REAR && w.eng.a[e] === u) || ((w.stoodAndShot[t] === 1 || w.divided[t] === 1) && firstRound(w, e));
  const s = strengthOf(w, u, e, t, mount);
  let done = unsaved(w, rng, u, e, t, mount, hits, s, noShield);
  if (w.tracer !== null && (dice > 0 || shots === 0)) traceBlows(w, u, t, mount, models, dice + left, r, hits, s, done);
  if (shots > 0) done += pistolShots(w, rng, u, e, t, shots, noShield);
  return done;
}

/**
 * u's `shots` pistol shots at t across e (§4.8): on the WS table, at the pistol's strength, −2
 * to the save; a shot, so the strength save modifier applies as to missiles (flag
 * strengthSaveModifier). Returns the unsaved wounds.
 */
function pistolShots(w: Wfb3World, rng: Rng, u: number, e: number, t: number, shots: number, noShield: boolean): number {
  const p = w.plan;
  const r = hitNeed(w, u, e, t, PISTOLS);
  const hits = rollHits(w, rng, shots, r);
  const s = p.weapon.pistolS[u] > 10 ? 10 : p.weapon.pistolS[u];
  const wounds = woundRolls(w, rng, u, t, hits, s);
  const done = wounds === 0 ? 0 : failedSaves(rng, wounds, saveNeed(w, t, noShield ? p.saveNoShield[t] : p.save[t], PISTOL_SAVE, s, 1));
  if (w.tracer !== null) traceBlows(w, u, t, PISTOLS, shots, shots, r, hits, s, done);
  return done;
}

/**
 * A free hack (§4.11): `models` of u strike t, every attack hitting; wounds as normal, saves
 * without shields, frenzy still counting. Returns the wounds that got through.
 */
export function freeHack(w: Wfb3World, rng: Rng, u: number, t: number, models: number): number {
  const p = w.plan;
  if (models <= 0) return 0;
  let hits = attacksOf(w, u, models, 0);
  if (p.weapon.twoWeapons[u] === 1) hits += p.flags.twoWeapons === 'extra-attack' ? models : hits;
  const s = strengthOf0(w, u, t);
  let done = unsavedFree(w, rng, u, t, hits, s);
  if (p.mountA[u] > 0) done += unsavedFree(w, rng, u, t, models * p.mountA[u], p.mountS[u] > 10 ? 10 : p.mountS[u]);
  if (w.tracer !== null) traceFreeHack(w, u, t, models, done);
  return done;
}

/** u's troops' Strength outside a combat round (a free hack): the weapon's every-round modifier, and while not pushed back the flail's and halberd's. */
function strengthOf0(w: Wfb3World, u: number, t: number): number {
  const p = w.plan;
  const c = p.weapon;
  let s = p.S[u] + c.sMod[u];
  if (keepsBonuses(w, u, t)) {
    s += c.sNotPushed[u];
    if (p.mounted[t] === 1) s += c.sVsMounted[u];
  }
  return s < 0 ? 0 : s > 10 ? 10 : s;
}

/** Wounds from `hits` automatic hits at strength s that t's save without its shield does not stop. */
function unsavedFree(w: Wfb3World, rng: Rng, u: number, t: number, hits: number, s: number): number {
  const p = w.plan;
  const wounds = woundRolls(w, rng, u, t, hits, s);
  if (wounds === 0) return 0;
  return failedSaves(rng, wounds, saveNeed(w, t, p.saveNoShield[t], p.weapon.saveMod[u], s, 0));
}
