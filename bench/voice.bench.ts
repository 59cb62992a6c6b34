/**
 * From the end of speech to the first answer audio, for a ZIM-answered spoken question, by stage:
 *
 *   espeak-ng clip "hey jarvis ... when was ray charles born", fed in real time (80 ms frames)
 *   -> listener worker (openWakeWord + Silero VAD) -> endpoint after vad.trailing_silence_ms
 *   -> speech-to-text on the Wyoming test server (loopback; it answers with the question's text at once)
 *   -> the real chain of a real Hearth (managed kiwix-serve over the fixture ZIMs, extractive phraser)
 *   -> espeak-ng -> the player (a recording player that marks when it takes the first chunk)
 *
 * Target: first audio within 300 ms of the phraser's first sentence.
 * Run: npx vitest run --config bench/vitest.config.ts bench/voice.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { RecordingPlayer, type PcmChunks, type PlayOutcome } from '../daemon/audio/player.js';
import { readWavFile } from '../daemon/audio/source.js';
import { silentLogger } from '../daemon/log/logger.js';
import { createHearth, type Hearth } from '../daemon/main.js';
import { Counters } from '../daemon/status/counters.js';
import { WyomingTranscriber } from '../daemon/stt/wyoming.js';
import { EspeakSynthesizer } from '../daemon/tts/espeak.js';
import { startWakeEngine, type WakeEngine } from '../daemon/wake/engine.js';
import { VoiceLoop, type VoiceEvent } from '../daemon/voice/loop.js';
import { concatClips, removeClips, SHARED_MODELS_DIR, silenceClip, speechClip, TEST_VAD } from '../test/helpers/clips.js';
import { testConfig } from '../test/helpers/hearth.js';
import { startWyomingServer, type WyomingTestServer } from '../test/helpers/wyoming-server.js';
import { disposeFixtureZims, fixtureZims } from '../test/helpers/zim.js';
import { percentile, report, round } from './report.js';

const QUESTION = 'when was ray charles born';
const ROUNDS = 8;
const FRAME = 1280;
const FRAME_MS = 80;

/** A recording player that notes when it takes each play's first chunk: the moment audio reaches the speaker. */
class MarkingPlayer extends RecordingPlayer {
  firstChunkAt: number | undefined;
  override play(chunks: PcmChunks, sampleRate: number): Promise<PlayOutcome> {
    const mark = (): void => {
      this.firstChunkAt ??= performance.now();
    };
    async function* marked(): AsyncGenerator<Int16Array> {
      for await (const chunk of chunks) {
        mark();
        yield chunk;
      }
    }
    return super.play(marked(), sampleRate);
  }
}

let hearth: Hearth | undefined;
let engine: WakeEngine | undefined;
let stt: WyomingTestServer | undefined;
let synth: EspeakSynthesizer | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-voice-'));

afterAll(async () => {
  await engine?.close();
  await stt?.close();
  await synth?.close();
  await hearth?.close();
  rmSync(dataDir, { recursive: true, force: true });
  await disposeFixtureZims();
  removeClips();
});

it('voice turn: end of speech to first audio', async () => {
  const { dir } = await fixtureZims();
  hearth = await createHearth(testConfig({ HEARTH_ZIM_DIR: dir, HEARTH_SEARXNG_URL: '' }, dataDir), { logger: silentLogger() });
  await hearth.chain.ask({ text: QUESTION, origin: 'cli', clientId: 'warm' });
  const started = await startWakeEngine({ wake: { models: ['hey_jarvis'], threshold: 0.5, refractoryMs: 2000 }, modelsDir: SHARED_MODELS_DIR });
  if (!started.ok) throw new Error(started.reason);
  engine = started.engine;
  stt = await startWyomingServer({ transcript: QUESTION });
  synth = new EspeakSynthesizer({ voice: 'en' });
  const clip = await readWavFile(concatClips([silenceClip(1), speechClip('hey jarvis', { padBeforeS: 0.3, padAfterS: 0.3 }), speechClip(QUESTION, { padBeforeS: 0, padAfterS: 1.2 })]));
  if (!clip.ok) throw new Error(clip.reason);

  const rows: Array<Record<string, number>> = [];
  let streamSamples = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const player = new MarkingPlayer();
    const events: VoiceEvent[] = [];
    const loop = new VoiceLoop({
      engine, vad: TEST_VAD, followUpMs: 0, ackSound: false, runner: hearth.chain,
      transcriber: new WyomingTranscriber({ uri: stt.uri }), synth, player, counters: new Counters(), language: 'en',
      onEvent: (e) => events.push(e),
    });
    engine.resetVad();
    const startSample = streamSamples;
    streamSamples += Math.ceil(clip.pcm.length / FRAME) * FRAME;
    const startedAt = performance.now();
    await loop.feed(clip.pcm, { realTime: true });
    await loop.idle();
    const end = events.find((e): e is Extract<VoiceEvent, { type: 'speechEnd' }> => e.type === 'speechEnd');
    const done = events.find((e): e is Extract<VoiceEvent, { type: 'turnDone' }> => e.type === 'turnDone');
    if (!end || !done?.record || done.result !== 'answered' || player.firstChunkAt === undefined) throw new Error(`round ${round}: no answered turn`);
    // The frame holding the last speech sample reached the loop when its 80 ms of audio were complete.
    const lastSpeechSample = Math.round((end.atMs * 16_000) / 1000) - startSample;
    const spokenAt = startedAt + Math.floor(lastSpeechSample / FRAME) * FRAME_MS;
    const t = done.timings;
    const chain = done.record.timingsMs;
    rows.push({
      endpoint: t.speechEndAt - spokenAt,
      stt: t.transcribedAt! - t.speechEndAt,
      chainToFirstSentence: t.firstSentenceAt! - t.transcribedAt!,
      ttsFirstChunk: t.firstAudioAt! - t.firstSentenceAt!,
      firstAudioAfterSentence: player.firstChunkAt - t.firstSentenceAt!,
      speechEndToFirstAudio: player.firstChunkAt - spokenAt,
      chainTotal: chain.total ?? NaN,
      kiwix: chain.zim ?? NaN,
      phraser: chain.phraser ?? NaN,
      zim: done.record.route === 'zim' ? 1 : 0,
    });
    await loop.close();
  }

  const stat = (key: string, label: string) => {
    const values = rows.map((r) => r[key]!);
    return { stage: label, p50_ms: round(percentile(values, 50)), p95_ms: round(percentile(values, 95)), max_ms: round(Math.max(...values)) };
  };
  report('voice', [
    stat('endpoint', `endpoint detected (includes ${TEST_VAD.trailingSilenceMs} ms trailing silence)`),
    stat('stt', 'speech to text (Wyoming test server, loopback)'),
    stat('chainTotal', 'chain total (record.timingsMs.total)'),
    stat('kiwix', '  of which zim stage (kiwix-serve)'),
    stat('phraser', '  of which phraser'),
    stat('chainToFirstSentence', 'transcript -> phraser first sentence'),
    stat('ttsFirstChunk', 'first sentence -> espeak-ng first chunk'),
    stat('firstAudioAfterSentence', 'first sentence -> first audio at the player'),
    stat('speechEndToFirstAudio', 'end of speech -> first audio'),
  ], { rounds: rows.length, zimRouted: rows.filter((r) => r.zim === 1).length, targetMs: { firstAudioAfterSentence: 300 } });
  expect(rows.every((r) => r.zim === 1)).toBe(true);
  expect(percentile(rows.map((r) => r.firstAudioAfterSentence!), 50)).toBeLessThan(300);
});
