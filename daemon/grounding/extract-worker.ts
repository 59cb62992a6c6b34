/**
 * The extraction worker thread: says `{ ready: true }` once loaded, then receives `{ id, kind, text, prepare }`
 * and answers `{ id, ok, result }`. Readability on a 1 MB page holds a CPU for about half a second
 * (bench/grounding-speed.mjs); here it holds this thread's, not the daemon's event loop, which keeps streaming
 * audio and answering the chat meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import { extractDocument, type ExtractJob } from './document.js';
import { ownThreadId } from './thread-cpu.js';

interface Request extends ExtractJob {
  id: number;
}

parentPort?.on('message', (msg: Request) => {
  try {
    parentPort?.postMessage({ id: msg.id, ok: true, result: extractDocument(msg) });
  } catch {
    // extractDocument does not throw for bad HTML; this is a bug, and the caller counts it as a failed page.
    parentPort?.postMessage({ id: msg.id, ok: false });
  }
});

// Loaded: from here on, a death of this worker is the page's doing, not a module that cannot load (pool.ts).
// The thread id lets the pool measure this thread's CPU time against the page budget (thread-cpu.ts).
parentPort?.postMessage({ ready: true, tid: ownThreadId() });
