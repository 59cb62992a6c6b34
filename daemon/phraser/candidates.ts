/**
 * The extractive phraser's candidate sentences and their scores against the question's words, pure (the choice
 * of which answer is ./rank.ts's).
 *
 * How it scores, in plain words:
 * - Words come from the shared splitter (lang/words.ts), so Chinese and Russian split as well as English.
 *   They are folded (lang/fold.ts: lower case, Latin accents off, "ё" = "е", "й" kept) on both sides.
 * - Two words match at grade `compound` or better of the shared matcher (lang/same-word.ts): equal, inflected
 *   ("key"/"keys", "Москва"/"Москвы", "столица"/"столицей"), a shared stem ("painted"/"painting") or a compound
 *   ("Einwohner"/"Einwohnerzahl"). A bare shared prefix ("water"/"watch") is not enough: a spoken sentence is
 *   chosen on few words, and one false match can pick the wrong one.
 * - There is no stop-word list (it would be English-only). Instead each question word is weighted by its length
 *   (short words like "is", "в", "de" weigh little) and by its rarity among the candidate sentences (a word that
 *   appears in every sentence, like the topic's name or "the", does not tell them apart).
 * - A sentence also carries the words of its evidence's title: "It was completed in 1889" from the article
 *   "Eiffel Tower" is about the Eiffel Tower. So topic words match every sentence of their article, weigh little
 *   by rarity, and the word that tells sentences apart ("completed") decides. A word found only in the title
 *   counts half (TITLE_ONLY_SHARE), and title words alone never make a sentence count as matching content.
 * - A sentence's score is the summed weight of the question words it matches, lightly penalised when very long.
 *   Ties go to evidence order: instant answers and earlier sources come first in the evidence list.
 */
import type { Evidence } from '../turn/types.js';
import { splitSentences } from '../lang/sentences.js';
import { hasRelation, lifeEvent, related } from '../text/relations.js';
import { phrasalMeaningWords } from '../text/question-focus.js';
import { effectiveLength, isContentWord, withCompoundParts, wordsMatch, wordsOf } from './words.js';

/** Length, in effective characters, at which a word's length weight stops growing. */
const FULL_WEIGHT_CHARS = 8;
/** Sentences longer than this are penalised in proportion; about two spoken lines, ~12 s of speech. */
const LONG_SENTENCE_CHARS = 200;
/**
 * Weight of a question word found only in the sentence's title, as a share of one found in the sentence itself.
 * Half: the title says what the sentence is about, but a snippet and a page excerpt under the same title must
 * still be told apart by which one actually says "deepest ... 230 metres".
 */
const TITLE_ONLY_SHARE = 0.5;
/**
 * Weight of a question word the sentence states another way, through a relation group (text/relations.ts:
 * "wife" / "Spouses:", "birthday" / "Born:", "sold" / "sales"), as a share of saying it.
 */
const RELATED_SHARE = 0.75;
/** Sentences looked at, at most: bounds the CPU per turn on long pages. */
const MAX_CANDIDATES = 300;

/** One sentence of the evidence, with its words and its score against the question. */
export interface Candidate {
  sentence: string;
  evidenceIndex: number;
  sentenceIndex: number;
  source: Evidence['source'];
  words: readonly string[];
  /** Words of the evidence's title, which every sentence of that evidence implicitly carries. */
  titleWords: readonly string[];
  score: number;
  /** The score against the question's words alone, before ./rank.ts weighs in what the question asks. */
  lexical: number;
  /** The part of `lexical` from question words the sentence itself says (not its title, not a related word). */
  ownWords: number;
  /** Matched at least one content word of the question. */
  hasContent: boolean;
}

/**
 * A lead's bracket of dates right after its title: "Джузэппэ Гарибальди (Италэбзэ: ...; 1807 Бэдзэогъум и 4 Ницца,
 * Франция — 1882 ...)", "Sven-Åke Johansson (né en 1943 à Mariestad ...)". Such a bracket is the birth ('birth'),
 * and with a range of years the death too ('both'): the Adyghe Wikipedia states them no other way.
 */
const LEAD_BRACKET_RE = /^[^(]{0,120}?\(([^()]{0,300})\)/u;
const BRACKET_YEARS_RE = /(?<!\p{Nd})\p{Nd}{3,4}(?!\p{Nd})/gu;
const RANGE_MARK_RE = /[–—-]/u;
function livesIn(sentence: string, title: string): 'birth' | 'both' | undefined {
  const m = LEAD_BRACKET_RE.exec(sentence);
  if (m === null) return undefined;
  const before = wordsOf(sentence.slice(0, m.index + m[0].indexOf('(')));
  const titleWords = wordsOf(title.replace(/\s*\([^)]*\)\s*$/u, ''));
  if (titleWords.length === 0 || !titleWords.every((t) => before.some((w) => wordsMatch(t, w)))) return undefined;
  const inside = m[1]!;
  const years = [...inside.matchAll(BRACKET_YEARS_RE)];
  if (years.length === 0) return undefined;
  return years.length >= 2 && RANGE_MARK_RE.test(inside.slice(years[0]!.index)) ? 'both' : 'birth';
}

/** Splits all evidence into candidate sentences, in evidence order. */
export function candidatesOf(evidence: readonly Evidence[], question = ''): Candidate[] {
  const questionWords = [...wordsOf(question), ...phrasalMeaningWords(wordsOf(question))];
  const births = questionWords.filter((w) => lifeEvent(w) === 'birth');
  const deaths = questionWords.filter((w) => lifeEvent(w) === 'death');
  const candidates: Candidate[] = [];
  evidence.forEach((item, evidenceIndex) => {
    const titleWords = item.title === undefined ? [] : wordsOf(item.title);
    splitSentences(item.text).forEach((sentence, sentenceIndex) => {
      if (candidates.length >= MAX_CANDIDATES) return;
      const written = wordsOf(sentence);
      if (written.length === 0) return;
      const compounds = withCompoundParts(questionWords, written);
      const life = births.length + deaths.length > 0 && titleWords.length > 0 ? livesIn(sentence, item.title!) : undefined;
      const words = life === undefined ? compounds : [...compounds, ...births, ...(life === 'both' ? deaths : [])];
      const source = item.source;
      candidates.push({ sentence, evidenceIndex, sentenceIndex, source, words, titleWords, score: 0, lexical: 0, ownWords: 0, hasContent: false });
    });
  });
  return candidates;
}

/** Scores candidates in place against the question's words (see the module comment). */
export function scoreCandidates(question: string, candidates: Candidate[]): void {
  const questionWords = [...new Set(wordsOf(question))];
  const total = candidates.length;
  // Each distinct candidate word is compared with each question word once, not once per sentence it is in.
  const distinct = [...new Set(candidates.flatMap((c) => c.words))];
  for (const qWord of questionWords) {
    const same = new Set(distinct.filter((w) => wordsMatch(qWord, w)));
    const relatedWords = hasRelation(qWord) ? new Set(distinct.filter((w) => !same.has(w) && related(qWord, w))) : undefined;
    const how = (c: Candidate): number => {
      if (c.words.some((w) => same.has(w))) return 1;
      if (relatedWords !== undefined && relatedWords.size > 0 && c.words.some((w) => relatedWords.has(w))) return RELATED_SHARE;
      return c.titleWords.some((w) => wordsMatch(qWord, w)) ? TITLE_ONLY_SHARE : 0;
    };
    const hits = candidates.map((c) => ({ c, share: how(c) })).filter((h) => h.share > 0);
    if (hits.length === 0) continue;
    const lengthWeight = Math.min(effectiveLength(qWord), FULL_WEIGHT_CHARS) / FULL_WEIGHT_CHARS;
    // Smoothed inverse document frequency over the candidates; stays positive even when every sentence matches.
    const rarity = Math.log((total + 1) / (hits.length + 0.5));
    for (const { c, share } of hits) {
      c.score += lengthWeight * rarity * share;
      if (share === 1) c.ownWords += lengthWeight * rarity;
      if (isContentWord(qWord) && share !== TITLE_ONLY_SHARE) c.hasContent = true;
    }
  }
  for (const c of candidates) {
    const overLength = Math.max(0, c.sentence.length - LONG_SENTENCE_CHARS) / LONG_SENTENCE_CHARS;
    c.score /= 1 + overLength;
    c.lexical = c.score;
  }
}

