/**
 * Pure document policy for a page read: which responses are documents (by Content-Type, and by sniffing the
 * first bytes when the header is missing, generic or lying), and how to turn the bytes into text without
 * mojibake (charset from the BOM, the header, the document's own declaration, else UTF-8).
 */

export type DocumentKind = 'html' | 'xhtml' | 'text';

/** What the Content-Type header alone tells us. 'sniff': no usable type, look at the bytes. */
type DeclaredType = DocumentKind | 'sniff' | 'refuse';

/**
 * How many decoded bytes the sniffer looks at. The WHATWG MIME sniffing algorithm reads a 512-byte resource
 * header; binary signatures and stray control bytes show up well within it.
 */
export const SNIFF_BYTES = 512;

/**
 * How far into the document we look for `<meta charset>`. The HTML spec's prescan stops at 1024 bytes, but many
 * real pages put analytics scripts and long `<link>` lists before their meta tag; 4096 bytes catches those (the
 * same window MiniSearch uses) and costs nothing.
 */
const META_CHARSET_SCAN_BYTES = 4096;

/**
 * Share of U+FFFD replacement characters above which a decoding is judged wrong. A page with a few broken bytes
 * (a truncated emoji, one bad paste) stays readable; a page decoded with the wrong charset is full of them.
 */
const MAX_REPLACEMENT_SHARE = 0.01;

/** Media types a server sends when it does not know; we sniff those rather than trust them. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'application/unknown', 'unknown/unknown', '*/*', 'binary/octet-stream']);

/** The media type (lower case, no parameters) and the charset parameter of a Content-Type header. */
export function parseContentType(header: string | undefined): { mediaType: string; charset?: string } {
  const [type = '', ...params] = (header ?? '').split(';');
  const out: { mediaType: string; charset?: string } = { mediaType: type.trim().toLowerCase() };
  for (const param of params) {
    const m = /^\s*charset\s*=\s*"?([^";\s]+)"?\s*$/i.exec(param);
    if (m) out.charset = m[1]!;
  }
  return out;
}

/**
 * Decides from the header alone. PDF is refused: reading it would need a PDF parser (not installed, and parsing
 * untrusted PDF is neither cheap nor small), so for now a PDF result keeps its snippet.
 */
export function declaredType(mediaType: string): DeclaredType {
  if (mediaType === 'text/html') return 'html';
  if (mediaType === 'application/xhtml+xml') return 'xhtml';
  if (mediaType === 'text/plain') return 'text';
  if (GENERIC_TYPES.has(mediaType)) return 'sniff';
  return 'refuse';
}

const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0xff, 0xd8, 0xff], // JPEG
  [0x50, 0x4b, 0x03, 0x04], // ZIP (docx, epub, ...)
  [0x1f, 0x8b], // gzip inside gzip
  [0x52, 0x49, 0x46, 0x46], // RIFF (webp, wav, avi)
  [0x00, 0x00, 0x01, 0x00], // ICO
  [0x4f, 0x67, 0x67, 0x53], // OggS
  [0x49, 0x44, 0x33], // ID3 (mp3)
  [0x77, 0x4f, 0x46, 0x46], // wOFF
  [0x1a, 0x45, 0xdf, 0xa3], // Matroska / WebM
  [0x7f, 0x45, 0x4c, 0x46], // ELF
];

function startsWithBytes(head: Uint8Array, sig: readonly number[]): boolean {
  return sig.length <= head.length && sig.every((b, i) => head[i] === b);
}

function hasBinarySignature(head: Uint8Array): boolean {
  return BINARY_SIGNATURES.some((sig) => startsWithBytes(head, sig));
}

function hasUtf16Bom(head: Uint8Array): boolean {
  return (head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0xff && head[1] === 0xfe);
}

/** WHATWG "binary data byte": control bytes that never appear in text. UTF-16 text is exempt (it has NULs). */
function hasBinaryBytes(head: Uint8Array): boolean {
  if (hasUtf16Bom(head)) return false;
  for (const b of head) {
    if (b <= 0x08 || b === 0x0b || (b >= 0x0e && b <= 0x1a) || (b >= 0x1c && b <= 0x1f)) return true;
  }
  return false;
}

/** Tags that mark HTML when a document starts with them (after whitespace), as in the WHATWG sniffing table. */
const HTML_STARTS = ['!doctype html', 'html', 'head', 'script', 'iframe', 'h1', 'div', 'font', 'table', 'a', 'style', 'title', 'b', 'body', 'br', 'p', '!--'];

/**
 * Decides the document kind from its first bytes. `declared` is what the header said: a declared HTML or text
 * page is believed unless it starts with a binary signature (a mislabelled image or PDF) or, for text, holds
 * binary bytes; an undeclared one must look like HTML, XHTML or text. Returns undefined for "not a document".
 */
export function sniffDocument(head: Uint8Array, declared: DeclaredType): DocumentKind | undefined {
  if (declared === 'refuse' || hasBinarySignature(head)) return undefined;
  if (declared === 'html' || declared === 'xhtml') return declared;
  if (declared === 'text') return hasBinaryBytes(head) ? undefined : 'text';
  if (hasBinaryBytes(head)) return undefined;
  const text = Buffer.from(head).toString('latin1').replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart().toLowerCase();
  if (text.startsWith('<?xml')) return text.includes('http://www.w3.org/1999/xhtml') ? 'xhtml' : undefined;
  for (const tag of HTML_STARTS) {
    if (text.startsWith(`<${tag}`)) {
      const next = text.charAt(tag.length + 1);
      if (next === ' ' || next === '>' || next === '\t' || next === '\n' || next === '\r' || tag === '!--') return 'html';
    }
  }
  return 'text';
}

/** Returns TextDecoder's canonical name for a charset label, or undefined if it does not know the label. */
function canonicalCharset(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return undefined;
  }
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return undefined;
}

/**
 * The charset a document declares about itself in its first bytes: `<meta charset="…">`,
 * `<meta http-equiv="Content-Type" content="text/html; charset=…">`, or an XML declaration's `encoding`.
 */
export function declaredCharsetInDocument(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, META_CHARSET_SCAN_BYTES)).toString('latin1').replace(/<!--[\s\S]*?-->/g, '');
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(head);
  const meta = /<meta\b[^>]*?\bcharset\s*=\s*["']?\s*([a-z0-9_.:-]+)/i.exec(head);
  const label = canonicalCharset(meta?.[1] ?? xml?.[1]);
  // A document cannot declare UTF-16 from inside itself (its ASCII bytes would not be ASCII): the HTML spec
  // reads such a declaration as UTF-8.
  if (label === 'utf-16le' || label === 'utf-16be') return 'utf-8';
  return label;
}

function replacementShare(text: string): number {
  if (text.length === 0) return 0;
  let n = 0;
  for (let i = text.indexOf('\uFFFD'); i >= 0; i = text.indexOf('\uFFFD', i + 1)) n++;
  return n / text.length;
}

type DecodeResult = { ok: true; text: string; charset: string } | { ok: false };

/**
 * Decodes a document. Candidates in order: the byte-order mark, the header's charset, the document's own
 * declaration, UTF-8. The first candidate whose decoding is not full of replacement characters wins (so a
 * header that says UTF-8 over a windows-1251 page that says so in its meta tag still reads right). If none is
 * clean the page is refused rather than handing mojibake on. Stray U+FFFD in an accepted decoding are removed.
 * `truncated`: the bytes were cut at a cap, so a multi-byte character may be cut in half at the end; it is
 * dropped instead of decoded as U+FFFD.
 */
export function decodeDocument(bytes: Uint8Array, headerCharset: string | undefined, truncated: boolean): DecodeResult {
  const candidates = [bomCharset(bytes), canonicalCharset(headerCharset), declaredCharsetInDocument(bytes), 'utf-8'];
  const tried = new Set<string>();
  for (const charset of candidates) {
    if (!charset || tried.has(charset)) continue;
    tried.add(charset);
    const decoder = new TextDecoder(charset); // strips a matching BOM by default
    const text = truncated ? decoder.decode(bytes, { stream: true }) : decoder.decode(bytes);
    if (replacementShare(text) <= MAX_REPLACEMENT_SHARE) return { ok: true, text: text.replace(/\uFFFD/g, ''), charset };
  }
  return { ok: false };
}
