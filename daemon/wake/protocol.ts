/**
 * Messages between the main thread and the listener worker (wake-worker.ts), which runs both openWakeWord and
 * Silero VAD: one worker, one copy of ONNX Runtime, and one hop per 80 ms frame instead of two. The main thread
 * only moves buffers and small result objects; sample buffers are transferred, never copied, both ways.
 *
 * The VAD is gated (daemon/vad/gated.ts): it runs from a wake word on (the worker sees that itself), from a
 * `listen` on (a follow-up window), and stops at a `rest` (the listener is idle again). Positions are stream
 * samples, so a message that crosses frames in flight still means the same audio.
 */
import type { Detection } from './gate.js';
import type { ListenerModelPaths } from './models.js';
import type { VadProbability } from '../vad/silero.js';

export interface WorkerInit {
  paths: ListenerModelPaths;
  threshold: number;
  refractoryMs: number;
  /** 'always': run the VAD on every frame, as before gating (benchmarks and tracing); default 'gated'. */
  vad?: 'gated' | 'always';
}

export type ToWorker =
  /** 16 kHz mono audio, normally one 80 ms frame: int16, or float in -1..1. */
  | { type: 'frame'; seq: number; samples: Int16Array | Float32Array }
  /** Forget the VAD's recurrent state (e.g. between unrelated clips). */
  | { type: 'resetVad' }
  /** Speech probabilities are wanted for the audio after `fromSample` (a follow-up window opened). */
  | { type: 'listen'; fromSample: number }
  /** Nothing needs speech probabilities after `atSample` (the listener is idle again). */
  | { type: 'rest'; atSample: number }
  /** Finish the frame in hand, then exit (terminating inside a native run aborts the process). */
  | { type: 'close' };

/** What one posted frame produced. `samples` is the same buffer, transferred back. */
export interface FrameResult {
  seq: number;
  /** Stream position of the frame's first sample. */
  startSample: number;
  samples: Int16Array;
  detections: Detection[];
  /** Every head's latest score (absent while the windows fill). */
  scores: Record<string, number>;
  /**
   * Speech probabilities of the 32 ms windows that ended since the last frame, while the VAD is wanted; empty
   * while only the wake word is listened for. Right after a wake word or a `listen`, the first frame may carry
   * windows that end before its own first sample (the VAD catching up from its ring buffer).
   */
  vad: VadProbability[];
  /** Inference time spent on this frame inside the worker, ms. */
  busyMs: number;
}

export type FromWorker =
  | { type: 'ready'; heads: string[] }
  | { type: 'loadFailed'; model: string }
  | ({ type: 'frame' } & FrameResult);
