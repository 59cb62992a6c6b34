/**
 * Picks the text-to-speech engine the config asks for. A Piper voice that is not downloaded, or a Wyoming
 * server that cannot be reached, falls back to espeak-ng for that text (counted as `tts.fallback`), so
 * Hearth still speaks; see types.ts for the Synthesizer contract.
 */
import { join } from 'node:path';
import type { Config } from '../config/types.js';
import type { Counters } from '../status/counters.js';
import { EspeakSynthesizer } from './espeak.js';
import { PiperSynthesizer } from './piper.js';
import { resolvePiperVoicePath } from './piper-voice.js';
import { SpeechError, type SpeechChunk, type SynthesizeOptions, type Synthesizer } from './types.js';
import { WyomingSynthesizer } from './wyoming.js';
import { spokenForm, voiceLanguage } from './spoken-form.js';

export type { AudioSink, SpeechChunk, SynthesizeOptions, Synthesizer, TtsFailure } from './types.js';
export { SpeechError } from './types.js';

/** A bare language code is espeak's kind of voice name, not a Piper or Wyoming voice. */
const BARE_LANGUAGE = /^[a-z]{2,3}$/;

/**
 * Uses `primary`; when it fails before producing any audio for a text with a reason a fallback can fix
 * (voice missing, server unreachable or stuck), speaks that text with `fallback` instead.
 */
export class FallbackSynthesizer implements Synthesizer {
  constructor(
    readonly primary: Synthesizer,
    readonly fallback: Synthesizer,
    readonly counters?: Counters,
  ) {}

  async *synthesize(text: string, options: SynthesizeOptions = {}): AsyncGenerator<SpeechChunk> {
    let produced = false;
    try {
      for await (const chunk of this.primary.synthesize(text, options)) {
        produced = true;
        yield chunk;
      }
      return;
    } catch (error) {
      if (!(error instanceof SpeechError) || produced || error.reason === 'failed') throw error;
    }
    this.counters?.bump('tts.fallback');
    yield* this.fallback.synthesize(text, options);
  }

  async close(): Promise<void> {
    await Promise.all([this.primary.close(), this.fallback.close()]);
  }
}

/**
 * Hands `inner` each text in its spoken form (spoken-form.ts: ranges, units, years written out), in the
 * language the caller names or else the voice's. Every path to speech (the voice loop, push-to-talk, Wyoming
 * satellites, `hearth say`) goes through the synthesizer createSynthesizer builds, so all of them read alike.
 */
export class SpokenFormSynthesizer implements Synthesizer {
  constructor(
    readonly inner: Synthesizer,
    readonly voiceLang: string | undefined,
  ) {}

  synthesize(text: string, options: SynthesizeOptions = {}): AsyncIterable<SpeechChunk> {
    return this.inner.synthesize(spokenForm(text, options.lang ?? this.voiceLang), options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

/** The synthesizer for `config.tts`, optionally with another voice name (`hearth say --voice`). */
export function createSynthesizer(config: Pick<Config, 'tts' | 'paths'>, counters?: Counters, voiceOverride?: string): Synthesizer {
  const voice = (voiceOverride ?? config.tts.voice).trim();
  return new SpokenFormSynthesizer(engineFor(config, voice, counters), voiceLanguage(voice));
}

function engineFor(config: Pick<Config, 'tts' | 'paths'>, voice: string, counters: Counters | undefined): Synthesizer {
  const { tts } = config;
  const espeak = new EspeakSynthesizer({ voice: BARE_LANGUAGE.test(voice) || tts.engine === 'espeak' ? voice : 'en', counters });
  if (tts.engine === 'espeak') return espeak;
  if (tts.engine === 'piper') {
    const modelsDir = config.paths.modelsDir;
    // An unresolved name still gets a path, so loading reports modelMissing with its status line.
    const modelPath = resolvePiperVoicePath(voice, modelsDir) ?? join(modelsDir, 'piper', voice, `${voice}.onnx`);
    return new FallbackSynthesizer(new PiperSynthesizer({ modelPath, counters }), espeak, counters);
  }
  const wyomingVoice = BARE_LANGUAGE.test(voice) ? '' : voice;
  return new FallbackSynthesizer(new WyomingSynthesizer({ uri: tts.wyomingUri, voice: wyomingVoice, counters }), espeak, counters);
}
