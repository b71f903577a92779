/**
 * What a WFB4 unit entry in a scenario may say (README "Scenario reference"). Validation and
 * the editor JSON Schema both come from this one declaration.
 */
import { coordinate, facingDegrees } from '../../scenario/scenario-schema.ts';
import { array, boolean, idFrom, identifier, number, object, oneOf, record, ref, string, tuple, union } from '../../scenario/schema.ts';
import { ARMOUR } from './data/armour.ts';
import { MOUNTS } from './data/mounts.ts';
import { RACE_POINTS } from './data/points.ts';
import { BUILTIN_PROFILES } from './data/profiles.ts';
import { WAR_MACHINES } from './data/war-machines.ts';
import { ENGINEERING_RUNES, MAX_RUNES } from './data/engineering-runes.ts';
import { BANNER_EFFECTS } from './data/banners.ts';
import { BLAST_WOUNDS, EFFECT_SUMMARIES, FAMILIARS, HEAL_WHEN, ITEM_HITS_EACH, MAGIC_WEAPON_TYPES, UNIT_IMMUNITIES, ITEM_CHARACTERISTICS, ITEM_KINDS, ITEM_RULES, ITEM_SAVES, ITEM_SPELL_STRIKES, ITEM_WOUNDS, MAGIC_ITEMS, SAPPED } from './data/magic-items.ts';
import { MELEE_WEAPONS, MISSILE_WEAPONS } from './data/weapons.ts';
import { HITS_DICE, SPELLS, SPELLS_NOT_PLAYED } from './data/spells.ts';
import { CHAOS_GODS, WIZARD_LEVELS } from './plan.ts';
import { UNDEAD_WIZARDS } from './compile-magic.ts';
import { PLAYED_SPECIAL_RULES, TIER2_RULES } from './unsupported.ts';

const stat = (name: string, min = 0) => number({ integer: true, min, max: 10, description: name });

const characteristics = (what: string) =>
  object(Object.fromEntries(ITEM_CHARACTERISTICS.map((c) => [c, number({ integer: true, min: what === 'bonus' ? -3 : 1, max: 10, description: c })])), {
    description: EFFECT_SUMMARIES[what as 'bonus' | 'profile'],
  });
const score = (what: keyof typeof EFFECT_SUMMARIES, min = 1) => number({ integer: true, min, max: 6, description: EFFECT_SUMMARIES[what] });
const flag = (what: keyof typeof EFFECT_SUMMARIES) => boolean({ description: EFFECT_SUMMARIES[what] });

/** A spell bound in a magic item or a magic banner (AM p.18-19; data/magic-items.ts ItemSpell). */
const itemSpell = (description: string) =>
  object(
    {
      spell: idFrom(() => [...Object.keys(SPELLS), ...Object.keys(SPELLS_NOT_PLAYED)], 'spell', { description: 'A spell card warsim plays (`warsim list wfb4 spells`), bound in the item.' }),
      power: number({ integer: true, min: 1, max: 12, description: 'With `spell`: the power it is cast as with — a Fire Ball\'s balls (default 1); no card is spent.' }),
      strikes: oneOf(ITEM_SPELL_STRIKES, { description: 'A spell written out from the item\'s card: unit, hits on a unit resolved as shooting; model, every hit on one model (a character may be picked out); line, the hits on each model the line crosses, one a rank.' }),
      hits: string({ pattern: HITS_DICE.source, description: 'Its hits, as the card writes them: 3, D6, 2D6, D3, D6+1; or each, one on each model of the unit it strikes (strikes: unit).' }),
      S: number({ integer: true, min: 1, max: 10, description: 'The Strength of its hits.' }),
      woundOn: number({ integer: true, min: 2, max: 6, description: 'Its hits wound on this score whatever the Toughness, not by the S table.' }),
      saves: boolean({ description: 'false: no armour save, not even a magic suit\'s (no save at all, magic armour included); default true, saves modified by S.' }),
      wounds: oneOf(['1', 'D3'], { description: 'Each unsaved wound is D3 wounds on the model (a unit or a model spell).' }),
      straight: boolean({ description: 'A missile that flies straight: it needs a clear line and strikes no unit in combat (BM p.40); the first model in its path.' }),
      panic: boolean({ description: 'Any model it slays calls for a panic test ("Causes Panic test").' }),
      panicTest: boolean({ description: 'The unit it strikes takes a panic test, whether or not it lost a model (the survivors test for panic at once).' }),
      lessT: boolean({ description: 'Its dice less the Toughness of the model it strikes are the wounds it takes, with no roll to wound (wounds dealt are 2D6 less the Toughness of the victim); not with woundOn.' }),
      slays: boolean({ description: 'With strikes: model and no hits: the model it strikes is destroyed outright, no save (it destroys an enemy model within 12" of the user outright); it is not cast at a chariot or a war machine.' }),
      atContact: boolean({ description: 'A straight missile that may strike an enemy in base contact with the bearer too, though none other in combat (it may strike foes touching the bearer too).' }),
      pierces: boolean({ description: 'With strikes: model and straight: true, a bolt that goes on while it kills (AM p.18, as a bolt thrower\'s): each model it slays, the model behind it in the unit is struck the same, through the unit\'s depth from the caster, until one lives.' }),
      mounted: boolean({ description: 'Cast only at a mounted single model or a unit of cavalry (a spell at a lone mounted model or a cavalry unit within 18"); not a chariot.' }),
      noCharge: boolean({ description: 'The unit it strikes may not charge in its next turn (no charge for the victims in their next turn).' }),
      doublesStrength: boolean({ description: 'true: a spell that doubles its bearer\'s Strength, at most 10, from the magic phase it is cast in to the start of the next (AM p.18: the wearer doubles S until the beginning of the next magic phase); cast when he is in close combat, open to the enemy\'s dispels; nothing else but uses and exhaustedOn beside it; not on a banner.' }),
      range: number({ integer: true, min: 1, max: 72, description: 'Inches from the bearer to the target; required on a spell written out, and on a card whose range the seed lacks.' }),
      target: ref('enemy-unit', { description: 'Whom he casts it at when he may; otherwise, and by default, the closest enemy he may.' }),
      uses: number({ integer: true, min: 1, max: 12, description: 'Uses in the battle ("Three uses only", "One use only"); without it, once every magic phase.' }),
      exhaustedOn: number({ integer: true, min: 1, max: 5, description: 'After each use a D6 at or under this spends it for the battle (spent on a 1 or 2: 2).' }),
    },
    { description },
  );

/** A written-out magic item's powers (data/magic-items.ts; README "Magic items"). */
const itemEffects = object(
  {
    bonus: characteristics('bonus'),
    profile: characteristics('profile'),
    autoHit: flag('autoHit'),
    hitBonus: score('hitBonus'),
    rerollMisses: flag('rerollMisses'),
    autoWound: flag('autoWound'),
    woundOn: score('woundOn', 2),
    bow: object(
      {
        range: number({ integer: true, min: 1, max: 72, description: 'Inches.' }),
        S: number({ integer: true, min: 1, max: 10, description: 'Its Strength; without it, his own.' }),
        shots: union([number({ integer: true, min: 1, max: 6 }), oneOf(['A'])], { description: 'Shots each shooting phase: a number, or A (his Attacks).' }),
      },
      { required: ['range', 'shots'], description: EFFECT_SUMMARIES.bow },
    ),
    weaponType: oneOf(MAGIC_WEAPON_TYPES, { description: EFFECT_SUMMARIES.weaponType }),
    backfire: flag('backfire'),
    fire: flag('fire'),
    destroysArmour: flag('destroysArmour'),
    breaksWeapons: flag('breaksWeapons'),
    thrown: number({ integer: true, min: 1, max: 24, description: EFFECT_SUMMARIES.thrown }),
    stopsAttacks: number({ integer: true, min: 1, max: 3, description: EFFECT_SUMMARIES.stopsAttacks }),
    slayTest: object(
      {
        test: oneOf(['toughness', 'leadership'], { description: 'toughness: a D6 at or under the T of the model struck (6 fails); leadership: 2D6 at or under its Ld.' }),
        saves: oneOf(['magic-armour-only', 'none'], { description: 'magic-armour-only: magic armour may save the kill; none (default): nothing does.' }),
      },
      { required: ['test'], description: EFFECT_SUMMARIES.slayTest },
    ),
    woundS: number({ integer: true, min: 1, max: 5, description: EFFECT_SUMMARIES.woundS }),
    woundBonus: number({ integer: true, min: 1, max: 3, description: EFFECT_SUMMARIES.woundBonus }),
    saveModifier: score('saveModifier'),
    armourSaves: oneOf(ITEM_SAVES, { description: EFFECT_SUMMARIES.armourSaves }),
    wounds: oneOf(ITEM_WOUNDS, { description: EFFECT_SUMMARIES.wounds }),
    strikesFirst: flag('strikesFirst'),
    hitsEach: oneOf(ITEM_HITS_EACH, { description: EFFECT_SUMMARIES.hitsEach }),
    chargeS: number({ integer: true, min: 1, max: 5, description: EFFECT_SUMMARIES.chargeS }),
    lingering: number({ integer: true, min: 1, max: 5, description: EFFECT_SUMMARIES.lingering }),
    selfWound: number({ integer: true, min: 2, max: 6, description: EFFECT_SUMMARIES.selfWound }),
    against: object(
      {
        daemons: boolean({ description: 'Against Daemons (§8.8).' }),
        undead: boolean({ description: 'Against the Undead (special: [undead], §7).' }),
        living: boolean({ description: 'Against the living: foes neither Undead nor Daemons.' }),
        races: array(idFrom(() => Object.keys(RACE_POINTS), 'race'), { description: 'Against these races.' }),
        toughness: number({ integer: true, min: 2, max: 10, description: 'Against foes of this Toughness or more.' }),
        autoWound: boolean({ description: 'His hits on them wound with no roll.' }),
        woundOn: number({ integer: true, min: 2, max: 6, description: 'His hits on them wound on this score.' }),
        S: number({ integer: true, min: 1, max: 5, description: 'More Strength to wound them.' }),
        wounds: oneOf(ITEM_WOUNDS, { description: 'What each unsaved wound on them becomes.' }),
      },
      { description: EFFECT_SUMMARIES.against },
    ),
    save: score('save'),
    wizardMayWear: flag('wizardMayWear'),
    missileSave: score('missileSave'),
    meleeSave: score('meleeSave'),
    unmodified: flag('unmodified'),
    saveBonus: score('saveBonus'),
    rerollSave: union([score('rerollSave', 2), oneOf(['as-first'])], { description: EFFECT_SUMMARIES.rerollSave }),
    riposte: number({ integer: true, min: 1, max: 10, description: EFFECT_SUMMARIES.riposte }),
    rebound: flag('rebound'),
    calmsAnimosity: flag('calmsAnimosity'),
    deflectsSpells: flag('deflectsSpells'),
    hitPenalty: score('hitPenalty'),
    ward: score('ward', 2),
    spellWard: score('spellWard', 2),
    spellSave: score('spellSave', 2),
    fireSave: score('fireSave', 1),
    fireUnmodified: flag('fireUnmodified'),
    strikeLdTest: flag('strikeLdTest'),
    unnerves: flag('unnerves'),
    paralyses: flag('paralyses'),
    nullifiesMagic: flag('nullifiesMagic'),
    transfixes: flag('transfixes'),
    hidden: flag('hidden'),
    fumbles: flag('fumbles'),
    drainsLife: flag('drainsLife'),
    stupefies: flag('stupefies'),
    cardsForWounds: flag('cardsForWounds'),
    saps: array(oneOf(SAPPED), { description: EFFECT_SUMMARIES.saps }),
    curse: number({ integer: true, min: 1, max: 3, description: EFFECT_SUMMARIES.curse }),
    strengthVsTougher: number({ integer: true, min: 1, max: 3, description: EFFECT_SUMMARIES.strengthVsTougher }),
    grudge: number({ integer: true, min: 1, max: 3, description: EFFECT_SUMMARIES.grudge }),
    contactWounds: flag('contactWounds'),
    blowsWeakened: number({ integer: true, min: 1, max: 3, description: EFFECT_SUMMARIES.blowsWeakened }),
    ignoresTerrain: flag('ignoresTerrain'),
    spellWardOnce: flag('spellWardOnce'),
    spellWardTakes: flag('spellWardTakes'),
    rules: array(oneOf(ITEM_RULES), { description: EFFECT_SUMMARIES.rules }),
    spell: itemSpell(EFFECT_SUMMARIES.spell),
    level: number({ integer: true, min: 1, max: 4, description: EFFECT_SUMMARIES.level }),
    extraCard: object(
      {
        cards: number({ integer: true, min: 1, max: 3, description: 'Magic cards he takes after each deal.' }),
        woundOn: number({ integer: true, min: 2, max: 6, description: 'A D6 of this or more, rolled as he takes them, costs him a wound; without it, none.' }),
      },
      { required: ['cards'], description: EFFECT_SUMMARIES.extraCard },
    ),
    powerDiscount: object(
      {
        power: number({ integer: true, min: 1, max: 3, description: 'Power cards each of his spells costs less.' }),
        exhaustedOn: number({ integer: true, min: 1, max: 5, description: 'After each use, a D6 at or under this spends it for the battle; without it, never.' }),
      },
      { required: ['power'], description: EFFECT_SUMMARIES.powerDiscount },
    ),
    freeSpell: flag('freeSpell'),
    unbreakableSpells: object(
      {
        exhaustedOn: number({ integer: true, min: 1, max: 5, description: 'After each use, a D6 at or under this spends it for the battle; without it, never.' }),
      },
      { required: [], description: EFFECT_SUMMARIES.unbreakableSpells },
    ),
    dispelBonus: number({ integer: true, min: 1, max: 3, description: EFFECT_SUMMARIES.dispelBonus }),
    wizard: object(
      {
        level: number({ integer: true, min: 1, max: 4, description: 'The magic level he casts at.' }),
        ldTest: boolean({ description: 'After each spell he casts from his cards, 2D6 over his Ld leaves him senseless until the next magic phase.' }),
      },
      { required: ['level'], description: EFFECT_SUMMARIES.wizard },
    ),
    storeCards: object(
      {
        most: number({ integer: true, min: 1, max: 4, description: 'Power cards it keeps at most.' }),
        risky: boolean({ description: 'A D6 at or under the number kept, as they come back, loses them all.' }),
      },
      { required: ['most'], description: EFFECT_SUMMARIES.storeCards },
    ),
    takesCards: flag('takesCards'),
    stealsSpells: flag('stealsSpells'),
    chalice: object({ drinks: number({ integer: true, min: 1, max: 12, description: 'Magic phases he drinks in at most; without it, every one of his side\'s own.' }) }, { description: EFFECT_SUMMARIES.chalice }),
    familiar: oneOf(FAMILIARS, { description: EFFECT_SUMMARIES.familiar }),
    unitImmunity: array(oneOf(UNIT_IMMUNITIES), { description: EFFECT_SUMMARIES.unitImmunity }),
    unitHatred: boolean({ description: EFFECT_SUMMARIES.unitHatred }),
    unitSteady: boolean({ description: EFFECT_SUMMARIES.unitSteady }),
    unitStench: boolean({ description: EFFECT_SUMMARIES.unitStench }),
    rot: boolean({ description: EFFECT_SUMMARIES.rot }),
    lendsSkill: number({ integer: true, min: 1, max: 72, description: EFFECT_SUMMARIES.lendsSkill }),
    hitAura: number({ integer: true, min: 1, max: 72, description: EFFECT_SUMMARIES.hitAura }),
    woundsUndead: number({ integer: true, min: 1, max: 24, description: EFFECT_SUMMARIES.woundsUndead }),
    swapInChallenge: boolean({ description: EFFECT_SUMMARIES.swapInChallenge }),
    heal: object(
      {
        wounds: union([number({ integer: true, min: 1, max: 10 }), oneOf(['all'])], { description: 'Wounds it heals: a number, or all he has lost (all).' }),
        when: oneOf(HEAL_WHEN, { description: 'turn-start, as his side\'s turn starts; after-combat, at the end of each combat phase; phase-end, of each shooting and combat phase; slain, as he is slain — he stands again with that many wounds.' }),
        uses: number({ integer: true, min: 1, max: 12, description: 'Uses in the battle; without it, no limit.' }),
        unit: boolean({ description: 'Or the unit he is with (AM p.10: 1 wound healed on the bearer or his unit): unwounded himself, it heals the wounded model of his unit instead. Not with slain.' }),
      },
      { required: ['wounds', 'when'], description: EFFECT_SUMMARIES.heal },
    ),
    arrow: object(
      {
        shots: string({ description: 'Its shots: a number or dice, as the card writes them (3D6, D6, 2D6, 3).' }),
        S: number({ integer: true, min: 1, max: 10, description: 'Their Strength.' }),
        uses: number({ integer: true, min: 1, max: 12, description: 'Uses in the battle, 1 unless given.' }),
      },
      { required: ['shots', 'S'], description: EFFECT_SUMMARIES.arrow },
    ),
    globe: object(
      {
        uses: number({ integer: true, min: 1, max: 12, description: 'Uses in the battle, 1 unless given.' }),
      },
      { description: EFFECT_SUMMARIES.globe },
    ),
    storm: object(
      {
        hits: string({ description: 'Its hits: a number or dice, as the card writes them (3, D6, 2D6, D3, D6+1).' }),
        S: number({ integer: true, min: 1, max: 10, description: 'Their Strength.' }),
        uses: number({ integer: true, min: 1, max: 12, description: 'Uses in the battle, 1 unless given.' }),
      },
      { required: ['hits', 'S'], description: EFFECT_SUMMARIES.storm },
    ),
    blast: object(
      {
        wounds: oneOf(BLAST_WOUNDS, { description: 'The wounds each enemy model touching him takes: 1, D3 or D6.' }),
        uses: number({ integer: true, min: 1, max: 12, description: 'Uses in the battle, 1 unless given.' }),
      },
      { required: ['wounds'], description: EFFECT_SUMMARIES.blast },
    ),
    surge: object(
      {
        S: number({ integer: true, min: 1, max: 9, description: 'Strength added for the turn.' }),
        uses: number({ integer: true, min: 1, max: 12, description: 'Uses in the battle, 1 unless given.' }),
      },
      { required: ['S'], description: EFFECT_SUMMARIES.surge },
    ),
  },
  { description: 'The item\'s powers, from warsim\'s effect vocabulary (README "Magic items"); which a kind may have is checked when the scenario is compiled.' },
);

export const PROFILE_FIELDS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;

const inlineProfile = object(
  {
    M: stat('Move, inches'),
    WS: stat('Weapon Skill'),
    BS: stat('Ballistic Skill'),
    S: stat('Strength'),
    T: stat('Toughness', 1),
    W: stat('Wounds', 1),
    I: stat('Initiative'),
    A: stat('Attacks'),
    Ld: stat('Leadership'),
  },
  { required: [...PROFILE_FIELDS], description: 'An inline profile (rules/wfb4.md §1.1).' },
);

const inlineMount = object(
  {
    name: string({ description: 'Name for reports.' }),
    M: stat('Move, inches'),
    WS: stat('Weapon Skill'),
    S: stat('Strength'),
    I: stat('Initiative'),
    A: stat('Attacks'),
    T: stat('Toughness: used only for a chariot\'s team beasts (§8.4)', 1),
    W: stat('Wounds: 1 (a steed); a monster of more is a unit of its own that the character joins (§8.2)', 1),
    points: number({ min: 0, max: 10_000, default: 0, description: 'Points added per model after doubling the rider (steed extra, §10).' }),
  },
  { required: ['M', 'A'], description: 'An inline steed profile.' },
);

const targetOf = (what: string) =>
  union([oneOf(['nearest', 'never']), ref('enemy-unit')], {
    description: `${what}: an enemy unit id, "nearest" or "never".`,
  });

export const wfb4UnitSchema = object(
  {
    id: identifier({ description: 'Unit id, unique in the scenario; used in variant paths and reports.' }),
    name: string({ description: 'Name for reports (default: the id).' }),
    profile: union([idFrom(() => Object.keys(BUILTIN_PROFILES), 'built-in profile'), inlineProfile], {
      description: 'A built-in profile id (`warsim list wfb4`) or an inline profile.',
    }),
    race: idFrom(() => Object.keys(RACE_POINTS), 'race', {
      description: 'Points row of the troop (§10): defaults to the built-in profile\'s race.',
    }),
    basePoints: number({ min: 0, max: 10_000, description: 'Base points per model on foot, overriding the race row.' }),
    equipmentPoints: record(number({ min: 0, max: 10_000 }), {
      description: 'Points per model for equipment the book does not price (throwing axes, darts, ...), or overrides: { throwing-axe: 1 }.',
    }),
    mount: union([idFrom(() => Object.keys(MOUNTS), 'mount'), inlineMount], {
      description: 'Steed: a built-in id (horse, warhorse, ...) or an inline steed profile. Makes the unit cavalry.',
    }),
    models: number({ integer: true, min: 1, max: 1000, description: 'Models in the unit, command models included.' }),
    files: number({ integer: true, min: 1, max: 100, default: 5, description: 'Models in the front rank.' }),
    weapons: array(idFrom(() => [...Object.keys(MELEE_WEAPONS), ...Object.keys(MISSILE_WEAPONS)], 'weapon'), {
      default: ['hand-weapon'],
      description: 'Weapon ids (§4.3, §5.6): at most one special melee weapon and one missile weapon.',
    }),
    armour: array(idFrom(() => Object.keys(ARMOUR), 'armour'), { default: [], description: 'Armour ids (§5.8).' }),
    command: array(oneOf(['champion', 'standard', 'musician', 'battle-standard']), {
      default: [],
      description: 'Command models: champion, standard, musician; battle-standard marks the army battle standard in this unit.',
    }),
    general: union([number({ integer: true, min: 1, max: 10 }), boolean()], {
      description: 'On a unit of troops, a number: the army general is with this unit, with this Leadership (§8.5). On a character, true: he is the general, chosen among characters of equal best Ld (otherwise the character with the best Ld is).',
    }),
    character: oneOf(['hero', 'lord', ...WIZARD_LEVELS, ...UNDEAD_WIZARDS], {
      description:
        'A character (§8.1) built from the profile by the increments of §1.2 (profile: orc, character: hero is an Orc Big Boss; character: wizard-champion a level-2 wizard); a built-in character profile (hero-man, wizard-man, ...) is one already. One model, costed from the character or wizard table (§10). An Undead wizard of his own kind — liche, vampire-lord, vampire-count (BM p.21, AM p.28) — takes the profile as written (the seed has none) and his magic level, spell cards and magic items from the flag undeadWizards (am: Liche level 4, 3 cards, 4 items; Vampire Lord 3, 2, 4; Vampire Count 2, 1, 2), keeps a Necromantic card to cast it again always (Liche), on 5+ (Vampire Lord) or 6+ (Vampire Count), and is costed from his Undead row (Liche 350, Vampire 250).',
    }),
    necromancer: boolean({
      description: 'A wizard who is a Necromancer (RB p.95; BM p.26, AM p.28): costed from the Necromancer row of the wizard table, and he may cast a Necromantic spell again in a phase — a Lord always, a Master on 2+, a Champion on 3+, a Necromancer on 4+.',
    }),
    spells: array(
      object(
        {
          spell: idFrom(() => [...Object.keys(SPELLS), ...Object.keys(SPELLS_NOT_PLAYED)], 'spell', {
            description: `The spell card (§9.4): ${Object.values(SPELLS).map((c) => `${c.id} (${c.summary})`).join('; ')}.`,
          }),
          power: number({ integer: true, min: 1, max: 12, description: 'The power cards the card asks to cast it, printed on the card and not in the seed (§12-17); for a Fire Ball, the balls the wizard throws.' }),
          range: number({ integer: true, min: 1, max: 72, description: 'Inches, where your card gives another range than warsim\'s (`warsim list wfb4 spells`), or where the seed gives none (the Celestial bolt).' }),
          target: ref('enemy-unit', { description: 'Whom the wizard casts it at when he may: an enemy unit, or a character (joined or not) for a spell on a single model; otherwise, and by default, the closest enemy he may (a melee spell: one fighting him).' }),
        },
        { required: ['spell', 'power'] },
      ),
      { maxItems: 4, description: 'A wizard\'s spell cards, one a magic level (BM p.21), in the order he casts them (README "Magic"); none, and he only dispels. A unit of Daemons of Slaanesh, Nurgle or Tzeentch casts too, at the level its size gives (BM p.34).' },
    ),
    joins: ref('friendly-unit', {
      description: 'A character: the friendly unit he starts with (§8.1), taking a place in its front rank or, with tactics rank: rear, behind it — or the monster he rides (special: [monster], §8.2), or the chariot in whose crew he rides, in a crewman\'s place (special: [chariot], §8.4); he needs no position.',
    }),
    items: array(
      union([
        object(
          {
            item: idFrom(() => Object.keys(MAGIC_ITEMS), 'magic item', {
              description: `A built-in magic item (README "Magic items"): ${Object.values(MAGIC_ITEMS).map((i) => `${i.id} (${i.summary})`).join('; ')}.`,
            }),
            points: number({ min: 0, max: 1000, description: 'Its points, its card value, added to the character\'s (§10; the seed prints none).' }),
          },
          { required: ['item', 'points'] },
        ),
        object(
          {
            name: string({ description: 'The item\'s name, for reports.' }),
            kind: oneOf(ITEM_KINDS, { description: 'A magic weapon, a suit of magic armour, a magic shield, or a talisman (any other item that protects; BM p.38: one weapon, one armour, one shield).' }),
            points: number({ min: 0, max: 1000, description: 'Its points, its card value, added to the character\'s (§10; the seed prints none).' }),
            effects: itemEffects,
          },
          { required: ['name', 'kind', 'points', 'effects'] },
        ),
      ]),
      { maxItems: 4, description: 'A character\'s magic items, at most his allowance (BM p.38: a hero 2, a lord 3, a wizard one a level): a built-in item (`item`), or one written out as an effect record (`name`, `kind`, `points`, `effects`); scrolls only on a wizard.' },
    ),
    large: boolean({ default: false, description: 'Large target: +1 to hit it with missiles (§4.2).' }),
    banner: object(
      {
        name: string({ description: 'The banner\'s name, for reports.' }),
        points: number({ min: 0, max: 1000, description: 'Its points, added to the unit\'s (§10: a magic standard\'s card value on top of the bearer\'s).' }),
        effects: array(idFrom(() => Object.keys(BANNER_EFFECTS), 'banner effect'), {
          description: `What it does (AM p.19): ${Object.values(BANNER_EFFECTS).map((e) => `${e.id} (${e.summary})`).join('; ')}.`,
        }),
        spell: itemSpell('A spell bound in the banner (AM p.19: it is a spell, cast when the side may cast in the magic phase, as any item spell is): its unit casts it as a character casts an item\'s spell (README "Magic banners").'),
      },
      { required: ['name', 'points', 'effects'], description: 'A magic standard carried by the unit\'s standard bearer (command: [standard]), or by the battle standard bearer, a character (command: [battle-standard]), for the unit he is with: its name, points and effects (README "Magic banners").' },
    ),
    base: tuple([number({ exclusiveMin: 0, max: 200 }), number({ exclusiveMin: 0, max: 400 })], {
      description: 'Base width and depth in millimetres (default 20×20 on foot, 25×50 mounted; §12-6).',
    }),
    special: array(oneOf([...PLAYED_SPECIAL_RULES, ...TIER2_RULES].map((r) => r.id)), {
      default: [],
      description: `Special rules: ${PLAYED_SPECIAL_RULES.map((r) => r.id).join(', ')} (§7). The others are tier 2 and not supported yet: a scenario naming one is refused.`,
    }),
    regeneration: number({
      integer: true,
      min: 2,
      max: 6,
      description: 'With special: [regeneration], the D6 score each unsaved wound is regenerated on (default 4, the Troll\'s; §12-17).',
    }),
    daemonicSave: number({
      integer: true,
      min: 1,
      max: 6,
      description: 'With special: [daemonic-save], the Daemon\'s save before armour (default 4, the usual); armour improves it and strength cuts it as an armour save (§8.8).',
    }),
    machine: idFrom(() => Object.keys(WAR_MACHINES), 'war machine', {
      description: 'A war machine (§4.5): stone-thrower, big-stone-thrower, cannon, great-cannon, bolt-thrower or warpfire-thrower. The unit is the machine and its crew: `models: 1` (give each machine its own unit; warpfire throwers alone may fight in a unit of several, `models` throwers each with its crew of two, RB p.80), the profile, weapons and armour the crew\'s, `crew` how many.',
    }),
    partOf: ref('friendly-unit', {
      description: 'A warpfire thrower (machine: warpfire-thrower) allocated to a unit of Skaven troops (RB p.80; README "War machines"): part of that unit, one thrower a unit. It stands within 6" of the unit, moving only to keep up with it; it takes no panic, fear or terror test of its own and flees when its unit flees, unless it is charged itself or fighting — it always stands and shoots at chargers.',
    }),
    crew: number({ integer: true, min: 1, max: 6, description: 'With special: [chariot], its crew, each with the unit\'s profile, weapons and armour (default 2, §8.4); a character who joins it takes one of these places. With `machine`, the war machine\'s crew (default 2 for a bolt thrower, RB p.79; 3 for the others, which the seed does not count, §12-17; a warpfire thrower\'s is always 2, RB p.80).' }),
    runes: array(
      object(
        {
          rune: idFrom(() => Object.keys(ENGINEERING_RUNES), 'engineering rune', {
            description: `An Engineering Rune (AM p.38; README "War machines"): ${Object.values(ENGINEERING_RUNES).map((r) => `${r.id} (${r.summary}${r.notPlayed === null ? '' : '; not played yet'})`).join('; ')}.`,
          }),
          points: number({ min: 0, max: 1000, description: 'Its points, added to the machine\'s (§10; the seed prints none).' }),
        },
        { required: ['rune', 'points'] },
      ),
      { maxItems: MAX_RUNES, description: `With \`machine\`, a Dwarf war machine's Engineering Runes (AM p.36-38): at most ${MAX_RUNES}, none twice, each on the machines it is made for.` },
    ),
    team: number({ integer: true, min: 1, max: 6, description: 'With special: [chariot], the beasts pulling it, each the unit\'s mount (default 2, §8.4).' }),
    teamT: number({ integer: true, min: 1, max: 10, description: 'With special: [chariot], the Toughness of its team beasts where the mount gives none (default 3, the Warhorse\'s; §12-17).' }),
    scythes: number({ integer: true, min: 0, max: 6, description: 'With special: [chariot], its scythed wheels: D6 + one impact hit a scythe (default 2, §8.4).' }),
    chariotSave: number({ integer: true, min: 1, max: 6, description: 'With special: [chariot], the chariot\'s own save, a gap in the seed (§12-17): none unless given.' }),
    fly: number({
      integer: true,
      min: 1,
      max: 48,
      description: 'With special: [flying], how far it flies in a move or a charge (default 24, §8.3, RB p.70).',
    }),
    hide: number({
      integer: true,
      min: 1,
      max: 6,
      description: 'With special: [monster], the save its scaly hide gives (§8.2, RB p.68: most monsters have none), cut by strength as an armour save.',
    }),
    god: oneOf([...CHAOS_GODS], {
      description: 'With special: [daemon-animosity], the Chaos God whose Daemons these are: Daemons of rival gods within 12" feud (§7).',
    }),
    hates: array(idFrom(() => Object.keys(RACE_POINTS), 'race'), {
      description: 'With special: [hatred], the races the unit hates (an enemy unit of another race is not hated); without it, every enemy (§7).',
    }),
    position: object(
      {
        x: coordinate('Centre of the front rank, inches from the left table edge.'),
        y: coordinate('Centre of the front rank, inches from the near table edge.'),
        facing: facingDegrees('Degrees: 0 faces the far edge (+y), 90 the right edge, 180 the near edge.', 0),
      },
      { required: ['x', 'y'], description: 'Where the unit stands at the start (every unit but a character that joins one).' },
    ),
    tactics: object(
      {
        charge: targetOf('Whom to charge when in reach'),
        react: oneOf(['hold', 'flee', 'stand-and-shoot'], { description: 'Response when charged.' }),
        shoot: targetOf('Whom to shoot'),
        pursue: oneOf(['always', 'restrain'], { description: 'always: pursue broken enemies; restrain: try an Ld test to stay.' }),
        warpstone: oneOf(['when-short', 'never'], { description: 'A Skaven sorcerer (BM p.31-32): eat warpstone for the power cards a spell lacks when the cards in hand do not pay, and take the warp test (when-short, the default); or never.' }),
        frenzy: oneOf(['unleash', 'restrain'], {
          description: 'A unit with special: [frenzy]: unleash lets the frenzy run; restrain takes the restraint test (2D6 ≤ Ld) at the start of each turn (§7).',
        }),
        move: oneOf(['advance', 'hold', 'to-range'], {
          description: 'advance towards the enemy (marching when possible), hold still, or advance only until in shooting range.',
        }),
        lap: boolean({ description: 'Lap round after winning a round of combat (§6.6).' }),
        occupy: string({
          description: 'Troops on foot: the building (its terrain `name`) to make for and garrison, entering once it is within their move while it stands empty (§8.9). Once another unit holds it or it has collapsed, they move as `move` says.',
        }),
        rank: oneOf(['front', 'rear'], {
          description: 'A character who joins a unit: in its front rank, where he fights and can be struck (default), or held back behind it, where he neither fights nor is struck but still lends his Ld (§8.1).',
        }),
        join: ref('friendly-unit', {
          description: 'A character on his own: the friendly unit he moves to join, joining it once it is within his move (§8.1).',
        }),
        leave: number({
          integer: true,
          min: 1,
          max: 50,
          description: 'A character with a unit: the game turn from which he leaves it, in his side\'s movement phase, when the unit is neither fleeing, charging, rallying nor in combat (§8.1); he then stands 1" behind it. A garrison, or a unit told to occupy a building once it is in: the game turn from which it leaves its building, when not in combat, through the wall facing the nearest enemy (§8.9); out, it moves and charges as `move` and `charge` say, and does not make for a building again.',
        }),
        challenge: oneOf(['accept', 'issue', 'refuse'], {
          description: 'A character in combat, or a unit for its champion: issue a challenge each combat phase (and accept one), accept a challenge but issue none (default), or refuse — then the challenger sends the highest-ranking character of the side to the rear for the round (§8.1).',
        }),
        strike: oneOf(['troops', 'characters'], {
          description: 'Whom the models touching an enemy character strike: the troops around him (default) or the character himself (§8.1: attackers choose).',
        }),
        volleys: number({ integer: true, min: 1, max: 2, description: 'Repeating crossbow: shots per model (2 at −1 each).' }),
        guessError: number({
          integer: true,
          min: 0,
          max: 12,
          description: 'A stone thrower or cannon: the player guesses a range without measuring (§4.5), out by a whole number of inches up to this either way, each equally likely (default 0: a perfect guess).',
        }),
        aimShort: number({
          integer: true,
          min: 0,
          max: 12,
          description: 'A cannon: inches short of the near edge of its target the player aims, for the artillery dice add 2" to 10" (§4.5, RB p.77: aim some inches short; default 4).',
        }),
        selfDestruct: oneOf(['when-engaged', 'never'], {
          description: 'A war machine bearing the rune self-destruct (AM p.38): blow it up as a combat phase starts with an enemy in base contact with its unit, before any blow (when-engaged, the default), or never.',
        }),
        flyAway: oneOf(['never', 'after-win'], {
          description: 'A flyer: stay in a combat it wins or draws (never, the default), or leave at the end of that combat phase, missing a complete turn (after-win, §8.3).',
        }),
      },
      { default: {}, description: 'How the unit is played (README "Tactics").' },
    ),
  },
  { required: ['id', 'profile', 'models'] },
);
