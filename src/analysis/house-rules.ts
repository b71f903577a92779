/**
 * What a house rule does (`warsim flags`): every rule flag of the system played at each of its
 * other values against the scenario's reading, on the same dice (common random numbers), and
 * the change in the first side's win rate with its paired 95% interval — on one scenario, or
 * averaged over a set. A flag whose values change no simulation at all is said to have no
 * effect on these scenarios.
 */
import { createHash } from 'node:crypto';
import type { LoadedRuns } from '../runner/run-scenario.ts';
import type { FlagValue, ResolvedScenario } from '../scenario/types.ts';
import type { Summary } from '../report/summary.ts';
import { Z95 } from '../core/stats/z.ts';
import type { RuleFlag } from '../systems/system.ts';

/**
 * The values a flag is tried at besides `current`: every other choice; the other boolean; for a
 * number, one step either side of the current value and the two ends of its range (a step of 1
 * for a whole-number flag, a quarter of the range otherwise), within the range.
 */
export function alternativesOf(flag: RuleFlag, current: FlagValue): FlagValue[] {
  if (flag.choices !== undefined) return flag.choices.filter((c) => c !== current);
  if (typeof flag.default === 'boolean') return [!current];
  const value = Number(current);
  const min = flag.min ?? -Infinity;
  const max = flag.max ?? Infinity;
  const whole = Number.isInteger(flag.default) && (flag.min === undefined || Number.isInteger(flag.min)) && (flag.max === undefined || Number.isInteger(flag.max));
  const step = whole || !Number.isFinite(max - min) ? 1 : (max - min) / 4;
  const out: number[] = [];
  for (const v of [value - step, value + step, min, max]) {
    if (Number.isFinite(v) && v >= min && v <= max && v !== value && !out.includes(v)) out.push(v);
  }
  return out.sort((a, b) => a - b);
}

/**
 * A `--flag name=v1,v2` option: the flag and the values to try it at, each checked against
 * the flag's type, choices and range.
 *
 * @throws Error naming the flag list or what the value should be
 */
export function parseFlagOption(text: string, flags: readonly RuleFlag[]): { flag: RuleFlag; values: FlagValue[] } {
  const eq = text.indexOf('=');
  if (eq <= 0 || eq === text.length - 1) throw new Error(`--flag ${text}: expected name=value[,value…], e.g. --flag ${flags[0]?.name ?? 'name'}=…`);
  const name = text.slice(0, eq);
  const flag = flags.find((f) => f.name === name);
  if (flag === undefined) throw new Error(`--flag ${text}: no rule flag "${name}" (flags: ${flags.map((f) => f.name).join(', ')})`);
  const values = text
    .slice(eq + 1)
    .split(',')
    .map((raw): FlagValue => {
      if (flag.choices !== undefined) {
        if (!flag.choices.includes(raw)) throw new Error(`--flag ${text}: ${name} is one of ${flag.choices.join(', ')}, not "${raw}"`);
        return raw;
      }
      if (typeof flag.default === 'boolean') {
        if (raw !== 'true' && raw !== 'false') throw new Error(`--flag ${text}: ${name} is true or false, not "${raw}"`);
        return raw === 'true';
      }
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n) || (flag.min !== undefined && n < flag.min) || (flag.max !== undefined && n > flag.max)) {
        throw new Error(`--flag ${text}: ${name} is a number from ${flag.min ?? '−∞'} to ${flag.max ?? '∞'}, not "${raw}"`);
      }
      return n;
    });
  return { flag, values };
}

/** One flag value tried against the scenario's reading. */
export interface FlagTrial {
  flag: string;
  value: FlagValue;
  /** The value the scenario plays (its `rules`, or the book's default). */
  current: FlagValue;
  /** The run's name: 'flag=value'. */
  run: string;
}

/** The trials of every flag (or of `only`), `overrides` giving the values of some flags. */
export function flagTrials(flags: readonly RuleFlag[], rules: Readonly<Record<string, FlagValue>>, overrides: ReadonlyMap<string, FlagValue[]>, only: readonly string[] | undefined): FlagTrial[] {
  const trials: FlagTrial[] = [];
  for (const flag of flags) {
    if (only !== undefined && !only.includes(flag.name) && !overrides.has(flag.name)) continue;
    const current = rules[flag.name] ?? flag.default;
    const values = (overrides.get(flag.name) ?? alternativesOf(flag, current)).filter((v) => v !== current);
    for (const value of values) trials.push({ flag: flag.name, value, current, run: `${flag.name}=${String(value)}` });
  }
  return trials;
}

/**
 * The scenario's base run and one run per trial, each the base with the one flag changed
 * (`rules.<flag>`), ready for the runner: the scenario's own variants and sweep are left out.
 * The hash names this set of runs, so a worker never mistakes it for the scenario's own.
 */
export function trialRuns(loaded: LoadedRuns, trials: readonly FlagTrial[]): LoadedRuns {
  const base = loaded.runs[0];
  const runs: ResolvedScenario[] = [
    base,
    ...trials.map((t) => ({
      name: t.run,
      kind: 'variant' as const,
      set: { [`rules.${t.flag}`]: t.value },
      scenario: { ...base.scenario, rules: { ...base.scenario.rules, [t.flag]: t.value } },
    })),
  ];
  const hash = createHash('sha256')
    .update(`${loaded.hash}\nflags\n${JSON.stringify(trials.map((t) => [t.flag, t.value]))}`)
    .digest('hex');
  return { file: loaded.file, scenario: { ...loaded.scenario, variants: [], sweep: {} }, runs, hash };
}

/** A trial's effect on one scenario or averaged over several, in percentage points of a rate. */
export interface FlagEffect {
  flag: string;
  value: FlagValue;
  current: FlagValue;
  /** Scenarios it was measured on. */
  scenarios: number;
  /** Change in the first side's win rate, in points, with its 95% interval. */
  win: Interval;
  /** Change in the draw rate, in points, with its 95% interval. */
  draw: Interval;
  /** Whether any simulation of any scenario came out differently in any recorded figure. */
  changed: boolean;
}

export interface Interval {
  diff: number;
  lo: number;
  hi: number;
}

/** One scenario's summary of the base and its trials (summarize() of the trial runs). */
export interface ScenarioTrials {
  file: string;
  summary: Summary;
}

/**
 * The effect of each trial over the scenarios: per scenario the paired change of the first
 * side's win rate and of the draw rate against the base (the summary's vsBase), averaged with
 * equal weight over the scenarios that ran the trial; the interval of the average combines the
 * scenarios' standard errors (independent dice across scenarios). Sorted by the size of the
 * win-rate change, largest first.
 */
export function flagEffects(trials: readonly FlagTrial[][], scenarios: readonly ScenarioTrials[]): FlagEffect[] {
  const byRun = new Map<string, { trial: FlagTrial; win: Interval[]; draw: Interval[]; changed: boolean }>();
  scenarios.forEach((s, i) => {
    for (const trial of trials[i]) {
      const run = s.summary.runs.find((r) => r.name === trial.run);
      const vs = run?.vsBase;
      if (!vs || vs.n < 2) continue;
      const entry = byRun.get(trial.run) ?? { trial, win: [], draw: [], changed: false };
      const [win, , draw] = vs.outcomes;
      entry.win.push(points(win));
      if (draw !== undefined) entry.draw.push(points(draw));
      entry.changed ||= vs.outcomes.some((o) => o.onlyRun + o.onlyBase > 0) || vs.metrics.some((m) => m.diff !== 0 || (m.lo !== null && m.hi !== null && m.hi > m.lo));
      byRun.set(trial.run, entry);
    }
  });
  const effects = [...byRun.values()].map(({ trial, win, draw, changed }) => ({
    flag: trial.flag,
    value: trial.value,
    current: trial.current,
    scenarios: win.length,
    win: average(win),
    draw: average(draw),
    changed,
  }));
  return effects.sort((a, b) => Math.abs(b.win.diff) - Math.abs(a.win.diff) || a.flag.localeCompare(b.flag));
}

function points(d: { diff: number | null; lo: number | null; hi: number | null }): Interval {
  return { diff: (d.diff ?? 0) * 100, lo: (d.lo ?? 0) * 100, hi: (d.hi ?? 0) * 100 };
}

/** The mean of independent estimates, its standard error √(Σ se²) / k. */
function average(xs: Interval[]): Interval {
  if (xs.length === 0) return { diff: 0, lo: 0, hi: 0 };
  const k = xs.length;
  const diff = xs.reduce((t, x) => t + x.diff, 0) / k;
  const se = Math.sqrt(xs.reduce((t, x) => t + ((x.hi - x.lo) / (2 * Z95)) ** 2, 0)) / k;
  return { diff, lo: diff - Z95 * se, hi: diff + Z95 * se };
}
