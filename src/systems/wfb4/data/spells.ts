/**
 * The spells warsim plays (rules/wfb4.md §9.4): each card as a record of what it does, from
 * its text (AM p.21-31) and commentary (BM p.40-56), with its deck and pages. The seed prints
 * no card's power cost (§12-17): a scenario gives the power of every spell a wizard carries
 * (README "Magic").
 *
 * How a spell strikes (`kind`):
 * - SPELL_UNIT_HITS: hits on a unit, resolved as shooting (BM p.40 "Unit"): wound on the S
 *   table or on a fixed score, saves as the record says;
 * - SPELL_MODEL_HITS: every hit on one model of the target (BM p.40 "Single Model"): what it
 *   cannot take is wasted (§5.7);
 * - SPELL_LINE: hits on each model the line crosses, one a rank of the target (BM p.46: "a
 *   four deep formation ... will hit four models"); the wounds each model takes are at most
 *   its W, then pooled (BM p.48, the Green Eye on three Ogres);
 * - SPELL_MANACLE: holds models up to a total Strength of 3D6 (BM p.51); stays in play;
 * - SPELL_FLEE, SPELL_BANDS: a unit flees, or is bound; SPELL_HORN, SPELL_RALLY: every unit
 *   within the range of the caster (`area`) that the card names.
 */
import type { ItemSpell } from './magic-items.ts';

export const SPELL_UNIT_HITS = 0;
export const SPELL_MODEL_HITS = 1;
export const SPELL_LINE = 2;
export const SPELL_MANACLE = 3;
/** The target flees at once, and rallies at Ld −3 (the Fear of Aramar). */
export const SPELL_FLEE = 4;
/** The target may not move, shoot, fight or cast (the Crimson Bands); stays in play. */
export const SPELL_BANDS = 5;
/** Around the caster: enemy units in combat test for panic, broken if they fail; fleeing friends rally (the Horn of Andar). */
export const SPELL_HORN = 6;
/** Around the caster: fleeing friends rally, at Ld 10 and immune to fear and terror while it lasts (the Hand of Glory). */
export const SPELL_RALLY = 7;
/** Six swords about the caster strike a model in each later combat phase, counting towards its result (sanguine-swords.ts). */
export const SPELL_SWORDS = 8;
/** A round template: a hit on each model under it, friend or foe, and the units struck pushed away (flamestorm.ts). */
export const SPELL_TEMPLATE = 9;
/** A friendly Orc or Goblin unit gets +1 T and always strikes first until the next magic phase starts (Ere We Go; waaagh.ts). */
export const SPELL_ERE_WE_GO = 10;
/** A friendly unit moves and attacks doubled, must charge and pursue, and takes D6 wounds each later magic phase (Death Frenzy; death-frenzy.ts). */
export const SPELL_DEATH_FRENZY = 11;
/** Around an Orc or Goblin shaman: enemy wizards knocked flat, his side's Orcs and Goblins at +1 WS and re-taking Ld tests until the next magic phase (the Waaagh!; waaagh-spell.ts). */
export const SPELL_WAAAGH = 12;
/** The bearer's Strength doubled, at most 10, until the next magic phase starts (an item's, AM p.18; surges.ts). */
export const SPELL_MIGHT = 13;

/** How many hits (SPELL_LINE: on each model crossed): `dice` D`faces` + `add`, less a characteristic of the target. */
export const LESS_NONE = 0;
export const LESS_S = 1;
export const LESS_WS = 2;
export const LESS_T = 3;

/** A hit's Strength: a number, or the target's own (STRENGTH_OWN). */
export const STRENGTH_OWN = -1;

export interface SpellCard {
  id: string;
  name: string;
  deck: string;
  page: string;
  kind: number;
  /** Inches from the wizard's base to the nearest model of the target (0: in base contact; −1: not in the seed, the scenario gives it). */
  range: number;
  /** A missile that flies straight (BM p.40): it needs a clear line and strikes no unit in combat; otherwise neither. */
  straight: boolean;
  /** Cast only at an enemy fighting the wizard in hand-to-hand combat (BM p.42). */
  melee: boolean;
  /** No target: it works on the units within `range` of the caster (SPELL_HORN, SPELL_RALLY). */
  area: boolean;
  /** Hits: `dice` D`faces` + `add`, less the target's characteristic `less`; perPower: one hit a power card spent (Fire Ball); perModel: one on each model of the unit (AM p.17: one S3 hit on every model). */
  dice: number;
  faces: number;
  add: number;
  less: number;
  perPower: boolean;
  perModel: boolean;
  /** Hits are rolled to wound on the S table with this Strength (STRENGTH_OWN: the target's), or on `woundOn`+. */
  S: number;
  woundOn: number;
  /** Armour saves allowed, modified by S as usual (BM p.41), or none. */
  saves: boolean;
  /** Each hit that wounds costs one wound only, whatever the target's W (the Burning Head). */
  oneWound: boolean;
  /** Fire (AM p.21: balls of fire, a flaming inferno, a flaming head): a character's fire save stops it (magic-items.ts fireSaved()). */
  fire: boolean;
  /** Any model it slays calls for a panic test, not a quarter of the unit (the Burning Head, BM p.46). */
  panicOnLoss: boolean;
  /** The unit it strikes takes a panic test, whether or not it lost a model (a banner's spell: the survivors test for panic at once, AM p.19). */
  panicAlways: boolean;
  /** The model it strikes is destroyed outright: no hits, no save (a staff's, AM p.17); not cast at a chariot or a war machine. */
  slays: boolean;
  /** A straight missile that may strike a foe in base contact with its caster, though no other unit in combat (a banner's lightning, AM p.19). */
  atContact: boolean;
  /** Each unsaved wound is D3 wounds on the model (the Celestial bolt). */
  d3Wounds: boolean;
  /** A bolt at one model that goes on while it kills (an item's, AM p.18, as a bolt thrower's, RB p.79): slain, the model behind it is struck the same, through the unit's depth. */
  pierces: boolean;
  /** Against a chariot or a war machine: `machineDice` D`machineFaces` hits at S`machineS` instead (the Celestial bolt); 0 none. */
  machineDice: number;
  machineFaces: number;
  machineS: number;
  /** The spell stays in play until dispelled or drained, or its caster or target is gone (BM p.41). */
  stays: boolean;
  /** In play, it strikes again at the start of each later magic phase (BM p.41 "Remains in Play"). */
  recurs: boolean;
  /** In play, it ends as the next magic phase starts, and may be cast again in it (BM p.56: Ere We Go). */
  oneTurn: boolean;
  /** Cast on a friendly unit (Ere We Go, Death Frenzy), not an enemy. */
  friendly: boolean;
  /** Cast only at a mounted single model or a unit of cavalry (an item's, AM p.18: a lone mounted model or a cavalry unit). */
  mountedOnly: boolean;
  /** The unit it strikes may not charge in its next turn (AM p.18: no charge for the victims in their next turn). */
  stopsCharge: boolean;
  summary: string;
}

function card(c: Partial<SpellCard> & Pick<SpellCard, 'id' | 'name' | 'deck' | 'page' | 'kind' | 'summary'>): SpellCard {
  return {
    range: 0, straight: false, melee: false, area: false, dice: 0, faces: 6, add: 0, less: LESS_NONE, perPower: false, perModel: false,
    S: 0, woundOn: 0, saves: true, oneWound: false, fire: false, panicOnLoss: false, panicAlways: false, atContact: false, slays: false, d3Wounds: false, pierces: false, machineDice: 0, machineFaces: 6, machineS: 0, stays: false, recurs: false, oneTurn: false, friendly: false, mountedOnly: false, stopsCharge: false, ...c,
  };
}

export const SPELLS: Readonly<Record<string, SpellCard>> = {
  'fire-ball': card({
    id: 'fire-ball', name: 'Fire Ball', deck: 'Bright', page: 'AM p.21, BM p.46', kind: SPELL_UNIT_HITS, range: 24, straight: true, fire: true,
    perPower: true, S: 4, saves: false, summary: 'one ball a power card spent, each 1 S4 hit, no armour save; 24" straight',
  }),
  blast: card({
    id: 'blast', name: 'Blast', deck: 'Bright', page: 'AM p.21', kind: SPELL_MODEL_HITS, range: 24, straight: true,
    dice: 1, S: 5, summary: 'D6 S5 hits on the first model; 24" straight',
  }),
  'burning-head': card({
    id: 'burning-head', name: 'The Burning Head', deck: 'Bright', page: 'AM p.21, BM p.46', kind: SPELL_LINE, range: 18, straight: true, fire: true,
    add: 1, S: 4, oneWound: true, panicOnLoss: true, summary: '1 S4 hit, of 1 wound, on each model the 18" line crosses (one a rank of a block); panic',
  }),
  'scarlet-scimitar': card({
    id: 'scarlet-scimitar', name: 'Scarlet Scimitar', deck: 'Bright', page: 'AM p.21, BM p.42', kind: SPELL_MODEL_HITS, range: 0, melee: true,
    dice: 1, faces: 3, S: 5, stays: true, recurs: true, summary: 'D3 S5 hits on a model fighting the wizard, in this and each later magic phase; stays in play',
  }),
  flamestorm: card({
    id: 'flamestorm', name: 'Flamestorm', deck: 'Bright', page: 'AM p.21, BM p.46', kind: SPELL_TEMPLATE, range: 24, S: 4, fire: true,
    summary: 'the round template centred within 24", no sight needed: a S4 hit on each model under it, friend or foe; each unit struck moved 4" away',
  }),
  'sanguine-swords': card({
    id: 'sanguine-swords', name: 'Sanguine Swords', deck: 'Bright', page: 'AM p.21, BM p.46', kind: SPELL_SWORDS, range: 24, area: true, stays: true,
    summary: 'six swords, each 1 attack at WS6 S4, strike a model within 24" first in each later combat phase, counting towards the combat\'s result; stays in play',
  }),
  'crimson-bands': card({
    id: 'crimson-bands', name: 'Crimson Bands', deck: 'Bright', page: 'AM p.21, BM p.46', kind: SPELL_BANDS, range: 24, stays: true,
    summary: 'a unit within 24" may not move, shoot or fight, nor its wizard cast; its enemies strike it as usual; stays in play',
  }),
  'fear-of-aramar': card({
    id: 'fear-of-aramar', name: 'Fear of Aramar', deck: 'Gold', page: 'AM p.24, BM p.47', kind: SPELL_FLEE, range: 24,
    summary: 'a unit within 24" flees at once, no test, and rallies at Ld −3; not the Undead or Daemons',
  }),
  'horn-of-andar': card({
    id: 'horn-of-andar', name: 'The Horn of Andar', deck: 'Grey', page: 'AM p.26, BM p.49', kind: SPELL_HORN, range: 36, area: true,
    summary: 'enemy units in combat within 36" test for panic, broken if they fail; fleeing friends within 36" rally',
  }),
  'hand-of-glory': card({
    id: 'hand-of-glory', name: 'Hand of Glory', deck: 'High', page: 'AM p.26', kind: SPELL_RALLY, range: 12, area: true, stays: true,
    summary: 'fleeing friends within 12" rally, and have Ld 10 and fear nothing while it lasts; stays in play',
  }),
  'gleaming-arrow': card({
    id: 'gleaming-arrow', name: 'Gleaming Arrow', deck: 'Gold', page: 'AM p.24, BM p.40', kind: SPELL_MODEL_HITS, range: 72,
    dice: 1, S: 5, summary: 'D6 S5 hits on a single model anywhere within 72"',
  }),
  'green-eye': card({
    id: 'green-eye', name: 'The Green Eye', deck: 'Jade', page: 'AM p.22, BM p.48', kind: SPELL_LINE, range: 18, straight: true,
    dice: 1, faces: 3, S: 4, summary: 'D3 S4 hits on each model the 18" beam crosses, its wounds at most the model\'s W, then pooled',
  }),
  'ere-we-go': card({
    id: 'ere-we-go', name: 'Ere We Go', deck: 'Waaagh', page: 'BM p.56 (the name inferred, rules/wfb4.md §9.4)', kind: SPELL_ERE_WE_GO, range: -1, stays: true, oneTurn: true, friendly: true,
    summary: 'a friendly Orc or Goblin unit gets +1 T and always strikes first until the next magic phase starts, when it ends and may be cast again; its range is not in the seed: give `range`',
  }),
  'death-frenzy': card({
    id: 'death-frenzy', name: 'Death Frenzy', deck: 'Skaven', page: 'AM p.30, BM p.54', kind: SPELL_DEATH_FRENZY, range: 6, stays: true, friendly: true,
    summary: 'a Grey Seer\'s: a friendly unit within 6" moves at double rate and has double attacks, must charge when it can and must pursue; at the start of every later magic phase it takes D6 wounds, no save; stays in play',
  }),
  waaagh: card({
    id: 'waaagh', name: 'Waaagh!', deck: 'Waaagh', page: 'AM p.29, BM p.56 (the name inferred, rules/wfb4.md §9.4)', kind: SPELL_WAAAGH, range: 36, area: true, stays: true, oneTurn: true,
    summary: 'an Orc or Goblin shaman\'s: each enemy wizard within 36" rolls a D6, and over his level is knocked flat — 1 wound, no more spells this phase; his side\'s Orcs and Goblins within 36" add +1 WS and re-take failed Ld tests until the next magic phase starts, when it ends and may be cast again',
  }),
  'celestial-bolt': card({
    id: 'celestial-bolt', name: 'Celestial bolt', deck: 'Celestial', page: 'AM p.23', kind: SPELL_MODEL_HITS, range: -1, straight: true,
    add: 1, S: 6, saves: false, d3Wounds: true, machineDice: 1, machineFaces: 3, machineS: 10,
    summary: 'the first model in its path takes a S6 hit of D3 wounds, no save; a chariot or war machine D3 S10 hits; the range from your card',
  }),
  'dark-bolts': card({
    id: 'dark-bolts', name: 'Bolts of Dark Magic', deck: 'Necromantic', page: 'AM p.28', kind: SPELL_UNIT_HITS, range: -1, straight: true,
    dice: 2, S: 4, saves: false,
    summary: '2D6 S4 hits on the first unit or model in its path, no armour save; a Necromancer may cast it again in the phase (BM p.26); the card\'s name and range are not in the seed: give `range`',
  }),
  'manacle-of-caloe': card({
    id: 'manacle-of-caloe', name: 'The Manacle of Caloe', deck: 'Amethyst', page: 'AM p.23, BM p.51', kind: SPELL_MANACLE, range: 24,
    dice: 3, stays: true, summary: 'holds models up to a total Strength of 3D6 (a steed\'s S added): they may not move; stays in play',
  }),
  'caress-of-laniph': card({
    id: 'caress-of-laniph', name: 'Caress of Laniph', deck: 'Amethyst', page: 'AM p.23, BM p.51', kind: SPELL_MODEL_HITS, range: 24,
    dice: 2, less: LESS_S, S: 6, summary: '2D6 − the target\'s S hits at S6 on a single model within 24"',
  }),
  'fate-of-bjuna': card({
    id: 'fate-of-bjuna', name: 'The Fate of Bjuna', deck: 'Amethyst', page: 'AM p.23, BM p.51', kind: SPELL_UNIT_HITS, range: 18,
    dice: 2, S: STRENGTH_OWN, saves: false, summary: '2D6 hits at the target\'s own S, no armour save, on a unit or model within 18"',
  }),
  'blade-wind': card({
    id: 'blade-wind', name: 'Blade Wind', deck: 'Dark', page: 'AM p.27', kind: SPELL_UNIT_HITS, range: 24, straight: true,
    dice: 3, less: LESS_WS, woundOn: 4, summary: '3D6 − the target\'s WS hits, each a wound on 4+, normal saves; 24" straight',
  }),
  'warp-lightning': card({
    id: 'warp-lightning', name: 'Warp Lightning', deck: 'Skaven', page: 'AM p.30', kind: SPELL_UNIT_HITS, range: 24, straight: true,
    dice: 1, S: 5, saves: false, summary: 'D6 S5 hits on a unit in sight within 24", no save',
  }),
};

/** The spell of §9.4 warsim does not play, refused by name with why: the tier-3 Purple Sun. */
export const SPELLS_NOT_PLAYED: Readonly<Record<string, string>> = {
  'purple-sun-of-xereus': 'The Purple Sun of Xereus (a template moving across the table: tier 3)',
};

/** Dice as an item's card writes them: a number (3), or dice of 3 or 6 faces with a number added (D6, 2D6, D3, D6+1). */
export const HITS_DICE = /^(?:(each)|(\d+)|(\d*)D(3|6)(?:\+(\d+))?)$/;

/** Whether an item's card writes dice warsim rolls (HITS_DICE without `each`): a number, or D6s or D3s with a number added. */
export function isItemDice(text: string): boolean {
  const m = HITS_DICE.exec(text);
  return m !== null && m[1] === undefined;
}

/** Such dice (isItemDice()) as [dice, faces, added]: `3` is [0, 6, 3], `2D6` [2, 6, 0], `D6+1` [1, 6, 1]. */
export function diceOf(text: string): [number, number, number] {
  const m = HITS_DICE.exec(text)!;
  if (m[2] !== undefined) return [0, 6, Number(m[2])];
  return [m[3] === '' ? 1 : Number(m[3]), Number(m[4]), Number(m[5] ?? 0)];
}

/** The card of an item's spell that doubles its bearer's Strength until the next magic phase starts (AM p.18: "Wearer doubles S (max. S10) until beginning of next magic phase"). */
export function mightCard(item: string): SpellCard {
  return card({
    id: item, name: item, deck: 'item', page: 'AM p.18 (the item\'s card, as the scenario writes it)', kind: SPELL_MIGHT, stays: true, oneTurn: true, friendly: true,
    summary: 'the bearer\'s Strength doubled, at most 10, until the next magic phase starts',
  });
}

/** What a spell written out on a magic item does (data/magic-items.ts ItemSpell), as the fields a card record needs: its strikes, hits, S and range given. */
export type WrittenSpell = Pick<ItemSpell, 'woundOn' | 'saves' | 'wounds' | 'straight' | 'panic' | 'panicTest' | 'atContact' | 'slays' | 'lessT' | 'mounted' | 'noCharge' | 'pierces'> &
  Required<Pick<ItemSpell, 'strikes' | 'hits' | 'S' | 'range'>>;

/**
 * The card record of a spell written out on a magic item (AM p.18): hits on a unit, on one
 * model, or on each model a line crosses, with the item's name; its hits dice as HITS_DICE
 * reads them (checked when the scenario is compiled).
 */
export function writtenCard(item: string, spec: WrittenSpell): SpellCard {
  const perModel = spec.hits === 'each';
  const [dice, faces, add] = perModel ? [0, 6, 0] : diceOf(spec.hits);
  const kind = spec.strikes === 'unit' ? SPELL_UNIT_HITS : spec.strikes === 'model' ? SPELL_MODEL_HITS : SPELL_LINE;
  const saves = spec.saves ?? true;
  return card({
    id: item,
    name: item,
    deck: 'item',
    page: 'AM p.18 (the item\'s card, as the scenario writes it)',
    kind,
    range: spec.range,
    straight: spec.straight ?? false,
    dice,
    faces,
    perModel,
    add,
    S: spec.S,
    woundOn: spec.lessT === true ? 1 : (spec.woundOn ?? 0), // the dice less T are wounds, no roll (AM p.18)
    saves,
    d3Wounds: spec.wounds === 'D3',
    pierces: spec.pierces ?? false,
    panicOnLoss: spec.panic ?? false,
    panicAlways: spec.panicTest ?? false,
    atContact: spec.atContact ?? false,
    slays: spec.slays ?? false,
    mountedOnly: spec.mounted ?? false,
    stopsCharge: spec.noCharge ?? false,
    less: spec.lessT === true ? LESS_T : LESS_NONE,
    summary: spec.slays === true ? `the model it strikes within ${spec.range}" destroyed` : `${perModel ? 'one' : spec.hits} S${spec.S} hit${perModel ? ' on each model of' : 's on'} ${spec.strikes === 'unit' ? 'a unit' : spec.strikes === 'model' ? 'one model' : 'each model the line crosses'} within ${spec.range}"${saves ? '' : ', no armour save'}${spec.pierces === true ? ', on the model behind while it kills' : ''}`,
  });
}
