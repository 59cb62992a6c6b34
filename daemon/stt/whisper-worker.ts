/**
 * The Whisper worker thread: loads a local Whisper model through transformers.js (its
 * automatic-speech-recognition pipeline on onnxruntime-node) and transcribes utterances, so the main thread
 * never runs inference. Started by whisper.ts with `workerData: WhisperWorkerData`.
 *
 * Models load from the local folder only: `env.allowRemoteModels = false`, so a missing file is an error
 * here, never a download (downloads are the model manager's job, with hashes and a mirror).
 *
 * Messages (see WhisperRequest / WhisperReply):
 *   ← { kind: 'ready' } once loaded, or { kind: 'loadFailed' }
 *   → { id, pcm: Int16Array, sampleRate, language? }
 *   ← { id, kind: 'text', text } | { id, kind: 'failed' }
 */
import { parentPort, workerData } from 'node:worker_threads';
import { resampleLinear } from '../audio/resample.js';

export interface WhisperWorkerData {
  modelsDir: string;
  modelId: string;
  dtype: Record<string, string>;
}

/** `{ kind: 'close' }` asks the worker to finish its queue and exit on its own (see whisper.ts). */
export interface WhisperRequest {
  kind?: undefined;
  id: number;
  pcm: Int16Array;
  sampleRate: number;
  /** Fixed language code ('ru'); absent to let Whisper detect it. */
  language?: string;
}

export type WhisperReply =
  | { kind: 'ready' }
  | { kind: 'loadFailed' }
  | { id: number; kind: 'text'; text: string }
  | { id: number; kind: 'failed' };

/** Whisper's input rate; everything else is resampled to it. */
const WHISPER_RATE_HZ = 16_000;

/**
 * Window and overlap for audio longer than Whisper's 30 s context. Utterances are capped at 15 s by the
 * endpointer, so this only matters for `hearth listen` on long files.
 */
const CHUNK_LENGTH_S = 30;
const STRIDE_LENGTH_S = 5;

type Asr = (audio: Float32Array, options: Record<string, unknown>) => Promise<{ text: string } | Array<{ text: string }>>;

async function main(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const data = workerData as WhisperWorkerData;
  let asr: Asr;
  try {
    const transformers = await import('@huggingface/transformers');
    transformers.env.allowRemoteModels = false;
    transformers.env.allowLocalModels = true;
    transformers.env.localModelPath = data.modelsDir;
    const loaded = await transformers.pipeline('automatic-speech-recognition', data.modelId, {
      dtype: data.dtype as never,
      device: 'cpu',
    });
    asr = loaded as unknown as Asr;
  } catch {
    // Return without closing anything: the thread then exits by itself once ONNX Runtime has finished any
    // model load still in flight (transformers loads the graphs in parallel). Terminating it mid-load
    // aborts the whole process from native code.
    port.postMessage({ kind: 'loadFailed' } satisfies WhisperReply);
    return;
  }
  port.postMessage({ kind: 'ready' } satisfies WhisperReply);

  let queue: Promise<void> = Promise.resolve();
  port.on('message', (request: WhisperRequest | { kind: 'close' }) => {
    if (request.kind === 'close') {
      void queue.then(() => port.close());
      return;
    }
    queue = queue.then(async () => {
      try {
        let audio: Float32Array = Float32Array.from(request.pcm, (s) => s / 32768);
        if (request.sampleRate !== WHISPER_RATE_HZ) audio = resampleLinear(audio, request.sampleRate, WHISPER_RATE_HZ);
        const options: Record<string, unknown> = { task: 'transcribe', chunk_length_s: CHUNK_LENGTH_S, stride_length_s: STRIDE_LENGTH_S };
        if (request.language) options.language = request.language;
        const result = await asr(audio, options);
        const text = (Array.isArray(result) ? result.map((r) => r.text).join(' ') : result.text).trim();
        port.postMessage({ id: request.id, kind: 'text', text } satisfies WhisperReply);
      } catch {
        port.postMessage({ id: request.id, kind: 'failed' } satisfies WhisperReply);
      }
    });
  });
}

void main();
