/**
 * Finding the listener's model files. Names in the config (`wake.models`) are either paths to `.onnx` files or
 * catalog names. Catalog names go through an injected `resolveModel(name)` (the model manager, which may
 * download on first need); without one, the default looks under `<modelsDir>`:
 *   openwakeword/<name>_v0.1.onnx, openwakeword/<name>.onnx, silero-vad/<name>.onnx
 * The listener also asks for three fixed names: `melspectrogram`, `embedding_model` and `silero_vad`.
 * A model that cannot be found is an outcome naming it, never an exception.
 */
import { access } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import type { WakeModelPaths } from './openwakeword.js';

/** Looks up a catalog name; resolves to a local file path, or undefined when it is not available. */
export type ResolveModel = (name: string) => Promise<string | undefined>;

export const MELSPECTROGRAM_MODEL = 'melspectrogram';
export const EMBEDDING_MODEL = 'embedding_model';
export const VAD_MODEL = 'silero_vad';

export interface ListenerModelPaths {
  wake: WakeModelPaths;
  vad: string;
}

export type ModelsOutcome = { ok: true; paths: ListenerModelPaths } | { ok: false; reason: 'modelMissing'; model: string };

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Whether a configured name is a file path rather than a catalog name. */
export function isModelPath(name: string): boolean {
  return name.endsWith('.onnx') || name.includes('/') || isAbsolute(name);
}

/** The default resolver: a path as given, else the conventional places under `modelsDir`. */
export function defaultResolver(modelsDir: string): ResolveModel {
  return async (name) => {
    if (isModelPath(name)) return (await exists(name)) ? name : undefined;
    const candidates = [join(modelsDir, 'openwakeword', `${name}_v0.1.onnx`), join(modelsDir, 'openwakeword', `${name}.onnx`), join(modelsDir, 'silero-vad', `${name}.onnx`)];
    for (const path of candidates) if (await exists(path)) return path;
    return undefined;
  };
}

/** The name a head is reported under: the catalog name, or a path's file stem without `_v0.1`. */
export function headName(configured: string): string {
  return isModelPath(configured) ? basename(configured).replace(/\.onnx$/u, '').replace(/_v\d+(\.\d+)*$/u, '') : configured;
}

/** Resolves every model the listener needs; the first missing one is named in the outcome. */
export async function resolveListenerModels(wakeModels: readonly string[], resolve: ResolveModel): Promise<ModelsOutcome> {
  const find = async (name: string): Promise<string | undefined> => {
    const path = await resolve(name);
    return path !== undefined && (await exists(path)) ? path : undefined;
  };
  const melspectrogram = await find(MELSPECTROGRAM_MODEL);
  if (!melspectrogram) return { ok: false, reason: 'modelMissing', model: MELSPECTROGRAM_MODEL };
  const embedding = await find(EMBEDDING_MODEL);
  if (!embedding) return { ok: false, reason: 'modelMissing', model: EMBEDDING_MODEL };
  const vad = await find(VAD_MODEL);
  if (!vad) return { ok: false, reason: 'modelMissing', model: VAD_MODEL };
  const heads: Array<{ name: string; path: string }> = [];
  for (const configured of wakeModels) {
    const path = await find(configured);
    if (!path) return { ok: false, reason: 'modelMissing', model: headName(configured) };
    heads.push({ name: headName(configured), path });
  }
  return { ok: true, paths: { wake: { melspectrogram, embedding, heads }, vad } };
}
