/**
 * Test harness for the WFB4 engagement kernel: scenario text → compiled plan → kernel, then
 * many simulations (metrics only) or one simulation with a tracer (readable lines).
 *
 * Scenarios come from YAML strings or from files under test/fixtures/wfb4/; a run is picked by
 * name ('base' or a variant's name), so one fixture can hold several cases as variants.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { Rng } from '../../../../src/core/rng.ts';
import type { LoadedScenario } from '../../../../src/scenario/load-scenario.ts';
import { getSystem } from '../../../../src/systems/registry.ts';
import { Wfb4Kernel } from '../../../../src/systems/wfb4/kernel/kernel.ts';
import { wfb4 } from '../../../../src/systems/wfb4/system.ts';
import type { Wfb4Plan } from '../../../../src/systems/wfb4/plan.ts';
import { loadFile, parseText } from '../../../helpers/load.ts';
import type { ScriptedRng } from '../../../helpers/scripted-rng.ts';
export { binMisses, chiSquare, chiSquareLimit, convolve, expectWithin, tolerance } from '../../../helpers/binomial.ts';
import { pathCost, travel } from '../../../../src/systems/wfb4/kernel/terrain.ts';

/** Where the WFB4 scenario fixtures live. */
export const FIXTURES = fileURLToPath(new URL('../../../fixtures/wfb4/', import.meta.url));

/** Metric slots (system.ts): outcome, turns, rounds, VP of side 0 and 1, then 4 per unit. */
export const OUT_OUTCOME = 0;
export const OUT_TURNS = 1;
export const OUT_ROUNDS = 2;
/** Slot of a unit's models left. */
export const leftSlot = (u: number): number => 5 + 4 * u;
/** Slot of a unit's fate: 0 fighting, 1 fleeing, 2 destroyed, 3 fled off, 4 rallied. */
export const fateSlot = (u: number): number => 6 + 4 * u;
/** Slot of the turn a unit first broke (0 never). */
export const brokeSlot = (u: number): number => 7 + 4 * u;
/** Slot of the combat rounds a unit fought. */
export const roundsSlot = (u: number): number => 8 + 4 * u;

export const FIGHTING = 0;
export const FLEEING = 1;
export const DESTROYED = 2;
export const FLED_OFF = 3;
export const RALLIED = 4;

/** Compile run `runName` ('base' or a variant name) of a loaded scenario. */
export function compileRun(loaded: LoadedScenario, runName = 'base'): Wfb4Plan {
  const run = loaded.runs.find((r) => r.name === runName);
  if (!run) throw new Error(`no run "${runName}" in ${loaded.file} (runs: ${loaded.runs.map((r) => r.name).join(', ')})`);
  return getSystem('wfb4')!.compile(run) as Wfb4Plan;
}

/** Compile run `runName` ('base' or a variant name) of a scenario given as text. */
export function compileText(text: string, runName = 'base', fileName = 'inline.yaml'): Wfb4Plan {
  return compileRun(parseText(text, fileName), runName);
}

/** Compile run `runName` of a scenario file (path from the repository root, or absolute). */
export function compileFile(file: string, runName = 'base'): Wfb4Plan {
  return compileRun(loadFile(file), runName);
}

/** Compile run `runName` of a fixture file under test/fixtures/wfb4/. */
export function compileFixture(name: string, runName = 'base'): Wfb4Plan {
  return compileFile(FIXTURES + name, runName);
}

/** Length of a kernel's out array for a plan: one slot a metric (system.ts metrics()). */
export function outLength(plan: Wfb4Plan): number {
  return wfb4.metrics(plan).length;
}

/**
 * Play simulations 0..sims−1 of master `seed` on two kernels of one plan on the same dice — a
 * fast path and the reference it must match — expecting the same out array and the same
 * generator state (the same dice rolled in the same order) after every simulation;
 * `after(i)` runs after simulation i for further checks.
 */
export function expectSameRuns(fast: Wfb4Kernel, slow: Wfb4Kernel, sims: number, seed: number, label: string, after?: (i: number) => void): void {
  const outFast = new Int32Array(outLength(fast.plan));
  const outSlow = new Int32Array(outLength(slow.plan));
  const rngFast = new Rng();
  const rngSlow = new Rng();
  for (let i = 0; i < sims; i++) {
    rngFast.seed(seed, i);
    rngSlow.seed(seed, i);
    fast.run(rngFast, outFast);
    slow.run(rngSlow, outSlow);
    expect(Array.from(outFast), `${label}, sim ${i}`).toEqual(Array.from(outSlow));
    expect([rngFast.a, rngFast.b, rngFast.c, rngFast.d], `${label}, generator after sim ${i}`).toEqual([rngSlow.a, rngSlow.b, rngSlow.c, rngSlow.d]);
    after?.(i);
  }
}

/** Unit index by id. */
export function unitIndex(plan: Wfb4Plan, id: string): number {
  const u = plan.unitIds.indexOf(id);
  if (u < 0) throw new Error(`no unit "${id}" (units: ${plan.unitIds.join(', ')})`);
  return u;
}

/**
 * Run `sims` simulations (indices 0..sims−1 of master `seed`) and hand each out array to
 * `visit`. The out array is reused: copy what you keep.
 */
export function simulate(plan: Wfb4Plan, sims: number, seed: number, visit: (out: Int32Array, sim: number) => void): void {
  const kernel = new Wfb4Kernel(plan);
  const out = new Int32Array(outLength(plan));
  const rng = new Rng(seed, 0);
  for (let i = 0; i < sims; i++) {
    rng.seed(seed, i);
    kernel.run(rng, out);
    visit(out, i);
  }
}

/** Histogram of one metric slot over `sims` simulations: counts[value]. */
export function histogram(plan: Wfb4Plan, sims: number, seed: number, slot: number): number[] {
  const counts: number[] = [];
  simulate(plan, sims, seed, (out) => {
    const v = out[slot];
    while (counts.length <= v) counts.push(0);
    counts[v]++;
  });
  return counts;
}

export interface Traced {
  lines: string[];
  out: Int32Array;
  kernel: Wfb4Kernel;
}

/**
 * One simulation with a tracer, the dice of `warsim replay --sim index --seed seed`.
 * `onLine` is called as each line is written, while the kernel state is that of the moment.
 */
export function trace(plan: Wfb4Plan, seed: number, index: number, onLine?: (text: string, kernel: Wfb4Kernel) => void): Traced {
  const kernel = new Wfb4Kernel(plan);
  const out = new Int32Array(outLength(plan));
  const lines: string[] = [];
  kernel.tracer = {
    line: (text) => {
      lines.push(text);
      if (onLine) onLine(text, kernel);
    },
  };
  kernel.run(new Rng(seed, index), out);
  return { lines, out, kernel };
}

/** One simulation with a tracer on scripted dice, up to where the script runs out (or the battle ends). */
export function traceScripted(plan: Wfb4Plan, dice: ScriptedRng): Traced {
  const kernel = new Wfb4Kernel(plan);
  const out = new Int32Array(outLength(plan));
  const lines: string[] = [];
  kernel.tracer = { line: (text) => lines.push(text) };
  try {
    kernel.run(dice.rng, out);
  } catch (e) {
    if (!String(e).includes('scripted dice exhausted')) throw e;
  }
  return { lines, out, kernel };
}

/** One parsed "X: N attacks at Y need T+: h hits, w wounds (Ss), u unsaved, k slain." line. */
export interface AttackLine {
  attacker: string;
  kind: '' | 'mounts' | 'champion';
  attacks: number;
  target: string;
  toHit: number;
  hits: number;
  wounds: number;
  strength: number;
  unsaved: number;
  slain: number;
  /** The misses were re-rolled (hatred, §7). */
  rerolled: boolean;
}

const ATTACK = /^(.+?)(?: \((mounts|champion)\))?: (\d+) attacks? at (.+?) need (\d+)\+(, misses re-rolled \(hatred\))?: (\d+) hits?, (\d+) wounds? \(S(\d+)\), (\d+) unsaved, (\d+) slain\.$/;

/** Parse an attack line of the trace, or null when the line is something else. */
export function parseAttack(line: string): AttackLine | null {
  const m = ATTACK.exec(line);
  if (!m) return null;
  return {
    attacker: m[1],
    kind: (m[2] ?? '') as AttackLine['kind'],
    attacks: Number(m[3]),
    target: m[4],
    toHit: Number(m[5]),
    rerolled: m[6] !== undefined,
    hits: Number(m[7]),
    wounds: Number(m[8]),
    strength: Number(m[9]),
    unsaved: Number(m[10]),
    slain: Number(m[11]),
  };
}

/** The attack lines of a trace, grouped by combat round (a "Combat result" line ends a round). */
export function attackRounds(lines: string[]): AttackLine[][] {
  const rounds: AttackLine[][] = [];
  let current: AttackLine[] = [];
  for (const line of lines) {
    const a = parseAttack(line);
    if (a) current.push(a);
    else if (line.startsWith('Combat result:')) {
      rounds.push(current);
      current = [];
    }
  }
  return rounds;
}

export { binomial } from '../../../helpers/binomial.ts';




/**
 * A character stupid on his own — in a unit, or on a mount, that is not (§7, RB p.48) — locked
 * for two game turns of two rounds, over `sims` simulations of `run`: the turns his test was
 * passed (`boss tests stupidity: … passed.`), his stupid rounds and how many he struck in. Each
 * round's attacks come from `rounds`: his (`boss`, `full` when he strikes) and the others', who
 * strike `others` in every round; anything else is `bad`, with the replay command.
 */
export function stupidCharacterTally(
  fixture: string,
  seed: number,
  run: string,
  sims: number,
  lines: (sim: number) => string[],
  rounds: (sim: number) => { boss: number; others: number }[],
  full: number,
  others: number,
): { calm: number; stupidRounds: number; struck: number; bad: string[] } {
  const r = { calm: 0, stupidRounds: 0, struck: 0, bad: [] as string[] };
  for (let sim = 0; sim < sims; sim++) {
    const a = rounds(sim);
    const tests = lines(sim).filter((l) => l.startsWith('boss tests stupidity: '));
    const hint = replayHint(fixture, seed, sim, run);
    if (a.length !== 4 || tests.length !== 2 || a.some((x) => x.others !== others)) r.bad.push(hint);
    tests.forEach((t, turn) => {
      const [x, y] = [a[2 * turn], a[2 * turn + 1]];
      if (t.endsWith('passed.')) {
        r.calm++;
        if (x.boss !== full || y.boss !== full) r.bad.push(hint);
      } else {
        r.stupidRounds += 2;
        r.struck += (x.boss === full ? 1 : 0) + (y.boss === full ? 1 : 0);
      }
    });
  }
  return r;
}

/** The trace lines of simulation `sim` of a fixture's run, each run compiled once. */
export function fixtureTracer(fixture: string, seed: number): (run: string, sim: number) => string[] {
  const plans = new Map<string, Wfb4Plan>();
  return (run, sim) => {
    if (!plans.has(run)) plans.set(run, compileFixture(fixture, run));
    return trace(plans.get(run)!, seed, sim).lines;
  };
}

/** Simulations 0..sims−1 of a fixture's run: each one's trace lines, with the command that replays it. */
export function* fixtureBattles(fixture: string, seed: number, run: string, sims: number): Generator<{ lines: string[]; hint: string }> {
  const plan = compileFixture(fixture, run);
  for (let sim = 0; sim < sims; sim++) yield { lines: trace(plan, seed, sim).lines, hint: replayHint(fixture, seed, sim, run === 'base' ? undefined : run) };
}




/** Replay hint for failure messages (STYLE.md: print the seed and how to replay). */
export function replayHint(fixture: string, seed: number, sim: number, variant?: string): string {
  const v = variant && variant !== 'base' ? ` --variant "${variant}"` : '';
  return `{ system: wfb4, scenario: test/fixtures/wfb4/${fixture}, seed: ${seed}, sim: ${sim} } — npx warsim replay test/fixtures/wfb4/${fixture} --sim ${sim} --seed ${seed}${v}`;
}

/** The value a kernel helper produced: its return value, or its `result` field for helpers that leave it there. */
function helperValue(kernel: Wfb4Kernel, returned: unknown): number {
  return typeof returned === 'number' ? returned : (kernel as unknown as { result: number }).result;
}

/** travel(kernel, ...) as a number: inches travelled along (dx, dy) with `budget` of open-ground movement. */
export function travelled(
  kernel: Wfb4Kernel, u: number, x: number, y: number, dx: number, dy: number, budget: number, want: number,
): number {
  const returned: unknown = travel(kernel, u, x, y, dx, dy, budget, want);
  return helperValue(kernel, returned);
}

/** pathCost(kernel, ...) as a number: open-ground inches a straight path of length len costs. */
export function pathCostOf(kernel: Wfb4Kernel, u: number, x: number, y: number, dx: number, dy: number, len: number): number {
  const returned: unknown = pathCost(kernel, u, x, y, dx, dy, len);
  return helperValue(kernel, returned);
}

/** The trace split into player turns: '-- Turn 2, empire --' → the lines that follow it. */
export function byTurn(lines: string[]): Map<string, string[]> {
  const turns = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of lines) {
    const m = /^-- Turn (\d+), (\w+) --$/.exec(line);
    if (m) turns.set(`${m[1]} ${m[2]}`, (current = []));
    else current.push(line);
  }
  return turns;
}
