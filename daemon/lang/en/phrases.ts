/** Hearth's own English sentences (see ../types.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: "I don't know.",
    closestMatch: 'I found no direct answer, but this is the closest.',
    notSaid: "I found something on that, but it doesn't say.",
    notSaidTitled: "The article on {title} doesn't say.",
    dontKnowLocally: 'I only looked in what is kept on this box, because this may be about you, and found nothing.',
  },
  store: {
    toldMe: 'You told me:',
    nothingYet: `I don't have anything about that yet. If you tell me "remember that ...", I'll keep it.`,
    cannotRead: `I can't read my notes right now.`,
    cannotSave: `I couldn't save that: my storage is not accepting writes right now.`,
  },
  chain: {
    dontKnowPersonal: "I don't know that yet. If you tell me \"remember that ...\", I'll keep it.",
  },
};
