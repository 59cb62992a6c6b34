/**
 * The store stage's own sentences, in each language (lang/<code>/phrases.ts `store`). They are read aloud, so:
 * short, no markup, quotes the speech engine can skip.
 *
 * The "remember that ..." hint must name the phrase the notes skill actually listens for in that language;
 * where it listens for none, the sentence promises none (lang/gaps.ts).
 */
import { languageOrFallback, type LanguagePhrases } from '../lang/index.js';

type StorePhrases = LanguagePhrases['store'];

/** Phrases for a BCP-47 tag ('ru', 'de-AT', 'es-419'); English when the language is not covered. */
export function phrasesFor(lang: string | undefined): StorePhrases {
  return languageOrFallback(lang).phrases.store;
}

/** "You told me: <text>." with exactly one sentence-ending mark. */
export function toldMeSentence(lang: string | undefined, remembered: string): string {
  const body = remembered.trim().replace(/\s+/gu, ' ');
  const ended = /[.!?…。！？]$/u.test(body) ? body : `${body}.`;
  return `${phrasesFor(lang).toldMe} ${ended}`;
}
