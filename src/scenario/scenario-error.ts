/**
 * The one error type for bad scenario input, from a YAML typo to a formation the rules do
 * not allow. It carries every issue found, each placed at file:line:column once the loader
 * has located it, and its message is the text the CLI prints.
 */
import type { Issue, Path } from './schema.ts';
import { formatPath } from './id-path.ts';

export { suggest } from './suggest.ts';

/** An issue with its place in the scenario file (filled in by the loader). */
export interface ScenarioIssue extends Issue {
  file?: string;
  /** 1-based. */
  line?: number;
  /** 1-based. */
  column?: number;
  /** The path as printed, by ids: `sides.empire.units.halberdiers.models`. */
  field?: string;
  /** The run it concerns when not the base scenario: `variant "25 halberdiers"`. */
  run?: string;
}

/**
 * Bad scenario input. `compile` throws it with index- or id-based paths and no position;
 * the loader catches it and throws a located copy.
 *
 * @example
 * throw new ScenarioError([
 *   { path: ['sides', 0, 'units', 1, 'files'], expected: 'files ≤ models', found: '12 files for 10 models' },
 * ]);
 */
export class ScenarioError extends Error {
  readonly issues: readonly ScenarioIssue[];

  constructor(issues: readonly ScenarioIssue[]) {
    super(formatIssues(issues));
    this.name = 'ScenarioError';
    this.issues = issues;
  }

  /** One issue at `path`: the shorthand for `compile`. */
  static at(path: Path, expected: string, found: string, hint?: string): ScenarioError {
    return new ScenarioError([hint === undefined ? { path, expected, found } : { path, expected, found, hint }]);
  }
}

/**
 * One line per issue, ordered by position:
 * `knights.yaml:23:14  sides.bretonnia.units.knights.wepons: unknown field; expected one of … — did you mean "weapons"?`
 */
export function formatIssues(issues: readonly ScenarioIssue[]): string {
  const ordered = [...issues].sort(
    (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
  return ordered.map(formatIssue).join('\n');
}

/** One issue as a line of text (see `formatIssues`). */
export function formatIssue(issue: ScenarioIssue): string {
  let place = issue.file ?? '';
  if (issue.line !== undefined) place += `:${issue.line}:${issue.column ?? 1}`;
  const field = issue.field ?? formatPath(issue.path);
  let text = place === '' ? '' : `${place}  `;
  if (field !== '') text += `${field}: `;
  if (issue.problem !== undefined) text += `${issue.problem}; `;
  text += `expected ${issue.expected}`;
  if (issue.found !== '') text += `, found ${issue.found}`;
  if (issue.hint !== undefined) text += ` — ${issue.hint}`;
  if (issue.run !== undefined) text += ` (in ${issue.run})`;
  return text;
}
