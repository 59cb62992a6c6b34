/**
 * HTTPS for the LAN face: the self-signed certificate made at first start with openssl, reused later, and the
 * server speaking TLS with it (checked by a client that trusts exactly that certificate, as a phone would once
 * the owner installs it).
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../daemon/log/logger.js';
import { startServer } from '../daemon/server/server.js';
import { loadOrCreateCertificate, subjectAltNames, TLS_KEY_FILE } from '../daemon/server/tls.js';
import { Counters } from '../daemon/status/counters.js';
import { EspeakSynthesizer } from '../daemon/tts/espeak.js';
import { WyomingTranscriber } from '../daemon/stt/wyoming.js';

const dir = mkdtempSync(join(tmpdir(), 'hearth-tls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const runner = { ask: async () => ({ ok: false as const, reason: 'cancelled' as const }), cancel() {} };

describe('the HTTPS certificate', () => {
  it('is made at first start with a private key only the owner can read, and reused after', () => {
    const first = loadOrCreateCertificate(dir);
    const second = loadOrCreateCertificate(dir);
    expect(first.ok && first.created).toBe(true);
    expect(second.ok && !second.created && second.cert === (first.ok ? first.cert : '')).toBe(true);
    expect(statSync(join(dir, TLS_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('covers localhost, the host name under .local and every interface address', () => {
    const names = subjectAltNames('kitchen-box', { eth0: [{ address: '192.168.1.9', family: 'IPv4' } as never] });
    expect(names).toEqual(expect.arrayContaining(['DNS:localhost', 'DNS:kitchen-box', 'DNS:kitchen-box.local', 'IP:127.0.0.1', 'IP:192.168.1.9']));
  });

  it('serves the push-to-talk page over TLS to a client that trusts the certificate', async () => {
    const made = loadOrCreateCertificate(dir);
    if (!made.ok) throw new Error(made.reason);
    const server = await startServer({
      config: { host: '127.0.0.1', port: 0, maxMessageBytes: 16384, maxMessagesPer10s: 20, loopbackNeedsToken: true, pushToTalk: true, tls: true },
      runner, counters: new Counters(), logger: silentLogger(), token: 't',
      talk: { transcriber: new WyomingTranscriber({ uri: 'tcp://127.0.0.1:9' }), synth: new EspeakSynthesizer({ voice: 'en' }) },
      tls: made,
    });
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port: server.port, path: '/talk', ca: made.cert, servername: 'localhost' }, (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        }).on('error', reject);
      });
      expect(status).toBe(200);
      expect(body).toContain('Hold to talk');
    } finally {
      await server.close();
    }
  });
});
