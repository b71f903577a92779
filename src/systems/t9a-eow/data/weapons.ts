/**
 * The shooting weapons of The 9th Age: Essence of War (rules/t9a_eow.md §5, table "Every
 * shooting attack"; book L933–1004 and the weapon lines under each Patrol and Armylist), one
 * entry per row, in the digest's order.
 *
 * A model's entry prints the weapon with its Aim ("Bow (4+)"); `weaponOfRule` reads such a rule
 * into the weapon and the Aim. Breath is listed for completeness (its Str/AP come from the rule
 * that grants it: "Breath (Str 3, AP 2)", "Breath (4, AP 1)") but it has no Aim and is not
 * resolved by `weaponOfRule`.
 *
 * Readings (flagged in the digest or the book):
 * - Longbow: the Patrol text (L1642) says nothing about ranks, the Armylist text (L3657) lets
 *   the first 3 ranks shoot; `ranks: 3` is kept, which changes nothing for the Patrol's 5×2
 *   Lowborn Archers.
 * - Impaling Roots: "no Aim modifier of any kind" sets `noAimModifiers` and, implied by it,
 *   `noLongRange`, `noMoveAndShoot` and `noCover`.
 * - Hurl Attack and Titan Mortar print no Str/AP: the Area Attack (12) governs (§5).
 * - Breath: '2D3' automatic hits, once per game, 6", may be used in melee instead.
 */
import type { T9aWeapon } from './types.ts';

/** Defaults for a plain weapon: 2 ranks shoot, every Aim modifier applies. */
const PLAIN = {
  ranks: 2,
  noLongRange: false,
  noMoveAndShoot: false,
  noCover: false,
  noAimModifiers: false,
  marchAndShoot: false,
  poison: false,
  breath: false,
} as const;

export const WEAPONS: readonly T9aWeapon[] = [
  {
    ...PLAIN,
    id: 'bow',
    name: 'Bow',
    shots: '1',
    range: 24,
    str: 3,
    ap: 0,
    ranks: 3,
    carriers: 'Mongrel Raiders 4+, Goblin Rabble 4+, Goblin Demagogue 4+',
  },
  {
    ...PLAIN,
    id: 'longbow',
    name: 'Longbow',
    shots: '1',
    range: 30,
    str: 3,
    ap: 0,
    ranks: 3,
    carriers: 'Lowborn Archers 4+',
  },
  {
    ...PLAIN,
    id: 'arandai-longbow',
    name: 'Arandai Longbow',
    shots: '1',
    range: 30,
    str: 3,
    ap: 0,
    ranks: 3,
    noLongRange: true,
    carriers: 'Citizen Archers 3+',
  },
  {
    ...PLAIN,
    id: 'sylvan-longbow',
    name: 'Sylvan Longbow',
    shots: '1',
    range: 30,
    str: 3,
    ap: 1,
    closeRange: 15,
    closeStr: 4,
    noMoveAndShoot: true,
    carriers: 'Sylvan Archers 3+, Heath Hunters 3+, Druid 3+, Sylvan Chieftain 1+',
  },
  {
    ...PLAIN,
    id: 'aspen-bow',
    name: 'Aspen Bow',
    shots: '1',
    range: 24,
    str: 3,
    ap: 0,
    ranks: 3,
    noCover: true,
    noLongRange: true,
    noMoveAndShoot: true,
    carriers: 'Skeleton Archers 5+, Skeleton Chariots 5+, Nomarch 4+',
  },
  {
    ...PLAIN,
    id: 'throwing-weapons',
    name: 'Throwing Weapons',
    shots: '2',
    range: 8,
    str: null,
    ap: null,
    noLongRange: true,
    noMoveAndShoot: true,
    carriers: 'Wildhorn Herd 5+, Centaurs 5+, Hurlers 5+',
  },
  {
    ...PLAIN,
    id: 'crossbow',
    name: 'Crossbow',
    shots: '1',
    range: 30,
    str: 4,
    ap: 1,
    carriers: 'Clan Marksmen 4+, Iron Orcs option 4+',
  },
  {
    ...PLAIN,
    id: 'repeater-crossbow',
    name: 'Repeater Crossbow',
    shots: '2',
    range: 18,
    str: 3,
    ap: 0,
    closeRange: 9,
    closeAp: 1,
    marchAndShoot: true,
    carriers: 'Silexian Auxiliaries 3+',
  },
  {
    ...PLAIN,
    id: 'handgun',
    name: 'Handgun',
    shots: '1',
    range: 24,
    str: 4,
    ap: 2,
    carriers: 'Handgunners 4+',
  },
  {
    ...PLAIN,
    id: 'flintlock-axe',
    name: 'Flintlock Axe',
    shots: '1',
    range: 18,
    str: 4,
    ap: 2,
    carriers: 'Citadel Guard 3+, Vizier 2+',
  },
  {
    ...PLAIN,
    id: 'brace-of-pistols',
    name: 'Brace of Pistols',
    shots: '2',
    range: 12,
    str: 4,
    ap: 2,
    noMoveAndShoot: true,
    carriers: 'Reiters 4+',
  },
  {
    ...PLAIN,
    id: 'brace-of-ogre-pistols',
    name: 'Brace of Ogre Pistols',
    shots: '2',
    range: 24,
    str: 4,
    ap: 2,
    noMoveAndShoot: true,
    carriers: 'Khan 4+',
  },
  {
    ...PLAIN,
    id: 'hand-cannon',
    name: 'Hand Cannon',
    shots: 'D3+1',
    range: 24,
    str: 4,
    ap: 2,
    noMoveAndShoot: true,
    carriers: 'Bombardiers 4+',
  },
  {
    ...PLAIN,
    id: 'rotary-gun',
    name: 'Rotary Gun',
    shots: 'D3+1',
    range: 18,
    str: 4,
    ap: 2,
    noMoveAndShoot: true,
    carriers: 'Murmillo Brutes 4+',
  },
  {
    ...PLAIN,
    id: 'sling',
    name: 'Sling',
    shots: '1',
    range: 18,
    str: 3,
    ap: 0,
    closeRange: 9,
    closeStr: 4,
    noLongRange: true,
    noMoveAndShoot: true,
    carriers: 'Vermin Velites 4+',
  },
  {
    ...PLAIN,
    id: 'energy-bolts',
    name: 'Energy Bolts',
    shots: '1',
    range: 24,
    str: 5,
    ap: 0,
    carriers: 'Imps 4+',
  },
  {
    ...PLAIN,
    id: 'forge-repeater',
    name: 'Forge Repeater',
    shots: '4',
    range: 18,
    str: 5,
    ap: 2,
    noMoveAndShoot: true,
    carriers: 'Steam Copter 4+',
  },
  {
    ...PLAIN,
    id: 'howdah-bows',
    name: 'Howdah Bows',
    shots: '4',
    range: 24,
    str: 3,
    ap: 0,
    carriers: 'Guardian Behemoth 4+',
  },
  {
    ...PLAIN,
    id: 'shoot-spikes',
    name: 'Shoot Spikes',
    shots: '4',
    range: 12,
    str: 5,
    ap: 2,
    noMoveAndShoot: true,
    marchAndShoot: true,
    carriers: 'Spearback 3+',
  },
  {
    ...PLAIN,
    id: 'impaling-roots',
    name: 'Impaling Roots',
    shots: '4',
    range: 12,
    str: 4,
    ap: 1,
    noAimModifiers: true,
    noLongRange: true,
    noMoveAndShoot: true,
    noCover: true,
    marchAndShoot: true,
    carriers: 'Treefather 3+',
  },
  {
    ...PLAIN,
    id: 'poisoned-javelin',
    name: 'Poisoned Javelin',
    shots: '1',
    range: 12,
    str: null,
    ap: null,
    poison: true,
    noMoveAndShoot: true,
    carriers: 'Skink Veteran 2+, Skink Hunters 4+',
  },
  {
    ...PLAIN,
    id: 'cannon',
    name: 'Cannon',
    shots: '1',
    range: 36,
    str: 10,
    ap: 10,
    multipleWounds: 'D3',
    marchAndShoot: true,
    noCover: true,
    carriers: 'Steam Tank option 3+',
  },
  {
    ...PLAIN,
    id: 'hurl-attack',
    name: 'Hurl Attack',
    shots: '1',
    range: 24,
    str: null,
    ap: null,
    area: 12,
    noCover: true,
    noMoveAndShoot: true,
    carriers: 'Cyclops 4+',
  },
  {
    ...PLAIN,
    id: 'titan-mortar',
    name: 'Titan Mortar',
    shots: '1',
    range: 18,
    str: null,
    ap: null,
    area: 12,
    noCover: true,
    noMoveAndShoot: true,
    carriers: 'Infernal Engine 4+',
  },
  {
    ...PLAIN,
    id: 'breath',
    name: 'Breath',
    shots: '2D3',
    range: 6,
    str: null,
    ap: null,
    marchAndShoot: true,
    breath: true,
    carriers: 'Steam Tank (3/2), Dragon Mage (4/1), Battle Sphinx (4/1), Dragon Staff (4/0)',
  },
];

const BY_ID = new Map(WEAPONS.map((w) => [w.id, w]));
const BY_NAME = new Map(WEAPONS.map((w) => [w.name.toLowerCase(), w]));

/** The weapon with this id ('bow', 'brace-of-ogre-pistols'), or undefined. */
export function weaponById(id: string): T9aWeapon | undefined {
  return BY_ID.get(id);
}

/**
 * Reads a printed model rule such as 'Bow (4+)', 'Sylvan Longbow (1+)' or 'Cannon (3+)' into
 * its weapon and Aim. Anything else — other rules, unknown names, and Breath in any spelling
 * ('Breath (Str 3, AP 2)', 'Breath (4, AP 1)'), which has no Aim — gives undefined.
 */
export function weaponOfRule(rule: string): { weapon: T9aWeapon; aim: number } | undefined {
  const m = /^\s*(.+?)\s*\(\s*([1-6])\+\s*\)\s*$/.exec(rule);
  if (!m) return undefined;
  const weapon = BY_NAME.get(m[1].replace(/\s+/g, ' ').toLowerCase());
  if (!weapon || weapon.breath) return undefined;
  return { weapon, aim: Number(m[2]) };
}
