import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Counters } from '../daemon/status/counters.js';
import { WyomingTranscriber } from '../daemon/stt/wyoming.js';
import type { SpeechChunk } from '../daemon/tts/types.js';
import { WyomingSynthesizer } from '../daemon/tts/wyoming.js';
import { startWyomingServer, type WyomingTestServer, type WyomingTestServerOptions } from './helpers/wyoming-server.js';

let server: WyomingTestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function start(options: WyomingTestServerOptions = {}): Promise<WyomingTestServer> {
  server = await startWyomingServer(options);
  return server;
}

/** A loopback port with nothing listening on it. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function collect(chunks: AsyncIterable<SpeechChunk>): Promise<SpeechChunk[]> {
  const out: SpeechChunk[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
}

const oneSecond = Int16Array.from({ length: 16000 }, (_, i) => Math.round(3000 * Math.sin(i / 5)));

describe('Wyoming speech-to-text client', () => {
  it('sends transcribe, audio-start, chunks and audio-stop, and returns the transcript', async () => {
    const s = await start();
    const counters = new Counters();
    const result = await new WyomingTranscriber({ uri: s.uri, counters }).transcribe(oneSecond, 16000);
    expect(result).toEqual({ ok: true, value: { text: 'heard 16000 samples at 16000', lang: 'en' } });
    expect(s.connections[0]?.map((e) => e.type)).toEqual(['transcribe', 'audio-start', ...Array(16).fill('audio-chunk'), 'audio-stop']);
    expect(s.connections[0]?.[1]?.data).toEqual({ rate: 16000, width: 2, channels: 1 });
    expect(counters.get('stt.wyoming.ok')).toBe(1);
  });

  it('passes a fixed language and reports the language the server heard', async () => {
    const s = await start();
    const result = await new WyomingTranscriber({ uri: s.uri, language: 'ru' }).transcribe(oneSecond, 16000);
    expect(s.connections[0]?.[0]?.data).toEqual({ language: 'ru' });
    expect(result.ok && result.value.lang).toBe('ru');
  });

  it('sends no language when detection is automatic', async () => {
    const s = await start();
    await new WyomingTranscriber({ uri: s.uri, language: '' }).transcribe(oneSecond, 16000);
    expect(s.connections[0]?.[0]?.data).toEqual({});
  });

  it('reports failed when the server dies in the middle of the audio', async () => {
    const s = await start({ fault: 'dieMidStream' });
    const counters = new Counters();
    const result = await new WyomingTranscriber({ uri: s.uri, counters }).transcribe(oneSecond, 16000);
    expect(result).toEqual({ ok: false, reason: 'failed' });
    expect(counters.get('stt.failed')).toBe(1);
  });

  it('reports unreachable for a port nobody listens on, with a status line that names no host', async () => {
    const counters = new Counters();
    const port = await deadPort();
    const result = await new WyomingTranscriber({ uri: `tcp://127.0.0.1:${port}`, counters }).transcribe(oneSecond, 16000);
    expect(result).toEqual({ ok: false, reason: 'unreachable' });
    expect(counters.get('stt.unreachable')).toBe(1);
    expect(counters.snapshot().components.stt).not.toContain('127.0.0.1');
  });

  it('reports timedOut when the server never answers within the deadline', async () => {
    const s = await start({ fault: 'silent' });
    const started = Date.now();
    const result = await new WyomingTranscriber({ uri: s.uri, responseTimeoutMs: 300 }).transcribe(oneSecond, 16000);
    expect(result).toEqual({ ok: false, reason: 'timedOut' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports cancelled when the turn is aborted while waiting', async () => {
    const s = await start({ fault: 'silent' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const result = await new WyomingTranscriber({ uri: s.uri }).transcribe(oneSecond, 16000, controller.signal);
    expect(result).toEqual({ ok: false, reason: 'cancelled' });
  });

  it('refuses a URI that is not tcp://host:port as unreachable', async () => {
    const result = await new WyomingTranscriber({ uri: 'stdio://' }).transcribe(oneSecond, 16000);
    expect(result).toEqual({ ok: false, reason: 'unreachable' });
  });
});

describe('Wyoming text-to-speech client', () => {
  it('asks the server what it supports, then synthesizes and yields the audio at the announced rate', async () => {
    const s = await start({ ttsRate: 16000 });
    const chunks = await collect(new WyomingSynthesizer({ uri: s.uri, voice: 'test' }).synthesize('Hello.'));
    expect(s.connections[0]?.map((e) => e.type)).toEqual(['describe', 'synthesize']);
    expect(s.connections[0]?.[1]?.data).toEqual({ text: 'Hello.', voice: { name: 'test' } });
    expect(chunks.every((c) => c.sampleRate === 16000)).toBe(true);
    expect(chunks.reduce((n, c) => n + c.pcm.length, 0)).toBe(6000);
  });

  it('describes the server only once per synthesizer', async () => {
    const s = await start();
    const synth = new WyomingSynthesizer({ uri: s.uri });
    await collect(synth.synthesize('One.'));
    await collect(synth.synthesize('Two.'));
    expect(s.connections[1]?.map((e) => e.type)).toEqual(['synthesize']);
  });

  it('uses the streaming events when the server supports them and reads every sentence until synthesize-stopped', async () => {
    const s = await start({ streaming: true });
    const chunks = await collect(new WyomingSynthesizer({ uri: s.uri }).synthesize('First one. Second one here.'));
    expect(s.connections[0]?.map((e) => e.type)).toEqual(['describe', 'synthesize-start', 'synthesize-chunk', 'synthesize', 'synthesize-stop']);
    // Two sentence groups: 10 and 16 characters of tone at 1000 samples each.
    expect(chunks.reduce((n, c) => n + c.pcm.length, 0)).toBe(26_000);
    expect(chunks[0]?.sampleRate).toBe(22050);
  });

  it('throws a failed SpeechError when the server dies mid-stream', async () => {
    const s = await start({ fault: 'dieMidStream' });
    const counters = new Counters();
    await expect(collect(new WyomingSynthesizer({ uri: s.uri, counters }).synthesize('Hello there.'))).rejects.toMatchObject({ code: 'HEARTH_TTS_FAILED' });
    expect(counters.get('tts.failed')).toBe(1);
  });

  it('throws an unreachable SpeechError for a dead port', async () => {
    const port = await deadPort();
    await expect(collect(new WyomingSynthesizer({ uri: `tcp://127.0.0.1:${port}` }).synthesize('Hi.'))).rejects.toMatchObject({ reason: 'unreachable' });
  });

  it('throws a timedOut SpeechError when the server goes quiet', async () => {
    const s = await start({ fault: 'silent' });
    await expect(collect(new WyomingSynthesizer({ uri: s.uri, eventTimeoutMs: 300 }).synthesize('Hi.'))).rejects.toMatchObject({ reason: 'timedOut' });
  });

  it('ends quietly with no error when aborted', async () => {
    const s = await start({ fault: 'silent' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await collect(new WyomingSynthesizer({ uri: s.uri }).synthesize('Hi.', { signal: controller.signal }))).toEqual([]);
  });
});
