/** `warsim show`: draw a scenario's battlefield at deployment as an SVG map, without playing it. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { writeFileAtomic } from '../core/atomic-write.ts';
import { battlefieldMap } from '../report/battlefield-map.ts';
import { fileSlug } from '../report/file-slug.ts';
import { renderMapSvg } from '../report/map-svg.ts';
import { load, printWarnings, runNamed } from './load.ts';
import { defaultOutDir } from './run-command.ts';
import { UsageError } from './usage-error.ts';

interface ShowArgs {
  scenario: string;
  variant?: string;
  out?: string;
  reach?: boolean;
}

/** Where the map goes by default: beside the run's reports, results/<scenario>/map[-<variant>].svg. */
function defaultOut(file: string, variant: string | undefined): string {
  const slug = variant === undefined ? '' : `-${fileSlug(variant)}`;
  return join(defaultOutDir(file), `map${slug}.svg`);
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

export const showCommand: CommandModule<object, ShowArgs> = {
  command: 'show <scenario>',
  describe: 'Draw the battlefield at deployment (table, terrain, every unit and its facing) as an SVG map',
  builder: (y: Argv) =>
    y
      .positional('scenario', { type: 'string', demandOption: true, describe: 'Scenario file (.yaml, .yml or .json), or - for standard input' })
      .option('variant', { type: 'string', describe: 'Variant or sweep-point name (default: the base scenario)' })
      .option('out', { type: 'string', describe: 'SVG file to write (default: results/<scenario>/map.svg)' })
      .option('reach', { type: 'boolean', describe: "Draw each unit's charge reach ahead of its front and its front arc" })
      .example('$0 show scenarios/wfb4/flank-charge.yaml --reach', 'with every unit\'s charge reach and front arc')
      .example('$0 show scenarios/t9a-eow/round-the-rock.yaml', 'writes results/round-the-rock/map.svg')
      .example('$0 show scenarios/wfb4/knights-vs-halberdiers.yaml --variant "charge flank" --out flank.svg', 'one variant\'s map') as Argv<ShowArgs>,
  handler: async (args) => {
    const loaded = load(args.scenario);
    printWarnings(loaded);
    const run = runNamed(loaded, args.variant);
    if (args.out !== undefined && (args.out === '' || !args.out.toLowerCase().endsWith('.svg'))) throw new UsageError(`--out must name an .svg file, got "${args.out}"`);
    const out = args.out ?? defaultOut(args.scenario, args.variant);
    mkdirSync(dirname(out) || '.', { recursive: true });
    const map = battlefieldMap(run);
    await writeFileAtomic(out, `<?xml version="1.0" encoding="UTF-8"?>\n${renderMapSvg(map, { reach: args.reach === true })}\n`);
    const off = map.units.filter((u) => u.offTable !== '').length;
    process.stdout.write(
      `${map.title}: ${map.width} × ${map.depth} ${map.measure === 'inch' ? 'inches' : 'cm'}, ${count(map.units.length, 'unit')}` +
        `${map.markers.length > 0 ? `, ${count(map.markers.length, 'lone character')}` : ''}${off > 0 ? ` (${off} not on the table at the start, dashed)` : ''}, ` +
        `${count(map.terrain.length, 'terrain piece')}\nMap: ${out}\n`,
    );
  },
};
