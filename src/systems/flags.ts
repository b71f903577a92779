/**
 * Rule flags (DESIGN.md §Game systems): every ambiguity a rules digest lists is a named flag
 * whose default is the digest's recommended reading, and a house rule is a flag set in the
 * scenario's `rules`. This is the one resolver of every system. It is typed from the system's
 * own flag list, so a flag keeps its name from the list to the plan (`plan.flags.pursuitTie`)
 * and a kernel comparing it with a value the flag cannot take fails to compile.
 *
 * A choice flag resolves to the very string of its list, which V8 interns: comparing it with a
 * literal in hot code is a pointer comparison.
 */
import type { FlagValue } from '../scenario/types.ts';
import type { RuleFlag } from './system.ts';

/** The value a flag resolves to: one of its choices, a number or a boolean, as its default is. */
export type FlagValueOf<F extends RuleFlag> = F extends { readonly choices: readonly (infer C)[] }
  ? C
  : F['default'] extends boolean
    ? boolean
    : F['default'] extends number
      ? number
      : string;

/** A system's resolved flags: one property per flag of its list, under the flag's name. */
export type FlagValues<L extends readonly RuleFlag[]> = { readonly [F in L[number] as F['name']]: FlagValueOf<F> };

/**
 * A system's flag list with its names and choices kept as literal types (for FlagValues).
 *
 * @example const FLAGS = defineFlags([{ name: 'tie', default: 'caught', choices: ['caught', 'escapes'], description: '…', rule: '§12-3' }]);
 */
export function defineFlags<const L extends readonly RuleFlag[]>(list: L): L {
  return list;
}

/**
 * The value of every flag of `list`: the scenario's where it sets one, else the default. The
 * scenario loader has already checked each value against the flag's type, choices and bounds.
 *
 * @param list the system's flags (defineFlags)
 * @param rules the scenario's `rules`
 * @returns one property per flag, under its name
 * @throws Error for a choice the flag does not have (a value the loader should have refused)
 * @example resolveFlags(FLAGS, { tie: 'escapes' }).tie === 'escapes'
 */
export function resolveFlags<L extends readonly RuleFlag[]>(list: L, rules: Readonly<Record<string, FlagValue>>): FlagValues<L> {
  const entries: [string, FlagValue][] = [];
  for (const flag of list) {
    const value = rules[flag.name] ?? flag.default;
    if (flag.choices === undefined) {
      entries.push([flag.name, value]);
      continue;
    }
    // The list's own string, interned, rather than the one parsed from the scenario file.
    const choice = flag.choices.find((c) => c === value);
    if (choice === undefined) throw new Error(`rule flag ${flag.name}: "${String(value)}" is not one of ${flag.choices.join(', ')}`);
    entries.push([flag.name, choice]);
  }
  // Built in one go, not a property at a time: an object given more than a dozen properties by
  // computed name one after another turns into a hash table in V8, and kernels read their flags
  // in hot code (plan.flags.overkill once a strike), where a hash lookup costs each time.
  // test/systems/fast-properties.test.ts checks every system's plan and flags.
  return Object.fromEntries(entries) as FlagValues<L>;
}
