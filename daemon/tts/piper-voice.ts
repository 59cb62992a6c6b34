/**
 * A Piper voice's description (the `.onnx.json` beside the `.onnx`), the model inputs built from it, and the
 * conversion of the model's float output into int16 PCM. Pure apart from reading files in `loadPiperVoice`
 * and `resolvePiperVoicePath`.
 *
 * The model (a VITS export, opset 15) takes `input` int64 [1, P] phoneme ids, `input_lengths` int64 [1] = P,
 * `scales` float32 [3] = [noise_scale, length_scale, noise_w], and `sid` int64 [1] only when the voice has
 * several speakers. It returns `output` float32 [1, 1, samples] at `audio.sample_rate`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { loadCatalog, type CatalogEntry } from '../models/catalog.js';
import { allVouched } from '../models/lock.js';
import type { PhonemeIdMap } from './phonemize.js';
import { SpeechError } from './types.js';

export interface PiperVoice {
  /** Path of the .onnx model. */
  modelPath: string;
  sampleRate: number;
  /** espeak-ng voice the phonemes come from, e.g. "en-us". */
  espeakVoice: string;
  phonemeIdMap: PhonemeIdMap;
  /** [noise_scale, length_scale, noise_w]. */
  scales: [number, number, number];
  numSpeakers: number;
  /** Speaker fed as `sid` for multi-speaker voices. */
  speakerId: number;
}

/** Piper's own defaults for a config without an inference section (piper1-gpl config.py). */
const DEFAULT_SCALES: [number, number, number] = [0.667, 1, 0.8];

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function obj(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** Builds a PiperVoice from a parsed `.onnx.json`. Throws SpeechError('failed') for a config Piper could not use. */
export function parsePiperConfig(modelPath: string, json: unknown): PiperVoice {
  const config = obj(json);
  const sampleRate = num(obj(config.audio).sample_rate, 0);
  const idMapRaw = obj(config.phoneme_id_map);
  if (sampleRate <= 0 || Object.keys(idMapRaw).length === 0) throw new SpeechError('failed', 'Piper voice config lacks a sample rate or phoneme ids');
  const phonemeType = config.phoneme_type ?? 'espeak';
  if (phonemeType !== 'espeak') throw new SpeechError('failed', 'only espeak-phonemized Piper voices are supported');
  const phonemeIdMap: Record<string, number[]> = {};
  for (const [phoneme, ids] of Object.entries(idMapRaw)) {
    if (Array.isArray(ids) && ids.every((id) => Number.isInteger(id))) phonemeIdMap[phoneme] = ids as number[];
  }
  const inference = obj(config.inference);
  const espeakVoice = typeof obj(config.espeak).voice === 'string' ? (obj(config.espeak).voice as string) : 'en-us';
  return {
    modelPath,
    sampleRate,
    espeakVoice,
    phonemeIdMap,
    scales: [
      num(inference.noise_scale, DEFAULT_SCALES[0]),
      num(inference.length_scale, DEFAULT_SCALES[1]),
      num(inference.noise_w, DEFAULT_SCALES[2]),
    ],
    numSpeakers: Math.max(1, Math.trunc(num(config.num_speakers, 1))),
    speakerId: Math.max(0, Math.trunc(num(config.default_speaker_id, 0))),
  };
}

/** Reads `<model>.onnx.json` for `<model>.onnx`. Throws SpeechError('modelMissing') when either is absent. */
export function loadPiperVoice(modelPath: string): PiperVoice {
  const configPath = `${modelPath}.json`;
  if (!existsSync(modelPath) || !existsSync(configPath)) throw new SpeechError('modelMissing', 'Piper voice files are missing');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(configPath, 'utf8'));
  } catch {
    throw new SpeechError('failed', 'Piper voice config is not JSON');
  }
  return parsePiperConfig(modelPath, json);
}

let catalog: ReadonlyMap<string, CatalogEntry> | undefined;

/**
 * A catalog voice the model manager has downloaded and verified: `<modelsDir>/<name>/<the entry's .onnx>`
 * (e.g. after `hearth models pull en_US-lessac-medium`), or undefined.
 */
function managedPiperVoicePath(name: string, modelsDir: string): string | undefined {
  try {
    catalog ??= new Map(loadCatalog().map((e) => [e.name, e]));
  } catch {
    return undefined; // an unreadable catalog leaves the hand-placed layouts
  }
  const entry = catalog.get(name);
  const model = entry?.files.find((f) => f.path.endsWith('.onnx'));
  if (!entry || entry.kind !== 'tts' || !model) return undefined;
  const dir = join(modelsDir, entry.name);
  return allVouched(entry, dir).verified ? join(dir, model.path) : undefined;
}

/**
 * Where the configured Piper voice (tts.voice) lives: a path to an .onnx file (absolute, or relative to the
 * working directory), or a voice name: first the model manager's verified copy (`<name>/<name>.onnx` from the
 * catalog), then hand-placed files in the models directory as `piper/<name>/<name>.onnx`, `piper/<name>.onnx`
 * or `<name>.onnx`. Returns the first that exists, or undefined.
 */
export function resolvePiperVoicePath(voice: string, modelsDir: string): string | undefined {
  const name = voice.trim();
  if (name === '') return undefined;
  if (name.endsWith('.onnx') || name.includes('/')) {
    const path = isAbsolute(name) ? name : resolve(name);
    return existsSync(path) ? path : undefined;
  }
  const managed = managedPiperVoicePath(name, modelsDir);
  if (managed) return managed;
  const candidates = [join(modelsDir, 'piper', name, `${name}.onnx`), join(modelsDir, 'piper', `${name}.onnx`), join(modelsDir, `${name}.onnx`)];
  return candidates.find((path) => existsSync(path));
}

/** A plain description of one model input, turned into an ort.Tensor in the worker. */
export interface FeedSpec {
  type: 'int64' | 'float32';
  data: number[];
  dims: number[];
}

/** The model inputs for one sentence's phoneme ids. `sid` only for multi-speaker voices. Pure. */
export function piperFeeds(ids: readonly number[], voice: Pick<PiperVoice, 'scales' | 'numSpeakers' | 'speakerId'>, lengthScale?: number): Record<string, FeedSpec> {
  const [noise, length, noiseW] = voice.scales;
  const feeds: Record<string, FeedSpec> = {
    input: { type: 'int64', data: [...ids], dims: [1, ids.length] },
    input_lengths: { type: 'int64', data: [ids.length], dims: [1] },
    scales: { type: 'float32', data: [noise, lengthScale ?? length, noiseW], dims: [3] },
  };
  if (voice.numSpeakers > 1) feeds.sid = { type: 'int64', data: [voice.speakerId], dims: [1] };
  return feeds;
}

/** Below this peak the model produced silence; normalising would only amplify noise (piper1-gpl uses 1e-8). */
const SILENCE_PEAK = 1e-8;

/**
 * The model's float output as int16 PCM, peak-normalised per sentence as piper1-gpl does (audio / peak,
 * zeros when the peak is below 1e-8), scaled by `volume` and clipped. Pure.
 */
export function floatToPcm(audio: Float32Array, volume = 1): Int16Array {
  let peak = 0;
  for (const x of audio) peak = Math.max(peak, Math.abs(x));
  const pcm = new Int16Array(audio.length);
  if (peak < SILENCE_PEAK) return pcm;
  const gain = volume / peak;
  for (let i = 0; i < audio.length; i += 1) {
    const v = Math.max(-1, Math.min(1, (audio[i] ?? 0) * gain));
    pcm[i] = Math.round(v * 32767);
  }
  return pcm;
}
