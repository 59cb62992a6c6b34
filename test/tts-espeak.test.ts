import { describe, expect, it } from 'vitest';
import { Counters } from '../daemon/status/counters.js';
import { EspeakSynthesizer, parseWavStreamHeader, pickEspeakVoice } from '../daemon/tts/espeak.js';
import type { SpeechChunk } from '../daemon/tts/types.js';

async function collect(chunks: AsyncIterable<SpeechChunk>): Promise<{ pcm: Int16Array; rates: Set<number>; count: number }> {
  const parts: Int16Array[] = [];
  const rates = new Set<number>();
  for await (const chunk of chunks) {
    parts.push(chunk.pcm);
    rates.add(chunk.sampleRate);
  }
  const pcm = new Int16Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    pcm.set(p, at);
    at += p.length;
  }
  return { pcm, rates, count: parts.length };
}

function rms(pcm: Int16Array): number {
  let sum = 0;
  for (const s of pcm) sum += s * s;
  return Math.sqrt(sum / Math.max(1, pcm.length)) / 32768;
}

describe('espeak-ng voice choice', () => {
  const known = new Set(['en', 'ru', 'de', 'es', 'cmn']);

  it('follows the text language when the configured voice is a bare code', () => {
    expect(pickEspeakVoice('en', 'ru', known)).toBe('ru');
    expect(pickEspeakVoice('en', 'de-AT', known)).toBe('de');
    expect(pickEspeakVoice('de', 'zh', known)).toBe('cmn');
  });

  it('keeps a specific configured voice whatever the language', () => {
    expect(pickEspeakVoice('en-gb+f3', 'ru', known)).toBe('en-gb+f3');
  });

  it('keeps the configured voice for an unknown language or none', () => {
    expect(pickEspeakVoice('en', 'xx', known)).toBe('en');
    expect(pickEspeakVoice('es', undefined, known)).toBe('es');
  });
});

describe('WAV stream header', () => {
  it('finds the rate and data offset of a streamed header with an unknown size', () => {
    const head = Buffer.alloc(44);
    head.write('RIFF', 0, 'ascii');
    head.writeUInt32LE(0x7ffff024, 4);
    head.write('WAVEfmt ', 8, 'ascii');
    head.writeUInt32LE(16, 16);
    head.writeUInt16LE(1, 20);
    head.writeUInt16LE(1, 22);
    head.writeUInt32LE(22050, 24);
    head.writeUInt16LE(16, 34);
    head.write('data', 36, 'ascii');
    head.writeUInt32LE(0x7ffff000, 40);
    expect(parseWavStreamHeader(head)).toEqual({ sampleRate: 22050, channels: 1, bits: 16, dataOffset: 44 });
    expect(parseWavStreamHeader(head.subarray(0, 30))).toBeUndefined();
  });
});

describe('espeak-ng synthesis', () => {
  it('speaks English: audible 22050 Hz audio of plausible length', async () => {
    const counters = new Counters();
    const { pcm, rates } = await collect(new EspeakSynthesizer({ voice: 'en', counters }).synthesize('The weather in Berlin is sunny today.', { lang: 'en' }));
    expect([...rates]).toEqual([22050]);
    const seconds = pcm.length / 22050;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(6);
    expect(rms(pcm)).toBeGreaterThan(0.02);
    expect(counters.get('tts.espeak.ok')).toBe(1);
  });

  it('speaks Russian with the Russian voice when the text is Russian', async () => {
    const synth = new EspeakSynthesizer({ voice: 'en' });
    expect(await synth.voiceFor('ru')).toBe('ru');
    const { pcm, rates } = await collect(synth.synthesize('Сегодня в Москве солнечно и тепло.', { lang: 'ru' }));
    expect([...rates]).toEqual([22050]);
    expect(pcm.length / 22050).toBeGreaterThan(1);
    expect(rms(pcm)).toBeGreaterThan(0.02);
  });

  it('makes longer audio for a longer text', async () => {
    const synth = new EspeakSynthesizer({ voice: 'en' });
    const short = await collect(synth.synthesize('Yes.'));
    const long = await collect(synth.synthesize('Yes. The train leaves at half past seven from platform nine.'));
    expect(long.pcm.length).toBeGreaterThan(short.pcm.length * 2);
  });

  it('yields nothing for empty text', async () => {
    expect((await collect(new EspeakSynthesizer({ voice: 'en' }).synthesize('   '))).count).toBe(0);
  });

  it('stops quietly when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await collect(new EspeakSynthesizer({ voice: 'en' }).synthesize('Hello there.', { signal: controller.signal }))).count).toBe(0);
  });

  it('reports a missing espeak-ng as unavailable with a status line', async () => {
    const counters = new Counters();
    const synth = new EspeakSynthesizer({ voice: 'en', counters, binary: '/nonexistent/espeak-ng' });
    await expect(collect(synth.synthesize('Hello.'))).rejects.toMatchObject({ code: 'HEARTH_TTS_UNAVAILABLE' });
    expect(counters.snapshot().components.tts).toBe('espeak-ng is not installed');
  });
});
