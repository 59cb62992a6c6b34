/**
 * The LAN token: a random secret created at first start, kept in `<dataDir>/token` (mode 0600) and printed by
 * `npx hearth token`. WebSocket clients present it; the chat page receives it in its URL fragment.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, openSync, readFileSync, writeSync, closeSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** 32 random bytes: 256 bits, far past guessing over a LAN. */
const TOKEN_BYTES = 32;
const TOKEN_FILE = 'token';
/** Owner read/write only: the token is as sensitive as the notes it guards. */
const TOKEN_FILE_MODE = 0o600;
/** A stored token must look like one we made (base64url, at least 128 bits) or it is replaced. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,}$/;

/**
 * Returns the token stored in dataDir, creating it (and dataDir) if missing or unusable. Safe against two
 * processes starting at once: creation uses O_EXCL, and the loser reads the winner's file.
 */
export function loadOrCreateToken(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, TOKEN_FILE);

  const existing = readToken(path);
  if (existing !== undefined) {
    tightenMode(path);
    return existing;
  }

  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  // 'wx' creates only if absent; an unusable existing file is overwritten with 'w' instead.
  const flags = fileExists(path) ? 'w' : 'wx';
  let fd: number;
  try {
    fd = openSync(path, flags, TOKEN_FILE_MODE);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      const raced = readToken(path);
      if (raced !== undefined) return raced;
    }
    throw err;
  }
  try {
    writeSync(fd, `${token}\n`);
  } finally {
    closeSync(fd);
  }
  tightenMode(path);
  return token;
}

/** The address to open the chat page with the token in its fragment (fragments never reach the server). */
export function chatPageUrl(host: string, port: number, token: string): string {
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${shownHost}:${port}/#token=${token}`;
}

function readToken(path: string): string | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  return TOKEN_SHAPE.test(text) ? text : undefined;
}

function fileExists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

function tightenMode(path: string): void {
  if ((statSync(path).mode & 0o777) !== TOKEN_FILE_MODE) chmodSync(path, TOKEN_FILE_MODE);
}
