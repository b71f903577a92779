// The studio's server (src/studio/server.ts, guard.ts): it answers only its own page at the
// loopback address, reads and writes only inside its folder, bounds what it reads, survives
// malformed requests, and its API gives the CLI's own checks, YAML and runs.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/studio/guard.ts';
import { startStudio, type Studio } from '../../src/studio/server.ts';

const root = mkdtempSync(join(tmpdir(), 'warsim-studio-'));
const outside = mkdtempSync(join(tmpdir(), 'warsim-outside-'));
let studio: Studio;
let origin = '';

beforeAll(async () => {
  writeFileSync(join(outside, 'secret.yaml'), 'secret: 1\n');
  symlinkSync(outside, join(root, 'link'));
  mkdirSync(join(root, 'scenarios'));
  writeFileSync(join(root, 'scenarios', 'duel.yaml'), readFileSync('scenarios/wfb4/knights-vs-halberdiers.yaml', 'utf8'));
  studio = await startStudio({ root, port: 0 });
  origin = `http://127.0.0.1:${studio.port}`;
});

afterAll(async () => {
  await studio.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** A raw request, with the headers given exactly (fetch would set Origin and Host itself). */
function send(method: string, path: string, headers: Record<string, string>, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: studio.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const own = () => ({ host: `127.0.0.1:${studio.port}`, origin, 'content-type': 'application/json' });
const post = (path: string, body: unknown) => send('POST', path, own(), JSON.stringify(body));
const scenario = () => post('/api/parse', { text: readFileSync('scenarios/wfb4/knights-vs-halberdiers.yaml', 'utf8') }).then((a) => JSON.parse(a.body).scenario);

describe('the studio server refuses', () => {
  it('a request from another site (Origin)', async () => {
    const a = await send('POST', '/api/check', { ...own(), origin: 'http://evil.example' }, '{}');
    expect(a.status).toBe(403);
    expect(JSON.parse(a.body).error).toMatch(/another site \(http:\/\/evil\.example\)/);
    const g = await send('GET', '/api/state', { host: `127.0.0.1:${studio.port}`, origin: 'http://evil.example' });
    expect(g.status).toBe(403);
  });

  it('a request under another host name (DNS rebinding)', async () => {
    const a = await send('GET', '/api/state', { host: `evil.example:${studio.port}` });
    expect(a.status).toBe(403);
    expect(JSON.parse(a.body).error).toMatch(/answers only at http:\/\/127\.0\.0\.1/);
  });

  it('a write without an Origin (not from a page)', async () => {
    const a = await send('POST', '/api/save', { host: `127.0.0.1:${studio.port}` }, JSON.stringify({ path: 'x.yaml', scenario: {} }));
    expect(a.status).toBe(403);
  });

  it('a path outside its folder: climbing out, absolute, or through a link', async () => {
    for (const path of ['../x.yaml', join(outside, 'secret.yaml'), 'link/secret.yaml']) {
      const open = await post('/api/open', { path });
      expect(open.status, path).toBe(403);
      expect(JSON.parse(open.body).error).toMatch(/outside the studio's folder|inside the studio's folder/);
      const save = await post('/api/save', { path: path.replace('secret', 'written'), scenario: { a: 1 } });
      expect(save.status, path).toBe(403);
    }
  });

  it('an oversized request, and opening an oversized or missing file', async () => {
    const a = await send('POST', '/api/check', own(), Buffer.alloc(MAX_BODY_BYTES + 10, 32));
    expect(a.status).toBe(413);
    writeFileSync(join(root, 'huge.yaml'), Buffer.alloc(MAX_BODY_BYTES + 10, 32));
    expect((await post('/api/open', { path: 'huge.yaml' })).status).toBe(413);
    rmSync(join(root, 'huge.yaml'));
    expect((await post('/api/open', { path: 'missing.yaml' })).status).toBe(404);
  });

  it('malformed JSON, and survives it', async () => {
    const a = await send('POST', '/api/check', own(), '{"scenario": ');
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body).error).toMatch(/not JSON/);
    expect((await post('/api/check', 'just a string')).status).toBe(400);
    const b = await post('/api/check', { scenario: 'just a string' });
    expect(b.status).toBe(200);
    expect(JSON.parse(b.body).issues.length).toBeGreaterThan(0);
    const after = await send('GET', '/api/state', { host: `127.0.0.1:${studio.port}` });
    expect(after.status).toBe(200);
  });

  it('too many simulations, before anything is played', async () => {
    const a = await post('/api/run', { scenario: await scenario(), sims: 20_000_000, seed: 1 });
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body).error).toMatch(/at most 10,000,000 simulations/);
  });

  it('a question asked of a file that does not hold the page\'s scenario, or of no unit', async () => {
    const s = await scenario();
    s.sides[0].units[0].models = 30;
    const changed = await post('/api/analyse', { kind: 'tactics', file: 'scenarios/duel.yaml', scenario: s, unit: 'empire.halberdiers' });
    expect(changed.status).toBe(409);
    expect(JSON.parse(changed.body).error).toMatch(/save the scenario first/);
    const noUnit = await post('/api/analyse', { kind: 'fit', file: 'scenarios/duel.yaml', scenario: await scenario(), unit: 'empire.nobody', field: 'models' });
    expect(noUnit.status).toBe(400);
    expect(JSON.parse(noUnit.body).error).toMatch(/select a unit first/);
    expect((await post('/api/analyse', { kind: 'rm', file: 'scenarios/duel.yaml', scenario: await scenario() })).status).toBe(400);
  });

  it('a save that is not YAML, and an unknown request', async () => {
    expect((await post('/api/save', { path: 'x.txt', scenario: {} })).status).toBe(400);
    expect((await post('/api/nothing', {})).status).toBe(404);
  });
});

describe('the studio API', () => {
  it("checks with the CLI's messages: field path, expected, found and the closest name", async () => {
    const s = await scenario();
    s.sides[0].units[0].wepons = ['halberd'];
    const a = JSON.parse((await post('/api/check', { scenario: s })).body);
    expect(a.issues).toHaveLength(1);
    expect(a.issues[0].field).toBe('sides.empire.units.halberdiers.wepons');
    expect(a.issues[0].path).toEqual(['sides', 0, 'units', 0, 'wepons']);
    expect(a.issues[0].message).toMatch(/unknown field.*did you mean "weapons"/);
    // The table is still drawn for a scenario that does not load.
    expect(a.svg).toMatch(/<svg/);
  });

  it('draws the map and prices the units of a valid scenario', async () => {
    const a = JSON.parse((await post('/api/check', { scenario: await scenario() })).body);
    expect(a.issues).toEqual([]);
    expect(a.svg).toMatch(/data-unit="halberdiers"/);
    expect(a.costs.map((c: { unit: string }) => c.unit)).toEqual(['halberdiers', 'knights']);
  });

  it('saves YAML that loads back as the same scenario, and lists and opens files', async () => {
    const s = await scenario();
    expect((await post('/api/save', { path: 'studio/saved.yaml', scenario: s })).status).toBe(200);
    const again = JSON.parse((await post('/api/parse', { text: readFileSync(join(root, 'studio/saved.yaml'), 'utf8') })).body).scenario;
    expect(again).toEqual(s);
    const files = JSON.parse((await send('GET', '/api/files', { host: `127.0.0.1:${studio.port}` })).body).files;
    expect(files).toEqual(['scenarios/duel.yaml', 'studio/saved.yaml']);
    const opened = JSON.parse((await post('/api/open', { path: 'scenarios/duel.yaml' })).body);
    expect(opened.text).toMatch(/knights/);
  });

  it('streams a run: start, progress with intervals, and the same counts as the runner', async () => {
    const a = await post('/api/run', { scenario: await scenario(), file: 'scenarios/duel.yaml', sims: 3000, seed: 5, threads: 1 });
    const events = a.body.trim().split('\n').map((l) => JSON.parse(l));
    expect(events[0]).toMatchObject({ type: 'start', planned: 3000, seed: 5, threads: 1 });
    expect(events.some((e) => e.type === 'progress')).toBe(true);
    const done = events.at(-1);
    expect(done.type).toBe('done');
    expect(done.command).toBe('warsim run scenarios/duel.yaml --seed 5 --sims 3000');
    expect(done.summary.runs[0].n).toBe(3000);
    const rates = done.summary.runs[0].outcomes;
    expect(rates.reduce((t: number, o: { count: number }) => t + o.count, 0)).toBe(3000);
    for (const o of rates) expect(o.lo).toBeLessThanOrEqual(o.rate);
    // Its reports, written under results/ in the folder and served to the page.
    const written = JSON.parse((await post('/api/report', { run: events[0].run, file: 'scenarios/duel.yaml' })).body);
    expect(JSON.parse(readFileSync(join(root, written.folder, 'summary.json'), 'utf8')).provenance.command).toBe('warsim run scenarios/duel.yaml --seed 5 --sims 3000');
    expect(written.folder).toMatch(/^results\//);
    expect(existsSync(join(root, written.folder, 'summary.json'))).toBe(true);
    const page = await send('GET', written.report, { host: `127.0.0.1:${studio.port}` });
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<html/);
    // The folder as one download: a ZIP whose central directory lists every file of it.
    const zip = await new Promise<Buffer>((resolve, reject) => {
      request({ host: '127.0.0.1', port: studio.port, path: written.zip, headers: { host: `127.0.0.1:${studio.port}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject).end();
    });
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const end = zip.length - 22;
    expect(zip.readUInt32LE(end)).toBe(0x06054b50);
    const names: string[] = [];
    for (let at = zip.readUInt32LE(end + 16), k = 0; k < zip.readUInt16LE(end + 10); k++) {
      const nameLength = zip.readUInt16LE(at + 28);
      names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
      at += 46 + nameLength;
    }
    const folderName = written.folder.slice('results/'.length);
    expect(names).toContain(`${folderName}/report.html`);
    expect(names).toContain(`${folderName}/summary.json`);
    expect(names.length).toBe(readdirSync(join(root, written.folder)).length);
    expect((await send('GET', '/api/zip?folder=../x', { host: `127.0.0.1:${studio.port}` })).status).toBe(400);
  });

  it('gives no command for a run whose file does not hold the scenario played (changed since it was saved)', async () => {
    const s = await scenario();
    s.sides[0].units[0].models = 30;
    const a = await post('/api/run', { scenario: s, file: 'scenarios/duel.yaml', sims: 500, seed: 5, threads: 1 });
    const done = a.body.trim().split('\n').map((l) => JSON.parse(l)).at(-1);
    expect(done.type).toBe('done');
    expect(done.command).toBeNull();
    // Nor a report, whose command would name a file that plays something else.
    expect((await post('/api/report', { run: done.run, file: 'scenarios/duel.yaml' })).status).toBe(409);
  });

  it('plays to a precision: a prefix of the simulations, and the command for exactly that prefix', async () => {
    const a = await post('/api/run', { scenario: await scenario(), file: 'scenarios/duel.yaml', precision: 0.02, maxSims: 200_000, seed: 5, threads: 1 });
    const done = a.body.trim().split('\n').map((l) => JSON.parse(l)).at(-1);
    expect(done.stoppedBy).toBe('precision');
    const n = done.summary.runs[0].n;
    expect(n).toBeLessThan(200_000);
    for (const o of done.summary.runs[0].outcomes) expect((o.hi - o.lo) / 2).toBeLessThanOrEqual(0.02);
    expect(done.command).toBe(`warsim run scenarios/duel.yaml --seed 5 --sims ${n}`);
  });

  it('stops a run on request, keeping the simulations played: a valid partial result and its command', async () => {
    const s = await scenario();
    const events: { type: string; run?: string; done?: number; stoppedBy?: string; command?: string; summary?: { runs: { n: number }[] } }[] = [];
    await new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: studio.port, method: 'POST', path: '/api/run', headers: own() }, (res) => {
        let buffer = '';
        let stopped = false;
        res.on('data', (chunk: Buffer) => {
          buffer += chunk.toString('utf8');
          let nl: number;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const event = JSON.parse(buffer.slice(0, nl));
            buffer = buffer.slice(nl + 1);
            events.push(event);
            if (event.type === 'progress' && !stopped) {
              stopped = true;
              void post('/api/stop', { run: event.run });
            }
          }
        });
        res.on('end', () => resolve());
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(JSON.stringify({ scenario: s, file: 'scenarios/duel.yaml', sims: 5_000_000, seed: 2, threads: 1 }));
    });
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    expect(done.stoppedBy).toBe('interrupted');
    const n = done.summary!.runs[0].n;
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThan(5_000_000);
    expect(done.command).toBe(`warsim run scenarios/duel.yaml --seed 2 --sims ${n}`);
  });
});
