/** Hearth's own French sentences (see ../types.ts). The notes skill has no French "remember" frame (../gaps.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Je ne sais pas.',
    closestMatch: "Je n'ai pas trouvé de réponse directe, mais voici ce qui s'en rapproche le plus.",
    notSaid: "J'ai trouvé quelque chose à ce sujet, mais cela ne le dit pas.",
    notSaidTitled: "L'article « {title} » ne le dit pas.",
    dontKnowLocally: "Je n'ai cherché que dans ce qui est gardé ici, car cela vous concerne peut-être, et je n'ai rien trouvé.",
  },
  store: {
    toldMe: "Vous m'avez dit :",
    nothingYet: "Je n'ai encore rien à ce sujet.",
    cannotRead: 'Je ne peux pas lire mes notes pour le moment.',
    cannotSave: "Je n'ai pas pu l'enregistrer : mon stockage n'accepte pas d'écriture pour le moment.",
  },
  chain: {
    dontKnowPersonal: 'Je ne le sais pas encore.',
  },
};
