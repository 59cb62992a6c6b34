/**
 * Messages between the main thread and the listener worker (wake-worker.ts), which runs both openWakeWord and
 * Silero VAD: one worker, one copy of ONNX Runtime, and one hop per 80 ms frame instead of two. The main thread
 * only moves buffers and small result objects; sample buffers are transferred, never copied, both ways.
 */
import type { Detection } from './gate.js';
import type { ListenerModelPaths } from './models.js';
import type { VadProbability } from '../vad/silero.js';

export interface WorkerInit {
  paths: ListenerModelPaths;
  threshold: number;
  refractoryMs: number;
}

export type ToWorker =
  /** 16 kHz mono audio, normally one 80 ms frame: int16, or float in -1..1. */
  | { type: 'frame'; seq: number; samples: Int16Array | Float32Array }
  /** Forget the VAD's recurrent state (e.g. between unrelated clips). */
  | { type: 'resetVad' };

/** What one posted frame produced. `samples` is the same buffer, transferred back. */
export interface FrameResult {
  seq: number;
  /** Stream position of the frame's first sample. */
  startSample: number;
  samples: Int16Array;
  detections: Detection[];
  /** Every head's latest score (absent while the windows fill). */
  scores: Record<string, number>;
  vad: VadProbability[];
  /** Inference time spent on this frame inside the worker, ms. */
  busyMs: number;
}

export type FromWorker =
  | { type: 'ready'; heads: string[] }
  | { type: 'loadFailed'; model: string }
  | ({ type: 'frame' } & FrameResult);
