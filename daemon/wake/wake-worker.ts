/**
 * The listener worker: loads openWakeWord (melspectrogram, embedding, heads) and Silero VAD, then for every
 * frame the main thread posts, runs all of them and posts back detections, scores and speech probabilities.
 * All ONNX Runtime work happens here, never on the main thread. Frames of any length are accepted; the models
 * step in 1280-sample units and the remainder waits for the next frame.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { DetectionGate, type Detection } from './gate.js';
import { ModelLoadError, OpenWakeWord, SESSION_OPTIONS, STEP_SAMPLES } from './openwakeword.js';
import type { FromWorker, ToWorker, WorkerInit } from './protocol.js';
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
  let vad: SileroVad;
  try {
    wake = await OpenWakeWord.load(init.paths.wake);
  } catch (err) {
    post({ type: 'loadFailed', model: err instanceof ModelLoadError ? err.model : 'openwakeword' });
    return;
  }
  try {
    vad = await SileroVad.load(init.paths.vad, SESSION_OPTIONS);
  } catch {
    post({ type: 'loadFailed', model: 'silero_vad' });
    return;
  }
  const gate = new DetectionGate(init.threshold, Math.round((init.refractoryMs * SAMPLE_RATE_HZ) / 1000));
  let position = 0; // samples received so far
  let pending = new Int16Array(0); // samples not yet stepped by the wake model
  let stepped = 0; // samples the wake model has consumed
  const scores: Record<string, number> = {};

  // Frames are handled strictly one after another, in arrival order.
  let queue = Promise.resolve();
  port.on('message', (message: ToWorker) => {
    queue = queue.then(async () => {
      if (message.type === 'resetVad') { vad.reset(); return; }
      const started = performance.now();
      const samples = toInt16(message.samples);
      const startSample = position;
      position += samples.length;
      const joined = new Int16Array(pending.length + samples.length);
      joined.set(pending);
      joined.set(samples, pending.length);
      const detections: Detection[] = [];
      let at = 0;
      for (; at + STEP_SAMPLES <= joined.length; at += STEP_SAMPLES) {
        const stepScores = await wake.step(joined.subarray(at, at + STEP_SAMPLES));
        stepped += STEP_SAMPLES;
        for (const [name, score] of stepScores) scores[name] = score;
        const hit = gate.step(stepScores, stepped);
        if (hit) detections.push(hit);
      }
      pending = joined.slice(at);
      const probabilities = await vad.push(samples);
      const result: FromWorker = {
        type: 'frame', seq: message.seq, startSample, samples, detections, scores: { ...scores }, vad: probabilities,
        busyMs: performance.now() - started,
      };
      post(result, [samples.buffer as ArrayBuffer]);
    });
  });
  post({ type: 'ready', heads: wake.heads.map((h) => h.name) });
}

void main();
