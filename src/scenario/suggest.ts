/**
 * The closest valid name to a misspelt one, for "did you mean …?" hints.
 *
 * Distance is the optimal-string-alignment variant of Damerau–Levenshtein (insertions,
 * deletions, substitutions and transpositions of neighbours each cost 1), computed
 * case-insensitively, because the usual slips in a hand-written scenario are a dropped,
 * doubled or swapped letter or the wrong case (`wepons`, `halbred`, `ws`).
 * Reference: https://en.wikipedia.org/wiki/Damerau%E2%80%93Levenshtein_distance
 *
 * A candidate is accepted within a threshold that grows with the length of the name (only a
 * difference of case up to 2 letters, then 1 edit up to 4, 2 up to 8, then 3), so short names
 * do not "match" unrelated short names (`I` is not a misspelt `M`).
 * When no candidate is that close, a candidate that the name is a prefix of (at least 3
 * letters, e.g. `halb` → `halberdiers`) is offered if it is the only one.
 *
 * @param name the name as written
 * @param candidates the valid names, in the order to prefer on ties
 * @returns the closest candidate, or undefined when none is close enough
 * @example suggest('wepons', ['armour', 'weapons', 'models']) // → 'weapons'
 */
export function suggest(name: string, candidates: Iterable<string>): string | undefined {
  const wanted = name.toLowerCase();
  const threshold = wanted.length <= 2 ? 0 : wanted.length <= 4 ? 1 : wanted.length <= 8 ? 2 : 3;
  let best: string | undefined;
  let bestDistance = Infinity;
  const prefixed: string[] = [];
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    const d = editDistance(wanted, lower);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
    if (wanted.length >= 3 && lower.startsWith(wanted)) prefixed.push(candidate);
  }
  if (best !== undefined && bestDistance <= threshold) return best;
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein without repeated edits of one
 * substring), by the classic dynamic programme over three rows.
 *
 * @example editDistance('halbred', 'halberd') // → 1
 */
export function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, before[j - 2] + 1);
      }
      current[j] = d;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}
