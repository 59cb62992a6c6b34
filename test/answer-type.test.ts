/** Whether a sentence holds what a question asks for (daemon/text/answer-type.ts) and which page words say a focus word (focus-words.ts). */
import { describe, expect, test } from 'vitest';
import { holdsKind, introducesName, namesHolderOf, statesAmount, statesAskedMeasure, statesPosition, statesScientificName } from '../daemon/text/answer-type.js';
import { questionFocus } from '../daemon/text/question-focus.js';
import { focusCloseness, focusCoverage, rareFocusCoverage, saysFocusWord } from '../daemon/text/focus-words.js';
import { matchWords } from '../daemon/lang/words.js';

describe('holdsKind', () => {
  test.each([
    ['It first flew on February 9, 1969.', 'date', true],
    ['Il est né le 3 mars.', 'date', true],
    ['Родился 9 марта.', 'date', true],
    ['It is the tallest living animal.', 'number', false],
    ['The dam is 726.4 ft (221.4 m) high.', 'number', true],
    ['The mission was commanded by Jim Lovell.', 'person', true],
    ['The City of Everett, the first 747 and prototype, is at the Museum of Flight.', 'date', false],
    ['Rome fell in 476 AD.', 'date', true],
    ['Before the Council of Ephesus in AD 431, the Church of the East shared in this communion.', 'date', true],
    ['The ADAC counted 431 members.', 'date', false],
    // Dutch and Afrikaans number words; not "ses" and "tien", which are French words too.
    ["Daarna volg die preek wat ongeveer een en 'n half tot twee uur geduur het.", 'number', true],
    ['Il a vécu avec ses enfants et tien compte de leurs avis.', 'number', false],
  ] as const)('%s holds a %s: %s', (sentence, kind, holds) => {
    expect(holdsKind(sentence, kind)).toBe(holds);
  });

  test('for a count, a number the question already names is not the answer ("the 747")', () => {
    expect(holdsKind('The 747 was found to be immune to Dutch roll.', 'number', ['747', 'wings'], true)).toBe(false);
  });

  test('for a count, another number beside the named one still holds', () => {
    expect(holdsKind('The 747 wings are swept at 37.5 degrees.', 'number', ['747', 'wings'], true)).toBe(true);
  });

  test('a month the question says is a name in it, not a date ("la sonde Mars Global Surveyor")', () => {
    const sentence = 'La sonde Mars Global Surveyor survole ainsi Mars à 14 heures.';
    expect(holdsKind(sentence, 'date', ['sonde', 'mars', 'global', 'surveyor'])).toBe(false);
    expect(holdsKind(sentence, 'date')).toBe(true);
  });

  test.each([
    ['The eggs hatch after around eight weeks.', false],
    ['The eggs hatch after 8 to 10 weeks.', false],
    ['She lays 5 to 15 eggs.', true],
    ['She lays 5 in a clutch.', true],
    ['Some sources list fourteen vitamins.', true],
  ] as const)('for a count of things, a measure is no count: %s holds one: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'number', [], true, { countsThings: true })).toBe(holds);
  });

  test.each([
    ['The −200 model followed in 1971, featuring more powerful engines.', false],
    ['The -300 was stretched.', false],
    ['Up to 416 passengers fit in the −400.', true],
  ] as const)('for a count, a number after a minus sign (a variant, a value below zero) is none: %s holds one: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'number', [], true)).toBe(holds);
  });

  test.each([
    ['Композиторым музыкальнэ произведениеу 500-м ехъу къытфигъэнагъ.', true],
    ['1382-рэ илъэсым Бэркъукъ султӏан тетыгъом IуигъэкIыгъ.', false],
    ['Samos-2 fut le premier satellite.', false],
  ] as const)('for a count, a number with a case ending holds one, a year or a name with one does not: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'number', [], true)).toBe(holds);
  });

  test.each([
    ['The Mameluke; Or, Slave Dynasty of Egypt, 1260-1517, A.D. William Muir.', false],
    ['The dynasty ruled Egypt from 1260 to 1517 with 24 sultans.', true],
  ] as const)('for a count, two years joined by a hyphen are a span of time, no count: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'number', [], true)).toBe(holds);
  });

  test.each([
    ['In cooler climates, the adults lay eggs in autumn, then die.'],
    ['Осенью птицы улетают на юг.'],
    ['Die Störche kommen im Frühling zurück.'],
  ])('a season dates a sentence as a month does: %s', (sentence) => {
    expect(holdsKind(sentence, 'date')).toBe(true);
  });

  test('a measure still holds a number when the question does not count things', () => {
    expect(holdsKind('The eggs hatch after around eight weeks.', 'number', [], true)).toBe(true);
  });

  test.each([
    ['The street ends at a church with its 280-foot spire.', true],
    ['Samos-2 reached a sun-synchronous orbit.', false],
    ['Он родился в 1802-рэ году.', false],
  ] as const)('for a measure, %s holds a figure: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'number', [], true)).toBe(holds);
  });
});

test('focus coverage counts inflected forms', () => {
  expect(focusCoverage(['marry'], matchWords('In 1739 he married Sara Elisabeth Moraea.'))).toBe(1);
  expect(focusCoverage(['children'], matchWords('He served in the army.'))).toBe(0);
});

test('a focus word whose silent "e" went before "-ing" is said by its other forms: "naming" by "named"', () => {
  expect(focusCoverage(['naming'], matchWords('The Mach number is named after Ernst Mach.'))).toBe(1);
});

describe('focus coverage weighted by rarity', () => {
  // Of six sentences, one says "sidestick", five say "jets" and "airbus".
  const focus = ['sidestick', 'jets', 'airbus'];
  const saidIn = [1, 5, 5];
  test('a sentence saying only the focus word few sentences say covers more than half of the weight', () => {
    const words = matchWords('Instead, the pilot holds a small sidestick beside the seat.');
    expect(focusCoverage(focus, words)).toBeCloseTo(1 / 3);
    expect(rareFocusCoverage(focus, saidIn, 6, words)).toBeGreaterThan(0.5);
  });
  test('a sentence saying only the focus words most sentences say covers less than their count', () => {
    const words = matchWords('Airbus jets fly in many countries.');
    expect(rareFocusCoverage(focus, saidIn, 6, words)).toBeLessThan(focusCoverage(focus, words));
  });
  test('no focus is covered whole, as by focusCoverage', () => {
    expect(rareFocusCoverage([], [], 6, matchWords('Anything at all.'))).toBe(1);
  });
});

describe('which page words say a focus word', () => {
  test.each([
    ['born', 'borne', true],
    ['live', 'lived', true],
    ['lives', 'live', true],
    ['sold', 'solo', false],
    ['maire', 'maison', false],
    ['написал', 'на', false],
    ['worms', 'earthworms', true],
    ['ants', 'servants', false],
    // A long word opening a compound: the microwave oven a recipe writes for "die mikrogolf"; not a short one.
    ['mikrogolf', 'mikrogolfoond', true],
    ['water', 'waterfall', false],
    ['run', 'running', true],
    ['stop', 'stopped', true],
    ['sit', 'sitting', true],
    ['7', '747', false],
    ['747', '747s', true],
    ['1990', '1990s', true],
    ['bachelor', 'ba', true],
    ['sept', '7', true],
    ['7', 'seven', true],
    ['seven', '8', false],
    ['zwölf', '12', true],
    // One word spelt two ways: a recipe's "bladjang" for the question's "blatjang".
    ['blatjang', 'bladjang', true],
    // A Roman numeral is only ever the same number, as digits are: Super Bowl LV is not LVI.
    ['lv', 'lvi', false],
    ['xii', 'xiii', false],
    ['lvi', 'lvi', true],
    ['live', 'lived', true],
    // A function word says only itself: "been" is not "bee".
    ['bee', 'been', false],
    ['bee', 'bees', true],
  ])('%s in %s: %s', (focus, word, says) => {
    expect(saysFocusWord(focus, word)).toBe(says);
  });
});

describe('focusCloseness: the focus words said together', () => {
  const focus = ['first', 'flight'];

  test('side by side: full score', () => {
    expect(focusCloseness(focus, matchWords('The first flight took place on June 12, 1994'))).toBe(1);
  });

  test('far apart: half', () => {
    expect(focusCloseness(focus, matchWords("The type's first hull-loss occurred in 2008, when a plane with two engines from Beijing ended its flight short"))).toBe(0.5);
  });

  test('one of two said: half of the words', () => {
    expect(focusCloseness(focus, matchWords('It was the first of its kind'))).toBe(0.5);
  });

  test('none said: 0', () => {
    expect(focusCloseness(focus, matchWords('It was rolled out in April'))).toBe(0);
  });
});

describe('a who or where answer names something the question does not', () => {
  const known = matchWords('who was the co-pilot next to john cashman on the 777 first flight Boeing 777');

  test('a sentence naming only the question\'s own names does not hold a person', () => {
    expect(holdsKind('The first flight took place under the command of chief test pilot John E. Cashman.', 'person', known)).toBe(false);
  });

  test('a word opening the sentence is a name when the evidence writes it capitalised inside a sentence too', () => {
    const sentence = 'Warrington est connue pour avoir élu le premier candidat.';
    expect(holdsKind(sentence, 'place', ['ville'])).toBe(false);
    expect(holdsKind(sentence, 'place', ['ville'], false, { namesInText: new Set(['warrington']) })).toBe(true);
  });

  test.each([
    ['Fiche Sven-Åke Johansson sur le site Discogs.', 'site', true],
    ['Site personnel de Sven-Åke Johansson incluant une discographie.', 'site', false],
    ["Iran Air's planned Tehran–New York route needed range.", 'plane', false],
    ['He released the album Thriller in 1982.', 'album', true],
  ] as const)('%s names a %s: %s', (sentence, noun, names) => {
    expect(introducesName(sentence, noun)).toBe(names);
  });

  test('a month is not a person', () => {
    expect(holdsKind('Boeing confirmed on December 11 that the first flight would be delayed.', 'person', known)).toBe(false);
  });

  test('a new name holds one', () => {
    expect(holdsKind('Oysters were cultured in ponds by the Romans.', 'person', matchWords('who was farming oysters in ponds'))).toBe(true);
  });

  test('the first word of a sentence alone is not a name', () => {
    expect(holdsKind('Oysters were cultured in ponds.', 'person', matchWords('who was farming oysters in ponds'))).toBe(false);
  });
});

describe('cues and frames', () => {
  test.each([
    ['who did michael jackson marry after lisa marie', 'after'],
    ['what other names were in the running before they picked dreamliner', 'before'],
    ['who took charge of android once andy rubin moved on', 'once'],
    ['what did he write while he was in prison', 'while'],
  ])(
    '%s: the time word %s is not focus',
    (question, word) => {
      expect(questionFocus(question).focus).not.toContain(word);
    },
  );
  test.each([
    ['which city is the capital of myanmar these days', 'these'],
    ['who managed to isolate oxygen way before priestley', 'way'],
  ])('%s: the filler %s is not focus', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });

  test.each([
    ['termites get called what kind of ants', 'kind'],
    ['what sort of wings do jets get', 'sort'],
    ['how many kinds of mantis are there', 'kinds'],
    ['les orbites héliosynchrones servent à quels genres de satellites', 'genres'],
    ['какого вида эта акула', 'вида'],
  ])('%s: the kind word %s is not focus', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });

  test.each([
    ['when do the first termite fossils date from', 'date'],
    ["le centre commercial il date de quand", 'date'],
  ])('%s: asks for a date, and %s is not focus', (question, word) => {
    const asked = questionFocus(question);
    expect(asked.kind).toBe('date');
    expect(asked.focus).not.toContain(word);
  });

  test.each([
    ["Warrington a un centre commercial construit dans les années 70, avec une gare routière.", true],
    ['The style spread in the 1960s.', true],
    ["It was a hit in the '80s.", true],
    ['He had 70 sons.', false],
    ['It grew in the 16th century.', true],
    ['Elle date du XVIe siècle.', true],
    ['He had 16 children.', false],
  ])('%s holds a date: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'date')).toBe(holds);
  });

  test('a century does not state the year a question asks ("en quelle année")', () => {
    expect(holdsKind('It grew in the 16th century.', 'date', [], false, { yearAsked: true })).toBe(false);
  });

  test.each([
    ['annex', 'annexation', true],
    ['explore', 'exploration', true],
    ['construct', 'construction', true],
    ['form', 'formation', false],
    ['state', 'statement', false],
    // A past or -ing form of the verb: "was under japanese occupation" is stated "was occupied by Imperial Japan".
    ['occupied', 'occupation', true],
    ['annexed', 'annexation', true],
    ['electing', 'election', true],
    ['formed', 'formation', false],
  ])('%s is said by its noun %s: %s', (verb, noun, says) => {
    expect(saysFocusWord(verb, noun)).toBe(says);
  });

  test('an Adyghe possessed word is said by the word without its prefix ("иахъщэ" / "ахъщэу")', () => {
    expect(saysFocusWord('иахъщэ', 'ахъщэу')).toBe(true);
  });

  test('a short word opening with "и" keeps its letter ("игра" is not "гра...")', () => {
    expect(saysFocusWord('игра', 'граница')).toBe(false);
  });

  test.each([
    ['which country has the most wild tigers these days', 'days'],
    ['in the old days what numbers did players wear', 'old'],
    ['junit who wrote it in the first place', 'first'],
    ["in die ou dae op watter ouderdom het mens mondig geword", 'dae'],
    ['quelle est la capitale de la birmanie de nos jours', 'jours'],
    ['какая столица мьянмы в наши дни', 'дни'],
    ["aujourd'hui il habite dans quelle ville", 'hui'],
    ["l'orbite de mars c'est quoi comme genre d'orbite", 'comme'],
  ])('%s: the frame phrase holding %s is not focus', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });

  test('a frame phrase\'s word is focus outside the phrase ("how many days")', () => {
    expect(questionFocus('how many days can a person last with no water').focus).toContain('days');
  });

  test.each([['since the 1980s how many frogs have probably died out', 'probably'], ['who perhaps wrote it', 'perhaps']])('%s: the hedge %s is not focus', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });

  test.each([
    ['fourth', 'iv', true],
    ['tweede', '2', true],
    ['fourth', '4', true],
    ['first', '1', false],
    ['fifth', 'v', false],
    ['third', 'iv', false],
  ])('the ordinal %s is said by %s: %s', (ordinal, written, says) => {
    expect(saysFocusWord(ordinal, written)).toBe(says);
  });

  test('drugs are stated as medications', () => {
    expect(saysFocusWord('drugs', 'medications')).toBe(true);
  });

  test('le canal il a été creusé en quelle année: the participle été of a compound tense is not focus', () => {
    expect(questionFocus('le canal il a été creusé en quelle année').focus).toEqual(['canal', 'creusé']);
  });
  test.each([['what year was bob dylan given the nobel prize', 'given'], ['who makes the batteries in the 787', 'makes'], ['when was the photo taken', 'taken']])(
    '%s: the light verb %s is not focus',
    (question, verb) => {
      expect(questionFocus(question).focus).not.toContain(verb);
    },
  );

  test.each([['washington the capital not the state who is its mayor', 'not'], ["termites are called ants but they aren't ants", 'aren'], ['why even though it rained', 'though']])(
    '%s: the negation or concession %s is not focus',
    (question, word) => {
      expect(questionFocus(question).focus).not.toContain(word);
    },
  );

  test('"how far south" asks for a place', () => {
    expect(questionFocus("how far south does the bobcat's range go").kind).toBe('place');
  });

  test('a noun before an adverb and a particle stays plain focus ("ponds way back")', () => {
    const asked = questionFocus('who was farming oysters in ponds way back');
    expect(asked.focus).toContain('ponds');
    expect(asked.soft).not.toContain('ponds');
  });
});

describe('kinds in other scripts and measures', () => {
  test.each([
    ['Апэу игугъу зашӀыгъэр 468 гъэр ары.', true],
    ['Впервые упоминается в 468 году.', true],
    ['Чылэу дэсыр мин 63 283.', false],
  ])('%s holds a date: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'date')).toBe(holds);
  });

  test.each([
    ['какая площадь у казахстана', 'number'],
    ['what temperature should the oven be', 'number'],
    ['amarula koek op watter temperatuur moet die oond wees', 'number'],
    ['mars global surveyor elle passe au-dessus de mars à quelle heure', 'number'],
  ])('%s asks for a %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });
});

describe('a count is not a year or a number in a name', () => {
  test.each([
    ['Samos-2 fut le premier satellite artificiel à atteindre une orbite héliosynchrone en 1961.', false],
    ['The league has 32 teams.', true],
    ['In 1991, a record-breaking 1,087 passengers were airlifted aboard a 747.', true],
    ['The A380 entered service in 2007.', false],
    ['Джордж Лукас (14 май 1944 илъэсым къэхъугъ), Ар Америкэм щыщ зы актёр.', false],
    ['He was born on May 14, 1944, in Modesto.', false],
    ['He has 3 children, born in 1981, 1993 and 2000.', true],
    ['The campaign raised US$8.5m for its development.', true],
    ['The A380 and the 747s flew.', false],
  ])('%s holds a count: %s', (sentence, holds) => {
    expect(holdsKind(sentence, 'number', [], true)).toBe(holds);
  });

  test('"how many" and "combien" count; "how tall" does not', () => {
    expect(questionFocus('how many teams are in the league').counts).toBe(true);
    expect(questionFocus('combien de satellites tournent').counts).toBe(true);
    expect(questionFocus('how tall is the tower').counts).toBe(false);
  });
});

describe('new names are whole runs of capitalised words', () => {
  test('a run mostly of the question\'s own words is not new ("Asiana Airlines Flight 214")', () => {
    expect(holdsKind('The Asiana Airlines Flight 214 accident in July 2013 was its first fatal crash.', 'person', matchWords('who was flying asiana flight 214 when it crashed'))).toBe(false);
  });

  test('a new first name with a known surname is new ("Priscilla Presley")', () => {
    expect(holdsKind('In 1967 he married Priscilla Presley.', 'person', matchWords('who did elvis presley marry'))).toBe(true);
  });

  test('a capitalised function word before a month is not a name ("On December 12")', () => {
    expect(holdsKind('On December 12, 2009, the first 787 completed high speed taxi tests.', 'person', matchWords('who was the first pilot to fly faster than sound'))).toBe(false);
  });
});

describe('holdsKind stays linear', () => {
  test('a sentence of one huge token is checked at once (no backtracking on letter-digit runs)', () => {
    const sentence = `${'a'.repeat(200_000)}1 ${'b'.repeat(200_000)}`;
    expect(holdsKind(sentence, 'number', [], true)).toBe(false);
  });
});

describe('a measure is not a year either', () => {
  test('"how long" is not answered by a year alone', () => {
    const asked = questionFocus('how long was the i have a dream speech');
    expect(holdsKind('He delivered the speech at the 1963 March on Washington.', asked.kind, [], asked.counts || asked.measure)).toBe(false);
  });
});

describe("a lead's bracketed binomial states a scientific name", () => {
  test.each([
    'The lion (Panthera leo) is a large cat of the genus Panthera.',
    'Лев (лат. Panthera leo) — вид хищных млекопитающих.',
    'The raccoon (/rəˈkuːn/, Procyon lotor) is a mammal native to North America.',
    'The cougar (Puma concolor; also called puma) is a large cat.',
  ])('%s', (sentence) => {
    expect(statesScientificName(sentence)).toBe(true);
  });

  test.each(['The lion (also called Simba) is a cat.', 'Paris (France) is a city.', 'The 747 (Jumbo Jet) first flew in 1969.', 'The genus Panthera leo is named in 1758.'])(
    'not: %s',
    (sentence) => {
      expect(statesScientificName(sentence)).toBe(false);
    },
  );
});

describe('a small number written with an accent', () => {
  test.each([
    ['tres', '3'],
    ['piec', '5'],
  ])('folded, as the phraser reads it, "%s" says "%s"', (word, digits) => {
    expect(saysFocusWord(word, digits)).toBe(true);
  });
});

describe('a span of years states how long something lasted', () => {
  test.each([
    ['From 2008 to 2013, Hugo Barra served as product spokesperson, representing Android.', true],
    ['He was the first head of the republic (1992–2002).', true],
    ['Il a dirigé le club de 1945 à 1958.', true],
  ] as const)('%s: %s', (sentence, states) => {
    expect(statesAskedMeasure(sentence, ['length', 'duration'])).toBe(states);
  });

  test('not two years out of order ("in 2013 and 2008")', () => {
    expect(statesAskedMeasure('It grew in 2013 and 2008.', ['length', 'duration'])).toBe(false);
  });

  test('not for a length alone', () => {
    expect(statesAskedMeasure('From 2008 to 2013 the river was dredged.', ['length'])).toBe(false);
  });

  test('not for a time ago: a span says how long, not how long ago', () => {
    expect(statesAskedMeasure('It was built from 1880 to 1890.', ['duration'], true)).toBe(false);
  });
});

describe('a whole night, day or year states how long without a number', () => {
  test.each([
    ['Laat oornag in gin en witwyn lê.', true],
    ["L'orbite garde un angle constant toute l'année.", true],
    ['Leave the dough to rise overnight.', true],
    ['The night was cold.', false],
  ])('"%s": %s', (sentence, states) => {
    expect(statesAskedMeasure(sentence, ['duration'])).toBe(states);
  });
});

describe('a power is stated in watts or horsepower', () => {
  test('a rating in kVA states it', () => {
    expect(statesAskedMeasure('The ram air turbine generates up to 90 kVA of power.', ['power'])).toBe(true);
  });

  test('a thrust does not ("77,000 lbf (340 kN) ... to power the twinjet")', () => {
    expect(statesAskedMeasure('Each manufacturer had agreed to develop an engine in the 77,000 lbf (340 kN) and higher thrust class to power the twinjet.', ['power'])).toBe(false);
  });
});

describe('a time something has gone on since states how long', () => {
  test.each([
    ['Lions have been kept in menageries since the time of the Roman Empire.', true],
    ["Il est bien conservé, mais n'est plus en usage depuis 1960.", true],
    ['Since then the city has grown.', false],
  ] as const)('%s: %s', (sentence, states) => {
    expect(statesAskedMeasure(sentence, ['length', 'duration'])).toBe(states);
  });
});

describe('a sentence naming who holds a role', () => {
  test('names someone a few words after the role ("The head of the FAA, Michael Huerta, said")', () => {
    expect(namesHolderOf('The head of the FAA, Michael Huerta, said that nothing was found.', 'head')).toBe(true);
  });

  test('not someone after a stop that ends the role\'s clause', () => {
    expect(namesHolderOf('The head of the review resigned; Ray LaHood said so.', 'head')).toBe(false);
  });
});

describe("a people's adjective before a noun names no one", () => {
  const known = ['who', 'was', 'the', 'first', 'governor', 'of', 'new', 'south', 'wales'];

  test('"explored by European settlers and British colonies" holds no person', () => {
    expect(holdsKind('Most of the continent had been explored by European settlers and British colonies.', 'person', known)).toBe(false);
  });

  test('a one-word name before a function word still does ("discovered by Brian in 1990")', () => {
    expect(holdsKind('It was discovered by Brian in 1990.', 'person', known)).toBe(true);
  });
});

test('two years joined by "and" are two dates, no span ("he won in 2008 and 2012")', () => {
  expect(statesAskedMeasure('He won the title in 2008 and 2012.', ['length', 'duration'])).toBe(false);
});

describe('a position against a part, in the sentence\'s language', () => {
  test.each([
    ['747s can carry a fifth engine under the port wing of the aircraft', 'en', true],
    ['the batteries sit between the two engines', 'en', true],
    ['le moteur est placé sous la voilure', 'fr', true],
    ['le terrain est à côté du canal de Manchester', 'fr', true],
    ['The engine was built under licence in 1970', 'en', false],
    ['The engine sits under the wing', 'de', false],
    ['The engine sits under the wing', undefined, false],
  ])('%s (%s): %s', (sentence, lang, expected) => {
    expect(statesPosition(matchWords(sentence), lang)).toBe(expected);
  });
});

describe('an amount of a mass is stated with a unit, a share or a scale', () => {
  test.each([
    ['the long-range models can carry up to 47,890 US gallons (181,300 L)', true],
    ['Its forest cover comprises 21.7% of its area.', true],
    ['Some areas use daylight saving time for about half of the year.', true],
    ['spiders kill 400–800 million tons of prey per year', true],
    ['Google acquired Android Inc. for at least $50 million.', true],
    ['A twinjet design is more fuel-efficient than a trijet or four-engined aircraft of similar size.', false],
    ['In the mid-2000s, rising oil costs caused airlines to look towards newer aircraft.', false],
    ['The flight took 3 hours in 1970.', false],
  ])('%s: %s', (sentence, expected) => {
    expect(statesAmount(sentence)).toBe(expected);
  });
});
