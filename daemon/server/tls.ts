/**
 * The HTTPS certificate for the LAN face (`server.tls`): browsers give a page the microphone only in a secure
 * context, and a phone reaches Hearth by its LAN name, not localhost. At first start Hearth makes a
 * self-signed certificate with openssl for this machine's names and addresses and keeps it in the data
 * directory (key mode 0600); later starts reuse it, so a phone that trusts it once keeps trusting it.
 * How to trust it on a phone: docs/wyoming-server.md, "Push-to-talk".
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { hostname, networkInterfaces } from 'node:os';
import { join } from 'node:path';

export const TLS_KEY_FILE = 'tls-key.pem';
const TLS_CERT_FILE = 'tls-cert.pem';

/**
 * Validity of the certificate, days. 825 is the longest Apple devices accept for a certificate under a
 * user-installed root; a shorter one would make the owner re-trust it every year.
 */
const TLS_VALID_DAYS = 825;

/** The names and addresses the certificate covers: localhost, this host (and .local), every interface address. */
export function subjectAltNames(host = hostname(), interfaces = networkInterfaces()): string[] {
  const names = new Set(['DNS:localhost', `DNS:${host}`, `DNS:${host}.local`, 'IP:127.0.0.1', 'IP:::1']);
  for (const list of Object.values(interfaces)) for (const i of list ?? []) names.add(`IP:${i.address.replace(/%.*$/, '')}`);
  return [...names];
}

type TlsOutcome = { ok: true; key: string; cert: string; created: boolean } | { ok: false; reason: 'toolMissing' | 'failed' };

/** Reads the certificate from `dataDir`, making it first if there is none. Failures are values. */
export function loadOrCreateCertificate(dataDir: string): TlsOutcome {
  const keyPath = join(dataDir, TLS_KEY_FILE);
  const certPath = join(dataDir, TLS_CERT_FILE);
  let created = false;
  if (!existsSync(keyPath) || !existsSync(certPath)) {
    try {
      execFileSync('openssl', [
        'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', String(TLS_VALID_DAYS),
        '-subj', '/CN=Hearth', '-addext', `subjectAltName=${subjectAltNames().join(',')}`,
      ], { stdio: 'ignore', timeout: 30_000 });
      chmodSync(keyPath, 0o600);
      created = true;
    } catch (error) {
      return { ok: false, reason: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'toolMissing' : 'failed' };
    }
  }
  return { ok: true, key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), created };
}
