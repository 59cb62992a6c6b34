/**
 * Dates: "what day is it tomorrow", "what's the date next friday", "what day of the week is July 4th",
 * "how many days until Christmas", "how many days until my birthday", "what week is it"; in Russian, German
 * and Spanish too ("какой день недели будет 9 мая", "wie viele Tage bis Weihnachten", "qué semana es").
 *
 * A question is a frame ("what day is", "сколько дней до", "welcher Wochentag ist") plus a date expression
 * read by the shared grammar (skills/when/): the rest of the sentence must be nothing but that date, so
 * "what day did the Titanic sink" stays a world question. The birthday comes from the owner's notes
 * (personal, local; "my birthday is on May 3").
 */
import type { Skill, SkillContext, SkillLang, SkillReply } from '../types.js';
import { guessLang, normalize, say, refineCyrillic } from '../text.js';
import { wordsToDigits } from '../numbers.js';
import { wallClock } from '../clock.js';
import { findWhen, splitTimeTokens, type DateSpec } from '../when/parse.js';
import { resolveDate, type CalendarDay } from '../when/resolve.js';

type DatesIntent =
  | { type: 'dateOf'; lang: SkillLang; date: DateSpec; ask: 'date' | 'weekday' }
  | { type: 'daysUntil'; lang: SkillLang; date: DateSpec | 'birthday' }
  | { type: 'week'; lang: SkillLang };

/**
 * Frames whose first matched group is the date expression. A frame marked `today` also stands alone ("quel
 * jour sommes-nous", "який сьогодні день": the date word is inside the frame or not said).
 */
const DATE_OF: [SkillLang, 'date' | 'weekday', RegExp, 'today'?][] = [
  ['en', 'weekday', /^(?:what|which) day of the week (?:is|was|will be|will it be|falls on|does) (.+?)(?: fall on| be)?(?: this year)?$/],
  ['en', 'weekday', /^(?:what|which) day (?:is it|is|will it be|will be|does|was) (.+?)(?: fall on| be)?(?: this year)?$/],
  ['en', 'date', /^(?:what(?:'s| is|s) the date|what date is it|what date is|what(?:'s| is|s) the date of|what will the date be|what date will it be|what's the date on|what is the date on) (.+)$/],
  ['en', 'date', /^(?:what(?:'s| is|s)|when is) (.+?)(?:'s|s)? date$/],
  ['ru', 'weekday', /^(?:какой|какой же) (?:будет |был )?день недели (?:будет |был )?(.+)$/],
  ['ru', 'weekday', /^(?:какой|какой же) (?:будет )?день (?:будет )?(.+)$/],
  ['ru', 'date', /^(?:какое|какое же) (?:будет )?число (?:будет )?(.+)$|^какая (?:будет )?дата (?:будет )?(.+)$/],
  ['de', 'weekday', /^(?:welcher|was fur ein) (?:wochentag|tag) (?:ist|war|wird|fallt auf) (.+?)(?: sein)?$|^auf welchen (?:wochentag|tag) fallt (.+)$/],
  ['de', 'date', /^(?:welches datum|der wievielte) (?:ist|wird|war) (.+?)(?: sein)?$|^den wievielten haben wir (.+)$/],
  ['es', 'weekday', /^(?:que|cual) dia de la semana (?:es|sera|cae|fue) (.+)$|^que dia (?:es|sera|cae|fue) (.+)$/],
  ['es', 'date', /^(?:que fecha|cual es la fecha|que fecha sera) (?:es |de )?(.+)$/],
  ['fr', 'weekday', /^(?:quel jour (?:sommes-nous|sommes nous|on est|est-on|serons-nous|sera-t-il|sera|est|est-il)|on est quel jour)(?: (.+))?$/, 'today'],
  ['fr', 'date', /^(?:quelle est la date|quelle date (?:sommes-nous|serons-nous|est-on|sera-t-il|est-il)|on est le combien)(?: (?:de |d')?(.+))?$/, 'today'],
  ['it', 'weekday', /^(?:che|quale) giorno (?:e|sara)(?: (.+))?$|^che giorno della settimana (?:e|sara|cade)(?: (.+))?$/, 'today'],
  ['it', 'date', /^(?:che data (?:e|sara)|qual e la data(?: di)?|quanti ne abbiamo)(?: (.+))?$/, 'today'],
  ['uk', 'weekday', /^який(?: (сьогодні|завтра|післязавтра))? день(?: тижня)?(?: (?:буде|був))?(?: (.+))?$/, 'today'],
  ['uk', 'date', /^яке(?: (сьогодні|завтра|післязавтра))? (?:буде )?число(?: (.+))?$|^яка(?: (сьогодні|завтра))? дата(?: (.+))?$/, 'today'],
  ['pt', 'weekday', /^(?:que|qual) dia (?:e|sera)(?: (.+))?$|^(?:que|qual) dia da semana (?:e|sera|cai)(?: (.+))?$/, 'today'],
  ['pt', 'date', /^(?:qual e a data|que data e|que data sera)(?: (?:de )?(.+))?$/, 'today'],
  ['nl', 'weekday', /^(?:welke|wat voor) dag is het(?: (.+))?$|^welke dag is (.+)$|^wat is het voor dag(?: (.+))?$/, 'today'],
  ['nl', 'date', /^(?:welke datum|de hoeveelste) is het(?: (.+))?$|^wat is de datum(?: van)?(?: (.+))?$/, 'today'],
  ['pl', 'weekday', /^(?:jaki|który)(?: (dziś|dzisiaj|jutro))? (?:jest |będzie )?dzień(?: tygodnia)?(?: (?:jest|będzie|był))?(?: (.+))?$/, 'today'],
  ['pl', 'date', /^(?:jaka|która)(?: (dziś|dzisiaj|jutro))? (?:jest |będzie )?data(?: (?:jest|będzie))?(?: (.+))?$/, 'today'],
];
const DAYS_UNTIL: [SkillLang, RegExp][] = [
  ['en', /^how (?:many days|long|many sleeps) (?:is it |are there |is there |left |remain |do i have )?(?:until|till|til|to|before) (.+?)(?: left)?$/],
  ['ru', /^сколько (?:дней )?(?:осталось |остается |еще )?(?:дней )?до (.+)$/],
  ['de', /^wie (?:viele tage|lange)(?: ist es| sind es| dauert es)?(?: noch)? bis (?:zu |zum |zur )?(.+)$/],
  ['es', /^(?:cuantos dias|cuanto) (?:faltan |quedan |falta |queda )?(?:para|hasta) (?:el |la )?(.+)$/],
];
const WEEK_RES: [SkillLang, RegExp][] = [
  ['en', /^(?:what|which)(?: calendar)? week(?: number)? (?:is it|is this|are we in|of the year is it)(?: now| today)?$|^what(?:'s| is|s) the(?: current)? week number$|^week number$/],
  ['ru', /^(?:какая|какой) (?:сейчас |сегодня )?(?:неделя|номер недели)(?: по счету| года| сейчас)?$|^какая сейчас неделя(?: года)?$/],
  ['de', /^(?:welche|in welcher) (?:kalenderwoche|kw|woche) (?:ist|haben wir|sind wir)(?: heute| gerade| jetzt)?$/],
  ['es', /^(?:que|en que) (?:semana|numero de semana) (?:es|estamos)(?: hoy)?$|^que semana es$/],
];
const BIRTHDAY_RE = /^(?:my|mine|мой|моего|моему|meinem|meinen|mein|mi) (?:birthday|bday|дня рождения|день рождения|др|geburtstag|cumpleanos)$/;
const BIRTHDAY_WORDS = ['birthday', 'рождени', 'geburtstag', 'cumple'];

/** The date a phrase names when the phrase is nothing but a date ("tomorrow", "next friday", "July 4th"). */
function onlyDate(phrase: string): DateSpec | null {
  const tokens = phrase.split(' ').filter((w) => !['the', 'it', 'on', 'be', 'der', 'am', 'el', 'la', 'будет'].includes(w));
  const found = findWhen(tokens);
  if (!found || found.rest.length > 0 || !found.spec.date || found.spec.hour !== undefined) return null;
  return found.spec.date;
}

/** The parsed request, or null; Russian-looking frames with Ukrainian letters answer in Ukrainian. */
function matchDates(text: string): DatesIntent | null {
  return refineCyrillic(matchDatesRaw(text), text);
}

function matchDatesRaw(text: string): DatesIntent | null {
  const s = wordsToDigits(normalize(text));
  for (const [lang, re] of WEEK_RES) if (re.test(s)) return { type: 'week', lang };
  for (const [lang, re] of DAYS_UNTIL) {
    const m = re.exec(s);
    if (!m) continue;
    if (BIRTHDAY_RE.test(m[1]!)) return { type: 'daysUntil', lang, date: 'birthday' };
    const date = onlyDate(m[1]!);
    if (date) return { type: 'daysUntil', lang, date };
  }
  // A weekday said alone ("next friday", "am nächsten Freitag", "el próximo viernes") asks for its date. Holidays
  // and months alone stay world questions ("halloween" is more often about the holiday than its date).
  const alone = onlyDate(s);
  if (alone?.kind === 'weekday') return { type: 'dateOf', lang: guessLang(s), date: alone, ask: 'date' };
  for (const [lang, ask, re, bare] of DATE_OF) {
    const m = re.exec(s);
    const phrase = m?.slice(1).find((g) => g !== undefined);
    if (m && !phrase && bare === 'today') return { type: 'dateOf', lang, date: { kind: 'offset', days: 0 }, ask };
    if (!phrase) continue;
    const date = onlyDate(phrase);
    if (date) return { type: 'dateOf', lang, date, ask };
  }
  return null;
}

function epochOf(day: CalendarDay): number {
  return Date.UTC(day.year, day.month - 1, day.day, 12);
}

/** "Wednesday, March 6", spelled per language (the year only when it is not this year). */
function spokenDay(day: CalendarDay, lang: SkillLang, withYear: boolean): string {
  const opts: Intl.DateTimeFormatOptions = { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' };
  if (withYear) opts.year = 'numeric';
  const parts: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat(lang, opts).formatToParts(new Date(epochOf(day)))) parts[p.type] = p.value;
  const y = withYear ? ` ${parts.year}` : '';
  switch (lang) {
    case 'ru': return `${parts.weekday}, ${parts.day} ${parts.month}${withYear ? `${y} года` : ''}`;
    case 'de': return `${parts.weekday}, der ${parts.day}. ${parts.month}${y}`;
    case 'es': case 'pt': return `${parts.weekday}, ${parts.day} de ${parts.month}${withYear ? ` de${y}` : ''}`;
    case 'fr': case 'it': case 'nl': return `${parts.weekday} ${parts.day} ${parts.month}${y}`;
    case 'uk': case 'pl': return `${parts.weekday}, ${parts.day} ${parts.month}${y}`;
    default: return `${parts.weekday}, ${parts.month} ${parts.day}${withYear ? `,${y}` : ''}`;
  }
}

/** ISO 8601 week number of a calendar day. */
export function isoWeek(day: CalendarDay): number {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day));
  const weekday = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

const TEXTS = {
  days: {
    en: (n: number, d: string) => (n === 0 ? `That's today: ${d}.` : `${n} ${n === 1 ? 'day' : 'days'}, until ${d}.`),
    ru: (n: number, d: string) => (n === 0 ? `Это сегодня: ${d}.` : `Осталось дней: ${n}, до ${d}.`),
    de: (n: number, d: string) => (n === 0 ? `Das ist heute: ${d}.` : `Noch ${n} ${n === 1 ? 'Tag' : 'Tage'}, bis ${d}.`),
    es: (n: number, d: string) => (n === 0 ? `Es hoy: ${d}.` : `Faltan ${n} ${n === 1 ? 'día' : 'días'}, hasta el ${d}.`),
  },
  noBirthday: {
    en: "I don't know your birthday yet. Tell me, for example: remember that my birthday is on May 3.",
    ru: 'Я пока не знаю ваш день рождения. Скажите, например: запомни, что мой день рождения 3 мая.',
    de: 'Deinen Geburtstag kenne ich noch nicht. Sag zum Beispiel: merk dir, dass mein Geburtstag am 3. Mai ist.',
    es: 'Aún no sé tu cumpleaños. Dime, por ejemplo: recuerda que mi cumpleaños es el 3 de mayo.',
  },
  week: { en: (n: number) => `It's week ${n}.`, ru: (n: number) => `Сейчас ${n}-я неделя.`, de: (n: number) => `Wir haben Kalenderwoche ${n}.`, es: (n: number) => `Estamos en la semana ${n}.` },
} as const;

/** The owner's birthday from their notes: a note that mentions a birthday and contains a date. */
function birthdayOf(ctx: SkillContext): DateSpec | null {
  for (const q of ['birthday', 'день рождения', 'Geburtstag', 'cumpleaños']) {
    for (const note of ctx.store.searchNotes(q, 5)) {
      const s = normalize(note.text);
      if (!BIRTHDAY_WORDS.some((w) => s.includes(w))) continue;
      const found = findWhen(splitTimeTokens(wordsToDigits(s).split(' ')));
      if (found?.spec.date?.kind === 'monthDay') return found.spec.date;
    }
  }
  return null;
}

function handle(intent: DatesIntent, ctx: SkillContext): SkillReply {
  const { lang } = intent;
  const today = wallClock(ctx.now.getTime(), ctx.timeZone);
  const todayDay = { year: today.year, month: today.month, day: today.day };
  if (intent.type === 'week') return { text: say(TEXTS.week, lang)(isoWeek(todayDay)), lang };
  if (intent.type === 'daysUntil') {
    const spec = intent.date === 'birthday' ? birthdayOf(ctx) : intent.date;
    if (spec === null) return { text: say(TEXTS.noBirthday, lang), lang };
    const day = resolveDate(spec, today);
    const n = Math.round((epochOf(day) - epochOf(todayDay)) / 86_400_000);
    return { text: say(TEXTS.days, lang)(n, spokenDay(day, lang, day.year !== today.year)), lang };
  }
  const day = resolveDate(intent.date, today);
  const spoken = spokenDay(day, lang, day.year !== today.year);
  return { text: `${spoken.charAt(0).toUpperCase()}${spoken.slice(1)}.`, lang };
}

export const datesSkill: Skill<DatesIntent> = { name: 'dates', match: matchDates, handle };
