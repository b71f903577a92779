/**
 * Shared scaffolding for the Warmaster kernel tests: a two-side scenario text from unit lines,
 * a traced kernel ready in side a's first player turn, and a fresh Command phase with one unit
 * as the group being ordered (internals read through `any`).
 */
import { compileWarmaster } from '../../../../src/systems/warmaster/compile.ts';
import { WarmasterKernel } from '../../../../src/systems/warmaster/kernel/kernel.ts';
import { parseText } from '../../../helpers/load.ts';
import { reset } from '../../../../src/systems/warmaster/kernel/deployment.ts';

/**
 * Scenario text: side a of army `armyA` with unit entries `a` (flow-style YAML maps), side b
 * likewise; `header` (whole YAML lines, e.g. terrainHeader()) goes before the sides.
 */
export function warmasterText(title: string, armyA: string, a: string[], armyB: string, b: string[], header = ''): string {
  const side = (id: string, army: string, units: string[]) => `  - id: ${id}\n    army: ${army}\n    units:\n${units.map((u) => `      - ${u}`).join('\n')}\n`;
  return `format: warsim/1\nsystem: warmaster\ntitle: ${title}\n${header}sides:\n${side('a', armyA, a)}${side('b', armyB, b)}`;
}

/** Header lines for warmasterText: terrain pieces (flow-style YAML maps) on the default table, and rule flags. */
export function terrainHeader(pieces: string[], rules = ''): string {
  const terrain = pieces.length === 0 ? '' : `battlefield:\n  terrain:\n${pieces.map((t) => `    - ${t}`).join('\n')}\n`;
  return `${terrain}${rules === '' ? '' : `rules: ${rules}\n`}`;
}

/** A kernel for the scenario with its trace lines collected, reset, in side a's first player turn, no unit ordered yet. */
export function tracedBattle(title: string, armyA: string, a: string[], armyB: string, b: string[], header = ''): { k: any; lines: string[] } {
  const k = new WarmasterKernel(compileWarmaster(parseText(warmasterText(title, armyA, a, armyB, b, header)).runs[0])) as any;
  const lines: string[] = [];
  k.tracer = { line: (l: string) => lines.push(l) };
  reset(k);
  k.turn = 1;
  k.playerTurnNo = 1;
  k.active = 0;
  k.orderedBy.fill(-1);
  return { k, lines };
}

/** A fresh Command phase: nobody ordered, moved or ordering yet; unit u alone is the group to order. */
export function startCommand(k: any, u = 0): void {
  k.orderedBy.fill(-1);
  k.movedThisTurn.fill(0);
  k.ordersTaken.fill(0);
  k.cGiven.fill(0);
  k.grp[0] = u;
  k.grpN = 1;
}

/** A kernel for the scenario text, reset for a first simulation: routines are then called by hand. */
export function warmasterKernel(text: string): any {
  const k = new WarmasterKernel(compileWarmaster(parseText(text).runs[0])) as any;
  reset(k);
  return k;
}

/** The index of unit `id` in a kernel's plan. */
export function unit(k: any, id: string): number {
  const u = k.plan.unitIds.indexOf(id);
  if (u < 0) throw new Error(`no unit ${id}`);
  return u;
}

/** The index of character `id` in a kernel's plan. */
export function char(k: any, id: string): number {
  const c = k.plan.charIds.indexOf(id);
  if (c < 0) throw new Error(`no character ${id}`);
  return c;
}
