/**
 * Assembles Hearth from its parts: config -> store -> stages -> chain -> faces. Used by `hearth start`
 * (the daemon), `hearth ask` (one turn in-process) and the end-to-end tests, so all three run the same
 * wiring. Nothing here holds policy; each piece lives in its own folder.
 */
import type { Config } from './config/types.js';
import type { Logger } from './log/logger.js';
import { Counters } from './status/counters.js';
import { openStore, type Store } from './store/store.js';
import { createStoreStage } from './store/stage.js';
import { createBoundaryStage } from './boundary/stage.js';
import { warmUpBoundary } from './boundary/classify.js';
import { createSkills, createSkillStage, resolveTimeZone } from '../skills/index.js';
import { TimerScheduler, type Announcement, type RingStop } from '../skills/timers/scheduler.js';
import { createSkillsFace, observeLists } from '../skills/face.js';
import type { ListStore } from '../skills/types.js';
import { createWeatherSkill } from '../skills/weather/skill.js';
import { createWeatherSource } from './weather/source.js';
import { EventEmitter } from 'node:events';
import { KiwixProcess } from './kiwix/process.js';
import { createNameTitleCheck, createTitleCheck } from './kiwix/title-check.js';
import { kiwixOnThisBox } from './kiwix/on-this-box.js';
import { createKiwixStage } from './kiwix/stage.js';
import { createWebSearchStage } from './websearch/stage.js';
import { createGroundingStage } from './grounding/stage.js';
import { SafeFetcher } from './net/fetcher.js';
import { ModelManager } from './models/manager.js';
import { RankingService } from './ranking/service.js';
import { denseScorer, webReranker } from './ranking/hooks.js';
import { createPhraser, speakingLanguage } from './phraser/index.js';
import { TurnChain } from './turn/chain.js';
import { startServer } from './server/server.js';
import { loadOrCreateToken } from './server/token.js';
import { loadOrCreateCertificate } from './server/tls.js';
import { createTranscriber } from './stt/index.js';
import { createSynthesizer } from './tts/index.js';
import { startVoice, type VoiceStartOutcome } from './voice/service.js';
import { summarize } from './status/summary.js';
import { articleReader } from './kiwix/article.js';
import { startWyomingFace, type WyomingFace } from './wyoming/face.js';
import { startSatellites, type Satellites } from './satellite/index.js';

/**
 * Time kept back from the evidence stages for phrasing (ms): the LLM's first-sentence budget plus a margin
 * for the extractive fallback, which takes under 5 ms on a 2-core box.
 */
const PHRASE_MARGIN_MS = 300;

export interface Hearth {
  readonly config: Config;
  readonly counters: Counters;
  readonly chain: TurnChain;
  readonly store: Store;
  readonly scheduler: TimerScheduler;
  /** The kiwix-serve answering now (managed or kiwix.url), or undefined while there is none. */
  kiwixBaseUrl(): string | undefined;
  /** The lists, observed: every write emits 'change' on listEvents. */
  readonly lists: ListStore;
  /** Emits 'change' when a list changed (a turn, the chat page, or another process). */
  readonly listEvents: EventEmitter;
  /** The chain client that set each timer since start (in memory: after a restart timers ring everywhere). */
  readonly timerClients: ReadonlyMap<number, string>;
  /** Stops turns, timers, kiwix-serve and closes the database. Safe to call twice. */
  close(): Promise<void>;
}

interface CreateHearthOptions {
  logger: Logger;
  counters?: Counters;
  /** Start firing timers (the daemon does; a one-shot `hearth ask` does not). */
  runTimers?: boolean;
  /** Compile the boundary's patterns right after start, off the first turn's path (the daemon does). */
  warmBoundary?: boolean;
}

export async function createHearth(config: Config, options: CreateHearthOptions): Promise<Hearth> {
  const { logger } = options;
  const counters = options.counters ?? new Counters();
  const store = openStore({
    dataDir: config.paths.dataDir,
    history: config.history,
    // A refused write is counted and logged by table and SQLite code; the text being written never is.
    onWriteFailure: (failure) => {
      counters.bump('store.writeFailed');
      counters.bump(`store.writeFailed.${failure.table}`);
      logger.error({ event: 'storeWriteFailed', table: failure.table, code: failure.code }, 'a write to the store did not reach the disk');
    },
  });

  // Weather is a skill only once a place is configured; until then weather questions are world questions.
  const weather = config.weather.enabled
    ? [createWeatherSkill({ source: createWeatherSource(config.weather, config.locale.language, counters), place: config.weather.place })]
    : [];
  const skills = createSkills({ extra: weather });
  const timerClients = new Map<number, string>();
  const scheduler = new TimerScheduler(store, { timeZone: resolveTimeZone(config.locale.timeZone), language: config.locale.language });
  if (options.runTimers) scheduler.start();
  const listEvents = new EventEmitter();
  const lists = observeLists(store, () => listEvents.emit('change'));
  scheduler.on('storeChanged', () => listEvents.emit('change'));

  let kiwix: KiwixProcess | undefined;
  if (config.kiwix.url === '') {
    kiwix = new KiwixProcess({ binary: config.kiwix.binary, zimDir: config.paths.zimDir, port: config.kiwix.port, counters, logger });
    await kiwix.start();
  }
  const kiwixBaseUrl = (): string | undefined => (config.kiwix.url !== '' ? config.kiwix.url : kiwix?.baseUrl());

  const isSkill = (text: string): boolean => skills.match(text) !== null;
  // The boundary's patterns compile now, not on the first question (tens to hundreds of ms on a loaded box).
  // It runs while kiwix-serve starts (below), and createHearth returns only once it is done, so even a one-shot
  // `hearth ask` has a warm boundary on its only turn.
  const boundaryWarm = options.warmBoundary
    ? new Promise<void>((resolve) => setImmediate(() => { warmUpBoundary(isSkill); resolve(); }))
    : Promise.resolve();
  // Optional models: used when they are in the model cache (`hearth models pull NAME`); never fetched here.
  const models = new ModelManager({ modelsDir: config.paths.modelsDir, mirrorUrl: config.models.mirrorUrl, counters, logger });
  // The local LLM (if configured) loads in the background; until it is ready the extractive phraser answers.
  const phraser = speakingLanguage(
    createPhraser({ llm: config.llm, phraser: config.phraser }, { counters, logger, resolveModel: async (name: string) => models.localDir(name) }),
    config.locale.language,
  );
  const usesLlm = config.llm.url !== '' || config.llm.localModel !== '';
  const modelDir = (name: string): string | undefined => (name === '' ? undefined : models.localDir(name));
  const denseModelDir = modelDir(config.ranking.denseModel);
  const rerankModelDir = modelDir(config.ranking.rerankModel);
  const ranking =
    denseModelDir || rerankModelDir
      ? new RankingService({ denseModelDir, rerankModelDir, maxDensePool: config.ranking.denseMaxPool, keepTopFirst: config.ranking.keepTopResultFirst, counters })
      : undefined;
  if (!ranking) counters.note('ranking', 'lexical only (no ranking model in the model cache)');
  ranking?.warm();

  const webStage = createWebSearchStage({ config: config.searxng, counters, logger, rerank: ranking && rerankModelDir ? webReranker(ranking) : undefined });
  const fetcher = new SafeFetcher({ allowPrivate: [...config.grounding.allowPrivate], deadlineMs: config.grounding.pageDeadlineMs, counters });
  const pagesStage = createGroundingStage({ config: config.grounding, fetcher, counters, logger, dense: ranking && denseModelDir ? denseScorer(ranking) : undefined });
  // The managed kiwix-serve, or an external one on this box, is local knowledge (kiwix/on-this-box.ts).
  const localKiwix = kiwix !== undefined || kiwixOnThisBox(config.kiwix);
  const zimStage = createKiwixStage({ baseUrl: kiwixBaseUrl, onThisBox: localKiwix, counters, logger, requestTimeoutMs: config.kiwix.requestTimeoutMs });
  // The catalog and the title lists of books without a full-text index are read now, not on the first question.
  zimStage.warmUp();
  const chain = new TurnChain({
    stages: {
      // Titles with first-person words are checked only against a kiwix-serve on this box (managed, or on loopback).
      boundary: createBoundaryStage(isSkill, counters, localKiwix ? createTitleCheck(kiwixBaseUrl) : undefined, localKiwix ? createNameTitleCheck(kiwixBaseUrl) : undefined),
      skills: createSkillStage({
        skills, store, lists, timeZone: config.locale.timeZone, scheduler, counters,
        onTimerScheduled: (id, clientId) => timerClients.set(id, clientId),
      }),
      store: createStoreStage(store, { counters }),
      evidence: [
        zimStage,
        webStage,
        pagesStage,
      ],
    },
    phraser,
    counters,
    logger,
    deadlineMs: config.turn.deadlineMs,
    phraseReserveMs: (usesLlm ? config.llm.firstSentenceTimeoutMs : 0) + PHRASE_MARGIN_MS,
    onTurnDone: (turn, record) =>
      store.recordTurn({ at: turn.startedAt.getTime(), origin: turn.origin, question: turn.text, answer: record.text, route: record.route }),
  });

  await boundaryWarm;
  let closed = false;
  return {
    config,
    counters,
    chain,
    store,
    scheduler,
    kiwixBaseUrl,
    lists,
    listEvents,
    timerClients,
    async close() {
      if (closed) return;
      closed = true;
      chain.shutdown();
      scheduler.stop();
      await Promise.all([kiwix?.stop(), webStage.close(), pagesStage.close(), fetcher.close(), ranking?.close(), models.close(), phraser.close?.()]);
      store.close();
    },
  };
}

export interface Daemon {
  readonly hearth: Hearth;
  readonly port: number;
  readonly host: string;
  readonly token: string;
  /** The voice face starting (voice.enabled), or undefined when voice is off. It never rejects. */
  readonly voice: Promise<VoiceStartOutcome> | undefined;
  /** The Wyoming server (wyoming_server.enabled), or undefined when it is off or could not start. */
  readonly wyoming: WyomingFace | undefined;
  /** The satellites Hearth drives (satellites.uris), starting in the background; undefined when none. */
  readonly satellites: Promise<Satellites | undefined> | undefined;
  stop(): Promise<void>;
}

/** The long-running daemon: Hearth plus the LAN face, with timers announced to every chat client. */
export async function startDaemon(config: Config, logger: Logger): Promise<Daemon> {
  // Timers start once every face listens (below): a reminder missed while the daemon was off must not be
  // announced before anyone hears it.
  const hearth = await createHearth(config, { logger, runTimers: false, warmBoundary: true });
  const token = loadOrCreateToken(config.paths.dataDir);
  const face = createSkillsFace({ lists: hearth.lists, store: hearth.store, scheduler: hearth.scheduler, language: config.locale.language });
  // Push-to-talk has its own speech engines (the voice face may be off); HTTPS makes the browser allow the mic.
  const talk = config.server.pushToTalk ? { transcriber: createTranscriber(config, hearth.counters), synth: createSynthesizer(config, hearth.counters) } : undefined;
  const tls = config.server.tls ? loadOrCreateCertificate(config.paths.dataDir) : undefined;
  if (tls && !tls.ok) hearth.counters.note('server.tls', `https off: the certificate could not be made (${tls.reason === 'toolMissing' ? 'openssl is not installed' : 'openssl failed'})`);
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({
      config: config.server, runner: hearth.chain, counters: hearth.counters, logger, token, skills: face,
      summary: () => summarize(config, hearth.counters.snapshot().components),
      readArticle: articleReader(() => hearth.kiwixBaseUrl(), config.kiwix.requestTimeoutMs),
      ...(talk ? { talk } : {}), ...(tls?.ok ? { tls } : {}),
    });
  } catch (error) {
    await Promise.allSettled([talk?.transcriber.close(), talk?.synth.close()]);
    await hearth.close();
    throw error;
  }
  // The Wyoming face: a port in use or a bad allowlist entry is noted and counted; text chat still starts.
  let wyoming: WyomingFace | undefined;
  if (config.wyomingServer.enabled) {
    try {
      wyoming = await startWyomingFace(config, { runner: hearth.chain, counters: hearth.counters, logger });
    } catch (error) {
      const code = (error as { code?: unknown })?.code;
      hearth.counters.bump('wyoming.server.startFailed');
      hearth.counters.note('wyoming', `Wyoming server off: could not start (${typeof code === 'string' ? code : 'unknown'})`);
      logger.error({ event: 'wyomingStartFailed', code: typeof code === 'string' ? code : 'unknown' }, 'Wyoming server failed to start');
    }
  }
  // The voice face starts in the background (its models may need downloading); text chat is up already.
  const voice = config.voice.enabled
    ? startVoice(config, { runner: hearth.chain, counters: hearth.counters, logger, onUnspoken: (text) => server.announce(text) }).catch((error: unknown) => {
        hearth.counters.bump('voice.startFailed');
        logger.error({ event: 'voiceStartFailed', code: (error as { code?: unknown })?.code ?? 'unknown' }, 'voice failed to start');
        return { ok: false, reason: 'workerFailed' } as const;
      })
    : undefined;
  const satellites = config.satellites.uris.length > 0
    ? startSatellites(config, { runner: hearth.chain, counters: hearth.counters, logger }).catch((error: unknown) => {
        hearth.counters.bump('satellite.startFailed');
        logger.error({ event: 'satellitesStartFailed', code: (error as { code?: unknown })?.code ?? 'unknown' }, 'satellites failed to start');
        return undefined;
      })
    : undefined;
  hearth.scheduler.on('announce', (event: Announcement) => {
    // Which kind fired, never its label or text (docs/privacy.md).
    logger.info({ event: 'timer.fired', kind: event.kind ?? 'timer' }, 'timer fired');
    // A timer set in a room rings in that room only; anything else rings on every face.
    const setBy = event.id === undefined ? undefined : hearth.timerClients.get(event.id);
    if (setBy?.startsWith('satellite:') && satellites) {
      void satellites.then((started) => {
        const link = started?.byClientId(setBy);
        if (link) link.announce(event.text, event.lang);
        else server.announce(event.text, { kind: event.kind, id: event.id, ring: event.ring, missed: event.missed });
      });
      return;
    }
    server.announce(event.text, { kind: event.kind, id: event.id, ring: event.ring, missed: event.missed });
    void satellites?.then((started) => started?.announce(event.text, event.lang ? { lang: event.lang } : {}));
    void voice?.then((started) => {
      if (!started.ok) return;
      if (event.ring) started.voice.ring(event.text, event.lang);
      else started.voice.announce(event.text, event.lang);
    });
  });
  hearth.scheduler.on('ringStop', (event: RingStop) => {
    server.broadcast({ type: 'ringStop', id: event.id });
    void voice?.then((started) => {
      if (started.ok) started.voice.stopRinging();
    });
  });
  // A list changed anywhere (a turn, a page, another process) refreshes every open page.
  hearth.listEvents.on('change', () => server.broadcast({ type: 'lists', lists: face.lists() }));
  hearth.scheduler.start();

  let stopping: Promise<void> | undefined;
  return {
    hearth,
    port: server.port,
    host: server.host,
    token,
    voice,
    wyoming,
    satellites,
    stop() {
      stopping ??= (async () => {
        await wyoming?.close();
        await (await satellites)?.close();
        const started = await voice;
        if (started?.ok) await started.voice.stop();
        await server.close();
        await Promise.allSettled([talk?.transcriber.close(), talk?.synth.close()]);
        await hearth.close();
        logger.info({ event: 'stopped' }, 'hearth stopped');
      })();
      return stopping;
    },
  };
}
