/**
 * Small real filesystems for tests of disk trouble: a tmpfs of a fixed size that a test can fill up, or
 * mount read-only. Mounting needs root (or CAP_SYS_ADMIN); `canMount()` says whether this machine allows it,
 * so a test can skip with one clear line instead of failing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let mountAllowed: boolean | undefined;

/** True when a tmpfs can be mounted here (tried once per process, with a 64 KB tmpfs). */
export function canMount(): boolean {
  if (mountAllowed !== undefined) return mountAllowed;
  const dir = mkdtempSync(join(tmpdir(), 'hearth-mount-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'ignore' });
    execFileSync('umount', [dir], { stdio: 'ignore' });
    mountAllowed = true;
  } catch {
    mountAllowed = false;
  }
  rmSync(dir, { recursive: true, force: true });
  return mountAllowed;
}

export const MOUNT_SKIP_REASON = 'skipped: mounting a tmpfs is not permitted here (needs root); the disk-trouble tests need it';

export interface Tmpfs {
  dir: string;
  /** Writes a filler file until the filesystem has no space left. */
  fill(): void;
  /** Removes the filler file again. */
  unfill(): void;
  /** Remounts read-only (only works while no file on it is open for writing) or read-write. */
  remount(mode: 'ro' | 'rw'): void;
  unmount(): void;
}

/** Mounts a fresh tmpfs of `sizeKb` kilobytes on a new temp directory. */
export function mountTmpfs(sizeKb: number, mode: 'ro' | 'rw' = 'rw'): Tmpfs {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-tmpfs-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0700,${mode}`, 'tmpfs', dir], { stdio: 'ignore' });
  const filler = join(dir, 'filler');
  return {
    dir,
    fill() {
      const chunk = Buffer.alloc(16 * 1024);
      try {
        for (;;) writeFileSync(filler, chunk, { flag: 'a' });
      } catch (err) {
        if ((err as { code?: string }).code !== 'ENOSPC') throw err;
      }
    },
    unfill() {
      rmSync(filler, { force: true });
    },
    remount(to) {
      execFileSync('mount', ['-o', `remount,${to}`, dir], { stdio: 'ignore' });
    },
    unmount() {
      try {
        execFileSync('umount', [dir], { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
