/**
 * The README's recipes for running across machines, tested as far as one machine allows: the
 * GNU parallel recipe runs as written with local jobs instead of SSH hosts (Debian `parallel`)
 * and its merged report equals the unsharded run; the Kubernetes Indexed Job and the Slurm array
 * parse, agree on the shard count, and pass the index the way `--shards` reads it. The recipes are
 * read from README.md itself, so a change there is tested.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const README = readFileSync('README.md', 'utf8');
const ROOT = process.cwd();
const SIMS = '3000';
const hasParallel = spawnSync('parallel', ['--version'], { encoding: 'utf8' }).status === 0;

/** The fenced block of `lang` that follows `heading` in the README. */
function block(heading: string, lang: string): string {
  const at = README.indexOf(heading);
  expect(at, heading).toBeGreaterThan(0);
  const m = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(README.slice(at));
  expect(m, `${lang} block after ${heading}`).not.toBeNull();
  return m![1];
}

const figures = (dir: string) => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')).runs;

function unsharded(dir: string): string {
  const whole = join(dir, 'whole');
  execFileSync(process.execPath, ['bin/warsim.js', 'run', 'scenarios/wfb4/halberdier-sweep.yaml', '--sims', SIMS, '--out', whole, '-q'], { cwd: ROOT });
  return whole;
}

describe('the README recipes for running across machines', () => {
  it.skipIf(!hasParallel)('GNU parallel: the recipe, with local jobs for the hosts, merges into the unsharded figures', () => {
    const recipe = block('### GNU parallel over SSH', 'sh');
    expect(recipe).toMatch(/--sshlogin 1\/node1,1\/node2,1\/node3 --workdir \/opt\/warsim/);
    const dir = mkdtempSync(join(tmpdir(), 'warsim-parallel-'));
    // Local jobs (`:`) in this checkout, a small run in 4 shards rather than 32, parts and results
    // under the temporary folder.
    const local = recipe
      .replace('--sshlogin 1/node1,1/node2,1/node3 --workdir /opt/warsim', '--sshlogin 2/: --workdir .')
      .replaceAll('-of-32', '-of-4')
      .replace('{}/32', '{}/4')
      .replace('$(seq 0 31)', '$(seq 0 3)')
      .replaceAll('--sims 2000000', `--sims ${SIMS}`)
      .replaceAll('parts/', `${dir}/parts/`)
      .replace('mkdir -p parts', `mkdir -p ${dir}/parts`)
      .replace('--out results/halberdier-sweep', `--out ${dir}/merged`);
    const r = spawnSync('bash', ['-euo', 'pipefail', '-c', local], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(dir, 'parts', 'shard-3-of-4.json'))).toBe(true);
    expect(figures(join(dir, 'merged'))).toEqual(figures(unsharded(dir)));
  });

  it('Kubernetes Indexed Job: completions match --shards, and each pod writes the shard its JOB_COMPLETION_INDEX names', () => {
    const job = parse(block('### Kubernetes Indexed Job', 'yaml')) as {
      kind: string;
      spec: { completionMode: string; completions: number; template: { spec: { containers: { args: string[]; workingDir: string }[] } } };
    };
    expect(job.kind).toBe('Job');
    expect(job.spec.completionMode).toBe('Indexed');
    const command = job.spec.template.spec.containers[0].args[0];
    const shards = Number(/--shards (\d+)/.exec(command)![1]);
    expect(shards).toBe(job.spec.completions);
    const dir = mkdtempSync(join(tmpdir(), 'warsim-k8s-'));
    for (const index of [0, shards - 1]) {
      const local = command.replace('--sims 2000000', `--sims ${SIMS}`).replace('/parts/', `${dir}/`);
      const r = spawnSync('sh', ['-c', local], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true', JOB_COMPLETION_INDEX: String(index) } });
      expect(r.status, r.stderr).toBe(0);
      const part = JSON.parse(readFileSync(join(dir, `shard-${index}-of-${shards}.json`), 'utf8'));
      expect(part.shard).toEqual({ index, count: shards });
    }
  });

  it('Slurm array: --array covers exactly the --shards, and each task writes the shard its SLURM_ARRAY_TASK_ID names', () => {
    const script = block('### Slurm job array', 'sh');
    const [, first, last] = /#SBATCH --array=(\d+)-(\d+)/.exec(script)!;
    const shards = Number(/--shards (\d+)/.exec(script)![1]);
    expect([Number(first), Number(last) + 1]).toEqual([0, shards]);
    const dir = mkdtempSync(join(tmpdir(), 'warsim-slurm-'));
    const body = script
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n')
      .replace('cd "$SLURM_SUBMIT_DIR"', `cd ${JSON.stringify(ROOT)}`)
      .replace('--sims 2000000', `--sims ${SIMS}`)
      .replace('"parts/', `"${dir}/`);
    const path = join(dir, 'task.sh');
    writeFileSync(path, body);
    for (const index of [0, shards - 1]) {
      const env = { ...process.env, CI: 'true', SLURM_ARRAY_TASK_ID: String(index), SLURM_CPUS_PER_TASK: '1', SLURM_SUBMIT_DIR: ROOT };
      const r = spawnSync('bash', [path], { encoding: 'utf8', env });
      expect(r.status, r.stderr).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, `shard-${index}-of-${shards}.json`), 'utf8')).shard).toEqual({ index, count: shards });
    }
  });
});
