/**
 * What the answering sentence must name beside the question's focus (daemon/phraser/reading.ts, answers.ts): the
 * model or version the question writes in parts, the birth a where-question asks about, the thing a count names
 * with two words; and what it need not say: a phrasal verb's particle alone.
 */
import { describe, expect, test } from 'vitest';
import { chooseSentences } from '../daemon/phraser/rank.js';
import type { Evidence } from '../daemon/turn/types.js';

const zim = (title: string, text: string): Evidence => ({ source: 'zim', title, text });

describe('a designation the question writes in parts ("787-3", "android 1.0")', () => {
  test('a sentence about another version does not answer', () => {
    const text =
      'Since April 2014, Android devices mainly use versions 3.4, 3.10 or 3.18 of the Linux kernel. The specific kernel version depends on the device; Android has used various kernel versions since the version 2.6.25 that was used in Android 1.0.';
    const reply = chooseSentences('android 1.0 ran on which version of the linux kernel', [zim('Android (operating system)', text)], 1);
    expect(reply.sentences[0]).toContain('2.6.25');
  });

  test('the sentence naming it dates it without the question\'s other words ("short range")', () => {
    const text =
      'The short-range 787-3 would have seated 290 passengers in two classes. The 787-9 first flew in 2013. Boeing canceled the 787-3 in December 2010 because it was no longer financially viable.';
    const reply = chooseSentences('when did boeing scrap the short range 787-3', [zim('Boeing 787 Dreamliner', text)], 1);
    expect(reply.sentences[0]).toContain('December 2010');
  });

  test('the article\'s shorthand for a variant of its title ("The -300") names it', () => {
    const text =
      'The 777-200 entered service with United Airlines on June 7, 1995. The -300 was awarded type certification on May 4, 1998, and entered service with launch customer Cathay Pacific on May 27, 1998.';
    const reply = chooseSentences('the 777-300 when did it go into service', [zim('Boeing 777', text)], 1);
    expect(reply.sentences[0]).toContain('1998');
  });

  test('a sub-variant written with letters after it names it ("the 747-200F")', () => {
    const text =
      'The 747-100 entered service in 1970 with Pan Am. The freighter model, the 747-200F, could be fitted with or without a side cargo door. It entered service in 1972 with Lufthansa.';
    const reply = chooseSentences('the 747-200 freighter which airline put it into service first', [zim('Boeing 747', text)], 2);
    expect(reply.sentences.join(' ')).toContain('Lufthansa');
    expect(reply.sentences.join(' ')).not.toContain('Pan Am');
  });
});

test('where someone was born is not answered by a sentence that does not say the birth', () => {
  const text =
    'The Mach number is named after Austrian physicist and philosopher Ernst Mach, a designation proposed by aeronautical engineer Jakob Ackeret. The number was born of the study of projectiles.';
  expect(chooseSentences('where was ernst mach born', [zim('Mach number', text)], 1).sentences).toEqual([]);
});

test('a count of a thing named with two words is stated by a sentence naming its last ("member states")', () => {
  const text =
    'The list is maintained by the World Heritage Programme administered by the UNESCO World Heritage Committee, composed of 21 "states parties" that are elected by their General Assembly.';
  const reply = chooseSentences('the world heritage committee how many member states sit on it', [zim('World Heritage Site', text)], 1);
  expect(reply.sentences[0]).toContain('21');
});

test('a phrasal verb\'s particle alone is not what a sentence must say ("kick off" is "launched")', () => {
  const text = 'The Nexus phones run Android by Google. Users can switch off automatic updates. In 2010, the Nexus series was launched.';
  const reply = chooseSentences('what year did google kick off nexus', [zim('Android (operating system)', text)], 1);
  expect(reply.sentences[0]).toContain('2010');
});

test('a particle counts where the evidence uses its verb ("plants give off oxygen")', () => {
  const text =
    'Photosynthesis is a process used by plants, algae and some bacteria to convert light energy into chemical energy. Most organisms that use photosynthesis give off oxygen as a by-product of splitting water.';
  const reply = chooseSentences('what gas do plants give off during photosynthesis', [zim('Photosynthesis', text)], 1);
  expect(reply.sentences[0]).toContain('oxygen');
});

describe('a model the question names by a designation the evidence never writes ("the 777x")', () => {
  const text = 'The 777 first flew on June 12, 1994. On October 16, 1997, the 777-300 made its first flight.';

  test('is not what the evidence is about: it does not say', () => {
    const reply = chooseSentences('when did the 777x make its first flight', [zim('Boeing 777', text)], 1);
    expect(reply.sentences).toEqual([]);
  });

  test.each([
    ['when did the 777 make its first flight'],
    ['when did the 777s make their first flight'],
  ])('a plain model number or its plural is no such designation: %s', (question) => {
    const first = 'The 777 made its first flight on June 12, 1994.';
    expect(chooseSentences(question, [zim('Boeing 777', first)], 1).sentences).toEqual([first]);
  });
});

test('a measure stated with a word for one holds the number a how-long question asks ("Omtrent ‘n uur")', () => {
  const text = 'Sit in die vrieskas tot dit styf is. Omtrent ‘n uur voor jy dit wil opdien, verwyder uit vrieskas en sny in blokke.';
  const reply = chooseSentences('die aarbei vrieskaskoek hoe lank voor ek dit opdien moet ek dit uit die vrieskas haal', [zim('Aarbei Tert', text)], 1);
  expect(reply.sentences[0]).toContain('uur');
});
