/** Ends the command with an exit code after its own output was already printed. */
export class ExitError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ExitError';
  }
}
