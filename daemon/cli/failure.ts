/**
 * Expected failures of a command (the port in use, a file that cannot be written): one line on stderr and
 * exit code 1, never a stack trace. `code` is stable for tests and scripts.
 */

import { HearthError, type HearthErrorCode } from '../errors.js';
export class CliFailure extends HearthError {
  constructor(code: Extract<HearthErrorCode, `HEARTH_CLI_${string}`>, message: string) {
    super(code, message);
  }
}

/** The errno code of a Node error, or 'unknown'. */
export function errnoCode(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' ? code : 'unknown';
}
