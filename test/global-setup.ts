/**
 * Runs once before the suites: brings dist/ up to date, because the CLI tests run the compiled `hearth`
 * command as a user would. `npm test` already does this (strictly) in its pretest step; this covers a plain
 * `npx vitest run`, where a type error elsewhere should not stop the suites (tsc still emits dist/).
 */
import { execFileSync } from 'node:child_process';

export default function setup(): void {
  try {
    execFileSync(process.execPath, [new URL('../scripts/setup.mjs', import.meta.url).pathname, '--build-only'], { stdio: 'inherit' });
  } catch {
    console.warn('global-setup: the build reported errors (see above); dist/ may be partly stale');
  }
}
