// The CLI as a user runs it: the built bin, real files, exit codes (README "CLI reference").
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const BIN = join(process.cwd(), 'bin/warsim.js');
const DEFAULT = 'scenarios/wfb4/knights-vs-halberdiers.yaml';

function warsim(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function tmp(): string {
  return mkdtempSync(join(tmpdir(), 'warsim-cli-'));
}

describe('warsim run', () => {
  it('writes every report file and prints the table with provenance', () => {
    const out = tmp();
    const r = warsim('run', DEFAULT, '--sims', '3000', '--threads', '2', '--out', out, '-q');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/bretonnia wins\s+\d+\.\d% \[/);
    expect(r.stdout).toContain(`reproduce: warsim run ${DEFAULT} --seed 20261122 --sims 3000`);
    const files = readdirSync(out);
    for (const f of ['summary.json', 'summary.csv', 'metrics.csv', 'report.html', 'outcomes.svg', 'outcomes.vl.json', 'comparison.svg']) {
      expect(files).toContain(f);
    }
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.provenance).toMatchObject({ seed: 20261122, simStart: 0, simEnd: 3000, partial: false });
    expect(summary.provenance.scenarioHash).toMatch(/^[0-9a-f]{64}$/);
    expect(summary.runs.map((x: { name: string }) => x.name)).toEqual(['base', 'flee', '25 halberdiers']);
  });

  it('gives the same figures on 1 and 2 threads', () => {
    const a = tmp();
    const b = tmp();
    expect(warsim('run', DEFAULT, '--sims', '4000', '--threads', '1', '--out', a, '-q', '--seed', '5').code).toBe(0);
    expect(warsim('run', DEFAULT, '--sims', '4000', '--threads', '2', '--out', b, '-q', '--seed', '5').code).toBe(0);
    const runs = (dir: string) => JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')).runs;
    expect(runs(b)).toEqual(runs(a));
  });

  it.each([
    ['misspelt-field.yaml', /misspelt-field\.yaml:10:9 .*wepons.*did you mean "weapons"/],
    ['wrong-type.yaml', /wrong-type\.yaml:9:17 .*models.*"twenty"/],
    ['unknown-unit.yaml', /unknown-unit\.yaml:\d+:\d+ .*charge.*did you mean "boyz"/],
    ['impossible-formation.yaml', /impossible-formation\.yaml:10:16 .*files.*8 files/],
    ['tier-two.yaml', /tier-two\.yaml:\d+:\d+ .*Magic items.*not supported yet/],
  ])('refuses %s with a located message and writes nothing', (file, message) => {
    const out = join(tmp(), 'never');
    const r = warsim('run', `test/fixtures/cli/${file}`, '--out', out, '--sims', '100');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Invalid scenario; nothing was run/);
    expect(r.stderr).toMatch(message);
    expect(existsSync(out)).toBe(false);
  });

  it('suggests the closest command and rejects bad options', () => {
    const r = warsim('runn', DEFAULT);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Did you mean run/);
    expect(warsim('run', DEFAULT, '--shard', '3/3').stderr).toMatch(/must be below 3 \(0 to 2\)/);
    expect(warsim('run', DEFAULT, '--sims', '0').stderr).toMatch(/--sims takes a whole number from 1/);
  });

  it.each([
    [['--seed', 'abc'], {}, /--seed takes a whole number from 0 to 4,294,967,295/],
    [['--seed', '1.5'], {}, /--seed .* got 1\.5/],
    [['--shard', 'abc'], {}, /--shard takes i\/N/],
    [['--shards', '3'], { JOB_COMPLETION_INDEX: '7' }, /7, is not one of --shards 3/],
    [['--shard', '0/3', '--shards', '3'], {}, /not both/],
    [['--threads', '100000'], {}, /--threads takes a whole number from 1 to/],
    [['--precision', '0'], {}, /--precision takes a half-width above 0/],
    [['--sims', '10', '--precision', '0.01'], {}, /not both/],
    [['--max-sims', '-5', '--precision', '0.01'], {}, /--max-sims takes a whole number/],
    [['--max-sims', '500'], {}, /--max-sims caps a --precision run/],
    [['--out', ''], {}, /--out needs a path/],
  ])('refuses %j before playing anything: exit 2, no stack trace, nothing written', (args, env, message) => {
    const cwd = tmp();
    const r = spawnSync(process.execPath, [BIN, 'run', join(process.cwd(), DEFAULT), '-q', ...(args as string[])], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', ...(env as Record<string, string>) },
    });
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(message as RegExp);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('refuses --out naming an existing file before the run, and leaves the file alone', () => {
    const dir = tmp();
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'mine');
    const r = warsim('run', DEFAULT, '--sims', '100', '--out', file, '-q');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/is a file; the reports need a folder/);
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });

  it('warns when a precision run stops at its cap before reaching the precision', () => {
    const out = tmp();
    const r = warsim('run', DEFAULT, '--precision', '0.001', '--max-sims', '500', '--out', out, '-q');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/max-sims reached before precision ±0\.10%/);
    expect(r.stdout).toMatch(/WARNING: The precision asked for .* was not reached in 500 simulations/);
    expect(r.stderr).toMatch(/Warning: The precision asked for/);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toMatch(/was not reached in 500 simulations/);
  });
});

describe('Ctrl-C', () => {
  it('stops cleanly and reports the simulations that finished, marked partial', async () => {
    const out = tmp();
    const child = spawn(process.execPath, [BIN, 'run', DEFAULT, '--sims', '50000000', '--out', out], { env: { ...process.env, CI: 'true' } });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += String(d)));
    // Interrupt once the progress line shows simulations finished (a fixed wait was too short
    // for a loaded machine: the interrupt came before the first batch, with nothing to report).
    for (let waited = 0; !/ [1-9][\d,]*\/50000000 sims/.test(stderr) && waited < 120_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGINT');
    const code = await new Promise<number | null>((r) => child.on('close', r));
    expect(code, stderr).toBe(130);
    expect(stderr).toMatch(/Interrupted: finishing with the simulations already played/);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.provenance.partial).toBe(true);
    expect(summary.provenance.stoppedBy).toBe('interrupted');
    expect(summary.provenance.simEnd).toBeGreaterThan(0);
    expect(summary.provenance.simEnd).toBeLessThan(50_000_000);
    expect(summary.runs[0].n).toBe(summary.provenance.simEnd);
    // The reproduce command replays exactly the simulations that finished.
    expect(summary.provenance.command).toBe(`warsim run ${DEFAULT} --seed 20261122 --sims ${summary.provenance.simEnd}`);
  });
});

describe('shards and merge', () => {
  it('merges three shards into exactly the unsharded figures', () => {
    const dir = tmp();
    const whole = join(dir, 'whole');
    expect(warsim('run', DEFAULT, '--sims', '3000', '--out', whole, '-q').code).toBe(0);
    const parts: string[] = [];
    for (let i = 0; i < 3; i++) {
      const part = join(dir, `part-${i}.json`);
      const r = warsim('run', DEFAULT, '--sims', '3000', '--shard', `${i}/3`, '--out', part, '-q');
      expect(r.code, r.stderr).toBe(0);
      parts.push(part);
    }
    const merged = join(dir, 'merged');
    const m = warsim('merge', parts[2], parts[0], parts[1], '--out', merged);
    expect(m.code, m.stderr).toBe(0);
    const figures = (d: string) => JSON.parse(readFileSync(join(d, 'summary.json'), 'utf8')).runs;
    expect(figures(merged)).toEqual(figures(whole));
  });

  it('takes the shard index from the scheduler environment', () => {
    const dir = tmp();
    const part = join(dir, 'p.json');
    const r = spawnSync(process.execPath, [BIN, 'run', DEFAULT, '--sims', '900', '--shards', '3', '--out', part, '-q'], {
      encoding: 'utf8',
      env: { ...process.env, SLURM_ARRAY_TASK_ID: '2' },
    });
    expect(r.status, r.stderr).toBe(0);
    const file = JSON.parse(readFileSync(part, 'utf8'));
    expect([file.simStart, file.simEnd, file.shard]).toEqual([600, 900, { index: 2, count: 3 }]);
  });

  it('names missing ranges and the shards to run again', () => {
    const dir = tmp();
    const parts = [0, 2].map((i) => {
      const part = join(dir, `part-${i}.json`);
      expect(warsim('run', DEFAULT, '--sims', '900', '--shard', `${i}/3`, '--out', part, '-q').code).toBe(0);
      return part;
    });
    const r = warsim('merge', ...parts, '--out', join(dir, 'merged'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/simulations 300-599 are missing .* run shard 1 of 3 again/);
    expect(existsSync(join(dir, 'merged'))).toBe(false);
  });

  it('refuses to merge a shard twice', () => {
    const dir = tmp();
    const part = join(dir, 'part.json');
    expect(warsim('run', DEFAULT, '--sims', '900', '--shard', '0/3', '--out', part, '-q').code).toBe(0);
    const r = warsim('merge', part, part, '--out', join(dir, 'merged'));
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/overlaps/);
    expect(warsim('merge', DEFAULT).stderr).toMatch(/not a readable partial-result file/);
  });
});

describe('the other commands', () => {
  it('answer -h, describe every positional, suggest a misspelt list group, and validate standard input', () => {
    expect(warsim('-h').stdout).toMatch(/warsim <command> \[options\]/);
    for (const command of ['run', 'merge', 'replay', 'show', 'validate', 'rules', 'list', 'schema']) {
      const help = warsim(command, '--help').stdout;
      const positionals = help.slice(help.indexOf('Positionals:'), help.indexOf('Options:')).split('\n').slice(1).filter((l) => l.trim());
      for (const line of positionals) expect(line, `${command}: ${line}`).toMatch(/^\s+\S+\s{2,}\w/);
      expect(help, command).not.toMatch(/\[required\] \[default: \[\]\]/);
    }
    const list = warsim('list', 't9a-eow', 'empire-of-sonstahl');
    expect(list.code).toBe(2);
    expect(list.stderr).toMatch(/did you mean "empire-of-sonnstahl"\? \(groups: mounts, weapons, spells, vault, beast-herds/);
    const ok = spawnSync(process.execPath, [BIN, 'validate', '-'], { input: readFileSync(DEFAULT, 'utf8'), encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^ok {2}standard input: Empire halberdiers/);
    const bad = spawnSync(process.execPath, [BIN, 'validate', '-'], { input: 'format: warsim/1\nsystem: wfb4\ntitle: x\nsides: 3\n', encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/stdin\.yaml:4:8 +sides: expected a list of 2 items/);
  });

  it('draws the battlefield as an SVG map, for the base run or a variant; a wrong variant or --out is refused', () => {
    const out = join(tmp(), 'map.svg');
    const r = warsim('show', 'scenarios/t9a-eow/round-the-rock.yaml', '--variant', 'rock-mid', '--out', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/36 × 48 inches, 2 units, 1 terrain piece\nMap: /);
    const svg = readFileSync(out, 'utf8');
    expect(svg).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" class="warsim-map"/);
    expect(svg).toContain('<g class="terrain" data-kind="impassable" data-piece="0">');
    const wrong = warsim('show', 'scenarios/t9a-eow/round-the-rock.yaml', '--variant', 'rock-mdi', '--out', out);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('no variant "rock-mdi"; did you mean "rock-mid"?');
    const png = warsim('show', 'scenarios/t9a-eow/round-the-rock.yaml', '--out', join(tmp(), 'map.png'));
    expect(png.code).toBe(2);
    expect(png.stderr).toContain('--out must name an .svg file');
  });

  it('writes the animated replay page with --html, and refuses another kind of file', () => {
    const out = join(tmp(), 'replay.html');
    const r = warsim('replay', DEFAULT, '--sim', '55', '--html', out);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Replay: ${out} (18 steps)`);
    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`again: <code>warsim replay ${DEFAULT} --sim 55 --seed 20261122</code>`);
    const bad = warsim('replay', DEFAULT, '--sim', '55', '--html', join(tmp(), 'replay.svg'));
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--html must name an .html file');
  });

  it('replays one simulation as a readable trace', () => {
    const r = warsim('replay', DEFAULT, '--sim', '0');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/-- Turn 1, bretonnia --/);
    expect(r.stdout).toMatch(/break test/);
    expect(r.stdout).toMatch(/Outcome: \w+/);
    expect(warsim('replay', DEFAULT, '--sim', '0', '--variant', 'fle').stderr).toMatch(/did you mean "flee"/);
  });

  it('warns of a legal but suspect scenario on stderr, at its line, and still runs it', () => {
    const file = 'test/fixtures/cli/same-variant.yaml';
    const warning = `${file}:19:5  variants[0]: warning: variant "twenty again" sets nothing the base does not already have: it plays the base again`;
    const checked = warsim('validate', file);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toBe(`ok  ${file}: A variant that changes nothing (2 runs, 1 warning)\n`);
    expect(checked.stderr).toBe(`${warning}\n`);
    const ran = warsim('run', file, '--out', tmp(), '-q');
    expect(ran.code, ran.stderr).toBe(0);
    expect(ran.stderr.split('\n')[0]).toBe(warning);
  });

  it('validates, lists rules and built-in data, prints the schema', () => {
    expect(warsim('validate', DEFAULT).stdout).toMatch(/^ok /);
    expect(warsim('validate', 'test/fixtures/cli/wrong-type.yaml').code).toBe(2);
    const rules = warsim('rules', 'wfb4');
    expect(rules.stdout).toMatch(/pursuitTie = caught \(caught \| escapes\)/);
    expect(rules.stdout).toMatch(/rules\/wfb4\.md §12-3/);
    expect(warsim('list', 'wfb4', 'profiles').stdout).toMatch(/reiksguard-knight .*M4 WS4 BS3 S4 T4 W1 I4 A1 Ld7/);
    expect(warsim('list', 'wfb4', 'nothing').stderr).toMatch(/groups: profiles, machines, runes, mounts, weapons, armour, spells, items, banners, special/);
    const items = warsim('list', 'wfb4', 'items').stdout;
    expect(items).toMatch(/^  rune-of-smiting +Rune of Smiting +built in · weapon · /m);
    expect(items).toMatch(/^  ward +effect: ward +armour, shield, talisman · /m);
    const banners = warsim('list', 'wfb4', 'banners').stdout;
    expect(banners).toMatch(/^  combat-result-d6 +banner: combat-result-d6 +\+D6 to the combat result of its side · AM p\.19$/m);
    expect(banners).toMatch(/^  dispel-anywhere +banner: dispel-anywhere +every enemy spell cast, anywhere on the table, .*placed on the battle standard only .* · AM p\.37$/m);
    const spells = warsim('list', 'wfb4', 'spells').stdout;
    expect(spells).toMatch(/^  caress-of-laniph +Caress of Laniph +Amethyst · 2D6 − the target's S hits at S6/m);
    expect(spells).toMatch(/^  ere-we-go +Ere We Go +Waaagh · a friendly Orc or Goblin unit gets \+1 T and always strikes first/m);
    expect(spells).toMatch(/^  waaagh +Waaagh! +Waaagh · an Orc or Goblin shaman's: each enemy wizard within 36"/m);
    expect(spells).toMatch(/^  purple-sun-of-xereus +The Purple Sun of Xereus +not played yet: refused · a template moving across the table: tier 3$/m);
    expect(spells).toMatch(/^  death-frenzy +Death Frenzy +Skaven · a Grey Seer's: a friendly unit within 6" moves at double rate/m);
    // The special rules a unit may name: played, or refused until they are.
    const special = warsim('list', 'wfb4', 'special').stdout;
    expect(special).toMatch(/^  stupidity +Stupidity +played · rules\/wfb4.md §7$/m);
    expect(special).toMatch(/^  magic-items +Magic items .* +not supported yet/m);
    // War machines are `machine:` ids, listed with the chariot: played, or refused until they are.
    const machines = warsim('list', 'wfb4', 'machines').stdout;
    expect(machines).toMatch(/^  cannon +Cannon +T7 W3 · 48" S10, D4 wounds, no save/m);
    expect(machines).toMatch(/^  warpfire-thrower +Warpfire thrower +no T or W: lost with a crewman · 12" S5, D3 wounds, saves as S5/m);
    expect(JSON.parse(warsim('schema', 'wfb4').stdout).$schema).toBe('http://json-schema.org/draft-07/schema#');
    const unknown = warsim('rules', 'wfb5');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/did you mean "wfb4"/);
  });
});
