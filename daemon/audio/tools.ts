/**
 * Finding the external audio tools (sox, arecord, aplay) before using them, so a box without them gets a clear
 * status line instead of a failed spawn. The lookup goes through `sh -c 'command -v'`, which searches the PATH
 * the daemon was started with.
 */
import { spawnSync } from 'node:child_process';

const cache = new Map<string, boolean>();

/** Whether `name` is an executable on the PATH. Cached per process: tools do not come and go while we run. */
export function hasTool(name: string): boolean {
  const known = cache.get(name);
  if (known !== undefined) return known;
  const found = spawnSync('sh', ['-c', 'command -v "$0" >/dev/null 2>&1', name], { stdio: 'ignore' }).status === 0;
  cache.set(name, found);
  return found;
}
