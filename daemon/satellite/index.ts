/**
 * The satellites Hearth drives (config `[satellites]`): one SatelliteLink and one voice loop per satellite,
 * sharing the speech-to-text and text-to-speech engines. Timers ring in the room that set them (the chain
 * client id of the turn that made the timer is remembered), and `announce` speaks in one room or all.
 *
 *   const satellites = await startSatellites(config, { runner: hearth.chain, counters, logger });
 *   satellites.announce('Dinner is ready', { room: 'kitchen' });
 *   await satellites.close();
 */
import type { Config } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import { ModelManager } from '../models/manager.js';
import type { Counters } from '../status/counters.js';
import { createTranscriber } from '../stt/index.js';
import type { Transcriber } from '../stt/types.js';
import { createSynthesizer } from '../tts/index.js';
import type { Synthesizer } from '../tts/types.js';
import type { TurnRunner } from '../turn/chain.js';
import { VoiceLoop } from '../voice/loop.js';
import { startListenerEngine, voiceLoopOptions } from '../voice/service.js';
import type { WakeEngine } from '../wake/engine.js';
import type { ModelSource } from '../wake/models.js';
import { parseWyomingUri } from '../wyoming/client.js';
import { SatelliteLink } from './link.js';

interface SatellitesDeps {
  runner: TurnRunner;
  counters: Counters;
  logger: Logger;
  /** Tests and benchmarks inject these; otherwise they come from the config. */
  transcriber?: Transcriber;
  synth?: Synthesizer;
  models?: ModelSource;
  onEvent?: (room: string, event: Parameters<NonNullable<ConstructorParameters<typeof VoiceLoop>[0]['onEvent']>>[0]) => void;
}

export interface Satellites {
  readonly links: readonly SatelliteLink[];
  /** Speaks in one room (by name) or, without one, in every room. Returns how many rooms it went to. */
  announce(text: string, options?: { room?: string; lang?: string }): number;
  /** The link whose chain client id is `clientId` (a timer set there rings there). */
  byClientId(clientId: string): SatelliteLink | undefined;
  close(): Promise<void>;
}

/** Satellite room names: the configured name, or the address when none is given. */
function roomNames(config: Pick<Config, 'satellites'>): string[] {
  return config.satellites.uris.map((uri, i) => config.satellites.names[i]?.trim() || uri.replace(/^tcp:\/\//, ''));
}

export async function startSatellites(config: Config, deps: SatellitesDeps): Promise<Satellites> {
  const { counters, logger } = deps;
  const names = roomNames(config);
  const transcriber = deps.transcriber ?? createTranscriber(config, counters);
  const synth = deps.synth ?? createSynthesizer(config, counters);
  const ownManager = deps.models ? undefined : new ModelManager({ modelsDir: config.paths.modelsDir, mirrorUrl: config.models.mirrorUrl, counters, logger });
  const models = deps.models ?? ownManager!;
  const engines: WakeEngine[] = [];
  const links: SatelliteLink[] = [];
  for (const [i, uri] of config.satellites.uris.entries()) {
    const name = names[i]!;
    const target = parseWyomingUri(uri);
    if (!target) {
      counters.note(`satellite.${name}`, 'off: the address is not tcp://host:port');
      continue;
    }
    // Each room has its own wake-word and VAD worker: its audio is its own stream.
    const started = await startListenerEngine(config, models, counters);
    if (!started.ok) {
      counters.note(`satellite.${name}`, `off: the listener could not start (${started.reason})`);
      continue;
    }
    engines.push(started.engine);
    let link: SatelliteLink | undefined;
    link = new SatelliteLink({
      name,
      target,
      counters,
      logger,
      listenWindowMs: config.vad.noSpeechTimeoutMs,
      makeLoop: (player, clientId) =>
        new VoiceLoop({
          ...voiceLoopOptions(config, { engine: started.engine, runner: deps.runner, transcriber, synth, player, counters, logger }),
          ackSound: false, // the satellite plays its own awake sound
          clientId,
          onEvent: (event) => {
            if (event.type === 'speechStart') link?.voiceEvent('voice-started');
            if (event.type === 'speechEnd') link?.voiceEvent('voice-stopped');
            deps.onEvent?.(name, event);
          },
        }),
    });
    links.push(link);
    link.start();
  }
  await ownManager?.close();
  logger.info({ event: 'satellites', count: links.length }, 'satellites started');

  let closing: Promise<void> | undefined;
  return {
    links,
    announce(text, options = {}) {
      const targets = options.room === undefined ? links : links.filter((l) => l.name === options.room);
      for (const link of targets) link.announce(text, options.lang);
      counters.bump(targets.length > 0 ? 'satellite.announced' : 'satellite.announceNoRoom');
      return targets.length;
    },
    byClientId: (clientId) => links.find((l) => l.clientId === clientId),
    close() {
      closing ??= (async () => {
        await Promise.all(links.map((l) => l.close()));
        await Promise.allSettled([...engines.map((e) => e.close()), ...(deps.transcriber ? [] : [transcriber.close()]), ...(deps.synth ? [] : [synth.close()])]);
      })();
      return closing;
    },
  };
}
