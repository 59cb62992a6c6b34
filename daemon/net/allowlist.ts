/**
 * The admin allowlist: the only way a page read may reach a private address (a LAN wiki, say). It comes from the
 * config file, is parsed once when the fetcher is built and never changes; nothing a page, a search result or a
 * question says can add to it.
 *
 * Entry formats (exact, case-insensitive for names):
 *   wiki.lan              the name wiki.lan, any port; it may resolve to private addresses
 *   wiki.lan:8080         the name wiki.lan, port 8080 only
 *   192.168.1.20          that address, any port (whatever name resolved to it)
 *   192.168.1.20:8080     that address, port 8080 only
 *   192.168.1.0/24        any address in the range, any port
 *   fd00::5  [fd00::5]  [fd00::5]:8080  fd00::/8   the same for IPv6
 *
 * A name entry matches the name exactly, not its subdomains. Addresses must be written as dotted quads or plain
 * IPv6 text. The unspecified address, multicast and broadcast are never reachable, allowlisted or not: no web
 * server lives there, and 0.0.0.0 would reach this machine.
 */
import { classifyAddress, inCidr, type AddressInfo } from './address.js';
import { HearthError } from '../errors.js';

export type AllowEntry =
  | { kind: 'name'; name: string; port?: number }
  | { kind: 'range'; family: 4 | 6; base: bigint; prefix: number; port?: number };

const NEVER_REACHABLE: ReadonlySet<AddressInfo['range']> = new Set(['unspecified', 'multicast', 'broadcast']);

const NAME_RE = /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)(\.[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?)*$/;
const DOTTED_QUAD_RE = /^\d{1,3}(\.\d{1,3}){3}$/;

function invalid(index: number, why: string): Error {
  // The entry itself is not echoed: it names a host, and errors may reach logs.
  return new HearthError('HEARTH_NET_ALLOWLIST_INVALID', `allowPrivate entry #${index + 1} is invalid: ${why}`);
}

function parsePort(text: string, index: number): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) < 1 || Number(text) > 65535) throw invalid(index, 'bad port');
  return Number(text);
}

function parseAddress(text: string, index: number): AddressInfo {
  const isV4 = DOTTED_QUAD_RE.test(text);
  const info = isV4 || text.includes(':') ? classifyAddress(text) : undefined;
  if (!info) throw invalid(index, 'not an address');
  return info;
}

/** Parses the configured entries; throws (code HEARTH_NET_ALLOWLIST_INVALID) on the first malformed one. */
export function parseAllowlist(entries: readonly string[]): AllowEntry[] {
  return entries.map((raw, index) => {
    const text = raw.trim().toLowerCase();
    if (text === '') throw invalid(index, 'empty');
    if (text.includes('/')) {
      const [addr = '', prefixText = ''] = text.split('/');
      const info = parseAddress(addr, index);
      const max = info.family === 4 ? 32 : 128;
      if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) throw invalid(index, 'bad prefix length');
      return { kind: 'range', family: info.family, base: info.value, prefix: Number(prefixText) };
    }
    const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(text);
    if (bracketed) {
      const info = parseAddress(bracketed[1]!, index);
      const entry: AllowEntry = { kind: 'range', family: info.family, base: info.value, prefix: 128 };
      if (bracketed[2] !== undefined) entry.port = parsePort(bracketed[2], index);
      return entry;
    }
    if ((text.match(/:/g) ?? []).length > 1) {
      const info = parseAddress(text, index);
      return { kind: 'range', family: info.family, base: info.value, prefix: 128 };
    }
    const [host = '', portText] = text.split(':');
    const port = portText === undefined ? undefined : parsePort(portText, index);
    const withPort = <T extends AllowEntry>(e: T): T => (port === undefined ? e : { ...e, port });
    if (DOTTED_QUAD_RE.test(host)) {
      const info = parseAddress(host, index);
      return withPort({ kind: 'range', family: 4, base: info.value, prefix: 32 });
    }
    // Purely numeric or hex "names" would be read as IPv4 by URL parsing; make the admin write a dotted quad.
    if (/^[0-9.]+$/.test(host) || /^0x/.test(host) || !NAME_RE.test(host.replace(/\.$/, ''))) throw invalid(index, 'not a host name');
    return withPort({ kind: 'name', name: host.replace(/\.$/, '') });
  });
}

/**
 * Whether the allowlist lets a request for `hostname:port` reach `address` (which is not public).
 * `hostname` is the URL's host name (lower case, no trailing dot), `port` the effective port.
 */
export function allowlistAdmits(list: readonly AllowEntry[], hostname: string, port: number, address: AddressInfo): boolean {
  if (NEVER_REACHABLE.has(address.range)) return false;
  // ::ffff:10.0.0.5 reaches 10.0.0.5, so IPv4 entries match the mapped form too.
  const mappedV4 = address.via === 'ipv4Mapped' && address.embedded ? classifyAddress(address.embedded) : undefined;
  return list.some((entry) => {
    if (entry.port !== undefined && entry.port !== port) return false;
    if (entry.kind === 'name') return entry.name === hostname;
    if (entry.family === address.family && inCidr(address.value, entry.family, entry.base, entry.prefix)) return true;
    return mappedV4 !== undefined && entry.family === 4 && inCidr(mappedV4.value, 4, entry.base, entry.prefix);
  });
}
