/**
 * Runs once before the suites: brings dist/ up to date, because the CLI tests run the compiled `hearth`
 * command as a user would. `npm test` already does this in its pretest step; this covers `npx vitest`.
 */
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  execFileSync(process.execPath, [new URL('../scripts/setup.mjs', import.meta.url).pathname, '--build-only'], { stdio: 'inherit' });
}
