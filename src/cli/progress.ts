/**
 * Progress on stderr (TECH-NOTES §6): a bar on a terminal, a plain line every few seconds
 * otherwise, nothing with --quiet. Results stay on stdout.
 */
import cliProgress from 'cli-progress';

export interface Progress {
  update(done: number, planned: number): void;
  stop(): void;
}

export function createProgress(label: string, planned: number, quiet: boolean): Progress {
  if (quiet) return { update() {}, stop() {} };
  const tty = process.stderr.isTTY === true;
  const bar = new cliProgress.SingleBar(
    {
      format: `${label} [{bar}] {percentage}% | {value}/{total} sims | {rate} sims/s | eta {eta_formatted}`,
      stream: process.stderr,
      noTTYOutput: !tty,
      notTTYSchedule: 5000,
      hideCursor: tty,
      etaBuffer: 20,
    },
    cliProgress.Presets.shades_classic,
  );
  const began = Date.now();
  bar.start(planned, 0, { rate: '-' });
  return {
    update(done: number, total: number) {
      const seconds = (Date.now() - began) / 1000;
      if (total !== bar.getTotal()) bar.setTotal(total);
      bar.update(done, { rate: seconds > 0 ? Math.round(done / seconds).toLocaleString('en-US') : '-' });
    },
    stop() {
      bar.stop();
    },
  };
}
