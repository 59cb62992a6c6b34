/**
 * `hearth say "text" [--out answer.wav] [--voice NAME]`: speaks a text with the configured voice, into a WAV
 * file or through the speaker (aplay or sox). Exit codes: 0 spoken, 1 could not speak (message on stderr),
 * 2 usage.
 */
import { access, constants, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Player } from '../audio/player.js';
import { errnoCode } from './failure.js';
import { createPlayer } from '../audio/player.js';
import { hasTool } from '../audio/tools.js';
import { encodeWav } from '../audio/wav.js';
import type { Config } from '../config/types.js';
import { Counters } from '../status/counters.js';
import { detectLanguage } from '../lang/detect.js';
import { splitSentences } from '../lang/sentences.js';
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
  const played: { failed?: 'toolMissing' | 'deviceFailed' } = {};
  if (args.out) {
    // Find out that the file cannot be written before spending the synthesis on it.
    const unwritable = await cannotWrite(args.out);
    if (unwritable) {
      process.stderr.write(`hearth: cannot write ${args.out} (${unwritable})\n`);
      return 1;
    }
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
    sink = playerSink(trackFailure(createPlayer(config.audio, new Counters()), played));
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
    if (played.failed) {
      process.stderr.write(`hearth: could not play: ${played.failed === 'toolMissing' ? `${config.audio.output} is not installed` : 'the sound device failed or there is no sound card'}; use --out answer.wav to write a file\n`);
      return 1;
    }
    if (buffer && args.out) {
      if (buffer.sampleRate === 0) {
        process.stderr.write('hearth: could not speak: the engine produced no audio\n');
        return 1;
      }
      const pcm = buffer.all();
      try {
        await writeFile(args.out, encodeWav(pcm, buffer.sampleRate));
      } catch (error) {
        process.stderr.write(`hearth: cannot write ${args.out} (${errnoCode(error)})\n`);
        return 1;
      }
      process.stderr.write(`hearth: wrote ${(pcm.length / buffer.sampleRate).toFixed(1)} s of speech at ${buffer.sampleRate} Hz\n`);
    }
    return 0;
  } finally {
    await synth.close();
  }
}

/** Wraps a player so the caller learns that playback failed (playerSink only waits for it). */
function trackFailure(player: Player, into: { failed?: 'toolMissing' | 'deviceFailed' }): Player {
  return {
    async play(chunks, sampleRate) {
      const outcome = await player.play(chunks, sampleRate);
      if (!outcome.ok) into.failed = outcome.reason;
      return outcome;
    },
    stop: () => player.stop(),
    get playing() {
      return player.playing;
    },
  };
}

/** Why `path` cannot be written (an errno code or a few words), or undefined when it can. */
async function cannotWrite(path: string): Promise<string | undefined> {
  try {
    const existing = await stat(path);
    if (existing.isDirectory()) return 'it is a folder';
    await access(path, constants.W_OK);
    return undefined;
  } catch (error) {
    if (errnoCode(error) !== 'ENOENT') return errnoCode(error);
  }
  try {
    await access(dirname(path), constants.W_OK);
    return undefined;
  } catch (error) {
    return errnoCode(error) === 'ENOENT' ? 'no such folder' : errnoCode(error);
  }
}
