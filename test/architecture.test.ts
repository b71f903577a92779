/**
 * The layout keeps itself (DESIGN.md §Layers): layers only point down — battlefield →
 * rank-and-file → wfb → a system's phases → turn → kernel — with no import cycles, no imports
 * between sibling systems, every system's kernel a folder of phase modules, and no hot module
 * much over 600 lines. Read from the sources' import statements (type imports included).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemIds } from '../src/systems/registry.ts';

const SRC = 'src';
/** "About 600 lines": a hot module may run a little past it, not far. */
const HOT_MODULE_LINES = 650;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const files = walk(SRC).map((f) => normalize(f));
/** Each file's relative imports (and re-exports), resolved to file paths. */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)';/gms)].map((m) => normalize(join(dirname(file), m[1])));
    return [file, targets];
  }),
);

const systems = systemIds();
/** The system folder a file is in (src/systems/<id>/...), or undefined. */
function systemOf(file: string): string | undefined {
  const parts = relative(SRC, file).split('/');
  return parts[0] === 'systems' && systems.includes(parts[1]) ? parts[1] : undefined;
}
const under = (file: string, dir: string) => file.startsWith(join(SRC, dir) + '/');

/** The strongly connected components of more than one file (Tarjan). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of imports.get(v) ?? []) {
      if (!imports.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return found;
}

/** Every import of a file under `from` that reaches a file the rule forbids. */
function violations(from: (f: string) => boolean, forbidden: (target: string, file: string) => boolean): string[] {
  const out: string[] = [];
  for (const [file, targets] of imports) {
    if (!from(file)) continue;
    for (const t of targets) if (forbidden(t, file)) out.push(`${file} → ${t}`);
  }
  return out;
}

describe('the layout', () => {
  it('has no import cycle', () => {
    expect(cycles()).toEqual([]);
  });

  it('has no import from one system into another', () => {
    expect(violations((f) => systemOf(f) !== undefined, (t, f) => systemOf(t) !== undefined && systemOf(t) !== systemOf(f))).toEqual([]);
  });

  it('points down: core and battlefield know no game system; rank-and-file knows no WFB; wfb serves only the WFB editions', () => {
    const upward = (t: string) => under(t, 'systems') || under(t, 'runner') || under(t, 'report') || under(t, 'cli');
    expect(violations((f) => under(f, 'core'), (t) => upward(t) || under(t, 'battlefield') || under(t, 'scenario'))).toEqual([]);
    expect(violations((f) => under(f, 'battlefield'), upward)).toEqual([]);
    expect(
      violations(
        (f) => under(f, 'systems/rank-and-file'),
        (t) => upward(t) && !under(t, 'systems/rank-and-file'),
      ),
    ).toEqual([]);
    expect(
      violations(
        (f) => under(f, 'systems/wfb'),
        (t) => upward(t) && !under(t, 'systems/wfb') && !under(t, 'systems/rank-and-file'),
      ),
    ).toEqual([]);
    expect(violations((f) => systemOf(f) !== undefined && !systemOf(f)!.startsWith('wfb'), (t) => under(t, 'systems/wfb'))).toEqual([]);
  });

  describe.each(systems)('%s', (id) => {
    const dir = join(SRC, 'systems', id, 'kernel');
    const inKernel = (f: string) => f.startsWith(dir + '/');

    it('has its kernel as a folder: world, kernel, turn, trace and phase modules', () => {
      expect(existsSync(join(SRC, 'systems', id, 'kernel.ts')), 'a monolithic kernel.ts').toBe(false);
      for (const name of ['world.ts', 'kernel.ts', 'turn.ts', 'trace.ts']) expect(existsSync(join(dir, name)), name).toBe(true);
    });

    it('imports the turn only from the kernel, and nothing into the world but state', () => {
      const turn = join(dir, 'turn.ts');
      const kernel = join(dir, 'kernel.ts');
      const world = join(dir, 'world.ts');
      expect(violations((f) => inKernel(f) && f !== kernel, (t) => t === turn || t === kernel)).toEqual([]);
      // The world holds state: it may use the shared layers' components, not the phases.
      expect(violations((f) => f === world, (t) => inKernel(t))).toEqual([]);
    });
  });

  it(`keeps every hot module at about 600 lines or fewer (at most ${HOT_MODULE_LINES})`, () => {
    const hot = files.filter(
      (f) => under(f, 'battlefield') || under(f, 'systems/rank-and-file') || under(f, 'systems/wfb') || /\/kernel\//.test(f),
    );
    const long = hot
      .map((f) => ({ f, lines: readFileSync(f, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > HOT_MODULE_LINES)
      .map(({ f, lines }) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });
});
