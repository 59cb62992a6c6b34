/**
 * Test audio made on the spot: espeak-ng speaks a text, sox converts it to 16 kHz mono 16-bit and pads it with
 * silence; sox also synthesizes white or pink noise. Clips are cached by their recipe in one temp dir per test
 * process (call removeClips() in afterAll), so suites that reuse a clip make it once.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dir: string | undefined;

function clipDir(): string {
  dir ??= mkdtempSync(join(tmpdir(), 'hearth-clips-'));
  return dir;
}

/** Deletes this process's clip cache. */
export function removeClips(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
}

function cached(recipe: unknown, make: (out: string) => void): string {
  const key = createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 16);
  const out = join(clipDir(), `${key}.wav`);
  if (!existsSync(out)) make(out);
  return out;
}

export interface SpeechOptions {
  /** espeak-ng voice, default "en". */
  voice?: string;
  /** Words per minute, espeak-ng's default 175. */
  wpm?: number;
  /** Seconds of silence before and after. */
  padBeforeS?: number;
  padAfterS?: number;
}

/** `text` spoken by espeak-ng as a 16 kHz mono 16-bit WAV, with silence around it. */
export function speechClip(text: string, options: SpeechOptions = {}): string {
  const { voice = 'en', wpm = 175, padBeforeS = 0.5, padAfterS = 1.5 } = options;
  return cached({ kind: 'speech', text, voice, wpm, padBeforeS, padAfterS }, (out) => {
    const raw = `${out}.raw.wav`;
    execFileSync('espeak-ng', ['-v', voice, '-s', String(wpm), '-w', raw, text], { stdio: 'ignore' });
    execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', out, 'pad', String(padBeforeS), String(padAfterS)], { stdio: 'ignore' });
    rmSync(raw, { force: true });
  });
}

/** Digital silence. */
export function silenceClip(seconds: number): string {
  return cached({ kind: 'silence', seconds }, (out) => {
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', out, 'trim', '0', String(seconds)], { stdio: 'ignore' });
  });
}

/** White or pink noise at `volume` (0..1 of full scale). `-R` makes sox repeatable, so the noise is the same every run. */
export function noiseClip(kind: 'white' | 'pink', seconds: number, volume = 0.1): string {
  return cached({ kind: 'noise', noise: kind, seconds, volume }, (out) => {
    execFileSync('sox', ['-R', '-n', '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', out, 'synth', String(seconds), `${kind}noise`, 'vol', String(volume)], { stdio: 'ignore' });
  });
}

/** Clips played one after another. */
export function concatClips(parts: readonly string[]): string {
  return cached({ kind: 'concat', parts }, (out) => {
    execFileSync('sox', [...parts, out], { stdio: 'ignore' });
  });
}

/** A clip in another format (rate, channels, bits), to exercise the WAV reader's conversion. */
export function convertClip(source: string, rate: number, channels: number, bits: 16 | 24 | 32, encoding: 'signed-integer' | 'floating-point' = 'signed-integer'): string {
  return cached({ kind: 'convert', source, rate, channels, bits, encoding }, (out) => {
    execFileSync('sox', [source, '-r', String(rate), '-c', String(channels), '-b', String(bits), '-e', encoding, out], { stdio: 'ignore' });
  });
}

/** Duration in seconds of a 16-bit mono WAV made here (44-byte header). */
export function clipSeconds(path: string): number {
  return Number(execFileSync('soxi', ['-D', path], { encoding: 'utf8' }).trim());
}

// ---- Running clips through the real listener (shared by the wake, VAD and listen suites) ----

import { readWavFile } from '../../daemon/audio/source.js';
import type { VadConfig } from '../../daemon/config/types.js';
import type { Detection } from '../../daemon/wake/gate.js';
import { startWakeEngine } from '../../daemon/wake/engine.js';
import { feedPcm } from '../../daemon/wake/feed.js';
import { Listener, type ListenerEvent } from '../../daemon/wake/listener.js';
import { sharedPath } from './shared.js';

/** The real models beside the checkout (CI puts a copy of shared/ next to the clone; see helpers/shared.ts). */
export const SHARED_MODELS_DIR = sharedPath('models');
/** The model folders the listener suites load. */
export const LISTENER_MODELS = ['models/openwakeword', 'models/silero-vad'];

export const TEST_VAD: VadConfig = { threshold: 0.5, trailingSilenceMs: 700, maxUtteranceMs: 15_000, noSpeechTimeoutMs: 2000 };

export interface ClipRun {
  detections: Detection[];
  events: ListenerEvent[];
  /** Highest score per head over the clip. */
  maxScores: Record<string, number>;
  durationMs: number;
}

/** Runs a WAV through a fresh listener worker and state machine. */
export async function listenToClip(path: string, options: { models?: string[]; refractoryMs?: number; vad?: Partial<VadConfig> } = {}): Promise<ClipRun> {
  const wav = await readWavFile(path);
  if (!wav.ok) throw new Error(`clip unreadable: ${wav.reason}`);
  const started = await startWakeEngine({
    wake: { models: options.models ?? ['alexa', 'hey_jarvis'], threshold: 0.5, refractoryMs: options.refractoryMs ?? 2000 },
    modelsDir: SHARED_MODELS_DIR,
  });
  if (!started.ok) throw new Error(`engine did not start: ${started.reason}`);
  const listener = new Listener({ vad: { ...TEST_VAD, ...options.vad } });
  const run: ClipRun = { detections: [], events: [], maxScores: {}, durationMs: (wav.pcm.length / 16000) * 1000 };
  try {
    await feedPcm(started.engine, wav.pcm, (r) => {
      run.detections.push(...r.detections);
      for (const [name, score] of Object.entries(r.scores)) run.maxScores[name] = Math.max(run.maxScores[name] ?? 0, score);
      run.events.push(...listener.push(r));
    });
    run.events.push(...listener.finish());
  } finally {
    await started.engine.close();
  }
  return run;
}
