/**
 * The book's tables the phases roll against: melee To-Hit by Off − Def (rules/t9a_eow.md §6.3),
 * To-Wound by Str − Res and the Armour save by Arm − AP (§6.1).
 */

/** Melee to-hit (§6.3): Off − Def → score needed. */
export function meleeToHit(off: number, def: number): number {
  const d = off - def;
  if (d >= 4) return 2;
  if (d >= 1) return 3;
  if (d >= -3) return 4;
  if (d >= -7) return 5;
  return 6;
}

/** To-wound (§6.1): Str − Res → score needed. */
export function toWound(str: number, res: number): number {
  const d = str - res;
  if (d >= 2) return 2;
  if (d === 1) return 3;
  if (d === 0) return 4;
  if (d === -1) return 5;
  return 6;
}

/** Armour save (§6.1): Arm − AP → score needed, 7 = none. */
export function armourSave(arm: number, ap: number): number {
  const d = (arm > 5 ? 5 : arm) - ap;
  if (d <= 0) return 7;
  if (d >= 5) return 2;
  return 7 - d;
}
