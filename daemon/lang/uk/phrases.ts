/** Hearth's own Ukrainian sentences (see ../types.ts). The notes skill has no Ukrainian "remember" frame (../gaps.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Я не знаю.',
    closestMatch: 'Прямої відповіді немає, але ось найближче.',
    notSaid: 'Я знайшов дещо про це, але там про це не сказано.',
    notSaidTitled: 'У статті «{title}» про це не сказано.',
    dontKnowLocally: 'Я шукав лише в тому, що зберігається тут, бо питання може стосуватися вас, і нічого не знайшов.',
  },
  store: {
    toldMe: 'Ви мені казали:',
    nothingYet: 'Про це я поки нічого не знаю.',
    cannotRead: 'Зараз я не можу прочитати свої нотатки.',
    cannotSave: 'Не вдалося це зберегти: сховище зараз не приймає записів.',
  },
  chain: {
    dontKnowPersonal: 'Я цього поки не знаю.',
  },
};
