/**
 * Warmaster magic items as data (rules/warmaster.md §9; the rulebook list, open to every army).
 *
 * Who may carry what (§9, checked by roster.ts):
 * - a unit of infantry, cavalry or chariots may take one item, a standard or a weapon; monsters,
 *   artillery and machines none, nor units tagged 'no-magic-items' (Rat Swarms, Ethereal Host,
 *   Dire Wolves, Daemon Swarms);
 * - a character may take one weapon or one device (never a standard); devices are restricted to
 *   Generals, to Wizards, or to Wizards and Dwarf Runesmiths;
 * - a few Generals also cast spells and may take Wizard devices: see WIZARD_ITEM_GENERALS;
 * - each item at most once in an army; its points are added to the bearer, also for VP (§10).
 */
import type { WmTroopType } from './types.ts';

/** The §9 classes: magic standards, magic weapons, and devices of power by who may hold them. */
export type WmItemClass = 'standard' | 'weapon' | 'general' | 'wizard' | 'wizard-or-runesmith';

/**
 * How long an item keeps working: all battle; for the unit's first Combat phase of fighting only;
 * until the unit loses its first stand; until its first failure (Crown of Command); or for a
 * single use in the battle.
 */
export type WmItemLasts = 'battle' | 'first-combat' | 'until-stand-lost' | 'until-failure' | 'one-use';

export interface WmItem {
  /** Kebab-case id: 'battle-banner', 'sword-of-might', ... */
  id: string;
  name: string;
  class: WmItemClass;
  /** Added to the bearer's points (and its VP value, §10). */
  points: number;
  /** Troop types and character kinds that may carry it (§9). */
  bearers: WmTroopType[];
  /** Unit ids, in any army, that may carry it besides `bearers` (Dwarf Runesmith). */
  bearerUnits: string[];
  /** It works only once in the battle (a single use, a single turn, or the first combat only). */
  once: boolean;
  lasts: WmItemLasts;
  /** The item's rule in our own words. */
  note: string;
  source: string;
}

/** Units that may take an item (§9). */
const UNIT_TYPES: WmTroopType[] = ['infantry', 'cavalry', 'chariot'];
/** Every kind of character. */
const CHARACTERS: WmTroopType[] = ['general', 'hero', 'wizard'];

function standard(id: string, name: string, points: number, lasts: WmItemLasts, note: string): WmItem {
  return {
    id, name, class: 'standard', points, bearers: [...UNIT_TYPES], bearerUnits: [],
    once: lasts === 'one-use' || lasts === 'first-combat', lasts, note, source: '§9',
  };
}

function weapon(id: string, name: string, points: number, lasts: WmItemLasts, note: string): WmItem {
  return {
    id, name, class: 'weapon', points, bearers: [...UNIT_TYPES, ...CHARACTERS], bearerUnits: [],
    once: lasts === 'one-use' || lasts === 'first-combat', lasts, note, source: '§9',
  };
}

function device(
  id: string,
  name: string,
  cls: 'general' | 'wizard' | 'wizard-or-runesmith',
  points: number,
  lasts: WmItemLasts,
  note: string,
): WmItem {
  return {
    id,
    name,
    class: cls,
    points,
    bearers: cls === 'general' ? ['general'] : ['wizard'],
    bearerUnits: cls === 'wizard-or-runesmith' ? ['runesmith'] : [],
    once: lasts === 'one-use',
    lasts,
    note,
    source: '§9',
  };
}

const LIST: WmItem[] = [
  // ---- Magic standards: infantry, cavalry and chariot units only ----
  standard('battle-banner', 'Battle Banner', 50, 'first-combat',
    '+1 Attack for every stand during the unit\'s first Combat phase of fighting in the battle, pursuit rounds and advances of that phase included.'),
  standard('banner-of-shielding', 'Banner of Shielding', 50, 'until-stand-lost',
    'Armour one better (5+ becomes 4+ and so on), never better than 3+, until the unit loses a stand.'),
  standard('banner-of-fortitude', 'Banner of Fortitude', 50, 'first-combat',
    '+1 Hits per stand during the unit\'s first Combat phase of fighting (same scope as the Battle Banner); odd hits are discarded before the bonus goes.'),
  standard('banner-of-steadfastness', 'Banner of Steadfastness', 30, 'until-stand-lost',
    'Each turn one shooting hit that got through the saves is ignored, Shooting-phase spell hits included, until the unit loses a stand.'),
  standard('banner-of-fortune', 'Banner of Fortune', 20, 'one-use',
    'Once in the battle, in a Shooting or Combat phase, every attack die of the unit (character and item bonus dice too) is rolled again; the second roll stands.'),

  // ---- Magic weapons: a unit (as for standards) or a character ----
  weapon('sword-of-destruction', 'Sword of Destruction', 10, 'battle',
    'One enemy unit touching the bearer must roll one of its successful armour saves again in each combat round (§12 E23).'),
  weapon('sword-of-fate', 'Sword of Fate', 5, 'first-combat',
    '+1 Attack on one stand (not on each) in the first round of the unit\'s first combat only.'),
  weapon('sword-of-cleaving', 'Sword of Cleaving', 10, 'battle',
    'One failed attack die may be rolled again in each combat round.'),
  weapon('sword-of-might', 'Sword of Might', 10, 'battle',
    '+1 Attack on one stand (not on each), in every combat, like a character\'s bonus.'),

  // ---- Devices of power: characters, by class ----
  device('crown-of-command', 'Crown of Command', 'general', 100, 'until-failure',
    'The General\'s first order of each turn may be made against an unmodified Command 10 (no penalties at all); if that order fails (11 or 12) the Crown never works again.'),
  device('helm-of-dominion', 'Helm of Dominion', 'general', 50, 'one-use',
    '+1 Command for the General, up to 10, for one turn of the battle declared at its start.'),
  device('orb-of-majesty', 'Orb of Majesty', 'general', 30, 'one-use',
    'Once in the battle a failed General\'s order may be rolled again as if his Command were 8, usual penalties applying but the failed roll not counting as a repeat order; if it passes the General goes on at his own value. (The original, stronger Orb was replaced, §9 Δ.)'),
  device('ring-of-magic', 'Ring of Magic', 'wizard', 30, 'one-use',
    'Once in the battle a spell is cast without rolling: it simply works.'),
  device('staff-of-spellbinding', 'Staff of Spellbinding', 'wizard-or-runesmith', 30, 'one-use',
    'When an enemy Wizard fails a cast, roll a D6: on 4+ he is spellbound, −1 to all his later casting rolls; the Staff then stops working, so it binds one Wizard at most.'),
  device('sceptre-of-sovereignty', 'Sceptre of Sovereignty', 'general', 30, 'one-use',
    'One blundered double-6 order by any of the army\'s characters is ignored (the blunder may be rolled first): the test counts as passed and ordering goes on. Generals do not blunder, so in practice it saves a Hero or Wizard (§13 A12).'),
  device('scroll-of-dispelling', 'Scroll of Dispelling', 'wizard-or-runesmith', 20, 'one-use',
    'Once in the battle an enemy spell that was cast successfully is cancelled; a Runesmith may use it after his own anti-magic roll failed.'),
  device('wand-of-power', 'Wand of Power', 'wizard', 10, 'one-use',
    'Once in the battle +1 to a casting roll, declared before rolling; a 1 still fails.'),
  device('rod-of-repetition', 'Rod of Repetition', 'wizard', 10, 'one-use',
    'Once in the battle, after a casting roll that succeeded (even if the spell was then dispelled), the Wizard may cast again with a normal roll, the same spell if he likes (on the same unit only if the first was dispelled); with Teleport or Skitterleap at most 3 spells that turn (§12 E26).'),
];

/** Every §9 magic item by id. */
export const ITEMS: Readonly<Record<string, WmItem>> = Object.fromEntries(LIST.map((item) => [item.id, item]));

/**
 * Generals who may also carry Wizard devices, because they cast spells and their list entry
 * says so: the Slann (§11.8), a General upgraded to Tzarina (§11.10) and a Daemon Overlord with
 * Wizard powers (§11.13). `upgrade`: the upgrade that grants it; absent = the General himself.
 * The Grey Seer and the Vampire Lord cast too, but neither list entry grants Wizard items, so
 * they take General items and weapons only.
 */
export const WIZARD_ITEM_GENERALS: ReadonlyArray<{ army: string; unit: string; upgrade?: string; source: string }> = [
  { army: 'lizardmen', unit: 'slann', source: '§11.8' },
  { army: 'kislev', unit: 'general', upgrade: 'tzarina', source: '§11.10' },
  { army: 'daemons', unit: 'daemon-overlord', upgrade: 'wizard-powers', source: '§11.13' },
];
