/**
 * The time and date skill: "what time is it", "what's the date today", "который час", "какое сегодня число",
 * "wie spät ist es", "qué hora es", and the time in a named city ("what time is it in Tokyo",
 * "сколько времени в Нью-Йорке"). Only whole-sentence frames match, so "what time does the Louvre open"
 * stays a world question; an unknown city also passes (the world stages may know it).
 */
import type { Skill, CoreLang } from '../types.js';
import { normalize } from '../text.js';
import { dayDiff, hhmm, wallClock } from '../clock.js';
import { findAmbiguous, findCity, type AmbiguousPlace, type City } from './cities.js';

type TimeIntent =
  | { type: 'time'; lang: CoreLang; city?: City }
  | { type: 'date'; lang: CoreLang }
  | { type: 'ambiguous'; lang: CoreLang; name: string; places: AmbiguousPlace[] };

/** Frames for the time; group 1, when present, is the city phrase. */
const TIME_FRAMES: [CoreLang, RegExp][] = [
  ['en', /^(?:(?:what(?:'s| is|s)?|tell me) the (?:current |exact )?time|what time is it|what time(?:'s| is) it|(?:the )?(?:current )?time|do you (?:know|have) the time)(?: now| right now)?(?: (?:in|at) (.+?))?(?: now| right now)?$/],
  ['ru', /^(?:который (?:сейчас )?час|сколько (?:сейчас )?(?:времени|время)|какое (?:сейчас )?время|скажи (?:который час|время|сколько времени)|время)(?: сейчас)?(?: (?:в|во) (.+?))?(?: сейчас)?$/],
  ['de', /^(?:wie spat ist es|wie viel uhr ist es|wieviel uhr ist es|wie spat|uhrzeit|wie viel uhr)(?: jetzt| gerade)?(?: in (.+?))?(?: jetzt| gerade)?$/],
  ['es', /^(?:que hora es|que horas son|dime la hora|la hora|hora)(?: ahora)?(?: en (.+?))?(?: ahora)?$/],
];

const DATE_FRAMES: [CoreLang, RegExp][] = [
  ['en', /^(?:what(?:'s| is|s)? (?:the |today's |todays )?date(?: today)?|what day is (?:it|today)(?: today)?|what day of the week is (?:it|today)|what(?:'s| is) today|(?:today's|todays) date|what is today's date)$/],
  ['ru', /^(?:какое (?:сегодня |сейчас )?число(?: сегодня)?|какой (?:сегодня )?день(?: недели)?(?: сегодня)?|какая (?:сегодня )?дата(?: сегодня)?|какое сегодня число)$/],
  ['de', /^(?:welcher tag ist (?:heute|es)|welches datum (?:ist heute|haben wir(?: heute)?)|der wievielte ist heute|den wievielten haben wir(?: heute)?|was ist heute fur ein tag|welcher wochentag ist (?:heute|es)|was fur ein tag ist heute)$/],
  ['es', /^(?:que dia es hoy|que fecha es hoy|que dia es|cual es la fecha(?: de hoy)?|a que (?:fecha )?estamos(?: hoy)?|a cuantos estamos(?: hoy)?)$/],
];

function matchTime(text: string): TimeIntent | null {
  const s = normalize(text);
  for (const [lang, re] of DATE_FRAMES) if (re.test(s)) return { type: 'date', lang };
  for (const [lang, re] of TIME_FRAMES) {
    const m = re.exec(s);
    if (!m) continue;
    if (m[1] === undefined) return { type: 'time', lang };
    const city = findCity(m[1]);
    if (city) return { type: 'time', lang, city };
    const places = findAmbiguous(m[1]);
    return places ? { type: 'ambiguous', lang, name: m[1], places } : null;
  }
  return null;
}

function weekdayName(epochMs: number, timeZone: string, lang: CoreLang): string {
  return new Intl.DateTimeFormat(lang, { timeZone, weekday: 'long' }).format(new Date(epochMs));
}

/** "Tuesday, March 5, 2024" spelled the way each language says it. */
function spokenDate(epochMs: number, timeZone: string, lang: CoreLang): string {
  const parts: Record<string, string> = {};
  const f = new Intl.DateTimeFormat(lang, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  for (const p of f.formatToParts(new Date(epochMs))) parts[p.type] = p.value;
  const { weekday, day, month, year } = parts;
  switch (lang) {
    case 'ru': return `${weekday}, ${day} ${month} ${year} года`;
    case 'de': return `${weekday}, der ${day}. ${month} ${year}`;
    case 'es': return `${weekday}, ${day} de ${month} de ${year}`;
    default: return `${weekday}, ${month} ${day}, ${year}`;
  }
}

function timeSentence(clock: string, hour: number, lang: CoreLang): string {
  switch (lang) {
    case 'ru': return `Сейчас ${clock}`;
    case 'de': return `Es ist ${clock}`;
    case 'es': return hour === 1 ? `Es la ${clock}` : `Son las ${clock}`;
    default: return `It's ${clock}`;
  }
}

function citySentence(city: City, clock: string, hour: number, lang: CoreLang): string {
  switch (lang) {
    case 'ru': return `В ${city.name.ru} сейчас ${clock}`;
    case 'de': return `In ${city.name.de} ist es ${clock}`;
    case 'es': return `En ${city.name.es} ${hour === 1 ? 'es la' : 'son las'} ${clock}`;
    default: return `In ${city.name.en} it's ${clock}`;
  }
}

function cap(s: string): string {
  return s.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
}

export const timeSkill: Skill<TimeIntent> = {
  name: 'time',
  match: matchTime,
  handle(intent, ctx) {
    const { lang } = intent;
    const nowMs = ctx.now.getTime();
    if (intent.type === 'ambiguous') {
      // Several places share the name: say the time in each (they may differ) and ask which one was meant.
      const each = intent.places.map((p) => `${p.label} ${hhmm(wallClock(nowMs, p.zone))}`).join('; ');
      const text = intent.places.length === 1 ? each : {
        en: `There is more than one ${cap(intent.name)}: ${each}. Which one did you mean?`,
        ru: `Мест с таким названием несколько: ${each}. Какое вы имели в виду?`,
        de: `Es gibt mehrere Orte namens ${cap(intent.name)}: ${each}. Welchen meinst du?`,
        es: `Hay más de un ${cap(intent.name)}: ${each}. ¿Cuál querías decir?`,
      }[lang];
      return { text, lang };
    }
    if (intent.type === 'date') {
      const date = spokenDate(nowMs, ctx.timeZone, lang);
      const lead = { en: 'Today is', ru: 'Сегодня', de: 'Heute ist', es: 'Hoy es' }[lang];
      return { text: `${lead} ${date}.`, lang };
    }
    if (!intent.city) {
      const w = wallClock(nowMs, ctx.timeZone);
      return { text: `${timeSentence(hhmm(w), w.hour, lang)}.`, lang };
    }
    const there = wallClock(nowMs, intent.city.zone);
    const sentence = citySentence(intent.city, hhmm(there), there.hour, lang);
    // Say the weekday when the city is already on another day than home ("it's 02:00, Wednesday").
    const otherDay = dayDiff(wallClock(nowMs, ctx.timeZone), there) !== 0;
    const suffix = otherDay ? `, ${weekdayName(nowMs, intent.city.zone, lang)}` : '';
    return { text: `${sentence}${suffix}.`, lang };
  },
};
