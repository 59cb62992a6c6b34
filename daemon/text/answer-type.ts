/**
 * What a question asks for, and whether a sentence holds it. Pure: no I/O.
 *
 * A spoken question names its topic ("the boeing 747") and what it wants to know about it ("first flight",
 * "when"). Lexical overlap finds sentences about the topic; it does not find the one that answers. Two
 * things do, in any language:
 *   - the question's **kind**: when -> a date, how many / how tall / how long -> a number, who -> a person,
 *     where -> a place. A sentence that holds no number cannot say how tall something is.
 *   - its **focus**: the content words that are neither the topic (the article's title) nor the question's
 *     own frame ("how", "tall"). "how many children did elvis have" has the focus "children"; an article
 *     that never says "children" does not say how many he had, however much it says about Elvis.
 * Cue words per language are few and fixed (lang/<code>/words.ts); everything else is done with scripts, digits
 * and case.
 */
import { matchWords } from '../lang/words.js';
import { sameWord } from '../lang/same-word.js';
import { LANGUAGES } from '../lang/index.js';

export type AnswerKind = 'date' | 'number' | 'person' | 'place' | 'other';

interface Cue {
  /** Words, lower-case, matched in order at any position of the question ("how many", "в каком году"). */
  words: readonly string[];
  kind: AnswerKind;
}

/**
 * Measure cues and the nouns articles use for them, every language's (lang/<code>/words.ts `measureHints`;
 * see QuestionFocus.hints).
 */
const HINTS: Readonly<Record<string, readonly string[]>> = Object.assign({}, ...LANGUAGES.map((l) => l.words.measureHints));

/** The kinds in the order each language's cues are listed. */
const CUE_KINDS = ['date', 'number', 'person', 'place'] as const;

/**
 * Question cues of every language (lang/<code>/words.ts `answerCues`), in language order and within a
 * language by kind; the longest matching cue wins, so "what year" beats "what". Measures ("how tall", "wie
 * hoch") ask for a number; their adjective is part of the cue, not the focus, since articles say "221.4 m high"
 * or give the figure without the adjective.
 */
const CUES: readonly Cue[] = LANGUAGES.flatMap((l) =>
  CUE_KINDS.flatMap((kind) => l.words.answerCues[kind].map((p) => ({ kind, words: p.split(' ') }))),
);

export interface QuestionFocus {
  kind: AnswerKind;
  /**
   * Words an answering sentence is likely to use for what a measure cue asks ("how tall" -> height, high;
   * "how many people" -> population, capacity): articles state the figure with the noun, not the adjective.
   */
  hints: string[];
  /** Content words the answer must speak to (not the cue, not the topic); match words (tokens.ts). */
  focus: string[];
}

/** Words that carry no focus of their own in questions: auxiliaries and fillers (lang/<code>/words.ts `frameWords`). */
const FRAME_WORDS: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.frameWords));

/**
 * Kind words ("movie", "song") say which article, not what about it (lang/<code>/words.ts `kindNames`):
 * kiwix/titles.ts uses them.
 */
const KIND_NAMES: ReadonlySet<string> = new Set(LANGUAGES.flatMap((l) => l.words.kindNames));

function findCue(words: readonly string[]): { kind: AnswerKind; at: number; length: number } | undefined {
  let best: { kind: AnswerKind; at: number; length: number } | undefined;
  for (const c of CUES) {
    for (let at = 0; at + c.words.length <= words.length; at++) {
      if (c.words.every((w, i) => words[at + i] === w) && (best === undefined || c.words.length > best.length)) {
        best = { kind: c.kind, at, length: c.words.length };
      }
    }
  }
  return best;
}

/**
 * The kind of answer a question wants and its focus words. `topicWords` are words of the article(s) the
 * evidence comes from (their titles): saying the topic is not answering about it.
 */
export function questionFocus(question: string, topicWords: readonly string[] = []): QuestionFocus {
  const words = question.toLowerCase().normalize('NFC').split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w !== '');
  const found = findCue(words);
  const cueWords = new Set(found ? words.slice(found.at, found.at + found.length) : []);
  const focus: string[] = [];
  for (const w of matchWords(question)) {
    if (cueWords.has(w) || FRAME_WORDS.has(w) || KIND_NAMES.has(w) || [...w].length < 3) continue;
    if (topicWords.some((t) => sameWord(t, w))) continue;
    if (!focus.includes(w)) focus.push(w);
  }
  const phrase = found ? words.slice(found.at, found.at + found.length).join(' ') : '';
  return { kind: found?.kind ?? 'other', focus, hints: [...(HINTS[phrase] ?? [])] };
}

const DIGIT_RE = /\p{Nd}/u;
/**
 * A year: 1000-2099 as written, or any number with an era ("476 AD", "44 BC", "988 г."). A bare three-digit
 * number is not a year: "the first 747" would be a date.
 */
const YEAR_RE = /(?<![\p{Nd}.,])(?:1\p{Nd}{3}|20\p{Nd}{2})(?![\p{Nd}]|[.,]\p{Nd})|\p{Nd}{1,4}\s?(?:BC|AD|BCE|CE|г\.|н\.\s?э\.|v\.\s?Chr\.|a\.\s?C\.|av\.\s?J\.-C\.)/u;
/** Month names in the languages Hearth speaks, from the platform's own locale data: no list to maintain. */
const MONTHS: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  for (const locale of ['en', 'ru', 'uk', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl']) {
    for (const month of ['long', 'short'] as const) {
      for (const ctx of [{ month }, { month, day: 'numeric' as const }]) {
        const fmt = new Intl.DateTimeFormat(locale, { ...ctx, timeZone: 'UTC' });
        for (let m = 0; m < 12; m++) {
          for (const part of fmt.formatToParts(new Date(Date.UTC(2001, m, 15)))) {
            if (part.type === 'month') out.add(part.value.toLowerCase().replace(/\.$/u, ''));
          }
        }
      }
    }
  }
  return out;
})();
/** Two or more capitalised words side by side: a name ("Jim Lovell", "Sara Elisabeth Moraea"). */
const NAME_RE = /\p{Lu}[\p{Ll}'’.-]+(?:\s+(?:(?:de|da|van|von|der|di|le|la|del)\s+)?\p{Lu}[\p{Ll}'’.-]*)+/u;
/** A capitalised word that does not start the sentence. */
const INNER_CAPITAL_RE = /[\p{Ll}\p{N},;:)]\s+\p{Lu}\p{Ll}/u;

/** Whether a sentence holds something of the kind the question asks for. 'other' always holds. */
export function holdsKind(sentence: string, kind: AnswerKind): boolean {
  switch (kind) {
    case 'date':
      return YEAR_RE.test(sentence) || matchWords(sentence).some((w) => MONTHS.has(w));
    case 'number':
      return DIGIT_RE.test(sentence);
    case 'person':
      return NAME_RE.test(sentence) || INNER_CAPITAL_RE.test(sentence);
    case 'place':
      return INNER_CAPITAL_RE.test(sentence) || NAME_RE.test(sentence);
    case 'other':
      return true;
  }
}

/** Share of the focus words a sentence's words say (1 when there is no focus). */
export function focusCoverage(focus: readonly string[], sentenceWords: readonly string[]): number {
  if (focus.length === 0) return 1;
  let hit = 0;
  for (const f of focus) if (sentenceWords.some((w) => sameWord(f, w))) hit++;
  return hit / focus.length;
}

/** Kinds whose presence is checkable by digits alone; for these a sentence without one cannot answer. */
export function kindIsStrict(kind: AnswerKind): boolean {
  return kind === 'date' || kind === 'number';
}
