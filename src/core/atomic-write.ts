/**
 * Write a file so that readers only ever see the old content or the complete new content
 * (DESIGN.md §Runner: "an interrupted run never leaves a half-written file").
 *
 * The data goes to `path + '.<pid>.tmp'` in the same directory — rename is only atomic within
 * one filesystem — is flushed to disk, and then renamed over `path`. The pid in the temporary
 * name keeps two processes writing the same file (e.g. shards sharing an output folder) from
 * clobbering each other's half-written data.
 *
 * The write itself is synchronous: Node runs a signal handler (Ctrl-C) only between turns of
 * its event loop, so a second Ctrl-C that exits at once can never land in the middle of a
 * write and leave a temporary file behind.
 */
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** Temporary files being written now: removeUnfinished() deletes them if the process ends first. */
const unfinished = new Set<string>();

/** Delete every temporary file a write has not finished with (an exit hook's last resort). */
export function removeUnfinished(): void {
  for (const tmp of unfinished) rmSync(tmp, { force: true });
  unfinished.clear();
}

/** Temporary name used while `path` is being written. */
export function atomicTempPath(path: string): string {
  return `${path}.${process.pid}.tmp`;
}

/**
 * Write `data` to `path` atomically: temporary file, fsync, rename.
 *
 * @param path destination file; its directory must exist
 * @param data text (written as UTF-8) or bytes
 * @throws the underlying fs error; the temporary file is removed first
 * @example await writeFileAtomic('results/x/summary.json', json)
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = atomicTempPath(path);
  unfinished.add(tmp);
  try {
    const fd = openSync(tmp, 'w');
    try {
      writeFileSync(fd, data);
      // Flush before the rename, or a crash could leave the new name pointing at empty blocks.
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (error) {
    rmSync(tmp, { force: true });
    throw error;
  } finally {
    unfinished.delete(tmp);
  }
}
