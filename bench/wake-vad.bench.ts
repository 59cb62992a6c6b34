/**
 * Wake word + VAD cost: ~70 s of audio (speech with wake words, other speech, noise, silence) through the
 * listener worker (openWakeWord mel + embedding + 2 heads, Silero VAD), fed (a) as fast as possible and
 * (b) at real time in 80 ms frames as a microphone would, with the VAD gated as the voice loop gates it (a
 * Listener and VadDemand), and (c) at real time with the VAD on for every frame (the behaviour before gating,
 * for comparison). Reports CPU per audio second as % of one core (process CPU time, all threads, over audio
 * time; the same less the test process's idle cost; and the worker's own inference time alone), main-thread
 * event-loop delay p99, and resident memory.
 * Targets (issue 5): under 5% of one core; event-loop p99 under 10 ms.
 *
 * The event-loop probe samples every 10 ms (Node's default). A 1 ms probe is a timer firing 1000 times a
 * second on the main thread: it cost about 3% of a core by itself and was counted as wake-word cost.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { afterAll, expect, it } from 'vitest';
import { frames, readWavFile } from '../daemon/audio/source.js';
import { startWakeEngine, type FrameResult, type WakeEngine } from '../daemon/wake/engine.js';
import { feedPcm, VadDemand } from '../daemon/wake/feed.js';
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

/** Event-loop probe interval, ms: Node's default; see the note at the top. */
const PROBE_RESOLUTION_MS = 10;

async function measure(engine: WakeEngine, pcm: Int16Array, realTime: boolean, mode: string, idlePctOfCore: number) {
  const listener = new Listener({ vad: TEST_VAD });
  const demand = new VadDemand(engine);
  let wakes = 0;
  let busyMs = 0;
  const handle = (r: FrameResult): void => {
    busyMs += r.busyMs;
    wakes += listener.push(r).filter((e) => e.type === 'wake').length;
    demand.update(listener);
  };
  const delay = monitorEventLoopDelay({ resolution: PROBE_RESOLUTION_MS });
  const lags: number[] = [];
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
      pending.push(engine.process(frame).then((r) => { lags.push(performance.now() - sent); handle(r); }));
      await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
    }
    await Promise.all(pending);
  } else {
    await feedPcm(engine, pcm, handle);
  }
  const wallS = (performance.now() - t0) / 1000;
  delay.disable();
  const cpu = process.cpuUsage(cpu0);
  const audioS = pcm.length / 16000;
  const cpuPctOfCore = ((cpu.user + cpu.system) / 1e6 / audioS) * 100;
  return {
    mode,
    audioS: round(audioS, 1),
    wallS: round(wallS, 2),
    cpuPctOfCore: round(cpuPctOfCore, 2),
    lessIdlePctOfCore: realTime ? round(cpuPctOfCore - idlePctOfCore, 2) : '',
    inferencePctOfCore: round((busyMs / 1000 / audioS) * 100, 2),
    // The probe records whole timer intervals (the resolution plus any lateness): the delay is the excess.
    loopP99Ms: round(delay.percentile(99) / 1e6 - PROBE_RESOLUTION_MS, 2),
    loopMaxMs: round(delay.max / 1e6 - PROBE_RESOLUTION_MS, 2),
    frameLatencyP99Ms: lags.length ? round(percentile(lags, 99), 1) : '',
    wakes,
  };
}

const WAKE = { models: ['alexa', 'hey_jarvis'], threshold: 0.5, refractoryMs: 2000 };

it('wake word + VAD: CPU per audio second, event-loop delay, memory', async () => {
  const wav = await readWavFile(audioMinute());
  if (!wav.ok) throw new Error('clip');
  const rssBefore = process.memoryUsage().rss;
  const started = await startWakeEngine({ wake: WAKE, modelsDir: SHARED_MODELS_DIR });
  if (!started.ok) throw new Error(started.reason);
  const rssLoaded = process.memoryUsage().rss;
  // What the test process burns doing nothing (vitest, timers, GC, the probe) over 10 s, to subtract from the
  // live figures.
  const probe = monitorEventLoopDelay({ resolution: PROBE_RESOLUTION_MS });
  probe.enable();
  const idle0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, 10_000));
  const idle = process.cpuUsage(idle0);
  probe.disable();
  const idlePctOfCore = round(((idle.user + idle.system) / 1e6 / 10) * 100, 2);
  const fast = await measure(started.engine, wav.pcm, false, 'as fast as possible', idlePctOfCore);
  const live = await measure(started.engine, wav.pcm, true, 'real time, VAD gated', idlePctOfCore);
  const rssAfter = process.memoryUsage().rss;
  await started.engine.close();
  // The same at real time with the VAD on every frame, as before gating: what the gate saves.
  const always = await startWakeEngine({ wake: WAKE, modelsDir: SHARED_MODELS_DIR, vad: 'always' });
  if (!always.ok) throw new Error(always.reason);
  const ungated = await measure(always.engine, wav.pcm, true, 'real time, VAD always on', idlePctOfCore);
  await always.engine.close();
  const memory = { rssBeforeMb: round(rssBefore / 2 ** 20, 0), rssLoadedMb: round(rssLoaded / 2 ** 20, 0), rssAfterRunsMb: round(rssAfter / 2 ** 20, 0) };
  report('wake-vad', [fast, live, ungated], { memory, idlePctOfCore, probeResolutionMs: PROBE_RESOLUTION_MS });
  console.log({ idlePctOfCore });
  console.log(memory);
  expect(fast.wakes).toBe(6);
  expect(live.wakes).toBe(6);
  expect(ungated.wakes).toBe(6);
  // The model cost itself; the live figures add per-frame wake-ups and cold caches and are reported, not
  // asserted, because they swing with whatever else the box runs (see docs/voice.md).
  expect(fast.cpuPctOfCore).toBeLessThan(5);
  expect(live.loopP99Ms).toBeLessThan(10);
});
