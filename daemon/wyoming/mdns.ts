/**
 * mDNS advertisement of Hearth's Wyoming server as `<name>._wyoming._tcp.local.`, which is how Home
 * Assistant discovers Wyoming services (`zeroconf.py` in the reference implementation). Uses bonjour-service
 * (maintained, TypeScript, on multicast-dns); switched off with `wyoming_server.advertise = false`.
 *
 * What goes out on the LAN: the instance name, the port and this machine's host name and addresses, which
 * is what every mDNS responder announces. Nothing about the owner or what is asked.
 */
import { Bonjour, type Service, type ServiceConfig } from 'bonjour-service';
import type { Counters } from '../status/counters.js';

/** The DNS-SD service type Wyoming uses, without the leading underscore (bonjour-service adds it). */
const WYOMING_SERVICE_TYPE = 'wyoming';

/** The service to publish for a server on `port`. Pure. */
export function wyomingServiceConfig(name: string, port: number): ServiceConfig {
  return { name, type: WYOMING_SERVICE_TYPE, protocol: 'tcp', port, probe: true };
}

export interface Advertisement {
  readonly service: Service;
  stop(): Promise<void>;
}

/**
 * Publishes the service. `mdnsOptions` go to multicast-dns (tests bind it to loopback). Failures (no
 * multicast route, a name clash) are counted and noted, never thrown: the server works without discovery.
 */
export function advertiseWyoming(name: string, port: number, counters: Counters, mdnsOptions?: Record<string, unknown>): Advertisement {
  const bonjour = new Bonjour(mdnsOptions ?? {}, () => {
    counters.bump('wyoming.mdns.failed');
    counters.note('wyoming.mdns', 'mDNS advertisement failed (no multicast on this network?)');
  });
  const service = bonjour.publish(wyomingServiceConfig(name, port));
  service.on('error', () => {
    counters.bump('wyoming.mdns.failed');
    counters.note('wyoming.mdns', 'mDNS advertisement failed (name in use?)');
  });
  service.on('up', () => counters.bump('wyoming.mdns.published'));
  let stopped: Promise<void> | undefined;
  return {
    service,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        bonjour.unpublishAll(() => {
          bonjour.destroy();
          resolve();
        });
      });
      return stopped;
    },
  };
}
