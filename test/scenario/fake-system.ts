/**
 * A small game system for the scenario tests: a unit schema with a built-in profile id or
 * an inline profile, a few equipment fields, tactics with a charge target, three rule flags,
 * and a compile step with one semantic check (files ≤ models), like a real system's.
 */
import { ScenarioError } from '../../src/scenario/scenario-error.ts';
import { positionSchema } from '../../src/scenario/scenario-schema.ts';
import { array, idFrom, identifier, number, object, oneOf, ref, tuple, union } from '../../src/scenario/schema.ts';
import type { ResolvedScenario } from '../../src/scenario/types.ts';
import type { GameSystem } from '../../src/systems/system.ts';

const PROFILES = ['man', 'elf', 'dwarf'];
const characteristic = number({ integer: true, min: 0, max: 10 });

export const fakeUnitSchema = object(
  {
    id: identifier({ description: 'Unit id, unique in the scenario.' }),
    profile: union([
      idFrom(() => PROFILES, 'built-in profile'),
      object({ M: characteristic, WS: characteristic, S: characteristic, T: characteristic, Ld: characteristic }, {
        required: ['M', 'WS', 'S', 'T', 'Ld'],
      }),
    ]),
    models: number({ integer: true, min: 1 }),
    files: number({ integer: true, min: 1, default: 5 }),
    weapons: array(oneOf(['hand-weapon', 'halberd', 'lance', 'spear']), { default: ['hand-weapon'] }),
    command: array(oneOf(['champion', 'standard', 'musician']), { default: [] }),
    base: tuple([number({ exclusiveMin: 0 }), number({ exclusiveMin: 0 })], { default: [20, 20] }),
    position: positionSchema,
    tactics: object(
      {
        charge: union([oneOf(['nearest', 'never']), ref('enemy-unit', { what: 'enemy unit id' })], { default: 'nearest' }),
        react: oneOf(['hold', 'flee', 'stand-and-shoot'], { default: 'hold' }),
      },
      { default: {} },
    ),
  },
  { required: ['id', 'profile', 'models', 'position'] },
);

/** The fake system, and the runs its compile saw (newest last). */
export function fakeSystem(): GameSystem<string> & { compiled: ResolvedScenario[] } {
  const compiled: ResolvedScenario[] = [];
  return {
    id: 'fake',
    title: 'Fake Battles',
    measure: 'inch',
    terrain: { area: { hill: 'high ground', wood: 'cover' }, linear: { wall: 'hard cover', hedge: 'soft cover' } },
    readme: 'test/scenario/fake-system.ts',
    flags: [
      { name: 'rankBonusMax', default: 3, min: 0, max: 4, description: 'Highest rank bonus.', rule: 'fake §1' },
      { name: 'fearAffectsCharge', default: true, description: 'Fear tests before a charge.', rule: 'fake §2' },
      { name: 'pursuit', default: 'always', choices: ['always', 'test'], description: 'Who pursues.', rule: 'fake §3' },
    ],
    unitSchema: fakeUnitSchema,
    catalogue: () => [],
    catalogueGroups: () => [],
    compile(run) {
      compiled.push(run);
      run.scenario.sides.forEach((side, s) =>
        side.units.forEach((unit, u) => {
          const { files, models } = unit as unknown as { files: number; models: number };
          if (files > models) {
            // Index-based, as system code naturally writes it; the loader prints ids.
            throw ScenarioError.at(['sides', s, 'units', u, 'files'], 'files ≤ models', `${files} files for ${models} models`);
          }
        }),
      );
      return run.name;
    },
    metrics: () => [],
    kernel: () => {
      throw new Error('not used in scenario tests');
    },
    costs: () => [],
    figures: () => ({ units: [], markers: [] }),
    figuresNow: () => ({ units: [], markers: [] }),
    compiled,
  };
}

/** Loader options that know only the fake system (and pretend to know two more ids). */
export function fakeLookup() {
  const system = fakeSystem();
  return {
    system,
    options: {
      lookupSystem: (id: string) => (id === system.id ? system : undefined),
      systemIds: () => ['fake', 'wfb4', 'warmaster'],
    },
  };
}
