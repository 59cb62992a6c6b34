/**
 * Article HTML to speakable paragraphs. Pure functions; no I/O.
 *
 * ZIM articles (Wikipedia via mwoffliner, or any HTML packed with zimwriterfs) keep their prose in <p>,
 * <li> and <dd> elements; infoboxes, navboxes, reference lists and figures are tables, <ul class=...>, <sup>
 * and <figure>. We take the prose blocks only, which is what a voice answer can read aloud, and skip the
 * rest. A regex walk is used rather than a DOM or html-to-text because it is ~50x faster on a 200 KB article
 * and the turn budget is tens of milliseconds; the price is that nested prose inside tables is skipped.
 */
import { endsSentence } from '../lang/sentences.js';
import { dataTableRows, ROW_RE, TABLE_TAG_RE, type TableRow } from './data-tables.js';

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  shy: '',
  thinsp: ' ',
  ensp: ' ',
  emsp: ' ',
  zwj: '',
  zwnj: '',
  deg: '°',
  times: '×',
  middot: '·',
  copy: '©',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  ntilde: 'ñ',
  ccedil: 'ç',
};

/** Decodes HTML character references: the common named ones and all numeric ones. Unknown ones stay. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/giu, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/**
 * An article title as a kiwix-serve reply carries it: its references decoded, then once more when the ZIM stored the
 * title escaped (mwoffliner writes "Blomkool &amp; broccoli slaai" as the title of "A/Blomkool_&_broccoli_slaai", which
 * kiwix-serve escapes again). Twice at most: a title written "&amp;amp;" on purpose is not worth a loop.
 */
export function decodeTitle(text: string): string {
  const once = decodeEntities(text);
  return once === text ? once : decodeEntities(once);
}

/**
 * Inline elements join their text to what is around it as written ("98<span>°</span>" is "98°", "<b>Ray</b>mond" is
 * "Raymond"); every other tag separates words.
 */
const INLINE_TAG_RE = /<\/?(?:a|abbr|b|bdi|bdo|big|cite|code|em|font|i|mark|q|s|small|span|strong|sub|sup|time|u|var|wbr)\b[^>]*>/giu;

/** Removes tags, decodes entities and collapses whitespace. */
export function stripTags(html: string): string {
  return decodeEntities(html.replace(INLINE_TAG_RE, '').replace(/<[^>]*>/gu, ' '))
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.;:!?…])/gu, '$1')
    .replace(/\.{3,}$/u, '')
    .trim();
}

/** Elements whose whole content is dropped before prose is collected. */
const DROP_BLOCK_RE =
  /<(script|style|noscript|template|svg|math|table|figure|sup|nav|aside|footer|header)\b[\s\S]*?<\/\1\s*>/giu;
/**
 * Reference lists and bibliographies: their items are <li> like prose, but they are citations ("^ Hise, Phaedra
 * (July 9, 2007). ... Retrieved October 15, 2009."), full of dates and names that outrank the sentence that
 * answers (in the aviation book, 1 passage in 4 was a citation). Matched by the class MediaWiki gives them, so
 * it works in every language; a list item holding a formatted citation is dropped for the same reason.
 */
const LIST_OPEN_RE = /<(ol|ul|div)\b([^>]*)>/giu;
const CLOSING_RE = { ol: /<\/ol\s*>/giu, ul: /<\/ul\s*>/giu, div: /<\/div\s*>/giu };
const REFERENCE_CLASS_RE = /\bclass="[^"]*\b(?:references|refbegin|reflist|mw-references-wrap)\b/iu;

/** The body without its reference lists: each from its opening tag to the next closing tag of its name. */
function withoutReferenceLists(body: string): string {
  let out = '';
  let from = 0;
  LIST_OPEN_RE.lastIndex = 0;
  for (let m = LIST_OPEN_RE.exec(body); m !== null; m = LIST_OPEN_RE.exec(body)) {
    if (m.index < from || !REFERENCE_CLASS_RE.test(m[2] ?? '')) continue;
    const closing = CLOSING_RE[(m[1] ?? '').toLowerCase() as 'ol' | 'ul' | 'div'];
    closing.lastIndex = m.index + m[0].length;
    const end = closing.exec(body)?.index ?? body.length;
    out += `${body.slice(from, m.index)} `;
    from = end;
    LIST_OPEN_RE.lastIndex = end;
  }
  return out + body.slice(from);
}
const CITATION_RE = /<cite\b|\bclass="[^"]*\bcitation\b/iu;
/**
 * A list item that is one link out of the wiki and nothing else, dated, is a source, not prose: some Wikipedias list
 * their references as a plain <ol> of such links, with no class to tell them ("Clark, Travis (10 July 2019). ...
 * Retrieved 7 August 2019" in the Adyghe Wikipedia), and their dates outranked the lead's for "в каком году". Not an
 * undated one: an external-links list names things ("Symbian ZIM reader (WikiOnBoard) for mobile phones").
 */
const EXTERNAL_CLASS_RE = /\bclass="[^"]*\bexternal\b/iu;
const LINK_CLOSE_RE = /<\/a\s*>/giu;
const CITED_YEAR_RE = /(?<!\p{Nd})(?:1[5-9]|20)\p{Nd}{2}(?!\p{Nd})/u;
/** Found by position, not by one pattern over the item: linear however many unclosed links a page holds. */
function isDatedLinkOut(item: string): boolean {
  const at = item.search(/<a\b/iu);
  if (at < 0) return false;
  const tagEnd = item.indexOf('>', at);
  if (tagEnd < 0 || !EXTERNAL_CLASS_RE.test(item.slice(at, tagEnd))) return false;
  LINK_CLOSE_RE.lastIndex = tagEnd;
  const close = LINK_CLOSE_RE.exec(item);
  if (close === null) return false;
  const outside = `${item.slice(0, at)} ${item.slice(close.index + close[0].length)}`;
  return !/\p{L}/u.test(stripTags(outside)) && CITED_YEAR_RE.test(stripTags(item.slice(tagEnd + 1, close.index)));
}
/** Prose blocks we keep; an empty self-closed "<p/>" is not one (it would run on to the next "</p>"). */
const PROSE_RE = /<(p|li|dd|blockquote)\b([^>]*)(?<!\/)>([\s\S]*?)<\/\1\s*>/giu;
/** A table of contents entry ("1 Development 1.1 Background ..."): headings, not prose. */
const TOC_ENTRY_RE = /\bclass="[^"]*\btoclevel/iu;

/**
 * Makes extracted text safe to speak: no URLs, no bracketed reference marks ("[1]", "[citation needed]"),
 * no empty parentheses left behind, whitespace collapsed to one line.
 * The stage runs daemon/text/clean.ts (cleanForSpeech) over every evidence line as the final pass.
 */
function speakable(text: string): string {
  return text
    .replace(/\b(?:https?:\/\/|www\.)\S+/giu, ' ')
    .replace(/\[[^\]]{0,40}\]/gu, ' ')
    // Machine-readable dates beside the written ones ("( 1935-01-08) January 8, 1935"): read twice otherwise.
    .replace(/\(\s*\d{4}-\d{2}-\d{2}\s*\)/gu, ' ')
    .replace(/\(\s*[,;]?\s*\)/gu, ' ')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}]/gu, '')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.;:!?])/gu, '$1')
    .trim();
}

interface ArticleText {
  /** The <title> of the page, if any. */
  title: string | undefined;
  /** Prose paragraphs in document order, each one line, already speakable. */
  paragraphs: string[];
  /** The rows of the article's data tables, as sentences (./data-tables.ts); not prose, so not among `paragraphs`. */
  tableRows: TableRow[];
}

/** Shortest paragraph kept: shorter prose blocks are captions, list stubs or navigation. */
const MIN_PARAGRAPH_CHARS = 40;
/**
 * Shortest <p> kept when it ends like a sentence: small Wikipedias state key facts in paragraphs of their own
 * ("Хэгъэгу лIышъхьэр – Серджо Маттарелла.", 39 characters: the head of state of Italy), and a <p> is not a
 * caption or a list item. Recipes give each step its own: "Bak vir 25 minute." (18 characters) was dropped at 20,
 * and with it the only answer to how long to bake; "Oond 180°C." is 11.
 */
const MIN_SENTENCE_PARAGRAPH_CHARS = 10;
/**
 * Longest list item that stays in a run of short ones (see extractArticle): an ingredient or a listed fact ("100 gram
 * droë vrugte (pruime; vars pruime of rosyntjies kan ewe goed gebruik word)", 83 characters). A bullet of prose
 * longer than this is a paragraph of its own.
 */
const MAX_RUN_ITEM_CHARS = 120;

/**
 * A superscript of a few letters or digits is part of the word before it: a French ordinal ("1<sup>er</sup>
 * avril", "XIV<sup>e</sup> siècle") or an exponent ("km<sup>2</sup>"). Other superscripts are reference marks
 * ("[1]" in a link) and are dropped with DROP_BLOCK_RE. Dropping them all read "le 1 avril 1998" and "XIV siècle".
 */
const SHORT_SUPERSCRIPT_RE = /<sup\b[^>]*>([\p{L}\p{N}]{1,4})<\/sup\s*>/giu;

function keepShortSuperscripts(html: string): string {
  return html.replace(SHORT_SUPERSCRIPT_RE, '$1');
}

/**
 * A list item's bullet when the list is written as paragraphs ("▪ 1 k wit suiker"). A hyphen, dash or asterisk is
 * one only with a space after it: "-40 °C" keeps its minus sign.
 */
const BULLET_RE = /^(?:[▪•·◦‣]\s*|[*–-]\s+)/u;
/** A heading in the markup between two blocks: a list under it is what the heading names ("Bestanddele:"). */
const HEADING_RE = /<h([2-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/giu;
/** Fewest short blocks in a row that make a list worth keeping: one alone is a caption or a stub. */
const MIN_LIST_ITEMS = 2;

/**
 * Short blocks in a row (a recipe's ingredients, a list of facts), joined into one paragraph: each alone is too
 * short to keep, but together they state what a question may ask ("⅓ k suurmelk (amazi)" for "watter soort
 * suurmelk"). A run ends at a block with text between it and the next (other prose, a heading); the heading just
 * before a run labels it.
 */
class ShortItems {
  private items: string[] = [];
  private label = '';

  constructor(private readonly out: string[]) {}

  /** Whether a run of short items has begun. */
  get open(): boolean {
    return this.items.length > 0;
  }

  add(text: string, gap: string): void {
    const between = stripTags(gap);
    if (between !== '') {
      this.end();
      this.label = headingIn(gap);
    }
    const item = text.replace(BULLET_RE, '').trim();
    if (item !== '') this.items.push(item.replace(/[.;,]$/u, ''));
  }

  end(): void {
    // A list of one-word names (a village's families, a town's districts) is navigation, not facts: it crowded the
    // passage that answers out of the evidence.
    const phrases = this.items.filter((item) => /\s/u.test(item)).length;
    if (this.items.length >= MIN_LIST_ITEMS && phrases * 2 >= this.items.length) {
      const label = this.label.replace(/[:.]$/u, '');
      this.out.push(`${label === '' ? '' : `${label}: `}${this.items.join('. ')}.`);
    }
    this.items = [];
    this.label = '';
  }
}

/** The text of the last heading in some markup, or ''. */
function headingIn(markup: string): string {
  let label = '';
  for (const m of markup.matchAll(HEADING_RE)) label = stripTags(m[2] ?? '');
  return label;
}

/** Extracts the title and the prose paragraphs of an article. */
export function extractArticle(html: string): ArticleText {
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title>/iu.exec(html);
  const title = titleMatch ? stripTags(titleMatch[1] ?? '') || undefined : undefined;
  const bodyStart = html.search(/<body\b/iu);
  let body = bodyStart >= 0 ? html.slice(bodyStart) : html;
  body = keepShortSuperscripts(body);
  const facts = infoboxFacts(body);
  const tableRows = dataTableRows(body, cellText);
  // Repeat: a dropped block may contain another of a different kind (a <sup> inside a <table>).
  for (let i = 0; i < 3; i++) {
    const next = body.replace(DROP_BLOCK_RE, ' ');
    if (next === body) break;
    body = next;
  }
  body = withoutReferenceLists(body);
  const paragraphs: string[] = [];
  const list = new ShortItems(paragraphs);
  let after = 0;
  for (const m of body.matchAll(PROSE_RE)) {
    const gap = body.slice(after, m.index);
    after = m.index + m[0].length;
    if (CITATION_RE.test(m[3] ?? '') || TOC_ENTRY_RE.test(m[2] ?? '') || (m[1]?.toLowerCase() === 'li' && isDatedLinkOut(m[3] ?? ''))) continue;
    const text = speakable(stripTags(m[3] ?? ''));
    const sentence = m[1]?.toLowerCase() === 'p' && endsSentence(text);
    // A long item of a list of short ones stays in its run: alone it cut "1 liter melk" from the ingredients
    // around it ("1 pakkie vanieljesuiker of vanieljegeursel" before it, 41 characters, ended the run).
    const inList = m[1]?.toLowerCase() === 'li' && list.open && stripTags(gap) === '' && text.length <= MAX_RUN_ITEM_CHARS;
    if (!inList && text.length >= (sentence ? MIN_SENTENCE_PARAGRAPH_CHARS : MIN_PARAGRAPH_CHARS)) {
      list.end();
      paragraphs.push(text);
    } else {
      list.add(text, gap);
    }
  }
  list.end();
  // The infobox's facts follow the lead: they are the article's summary in another form.
  if (facts !== '') paragraphs.splice(Math.min(1, paragraphs.length), 0, facts);
  return { title, paragraphs, tableRows };
}

/**
 * An infobox: Wikipedia's table of key facts beside the lead ("Height 726.4 ft", "Burial place Highgate"). French
 * Wikipedia's templates are classed "infobox_v2" and "infobox_v3" ("Code postal: WA 1-5-13").
 */
const INFOBOX_CLASS_RE = /\bclass="[^"]*\binfobox(?:_v\d+)?\b/iu;
/** A div classed "infobox" wrapping an unclassed table. */
const INFOBOX_DIV_RE = /<div\b[^>]*\bclass="[^"]*\binfobox\b[^>]*>/giu;
/**
 * Characters, at most, from a wrapper div's opening to its table: room for the title divs before it (the Adyghe
 * Wikipedia's box puts about 250 there); further on, a table is the article's own.
 */
const MAX_WRAPPER_GAP_CHARS = 2_000;

/**
 * The markup inside each infobox, to its own closing tag. A lazy match to the first "</table>" ended a country's
 * infobox at the nested box of its Chinese names, three rows in: "Highest elevation: 957 m" and every row after it
 * were never read. The rows of nested tables stay (a collapsed "Technical details" table holds "Floor count: 110
 * floors"). Linear: each table tag is read once.
 */
function infoboxBodies(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  // Wrapper divs classed "infobox" (the Adyghe Wikipedia's Wikidata box: <div class="infobox"><div>title</div><table>
  // with no class of its own), walked once alongside the tables.
  const wrappers = [...body.matchAll(INFOBOX_DIV_RE)].map((m) => m.index + m[0].length);
  let next = 0;
  let lastEnd = 0;
  const wrapped = (at: number): boolean => {
    while (next < wrappers.length && wrappers[next]! < lastEnd) next++;
    let found = false;
    while (next < wrappers.length && wrappers[next]! < at) found = at - wrappers[next++]! <= MAX_WRAPPER_GAP_CHARS;
    return found;
  };
  for (const m of body.matchAll(TABLE_TAG_RE)) {
    if (m[1] !== '/') {
      if (depth === 0 && (INFOBOX_CLASS_RE.test(m[0]) || wrapped(m.index))) start = m.index + m[0].length;
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) lastEnd = m.index;
      if (depth === 0 && start >= 0) {
        out.push(body.slice(start, m.index));
        start = -1;
      }
    }
  }
  return out;
}

/** A labelled row, "<th>Role</th><td>Wide-body airliner</td>". */
const LABELLED_RE = /^\s*<th\b[^>]*>((?:(?!<\/?t[hd]\b)[\s\S])*)<\/th>\s*<td\b[^>]*>([\s\S]*?)<\/td>\s*$/iu;
/**
 * A row labelled in a plain cell ending in a colon, "<td>Infraorder:</td><td>Isoptera<br>Brullé, 1832</td>": the
 * taxobox of every Wikipedia article on a living thing writes its classification so. The colon tells a label from a
 * data table's first column.
 */
const CELL_LABELLED_RE = /^\s*<td\b[^>]*>((?:(?!<\/?t[hd]\b)[\s\S]){1,80}?:\s*(?:<\/\w+>\s*)*)<\/td>\s*<td\b[^>]*>([\s\S]*?)<\/td>\s*$/iu;
/** A header cell alone in its row: the infobox's title ("Boeing 747") or a section ("Population", "Area"). */
const HEADER_RE = /^\s*<th\b[^>]*>((?:(?!<\/?th\b)[\s\S])*)<\/th>\s*$/iu;
/**
 * A full-width row labelled in bold inside its one cell ("<b>Anthem:</b> Advance Australia Fair", "<b>Motto:</b>
 * <div>"In God We Trust"</div>"): country infoboxes state their anthem and motto this way. The value is the text
 * after the label up to the first block, its lines joined ("Jana Gana Mana", then on the next line what it means in
 * English; "<b>National song</b><br>"Vande Mataram" (Sanskrit)"), or else the first block's text (an audio player
 * or a collapsed list of other mottos follows).
 */
const BOLD_LABEL_RE = /^\s*<td\b[^>]*>\s*<b>((?:(?!<\/?b>)[\s\S]){2,80}?)<\/b>:?((?:(?!<div\b|<\/td>)[\s\S])*)(?:<div\b[^>]*>((?:(?!<\/?div\b)[\s\S])*))?/iu;
/**
 * A further label in bold, with its colon inside or after the bold, in a cell BOLD_LABEL_RE read ("<b>Royal
 * anthem:</b> "God Save the King""): its value is the text after it up to the next block or bold label.
 */
const MORE_BOLD_LABELS_RE = /<b>((?:(?!<\/?b>)[\s\S]){2,80}?)(?::\s*<\/b>|<\/b>\s*:)((?:(?!<\/?div\b|<\/td>|<b>)[\s\S])*)/giu;
/**
 * A full-width row labelled in plain text at its cell's start ("Motto:&nbsp;<div>Forward</div>", "Nicknames: <div><ul>
 * <li>Brum</li>..."): city infoboxes state their motto and nicknames this way. The value is the rest of the cell, a
 * list's items joined with commas. Not the coordinates such a cell also holds ("Coordinates: 38°54′17″N 77°00′59″W"):
 * a row of figures beside every city's facts, read for "how many countries have embassies there" (bench/qa: -1).
 */
const PLAIN_LABEL_RE = /^\s*<td\b[^>]*>\s*([^<>:]{2,40}?):((?:(?!<\/td>)[\s\S])*)<\/td>\s*$/iu;
/** Coordinates as an infobox writes them: degrees, minutes, seconds ("38°54′17″N"). */
const COORDINATES_RE = /\p{Nd}°\s?\p{Nd}+′/u;
/** A sub-row's label starts with a bullet ("• 2021 estimate"): its section's header says what it counts. */
const SUB_ROW_RE = /^[•·]/u;
/** Style and script blocks inside an infobox cell. */
const STYLE_BLOCK_RE = /<(style|script)\b[\s\S]*?<\/\1\s*>/giu;
/** Longest infobox value kept: longer cells are lists or prose, not a fact to say. */
const MAX_FACT_VALUE_CHARS = 160;
/** Rows kept per article: the first rows are the key facts; a long infobox goes on into trivia. */
const MAX_FACT_ROWS = 40;

const cellText = (html: string): string => speakable(stripTags(html.replace(/<br\s*\/?>/giu, ', '))).replace(/(?:\s*,){2,}/gu, ',');

/**
 * The infobox rows of an article as sentences, "Label: value.", in one paragraph, led by the infobox's title
 * ("Boeing 747."): whose facts they are. Many spoken questions are answered there and nowhere in the prose (a
 * dam's height, a person's burial place, a stadium's capacity). A bulleted sub-row carries its section's header
 * ("Population • 2021 estimate: 331,893,745."). Linear: each row is matched once, its cells inside it.
 */
export function infoboxFacts(body: string): string {
  const facts: string[] = [];
  for (const table of infoboxBodies(body)) {
    // Templates put <style> blocks inside cells ("( m..mw-parser-output.tooltip-dotted{...}" was read out).
    const html = table.replace(STYLE_BLOCK_RE, ' ');
    let section = '';
    let first = true;
    for (const row of html.matchAll(ROW_RE)) {
      if (facts.length >= MAX_FACT_ROWS) break;
      const cells = row[1] ?? '';
      const header = HEADER_RE.exec(cells);
      if (header !== null) {
        const name = cellText(header[1] ?? '').replace(/[.:;,]+$/u, '');
        if (first && name !== '' && name.length <= MAX_FACT_VALUE_CHARS) facts.push(`${name}.`);
        section = first || name.length > MAX_FACT_VALUE_CHARS ? '' : name;
        first = false;
        continue;
      }
      first = false;
      const labelled = LABELLED_RE.exec(cells) ?? CELL_LABELLED_RE.exec(cells);
      const bold = labelled === null ? BOLD_LABEL_RE.exec(cells) : null;
      const plain = labelled === null && bold === null ? PLAIN_LABEL_RE.exec(cells) : null;
      let label = labelled !== null ? cellText(labelled[1] ?? '') : bold !== null ? cellText(bold[1] ?? '') : plain !== null ? cellText(plain[1] ?? '') : '';
      let value =
        labelled !== null ? cellText(labelled[2] ?? '') : bold !== null ? cellText(bold[2] ?? '') || cellText(bold[3] ?? '') : plain !== null ? cellText((plain[2] ?? '').replace(/<\/li>/giu, ', ')) : '';
      label = label.replace(/[:.]+$/u, '');
      value = value.replace(/^[:,\s]+/u, '').replace(/[.;,\s]+$/u, '');
      if (label === '' || value === '' || value.length > MAX_FACT_VALUE_CHARS) continue;
      if (plain !== null && COORDINATES_RE.test(value)) continue;
      if (SUB_ROW_RE.test(label)) {
        if (section !== '') label = `${section} ${label}`;
      } else {
        // "Government: ..." heads the "• President", "• Vice President" rows under it.
        section = label;
      }
      facts.push(`${label}: ${value}.`);
      // More bold labels in the same cell ("<b>Anthem:</b> "O Canada" <div><b>Royal anthem:</b> "God Save the
      // King"</div>"): each its own row, under the same section.
      if (bold !== null) {
        for (const more of cells.slice(bold.index + bold[0].length).matchAll(MORE_BOLD_LABELS_RE)) {
          const moreLabel = cellText(more[1] ?? '').replace(/[:.]+$/u, '');
          const moreValue = cellText(more[2] ?? '').replace(/^[:,\s]+/u, '').replace(/[.;,\s]+$/u, '');
          if (moreLabel !== '' && moreValue !== '' && moreValue.length <= MAX_FACT_VALUE_CHARS && facts.length < MAX_FACT_ROWS) facts.push(`${moreLabel}: ${moreValue}.`);
        }
      }
    }
  }
  return facts.join(' ');
}
