/** `warsim rules <system>`: rule flags with defaults and descriptions. */
import type { Argv, CommandModule } from 'yargs';
import { systemNamed } from './load.ts';

export const rulesCommand: CommandModule<object, { system: string; json?: boolean }> = {
  command: 'rules <system>',
  describe: 'List a game system\'s rule flags (house rules), their defaults and where they come from',
  builder: (y: Argv) =>
    y
      .positional('system', { type: 'string', demandOption: true, describe: 'Game system: wfb4, t9a-eow or warmaster' })
      .option('json', { type: 'boolean', describe: 'The flags as JSON' }) as Argv<{ system: string; json?: boolean }>,
  handler: (args) => {
    const system = systemNamed(args.system);
    if (args.json) {
      process.stdout.write(JSON.stringify(system.flags, null, 2) + '\n');
      return;
    }
    process.stdout.write(`${system.title} — rule flags (set them under \`rules:\` in a scenario)\n\n`);
    for (const f of system.flags) {
      const values = f.choices ? ` (${f.choices.join(' | ')})` : f.min !== undefined ? ` (${f.min}..${f.max})` : typeof f.default === 'boolean' ? ' (true | false)' : '';
      process.stdout.write(`${f.name} = ${String(f.default)}${values}\n    ${f.description}\n    ${f.rule}\n`);
    }
  },
};
