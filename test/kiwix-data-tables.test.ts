/** Wikipedia's data tables read row by row (kiwix/data-tables.ts, through kiwix/html.ts extractArticle). */
import { describe, expect, test } from 'vitest';
import { extractArticle } from '../daemon/kiwix/html.js';

const REGIMES =
  '<table class="wikitable"><tr><th>Regime</th><th>Mach</th><th>General characteristics</th></tr>' +
  '<tr><th>Subsonic</th><td>&lt;0.8</td><td>Most often propeller-driven aircraft with slender wings and rounded noses.</td></tr>' +
  '<tr><th>Supersonic</th><td>1.2&#8211;5.0</td><td>Sharp edges and thin aerofoil sections are common on such aircraft.</td></tr></table>';

const read = (body: string) => extractArticle(`<html><head><title>Speed</title></head><body>${body}</body></html>`);

describe('a data table', () => {
  test('gives one sentence per row: its name, its short cells with their headers, its long cell', () => {
    expect(read(REGIMES).tableRows).toContainEqual({ name: 'Supersonic', text: 'Regime: Supersonic (Mach 1.2–5.0): Sharp edges and thin aerofoil sections are common on such aircraft.' });
  });

  test('a cell\'s "<" is read as written ("<0.8")', () => {
    expect(read(REGIMES).tableRows[0]?.text).toContain('Mach <0.8');
  });

  test('is not prose: its rows are not among the paragraphs', () => {
    expect(read(`<p>Flight speeds fall into regimes named by their Mach number ranges.</p>${REGIMES}`).paragraphs.join(' ')).not.toContain('Supersonic');
  });

  test('a table of another class (a navbox) gives no rows', () => {
    expect(read(REGIMES.replace('wikitable', 'navbox')).tableRows).toEqual([]);
  });

  test('a table never closed gives no rows and costs the prose nothing', () => {
    const { tableRows, paragraphs } = read(`<p>Flight speeds fall into regimes named by their Mach number ranges.</p>${REGIMES.replace('</table>', '')}`);
    expect(tableRows).toEqual([]);
    expect(paragraphs.join(' ')).toContain('Flight speeds fall into regimes');
  });

  test('a long table gives its first rows only', () => {
    const rows = Array.from({ length: 500 }, (_, i) => `<tr><td>City ${i}</td><td>${1000 + i}</td></tr>`).join('');
    const { tableRows } = read(`<table class="wikitable"><tr><th>City</th><th>Population</th></tr>${rows}</table>`);
    expect(tableRows.length).toBeLessThan(100);
    expect(tableRows[0]?.text).toBe('City: City 0 (Population 1000).');
  });
});
