import { describe, expect, test } from 'vitest';
import { planSearches, type SearchStep } from '../daemon/kiwix/rewrite.js';

const suggests = (steps: SearchStep[]): string[] => steps.flatMap((s) => (s.kind === 'suggest' ? [s.term] : []));
const patterns = (steps: SearchStep[]): string[] => steps.flatMap((s) => (s.kind === 'fullText' ? [s.pattern] : []));

describe('planSearches', () => {
  test('a hedge is not searched ("roughly how many movies has the jumbo jet shown up in")', () => {
    const plan = planSearches('roughly how many movies has the jumbo jet shown up in', 'en');
    expect([...patterns(plan.steps), ...suggests(plan.steps)].filter((p) => p.includes('roughly'))).toEqual([]);
    expect(patterns(plan.steps)[0]).toContain('jumbo jet');
  });

  test('a capitalised name is the first title suggestion', () => {
    const plan = planSearches('When was Ray Charles born?', 'en');
    expect(suggests(plan.steps)[0]).toBe('Ray Charles');
  });

  test('lower-case speech tries the name as an n-gram within the first few suggestions', () => {
    const plan = planSearches('when was ray charles born', 'en');
    expect(suggests(plan.steps)).toContain('ray charles');
    expect(patterns(plan.steps)[0]).toBe('ray charles born');
  });

  test('suggestions come before full-text searches, and full-text searches use fewer words each time', () => {
    const plan = planSearches('what gas do plants give off during photosynthesis', 'en');
    const kinds = plan.steps.map((s) => s.kind);
    expect(kinds.lastIndexOf('suggest')).toBeLessThan(kinds.indexOf('fullText'));
    const lengths = patterns(plan.steps).map((p) => p.split(' ').length);
    expect(lengths).toEqual([...lengths].sort((a, b) => b - a));
    expect(patterns(plan.steps).at(-1)).toBe('photosynthesis');
  });

  test('Russian question words are dropped and the words stay Russian', () => {
    const plan = planSearches('какая столица франции', 'ru');
    expect(patterns(plan.steps)[0]).toBe('столица франции');
    expect(plan.rankQuery).toBe('столица франции');
  });

  test('German and Spanish questions lose their question words', () => {
    expect(patterns(planSearches('Wann wurde Albert Einstein geboren?', 'de').steps)[0]).toBe('albert einstein geboren');
    expect(suggests(planSearches('Wann wurde Albert Einstein geboren?', 'de').steps)[0]).toBe('Albert Einstein');
    expect(patterns(planSearches('¿Cuándo nació Miguel de Cervantes?', 'es').steps)[0]).toBe('nació miguel cervantes');
  });

  test('a language without a word list still drops one- and two-letter words and keeps names and numbers', () => {
    // Polish: "kiedy" (when) stays (no list), but "w" and "r" style short words go; 1410 stays.
    const plan = planSearches('kiedy była bitwa pod Grunwaldem w 1410', 'pl');
    const first = patterns(plan.steps)[0]!;
    expect(first).toContain('grunwaldem');
    expect(first).toContain('1410');
    expect(first.split(' ')).not.toContain('w');
  });

  test('a Title Case question does not treat every word as a name', () => {
    const plan = planSearches('What Is The Capital Of France', 'en');
    expect(suggests(plan.steps)[0]).not.toBe('Capital Of France');
  });

  test('an empty or wordless question plans nothing', () => {
    expect(planSearches('', 'en').steps).toEqual([]);
    expect(planSearches('?!', undefined).steps).toEqual([]);
  });

  test('never plans more than six searches', () => {
    const plan = planSearches('tell me when the very long river called the big muddy mississippi was first mapped by explorers', 'en');
    expect(plan.steps.length).toBeLessThanOrEqual(6);
  });

  test('keeps apostrophe-joined articles out of the search ("l\'Everest")', () => {
    const plan = planSearches("Quelle est la hauteur de l'Everest ?", 'fr');
    expect(patterns(plan.steps)[0]).toBe('hauteur everest');
  });
});

describe('the noun a which-question asks by', () => {
  test('a noun for someone is the kind of answer, kept apart from the title words', () => {
    expect(planSearches('which president let civilians use gps after the korean airliner was shot down', 'en').askedNoun).toBe('president');
  });

  test('a noun for a thing is not: "which bird is the smallest" is answered in "Bird"', () => {
    expect(planSearches('which bird is the smallest', 'en').askedNoun).toBeUndefined();
  });
});

describe('the cue that asks', () => {
  test.each([
    ['what year was the eiffel tower built', 'en', ['what', 'year']],
    ['мыекъуапэ сыд илъэсым агъэпсыгъ', undefined, ['сыд', 'илъэсым']],
    ['the eiffel tower tell me about it', 'en', []],
  ])('of "%s" is kept apart from the title words', (question, lang, cue) => {
    expect(planSearches(question, lang).cueWords).toEqual(cue);
  });
});

describe('the words of the cue are not searched', () => {
  test.each([
    ['what year did on the origin of species come out', 'en', 'year'],
    ['the hound of the baskervilles watter jaar het dit verskyn', undefined, 'jaar'],
    ['how long does a queen ant live', 'en', 'long'],
  ])('%s (%s): no search and no ranking by "%s"', (question, lang, cue) => {
    const plan = planSearches(question, lang);
    const searched = plan.steps.map((s) => (s.kind === 'suggest' ? s.term : s.pattern)).join(' ');
    expect(searched.split(/\s+/u)).not.toContain(cue);
    expect(plan.rankQuery.split(' ')).not.toContain(cue);
  });
});

describe('title terms for words the search cannot match whole', () => {
  test('an inflected word is also tried as its first letters ("кофейни" as "Кофей")', () => {
    expect(planSearches('где ближайшие кофейни', 'ru').titleTerms).toContain('Кофей');
  });

  test('a long word that may be a compound is tried as its first half, which stays inside its first part ("Boontji")', () => {
    expect(planSearches('die boontjieslaai hoe lank hou dit in die yskas', 'nl').titleTerms).toContain('Boontji');
  });
});

describe('the noun any which-question asks by', () => {
  test('is kept for a thing too ("which language")', () => {
    expect(planSearches('the word zebra which language does it come from', 'en').kindNoun).toBe('language');
  });

  test('is absent when no noun is asked by', () => {
    expect(planSearches('when was the eiffel tower built', 'en').kindNoun).toBeUndefined();
  });
});
