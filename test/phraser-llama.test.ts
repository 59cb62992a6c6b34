/**
 * The local LLM phraser on a real GGUF model run by llama.cpp: stories260K, a 260K-parameter Llama trained on
 * children's stories (see ../shared/models/README.md). It writes stories, not answers, so these tests assert on
 * the mechanics (streaming, stopping, cancelling, KV reuse, fallbacks), never on what it says.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import type { LlmConfig } from '../daemon/config/types.js';
import { createLogger } from '../daemon/log/logger.js';
import { createExtractivePhraser } from '../daemon/phraser/extractive.js';
import { createPhraser } from '../daemon/phraser/index.js';
import { createLocalLlmPhraser, type LocalLlmDeps, type LocalLlmPhraser } from '../daemon/phraser/llama.js';
import type { PhraseRequest } from '../daemon/phraser/types.js';
import { Counters } from '../daemon/status/counters.js';
import type { Evidence } from '../daemon/turn/types.js';
import { missingShared, sharedPath } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, ['models/llm/stories260K.gguf']);

const STORIES = sharedPath('models', 'llm', 'stories260K.gguf');

const EVIDENCE: Evidence[] = [
  { source: 'zim', title: 'Eiffel Tower', text: 'The Eiffel Tower is in Paris. It was completed in 1889 for the World Fair.' },
];
const QUESTION = 'When was the Eiffel Tower completed?';

function llmConfig(overrides: Partial<LlmConfig> = {}): LlmConfig {
  return {
    url: '',
    model: '',
    apiKey: '',
    firstSentenceTimeoutMs: 10_000,
    maxTokens: 120,
    temperature: 0,
    localModel: STORIES,
    contextSize: 1024,
    threads: 1,
    evidenceTokenBudget: 200,
    ...overrides,
  };
}

interface Harness {
  phraser: LocalLlmPhraser;
  counters: Counters;
  logs: string[];
}

const open: LocalLlmPhraser[] = [];
const tempDirs: string[] = [];
afterEach(async () => {
  for (const p of open.splice(0)) await p.close();
});
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

function harness(cfg: Partial<LlmConfig> = {}, deps: Partial<LocalLlmDeps> = {}): Harness {
  const counters = new Counters();
  const logs: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void logs.push(line) });
  const fallback = createExtractivePhraser({ maxSentences: 1 });
  const phraser = createLocalLlmPhraser(llmConfig(cfg), { fallback, counters, logger, cores: 2, ...deps });
  open.push(phraser);
  return { phraser, counters, logs };
}

function request(overrides: Partial<PhraseRequest> = {}): PhraseRequest & { heard: string[] } {
  const heard: string[] = [];
  return {
    question: QUESTION,
    evidence: EVIDENCE,
    lang: 'en',
    signal: new AbortController().signal,
    deadlineAt: Date.now() + 60_000,
    onSentence: (s) => heard.push(s),
    heard,
    ...overrides,
  };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-llama-'));
  tempDirs.push(dir);
  return dir;
}

describe.skipIf(NO_SHARED)('loading', () => {
  test('loads the model and says so on /status', async () => {
    const { phraser, counters } = harness();
    expect(await phraser.ready()).toBe('ready');
    expect(counters.snapshot().components.phraser).toMatch(/local LLM \(llama\.cpp\)/u);
  });

  test('a turn during the load is answered extractively and counted', async () => {
    const { phraser, counters } = harness();
    const req = request();
    const result = await phraser.phrase(req);
    expect(result).toMatchObject({ backend: 'extractive', fallbackReason: 'loading' });
    expect(req.heard.length).toBeGreaterThan(0);
    expect(counters.get('phraser.llm.fallback.loading')).toBe(1);
  });

  test('a missing model file: extractive answers, counted, with a /status line', async () => {
    const { phraser, counters, logs } = harness({ localModel: join(tempDir(), 'absent.gguf') });
    expect(await phraser.ready()).toBe('modelMissing');
    const result = await phraser.phrase(request());
    expect(result).toMatchObject({ backend: 'extractive', fallbackReason: 'modelMissing' });
    expect(counters.get('phraser.llm.fallback.modelMissing')).toBe(1);
    expect(counters.snapshot().components.phraser).toMatch(/model file not found/u);
    expect(logs.join('\n')).not.toContain('absent.gguf');
  });

  test('a corrupt model file: extractive answers, counted, no crash', async () => {
    const file = join(tempDir(), 'corrupt.gguf');
    writeFileSync(file, Buffer.from('GGUF this is not a model at all'.repeat(100)));
    const { phraser, counters } = harness({ localModel: file });
    expect(await phraser.ready()).toBe('modelBroken');
    const result = await phraser.phrase(request());
    expect(result).toMatchObject({ backend: 'extractive', fallbackReason: 'modelBroken' });
    expect(counters.get('phraser.llm.local.loadFailed.modelBroken')).toBe(1);
  });

  test('a catalog name is resolved through resolveModel to the .gguf in the model directory', async () => {
    const dir = join(tempDir(), 'stories');
    mkdirSync(dir);
    writeFileSync(join(dir, 'stories260K.gguf'), await import('node:fs/promises').then((fs) => fs.readFile(STORIES)));
    const asked: string[] = [];
    const { phraser } = harness({ localModel: 'stories' }, { resolveModel: async (name) => (asked.push(name), dir) });
    expect(await phraser.ready()).toBe('ready');
    expect(asked).toEqual(['stories']);
  });

  test('a catalog name the model manager does not have is a missing model', async () => {
    const { phraser } = harness({ localModel: 'qwen3-1.7b' }, { resolveModel: async () => undefined });
    expect(await phraser.ready()).toBe('modelMissing');
  });

  test('createPhraser picks the local model when no URL is set', async () => {
    const counters = new Counters();
    const phraser = createPhraser({ llm: llmConfig(), phraser: { maxSentences: 1 } }, { counters, logger: createLogger('silent') });
    expect('ready' in phraser).toBe(true);
    await (phraser as LocalLlmPhraser).ready();
    await phraser.close?.();
    expect(counters.snapshot().components.phraser).toBe('local LLM closed');
  });
});

describe.skipIf(NO_SHARED)('generation', () => {
  test('streams sentences in order before the promise resolves', async () => {
    const { phraser, counters } = harness();
    await phraser.ready();
    let settled = false;
    const arrivals: boolean[] = [];
    const req = request({ onSentence: (s) => (arrivals.push(settled), req.heard.push(s)) });
    const pending = phraser.phrase(req).then((r) => ((settled = true), r));
    const result = await pending;
    expect(result.backend).toBe('llm');
    expect(req.heard.length).toBeGreaterThan(0);
    expect(arrivals.every((wasSettled) => !wasSettled)).toBe(true);
    expect(result.text).toBe(req.heard.join(' '));
    expect(counters.get('phraser.llm.ok')).toBe(1);
  });

  test('stops at the maxTokens length cap', async () => {
    const { phraser, counters } = harness({ maxTokens: 6 });
    await phraser.ready();
    const result = await phraser.phrase(request());
    await phraser.idle();
    expect(result.backend === 'llm' || result.fallbackReason === 'emptyReply').toBe(true);
    expect(counters.get('phraser.llm.local.outputTokens')).toBeLessThanOrEqual(6);
    expect(counters.get('phraser.llm.local.outputTokens')).toBeGreaterThan(0);
  });

  test('cancelling mid-answer stops the sentences and falls back to nothing', async () => {
    const { phraser, counters } = harness({ maxTokens: 400 });
    await phraser.ready();
    const controller = new AbortController();
    const req = request({ signal: controller.signal, onSentence: (s) => (req.heard.push(s), controller.abort()) });
    const result = await phraser.phrase(req);
    expect(req.heard).toHaveLength(1);
    expect(result).toEqual({ text: req.heard[0], backend: 'llm' });
    expect(counters.get('phraser.llm.cancelled')).toBe(1);
    await phraser.close(); // waits for the aborted generation to leave the sequence
    // Uncancelled, this turn runs to the three-sentence cap (58 tokens); its first sentence takes 11.
    expect(counters.get('phraser.llm.local.outputTokens')).toBeLessThan(30);
  });

  test('the system prompt is prefilled once: the next turn evaluates only its own tokens', async () => {
    const first = harness();
    await first.phraser.ready();
    const other: Evidence[] = [{ source: 'zim', text: 'Tom had a big red ball. He played with it in the park every day.' }];
    await first.phraser.phrase(request());
    await first.phraser.idle(); // the first turn may return before its generation has wound down
    const afterFirst = first.counters.get('phraser.llm.local.prefillTokens');
    await first.phraser.phrase(request({ question: 'What did Tom play with?', evidence: other }));
    await first.phraser.idle();
    const warmPrefill = first.counters.get('phraser.llm.local.prefillTokens') - afterFirst;

    // The same second turn on a fresh phraser has nothing cached and prefills the whole prompt.
    const fresh = harness();
    await fresh.phraser.ready();
    await fresh.phraser.phrase(request({ question: 'What did Tom play with?', evidence: other }));
    await fresh.phraser.idle();
    const coldPrefill = fresh.counters.get('phraser.llm.local.prefillTokens');

    expect(warmPrefill).toBeGreaterThan(0);
    // The system prompt is most of the prompt (about 300 of 350 tokens with this model's 512-token vocabulary).
    expect(warmPrefill).toBeLessThan(coldPrefill / 3);
  });

  test('evidence is cut to the token budget with the model\'s own tokenizer', async () => {
    const long: Evidence[] = [{ source: 'zim', text: 'Tom had a big red ball and he played with it in the park. '.repeat(30) }];
    const prefillWith = async (evidenceTokenBudget: number): Promise<number> => {
      const { phraser, counters } = harness({ evidenceTokenBudget, maxTokens: 4 });
      await phraser.ready();
      await phraser.phrase(request({ evidence: long, question: 'What did Tom play with in the park?' }));
      await phraser.idle();
      return counters.get('phraser.llm.local.prefillTokens');
    };
    const without = await prefillWith(0);
    const budgeted = await prefillWith(40);
    // The evidence line ("[1] (zim) " and the clipped text) costs at most the budget, plus its line break.
    expect(budgeted - without).toBeGreaterThan(25);
    expect(budgeted - without).toBeLessThanOrEqual(42);
  });

  test('a late first sentence: the extractive phraser answers and the generation is cancelled', async () => {
    const { phraser, counters } = harness({ firstSentenceTimeoutMs: 1, maxTokens: 400 });
    await phraser.ready();
    const req = request();
    const result = await phraser.phrase(req);
    expect(result).toMatchObject({ backend: 'extractive', fallbackReason: 'timedOut' });
    expect(req.heard).toEqual([result.text]);
    expect(counters.get('phraser.llm.fallback.timedOut')).toBe(1);
    await phraser.close();
    expect(counters.get('phraser.llm.local.outputTokens')).toBeLessThan(20);
  });

  test('overlapping turns take the model one after the other and both answer', async () => {
    const { phraser, counters } = harness();
    await phraser.ready();
    const a = request();
    // Both questions are ones the evidence speaks to: otherwise the focus check answers without the model.
    const b = request({ question: 'Where is the Eiffel Tower?' });
    const results = await Promise.all([phraser.phrase(a), phraser.phrase(b)]);
    expect(results.map((r) => r.backend)).toEqual(['llm', 'llm']);
    expect(results.map((r) => r.text)).toEqual([a.heard.join(' '), b.heard.join(' ')]);
    expect(counters.get('phraser.llm.ok')).toBe(2);
  });

  test('a turn whose deadline has passed falls back at once', async () => {
    const { phraser, counters } = harness();
    await phraser.ready();
    const result = await phraser.phrase(request({ deadlineAt: Date.now() }));
    expect(result).toMatchObject({ backend: 'extractive', fallbackReason: 'timedOut' });
    expect(counters.get('phraser.llm.local.prefillTokens')).toBe(0);
  });

  test('the event loop stays responsive while the model generates', async () => {
    const { phraser } = harness({ maxTokens: 400 });
    await phraser.ready();
    const elu0 = performance.eventLoopUtilization();
    for (let i = 0; i < 3; i++) await phraser.phrase(request({ question: `${QUESTION} ${i}` }));
    const elu = performance.eventLoopUtilization(elu0);
    // Generating on this thread would keep the loop busy for whole generations (utilization near 1). A ratio
    // of this run, so it holds on a loaded box where an event-loop delay bound (p99 < 50 ms) did not.
    expect(elu.utilization).toBeLessThan(0.5);
  });

  test('after close, turns are answered extractively', async () => {
    const { phraser } = harness();
    await phraser.ready();
    await phraser.close();
    await phraser.close();
    const result = await phraser.phrase(request());
    expect(result.backend).toBe('extractive');
  });
});
