/**
 * Compiles a language's boundary lexicon (word and phrase lists, daemon/lang/<code>/boundary.ts) into the
 * patterns signals.ts runs. Runs once per language when the boundary is first imported; the patterns are then
 * joined and primed by compiled.ts as before (warm-up in classify.ts). Pure apart from throwing at start for an
 * entry outside the notation of types.ts, with a stable code and the language and field, never the entry.
 */
import { HearthError } from '../errors.js';
import { token, words } from './normalize.js';
import type { BoundaryLexicon, CompiledForms, FormGroup, LanguageRules, Phrases, WordList, Words } from './types.js';

/** Thrown at start for a lexicon entry outside the notation (types.ts); names the language and the field. */
export class LexiconError extends HearthError {
  constructor(lang: string, field: string) {
    super('HEARTH_BOUNDARY_LEXICON', `boundary lexicon ${lang}.${field}: an entry is outside the word-list notation`);
  }
}

/** `\p{L}` with a repetition (compounds, "any stem") and `\S*`/`\S+` (any ending): the escapes a word may use. */
const LETTERS = /\\(?:p\{L\}|S)(?:\*|\+|\{\d+,\d*\})/gu;

/**
 * True when `entry` is a word in the notation: letters, digits, space, apostrophe, hyphen, `?`, `(?:…|…)`,
 * `[…]` and LETTERS. No lookaround, anchor, backreference, `.` or other escape.
 */
export function isWordEntry(entry: string): boolean {
  if (entry === '') return false;
  const rest = entry.replace(LETTERS, '');
  if (/[\\.^$*+{}]/u.test(rest)) return false;
  return !/\((?!\?:)/u.test(rest);
}

/** True when `entry` is a phrase in the notation: no backreferences, named groups or capturing groups. */
export function isPhraseEntry(entry: string): boolean {
  if (entry === '' || /\\[1-9k]/u.test(entry)) return false;
  return !/\((?!\?(?::|=|!|<=|<!))/u.test(entry);
}

function checked<T extends string>(lang: string, field: string, entries: readonly T[], ok: (e: string) => boolean): readonly T[] {
  if (entries.length === 0 || !entries.every(ok)) throw new LexiconError(lang, field);
  return entries;
}

function wordPattern(lang: string, field: string, list: WordList): RegExp {
  if (Array.isArray(list)) return token(checked(lang, field, list as Words, isWordEntry).join('|'));
  const { words: entries, ending } = list as { words: Words; ending: string };
  if (!isWordEntry(`x${ending}`)) throw new LexiconError(lang, field);
  return token(`(?:${checked(lang, field, entries, isWordEntry).join('|')})${ending}`);
}

function phrasePatterns(lang: string, field: string, list: Phrases | undefined): RegExp[] {
  return list === undefined ? [] : checked(lang, field, list, isPhraseEntry).map((p) => words(p));
}

/** One pattern for the whole list (the fields asked only "does any of these match here"). */
function onePhrasePattern(lang: string, field: string, list: Phrases | undefined): RegExp | undefined {
  return list === undefined ? undefined : words(checked(lang, field, list, isPhraseEntry).join('|'));
}

function formGroup(lang: string, field: string, g: FormGroup): CompiledForms {
  let forms: RegExp;
  if (g.words !== undefined && g.endings === undefined) forms = wordPattern(lang, field, g.words);
  else if (g.endings !== undefined && g.words === undefined && Number.isInteger(g.endings.minStemLetters) && g.endings.minStemLetters > 0) {
    const { endings, minStemLetters, except } = g.endings;
    const not = except === undefined ? '' : `(?!(?:${checked(lang, field, except, isWordEntry).join('|')})$)`;
    forms = new RegExp(`^${not}\\p{L}{${minStemLetters},}(?:${checked(lang, field, endings, isWordEntry).join('|')})$`, 'u');
  } else throw new LexiconError(lang, field);
  return { forms, accented: g.accented === true, ...(g.alsoIn === undefined ? {} : { alsoIn: g.alsoIn }) };
}

/** Compiles one language's lexicon (see types.ts for the fields and the notation). */
export function compileLexicon(lex: BoundaryLexicon): LanguageRules {
  const { lang } = lex;
  const maybe = (field: string, list: WordList | undefined): RegExp | undefined => (list === undefined ? undefined : wordPattern(lang, field, list));
  const personData = onePhrasePattern(lang, 'personData', lex.personData);
  const ownDay = onePhrasePattern(lang, 'ownDay', lex.ownDay);
  const notOwnDay = onePhrasePattern(lang, 'notOwnDay', lex.notOwnDay);
  const givenNames = maybe('givenNames', lex.givenNames);
  const bareKin = maybe('bareKin', lex.bareKin);
  return {
    lang,
    possessives: lex.possessives.map((g) => formGroup(lang, 'possessives', g)),
    firstPerson: (lex.firstPerson ?? []).map((g) => formGroup(lang, 'firstPerson', g)),
    strongNouns: wordPattern(lang, 'strongNouns', lex.strongNouns),
    ...(givenNames === undefined ? {} : { givenNames }),
    ...(bareKin === undefined ? {} : { bareKin }),
    ...(lex.kinNames === undefined ? {} : { kinNames: { pattern: words(checked(lang, 'kinNames', [lex.kinNames.phrase], isPhraseEntry)[0]!), alsoIn: lex.kinNames.alsoIn } }),
    possessionPhrases: phrasePatterns(lang, 'possessionPhrases', lex.possessionPhrases),
    memory: phrasePatterns(lang, 'memory', lex.memory),
    ownPast: phrasePatterns(lang, 'ownPast', lex.ownPast),
    availability: phrasePatterns(lang, 'availability', lex.availability),
    household: phrasePatterns(lang, 'household', lex.household),
    ownAffairs: phrasePatterns(lang, 'ownAffairs', lex.ownAffairs),
    generalWe: phrasePatterns(lang, 'generalWe', lex.generalWe),
    strangerKin: phrasePatterns(lang, 'strangerKin', lex.strangerKin),
    notFirstPerson: phrasePatterns(lang, 'notFirstPerson', lex.notFirstPerson),
    genericFrames: phrasePatterns(lang, 'genericFrames', lex.genericFrames),
    titleFrames: phrasePatterns(lang, 'titleFrames', lex.titleFrames),
    ...(personData === undefined ? {} : { personData }),
    ...(ownDay === undefined ? {} : { ownDay }),
    ...(notOwnDay === undefined ? {} : { notOwnDay }),
    placePrepositions: new Set(lex.placePrepositions ?? []),
    ownerWords: new Set(lex.ownerWords ?? []),
    ownerPrepositions: new Set(lex.ownerPrepositions ?? []),
    saintWords: new Set(lex.saintWords ?? []),
  };
}

/**
 * Whether a group of forms with `alsoIn` counts in text detected as `detected` (undefined: none detected), for
 * forms of language `owner`. The one rule for words that are other languages' words too (types.ts, AlsoIn).
 */
export function countsIn(alsoIn: readonly string[] | 'others' | undefined, owner: string, detected: string | undefined): boolean {
  if (alsoIn === undefined || detected === undefined || detected === owner) return true;
  return alsoIn !== 'others' && !alsoIn.includes(detected);
}
