/**
 * Finding the listener's model files. Names in the config (`wake.models`) are either paths to `.onnx` files or
 * catalog names. The listener also asks for three fixed names: `melspectrogram`, `embedding_model` and
 * `silero_vad`, which live inside the catalog models `openwakeword` and `silero-vad`.
 *
 * Catalog names resolve through the model manager first: `<modelsDir>/<model>/<file from the catalog>`, used
 * only when the manager vouches for it (`localDir`), e.g. `<modelsDir>/hey_jarvis/hey_jarvis_v0.1.onnx` after
 * `hearth models pull hey_jarvis`. `managerResolver(models, { download: true })` also downloads a missing
 * model (the daemon's voice loop). Then the older flat layouts under `<modelsDir>` are tried:
 *   openwakeword/<name>_v0.1.onnx, openwakeword/<name>.onnx, silero-vad/<name>.onnx
 * A model that cannot be found is an outcome naming it, never an exception.
 */
import { access } from 'node:fs/promises';
import { basename, isAbsolute, join } from 'node:path';
import { silentLogger } from '../log/logger.js';
import type { CatalogEntry } from '../models/catalog.js';
import { ModelManager } from '../models/manager.js';
import { Counters } from '../status/counters.js';
import type { Outcome } from '../outcome.js';
import type { WakeModelPaths } from './openwakeword.js';

/** Looks up a catalog name; resolves to a local file path, or undefined when it is not available. */
export type ResolveModel = (name: string) => Promise<string | undefined>;

const MELSPECTROGRAM_MODEL = 'melspectrogram';
const EMBEDDING_MODEL = 'embedding_model';
const VAD_MODEL = 'silero_vad';

export interface ListenerModelPaths {
  wake: WakeModelPaths;
  vad: string;
}

type ModelsOutcome = { ok: true; paths: ListenerModelPaths } | { ok: false; reason: 'modelMissing'; model: string };

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** Whether a configured name is a file path rather than a catalog name. */
function isModelPath(name: string): boolean {
  return name.endsWith('.onnx') || name.includes('/') || isAbsolute(name);
}

/** What the resolver needs of the model manager (a ModelManager fits). */
export interface ModelSource {
  localDir(name: string): string | undefined;
  entry(name: string): CatalogEntry | undefined;
  ensure?(name: string): Promise<Outcome<{ dir: string }, string>>;
}

/** The listener's fixed models and the catalog model and file that hold each. */
const FIXED_MODELS: Readonly<Record<string, { model: string; file: string }>> = {
  [MELSPECTROGRAM_MODEL]: { model: 'openwakeword', file: 'melspectrogram.onnx' },
  [EMBEDDING_MODEL]: { model: 'openwakeword', file: 'embedding_model.onnx' },
  [VAD_MODEL]: { model: 'silero-vad', file: 'silero_vad.onnx' },
};

/** The catalog model and file for a listener name: a fixed model, or a head's first .onnx file. Pure. */
function catalogFileFor(name: string, entry: (name: string) => CatalogEntry | undefined): { model: string; file: string } | undefined {
  const fixed = FIXED_MODELS[name];
  if (fixed) return fixed;
  const file = entry(name)?.files.find((f) => f.path.endsWith('.onnx'));
  return file ? { model: name, file: file.path } : undefined;
}

/**
 * Resolves catalog names through the model manager: a verified local copy, or (with `download`) whatever
 * `ensure()` fetches. Paths are used as given.
 */
export function managerResolver(models: ModelSource, options: { download?: boolean } = {}): ResolveModel {
  return async (name) => {
    if (isModelPath(name)) return (await exists(name)) ? name : undefined;
    const where = catalogFileFor(name, (n) => models.entry(n));
    if (!where) return undefined;
    let dir = models.localDir(where.model);
    if (dir === undefined && options.download && models.ensure) {
      const got = await models.ensure(where.model);
      dir = got.ok ? got.value.dir : undefined;
    }
    return dir === undefined ? undefined : join(dir, where.file);
  };
}

/** The flat layouts used before the model manager existed (and by ../shared/models). */
export function legacyResolver(modelsDir: string): ResolveModel {
  return async (name) => {
    if (isModelPath(name)) return (await exists(name)) ? name : undefined;
    const candidates = [join(modelsDir, 'openwakeword', `${name}_v0.1.onnx`), join(modelsDir, 'openwakeword', `${name}.onnx`), join(modelsDir, 'silero-vad', `${name}.onnx`)];
    for (const path of candidates) if (await exists(path)) return path;
    return undefined;
  };
}

/** Tries each resolver in turn; the first path found wins. */
export function firstOf(...resolvers: ResolveModel[]): ResolveModel {
  return async (name) => {
    for (const resolve of resolvers) {
      const path = await resolve(name);
      if (path !== undefined) return path;
    }
    return undefined;
  };
}

/** A model manager over `modelsDir` for lookups only: it never downloads, so it needs no mirror or logger. */
function lookupOnlyManager(modelsDir: string): ModelManager {
  return new ModelManager({ modelsDir, mirrorUrl: '', counters: new Counters(), logger: silentLogger() });
}

/**
 * The default resolver: a path as given, else what the model manager has verified under `modelsDir`, else
 * the flat layouts. Never downloads.
 */
export function defaultResolver(modelsDir: string): ResolveModel {
  return firstOf(managerResolver(lookupOnlyManager(modelsDir)), legacyResolver(modelsDir));
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
