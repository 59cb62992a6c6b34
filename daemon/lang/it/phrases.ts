/** Hearth's own Italian sentences (see ../types.ts). The notes skill has no Italian "remember" frame (../gaps.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Non lo so.',
    closestMatch: 'Non ho trovato una risposta diretta, ma questa è la più vicina.',
    notSaid: 'Ho trovato qualcosa, ma non lo dice.',
    notSaidTitled: "L'articolo su {title} non lo dice.",
    dontKnowLocally: 'Ho cercato solo in ciò che è conservato qui, perché potrebbe riguardarti, e non ho trovato nulla.',
  },
  store: {
    toldMe: 'Mi hai detto:',
    nothingYet: 'Non ho ancora niente su questo.',
    cannotRead: 'Al momento non riesco a leggere le mie note.',
    cannotSave: 'Non sono riuscito a salvarlo: la mia memoria non accetta scritture in questo momento.',
  },
  chain: {
    dontKnowPersonal: 'Non lo so ancora.',
  },
};
