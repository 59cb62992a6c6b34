/**
 * The what-is-on summary printed at start, shown in the page's status panel and returned in /status.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../daemon/config/load.js';
import { formatSummary, summarize } from '../daemon/status/summary.js';

const config = loadConfig({ env: {} });
const part = (lines: ReturnType<typeof summarize>, name: string) => lines.find((l) => l.part === name);

describe('summarize', () => {
  it('says offline Wikipedia is off and how to get a book when there is no ZIM file', () => {
    const lines = summarize(config, { kiwix: 'no ZIM files in the ZIM directory' });
    expect(part(lines, 'Offline Wikipedia')).toEqual({ part: 'Offline Wikipedia', on: false, detail: 'no ZIM files in the ZIM directory', hint: 'npx hearth zim search, then npx hearth zim pull NAME' });
  });

  it('says offline Wikipedia is on with the running line', () => {
    expect(part(summarize(config, { kiwix: 'running (2 books)' }), 'Offline Wikipedia')).toMatchObject({ on: true, detail: 'running (2 books)' });
  });

  it('says web search is off without a SearXNG address, with the setting to change', () => {
    expect(part(summarize(config, {}), 'Web search')).toMatchObject({ on: false, hint: expect.stringContaining('HEARTH_SEARXNG_URL') });
  });

  it('says voice is off when it is not enabled', () => {
    expect(part(summarize(config, {}), 'Voice')?.on).toBe(false);
  });
});

describe('formatSummary', () => {
  it('starts with the chat link and marks each part on or off', () => {
    const text = formatSummary(summarize(config, { kiwix: 'running (1 books)' }), 'http://box:8765/#token=abc');
    expect(text.split('\n')[0]).toBe('Hearth is running. Chat page: http://box:8765/#token=abc');
    expect(text).toMatch(/^ {2}on {3}Offline Wikipedia/mu);
    expect(text).toMatch(/^ {2}off {2}Web search/mu);
  });
});
