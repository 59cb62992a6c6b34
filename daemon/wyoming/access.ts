/**
 * Who may talk to Hearth's Wyoming server. Pure: the server hands in the peer address and the events.
 *
 * The Wyoming protocol has no authentication (Home Assistant connects and sends `describe`), so the first
 * line of defence is an allowlist of client addresses and ranges, by default only this machine. A client
 * elsewhere may instead prove a shared secret with a first event `{"type":"auth","data":{"secret":"..."}}`
 * (Hearth's own extension; other servers would not know it, so only Hearth-aware clients send it).
 *
 * Why not open to the LAN by default: a `transcript` event runs a full turn, and personal turns answer from
 * the owner's notes. Anyone on the Wi-Fi could read them.
 */
import { classifyAddress, inCidr, parseIPv4, parseIPv6 } from '../net/address.js';
import { tokensEqual } from '../server/guard.js';
import { HearthError } from '../errors.js';

interface AllowRange {
  family: 4 | 6;
  base: bigint;
  prefix: number;
}

/** The event a client not on the allowlist sends first, carrying the shared secret. */
export const AUTH_EVENT = 'auth';

/** Parses `addr` or `addr/prefix` entries (IPv4 dotted quads, IPv6 text). Throws with a stable code. */
export function parseAllowRanges(entries: readonly string[]): AllowRange[] {
  return entries.map((entry, index) => {
    const [addressText = '', prefixText] = entry.trim().split('/');
    const family: 4 | 6 = addressText.includes(':') ? 6 : 4;
    const value = family === 6 ? parseIPv6(addressText.replace(/^\[|\]$/g, '')) : /^\d{1,3}(\.\d{1,3}){3}$/.test(addressText) ? parseIPv4(addressText) : undefined;
    const bits = family === 4 ? 32 : 128;
    const prefix = prefixText === undefined ? bits : /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
    if (value === undefined || !(prefix >= 0 && prefix <= bits)) {
      // The entry is not echoed: it names a host, and this message may reach a log.
      throw new HearthError('HEARTH_WYOMING_ALLOW_INVALID', `config: wyoming_server.allow entry #${index + 1} is not an address or range`);
    }
    return { family, base: value, prefix };
  });
}

/** Whether a peer address (as a socket reports it, IPv4-mapped IPv6 included) is on the allowlist. */
export function addressAllowed(ranges: readonly AllowRange[], remoteAddress: string | undefined): boolean {
  if (remoteAddress === undefined) return false;
  const info = classifyAddress(remoteAddress);
  if (!info) return false;
  const candidates: Array<{ family: 4 | 6; value: bigint }> = [{ family: info.family, value: info.value }];
  // "::ffff:192.168.1.5" is how a dual-stack socket reports an IPv4 peer: judge it by the IPv4 address too.
  if (info.via === 'ipv4Mapped' && info.embedded) {
    const embedded = classifyAddress(info.embedded);
    if (embedded) candidates.push({ family: 4, value: embedded.value });
  }
  return ranges.some((r) => candidates.some((c) => c.family === r.family && inCidr(c.value, c.family, r.base, r.prefix)));
}

export type AccessState = 'open' | 'needsSecret' | 'refused';

/** What a new connection may do before its first event. */
export function initialAccess(ranges: readonly AllowRange[], secret: string, remoteAddress: string | undefined): AccessState {
  if (addressAllowed(ranges, remoteAddress)) return 'open';
  return secret === '' ? 'refused' : 'needsSecret';
}

/** Whether an `auth` event carries the configured secret (constant-time compare). */
export function secretMatches(data: Record<string, unknown>, secret: string): boolean {
  return secret !== '' && typeof data.secret === 'string' && tokensEqual(data.secret, secret);
}
