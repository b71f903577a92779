// Bundles the CLI, the worker and the benchmark to build/ with esbuild (TECH-NOTES §7):
// workers start in ~60 ms as plain JS, and no TypeScript loader is needed at run time.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';

const entryPoints = {
  cli: 'src/cli/main.ts',
  worker: 'src/runner/worker.ts',
  bench: 'scripts/bench.ts',
  'allocation-probe': 'scripts/allocation-probe.ts',
};
for (const [name, file] of Object.entries(entryPoints)) {
  if (!existsSync(file)) delete entryPoints[name];
}
await build({
  entryPoints,
  outdir: 'build',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  minifySyntax: true,
  logLevel: 'warning',
});

// The studio's page (warsim studio): its script bundled for the browser, its HTML and CSS copied.
if (existsSync('src/studio/page/main.ts')) {
  await build({
    entryPoints: { studio: 'src/studio/page/main.ts' },
    outdir: 'build/studio',
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    sourcemap: true,
    logLevel: 'warning',
  });
  mkdirSync('build/studio', { recursive: true });
  for (const f of ['index.html', 'studio.css']) copyFileSync(`src/studio/page/${f}`, `build/studio/${f}`);
}
