/**
 * Hearth's Wyoming server against a client written from the protocol (helpers/wyoming-peer.ts), with a real
 * Hearth behind it (real boundary, skills, store file), espeak-ng for speech, and speech to text through a
 * Wyoming test server. Knowledge and web stages point at recording servers, so a leak would show.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { startDaemon } from '../daemon/main.js';
import { isDeclaredCounter } from '../daemon/status/counter-names.js';
import { Counters } from '../daemon/status/counters.js';
import { EspeakSynthesizer } from '../daemon/tts/espeak.js';
import type { AskInput, AskOutcome, TurnRunner } from '../daemon/turn/chain.js';
import { addressAllowed, initialAccess, parseAllowRanges } from '../daemon/wyoming/access.js';
import { startWyomingFace, type WyomingFace } from '../daemon/wyoming/face.js';
import { startWyomingServer, SERVER_MAX_EVENTS_PER_10S, type RunningWyomingServer } from '../daemon/wyoming/server.js';
import { removeClips, speechClip } from './helpers/clips.js';
import { startTestHearth, testConfig, type TestHearth } from './helpers/hearth.js';
import { startRecorder, type Recorder } from './helpers/recorder.js';
import { Peer, readWavPcm } from './helpers/wyoming-peer.js';
import { startWyomingServer as startUpstream, type WyomingTestServer } from './helpers/wyoming-server.js';

let kiwix: Recorder;
let searxng: Recorder;
let upstream: WyomingTestServer;
let app: TestHearth;
let face: WyomingFace;

beforeAll(async () => {
  [kiwix, searxng] = await Promise.all([startRecorder('kiwix'), startRecorder('searxng')]);
  upstream = await startUpstream({});
  const toml = `[wyoming_server]\nenabled = true\nhost = "127.0.0.1"\nport = 0\nadvertise = false\n[stt]\nengine = "wyoming"\nwyoming_uri = "${upstream.uri}"\n[tts]\nengine = "espeak"\nvoice = "en"\n`;
  app = await startTestHearth({ HEARTH_KIWIX_URL: kiwix.url, HEARTH_KIWIX_ON_THIS_BOX: 'no', HEARTH_SEARXNG_URL: searxng.url }, undefined, toml);
  face = await startWyomingFace(app.config, { runner: app.hearth.chain, counters: app.hearth.counters, logger: silentLogger() });
});

afterAll(async () => {
  await face?.close();
  await app?.close();
  await Promise.all([kiwix?.close(), searxng?.close(), upstream?.close()]);
  removeClips();
});

const outbound = (): number => kiwix.requests.length + searxng.requests.length;

async function ask(text: string, context: Record<string, unknown> = {}): Promise<{ peer: Peer; final: string; text: unknown; chunks: string[]; context: unknown }> {
  const peer = await Peer.connect(face.port);
  peer.send('transcript', { text, language: 'en', context });
  const last = await peer.waitFor(['handled', 'not-handled']);
  const chunks = peer.events.filter((e) => e.type === 'handled-chunk').map((e) => String(e.data.text));
  peer.close();
  return { peer, final: last.type, text: last.data.text, chunks, context: last.data.context };
}

describe('describe', () => {
  it('answers info with the conversation agent, its languages and handled streaming', async () => {
    const peer = await Peer.connect(face.port);
    peer.send('describe');
    const info = await peer.waitFor('info');
    peer.close();
    const handle = (info.data.handle as Array<Record<string, unknown>>)[0]!;
    expect(handle).toMatchObject({ name: 'hearth', installed: true, supports_handled_streaming: true });
    expect((handle.models as Array<{ languages: string[] }>)[0]!.languages).toEqual(expect.arrayContaining(['en', 'de', 'es', 'ru']));
  });

  it('declares speech to text when its upstream server answers, and espeak voices under "voices"', async () => {
    const peer = await Peer.connect(face.port);
    peer.send('describe');
    const info = await peer.waitFor('info');
    peer.close();
    expect((info.data.asr as unknown[]).length).toBe(1);
    const tts = (info.data.tts as Array<Record<string, unknown>>)[0]!;
    expect(tts).toMatchObject({ installed: true, supports_synthesize_streaming: true });
    expect(tts.voices).toEqual([expect.objectContaining({ name: 'en', installed: true })]);
  });

  it('leaves speech to text out when no model is there', async () => {
    const config = { ...app.config, stt: { ...app.config.stt, engine: 'whisper' as const } };
    const other = await startWyomingFace(config, { runner: app.hearth.chain, counters: new Counters(), logger: silentLogger() });
    try {
      const peer = await Peer.connect(other.port);
      peer.send('describe');
      const info = await peer.waitFor('info');
      peer.close();
      expect(info.data.asr).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('transcript through the whole chain', () => {
  it('answers a skill question with handled, streaming its sentences first', async () => {
    const answer = await ask('what is 12 times 7');
    expect(answer.final).toBe('handled');
    expect(String(answer.text)).toContain('84');
    expect(answer.chunks.join(' ')).toContain('84');
  });

  it('answers a personal question from the store, and sends nothing out', async () => {
    const before = outbound();
    await ask('remember that the bike lock code is 4711');
    const answer = await ask('what is the bike lock code');
    expect(answer.final).toBe('handled');
    expect(String(answer.text)).toContain('4711');
    expect(outbound()).toBe(before);
  });

  it('says not-handled for a personal question Hearth knows nothing about, with zero outbound requests', async () => {
    const before = outbound();
    const answer = await ask("when is my sister's dentist appointment");
    expect(answer.final).toBe('not-handled');
    expect(outbound()).toBe(before);
  });

  it('says not-handled when no source has anything for a world question', async () => {
    const answer = await ask('who painted the Mona Lisa');
    expect(answer.final).toBe('not-handled');
  });

  it('echoes the conversation id and keeps a follow-up in its conversation', async () => {
    await ask('who is Angela Merkel', { conversation_id: 'conv-7' });
    const before = searxng.requests.length;
    const followUp = await ask('and how old is she', { conversation_id: 'conv-7' });
    expect(followUp.context).toEqual({ conversation_id: 'conv-7' });
    const searched = searxng.requests.slice(before).map((r) => new URL(r.url, 'http://x').searchParams.get('q'));
    expect(searched).toEqual(['and how old is she who is Angela Merkel']);
  });
});

describe('transcribe', () => {
  it('turns real speech at 22 kHz into a transcript, resampled to 16 kHz for the speech model', async () => {
    const { pcm } = readWavPcm(readFileSync(speechClip('what is the capital of France')));
    // Make a 22050 Hz copy so the server has to resample it.
    const rate = 22050;
    const stretched = new Int16Array(Math.floor((pcm.length * rate) / 16000));
    for (let i = 0; i < stretched.length; i += 1) stretched[i] = pcm[Math.floor((i * 16000) / rate)]!;
    const peer = await Peer.connect(face.port);
    peer.send('transcribe', { language: 'en' });
    peer.sendAudio(stretched, rate);
    const transcript = await peer.waitFor('transcript');
    peer.close();
    const heard = Number(/heard (\d+) samples at 16000/.exec(String(transcript.data.text))?.[1]);
    expect(Math.abs(heard - pcm.length)).toBeLessThan(200);
    expect(transcript.data.language).toBe('en');
  });
});

describe('synthesize', () => {
  it('answers synthesize with one audio group of real speech', async () => {
    const peer = await Peer.connect(face.port);
    peer.send('synthesize', { text: 'Hello there. How are you?', voice: { name: 'en' } });
    await peer.waitFor('audio-stop');
    peer.close();
    const types = peer.events.map((e) => e.type);
    expect(types[0]).toBe('audio-start');
    expect(types.filter((t) => t === 'audio-start')).toHaveLength(1);
    const bytes = peer.events.filter((e) => e.type === 'audio-chunk').reduce((n, e) => n + (e.payload?.length ?? 0), 0);
    const rate = Number(peer.events[0]!.data.rate);
    expect(bytes / 2 / rate).toBeGreaterThan(0.8);
  });

  it('streams: one audio group per sentence, then synthesize-stopped', async () => {
    const peer = await Peer.connect(face.port);
    peer.send('synthesize-start', { voice: { name: 'en' } });
    for (const piece of ['The first ', 'sentence is here. ', 'And the second', ' one ends.']) peer.send('synthesize-chunk', { text: piece });
    peer.send('synthesize', { text: 'The first sentence is here. And the second one ends.' });
    peer.send('synthesize-stop');
    await peer.waitFor('synthesize-stopped');
    peer.close();
    const types = peer.events.map((e) => e.type).filter((t) => t !== 'audio-chunk');
    expect(types).toEqual(['audio-start', 'audio-stop', 'audio-start', 'audio-stop', 'synthesize-stopped']);
  });
});

describe('robustness', () => {
  it('answers a malformed frame with an error event and a close, and keeps serving others', async () => {
    const peer = await Peer.connect(face.port);
    peer.socket.write('this is not json\n');
    await peer.closed;
    expect(peer.events).toEqual([expect.objectContaining({ type: 'error', data: expect.objectContaining({ code: 'badFrame' }) })]);
    const next = await Peer.connect(face.port);
    next.send('ping', { text: 'still there' });
    expect((await next.waitFor('pong')).data.text).toBe('still there');
    next.close();
  });

  it('refuses an oversized payload before reading it', async () => {
    const peer = await Peer.connect(face.port);
    peer.socket.write(`${JSON.stringify({ type: 'audio-chunk', payload_length: 50_000_000 })}\n`);
    await peer.closed;
    expect(peer.events[0]?.data.code).toBe('tooLarge');
  });

  it('refuses an endless header line', async () => {
    const peer = await Peer.connect(face.port);
    peer.socket.write(Buffer.alloc(64 * 1024, 0x41));
    await peer.closed;
    expect(peer.events[0]?.data.code).toBe('tooLarge');
  });

  it('closes a client that floods it with events', async () => {
    const peer = await Peer.connect(face.port);
    const flood = Buffer.concat(Array.from({ length: SERVER_MAX_EVENTS_PER_10S + 100 }, () => Buffer.from('{"type":"nonsense"}\n')));
    peer.socket.write(flood);
    await peer.closed;
    expect(peer.events.at(-1)?.data.code).toBe('flood');
  });

  it('counts events, error events and refusals under declared counter names only', async () => {
    const peer = await Peer.connect(face.port);
    peer.send('ping', { text: 'hello' });
    await peer.waitFor('pong');
    peer.send('synthesize', { text: ' ' });
    await peer.waitFor('error');
    peer.socket.write('this is not json\n');
    await peer.closed;
    const names = Object.keys(app.hearth.counters.snapshot().counters).filter((name) => name.startsWith('wyoming.'));
    expect(names).toEqual(expect.arrayContaining(['wyoming.server.in.ping', 'wyoming.server.error.badSynthesize', 'wyoming.server.refused.badFrame']));
    expect(names.filter((name) => !isDeclaredCounter(name))).toEqual([]);
  });
});

describe('access', () => {
  const fakeRunner: TurnRunner & { asked: AskInput[] } = {
    asked: [],
    async ask(input: AskInput): Promise<AskOutcome> {
      fakeRunner.asked.push(input);
      input.onSentence?.('Fine.');
      return { ok: true, record: { text: 'Fine.', route: 'skill', evidence: [], timingsMs: {} } };
    },
    cancel() {},
  };
  const start = (allow: string[], secret: string): Promise<RunningWyomingServer> =>
    startWyomingServer({
      config: { enabled: true, host: '127.0.0.1', port: 0, allow, secret, advertise: false, name: 'hearth', maxConnections: 4 },
      runner: fakeRunner,
      transcriber: undefined,
      synth: new EspeakSynthesizer({ voice: 'en' }),
      capabilities: async () => ({ name: 'hearth', version: '0' }),
      counters: new Counters(),
      logger: silentLogger(),
    });

  it('refuses an address that is not on the allowlist when there is no secret', async () => {
    const server = await start(['10.0.0.0/8'], '');
    try {
      const peer = await Peer.connect(server.port);
      peer.send('describe');
      await peer.closed;
      expect(peer.events.map((e) => e.data.code)).toEqual(['notAllowed']);
    } finally {
      await server.close();
    }
  });

  it('lets a client off the allowlist in with the shared secret, and closes one with a wrong secret', async () => {
    const server = await start(['10.0.0.0/8'], 's3cret');
    try {
      const good = await Peer.connect(server.port);
      good.send('auth', { secret: 's3cret' });
      good.send('describe');
      await good.waitFor('info');
      good.close();
      const bad = await Peer.connect(server.port);
      bad.send('auth', { secret: 'guess' });
      bad.send('describe');
      await bad.closed;
      expect(bad.events.map((e) => e.type)).toEqual(['error']);
    } finally {
      await server.close();
    }
  });

  it('runs each satellite as its own turn client', async () => {
    const server = await start(['127.0.0.1'], '');
    try {
      const peer = await Peer.connect(server.port);
      peer.send('transcript', { text: 'hello', context: { satellite_id: 'kitchen' } });
      await peer.waitFor('handled');
      peer.close();
      expect(fakeRunner.asked.at(-1)?.clientId).toBe('wyoming-satellite:kitchen');
    } finally {
      await server.close();
    }
  });

  it.each([
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['::1', true],
    ['192.168.1.5', false],
    ['::ffff:192.168.1.5', false],
  ])('the default allowlist admits %s: %s', (address, expected) => {
    expect(addressAllowed(parseAllowRanges(['127.0.0.1', '::1']), address)).toBe(expected);
  });

  it('admits a range entry', () => {
    expect(initialAccess(parseAllowRanges(['192.168.1.0/24']), '', '::ffff:192.168.1.77')).toBe('open');
  });

  it.each(['wiki.lan', '192.168.1.0/33', '300.1.1.1', ''])('rejects the allowlist entry %j', (entry) => {
    expect(() => parseAllowRanges([entry])).toThrow(/not an address or range/);
  });
});

describe('the daemon with the Wyoming server on', () => {
  it('serves describe on its own port and shows the server on /status', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-wyoming-daemon-'));
    const daemon = await startDaemon(testConfig({}, dataDir, '[wyoming_server]\nenabled = true\nhost = "127.0.0.1"\nport = 0\nadvertise = false\n'), silentLogger());
    try {
      const peer = await Peer.connect(daemon.wyoming!.port);
      peer.send('describe');
      expect((await peer.waitFor('info')).data.handle).toHaveLength(1);
      peer.close();
      const status = await (await fetch(`http://127.0.0.1:${daemon.port}/status`, { headers: { authorization: `Bearer ${daemon.token}` } })).json();
      expect(status.components.wyoming).toBe(`serving on port ${daemon.wyoming!.port}`);
    } finally {
      await daemon.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps text chat up when the Wyoming port is taken', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hearth-wyoming-daemon-'));
    const taken = face.port; // the face of this file listens there
    const daemon = await startDaemon(testConfig({}, dataDir, `[wyoming_server]\nenabled = true\nhost = "127.0.0.1"\nport = ${taken}\nadvertise = false\n`), silentLogger());
    try {
      expect(daemon.wyoming).toBeUndefined();
      expect(daemon.hearth.counters.snapshot().components.wyoming).toContain('EADDRINUSE');
      expect((await fetch(`http://127.0.0.1:${daemon.port}/healthz`)).status).toBe(200);
    } finally {
      await daemon.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
