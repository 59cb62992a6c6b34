import { describe, expect, test } from 'vitest';
import { cleanForSpeech } from '../daemon/text/clean.js';

describe('cleanForSpeech', () => {
  test('decodes entities and strips tags', () => {
    expect(cleanForSpeech('Ray Charles &ndash; <b>born</b> 1930 &amp; more&nbsp;text')).toBe('Ray Charles – born 1930 & more text');
  });

  test('keeps link text but drops the link target', () => {
    expect(cleanForSpeech('See <a href="https://x.example/a">the article</a>.')).toBe('See the article.');
  });

  test('removes URLs from plain text', () => {
    expect(cleanForSpeech('Subscribe: https://bit.ly/Sub_to_Collider now, or www.example.com/page today.')).toBe('Subscribe: now, or today.');
  });

  test('keeps bare domain names, which are often the answer', () => {
    expect(cleanForSpeech('It was founded as Amazon.com in 1994.')).toBe('It was founded as Amazon.com in 1994.');
  });

  test('strips emoji with their modifiers, flags and joiners', () => {
    expect(cleanForSpeech('Great 👍🏽 show 🇩🇪 family 👨‍👩‍👧 here ❤️!')).toBe('Great show family here!');
  });

  test('strips markdown while keeping its words', () => {
    const md = '# Title\n> a **bold** and *soft* [link](https://x.example) with `code`\n- item one\n- item two';
    expect(cleanForSpeech(md)).toBe('Title a bold and soft link with code item one item two');
  });

  test('leaves snake_case and arithmetic stars alone', () => {
    expect(cleanForSpeech('use max_results and 2 * 3 * 4')).toBe('use max_results and 2 * 3 * 4');
  });

  test('collapses every kind of whitespace to single spaces on one line', () => {
    expect(cleanForSpeech('  one\n\ntwo\tthree\u00a0four\u2003five  ')).toBe('one two three four five');
  });

  test('cuts at a sentence boundary without an ellipsis', () => {
    const text = 'Рэй Чарльз родился 23 сентября 1930 года. Он был музыкантом. Третье предложение здесь длинное.';
    expect(cleanForSpeech(text, { maxChars: 70 })).toBe('Рэй Чарльз родился 23 сентября 1930 года. Он был музыкантом.');
  });

  test('does not end a kept sentence at an abbreviation', () => {
    const text = 'Er wohnt in der Nr. 5 der Hauptstraße. Danach kommt ein viel zu langer zweiter Satz hier.';
    expect(cleanForSpeech(text, { maxChars: 50 })).toBe('Er wohnt in der Nr. 5 der Hauptstraße.');
  });

  test('cuts a too-long first sentence at a word and marks it with an ellipsis', () => {
    const out = cleanForSpeech('word '.repeat(50).trim(), { maxChars: 42 });
    expect(out.length).toBeLessThanOrEqual(42);
    expect(out.endsWith('word…')).toBe(true);
  });

  test('hard-cuts text without spaces and never splits a surrogate pair', () => {
    const out = cleanForSpeech('𠀀'.repeat(30), { maxChars: 11 });
    expect(out.length).toBeLessThanOrEqual(11);
    expect(out).toBe('𠀀'.repeat(5) + '…');
  });

  test('returns short text unchanged', () => {
    expect(cleanForSpeech('Paris.', { maxChars: 10 })).toBe('Paris.');
  });

  test('returns an empty line for text that is only markup, URLs and emoji', () => {
    expect(cleanForSpeech('<img src="x.png"> https://x.example/ 🎹')).toBe('');
  });
});

describe('pronunciations in Wikipedia leads are not read aloud', () => {
  test.each([
    ['Antarctica ( / æ n ˈ t ɑːr k t ɪ k ə / ( listen)) is a continent.', 'Antarctica is a continent.'],
    ['Paris (French pronunciation: ​[paʁi] ( écouter)) is the capital.', 'Paris is the capital.'],
  ])('%s', (input, spoken) => {
    expect(cleanForSpeech(input)).toBe(spoken);
  });

  test('a bracket of ordinary words stays', () => {
    expect(cleanForSpeech('The bobcat (Lynx rufus) is a cat.')).toBe('The bobcat (Lynx rufus) is a cat.');
  });
});
