/**
 * Test audio made on the spot: espeak-ng speaks a text, sox converts it to 16 kHz mono 16-bit and pads it with
 * silence; sox also synthesizes white or pink noise. Clips are cached by their recipe in one temp dir per test
 * process (call removeClips() in afterAll), so suites that reuse a clip make it once.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let dir: string | undefined;

function clipDir(): string {
  dir ??= mkdtempSync(join(tmpdir(), 'hearth-clips-'));
  return dir;
}

/** Deletes this process's clip cache. */
export function removeClips(): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
}

function cached(recipe: unknown, make: (out: string) => void): string {
  const key = createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 16);
  const out = join(clipDir(), `${key}.wav`);
  if (!existsSync(out)) make(out);
  return out;
}

export interface SpeechOptions {
  /** espeak-ng voice, default "en". */
  voice?: string;
  /** Words per minute, espeak-ng's default 175. */
  wpm?: number;
  /** Seconds of silence before and after. */
  padBeforeS?: number;
  padAfterS?: number;
}

/** `text` spoken by espeak-ng as a 16 kHz mono 16-bit WAV, with silence around it. */
export function speechClip(text: string, options: SpeechOptions = {}): string {
  const { voice = 'en', wpm = 175, padBeforeS = 0.5, padAfterS = 1.5 } = options;
  return cached({ kind: 'speech', text, voice, wpm, padBeforeS, padAfterS }, (out) => {
    const raw = `${out}.raw.wav`;
    execFileSync('espeak-ng', ['-v', voice, '-s', String(wpm), '-w', raw, text], { stdio: 'ignore' });
    execFileSync('sox', [raw, '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', out, 'pad', String(padBeforeS), String(padAfterS)], { stdio: 'ignore' });
    rmSync(raw, { force: true });
  });
}

/** Digital silence. */
export function silenceClip(seconds: number): string {
  return cached({ kind: 'silence', seconds }, (out) => {
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', out, 'trim', '0', String(seconds)], { stdio: 'ignore' });
  });
}

/** White or pink noise at `volume` (0..1 of full scale). */
export function noiseClip(kind: 'white' | 'pink', seconds: number, volume = 0.1): string {
  return cached({ kind: 'noise', noise: kind, seconds, volume }, (out) => {
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', '-b', '16', '-e', 'signed-integer', out, 'synth', String(seconds), `${kind}noise`, 'vol', String(volume)], { stdio: 'ignore' });
  });
}

/** Clips played one after another. */
export function concatClips(parts: readonly string[]): string {
  return cached({ kind: 'concat', parts }, (out) => {
    execFileSync('sox', [...parts, out], { stdio: 'ignore' });
  });
}

/** A clip in another format (rate, channels, bits), to exercise the WAV reader's conversion. */
export function convertClip(source: string, rate: number, channels: number, bits: 16 | 24 | 32, encoding: 'signed-integer' | 'floating-point' = 'signed-integer'): string {
  return cached({ kind: 'convert', source, rate, channels, bits, encoding }, (out) => {
    execFileSync('sox', [source, '-r', String(rate), '-c', String(channels), '-b', String(bits), '-e', encoding, out], { stdio: 'ignore' });
  });
}

/** Duration in seconds of a 16-bit mono WAV made here (44-byte header). */
export function clipSeconds(path: string): number {
  return Number(execFileSync('soxi', ['-D', path], { encoding: 'utf8' }).trim());
}
