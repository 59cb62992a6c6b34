/**
 * The turn chain: one question in, one answer out, through the stages in order under one deadline.
 *
 *   boundary -> skills -> personal store -> offline knowledge -> web search -> page grounding -> phraser
 *
 * - The boundary classifies the turn (personal, skill, world) and guesses its language.
 * - Skills and the personal store answer; the chain stops at the first answer.
 * - A personal or skill turn never reaches an evidence stage: the chain enforces this itself, so a store
 *   stage that passes by mistake still cannot leak a personal question. An unsure turn reaches them, and each
 *   asks turn/reach.ts whether it may go outside (only the managed local kiwix-serve answers it), and the
 *   phraser is told not to use a remote model for it.
 * - Evidence stages accumulate evidence until one says it is sufficient; each is raced against the
 *   evidence deadline, and a late or failed stage is counted and skipped (degrade, never fail). Their
 *   context's signal is aborted at that deadline, so their requests stop when the chain stops waiting
 *   (docs/deadlines.md).
 * - The phraser turns evidence into sentences, streamed through onSentence as they are ready.
 *
 * A newer ask from the same client aborts the older turn: its late sentences are dropped and its promise
 * resolves { ok: false, reason: 'superseded' }.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import type { Phraser } from './phrasing.js';
import { splitSentences } from '../lang/sentences.js';
import { boundedSignal, waitFor } from '../async/wait.js';
import { evidenceDeadline } from './deadline.js';
import type { Evidence, Origin, Route, Stage, StageContext, Turn, TurnRecord } from './types.js';
import { dontKnowPersonal } from './phrases.js';
import { mayReachOutside, mayUseLocalKnowledge } from './reach.js';
import { ConversationMemory, looksLikeFollowUp, withTopic } from './follow-up.js';

export type AskOutcome =
  | { ok: true; record: TurnRecord }
  | { ok: false; reason: 'superseded' | 'cancelled' | 'shuttingDown' };

export interface AskInput {
  text: string;
  origin: Origin;
  clientId: string;
  onSentence?: (sentence: string) => void;
  /**
   * Keeps follow-ups in one conversation (Wyoming's context.conversation_id): a short question that points
   * back ("and how old is he") is searched with the topic of the conversation's last world answer.
   */
  conversationId?: string;
  /**
   * Earlier questions of the conversation, oldest first (the OpenAI endpoint's earlier user messages). Context
   * only: the last one the boundary calls world may serve as the topic of a follow-up; none is ever a turn.
   */
  earlier?: readonly string[];
}

/** What the faces (chat server, voice loop, CLI) need from the chain. */
export interface TurnRunner {
  ask(input: AskInput): Promise<AskOutcome>;
  cancel(clientId: string): void;
}

export interface ChainStages {
  boundary: Stage;
  skills: Stage;
  store: Stage;
  /** Network stages in order: offline knowledge, web search, page grounding. */
  evidence: Stage[];
}

export interface ChainOptions {
  stages: ChainStages;
  phraser: Phraser;
  counters: Counters;
  logger: Logger;
  deadlineMs: number;
  /** Time kept back from the evidence stages for phrasing, ms. */
  phraseReserveMs: number;
  /** Called after every completed turn; the daemon records history here. Errors are counted, not thrown. */
  onTurnDone?: (turn: Turn, record: TurnRecord) => void;
}

/** What a stage is given of the clock: its deadline and the signal aborted at it (docs/deadlines.md). */
type Clock = Pick<StageContext, 'deadlineAt' | 'signal'>;

/** Longest question accepted; longer text is cut (a spoken turn is rarely over 300 characters). */
export const MAX_QUESTION_CHARS = 2000;

/** Earlier messages looked at for a follow-up's topic, newest first; one or two back is where a topic lives. */
const MAX_EARLIER_LOOKED_AT = 3;

export class TurnChain implements TurnRunner {
  readonly #o: ChainOptions;
  readonly #active = new Map<string, AbortController>();
  readonly #conversations = new ConversationMemory();
  #closed = false;

  constructor(options: ChainOptions) {
    this.#o = options;
  }

  cancel(clientId: string): void {
    this.#active.get(clientId)?.abort('cancelled');
  }

  /** Aborts every turn in flight and refuses new ones. */
  shutdown(): void {
    this.#closed = true;
    for (const controller of this.#active.values()) controller.abort('shuttingDown');
  }

  async ask(input: AskInput): Promise<AskOutcome> {
    const { counters } = this.#o;
    if (this.#closed) return { ok: false, reason: 'shuttingDown' };
    this.#active.get(input.clientId)?.abort('superseded');
    const controller = new AbortController();
    this.#active.set(input.clientId, controller);
    counters.bump('turn.started');
    counters.set('turn.inFlight', this.#active.size);

    const startedAt = Date.now();
    const turn: Turn = {
      id: randomUUID(),
      text: input.text.normalize('NFC').trim().slice(0, MAX_QUESTION_CHARS),
      origin: input.origin,
      clientId: input.clientId,
      signal: controller.signal,
      deadlineAt: startedAt + this.#o.deadlineMs,
      startedAt: new Date(startedAt),
    };
    // Sentences of a turn that has been superseded are dropped here, so a late result never reaches a face.
    const emit = (sentence: string): void => {
      if (!controller.signal.aborted) input.onSentence?.(sentence);
    };

    try {
      const record = await this.#run(turn, emit, input);
      if (controller.signal.aborted) {
        const reason = controller.signal.reason === 'superseded' ? 'superseded' : controller.signal.reason === 'shuttingDown' ? 'shuttingDown' : 'cancelled';
        counters.bump(`turn.${reason}`);
        return { ok: false, reason };
      }
      counters.bump(`turn.route.${record.route}`);
      this.#o.logger.info({ event: 'turn', origin: turn.origin, route: record.route, ms: record.timingsMs.total }, 'turn done');
      try {
        this.#o.onTurnDone?.(turn, record);
      } catch {
        counters.bump('turn.onTurnDoneFailed');
      }
      return { ok: true, record };
    } finally {
      if (this.#active.get(input.clientId) === controller) this.#active.delete(input.clientId);
      counters.set('turn.inFlight', this.#active.size);
    }
  }

  /**
   * The text evidence stages search for: the question itself, or for a follow-up the question plus the
   * conversation's topic, when the boundary calls both the topic and the combined text world.
   */
  async #followUpText(turn: Turn, input: AskInput, local: Clock): Promise<string | undefined> {
    if (!looksLikeFollowUp(turn.text)) return undefined;
    const classify = async (text: string): Promise<Turn> => {
      const probe: Turn = { ...turn, text, turnClass: undefined, lang: undefined };
      await this.#o.stages.boundary.run(probe, { ...local, evidence: [] });
      return probe;
    };
    let topic = input.conversationId !== undefined ? this.#conversations.get(input.conversationId) : undefined;
    if (topic === undefined) {
      for (const earlier of [...(input.earlier ?? [])].reverse().slice(0, MAX_EARLIER_LOOKED_AT)) {
        const text = earlier.normalize('NFC').trim().slice(0, MAX_QUESTION_CHARS);
        if (text !== '' && (await classify(text)).turnClass === 'world') {
          topic = text;
          break;
        }
      }
    }
    if (topic === undefined) return undefined;
    const combined = withTopic(turn.text, topic);
    if ((await classify(combined)).turnClass !== 'world') return undefined;
    this.#o.counters.bump('turn.followUp');
    return combined;
  }

  #remember(input: AskInput, turn: Turn, evidence: readonly Evidence[]): void {
    if (input.conversationId === undefined) return;
    if (turn.turnClass !== 'world') return this.#conversations.forget(input.conversationId);
    const title = evidence.find((e) => e.title !== undefined && e.title.trim() !== '')?.title;
    this.#conversations.set(input.conversationId, title ?? turn.text);
  }

  /**
   * The turn's stages under two signals, both also aborted when the turn is: the local stages' at the turn's
   * deadline, the evidence stages' at the evidence deadline or when the chain moves on to phrasing.
   */
  async #run(turn: Turn, emit: (s: string) => void, input: AskInput): Promise<TurnRecord> {
    const startedAt = turn.startedAt.getTime();
    const evidenceBy = evidenceDeadline(startedAt, this.#o.deadlineMs, this.#o.phraseReserveMs);
    const local = boundedSignal({ signal: turn.signal, deadlineAt: turn.deadlineAt });
    const gathering = boundedSignal({ signal: turn.signal, deadlineAt: evidenceBy });
    try {
      return await this.#stages(turn, emit, input, {
        local: { deadlineAt: turn.deadlineAt, signal: local.signal },
        evidence: { deadlineAt: evidenceBy, signal: gathering.signal, stopWaiting: () => gathering.abort('movedOn') },
      });
    } finally {
      local.dispose();
      // Evidence work never outlives its turn, whichever way the turn ended.
      gathering.abort('turnDone');
    }
  }

  async #stages(
    turn: Turn,
    emit: (s: string) => void,
    input: AskInput,
    clocks: { local: Clock; evidence: Clock & { stopWaiting: () => void } },
  ): Promise<TurnRecord> {
    const { stages, counters } = this.#o;
    const timingsMs: Record<string, number> = {};
    const startedAt = turn.startedAt.getTime();
    const evidence: Evidence[] = [];

    const runStage = async (stage: Stage, clock: Clock, seen: Turn = turn) => {
      const t0 = performance.now();
      const { deadlineAt, signal } = clock;
      // Raced against the deadline and the turn's own signal, so the count says which ended it.
      const raced = await waitFor(stage.run(seen, { evidence, deadlineAt, signal }), { deadlineAt, signal: turn.signal });
      timingsMs[stage.name] = Math.round((performance.now() - t0) * 10) / 10;
      if (!raced.ok) {
        counters.bump(`stage.${stage.name}.${raced.reason}`);
        if (raced.reason === 'failed') {
          const code = (raced.error as { code?: unknown } | undefined)?.code;
          this.#o.logger.warn({ event: 'stageFailed', stage: stage.name, code: typeof code === 'string' ? code : 'unknown' }, 'stage failed');
        }
        return undefined;
      }
      return raced.value;
    };

    const finish = (text: string, route: Route, sources: Evidence[]): TurnRecord => {
      timingsMs.total = Math.round(Date.now() - startedAt);
      return { text, route, evidence: sources, timingsMs };
    };
    const speakAll = (text: string): void => {
      for (const sentence of splitSentences(text)) emit(sentence);
    };

    // 1-3: boundary, skills, personal store. These are local and answer outright.
    for (const stage of [stages.boundary, stages.skills, stages.store]) {
      const result = await runStage(stage, clocks.local);
      if (turn.signal.aborted) return finish('', 'none', []);
      if (result?.kind === 'answer') {
        speakAll(result.text);
        this.#remember(input, turn, []);
        return finish(result.text, result.route, result.evidence ?? []);
      }
    }

    // The boundary's promise, enforced here: only world and unsure turns go past this line, and an unsure one
    // only to the stages that turn/reach.ts lets it reach (local knowledge; the phraser without a remote model).
    if (!mayUseLocalKnowledge(turn.turnClass)) {
      this.#remember(input, turn, []);
      counters.bump('turn.personalUnanswered');
      const text = dontKnowPersonal(turn.lang);
      speakAll(text);
      return finish(text, 'personal', []);
    }

    // A follow-up searches with the conversation's topic; the turn itself (and its record) keeps the question.
    const outside = mayReachOutside(turn.turnClass);
    if (!outside) counters.bump('turn.localOnly');
    const followUp = outside ? await this.#followUpText(turn, input, clocks.local) : undefined;
    const searched: Turn = followUp === undefined ? turn : { ...turn, text: followUp };

    // 4-6: evidence stages, under the evidence deadline.
    const evidenceBy = clocks.evidence.deadlineAt;
    let route: Route = 'none';
    for (const stage of stages.evidence) {
      if (Date.now() >= evidenceBy) {
        counters.bump(`stage.${stage.name}.skippedForDeadline`);
        continue;
      }
      const result = await runStage(stage, clocks.evidence, searched);
      if (turn.signal.aborted) return finish('', 'none', []);
      if (result?.kind === 'answer') {
        speakAll(result.text);
        this.#remember(input, turn, [...evidence, ...(result.evidence ?? [])]);
        return finish(result.text, result.route, [...evidence, ...(result.evidence ?? [])]);
      }
      if (result?.kind === 'evidence' && result.evidence.length > 0) {
        if (route === 'none') route = result.route;
        evidence.push(...result.evidence);
        if (result.sufficient) break;
      }
    }

    // 7: phrasing, streamed. Whatever an evidence stage left running stops here.
    clocks.evidence.stopWaiting();
    const t0 = performance.now();
    this.#remember(input, turn, evidence);
    const phrased = await this.#o.phraser.phrase({
      question: searched.text,
      evidence,
      lang: turn.lang,
      signal: turn.signal,
      deadlineAt: turn.deadlineAt,
      onSentence: emit,
      ...(outside ? {} : { localOnly: true }),
    });
    timingsMs.phraser = Math.round((performance.now() - t0) * 10) / 10;
    counters.bump(`phraser.backend.${phrased.backend}`);
    // An unsure turn that nothing on this box answered was still kept home: its route says so.
    return finish(phrased.text, evidence.length > 0 ? route : outside ? 'none' : 'personal', evidence);
  }
}
