/**
 * Starting worker threads for heavy work (ONNX Runtime, llama.cpp) so the main thread only moves buffers.
 *
 * A worker's module sits next to its caller: `workerUrl(import.meta.url, 'wake-worker')` gives
 * `wake-worker.js` beside compiled code in dist/, or `wake-worker.ts` beside the sources when the tests run
 * the TypeScript directly. For the latter, the worker first registers source-loader.mjs, which transpiles
 * TypeScript on the fly (typescript is a dev dependency; the shipped daemon never takes this path).
 */
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** URL of the worker module `name` beside the module at `callerUrl`, in the caller's own flavour (.js or .ts). */
export function workerUrl(callerUrl: string, name: string): URL {
  const ext = callerUrl.endsWith('.ts') ? '.ts' : '.js';
  return new URL(`./${name}${ext}`, callerUrl);
}

/** Starts a worker for `moduleUrl` (from workerUrl), passing `workerData`. */
export function startWorker(moduleUrl: URL, options: WorkerOptions = {}): Worker {
  if (!moduleUrl.pathname.endsWith('.ts')) return new Worker(moduleUrl, options);
  const loader = new URL('./source-loader.mjs', import.meta.url).href;
  const bootstrap = [
    "import { register } from 'node:module';",
    `register(${JSON.stringify(loader)});`,
    `await import(${JSON.stringify(moduleUrl.href)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), options);
}
