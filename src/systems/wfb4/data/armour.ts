/**
 * Armour of WFB4: what each piece adds to the save and costs (rules/wfb4.md §5.8, §10), the
 * save a model gets (§5.8), and the move left after the armour penalty (§2.2).
 *
 * The save uses the general form the tables imply: save = 7 − points, where a shield, light
 * armour, a 1-W mount and barding are worth 1 point each and heavy armour 2 (RB p.28; the
 * barded wizard of BM p.39 confirms the mount and barding points add). It reproduces every cell
 * of the printed table and extends it to the combinations the table leaves out.
 */

/** One kind of armour. */
export interface ArmourPiece {
  id: string;
  name: string;
  /** Points of save it gives: the save is 7 − total points. */
  savePoints: number;
  /** Cost per model on foot (RB p.92); a cavalry model pays it doubled (§10). */
  points: number;
  /** Worn by the mount, so only a mounted model may have it. */
  mountOnly: boolean;
  page: string;
}

/** Armour by id (rules/wfb4.md §5.8 save points, §10 costs). */
export const ARMOUR: Readonly<Record<string, ArmourPiece>> = {
  shield: { id: 'shield', name: 'Shield', savePoints: 1, points: 1, mountOnly: false, page: 'RB p.28, p.92' },
  'light-armour': {
    id: 'light-armour',
    name: 'Light armour',
    savePoints: 1,
    points: 2,
    mountOnly: false,
    page: 'RB p.28, p.92',
  },
  'heavy-armour': {
    id: 'heavy-armour',
    name: 'Heavy armour',
    savePoints: 2,
    points: 3,
    mountOnly: false,
    page: 'RB p.28, p.92',
  },
  barding: { id: 'barding', name: 'Barding', savePoints: 1, points: 4, mountOnly: true, page: 'RB p.28, p.92; BM p.39' },
};

/** Save points a cavalry mount (1 W) gives on its own: the automatic 6+ (RB p.28). */
const CAVALRY_MOUNT_POINTS = 1;

/** The save rolled when nothing protects the model: no D6 reaches it. */
export const NO_SAVE = 7;

/** A Daemon's usual save (RB p.87, rules/wfb4.md §8.8): 4+. */
export const DAEMONIC_SAVE = 4;

/** What decides a model's armour save. */
export interface ArmourSaveInput {
  /** ARMOUR ids worn or carried by the model, barding included (worn by its mount). */
  armour: readonly string[];
  /** The model rides a mount: a cavalry steed or a monster. */
  mounted: boolean;
  /** The mount has more than 1 W, so it is a monster and gives no save (RB p.29, 68). */
  monsterMount: boolean;
  /** The save is against a hand-to-hand blow. */
  inMelee: boolean;
  /** The model's melee weapon leaves a hand for the shield (false for double-handed, flail, ...). */
  shieldUsable: boolean;
  /**
   * The save before any armour: NO_SAVE, or a Daemon's save (usually 4+), which armour improves
   * as it would a save of its own (RB p.87: a Daemon Steed's 4+ with barding is 3+).
   */
  baseSave?: number;
}

/** Check armour ids and combinations; returns the pieces. */
function armourPieces(armour: readonly string[]): ArmourPiece[] {
  const seen = new Set<string>();
  const pieces: ArmourPiece[] = [];
  for (const id of armour) {
    const piece = ARMOUR[id];
    if (!piece) throw new Error(`unknown armour '${id}'; known: ${Object.keys(ARMOUR).join(', ')}`);
    if (seen.has(id)) throw new Error(`armour '${id}' is listed twice`);
    seen.add(id);
    pieces.push(piece);
  }
  if (seen.has('light-armour') && seen.has('heavy-armour')) {
    throw new Error('light and heavy armour cannot both be worn: list one');
  }
  return pieces;
}

/**
 * The D6 score a model needs to save a wound, before any strength or weapon modifier:
 * 7 − (armour points + 1 for a 1-W mount), 7 meaning no save (rules/wfb4.md §5.8; RB p.28,
 * BM p.39) — or a Daemon's save (§8.8) less the same points. A shield counts in melee only
 * when `shieldUsable`.
 *
 * @param input armour worn, mount, melee or not, shield usable
 * @returns the save needed, 2..7 for the book's armour (7 = no save)
 * @throws Error for unknown or repeated armour, light with heavy armour, barding without a
 *   cavalry mount (the seed gives no barded monster), or a monster mount while not mounted
 * @example armourSave({ armour: ['barding'], mounted: true, monsterMount: false, inMelee: false, shieldUsable: true }) // → 5 (§11 #34)
 */
export function armourSave(input: ArmourSaveInput): number {
  const { mounted, monsterMount, inMelee, shieldUsable } = input;
  if (monsterMount && !mounted) throw new Error('monsterMount needs mounted: a monster mount is a mount');
  let points = 0;
  for (const piece of armourPieces(input.armour)) {
    if (piece.mountOnly && (!mounted || monsterMount)) {
      throw new Error(`${piece.name} is worn by a cavalry mount (1 W); the model has none`);
    }
    // A shield needs a free hand in hand-to-hand combat (RB p.42-43, §12-15).
    if (piece.id === 'shield' && inMelee && !shieldUsable) continue;
    points += piece.savePoints;
  }
  // Riders of monsters get no mount bonus (RB p.29, p.68).
  if (mounted && !monsterMount) points += CAVALRY_MOUNT_POINTS;
  return (input.baseSave ?? NO_SAVE) - points;
}

/**
 * A save made `by` points better: a magic banner's +1 (AM p.19: +1 to the armour save, or 6+ to
 * a unit with none), an item's `saveBonus` (AM p.8-9) — from no save (7), 7 − `by`.
 *
 * @example improvedSave(NO_SAVE, 1) // → 6
 */
export function improvedSave(save: number, by: number): number {
  return save >= NO_SAVE ? NO_SAVE - by : save - by;
}

/**
 * Move after the armour penalty (rules/wfb4.md §2.2; RB p.20): shield and heavy armour
 * together cost 1", a barded mount costs 1"; any other armour costs nothing.
 *
 * @param M the profile move (for cavalry, the mount's M)
 * @param armour ARMOUR ids of the model; 'barding' here counts the same as `barded`
 * @param barded the mount wears barding
 * @returns the move in inches, never below 0
 * @throws Error for unknown or repeated armour, or light with heavy armour
 * @example moveAfterArmour(8, ['heavy-armour', 'shield'], true) // → 6 (§11 #2, #32)
 */
export function moveAfterArmour(M: number, armour: readonly string[], barded: boolean): number {
  const ids = new Set(armourPieces(armour).map((piece) => piece.id));
  let move = M;
  if (ids.has('shield') && ids.has('heavy-armour')) move -= 1;
  if (barded || ids.has('barding')) move -= 1;
  return Math.max(0, move);
}
