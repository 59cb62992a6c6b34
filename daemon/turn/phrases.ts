/**
 * The chain's own sentences, in the languages Hearth has tables for (lang/<code>/phrases.ts `chain`). Stages
 * phrase their own answers; these are only for the chain's last-resort replies.
 */
import { languageOrFallback } from '../lang/index.js';

/** Said when a personal question reaches the end of the local stages unanswered. It never searches. */
export function dontKnowPersonal(lang: string | undefined): string {
  return languageOrFallback(lang).phrases.chain.dontKnowPersonal;
}
