/**
 * The local LLM phraser: a GGUF model run in-process by llama.cpp (through node-llama-cpp, see llama-engine.ts)
 * that streams a short spoken answer from the evidence, sentence by sentence.
 *
 * The flow of one turn:
 *   fitEvidence (token budget) -> buildMessages (prompt.ts, evidence quoted) -> thinking switched off
 *   -> generation on the one context sequence (the system prompt's KV cache is reused)
 *   -> ThinkFilter -> SentenceStream -> onSentence
 *
 * It follows the OpenAI client's fallback rules (openai.ts): if the first sentence is not ready within
 * `firstSentenceTimeoutMs` (or before the turn's deadline) the generation is aborted and the extractive phraser
 * answers; a failure after sentences were spoken ends the answer there; a cancelled turn gets no fallback.
 *
 * The model is loaded once, in the background, as soon as the phraser is created (`loadAtStart`, the default) or
 * on the first turn. A turn never waits for a load: while the model loads, or when its file is missing or will
 * not load, the extractive phraser answers and the reason is counted (`phraser.llm.fallback.<reason>`) and shown
 * on /status. A failed load is retried, in the background, on a turn at least RETRY_LOAD_AFTER_MS later (the model
 * manager may have finished a download meanwhile).
 *
 * Logs and counters carry reasons, token counts and timings, never the question, the evidence or the answer.
 */
import { access, readdir, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { waitFor, type BoundedSignal } from '../async/wait.js';
import type { LlmConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { answerFirst, dontKnow, notSaid, usableEvidence } from './extractive.js';
import { EngineLoadError, loadEngine, type EngineLoadFailure, type LlamaEngine } from './llama-engine.js';
import { fitEvidence, modelReference, pickGguf, threadCount, wantsNoThinkSwitch, withThinkingOff } from './llama-policy.js';
import { fallBack, Generation, settleGeneration } from './generation.js';
import { buildMessages } from './prompt.js';
import { endsSentence } from '../lang/sentences.js';
import type { PhraseRequest, PhraseResult, Phraser } from './types.js';

/** Kept free before the turn deadline for the fallback: extractive phrasing takes a few ms, this adds margin. */
const FALLBACK_RESERVE_MS = 50;
/** The prompt asks for one to three sentences; a small model that rambles on is stopped after the third. */
const MAX_REPLY_SENTENCES = 3;
/** A model that echoes the prompt's layout has finished its answer. The label is the prompt's own (prompt.ts). */
const STOP_STRINGS = ['\nQuestion:'] as const;
/** A failed load is tried again on a turn this long after the failure: often enough to notice a finished download. */
const RETRY_LOAD_AFTER_MS = 60_000;

export type LocalLlmState = 'idle' | 'loading' | 'ready' | EngineLoadFailure | 'closed';

export interface LocalLlmDeps {
  fallback: Phraser;
  counters: Counters;
  logger: Logger;
  /**
   * Finds a catalog model on disk: a .gguf file or the model's directory, undefined when it is not there.
   * Without it only `.gguf` paths in `llm.localModel` can be loaded.
   */
  resolveModel?: (name: string) => Promise<string | undefined>;
  /** CPU cores; defaults to os.availableParallelism(). */
  cores?: number;
  /** Start loading at creation (default) rather than on the first turn. */
  loadAtStart?: boolean;
  /** false forgets the KV cache before each turn: the benchmark's "no reuse" baseline. Default true. */
  reusePrefix?: boolean;
}

export interface LocalLlmPhraser extends Phraser {
  /** Where the model stands now. */
  state(): LocalLlmState;
  /** Starts a load if none ran yet and waits for it to settle; resolves with the resulting state. */
  ready(): Promise<LocalLlmState>;
  /** Resolves once no generation runs (an abandoned one winds down after its turn returned); for tests and benches. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** One generation's outcome; `sentences` were already passed to onSentence. */
interface Attempt {
  sentences: string[];
  failure?: 'timedOut' | 'emptyReply' | 'badReply' | 'cancelled';
}

/** Fixed /status lines; never built from a path, name or content. */
const STATUS_LINES: Record<LocalLlmState, string> = {
  idle: 'local LLM not loaded yet; extractive answers meanwhile',
  loading: 'local LLM loading; extractive answers meanwhile',
  ready: 'local LLM (llama.cpp) with extractive fallback',
  modelMissing: 'local LLM model file not found; extractive answers (see docs/models.md)',
  modelBroken: 'local LLM model file could not be loaded (corrupt or unsupported); extractive answers',
  runtimeUnavailable: 'llama.cpp runtime unavailable on this machine; extractive answers',
  closed: 'local LLM closed',
};

/** Resolves `llm.localModel` to a .gguf file path, or undefined when there is none. */
async function findModelFile(localModel: string, resolveModel: LocalLlmDeps['resolveModel']): Promise<string | undefined> {
  const ref = modelReference(localModel);
  let found: string | undefined;
  if (ref.kind === 'path') found = ref.path;
  try {
    // A model manager that fails (a broken download, an unreadable lock file) means: no model to load.
    if (ref.kind === 'name' && ref.name !== '' && resolveModel !== undefined) found = await resolveModel(ref.name);
    if (found === undefined) return undefined;
    if ((await stat(found)).isDirectory()) {
      const file = pickGguf(await readdir(found));
      return file === undefined ? undefined : join(found, file);
    }
    await access(found);
    return found;
  } catch {
    return undefined;
  }
}

export function createLocalLlmPhraser(cfg: LlmConfig, deps: LocalLlmDeps): LocalLlmPhraser {
  const { fallback, counters, logger } = deps;
  const threads = threadCount(cfg.threads, deps.cores ?? availableParallelism());
  const reusePrefix = deps.reusePrefix !== false;

  let state: LocalLlmState = 'idle';
  let engine: LlamaEngine | undefined;
  let loading: Promise<LocalLlmState> | undefined;
  let failedAt = 0;
  /** Turns share one context sequence, so generations run one after another: each waits for this tail. */
  let tail: Promise<void> = Promise.resolve();
  const inFlight = new Set<BoundedSignal>();

  const setState = (next: LocalLlmState): void => {
    state = next;
    counters.note('phraser', STATUS_LINES[next]);
  };

  const load = (): Promise<LocalLlmState> => {
    loading ??= (async (): Promise<LocalLlmState> => {
      setState('loading');
      const startedAt = Date.now();
      try {
        const modelPath = await findModelFile(cfg.localModel, deps.resolveModel);
        if (modelPath === undefined) throw new EngineLoadError('modelMissing');
        const loaded = await loadEngine({ modelPath, contextSize: cfg.contextSize, threads });
        if (state === 'closed') {
          await loaded.close();
          return 'closed';
        }
        engine = loaded;
        counters.set('phraser.llm.local.loadMs', Date.now() - startedAt);
        logger.info({ event: 'phraser.llm.local.loaded', ms: Date.now() - startedAt, threads, contextSize: loaded.contextSize });
        setState('ready');
      } catch (err) {
        const code: EngineLoadFailure = err instanceof EngineLoadError ? err.reason : 'modelBroken';
        failedAt = Date.now();
        counters.bump(`phraser.llm.local.loadFailed.${code}`);
        logger.warn({ event: 'phraser.llm.local.loadFailed', code });
        if (state !== 'closed') setState(code);
      } finally {
        loading = undefined;
      }
      return state;
    })();
    return loading;
  };


  /**
   * One generation. Never throws: an engine failure comes back as 'badReply'. When the turn is cancelled or the
   * first sentence is late, it returns at once and the aborted generation winds down in the background (a native
   * prefill batch cannot be interrupted); the next turn's generation waits for it through `tail`.
   */
  const attempt = async (loaded: LlamaEngine, req: PhraseRequest, firstBy: number, startedAt: number): Promise<Attempt> => {
    const run = new Generation(req, firstBy, {
      maxSentences: MAX_REPLY_SENTENCES,
      onFirstSentence: () => counters.set('phraser.llm.local.lastFirstSentenceMs', Date.now() - startedAt),
    });
    const { sentences, controller } = run;
    inFlight.add(controller);
    const finish = (failure?: Attempt['failure']): Attempt => {
      if (req.signal.aborted) return { sentences, failure: 'cancelled' };
      if (failure === undefined) return { sentences };
      return { sentences, failure: run.failure(failure) };
    };

    // Turns share one context sequence: wait for the previous generation to leave it (it was normally aborted).
    const previous = tail;
    let release = (): void => undefined;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    tail = previous.then(() => mine);
    let started = false;
    try {
      await waitFor(previous, { signal: controller.signal });
      if (controller.signal.aborted) return finish('timedOut');

      const evidence = fitEvidence(usableEvidence(req.evidence), cfg.evidenceTokenBudget, loaded.countTokens, loaded.clipToTokens);
      const noThink = wantsNoThinkSwitch(loaded.chatWrapperName, loaded.chatTemplate);
      const messages = withThinkingOff(buildMessages(req.question, evidence, req.lang), noThink);
      started = true;
      const generation = (async () => {
        if (!reusePrefix) await loaded.clearCache();
        return loaded.generate(messages, {
          maxTokens: cfg.maxTokens,
          temperature: cfg.temperature,
          signal: controller.signal,
          stopStrings: STOP_STRINGS,
          onText: (text) => run.feed(text),
        });
      })();
      const settled = generation.then(
        (stats) => {
          counters.bump('phraser.llm.local.prefillTokens', stats.prefillTokens);
          counters.bump('phraser.llm.local.outputTokens', stats.outputTokens);
          return stats;
        },
        (err: unknown) => {
          logger.warn({ event: 'phraser.llm.local.generateFailed', code: codeOf(err) });
          return undefined;
        },
      );
      void settled.finally(release);

      await waitFor(settled, { signal: controller.signal });
      if (run.complete) return finish();
      if (controller.signal.aborted) return finish('timedOut');
      const stats = await settled;
      if (stats === undefined) return finish('badReply');
      // A reply cut at the length cap ends mid-sentence: speak that fragment only if nothing was said yet.
      const cutShort = stats.stopReason === 'maxTokens';
      run.flush((s) => !cutShort || sentences.length === 0 || endsSentence(s));
      return finish(sentences.length === 0 ? 'emptyReply' : undefined);
    } finally {
      run.dispose(); // stops a generation we left early; a no-op after a finished one
      inFlight.delete(controller);
      if (!started) release();
    }
  };

  if (deps.loadAtStart !== false && cfg.localModel.trim() !== '') void load();
  else setState('idle');

  return {
    state: () => state,

    ready: () => (state === 'idle' ? load() : (loading ?? Promise.resolve(state))),

    async idle(): Promise<void> {
      let seen: Promise<void> | undefined;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },

    async phrase(req: PhraseRequest): Promise<PhraseResult> {
      if (usableEvidence(req.evidence).length === 0) {
        counters.bump('phraser.noEvidence');
        return dontKnow(req);
      }
      if (req.signal.aborted) return { text: '', backend: 'none' };

      if (engine === undefined || state !== 'ready') {
        if (state === 'idle') void load();
        else if (state !== 'loading' && state !== 'closed' && Date.now() - failedAt >= RETRY_LOAD_AFTER_MS) void load();
        if (state === 'closed') return fallback.phrase(req);
        return fallBack(deps, req, state === 'ready' || state === 'idle' ? 'loading' : state);
      }
      // The same focus check as the extractive phraser: answering sentences first, or "it doesn't say".
      const grounded = answerFirst(req);
      if ('notSaid' in grounded) return notSaid(req, grounded.notSaid.title);
      req = { ...req, evidence: grounded.evidence };

      const startedAt = Date.now();
      const firstBy = Math.min(startedAt + cfg.firstSentenceTimeoutMs, req.deadlineAt - FALLBACK_RESERVE_MS);
      if (firstBy <= startedAt) return fallBack(deps, req, 'timedOut');

      return settleGeneration(deps, req, await attempt(engine, req, firstBy, startedAt), startedAt);
    },

    async close(): Promise<void> {
      if (state === 'closed') return;
      const pendingLoad = loading;
      setState('closed');
      for (const controller of inFlight) controller.abort();
      await pendingLoad; // a load that finishes now sees 'closed' and frees its own engine
      await tail;
      const loaded = engine;
      engine = undefined;
      await loaded?.close();
    },
  };
}

/** A stable error code for the log, never a message. */
function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : 'unknown';
}
