/**
 * A compiled WFB4 scenario: everything the kernel reads, as typed-array columns indexed by
 * unit (struct of arrays), resolved from profiles, equipment, tactics and rule flags once
 * per thread (compile.ts). Nothing here changes during a simulation.
 */
import type { TerrainPieces } from '../../battlefield/pieces.ts';
import type { RuleColumns } from '../unit-rules.ts';
import type { Wfb4Flags } from './flags.ts';
import type { SpellCard } from './data/spells.ts';

/**
 * The special rules a WFB4 unit may have, one 0/1 column each in `plan.rule` (unit-rules.ts):
 * large target (§4.2), strikes last with a double-handed weapon (§5.6), a pistol's extra attack
 * (§5.6), and the missile weapons' rules — no long-range penalty, move or fire, fires every
 * other turn, slings twice at half range, D3 wounds a hit (§4.3) — and the psychology of §7
 * played so far: hatred (whom the unit hates is `plan.hates`), frenzy, immune to panic,
 * causing fear or terror, stupidity, Orc & Goblin animosity, Daemon animosity (whose Chaos
 * God is `plan.god`), and the Undead's rules; the daemonic save (§8.8, in the unit's saves),
 * fast cavalry (§2.2), skirmishers (§8.7) and regeneration (§12-17, its score `plan.regenerate`);
 * and `character`, a hero or lord of §8.1 (his rank `plan.level`, the unit he joins `plan.host`);
 * `monster`, a single large monster of §8.2 that a character may ride (`joins` it); `flying`, a
 * flyer of §8.3 (its flying move `plan.fly`); `chariot`, a chariot of §8.4 (its crew, team and
 * scythes in `plan.crew`, `plan.team`, `plan.scythes`); `pumpWagon`, the Snotling Pump Wagon,
 * which is a chariot too; `warMachine`, a war machine of §4.5 and its crew (how it fires
 * `plan.machineFire`); and a magic banner's effects (data/banners.ts): +1 or +D6 to the combat
 * result, a double rank bonus, never pursuing, +1 to hit in combat, a break test re-roll,
 * striking first (`bannerFirst`), −1 to hit it with missiles (`bannerShots`), a rune that makes
 * the unit immune to psychology and break tests (`unbreakable`, AM p.37), one that takes D6"
 * from a charge at the unit (`chargeSlowed`, AM p.37), an extra die in its psychology tests
 * (`psychologyDie`), every attack doubled in its first round of combat (`firstRoundDouble`),
 * its troops hitting automatically on the charge (`chargeAutoHit`), terror to flyers
 * (`flyerTerror`), wounds on the Undead and Daemons touching the unit (`undeadBane`), death to wizards touching it
 * and a ward against friendly spells too (`slaysWizards`, `wardsAll`), power cards absorbed from
 * enemy spells cast at it (`absorbsPower`), spells near it turned aside (`deflectsSpells`) — the battle standard's runes that reach other units are plan columns of their
 * own (`resultRune`, `ldTenRune`, `dispelRune`); and a character's magic items
 * (data/magic-items.ts, their powers in `plan.items`): `magicWeapon`, he strikes with one;
 * `itemArmour`, an item guards him (a save, a re-roll, a penalty to hit him); `ward`, a
 * talisman negates wounds on a score.
 */
export const WFB4_RULES = [
  'large', 'strikesLast', 'pistol', 'noLongRange', 'noMoveFire', 'everyOther', 'slingDouble', 'd3Wounds', 'jezzail', 'hatred', 'frenzy', 'immuneToPanic', 'fear', 'terror', 'stupidity', 'animosity', 'daemonAnimosity', 'undead', 'daemonicSave', 'fastCavalry', 'skirmish', 'regeneration', 'character', 'monster', 'flying', 'chariot', 'pumpWagon', 'warMachine', 'bannerResult', 'bannerResultD6', 'doubleRanks', 'neverPursues', 'hitBonus', 'breakReroll', 'bannerFirst', 'bannerShots', 'unbreakable', 'chargeSlowed', 'psychologyDie', 'firstRoundDouble', 'chargeAutoHit', 'flyerTerror', 'undeadBane', 'slaysWizards', 'wardsAll', 'absorbsPower', 'deflectsSpells', 'magicWeapon', 'itemArmour', 'ward', 'flammable',
] as const;
export type Wfb4Rule = (typeof WFB4_RULES)[number];

export const REACT_HOLD = 0;
export const REACT_FLEE = 1;
export const REACT_STAND_AND_SHOOT = 2;

export { TARGET_NEAREST, TARGET_NEVER } from '../tactic-targets.ts';

export const MOVE_ADVANCE = 0;
export const MOVE_HOLD = 1;
export const MOVE_TO_RANGE = 2;

export const PURSUE_ALWAYS = 0;
export const PURSUE_RESTRAIN = 1;

/** The usual regeneration score (rules/wfb4.md §12-17: Troll regeneration 4+). */
export const REGENERATION = 4;

/** The Chaos Gods whose Daemons feud (§7 Daemon animosity), in `plan.god`; 0 for none. */
export const CHAOS_GODS = ['khorne', 'nurgle', 'slaanesh', 'tzeentch'] as const;
export const GOD_NONE = 0;

/** A frenzied unit's player lets the frenzy run, or tries the restraint test each turn (§7). */
export const FRENZY_UNLEASH = 0;
export const FRENZY_RESTRAIN = 1;

/** A chariot (§8.4, RB p.72-73): its S (impact hits), T and W; its crew and team unless the scenario says; impact hits on D6 + scythes. */
export const CHARIOT_S = 7;
export const CHARIOT_T = 7;
export const CHARIOT_W = 3;
export const CHARIOT_I = 1;
export const CHARIOT_CREW = 2;
export const CHARIOT_TEAM = 2;
export const CHARIOT_SCYTHES = 2;
/** A chariot's team beast whose T the seed does not give (a horse's): 3, as the Warhorse's (§12-17). */
export const TEAM_T = 3;
/** A chariot costs 50 plus its crew and its team priced as if ridden (§10). */
export const CHARIOT_POINTS = 50;
/** The Snotling Pump Wagon: 40 points (§10), and a crew of Snotlings the seed does not count (§12-17): 3 unless the scenario says. */
export const PUMP_WAGON_POINTS = 40;
export const PUMP_WAGON_CREW = 3;

/** A flyer's flying move, unless the scenario says (§8.3, RB p.70). */
export const FLY_MOVE = 24;
/** A flyer that wins or draws a combat stays, or leaves at the end of the phase (§8.3). */
export const FLY_AWAY_NEVER = 0;
export const FLY_AWAY_AFTER_WIN = 1;

/** A character's rank (§8.1): the refused challenger retires the highest (`plan.level`); 0 for troops. */
export const LEVEL_CHAMPION = 1; // a unit's champion, in a challenge (his unit's level stays 0)
export const LEVEL_HERO = 2;
export const LEVEL_LORD = 3;

/** A wizard's four levels (§9.1, RB p.47), magic levels 1 to 4 in this order. */
export const WIZARD_LEVELS = ['wizard', 'wizard-champion', 'master-wizard', 'wizard-lord'] as const;

/**
 * Magic (§9): the wizards and the spell cards they carry, as columns (kernel/magic.ts). A
 * spell is an index into the spell columns; its card (data/spells.ts) says what it does.
 */
/** Which armour saves a magic weapon allows (`plan.items.armourSaves`, AM p.13-16). */
export const SAVES_ALL = 0;
export const SAVES_MAGIC_ARMOUR = 1;
export const SAVES_NONE = 2;
/** A magic weapon's wound that slays the model it struck, whatever its wounds (`plan.items.woundsDie`). */
export const SLAIN = 99;
/** A weapon's unsaved wound that becomes D6+1 wounds (plan.items.woundsDie; AM p.14: each wound brings D6 more with it). */
export const WOUNDS_D6_PLUS_1 = 7;
/** A weapon's unsaved wound of D6 wounds whose 1 falls back on its wielder (effect `backfire`, AM p.15; casualties.ts woundEach()). */
export const WOUNDS_D6_BACKFIRE = 8;
/** A weapon's hits that slay on a failed test (plan.items.slayTest; kernel/slay-test.ts): none, a D6 against T, 2D6 against Ld. */
export const SLAY_NONE = 0;
export const SLAY_TOUGHNESS = 1;
export const SLAY_LEADERSHIP = 2;
/** A failed save re-rolled at the score it first needed (`plan.items.rerollSave`). */
export const REROLL_AS_FIRST = 8;

/**
 * A character's magic items (compile-items.ts; data/magic-items.ts; kernel/magic-items.ts),
 * columns indexed by unit. His weapon's, read when he strikes with it (`rule.magicWeapon`), and
 * his armour's, shield's and talismans', read when he is struck (`rule.itemArmour`, `rule.ward`).
 * The characteristics they raise are in his profile already.
 */
export interface ItemPlan {
  /** 1: his blows hit with no roll. */
  autoHit: Uint8Array;
  /** How much better his blows hit (never better than 2+). */
  hitBonus: Int32Array;
  /** 1: he re-rolls the blows that miss. */
  rerollMisses: Uint8Array;
  /** 0: his hits wound by the S-v-T table; 1: with no roll; 2-6: on that score. */
  woundOn: Int32Array;
  /** 1: a 1 on the D6 of wounds of his weapon's unsaved wound falls on him (magic-items.ts weaponWounds()). */
  backfire: Uint8Array;
  /** 1: his blows are fire attacks — a foe's save against fire and armour unmodified against it count, and any wound slays a model vulnerable to fire (magic-items.ts weaponUnsaved(), weaponDie()). */
  fire: Uint8Array;
  /** The attacks his weapon stops of the first blows struck at him each round, 0 none (combat.ts blows()). */
  stopsAttacks: Int32Array;
  /** SLAY_NONE, SLAY_TOUGHNESS or SLAY_LEADERSHIP: each hit slays the model struck on a failed test; slaySaves 1: magic armour saves the kill (kernel/slay-test.ts). */
  slayTest: Int32Array;
  slaySaves: Uint8Array;
  /** More Strength for his to-wound rolls only (his saves are taken at his own), and how much lower his to-wound score is than the table's, at least 2. */
  woundS: Int32Array;
  woundBonus: Int32Array;
  /** How much more his wounds take off armour saves. */
  saveMod: Int32Array;
  /** SAVES_ALL, SAVES_MAGIC_ARMOUR or SAVES_NONE. */
  armourSaves: Int32Array;
  /** Each unsaved wound becomes: 1, 2, 3 (D3), 6 (D6) or SLAIN. */
  woundsDie: Int32Array;
  /** 1: he strikes before every other blow but impact hits. */
  strikesFirst: Uint8Array;
  /** What each of his hits becomes: 1, 2, or 6 (D6) hits (kernel/magic-items.ts weaponHits()). */
  hitsEach: Int32Array;
  /** The D6 score at or under which a model his weapon wounded takes a wound as each magic phase starts, 0 none (kernel/lingering.ts). */
  lingering: Int32Array;
  /** The D6 score at or over which his weapon wounds him at the end of each of his side's turns, 0 never (kernel/lingering.ts selfWounds()). */
  selfWound: Int32Array;
  /**
   * His weapon's powers against some foes (effect `against`): against[u·n + v] = 1 when they are
   * u's against v; then his hits on v wound on `againstWoundOn` (1: with no roll; 0: as usual),
   * at `againstS` more Strength, each unsaved wound `againstDie` (0: as usual; else as woundsDie).
   */
  against: Uint8Array;
  againstWoundOn: Int32Array;
  againstS: Int32Array;
  againstDie: Int32Array;
  /** The close-combat save against a magic weapon: the unit's, less the daemonic save it does not allow (§8.8). */
  weaponSave: Int32Array;
  /** The save his magic armour and shield give alone (7: none), against a weapon only magic armour saves against. */
  magicSave: Int32Array;
  /** 1: his save is his magic armour's, unmodified. */
  unmodified: Uint8Array;
  /** 0: no re-roll; 2-6: a failed save is re-rolled on that score, unmodified; REROLL_AS_FIRST. */
  rerollSave: Int32Array;
  /** How much worse blows and shots at him hit. */
  hitPenalty: Int32Array;
  /** The score on which each wound he would suffer is negated (7: none). */
  ward: Int32Array;
  /** The score on which an enemy spell cast at the unit, or at a character with it, is dispelled: a banner's, or a character's item's (7: none). */
  spellWard: Int32Array;
  /** His unmodified save against enemy spells' wounds, 7 none (spells.ts unsavedOf()); the Strength taken off blows at him but a magic weapon's (combat.ts blows()). */
  /** A character's unmodified save against fire attacks (its items' `fireSave`; 1: immune to fire), NO_SAVE none. */
  fireSave: Int32Array;
  /** 1: his armour's save takes no modifier against fire attacks (Tyrion's armour, AM p.8; magic-items.ts fireSaveStrength()). */
  fireUnmodified: Uint8Array;
  spellSave: Int32Array;
  blowsWeakened: Int32Array;
  /** 1: his armour lets him move through difficult ground and over obstacles with no penalty, on his own (AM p.8; kernel/terrain.ts looseGround()). */
  ignoresTerrain: Uint8Array;
  /** 1: the unit he is with ignores its first failed animosity test of the battle (kernel/animosity.ts). */
  calmsAnimosity: Uint8Array;
  /** 1: a model must pass a Leadership test to strike him (combat.ts blows()). */
  strikeLdTest: Uint8Array;
  /** 1: a model that fails a Leadership test strikes him at −2 to hit and −2 S (combat.ts blows()). */
  unnerves: Uint8Array;
  /** 1: enemy characters within 12" of him test their Ld or do nothing (kernel/paralysis.ts; AM p.10-12). */
  paralyses: Uint8Array;
  /** 1: the magic of wizards in base contact with him, and his own, is nullified (kernel/nullify.ts; AM p.10-12); `anyNullify` 1 when some character has such an item. */
  nullifies: Uint8Array;
  anyNullify: number;
  /** 1: enemy models in base contact with him test their Ld or are transfixed each round (kernel/transfix.ts; AM p.10-12); `anyTransfix` 1 when some character has such an item. */
  transfixes: Uint8Array;
  anyTransfix: number;
  /** 1: on his own, he is charged or shot at only on a 6, and a spell cast at him only on a 5+ (kernel/magic-items.ts hiddenFrom()). */
  hidden: Uint8Array;
  /** 1: his weapon's 1s to hit strike a model of his own unit (kernel/fumbles.ts). */
  fumbles: Uint8Array;
  /** 1: each wound his weapon causes restores one of his (combat.ts blows()). */
  drainsLife: Uint8Array;
  /** 1: each wound his weapon inflicts on a living model earns him a magic card for the next magic phase (kernel/wound-cards.ts); `anyCardsForWounds` 1 when some character has such a weapon. */
  cardsForWounds: Uint8Array;
  anyCardsForWounds: number;
  /** Bits of what each unsaved wound of his weapon takes from its victim for the battle (kernel/sapping.ts): SAPS_S, SAPS_I, SAPS_A, SAPS_T, SAPS_WS, SAPS_BS, and SAPS_WITS — subject to stupidity. */
  saps: Uint8Array;
  /** The runes of curse on his weapon, 0 none: a D6 a hit on a lone model, +1 a rune beyond the first, taking S on 3-4 and T on 5+ (sapping.ts curse()). */
  curse: Uint8Array;
  /** The runes on his weapon that multiply his Strength by 1 + N against a foe of greater Toughness than his, 0 none (combat.ts blows()). */
  strengthVsTougher: Uint8Array;
  /** The runes of grudge on his weapon, 0 none: his wounds on the first enemy character he hits become 1 + N each, before saves (combat.ts blows(); uses.grudgeOn). */
  grudge: Uint8Array;
  /** 1: the rune that breaks a magic weapon it hits (weapon-runes.ts runesOnHits()). */
  breaksWeapons: Uint8Array;
  /** 1 when some weapon has runes of Strength, of grudge or of breaking (weapon-runes.ts). */
  anyRunes: number;
  /** 1 when some character carries a magic item with powers: the item uses are reset as each simulation starts (item-uses.ts). */
  carried: number;
  /** 1: each wound of his blows that gets through the armour of a lone model destroys it for the battle, magic armour too (sapping.ts breakArmour()); anyArmourBreaker 1 when some weapon does. */
  destroysArmour: Uint8Array;
  /** How far he throws his weapon in the shooting phase, 0 not at all (AM p.36; thrown-weapons.ts); anyThrown 1 when some character does. */
  thrown: Int32Array;
  anyThrown: number;
  anyArmourBreaker: number;
  /** The saves a unit is left with once a weapon destroyed its armour — its steed's, its barding's, a monster's hide, a daemonic save, a banner's bonus — in close combat, against missiles, and against a magic weapon's blows (no daemonic save): sapping.ts saveOf(). */
  bareMeleeSave: Int32Array;
  bareMissileSave: Int32Array;
  bareWeaponSave: Int32Array;
  /** 1: the enemy models in contact with him take a wound as each combat phase starts (kernel/contact-wounds.ts). */
  contactWounds: Uint8Array;
  /** 1: his spell ward works once a magic phase; 1: a spell it dispels is taken from its caster on a won roll-off (dispel.ts spellWarded()). */
  spellWardOnce: Uint8Array;
  spellWardTakes: Uint8Array;
  /**
   * An item that heals him (kernel/healing.ts; AM p.9-10, p.14, p.17): the wounds it heals
   * (HEAL_ALL: all he has lost), when — HEAL_TURN_START, HEAL_AFTER_COMBAT, HEAL_PHASE_END,
   * HEAL_SLAIN, 0 no such item — and its uses in the battle (0: no limit).
   */
  heal: Int32Array;
  healWhen: Uint8Array;
  healUses: Int32Array;
  /** 1: unwounded himself, his item heals the wounded model of the unit he is with instead (AM p.10). */
  healUnit: Uint8Array;
  /** An item that raises his Strength for one turn (kernel/surges.ts; AM p.10-12): the Strength it adds (0 no such item), and its uses in the battle. */
  surgeS: Int32Array;
  surgeUses: Int32Array;
  /** An item that unleashes a storm of hits on the enemy unit in combat (combat.ts storm(); AM p.13): its hits as `stormDice` D`stormFaces` + `stormAdd` (0 dice and 0 added: no such item), their S, its uses in the battle. */
  stormDice: Int32Array;
  stormFaces: Int32Array;
  stormAdd: Int32Array;
  stormS: Int32Array;
  stormUses: Int32Array;
  /** An item that releases a blast on every enemy model touching him (kernel/blasts.ts; AM p.13-16): the wounds each takes (1, 3 a D3, 6 a D6; 0 no such item), its uses in the battle. */
  blastDie: Int32Array;
  blastUses: Int32Array;
  /** A magic arrow he looses from his bow (kernel/shooting.ts shoot(); AM p.13-16): its shots as `arrowDice` D`arrowFaces` + `arrowAdd`, their S, its uses in the battle (0: no such item). */
  arrowDice: Int32Array;
  arrowFaces: Int32Array;
  arrowAdd: Int32Array;
  arrowS: Int32Array;
  arrowUses: Int32Array;
  /** A globe he throws (kernel/globes.ts; AM p.13-18): its uses in the battle (0: no such item). */
  globeUses: Int32Array;
  /** 1: his item makes him and the unit he is with immune to fear and terror, to panic (kernel/magic-items.ts lentImmunity()). */
  lendsFear: Uint8Array;
  /** Immune, and his unit, to the fear and terror the Undead cause (`unitImmunity: [undead-fear]`, AM p.14). */
  lendsUndeadFear: Uint8Array;
  lendsPanic: Uint8Array;
  /** 1: his item makes him and the unit he is with hate every enemy (kernel/hatred.ts hates()). */
  lendsHatred: Uint8Array;
  /** 1: his item makes the unit he is with take unmodified break tests (combat.ts), or wraps it in a stench (melee-hits.ts). */
  lendsSteady: Uint8Array;
  lendsStench: Uint8Array;
  /** 1: Nurgle's Rot, dice after his attacks (kernel/rot.ts). */
  rot: Uint8Array;
  /** Inches of his item's aura, every living model in it at -1 to hit (kernel/magic-items.ts hitAuraOn()); 0 none. */
  hitAura: Int32Array;
  /** Inches of his blade's reach, each enemy Undead model in it wounded at the end of his side's movement phase (kernel/undead-blade.ts); 0 none. */
  woundsUndead: Int32Array;
  /** Inches within which the Undead of his side may use his WS and BS (kernel/magic-items.ts lentSkill()); 0 none. */
  lendsSkill: Int32Array;
  /** The Strength of the hit his armour returns for each blow it saves in close combat, 0 none (kernel/riposte.ts). */
  riposte: Int32Array;
  /** 1: his shield deflects enemy spells cast at him or his unit (kernel/deflection.ts). */
  deflects: Uint8Array;
  /** 1: the wounds his ward negates in close combat fall on the one who dealt them (kernel/riposte.ts rebound()). */
  rebound: Uint8Array;
  /** 1: in a challenge he and his foe fight with each other's S, A and I (kernel/challenges.ts swapped()). */
  swapInChallenge: Uint8Array;
  /** 1: a Warrior Familiar fights at his side (kernel/familiars.ts; BM p.35). */
  warriorFamiliar: Uint8Array;
}

/**
 * The magic level of a unit of Daemons of `models` models (BM p.34): 1-5 level 1, 6-10 level 2,
 * 11-15 level 3, 16 and more level 4; none left, none.
 */
export function daemonLevel(models: number): number {
  return models <= 0 ? 0 : models <= 5 ? 1 : models <= 10 ? 2 : models <= 15 ? 3 : 4;
}

export interface MagicPlan {
  /** Each unit's magic level, 1 to 4 for a wizard, 0 for any other unit; a unit of Daemons, at its size as deployed. */
  level: Int32Array;
  /** 1: a unit of Daemons, whose level is its size's as each magic phase starts (daemonLevel(), BM p.34). */
  bySize: Uint8Array;
  /** A Necromancer's D6 score to keep a Necromantic spell he has cast, to cast it again in the phase (AM p.28): 4+ ... 1 (a Lord: always); 0 none. */
  recast: Int32Array;
  /** Each side's wizards, highest level first (the order they dispel, BM p.26), then in scenario order: wizards[wizardsFrom[s] .. wizardsFrom[s + 1]). */
  wizards: Int32Array;
  wizardsFrom: Int32Array;
  /** Each wizard's spells, in the order he casts them: spellsFrom[u] .. spellsFrom[u] + spellCount[u]. */
  spellsFrom: Int32Array;
  spellCount: Int32Array;
  /** Each spell: the wizard who carries it, its card, the power cards it needs, its range in whole inches (the card's, or the scenario's), and its target (a unit, or −1 the closest it may strike). */
  caster: Int32Array;
  card: SpellCard[];
  power: Int32Array;
  range: Int32Array;
  target: Int32Array;
  /**
   * Spells bound in magic items (AM p.18; kernel/magic.ts), after every wizard's cards: each
   * side's at itemsFrom[s] .. itemsFrom[s + 1], in the scenario's order. Per spell: the item's
   * name ('' for a card), its uses in the battle (0: every phase) and the D6 at or under which it
   * is spent after a use (0: never).
   */
  itemsFrom: Int32Array;
  itemName: string[];
  uses: Int32Array;
  exhaustOn: Int32Array;
  /** Per side: its Dispel cards need 4+ with or without a wizard (a Dwarf army, BM p.26). */
  resilient: Uint8Array;
  /**
   * Waaagh magic (BM p.29; kernel/waaagh.ts): `shaman[u]` SHAMAN_ORC or SHAMAN_GOBLIN for an Orc or
   * Goblin shaman, 0 any other wizard; `greenskin[u]` the same for an Orc or Goblin unit, whose
   * Waaagh a shaman draws on once it is ten Orcs or twenty Goblins; `anyShaman` 1 when there is one.
   */
  shaman: Uint8Array;
  greenskin: Uint8Array;
  anyShaman: number;
  /** 1: a Skaven sorcerer (BM p.31-32; kernel/warpstone.ts), who may eat warpstone for power; `anySkaven` 1 when there is one. */
  skaven: Uint8Array;
  anySkaven: number;
  /** 1: a Skaven sorcerer who never eats warpstone (his tactic `warpstone: never`). */
  noWarp: Uint8Array;
  /**
   * Each wizard's items of power (data/magic-items.ts, AM p.17): the magic cards he takes after each
   * deal and the D6 score at which one costs him a wound (0: none); the power his spells cost less
   * and the D6 at or under which that is spent after a use (0: never); what he adds to his Dispels.
   */
  extraCards: Int32Array;
  extraCardWound: Int32Array;
  anyExtraCard: number;
  powerDiscount: Int32Array;
  discountExhaust: Int32Array;
  /** Per spell: 1 when its caster's item casts it at no cost once a magic phase, a Dark or Necromantic spell (kernel/free-spells.ts, AM p.17); anyFreeSpell 1 when some spell is. */
  freeCast: Uint8Array;
  anyFreeSpell: number;
  /** 1: his item makes his spells unbreakable (kernel/magic.ts, AM p.17), a D6 at or under `unbreakableExhaust` after each use spending it (0: never). */
  unbreakable: Uint8Array;
  unbreakableExhaust: Int32Array;
  dispelBonus: Int32Array;
  /** Each wizard's item that keeps unused power cards from phase to phase (AM p.17): how many at most (0: none), and 1 when a D6 at or under the number kept loses them. */
  storeMost: Int32Array;
  storeRisky: Uint8Array;
  /** 1 for each wizard with a Power Familiar, which holds one power card from phase to phase (BM p.35). */
  familiarStore: Uint8Array;
  /** 1 for each wizard whose item made him one and tests his Ld after each spell he casts (AM p.10; kernel/senseless.ts). */
  castTest: Uint8Array;
  /** 1 when some wizard may fall senseless until the next magic phase: a shaman (the Waaagh) or a castTest wizard. */
  anySenseless: number;
  anyStore: number;
  /** Each wizard's chalice (AM p.17; kernel/chalice.ts): how many times he drinks from it at most (0: none), anyChalice 1 when some wizard has one. */
  chaliceDrinks: Int32Array;
  anyChalice: number;
  /** 1 for each character whose item takes a D6 of cards from each side after the deal (AM p.10-12; kernel/chalice.ts), anyCardTaker 1 when some does. */
  cardTaker: Uint8Array;
  anyCardTaker: number;
  /**
   * A casket that steals enemy wizards' spells (AM p.10-12; kernel/casket.ts): 1 for each character
   * carrying one (anyCasket 1 when some does); per spell, the enemy wizard's card an item slot of
   * the bearer's holds once stolen (−1: no such slot), lost until then.
   */
  casket: Uint8Array;
  anyCasket: number;
  stolenFrom: Int32Array;
  /** Each wizard's scrolls (data/magic-items.ts): Dispel, Destroy and Power, each read once. */
  dispelScrolls: Int32Array;
  destroyScrolls: Int32Array;
  powerScrolls: Int32Array;
}

/** What a weapon's wounds take from its victim (plan.items.saps; AM p.13-16). */
export const SAPS_S = 1;
export const SAPS_I = 2;
export const SAPS_A = 4;
/** The victim becomes subject to stupidity for the rest of the battle (item effect `stupefies`). */
export const SAPS_WITS = 8;
export const SAPS_T = 16;
export const SAPS_WS = 32;
export const SAPS_BS = 64;

/** When an item heals its bearer (plan.items.healWhen; data/magic-items.ts HEAL_WHEN), and how much is all. */
export const HEAL_TURN_START = 1;
export const HEAL_AFTER_COMBAT = 2;
export const HEAL_PHASE_END = 3;
export const HEAL_SLAIN = 4;
export const HEAL_ALL = 99;

/** An Orc or a Goblin (plan.magic.shaman, greenskin; kernel/waaagh.ts). */
export const SHAMAN_ORC = 1;
export const SHAMAN_GOBLIN = 2;

/** A character's challenges (§8.1): issues one, accepts one, or refuses. */
export const CHALLENGE_ACCEPT = 0;
export const CHALLENGE_ISSUE = 1;
export const CHALLENGE_REFUSE = 2;

/** Whom a unit's models touching an enemy character strike (§8.1): the troops, or the character. */
export const STRIKE_TROOPS = 0;
export const STRIKE_CHARACTERS = 1;

/** A riderless monster's result on the reaction table (§8.2; kernel/monster-reaction.ts): its behaviour for the rest of the game. */
export const REACTION_LEAVES = 1;
export const REACTION_ANY = 2;
export const REACTION_ENEMY = 3;
export const REACTION_RANDOM = 4;
export const REACTION_STAYS = 5;
export const REACTION_GUARDS = 6;

/** How far from its unit a warpfire thrower part of it may stand (RB p.80; compile-part-of.ts). */
export const PART_OF_REACH = 6;

/** How a war machine fires (§4.5; data/war-machines.ts), in `plan.machineFire`. */
export const FIRE_TEMPLATE = 1;
export const FIRE_CANNON = 2;
export const FIRE_BOLT = 3;
export const FIRE_WARPFIRE = 4;

/** A Dwarf war machine's Engineering Runes that act in play (data/engineering-runes.ts), bits of `plan.machineRunes`; the Strength rune is its `missileS`. */
export const RUNE_REROLL_SCATTER = 1;
export const RUNE_REROLL_MISFIRE = 2;
/** The rune of self-destruction, with its tactic `selfDestruct: when-engaged` (kernel/self-destruct.ts). */
export const RUNE_SELF_DESTRUCT = 4;
/** The rune of burning: the machine's shots are fire against a building (machine-damage.ts firesFlame()). */
export const RUNE_FLAMING = 8;

export const TERRAIN_DIFFICULT = 1;
export const TERRAIN_VERY_DIFFICULT = 2;
export const TERRAIN_IMPASSABLE = 3;
export const TERRAIN_HILL = 4;
export const TERRAIN_WOOD = 5;
export const TERRAIN_WALL = 6;
export const TERRAIN_HEDGE = 7;
export const TERRAIN_OBSTACLE = 8;
/** A building (§8.9): no unit moves through it; a unit deployed inside garrisons it. */
export const TERRAIN_BUILDING = 9;

/**
 * Movement cost factor of each kind of ground (§2.2): difficult ground and woods cost double,
 * very difficult four times, impassable cannot be entered; hills cost nothing extra.
 * Indexed by TERRAIN_*; linear kinds (walls, hedges, obstacles) are paid for by crossing.
 */
export const GROUND_FACTOR = new Int32Array(TERRAIN_BUILDING + 1).fill(1);
GROUND_FACTOR[TERRAIN_DIFFICULT] = 2;
GROUND_FACTOR[TERRAIN_WOOD] = 2;
GROUND_FACTOR[TERRAIN_VERY_DIFFICULT] = 4;
GROUND_FACTOR[TERRAIN_IMPASSABLE] = 0;
GROUND_FACTOR[TERRAIN_BUILDING] = 0;
/**
 * The same for skirmishers, who pay no terrain or obstacle penalty (§8.7, RB p.91): every ground
 * they can enter is open to them; impassable ground stays impassable.
 */
export const LOOSE_GROUND_FACTOR = GROUND_FACTOR.map((f) => (f === 0 ? 0 : 1));
/**
 * The same for chariots, which cannot cross difficult ground, woods or very difficult ground
 * (§8.4, RB p.72): impassable to them; obstacles they cannot cross either (their toll is
 * infinite, terrain.ts).
 */
export const CHARIOT_GROUND_FACTOR = GROUND_FACTOR.map((f) => (f === 1 ? 1 : 0));
/** Very difficult ground: a quarter rate, fractions rounded up to the next ½" (§2.2). */
export const GROUND_VERY_DIFFICULT = 4;

export interface Wfb4Plan {
  /** Points of every unit with their make-up, for reports (§10). */
  costs: import('../system.ts').UnitCost[];
  sideIds: [string, string];
  unitIds: string[];
  unitNames: string[];
  n: number;
  side: Int32Array;

  // Rider / foot profile (rules/wfb4.md §1.1) and derived movement (§2.2).
  M: Int32Array; // after the armour penalty
  fleeDice: Int32Array; // 2 or 3 (§3, §12-2)
  canMarch: Uint8Array;
  WS: Int32Array;
  BS: Int32Array;
  S: Int32Array;
  T: Int32Array;
  W: Int32Array;
  I: Int32Array;
  A: Int32Array;
  Ld: Int32Array;

  // Mount attacks (§1.3): 0 attacks when on foot or on a horse without attacks.
  mountWS: Int32Array;
  mountS: Int32Array;
  mountA: Int32Array;
  mountI: Int32Array;

  // Melee weapon (§5.6) and saves (§5.8): save values are the score needed, 7 = none.
  meleeSBonus: Int32Array;
  chargeSBonus: Int32Array;
  firstRoundSBonus: Int32Array;
  extraA: Int32Array;
  fightRanks: Int32Array;
  meleeSave: Int32Array;
  missileSave: Int32Array;

  // Missile weapon (§4.3).
  missile: Uint8Array;
  range: Float64Array;
  missileS: Int32Array;
  missileSaveMod: Int32Array;
  maxVolleys: Int32Array; // repeating crossbow 2 (each at −1)
  /** Shots each shooter fires in a volley: 1, or a magic bow's (AM p.15-16; compile-items.ts). */
  shotsEach: Int32Array;

  // Formation and command (§1.3, §8.5).
  models: Int32Array;
  files: Int32Array;
  baseW: Float64Array;
  baseD: Float64Array;
  standard: Uint8Array;
  champion: Uint8Array;
  champWS: Int32Array;
  champS: Int32Array;
  champA: Int32Array;
  champI: Int32Array;
  champLd: Int32Array;
  generalLd: Int32Array; // 0 when the general is not with this unit
  battleStandard: Uint8Array;
  vp: Int32Array; // victory points the unit is worth to the enemy (§10)

  /** Special rules (WFB4_RULES), one 0/1 column each. */
  rule: RuleColumns<Wfb4Rule>;
  /** hates[u·n + v] = 1: unit u hates enemy unit v (§7 Hatred; the unit's `hates` races, or every enemy). */
  hates: Uint8Array;
  /** What each model counts for when outnumbering (§12-12): 1, or 2 for cavalry under `outnumbering: mounted-double`. */
  strengthEach: Int32Array;
  /** The D6 score a regenerating unit regenerates a wound on (§12-17; 4 unless the scenario says). */
  regenerate: Int32Array;
  /** A chariot's crew and team at the start (§8.4): the unit's profile is the crew's, its mount the team's beasts. */
  crew: Int32Array;
  team: Int32Array;
  /** A chariot's scythes: impact hits are D6 + one a scythe (§8.4). */
  scythes: Int32Array;
  /** A chariot's crew: Toughness and saves in melee and against missiles (the unit's T and saves are the chariot's). */
  crewT: Int32Array;
  /** A chariot's crewmen: Wounds each (their profile's); the unit's W is the chariot's. */
  crewW: Int32Array;
  crewM: Int32Array; // the crew's move on foot, once their chariot is destroyed
  crewMeleeSave: Int32Array;
  crewMissileSave: Int32Array;
  /** A chariot's team beasts: Toughness and save (6+ with barding), and move whole (the unit's M falls with them). */
  teamT: Int32Array;
  teamSave: Int32Array;
  teamM: Int32Array;
  /**
   * A war machine (§4.5): how it fires (FIRE_*; 0 for a unit that is not one), the faces of the
   * die each wound becomes (3, 4 or 6); its range and S are `range` and `missileS`, its crew
   * the unit's models. Its player's `guessError` (inches either way a guessed range may be out)
   * and a cannon's `aimShort` (inches short of the target it aims).
   */
  machineFire: Int32Array;
  woundsDie: Int32Array;
  /** Its Engineering Runes that act in play (RUNE_* bits; AM p.38). */
  machineRunes: Uint8Array;
  guessError: Int32Array;
  aimShort: Int32Array;
  /**
   * A warpfire thrower allocated to a unit of Skaven (RB p.80; compile-part-of.ts): `partOf` the
   * unit it is part of, −1 for any other; `thrower` a unit's thrower, −1 none.
   */
  partOf: Int32Array;
  thrower: Int32Array;
  /** The building a unit garrisons from the start (§8.9): its terrain piece, −1 for a unit in the open. */
  building: Int32Array;
  /** The building a unit makes for to garrison it during the battle (its `occupy` tactic, §8.9), −1 none. */
  occupy: Int32Array;
  /** Each terrain piece's Toughness and damage points as a building (data/buildings.ts), 0 for other terrain. */
  buildingT: Int32Array;
  buildingDP: Int32Array;
  /** How far the unit charges: 2×M, or a flyer's flying move, not doubled (§3, §8.3). */
  chargeReach: Int32Array;
  /** A flyer's move through the air, charging or not (§8.3: 24" unless the Bestiary says); 0 for a unit that does not fly. */
  fly: Int32Array;
  /** A flyer's `flyAway` tactic: FLY_AWAY_NEVER, or FLY_AWAY_AFTER_WIN: leave a combat won or drawn (§8.3). */
  flyAway: Int32Array;
  /** Turns and wheels at no cost (§2.2, §8.1, §8.2): fast cavalry, a character on his own, a monster. */
  turnsFreely: Uint8Array;
  /** A character's rank, LEVEL_HERO or LEVEL_LORD; 0 for a unit of troops (§8.1). */
  level: Int32Array;
  /** The unit a character joins at deployment, −1 for one on his own (§8.1). */
  host: Int32Array;
  /** Every character, in scenario order (§8.1). */
  characters: Int32Array;
  /** The `join` tactic of a character on his own: the friendly unit he moves to join, −1 none (§8.1). */
  joinTarget: Int32Array;
  /** The `leave` tactic of a character: the game turn from which he leaves his unit, 0 never (§8.1). */
  leaveTurn: Int32Array;
  /** A character who rides with a unit on foot: too big to hide among them, he can be shot at on his own (§8.1, RB p.65). */
  exposed: Uint8Array;
  /** A joined character stands in the front rank (1) or behind it (0), the `rank` tactic (§8.1). */
  inFront: Uint8Array;
  /** A character's `challenge` tactic: CHALLENGE_ACCEPT, CHALLENGE_ISSUE or CHALLENGE_REFUSE (§8.1). */
  challenge: Int32Array;
  /** The `strike` tactic: whom models touching an enemy character strike, STRIKE_TROOPS or STRIKE_CHARACTERS (§8.1). */
  strikeAt: Int32Array;
  /** The unit's Chaos God for Daemon animosity (§7): GOD_NONE, or one of the four. */
  god: Int32Array;
  /** A magic banner's penalty on the Leadership tests of enemy units within 6" of it (AM p.19): 0, 1 or 2. */
  ldAura: Int32Array;
  /** 1: a magic banner adds 1 to the combat result of every unit of its side within 12" of it (AM p.37, a battle standard's). */
  resultRune: Uint8Array;
  /** 1: a magic banner lets every unit of its side within 12" of it take psychology and break tests on an unmodified Ld 10 (AM p.37, a battle standard's). */
  ldTenRune: Uint8Array;
  /** 1: a magic banner dispels every enemy spell cast on a D6 of 4+, and ends those in play on a target within 12" of it at the end of each magic phase (AM p.37, a battle standard's). */
  dispelRune: Uint8Array;
  /** The wizards and their spells (§9). */
  magic: MagicPlan;
  /** The characters' magic items (§8.1, §9). */
  items: ItemPlan;
  /** 1: a Daemon — a Chaos God's, or of a daemon race (§8.8): feuding Daemons fight it (§7). */
  daemon: Uint8Array;

  // Tactics.
  chargeTarget: Int32Array; // unit index, TARGET_NEAREST or TARGET_NEVER
  react: Int32Array;
  shootTarget: Int32Array;
  pursue: Int32Array;
  /** FRENZY_UNLEASH or FRENZY_RESTRAIN (the `frenzy` tactic of a unit with the rule). */
  frenzy: Int32Array;
  move: Int32Array;
  lap: Uint8Array;
  volleys: Int32Array; // chosen repeating-crossbow volleys (1 or 2)

  // Deployment: front-centre and facing in radians (0 faces +y).
  x: Float64Array;
  y: Float64Array;
  facing: Float64Array;

  // Battlefield: area terrain as axis-aligned rectangles, linear terrain as segments.
  width: number;
  depth: number;
  terrain: TerrainPieces;
  /** Each terrain piece's name, '' when the scenario gives none (for the trace). */
  terrainNames: string[];

  // Game.
  turns: number;
  firstBreak: boolean;
  firstSide: number; // 0, 1, or −1 for a roll-off
  victoryPoints: boolean;

  /** Rule flags, resolved (flags.ts): each under its name in WFB4_FLAGS. */
  flags: Wfb4Flags;
}
