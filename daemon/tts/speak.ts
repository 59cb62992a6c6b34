/**
 * Streaming speech: sentences go to the synthesizer one by one as the phraser produces them, and each
 * sentence's audio goes to the sink as soon as it is made. So the first sentence is playing while the
 * phraser is still writing the second.
 *
 *   const queue = new AsyncQueue<string>();
 *   const speaking = speakSentences(queue, synth, sink, { signal: turn.signal, lang: turn.lang });
 *   await phraser.phrase({ ..., onSentence: (s) => queue.push(s) });
 *   queue.end();
 *   const outcome = await speaking;
 *
 * Sinks should buffer (aplay's stdin pipe does): `write` returning quickly is what lets synthesis of the
 * next sentence overlap playback of this one.
 */
import type { Player } from '../audio/player.js';
import type { Counters } from '../status/counters.js';
import type { Outcome } from '../outcome.js';
import { SpeechError, type AudioSink, type Synthesizer, type TtsFailure } from './types.js';
import { HearthError } from '../errors.js';

/** A push-driven async iterable: producers `push` and `end`, one consumer iterates. */
export class AsyncQueue<T> implements AsyncIterable<T> {
  readonly #items: T[] = [];
  #ended = false;
  #wake: (() => void) | undefined;

  push(item: T): void {
    if (this.#ended) return;
    this.#items.push(item);
    this.#wake?.();
  }

  /** No more items; the consumer finishes after the ones already pushed. */
  end(): void {
    this.#ended = true;
    this.#wake?.();
  }

  get ended(): boolean {
    return this.#ended;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T> {
    for (;;) {
      const item = this.#items.shift();
      if (item !== undefined) {
        yield item;
        continue;
      }
      if (this.#ended) return;
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
      });
      this.#wake = undefined;
    }
  }
}

interface SpeakOptions {
  lang?: string;
  signal?: AbortSignal;
  counters?: Counters;
}

interface Spoken {
  sentences: number;
  samples: number;
}

/**
 * Speaks each sentence as it arrives. Resolves when all audio has been handed to the sink and the sink has
 * finished playing (`sink.end()`), with 'cancelled' when the signal aborted (the sink is stopped at once), or
 * with the synthesizer's failure reason after the first failing sentence (what was already spoken stays).
 */
export async function speakSentences(
  sentences: AsyncIterable<string> | Iterable<string>,
  synth: Synthesizer,
  sink: AudioSink,
  options: SpeakOptions = {},
): Promise<Outcome<Spoken, TtsFailure | 'cancelled'>> {
  const { signal, counters } = options;
  const spoken: Spoken = { sentences: 0, samples: 0 };
  const onAbort = (): void => sink.stop();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for await (const sentence of sentences) {
      if (signal?.aborted) break;
      if (sentence.trim() === '') continue;
      try {
        for await (const chunk of synth.synthesize(sentence, { lang: options.lang, signal })) {
          if (signal?.aborted) break;
          await sink.write(chunk.pcm, chunk.sampleRate);
          spoken.samples += chunk.pcm.length;
        }
      } catch (error) {
        if (!(error instanceof SpeechError)) throw error;
        counters?.bump('tts.sentenceFailed');
        await sink.end();
        return { ok: false, reason: error.reason };
      }
      if (signal?.aborted) break;
      spoken.sentences += 1;
    }
    if (signal?.aborted) {
      sink.stop();
      return { ok: false, reason: 'cancelled' };
    }
    await sink.end();
    return { ok: true, value: spoken };
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * An AudioSink over the audio helper's Player (aplay/sox or the recording player). A Player plays one stream
 * at one rate, so the sink starts a play on the first write and starts a new one if the rate ever changes.
 */
export function playerSink(player: Player): AudioSink {
  let queue: AsyncQueue<Int16Array> | undefined;
  let rate = 0;
  let playing: Promise<unknown> = Promise.resolve();
  return {
    async write(pcm, sampleRate) {
      if (!queue || sampleRate !== rate) {
        queue?.end();
        await playing;
        queue = new AsyncQueue<Int16Array>();
        rate = sampleRate;
        playing = player.play(queue, sampleRate);
      }
      queue.push(pcm);
    },
    async end() {
      queue?.end();
      await playing;
    },
    stop() {
      queue?.end();
      player.stop();
    },
  };
}

/** An AudioSink that keeps everything (for `hearth say --out` and tests). */
export class BufferSink implements AudioSink {
  readonly chunks: Int16Array[] = [];
  sampleRate = 0;
  stopped = false;
  ended = false;

  write(pcm: Int16Array, sampleRate: number): void {
    if (this.sampleRate !== 0 && sampleRate !== this.sampleRate) {
      throw new HearthError('HEARTH_TTS_RATE_CHANGED', 'sample rate changed mid-stream');
    }
    this.sampleRate = sampleRate;
    this.chunks.push(pcm);
  }

  async end(): Promise<void> {
    this.ended = true;
  }

  stop(): void {
    this.stopped = true;
  }

  /** All samples written, as one array. */
  all(): Int16Array {
    const out = new Int16Array(this.chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of this.chunks) {
      out.set(c, at);
      at += c.length;
    }
    return out;
  }
}
