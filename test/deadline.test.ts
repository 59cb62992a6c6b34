/**
 * The turn's deadline travels one way (docs/deadlines.md): the chain hands every stage a deadline and a signal
 * it aborts at that deadline, when the turn is cancelled and when it moves on. Here the real kiwix, SearXNG and
 * page-reading stages run inside a real chain against loopback servers that accept a request and never answer;
 * each server records when the client's socket closes.
 *
 * What is asserted is order, not speed: the server saw the socket close while the phraser was still inside its
 * reserve (before the turn's deadline), and the turn answered. Before this contract the kiwix and SearXNG stages
 * read the turn's deadline and signal, so their requests ran on through the reserve to the turn's deadline.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { GroundingConfig, SearxngConfig } from '../daemon/config/types.js';
import { ExtractorPool } from '../daemon/grounding/pool.js';
import { createGroundingStage } from '../daemon/grounding/stage.js';
import { createKiwixStage } from '../daemon/kiwix/stage.js';
import { silentLogger } from '../daemon/log/logger.js';
import { SafeFetcher } from '../daemon/net/fetcher.js';
import type { Phraser, PhraseRequest } from '../daemon/phraser/types.js';
import { Counters } from '../daemon/status/counters.js';
import { TurnChain } from '../daemon/turn/chain.js';
import type { Stage, StageContext, StageResult } from '../daemon/turn/types.js';
import { createWebSearchStage } from '../daemon/websearch/stage.js';
import { startReplyServer, type ReplyServer } from './helpers/searx.js';

/**
 * The turn's deadline, ms. Under the kiwix stage's own 2 s share, so only the chain's evidence deadline can cut
 * its request short; the reserve (capped at half the turn) leaves the evidence stages 950 ms.
 */
const DEADLINE_MS = 1_900;
const PHRASE_RESERVE_MS = 5_000;
/** Per-request budgets far past the turn: a request that stops did so because of the stage's signal. */
const REQUEST_TIMEOUT_MS = 60_000;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const poolCounters = new Counters();
const extractor = new ExtractorPool({ counters: poolCounters });
afterAll(() => extractor.close());

/** A loopback server that reads each request and never answers; `closed` resolves when a client socket closes. */
async function hangingServer(): Promise<ReplyServer & { closed: Promise<number> }> {
  let sawClose: (at: number) => void = () => undefined;
  const closed = new Promise<number>((resolve) => (sawClose = resolve));
  const held: ServerResponse[] = [];
  const server = await startReplyServer((req: IncomingMessage, res: ServerResponse) => {
    held.push(res);
    req.socket.once('close', () => sawClose(Date.now()));
  });
  cleanups.push(async () => {
    for (const res of held) res.destroy();
    await server.close();
  });
  return { ...server, closed };
}

const worldBoundary: Stage = {
  name: 'boundary',
  async run(turn) {
    turn.turnClass = 'world';
    turn.lang = 'en';
    return { kind: 'pass' };
  },
};
const pass: Stage = { name: 'skills', run: async () => ({ kind: 'pass' }) };

/**
 * A phraser that waits, inside its reserve, for the hanging server to see its socket close, and says whether
 * it did before the turn's deadline. It answers either way, so the turn's answer carries the verdict.
 */
function waitingPhraser(closed: Promise<number>, seen: { at?: number; deadlineAt?: number }): Phraser {
  return {
    async phrase(req: PhraseRequest) {
      seen.deadlineAt = req.deadlineAt;
      const before = new Promise<undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), Math.max(0, req.deadlineAt - Date.now()));
        void closed.then(() => clearTimeout(timer));
      });
      seen.at = await Promise.race([closed, before]);
      const text = seen.at === undefined ? 'still open at the deadline' : 'closed inside the reserve';
      req.onSentence(text);
      return { text, backend: 'extractive' };
    },
  };
}

function chainWith(evidence: Stage[], phraser: Phraser, counters = new Counters(), boundary = worldBoundary): TurnChain {
  return new TurnChain({
    stages: { boundary, skills: pass, store: { ...pass, name: 'store' }, evidence },
    phraser,
    counters,
    logger: silentLogger(),
    deadlineMs: DEADLINE_MS,
    phraseReserveMs: PHRASE_RESERVE_MS,
  });
}

async function askOnce(chain: TurnChain) {
  const outcome = await chain.ask({ text: 'how tall is the eiffel tower', origin: 'cli', clientId: 'c' });
  if (!outcome.ok) throw new Error(`turn ended ${outcome.reason}`);
  return outcome.record;
}

/** Runs one turn through `stages` (built against a hanging server) and checks the order of events. */
async function expectClosedInsideReserve(stages: (url: string) => Stage[], counters = new Counters()): Promise<void> {
  const server = await hangingServer();
  const seen: { at?: number; deadlineAt?: number } = {};
  const record = await askOnce(chainWith(stages(server.url), waitingPhraser(server.closed, seen), counters));
  expect(server.requests.length).toBeGreaterThan(0);
  expect(record.text).toBe('closed inside the reserve');
  expect(seen.at).toBeLessThan(seen.deadlineAt!);
}

describe('an evidence request still in flight at the evidence deadline', () => {
  it('is aborted for kiwix-serve: the server sees the socket close before the turn deadline, and the turn answers', async () => {
    await expectClosedInsideReserve((url) => [
      createKiwixStage({ baseUrl: () => url, counters: new Counters(), logger: silentLogger(), requestTimeoutMs: REQUEST_TIMEOUT_MS }),
    ]);
  });

  it('is aborted for SearXNG: the server sees the socket close before the turn deadline, and the turn answers', async () => {
    await expectClosedInsideReserve((url) => {
      const config: SearxngConfig = { url, dialTimeoutMs: 1_000, requestTimeoutMs: REQUEST_TIMEOUT_MS, language: '', engines: [], maxResults: 5 };
      const web = createWebSearchStage({ config, counters: new Counters(), logger: silentLogger() });
      cleanups.push(() => web.close());
      return [web];
    });
  });

  it('is aborted for a page read: the page server sees the socket close before the turn deadline, and the turn answers', async () => {
    const counters = new Counters();
    const config: GroundingConfig = {
      enabled: true, topResults: 3, pageDeadlineMs: REQUEST_TIMEOUT_MS, allowPrivate: ['127.0.0.1'], evidenceBudgetChars: 2400, maxCharsPerPage: 900,
    };
    const fetcher = new SafeFetcher({ allowPrivate: config.allowPrivate, deadlineMs: config.pageDeadlineMs, counters });
    cleanups.push(() => fetcher.close());
    await expectClosedInsideReserve((url) => [
      {
        name: 'web',
        run: async () => ({ kind: 'evidence', route: 'web', evidence: [{ source: 'web', text: 'A tower in Paris.', url: `${url}/tower` }] }),
      },
      createGroundingStage({ config, fetcher, counters, logger: silentLogger(), extractor }),
    ], counters);
  });
});

/** An evidence stage that hands its context out and then waits for its signal, as a well-behaved stage does. */
function capturingStage(): Stage & { ctx: Promise<StageContext> } {
  let got: (ctx: StageContext) => void = () => undefined;
  const ctx = new Promise<StageContext>((resolve) => (got = resolve));
  return {
    name: 'zim',
    ctx,
    run(_turn, c): Promise<StageResult> {
      got(c);
      return new Promise((resolve) => c.signal.addEventListener('abort', () => resolve({ kind: 'pass' }), { once: true }));
    },
  };
}

const silentPhraser: Phraser = { phrase: async () => ({ text: '', backend: 'none' }) };

describe("the stage's signal", () => {
  it('is aborted when the turn is cancelled', async () => {
    const stage = capturingStage();
    const chain = chainWith([stage], silentPhraser);
    const asked = chain.ask({ text: 'how tall is the eiffel tower', origin: 'cli', clientId: 'c' });
    const ctx = await stage.ctx;
    expect(ctx.signal.aborted).toBe(false);
    chain.cancel('c');
    expect(ctx.signal.aborted).toBe(true);
    expect(await asked).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('is aborted when a newer turn from the same client supersedes it', async () => {
    const stage = capturingStage();
    const chain = chainWith([stage], silentPhraser);
    const first = chain.ask({ text: 'how tall is the eiffel tower', origin: 'cli', clientId: 'c' });
    const ctx = await stage.ctx;
    void chain.ask({ text: 'how old is the eiffel tower', origin: 'cli', clientId: 'c' });
    expect(ctx.signal.aborted).toBe(true);
    expect(await first).toEqual({ ok: false, reason: 'superseded' });
    chain.shutdown();
  });

  it("of a local stage carries the turn's deadline, and is not aborted by the evidence deadline", async () => {
    let local: StageContext | undefined;
    let phraseDeadline: number | undefined;
    const boundary: Stage = { name: 'boundary', run: async (turn, ctx) => ((local = ctx), worldBoundary.run(turn, ctx)) };
    const phraser: Phraser = { phrase: async (req) => ((phraseDeadline = req.deadlineAt), { text: '', backend: 'none' }) };
    const chain = chainWith([capturingStage()], phraser, new Counters(), boundary);
    await chain.ask({ text: 'how tall is the eiffel tower', origin: 'cli', clientId: 'c' });
    expect(local!.deadlineAt).toBe(phraseDeadline);
    expect(local!.signal.aborted).toBe(false);
  });

  it('is aborted at the evidence deadline, which the context carries, and the phraser still gets the turn deadline', async () => {
    const stage = capturingStage();
    let phraseDeadline: number | undefined;
    let abortedWhenPhrasing: boolean | undefined;
    const chain = chainWith([stage], {
      async phrase(req) {
        phraseDeadline = req.deadlineAt;
        abortedWhenPhrasing = (await stage.ctx).signal.aborted;
        return { text: "I don't know.", backend: 'none' };
      },
    });
    const outcome = await chain.ask({ text: 'how tall is the eiffel tower', origin: 'cli', clientId: 'c' });
    const ctx = await stage.ctx;
    expect(outcome.ok).toBe(true);
    expect(abortedWhenPhrasing).toBe(true);
    // The reserve is capped at half the turn: the evidence deadline is half-way, the phraser's is the turn's.
    expect(phraseDeadline! - ctx.deadlineAt).toBe(DEADLINE_MS / 2);
  });
});
