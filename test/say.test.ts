import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWav } from '../daemon/audio/wav.js';
import { runSay } from '../daemon/cli/say.js';
import { loadConfig } from '../daemon/config/load.js';
import type { Config } from '../daemon/config/types.js';
import { missingShared, sharedPath } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, ['models/piper-test/test_voice.onnx']);

const TEST_VOICE = sharedPath('models', 'piper-test', 'test_voice.onnx');
const dirs: string[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function setup(env: Record<string, string> = {}): { config: Config; dir: string; stderr: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-say-'));
  dirs.push(dir);
  const config = loadConfig({ env: { HEARTH_DATA_DIR: dir, HEARTH_LOG_LEVEL: 'silent', ...env } });
  const stderr: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(String(chunk));
    return true;
  });
  return { config, dir, stderr };
}

function withTts(config: Config, tts: Partial<Config['tts']>, audio?: Partial<Config['audio']>): Config {
  return { ...config, tts: { ...config.tts, ...tts }, audio: { ...config.audio, ...audio } };
}

describe('hearth say', () => {
  it('writes a valid 22050 Hz mono WAV of the spoken text with the default espeak voice', async () => {
    const { config, dir } = setup();
    const out = join(dir, 'answer.wav');
    expect(await runSay({ text: 'It is twenty past five. Dinner is at seven.', out }, config)).toBe(0);
    const wav = parseWav(readFileSync(out));
    expect(wav.sampleRate).toBe(22050);
    expect(wav.channels).toHaveLength(1);
    const samples = wav.channels[0]!;
    expect(samples.length / 22050).toBeGreaterThan(1.5);
    expect(samples.some((s) => Math.abs(s) > 0.1)).toBe(true);
  });

  it('reads Russian text with the Russian voice', async () => {
    const { config, dir } = setup();
    const out = join(dir, 'ru.wav');
    expect(await runSay({ text: 'Сейчас двадцать минут шестого.', out }, config)).toBe(0);
    expect(parseWav(readFileSync(out)).channels[0]!.length).toBeGreaterThan(22050);
  });

  it.skipIf(NO_SHARED)('writes a WAV with a Piper voice given by path at the voice rate', async () => {
    const { config, dir } = setup();
    const out = join(dir, 'piper.wav');
    expect(await runSay({ text: 'Hello there.', out }, withTts(config, { engine: 'piper', voice: TEST_VOICE }))).toBe(0);
    const wav = parseWav(readFileSync(out));
    expect(wav.sampleRate).toBe(22050);
    expect(wav.channels[0]!.length).toBe(22050); // the test voice makes one second (of silence) per sentence
  });

  it('falls back to espeak-ng and says so when the Piper voice is not downloaded', async () => {
    const { config, dir, stderr } = setup();
    const out = join(dir, 'fallback.wav');
    expect(await runSay({ text: 'Hello.', out }, withTts(config, { engine: 'piper', voice: 'en_US-absent-medium' }))).toBe(0);
    expect(stderr.join('')).toMatch(/not available; spoke with espeak-ng/);
    expect(parseWav(readFileSync(out)).channels[0]!.length).toBeGreaterThan(0);
  });

  it('explains instead of playing when audio output is off', async () => {
    const { config, stderr } = setup();
    expect(await runSay({ text: 'Hello.' }, withTts(config, {}, { output: 'none' }))).toBe(1);
    expect(stderr.join('')).toMatch(/--out/);
  });

  it('refuses empty text as a usage error', async () => {
    const { config } = setup();
    expect(await runSay({ text: '  ' }, config)).toBe(2);
  });
});
