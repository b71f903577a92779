// Results digest: a hash of what every kernel does on every example scenario and fixture, so a
// restructuring or a tidy can show that results are bit-identical, and a "results change"
// commit can show which runs moved.
//
// For each scenario under scenarios/<system>/ and test/fixtures/<system>/, each run (base,
// variants, sweep points) plays simulations 0..N-1 on its own kernel; the digest hashes every
// record and the generator's whole state after each simulation, and, apart, the replay
// trace of simulations 0 and 1.
//
//   npx tsx scripts/results-digest.ts [--sims 3000] [--write file] [--check file] [filter]
//
// --write saves the digest as JSON; --check compares with a saved one and exits 1 on any
// difference, naming the runs that moved. A filter keeps the files whose path contains it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../src/core/rng.ts';
import { compileRuns } from '../src/runner/compile-runs.ts';
import { replaySimulation } from '../src/runner/replay-simulation.ts';
import { loadScenario } from '../src/scenario/load-scenario.ts';
import { getSystem, systemIds } from '../src/systems/registry.ts';

interface Options {
  sims: number;
  write?: string;
  check?: string;
  filter: string;
}

function options(argv: string[]): Options {
  const o: Options = { sims: 3000, filter: '' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--sims') o.sims = Number(argv[++i]);
    else if (a === '--write') o.write = argv[++i];
    else if (a === '--check') o.check = argv[++i];
    else o.filter = a;
  }
  if (!Number.isInteger(o.sims) || o.sims < 1) throw new Error('--sims takes a positive whole number');
  return o;
}

function scenarioFiles(filter: string): string[] {
  const files: string[] = [];
  for (const system of systemIds()) {
    for (const dir of [join('scenarios', system), join('test', 'fixtures', system)]) {
      if (!existsSync(dir)) continue;
      for (const f of readdirSync(dir).sort()) {
        if (/\.(ya?ml|json)$/.test(f)) files.push(join(dir, f));
      }
    }
  }
  return files.filter((f) => f.includes(filter));
}

type Digest = Record<string, { results: string; trace: string }>;

function digestOf(file: string, sims: number): Digest {
  const loaded = loadScenario(file, { lookupSystem: getSystem, systemIds });
  const compiled = compileRuns(loaded.runs);
  const seed = loaded.scenario.seed;
  const rng = new Rng();
  const state = new Int32Array(4);
  const digest: Digest = {};
  loaded.runs.forEach((run, r) => {
    const hash = createHash('sha256');
    const out = compiled.outputs[r];
    for (let i = 0; i < sims; i++) {
      rng.seed(seed, i);
      compiled.kernels[r].run(rng, out);
      state[0] = rng.a;
      state[1] = rng.b;
      state[2] = rng.c;
      state[3] = rng.d;
      hash.update(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
      hash.update(new Uint8Array(state.buffer));
    }
    const trace = createHash('sha256');
    for (let i = 0; i < 2; i++) trace.update(replaySimulation(loaded.scenario.title, run, seed, i));
    digest[`${file} :: ${run.name}`] = { results: hash.digest('hex').slice(0, 16), trace: trace.digest('hex').slice(0, 16) };
  });
  return digest;
}

const o = options(process.argv.slice(2));
const all: Digest = {};
const started = Date.now();
for (const file of scenarioFiles(o.filter)) {
  const t = Date.now();
  Object.assign(all, digestOf(file, o.sims));
  process.stderr.write(`${file} ${((Date.now() - t) / 1000).toFixed(1)} s\n`);
}
process.stderr.write(`${Object.keys(all).length} runs, ${o.sims} simulations each, in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
if (o.write) writeFileSync(o.write, JSON.stringify(all, null, 1) + '\n');
if (o.check) {
  const before = JSON.parse(readFileSync(o.check, 'utf8')) as Digest;
  let moved = 0;
  for (const [key, now] of Object.entries(all)) {
    const was = before[key];
    if (!was) {
      console.log(`new      ${key}`);
      continue;
    }
    if (was.results !== now.results) console.log(`RESULTS  ${key}`);
    if (was.trace !== now.trace) console.log(`TRACE    ${key}`);
    if (was.results !== now.results || was.trace !== now.trace) moved++;
  }
  for (const key of Object.keys(before)) {
    if (!(key in all) && key.includes(o.filter)) console.log(`gone     ${key}`);
  }
  console.log(moved === 0 ? `identical: ${Object.keys(all).length} runs` : `${moved} runs differ`);
  process.exitCode = moved === 0 ? 0 : 1;
}
if (!o.write && !o.check) console.log(JSON.stringify(all, null, 1));
