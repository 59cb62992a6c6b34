/**
 * Push-to-talk in headless Chromium: the browser's microphone is a fake device fed from a WAV file of real
 * espeak-ng speech (--use-file-for-fake-audio-capture), the page streams it as 16 kHz PCM over the /talk
 * WebSocket, speech to text runs on a Wyoming test server, the turn on a real Hearth, and the answer's espeak-ng
 * audio comes back and is played by the page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { WebSocket } from 'ws';
import { silentLogger } from '../daemon/log/logger.js';
import { startServer, type RunningServer } from '../daemon/server/server.js';
import { WyomingTranscriber } from '../daemon/stt/wyoming.js';
import { EspeakSynthesizer } from '../daemon/tts/espeak.js';
import { CHROMIUM_PATH, chromiumAvailable } from './helpers/chromium.js';
import { clipSeconds, removeClips, speechClip } from './helpers/clips.js';
import { startTestHearth, type TestHearth } from './helpers/hearth.js';
import { startWyomingServer, type WyomingTestServer } from './helpers/wyoming-server.js';

const TOKEN = 'talk-test-token';
let app: TestHearth;
let upstream: WyomingTestServer;
let server: RunningServer;
let browser: Browser;
let clip: string;

beforeAll(async () => {
  if (!chromiumAvailable) return;
  upstream = await startWyomingServer({ transcript: 'what is 12 times 7' });
  app = await startTestHearth({ HEARTH_SEARXNG_URL: '' });
  server = await startServer({
    config: app.config.server,
    runner: app.hearth.chain,
    counters: app.hearth.counters,
    logger: silentLogger(),
    token: TOKEN,
    talk: { transcriber: new WyomingTranscriber({ uri: upstream.uri }), synth: new EspeakSynthesizer({ voice: 'en' }) },
  });
  clip = speechClip('what is twelve times seven', { padBeforeS: 0.2, padAfterS: 0.3 });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--autoplay-policy=no-user-gesture-required',
      '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${clip}`,
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await app?.close();
  await upstream?.close();
  removeClips();
});

describe.skipIf(!chromiumAvailable)('push-to-talk in the browser', () => {
  it('streams the held microphone to speech to text and plays the spoken answer', async () => {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.port}/talk#token=${TOKEN}`);
    await page.waitForSelector('#talk:not([disabled])');
    const box = (await page.locator('#talk').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.waitForTimeout(Math.round(clipSeconds(clip) * 1000) + 500);
    await page.mouse.up();
    await page.waitForSelector('body[data-answered="1"]', { timeout: 30_000 });
    expect(await page.textContent('#said')).toBe('what is 12 times 7');
    expect(await page.textContent('#answer')).toContain('84');
    expect(Number(await page.getAttribute('body', 'data-audio-chunks'))).toBeGreaterThan(0);
    // What reached speech to text was the held audio, downsampled to 16 kHz: at least the clip's length.
    const sent = upstream.connections.at(-1)!;
    expect(sent.find((e) => e.type === 'audio-start')?.data.rate).toBe(16000);
    const samples = sent.filter((e) => e.type === 'audio-chunk').reduce((n, e) => n + (e.payload?.length ?? 0) / 2, 0);
    expect(samples / 16000).toBeGreaterThan(clipSeconds(clip) * 0.8);
    await page.close();
  }, 60_000);

  it('refuses the talk socket without the token', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/talk`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });
});
