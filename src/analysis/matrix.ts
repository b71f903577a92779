/**
 * The balance table (`warsim matrix`): every pair of sides in a field plays on one battlefield
 * template, from both deployment edges and with either side taking the first turn, so neither
 * the table nor the first move favours one of them. A pairing's result is the row side's
 * score — a win counts 1, a draw ½ — averaged over the four orientations; each side's standing
 * is its mean score against the rest of the field.
 *
 * Every orientation of every pairing is played on dice of its own (a seed drawn from the master
 * seed and the two side ids), so the cells are independent and adding a side to the field
 * leaves the others' games unchanged.
 */
import { createHash } from 'node:crypto';
import { Z95 } from '../core/stats/z.ts';

/** One side of the field: a side file, known by its id. */
export interface FieldSide {
  id: string;
  name: string;
  /** The side file, as the template can reach it (absolute, or relative to the template). */
  file: string;
  /** Its unit ids: a pairing whose sides share one prefixes both sides' ids. */
  unitIds: readonly string[];
}

/** Which of a pairing's two sides (by id order: a before b) deploys at the near edge and moves first. */
export interface Orientation {
  near: 'a' | 'b';
  first: 'a' | 'b';
}

/** The four ways to play a pairing: each side at the near edge, each taking the first turn. */
export const ORIENTATIONS: readonly Orientation[] = [
  { near: 'a', first: 'a' },
  { near: 'a', first: 'b' },
  { near: 'b', first: 'a' },
  { near: 'b', first: 'b' },
];

/** One orientation's games, counted for the pairing's sides a and b. */
export interface OrientationCount {
  near: string;
  first: string;
  n: number;
  aWins: number;
  bWins: number;
  draws: number;
}

/** The pairs of a field, each once, its sides in id order. */
export function pairingsOf(field: readonly FieldSide[]): [FieldSide, FieldSide][] {
  const sorted = [...field].sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const out: [FieldSide, FieldSide][] = [];
  for (let i = 0; i < sorted.length; i++) for (let j = i + 1; j < sorted.length; j++) out.push([sorted[i], sorted[j]]);
  return out;
}

/**
 * The seed of one orientation of a pairing: drawn from the master seed and the two ids, so it
 * does not depend on the field's order or size.
 */
export function pairingSeed(seed: number, a: string, b: string, orientation: number): number {
  return createHash('sha256').update(`warsim-matrix\n${seed}\n${a}\n${b}\n${orientation}`).digest().readUInt32LE(0);
}

/** The template's fields the matrix sets itself, or which make no sense in one. */
export const TEMPLATE_REFUSED: Readonly<Record<string, string>> = {
  sides: 'the matrix supplies the sides',
  first: 'the matrix plays each side first in turn',
  variants: 'a matrix plays one battle per pairing; make a template per variant',
  sweep: 'a matrix plays one battle per pairing; make a template per sweep point',
};

/**
 * The scenario text of one orientation: the template with the two sides (the far one turned
 * round) and who moves first added at its end, so a mistake in the template is still reported
 * at its own line.
 *
 * @param template the template's text, syntax and title (its top level an object without sides)
 */
export function orientationText(
  template: { text: string; syntax: 'yaml' | 'json'; title: string | undefined },
  near: FieldSide,
  far: FieldSide,
  first: string,
): string {
  const clash = near.unitIds.some((id) => far.unitIds.includes(id));
  const ref = (side: FieldSide, edge: 'near' | 'far') => ({ file: side.file, edge, ...(clash ? { prefix: `${side.id}-` } : {}) });
  const added: Record<string, unknown> = {
    sides: [ref(near, 'near'), ref(far, 'far')],
    first,
    ...(template.title !== undefined ? {} : { title: `${near.name} against ${far.name}` }),
  };
  if (template.syntax === 'yaml') {
    const lines = Object.entries(added).map(([key, value]) =>
      Array.isArray(value) ? `${key}:\n${value.map((v) => `  - ${JSON.stringify(v)}`).join('\n')}` : `${key}: ${JSON.stringify(value)}`,
    );
    return `${template.text.replace(/\s*$/, '')}\n${lines.join('\n')}\n`;
  }
  const end = template.text.lastIndexOf('}');
  const entries = Object.entries(added).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  return `${template.text.slice(0, end).replace(/\s*$/, '')},\n  ${entries.join(',\n  ')}\n}\n`;
}

/** A side's score against one opponent, or against the field. */
export interface Score {
  /** Mean score: a win 1, a draw ½, a loss 0. */
  score: number;
  /** Its 95% interval. */
  lo: number;
  hi: number;
  /** Its standard error. */
  se: number;
  /** Games played. */
  n: number;
  /** Shares of games won, drawn and lost (equal weight per orientation). */
  win: number;
  draw: number;
  loss: number;
}

/**
 * Side `who`'s score over a pairing's orientations, each weighing the same: the mean of the
 * four orientation means, with the standard error of that stratified mean. Each orientation's
 * variance is taken with one won and one lost game added (as Agresti and Coull do for a
 * proportion), so a pairing one side always wins still gets an interval of some width.
 *
 * @returns null when an orientation has no games (an interrupted matrix)
 */
export function scoreOf(counts: readonly OrientationCount[], who: 'a' | 'b'): Score | null {
  if (counts.length === 0 || counts.some((c) => c.n === 0)) return null;
  let score = 0;
  let variance = 0;
  let win = 0;
  let draw = 0;
  let loss = 0;
  let n = 0;
  for (const c of counts) {
    const won = who === 'a' ? c.aWins : c.bWins;
    const lost = who === 'a' ? c.bWins : c.aWins;
    score += (won + c.draws / 2) / c.n;
    win += won / c.n;
    draw += c.draws / c.n;
    loss += lost / c.n;
    n += c.n;
    // One game won and one lost added: the variance of a score with values 0, ½ and 1.
    const m = c.n + 2;
    const mean = (won + 1 + c.draws / 2) / m;
    const meanSq = (won + 1 + c.draws / 4) / m;
    variance += Math.max(0, meanSq - mean * mean) / m;
  }
  const k = counts.length;
  const se = Math.sqrt(variance) / k;
  const s = score / k;
  return { score: s, se, lo: Math.max(0, s - Z95 * se), hi: Math.min(1, s + Z95 * se), n, win: win / k, draw: draw / k, loss: loss / k };
}

/** One cell of the table: the row side's score against the column side. */
export interface MatrixCell {
  row: string;
  col: string;
  /** null on the diagonal, and where an interrupted matrix has not played every orientation. */
  score: Score | null;
}

/** A side's mean score against the rest of the field. */
export interface Standing {
  id: string;
  name: string;
  /** The mean of its scores against each other side, with the interval of that mean. */
  score: number;
  lo: number;
  hi: number;
  se: number;
  /** Mean shares won, drawn and lost. */
  win: number;
  draw: number;
  loss: number;
  /** Opponents it has a score against (all the others unless interrupted). */
  opponents: number;
}

/**
 * The mean of independent scores, each weighing the same: its standard error adds theirs
 * (√Σse² / k). null for none.
 */
export function meanScore(scores: readonly Score[]): Score | null {
  const k = scores.length;
  if (k === 0) return null;
  const mean = (f: (s: Score) => number) => scores.reduce((t, s) => t + f(s), 0) / k;
  const score = mean((s) => s.score);
  const se = Math.sqrt(scores.reduce((t, s) => t + s.se * s.se, 0)) / k;
  return {
    score,
    se,
    lo: Math.max(0, score - Z95 * se),
    hi: Math.min(1, score + Z95 * se),
    n: scores.reduce((t, s) => t + s.n, 0),
    win: mean((s) => s.win),
    draw: mean((s) => s.draw),
    loss: mean((s) => s.loss),
  };
}

/** Each side's standing against the field, best first: the mean of its cells, each opponent weighing the same. */
export function standingsOf(field: readonly FieldSide[], cells: readonly MatrixCell[]): Standing[] {
  const out: Standing[] = field.map((side) => {
    const mine = cells.filter((c) => c.row === side.id && c.score !== null).map((c) => c.score!);
    const m = meanScore(mine);
    if (m === null) return { id: side.id, name: side.name, score: NaN, lo: NaN, hi: NaN, se: NaN, win: NaN, draw: NaN, loss: NaN, opponents: 0 };
    return { id: side.id, name: side.name, score: m.score, lo: m.lo, hi: m.hi, se: m.se, win: m.win, draw: m.draw, loss: m.loss, opponents: mine.length };
  });
  return out.sort((x, y) => (Number.isNaN(x.score) ? 1 : 0) - (Number.isNaN(y.score) ? 1 : 0) || y.score - x.score || x.id.localeCompare(y.id));
}

/** The cells of every pairing, both ways round: (a, b) and (b, a). */
export function cellsOf(pairings: readonly { a: string; b: string; counts: readonly OrientationCount[] }[]): MatrixCell[] {
  return pairings.flatMap((p) => [
    { row: p.a, col: p.b, score: scoreOf(p.counts, 'a') },
    { row: p.b, col: p.a, score: scoreOf(p.counts, 'b') },
  ]);
}

/**
 * How the side moving first fares, over every pairing: its mean score with the interval of
 * that mean (each pairing and orientation weighing the same). Near against far likewise.
 */
export function advantageOf(
  pairings: readonly { a: string; b: string; counts: readonly OrientationCount[] }[],
  who: (c: OrientationCount, p: { a: string; b: string }) => 'a' | 'b',
): Score | null {
  const scores: Score[] = [];
  for (const p of pairings) {
    for (const c of p.counts) {
      const s = scoreOf([c], who(c, p));
      if (s !== null) scores.push(s);
    }
  }
  return meanScore(scores);
}
