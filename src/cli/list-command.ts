/** `warsim list <system> [group]`: the built-in data a scenario can refer to by id. */
import type { Argv, CommandModule } from 'yargs';
import { suggest } from '../scenario/scenario-error.ts';
import { systemNamed } from './load.ts';
import { UsageError } from './usage-error.ts';

export const listCommand: CommandModule<object, { system: string; group?: string }> = {
  command: 'list <system> [group]',
  describe: 'List built-in profiles, mounts, weapons, armour (or army lists) of a game system',
  builder: (y: Argv) =>
    y
      .positional('system', { type: 'string', demandOption: true, describe: 'Game system: wfb4, t9a-eow or warmaster' })
      .positional('group', { type: 'string', describe: 'One group: an army list, or mounts, weapons, spells…' }) as Argv<{
      system: string;
      group?: string;
    }>,
  handler: (args) => {
    const system = systemNamed(args.system);
    const entries = system.catalogue(args.group);
    if (entries.length === 0) {
      const groups = system.catalogueGroups();
      const hint = suggest(args.group ?? '', groups);
      throw new UsageError(`no group "${args.group}" in ${system.id}${hint ? `; did you mean "${hint}"?` : ''} (groups: ${groups.join(', ')})`);
    }
    let group = '';
    let width = 26;
    for (const e of entries) {
      if (e.group !== group) {
        group = e.group;
        process.stdout.write(`\n${group}\n`);
        // Names line up within a group, however long the longest.
        width = Math.max(26, ...entries.filter((x) => x.group === group).map((x) => x.name.length));
      }
      process.stdout.write(`  ${e.id.padEnd(24)} ${e.name.padEnd(width)} ${e.summary}\n`);
    }
  },
};
