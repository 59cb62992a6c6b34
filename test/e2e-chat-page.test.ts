/**
 * The chat page in headless Chromium through a full ask and answer, against a real server on loopback with
 * the fake turn runner. The browser steps live in test/helpers/chromium.ts so they can run against the real
 * daemon too. Skipped, with a message, where Debian's chromium is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { Counters } from '../daemon/status/counters.js';
import { silentLogger } from '../daemon/log/logger.js';
import { startServer, type RunningServer } from '../daemon/server/server.js';
import { FAKE_SENTENCES, FakeRunner } from './helpers/fake-runner.js';
import { loadConfig } from '../daemon/config/load.js';
import { summarize } from '../daemon/status/summary.js';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PHONE,
  CHROMIUM_PATH,
  askThroughChatPage,
  chromiumAvailable,
  launchChromium,
  openWithoutWorkingToken,
} from './helpers/chromium.js';

const TOKEN = 'e2e-token-0123456789abcdefghijklmnop';
/** Slow enough between sentences that the page visibly streams. */
const SENTENCE_DELAY_MS = 150;

if (!chromiumAvailable) {
  console.warn(`e2e-chat-page: skipped, ${CHROMIUM_PATH} is missing (apt-get install chromium)`);
}

describe.skipIf(!chromiumAvailable)('chat page in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    server = await startServer({
      config: { host: '127.0.0.1', port: 0, maxMessageBytes: 16_384, maxMessagesPer10s: 20, loopbackNeedsToken: true },
      runner: new FakeRunner(SENTENCE_DELAY_MS),
      counters: new Counters(),
      logger: silentLogger(),
      token: TOKEN,
      summary: () => summarize(loadConfig({ env: {} }), { kiwix: 'running (1 books)' }),
      readArticle: async (link) => (link === '/wiki/Tea' ? { title: 'Tea', paragraphs: ['Tea is an aromatic beverage prepared by pouring hot water over cured leaves.'] } : 'notFound'),
    });
    baseUrl = `http://127.0.0.1:${server.port}`;
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('asks a question and shows the streamed answer with its route and sources', async () => {
    const run = await askThroughChatPage(browser, baseUrl, TOKEN, 'Что такое чай?', {
      screenshotPath: '/tmp/hearth-chat.png',
    });
    expect(run.urlAfterLoad).toBe(`${baseUrl}/`);
    expect(run.answerText).toBe(FAKE_SENTENCES.join(' '));
    expect(run.streamed).toBe(true);
    expect(run.route).toBe('From offline Wikipedia');
    expect(run.timingsTitle).toContain('total:');
    expect(run.sources).toEqual([
      // An offline-Wikipedia source opens in the page's reader, never as a link to kiwix-serve's loopback port.
      { label: 'Tea', kind: 'Offline Wikipedia', passage: 'Tea is an aromatic beverage.', href: null, rel: null, reader: true },
      // A javascript: URL from evidence is shown as plain text, never as a link.
      { label: 'Sneaky link', kind: 'Web search', passage: 'Should never become a link.', href: null, rel: null, reader: false },
    ]);
    expect(run.consoleErrors).toEqual([]);
  });

  it('asks for the token when the page is opened without one', async () => {
    const { tokenPanelVisible, why } = await openWithoutWorkingToken(browser, baseUrl, '');
    expect(tokenPanelVisible).toBe(true);
    expect(why).toBe('');
  });

  it('asks for the token again when the one it has is refused', async () => {
    const { why } = await openWithoutWorkingToken(browser, baseUrl, '#token=wrong-token');
    expect(why).toContain('Check the token');
  });

  describe('on a phone', () => {
    const shots = join(tmpdir(), 'hearth-phone-screenshots');
    mkdirSync(shots, { recursive: true });
    const shot = (name: string): string => {
      const path = join(shots, name);
      console.log(`screenshot: ${path}`);
      return path;
    };

    /** Opens the page at phone size, connected, runs `steps`, closes it. */
    const onPhone = async (steps: (page: Page) => Promise<void>): Promise<void> => {
      const page = await browser.newPage(PHONE);
      try {
        await page.goto(`${baseUrl}/#token=${TOKEN}`);
        await page.locator('#status.online').waitFor();
        await steps(page);
      } finally {
        await page.close();
      }
    };

    it('shows each source tapped open with its passage, labelled in words, without sideways scrolling', async () => {
      const run = await askThroughChatPage(browser, baseUrl, TOKEN, 'what is tea', { phone: true, screenshotPath: shot('answer-sources.png') });
      expect(run.sources.map((x) => [x.label, x.kind, x.passage])).toEqual([
        ['Tea', 'Offline Wikipedia', 'Tea is an aromatic beverage.'],
        ['Sneaky link', 'Web search', 'Should never become a link.'],
      ]);
      expect(run.consoleErrors).toEqual([]);
    });

    it('fits the page to the phone width', async () => {
      await onPhone(async (page) => {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
      });
    });

    it('opens an offline-Wikipedia source in the page through Hearth, not kiwix-serve', async () => {
      await onPhone(async (page) => {
        await page.locator('#askInput').fill('what is tea');
        await page.locator('#askInput').press('Enter');
        const source = page.locator('.msg.bot details.src').first();
        await source.locator('summary').tap();
        await source.locator('button.go').tap();
        // The reader shows a "Loading" line (class dots) until the article arrives: wait for what replaces it.
        const reader = page.locator('.overlay .body p:not(.dots)');
        await reader.first().waitFor();
        expect(await reader.first().textContent()).toContain('cured leaves');
        await page.screenshot({ path: shot('article-reader.png') });
      });
    });

    it('lists one source per article, and not a skill answer as its own source', async () => {
      await onPhone(async (page) => {
        const groups = await page.evaluate(() => (window as unknown as { HearthSources: { group(e: unknown[], a: string): { title: string; texts: string[] }[] } }).HearthSources.group([
          { source: 'zim', title: 'Tea', url: 'http://127.0.0.1:9/wiki/Tea', text: 'First passage.' },
          { source: 'zim', title: 'Tea', url: 'http://127.0.0.1:9/wiki/Tea', text: 'Second passage.' },
          { source: 'zim', title: 'Tea', url: 'http://127.0.0.1:9/wiki/Tea', text: 'First passage.' },
          { source: 'skill', text: 'It is 5 o\'clock.' },
        ], 'It is 5 o\'clock.'));
        expect(groups.map((g) => [g.title, g.texts])).toEqual([['Tea', ['First passage.', 'Second passage.']]]);
      });
    });

    it('shows what is on and off in the status panel', async () => {
      await onPhone(async (page) => {
        await page.locator('#statusBtn').tap();
        const rows = page.locator('.overlay .sum li');
        await rows.first().waitFor();
        const text = (await rows.allTextContents()).join('\n');
        expect(text).toContain('onOffline Wikipediarunning (1 books)');
        expect(text).toContain('offWeb search');
        await page.screenshot({ path: shot('status-panel.png') });
      });
    });

    it('says it is reconnecting when asked after the connection dropped', async () => {
      const other = await startServer({
        config: { host: '127.0.0.1', port: 0, maxMessageBytes: 16_384, maxMessagesPer10s: 20, loopbackNeedsToken: true },
        runner: new FakeRunner(0), counters: new Counters(), logger: silentLogger(), token: TOKEN,
      });
      const page = await browser.newPage(PHONE);
      try {
        await page.goto(`http://127.0.0.1:${other.port}/#token=${TOKEN}`);
        await page.locator('#status.online').waitFor();
        await other.close();
        await page.locator('#status.offline').waitFor();
        await page.locator('#askInput').fill('are you there');
        await page.locator('#askInput').press('Enter');
        await page.locator('.msg.note').last().waitFor();
        expect(await page.locator('.msg.note').last().textContent()).toContain('Reconnecting');
        expect(await page.locator('#askInput').inputValue()).toBe('are you there');
        await page.screenshot({ path: shot('reconnecting.png') });
      } finally {
        await page.close();
        await other.close();
      }
    });
  });
});
