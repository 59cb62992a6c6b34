/**
 * Text to speech with espeak-ng, the built-in default: a Debian package, no model download, every major
 * language, robotic but always there. We run `espeak-ng --stdout -v <voice>` with the text on stdin (never
 * on the command line, where `ps` would show it), read the WAV header espeak writes first to learn the sample
 * rate (22050 Hz), and stream the PCM that follows as it arrives.
 *
 * Voice choice: when the configured voice is a bare language code ("en", the default), the language of the
 * text picks the voice, so a Russian answer is read by the Russian voice. A specific voice ("en-gb",
 * "de+f3") is always used as configured.
 */
import { execFile, spawn } from 'node:child_process';
import type { Counters } from '../status/counters.js';
import { SpeechError, type SpeechChunk, type SynthesizeOptions, type Synthesizer } from './types.js';

/** espeak-ng's voice for a language code where the two differ; everything else uses the code itself. */
const ESPEAK_VOICE_FOR_LANG: Readonly<Record<string, string>> = {
  zh: 'cmn',
  nb: 'nb',
  no: 'nb',
  fil: 'tl',
};

/** A bare language code ("en", "ru", "fil"): the configured voice then follows the text's language. */
const BARE_LANGUAGE = /^[a-z]{2,3}$/;

/**
 * The voice to use for a text in `lang` given the configured voice and the set of languages espeak-ng
 * knows (empty set = unknown; then any bare code is trusted). Pure.
 */
export function pickEspeakVoice(configured: string, lang: string | undefined, known: ReadonlySet<string>): string {
  const voice = configured.trim() || 'en';
  if (!BARE_LANGUAGE.test(voice) || lang === undefined) return voice;
  const primary = lang.toLowerCase().split(/[-_]/)[0] ?? '';
  if (!BARE_LANGUAGE.test(primary)) return voice;
  const wanted = ESPEAK_VOICE_FOR_LANG[primary] ?? primary;
  if (known.size > 0 && !known.has(wanted)) return voice;
  return wanted;
}

/** Where the PCM starts and at what rate, from the first bytes of a WAV stream; undefined until complete. */
export function parseWavStreamHeader(head: Buffer): { sampleRate: number; channels: number; bits: number; dataOffset: number } | undefined {
  if (head.length < 12) return undefined;
  if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
    throw new SpeechError('failed', 'espeak-ng did not write a WAV stream');
  }
  let offset = 12;
  let fmt: { sampleRate: number; channels: number; bits: number } | undefined;
  while (offset + 8 <= head.length) {
    const id = head.toString('ascii', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    if (id === 'data') {
      if (!fmt) throw new SpeechError('failed', 'WAV data before fmt');
      return { ...fmt, dataOffset: offset + 8 };
    }
    if (offset + 8 + size > head.length) return undefined;
    if (id === 'fmt ') {
      fmt = { channels: head.readUInt16LE(offset + 10), sampleRate: head.readUInt32LE(offset + 12), bits: head.readUInt16LE(offset + 22) };
    }
    offset += 8 + size + (size % 2);
  }
  return undefined;
}

/** The set of language codes espeak-ng has voices for, from `espeak-ng --voices`; empty when it fails. */
function listEspeakLanguages(binary: string): Promise<Set<string>> {
  return new Promise((resolve) => {
    execFile(binary, ['--voices'], { timeout: 5000 }, (error, stdout) => {
      if (error) return resolve(new Set());
      const langs = new Set<string>();
      for (const line of stdout.split('\n').slice(1)) {
        const code = line.trim().split(/\s+/)[1];
        if (code) langs.add(code);
      }
      resolve(langs);
    });
  });
}

interface EspeakOptions {
  /** Configured voice (tts.voice). */
  voice: string;
  counters?: Counters;
  /** The espeak-ng binary; tests may point it at something missing. */
  binary?: string;
  /** Words per minute; espeak's own default is 175. */
  wordsPerMinute?: number;
}

export class EspeakSynthesizer implements Synthesizer {
  readonly #options: EspeakOptions;
  #languages: Promise<Set<string>> | undefined;

  constructor(options: EspeakOptions) {
    this.#options = options;
  }

  get #binary(): string {
    return this.#options.binary ?? 'espeak-ng';
  }

  /** The voice this synthesizer would use for a text in `lang`. */
  async voiceFor(lang: string | undefined): Promise<string> {
    this.#languages ??= listEspeakLanguages(this.#binary);
    return pickEspeakVoice(this.#options.voice, lang, await this.#languages);
  }

  async *synthesize(text: string, options: SynthesizeOptions = {}): AsyncGenerator<SpeechChunk> {
    const { signal } = options;
    if (text.trim() === '' || signal?.aborted) return;
    const voice = await this.voiceFor(options.lang);
    const args = ['--stdout', '-v', voice, ...(this.#options.wordsPerMinute ? ['-s', String(this.#options.wordsPerMinute)] : [])];
    const child = spawn(this.#binary, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    const spawnError = new Promise<NodeJS.ErrnoException>((resolve) => child.once('error', resolve));
    const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
    const onAbort = (): void => {
      child.kill('SIGKILL');
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdin.on('error', () => undefined); // EPIPE when espeak is missing or killed
    child.stdin.end(`${text}\n`);

    let head: Buffer = Buffer.alloc(0);
    let format: ReturnType<typeof parseWavStreamHeader>;
    let carry: Buffer = Buffer.alloc(0);
    let produced = 0;
    try {
      for await (const data of child.stdout as AsyncIterable<Buffer>) {
        if (signal?.aborted) return;
        let bytes = data;
        if (!format) {
          head = Buffer.concat([head, data]);
          format = parseWavStreamHeader(head);
          if (!format) continue;
          if (format.bits !== 16 || format.channels !== 1) throw new SpeechError('failed', 'espeak-ng wrote an unexpected WAV format');
          bytes = head.subarray(format.dataOffset);
        }
        const all = carry.length > 0 ? Buffer.concat([carry, bytes]) : bytes;
        const even = all.length - (all.length % 2);
        carry = Buffer.from(all.subarray(even));
        if (even === 0) continue;
        const pcm = new Int16Array(even / 2);
        new Uint8Array(pcm.buffer).set(all.subarray(0, even));
        produced += pcm.length;
        yield { pcm, sampleRate: format.sampleRate };
      }
      if (signal?.aborted) return;
      const code = await Promise.race([exited, spawnError.then((e) => e)]);
      if (typeof code === 'object' && code !== null) {
        this.#options.counters?.note('tts', 'espeak-ng is not installed');
        throw new SpeechError('unavailable', 'espeak-ng is not installed');
      }
      if (code !== 0 || produced === 0) throw new SpeechError('failed', 'espeak-ng produced no audio');
      this.#options.counters?.bump('tts.espeak.ok');
    } finally {
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }

  async close(): Promise<void> {
    // One short-lived process per text; nothing to release.
  }
}
