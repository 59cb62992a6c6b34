/**
 * `hearth listen --file CLIP.wav [--wake NAME] [--json]`: runs a recording through the same listener the voice
 * loop uses (openWakeWord and Silero VAD in the listener worker, then the endpointing state machine) and, when
 * speech-to-text is available, transcribes each utterance. Prints the events with their times in the clip:
 *
 *   0.96 s  wake word alexa (score 0.98)
 *   1.02 s  speech start
 *   2.30 s  speech end (silence, 1.6 s of audio)
 *           transcript [en]: what time is it
 *
 * With --json, one object per line: {"event":"wake","name":"alexa","score":0.98,"atMs":960}, then
 * speechStart, speechEnd, noSpeech, transcript; failures are {"event":"error","reason":...}.
 * `--wake` replaces the configured wake words with one catalog name or .onnx path.
 */
import type { Config } from '../config/types.js';
import { readWavFile } from '../audio/source.js';
import { SPEECH_SAMPLE_RATE_HZ } from '../audio/resample.js';
import { Counters } from '../status/counters.js';
import { createTranscriber } from '../stt/index.js';
import type { Transcriber } from '../stt/types.js';
import { findWhisperModel } from '../stt/whisper-files.js';
import { startWakeEngine } from '../wake/engine.js';
import { feedPcm } from '../wake/feed.js';
import { Listener, type ListenerEvent } from '../wake/listener.js';
import type { ResolveModel } from '../wake/models.js';
import { HearthError } from '../errors.js';

interface ListenArgs {
  file: string;
  wake?: string;
  json: boolean;
}

export interface ListenDeps {
  /** Speech to text; by default the configured engine when it has a model or a server (see sttFromConfig). */
  transcribe?: (audio: Int16Array, sampleRate: number, signal?: AbortSignal) => Promise<{ text: string; lang?: string }>;
  /** The model manager's lookup for catalog names; defaults to files under config.paths.modelsDir. */
  resolveModel?: ResolveModel;
  /** Where lines go; stdout by default (tests capture them). */
  out?: (line: string) => void;
  err?: (line: string) => void;
}

type TranscribeFn = NonNullable<ListenDeps['transcribe']>;

/**
 * The configured speech-to-text as `listen` uses it, or undefined when there is none to use: a Wyoming engine
 * without a server address, or local Whisper whose model is not downloaded (listen then says transcription is
 * off instead of failing on every utterance). Failures become thrown errors carrying the reason as `code`.
 */
function sttFromConfig(config: Config, counters: Counters): { transcribe: TranscribeFn; close(): Promise<void> } | undefined {
  const { stt } = config;
  if (stt.engine === 'wyoming' ? stt.wyomingUri === '' : findWhisperModel(config.paths.modelsDir, stt.model) === undefined) return undefined;
  const transcriber: Transcriber = createTranscriber(config, counters);
  return {
    async transcribe(audio, sampleRate, signal) {
      const heard = await transcriber.transcribe(audio, sampleRate, signal);
      if (!heard.ok) throw Object.assign(new HearthError('HEARTH_STT_FAILED', 'speech-to-text failed'), { reason: heard.reason });
      return heard.value;
    },
    close: () => transcriber.close(),
  };
}

/** Round to 3 decimals so JSON lines stay short and stable. */
function score3(score: number): number {
  return Math.round(score * 1000) / 1000;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`.padStart(8);
}

function describe(event: ListenerEvent): { json: Record<string, unknown>; text: string } {
  switch (event.type) {
    case 'wake':
      return { json: { event: 'wake', name: event.name, score: score3(event.score), atMs: event.atMs }, text: `${seconds(event.atMs)}  wake word ${event.name} (score ${score3(event.score)})` };
    case 'speechStart':
      return { json: { event: 'speechStart', atMs: event.atMs }, text: `${seconds(event.atMs)}  speech start` };
    case 'speechEnd': {
      const audioMs = Math.round((event.audio.length * 1000) / SPEECH_SAMPLE_RATE_HZ);
      return {
        json: { event: 'speechEnd', atMs: event.atMs, endedBy: event.endedBy, audioMs },
        text: `${seconds(event.atMs)}  speech end (${event.endedBy}, ${(audioMs / 1000).toFixed(1)} s of audio)`,
      };
    }
    case 'noSpeech':
      return { json: { event: 'noSpeech', atMs: event.atMs }, text: `${seconds(event.atMs)}  no speech after the wake word` };
  }
}

export async function runListen(args: ListenArgs, config: Config, deps: ListenDeps = {}): Promise<number> {
  const out = deps.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = deps.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  const fail = (reason: string, message: string, extra: Record<string, unknown> = {}): number => {
    if (args.json) out(JSON.stringify({ event: 'error', reason, ...extra }));
    else err(`hearth listen: ${message}`);
    return 1;
  };

  const wav = await readWavFile(args.file);
  if (!wav.ok) return fail(wav.reason, wav.reason === 'notFound' ? 'cannot read the file' : `not a usable WAV file (${wav.reason})`);

  const counters = new Counters();
  const started = await startWakeEngine({
    wake: { ...config.wake, models: args.wake ? [args.wake] : config.wake.models },
    modelsDir: config.paths.modelsDir,
    ...(deps.resolveModel ? { resolveModel: deps.resolveModel } : {}),
    counters,
  });
  if (!started.ok) {
    const what = started.model ? `model ${started.model}` : 'the listener worker';
    const why = started.reason === 'modelMissing' ? 'is missing (try: hearth models pull NAME)' : 'could not be loaded';
    return fail(started.reason, `${what} ${why}`, started.model ? { model: started.model } : {});
  }
  const { engine } = started;

  const configured = deps.transcribe ? undefined : sttFromConfig(config, counters);
  const transcribe = deps.transcribe ?? configured?.transcribe;
  if (!transcribe) {
    if (args.json) out(JSON.stringify({ event: 'transcriptionOff' }));
    else out('transcription is off (no speech-to-text configured)');
  }

  const listener = new Listener({ vad: config.vad });
  const handle = async (events: ListenerEvent[]): Promise<void> => {
    for (const event of events) {
      const { json, text } = describe(event);
      out(args.json ? JSON.stringify(json) : text);
      if (event.type !== 'speechEnd' || !transcribe) continue;
      try {
        const result = await transcribe(event.audio, SPEECH_SAMPLE_RATE_HZ);
        if (args.json) out(JSON.stringify({ event: 'transcript', text: result.text, ...(result.lang ? { lang: result.lang } : {}), atMs: event.atMs }));
        else out(`          transcript${result.lang ? ` [${result.lang}]` : ''}: ${result.text}`);
      } catch (e) {
        const given = (e as { reason?: unknown }).reason;
        const reason = typeof given === 'string' ? given : 'transcribeFailed';
        if (args.json) out(JSON.stringify({ event: 'transcript', error: reason, atMs: event.atMs }));
        else out(`          transcript unavailable (${reason})`);
      }
    }
  };

  try {
    await feedPcm(engine, wav.pcm, (result) => handle(listener.push(result)));
    await handle(listener.finish());
  } finally {
    await Promise.all([engine.close(), configured?.close()]);
  }
  return 0;
}
