/**
 * IP address parsing and classification: the pure heart of the SSRF guard. No I/O, no DNS.
 *
 * `classifyAddress('10.1.2.3')` says which special-purpose range (IANA registries for IPv4 and IPv6) an address
 * falls in, or 'public'. IPv6 forms that carry an IPv4 address inside them (IPv4-mapped `::ffff:a.b.c.d`,
 * IPv4-compatible `::a.b.c.d`, SIIT `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d`, 6to4 `2002:AABB:CCDD::`, Teredo
 * `2001:0:…` with its bit-inverted client address) are unwrapped and judged by the IPv4 address they reach, so
 * `[::ffff:127.0.0.1]` is loopback, not "some IPv6 address".
 *
 * IPv4 text is parsed the way `inet_aton` and the WHATWG URL parser do (`0x7f.1`, `2130706433`, `017700000001`,
 * `127.1` are all 127.0.0.1). URL parsing already normalises http(s) hosts this way; doing it again here means a
 * resolver answer or an allowlist check can never see an un-normalised form.
 */

export type AddressRange =
  | 'public'
  | 'unspecified' // 0.0.0.0, :: (connecting to it reaches this machine on Linux)
  | 'loopback' // 127/8, ::1
  | 'private' // RFC 1918: 10/8, 172.16/12, 192.168/16
  | 'uniqueLocal' // fc00::/7, the IPv6 private range
  | 'siteLocal' // fec0::/10, deprecated IPv6 private range
  | 'linkLocal' // 169.254/16 (cloud metadata at 169.254.169.254), fe80::/10
  | 'sharedAddressSpace' // 100.64/10, carrier-grade NAT
  | 'multicast' // 224/4, ff00::/8
  | 'broadcast' // 255.255.255.255
  | 'benchmark' // 198.18/15, 2001:2::/48
  | 'documentation' // 192.0.2/24, 198.51.100/24, 203.0.113/24, 2001:db8::/32, 3fff::/20
  | 'reserved'; // everything else that is not global unicast

/** How an IPv6 address wraps the IPv4 address it was judged by. */
type Embedding = 'ipv4Mapped' | 'ipv4Compatible' | 'ipv4Translated' | 'nat64' | '6to4' | 'teredo';

export interface AddressInfo {
  family: 4 | 6;
  /** Canonical text (dotted quad, or RFC 5952 IPv6), safe to hand to net.connect. */
  canonical: string;
  /** The address as a number: 32 bits for IPv4, 128 for IPv6. */
  value: bigint;
  range: AddressRange;
  /** Set when an IPv6 address was judged by an IPv4 address inside it. */
  via?: Embedding;
  /** The embedded IPv4 address that decided `range` (for Teredo, the first non-public of server and client). */
  embedded?: string;
}

interface RangeRow {
  base: bigint;
  prefix: number;
  range: AddressRange;
}

function v4(text: string, prefix: number, range: AddressRange): RangeRow {
  return { base: parseIPv4(text)!, prefix, range };
}
function v6(text: string, prefix: number, range: AddressRange): RangeRow {
  return { base: parseIPv6(text)!, prefix, range };
}

/** IPv4 special-purpose ranges, most specific first (the first match wins). */
const IPV4_TABLE: readonly RangeRow[] = [
  v4('0.0.0.0', 32, 'unspecified'),
  v4('0.0.0.0', 8, 'reserved'), // "this network"
  v4('10.0.0.0', 8, 'private'),
  v4('100.64.0.0', 10, 'sharedAddressSpace'),
  v4('127.0.0.0', 8, 'loopback'),
  v4('169.254.0.0', 16, 'linkLocal'),
  v4('172.16.0.0', 12, 'private'),
  v4('192.0.0.0', 24, 'reserved'), // IETF protocol assignments
  v4('192.0.2.0', 24, 'documentation'),
  v4('192.88.99.0', 24, 'reserved'), // deprecated 6to4 relay anycast
  v4('192.168.0.0', 16, 'private'),
  v4('198.18.0.0', 15, 'benchmark'),
  v4('198.51.100.0', 24, 'documentation'),
  v4('203.0.113.0', 24, 'documentation'),
  v4('224.0.0.0', 4, 'multicast'),
  v4('255.255.255.255', 32, 'broadcast'),
  v4('240.0.0.0', 4, 'reserved'),
];

/** IPv6 ranges that are judged as they are (the IPv4-carrying prefixes are handled before this table). */
const IPV6_TABLE: readonly RangeRow[] = [
  v6('::', 128, 'unspecified'),
  v6('::1', 128, 'loopback'),
  v6('64:ff9b:1::', 48, 'reserved'), // local-use NAT64 (RFC 8215): translates into the local network
  v6('100::', 64, 'reserved'), // discard-only
  v6('2001:2::', 48, 'benchmark'),
  v6('2001:db8::', 32, 'documentation'),
  v6('2001::', 23, 'reserved'), // IETF protocol assignments (ORCHID and friends); Teredo is unwrapped earlier
  v6('3fff::', 20, 'documentation'),
  v6('5f00::', 16, 'reserved'), // SRv6 SIDs
  v6('fc00::', 7, 'uniqueLocal'),
  v6('fe80::', 10, 'linkLocal'),
  v6('fec0::', 10, 'siteLocal'),
  v6('ff00::', 8, 'multicast'),
];

const GLOBAL_UNICAST_V6 = v6('2000::', 3, 'public');

function inPrefix(value: bigint, bits: number, base: bigint, prefix: number): boolean {
  const shift = BigInt(bits - prefix);
  return value >> shift === base >> shift;
}

/** True when `value` (of `family`) lies in base/prefix. Exported for the allowlist's CIDR entries. */
export function inCidr(value: bigint, family: 4 | 6, base: bigint, prefix: number): boolean {
  return inPrefix(value, family === 4 ? 32 : 128, base, prefix);
}

/**
 * Parses IPv4 text the way inet_aton and WHATWG URL do: 1 to 4 dot-separated parts, each decimal, 0x-hex or
 * 0-prefixed octal, the last part filling the remaining bytes (`127.1`, `2130706433`). A single trailing dot is
 * allowed. Returns the 32-bit value or undefined.
 */
export function parseIPv4(text: string): bigint | undefined {
  let parts = text.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts = parts.slice(0, -1);
  if (parts.length < 1 || parts.length > 4) return undefined;
  const nums: number[] = [];
  for (const part of parts) {
    let n: number;
    if (/^0[xX][0-9a-fA-F]*$/.test(part)) n = part.length === 2 ? 0 : parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) n = parseInt(part.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) n = Number(part);
    else return undefined;
    if (!Number.isSafeInteger(n)) return undefined;
    nums.push(n);
  }
  const last = nums.pop()!;
  for (const n of nums) if (n > 255) return undefined;
  if (last >= 256 ** (4 - nums.length)) return undefined;
  let value = BigInt(last);
  nums.forEach((n, i) => {
    value += BigInt(n) << BigInt(8 * (3 - i));
  });
  return value;
}

/** Strict dotted quad (what a config file or an embedded IPv6 tail must use). */
function parseDottedQuad(text: string): bigint | undefined {
  return /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(text) ? parseIPv4(text) : undefined;
}

/**
 * Parses IPv6 text (brackets and a zone id are stripped; a dotted IPv4 tail is allowed). Returns the 128-bit
 * value or undefined.
 */
export function parseIPv6(text: string): bigint | undefined {
  let s = text;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(':')) return undefined;
  const halves = s.split('::');
  if (halves.length > 2) return undefined;
  const toGroups = (half: string): number[] | undefined => {
    if (half === '') return [];
    const out: number[] = [];
    const pieces = half.split(':');
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i]!;
      if (i === pieces.length - 1 && p.includes('.')) {
        const quad = parseDottedQuad(p);
        if (quad === undefined) return undefined;
        out.push(Number(quad >> 16n), Number(quad & 0xffffn));
      } else if (/^[0-9a-fA-F]{1,4}$/.test(p)) out.push(parseInt(p, 16));
      else return undefined;
    }
    return out;
  };
  const head = toGroups(halves[0]!);
  const tail = halves.length === 2 ? toGroups(halves[1]!) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 2 && halves[0]!.includes('.')) return undefined; // a dotted tail must come last
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...new Array<number>(halves.length === 2 ? missing : 0).fill(0), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n);
}

function formatIPv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 0xffn)).join('.');
}

/** RFC 5952 text: lower case, the longest run (2+) of zero groups shortened to `::`. */
function formatIPv6(value: bigint): string {
  const groups: number[] = [];
  for (let i = 7; i >= 0; i--) groups.push(Number((value >> BigInt(16 * i)) & 0xffffn));
  let bestStart = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLen) {
      bestStart = i;
      bestLen = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLen).join(':')}`;
}

function classifyV4Value(value: bigint): AddressRange {
  for (const row of IPV4_TABLE) if (inPrefix(value, 32, row.base, row.prefix)) return row.range;
  return 'public';
}

/** The IPv4 address an IPv6 address carries, and how, or undefined when it carries none. */
function unwrap(value: bigint): { via: Embedding; v4s: bigint[] } | undefined {
  const low32 = value & 0xffffffffn;
  if (value >> 32n === 0xffffn) return { via: 'ipv4Mapped', v4s: [low32] };
  if (value >> 32n === 0xffff0000n) return { via: 'ipv4Translated', v4s: [low32] };
  // ::/96 minus :: and ::1, which the table names precisely.
  if (value >> 32n === 0n && value > 1n) return { via: 'ipv4Compatible', v4s: [low32] };
  if (value >> 32n === parseIPv6('64:ff9b::')! >> 32n) return { via: 'nat64', v4s: [low32] };
  if (value >> 112n === 0x2002n) return { via: '6to4', v4s: [(value >> 80n) & 0xffffffffn] };
  if (value >> 96n === 0x20010000n) {
    // Teredo: 2001:0000:<server v4>:<flags>:<port ^ 0xffff>:<client v4 ^ 0xffffffff>
    return { via: 'teredo', v4s: [(value >> 64n) & 0xffffffffn, low32 ^ 0xffffffffn] };
  }
  return undefined;
}

function classifyV6Value(value: bigint): Pick<AddressInfo, 'range' | 'via' | 'embedded'> {
  const wrapped = unwrap(value);
  if (wrapped) {
    for (const inner of wrapped.v4s) {
      const range = classifyV4Value(inner);
      if (range !== 'public') return { range, via: wrapped.via, embedded: formatIPv4(inner) };
    }
    // Deprecated or translation-only forms are not reachable on the Internet even with a public IPv4 inside.
    const deadForm = wrapped.via === 'ipv4Compatible' || wrapped.via === 'ipv4Translated';
    return { range: deadForm ? 'reserved' : 'public', via: wrapped.via, embedded: formatIPv4(wrapped.v4s[0]!) };
  }
  for (const row of IPV6_TABLE) if (inPrefix(value, 128, row.base, row.prefix)) return { range: row.range };
  if (inPrefix(value, 128, GLOBAL_UNICAST_V6.base, GLOBAL_UNICAST_V6.prefix)) return { range: 'public' };
  return { range: 'reserved' };
}

/**
 * Classifies an IP address given as text (any IPv4 notation, IPv6 with or without brackets). Returns undefined
 * for text that is not an IP address; callers treat that as blocked.
 */
export function classifyAddress(text: string): AddressInfo | undefined {
  const trimmed = text.trim();
  if (trimmed.includes(':')) {
    const value = parseIPv6(trimmed);
    if (value === undefined) return undefined;
    return { family: 6, canonical: formatIPv6(value), value, ...classifyV6Value(value) };
  }
  const value = parseIPv4(trimmed);
  if (value === undefined) return undefined;
  return { family: 4, canonical: formatIPv4(value), value, range: classifyV4Value(value) };
}
