/**
 * The magic items warsim plays (rules/wfb4.md §8.1, §9; RB p.89, BM p.38-39, AM p.8-18, p.36-37).
 *
 * The seed's item cards keep their effects but lose their names and costs (AM p.8-18), so an
 * item is written in the scenario as an effect record: its name, its kind, its points (its card
 * value, §10) and its effects from the vocabulary below (README "Magic items"). The items the
 * digest names are built in: the scrolls, which only a wizard may read, each once, and the Rune
 * of Smiting (AM p.37, rules/wfb4.md §5.7). A character carries at most his allowance of items
 * (BM p.38), at most one magic weapon, one suit of magic armour and one magic shield; no item may
 * be duplicated but scrolls. Magic standards are banners (banners.ts).
 */

/** What an item is (BM p.38-39, AM p.8): a weapon, armour, a shield, or a talisman (any other). */
export const ITEM_KINDS = ['weapon', 'armour', 'shield', 'talisman'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** The characteristics an item may raise (`bonus`) or set (`profile`). */
export const ITEM_CHARACTERISTICS = ['WS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;
export type ItemCharacteristic = (typeof ITEM_CHARACTERISTICS)[number];

/** Each unsaved wound of a magic weapon becomes this many on the one model it struck (AM p.13). */
export const ITEM_WOUNDS = ['2', 'D3', 'D6', 'D6+1', 'slain'] as const;
export type ItemWounds = (typeof ITEM_WOUNDS)[number];

/** The kinds of hand-to-hand weapon a magic weapon may be, each with its rules (data/weapons.ts). */
export const MAGIC_WEAPON_TYPES = ['double-handed', 'flail', 'halberd', 'spear', 'lance'] as const;

/** Which armour saves a magic weapon's wounds allow: all, magic armour's only, or none (AM p.13-16). */
export const ITEM_SAVES = ['magic-armour-only', 'none'] as const;

/** The powers an item's record may give, in the scenario's words (README "Magic items"). */
export interface ItemEffects {
  bonus?: Partial<Record<ItemCharacteristic, number>>;
  profile?: Partial<Record<ItemCharacteristic, number>>;
  // A magic weapon's blows (AM p.13-16, p.36).
  autoHit?: boolean;
  hitBonus?: number;
  rerollMisses?: boolean;
  autoWound?: boolean;
  woundOn?: number;
  // A magic weapon of a kind with rules of its own (AM p.13-16: "Double-handed"; "Flail"; "Lance"), by its id in data/weapons.ts.
  weaponType?: (typeof MAGIC_WEAPON_TYPES)[number];
  // a victim the rod hits dies outright unless a D6 comes up at or under its T (a 6 always failing), and only magic armour can save it (AM p.10); the victim dies unless 2D6 come up at or under his Ld (AM p.17).
  slayTest?: { test: 'toughness' | 'leadership'; saves?: 'magic-armour-only' | 'none' };
  // a 1 on the die for the number of wounds turns that wound on the wielder himself (AM p.15).
  backfire?: boolean;
  // if a wound is scored the victim gets no armour save and the blow destroys his armour; magic armour saves as normal but is destroyed if it fails (AM p.13-16).
  destroysArmour?: boolean;
  // the wielder may throw the hammer up to 12" at any enemy model in the shooting phase; it hits automatically, once, as if struck by him, and flies back to his hand (AM p.36).
  thrown?: number;
  // if the wielder hits a character carrying a magic weapon, both roll a D6; if the wielder rolls higher the enemy's magic weapon is broken, its power negated; tested as the hit is scored (AM p.36).
  breaksWeapons?: boolean;
  // the blade's blows are fire: targets vulnerable to fire are destroyed if they take any wound (AM p.13-16).
  fire?: boolean;
  // each 1 he rolls to hit lands on a friendly model in base contact, picked at random (AM p.13-16).
  fumbles?: boolean;
  // the wounds the blade deals may make good those Nagash has lost (AM p.13-16).
  drainsLife?: boolean;
  // each wound the victim takes lowers his Attacks by 1; each unsaved wound lowers the Strength of the victim by 1 until the battle ends; likewise his Initiative (AM p.13-16).
  saps?: (typeof SAPPED)[number][];
  // the Rune of Curse: a D6 for each hit on a foe, 3-4 taking 1 from his Strength and 5-6 from his Toughness for the rest of the game, +1 to the roll for each rune beyond the first (AM p.36).
  curse?: number;
  // a rune doubling the wielder's Strength against creatures of a Toughness greater than his own; trebled by two runes, quadrupled by three, at most 10 (AM p.36).
  strengthVsTougher?: number;
  // a rune against the first enemy character the weapon strikes: each wound on him doubled before his saves, for the rest of the battle; trebled by two runes, quadrupled by three (AM p.36).
  grudge?: number;
  // a foe the sword wounds turns stupid, and a stupid wizard rolls a D6 for every spell he casts: on 1-3 it fails, its power spent for nothing (AM p.13-16).
  stupefies?: boolean;
  // every wound dealt to a living creature earns the wielder a magic card for the next magic phase (AM p.13-16).
  cardsForWounds?: boolean;
  // one enemy attack is stopped with no roll; one foe strikes the wielder with 1 attack fewer (AM p.15-16).
  stopsAttacks?: number;
  // A magic bow (AM p.15-16): range 36", S5, up to three shots in a shooting phase; as many shots as the user has Attacks, at his Strength.
  bow?: { range: number; S?: number; shots: number | 'A' };
  // +3 S, counted in the roll to wound alone; "+1 to wound" (AM p.14-16).
  woundS?: number;
  woundBonus?: number;
  saveModifier?: number;
  armourSaves?: (typeof ITEM_SAVES)[number];
  wounds?: ItemWounds;
  strikesFirst?: boolean;
  // every hit counts as 2, each wounding on its own roll; every attack that hits becomes D6 hits (AM p.15-16).
  hitsEach?: (typeof ITEM_HITS_EACH)[number];
  // +3S for the wielder on the charge (AM p.16).
  chargeS?: number;
  // a victim wounded at least once rolls a D6 as each magic phase opens and loses 1 more wound on 1 or 2 (AM p.13).
  lingering?: number;
  // a D6 after each turn, a 6 costing the bearer 1 wound that nothing saves (AM p.13).
  selfWound?: number;
  // Powers against some foes only (AM p.13-16: hits on daemons wound with no roll; against a foe of T5 or more the bearer wounds at +3S).
  against?: { daemons?: boolean; undead?: boolean; living?: boolean; races?: string[]; toughness?: number; autoWound?: boolean; woundOn?: number; S?: number; wounds?: ItemWounds };
  // Protection: magic armour and shields, and talismans (AM p.8-9, p.37).
  save?: number;
  // a Skaven wizard may wear it and cast all the same; Chaos Armour does not keep a wizard from casting (AM p.8).
  wizardMayWear?: boolean;
  // Magic War Paint (AM p.9): saves on 3+ against missiles and on 5+ against blows in hand-to-hand combat.
  missileSave?: number;
  meleeSave?: number;
  unmodified?: boolean;
  saveBonus?: number;
  rerollSave?: number | 'as-first';
  hitPenalty?: number;
  ward?: number;
  // each hit the armour saves sends an S3 hit back at the attacker; each save the bearer makes in close combat has the shield strike that enemy with 1 S4 bolt (AM p.8).
  riposte?: number;
  // an enemy spell aimed at the bearer or his unit may be turned aside by the shield, on the scatter dice (AM p.8).
  deflectsSpells?: boolean;
  // in close combat each wound the amulet saves goes back to the foe, with no save (AM p.9).
  rebound?: boolean;
  spellWard?: number;
  // an unmodified 4+ save against spells and magical attacks; a 4+ save against enemy magic (AM p.8, p.11).
  spellSave?: number;
  // an unmodified save against fire attacks: 2+ (AM p.9); 1, immune to fire — "cannot be affected by fire attacks, magical fire, or the flames of a Skaven warpfire thrower" (AM p.8, p.38).
  fireSave?: number;
  // Tyrion's armour: its save takes no modifier against fire-based attacks (AM p.8).
  fireUnmodified?: boolean;
  // each model touching the user takes 1 wound with no roll as every hand-to-hand combat phase begins; Undead models are spared (AM p.17).
  contactWounds?: boolean;
  // a model must pass a Leadership test before it may strike (AM p.8).
  strikeLdTest?: boolean;
  // the enemy needs a 6 on a D6 before charging or shooting the wearer, and a wizard a 5 or 6 before casting a spell at him (AM p.10-12).
  hidden?: boolean;
  // each enemy model touching the wearer rolls 2D6 against its Ld, and rolling over it is at -2 to hit/-2 S against him (AM p.10-12).
  unnerves?: boolean;
  // an enemy character within 12" who fails an Ld test on 2D6 can do nothing, and blows at him then hit with no roll; one who passes is immune (AM p.10-12).
  paralyses?: boolean;
  // any wizard touching the bearer loses his magic (so does the bearer, if a wizard): he casts no spell, uses no magic card, and his spells in play end; every spell aimed at the caster or his unit is dispelled with no roll (AM p.10-12).
  nullifiesMagic?: boolean;
  // an enemy model touching the Sorcerer that fails an Ld test (2D6) is transfixed and cannot fight, and attacks on it hit with no roll (AM p.10-12).
  transfixes?: boolean;
  // blows at the bearer are at -1 Strength, unless magical (AM p.8).
  blowsWeakened?: number;
  // The bearer moves through difficult ground and over obstacles with no penalty (AM p.8).
  ignoresTerrain?: boolean;
  // one use a magic phase (AM p.12); once it is used, a roll-off decides whether the enemy spell card is kept or thrown away (AM p.8).
  spellWardOnce?: boolean;
  spellWardTakes?: boolean;
  rules?: string[];
  // A spell bound in the item (AM p.18, BM p.39; rules/wfb4.md §9.2).
  spell?: ItemSpell;
  // A wizard's (AM p.17: "Wizards only").
  level?: number;
  extraCard?: { cards: number; woundOn?: number };
  powerDiscount?: { power: number; exhaustedOn?: number };
  // A sword that casts one of his Dark or Necromantic spells a magic phase at no cost (AM p.17), spent on a D6 at or under its power.
  freeSpell?: boolean;
  // with the Staff the bearer may make a spell that nothing can dispel, rebound or destroy; its power cards are still paid as usual, and after each use a D6 of 1 or 2 spends the Staff (AM p.17).
  unbreakableSpells?: { exhaustedOn?: number };
  dispelBonus?: number;
  storeCards?: { most: number; risky?: boolean };
  // A chalice drunk from as a magic phase starts, for a D6 on its table (AM p.17): turned to a Chaos Spawn, a card fewer for the enemy, one more for his side, or the phase ended.
  chalice?: { drinks?: number };
  // A chalice that takes a D6 of magic cards from each side after the deal, a side short surrendering a spell card (AM p.10-12).
  takesCards?: boolean;
  // A casket that steals a spell at random from an enemy wizard in base contact as each magic phase starts, to cast once at no cost (AM p.10-12).
  stealsSpells?: boolean;
  // A wizard's powers for one who is none, in armour or not (AM p.10: the bearer casts and plays magic cards as a Wizard Champion would (magic level 2)).
  wizard?: { level: number; ldTest?: boolean };
  // A familiar at his side (BM p.35): a Spell Familiar's spell card, a Power Familiar's held power card.
  familiar?: (typeof FAMILIARS)[number];
  // Immunities lent to the unit he is with (AM p.10-14: fear, terror and panic do not touch the bearer or his unit).
  unitImmunity?: (typeof UNIT_IMMUNITIES)[number][];
  // Hatred lent to the unit he is with (AM p.12: the bearer and his unit hate every enemy on the field).
  unitHatred?: boolean;
  // the unit with the bearer disregards the first Animosity test it fails (AM p.16).
  calmsAnimosity?: boolean;
  // Break tests unmodified for the unit he is with (AM p.10: a unit the King is with takes Break tests unmodified, on the Ld of the King).
  unitSteady?: boolean;
  // A stench about him and the unit he is with (AM p.35: every enemy in hand-to-hand combat with them is at -1 WS).
  unitStench?: boolean;
  // in a challenge the wearer and his opponent trade S, A & I (AM p.12).
  swapInChallenge?: boolean;
  // Nurgle's Rot (AM p.35: once his usual blows are struck in hand-to-hand combat, a D6 for every enemy model touching him).
  rot?: boolean;
  // An aura (AM p.10: every living creature within 6" is at -1 on all its rolls to hit).
  hitAura?: number;
  // At the end of each of his side's movement phases, each Undead model within so many inches of the blade takes 1 wound (AM p.14).
  woundsUndead?: number;
  // Skill lent to the Undead (AM p.10: an Undead model within 12" of the wearer may fight and shoot with his WS and BS in place of its own).
  lendsSkill?: number;
  // Healing (AM p.9-10, p.14, p.17).
  heal?: { wounds: number | 'all'; when: (typeof HEAL_WHEN)[number]; uses?: number; unit?: boolean };
  // A surge of Strength for one turn (AM p.10-12: the character gains +3 Strength for a turn).
  surge?: { S: number; uses?: number };
  // A burst of hits on the foe in close combat (AM p.13: once in a battle, in hand-to-hand combat, the bearer may call down lightning for D6 more S6 hits on the enemy unit).
  storm?: { hits: string; S: number; uses?: number };
  // A blast on every enemy model touching him (AM p.13-16: each model the bearer touches takes D3 wounds, no armour save; one use).
  blast?: { wounds: (typeof BLAST_WOUNDS)[number]; uses?: number };
  // A magic arrow loosed from his bow (AM p.13-16: the arrow becomes 3D6 magical S4 arrows in flight, each rolled to hit at the BS of the firer; "One use only").
  arrow?: { shots: string; S: number; uses?: number };
  // A globe he throws (AM p.13-18: a character not in hand-to-hand combat throws it up to 8" in the shooting phase; the small 2" template, scattering D3" on an arrow; each model under it loses 1 wound on a 4+, unsaved).
  globe?: { uses?: number };
}

/** What an item may make its bearer and the unit he is with immune to: fear and terror (`fear`), panic. */
export const UNIT_IMMUNITIES = ['fear', 'panic', 'undead-fear'] as const;

/**
 * When an item heals its bearer (AM p.9-10, p.14, p.17): as his side's turn starts (a wound
 * back each turn); at the end of each combat phase (once every combat is over); at the end of
 * each shooting and combat phase (the Jade Griffon); or as he is slain (standing again with
 * every wound).
 */
/** What each hit of a weapon becomes: two hits, or D6 (AM p.15-16). */
export const ITEM_HITS_EACH = ['2', 'D6'] as const;

/** The familiars (BM p.35): one that knows a spell, one that holds a power card, one that fights for its master. */
export const FAMILIARS = ['spell', 'power', 'warrior'] as const;

export const HEAL_WHEN = ['turn-start', 'after-combat', 'phase-end', 'slain'] as const;

/** The effects only a wizard's item may have (AM p.17, "Wizards only"). */
export const WIZARD_EFFECTS: readonly (keyof ItemEffects)[] = ['level', 'extraCard', 'powerDiscount', 'freeSpell', 'chalice', 'unbreakableSpells', 'dispelBonus', 'storeCards', 'familiar'];

/** How a spell written out on an item strikes: hits on a unit (as shooting), hits on one model, or a line through the ranks (data/spells.ts). */
export const ITEM_SPELL_STRIKES = ['unit', 'model', 'line'] as const;

/**
 * A spell bound in a magic item (AM p.18, BM p.39): cast in the magic phase with no power cards,
 * once a phase, by any character who carries it, and dispelled, destroyed or stopped as any
 * spell. Either a spell card warsim plays (`spell`) or one written out from the item's card
 * (`strikes`, `hits`, `S`, `range`, ...); `uses` in the battle, or every magic phase; after each
 * use a D6 of `exhaustedOn` or less spends it for the battle (AM p.18: spent on a 1 or 2).
 */
export interface ItemSpell {
  spell?: string;
  power?: number;
  strikes?: (typeof ITEM_SPELL_STRIKES)[number];
  hits?: string;
  S?: number;
  woundOn?: number;
  saves?: boolean;
  wounds?: '1' | 'D3';
  straight?: boolean;
  panic?: boolean;
  panicTest?: boolean;
  atContact?: boolean;
  slays?: boolean;
  lessT?: boolean;
  mounted?: boolean;
  noCharge?: boolean;
  pierces?: boolean;
  doublesStrength?: boolean;
  range?: number;
  target?: string;
  uses?: number;
  exhaustedOn?: number;
}

/** The wounds a blast deals each model touching its bearer (`blast`). */
export const BLAST_WOUNDS = ['1', 'D3', 'D6'] as const;

/** The characteristics a weapon's wounds take from its victim for the rest of the battle (`saps`). */
export const SAPPED = ['S', 'I', 'A', 'T', 'WS', 'BS'] as const;

/** The special rules an item may give its bearer (`rules`), each played for a character on his own (README "Psychology", "Characters"). */
export const ITEM_RULES = ['fear', 'terror', 'hatred', 'immune-to-panic', 'regeneration'] as const;

/** The effects each kind of item may have: a weapon strikes, armour and talismans protect. */
export const EFFECTS_BY_KIND: Readonly<Record<ItemKind, readonly (keyof ItemEffects)[]>> = {
  weapon: ['bow', 'weaponType', 'bonus', 'profile', 'slayTest', 'stopsAttacks', 'backfire', 'fire', 'destroysArmour', 'thrown', 'breaksWeapons', 'fumbles', 'drainsLife', 'saps', 'curse', 'strengthVsTougher', 'grudge', 'stupefies', 'cardsForWounds', 'autoHit', 'hitBonus', 'rerollMisses', 'autoWound', 'woundOn', 'woundS', 'woundBonus', 'saveModifier', 'armourSaves', 'wounds', 'strikesFirst', 'hitsEach', 'chargeS', 'against', 'lingering', 'selfWound', 'rules', 'spell', 'level', 'extraCard', 'powerDiscount', 'freeSpell', 'unbreakableSpells', 'dispelBonus', 'storeCards', 'heal', 'surge', 'storm', 'blast', 'arrow', 'unitImmunity', 'unitHatred', 'calmsAnimosity', 'unitSteady', 'unitStench', 'rot', 'hitAura', 'woundsUndead', 'lendsSkill', 'swapInChallenge'],
  armour: ['bonus', 'profile', 'save', 'wizardMayWear', 'unmodified', 'saveBonus', 'rerollSave', 'riposte', 'hitPenalty', 'ward', 'rebound', 'spellWard', 'spellWardOnce', 'spellWardTakes', 'spellSave', 'fireSave', 'fireUnmodified', 'blowsWeakened', 'ignoresTerrain', 'strikeLdTest', 'unnerves', 'paralyses', 'nullifiesMagic', 'transfixes', 'hidden', 'contactWounds', 'rules', 'spell', 'heal', 'surge', 'storm', 'blast', 'arrow', 'unitImmunity', 'unitHatred', 'calmsAnimosity', 'unitSteady', 'unitStench', 'rot', 'hitAura', 'lendsSkill', 'swapInChallenge'],
  shield: ['bonus', 'profile', 'saveBonus', 'rerollSave', 'riposte', 'hitPenalty', 'ward', 'rebound', 'deflectsSpells', 'spellWard', 'spellWardOnce', 'spellWardTakes', 'spellSave', 'fireSave', 'blowsWeakened', 'strikeLdTest', 'unnerves', 'paralyses', 'nullifiesMagic', 'transfixes', 'hidden', 'contactWounds', 'rules', 'spell', 'heal', 'surge', 'storm', 'blast', 'arrow', 'unitImmunity', 'unitHatred', 'calmsAnimosity', 'unitSteady', 'unitStench', 'rot', 'hitAura', 'lendsSkill', 'swapInChallenge'],
  talisman: ['bonus', 'profile', 'strikesFirst', 'missileSave', 'meleeSave', 'saveBonus', 'rerollSave', 'hitPenalty', 'ward', 'rebound', 'spellWard', 'spellWardOnce', 'spellWardTakes', 'spellSave', 'fireSave', 'blowsWeakened', 'strikeLdTest', 'unnerves', 'paralyses', 'nullifiesMagic', 'transfixes', 'hidden', 'contactWounds', 'rules', 'spell', 'wizard', 'level', 'extraCard', 'powerDiscount', 'unbreakableSpells', 'dispelBonus', 'storeCards', 'chalice', 'takesCards', 'stealsSpells', 'familiar', 'heal', 'surge', 'storm', 'blast', 'arrow', 'globe', 'unitImmunity', 'unitHatred', 'calmsAnimosity', 'unitSteady', 'unitStench', 'rot', 'hitAura', 'lendsSkill', 'swapInChallenge'],
};

/** What each effect does, for the schema, `warsim list` and the README; with the cards it comes from. */
export const EFFECT_SUMMARIES: Readonly<Record<keyof ItemEffects, string>> = {
  bonus: 'adds to the bearer\'s characteristics (`{ S: 1, A: 1 }`); a weapon\'s S and A count in his blows only (AM p.13-16: "Bearer +2 Strength")',
  profile: 'sets characteristics (`{ WS: 10 }`), the better of it and his own; a weapon\'s S in his blows only (AM p.14: "Bearer S10", "Bearer Weapon Skill 10")',
  autoHit: 'his blows hit with no roll (AM p.14: "Hits automatically"; the Rune of Accuracy-like runes, AM p.36)',
  hitBonus: '+1 (or more) to hit in close combat; never better than 2+ (AM p.16)',
  rerollMisses: 'he re-rolls his blows that miss (AM p.15)',
  autoWound: 'his hits wound with no roll (AM p.14: "Hits wound automatically")',
  woundOn: 'his hits wound on this score, whatever the Toughness (AM p.13: wounds on 2+ whatever it hits)',
  slayTest: 'each hit of his is tested by the model it strikes — `toughness`: a D6 at or under its T, a 6 failing always; `leadership`: 2D6 at or under its Ld — and a failed test slays it outright, unless (`saves: magic-armour-only`) magic armour saves it; a passed test leaves the hit to wound as usual (AM p.10: a victim the rod hits dies outright unless a D6 comes up at or under its T (a 6 always failing), and only magic armour can save it; AM p.17: the victim dies unless 2D6 come up at or under his Ld)',
  breaksWeapons: 'the rune that breaks a magic weapon (AM p.36: if the wielder hits a character carrying a magic weapon, both roll a D6, and if the wielder rolls higher the enemy\'s magic weapon is broken, its power negated; the test is made as the hit is scored, and wounds and saves follow as normal): for each hit of his blows on such a character, both roll a D6, until one breaks it; broken, it gives its bearer\'s blows none of its powers, and he strikes with his own Strength and Attacks, as with a hand weapon. A magic bow is not broken. Refused while an enemy character\'s magic weapon has a power that a broken weapon would not lose as warsim plays it (a weaponType, striking first, a charge bonus, parrying attacks, a throw, a bound spell, a bonus to another characteristic than S and A, a power beyond his blows)',
  thrown: 'inches (1 to 24; the Dwarf rune, 12): as his side\'s shooting phase ends, if he has not shot in it — on his own, or in the front rank of his unit, he or it neither fighting, fleeing, marching nor charging — he throws the weapon at the nearest enemy unit within that reach, in his arc and sight and not fighting, and it flies back to him: one hit with no roll, on its troops or on a character on his own, struck as by his blow — his Strength, the weapon\'s runes against a tougher foe, its score and powers to wound, its hits and wounds each — and saved as his weapon allows, as his blow in close combat; losses count for panic as shooting\'s do. A globe he has left is thrown first (AM p.36: the wielder may throw the hammer up to 12" at any enemy model in the shooting phase; the target is hit automatically once as if struck by the wielder, and the hammer flies back to his hand). Refused beside the powers that act after a blow (slayTest, backfire, lingering, drainsLife, saps, curse, stupefies, cardsForWounds, grudge, destroysArmour) and a weaponType',
  destroysArmour: 'each wound of his blows that gets through the armour of a character, or of a unit of one model such as a monster, destroys that armour for the rest of the battle: body armour and shield, magic armour and a magic shield — its save is then its steed\'s, its barding\'s, its hide or its daemonic save alone (AM p.13-16: if a wound is scored the victim gets no armour save and the blow destroys his armour; magic armour saves as normal, but is destroyed if it fails — give the card `armourSaves: magic-armour-only, destroysArmour: true`). Refused while an enemy character\'s magic armour or shield has powers beyond its save, or his talisman improves his armour save: what their loss would take is not played yet',
  fire: 'his blows are fire attacks (AM p.13-16: the Chaos Dwarf blade of fire): a foe\'s `fireSave` is rolled after its armour, armour with `fireUnmodified` saves with no modifier, and a foe vulnerable to fire (special rule `flammable`) is slain by any unsaved wound, whatever its Wounds (AM p.13-16: targets vulnerable to fire are destroyed if they sustain any wounds). The blade\'s other powers are words of their own (`bonus: { S: 2 }`, `armourSaves: none`)',
  backfire: 'with `wounds: D6`: a 1 on the die of an unsaved wound falls on him instead, a wound no save stops, counted for his foes (AM p.15: a 1 on the die for the number of wounds turns that wound on the wielder himself, and nothing saves it); against a model of one wound no die is rolled, so none backfires',
  stopsAttacks: 'in each round of close combat, the first blows struck at him have this many attacks fewer (AM p.15: one enemy attack is stopped with no roll; AM p.16: one foe strikes the wielder with 1 attack fewer)',
  bow: 'a magic bow: `range` in inches, `S` its Strength (his own without it), `shots` each shooting phase (a number, or A: his Attacks), all at one target; it shoots as a bow, at −1 at long range, and he fights in close combat with his own weapons; an item with it has no other effect (AM p.15: range 36", S5, up to three shots in a shooting phase; AM p.16: as many shots as the user has Attacks, at his Strength)',
  weaponType: 'a magic weapon of a kind with rules of its own — double-handed (+2 S, strikes last, both hands: no shield in close combat), flail (+2 S in the first round of each combat, both hands), halberd (+1 S, both hands), spear (+1 S charging on a steed), lance (+2 S charging; on a steed only) — on top of its magic powers (AM p.13-16; RB p.42-45)',
  woundS: 'his hits wound at this much more Strength; armour saves them at his own (AM p.14: +3 S, counted in the roll to wound alone)',
  woundBonus: 'his hits wound on a score this much lower than the Strength table gives, never better than 2+; no help where the table says he cannot wound (AM p.15: "+1 to wound")',
  saveModifier: 'his wounds take this much more off armour saves (AM p.15-16: a further -3 on saves)',
  armourSaves: 'magic-armour-only: only magic armour saves against his wounds; none: no armour saves at all (AM p.13-16)',
  wounds: 'each unsaved wound becomes 2, D3, D6 or D6+1 wounds on the one model it struck, the excess wasted, or slays it outright (AM p.13-16: each wound brings D6 more with it; §5.7)',
  strikesFirst: 'he strikes before every other blow but impact hits; two such, the higher Initiative first (AM p.12, p.36)',
  hitsEach: 'each of his hits becomes `2` hits, or `D6`, each rolled to wound on its own (AM p.15-16: every hit counts as 2, each wounding on its own roll; every attack that hits becomes D6 hits, each worked out on its own)',
  against: 'powers against some foes only — Daemons (`daemons: true`), the `races` listed, or foes of `toughness` N or more: his hits on them wound with no roll (`autoWound`), on `woundOn`, or at `S` more Strength to wound, and each unsaved wound becomes `wounds` (AM p.13-16: hits on daemons wound with no roll and deal D3 wounds each; D6 wounds on Dragons and Daemons; against a foe of T5 or more the bearer wounds at +3S, each hit that wounds dealing D3; Dwarfs wounded on 2+ every time)',
  selfWound: 'at the end of each of his side\'s turns he rolls a D6, and at this score or more takes a wound no save stops (AM p.13: a D6 after each turn, a 6 costing the bearer 1 wound that nothing saves)',
  lingering: 'a model he wounds and does not slay rolls a D6 as each magic phase starts, and at this score or under takes a wound no save stops, until it falls or is healed (AM p.13: a victim wounded at least once rolls a D6 as each magic phase opens and loses 1 more wound on 1 or 2)',
  chargeS: '+this much to his Strength in a round in which he charged (AM p.16: +3S for the wielder on the charge)',
  save: 'a magic suit\'s save on foot, in place of light or heavy armour (5 counts as heavy armour): a shield, a steed and barding improve it as any armour (§5.8; AM p.8: a 2+ armour save for the wearer)',
  unmodified: 'the suit\'s `save` is exactly that, never worsened by Strength or weapons nor improved by a shield or steed (AM p.8: "Unmodified 4+ armour save")',
  saveBonus: 'improves his armour saves by this much, or gives 6+ (less the rest) to one with none (AM p.8: +1 to armour saves; Rune of Stone, AM p.37)',
  rerollSave: 'he re-rolls a failed armour save: on this score, unmodified, or `as-first` at the same score (AM p.8-9)',
  hitPenalty: 'blows and shots at him are this much worse to hit (AM p.8-9: -2 to hit for foes)',
  riposte: 'for each blow his armour saves in close combat, a hit of this Strength on the one who struck it, counted in the result (AM p.8: each hit the armour saves sends an S3 hit back at the attacker; each save the bearer makes in close combat has the shield strike that enemy with 1 S4 bolt)',
  wizardMayWear: 'a wizard may wear this suit and still cast and dispel (AM p.8: a Skaven wizard may wear it and cast all the same; Chaos Armour does not keep a wizard from casting)',
  missileSave: 'a save of this score against missiles, worn as a suit of magic armour is and improved by his shield, steed and barding as it is, for any character, a wizard too; not with magic armour or body armour (AM p.9, Magic War Paint: saves on 3+ against missiles and on 5+ against blows in hand-to-hand combat)',
  meleeSave: 'a save of this score in close combat, as `missileSave` against missiles; against a weapon only magic armour may stop, it saves as magic armour does (AM p.9: against magic weapons and spells, War Paint protects as magic armour does)',
  deflectsSpells: 'an enemy spell cast at him or the unit he is with rolls the scatter dice, as the banner that deflects spells: on an arrow it flies 4D6" that way and strikes the first unit on its path more than 6" from his unit, or none (AM p.8: an enemy spell aimed at the bearer or his unit rolls the scatter dice: a hit leaves it as it is, an arrow turns it 4D6" the way the arrow points)',
  rebound: 'with `ward` on the same item: each wound its ward negates in close combat falls on the one who dealt it, no save at all (AM p.9, the Black Amulet: in close combat each wound the amulet saves goes back to the foe, with no save, magic armour included)',
  ward: 'each wound he would suffer is negated on this score, against anything, after saves (AM p.9: each wound is cancelled on a 4+)',
  rules: 'special rules it gives its bearer: fear, terror, hatred, immune-to-panic, regeneration (AM p.13-16: "Bearer causes fear", "Bearer causes terror", "Bearer hates all enemy"; the Chaos reward of regeneration, AM p.35)',
  spell: 'a spell bound in the item, cast in the magic phase with no power cards, once a phase, by any character who carries it — a hero too — and dispelled as any spell: a card warsim plays (`{ spell: warp-lightning }`) or one written out (`{ strikes: model, hits: 2D6, S: 3, saves: false, range: 18, uses: 3 }`); `uses` in the battle, `exhaustedOn` the D6 at or under which it is spent after each use (AM p.18: "Three uses only", a D6 after each use spends the staff on 1 or 2)',
  level: 'a wizard\'s: his magic level is this much higher, and he holds as many more spell cards (AM p.17: +1 magic level for the bearer, and 1 more spell card drawn)',
  extraCard: 'a wizard\'s: `{ cards, woundOn }` — he takes that many more magic cards after each deal, and a D6 of `woundOn` or more then costs him a wound (AM p.17: the user takes 1 magic card more, and on a 6 the wizard loses 1 wound)',
  unbreakableSpells: 'a wizard\'s: `{ exhaustedOn }` — each spell he casts, from his cards, warpstone or a Power scroll, paid as usual, cannot be stopped: no Dispel, Destroy Spell, Rebound, spell ward nor scroll answers it, as under Total Power (so the policy plays no Total Power card for that reason); after each use a D6 at or under `exhaustedOn` spends it for the battle (AM p.17: with the Staff the bearer may make a spell that nothing can dispel, rebound or destroy; its power cards are still paid as usual, and after each use a D6 of 1 or 2 spends the Staff); used on every spell while it lasts (warsim\'s policy)',
  powerDiscount: 'a wizard\'s: `{ power, exhaustedOn }` — each spell he casts with power cards costs that much less, a 1-power spell nothing; after each use a D6 of `exhaustedOn` or less spends it for the battle (AM p.17: a spell costs 1 power point less to cast, and a D6 of 1 or 2 spends it)',
  freeSpell: 'a wizard\'s, `true`: once a magic phase, one of his Dark Magic or Necromantic spells is cast at no cost — warsim\'s policy: the first such spell he casts in the phase — and a D6 at or under the power it would cost spends the item for the battle (AM p.17: the wielder may cast one of his Dark or Necromantic spells in the magic phase at no cost; roll a D6 each time it is used, and a score equal to or less than the power the spell needs exhausts it); refused on a wizard with no such spell',
  wizard: 'makes a hero or lord who is no wizard one: `{ level, ldTest }` — he casts and plays magic cards as a wizard of that level, holding a spell card a level, and his armour does not stop him; with `ldTest`, after each spell he casts from his cards, 2D6 over his Ld leaves him senseless, doing nothing until the next magic phase (AM p.10: the bearer casts and plays magic cards as a Wizard Champion would (magic level 2); the user works magic as a level 3 wizard, but tests 2D6 against his Ld after every spell, a failure leaving him unable to act until the next magic phase)',
  storeCards: 'a wizard\'s: `{ most, risky }` — at the end of each magic phase he keeps up to `most` of his side\'s unused power cards in it, to play in the next, where his side takes them back; `risky`, a D6 at or under the number kept then loses them all (AM p.17: up to 3 unused power cards may be kept in it as a magic phase ends; as the next begins, a D6 at or under the number kept loses them all)',
  chalice: 'a wizard\'s: `{ drinks }` — as each magic phase of his side\'s own player turn starts, before the deal, he drinks from it (at most `drinks` times in the battle; without it, every such phase) and rolls a D6: 1 he is turned into a Chaos Spawn, lost to his side; 2-3 the enemy is dealt one card fewer; 4-5 his side is dealt one more; 6 he may end the magic phase there — warsim ends it when the enemy\'s wizards able to cast have more magic levels than his side\'s (AM p.17: the bearer may drink at the start of any magic phase; 1 turned to Chaos Spawn, 2-3 the enemy receives 1 less magic card, 4-5 the bearer 1 extra, 6 end the magic phase if you wish)',
  takesCards: 'any character\'s, `true`: after the deal, before any spell is cast, a D6 of magic cards is taken at random from each side\'s hand; a side holding fewer loses them all and surrenders a spell card too (lost for the battle), and for each spell so surrendered a D6 of 4+ costs the bearer a wound — warsim\'s policy: used in each magic phase where the enemy\'s wizards able to cast have more magic levels than his side\'s (AM p.10-12: use after the cards are dealt but before any spell is cast; roll a D6 and remove that many cards from each side; a player without enough also surrenders a spell card, and each spell surrendered wounds the bearer on 4+)',
  stealsSpells: 'any character\'s, `true`: as each magic phase starts, an enemy wizard in base contact with him (both fighting across one engagement) loses a spell card at random to it, for the battle; the bearer casts each spell so taken once, in that phase or a later one, as a spell bound in an item — no power card, a spell of variable power (a Fire Ball) as with 3 — and it is gone (AM p.10-12: once at the start of each magic phase the casket steals one spell, determined randomly, from an enemy wizard in base contact; it may be played in the magic phase in the normal fashion at no power cost, then discarded; spells of variable power count as cast with 3)',
  familiar: 'a wizard\'s: a familiar at his side (BM p.35) — `spell`: one more spell card than his level gives, cast at his level, which stays his level; `power`: as each magic phase ends he may give it one of his side\'s unused power cards to hold, and his side takes it back after the next deal (a wizard touching his Power familiar as the magic phase ends may hand it one power card to keep until the next); `warrior`: in close combat it takes the blows struck at him while it lives, and strikes his attackers with its own profile (WS5 S4 T4 W1 I6 A2), first in a fight\'s first round (enemies touching the familiar must fight it, not the wizard). One familiar a wizard',
  dispelBonus: 'a wizard\'s: +this much to his Dispel rolls (AM p.17: +1 to dispels by the holder)',
  unitImmunity: 'makes its bearer and the unit he is with, while he is with it, immune: `fear` — to fear and terror — `undead-fear` — to the fear and terror the Undead cause — and `panic` (AM p.10-14: fear, terror and panic do not touch the bearer or his unit; neither fear nor terror touches the Dwarf King or his unit; the Bretonnian blade\'s bearer and the unit he leads are immune to fear and terror caused by Undead)',
  woundsUndead: 'a blade that burns the Undead near it (`woundsUndead: 3`): at the end of each of his side\'s movement phases, while he is on the table and not fleeing, each enemy Undead model within so many inches of him takes 1 wound, no save — a wound, not a hit; regeneration and a ward are rolled as against any wound. Within: its base\'s centre that far from the edge of his (AM p.14: at the end of each Bretonnian movement phase, any Undead creature within 3" of the Blade suffers 1 wound)',
  calmsAnimosity: 'the unit he is with ignores its first failed animosity test of the battle while he is with it (AM p.16: the unit with the bearer disregards the first Animosity test it fails)',
  unitSteady: 'makes the unit its bearer is with, and him, while he is with it, take break tests unmodified by the combat result: 2D6 against its Ld, his if higher (AM p.10: a unit the King is with takes Break tests unmodified, on the Ld of the King)',
  unitStench: 'surrounds its bearer and the unit he is with, while he is with it, with a stench: every enemy fighting them in close combat is at −1 WS, striking them and struck by them (AM p.35: every enemy in hand-to-hand combat with them is at -1 WS; the unit with the Champion does not suffer it)',
  swapInChallenge: 'in a challenge he fights with his foe\'s Strength, Attacks and Initiative, and his foe with his — their own values, each keeping his own bonuses (AM p.12: in a challenge the wearer and his opponent trade S, A & I, modifiers and bonuses staying as they are)',
  hitAura: 'an aura of so many inches (`hitAura: 6`): every living model within it of the bearer — friend or foe, his own unit too, not he himself; not Undead nor Daemons — is at -1 to hit, shooting and in hand-to-hand combat, while he is on the table (AM p.10: every living creature within 6" is at -1 on all its rolls to hit, shooting and in hand-to-hand combat alike)',
  lendsSkill: 'so many inches (`lendsSkill: 12`) within which every Undead model of his side may fight and shoot with his WS and BS in place of its own, where they are better, while he is on the table and not in hand-to-hand combat himself (AM p.10: an Undead model within 12" of the wearer may fight and shoot with his WS and BS in place of its own, though not while the wearer is himself in hand-to-hand combat)',
  rot: 'Nurgle\'s Rot: after his attacks in each round of close combat, a D6 for each enemy model in base contact with him (his foe in a challenge), each 6 a wound no armour saves, counted in the result (AM p.35: once his usual blows are struck in hand-to-hand combat, a D6 for every enemy model touching him; each 6 gives that model Nurgle\'s Rot and 1 wound, which not even magic armour saves)',
  unitHatred: 'makes its bearer and the unit he is with, while he is with it, hate every enemy on the battlefield (§7: misses re-rolled in the first round, break tests on Ld 10, pursuing the hated) (AM p.12: the bearer and his unit hate every enemy on the field)',
  heal: '`{ wounds, when, uses }`: heals its bearer `wounds` wounds (`all`: every wound he has lost) — as his side\'s turn starts (`turn-start`: the bearer regains 1 wound as his turn begins), at the end of each combat phase (`after-combat`: all wounds back, used once every combat is over), of each shooting and combat phase (`phase-end`), or as he is slain, to stand again with that many (`slain`: slain, he stands again with every wound); `uses` in the battle, or always (AM p.9-10, p.14, p.17)',
  saps: 'each unsaved wound his blows cause in close combat takes 1 from the Strength, Initiative, Attacks, Toughness, Weapon Skill or Ballistic Skill (those listed) of the model it strikes, for the rest of the battle, never below 1 (Attacks 0): a character, or a unit of one model such as a monster; a model of a unit of several is not weakened. A spell that raises his T or WS for a while raises what is left, and gives it back when it ends (AM p.13-16: each wound the victim takes lowers his Attacks by 1; each unsaved wound lowers the Strength of the victim by 1 until the battle ends; likewise his Initiative, his Toughness, his WS and BS)',
  curse: 'the runes of curse on the weapon (1 to 3): for each hit of his blows in close combat on a character, or a unit of one model such as a monster, a D6, +1 for each rune beyond the first: 3-4 takes 1 from its Strength, 5 or more 1 from its Toughness, for the rest of the battle, never below 1; a model of a unit of several is not followed (AM p.36: a D6 for each hit, 1-2 no effect, 3-4 the enemy model loses 1 Strength, 5-6 1 Toughness, for the rest of the game, never below 1; +1 to the roll for each extra rune)',
  strengthVsTougher: 'the runes on the weapon (1 to 3) that raise his Strength against a tougher foe: striking in close combat at a model whose Toughness now is greater than his own, his Strength is doubled (one rune), trebled (two) or quadrupled (three), at most 10 — to wound and against the save alike (AM p.36: double Strength when attacking creatures with a Toughness greater than the wielder\'s; trebled if engraved twice, quadrupled thrice; at most 10)',
  grudge: 'the runes of grudge on the weapon (1 to 3): the first enemy character his blows hit in the battle is marked, and from then on each wound his blows inflict on that character becomes two (one rune), three or four, before the character\'s saves (AM p.36: the first enemy character model struck; all wounds the weapon inflicts on him doubled, saves taken after the doubling, for the rest of the game; trebled if engraved twice, quadrupled thrice)',
  stupefies: 'the model an unsaved wound of his blows in close combat strikes — a character, or a unit of one model such as a monster; a model of a unit of several is not followed — becomes subject to stupidity for the rest of the battle: he tests as his side\'s turn starts, as a stupid character or monster does (README "Psychology"); a wizard so struck rolls a D6 as he casts each spell, and on 1-3 it fails, its cost spent, before any dispel (AM p.13-16: a foe the sword wounds turns stupid, and a stupid wizard rolls a D6 for every spell he casts: on 1-3 it fails, its power spent for nothing)',
  cardsForWounds: 'each wound his blows inflict in close combat — counted in the result — on a living model (not Undead nor a Daemon, nor a chariot or war machine) earns him a magic card: after the next magic phase\'s deal, if he is still on the table, he takes them from the deck into his side\'s hand (a phase that deals none, no wizard being able to cast, loses them) (AM p.13-16: every wound dealt to a living creature earns the wielder a magic card for the next magic phase)',
  drainsLife: 'each wound his blows cause in close combat — counted in the result — restores one he has lost, at once (AM p.13-16: the wounds the blade deals may make good those Nagash has lost)',
  fumbles: 'each of his blows in close combat that comes up a 1 to hit strikes a model of the unit he stands with instead: no roll to hit, wounded at his Strength, saved by its armour, counted in no result; on his own, nothing (AM p.13-16: +2 Strength for the wearer; each 1 he rolls to hit lands on a friendly model in base contact, picked at random)',
  globe: '`{ uses }`: a globe he throws once in the battle (or `uses` times) as his side\'s shooting phase ends, if he did not shoot in it (a bow\'s target in range comes first), at the nearest enemy unit within 8" in his arc and sight and not fighting, his own unit neither fighting, fleeing nor having marched or charged: the small 2" template over its nearest models, on target on the scatter dice\'s HIT, else D3" off on its arrow; each model under it, friend or foe, takes a wound on a D6 of 4+, no save (AM p.13-18: a character not in hand-to-hand combat throws it up to 8" in the shooting phase; the small 2" template, scattering D3" on an arrow; each model under it loses 1 wound on a 4+, unsaved). A character under it in a unit is not struck: its troops are; chariots, war machines and garrisons under it are not played',
  arrow: '`{ shots, S, uses }`: a magic arrow he looses from his bow, once in the battle (or `uses` times): in place of his bow\'s shot, `shots` shots (`3D6`, `D6`, `2D6`, `3`) at his BS, at Strength `S`, saved as any shot at that Strength; warsim looses it at his first shot in a shooting phase (AM p.13-16: the arrow becomes 3D6 magical S4 arrows in flight, each rolled to hit at the BS of the firer; "One use only")',
  storm: '`{ hits, S, uses }`: once in a battle (or `uses` times), in hand-to-hand combat, his weapon unleashes `hits` automatic hits (`D6`, `2D6`, `D3`, `3`, `D6+1`) at Strength `S` on the enemy unit he fights — warsim\'s policy: at his own strike in the first round he fights — saved by armour as any blow at that Strength, counted in the combat result (AM p.13: once in a battle, in hand-to-hand combat, the bearer may call down lightning for D6 more S6 hits on the enemy unit)',
  blast: '`{ wounds, uses }`: once in a battle (or `uses` times), in hand-to-hand combat, every enemy model touching him takes `wounds` (`1`, `D3`, `D6`) with no roll and no armour save — warsim\'s policy: at his own strike in the first round he fights — counted in the combat result (AM p.13-16: the bearer may release an energy blast on all models he is touching, each taking D3 wounds, no armour save; one use only)',
  surge: '`{ S, uses }`: for one turn his Strength in hand-to-hand combat is raised by `S`, at most 10 — used as his side\'s turn starts, for that player turn; `uses` in the battle, 1 unless given. warsim uses it whenever he is in close combat as his turn starts (AM p.10-12: the character gains +3 Strength for a turn)',
  fireUnmodified: 'the suit\'s save takes no modifier — of Strength or of the attack — against fire attacks: the fire spells that allow armour saves (Flamestorm), a warpfire thrower\'s flames, a Dwarf machine\'s burning shots, a fire weapon\'s blows (AM p.8: Tyrion\'s armour ignores saving throw modifiers for all fire-based attacks)',
  fireSave: 'an unmodified save of this score against the wounds of fire attacks that strike him — the fire spells (Fire Ball, Flamestorm, the Burning Head), a warpfire thrower\'s flames, a Dwarf machine\'s burning shots, a fire weapon\'s blows — after any armour save; 1 makes him immune to fire (AM p.8: immunity from all fire attacks; AM p.9: an extra unmodified 2+ save against fire attacks; AM p.38: the bearer cannot be affected by fire attacks, magical fire, or the flames of a warpfire thrower)',
  spellSave: 'an unmodified save of this score against the wounds of enemy spells that strike him — a spell that allows no armour save too — after any armour save (AM p.8: an unmodified 4+ save against spells and magical attacks; AM p.11: Tyrion saves on 4+ against enemy magic)',
  contactWounds: 'as each combat phase starts, each enemy model in base contact with him takes a wound with no roll to wound, saved by its armour as against a blow of no Strength modifier; the Undead are not affected; not counted in the combat result (AM p.17: each model touching the user takes 1 wound with no roll as every hand-to-hand combat phase begins; Undead models are spared)',
  strikeLdTest: 'each model that would strike at him in close combat first takes a Leadership test, 2D6 at or under its Ld, and strikes him only if it passes; each round, as the book says each attack (AM p.8: a model must pass a Leadership test before it may strike)',
  hidden: 'while he is on his own, an enemy unit must roll a 6 on a D6 before it may charge him (each turn it would) or shoot at him (each shooting phase it would), and a wizard a 5 or 6 before casting a spell at him — failing, that charge, volley or spell is not made that turn or phase; in a unit, his unit is charged and shot at as any (AM p.10-12: the enemy needs a 6 on a D6 before charging or shooting the wearer, and a wizard a 5 or 6 before casting a spell at him)',
  paralyses: 'as each player turn starts, each enemy character within 12" of him who has not passed it yet takes a Leadership test, 2D6 at or under his Ld: passed, he is immune for the battle; failed, he may do nothing that player turn — neither move (on his own he stands, and holds when charged), shoot, throw, cast, dispel nor strike a blow, and blows at him hit with no roll (AM p.10-12: an enemy character within 12" who fails an Ld test on 2D6 can do nothing, and blows at him then hit with no roll; one who passes is immune). How long "may do nothing" lasts the card does not say: warsim reads a player turn, the test taken again as the next starts',
  transfixes: 'as each round of close combat begins, before any blow, each enemy model in base contact with him — on his own, those of each unit that would strike him across the contact; in his unit\'s front rank where it fights, the one model facing him (contact read as for `contactWounds`) — takes a Leadership test, 2D6 at or under its unit\'s Ld: those that fail are transfixed that round, striking no blow (nor their steeds), and his own blows at their unit hit with no roll (AM p.10-12: an enemy model touching the Sorcerer that fails an Ld test (2D6) is transfixed and cannot fight, and attacks on it hit with no roll; the attacks on them read as his, the one who strikes those he touches)',
  nullifiesMagic: 'an enemy wizard in base contact with him — on his own in contact with the bearer, or in the front rank of his unit where it fights the bearer, the bearer on his own or in his unit\'s front rank where it fights (as an item that wounds whoever touches him reads contact) — and the bearer himself if he is a wizard have no magic, looked at as each magic phase starts: they cast no spell and use no magic card (dispel, scrolls) that phase, and their spells in play end; every spell cast at the bearer or the unit he is with is dispelled with no roll (AM p.10-12: any wizard touching the bearer loses his magic (so does the bearer, if a wizard): he casts no spell, uses no magic card, and his spells in play end; every spell aimed at the caster or his unit is dispelled with no roll, "the caster" read as the bearer)',
  unnerves: 'each model that would strike at him in close combat first takes a Leadership test, 2D6 at or under its Ld, each round; those that fail strike him at −2 to hit and −2 Strength (at least 1) (AM p.10-12: each enemy model touching the wearer rolls 2D6 against its Ld, and rolling over it is at -2 to hit/-2 S against him)',
  blowsWeakened: 'the blows struck at him in close combat are at this much less Strength, but a magic weapon\'s (AM p.8: blows at the bearer are at -1 Strength, unless magical)',
  ignoresTerrain: '`true`: on his own, he moves through difficult and very difficult ground and woods and over obstacles with no penalty, as a skirmisher does — impassable ground still stops him; in a unit, or on a mount, he moves as it does (AM p.8: the bearer may move through difficult terrain and obstacles with no penalty)',
  spellWardOnce: 'with `spellWard`: it works once a magic phase, on the first enemy spell cast at him or his unit (AM p.12: one use a magic phase)',
  spellWardTakes: 'with `spellWard`: after it dispels a spell, the two sides roll off, and a higher roll for him takes the spell from its caster for the battle (AM p.8: once it is used, a roll-off decides whether the enemy spell card is kept or thrown away)',
  spellWard: 'an enemy spell cast at him or the unit he is with is dispelled on this score, whatever the levels, before any card is played (AM p.9-10: enemy spells aimed at the bearer or his unit are dispelled on 4+)',
};

export interface MagicItem {
  id: string;
  name: string;
  summary: string;
  page: string;
  /** A built-in item with powers in the effect vocabulary; the scrolls have none (their card is the magic phase's). */
  kind?: ItemKind;
  effects?: ItemEffects;
}

export const MAGIC_ITEMS: Readonly<Record<string, MagicItem>> = {
  'dispel-scroll': { id: 'dispel-scroll', name: 'Dispel scroll', summary: 'stops an enemy spell as it is cast, with no roll; one use', page: 'RB p.89, BM p.39, AM p.17' },
  'destroy-scroll': {
    id: 'destroy-scroll',
    name: 'Destroy scroll',
    summary: 'stops an enemy spell cast at its wizard or the unit he is with; a higher D6 than the caster\'s takes the spell from him for the battle; one use',
    page: 'RB p.89, AM p.17',
  },
  'power-scroll': { id: 'power-scroll', name: 'Power scroll', summary: 'its wizard casts one spell with no power cards (a Fire Ball as with 3); one use', page: 'AM p.17' },
  'spell-familiar': {
    id: 'spell-familiar',
    name: 'Spell Familiar',
    summary: 'a wizard\'s familiar that knows a spell: he holds one more spell card than his level gives, cast at his level',
    page: 'BM p.35, AM p.17',
    kind: 'talisman',
    effects: { familiar: 'spell' },
  },
  'power-familiar': {
    id: 'power-familiar',
    name: 'Power Familiar',
    summary: 'a wizard\'s familiar that holds one of his side\'s unused power cards from one magic phase to the next',
    page: 'BM p.35, AM p.17',
    kind: 'talisman',
    effects: { familiar: 'power' },
  },
  'warrior-familiar': {
    id: 'warrior-familiar',
    name: 'Warrior Familiar',
    summary: 'a wizard\'s familiar that fights for him: it takes the blows struck at him while it lives, and strikes his attackers first in a fight\'s first round',
    page: 'BM p.35, AM p.17',
    kind: 'talisman',
    effects: { familiar: 'warrior' },
  },
  'rune-of-curse': {
    id: 'rune-of-curse',
    name: 'Rune of Curse',
    summary: 'a Dwarf weapon rune: a D6 for each hit on a lone model, 3-4 taking 1 from its Strength and 5-6 1 from its Toughness, for the rest of the battle',
    page: 'AM p.36',
    kind: 'weapon',
    effects: { curse: 1 },
  },
  'rune-of-smiting': {
    id: 'rune-of-smiting',
    name: 'Rune of Smiting',
    summary: 'a Dwarf weapon rune: each unsaved wound becomes D6 wounds on the one model it struck, the excess wasted',
    page: 'AM p.36, rules/wfb4.md §5.7',
    kind: 'weapon',
    effects: { wounds: 'D6' },
  },
};

/** A scroll: read by a wizard only, and the only item an army may hold twice (BM p.38-39). */
export function isScroll(id: string): boolean {
  return id.endsWith('-scroll');
}

/** The magic items a character may carry (BM p.38): a hero 2, a lord 3; a wizard one a magic level. */
export const ITEM_ALLOWANCE: Readonly<Record<string, number>> = {
  hero: 2,
  lord: 3,
  wizard: 1,
  'wizard-champion': 2,
  'master-wizard': 3,
  'wizard-lord': 4,
};
