/**
 * The Bestiary: mounts of The 9th Age: Essence of War (rules/t9a_eow.md §10.1; book
 * L2822–2997), every row in the digest's order.
 *
 * A mount replaces the rider's base and the characteristics it lists: null = unchanged
 * ("—"), a number = set to; Arm is "+N" (armBonus, capped at 5 by the engine) or a bold bare
 * number (armSet). Rules are the "Rules gained" cell split on commas outside parentheses,
 * exactly as the digest prints them. The digest shortens the book's "Grind (2 Hits, Str 5,
 * AP 2)" to "Grind (2, Str 5, AP 2)" except on the Cadaver Wagon; the digest's text is kept.
 *
 * Interpretations:
 * - Bull (of Shamut): Arm "— (Aeg 5+)" — the book prints an Aeg column instead of Arm for
 *   this mount, so Arm is unchanged (armBonus 0, armSet null) and Aegis is 5+.
 * - War Dais and Shield Bearers: Adv/Mar "—" (the book leaves them blank): the rider keeps
 *   its own movement.
 */
import type { T9aMount } from './types.ts';

export const MOUNTS: readonly T9aMount[] = [
  {
    id: 'beastie', name: 'Beastie', base: [25, 50],
    adv: 8, mar: 16, hp: null, res: null, armBonus: 1, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
  {
    id: 'cadaver-wagon', name: 'Cadaver Wagon', base: [60, 100],
    adv: 4, mar: 8, hp: 4, res: 4, armBonus: 2, armSet: null, aeg: null,
    rules: ['Impact (1 Hit, Str 4, AP 1)', 'Grind (4 Hits, Str 3, AP 0)'],
  },
  {
    id: 'great-beast', name: 'Great Beast', base: [50, 75],
    adv: 7, mar: 14, hp: null, res: 5, armBonus: 1, armSet: null, aeg: null,
    rules: ['Grind (2, Str 5, AP 2)', 'Stomp (1, Str 5, AP 2)', 'Fear', 'Swiftstride', 'Towering'],
  },
  {
    id: 'lion-chariot', name: 'Lion Chariot', base: [50, 100],
    adv: 8, mar: 8, hp: 4, res: 4, armBonus: 2, armSet: null, aeg: null,
    rules: ['Impact (D3+1, Str 5, AP 2)', 'Grind (2, Str 5, AP 2)', 'Swiftstride'],
  },
  {
    id: 'beastie-chariot', name: 'Beastie Chariot', base: [50, 100],
    adv: 8, mar: 8, hp: 4, res: 4, armBonus: 1, armSet: null, aeg: null,
    rules: ['Impact (D3+1, Str 5, AP 2)', 'Grind (2, Str 3, AP 1)', 'Swiftstride'],
  },
  {
    id: 'elven-horse', name: 'Elven Horse', base: [25, 50],
    adv: 9, mar: 18, hp: null, res: null, armBonus: 2, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
  {
    id: 'great-elk', name: 'Great Elk', base: [50, 50],
    adv: 8, mar: 16, hp: null, res: 5, armBonus: 1, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
  {
    id: 'pegasus', name: 'Pegasus', base: [40, 40],
    adv: 8, mar: 16, hp: null, res: 4, armBonus: 1, armSet: null, aeg: null,
    rules: ['Stomp (1, Str 4, AP 1)', 'Fly', 'Light Troops', 'Swiftstride'],
  },
  {
    // Arm "— (Aeg 5+)": Arm unchanged, Aegis 5+ (see the header).
    id: 'bull-of-shamut', name: 'Bull (of Shamut)', base: [50, 50],
    adv: 6, mar: 12, hp: 4, res: 5, armBonus: 0, armSet: null, aeg: 5,
    rules: [
      'Impact (1, Str 5, AP 2)', 'Grind (2, Str 5, AP 2)', 'Fly', 'Light Troops', 'Swiftstride',
      'Fear', 'Supernal', 'Towering',
    ],
  },
  {
    id: 'flying-beast', name: 'Flying Beast', base: [50, 50],
    adv: 8, mar: 16, hp: 4, res: 5, armBonus: 0, armSet: 3, aeg: null,
    rules: [
      'Grind (2, Str 5, AP 3)', 'Stomp (1, Str 5, AP 3)', 'Fly', 'Light Troops', 'Swiftstride',
      'Fear', 'Towering',
    ],
  },
  {
    id: 'horse', name: 'Horse', base: [25, 50],
    adv: 7, mar: 14, hp: null, res: null, armBonus: 2, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
  {
    id: 'pegasus-charger', name: 'Pegasus Charger', base: [50, 50],
    adv: 8, mar: 16, hp: null, res: 4, armBonus: 2, armSet: null, aeg: null,
    rules: ['Stomp (1, Str 4, AP 1)', 'Fly', 'Light Troops', 'Swiftstride', 'Towering'],
  },
  {
    id: 'praetorian-brute', name: 'Praetorian Brute', base: [40, 40],
    adv: 6, mar: 12, hp: null, res: 5, armBonus: 1, armSet: null, aeg: null,
    rules: ['Grind (2, Str 5, AP 2)', 'Stomp (1, Str 5, AP 2)', 'War Platform'],
  },
  {
    id: 'raptor', name: 'Raptor', base: [25, 50],
    adv: 7, mar: 14, hp: null, res: null, armBonus: 2, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
  {
    id: 'skeleton-chariot', name: 'Skeleton Chariot', base: [50, 100],
    adv: 8, mar: 10, hp: null, res: null, armBonus: 1, armSet: null, aeg: null,
    rules: ['Impact (2D3, Str 4, AP 1)', 'Grind (2, Str 3, AP 0)', 'Swiftstride'],
  },
  {
    id: 'war-dais', name: 'War Dais', base: [50, 50],
    adv: null, mar: null, hp: 4, res: null, armBonus: 2, armSet: null, aeg: null,
    rules: ['Grind (2, Str 4, AP 1)', 'War Platform'],
  },
  {
    id: 'pteradon', name: 'Pteradon', base: [40, 40],
    adv: 8, mar: 16, hp: 3, res: null, armBonus: 1, armSet: null, aeg: null,
    rules: [
      'Grind (2, Str 4, AP 1)', 'Stomp (1, Str 4, AP 1)', 'Fly', 'Light Troops', 'Swiftstride',
      'Vanguard',
    ],
  },
  {
    id: 'shield-bearers', name: 'Shield Bearers', base: [40, 20],
    adv: null, mar: null, hp: 4, res: null, armBonus: 2, armSet: null, aeg: null,
    rules: ['Grind (1, Str 4, AP 1)', 'War Platform'],
  },
  {
    id: 'taurosaur', name: 'Taurosaur', base: [50, 100],
    adv: 6, mar: 10, hp: 5, res: 5, armBonus: 0, armSet: 4, aeg: null,
    rules: [
      'Impact (D3, Str 6, AP 3)', 'Grind (2, Str 6, AP 3)', 'Stomp (D3, Str 6, AP 3)', 'Fear',
      'Swiftstride', 'Towering',
    ],
  },
  {
    id: 'wardens', name: 'Wardens', base: [50, 75],
    adv: 6, mar: 12, hp: 5, res: null, armBonus: 0, armSet: 3, aeg: null,
    rules: ['Grind (2, Str 5, AP 2)'],
  },
  {
    id: 'raiding-chariot', name: 'Raiding Chariot', base: [50, 100],
    adv: 7, mar: 7, hp: 4, res: 5, armBonus: 2, armSet: null, aeg: null,
    rules: ['Impact (D3+1, Str 5, AP 2)', 'Grind (2, Str 4, AP 1)', 'Swiftstride'],
  },
  {
    id: 'skeletal-horse', name: 'Skeletal Horse', base: [25, 50],
    adv: 8, mar: 16, hp: null, res: null, armBonus: 1, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
  {
    id: 'unicorn', name: 'Unicorn', base: [25, 50],
    adv: 10, mar: 20, hp: null, res: 4, armBonus: 1, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
  {
    id: 'warhorse', name: 'Warhorse', base: [25, 50],
    adv: 8, mar: 16, hp: null, res: null, armBonus: 2, armSet: null, aeg: null,
    rules: ['Swiftstride'],
  },
];

/**
 * The list abbreviations and named options of the paragraph under the §10.1 table, each to
 * its mount id. An "on X" option whose X is a full mount name needs no alias (resolveMount).
 * - Vizier "on Bull" → the key is 'Bull'.
 * - Skeletal Steed = Warhorse + Fly: the mount is the Warhorse; Fly comes from the option.
 * - "Anurarch's Wardens option" → the key is the option's label, 'Wardens'.
 */
export const MOUNT_ALIASES: Readonly<Record<string, string>> = {
  'Raid. Chariot': 'raiding-chariot',
  'Fly. Beast': 'flying-beast',
  'Praet. Brute': 'praetorian-brute',
  'Skelet. Chariot': 'skeleton-chariot',
  Taurosauro: 'taurosaur',
  Bull: 'bull-of-shamut',
  "Queen's Cavalier": 'elven-horse',
  'Royal Huntsman': 'lion-chariot',
  'Wild Hunter': 'great-elk',
  Sainted: 'pegasus-charger',
  'Grim Coachman': 'cadaver-wagon',
  'Skeletal Steed': 'warhorse',
  Wardens: 'wardens',
};

const BY_ID: ReadonlyMap<string, T9aMount> = new Map(MOUNTS.map((m) => [m.id, m]));

/**
 * Looks up a mount.
 *
 * @param id the mount id, e.g. 'raiding-chariot', 'bull-of-shamut'
 * @returns the mount, or undefined when there is no such mount
 */
export function mountById(id: string): T9aMount | undefined {
  return BY_ID.get(id);
}

/**
 * The mount id for a name as a list prints it: an alias ('Raid. Chariot', "Queen's
 * Cavalier"), a full mount name ('Pegasus', 'Bull (of Shamut)') or an "on X" option label.
 *
 * @param name the printed name or option label
 * @returns the mount id, or undefined when the name is not a mount
 */
export function resolveMount(name: string): string | undefined {
  const bare = name.startsWith('on ') ? name.slice(3).trim() : name.trim();
  if (Object.hasOwn(MOUNT_ALIASES, bare)) return MOUNT_ALIASES[bare];
  return MOUNTS.find((m) => m.name === bare)?.id;
}
