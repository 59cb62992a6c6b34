/**
 * Whether a loopback port is listened on by one given process: the managed kiwix-serve's readiness check.
 *
 * A free port is picked, then handed to kiwix-serve, which loads every book before it binds. In between,
 * another process may take the port (a second Hearth, a test's server): our child then fails to bind and exits,
 * but until it does, the readiness probe is answered by the other server, and Hearth would send its questions
 * to whatever listens there. Linux says who owns a listening socket: /proc/net/tcp maps the port to a socket
 * inode, /proc/<pid>/fd holds "socket:[inode]" links for the process's sockets. Reads only /proc; no request.
 */
import { readdir, readFile, readlink } from 'node:fs/promises';

/** TCP state "listen" in /proc/net/tcp's `st` column. */
const LISTEN_STATE = '0A';

/** Socket inodes listening on `port` (any local address), from /proc/net/tcp and tcp6. */
async function listeningInodes(port: number): Promise<Set<string> | undefined> {
  const inodes = new Set<string>();
  let read = false;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = await readFile(table, 'utf8');
      read = true;
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode ...
      const cols = line.trim().split(/\s+/u);
      const local = cols[1];
      if (local === undefined || cols[3] !== LISTEN_STATE || cols[9] === undefined) continue;
      const hexPort = local.slice(local.lastIndexOf(':') + 1);
      if (Number.parseInt(hexPort, 16) === port) inodes.add(cols[9]);
    }
  }
  return read ? inodes : undefined;
}

/**
 * True when process `pid` holds a socket listening on `port`; false when another process does, none does yet,
 * or `pid` is gone; undefined when this system has no /proc/net/tcp to tell (the caller then trusts the probe).
 */
export async function ownsListener(pid: number, port: number): Promise<boolean | undefined> {
  const inodes = await listeningInodes(port);
  if (inodes === undefined) return undefined;
  if (inodes.size === 0) return false;
  let fds: string[];
  try {
    fds = await readdir(`/proc/${pid}/fd`);
  } catch {
    // The process is gone (kiwix-serve exits when it cannot bind): it listens on nothing.
    return false;
  }
  for (const fd of fds) {
    try {
      const target = await readlink(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/u.exec(target)?.[1];
      if (inode !== undefined && inodes.has(inode)) return true;
    } catch {
      // closed between readdir and readlink
    }
  }
  return false;
}
