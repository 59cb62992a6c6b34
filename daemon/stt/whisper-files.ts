/**
 * Where a local Whisper model lives and which of its ONNX files to load. Pure apart from reading folders.
 *
 * `hearth models pull whisper-<size>` stores `onnx-community/whisper-<size>` from the Hugging Face hub as the
 * catalog model `whisper-<size>`: `<modelsDir>/whisper-<size>/` (config.json, tokenizer files, onnx/*.onnx).
 * That copy is used when the model manager vouches for it; transformers.js then reads it with
 * `env.localModelPath = <modelsDir>` and the model id `whisper-<size>`. A copy laid out the hub's way,
 * `<modelsDir>/onnx-community/whisper-<size>/` (placed by hand), is the fallback. The repositories hold each
 * graph in several precisions; we load whichever is present, preferring the 8-bit one (a quarter of the
 * size, about twice as fast on a CPU, and Whisper's accuracy barely moves).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadCatalog, type CatalogEntry } from '../models/catalog.js';
import { allVouched } from '../models/lock.js';

export type WhisperSize = 'tiny' | 'base' | 'small';

/** transformers.js dtype names and the file suffix each loads, in order of preference. */
const DTYPE_SUFFIXES: ReadonlyArray<readonly [dtype: string, suffix: string]> = [
  ['q8', '_quantized'],
  ['fp32', ''],
  ['fp16', '_fp16'],
  ['q4', '_q4'],
];

/** The two graphs the speech-recognition pipeline loads for Whisper. */
const GRAPHS = ['encoder_model', 'decoder_model_merged'] as const;

/** Files besides the graphs that must be present. */
const REQUIRED_FILES = ['config.json', 'tokenizer.json', 'preprocessor_config.json'];

function whisperModelId(size: WhisperSize): string {
  return `onnx-community/whisper-${size}`;
}

export function whisperModelDir(modelsDir: string, size: WhisperSize): string {
  return join(modelsDir, ...whisperModelId(size).split('/'));
}

/** The catalog name the model manager stores a size under. */
function whisperCatalogName(size: WhisperSize): string {
  return `whisper-${size}`;
}

let catalog: ReadonlyMap<string, CatalogEntry> | undefined;

/** The manager's directory for `whisper-<size>` when every catalog file is there and verified; else undefined. */
function managedWhisperDir(modelsDir: string, size: WhisperSize): string | undefined {
  try {
    catalog ??= new Map(loadCatalog().map((e) => [e.name, e]));
  } catch {
    return undefined; // an unreadable catalog leaves the hand-placed layout
  }
  const entry = catalog.get(whisperCatalogName(size));
  if (!entry) return undefined;
  const dir = join(modelsDir, entry.name);
  return allVouched(entry, dir).verified ? dir : undefined;
}

/**
 * The dtype to load for each graph, given the file names in the model's `onnx/` folder; undefined when a
 * graph has no usable file. Pure.
 */
export function chooseWhisperDtypes(onnxFiles: readonly string[]): Record<(typeof GRAPHS)[number], string> | undefined {
  const present = new Set(onnxFiles);
  const chosen: Partial<Record<(typeof GRAPHS)[number], string>> = {};
  for (const graph of GRAPHS) {
    const hit = DTYPE_SUFFIXES.find(([, suffix]) => present.has(`${graph}${suffix}.onnx`));
    if (!hit) return undefined;
    chosen[graph] = hit[0];
  }
  return chosen as Record<(typeof GRAPHS)[number], string>;
}

/**
 * What the worker needs to load a local model (`modelId` relative to `modelsDir`), or undefined when the
 * model is not (fully) downloaded. The model manager's copy wins over a hand-placed one.
 */
export function findWhisperModel(modelsDir: string, size: WhisperSize): { modelId: string; dtype: Record<string, string> } | undefined {
  const managed = managedWhisperDir(modelsDir, size);
  if (managed) {
    const found = whisperIn(managed, whisperCatalogName(size));
    if (found) return found;
  }
  return whisperIn(whisperModelDir(modelsDir, size), whisperModelId(size));
}

function whisperIn(dir: string, modelId: string): { modelId: string; dtype: Record<string, string> } | undefined {
  if (!REQUIRED_FILES.every((f) => existsSync(join(dir, f)))) return undefined;
  let onnxFiles: string[];
  try {
    onnxFiles = readdirSync(join(dir, 'onnx'));
  } catch {
    return undefined;
  }
  const dtype = chooseWhisperDtypes(onnxFiles);
  return dtype ? { modelId, dtype } : undefined;
}
