/**
 * Warmaster army selection checks (rules/warmaster.md §11.0, §9): is a list of units, mounts,
 * upgrades and magic items a legal army of the agreed size?
 *
 * - Min/Max are per **full** 1000 points: an army of 2500 uses the 2000 figures. Below 1000 the
 *   1000-point maxima apply and there are no minima (§11.0, [C] reading).
 * - Exactly one General whatever the size; `maxPerArmy` caps (War Altar, Trebuchet, ...) never scale.
 * - Mounts and upgrades ride on a character's entry, only on the characters in their `riders`,
 *   and count against their own Min/Max (§11.0).
 * - Attachments (Skirmishers, Salamanders) are never units of their own: one rides on a host
 *   unit's entry, only on the units in their `hosts`, and counts against its own Min/Max
 *   (§11.1, §11.8).
 * - One magic item per unit or character, each item once per army, and only on bearers its
 *   class allows (§9).
 * - The total, items included, may not exceed the agreed size.
 *
 * This is setup code: plain and readable, run once per scenario.
 */
import { suggest } from '../../scenario/suggest.ts';
import { ITEMS, WIZARD_ITEM_GENERALS, type WmItem } from './data/items.ts';
import type { WmArmy, WmTroopType, WmUnitData } from './data/types.ts';

/** One unit or character of a scenario's army list. */
export interface RosterEntry {
  /** Unit id in the army list: 'halberdiers', 'general', ... */
  unit: string;
  /** A mount id for a character: 'griffon', 'war-altar', ... */
  mount?: string;
  /** Further upgrade ids for a character (Tzarina, Favour of the Gods, ...). */
  upgrades?: string[];
  /** An attachment id for a unit: 'skirmishers', 'salamanders' (§11.1, §11.8). */
  attach?: string;
  /** Magic item ids (§9); at most one is legal. */
  items?: string[];
  /** where it is in the scenario, for messages */
  path: string;
}

export interface RosterProblem {
  /** The scenario path of the entry at fault, or of the army for army-wide problems. */
  path: string;
  /** What is wrong and what is allowed. */
  message: string;
}

export interface RosterOptions {
  /**
   * The agreed army size. When absent only per-army caps, riders, items and "exactly one
   * General" are checked.
   */
  points?: number;
  /** Require a General (default true); when false an army may have none, but never two. */
  requireGeneral?: boolean;
  /** Where the army's list is in the scenario, for army-wide problems (default ''). */
  path?: string;
}

const CHARACTER_TYPES: ReadonlySet<WmTroopType> = new Set(['general', 'hero', 'wizard']);
const MOUNT_TYPES: ReadonlySet<WmTroopType> = new Set(['monstrous-mount', 'chariot-mount', 'special-mount']);
const ITEM_UNIT_TYPES: ReadonlySet<WmTroopType> = new Set(['infantry', 'cavalry', 'chariot']);

/**
 * Min and Max for an army of `armyPoints` (§11.0): both scale with the number of **full** 1000
 * points; below 1000 the 1000-point maximum applies and there is no minimum.
 *
 * @param min the list's minimum per 1000 points, or null for none
 * @param max the list's maximum per 1000 points, or null for no limit
 * @param armyPoints the agreed army size
 * @returns the minimum (0 for none) and maximum (null for no limit) for that army
 * @example scaledLimits(1, 4, 2000) // → { min: 2, max: 8 } (Bretonnian Squires, §12 E25)
 * @example scaledLimits(2, null, 2500) // → { min: 4, max: null } (Empire Halberdiers, §12 E25)
 */
export function scaledLimits(min: number | null, max: number | null, armyPoints: number): { min: number; max: number | null } {
  const thousands = Math.floor(armyPoints / 1000);
  if (thousands < 1) return { min: 0, max };
  return { min: (min ?? 0) * thousands, max: max === null ? null : max * thousands };
}

/**
 * Points of one entry: the unit or character, its mount and upgrades, its attached stand and
 * its magic items (§9, §11.0). This is also what the entry is worth in VP when destroyed or
 * slain (§10). Unknown ids count 0 (checkRoster reports them).
 */
export function entryPoints(army: WmArmy, entry: RosterEntry): number {
  const byId = unitsById(army);
  let total = byId.get(entry.unit)?.points ?? 0;
  for (const id of addOns(entry)) total += byId.get(id)?.points ?? 0;
  if (entry.attach !== undefined) total += byId.get(entry.attach)?.points ?? 0;
  for (const id of entry.items ?? []) total += ITEMS[id]?.points ?? 0;
  return total;
}

/** Total points of a roster: units, mounts, upgrades and magic items (§11.0, §9). */
export function rosterPoints(army: WmArmy, entries: RosterEntry[]): number {
  let total = 0;
  for (const entry of entries) total += entryPoints(army, entry);
  return total;
}

/**
 * Every way `entries` breaks the army selection rules (§11.0, §9); empty when it is legal.
 *
 * @example
 * checkRoster(EMPIRE, [{ unit: 'general', path: 'units.0' }, { unit: 'halberdiers', path: 'units.1' }], { points: 2000 })
 * // → [{ path: '', message: 'halberdiers: 1 unit, but an Empire army of 2000 points needs at least 4 (2 per full 1000 points)' }, ...]
 */
export function checkRoster(army: WmArmy, entries: RosterEntry[], opts: RosterOptions = {}): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const armyPath = opts.path ?? '';
  const byId = unitsById(army);
  /** Entries counted against each limit key (sharedLimit or id), in roster order. */
  const taken = new Map<string, RosterEntry[]>();
  /** Where each magic item was first taken. */
  const itemAt = new Map<string, string>();
  const generals: RosterEntry[] = [];

  const count = (unit: WmUnitData, entry: RosterEntry): void => {
    const key = limitKey(unit);
    const list = taken.get(key) ?? [];
    list.push(entry);
    taken.set(key, list);
  };

  for (const entry of entries) {
    const unit = byId.get(entry.unit);
    if (unit === undefined) {
      const troops = army.units.filter((u) => !MOUNT_TYPES.has(u.type)).map((u) => u.id);
      problems.push({ path: entry.path, message: unknownMessage(entry.unit, `unit in the ${army.name} list`, troops) });
      continue;
    }
    if (MOUNT_TYPES.has(unit.type)) {
      problems.push({
        path: entry.path,
        message: `${unit.id} is a mount or upgrade, not a unit: give it to a character as mount or upgrade (${ridersText(unit)})`,
      });
      continue;
    }
    if (unit.tags.includes('attachment')) {
      problems.push({
        path: entry.path,
        message: `${unit.id} is an extra stand for another unit, not a unit: give \`attach: ${unit.id}\` to ${hostsText(unit)} (§11.0)`,
      });
      continue;
    }
    count(unit, entry);
    if (unit.type === 'general') generals.push(entry);
    checkAddOns(army, byId, unit, entry, problems, count);
    checkAttachment(army, byId, unit, entry, problems, count);
    checkItems(army, unit, entry, itemAt, problems);
  }

  // Exactly one General, whatever the size (§11.0).
  if (generals.length > 1) {
    for (const extra of generals.slice(1)) {
      problems.push({
        path: extra.path,
        message: `a second General (${extra.unit}; the first is at ${generals[0].path}): an army has exactly one General (§11.0)`,
      });
    }
  } else if (generals.length === 0 && (opts.requireGeneral ?? true)) {
    const names = army.units.filter((u) => u.type === 'general').map((u) => u.id);
    problems.push({
      path: armyPath,
      message: `no General: an army has exactly one General (§11.0)${names.length > 0 ? `; the ${army.name} General is ${names.join(' or ')}` : ''}`,
    });
  }

  // Caps that do not scale with size.
  for (const [key, list] of taken) {
    const group = limitGroup(army, key);
    if (group[0].type === 'general') continue; // exactly one, checked above
    const cap = minimumOf(group.map((u) => u.maxPerArmy));
    if (cap !== undefined && list.length > cap) {
      problems.push({
        path: list[cap].path,
        message: `${limitLabel(group, key)}: ${countText(group[0], list.length)}, but at most ${cap} may be in an army of any size (§11.0)`,
      });
    }
  }

  if (opts.points !== undefined) {
    const size = opts.points;
    const armyText = `${article(army.name)} ${army.name} army of ${size} points`;
    for (const unit of [...army.units, ...(army.extras ?? [])]) {
      if (unit.type === 'general') continue; // exactly one, checked above
      const key = limitKey(unit);
      const group = limitGroup(army, key);
      if (group[0] !== unit) continue; // a shared allowance is checked once
      const perMin = maximumOf(group.map((u) => u.min)) ?? null;
      const perMax = minimumOf(group.map((u) => u.max)) ?? null;
      const { min, max } = scaledLimits(perMin, perMax, size);
      const list = taken.get(key) ?? [];
      const label = limitLabel(group, key);
      if (list.length < min) {
        problems.push({
          path: armyPath,
          message: `${label}: ${countText(unit, list.length)}, but ${armyText} needs at least ${min} (${perMin} per full 1000 points)`,
        });
      }
      if (max !== null && list.length > max) {
        const why = size < 1000 ? 'the 1000-point maximum applies below 1000 points' : `${perMax} per full 1000 points`;
        problems.push({
          path: list[max].path,
          message: `${label}: ${countText(unit, list.length)}, but ${armyText} allows at most ${max} (${why})`,
        });
      }
    }
    const total = rosterPoints(army, entries);
    if (total > size) {
      problems.push({
        path: armyPath,
        message: `the army costs ${total} points, ${total - size} more than the agreed ${size} (units, mounts, upgrades and magic items count, §11.0)`,
      });
    }
  }
  return problems;
}

/** Mount and upgrade ids of an entry, in order. */
function addOns(entry: RosterEntry): string[] {
  return [...(entry.mount !== undefined ? [entry.mount] : []), ...(entry.upgrades ?? [])];
}

function unitsById(army: WmArmy): Map<string, WmUnitData> {
  return new Map([...army.units, ...(army.extras ?? [])].map((u) => [u.id, u]));
}

function limitKey(unit: WmUnitData): string {
  return unit.sharedLimit ?? unit.id;
}

/** The units that share the allowance `key` (one unit unless `sharedLimit` joins several). */
function limitGroup(army: WmArmy, key: string): WmUnitData[] {
  return [...army.units, ...(army.extras ?? [])].filter((u) => limitKey(u) === key);
}

function limitLabel(group: WmUnitData[], key: string): string {
  return group.length > 1 ? `${group.map((u) => u.id).join(' + ')} (one shared allowance)` : key;
}

function countText(unit: WmUnitData, n: number): string {
  if (MOUNT_TYPES.has(unit.type)) return n === 0 ? 'none taken' : `${n} taken`;
  const noun = CHARACTER_TYPES.has(unit.type) ? 'character' : unit.tags.includes('attachment') ? 'attached stand' : 'unit';
  return n === 0 ? `no ${noun}s` : `${n} ${noun}${n === 1 ? '' : 's'}`;
}

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

function minimumOf(values: (number | null | undefined)[]): number | undefined {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  return numbers.length > 0 ? Math.min(...numbers) : undefined;
}

function maximumOf(values: (number | null | undefined)[]): number | undefined {
  const numbers = values.filter((v): v is number => typeof v === 'number');
  return numbers.length > 0 ? Math.max(...numbers) : undefined;
}

function unknownMessage(id: string, what: string, candidates: string[]): string {
  const close = suggest(id, candidates);
  const hint = close !== undefined ? `; did you mean "${close}"?` : '';
  return `unknown ${what}: "${id}"${hint} (known: ${candidates.join(', ')})`;
}

/** Which units an attachment may join, for messages. */
function hostsText(attachment: WmUnitData): string {
  const hosts = attachment.hosts ?? [];
  return hosts.length > 0 ? `a unit of ${hosts.join(', ')}` : 'no unit of this list';
}

/**
 * An attached stand (§11.1 Skirmishers, §11.8 Salamanders): known, really an attachment, on a
 * unit among its `hosts`; it counts against its own Min/Max, at the host's path + `.attach`.
 */
function checkAttachment(
  army: WmArmy,
  byId: Map<string, WmUnitData>,
  unit: WmUnitData,
  entry: RosterEntry,
  problems: RosterProblem[],
  count: (unit: WmUnitData, entry: RosterEntry) => void,
): void {
  if (entry.attach === undefined) return;
  const at = `${entry.path}.attach`;
  const attachment = byId.get(entry.attach);
  if (attachment === undefined || !attachment.tags.includes('attachment')) {
    const ids = army.units.filter((u) => u.tags.includes('attachment')).map((u) => u.id);
    const what = `attachment in the ${army.name} list`;
    problems.push({
      path: at,
      message: ids.length > 0 ? unknownMessage(entry.attach, what, ids) : `unknown ${what}: "${entry.attach}" (the list has none)`,
    });
    return;
  }
  count(attachment, { ...entry, path: at });
  if (!(attachment.hosts ?? []).includes(unit.id)) {
    problems.push({ path: at, message: `${attachment.id} on ${unit.id}: it may be added to ${hostsText(attachment)} only` });
  }
}

/** Who may take a mount or upgrade, for messages. */
function ridersText(mount: WmUnitData): string {
  if (mount.riders === undefined) return 'any character';
  return `${mount.riders.join(', ')} only`;
}

/** Mounts and upgrades: known, really mounts, on a character that is among their riders (§11.0). */
function checkAddOns(
  army: WmArmy,
  byId: Map<string, WmUnitData>,
  unit: WmUnitData,
  entry: RosterEntry,
  problems: RosterProblem[],
  count: (unit: WmUnitData, entry: RosterEntry) => void,
): void {
  const mountIds = [...army.units, ...(army.extras ?? [])].filter((u) => MOUNT_TYPES.has(u.type)).map((u) => u.id);
  const seen = new Set<string>();
  for (const id of addOns(entry)) {
    const mount = byId.get(id);
    if (mount === undefined || !MOUNT_TYPES.has(mount.type)) {
      const what = `mount or upgrade in the ${army.name} list`;
      problems.push({
        path: entry.path,
        message: mountIds.length > 0 ? unknownMessage(id, what, mountIds) : `unknown ${what}: "${id}" (the list has none)`,
      });
      continue;
    }
    if (seen.has(id)) {
      problems.push({ path: entry.path, message: `${id} is given twice to the same ${unit.id}` });
      continue;
    }
    seen.add(id);
    count(mount, entry);
    if (!CHARACTER_TYPES.has(unit.type)) {
      problems.push({
        path: entry.path,
        message: `${id} on ${unit.id}: only characters take mounts and upgrades (${ridersText(mount)})`,
      });
    } else if (mount.riders !== undefined && !mount.riders.includes(unit.id)) {
      problems.push({ path: entry.path, message: `${id} on ${unit.id}: it may be taken by ${ridersText(mount)}` });
    }
  }
}

/** Magic items: known, one per entry, once per army, on an allowed bearer (§9). */
function checkItems(
  army: WmArmy,
  unit: WmUnitData,
  entry: RosterEntry,
  itemAt: Map<string, string>,
  problems: RosterProblem[],
): void {
  const items = entry.items ?? [];
  if (items.length > 1) {
    problems.push({
      path: entry.path,
      message: `${unit.id} has ${items.length} magic items (${items.join(', ')}): a unit or character may take only one (§9)`,
    });
  }
  for (const id of items) {
    const item = ITEMS[id];
    if (item === undefined) {
      problems.push({ path: entry.path, message: unknownMessage(id, 'magic item', Object.keys(ITEMS)) });
      continue;
    }
    const first = itemAt.get(id);
    if (first !== undefined) {
      problems.push({
        path: entry.path,
        message: `${id} is already taken at ${first}: each magic item may be in an army only once (§9)`,
      });
    } else {
      itemAt.set(id, entry.path);
    }
    const refusal = bearerRefusal(army, unit, entry, item);
    if (refusal !== undefined) problems.push({ path: entry.path, message: refusal });
  }
}

/** Why `unit` may not carry `item`, or undefined when it may (§9). */
function bearerRefusal(army: WmArmy, unit: WmUnitData, entry: RosterEntry, item: WmItem): string | undefined {
  const on = `${item.id} on ${unit.id}`;
  if (unit.tags.includes('no-magic-items')) return `${on}: ${unit.name} may not take magic items (§9)`;
  if (!CHARACTER_TYPES.has(unit.type) && !ITEM_UNIT_TYPES.has(unit.type)) {
    return `${on}: ${unit.type} units may not take magic items; only infantry, cavalry and chariot units and characters may (§9)`;
  }
  if (item.bearers.includes(unit.type) || item.bearerUnits.includes(unit.id)) return undefined;
  if ((item.class === 'wizard' || item.class === 'wizard-or-runesmith') && castsWithWizardItems(army, unit, entry)) {
    return undefined;
  }
  return `${on}: ${item.name} is ${allowedText(item)} (§9)`;
}

/** A General who may also take Wizard devices (§11.8 Slann, §11.10 Tzarina, §11.13 Daemon Overlord). */
function castsWithWizardItems(army: WmArmy, unit: WmUnitData, entry: RosterEntry): boolean {
  const upgrades = addOns(entry);
  return WIZARD_ITEM_GENERALS.some(
    (g) => g.army === army.id && g.unit === unit.id && (g.upgrade === undefined || upgrades.includes(g.upgrade)),
  );
}

function allowedText(item: WmItem): string {
  switch (item.class) {
    case 'standard':
      return 'a standard, for infantry, cavalry or chariot units only';
    case 'weapon':
      return 'a weapon, for infantry, cavalry or chariot units and characters';
    case 'general':
      return 'for the General only';
    case 'wizard':
      return 'for Wizards only';
    case 'wizard-or-runesmith':
      return 'for Wizards and Dwarf Runesmiths only';
  }
}
