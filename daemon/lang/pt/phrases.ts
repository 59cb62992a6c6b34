/** Hearth's own Portuguese sentences (see ../types.ts). The notes skill has no Portuguese "remember" frame (../gaps.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Não sei.',
    closestMatch: 'Não encontrei uma resposta direta, mas isto é o mais próximo.',
    notSaid: 'Encontrei algo sobre isso, mas não diz.',
    notSaidTitled: 'O artigo sobre {title} não diz.',
    dontKnowLocally: 'Procurei só no que está guardado aqui, porque pode ser sobre você, e não encontrei nada.',
  },
  store: {
    toldMe: 'Disseste-me:',
    nothingYet: 'Ainda não sei nada sobre isso.',
    cannotRead: 'Não consigo ler as minhas notas agora.',
    cannotSave: 'Não consegui guardar isso: o meu armazenamento não está a aceitar gravações agora.',
  },
  chain: {
    dontKnowPersonal: 'Ainda não sei isso.',
  },
};
