/**
 * The scenario the page edits, as plain data the way a scenario file holds it, and the edits
 * the page makes to it: placing, moving and turning units and terrain, and turning the changes
 * made since a snapshot into a variant (id paths, as a scenario's `variants` write them).
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Obj = { [key: string]: Json };

export interface Scenario extends Obj {
  system: string;
}

export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function sidesOf(s: Scenario): Obj[] {
  return Array.isArray(s.sides) ? (s.sides.filter(isObj) as Obj[]) : [];
}

export function unitsOf(side: Obj): Obj[] {
  if (!Array.isArray(side.units)) side.units = [];
  return (side.units as Json[]).filter(isObj) as Obj[];
}

export function piecesOf(s: Scenario): Obj[] {
  if (!isObj(s.battlefield)) s.battlefield = {};
  const bf = s.battlefield as Obj;
  if (!Array.isArray(bf.terrain)) bf.terrain = [];
  return bf.terrain as Obj[];
}

/** Where unit `id` is: its side's index and its own. */
export function findUnit(s: Scenario, id: string): { side: number; index: number; unit: Obj } | null {
  const sides = sidesOf(s);
  for (let i = 0; i < sides.length; i++) {
    const units = unitsOf(sides[i]);
    for (let j = 0; j < units.length; j++) if (units[j].id === id) return { side: i, index: j, unit: units[j] };
  }
  return null;
}

/** A unit id not yet used in the scenario, from `base` (a word of letters, digits and dashes). */
export function freshId(s: Scenario, base: string): string {
  const stem = base.toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^[^a-z]+/, '') || 'unit';
  let id = stem;
  for (let k = 2; findUnit(s, id) !== null; k++) id = `${stem}-${k}`;
  return id;
}

export function round1(x: number): number {
  return Math.round(x * 10) / 10;
}

/** The unit's position object, made if missing. */
export function positionOf(unit: Obj): Obj {
  if (!isObj(unit.position)) unit.position = { x: 0, y: 0 };
  return unit.position as Obj;
}

/** Move a terrain piece by (dx, dy): an area piece's corner, or both ends of a linear one. */
export function movePiece(piece: Obj, dx: number, dy: number): void {
  if (Array.isArray(piece.from) && Array.isArray(piece.to)) {
    const [fx, fy] = piece.from as number[];
    const [tx, ty] = piece.to as number[];
    piece.from = [round1(fx + dx), round1(fy + dy)];
    piece.to = [round1(tx + dx), round1(ty + dy)];
  } else {
    piece.x = round1(Number(piece.x) + dx);
    piece.y = round1(Number(piece.y) + dy);
  }
}

/** Turn a unit by `degrees` (clockwise), keeping the facing in 0..359. */
export function turnUnit(unit: Obj, degrees: number): void {
  const p = positionOf(unit);
  const f = typeof p.facing === 'number' ? p.facing : 0;
  p.facing = (((f + degrees) % 360) + 360) % 360;
}

function same(a: Json | undefined, b: Json | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The changes from `before` to `after` as a variant's `set`: each unit field changed (position
 * by coordinate), by id path, and each rule flag. A unit added or removed, or a side renamed,
 * is not something a variant can say: those come back as problems.
 */
export function variantSet(before: Scenario, after: Scenario): { set: Obj; problems: string[] } {
  const set: Obj = {};
  const problems: string[] = [];
  const a = sidesOf(before);
  const b = sidesOf(after);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const sa = a[i];
    const sb = b[i];
    if (!sa || !sb || sa.id !== sb.id) {
      problems.push('a side was added, removed or renamed');
      continue;
    }
    const ua = unitsOf(sa);
    const ub = unitsOf(sb);
    for (const u of ub) if (!ua.some((x) => x.id === u.id)) problems.push(`unit ${String(u.id)} was added (a variant changes units, it cannot add one)`);
    for (const u of ua) {
      const v = ub.find((x) => x.id === u.id);
      if (!v) {
        problems.push(`unit ${String(u.id)} was removed (a variant changes units, it cannot remove one)`);
        continue;
      }
      const at = `sides.${String(sa.id)}.units.${String(u.id)}`;
      for (const key of new Set([...Object.keys(u), ...Object.keys(v)])) {
        if (same(u[key], v[key])) continue;
        if (v[key] === undefined) {
          problems.push(`${at}.${key} was removed (a variant can set a field, not remove one)`);
        } else if (isObj(u[key]) && isObj(v[key])) {
          const ou = u[key] as Obj;
          const ov = v[key] as Obj;
          for (const sub of new Set([...Object.keys(ou), ...Object.keys(ov)])) {
            if (same(ou[sub], ov[sub])) continue;
            if (ov[sub] === undefined) problems.push(`${at}.${key}.${sub} was removed (a variant can set a field, not remove one)`);
            else set[`${at}.${key}.${sub}`] = ov[sub];
          }
        } else {
          set[`${at}.${key}`] = v[key];
        }
      }
    }
  }
  const ra = isObj(before.rules) ? (before.rules as Obj) : {};
  const rb = isObj(after.rules) ? (after.rules as Obj) : {};
  for (const key of new Set([...Object.keys(ra), ...Object.keys(rb)])) {
    if (same(ra[key], rb[key])) continue;
    if (rb[key] === undefined) problems.push(`rule ${key} went back to its default (set it to the default's value instead)`);
    else set[`rules.${key}`] = rb[key];
  }
  if (!same(before.battlefield, after.battlefield)) problems.push('the table or its terrain changed (a variant changes units and rules)');
  return { set, problems };
}
