/**
 * What keeps the studio's server to its own page and its own folder: requests must come to the
 * loopback address under the server's own host name (no DNS rebinding) and, when a browser
 * says where they come from, from the studio's own page; files are read and written only
 * inside the folder it was started in; request bodies are bounded.
 */
import { realpathSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** The largest request body the studio reads (a scenario is a few kilobytes). */
export const MAX_BODY_BYTES = 1 << 20;

/** An answer other than success: the status and a message for the page. */
export class StudioRefusal extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'StudioRefusal';
    this.status = status;
  }
}

/** The host names the page may be reached by, for a server on `port`. */
export function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

/**
 * Refuse a request that is not from the studio's page: a Host other than the loopback one (a
 * page elsewhere that rebinds its name to 127.0.0.1), or an Origin other than the studio's own
 * (another site's page posting to it). API writes must say their Origin, as browsers do.
 */
export function checkOrigin(req: IncomingMessage, port: number, write: boolean): void {
  const hosts = allowedHosts(port);
  const host = req.headers.host ?? '';
  if (!hosts.includes(host)) throw new StudioRefusal(403, `refused: the studio answers only at http://${hosts[0]}/ (Host was "${host}")`);
  const origin = req.headers.origin;
  if (origin === undefined) {
    if (write) throw new StudioRefusal(403, 'refused: a request that changes anything must come from the studio page (no Origin)');
    return;
  }
  if (!hosts.some((h) => origin === `http://${h}`)) throw new StudioRefusal(403, `refused: request from another site (${origin})`);
}

/** Read a JSON body of at most MAX_BODY_BYTES. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new StudioRefusal(413, `refused: the request is over ${MAX_BODY_BYTES / 1024} KB (a scenario is a few)`);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new StudioRefusal(400, `the request is not JSON: ${(error as Error).message}`);
  }
}

/**
 * The absolute path of `path` (relative to `root`) when it lies inside `root`, following any
 * links already on disk; a StudioRefusal otherwise.
 */
export function insideRoot(root: string, path: unknown): string {
  if (typeof path !== 'string' || path.trim() === '') throw new StudioRefusal(400, 'a file path is needed');
  if (isAbsolute(path)) throw new StudioRefusal(403, `refused: ${path} — give a path inside the studio's folder, relative to it`);
  const realRoot = realpathSync(root);
  const full = resolve(realRoot, path);
  // The deepest part that exists, with its links followed, must still be inside the folder.
  let existing = full;
  for (;;) {
    try {
      existing = realpathSync(existing);
      break;
    } catch {
      const up = dirname(existing);
      if (up === existing) break;
      existing = up;
    }
  }
  for (const p of [full, existing]) {
    const rel = relative(realRoot, p);
    if (rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
      throw new StudioRefusal(403, `refused: ${path} lies outside the studio's folder`);
    }
  }
  return full;
}
