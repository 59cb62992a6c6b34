/**
 * The chat page's lists panel and alarm banner in headless Chromium against the real daemon: a list filled
 * by a typed turn shows in the panel, the panel adds and removes items, and an alarm rings on the page until
 * Stop. No console errors (the Content-Security-Policy allows both scripts by hash). Skipped without chromium.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { startDaemon, type Daemon } from '../daemon/main.js';
import { chromiumAvailable, launchChromium } from './helpers/chromium.js';
import { testConfig } from './helpers/hearth.js';

describe.skipIf(!chromiumAvailable)('lists panel and alarm banner in Chromium', () => {
  let daemon: Daemon;
  let browser: Browser;
  let dataDir: string;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-page-skills-'));
    daemon = await startDaemon(testConfig({}, dataDir), silentLogger());
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`http://127.0.0.1:${daemon.port}/#token=${encodeURIComponent(daemon.token)}`);
    await page.locator('#status.online').waitFor({ timeout: 15_000 });
  });

  afterAll(async () => {
    await browser?.close();
    await daemon?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function ask(text: string): Promise<void> {
    const before = await page.locator('.msg.bot .route').count();
    await page.locator('#askInput').fill(text);
    await page.locator('#askInput').press('Enter');
    await page.locator('.msg.bot .route').nth(before).waitFor({ timeout: 15_000 });
  }

  const shoppingItems = () => page.locator('#listsBody section').first().locator('li span').allTextContents();

  it('shows a list filled by a typed turn, and adds and removes items from the panel', async () => {
    await ask('add milk and eggs to my shopping list');
    await page.locator('#listsToggle').click();
    await page.locator('#listsBody li').first().waitFor({ timeout: 10_000 });
    expect(await shoppingItems()).toEqual(['milk', 'eggs']);

    await page.locator('#listsBody section').first().locator('input').fill('bread');
    await page.locator('#listsBody section').first().locator('input').press('Enter');
    await page.waitForFunction(() => document.getElementById('listsBody')?.textContent?.includes('bread'));
    await page.locator('#listsBody section').first().locator('li').first().locator('button').click();
    await page.waitForFunction(() => !document.getElementById('listsBody')?.textContent?.includes('milk'));
    expect(await shoppingItems()).toEqual(['eggs', 'bread']);
    expect(daemon.hearth.store.listItems('shopping').map((i) => i.text)).toEqual(['eggs', 'bread']);
  });

  it('rings an alarm on the page until Stop', async () => {
    await page.locator('#listsClose').click();
    await ask('set an alarm in 2 seconds');
    await page.locator('#ringBanner').waitFor({ state: 'visible', timeout: 10_000 });
    expect(await page.locator('#ringText').textContent()).toMatch(/^Wake up!/);
    await page.locator('#ringStop').click();
    await page.locator('#ringBanner').waitFor({ state: 'hidden', timeout: 5000 });
    expect(daemon.hearth.scheduler.ringing()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
