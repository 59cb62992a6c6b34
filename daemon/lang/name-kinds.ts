/**
 * What kind of thing a capitalised name in a sentence is, as far as its own words and the words around it tell:
 * an organisation ("All Nippon Airways", "RCA Victor Records"), a place ("Paine Field", "from Narita", "аэропорт
 * Шереметьево"), a work ("“Billie Jean”", «Король Лир»), or, when nothing says so, a name that may be someone's.
 *
 * A who-question is answered by someone (text/answer-type.ts `holdsKind`): on bench/qa the sentences that answered
 * an absent who-question with confidence named an airline, an airport or a song ("the 787 flew its first commercial
 * flight from Narita to Hong Kong on All Nippon Airways" for "who flew the 787 on its first flight").
 *
 * The cues are word tables (<code>/words.ts `nameCues`), folded:
 * - head words of organisations' and places' names, matched inside the name or as the word right before it (Russian
 *   and French write the head in lower case before the name: "аэропорт Шереметьево", "la rivière Mersey"). These
 *   are read from every language's table at once: a name keeps its own language's head in another language's text
 *   ("Boeing Commercial Airplanes" in a French article);
 * - prepositions after which a name is where something is, comes from or goes ("born in Tupelo", "from Narita to
 *   Hong Kong"), possibly with an article between ("at the Cavern Club"). These are read from the sentence's language
 *   only: "en" is "in" in French and "and" in Dutch ("Jan en Piet"), "de" is "of" ("la femme de Jean Dupont").
 * - quotation marks right around the name: a title ("the song “Heartbreak Hotel”");
 * - capitals: a name whose every word starts with two capitals is an organisation's initials ("NASA", "GEnx");
 * - the name before: one joined to a place or an organisation by a comma, a dash or a short word is one of the same
 *   ("from Narita to Hong Kong", "in King County, Washington").
 *
 * The same tables say what a which-question's noun asks for (`kindAskedBy`): "which astronomer" someone, "which
 * airline" an organisation, "which city" a place. docs/languages.md has the tables' record, docs/kiwix.md (round 10)
 * what each cue moved on bench/qa.
 *
 * Pure and linear: a few set lookups and a look back of LOOK_BACK_CHARS per name.
 */
import { LANGUAGES, languageOf } from './index.js';
import { fold } from './fold.js';
import type { Language } from './types.js';

export type NameKind = 'organisation' | 'place' | 'work' | 'name';

const foldAll = (words: readonly string[]): Set<string> => new Set(words.map((w) => fold(w)));

/** Letters a stem entry ("университет*") may be followed by: the case endings of the inflected languages. */
const STEM_ENDING_MAX_LETTERS = 3;

/** Head words, folded: whole words, and stems (entries ending in '*') that take an ending. */
class Heads {
  private readonly words: Set<string>;
  private readonly stems: Set<string>;
  constructor(entries: readonly string[]) {
    this.words = foldAll(entries.filter((e) => !e.endsWith('*')));
    this.stems = foldAll(entries.filter((e) => e.endsWith('*')).map((e) => e.slice(0, -1)));
  }
  has(word: string): boolean {
    if (this.words.has(word)) return true;
    const letters = [...word];
    for (let cut = 0; cut <= STEM_ENDING_MAX_LETTERS && cut < letters.length; cut++) {
      if (this.stems.has(letters.slice(0, letters.length - cut).join(''))) return true;
    }
    return false;
  }
}

/** Head words of every language: a name's head stays in its own language whatever the text's. */
const ORGANISATION_HEADS = new Heads(LANGUAGES.flatMap((l) => l.words.nameCues.organisation));
const PLACE_HEADS = new Heads(LANGUAGES.flatMap((l) => l.words.nameCues.place));
/** Nouns for kinds of people, every language's: "which astronomer", "quel sculpteur", "какого поэта". */
const SOMEONE_NOUNS = new Heads(LANGUAGES.flatMap((l) => l.words.nameCues.someone));
/** Nouns for kinds of organisation: the heads ("which airline") and those that are not ("which carrier"). */
const ORGANISATION_NOUNS = new Heads(LANGUAGES.flatMap((l) => [...l.words.nameCues.organisation, ...l.words.nameCues.organisationNouns]));

/**
 * The kind of answer a which-question's noun asks for: someone ("which astronomer"), an organisation ("which
 * airline", "which carrier"), a place ("which city", by the place heads: a place is named by its kind), or nothing
 * this module can tell ("which album", "which noble gas").
 */
export function kindAskedBy(noun: string, langs: readonly string[] = []): 'person' | 'organisation' | 'place' | undefined {
  const word = fold(noun);
  // In the question's own languages when Hearth has their tables: folded, a stem of one language is another's word
  // (Polish "żon*", wife, is French "zone").
  const own = langs.flatMap((code) => {
    const l = languageOf(code);
    return l === undefined ? [] : [NOUNS_BY_LANGUAGE.get(l)!];
  });
  const tables = own.length > 0 ? own : [ALL_NOUNS];
  if (tables.some((t) => t.someone.has(word))) return 'person';
  if (tables.some((t) => t.organisation.has(word))) return 'organisation';
  if (tables.some((t) => t.place.has(word))) return 'place';
  return undefined;
}

/** The nouns a which-question asks by, of one language or of all. */
interface AskingNouns {
  readonly someone: Heads;
  readonly organisation: Heads;
  readonly place: Heads;
}
const nounsOf = (ls: readonly Language[]): AskingNouns => ({
  someone: new Heads(ls.flatMap((l) => l.words.nameCues.someone)),
  organisation: new Heads(ls.flatMap((l) => [...l.words.nameCues.organisation, ...l.words.nameCues.organisationNouns])),
  place: new Heads(ls.flatMap((l) => l.words.nameCues.place)),
});
const ALL_NOUNS: AskingNouns = { someone: SOMEONE_NOUNS, organisation: ORGANISATION_NOUNS, place: PLACE_HEADS };
const NOUNS_BY_LANGUAGE: ReadonlyMap<Language, AskingNouns> = new Map(LANGUAGES.map((l) => [l, nounsOf([l])] as const));

/**
 * A word that starts with two capitals: an acronym ("NASA", "FAA", "ВВС") or a word made from one ("GEnx", "PDFs"),
 * not a person's name (a name has one capital to a part: "McCartney", "DeWitt").
 */
const ACRONYM_RE = /^\p{Lu}[\p{Lu}\p{Nd}]+[\p{Ll}\p{Nd}]*$/u;
/** A Roman numeral, which follows a ruler's name ("George IV") and is no acronym. */
const ROMAN_RE = /^[IVXLC]+$/u;

interface Around {
  readonly placeBefore: ReadonlySet<string>;
  readonly articles: ReadonlySet<string>;
}
const AROUND_BY_LANGUAGE: ReadonlyMap<Language, Around> = new Map(
  LANGUAGES.map((l) => [l, { placeBefore: foldAll(l.words.nameCues.placeBefore), articles: foldAll(l.words.nameCues.articles) }] as const),
);

/** Letters, marks and digits: one word, as lang/words.ts splits spaced scripts. */
const WORD_RE = /[\p{L}\p{M}\p{N}]+/gu;
/** An opening quotation mark right before the name, spaces allowed between. */
const OPENING_QUOTE_RE = /["“„«‘‹]\s?$/u;
/** A closing quotation mark right after the name, a comma or full stop allowed inside it ("Thriller," he said). */
const CLOSING_QUOTE_RE = /^[,.!?]?\s?["”“»’›]/u;
/** The last two words before the name (at most): the preposition and its article. */
const LAST_WORDS_RE = /([\p{L}\p{M}]+)[\s']+(?:([\p{L}\p{M}]+)[\s']+)?$/u;
/** How far back to look for the preposition and article, characters: two words and their spaces. */
const LOOK_BACK_CHARS = 40;
/** A name ending in a possessive ("Philippe Petit's tightrope walk"): after "in" it is whose, not where. */
const POSSESSIVE_RE = /['’]s?$/u;
/**
 * What may join two names of one kind: a comma, a dash, or one short word ("from Narita to Hong Kong", "in King
 * County, Washington", "Londres et Paris"). Three letters at most: the joining words of every language, and no verb.
 */
const JOINER_RE = /^\s*(?:[,–—-]|[\p{L}]{1,3})\s*$/u;

/**
 * The kind the head words of a name say. A name's own head stands at one of its edges, the last word in English
 * and German ("San Francisco International Airport"), the first in French and Russian ("Aéroport international de
 * Los Angeles", "аэропорт Шереметьево"): a head there decides, the last word first; a head elsewhere is a modifier
 * ("International"), counted only when no edge holds one, an organisation's first as before. `before` is a
 * lower-case word right before the name ("the airline Pan Am", "аэропорт Шереметьево"): a head of its own.
 */
function headKind(words: readonly string[], before: string | undefined): NameKind | undefined {
  const kindOfWord = (w: string | undefined): NameKind | undefined =>
    w === undefined ? undefined : ORGANISATION_HEADS.has(w) ? 'organisation' : PLACE_HEADS.has(w) ? 'place' : undefined;
  const atEdge = kindOfWord(words.at(-1)) ?? kindOfWord(words[0]) ?? kindOfWord(before);
  if (atEdge !== undefined) return atEdge;
  if (words.some((w) => ORGANISATION_HEADS.has(w))) return 'organisation';
  if (words.some((w) => PLACE_HEADS.has(w))) return 'place';
  return undefined;
}

/** A name between commas right after an organisation's: an apposition, its head or member ("the FAA, Michael Huerta, said"). */
function setOffAfterOrganisation(sentence: string, start: number, end: number, previous: PreviousName): boolean {
  return previous.kind === 'organisation' && APPOSITION_COMMA_RE.test(sentence.slice(previous.end, start)) && /^\s*,/u.test(sentence.slice(end));
}
const APPOSITION_COMMA_RE = /^\s*,\s*$/u;

/** The name written just before, for a name joined to it: its kind and where it ends. */
export interface PreviousName {
  readonly kind: NameKind;
  readonly end: number;
}

/**
 * The kind of the name written at `sentence[start, end)`. `lang` is the sentence's language (ISO 639-1, as evidence
 * carries it); without a table for it, prepositions tell nothing and only heads and quotes count.
 */
export function nameKind(sentence: string, start: number, end: number, lang?: string, previous?: PreviousName): NameKind {
  const before = sentence.slice(Math.max(0, start - LOOK_BACK_CHARS), start);
  if (OPENING_QUOTE_RE.test(before) && CLOSING_QUOTE_RE.test(sentence.slice(end, end + 3))) return 'work';
  // "from Narita to Hong Kong": a name joined to a place or an organisation by a short word is one of the same.
  // Not a name set off by commas after an organisation's: "The head of the FAA, Michael Huerta, said" names its head.
  if (previous !== undefined && previous.kind !== 'name' && previous.kind !== 'work' && previous.end <= start && JOINER_RE.test(sentence.slice(previous.end, start)) && !setOffAfterOrganisation(sentence, start, end, previous)) {
    return previous.kind;
  }
  const written = [...sentence.slice(start, end).matchAll(WORD_RE)].map((m) => m[0]);
  // "NASA", "the FAA": a name written only in capitals is an organisation's initials.
  if (written.length > 0 && written.every((w) => ACRONYM_RE.test(w) && !ROMAN_RE.test(w))) return 'organisation';
  const words = written.map((w) => fold(w));
  const last = LAST_WORDS_RE.exec(before);
  const wordBefore = last === null ? undefined : (last[2] ?? last[1]!);
  // "the airline Pan Am", "аэропорт Шереметьево": a lower-case head right before the name counts as its own.
  const headBefore = wordBefore !== undefined && wordBefore === wordBefore.toLowerCase() ? fold(wordBefore) : undefined;
  const byHead = headKind(words, headBefore);
  if (byHead !== undefined) return byHead;
  const language = languageOf(lang);
  const around = language === undefined ? undefined : AROUND_BY_LANGUAGE.get(language);
  if (around !== undefined && last !== null && !POSSESSIVE_RE.test(sentence.slice(start, end))) {
    const [first, second] = last[2] === undefined ? [undefined, fold(last[1]!)] : [fold(last[1]!), fold(last[2])];
    if (around.placeBefore.has(second) || (first !== undefined && around.articles.has(second) && around.placeBefore.has(first))) return 'place';
  }
  return 'name';
}

/** Whether a name of this kind may be what a question of that kind asks for. */
export function mayAnswer(asked: 'person' | 'organisation' | 'place', kind: NameKind): boolean {
  switch (asked) {
    // Someone is not an airline, an airport or a song.
    case 'person':
      return kind === 'name';
    // An organisation may be named without a head ("Pan Am", "Boeing"), never with a place's or as a title.
    case 'organisation':
      return kind === 'organisation' || kind === 'name';
    // A place may be named by an organisation that stands somewhere ("the Museum of Flight"), not by a title.
    case 'place':
      return kind !== 'work';
  }
}
