import { describe, expect, test } from 'vitest';
import { hasFirstPersonWord, matchTitle, spellingKey, titleScore, withoutSiteName, writtenAsTitle } from '../daemon/kiwix/titles.js';
import { matchWords } from '../daemon/lang/words.js';

const says = (question: string, title: string) => matchTitle(matchWords(question), title);

describe('matchTitle: which article a question names', () => {
  test.each([
    ['the boeing 747 first flight when was it', 'Boeing 747'],
    ['amphibians what is the science that studies them called', 'Amphibian'],
    ['who sang my heart will go on', 'My Heart Will Go On'],
    ['какая столица франции', 'Франция'],
    ["hoeveel oliebolle kry 'n mens uit die resep", 'Oliebol'],
    ['what do moths eat', 'Moth'],
  ])('%s says the title %s', (question, title) => {
    expect(says(question, title)).toBeDefined();
  });

  test.each([
    ['who played elvis in the movie', 'Elvis Costello'],
    ['the boeing 777 first flight', 'Boeing 747'],
    ['charles darwin', 'Charles River'],
    ["and queen elizabeth's mother what was her name", 'Moths'],
    // A function word says only itself ("they" is not "the"), and three letters more is another word ("beat").
    ['super bowl lvi the rams won it but who did they beat', 'The Beatles'],
    ['who did they beat', 'Beatles'],
  ])('%s does not say the title %s', (question, title) => {
    expect(says(question, title)).toBeUndefined();
  });

  test('the longest title the question says wins', () => {
    const q = 'who played elvis in the movie love me tender';
    expect(titleScore(says(q, 'Love Me Tender')!)).toBeGreaterThan(titleScore(says(q, 'Elvis')!));
  });

  test('a bracketed kind the question names picks between same-named articles', () => {
    const movie = 'the apollo 13 movie what year did it come out';
    expect(titleScore(says(movie, 'Apollo 13 (film)')!)).toBeGreaterThan(titleScore(says(movie, 'Apollo 13')!));
    const mission = 'who was the commander of apollo 13';
    expect(titleScore(says(mission, 'Apollo 13')!)).toBeGreaterThan(titleScore(says(mission, 'Apollo 13 (film)')!));
  });

  test('a kind named in another language agrees too', () => {
    expect(says('кто снял фильм титаник', 'Титаник (film)')?.qualifier).toBe('agrees');
  });

  test.each([
    ['which wide body jet does russia fly its leaders in', 'Wide-body aircraft'],
    ["what's the lightest wide body plane ever built", 'Wide-body aircraft'],
  ])('%s says the title %s: its last word is a kind said in another word', (question, title) => {
    expect(says(question, title)?.missing).toBe(0);
  });

  test('a kind word alone never says a title ending in another word of its kind', () => {
    expect(says('when did the plane land', 'Aircraft')).toBeUndefined();
    expect(says('when did the jet land', 'Aircraft')).toBeUndefined();
  });

  test('disambiguation pages never match', () => {
    expect(says('mercury', 'Mercury (disambiguation)')).toBeUndefined();
  });
});

describe('first-person titles', () => {
  test.each(['I Have a Dream', 'Love Me Tender', 'In God We Trust', 'Мой ласковый и нежный зверь'])('%s holds a first-person word', (t) => {
    expect(hasFirstPersonWord(t)).toBe(true);
  });

  test('a title without one does not', () => {
    expect(hasFirstPersonWord('Car keys')).toBe(false);
  });

  test('a span written as a title in a snippet counts', () => {
    expect(writtenAsTitle('love me tender', '...in Love Me Tender. Drafted into military service in 1958')).toBe(true);
    expect(writtenAsTitle('i have a dream', 'delivered his “I Have a Dream” speech')).toBe(true);
  });

  test('the same words in running prose do not', () => {
    expect(writtenAsTitle('my mother', 'He wrote that my mother was a teacher.')).toBe(false);
    expect(writtenAsTitle('my mother', 'My mother was a teacher, he wrote.')).toBe(false);
  });
});

describe('part titles', () => {
  test.each([
    ['who were the pilots on the 747s first flight', 'Boeing 747'],
    ['when was the dreamliner first delivered', 'Boeing 787 Dreamliner'],
    ['what year did presley die', 'Elvis Presley'],
  ])('%s says enough of %s', (question, title) => {
    expect(says(question, title)?.missing).toBeGreaterThan(0);
  });

  test('a whole title outranks a part of another', () => {
    const q = 'when did the boeing 747 first fly';
    expect(titleScore(says(q, 'Boeing 747')!)).toBeGreaterThan(titleScore(says('when did the 747 first fly', 'Boeing 747')!));
  });
});

describe('distinctive parts of a title', () => {
  test('a model number said anywhere in the title stands for it', () => {
    expect(matchTitle(matchWords('the first commercial 787 flight where did it go'), 'Boeing 787 Dreamliner')).toBeDefined();
  });

  test('a number says only the same number, not a longer one that starts with its digits', () => {
    expect(matchTitle(matchWords('the first nexus 7 tablet which android did it run'), 'Boeing 747')).toBeUndefined();
  });

  test('a short question word does not say a title word that merely shares its first letters', () => {
    expect(matchTitle(matchWords('where did it take off from'), 'Frog')).toBeUndefined();
  });

  test('a long capitalised last name stands for its title', () => {
    expect(matchTitle(matchWords('how many votes were cast to name the dreamliner'), 'Boeing 787 Dreamliner')).toBeDefined();
  });

  test.each([
    ['how many votes were cast to name the dreamliner', 'Accepted name'],
    ['tarantulas how long can they live in captivity', 'Tigers in captivity'],
    ['which continent has no native ants', 'Driest continent'],
  ])('the lower-case words of a descriptive title do not stand for it: %s / %s', (question, title) => {
    expect(matchTitle(matchWords(question), title)).toBeUndefined();
  });

  test('a lower-case part still names a title written without case', () => {
    expect(matchTitle(matchWords('when did presley die'), 'elvis presley')).toBeDefined();
  });
});

describe('site names appended to titles', () => {
  test.each([
    ['Android (operating system) - Wikipedia', 'Android (operating system)'],
    ['Москва — Википедия', 'Москва'],
    ['Paris — Wikipédia, l’encyclopédie libre', 'Paris'],
    ['Rock - Paper - Scissors', 'Rock - Paper - Scissors'],
  ])('%s is the article %s', (title, article) => {
    expect(withoutSiteName(title)).toBe(article);
  });

  test('a question naming the article matches its title with the site name appended', () => {
    expect(says('who designed the green android robot logo', 'Android (operating system) - Wikipedia')).toBeDefined();
  });
});

describe('a part of a title is said as written', () => {
  test('a word sharing only a long prefix with the last word does not name the title', () => {
    expect(says('the communist manifesto what year was it', 'Catholic Communion')).toBeUndefined();
  });

  test('a part of two words before the kind word the title ends with names it ("wide body" / "Wide-body aircraft")', () => {
    expect(says('that british wide body project that never got off the drawing board', 'Wide-body aircraft')).toBeDefined();
  });

  test('a plural of the last word still names it', () => {
    expect(says('how many 747s were built', 'Boeing 747')).toBeDefined();
  });

  test('a model number said with its variant letters names the title ("747sp")', () => {
    expect(says('the very last 747sp who ordered it', 'Boeing 747')).toBeDefined();
  });

  test('function words of a part do not count as title words said ("the second" of "Elizabeth the Second")', () => {
    const q = 'molluscs are the second biggest invertebrate phylum so which one is bigger';
    expect(says(q, 'Mollusca')).toBeDefined();
    expect(says(q, 'Elizabeth the Second')).toBeUndefined();
  });

  test('of two one-word runs, the title number wins over the first word ("boeing ... the 777-200lr")', () => {
    expect(says('what nickname did boeing give the 777-200lr', 'Boeing 777')).toBeDefined();
  });
});

describe('a title said as one compound word', () => {
  test.each([
    ['die boontjieslaai hoe lank hou dit', 'Boontjie slaai'],
    ['die klapperkoekies waarmee versier ek hulle', 'Klapper Koekies'],
    ['vir hoeveel mense is die blikkiesop', 'Blikkies sop'],
  ])('%s says the whole title %s', (question, title) => {
    const m = says(question, title);
    expect(m?.missing).toBe(0);
    expect(m?.words).toBe(2);
  });

  test('a compound of the title start leaves the rest of a longer title to the words after it', () => {
    const q = 'boontjiesop met spekblokkies hoe lank moet dit prut';
    expect(titleScore(says(q, 'Boontjie sop met spekblokkies')!)).toBeGreaterThan(titleScore(says(q, 'Boontjie sop')!));
  });

  test('a word that only starts with a title word does not say the title', () => {
    expect(says('die boontjiesakke waar koop ek dit', 'Boontjie slaai')).toBeUndefined();
  });
});

describe('an ordinal said alone', () => {
  test('does not name a ruler\'s title: "moctezuma the second" is not "Elizabeth the Second"', () => {
    expect(says('when did moctezuma the second die', 'Elizabeth the Second')).toBeUndefined();
  });

  test('said with the name, it does', () => {
    expect(says('when was elizabeth the second crowned', 'Elizabeth the Second')?.missing).toBe(0);
  });
});

describe('a title word said as two words', () => {
  test.each([
    ['hoe groot moet die pan wees vir die bar one fudge', 'BarOne fudge'],
    ['the splash down of apollo 13 where was it', 'Splashdown'],
  ])('%s says the whole title %s', (question, title) => {
    expect(says(question, title)?.missing).toBe(0);
  });

  test('the title written as one word outranks the title of its last word alone', () => {
    const q = 'hoe groot moet die pan wees vir die bar one fudge';
    expect(titleScore(says(q, 'BarOne fudge')!)).toBeGreaterThan(titleScore(says(q, 'Fudge')!));
  });
});

describe('a title ending in its number, said as an ordinal', () => {
  test.each([
    ['who did george the fourth hire to rebuild windsor castle', 'George IV'],
    ['die tweede aartappelsop in die slow cooker hoe lank', 'Aartappel sop 2'],
    ['in die tweede nederlandse les wie is dit', 'Nederlands/Les 2'],
  ])('%s says the whole title %s', (question, title) => {
    expect(says(question, title)?.missing).toBe(0);
  });

  test('another ordinal leaves the number unsaid ("george the third" / "George IV")', () => {
    expect(says('who did george the third hire', 'George IV')?.missing ?? 1).toBeGreaterThan(0);
  });
});

describe('a title ending in its number, said as a number word right after it', () => {
  test.each([
    ['die fudge een resep hoe lank moet ek roer', 'Fudge 1'],
    ['in les drie wie is dit', 'Les 3'],
  ])('%s says the whole title %s', (question, title) => {
    expect(says(question, title)?.missing).toBe(0);
  });

  test('a number word elsewhere in the question does not ("een fudge resep" / "Fudge 1")', () => {
    expect(says('een fudge resep hoe lank moet ek roer', 'Fudge 1')?.missing ?? 1).toBeGreaterThan(0);
  });
});

describe('matching many titles', () => {
  test('a title whose first letters differ only by an accent is still said ("ecole normale" / "École normale")', () => {
    expect(says('when was the ecole normale founded', 'École normale')).toBeDefined();
  });

  test('the same title matched twice gives the same match (titles are split once and kept)', () => {
    const q = 'who sang my heart will go on';
    expect(says(q, 'My Heart Will Go On')).toEqual(says(q, 'My Heart Will Go On'));
  });
});

describe('spellingKey: redirects that only respell a title', () => {
  test('share one key', () => {
    const keys = ['United States', 'UNITED STATES', 'United-States', 'United Stated', 'United Statez'].map(spellingKey);
    expect(new Set(keys).size).toBe(1);
  });

  test.each([
    ['Apollo 13', 'Apollo 13 (film)'],
    ['Boeing 747', 'Boeing 737'],
    ['United States', 'President of the United States'],
  ])('"%s" and "%s" are other articles', (a, b) => {
    expect(spellingKey(a)).not.toBe(spellingKey(b));
  });
});
