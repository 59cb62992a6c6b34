/**
 * Reads the configuration once at start-up: the embedded defaults (config/hearth.toml), the user's file
 * (--config or HEARTH_CONFIG), then the environment overrides below. The result is validated and frozen;
 * nothing else in Hearth reads process.env.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseToml } from 'smol-toml';
import { ConfigError, buildConfigObject, SCHEMA } from './schema.js';
import type { Config } from './types.js';

/** Environment variables users flip often, and the key each one sets. */
const ENV_OVERRIDES: Readonly<Record<string, readonly [section: string, key: string]>> = {
  HEARTH_DATA_DIR: ['paths', 'data_dir'],
  HEARTH_ZIM_DIR: ['paths', 'zim_dir'],
  HEARTH_MODELS_DIR: ['paths', 'models_dir'],
  HEARTH_KIWIX_URL: ['kiwix', 'url'],
  HEARTH_KIWIX_ON_THIS_BOX: ['kiwix', 'on_this_box'],
  HEARTH_SEARXNG_URL: ['searxng', 'url'],
  HEARTH_LLM_URL: ['llm', 'url'],
  HEARTH_HOST: ['server', 'host'],
  HEARTH_PORT: ['server', 'port'],
  HEARTH_LOG_LEVEL: ['log', 'level'],
  HEARTH_WYOMING_PORT: ['wyoming_server', 'port'],
};

/** The checkout (or installed package) root: the nearest folder above this module holding config/hearth.toml. */
export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'config', 'hearth.toml')) && existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new ConfigError('config: cannot find config/hearth.toml above the daemon code');
    dir = up;
  }
}

function readToml(path: string, label: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'EIO';
    throw new ConfigError(`config: cannot read ${label} ${path} (${code})`);
  }
  try {
    return parseToml(text) as Record<string, unknown>;
  } catch (error) {
    // smol-toml's message names line and column; keep only its first line.
    const first = String((error as Error).message).split('\n')[0];
    throw new ConfigError(`config: ${label} ${path} is not valid TOML: ${first}`);
  }
}

function envLayer(env: NodeJS.ProcessEnv): Record<string, Record<string, unknown>> {
  const layer: Record<string, Record<string, unknown>> = {};
  for (const [name, [section, key]] of Object.entries(ENV_OVERRIDES)) {
    const value = env[name];
    if (value === undefined) continue;
    let typed: unknown = value;
    if (SCHEMA[section]?.[key]?.type === 'int') {
      typed = /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
      if (Number.isNaN(typed)) throw new ConfigError(`config: ${name} must be an integer, got ${JSON.stringify(value).slice(0, 40)}`);
    }
    (layer[section] ??= {})[key] = typed;
  }
  return layer;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

interface LoadConfigOptions {
  /** --config from the command line; wins over HEARTH_CONFIG. */
  configPath?: string;
  env?: NodeJS.ProcessEnv;
}

/** Builds the frozen Config. Throws ConfigError (one line, no stack needed) on any problem. */
export function loadConfig(options: LoadConfigOptions = {}): Config {
  const env = options.env ?? process.env;
  const root = packageRoot();
  const layers = [{ raw: readToml(join(root, 'config', 'hearth.toml'), 'defaults'), source: 'the defaults' }];
  const userPath = options.configPath ?? (env.HEARTH_CONFIG || undefined);
  if (userPath) layers.push({ raw: readToml(resolve(userPath), 'file'), source: userPath });
  layers.push({ raw: envLayer(env), source: 'the environment' });
  const config = buildConfigObject(layers) as unknown as Config;

  // Empty paths take their documented defaults.
  const dataHome = env.XDG_DATA_HOME || join(homedir(), '.local', 'share');
  config.paths.dataDir = resolve(config.paths.dataDir || join(dataHome, 'hearth'));
  config.paths.zimDir = resolve(config.paths.zimDir || join(root, 'zim'));
  config.paths.modelsDir = resolve(config.paths.modelsDir || join(config.paths.dataDir, 'models'));
  if (config.locale.timeZone === '') config.locale.timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return deepFreeze(config);
}
