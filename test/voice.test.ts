/**
 * The voice turn end to end on real parts: espeak-ng clips through the real wake-word and VAD models (one
 * listener worker shared by the file), speech-to-text from a Wyoming test server, the real turn chain (a real
 * Hearth, or a TurnChain with small stages where the answer's shape matters), espeak-ng speech, and a
 * RecordingPlayer for the speaker.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RecordingPlayer } from '../daemon/audio/player.js';
import { readWavFile } from '../daemon/audio/source.js';
import { encodeWav } from '../daemon/audio/wav.js';
import { loadConfig } from '../daemon/config/load.js';
import { silentLogger } from '../daemon/log/logger.js';
import type { Phraser, PhraseRequest } from '../daemon/phraser/types.js';
import { Counters } from '../daemon/status/counters.js';
import { WyomingTranscriber } from '../daemon/stt/wyoming.js';
import { EspeakSynthesizer } from '../daemon/tts/espeak.js';
import { TurnChain, type TurnRunner } from '../daemon/turn/chain.js';
import type { Stage } from '../daemon/turn/types.js';
import { startWakeEngine, type WakeEngine } from '../daemon/wake/engine.js';
import { VoiceLoop, type VoiceEvent, type VoiceLoopOptions } from '../daemon/voice/loop.js';
import { startVoice } from '../daemon/voice/service.js';
import { ACK_RATE_HZ, ackTone, alarmTone } from '../daemon/voice/sounds.js';
import { concatClips, removeClips, SHARED_MODELS_DIR, silenceClip, speechClip, TEST_VAD, LISTENER_MODELS } from './helpers/clips.js';
import { startTestHearth, testConfig, type TestHearth } from './helpers/hearth.js';
import { startDaemon } from '../daemon/main.js';
import { runListen } from '../daemon/cli/listen.js';
import { startWyomingServer, type WyomingTestServer } from './helpers/wyoming-server.js';
import { missingShared } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, LISTENER_MODELS);

const RATE = 16_000;
const FRAME = 1280;

let engine: WakeEngine;
let stt: WyomingTestServer;
let synth: EspeakSynthesizer;
let hearth: TestHearth;
let outDir: string;
/** Samples the shared listener worker has been given, so a test can map stream positions to its own feed. */
let streamSamples = 0;

beforeAll(async () => {
  if (NO_SHARED) return;
  const started = await startWakeEngine({ wake: { models: ['hey_jarvis'], threshold: 0.5, refractoryMs: 2000 }, modelsDir: SHARED_MODELS_DIR });
  if (!started.ok) throw new Error(`listener did not start: ${started.reason}`);
  engine = started.engine;
  stt = await startWyomingServer({ transcript: 'what is 12 times 7' });
  synth = new EspeakSynthesizer({ voice: 'en' });
  hearth = await startTestHearth({ HEARTH_SEARXNG_URL: '' });
  outDir = mkdtempSync(join(tmpdir(), 'hearth-voice-'));
});

afterAll(async () => {
  await engine?.close();
  await stt?.close();
  await synth?.close();
  await hearth?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  removeClips();
});

beforeEach(() => engine.resetVad());

async function pcmOf(path: string): Promise<Int16Array> {
  const wav = await readWavFile(path);
  if (!wav.ok) throw new Error(wav.reason);
  return wav.pcm;
}

/** The wake word, a short pause, then a question; a second of silence first flushes the wake-word windows. */
function wakeAndAsk(question = 'what is 12 times 7'): string {
  return concatClips([silenceClip(1), speechClip('hey jarvis', { padBeforeS: 0.3, padAfterS: 0.3 }), speechClip(question, { padBeforeS: 0, padAfterS: 1.5 })]);
}

interface Harness {
  loop: VoiceLoop;
  player: RecordingPlayer;
  events: VoiceEvent[];
  counters: Counters;
  /** Feeds a clip; returns where it started in the worker's stream and when (performance.now()). */
  feed(pcm: Int16Array, realTime?: boolean): Promise<{ startSample: number; startedAt: number }>;
}

function harness(options: Partial<VoiceLoopOptions> & { runner: TurnRunner }): Harness {
  const counters = options.counters ?? new Counters();
  const player = (options.player as RecordingPlayer | undefined) ?? new RecordingPlayer();
  const events: VoiceEvent[] = [];
  const loop = new VoiceLoop({
    engine,
    vad: TEST_VAD,
    followUpMs: 0,
    ackSound: false,
    transcriber: new WyomingTranscriber({ uri: stt.uri, counters }),
    synth,
    counters,
    language: 'en',
    ...options,
    player,
    onEvent: (e) => events.push(e),
  });
  return {
    loop, player, events, counters,
    async feed(pcm, realTime = false) {
      const startSample = streamSamples;
      streamSamples += Math.ceil(pcm.length / FRAME) * FRAME;
      const startedAt = performance.now();
      await loop.feed(pcm, { realTime });
      return { startSample, startedAt };
    },
  };
}

/** A chain whose world answers come from `phrase`, so a test decides the answer's shape and pace. */
function chainWith(phrase: (req: PhraseRequest) => Promise<string>): TurnChain {
  const boundary: Stage = { name: 'boundary', run: async (turn) => { turn.turnClass = 'world'; turn.lang = 'en'; return { kind: 'pass' }; } };
  const pass: Stage = { name: 'pass', run: async () => ({ kind: 'pass' }) };
  const phraser: Phraser = { async phrase(req) { return { text: await phrase(req), backend: 'extractive' }; } };
  return new TurnChain({ stages: { boundary, skills: pass, store: pass, evidence: [] }, phraser, counters: new Counters(), logger: silentLogger(), deadlineMs: 20_000, phraseReserveMs: 100 });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rms(pcm: Int16Array): number {
  let sum = 0;
  for (const s of pcm) sum += s * s;
  return Math.sqrt(sum / Math.max(1, pcm.length));
}

const types = (events: VoiceEvent[]) => events.map((e) => e.type);
const turnsDone = (events: VoiceEvent[]) => events.filter((e): e is Extract<VoiceEvent, { type: 'turnDone' }> => e.type === 'turnDone');

describe.skipIf(NO_SHARED)('the voice turn', () => {
  it('goes from a WAV question to a spoken WAV answer through the real chain', async () => {
    const h = harness({ runner: hearth.hearth.chain, ackSound: true });
    const connectionsBefore = stt.connections.length;
    await h.feed(await pcmOf(wakeAndAsk()));
    await h.loop.idle();
    expect(types(h.events)).toEqual(['wake', 'speechStart', 'speechEnd', 'turnDone']);
    const [done] = turnsDone(h.events);
    expect(done!.result).toBe('answered');
    expect(done!.record!.route).toBe('skill');
    expect(done!.record!.text).toContain('84');
    // The utterance went to the speech-to-text server; the wake word and the silence around it did not.
    expect(stt.connections.length).toBe(connectionsBefore + 1);
    // First the acknowledgement, then the spoken answer.
    expect(h.player.played[0]!.length).toBe(ackTone().length);
    const answer = h.player.all().subarray(ackTone().length);
    expect(answer.length / 22_050).toBeGreaterThan(0.5);
    expect(rms(answer)).toBeGreaterThan(500);
    const out = join(outDir, 'answer.wav');
    writeFileSync(out, encodeWav(h.player.all(), 22_050));
    const back = await readWavFile(out);
    expect(back.ok && back.sourceRate).toBe(22_050);
    expect(h.counters.get('voice.turn.answered')).toBe(1);
  });

  it('starts speaking the first sentence before the phraser has finished', async () => {
    let phraserDoneAt = 0;
    const runner = chainWith(async (req) => {
      const sentences = ['The first sentence is short.', 'The second one comes later.', 'And so does the third.'];
      for (const [i, s] of sentences.entries()) {
        if (i > 0) await sleep(1_500); // long pauses: synthesis of the first sentence may take a second under load
        req.onSentence(s);
      }
      phraserDoneAt = performance.now();
      return sentences.join(' ');
    });
    const h = harness({ runner });
    await h.feed(await pcmOf(wakeAndAsk()));
    await h.loop.idle();
    const [done] = turnsDone(h.events);
    expect(done!.result).toBe('answered');
    const { firstSentenceAt, firstAudioAt } = done!.timings;
    expect(firstAudioAt).toBeDefined();
    expect(firstAudioAt!).toBeLessThan(phraserDoneAt - 1_500); // two 1.5 s pauses were still to come
    // Generous for a loaded box; waiting for the whole answer is covered by the line above.
    expect(firstAudioAt! - firstSentenceAt!).toBeLessThan(1_000);
  });

  it('stops playback at once when the wake word is heard during an answer, and starts a new turn', async () => {
    const long = 'This answer goes on for quite a while so that there is something to interrupt.';
    let asked = 0;
    const runner = chainWith(async (req) => {
      asked += 1;
      if (asked > 1) { req.onSentence('Noon.'); return 'Noon.'; } // the new turn's answer is short
      for (let i = 0; i < 4; i++) req.onSentence(long);
      return long;
    });
    const h = harness({ runner, player: new RecordingPlayer({ realTime: true }) });
    await h.feed(await pcmOf(wakeAndAsk()));
    for (let i = 0; i < 200 && h.player.all().length < 22_050 * 0.5; i++) await sleep(20); // half a second in
    expect(h.player.playing).toBe(true);
    let stoppedAt = 0;
    let chunksAtStop = 0;
    const onBargeIn = (e: VoiceEvent): void => {
      if (e.type === 'bargeIn') {
        stoppedAt = performance.now();
        chunksAtStop = h.player.played.length;
      }
    };
    const origPush = h.events.push.bind(h.events);
    h.events.push = (...items: VoiceEvent[]) => { items.forEach(onBargeIn); return origPush(...items); };
    const fed = await h.feed(await pcmOf(wakeAndAsk('what time is it')), true);
    await h.loop.idle();
    const wakes = h.events.filter((e): e is Extract<VoiceEvent, { type: 'wake' }> => e.type === 'wake');
    expect(wakes).toHaveLength(2);
    expect(types(h.events)).toContain('bargeIn');
    // The frame that fired went to the worker at startedAt + 80 ms per earlier frame of this clip (the feed
    // hands a frame over when its audio is complete, as a microphone does); playback stopped within 150 ms.
    const firedFrame = Math.floor(((wakes[1]!.atMs * RATE) / 1000 - 1 - fed.startSample) / FRAME);
    const stopLatencyMs = stoppedAt - (fed.startedAt + firedFrame * (FRAME / (RATE / 1000)));
    expect(stopLatencyMs).toBeGreaterThanOrEqual(0);
    // 150 ms is the design target (docs/voice.md); the test only catches playing on
    // through the long answer, with room for a loaded box.
    expect(stopLatencyMs).toBeLessThan(1_000);
    const results = turnsDone(h.events).map((d) => d.result);
    expect(results).toEqual(['interrupted', 'answered']);
    // Nothing of the first answer was played after the stop: the next chunks belong to the second answer.
    const secondFirst = turnsDone(h.events)[1]!.timings.firstAudioAt!;
    expect(secondFirst).toBeGreaterThan(stoppedAt);
    expect(h.player.played.length).toBeGreaterThan(chunksAtStop);
    expect(h.counters.get('voice.bargeIn')).toBe(1);
  });

  it('takes a follow-up without the wake word within the window, and not after it', async () => {
    const runner = chainWith(async (req) => { req.onSentence('Sure.'); return 'Sure.'; });
    const h = harness({ runner, followUpMs: 3000 });
    await h.feed(await pcmOf(wakeAndAsk()));
    await h.loop.idle();
    expect(types(h.events)).toContain('followUp');
    await h.feed(await pcmOf(speechClip('and what about eight', { padBeforeS: 0.5, padAfterS: 1.5 })));
    await h.loop.idle();
    expect(turnsDone(h.events).map((d) => d.result)).toEqual(['answered', 'answered']);
    // After the second answer the window opens again; let it pass, then speak without the wake word.
    await h.feed(await pcmOf(silenceClip(4)));
    await h.loop.idle();
    const connections = stt.connections.length;
    await h.feed(await pcmOf(speechClip('and what about nine', { padBeforeS: 0.5, padAfterS: 1.5 })));
    await h.loop.idle();
    expect(turnsDone(h.events)).toHaveLength(2);
    expect(stt.connections.length).toBe(connections);
    expect(h.counters.get('voice.wake')).toBe(1);
  });

  it('ends quietly when nobody speaks after the wake word: no turn, no speech-to-text', async () => {
    const h = harness({ runner: hearth.hearth.chain });
    const connections = stt.connections.length;
    await h.feed(await pcmOf(concatClips([silenceClip(1), speechClip('hey jarvis', { padBeforeS: 0.3, padAfterS: 0 }), silenceClip(3)])));
    await h.loop.idle();
    expect(types(h.events)).toEqual(['wake', 'noSpeech']);
    expect(stt.connections.length).toBe(connections);
    expect(h.player.played).toEqual([]);
  });

  it('rings an alarm again and again until stopRinging(), and then says nothing more', async () => {
    const h = harness({ runner: chainWith(async () => 'unused') });
    const ringLength = alarmTone(ACK_RATE_HZ).length;
    h.loop.ring('Wake up!', 'en');
    for (let i = 0; i < 200 && h.player.played.filter((c) => c.length === ringLength).length < 2; i++) await sleep(10);
    h.loop.stopRinging();
    await h.loop.idle();
    expect(h.player.played.filter((c) => c.length === ringLength).length).toBeGreaterThanOrEqual(2);
    expect(types(h.events)).toEqual(['ringing']);
  });

  it('speaks a timer announcement when idle and holds it while an answer is playing', async () => {
    const runner = chainWith(async (req) => { req.onSentence('One moment.'); await sleep(300); req.onSentence('Here it is.'); return 'One moment. Here it is.'; });
    const h = harness({ runner });
    h.loop.announce('Your tea timer is done.', 'en');
    await h.loop.idle();
    expect(types(h.events)).toEqual(['announced']);
    const idleAnnouncement = h.player.all().length;
    expect(idleAnnouncement).toBeGreaterThan(22_050 * 0.5);

    const feeding = h.feed(await pcmOf(wakeAndAsk()));
    for (let i = 0; i < 300 && !h.loop.busy; i++) await sleep(10);
    expect(h.loop.busy).toBe(true);
    h.loop.announce('Your pasta timer is done.', 'en');
    await feeding;
    await h.loop.idle();
    expect(types(h.events).filter((t) => t === 'turnDone' || t === 'announced')).toEqual(['announced', 'turnDone', 'announced']);
    expect(h.counters.get('voice.announced')).toBe(2);
  });

  it('announces a real timer set by voice through the real scheduler', async () => {
    const h = harness({ runner: hearth.hearth.chain });
    const announce = (e: { text: string; lang?: string }) => h.loop.announce(e.text, e.lang);
    hearth.hearth.scheduler.on('announce', announce);
    try {
      const asked = await hearth.hearth.chain.ask({ text: 'set a timer for 1 second', origin: 'cli', clientId: 'test' });
      expect(asked.ok && asked.record.route).toBe('skill');
      for (let i = 0; i < 300 && !types(h.events).includes('announced'); i++) await sleep(10);
      await h.loop.idle();
      expect(h.events).toContainEqual({ type: 'announced', spoken: true });
      expect(rms(h.player.all())).toBeGreaterThan(500);
    } finally {
      hearth.hearth.scheduler.off('announce', announce);
    }
  });

  it('survives an unreachable speech-to-text server: says so, counts it, and keeps listening', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const counters = new Counters();
    const h = harness({ runner: hearth.hearth.chain, counters, transcriber: new WyomingTranscriber({ uri: `tcp://127.0.0.1:${port}`, counters, connectTimeoutMs: 500 }) });
    await h.feed(await pcmOf(wakeAndAsk()));
    await h.loop.idle();
    await h.feed(await pcmOf(wakeAndAsk('what time is it')));
    await h.loop.idle();
    expect(turnsDone(h.events).map((d) => [d.result, d.sttFailure])).toEqual([['sttFailed', 'unreachable'], ['sttFailed', 'unreachable']]);
    expect(counters.get('voice.stt.unreachable')).toBe(2);
    expect(rms(h.player.all())).toBeGreaterThan(500); // the apology was spoken
  });

  it('sends the answer to the chat page when speech synthesis fails', async () => {
    const unspoken: string[] = [];
    const h = harness({ runner: hearth.hearth.chain, synth: new EspeakSynthesizer({ voice: 'en', binary: '/nonexistent/espeak-ng' }), onUnspoken: (t) => unspoken.push(t) });
    await h.feed(await pcmOf(wakeAndAsk()));
    await h.loop.idle();
    expect(turnsDone(h.events).map((d) => d.result)).toEqual(['ttsFailed']);
    expect(unspoken).toHaveLength(1);
    expect(unspoken[0]).toContain('84');
  });
});

describe.skipIf(NO_SHARED)('hearth listen with speech-to-text configured', () => {
  it('prints the transcript from the configured Wyoming server', async () => {
    const base = loadConfig({ env: {} });
    const config = { ...base, paths: { ...base.paths, modelsDir: SHARED_MODELS_DIR }, wake: { ...base.wake, models: ['hey_jarvis'] }, stt: { ...base.stt, engine: 'wyoming' as const, wyomingUri: stt.uri } };
    const lines: string[] = [];
    const code = await runListen({ file: wakeAndAsk(), json: true }, config, { out: (l) => lines.push(l) });
    expect(code).toBe(0);
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.map((e) => e.event)).toEqual(['wake', 'speechStart', 'speechEnd', 'transcript']);
    expect(events[3]).toMatchObject({ text: 'what is 12 times 7', lang: 'en' });
  });
});

describe.skipIf(NO_SHARED)('the voice service', () => {
  it('without a microphone, reports it on /status and does not start', async () => {
    const base = loadConfig({ env: {} });
    const counters = new Counters();
    const started = await startVoice({ ...base, audio: { ...base.audio, input: 'none' } }, { runner: hearth.hearth.chain, counters, logger: silentLogger() });
    expect(started).toEqual({ ok: false, reason: 'microphoneOff' });
    expect(counters.snapshot().components.voice).toMatch(/no microphone/);
  });

  it('a daemon with voice on but no microphone serves text chat and says why voice is off', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-voice-daemon-'));
    const daemon = await startDaemon(testConfig({}, dataDir, '[voice]\nenabled = true\n[audio]\ninput = "none"\n'), silentLogger());
    try {
      expect(await daemon.voice).toEqual({ ok: false, reason: 'microphoneOff' });
      expect(daemon.hearth.counters.snapshot().components.voice).toMatch(/no microphone/);
      const asked = await daemon.hearth.chain.ask({ text: 'what is 12 times 7', origin: 'chat', clientId: 'c' });
      expect(asked.ok && asked.record.text).toContain('84');
    } finally {
      await daemon.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('runs microphone frames through a whole turn and stops cleanly', async () => {
    const base = loadConfig({ env: {} });
    const config = { ...base, paths: { ...base.paths, modelsDir: SHARED_MODELS_DIR }, wake: { ...base.wake, models: ['hey_jarvis'] }, vad: TEST_VAD, voice: { ...base.voice, followUpMs: 0 } };
    const counters = new Counters();
    const player = new RecordingPlayer();
    const events: VoiceEvent[] = [];
    const pcm = await pcmOf(wakeAndAsk());
    let micStopped = false;
    const started = await startVoice(config, {
      runner: hearth.hearth.chain, counters, logger: silentLogger(), player, onEvent: (e) => events.push(e),
      transcriber: new WyomingTranscriber({ uri: stt.uri, counters }),
      openMic: (onFrame) => {
        void (async () => {
          for (let at = 0; at < pcm.length && !micStopped; at += FRAME) {
            onFrame(pcm.slice(at, at + FRAME).length === FRAME ? pcm.slice(at, at + FRAME) : new Int16Array(FRAME));
            await sleep(5);
          }
        })();
        return { ok: true, mic: { stop: () => { micStopped = true; } } };
      },
    });
    if (!started.ok) throw new Error(started.reason);
    for (let i = 0; i < 500 && !types(events).includes('turnDone'); i++) await sleep(20);
    await started.voice.stop();
    expect(micStopped).toBe(true);
    expect(turnsDone(events).map((d) => d.result)).toEqual(['answered']);
    expect(player.played.length).toBeGreaterThan(1);
  });
});
