import { describe, expect, test } from 'vitest';
import { withoutMarks } from '../daemon/kiwix/client.js';
import { extractArticle } from '../daemon/kiwix/html.js';
import { parseCatalog, parseCount, parseSearchXml, parseSuggestJson, splitContentPath } from '../daemon/kiwix/parse.js';
import { orderBookGroups, searchOrder } from '../daemon/kiwix/books.js';

describe('kiwix reply parsers', () => {
  test('search XML: raw <b> highlights are stripped and counts lose their thousands separators', () => {
    const xml = `<rss><channel><opensearch:totalResults>12,345</opensearch:totalResults>
      <item><title>We Didn&apos;t &amp; More</title><link>/wiki/A/Jazz_Number_II</link>
      <description><b>Jazz</b> Number II is a 1973 album by Ray Charles...</description>
      <book><title>Book</title></book><wordCount>1,204</wordCount></item></channel></rss>`;
    const page = parseSearchXml(xml);
    expect(page.total).toBe(12345);
    expect(page.hits).toEqual([
      { title: "We Didn't & More", link: '/wiki/A/Jazz_Number_II', snippet: 'Jazz Number II is a 1973 album by Ray Charles' },
    ]);
    expect(parseCount('1 234')).toBe(1234);
  });

  test('suggest JSON: entities are decoded and the "containing" pattern entry is skipped', () => {
    const body = `[{"value" : "We Didn&apos;t See a Thing", "label" : "Doing His &lt;b&gt;Thing&lt;/b&gt;",
      "kind" : "path", "path" : "A/We_Didn&apos;t_See_a_Thing"},
      {"value" : "thing ", "label" : "containing &apos;thing&apos;...", "kind" : "pattern"}]`;
    expect(parseSuggestJson(body)).toEqual([{ title: "We Didn't See a Thing", path: "A/We_Didn't_See_a_Thing" }]);
    expect(parseSuggestJson('not json')).toEqual([]);
  });

  test('a title the ZIM stored escaped is decoded once more ("Blomkool &amp; broccoli slaai")', () => {
    const body = `[{"value" : "Blomkool &amp;amp; broccoli slaai", "label" : "x", "kind" : "path", "path" : "A/Blomkool_&amp;_broccoli_slaai"}]`;
    expect(parseSuggestJson(body)).toEqual([{ title: 'Blomkool & broccoli slaai', path: 'A/Blomkool_&_broccoli_slaai' }]);
    const xml = '<rss><channel><item><title>Blomkool &amp;amp; broccoli slaai</title><link>/b/A/Blomkool_&amp;_broccoli_slaai</link></item></channel></rss>';
    expect(parseSearchXml(xml).hits[0]?.title).toBe('Blomkool & broccoli slaai');
  });

  test('catalog: book routing names come from the content link on libkiwix 11 and 12+', () => {
    const entry = (href: string, lang: string, tags: string): string =>
      `<entry><title>T &amp; T</title><language>${lang}</language><name>meta_name</name><tags>${tags}</tags>
       <link rel="http://opds-spec.org/image/thumbnail" href="/catalog/v2/illustration/x/?size=48" type="image/png"/>
       <link type="text/html" href="${href}" /></entry>`;
    const xml = `<feed>${entry('/wiki_en', 'eng', '_ftindex:yes')}${entry('/content/wiki_ru', 'rus', '_ftindex:no')}</feed>`;
    expect(parseCatalog(xml, '')).toEqual([
      { book: 'wiki_en', title: 'T & T', languages: ['eng'], fullText: true },
      { book: 'wiki_ru', title: 'T & T', languages: ['rus'], fullText: false },
    ]);
  });

  test('content links split into book and path under both URL layouts and a root location', () => {
    expect(splitContentPath('/wiki_en/Ray_Charles.html', '')).toEqual({ book: 'wiki_en', path: 'Ray_Charles.html' });
    expect(splitContentPath('/content/wiki_en/A/Foo%20Bar', '')).toEqual({ book: 'wiki_en', path: 'A/Foo Bar' });
    expect(splitContentPath('/kiwix/content/b/%D0%9F', '/kiwix')).toEqual({ book: 'b', path: 'П' });
  });
});

describe('article extraction', () => {
  test('keeps prose paragraphs and drops tables, references, scripts and URLs', () => {
    const html = `<html><head><title>X</title><script>var a = "<p>no</p>";</script></head><body>
      <table><tr><td><p>Infobox prose that should not be read aloud at all.</p></td></tr></table>
      <p>Ray Charles was an American singer and pianist.<sup>[1]</sup> See https://example.org/x for more.</p>
      <p>Short.</p></body></html>`;
    const a = extractArticle(html);
    expect(a.title).toBe('X');
    expect(a.paragraphs).toEqual(['Ray Charles was an American singer and pianist. See for more.']);
  });

  test('drops a list item that is one dated link out of the wiki: a source listed without a references class', () => {
    const html = `<html><body><p>Крис Хемсворт, 11 шышъхьэ1оу 1983 илъэсым Аустралием къэхъугъ. Ар Аустралие ищыщ зы актёр.</p>
      <ol><li>.<a rel="mw:ExtLink nofollow" href="https://example.com/a" class="external text">Clark, Travis (10 July 2019). "Six actors among the highest-paid celebrities". Business Insider. Retrieved 7 August 2019</a></li></ol>
      </body></html>`;
    expect(extractArticle(html).paragraphs.join(' ')).not.toContain('Clark, Travis');
  });

  test('keeps a dated link with prose after it, letters that lower-case longer ("İ") in the link or not', () => {
    const html = `<html><body><ul><li><a class="external text" href="https://example.com/a">İİİİİİ İstanbul guide (2019)</a> tells the city's history from its founding to the present day.</li></ul>
      </body></html>`;
    expect(extractArticle(html).paragraphs.join(' ')).toContain("tells the city's history");
  });

  test('keeps an undated external link that names something ("Symbian ZIM reader (WikiOnBoard) for mobile phones")', () => {
    const html = `<html><body><p>The ZIM file format is an open file format that stores wiki content for offline usage.</p>
      <ul><li><a rel="nofollow" class="external text" href="http://example.org/w/">Symbian ZIM reader (WikiOnBoard) for mobile phones</a></li></ul>
      </body></html>`;
    expect(extractArticle(html).paragraphs.join(' ')).toContain('WikiOnBoard');
  });

  test('keeps a short superscript as part of its word: an ordinal or an exponent, not a reference mark', () => {
    const html = `<html><head><title>X</title></head><body>
      <p>Depuis le <abbr>1<sup>er</sup></abbr> avril 1998, le comté couvre 181 km<sup>2</sup>.<sup class="reference"><a href="#n1">[1]</a></sup></p>
      </body></html>`;
    expect(extractArticle(html).paragraphs).toEqual(['Depuis le 1er avril 1998, le comté couvre 181 km2.']);
  });

  test('joins a run of short blocks into one paragraph of sentences, labelled by the heading above it', () => {
    // A Wikibooks recipe writes its ingredients as one short <p> each; alone each is too short to keep.
    const html = `<html><body><h2 id="b">Bestanddele:</h2>
      <p>▪ 1 k wit suiker</p>
      <p>▪ ⅓ k suurmelk (amazi)</p>
      <h2>Metode:</h2>
      <p>Verhit oond tot 180°C en bak die brood vir sestig minute.</p></body></html>`;
    expect(extractArticle(html).paragraphs).toEqual([
      'Bestanddele: 1 k wit suiker. ⅓ k suurmelk (amazi).',
      'Verhit oond tot 180°C en bak die brood vir sestig minute.',
    ]);
  });

  test('a longer item of a list of short ones stays in its run, with the short item after it', () => {
    const html = `<html><body><h2>Bestanddele:</h2><ul><li>250 gram meelblom</li><li>4 eiers</li>
      <li>1 pakkie vanieljesuiker of vanieljegeursel</li><li>1 liter melk</li>
      <li>100 gram droë vrugte (pruime; vars pruime of rosyntjies kan ewe goed gebruik word)</li></ul></body></html>`;
    expect(extractArticle(html).paragraphs).toEqual([
      'Bestanddele: 250 gram meelblom. 4 eiers. 1 pakkie vanieljesuiker of vanieljegeursel. 1 liter melk. 100 gram droë vrugte (pruime; vars pruime of rosyntjies kan ewe goed gebruik word).',
    ]);
  });

  test('a bullet of prose is a paragraph of its own, even after short items', () => {
    const prose = 'The airline ordered twelve aircraft in 2004 and took delivery of the first of them three years later, in Seattle.';
    const long = `${prose} ${prose}`;
    const html = `<html><body><ul><li>first item here</li><li>second item here</li><li>${long}</li></ul></body></html>`;
    expect(extractArticle(html).paragraphs).toEqual(['first item here. second item here.', long]);
  });

  test("a list item's minus sign is not taken for a bullet", () => {
    const html = '<html><body><h2>Klimaat</h2><p>- Winter: -40 °C</p><p>-40 °C in Januarie</p></body></html>';
    expect(extractArticle(html).paragraphs).toEqual(['Klimaat: Winter: -40 °C. -40 °C in Januarie.']);
  });

  test('a run of one-word names is navigation, not facts, and is dropped', () => {
    const html = '<html><body><h2>Families</h2><p>▪ Абрэдж</p><p>▪ Ацумыжь</p><p>▪ Бгъанэ</p><p>Кфар Камам 3,000 рагъо цIыф дэс, адыгэ къуаджэу.</p></body></html>';
    expect(extractArticle(html).paragraphs).toEqual(['Кфар Камам 3,000 рагъо цIыф дэс, адыгэ къуаджэу.']);
  });

  test('a short block alone is still dropped: it is a caption or a stub', () => {
    const html = '<html><body><p>Short.</p><p>Ray Charles was an American singer and pianist.</p><li>See also</li></body></html>';
    expect(extractArticle(html).paragraphs).toEqual(['Ray Charles was an American singer and pianist.']);
  });

  test('text between two short blocks ends the run', () => {
    const html = '<html><body><li>Boeing 747</li><div>Other aircraft</div><li>Airbus A380</li></body></html>';
    expect(extractArticle(html).paragraphs).toEqual([]);
  });
});

describe('book order', () => {
  const book = (name: string, lang: string) => ({ book: name, title: name, languages: [lang], fullText: true });

  test("books in the question's language come first", () => {
    const groups = orderBookGroups([book('a', 'eng'), book('b', 'eng'), book('c', 'rus')], 'ru');
    expect(groups.map((g) => g.lang)).toEqual(['ru', 'en']);
  });

  test('a question whose words point first to another language than the one detected searches that language first, as a guess', () => {
    // "the return of sherlock holmes in watter jaar het dit verskyn": detected English by its title, framed in Afrikaans.
    const { groups, known } = searchOrder([book('a', 'eng'), book('b', 'eng'), book('c', 'afr')], 'en', ['af', 'en']);
    expect({ first: groups[0]?.lang, known }).toEqual({ first: 'af', known: false });
  });

  test('a question whose words agree with the detected language searches it first, known', () => {
    const { groups, known } = searchOrder([book('a', 'eng'), book('b', 'eng'), book('c', 'afr')], 'en', ['en', 'af']);
    expect({ first: groups[0]?.lang, known }).toEqual({ first: 'en', known: true });
  });

  test('without a question language, the languages it is likely in come before bigger groups', () => {
    const groups = orderBookGroups([book('a', 'eng'), book('b', 'eng'), book('c', 'ady'), book('d', 'fra')], undefined, ['fr', 'it']);
    expect(groups.map((g) => g.lang)).toEqual(['fr', 'en', 'ady']);
  });

  test('without a book in the detected language, a close language the detector cannot tell goes first', () => {
    // An Afrikaans question is detected as Dutch: the Afrikaans book comes before the bigger English group.
    const groups = orderBookGroups([book('a', 'eng'), book('b', 'eng'), book('c', 'afr')], 'nl');
    expect(groups.map((g) => g.lang)).toEqual(['af', 'en']);
  });

  test('a book in the detected language still comes before one in a close language', () => {
    const groups = orderBookGroups([book('c', 'afr'), book('d', 'nld')], 'nl');
    expect(groups.map((g) => g.lang)).toEqual(['nl', 'af']);
  });

  test('the close languages of a likely language come before bigger groups', () => {
    const groups = orderBookGroups([book('a', 'eng'), book('b', 'eng'), book('c', 'afr')], undefined, ['de', 'nl']);
    expect(groups.map((g) => g.lang)).toEqual(['af', 'en']);
  });

  test('without a question language, bigger groups come first', () => {
    const groups = orderBookGroups([book('c', 'rus'), book('a', 'eng'), book('b', 'eng')], undefined);
    expect(groups[0]).toMatchObject({ lang: 'en' });
  });
});

describe('full-text patterns', () => {
  test.each([
    ['orbite héliosynchrone', 'orbite heliosynchrone'],
    ['кошехабльский район', 'кошехабльскии раион'],
    ['"bêre" OR ystee*', '"bere" OR ystee*'],
  ])('%s is searched as the index writes it: %s', (pattern, indexed) => {
    expect(withoutMarks(pattern)).toBe(indexed);
  });
});
