/** Hearth's own Dutch sentences (see ../types.ts). The notes skill has no Dutch "remember" frame (../gaps.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Dat weet ik niet.',
    closestMatch: 'Ik vond geen direct antwoord, maar dit komt het dichtst in de buurt.',
    notSaid: 'Ik vond er iets over, maar daar staat het niet in.',
    notSaidTitled: 'Het artikel over {title} zegt het niet.',
    dontKnowLocally: 'Ik heb alleen gezocht in wat hier bewaard wordt, omdat het over jou kan gaan, en niets gevonden.',
  },
  store: {
    toldMe: 'Je hebt me verteld:',
    nothingYet: 'Daar weet ik nog niets over.',
    cannotRead: 'Ik kan mijn notities nu niet lezen.',
    cannotSave: 'Dat kon ik niet opslaan: mijn opslag neemt nu geen wijzigingen aan.',
  },
  chain: {
    dontKnowPersonal: 'Dat weet ik nog niet.',
  },
};
