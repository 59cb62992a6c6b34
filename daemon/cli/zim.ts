/**
 * `hearth zim search|list|pull|remove`: offline Wikipedia (and any other ZIM book) from the Kiwix catalog
 * into the ZIM folder. Sizes are shown before anything is downloaded; the progress bar goes to stderr
 * (redrawn on a terminal, plain lines otherwise) so `--json` on stdout stays one JSON document.
 */
import type { Config } from '../config/types.js';
import { CatalogClient, type CatalogFailure } from '../zim/catalog.js';
import { listLocal, matchLocal, pullBook, removeFiles, type PullFailure } from '../zim/library.js';
import type { ZimEntry } from '../zim/opds.js';
import { pickStarter } from '../zim/starter.js';
import type { Dispatcher } from 'undici';
import { formatBytes, withProgress, type ModelsIo } from './models.js';

export interface ZimArgs {
  sub: 'search' | 'list' | 'pull' | 'remove';
  words: string[];
  lang?: string;
  catalog?: string;
  json?: boolean;
}

type ZimIo = ModelsIo & { dispatcher?: Dispatcher };

const CATALOG_FAILURES: Record<CatalogFailure, string> = {
  unreachable: 'cannot reach the Kiwix catalog (no internet? set zim.catalog_url to a mirror)',
  httpError: 'the Kiwix catalog answered with an error',
  notACatalog: 'the address in zim.catalog_url does not answer like a Kiwix catalog',
  noChecksum: 'the catalog gives no checksum for this book, so it cannot be verified; not downloaded',
  off: 'the catalog is off (zim.catalog_url is empty)',
};

const PULL_FAILURES: Record<PullFailure, string> = {
  ...CATALOG_FAILURES,
  unreachable: 'the catalog or the download server cannot be reached; run the same command again to resume',
  httpError: 'the catalog or the download server answered with an error',
  hashMismatch: 'the download did not match its checksum and was deleted; run the same command again',
  truncated: 'the download was cut off; run the same command again to resume',
  diskError: 'cannot write to the ZIM folder (permissions? disk full?)',
  cancelled: 'stopped; run the same command again to resume',
  noSpace: 'not enough free disk space for this book',
};

/** The name `pull` takes for an entry: name and flavour ("wikipedia_en_100_mini"). */
function pullName(e: ZimEntry): string {
  return e.flavour && !e.name.endsWith(`_${e.flavour}`) ? `${e.name}_${e.flavour}` : e.name;
}

/** Pure: the search table. */
function formatEntries(entries: readonly ZimEntry[]): string {
  const rows = entries.map((e) => [
    pullName(e), e.languages.join(','), e.sizeBytes > 0 ? formatBytes(e.sizeBytes) : '?', e.articleCount.toLocaleString('en'), e.updated, e.title,
  ]);
  const header = ['NAME', 'LANG', 'SIZE', 'ARTICLES', 'DATE', 'TITLE'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}

/**
 * The catalog entries `name` means. Tried in turn: the catalog name itself; name and flavour
 * ("wikipedia_en_100_mini"); a file name with its date ("wikipedia_en_100_mini_2022-10[.zim]").
 */
async function findEntries(client: CatalogClient, name: string): Promise<{ ok: true; entries: ZimEntry[] } | { ok: false; reason: CatalogFailure }> {
  const stem = name.replace(/\.zim$/u, '').replace(/_\d{4}-\d{2}$/u, '');
  const asName = await client.search({ name: stem });
  if (!asName.ok) return asName;
  if (asName.value.entries.length > 0) return { ok: true, entries: asName.value.entries };
  const cut = stem.lastIndexOf('_');
  if (cut > 0) {
    const flavour = stem.slice(cut + 1);
    const byFlavour = await client.search({ name: stem.slice(0, cut) });
    if (!byFlavour.ok) return byFlavour;
    return { ok: true, entries: byFlavour.value.entries.filter((e) => e.flavour === flavour) };
  }
  return { ok: true, entries: [] };
}

export async function runZim(args: ZimArgs, config: Config, io: ZimIo = { stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  const zimDir = config.paths.zimDir;
  if (args.sub === 'list') {
    const local = await listLocal(zimDir);
    if (args.json) {
      io.stdout.write(`${JSON.stringify({ zimDir, ...local })}\n`);
      return 0;
    }
    if (local.books.length === 0) io.stdout.write(`no ZIM files in ${zimDir}; find one with: npx hearth zim search\n`);
    for (const b of local.books) io.stdout.write(`${b.file}  ${formatBytes(b.sizeBytes)}\n`);
    for (const b of local.partial) io.stdout.write(`${b.file}  ${formatBytes(b.sizeBytes)} downloaded so far (npx hearth zim pull resumes it)\n`);
    return 0;
  }
  if (args.sub === 'remove') {
    const name = args.words[0] ?? '';
    const files = await matchLocal(zimDir, name);
    if (files.length === 0) {
      io.stderr.write(`hearth: no ZIM file matching "${name.slice(0, 80)}" in ${zimDir}; see npx hearth zim list\n`);
      return 1;
    }
    const books = files.filter((f) => /\.zim(aa)?$/u.test(f));
    if (books.length > 1) {
      io.stderr.write(`hearth: "${name.slice(0, 80)}" matches ${books.length} books (${books.join(', ')}); give the file name\n`);
      return 1;
    }
    await removeFiles(zimDir, files);
    io.stdout.write(args.json ? `${JSON.stringify({ removed: files })}\n` : `removed ${files.join(', ')}; a running daemon stops serving it within seconds\n`);
    return 0;
  }

  const client = new CatalogClient({ baseUrl: args.catalog ?? config.zim.catalogUrl, ...(io.dispatcher ? { dispatcher: io.dispatcher } : {}) });
  try {
    return args.sub === 'search' ? await search(args, config, client, io) : await pull(args, zimDir, client, io);
  } finally {
    await client.close();
  }
}

async function search(args: ZimArgs, config: Config, client: CatalogClient, io: ZimIo): Promise<number> {
  const lang = args.lang ?? config.locale.language;
  const q = args.words.join(' ').trim();
  // Without words: the Wikipedias in the user's language, and which one to start with.
  const feed = await client.search(q === '' ? { lang, category: 'wikipedia' } : { lang, q });
  if (!feed.ok) {
    io.stderr.write(`hearth: ${CATALOG_FAILURES[feed.reason]}\n`);
    return 1;
  }
  const { entries, total } = feed.value;
  const starter = pickStarter(entries, lang);
  if (args.json) {
    io.stdout.write(`${JSON.stringify({ total, entries, starter: starter ? pullName(starter) : null })}\n`);
    return 0;
  }
  if (entries.length === 0) {
    io.stdout.write(`nothing in the catalog for "${q}" in language ${lang}; try other words or --lang\n`);
    return 0;
  }
  io.stdout.write(formatEntries(entries));
  if (total > entries.length) io.stdout.write(`(${entries.length} of ${total}; narrow the search with more words)\n`);
  if (starter) {
    io.stdout.write(`\nto start: npx hearth zim pull ${pullName(starter)}   (${formatBytes(starter.sizeBytes)}, ${starter.articleCount.toLocaleString('en')} articles, text only)\n`);
  }
  return 0;
}

async function pull(args: ZimArgs, zimDir: string, client: CatalogClient, io: ZimIo): Promise<number> {
  const name = args.words[0] ?? '';
  const found = await findEntries(client, name);
  if (!found.ok) {
    io.stderr.write(`hearth: ${CATALOG_FAILURES[found.reason]}\n`);
    return 1;
  }
  // The newest edition when the catalog lists several.
  const entries = [...found.entries].sort((a, b) => b.updated.localeCompare(a.updated));
  const flavours = new Set(entries.map((e) => e.flavour));
  if (entries.length === 0 || flavours.size > 1) {
    const hint = entries.length === 0 ? 'see npx hearth zim search' : `choose one of: ${[...new Set(entries.map(pullName))].join(', ')}`;
    io.stderr.write(`hearth: no single book named "${name.slice(0, 80)}" in the catalog; ${hint}\n`);
    return 2;
  }
  const entry = entries[0]!;
  io.stderr.write(`${entry.fileName}: ${entry.sizeBytes > 0 ? formatBytes(entry.sizeBytes) : 'size unknown'}, ${entry.articleCount.toLocaleString('en')} articles (${entry.title})\n`);
  const outcome = await withProgress(io, (view, signal) =>
    pullBook(entry, {
      zimDir, client, signal,
      onProgress: (received, total) => view.update({ file: entry.fileName, received, ...(total !== undefined ? { total } : {}) }),
    }),
  );
  if (!outcome.ok) {
    if (args.json) io.stdout.write(`${JSON.stringify({ file: entry.fileName, ok: false, reason: outcome.reason })}\n`);
    io.stderr.write(`hearth: ${entry.fileName}: ${PULL_FAILURES[outcome.reason]}\n`);
    return 1;
  }
  const { path, already } = outcome.value;
  if (args.json) io.stdout.write(`${JSON.stringify({ file: entry.fileName, ok: true, path, already })}\n`);
  else io.stdout.write(already ? `${entry.fileName} is already in ${zimDir}\n` : `${entry.fileName} is verified and in ${zimDir}; a running daemon serves it within seconds\n`);
  return 0;
}
