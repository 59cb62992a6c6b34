/**
 * Open questions per client: a skill that asks "which one?" or "are you sure?" leaves a PendingQuestion
 * here, and the next turn from the same client is offered to that skill's followUp() first. One question
 * per client (a newer one replaces it); answered or expired questions are dropped.
 *
 * Also the short replies themselves ("yes", "all of them", "the first one", "да", "alle", "todos"): the
 * boundary must classify them as skill turns so an answer to a local question never goes to the network.
 */
import type { FollowUps, PendingQuestion, Skill, SkillLang } from './types.js';
import { guessLang, normalize, say } from './text.js';

/** How long a question stays open, ms: long enough to think, short enough that a stray "yes" later does nothing. */
export const FOLLOW_UP_TTL_MS = 2 * 60_000;
/** Most clients remembered at once; the oldest question is dropped beyond this (a household has a few). */
const MAX_CLIENTS = 256;

export class FollowUpMemory implements FollowUps {
  readonly #byClient = new Map<string, PendingQuestion>();

  get(clientId: string, nowMs: number): PendingQuestion | undefined {
    const q = this.#byClient.get(clientId);
    if (q && q.expiresAt <= nowMs) {
      this.#byClient.delete(clientId);
      return undefined;
    }
    return q;
  }

  set(clientId: string, q: PendingQuestion): void {
    this.#byClient.delete(clientId);
    this.#byClient.set(clientId, q);
    if (this.#byClient.size > MAX_CLIENTS) this.#byClient.delete(this.#byClient.keys().next().value!);
  }

  clear(clientId: string): void {
    this.#byClient.delete(clientId);
  }
}

type ReplyKind = 'yes' | 'no' | 'all' | { nth: number };

const YES = new Set(['yes', 'yeah', 'yep', 'sure', 'ok', 'okay', 'do it', 'yes please', 'yes do it', 'go ahead', 'confirm', 'yes clear it',
  'да', 'ага', 'конечно', 'давай', 'да очисти', 'подтверждаю', 'ja', 'klar', 'genau', 'mach das', 'ja bitte', 'si', 'claro', 'vale', 'hazlo', 'si por favor',
  'oui', "d'accord", 'vas-y', 'certo', 'va bene', 'так', 'звісно', 'sim', 'pode', 'ja graag', 'doe maar', 'tak', 'dobrze']);
const NO = new Set(['no', 'nope', 'cancel that', 'never mind', 'nevermind', 'forget it', 'keep it', 'keep them', 'нет', 'не надо', 'не нужно', 'отмена',
  'nein', 'lass es', 'doch nicht', 'no gracias', 'dejalo', 'mejor no', 'non', 'laisse', 'lascia stare', 'ні', 'не треба', 'nao', 'nee',
  'laat maar', 'nie', 'nie trzeba']);
const ALL = new Set(['all', 'all of them', 'both', 'cancel all', 'cancel them all', 'cancel both', 'delete all', 'stop all', 'everything', 'all of it',
  'все', 'всё', 'оба', 'обе', 'отмени все', 'отменить все', 'удали все', 'alle', 'beide', 'alle abbrechen', 'alle loschen', 'alles',
  'todos', 'todas', 'ambos', 'ambas', 'cancela todos', 'cancela todas', 'cancelalos', 'borra todos', 'todo',
  'tous', 'toutes', 'les deux', 'tutte', 'tutti', 'tutte e due', 'всі', 'усі', 'обидва', 'обидві', 'allebei', 'wszystkie', 'oba', 'obie']);
const ORDINALS: [RegExp, number][] = [
  [/^(?:the )?(?:first|1st)(?: one)?$|^(?:первый|первое|первую|первым)$|^(?:den |die |das )?(?:erste|ersten|erster)$|^(?:el |la )?(?:primero|primera|primer)$|^(?:le |la )?(?:premier|premiere)$|^(?:il |la )?(?:primo|prima)$|^(?:перший|першу|перше)$|^(?:o |a )?(?:primeiro|primeira)$|^(?:de )?eerste$|^(?:pierwszy|pierwszą|pierwsze)$/, 1],
  [/^(?:the )?(?:second|2nd)(?: one)?$|^(?:второй|второе|вторую)$|^(?:den |die |das )?(?:zweite|zweiten|zweiter)$|^(?:el |la )?(?:segundo|segunda)$/, 2],
  [/^(?:the )?(?:third|3rd)(?: one)?$|^(?:третий|третье|третью)$|^(?:den |die |das )?(?:dritte|dritten|dritter)$|^(?:el |la )?(?:tercero|tercera|tercer)$/, 3],
  [/^(?:the )?last(?: one)?$|^(?:последний|последнее|последнюю)$|^(?:den |die |das )?(?:letzte|letzten|letzter)$|^(?:el |la )?(?:ultimo|ultima)$|^(?:le |la )?(?:dernier|derniere)$|^(?:il |la )?(?:ultimo|ultima)$|^(?:останній|останню)$|^(?:o |a )?(?:ultimo|ultima)$|^(?:de )?laatste$|^(?:ostatni|ostatnią)$/, -1],
];

/** Reads a short answer: yes, no, all, or an ordinal ("the second one"); null for anything else. */
export function readReply(text: string): ReplyKind | null {
  const s = normalize(text).replace(/^(?:hearth )?/, '');
  if (YES.has(s)) return 'yes';
  if (NO.has(s)) return 'no';
  if (ALL.has(s)) return 'all';
  for (const [re, n] of ORDINALS) if (re.test(s)) return { nth: n };
  return null;
}

const TEXTS = {
  nothing: {
    en: "There's nothing open to answer right now.",
    ru: 'Сейчас мне не на что отвечать.',
    de: 'Gerade gibt es nichts zu beantworten.',
    es: 'Ahora mismo no hay nada pendiente de respuesta.',
    fr: "Il n'y a rien à quoi répondre pour le moment.",
    it: 'Al momento non c’è niente a cui rispondere.',
    uk: 'Зараз мені нема на що відповідати.',
    pt: 'Neste momento não há nada pendente de resposta.',
    nl: 'Er staat nu niets open om op te antwoorden.',
    pl: 'Teraz nie ma nic, na co trzeba odpowiedzieć.',
  },
} as const;

/**
 * The 'replies' skill: claims short answers so the boundary keeps them local. The skill stage offers every
 * turn to the open question's owner first; a reply reaching this handler therefore had no open question.
 */
export const repliesSkill: Skill<{ lang: SkillLang }> = {
  name: 'replies',
  match(text) {
    return readReply(text) === null ? null : { lang: guessLang(normalize(text)) };
  },
  handle(intent) {
    return { text: say(TEXTS.nothing, intent.lang), lang: intent.lang };
  },
};
