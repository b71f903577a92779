// Every example scenario validates, compiles and plays (DESIGN.md §Quality bar).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRuns } from '../src/runner/compile-runs.ts';
import { simulateRange } from '../src/runner/simulate-range.ts';
import { scenarioJsonSchemaText, sideJsonSchemaText } from '../src/scenario/json-schema.ts';
import { getSystem, systemIds } from '../src/systems/registry.ts';
import { VERSION } from '../src/version.ts';
import { loadFile } from './helpers/load.ts';

function scenarioFiles(dir = 'scenarios'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scenarioFiles(join(dir, e.name)) : /\.(ya?ml|json)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('example scenarios', () => {
  const files = scenarioFiles();

  it('there is at least the default scenario', () => {
    expect(files).toContain(join('scenarios', 'wfb4', 'knights-vs-halberdiers.yaml'));
  });

  for (const file of files) {
    it(`${file} validates and plays`, () => {
      const loaded = loadFile(file);
      const compiled = compileRuns(loaded.runs);
      const tally = simulateRange(compiled, loaded.scenario.seed, 0, 300);
      for (const t of tally.variants) {
        expect(t.n).toBe(300);
        // Every outcome histogram sums to the simulations played, and every metric too.
        for (let m = 0; m < t.specs.length; m++) expect(t.histogram(m).reduce((a, b) => a + b, 0)).toBe(300);
      }
    });
  }
});

describe('JSON Schema for editors', () => {
  for (const id of systemIds()) {
    it(`schema/${id}.schema.json is what the loader validates against`, () => {
      const checkedIn = readFileSync(join('schema', `${id}.schema.json`), 'utf8');
      // Regenerate with: node bin/warsim.js schema <system> --out schema/<system>.schema.json
      expect(checkedIn).toBe(scenarioJsonSchemaText(getSystem(id)!));
    });
    it(`schema/${id}.side.schema.json is what side files are validated against`, () => {
      const checkedIn = readFileSync(join('schema', `${id}.side.schema.json`), 'utf8');
      // Regenerate with: node bin/warsim.js schema <system> --side --out schema/<system>.side.schema.json
      expect(checkedIn).toBe(sideJsonSchemaText(getSystem(id)!));
    });
  }
});

describe('version', () => {
  it('matches package.json', () => {
    expect(VERSION).toBe(JSON.parse(readFileSync('package.json', 'utf8')).version);
  });
});
