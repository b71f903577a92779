/**
 * Number formatting shared by the terminal table and the HTML report, so both print the same
 * figure the same way. Locale-independent: a report reads the same on every machine.
 */
import type { Difference, Summary } from './summary.ts';

/** Fixed decimals, never '-0.0'. */
export function fixed(x: number, digits: number): string {
  const text = x.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/** Fixed decimals with an explicit sign: '+4.1', '-0.3', '+0.0'. */
export function signed(x: number, digits: number): string {
  const text = fixed(x, digits);
  return text.startsWith('-') ? text : `+${text}`;
}

/** A proportion as a percentage: 0.632 → '63.2%'. */
export function percent(x: number, digits: number): string {
  return `${fixed(x * 100, digits)}%`;
}

/** A proportion with its interval, as percentages: (0.543, 0.512, 0.574) → '54.3% [51.2, 57.4]'. */
export function percentWithin(rate: number, lo: number, hi: number, digits: number): string {
  return `${percent(rate, digits)} [${fixed(lo * 100, digits)}, ${fixed(hi * 100, digits)}]`;
}

/** Thousands separators: 200000 → '200,000'. */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A scenario value (a sweep or variant setting) as text: strings bare, anything else as JSON. */
export function formatValue(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v));
}

/**
 * `+4.1 pts [3.8, 4.4]`: a difference with its interval; 'n/a' without pairs, no interval with
 * fewer than two. `scale` turns rates into points (100) or leaves means alone (1).
 */
export function formatDifference(d: Difference, scale: number, digits: number, unit = ''): string {
  if (d.diff === null) return 'n/a';
  const diff = `${signed(d.diff * scale, digits)}${unit}`;
  if (d.lo === null || d.hi === null) return diff;
  return `${diff} [${fixed(d.lo * scale, digits)}, ${fixed(d.hi * scale, digits)}]`;
}

/**
 * Decimals for rates in percent: one, or two once every interval is narrower than ±0.25
 * points (around a million simulations), where one decimal would hide the precision bought.
 */
export function rateDigits(summary: Summary): number {
  let widest = 0;
  for (const run of summary.runs) for (const o of run.outcomes) widest = Math.max(widest, (o.hi - o.lo) / 2);
  return widest > 0 && widest < 0.0025 ? 2 : 1;
}
