/**
 * The store stage's own sentences, in each language it speaks. They are read aloud, so: short, no markup,
 * quotes the speech engine can skip. Add a language by adding one entry to PHRASES.
 *
 * The "remember that ..." hint must name the phrase the notes skill actually listens for in that language;
 * keep the two in step.
 */

interface StorePhrases {
  /** Leads a remembered note or fact: "You told me: the spare key is under the blue pot." */
  toldMe: string;
  /** A personal question with nothing stored about it, with a hint on how to store it. */
  nothingYet: string;
  /** The store could not be read (disk trouble); said instead of guessing. */
  cannotRead: string;
  /** A write the owner asked for (a note, a timer, a deletion) did not reach the disk; nothing was saved. */
  cannotSave: string;
}

const PHRASES: Readonly<Record<string, StorePhrases>> = Object.freeze({
  en: {
    toldMe: 'You told me:',
    nothingYet: `I don't have anything about that yet. If you tell me "remember that ...", I'll keep it.`,
    cannotRead: `I can't read my notes right now.`,
    cannotSave: `I couldn't save that: my storage is not accepting writes right now.`,
  },
  ru: {
    toldMe: 'Вы мне говорили:',
    nothingYet: 'Об этом я пока ничего не знаю. Скажите «запомни, что …», и я это сохраню.',
    cannotRead: 'Сейчас я не могу прочитать свои заметки.',
    cannotSave: 'Не получилось это сохранить: хранилище сейчас не принимает записи.',
  },
  de: {
    toldMe: 'Du hast mir gesagt:',
    nothingYet: 'Dazu weiß ich noch nichts. Wenn du sagst „merk dir, dass …“, behalte ich es.',
    cannotRead: 'Ich kann meine Notizen gerade nicht lesen.',
    cannotSave: 'Das konnte ich nicht speichern: mein Speicher nimmt gerade nichts an.',
  },
  es: {
    toldMe: 'Me dijiste:',
    nothingYet: 'Todavía no sé nada de eso. Si me dices «recuerda que …», lo guardaré.',
    cannotRead: 'Ahora mismo no puedo leer mis notas.',
    cannotSave: 'No pude guardarlo: mi almacenamiento no acepta cambios ahora mismo.',
  },
});

/** Language used when the turn's language is unknown or not in PHRASES. */
const FALLBACK_LANG = 'en';

/** Phrases for a BCP-47 tag ('ru', 'de-AT', 'es-419'); English when the language is not covered. */
export function phrasesFor(lang: string | undefined): StorePhrases {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/u)[0] ?? '';
  return PHRASES[primary] ?? (PHRASES[FALLBACK_LANG] as StorePhrases);
}

/** "You told me: <text>." with exactly one sentence-ending mark. */
export function toldMeSentence(lang: string | undefined, remembered: string): string {
  const body = remembered.trim().replace(/\s+/gu, ' ');
  const ended = /[.!?…。！？]$/u.test(body) ? body : `${body}.`;
  return `${phrasesFor(lang).toldMe} ${ended}`;
}
