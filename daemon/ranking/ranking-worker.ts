/**
 * The ranking worker thread: holds the bi-encoder and the cross-encoder (each loaded on request from its local
 * directory) and answers score requests, one job at a time. Jobs are queued so two never interleave (model
 * loads set a global path, and two runs at once would only fight over the same cores). A cancel marks a job;
 * the job stops at its next batch or pair, and the main thread has already stopped waiting for it.
 */
import { parentPort } from 'node:worker_threads';
import { CancelledError, DenseModel, Reranker } from './models.js';
import type { FromWorker, ToWorker } from './protocol.js';
import { HearthError, ModelLoadError } from '../errors.js';

const port = parentPort;
if (!port) throw new HearthError('HEARTH_WORKER_NOT_A_WORKER', 'ranking-worker must run in a worker thread');

let dense: DenseModel | undefined;
let reranker: Reranker | undefined;
const cancelled = new Set<number>();
let queue: Promise<void> = Promise.resolve();
/** Highest job id answered: ids only grow, so a late cancel for a finished job is ignored, not kept forever. */
let lastDone = 0;

function send(msg: FromWorker): void {
  port!.postMessage(msg);
}

async function handle(msg: ToWorker): Promise<void> {
  switch (msg.type) {
    case 'load': {
      try {
        if (msg.role === 'dense') dense = await DenseModel.load(msg.dir, msg.threads);
        else reranker = await Reranker.load(msg.dir, msg.threads);
        send({ type: 'loaded', role: msg.role, ok: true });
      } catch (err) {
        send({ type: 'loaded', role: msg.role, ok: false, reason: err instanceof ModelLoadError ? err.reason : 'badModel' });
      }
      return;
    }
    case 'dense':
    case 'rerank': {
      const isCancelled = () => closing || cancelled.has(msg.id);
      try {
        if (isCancelled()) throw new CancelledError();
        if (msg.type === 'dense') {
          if (!dense) return send({ type: 'scores', id: msg.id, ok: false, reason: 'notLoaded' });
          const scores = await dense.scores(msg.query, msg.passages, isCancelled);
          send({ type: 'scores', id: msg.id, ok: true, scores, truncated: 0 });
        } else {
          if (!reranker) return send({ type: 'scores', id: msg.id, ok: false, reason: 'notLoaded' });
          const r = await reranker.scores(msg.query, msg.docs, isCancelled);
          send({ type: 'scores', id: msg.id, ok: true, scores: r.scores, truncated: r.truncated });
        }
      } catch (err) {
        send({ type: 'scores', id: msg.id, ok: false, reason: err instanceof CancelledError ? 'cancelled' : 'failed' });
      } finally {
        cancelled.delete(msg.id);
        lastDone = Math.max(lastDone, msg.id);
      }
      return;
    }
    case 'cancel':
    case 'close':
      return;
  }
}

let closing = false;

port.on('message', (msg: ToWorker) => {
  // Cancels act at once (the running job checks between runs); everything else waits its turn.
  if (msg.type === 'cancel') {
    if (msg.id > lastDone) cancelled.add(msg.id);
    return;
  }
  if (msg.type === 'close') {
    // Exit only between native runs: terminating inside one aborts the whole process.
    closing = true;
    void queue.then(() => process.exit(0)); // in a worker thread this ends the thread only
    return;
  }
  if (closing) return;
  queue = queue.then(() => handle(msg));
});
