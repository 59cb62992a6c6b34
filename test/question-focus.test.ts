/** What a question asks (daemon/text/question-focus.ts): its kind, its focus words, the cue and the frame around them. */
import { describe, expect, test } from 'vitest';
import { questionFocus } from '../daemon/text/question-focus.js';
import { LANGUAGES } from '../daemon/lang/index.js';

describe('questionFocus: what a question asks for', () => {
  test.each([
    ['when did the boeing 747 first fly', 'date'],
    ['what year did on the origin of species come out', 'date'],
    ['how tall is the hoover dam', 'number'],
    ['how many children did elvis have', 'number'],
    ['who was the commander of apollo 13', 'person'],
    ['where is karl marx buried', 'place'],
    ['когда родился гагарин', 'date'],
    ['сколько лет москве', 'number'],
    ['wann wurde die mauer gebaut', 'date'],
    ['cuántos habitantes tiene madrid', 'number'],
    ['combien de satellites', 'number'],
    // Adyghe says "how many" two ways: "сыд фэдиз" and "тхьапш".
    ['тумэнбий сулътӏан зэхъум илъэс тхьапш ыныбжьыгъ', 'number'],
    // ... and its cues take endings: "тхьапшкӏэ", "фэдизэу", "хэта".
    ['хьакурынэхьабл мыекъуапэ километрэ тхьапшкӏэ пэчыжь', 'number'],
    ['шыкӏэпщынэр сыд фэдизэу кӏыхьа', 'number'],
    ['хъырцые и лӏышъхьэр хэта', 'person'],
    // French asks a measure by its noun; "quand" after it opens a clause.
    ['tim parry il avait quel âge quand il est mort', 'number'],
    ["le canal de bridgewater il va jusqu'où", 'place'],
  ])('%s asks for a %s', (q, kind) => {
    expect(questionFocus(q).kind).toBe(kind);
  });

  test('the topic is not the focus: what is asked about it is', () => {
    expect(questionFocus('how many children did elvis presley have', ['elvis', 'presley']).focus).toEqual(['children']);
  });

  test.each([
    ['the royal pavilion which architect did george the fourth hire for it', ['george', 'iv'], 'fourth'],
    ['windows seven when did it come out', ['windows', '7'], 'seven'],
  ])('a number word naming the title\'s number is the title, not focus: "%s"', (question, topic, word) => {
    expect(questionFocus(question, topic).focus).not.toContain(word);
  });

  test('a short word of letters and digits is focus: "e-4b" keeps its "4b"', () => {
    expect(questionFocus('the e-4b what did people call it').focus).toContain('4b');
  });

  test('"be able to" is glue like "can": the article says when, not that one could', () => {
    expect(questionFocus('since what year have you been able to buy vitamin tablets').focus).not.toContain('able');
  });

  test('other words shorter than three letters are not focus', () => {
    expect(questionFocus('who is the ceo of hp').focus).not.toContain('hp');
  });

  test('a preposition framing the cue ("since what year") is not focus', () => {
    expect(questionFocus('since what year has that been the motto').focus).toEqual(['motto']);
  });

  test('a French measure said by its adjective around "combien" asks for that measure', () => {
    const asked = questionFocus('le pont il est haut de combien');
    expect(asked.measure).toBe(true);
    expect(asked.hints).toContain('hauteur');
  });

  test('words that are function words elsewhere stay focus in English ("die", "son")', () => {
    expect(questionFocus('when did elvis presley die', ['elvis', 'presley']).focus).toEqual(['die']);
    expect(questionFocus('who was the son of george iv', ['george', 'iv']).focus).toEqual(['son']);
  });

  test('a French measure asked by its noun asks for its dimension ("quel âge", "quel poids")', () => {
    expect(questionFocus('il avait quel âge quand il est mort').dimensions).toContain('age');
    expect(questionFocus("l'éléphant il a quel poids").dimensions).toEqual(['mass']);
  });

  test('an interrogative that opens a clause is not focus ("quel âge quand il est mort")', () => {
    expect(questionFocus('tim parry il avait quel âge quand il est mort').focus).not.toContain('quand');
  });

  test('Afrikaans light verbs are no focus ("hoeveel kerrie gooi ek in")', () => {
    expect(questionFocus('hoeveel kerrie gooi ek in die kerrie noedelslaai').focus).not.toContain('gooi');
  });

  test('an Afrikaans measure cue asks for its dimensions ("hoe lank")', () => {
    expect(questionFocus('hertzoggies hoe lank moet hulle bak').dimensions).toEqual(['length', 'duration']);
  });

  test('the measure word of a "how tall" question is part of the cue, not the focus', () => {
    expect(questionFocus('how tall is the hoover dam', ['hoover', 'dam']).focus).toEqual([]);
  });
});

describe('phrasal verbs are soft focus', () => {
  test.each([
    ['the descent of man what year did darwin bring it out', 'bring'],
    ['when did hong kong go back to china', 'back'],
    ['when did the band kick off the tour', 'kick'],
    ['before ringo came along the beatles had a few drummers who was one of them', 'along'],
  ])('%s: %s is soft', (question, word) => {
    expect(questionFocus(question).soft).toContain(word);
  });

  test('a verb with no particle after it is plain focus', () => {
    const asked = questionFocus('when did darwin bring the beagle home');
    expect(asked.focus).toContain('bring');
    expect(asked.soft).not.toContain('bring');
  });
});

describe('phrasal verbs: only a pronoun stands between verb and particle', () => {
  test('the subject before "give off" is plain focus', () => {
    expect(questionFocus('what gas do plants give off during photosynthesis').soft).not.toContain('plants');
  });
});

describe('which cue a question asks with', () => {
  test('of two cues as long, the first: "who ... when it crashed" asks who', () => {
    expect(questionFocus('who was flying asiana flight 214 when it crashed').kind).toBe('person');
  });

  test.each([
    ['when the titanic sank where did the survivors land', 'place'],
    ['when andy rubin went broke who turned up with an envelope of cash', 'person'],
    ['when a wide body jet talks to air traffic control what word gets added to its call sign', 'other'],
    ["hey when two boy giraffes fight by swinging their necks what's that called", 'other'],
  ])('"when" opening a clause gives way to the cue that asks: %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });

  test.each([
    ['when did the titanic sink'],
    ['when the titanic sank'],
    ['when was the first flight of the 747 and who flew it'],
    ['how did he die and when'],
  ])('"when" asks when an auxiliary follows it, nothing else asks, or it ends the question: %s', (question) => {
    expect(questionFocus(question).kind).toBe('date');
  });

  test.each([
    ['in procedural programming what counts as a unit when you unit test', 'other'],
    ['what happened to the crew when the plane came down', 'other'],
  ])('"when" opening a clause gives way to an interrogative before it: %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });

  test('French "qui" after a noun is a relative pronoun when another interrogative asks', () => {
    expect(questionFocus("le canal maritime de manchester qui coupe warrington son nom en anglais c'est quoi").kind).toBe('other');
    expect(questionFocus("c'était qui l'ancien ministre qui a été élu député à warrington").kind).toBe('person');
  });

  test.each([
    ['someone who studies millipedes what do you call them', 'other'],
    ['the man who designed the tower what was his name', 'other'],
  ])('"who" after a noun is a relative pronoun when another interrogative asks: %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });

  test.each([
    ['the who essential medicines list when did the first edition come out', 'date'],
    ['when did the who release tommy', 'date'],
  ])('an interrogative after its language\'s article is a name, not the question\'s cue ("the WHO"): %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });

  test.each([
    ['who sang my heart will go on'],
    ['that 787 record flight to dhaka who was the captain'],
    ['the guy who flew it'],
  ])('"who" asks when it opens the question or nothing else of its language asks: %s', (question) => {
    expect(questionFocus(question).kind).toBe('person');
  });

  test.each([
    ['which bird is the smallest', 'bird'],
    ['which bird is the smallest in the world', 'bird'],
    ['what is the tallest of the buildings', 'buildings'],
  ])('the noun a superlative asks about: %s -> %s', (question, noun) => {
    expect(questionFocus(question).superlative?.noun).toBe(noun);
  });

  test('Russian pronouns, particles and the forms of "какой" are no focus', () => {
    expect(questionFocus('заур тутэ какую песню тухманова спел так что всем понравилась').focus).toEqual(['заур', 'тутэ', 'песню', 'тухманова', 'спел', 'понравилась']);
  });

  test.each([
    ['who managed elvis for over twenty years', ['managed', 'elvis']],
    ['which ship sank after 3 days at sea', ['ship', 'sank', 'sea']],
  ])('a measure the question says with its unit is no focus: %s', (question, focus) => {
    expect(questionFocus(question).focus).toEqual(focus);
  });

  test('a count cue\'s unit is still what it counts ("how many years")', () => {
    expect(questionFocus('how many years did it take').unit).toBe('years');
  });

  test('indefinite pronouns are no focus ("someone who studies millipedes")', () => {
    expect(questionFocus('someone who studies millipedes what do you call them').focus).not.toContain('someone');
  });

  test.each([
    ['how much longer is the 777-300 than the -200', ['length', 'duration']],
    ['how much taller is the tower than the cathedral', ['length']],
    ['how much heavier is a male than a female', ['mass']],
  ])('"how much" with a comparative asks a measure, not a count: %s', (question, dimensions) => {
    const asked = questionFocus(question);
    expect(asked).toMatchObject({ kind: 'number', measure: true, counts: false, unit: undefined, dimensions });
  });

  test('the frame of a comparison is no focus ("compared to the -200")', () => {
    expect(questionFocus('how much longer is the 777-300 compared to the -200').focus).not.toContain('compared');
  });

  test.each([
    ['how many eggs does an emu lay', true],
    ['wie viele eier legt ein emu', true],
    ['how much cash was in the envelope', false],
    ['combien de temps après', false],
    ['how many years did it take', false],
    ['how many are there', false],
  ])('a count of things, never a mass or a unit: %s', (question, things) => {
    expect(questionFocus(question).countsThings).toBe(things);
  });

  test.each([
    ['how many people were on it', true],
    ['how many were killed', true],
    ['how much cash was in the envelope', false],
    ['how many years did it take', false],
  ])('a count, whether or not it names what it counts: %s', (question, counts) => {
    expect(questionFocus(question).countsCount).toBe(counts);
  });

  test.each([
    ["so when's the next total solar eclipse", 'date'],
    ["where'd they dig up the oldest frog fossil", 'place'],
    ['who’s the president of france', 'person'],
  ])('a contracted question word asks as the word does: %s', (question, kind) => {
    expect(questionFocus(question).kind).toBe(kind);
  });

  test('"the date" asks for a date with no question word ("do you know the date ...")', () => {
    expect(questionFocus('do you know the date martin luther king got the nobel peace prize').kind).toBe('date');
  });

  test('a cue that ends the question wins over an earlier relative pronoun ("les soldats qui ... vers où")', () => {
    expect(questionFocus('du temps des romains les soldats qui passaient par warrington ils allaient vers où').kind).toBe('place');
  });

  test('a measure noun is a cue only as the question\'s own "what is the ..."', () => {
    expect(questionFocus("what's the population of canberra").kind).toBe('number');
    expect(questionFocus('who was the first pilot to fly faster than the speed of sound').kind).toBe('person');
  });
});

describe('the role a who-question asks who held', () => {
  test.each([
    ["who was the captain on pan am's first 747 flight", 'captain'],
    ['the hoover dam who was the chief engineer on it', 'engineer'],
    ['qui était le maire de warrington', 'maire'],
    // A word right before an article takes it as its object: a verb, not the role.
    ['who was the test pilot flying the triple seven on its first flight', 'pilot'],
    ['who was the pilot the airline chose for the first flight', 'pilot'],
  ])('%s -> %s', (question, role) => {
    expect(questionFocus(question).role).toBe(role);
  });

  test.each([
    ['who flew the 787 on its first flight'],
    ['who is seen as the founder of taxonomy'],
    ['who was put in charge of the design studies'],
    ['when was the captain born'],
  ])('no role when a verb or no person cue comes first: %s', (question) => {
    expect(questionFocus(question).role).toBeUndefined();
  });
});

describe("a question's own glue is not its focus", () => {
  test.each([
    ['the 747 turned out to be pretty much immune to it what is it called', ['pretty', 'much']],
    ['super bowl lvi the rams won it but who did they beat', ['but']],
  ])('a conjunction and the intensifiers of speech are no focus: %s', (question, words) => {
    const { focus } = questionFocus(question);
    for (const w of words) expect(focus).not.toContain(w);
  });

  test.each([
    ['if a jumbo needs to ferry a spare engine where does it carry it', ['needs']],
    ['what happens if nobody keeps up with failing unit tests', ['happens', 'nobody']],
  ])('a modal need, "happens" and an indefinite pronoun are frames, no focus: %s', (question, words) => {
    const { focus } = questionFocus(question);
    for (const w of words) expect(focus).not.toContain(w);
  });

  test('a word after a possessive is a noun, not the verb of a particle ("darwin\'s house down in kent")', () => {
    const { focus, soft } = questionFocus("what was the name of darwin's house down in kent");
    expect(focus).toContain('house');
    expect(soft).not.toContain('house');
  });

  test.each([
    ['who was the guy that overthrew romulus augustulus'],
    ["the hr diagram for stars who are the two guys it's named after"],
  ])('a noun for someone that names no role asks who, not for a role: %s', (question) => {
    const asked = questionFocus(question);
    expect(asked.kind).toBe('person');
    expect(asked.role).toBeUndefined();
  });

  test('a role stays a role ("who was the captain on the flight")', () => {
    expect(questionFocus('who was the captain on the flight').role).toBe('captain');
  });

  test.each([
    ['what year did the mosque open', true],
    ['la fontaine on l\'a installée en quelle année', true],
    ['в каком году построили мечеть', true],
    ['when did african american history start', false],
  ])('the cue asks a year: %s', (question, year) => {
    expect(questionFocus(question).asksYear === true).toBe(year);
  });

  test('a verb before its particle stays soft ("when did the romans first set up london")', () => {
    expect(questionFocus('when did the romans first set up london').soft).toContain('set');
  });

  test.each([
    ['how much fuel does a jumbo jet burn in an hour', true],
    ['how much of india is covered by forest', true],
    ['how much did google pay for android inc', false],
    ['how many engines does it have', false],
  ])('"how much" of a mass in no named dimension asks an amount: %s', (question, amount) => {
    expect(questionFocus(question).amount === true).toBe(amount);
  });

  test('"your" of a question asked of anyone is no focus ("jailbreak your phone")', () => {
    expect(questionFocus('which us official said its okay to jailbreak your phone').focus).not.toContain('your');
  });

  test.each([
    ['where did queen elizabeth the second pass away', 'died'],
    ['when did he finally passed away', 'died'],
    ['how long does it take boeing to put together a 777-300er', 'assembled'],
  ])('a phrasal verb that says one word is that word, not soft: %s', (question, word) => {
    const { focus, soft } = questionFocus(question);
    expect(focus).toContain(word);
    expect(soft).not.toContain(word);
    expect(focus.filter((w) => ['pass', 'passed', 'away', 'put', 'together'].includes(w))).toEqual([]);
  });

  test('every phrasal meaning in the tables is a verb and its particle (longer phrases would never be read)', () => {
    const phrases = LANGUAGES.flatMap((l) => Object.keys(l.words.phrasalMeanings ?? {}));
    expect(phrases.length).toBeGreaterThan(0);
    expect(phrases.filter((p) => p.split(' ').length !== 2)).toEqual([]);
  });

  test('a phrase of more than one meaning stays a soft phrasal verb ("set up": founded, settled)', () => {
    expect(questionFocus('so roughly what year did the romans first set up london').soft).toContain('set');
  });

  test('the name an Adyghe question asks for frames it with its ending too ("ишыд сыда ыцӏэр", "what is his donkey\'s name")', () => {
    const { focus } = questionFocus('хъуаджэм ишыд сыда ыцӏэр');
    expect(focus).not.toContain('сыда');
    expect(focus).not.toContain('ыцӏэр');
  });

  test('a name asked about, not asked for, stays focus ("иджырэ цӏэр ... сыд илъэсым", "its current name since which year")', () => {
    expect(questionFocus('адыгэ псалъэ гъэзетым иджырэ цӏэр сыд илъэсым къыщегъэжьагъэу ехьа').focus).toContain('цӏэр');
  });

  test('an Adyghe "тэдэ" asks where, as "тыдэ" does', () => {
    expect(questionFocus('къэзэнэкъо джэбэгъ тэдэ къыщыхъугъ').kind).toBe('place');
  });

  test('the name an Adyghe question asks for frames it ("ыцӏэ сыд", "what is his name")', () => {
    expect(questionFocus('крис хемсворт ятэ ыцӏэ сыд').focus).toEqual(['крис', 'хемсворт', 'ятэ']);
  });

  test('Afrikaans function words are not focus words of an Afrikaans question', () => {
    const focus = questionFocus("vir die piesang broodjie watter soort suurmelk gebruik 'n mens").focus;
    expect(focus).toContain('suurmelk');
    expect(focus).not.toContain('die');
    expect(focus).not.toContain('mens');
  });

  test('the English verb "die" stays a focus word of an English question', () => {
    expect(questionFocus('when did the last emperor of russia die').focus).toContain('die');
  });

  test('French "aux" is not a focus word', () => {
    expect(questionFocus("roy jenkins il s'est présenté aux élections à warrington en quelle année").focus).not.toContain('aux');
  });

  test('French "s\'appelle" is a frame, like "called", and so is the "comment" that asks the name after it', () => {
    expect(questionFocus("la centrale électrique de warrington elle s'appelle comment").focus).toEqual(['centrale', 'électrique', 'warrington']);
  });

  test('French "se trouve" is a frame, like "located"; "trouvé" alone ("found") is not', () => {
    expect(questionFocus("warrington elle se trouve dans quelle partie de l'angleterre").focus).not.toContain('trouve');
    expect(questionFocus('qui a trouvé le trésor').focus).toContain('trouvé');
  });

  test('French "comment" after "appelle" asks the name; alone it stays a focus word', () => {
    expect(questionFocus("le centre commercial de culcheth à warrington on l'appelle comment").focus).not.toContain('comment');
    expect(questionFocus("le centre pour la paix à warrington il s'appelait comment au début").focus).not.toContain('début');
    expect(questionFocus('la terre est aplatie comment comparé à la lune').focus).toContain('comment');
  });

  test('"ander woord daarvoor" asks another name of the subject, as "ander woord vir" does', () => {
    const asked = questionFocus('natuurkunde wat is die ander woord daarvoor');
    expect(asked.otherName).toBe(true);
    expect(asked.soft).toEqual(expect.arrayContaining(['woord', 'daarvoor']));
  });

  test.each([
    ['oats koekies hoe lank moet hulle in die oond bly', 'die'],
    ['brons waarvan maak hulle dit eintlik', 'eintlik'],
  ])('an Afrikaans question that shares its words with Dutch is still read as Afrikaans: %s drops %s', (question, glue) => {
    expect(questionFocus(question).focus).not.toContain(glue);
  });
});

describe('the dimensions a measure is stated in', () => {
  test.each([
    ['the river thames how long is it', ['length', 'duration']],
    ['how heavy does a giraffe get', ['mass']],
    ['warrington elle fait combien de kilomètres carrés', ['area']],
    ['how many minutes is the film', ['duration']],
    ['how much does an airbus a380 cost', ['money']],
    ["how much does a baby hippo weigh when it's born", ['mass']],
    ['how loud is a boeing 747 when it takes off', ['loudness']],
    ['wie laut ist eine boeing 747 beim start', ['loudness']],
    // A verb of time makes "how long" ask the duration.
    ['how long does a bobcat usually live', ['duration']],
    ['how long does it take boeing to build a 747', ['duration']],
    ['die rooibos ystee hoe lank hou dit in die yskas', ['duration']],
    // "how much money": a sum, in its currency.
    ['when oracle went after google how much money were they asking for', ['money']],
    // "how much ... volume": a volume in its units, not a share of it.
    ['the dreamlifter how much cargo volume has it got inside', ['volume']],
  ])('%s', (question, dimensions) => {
    expect(questionFocus(question).dimensions).toEqual(dimensions);
  });

  test.each([['how many people live in london'], ['le paramètre gravitationnel de la terre il vaut combien']])('no measure is checked: %s', (question) => {
    expect(questionFocus(question).dimensions).toBeUndefined();
  });
});

describe('the noun a superlative asks about', () => {
  test.each([
    ['the jumbo was the heaviest airliner flying until which plane turned up', ['airliner']],
    ["what's the highest mountain in germany", []],
  ])('the kind words naming its class: %s', (question, kinds) => {
    expect(questionFocus(question).superlative?.kinds).toEqual(kinds);
  });

  test.each([
    ["what's the highest mountain in germany", 'mountain'],
    ['which country has the most wild tigers', 'tigers'],
    ['the longest etops diversion ever on a 777 how long was it', 'diversion'],
  ])('%s -> %s', (question, noun) => {
    expect(questionFocus(question).superlativeOf).toBe(noun);
  });

  test('the noun a which-question asks for when the superlative ends the question', () => {
    expect(questionFocus('which bird is the smallest').superlativeOf).toBe('bird');
  });

  test.each([
    ['um which is the biggest kind of sea turtle', 'turtle', false],
    ["what's the most solar eclipses you can get in one year", 'eclipses', true],
  ])('%s asks about %s (an amount: %s), past a kind word', (question, noun, amount) => {
    expect(questionFocus(question).superlative).toMatchObject({ noun, amount });
  });
});

describe('speech fillers and auxiliaries are not focus words', () => {
  test.each([
    ['hey when did they finally finish classifying all the finite simple groups', ['hey', 'finally']],
    ["avant l'attentat de 1993 l'ira avait raté une attaque contre quoi à warrington", ['avait', 'quoi']],
    ['what do mountain lions mostly eat', ['mostly']],
  ])('%s', (question, fillers) => {
    const focus = questionFocus(question).focus;
    for (const w of fillers) expect(focus, w).not.toContain(w);
  });
});

describe('a question asking a scientific name', () => {
  test.each([
    ['the tiger what is its scientific name', ['tiger']],
    ['quel est le nom scientifique du lion', ['lion']],
    ['как научное название у тигра', ['тигра']],
  ])('%s: asks it, and the phrase is not its focus', (question, focus) => {
    const asked = questionFocus(question);
    expect(asked.scientificName).toBe(true);
    expect(asked.focus).toEqual(focus);
  });

  test('a question without the phrase does not ask it', () => {
    expect(questionFocus('what is the name of the tiger in the jungle book').scientificName).toBe(false);
  });
});

describe('a century the question dates by is no focus', () => {
  test.each([
    ["in die agtiende eeu hoe lank het so 'n dominee se preek aangehou", ['agtiende', 'eeu']],
    ['vers la fin du dix-neuvième siècle warrington elle vivait de quelles industries', ['dix', 'neuvième', 'siècle', 'vers']],
    ['in the 18th century how long did sermons last', ['18th', 'century']],
  ])('%s', (question, dropped) => {
    const { focus } = questionFocus(question);
    for (const w of dropped) expect(focus).not.toContain(w);
  });

  test('a century asked for stays ("which century was he born in")', () => {
    expect(questionFocus('which century was he born in').focus).toContain('century');
  });
});

test('French "à part" and "d\'à côté" place what is asked, as "behind" does: no focus', () => {
  const { focus } = questionFocus("à part les bus de la ville quelles compagnies relient warrington aux villes d'à côté");
  expect(focus).not.toContain('part');
  expect(focus).not.toContain('côté');
});

describe('frames of speech are no focus', () => {
  test.each([
    ["ernst mach the guy the mach number's named for what nationality was he", 'guy'],
    ['um which bugs are an example of arthropods that are truly viviparous', 'truly'],
    ['um which bugs are an example of arthropods that are truly viviparous', 'example'],
    ['pourquoi on met les satellites photo en orbite héliosynchrone', 'met'],
    ['vitamin e how many different vitamers does it come in', 'different'],
    ['dis-moi les orbites héliosynchrones elles servent à quels genres de satellites', 'moi'],
    ['those folks who travel all over to watch solar eclipses what do you call them', 'folks'],
    ['those folks who travel all over to watch solar eclipses what do you call them', 'all'],
    ['euh à warrington les hlm et les cités ils sont surtout dans quelle moitié de la ville', 'euh'],
    ['before ringo came along the beatles had a few drummers who was one of them', 'few'],
    ['пуанкаре который математик он в каком городе родился', 'который'],
    ['umm who was the first king of england', 'umm'],
  ])('%s: not %s', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });
});

test('"how much money" counts no unit the answer must say: the sum is written in its currency', () => {
  expect(questionFocus('when oracle went after google how much money were they asking for').unit).toBeUndefined();
});

test('"how much rain" measures a mass: no unit the answer must say, still a hint', () => {
  const asked = questionFocus('each year how much rain and snow comes down over the oceans');
  expect(asked.unit).toBeUndefined();
  expect(asked.hints).toContain('rain');
});

test('"how many teams" still counts teams, and "how many times" is no mass cue', () => {
  expect(questionFocus('how many teams are in the nfl').unit).toBe('teams');
  expect(questionFocus('how many times did the rams win the super bowl').counts).toBe(true);
});

test.each([
  ["who's running hong kong right now like the chief executive", ['right', 'like']],
  ['in a single year how many of the solar eclipses can be total ones at most', ['ones', 'most']],
  ['does the triple seven have a sidestick like the airbus jets or something else', ['like']],
])('speech frames are no focus: %s', (question, words) => {
  const { focus } = questionFocus(question);
  for (const w of words) expect(focus).not.toContain(w);
});

test('"the most species" still asks a superlative: only "at most" frames', () => {
  expect(questionFocus('among sea bivalves which family has the most species').focus).toContain('most');
});

test('French modal verbs frame what is asked: "si je veux visiter ... je vais voir lesquels"', () => {
  const { focus } = questionFocus('à warrington si je veux visiter des vieux bâtiments intéressants je vais voir lesquels');
  expect(focus).toEqual(expect.arrayContaining(['visiter', 'bâtiments']));
  for (const w of ['veux', 'vais', 'lesquels']) expect(focus).not.toContain(w);
});

test('Afrikaans modal verbs and "voor" are glue of an Afrikaans question', () => {
  const { focus } = questionFocus("in die ou kaap hoe lank moes 'n weduwee wag voor sy weer kon trou");
  expect(focus).toEqual(expect.arrayContaining(['weduwee', 'trou']));
  for (const w of ['moes', 'kon', 'voor', 'weer']) expect(focus).not.toContain(w);
});

test('a noun before a kind noun is its modifier, soft: "which record company"', () => {
  expect(questionFocus('heartbreak hotel by elvis which record company put it out').soft).toContain('record');
});

test('a comparative before a which-question\'s noun is its adjective ("which older format")', () => {
  expect(questionFocus('so which older format did zim take over from').asksFor).toBe('format');
});

describe('"other" before a which-question\'s noun is its adjective', () => {
  test.each([
    ['the triple seven engine is nearly as wide as the body of what other jet', 'jet'],
    ['il a joué avec quels autres musiciens', 'musiciens'],
    ['welche anderen städte liegen am rhein', 'städte'],
    ['какие другие города стоят на волге', 'города'],
  ])('%s', (question, noun) => {
    expect(questionFocus(question).asksFor).toBe(noun);
  });
});

describe('"other" is no focus word: the answer names the other thing without calling it so', () => {
  test.each([
    ['unit testing is the foundation for what other kind of testing', 'other'],
    ['à part celui de culcheth quel autre quartier a son mail', 'autre'],
    ['welche anderen städte liegen am rhein', 'anderen'],
    ['watter ander speserye gaan in die sop', 'ander'],
  ])('%s', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });
});

describe('a statement closed by a question tag before the question: its words count where said', () => {
  test.each([
    ['raccoons are smart right how long can they remember how to solve a task', 'smart'],
    ["c'est une grande ville hein combien d'habitants", 'grande'],
    ['der turm ist alt oder wann wurde er gebaut', 'turm'],
  ])('%s', (question, word) => {
    const asked = questionFocus(question);
    expect(asked.focus).toContain(word);
    expect(asked.soft).toContain(word);
  });

  test('the tag itself is no focus word', () => {
    expect(questionFocus('raccoons are smart right how long can they remember how to solve a task').focus).not.toContain('right');
  });

  test('a tag word not before an interrogative is a word: "built right into them"', () => {
    const asked = questionFocus('which programming languages come with unit testing built right into them');
    expect(asked.soft).toEqual([]);
  });
});

describe('an Afrikaans conjunction is glue, no focus word', () => {
  test.each([
    ['die sampioen gortsop hoe lank moet dit prut nadat dit kook', 'nadat'],
    ['waar hou ek die fudge sodat dit nie bederf nie', 'sodat'],
  ])('%s', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });
});

test('Afrikaans "waar ... vandaan" asks an origin: "vandaan" is no focus word', () => {
  expect(questionFocus('die far breton melktert waar kom dit eintlik vandaan').focus).not.toContain('vandaan');
});

describe('English contractions written without the apostrophe frame the question as with it', () => {
  test.each([
    ['whats the biggest crowd anfield has ever had', 'whats'],
    ['wheres the statue of alice in warrington', 'wheres'],
  ])('%s', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });
  test('"whos" asks for a person', () => {
    expect(questionFocus('whos the mayor of warrington').kind).toBe('person');
  });
});

test('Afrikaans "kom", "daai" and "nou weer" are no focus words: "uit watter streek kom daai tert nou weer"', () => {
  const focus = questionFocus('die far breton uit watter streek kom daai tert nou weer').focus;
  for (const w of ['kom', 'daai', 'nou', 'weer']) expect(focus).not.toContain(w);
});

test('French "combien de temps" asks a duration, not a count of "temps"', () => {
  const asked = questionFocus('une orbite héliosynchrone ça met combien de temps pour faire un tour');
  expect(asked.dimensions).toEqual(['duration']);
  expect(asked.unit).toBeUndefined();
});

describe('words that date what is asked are no focus words', () => {
  test.each([
    ['pendant la guerre quelles vedettes sont passées à burtonwood', 'pendant'],
    ["when did they open the bypass so traffic didn't have to go over the dam anymore", 'anymore'],
  ])('%s', (question, word) => {
    expect(questionFocus(question).focus).not.toContain(word);
  });
});

test('the Afrikaans negation stays a focus word: "moet ek liewer nie bo-op sit nie" is answered by "(nie ... nie)"', () => {
  expect(questionFocus('op die amarula koek watter sjokolade moet ek liewer nie bo-op sit nie').focus).toContain('nie');
});

describe('a total framed as a whole is not focus', () => {
  test.each([
    ['how many territories does the us have altogether', ['territories']],
    ['а сколько всего абазин', ['абазин']],
    ['combien de communes au total dans le département', ['communes', 'département']],
    ['hoeveel aartappels het ek nodig vir die sop', ['aartappels', 'sop']],
  ])('%s', (question, focus) => {
    expect(questionFocus(question).focus).toEqual(focus);
  });
});

describe('the time of year asks a date', () => {
  test.each(['what time of year do emus breed', 'which month do the rains start', "à quelle période de l'année les émeus pondent", 'в какое время года цветёт липа'])('%s', (question) => {
    expect(questionFocus(question).kind).toBe('date');
  });

  test.each(['газета адыгэ макъ она вообще с какого года выходит', 'до какого года он правил'])('"since / until which year" asks a date: %s', (question) => {
    expect(questionFocus(question).kind).toBe('date');
  });

  test('a clock time is still a number', () => {
    expect(questionFocus('what time does the museum open').kind).toBe('number');
  });
});

describe('a question asking another name of its subject', () => {
  test.each(['what is another name for astronomy', "wat is nog 'n ander naam vir sterrekunde", 'quel est un autre nom pour la lune'])('%s', (question) => {
    expect(questionFocus(question).otherName).toBe(true);
  });

  test('other names of something else are not asked so ("what other names were in the running")', () => {
    expect(questionFocus('what other names were in the running before they picked dreamliner').otherName).toBe(false);
  });
});

describe('a question asking where on the globe', () => {
  test.each([
    ['what latitude is perth at', 'coordinates'],
    ['warrington elle est à quelle latitude', 'coordonnées'],
    ['на какой широте находится майкоп', 'координаты'],
  ])('"%s" asks a measure in degrees, labelled %s', (question, label) => {
    const asked = questionFocus(question);
    expect({ kind: asked.kind, dimensions: asked.dimensions, labelled: asked.hints.includes(label) }).toEqual({ kind: 'number', dimensions: ['angle'], labelled: true });
  });
});

describe('a model number beside the title\'s', () => {
  test.each([
    ['where did boeing officially launch the 777x', '777x'],
    ['the 747sp how far could it fly', '747sp'],
  ])('names a variant, which is focus: "%s"', (question, word) => {
    expect(questionFocus(question, ['boeing', '777', '747']).focus).toContain(word);
  });

  test('in the plural is the title\'s own: "how many 747s were built"', () => {
    expect(questionFocus('how many 747s were built', ['boeing', '747']).focus).not.toContain('747s');
  });
});

describe('a question asking how hot', () => {
  test.each([
    ['beesstert sop hoe warm moet jy die oond stel'],
    ['how hot does the surface of venus get'],
    ['à quelle température fond le fer'],
  ])('"%s" asks a number in degrees of temperature', (question) => {
    const asked = questionFocus(question);
    expect({ kind: asked.kind, dimensions: asked.dimensions }).toEqual({ kind: 'number', dimensions: ['temperature'] });
  });
});

describe('"the name of" asks the name itself', () => {
  test.each([
    ["what is the name of argentina's national anthem"],
    ['quel est le nom du fleuve qui traverse warrington'],
  ])('and is no focus word: "%s"', (question) => {
    expect(questionFocus(question).focus.some((w) => w === 'name' || w === 'nom')).toBe(false);
  });

  test('a name given or got is what is asked about: "what name did the government give the dam"', () => {
    expect(questionFocus('what name did the government give the dam').focus).toContain('name');
  });
});

describe('a Russian measure asked by its noun', () => {
  test.each([
    ['какой рост у актёра криса хемсворта', ['length']],
    ['какой вес у африканского слона', ['mass']],
    ['какова глубина байкала', ['length']],
    ['с какой скоростью летает сапсан', ['speed']],
  ])('"%s" asks a number in %j', (question, dimensions) => {
    const asked = questionFocus(question);
    expect({ kind: asked.kind, dimensions: asked.dimensions }).toEqual({ kind: 'number', dimensions });
  });
});

describe('"how far back" asks how long ago', () => {
  test('a time in the past, read as "ago" ("how far back might frogs have split off")', () => {
    const asked = questionFocus('how far back might frogs have split off from the other amphibians');
    expect({ kind: asked.kind, ago: asked.ago, duration: asked.dimensions?.includes('duration') }).toEqual({ kind: 'number', ago: true, duration: true });
  });

  test('or how far something is swept, in degrees ("how far back are the wings swept")', () => {
    expect(questionFocus('how far back are the wings of the 747 swept').dimensions).toContain('angle');
  });
});

test('a French demonstrative pronoun is no focus word ("alfred harth celui du groupe e.m.t.")', () => {
  expect(questionFocus('alfred harth celui du groupe e.m.t. il est de quelle nationalité').focus).not.toContain('celui');
});

test('"how much power" asks a rating in watts or horsepower', () => {
  const asked = questionFocus('the ram air turbine on the triple seven how much power can it put out');
  expect({ kind: asked.kind, dimensions: asked.dimensions }).toEqual({ kind: 'number', dimensions: ['power'] });
});

test('a measure asked by its noun after a possessive ("what was its top speed")', () => {
  const asked = questionFocus('the sr-71 blackbird what was its top speed');
  expect({ kind: asked.kind, dimensions: asked.dimensions }).toEqual({ kind: 'number', dimensions: ['speed'] });
});

test('a Russian altitude asked with "на какой высоте" is a length', () => {
  const asked = questionFocus('на какой высоте находится село шипраге в боснии');
  expect({ kind: asked.kind, dimensions: asked.dimensions }).toEqual({ kind: 'number', dimensions: ['length'] });
});

describe('French "où" after a noun joins a clause to it', () => {
  test('the question asks by its other interrogative ("l\'orbite où le satellite passe ... on l\'appelle comment")', () => {
    expect(questionFocus("l'orbite héliosynchrone où le satellite passe au lever du soleil on l'appelle comment").kind).toBe('other');
  });

  test('"où" alone still asks where ("warrington elle se trouve où")', () => {
    expect(questionFocus('warrington elle se trouve où').kind).toBe('place');
  });
});

describe("a name's number in Roman numerals", () => {
  test.each([
    ['and super bowl lv who won that one', 'lv'],
    ['world war ii when did it end', 'ii'],
  ])('%s keeps %s as a focus word', (question, numeral) => {
    expect(questionFocus(question).focus).toContain(numeral);
  });

  test('a unit of two letters is no Roman numeral ("cm")', () => {
    expect(questionFocus('how many cm long is it').focus).not.toContain('cm');
  });
});

test.each([
  ["what's the lifespan of a lion", ['duration', 'age']],
  ['what was the cost of the hoover dam', ['money']],
  ['what is the diameter of the earth', ['length']],
  ['what is the elevation of denver', ['length']],
  // With an adjective before the noun, as "what was its top speed" has.
  ["what's the typical lifespan of a bobcat", ['duration', 'age']],
  ['what is the maximum altitude of the 747', ['length']],
])('a measure asked by its noun: %s', (question, dimensions) => {
  const asked = questionFocus(question);
  expect(asked.kind).toBe('number');
  expect(asked.dimensions).toEqual(dimensions);
});

test('"what\'s the average age" asks an age, a measure in years', () => {
  const asked = questionFocus("heart attacks what's the average age people have their first one");
  expect(asked.kind).toBe('number');
  expect(asked.dimensions).toEqual(['age']);
});

describe("a count's or a measure's cue nouns, when it asks something else", () => {
  test('"how many mistakes" keeps only its own noun, not the nouns of a population or of seats', () => {
    expect(questionFocus('how many mistakes did the ntsb say the pilots made').hints).toEqual(['mistakes']);
  });

  test('"how many people" keeps the nouns of a population', () => {
    expect(questionFocus('how many people live in canberra').hints).toContain('population');
  });

  test('"how many passengers" keeps them too: the noun is one of them', () => {
    expect(questionFocus('how many passengers can the a380 carry').hints).toContain('capacity');
  });

  test('"how much does it weigh" asks a weight, not a sum: no cost or price', () => {
    const asked = questionFocus('that fuel tank kit the faa wanted how much does it weigh');
    expect({ hints: asked.hints, dimensions: asked.dimensions }).toEqual({ hints: [], dimensions: ['mass'] });
  });

  test('"how much did it cost" keeps the nouns of a sum', () => {
    expect(questionFocus('how much did the new terminal cost').hints).toContain('price');
  });
});

describe('the noun a count counts', () => {
  test.each([
    ['how many little fighters was it supposed to hold', 'fighters'],
    ['how many different species of ants are there', 'species'],
    ['combien de petits satellites ont été lancés', 'satellites'],
  ])('%s counts %s, not the adjective before it', (question, counted) => {
    expect(questionFocus(question).counted).toBe(counted);
  });

  test('the adjective counts where said: "up to 10 microfighters" answers "how many little fighters"', () => {
    expect(questionFocus('how many little fighters was it supposed to hold').soft).toContain('little');
  });

  test('a modal after the cue counts nothing: "how many should you bring"', () => {
    expect(questionFocus('that old saying about chronometers at sea how many should you bring').counted).toBeUndefined();
  });

  test('"should" frames a question as "could" does', () => {
    expect(questionFocus('how many chronometers should you bring to sea').focus).not.toContain('should');
  });
});

describe('a date asked to the day', () => {
  test.each([
    ['burma had a coup back in the sixties what was the exact date of that'],
    ['what date did the war end'],
    ['what day was the treaty signed'],
    ['quel jour le traité a-t-il été signé'],
  ])('%s asks a date to the day', (question) => {
    const asked = questionFocus(question);
    expect({ kind: asked.kind, asksDay: asked.asksDay }).toEqual({ kind: 'date', asksDay: true });
  });

  test('"what year" asks only the year', () => {
    expect(questionFocus('what year did the war end').asksDay).toBeUndefined();
  });

  test('"exact" is part of the cue, not a focus word', () => {
    expect(questionFocus('what was the exact date of the coup').focus).toEqual(['coup']);
  });
});

describe('a Russian question asking both ends of a span of years', () => {
  test('"с какого и по какой год" asks a date, and "год" is its cue, no focus', () => {
    const asked = questionFocus('сталин генсеком был с какого и по какой год');
    expect(asked.kind).toBe('date');
    expect(asked.focus).not.toContain('год');
  });
});

describe('a number before a which-question\'s noun is its adjective', () => {
  test('"named after which two guys" asks for no "two"', () => {
    expect(questionFocus('the star charts are named after which two guys').asksFor).not.toBe('two');
  });

  test('"which three countries" asks for countries', () => {
    expect(questionFocus('which three countries border the lake').asksFor).toBe('countries');
  });
});

describe('a part of a whole asked by its noun', () => {
  test.each([['what share of adults smoke'], ['what proportion of the land is forest'], ['what fraction of the votes did she get']])('%s asks a number', (question) => {
    expect(questionFocus(question).kind).toBe('number');
  });
});

describe('a Russian measure cue with its possessor inside', () => {
  test('"какая у него площадь" asks an area, as "какая площадь" does', () => {
    const asked = questionFocus('а озеро в израиле какая у него площадь');
    expect(asked.kind).toBe('number');
    expect(asked.dimensions).toEqual(['area']);
  });
});
