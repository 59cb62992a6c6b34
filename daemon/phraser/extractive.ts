/**
 * The extractive phraser: no model, no network. It speaks the evidence sentences that best answer the question
 * (see rank.ts for how they are chosen), tidied so they read well aloud. It is the default backend and the
 * fallback whenever the LLM cannot answer in time, so it must be instant and must never throw.
 */
import type { PhraserConfig } from '../config/types.js';
import type { Evidence } from '../turn/types.js';
import { endsSentence, joinSentences } from '../lang/sentences.js';
import { notSaidPhrase, phraseFor } from './phrases.js';
import { chooseSentences } from './rank.js';
import type { PhraseRequest, PhraseResult, Phraser } from './types.js';

/** Used when the configured value is missing or not a positive integer; two sentences is about 10 s of speech. */
const DEFAULT_MAX_SENTENCES = 2;

/** Evidence that has something to say; whitespace-only items are dropped. */
export function usableEvidence(evidence: readonly Evidence[]): Evidence[] {
  return evidence.filter((e) => e.text.trim() !== '');
}

/**
 * Makes an evidence sentence read well aloud: drops reference marks ("[1]", "[citation needed]"), the leading
 * "..." of a cut search snippet and empty brackets, reads an infobox bullet as a comma, collapses spaces, and
 * ends it with a full stop if it has no final punctuation. The wording itself is never changed.
 */
export function tidyForSpeech(sentence: string): string {
  let text = sentence
    .replace(/\[[^\]]{0,30}\]/gu, ' ')
    .replace(/\(\s*[,;]?\s*\)/gu, ' ')
    // An infobox sub-row's bullet ("Government • Mayor: ...") is not read aloud: it is a pause.
    .replace(/(?<=\p{L})\s*[•·]\s*(?=\p{L})/gu, ', ')
    .replace(/^[\s.…]+/u, '')
    .replace(/\s+([,.;:!?])/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  if (text !== '' && !endsSentence(text)) text += '.';
  return text;
}

/** The honest answer when there is nothing to go on. Shared with the LLM phraser. */
export function dontKnow(req: PhraseRequest): PhraseResult {
  const text = phraseFor(req.localOnly === true ? 'dontKnowLocally' : 'dontKnow', req.lang);
  if (!req.signal.aborted) req.onSentence(text);
  return { text, backend: 'none', fallbackReason: 'noEvidence' };
}

/**
 * Evidence for an LLM phraser, answer first: the sentences the extractive policy picks as answering (rank.ts)
 * lead the prompt as their own item, so a small model is not handed only the lead; when the evidence does not
 * speak to the question, `notSaid` says so and the model is not asked at all (the same check as extractive).
 */
export function answerFirst(req: PhraseRequest): { evidence: Evidence[] } | { notSaid: { title: string | undefined } } {
  const evidence = usableEvidence(req.evidence);
  const choice = chooseSentences(req.question, evidence, ANSWER_FIRST_SENTENCES);
  if (choice.notSaid) return { notSaid: choice.notSaid };
  if (!choice.matched || choice.sentences.length === 0) return { evidence };
  const source = evidence.find((e) => choice.sentences.some((s) => e.text.includes(s))) ?? evidence[0]!;
  const lead: Evidence = { ...source, text: choice.sentences.join(' ') };
  return { evidence: [lead, ...evidence] };
}

/** Answering sentences put first in an LLM prompt: the answer and one that adds to it. */
const ANSWER_FIRST_SENTENCES = 2;

/** The honest answer when the source was found but does not say: "The article on X doesn't say." */
export function notSaid(req: PhraseRequest, title: string | undefined): PhraseResult {
  const text = notSaidPhrase(title, req.lang);
  if (!req.signal.aborted) req.onSentence(text);
  return { text, backend: 'extractive', fallbackReason: 'notInEvidence' };
}

export function createExtractivePhraser(cfg: PhraserConfig): Phraser {
  const maxSentences =
    Number.isInteger(cfg.maxSentences) && cfg.maxSentences > 0 ? cfg.maxSentences : DEFAULT_MAX_SENTENCES;
  return {
    async phrase(req: PhraseRequest): Promise<PhraseResult> {
      const evidence = usableEvidence(req.evidence);
      if (evidence.length === 0) return dontKnow(req);
      const choice = chooseSentences(req.question, evidence, maxSentences);
      if (choice.notSaid) return notSaid(req, choice.notSaid.title);
      const spoken = choice.sentences.map(tidyForSpeech).filter((s) => s !== '');
      if (spoken.length === 0) return dontKnow(req);
      // An unsure turn may be about the owner: the closest local article is no answer to it.
      if (!choice.matched && req.localOnly === true) return dontKnow(req);
      if (!choice.matched) spoken.unshift(phraseFor('closestMatch', req.lang));
      // A cancelled turn hears nothing more; the result still says what would have been spoken.
      for (const sentence of spoken) if (!req.signal.aborted) req.onSentence(sentence);
      return { text: joinSentences(spoken), backend: 'extractive' };
    },
  };
}
