/**
 * The LLM phraser against real loopback HTTP servers that speak (or fail to speak) OpenAI streaming SSE.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, test } from 'vitest';
import type { LlmConfig } from '../daemon/config/types.js';
import { createLogger, silentLogger } from '../daemon/log/logger.js';
import { createExtractivePhraser } from '../daemon/phraser/extractive.js';
import { createPhraser } from '../daemon/phraser/index.js';
import { createOpenAiPhraser } from '../daemon/phraser/openai.js';
import type { PhraseRequest, Phraser } from '../daemon/phraser/types.js';
import { Counters } from '../daemon/status/counters.js';
import type { Evidence } from '../daemon/turn/types.js';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

interface FakeLlm {
  url: string;
  port: number;
  seen: Seen[];
  close(): Promise<void>;
}

type Handler = (res: ServerResponse) => void | Promise<void>;

const servers: Server[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function startLlm(handler: Handler): Promise<FakeLlm> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      void handler(res);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/`,
    port,
    seen,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Streams the tokens as OpenAI chat-completion chunks, `delayMs` apart, then [DONE] unless told otherwise. */
function streamTokens(tokens: string[], delayMs = 5, opts: { done?: boolean; onDone?: () => void } = {}): Handler {
  return async (res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant' } }] })}\n\n`);
    for (const content of tokens) {
      await sleep(delayMs);
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
    }
    await sleep(delayMs);
    if (res.destroyed) return;
    opts.onDone?.();
    if (opts.done !== false) res.end('data: [DONE]\n\n');
    else res.end();
  };
}

function llmConfig(url: string, overrides: Partial<LlmConfig> = {}): LlmConfig {
  return { url, model: 'test-model', apiKey: '', firstSentenceTimeoutMs: 2000, maxTokens: 123, temperature: 0.2, ...overrides };
}

const EVIDENCE: Evidence[] = [
  { source: 'zim', title: 'Eiffel Tower', text: 'The Eiffel Tower is in Paris. It was completed in 1889 for the World Fair.' },
];
const QUESTION = 'When was the Eiffel Tower completed?';
const EXTRACTIVE_ANSWER = 'It was completed in 1889 for the World Fair.';

interface Harness {
  phraser: Phraser;
  counters: Counters;
  logs: string[];
}

function harness(cfg: LlmConfig): Harness {
  const counters = new Counters();
  const logs: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logs.push(line) });
  const fallback = createExtractivePhraser({ maxSentences: 1 });
  return { phraser: createOpenAiPhraser(cfg, { fallback, counters, logger }), counters, logs };
}

function request(overrides: Partial<PhraseRequest> = {}): PhraseRequest & { heard: string[] } {
  const heard: string[] = [];
  return {
    question: QUESTION,
    evidence: EVIDENCE,
    lang: 'en',
    signal: new AbortController().signal,
    deadlineAt: Date.now() + 10_000,
    onSentence: (s) => heard.push(s),
    ...overrides,
    heard,
  };
}

const TOKENS = ['The', ' tower', ' was', ' finished', ' in', ' 1889.', ' It', ' is', ' in', ' Paris.'];

describe('OpenAI-compatible phraser', () => {
  test('streams sentences in order, the first one before the reply ends', async () => {
    const events: string[] = [];
    const llm = await startLlm(streamTokens(TOKENS, 5, { onDone: () => events.push('server:done') }));
    const { phraser, counters } = harness(llmConfig(llm.url));
    const req = request({ onSentence: (s) => events.push(s) });
    const result = await phraser.phrase(req);
    expect(events).toEqual(['The tower was finished in 1889.', 'server:done', 'It is in Paris.']);
    expect(result).toEqual({ text: 'The tower was finished in 1889. It is in Paris.', backend: 'llm' });
    expect(counters.get('phraser.llm.ok')).toBe(1);
  });

  test('posts a streaming chat-completions request with the configured model, limits and key', async () => {
    const llm = await startLlm(streamTokens(['Yes.']));
    const { phraser } = harness(llmConfig(llm.url, { apiKey: 'sekret' }));
    await phraser.phrase(request());
    const [seen] = llm.seen;
    expect(seen?.url).toBe('/v1/chat/completions');
    expect(seen?.headers.authorization).toBe('Bearer sekret');
    expect(seen?.body).toMatchObject({ model: 'test-model', stream: true, max_tokens: 123, temperature: 0.2 });
    const messages = seen?.body.messages as Array<{ role: string; content: string }>;
    expect(messages.at(-1)?.content).toMatch(/\nQuestion: When was the Eiffel Tower completed\?$/u);
  });

  test('sends no Authorization header without a key', async () => {
    const llm = await startLlm(streamTokens(['Yes.']));
    await harness(llmConfig(llm.url)).phraser.phrase(request());
    expect(llm.seen[0]?.headers.authorization).toBeUndefined();
  });

  test('strips <think> blocks from the reply', async () => {
    const llm = await startLlm(streamTokens(['<thi', 'nk>The user asks.', ' Answer: 1900.</th', 'ink>', 'In 1889.']));
    const req = request();
    const result = await harness(llmConfig(llm.url)).phraser.phrase(req);
    expect(req.heard).toEqual(['In 1889.']);
    expect(result.backend).toBe('llm');
  });

  test('falls back to the extractive answer on HTTP 500', async () => {
    const llm = await startLlm((res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"boom"}}');
    });
    const { phraser, counters } = harness(llmConfig(llm.url));
    const req = request();
    expect(await phraser.phrase(req)).toEqual({ text: EXTRACTIVE_ANSWER, backend: 'extractive', fallbackReason: 'httpError' });
    expect(req.heard).toEqual([EXTRACTIVE_ANSWER]);
    expect(counters.get('phraser.llm.fallback.httpError')).toBe(1);
  });

  test('falls back when the server accepts but never answers within the first-sentence timeout', async () => {
    const llm = await startLlm(() => undefined);
    const { phraser, counters } = harness(llmConfig(llm.url, { firstSentenceTimeoutMs: 200 }));
    const started = Date.now();
    const result = await phraser.phrase(request());
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result).toEqual({ text: EXTRACTIVE_ANSWER, backend: 'extractive', fallbackReason: 'timedOut' });
    expect(counters.get('phraser.llm.fallback.timedOut')).toBe(1);
  });

  test('falls back when tokens flow but no sentence is finished in time', async () => {
    const llm = await startLlm(streamTokens(Array.from({ length: 100 }, () => ' word'), 10));
    const req = request();
    const result = await harness(llmConfig(llm.url, { firstSentenceTimeoutMs: 150 })).phraser.phrase(req);
    expect(result.fallbackReason).toBe('timedOut');
    expect(req.heard).toEqual([EXTRACTIVE_ANSWER]);
  });

  test('gives up before the turn deadline even when the first-sentence timeout is longer', async () => {
    const llm = await startLlm(() => undefined);
    const { phraser } = harness(llmConfig(llm.url, { firstSentenceTimeoutMs: 10_000 }));
    const started = Date.now();
    const result = await phraser.phrase(request({ deadlineAt: started + 300 }));
    expect(result.fallbackReason).toBe('timedOut');
    // Without the deadline it would wait the 10 s first-sentence timeout; 2 s is generous under load.
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('falls back when the server is unreachable', async () => {
    const llm = await startLlm(() => undefined);
    await llm.close();
    servers.pop();
    const { phraser, counters } = harness(llmConfig(llm.url));
    const result = await phraser.phrase(request());
    expect(result).toEqual({ text: EXTRACTIVE_ANSWER, backend: 'extractive', fallbackReason: 'unreachable' });
    expect(counters.get('phraser.llm.fallback.unreachable')).toBe(1);
  });

  test('falls back on a malformed stream', async () => {
    const llm = await startLlm((res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {not json\n\n');
    });
    const result = await harness(llmConfig(llm.url)).phraser.phrase(request());
    expect(result.fallbackReason).toBe('badReply');
  });

  test('falls back on an empty reply', async () => {
    const llm = await startLlm(streamTokens(['<think>hmm</think>', '  ']));
    const result = await harness(llmConfig(llm.url)).phraser.phrase(request());
    expect(result).toEqual({ text: EXTRACTIVE_ANSWER, backend: 'extractive', fallbackReason: 'emptyReply' });
  });

  test('reads a server that ignores stream and sends one JSON reply', async () => {
    const llm = await startLlm((res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'In 1889. For a fair.' } }] }));
    });
    const req = request();
    expect(await harness(llmConfig(llm.url)).phraser.phrase(req)).toEqual({ text: 'In 1889. For a fair.', backend: 'llm' });
    expect(req.heard).toEqual(['In 1889.', 'For a fair.']);
  });

  test('stops after the spoken sentences when the stream breaks midway, without repeating', async () => {
    const llm = await startLlm(async (res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const content of ['In 1889.', ' It was', ' built']) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
        await sleep(10);
      }
      res.destroy();
    });
    const { phraser, counters } = harness(llmConfig(llm.url));
    const req = request();
    expect(await phraser.phrase(req)).toEqual({ text: 'In 1889.', backend: 'llm' });
    expect(req.heard).toEqual(['In 1889.']);
    expect(counters.get('phraser.llm.cutShort.badReply')).toBe(1);
  });

  test('stops at the turn deadline once sentences were spoken', async () => {
    const llm = await startLlm(streamTokens(['One.', ' Then', ...Array.from({ length: 50 }, () => ' more')], 20));
    const req = request({ deadlineAt: Date.now() + 400 });
    const result = await harness(llmConfig(llm.url)).phraser.phrase(req);
    expect(result).toEqual({ text: 'One.', backend: 'llm' });
  });

  test('a cancelled turn stops streaming, hears nothing more and gets no fallback', async () => {
    const llm = await startLlm(streamTokens(['One.', ' Two.', ' Three.', ' Four.'], 30));
    const controller = new AbortController();
    const { phraser, counters } = harness(llmConfig(llm.url));
    const heard: string[] = [];
    const result = await phraser.phrase(
      request({
        signal: controller.signal,
        onSentence: (s) => {
          heard.push(s);
          controller.abort();
        },
      }),
    );
    expect(heard).toEqual(['One.']);
    expect(result).toEqual({ text: 'One.', backend: 'llm' });
    expect(counters.get('phraser.llm.cancelled')).toBe(1);
    expect(counters.get('phraser.llm.fallback.timedOut')).toBe(0);
  });

  test('answers "I don\'t know" without calling the LLM when there is no evidence', async () => {
    const llm = await startLlm(streamTokens(['Made up.']));
    const req = request({ evidence: [], lang: 'de' });
    expect(await harness(llmConfig(llm.url)).phraser.phrase(req)).toEqual({
      text: 'Das weiß ich nicht.',
      backend: 'none',
      fallbackReason: 'noEvidence',
    });
    expect(llm.seen).toEqual([]);
  });

  test('says the source does not say, without calling the LLM, when the evidence never speaks to the question', async () => {
    const llm = await startLlm(streamTokens(['Made up.']));
    const evidence: Evidence[] = [{ source: 'zim', title: 'Eiffel Tower', text: 'The Eiffel Tower is a wrought-iron lattice tower in Paris. It is named after Gustave Eiffel.' }];
    const req = request({ question: 'how many lifts does the eiffel tower have', evidence });
    const result = await harness(llmConfig(llm.url)).phraser.phrase(req);
    expect(result.fallbackReason).toBe('notInEvidence');
    expect(req.heard).toEqual(["The article on Eiffel Tower doesn't say."]);
    expect(llm.seen).toEqual([]);
  });

  test('puts the answering sentence first in the prompt', async () => {
    const llm = await startLlm(streamTokens(['Yes.']));
    const evidence: Evidence[] = [
      { source: 'zim', title: 'Eiffel Tower', text: 'The Eiffel Tower is a wrought-iron lattice tower in Paris. Construction was completed in March 1889.' },
    ];
    await harness(llmConfig(llm.url)).phraser.phrase(request({ question: 'when was the eiffel tower completed', evidence }));
    const messages = llm.seen[0]?.body.messages as Array<{ role: string; content: string }>;
    const firstEvidence = messages.at(-1)?.content.split('\n').find((l) => l.startsWith('[1]'));
    expect(firstEvidence).toMatch(/completed in March 1889/u);
    expect(firstEvidence).not.toMatch(/lattice/u);
  });

  test('logs carry neither the question, the evidence, the answer nor the host', async () => {
    const llm = await startLlm((res) => {
      res.writeHead(502);
      res.end();
    });
    const { phraser, logs } = harness(llmConfig(llm.url));
    await phraser.phrase(request());
    const all = logs.join('\n');
    expect(all).toContain('phraser.llm.fallback');
    for (const secret of ['Eiffel', '1889', '127.0.0.1', String(llm.port), 'completed']) expect(all).not.toContain(secret);
  });
});

describe('createPhraser', () => {
  test('uses the extractive phraser when no LLM URL is configured', async () => {
    const counters = new Counters();
    const phraser = createPhraser(
      { llm: llmConfig(''), phraser: { maxSentences: 2 } },
      { counters, logger: silentLogger() },
    );
    const result = await phraser.phrase(request());
    expect(result.backend).toBe('extractive');
    expect(counters.snapshot().components.phraser).toMatch(/extractive/u);
  });
});
