/**
 * A Kiwix catalog on loopback built from real parts: the real ZIM files from ../shared/zim, a library.xml
 * written by the real `kiwix-manage` (with each book's download URL, as library.kiwix.org's library has),
 * and the real `kiwix-serve --library` answering `/catalog/v2/entries` with libkiwix's own OPDS XML. The
 * files, their `.sha256` and their `.meta4` (metalink, RFC 5854, in the shape download.kiwix.org serves)
 * come from the loopback mirror (helpers/mirror.ts), which can cut a download off or serve wrong bytes.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startMirror, type Mirror } from './mirror.js';
import { sharedPath } from './shared.js';
import { startKiwixServeWith } from './zim.js';

const run = promisify(execFile);

export interface CatalogBook {
  /** File in ../shared/zim. */
  file: string;
  /** How the catalog links the book: its .meta4 (library.kiwix.org does) or the .zim itself. */
  link?: 'meta4' | 'zim';
  /** Write a SHA-256 into the .meta4 / .sha256 that is not the file's. */
  wrongSha256?: boolean;
}

export interface TestCatalog {
  /** Base URL for zim.catalog_url. */
  url: string;
  mirror: Mirror;
  /** The mirror's URL path of a book's .zim, for faults. */
  zimPath(file: string): string;
  close(): Promise<void>;
}

function metalink(file: string, size: number, sha256: string, url: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<metalink xmlns="urn:ietf:params:xml:ns:metalink">
  <generator>MirrorBrain/2.19.0</generator>
  <origin dynamic="true">${url}.meta4</origin>
  <published>2026-11-30T10:00:00Z</published>
  <publisher>
    <name>Kiwix project</name>
    <url>https://kiwix.org</url>
  </publisher>

  <file name="${file}">
    <size>${size}</size>
    <hash type="md5">${createHash('md5').update(file).digest('hex')}</hash>
    <hash type="sha-1">${createHash('sha1').update(file).digest('hex')}</hash>
    <hash type="sha-256">${sha256}</hash>
    <url location="xx" priority="1">${url}</url>
  </file>
</metalink>
`;
}

export async function startTestCatalog(books: readonly CatalogBook[]): Promise<TestCatalog> {
  const mirror = await startMirror();
  const dir = mkdtempSync(join(tmpdir(), 'hearth-catalog-'));
  const library = join(dir, 'library.xml');
  const paths = new Map<string, string>();
  for (const book of books) {
    const content = readFileSync(sharedPath('zim', book.file));
    const real = createHash('sha256').update(content).digest('hex');
    const sha256 = book.wrongSha256 ? createHash('sha256').update('not the file').digest('hex') : real;
    const zimPath = mirror.put('kiwix/zim', 'main', `wikipedia/${book.file}`, content);
    paths.set(book.file, zimPath);
    const zimUrl = `${mirror.url}${zimPath}`;
    mirror.put('kiwix/zim', 'main', `wikipedia/${book.file}.sha256`, Buffer.from(`${sha256}  ${book.file}\n`));
    mirror.put('kiwix/zim', 'main', `wikipedia/${book.file}.meta4`, Buffer.from(metalink(book.file, content.length, sha256, zimUrl)));
    const link = book.link === 'zim' ? zimUrl : `${zimUrl}.meta4`;
    await run('kiwix-manage', [library, 'add', sharedPath('zim', book.file), `--url=${link}`]);
  }
  // Started as the other suites start theirs: retried on another port when one is taken before kiwix-serve binds it.
  const server = await startKiwixServeWith(['--library', library], [], 15_000);
  return {
    url: server.url,
    mirror,
    zimPath: (file) => paths.get(file) ?? '',
    async close() {
      await server.stop();
      await mirror.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
