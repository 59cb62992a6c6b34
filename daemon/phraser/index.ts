/**
 * The phraser, the chain's last stage: turns the question and the evidence into a short spoken answer.
 * With no LLM configured (`llm.url` empty) the extractive phraser answers; otherwise the OpenAI-compatible
 * client answers and the extractive phraser is its per-turn fallback.
 *
 * Wiring (in the chain):
 *   const phraser = createPhraser(config, { counters, logger });
 *   const result = await phraser.phrase({ question: turn.text, evidence, lang: turn.lang,
 *     signal: turn.signal, deadlineAt: turn.deadlineAt, onSentence: (s) => speakOrSend(s) });
 */
import type { LlmConfig, PhraserConfig } from '../config/types.js';
import type { Logger } from '../log/logger.js';
import type { Counters } from '../status/counters.js';
import { createExtractivePhraser } from './extractive.js';
import { createOpenAiPhraser } from './openai.js';
import type { Phraser } from './types.js';

export type { FallbackReason, PhraseRequest, PhraseResult, Phraser } from './types.js';
export { createExtractivePhraser } from './extractive.js';
export { createOpenAiPhraser } from './openai.js';
export { buildMessages } from './prompt.js';

export function createPhraser(
  config: { llm: LlmConfig; phraser: PhraserConfig },
  deps: { counters: Counters; logger: Logger },
): Phraser {
  const extractive = createExtractivePhraser(config.phraser);
  if (config.llm.url.trim() === '') {
    deps.counters.note('phraser', 'extractive (no LLM configured)');
    return extractive;
  }
  deps.counters.note('phraser', 'LLM with extractive fallback');
  return createOpenAiPhraser(config.llm, { fallback: extractive, counters: deps.counters, logger: deps.logger });
}
