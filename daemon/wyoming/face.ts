/**
 * Starts Hearth's Wyoming face when `wyoming_server.enabled`: the server with its own speech to text and text
 * to speech (the engines the config names) and, unless switched off, the mDNS advertisement.
 *
 *   const face = await startWyomingFace(config, { runner: hearth.chain, counters, logger });
 *   ...
 *   await face.close();
 */
import type { Config } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { createTranscriber } from '../stt/index.js';
import { createSynthesizer } from '../tts/index.js';
import type { TurnRunner } from '../turn/chain.js';
import { capabilityProbe } from './capabilities.js';
import { advertiseWyoming, type Advertisement } from './mdns.js';
import { startWyomingServer } from './server.js';

/** The version Hearth reports in `info`. Kept by hand beside package.json's; only clients' logs show it. */
const HEARTH_VERSION = '0.1.0';

export interface WyomingFace {
  readonly port: number;
  readonly advertisement: Advertisement | undefined;
  close(): Promise<void>;
}

export async function startWyomingFace(
  config: Config,
  deps: { runner: TurnRunner; counters: Counters; logger: Logger; mdnsOptions?: Record<string, unknown> },
): Promise<WyomingFace> {
  const transcriber = createTranscriber(config, deps.counters);
  const synth = createSynthesizer(config, deps.counters);
  let server: Awaited<ReturnType<typeof startWyomingServer>>;
  try {
    server = await startWyomingServer({
      config: config.wyomingServer,
      runner: deps.runner,
      transcriber,
      synth,
      capabilities: capabilityProbe(config, HEARTH_VERSION),
      counters: deps.counters,
      logger: deps.logger,
    });
  } catch (error) {
    await Promise.allSettled([transcriber.close(), synth.close()]);
    throw error;
  }
  const advertisement = config.wyomingServer.advertise ? advertiseWyoming(config.wyomingServer.name, server.port, deps.counters, deps.mdnsOptions) : undefined;
  let closing: Promise<void> | undefined;
  return {
    port: server.port,
    advertisement,
    close() {
      closing ??= (async () => {
        await advertisement?.stop();
        await server.close();
        await Promise.allSettled([transcriber.close(), synth.close()]);
      })();
      return closing;
    },
  };
}
