/**
 * What the Warmaster distribution tests share: simulated counts checked against exact
 * probabilities with standard-error tolerances (STYLE.md §7: seeded, never flaky).
 */
import { expect } from 'vitest';

/**
 * Each observed count within 4.5 SE of n·p (+½ for discreteness), and nothing outside the
 * expected bins; the message names the scenario, seed and trials to replay.
 */
export function expectCounts(what: string, seed: number, counts: Record<string, number>, probs: Record<string, number>, n: number): void {
  const total = Object.values(probs).reduce((a, b) => a + b, 0);
  expect(total, `${what}: the expected probabilities sum to 1`).toBeCloseTo(1, 12);
  const misses: string[] = [];
  for (const key of new Set([...Object.keys(counts), ...Object.keys(probs)])) {
    const obs = counts[key] ?? 0;
    const p = probs[key] ?? 0;
    const tol = 4.5 * Math.sqrt(n * p * (1 - p)) + 0.5;
    if (Math.abs(obs - n * p) > tol) misses.push(`${key}: observed ${obs}, expected ${(n * p).toFixed(1)} ± ${tol.toFixed(1)}`);
  }
  expect(misses, `{ system: warmaster, scenario: ${what}, seed: ${seed}, trials: ${n} }`).toEqual([]);
}
