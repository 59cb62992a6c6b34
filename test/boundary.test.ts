import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { classifyTurn } from '../daemon/boundary/classify.js';
import { createBoundaryStage } from '../daemon/boundary/stage.js';
import { normalizeText, stripQuoted } from '../daemon/boundary/normalize.js';
import { detectLanguage } from '../daemon/lang/detect.js';
import { Counters } from '../daemon/status/counters.js';
import type { Turn } from '../daemon/turn/types.js';
import { stageContext } from './helpers/stage-context.js';

const noSkill = (): boolean => false;
const classOf = (text: string): string => classifyTurn(text, noSkill).turnClass;
const ruleOf = (text: string): string => classifyTurn(text, noSkill).rule;

interface FixtureTurn {
  text: string;
  lang: string;
}
const load = (name: string): FixtureTurn[] =>
  JSON.parse(readFileSync(new URL(`./fixtures/turns/${name}.json`, import.meta.url), 'utf8')) as FixtureTurn[];

describe('detectLanguage', () => {
  it.each([
    ['where did I park the car', 'en'],
    ['где я оставил машину', 'ru'],
    ['де я залишив ключі', 'uk'],
    ['wo habe ich das Auto geparkt', 'de'],
    ['¿dónde dejé mis gafas?', 'es'],
    ["où est-ce que j'ai garé la voiture", 'fr'],
    ['dove ho parcheggiato la macchina', 'it'],
    ['東京の天気は', 'ja'],
    ['北京在哪里', 'zh'],
    ['πού είναι η Αθήνα', 'el'],
  ])('detects %s as %s', (text, lang) => {
    expect(detectLanguage(text)).toBe(lang);
  });

  it('returns undefined when a Latin-script text has no evidence', () => {
    expect(detectLanguage('Berlin?')).toBeUndefined();
  });
});

describe('normalizeText', () => {
  it('folds case, curly apostrophes, ё and Latin accents but keeps й', () => {
    expect(normalizeText('What’s ЁЛКА, dónde, Schlüßel, мой')).toBe("what's елка, donde, schlussel, мой");
  });

  it('replaces quoted titles with a placeholder', () => {
    expect(stripQuoted('кто написал «Мою семью»')).not.toContain('Мою');
  });
});

describe('classifyTurn: personal', () => {
  it.each([
    // family and people
    ["what's my wife's birthday"],
    ['how far is my mother\'s house'],
    ['когда день рождения моей жены'],
    ['wann hat meine Frau Geburtstag'],
    ['cuándo es el cumpleaños de mi esposa'],
    ["quand est l'anniversaire de ma femme"],
    // schedule
    ['is my flight to Berlin delayed'],
    ['мой рейс в Берлин задерживается?'],
    ['hat mein Flug nach Berlin Verspätung'],
    ['a qué hora sale mi tren'],
  ])('owned strong noun: %s', (text) => {
    expect(classOf(text)).toBe('personal');
  });

  it.each([
    ['where did I park'],
    ['где я оставил машину'],
    ['wo habe ich meine Brille hingelegt'],
    ['dónde aparqué el coche'],
    ["où est-ce que j'ai garé la voiture"],
  ])('own past action without a possessive: %s', (text) => {
    expect(ruleOf(text)).toBe('personal.ownPast');
  });

  it.each([
    ['what did I tell you about the plumber'],
    ['что я тебе говорил про сантехника'],
    ['was habe ich dich gestern gefragt'],
    ['qué te dije ayer'],
    ["tu te souviens de ce que je t'ai dit"],
  ])('reference to what the owner told Hearth: %s', (text) => {
    expect(ruleOf(text)).toBe('personal.memory');
  });

  it.each([
    ['am I free on Friday'],
    ['do I have anything tomorrow'],
    ['что у меня завтра'],
    ['habe ich morgen etwas vor'],
    ['tengo algo mañana'],
  ])('schedule availability: %s', (text) => {
    expect(ruleOf(text)).toBe('personal.availability');
  });

  it.each([
    ['where are the car keys'],
    ['where is the spare key'],
    ['when is the dentist appointment'],
    ['где ключи от машины'],
    ['wo sind die Autoschlüssel'],
    ['dónde están las llaves del coche'],
  ])('household thing named without "my": %s', (text) => {
    expect(ruleOf(text)).toBe('personal.household');
  });

  it('keeps a strong personal noun personal inside a generic frame', () => {
    expect(classOf("how do I get to my brother's place")).toBe('personal');
  });

  it('treats a plain possessive without a frame as personal', () => {
    expect(ruleOf("what's my blood type")).toBe('personal.possessive');
  });

  it('reads Russian possessives in every case form', () => {
    for (const form of ['моего сына', 'моей дочери', 'моему брату', 'моим родителям', 'моих детей']) {
      expect(classOf(`что подарить ${form}`), form).toBe('personal');
    }
  });
});

describe('classifyTurn: the owner\'s affairs without "my"', () => {
  it.each([
    ["what's the code for the side gate"],
    ['когда у машины техосмотр'],
    ['wann ist der Elternabend'],
    ['en qué hotel nos quedamos en Roma'],
  ])('household data, events and plural plans: %s', (text) => {
    expect(ruleOf(text)).toBe('personal.ownAffairs');
  });

  it.each([["what's Anna's phone number"], ['was ist Annas Handynummer'], ['cuál es el número de Ana']])(
    'a lone first name next to personal data: %s',
    (text) => {
      expect(ruleOf(text)).toBe('personal.namedPerson');
    },
  );

  it('does not read a full name or a place as someone the owner knows', () => {
    expect(classOf("what's Taylor Swift's number one song")).toBe('world');
    expect(classOf('сколько стоит билет на поезд до Петербурга')).toBe('world');
  });

  it('reads Russian kin without a possessive as the owner\'s, but not before a name', () => {
    expect(ruleOf('во сколько забирать дочку из садика')).toBe('personal.ownAffairs');
    expect(ruleOf('что подарить жене')).toBe('personal.bareKin');
    expect(classOf('как зовут жену Путина')).toBe('world');
  });

  it('reads Russian kin before a kind of person as that person\'s, in lower case as speech is', () => {
    expect(classOf('как звали жену поэта налбия куекова')).toBe('world');
    expect(classOf('сколько сыновей было у царя а как звали сына короля')).toBe('world');
    expect(ruleOf('что подарить жене на день рождения')).toBe('personal.bareKin');
  });

  it('keeps Russian kin given to a kind of person the owner\'s: the person is in another case than the genitive', () => {
    expect(classOf('отдать сына тренеру')).toBe('personal');
    expect(classOf('позвонить жене капитану')).toBe('personal');
  });

  it('keeps a generic frame world even with a household word', () => {
    expect(classOf('how often should the car be serviced')).toBe('world');
  });
});

describe('classifyTurn: world', () => {
  it.each([
    ['how do I boil an egg'],
    ['what should I do if I burn my hand'],
    ['what should I do if my dog eats chocolate'],
    ['can I freeze cooked rice'],
    ['am I allowed to fly with a power bank'],
    ['что делать если моя собака съела шоколад'],
    ['wie setze ich meinen Router zurück'],
    ['qué hago si mi perro come chocolate'],
    ['mon chien a mangé du chocolat, que faire'],
  ])('generic-advice frame with weak first person: %s', (text) => {
    expect(ruleOf(text)).toBe('world.genericFrame');
  });

  it.each([
    ['who wrote My Fair Lady'],
    ['my heart will go on lyrics'],
    ['wer schrieb Mein Kampf'],
    ['letra de Mi Buenos Aires querido'],
  ])('title containing a possessive: %s', (text) => {
    expect(ruleOf(text)).toBe('world.title');
  });

  it('treats a quoted title with a possessive as world', () => {
    expect(classOf('кто спел «Мою маленькую бейби»')).toBe('world');
  });

  it('treats text without first person as world', () => {
    expect(ruleOf('what is the capital of Australia')).toBe('world.noSignal');
  });

  it('counts a language without rules as world and says so in the rule code', () => {
    expect(classifyTurn('我的妻子的生日是什么时候', noSkill)).toEqual({
      turnClass: 'world',
      lang: 'zh',
      rule: 'world.uncoveredLanguage',
    });
  });

  it('does not read Spanish "mes" (month) as the French possessive', () => {
    expect(classOf('cuántos días tiene el mes de febrero')).toBe('world');
  });

  it.each([
    ['jakob ackeret the engineer who came up with the name mach number which country was he from'],
    ['the engineer who came from switzerland what did he build'],
  ])('a service trade that "came up with" or "came from" something is no visit to the house: %s', (text) => {
    expect(classOf(text)).toBe('world');
  });

  it('while the engineer coming to the house still is', () => {
    expect(classOf('did the gas engineer come today')).toBe('personal');
  });

  it('does not read a count of children as the speaker\'s kin ("у джорджа лукаса сколько детей")', () => {
    expect(classOf('у джорджа лукаса сколько детей')).toBe('world');
  });

  it('does not read a count of children with a hedge between as the speaker\'s kin ("у брэда питта сколько вообще детей")', () => {
    expect(classOf('у брэда питта сколько вообще детей')).toBe('world');
  });

  it('still reads kin named last as the speaker\'s ("сколько лет дочки")', () => {
    expect(classOf('сколько лет дочки')).toBe('personal');
  });
});

describe('classifyTurn: first person without a possessive', () => {
  it.each([
    ['is the blue umbrella mine'],
    ['is there any post for us'],
    ['сколько мне лет'],
    ['was hat mir der Arzt über die Blutwerte gesagt'],
    ['hab ich am Freitag Zeit'],
    ['cuándo nos visita el tío Javier'],
    ['me tomé las pastillas'],
    ['cuánto he adelgazado desde enero'],
  ])('pronoun or first-person verb outside a frame: %s', (text) => {
    expect(ruleOf(text)).toBe('personal.firstPerson');
  });

  it.each([['can you tell me who invented the telephone'], ['скажи мне, кто изобрёл телефон'],
    ['sag mir, wer das Telefon erfunden hat'], ['me puedes decir quién inventó el teléfono']])(
    'ignores "me" in a request to Hearth: %s',
    (text) => {
      expect(classOf(text)).toBe('world');
    },
  );

  it('does not read "US" or the numeral in "World War I" as first person', () => {
    expect(classOf('who won the election in the US')).toBe('world');
    expect(classOf('what caused World War I')).toBe('world');
  });

  it('reads a Spanish preterite in -é as first person, but not "café"', () => {
    expect(classOf('cerré la puerta del balcón')).toBe('personal');
    expect(classOf('el café es malo para el corazón')).toBe('world');
  });

  it.each([['куда положила документы на квартиру'], ['где оставил зонт']])(
    'reads a Russian past-tense verb of putting or leaving without "я" as the owner\'s: %s',
    (text) => {
      expect(ruleOf(text)).toBe('personal.ownPast');
    },
  );

  it.each([['what did you note about the boiler'], ['что ты запомнил про мою аллергию'],
    ['was hast du dir über Paul notiert'], ['qué apuntaste sobre mi alergia']])(
    'treats a question about what Hearth noted as memory: %s',
    (text) => {
      expect(ruleOf(text)).toBe('personal.memory');
    },
  );

  it('reads first person with "today" as his day even in an advice frame, but not the weather', () => {
    expect(classOf('wie lange brauche ich heute zur Arbeit')).toBe('personal');
    expect(classOf('do I need an umbrella today')).toBe('world');
  });

  it('reads a time question with an obligation as schedule, not advice', () => {
    expect(classOf('when do I have to leave for the airport')).toBe('personal');
    expect(classOf('a qué hora hay que recoger a los niños del colegio')).toBe('personal');
    expect(classOf('how long do I need to boil potatoes')).toBe('world');
  });

  it('reads first person with a named friend\'s event as personal even in an advice frame', () => {
    expect(ruleOf("do I need to bring anything to Sarah's party")).toBe('personal.namedPerson');
  });

  it('keeps "we" meaning people in general world', () => {
    expect(classOf('what do we know about dark matter')).toBe('world');
    expect(classOf('haben wir einen freien Willen')).toBe('world');
  });

  it('keeps a capitalised possessive title world after a title frame', () => {
    expect(classOf('who directed My Neighbor Totoro')).toBe('world');
  });
});

describe('classifyTurn: speech transcripts, known first names and household affairs without "my"', () => {
  it('finds a lower-case first name next to personal data in every language', () => {
    for (const text of ["what's the name of lily's teacher", 'when is jakes birthday party', 'какой размер обуви у маши',
      'welche schuhgröße hat emma jetzt', 'qué talla de zapato usa sofía']) {
      expect(ruleOf(text), text).toBe('personal.namedPerson');
    }
  });

  it('does not read a lower-case full name before "\'s" or a saint\'s place name as someone he knows', () => {
    expect(classOf("when is george washington's birthday")).toBe('world');
    expect(classOf('cuántos vuelos hay a san francisco')).toBe('world');
  });

  it("reads a kin word owned by a genitive that is not a household first name as someone's kin, for the name check", () => {
    // personal.namedKin is one of the stage's name rules: personal unless the name is a title of the owner's books.
    expect(ruleOf("karl marx's dad what did he do for a living")).toBe('personal.namedKin');
    expect(ruleOf("when did elvis' mom die")).toBe('personal.namedKin');
    expect(ruleOf("did priya's mum call")).toBe('personal.namedKin');
  });

  it("keeps a household first name's kin and a contraction's as household affairs", () => {
    expect(ruleOf("did anna's mum call")).toBe('personal.household');
    expect(ruleOf("it's dad's birthday when")).toBe('personal.household');
    expect(ruleOf("when's mum's operation")).toBe('personal.household');
  });

  it('keeps a known first name personal inside an advice frame', () => {
    expect(classOf('что подарить Лене на день рождения')).toBe('personal');
    expect(classOf('sollte ich mich gegen Grippe impfen lassen')).toBe('world');
  });

  it('reads "whens" and "when\'s" like "when is"', () => {
    expect(classOf('whens the next bin collection')).toBe('personal');
    expect(classOf("when's the next bin collection")).toBe('personal');
  });

  it('reads chores on the household\'s pet as personal, but keeps advice about them world', () => {
    for (const text of ['did anybody feed the dog this morning', 'покормил кто нибудь кота', 'hat jemand den hund gefüttert',
      'alguien le dio de comer al perro']) {
      expect(classOf(text), text).toBe('personal');
    }
    expect(classOf('how often should i feed the cat')).toBe('world');
  });

  it('keeps "we" meaning humanity world even with "did we"', () => {
    for (const text of ['when did we land on the moon', 'wann sind wir auf dem mond gelandet', 'en qué año llegamos a la luna']) {
      expect(ruleOf(text), text).toBe('world.genericFrame');
    }
    expect(classOf('when did we go to the zoo')).toBe('personal');
  });

  it('reads a lower-case title right after a title frame as a title, unless the noun is someone\'s', () => {
    expect(classOf('whats the plot of my cousin vinny')).toBe('world');
    expect(classOf('wer singt mein herz brennt')).toBe('world');
    expect(classOf('кто поет песню мой друг художник и поэт')).toBe('world');
    expect(classOf("who wrote my wife's favourite song")).toBe('personal');
  });

  it('keeps advice about his pet world: "can my dog eat grapes" in every language', () => {
    for (const text of ['can my dog eat grapes', 'darf mein hund trauben essen', 'mi perro puede comer uvas', 'может ли моя собака есть виноград']) {
      expect(classOf(text), text).toBe('world');
    }
  });

  it('reads first person with "tomorrow" as his day even in an advice frame', () => {
    expect(classOf('muss ich morgen arbeiten')).toBe('personal');
    expect(classOf('tengo que trabajar mañana')).toBe('personal');
    expect(classOf('what should i cook tomorrow')).toBe('world');
  });

  it('reads the household\'s lists, stock, documents and passwords without "my" as personal', () => {
    for (const text of ['read me the grocery list', 'hay leche en la nevera', 'dónde está el libro de familia',
      'cuál era la contraseña de netflix', 'wo sind die reisepässe']) {
      expect(classOf(text), text).toBe('personal');
    }
    expect(classOf('es segura una contraseña de doce caracteres')).toBe('world');
  });
});

describe('classifyTurn: deliveries, warranties, sizes and departures of the household', () => {
  it('reads the household\'s deliveries as personal in every language, but not a shop\'s delivery days', () => {
    for (const text of ['is the parcel from amazon coming today', 'посылка с озона сегодня придет', 'kommt das paket von amazon heute',
      'llega hoy el paquete de amazon']) {
      expect(classOf(text), text).toBe('personal');
    }
    for (const text of ['does amazon deliver on sundays', 'работает ли озон по воскресеньям', 'liefert amazon am sonntag',
      'reparte amazon los domingos']) {
      expect(classOf(text), text).toBe('world');
    }
  });

  it('reads the warranty of the household\'s things running out as personal, but not how long warranties last', () => {
    for (const text of ['when does the warranty on the washing machine expire', 'когда кончается гарантия на стиральную машину',
      'wann läuft die garantie der waschmaschine ab', 'cuándo vence la garantía de la lavadora']) {
      expect(classOf(text), text).toBe('personal');
    }
    expect(classOf('how long is the warranty on a new washing machine')).toBe('world');
    expect(classOf('wie lange ist die garantie auf eine waschmaschine')).toBe('world');
  });

  it('reads a name that ends the question as its subject, with the data further back', () => {
    expect(ruleOf('es alérgico a los frutos secos martín')).toBe('personal.namedPerson');
    // Elsewhere the window stays four words: a name there is not tied to data seven words away.
    expect(classOf('martín cree que los gatos siempre tienen alergia a todo')).toBe('world');
  });

  it('reads someone\'s size asked by a name that is also a word as personal, but not the size of a thing', () => {
    expect(classOf('what shoe size is jack')).toBe('personal');
    expect(classOf('what size is a king bed')).toBe('world');
  });

  it('keeps an airline\'s terminal world and his own departure personal', () => {
    expect(classOf('из какого терминала летает аэрофлот в шереметьево')).toBe('world');
    expect(classOf('из какого терминала вылет в пятницу')).toBe('personal');
  });

  it('reads Spanish "di" ("I gave") with a day of his as personal, but not Italian "di" ("of")', () => {
    expect(classOf('cuántos pasos di ayer')).toBe('personal');
    expect(classOf('la storia di roma antica')).toBe('world');
    expect(classOf('quanto spende una famiglia di spesa al mese')).toBe('world');
  });
});

describe('classifyTurn: French, Italian and Ukrainian household affairs', () => {
  it('reads codes, service people, stock, chores, debts and deliveries without "my" as personal', () => {
    for (const text of ['quel est le code du portail', "c'est quoi le mot de passe du wifi", 'il reste du lait dans le frigo',
      "est-ce que quelqu'un a nourri le chat", 'combien on doit encore au garagiste', "le colis d'amazon arrive aujourd'hui",
      'qual e il codice del cancello', "quando viene l'idraulico", "c'e ancora latte nel frigo", 'arriva oggi il pacco di amazon',
      'який код від воріт', 'коли прийде сантехнік', 'хтось годував кота', 'посилка з розетки сьогодні прийде']) {
      expect(classOf(text), text).toBe('personal');
    }
  });

  it('keeps the world twins of those questions world', () => {
    for (const text of ['quel est le code postal de lyon', 'combien coute un plombier a paris', 'amazon livre-t-il le dimanche',
      'qual e il prefisso di milano', 'quanto costa un idraulico a roma', 'amazon consegna la domenica',
      'скільки коштує сантехнік у києві', 'як захистити вайфай', 'чи доставляє розетка в неділю']) {
      expect(classOf(text), text).toBe('world');
    }
  });

  it('finds a lower-case given name next to personal data in French, Italian and Ukrainian', () => {
    for (const text of ['lucas a piscine a quelle heure mercredi', 'a che ora ha nuoto marco mercoledi', 'о котрій у марка басейн у середу']) {
      expect(ruleOf(text), text).toBe('personal.namedPerson');
    }
  });

  it('reads Ukrainian "в" before a given name as "at someone\'s", as "у"', () => {
    expect(ruleOf('який розмір взуття в оленки')).toBe('personal.namedPerson');
    expect(ruleOf('який розмір взуття у оленки')).toBe('personal.namedPerson');
    // In Russian "в" is a place: "в софии" is the city.
    expect(classOf('сколько стоит обувь в софии')).toBe('world');
  });
});

describe('classifyTurn: apostrophes, chores with a time, childcare and words inside other words', () => {
  it('keeps a Ukrainian apostrophe inside its word, so "сім\'я" (family) holds no "я" (I)', () => {
    expect(classOf("скільки витрачає сім'я на продукти")).toBe('world');
    expect(classOf('скільки витрачає сімʼя на продукти')).toBe('world');
    expect(classOf("ти пам'ятаєш що я казав про котел")).toBe('personal');
  });

  it('reads a chore with a time of his day as personal in every language, but not when the collection passes', () => {
    for (const text of ['il faut sortir les poubelles ce soir', 'bisogna portare fuori la spazzatura stasera', 'треба винести сміття сьогодні',
      'hay que sacar la basura esta noche']) {
      expect(classOf(text), text).toBe('personal');
    }
    expect(classOf('che giorno passa la spazzatura a torino')).toBe('world');
  });

  it('reads who looks after the household\'s children as personal', () => {
    for (const text of ['qui garde les enfants mercredi', 'chi tiene i bambini mercoledì', 'хто сидить з дітьми в середу']) {
      expect(classOf(text), text).toBe('personal');
    }
    expect(classOf('comment trouver une nounou')).toBe('world');
  });

  it('does not read a German "Termin" inside "terminal" as personal data', () => {
    expect(classOf('quel terminal pour easyjet à Orly')).toBe('world');
    expect(classOf('wann ist der Termin von Anna')).toBe('personal');
  });

  it('keeps a holiday named after kin and a Spanish how-to infinitive world', () => {
    expect(classOf('cuándo es el día de los abuelos')).toBe('world');
    expect(classOf('cómo leer la factura de la luz')).toBe('world');
    expect(classOf('está pagada la factura de la luz')).toBe('personal');
  });
});

describe('classifyTurn: Portuguese', () => {
  it('reads Portuguese possessives, first person and household affairs as personal', () => {
    for (const text of ['quando é o aniversário da minha mãe', 'onde estacionei o carro', 'qual é a senha do wifi', 'quando vem o encanador',
      'ainda tem leite na geladeira', 'a encomenda da amazon chega hoje']) {
      expect(classOf(text), text).toBe('personal');
    }
  });

  it('keeps their world twins world', () => {
    for (const text of ['como mudar a senha do wifi', 'quanto cobra um encanador por hora', 'a amazon entrega aos domingos',
      'quem escreveu os lusíadas', 'como funciona a reunião de pais']) {
      expect(classOf(text), text).toBe('world');
    }
  });

  it('reads Portuguese "da" before a given name as its owner, where Italian "da" is a place', () => {
    expect(ruleOf('qual é o número do sapato da ana')).toBe('personal.namedPerson');
  });

  it('does not let Portuguese "como se" swallow Spanish "cómo se llama"', () => {
    expect(classOf('cómo se llama el pediatra de los niños')).toBe('personal');
  });
});

describe('classifyTurn: Dutch and Polish', () => {
  it('detects Dutch and Polish, and still Spanish with "en" twice', () => {
    expect(detectLanguage('waar heb ik mijn sleutels gelaten')).toBe('nl');
    expect(detectLanguage('gdzie zostawiłem klucze')).toBe('pl');
    expect(detectLanguage('en qué hotel nos quedamos en Roma')).not.toBe('nl');
  });

  it('reads Dutch and Polish possessives, first person and household affairs as personal', () => {
    for (const text of ['wanneer is mijn moeder jarig', 'wat is het wifi wachtwoord', 'is er nog melk in de koelkast', 'welke schoenmaat heeft daan',
      'gdzie zostawiłem klucze', 'jakie jest hasło do wifi', 'czy ktoś nakarmił kota', 'jaki rozmiar buta ma zosia']) {
      expect(classOf(text), text).toBe('personal');
    }
  });

  it('keeps their world twins world, and Dutch "je" is not French "je"', () => {
    for (const text of ['hoe verander je het wifi wachtwoord', 'hoe vaak moet je naar de tandarts', 'wanneer is moederdag',
      'jak zmienić hasło do wifi', 'kiedy jest dzień matki', 'co jedzą koty']) {
      expect(classOf(text), text).toBe('world');
    }
  });
});

describe('classifyTurn: short words that belong to several languages', () => {
  it('does not read another language\'s word as first person or as kin', () => {
    for (const text of ['how tall is big ben', 'what causes pus in a wound', 'how often should you get a pap smear',
      'cómo se cocina la papa', 'quién es el papa actual', 'what does opa mean in greek', 'what is the best ide for python',
      'when did the uk leave the eu', 'what is mam in welsh', 'when was the ja rule album released', 'how much is a sou',
      'who is j k rowling', 'what does io stand for']) {
      expect(classOf(text), text).toBe('world');
    }
  });

  it('still reads kin used as names in their own language', () => {
    for (const text of ['wann kommt oma', 'wanneer komt oma', 'cuándo vuelve papá del viaje', 'quand est-ce que mamie arrive']) {
      expect(classOf(text), text).toBe('personal');
    }
  });
});

describe('classifyTurn: skill', () => {
  it('asks the skill matcher first', () => {
    const isSkill = (text: string): boolean => text.startsWith('set a timer');
    expect(classifyTurn('set a timer for my pills', isSkill).turnClass).toBe('skill');
  });
});

describe('fixture sets', () => {
  const personal = load('personal');
  const world = load('world');

  it('hold at least 80 turns each in at least four languages', () => {
    for (const set of [personal, world]) {
      expect(set.length).toBeGreaterThanOrEqual(80);
      expect(new Set(set.map((t) => t.lang)).size).toBeGreaterThanOrEqual(4);
    }
  });

  it('meet the recall and precision floors for the personal class', () => {
    const truePositives = personal.filter((t) => classOf(t.text) === 'personal').length;
    const falsePositives = world.filter((t) => classOf(t.text) === 'personal').length;
    const recall = truePositives / personal.length;
    const precision = truePositives / (truePositives + falsePositives);
    console.log(
      `boundary personal class: recall ${recall.toFixed(3)} (${truePositives}/${personal.length}), ` +
        `precision ${precision.toFixed(3)} (${falsePositives} world turns classified personal of ${world.length})`,
    );
    // A missed personal turn is a privacy leak, hence the higher floor on recall.
    expect(recall).toBeGreaterThanOrEqual(0.95);
    expect(precision).toBeGreaterThanOrEqual(0.9);
  });
});

describe('createBoundaryStage', () => {
  const makeTurn = (text: string): Turn => ({
    id: 't1',
    text,
    origin: 'cli',
    clientId: 'c1',
    signal: new AbortController().signal,
    deadlineAt: Date.now() + 1000,
    startedAt: new Date(),
  });

  it('sets the class and language on the turn and passes', async () => {
    const turn = makeTurn('где я оставил машину');
    const result = await createBoundaryStage(noSkill).run(turn, stageContext({ evidence: [] }));
    expect(result).toEqual({ kind: 'pass' });
    expect([turn.turnClass, turn.lang]).toEqual(['personal', 'ru']);
  });

  it('bumps the counter named after the class', async () => {
    const counters = new Counters();
    await createBoundaryStage(noSkill, counters).run(makeTurn('how do I boil an egg'), stageContext({ evidence: [] }));
    expect(counters.snapshot().counters).toEqual({ 'boundary.world': 1 });
  });

  it('makes a name-next-to-data turn unsure, never world, when a local title explains the name', async () => {
    const turn = makeTurn('michael jackson what high school did he go to');
    await createBoundaryStage(noSkill, undefined, undefined, async () => true).run(turn, stageContext({ evidence: [] }));
    expect(turn.turnClass).toBe('unsure');
  });

  it('keeps a name-next-to-data turn personal when the local title check fails', async () => {
    const turn = makeTurn('michael jackson what high school did he go to');
    await createBoundaryStage(noSkill, undefined, undefined, async () => Promise.reject(new Error('down'))).run(turn, stageContext({ evidence: [] }));
    expect(turn.turnClass).toBe('personal');
  });

  it('never asks the name check about a turn a memory or household rule decided', async () => {
    let asked = 0;
    const turn = makeTurn("what's the wifi password for anna smith's room");
    await createBoundaryStage(noSkill, undefined, undefined, async () => (asked++, true)).run(turn, stageContext({ evidence: [] }));
    expect([turn.turnClass, asked]).toEqual(['personal', 0]);
  });
});
