/**
 * Wizards and their spells from a scenario (rules/wfb4.md §9): the checks on a wizard's entry,
 * and the magic columns of the plan (plan.ts MagicPlan).
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import type { UnitEntry } from '../../scenario/types.ts';
import { HITS_DICE, SPELL_DEATH_FRENZY, SPELL_WAAAGH, SPELL_MANACLE, SPELL_MODEL_HITS, SPELL_UNIT_HITS, SPELLS, SPELLS_NOT_PLAYED, mightCard, writtenCard, type SpellCard, type WrittenSpell } from './data/spells.ts';
import { MAGIC_ITEMS, WIZARD_EFFECTS, type ItemEffects, type ItemSpell } from './data/magic-items.ts';
import type { Wfb4Flags } from './flags.ts';
import { daemonLevel, SHAMAN_GOBLIN, SHAMAN_ORC, WIZARD_LEVELS, type MagicPlan, type Wfb4Plan } from './plan.ts';

/**
 * The Undead wizards who are not Necromancers (§9.1; BM p.21, p.26, p.38; AM p.28): a Liche, a
 * Vampire Lord, a Vampire Count — of no wizard level of their own.
 */
export const UNDEAD_WIZARDS = ['liche', 'vampire-lord', 'vampire-count'] as const;
export type UndeadWizard = (typeof UNDEAD_WIZARDS)[number];

/** A character's rank: a hero or lord (§8.1), one of a wizard's four levels (§9.1), or an Undead wizard. */
export type CharacterRank = 'hero' | 'lord' | (typeof WIZARD_LEVELS)[number] | UndeadWizard;

/** Which book's table the flag undeadWizards reads (§12-19). */
export type UndeadReading = Wfb4Flags['undeadWizards'];

/**
 * An Undead wizard's magic level, spell cards, magic items, the D6 on which he keeps a
 * Necromantic card to cast it again (1: always; AM p.28), and whether he ranks as a lord: by
 * the Arcane Magic table (am, the default) or Battle Magic's (bm: a Liche counts as a level-3
 * wizard with three spells and three items, a Vampire as level 2 with two of each, p.21, p.38).
 */
export const UNDEAD_WIZARD_TABLE: Readonly<Record<UndeadReading, Readonly<Record<UndeadWizard, { level: number; spells: number; items: number; keep: number; lord: boolean }>>>> = {
  am: {
    liche: { level: 4, spells: 3, items: 4, keep: 1, lord: true },
    'vampire-lord': { level: 3, spells: 2, items: 4, keep: 5, lord: true },
    'vampire-count': { level: 2, spells: 1, items: 2, keep: 6, lord: false },
  },
  bm: {
    liche: { level: 3, spells: 3, items: 3, keep: 1, lord: true },
    'vampire-lord': { level: 2, spells: 2, items: 2, keep: 5, lord: true },
    'vampire-count': { level: 2, spells: 2, items: 2, keep: 6, lord: false },
  },
};

/** Whether the rank is an Undead wizard's. */
export function undeadWizard(rank: CharacterRank | null): rank is UndeadWizard {
  return rank !== null && (UNDEAD_WIZARDS as readonly string[]).includes(rank);
}

/** A wizard's magic level, 1 to 4 (an Undead wizard's by the flag undeadWizards); 0 for any other unit. */
export function wizardLevel(rank: CharacterRank | null, reading: UndeadReading = 'am'): number {
  if (undeadWizard(rank)) return UNDEAD_WIZARD_TABLE[reading][rank].level;
  return rank === null ? 0 : WIZARD_LEVELS.indexOf(rank as (typeof WIZARD_LEVELS)[number]) + 1;
}

/** The spell cards a wizard holds at most (BM p.21): one a level, an Undead wizard his table's. */
function spellCards(rank: CharacterRank | null, reading: UndeadReading): number {
  return undeadWizard(rank) ? UNDEAD_WIZARD_TABLE[reading][rank].spells : wizardLevel(rank, reading);
}

/** The row of the wizard cost table (RB p.95) for a wizard of this race. */
export function wizardKey(race: string): string {
  return WIZARD_RACES[race] ?? race;
}

const WIZARD_RACES: Readonly<Record<string, string>> = {
  orc: 'orc-shaman',
  'black-orc': 'orc-shaman',
  goblin: 'goblin-shaman',
  'chaos-beastman': 'beastman-shaman',
  'chaos-warrior': 'chaos-sorcerer',
};

/** The Orcs and Goblins of the Waaagh (BM p.29): an Orc or Goblin shaman, or unit, by race; 0 any other. */
function greenskinOf(race: string | undefined): number {
  if (race === 'orc' || race === 'black-orc') return SHAMAN_ORC;
  return race === 'goblin' ? SHAMAN_GOBLIN : 0;
}

/**
 * A wizard's entry (§9.1): spells only on a wizard, at most one a level, each once and each
 * one warsim plays; no armour or shield, which stop him casting (BM p.22; barding on his horse
 * does not).
 */
export function checkWizard(entry: UnitEntry, path: Path, rank: CharacterRank | null, reading: UndeadReading): void {
  const spells = (entry.spells as { spell: string }[] | undefined) ?? [];
  const daemons = rank === null && spells.length > 0 ? daemonCaster(entry, path) : 0;
  // A hero or lord whose item makes him a wizard casts at its level (AM p.10); a wizard may not carry one.
  const own = wizardLevel(rank, reading);
  const made = rank !== null ? itemWizard(entry) : 0;
  if (made > 0 && own > 0) throw ScenarioError.at([...path, 'items'], 'an item that makes a wizard on a hero or lord', `${entry.id}, a wizard already`, 'it gives a wizard\'s powers to one who has none (AM p.10)');
  const level = daemons > 0 ? daemons : (own > 0 ? own : made) + (own > 0 || made > 0 ? itemLevels(entry) : 0);
  // An item that raises his level gives him as many more cards (AM p.17).
  // So does a Spell Familiar, his level unchanged (BM p.35).
  const cards = daemons > 0 ? daemons : (made > 0 ? made : spellCards(rank, reading)) + (level > 0 ? itemLevels(entry) + familiarCards(entry) : 0);
  if (entry.necromancer === true && undeadWizard(rank)) throw ScenarioError.at([...path, 'necromancer'], 'no `necromancer` on a Liche or Vampire', String(rank), 'a Liche or Vampire is an Undead wizard of his own kind, and keeps his Necromantic cards by his own roll (AM p.28)');
  if (entry.necromancer === true && (daemons > 0 || level === 0)) throw ScenarioError.at([...path, 'necromancer'], 'a wizard for `necromancer`', `${entry.id}, not a wizard`, 'a Necromancer is a wizard: give `character: wizard` (to wizard-lord) or a wizard profile');
  if (level === 0) {
    if (spells.length > 0) throw ScenarioError.at([...path, 'spells'], 'spells on a wizard', `${entry.id}, not a wizard`, 'give a wizard profile (wizard-man, ...) or `character: wizard` (to wizard-lord); a unit of Daemons of Slaanesh, Nurgle or Tzeentch casts too (`god`)');
    return;
  }
  const armour = ((entry.armour as string[] | undefined) ?? []).filter((a) => a !== 'barding');
  if (daemons === 0 && made === 0 && armour.length > 0) throw ScenarioError.at([...path, 'armour'], 'a wizard without armour or shield', armour.join(', '), 'armour and shields stop a wizard casting (BM p.22); barding on his steed does not');
  const who = made > 0 ? `a hero or lord made a level-${level} wizard by his item` : daemons > 0 ? `a unit of ${entry.models} Daemons (level ${level}, BM p.34)` : undeadWizard(rank) ? `a ${rank.replace('-', ' ')} (level ${level}, flag undeadWizards: ${reading})` : `a level-${level} wizard`;
  const why = undeadWizard(rank) ? `his cards are not his level (${reading === 'am' ? 'AM p.28' : 'BM p.21'})` : 'a wizard is dealt one spell card a magic level (BM p.21)';
  if (spells.length > cards) throw ScenarioError.at([...path, 'spells'], `at most ${cards} spell${cards === 1 ? '' : 's'} for ${who}`, String(spells.length), why);
  spells.forEach((s, k) => {
    if (SPELLS_NOT_PLAYED[s.spell] !== undefined) throw ScenarioError.at([...path, 'spells', k, 'spell'], 'a spell warsim plays', s.spell, `${SPELLS_NOT_PLAYED[s.spell]} is not played yet (see src/systems/wfb4/README.md "Magic")`);
    if (spells.findIndex((o) => o.spell === s.spell) < k) throw ScenarioError.at([...path, 'spells', k, 'spell'], 'each spell card once', s.spell, 'a wizard holds one card of each spell');
  });
}

/**
 * The magic level of a unit of Daemons that casts (BM p.34): a Greater Daemon (a Daemon
 * monster) level 4; a unit, by its models as deployed (daemonLevel(); it falls with them in the
 * battle). Daemons of Khorne cast nothing: Bloodletters are not among the casting Daemons, and
 * the Bloodthirster may not cast. A unit that is not of Daemons: 0.
 */
export function daemonCaster(entry: UnitEntry, path: Path): number {
  const god = entry.god as string | undefined;
  if (god === undefined) return 0;
  if (god === 'khorne') throw ScenarioError.at([...path, 'spells'], 'spells on Daemons of Slaanesh, Nurgle or Tzeentch', `${entry.id}, Daemons of Khorne`, 'Khorne\'s Daemons cast no spells: the Bloodthirster may not, and Bloodletters are not among the Daemons that do (BM p.34)');
  const special = (entry.special as string[] | undefined) ?? [];
  return special.includes('monster') ? 4 : daemonLevel(entry.models as number);
}

/**
 * The D6 score on which an Undead wizard keeps a Necromantic spell he has cast, to cast it again
 * in the phase (BM p.26, AM p.28), by his level: a Necromancer 4+, a Necromancer Champion 3+, a
 * Master Necromancer 2+, a Necromancer Lord always (1).
 */
export function necromanticRecast(level: number): number {
  return level > 0 ? 5 - level : 0;
}

/** The D6 on which a wizard keeps a Necromantic card to cast it again (AM p.28): a Necromancer's by his level, a Liche's or Vampire's by his kind; 0, a wizard who casts each spell once a phase. */
export function recastOf(entry: UnitEntry, rank: CharacterRank | null, level: number): number {
  if (undeadWizard(rank)) return UNDEAD_WIZARD_TABLE.am[rank].keep;
  return entry.necromancer === true ? necromanticRecast(level) : 0;
}

/** Spells that may pick out a single model, a character in a unit too (AM p.21-30: "model or unit", "a single model"): those that strike or hold. */
function picksModel(card: SpellCard): boolean {
  return (card.kind === SPELL_UNIT_HITS || card.kind === SPELL_MODEL_HITS || card.kind === SPELL_MANACLE) && card.id !== 'warp-lightning';
}

export function emptyMagic(n: number): MagicPlan {
  return {
    level: new Int32Array(n),
    bySize: new Uint8Array(n),
    recast: new Int32Array(n),
    wizards: new Int32Array(0),
    wizardsFrom: new Int32Array(3),
    spellsFrom: new Int32Array(n),
    spellCount: new Int32Array(n),
    caster: new Int32Array(0),
    card: [],
    power: new Int32Array(0),
    range: new Int32Array(0),
    target: new Int32Array(0),
    itemsFrom: new Int32Array(3),
    itemName: [],
    uses: new Int32Array(0),
    exhaustOn: new Int32Array(0),
    resilient: new Uint8Array(2),
    shaman: new Uint8Array(n),
    greenskin: new Uint8Array(n),
    anyShaman: 0,
    skaven: new Uint8Array(n),
    anySkaven: 0,
    noWarp: new Uint8Array(n),
    dispelScrolls: new Int32Array(n),
    destroyScrolls: new Int32Array(n),
    powerScrolls: new Int32Array(n),
    extraCards: new Int32Array(n),
    extraCardWound: new Int32Array(n),
    anyExtraCard: 0,
    powerDiscount: new Int32Array(n),
    discountExhaust: new Int32Array(n),
    freeCast: new Uint8Array(0),
    anyFreeSpell: 0,
    unbreakable: new Uint8Array(n),
    unbreakableExhaust: new Int32Array(n),
    dispelBonus: new Int32Array(n),
    storeMost: new Int32Array(n),
    storeRisky: new Uint8Array(n),
    familiarStore: new Uint8Array(n),
    castTest: new Uint8Array(n),
    anySenseless: 0,
    anyStore: 0,
    chaliceDrinks: new Int32Array(n),
    anyChalice: 0,
    cardTaker: new Uint8Array(n),
    anyCardTaker: 0,
    casket: new Uint8Array(n),
    anyCasket: 0,
    stolenFrom: new Int32Array(0),
  };
}

/** The magic level unit entry e's items add (the effect `level`, AM p.17): 0 without such an item. */
export function itemLevels(e: UnitEntry): number {
  let k = 0;
  for (const it of (e.items as ItemRef[] | undefined) ?? []) k += effectsOf(it)?.level ?? 0;
  return k;
}

/** The magic level an item gives a character who is no wizard (AM p.10, effect `wizard`), 0 none. */
export function itemWizard(e: UnitEntry): number {
  for (const it of (e.items as ItemRef[] | undefined) ?? []) {
    const level = effectsOf(it)?.wizard?.level;
    if (level !== undefined) return level;
  }
  return 0;
}

/** A wizard's spell cards beyond his level's: one from a Spell Familiar (BM p.35). */
export function familiarCards(e: UnitEntry): number {
  return ((e.items as ItemRef[] | undefined) ?? []).some((it) => effectsOf(it)?.familiar === 'spell') ? 1 : 0;
}

/** An item of a scenario, built in (`item`) or written out (`effects`). */
interface ItemRef {
  item?: string;
  name?: string;
  effects?: ItemEffects;
}

/** An item's powers: written out, or a built-in item's (data/magic-items.ts). */
function effectsOf(it: ItemRef): ItemEffects | undefined {
  return it.effects ?? (it.item !== undefined ? MAGIC_ITEMS[it.item]?.effects : undefined);
}

interface WizardUnit {
  entry: UnitEntry;
  path: Path;
  side: number;
  race: string | undefined;
}

/**
 * The plan's magic columns: each side's wizards, highest level first; their spells in the
 * order given; each side's resilience to magic (an army of Dwarfs, BM p.26).
 */
export function fillMagic(plan: Wfb4Plan, units: readonly WizardUnit[], idIndex: ReadonlyMap<string, number>): void {
  const m = plan.magic;
  const order: number[] = [];
  for (let side = 0; side < 2; side++) {
    m.wizardsFrom[side] = order.length;
    const own = units.map((u, i) => i).filter((i) => units[i].side === side && m.level[i] > 0);
    own.sort((a, b) => m.level[b] - m.level[a] || a - b);
    order.push(...own);
    m.resilient[side] = units.every((u) => u.side !== side || u.race === 'dwarf' || u.race === 'dwarf-slayer') ? 1 : 0;
  }
  m.wizardsFrom[2] = order.length;
  m.wizards = Int32Array.from(order);
  const cols: SpellColumns = { caster: [], power: [], range: [], target: [], uses: [], exhaustOn: [], stolenFrom: [] };
  units.forEach((u, i) => {
    const spells = (u.entry.spells as CardEntry[] | undefined) ?? [];
    m.spellsFrom[i] = cols.caster.length;
    m.spellCount[i] = spells.length;
    spells.forEach((s, k) => addSpell(plan, u, i, [...u.path, 'spells', k], SPELLS[s.spell], s, idIndex, cols, ''));
  });
  // Spells bound in magic items (AM p.18) and in magic banners (AM p.19), each side's after
  // every wizard's cards: a unit casts its banner's as a character his item's.
  const bound = (u: WizardUnit, i: number, item: string, spec: ItemSpell, at: Path) => {
    const card = itemSpellCard(item, spec, at);
    addSpell(plan, u, i, at, card, { power: spec.power ?? 1, range: spec.spell === undefined ? undefined : spec.range, target: spec.target }, idIndex, cols, item);
    cols.uses[cols.uses.length - 1] = spec.uses ?? 0;
    cols.exhaustOn[cols.exhaustOn.length - 1] = spec.exhaustedOn ?? 0;
  };
  for (let side = 0; side < 2; side++) {
    m.itemsFrom[side] = cols.caster.length;
    units.forEach((u, i) => {
      if (u.side !== side) return;
      ((u.entry.items as { name?: string; item?: string; effects?: ItemEffects }[] | undefined) ?? []).forEach((it, k) => {
        const spec = it.effects?.spell;
        if (spec !== undefined) bound(u, i, it.name ?? it.item ?? '', spec, [...u.path, 'items', k, 'effects', 'spell']);
      });
      // A casket's slots (AM p.10-12): each enemy wizard's card it could steal, cast once from it at no cost.
      ((u.entry.items as { name?: string; effects?: ItemEffects }[] | undefined) ?? []).forEach((it) => {
        if (it.effects?.stealsSpells === true) casketSlots(plan, units, i, it.name ?? '', cols);
      });
      const banner = u.entry.banner as { name: string; spell?: ItemSpell } | undefined;
      if (banner?.spell?.doublesStrength === true) throw ScenarioError.at([...u.path, 'banner', 'spell', 'doublesStrength'], 'doublesStrength on a character\'s item', `the banner ${banner.name}`, 'it doubles its wearer\'s Strength (AM p.18): a banner has no wearer to strike');
      if (banner?.spell !== undefined) bound(u, i, banner.name, banner.spell, [...u.path, 'banner', 'spell']);
    });
  }
  m.itemsFrom[2] = cols.caster.length;
  const free = new Uint8Array(units.length);
  units.forEach((u, i) => {
    ((u.entry.items as ItemRef[] | undefined) ?? []).forEach((it, k) => {
      if (it.item === 'dispel-scroll') m.dispelScrolls[i]++;
      else if (it.item === 'destroy-scroll') m.destroyScrolls[i]++;
      else if (it.item === 'power-scroll') m.powerScrolls[i]++;
      const e = effectsOf(it);
      if (e === undefined) return;
      const wizardOnly = WIZARD_EFFECTS.find((f) => e[f] !== undefined);
      if (wizardOnly !== undefined && (m.level[i] === 0 || m.bySize[i] === 1)) throw ScenarioError.at(it.effects !== undefined ? [...u.path, 'items', k, 'effects', wizardOnly] : [...u.path, 'items', k, 'item'], `${wizardOnly} on a wizard's item`, `${u.entry.id}, no wizard`, 'it works on his magic: "Wizards only" (AM p.17)');
      if (e.extraCard !== undefined) {
        m.extraCards[i] += e.extraCard.cards;
        m.extraCardWound[i] = e.extraCard.woundOn ?? 0;
        m.anyExtraCard = 1;
      }
      if (e.powerDiscount !== undefined) {
        m.powerDiscount[i] += e.powerDiscount.power;
        m.discountExhaust[i] = e.powerDiscount.exhaustedOn ?? 0;
      }
      if (e.takesCards === true) {
        m.cardTaker[i] = 1;
        m.anyCardTaker = 1;
      }
      if (e.chalice !== undefined) {
        m.chaliceDrinks[i] = e.chalice.drinks ?? EVERY_PHASE;
        m.anyChalice = 1;
      }
      if (e.freeSpell === true) {
        const cards = ((u.entry.spells as CardEntry[] | undefined) ?? []).map((s) => SPELLS[s.spell]);
        if (!cards.some(freeDeck)) throw ScenarioError.at([...u.path, 'items', k, 'effects', 'freeSpell'], 'freeSpell on a wizard with Dark Magic or Necromantic spells', `${u.entry.id}, whose spells are ${cards.map((c) => c.name).join(', ') || 'none'}`, 'it casts one of his Dark or Necromantic spells at no cost: "Wizards with Dark or Necromantic spells only" (AM p.17)');
        free[i] = 1;
      }
      if (e.unbreakableSpells !== undefined) {
        m.unbreakable[i] = 1;
        m.unbreakableExhaust[i] = e.unbreakableSpells.exhaustedOn ?? 0;
      }
      m.dispelBonus[i] += e.dispelBonus ?? 0;
      if (e.storeCards !== undefined) {
        m.storeMost[i] += e.storeCards.most;
        m.storeRisky[i] = e.storeCards.risky === true ? 1 : 0;
        m.anyStore = 1;
      }
      if (e.wizard?.ldTest === true) {
        m.castTest[i] = 1;
        m.anySenseless = 1;
      }
      if (e.familiar === 'power') {
        m.familiarStore[i] = 1;
        m.anyStore = 1;
      }
    });
  });
  // The Waaagh (BM p.29): Orc and Goblin shamans, and the Orc and Goblin units they draw on.
  units.forEach((u, i) => {
    const kind = greenskinOf(u.race);
    m.greenskin[i] = kind;
    if (kind === 0 || m.level[i] === 0 || m.bySize[i] === 1) return;
    m.shaman[i] = kind;
    m.anyShaman = 1;
    m.anySenseless = 1;
  });
  // Skaven sorcerers and their warpstone (BM p.31-32).
  units.forEach((u, i) => {
    const never = (u.entry.tactics as { warpstone?: string } | undefined)?.warpstone === 'never';
    if (u.race !== 'skaven' || m.level[i] === 0 || m.bySize[i] === 1) {
      if ((u.entry.tactics as { warpstone?: string } | undefined)?.warpstone !== undefined) throw ScenarioError.at([...u.path, 'tactics', 'warpstone'], 'warpstone on a Skaven sorcerer', `${u.entry.id}, not one`, 'only Skaven sorcerers eat warpstone (BM p.31)');
      return;
    }
    m.skaven[i] = 1;
    m.noWarp[i] = never ? 1 : 0;
    m.anySkaven = 1;
  });
  m.caster = Int32Array.from(cols.caster);
  m.power = Int32Array.from(cols.power);
  m.range = Int32Array.from(cols.range);
  m.target = Int32Array.from(cols.target);
  m.uses = Int32Array.from(cols.uses);
  m.exhaustOn = Int32Array.from(cols.exhaustOn);
  m.stolenFrom = Int32Array.from(cols.stolenFrom);
  // His own cards of the Dark and Necromantic decks that his item casts at no cost (AM p.17).
  m.freeCast = Uint8Array.from(cols.caster, (c, s) => (s < m.itemsFrom[0] && free[c] === 1 && freeDeck(m.card[s]) ? 1 : 0));
  m.anyFreeSpell = m.freeCast.includes(1) ? 1 : 0;
}

/**
 * The slots of bearer i's casket (AM p.10-12): one for each card of each enemy wizard, the card
 * the item casts once stolen — at the wizard's power, a spell of variable power (a Fire Ball) as
 * with 3 — but a shaman's and a Grey Seer's own (the Waaagh!, Death Frenzy), which no item casts.
 */
function casketSlots(plan: Wfb4Plan, units: readonly WizardUnit[], i: number, item: string, cols: SpellColumns): void {
  const m = plan.magic;
  m.casket[i] = 1;
  m.anyCasket = 1;
  units.forEach((e, j) => {
    if (e.side === units[i].side || m.level[j] === 0) return;
    for (let s = m.spellsFrom[j]; s < m.spellsFrom[j] + m.spellCount[j]; s++) {
      const card = m.card[s];
      if (card.kind === SPELL_WAAAGH || card.kind === SPELL_DEATH_FRENZY) continue;
      cols.caster.push(i);
      m.card.push(card);
      m.itemName.push(item);
      cols.power.push(card.perPower ? VARIABLE_POWER : cols.power[s]);
      cols.range.push(cols.range[s]);
      cols.target.push(-1);
      cols.uses.push(1);
      cols.exhaustOn.push(0);
      cols.stolenFrom.push(s);
    }
  });
}

/** The power a spell of variable power is cast with from a casket, as from a Power scroll (AM p.10-12, p.17). */
const VARIABLE_POWER = 3;

/** A chalice's drinks when the card gives no number: more than any battle has magic phases. */
const EVERY_PHASE = 1 << 20;

/** Whether an item that casts spells at no cost casts this card (AM p.17: "one of their Dark Magic or Necromantic Magic spells"). */
function freeDeck(card: SpellCard): boolean {
  return card.deck === 'Dark' || card.deck === 'Necromantic';
}

/** A wizard's spell card as the scenario gives it (unit-schema.ts `spells`). */
interface CardEntry {
  spell: string;
  power: number;
  range?: number;
  target?: string;
}

/** The spell columns of the plan as they are filled, one entry a spell. */
interface SpellColumns {
  caster: number[];
  power: number[];
  range: number[];
  target: number[];
  uses: number[];
  exhaustOn: number[];
  stolenFrom: number[];
}

/**
 * Spell card `card` of unit i, given at `at` (a wizard's card, or a spell bound in his item
 * `item`): the checks on whom it may be cast at and by whom, then its columns.
 */
function addSpell(plan: Wfb4Plan, u: WizardUnit, i: number, at: Path, card: SpellCard, s: { power: number; range?: number; target?: string }, idIndex: ReadonlyMap<string, number>, cols: SpellColumns, item: string): void {
  const m = plan.magic;
  const t = s.target === undefined ? -1 : (idIndex.get(s.target) as number);
  if (card.area && s.target !== undefined) {
    throw ScenarioError.at([...at, 'target'], `no target for ${card.name}`, s.target, `it works on every unit within ${card.range}" of the wizard that it names`);
  }
  if (card.kind === SPELL_DEATH_FRENZY && (item !== '' || u.race !== 'skaven' || m.level[i] !== 4 || m.bySize[i] === 1)) {
    throw ScenarioError.at([...at, 'spell'], 'Death Frenzy on a Grey Seer', `${u.entry.id}, ${item !== '' ? `in an item (${item})` : u.race === 'skaven' ? `a level-${m.level[i]} caster` : `not a Skaven (race: ${u.race ?? 'none'})`}`, 'only a Grey Seer, a Skaven wizard lord of level 4, has the spell (AM p.30): give `race: skaven` and `character: wizard-lord`');
  }
  if (card.kind === SPELL_WAAAGH && (item !== '' || greenskinOf(u.race) === 0 || m.bySize[i] === 1)) {
    throw ScenarioError.at([...at, 'spell'], 'the Waaagh! on an Orc or Goblin shaman', `${u.entry.id}, ${item !== '' ? `in an item (${item})` : m.level[i] > 0 ? `a wizard of race ${u.race ?? 'none'}` : 'no wizard'}`, 'it is a Waaagh spell (AM p.29), a shaman\'s own: give a wizard `race: orc`, `black-orc` or `goblin`');
  }
  if (card.friendly && s.target !== undefined) {
    throw ScenarioError.at([...at, 'target'], `no target for ${card.name}`, s.target, card.kind === SPELL_DEATH_FRENZY ? 'it is cast on a friendly unit within 6": one in combat, else the one nearest an enemy it could then charge (README "Magic")' : 'it is cast on a friendly Orc or Goblin unit within its range: one in combat, else the closest (README "Magic")');
  }
  if (t >= 0 && plan.host[t] >= 0 && !picksModel(card)) {
    throw ScenarioError.at([...at, 'target'], `a unit for ${card.name}`, `${s.target}, a character with a unit`, `${card.name} works on a unit, not on a model picked out of one`);
  }
  if (card.range < 0 && s.range === undefined) {
    throw ScenarioError.at(at, `the range of ${card.name}`, 'none', 'its card in the seed gives none: give `range` (inches) from yours');
  }
  if (s.range !== undefined && card.melee) {
    throw ScenarioError.at([...at, 'range'], `no range for ${card.name}`, String(s.range), 'it strikes only a model fighting the wizard');
  }
  cols.caster.push(i);
  m.card.push(card);
  m.itemName.push(item);
  cols.power.push(s.power);
  cols.range.push(s.range ?? card.range);
  cols.target.push(t);
  cols.uses.push(0);
  cols.exhaustOn.push(0);
  cols.stolenFrom.push(-1);
}

/**
 * The card of a spell bound in magic item `item` (AM p.18): a card warsim plays (`spell`), or
 * one written out from the item's card (`strikes`, `hits`, `S`, `range`), never both.
 */
function itemSpellCard(item: string, spec: ItemSpell, at: Path): SpellCard {
  const written = (['strikes', 'hits', 'S', 'woundOn', 'saves', 'wounds', 'straight', 'panic', 'panicTest', 'atContact', 'slays', 'lessT', 'mounted', 'noCharge', 'pierces'] as const).filter((f) => spec[f] !== undefined);
  // The spell that doubles its bearer's Strength (AM p.18) strikes no one: it has nothing else to write.
  if (spec.doublesStrength === true) {
    const extra = [...(['spell', 'power', 'range', 'target'] as const).filter((f) => spec[f] !== undefined), ...written][0];
    if (extra !== undefined) throw ScenarioError.at([...at, extra], 'no other field beside doublesStrength but uses and exhaustedOn', extra, 'the spell works on its bearer alone: it has no target, hits or range');
    return mightCard(item);
  }
  if (spec.spell !== undefined) {
    if (written.length > 0) throw ScenarioError.at([...at, written[0]], 'a spell card or a spell written out, not both', `spell: ${spec.spell} and ${written[0]}`, 'give `spell` for a card warsim plays, or `strikes`, `hits`, `S` and `range` for the item\'s own');
    if (SPELLS_NOT_PLAYED[spec.spell] !== undefined) throw ScenarioError.at([...at, 'spell'], 'a spell warsim plays', spec.spell, `${SPELLS_NOT_PLAYED[spec.spell]} is not played yet (see src/systems/wfb4/README.md "Magic")`);
    return SPELLS[spec.spell];
  }
  if (spec.power !== undefined) throw ScenarioError.at([...at, 'power'], 'no power on a spell written out', String(spec.power), '`power` says how a card warsim plays is cast (the balls of a Fire Ball); an item\'s own spell needs none');
  // A spell that slays the model it strikes has no hits to write (AM p.17: "destroy enemy model ... automatically").
  if (spec.slays === true) {
    if (spec.strikes !== 'model') throw ScenarioError.at([...at, 'slays'], 'slays on a spell that strikes a model (strikes: model)', `strikes: ${spec.strikes ?? 'none'}`, 'it destroys one model');
    const extra = (['hits', 'S', 'woundOn', 'saves', 'wounds', 'panicTest', 'atContact'] as const).find((f) => spec[f] !== undefined);
    if (extra !== undefined) throw ScenarioError.at([...at, extra], 'no hits on a spell that slays', extra, 'the model it strikes is destroyed outright');
    if (spec.range === undefined) throw ScenarioError.at(at, `\`range\` of the spell written out on ${item}`, 'none', 'how far from the bearer it may strike');
    return writtenCard(item, { ...spec, hits: '1', S: 1 } as WrittenSpell);
  }
  for (const f of ['strikes', 'hits', 'S', 'range'] as const) {
    if (spec[f] === undefined) throw ScenarioError.at(at, `\`${f}\` of the spell written out on ${item}`, 'none', 'a spell bound in an item is a card warsim plays (`spell`) or one written out with `strikes`, `hits`, `S` and `range` (README "Magic items")');
  }
  if (spec.lessT === true && spec.woundOn !== undefined) throw ScenarioError.at([...at, 'woundOn'], 'no woundOn on a spell whose dice less T are its wounds', `woundOn: ${spec.woundOn}`, 'lessT: its wounds need no roll');
  if (spec.pierces === true && (spec.strikes !== 'model' || spec.straight !== true)) throw ScenarioError.at([...at, 'pierces'], 'pierces on a bolt at one model that flies straight (strikes: model, straight: true)', `strikes: ${spec.strikes}${spec.straight === true ? ', straight' : ''}`, 'it goes on to the model behind the one it slays, as a bolt thrower\'s bolt');
  if (spec.atContact === true && spec.straight !== true) throw ScenarioError.at([...at, 'atContact'], 'atContact on a spell that flies straight (straight: true)', 'a spell that does not', 'only a straight missile is kept from units in combat, so only one needs leave to strike the foes touching its caster');
  if (!HITS_DICE.test(spec.hits!)) throw ScenarioError.at([...at, 'hits'], 'hits as a number or dice (3, D6, 2D6, D3, D6+1), or each (one on each model)', spec.hits!, 'the item\'s card writes its hits so');
  if (spec.hits === 'each' && spec.strikes !== 'unit') throw ScenarioError.at([...at, 'hits'], 'hits: each on a spell that strikes a unit', `strikes: ${spec.strikes}`, 'one hit on each model of the unit it strikes (AM p.17: one S3 hit on every model)');
  if (spec.wounds === 'D3' && spec.strikes === 'line') throw ScenarioError.at([...at, 'wounds'], 'D3 wounds on a unit or a model', 'a line', 'the wounds of a line are at most each model\'s W (BM p.48)');
  return writtenCard(item, spec as WrittenSpell);
}
