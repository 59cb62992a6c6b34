/**
 * Stopping an inference worker without crashing the process. `worker.terminate()` while ONNX Runtime is
 * still inside a native call (a model load or a run) aborts the whole process from native code
 * ("terminate called after throwing an instance of 'Napi::Error'"), so we let the worker finish and exit by
 * itself, and terminate only one that does not exit in time.
 */
import type { Worker } from 'node:worker_threads';
import { waitFor } from '../async/wait.js';

/**
 * How long a worker may take to exit by itself, ms: it finishes at most one model load or one inference,
 * which take seconds; after that it is presumed stuck and terminated.
 */
const WORKER_EXIT_GRACE_MS = 15_000;

/** Resolves when `worker` has exited: by itself, after `request` (if given) was posted, or terminated after `graceMs`. */
export async function awaitWorkerExit(worker: Worker, request?: unknown, graceMs = WORKER_EXIT_GRACE_MS): Promise<void> {
  if (worker.threadId === -1) return; // already exited
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  if (request !== undefined) worker.postMessage(request);
  const first = await waitFor(exited, { timeoutMs: graceMs });
  if (!first.ok) await worker.terminate();
}

/**
 * Routes a worker's id-tagged replies to the requests waiting for them. When the worker errors or exits, every
 * waiting request gets `onDeadReply` (a failure value of the caller's reply type) and `onDead` runs, so nothing
 * waits forever on a dead worker.
 */
export function routeReplies<R>(
  worker: Worker,
  pending: Map<number, (reply: R) => void>,
  deadReply: R,
  onDead: () => void,
): void {
  worker.on('message', (message: unknown) => {
    // Messages without an id (ready, load failures) belong to whoever started the worker.
    if (typeof message !== 'object' || message === null || !('id' in message)) return;
    const id = (message as { id: number }).id;
    const resolve = pending.get(id);
    pending.delete(id);
    resolve?.(message as R);
  });
  const dead = (): void => {
    for (const resolve of pending.values()) resolve(deadReply);
    pending.clear();
    onDead();
  };
  worker.on('error', dead);
  worker.on('exit', dead);
}
