/**
 * Several rooms at once: N fake Wyoming satellites (test/helpers/fake-satellite.ts) stream real 16 kHz audio
 * in real time, all starting together: "hey jarvis, when was ray charles born". Hearth runs one wake-word and
 * VAD worker per satellite (server-side wake word on each stream), speech to text on the Wyoming test server
 * (loopback; it answers with the question's text at once), the real chain over the fixture ZIMs (managed
 * kiwix-serve, extractive phraser) and espeak-ng, and streams each answer back to its satellite.
 *
 * Measured per N (1, 4, 8): process CPU (the main thread and every worker thread; espeak-ng's child
 * processes are not counted) per stream as a share of one core, from the first audio sent to the last room's
 * first answer audio; end of speech to the first answer audio at each satellite; and the main event loop's
 * delay p99 over the same window.
 *
 * Run: npx vitest run --config bench/vitest.config.ts bench/satellites.bench.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { createHearth, type Hearth } from '../daemon/main.js';
import { startSatellites } from '../daemon/satellite/index.js';
import { WyomingTranscriber } from '../daemon/stt/wyoming.js';
import { EspeakSynthesizer } from '../daemon/tts/espeak.js';
import { concatClips, removeClips, SHARED_MODELS_DIR, silenceClip, speechClip, TEST_VAD } from '../test/helpers/clips.js';
import { startFakeSatellite, streamMic, type FakeSatellite } from '../test/helpers/fake-satellite.js';
import { testConfig } from '../test/helpers/hearth.js';
import { readWavPcm } from '../test/helpers/wyoming-peer.js';
import { startWyomingServer, type WyomingTestServer } from '../test/helpers/wyoming-server.js';
import { disposeFixtureZims, fixtureZims } from '../test/helpers/zim.js';
import { percentile, report, round } from './report.js';

const QUESTION = 'when was ray charles born';
/** Satellite counts measured; BENCH_SATELLITES="1,2" picks others. */
/** How long after its stream ends a room may take to answer before it counts as unanswered, ms. */
const ANSWER_WAIT_MS = 20_000;
const COUNTS = (process.env.BENCH_SATELLITES ?? '1,4,8').split(',').map(Number);

let hearth: Hearth | undefined;
let stt: WyomingTestServer | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-satellites-'));

afterAll(async () => {
  await stt?.close();
  await hearth?.close();
  rmSync(dataDir, { recursive: true, force: true });
  await disposeFixtureZims();
  removeClips();
});

it('satellites streaming at once: CPU per stream, end of speech to first audio, event-loop p99', async () => {
  const { dir } = await fixtureZims();
  const config = testConfig({ HEARTH_ZIM_DIR: dir, HEARTH_SEARXNG_URL: '', HEARTH_MODELS_DIR: SHARED_MODELS_DIR }, dataDir, '[wake]\nmodels = ["hey_jarvis"]\n[voice]\nfollow_up_ms = 0\n');
  hearth = await createHearth(config, { logger: silentLogger() });
  await hearth.chain.ask({ text: QUESTION, origin: 'cli', clientId: 'warm' });
  stt = await startWyomingServer({ transcript: QUESTION });
  const lead = readWavPcm(readFileSync(concatClips([silenceClip(1), speechClip('hey jarvis', { padBeforeS: 0.3, padAfterS: 0.3 })]))).pcm;
  const asked = readWavPcm(readFileSync(speechClip(QUESTION, { padBeforeS: 0, padAfterS: 0 }))).pcm;
  const tail = readWavPcm(readFileSync(silenceClip(2))).pcm;
  const clip = new Int16Array(lead.length + asked.length + tail.length);
  clip.set(lead);
  clip.set(asked, lead.length);
  clip.set(tail, lead.length + asked.length);

  const rows: Array<Record<string, string | number>> = [];
  const latencies: Record<number, number[]> = {};
  // The first round warms up what is lazy (espeak-ng's voice list, JIT, the first turn); it is not reported.
  for (const [round_, n] of [1, ...COUNTS].entries()) {
    const fakes: FakeSatellite[] = await Promise.all(Array.from({ length: n }, () => startFakeSatellite()));
    const synth = new EspeakSynthesizer({ voice: 'en' });
    const transcriber = new WyomingTranscriber({ uri: stt.uri });
    // The VAD's end of speech, in ms of each room's stream (every room's stream starts at its first chunk).
    const speechEndMs = new Map<string, number>();
    const timings = new Map<string, { speechEndAt: number; transcribedAt?: number; firstSentenceAt?: number; firstAudioAt?: number }>();
    const satellites = await startSatellites(
      { ...config, vad: TEST_VAD, satellites: { uris: fakes.map((f) => f.uri), names: fakes.map((_f, i) => `room${i}`) } },
      {
        runner: hearth.chain, counters: hearth.counters, logger: silentLogger(), transcriber, synth,
        onEvent: (room, event) => {
          if (event.type === 'speechEnd') speechEndMs.set(room, event.atMs);
          if (event.type === 'turnDone') timings.set(room, event.timings);
        },
      },
    );
    const peers = await Promise.all(fakes.map((f) => f.connection(0)));
    await Promise.all(peers.map((p) => p.waitFor('run-satellite')));

    const streamStartAt: number[] = new Array(n).fill(NaN);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const dropped0 = hearth.counters.get('voice.framesDropped') ?? 0;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    delay.enable();
    await Promise.all(
      peers.map((peer, i) =>
        streamMic(peer, clip, 64, () => {
          if (Number.isNaN(streamStartAt[i]!)) streamStartAt[i] = performance.now();
        }),
      ),
    );
    // When each satellite received its first answer audio (the arrival time of the event, not of our look).
    // A room whose wake word was missed (frames dropped under load) never answers: NaN, counted below.
    const firstAudio = await Promise.all(peers.map(async (peer) => (await peer.waitFor('audio-chunk', 0, ANSWER_WAIT_MS).catch(() => undefined))?.at ?? NaN));
    delay.disable();
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    // A room's end of speech in wall time: its stream start plus the VAD's end of speech (real-time streaming).
    const perRoom = firstAudio.map((at, i) => at - (streamStartAt[i]! + (speechEndMs.get(`room${i}`) ?? NaN)));
    for (const peer of peers) peer.send('played');
    await satellites.close();
    await Promise.all(fakes.map((f) => f.close()));
    await synth.close();
    if (round_ === 0) continue;
    const stage = (pick: (t: NonNullable<ReturnType<typeof timings.get>>, i: number) => number): number =>
      round(percentile(peers.flatMap((_p, i) => (timings.get(`room${i}`) ? [pick(timings.get(`room${i}`)!, i)] : [])).filter(Number.isFinite), 50));
    latencies[n] = perRoom;
    rows.push({
      satellites: n,
      cpu_core_share_per_stream: round(cpuMs / wallMs / n, 3),
      cpu_ms_total: round(cpuMs),
      end_of_speech_to_first_audio_p50_ms: round(percentile(perRoom.filter(Number.isFinite), 50)),
      end_of_speech_to_first_audio_max_ms: round(Math.max(...perRoom.filter(Number.isFinite))),
      p50_endpoint_ms: stage((t, i) => t.speechEndAt - (streamStartAt[i]! + speechEndMs.get(`room${i}`)!)),
      p50_stt_ms: stage((t) => t.transcribedAt! - t.speechEndAt),
      p50_chain_first_sentence_ms: stage((t) => t.firstSentenceAt! - t.transcribedAt!),
      p50_tts_first_chunk_ms: stage((t) => t.firstAudioAt! - t.firstSentenceAt!),
      p50_to_satellite_ms: stage((t, i) => firstAudio[i]! - t.firstAudioAt!),
      event_loop_p99_ms: round(delay.percentile(99) / 1e6),
      event_loop_max_ms: round(delay.max / 1e6),
      answered_rooms: perRoom.filter((v) => Number.isFinite(v)).length,
      frames_dropped: (hearth.counters.get('voice.framesDropped') ?? 0) - dropped0,
    });
  }
  report('satellites', rows, {
    question: QUESTION,
    vadTrailingSilenceMs: TEST_VAD.trailingSilenceMs,
    note: 'process CPU covers the main thread and the per-satellite worker threads; espeak-ng runs in child processes',
    latenciesMs: latencies,
  });
  expect(rows.every((r) => Number(r.answered_rooms) > 0)).toBe(true);
});
