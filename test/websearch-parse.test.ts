import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { replyToEvidence } from '../daemon/websearch/evidence.js';
import { classifyReply, parseSearxngReply, type SearchReply } from '../daemon/websearch/parse.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/searxng/${name}`, import.meta.url), 'utf8'));

function parsed(name: string): SearchReply {
  const out = parseSearxngReply(fixture(name));
  if (!out.ok) throw new Error(`fixture ${name} did not parse`);
  return out.value;
}

describe('parseSearxngReply', () => {
  test('reads a current SearXNG reply without number_of_results', () => {
    const reply = parsed('searxng-2026-severance.json');
    expect(reply.results).toHaveLength(6);
    expect(reply.numberOfResults).toBeUndefined();
    expect(reply.results[0]?.url).toBe('https://www.reddit.com/r/SeveranceAppleTVPlus/comments/1idlrtq/what_other_shows_do_you_rate_as_highly_as_or/');
  });

  test('reads unresponsive engines as engine and message pairs', () => {
    expect(parsed('searxng-2026-answers.json').unresponsiveEngines).toEqual([{ engine: 'google', message: 'Suspended: CAPTCHA' }]);
  });

  test('reads answer objects and skips answers without an answer field', () => {
    expect(parsed('searxng-2026-answers.json').answers).toEqual([{ text: 'Ray Charles wurde am 23. September 1930 geboren.' }]);
  });

  test('reads answers given as strings, and number_of_results when present', () => {
    const reply = parsed('searx-1.1.0-answers.json');
    expect(reply.answers).toEqual([{ text: 'Paris is the capital of France.' }]);
    expect(reply.numberOfResults).toBe(0);
  });

  test('skips results with neither title nor content', () => {
    const urls = parsed('searxng-2026-answers.json').results.map((r) => r.url);
    expect(urls).toEqual(['https://de.wikipedia.org/wiki/Ray_Charles', 'https://musik.example/ray-charles']);
  });

  test('rejects a body that is not a SearXNG reply', () => {
    expect(parseSearxngReply({ error: 'No query' })).toEqual({ ok: false, reason: 'badJson' });
    expect(parseSearxngReply('<html>')).toEqual({ ok: false, reason: 'badJson' });
  });
});

describe('classifyReply', () => {
  test('no results with unresponsive engines is an upstream failure', () => {
    expect(classifyReply(parsed('searxng-2026-all-suspended.json'))).toBe('upstreamFailed');
  });

  test('no results with every engine answering is no results', () => {
    expect(classifyReply(parsed('searxng-2026-no-results.json'))).toBe('noResults');
  });

  test('results next to unresponsive engines still answer', () => {
    expect(classifyReply(parsed('searxng-2026-severance.json'))).toBe('answered');
  });
});

describe('replyToEvidence', () => {
  test('puts instant answers first, then cleaned snippets with title and url', () => {
    const evidence = replyToEvidence(parsed('searxng-2026-answers.json'), { maxResults: 5 });
    expect(evidence[0]).toEqual({ source: 'instant', text: 'Ray Charles wurde am 23. September 1930 geboren.' });
    expect(evidence[1]).toEqual({
      source: 'web',
      title: 'Ray Charles – Wikipedia',
      url: 'https://de.wikipedia.org/wiki/Ray_Charles',
      text: 'Ray Charles Robinson (* 23. September 1930 in Albany, Georgia; † 10. Juni 2004 in Beverly Hills) war ein US-amerikanischer Musiker. Mehr:',
    });
  });

  test('speaks the title of a title-only result, without its emoji', () => {
    const evidence = replyToEvidence(parsed('searxng-2026-answers.json'), { maxResults: 5 });
    expect(evidence[2]).toMatchObject({ source: 'web', text: 'Ray Charles: Biografie' });
  });

  test('caps snippets at maxResults, not counting skipped results', () => {
    const reply: SearchReply = {
      answers: [],
      unresponsiveEngines: [],
      results: [
        { title: '🎹', content: 'https://only.example/url', url: 'https://a.example/' },
        { title: 'One', content: 'First.', url: 'https://b.example/' },
        { title: 'Dup', content: 'Again.', url: 'https://b.example/' },
        { title: 'Two', content: 'Second.', url: 'https://c.example/' },
        { title: 'Three', content: 'Third.', url: 'https://d.example/' },
      ],
    };
    expect(replyToEvidence(reply, { maxResults: 2 }).map((e) => e.text)).toEqual(['First.', 'Second.']);
  });

  test('never puts a URL in the text', () => {
    for (const name of ['searxng-2026-severance.json', 'searxng-2026-answers.json', 'searx-1.1.0-answers.json']) {
      for (const e of replyToEvidence(parsed(name), { maxResults: 10 })) {
        expect(e.text).not.toMatch(/https?:\/\/|www\./);
      }
    }
  });
});
