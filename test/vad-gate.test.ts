import { afterAll, describe, expect, it } from 'vitest';
import { readWavFile } from '../daemon/audio/source.js';
import { GatedVad, type StreamingVad } from '../daemon/vad/gated.js';
import type { VadProbability } from '../daemon/vad/silero.js';
import { startWakeEngine, type FrameResult } from '../daemon/wake/engine.js';
import { feedPcm, VadDemand } from '../daemon/wake/feed.js';
import { Listener } from '../daemon/wake/listener.js';
import { concatClips, removeClips, SHARED_MODELS_DIR, silenceClip, speechClip, TEST_VAD, LISTENER_MODELS } from './helpers/clips.js';
import { missingShared } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, LISTENER_MODELS);

afterAll(removeClips);

const FRAME = 1280;
const WINDOW = 512;

/**
 * A stand-in VAD with the same streaming contract as SileroVad: a window's "probability" is the stream index
 * of its last sample as the audio said it (see frameAt), so a test can see which audio reached which window.
 */
class EchoVad implements StreamingVad {
  restarts: number[] = [];
  #windowStart = 0;
  #filled = 0;
  #last = 0;

  get position(): number {
    return this.#windowStart + this.#filled;
  }

  async push(samples: Int16Array, out: VadProbability[] = []): Promise<VadProbability[]> {
    for (const s of samples) {
      this.#last = s;
      if (++this.#filled === WINDOW) {
        this.#windowStart += WINDOW;
        this.#filled = 0;
        out.push({ atSample: this.#windowStart, prob: this.#last });
      }
    }
    return out;
  }

  restartAt(sample: number): void {
    this.restarts.push(sample);
    this.#windowStart = sample;
    this.#filled = 0;
  }
}

/** Frame n of a stream whose every sample holds its own stream index divided by 8 (fits int16 for ~16 s). */
function frameAt(n: number): Int16Array {
  return Int16Array.from({ length: FRAME }, (_, i) => Math.floor((n * FRAME + i) / 8));
}

async function feedFrames(gate: GatedVad, from: number, to: number): Promise<VadProbability[]> {
  const out: VadProbability[] = [];
  for (let n = from; n < to; n++) {
    gate.append(frameAt(n));
    out.push(...(await gate.run()));
  }
  return out;
}

/** The window ending at `atSample` saw the audio that ends there. */
const sawItsOwnAudio = (v: VadProbability): boolean => v.prob === Math.floor((v.atSample - 1) / 8);

describe.skipIf(NO_SHARED)('gated VAD', () => {
  it('does not run while nobody needs it', async () => {
    const vad = new EchoVad();
    const gate = new GatedVad(vad);
    expect(await feedFrames(gate, 0, 20)).toEqual([]);
    expect(vad.position).toBe(0);
  });

  it('on activation, catches up from the warm-up and reports only windows after the requested sample', async () => {
    const vad = new EchoVad();
    const gate = new GatedVad(vad, { warmUpSamples: 8000 });
    await feedFrames(gate, 0, 20); // 25 600 samples heard while resting
    gate.activate(25_000);
    const out = await gate.run();
    expect(vad.restarts).toEqual([17_408]); // the first 512-grid point at or after 25 000 - 8000
    expect(out.map((v) => v.atSample)).toEqual([25_088, 25_600]);
    expect(out.every(sawItsOwnAudio)).toBe(true);
  });

  it('once on, reports every window in stream order, on the 512-sample grid', async () => {
    const gate = new GatedVad(new EchoVad());
    await feedFrames(gate, 0, 10);
    gate.activate(10 * FRAME);
    const out = await feedFrames(gate, 10, 30);
    const ends = out.map((v) => v.atSample);
    expect(ends[0]).toBe(13_312);
    expect(ends.every((e, i) => e % WINDOW === 0 && (i === 0 || e - ends[i - 1]! === WINDOW))).toBe(true);
    expect(ends.at(-1)).toBe(30 * FRAME);
    expect(out.every(sawItsOwnAudio)).toBe(true);
  });

  it('a rest from before a later activation keeps it on; a rest after it stops it', async () => {
    const gate = new GatedVad(new EchoVad());
    await feedFrames(gate, 0, 10);
    gate.activate(12_000); // a wake word the worker saw at 12 000
    gate.rest(11_000); // the main thread went idle at 11 000, before hearing of that wake word
    expect(gate.active).toBe(true);
    gate.rest(14_000);
    expect(gate.active).toBe(false);
    expect(await feedFrames(gate, 10, 15)).toEqual([]);
  });

  it('the warm-up never reaches before the start of the stream', async () => {
    const vad = new EchoVad();
    const gate = new GatedVad(vad, { warmUpSamples: 8000 });
    await feedFrames(gate, 0, 2);
    gate.activate(2000);
    const out = await gate.run();
    expect(vad.restarts).toEqual([0]);
    expect(out.map((v) => v.atSample)).toEqual([2048, 2560]);
  });

  it('a follow-up asked for after more frames were stepped still gets every window after its start', async () => {
    const gate = new GatedVad(new EchoVad());
    await feedFrames(gate, 0, 30);
    gate.activate(20 * FRAME); // the main thread opened the window at frame 20; ten more frames were in flight
    const out = await gate.run();
    expect(out[0]!.atSample).toBe(20 * FRAME + WINDOW);
    expect(out.at(-1)!.atSample).toBe(30 * FRAME);
    expect(out).toHaveLength((10 * FRAME) / WINDOW);
  });

  it('in always mode it runs from the first sample and ignores rests', async () => {
    const gate = new GatedVad(new EchoVad(), { always: true });
    gate.rest(1_000_000);
    const out = await feedFrames(gate, 0, 4);
    expect(out.map((v) => v.atSample)).toEqual([512, 1024, 1536, 2048, 2560, 3072, 3584, 4096, 4608, 5120]);
  });
});

describe.skipIf(NO_SHARED)('gated VAD in the listener worker', () => {
  it('gives no speech probabilities before the wake word, and gives them from the wake word until the listener rests', async () => {
    const wav = await readWavFile(concatClips([
      silenceClip(1),
      speechClip('hey jarvis', { padBeforeS: 0.3, padAfterS: 0.3 }),
      speechClip('what time is it', { padBeforeS: 0, padAfterS: 1.5 }),
      speechClip('the weather is nice today', { padBeforeS: 0, padAfterS: 1 }),
    ]));
    if (!wav.ok) throw new Error(wav.reason);
    const started = await startWakeEngine({ wake: { models: ['hey_jarvis'], threshold: 0.5, refractoryMs: 2000 }, modelsDir: SHARED_MODELS_DIR });
    if (!started.ok) throw new Error(started.reason);
    const listener = new Listener({ vad: TEST_VAD });
    const demand = new VadDemand(started.engine);
    const results: FrameResult[] = [];
    let endedAt = -1;
    try {
      await feedPcm(started.engine, wav.pcm, (r) => {
        results.push(r);
        for (const e of listener.push(r)) if (e.type === 'speechEnd') endedAt = r.startSample + r.samples.length;
        demand.update(listener);
      });
    } finally {
      await started.engine.close();
    }
    const wakeAt = results.flatMap((r) => r.detections)[0]!.atSample;
    const windows = results.flatMap((r) => r.vad);
    expect(results.filter((r) => r.startSample + r.samples.length <= wakeAt).flatMap((r) => r.vad)).toEqual([]);
    expect(windows[0]!.atSample).toBeGreaterThan(wakeAt);
    expect(windows.filter((v) => v.prob > 0.5).length).toBeGreaterThan(10);
    expect(endedAt).toBeGreaterThan(0);
    // The rest reaches the worker with a few frames in flight; after that, nothing.
    const lastWindow = windows.at(-1)!.atSample;
    expect(lastWindow).toBeLessThan(endedAt + 5 * FRAME);
  });
});
