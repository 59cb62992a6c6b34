/**
 * Timers and reminders: set ("set a timer for ten minutes", "set a pasta timer for 5 minutes", "remind me to
 * call my mother at 6:30pm", "напомни позвонить маме в пять", "stell einen Timer auf zehn Minuten",
 * "recuérdame llamar a mamá a las cinco"), list, ask what is left ("how long is left on the pasta timer"),
 * add or take time, pause and resume, and cancel. Rows live in the store; the TimerScheduler announces them
 * when due, also after a restart. The grammar is in match.ts.
 *
 * Cancelling with several candidates and no "all" or name does not guess: it names them and asks which,
 * and the next turn ("all of them", "the first one", "the pasta one") answers that question, because
 * cancelling the wrong kitchen timer is worse than one more sentence.
 */
import type { PendingQuestion, Skill, SkillContext, SkillLang, SkillReply, TimerRow } from '../types.js';
import { normalize, say } from '../text.js';
import { readReply } from '../followups.js';
import { resolveWhen } from '../when/resolve.js';
import { FOLLOW_UP_TTL_MS } from '../followups.js';
import { describePending, spokenDuration, spokenWhen, timeLeftMs, timerName } from './speech.js';
import { matchTimers, type KindFilter, type TimersIntent } from './match.js';

export { matchTimers, type TimersIntent } from './match.js';

const TEXTS = {
  timerSet: {
    en: (d: string) => `Timer set for ${d}.`,
    ru: (d: string) => `Таймер на ${d} запущен.`,
    de: (d: string) => `Timer für ${d} läuft.`,
    es: (d: string) => `Temporizador de ${d} en marcha.`,
    fr: (d: string) => `Minuteur de ${d} lancé.`,
    it: (d: string) => `Timer di ${d} avviato.`,
    uk: (d: string) => `Таймер на ${d} запущено.`,
    pt: (d: string) => `Temporizador de ${d} iniciado.`,
    nl: (d: string) => `Timer van ${d} loopt.`,
    pl: (d: string) => `Minutnik na ${d} uruchomiony.`,
  },
  namedTimerSet: {
    en: (n: string, d: string) => `${cap(n)} timer set for ${d}.`,
    ru: (n: string, d: string) => `Таймер «${n}» на ${d} запущен.`,
    de: (n: string, d: string) => `Timer „${n}“ für ${d} läuft.`,
    es: (n: string, d: string) => `Temporizador de ${n} de ${d} en marcha.`,
    fr: (n: string, d: string) => `Minuteur « ${n} » de ${d} lancé.`,
    it: (n: string, d: string) => `Timer «${n}» di ${d} avviato.`,
    uk: (n: string, d: string) => `Таймер «${n}» на ${d} запущено.`,
    pt: (n: string, d: string) => `Temporizador «${n}» de ${d} iniciado.`,
    nl: (n: string, d: string) => `Timer „${n}” van ${d} loopt.`,
    pl: (n: string, d: string) => `Minutnik „${n}” na ${d} uruchomiony.`,
  },
  reminderSet: {
    en: (w: string, l: string) => `OK, I'll remind you ${w}: ${l}.`,
    ru: (w: string, l: string) => `Хорошо, напомню ${w}: ${l}.`,
    de: (w: string, l: string) => `Okay, ich erinnere dich ${w}: ${l}.`,
    es: (w: string, l: string) => `Vale, te lo recordaré ${w}: ${l}.`,
    fr: (w: string, l: string) => `D'accord, je vous le rappellerai ${w} : ${l}.`,
    it: (w: string, l: string) => `Va bene, te lo ricorderò ${w}: ${l}.`,
    uk: (w: string, l: string) => `Добре, нагадаю ${w}: ${l}.`,
    pt: (w: string, l: string) => `Está bem, vou lembrar-te ${w}: ${l}.`,
    nl: (w: string, l: string) => `Oké, ik herinner je ${w}: ${l}.`,
    pl: (w: string, l: string) => `Dobrze, przypomnę ${w}: ${l}.`,
  },
  needWhen: {
    en: 'When should I remind you? For example: remind me to call mom at five.',
    ru: 'Когда напомнить? Например: напомни позвонить маме в пять.',
    de: 'Wann soll ich dich erinnern? Zum Beispiel: erinnere mich um fünf, Mama anzurufen.',
    es: '¿Cuándo te lo recuerdo? Por ejemplo: recuérdame llamar a mamá a las cinco.',
    fr: 'Quand dois-je vous le rappeler ? Par exemple : rappelle-moi d’appeler maman à cinq heures.',
    it: 'Quando devo ricordartelo? Per esempio: ricordami di chiamare la mamma alle cinque.',
    uk: 'Коли нагадати? Наприклад: нагадай подзвонити мамі о п’ятій.',
    pt: 'Quando devo lembrar-te? Por exemplo: lembra-me de ligar à mãe às cinco.',
    nl: 'Wanneer moet ik je eraan herinneren? Bijvoorbeeld: herinner me eraan om vijf uur mama te bellen.',
    pl: 'Kiedy mam ci przypomnieć? Na przykład: przypomnij mi o piątej, żeby zadzwonić do mamy.',
  },
  needWhat: { en: 'What should I remind you about?', ru: 'О чём напомнить?', de: 'Woran soll ich dich erinnern?', es: '¿Qué te recuerdo?',
    fr: 'De quoi dois-je vous rappeler ?', it: 'Cosa devo ricordarti?', uk: 'Про що нагадати?', pt: 'Do que devo lembrar-te?',
    nl: 'Waaraan moet ik je herinneren?', pl: 'O czym mam przypomnieć?' },
  past: {
    en: 'That time has already passed today.',
    ru: 'Это время сегодня уже прошло.',
    de: 'Diese Uhrzeit ist heute schon vorbei.',
    es: 'Esa hora ya pasó hoy.',
    fr: 'Cette heure est déjà passée aujourd’hui.',
    it: 'Quell’ora oggi è già passata.',
    uk: 'Цей час сьогодні вже минув.',
    pt: 'Essa hora já passou hoje.',
    nl: 'Dat tijdstip is vandaag al voorbij.',
    pl: 'Ta godzina już dziś minęła.',
  },
  none: {
    en: 'You have no timers or reminders.',
    ru: 'У вас нет таймеров и напоминаний.',
    de: 'Du hast keine Timer oder Erinnerungen.',
    es: 'No tienes temporizadores ni recordatorios.',
    fr: "Vous n'avez ni minuteur ni rappel.",
    it: 'Non hai timer né promemoria.',
    uk: 'У вас немає таймерів і нагадувань.',
    pt: 'Não tens temporizadores nem lembretes.',
    nl: 'Je hebt geen timers of herinneringen.',
    pl: 'Nie masz minutników ani przypomnień.',
  },
  noReminders: {
    en: (n: number) => `You have no reminders, but ${n === 1 ? 'one timer is' : `${n} timers are`} running.`,
    ru: (n: number) => `Напоминаний нет, но таймеров запущено: ${n}.`,
    de: (n: number) => `Du hast keine Erinnerungen, aber ${n === 1 ? 'ein Timer läuft' : `${n} Timer laufen`}.`,
    es: (n: number) => `No tienes recordatorios, pero hay ${n === 1 ? 'un temporizador' : `${n} temporizadores`} en marcha.`,
  },
  noTimer: { en: 'No timer is running.', ru: 'Таймеры не запущены.', de: 'Es läuft kein Timer.', es: 'No hay ningún temporizador en marcha.',
    fr: 'Aucun minuteur ne tourne.', it: 'Nessun timer è in funzione.', uk: 'Таймери не запущені.', pt: 'Nenhum temporizador está a correr.',
    nl: 'Er loopt geen timer.', pl: 'Żaden minutnik nie jest włączony.' },
  listLead: { en: 'Pending', ru: 'Запланировано', de: 'Geplant', es: 'Pendiente' },
  cancelled: {
    en: (n: number) => (n === 1 ? 'Cancelled.' : `Cancelled ${n}.`),
    ru: (n: number) => (n === 1 ? 'Отменено.' : `Отменено: ${n}.`),
    de: (n: number) => (n === 1 ? 'Abgebrochen.' : `${n} abgebrochen.`),
    es: (n: number) => (n === 1 ? 'Cancelado.' : `Cancelados: ${n}.`),
    fr: (n: number) => (n === 1 ? 'Annulé.' : `Annulés : ${n}.`),
    it: (n: number) => (n === 1 ? 'Annullato.' : `Annullati: ${n}.`),
    uk: (n: number) => (n === 1 ? 'Скасовано.' : `Скасовано: ${n}.`),
    pt: (n: number) => (n === 1 ? 'Cancelado.' : `Cancelados: ${n}.`),
    nl: (n: number) => (n === 1 ? 'Geannuleerd.' : `${n} geannuleerd.`),
    pl: (n: number) => (n === 1 ? 'Anulowano.' : `Anulowano: ${n}.`),
  },
  which: {
    en: (n: number, l: string) => `You have ${n} of those: ${l}. Which one? Say "all", "the first one", or name it.`,
    ru: (n: number, l: string) => `Их ${n}: ${l}. Какое отменить? Скажите «все», «первый» или назовите.`,
    de: (n: number, l: string) => `Es gibt ${n} davon: ${l}. Welchen? Sag „alle“, „den ersten“ oder nenne ihn.`,
    es: (n: number, l: string) => `Tienes ${n}: ${l}. ¿Cuál? Di «todos», «el primero» o nómbralo.`,
  },
  whichTimer: {
    en: (l: string) => `Which timer: ${l}? Name it, for example "the pasta timer".`,
    ru: (l: string) => `Какой таймер: ${l}? Назовите его.`,
    de: (l: string) => `Welcher Timer: ${l}? Nenne ihn.`,
    es: (l: string) => `¿Qué temporizador: ${l}? Nómbralo.`,
  },
  kept: { en: 'OK, I left them as they are.', ru: 'Хорошо, оставляю как есть.', de: 'Okay, ich lasse sie, wie sie sind.', es: 'Vale, los dejo como están.',
    fr: "D'accord, je n'y touche pas.", it: 'Va bene, li lascio come sono.', uk: 'Гаразд, залишаю як є.', pt: 'Está bem, deixo-os como estão.',
    nl: 'Oké, ik laat ze zoals ze zijn.', pl: 'Dobrze, zostawiam je bez zmian.' },
  left: {
    en: (n: string, d: string) => `${cap(n)}: ${d} left.`,
    ru: (n: string, d: string) => `${cap(n)}: осталось ${d}.`,
    de: (n: string, d: string) => `${cap(n)}: noch ${d}.`,
    es: (n: string, d: string) => `${cap(n)}: quedan ${d}.`,
  },
  adjusted: {
    en: (n: string, d: string) => `Done. ${cap(n)} now has ${d} left.`,
    ru: (n: string, d: string) => `Готово. ${cap(n)}: осталось ${d}.`,
    de: (n: string, d: string) => `Erledigt. ${cap(n)}: noch ${d}.`,
    es: (n: string, d: string) => `Hecho. ${cap(n)}: quedan ${d}.`,
  },
  paused: { en: (n: string) => `Paused ${n}.`, ru: (n: string) => `${cap(n)} на паузе.`, de: (n: string) => `${cap(n)} pausiert.`, es: (n: string) => `${cap(n)} en pausa.` },
  resumed: {
    en: (n: string, d: string) => `Resumed ${n}: ${d} left.`,
    ru: (n: string, d: string) => `${cap(n)} продолжает: осталось ${d}.`,
    de: (n: string, d: string) => `${cap(n)} läuft weiter: noch ${d}.`,
    es: (n: string, d: string) => `${cap(n)} sigue: quedan ${d}.`,
  },
} as const;

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function openRows(ctx: SkillContext, kind: KindFilter | 'timer'): TimerRow[] {
  return ctx.store
    .listTimers()
    .filter((t) => (t.state === 'pending' || t.state === 'paused') && t.kind !== 'alarm' && (kind === 'any' || t.kind === kind))
    .sort((a, b) => a.dueAt - b.dueAt);
}

/** The timer a request names ("the pasta timer"), or the only one; null when none or several fit. */
function pickTimer(ctx: SkillContext, name: string[]): TimerRow | 'none' | 'several' {
  const timers = openRows(ctx, 'timer');
  const named = name.length > 0 ? timers.filter((t) => name.every((w) => normalize(t.name ?? '').includes(w))) : timers;
  if (named.length === 1) return named[0]!;
  return named.length === 0 ? 'none' : 'several';
}

interface CancelQuestion {
  ids: number[];
  lang: SkillLang;
}

/** Cancels rows in the store and the scheduler (timers, reminders and alarms alike). */
export function cancelInStore(ctx: SkillContext, rows: TimerRow[]): void {
  for (const r of rows) {
    ctx.store.cancelTimer(r.id);
    ctx.timers?.cancel(r.id);
  }
}

function cancelRows(ctx: SkillContext, rows: TimerRow[], lang: SkillLang): SkillReply {
  cancelInStore(ctx, rows);
  return { text: say(TEXTS.cancelled, lang)(rows.length), lang };
}

function handle(intent: TimersIntent, ctx: SkillContext): SkillReply {
  const { lang } = intent;
  const nowMs = ctx.now.getTime();
  switch (intent.type) {
    case 'setTimer': {
      const length = spokenDuration(intent.durationMs, lang);
      const row = ctx.store.addTimer({ kind: 'timer', label: length, name: intent.name, lang, dueAt: nowMs + intent.durationMs, createdAt: nowMs });
      ctx.timers?.schedule(row, lang);
      return { text: intent.name ? say(TEXTS.namedTimerSet, lang)(intent.name, length) : say(TEXTS.timerSet, lang)(length), lang };
    }
    case 'setReminder': {
      if (!intent.label) return { text: say(TEXTS.needWhat, lang), lang };
      if (!intent.due) return { text: say(TEXTS.needWhen, lang), lang };
      const dueAt = resolveWhen(intent.due, nowMs, ctx.timeZone);
      if (dueAt <= nowMs) return { text: say(TEXTS.past, lang), lang };
      const row = ctx.store.addTimer({ kind: 'reminder', label: intent.label, lang, dueAt, createdAt: nowMs });
      ctx.timers?.schedule(row, lang);
      const when = intent.due.relativeMs !== undefined
        ? say({ en: 'in', ru: 'через', de: 'in', es: 'en', fr: 'dans', it: 'tra', uk: 'через', pt: 'daqui a', nl: 'over', pl: 'za' }, lang) + ' ' + spokenDuration(intent.due.relativeMs, lang) + ` (${spokenWhen(dueAt, nowMs, ctx.timeZone, lang)})`
        : spokenWhen(dueAt, nowMs, ctx.timeZone, lang);
      return { text: say(TEXTS.reminderSet, lang)(when, intent.label), lang };
    }
    case 'list': {
      const rows = openRows(ctx, intent.kind);
      if (rows.length === 0) {
        const timers = openRows(ctx, 'timer').length;
        return { text: intent.kind === 'reminder' && timers > 0 ? say(TEXTS.noReminders, lang)(timers) : say(TEXTS.none, lang), lang };
      }
      const items = rows.map((r) => describePending(r, nowMs, ctx.timeZone, lang));
      return { text: `${say(TEXTS.listLead, lang)}: ${items.join('; ')}.`, lang };
    }
    case 'timeLeft':
    case 'adjust':
    case 'pause':
    case 'resume':
      return manage(intent, ctx);
    case 'cancel': {
      let rows = openRows(ctx, intent.kind);
      if (intent.query.length > 0) {
        const named = rows.filter((r) => intent.query.every((q) => `${r.label} ${r.name ?? ''}`.toLowerCase().includes(q)));
        if (named.length > 0 || !intent.all) rows = named;
      }
      if (rows.length === 0) return { text: say(TEXTS.none, lang), lang };
      if (rows.length > 1 && !intent.all) {
        const data: CancelQuestion = { ids: rows.map((r) => r.id), lang };
        if (ctx.clientId !== undefined) ctx.followUps?.set(ctx.clientId, { skill: 'timers', data, expiresAt: nowMs + FOLLOW_UP_TTL_MS });
        const listed = rows.map((r) => describePending(r, nowMs, ctx.timeZone, lang)).join('; ');
        return { text: say(TEXTS.which, lang)(rows.length, listed), lang };
      }
      return cancelRows(ctx, rows, lang);
    }
  }
}

function manage(intent: Extract<TimersIntent, { type: 'timeLeft' | 'adjust' | 'pause' | 'resume' }>, ctx: SkillContext): SkillReply {
  const { lang } = intent;
  const nowMs = ctx.now.getTime();
  const picked = pickTimer(ctx, intent.name);
  if (picked === 'none') return { text: say(TEXTS.noTimer, lang), lang };
  if (picked === 'several') {
    if (intent.type === 'timeLeft') {
      const items = openRows(ctx, 'timer').map((r) => describePending(r, nowMs, ctx.timeZone, lang));
      return { text: `${say(TEXTS.listLead, lang)}: ${items.join('; ')}.`, lang };
    }
    const listed = openRows(ctx, 'timer').map((r) => timerName(r, lang)).join('; ');
    return { text: say(TEXTS.whichTimer, lang)(listed), lang };
  }
  const row = picked;
  const name = timerName(row, lang);
  const left = timeLeftMs(row, nowMs);
  switch (intent.type) {
    case 'timeLeft':
      return { text: say(TEXTS.left, lang)(name, spokenDuration(left, lang, true)), lang };
    case 'adjust': {
      const newLeft = Math.max(1000, left + intent.deltaMs);
      if (row.state === 'paused') ctx.store.updateTimer(row.id, { leftMs: newLeft });
      else {
        ctx.store.updateTimer(row.id, { dueAt: nowMs + newLeft });
        ctx.timers?.schedule({ ...row, dueAt: nowMs + newLeft }, lang);
      }
      return { text: say(TEXTS.adjusted, lang)(name, spokenDuration(newLeft, lang, true)), lang };
    }
    case 'pause':
      if (row.state === 'paused') return { text: say(TEXTS.paused, lang)(name), lang };
      ctx.store.updateTimer(row.id, { state: 'paused', leftMs: left });
      ctx.timers?.cancel(row.id);
      return { text: say(TEXTS.paused, lang)(name), lang };
    case 'resume': {
      const dueAt = nowMs + left;
      ctx.store.updateTimer(row.id, { state: 'pending', dueAt, leftMs: null });
      ctx.timers?.schedule({ ...row, state: 'pending', dueAt }, lang);
      return { text: say(TEXTS.resumed, lang)(name, spokenDuration(left, lang, true)), lang };
    }
  }
}

/** Answers "which one?" after an ambiguous cancel: all, an ordinal, a name, or no. */
function followUp(text: string, question: PendingQuestion, ctx: SkillContext): SkillReply | null {
  const { ids, lang } = question.data as CancelQuestion;
  const rows = openRows(ctx, 'any').filter((r) => ids.includes(r.id));
  const reply = readReply(text);
  if (reply === 'no') return { text: say(TEXTS.kept, lang), lang };
  if (reply === 'all') return rows.length === 0 ? { text: say(TEXTS.none, lang), lang } : cancelRows(ctx, rows, lang);
  if (reply !== null && reply !== 'yes') {
    const n = reply.nth < 0 ? rows.length - 1 : reply.nth - 1;
    const row = rows[n];
    return row ? cancelRows(ctx, [row], lang) : null;
  }
  // "the pasta one", "call mom": words that pick out exactly one of them.
  const words = normalize(text).split(' ').filter((w) => w.length > 2 && !['the', 'one', 'that', 'der', 'die', 'den', 'los', 'las'].includes(w));
  const named = rows.filter((r) => words.length > 0 && words.every((w) => normalize(`${r.label} ${r.name ?? ''}`).includes(w)));
  return named.length === 1 ? cancelRows(ctx, named, lang) : null;
}

export const timersSkill: Skill<TimersIntent> = { name: 'timers', match: matchTimers, handle, followUp };
