/**
 * Game systems by id. A new system is one folder under src/systems/ and one line here.
 */
import { suggest } from '../scenario/scenario-error.ts';
import type { GameSystem } from './system.ts';
import { t9aEow } from './t9a-eow/system.ts';
import { warmaster } from './warmaster/system.ts';
import { wfb3 } from './wfb3/system.ts';
import { wfb4 } from './wfb4/system.ts';

const SYSTEMS: GameSystem<any>[] = [wfb4, wfb3, t9aEow, warmaster];

export function systemIds(): string[] {
  return SYSTEMS.map((s) => s.id);
}

export function getSystem(id: string): GameSystem<any> | undefined {
  return SYSTEMS.find((s) => s.id === id);
}

/** The system, or an error naming the known ones and the closest match. */
export function requireSystem(id: string): GameSystem<any> {
  const system = getSystem(id);
  if (system) return system;
  const hint = suggest(id, systemIds());
  throw new Error(`unknown game system "${id}"${hint ? `; did you mean "${hint}"?` : ''} (known: ${systemIds().join(', ')})`);
}
