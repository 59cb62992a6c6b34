/**
 * The extractive phraser's policy, pure: which evidence sentences answer the question.
 *
 * How it scores, in plain words:
 * - Words come from `Intl.Segmenter` (granularity 'word'), so Chinese and Russian split as well as English.
 *   They are lower-cased and stripped of accents ("qué" = "que", "ё" = "е") on both sides.
 * - Two words match when equal or, for words of at least MIN_STEM_CHARS letters, when they share a long common
 *   prefix: "Москва"/"Москвы", "столица"/"столицей", "Einwohner"/"Einwohnerzahl". That is a cheap stand-in for
 *   stemming that works across inflected languages without per-language rules.
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
import { splitSentences } from '../text/sentences.js';
import { segmentBounded } from '../text/segment.js';

/** Words shorter than this only match exactly; 4 keeps "when"/"where" apart while "Berlin"/"Berliner" match. */
const MIN_STEM_CHARS = 4;
/** Share of the shorter word the common prefix must cover; 0.7 lets endings vary ("painted"/"painting", ru cases). */
const STEM_PREFIX_SHARE = 0.7;
/** Length, in effective characters, at which a word's length weight stops growing. */
const FULL_WEIGHT_CHARS = 8;
/** Sentences longer than this are penalised in proportion; about two spoken lines, ~12 s of speech. */
const LONG_SENTENCE_CHARS = 200;
/** A further sentence is only spoken if it scores at least this share of the best one, so it adds to the answer. */
const EXTRA_SENTENCE_MIN_SHARE = 0.5;
/** Upper bound for the spoken answer, characters: about 25 s of speech, the most a spoken reply should take. */
const MAX_ANSWER_CHARS = 400;
/** Two sentences sharing this share of their words say the same thing (an instant answer and its source). */
const DUPLICATE_WORD_SHARE = 0.7;
/**
 * Weight of a question word found only in the sentence's title, as a share of one found in the sentence itself.
 * Half: the title says what the sentence is about, but a snippet and a page excerpt under the same title must
 * still be told apart by which one actually says "deepest ... 230 metres".
 */
const TITLE_ONLY_SHARE = 0.5;
/** Sentences looked at, at most: bounds the CPU per turn on long pages. */
const MAX_CANDIDATES = 300;

const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** Han, Kana and Hangul characters carry about two letters' worth of meaning each, so they count double. */
const WIDE_SCRIPT_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower-cased, accent-free form used for matching only. */
export function normalizeWord(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The normalised word-like tokens of a text, in order (numbers included: "1990" is a useful match). */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmentBounded(wordSegmenter, text)) {
    if (isWordLike) words.push(normalizeWord(segment));
  }
  return words;
}

/** Length that counts for weighting: code points, wide-script characters counting two. */
export function effectiveLength(word: string): number {
  let length = 0;
  for (const char of word) length += WIDE_SCRIPT_CHAR.test(char) ? 2 : 1;
  return length;
}

function commonPrefixLength(a: readonly string[], b: readonly string[]): number {
  const limit = Math.min(a.length, b.length);
  let i = 0;
  while (i < limit && a[i] === b[i]) i++;
  return i;
}

/** Whether two normalised words are the same word, allowing different endings on long enough words. */
export function wordsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const aChars = [...a];
  const bChars = [...b];
  const shorter = Math.min(aChars.length, bChars.length);
  if (shorter < MIN_STEM_CHARS) return false;
  const needed = Math.max(MIN_STEM_CHARS, Math.ceil(shorter * STEM_PREFIX_SHARE));
  return commonPrefixLength(aChars, bChars) >= needed;
}

/** A question word long enough to count as content (not "is", "в", "de"); see MIN_STEM_CHARS. */
function isContentWord(word: string): boolean {
  return effectiveLength(word) >= MIN_STEM_CHARS;
}

export interface Candidate {
  sentence: string;
  evidenceIndex: number;
  sentenceIndex: number;
  source: Evidence['source'];
  words: readonly string[];
  /** Words of the evidence's title, which every sentence of that evidence implicitly carries. */
  titleWords: readonly string[];
  score: number;
  /** Matched at least one content word of the question. */
  hasContent: boolean;
}

export interface ExtractiveChoice {
  /** Sentences to speak, in evidence order. Empty only when the evidence has no sentence at all. */
  sentences: string[];
  /** False when nothing in the evidence shares content with the question and the lead sentence was taken. */
  matched: boolean;
}

/** Splits all evidence into candidate sentences, in evidence order. */
export function candidatesOf(evidence: readonly Evidence[]): Candidate[] {
  const candidates: Candidate[] = [];
  evidence.forEach((item, evidenceIndex) => {
    const titleWords = item.title === undefined ? [] : wordsOf(item.title);
    splitSentences(item.text).forEach((sentence, sentenceIndex) => {
      if (candidates.length >= MAX_CANDIDATES) return;
      const words = wordsOf(sentence);
      if (words.length === 0) return;
      const source = item.source;
      candidates.push({ sentence, evidenceIndex, sentenceIndex, source, words, titleWords, score: 0, hasContent: false });
    });
  });
  return candidates;
}

/** Scores candidates in place against the question's words (see the module comment). */
export function scoreCandidates(question: string, candidates: Candidate[]): void {
  const questionWords = [...new Set(wordsOf(question))];
  const total = candidates.length;
  for (const qWord of questionWords) {
    const inText = (c: Candidate): boolean => c.words.some((w) => wordsMatch(qWord, w));
    const hits = candidates.filter((c) => inText(c) || c.titleWords.some((w) => wordsMatch(qWord, w)));
    if (hits.length === 0) continue;
    const lengthWeight = Math.min(effectiveLength(qWord), FULL_WEIGHT_CHARS) / FULL_WEIGHT_CHARS;
    // Smoothed inverse document frequency over the candidates; stays positive even when every sentence matches.
    const rarity = Math.log((total + 1) / (hits.length + 0.5));
    for (const hit of hits) {
      const own = inText(hit);
      hit.score += lengthWeight * rarity * (own ? 1 : TITLE_ONLY_SHARE);
      if (isContentWord(qWord) && own) hit.hasContent = true;
    }
  }
  for (const c of candidates) {
    const overLength = Math.max(0, c.sentence.length - LONG_SENTENCE_CHARS) / LONG_SENTENCE_CHARS;
    c.score /= 1 + overLength;
  }
}

function isNearDuplicate(a: readonly string[], b: readonly string[]): boolean {
  const setA = new Set(a);
  const setB = new Set(b);
  let shared = 0;
  for (const w of setA) if (setB.has(w)) shared++;
  const union = setA.size + setB.size - shared;
  return union > 0 && shared / union >= DUPLICATE_WORD_SHARE;
}

function byEvidenceOrder(a: Candidate, b: Candidate): number {
  return a.evidenceIndex - b.evidenceIndex || a.sentenceIndex - b.sentenceIndex;
}

/**
 * Picks at most `maxSentences` sentences that answer the question.
 *
 * - An instant answer (source 'instant', first in the evidence by the chain's order) is the answer by
 *   construction: a search engine's direct answer often shares no word with the question ("Paris", "42 km").
 *   Its first sentence is always taken first.
 * - Otherwise the best-scoring sentence that matches a content word is taken, then further sentences scoring at
 *   least half as well, while the answer stays short and does not repeat itself.
 * - When no sentence shares any content word with the question, the lead sentence of the first (best) evidence
 *   is returned with `matched: false`, so the caller can say it is only the closest match. That reports what the
 *   top source says, which is allowed; an answer without evidence is not.
 */
export function chooseSentences(question: string, evidence: readonly Evidence[], maxSentences: number): ExtractiveChoice {
  const candidates = candidatesOf(evidence);
  if (candidates.length === 0 || maxSentences < 1) return { sentences: [], matched: false };
  scoreCandidates(question, candidates);

  // Stable sort: equal scores keep evidence order.
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const instant = candidates.find((c) => c.source === 'instant');
  const bestMatch = ranked.find((c) => c.hasContent);
  const best = instant ?? bestMatch;
  if (best === undefined) {
    return { sentences: [(candidates[0] as Candidate).sentence], matched: false };
  }

  const chosen: Candidate[] = [best];
  let length = best.sentence.length;
  const bar = Math.max(best.score, bestMatch?.score ?? 0) * EXTRA_SENTENCE_MIN_SHARE;
  for (const c of ranked) {
    if (chosen.length >= maxSentences) break;
    if (c === best || !c.hasContent || c.score < bar) continue;
    if (length + 1 + c.sentence.length > MAX_ANSWER_CHARS) continue;
    if (chosen.some((x) => isNearDuplicate(x.words, c.words))) continue;
    chosen.push(c);
    length += 1 + c.sentence.length;
  }
  return { sentences: chosen.sort(byEvidenceOrder).map((c) => c.sentence), matched: true };
}
