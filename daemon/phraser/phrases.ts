/**
 * The few sentences the phraser says in its own words, per language. Everything else it says comes from the
 * evidence. Languages without an entry fall back to English; add a language by adding one entry to each table.
 */

export type PhraseKey = 'dontKnow' | 'closestMatch';

const ENGLISH: Readonly<Record<PhraseKey, string>> = {
  dontKnow: "I don't know.",
  closestMatch: 'I found no direct answer, but this is the closest.',
};

const PHRASES: Readonly<Record<string, Readonly<Record<PhraseKey, string>>>> = {
  en: ENGLISH,
  ru: {
    dontKnow: 'Я не знаю.',
    closestMatch: 'Прямого ответа нет, но вот самое близкое.',
  },
  de: {
    dontKnow: 'Das weiß ich nicht.',
    closestMatch: 'Eine direkte Antwort gibt es nicht, aber das kommt ihr am nächsten.',
  },
  es: {
    dontKnow: 'No lo sé.',
    closestMatch: 'No encontré una respuesta directa, pero esto es lo más cercano.',
  },
};

/** The primary subtag of a BCP-47 tag, lower-case: 'ru-RU' -> 'ru'. */
export function primaryLanguage(lang: string | undefined): string | undefined {
  if (lang === undefined) return undefined;
  const primary = lang.trim().toLowerCase().split(/[-_]/u)[0];
  return primary === undefined || primary === '' ? undefined : primary;
}

/** The phrase in the question's language, English when that language has no entry or is unknown. */
export function phraseFor(key: PhraseKey, lang: string | undefined): string {
  return (PHRASES[primaryLanguage(lang) ?? 'en'] ?? ENGLISH)[key];
}
