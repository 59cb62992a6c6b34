/**
 * The local LLM (llama.cpp through node-llama-cpp) on this machine: load time, resident memory with the model
 * loaded, time to first token with and without the system prompt's KV cache reused (as a ratio, same run),
 * generation speed, and the event-loop delay while it generates.
 *
 * Models: the stories260K test fixture (../shared/models/llm/), which shows the mechanics and overheads, and a
 * real Qwen GGUF when one is in the model cache (<models_dir>/qwen*\/*.gguf) or named by HEARTH_BENCH_LLM_GGUF;
 * without one that row is skipped. Prompts are the phraser's own: system prompt, evidence fitted to the
 * configured token budget, question.
 */
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { loadConfig } from '../daemon/config/load.js';
import { loadEngine, type LlamaEngine } from '../daemon/phraser/llama-engine.js';
import { fitEvidence, pickGguf, threadCount, wantsNoThinkSwitch, withThinkingOff } from '../daemon/phraser/llama-policy.js';
import { buildMessages } from '../daemon/phraser/prompt.js';
import type { Evidence } from '../daemon/turn/types.js';
import { percentile, report, round } from './report.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const STORIES = join(repoRoot, '..', 'shared', 'models', 'llm', 'stories260K.gguf');
/** Turns per case; medians are reported. */
const ROUNDS = 6;
/** Tokens generated per turn: about three spoken sentences. */
const MAX_TOKENS = 96;
const CONTEXT_SIZE = 2048;
const EVIDENCE_TOKEN_BUDGET = 600;

const EVIDENCE: Evidence[] = [
  {
    source: 'zim',
    title: 'Eiffel Tower',
    text:
      'The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named after the ' +
      'engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889. Locally nicknamed ' +
      '"La dame de fer", it was constructed as the centrepiece of the 1889 World\'s Fair. The tower is 330 metres ' +
      'tall, about the same height as an 81-storey building, and the tallest structure in Paris.',
  },
  {
    source: 'web',
    title: 'Visiting the tower',
    text:
      'The tower has three levels for visitors, with restaurants on the first and second levels. The top level\'s ' +
      'upper platform is 276 m above the ground, the highest observation deck accessible to the public in the ' +
      'European Union. Tickets can be purchased to ascend by stairs or lift to the first and second levels.',
  },
  {
    source: 'zim',
    title: 'Paris',
    text:
      'Paris is the capital and largest city of France. With an estimated population of 2,102,650 residents in ' +
      'January 2023 in an area of more than 105 km2, Paris is the fourth-most populous city in the European Union ' +
      'and the 30th most densely populated city in the world in 2022. Since the 17th century, Paris has been one ' +
      'of the world\'s major centres of finance, diplomacy, commerce, culture, fashion, and gastronomy.',
  },
];
const QUESTIONS = [
  'When was the Eiffel Tower built?',
  'How tall is the Eiffel Tower?',
  'Wann wurde der Eiffelturm gebaut?',
  'Какой высоты Эйфелева башня?',
  '¿Quién diseñó la torre Eiffel?',
  'How many levels does the tower have?',
];

function qwenInCache(): string | undefined {
  const named = process.env.HEARTH_BENCH_LLM_GGUF;
  if (named !== undefined && named !== '') return existsSync(named) ? named : undefined;
  const modelsDir = loadConfig({ env: {} }).paths.modelsDir;
  if (!existsSync(modelsDir)) return undefined;
  for (const dir of readdirSync(modelsDir).filter((d) => /qwen/iu.test(d)).sort()) {
    const file = pickGguf(readdirSync(join(modelsDir, dir)));
    if (file !== undefined) return join(modelsDir, dir, file);
  }
  return undefined;
}

interface Turn {
  ttftMs: number;
  decodeMs: number;
  prefillTokens: number;
  outputTokens: number;
}

/** Question i with the evidence rotated by i, so consecutive turns differ right after the system prompt. */
async function turn(engine: LlamaEngine, i: number): Promise<Turn> {
  const question = QUESTIONS[i % QUESTIONS.length] as string;
  const rotated = [...EVIDENCE.slice(i % EVIDENCE.length), ...EVIDENCE.slice(0, i % EVIDENCE.length)];
  const evidence = fitEvidence(rotated, EVIDENCE_TOKEN_BUDGET, engine.countTokens, engine.clipToTokens);
  const messages = withThinkingOff(buildMessages(question, evidence, undefined), wantsNoThinkSwitch(engine.chatWrapperName, engine.chatTemplate));
  const startedAt = performance.now();
  let firstAt: number | undefined;
  const stats = await engine.generate(messages, {
    maxTokens: MAX_TOKENS,
    temperature: 0,
    signal: new AbortController().signal,
    onText: () => {
      firstAt ??= performance.now();
    },
  });
  const endedAt = performance.now();
  const ttft = (firstAt ?? endedAt) - startedAt;
  return { ttftMs: ttft, decodeMs: endedAt - startedAt - ttft, prefillTokens: stats.prefillTokens, outputTokens: stats.outputTokens };
}

const median = (values: readonly number[]): number => percentile(values, 50);

async function measure(name: string, modelPath: string): Promise<Record<string, string | number>> {
  const threads = threadCount(0, availableParallelism());
  const rssBefore = process.memoryUsage().rss;
  const loadStart = performance.now();
  const engine = await loadEngine({ modelPath, contextSize: CONTEXT_SIZE, threads });
  const loadMs = performance.now() - loadStart;
  try {
    await turn(engine, ROUNDS); // first-use costs (buffers, caches) stay out of the numbers
    const rssLoaded = process.memoryUsage().rss;

    const cold: Turn[] = [];
    const warm: Turn[] = [];
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    for (let i = 0; i < ROUNDS; i++) {
      await engine.clearCache();
      cold.push(await turn(engine, i));
      // The same prompt again after a turn with another question: only the system prompt's KV cache can be
      // reused, as in real use, and the prompt is identical to the cold one, so only the reuse differs.
      await turn(engine, i + 1);
      warm.push(await turn(engine, i));
    }
    loop.disable();

    const all = [...cold, ...warm];
    const tokens = all.reduce((n, t) => n + t.outputTokens, 0);
    const decodeS = all.reduce((n, t) => n + t.decodeMs, 0) / 1000;
    expect(median(warm.map((t) => t.prefillTokens))).toBeLessThan(median(cold.map((t) => t.prefillTokens)));
    return {
      model: name,
      threads,
      load_ms: round(loadMs),
      rss_loaded_mb: round(rssLoaded / 2 ** 20),
      rss_added_mb: round((rssLoaded - rssBefore) / 2 ** 20),
      prefill_cold_tok: median(cold.map((t) => t.prefillTokens)),
      prefill_warm_tok: median(warm.map((t) => t.prefillTokens)),
      ttft_cold_ms: round(median(cold.map((t) => t.ttftMs))),
      ttft_warm_ms: round(median(warm.map((t) => t.ttftMs))),
      ttft_warm_over_cold: round(median(warm.map((t) => t.ttftMs)) / median(cold.map((t) => t.ttftMs)), 2),
      tokens_per_s: round(decodeS > 0 ? tokens / decodeS : 0),
      loop_delay_p99_ms: round(loop.percentile(99) / 1e6, 2),
      loop_delay_max_ms: round(loop.max / 1e6, 2),
    };
  } finally {
    await engine.close();
  }
}

it('local LLM: time to first token with and without KV reuse, speed, memory, event-loop delay', async () => {
  const rows = [await measure('stories260K', STORIES)];
  const qwen = qwenInCache();
  if (qwen === undefined) console.log('no Qwen GGUF in the model cache (or HEARTH_BENCH_LLM_GGUF): real-model row skipped');
  else rows.push(await measure(qwen.split('/').pop() ?? 'qwen', qwen));
  report('llm', rows, { rounds: ROUNDS, maxTokens: MAX_TOKENS, contextSize: CONTEXT_SIZE, evidenceTokenBudget: EVIDENCE_TOKEN_BUDGET });
});
