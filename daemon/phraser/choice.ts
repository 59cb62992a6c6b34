/**
 * Which of the sentences that answer is said first: a learned tie-break, pure.
 *
 * ./rank.ts decides which sentences answer at all (the focus check, the kind asked for, the topic) and whether the
 * source says nothing; that decision stays with its rules. Among the sentences it accepts, its own order (score,
 * then a few preferences) picked the wrong one for about a third of the questions whose answer was in the evidence
 * but not spoken (bench/qa). The order here is a conditional logit over the features below, fitted on bench/qa by
 * `bench/qa/train-choice.mjs`, which writes ./choice-weights.ts with the figures it was fitted and cross-checked on.
 *
 * The features are the rules' own signals (focus share, kind held, hints, the rules' pick, the score and its rank,
 * where the sentence stands), the question's shape (its kind, how many focus words), its score against the question's
 * words alone (./candidates.ts, all of it and the part its own words make, as shares of the best), the rarity-weighted
 * share of the question's words it says compared by their first letters, and how many names or numbers it holds that
 * the question does not. None names a language: words come from the shared splitter, function words (every
 * language's) left out. docs/kiwix.md (round 15) has what each addition moved in the cross-check.
 *
 * Linear in the candidates and their words.
 */
import { isFunctionWord } from '../lang/function-words.js';
import { foldedWords } from '../lang/words.js';
import { CHOICE_WEIGHTS } from './choice-weights.js';
import type { Candidate } from './candidates.js';
import type { AnswerKind } from '../text/answer-type.js';
import { focusCloseness, focusCoverage } from '../text/focus-words.js';
import { isInfoboxRow } from '../text/infobox-rows.js';

/** The features, in the order of the weights. */
export const CHOICE_FEATURES = [
  'bias',
  'focusShare',
  'holdsKind',
  'hinted',
  'defines',
  'rulesPick',
  'scoreShareOfBest',
  'logScore',
  'inverseRank',
  'inverseEvidenceIndex',
  'inverseSentenceIndex',
  'infoboxRow',
  'saysSubTopic',
  'labelSaysQuestion',
  'hasContent',
  'length',
  'opensWithTitle',
  'aboutAnotherSubject',
  'ownFocusShare',
  'focusCloseness',
  'subjectNamed',
  'unsupported',
  'focusWords',
  'neededWords',
  'hasSubTopic',
  'otherLanguage',
  'measure',
  'counts',
  'kindDate',
  'kindNumber',
  'kindPerson',
  'kindPlace',
  'kindOther',
  'kindOrganisation',
  'focusTimesHolds',
  'scoreShareTimesFocus',
  'questionWordShare',
  'lexicalShare',
  'ownWordsShare',
  'newNames',
] as const;

type ChoiceFeature = (typeof CHOICE_FEATURES)[number];

/** What the rules know of one answering sentence and of the question, as numbers (booleans as 0 or 1). */
export type ChoiceInput = Readonly<Record<Exclude<ChoiceFeature, 'bias'>, number>>;

/** Fitted weights: the features they were fitted for, their centring, scale and weight. */
export interface ChoiceWeights {
  readonly features: readonly string[];
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  readonly weights: readonly number[];
}

/**
 * How much better than the rules' pick the fitted order must score another sentence to say it first. Cross-checked
 * on bench/qa (5 folds, 498 questions with two answering sentences or more, first sentence right; rules alone 309):
 * margin 0: 328, 0.5: 329, 1: 325, 1.5: 321. Below 1 the fitted order also overrode rules the unit tests state on
 * small hand-made evidence (a variant's first flight, a compound word, a Russian question over an Adyghe article),
 * where a sentence's position in the evidence outweighed them; at 1 none is overridden.
 */
export const CHOICE_MARGIN = 1;

/** The feature vector of one sentence, in CHOICE_FEATURES order. */
export function choiceVector(input: ChoiceInput): number[] {
  return CHOICE_FEATURES.map((f) => (f === 'bias' ? 1 : input[f]));
}

/** How strongly the fitted order prefers a sentence; only comparisons between one question's sentences mean anything. */
export function choiceScore(vector: readonly number[], fitted: ChoiceWeights = CHOICE_WEIGHTS): number {
  let sum = 0;
  for (let i = 0; i < vector.length; i++) sum += ((vector[i]! - fitted.mean[i]!) / fitted.scale[i]!) * fitted.weights[i]!;
  return sum;
}

/** Whether weights were fitted for exactly these features (a stale weights file is not used). */
export function weightsFit(fitted: ChoiceWeights = CHOICE_WEIGHTS): boolean {
  return fitted.features.length === CHOICE_FEATURES.length && fitted.features.every((f, i) => f === CHOICE_FEATURES[i]);
}

/** Letters a word is compared by: enough to join "engine"/"engines", "Москва"/"Москвы". */
const KEY_CHARS = 5;
/** Shortest question word that counts: shorter ones are mostly glue in any language. */
const MIN_WORD_CHARS = 3;
/** New names or numbers counted at most: beyond a few, a sentence is a list. */
const MAX_NEW_NAMES = 5;

const keyOf = (word: string): string => [...word].slice(0, KEY_CHARS).join('');

/** The question's content words, as keys. */
function questionKeys(question: string): Set<string> {
  return new Set(foldedWords(question, true).filter((w) => [...w].length >= MIN_WORD_CHARS && !isFunctionWord(w)).map(keyOf));
}

/**
 * For each sentence, the share of the question's content words it says, each weighted by its rarity among the
 * sentences (inverse document frequency), words compared by their first letters: the word that tells the sentences
 * apart weighs most. Cruder than ./candidates.ts's matching (no relations, no compounds), and a better tie-break
 * with it than without (bench/qa, see CHOICE_FEATURES).
 */
function questionWordShares(question: string, sentences: readonly string[]): number[] {
  const keys = questionKeys(question);
  const said = sentences.map((s) => new Set(foldedWords(s, true).map(keyOf)));
  const n = said.length || 1;
  const idf = new Map<string, number>();
  for (const k of keys) {
    const df = said.filter((s) => s.has(k)).length;
    idf.set(k, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  }
  const total = [...idf.values()].reduce((a, b) => a + b, 0) || 1;
  return said.map((s) => [...keys].reduce((sum, k) => sum + (s.has(k) ? idf.get(k)! : 0), 0) / total);
}

/** A capitalised word or a number, as written. */
const NAME_OR_NUMBER_RE = /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}'’-]+|\p{Nd}[\p{Nd}.,]*)/gu;

/** The question's words and their keys, folded once for all its sentences. */
interface AskedWords {
  readonly words: ReadonlySet<string>;
  readonly keys: ReadonlySet<string>;
}
const askedWordsOf = (question: string): AskedWords => ({ words: new Set(foldedWords(question, true)), keys: questionKeys(question) });

/** How many names or numbers a sentence holds that the question does not say, as a share of MAX_NEW_NAMES. */
export function newNameShare(question: string, sentence: string, { words: asked, keys }: AskedWords = askedWordsOf(question)): number {
  let n = 0;
  for (const m of sentence.matchAll(NAME_OR_NUMBER_RE)) {
    const folded = foldedWords(m[0], true)[0];
    if (folded === undefined || asked.has(folded) || keys.has(keyOf(folded))) continue;
    if (++n >= MAX_NEW_NAMES) break;
  }
  return n / MAX_NEW_NAMES;
}

/** What ./rank.ts knows of the question and of each answering sentence, for `choiceVectors`. */
interface ChoiceContext {
  /** The rules' reading of a sentence: focus share (own or with its context), kind held, hint said, defines the answer. */
  fit(c: Candidate): { focus: number; holds: boolean; hinted: boolean; defines: boolean };
  /** The sentence the rules would say first. */
  rulesPick: Candidate;
  saysSubTopic(c: Candidate): boolean;
  labelSaysQuestion(c: Candidate): boolean;
  opensWithTitle(c: Candidate): boolean;
  aboutAnotherSubject(c: Candidate): boolean;
  subjectNamed(c: Candidate): boolean;
  /** Focus words the evidence uses. */
  focus: readonly string[];
  neededWords: number;
  unsupported: boolean;
  hasSubTopic: boolean;
  otherLanguage: boolean;
  measure: boolean;
  counts: boolean;
  kind: AnswerKind;
}

/** Length at which a sentence's length stops counting, characters. */
const LENGTH_CAP_CHARS = 600;
/** Focus and needed words counted at most. */
const MAX_FOCUS_WORDS = 5;
const MAX_NEEDED_WORDS = 6;

/**
 * The feature vectors of the answering sentences (`answering`, the rules' pick first), against all the candidate
 * sentences (`candidates`, in evidence order; `ranked`, by the rules' score).
 */
export function choiceVectors(question: string, answering: readonly Candidate[], candidates: readonly Candidate[], ranked: readonly Candidate[], k: ChoiceContext): number[][] {
  const top = Math.max(Number.MIN_VALUE, ...candidates.map((c) => c.score));
  const rankOf = new Map(ranked.map((c, i) => [c, i]));
  const lexicalTop = Math.max(Number.MIN_VALUE, ...candidates.map((c) => c.lexical));
  const ownTop = Math.max(Number.MIN_VALUE, ...candidates.map((c) => c.ownWords));
  const shares = questionWordShares(question, candidates.map((c) => c.sentence));
  const shareOf = new Map(candidates.map((c, i) => [c, shares[i]!]));
  const asked = askedWordsOf(question);
  return answering.map((c) => {
    const fit = k.fit(c);
    const scoreShare = c.score / top;
    return choiceVector({
      focusShare: fit.focus,
      holdsKind: Number(fit.holds),
      hinted: Number(fit.hinted),
      defines: Number(fit.defines),
      rulesPick: Number(c === k.rulesPick),
      scoreShareOfBest: scoreShare,
      logScore: Math.log1p(Math.max(0, c.score)),
      inverseRank: 1 / (1 + (rankOf.get(c) ?? ranked.length)),
      inverseEvidenceIndex: 1 / (1 + c.evidenceIndex),
      inverseSentenceIndex: 1 / (1 + c.sentenceIndex),
      infoboxRow: Number(isInfoboxRow(c.sentence)),
      saysSubTopic: Number(k.saysSubTopic(c)),
      labelSaysQuestion: Number(k.labelSaysQuestion(c)),
      hasContent: Number(c.hasContent),
      length: Math.min(c.sentence.length, LENGTH_CAP_CHARS) / LENGTH_CAP_CHARS,
      opensWithTitle: Number(k.opensWithTitle(c)),
      aboutAnotherSubject: Number(k.aboutAnotherSubject(c)),
      ownFocusShare: focusCoverage(k.focus, c.words),
      focusCloseness: focusCloseness(k.focus, c.words),
      subjectNamed: Number(k.subjectNamed(c)),
      unsupported: Number(k.unsupported),
      focusWords: Math.min(k.focus.length, MAX_FOCUS_WORDS) / MAX_FOCUS_WORDS,
      neededWords: Math.min(k.neededWords, MAX_NEEDED_WORDS) / MAX_NEEDED_WORDS,
      hasSubTopic: Number(k.hasSubTopic),
      otherLanguage: Number(k.otherLanguage),
      measure: Number(k.measure),
      counts: Number(k.counts),
      kindDate: Number(k.kind === 'date'),
      kindNumber: Number(k.kind === 'number'),
      kindPerson: Number(k.kind === 'person'),
      kindPlace: Number(k.kind === 'place'),
      kindOther: Number(k.kind === 'other'),
      kindOrganisation: Number(k.kind === 'organisation'),
      focusTimesHolds: fit.focus * Number(fit.holds),
      scoreShareTimesFocus: scoreShare * fit.focus,
      questionWordShare: shareOf.get(c) ?? 0,
      lexicalShare: c.lexical / lexicalTop,
      ownWordsShare: c.ownWords / ownTop,
      newNames: newNameShare(question, c.sentence, asked),
    });
  });
}
