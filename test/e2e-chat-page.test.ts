/**
 * The chat page in headless Chromium through a full ask and answer, against a real server on loopback with
 * the fake turn runner. The browser steps live in test/helpers/chromium.ts so they can run against the real
 * daemon too. Skipped, with a message, where Debian's chromium is not installed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { Counters } from '../daemon/status/counters.js';
import { silentLogger } from '../daemon/log/logger.js';
import { startServer, type RunningServer } from '../daemon/server/server.js';
import { FAKE_SENTENCES, FakeRunner } from './helpers/fake-runner.js';
import {
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
    expect(run.route).toBe('zim');
    expect(run.timingsTitle).toContain('total:');
    expect(run.sources).toEqual([
      { label: 'Tea', href: 'http://127.0.0.1:9/wiki/Tea', rel: 'noopener noreferrer' },
      // A javascript: URL from evidence is shown as plain text, never as a link.
      { label: 'Sneaky link', href: null, rel: null },
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
});
