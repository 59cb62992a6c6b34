/**
 * The shipped catalog (models/catalog.json): well-formed, unique names, every model the voice and local-model
 * issues need, and the pinned hashes of the models in ../shared/models match those real files byte for byte.
 * Plus the validator's refusals and the download address shapes.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../daemon/config/load.js';
import { MODEL_KINDS, fileUrl, loadCatalog, parseCatalog, type CatalogEntry } from '../daemon/models/catalog.js';
import { missingShared, sharedPath } from './helpers/shared.js';

const SHARED_MODELS = sharedPath('models');
const NO_SHARED = missingShared(import.meta.url, ['models/openwakeword', 'models/silero-vad', 'models/piper-test']);
const catalog = loadCatalog();
const byName = new Map(catalog.map((e) => [e.name, e]));

/** Catalog entries whose files are the test fixtures in ../shared/models, and the folder holding them. */
const SHARED_DIRS: Record<string, string> = {
  openwakeword: 'openwakeword', alexa: 'openwakeword', hey_jarvis: 'openwakeword', hey_mycroft: 'openwakeword',
  'silero-vad': 'silero-vad', 'piper-test': 'piper-test',
};

describe('the shipped catalog', () => {
  it('has unique names and a known kind for every entry', () => {
    expect(new Set(catalog.map((e) => e.name)).size).toBe(catalog.length);
    for (const e of catalog) expect(MODEL_KINDS).toContain(e.kind);
  });

  it('has every model the voice and local-model features ask for', () => {
    for (const name of ['openwakeword', 'alexa', 'hey_jarvis', 'hey_mycroft', 'silero-vad', 'whisper-tiny', 'whisper-base',
      'whisper-small', 'en_US-lessac-medium', 'ru_RU-irina-medium', 'de_DE-thorsten-medium', 'es_ES-davefx-medium']) {
      expect(byName.has(name), name).toBe(true);
    }
    for (const kind of ['llm', 'embedding', 'reranker'] as const) expect(catalog.some((e) => e.kind === kind), kind).toBe(true);
  });

  it('names the default wake word and Whisper size as catalog models', () => {
    const config = loadConfig({ env: {} });
    for (const wake of config.wake.models) expect(byName.get(wake)?.kind).toBe('wakeword');
    expect(byName.get(`whisper-${config.stt.model}`)?.kind).toBe('stt');
  });

  it.skipIf(NO_SHARED)('pins the openWakeWord, Silero and Piper test files to the real files in ../shared/models', () => {
    for (const [name, folder] of Object.entries(SHARED_DIRS)) {
      const entry = byName.get(name) as CatalogEntry;
      for (const file of entry.files) {
        const bytes = readFileSync(join(SHARED_MODELS, folder, file.path));
        expect({ name, path: file.path, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') })
          .toEqual({ name, path: file.path, size: file.size, sha256: file.sha256 });
      }
    }
  });

  it('gives every unpinned file no size rather than a made-up one', () => {
    for (const e of catalog) for (const f of e.files) if (f.sha256 === 'unpinned') expect(f.size, `${e.name}/${f.path}`).toBeNull();
  });
});

describe('parseCatalog', () => {
  const good = {
    name: 'm', kind: 'vad', repo: 'o/r', revision: 'abc', files: [{ path: 'a.onnx', size: 1, sha256: 'a'.repeat(64) }],
    licence: 'MIT', purpose: 'p', languages: ['any'],
  };
  const parse = (models: unknown[]): unknown => parseCatalog({ models });

  it('accepts a well-formed entry and defaults the host to the hub', () => {
    expect(parseCatalog({ models: [good] })[0]).toMatchObject({ name: 'm', host: 'huggingface', remotePrefix: '' });
  });

  it('refuses a name used twice', () => {
    expect(() => parse([good, good])).toThrow(/used twice/);
  });

  it('refuses a file path that climbs out of the model folder', () => {
    expect(() => parse([{ ...good, files: [{ path: '../evil', size: 1, sha256: 'a'.repeat(64) }] }])).toThrow(/unsafe/);
  });

  it('refuses a pinned file without a size and a malformed hash', () => {
    expect(() => parse([{ ...good, files: [{ path: 'a', size: null, sha256: 'a'.repeat(64) }] }])).toThrow(/needs its size/);
    expect(() => parse([{ ...good, files: [{ path: 'a', size: 1, sha256: 'ABC' }] }])).toThrow(/sha256/);
  });

  it('refuses an unknown kind', () => {
    expect(() => parse([{ ...good, kind: 'vision' }])).toThrow(/kind/);
  });
});

describe('fileUrl', () => {
  const entry = (host: CatalogEntry['host'], remotePrefix = ''): CatalogEntry => ({
    name: 'x', kind: 'tts', host, repo: 'owner/repo', revision: 'v1.0.0', remotePrefix,
    files: [], licence: 'MIT', purpose: 'p', languages: ['en'],
  });
  const file = { path: 'onnx/model q.onnx', size: 1, sha256: 'a'.repeat(64) };

  it('builds the hub address with each path segment encoded', () => {
    expect(fileUrl(entry('huggingface'), file, '')).toBe('https://huggingface.co/owner/repo/resolve/v1.0.0/onnx/model%20q.onnx');
  });

  it('builds GitHub release and raw addresses with the remote prefix', () => {
    expect(fileUrl(entry('github-release'), file, '')).toBe('https://github.com/owner/repo/releases/download/v1.0.0/onnx/model%20q.onnx');
    expect(fileUrl(entry('github-raw', 'src/data'), file, '')).toBe('https://raw.githubusercontent.com/owner/repo/v1.0.0/src/data/onnx/model%20q.onnx');
  });

  it('sends every host to the mirror in the hub shape', () => {
    expect(fileUrl(entry('github-raw', 'src/data'), file, 'http://mirror.lan:8080/hf/'))
      .toBe('http://mirror.lan:8080/hf/owner/repo/resolve/v1.0.0/src/data/onnx/model%20q.onnx');
  });
});
