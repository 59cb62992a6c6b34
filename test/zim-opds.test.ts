/**
 * The catalog parsers and the starter-book policy, on hand-written inputs in the real shapes (the feed as
 * libkiwix writes it is covered end to end in zim-cli.test.ts, against a real kiwix-serve).
 */
import { describe, expect, it } from 'vitest';
import { parseEntry, parseMetalink, parseSha256File, zimFileName, type ZimEntry } from '../daemon/zim/opds.js';
import { pickStarter } from '../daemon/zim/starter.js';

const ENTRY = `<entry>
    <id>urn:uuid:fb118225-922b-35ba-f33b-2e225265095e</id>
    <title>Wikipedia 100</title>
    <updated>2022-10-28T00:00:00Z</updated>
    <summary>Top hundred Wikipedia articles</summary>
    <language>eng</language>
    <name>wikipedia_en_100</name>
    <flavour>mini</flavour>
    <category>wikipedia</category>
    <tags>wikipedia;_category:wikipedia;_pictures:no;_videos:no;_details:no;_ftindex:yes</tags>
    <articleCount>101</articleCount>
    <mediaCount>25</mediaCount>
    <link type="text/html" href="/content/wikipedia_en_100_mini_2022-10" />
    <link rel="http://opds-spec.org/acquisition/open-access" type="application/x-zim" href="https://download.kiwix.org/zim/wikipedia/wikipedia_en_100_mini_2022-10.zim.meta4" length="1992704" />
  </entry>`;

describe('parseEntry', () => {
  it('reads name, flavour, language, counts, size and the download link', () => {
    expect(parseEntry(ENTRY)).toMatchObject({
      name: 'wikipedia_en_100', flavour: 'mini', languages: ['eng'], articleCount: 101, sizeBytes: 1992704,
      fileName: 'wikipedia_en_100_mini_2022-10.zim', updated: '2022-10-28', fullText: true, category: 'wikipedia',
    });
  });

  it('skips an entry without a ZIM acquisition link', () => {
    expect(parseEntry(ENTRY.replace('application/x-zim', 'text/html'))).toBeUndefined();
  });

  it('splits a multilingual book into its languages', () => {
    expect(parseEntry(ENTRY.replace('<language>eng</language>', '<language>eng,fra</language>'))?.languages).toEqual(['eng', 'fra']);
  });
});

describe('zimFileName', () => {
  it.each([
    ['https://download.kiwix.org/zim/wikipedia/wikipedia_ru_all_nopic_2024-05.zim.meta4', 'wikipedia_ru_all_nopic_2024-05.zim'],
    ['https://download.kiwix.org/zim/wikipedia/wikipedia_ru_all_nopic_2024-05.zim', 'wikipedia_ru_all_nopic_2024-05.zim'],
    ['https://example.org/zim/../../etc/passwd', ''],
    ['https://example.org/zim/a%2Fb.zim', ''],
  ])('%s', (url, name) => expect(zimFileName(url)).toBe(name));
});

describe('parseMetalink', () => {
  it('takes the sha-256 among the hashes, the size and the mirrors by priority', () => {
    const xml = `<metalink xmlns="urn:ietf:params:xml:ns:metalink"><file name="a.zim"><size>1234</size>
      <hash type="md5">0123456789abcdef0123456789abcdef</hash>
      <hash type="sha-256">${'AB'.repeat(32)}</hash>
      <url location="de" priority="2">https://b.example/a.zim</url><url location="fr" priority="1">https://a.example/a.zim</url></file></metalink>`;
    expect(parseMetalink(xml)).toEqual({ sha256: 'ab'.repeat(32), size: 1234, urls: ['https://a.example/a.zim', 'https://b.example/a.zim'] });
  });
});

describe('parseSha256File', () => {
  it('reads the hash sha256sum writes before the file name', () => {
    expect(parseSha256File(`${'0f'.repeat(32)}  wikipedia_en_100_mini_2022-10.zim\n`)).toBe('0f'.repeat(32));
  });

  it('refuses text that is not a hash', () => {
    expect(parseSha256File('<html>Not Found</html>')).toBeUndefined();
  });
});

function book(fileName: string, lang: string, flavour: string, sizeBytes: number, articleCount: number): ZimEntry {
  return {
    name: fileName.replace(/_(mini|nopic|maxi)_.*$/u, ''), flavour, title: '', summary: '', languages: [lang], category: 'wikipedia',
    articleCount, mediaCount: 0, sizeBytes, downloadUrl: `https://x/${fileName}.meta4`, fileName, updated: '', fullText: true,
  };
}

describe('pickStarter', () => {
  const catalog = [
    book('wikipedia_en_all_nopic_2024-06.zim', 'eng', 'nopic', 50e9, 6_800_000),
    book('wikipedia_en_all_mini_2024-06.zim', 'eng', 'mini', 11e9, 6_800_000),
    book('wikipedia_en_top_mini_2024-06.zim', 'eng', 'mini', 350e6, 50_000),
    book('wikipedia_en_top_maxi_2024-06.zim', 'eng', 'maxi', 1.5e9, 50_000),
    book('wikipedia_ru_all_nopic_2024-05.zim', 'rus', 'nopic', 30e9, 1_900_000),
    book('wikipedia_ru_top_nopic_2024-05.zim', 'rus', 'nopic', 900e6, 100_000),
  ];
  it.each([
    ['en', 'wikipedia_en_top_mini_2024-06.zim'],
    ['eng', 'wikipedia_en_top_mini_2024-06.zim'],
    ['ru', 'wikipedia_ru_top_nopic_2024-05.zim'],
  ])('for %s suggests %s', (lang, file) => expect(pickStarter(catalog, lang)?.fileName).toBe(file));

  it('suggests the smallest text-only book when none is small', () => {
    expect(pickStarter(catalog.slice(0, 2), 'en')?.fileName).toBe('wikipedia_en_all_mini_2024-06.zim');
  });

  it('suggests nothing for a language without a Wikipedia in the catalog', () => {
    expect(pickStarter(catalog, 'de')).toBeUndefined();
  });
});
