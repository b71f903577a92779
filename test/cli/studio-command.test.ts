// `warsim studio` from the command line: it prints the address it serves, answers there, stops
// cleanly on Ctrl-C, and refuses a scenario outside its folder or a port in use with a usage error.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(process.cwd(), 'bin/warsim.js');

describe('warsim studio', () => {
  it('serves its page at the address it prints and stops on Ctrl-C', async () => {
    const child = spawn(process.execPath, [BIN, 'studio', 'scenarios/wfb4/knights-vs-halberdiers.yaml', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = out.match(/http:\/\/127\.0\.0\.1:\d+\//);
        if (m) resolve(m[0]);
      });
      child.on('exit', (code) => reject(new Error(`exited ${code}`)));
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/warsim studio/);
    const state = (await (await fetch(`${url}api/state`)).json()) as { initial: { file: string } };
    expect(state.initial.file).toBe('scenarios/wfb4/knights-vs-halberdiers.yaml');
    const code = await new Promise<number | null>((resolve) => {
      child.on('exit', (c) => resolve(c));
      child.kill('SIGINT');
    });
    expect(code).toBe(0);
  });

  it('refuses a scenario outside the folder, one that does not exist, and a port in use', async () => {
    const outside = spawnSync(process.execPath, [BIN, 'studio', '../elsewhere.yaml'], { encoding: 'utf8' });
    expect(outside.status).toBe(2);
    expect(outside.stderr).toMatch(/outside this folder/);
    const none = spawnSync(process.execPath, [BIN, 'studio', 'nothing-here.yaml'], { encoding: 'utf8' });
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/nothing-here\.yaml: no such file/);
    const busy = createServer();
    await new Promise<void>((ok) => busy.listen(0, '127.0.0.1', () => ok()));
    const port = (busy.address() as { port: number }).port;
    const taken = spawnSync(process.execPath, [BIN, 'studio', '--port', String(port)], { encoding: 'utf8' });
    busy.close();
    expect(taken.status).toBe(2);
    expect(taken.stderr).toMatch(new RegExp(`port ${port} is in use`));
  });
});
