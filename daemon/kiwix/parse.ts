/**
 * Parsers for kiwix-serve replies (libkiwix 11 and 12+). Pure functions over strings; no I/O.
 *
 * Quirks handled here (see ../shared/reference/search-and-grounding.md §3):
 * - /search?format=xml puts the snippet into <description> as raw HTML with <b> highlights, so it is read as
 *   raw inner text and stripped, not parsed as XML; counts carry thousands separators ("12,345").
 * - /suggest returns JSON whose strings are HTML-entity encoded ("We Didn&apos;t", "&lt;b&gt;").
 * - The OPDS catalog on libkiwix 11 is not always well-formed XML, so it is read leniently by regex.
 * - Article links are /<book>/<path> on 11 and /content/<book>/<path> on 12+, under an optional root.
 */
import { decodeEntities, decodeTitle, stripTags } from './html.js';

interface SearchHit {
  title: string;
  /** Link as the server gave it (URL-encoded path, maybe under a root location). */
  link: string;
  /** Snippet text with highlights and markup removed. */
  snippet: string;
}

export interface SearchPage {
  total: number;
  hits: SearchHit[];
}

export interface Suggestion {
  title: string;
  /** Path inside the book, entity-decoded, not URL-encoded. */
  path: string;
}

export interface CatalogBook {
  /** The name kiwix-serve routes the book under (from the ZIM file name), used in URLs and `content=`. */
  book: string;
  title: string;
  /** Languages as ISO 639-3 codes, as the ZIM declares them ("eng", "rus"); may hold several. */
  languages: string[];
  /** Whether the ZIM has a full-text index. Unknown counts as yes; the server says 404 if not. */
  fullText: boolean;
}

/** Parses "12,345" or "12 345" (libkiwix's beautifyInteger) into 12345; NaN becomes 0. */
export function parseCount(text: string): number {
  const n = Number.parseInt(text.replace(/[^\d]/gu, ''), 10);
  return Number.isFinite(n) ? n : 0;
}

function firstTag(xml: string, tag: string): string | undefined {
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'u').exec(xml);
  return m?.[1];
}

/** Parses the RSS reply of /search?format=xml. */
export function parseSearchXml(xml: string): SearchPage {
  const total = parseCount(firstTag(xml, 'opensearch:totalResults') ?? '0');
  const hits: SearchHit[] = [];
  for (const m of xml.matchAll(/<item>([\s\S]*?)<\/item>/gu)) {
    const item = m[1] ?? '';
    // The item's own <title> comes before the nested <book><title>, so the first match is the article's.
    const title = decodeTitle(firstTag(item, 'title') ?? '').trim();
    const link = decodeEntities(firstTag(item, 'link') ?? '').trim();
    const snippet = stripTags(firstTag(item, 'description') ?? '');
    if (link.length > 0) hits.push({ title, link, snippet });
  }
  return { total, hits };
}

/** Parses the JSON reply of /suggest, keeping only title hits (kind "path"), with entities decoded. */
export function parseSuggestJson(body: string): Suggestion[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const out: Suggestion[] = [];
  for (const entry of data as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const e = entry as Record<string, unknown>;
    if (e.kind !== 'path' || typeof e.path !== 'string' || typeof e.value !== 'string') continue;
    out.push({ title: decodeTitle(e.value).trim(), path: decodeEntities(e.path) });
  }
  return out;
}

/**
 * Parses /catalog/v2/entries. The routing name comes from the entry's text/html link ("/<book>" on 11,
 * "/content/<book>" on 12+), not from <name>, which is the ZIM's own metadata and may differ.
 */
export function parseCatalog(xml: string, rootPath: string): CatalogBook[] {
  const books: CatalogBook[] = [];
  for (const m of xml.matchAll(/<entry>([\s\S]*?)<\/entry>/gu)) {
    const entry = m[1] ?? '';
    const href = /<link\b[^>]*type="text\/html"[^>]*href="([^"]*)"|<link\b[^>]*href="([^"]*)"[^>]*type="text\/html"/u.exec(
      entry,
    );
    const link = decodeEntities(href?.[1] ?? href?.[2] ?? '');
    const parsed = splitContentPath(link, rootPath);
    if (parsed === undefined) continue;
    const languages = (firstTag(entry, 'language') ?? '')
      .split(',')
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l.length > 0);
    const tags = firstTag(entry, 'tags') ?? '';
    books.push({
      book: parsed.book,
      title: decodeEntities(firstTag(entry, 'title') ?? '').trim(),
      languages,
      fullText: !/_ftindex:no\b/u.test(tags),
    });
  }
  return books;
}

/**
 * Splits a content link into book name and path, both URL-decoded. Accepts both layouts,
 * `<root>/<book>/<path>` (libkiwix 11) and `<root>/content/<book>/<path>` (12+), and absolute URLs.
 */
export function splitContentPath(link: string, rootPath: string): { book: string; path: string } | undefined {
  let path = link;
  if (/^https?:\/\//iu.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return undefined;
    }
  }
  const root = rootPath.replace(/\/+$/u, '');
  if (root.length > 0 && path.startsWith(`${root}/`)) path = path.slice(root.length);
  const parts = path.replace(/^\/+/u, '').split('/');
  if (parts[0] === 'content' && parts.length > 1) parts.shift();
  const [book, ...rest] = parts;
  if (book === undefined || book.length === 0) return undefined;
  try {
    return { book: decodeURIComponent(book), path: decodeURIComponent(rest.join('/')) };
  } catch {
    return undefined;
  }
}

/** URL-encodes a path inside a book segment by segment, keeping the slashes. */
export function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}
