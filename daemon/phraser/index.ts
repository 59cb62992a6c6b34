/**
 * The phraser, the chain's last stage: turns the question and the evidence into a short spoken answer.
 * Backends, in order: `llm.url` set -> the OpenAI-compatible client; else `llm.localModel` set -> the local
 * llama.cpp model (llama.ts); else the extractive phraser alone. Both LLM backends fall back to the extractive
 * phraser per turn.
 *
 * Wiring (in the chain):
 *   const phraser = createPhraser(config, { counters, logger });
 *   const result = await phraser.phrase({ question: turn.text, evidence, lang: turn.lang,
 *     signal: turn.signal, deadlineAt: turn.deadlineAt, onSentence: (s) => speakOrSend(s) });
 *   ...
 *   await phraser.close?.(); // at shutdown: unloads a local model
 */
import type { LlmConfig, PhraserConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { createExtractivePhraser } from './extractive.js';
import { createLocalLlmPhraser } from './llama.js';
import { createOpenAiPhraser } from './openai.js';
import type { Phraser } from './types.js';
import { speaksLanguage } from './phrases.js';
import { closeLanguages } from '../lang/close.js';
import { likelyLanguages } from '../lang/detect.js';
import type { Evidence } from '../turn/types.js';

export type { FallbackReason, PhraseRequest, PhraseResult, Phraser } from './types.js';
export { createExtractivePhraser } from './extractive.js';
export { createOpenAiPhraser } from './openai.js';
export { createLocalLlmPhraser, type LocalLlmPhraser, type LocalLlmState } from './llama.js';
export { buildMessages } from './prompt.js';

/**
 * Hearth's own sentences ("I don't know", "the article doesn't say") in the question's language when Hearth
 * speaks it, else in the configured one (locale.language): an Afrikaans or Czech question is not answered
 * in English by default.
 */
export function speakingLanguage(phraser: Phraser, configured: string): Phraser {
  const phrase: Phraser['phrase'] = (req) => {
    const lang = articlesLanguage(req.lang, req.evidence, req.question);
    if (speaksLanguage(lang)) return phraser.phrase(lang === req.lang ? req : { ...req, lang });
    return phraser.phrase(configured === '' ? req : { ...req, lang: configured });
  };
  return phraser.close === undefined ? { phrase } : { phrase, close: () => phraser.close!() };
}

/**
 * The question's language, or the articles' when they are all in one language close to the detected one
 * (lang/close.ts): an Afrikaans question the detector calls German, answered from an Afrikaans book, is
 * Afrikaans, and Hearth's own sentences for it are in the configured language, not German.
 * A question whose words are mostly those of a language Hearth reads but does not speak is in that language
 * whatever a few shared words suggest (lang/detect.ts `likelyLanguages`): "waar hou ek die ... sodat dit nie bederf
 * nie" has two Polish words ("nie" twice) and ten Afrikaans ones, and was declined in Polish.
 */
function articlesLanguage(detected: string | undefined, evidence: readonly Evidence[], question: string): string | undefined {
  const [likely] = likelyLanguages(question);
  if (likely !== undefined && likely !== detected && !speaksLanguage(likely)) return likely;
  const declared = new Set(evidence.flatMap((e) => (e.source === 'zim' && e.lang ? [e.lang.toLowerCase().split('-')[0]!] : [])));
  const [only] = declared;
  return declared.size === 1 && closeLanguages(detected).includes(only!) ? only : detected;
}

export function createPhraser(
  config: { llm: LlmConfig; phraser: PhraserConfig },
  deps: {
    counters: Counters;
    logger: Logger;
    /** Finds a catalog model on disk (a .gguf file or its directory); see llama.ts. */
    resolveModel?: (name: string) => Promise<string | undefined>;
  },
): Phraser {
  const extractive = createExtractivePhraser(config.phraser);
  // Configs written before the local model existed have no localModel; treat that as empty.
  if (config.llm.url.trim() === '' && (config.llm.localModel ?? '').trim() !== '') {
    // The local phraser sets its own /status line as its model loads.
    return createLocalLlmPhraser(config.llm, {
      fallback: extractive,
      counters: deps.counters,
      logger: deps.logger,
      ...(deps.resolveModel === undefined ? {} : { resolveModel: deps.resolveModel }),
    });
  }
  if (config.llm.url.trim() === '') {
    deps.counters.note('phraser', 'extractive (no LLM configured)');
    return extractive;
  }
  deps.counters.note('phraser', 'LLM with extractive fallback');
  const remote = createOpenAiPhraser(config.llm, { fallback: extractive, counters: deps.counters, logger: deps.logger });
  // llm.url may be anywhere: an unsure turn's question must not reach it (turn/reach.ts).
  return { phrase: (req) => (req.localOnly === true ? extractive.phrase(req) : remote.phrase(req)) };
}
