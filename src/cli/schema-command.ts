/** `warsim schema <system>`: the JSON Schema editors use for a system's scenario files, or with --side its side files. */
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { writeFileAtomic } from '../core/atomic-write.ts';
import { scenarioJsonSchemaText, sideJsonSchemaText } from '../scenario/json-schema.ts';
import { systemNamed } from './load.ts';

export const schemaCommand: CommandModule<object, { system: string; out?: string; side?: boolean }> = {
  command: 'schema <system>',
  describe: 'Print (or write with --out) the JSON Schema of a system\'s scenario files (or side files, with --side)',
  builder: (y: Argv) =>
    y
      .positional('system', { type: 'string', demandOption: true, describe: 'Game system: wfb4, t9a-eow or warmaster' })
      .option('side', { type: 'boolean', describe: 'The schema of side files (format: warsim-side/1) instead' })
      .option('out', { type: 'string', describe: 'Write the schema to this file instead of standard output' }) as Argv<{ system: string; out?: string; side?: boolean }>,
  handler: async (args) => {
    const system = systemNamed(args.system);
    const text = args.side ? sideJsonSchemaText(system) : scenarioJsonSchemaText(system);
    if (!args.out) {
      process.stdout.write(text);
      return;
    }
    await mkdir(dirname(args.out), { recursive: true });
    await writeFileAtomic(args.out, text);
    process.stderr.write(`Wrote ${args.out}\n`);
  },
};
