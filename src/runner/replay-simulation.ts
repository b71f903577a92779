/**
 * The readable account of one simulation that `warsim replay` prints: the kernel's trace
 * with the same dice as in `warsim run` (simulation `sim` of seed `seed`), then every metric
 * it recorded.
 */
import type { BattlefieldMap, MapFigures } from '../battlefield/map.ts';
import { Rng } from '../core/rng.ts';
import { battlefieldMap } from '../report/battlefield-map.ts';
import type { ResolvedScenario } from '../scenario/types.ts';
import { requireSystem } from '../systems/registry.ts';
import type { TraceLink } from '../systems/system.ts';

/** What a replay's text prints: the trace, then every metric the simulation recorded. */
export function replayText(title: string, run: ResolvedScenario, seed: number, sim: number, lines: readonly string[], recorded: readonly string[]): string {
  return `${title} — ${run.name}, simulation ${sim}, seed ${seed}\n\n${lines.join('\n')}\n\nRecorded:\n${recorded.map((r) => `  ${r}\n`).join('')}`;
}

/** The readable account of simulation `sim` of seed `seed` (`warsim replay`). */
export function replaySimulation(title: string, run: ResolvedScenario, seed: number, sim: number): string {
  const { steps, recorded } = playTraced(run, seed, sim, false);
  return replayText(title, run, seed, sim, steps.map((s) => s.line), recorded);
}

/**
 * One step of a replay: a trace sentence, the figures on the table as it is said, and who acts
 * on whom in it (system.ts TraceLink: shoots, casts at, charges, strikes), when the sentence
 * tells of that and both figures are on the map — at this step, or at the one before for a
 * figure the sentence removes (a unit shot to pieces is drawn where it stood the step before).
 */
export interface ReplayStep {
  line: string;
  figures: MapFigures;
  link: TraceLink | null;
}

/**
 * Simulation `sim` of seed `seed` step by step for the animated replay: for every sentence of
 * the kernel's trace, the units and characters on the table as the kernel has them then, with
 * the map of the deployment they start from and what the simulation recorded.
 */
export function replaySteps(run: ResolvedScenario, seed: number, sim: number): { map: BattlefieldMap; steps: ReplayStep[]; recorded: string[] } {
  const { plan, steps, recorded } = playTraced(run, seed, sim, true);
  const map = battlefieldMap(run, plan);
  // A link the map cannot draw goes: a figure on neither table (not yet come, long gone), or one on itself.
  steps.forEach((step, i) => {
    const before = i > 0 ? steps[i - 1].figures : map;
    const l = step.link;
    if (l !== null && (l.from === l.to || !onMap(l.from, step.figures, before) || !onMap(l.to, step.figures, before))) step.link = null;
  });
  return { map, steps, recorded };
}

/** Whether figure `id` is on the map now or was the step before. */
function onMap(id: string, now: MapFigures, before: MapFigures): boolean {
  const has = (f: MapFigures) => f.units.some((u) => u.id === id) || f.markers.some((m) => m.id === id);
  return has(now) || has(before);
}

const NO_FIGURES: MapFigures = { units: [], markers: [] };

/**
 * Play one simulation with a tracer: its sentences, with the figures on the table at each when
 * `figures` is asked for, and each metric it recorded as "label: value".
 */
function playTraced(run: ResolvedScenario, seed: number, sim: number, figures: boolean): { plan: unknown; steps: ReplayStep[]; recorded: string[] } {
  const system = requireSystem(run.scenario.system);
  const plan = system.compile(run);
  const specs = system.metrics(plan);
  const kernel = system.kernel(plan);
  const out = new Int32Array(specs.length);
  const steps: ReplayStep[] = [];
  // The table as the sentence is said: the kernels say a move once it is made ("charges home",
  // "flees 4\""), and take a unit off after saying so ("caught and destroyed"), so such a unit
  // leaves the map at the next step.
  kernel.tracer = { line: (text, link) => steps.push({ line: text, figures: figures ? system.figuresNow(kernel) : NO_FIGURES, link: link ?? null }) };
  kernel.run(new Rng(seed, sim), out);
  const recorded = specs.map((spec, i) => `${spec.label}: ${spec.kind === 'category' ? spec.labels[out[i]] : String(out[i])}`);
  return { plan, steps, recorded };
}

/**
 * For each outcome wanted (metric 0's categories), the lowest simulation in [from, to) of seed
 * `seed` that ended that way, or −1 where none did among the first `limit` simulations looked at:
 * the representative simulations report.html offers as replays.
 *
 * @param wanted per outcome category, whether to look for it (the outcomes the run met)
 */
export function firstOfEachOutcome(run: ResolvedScenario, seed: number, from: number, to: number, wanted: readonly boolean[], limit: number): number[] {
  const system = requireSystem(run.scenario.system);
  const plan = system.compile(run);
  const kernel = system.kernel(plan);
  const out = new Int32Array(system.metrics(plan).length);
  const first = wanted.map(() => -1);
  let left = wanted.filter((w) => w).length;
  const rng = new Rng();
  const end = Math.min(to, from + limit);
  for (let sim = from; sim < end && left > 0; sim++) {
    rng.seed(seed, sim);
    kernel.run(rng, out);
    const o = out[0];
    if (wanted[o] && first[o] < 0) {
      first[o] = sim;
      left--;
    }
  }
  return first;
}
