/**
 * The LLM phraser: an OpenAI-compatible chat-completions client (Ollama, llama.cpp server, vLLM, ...) that
 * streams the answer and hands each sentence on as soon as it is complete.
 *
 * The flow of one turn:
 *   buildMessages -> POST {url}/chat/completions (stream: true) -> SSE events -> delta.content tokens
 *   -> ThinkFilter (drops <think> blocks) -> SentenceStream -> onSentence
 *
 * It degrades instead of failing: when the server is unreachable, answers with an HTTP error or a malformed
 * stream, says nothing, or has not finished a first sentence within `firstSentenceTimeoutMs` (or before the turn's
 * deadline), the request is cancelled and the extractive phraser answers this turn. Once a sentence has been
 * spoken a later failure just ends the answer there: repeating it with the extractive phraser would sound broken.
 *
 * Network-facing: this module must not import daemon/store/ (see docs/privacy.md). Only the question and the
 * evidence are sent. Logs and counters carry reasons, status codes and error codes, never content or the URL.
 */
import type { LlmConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { answerFirst, dontKnow, notSaid, usableEvidence } from './extractive.js';
import { fallBack, Generation, settleGeneration, type GenerationResult } from './generation.js';
import { buildMessages } from './prompt.js';
import { SseDecoder } from './sse.js';
import type { FallbackReason, PhraseRequest, PhraseResult, Phraser } from './types.js';

/** Kept free before the turn deadline for the fallback: extractive phrasing takes a few ms, this adds margin. */
const FALLBACK_RESERVE_MS = 50;

interface Deps {
  fallback: Phraser;
  counters: Counters;
  logger: Logger;
}

/** How one streaming attempt ended. */
type Attempt = GenerationResult;

/** `{url}/chat/completions`, tolerating a trailing slash on the configured base URL. */
function chatCompletionsUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/u, '')}/chat/completions`;
}

/** Reads `choices[0].delta.content` (streaming) or `choices[0].message.content` (a server that ignored stream). */
function contentOf(payload: unknown, field: 'delta' | 'message'): string | undefined | 'error' {
  if (typeof payload !== 'object' || payload === null) return 'error';
  const record = payload as Record<string, unknown>;
  if (record.error !== undefined) return 'error';
  const choices = record.choices;
  if (!Array.isArray(choices)) return 'error';
  const first: unknown = choices[0];
  if (typeof first !== 'object' || first === null) return undefined; // e.g. a usage-only chunk
  const part = (first as Record<string, unknown>)[field];
  if (typeof part !== 'object' || part === null) return undefined;
  const content = (part as Record<string, unknown>).content;
  return typeof content === 'string' ? content : undefined;
}

/** A stable error code from a fetch failure (`TypeError: fetch failed` wraps the socket error in `cause`). */
function errorCode(err: unknown): string | undefined {
  const cause = (err as { cause?: { code?: unknown } } | undefined)?.cause;
  const code = cause?.code ?? (err as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** One streaming request. Never throws for network or protocol trouble; those come back as `failure`. */
async function attempt(cfg: LlmConfig, req: PhraseRequest, firstBy: number): Promise<Attempt> {
  const run = new Generation(req, firstBy);
  const { sentences, controller } = run;
  const feed = (delta: string): void => run.feed(delta);
  const failed = (reason: FallbackReason, detail?: number | string): Attempt => {
    const failure = run.failure(reason);
    return { sentences, failure, ...(detail === undefined || failure !== reason ? {} : { detail }) };
  };

  try {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
    if (cfg.apiKey !== '') headers.authorization = `Bearer ${cfg.apiKey}`;
    const body = JSON.stringify({
      model: cfg.model,
      messages: buildMessages(req.question, usableEvidence(req.evidence), req.lang),
      stream: true,
      max_tokens: cfg.maxTokens,
      temperature: cfg.temperature,
    });

    let response: Response;
    try {
      response = await fetch(chatCompletionsUrl(cfg.url), { method: 'POST', headers, body, signal: controller.signal });
    } catch (err) {
      return failed('unreachable', errorCode(err));
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return failed('httpError', response.status);
    }

    const contentType = response.headers.get('content-type') ?? '';
    if (contentType.includes('application/json')) {
      // The server ignored `stream: true` and sent the whole reply at once.
      let payload: unknown;
      try {
        payload = JSON.parse(await response.text());
      } catch {
        return failed('badReply');
      }
      const content = contentOf(payload, 'message');
      if (content === 'error') return failed('badReply');
      if (content !== undefined) feed(content);
    } else if (response.body === null) {
      return failed('badReply');
    } else {
      const sse = new SseDecoder();
      const decoder = new TextDecoder();
      const reader = response.body.getReader();
      let finished = false;
      while (!finished) {
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (err) {
          return failed('badReply', errorCode(err));
        }
        const events = chunk.done ? sse.end() : sse.push(decoder.decode(chunk.value, { stream: true }));
        for (const data of events) {
          if (data.trim() === '[DONE]') {
            finished = true;
            break;
          }
          let payload: unknown;
          try {
            payload = JSON.parse(data);
          } catch {
            return failed('badReply');
          }
          const content = contentOf(payload, 'delta');
          if (content === 'error') return failed('badReply');
          if (content !== undefined) feed(content);
        }
        if (chunk.done) finished = true;
      }
    }
    if (controller.signal.aborted) return failed('timedOut');
    run.flush();
    if (sentences.length === 0) return failed('emptyReply');
    return { sentences };
  } finally {
    run.dispose(); // also releases the connection if we stopped reading early; a no-op after a full reply
  }
}

export function createOpenAiPhraser(cfg: LlmConfig, deps: Deps): Phraser {
  const { counters } = deps;


  return {
    async phrase(req: PhraseRequest): Promise<PhraseResult> {
      if (usableEvidence(req.evidence).length === 0) {
        counters.bump('phraser.noEvidence');
        return dontKnow(req);
      }
      if (req.signal.aborted) return { text: '', backend: 'none' };
      const grounded = answerFirst(req);
      if ('notSaid' in grounded) return notSaid(req, grounded.notSaid.title);
      req = { ...req, evidence: grounded.evidence };

      const startedAt = Date.now();
      const firstBy = Math.min(startedAt + cfg.firstSentenceTimeoutMs, req.deadlineAt - FALLBACK_RESERVE_MS);
      if (firstBy <= startedAt) return fallBack(deps, req, 'timedOut');

      return settleGeneration(deps, req, await attempt(cfg, req, firstBy), startedAt);
    },
  };
}
