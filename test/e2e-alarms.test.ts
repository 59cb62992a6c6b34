/**
 * Timers and alarms end to end on the real daemon (`startDaemon`, real store file) with a chat client on the
 * WebSocket: a timer rings while the page is connected; an alarm set before a restart rings after it, and
 * Stop from the page ends the ring; a timer set by a separate `hearth ask` process rings in the running
 * daemon; an alarm missed while the daemon was down is announced as missed, not rung; the lists the page
 * sees follow a spoken turn.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { silentLogger } from '../daemon/log/logger.js';
import { startDaemon, type Daemon } from '../daemon/main.js';
import { openStore } from '../daemon/store/store.js';
import { testConfig } from './helpers/hearth.js';

type Frame = Record<string, unknown>;

/** A connected chat client that keeps every frame and can wait for one. */
class Client {
  readonly frames: Frame[] = [];
  readonly #ws: WebSocket;
  #waiters: { pred: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  #seq = 0;

  private constructor(ws: WebSocket) {
    this.#ws = ws;
    ws.on('message', (data) => {
      const f = JSON.parse(String(data)) as Frame;
      this.frames.push(f);
      this.#waiters = this.#waiters.filter((w) => (w.pred(f) ? (w.resolve(f), false) : true));
    });
  }

  static open(d: Daemon): Promise<Client> {
    const ws = new WebSocket(`ws://127.0.0.1:${d.port}/ws?token=${d.token}`);
    const c = new Client(ws);
    return c.next((f) => f.type === 'hello').then(() => c);
  }

  next(pred: (f: Frame) => boolean, timeoutMs = 8000): Promise<Frame> {
    const seen = this.frames.find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error('frame did not arrive')), timeoutMs);
      this.#waiters.push({ pred, resolve: (f) => (clearTimeout(t), resolve(f)) });
    });
  }

  async ask(text: string): Promise<Frame> {
    const id = `q${++this.#seq}`;
    this.send({ type: 'ask', id, text });
    return this.next((f) => f.type === 'answer' && f.id === id);
  }

  send(frame: Frame): void {
    this.#ws.send(JSON.stringify(frame));
  }

  close(): void {
    this.#ws.close();
  }
}

const BIN = new URL('../bin/hearth.js', import.meta.url).pathname;
let dataDir: string;
let daemon: Daemon | undefined;

const config = () => testConfig({}, dataDir);

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-alarms-'));
  daemon = await startDaemon(config(), silentLogger());
});

afterAll(async () => {
  await daemon?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('timers and alarms through the chat page protocol', () => {
  it('a timer set over the socket rings on the connected page', async () => {
    const page = await Client.open(daemon!);
    const answer = await page.ask('set a timer for 2 seconds');
    expect(answer).toMatchObject({ route: 'skill', text: 'Timer set for 2 seconds.' });
    expect(await page.next((f) => f.type === 'announce')).toMatchObject({ kind: 'timer', ring: false, text: "Time's up: the timer for 2 seconds is done." });
    page.close();
  });

  it('an alarm set before a restart rings after it, and Stop from the page ends the ring', async () => {
    const before = await Client.open(daemon!);
    expect(await before.ask('set an alarm in 4 seconds')).toMatchObject({ route: 'skill' });
    before.close();
    await daemon!.stop();
    daemon = await startDaemon(config(), silentLogger());
    const page = await Client.open(daemon);
    const ring = await page.next((f) => f.type === 'announce');
    expect(ring).toMatchObject({ kind: 'alarm', ring: true });
    page.send({ type: 'alarm', action: 'stop' });
    expect(await page.next((f) => f.type === 'ringStop')).toEqual({ type: 'ringStop', id: ring.id });
    page.close();
  });

  it('a timer set by a separate `hearth ask` process rings in the running daemon', async () => {
    const page = await Client.open(daemon!);
    const run = spawnSync(process.execPath, [BIN, 'ask', '--json', 'set a timer for 1 second'], {
      env: { ...process.env, HEARTH_DATA_DIR: dataDir, HEARTH_ZIM_DIR: join(dataDir, 'zim-empty'), HEARTH_SEARXNG_URL: '', HEARTH_KIWIX_URL: '', HEARTH_LLM_URL: '', HEARTH_CONFIG: '', HEARTH_LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ route: 'skill', text: 'Timer set for 1 second.' });
    expect(await page.next((f) => f.type === 'announce' && f.kind === 'timer')).toMatchObject({ text: "Time's up: the timer for 1 second is done." });
    page.close();
  });

  it('an alarm that came due while the daemon was down is announced as missed to a page connecting after start, without ringing', async () => {
    await daemon!.stop();
    const store = openStore({ dataDir, history: { enabled: false, retentionDays: 1 } });
    const dueAt = Date.now() - 2 * 3_600_000;
    store.addTimer({ kind: 'alarm', label: '', lang: 'en', dueAt, createdAt: dueAt - 3_600_000 });
    store.close();
    daemon = await startDaemon(config(), silentLogger());
    const page = await Client.open(daemon);
    const frame = await page.next((f) => f.type === 'announce');
    expect(frame).toMatchObject({ kind: 'alarm', ring: false });
    expect(String(frame.text)).toMatch(/^While I was off, you missed the alarm at \d\d:\d\d\.$/);
    expect(daemon.hearth.scheduler.ringing()).toEqual([]);
    page.close();
  });

  it('the page sees a list change made by a spoken turn, and can add and remove items itself', async () => {
    const page = await Client.open(daemon!);
    await page.ask('add eggs and milk to my shopping list');
    const update = await page.next((f) => f.type === 'lists');
    const shopping = (update.lists as { name: string; items: { id: number; text: string }[] }[]).find((l) => l.name === 'shopping')!;
    expect(shopping.items.map((i) => i.text)).toEqual(['eggs', 'milk']);
    page.send({ type: 'listRemove', list: 'shopping', id: shopping.items[0]!.id });
    page.send({ type: 'listAdd', list: 'shopping', text: 'bread' });
    const later = await page.next((f) => f.type === 'lists' && JSON.stringify(f).includes('bread'));
    const after = (later.lists as { name: string; items: { text: string }[] }[]).find((l) => l.name === 'shopping')!;
    expect(after.items.map((i) => i.text)).toEqual(['milk', 'bread']);
    page.close();
  });
});
