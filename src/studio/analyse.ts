/**
 * The analysis commands from the studio's page — `tactics` (which choice of a unit's tactics
 * wins most), `fit` (how big a unit must be — models, stands — to break even) and `flags` (what each house
 * rule changes) — played by the command line itself on the saved scenario file, so the page
 * shows exactly the table and the report folder the CLI writes. Stop interrupts it as Ctrl-C
 * does: the CLI reports what it has played.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { shellWord } from '../cli/analysis-output.ts';
import { fileSlug } from '../report/file-slug.ts';
import { loadStudioScenario, savedHash } from './check.ts';
import { insideRoot, StudioRefusal } from './guard.ts';
import { packageDir } from './palette.ts';

export const ANALYSES = ['tactics', 'fit', 'flags'] as const;
export type Analysis = (typeof ANALYSES)[number];

export interface AnalyseRequest {
  kind: Analysis;
  /** The saved scenario file (relative to the studio's folder); it must hold the page's scenario. */
  file: string;
  scenario: unknown;
  /** tactics and fit: the unit, as side.unit ids. */
  unit?: string;
  /** fit: the unit's whole-number field to vary (models, stands). */
  field?: string;
  /** tactics: the tactic fields to vary. */
  fields?: string[];
  sims?: number;
  seed?: number;
  threads?: number;
}

export type AnalyseEvent =
  | { type: 'start'; run: string; command: string }
  | { type: 'done'; run: string; text: string; report: string | null; interrupted: boolean }
  | { type: 'error'; message: string };

/** Analyses going on, by id (Stop interrupts one). */
export class AnalysisBook {
  private next = 1;
  private readonly going = new Map<string, ChildProcess>();

  add(child: ChildProcess): string {
    const id = `a${this.next++}`;
    this.going.set(id, child);
    child.on('exit', () => this.going.delete(id));
    return id;
  }

  stop(id: string): boolean {
    const child = this.going.get(id);
    child?.kill('SIGINT');
    return child !== undefined;
  }

  stopAll(): void {
    for (const child of this.going.values()) child.kill('SIGINT');
  }
}

/** The command line's arguments for the request, checked against the scenario. */
export function analysisArgs(root: string, req: AnalyseRequest): { args: string[]; out: string } {
  if (!ANALYSES.includes(req.kind)) throw new StudioRefusal(400, `no analysis "${String(req.kind)}" (${ANALYSES.join(', ')})`);
  // Refused first by itself: savedHash() below would take a path outside for a file not saved.
  insideRoot(root, req.file);
  const page = loadStudioScenario(root, req.scenario);
  if (Array.isArray(page)) throw new StudioRefusal(400, `the scenario has problems: ${page.map((i) => i.message).join('; ')}`);
  if (savedHash(root, req.file) !== page.hash) throw new StudioRefusal(409, `save the scenario first: ${req.file} does not hold the scenario on the page`);
  const out = join('results', `${req.kind}-${fileSlug(req.file.replace(/\.(ya?ml|json)$/, ''))}`);
  const args = [req.kind, req.file];
  if (req.kind !== 'flags') {
    const [side, unit] = String(req.unit ?? '').split('.');
    const s = page.scenario.sides.find((x) => x.id === side);
    const u = s?.units.find((x) => (x as { id: string }).id === unit);
    if (!s || !u) throw new StudioRefusal(400, `select a unit first (${String(req.unit ?? 'none')} is not one of the scenario's)`);
    if (req.kind === 'tactics') {
      args.push('--unit', `${side}.${unit}`);
      const fields = Array.isArray(req.fields) ? req.fields.map(String) : [];
      if (fields.some((f) => !/^[A-Za-z][\w-]*$/.test(f))) throw new StudioRefusal(400, `tactic fields are names: ${fields.join(', ')}`);
      if (fields.length > 0) args.push('--fields', fields.join(','));
    }
    else {
      const size = String(req.field ?? '');
      if (!/^[A-Za-z]\w*$/.test(size)) throw new StudioRefusal(400, 'fit needs the unit field to vary (models, stands…)');
      args.push('--path', `sides.${side}.units.${unit}.${size}`, '--side', side);
    }
  }
  for (const [name, value] of [['--sims', req.sims], ['--seed', req.seed], ['--threads', req.threads]] as const) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value)) throw new StudioRefusal(400, `${name} takes a whole number`);
    args.push(name, String(value));
  }
  args.push('--out', out);
  return { args, out };
}

/** Play the analysis with the command line, sending its start and its table (or its error). */
export async function playAnalysis(root: string, req: AnalyseRequest, book: AnalysisBook, send: (e: AnalyseEvent) => void, gone: AbortSignal): Promise<void> {
  const { args, out } = analysisArgs(root, req);
  const child = spawn(process.execPath, [join(packageDir(), 'bin', 'warsim.js'), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const id = book.add(child);
  const onGone = () => child.kill('SIGINT');
  gone.addEventListener('abort', onGone);
  send({ type: 'start', run: id, command: ['warsim', ...args.map(shellWord)].join(' ') });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
  gone.removeEventListener('abort', onGone);
  const reported = /Report: /.test(stderr);
  if (code === 0 || (code === 130 && reported)) {
    send({ type: 'done', run: id, text: stdout, report: reported ? `/files/${out}/report.html` : null, interrupted: code === 130 });
  } else {
    const lines = stderr.split('\n').filter((l) => l.trim() !== '' && !/[█░]/.test(l));
    send({ type: 'error', message: lines.slice(-6).join('\n') || `the analysis stopped (exit ${String(code)})` });
  }
}
