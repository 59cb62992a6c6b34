/**
 * The extractive phraser's topic checks, pure: whether an article, a sentence or a name in the evidence is
 * about what the question asks, before rank.ts scores sentences. Each check removes or discounts evidence
 * that shares a common word with the question but is about something else (another article an OR search
 * added, a variant of the model the question names, an article in another language).
 */
import type { Evidence } from '../turn/types.js';
import type { Candidate } from './candidates.js';
import { questionFocus } from '../text/question-focus.js';
import { SHORT_WORD_CHARS, saysFocusWord } from '../text/focus-words.js';
import { matchWords } from '../lang/words.js';
import { Grade, sameWord, wordGrade } from '../lang/same-word.js';
import { related } from '../text/relations.js';
import { compoundParts } from '../lang/compounds.js';
import { isFunctionWord } from '../lang/function-words.js';
import { detectLanguage, likelyLanguages } from '../lang/detect.js';
import { normalizeWord, wordsMatch, wordsOf } from './words.js';
import { isDistinctBySound, soundsLikeTitle, soundTitle, soundWords } from '../lang/sound-alike.js';

/** A year or a decade as the question says it ("1977", "1970s"). */
const YEAR_OR_DECADE_RE = /^(?:1\p{Nd}{3}|20\p{Nd}{2})s?$/u;

/** Whether a question word (digits read back, lang/spoken-numbers.ts) is a year or a decade it dates by. */
export function isYearOrDecade(word: string): boolean {
  return YEAR_OR_DECADE_RE.test(word);
}

/** Share of the question's content words an article (all its lines and its title) must say to be about it. */
const MIN_ARTICLE_SUPPORT_SHARE = 0.5;

/** What a sentence about a variant of the model the question names keeps of its score (variantsNotAsked). */
export const VARIANT_SHARE = 0.5;
/** A model number the question says, of three digits or more ("777", "747"). */
const MODEL_NUMBER_RE = /(?<![\p{L}\p{N}-])\p{Nd}{3,}(?![\p{L}\p{N}])/gu;

/**
 * Whether a sentence names a variant of a model number the question says, one the question does not name
 * itself: "777-200ER" or "777X" for "when did the boeing 777 first fly", not for "the 777-300 when did it go into
 * service" when the variant is the 777-300.
 */
export function variantsNotAsked(question: string): (sentence: string) => boolean {
  const lower = question.toLowerCase();
  const numbers = [...new Set([...lower.matchAll(MODEL_NUMBER_RE)].map((m) => m[0]))];
  if (numbers.length === 0) return () => false;
  const asked = new Set([...lower.matchAll(/[\p{L}\p{N}]*\p{Nd}[\p{L}\p{N}-]*/gu)].map((m) => m[0]));
  const res = numbers.map((n) => new RegExp(`(?<![\\p{L}\\p{N}-])${n}(?:-[\\p{L}\\p{N}]+|\\p{L}[\\p{L}\\p{N}]*)`, 'gu'));
  return (sentence) => res.some((re) => [...sentence.toLowerCase().matchAll(re)].some((m) => !asked.has(m[0])));
}

/** Words a sentence may start with before its subject: an article ("The Beatles were ..."). */
const SUBJECT_START_WORDS = 3;

/**
 * Whether a sentence says its article's subject is a `noun`: it starts with the title's first word and says
 * the noun after it ("Antarctica is the fifth-largest continent" for "which continent"). The lead of an article
 * defines its subject this way in every language Wikipedia is written in, so no copula list is needed. The noun
 * before the subject is no definition: "Time-sharing operating systems schedule tasks" does not say what an
 * operating system is for "what share of personal computers".
 */
export function definesAs(c: Candidate, noun: string): boolean {
  const head = c.titleWords.find((w) => [...w].length >= 4);
  if (head === undefined) return false;
  const at = c.words.slice(0, SUBJECT_START_WORDS).findIndex((w) => sameWord(head, w));
  return at >= 0 && c.words.slice(at + 1).some((w) => saysFocusWord(noun, w));
}

/**
 * Question words the evidence writes inside a name: a run of capitalised words that starts inside a sentence,
 * quoted or not ("with A Hard Day's Night", 'single "Heartbreak Hotel"'). One group per run, holding the
 * question words its parts say, so a caller can ask for a name as a whole.
 */
function nameGroupsInEvidence(question: string, evidence: readonly Evidence[]): string[][] {
  // Not by the question's glue: "which" is no part of "the White Album".
  const words = [...new Set(matchWords(question))].filter((w) => !isFunctionWord(w));
  const groups = new Map<string, string[]>();
  const text = evidence.map((e) => e.text).join(' ');
  for (const m of text.matchAll(/(?<=[\p{Ll}\p{N},;:()"“”«»'’]\s+["“«'‘(]?)[\p{Lu}\p{N}][\p{L}\p{N}'’-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’-]*)*/gu)) {
    // A run ending in a colon is an infobox row's label ("... 12 February 1809 Died: 19 April 1882"), not a
    // name: "ernst mach what did he die of" lost "die" from its focus to the label "Died".
    if (/^\s*:/u.test(text.slice(m.index + m[0].length, m.index + m[0].length + 4))) continue;
    const parts = matchWords(m[0]);
    const group = words.filter((q) => q.length >= 2 && parts.some((part) => sameWord(q, part)));
    if (group.length > 0) groups.set(group.join(' '), group);
  }
  return [...groups.values()];
}

/** Question words compared with the evidence's names, at most: bounds the work per name on a huge question. */
const MAX_NAME_QUESTION_WORDS = 64;
/** Words of one evidence name compared, at most: a name is a few words; a run of capitals can be a whole line. */
const MAX_NAME_WORDS = 16;
/** Characters looked back to see whether a run continues a capitalised word: longer words are rare. */
const MAX_WORD_CHARS = 40;
/**
 * A capitalised run inside a sentence, small lower-case glue words allowed between its capitalised words. A quote
 * closing a sentence ('... over time." According to ...') ends it: the next word opens a sentence.
 */
const GLUED_NAME_RE =
  /(?<=(?:[\p{Ll}\p{N},;:()]|(?<![.!?])["“”«»'’])\s+["“«'‘(]?)[\p{Lu}\p{N}][\p{L}\p{N}'’-]*(?:\s+(?:\p{Ll}{1,4}\s+){0,2}[\p{Lu}\p{N}][\p{L}\p{N}'’-]*)*/gu;

/**
 * Names the question says whole, two words or more, as the evidence writes them capitalised inside a sentence
 * ("blonde on blonde" for "... Blonde on Blonde (1966)", "pan am" for "Pan Am's first 747"): each as the
 * question's folded words, the longest only. A span of glue and title words ("the boeing") names nothing of its
 * own. Words match at the phraser's grade (`wordsMatch`): "which" is no part of "White Album".
 *
 * Cost: each name word is compared with each question word once, so the work is linear in the evidence.
 */
export function namesSaidWhole(question: string, evidence: readonly Evidence[], titleWords: readonly string[]): string[][] {
  const asked = wordsOf(question).slice(0, MAX_NAME_QUESTION_WORDS);
  const spans = new Map<string, { from: number; to: number }>();
  const matching = new Map<string, boolean[]>();
  // Each line is a passage of its own: a name never runs from the end of one into the start of the next.
  const text = evidence.map((e) => e.text).join('.\n');
  for (const m of text.matchAll(GLUED_NAME_RE)) {
    // The regex may start a run at its second word ("Airlines" after "Malaysia"): the whole run is read from its first.
    if (/\p{Lu}[\p{L}\p{N}'’-]*\s+$/u.test(text.slice(Math.max(0, m.index - MAX_WORD_CHARS), m.index))) continue;
    const run = wordsOf(m[0]).slice(0, MAX_NAME_WORDS);
    if (run.length < 2) continue;
    const hits = run.map((w) => {
      let row = matching.get(w);
      if (row === undefined) matching.set(w, (row = asked.map((q) => wordsMatch(q, w))));
      return row;
    });
    // Longest common stretch ending at each (run word, question word), read from the end backwards.
    let next = new Array<number>(asked.length + 1).fill(0);
    for (let t = run.length - 1; t >= 0; t--) {
      const here = new Array<number>(asked.length + 1).fill(0);
      for (let i = asked.length - 1; i >= 0; i--) {
        if (!hits[t]![i]) continue;
        here[i] = 1 + next[i + 1]!;
        // Only maximal stretches: one that the stretch before also covers is part of it.
        if (t > 0 && i > 0 && hits[t - 1]![i - 1]) continue;
        let from = i;
        let to = i + here[i]!;
        // Single letters at either end are no part of the name (the "s" of "pan am's").
        while (from < to && [...asked[from]!].length < 2) from++;
        while (to > from && [...asked[to - 1]!].length < 2) to--;
        if (to - from < 2) continue;
        const said = asked.slice(from, to);
        if (said.every((w) => isFunctionWord(w) || titleWords.some((tw) => wordsMatch(tw, w)))) continue;
        spans.set(`${from}:${to}`, { from, to });
      }
      next = here;
    }
  }
  // A name inside a longer one the question says ("airlines flight" in "malaysia airlines flight 17") is that one.
  const all = [...spans.values()];
  const longest = all.filter((s) => !all.some((o) => o !== s && o.from <= s.from && o.to >= s.to));
  return longest.map((s) => asked.slice(s.from, s.to));
}

/**
 * Question words the evidence writes as a name, capitalised inside a sentence ("in Love Me Tender", "the
 * A380"): they name the topic, like a title does, and are not what the question asks about it.
 */
export function namesInEvidence(question: string, evidence: readonly Evidence[]): string[] {
  return [...new Set(nameGroupsInEvidence(question, evidence).flat())];
}

/**
 * Evidence items (by index) from offline articles that say less than MIN_ARTICLE_SUPPORT_SHARE of the question's
 * content words across all their lines and their title. The zim stage reads up to four articles, and the ones
 * an OR search added may share a single common word with the question.
 */
export function offTopicArticles(question: string, evidence: readonly Evidence[], candidates: readonly Candidate[]): Set<number> {
  const asked = questionFocus(question, []);
  // Soft words (phrasal verbs) say how, not what about: an article is not off topic for not using them.
  // Nor a year or a decade the question dates by ("a coup back in the sixties" is "1960s"): the article dates it its
  // own way ("1962 coup d'état: 2 March 1962").
  const content = asked.focus.filter((f) => !asked.soft.includes(f) && !YEAR_OR_DECADE_RE.test(f)).map(normalizeWord);
  const out = new Set<number>();
  if (content.length === 0) return out;
  const wordsByArticle = new Map<string, Set<string>>();
  const keyOf = (i: number): string => evidence[i]?.title ?? `#${i}`;
  for (const c of candidates) {
    if (c.source !== 'zim') continue;
    const key = keyOf(c.evidenceIndex);
    let words = wordsByArticle.get(key);
    if (words === undefined) wordsByArticle.set(key, (words = new Set(c.titleWords)));
    for (const w of c.words) words.add(w);
  }
  // Of one or two content words, an article must say all: one shared word of two ("direct" for "who directed
  // the film mach 2") is how an unrelated article looks relevant.
  const needed = content.length <= 2 ? content.length : Math.ceil(content.length * MIN_ARTICLE_SUPPORT_SHARE);
  // Question words the evidence writes as a name ("HMS Beagle"): the article must say one such name whole, or it
  // is about something else that shares a common word ("Captain James Stirling founded Perth"; "hard and soft
  // power" in "President of the United States" for "who directed a hard day's night").
  const names = nameGroupsInEvidence(question, evidence)
    .map((g) => g.map(normalizeWord).filter((n) => content.includes(n)))
    .filter((g) => g.length > 0);
  // An article the question names by its whole title ("how fast can an emu run" over "Emu") is its topic, whatever
  // words its lines use for the rest ("sprint" for "run").
  const questionWords = wordsOf(question);
  // Or in another spelling, by sound ("хамид беретарь" for "Бэрэтэрэ Хьамид", lang/sound-alike.ts).
  const heard = soundWords(question);
  const named = (title: string): boolean => {
    const all = wordsOf(title.replace(/\s*\([^)]*\)\s*$/u, ''));
    const words = all.filter((w) => [...w].length >= 3);
    // Or as one compound word ("boontjieslaai" for "Boontjie slaai", lang/compounds.ts).
    const compound = all.length >= 2 && questionWords.some((q) => compoundParts(all, q)?.length === all.length);
    return (words.length > 0 && words.every((w) => questionWords.some((q) => sameWord(q, w)))) || compound || namedBySound(heard, title);
  };
  const supported = new Map<string, boolean>();
  for (const [key, words] of wordsByArticle) {
    if (!key.startsWith('#') && named(key)) {
      supported.set(key, true);
      continue;
    }
    const list = [...words];
    const said = content.filter((f) => list.some((w) => saysInArticle(f, w))).length;
    const saysName = names.length === 0 || names.some((g) => g.every((n) => list.some((w) => sameWord(n, w))));
    supported.set(key, said >= needed && saysName);
  }
  evidence.forEach((e, i) => {
    if (e.source === 'zim' && supported.get(keyOf(i)) === false) out.add(i);
  });
  return out;
}

/**
 * Whether an article's word says a focus word, for the off-topic check: as the phraser reads it, except that a short
 * focus word (text/focus-words.ts `SHORT_WORD_CHARS`, which `sameStem` extends by any few letters) runs on only by an
 * inflection ending ("lived", "lives"), not by any letters ("livery" for "live": the Boeing 787 article's "black
 * livery" made it about "how many people live in auckland"). Only here: read so everywhere, short words lost forms
 * the ending lists do not hold (docs/kiwix.md, round 24).
 */
function saysInArticle(focusWord: string, word: string): boolean {
  if (!saysFocusWord(focusWord, word)) return false;
  if ([...focusWord].length > SHORT_WORD_CHARS || !word.startsWith(focusWord) || word === focusWord) return true;
  return wordGrade(focusWord, word) >= Grade.stem || related(focusWord, word);
}

/** Whether a question's words (`heard`, lang/sound-alike.ts soundWords) say a title in another spelling, by sound. */
function namedBySound(heard: readonly string[], title: string | undefined): boolean {
  const sound = heard.length === 0 || title === undefined ? undefined : soundTitle(title);
  return sound !== undefined && isDistinctBySound(sound) && soundsLikeTitle(heard, sound) > 0;
}

/** Whether the question names an evidence title in another spelling, by sound. */
function namesTitleBySound(question: string, evidence: readonly Evidence[]): boolean {
  const heard = soundWords(question);
  return heard.length > 0 && evidence.some((e) => namedBySound(heard, e.title));
}

/**
 * Whether the evidence is written in another language than the question (a Russian question, an Adyghe
 * article): the question's detected language is not the evidence's declared one, and not one of the
 * question's focus words occurs in it (fewer than half, when the question names the article by sound). Both are needed: a short English question ("how much does a tiger
 * weigh") shares no function word with an article, and an Adyghe question is detected as Russian.
 */
export function writtenInAnotherLanguage(question: string, focus: readonly string[], evidence: readonly Evidence[], evidenceWords: readonly string[]): boolean {
  if (focus.length === 0) return false;
  // All the languages the question is likely in: an Afrikaans question reads as German by its "die" and "in".
  const questionLangs = detectLanguage(question) === undefined ? [] : likelyLanguages(question);
  const evidenceLangs = new Set(evidence.flatMap((e) => (e.lang ? [e.lang.toLowerCase().split('-')[0]!] : [])));
  if (questionLangs.length === 0 || evidenceLangs.size === 0 || questionLangs.some((l) => evidenceLangs.has(l))) return false;
  const said = focus.filter((f) => evidenceWords.some((w) => saysFocusWord(f, w))).length;
  if (said === 0) return true;
  // A Russian question that names its article by sound ("хамид беретарь" for "Бэрэтэрэ Хьамид") is about that
  // article; sharing a loanword or two with it ("факультет") does not make it the article's language.
  return said * 2 < focus.length && namesTitleBySound(question, evidence);
}

/** What an evidence item's article is called: its title, and the redirect title it was found by. */
export function namesOf(e: Evidence): string {
  return [e.title, e.alias].filter((t) => t !== undefined).join(' ');
}

/** Whether the question names a subject: a word of its title or of `alias`, or the title's initials. */
export function namesSubjectOf(question: string, title: string, alias?: string): boolean {
  const asked = matchWords(question).map(normalizeWord);
  // Not by its glue: "the" in "love me do was the first hit for which band" does not name "The Beatles".
  const subject = matchWords([title, alias ?? ''].join(' ')).filter((w) => !isFunctionWord(w)).map(normalizeWord);
  // An acronym names it too: "nfl" for "National Football League".
  const initials = wordsOf(title).map((w) => [...w][0]).join('');
  return subject.some((t) => asked.some((q) => sameWord(q, t))) || (initials.length >= 2 && asked.includes(initials));
}

/**
 * Evidence items (by index) whose article's subject the question does not name while it names something else
 * the evidence writes as a name (`subTopic`): their sentences are about their own subject, not the question's.
 */
export function aboutAnotherSubject(question: string, evidence: readonly Evidence[], subTopic: readonly string[]): Set<number> {
  const out = new Set<number>();
  if (subTopic.length === 0) return out;
  evidence.forEach((e, i) => {
    if (e.title === undefined) return;
    if (matchWords(namesOf(e)).length > 0 && !namesSubjectOf(question, e.title, e.alias)) out.add(i);
  });
  return out;
}
