/**
 * Drives the chat page in headless Chromium (Debian's /usr/bin/chromium through playwright-core). Written
 * against any running Hearth: give it the base URL and token, so the same steps work on the fake runner in
 * test/e2e-chat-page.test.ts and on the real daemon.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** False on machines without Debian's chromium package; suites skip with a message then. */
export const chromiumAvailable = existsSync(CHROMIUM_PATH);

/** Flags keep the browser offline except for the page under test (no update checks, sync, QUIC). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A phone held upright: 390x844 CSS pixels at 3x, touch, mobile viewport rules. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

export interface ChatRun {
  /** Text of the answer bubble after the final answer frame. */
  answerText: string;
  /** Whether the bubble showed a part of the answer before the whole (sentence-by-sentence streaming). */
  streamed: boolean;
  /** The route in words and its hover title (timings). */
  route: string;
  timingsTitle: string;
  /**
   * One entry per source: its label, what kind it is in words, the passage shown when it is tapped open,
   * and its link (href null when it has none; reader true for an offline-Wikipedia article read in the page).
   */
  sources: Array<{ label: string; kind: string; passage: string; href: string | null; rel: string | null; reader: boolean }>;
  /** The address bar after load: the token fragment must be gone. */
  urlAfterLoad: string;
  /** Console errors, including Content-Security-Policy violations. */
  consoleErrors: string[];
}

/**
 * Opens `${baseUrl}/#token=...`, types the question, presses Enter and waits for the answer and its route
 * badge. Expands the Sources list and, if asked, saves a screenshot.
 */
export async function askThroughChatPage(
  browser: Browser,
  baseUrl: string,
  token: string,
  question: string,
  opts: { screenshotPath?: string; timeoutMs?: number; phone?: boolean } = {},
): Promise<ChatRun> {
  const timeout = opts.timeoutMs ?? 15_000;
  const page = await browser.newPage(opts.phone ? PHONE : { viewport: { width: 900, height: 700 } });
  const consoleErrors = collectConsoleErrors(page);
  try {
    await page.goto(`${baseUrl}/#token=${encodeURIComponent(token)}`);
    const urlAfterLoad = page.url();
    await page.locator('#status.online').waitFor({ timeout });
    await recordBotText(page);

    await page.locator('#askInput').fill(question);
    await page.locator('#askInput').press('Enter');

    const bubble = page.locator('.msg.bot').last();
    await bubble.locator('.route').waitFor({ timeout });
    const answerText = (await bubble.locator('.text').textContent()) ?? '';
    const snapshots = await page.evaluate(() => (window as unknown as { __botText: string[] }).__botText);
    const streamed = snapshots.some((s) => s.length > 0 && s.length < answerText.length && answerText.startsWith(s));

    const routeEl = bubble.locator('.route');
    const route = (await routeEl.textContent()) ?? '';
    const timingsTitle = (await routeEl.getAttribute('title')) ?? '';

    const sources: ChatRun['sources'] = [];
    for (const item of await bubble.locator('details.src').all()) {
      // Tap (or click) the source open, as a phone user would: no hover needed to read the passage.
      if (opts.phone) await item.locator('summary').tap();
      else await item.locator('summary').click();
      const link = item.locator('a.go');
      const hasLink = (await link.count()) > 0;
      sources.push({
        label: ((await item.locator('summary .t').textContent()) ?? '').trim(),
        kind: ((await item.locator('summary .k').textContent()) ?? '').trim(),
        passage: (await item.locator('.p').first().isVisible()) ? ((await item.locator('.p').first().textContent()) ?? '') : '',
        href: hasLink ? await link.getAttribute('href') : null,
        rel: hasLink ? await link.getAttribute('rel') : null,
        reader: (await item.locator('button.go').count()) > 0,
      });
    }
    if (opts.screenshotPath !== undefined) await page.screenshot({ path: opts.screenshotPath });
    return { answerText, streamed, route, timingsTitle, sources, urlAfterLoad, consoleErrors };
  } finally {
    await page.close();
  }
}

/** Opens the page with the given fragment and returns the token panel's visibility and message. */
export async function openWithoutWorkingToken(
  browser: Browser,
  baseUrl: string,
  fragment: string,
): Promise<{ tokenPanelVisible: boolean; why: string }> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/${fragment}`);
    await page.locator('#tokenPanel').waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForFunction(() => document.getElementById('status')?.classList.contains('offline'));
    return { tokenPanelVisible: true, why: (await page.locator('#tokenWhy').textContent()) ?? '' };
  } finally {
    await page.close();
  }
}

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Records every text the newest answer bubble shows, to tell streaming from an all-at-once answer. */
async function recordBotText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __botText: string[] };
    w.__botText = [];
    const log = document.getElementById('log');
    if (!log) return;
    new MutationObserver(() => {
      const texts = log.querySelectorAll('.msg.bot .text');
      const last = texts[texts.length - 1];
      if (last?.textContent) w.__botText.push(last.textContent);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });
}
