/** The LAN token file and the pure upgrade/rate policy. */
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chatPageUrl, loadOrCreateToken } from '../daemon/server/token.js';
import { RATE_WINDOW_MS, RateWindow, checkUpgrade, originMatchesHost, tokensEqual } from '../daemon/server/guard.js';
import { parseClientFrame } from '../daemon/server/protocol.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-token-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadOrCreateToken', () => {
  it('creates a 32-byte base64url token in a 0600 file on first start', () => {
    const dir = join(tempDir(), 'data');
    const token = loadOrCreateToken(dir);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(readFileSync(join(dir, 'token'), 'utf8').trim()).toBe(token);
    expect(statSync(join(dir, 'token')).mode & 0o777).toBe(0o600);
  });

  it('returns the same token on later starts', () => {
    const dir = tempDir();
    expect(loadOrCreateToken(dir)).toBe(loadOrCreateToken(dir));
  });

  it('replaces an unusable token file and tightens loose permissions', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'token'), 'short\n');
    chmodSync(join(dir, 'token'), 0o644);
    const token = loadOrCreateToken(dir);
    expect(token).not.toBe('short');
    expect(statSync(join(dir, 'token')).mode & 0o777).toBe(0o600);
  });

  it('puts the token in the page URL fragment', () => {
    expect(chatPageUrl('0.0.0.0', 8080, 'abc')).toBe('http://127.0.0.1:8080/#token=abc');
  });
});

describe('upgrade policy', () => {
  const policy = { token: 'secret-token', loopbackNeedsToken: true, openConnections: 0, maxConnections: 2 };
  const req = (url: string, headers: Record<string, string> = {}, remoteAddress = '192.168.1.20') => ({
    url,
    headers: { host: 'hearth.lan:8080', ...headers },
    remoteAddress,
  });

  it('compares tokens exactly', () => {
    expect(tokensEqual('secret-token', 'secret-token')).toBe(true);
    expect(tokensEqual('secret-toke', 'secret-token')).toBe(false);
    expect(tokensEqual('', '')).toBe(false);
  });

  it('treats the Origin of a page served by this host as its own and any other as foreign', () => {
    expect(originMatchesHost('http://hearth.lan:8080', 'hearth.lan:8080')).toBe(true);
    expect(originMatchesHost('http://hearth.lan:9999', 'hearth.lan:8080')).toBe(false);
    expect(originMatchesHost('null', 'hearth.lan:8080')).toBe(false);
    expect(originMatchesHost(undefined, 'hearth.lan:8080')).toBe(true);
  });

  it('refuses other paths with 404 before looking at the token', () => {
    expect(checkUpgrade(req('/other?token=secret-token'), policy)).toMatchObject({ ok: false, status: 404 });
  });

  it('needs the token from a LAN address even when loopback is exempt', () => {
    expect(checkUpgrade(req('/ws'), { ...policy, loopbackNeedsToken: false })).toMatchObject({ status: 401 });
  });

  it('counts the cap only after the token is good', () => {
    const full = { ...policy, openConnections: 2 };
    expect(checkUpgrade(req('/ws'), full)).toMatchObject({ status: 401 });
    expect(checkUpgrade(req('/ws?token=secret-token'), full)).toMatchObject({ status: 503 });
  });
});

describe('rate window', () => {
  it('allows the limit, flags the next message once, drops the rest, then calls it abuse', () => {
    const w = new RateWindow(2);
    const verdicts = Array.from({ length: 25 }, () => w.take(1000));
    expect(verdicts.slice(0, 4)).toEqual(['ok', 'ok', 'limited', 'dropped']);
    expect(verdicts.at(-1)).toBe('abuse');
  });

  it('starts over in a new window', () => {
    const w = new RateWindow(1);
    w.take(0);
    expect(w.take(1)).toBe('limited');
    expect(w.take(RATE_WINDOW_MS)).toBe('ok');
  });
});

describe('client frames', () => {
  it('trims the question and keeps non-Latin text intact', () => {
    expect(parseClientFrame('{"type":"ask","id":"1","text":"  Wie spät ist es?  "}')).toEqual({
      ok: true,
      message: { type: 'ask', id: '1', text: 'Wie spät ist es?' },
    });
  });

  it('counts the length limit in characters, not UTF-16 units', () => {
    const emoji = '😀'.repeat(2000);
    expect(parseClientFrame(JSON.stringify({ type: 'ask', id: '1', text: emoji })).ok).toBe(true);
  });

  it('refuses ids longer than 64 characters', () => {
    expect(parseClientFrame(JSON.stringify({ type: 'cancel', id: 'x'.repeat(65) }))).toMatchObject({
      ok: false,
      code: 'badMessage',
    });
  });

  it('refuses JSON that is not an object', () => {
    expect(parseClientFrame('[1,2]')).toMatchObject({ ok: false, code: 'badMessage' });
  });
});
