/**
 * Every counter name /status may show, declared once. `Counters.bump`, `set` and `get` take a CounterName, so
 * a misspelt or undeclared counter is a compile error, and test/counter-names.test.ts checks that a running
 * daemon's /status shows only declared names.
 *
 * Names are dotted, owner first (`websearch.timedOut`). Most are listed whole; a family holds a part the code
 * only knows at run time (a stage or skill name), declared below as a template type and, for the run-time
 * check, as the same pattern in COUNTER_FAMILIES.
 */
export const COUNTER_NAMES = [
  // audio
  'audio.deviceFailed', 'audio.playbackFailed', 'audio.toolMissing',
  // boundary
  'boundary.localName', 'boundary.localTitle', 'boundary.personal', 'boundary.skill', 'boundary.unsure', 'boundary.world',
  // grounding
  'grounding.cancelled', 'grounding.extractFailed', 'grounding.inlineFallback', 'grounding.noPages',
  'grounding.noResults', 'grounding.nothingMatched', 'grounding.ok', 'grounding.pageFlattened',
  'grounding.pageOverBudget', 'grounding.pagesCut', 'grounding.pagesLate', 'grounding.pagesRead',
  'grounding.pagesRequested', 'grounding.pagesUsed', 'grounding.turns', 'grounding.workerDied',
  // kiwix
  'kiwix.aborted', 'kiwix.answered', 'kiwix.breakerOpen', 'kiwix.exits', 'kiwix.failed', 'kiwix.hung',
  'kiwix.noBooks', 'kiwix.noResults', 'kiwix.notFound', 'kiwix.reloads', 'kiwix.requestMs', 'kiwix.requests',
  'kiwix.restarts', 'kiwix.skipped', 'kiwix.sufficient', 'kiwix.timedOut', 'kiwix.wordIndexBuilt',
  'kiwix.wordIndexFailed', 'kiwix.wordIndexTooLarge',
  // models
  'models.bytesDownloaded', 'models.cancelled', 'models.corruptReplaced', 'models.diskError', 'models.downloaded',
  'models.ensureJoined', 'models.hashMismatch', 'models.httpError', 'models.rehashed', 'models.resumed',
  'models.truncated', 'models.unexpectedError', 'models.unknownModel', 'models.unpinnedDownload',
  'models.unreachable',
  // net
  'net.blocked', 'net.bodiesTruncated', 'net.cancelled', 'net.failed', 'net.httpForbidden', 'net.httpNotFound',
  'net.httpOtherError', 'net.notADocument', 'net.ok', 'net.redirectLimit', 'net.skippedByBreaker',
  'net.socketEndFault', 'net.socketEndPaused', 'net.timedOut', 'net.tooLittleText',
  // phraser
  'phraser.backend.extractive', 'phraser.backend.llm', 'phraser.backend.none', 'phraser.llm.cancelled',
  'phraser.llm.cutShort.badReply', 'phraser.llm.cutShort.emptyReply', 'phraser.llm.cutShort.httpError',
  'phraser.llm.cutShort.loading', 'phraser.llm.cutShort.modelBroken', 'phraser.llm.cutShort.modelMissing',
  'phraser.llm.cutShort.noEvidence', 'phraser.llm.cutShort.notInEvidence', 'phraser.llm.cutShort.runtimeUnavailable',
  'phraser.llm.cutShort.timedOut', 'phraser.llm.cutShort.unreachable', 'phraser.llm.fallback.badReply',
  'phraser.llm.fallback.emptyReply', 'phraser.llm.fallback.httpError', 'phraser.llm.fallback.loading',
  'phraser.llm.fallback.modelBroken', 'phraser.llm.fallback.modelMissing', 'phraser.llm.fallback.noEvidence',
  'phraser.llm.fallback.notInEvidence', 'phraser.llm.fallback.runtimeUnavailable', 'phraser.llm.fallback.timedOut',
  'phraser.llm.fallback.unreachable', 'phraser.llm.local.lastFirstSentenceMs',
  'phraser.llm.local.loadFailed.modelBroken', 'phraser.llm.local.loadFailed.modelMissing',
  'phraser.llm.local.loadFailed.runtimeUnavailable', 'phraser.llm.local.loadMs', 'phraser.llm.local.outputTokens',
  'phraser.llm.local.prefillTokens', 'phraser.llm.ok', 'phraser.noEvidence',
  // ranking
  'ranking.dense.cancelled', 'ranking.dense.failed', 'ranking.dense.loadFailed', 'ranking.dense.loadFailed.badModel',
  'ranking.dense.loadFailed.missingFiles', 'ranking.dense.ms', 'ranking.dense.noModel', 'ranking.dense.notReady',
  'ranking.dense.ok', 'ranking.dense.passages', 'ranking.dense.poolTooLarge', 'ranking.dense.timedOut',
  'ranking.rerank.cancelled', 'ranking.rerank.failed', 'ranking.rerank.loadFailed',
  'ranking.rerank.loadFailed.badModel', 'ranking.rerank.loadFailed.missingFiles', 'ranking.rerank.ms',
  'ranking.rerank.noModel', 'ranking.rerank.notReady', 'ranking.rerank.ok', 'ranking.rerank.poolTooLarge',
  'ranking.rerank.timedOut', 'ranking.rerank.truncated', 'ranking.workerCrashed', 'ranking.workerFailed',
  // satellite
  'satellite.announceNoRoom', 'satellite.announced', 'satellite.connect.timedOut', 'satellite.connect.unreachable',
  'satellite.connected', 'satellite.detection', 'satellite.dropped', 'satellite.runPipeline',
  'satellite.startFailed',
  // server
  'server.answers', 'server.asks', 'server.cancelled.cancelled', 'server.cancelled.shuttingDown',
  'server.cancelled.superseded', 'server.closedRateLimited', 'server.connections', 'server.connectionsOpen',
  'server.droppedSilent', 'server.errors.badJson', 'server.errors.badMessage', 'server.errors.internal',
  'server.errors.protocol', 'server.errors.rateLimited', 'server.errors.tooLarge', 'server.http.badMethod',
  'server.http.notFound', 'server.http.page', 'server.http.talkPage', 'server.http.unauthorized',
  'server.openai.badJson', 'server.openai.badRequest', 'server.openai.cancelled', 'server.openai.completions',
  'server.openai.shuttingDown', 'server.openai.streamed', 'server.openai.superseded', 'server.openai.tooLarge',
  'server.openai.unauthorized', 'server.refusedBusy', 'server.refusedNotFound', 'server.refusedOrigin',
  'server.refusedUnauthorized', 'server.talk.answered', 'server.talk.connections', 'server.talk.empty',
  'server.talk.socketError', 'server.talk.stt.cancelled', 'server.talk.stt.failed', 'server.talk.stt.modelMissing',
  'server.talk.stt.timedOut', 'server.talk.stt.unreachable', 'server.talk.tooLong', 'server.talk.ttsFailed',
  // skills
  'skills.answered', 'skills.failed', 'skills.followUps', 'skills.writeFailed',
  // store
  'store.answered', 'store.failed', 'store.passed', 'store.unknown', 'store.writeFailed', 'store.writeFailed.facts',
  'store.writeFailed.lists', 'store.writeFailed.notes', 'store.writeFailed.persona', 'store.writeFailed.timers',
  'store.writeFailed.turns',
  // stt
  'stt.cancelled', 'stt.failed', 'stt.modelMissing', 'stt.timedOut', 'stt.unreachable', 'stt.whisper.ok',
  'stt.wyoming.ok',
  // tts
  'tts.espeak.ok', 'tts.failed', 'tts.fallback', 'tts.modelMissing', 'tts.piper.sentences',
  'tts.piper.unknownPhonemes', 'tts.sentenceFailed', 'tts.timedOut', 'tts.unreachable', 'tts.wyoming.ok',
  // turn
  'turn.cancelled', 'turn.followUp', 'turn.inFlight', 'turn.localOnly', 'turn.onTurnDoneFailed', 'turn.personalUnanswered',
  'turn.route.none', 'turn.route.personal', 'turn.route.skill', 'turn.route.web', 'turn.route.zim',
  'turn.shuttingDown', 'turn.started', 'turn.superseded',
  // voice
  'voice.announceQueued', 'voice.announceUnspoken', 'voice.announced', 'voice.bargeIn', 'voice.followUpOpened',
  'voice.frameFailed', 'voice.framesDropped', 'voice.noSpeech', 'voice.onEventFailed', 'voice.ringQueued',
  'voice.speechEnd.endOfStream', 'voice.speechEnd.maxLength', 'voice.speechEnd.silence', 'voice.speechStart',
  'voice.startFailed', 'voice.stt.cancelled', 'voice.stt.failed', 'voice.stt.modelMissing', 'voice.stt.timedOut',
  'voice.stt.unreachable', 'voice.tts.failed', 'voice.tts.modelMissing', 'voice.tts.timedOut',
  'voice.tts.unavailable', 'voice.tts.unreachable', 'voice.turn.answered', 'voice.turn.emptyTranscript',
  'voice.turn.failed', 'voice.turn.interrupted', 'voice.turn.sttFailed', 'voice.turn.ttsFailed', 'voice.turnFailed',
  'voice.turns', 'voice.wake',
  // weather
  'weather.failed.badJson', 'weather.failed.badUrl', 'weather.failed.cancelled', 'weather.failed.httpError',
  'weather.failed.timedOut', 'weather.failed.tooLarge', 'weather.failed.unreachable', 'weather.ok',
  // websearch
  'websearch.badJson', 'websearch.badUrl', 'websearch.breakerOpened', 'websearch.cancelled',
  'websearch.dialTimedOut', 'websearch.httpError', 'websearch.jsonDisabled', 'websearch.noResults',
  'websearch.noTimeLeft', 'websearch.ok', 'websearch.partial', 'websearch.probes', 'websearch.rateLimited',
  'websearch.refused', 'websearch.requests', 'websearch.skippedByBreaker', 'websearch.timedOut',
  'websearch.tooLarge', 'websearch.unreachable', 'websearch.upstreamFailed',
  // wyoming
  'wyoming.mdns.failed', 'wyoming.mdns.published', 'wyoming.server.authenticated', 'wyoming.server.closed.idle',
  'wyoming.server.closed.socketError', 'wyoming.server.connections', 'wyoming.server.connectionsOpen',
  'wyoming.server.error.badAudio', 'wyoming.server.error.badSynthesize', 'wyoming.server.error.stt.cancelled',
  'wyoming.server.error.stt.failed', 'wyoming.server.error.stt.modelMissing', 'wyoming.server.error.stt.timedOut',
  'wyoming.server.error.stt.unreachable', 'wyoming.server.error.sttUnavailable', 'wyoming.server.error.tooLong',
  'wyoming.server.error.tts.failed', 'wyoming.server.error.tts.modelMissing', 'wyoming.server.error.tts.timedOut',
  'wyoming.server.error.tts.unavailable', 'wyoming.server.error.tts.unreachable', 'wyoming.server.handled',
  'wyoming.server.in.audio-chunk', 'wyoming.server.in.audio-start', 'wyoming.server.in.audio-stop',
  'wyoming.server.in.auth', 'wyoming.server.in.describe', 'wyoming.server.in.other', 'wyoming.server.in.ping',
  'wyoming.server.in.synthesize', 'wyoming.server.in.synthesize-chunk', 'wyoming.server.in.synthesize-start',
  'wyoming.server.in.synthesize-stop', 'wyoming.server.in.transcribe', 'wyoming.server.in.transcript',
  'wyoming.server.internalError', 'wyoming.server.notHandled', 'wyoming.server.refused.badFrame',
  'wyoming.server.refused.busy', 'wyoming.server.refused.flood', 'wyoming.server.refused.notAllowed',
  'wyoming.server.refused.shuttingDown', 'wyoming.server.refused.tooLarge', 'wyoming.server.refused.unauthorized',
  'wyoming.server.startFailed', 'wyoming.server.synthesized', 'wyoming.server.transcribed',
  'wyoming.server.turn.cancelled', 'wyoming.server.turn.shuttingDown', 'wyoming.server.turn.superseded',
] as const;

/** A name listed whole in COUNTER_NAMES. */
type FixedCounterName = (typeof COUNTER_NAMES)[number];

/**
 * Families with an open part: stage names (turn/chain.ts counts every stage's failures) and skill names
 * (skills/index.ts); both sets are fixed when the daemon is composed, never by what a user says.
 */
type CounterFamilyName =
  | `stage.${string}.${'cancelled' | 'timedOut' | 'failed' | 'skippedForDeadline'}`
  | `skills.answered.${string}`;

export type CounterName = FixedCounterName | CounterFamilyName;

/** The families above as patterns, for checking names at run time. Keep in step with CounterFamilyName. */
const COUNTER_FAMILIES: readonly RegExp[] = [
  /^stage\.[A-Za-z0-9]+\.(cancelled|timedOut|failed|skippedForDeadline)$/,
  /^skills\.answered\.[A-Za-z0-9-]+$/,
];

const FIXED: ReadonlySet<string> = new Set(COUNTER_NAMES);

/** True when `name` is declared here, whole or as a member of a family. */
export function isDeclaredCounter(name: string): name is CounterName {
  return FIXED.has(name) || COUNTER_FAMILIES.some((family) => family.test(name));
}
