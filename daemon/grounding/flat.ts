/**
 * A plain, linear path for HTML too deeply nested for a DOM. Pure.
 *
 * linkedom, Readability and html-to-text all cost more than linear time in the nesting depth: 1,000 nested
 * `<div>`s (12 KB) took Readability 20 s here and 4,000 over two minutes, linkedom alone parses 100,000 in 20 s,
 * and html-to-text's recursion overflows the stack at 16,000. No page written for people nests that deep; one
 * that does is broken or hostile. Element count matters the same way (MAX_DOM_ELEMENTS). So before any DOM is
 * built, `htmlShape` scans the tags (one pass, no DOM), and a page past either limit is read by `flatText`: tags dropped, block elements turned into
 * paragraph breaks, script and style skipped, entities decoded. No article detection, so navigation and
 * footers stay in; the passage ranking still finds the sentences that answer. Counted as grounding.pageFlattened.
 */
import { primaryLanguage, toParagraphs, type Extracted } from './extractors.js';

/**
 * Deepest nesting read through the DOM. Real pages nest 10-40 elements deep and heavy web applications up to
 * ~100; Readability on linkedom costs ~0.7 s at 200 on a tiny page and grows quadratically past it.
 */
export const MAX_DOM_DEPTH = 160;
/**
 * Most elements read through the DOM. Readability's cost grows with the element count and more steeply on
 * pages without an article (it retries with its filters off): 10,000 small linked divs took 4.3 s here, 80,000
 * took 14 s and 180 MB of heap, while a long encyclopedia article holds 20,000-40,000. A page past this is a
 * decompression bomb, a generated list or a data dump: its flat text is what a spoken answer could use.
 */
export const MAX_DOM_ELEMENTS = 50_000;

/** Elements whose end tag may be left out (they close when a sibling opens), and void elements: no nesting. */
const NON_NESTING = new Set([
  'p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'thead', 'tbody', 'tfoot', 'option', 'optgroup', 'colgroup', 'rt', 'rp',
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr', 'html',
  'head', 'body',
]);
/** Elements whose content is not markup (or never prose): skipped to their end tag. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template', 'svg', 'xmp', 'iframe', 'object']);
/** Elements that start and end a paragraph in the flat text. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'br', 'caption', 'dd', 'details', 'div', 'dl', 'dt', 'figcaption',
  'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'p',
  'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul',
]);

/** A tag, a comment or a doctype; the tag name lower-cased is group 2, '/' for an end tag group 1. */
const TAG_RE = /<!--[\s\S]*?(?:-->|$)|<!?\[?[^a-zA-Z/][^>]*>|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)[^>]*>/gu;

/**
 * Calls `visit` for every tag outside raw-text elements, in order, with where the text before it started, and
 * `raw` with the content of each raw-text element. Returns where the text after the last tag starts.
 */
function scanTags(
  html: string,
  visit: (name: string, end: boolean, textFrom: number, at: number) => void,
  raw?: (name: string, from: number, to: number) => void,
): number {
  TAG_RE.lastIndex = 0;
  let textFrom = 0;
  for (let m = TAG_RE.exec(html); m !== null; m = TAG_RE.exec(html)) {
    const name = m[2]?.toLowerCase() ?? '';
    const end = m[1] === '/';
    visit(name, end, textFrom, m.index);
    textFrom = TAG_RE.lastIndex;
    if (!end && RAW_TEXT.has(name)) {
      // Skip to the end tag: what is inside is not markup. A search from here on, so the pass stays linear.
      const closeRe = new RegExp(`</${name}`, 'giu');
      closeRe.lastIndex = textFrom;
      const close = closeRe.exec(html);
      const skipTo = close === null ? html.length : close.index;
      raw?.(name, textFrom, skipTo);
      TAG_RE.lastIndex = skipTo;
      textFrom = skipTo;
    }
  }
  return textFrom;
}

/** What the tag scan says about a page's shape, before any DOM is built. */
interface HtmlShape {
  /** How deep its elements nest. */
  depth: number;
  /** How many start tags it has. */
  elements: number;
}

/** The page's nesting depth and element count, by its tags alone (one pass over the string, no DOM). */
export function htmlShape(html: string): HtmlShape {
  let depth = 0;
  let max = 0;
  let elements = 0;
  scanTags(html, (name, end) => {
    if (name === '') return;
    if (!end) elements += 1;
    if (NON_NESTING.has(name) || RAW_TEXT.has(name)) return;
    if (end) depth = Math.max(0, depth - 1);
    else {
      depth += 1;
      if (depth > max) max = depth;
    }
  });
  return { depth: max, elements };
}

/** How deep the page's elements nest (htmlShape). */
export function nestingDepth(html: string): number {
  return htmlShape(html).depth;
}

/** True when the page is read flat: nested deeper than MAX_DOM_DEPTH or holding more than MAX_DOM_ELEMENTS. */
export function tooBigForDom(html: string): boolean {
  const shape = htmlShape(html);
  return shape.depth > MAX_DOM_DEPTH || shape.elements > MAX_DOM_ELEMENTS;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,6});/giu, (all, code: string) => {
    if (code[0] === '#') {
      const cp = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : ' ';
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? all;
  });
}

/** The page's text without a DOM: paragraphs at block elements, as the other extractors return it. */
export function flatText(html: string): Extracted {
  // Text is cut into a list of pieces (one join at the end) so that the pass stays linear.
  const parts: string[] = [];
  let title: string | undefined;
  let lang: string | undefined;
  const last = scanTags(
    html,
    (name, end, textFrom, at) => {
      if (at > textFrom) parts.push(html.slice(textFrom, at).replace(/\s+/gu, ' '));
      if (BLOCK.has(name)) parts.push('\n');
      if (!end && name === 'html' && lang === undefined) {
        const tag = html.slice(at, Math.min(html.length, at + 500));
        lang = primaryLanguage(/^<html\b[^>]*?\blang\s*=\s*["']?([a-zA-Z_-]{2,20})/iu.exec(tag)?.[1]);
      }
    },
    (name, from, to) => {
      if (name !== 'title' || title !== undefined) return;
      const t = html.slice(from, Math.min(to, from + 2_000)).replace(/\s+/gu, ' ').trim();
      if (t) title = decodeEntities(t);
    },
  );
  if (last < html.length) parts.push(html.slice(last).replace(/\s+/gu, ' '));
  const out: Extracted = { text: toParagraphs(decodeEntities(parts.join(''))) };
  if (title) out.title = title;
  if (lang) out.lang = lang;
  return out;
}
