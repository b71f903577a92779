/** Ctrl-C for the commands that play simulations (`run`, `fit`, `flags`, `tactics`). */

/**
 * Run `work` with Ctrl-C wired to `signal`: the first asks it to stop and go on with what it
 * has played (the message says what it does then), the second quits at once.
 *
 * @param then what the command does with the simulations played, for the message
 */
export async function interruptible<T>(work: (signal: AbortSignal) => Promise<T>, then = 'reporting'): Promise<T> {
  const abort = new AbortController();
  const onSigint = () => {
    if (abort.signal.aborted) process.exit(130);
    process.stderr.write(`\nInterrupted: ${then} the simulations already played (Ctrl-C again to quit now)\n`);
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  try {
    return await work(abort.signal);
  } finally {
    process.off('SIGINT', onSigint);
  }
}
