/**
 * Warnings: a scenario that loads and runs but most likely does not ask what its author
 * meant (a variant that changes nothing, a side nobody can order). Unlike ScenarioError they
 * stop nothing; the CLI prints them on stderr, placed like errors.
 */

export interface LocatedWarning {
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** The path as printed, by ids: `sides.empire`. */
  field: string;
  /** The run it concerns when not the base scenario: `variant "no general"`. */
  run?: string;
  message: string;
}

/** `w.yaml:7:5  sides.empire: warning: no character can give orders … (in variant "x")` */
export function formatWarning(warning: LocatedWarning): string {
  return `${warning.file}:${warning.line}:${warning.column}  ${warningText(warning, 'warning: ')}`;
}

/** The warning without its place: `sides.empire: no character can give orders … (in variant "x")`. */
export function warningText(warning: Omit<LocatedWarning, 'file' | 'line' | 'column'>, label = ''): string {
  const field = warning.field === '' ? '' : `${warning.field}: `;
  const run = warning.run === undefined ? '' : ` (in ${warning.run})`;
  return `${field}${label}${warning.message}${run}`;
}
