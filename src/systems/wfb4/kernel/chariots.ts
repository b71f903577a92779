/**
 * Chariots (rules/wfb4.md §8.4, RB p.72-73). A chariot is a unit of one model: the chariot
 * itself (S7 T7 W3, its own save), its crew (the unit's profile, weapons and armour) and its
 * team (the unit's mount). It moves at its team's speed, falling with the beasts lost, never
 * marches and turns freely; it cannot cross difficult ground or obstacles, and when forced to
 * — in flight — it takes D6 S6 hits. Enemies fight against the crew's WS (0 with no crew left).
 * Charging, it deals D6 + one a scythe impact hits at S7 before any other blow (§12-25: whenever
 * it counts as charging, or only on a declared charge). Hits on it are allocated on a D6 by the
 * tables below; the crew all slain, it rampages 2D6" in a random direction each turn, removed
 * on a double; the chariot destroyed, its surviving crew fight on foot. Chariots within 5" of
 * each other test on the best Ld among them. The Snotling Pump Wagon (RB p.74) is a chariot with
 * no team: it moves 2D6" as a compulsory move, its roller deals 2D6 impact hits, hits on it fall
 * 1-2 / 3-6 between crew and wagon, and it is removed once its crew are slain.
 *
 * A hero or lord may ride in a chariot's crew in a crewman's place (RB p.72): a character joined
 * to it, not counted in `w.crew`. He fights with his own profile beside the crew, all round;
 * the enemy fights the chariot at the best WS of its crew, his included, and the chariot tests
 * on the best Ld among them. A hit on the crew falls on one of them at random, him included (the
 * book's example: two crew, the hero on 1-3), and is wounded and saved on his own profile. Alive,
 * he is crew enough to keep the chariot from rampaging.
 *
 * | D6  | Shooting | Melee   |
 * |-----|----------|---------|
 * | 1   | crew     | chariot |
 * | 2-3 | team     | team    |
 * | 4-6 | chariot  | crew    |
 */
import { beyond, pairOf } from '../../../battlefield/gaps.ts';
import { EPS } from '../../../battlefield/tolerance.ts';
import { roll2D6, rollD6, rollOneOf } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { present, FLEEING, JOINED, READY } from '../../rank-and-file/unit-state.ts';
import { saveAgainst, unsavedWounds, woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { CHARIOT_S, CHARIOT_W } from '../plan.ts';
import { applyWounds, poolWounds, woundEach, woundOne, woundsOf } from './casualties.ts';
import { characterSlain, charactersLd } from './characters.ts';
import { afterRegeneration } from './regeneration.ts';
import { scanAlong } from '../../../battlefield/terrain-path.ts';
import { traceChariotHits, traceChariotRampage, traceDismounted, traceHitsOnCharacter, traceTerrainHits } from './trace.ts';
import { unsavedOn } from './magic-items.ts';
import type { Wfb4World } from './world.ts';

/** Chariots within this distance of each other test on the best Ld among them (§8.4). */
export const CHARIOT_GROUP = 5;
/** The hits a chariot forced over ground it cannot cross takes, at this strength (§8.4). */
export const TERRAIN_HIT_S = 6;

/** Every chariot's crew and team back as deployed. */
export function resetChariots(w: Wfb4World): void {
  const p = w.plan;
  for (let u = 0; u < w.n; u++) {
    w.crew[u] = p.crew[u];
    w.crewPool[u] = 0;
    w.team[u] = p.team[u];
    w.dismounted[u] = 0;
  }
}

/**
 * The WS its attackers fight chariot t at: the best of its crew's (§8.4, RB p.72) — its crewmen's
 * and a character's among them who may be struck — 0 with none left; its crewmen's on foot.
 */
export function chariotWS(w: Wfb4World, t: number): number {
  const p = w.plan;
  let ws = w.crew[t] > 0 || w.dismounted[t] === 1 ? w.WS[t] : 0;
  if (w.anyChariotRider && w.dismounted[t] === 0) {
    for (let k = 0; k < p.characters.length; k++) {
      const c = p.characters[k];
      if (aboard(w, c, t, true) && w.WS[c] > ws) ws = w.WS[c];
    }
  }
  return ws;
}

/**
 * Whether character c rides in chariot u's crew and can be hit there: with it and alive, and in
 * melee neither fighting a challenge nor sent to the rear by one (§8.1: no one else strikes him).
 */
function aboard(w: Wfb4World, c: number, u: number, melee: boolean): boolean {
  return w.host[c] === u && w.status[c] === JOINED && (!melee || (w.duelFoe[c] < 0 && w.retired[c] === 0));
}

/** The crew left in chariot u: its crewmen, and a character riding among them (§8.4). */
export function crewLeft(w: Wfb4World, u: number): number {
  let left = w.crew[u];
  if (!w.anyChariotRider) return left;
  const chars = w.plan.characters;
  for (let k = 0; k < chars.length; k++) if (aboard(w, chars[k], u, false)) left++;
  return left;
}

/**
 * Of `hits` on chariot t's crew, those falling on a character among them (§8.4, RB p.72: where the
 * crew differ, a D6 says who is hit — two crew, the hero on 1-3): each hit on one of the crew at
 * random, the characters first (rollOneOf()). Counts each character's in `w.charHits`; returns
 * how many. No die is rolled when the crew are all alike. On foot, only shooting places hits so,
 * and only among fewer than five (§8.1; in melee the attackers choose: struckCharacter()).
 */
function crewHitsOnCharacters(w: Wfb4World, rng: Rng, t: number, hits: number, melee: boolean): number {
  const chars = w.plan.characters;
  if (w.dismounted[t] === 1 && (melee || w.crew[t] >= 5)) return 0;
  let riders = 0;
  for (let k = 0; k < chars.length; k++) {
    w.charHits[chars[k]] = 0;
    if (aboard(w, chars[k], t, melee)) riders++;
  }
  if (riders === 0) return 0;
  let diverted = 0;
  for (let h = 0; h < hits; h++) {
    let r = rollOneOf(rng, riders + w.crew[t]);
    if (r >= riders) continue;
    diverted++;
    for (let k = 0; k < chars.length; k++) {
      if (!aboard(w, chars[k], t, melee)) continue;
      if (r-- === 0) {
        w.charHits[chars[k]]++;
        break;
      }
    }
  }
  return diverted;
}

/**
 * The hits crewHitsOnCharacters() placed on the characters in chariot t's crew, at strength
 * `str` (at most 10), wounded and saved on each one's own profile and armour — no save for the
 * chariot — slain as characters (§8.1). Returns the wounds counted for the combat result, capped
 * at what each had left unless under `overkill: rolled` (§12-7).
 */
function charactersWounded(w: Wfb4World, rng: Rng, t: number, hits: number, str: number, saveMod: number, melee: boolean, die: number): number {
  const p = w.plan;
  const chars = p.characters;
  let counted = 0;
  for (let k = 0; k < chars.length; k++) {
    const c = chars[k];
    const on = w.charHits[c];
    if (on === 0) continue;
    w.charHits[c] = 0;
    const wounds = woundRolls(rng, on, TO_WOUND[str * 11 + w.T[c]]);
    const unsaved = unsavedOn(w, rng, c, wounds, str, saveMod, melee);
    const suffered = w.anyRegeneration ? afterRegeneration(w, rng, c, unsaved) : unsaved;
    const left = p.W[c] - w.pool[c];
    counted += p.flags.overkill === 'rolled' || suffered < left ? suffered : left;
    if (die > 1) woundEach(w, rng, c, suffered, die);
    else applyWounds(w, c, suffered);
    if (w.tracer !== null) traceHitsOnCharacter(w, c, on, hits, wounds, unsaved);
    if (w.models[c] === 0) characterSlain(w, rng, c);
  }
  return counted;
}

/**
 * Whether chariot u's crew fight on engagement e: the first of its engagements with a model in
 * contact. They fight all round, but each man once (§8.4): all of them where the chariot is
 * first engaged — its front, when a charge brought it there.
 */
export function crewFightsOn(w: Wfb4World, u: number, e: number): boolean {
  for (let x = 0; x < w.eng.count; x++) {
    const contact = w.eng.a[x] === u ? w.eng.contactA[x] : w.eng.b[x] === u ? w.eng.contactB[x] : 0;
    if (contact > 0) return x === e;
  }
  return false;
}

/** Whether chariot u rides on, with the chariot itself still standing. */
export function mountedChariot(w: Wfb4World, u: number): boolean {
  return w.plan.rule.chariot[u] === 1 && w.dismounted[u] === 0;
}

/**
 * `hits` on chariot t of strength `str` (a save modifier `saveMod` beyond strength's), each
 * allocated on a D6 by the melee or the shooting table, wounded and saved on what it hits:
 * the chariot (T7 W3, its own save), a beast of the team (1 W) or a man of the crew (his W) — or a
 * character among the crew, picked at random with them (crewHitsOnCharacters()). On foot,
 * every hit falls on the crew. A weapon of several wounds a hit (`die`: 3 the jezzail's D3; 1 a
 * wound) deals them to the one model it wounds, the excess wasted (§5.7). Leaves the wounds
 * counted for the combat result in `chWounds` and the models slain (1 when the chariot falls)
 * in `chSlain` (chariotPartsTake()).
 */
export function chariotTakes(w: Wfb4World, rng: Rng, t: number, hits: number, str: number, saveMod: number, melee: boolean, die: number): void {
  const p = w.plan;
  let onChariot = 0;
  let onTeam = 0;
  let onCrew = 0;
  if (w.dismounted[t] === 1) onCrew = hits;
  else if (p.rule.pumpWagon[t] === 1) {
    // The Pump Wagon: shooting 1-2 the crew, 3-6 the wagon; melee 1-2 the wagon, 3-6 the crew (RB p.74).
    for (let h = 0; h < hits; h++) {
      if ((rollD6(rng) <= 2) === melee) onChariot++;
      else onCrew++;
    }
  } else {
    for (let h = 0; h < hits; h++) {
      const d = rollD6(rng);
      if (d === 2 || d === 3) onTeam++;
      else if ((d === 1) === melee) onChariot++;
      else onCrew++;
    }
  }
  chariotPartsTake(w, rng, t, onChariot, onTeam, onCrew, str, saveMod, melee, die);
}

/**
 * Hits already placed on chariot t's parts — `onChariot` on the chariot itself, `onTeam` on its
 * beasts, `onCrew` on its crew (the characters among them picked at random with them) — wounded
 * and saved on each (chariotTakes()); a war machine's template or ball places them itself
 * (war-machines.ts, RB p.72: each crewman, beast and the chariot a model of its own).
 */
export function chariotPartsTake(w: Wfb4World, rng: Rng, t: number, onChariot: number, onTeam: number, onCrew: number, str: number, saveMod: number, melee: boolean, die: number): void {
  const p = w.plan;
  const mounted = w.dismounted[t] === 0;
  if (str > 10) str = 10;
  let counted = 0;
  let slain = 0;
  // A character in the crew: the hits that fall on him, on his own profile; the rest on its crewmen.
  let onCrewmen = onCrew;
  if (onCrew > 0 && w.anyChariotRider) {
    const his = crewHitsOnCharacters(w, rng, t, onCrew, melee);
    if (his > 0) {
      onCrewmen -= his;
      counted += charactersWounded(w, rng, t, onCrew, str, saveMod, melee, die);
    }
  }
  // The crew: their own T, W and armour; wounds on a crewman of several carry over (§5.7).
  if (onCrewmen > 0) {
    const wounds = woundRolls(rng, onCrewmen, TO_WOUND[str * 11 + p.crewT[t]]);
    const unsaved = unsavedWounds(rng, wounds, saveAgainst(melee ? p.crewMeleeSave[t] : p.crewMissileSave[t], str, saveMod));
    const each = p.crewW[t];
    const before = w.crew[t];
    if (die > 1) {
      // Each hit's D3 (or more) on the crewman it wounds; what he cannot take is wasted.
      for (let k = 0; k < unsaved && w.crew[t] > 0; k++) {
        const dealt = woundsOf(rng, die);
        const left = each - w.crewPool[t];
        counted += dealt < left ? dealt : left;
        woundOne(w.crew, w.crewPool, t, each, dealt);
      }
    } else {
      const left = w.crew[t] * each - w.crewPool[t];
      counted += unsaved < left ? unsaved : left;
      poolWounds(w.crew, w.crewPool, t, each, unsaved);
    }
    const dead = before - w.crew[t];
    if (w.dismounted[t] === 1) {
      w.models[t] = w.crew[t];
      slain += dead;
    } else if (w.crew[t] === 0 && p.rule.pumpWagon[t] === 1) {
      // Its crew slain, the Pump Wagon cannot move and is removed (RB p.74).
      w.models[t] = 0;
      slain = 1;
    }
  }
  // The team: 1 W each; the chariot slows with every beast lost.
  if (onTeam > 0) {
    const wounds = woundRolls(rng, onTeam, TO_WOUND[str * 11 + p.teamT[t]]);
    let lost = unsavedWounds(rng, wounds, saveAgainst(p.teamSave[t], str, saveMod));
    if (lost > w.team[t]) lost = w.team[t];
    w.team[t] -= lost;
    counted += lost;
    if (lost > 0) teamSpeed(w, t);
  }
  // The chariot itself: its wounds pooled on its one model.
  if (onChariot > 0) {
    const wounds = woundRolls(rng, onChariot, TO_WOUND[str * 11 + w.T[t]]);
    const unsaved = unsavedWounds(rng, wounds, saveAgainst(p.meleeSave[t], str, saveMod));
    let lost = unsaved;
    if (die > 1) {
      lost = 0;
      for (let k = 0; k < unsaved; k++) lost += woundsOf(rng, die);
    }
    const left = CHARIOT_W - w.pool[t];
    if (lost > left) lost = left;
    counted += lost;
    if (applyWounds(w, t, lost) > 0) {
      slain = 1;
      chariotDestroyed(w, t);
    }
  }
  if (w.tracer !== null) traceChariotHits(w, t, onChariot, onTeam, onCrew, counted, mounted);
  w.chWounds = counted;
  w.chSlain = slain;
}

/** Its team thinned, chariot u moves in proportion to the beasts left (§8.4: 2 horses 8", 1 horse 4"). */
function teamSpeed(w: Wfb4World, u: number): void {
  const p = w.plan;
  w.M[u] = ((p.teamM[u] * w.team[u]) / p.team[u]) | 0;
  w.reach[u] = 2 * w.M[u];
}

/**
 * Chariot u is destroyed: the survivors of its crew fight on foot, as the same unit (§8.4), a
 * character in the crew with them as with any unit, and they move no faster than he does; with
 * no crewman left, it is gone — a character left alone fights on in its place (wipedOut()).
 */
function chariotDestroyed(w: Wfb4World, u: number): void {
  w.team[u] = 0;
  if (w.crew[u] === 0) return; // no crewman left: models 0, and the unit is wiped out as any other
  w.dismounted[u] = 1;
  w.models[u] = w.crew[u];
  w.pool[u] = 0;
  w.M[u] = w.plan.crewM[u];
  if (w.anyChariotRider) {
    const chars = w.plan.characters;
    for (let k = 0; k < chars.length; k++) if (aboard(w, chars[k], u, false) && w.M[chars[k]] < w.M[u]) w.M[u] = w.M[chars[k]];
  }
  w.reach[u] = 2 * w.M[u];
  if (w.tracer !== null) traceDismounted(w, u);
}

/** The impact hits of chariot u charging home (§8.4): D6 + one a scythe — the Pump Wagon's roller 2D6 — at S7. */
export function impactHits(w: Wfb4World, rng: Rng, u: number): number {
  if (w.plan.rule.pumpWagon[u] === 1) return roll2D6(rng);
  return rollD6(rng) + w.plan.scythes[u];
}

/** The strength of a chariot's impact hits. */
export const IMPACT_S = CHARIOT_S;

/**
 * Whether chariot u, charging v across engagement e, deals impact hits this round (§8.4,
 * §12-25): in the first round of a charge — any that counts as charging, or under the flag
 * only one it declared this turn — never in later rounds.
 */
export function impacts(w: Wfb4World, u: number, v: number, e: number): boolean {
  if (!mountedChariot(w, u) || w.eng.a[e] !== u || w.eng.charge[e] !== 1 || w.eng.fresh[e] !== 1) return false;
  return w.plan.flags.chariotImpact === 'counts-as-charging' || (w.declared[u] === v && crewLeft(w, u) > 0); // a crewless chariot declares nothing
}

/**
 * The best Ld among chariot u and the chariots of its side with crew within 5" of it (§8.4), a
 * character's in a crew included (RB p.72: as troops led by a hero), 0 for u not a chariot.
 */
export function groupLd(w: Wfb4World, u: number): number {
  const p = w.plan;
  let ld = 0;
  for (let g = w.sideFrom[p.side[u]], stop = w.sideTo[p.side[u]]; g < stop; g++) {
    if (p.rule.chariot[g] === 0 || p.side[g] !== p.side[u]) continue;
    let own = w.crew[g] > 0 ? p.Ld[g] : 0;
    if (w.anyChariotRider) {
      const his = charactersLd(w, g);
      if (his > own) own = his;
    }
    if (own <= ld) continue;
    if (g !== u) {
      if (!present(w.status, g) || w.status[g] === FLEEING) continue;
      w.gaps.limit = CHARIOT_GROUP;
      if (beyond(w.gaps, u, g) || w.gaps.gap[pairOf(w.gaps, u, g)] > CHARIOT_GROUP + EPS) continue;
    }
    ld = own;
  }
  return ld;
}

/**
 * Chariot u has just made a compulsory move (a flight) along the segment, `w.result` inches:
 * forced over ground it cannot cross (§8.4), it takes D6 S6 hits, randomised by the shooting
 * table.
 */
export function forcedOverTerrain(w: Wfb4World, rng: Rng, u: number): void {
  w.seg.len = w.result;
  if (!scanAlong(w.chariotPath, w.seg)) return;
  const hits = rollD6(rng);
  if (w.tracer !== null) traceTerrainHits(w, u, hits);
  chariotTakes(w, rng, u, hits, TERRAIN_HIT_S, 0, false, 1);
}

/**
 * A crewless chariot's rampage roll (§8.4): 2D6" in a random direction as a compulsory move,
 * removed on a double. Returns the distance; −1 on a double; 0 when it has no team to pull it.
 */
export function rampageRoll(w: Wfb4World, rng: Rng, u: number): number {
  const a = rollD6(rng);
  const b = rollD6(rng);
  if (w.tracer !== null) traceChariotRampage(w, u, a, b);
  if (a === b) return -1;
  return w.team[u] > 0 ? a + b : 0;
}

/** Whether u is a chariot with no crew left that rampages this turn: standing, with its chariot and team; a character in its crew is crew. */
export function rampages(w: Wfb4World, u: number): boolean {
  return mountedChariot(w, u) && crewLeft(w, u) === 0 && w.status[u] === READY;
}
