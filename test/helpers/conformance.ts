// The conformance suite every game system passes (test/systems/conformance/<system>.test.ts run it) (STYLE.md, after OpenSpiel's random-simulation
// test): each example scenario of each system, every run of it (base, variants, sweep points),
// played simulation by simulation straight through its kernel, and each record checked against
// what the metric specs and the scenario promise. The tally clamps values into range silently,
// so a kernel that overshot a bound would otherwise go unseen.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { FATE_FIGHTING, FATE_RALLIED, OUTCOME } from '../../src/core/metrics.ts';
import { Rng } from '../../src/core/rng.ts';
import { compileRuns } from '../../src/runner/compile-runs.ts';
import { loadFile } from './load.ts';

/**
 * Scenarios each system's allocation is measured on, on the built bundle (the code users and
 * the benchmark run): its benchmarks and the scenarios that reach the most of its rules — a
 * name under scenarios/<system>/, or a path to a test fixture that reaches rules no example does.
 */
const BUNDLE_ALLOCATION: Record<string, { scenarios: string[]; warm: number; window: number; v8?: string[] }> = {
  // Warm-up batches of 500 simulations and the measured window: windows are played until one is
  // clean (src/runner/allocation-measure.ts), so a branch V8 optimises late costs only where it is.
  wfb4: { scenarios: ['bench-duel', 'bench-battle', 'bench-tier2', 'knights-vs-halberdiers', 'flank-charge', 'stand-and-shoot', 'halberdier-sweep', 'dwarfs-hate-orcs', 'berserkers-frenzy', 'fear-of-ghouls', 'trolls-stupidity', 'orc-animosity', 'rival-daemons', 'undead-general', 'skirmish-screen', 'hero-front-or-rear', 'challenge-accept-or-refuse', 'dragon-rider', 'chariot-flank-charge', 'test/fixtures/wfb4/monster-reaction.yaml', 'test/fixtures/wfb4/chariot.yaml', 'test/fixtures/wfb4/pump-wagon.yaml', 'test/fixtures/wfb4/character-psychology.yaml', 'test/fixtures/wfb4/fear-character.yaml', 'test/fixtures/wfb4/chariot-character.yaml', 'test/fixtures/wfb4/rider-psychology.yaml', 'chariot-or-mob', 'frenzied-hero', 'warboss-on-a-wyvern', 'undead-wizards', 'orc-shaman', 'grey-seer', 'death-frenzy', 'test/fixtures/wfb4/item-spells.yaml', 'test/fixtures/wfb4/wizard-items.yaml', 'test/fixtures/wfb4/healing-items.yaml', 'test/fixtures/wfb4/warrior-familiar.yaml', 'test/fixtures/wfb4/rot.yaml', 'test/fixtures/wfb4/banner-aura.yaml', 'test/fixtures/wfb4/charge-slowed.yaml', 'test/fixtures/wfb4/dispel-rune.yaml', 'test/fixtures/wfb4/hit-aura.yaml', 'test/fixtures/wfb4/lent-skill.yaml', 'test/fixtures/wfb4/flyer-terror.yaml', 'test/fixtures/wfb4/undead-bane.yaml', 'test/fixtures/wfb4/overload.yaml', 'test/fixtures/wfb4/banner-spells.yaml', 'test/fixtures/wfb4/absorb-power.yaml', 'test/fixtures/wfb4/deflect.yaml', 'test/fixtures/wfb4/magic-bow.yaml', 'test/fixtures/wfb4/strength-surge.yaml', 'test/fixtures/wfb4/cavalry-spell.yaml', 'test/fixtures/wfb4/hidden.yaml', 'test/fixtures/wfb4/sapping.yaml', 'test/fixtures/wfb4/globe.yaml', 'test/fixtures/wfb4/paralysis.yaml', 'test/fixtures/wfb4/nullify.yaml', 'test/fixtures/wfb4/transfix.yaml', 'test/fixtures/wfb4/doubled-strength.yaml', 'test/fixtures/wfb4/blast.yaml', 'test/fixtures/wfb4/free-spell.yaml', 'test/fixtures/wfb4/chalice.yaml', 'test/fixtures/wfb4/card-chalice.yaml', 'test/fixtures/wfb4/casket.yaml'], warm: 20, window: 5000 },
  wfb3: { scenarios: ['shieldwall-of-men', 'knights-against-pikes', 'pursue-or-restrain', 'berserkers-and-ghouls', 'archers-stand-or-run', 'hold-the-hedge', 'stupid-trolls', 'testudo-under-arrows', 'hero-in-the-front-rank', 'challenge-or-refuse', 'chariot-charge', 'war-elephant', 'battle-wizard', 'war-wagon', 'general-joins-the-line', 'army-standard', 'archer-wedge', 'giant-challenge', 'bench-blocks', 'test/fixtures/wfb3/formations-and-weapons.yaml', 'test/fixtures/wfb3/mixed-ranks.yaml', 'eagles-drop-rocks', 'test/fixtures/wfb3/flyers.yaml'], warm: 20, window: 5000 },
  't9a-eow': { scenarios: ['bench-duel', 'bench-patrol-clash', 'thane-in-the-greybeards', 'knights-orisons'], warm: 4, window: 800 },
  // Warmaster's rare branches (the Screaming Bell's blunders sending units evading) run
  // unoptimised for a long time, boxing their doubles: V8's default interrupt budget took
  // 117 s of simulations to settle that scenario, a quarter of it (16,384) 34 s, to the same
  // steady state (0.02 bytes a simulation). A smaller budget tiers code up sooner, on less type
  // feedback; t9a-eow's kernel, given 4,096, deoptimised for good in two scenarios (13,390 and
  // 6,435 bytes a simulation), so the flag is Warmaster's alone.
  warmaster: { scenarios: ['bench-brigade-clash', 'guns-of-the-empire', 'wizards-duel', 'screaming-bell'], warm: 4, window: 800, v8: ['--interrupt-budget=16384'] },
};

/** Simulations played per run of each scenario; every REPLAY-th is replayed on a fresh kernel. */
const SIMS = 60;
const REPLAY = 10;

function scenariosOf(system: string): string[] {
  const dir = join('scenarios', system);
  return readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .map((f) => join(dir, f));
}

/** The conformance suite of one system (one test file a system, so the two workers share them out). */
export function conformanceSuite(system: string): void {
    describe(`conformance: ${system}`, () => {
    const files = scenariosOf(system);

    it('has example scenarios', () => {
      expect(files.length).toBeGreaterThan(0);
    });

    for (const file of files) {
      it(`${file}: every record in range, consistent, and the same from a fresh kernel`, () => {
        const loaded = loadFile(file);
        const compiled = compileRuns(loaded.runs);
        const fresh = compileRuns(loaded.runs);
        const rng = new Rng();
        const problems: string[] = [];
        loaded.runs.forEach((run, r) => {
          const specs = compiled.specs[r];
          const out = compiled.outputs[r];
          // The report says under every chart what its metric counts.
          for (const s of specs) if (!/^[A-Z].{20,}\.$/.test(s.description)) problems.push(`${file} ${run.name} ${s.key}: no description of what it counts ('${s.description}')`);
          const again = new Int32Array(out.length);
          const index = new Map(specs.map((s, m) => [s.key, m]));
          const turns = index.get('turns');
          const rounds = index.get('rounds');
          for (let sim = 0; sim < SIMS; sim++) {
            const where = `{ system: ${system}, scenario: ${file}, run: ${run.name}, seed: ${loaded.scenario.seed}, sim: ${sim} }`;
            out.fill(-1);
            rng.seed(loaded.scenario.seed, sim);
            compiled.kernels[r].run(rng, out);
            // Termination is the run returning at all; the turn limit bounds it.
            specs.forEach((s, m) => {
              if (!Number.isInteger(out[m]) || out[m] < 0 || out[m] > s.max) problems.push(`${where} ${s.key} = ${out[m]}, outside 0..${s.max}`);
            });
            if (turns !== undefined && out[turns] > run.scenario.end.turns) problems.push(`${where} turns ${out[turns]} > the limit ${run.scenario.end.turns}`);
            for (const [key, m] of index) {
              // A unit breaks, or is lost, in a turn that was played; it fights no more rounds than the battle.
              if (turns !== undefined && /^unit\..*\.(brokeTurn|lostTurn)$/.test(key) && out[m] > out[turns]) {
                problems.push(`${where} ${key} = ${out[m]} after the last turn played (${out[turns]})`);
              }
              if (rounds !== undefined && /^unit\..*\.rounds$/.test(key) && out[m] > out[rounds]) {
                problems.push(`${where} ${key} = ${out[m]} > the battle's ${out[rounds]} rounds`);
              }
            }
            // A side that wins by rout has a unit standing (fighting or rallied) at the end (DESIGN.md §Outcomes).
            if (run.scenario.victory === 'rout' && out[OUTCOME] < 2) {
              const side = run.scenario.sides[out[OUTCOME]].id;
              let standing = false;
              for (const s of specs) {
                if (s.side !== side || !s.key.endsWith('.fate')) continue;
                const fate = out[index.get(s.key)!];
                if (fate === FATE_FIGHTING || fate === FATE_RALLIED) standing = true;
              }
              if (!standing) problems.push(`${where} ${side} wins with no unit standing`);
            }
            if (sim % REPLAY === 0) {
              // A kernel that has played other battles plays this one as a fresh kernel does.
              rng.seed(loaded.scenario.seed, sim);
              fresh.kernels[r].run(rng, again);
              if (again.join() !== out.join()) problems.push(`${where} a fresh kernel records ${again.join()} where the reused one recorded ${out.join()}`);
            }
          }
        });
        expect(problems.slice(0, 10)).toEqual([]);
      });
    }

    it('allocates nothing per simulation on the built bundle (build/allocation-probe.js)', async () => {
      const plan = BUNDLE_ALLOCATION[system];
      expect(plan, `no bundle allocation scenarios listed for ${system}`).toBeDefined();
      const probe = 'build/allocation-probe.js';
      expect(existsSync(probe), `${probe}: npm test builds it (scripts/build.mjs)`).toBe(true);
      const files = plan.scenarios.map((name) => (name.includes('/') ? name : join('scenarios', system, `${name}.yaml`)));
      const probeRun = async (list: string[]) => {
        const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', ...(plan.v8 ?? []), probe, String(plan.warm), String(plan.window), ...list], { maxBuffer: 1 << 20 });
        return stdout.trim().split('\n').map((line) => JSON.parse(line) as { file: string; bytesPerSimulation: number });
      };
      const measured = await probeRun(files);
      expect(measured.map((m) => m.file)).toEqual(files);
      // V8 can leave a kernel function unoptimised for the rest of a process (test/runner/
      // allocation.test.ts): t9a-eow's thane-in-the-greybeards measures 13,390 bytes a simulation
      // in about one process in five, alone or after other scenarios, and 0.98 in the others. A
      // scenario that fails is measured again, alone, in fresh processes, and must be clean in
      // one of three; a real per-simulation allocation allocates in every process.
      const clean = (m: { bytesPerSimulation: number }) => m.bytesPerSimulation < 1;
      const retries: { file: string; bytesPerSimulation: number }[] = [];
      for (const file of measured.filter((m) => !clean(m)).map((m) => m.file)) {
        for (let attempt = 0; attempt < 3; attempt++) {
          const [again] = await probeRun([file]);
          retries.push(again);
          if (clean(again)) break;
        }
      }
      const stillFailing = [...new Set(retries.map((m) => m.file))].filter((file) => !retries.some((m) => m.file === file && clean(m)));
      expect(stillFailing, `first measured: ${JSON.stringify(measured)}; again: ${JSON.stringify(retries)}`).toEqual([]);
    }, 900_000);
  });
}
