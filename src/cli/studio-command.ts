/** `warsim studio [scenario]`: build, run and compare scenarios on a local page (src/studio/). */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { pageBuilt, startStudio } from '../studio/server.ts';
import { wholeNumber } from './run-options.ts';
import { UsageError } from './usage-error.ts';

interface StudioArgs {
  scenario?: string;
  port: number;
  open?: boolean;
}

/** Open `url` in the desktop's browser, if the machine has an opener; false when it has none. */
function openBrowser(url: string): boolean {
  const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  try {
    const child = spawn(opener, [url], { detached: true, stdio: 'ignore' });
    child.on('error', () => process.stderr.write(`(could not start ${opener}: open the address yourself)\n`));
    child.unref();
    return true;
  } catch {
    return false;
  }
}

export const studioCommand: CommandModule<object, StudioArgs> = {
  command: 'studio [scenario]',
  describe: 'Build, run and compare a scenario on a local web page (127.0.0.1 only; files under this folder only)',
  builder: (y: Argv) =>
    y
      .positional('scenario', { type: 'string', describe: 'A scenario file under this folder to open at the start' })
      .option('port', { type: 'number', default: 4173, describe: 'Port on 127.0.0.1 (0: any free port)' })
      .option('open', { type: 'boolean', describe: "Open the page in the desktop's browser" }) as Argv<StudioArgs>,
  handler: async (args) => {
    const port = wholeNumber('--port', args.port, 0, 65535);
    const root = process.cwd();
    let scenario: string | undefined;
    if (args.scenario !== undefined) {
      const full = resolve(root, args.scenario);
      const rel = relative(root, full);
      if (rel.startsWith('..')) throw new UsageError(`${args.scenario} lies outside this folder; start the studio in a folder that holds it`);
      if (!existsSync(full)) throw new UsageError(`${args.scenario}: no such file`);
      scenario = rel;
    }
    if (!pageBuilt()) throw new UsageError('the studio page is not built: run `npm run build` first');
    let studio;
    try {
      studio = await startStudio({ root, port, scenario });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE') throw new UsageError(`port ${port} is in use: give another with --port (0 picks a free one)`);
      throw error;
    }
    process.stdout.write(`warsim studio: ${studio.url}  (files under ${root}; Ctrl-C to stop)\n`);
    if (args.open) openBrowser(studio.url);
    await new Promise<void>((done) => {
      process.once('SIGINT', () => {
        process.stderr.write('\nstopping the studio\n');
        void studio.close().then(done);
      });
    });
  },
};
