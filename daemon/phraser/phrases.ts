/**
 * The few sentences the phraser says in its own words, per language (lang/<code>/phrases.ts). Everything else
 * it says comes from the evidence. Languages without a table fall back to English.
 */
import { LANGUAGES, languageOf, languageOrFallback } from '../lang/index.js';

/**
 * `dontKnowLocally`: an unsure turn (it may be about the owner, turn/reach.ts) was looked up on this box only and
 * nothing there answers; it says why it did not search further.
 */
type PhraseKey = 'dontKnow' | 'closestMatch' | 'notSaid' | 'notSaidTitled' | 'dontKnowLocally';

/** Whether Hearth has its own sentences in this language. */
export function speaksLanguage(lang: string | undefined): boolean {
  return languageOf(lang) !== undefined;
}

/** The phrase in the question's language, English when that language has no entry or is unknown. */
export function phraseFor(key: PhraseKey, lang: string | undefined): string {
  return languageOrFallback(lang).phrases.phraser[key];
}

/** "The article on X doesn't say." in the question's language, or without a title when there is none. */
export function notSaidPhrase(title: string | undefined, lang: string | undefined): string {
  if (title === undefined || title.trim() === '') return phraseFor('notSaid', lang);
  return phraseFor('notSaidTitled', lang).replace('{title}', title.trim());
}

/** Whether a reply is one of Hearth's own declines (it does not know, or the source does not say), any language. */
export function isDecline(text: string): boolean {
  const t = text.trim();
  return LANGUAGES.some(({ phrases: { phraser: p } }) => {
    if (t === p.dontKnow || t === p.notSaid || t === p.dontKnowLocally) return true;
    const [head, tail] = p.notSaidTitled.split('{title}') as [string, string];
    return t.startsWith(head) && t.endsWith(tail) && t.length > head.length + tail.length;
  });
}
