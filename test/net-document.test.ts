import { describe, expect, it } from 'vitest';
import {
  declaredCharsetInDocument,
  declaredType,
  decodeDocument,
  parseContentType,
  sniffDocument,
} from '../daemon/net/document.js';
import { encodeAs } from './helpers/page-server.js';

const RUSSIAN = 'Москва - столица России, крупнейший по численности населения город страны.';
const JAPANESE = '猫は一日に十四時間眠ると言われています。';

describe('charset: header, then the document, then UTF-8', () => {
  it('reads windows-1251 declared only in a meta tag', () => {
    const html = Buffer.concat([
      Buffer.from('<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head><body><p>'),
      encodeAs(RUSSIAN, 'windows-1251'),
      Buffer.from('</p></body></html>'),
    ]);
    const r = decodeDocument(html, undefined, false);
    expect(r).toMatchObject({ ok: true, charset: 'windows-1251' });
    expect(r.ok && r.text).toContain(RUSSIAN);
  });

  it.each([
    ['koi8-r', RUSSIAN],
    ['shift_jis', JAPANESE],
    ['euc-jp', JAPANESE],
    ['gbk', '北京是中华人民共和国的首都。'],
    ['iso-8859-2', 'Łódź jest trzecim co do wielkości miastem w Polsce. Žluťoučký kůň.'],
    ['iso-8859-15', 'Le cœur de l’été coûte 5 € à Noël.'.replace('’', "'")],
    ['windows-1252', 'Über die Straße gehen Müller und Björk.'],
  ])('reads %s from <meta charset>', (charset, text) => {
    const html = Buffer.concat([Buffer.from(`<!doctype html><meta charset="${charset}"><title>t</title><p>`), encodeAs(text, charset)]);
    const r = decodeDocument(html, undefined, false);
    expect(r.ok && r.charset).toBe(charset);
    expect(r.ok && r.text).toContain(text);
  });

  it('lets the header charset win over the meta tag', () => {
    const html = Buffer.concat([Buffer.from('<meta charset="utf-8"><p>'), encodeAs(RUSSIAN, 'koi8-r')]);
    const r = decodeDocument(html, 'KOI8-R', false);
    expect(r.ok && r.charset).toBe('koi8-r');
    expect(r.ok && r.text).toContain(RUSSIAN);
  });

  it('falls back to the meta tag when a UTF-8 header is contradicted by the bytes', () => {
    const html = Buffer.concat([Buffer.from('<meta charset="shift_jis"><p>'), encodeAs(JAPANESE, 'shift_jis')]);
    const r = decodeDocument(html, 'utf-8', false);
    expect(r.ok && r.charset).toBe('shift_jis');
    expect(r.ok && r.text).toContain(JAPANESE);
  });

  it('reads the XML declaration of an XHTML page', () => {
    const xhtml = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="windows-1251"?><html xmlns="http://www.w3.org/1999/xhtml"><p>'), encodeAs(RUSSIAN, 'windows-1251')]);
    expect(declaredCharsetInDocument(xhtml)).toBe('windows-1251');
  });

  it('ignores a meta tag inside a comment and one past the scan window', () => {
    expect(declaredCharsetInDocument(Buffer.from('<!-- <meta charset="koi8-r"> --><p>x'))).toBeUndefined();
    expect(declaredCharsetInDocument(Buffer.from(`${' '.repeat(5000)}<meta charset="koi8-r">`))).toBeUndefined();
  });

  it('defaults to UTF-8 and strips the BOM', () => {
    const r = decodeDocument(Buffer.from(`\uFEFF<p>${JAPANESE}`), undefined, false);
    expect(r).toEqual({ ok: true, charset: 'utf-8', text: `<p>${JAPANESE}` });
  });

  it('refuses undeclared non-UTF-8 bytes instead of passing mojibake on', () => {
    const r = decodeDocument(Buffer.concat([Buffer.from('<p>'), encodeAs(JAPANESE.repeat(5), 'shift_jis')]), undefined, false);
    expect(r).toEqual({ ok: false });
  });

  it('drops a multi-byte character cut in half by a cap', () => {
    // 0xd0 is the first byte of a two-byte Cyrillic letter whose second byte was cut off.
    const r = decodeDocument(Buffer.concat([Buffer.from('<p>абв'), Buffer.from([0xd0])]), undefined, true);
    expect(r).toEqual({ ok: true, charset: 'utf-8', text: '<p>абв' });
  });

  it('removes a few stray replacement characters from an otherwise clean page', () => {
    const r = decodeDocument(Buffer.concat([Buffer.from(`<p>${RUSSIAN.repeat(3)}`), Buffer.from([0xff]), Buffer.from('.')]), undefined, false);
    expect(r.ok && r.text).toBe(`<p>${RUSSIAN.repeat(3)}.`);
  });
});

describe('document type by header and by sniffing', () => {
  it('parses Content-Type', () => {
    expect(parseContentType('Text/HTML; Charset="Windows-1251"')).toEqual({ mediaType: 'text/html', charset: 'Windows-1251' });
    expect(parseContentType(undefined)).toEqual({ mediaType: '' });
  });

  it.each([
    ['text/html', 'html'],
    ['application/xhtml+xml', 'xhtml'],
    ['text/plain', 'text'],
    ['', 'sniff'],
    ['application/octet-stream', 'sniff'],
    ['image/png', 'refuse'],
    ['application/pdf', 'refuse'],
    ['application/json', 'refuse'],
    ['video/mp4', 'refuse'],
  ])('%s -> %s', (type, expected) => {
    expect(declaredType(type)).toBe(expected);
  });

  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  it.each([
    ['<!DOCTYPE html><html>', 'sniff', 'html'],
    ['  \n<html lang="ru">', 'sniff', 'html'],
    ['<p>hello', 'sniff', 'html'],
    ['<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml">', 'sniff', 'xhtml'],
    ['<?xml version="1.0"?><rss>', 'sniff', undefined],
    ['Plain words in a file.', 'sniff', 'text'],
    ['%PDF-1.7\n', 'sniff', undefined],
    ['%PDF-1.7\n', 'html', undefined],
    ['<html>', 'html', 'html'],
    ['text with a \u0001 control byte', 'text', undefined],
    ['text with a \u0001 control byte', 'sniff', undefined],
  ] as const)('%j declared %s sniffs as %s', (head, declared, expected) => {
    expect(sniffDocument(Buffer.from(head, 'latin1'), declared)).toBe(expected);
  });

  it('refuses a PNG whatever the header says', () => {
    expect(sniffDocument(png, 'html')).toBeUndefined();
    expect(sniffDocument(png, 'sniff')).toBeUndefined();
  });
});
