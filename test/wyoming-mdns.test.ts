/**
 * mDNS advertisement of the Wyoming server. The record is checked as built; the live advertisement is
 * checked on loopback multicast when this machine routes it (a browser in the test must find the service).
 */
import { Bonjour, type Service } from 'bonjour-service';
import { createRequire } from 'node:module';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Counters } from '../daemon/status/counters.js';
import { advertiseWyoming, wyomingServiceConfig, type Advertisement } from '../daemon/wyoming/mdns.js';

const LOOPBACK_MDNS = { interface: '127.0.0.1', multicast: true, loopback: true, ttl: 1 };
const ads: Advertisement[] = [];
afterEach(async () => {
  await Promise.all(ads.splice(0).map((a) => a.stop()));
});

describe('the advertisement record', () => {
  it('publishes <name>._wyoming._tcp.local with the server port', () => {
    const ad = advertiseWyoming('hearth-test', 10700, new Counters(), LOOPBACK_MDNS);
    ads.push(ad);
    const records = ad.service.records();
    expect(records.find((r) => r.type === 'PTR' && r.name === '_wyoming._tcp.local')?.data).toBe('hearth-test._wyoming._tcp.local');
    expect(records.find((r) => r.type === 'SRV')).toMatchObject({ name: 'hearth-test._wyoming._tcp.local', data: expect.objectContaining({ port: 10700 }) });
  });

  it('asks for a name probe so two Hearths on one LAN do not share a name', () => {
    expect(wyomingServiceConfig('hearth', 1)).toMatchObject({ type: 'wyoming', protocol: 'tcp', probe: true });
  });
});

/**
 * Whether mDNS works on the loopback interface at all: one multicast-dns instance answers another's query.
 * Containers often have a loopback without MULTICAST, and then no advertisement can be seen from here.
 */
function loopbackMdnsWorks(): Promise<boolean> {
  type Mdns = { on(e: string, f: (x: never) => void): void; query(n: string, t: string): void; respond(r: unknown): void; destroy(): void };
  const mdns = createRequire(import.meta.url)('multicast-dns') as (o: unknown) => Mdns;
  const a = mdns(LOOPBACK_MDNS);
  const b = mdns(LOOPBACK_MDNS);
  return new Promise((resolve) => {
    const done = (ok: boolean): void => {
      clearTimeout(timer);
      a.destroy();
      b.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), 1500);
    a.on('error', () => done(false));
    b.on('error', () => done(false));
    a.on('query', () => a.respond({ answers: [{ name: 'hearth-probe.local', type: 'A', data: '127.0.0.1' }] }));
    b.on('response', () => done(true));
    setTimeout(() => b.query('hearth-probe.local', 'A'), 200);
  });
}

let multicast = false;
beforeAll(async () => {
  multicast = await loopbackMdnsWorks();
});

describe('the live advertisement on loopback multicast', () => {
  it('is found by a browser for _wyoming._tcp (skipped where loopback has no multicast)', async (ctx) => {
    if (!multicast) return ctx.skip();
    const ad = advertiseWyoming('hearth-live', 10777, new Counters(), LOOPBACK_MDNS);
    ads.push(ad);
    const browser = new Bonjour(LOOPBACK_MDNS);
    try {
      const found = await new Promise<Service | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), 8000);
        browser.find({ type: 'wyoming' }, (service) => {
          if (service.name !== 'hearth-live') return;
          clearTimeout(timer);
          resolve(service);
        });
      });
      expect(found?.port).toBe(10777);
    } finally {
      browser.destroy();
    }
  });
});
