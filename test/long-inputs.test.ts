/**
 * Long inputs everywhere, against a real daemon on loopback: each is refused with a clear error or cut at a
 * documented limit (docs/protocol.md, "Limits"), and while one is being handled another client still gets
 * its answer. The assertions are on behaviour (what came back), never on time.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { startDaemon, type Daemon } from '../daemon/main.js';
import { MAX_TEXT_CHARS } from '../daemon/server/protocol.js';
import { MAX_NOTE_CHARS } from '../daemon/store/notes.js';
import { StoreError } from '../daemon/store/store.js';
import { SNIPPET_MAX_CHARS, TITLE_MAX_CHARS } from '../daemon/websearch/evidence.js';
import { testConfig } from './helpers/hearth.js';
import { sendJson, startReplyServer, type ReplyServer } from './helpers/searx.js';
import { askOverSocket, type SocketEnd } from './helpers/ws-ask.js';

const MEGABYTE = 1024 * 1024;
const HOSTILE_TITLE = Array.from({ length: 10_000 }, (_, i) => `word${i}`).join(' ');
const HOSTILE_SNIPPET = `The lighthouse keeper lives on the rock. ${'lighthouse '.repeat(Math.ceil(MEGABYTE / 11))}`;

let searxng: ReplyServer;
let daemon: Daemon;
let dataDir: string;

beforeAll(async () => {
  searxng = await startReplyServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    const hostile = q.includes('lighthouse');
    const result = hostile
      ? { title: HOSTILE_TITLE, url: 'https://hostile.example/page', content: HOSTILE_SNIPPET }
      : { title: 'Eiffel Tower', url: 'https://en.example.org/wiki/Eiffel_Tower', content: 'The Eiffel Tower is 330 metres tall.' };
    sendJson(res, { query: q, results: [result], answers: [], unresponsive_engines: [] });
  });
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-long-'));
  daemon = await startDaemon(testConfig({ HEARTH_SEARXNG_URL: searxng.url }, dataDir), silentLogger());
});

afterAll(async () => {
  await daemon?.stop();
  await searxng?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const ask = (text: string): Promise<SocketEnd> => askOverSocket(daemon.port, daemon.token, text);
const last = (end: SocketEnd): Record<string, unknown> | undefined => end.frames.at(-1);

describe('long questions over the WebSocket', () => {
  it('a 100,000-character question closes the connection with 1009 (message too big)', async () => {
    const end = await ask('x'.repeat(100_000));
    expect(end.closeCode).toBe(1009);
  });

  it(`a question over ${MAX_TEXT_CHARS} characters that fits in a frame gets a tooLarge error`, async () => {
    const end = await ask('why '.repeat(MAX_TEXT_CHARS / 2));
    expect(last(end)).toMatchObject({ type: 'error', code: 'tooLarge', id: 'q1' });
  });

  it('another client is answered while a 100,000-character question is refused', async () => {
    const [, other] = await Promise.all([ask('y'.repeat(100_000)), ask('what is 6 times 7')]);
    expect(last(other)).toMatchObject({ type: 'answer', route: 'skill' });
  });
});

describe('a search result with a 10,000-word title and a 1 MB snippet', () => {
  it('is cut to the title and snippet limits in the answer\'s evidence', async () => {
    const end = await ask('where does the lighthouse keeper live');
    const evidence = (last(end)?.evidence ?? []) as Array<{ title?: string; text: string }>;
    const web = evidence.filter((e) => e.title !== undefined);
    expect(web.length).toBeGreaterThan(0);
    expect(web.every((e) => (e.title ?? '').length <= TITLE_MAX_CHARS && e.text.length <= SNIPPET_MAX_CHARS)).toBe(true);
  });

  it('another client is answered while that turn runs', async () => {
    const [hostile, other] = await Promise.all([ask('what does the lighthouse keeper do'), ask('what is 6 times 7')]);
    expect({ hostile: last(hostile)?.type, other: last(other)?.type }).toEqual({ hostile: 'answer', other: 'answer' });
  });
});

describe('a 1 MB note', () => {
  it('is refused by the store with HEARTH_STORE_BAD_INPUT naming the limit', () => {
    let error: unknown;
    try {
      daemon.hearth.store.addNote('n'.repeat(MEGABYTE));
    } catch (err) {
      error = err;
    }
    expect(error instanceof StoreError && { code: error.code, limit: error.message.includes(String(MAX_NOTE_CHARS)) }).toEqual({ code: 'HEARTH_STORE_BAD_INPUT', limit: true });
  });

  it('"remember that" with a 1 MB note over the WebSocket closes the connection with 1009, and nothing is saved', async () => {
    const before = daemon.hearth.store.listNotes().length;
    const end = await ask(`remember that ${'the spare key is under the pot '.repeat(MEGABYTE / 30)}`);
    expect({ close: end.closeCode, notes: daemon.hearth.store.listNotes().length }).toEqual({ close: 1009, notes: before });
  });
});

describe('hearth ask with a 100,000-character question', () => {
  it('prints one line saying the question is too long and exits 2', () => {
    const env = { ...process.env, HEARTH_DATA_DIR: dataDir, HEARTH_ZIM_DIR: join(dataDir, 'z'), HEARTH_SEARXNG_URL: '', HEARTH_KIWIX_URL: '', HEARTH_LLM_URL: '', HEARTH_CONFIG: '' };
    const run = spawnSync(process.execPath, [new URL('../bin/hearth.js', import.meta.url).pathname, 'ask', 'z'.repeat(100_000)], { env, encoding: 'utf8', timeout: 30_000 });
    expect({ code: run.status, stderr: run.stderr.trim() }).toEqual({ code: 2, stderr: `hearth: the question is longer than ${MAX_TEXT_CHARS} characters` });
  });
});
