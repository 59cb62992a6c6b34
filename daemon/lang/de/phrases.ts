/** Hearth's own German sentences (see ../types.ts). */
import type { LanguagePhrases } from '../types.js';

export const phrases: LanguagePhrases = {
  phraser: {
    dontKnow: 'Das weiß ich nicht.',
    closestMatch: 'Eine direkte Antwort gibt es nicht, aber das kommt ihr am nächsten.',
    notSaid: 'Ich habe etwas dazu gefunden, aber darin steht es nicht.',
    notSaidTitled: 'Der Artikel „{title}“ sagt dazu nichts.',
    dontKnowLocally: 'Ich habe nur hier auf dem Gerät gesucht, weil es um dich gehen könnte, und nichts gefunden.',
  },
  store: {
    toldMe: 'Du hast mir gesagt:',
    nothingYet: 'Dazu weiß ich noch nichts. Wenn du sagst „merk dir, dass …“, behalte ich es.',
    cannotRead: 'Ich kann meine Notizen gerade nicht lesen.',
    cannotSave: 'Das konnte ich nicht speichern: mein Speicher nimmt gerade nichts an.',
  },
  chain: {
    dontKnowPersonal: 'Das weiß ich noch nicht. Sag „merke dir, dass ...“, dann behalte ich es.',
  },
};
