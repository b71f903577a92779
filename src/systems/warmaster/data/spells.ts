/**
 * Warmaster spells as data (rules/warmaster.md §8.2, the Warmaster Armies texts, which replace the
 * rulebook ones, §8.3 and §13 A19), plus the exact chance that a casting roll succeeds (§8.1).
 *
 * Each spell is described by who and what it may target (`area`, `target`, sight and engagement
 * requirements), how long it lasts, and an `effect` a kernel can play. Rules every spell shares
 * are not repeated per entry (§8.1):
 * - one spell per Wizard per own Shooting phase; a unit is affected by a given spell at most once
 *   a turn (a second Ball of Flame line over the same unit does nothing to it);
 * - spell shooting attacks are ordinary shooting attacks (cover applies to the to-hit roll,
 *   armour saves unless the effect says `armour: 'none'`); hits on an engaged unit are carried
 *   into the first round of its combat;
 * - "moves as if ordered" means one ordinary move made in the Shooting phase.
 *
 * Spells that print "as <another spell>" get their own entry with the other spell's numbers, so
 * an army's `spells` list can be looked up directly. Raise Dead and Death Bolt are shared by
 * Tomb Kings and Vampire Counts and appear once, with both armies in `army`.
 */
import type { WmTroopType } from './types.ts';

/** What a spell may be aimed at (§8.2). */
export type WmSpellArea =
  /** One unit within range. */
  | 'unit'
  /** Every unit under a straight line of `range` cm from the caster, drawn in any direction. */
  | 'line'
  /** Every eligible unit within `range` cm of the caster. */
  | 'radius'
  /** The caster himself (Teleport, Skitterleap). */
  | 'self'
  /** The unit the caster has joined. */
  | 'joined-unit'
  /** One enemy unit touching the unit the caster has joined. */
  | 'touching'
  /** A combat engagement within range (Raise Dead). */
  | 'engagement'
  /** A spot on the table within range (Mirage). */
  | 'point';

/** Which side's units the spell may affect. 'any' = friend and foe alike (line spells). */
export type WmSpellTarget = 'enemy' | 'friend' | 'any' | 'caster';

/**
 * How long the effect lasts (§8.1 shorthand): at once; through the following Combat phase (ECP);
 * until the end of the opponent's next turn (EOT); or, for Mirage only, until it is broken.
 */
export type WmSpellDuration = 'instant' | 'combat-phase' | 'end-of-opponent-turn' | 'until-broken';

/** The mechanical effect of a spell, one variant per kind of rule a kernel has to play. */
export type WmSpellEffect =
  /**
   * Ordinary shooting attacks against each affected unit: a number, or 'D3' rolled per unit
   * (§12 E1). `armour: 'none'` = every target counts as having no save. `driveBack: false` = the
   * hits never cause a drive back (engaged targets are never driven back anyway, §8.1).
   */
  | { kind: 'shooting'; attacks: number | 'D3'; armour: 'normal' | 'none'; driveBack: boolean }
  /**
   * A change to combat Attacks. `perStand` true: every stand of the unit gets `amount`;
   * false: the unit gets `amount` once, put on any one stand and movable each round.
   * `characters`: every character joined to the unit also gets `amount` to his bonus.
   */
  | { kind: 'attack-bonus'; perStand: boolean; amount: number; characters: boolean }
  /**
   * Rage of Chaos / Death Frenzy: the owner rolls D6s one by one (at most one per stand) and may
   * stop at any time; the total is bonus Attacks in every round of the Combat phase — unless a
   * value comes up twice, in which case the total hits the unit itself, once, in round 1 (§12 E18).
   */
  | { kind: 'rage' }
  /** Failed combat attack dice may be re-rolled once (Frenzy of Chaos). */
  | { kind: 'reroll-failed-attacks' }
  /** The caster's Attack bonus rises by `attack` and the unit he joined causes terror (Monster Bear!). */
  | { kind: 'caster-bonus'; attack: number; unitCausesTerror: boolean }
  /** Armour one step better per `amount`, never better than `best` (a unit with no save gets 6+). */
  | { kind: 'armour-bonus'; amount: number; best: number }
  /**
   * Armour saves re-rolled in `phase`: the failed ones (a benefit) or the successful ones (a curse).
   * `vsChargerShots`: also against shooting at the unit's charge (Aerial Shield).
   */
  | {
      kind: 'armour-reroll';
      phase: 'shooting' | 'combat';
      reroll: 'failed' | 'successful';
      vsChargerShots: boolean;
    }
  /**
   * The target makes one move as if it had been ordered. `joinedCharacters`: 'stay' = characters
   * joined to it are left behind; 'caster-moves' = the caster goes with it, other characters stay.
   */
  | { kind: 'move-as-ordered'; joinedCharacters: 'stay' | 'caster-moves' }
  /**
   * The caster is put anywhere on the table, may join or leave a unit (in combat or not), and may
   * then cast a second spell, which must be a different one, with its own roll.
   */
  | { kind: 'teleport' }
  /** The unit shoots a second time this turn, at `toHitModifier` (Heaven's Fire). */
  | { kind: 'shoot-again'; toHitModifier: number }
  /**
   * Weird Enchantment: the unit moves at half pace in every case (charges included), treats every
   * enemy as terrifying (−1 Attack; not for Undead or Daemonic targets) and causes no terror itself.
   */
  | { kind: 'bewilder'; halfPace: boolean; enemiesTerrify: boolean; losesTerror: boolean }
  /** The unit may not charge and will not pursue or advance, compulsory moves included. */
  | { kind: 'no-charge-no-pursuit' }
  /**
   * −`amount` Command. `scope` 'radius': every enemy unit within `radius` cm of the caster when
   * it is ordered; 'unit': orders to the target or to a brigade containing it. `noInitiative`:
   * the target may not use initiative either (Eerie Mist).
   */
  | { kind: 'command-penalty'; scope: 'radius' | 'unit'; radius: number | null; amount: number; noInitiative: boolean }
  /**
   * Gerroff!!!: a shooting-style drive back of `dice`×D6 cm toward the target's own table edge by
   * the shortest route; never a rout; cover gives no reduction; units that are never driven back
   * by shooting are immune; a 6 confuses (§13 A6).
   */
  | { kind: 'drive-back'; dice: number; rout: boolean; confuseOnSix: boolean }
  /** Freeze: roll a D6; if it is greater than the target's Hits value one stand is destroyed (§12 E29). */
  | { kind: 'freeze' }
  /**
   * Raise Dead: a new `stands`-stand unit of `unit` is placed fighting in the engagement (or
   * touching an engaged friend); it does not count as charging in round 1 and is worth no VP (§13 A17).
   */
  | { kind: 'raise-dead'; unit: string; stands: number }
  /** Summon Daemons: a unit of `unitSize` stands that has lost 1 or 2 of them gets `stands` back. */
  | { kind: 'regain-stand'; stands: number; unitSize: number }
  /**
   * Mirage: an extra unit of one of `types` from the Araby list is placed within range and more
   * than `minEnemyDistance` cm from every enemy; an illusion (cannot move, fight or be harmed)
   * that the enemy must treat as real until something contacts it; the caster casts nothing else
   * while it lasts (§13 A15: the unit must be bought).
   */
  | { kind: 'mirage'; types: WmTroopType[]; minEnemyDistance: number };

export interface WmSpell {
  /** Kebab-case id, as used in the army files' `spells` lists. */
  id: string;
  /** As printed (apostrophes and exclamation marks kept). */
  name: string;
  /** Ids of the armies whose Wizards know it. */
  army: string[];
  /** The D6 score needed, 2..6; a natural 1 always fails and a 6 always succeeds (§8.1). */
  cast: number;
  /**
   * Range in cm, measured from the caster (radius spells: the radius; line spells: the length);
   * null when the spell has none (self, joined or touching unit).
   */
  range: number | null;
  area: WmSpellArea;
  target: WmSpellTarget;
  /** The caster must see the target (blocked by stands and terrain as usual, §8.1). */
  needsSight: boolean;
  /** The target must be engaged in combat. */
  requiresEngagedTarget: boolean;
  /** The target must not be engaged in combat. */
  requiresUnengagedTarget: boolean;
  /**
   * The caster must have joined a unit: 'engaged' = one in combat, 'unengaged' = one not in
   * combat, 'any' = either; null = no such requirement.
   */
  casterJoined: 'engaged' | 'unengaged' | 'any' | null;
  /** Only these troop types may be targeted. */
  targetTypes?: WmTroopType[];
  /** Unit ids that may not be targeted (Waaagh! skips non-greenskins). */
  targetExcludes?: string[];
  /** Only a unit that can shoot may be targeted (Heaven's Fire). */
  targetMustShoot?: boolean;
  /** A permanent casting bonus from the caster's mount (Djinn +1 on Curse of the Djinn). */
  castBonus?: { mount: string; amount: number };
  duration: WmSpellDuration;
  effect: WmSpellEffect;
  /** The spell's rule in our own words, including anything the fields do not hold. */
  note: string;
  source: '§8.2';
}

/** Fields shared by most spells; each entry overrides what differs. */
const BASE = {
  needsSight: false,
  requiresEngagedTarget: false,
  requiresUnengagedTarget: false,
  casterJoined: null,
  duration: 'instant',
  source: '§8.2',
} as const;

/** The Ball of Flame pattern: a 30 cm line, 3 attacks on every unit under it (§8.2 Empire). */
function lineOfFire(id: string, name: string, army: string[], printedAs: string): WmSpell {
  return {
    ...BASE,
    id,
    name,
    army,
    cast: 5,
    range: 30,
    area: 'line',
    target: 'any',
    effect: { kind: 'shooting', attacks: 3, armour: 'normal', driveBack: true },
    note:
      `${printedAs}A 30 cm line drawn from the caster in any direction, cut short by anything that ` +
      'would block a missile (a hill crest, more than 2 cm of wood). Every unit under it, friends ' +
      'included, takes 3 shooting attacks; unengaged ones may be driven back, engaged ones carry ' +
      'the hits into round 1.',
  };
}

/** The Death Bolt pattern: a seen, unengaged enemy takes 3 attacks with no armour save. */
function bolt(id: string, name: string, army: string[], printedAs: string): WmSpell {
  return {
    ...BASE,
    id,
    name,
    army,
    cast: 5,
    range: 30,
    area: 'unit',
    target: 'enemy',
    needsSight: true,
    requiresUnengagedTarget: true,
    effect: { kind: 'shooting', attacks: 3, armour: 'none', driveBack: true },
    note: `${printedAs}An enemy unit the caster can see and that is not in combat takes 3 shooting attacks against which armour does not count; drive backs as for shooting.`,
  };
}

/** The Doom and Despair pattern (§8.2 Tomb Kings). */
function doom(id: string, name: string, army: string[], printedAs: string): WmSpell {
  return {
    ...BASE,
    id,
    name,
    army,
    cast: 4,
    range: 60,
    area: 'unit',
    target: 'enemy',
    duration: 'end-of-opponent-turn',
    effect: { kind: 'no-charge-no-pursuit' },
    note: `${printedAs}Sight not needed. Until the end of the opponent's next turn the unit may not charge, nor pursue or advance after combat, even when a rule would force it to; Undead are not immune.`,
  };
}

/** The Teleport pattern (§8.2 Empire). */
function teleport(id: string, name: string, army: string[], printedAs: string): WmSpell {
  return {
    ...BASE,
    id,
    name,
    army,
    cast: 2,
    range: null,
    area: 'self',
    target: 'caster',
    effect: { kind: 'teleport' },
    note:
      `${printedAs}The caster is placed anywhere on the table and may join or leave a unit, in combat or not; ` +
      'he may then try one more spell, which must be a different one, with a normal roll ' +
      '(the rulebook version needed a further 4+ first, §8.3). A Wizard is teleported at most once a turn.',
  };
}

/** The Rage of Chaos pattern (§8.2 Chaos). */
function rage(id: string, name: string, army: string[], printedAs: string): WmSpell {
  return {
    ...BASE,
    id,
    name,
    army,
    cast: 5,
    range: 30,
    area: 'unit',
    target: 'friend',
    requiresEngagedTarget: true,
    duration: 'combat-phase',
    effect: { kind: 'rage' },
    note:
      `${printedAs}A friendly unit in combat, sight not needed. Roll D6s one at a time, at most one per stand, ` +
      'stopping whenever you like: their sum is extra Attacks for the unit in every round of the ' +
      'next Combat phase; if any die repeats an earlier value the sum is instead suffered by the ' +
      'unit itself as attacks, once, in round 1 (§12 E18).',
  };
}

/** The Anger of the Gods pattern (§8.2 Chaos). */
function angerOfTheGods(id: string, name: string, army: string[], printedAs: string): WmSpell {
  return {
    ...BASE,
    id,
    name,
    army,
    cast: 4,
    range: 30,
    area: 'radius',
    target: 'enemy',
    duration: 'end-of-opponent-turn',
    effect: { kind: 'command-penalty', scope: 'radius', radius: 30, amount: 1, noInitiative: false },
    note: `${printedAs}Until the end of the opponent's next turn, each order to an enemy unit that is within 30 cm of the caster at the moment of that order is at −1 Command.`,
  };
}

/** The "moves as if ordered" pattern (Voice of Command, Lady's Favour, Vanhil's Danse Macabre). */
function march(id: string, name: string, army: string[], cast: number, range: number, note: string): WmSpell {
  return {
    ...BASE,
    id,
    name,
    army,
    cast,
    range,
    area: 'unit',
    target: 'friend',
    requiresUnengagedTarget: true,
    effect: { kind: 'move-as-ordered', joinedCharacters: 'stay' },
    note,
  };
}

const TK_VC = ['tomb-kings', 'vampire-counts'];

const LIST: WmSpell[] = [
  // ---- Empire (§8.2) ----
  lineOfFire('ball-of-flame', 'Ball of Flame', ['empire'], ''),
  march(
    'voice-of-command',
    'Voice of Command',
    ['empire'],
    5,
    30,
    'A friendly unit not in combat, sight not needed, moves once as if ordered; only that unit, never its whole brigade, and characters joined to it stay where they are.',
  ),
  {
    ...BASE,
    id: 'weird-enchantment',
    name: 'Weird Enchantment',
    army: ['empire'],
    cast: 4,
    range: 30,
    area: 'unit',
    target: 'enemy',
    duration: 'end-of-opponent-turn',
    effect: { kind: 'bewilder', halfPace: true, enemiesTerrify: true, losesTerror: true },
    note: 'Sight not needed. Until the end of the opponent\'s next turn the unit moves at half pace in every situation, charges included, counts every enemy as terrifying (−1 Attack) and stops causing terror; Undead and Daemonic units ignore the terror part but suffer the rest.',
  },
  teleport('teleport', 'Teleport', ['empire'], ''),

  // ---- Tomb Kings, and the two shared with Vampire Counts (§8.2) ----
  {
    ...BASE,
    id: 'raise-dead',
    name: 'Raise Dead',
    army: TK_VC,
    cast: 5,
    range: 30,
    area: 'engagement',
    target: 'any',
    effect: { kind: 'raise-dead', unit: 'skeletons', stands: 3 },
    note:
      'Aimed at a combat engagement as it stands in the Shooting phase (each engagement at most once a turn), ' +
      'sight not needed. A new 3-stand Skeleton unit is placed to fight the enemy on any edge or lapped round; ' +
      'if there is no room, touching an engaged friend (it may support). No legal place: the spell cannot be cast. ' +
      'It does not count as charging in round 1, is left out of the break point and is worth no VP (§13 A17).',
  },
  {
    ...BASE,
    id: 'touch-of-death',
    name: 'Touch of Death',
    army: ['tomb-kings'],
    cast: 4,
    range: null,
    area: 'touching',
    target: 'enemy',
    requiresEngagedTarget: true,
    casterJoined: 'engaged',
    effect: { kind: 'shooting', attacks: 3, armour: 'normal', driveBack: false },
    note: 'The caster must be with a unit in combat: one enemy unit touching it takes 3 attacks, the hits counting in round 1 of the combat.',
  },
  doom('doom-and-despair', 'Doom and Despair', ['tomb-kings'], ''),
  bolt('death-bolt', 'Death Bolt', TK_VC, ''),

  // ---- Chaos (§8.2) ----
  {
    ...BASE,
    id: 'boon-of-chaos',
    name: 'Boon of Chaos',
    army: ['chaos'],
    cast: 4,
    range: null,
    area: 'joined-unit',
    target: 'friend',
    requiresEngagedTarget: true,
    casterJoined: 'engaged',
    duration: 'combat-phase',
    effect: { kind: 'attack-bonus', perStand: true, amount: 1, characters: true },
    note: 'The Sorcerer must be with a unit in combat: through the next Combat phase each of its stands, and the fighting character, has +1 Attack.',
  },
  angerOfTheGods('anger-of-the-gods', 'Anger of the Gods', ['chaos'], ''),
  rage('rage-of-chaos', 'Rage of Chaos', ['chaos'], ''),
  bolt('curse-of-chaos', 'Curse of Chaos', ['chaos'], ''),

  // ---- Orcs & Goblins (§8.2) ----
  {
    ...BASE,
    id: 'foot-of-gork',
    name: 'Foot of Gork',
    army: ['orcs-and-goblins'],
    cast: 6,
    range: 50,
    area: 'unit',
    target: 'enemy',
    requiresUnengagedTarget: true,
    effect: { kind: 'shooting', attacks: 6, armour: 'normal', driveBack: false },
    note: 'An enemy unit not in combat, sight not needed, takes 6 attacks; no drive back.',
  },
  lineOfFire('gotcha', 'Gotcha!', ['orcs-and-goblins'], 'Same as Ball of Flame. '),
  {
    ...BASE,
    id: 'gerroff',
    name: 'Gerroff!!!',
    army: ['orcs-and-goblins'],
    cast: 5,
    range: 60,
    area: 'unit',
    target: 'enemy',
    requiresUnengagedTarget: true,
    effect: { kind: 'drive-back', dice: 5, rout: false, confuseOnSix: true },
    note:
      'An enemy unit not in combat, sight not needed, is driven back 5D6 cm by the shortest route toward its own table edge, ' +
      'as a shooting drive back that cannot rout it; being defended or fortified does not shorten it; units never driven back ' +
      'by shooting are immune; a 6 confuses (§13 A6); leaving the table: §3.6.',
  },
  {
    ...BASE,
    id: 'waaagh',
    name: 'Waaagh!',
    army: ['orcs-and-goblins'],
    cast: 4,
    range: 30,
    area: 'unit',
    target: 'friend',
    requiresEngagedTarget: true,
    targetExcludes: ['trolls', 'ogres', 'giant'],
    duration: 'combat-phase',
    effect: { kind: 'attack-bonus', perStand: true, amount: 1, characters: true },
    note: 'A friendly greenskin unit in combat (Orcs, Black Orcs, Goblins, Wolf and Boar Riders and the like; not Trolls, Ogres or Giants), sight not needed: through the next Combat phase each stand and any joined character has +1 Attack.',
  },

  // ---- High Elves (§8.2; the Mage re-rolls a failed cast unless it was a 1) ----
  {
    ...BASE,
    id: 'storm-of-stone',
    name: 'Storm of Stone',
    army: ['high-elves'],
    cast: 6,
    range: 30,
    area: 'radius',
    target: 'enemy',
    effect: { kind: 'shooting', attacks: 'D3', armour: 'normal', driveBack: false },
    note: 'Every enemy unit within 30 cm takes D3 attacks, rolled separately for each; no drive back; engaged units carry the hits into round 1.',
  },
  {
    ...BASE,
    id: 'light-of-battle',
    name: 'Light of Battle',
    army: ['high-elves'],
    cast: 5,
    range: 30,
    area: 'radius',
    target: 'friend',
    duration: 'combat-phase',
    effect: { kind: 'attack-bonus', perStand: false, amount: 1, characters: true },
    note: 'Through the next Combat phase every friendly unit within 30 cm has +1 Attack to put on any stand (moved freely between rounds), and every character joined to one of them +1 too. The rulebook gave +1 per stand (§8.3, §13 A26).',
  },
  {
    ...BASE,
    id: 'heavens-fire',
    name: "Heaven's Fire",
    army: ['high-elves'],
    cast: 4,
    range: 30,
    area: 'unit',
    target: 'friend',
    requiresUnengagedTarget: true,
    targetTypes: ['infantry', 'cavalry'],
    targetMustShoot: true,
    effect: { kind: 'shoot-again', toHitModifier: -1 },
    note: 'A friendly infantry or cavalry unit with missiles that is not in combat (no artillery or machines), sight not needed, shoots twice this turn — at once if it has already shot — the second time at −1 to hit (4+ in the open for High Elves, §12 E22). The rulebook version was 5+ with no penalty (§8.3).',
  },
  {
    ...BASE,
    id: 'hail-of-destruction',
    name: 'Hail of Destruction',
    army: ['high-elves'],
    cast: 5,
    range: 30,
    area: 'unit',
    target: 'enemy',
    needsSight: true,
    requiresUnengagedTarget: true,
    effect: { kind: 'shooting', attacks: 3, armour: 'none', driveBack: true },
    note: 'An enemy unit the Mage can see and that is not in combat takes 3 shooting attacks hitting on the usual 4+ (no High Elf +1), against which armour does not count; drive backs as for shooting.',
  },

  // ---- Skaven (§8.2) ----
  teleport('skitterleap', 'Skitterleap', ['skaven'], 'Same as Teleport. '),
  bolt('warp-lightning', 'Warp Lightning', ['skaven'], ''),
  rage('death-frenzy', 'Death Frenzy', ['skaven'], 'Same as Rage of Chaos. '),
  {
    ...BASE,
    id: 'plague',
    name: 'Plague',
    army: ['skaven'],
    cast: 6,
    range: 30,
    area: 'unit',
    target: 'enemy',
    requiresUnengagedTarget: true,
    effect: { kind: 'shooting', attacks: 6, armour: 'normal', driveBack: false },
    note: 'An enemy unit not in combat, sight not needed, takes 6 attacks; no drive back.',
  },

  // ---- Lizardmen (§8.2; the Slann re-rolls a failed cast unless it was a 1) ----
  bolt('gaze-of-sotek', 'Gaze of Sotek', ['lizardmen'], ''),
  doom('mazdamundis-revenge', "Mazdamundi's Revenge", ['lizardmen'], 'Same as Doom and Despair. '),
  {
    ...BASE,
    id: 'wings-in-the-jungle',
    name: 'Wings in the Jungle',
    army: ['lizardmen'],
    cast: 5,
    range: null,
    area: 'joined-unit',
    target: 'friend',
    requiresUnengagedTarget: true,
    casterJoined: 'unengaged',
    effect: { kind: 'move-as-ordered', joinedCharacters: 'caster-moves' },
    note: 'The unit the caster has joined, not in combat, moves once as if ordered and the caster goes with it; other joined characters stay.',
  },
  {
    ...BASE,
    id: 'shield-of-the-old-ones',
    name: 'Shield of the Old Ones',
    army: ['lizardmen'],
    cast: 5,
    range: 30,
    area: 'unit',
    target: 'friend',
    requiresEngagedTarget: true,
    duration: 'combat-phase',
    effect: { kind: 'armour-bonus', amount: 1, best: 4 },
    note: 'A friendly unit in combat, sight not needed: through the next Combat phase its Armour is one better but no better than 4+ (none becomes 6+, 6+ becomes 5+, 5+ becomes 4+; 4+ or better is unchanged).',
  },

  // ---- Bretonnia (§8.2) ----
  {
    ...BASE,
    id: 'aerial-shield',
    name: 'Aerial Shield',
    army: ['bretonnia'],
    cast: 4,
    range: 15,
    area: 'radius',
    target: 'friend',
    duration: 'end-of-opponent-turn',
    effect: { kind: 'armour-reroll', phase: 'shooting', reroll: 'failed', vsChargerShots: true },
    note: 'Until the end of the opponent\'s next turn, friendly units within 15 cm of the Enchantress re-roll failed Armour rolls against anything in the Shooting phase (breath and spells too), and against shooting at their charge if within 15 cm when the charge starts; one re-roll only.',
  },
  {
    ...BASE,
    id: 'shield-of-combat',
    name: 'Shield of Combat',
    army: ['bretonnia'],
    cast: 4,
    range: null,
    area: 'joined-unit',
    target: 'friend',
    casterJoined: 'any',
    duration: 'end-of-opponent-turn',
    effect: { kind: 'armour-reroll', phase: 'combat', reroll: 'failed', vsChargerShots: false },
    note: 'Until the end of the opponent\'s next turn the unit the Enchantress has joined re-rolls failed Armour rolls in Combat phases (not against shooting at its charge).',
  },
  {
    ...BASE,
    id: 'eerie-mist',
    name: 'Eerie Mist',
    army: ['bretonnia'],
    cast: 4,
    range: 30,
    area: 'unit',
    target: 'enemy',
    duration: 'end-of-opponent-turn',
    effect: { kind: 'command-penalty', scope: 'unit', radius: null, amount: 1, noInitiative: true },
    note: 'Sight not needed. Until the end of the opponent\'s next turn the unit may not use initiative, and orders to it, or to a brigade it is part of, are at −1.',
  },
  march(
    'ladys-favour',
    "Lady's Favour",
    ['bretonnia'],
    5,
    30,
    'A friendly unit not in combat, sight not needed, moves once as if ordered; characters joined to it stay where they are.',
  ),

  // ---- Kislev (§8.2) ----
  bolt('icy-blast', 'Icy Blast', ['kislev'], ''),
  {
    ...BASE,
    id: 'chill',
    name: 'Chill',
    army: ['kislev'],
    cast: 4,
    range: 30,
    area: 'unit',
    target: 'enemy',
    requiresEngagedTarget: true,
    duration: 'combat-phase',
    effect: { kind: 'attack-bonus', perStand: true, amount: -1, characters: true },
    note: 'An enemy unit in combat, sight not needed: through the next Combat phase each stand, and each joined character, has −1 Attack.',
  },
  {
    ...BASE,
    id: 'monster-bear',
    name: 'Monster Bear!',
    army: ['kislev'],
    cast: 5,
    range: null,
    area: 'joined-unit',
    target: 'friend',
    requiresEngagedTarget: true,
    casterJoined: 'engaged',
    duration: 'combat-phase',
    effect: { kind: 'caster-bonus', attack: 2, unitCausesTerror: true },
    note: 'The caster must be with a unit in combat: through the next Combat phase that unit causes terror and the caster\'s Attack bonus is 2 higher (a Tzarina General: +2 +2 = +4, §12 E24).',
  },
  {
    ...BASE,
    id: 'freeze',
    name: 'Freeze',
    army: ['kislev'],
    cast: 6,
    range: 60,
    area: 'unit',
    target: 'enemy',
    requiresUnengagedTarget: true,
    effect: { kind: 'freeze' },
    note: 'An enemy unit not in combat, sight not needed: roll a D6; a score above the target\'s Hits value destroys one stand (Hits 3: 4+, Hits 6 or more: never, §12 E29); no drive back.',
  },

  // ---- Dark Elves (§8.2) ----
  lineOfFire('doom-bolt', 'Doom Bolt', ['dark-elves'], 'Same as Ball of Flame. '),
  {
    ...BASE,
    id: 'black-horror',
    name: 'Black Horror',
    army: ['dark-elves'],
    cast: 6,
    range: 50,
    area: 'unit',
    target: 'enemy',
    needsSight: true,
    requiresUnengagedTarget: true,
    effect: { kind: 'shooting', attacks: 4, armour: 'none', driveBack: false },
    note: 'An enemy unit the Sorceress can see and that is not in combat takes 4 attacks against which armour does not count; no drive back.',
  },
  doom('dominion', 'Dominion', ['dark-elves'], 'Same as Doom and Despair. '),
  {
    ...BASE,
    id: 'soul-stealer',
    name: 'Soul Stealer',
    army: ['dark-elves'],
    cast: 5,
    range: null,
    area: 'touching',
    target: 'enemy',
    requiresEngagedTarget: true,
    casterJoined: 'engaged',
    effect: { kind: 'shooting', attacks: 3, armour: 'none', driveBack: false },
    note: 'The Sorceress must be with a unit in combat: one enemy unit touching it takes 3 attacks with no armour save, the hits counting in round 1.',
  },

  // ---- Vampire Counts (§8.2; Raise Dead and Death Bolt above) ----
  march(
    'vanhils-danse-macabre',
    "Vanhil's Danse Macabre",
    ['vampire-counts'],
    5,
    40,
    'One friendly unit other than Ghouls, sight not needed, moves once as if ordered; characters joined to it stay. Not being in combat is not printed, but a unit in contact with the enemy can never be ordered (§2.3).',
  ),
  {
    ...BASE,
    id: 'curse-of-years',
    name: 'Curse of Years',
    army: ['vampire-counts'],
    cast: 6,
    range: null,
    area: 'touching',
    target: 'enemy',
    requiresEngagedTarget: true,
    casterJoined: 'engaged',
    effect: { kind: 'shooting', attacks: 6, armour: 'normal', driveBack: false },
    note: 'The caster must be with a unit in combat: one enemy unit touching it takes 6 attacks, armour saves allowed, the hits counting in round 1.',
  },

  // ---- Daemons (§8.2) ----
  {
    ...BASE,
    id: 'summon-daemons',
    name: 'Summon Daemons',
    army: ['daemons'],
    cast: 4,
    range: 60,
    area: 'unit',
    target: 'friend',
    effect: { kind: 'regain-stand', stands: 1, unitSize: 3 },
    note: 'A friendly 3-stand Daemon unit that has lost one or two stands, sight not needed, gets one stand back in formation; in combat it may be placed touching the enemy and counts as charging if the unit charged. No room for it: the spell cannot be cast.',
  },
  {
    ...BASE,
    id: 'daemonic-rage',
    name: 'Daemonic Rage',
    army: ['daemons'],
    cast: 5,
    range: 30,
    area: 'radius',
    target: 'friend',
    duration: 'combat-phase',
    effect: { kind: 'attack-bonus', perStand: false, amount: 1, characters: false },
    note: 'Through the next Combat phase every friendly unit within 30 cm has +1 Attack, put on any stand and moved freely between rounds. Joined characters get nothing extra: §8.2 gives that only for Light of Battle.',
  },
  bolt('sorcerous-blast', 'Sorcerous Blast', ['daemons'], ''),
  {
    ...BASE,
    id: 'frenzy-of-chaos',
    name: 'Frenzy of Chaos',
    army: ['daemons'],
    cast: 6,
    range: 30,
    area: 'unit',
    target: 'friend',
    requiresEngagedTarget: true,
    duration: 'combat-phase',
    effect: { kind: 'reroll-failed-attacks' },
    note: 'A friendly unit in combat, sight not needed: through the next Combat phase its failed attack dice are rolled again (a die already re-rolled for any reason is not).',
  },

  // ---- Araby (§8.2) ----
  angerOfTheGods('sand-storm', 'Sand Storm', ['araby'], 'Same as Anger of the Gods. '),
  {
    ...BASE,
    id: 'mirage',
    name: 'Mirage',
    army: ['araby'],
    cast: 4,
    range: 60,
    area: 'point',
    target: 'friend',
    duration: 'until-broken',
    effect: { kind: 'mirage', types: ['infantry', 'cavalry', 'monster'], minEnemyDistance: 20 },
    note:
      'An extra infantry, cavalry or monster unit from the Araby list is set up within 60 cm of the caster and more than 20 cm from any enemy. ' +
      'It cannot move, fight or be hurt, but the enemy treats it as real (proximity penalty, closest target) until an enemy unit touches it in any way ' +
      'or an Araby unit or character moves through it. The caster casts nothing else while it stands; casting again ends it. Whether it must be paid for is unstated: read as bought (§13 A15).',
  },
  lineOfFire('sunstrike', 'Sunstrike', ['araby'], 'Same as Ball of Flame. '),
  {
    ...BASE,
    id: 'curse-of-the-djinn',
    name: 'Curse of the Djinn',
    army: ['araby'],
    cast: 6,
    range: 30,
    area: 'unit',
    target: 'enemy',
    castBonus: { mount: 'djinn', amount: 1 },
    duration: 'combat-phase',
    effect: { kind: 'armour-reroll', phase: 'combat', reroll: 'successful', vsChargerShots: false },
    note: 'An enemy unit: in the next Combat phase it must roll every successful armour save again. A caster with a Djinn adds +1 to the casting roll, so 5+.',
  },
];

/** Every §8.2 spell by id. */
export const SPELLS: Readonly<Record<string, WmSpell>> = Object.fromEntries(LIST.map((spell) => [spell.id, spell]));

/**
 * Exact probability that one casting attempt succeeds (rules/warmaster.md §8.1).
 *
 * A D6 is rolled and `modifier` added; the spell works when the total reaches `cast`, except
 * that a natural 1 always fails and a natural 6 always works whatever the modifiers. With
 * `reroll` (High Elf Mage, Slann) a failed roll may be rolled again once unless the failing die
 * showed a 1; the modifier applies to the second roll too.
 *
 * @param cast the score needed, 2..6 (the spell's `cast`)
 * @param modifier the sum of casting modifiers (Wand of Power +1, spellbound −1, Djinn +1 ...)
 * @param reroll whether a failed roll other than a 1 may be re-rolled
 * @returns the probability, in [1/6, 35/36]
 * @throws RangeError when `cast` or `modifier` is not an integer
 * @example castChance(5, 0, false) // → 1/3
 * @example castChance(5, 0, true) // → 1/3 + (2/3 − 1/6) · 1/3 = 1/2
 */
export function castChance(cast: number, modifier: number, reroll: boolean): number {
  if (!Number.isInteger(cast) || !Number.isInteger(modifier)) {
    throw new RangeError(`castChance: cast and modifier must be integers, got ${cast} and ${modifier}`);
  }
  let succeed = 0;
  let failAboveOne = 0;
  for (let die = 1; die <= 6; die++) {
    if (die === 6 || (die !== 1 && die + modifier >= cast)) succeed++;
    else if (die !== 1) failAboveOne++;
  }
  const once = succeed / 6;
  return reroll ? once + (failAboveOne / 6) * once : once;
}
