/**
 * The default army of N points for each built-in Warmaster list (rules/warmaster.md §11.0, §9),
 * for `warsim matrix --builtin warmaster`: chosen by a fixed rule rather than by hand, legal by
 * checkRoster, and deployed along the near table edge so that any two of them make a scenario
 * that compiles and plays (README "Default armies").
 *
 * Selection (DEFAULT_ARMY_RULE says it in words):
 * 1. the list's General, with no mount and no magic item;
 * 2. each unit's minimum for the size (scaledLimits), in list order;
 * 3. per full 1000 points (at least once), one Hero and one Wizard: each time the first Hero
 *    entry, then the first Wizard entry, of the list that keeps the army legal;
 * 4. then passes through the list's troop units in list order, one unit of each per pass,
 *    taking a unit whenever the army stays legal (its Max, per-army caps and the points left:
 *    checkRoster decides), until a pass takes nothing.
 * Left out: mounts, upgrades, magic items and attached stands (Skirmishers, Salamanders), and
 * the Skaven Screaming Bell, which moves only in a brigade with infantry (§2.6, §11.7) while
 * default armies have no brigades. Everything else deploys as an ordinary unit: Gutter Runners
 * do not infiltrate, Araby units are never illusions, a War Wagon starts in column.
 *
 * Every "may it be added?" question is checkRoster's: limits are not worked out here.
 *
 * This is setup code: plain and readable, run once per scenario.
 */
import { standSize } from './compile.ts';
import { armyById, ARMIES } from './data/armies/index.ts';
import type { WmArmy, WmUnitData } from './data/types.ts';
import type { BuiltinField } from '../system.ts';
import { checkRoster, rosterPoints, scaledLimits, type RosterEntry } from './roster.ts';

/** One side as a scenario file writes it, deployed along the near table edge (y = 0), facing +y. */
export interface DefaultSide {
  /** The army id, e.g. 'empire'. */
  id: string;
  /** The army's name, e.g. 'Empire'. */
  name: string;
  /** The army id. */
  army: string;
  /** The agreed size N. */
  points: number;
  /** Scenario unit entries: { id, unit, position: { x, y, facing: 0 } }. */
  units: Array<Record<string, unknown>>;
}

/** The rule in one paragraph, for the CLI help and reports. */
export const DEFAULT_ARMY_RULE =
  'Default army of N points (warsim matrix --builtin warmaster): the General, with no mount or magic item; ' +
  "then each unit's minimum for N (per full 1000 points, §11.0); then, per full 1000 points (at least once), " +
  "one Hero and one Wizard, each the list's first entry of that kind the army can still take; then passes through " +
  'the troop units in list order, one unit of each per pass, taking it whenever the army stays within its Max, ' +
  'its per-army caps and N points, until a pass takes nothing. No mounts, magic items, attached stands ' +
  '(Skirmishers, Salamanders) or Screaming Bell (it moves only in a brigade), and no brigades. Units deploy in list ' +
  'order in lines, left to right, 3 cm apart, fronts 20 cm from the table edge, each line centred ' +
  '(a new line 2 cm behind when the next unit would not fit); characters stand behind, the General in the middle.';

/** Troops a default army never takes (README "Default armies"), with why. */
const LEFT_OUT: Record<string, string> = {
  // §2.6, §11.7: the Bell alone is never ordered; default armies have no brigades.
  'screaming-bell': 'moves only in a brigade with infantry',
};

const TROOP_TYPES = new Set(['infantry', 'cavalry', 'chariot', 'monster', 'artillery', 'machine']);

/** Gap between units side by side, and between lines, in cm. */
const UNIT_GAP = 3;
const LINE_GAP = 2;
/** Room kept clear at each side edge of the table, in cm. */
const EDGE_MARGIN = 5;
/** Front edge of the first line, from the near edge: two armies on a 120 cm table start 80 cm apart. */
const FRONT_Y = 20;
/** Characters stand this far behind the back of the last line, at most at CHARACTER_Y. */
const CHARACTER_Y = 8;
const CHARACTER_BEHIND = 2;

/**
 * The default army of `points` for army list `armyId`, deployed for a table `tableWidth` cm wide.
 *
 * @param armyId a built-in army id: 'empire', 'orcs-and-goblins', ... (`warsim list warmaster`)
 * @param points the agreed army size N
 * @param tableWidth the table's width in cm (default 180)
 * @returns the side: the General, the other characters, then the units in list order
 * @throws Error for an unknown army, a size below what the General and the list's minimum units
 *   (and at least one unit that fights) cost, or a table too narrow for the lines
 * @example defaultArmy('empire', 1000).units.length // → 15: General, Hero, Wizard and 12 units, 985 points
 */
export function defaultArmy(armyId: string, points: number, tableWidth = 180): DefaultSide {
  const army = armyById(armyId);
  if (army === undefined) {
    throw new Error(`defaultArmy: unknown Warmaster army "${armyId}" (known: ${Object.keys(ARMIES).join(', ')})`);
  }
  if (!Number.isInteger(points) || points < 1) {
    throw new Error(`defaultArmy: the army size must be a whole number of points, at least 1; got ${points}`);
  }
  const entries = selectEntries(army, points);
  return { id: army.id, name: army.name, army: army.id, points, units: deploy(army, entries, tableWidth) };
}

/** The roster the rule chooses (steps 1–4 of the header), each entry's path its place in the list. */
function selectEntries(army: WmArmy, points: number): RosterEntry[] {
  const entries: RosterEntry[] = [];
  const entry = (unit: WmUnitData): RosterEntry => ({ unit: unit.id, path: `units.${entries.length}` });
  const fits = (unit: WmUnitData): boolean => checkRoster(army, [...entries, entry(unit)], { points }).length === 0;
  const troops = army.units.filter((u) => TROOP_TYPES.has(u.type) && !u.tags.includes('attachment') && LEFT_OUT[u.id] === undefined);
  const general = army.units.find((u) => u.type === 'general');
  if (general === undefined) throw new Error(`defaultArmy: the ${army.name} list has no General`);

  // 1-2. The General and the minimums.
  entries.push(entry(general));
  for (const unit of army.units) {
    if (unit.type === 'general') continue;
    const { min } = scaledLimits(unit.min, unit.max, points);
    for (let k = 0; k < min; k++) entries.push(entry(unit));
  }
  // Below 1000 points there are no minimums, but a side needs a unit that fights.
  const cheapest = Math.min(...troops.map((u) => u.points));
  const hasTroop = (): boolean => entries.some((e) => troops.some((u) => u.id === e.unit));
  const needed = rosterPoints(army, entries) + (hasTroop() ? 0 : cheapest);
  if (needed > points) {
    throw new Error(
      `defaultArmy: ${points} points is too small for the ${army.name} list: its General and minimum units` +
        `${hasTroop() ? '' : ' and one unit that fights'} cost ${needed} points (§11.0)`,
    );
  }
  const problems = checkRoster(army, entries, { points });
  if (problems.length > 0) throw new Error(`defaultArmy: the ${army.name} minimum army is not legal: ${problems[0].message}`);

  // 3. Characters, keeping the points for one unit that fights when there is none yet.
  const leaves = (unit: WmUnitData): boolean => hasTroop() || points - rosterPoints(army, entries) - unit.points >= cheapest;
  const rounds = Math.max(1, Math.floor(points / 1000));
  for (let r = 0; r < rounds; r++) {
    for (const kind of ['hero', 'wizard']) {
      const pick = army.units.find((u) => u.type === kind && fits(u) && leaves(u));
      if (pick !== undefined) entries.push(entry(pick));
    }
  }
  // 4. Passes through the troops until one takes nothing.
  for (let taken = true; taken; ) {
    taken = false;
    for (const unit of troops) {
      if (!fits(unit)) continue;
      entries.push(entry(unit));
      taken = true;
    }
  }
  return entries;
}

/** A unit's footprint in a line, facing +y: width along the front and depth, in cm (as compile.ts lays it out). */
function footprint(unit: WmUnitData): { width: number; depth: number } {
  const [w, d] = standSize(unit);
  // A War Wagon deploys in column, its team in front of the wagon (§11.10).
  if (unit.id === 'war-wagon') return { width: w, depth: d * unit.size };
  return { width: w * unit.size, depth: d };
}

/**
 * Positions in the near-edge frame (README "Default armies"): troop units in list order, left
 * to right in lines 3 cm apart, each line centred on the table, the first with its front at
 * y = 20 cm and each next one 2 cm behind the deepest unit of the one before; characters 2 cm
 * behind the last line (at most at y = 8), spread over the first line's width with the General
 * in the middle. Facing 0 everywhere.
 */
function deploy(army: WmArmy, entries: RosterEntry[], tableWidth: number): Array<Record<string, unknown>> {
  const byId = new Map(army.units.map((u) => [u.id, u]));
  const order = (id: string): number => army.units.findIndex((u) => u.id === id);
  const isTroop = (e: RosterEntry): boolean => TROOP_TYPES.has(byId.get(e.unit)!.type);
  const troops = entries.filter(isTroop).sort((a, b) => order(a.unit) - order(b.unit));
  const usable = tableWidth - 2 * EDGE_MARGIN;

  // Lines, filled left to right in list order.
  const lines: RosterEntry[][] = [[]];
  let used = 0;
  for (const e of troops) {
    const { width } = footprint(byId.get(e.unit)!);
    if (width > usable) throw new Error(`defaultArmy: a table ${tableWidth} cm wide is too narrow for ${e.unit}`);
    const line = lines[lines.length - 1];
    if (line.length > 0 && used + UNIT_GAP + width > usable) {
      lines.push([e]);
      used = width;
    } else {
      used += (line.length > 0 ? UNIT_GAP : 0) + width;
      line.push(e);
    }
  }
  const placed = new Map<RosterEntry, { x: number; y: number }>();
  let front = FRONT_Y;
  let back = FRONT_Y;
  let firstLeft = 0;
  let firstRight = tableWidth;
  lines.forEach((line, li) => {
    const sizes = line.map((e) => footprint(byId.get(e.unit)!));
    const width = sizes.reduce((s, f) => s + f.width, 0) + UNIT_GAP * (line.length - 1);
    let x = (tableWidth - width) / 2;
    if (li === 0) [firstLeft, firstRight] = [x, x + width];
    line.forEach((e, i) => {
      placed.set(e, { x: round(x + sizes[i].width / 2), y: front });
      x += sizes[i].width + UNIT_GAP;
    });
    back = front - Math.max(...sizes.map((f) => f.depth));
    if (back < 0) throw new Error(`defaultArmy: the ${army.name} army does not fit in lines on a table ${tableWidth} cm wide`);
    front = back - LINE_GAP;
  });

  // Characters: the General in the middle slot, the others in the order chosen round him.
  const characters = entries.filter((e) => !isTroop(e));
  const general = characters.find((e) => byId.get(e.unit)!.type === 'general')!;
  const others = characters.filter((e) => e !== general);
  const slots = others.length + 1;
  const middle = Math.floor(slots / 2);
  const y = Math.max(0, Math.min(CHARACTER_Y, back - CHARACTER_BEHIND));
  const slotX = (j: number): number => round(firstLeft + ((j + 0.5) * (firstRight - firstLeft)) / slots);
  placed.set(general, { x: slotX(middle), y });
  others.forEach((e, i) => placed.set(e, { x: slotX(i < middle ? i : i + 1), y }));

  // Written General first, then the other characters, then the units as they stand; ids count per troop.
  const counts = new Map<string, number>();
  return [general, ...others, ...troops].map((e) => {
    const k = (counts.get(e.unit) ?? 0) + 1;
    counts.set(e.unit, k);
    const p = placed.get(e)!;
    return { id: `${e.unit}-${k}`, unit: e.unit, position: { x: p.x, y: p.y, facing: 0 } };
  });
}

/** To a tenth of a centimetre, so scenario files read plainly. */
function round(v: number): number {
  return Math.round(v * 10) / 10;
}

/** The built-in field of `warsim matrix --builtin warmaster --points N`: every list's default army. */
export function defaultField(points: number | undefined): BuiltinField {
  const size = points ?? 1000;
  return {
    description: `The 14 army lists (§11.1–§11.14), each as its default army of ${size} points, on an open 180×120 cm table, six turns, victory points deciding (§10). ${DEFAULT_ARMY_RULE}`,
    takesPoints: true,
    template: {
      format: 'warsim/1',
      system: 'warmaster',
      title: `Warmaster: the 14 armies at ${size} points`,
      description: `An open 180×120 cm table; each army the default army of ${size} points: ${DEFAULT_ARMY_RULE}`,
      seed: 1,
      end: { turns: 6 },
      victory: 'vp',
      battlefield: { width: 180, depth: 120 },
    },
    sides: points === undefined ? [] : Object.keys(ARMIES).map((id) => ({ ...defaultArmy(id, points) })),
  };
}
