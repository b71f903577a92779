/**
 * What the studio's page needs to know of a game system to build a scenario in it: its rule
 * flags, terrain kinds, the tactics a unit can be given (each with its choices and description,
 * read from the system's own unit schema), the numbers a unit entry holds (models, files…), its
 * army lists, the palette of units, and a new scenario to start from.
 */
import { defaultTable } from '../scenario/scenario-schema.ts';
import type { Schema } from '../scenario/schema.ts';
import type { GameSystem, RuleFlag, TerrainKinds } from '../systems/system.ts';
import { armiesOf, paletteOf, type PaletteEntry } from './palette.ts';

/** One control of the unit inspector. */
export interface FieldInfo {
  name: string;
  /** choice: a select of `values` (with the enemy units' ids when `enemyUnit`); number; flag (a checkbox). */
  kind: 'choice' | 'number' | 'flag';
  values: string[];
  /** The choice may also name an enemy unit by id. */
  enemyUnit: boolean;
  min: number | null;
  max: number | null;
  integer: boolean;
  description: string;
}

export interface SystemInfo {
  id: string;
  title: string;
  measure: 'inch' | 'cm';
  flags: readonly RuleFlag[];
  terrain: TerrainKinds;
  tactics: FieldInfo[];
  /** Whole-number fields of a unit entry (models, files, stands…). */
  numbers: FieldInfo[];
  /** The system's army lists (id, name), or null when a side has none (WFB4). */
  armies: { id: string; name: string }[] | null;
  palette: PaletteEntry[];
  /** A scenario with an empty table and two empty sides. */
  blank: Record<string, unknown>;
}

/** The control for one schema, or null when the inspector leaves it to the unit's text. */
function fieldOf(name: string, schema: Schema): FieldInfo | null {
  const info: FieldInfo = { name, kind: 'choice', values: [], enemyUnit: false, min: null, max: null, integer: false, description: schema.description ?? '' };
  switch (schema.kind) {
    case 'enum':
      return { ...info, values: [...schema.values] };
    case 'boolean':
      return { ...info, kind: 'flag' };
    case 'number':
      return { ...info, kind: 'number', min: schema.min ?? null, max: schema.max ?? null, integer: schema.integer };
    case 'union': {
      const values: string[] = [];
      let enemyUnit = false;
      for (const o of schema.options) {
        if (o.kind === 'enum') values.push(...o.values);
        else if (o.kind === 'ref' && o.name === 'enemy-unit') enemyUnit = true;
        else return null;
      }
      return { ...info, values, enemyUnit };
    }
    default:
      return null;
  }
}

export function systemInfo(system: GameSystem): SystemInfo {
  const unit = system.unitSchema;
  const tactics: FieldInfo[] = [];
  const numbers: FieldInfo[] = [];
  if (unit.kind === 'object') {
    const t = unit.props.tactics;
    if (t?.kind === 'object') {
      for (const [name, schema] of Object.entries(t.props)) {
        const f = fieldOf(name, schema);
        if (f) tactics.push(f);
      }
    }
    for (const [name, schema] of Object.entries(unit.props)) {
      if (schema.kind === 'number' && schema.integer) numbers.push(fieldOf(name, schema)!);
    }
  }
  const armies = armiesOf(system);
  const side = (id: string) => (armies ? { id, army: armies[0].id, units: [] } : { id, units: [] });
  return {
    id: system.id,
    title: system.title,
    measure: system.measure,
    flags: system.flags,
    terrain: system.terrain,
    tactics,
    numbers,
    armies,
    palette: paletteOf(system),
    blank: {
      format: 'warsim/1',
      system: system.id,
      title: `A ${system.title} engagement`,
      seed: 1,
      sims: 2000,
      battlefield: { ...defaultTable(system), terrain: [] },
      sides: [side('a'), side('b')],
    },
  };
}
