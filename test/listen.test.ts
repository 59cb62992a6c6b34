import { afterAll, describe, expect, it } from 'vitest';
import { runListen, type ListenDeps } from '../daemon/cli/listen.js';
import { loadConfig } from '../daemon/config/load.js';
import type { Config } from '../daemon/config/types.js';
import { concatClips, removeClips, SHARED_MODELS_DIR, silenceClip, speechClip, LISTENER_MODELS } from './helpers/clips.js';
import { missingShared } from './helpers/shared.js';

const NO_SHARED = missingShared(import.meta.url, LISTENER_MODELS);

afterAll(removeClips);

function testConfig(): Config {
  const base = loadConfig({ env: {} });
  return { ...base, paths: { ...base.paths, modelsDir: SHARED_MODELS_DIR }, wake: { ...base.wake, models: ['hey_jarvis'] } };
}

async function listen(file: string, options: { wake?: string; json?: boolean; transcribe?: ListenDeps['transcribe'] } = {}) {
  const lines: string[] = [];
  const errors: string[] = [];
  const code = await runListen(
    { file, json: options.json ?? true, ...(options.wake ? { wake: options.wake } : {}) },
    testConfig(),
    { out: (l) => lines.push(l), err: (l) => errors.push(l), ...(options.transcribe ? { transcribe: options.transcribe } : {}) },
  );
  return { code, lines, errors };
}

describe.skipIf(NO_SHARED)('hearth listen', () => {
  it('prints wake, speech start, speech end and the transcript as JSON lines', async () => {
    const heard: number[] = [];
    const { code, lines } = await listen(speechClip('alexa. what time is it', { padBeforeS: 0.5, padAfterS: 2 }), {
      wake: 'alexa',
      transcribe: async (audio, rate) => { heard.push(audio.length / rate); return { text: 'what time is it', lang: 'en' }; },
    });
    expect(code).toBe(0);
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.map((e) => e.event)).toEqual(['wake', 'speechStart', 'speechEnd', 'transcript']);
    expect(events[0]).toMatchObject({ event: 'wake', name: 'alexa' });
    expect(events[0]!.score as number).toBeGreaterThan(0.5);
    expect(events[0]!.atMs as number).toBeGreaterThan(500);
    expect(events[0]!.atMs as number).toBeLessThan(1600);
    expect(events[2]).toMatchObject({ event: 'speechEnd', endedBy: 'silence' });
    expect(events[3]).toEqual({ event: 'transcript', text: 'what time is it', lang: 'en', atMs: events[2]!.atMs });
    expect(heard[0]).toBeGreaterThan(0.5);
  });

  it('uses the configured wake word without --wake, and says when transcription is off', async () => {
    const clip = concatClips([speechClip('hey jarvis', { padBeforeS: 0.5, padAfterS: 0.3 }), speechClip('what time is it', { padBeforeS: 0 })]);
    const { code, lines } = await listen(clip);
    expect(code).toBe(0);
    const events = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.map((e) => e.event)).toEqual(['transcriptionOff', 'wake', 'speechStart', 'speechEnd']);
    expect(events[1]).toMatchObject({ name: 'hey_jarvis' });
  });

  it('prints readable lines without --json', async () => {
    const clip = concatClips([speechClip('alexa', { padBeforeS: 0.5, padAfterS: 0 }), silenceClip(5)]);
    const { code, lines } = await listen(clip, { wake: 'alexa', json: false });
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/transcription is off/);
    expect(lines[1]).toMatch(/^\s+\d+\.\d\d s {2}wake word alexa \(score 0\.\d+\)$/);
    expect(lines[2]).toMatch(/no speech after the wake word/);
  });

  it('prints nothing but the transcription line for ordinary speech', async () => {
    const { lines } = await listen(speechClip('the weather is nice today'), { wake: 'alexa' });
    expect(lines).toEqual(['{"event":"transcriptionOff"}']);
  });

  it('a missing wake model is an error line and exit code 1', async () => {
    const { code, lines } = await listen(silenceClip(1), { wake: 'hey_nobody' });
    expect(code).toBe(1);
    expect(JSON.parse(lines[0]!)).toEqual({ event: 'error', reason: 'modelMissing', model: 'hey_nobody' });
  });

  it('a missing clip is an error, not a crash', async () => {
    const { code, errors } = await listen('/nonexistent/clip.wav', { json: false });
    expect(code).toBe(1);
    expect(errors[0]).toMatch(/cannot read the file/);
  });
});
