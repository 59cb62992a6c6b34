import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlayer, ProcessPlayer, RecordingPlayer } from '../daemon/audio/player.js';
import { downmix, resampleLinear } from '../daemon/audio/resample.js';
import { FrameChunker, frames, openMicrophone, readWavFile } from '../daemon/audio/source.js';
import { encodeWav, parseWav } from '../daemon/audio/wav.js';
import { Counters } from '../daemon/status/counters.js';
import { convertClip, removeClips, speechClip } from './helpers/clips.js';

const dir = mkdtempSync(join(tmpdir(), 'hearth-audio-'));
afterAll(() => { rmSync(dir, { recursive: true, force: true }); removeClips(); });

function rms(pcm: Int16Array): number {
  let sum = 0;
  for (const v of pcm) sum += v * v;
  return Math.sqrt(sum / pcm.length);
}

describe('WAV files', () => {
  it('writes 16-bit mono and reads it back sample for sample', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768, 1234]);
    const wav = parseWav(encodeWav(samples, 16000));
    expect(wav.sampleRate).toBe(16000);
    expect(Array.from(wav.channels[0]!, (v) => Math.round(v * 32768))).toEqual(Array.from(samples));
  });

  it('reads 44.1 kHz stereo 24-bit and 48 kHz float as 16 kHz mono of the same length and loudness', async () => {
    const original = speechClip('what time is it');
    const base = await readWavFile(original);
    if (!base.ok) throw new Error('clip');
    for (const converted of [convertClip(original, 44100, 2, 24), convertClip(original, 48000, 1, 32, 'floating-point')]) {
      const out = await readWavFile(converted);
      if (!out.ok) throw new Error(out.reason);
      expect(out.sampleRate).toBe(16000);
      expect(Math.abs(out.pcm.length - base.pcm.length)).toBeLessThan(16);
      expect(rms(out.pcm) / rms(base.pcm)).toBeGreaterThan(0.8);
      expect(rms(out.pcm) / rms(base.pcm)).toBeLessThan(1.2);
    }
  });

  it('a missing file and a non-WAV file are outcomes', async () => {
    expect(await readWavFile(join(dir, 'nope.wav'))).toEqual({ ok: false, reason: 'notFound' });
    writeFileSync(join(dir, 'text.wav'), 'hello, not audio');
    expect(await readWavFile(join(dir, 'text.wav'))).toEqual({ ok: false, reason: 'notWav' });
  });
});

describe('resampling and framing', () => {
  it('keeps a tone at its pitch when going from 48 kHz to 16 kHz', () => {
    const tone = Float32Array.from({ length: 48000 }, (_, i) => Math.sin((2 * Math.PI * 440 * i) / 48000));
    const out = resampleLinear(tone, 48000, 16000);
    let crossings = 0;
    for (let i = 1; i < out.length; i++) if (out[i - 1]! < 0 !== out[i]! < 0) crossings++;
    expect(out.length).toBe(16000);
    expect(Math.abs(crossings - 880)).toBeLessThanOrEqual(2);
  });

  it('downmixes by averaging channels', () => {
    expect(Array.from(downmix([Float32Array.from([1, 0]), Float32Array.from([0, 0])]))).toEqual([0.5, 0]);
  });

  it('cuts PCM into 1280-sample frames, padding the last', () => {
    const out = [...frames(new Int16Array(3000).fill(7))];
    expect(out.map((f) => f.length)).toEqual([1280, 1280, 1280]);
    expect(out[2]![439]).toBe(7);
    expect(out[2]![440]).toBe(0);
  });

  it('reassembles frames from byte chunks split at odd places', () => {
    const chunker = new FrameChunker(4);
    const bytes = Buffer.from(Int16Array.from([1, 2, 3, 4, 5, 6, 7, 8]).buffer);
    const got = [...chunker.push(bytes.subarray(0, 3)), ...chunker.push(bytes.subarray(3, 11)), ...chunker.push(bytes.subarray(11))];
    expect(got.map((f) => Array.from(f))).toEqual([[1, 2, 3, 4], [5, 6, 7, 8]]);
  });
});

async function* endless(): AsyncGenerator<Int16Array> {
  for (;;) {
    yield new Int16Array(1600);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('playback', () => {
  it('the recording sink keeps what would be played', async () => {
    const player = new RecordingPlayer();
    const outcome = await player.play([Int16Array.from([1, 2]), Int16Array.from([3])], 16000);
    expect(outcome).toEqual({ ok: true, stopped: false, playedSamples: 3 });
    expect(Array.from(player.all())).toEqual([1, 2, 3]);
  });

  it('stop() ends real-time playback at once', async () => {
    const player = new RecordingPlayer({ realTime: true });
    const playing = player.play(endless(), 16000);
    await new Promise((r) => setTimeout(r, 150));
    const t0 = Date.now();
    player.stop();
    const outcome = await playing;
    // The stream is endless, so any prompt end proves stop() works; the bound is generous for a loaded box.
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(outcome).toMatchObject({ ok: true, stopped: true });
  });

  it('stop() kills aplay at once', async () => {
    const player = new ProcessPlayer('aplay', 'null', new Counters());
    const playing = player.play(endless(), 16000);
    await new Promise((r) => setTimeout(r, 200));
    expect(player.playing).toBe(true);
    const t0 = Date.now();
    player.stop();
    const outcome = await playing;
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(outcome).toMatchObject({ ok: true, stopped: true });
    expect(player.playing).toBe(false);
  });

  it('a play started right after stop() leaves the stopped one reported as stopped, not failed', async () => {
    const counters = new Counters();
    const player = new ProcessPlayer('aplay', 'null', counters);
    const first = player.play(endless(), 16000);
    await new Promise((r) => setTimeout(r, 200));
    player.stop();
    const second = player.play([new Int16Array(1600)], 16000);
    expect(await first).toMatchObject({ ok: true, stopped: true });
    expect(await second).toMatchObject({ ok: true, stopped: false });
    expect(counters.snapshot().components['audio.output']).toBeUndefined();
  });

  it('a missing playback device is an outcome and a status line, not a crash', async () => {
    const counters = new Counters();
    const player = new ProcessPlayer('aplay', 'no-such-device', counters);
    const outcome = await player.play([new Int16Array(16000)], 16000);
    expect(outcome).toMatchObject({ ok: false, reason: 'deviceFailed' });
    expect(counters.snapshot().components['audio.output']).toMatch(/failed or is missing/);
  });

  it('output "none" gives the recording sink', () => {
    expect(createPlayer({ input: 'none', inputDevice: '', output: 'none', outputDevice: '' }, new Counters())).toBeInstanceOf(RecordingPlayer);
  });
});

describe('microphone', () => {
  it('input "none" is off with a status line', () => {
    const counters = new Counters();
    const out = openMicrophone({ input: 'none', inputDevice: '', output: 'none', outputDevice: '' }, counters, { onFrame: () => undefined });
    expect(out).toEqual({ ok: false, reason: 'disabled' });
    expect(counters.snapshot().components.audio).toMatch(/microphone off/);
  });

  it('captures 80 ms frames through arecord', async () => {
    const got: Int16Array[] = [];
    const out = openMicrophone({ input: 'arecord', inputDevice: 'null', output: 'none', outputDevice: '' }, new Counters(), { onFrame: (f) => got.push(f) });
    if (!out.ok) throw new Error(out.reason);
    await new Promise((r) => setTimeout(r, 300));
    out.mic.stop();
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((f) => f.length === 1280)).toBe(true);
  });

  it('a missing capture device ends capture with a status line, not a crash', async () => {
    const counters = new Counters();
    const ended = new Promise<string>((resolve) => {
      const out = openMicrophone({ input: 'arecord', inputDevice: 'no-such-device', output: 'none', outputDevice: '' }, counters, { onFrame: () => undefined, onEnd: resolve });
      expect(out.ok).toBe(true);
    });
    expect(await ended).toBe('deviceFailed');
    expect(counters.snapshot().components.audio).toMatch(/failed or is missing/);
  });
});
