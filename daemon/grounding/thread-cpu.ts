/**
 * CPU time of one thread, for the extraction pool's per-page budget. Node has no per-thread CPU clock, and wall
 * time on a loaded two-core box runs several times faster than a worker's share of a core, so the budget would
 * end ordinary pages. Linux keeps the figure per thread: the worker tells the pool its thread id
 * (/proc/thread-self), and the pool reads that thread's user and system time from /proc/self/task/<id>/stat.
 * Elsewhere, or if /proc is not mounted, both return undefined and the pool falls back to wall time.
 */
import { readFileSync, readlinkSync } from 'node:fs';

/** Milliseconds per clock tick in /proc stat files: USER_HZ, 100 on every Linux (part of the user-space ABI). */
const MS_PER_TICK = 10;

/** The calling thread's id on Linux, undefined elsewhere. */
export function ownThreadId(): number | undefined {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/** User plus system CPU time the thread `id` of this process has used, ms (10 ms steps); undefined if unknown. */
export function threadCpuMs(id: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces and parentheses): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : undefined;
  } catch {
    return undefined;
  }
}
