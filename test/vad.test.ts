import { afterAll, describe, expect, it } from 'vitest';
import { Listener, type ListenerEvent, type ListenerFrame } from '../daemon/wake/listener.js';
import { readWavFile } from '../daemon/audio/source.js';
import { concatClips, listenToClip, removeClips, silenceClip, speechClip, TEST_VAD, LISTENER_MODELS } from './helpers/clips.js';
import { missingShared } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, LISTENER_MODELS);

afterAll(removeClips);

const FRAME = 1280;
const WINDOW = 512;

/** A synthetic stream: each sample holds its own index (mod 32768) so extracted audio can be checked. */
function stream(totalMs: number, speech: Array<[number, number]>, wakeAtMs?: number): ListenerFrame[] {
  const frames: ListenerFrame[] = [];
  const total = (totalMs * 16000) / 1000;
  let windowEnd = WINDOW;
  for (let start = 0; start < total; start += FRAME) {
    const samples = Int16Array.from({ length: FRAME }, (_, i) => (start + i) % 32768);
    const end = start + FRAME;
    const vad = [];
    for (; windowEnd <= end; windowEnd += WINDOW) {
      const ms = (windowEnd * 1000) / 16000;
      vad.push({ atSample: windowEnd, prob: speech.some(([a, b]) => ms > a && ms <= b) ? 0.9 : 0.05 });
    }
    const wakeSample = wakeAtMs === undefined ? -1 : (wakeAtMs * 16000) / 1000;
    const detections = wakeSample >= start && wakeSample < end ? [{ name: 'alexa', score: 0.97, atSample: end }] : [];
    frames.push({ startSample: start, samples, detections, vad });
  }
  return frames;
}

function run(listener: Listener, frames: ListenerFrame[]): ListenerEvent[] {
  return [...frames.flatMap((f) => listener.push(f)), ...listener.finish()];
}

/** Where the clip's audio last rises above about -36 dBFS. */
async function lastLoudSampleMs(path: string): Promise<number> {
  const wav = await readWavFile(path);
  if (!wav.ok) throw new Error('clip');
  let last = 0;
  wav.pcm.forEach((v, i) => { if (Math.abs(v) > 500) last = i; });
  return (last * 1000) / 16000;
}

const kinds = (events: ListenerEvent[]) => events.map((e) => e.type);

describe('listener state machine', () => {
  it('wake, then speech, then trailing silence ends the utterance', () => {
    const events = run(new Listener({ vad: TEST_VAD }), stream(5000, [[1000, 2500]], 900));
    expect(kinds(events)).toEqual(['wake', 'speechStart', 'speechEnd']);
    const [, start, end] = events;
    expect(start!.atMs).toBeGreaterThanOrEqual(960);
    expect(start!.atMs).toBeLessThan(1100);
    expect(end).toMatchObject({ type: 'speechEnd', endedBy: 'silence' });
    expect(Math.abs(end!.atMs - 2500)).toBeLessThanOrEqual(40);
  });

  it('the captured audio runs from the pre-roll to just after the speech', () => {
    const events = run(new Listener({ vad: TEST_VAD }), stream(5000, [[1500, 2500]], 900));
    const end = events.find((e) => e.type === 'speechEnd');
    if (end?.type !== 'speechEnd') throw new Error('no speechEnd');
    const first = end.audio[0]!;
    const durationMs = (end.audio.length * 1000) / 16000;
    expect((first * 1000) / 16000).toBeGreaterThan(1100); // 300 ms pre-roll before ~1.5 s
    expect((first * 1000) / 16000).toBeLessThan(1500);
    expect(durationMs).toBeGreaterThan(1000);
    expect(durationMs).toBeLessThan(1700);
    expect(end.audio[100]).toBe((first + 100) % 32768); // contiguous
  });

  it('no speech after the wake word ends the turn quietly at the timeout', () => {
    const events = run(new Listener({ vad: TEST_VAD }), stream(5000, [], 900));
    expect(kinds(events)).toEqual(['wake', 'noSpeech']);
    expect(Math.abs(events[1]!.atMs - (960 + TEST_VAD.noSpeechTimeoutMs))).toBeLessThanOrEqual(80);
  });

  it('a burst shorter than the minimum speech does not start an utterance', () => {
    const events = run(new Listener({ vad: TEST_VAD }), stream(5000, [[1200, 1330]], 900));
    expect(kinds(events)).toEqual(['wake', 'noSpeech']);
  });

  it('speech longer than the maximum is cut', () => {
    const events = run(new Listener({ vad: { ...TEST_VAD, maxUtteranceMs: 2000 } }), stream(8000, [[1000, 7000]], 900));
    expect(kinds(events)).toEqual(['wake', 'speechStart', 'speechEnd']);
    expect(events[2]).toMatchObject({ endedBy: 'maxLength' });
    expect(events[2]!.atMs - events[1]!.atMs).toBeGreaterThanOrEqual(2000);
    expect(events[2]!.atMs - events[1]!.atMs).toBeLessThan(2100);
  });

  it('ignores speech without a wake word', () => {
    expect(run(new Listener({ vad: TEST_VAD }), stream(5000, [[1000, 3000]]))).toEqual([]);
  });

  it('follow-up mode captures speech without a wake word', () => {
    const listener = new Listener({ vad: TEST_VAD });
    const frames = stream(5000, [[1500, 2500]]);
    listener.followUp(3000);
    const events = run(listener, frames);
    expect(kinds(events)).toEqual(['speechStart', 'speechEnd']);
  });

  it('a follow-up window with no speech ends with noSpeech at its end', () => {
    const listener = new Listener({ vad: TEST_VAD });
    listener.followUp(1500);
    const events = run(listener, stream(4000, []));
    expect(events).toEqual([{ type: 'noSpeech', atMs: 1500 }]);
  });

  it('the stream ending mid-utterance closes it', () => {
    const events = run(new Listener({ vad: TEST_VAD }), stream(3000, [[1000, 3000]], 900));
    expect(events.at(-1)).toMatchObject({ type: 'speechEnd', endedBy: 'endOfStream' });
  });
});

describe.skipIf(NO_SHARED)('endpointing on real Silero VAD', () => {
  it('finds the question after the wake word and ends it on trailing silence', async () => {
    const clip = speechClip('alexa. what time is it', { padBeforeS: 0.5, padAfterS: 2 });
    const lastLoudMs = await lastLoudSampleMs(clip);
    const run = await listenToClip(clip);
    expect(kinds(run.events)).toEqual(['wake', 'speechStart', 'speechEnd']);
    const end = run.events[2]!;
    expect(end).toMatchObject({ endedBy: 'silence' });
    // The end is where the speech stops, give or take a VAD window or two.
    expect(Math.abs(end.atMs - lastLoudMs)).toBeLessThan(150);
  });

  it('silence after the wake word gives noSpeech, not an utterance', async () => {
    const clip = concatClips([speechClip('alexa', { padBeforeS: 0.5, padAfterS: 0 }), silenceClip(4)]);
    const run = await listenToClip(clip);
    expect(kinds(run.events)).toEqual(['wake', 'noSpeech']);
    expect(run.events[1]!.atMs - run.events[0]!.atMs).toBe(TEST_VAD.noSpeechTimeoutMs);
  });

  it('a pause shorter than the trailing silence stays inside the utterance', async () => {
    const clip = concatClips([
      speechClip('hey jarvis', { padBeforeS: 0.5, padAfterS: 0.3 }),
      speechClip('set a timer', { padBeforeS: 0, padAfterS: 0 }), // espeak-ng leaves ~0.35 s between phrases
      speechClip('for ten minutes', { padBeforeS: 0, padAfterS: 2 }),
    ]);
    const run = await listenToClip(clip);
    expect(kinds(run.events)).toEqual(['wake', 'speechStart', 'speechEnd']);
    const end = run.events[2]!;
    if (end.type !== 'speechEnd') throw new Error('no end');
    expect(end.audio.length / 16000).toBeGreaterThan(1.5);
  });
});
