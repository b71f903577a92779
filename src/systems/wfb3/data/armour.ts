/**
 * The 3rd edition's saving throws (rules/wfb3.md §4.7): the foot table, and the mounted one,
 * which is the foot save one better for being mounted and one better again for barding, down
 * to 2+. Each save slows its wearer, in half inches (the Movement Reduction column).
 */

export interface ArmourRow {
  id: string;
  name: string;
  note: string;
}

/** The armour a unit may list in `armour`. */
export const ARMOUR: Readonly<Record<string, ArmourRow>> = {
  shield: { id: 'shield', name: 'Shield', note: 'a 6+ save on foot; ignored by attacks from the rear, free hacks, and in the first round after standing and shooting' },
  'light-armour': { id: 'light-armour', name: 'Light armour', note: 'a 6+ save on foot; 5+ with a shield' },
  'heavy-armour': { id: 'heavy-armour', name: 'Heavy armour', note: 'a 5+ save on foot; 4+ with a shield' },
};

/** No save: no roll of a D6 reaches 7. */
export const NO_SAVE = 7;

/** The foot save table as printed (§4.7): save needed by armour, with its move reduction in inches. */
export const FOOT_SAVES: readonly { armour: string; save: number; moveReduction: number }[] = [
  { armour: 'none', save: NO_SAVE, moveReduction: 0 },
  { armour: 'shield', save: 6, moveReduction: 0 },
  { armour: 'light armour', save: 6, moveReduction: 0 },
  { armour: 'light armour + shield', save: 5, moveReduction: 0.5 },
  { armour: 'heavy armour', save: 5, moveReduction: 0.5 },
  { armour: 'heavy armour + shield', save: 4, moveReduction: 1 },
];

/** The mounted save table as printed (§4.7): rider's armour, and barding or not. */
export const MOUNTED_SAVES: readonly { armour: string; barding: boolean; save: number; moveReduction: number }[] = [
  { armour: 'none', barding: false, save: 6, moveReduction: 0 },
  { armour: 'none', barding: true, save: 5, moveReduction: 0.5 },
  { armour: 'shield', barding: false, save: 5, moveReduction: 0.5 },
  { armour: 'shield', barding: true, save: 4, moveReduction: 1 },
  { armour: 'light armour', barding: false, save: 5, moveReduction: 0.5 },
  { armour: 'light armour', barding: true, save: 4, moveReduction: 1 },
  { armour: 'light armour + shield', barding: false, save: 4, moveReduction: 1 },
  { armour: 'light armour + shield', barding: true, save: 3, moveReduction: 1.5 },
  { armour: 'heavy armour', barding: false, save: 4, moveReduction: 1 },
  { armour: 'heavy armour', barding: true, save: 3, moveReduction: 1.5 },
  { armour: 'heavy armour + shield', barding: false, save: 3, moveReduction: 1.5 },
  { armour: 'heavy armour + shield', barding: true, save: 2, moveReduction: 2 },
];

/** The printed row's armour name for a unit's armour ids. */
export function armourName(shield: boolean, body: 'none' | 'light' | 'heavy'): string {
  const parts = [body === 'light' ? 'light armour' : body === 'heavy' ? 'heavy armour' : '', shield ? 'shield' : ''].filter((s) => s !== '');
  return parts.length === 0 ? 'none' : parts.join(' + ');
}

/**
 * The save and move reduction a model has (§4.7), read from the printed tables.
 *
 * @example saveOf(true, 'light', false, false) // → { save: 5, moveReduction: 0.5 }
 * @example saveOf(true, 'heavy', true, true) // → { save: 2, moveReduction: 2 }
 */
export function saveOf(shield: boolean, body: 'none' | 'light' | 'heavy', mounted: boolean, barding: boolean): { save: number; moveReduction: number } {
  const name = armourName(shield, body);
  if (!mounted) {
    const r = FOOT_SAVES.find((s) => s.armour === name)!;
    return { save: r.save, moveReduction: r.moveReduction };
  }
  const r = MOUNTED_SAVES.find((s) => s.armour === name && s.barding === barding)!;
  return { save: r.save, moveReduction: r.moveReduction };
}
