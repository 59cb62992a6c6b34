/**
 * The daemon's voice face: the microphone, the listener worker, speech-to-text, text-to-speech and the
 * player, assembled around a VoiceLoop. `startDaemon` starts it when `voice.enabled` is set.
 *
 *   const started = await startVoice(config, { runner: hearth.chain, counters, logger, onUnspoken });
 *   if (started.ok) scheduler.on('announce', (a) => started.voice.announce(a.text, a.lang));
 *   ...
 *   await started.voice.stop();
 *
 * Nothing here is fatal: a missing microphone tool, missing wake-word models or a worker that will not start
 * give `{ ok: false, reason }` and a /status line under 'voice' (plus the part's own line), and text chat
 * keeps working. Listener models come through the model manager, which downloads them on first need.
 */
import { hasTool } from '../audio/tools.js';
import { createPlayer, type Player } from '../audio/player.js';
import { openMicrophone, type Microphone, type MicrophoneOutcome } from '../audio/source.js';
import type { Config } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import { ModelManager } from '../models/manager.js';
import type { Counters } from '../status/counters.js';
import { createTranscriber } from '../stt/index.js';
import type { Transcriber } from '../stt/types.js';
import { createSynthesizer } from '../tts/index.js';
import type { Synthesizer } from '../tts/types.js';
import type { TurnRunner } from '../turn/chain.js';
import { startWakeEngine, type WakeEngine } from '../wake/engine.js';
import { firstOf, legacyResolver, managerResolver, type ModelSource } from '../wake/models.js';
import { VoiceLoop, type VoiceEvent, type VoiceLoopOptions } from './loop.js';

interface VoiceDeps {
  runner: TurnRunner;
  counters: Counters;
  logger: Logger;
  /** Answers that could not be spoken go here (the chat page). */
  onUnspoken?: (text: string) => void;
  onEvent?: (event: VoiceEvent) => void;
  /** The model manager; by default one over config.paths.modelsDir with the configured mirror. */
  models?: ModelSource;
  /** Tests inject these; otherwise they come from the config. */
  player?: Player;
  transcriber?: Transcriber;
  synth?: Synthesizer;
  /** Opens the microphone; tests pass a fake recorder through openMicrophone's `record` parameter. */
  openMic?: (onFrame: (frame: Int16Array) => void) => MicrophoneOutcome;
}

interface VoiceService {
  readonly loop: VoiceLoop;
  /** Speaks a timer announcement (when idle; queued while speaking). */
  announce(text: string, lang?: string): void;
  /** Rings an alarm (repeating sound until stopRinging or a limit), then speaks the text. */
  ring(text: string, lang?: string): void;
  stopRinging(): void;
  /** Stops the microphone, speech, the workers and the player. Safe to call twice. */
  stop(): Promise<void>;
}

export type VoiceStartOutcome =
  | { ok: true; voice: VoiceService }
  | { ok: false; reason: 'microphoneOff' | 'modelMissing' | 'modelLoadFailed' | 'workerFailed' };

const STATUS_NO_MIC = 'voice off: no microphone (see the audio line); text chat works';
const STATUS_NO_LISTENER = 'voice off: the wake-word listener could not start (see the wake line)';
const STATUS_MIC_LOST = 'voice stopped: the microphone went away';

/** The wake-word and VAD worker for one audio stream, its models resolved through the model manager. */
export function startListenerEngine(config: Config, models: ModelSource, counters: Counters): ReturnType<typeof startWakeEngine> {
  return startWakeEngine({
    wake: config.wake,
    modelsDir: config.paths.modelsDir,
    resolveModel: firstOf(managerResolver(models, { download: true }), legacyResolver(config.paths.modelsDir)),
    counters,
  });
}

/** A voice loop's options from the config and its parts (the local microphone's loop and each satellite's). */
export function voiceLoopOptions(
  config: Config,
  parts: Pick<VoiceLoopOptions, 'engine' | 'runner' | 'transcriber' | 'synth' | 'player' | 'counters' | 'logger'>,
): VoiceLoopOptions {
  return { ...parts, vad: config.vad, followUpMs: config.voice.followUpMs, ackSound: config.voice.ackSound, language: config.locale.language };
}

export async function startVoice(config: Config, deps: VoiceDeps): Promise<VoiceStartOutcome> {
  const { counters, logger } = deps;
  // Check the microphone tool before loading any model: without it there is nothing to listen to.
  if (!deps.openMic && (config.audio.input === 'none' || !hasTool(config.audio.input))) {
    counters.note('audio', config.audio.input === 'none' ? 'microphone off (audio.input = "none")' : `microphone off: ${config.audio.input} is not installed`);
    counters.note('voice', STATUS_NO_MIC);
    return { ok: false, reason: 'microphoneOff' };
  }

  const ownManager = deps.models ? undefined : new ModelManager({ modelsDir: config.paths.modelsDir, mirrorUrl: config.models.mirrorUrl, counters, logger });
  const models = deps.models ?? ownManager!;
  const started = await startListenerEngine(config, models, counters);
  await ownManager?.close(); // its only job was fetching the listener models
  if (!started.ok) {
    counters.note('voice', STATUS_NO_LISTENER);
    logger.warn({ event: 'voiceOff', reason: started.reason, model: started.model }, 'voice off');
    return { ok: false, reason: started.reason };
  }
  const engine: WakeEngine = started.engine;
  const transcriber = deps.transcriber ?? createTranscriber(config, counters);
  const synth = deps.synth ?? createSynthesizer(config, counters);
  const player = deps.player ?? createPlayer(config.audio, counters);
  const loop = new VoiceLoop({
    ...voiceLoopOptions(config, { engine, runner: deps.runner, transcriber, synth, player, counters, logger }),
    ...(deps.onUnspoken ? { onUnspoken: deps.onUnspoken } : {}),
    ...(deps.onEvent ? { onEvent: deps.onEvent } : {}),
  });

  const release = async (): Promise<void> => {
    await loop.close();
    await Promise.allSettled([engine.close(), transcriber.close(), synth.close()]);
  };
  const onFrame = (frame: Int16Array): void => loop.pushFrame(frame);
  const mic: MicrophoneOutcome = deps.openMic
    ? deps.openMic(onFrame)
    : openMicrophone(config.audio, counters, { onFrame, onEnd: () => counters.note('voice', STATUS_MIC_LOST) });
  if (!mic.ok) {
    await release();
    counters.note('voice', STATUS_NO_MIC);
    return { ok: false, reason: 'microphoneOff' };
  }
  const microphone: Microphone = mic.mic;
  counters.note('voice', undefined);
  logger.info({ event: 'voiceOn', heads: engine.heads.length }, 'voice listening');

  let stopping: Promise<void> | undefined;
  return {
    ok: true,
    voice: {
      loop,
      announce: (text, lang) => loop.announce(text, lang),
      ring: (text, lang) => loop.ring(text, lang),
      stopRinging: () => loop.stopRinging(),
      stop() {
        stopping ??= (async () => {
          microphone.stop();
          await release();
        })();
        return stopping;
      },
    },
  };
}
