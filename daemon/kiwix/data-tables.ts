/**
 * Wikipedia's data tables ("wikitable") as sentences, one per row. Pure; no I/O.
 *
 * html.ts drops every table to keep prose only, and infoboxes are read on their own (`infoboxFacts`). A data table
 * holds facts nowhere else in the article: the Mach number article's speed regimes ("Supersonic: Mach 1.2–5.0"), a
 * country's largest cities, an album's track list. Each row becomes "Label: first cell (Header value, Header value):
 * long cell.": the row's own name first, its short cells with their column headers in brackets, a long cell (a
 * description) after a colon, so the sentence that names the row also holds its figures.
 *
 * The rows are not prose: kiwix/evidence.ts adds a row to the passages only when the question names it (its first
 * cell). Read in among the prose, a table's rows share the article's words ("android", "version") and crowd the
 * passage that answers out of the evidence (docs/kiwix.md, round 24).
 *
 * Bounded: tables are found by one scan of the table tags, rows by one regular expression each, and a table gives
 * at most MAX_TABLE_ROWS rows of MAX_TABLE_COLUMNS cells.
 */

/** A table tag, opening or closing (also html.ts's, for the infoboxes). */
export const TABLE_TAG_RE = /<(\/?)table\b[^>]*>/giu;
/** MediaWiki's class for data tables (not infoboxes, navboxes or layout tables). */
const DATA_TABLE_CLASS_RE = /\bclass="[^"]*\bwikitable\b/iu;
/**
 * One row, its cells never running into the next row: with a lazy match across rows, an infobox's title row with no
 * <td> ("Boeing 747") and the image caption after it became the next row's label. A nested table ends the row early
 * and its row is skipped. Also html.ts's, for the infoboxes.
 */
export const ROW_RE = /<tr\b[^>]*>((?:(?!<\/?tr\b)[\s\S])*)<\/tr>/giu;
const CELL_RE = /<(th|td)\b[^>]*>((?:(?!<\/?t[hd]\b)[\s\S])*)<\/\1>/giu;
/**
 * Rows read per table: a list of every national park or city has hundreds; the question must name the row anyway,
 * and the first rows are the ones people ask about (the largest, the first).
 */
const MAX_TABLE_ROWS = 60;
/** Columns read per row: wider tables are statistics grids, read as far as their first columns. */
const MAX_TABLE_COLUMNS = 12;
/** Longest cell said in brackets beside the row's name ("Mach 1.2–5.0"); a longer one is a description. */
const MAX_SHORT_CELL_CHARS = 40;

/** One row of a data table: its first cell, and the row as a sentence. */
export interface TableRow {
  name: string;
  text: string;
}

/** The rows of each top-level data table in `body`, in order, `toText` reading a cell's markup. */
export function dataTableRows(body: string, toText: (html: string) => string): TableRow[] {
  const out: TableRow[] = [];
  let depth = 0;
  let start = -1;
  for (const m of body.matchAll(TABLE_TAG_RE)) {
    if (m[1] !== '/') {
      if (depth === 0 && DATA_TABLE_CLASS_RE.test(m[0])) start = m.index;
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0 && start >= 0) {
        out.push(...tableRows(body.slice(start, m.index), toText));
        start = -1;
      }
    }
  }
  return out;
}

function tableRows(table: string, toText: (html: string) => string): TableRow[] {
  let headers: string[] | undefined;
  const out: TableRow[] = [];
  for (const row of table.matchAll(ROW_RE)) {
    if (out.length >= MAX_TABLE_ROWS) break;
    const cells = [...(row[1] ?? '').matchAll(CELL_RE)].slice(0, MAX_TABLE_COLUMNS).map((c) => ({ header: c[1]!.toLowerCase() === 'th', text: toText(c[2] ?? '').replace(/[.;,\s]+$/u, '') }));
    if (cells.length === 0) continue;
    // The first row of header cells names the columns.
    if (headers === undefined && cells.every((c) => c.header)) {
      headers = cells.map((c) => c.text);
      continue;
    }
    const texts = cells.map((c) => c.text);
    const text = rowSentence(texts, headers ?? []);
    if (text !== '') out.push({ name: texts[0]!, text });
  }
  return out;
}

function rowSentence(cells: readonly string[], headers: readonly string[]): string {
  const [name, ...rest] = cells;
  if (name === undefined || name === '') return '';
  const short: string[] = [];
  const long: string[] = [];
  rest.forEach((text, i) => {
    if (text === '') return;
    const header = headers[i + 1] ?? '';
    if (text.length <= MAX_SHORT_CELL_CHARS) short.push(header === '' ? text : `${header} ${text}`);
    else long.push(text);
  });
  const label = headers[0] ? `${headers[0]}: ` : '';
  const brackets = short.length > 0 ? ` (${short.join(', ')})` : '';
  const description = long.length > 0 ? `: ${long.join(' ')}` : '';
  const sentence = `${label}${name}${brackets}${description}`;
  return /[.!?…]$/u.test(sentence) ? sentence : `${sentence}.`;
}
