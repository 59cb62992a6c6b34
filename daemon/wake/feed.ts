/**
 * Feeding audio through the listener worker. feedPcm runs recorded audio (a WAV file, a benchmark) as fast as it
 * will go: frames are posted a few at a time so the worker never waits for the main thread, and results are
 * handed on in order. VadDemand tells the worker when a Listener needs speech probabilities, so the VAD can
 * rest while only the wake word is listened for.
 */
import { frames, FRAME_SAMPLES } from '../audio/source.js';
import type { FrameResult, WakeEngine } from './engine.js';
import type { Listener } from './listener.js';

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

/**
 * Keeps the worker's VAD running while a Listener needs it and resting while it waits for the wake word. Call
 * update() after every listener.push() and followUp(); it sends a message only when the need changes. (The
 * worker starts the VAD on a wake word by itself, one frame before the main thread hears of it.)
 */
export class VadDemand {
  readonly #engine: Pick<WakeEngine, 'listen' | 'rest'>;
  #wanted = false;

  constructor(engine: Pick<WakeEngine, 'listen' | 'rest'>) {
    this.#engine = engine;
  }

  update(listener: Pick<Listener, 'needsVad' | 'position'>): void {
    if (listener.needsVad === this.#wanted) return;
    this.#wanted = listener.needsVad;
    if (this.#wanted) this.#engine.listen(listener.position);
    else this.#engine.rest(listener.position);
  }
}
