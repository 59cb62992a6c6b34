/**
 * Parsers for the Kiwix catalog (OPDS 1.2 acquisition feeds from libkiwix's `/catalog/v2/entries`), for
 * metalink (.meta4, RFC 5854) files and for `.sha256` files. Pure functions over strings; no I/O.
 *
 * The feed is read leniently by regex, like daemon/kiwix/parse.ts reads kiwix-serve's own catalog: libkiwix
 * has written feeds that were not well-formed XML, and a catalog entry that cannot be read is skipped, not
 * fatal. Every field is optional except the download link; an entry without one cannot be pulled.
 */
import { decodeEntities } from '../kiwix/html.js';

export interface ZimEntry {
  /** The book's name without flavour or date ("wikipedia_en_100"). */
  name: string;
  /** "mini", "nopic", "maxi", or '' when the book has none. */
  flavour: string;
  title: string;
  summary: string;
  /** ISO 639-3 codes as the catalog gives them ("eng"; several for a multilingual book). */
  languages: string[];
  category: string;
  articleCount: number;
  mediaCount: number;
  /** Size of the ZIM file in bytes, from the acquisition link's length; 0 when not given. */
  sizeBytes: number;
  /** The acquisition link as given: usually the `.zim.meta4` next to the file. */
  downloadUrl: string;
  /** The file name the book downloads as ("wikipedia_en_100_mini_2022-10.zim"). */
  fileName: string;
  /** ISO date of this edition ("2022-10-28"), or ''. */
  updated: string;
  /** Whether the catalog says the ZIM has a full-text index (`_ftindex:yes`); unknown counts as yes. */
  fullText: boolean;
}

export interface ZimFeed {
  /** How many entries match in all (the feed may hold one page of them). */
  total: number;
  entries: ZimEntry[];
}

/** The type libkiwix gives a ZIM file's acquisition link. */
const ZIM_TYPE = 'application/x-zim';

function tag(xml: string, name: string): string {
  const m = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'u').exec(xml);
  return decodeEntities(m?.[1] ?? '').trim();
}

function attr(element: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'u').exec(element);
  return m ? decodeEntities(m[2] ?? m[3] ?? '') : undefined;
}

function count(text: string): number {
  const n = Number.parseInt(text.replace(/[^\d]/gu, ''), 10);
  return Number.isFinite(n) ? n : 0;
}

/** The last path segment of a URL without `.meta4`/`.torrent`, or '' when it does not name a ZIM file. */
export function zimFileName(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://x/').pathname;
  } catch {
    return '';
  }
  const last = decodeURIComponent(path.split('/').pop() ?? '').replace(/\.(meta4|metalink|torrent|magnet)$/u, '');
  return /^[\w.+-]+\.zim$/u.test(last) ? last : '';
}

/** Parses one `<entry>`; undefined when it has no ZIM acquisition link. */
export function parseEntry(xml: string): ZimEntry | undefined {
  let link: string | undefined;
  for (const m of xml.matchAll(/<link\b[^>]*>/gu)) {
    const element = m[0];
    if (attr(element, 'type') === ZIM_TYPE && (attr(element, 'rel') ?? '').includes('acquisition')) {
      link = element;
      break;
    }
  }
  const href = link ? attr(link, 'href') : undefined;
  if (!link || !href) return undefined;
  const fileName = zimFileName(href);
  if (fileName === '') return undefined;
  const tags = tag(xml, 'tags');
  return {
    name: tag(xml, 'name') || fileName.replace(/\.zim$/u, ''),
    flavour: tag(xml, 'flavour'),
    title: tag(xml, 'title'),
    summary: tag(xml, 'summary'),
    languages: tag(xml, 'language').split(/[,\s]+/u).filter(Boolean),
    category: tag(xml, 'category'),
    articleCount: count(tag(xml, 'articleCount')),
    mediaCount: count(tag(xml, 'mediaCount')),
    sizeBytes: count(attr(link, 'length') ?? ''),
    downloadUrl: href,
    fileName,
    updated: tag(xml, 'updated').slice(0, 10),
    fullText: !/(^|;)_ftindex:no(;|$)/u.test(tags),
  };
}

/** Parses an acquisition feed; entries without a download link are left out. */
export function parseFeed(xml: string): ZimFeed {
  const entries: ZimEntry[] = [];
  for (const m of xml.matchAll(/<entry\b[^>]*>([\s\S]*?)<\/entry>/gu)) {
    const entry = parseEntry(m[1] ?? '');
    if (entry) entries.push(entry);
  }
  const total = tag(xml, 'totalResults');
  return { total: total === '' ? entries.length : count(total), entries };
}

interface Metalink {
  /** The file's SHA-256 in lower-case hex, when the metalink has one. */
  sha256?: string;
  size?: number;
  /** Mirror URLs, best (lowest priority number) first. */
  urls: string[];
}

/** Parses a `.meta4` file: the first `<file>`'s size, SHA-256 and mirror URLs. */
export function parseMetalink(xml: string): Metalink {
  const file = /<file\b[^>]*>([\s\S]*?)<\/file>/u.exec(xml)?.[1] ?? '';
  let sha256: string | undefined;
  for (const m of file.matchAll(/<hash\b([^>]*)>\s*([0-9a-fA-F]+)\s*<\/hash>/gu)) {
    const type = attr(m[1] ?? '', 'type')?.toLowerCase();
    if ((type === 'sha-256' || type === 'sha256') && (m[2] ?? '').length === 64) sha256 = (m[2] ?? '').toLowerCase();
  }
  const sizeText = tag(file, 'size');
  const urls = [...file.matchAll(/<url\b([^>]*)>([\s\S]*?)<\/url>/gu)]
    .map((m) => ({ url: decodeEntities(m[2] ?? '').trim(), priority: Number(attr(m[1] ?? '', 'priority') ?? 999_999) }))
    .filter((u) => /^https?:\/\//u.test(u.url))
    .sort((a, b) => a.priority - b.priority)
    .map((u) => u.url);
  return { ...(sha256 ? { sha256 } : {}), ...(sizeText !== '' ? { size: count(sizeText) } : {}), urls };
}

/** Parses a `.sha256` file (`<hex>  <file name>`, as sha256sum writes it): the hash, or undefined. */
export function parseSha256File(text: string): string | undefined {
  const m = /^\s*([0-9a-fA-F]{64})\b/u.exec(text);
  return m?.[1]?.toLowerCase();
}
