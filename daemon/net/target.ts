/**
 * Pure policy for one hop of a page read: is this URL one we may request, and may we connect to the addresses
 * its host name resolved to? No I/O here; the fetcher does the DNS lookup and the connect.
 */
import { classifyAddress, type AddressInfo } from './address.js';
import { allowlistAdmits, type AllowEntry } from './allowlist.js';

/** One DNS answer, as `dns.lookup(host, { all: true })` gives it. */
export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A URL that passed the scheme and credential checks, with what the connection needs. */
export interface Target {
  url: URL;
  /** Lower case, brackets stripped for IPv6, no trailing dot. */
  hostname: string;
  port: number;
  /** The literal address when the URL names one instead of a host name. */
  literal?: AddressInfo;
  /** Per-host breaker key: host name plus a non-default port (another port is another server). */
  hostKey: string;
}

type TargetCheck = { ok: true; target: Target } | { ok: false; reason: 'blocked' | 'failed' };

/**
 * Checks a URL (absolute, or relative to `base` for a redirect Location). Refuses, as 'blocked', any scheme but
 * http and https and any URL carrying a user name or password. Unparseable text is 'failed'.
 */
export function checkUrl(text: string, base?: URL): TargetCheck {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'blocked' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'blocked' };
  url.hash = '';
  const bare = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  const hostname = bare.replace(/\.$/, '').toLowerCase();
  if (hostname === '') return { ok: false, reason: 'failed' };
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  // WHATWG URL has already turned 0x7f.1, 2130706433 and friends into dotted quads; classifyAddress would
  // normalise them again if it had not.
  const looksLiteral = url.hostname.startsWith('[') || /^[0-9a-fx.]+$/i.test(hostname);
  const literal = looksLiteral ? classifyAddress(hostname) : undefined;
  const target: Target = { url, hostname, port, hostKey: url.port === '' ? hostname : `${hostname}:${port}` };
  if (literal) target.literal = literal;
  return { ok: true, target };
}

type AnswerCheck = { ok: true; address: string; family: 4 | 6 } | { ok: false; reason: 'blocked' | 'failed' };

/**
 * Judges a whole DNS answer for a target. Every address must be public or admitted by the allowlist; one bad
 * address refuses the whole answer (a name that answers with both a public and a private address is an attack,
 * not a misconfiguration we should route around). Unparseable addresses count as bad. An empty answer is
 * 'failed'. On success returns the address to pin: the first one, as the resolver ordered them.
 */
export function checkAnswer(target: Target, answers: readonly ResolvedAddress[], allow: readonly AllowEntry[]): AnswerCheck {
  if (answers.length === 0) return { ok: false, reason: 'failed' };
  const infos: AddressInfo[] = [];
  for (const answer of answers) {
    const info = classifyAddress(String(answer.address));
    if (!info) return { ok: false, reason: 'blocked' };
    if (info.range !== 'public' && !allowlistAdmits(allow, target.hostname, target.port, info)) {
      return { ok: false, reason: 'blocked' };
    }
    infos.push(info);
  }
  const first = infos[0]!;
  return { ok: true, address: first.canonical, family: first.family };
}
