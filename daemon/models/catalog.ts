/**
 * The model catalog: every model Hearth can download, by name, with the exact files it needs and how to
 * check them. It lives in models/catalog.json (see models/README.md); this module reads and validates it.
 * Nothing here does network I/O.
 *
 * A file is either *pinned* (its SHA-256 and size are in the catalog and every byte is checked against
 * them) or *unpinned* (`"sha256": "unpinned"`: the catalog could not know the hash when it was written, so
 * the first download is accepted with a warning and its hash is recorded in a lock file that every later
 * load and re-download is checked against; see lock.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../config/load.js';
import { HearthError } from '../errors.js';

export const MODEL_KINDS = ['wakeword', 'vad', 'stt', 'tts', 'llm', 'embedding', 'reranker'] as const;
export type ModelKind = (typeof MODEL_KINDS)[number];

/**
 * Where the upstream copy lives. With a mirror configured, every host is fetched from the mirror in the
 * Hugging Face shape instead (`<mirror>/<repo>/resolve/<revision>/<remote path>`), so one mirror tree
 * serves them all.
 * - huggingface:    `https://huggingface.co/<repo>/resolve/<revision>/<remote path>`
 * - github-release: `https://github.com/<repo>/releases/download/<revision>/<remote path>`
 * - github-raw:     `https://raw.githubusercontent.com/<repo>/<revision>/<remote path>`
 */
const MODEL_HOSTS = ['huggingface', 'github-release', 'github-raw'] as const;
export type ModelHost = (typeof MODEL_HOSTS)[number];

export const UNPINNED = 'unpinned';

export interface CatalogFile {
  /** Path inside the model's local directory (and, after `remotePrefix`, inside the repo). */
  readonly path: string;
  /** Bytes; null only for unpinned files, whose size is learned at the first download. */
  readonly size: number | null;
  /** Lower-case hex SHA-256, or 'unpinned'. */
  readonly sha256: string;
}

export interface CatalogEntry {
  readonly name: string;
  readonly kind: ModelKind;
  readonly host: ModelHost;
  /** owner/name on the host. */
  readonly repo: string;
  /** A commit, tag or release; a commit or tag is preferred over a moving branch like 'main'. */
  readonly revision: string;
  /** Folder inside the repo that holds the files; the local directory drops it. Empty for the root. */
  readonly remotePrefix: string;
  readonly files: readonly CatalogFile[];
  readonly licence: string;
  /** One sentence: what Hearth uses it for. */
  readonly purpose: string;
  /** BCP-47 primary codes, or ['multilingual'] / ['any'] for language-independent models. */
  readonly languages: readonly string[];
  /** Free-form remarks (licence caveats, why a file is unpinned). */
  readonly notes?: string;
}

/** A malformed catalog is a bug in Hearth's own files, so it throws with a stable code. */
export class CatalogError extends HearthError {
  constructor(message: string) {
    super('HEARTH_MODEL_CATALOG_INVALID', message);
  }
}

/** Piper's voice names carry a region in capitals (en_US-lessac-medium), so case is allowed. */
const NAME_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const SHA256_RE = /^[0-9a-f]{64}$/;
/** owner/name as GitHub and the hub spell them. */
const REPO_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]*\/[A-Za-z0-9][A-Za-z0-9_.-]*$/;
const REVISION_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/;

/** A relative path with no `..`, no empty segment and no leading slash: it must stay inside the model dir. */
function isSafeRelativePath(path: string): boolean {
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.length > 300) return false;
  return path.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && !s.startsWith('.') && !s.endsWith('.part'));
}

function fail(where: string, what: string): never {
  throw new CatalogError(`models/catalog.json: ${where}: ${what}`);
}

function str(obj: Record<string, unknown>, key: string, where: string): string {
  const v = obj[key];
  if (typeof v !== 'string' || v.trim() === '') fail(where, `"${key}" must be a non-empty string`);
  return v;
}

function parseFile(raw: unknown, where: string): CatalogFile {
  if (typeof raw !== 'object' || raw === null) fail(where, 'a file must be an object');
  const f = raw as Record<string, unknown>;
  const path = str(f, 'path', where);
  if (!isSafeRelativePath(path)) fail(where, `unsafe file path ${JSON.stringify(path)}`);
  const sha256 = str(f, 'sha256', where);
  if (sha256 !== UNPINNED && !SHA256_RE.test(sha256)) fail(where, `sha256 of ${path} must be 64 lower-case hex digits or "unpinned"`);
  const size = f.size ?? null;
  if (size !== null && (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0)) fail(where, `size of ${path} must be a byte count`);
  if (sha256 !== UNPINNED && size === null) fail(where, `pinned file ${path} needs its size`);
  return { path, size, sha256 };
}

function parseEntry(raw: unknown, index: number): CatalogEntry {
  if (typeof raw !== 'object' || raw === null) fail(`entry ${index}`, 'must be an object');
  const e = raw as Record<string, unknown>;
  const name = str(e, 'name', `entry ${index}`);
  const where = `model "${name}"`;
  if (!NAME_RE.test(name)) fail(where, 'name must be letters, digits, _ . -');
  const kind = str(e, 'kind', where) as ModelKind;
  if (!MODEL_KINDS.includes(kind)) fail(where, `kind must be one of ${MODEL_KINDS.join(', ')}`);
  const host = (e.host ?? 'huggingface') as ModelHost;
  if (!MODEL_HOSTS.includes(host)) fail(where, `host must be one of ${MODEL_HOSTS.join(', ')}`);
  const repo = str(e, 'repo', where);
  if (!REPO_RE.test(repo)) fail(where, 'repo must be owner/name');
  const revision = str(e, 'revision', where);
  if (!REVISION_RE.test(revision)) fail(where, 'revision must be a commit, tag or branch name');
  const remotePrefix = e.remotePrefix === undefined ? '' : String(e.remotePrefix);
  if (remotePrefix !== '' && !isSafeRelativePath(remotePrefix)) fail(where, 'remotePrefix must be a relative folder');
  if (!Array.isArray(e.files) || e.files.length === 0) fail(where, 'files must be a non-empty list');
  const files = e.files.map((f) => parseFile(f, where));
  const paths = new Set(files.map((f) => f.path));
  if (paths.size !== files.length) fail(where, 'file paths must be unique');
  const languages = e.languages;
  if (!Array.isArray(languages) || languages.length === 0 || !languages.every((l) => typeof l === 'string' && l !== '')) {
    fail(where, 'languages must be a non-empty list of strings');
  }
  const notes = e.notes === undefined ? undefined : str(e, 'notes', where);
  return {
    name, kind, host, repo, revision, remotePrefix, files,
    licence: str(e, 'licence', where),
    purpose: str(e, 'purpose', where),
    languages: languages as string[],
    ...(notes === undefined ? {} : { notes }),
  };
}

/** Validates a parsed catalog document ({ models: [...] }); throws CatalogError on the first problem. */
export function parseCatalog(doc: unknown): readonly CatalogEntry[] {
  if (typeof doc !== 'object' || doc === null || !Array.isArray((doc as { models?: unknown }).models)) {
    fail('top level', 'must be an object with a "models" list');
  }
  const entries = (doc as { models: unknown[] }).models.map(parseEntry);
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.name)) fail(`model "${e.name}"`, 'name is used twice');
    seen.add(e.name);
  }
  return Object.freeze(entries);
}

/** Where the shipped catalog lives. */
export function defaultCatalogPath(): string {
  return join(packageRoot(), 'models', 'catalog.json');
}

/** Reads and validates a catalog file (the shipped one by default). */
export function loadCatalog(path = defaultCatalogPath()): readonly CatalogEntry[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CatalogError(`models/catalog.json: cannot read it (${(error as NodeJS.ErrnoException).code ?? 'EIO'})`);
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new CatalogError('models/catalog.json: not valid JSON');
  }
  return parseCatalog(doc);
}

/** True when every file of the entry has a catalog hash (no first-download trust). */
export function isPinned(entry: CatalogEntry): boolean {
  return entry.files.every((f) => f.sha256 !== UNPINNED);
}

/** Sum of the known file sizes; unpinned files of unknown size count as 0 (see `sizeKnown`). */
export function catalogSizeBytes(entry: CatalogEntry): { bytes: number; sizeKnown: boolean } {
  let bytes = 0;
  let sizeKnown = true;
  for (const f of entry.files) {
    if (f.size === null) sizeKnown = false;
    else bytes += f.size;
  }
  return { bytes, sizeKnown };
}

/**
 * The download address of one file: pure, so tests can check the shapes. `mirrorUrl` empty means the
 * file's own host. Path segments are percent-encoded one by one.
 */
export function fileUrl(entry: CatalogEntry, file: CatalogFile, mirrorUrl: string): string {
  const remote = (entry.remotePrefix ? `${entry.remotePrefix}/${file.path}` : file.path)
    .split('/').map(encodeURIComponent).join('/');
  const repo = entry.repo.split('/').map(encodeURIComponent).join('/');
  const rev = encodeURIComponent(entry.revision);
  if (mirrorUrl !== '') return `${mirrorUrl.replace(/\/+$/, '')}/${repo}/resolve/${rev}/${remote}`;
  switch (entry.host) {
    case 'huggingface':
      return `https://huggingface.co/${repo}/resolve/${rev}/${remote}`;
    case 'github-release':
      return `https://github.com/${repo}/releases/download/${rev}/${remote}`;
    case 'github-raw':
      return `https://raw.githubusercontent.com/${repo}/${rev}/${remote}`;
  }
}
