/**
 * A character's magic items from a scenario (rules/wfb4.md §8.1, §9; BM p.38-39, AM p.8-16,
 * p.36-37): the checks on his `items`, their points, the characteristics they change, and the
 * columns of `plan.items` the kernel reads (kernel/magic-items.ts). The scrolls' columns are
 * the magic phase's (compile-magic.ts fillMagic()).
 */
import { ScenarioError } from '../../scenario/scenario-error.ts';
import type { Path } from '../../scenario/schema.ts';
import type { UnitEntry } from '../../scenario/types.ts';
import { armourSave, improvedSave, NO_SAVE } from './data/armour.ts';
import { MELEE_WEAPONS, MISSILE_WEAPONS } from './data/weapons.ts';
import { EFFECTS_BY_KIND, ITEM_ALLOWANCE, ITEM_CHARACTERISTICS, isScroll, MAGIC_ITEMS, type HEAL_WHEN, type SAPPED, type ItemCharacteristic, type ItemEffects, type ItemKind, type ItemWounds } from './data/magic-items.ts';
import type { Characteristics } from './data/profiles.ts';
import { diceOf, isItemDice } from './data/spells.ts';
import { HEAL_AFTER_COMBAT, HEAL_ALL, HEAL_PHASE_END, HEAL_SLAIN, HEAL_TURN_START, REROLL_AS_FIRST, SAVES_ALL, SAVES_MAGIC_ARMOUR, SAVES_NONE, SLAIN, SLAY_LEADERSHIP, SLAY_NONE, SLAY_TOUGHNESS, SAPS_A, SAPS_BS, SAPS_I, SAPS_S, SAPS_T, SAPS_WITS, SAPS_WS, WOUNDS_D6_PLUS_1, type ItemPlan, type Wfb4Plan } from './plan.ts';
import { itemWizard, UNDEAD_WIZARD_TABLE, undeadWizard, wizardLevel, type CharacterRank, type UndeadReading } from './compile-magic.ts';

/** An item as the scenario gives it: a built-in one (`item`), or one written out (`name`). */
interface ItemEntry {
  item?: string;
  name?: string;
  kind?: ItemKind;
  points: number;
  effects?: ItemEffects;
}

/** An item resolved: its name, kind and powers, built in or written out. */
interface Item {
  name: string;
  kind: ItemKind | null; // null: a scroll, whose powers are the magic phase's
  effects: ItemEffects;
  points: number;
}

function itemsOf(entry: UnitEntry): ItemEntry[] {
  return (entry.items as ItemEntry[] | undefined) ?? [];
}

function resolveItem(it: ItemEntry): Item {
  if (it.item !== undefined) {
    const m = MAGIC_ITEMS[it.item];
    return { name: m.name, kind: m.kind ?? null, effects: m.effects ?? {}, points: it.points };
  }
  return { name: it.name!, kind: it.kind!, effects: it.effects!, points: it.points };
}

/** The items that fight or protect (all but the scrolls). */
function powersOf(entry: UnitEntry): Item[] {
  return itemsOf(entry).map(resolveItem).filter((item) => item.kind !== null);
}

/**
 * A character's magic items (BM p.38-39, AM p.36): on a character only, at most his allowance;
 * no item twice but scrolls, scrolls only on a wizard; one magic weapon, one suit of magic armour
 * and one magic shield, none of them beside the mundane thing it replaces; no armour or shield
 * on a wizard, which would stop him casting (BM p.22, p.39); each effect one its kind may have;
 * the Rune of Smiting on a Dwarf's weapon. Returns their points, for his cost.
 */
export function checkItems(entry: UnitEntry, path: Path, rank: CharacterRank | null, race: string | undefined, reading: UndeadReading): { points: number; names: string } {
  const items = itemsOf(entry);
  // A battle standard bearer's magic banner is one of his items (BM p.38).
  const banner = rank !== null && entry.banner !== undefined ? 1 : 0;
  if (items.length === 0 && banner === 0) return { points: 0, names: '' };
  const at = (k: number, ...field: string[]) => [...path, 'items', k, ...field];
  if (rank === null) throw ScenarioError.at([...path, 'items'], 'magic items on a character', `${entry.id}, a unit of troops`, 'a magic standard is a unit\'s `banner`; other items are carried by heroes, lords and wizards (BM p.38)');
  // A Liche's or Vampire's allowance is his own (BM p.38, AM p.28; flag undeadWizards).
  const allowance = undeadWizard(rank) ? UNDEAD_WIZARD_TABLE[reading][rank].items : ITEM_ALLOWANCE[rank];
  if (items.length + banner > allowance) throw ScenarioError.at([...path, banner === 1 ? 'banner' : 'items'], `at most ${allowance} magic item${allowance === 1 ? '' : 's'} for a ${rank}${banner === 1 ? ', the banner one of them' : ''}`, String(items.length + banner), 'the magic item allowance (BM p.38)');
  const armour = (entry.armour as string[] | undefined) ?? [];
  const resolved = items.map(resolveItem);
  items.forEach((it, k) => {
    const item = resolved[k];
    const scroll = it.item !== undefined && isScroll(it.item);
    const key = it.item ?? it.name!;
    if (scroll && wizardLevel(rank, reading) === 0 && itemWizard(entry) === 0) throw ScenarioError.at(at(k, 'item'), 'a scroll on a wizard', `${it.item} on a ${rank}`, 'only a wizard may read a scroll (RB p.89)');
    if (!scroll && items.findIndex((o) => (o.item ?? o.name) === key) < k) throw ScenarioError.at(at(k), 'each magic item once', key, 'no item may be duplicated but scrolls (BM p.38)');
    if (item.kind === null) return;
    const field = it.item !== undefined ? 'item' : 'kind';
    if (item.kind !== 'talisman' && resolved.findIndex((o) => o.kind === item.kind) < k) throw ScenarioError.at(at(k, field), `at most one magic ${item.kind}`, item.name, 'a character carries one magic weapon, one suit of magic armour and one magic shield (BM p.38)');
    if (item.kind === 'armour' && armour.some((a) => a === 'light-armour' || a === 'heavy-armour')) throw ScenarioError.at(at(k, 'kind'), 'magic armour in place of his armour', `${item.name} and ${armour.filter((a) => a !== 'shield' && a !== 'barding').join(', ')}`, 'a character wears one suit of armour: take his light or heavy armour off (a magic suit that counts as heavy armour says `save: 5`)');
    if ((item.effects.missileSave !== undefined || item.effects.meleeSave !== undefined) && (resolved.some((o) => o.kind === 'armour') || armour.some((a) => a === 'light-armour' || a === 'heavy-armour'))) throw ScenarioError.at(at(k, 'effects'), 'War Paint without magic armour or body armour', `${item.name} and ${resolved.some((o) => o.kind === 'armour') ? 'magic armour' : armour.filter((a) => a === 'light-armour' || a === 'heavy-armour').join(', ')}`, 'a character cannot have War Paint and Magic Armour (AM p.9); worn as a suit of armour, it takes the place of his body armour');
    if (item.kind === 'shield' && armour.includes('shield')) throw ScenarioError.at(at(k, 'kind'), 'a magic shield in place of his shield', `${item.name} and a shield`, 'he carries one shield: take `shield` off his armour');
    if ((item.kind === 'armour' || item.kind === 'shield') && wizardLevel(rank, reading) > 0 && item.effects.wizardMayWear !== true) throw ScenarioError.at(at(k, 'kind'), 'no magic armour or shield on a wizard', item.name, 'armour and shields, magic ones too, stop a wizard casting (BM p.39)');
    for (const effect of Object.keys(item.effects) as (keyof ItemEffects)[]) {
      if (!EFFECTS_BY_KIND[item.kind].includes(effect)) throw ScenarioError.at(at(k, 'effects', effect), `an effect a magic ${item.kind} may have (${EFFECTS_BY_KIND[item.kind].join(', ')})`, effect, 'README "Magic items" says which kind of item does what');
    }
    const e = item.effects;
    if (e.autoWound && e.woundOn !== undefined) throw ScenarioError.at(at(k, 'effects', 'woundOn'), 'autoWound or woundOn', 'both', 'a hit that wounds with no roll needs no score');
    if (e.weaponType !== undefined && MELEE_WEAPONS[e.weaponType].mountedOnly && entry.mount === undefined) throw ScenarioError.at(at(k, 'effects', 'weaponType'), `a mount for a magic ${e.weaponType}`, `${entry.id} on foot`, 'a lance is a mounted warrior\'s weapon (RB p.45)');
    if (e.rebound === true && e.ward === undefined) throw ScenarioError.at(at(k, 'effects', 'rebound'), 'a `ward` on the item that rebounds what it negates', 'no ward', 'the Black Amulet rebounds the wounds its own ward saves (AM p.9)');
    if ((e.spellWardOnce === true || e.spellWardTakes === true) && e.spellWard === undefined) throw ScenarioError.at(at(k, 'effects', e.spellWardOnce === true ? 'spellWardOnce' : 'spellWardTakes'), 'a `spellWard` on the item', 'none', 'it says how the item\'s own spell ward works');
    if (e.bow !== undefined && Object.keys(e).length > 1) throw ScenarioError.at(at(k, 'effects'), 'a magic bow with no other effect', Object.keys(e).filter((f) => f !== 'bow').join(', '), 'it is his missile weapon; give his close-combat powers to another item');
    if (e.bow !== undefined && entry.weapons !== undefined && (entry.weapons as string[]).some((x) => MISSILE_WEAPONS[x] !== undefined)) throw ScenarioError.at(at(k, 'effects', 'bow'), 'a magic bow in place of his missile weapon', (entry.weapons as string[]).filter((x) => MISSILE_WEAPONS[x] !== undefined).join(', '), 'take his bow off `weapons`');
    if (e.thrown !== undefined) {
      const after = THROWN_NOT_PLAYED.find((f) => e[f] !== undefined);
      if (after !== undefined) throw ScenarioError.at(at(k, 'effects', after), 'a thrown weapon without powers that act after a blow', after, 'its throw plays the blow\'s Strength, wounds and saves only; what comes after a blow is not played on a throw yet');
    }
    if (e.backfire === true && e.wounds !== 'D6') throw ScenarioError.at(at(k, 'effects', 'backfire'), 'backfire on a weapon of D6 wounds (wounds: D6)', e.wounds === undefined ? 'one wound a wound' : `wounds: ${e.wounds}`, 'it is the 1 on the D6 of wounds that falls on the wielder (AM p.15)');
    if ((e.autoWound || e.woundOn !== undefined) && e.woundBonus !== undefined) throw ScenarioError.at(at(k, 'effects', 'woundBonus'), 'woundBonus on a weapon that wounds by the S-v-T table', e.autoWound ? 'autoWound' : `woundOn: ${e.woundOn}`, 'a score that is fixed has no table score to better');
    if (item.kind === 'armour' && e.save === undefined) throw ScenarioError.at(at(k, 'effects'), 'the save of a suit of magic armour (`save`)', 'none', 'give the save it gives on foot: `save: 5` for armour that counts as heavy armour, `save: 6` as light (§5.8)');
    if (e.unmodified && e.save === undefined) throw ScenarioError.at(at(k, 'effects', 'unmodified'), 'an unmodified `save`', 'no save', 'unmodified says that the item\'s own save is not worsened');
    if (e.familiar !== undefined && resolved.findIndex((o) => o.effects.familiar !== undefined) < k) throw ScenarioError.at(at(k, field), 'one familiar a wizard', item.name, 'each wizard can have a single familiar (BM p.35)');
    if (e.heal?.unit === true && e.heal.when === 'slain') throw ScenarioError.at(at(k, 'effects', 'heal', 'unit'), 'unit with a heal of turn-start, after-combat or phase-end', 'slain', 'an item that stands him up as he is slain heals no one else');
    if (e.heal !== undefined && resolved.findIndex((o) => o.effects.heal !== undefined) < k) throw ScenarioError.at(at(k, 'effects', 'heal'), 'one item that heals him', item.name, 'warsim plays one healing item a character');
    if (e.storm !== undefined) {
      if (!isItemDice(e.storm.hits)) throw ScenarioError.at(at(k, 'effects', 'storm', 'hits'), 'hits as a number or dice (3, D6, 2D6, D3, D6+1)', e.storm.hits, 'the card writes its hits so');
      if (resolved.findIndex((o) => o.effects.storm !== undefined) < k) throw ScenarioError.at(at(k, 'effects', 'storm'), 'one item that unleashes a storm of hits', item.name, 'warsim plays one such item a character');
    }
    if (e.blast !== undefined && resolved.findIndex((o) => o.effects.blast !== undefined) < k) throw ScenarioError.at(at(k, 'effects', 'blast'), 'one item that releases a blast', item.name, 'warsim plays one such item a character');
    if (e.arrow !== undefined) {
      if (!isItemDice(e.arrow.shots)) throw ScenarioError.at(at(k, 'effects', 'arrow', 'shots'), 'shots as a number or dice (3D6, D6, 2D6, 3)', e.arrow.shots, 'the card writes its arrows so');
      const weapons = (entry.weapons as string[] | undefined) ?? [];
      const bow = weapons.some((x) => BOWS.has(x)) || resolved.some((o) => o.effects.bow !== undefined);
      if (!bow) throw ScenarioError.at(at(k, 'effects', 'arrow'), 'a bearer with a bow to loose it from (short-bow, bow, long-bow, or a magic bow)', weapons.length > 0 ? weapons.join(', ') : 'no weapons', 'an arrow is shot from a bow (AM p.13-16)');
      if (resolved.findIndex((o) => o.effects.arrow !== undefined) < k) throw ScenarioError.at(at(k, 'effects', 'arrow'), 'one magic arrow a character', item.name, 'warsim plays one such item a character');
    }
    if (e.surge !== undefined && resolved.findIndex((o) => o.effects.surge !== undefined) < k) throw ScenarioError.at(at(k, 'effects', 'surge'), 'one item that raises his Strength for a turn', item.name, 'warsim plays one such item a character');
    if ((it.item === 'rune-of-smiting' || it.item === 'rune-of-curse') && race !== undefined && race !== 'dwarf' && race !== 'dwarf-slayer') throw ScenarioError.at(at(k, 'item'), 'a rune on a Dwarf\'s weapon', `${it.item} on a ${race}`, 'runes are Dwarf magic (AM p.36)');
  });
  return { points: resolved.reduce((a, it) => a + it.points, 0), names: resolved.map((it) => `${it.name} ${it.points}`).join(' + ') };
}

/**
 * The unit entry with the special rules its character's items give him (`rules`, AM p.13-16)
 * added to his own, so that every check and column of a special rule sees them; the entry
 * itself when they give none.
 */
export function withItemRules(entry: UnitEntry): UnitEntry {
  const given = powersOf(entry).flatMap((item) => item.effects.rules ?? []);
  if (given.length === 0) return entry;
  const own = (entry.special as string[] | undefined) ?? [];
  return { ...entry, special: [...own, ...given.filter((r, k) => !own.includes(r) && given.indexOf(r) === k)] };
}

/**
 * The character's profile with what his items change (AM p.8-16): `bonus` adds, `profile` sets
 * (the better of it and his own), to at most 10; a weapon's S and A count in his blows only
 * (fillItems()).
 */
export function withItems(profile: Characteristics, entry: UnitEntry): Characteristics {
  const out = { ...profile };
  for (const item of powersOf(entry)) {
    for (const c of ITEM_CHARACTERISTICS) {
      if (item.kind === 'weapon' && (c === 'S' || c === 'A')) continue;
      out[c] = raised(out[c], item.effects, c);
    }
  }
  return out;
}

/** plan.items.healWhen's codes for the effect heal's `when`. */
const HEAL_WHEN_CODES: Readonly<Record<(typeof HEAL_WHEN)[number], number>> = {
  'turn-start': HEAL_TURN_START,
  'after-combat': HEAL_AFTER_COMBAT,
  'phase-end': HEAL_PHASE_END,
  slain: HEAL_SLAIN,
};

/** plan.items.saps's bit for each characteristic a weapon's wounds may take (`saps`). */
const SAPS_BITS: Readonly<Record<(typeof SAPPED)[number], number>> = { S: SAPS_S, I: SAPS_I, A: SAPS_A, T: SAPS_T, WS: SAPS_WS, BS: SAPS_BS };

/** The bows a magic arrow may be loosed from (AM p.13-16; data/weapons.ts). */
const BOWS = new Set(['short-bow', 'bow', 'long-bow']);

function raised(value: number, e: ItemEffects, c: ItemCharacteristic): number {
  let v = value + (e.bonus?.[c] ?? 0);
  const set = e.profile?.[c];
  if (set !== undefined && set > v) v = set;
  return v > 10 ? 10 : v < 0 ? 0 : v;
}

export function emptyItems(n: number): ItemPlan {
  const i32 = () => new Int32Array(n);
  const u8 = () => new Uint8Array(n);
  return {
    autoHit: u8(), hitBonus: i32(), rerollMisses: u8(), woundOn: i32(), backfire: u8(), fire: u8(), stopsAttacks: i32(), slayTest: i32(), slaySaves: u8(), woundS: i32(), woundBonus: i32(), saveMod: i32(), armourSaves: i32(), woundsDie: i32().fill(1), strikesFirst: u8(), hitsEach: i32().fill(1), lingering: i32(), selfWound: i32(), against: new Uint8Array(n * n), againstWoundOn: i32(), againstS: i32(), againstDie: i32(),
    weaponSave: i32(), magicSave: i32().fill(NO_SAVE), unmodified: u8(), rerollSave: i32(), hitPenalty: i32(), ward: i32().fill(NO_SAVE), spellWard: i32().fill(NO_SAVE), spellWardOnce: u8(), spellWardTakes: u8(), spellSave: i32().fill(NO_SAVE), fireSave: i32().fill(NO_SAVE), fireUnmodified: u8(), blowsWeakened: i32(), ignoresTerrain: u8(), strikeLdTest: u8(), unnerves: u8(), paralyses: u8(), nullifies: u8(), anyNullify: 0, transfixes: u8(), anyTransfix: 0, hidden: u8(), fumbles: u8(), drainsLife: u8(), cardsForWounds: u8(), anyCardsForWounds: 0, saps: u8(), curse: u8(), strengthVsTougher: u8(), grudge: u8(), breaksWeapons: u8(), anyRunes: 0, carried: 0, destroysArmour: u8(), anyArmourBreaker: 0, thrown: i32(), anyThrown: 0, bareMeleeSave: i32(), bareMissileSave: i32(), bareWeaponSave: i32(), contactWounds: u8(), calmsAnimosity: u8(),
    heal: i32(), healWhen: u8(), healUses: i32(), healUnit: u8(), surgeS: i32(), surgeUses: i32(), stormDice: i32(), stormFaces: i32(), stormAdd: i32(), stormS: i32(), stormUses: i32(), blastDie: i32(), blastUses: i32(), arrowDice: i32(), arrowFaces: i32(), arrowAdd: i32(), arrowS: i32(), arrowUses: i32(), globeUses: i32(), lendsFear: u8(), lendsPanic: u8(), lendsHatred: u8(), lendsSteady: u8(), lendsStench: u8(), lendsUndeadFear: u8(), rot: u8(), hitAura: i32(), woundsUndead: i32(), lendsSkill: i32(), swapInChallenge: u8(), riposte: i32(), rebound: u8(), deflects: u8(), warriorFamiliar: u8(),
  };
}

/** The powers of a weapon that act after its blow, which its throw (`thrown`) does not play. */
const THROWN_NOT_PLAYED: readonly (keyof ItemEffects)[] = ['slayTest', 'backfire', 'lingering', 'drainsLife', 'saps', 'curse', 'stupefies', 'cardsForWounds', 'grudge', 'destroysArmour', 'weaponType'];

/** The powers of a magic weapon that the rune of breaking takes away as warsim plays it (combat.ts blows(), strike()): those of his blows, and a bonus to S and A. */
const BREAKABLE_POWERS: readonly (keyof ItemEffects)[] = ['bonus', 'profile', 'autoHit', 'hitBonus', 'rerollMisses', 'autoWound', 'woundOn', 'woundS', 'woundBonus', 'saveModifier', 'armourSaves', 'wounds', 'hitsEach', 'backfire', 'fumbles', 'slayTest', 'against', 'lingering', 'drainsLife', 'saps', 'curse', 'stupefies', 'cardsForWounds', 'strengthVsTougher', 'grudge', 'fire', 'destroysArmour', 'breaksWeapons'];

/**
 * The rune that breaks a magic weapon (`breaksWeapons`) against an enemy character whose magic
 * weapon does more than his blows' powers and S and A is not played yet: refused at the power.
 */
export function checkWeaponBreakers(plan: Wfb4Plan, units: readonly ItemBearer[]): void {
  refuseBeside(units, plan.items.breaksWeapons, 'breaksWeapons', (item, effect) => {
    if (item.kind !== 'weapon' || item.effects.bow !== undefined) return null;
    const raisesOther = (effect === 'bonus' || effect === 'profile') && Object.keys(item.effects[effect]!).some((c) => c !== 'S' && c !== 'A');
    return BREAKABLE_POWERS.includes(effect) && !raisesOther ? null : 'a magic weapon whose powers are its blows\' and S and A, against a rune that breaks magic weapons';
  });
}

/** The powers of magic armour or a shield that its destruction takes away as warsim plays it: those of its save (sapping.ts breakArmour()). */
const ARMOUR_SAVE_POWERS: readonly (keyof ItemEffects)[] = ['save', 'unmodified', 'saveBonus', 'rerollSave', 'fireUnmodified', 'wizardMayWear'];
/** A talisman's powers over the armour save, which a destroyed armour would leave in doubt. */
const TALISMAN_SAVE_POWERS: readonly (keyof ItemEffects)[] = ['saveBonus', 'rerollSave', 'missileSave', 'meleeSave'];

/**
 * A weapon that destroys armour (`destroysArmour`) against a character whose items do more than
 * his armour save is not played yet: refused at the item's power — magic armour or a shield with
 * a power beyond its save (a ward, a riposte, a characteristic...), whose loss the kernel would
 * not take away, or a talisman that improves his armour save, whose part in what is left the
 * book does not say.
 */
export function checkArmourBreakers(plan: Wfb4Plan, units: readonly ItemBearer[]): void {
  refuseBeside(units, plan.items.destroysArmour, 'destroysArmour', (item, effect) => {
    if (item.kind === 'talisman') return TALISMAN_SAVE_POWERS.includes(effect) ? 'a talisman that leaves his armour save alone, against a weapon that destroys armour' : null;
    if (item.kind !== 'armour' && item.kind !== 'shield') return null;
    return ARMOUR_SAVE_POWERS.includes(effect) ? null : 'magic armour or a shield with no power beyond its save, against a weapon that destroys armour';
  });
}

/** A unit as the checks of its items against its enemies' see it. */
type ItemBearer = { entry: UnitEntry; path: Path; side: number };

/**
 * Refuses, at the item's power, each item power of a unit that some enemy's weapon with
 * `power` (its column `bearers`) would act on in a way not played yet: `refused` gives what was
 * expected of the item, or null when the power is played.
 */
function refuseBeside(units: readonly ItemBearer[], bearers: Uint8Array, power: string, refused: (item: Item, effect: keyof ItemEffects) => string | null): void {
  for (const u of units) {
    const foe = units.findIndex((b, j) => bearers[j] === 1 && b.side !== u.side);
    if (foe < 0) continue;
    itemsOf(u.entry).forEach((entryItem, k) => {
      const item = resolveItem(entryItem);
      if (item.kind === null) return;
      for (const effect of Object.keys(item.effects) as (keyof ItemEffects)[]) {
        const expected = refused(item, effect);
        if (expected === null) continue;
        throw ScenarioError.at([...u.path, 'items', k, ...(entryItem.item !== undefined ? ['item'] : ['effects', effect])], expected, `${item.name}: ${effect}`, `${units[foe].entry.id}'s weapon may act on it (${power}), and what that would do to ${effect} is not played yet`);
      }
    });
  }
}

/**
 * The saves unit i is left with once an enemy weapon destroys its armour (AM p.13-16, effect
 * `destroysArmour`): its body armour and shield gone, magic ones too — its steed's point, its
 * barding, a monster's hide (`baseSave`) or a daemonic save, and a banner's bonus stay; against
 * a magic weapon, no daemonic save (`weaponBase`, as weaponSave).
 */
function fillBareSaves(plan: Wfb4Plan, i: number, entry: UnitEntry, armour: string[], mounted: boolean, weaponBase: number, baseSave: number): void {
  const it = plan.items;
  const kit = armour.includes('barding') ? ['barding'] : [];
  const banner = ((entry.banner as { effects: string[] } | undefined)?.effects ?? []).includes('save-bonus');
  const bare = (inMelee: boolean, base: number) => {
    const save = armourSave({ armour: kit, mounted, monsterMount: false, inMelee, shieldUsable: false, baseSave: base });
    return banner ? improvedSave(save, 1) : save;
  };
  it.bareMeleeSave[i] = bare(true, baseSave);
  it.bareMissileSave[i] = bare(false, baseSave);
  it.bareWeaponSave[i] = bare(true, weaponBase);
}

/**
 * Unit i's item columns, once its saves (`plan.meleeSave`, `plan.missileSave`) and melee bonuses
 * are filled from its mundane kit: `armour`, on a steed or not (`mounted`: a steed's save point
 * and barding improve magic armour as any armour, §5.8), with a hand for a shield in close
 * combat or not (`shieldUsable`, §5.6), and `baseSave`, a daemonic save or a monster's hide.
 */
export function fillItems(plan: Wfb4Plan, i: number, entry: UnitEntry, armour: string[], mounted: boolean, shieldUsable: boolean, baseSave: number): void {
  const it = plan.items;
  const daemonic = baseSave !== NO_SAVE && ((entry.special as string[] | undefined) ?? []).includes('daemonic-save');
  fillBareSaves(plan, i, entry, armour, mounted, daemonic ? NO_SAVE : baseSave, baseSave);
  // A magic weapon ignores a Daemon's save (§8.8): what armour alone gives, with any banner's bonus.
  it.weaponSave[i] = plan.meleeSave[i];
  if (daemonic) {
    const without = armourSave({ armour, mounted, monsterMount: false, inMelee: true, shieldUsable, baseSave: NO_SAVE });
    const withIt = armourSave({ armour, mounted, monsterMount: false, inMelee: true, shieldUsable, baseSave });
    const save = plan.meleeSave[i] + without - withIt;
    it.weaponSave[i] = save > NO_SAVE ? NO_SAVE : save;
  }
  const items = powersOf(entry);
  if (items.length === 0) return;
  it.carried = 1;
  // A magic bow is his missile weapon; he fights with his own (AM p.15-16).
  const bow = items.find((item) => item.effects.bow !== undefined)?.effects.bow;
  if (bow !== undefined) {
    plan.missile[i] = 1;
    plan.range[i] = bow.range;
    plan.missileS[i] = bow.S ?? plan.S[i];
    plan.missileSaveMod[i] = 0;
    plan.maxVolleys[i] = 1;
    plan.shotsEach[i] = bow.shots === 'A' ? plan.A[i] : bow.shots;
  }
  const weapon = items.find((item) => item.kind === 'weapon' && item.effects.bow === undefined);
  if (weapon !== undefined) {
    fillWeapon(plan, i, weapon.effects, mounted);
    // A magic weapon is wielded in one hand, his shield of use with it (BM p.39, §5.6) — unless
    // it is a weapon of a kind that takes both (a double-handed sword, a flail, a halberd).
    const hands = weapon.effects.weaponType === undefined || !MELEE_WEAPONS[weapon.effects.weaponType].noShieldInMelee;
    if (shieldUsable !== hands && armour.includes('shield')) {
      shieldUsable = hands;
      plan.meleeSave[i] = armourSave({ armour, mounted, monsterMount: false, inMelee: true, shieldUsable, baseSave });
    }
  }
  // Always striking first, from his weapon or a talisman (AM p.11-16).
  it.strikesFirst[i] = items.some((item) => item.effects.strikesFirst === true) ? 1 : 0;
  // His saves: a magic suit's `save` in place of body armour, improved by a shield, his steed and
  // its barding as any armour (§5.8), or exactly that when it is unmodified; a magic shield is a
  // shield; `saveBonus` improves the result, or gives 6+ to one with none (as a banner's, AM p.19).
  // A suit of magic armour, or War Paint worn as one, its save by the blow or the shot (AM p.9).
  const suit = items.find((item) => item.kind === 'armour') ?? items.find((item) => item.effects.meleeSave !== undefined || item.effects.missileSave !== undefined);
  const suitSave = (inMelee: boolean) => (inMelee ? (suit!.effects.meleeSave ?? suit!.effects.save) : (suit!.effects.missileSave ?? suit!.effects.save));
  const shield = items.find((item) => item.kind === 'shield');
  const kit = shield !== undefined ? [...armour, 'shield'] : armour;
  let bonus = 0;
  for (const item of items) bonus += item.effects.saveBonus ?? 0;
  const improved = (save: number) => (bonus === 0 ? save : improvedSave(save, bonus));
  const saves = (inMelee: boolean) => {
    const rest = armourSave({ armour: kit, mounted, monsterMount: false, inMelee, shieldUsable: inMelee ? shieldUsable : true, baseSave });
    const own = suit === undefined ? undefined : suitSave(inMelee);
    if (own === undefined) return rest;
    if (suit!.effects.unmodified) return own < rest ? own : rest;
    // What his shield, steed and barding add to the suit.
    return own - (NO_SAVE - armourSave({ armour: kit, mounted, monsterMount: false, inMelee, shieldUsable: inMelee ? shieldUsable : true }));
  };
  plan.meleeSave[i] = improved(saves(true));
  plan.missileSave[i] = improved(saves(false));
  it.weaponSave[i] = plan.meleeSave[i];
  it.unmodified[i] = suit?.effects.unmodified && plan.meleeSave[i] === improved(suit.effects.save!) ? 1 : 0;
  if (suit !== undefined || shield !== undefined) {
    // The save his magic armour and shield give alone, against a weapon only they may stop.
    const magicShield = armourSave({ armour: shield !== undefined ? ['shield'] : [], mounted: false, monsterMount: false, inMelee: true, shieldUsable });
    const own = suit === undefined ? undefined : suitSave(true);
    it.magicSave[i] = improved(own === undefined ? magicShield : suit!.effects.unmodified ? own : own - (NO_SAVE - magicShield));
  }
  let reroll = 0;
  let penalty = 0;
  let ward = NO_SAVE;
  for (const item of items) {
    const e = item.effects;
    if (e.rerollSave !== undefined) reroll = e.rerollSave === 'as-first' ? REROLL_AS_FIRST : e.rerollSave;
    penalty += e.hitPenalty ?? 0;
    if (e.ward !== undefined && e.ward < ward) ward = e.ward;
    if (e.spellSave !== undefined && e.spellSave < it.spellSave[i]) it.spellSave[i] = e.spellSave;
    if (e.fireSave !== undefined && e.fireSave < it.fireSave[i]) it.fireSave[i] = e.fireSave;
    if (e.fireUnmodified === true) it.fireUnmodified[i] = 1;
    it.blowsWeakened[i] += e.blowsWeakened ?? 0;
    if (e.ignoresTerrain === true) it.ignoresTerrain[i] = 1;
    if (e.strikeLdTest === true) it.strikeLdTest[i] = 1;
    if (e.unnerves === true) it.unnerves[i] = 1;
    if (e.paralyses === true) it.paralyses[i] = 1;
    if (e.nullifiesMagic === true) {
      it.nullifies[i] = 1;
      it.anyNullify = 1;
      // Spells at him or his unit are dispelled with no roll: a spell ward that needs nothing (dispel.ts spellWarded()).
      it.spellWard[i] = 1;
      it.spellWardOnce[i] = 0;
      it.spellWardTakes[i] = 0;
    }
    if (e.transfixes === true) {
      it.transfixes[i] = 1;
      it.anyTransfix = 1;
    }
    if (e.hidden === true) it.hidden[i] = 1;
    if (e.fumbles === true) it.fumbles[i] = 1;
    if (e.drainsLife === true) it.drainsLife[i] = 1;
    for (const c of e.saps ?? []) it.saps[i] |= SAPS_BITS[c];
    if (e.curse !== undefined) it.curse[i] = e.curse;
    if (e.strengthVsTougher !== undefined) it.strengthVsTougher[i] = e.strengthVsTougher;
    if (e.grudge !== undefined) it.grudge[i] = e.grudge;
    if (e.breaksWeapons === true) it.breaksWeapons[i] = 1;
    if (e.strengthVsTougher !== undefined || e.grudge !== undefined || e.breaksWeapons === true) it.anyRunes = 1;
    if (e.stupefies === true) it.saps[i] |= SAPS_WITS;
    if (e.thrown !== undefined) {
      it.thrown[i] = e.thrown;
      it.anyThrown = 1;
    }
    if (e.destroysArmour === true) {
      it.destroysArmour[i] = 1;
      it.anyArmourBreaker = 1;
    }
    if (e.cardsForWounds === true) {
      it.cardsForWounds[i] = 1;
      it.anyCardsForWounds = 1;
    }
    if (e.contactWounds === true) it.contactWounds[i] = 1;
    if (e.calmsAnimosity === true) it.calmsAnimosity[i] = 1;
    if (e.spellWard !== undefined && e.spellWard < it.spellWard[i]) {
      it.spellWard[i] = e.spellWard;
      it.spellWardOnce[i] = e.spellWardOnce === true ? 1 : 0;
      it.spellWardTakes[i] = e.spellWardTakes === true ? 1 : 0;
    }
  }
  it.rerollSave[i] = reroll;
  it.hitPenalty[i] = penalty;
  for (const item of items) {
    if (item.effects.unitImmunity?.includes('fear')) it.lendsFear[i] = 1;
    if (item.effects.unitImmunity?.includes('panic')) it.lendsPanic[i] = 1;
    if (item.effects.unitImmunity?.includes('undead-fear')) it.lendsUndeadFear[i] = 1;
    if (item.effects.unitHatred === true) it.lendsHatred[i] = 1;
    if (item.effects.unitSteady === true) it.lendsSteady[i] = 1;
    if (item.effects.unitStench === true) it.lendsStench[i] = 1;
    if (item.effects.rot === true) it.rot[i] = 1;
    if ((item.effects.hitAura ?? 0) > it.hitAura[i]) it.hitAura[i] = item.effects.hitAura!;
    if ((item.effects.woundsUndead ?? 0) > it.woundsUndead[i]) it.woundsUndead[i] = item.effects.woundsUndead!;
    if ((item.effects.lendsSkill ?? 0) > it.lendsSkill[i]) it.lendsSkill[i] = item.effects.lendsSkill!;
    if (item.effects.swapInChallenge === true) it.swapInChallenge[i] = 1;
    if ((item.effects.riposte ?? 0) > it.riposte[i]) it.riposte[i] = item.effects.riposte!;
    if (item.effects.rebound === true) it.rebound[i] = 1;
    if (item.effects.deflectsSpells === true) it.deflects[i] = 1;
    if (item.effects.familiar === 'warrior') it.warriorFamiliar[i] = 1;
  }
  const heal = items.find((item) => item.effects.heal !== undefined)?.effects.heal;
  if (heal !== undefined) {
    it.heal[i] = heal.wounds === 'all' ? HEAL_ALL : heal.wounds;
    it.healWhen[i] = HEAL_WHEN_CODES[heal.when];
    it.healUses[i] = heal.uses ?? 0;
    it.healUnit[i] = heal.unit === true ? 1 : 0;
  }
  const storm = items.find((item) => item.effects.storm !== undefined)?.effects.storm;
  if (storm !== undefined) {
    [it.stormDice[i], it.stormFaces[i], it.stormAdd[i]] = diceOf(storm.hits);
    it.stormS[i] = storm.S;
    it.stormUses[i] = storm.uses ?? 1;
  }
  const blast = items.find((item) => item.effects.blast !== undefined)?.effects.blast;
  if (blast !== undefined) {
    it.blastDie[i] = blast.wounds === '1' ? 1 : blast.wounds === 'D3' ? 3 : 6;
    it.blastUses[i] = blast.uses ?? 1;
  }
  const arrow = items.find((item) => item.effects.arrow !== undefined)?.effects.arrow;
  if (arrow !== undefined) {
    [it.arrowDice[i], it.arrowFaces[i], it.arrowAdd[i]] = diceOf(arrow.shots);
    it.arrowS[i] = arrow.S;
    it.arrowUses[i] = arrow.uses ?? 1;
  }
  const globe = items.find((item) => item.effects.globe !== undefined)?.effects.globe;
  if (globe !== undefined) it.globeUses[i] = globe.uses ?? 1;
  const surge = items.find((item) => item.effects.surge !== undefined)?.effects.surge;
  if (surge !== undefined) {
    it.surgeS[i] = surge.S;
    it.surgeUses[i] = surge.uses ?? 1;
  }
  it.ward[i] = ward;
  plan.rule.ward[i] = ward < NO_SAVE ? 1 : 0;
  plan.rule.itemArmour[i] = suit !== undefined || shield !== undefined || bonus > 0 || reroll > 0 || penalty > 0 ? 1 : 0;
}

/**
 * A magic weapon's columns (AM p.13-16): he fights with it, not with a halberd's, a lance's or a
 * second weapon's bonuses (BM p.39), at its S and A — and with the rules of its own kind when it
 * is one (`weaponType`: a magic double-handed sword strikes last at +2 S, a magic lance gives +2 S
 * as he charges on a steed); how it hits, wounds and gets past armour.
 */
function fillWeapon(plan: Wfb4Plan, i: number, e: ItemEffects, mounted: boolean): void {
  const it = plan.items;
  const kind = e.weaponType === undefined ? undefined : MELEE_WEAPONS[e.weaponType];
  plan.rule.magicWeapon[i] = 1;
  plan.meleeSBonus[i] = raised(plan.S[i], e, 'S') - plan.S[i] + (kind?.strengthBonus ?? 0);
  plan.chargeSBonus[i] = (e.chargeS ?? 0) + (kind !== undefined && mounted ? kind.chargeStrengthBonus : 0);
  plan.firstRoundSBonus[i] = kind?.firstRoundStrengthBonus ?? 0;
  plan.rule.strikesLast[i] = kind?.strikesLast === true ? 1 : 0;
  plan.extraA[i] = raised(plan.A[i], e, 'A') - plan.A[i];
  it.autoHit[i] = e.autoHit ? 1 : 0;
  it.hitBonus[i] = e.hitBonus ?? 0;
  it.rerollMisses[i] = e.rerollMisses ? 1 : 0;
  it.woundOn[i] = e.autoWound ? 1 : (e.woundOn ?? 0);
  it.woundS[i] = e.woundS ?? 0;
  it.stopsAttacks[i] = e.stopsAttacks ?? 0;
  it.backfire[i] = e.backfire === true ? 1 : 0;
  it.fire[i] = e.fire === true ? 1 : 0;
  it.slayTest[i] = e.slayTest === undefined ? SLAY_NONE : e.slayTest.test === 'leadership' ? SLAY_LEADERSHIP : SLAY_TOUGHNESS;
  it.slaySaves[i] = e.slayTest?.saves === 'magic-armour-only' ? 1 : 0;
  it.woundBonus[i] = e.woundBonus ?? 0;
  it.saveMod[i] = e.saveModifier ?? 0;
  it.armourSaves[i] = e.armourSaves === 'none' ? SAVES_NONE : e.armourSaves === 'magic-armour-only' ? SAVES_MAGIC_ARMOUR : SAVES_ALL;
  it.woundsDie[i] = dieOf(e.wounds);
  it.hitsEach[i] = e.hitsEach === 'D6' ? 6 : e.hitsEach === '2' ? 2 : 1;
  it.lingering[i] = e.lingering ?? 0;
  it.selfWound[i] = e.selfWound ?? 0;
  const vs = e.against;
  if (vs !== undefined) {
    it.againstWoundOn[i] = vs.autoWound ? 1 : (vs.woundOn ?? 0);
    it.againstS[i] = vs.S ?? 0;
    it.againstDie[i] = vs.wounds === undefined ? 0 : dieOf(vs.wounds);
  }
}

/** The plan's code for what an unsaved wound becomes (plan.items.woundsDie). */
function dieOf(wounds: ItemWounds | undefined): number {
  return wounds === 'slain' ? SLAIN : wounds === 'D6+1' ? WOUNDS_D6_PLUS_1 : wounds === 'D6' ? 6 : wounds === 'D3' ? 3 : wounds === '2' ? 2 : 1;
}

/**
 * Which foes each character's weapon has its `against` powers against (AM p.13-16): Daemons
 * (a Chaos God's, of a daemon race, or with the daemonic save, §8.8), the Undead, the living
 * (neither Undead nor Daemons), the races it lists, foes of the Toughness it names or more — the profile as
 * compiled. Filled once every unit's columns are.
 */
export function fillAgainst(plan: Wfb4Plan, units: readonly { entry: UnitEntry; side: number; race: string | undefined }[]): void {
  const n = units.length;
  units.forEach((u, i) => {
    const vs = powersOf(u.entry).find((item) => item.kind === 'weapon')?.effects.against;
    if (vs === undefined) return;
    units.forEach((v, j) => {
      if (v.side === u.side) return;
      const isDaemon = plan.daemon[j] === 1 || plan.rule.daemonicSave[j] === 1;
      const daemon = vs.daemons === true && isDaemon;
      const undead = vs.undead === true && plan.rule.undead[j] === 1;
      const living = vs.living === true && plan.rule.undead[j] === 0 && !isDaemon;
      const race = vs.races !== undefined && v.race !== undefined && vs.races.includes(v.race);
      const tough = vs.toughness !== undefined && plan.T[j] >= vs.toughness;
      if (daemon || undead || living || race || tough) plan.items.against[i * n + j] = 1;
    });
  });
}
