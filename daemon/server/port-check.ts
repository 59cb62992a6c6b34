/**
 * Whether the chat server could listen on host:port, found out by binding a throwaway socket and letting it
 * go. `hearth start` asks before it starts kiwix-serve and the models, so a port in use is one clear line
 * rather than a failure after half the daemon is up; `hearth doctor` asks the same question.
 */
import { createServer } from 'node:net';

type ListenCheck = { ok: true } | { ok: false; code: string };

export function checkListen(host: string, port: number): Promise<ListenCheck> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve({ ok: false, code: error.code ?? 'unknown' }));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve({ ok: true })));
  });
}
