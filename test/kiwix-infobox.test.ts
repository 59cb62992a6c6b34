import { describe, expect, test } from 'vitest';
import { extractArticle, infoboxFacts } from '../daemon/kiwix/html.js';
import { nameSpans, nameWindows, ownsBySurname, windowsAroundFirstPerson } from '../daemon/kiwix/title-check.js';

const INFOBOX =
  '<table class="infobox vcard"><tr><th scope="row" class="infobox-label">Height</th><td class="infobox-data">726.4&nbsp;ft (221.4&nbsp;m)</td></tr>' +
  '<tr><th class="infobox-label">Burial place</th><td>Tomb of Karl Marx,<br>Highgate Cemetery</td></tr>' +
  `<tr><th>Notes</th><td>${'x '.repeat(200)}</td></tr></table>`;

describe('infobox facts', () => {
  test('an unclassed table in a div classed "infobox" is the infobox (the Adyghe Wikipedia\'s Wikidata box)', () => {
    const html =
      '<div class="infobox" style="float:right"><div style="font-weight:bold">Крис Хемсворт</div><div></div>' +
      '<table style="width:100%"><tbody><tr><th scope="row">Ятэр</th><td><span>Крейг Хемсворт</span></td></tr></tbody></table></div>';
    expect(infoboxFacts(html)).toBe('Ятэр: Крейг Хемсворт.');
  });

  test('a table far below an infobox div is the article\'s own', () => {
    const html = `<div class="infobox"><div>Box</div></div><p>${'Prose. '.repeat(400)}</p><table><tr><th>Ятэр</th><td>Крейг</td></tr></table>`;
    expect(infoboxFacts(html)).toBe('');
  });

  test('a full-width row labelled in bold is a fact too, in the order the infobox shows it', () => {
    const html =
      '<table class="infobox ib-country"><tr><td colspan="2" class="infobox-full-data anthem"><b>Anthem:</b><span>&nbsp;</span>Advance Australia Fair<br><div>Duration: 1:03</div></td></tr>' +
      '<tr><th>Capital</th><td>Canberra</td></tr></table>';
    expect(infoboxFacts(html)).toBe('Anthem: Advance Australia Fair. Capital: Canberra.');
  });

  test('each bold label in one full-width cell is its own fact ("Anthem", then "Royal anthem")', () => {
    const html =
      '<table class="infobox ib-country"><tr><td colspan="2" class="infobox-full-data anthem"><b>Anthem:</b><span>&nbsp;</span>"O Canada"' +
      '<div class="paragraphbreak"></div><div class="ib-country-anthem"><b>Royal anthem:</b><span>&nbsp;</span>"God Save the King"<div class="paragraphbreak"></div></div></td></tr>' +
      '<tr><th>Capital</th><td>Ottawa</td></tr></table>';
    expect(infoboxFacts(html)).toBe('Anthem: "O Canada". Royal anthem: "God Save the King". Capital: Ottawa.');
  });

  test('a full-width row labelled in plain text is a fact, a list in it read as items ("Motto: Forward")', () => {
    const html =
      '<table class="infobox ib-settlement"><tr class="mergedtoprow"><td colspan="2" class="infobox-full-data">Nicknames:<span>&nbsp;</span><div class="ib-settlement-nickname nickname">' +
      '<div class="hlist"><ul><li>Brum</li>\n<li>Second City</li></ul></div></div></td></tr>' +
      '<tr class="mergedrow"><td colspan="2" class="infobox-full-data">Motto:<span>&nbsp;</span><div class="ib-settlement-nickname nickname">Forward</div></td></tr>' +
      '<tr><th>Country</th><td>England</td></tr></table>';
    expect(infoboxFacts(html)).toBe('Nicknames: Brum, Second City. Motto: Forward. Country: England.');
  });

  test("French Wikipedia's infobox_v2 is an infobox too", () => {
    const html =
      '<table class="infobox_v2"><tbody><tr><td colspan="2" class="entete map"> Warrington</td></tr>' +
      '<tr><th colspan="2">Administration</th></tr><tr><th scope="row">Maire\n</th><td>Peter Carey\n</td></tr>' +
      '<tr><th scope="row">Code postal\n</th><td>WA 1-5-13\n</td></tr></tbody></table>';
    expect(infoboxFacts(html)).toBe('Maire: Peter Carey. Code postal: WA 1-5-13.');
  });

  test("a taxobox's rows, labelled in a plain cell ending in a colon, are facts, the taxon's author with them", () => {
    const html =
      '<table class="infobox biota"><tr><th colspan="2">Scientific classification</th></tr>' +
      '<tr><td>Order:</td><td><a href="Blattodea">Blattodea</a></td></tr>' +
      '<tr><td>Infraorder:</td><td><a href="Termite">Isoptera</a><br><small>Brullé, 1832</small></td></tr></table>';
    expect(infoboxFacts(html)).toBe('Scientific classification. Order: Blattodea. Infraorder: Isoptera, Brullé, 1832.');
  });

  test('two plain cells without a colon are a data table\'s row, not a fact', () => {
    const html = '<table class="infobox"><tr><th>Capital</th><td>Canberra</td></tr><tr><td>1990</td><td>17 million</td></tr></table>';
    expect(infoboxFacts(html)).toBe('Capital: Canberra.');
  });

  test('each row becomes a "label: value." sentence', () => {
    expect(infoboxFacts(INFOBOX)).toBe('Height: 726.4 ft (221.4 m). Burial place: Tomb of Karl Marx, Highgate Cemetery.');
  });

  test('a title row and an image caption row do not become the next row\'s label', () => {
    const html =
      '<table class="infobox"><tr><th colspan="2">Boeing 747</th></tr><tr><td colspan="2"><img src="a.png"> A 747-400 during takeoff</td></tr>' +
      '<tr><th>Role</th><td>Wide-body jet airliner</td></tr></table>';
    expect(infoboxFacts(html)).toBe('Boeing 747. Role: Wide-body jet airliner.');
  });

  test("a bulleted sub-row carries its section's header, and a bold label's value may sit in the block after it", () => {
    const html =
      '<table class="infobox ib-country"><tr><th colspan="2">Ruritania</th></tr>' +
      '<tr><td colspan="2"><b>Motto:<span>&nbsp;</span></b><div>"Onward"</div><div class="mw-collapsible">Other mottos</div></td></tr>' +
      '<tr><th colspan="2" class="infobox-header">Population</th></tr>' +
      '<tr><th scope="row"><div>•<span>&nbsp;</span>2021 estimate</div></th><td>3,893,745</td></tr>' +
      '<tr><th>Government</th><td>Republic</td></tr><tr><th>• President</th><td>Ann Rowe</td></tr></table>';
    expect(infoboxFacts(html)).toBe(
      'Ruritania. Motto: "Onward". Population • 2021 estimate: 3,893,745. Government: Republic. Government • President: Ann Rowe.',
    );
  });

  test('an infobox goes on after a table nested in it, and the rows of that table are read too', () => {
    const html =
      '<table class="infobox"><tr><th colspan="2">Hong Kong</th></tr>' +
      '<tr><td colspan="2"><table class="mw-collapsible"><tr><th>Cantonese</th><td>Hēunggóng</td></tr></table></td></tr>' +
      '<tr><th>Highest elevation</th><td>957&nbsp;m (3,140&nbsp;ft)</td></tr></table><table class="wikitable"><tr><th>Year</th><td>1997</td></tr></table>';
    expect(infoboxFacts(html)).toBe('Hong Kong. Cantonese: Hēunggóng. Highest elevation: 957 m (3,140 ft).');
  });

  test("a bold label's value goes on over line breaks up to the first block", () => {
    const html =
      '<table class="infobox ib-country"><tr><td colspan="2"><b>Anthem:</b><span>&nbsp;</span>"Jana Gana Mana"<br>"Thou Art the Ruler of the Minds of All People"<br><div>Audio</div></td></tr>' +
      '<tr><td colspan="2"><b>National song</b><br>"Vande Mataram" (Sanskrit)<br>"I Bow to Thee, Mother"</td></tr></table>';
    expect(infoboxFacts(html)).toBe(
      'Anthem: "Jana Gana Mana", "Thou Art the Ruler of the Minds of All People". National song: "Vande Mataram" (Sanskrit), "I Bow to Thee, Mother".',
    );
  });

  test('they follow the lead in the article text', () => {
    const html = `<html><body>${INFOBOX}<p>${'The dam is a large concrete arch-gravity dam. '.repeat(2)}</p><p>${'It was built in the 1930s by six companies. '.repeat(2)}</p></body></html>`;
    const { paragraphs } = extractArticle(html);
    expect(paragraphs[1]).toMatch(/^Height: 726.4 ft/u);
  });

  test('a machine-readable date beside the written one is not read twice', () => {
    const html = `<body><p>Elvis Aaron Presley (born ( 1935-01-08) January 8, 1935) was an American singer and actor.</p></body>`;
    expect(extractArticle(html).paragraphs[0]).not.toContain('1935-01-08');
  });
});

describe('article prose without citations', () => {
  const prose = '<p>The first flight took place on June 12, 1994, under the command of chief test pilot John E. Cashman.</p>';

  test('a reference list is not prose', () => {
    const html = `<body>${prose}<ol class="references"><li id="cite_note-1"><span class="reference-text">Hise, Phaedra (July 9, 2007). "The power behind it". CNN. Retrieved October 15, 2009.</span></li></ol></body>`;
    expect(extractArticle(html).paragraphs).toEqual([expect.stringContaining('first flight')]);
  });

  test('a bibliography item holding a formatted citation is not prose', () => {
    const html = `<body>${prose}<ul><li><cite class="citation book">Norris, Guy; Wagner, Mark (1996). Boeing 777. Motorbooks International.</cite></li></ul></body>`;
    expect(extractArticle(html).paragraphs).toHaveLength(1);
  });
});

describe('tables of contents', () => {
  test('a table of contents is not prose, nor is an empty <p/> before it', () => {
    const toc = '<div id="toc" class="toc"><h2>Contents</h2><ul><li class="toclevel-1"><a href="#D">1 Development and the history of the design</a><ul><li class="toclevel-2"><a href="#B">1.1 Background of the project and its goals</a></li></ul></li></ul></div>';
    const html = `<body><p>The Boeing 777 is a family of long-range wide-body twin-engine jet airliners.</p><p/>${toc}<p>The first flight took place on June 12, 1994.</p></body>`;
    expect(extractArticle(html).paragraphs).toEqual(['The Boeing 777 is a family of long-range wide-body twin-engine jet airliners.', 'The first flight took place on June 12, 1994.']);
  });
});

describe('short paragraphs', () => {
  test('a short <p> that ends like a sentence is kept (a fact stated on its own)', () => {
    const html = '<body><p>Хэгъэгу лIышъхьэр – Серджо Маттарелла.</p></body>';
    expect(extractArticle(html).paragraphs).toEqual(['Хэгъэгу лIышъхьэр – Серджо Маттарелла.']);
  });

  test.each([
    ['a step of a recipe', 'Bak vir 25 minute.'],
    ['a setting', 'Oond 180°C.'],
  ])('so is %s, a <p> of its own between longer ones', (_, step) => {
    const long = 'Meng die nat bestanddele. Meng die droë bestanddele. Meng alles tot gladde mengsel.';
    expect(extractArticle(`<body><p>${long}</p><p>${step}</p><p>${long}</p></body>`).paragraphs).toEqual([long, step, long]);
  });

  test('a short list item is not (navigation, list stubs)', () => {
    expect(extractArticle('<body><ul><li>Main page of the wiki here.</li></ul></body>').paragraphs).toEqual([]);
  });
});

describe('windows around first-person words', () => {
  test('a title starting with the first-person word is tried with the words after it', () => {
    expect(windowsAroundFirstPerson('where did king give the i have a dream speech')[0]).toBe('i have a dream');
  });

  test('a text without first-person words has none', () => {
    expect(windowsAroundFirstPerson('when was the eiffel tower built')).toEqual([]);
  });
});

describe('windows where a name may stand', () => {
  test('are the two- and three-word runs without a function word, the question start first', () => {
    expect(nameWindows('michael jackson what high school did he go to').slice(0, 2)).toEqual(['michael jackson', 'high school']);
  });

  test('a question of function words and one noun has none', () => {
    expect(nameWindows('where is it')).toEqual([]);
  });

  test('each window is followed by its inflected last word cut short, which a suggestion matches as a prefix', () => {
    expect(nameSpans('как звали жену махатмы ганди')).toContain('ганд');
    expect(nameSpans('как звали жену махатмы ганди').indexOf('ганд')).toBe(nameSpans('как звали жену махатмы ганди').indexOf('махатмы ганди') + 1);
  });

  test('a short last word is not cut ("жену" stays whole)', () => {
    expect(nameSpans('зовут жену')).toEqual(['зовут жену']);
  });

  test("a surname said as an owner is a span of its own, first", () => {
    expect(nameSpans("what was shakespeare's mom called")[0]).toBe('shakespeare');
  });
});

describe('a surname naming a person article as its owner', () => {
  test.each([
    ["what was shakespeare's mom called", 'William Shakespeare', true],
    ["karl marx's dad who was he", 'Karl Marx', true],
    ["did priya sharma's mum call", 'Rakesh Sharma', false],
    ["what's bob's number", 'Bob Dylan', false],
  ])('%s / %s', (question, title, owns) => {
    expect(ownsBySurname(question, title)).toBe(owns);
  });
});

describe('inline markup', () => {
  test('inline elements do not split the text they sit in ("98<span>°</span>", "<b>Ray</b>mond")', () => {
    const html = '<body><p>Les orbites sont inclinées à 98<span>°</span>, et <b>Ray</b>mond les a calculées en 1962.</p></body>';
    expect(extractArticle(html).paragraphs[0]).toBe('Les orbites sont inclinées à 98°, et Raymond les a calculées en 1962.');
  });
});
