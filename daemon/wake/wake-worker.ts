/**
 * The listener worker: loads openWakeWord (melspectrogram, embedding, heads) and Silero VAD, then for every
 * frame the main thread posts, runs the wake-word models (and the VAD while it is wanted) and posts back
 * detections, scores and speech probabilities. All ONNX Runtime work happens here, never on the main thread.
 * Frames of any length are accepted; the wake models step in 1280-sample units (several at once when a
 * message brings several) and the remainder waits for the next frame.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DetectionGate, type Detection } from './gate.js';
import { ModelLoadError } from '../errors.js';
import { OpenWakeWord, SESSION_OPTIONS, STEP_SAMPLES } from './openwakeword.js';
import type { FromWorker, ToWorker, WorkerInit } from './protocol.js';
import { GatedVad } from '../vad/gated.js';
import { SileroVad } from '../vad/silero.js';

const SAMPLE_RATE_HZ = 16_000;

function toInt16(samples: Int16Array | Float32Array): Int16Array {
  if (samples instanceof Int16Array) return samples;
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32768)));
  return out;
}

async function main(): Promise<void> {
  const port = parentPort!;
  const init = workerData as WorkerInit;
  const post = (message: FromWorker, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

  let wake: OpenWakeWord;
  let silero: SileroVad;
  try {
    wake = await OpenWakeWord.load(init.paths.wake);
  } catch (err) {
    post({ type: 'loadFailed', model: err instanceof ModelLoadError ? err.model : 'openwakeword' });
    return;
  }
  try {
    silero = await SileroVad.load(init.paths.vad, SESSION_OPTIONS);
  } catch {
    post({ type: 'loadFailed', model: 'silero_vad' });
    return;
  }
  const vad = new GatedVad(silero, { always: init.vad === 'always' });
  const gate = new DetectionGate(init.threshold, Math.round((init.refractoryMs * SAMPLE_RATE_HZ) / 1000));
  let pending = new Int16Array(0); // samples not yet stepped by the wake model
  let stepped = 0; // samples the wake model has consumed
  const scores: Record<string, number> = {};

  const onFrame = async (seq: number, frame: Int16Array | Float32Array): Promise<void> => {
    const started = performance.now();
    const samples = toInt16(frame);
    const startSample = vad.position;
    vad.append(samples);
    // The usual frame is exactly one step with nothing left over: step it in place, without a copy.
    let joined = samples;
    if (pending.length > 0) {
      joined = new Int16Array(pending.length + samples.length);
      joined.set(pending);
      joined.set(samples, pending.length);
    }
    const usable = joined.length - (joined.length % STEP_SAMPLES);
    const detections: Detection[] = [];
    for (const stepScores of await wake.steps(joined.subarray(0, usable))) {
      stepped += STEP_SAMPLES;
      for (const [name, score] of stepScores) scores[name] = score;
      const hit = gate.step(stepScores, stepped);
      if (hit) detections.push(hit);
    }
    pending = joined.slice(usable);
    // A wake word means speech will follow: the VAD starts from the detection (with its warm-up before it).
    if (detections[0]) vad.activate(detections[0].atSample);
    const probabilities = await vad.run();
    const result: FromWorker = {
      type: 'frame', seq, startSample, samples, detections, scores: { ...scores }, vad: probabilities,
      busyMs: performance.now() - started,
    };
    post(result, [samples.buffer as ArrayBuffer]);
  };

  // Messages are handled strictly one after another, in arrival order.
  let queue = Promise.resolve();
  port.on('message', (message: ToWorker) => {
    queue = queue.then(async () => {
      switch (message.type) {
        case 'frame': return onFrame(message.seq, message.samples);
        case 'resetVad': return silero.reset();
        case 'listen': return vad.activate(message.fromSample);
        case 'rest': return vad.rest(message.atSample);
        case 'close': return process.exit(0); // in a worker thread this ends the thread only
      }
    });
  });
  post({ type: 'ready', heads: wake.heads.map((h) => h.name) });
}

void main();
