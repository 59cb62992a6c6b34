/**
 * Answering from real Wikipedia ZIM files (../shared/zim, mwoffliner-built): the article the question names
 * is found, the sentence that answers is said, and an absent fact is declined. One Hearth over three real
 * books (one with a full-text index, two without), with its own managed kiwix-serve, as a household has it.
 * The questions here are not in the QA development sets (bench/qa), so they check the mechanisms, not tuning.
 */
import { describe, expect, test } from 'vitest';
import { isDecline } from '../daemon/phraser/phrases.js';
import { useRealZimHearth } from './helpers/real-zim.js';

const real = useRealZimHearth(
  ['wikipedia_en_100_mini_2022-10.zim', 'wikipedia_en_book_about_aviation_2014-07.zim', 'wikipedia_en_testzim_zimbalaka_2017-04.zim'],
  'real-zim',
);
const { present, ask } = real;

describe.skipIf(!present)('answers from real Wikipedia', () => {
  test('a question that says only part of a title reaches the article in a book without a full-text index', async () => {
    // The book's title list is read at start-up, and a turn waits a while for it; on a loaded box reading it
    // can take longer than a turn waits, so the question is asked again until the list is there.
    let record = await ask('the 777 first flight what day was that');
    for (let i = 0; i < 20 && !record.evidence.some((e) => e.title === 'Boeing 777'); i++) {
      await new Promise((r) => setTimeout(r, 250));
      record = await ask('the 777 first flight what day was that');
    }
    expect(record.route).toBe('zim');
    expect(record.evidence.map((e) => e.title)).toContain('Boeing 777');
  });

  test('a question that does not say the title reaches the article through the word index of its book', async () => {
    // The word index is built in the background after the title list; until it is ready a turn finds the
    // article by title only, so the test waits for the build (a turn starts the lists if start-up did not).
    await ask('the 777 first flight what day was that');
    for (let i = 0; i < 200 && real.app().hearth.counters.get('kiwix.wordIndexBuilt') < 1; i++) await new Promise((r) => setTimeout(r, 100));
    const record = await ask('how fast is the speed of sound at sea level');
    expect(record.route).toBe('zim');
    expect(record.evidence.map((e) => e.title)).toContain('Mach number');
  });

  test('a question with a word no article of the book holds reaches the article through a shorter search of its word index', async () => {
    // No article of the aviation book says "trip": the search for every content word finds nothing, and the
    // plan's shorter search ("superjumbo" among them) finds "Wide-body aircraft".
    for (let i = 0; i < 200 && real.app().hearth.counters.get('kiwix.wordIndexBuilt') < 1; i++) await new Promise((r) => setTimeout(r, 100));
    const record = await ask('who flew the first scheduled superjumbo trip');
    expect(record.evidence.map((e) => e.title)).toContain('Wide-body aircraft');
  });

  test('a question naming an article is not answered from other articles of its book that hold its words', async () => {
    // "Boeing 787 Dreamliner" holds "747" and "windshield"; "Boeing 747" does not say "windshield".
    for (let i = 0; i < 200 && real.app().hearth.counters.get('kiwix.wordIndexBuilt') < 1; i++) await new Promise((r) => setTimeout(r, 100));
    const record = await ask('the 747 windshield what is it made of');
    expect(record.evidence.map((e) => e.title)).toContain('Boeing 747');
    expect(record.evidence.map((e) => e.title)).not.toContain('Boeing 787 Dreamliner');
  });

  test('an infobox fact answers a measure question', async () => {
    const record = await ask('how tall is hoover dam');
    expect(record.route).toBe('zim');
    expect(record.text).toContain('726.4 ft');
  });

  test('a title suggestion that is a redirect is followed to its article', async () => {
    const record = await ask('amphibians how many species are known');
    expect(record.evidence.map((e) => e.title)).toContain('Amphibian');
  });

  test('an article reached through a redirect carries the title it was found by', async () => {
    // "The Twin Towers" is a redirect to "World Trade Center (1973–2001)" in this book.
    const record = await ask('when did the twin towers open');
    const article = record.evidence.find((e) => e.title === 'World Trade Center (1973–2001)');
    expect(article?.alias).toBe('The Twin Towers');
  });

  test('a fact near the end of a long article reaches the evidence', async () => {
    // "Android (operating system)" holds 72,000 characters of prose; the Oracle lawsuit is told after 64,000 of them.
    const record = await ask('how much money did oracle want from google in damages over android');
    expect(record.route).toBe('zim');
    expect(record.evidence.map((e) => e.text).join('\n')).toContain('6.1 billion');
  });

  test("a scientific name is read from the lead's bracket", async () => {
    const record = await ask('the tiger what is its latin name');
    expect(record.route).toBe('zim');
    expect(record.text).toContain('Panthera tigris');
  });

  test("a taxobox's classification answers (its rows are labelled in plain cells)", async () => {
    const record = await ask('the lion which family is it in');
    expect(record.route).toBe('zim');
    expect(record.text).toContain('Felidae');
  });

  test('a fact the article does not hold is declined, naming the article', async () => {
    const record = await ask('who directed the movie jailhouse rock');
    expect(isDecline(record.text)).toBe(true);
    expect(record.route).toBe('zim');
  });

  test('a model number said in the middle of a title reaches the article', async () => {
    const record = await ask('the first commercial 787 flight where did it go');
    expect(record.evidence.map((e) => e.title)).toContain('Boeing 787 Dreamliner');
  });

  test('a model number said in words, as a recogniser writes it, reaches the article and its answer', async () => {
    const record = await ask('when did the seven forty seven first fly');
    expect(record.evidence[0]?.title).toBe('Boeing 747');
    expect(record.text).toContain('1969');
  });

  test('a song title with a first-person word is a world question, found in the local book', async () => {
    const record = await ask('love me tender which year was it');
    expect(record.route).toBe('zim');
  });

  test('a first-person question that no local title explains stays personal', async () => {
    const record = await ask('where did i leave my reading glasses');
    expect(record.route).toBe('personal');
  });

  test('a name next to personal data that is an article of the local book is answered from that book', async () => {
    // "michael" is a given name and "high school" personal data: the boundary alone keeps this home.
    const before = real.app().hearth.counters.get('boundary.localName');
    const record = await ask('michael jackson what high school did he go to');
    expect(record.route).toBe('zim');
    expect(real.app().hearth.counters.get('boundary.localName')).toBe(before + 1);
  });

  test("someone's kin whose name is an article of the local book is answered from that book", async () => {
    const record = await ask("karl marx's mum what was her name");
    expect(record.route).toBe('zim');
  });

  test("someone's kin named by the surname of a person's article is answered from the local book", async () => {
    const record = await ask("what was shakespeare's mom called");
    expect(record.route).toBe('zim');
  });

  test("someone's kin whose name no local title explains stays personal", async () => {
    const record = await ask("priya sharma's mum what was her name");
    expect(record.route).toBe('personal');
  });

  test('a title said only by the noun a which-question asks by does not crowd out the article holding the fact', async () => {
    // "President" names redirects to "President of the United States"; the fact is in the 747 article of another book.
    const record = await ask('which president let civilians use gps after the korean airliner was shot down');
    expect(record.evidence.map((e) => e.title)).toContain('Boeing 747');
    expect(record.text).toContain('Reagan');
  });

  test('a name next to personal data that no local title explains stays personal', async () => {
    const record = await ask('anna smith what high school did she go to');
    expect(record.route).toBe('personal');
  });
});
