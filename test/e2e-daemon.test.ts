/**
 * The whole daemon end to end: `startDaemon` (store, boundary, skills, kiwix slot, web search, phraser, chat
 * server) with web search pointed at a SearXNG-shaped server on loopback, driven through the chat page in
 * headless Chromium and through the WebSocket protocol from a separate client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { silentLogger } from '../daemon/log/logger.js';
import { startDaemon, type Daemon } from '../daemon/main.js';
import { isDeclaredCounter } from '../daemon/status/counter-names.js';
import { askThroughChatPage, chromiumAvailable, launchChromium } from './helpers/chromium.js';
import { testConfig } from './helpers/hearth.js';
import { sendJson, startReplyServer, type ReplyServer } from './helpers/searx.js';
import { askOverSocket as askOverSocketAt } from './helpers/ws-ask.js';

const SNIPPET = 'The Eiffel Tower is 330 metres tall. It was completed in 1889 for the World Fair.';
let searxng: ReplyServer;
let daemon: Daemon;
let dataDir: string;
let base: string;

beforeAll(async () => {
  searxng = await startReplyServer((_req, res) =>
    sendJson(res, { query: 'q', results: [{ title: 'Eiffel Tower', url: 'https://en.example.org/wiki/Eiffel_Tower', content: SNIPPET }], answers: [], unresponsive_engines: [] }),
  );
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-daemon-'));
  daemon = await startDaemon(testConfig({ HEARTH_SEARXNG_URL: searxng.url }, dataDir), silentLogger());
  base = `http://127.0.0.1:${daemon.port}`;
});

afterAll(async () => {
  await daemon?.stop();
  await searxng?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** One ask over the WebSocket protocol; resolves with every frame up to the final one. */
async function askOverSocket(text: string): Promise<Array<Record<string, unknown>>> {
  return (await askOverSocketAt(daemon.port, daemon.token, text)).frames;
}

describe('the daemon over WebSocket', () => {
  it('streams a web-grounded answer and ends with the record', async () => {
    const frames = await askOverSocket('how tall is the eiffel tower');
    const answer = frames.at(-1)!;
    expect(answer).toMatchObject({ type: 'answer', id: 'q1', route: 'web' });
    expect(String(answer.text)).toContain('330 metres');
    expect(frames.some((f) => f.type === 'chunk')).toBe(true);
    expect(answer.evidence).toEqual([expect.objectContaining({ source: 'web', url: 'https://en.example.org/wiki/Eiffel_Tower' })]);
  });

  it('keeps a note and answers from it without searching', async () => {
    const before = searxng.requests.length;
    await askOverSocket('remember that the bike lock code is 4711');
    const frames = await askOverSocket('what is the bike lock code');
    expect(frames.at(-1)).toMatchObject({ type: 'answer', route: 'personal' });
    expect(String(frames.at(-1)!.text)).toContain('4711');
    expect(searxng.requests.length).toBe(before);
  });

  it('refuses a connection without the token', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${daemon.port}/ws`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('reports counters on /status and nothing that was asked', async () => {
    const body = await (await fetch(`${base}/status`, { headers: { authorization: `Bearer ${daemon.token}` } })).text();
    expect(body).toContain('turn.started');
    expect(body.toLowerCase()).not.toContain('eiffel');
    expect(body).not.toContain('4711');
  });

  it('shows on /status only counter names declared in counter-names.ts', async () => {
    const status = (await (await fetch(`${base}/status`, { headers: { authorization: `Bearer ${daemon.token}` } })).json()) as { counters: Record<string, number> };
    const names = Object.keys(status.counters);
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => !isDeclaredCounter(name))).toEqual([]);
  });
});

describe.skipIf(!chromiumAvailable)('the daemon through the chat page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('asks in the page and shows the streamed answer with its source', async () => {
    const run = await askThroughChatPage(browser, base, daemon.token, 'how tall is the eiffel tower', { screenshotPath: '/tmp/hearth-daemon-chat.png' });
    expect(run.answerText).toContain('330 metres');
    expect(run.route).toBe('From the web');
    expect(run.sources).toEqual([
      { label: 'Eiffel Tower', kind: 'Web search', passage: expect.stringContaining('330'), href: 'https://en.example.org/wiki/Eiffel_Tower', rel: 'noopener noreferrer', reader: false },
    ]);
    expect(run.consoleErrors).toEqual([]);
  });
});
