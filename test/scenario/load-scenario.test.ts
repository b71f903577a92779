import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario, parseScenario, type LoadedScenario } from '../../src/scenario/load-scenario.ts';
import { ScenarioError } from '../../src/scenario/scenario-error.ts';
import { formatWarning } from '../../src/scenario/scenario-warning.ts';
import { fakeLookup } from './fake-system.ts';

const DIR = 'test/fixtures/scenario';

function load(name: string): LoadedScenario {
  return loadScenario(`${DIR}/${name}`, fakeLookup().options);
}

/** The ScenarioError thrown by `action` (the test fails when there is none). */
function errorOf(action: () => unknown): ScenarioError {
  try {
    action();
  } catch (error) {
    if (error instanceof ScenarioError) return error;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

function loadError(name: string): ScenarioError {
  return errorOf(() => load(name));
}

/** valid.yaml with `edit` applied to its text, loaded under a name with `ext`. */
function loadEdited(edit: (text: string) => string, ext = 'yaml'): LoadedScenario {
  const text = edit(readFileSync(`${DIR}/valid.yaml`, 'utf8'));
  return parseScenario(text, `edited.${ext}`, fakeLookup().options);
}

describe('loadScenario: valid files', () => {
  it('loads a YAML file and fills every default in', () => {
    const { system, options } = fakeLookup();
    const loaded = loadScenario(`${DIR}/valid.yaml`, options);
    const s = loaded.scenario;
    expect(loaded.file).toBe(`${DIR}/valid.yaml`);
    expect(loaded.system).toBe(system);
    expect(s).toMatchObject({
      format: 'warsim/1',
      system: 'fake',
      title: 'Spearmen receive a knight charge',
      description: '',
      seed: 1,
      sims: 100_000,
      precision: 0,
      maxSims: 1_000_000,
      end: { turns: 6, firstBreak: false },
      first: 'roll-off',
      victory: 'rout',
      rules: { rankBonusMax: 2, fearAffectsCharge: true, pursuit: 'always' },
      variants: [],
      sweep: {},
    });
    expect(s.battlefield).toEqual({
      width: 72,
      depth: 48,
      terrain: [
        { kind: 'hill', x: 30, y: 0, width: 12, depth: 8, name: '' },
        { kind: 'wall', from: [0, 14], to: [72, 14], name: 'old wall' },
      ],
    });
    expect(s.sides.map((side) => [side.id, side.name, side.army])).toEqual([
      ['empire', 'The Empire', ''],
      ['bretonnia', 'bretonnia', ''],
    ]);
    expect(s.sides[0].units[0]).toEqual({
      id: 'halberdiers',
      profile: 'man',
      models: 20,
      files: 5,
      weapons: ['halberd'],
      command: ['standard', 'musician'],
      base: [20, 20],
      position: { x: 36, y: 8, facing: 0 },
      tactics: { charge: 'nearest', react: 'hold' },
    });
    expect(s.sides[1].units[0].tactics).toEqual({ charge: 'halberdiers', react: 'hold' });
    expect(loaded.runs).toHaveLength(1);
    expect(loaded.runs[0]).toMatchObject({ name: 'base', kind: 'base', set: {} });
    expect(loaded.runs[0].scenario.sides).toEqual(s.sides);
    expect(system.compiled.map((run) => run.name)).toEqual(['base']);
    expect(loaded.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('locates paths by index or by id', () => {
    const loaded = load('valid.yaml');
    expect(loaded.locate(['sides', 'bretonnia', 'units', 'knights', 'models'])).toEqual({ file: `${DIR}/valid.yaml`, line: 31, column: 17 });
    expect(loaded.locate(['sides', 1, 'units', 0, 'models'])).toEqual({ file: `${DIR}/valid.yaml`, line: 31, column: 17 });
    expect(loaded.locate(['sides', 1, 'units', 0, 'profile', 'WS'])).toEqual({ file: `${DIR}/valid.yaml`, line: 30, column: 30 });
    // Missing data points at the deepest part that exists: here the knights' entry.
    expect(loaded.locate(['sides', 1, 'units', 0, 'mount'])).toEqual({ file: `${DIR}/valid.yaml`, line: 29, column: 9 });
    expect(loaded.locate(['end', 'firstBreak'])).toEqual({ file: `${DIR}/valid.yaml`, line: 2, column: 1 });
  });

  it('loads a JSON file, $schema and all', () => {
    const s = load('valid.json').scenario;
    expect(s).toMatchObject({ seed: 7, sims: 5000, end: { turns: 4, firstBreak: true }, first: 'bretonnia', victory: 'vp' });
    expect(s).not.toHaveProperty('$schema');
    expect(s.sides[1].units[0]).toMatchObject({ profile: 'elf', files: 5 });
  });

  it('settles the run size: precision runs are capped by maxSims', () => {
    const s = load('reordered.yaml').scenario;
    expect(s).toMatchObject({ seed: 99, precision: 0.01, maxSims: 50_000, sims: 50_000 });
  });
});

describe('loadScenario: messages', () => {
  it("offers only the system's terrain kinds, and refuses any piece on a system with an open table", () => {
    const misspelt = errorOf(() => loadEdited((t) => t.replace('kind: hill', 'kind: hil')));
    expect(misspelt.issues[0]).toMatchObject({ field: 'battlefield.terrain[0].kind', hint: 'did you mean "hill"?' });

    const { system, options } = fakeLookup();
    const open = { ...system, title: 'Open Battles', terrain: { area: {}, linear: {} } };
    const text = readFileSync(`${DIR}/valid.yaml`, 'utf8');
    const error = errorOf(() => parseScenario(text, 'open.yaml', { ...options, lookupSystem: () => open }));
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({ field: 'battlefield.terrain', line: 9, expected: 'an empty list' });
    expect(error.message).toContain('Open Battles is played on an open table here: no terrain pieces');
  });

  it('names a misspelt field with file:line:col, its id path and the closest field', () => {
    const error = loadError('misspelt-field.yaml');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatchObject({
      file: `${DIR}/misspelt-field.yaml`,
      line: 16,
      column: 9,
      field: 'sides.bretonnia.units.knights.wepons',
      problem: 'unknown field',
      hint: 'did you mean "weapons"?',
    });
    expect(error.message).toBe(
      `${DIR}/misspelt-field.yaml:16:9  sides.bretonnia.units.knights.wepons: unknown field; ` +
        'expected one of id, profile, models, files, weapons, command, base, position, tactics — did you mean "weapons"?',
    );
  });

  it('reports every wrong value at once, at the value', () => {
    const lines = loadError('wrong-type.yaml').message.split('\n');
    const at = `${DIR}/wrong-type.yaml`;
    expect(lines).toEqual([
      `${at}:8:18  sides.empire.units.halberdiers.profile: expected a built-in profile (man, elf, dwarf) or an object, found "mna" — did you mean "man"?`,
      `${at}:9:17  sides.empire.units.halberdiers.models: expected an integer ≥ 1, found "twenty"`,
      `${at}:10:19  sides.empire.units.halberdiers.weapons[0]: expected one of "hand-weapon", "halberd", "lance", "spear", found "halbred" — did you mean "halberd"?`,
      `${at}:18:28  sides.bretonnia.units.knights.tactics.charge: expected one of "nearest", "never" or an enemy unit id, found "halberdeirs" — did you mean "halberdiers"?`,
    ]);
  });

  it('knows only enemy units as charge targets', () => {
    const error = errorOf(() => loadEdited((t) => t.replace('charge: halberdiers', 'charge: knights')));
    expect(error.issues[0]).toMatchObject({ field: 'sides.bretonnia.units.knights.tactics.charge', found: '"knights"' });
  });

  it('names an unknown system with the closest known one', () => {
    expect(loadError('unknown-system.yaml').message).toBe(
      `${DIR}/unknown-system.yaml:2:9  system: expected a game system: one of fake, wfb4, warmaster, found "wfb5" — did you mean "wfb4"?`,
    );
    const missing = errorOf(() => loadEdited((t) => t.replace('system: fake\n', '').replace('warsim/1', 'warsim/2')));
    expect(missing.issues.map((i) => [i.field, i.problem, i.expected, i.found])).toEqual([
      ['format', undefined, '"warsim/1"', '"warsim/2"'],
      ['system', 'missing field', 'a game system: one of fake, wfb4, warmaster', 'nothing'],
    ]);
  });

  it('checks rule flags: names with suggestions, types and bounds', () => {
    expect(loadError('rules.yaml').message.split('\n')).toEqual([
      `${DIR}/rules.yaml:5:3  rules.rankBonusMx: unknown field; expected one of rankBonusMax, fearAffectsCharge, pursuit — did you mean "rankBonusMax"?`,
      `${DIR}/rules.yaml:6:22  rules.fearAffectsCharge: expected true or false, found "yes"`,
      `${DIR}/rules.yaml:7:12  rules.pursuit: expected one of "always", "test", found "sometimes"`,
    ]);
    expect(loadError('flag-range.yaml').message).toBe(
      `${DIR}/flag-range.yaml:4:24  rules.rankBonusMax: expected an integer ≥ 0 and ≤ 4, found 7`,
    );
  });

  it('resolves variant paths by id, pointing at the offending set key', () => {
    const lines = loadError('variant-unknown-unit.yaml').message.split('\n');
    const at = `${DIR}/variant-unknown-unit.yaml`;
    expect(lines).toEqual([
      `${at}:14:7  variants[0].set["sides.empire.units.halbrdiers.models"]: no unit "halbrdiers" in sides.empire.units; expected one of the unit ids halberdiers — did you mean "halberdiers"?`,
      `${at}:17:7  variants[1].set["sides.bretonia.units.knights.models"]: no side "bretonia" in sides; expected one of the side ids empire, bretonnia — did you mean "bretonnia"?`,
      `${at}:19:12  variants[2].set["rules.rankBonusMx"]: no field "rankBonusMx" in rules; expected one of rankBonusMax, fearAffectsCharge, pursuit — did you mean "rankBonusMax"?`,
      // A patch with a wrong value fails when the patched scenario is validated again.
      `${at}:22:26  battlefield.width: expected a number > 0 and ≤ 1000, found "wide" (in variant "strings for numbers")`,
    ]);
  });

  it('refuses variant paths that cannot differ between runs or do not lead anywhere', () => {
    const error = errorOf(() =>
      loadEdited(
        (t) =>
          `${t}variants:\n  - name: a\n    set: { seed: 2 }\n  - name: b\n    set: { sides.empire.units.halberdiers.profile.WS: 4 }\n` +
          `  - name: c\n    set: { battlefield.terrain.2.x: 1 }\n  - name: a\n    set: {}\n`,
      ),
    );
    expect(error.issues.map((i) => [i.line, i.problem ?? i.expected])).toEqual([
      [38, 'seed cannot differ between runs'],
      [40, 'sides.empire.units.halberdiers.profile has no part "WS"'],
      [42, 'no item "2" in battlefield.terrain'],
      [43, 'duplicate run name'],
      [44, 'at least one id path to change'],
    ]);
  });

  it('applies a variant that sets a field the base left out', () => {
    const loaded = loadEdited(
      (t) => `${t}variants:\n  - name: inline\n    set:\n      sides.empire.units.halberdiers.profile: { M: 4, WS: 3, S: 3, T: 3, Ld: 7 }\n      end.on: first-break\n`,
    );
    const run = loaded.runs[1];
    expect(run).toMatchObject({ name: 'inline', kind: 'variant' });
    expect(run.scenario.sides[0].units[0].profile).toEqual({ M: 4, WS: 3, S: 3, T: 3, Ld: 7 });
    expect(run.scenario.end).toEqual({ turns: 6, firstBreak: true });
    expect(run.scenario.variants).toEqual([]);
    expect(loaded.runs[0].scenario.sides[0].units[0].profile).toBe('man');
  });

  it('reports duplicate unit ids', () => {
    expect(loadError('duplicate-ids.yaml').message).toBe(
      `${DIR}/duplicate-ids.yaml:11:15  sides.bretonnia.units.spears.id: duplicate unit id; ` +
        'expected a unit id used once in the scenario (variants and sweeps address units by id), found "spears", already a unit of side "empire"',
    );
  });

  it('reports YAML syntax errors with their position', () => {
    const error = loadError('syntax-error.yaml');
    expect(error.issues[0]).toMatchObject({ file: `${DIR}/syntax-error.yaml`, line: 7, column: 3, problem: 'YAML syntax error' });
    expect(error.message).toMatch(/^test\/fixtures\/scenario\/syntax-error\.yaml:7:3 {2}YAML syntax error; expected valid YAML, found Flow sequence/);
  });

  it('reports JSON errors with their position, and is strict about JSON', () => {
    expect(loadError('syntax-error.json').message).toBe(
      `${DIR}/syntax-error.json:6:1  JSON syntax error; expected valid JSON, found Expected double-quoted property name`,
    );
    expect(loadError('wrong-type.json').message.split('\n')).toEqual([
      `${DIR}/wrong-type.json:5:12  first: expected "roll-off" or a side id, found "bretonia" — did you mean "bretonnia"?`,
      `${DIR}/wrong-type.json:10:60  sides.empire.units.halberdiers.models: expected an integer ≥ 1, found "20"`,
    ]);
  });

  it('checks the run size fields together', () => {
    const both = errorOf(() => loadEdited((t) => t.replace('title:', 'sims: 10\nprecision: 0.01\ntitle:')));
    expect(both.issues.map((i) => [i.field, i.problem])).toEqual([['precision', 'sims and precision both given']]);
    const cap = errorOf(() => loadEdited((t) => t.replace('title:', 'maxSims: 10\ntitle:')));
    expect(cap.issues.map((i) => [i.field, i.line])).toEqual([['maxSims', 4]]);
    const range = errorOf(() => loadEdited((t) => t.replace('title:', 'precision: 0.5\nseed: -1\ntitle:')));
    expect(range.issues.map((i) => i.expected)).toEqual(['an integer ≥ 0 and ≤ 4294967295', 'a number > 0 and < 0.5']);
  });

  it('reports unreadable files and unknown extensions without a position', () => {
    expect(errorOf(() => load('nothing-here.yaml')).message).toBe(
      `${DIR}/nothing-here.yaml  expected a readable scenario file, found no such file`,
    );
    expect(errorOf(() => load('valid.txt')).message).toBe(
      `${DIR}/valid.txt  expected a scenario file ending in .yaml, .yml or .json, found ".txt"`,
    );
    expect(errorOf(() => parseScenario('', 'empty.yaml', fakeLookup().options)).message).toBe(
      'empty.yaml:1:1  expected a scenario: an object with format, system, title and sides, found an empty value',
    );
  });
});

describe('loadScenario: compile errors', () => {
  it('maps an index path thrown by compile to the id path and its line', () => {
    const error = loadError('base-compile-error.yaml');
    expect(error.issues).toEqual([
      {
        path: ['sides', 0, 'units', 0, 'files'],
        expected: 'files ≤ models',
        found: '12 files for 10 models',
        file: `${DIR}/base-compile-error.yaml`,
        line: 10,
        column: 16,
        field: 'sides.empire.units.halberdiers.files',
      },
    ]);
  });

  it('points a variant\'s compile error at the variant\'s set entry', () => {
    expect(loadError('compile-error.yaml').message.split('\n')).toEqual([
      // The patch to models made the base's files too many: the patch is where to look.
      `${DIR}/compile-error.yaml:18:46  sides.empire.units.halberdiers.files: expected files ≤ models, found 10 files for 8 models (in variant "fewer halberdiers")`,
      `${DIR}/compile-error.yaml:21:44  sides.bretonnia.units.knights.files: expected files ≤ models, found 12 files for 8 models (in variant "wide knights")`,
    ]);
  });

  it('maps an id path thrown by compile too', () => {
    const { system, options } = fakeLookup();
    system.compile = (run) => {
      if (run.kind === 'base') return 'fine';
      throw ScenarioError.at(['sides', 'bretonnia', 'units', 'knights', 'tactics', 'charge'], 'a unit in reach', '"halberdiers", 40" away');
    };
    const text = readFileSync(`${DIR}/valid.yaml`, 'utf8');
    const error = errorOf(() =>
      parseScenario(`${text}variants:\n  - name: far\n    set: { sides.empire.units.halberdiers.position.y: 0 }\n`, 'far.yaml', options),
    );
    expect(error.message).toBe(
      'far.yaml:38:55  sides.bretonnia.units.knights.tactics.charge: expected a unit in reach, found "halberdiers", 40" away (in variant "far")',
    );
    system.compile = () => {
      throw ScenarioError.at(['sides', 'bretonnia', 'units', 'knights', 'tactics', 'charge'], 'x', 'y');
    };
    expect(errorOf(() => parseScenario(text, 'base.yaml', options)).issues[0]).toMatchObject({ line: 35, column: 28 });
  });

  it('lets other errors from compile through untouched', () => {
    const { system, options } = fakeLookup();
    system.compile = () => {
      throw new RangeError('a bug');
    };
    expect(() => loadScenario(`${DIR}/valid.yaml`, options)).toThrow(RangeError);
  });
});

describe('loadScenario: warnings', () => {
  const text = readFileSync(`${DIR}/valid.yaml`, 'utf8');

  it('has none for a scenario that asks what it seems to', () => {
    expect(load('valid.yaml').warnings).toEqual([]);
  });

  it("places a system's warnings like errors, says each once, and names the run that alone has it", () => {
    const { system, options } = fakeLookup();
    system.warnings = (plan) =>
      plan === 'lone knights'
        ? [{ path: ['sides', 1], message: 'nobody commands this side' }, { path: ['sides', 'empire', 'units', 'crossbows'], message: 'out of range' }]
        : [{ path: ['sides', 'empire', 'units', 'crossbows'], message: 'out of range' }];
    const variants = 'variants:\n  - name: lone knights\n    set: { sides.bretonnia.units.knights.models: 4 }\n  - name: more crossbows\n    set: { sides.empire.units.crossbows.models: 12 }\n';
    const loaded = parseScenario(`${text}${variants}`, 'warn.yaml', options);
    expect(loaded.warnings.map(formatWarning)).toEqual([
      'warn.yaml:22:9  sides.empire.units.crossbows: warning: out of range',
      'warn.yaml:38:50  sides.bretonnia: warning: nobody commands this side (in variant "lone knights")',
    ]);
  });

  it('warns of a variant that sets what the base already has', () => {
    const same = 'variants:\n  - name: same again\n    set: { sides.empire.units.halberdiers.models: 20 }\n  - name: more\n    set: { sides.empire.units.halberdiers.models: 25 }\n';
    const loaded = parseScenario(`${text}${same}`, 'same.yaml', fakeLookup().options);
    expect(loaded.warnings.map(formatWarning)).toEqual([
      'same.yaml:37:5  variants[0]: warning: variant "same again" sets nothing the base does not already have: it plays the base again',
    ]);
  });
});

describe('loadScenario: variants and sweeps', () => {
  it('expands a 2×3 sweep into six named runs after the base and the variants', () => {
    const { system, options } = fakeLookup();
    const loaded = loadScenario(`${DIR}/sweep.yaml`, options);
    expect(loaded.runs.map((run) => [run.kind, run.name])).toEqual([
      ['base', 'base'],
      ['variant', 'knights hold'],
      ['sweep', 'files=4, models=10'],
      ['sweep', 'files=4, models=20'],
      ['sweep', 'files=4, models=30'],
      ['sweep', 'files=5, models=10'],
      ['sweep', 'files=5, models=20'],
      ['sweep', 'files=5, models=30'],
    ]);
    expect(loaded.runs[4].set).toEqual({
      'sides.empire.units.halberdiers.files': 4,
      'sides.empire.units.halberdiers.models': 30,
    });
    expect(loaded.runs[4].scenario.sides[0].units[0]).toMatchObject({ files: 4, models: 30 });
    expect(loaded.runs[1].scenario.sides[1].units[0].tactics).toEqual({ charge: 'never', react: 'hold' });
    expect(loaded.runs[1].scenario.rules.pursuit).toBe('test');
    expect(loaded.runs[0].scenario.sides[1].units[0].tactics).toEqual({ charge: 'nearest', react: 'hold' });
    expect(loaded.runs.every((run) => run.scenario.variants.length === 0 && Object.keys(run.scenario.sweep).length === 0)).toBe(true);
    expect(loaded.scenario.sweep).toEqual({
      'sides.empire.units.halberdiers.files': [4, 5],
      'sides.empire.units.halberdiers.models': [10, 20, 30],
    });
    expect(system.compiled).toHaveLength(8);
  });

  it('labels sweep points by the shortest unambiguous path suffix', () => {
    const loaded = loadEdited(
      (t) => `${t}sweep:\n  sides.empire.units.halberdiers.models: [12]\n  sides.bretonnia.units.knights.models: [6]\n  rules.pursuit: [test]\n`,
    );
    expect(loaded.runs[1].name).toBe('halberdiers.models=12, knights.models=6, pursuit=test');
  });

  it('reports an unknown sweep path at its key', () => {
    const error = errorOf(() => loadEdited((t) => `${t}sweep:\n  sides.empire.units.halberdiers.file: [4, 5]\n`));
    expect(error.message).toBe(
      'edited.yaml:37:3  sweep["sides.empire.units.halberdiers.file"]: no field "file" in sides.empire.units.halberdiers; ' +
        'expected one of id, profile, models, files, weapons, command, base, position, tactics — did you mean "files"?',
    );
  });

  it('reports a bad sweep value once, at the value, naming a sweep point', () => {
    expect(loadError('sweep-bad-value.yaml').message).toBe(
      `${DIR}/sweep-bad-value.yaml:12:47  sides.empire.units.halberdiers.models: expected an integer ≥ 1, found 0 (in sweep point "models=0, charge=halberdiers")`,
    );
  });
});
