/**
 * Feeding recorded audio (a WAV file, a benchmark) through the listener worker as fast as it will go: frames are
 * posted a few at a time so the worker never waits for the main thread, and results are handed on in order.
 */
import { frames, FRAME_SAMPLES } from '../audio/source.js';
import type { FrameResult, WakeEngine } from './engine.js';

/** Frames in flight at once: enough to keep the worker busy, few enough to keep memory and latency flat. */
const MAX_IN_FLIGHT_FRAMES = 4;

/** Runs `pcm` through the engine in 80 ms frames; `onResult` sees every frame's result, in order, and may be async. */
export async function feedPcm(engine: WakeEngine, pcm: Int16Array, onResult: (result: FrameResult) => void | Promise<void>): Promise<void> {
  const inFlight: Array<Promise<FrameResult>> = [];
  for (const frame of frames(pcm, FRAME_SAMPLES)) {
    inFlight.push(engine.process(frame));
    if (inFlight.length >= MAX_IN_FLIGHT_FRAMES) await onResult(await inFlight.shift()!);
  }
  while (inFlight.length > 0) await onResult(await inFlight.shift()!);
}
