/**
 * The zim stage's evidence lines from the articles it read (kiwix/evidence.ts), over article HTML given
 * directly: the client stands in for kiwix-serve's /raw reply, which the stage tests cover with a real server.
 */
import { describe, expect, test } from 'vitest';
import { readEvidence, type Timed } from '../daemon/kiwix/evidence.js';
import type { KiwixClient } from '../daemon/kiwix/client.js';

function clientServing(html: string): KiwixClient {
  const stub = {
    rawArticle: async () => ({ ok: true as const, value: html }),
    articleUrl: (book: string, path: string) => `http://127.0.0.1/${book}/${path}`,
  };
  return stub as unknown as KiwixClient;
}

const direct: Timed = (call) => call();
const article = { book: 'recipes', path: 'A/Amarula_Koek', title: 'Amarula Koek', lang: 'af' };

describe('evidence lines', () => {
  test('a passage that starts with a one-sentence lead keeps what follows the lead', async () => {
    // The best passage is the second one (both question words); the first starts with the short lead.
    const html =
      '<html><head><title>Amarula Koek</title></head><body><p>Sjokolade vir versiering, na smaak.</p>' +
      '<p>Stel oond op 180°C. Meng kakao met kookwater en laat dit afkoel. Klits eiers, suiker en olie saam, voeg die koue kakaomengsel by en meng deeglik tot glad.</p>' +
      '<p>Die temperatuur van die oond is belangrik vir die koek. Kook suiker en water saam vir 5 minute en verwyder van stoof en voeg Amarula by. Roer goed en gooi die warm stroop oor die koek sodra dit uit die oond kom.</p></body></html>';
    const { evidence } = await readEvidence(clientServing(html), [article], 'temperatuur oond', 6, { timeoutMs: 1000 }, direct);
    expect(evidence.some((e) => e.text.includes('180°C'))).toBe(true);
  });

  test('an infobox row that states the answer in other words is not trimmed off its passage', async () => {
    // "paid" is not in "Salary: ...", but the relation group (paid / salary) and the amount say it answers.
    const html =
      '<html><head><title>President</title></head><body><p>The president is the head of state and head of government of the republic, elected by the people for a term of four years, and the commander of its armed forces in war and in peace alike.</p>' +
      '<p>Formation: March 4, 1789. Salary: 400,000 dollars per year. The power of the presidency has grown substantially since the first president took office.</p></body></html>';
    const president = { book: 'wiki', path: 'A/President', title: 'President', lang: 'en' };
    const { evidence } = await readEvidence(clientServing(html), [president], 'president paid', 6, { timeoutMs: 1000 }, direct, 'how much does the president get paid');
    expect(evidence.some((e) => e.text.includes('400,000'))).toBe(true);
  });

  test("a passage that never names its article's subject is ranked as part of that article", async () => {
    // The infobox row says "First flight" without "747"; a later variant's passage says all three words.
    const html =
      '<html><head><title>Boeing 747</title></head><body>' +
      '<p>The Boeing 747 is a wide-body commercial airliner and cargo transport aircraft, often called the Jumbo Jet or the Queen of the Skies, and was the first wide-body airliner ever produced.</p>' +
      '<p>First flight: February 9, 1969. Introduction: January 22, 1970. Status: In service. Number built: 1,500 as of June 2014, in all of its many variants over the years of its production run.</p>' +
      '<p>The 747-8 made its first flight on March 20, 2011, in a test from Paine Field, after long delays in its development program and many changes to the design of its new wing.</p></body></html>';
    const plane = { book: 'aviation', path: 'A/Boeing_747', title: 'Boeing 747', lang: 'en' };
    const { evidence } = await readEvidence(clientServing(html), [plane], 'boeing 747 first flight', 1, { timeoutMs: 1000 }, direct, 'the boeing 747 first flight when was it');
    expect(evidence[0]?.text).toMatch(/^First flight: February 9, 1969/u);
  });

  test('a passage stating a duration in its unit outranks one that only says the question words', async () => {
    // "how long did it last": "shortened to three hours" names neither "long" nor "duration", but states the measure.
    const html =
      '<html><head><title>Boeing 787 Dreamliner</title></head><body>' +
      '<p>The Boeing 787 Dreamliner is a mid-size wide-body, twin-engine jet airliner developed by Boeing Commercial Airplanes, and its variants seat 242 to 330 passengers in typical layouts.</p>' +
      '<p>Boeing announced a fourth delay in April 2008, which moved the maiden flight to the end of that year, and the first deliveries to the third quarter of the next one, after problems with the fasteners and the software.</p>' +
      '<p>The maiden flight of the Dreamliner left Paine Field in December 2009. Originally scheduled for four hours, the maiden flight was shortened to three hours due to bad weather over the Puget Sound.</p></body></html>';
    const plane = { book: 'aviation', path: 'A/Boeing_787', title: 'Boeing 787 Dreamliner', lang: 'en' };
    const question = "the dreamliner's maiden flight how long did it end up lasting";
    const { evidence } = await readEvidence(clientServing(html), [plane], 'dreamliner maiden flight long end lasting', 1, { timeoutMs: 1000 }, direct, question);
    expect(evidence[0]?.text).toContain('three hours');
  });

  test('a passage saying the rare words of the question outranks ones that only hold a measure word it also says', async () => {
    // "long" is both a question word and a hint of "how long": passages with "long-range" or "224 ft long" once got
    // a floor score for the hint, above their own, and buried the one naming Dhaka.
    const filler = (n: number) =>
      `<p>Production step ${n} of the program moved parts between the factories by sea and by air, and the suppliers shipped assemblies to the final plant in batches of ${n * 3} units every month.</p>`;
    const html =
      '<html><head><title>Boeing 787 Dreamliner</title></head><body>' +
      '<p>The Boeing 787 Dreamliner is a mid-size wide-body, twin-engine jet airliner developed by Boeing Commercial Airplanes, and its variants seat 242 to 330 passengers in typical layouts.</p>' +
      [1, 2, 3, 4, 5, 6, 7, 8].map(filler).join('') +
      '<p>The 787-10 is to be 224 ft long and have a range up to 7,000 nmi, more than enough for most of the routes flown by twin-aisle aircraft of its size and class today.</p>' +
      '<p>The longer variant can fly 8,000 nautical miles, enough to cover the Los Angeles to Bangkok route with 290 people seated in two classes on most of its routes.</p>' +
      '<p>The test aircraft then continued eastbound from Dhaka to return to its home field in Seattle, setting a world-circling speed record of 42 hours, 27 minutes for its weight class.</p></body></html>';
    const plane = { book: 'aviation', path: 'A/Boeing_787', title: 'Boeing 787 Dreamliner', lang: 'en' };
    const question = 'the dreamliner that went to dhaka and kept going round the world how long did the whole trip take';
    const { evidence } = await readEvidence(clientServing(html), [plane], 'dreamliner went dhaka kept going round world long whole trip take', 1, { timeoutMs: 1000 }, direct, question);
    expect(evidence[0]?.text).toContain('Dhaka');
  });

  test("a passage holding a count's usual nouns does not outrank the one counting what was asked", async () => {
    // "how many mistakes": a seating capacity is what "how many" often asks, not this time.
    const html =
      '<html><head><title>Boeing 777</title></head><body>' +
      '<p>The Boeing 777 is a family of long-range wide-body twin-engine jet airliners, the largest twinjet in the world, with a typical seating capacity of 314 to 396 passengers in three classes.</p>' +
      '<p>Asiana Airlines Flight 214 crashed while landing at San Francisco International Airport in July 2013, and three of the 307 people on board died in the accident.</p>' +
      '<p>The NTSB accident investigation concluded in June 2014 that the pilots committed between 20 and 30 minor to significant errors in their final approach to the runway.</p></body></html>';
    const plane = { book: 'aviation', path: 'A/Boeing_777', title: 'Boeing 777', lang: 'en' };
    const question = 'asiana 214 the one that crashed at san francisco how many mistakes did the ntsb say the pilots made';
    const { evidence } = await readEvidence(clientServing(html), [plane], 'asiana 214 crashed san francisco mistakes ntsb say pilots', 2, { timeoutMs: 1000 }, direct, question);
    expect(evidence.map((e) => e.text).join(' ')).toContain('between 20 and 30');
  });

  describe('the sentence before a passage', () => {
    const html =
      '<html><head><title>Boeing 747</title></head><body>' +
      '<p>The Boeing 747 is a wide-body commercial airliner and cargo transport aircraft, often called the Jumbo Jet or the Queen of the Skies, and was the first wide-body airliner ever produced.</p>' +
      '<p>The company considered locations in about 50 cities, and eventually decided to build the new plant some 30 miles north of Seattle on a site adjoining a military base near Everett, Washington. ' +
      'It bought the 780-acre site in June 1966, and the ground was cleared within months of the purchase by crews working around the clock in shifts through the winter of that year.</p></body></html>';
    const plane = { book: 'aviation', path: 'A/Boeing_747', title: 'Boeing 747', lang: 'en' };
    const read = () => readEvidence(clientServing(html), [plane], 'bought site june', 6, { timeoutMs: 1000 }, direct, 'when was the site bought in june');

    test("is carried with it, from the article's text", async () => {
      const { evidence } = await read();
      const line = evidence.find((e) => e.text.startsWith('It bought'));
      expect(line?.before).toMatch(/^The company considered locations .* Everett, Washington\.$/u);
    });

    test('is not carried with the lead, which starts the article', async () => {
      const { evidence } = await read();
      expect(evidence.find((e) => e.text.startsWith('The Boeing 747 is'))?.before).toBeUndefined();
    });
  });

  test("an infobox row labelled with the question's own word is read, though its passage shares little else", async () => {
    const html =
      '<html><head><title>Elizabeth II</title></head><body>' +
      '<p>Elizabeth II was Queen of the United Kingdom and other Commonwealth realms from 6 February 1952 until her death in 2022, the longest reign of any British monarch in history, and of any female head of state.</p>' +
      '<p>Elizabeth was born in Mayfair, London, as the first child of the Duke and Duchess of York, and she was taught at home by her mother and by governesses until the war began in the autumn of 1939.</p>' +
      '<p>Issue: Charles III, Anne, Princess Royal, Prince Andrew, Duke of York, Prince Edward, Earl of Wessex and Forfar. House: Windsor. Father: George VI. Mother: Elizabeth Bowes-Lyon.</p></body></html>';
    const queen = { book: 'wiki', path: 'A/Elizabeth_II', title: 'Elizabeth II', lang: 'en' };
    const question = "and queen elizabeth's mother what was her name";
    const { evidence } = await readEvidence(clientServing(html), [queen], 'queen elizabeth mother her name', 2, { timeoutMs: 1000 }, direct, question);
    expect(evidence.map((e) => e.text).join(' ')).toContain('Mother: Elizabeth Bowes-Lyon.');
  });

  test('a passage writing the model the question names beyond the title outranks ones sharing its other words', async () => {
    // Each paragraph its own passage: a long sentence about the factory pads it.
    const factory =
      ' The aircraft was assembled in the Everett factory north of Seattle, which remains the largest building in the world by volume, and the workers who assembled these aircraft worked in shifts around the clock through the late nineteen sixties.';
    const paragraphs = [
      'After the introduction with Pan Am, other airlines began to put their own 747s into service to stay competitive.',
      'For the year and a half after September 1970 only two 747s were sold in the world, and none to an American airline.',
      'Boeing estimated that half of the early 747 sales were to airlines desiring the long range rather than the payload.',
      'The 747-400ERF entered service with Air France in October 2002, while the 747-400ER entered service with Qantas, its sole customer, in November 2002.',
    ];
    const html = `<html><head><title>Boeing 747</title></head><body>${paragraphs.map((p) => `<p>${p}${factory}</p>`).join('')}</body></html>`;
    const plane = { book: 'aviation', path: 'A/Boeing_747', title: 'Boeing 747', lang: 'en' };
    const question = 'the 747-400er which airline was the only one that bought it';
    const { evidence } = await readEvidence(clientServing(html), [plane], '747 400er airline only one bought', 1, { timeoutMs: 1000 }, direct, question);
    expect(evidence[0]?.text).toContain('Qantas');
  });

  test('redirects to one article count once among the articles kept', async () => {
    const page = (title: string, text: string) => `<html><head><title>${title}</title></head><body><p>${text}</p></body></html>`;
    const pages: Record<string, string> = {
      'A/US': page('United States', 'The United States of America is a country located in North America.'),
      'A/USA': page('United States', 'The United States of America is a country located in North America.'),
      'A/U.S.': page('United States', 'The United States of America is a country located in North America.'),
      'A/United_Stated': page('United States', 'The United States of America is a country located in North America.'),
      'A/Canadians': page('Canadians', 'About 1,062,640 Canadians live in the United States, the largest group of them abroad.'),
    };
    const client = {
      rawArticle: async (_book: string, path: string) => ({ ok: true as const, value: pages[path]! }),
      articleUrl: (book: string, path: string) => `http://127.0.0.1/${book}/${path}`,
    } as unknown as KiwixClient;
    const articles = Object.keys(pages).map((path) => ({ book: 'wiki', path, title: path.slice(2), lang: 'en' }));
    const { evidence } = await readEvidence(client, articles, 'canadians live united states', 6, { timeoutMs: 1000 }, direct);
    expect(evidence.some((e) => e.text.includes('1,062,640'))).toBe(true);
  });

  test('the articles after the first four are not read when those four are distinct', async () => {
    const read: string[] = [];
    const client = {
      rawArticle: async (_book: string, path: string) => {
        read.push(path);
        return { ok: true as const, value: `<html><head><title>${path}</title></head><body><p>${path} is a place with a long history of its own.</p></body></html>` };
      },
      articleUrl: (book: string, path: string) => `http://127.0.0.1/${book}/${path}`,
    } as unknown as KiwixClient;
    const articles = ['A/One', 'A/Two', 'A/Three', 'A/Four', 'A/Five', 'A/Six'].map((path) => ({ book: 'wiki', path, title: path, lang: 'en' }));
    await readEvidence(client, articles, 'place history', 6, { timeoutMs: 1000 }, direct);
    expect(read).toEqual(['A/One', 'A/Two', 'A/Three', 'A/Four']);
  });
  test('of passages that match the question as well, the one from the article the question names goes first', async () => {
    // A word search listed "Android" first; "Ant" is the article "which continent has no native ants" names.
    const pages: Record<string, string> = {
      'A/Android': '<html><head><title>Android</title></head><body><p>Android phones are sold on every continent, and on each continent their owners run the same apps.</p></body></html>',
      'A/Ant': '<html><head><title>Ant</title></head><body><p>Ants are social insects that live in colonies almost everywhere on Earth. The only places lacking indigenous ants are Antarctica and a few remote islands.</p></body></html>',
    };
    const client = {
      rawArticle: async (_book: string, path: string) => ({ ok: true as const, value: pages[path]! }),
      articleUrl: (book: string, path: string) => `http://127.0.0.1/${book}/${path}`,
    } as unknown as KiwixClient;
    const articles = [
      { book: 'other', path: 'A/Android', title: 'Android', lang: 'en' },
      { book: 'wiki', path: 'A/Ant', title: 'Ant', lang: 'en', named: true },
    ];
    const { evidence } = await readEvidence(client, articles, 'continent native ants', 1, { timeoutMs: 1000 }, direct, 'which continent has no native ants');
    expect(evidence[0]?.title).toBe('Ant');
  });
});

describe('the rows of a data table', () => {
  const html =
    '<html><head><title>Flight speed</title></head><body>' +
    '<p>Flight speeds are divided into regimes by their Mach numbers, and aircraft are designed for the regime they fly in, from propeller airliners to rocket planes.</p>' +
    '<table class="wikitable"><tr><th>Regime</th><th>Mach</th></tr><tr><th>Subsonic</th><td>&lt;0.8</td></tr><tr><th>Supersonic</th><td>1.2–5.0</td></tr></table>' +
    '<p>Above the speed of sound a shock wave forms at the nose of the aircraft and spreads back from it in a cone that reaches the ground as a boom.</p></body></html>';
  const speed = { book: 'aviation', path: 'A/Flight_speed', title: 'Flight speed', lang: 'en' };

  test('the row the question names is read', async () => {
    const { evidence } = await readEvidence(clientServing(html), [speed], 'supersonic regime range mach numbers', 6, { timeoutMs: 1000 }, direct, 'the supersonic regime what range of mach numbers');
    expect(evidence.some((e) => e.text.includes('Supersonic (Mach 1.2–5.0)'))).toBe(true);
  });

  test('a row the question does not name is not', async () => {
    const { evidence } = await readEvidence(clientServing(html), [speed], 'regime mach numbers', 6, { timeoutMs: 1000 }, direct, 'what regimes of mach numbers are there');
    expect(evidence.some((e) => e.text.includes('Supersonic (Mach'))).toBe(false);
  });
});
