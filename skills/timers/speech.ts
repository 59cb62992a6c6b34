/**
 * Sentences about timers and reminders: durations ("1 hour and 30 minutes"), when something is due
 * ("tomorrow at 09:00"), and the announcement spoken when a timer fires. Shared by the timers skill and the
 * scheduler so a timer is described the same way when it is set, listed and announced.
 */
import type { SkillLang, TimerRow } from '../types.js';
import { joinList, plural, say } from '../text.js';
import { dayDiff, hhmm, wallClock } from '../clock.js';

/** Word forms per unit: "one|other" for en/de/es, "one|few|many" for ru (accusative: "на 1 минуту"). */
const UNIT_FORMS: Record<'day' | 'hour' | 'minute' | 'second', Record<SkillLang, string>> = {
  day: { en: 'day|days', ru: 'день|дня|дней', de: 'Tag|Tage', es: 'día|días', fr: 'jour|jours', it: 'giorno|giorni',
    uk: 'день|дні|днів', pt: 'dia|dias', nl: 'dag|dagen', pl: 'dzień|dni|dni' },
  hour: { en: 'hour|hours', ru: 'час|часа|часов', de: 'Stunde|Stunden', es: 'hora|horas', fr: 'heure|heures', it: 'ora|ore',
    uk: 'годину|години|годин', pt: 'hora|horas', nl: 'uur|uur', pl: 'godzinę|godziny|godzin' },
  minute: { en: 'minute|minutes', ru: 'минуту|минуты|минут', de: 'Minute|Minuten', es: 'minuto|minutos', fr: 'minute|minutes',
    it: 'minuto|minuti', uk: 'хвилину|хвилини|хвилин', pt: 'minuto|minutos', nl: 'minuut|minuten', pl: 'minutę|minuty|minut' },
  second: { en: 'second|seconds', ru: 'секунду|секунды|секунд', de: 'Sekunde|Sekunden', es: 'segundo|segundos', fr: 'seconde|secondes',
    it: 'secondo|secondi', uk: 'секунду|секунди|секунд', pt: 'segundo|segundos', nl: 'seconde|seconden', pl: 'sekundę|sekundy|sekund' },
};

/** Below this, remaining time is spoken in seconds; above it, whole minutes read better. */
const SPEAK_SECONDS_BELOW_MS = 120_000;

/**
 * "1 hour and 30 minutes", "10 минут", "2 Stunden", "45 segundos". `roundToMinutes` drops seconds (used for
 * time left on a long timer, where "9 minutes and 58 seconds" is noise).
 */
export function spokenDuration(ms: number, lang: SkillLang, roundToMinutes = false): string {
  let totalSeconds = Math.max(0, Math.round(ms / 1000));
  if (roundToMinutes && totalSeconds >= SPEAK_SECONDS_BELOW_MS / 1000) totalSeconds = Math.round(totalSeconds / 60) * 60;
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts: string[] = [];
  const push = (n: number, unit: keyof typeof UNIT_FORMS) => {
    if (n > 0) parts.push(`${n} ${plural(n, UNIT_FORMS[unit][lang], lang)}`);
  };
  push(days, 'day');
  push(hours, 'hour');
  push(minutes, 'minute');
  push(seconds, 'second');
  if (parts.length === 0) push(totalSeconds || 1, 'second');
  // Russian speaks "1 час 30 минут" without "и"; the others join with "and".
  return lang === 'ru' ? parts.join(' ') : joinList(parts, lang);
}

const AT: Record<SkillLang, string> = { en: 'at', ru: 'в', de: 'um', es: 'a las', fr: 'à', it: 'alle', uk: 'о', pt: 'às', nl: 'om', pl: 'o' };
const TOMORROW: Record<SkillLang, string> = {
  en: 'tomorrow', ru: 'завтра', de: 'morgen', es: 'mañana', fr: 'demain', it: 'domani', uk: 'завтра', pt: 'amanhã', nl: 'morgen', pl: 'jutro',
};

/** "at 17:00", "tomorrow at 09:00", "on March 7 at 09:00", in the zone's wall clock. */
export function spokenWhen(dueAt: number, nowMs: number, timeZone: string, lang: SkillLang): string {
  const due = wallClock(dueAt, timeZone);
  const at = lang === 'es' && due.hour === 1 ? 'a la' : AT[lang];
  const clock = `${at} ${hhmm(due)}`;
  const days = dayDiff(wallClock(nowMs, timeZone), due);
  if (days === 0) return clock;
  if (days === 1) return `${TOMORROW[lang]} ${clock}`;
  const parts: Record<string, string> = {};
  const f = new Intl.DateTimeFormat(lang, { timeZone, day: 'numeric', month: 'long' });
  for (const p of f.formatToParts(new Date(dueAt))) parts[p.type] = p.value;
  const { day, month } = parts;
  switch (lang) {
    case 'ru': return `${day} ${month} ${clock}`;
    case 'de': return `am ${day}. ${month} ${clock}`;
    case 'es': return `el ${day} de ${month} ${clock}`;
    case 'fr': return `le ${day} ${month} ${clock}`;
    case 'it': return `il ${day} ${month} ${clock}`;
    case 'uk': case 'pl': case 'nl': return `${day} ${month} ${clock}`;
    case 'pt': return `a ${day} de ${month} ${clock}`;
    default: return `on ${month} ${day} ${clock}`;
  }
}

/**
 * A timer's length in the reply language, from its row. (The label holds the same words in the language the
 * timer was set in; it serves as the language hint after a restart.)
 */
function timerLength(row: TimerRow, lang: SkillLang): string {
  return spokenDuration(row.dueAt - row.createdAt, lang);
}

/** "the pasta timer" / "a timer for 5 minutes", as a list or an answer names a timer. */
export function timerName(row: TimerRow, lang: SkillLang): string {
  if (row.name) {
    return say({ en: `the ${row.name} timer`, ru: `таймер «${row.name}»`, de: `der Timer „${row.name}“`, es: `el temporizador de ${row.name}` }, lang);
  }
  const length = timerLength(row, lang);
  return say({ en: `a timer for ${length}`, ru: `таймер на ${length}`, de: `ein Timer für ${length}`, es: `un temporizador de ${length}` }, lang);
}

/** Time left on a timer (paused ones keep theirs). */
export function timeLeftMs(row: TimerRow, nowMs: number): number {
  return row.state === 'paused' ? row.leftMs ?? 0 : row.dueAt - nowMs;
}

/** How a pending timer, reminder or alarm is read in a list. */
export function describePending(row: TimerRow, nowMs: number, timeZone: string, lang: SkillLang): string {
  if (row.kind === 'timer') {
    const left = spokenDuration(timeLeftMs(row, nowMs), lang, true);
    const name = timerName(row, lang);
    const paused = row.state === 'paused' ? say({ en: ' (paused)', ru: ' (на паузе)', de: ' (pausiert)', es: ' (en pausa)' }, lang) : '';
    switch (lang) {
      case 'ru': return `${name}, осталось ${left}${paused}`;
      case 'de': return `${name}, noch ${left}${paused}`;
      case 'es': return `${name}, quedan ${left}${paused}`;
      default: return `${name}, ${left} left${paused}`;
    }
  }
  if (row.kind === 'alarm') {
    const when = row.repeatDays ? `${repeatWords(row.repeatDays, lang)} ${AT[lang]} ${hhmm(wallClock(row.dueAt, timeZone))}` : spokenWhen(row.dueAt, nowMs, timeZone, lang);
    const word = say({ en: 'an alarm', ru: 'будильник', de: 'ein Wecker', es: 'una alarma' }, lang);
    return `${word} ${when}`;
  }
  return `${spokenWhen(row.dueAt, nowMs, timeZone, lang)}: ${row.label}`;
}

/** "every weekday", "по будням", "werktags", "entre semana"; a single day or any other mask is spelled out. */
export function repeatWords(mask: number, lang: SkillLang): string {
  if (mask === 0b1111111) return say({ en: 'every day', ru: 'каждый день', de: 'jeden Tag', es: 'todos los días' }, lang);
  if (mask === 0b0111110) return say({ en: 'every weekday', ru: 'по будням', de: 'werktags', es: 'entre semana' }, lang);
  if (mask === 0b1000001) return say({ en: 'at weekends', ru: 'по выходным', de: 'am Wochenende', es: 'los fines de semana' }, lang);
  // 2024-03-03 was a Sunday: day k of that week names weekday k.
  const names = [0, 1, 2, 3, 4, 5, 6].filter((d) => mask & (1 << d))
    .map((d) => new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 2, 3 + d))));
  const every = say({ en: 'every', ru: 'каждый', de: 'jeden', es: 'cada' }, lang);
  return `${every} ${joinList(names, lang)}`;
}

/** Late by more than this and the announcement says the reminder was missed (the daemon was off). */
export const MISSED_AFTER_MS = 60_000;

/** The sentence spoken when a timer or reminder fires. */
export function announcement(row: TimerRow, nowMs: number, timeZone: string, lang: SkillLang): string {
  const late = nowMs - row.dueAt > MISSED_AFTER_MS;
  const when = hhmm(wallClock(row.dueAt, timeZone));
  if (row.kind === 'alarm') {
    if (late) {
      return say({
        en: `While I was off, you missed the alarm at ${when}.`,
        ru: `Пока я был выключен, вы пропустили будильник на ${when}.`,
        de: `Während ich aus war, hast du den Wecker um ${when} verpasst.`,
        es: `Mientras estaba apagado, se te pasó la alarma de las ${when}.`,
      }, lang);
    }
    return say({
      en: `Wake up! It's ${when}, your alarm.`,
      ru: `Подъём! Сейчас ${when}, будильник.`,
      de: `Aufwachen! Es ist ${when}, dein Wecker.`,
      es: `¡Despierta! Son las ${when}, tu alarma.`,
    }, lang);
  }
  if (row.kind === 'timer' && row.name) {
    const name = timerName(row, lang);
    if (!late) return say({ en: `Time's up: ${name} is done.`, ru: `Время вышло: ${name}.`, de: `Die Zeit ist um: ${name} ist abgelaufen.`, es: `Se acabó el tiempo: ${name} terminó.` }, lang);
    return say({
      en: `While I was off, ${name} finished at ${when}.`,
      ru: `Пока я был выключен, в ${when} закончился ${name}.`,
      de: `Während ich aus war, ist um ${when} ${name} abgelaufen.`,
      es: `Mientras estaba apagado, a las ${when} terminó ${name}.`,
    }, lang);
  }
  if (row.kind === 'timer') {
    const length = timerLength(row, lang);
    const body = say({
      en: `Time's up: the timer for ${length} is done.`,
      ru: `Время вышло: таймер на ${length}.`,
      de: `Die Zeit ist um: der Timer für ${length} ist abgelaufen.`,
      es: `Se acabó el tiempo: el temporizador de ${length} terminó.`,
    }, lang);
    if (!late) return body;
    return say({
      en: `While I was off, a timer for ${length} finished at ${when}.`,
      ru: `Пока я был выключен, в ${when} закончился таймер на ${length}.`,
      de: `Während ich aus war, ist um ${when} ein Timer für ${length} abgelaufen.`,
      es: `Mientras estaba apagado, a las ${when} terminó un temporizador de ${length}.`,
    }, lang);
  }
  if (!late) return say({ en: 'Reminder', ru: 'Напоминание', de: 'Erinnerung', es: 'Recordatorio' }, lang) + `: ${row.label}.`;
  return say({
    en: `Missed reminder from ${when}: ${row.label}.`,
    ru: `Пропущенное напоминание на ${when}: ${row.label}.`,
    de: `Verpasste Erinnerung von ${when}: ${row.label}.`,
    es: `Recordatorio pendiente de las ${when}: ${row.label}.`,
  }, lang);
}
