/**
 * The shared test data (real models, real ZIM files) lives beside the checkout in ../shared; CI puts a copy
 * there. In a plain clone it is absent: the suites that need it skip, saying in one line what is missing.
 * Under CI=true a missing file is an error instead, so CI can never pass by skipping.
 * HEARTH_TEST_SHARED_DIR points at another copy (and lets the skip itself be tested).
 */
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_DIR = process.env.HEARTH_TEST_SHARED_DIR || fileURLToPath(new URL('../../../shared/', import.meta.url));

export function sharedPath(...parts: string[]): string {
  return join(SHARED_DIR, ...parts);
}

/**
 * True when any of `paths` (relative to the shared folder) is missing; prints one line naming the suite and
 * what it needs. Throws under CI=true. Use as `describe.skipIf(missingShared(import.meta.url, [...]))`.
 */
export function missingShared(suiteUrl: string, paths: readonly string[]): boolean {
  const missing = paths.filter((p) => !existsSync(sharedPath(p)));
  if (missing.length === 0) return false;
  const line = `${basename(fileURLToPath(suiteUrl))}: needs ${missing.map((p) => join(SHARED_DIR, p)).join(', ')} (the shared test data beside the checkout)`;
  if (process.env.CI === 'true') throw new Error(`CI=true and the shared test data is missing: ${line}`);
  console.warn(`skipped ${line}`);
  return true;
}
