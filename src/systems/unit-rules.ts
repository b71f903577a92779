/**
 * Per-unit special rules, one encoding for every system: a column of 0 and 1 per rule, by the
 * rule's name (`plan.rule.fear[u] === 1`), built from the system's list of rule names. A reader
 * finds a rule by its name; a kernel tests it with one load; and a fast path can refuse, rule
 * by rule, any unit with a rule it does not play (anyRuleOutside()).
 */

/** One 0/1 column per rule name. */
export type RuleColumns<R extends string> = { readonly [K in R]: Uint8Array };

/**
 * Zeroed columns of `n` units for every rule of `names`.
 *
 * @example const rule = ruleColumns(['large', 'fear'] as const, 3); rule.fear[2] = 1;
 */
export function ruleColumns<const R extends readonly string[]>(names: R, n: number): RuleColumns<R[number]> {
  // Made in one go: an object given more than a dozen properties one at a time by computed name
  // becomes a hash table in V8, and kernels read these columns in hot code (flags.ts says more).
  return Object.fromEntries(names.map((name) => [name, new Uint8Array(n)])) as RuleColumns<R[number]>;
}

/**
 * The first rule some unit of `units` has that is not in `known`, or undefined: what a fast
 * path that plays only the `known` rules must refuse. Setup code.
 */
export function anyRuleOutside<R extends string>(rule: RuleColumns<R>, known: readonly R[], units: readonly number[]): R | undefined {
  for (const name of Object.keys(rule) as R[]) {
    if (known.includes(name)) continue;
    for (const u of units) if (rule[name][u] === 1) return name;
  }
  return undefined;
}
