/**
 * Close combat (rules/wfb4.md §5, §6.2): combats found from the engagements, strike order by
 * Initiative, the attacks of each strike group, the result and the break tests.
 */
import { FRONT } from '../../../battlefield/arcs.ts';
import { roll2D6, rollNDice, rollOff } from '../../../core/dice.ts';
import type { Rng } from '../../../core/rng.ts';
import { present, DESTROYED, JOINED, OFF_TABLE } from '../../rank-and-file/unit-state.ts';
import { saveAgainst, unsavedWounds, woundRolls } from '../../wfb/hit-wound-save.ts';
import { TO_WOUND } from '../../wfb/tables.ts';
import { SLAIN, SLAY_NONE, WOUNDS_D6_BACKFIRE } from '../plan.ts';
import { blast } from './blasts.ts';
import { applyWounds, wipedOut, woundModel, woundsInFight } from './casualties.ts';
import { challenges, clearChallenges, duellistA, duellistAlive, duellistBody, duellistS, swapped } from './challenges.ts';
import { flyersLeaving, flyersLeave, flyOff } from './flyers.ts';
import { bonuses } from './combat-result.ts';
import { frontRank } from './formation.ts';
import { feudBrawls, feudSparesBreakTest, ignores } from './daemon-animosity.ts';
import { breaksInFear, charactersBreakInFear } from './fear.ts';
import { frenzyBroken } from './frenzy.ts';
import { fightsHatedFoe, HATRED_BREAK_LD } from './hatred.ts';
import { battleStandardNear, effectiveLd, LD_TEN, steadiedByRune } from './leadership.ts';
import { panicAfterBreaks } from './panic.ts';
import { afterRegeneration } from './regeneration.ts';
import { paralysed } from './paralysis.ts';
import { transfixTests } from './transfix.ts';
import { transfixedNow } from '../item-uses.ts';
import { guardedAttacks, lentImmunity, LENT_STEADY, lentSkill, weaponDie, weaponHits, unsavedOn, weaponToWound, weaponUnsaved, weaponWoundS, weaponWounds } from './magic-items.ts';
import { fleeAndPursue } from './pursuit.ts';
import { buildStrikeGroups, strikers } from './strike-order.ts';
import { BLOWS_PLAIN, BLOWS_STORM, BLOWS_UNNERVED, byCharacter, CHAMPION, CHARACTER, CHARACTER_MOUNT, CHARACTER_PISTOL, FAMILIAR, IMPACT, MOUNT, ownBlows, PISTOL, RIDER } from './strike-kinds.ts';
import { FAMILIAR_A, FAMILIAR_S, FAMILIAR_WS, familiarStruck } from './familiars.ts';
import { meleeHits } from './melee-hits.ts';
import { rotAfter } from './rot.ts';
import { festers } from './lingering.ts';
import { rebound, riposte } from './riposte.ts';
import { slayTests } from './slay-test.ts';
import { chariotTakes, chariotWS, crewFightsOn, IMPACT_S, impactHits, mountedChariot } from './chariots.ts';
import { bodyOf, characterSlain, charactersOn, flies, struckCharacter, touching } from './characters.ts';
import { stupidCharacterFights, stupidFighters } from './stupidity.ts';
import { garrisonFighters, pushBack } from './buildings.ts';
import { swordsAim, swordsStrike } from './sanguine-swords.ts';
import { traceFoughtAcross, traceStrikeChampion, traceImpactHits, traceBreaksInFear, traceBreakTest, traceCombatResult, traceFeudNoBreakTest, traceRegenerates, traceStrike, traceWard, traceWipedOut } from './trace.ts';
import { traceBackfire, traceBurnt, traceStorm } from './trace-items.ts';
import { traceBattleStandardReroll, traceFirstRoundDouble, traceUnbreakable } from './trace-banners.ts';
import { traceWaaaghReroll } from './trace-magic.ts';
import { wizardsOverloaded } from './magical-overload.ts';
import { selfDestructs } from './self-destruct.ts';
import { contactWounds } from './contact-wounds.ts';
import { surgedS } from './surges.ts';
import { fumbles } from './fumbles.ts';
import { drainLife } from './healing.ts';
import { breakArmour, curse, sap } from './sapping.ts';
import { runesOnHits, runeStrength } from './weapon-runes.ts';
import { earnCards } from './wound-cards.ts';
import type { Wfb4World } from './world.ts';

/**
 * Chargers of `winner`'s side who won this round of combat `c` across a defended obstacle, or
 * into a building, have fought their way over it or in (RB p.85, for buildings: from the next
 * turn on the defenders no longer gain from the obstacle they hold; §5.4, flag
 * `defendedObstacle`): they no longer need 6s to hit.
 */
function fightAcross(w: Wfb4World, c: number, winner: number): void {
  for (let e = 0; e < w.eng.count; e++) {
    const a = w.eng.a[e];
    if (w.eng.defended[e] === 1 && w.inCombat[a] === c && w.plan.side[a] === winner) {
      // A building's assailants always fight their way in (RB p.85); across a wall, as the flag says.
      if (w.plan.flags.defendedObstacle === 'every-round' && !(w.anyBuilding && w.inBuilding[w.eng.b[e]] >= 0)) continue;
      w.eng.defended[e] = 0;
      if (w.tracer !== null) traceFoughtAcross(w, a, w.eng.b[e]);
    }
  }
}

// ---------------------------------------------------------------- close combat (§5, §6)

export function combatPhase(w: Wfb4World, rng: Rng): void {
  // Rival Daemons feuding fight each other first (§7).
  if (w.anyDaemonAnimosity) feudBrawls(w, rng);
  // An enemy wizard touching a banner that slays wizards dies before any blow (AM p.19, magical-overload.ts).
  if (w.anyOverload) wizardsOverloaded(w, rng);
  // An item that wounds the enemy models touching its bearer as the phase starts (AM p.17, contact-wounds.ts).
  if (w.anyContactWounds) contactWounds(w, rng);
  // A Dwarf machine with the enemy upon it blows itself up before any blow (AM p.38, self-destruct.ts).
  if (w.anySelfDestruct) selfDestructs(w, rng);
  if (w.eng.count === 0) {
    if (w.anySwords) swordsAim(w, rng); // no combat: the Sanguine Swords strike their target now
    return;
  }
  if (w.anyChallenge) clearChallenges(w);
  for (let u = 0; u < w.n; u++) {
    w.inCombat[u] = -1;
    w.breakNow[u] = 0;
    w.wipedNow[u] = 0;
    // A unit that fled through panic causes no panic tests in the phase it panicked (§6.3);
    // rallied and broken again in a later phase, it does.
    w.noPanicSource[u] = 0;
  }
  // Label combats: units joined by engagements (union by repeated relaxation; tiny n).
  let combats = 0;
  for (let e = 0; e < w.eng.count; e++) {
    const a = w.eng.a[e];
    const b = w.eng.b[e];
    if (w.inCombat[a] < 0 && w.inCombat[b] < 0) {
      w.inCombat[a] = combats;
      w.inCombat[b] = combats;
      combats++;
    } else if (w.inCombat[a] < 0) {
      w.inCombat[a] = w.inCombat[b];
    } else if (w.inCombat[b] < 0) {
      w.inCombat[b] = w.inCombat[a];
    } else if (w.inCombat[a] !== w.inCombat[b]) {
      const from = w.inCombat[b];
      const to = w.inCombat[a];
      for (let u = 0; u < w.n; u++) if (w.inCombat[u] === from) w.inCombat[u] = to;
    }
  }
  // The Sanguine Swords pick their targets; one not fighting is struck now (sanguine-swords.ts).
  if (w.anySwords) swordsAim(w, rng);
  for (let c = 0; c < combats; c++) fightRound(w, rng, c);
  // Panic, flight and pursuit all start from a unit that broke or was wiped out this phase.
  let broke = false;
  for (let u = 0; u < w.n; u++) if (w.breakNow[u] || w.wipedNow[u]) broke = true;
  if (broke) {
    panicAfterBreaks(w, rng);
    fleeAndPursue(w, rng);
  }
  // Flyers that won or drew may leave at the end of the phase (§8.3).
  if (w.anyFlying) flyersLeave(w);
}

/** One round of one combat (§5.1-§6.2). */
export function fightRound(w: Wfb4World, rng: Rng, c: number): void {
  const p = w.plan;
  let count = 0;
  for (let u = 0; u < w.n; u++) {
    if (w.inCombat[u] === c) {
      w.members[count++] = u;
    }
  }
  if (count === 0) return;
  w.rounds++;
  w.roundNo++;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    w.unitRounds[u]++;
    w.roundStart[u] = w.models[u];
    if (w.anyBanner && w.tracer !== null && w.unitRounds[u] === 1 && flies(w, u, p.rule.firstRoundDouble)) traceFirstRoundDouble(w, u);
  }
  // The winner of this combat's previous round breaks Initiative ties; after a draw, or in
  // a first round, the sides roll off (§5.2, §12-22).
  let previous = -1;
  for (let i = 0; i < count; i++) if (w.lastRound[w.members[i]] > previous) previous = w.lastRound[w.members[i]];
  let tieSide = -1;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (previous >= 0 && w.lastWon[u] === previous) tieSide = p.side[u];
    w.lastRound[u] = w.roundNo;
  }
  if (tieSide < 0) tieSide = rollOff(rng, w.rolls);
  for (let e = 0; e < w.eng.count; e++) {
    w.eng.lostA[e] = 0;
    w.eng.lostB[e] = 0;
  }
  if (w.anyChallenge) challenges(w, c);
  // Foes touching a character whose item transfixes test, before any blow (transfix.ts).
  if (p.items.anyTransfix === 1) transfixTests(w, rng, c);
  buildStrikeGroups(w, c, tieSide);
  w.score[0] = 0;
  w.score[1] = 0;
  // The Sanguine Swords strike before any blow, and count towards the result (BM p.46).
  if (w.anySwords) swordsStrike(w, rng, c);
  for (let k = 0; k < w.gCount; k++) {
    strike(w, rng, w.gOrder[k]);
    if (w.anyRot) rotAfter(w, rng, w.gOrder[k]); // Nurgle's Rot after his attacks (rot.ts)
  }
  // Combat result bonuses (§6.1).
  bonuses(w, rng, c, count);
  const r0 = w.score[0] + w.bonus[0];
  const r1 = w.score[1] + w.bonus[1];
  for (let e = 0; e < w.eng.count; e++) {
    if (w.inCombat[w.eng.a[e]] === c) {
      w.eng.fresh[e] = 0;
      w.eng.charge[e] = 0;
    }
  }
  let winner = -1;
  if (r0 > r1) winner = 0;
  else if (r1 > r0) winner = 1;
  if (w.tracer !== null) traceCombatResult(w, r0, r1, winner);
  if (winner >= 0 && w.crossObstacles) fightAcross(w, c, winner);
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (w.models[u] === 0 && w.status[u] !== DESTROYED) {
      // A character left alone fights on in the unit's place, and tests in its stead (§8.1).
      const c = wipedOut(w, u);
      if (c >= 0) {
        w.members[i] = c;
        continue;
      }
      if (w.status[u] === OFF_TABLE) continue; // a wizard on his own saved by the Escape card (escape.ts)
      w.wipedNow[u] = 1;
      if (w.tracer !== null) traceWipedOut(w, u);
    }
  }
  if (w.anyFlying) flyersLeaving(w, count, winner);
  if (winner < 0) return;
  const diff = winner === 0 ? r0 - r1 : r1 - r0;
  for (let i = 0; i < count; i++) {
    const u = w.members[i];
    if (!present(w.status, u)) continue;
    if (p.side[u] === winner) {
      w.lastWon[u] = w.roundNo;
      // Lapping round (§6.6): up to 2 models round each end per won round.
      if (p.lap[u]) {
        const spare = w.models[u] - frontRank(w, u) - w.lap[u];
        w.lap[u] += spare >= 4 ? 4 : spare > 0 ? spare : 0;
      }
      continue;
    }
    w.lap[u] = 0;
    // A flyer beaten is driven off instead of testing (§8.3).
    if (w.anyFlying && p.fly[u] > 0) {
      flyOff(w, u, true);
      continue;
    }
    // Feuding with a rival Daemon, it pays no heed to enemies that are not Daemons (§7).
    if (w.anyDaemonAnimosity && feudSparesBreakTest(w, u, c)) {
      if (w.tracer !== null) traceFeudNoBreakTest(w, u);
      continue;
    }
    // A banner's rune: it never takes a break test and is never routed (AM p.37).
    if (w.anyBanner && p.rule.unbreakable[u] === 1) {
      if (w.tracer !== null) traceUnbreakable(w, u);
      continue;
    }
    // Beaten by feared enemies who outnumber it: broken without a test (§7).
    if (breaksInFear(w, u, c)) {
      if (w.tracer !== null) traceBreaksInFear(w, u, p.flags.fearAutoBreak === 'outnumbered');
      w.breakNow[u] = 1;
      frenzyBroken(w, u);
      continue;
    }
    if (w.anyDread && w.anyCharacter) charactersBreakInFear(w, u, c);
    // Break test (§6.2): 2D6 + difference > Ld breaks; the battle standard grants one re-roll.
    // A unit fighting a hated foe tests on Ld 10 with nothing added (§7).
    const hatred = fightsHatedFoe(w, u, c);
    // Within 12" of its battle standard with the rune for it, on an unmodified 10 (AM p.37).
    const rune = !hatred && steadiedByRune(w, u);
    const ld = hatred ? HATRED_BREAK_LD : rune ? LD_TEN : effectiveLd(w, u);
    // One whose character's item lends it unmodified break tests takes them on its Ld (AM p.10).
    const steady = !hatred && !rune && w.anyLentSteady && lentImmunity(w, u, LENT_STEADY);
    const added = hatred || steady || rune ? 0 : diff;
    let roll = roll2D6(rng);
    let broken = roll + added > ld;
    // The battle standard, or a banner that gives its re-roll: one re-roll only (AM p.19).
    const standard = broken && battleStandardNear(w, u);
    const waaagh = broken && !standard && w.magic.waaaghBy[u] >= 0;
    if (standard || waaagh || (broken && w.anyBanner && flies(w, u, p.rule.breakReroll))) {
      const again = roll2D6(rng);
      if (w.tracer !== null) {
        if (waaagh) traceWaaaghReroll(w, u, roll + added);
        else traceBattleStandardReroll(w, u, standard);
      }
      roll = again;
      broken = roll + added > ld;
    }
    if (w.tracer !== null) traceBreakTest(w, u, roll, added, ld, hatred ? 'hatred' : steady ? 'item' : rune ? 'rune' : '', broken);
    if (broken) {
      w.breakNow[u] = 1;
      frenzyBroken(w, u);
    }
  }
  if (w.anyBuilding) pushBack(w, c, winner);
}

export function strike(w: Wfb4World, rng: Rng, g: number): void {
  const p = w.plan;
  const u = w.gUnit[g];
  const v = w.gEnemy[g];
  const e = w.gEng[g];
  const kind = w.gKind[g];
  const hero = byCharacter(kind);
  const body = hero ? bodyOf(w, u) : u; // the unit whose place in the engagement the blows come from
  const armed = !w.anyItems || w.uses.weaponBroken[u] === 0; // a magic weapon a rune broke adds nothing more (weapon-runes.ts)
  if (w.models[u] === 0 || body < 0) return;
  // In a challenge a duellist strikes only his foe (challenges.ts): a character, or a champion (n + his unit).
  let duel = -1;
  if (w.anyChallenge) {
    if (hero) duel = w.duelFoe[u];
    else if (kind === CHAMPION) {
      if (w.champAlive[u] === 0 || w.retired[w.n + u] === 1) return;
      duel = w.duelFoe[w.n + u];
      if (duel >= 0 && w.duelEng[w.n + u] !== e) return; // he fights once, across his challenge's engagement
    }
    if (duel >= 0 && !duellistAlive(w, duel)) return;
  }
  let foe = v;
  if (duel >= 0) foe = duel;
  else {
    // The unit's troops all slain, its characters are what is left to strike (§8.1).
    if (w.models[v] === 0) {
      foe = w.anyCharacter ? struckCharacter(w, u, v, e) : -1;
      if (foe < 0) return;
    }
    if (w.anyCharacter && !hero && (w.duelFoe[u] >= 0 || w.duelFoe[v] >= 0)) return; // one on his own in a challenge fights only his challenger
  }
  // Squabbling under squabbleInCombat: idle (§12-26), or feuding and striking only Daemons (§7).
  if (w.anyAnimosity && w.squabbled[body] === w.playerTurnNo) return;
  if (w.anyMagic && w.magic.banded[body] > 0) return; // bound by the Crimson Bands, it may not fight (AM p.21)
  if (w.anyMagic && hero && w.magic.banded[u] > 0) return; // so a character bound in his unit, or a shaman senseless from the Waaagh (waaagh.ts)
  if (w.anyParalysis && (paralysed(w, u) || paralysed(w, body))) return; // paralysed by an enemy's item, he strikes nothing, on his own or with a unit (paralysis.ts)
  if (w.anyDaemonAnimosity && ignores(w, body, duel >= 0 ? duellistBody(w, duel) : v)) return;
  const charging = w.eng.a[e] === body && w.eng.charge[e] === 1;
  const frontContact = w.eng.a[e] === body || w.eng.face[e] === FRONT;
  // Each model lost before striking removes one striker (§5.2, §12-16).
  const hasChampion = p.champion[u] === 1 && frontContact && (!w.anyChallenge || w.champAlive[u] === 1);
  let lapping = 0;
  if (frontContact && !hero) lapping = w.lap[u];
  let fighters: number; // models striking
  let each: number; // attacks of each
  let ws: number;
  let str: number;
  let saveMod = 0;
  if (hero) {
    // A character fights with his own profile; stupid or frenzied with his unit only when he
    // has the rule himself (RB p.48).
    fighters = w.anyStupid && kind !== FAMILIAR ? stupidCharacterFights(w, rng, u, body, kind) : 1;
    if (kind === FAMILIAR) {
      // His Warrior Familiar, with its own profile (BM p.35).
      each = FAMILIAR_A;
      ws = FAMILIAR_WS;
      str = FAMILIAR_S;
    } else if (kind === CHARACTER_MOUNT) {
      each = p.mountA[u];
      ws = p.mountWS[u];
      str = p.mountS[u];
    } else if (kind === CHARACTER_PISTOL) {
      // His pistol's extra attack: S4, one more off the save (§5.6).
      each = 1;
      ws = w.WS[u];
      str = 4;
      saveMod = 1;
    } else {
      // In a challenge with an item that swaps them, his foe's own S and A, his bonuses kept (AM p.12).
      const swap = w.anySwap && duel >= 0 && swapped(w, u, duel);
      each = ((swap ? duellistA(w, duel) : w.A[u]) + (armed ? p.extraA[u] : 0)) * (1 + (p.rule.frenzy[u] === 1 ? w.frenzied[body] | w.frenzied[u] : 0)); // with a frenzied unit, or frenzied on his own
      ws = w.WS[u];
      str = (swap ? duellistS(w, duel) : w.anySurge ? surgedS(w, u) : w.S[u]) + (armed ? p.meleeSBonus[u] : 0);
    }
  } else if (kind === IMPACT) {
    // A chariot charging home: D6 + one a scythe automatic hits at S7 (§8.4).
    fighters = 1;
    each = impactHits(w, rng, u);
    ws = 0;
    str = IMPACT_S;
    if (w.tracer !== null) traceImpactHits(w, u, v, each);
  } else if (kind === CHAMPION) {
    if (!hasChampion || w.models[u] < 1) return;
    // A stupid champion fights alone: on a D6 of 4+ (§7).
    fighters = w.anyStupid ? stupidFighters(w, rng, u, CHAMPION, 1) : 1;
    const swap = w.anySwap && duel >= 0 && swapped(w, w.n + u, duel);
    each = ((swap ? duellistA(w, duel) : p.champA[u]) + p.extraA[u]) * (1 + (w.frenzied[u] | w.magic.deathFrenzy[u])); // doubled in a frenzy (§7) or a Death Frenzy
    ws = w.champWS[u];
    str = (swap ? duellistS(w, duel) : p.champS[u]) + p.meleeSBonus[u];
  } else {
    let models = strikers(w, u, e, w.eng.a[e] === u ? w.eng.lostA[e] : w.eng.lostB[e]);
    // A character in the front rank takes a trooper's place there (§8.1); in a garrison, one of
    // the places at its walls (buildings.ts).
    if (w.anyCharacter) {
      const chars = charactersOn(w, u, e);
      models = w.anyBuilding && w.inBuilding[u] >= 0 ? garrisonFighters(w, u, e, chars) : models - chars;
      if (models < 0) models = 0;
    }
    // A chariot's whole crew fights, all round, once — on its first engagement; its team only
    // what is in front of it. Its crew on foot, the chariot destroyed, fight so too (§8.4).
    if (w.anyChariot && p.rule.chariot[u] === 1) {
      if (kind === MOUNT) models = frontContact && mountedChariot(w, u) ? w.team[u] : 0;
      else models = !crewFightsOn(w, u, e) ? 0 : mountedChariot(w, u) ? w.crew[u] : w.models[u];
    }
    if (kind === MOUNT) {
      fighters = w.anyStupid ? stupidFighters(w, rng, u, MOUNT, models + lapping) : models + lapping;
      each = p.mountA[u];
      ws = p.mountWS[u];
      str = p.mountS[u];
    } else if (kind === PISTOL) {
      // One pistol shot per model fighting, champion included; not from a second rank.
      fighters = w.anyStupid ? stupidFighters(w, rng, u, PISTOL, models + lapping) : models + lapping;
      each = 1;
      ws = w.WS[u];
      str = 4;
      saveMod = 1;
    } else {
      let n = models - (hasChampion ? 1 : 0);
      if (n < 0) n = 0;
      // Spears fight in two ranks when they did not charge (§5.3, §12-16).
      if (p.fightRanks[u] > 1 && !charging && frontContact) {
        let second = w.models[u] - p.files[u];
        if (second > p.files[u]) second = p.files[u];
        if (p.flags.spearSecondRank === 'front-fighters' && second > models) second = models; // §12-16
        if (second > 0) n += second;
      }
      n += lapping;
      // Half a stupid unit's models stand about (§7).
      fighters = w.anyStupid ? stupidFighters(w, rng, u, RIDER, n) : n;
      each = (w.A[u] + (armed ? p.extraA[u] : 0)) * (1 + (w.frenzied[u] | w.magic.deathFrenzy[u])); // doubled in a frenzy (§7) or a Death Frenzy
      ws = w.WS[u];
      str = (w.anySurge ? surgedS(w, u) : w.S[u]) + (armed ? p.meleeSBonus[u] : 0); // a character on his own: as his blows in a unit
    }
  }
  if (kind === RIDER || kind === CHAMPION || kind === CHARACTER) {
    if (charging) str += p.chargeSBonus[u];
    if (w.eng.fresh[e]) str += p.firstRoundSBonus[u];
  }
  if (str > 10) str = 10;
  // An item's skill lent to the Undead near its bearer (AM p.10).
  if (w.anyLentSkill && kind !== IMPACT && kind !== FAMILIAR) ws = lentSkill(w, u, ws, false);
  // A banner that doubles every attack of the unit and its characters in its first round of combat (AM p.19).
  if (w.anyBanner && kind !== IMPACT && kind !== FAMILIAR && w.unitRounds[body] === 1 && flies(w, body, p.rule.firstRoundDouble)) each *= 2;
  // Its models transfixed by an item strike no blow this round, nor their steeds (transfix.ts) —
  // those not slain already: the bearer strikes the transfixed first.
  if (p.items.anyTransfix === 1 && kind !== CHAMPION && kind !== IMPACT && kind !== FAMILIAR && (!hero || body === u)) {
    const held = transfixedNow(w.uses, w.roundNo, body) - (w.eng.a[e] === body ? w.eng.lostA[e] : w.eng.lostB[e]);
    if (held > 0) fighters = fighters > held ? fighters - held : 0;
  }
  const attacks = fighters * each;
  if (attacks <= 0) return;
  w.perStriker = each; // for a Leadership test each striker takes (blows())
  // A character's item that unleashes a storm of hits on the enemy unit, or a blast, in the first round he fights (AM p.13-16).
  if (w.anyStorm && w.uses.storms[u] > 0 && ownBlows(kind, p.rule.character[u])) storm(w, rng, g, u, v);
  if (w.anyBlast && w.uses.blasts[u] > 0 && ownBlows(kind, p.rule.character[u]) && duel < 0) blast(w, rng, u); // on every foe touching him, not in a challenge (blasts.ts)
  if (foe !== v || duel >= 0) {
    blows(w, rng, g, foe, attacks, ws, str, saveMod);
    return;
  }
  // Attackers choose whom to strike (§8.1): the models touching an enemy character strike him.
  if (w.anyCharacter) {
    const c = struckCharacter(w, u, v, e);
    if (c >= 0) {
      let at = hero || kind === CHAMPION ? fighters : touching(w, u, c);
      if (at > fighters) at = fighters;
      blows(w, rng, g, c, at * each, ws, str, saveMod);
      if (at === fighters) return;
      blows(w, rng, g, v, (fighters - at) * each, ws, str, saveMod);
      return;
    }
  }
  blows(w, rng, g, v, attacks, ws, str, saveMod);
}

/**
 * Character u's item unleashes its storm on v, the enemy unit his group g fights (AM p.13: once
 * in a battle, in hand-to-hand combat, the bearer may call down lightning for D6
 * more S6 hits on the enemy unit): its hits, which need no roll, at its Strength, saved
 * as blows are and counted in the combat result; a use spent.
 */
function storm(w: Wfb4World, rng: Rng, g: number, u: number, v: number): void {
  const it = w.plan.items;
  w.uses.storms[u]--;
  const hits = rollNDice(rng, it.stormDice[u], it.stormFaces[u]) + it.stormAdd[u];
  if (w.tracer !== null) traceStorm(w, u, v, hits, it.stormS[u]);
  if (hits <= 0) return;
  w.blowsOf = BLOWS_STORM;
  blows(w, rng, g, v, hits, 0, it.stormS[u], 0);
  w.blowsOf = BLOWS_PLAIN;
}

/**
 * `attacks` blows of strike group g at t — the unit it fights, a character (§8.1), or in a
 * challenge a unit's champion (t = n + his unit, challenges.ts) — at Weapon Skill ws and
 * Strength str, a save modifier `saveMod` beyond strength's: to hit on the WS table (§5.4), to
 * wound (§5.5), saves (§5.8), regeneration, casualties (§5.7) and the wounds the side scores
 * (§6.1). A champion is struck at his own WS, on his unit's T and save; slain, his unit loses
 * him — a model, and his Ld and blows for the rest of the battle.
 */
function blows(w: Wfb4World, rng: Rng, g: number, t: number, attacks: number, ws: number, str: number, saveMod: number): void {
  // A wizard's Warrior Familiar takes the blows struck at him while it lives (BM p.35).
  if (w.anyFamiliar && t < w.n && w.familiarAlive[t] === 1) {
    familiarStruck(w, rng, g, t, attacks, ws, str);
    return;
  }
  const p = w.plan;
  const u = w.gUnit[g];
  const e = w.gEng[g];
  const kind = w.gKind[g];
  // A character's items that guard him against the blows struck at him (magic-items.ts guardedAttacks()).
  if (w.anyGuard && t < w.n && w.blowsOf === BLOWS_PLAIN) {
    attacks = guardedAttacks(w, rng, g, t, attacks);
    // Those an item unnerved strike him apart, weakened (AM p.10-12; melee-hits.ts).
    const weak = w.unnerved;
    if (weak > 0) {
      w.unnerved = 0;
      w.blowsOf = BLOWS_UNNERVED;
      blows(w, rng, g, t, weak, ws, str > 2 ? str - 2 : 1, saveMod);
      w.blowsOf = BLOWS_PLAIN;
      attacks -= weak;
    }
    if (attacks === 0) return;
  }
  const champion = t >= w.n ? t - w.n : -1;
  const tu = champion >= 0 ? champion : t; // the unit whose columns t's profile is in
  const foe = champion >= 0 ? champion : w.anyCharacter ? bodyOf(w, t) : t; // the unit t stands in
  // To hit (§5.4): a defended obstacle forces 6s for the attackers; a chariot's impact hits
  // need no roll; a chariot is fought at its crew's WS (§8.4).
  const chariot = w.anyChariot && champion < 0 && p.rule.chariot[t] === 1;
  let defenderWS = champion >= 0 ? w.champWS[champion] : chariot ? chariotWS(w, t) : w.WS[t];
  if (w.anyLentSkill && !chariot) defenderWS = lentSkill(w, tu, defenderWS, false); // an item's skill lent to the Undead (AM p.10)
  // A character's magic weapon (magic-items.ts).
  const weapon = w.anyItems && p.rule.magicWeapon[u] === 1 && (kind === CHARACTER || kind === RIDER) && w.blowsOf !== BLOWS_STORM && w.uses.weaponBroken[u] === 0; // with a unit, or on his own; not broken (weapon-runes.ts)
  // Armour that weakens the blows at him, but a magic weapon's (AM p.8).
  if (w.anyGuard && champion < 0 && !weapon && p.items.blowsWeakened[t] > 0) str = str > p.items.blowsWeakened[t] ? str - p.items.blowsWeakened[t] : 1;
  if (weapon && p.items.anyRunes === 1) str = runeStrength(w, u, tu, str); // a rune's Strength against a tougher foe (weapon-runes.ts)
  const rolled = meleeHits(w, rng, g, t, foe, attacks, ws, defenderWS, weapon);
  const toHit = w.hitNeed;
  const rerolled = w.hatedReroll;
  // A weapon whose 1s to hit strike a friend, once the blow is told (fumbles.ts, AM p.13-16).
  const missed = weapon && p.items.fumbles[u] === 1 ? attacks - rolled : 0;
  // A weapon whose hits are each two, or D6 (AM p.15-16).
  let hits = weapon ? weaponHits(w, rng, u, rolled) : rolled;
  if (chariot) {
    // Hits on a chariot fall by the melee table on the chariot, its team or its crew (§8.4).
    chariotTakes(w, rng, t, hits, str, saveMod, true, 1);
    if (w.eng.a[e] === t) w.eng.lostA[e] += w.chSlain;
    else if (w.eng.b[e] === t) w.eng.lostB[e] += w.chSlain;
    w.score[p.side[u]] += w.chWounds;
    if (w.tracer !== null) traceStrike(w, u, t, kind, attacks, toHit, rerolled, hits, w.chWounds, str, w.chWounds, w.chSlain);
    if (missed > 0) fumbles(w, rng, g, missed, toHit, str);
    return;
  }
  // A weapon whose hit slays on a failed test (slay-test.ts, AM p.10, p.17): the hits passed wound as usual.
  const slayTest = weapon && p.items.slayTest[u] !== SLAY_NONE && hits > 0;
  const struck = hits; // as the trace gives them, the tested ones among them
  if (slayTest) hits = slayTests(w, rng, u, t, e, hits);
  const slayed = slayTest ? w.slayed : 0;
  // His weapon's powers against this foe: more Strength to wound, a score, more wounds (AM p.13-16).
  const vs = weapon && p.items.against[u * w.n + tu] === 1;
  const woundS = weapon ? weaponWoundS(w, u, str, vs) : str > 10 ? 10 : str; // his saves are taken at str
  const toWound = weapon ? weaponToWound(w, u, tu, woundS, vs) : TO_WOUND[str * 11 + w.T[tu]];
  let wounds = woundRolls(rng, hits, toWound);
  if (weapon && p.items.anyRunes === 1) wounds = runesOnHits(w, rng, u, t, hits, wounds); // a weapon broken, wounds doubled on a grudge (weapon-runes.ts)
  // The hottest save of all: a unit's armour read inline, the items' rules only where some are (unsavedOn()).
  const unsaved = weapon ? weaponUnsaved(w, rng, u, tu, champion >= 0, wounds, str, saveMod) : w.anyItems ? unsavedOn(w, rng, tu, wounds, str, saveMod, true) : unsavedWounds(rng, wounds, saveAgainst(p.meleeSave[tu], str, saveMod));
  // Wounds regenerated, or negated by a talisman, are not suffered (§12-17; AM p.9).
  const suffered = w.anyRegeneration ? afterRegeneration(w, rng, tu, unsaved) : unsaved;
  const warded = w.anyRebound ? w.warded : 0;
  // Combat result counts wounds caused (§6.1); overkill beyond the unit, or beyond the
  // character's or the champion's wounds, is not applied (§12-7).
  const capacity = champion >= 0 ? p.W[tu] - w.pool[tu] : w.models[t] * p.W[t] - w.pool[t];
  let counted = p.flags.overkill === 'rolled' ? suffered : suffered < capacity ? suffered : capacity;
  let slain: number;
  const die = weapon ? weaponDie(w, u, tu, vs) : 1; // D3, D6, slain, a fire weapon's on the flammable (magic-items.ts)
  if (weapon && die !== 1) {
    // Each unsaved wound of his weapon is several on one model, or slays it (AM p.13).
    slain = weaponWounds(w, rng, die, t, suffered);
    counted = w.dealt;
    if (champion >= 0 && slain > 0) w.champAlive[tu] = 0;
  } else if (champion >= 0) {
    slain = suffered > 0 ? woundModel(w, tu, suffered) : 0;
    if (slain > 0) w.champAlive[tu] = 0;
  } else slain = applyWounds(w, t, suffered);
  if (w.eng.a[e] === tu) w.eng.lostA[e] += slain;
  else if (w.eng.b[e] === tu) w.eng.lostB[e] += slain;
  w.score[p.side[u]] += counted;
  // A model his weapon wounded and did not slay may take more wounds later (lingering.ts).
  if (weapon && w.anyLingering && champion < 0 && suffered > 0 && p.items.lingering[u] > 0) festers(w, u, t);
  if (w.tracer !== null) {
    if (champion >= 0) traceStrikeChampion(w, u, kind, tu, attacks, toHit, struck, wounds, woundS, unsaved, slain);
    else traceStrike(w, u, t, kind, attacks, toHit, rerolled, struck, wounds, woundS, unsaved, slain);
    if (unsaved > 0 && p.rule.regeneration[tu] === 1) traceRegenerates(w, tu, unsaved - suffered, unsaved);
    else if (unsaved > 0 && champion < 0 && p.rule.ward[t] === 1) traceWard(w, t, unsaved - suffered, unsaved);
    if (die === SLAIN && slain > 0 && p.items.fire[u] === 1 && p.rule.flammable[tu] === 1) traceBurnt(w, u, tu, slain);
  }
  // A weapon whose wounds weaken the model they strike, or destroy its armour, for the battle (sapping.ts).
  if (weapon && w.anySap) {
    if (suffered > 0 && p.items.saps[u] !== 0) sap(w, u, t, suffered);
    if (struck > 0 && p.items.curse[u] !== 0) curse(w, rng, u, t, struck);
    if (unsaved > 0 && p.items.destroysArmour[u] === 1) breakArmour(w, u, t);
  }
  // A blade whose wounds restore its wielder's, once the blow is told (AM p.13-16).
  if (weapon && counted > 0 && w.pool[u] > 0 && p.items.drainsLife[u] === 1) drainLife(w, u, counted);
  // A blade whose wounds on the living earn him magic cards (wound-cards.ts, AM p.13-16).
  if (weapon && counted > 0 && p.items.anyCardsForWounds === 1 && p.items.cardsForWounds[u] === 1) earnCards(w, u, t, counted);
  // Armour that strikes back at the blows it saved (riposte.ts): the wounds his armour stopped.
  if (w.anyRiposte && champion < 0 && t < w.n && p.items.riposte[t] > 0) riposte(w, rng, g, t, wounds - unsaved);
  // A ward that rebounds the wounds it negated on the striker (riposte.ts rebound(), AM p.9).
  if (warded > 0 && champion < 0 && t < w.n && p.items.rebound[t] === 1) rebound(w, rng, g, t, warded);
  if (slain + slayed > 0 && champion < 0 && t !== foe) characterSlain(w, rng, t);
  if (die === WOUNDS_D6_BACKFIRE && w.backfired > 0) backfires(w, rng, g, p.side[tu]);
  if (missed > 0) fumbles(w, rng, g, missed, toHit, str);
}

/**
 * The wounds of strike group g's weapon that fell back on its wielder (AM p.15, effect
 * `backfire`): on him, no save, counted for his foes' `side`; slain with a unit he falls now, on
 * his own he is found wiped out after the blows.
 */
function backfires(w: Wfb4World, rng: Rng, g: number, side: number): void {
  const u = w.gUnit[g];
  const back = w.backfired;
  const slain = woundsInFight(w, u, w.gEng[g], side, back);
  if (w.tracer !== null) traceBackfire(w, u, back, slain);
  if (slain > 0 && w.status[u] === JOINED) characterSlain(w, rng, u);
}
