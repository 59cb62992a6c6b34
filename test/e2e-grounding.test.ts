/**
 * Page grounding through the whole chain: SearXNG (a reply server on loopback) returns a result whose
 * snippet lacks the answer; the page behind it, served on loopback and reachable only through the admin
 * allowlist, holds it mid-article. The answer must come from the page excerpt.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { startTestHearth, type TestHearth } from './helpers/hearth.js';
import { serve, startPageServer, type PageServer } from './helpers/page-server.js';
import { sendJson, startReplyServer, type ReplyServer } from './helpers/searx.js';

const ARTICLE = readFileSync(new URL('./fixtures/pages/article-en.html', import.meta.url), 'utf8');
let pages: PageServer;
let searxng: ReplyServer;
const apps: TestHearth[] = [];

beforeAll(async () => {
  pages = await startPageServer({ '/loch-ness': serve(ARTICLE) });
  searxng = await startReplyServer((_req, res) =>
    sendJson(res, {
      query: 'q',
      results: [{ title: 'How deep is Loch Ness?', url: `${pages.origin}/loch-ness`, content: 'A new sonar survey of the Scottish loch was published this week.' }],
      answers: [],
      unresponsive_engines: [],
    }),
  );
});

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await Promise.all([pages?.close(), searxng?.close()]);
});

/**
 * Generous turn and page deadlines: under a loaded 2-core box (the full suite runs files in parallel) the
 * first turn also starts the extraction worker, and at the default 10 s turn the page missed the evidence
 * deadline. These tests assert which evidence is used, not how fast.
 */
const GENEROUS_DEADLINES = '[turn]\ndeadline_ms = 60000\n';

async function hearth(toml: string): Promise<TestHearth> {
  const app = await startTestHearth({ HEARTH_SEARXNG_URL: searxng.url }, silentLogger(), `${GENEROUS_DEADLINES}${toml}`);
  apps.push(app);
  return app;
}

describe('page grounding in the chain', () => {
  it('reads the page behind the top result and answers from its excerpt', async () => {
    const app = await hearth(`[grounding]\nallow_private = ["127.0.0.1:${pages.port}"]\n`);
    const outcome = await app.hearth.chain.ask({ text: 'how deep is loch ness', origin: 'cli', clientId: 'g' });
    if (!outcome.ok) throw new Error(outcome.reason);
    const page = outcome.record.evidence.find((e) => e.source === 'page');
    expect(page?.text).toContain('230 metres');
    expect(outcome.record.text).toContain('230 metres');
    expect(outcome.record.evidence.map((e) => e.source)).toEqual(['web', 'page']);
  });

  it('leaves the snippets alone when the page is on a private address not on the allowlist', async () => {
    const app = await hearth('');
    const before = pages.hits.length;
    const outcome = await app.hearth.chain.ask({ text: 'how deep is loch ness', origin: 'cli', clientId: 'g' });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(pages.hits.length).toBe(before);
    expect(outcome.record.evidence.map((e) => e.source)).toEqual(['web']);
    expect(app.hearth.counters.get('net.blocked')).toBe(1);
  });

  it('reads nothing when grounding is switched off', async () => {
    const app = await hearth(`[grounding]\nenabled = false\nallow_private = ["127.0.0.1:${pages.port}"]\n`);
    const before = pages.hits.length;
    await app.hearth.chain.ask({ text: 'how deep is loch ness', origin: 'cli', clientId: 'g' });
    expect(pages.hits.length).toBe(before);
  });
});
