/**
 * Timers and reminders: set ("set a timer for ten minutes", "remind me to call my mother at five",
 * "напомни позвонить маме в пять", "stell einen Timer auf zehn Minuten", "recuérdame llamar a mamá a las
 * cinco"), list ("what timers do I have", "какие у меня таймеры") and cancel ("cancel the timer",
 * "отмени таймер", "cancel all reminders"). Rows live in the store; the TimerScheduler announces them when due,
 * also after a restart.
 *
 * Cancelling with several candidates and no "all" or name does not guess: it says how many there are and how
 * to be specific, because cancelling the wrong kitchen timer is worse than one more sentence.
 */
import type { Skill, SkillContext, SkillLang, SkillReply, TimerRow } from '../types.js';
import { guessLang, normalize, originalSpan } from '../text.js';
import { wordsToDigits } from '../numbers.js';
import { parseDuration, resolveDue, splitDue, type DueSpec } from './parse.js';
import { describePending, spokenDuration, spokenWhen } from './speech.js';

type KindFilter = 'timer' | 'reminder' | 'any';

export type TimersIntent =
  | { type: 'setTimer'; lang: SkillLang; durationMs: number }
  | { type: 'setReminder'; lang: SkillLang; label: string; due: DueSpec | null }
  | { type: 'list'; lang: SkillLang; kind: KindFilter }
  | { type: 'cancel'; lang: SkillLang; kind: KindFilter; all: boolean; query: string[] };

const TIMER_WORD = '(?:timer|таймер|temporizador|cronometro|countdown)';
const SET_TIMER_RES: [SkillLang, RegExp][] = [
  ['en', /^(?:(?:set|start|create|make|put on|run)(?: me)? )?(?:a |an |the )?timer (?:for |of |on )?(.+)$/],
  ['en', /^(?:(?:set|start|create|make)(?: me)? )?(?:a |an )?(.+?) timer$/],
  ['ru', /^(?:(?:поставь|поставить|установи|заведи|включи|запусти|сделай|засеки)(?: мне)? )?таймер (?:на )?(.+)$/],
  ['ru', /^засеки (.+)$/],
  ['de', /^(?:(?:stell|stelle|setz|setze|start|starte|mach|mache)(?: mir)? )?(?:einen |den |ein )?timer (?:auf |fur |von |uber )?(.+?)(?: ein| an)?$/],
  ['es', /^(?:(?:pon|poner|ponme|configura|inicia|crea|programa|activa)(?: un| el)? )?(?:temporizador|timer|cronometro|cuenta atras) (?:de |por |para |a |en )?(.+)$/],
];

const REMIND_RES: [SkillLang, RegExp][] = [
  ['en', /^(?:remind me|set (?:a |me a )?reminder|create a reminder|add a reminder)(?: (?:to|that|about|for))?(?: (.+))?$/],
  ['ru', /^(?:напомни|напомните|поставь напоминание|создай напоминание|сделай напоминание)(?: мне)?(?: (?:о том|про то))?(?: (?:что|чтобы))?(?: (.+))?$/],
  ['de', /^(?:erinnere|erinner|erinnre)(?: mich)?(?: daran)?(?: (?:dass|zu))?(?: (.+))?$/],
  ['es', /^(?:recuerdame|recordarme|avisame|pon un recordatorio|crea un recordatorio)(?: (?:que|de|para))?(?: (.+))?$/],
];
/** Leftover lead words in a reminder's label ("to call", "an den Termin", "que llame"). */
const LABEL_LEAD = new Set(['to', 'that', 'about', 'me', 'мне', 'что', 'чтобы', 'про', 'о', 'an', 'dass', 'zu', 'daran', 'que', 'de', 'para']);

const KIND_RE = '(timers?|reminders?|alarms?|таймер\\S*|напоминани\\S*|будильник\\S*|timer|erinnerung(?:en)?|wecker|temporizador(?:es)?|recordatorios?|alarmas?)';
const LIST_RES: [SkillLang, RegExp][] = [
  ['en', new RegExp(`^(?:what|which|list|show|read|tell me)(?: are| about)?(?: all)?(?: (?:my|the|of my))? ${KIND_RE}(?: (?:and|or) ${KIND_RE})?(?: (?:do i have|have i got|are (?:set|running|there|pending|active|left)|i have))?(?: set| running| pending)?$`)],
  ['en', new RegExp(`^(?:do i have|are there|have i got|any)(?: any)? ${KIND_RE}(?: set| running| pending)?$`)],
  ['en', /^how (?:much time|long) (?:is )?left(?: on (?:the|my) (timer))?$/],
  ['ru', new RegExp(`^(?:какие|покажи|перечисли|список|прочитай|назови)(?: у меня| мои| все)*(?: есть)? ${KIND_RE}(?: (?:и|или) ${KIND_RE})?(?: у меня)?(?: есть| стоят| поставлены| заведены)?$`)],
  ['ru', new RegExp(`^(?:есть ли|у меня есть|есть)(?: у меня)?(?: какие-нибудь| какие-то)? ${KIND_RE}$`)],
  ['ru', /^сколько (?:времени )?осталось(?: на (таймере))?$/],
  ['de', new RegExp(`^(?:welche|zeige?|zeig mir|liste|nenne)(?: mir)?(?: alle| meine| die)* ${KIND_RE}(?: (?:und|oder) ${KIND_RE})?(?: (?:habe ich|laufen|sind (?:gestellt|aktiv)|gibt es))?$`)],
  ['de', new RegExp(`^(?:habe ich|gibt es)(?: noch)?(?: einen| irgendwelche| eine)? ${KIND_RE}$`)],
  ['es', new RegExp(`^(?:que|cuales|muestrame|dime|lista|lee)(?: son)?(?: mis| los| las| todos mis| todas mis)? ${KIND_RE}(?: (?:y|o) ${KIND_RE})?(?: tengo| hay)?$`)],
  ['es', new RegExp(`^(?:tengo|hay)(?: algun| alguna| algunos| algunas)? ${KIND_RE}$`)],
];

const CANCEL_VERB = '(?:cancel|stop|delete|remove|clear|turn off|dismiss|отмени|отменить|удали|удалить|выключи|останови|сбрось|убери|losche|losch|stopp|stoppe|beende|entferne|cancela|cancelar|borra|borrar|elimina|eliminar|deten|para|quita|apaga)';
const CANCEL_FILLER = '(?: (?:all|of|the|my|все|всё|мои|мой|мою|alle|den|die|meine|meinen|todos|todas|los|las|el|la|mis|mi))*';
const CANCEL_RES: [SkillLang | undefined, RegExp][] = [
  [undefined, new RegExp(`^${CANCEL_VERB}${CANCEL_FILLER} ${KIND_RE}(?: (.+))?$`)],
  [undefined, new RegExp(`^${CANCEL_VERB}${CANCEL_FILLER} (.+?) ${KIND_RE}$`)],
  ['de', new RegExp(`^(?:den |die |alle )?${KIND_RE}(?: (.+?))? (?:abbrechen|stoppen|loschen|beenden|aus)$`)],
];
const ALL_WORDS = new Set(['all', 'все', 'всё', 'alle', 'todos', 'todas', 'everything']);
const QUERY_STOP = new Set(['the', 'my', 'a', 'to', 'for', 'about', 'on', 'and', 'на', 'про', 'о', 'мой', 'мою', 'den', 'die', 'der',
  'fur', 'an', 'el', 'la', 'de', 'mi', 'para', 'que']);

function kindOf(word: string | undefined): KindFilter {
  if (!word) return 'any';
  if (/^(?:remind|напоминани|erinnerung|recordatorio)/.test(word)) return 'reminder';
  return 'timer';
}

export function matchTimers(text: string): TimersIntent | null {
  const s = wordsToDigits(normalize(text));
  for (const [lang, re] of LIST_RES) {
    const m = re.exec(s);
    if (m) {
      // "What timers do I have" lists reminders too (people call both timers); "what reminders" lists reminders.
      const kind = kindOf(m[1]) === 'reminder' && !m[2] ? 'reminder' : 'any';
      return { type: 'list', lang, kind };
    }
  }
  for (const [fixedLang, re] of CANCEL_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const kindWord = re === CANCEL_RES[1]![1] ? m[2] : m[1];
    const rest = re === CANCEL_RES[1]![1] ? m[1] : m[2];
    const words = s.split(' ');
    const all = words.some((w) => ALL_WORDS.has(w));
    const query = (rest ?? '').split(' ').filter((w) => w && !QUERY_STOP.has(w) && !ALL_WORDS.has(w));
    return { type: 'cancel', lang: fixedLang ?? guessLang(s), kind: kindOf(kindWord), all, query };
  }
  for (const [lang, re] of SET_TIMER_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const durationMs = parseDuration(m[1]!.split(' '));
    if (durationMs !== null) return { type: 'setTimer', lang, durationMs };
  }
  for (const [lang, re] of REMIND_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const tokens = (m[1] ?? '').split(' ').filter(Boolean);
    const split = splitDue(tokens);
    let label = split ? split.label : tokens;
    while (label.length > 0 && LABEL_LEAD.has(label[0]!)) label = label.slice(1);
    const spoken = originalSpan(text, label) ?? label.join(' ');
    return { type: 'setReminder', lang, label: spoken, due: split ? split.due : null };
  }
  return null;
}

const TEXTS = {
  timerSet: {
    en: (d: string) => `Timer set for ${d}.`,
    ru: (d: string) => `Таймер на ${d} запущен.`,
    de: (d: string) => `Timer für ${d} läuft.`,
    es: (d: string) => `Temporizador de ${d} en marcha.`,
  },
  reminderSet: {
    en: (w: string, l: string) => `OK, I'll remind you ${w}: ${l}.`,
    ru: (w: string, l: string) => `Хорошо, напомню ${w}: ${l}.`,
    de: (w: string, l: string) => `Okay, ich erinnere dich ${w}: ${l}.`,
    es: (w: string, l: string) => `Vale, te lo recordaré ${w}: ${l}.`,
  },
  needWhen: {
    en: 'When should I remind you? For example: remind me to call mom at five.',
    ru: 'Когда напомнить? Например: напомни позвонить маме в пять.',
    de: 'Wann soll ich dich erinnern? Zum Beispiel: erinnere mich um fünf, Mama anzurufen.',
    es: '¿Cuándo te lo recuerdo? Por ejemplo: recuérdame llamar a mamá a las cinco.',
  },
  needWhat: {
    en: 'What should I remind you about?',
    ru: 'О чём напомнить?',
    de: 'Woran soll ich dich erinnern?',
    es: '¿Qué te recuerdo?',
  },
  past: {
    en: 'That time has already passed today.',
    ru: 'Это время сегодня уже прошло.',
    de: 'Diese Uhrzeit ist heute schon vorbei.',
    es: 'Esa hora ya pasó hoy.',
  },
  none: {
    en: 'You have no timers or reminders.',
    ru: 'У вас нет таймеров и напоминаний.',
    de: 'Du hast keine Timer oder Erinnerungen.',
    es: 'No tienes temporizadores ni recordatorios.',
  },
  listLead: { en: 'Pending', ru: 'Запланировано', de: 'Geplant', es: 'Pendiente' },
  cancelled: {
    en: (n: number) => (n === 1 ? 'Cancelled.' : `Cancelled ${n}.`),
    ru: (n: number) => (n === 1 ? 'Отменено.' : `Отменено: ${n}.`),
    de: (n: number) => (n === 1 ? 'Abgebrochen.' : `${n} abgebrochen.`),
    es: (n: number) => (n === 1 ? 'Cancelado.' : `Cancelados: ${n}.`),
  },
  ambiguous: {
    en: (n: number) => `You have ${n} of those. Say "cancel all", or name the one to cancel.`,
    ru: (n: number) => `Их ${n}. Скажите «отмени все» или назовите, какое отменить.`,
    de: (n: number) => `Es gibt ${n} davon. Sag „alle abbrechen“ oder nenne den richtigen.`,
    es: (n: number) => `Tienes ${n}. Di «cancela todos» o nombra cuál cancelar.`,
  },
} as const;

function pendingOf(ctx: SkillContext, kind: KindFilter): TimerRow[] {
  return ctx.store
    .listTimers()
    .filter((t) => t.state === 'pending' && (kind === 'any' || t.kind === kind))
    .sort((a, b) => a.dueAt - b.dueAt);
}

function handle(intent: TimersIntent, ctx: SkillContext): SkillReply {
  const { lang } = intent;
  const nowMs = ctx.now.getTime();
  switch (intent.type) {
    case 'setTimer': {
      const label = spokenDuration(intent.durationMs, lang);
      const row = ctx.store.addTimer({ kind: 'timer', label, dueAt: nowMs + intent.durationMs, createdAt: nowMs });
      ctx.timers?.schedule(row, lang);
      return { text: TEXTS.timerSet[lang](label), lang };
    }
    case 'setReminder': {
      if (!intent.label) return { text: TEXTS.needWhat[lang], lang };
      if (!intent.due) return { text: TEXTS.needWhen[lang], lang };
      const dueAt = resolveDue(intent.due, nowMs, ctx.timeZone);
      if (dueAt <= nowMs) return { text: TEXTS.past[lang], lang };
      const row = ctx.store.addTimer({ kind: 'reminder', label: intent.label, dueAt, createdAt: nowMs });
      ctx.timers?.schedule(row, lang);
      const when = intent.due.kind === 'relative'
        ? { en: 'in', ru: 'через', de: 'in', es: 'en' }[lang] + ' ' + spokenDuration(intent.due.ms, lang)
        : spokenWhen(dueAt, nowMs, ctx.timeZone, lang);
      return { text: TEXTS.reminderSet[lang](when, intent.label), lang };
    }
    case 'list': {
      const rows = pendingOf(ctx, intent.kind);
      if (rows.length === 0) return { text: TEXTS.none[lang], lang };
      const items = rows.map((r) => describePending(r, nowMs, ctx.timeZone, lang));
      return { text: `${TEXTS.listLead[lang]}: ${items.join('; ')}.`, lang };
    }
    case 'cancel': {
      let rows = pendingOf(ctx, intent.kind);
      if (intent.query.length > 0) {
        const named = rows.filter((r) => intent.query.every((q) => r.label.toLowerCase().includes(q)));
        if (named.length > 0 || !intent.all) rows = named;
      }
      if (rows.length === 0) return { text: TEXTS.none[lang], lang };
      if (rows.length > 1 && !intent.all) return { text: TEXTS.ambiguous[lang](rows.length), lang };
      for (const r of rows) {
        ctx.store.cancelTimer(r.id);
        ctx.timers?.cancel(r.id);
      }
      return { text: TEXTS.cancelled[lang](rows.length), lang };
    }
  }
}

export const timersSkill: Skill<TimersIntent> = { name: 'timers', match: matchTimers, handle };
