/**
 * Notes: remember, recall, forget.
 *   remember: "remember that the spare key is under the blue pot", "запомни, что ...", "merke dir, dass ...",
 *             "recuerda que ..."  -> store the fact as the user said it, without the command words.
 *   recall:   "what did I tell you about the key", "what do you remember about X", "что я говорил про ключ",
 *             "list my notes"  -> read back matching notes.
 *   forget:   "forget about the spare key", "забудь про ключ"  -> delete matching notes.
 *
 * "Forget everything" does not wipe silently: it answers with how to do it on purpose ("forget all notes"),
 * which is the only phrase that deletes every note. A misheard "forget it" must not cost the user their notes.
 *
 * Implicit questions ("where is the spare key") are not matched here; the personal store stage answers them.
 */
import type { Skill, SkillContext, CoreLang, SkillReply } from '../types.js';
import { normalize, originalSpan } from '../text.js';

type NotesIntent =
  | { type: 'remember'; lang: CoreLang; fact: string }
  | { type: 'recall'; lang: CoreLang; topic: string }
  | { type: 'list'; lang: CoreLang }
  | { type: 'forget'; lang: CoreLang; topic: string }
  | { type: 'forgetAll'; lang: CoreLang }
  | { type: 'forgetVague'; lang: CoreLang };

const REMEMBER_RES: [CoreLang, RegExp][] = [
  ['en', /^(?:remember|note|make a note|take a note|write down|keep in mind)(?: that| this| of)?:? (.+)$/],
  ['ru', /^(?:запомни|запиши|запомните|заметка)(?: себе)?(?: что)? (.+)$/],
  ['de', /^(?:merke? dir|merk dir|notiere|notier|schreib auf)(?: dass| das)? (.+)$/],
  ['es', /^(?:recuerda|apunta|anota|memoriza|toma nota de)(?: que)? (.+)$/],
];
const LIST_RES: [CoreLang, RegExp][] = [
  ['en', /^(?:list|read|show|read me|tell me)(?: all)?(?: my| the)? notes$|^what notes do i have$|^what do you remember$|^what have i told you$/],
  ['ru', /^(?:покажи|прочитай|перечисли|список|какие)?(?: все)?(?: мои)? заметки(?: у меня)?(?: есть)?$|^что ты (?:помнишь|запомнил|запомнила)$/],
  ['de', /^(?:zeige?|lies|liste|nenne)(?: mir)?(?: alle)?(?: meine| die)? notizen(?: vor| auf)?$|^welche notizen habe ich$|^was hast du dir gemerkt$/],
  ['es', /^(?:lee|muestrame|dime|lista)(?: todas)?(?: mis| las)? notas$|^que notas tengo$|^que recuerdas$/],
];
const RECALL_RES: [CoreLang, RegExp][] = [
  ['en', /^(?:what did i (?:tell|say to) you|what did i say|what do you remember|what have i told you|what did i ask you to remember|do you remember(?: anything)?|what notes do i have) (?:about|on|regarding|of) (.+)$/],
  ['ru', /^(?:что я (?:тебе )?(?:говорил|говорила|сказал|сказала|рассказывал|рассказывала|просил запомнить|просила запомнить)|что ты (?:помнишь|запомнил|запомнила)|ты помнишь что-нибудь|что у меня записано) (?:про|о|об|насчет|по поводу) (.+)$/],
  ['de', /^(?:was habe ich (?:dir )?(?:uber|zu|von) (.+?) gesagt|was weisst du noch (?:uber|von) (.+?)|was hast du dir (?:uber|zu) (.+?) gemerkt|erinnerst du dich an (.+?))$/],
  ['es', /^(?:que te dije (?:sobre|de|acerca de)|que recuerdas (?:sobre|de|acerca de)|que sabes (?:sobre|de) (?:mi|mis)|te acuerdas de) (.+)$/],
];
const FORGET_ALL_RES: [CoreLang, RegExp][] = [
  ['en', /^(?:forget|delete|erase|remove|clear) all(?: of)?(?: my| the)? notes$/],
  ['ru', /^(?:забудь|удали|сотри|очисти) все(?: мои)? заметки$/],
  ['de', /^(?:vergiss|losche|losch) alle(?: meine)? notizen$/],
  ['es', /^(?:olvida|borra|elimina) todas(?: mis| las)? notas$/],
];
const FORGET_VAGUE_RES: [CoreLang, RegExp][] = [
  ['en', /^forget (?:everything|it all|all|all of it|it|that|all that)$/],
  ['ru', /^забудь (?:все|всё|это|об этом)$/],
  ['de', /^vergiss (?:alles|es|das)$/],
  ['es', /^olvida(?:lo)? (?:todo|eso)$|^olvidalo$/],
];
const FORGET_RES: [CoreLang, RegExp][] = [
  ['en', /^(?:forget|delete the note|delete my note|remove the note|delete the notes)(?: (?:about|that|on|the note about))? (.+)$/],
  ['ru', /^(?:забудь|удали заметку|удали заметки|сотри заметку)(?: (?:про|о|об|что))? (.+)$/],
  ['de', /^(?:vergiss|losche die notiz|losch die notiz)(?: (?:uber|dass|das mit|die sache mit|von))? (.+)$/],
  ['es', /^(?:olvida|olvidate de|borra la nota|elimina la nota)(?: (?:lo de|sobre|que|de))? (.+)$/],
];
/** Leading words dropped from a topic so "the spare key" searches for "spare key". */
const TOPIC_LEAD = /^(?:(?:the|my|a|an|мой|моя|мои|моем|моей|der|die|das|den|dem|mein|meine|meinen|el|la|los|las|mi|mis)\s)+/;

function topicOf(raw: string): string {
  return raw.replace(TOPIC_LEAD, '').trim();
}

export function matchNotes(text: string): NotesIntent | null {
  const s = normalize(text);
  for (const [lang, re] of FORGET_ALL_RES) if (re.test(s)) return { type: 'forgetAll', lang };
  for (const [lang, re] of FORGET_VAGUE_RES) if (re.test(s)) return { type: 'forgetVague', lang };
  for (const [lang, re] of LIST_RES) if (re.test(s)) return { type: 'list', lang };
  for (const [lang, re] of RECALL_RES) {
    const m = re.exec(s);
    const topic = m?.slice(1).find((g) => g !== undefined);
    if (topic) return { type: 'recall', lang, topic: topicOf(topic) };
  }
  for (const [lang, re] of FORGET_RES) {
    const m = re.exec(s);
    if (m) return { type: 'forget', lang, topic: topicOf(m[1]!) };
  }
  for (const [lang, re] of REMEMBER_RES) {
    const m = re.exec(s);
    if (!m) continue;
    // Keep the fact as the user wrote it (capitals, accents, digits); fall back to the normalized words.
    const words = m[1]!.split(' ');
    const fact = originalSpan(text, words) ?? m[1]!;
    return { type: 'remember', lang, fact };
  }
  return null;
}

/** How many notes a recall reads out; more is too long to listen to. */
const RECALL_LIMIT = 3;
/** How many notes "list my notes" reads out. */
const LIST_LIMIT = 5;
/** Upper bound for "forget all notes"; a personal store will not hold more. */
const FORGET_ALL_LIMIT = 100_000;

const TEXTS = {
  alreadyKnew: { en: 'I already knew that.', ru: 'Я это уже знаю.', de: 'Das weiß ich schon.', es: 'Eso ya lo sabía.' },
  remembered: { en: "Got it, I'll remember that.", ru: 'Хорошо, запомню.', de: 'Alles klar, ich merke es mir.', es: 'Vale, lo recordaré.' },
  toldMe: { en: 'You told me', ru: 'Вы говорили', de: 'Du hast mir gesagt', es: 'Me dijiste' },
  notesLead: { en: 'Your notes', ru: 'Ваши заметки', de: 'Deine Notizen', es: 'Tus notas' },
  nothingAbout: {
    en: (t: string) => `I don't have anything noted about ${t}.`,
    ru: (t: string) => `У меня ничего не записано про «${t}».`,
    de: (t: string) => `Dazu habe ich nichts notiert: ${t}.`,
    es: (t: string) => `No tengo nada anotado sobre ${t}.`,
  },
  noNotes: { en: 'You have no notes.', ru: 'Заметок нет.', de: 'Du hast keine Notizen.', es: 'No tienes notas.' },
  forgot: {
    en: (n: number) => (n === 1 ? 'Done, I forgot that note.' : `Done, I forgot ${n} notes.`),
    ru: (n: number) => `Готово, удалено заметок: ${n}.`,
    de: (n: number) => (n === 1 ? 'Erledigt, die Notiz ist gelöscht.' : `Erledigt, ${n} Notizen gelöscht.`),
    es: (n: number) => (n === 1 ? 'Hecho, olvidé esa nota.' : `Hecho, olvidé ${n} notas.`),
  },
  vague: {
    en: 'Tell me what to forget, for example "forget about the spare key". To delete every note, say "forget all notes".',
    ru: 'Скажите, что забыть, например «забудь про ключ». Чтобы удалить все заметки, скажите «забудь все заметки».',
    de: 'Sag mir, was ich vergessen soll, etwa „vergiss den Ersatzschlüssel“. Um alle Notizen zu löschen, sag „vergiss alle Notizen“.',
    es: 'Dime qué olvidar, por ejemplo «olvida lo de la llave». Para borrar todas las notas, di «olvida todas las notas».',
  },
} as const;

function handle(intent: NotesIntent, ctx: SkillContext): SkillReply {
  const { lang } = intent;
  switch (intent.type) {
    case 'remember': {
      // The same fact twice is stored once: a second copy would be read back twice.
      const key = sameNoteKey(intent.fact);
      if (ctx.store.searchNotes(intent.fact, DUPLICATE_SCAN).some((n) => sameNoteKey(n.text) === key)) {
        return { text: TEXTS.alreadyKnew[lang], lang };
      }
      ctx.store.addNote(intent.fact, ctx.now.getTime());
      return { text: TEXTS.remembered[lang], lang };
    }
    case 'recall': {
      const hits = ctx.store.searchNotes(intent.topic, RECALL_LIMIT);
      if (hits.length === 0) return { text: TEXTS.nothingAbout[lang](intent.topic), lang };
      return { text: `${TEXTS.toldMe[lang]}: ${hits.map((h) => stripFinalDot(h.text)).join('; ')}.`, lang };
    }
    case 'list': {
      const notes = ctx.store.listNotes(LIST_LIMIT);
      if (notes.length === 0) return { text: TEXTS.noNotes[lang], lang };
      return { text: `${TEXTS.notesLead[lang]}: ${notes.map((n) => stripFinalDot(n.text)).join('; ')}.`, lang };
    }
    case 'forget': {
      const n = ctx.store.forgetNotesMatching(intent.topic);
      return { text: n === 0 ? TEXTS.nothingAbout[lang](intent.topic) : TEXTS.forgot[lang](n), lang };
    }
    case 'forgetAll': {
      const notes = ctx.store.listNotes(FORGET_ALL_LIMIT);
      let n = 0;
      for (const note of notes) if (ctx.store.deleteNote(note.id)) n++;
      return { text: n === 0 ? TEXTS.noNotes[lang] : TEXTS.forgot[lang](n), lang };
    }
    case 'forgetVague':
      return { text: TEXTS.vague[lang], lang };
  }
}

/** How many of the best-matching notes are compared when checking for a duplicate. */
const DUPLICATE_SCAN = 5;

/** A note's text for duplicate checks: folded, punctuation and spacing ignored. */
function sameNoteKey(text: string): string {
  return normalize(text).replace(/[^\p{L}\d ]/gu, '').replace(/\s+/g, ' ').trim();
}

function stripFinalDot(s: string): string {
  return s.trim().replace(/[.!]+$/, '');
}

export const notesSkill: Skill<NotesIntent> = { name: 'notes', match: matchNotes, handle };
