/**
 * The chain's web-search stage: asks a self-hosted SearXNG instance and hands back its instant answers and result
 * snippets as evidence (instant answers first). Evidence, never an answer: the phraser decides what to say.
 *
 * Degrades, never fails: every failure is counted as `websearch.<reason>`, leaves a fixed line in /status under
 * 'searxng', and the stage passes so the turn goes on with whatever evidence it already has. After
 * BREAKER_FAILURES_TO_OPEN failures in a row the instance is skipped for BREAKER_OPEN_MS, then probed once.
 *
 * Privacy: the question is sent to the instance and nowhere else. No log line, counter or status line here holds
 * the question, a URL or a host.
 */
import type { Agent } from 'undici';
import type { SearxngConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import { CircuitBreaker } from '../net/breaker.js';
import type { Counters } from '../status/counters.js';
import { mayReachOutside } from '../turn/reach.js';
import type { Stage, StageContext, StageResult, Turn } from '../turn/types.js';
import { createDialAgent } from './agent.js';
import { searchSearxng, type WebSearchFailure } from './client.js';
import { replyToEvidence } from './evidence.js';
import type { WebReranker } from '../ranking/hooks.js';

/**
 * Failures in a row before the instance is skipped. Three: one failure can be a blip (an engine's hiccup, a
 * restart), three in a row at conversation pace means the instance is down or blocked, and each further try
 * would cost a turn up to the request budget.
 */
const BREAKER_FAILURES_TO_OPEN = 3;

/**
 * How long the instance is skipped, ms. One minute: long enough that a dead instance stops costing every turn,
 * short enough that a restarted one is used again within a conversation. SearXNG's own engine suspensions run
 * 3 to 60 minutes, but a probe is cheap (at most one turn's budget per minute).
 */
const BREAKER_OPEN_MS = 60_000;

/** Fixed /status lines, one per outcome worth telling the user about. Never built from runtime data. */
const STATUS_LINES: Partial<Record<WebSearchFailure, string>> = {
  jsonDisabled: 'JSON output disabled on the instance (403): add json to search.formats in settings.yml',
  rateLimited: 'rate limited by the instance (429): see docs/searxng.md',
  dialTimedOut: 'cannot connect to the instance (dial timeout)',
  refused: 'connection refused by the instance',
  unreachable: 'cannot reach the instance (network error)',
  badUrl: 'searxng url in the config is not an http(s) URL',
  timedOut: 'the instance did not answer within the request timeout',
  httpError: 'the instance answered with an HTTP error',
  badJson: 'the instance answered with something other than SearXNG JSON',
  tooLarge: 'the instance sent a reply over 4 MiB',
  upstreamFailed: 'no results: the instance reported its engines unresponsive (CAPTCHA or rate limits upstream)',
};

const STATUS_OFF = 'web search off';
const STATUS_OK = 'ok';
const STATUS_NOT_ASKED = 'configured; not asked yet';
const STATUS_SKIPPING = 'skipping the instance after repeated failures; will probe again in a minute';

/** Outcomes that say nothing about the instance's health. */
const NEUTRAL: ReadonlySet<WebSearchFailure> = new Set(['cancelled', 'noResults']);

/** Log message per outcome: the 403 wording is what the issue asks the log to say. */
function logMessage(reason: WebSearchFailure): string {
  return reason === 'jsonDisabled' ? 'JSON output disabled on the instance (403)' : 'web search failed';
}

interface WebSearchStageOptions {
  config: SearxngConfig;
  counters: Counters;
  logger: Logger;
  /**
   * Cross-encoder reranking of the results (daemon/ranking/hooks.ts webReranker). Optional: it gathers
   * `candidates` results, reorders and filters them, and returns at most maxResults; without it, engine order.
   */
  rerank?: WebReranker;
  /** Tests shorten the breaker's pause and drive its clock. */
  breaker?: { failuresToOpen?: number; openForMs?: number; now?: () => number };
}

export type WebSearchStage = Stage & {
  /** Closes pooled connections to the instance. */
  close(): Promise<void>;
};

export function createWebSearchStage(o: WebSearchStageOptions): WebSearchStage {
  const { config, counters } = o;
  const logger = o.logger.child({ module: 'websearch' });
  const enabled = config.url !== '';
  counters.note('searxng', enabled ? STATUS_NOT_ASKED : STATUS_OFF);

  const breaker = new CircuitBreaker({
    failuresToOpen: o.breaker?.failuresToOpen ?? BREAKER_FAILURES_TO_OPEN,
    openForMs: o.breaker?.openForMs ?? BREAKER_OPEN_MS,
    ...(o.breaker?.now ? { now: o.breaker.now } : {}),
  });
  let agent: Agent | undefined;

  /** Counts a failure, updates /status and the log; `blamesInstance` feeds the circuit breaker. */
  function fail(reason: WebSearchFailure, elapsedMs: number, blamesInstance: boolean): StageResult {
    counters.bump(`websearch.${reason}`);
    if (reason === 'cancelled') return { kind: 'pass' };
    if (reason === 'noResults') {
      counters.note('searxng', STATUS_OK);
      logger.debug({ event: 'websearch.noResults', elapsedMs }, 'web search found nothing');
      return { kind: 'pass' };
    }
    const opensBefore = breaker.state().opens;
    if (blamesInstance) breaker.recordFailure();
    const opened = breaker.state().opens > opensBefore;
    const line = STATUS_LINES[reason];
    if (line) counters.note('searxng', opened ? `${line}; ${STATUS_SKIPPING}` : line);
    logger.warn({ event: 'websearch.failed', reason, elapsedMs }, logMessage(reason));
    if (opened) {
      counters.bump('websearch.breakerOpened');
      logger.warn({ event: 'websearch.breakerOpened', reason }, 'skipping the search instance for a while');
    }
    return { kind: 'pass' };
  }

  return {
    name: 'web',

    async run(turn: Turn, ctx: StageContext): Promise<StageResult> {
      if (!enabled) return { kind: 'pass' };
      // Defence in depth: only a world question goes to the web, whatever routed it here (turn/reach.ts).
      if (!mayReachOutside(turn.turnClass)) return { kind: 'pass' };

      const decision = breaker.canRequest();
      if (decision === 'open') {
        counters.bump('websearch.skippedByBreaker');
        return { kind: 'pass' };
      }
      if (decision === 'probe') counters.bump('websearch.probes');

      const started = Date.now();
      const timeLeftMs = ctx.deadlineAt - started;
      if (timeLeftMs <= 0) {
        // The turn has no time left for us; that says nothing about the instance.
        counters.bump('websearch.noTimeLeft');
        if (decision === 'probe') breaker.recordInconclusive();
        return { kind: 'pass' };
      }
      // A timeout under a budget cut short by the turn's deadline is the turn's doing, not the instance's.
      const fullBudget = timeLeftMs >= config.requestTimeoutMs;
      agent ??= createDialAgent({ dialTimeoutMs: config.dialTimeoutMs });
      counters.bump('websearch.requests');
      const outcome = await searchSearxng(turn.text, config, ctx.signal, ctx.deadlineAt, {
        dispatcher: agent,
        ...(turn.lang ? { lang: turn.lang } : {}),
      });
      const elapsedMs = Date.now() - started;

      if (!outcome.ok) {
        const neutral = NEUTRAL.has(outcome.reason) || (outcome.reason === 'timedOut' && !fullBudget);
        if (neutral) {
          if (outcome.reason === 'noResults') breaker.recordSuccess();
          else breaker.recordInconclusive();
        }
        return fail(outcome.reason, elapsedMs, !neutral);
      }

      breaker.recordSuccess();
      counters.note('searxng', STATUS_OK);
      let evidence = replyToEvidence(outcome.value, {
        maxResults: o.rerank ? Math.max(config.maxResults, o.rerank.candidates) : config.maxResults,
      });
      // Rerank hook: reorders, filters and caps at maxResults (engine order when the model is not ready).
      if (o.rerank) evidence = await o.rerank.run(turn.text, evidence, {
          maxResults: config.maxResults,
          signal: ctx.signal,
          deadlineAt: ctx.deadlineAt,
        });
      if (outcome.value.unresponsiveEngines.length > 0) counters.bump('websearch.partial');
      if (evidence.length === 0) {
        // Results arrived but none had speakable text (only URLs, markup or emoji).
        counters.bump('websearch.noResults');
        return { kind: 'pass' };
      }
      counters.bump('websearch.ok');
      logger.debug({ event: 'websearch.ok', elapsedMs, items: evidence.length }, 'web search answered');
      return { kind: 'evidence', route: 'web', evidence };
    },

    async close(): Promise<void> {
      const a = agent;
      agent = undefined;
      await a?.close();
    },
  };
}
