/** Hearth's own Polish sentences (see ../types.ts). The notes skill has no Polish "remember" frame (../gaps.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Nie wiem.',
    closestMatch: 'Nie znalazłem bezpośredniej odpowiedzi, ale to jest najbliższe.',
    notSaid: 'Znalazłem coś na ten temat, ale tego tam nie ma.',
    notSaidTitled: 'Artykuł „{title}” tego nie mówi.',
    dontKnowLocally: 'Szukałem tylko w tym, co jest przechowywane tutaj, bo to może dotyczyć ciebie, i nic nie znalazłem.',
  },
  store: {
    // "I noted down:" keeps Hearth's own (masculine) voice, as in "Znalazłem", and needs no guess at the owner's.
    toldMe: 'Zanotowałem:',
    nothingYet: 'Nic jeszcze o tym nie wiem.',
    cannotRead: 'Nie mogę teraz odczytać swoich notatek.',
    cannotSave: 'Nie udało mi się tego zapisać: moja pamięć nie przyjmuje teraz zapisów.',
  },
  chain: {
    dontKnowPersonal: 'Jeszcze tego nie wiem.',
  },
};
