/**
 * Wake word + VAD cost: ~70 s of audio (speech with wake words, other speech, noise, silence) through the
 * listener worker (openWakeWord mel + embedding + 2 heads, Silero VAD), fed (a) as fast as possible and
 * (b) at real time in 80 ms frames as a microphone would. Reports CPU per audio second as % of one core
 * (process CPU time, all threads, over audio time; and the worker's own inference time alone), main-thread event-loop delay p99, and resident memory.
 * Targets (issue 5): under 5% of one core; event-loop p99 under 10 ms.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import { frames, readWavFile } from '../daemon/audio/source.js';
import { startWakeEngine, type WakeEngine } from '../daemon/wake/engine.js';
import { feedPcm } from '../daemon/wake/feed.js';
import { Listener } from '../daemon/wake/listener.js';
import { concatClips, noiseClip, removeClips, SHARED_MODELS_DIR, silenceClip, speechClip, TEST_VAD } from '../test/helpers/clips.js';
import { percentile, report, round } from './report.js';

afterAll(removeClips);

function audioMinute(): string {
  const parts = [
    speechClip('alexa. what time is it'), speechClip('the weather is nice today'), noiseClip('pink', 5, 0.05),
    speechClip('hey jarvis', { padAfterS: 0.3 }), speechClip('set a timer for ten minutes'), silenceClip(5),
    speechClip('what is the capital of france'), noiseClip('white', 5, 0.02), speechClip('alexa. turn off the lights'),
  ];
  const once = concatClips(parts);
  return concatClips([once, once]);
}

async function measure(engine: WakeEngine, pcm: Int16Array, realTime: boolean) {
  const listener = new Listener({ vad: TEST_VAD });
  const delay = monitorEventLoopDelay({ resolution: 1 });
  const lags: number[] = [];
  let wakes = 0;
  let busyMs = 0;
  const cpu0 = process.cpuUsage();
  delay.enable();
  const t0 = performance.now();
  if (realTime) {
    // One frame every 80 ms, like a microphone; results are handled as they come.
    let next = performance.now();
    const pending: Array<Promise<void>> = [];
    for (const frame of frames(pcm)) {
      next += 80;
      const sent = performance.now();
      pending.push(engine.process(frame).then((r) => { lags.push(performance.now() - sent); busyMs += r.busyMs; wakes += listener.push(r).filter((e) => e.type === 'wake').length; }));
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
    await Promise.all(pending);
  } else {
    await feedPcm(engine, pcm, (r) => { busyMs += r.busyMs; wakes += listener.push(r).filter((e) => e.type === 'wake').length; });
  }
  const wallS = (performance.now() - t0) / 1000;
  delay.disable();
  const cpu = process.cpuUsage(cpu0);
  const audioS = pcm.length / 16000;
  return {
    mode: realTime ? 'real time' : 'as fast as possible',
    audioS: round(audioS, 1),
    wallS: round(wallS, 2),
    cpuPctOfCore: round(((cpu.user + cpu.system) / 1e6 / audioS) * 100, 2),
    inferencePctOfCore: round((busyMs / 1000 / audioS) * 100, 2),
    loopP99Ms: round(delay.percentile(99) / 1e6, 2),
    loopMaxMs: round(delay.max / 1e6, 2),
    frameLatencyP99Ms: lags.length ? round(percentile(lags, 99), 1) : '',
    wakes,
  };
}

it('wake word + VAD: CPU per audio second, event-loop delay, memory', async () => {
  const wav = await readWavFile(audioMinute());
  if (!wav.ok) throw new Error('clip');
  const rssBefore = process.memoryUsage().rss;
  const started = await startWakeEngine({ wake: { models: ['alexa', 'hey_jarvis'], threshold: 0.5, refractoryMs: 2000 }, modelsDir: SHARED_MODELS_DIR });
  if (!started.ok) throw new Error(started.reason);
  const rssLoaded = process.memoryUsage().rss;
  // What the test process burns doing nothing (vitest, timers, GC) over 10 s, to subtract from the live figure.
  const idle0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, 10_000));
  const idle = process.cpuUsage(idle0);
  const idlePctOfCore = round(((idle.user + idle.system) / 1e6 / 10) * 100, 2);
  const fast = await measure(started.engine, wav.pcm, false);
  const live = await measure(started.engine, wav.pcm, true);
  const rssAfter = process.memoryUsage().rss;
  await started.engine.close();
  const memory = { rssBeforeMb: round(rssBefore / 2 ** 20, 0), rssLoadedMb: round(rssLoaded / 2 ** 20, 0), rssAfterRunsMb: round(rssAfter / 2 ** 20, 0) };
  report('wake-vad', [fast, live], { memory, idlePctOfCore });
  console.log({ idlePctOfCore });
  console.log(memory);
  expect(fast.wakes).toBe(6);
  // The model cost itself; the live figure adds per-frame wake-ups and cold caches and is reported, not asserted,
  // because it swings with whatever else the box runs (see docs/voice.md).
  expect(fast.cpuPctOfCore).toBeLessThan(5);
  expect(live.loopP99Ms).toBeLessThan(10);
});
