/**
 * The candidate main-content extractors, side by side, so the benchmark (bench/grounding-extraction.mjs) can
 * measure them on the same pages and extract.ts can use the winner. Pure: HTML string in, text out, no I/O.
 *
 * - `wholePageText`: html-to-text over the whole body. The baseline every other candidate must beat: it keeps
 *   navigation, footers and cookie banners (published figures put such converters near 0.66 shingle F1).
 * - `baseElementText`: html-to-text starting at the first `article`, `main` or `[role=main]` (else the body),
 *   skipping nav, header, footer, aside, form and friends. Cheap, but only as good as the page's markup.
 * - `readabilityText`: Mozilla Readability on a linkedom DOM, which scores blocks by text density and link
 *   density and so also finds articles on pages without semantic markup.
 *
 * Every candidate returns paragraphs separated by '\n\n', each paragraph on one line with whitespace collapsed.
 */
import { Readability } from '@mozilla/readability';
import { compile, type HtmlToTextOptions } from 'html-to-text';
import { parseHTML } from 'linkedom';
import { SPEECH_SELECTORS } from '../text/clean.js';

export interface Extracted {
  title?: string;
  text: string;
  lang?: string;
  /** Read without a DOM, the page being nested too deeply for one (flat.ts). */
  flattened?: boolean;
}

/** Elements that never hold article prose. Shared by the html-to-text candidates and the DOM walker. */
const SKIPPED_TAGS = [
  'script', 'style', 'noscript', 'template', 'svg', 'canvas', 'iframe', 'object', 'embed', 'video', 'audio',
  'img', 'picture', 'button', 'input', 'select', 'textarea', 'form', 'dialog', 'head', 'title', 'meta', 'link',
];
/** Page furniture the base-element candidate also drops. */
const FURNITURE_TAGS = ['nav', 'header', 'footer', 'aside', 'menu'];

const COMMON_OPTIONS: HtmlToTextOptions = {
  wordwrap: false,
  preserveNewlines: false,
  selectors: [
    ...SPEECH_SELECTORS,
    { selector: 'table', format: 'block' },
    { selector: 'tr', format: 'block' },
    { selector: 'td', format: 'inlineSurround', options: { prefix: ' ', suffix: ' ' } },
    { selector: 'th', format: 'inlineSurround', options: { prefix: ' ', suffix: ' ' } },
    ...SKIPPED_TAGS.map((selector) => ({ selector, format: 'skip' })),
  ],
};

/** Compiled once: compiling the option set is the expensive part of an html-to-text conversion. */
const wholePage = compile({ ...COMMON_OPTIONS, baseElements: { selectors: ['body'], returnDomByDefault: true } });

const mainContent = compile({
  ...COMMON_OPTIONS,
  baseElements: {
    selectors: ['article', 'main', '[role=main]', 'body'],
    orderBy: 'selectors',
    returnDomByDefault: true,
  },
  // One base element: the first match in selector order (the article), not every match on the page.
  limits: { maxBaseElements: 1 },
  selectors: [...(COMMON_OPTIONS.selectors ?? []), ...FURNITURE_TAGS.map((selector) => ({ selector, format: 'skip' }))],
});

/** Splits converter output into paragraphs (one per line), collapses whitespace, joins with a blank line. */
export function toParagraphs(text: string): string {
  const out: string[] = [];
  for (const line of text.split(/\n/u)) {
    const p = line.replace(/\s+/gu, ' ').trim();
    if (p.length > 0) out.push(p);
  }
  return out.join('\n\n');
}

/** The page's language: the primary subtag of `<html lang>` ('en-GB' -> 'en'), if it looks like one. */
export function primaryLanguage(tag: string | null | undefined): string | undefined {
  const m = /^\s*([a-zA-Z]{2,3})(?:[-_]|\s*$)/u.exec(tag ?? '');
  return m ? m[1]!.toLowerCase() : undefined;
}

/** `<title>` text by a quick scan, for the candidates that do not build a DOM. */
function scanTitle(html: string): string | undefined {
  const m = /<title[^>]*>([^<]{1,500})<\/title>/iu.exec(html);
  const t = m?.[1]?.replace(/\s+/gu, ' ').trim();
  return t ? decodeBasicEntities(t) : undefined;
}

function scanLang(html: string): string | undefined {
  const m = /<html\b[^>]*?\blang\s*=\s*["']?([a-zA-Z_-]{2,20})/iu.exec(html);
  return primaryLanguage(m?.[1]);
}

function decodeBasicEntities(s: string): string {
  return s
    .replace(/&amp;/gu, '&')
    .replace(/&lt;/gu, '<')
    .replace(/&gt;/gu, '>')
    .replace(/&quot;/gu, '"')
    .replace(/&#39;|&apos;/gu, "'")
    .replace(/&nbsp;/gu, ' ');
}

function withMeta(html: string, text: string): Extracted {
  const out: Extracted = { text };
  const title = scanTitle(html);
  const lang = scanLang(html);
  if (title) out.title = title;
  if (lang) out.lang = lang;
  return out;
}

export function wholePageText(html: string): Extracted {
  return withMeta(html, toParagraphs(wholePage(html)));
}

export function baseElementText(html: string): Extracted {
  return withMeta(html, toParagraphs(mainContent(html)));
}

/** Block-level elements: each starts a new paragraph in the DOM walk below. */
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'BLOCKQUOTE', 'CAPTION', 'DD', 'DIV', 'DL', 'DT', 'FIGCAPTION', 'FIGURE', 'H1', 'H2', 'H3',
  'H4', 'H5', 'H6', 'HR', 'LI', 'MAIN', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TBODY', 'THEAD', 'TFOOT', 'TR', 'UL',
  'BR', 'DETAILS', 'SUMMARY',
]);
const SKIPPED_UPPER = new Set(SKIPPED_TAGS.map((t) => t.toUpperCase()));

/** Minimal DOM node shape used by the walker (linkedom's nodes satisfy it). */
interface WalkNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  childNodes: ArrayLike<WalkNode>;
}

/** Elements that may hold a list of links and nothing else (navigation boxes, category lists, tables of contents). */
const LINK_LIST_TAGS = new Set(['UL', 'OL', 'DL', 'DIV', 'TABLE', 'NAV', 'SECTION', 'P']);
/**
 * A link list holds at least this many links and this share of its letters inside them. Readability keeps lists
 * whatever their link density (so that content lists survive), and on encyclopedia pages that lets navboxes,
 * category links and tables of contents through; for a spoken answer a block of nothing but links is never the
 * answer. Two links: one link alone may be a sentence written as a link.
 */
const LINK_LIST_MIN_LINKS = 2;
const LINK_LIST_MIN_LINK_SHARE = 0.95;

/**
 * Text of a DOM subtree with a paragraph break around every block element; table cells are space-separated.
 * Blocks that are lists of links and nothing else are left out (see LINK_LIST_MIN_LINKS).
 */
export function domText(root: WalkNode): string {
  const parts: string[] = [];
  let linkDepth = 0;
  let preDepth = 0;
  /** Walks `node`, and returns its letters (non-space characters), those inside links, and its links. */
  const walk = (node: WalkNode): { chars: number; linkChars: number; links: number } => {
    if (node.nodeType === 3) {
      const text = node.nodeValue ?? '';
      // A line break in the HTML source is a space; only block elements (and lines of <pre>) start paragraphs.
      parts.push(preDepth > 0 ? text : text.replace(/\s+/gu, ' '));
      const chars = text.replace(/\s+/gu, '').length;
      return { chars, linkChars: linkDepth > 0 ? chars : 0, links: 0 };
    }
    const none = { chars: 0, linkChars: 0, links: 0 };
    if (node.nodeType !== 1 && node.nodeType !== 9 && node.nodeType !== 11) return none;
    const name = node.nodeName.toUpperCase();
    if (SKIPPED_UPPER.has(name)) return none;
    const start = parts.length;
    const block = BLOCK_TAGS.has(name);
    if (block) parts.push('\n');
    else if (name === 'TD' || name === 'TH') parts.push(' ');
    const isLink = name === 'A';
    if (isLink) linkDepth += 1;
    if (name === 'PRE') preDepth += 1;
    const sum = { chars: 0, linkChars: 0, links: isLink ? 1 : 0 };
    const kids = node.childNodes;
    for (let i = 0; i < kids.length; i++) {
      const k = walk(kids[i]!);
      sum.chars += k.chars;
      sum.linkChars += k.linkChars;
      sum.links += k.links;
    }
    if (isLink) linkDepth -= 1;
    if (name === 'PRE') preDepth -= 1;
    if (LINK_LIST_TAGS.has(name) && linkDepth === 0 && sum.links >= LINK_LIST_MIN_LINKS && sum.linkChars >= LINK_LIST_MIN_LINK_SHARE * sum.chars) {
      parts.length = start;
      return none;
    }
    if (block) parts.push('\n');
    return sum;
  };
  walk(root);
  return toParagraphs(parts.join(''));
}

/**
 * Readability's own default character threshold. A lower one (250) was chosen first, on the generated bench
 * pages, so short CJK articles would pass the strictest first pass (F1 0.943 there against 0.940 at 500); on
 * saved real pages it cut a Japanese page to its first story (hukumusume: recall 0.44, F1 0.60 against
 * Readability's 0.99), and at 500 the saved pages score 0.998 (bench/grounding-saved-pages.mjs). Real pages win.
 */
const READABILITY_CHAR_THRESHOLD = 500;

/** Readability on linkedom; undefined when Readability finds no article. */
export function readabilityText(html: string, opts: { url?: string } = {}): Extracted | undefined {
  const { document } = parseHTML(html);
  const lang = primaryLanguage(document.documentElement?.getAttribute('lang'));
  // Readability tests every element's class and id against its "unlikely candidate" pattern, <html> included
  // (it spares only <body>): mdBook's <html class="sidebar-visible"> made it drop the whole document on the first
  // pass and fall back to a pass that keeps hidden popups ("Keyboard shortcuts ..."). The root's classes
  // describe the page's state, never a block of it.
  document.documentElement?.removeAttribute('class');
  document.documentElement?.removeAttribute('id');
  const docTitle = document.title?.replace(/\s+/gu, ' ').trim();
  void opts; // relative links are not needed: we keep text only
  // Readability is typed against the DOM lib; linkedom's document is structurally compatible.
  const reader = new Readability<WalkNode>(document as never, {
    charThreshold: READABILITY_CHAR_THRESHOLD,
    serializer: (node) => node as unknown as WalkNode,
  });
  const article = reader.parse();
  if (!article?.content) return undefined;
  const out: Extracted = { text: domText(article.content) };
  const title = article.title?.replace(/\s+/gu, ' ').trim() || docTitle;
  if (title) out.title = title;
  const articleLang = primaryLanguage(article.lang) ?? lang;
  if (articleLang) out.lang = articleLang;
  return out;
}
