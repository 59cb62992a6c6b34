/**
 * Hearth driving remote Wyoming satellites. The satellites are fakes written here from the protocol (a TCP
 * server that accepts Hearth, expects run-satellite, streams real espeak-ng speech and says `played`); the
 * daemon is real (startDaemon), with the real wake-word/VAD models, espeak-ng speech, and speech to text
 * through a Wyoming test server.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { startDaemon, type Daemon } from '../daemon/main.js';
import type { Satellites } from '../daemon/satellite/index.js';
import { removeClips, SHARED_MODELS_DIR, silenceClip, speechClip } from './helpers/clips.js';
import { testConfig } from './helpers/hearth.js';
import { startFakeSatellite, streamMic as streamAt, type FakeSatellite } from './helpers/fake-satellite.js';
import { readWavPcm, type Peer } from './helpers/wyoming-peer.js';

/** A little faster than real time: 64 ms of audio every 40 ms. */
const streamMic = (peer: Peer, pcm: Int16Array): Promise<void> => streamAt(peer, pcm, 40);
import { startWyomingServer as startUpstream, type WyomingTestServer } from './helpers/wyoming-server.js';

function concat(a: Int16Array, b: Int16Array): Int16Array {
  const out = new Int16Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Waits for one whole answer (audio-start ... audio-stop) after event index `from`; returns its samples. */
async function answerAudio(peer: Peer, from: number): Promise<number> {
  const start = peer.events.indexOf(await peer.waitFor('audio-start', from, 60_000));
  const stop = peer.events.indexOf(await peer.waitFor('audio-stop', start, 60_000));
  return peer.events.slice(start, stop).filter((e) => e.type === 'audio-chunk').reduce((n, e) => n + (e.payload?.length ?? 0) / 2, 0);
}

let kitchen: FakeSatellite;
let bedroom: FakeSatellite;
let upstream: WyomingTestServer;
let daemon: Daemon;
let satellites: Satellites;
let dataDir: string;
let question: Int16Array;

beforeAll(async () => {
  [kitchen, bedroom] = await Promise.all([startFakeSatellite(), startFakeSatellite()]);
  upstream = await startUpstream({ transcript: 'what is 12 times 7' });
  dataDir = mkdtempSync(join(tmpdir(), 'hearth-satellite-'));
  const toml = [
    '[satellites]',
    `uris = ["tcp://127.0.0.1:${kitchen.port}", "tcp://127.0.0.1:${bedroom.port}"]`,
    'names = ["kitchen", "bedroom"]',
    '[wake]', 'models = ["hey_jarvis"]',
    '[vad]', 'trailing_silence_ms = 700', 'no_speech_timeout_ms = 4000',
    '[voice]', 'follow_up_ms = 0',
    '[stt]', 'engine = "wyoming"', `wyoming_uri = "${upstream.uri}"`,
    '[tts]', 'engine = "espeak"', 'voice = "en"',
  ].join('\n');
  const config = testConfig({ HEARTH_MODELS_DIR: SHARED_MODELS_DIR }, dataDir, toml);
  daemon = await startDaemon(config, silentLogger());
  satellites = (await daemon.satellites)!;
  const speech = readWavPcm(readFileSync(speechClip('what is twelve times seven', { padBeforeS: 0.3, padAfterS: 0.2 }))).pcm;
  question = concat(speech, readWavPcm(readFileSync(silenceClip(1.5))).pcm);
}, 60_000);

afterAll(async () => {
  await daemon?.stop();
  await Promise.all([kitchen?.close(), bedroom?.close(), upstream?.close()]);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  removeClips();
});

describe('driving satellites', () => {
  it('connects to every satellite and sends run-satellite first', async () => {
    for (const sat of [kitchen, bedroom]) {
      const peer = await sat.connection(0);
      expect((await peer.waitFor('run-satellite')).type).toBe('run-satellite');
    }
    expect(daemon.hearth.counters.snapshot().components['satellite.kitchen']).toBe('connected');
  });

  it('answers a question heard by one satellite on that satellite, and waits for played', async () => {
    const peer = await kitchen.connection(0);
    const from = peer.events.length;
    peer.send('run-pipeline', { start_stage: 'asr', end_stage: 'tts', restart_on_end: false });
    await streamMic(peer, question);
    await peer.waitFor('voice-stopped', from, 30_000);
    const samples = await answerAudio(peer, from);
    peer.send('played');
    const rate = Number(peer.events.find((e, i) => i >= from && e.type === 'audio-start')!.data.rate);
    expect(samples / rate).toBeGreaterThan(0.5);
    expect((await bedroom.connection(0)).events.some((e) => e.type === 'audio-start')).toBe(false);
  }, 60_000);

  it('announces in one room only, or in all', async () => {
    const k = await kitchen.connection(0);
    const b = await bedroom.connection(0);
    const [kFrom, bFrom] = [k.events.length, b.events.length];
    expect(satellites.announce('Dinner is ready.', { room: 'bedroom' })).toBe(1);
    await answerAudio(b, bFrom);
    b.send('played');
    expect(k.events.slice(kFrom).some((e) => e.type === 'audio-start')).toBe(false);
    expect(satellites.announce('Good night.')).toBe(2);
    await Promise.all([answerAudio(k, kFrom), answerAudio(b, b.events.length)]);
    k.send('played');
    b.send('played');
  }, 60_000);

  it('rings a timer in the room that set it', async () => {
    upstream.options.transcript = 'set a timer for 2 seconds';
    const peer = await kitchen.connection(0);
    const from = peer.events.length;
    const bedroomFrom = (await bedroom.connection(0)).events.length;
    peer.send('detection', { name: 'hey_jarvis' });
    await streamMic(peer, question);
    await answerAudio(peer, from); // "Timer set for 2 seconds."
    peer.send('played');
    const afterConfirm = peer.events.length;
    await answerAudio(peer, afterConfirm); // the timer ringing
    peer.send('played');
    expect([...daemon.hearth.timerClients.values()]).toContain('satellite:kitchen');
    expect((await bedroom.connection(0)).events.slice(bedroomFrom).some((e) => e.type === 'audio-start')).toBe(false);
  }, 60_000);

  it('reconnects a satellite that dropped, and shows it on /status meanwhile', async () => {
    const first = await bedroom.connection(0);
    first.close();
    const second = await bedroom.connection(1);
    expect((await second.waitFor('run-satellite')).type).toBe('run-satellite');
    expect(daemon.hearth.counters.get('satellite.dropped')).toBeGreaterThanOrEqual(1);
    const status = await (await fetch(`http://127.0.0.1:${daemon.port}/status`, { headers: { authorization: `Bearer ${daemon.token}` } })).json();
    expect(Object.keys(status.components)).toEqual(expect.arrayContaining(['satellite.kitchen', 'satellite.bedroom']));
  }, 30_000);
});
