/**
 * The configuration schema and its validator: pure, no I/O. Keys are written in snake_case in TOML and
 * appear in camelCase in the typed Config. Every error names the key path as the user wrote it and what
 * was expected, in one line, so start-up can stop with that line and no stack trace.
 */

import { HearthError } from '../errors.js';

type FieldSpec =
  | { type: 'string'; maxLength?: number }
  | { type: 'url' } // empty string allowed: it means "off" or "managed" for the key that uses it
  | { type: 'int'; min: number; max: number }
  | { type: 'number'; min: number; max: number }
  | { type: 'bool' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'stringList'; maxItems: number }
  | { type: 'timeZone' }
  | { type: 'tcpUri' } // empty, or tcp://host:port (Wyoming servers)
  | { type: 'tcpUriList'; maxItems: number }; // tcp://host:port each (Wyoming satellites)

type SectionSpec = Record<string, FieldSpec>;
type Schema = Record<string, SectionSpec>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One day in ms is the longest any single budget may sensibly be; ports and sizes have their own bounds. */
export const SCHEMA: Schema = {
  server: {
    host: { type: 'string', maxLength: 255 },
    port: { type: 'int', min: 0, max: 65535 },
    max_message_bytes: { type: 'int', min: 1024, max: 1_048_576 },
    max_messages_per_10s: { type: 'int', min: 1, max: 1000 },
    loopback_needs_token: { type: 'bool' },
    push_to_talk: { type: 'bool' },
    tls: { type: 'bool' },
  },
  paths: {
    data_dir: { type: 'string', maxLength: 4096 },
    zim_dir: { type: 'string', maxLength: 4096 },
    models_dir: { type: 'string', maxLength: 4096 },
  },
  turn: {
    deadline_ms: { type: 'int', min: 1000, max: 120_000 },
  },
  log: {
    level: { type: 'enum', values: LOG_LEVELS },
    format: { type: 'enum', values: ['auto', 'pretty', 'json'] },
  },
  zim: {
    catalog_url: { type: 'url' },
  },
  locale: {
    time_zone: { type: 'timeZone' },
    language: { type: 'string', maxLength: 16 },
  },
  history: {
    enabled: { type: 'bool' },
    retention_days: { type: 'int', min: 1, max: 3650 },
  },
  kiwix: {
    url: { type: 'url' },
    on_this_box: { type: 'enum', values: ['auto', 'yes', 'no'] },
    binary: { type: 'string', maxLength: 4096 },
    port: { type: 'int', min: 0, max: 65535 },
    request_timeout_ms: { type: 'int', min: 50, max: 60_000 },
  },
  searxng: {
    url: { type: 'url' },
    dial_timeout_ms: { type: 'int', min: 50, max: 30_000 },
    request_timeout_ms: { type: 'int', min: 100, max: 60_000 },
    language: { type: 'string', maxLength: 16 },
    engines: { type: 'stringList', maxItems: 32 },
    max_results: { type: 'int', min: 1, max: 20 },
  },
  grounding: {
    enabled: { type: 'bool' },
    top_results: { type: 'int', min: 1, max: 10 },
    page_deadline_ms: { type: 'int', min: 500, max: 30_000 },
    allow_private: { type: 'stringList', maxItems: 64 },
    evidence_budget_chars: { type: 'int', min: 200, max: 20_000 },
    max_chars_per_page: { type: 'int', min: 100, max: 10_000 },
    page_cpu_budget_ms: { type: 'int', min: 100, max: 30_000 },
  },
  ranking: {
    dense_model: { type: 'string', maxLength: 200 },
    rerank_model: { type: 'string', maxLength: 200 },
    dense_max_pool: { type: 'int', min: 10, max: 5000 },
    keep_top_result_first: { type: 'bool' },
  },
  llm: {
    url: { type: 'url' },
    model: { type: 'string', maxLength: 200 },
    api_key: { type: 'string', maxLength: 500 },
    first_sentence_timeout_ms: { type: 'int', min: 100, max: 60_000 },
    max_tokens: { type: 'int', min: 16, max: 4096 },
    temperature: { type: 'number', min: 0, max: 2 },
    local_model: { type: 'string', maxLength: 4096 },
    context_size: { type: 'int', min: 256, max: 32_768 },
    threads: { type: 'int', min: 0, max: 256 },
    evidence_token_budget: { type: 'int', min: 50, max: 16_000 },
  },
  voice: {
    enabled: { type: 'bool' },
    follow_up_ms: { type: 'int', min: 0, max: 60_000 },
    ack_sound: { type: 'bool' },
  },
  audio: {
    input: { type: 'enum', values: ['sox', 'arecord', 'none'] },
    input_device: { type: 'string', maxLength: 200 },
    output: { type: 'enum', values: ['aplay', 'sox', 'none'] },
    output_device: { type: 'string', maxLength: 200 },
  },
  wake: {
    models: { type: 'stringList', maxItems: 8 },
    threshold: { type: 'number', min: 0.01, max: 0.99 },
    refractory_ms: { type: 'int', min: 0, max: 30_000 },
  },
  vad: {
    threshold: { type: 'number', min: 0.05, max: 0.95 },
    trailing_silence_ms: { type: 'int', min: 100, max: 5000 },
    max_utterance_ms: { type: 'int', min: 1000, max: 120_000 },
    no_speech_timeout_ms: { type: 'int', min: 500, max: 60_000 },
  },
  stt: {
    engine: { type: 'enum', values: ['whisper', 'wyoming'] },
    model: { type: 'enum', values: ['tiny', 'base', 'small'] },
    language: { type: 'string', maxLength: 16 },
    wyoming_uri: { type: 'tcpUri' },
  },
  tts: {
    engine: { type: 'enum', values: ['espeak', 'piper', 'wyoming'] },
    voice: { type: 'string', maxLength: 300 },
    wyoming_uri: { type: 'tcpUri' },
  },
  models: {
    mirror_url: { type: 'url' },
  },
  phraser: {
    max_sentences: { type: 'int', min: 1, max: 10 },
  },
  weather: {
    enabled: { type: 'bool' },
    latitude: { type: 'number', min: -90, max: 90 },
    longitude: { type: 'number', min: -180, max: 180 },
    place: { type: 'string', maxLength: 100 },
    url: { type: 'url' },
    timeout_ms: { type: 'int', min: 200, max: 30_000 },
    units: { type: 'enum', values: ['auto', 'metric', 'imperial'] },
  },
  wyoming_server: {
    enabled: { type: 'bool' },
    host: { type: 'string', maxLength: 255 },
    port: { type: 'int', min: 0, max: 65535 },
    allow: { type: 'stringList', maxItems: 64 },
    secret: { type: 'string', maxLength: 500 },
    advertise: { type: 'bool' },
    name: { type: 'string', maxLength: 63 },
    max_connections: { type: 'int', min: 1, max: 256 },
  },
  satellites: {
    uris: { type: 'tcpUriList', maxItems: 32 },
    names: { type: 'stringList', maxItems: 32 },
  },
};

/** A config problem: `line` is the whole message shown to the user. */
export class ConfigError extends HearthError {
  constructor(readonly line: string) {
    super('HEARTH_CONFIG_INVALID', line);
  }
}

function snakeToCamel(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** Levenshtein distance, used only to suggest a key for a misspelled one. */
function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_v, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const here = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = here;
    }
  }
  return row[b.length]!;
}

function suggest(key: string, known: string[]): string {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = editDistance(key, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best !== undefined && bestDistance <= 3 ? ` (did you mean "${best}"?)` : '';
}

function describe(spec: FieldSpec): string {
  switch (spec.type) {
    case 'string': return 'a string';
    case 'url': return 'an http(s) URL or ""';
    case 'int': return `an integer from ${spec.min} to ${spec.max}`;
    case 'number': return `a number from ${spec.min} to ${spec.max}`;
    case 'bool': return 'true or false';
    case 'enum': return `one of ${spec.values.join(', ')}`;
    case 'stringList': return `a list of at most ${spec.maxItems} strings`;
    case 'timeZone': return 'an IANA time zone such as "Europe/Berlin", or ""';
    case 'tcpUri': return 'a tcp://host:port URI, or ""';
    case 'tcpUriList': return `a list of at most ${spec.maxItems} tcp://host:port URIs`;
  }
}

function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (value instanceof Date) return 'a date';
  return typeof value === 'object' ? 'a table' : `${typeof value} ${JSON.stringify(value)}`.slice(0, 60);
}

function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const TCP_URI = /^tcp:\/\/(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/i;

function checkField(path: string, spec: FieldSpec, value: unknown): unknown {
  const fail = (): never => {
    throw new ConfigError(`config: ${path} must be ${describe(spec)}, got ${typeName(value)}`);
  };
  switch (spec.type) {
    case 'string':
      if (typeof value !== 'string' || value.length > (spec.maxLength ?? Infinity)) fail();
      return value;
    case 'url': {
      if (typeof value !== 'string') return fail();
      if (value === '') return value;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        return fail();
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') fail();
      return value.replace(/\/+$/, '');
    }
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value) || value < spec.min || value > spec.max) fail();
      return value;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value) || value < spec.min || value > spec.max) fail();
      return value;
    case 'bool':
      if (typeof value !== 'boolean') fail();
      return value;
    case 'enum':
      if (typeof value !== 'string' || !spec.values.includes(value)) fail();
      return value;
    case 'stringList':
      if (!Array.isArray(value) || value.length > spec.maxItems || !value.every((v) => typeof v === 'string')) fail();
      return Object.freeze([...(value as string[])]);
    case 'timeZone':
      if (typeof value !== 'string' || (value !== '' && !isValidTimeZone(value))) fail();
      return value;
    case 'tcpUri':
      if (typeof value !== 'string' || (value !== '' && !TCP_URI.test(value))) fail();
      return value;
    case 'tcpUriList':
      if (!Array.isArray(value) || value.length > spec.maxItems || !value.every((v) => typeof v === 'string' && TCP_URI.test(v))) fail();
      return Object.freeze([...(value as string[])]);
  }
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Checks a layer of raw settings (from a file or the environment) against the schema: unknown sections
 * and keys are refused by name, with a suggestion when one is close. `source` prefixes the message.
 */
function checkLayer(raw: unknown, source: string): void {
  if (!isTable(raw)) throw new ConfigError(`config: ${source} must be a table of sections`);
  for (const [section, body] of Object.entries(raw)) {
    const sectionSpec = SCHEMA[section];
    if (!sectionSpec) {
      throw new ConfigError(`config: unknown section [${section}] in ${source}${suggest(section, Object.keys(SCHEMA))}`);
    }
    if (!isTable(body)) throw new ConfigError(`config: ${section} in ${source} must be a table`);
    for (const [key, value] of Object.entries(body)) {
      const spec = sectionSpec[key];
      if (!spec) {
        throw new ConfigError(
          `config: unknown key ${section}.${key} in ${source}${suggest(key, Object.keys(sectionSpec))}`,
        );
      }
      checkField(`${section}.${key}`, spec, value);
    }
  }
}

/** Merges layers (later wins, key by key), validates the result completely and returns it camelCased. */
export function buildConfigObject(layers: Array<{ raw: Record<string, unknown>; source: string }>): Record<string, Record<string, unknown>> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const { raw, source } of layers) {
    checkLayer(raw, source);
    for (const [section, body] of Object.entries(raw)) {
      merged[section] = { ...merged[section], ...(body as Record<string, unknown>) };
    }
  }
  const out: Record<string, Record<string, unknown>> = {};
  for (const [section, sectionSpec] of Object.entries(SCHEMA)) {
    const values: Record<string, unknown> = {};
    for (const [key, spec] of Object.entries(sectionSpec)) {
      const value = merged[section]?.[key];
      if (value === undefined) throw new ConfigError(`config: ${section}.${key} is missing from the defaults`);
      values[snakeToCamel(key)] = checkField(`${section}.${key}`, spec, value);
    }
    out[snakeToCamel(section)] = values;
  }
  return out;
}
