// Every registered game system has its conformance file beside this one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { systemIds } from '../../../src/systems/registry.ts';

it('every system runs the conformance suite', () => {
  const missing = systemIds().filter((id) => !existsSync(join('test/systems/conformance', `${id}.test.ts`)));
  expect(missing, 'add test/systems/conformance/<system>.test.ts calling conformanceSuite()').toEqual([]);
});
