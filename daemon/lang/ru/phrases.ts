/** Hearth's own Russian sentences (see ../types.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Я не знаю.',
    closestMatch: 'Прямого ответа нет, но вот самое близкое.',
    notSaid: 'Я нашёл кое-что об этом, но там об этом не сказано.',
    notSaidTitled: 'В статье «{title}» об этом не сказано.',
    dontKnowLocally: 'Я искал только в том, что хранится здесь, потому что вопрос может быть о вас, и ничего не нашёл.',
  },
  store: {
    toldMe: 'Вы мне говорили:',
    nothingYet: 'Об этом я пока ничего не знаю. Скажите «запомни, что …», и я это сохраню.',
    cannotRead: 'Сейчас я не могу прочитать свои заметки.',
    cannotSave: 'Не получилось это сохранить: хранилище сейчас не принимает записи.',
  },
  chain: {
    dontKnowPersonal: 'Я этого пока не знаю. Скажите «запомни, что ...», и я запомню.',
  },
};
