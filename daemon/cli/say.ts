/**
 * `hearth say "text" [--out answer.wav] [--voice NAME]`: speaks a text with the configured voice, into a WAV
 * file or through the speaker (aplay or sox). Exit codes: 0 spoken, 1 could not speak (message on stderr),
 * 2 usage.
 */
import { writeFile } from 'node:fs/promises';
import { createPlayer } from '../audio/player.js';
import { hasTool } from '../audio/tools.js';
import { encodeWav } from '../audio/wav.js';
import type { Config } from '../config/types.js';
import { Counters } from '../status/counters.js';
import { detectLanguage } from '../text/language.js';
import { splitSentences } from '../text/sentences.js';
import { createSynthesizer } from '../tts/index.js';
import { BufferSink, playerSink, speakSentences } from '../tts/speak.js';
import type { AudioSink, TtsFailure } from '../tts/types.js';

/** What to tell the user for each way synthesis can fail. */
const FAILURE_MESSAGES: Record<TtsFailure | 'cancelled', string> = {
  modelMissing: 'the configured voice is not downloaded (npx hearth models pull NAME)',
  unavailable: 'espeak-ng is not installed (Debian/Ubuntu: sudo apt install espeak-ng)',
  unreachable: 'the Wyoming text-to-speech server cannot be reached',
  timedOut: 'the text-to-speech engine took too long',
  failed: 'the text-to-speech engine failed',
  cancelled: 'cancelled',
};

export async function runSay(args: { text: string; out?: string; voice?: string }, config: Config): Promise<number> {
  const text = args.text.trim();
  if (text === '') {
    process.stderr.write('hearth: say needs the text, e.g. hearth say "hello" --out answer.wav\n');
    return 2;
  }
  let sink: AudioSink;
  let buffer: BufferSink | undefined;
  if (args.out) {
    buffer = new BufferSink();
    sink = buffer;
  } else {
    const tool = config.audio.output;
    if (tool === 'none') {
      process.stderr.write('hearth: audio output is off (audio.output = "none"); use --out answer.wav to write a file\n');
      return 1;
    }
    if (!hasTool(tool)) {
      process.stderr.write(`hearth: cannot play: ${tool} is not installed; use --out answer.wav to write a file\n`);
      return 1;
    }
    sink = playerSink(createPlayer(config.audio, new Counters()));
  }

  const counters = new Counters();
  const synth = createSynthesizer(config, counters, args.voice);
  try {
    const outcome = await speakSentences(splitSentences(text), synth, sink, { lang: detectLanguage(text), counters });
    if (counters.get('tts.fallback') > 0) {
      process.stderr.write('hearth: the configured voice was not available; spoke with espeak-ng instead\n');
    }
    if (!outcome.ok) {
      process.stderr.write(`hearth: could not speak: ${FAILURE_MESSAGES[outcome.reason]}\n`);
      return 1;
    }
    if (buffer && args.out) {
      if (buffer.sampleRate === 0) {
        process.stderr.write('hearth: could not speak: the engine produced no audio\n');
        return 1;
      }
      const pcm = buffer.all();
      await writeFile(args.out, encodeWav(pcm, buffer.sampleRate));
      process.stderr.write(`hearth: wrote ${(pcm.length / buffer.sampleRate).toFixed(1)} s of speech at ${buffer.sampleRate} Hz\n`);
    }
    return 0;
  } finally {
    await synth.close();
  }
}
