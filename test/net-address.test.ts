import { describe, expect, it } from 'vitest';
import { classifyAddress, parseIPv4, type AddressRange } from '../daemon/net/address.js';
import { allowlistAdmits, parseAllowlist } from '../daemon/net/allowlist.js';
import { checkAnswer, checkUrl, type Target } from '../daemon/net/target.js';

describe('classifyAddress: IPv4 ranges', () => {
  const table: [string, AddressRange][] = [
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['1.1.1.1', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'reserved'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'sharedAddressSpace'],
    ['100.127.255.254', 'sharedAddressSpace'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['169.254.0.1', 'linkLocal'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['172.15.255.255', 'public'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.7', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmark'],
    ['198.19.255.255', 'benchmark'],
    ['198.20.0.1', 'public'],
    ['198.51.100.3', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ];
  it.each(table)('%s is %s', (text, range) => {
    expect(classifyAddress(text)?.range).toBe(range);
  });
});

describe('classifyAddress: IPv4 notations are normalised', () => {
  const table: [string, string][] = [
    ['0x7f.1', '127.0.0.1'],
    ['2130706433', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['0177.0.0.01', '127.0.0.1'],
    ['10.1', '10.0.0.1'],
    ['169.254.43518', '169.254.169.254'],
    ['0', '0.0.0.0'],
    ['127.0.0.1.', '127.0.0.1'],
  ];
  it.each(table)('%s reads as %s', (text, canonical) => {
    expect(classifyAddress(text)?.canonical).toBe(canonical);
  });

  it('rejects text that is not IPv4', () => {
    for (const bad of ['1.2.3.4.5', '256.1.1.1', '0x100000000', '08.1.1.1', 'example.com', '', '1..2']) {
      expect(parseIPv4(bad), bad).toBeUndefined();
    }
  });
});

describe('classifyAddress: IPv6 and IPv4-carrying forms', () => {
  const table: [string, AddressRange, string?][] = [
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456:789a::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fec0::1', 'siteLocal'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:2::1', 'benchmark'],
    ['2001:20::1', 'reserved'],
    ['100::1', 'reserved'],
    ['64:ff9b:1::a00:1', 'reserved'],
    ['4000::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback', 'ipv4Mapped'],
    ['::ffff:7f00:1', 'loopback', 'ipv4Mapped'],
    ['[::ffff:7f00:1]', 'loopback', 'ipv4Mapped'],
    ['::ffff:a9fe:a9fe', 'linkLocal', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'public', 'ipv4Mapped'],
    ['::ffff:0:7f00:1', 'loopback', 'ipv4Translated'],
    ['::127.0.0.1', 'loopback', 'ipv4Compatible'],
    ['::7f00:1', 'loopback', 'ipv4Compatible'],
    ['::a00:1', 'private', 'ipv4Compatible'],
    ['::808:808', 'reserved', 'ipv4Compatible'],
    ['64:ff9b::7f00:1', 'loopback', 'nat64'],
    ['64:ff9b::192.168.0.1', 'private', 'nat64'],
    ['64:ff9b::808:808', 'public', 'nat64'],
    ['2002:7f00:1::', 'loopback', '6to4'],
    ['2002:a9fe:a9fe::1', 'linkLocal', '6to4'],
    ['2002:c0a8:101::', 'private', '6to4'],
    ['2002:808:808::1', 'public', '6to4'],
    // Teredo: server 65.54.227.120 (public), client 127.0.0.1 stored bit-inverted as 80ff:fffe.
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback', 'teredo'],
    // Client 10.0.0.1 inverted is f5ff:fffe.
    ['2001::4136:e378:8000:63bf:f5ff:fffe', 'private', 'teredo'],
    // Server 192.168.0.1 (c0a8:0001), client public 8.8.8.8 (inverted f7f7:f7f7).
    ['2001:0:c0a8:1::f7f7:f7f7', 'private', 'teredo'],
    // Both public: server 65.54.227.120, client 8.8.8.8.
    ['2001:0:4136:e378:8000:63bf:f7f7:f7f7', 'public', 'teredo'],
  ];
  it.each(table)('%s is %s', (text, range, via) => {
    const info = classifyAddress(text);
    expect(info?.range).toBe(range);
    expect(info?.via).toBe(via);
  });

  it('reports the IPv4 address a Teredo address hides', () => {
    expect(classifyAddress('2001:0:4136:e378:8000:63bf:80ff:fffe')?.embedded).toBe('127.0.0.1');
  });

  it('formats IPv6 canonically', () => {
    expect(classifyAddress('2001:0DB8:0000:0000:0000:0000:0000:0001')?.canonical).toBe('2001:db8::1');
    expect(classifyAddress('::ffff:127.0.0.1')?.canonical).toBe('::ffff:7f00:1');
  });

  it('rejects malformed IPv6', () => {
    for (const bad of ['1::2::3', '12345::1', '1:2:3:4:5:6:7:8:9', '1.2.3.4::', 'g::1', ':::', '1:2:3:4:5:6:7']) {
      expect(classifyAddress(bad), bad).toBeUndefined();
    }
  });
});

describe('URL parsing normalises every IPv4 notation before the check', () => {
  const table: [string, string][] = [
    ['http://0x7f.1/', '127.0.0.1'],
    ['http://2130706433/', '127.0.0.1'],
    ['http://017700000001/', '127.0.0.1'],
    ['http://127.1/', '127.0.0.1'],
    ['http://0.0.0.0/', '0.0.0.0'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1'],
    ['http://[::ffff:7f00:1]/', '::ffff:7f00:1'],
    ['http://[64:ff9b::7f00:1]/', '64:ff9b::7f00:1'],
    ['http://[2002:7f00:1::]/', '2002:7f00:1::'],
    ['https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ];
  it.each(table)('%s is a literal %s that is refused', (url, canonical) => {
    const check = checkUrl(url);
    if (!check.ok) throw new Error('expected a parsed target');
    expect(check.target.literal?.canonical).toBe(canonical);
    const answer = checkAnswer(check.target, [{ address: check.target.literal!.canonical, family: check.target.literal!.family }], []);
    expect(answer).toEqual({ ok: false, reason: 'blocked' });
  });

  it('refuses other schemes and credentials', () => {
    expect(checkUrl('ftp://example.com/')).toEqual({ ok: false, reason: 'blocked' });
    expect(checkUrl('file:///etc/passwd')).toEqual({ ok: false, reason: 'blocked' });
    expect(checkUrl('javascript:alert(1)')).toEqual({ ok: false, reason: 'blocked' });
    expect(checkUrl('http://user:pw@example.com/')).toEqual({ ok: false, reason: 'blocked' });
    expect(checkUrl('http://user@example.com/')).toEqual({ ok: false, reason: 'blocked' });
    expect(checkUrl('not a url')).toEqual({ ok: false, reason: 'failed' });
  });

  it('keys the breaker by host name and non-default port', () => {
    const a = checkUrl('https://Example.COM./a');
    const b = checkUrl('http://example.com:8080/b');
    expect(a.ok && a.target.hostKey).toBe('example.com');
    expect(b.ok && b.target.hostKey).toBe('example.com:8080');
  });
});

describe('checkAnswer: the whole DNS answer must pass', () => {
  const target = (url: string): Target => {
    const c = checkUrl(url);
    if (!c.ok) throw new Error('bad test url');
    return c.target;
  };
  it('pins the first address of an all-public answer', () => {
    const r = checkAnswer(target('https://example.com/'), [{ address: '93.184.216.34', family: 4 }, { address: '2606:2800:220:1::1', family: 6 }], []);
    expect(r).toEqual({ ok: true, address: '93.184.216.34', family: 4 });
  });
  it('refuses a mixed answer (one public, one private)', () => {
    const r = checkAnswer(target('https://example.com/'), [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.1', family: 4 }], []);
    expect(r).toEqual({ ok: false, reason: 'blocked' });
  });
  it('refuses an answer with a mapped loopback hidden in it', () => {
    const r = checkAnswer(target('https://example.com/'), [{ address: '2606:2800:220:1::1', family: 6 }, { address: '::ffff:127.0.0.1', family: 6 }], []);
    expect(r).toEqual({ ok: false, reason: 'blocked' });
  });
  it('refuses an unparseable answer and fails an empty one', () => {
    expect(checkAnswer(target('https://example.com/'), [{ address: 'localhost', family: 4 }], [])).toEqual({ ok: false, reason: 'blocked' });
    expect(checkAnswer(target('https://example.com/'), [], [])).toEqual({ ok: false, reason: 'failed' });
  });
  it('lets an allowlisted name reach a private address', () => {
    const allow = parseAllowlist(['wiki.lan']);
    expect(checkAnswer(target('http://wiki.lan/x'), [{ address: '192.168.1.20', family: 4 }], allow).ok).toBe(true);
    expect(checkAnswer(target('http://other.lan/x'), [{ address: '192.168.1.20', family: 4 }], allow).ok).toBe(false);
  });
});

describe('allowlist', () => {
  const info = (a: string) => classifyAddress(a)!;
  it('parses every documented form', () => {
    expect(parseAllowlist(['wiki.lan', 'Wiki.LAN:8080', '192.168.1.20', '192.168.1.20:8080', '192.168.0.0/16', 'fd00::5', '[fd00::5]', '[fd00::5]:8080', 'fd00::/8']))
      .toHaveLength(9);
  });
  it('rejects malformed entries with a stable code and without echoing them', () => {
    for (const bad of ['', 'wiki.lan:0', 'wiki.lan:99999', '10.0.0.0/33', '0x7f.1', '2130706433', 'a b', 'http://wiki.lan', '300.1.1.1']) {
      let error: unknown;
      try {
        parseAllowlist([bad]);
      } catch (e) {
        error = e;
      }
      expect((error as { code?: string })?.code, bad).toBe('HEARTH_NET_ALLOWLIST_INVALID');
      if (bad !== '') expect((error as Error).message).not.toContain(bad);
    }
  });
  it('matches names exactly, ports when given, and ranges by address', () => {
    const list = parseAllowlist(['wiki.lan:8080', '10.0.0.0/8', '127.0.0.1:9000', '[fd00::5]']);
    expect(allowlistAdmits(list, 'wiki.lan', 8080, info('192.168.1.1'))).toBe(true);
    expect(allowlistAdmits(list, 'wiki.lan', 80, info('192.168.1.1'))).toBe(false);
    expect(allowlistAdmits(list, 'evil.wiki.lan', 8080, info('192.168.1.1'))).toBe(false);
    expect(allowlistAdmits(list, 'anything', 443, info('10.9.9.9'))).toBe(true);
    expect(allowlistAdmits(list, 'anything', 443, info('::ffff:10.9.9.9'))).toBe(true);
    expect(allowlistAdmits(list, '127.0.0.1', 9000, info('127.0.0.1'))).toBe(true);
    expect(allowlistAdmits(list, '127.0.0.1', 9001, info('127.0.0.1'))).toBe(false);
    expect(allowlistAdmits(list, 'x', 80, info('fd00::5'))).toBe(true);
    expect(allowlistAdmits(list, 'x', 80, info('fd00::6'))).toBe(false);
  });
  it('never admits the unspecified address, multicast or broadcast', () => {
    const list = parseAllowlist(['0.0.0.0/0', '::/0', 'wiki.lan']);
    expect(allowlistAdmits(list, 'wiki.lan', 80, info('0.0.0.0'))).toBe(false);
    expect(allowlistAdmits(list, 'wiki.lan', 80, info('224.0.0.1'))).toBe(false);
    expect(allowlistAdmits(list, 'wiki.lan', 80, info('255.255.255.255'))).toBe(false);
    expect(allowlistAdmits(list, 'wiki.lan', 80, info('::'))).toBe(false);
  });
});
