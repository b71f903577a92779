/**
 * What the studio offers to drag onto the table, for one game system: every unit of the
 * system's example scenarios and built-in armies (the Essence of War Patrols, Warmaster's
 * default armies), and each plain infantry profile of a system that builds units from profiles
 * (WFB4), and every entry of each army list — each a unit entry exactly as a scenario writes it, without its id and position.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readSourceFile, parseSource } from '../scenario/parse-source.ts';
import type { GameSystem } from '../systems/system.ts';

export interface PaletteEntry {
  /** Unique within the palette. */
  key: string;
  /** What the player reads: the unit's usual id, or the profile's name. */
  label: string;
  /** One line: where it comes from and what it is. */
  summary: string;
  /** The army list the unit needs its side to have (Essence of War, Warmaster), or null. */
  army: string | null;
  /** The unit entry, without id and position. */
  unit: Record<string, unknown>;
}

/** Fields that tie a unit to others of its scenario: left out of a palette entry. */
const TIES = new Set(['id', 'position', 'joins', 'brigade']);

/** The package's folder (build/ or src/studio/ lies one or two levels below it). */
export function packageDir(): string {
  const here = new URL('.', import.meta.url).pathname;
  return here.includes('/src/') ? join(here, '..', '..') : join(here, '..');
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The system's army lists (id, name), or null when a side has none (WFB4). */
export function armiesOf(system: GameSystem): { id: string; name: string }[] | null {
  const armies = system.catalogue().filter((e) => e.group === 'armies');
  return armies.length > 0 ? armies.map((e) => ({ id: e.id, name: e.name })) : null;
}

/** The palette of `system`, examples first, then built-in armies, then bare profiles. */
export function paletteOf(system: GameSystem): PaletteEntry[] {
  const entries: PaletteEntry[] = [];
  const seen = new Set<string>();
  const add = (side: Record<string, unknown>, unit: Record<string, unknown>, from: string) => {
    const army = typeof side.army === 'string' ? side.army : null;
    const entry: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(unit)) if (!TIES.has(k)) entry[k] = v;
    const sig = JSON.stringify([army, entry]);
    if (seen.has(sig)) return;
    seen.add(sig);
    const label = String(unit.unit ?? unit.id ?? unit.profile ?? 'unit');
    entries.push({ key: `p${entries.length}`, label, summary: `${army ? `${army} · ` : ''}${from}`, army, unit: entry });
  };
  const dir = join(packageDir(), 'scenarios', system.id);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => /\.(ya?ml|json)$/.test(f) && !f.startsWith('bench-')).sort();
  } catch {
    files = [];
  }
  for (const f of files) {
    const read = readSourceFile(join(dir, f), 'scenario file');
    if (!('text' in read)) continue;
    const parsed = parseSource(read.text, read.syntax);
    if (parsed.issues.length > 0 || !isObject(parsed.value) || !Array.isArray(parsed.value.sides)) continue;
    for (const side of parsed.value.sides) {
      if (!isObject(side) || !Array.isArray(side.units)) continue;
      for (const unit of side.units) if (isObject(unit)) add(side, unit, f);
    }
  }
  if (system.builtinField) {
    const field = system.builtinField(system.id === 'warmaster' ? { points: 1000 } : {});
    for (const side of field.sides) {
      if (!Array.isArray(side.units)) continue;
      for (const unit of side.units) if (isObject(unit)) add(side, unit, 'built-in army');
    }
  }
  for (const army of armiesOf(system) ?? []) {
    // A mount is bought with a character, not placed alone.
    for (const e of system.catalogue(army.id)) if (!/^[\w-]*mount\b/.test(e.summary)) add({ army: army.id }, { id: e.id, unit: e.id }, `army list · ${e.summary}`);
  }
  if (system.unitSchema.kind === 'object' && 'profile' in system.unitSchema.props) {
    for (const e of system.catalogue('profiles')) {
      if (!/infantry/.test(e.summary)) continue;
      add({}, { id: e.id, profile: e.id, models: 10, files: 5 }, `profile · ${e.summary}`);
    }
  }
  return entries;
}
