/**
 * The few sentences the phraser says in its own words, per language. Everything else it says comes from the
 * evidence. Languages without an entry fall back to English; add a language by adding one entry to each table.
 */

/**
 * `dontKnowLocally`: an unsure turn (it may be about the owner, turn/reach.ts) was looked up on this box only and
 * nothing there answers; it says why it did not search further.
 */
type PhraseKey = 'dontKnow' | 'closestMatch' | 'notSaid' | 'notSaidTitled' | 'dontKnowLocally';

const ENGLISH: Readonly<Record<PhraseKey, string>> = {
  dontKnow: "I don't know.",
  closestMatch: 'I found no direct answer, but this is the closest.',
  notSaid: "I found something on that, but it doesn't say.",
  notSaidTitled: "The article on {title} doesn't say.",
  dontKnowLocally: 'I only looked in what is kept on this box, because this may be about you, and found nothing.',
};

const PHRASES: Readonly<Record<string, Readonly<Record<PhraseKey, string>>>> = {
  en: ENGLISH,
  ru: {
    dontKnow: 'Я не знаю.',
    closestMatch: 'Прямого ответа нет, но вот самое близкое.',
    notSaid: 'Я нашёл кое-что об этом, но там об этом не сказано.',
    notSaidTitled: 'В статье «{title}» об этом не сказано.',
    dontKnowLocally: 'Я искал только в том, что хранится здесь, потому что вопрос может быть о вас, и ничего не нашёл.',
  },
  de: {
    dontKnow: 'Das weiß ich nicht.',
    closestMatch: 'Eine direkte Antwort gibt es nicht, aber das kommt ihr am nächsten.',
    notSaid: 'Ich habe etwas dazu gefunden, aber darin steht es nicht.',
    notSaidTitled: 'Der Artikel „{title}“ sagt dazu nichts.',
    dontKnowLocally: 'Ich habe nur hier auf dem Gerät gesucht, weil es um dich gehen könnte, und nichts gefunden.',
  },
  es: {
    dontKnow: 'No lo sé.',
    closestMatch: 'No encontré una respuesta directa, pero esto es lo más cercano.',
    notSaid: 'Encontré algo sobre eso, pero no lo dice.',
    notSaidTitled: 'El artículo sobre {title} no lo dice.',
    dontKnowLocally: 'Solo busqué en lo que está guardado aquí, porque puede ser sobre ti, y no encontré nada.',
  },
  fr: {
    dontKnow: 'Je ne sais pas.',
    closestMatch: "Je n'ai pas trouvé de réponse directe, mais voici ce qui s'en rapproche le plus.",
    notSaid: "J'ai trouvé quelque chose à ce sujet, mais cela ne le dit pas.",
    notSaidTitled: "L'article « {title} » ne le dit pas.",
    dontKnowLocally: "Je n'ai cherché que dans ce qui est gardé ici, car cela vous concerne peut-être, et je n'ai rien trouvé.",
  },
  uk: {
    dontKnow: 'Я не знаю.',
    closestMatch: 'Прямої відповіді немає, але ось найближче.',
    notSaid: 'Я знайшов дещо про це, але там про це не сказано.',
    notSaidTitled: 'У статті «{title}» про це не сказано.',
    dontKnowLocally: 'Я шукав лише в тому, що зберігається тут, бо питання може стосуватися вас, і нічого не знайшов.',
  },
  it: {
    dontKnow: 'Non lo so.',
    closestMatch: 'Non ho trovato una risposta diretta, ma questa è la più vicina.',
    notSaid: 'Ho trovato qualcosa, ma non lo dice.',
    notSaidTitled: "L'articolo su {title} non lo dice.",
    dontKnowLocally: 'Ho cercato solo in ciò che è conservato qui, perché potrebbe riguardarti, e non ho trovato nulla.',
  },
  pt: {
    dontKnow: 'Não sei.',
    closestMatch: 'Não encontrei uma resposta direta, mas isto é o mais próximo.',
    notSaid: 'Encontrei algo sobre isso, mas não diz.',
    notSaidTitled: 'O artigo sobre {title} não diz.',
    dontKnowLocally: 'Procurei só no que está guardado aqui, porque pode ser sobre você, e não encontrei nada.',
  },
  nl: {
    dontKnow: 'Dat weet ik niet.',
    closestMatch: 'Ik vond geen direct antwoord, maar dit komt het dichtst in de buurt.',
    notSaid: 'Ik vond er iets over, maar daar staat het niet in.',
    notSaidTitled: 'Het artikel over {title} zegt het niet.',
    dontKnowLocally: 'Ik heb alleen gezocht in wat hier bewaard wordt, omdat het over jou kan gaan, en niets gevonden.',
  },
  pl: {
    dontKnow: 'Nie wiem.',
    closestMatch: 'Nie znalazłem bezpośredniej odpowiedzi, ale to jest najbliższe.',
    notSaid: 'Znalazłem coś na ten temat, ale tego tam nie ma.',
    notSaidTitled: 'Artykuł „{title}” tego nie mówi.',
    dontKnowLocally: 'Szukałem tylko w tym, co jest przechowywane tutaj, bo to może dotyczyć ciebie, i nic nie znalazłem.',
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
    if (t === p.dontKnow || t === p.notSaid || t === p.dontKnowLocally) return true;
    const [head, tail] = p.notSaidTitled.split('{title}') as [string, string];
    return t.startsWith(head) && t.endsWith(tail) && t.length > head.length + tail.length;
  });
}
