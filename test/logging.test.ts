/**
 * The logging rule: no question text, evidence text, answer, URL or host in the log output, at any level.
 * Turns of every route run through a real Hearth whose logger writes everything (trace) to a buffer.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../daemon/log/logger.js';
import { startTestHearth, type TestHearth } from './helpers/hearth.js';

const SNIPPET = 'Quokkas are small marsupials living on Rottnest Island near Perth.';
const RESULT_URL = 'https://quokka-facts.example.org/rottnest?src=zzq';
let searxng: Server;
let app: TestHearth;
const lines: string[] = [];

beforeAll(async () => {
  searxng = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({ query: 'q', results: [{ title: 'Quokka facts', content: SNIPPET, url: RESULT_URL }], answers: [], unresponsive_engines: [] }),
    );
  });
  await new Promise<void>((r) => searxng.listen(0, '127.0.0.1', r));
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  app = await startTestHearth(
    { HEARTH_SEARXNG_URL: `http://127.0.0.1:${(searxng.address() as AddressInfo).port}`, HEARTH_LOG_LEVEL: 'trace' },
    createLogger('trace', sink),
  );
});

afterAll(async () => {
  await app?.close();
  await new Promise((r) => searxng?.close(r));
});

const TURNS = [
  'where do quokkas live',
  'remember that the zebra-striped umbrella is in the attic',
  'where is the zebra-striped umbrella',
  "what's my sister Ingrid's phone number",
  'what is 17 times 23',
  'где живут квокки',
];

describe('logging', () => {
  it('writes log lines for turns (so the next assertion is not vacuous)', async () => {
    for (const text of TURNS) await app.hearth.chain.ask({ text, origin: 'cli', clientId: 'log' });
    expect(lines.join('').length).toBeGreaterThan(0);
    expect(lines.join('')).toContain('"event":"turn"');
  });

  it('never logs a question, answer, evidence text, URL or host', async () => {
    const answers: string[] = [];
    for (const text of TURNS) {
      const outcome = await app.hearth.chain.ask({ text, origin: 'cli', clientId: 'log' });
      if (outcome.ok) answers.push(outcome.record.text);
    }
    const log = lines.join('').toLowerCase();
    const forbidden = [
      ...TURNS.map((t) => t.toLowerCase()),
      ...answers.filter((a) => a.length > 12).map((a) => a.toLowerCase().slice(0, 40)),
      'quokka', 'квокк', 'rottnest', 'zebra', 'ingrid', 'umbrella', 'quokka-facts.example.org', RESULT_URL.toLowerCase(), '127.0.0.1',
    ];
    for (const needle of forbidden) expect(log, needle).not.toContain(needle);
  });
});
