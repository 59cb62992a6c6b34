/**
 * The few sentences the phraser says in its own words, per language. Everything else it says comes from the
 * evidence. Languages without an entry fall back to English; add a language by adding one entry to each table.
 */

type PhraseKey = 'dontKnow' | 'closestMatch' | 'notSaid' | 'notSaidTitled';

const ENGLISH: Readonly<Record<PhraseKey, string>> = {
  dontKnow: "I don't know.",
  closestMatch: 'I found no direct answer, but this is the closest.',
  notSaid: "I found something on that, but it doesn't say.",
  notSaidTitled: "The article on {title} doesn't say.",
};

const PHRASES: Readonly<Record<string, Readonly<Record<PhraseKey, string>>>> = {
  en: ENGLISH,
  ru: {
    dontKnow: 'Я не знаю.',
    closestMatch: 'Прямого ответа нет, но вот самое близкое.',
    notSaid: 'Я нашёл кое-что об этом, но там об этом не сказано.',
    notSaidTitled: 'В статье «{title}» об этом не сказано.',
  },
  de: {
    dontKnow: 'Das weiß ich nicht.',
    closestMatch: 'Eine direkte Antwort gibt es nicht, aber das kommt ihr am nächsten.',
    notSaid: 'Ich habe etwas dazu gefunden, aber darin steht es nicht.',
    notSaidTitled: 'Der Artikel „{title}“ sagt dazu nichts.',
  },
  es: {
    dontKnow: 'No lo sé.',
    closestMatch: 'No encontré una respuesta directa, pero esto es lo más cercano.',
    notSaid: 'Encontré algo sobre eso, pero no lo dice.',
    notSaidTitled: 'El artículo sobre {title} no lo dice.',
  },
  fr: {
    dontKnow: 'Je ne sais pas.',
    closestMatch: "Je n'ai pas trouvé de réponse directe, mais voici ce qui s'en rapproche le plus.",
    notSaid: "J'ai trouvé quelque chose à ce sujet, mais cela ne le dit pas.",
    notSaidTitled: "L'article « {title} » ne le dit pas.",
  },
  uk: {
    dontKnow: 'Я не знаю.',
    closestMatch: 'Прямої відповіді немає, але ось найближче.',
    notSaid: 'Я знайшов дещо про це, але там про це не сказано.',
    notSaidTitled: 'У статті «{title}» про це не сказано.',
  },
  it: {
    dontKnow: 'Non lo so.',
    closestMatch: 'Non ho trovato una risposta diretta, ma questa è la più vicina.',
    notSaid: 'Ho trovato qualcosa, ma non lo dice.',
    notSaidTitled: "L'articolo su {title} non lo dice.",
  },
  pt: {
    dontKnow: 'Não sei.',
    closestMatch: 'Não encontrei uma resposta direta, mas isto é o mais próximo.',
    notSaid: 'Encontrei algo sobre isso, mas não diz.',
    notSaidTitled: 'O artigo sobre {title} não diz.',
  },
  nl: {
    dontKnow: 'Dat weet ik niet.',
    closestMatch: 'Ik vond geen direct antwoord, maar dit komt het dichtst in de buurt.',
    notSaid: 'Ik vond er iets over, maar daar staat het niet in.',
    notSaidTitled: 'Het artikel over {title} zegt het niet.',
  },
  pl: {
    dontKnow: 'Nie wiem.',
    closestMatch: 'Nie znalazłem bezpośredniej odpowiedzi, ale to jest najbliższe.',
    notSaid: 'Znalazłem coś na ten temat, ale tego tam nie ma.',
    notSaidTitled: 'Artykuł „{title}” tego nie mówi.',
  },
};

/** The primary subtag of a BCP-47 tag, lower-case: 'ru-RU' -> 'ru'. */
export function primaryLanguage(lang: string | undefined): string | undefined {
  if (lang === undefined) return undefined;
  const primary = lang.trim().toLowerCase().split(/[-_]/u)[0];
  return primary === undefined || primary === '' ? undefined : primary;
}

/** Whether Hearth has its own sentences in this language. */
export function speaksLanguage(lang: string | undefined): boolean {
  const primary = primaryLanguage(lang);
  return primary !== undefined && PHRASES[primary] !== undefined;
}

/** The phrase in the question's language, English when that language has no entry or is unknown. */
export function phraseFor(key: PhraseKey, lang: string | undefined): string {
  return (PHRASES[primaryLanguage(lang) ?? 'en'] ?? ENGLISH)[key];
}

/** "The article on X doesn't say." in the question's language, or without a title when there is none. */
export function notSaidPhrase(title: string | undefined, lang: string | undefined): string {
  if (title === undefined || title.trim() === '') return phraseFor('notSaid', lang);
  return phraseFor('notSaidTitled', lang).replace('{title}', title.trim());
}

/** Whether a reply is one of Hearth's own declines (it does not know, or the source does not say), any language. */
export function isDecline(text: string): boolean {
  const t = text.trim();
  return Object.values(PHRASES).some((p) => {
    if (t === p.dontKnow || t === p.notSaid) return true;
    const [head, tail] = p.notSaidTitled.split('{title}') as [string, string];
    return t.startsWith(head) && t.endsWith(tail) && t.length > head.length + tail.length;
  });
}
