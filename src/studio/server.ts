/**
 * `warsim studio`'s server: the page and its script (built to build/studio/ by the project's
 * build), and a small JSON API over the same loader, runner and reports as the command line —
 * bound to 127.0.0.1, answering only its own page (guard.ts), reading and writing only inside
 * the folder it was started in. A bad request gets a clear error; nothing a request sends
 * stops the server.
 */
import { lstatSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join, relative } from 'node:path';
import { stringify as toYaml } from 'yaml';
import { UsageError } from '../cli/usage-error.ts';
import { writeFileAtomic } from '../core/atomic-write.ts';
import { parseSource } from '../scenario/parse-source.ts';
import { formatIssue } from '../scenario/scenario-error.ts';
import { getSystem, systemIds } from '../systems/registry.ts';
import { VERSION } from '../version.ts';
import { AnalysisBook, playAnalysis, type AnalyseRequest } from './analyse.ts';
import { checkScenario } from './check.ts';
import { checkOrigin, insideRoot, MAX_BODY_BYTES, readJson, StudioRefusal } from './guard.ts';
import { packageDir } from './palette.ts';
import { playRun, RunBook, writeRunReports, type RunRequest } from './run.ts';
import { systemInfo, type SystemInfo } from './system-info.ts';
import { zipFolder } from './zip.ts';

export interface StudioOptions {
  /** The folder the studio reads and writes in. */
  root: string;
  /** 0 picks a free port. */
  port: number;
  /** A scenario file (relative to root) to open at the start. */
  scenario?: string;
}

export interface Studio {
  url: string;
  port: number;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.png': 'image/png',
};

/** Scenario files under the folder (a few levels down; not in node_modules, build or results). */
function scenarioFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, depth: number) => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('.') || name === 'node_modules' || name === 'build' || name === 'results') continue;
      const full = join(dir, name);
      let isDir = false;
      try {
        // Links are not followed: they may lead out of the folder.
        const st = lstatSync(full);
        if (st.isSymbolicLink()) continue;
        isDir = st.isDirectory();
      } catch {
        continue;
      }
      if (isDir) {
        if (depth < 3) walk(full, depth + 1);
      } else if (/\.(ya?ml|json)$/.test(name) && !/\.side\.(ya?ml|json)$/.test(name) && found.length < 500) {
        found.push(relative(root, full));
      }
    }
  };
  walk(root, 0);
  return found;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/**
 * Answer with a stream of JSON lines from `play` (a run or an analysis): a problem found before
 * the first line is an ordinary error answer; one after it, a last line of type 'error'. The
 * signal aborts when the page goes away.
 */
async function stream(res: ServerResponse, play: (line: (event: object) => void, gone: AbortSignal) => Promise<void>): Promise<void> {
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  let started = false;
  const line = (event: object) => {
    if (!started) {
      res.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8', 'cache-control': 'no-store' });
      started = true;
    }
    res.write(JSON.stringify(event) + '\n');
  };
  try {
    await play(line, gone.signal);
  } catch (error) {
    if (!started) throw error;
    line({ type: 'error', issues: [], message: error instanceof Error ? error.message : String(error) });
  }
  res.end();
}

function field(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** The scenario as YAML, fields in the order the page keeps them. */
export function scenarioYaml(scenario: unknown): string {
  return toYaml(scenario, { lineWidth: 0 });
}

export async function startStudio(options: StudioOptions): Promise<Studio> {
  // Its real path: the paths the studio answers with are relative to what insideRoot() resolves.
  const root = realpathSync(options.root);
  const staticDir = join(packageDir(), 'build', 'studio');
  const book = new RunBook();
  const analyses = new AnalysisBook();
  const infos = new Map<string, SystemInfo>();
  const info = (id: unknown): SystemInfo => {
    const system = typeof id === 'string' ? getSystem(id) : undefined;
    if (!system) throw new StudioRefusal(404, `no game system "${String(id)}" (systems: ${systemIds().join(', ')})`);
    let known = infos.get(system.id);
    if (!known) {
      known = systemInfo(system);
      infos.set(system.id, known);
    }
    return known;
  };
  let port = options.port;

  const api = async (req: IncomingMessage, res: ServerResponse, path: string): Promise<void> => {
    if (req.method === 'GET') {
      if (path === '/api/state') {
        const initial = options.scenario ? { file: options.scenario, text: await readFile(insideRoot(root, options.scenario), 'utf8') } : null;
        return send(res, 200, { version: VERSION, root, systems: systemIds().map((id) => ({ id, title: getSystem(id)!.title })), initial });
      }
      if (path.startsWith('/api/system/')) return send(res, 200, info(decodeURIComponent(path.slice('/api/system/'.length))));
      if (path === '/api/files') return send(res, 200, { files: scenarioFiles(root) });
      if (path === '/api/zip') {
        // A report folder the studio wrote, as one download.
        const folder = new URL(req.url ?? '', 'http://studio').searchParams.get('folder') ?? '';
        if (!/^results\/[^/]+$/.test(folder)) throw new StudioRefusal(400, 'zip takes a report folder: results/<name>');
        const zip = zipFolder(insideRoot(root, folder), folder.slice('results/'.length));
        res.writeHead(200, { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${folder.slice('results/'.length)}.zip"`, 'cache-control': 'no-store' });
        res.end(zip);
        return;
      }
      throw new StudioRefusal(404, `no such request: GET ${path}`);
    }
    if (req.method !== 'POST') throw new StudioRefusal(405, `${req.method} is not answered (GET and POST are)`);
    const body = await readJson(req);
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new StudioRefusal(400, 'the request must be a JSON object, e.g. { "scenario": … }');
    switch (path) {
      case '/api/parse': {
        const text = field(body, 'text');
        if (typeof text !== 'string') throw new StudioRefusal(400, 'parse needs { text }');
        const syntax = text.trimStart().startsWith('{') ? 'json' : 'yaml';
        const parsed = parseSource(text, syntax);
        if (parsed.issues.length > 0) {
          return send(res, 200, { issues: parsed.issues.map((i) => formatIssue({ ...i, file: syntax.toUpperCase() })) });
        }
        return send(res, 200, { scenario: parsed.value });
      }
      case '/api/check':
        return send(res, 200, checkScenario(root, field(body, 'scenario')));
      case '/api/yaml':
        return send(res, 200, { text: scenarioYaml(field(body, 'scenario')) });
      case '/api/open': {
        const file = insideRoot(root, field(body, 'path'));
        const size = statSync(file, { throwIfNoEntry: false })?.size;
        if (size === undefined) throw new StudioRefusal(404, `no such file: ${relative(root, file)}`);
        if (size > MAX_BODY_BYTES) throw new StudioRefusal(413, `refused: ${relative(root, file)} is over ${MAX_BODY_BYTES / 1024} KB (a scenario is a few)`);
        return send(res, 200, { path: relative(root, file), text: await readFile(file, 'utf8') });
      }
      case '/api/save': {
        const file = insideRoot(root, field(body, 'path'));
        if (!/\.(ya?ml)$/.test(file)) throw new StudioRefusal(400, 'save as a .yaml or .yml file');
        await mkdir(dirname(file), { recursive: true });
        await writeFileAtomic(file, scenarioYaml(field(body, 'scenario')));
        const saved = relative(root, file);
        return send(res, 200, { path: saved, command: book.commandFor(root, String(field(body, 'run') ?? ''), saved) });
      }
      case '/api/stop': {
        const id = String(field(body, 'run'));
        return send(res, 200, { stopped: book.stop(id) || analyses.stop(id) });
      }
      case '/api/report': {
        const folder = await writeRunReports(root, book, String(field(body, 'run')), String(field(body, 'file') ?? ''));
        return send(res, 200, { folder, report: `/files/${folder}/report.html`, zip: `/api/zip?folder=${encodeURIComponent(folder)}` });
      }
      case '/api/run':
        return stream(res, (line, gone) => playRun(root, body as RunRequest, book, line, gone));
      case '/api/analyse':
        return stream(res, (line, gone) => playAnalysis(root, body as AnalyseRequest, analyses, line, gone));
      default:
        throw new StudioRefusal(404, `no such request: POST ${path}`);
    }
  };

  const serveFile = async (res: ServerResponse, file: string): Promise<void> => {
    const type = TYPES[extname(file)];
    if (!type) throw new StudioRefusal(404, 'not a file the studio serves');
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      throw new StudioRefusal(404, `not found: ${file.startsWith(staticDir) ? 'the studio page is not built — run npm run build' : relative(root, file)}`);
    }
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(data);
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://studio');
    const path = url.pathname;
    const handle = async () => {
      const isApi = path.startsWith('/api/');
      checkOrigin(req, port, isApi && req.method !== 'GET');
      if (isApi) return api(req, res, path);
      if (req.method !== 'GET') throw new StudioRefusal(405, `${req.method} is not answered here`);
      if (path === '/' || path === '/index.html') return serveFile(res, join(staticDir, 'index.html'));
      if (path === '/studio.js' || path === '/studio.css') return serveFile(res, join(staticDir, path.slice(1)));
      if (path.startsWith('/files/results/')) return serveFile(res, insideRoot(root, decodeURIComponent(path.slice('/files/'.length))));
      throw new StudioRefusal(404, `not found: ${path}`);
    };
    handle().catch((error: unknown) => {
      if (res.headersSent) {
        res.end();
        return;
      }
      if (error instanceof StudioRefusal) return send(res, error.status, { error: error.message });
      if (error instanceof UsageError) return send(res, 400, { error: error.message });
      send(res, 500, { error: error instanceof Error ? error.message : String(error) });
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', () => ok());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    close: async () => {
      book.stopAll();
      analyses.stopAll();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** The built page's files exist (the build step makes them). */
export function pageBuilt(): boolean {
  try {
    readFileSync(join(packageDir(), 'build', 'studio', 'index.html'));
    return true;
  } catch {
    return false;
  }
}
