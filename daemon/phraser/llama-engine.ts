/**
 * The thin layer over node-llama-cpp (llama.cpp, GGUF models) that the local LLM phraser drives. It loads one
 * model with one context and one context sequence, and generates chat replies on that sequence.
 *
 * Why one sequence: every turn's prompt starts with the same system prompt. LlamaChat compares the new prompt's
 * tokens with the tokens already in the sequence's KV cache and only erases and evaluates from the first token
 * that differs, so after the first turn only the evidence and the question are prefilled. The `prefillTokens` of
 * each generation (from the sequence's token meter) shows it; test/phraser-llama.test.ts proves it.
 *
 * Threads: llama.cpp evaluates on its own native threads and node-llama-cpp awaits them asynchronously, so the
 * JavaScript thread is free during prefill and generation (bench/llm.bench.ts measures the event-loop delay).
 * Only tokenizing is synchronous, and it takes microseconds for a prompt.
 *
 * node-llama-cpp is imported lazily, so a daemon without a local model never loads the native library. It is
 * always asked for its prebuilt CPU binary (`gpu: false, build: 'never'`): it must never try to download or
 * compile llama.cpp on a user's box.
 */
import type { Llama, LlamaChat, LlamaContext, LlamaModel } from 'node-llama-cpp';
import type { ChatMessage } from './prompt.js';
import { HearthError, type HearthErrorCode } from '../errors.js';

interface EngineOptions {
  modelPath: string;
  /** Tokens; clamped to what the model was trained for. */
  contextSize: number;
  /** Already capped by threadCount(). */
  threads: number;
  /** Ask the Qwen chat wrapper to discourage thoughts (adds an empty think block before the reply). */
  discourageThoughts?: boolean;
}

interface GenerateOptions {
  maxTokens: number;
  temperature: number;
  /** Aborting stops generation after the token being evaluated; generate() then resolves with 'abort'. */
  signal: AbortSignal;
  /** Receives the visible reply text as it is generated (never the reasoning segments). */
  onText: (text: string) => void;
  /** Strings that end the reply when the model writes them (they are not passed to onText). */
  stopStrings?: readonly string[];
}

interface GenerateStats {
  stopReason: 'eogToken' | 'stopGenerationTrigger' | 'customStopTrigger' | 'maxTokens' | 'abort' | 'functionCalls';
  /** Prompt tokens that were evaluated for this turn; the rest of the prompt came from the KV cache. */
  prefillTokens: number;
  outputTokens: number;
}

export interface LlamaEngine {
  readonly contextSize: number;
  readonly threads: number;
  /** node-llama-cpp's name for the chat format it detected, e.g. 'Qwen', 'Llama2Chat', 'JinjaTemplate'. */
  readonly chatWrapperName: string;
  /** The chat template embedded in the GGUF, if any. */
  readonly chatTemplate: string | undefined;
  countTokens(text: string): number;
  clipToTokens(text: string, maxTokens: number): string;
  /** Runs one reply. Rejects only for bugs or a native failure; an abort resolves with stopReason 'abort'. */
  generate(messages: readonly ChatMessage[], opts: GenerateOptions): Promise<GenerateStats>;
  /** Forgets the KV cache, so the next generation prefills everything (the benchmark's "no reuse" case). */
  clearCache(): Promise<void>;
  /** Frees the context and the model. */
  close(): Promise<void>;
}

/** Stable codes on load failures, for counters and logs (never the path or a message). */
export type EngineLoadFailure = 'modelMissing' | 'modelBroken' | 'runtimeUnavailable';

const ENGINE_LOAD_CODES = {
  modelMissing: 'HEARTH_LLM_MODEL_MISSING',
  modelBroken: 'HEARTH_LLM_MODEL_BROKEN',
  runtimeUnavailable: 'HEARTH_LLM_RUNTIME_UNAVAILABLE',
} as const satisfies Record<EngineLoadFailure, HearthErrorCode>;

export class EngineLoadError extends HearthError {
  constructor(readonly reason: EngineLoadFailure, options?: { cause?: unknown }) {
    super(ENGINE_LOAD_CODES[reason], `local LLM could not be loaded: ${reason}`, options);
  }
}

/** One Llama runtime per process: loading the native library takes ~0.4 s and it can serve many models. */
let runtime: Promise<Llama> | undefined;

async function getRuntime(): Promise<Llama> {
  runtime ??= (async () => {
    const { getLlama, LlamaLogLevel } = await import('node-llama-cpp');
    // llama.cpp's own log lines go nowhere: they can echo model metadata or text, and load failures surface as
    // exceptions that we turn into codes anyway.
    return getLlama({ gpu: false, build: 'never', logLevel: LlamaLogLevel.error, logger: () => undefined });
  })();
  try {
    return await runtime;
  } catch (err) {
    runtime = undefined; // let a later attempt try again
    throw err;
  }
}

export async function loadEngine(opts: EngineOptions): Promise<LlamaEngine> {
  let llama: Llama;
  try {
    llama = await getRuntime();
  } catch (err) {
    throw new EngineLoadError('runtimeUnavailable', { cause: err });
  }
  const { LlamaChat: Chat, resolveChatWrapper } = await import('node-llama-cpp');

  let model: LlamaModel;
  try {
    model = await llama.loadModel({ modelPath: opts.modelPath });
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new EngineLoadError(code === 'ENOENT' ? 'modelMissing' : 'modelBroken', { cause: err });
  }

  let context: LlamaContext;
  let chat: LlamaChat;
  try {
    const contextSize = Math.max(256, Math.min(opts.contextSize, model.trainContextSize));
    context = await model.createContext({ contextSize, threads: opts.threads, sequences: 1 });
    const chatWrapper = resolveChatWrapper(model, {
      customWrapperSettings: { qwen: { thoughts: opts.discourageThoughts === false ? 'auto' : 'discourage' } },
    });
    chat = new Chat({ contextSequence: context.getSequence(), chatWrapper });
  } catch (err) {
    await model.dispose().catch(() => undefined);
    throw new EngineLoadError('modelBroken', { cause: err });
  }

  const template = model.fileInfo.metadata.tokenizer?.chat_template;
  const sequence = chat.sequence;

  return {
    contextSize: context.contextSize,
    threads: opts.threads,
    chatWrapperName: chat.chatWrapper.wrapperName,
    chatTemplate: typeof template === 'string' ? template : undefined,

    countTokens: (text) => model.tokenize(text).length,

    clipToTokens(text, maxTokens) {
      const tokens = model.tokenize(text);
      if (tokens.length <= maxTokens) return text;
      // A cut inside a multi-byte character (Cyrillic, CJK split over byte tokens) leaves a replacement mark.
      return model.detokenize(tokens.slice(0, Math.max(0, maxTokens))).replace(/\uFFFD+$/u, '');
    },

    async generate(messages, g) {
      const before = sequence.tokenMeter.getState();
      const history = messages.map((m) =>
        m.role === 'system' ? { type: 'system' as const, text: m.content } : { type: 'user' as const, text: m.content },
      );
      const reply = await chat.generateResponse(history, {
        maxTokens: g.maxTokens,
        temperature: g.temperature,
        signal: g.signal,
        stopOnAbortSignal: true,
        budgets: { thoughtTokens: 0 },
        onTextChunk: g.onText,
        ...(g.stopStrings === undefined || g.stopStrings.length === 0 ? {} : { customStopTriggers: g.stopStrings }),
      });
      const used = sequence.tokenMeter.diff(before);
      return {
        stopReason: reply.metadata.stopReason,
        prefillTokens: used.usedInputTokens,
        outputTokens: used.usedOutputTokens,
      };
    },

    clearCache: () => sequence.clearHistory(),

    async close() {
      chat.dispose({ disposeSequence: true });
      await context.dispose();
      await model.dispose();
    },
  };
}
