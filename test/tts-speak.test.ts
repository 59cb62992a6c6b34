import { describe, expect, it } from 'vitest';
import { RecordingPlayer } from '../daemon/audio/player.js';
import { Counters } from '../daemon/status/counters.js';
import { EspeakSynthesizer } from '../daemon/tts/espeak.js';
import { FallbackSynthesizer, SpokenFormSynthesizer, createSynthesizer } from '../daemon/tts/index.js';
import { AsyncQueue, BufferSink, playerSink, speakSentences } from '../daemon/tts/speak.js';
import { SpeechError, type SpeechChunk, type SynthesizeOptions, type Synthesizer } from '../daemon/tts/types.js';

/** A synthesizer that makes 100 samples per character and remembers what it was asked, in order. */
class ToneSynth implements Synthesizer {
  readonly asked: string[] = [];
  constructor(readonly failWith?: SpeechError) {}
  async *synthesize(text: string, _options?: SynthesizeOptions): AsyncGenerator<SpeechChunk> {
    this.asked.push(text);
    if (this.failWith) throw this.failWith;
    yield { pcm: new Int16Array(text.length * 100).fill(1000), sampleRate: 16000 };
  }
  async close(): Promise<void> {}
}

describe('speaking sentences as they arrive', () => {
  it('plays the first sentence before the second one exists', async () => {
    const queue = new AsyncQueue<string>();
    const sink = new BufferSink();
    const speaking = speakSentences(queue, new ToneSynth(), sink);
    queue.push('First.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sink.chunks).toHaveLength(1); // audio for sentence one is already at the speaker
    queue.push('Second one.');
    queue.end();
    expect(await speaking).toEqual({ ok: true, value: { sentences: 2, samples: 1700 } });
    expect(sink.ended).toBe(true);
  });

  it('stops the speaker at once and reports cancelled when the turn is aborted', async () => {
    const queue = new AsyncQueue<string>();
    const sink = new BufferSink();
    const controller = new AbortController();
    const speaking = speakSentences(queue, new ToneSynth(), sink, { signal: controller.signal });
    queue.push('First.');
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    queue.push('Never spoken.');
    expect(await speaking).toEqual({ ok: false, reason: 'cancelled' });
    expect(sink.stopped).toBe(true);
    expect(sink.chunks).toHaveLength(1);
  });

  it('reports the engine failure reason and counts it', async () => {
    const counters = new Counters();
    const outcome = await speakSentences(['One.', 'Two.'], new ToneSynth(new SpeechError('unreachable', 'x')), new BufferSink(), { counters });
    expect(outcome).toEqual({ ok: false, reason: 'unreachable' });
    expect(counters.get('tts.sentenceFailed')).toBe(1);
  });

  it('passes the language to the synthesizer so espeak picks the right voice', async () => {
    const sink = new BufferSink();
    const outcome = await speakSentences(['Guten Tag.'], new EspeakSynthesizer({ voice: 'en' }), sink, { lang: 'de' });
    expect(outcome.ok).toBe(true);
    expect(sink.sampleRate).toBe(22050);
    expect(sink.all().length).toBeGreaterThan(22050 / 2);
  });

  it("plays through the audio helper's Player and keeps every sample", async () => {
    const player = new RecordingPlayer();
    const outcome = await speakSentences(['Ab.', 'Cde.'], new ToneSynth(), playerSink(player));
    expect(outcome.ok).toBe(true);
    expect(player.all().length).toBe(700);
  });
});

describe('falling back to espeak-ng', () => {
  it('speaks with the fallback when the primary voice is missing, and counts it', async () => {
    const counters = new Counters();
    const fallback = new ToneSynth();
    const synth = new FallbackSynthesizer(new ToneSynth(new SpeechError('modelMissing', 'x')), fallback, counters);
    const outcome = await speakSentences(['Hello.'], synth, new BufferSink());
    expect(outcome.ok).toBe(true);
    expect(fallback.asked).toEqual(['Hello.']);
    expect(counters.get('tts.fallback')).toBe(1);
  });

  it('does not hide a broken engine behind the fallback', async () => {
    const synth = new FallbackSynthesizer(new ToneSynth(new SpeechError('failed', 'x')), new ToneSynth());
    expect(await speakSentences(['Hello.'], synth, new BufferSink())).toEqual({ ok: false, reason: 'failed' });
  });

  it('builds espeak by default and Piper with an espeak fallback when configured', () => {
    const paths = { dataDir: '/tmp', zimDir: '/tmp', modelsDir: '/tmp/none' };
    const espeak = createSynthesizer({ tts: { engine: 'espeak', voice: 'en', wyomingUri: '' }, paths }) as SpokenFormSynthesizer;
    const piper = createSynthesizer({ tts: { engine: 'piper', voice: 'en_US-lessac-medium', wyomingUri: '' }, paths }) as SpokenFormSynthesizer;
    expect(espeak.inner).toBeInstanceOf(EspeakSynthesizer);
    expect(piper.inner).toBeInstanceOf(FallbackSynthesizer);
    expect(piper.voiceLang).toBe('en');
  });
});
