/**
 * The Piper worker thread: loads one voice's .onnx into ONNX Runtime and turns phoneme ids into int16 PCM,
 * so the main thread never runs inference. Started by piper.ts with `workerData: { modelPath }`.
 *
 * Messages (see PiperRequest / PiperReply in piper.ts):
 *   ← { kind: 'ready', inputNames } once the model is loaded, or { kind: 'loadFailed' }
 *   → { id, feeds }                    one sentence's inputs (FeedSpec, see piper-voice.ts)
 *   ← { id, kind: 'audio', pcm, outputDims }   pcm transferred, not copied
 *   ← { id, kind: 'failed' }
 */
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-node';
import { floatToPcm, type FeedSpec } from './piper-voice.js';
import { HearthError } from '../errors.js';

/** `{ kind: 'close' }` asks the worker to finish its queue and exit on its own (see piper.ts). */
export interface PiperRequest {
  kind?: undefined;
  id: number;
  feeds: Record<string, FeedSpec>;
}

export type PiperReply =
  | { kind: 'ready'; inputNames: string[] }
  | { kind: 'loadFailed' }
  | { id: number; kind: 'audio'; pcm: Int16Array; outputDims: number[] }
  | { id: number; kind: 'failed' };

/**
 * Threads ONNX Runtime may use inside this worker. Piper on one sentence gains little beyond two threads,
 * and the wake-word and VAD workers need the remaining cores of a 4-core N100 to stay real-time.
 */
const INTRA_OP_THREADS = 2;

function tensor(spec: FeedSpec): ort.Tensor {
  if (spec.type === 'int64') return new ort.Tensor('int64', BigInt64Array.from(spec.data.map((v) => BigInt(v))), spec.dims);
  return new ort.Tensor('float32', Float32Array.from(spec.data), spec.dims);
}

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const { modelPath } = workerData as { modelPath: string };
  let session: ort.InferenceSession;
  try {
    session = await ort.InferenceSession.create(modelPath, { intraOpNumThreads: INTRA_OP_THREADS, interOpNumThreads: 1 });
  } catch {
    port.postMessage({ kind: 'loadFailed' } satisfies PiperReply);
    return;
  }
  port.postMessage({ kind: 'ready', inputNames: [...session.inputNames] } satisfies PiperReply);
  // One request at a time: ONNX Runtime sessions are not re-entrant and sentences are spoken in order anyway.
  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: PiperRequest | { kind: 'close' }) => {
    if (request.kind === 'close') {
      void queue.then(() => port.close());
      return;
    }
    queue = queue.then(async () => {
      try {
        const feeds: Record<string, ort.Tensor> = {};
        for (const [name, spec] of Object.entries(request.feeds)) if (session.inputNames.includes(name)) feeds[name] = tensor(spec);
        const result = await session.run(feeds);
        const output = result[session.outputNames[0] ?? 'output'];
        if (!output || output.type !== 'float32') throw new HearthError('HEARTH_TTS_FAILED', 'unexpected model output');
        const pcm = floatToPcm(output.data as Float32Array);
        port.postMessage({ id: request.id, kind: 'audio', pcm, outputDims: [...output.dims] } satisfies PiperReply, [pcm.buffer as ArrayBuffer]);
      } catch {
        port.postMessage({ id: request.id, kind: 'failed' } satisfies PiperReply);
      }
    });
  });
}

void main();
