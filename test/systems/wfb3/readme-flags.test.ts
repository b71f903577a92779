/**
 * The WFB3 README's table of rule flags ("Rule flags") is generated from `warsim rules wfb3
 * --json`: every flag of flags.ts has its row there, with its default and its rule.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WFB3_FLAGS } from '../../../src/systems/wfb3/flags.ts';

describe('the WFB3 README lists every rule flag', () => {
  const readme = readFileSync(new URL('../../../src/systems/wfb3/README.md', import.meta.url), 'utf8');
  it('with its default and its rule', () => {
    const missing = WFB3_FLAGS.filter((f) => !readme.includes(`| \`${f.name}\` | \`${String(f.default)}\` |`) || !readme.includes(`| ${f.rule} |`)).map((f) => f.name);
    expect(missing).toEqual([]);
  });
});
