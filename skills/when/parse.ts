/**
 * The time-expression grammar shared by reminders, alarms and dates. It reads normalized tokens with numbers
 * already in digits (skills/numbers.ts) and finds the spans that say when: a clock time ("6pm", "6:30 pm",
 * "18:30", "half past six", "quarter to seven", "halb sieben", "половина седьмого", "seis y media",
 * "noon"), a day ("tomorrow", "friday", "next friday", "July 4th", "4 июля", "el 25 de diciembre",
 * "christmas"), a part of the day ("in the evening", "утра", "de la tarde", "morgen früh"), a repeat
 * ("every weekday", "по будням", "werktags") or a relative time ("in an hour", "через 20 минут").
 *
 * The parts may come in any order and in separate places of a sentence ("remind me tomorrow to water the
 * plants at 9"): findWhen() collects every span, merges the ones that do not conflict, and returns the rest
 * of the tokens as the label. Each parse step looks at a bounded window of tokens, so the whole scan is
 * linear in the length of the text.
 */
import type { SkillLang } from '../types.js';
import { isDurationUnit, parseDuration } from '../timers/parse.js';
import {
  ALARM_PREPS, CLOCK_HALF_WORDS, CLOCK_MINUS_WORDS, CLOCK_PLUS_WORDS, CLOCK_PREPS, CLOCK_QUARTER_WORDS, DAY_PREPS, DAY_WORDS, EVERY_WORDS,
  HALF_TO_ORDINALS, HALF_TO_WORDS, HOLIDAYS, HOUR_ORDINALS, MIDNIGHT_WORDS, MONTH_WORDS, NEXT_AFTER, NEXT_PREPS, NOON_WORDS,
  OCLOCK_WORDS, ORDINAL_WORDS, PERIOD_WORDS, REPEAT_WORDS, RELATIVE_PREPS, RU_HOUR_ORDINALS, WEEKDAY_PLURALS, WEEKDAY_WORDS,
  type Period,
} from './lexicon.js';

export type DateSpec =
  | { kind: 'offset'; days: number }
  | { kind: 'weekday'; weekday: number; next: boolean }
  | { kind: 'monthDay'; month: number; day: number };

/** What a time expression said; every field optional, at least one set. */
export interface WhenSpec {
  relativeMs?: number;
  date?: DateSpec;
  hour?: number;
  minute?: number;
  period?: Period;
  /** Weekday bitmask (bit 0 = Sunday) for repeating alarms. */
  repeat?: number;
}

interface WhenOptions {
  /** Accept a bare hour and alarm prepositions ("alarm for 7", "Wecker 7 Uhr"): the frame says it is a time. */
  bareHour?: boolean;
  /**
   * The frame's language, where one form means different times: Dutch "half zeven" is 6:30, British English
   * "half seven" is 7:30 (and is not read at all without this).
   */
  lang?: SkillLang;
}

interface Step {
  end: number;
  apply: WhenSpec;
}

/** Longest phrase of up to this many tokens looked up in a table. */
const MAX_PHRASE_TOKENS = 4;
/** Longest duration read after "in" ("1 hour and 30 minutes" is five tokens). */
const MAX_DURATION_TOKENS = 7;

function phraseAt<V>(t: string[], i: number, table: Map<string, V> | Set<string>): { value: V | true; end: number } | null {
  for (let k = Math.min(MAX_PHRASE_TOKENS, t.length - i); k >= 1; k--) {
    const key = t.slice(i, i + k).join(' ');
    if (table instanceof Set) {
      if (table.has(key)) return { value: true, end: i + k };
    } else if (table.has(key)) return { value: table.get(key)!, end: i + k };
  }
  return null;
}

const asSet = (words: string[]) => new Set(words);
const CLOCK_PREP_SET = asSet(CLOCK_PREPS);
const ALARM_PREP_SET = asSet(ALARM_PREPS);
const DAY_PREP_SET = asSet(DAY_PREPS);
const RELATIVE_PREP_SET = asSet(RELATIVE_PREPS);

/** Words after a German "am" ("am Freitag", "am Abend", "am 4. Mai") that make it "on the", not a.m. */
const GERMAN_AM_NEXT = (tok: string | undefined): boolean =>
  tok !== undefined && (WEEKDAY_WORDS.has(tok) || /^(?:morgen|vormittag|mittag|nachmittag|abend|wochenende|\d{1,2})$/.test(tok));

const num = (tok: string | undefined): number | undefined => (tok !== undefined && /^\d{1,2}$/.test(tok) ? Number(tok) : undefined);

/** Splits "6pm", "6:30pm", "18h30", "4th", "1." into parts the grammar reads one by one. */
export function splitTimeTokens(tokens: string[]): string[] {
  const out: string[] = [];
  for (const tok of tokens) {
    const m = /^(\d{1,2})(?:[:.](\d{2}))?(am|pm|a|p|h)(\d{2})?$/.exec(tok);
    if (m) {
      out.push(m[2] !== undefined ? `${m[1]}:${m[2]}` : m[1]!);
      if (m[3] === 'h') {
        if (m[4] !== undefined) out.push(m[4]);
        else out.push('h');
      } else out.push(m[3]!.length === 1 ? `${m[3]}m` : m[3]!);
      continue;
    }
    const ord = /^(\d{1,2})(?:st|nd|rd|th|ое|го|е|-?го|-?е)$/.exec(tok);
    if (ord) {
      out.push(ord[1]!);
      continue;
    }
    out.push(tok);
  }
  return out;
}

/** An hour and minute written with digits: "6", "18:30", "6 30". */
function digitsClock(t: string[], i: number): { hour: number; minute: number; end: number; explicit: boolean } | null {
  const tok = t[i];
  if (tok === undefined) return null;
  const colon = /^(\d{1,2})[:.](\d{2})$/.exec(tok);
  if (colon) return { hour: Number(colon[1]), minute: Number(colon[2]), end: i + 1, explicit: true };
  // numbers.ts reads "seis y media" and "шесть с половиной" as 6.5: half past.
  const half = /^(\d{1,2})\.5$/.exec(tok);
  if (half) return { hour: Number(half[1]), minute: 30, end: i + 1, explicit: true };
  const hour = num(tok);
  if (hour === undefined) return null;
  let end = i + 1;
  let minute = 0;
  let explicit = false;
  // "18 uhr 30", "6 часов 30 минут", "6 o'clock"
  const oclock = phraseAt(t, end, OCLOCK_WORDS);
  if (oclock) {
    end = oclock.end;
    explicit = true;
  }
  const mm = t[end];
  if (mm !== undefined && /^\d{2}$/.test(mm) && Number(mm) < 60 && t[end + 1] !== undefined && /^(?:minutes?|mins?|минут[аы]?|minuten?|minutos?)$/.test(t[end + 1]!)) {
    return { hour, minute: Number(mm), end: end + 2, explicit: true };
  }
  if (mm !== undefined && /^\d{2}$/.test(mm) && Number(mm) < 60 && !/^(?:minutes?|mins?|hours?|минут\S*|час\S*|minuten?|stunden?|minutos?|horas?)$/.test(t[end + 1] ?? '')) {
    return { hour, minute: Number(mm), end: end + 1, explicit: true };
  }
  // "seis y media", "six heures et demie", "sette e mezza", "siete menos cuarto", "otto meno un quarto", "seis y 20"
  const plus = CLOCK_PLUS_WORDS.has(t[end] ?? '');
  if (plus || CLOCK_MINUS_WORDS.has(t[end] ?? '')) {
    const sign = plus ? 1 : -1;
    const quarter = phraseAt(t, end + 1, CLOCK_QUARTER_WORDS);
    const what = t[end + 1];
    const m = CLOCK_HALF_WORDS.has(what ?? '') ? 30 : quarter ? 15 : num(what);
    if (m !== undefined && m < 60 && !(sign < 0 && m === 30)) {
      const total = hour * 60 + sign * m;
      const h = Math.floor(((total + 1440) % 1440) / 60);
      return { hour: h === 0 && hour === 1 ? 0 : h, minute: ((total % 60) + 60) % 60, end: quarter ? quarter.end : end + 2, explicit: true };
    }
  }
  return { hour, minute, end, explicit };
}

/** Phrases counting from an hour: "half past 6", "quarter to 7", "20 past 6", "halb 7", "viertel vor 7", "без четверти 7". */
function phraseClock(t: string[], i: number, opts: WhenOptions): { hour: number; minute: number; end: number } | null {
  const a = t[i];
  const b = t[i + 1];
  const c = t[i + 2];
  const before = (h: number, m: number) => ({ hour: (h + 23) % 24, minute: 60 - m });
  // English
  if ((a === 'half' || a === 'quarter' || num(a) !== undefined) && (b === 'past' || b === 'after' || b === 'to' || b === 'till' || b === 'before')) {
    const m = a === 'half' ? 30 : a === 'quarter' ? 15 : num(a)!;
    const h = num(c);
    if (h === undefined || m >= 60 || (a === 'half' && b !== 'past')) return null;
    return b === 'past' || b === 'after' ? { hour: h, minute: m, end: i + 3 } : { ...before(h, m), end: i + 3 };
  }
  if (a === 'a' && b === 'quarter' && (c === 'past' || c === 'to')) {
    const h = num(t[i + 3]);
    if (h === undefined) return null;
    return c === 'past' ? { hour: h, minute: 15, end: i + 4 } : { ...before(h, 15), end: i + 4 };
  }
  // Dutch: "half zeven" is half before seven, "kwart over zeven", "kwart voor zeven", "10 over 7"
  if (a === 'half' && opts.lang === 'nl') {
    const h = num(b);
    return h === undefined ? null : { hour: (h + 23) % 24, minute: 30, end: i + 2 };
  }
  if ((a === 'kwart' || num(a) !== undefined) && (b === 'over' || b === 'voor') && num(c) !== undefined) {
    const m = a === 'kwart' ? 15 : num(a)!;
    const h = num(c)!;
    if (m >= 60) return null;
    return b === 'over' ? { hour: h, minute: m, end: i + 3 } : { ...before(h, m), end: i + 3 };
  }
  // Ukrainian and Polish: "пів на восьму", "wpół do ósmej" (7:30); the ordinal hour alone is read in clockStep.
  const halfTo = phraseAt(t, i, HALF_TO_WORDS);
  if (halfTo) {
    const h = HALF_TO_ORDINALS.get(t[halfTo.end] ?? '');
    return h === undefined ? null : { hour: h - 1, minute: 30, end: halfTo.end + 1 };
  }
  // German
  if (a === 'halb') {
    const h = num(b);
    return h === undefined ? null : { hour: (h + 23) % 24, minute: 30, end: i + 2 };
  }
  if (a === 'dreiviertel') {
    const h = num(b);
    return h === undefined ? null : { ...before(h, 15), end: i + 2 };
  }
  if ((a === 'viertel' || num(a) !== undefined) && (b === 'nach' || b === 'vor')) {
    const m = a === 'viertel' ? 15 : num(a)!;
    const h = num(c);
    if (h === undefined || m >= 60) return null;
    return b === 'nach' ? { hour: h, minute: m, end: i + 3 } : { ...before(h, m), end: i + 3 };
  }
  // Russian: "половина седьмого", "в половине седьмого", "пол седьмого", "четверть седьмого", "без четверти семь"
  if (a === 'половина' || a === 'половину' || a === 'половине' || a === 'пол') {
    const h = RU_HOUR_ORDINALS.get(b ?? '');
    return h === undefined ? null : { hour: h - 1, minute: 30, end: i + 2 };
  }
  if (a === 'четверть') {
    const h = RU_HOUR_ORDINALS.get(b ?? '');
    return h === undefined ? null : { hour: h - 1, minute: 15, end: i + 2 };
  }
  if (a === 'без' && (b === 'четверти' || num(b) !== undefined)) {
    let j = i + 2;
    if (b !== 'четверти' && /^минут/.test(t[j] ?? '')) j++;
    const h = num(t[j]);
    if (h === undefined) return null;
    return { ...before(h, b === 'четверти' ? 15 : num(b)!), end: j + 1 };
  }
  return null;
}

function clockStep(t: string[], i: number, opts: WhenOptions): Step | null {
  let j = i;
  const prep = phraseAt(t, j, CLOCK_PREP_SET) ?? (opts.bareHour ? phraseAt(t, j, ALARM_PREP_SET) : null);
  if (prep) j = prep.end;
  if (phraseAt(t, j, NOON_WORDS)) return { end: phraseAt(t, j, NOON_WORDS)!.end, apply: { hour: 12, minute: 0, period: 'pm' } };
  if (phraseAt(t, j, MIDNIGHT_WORDS)) return { end: phraseAt(t, j, MIDNIGHT_WORDS)!.end, apply: { hour: 0, minute: 0, period: 'am' } };
  const phrase = phraseClock(t, j, opts);
  if (phrase) return { end: phrase.end, apply: { hour: phrase.hour, minute: phrase.minute } };
  // "о сьомій", "o siódmej": an ordinal hour, only after the preposition.
  const ordinal = prep ? HOUR_ORDINALS.get(t[j] ?? '') : undefined;
  if (ordinal !== undefined) {
    // "o siódmej trzydzieści", "о сьомій 15": minutes may follow.
    const mm = t[j + 1] !== undefined && /^\d{2}$/.test(t[j + 1]!) && Number(t[j + 1]) < 60 ? Number(t[j + 1]) : undefined;
    const apply: WhenSpec = { hour: ordinal, minute: mm ?? 0 };
    if (mm !== undefined) j++;
    const period = phraseAt(t, j + 1, PERIOD_WORDS);
    if (period && period.value !== true) {
      apply.period = period.value.period;
      if (period.value.day !== undefined) apply.date = { kind: 'offset', days: period.value.day };
      return { end: period.end, apply };
    }
    return { end: j + 1, apply };
  }
  const d = digitsClock(t, j);
  if (!d || d.hour > 24 || d.minute > 59) return null;
  let period = phraseAt(t, d.end, PERIOD_WORDS);
  // German "um 5 am Freitag": that "am" is "on the", not a.m.
  if (period && t[d.end] === 'am' && period.end === d.end + 1 && GERMAN_AM_NEXT(t[d.end + 1])) period = null;
  // A bare number is a time only after "at"/"um"/"в", with am/pm or a colon, or where the frame says so.
  if (!prep && !d.explicit && !period && !opts.bareHour) return null;
  // "в 5 минут" / "at 5 minutes" is not a clock time.
  if (/^(?:minutes?|mins?|seconds?|hours?|минут\S*|секунд\S*|minuten?|sekunden?|minutos?|segundos?|horas?|stunden?)$/.test(t[d.end] ?? '') ||
    (isDurationUnit(t[d.end]) && !phraseAt(t, d.end, OCLOCK_WORDS))) return null;
  const apply: WhenSpec = { hour: d.hour % 24, minute: d.minute };
  if (period && d.hour <= 12) {
    apply.period = period.value === true ? undefined : period.value.period;
    if (period.value !== true && period.value.day !== undefined) apply.date = { kind: 'offset', days: period.value.day };
    return { end: period.end, apply };
  }
  return { end: d.end, apply };
}

function dateStep(t: string[], i: number): Step | null {
  let j = i;
  let next = false;
  const prep = phraseAt(t, j, DAY_PREP_SET);
  if (prep) {
    next = NEXT_PREPS.has(t.slice(i, prep.end).join(' '));
    j = prep.end;
  }
  const day = phraseAt(t, j, DAY_WORDS);
  if (day && day.value !== true) {
    // German "morgen früh" and Spanish "mañana por la mañana" are periods with a day: let periodStep read them.
    if ((phraseAt(t, j, PERIOD_WORDS)?.end ?? 0) > day.end) return null;
    return { end: day.end, apply: { date: { kind: 'offset', days: day.value } } };
  }
  const wd = phraseAt(t, j, WEEKDAY_WORDS);
  if (wd && wd.value !== true) {
    let end = wd.end;
    const after = phraseAt(t, end, NEXT_AFTER);
    if (after) {
      next = true;
      end = after.end;
    }
    return { end, apply: { date: { kind: 'weekday', weekday: wd.value, next } } };
  }
  const holiday = phraseAt(t, j, HOLIDAYS);
  if (holiday && holiday.value !== true) {
    return { end: holiday.end, apply: { date: { kind: 'monthDay', month: holiday.value[0], day: holiday.value[1] } } };
  }
  return monthDayStep(t, j);
}

/** "july 4", "4 july", "4 of july", "4 июля", "4 de julio", "the fourth of july". */
function monthDayStep(t: string[], j: number): Step | null {
  const dayNum = (tok: string | undefined) => num(tok) ?? ORDINAL_WORDS.get(tok ?? '');
  const month = (tok: string | undefined) => MONTH_WORDS.get(tok ?? '');
  const valid = (m: number, d: number) => d >= 1 && d <= 31 && m >= 1;
  const m1 = month(t[j]);
  if (m1 !== undefined) {
    let k = j + 1;
    if (t[k] === 'the') k++;
    const d = dayNum(t[k]);
    if (d !== undefined && valid(m1, d)) return { end: k + 1, apply: { date: { kind: 'monthDay', month: m1, day: d } } };
    return null;
  }
  const d = dayNum(t[j]);
  if (d === undefined) return null;
  let k = j + 1;
  if (t[k] === 'of' || t[k] === 'de') k++;
  const m2 = month(t[k]);
  if (m2 !== undefined && valid(m2, d)) return { end: k + 1, apply: { date: { kind: 'monthDay', month: m2, day: d } } };
  return null;
}

function periodStep(t: string[], i: number): Step | null {
  const p = phraseAt(t, i, PERIOD_WORDS);
  if (!p || p.value === true) return null;
  // "am" alone is German for "on the" far more often than it is a.m.; it counts only after a number.
  if (t[i] === 'am' && p.end === i + 1) return null;
  const apply: WhenSpec = { period: p.value.period };
  if (p.value.day !== undefined) apply.date = { kind: 'offset', days: p.value.day };
  return { end: p.end, apply };
}

function repeatStep(t: string[], i: number): Step | null {
  const r = phraseAt(t, i, REPEAT_WORDS);
  if (r && r.value !== true) return { end: r.end, apply: { repeat: r.value } };
  let j = i;
  const every = phraseAt(t, j, EVERY_WORDS);
  if (t[j] === 'on' || t[j] === 'по') j++;
  else if (every) j = every.end;
  const plural = phraseAt(t, j, WEEKDAY_PLURALS);
  if (plural && plural.value !== true) return { end: plural.end, apply: { repeat: 1 << plural.value } };
  if (every && !(t[i] === 'los' && j === i + 1 && !WEEKDAY_WORDS.has(t[j] ?? ''))) {
    const wd = phraseAt(t, j, WEEKDAY_WORDS);
    if (wd && wd.value !== true) return { end: wd.end, apply: { repeat: 1 << wd.value } };
  }
  return null;
}

function relativeStep(t: string[], i: number): Step | null {
  const prep = phraseAt(t, i, RELATIVE_PREP_SET);
  const from = prep ? prep.end : i;
  for (let k = Math.min(MAX_DURATION_TOKENS, t.length - from); k >= 1; k--) {
    const ms = parseDuration(t.slice(from, from + k));
    if (ms === null) continue;
    let end = from + k;
    const tail = t.slice(end, end + 2).join(' ');
    const fromNow = tail === 'from now' || tail === 'von jetzt' ? 2 : t[end] === 'later' || t[end] === 'спустя' ? 1 : 0;
    if (!prep && fromNow === 0) return null;
    end += fromNow;
    return { end, apply: { relativeMs: ms } };
  }
  return null;
}

/** Whether two partial specs can describe one moment (no field said twice). */
function compatible(a: WhenSpec, b: WhenSpec): boolean {
  if (a.relativeMs !== undefined || b.relativeMs !== undefined) return Object.keys(a).length === 0 || Object.keys(b).length === 0;
  return (['date', 'hour', 'period', 'repeat'] as const).every((k) => a[k] === undefined || b[k] === undefined);
}

/** Reads one contiguous time expression starting at i; null if none starts there. */
function parseWhenAt(t: string[], i: number, opts: WhenOptions = {}): { spec: WhenSpec; end: number } | null {
  const rel = relativeStep(t, i);
  if (rel) return { spec: rel.apply, end: rel.end };
  const spec: WhenSpec = {};
  let j = i;
  for (;;) {
    let step: Step | null = null;
    for (const parse of [repeatStep, periodStep, (tt: string[], k: number) => clockStep(tt, k, opts), dateStep]) {
      const s = parse(t, j);
      if (s && s.end > j && compatible(spec, s.apply)) {
        step = s;
        break;
      }
    }
    if (!step) break;
    Object.assign(spec, step.apply);
    j = step.end;
    if (t[j] === 'and' || t[j] === ',') j++;
  }
  if (j === i) return null;
  if (t[j - 1] === 'and') j--;
  return { spec, end: j };
}

interface WhenFound {
  spec: WhenSpec;
  /** The tokens that are not part of any time expression, in order: a reminder's label. */
  rest: string[];
}

/**
 * Finds every time expression in `tokens` and merges the compatible ones ("tomorrow ... at 9"). Null when
 * there is none. Tokens must be normalized, with numbers in digits; see splitTimeTokens for "6pm".
 */
export function findWhen(tokens: string[], opts: WhenOptions = {}): WhenFound | null {
  const t = splitTimeTokens(tokens);
  let spec: WhenSpec | null = null;
  const rest: string[] = [];
  let i = 0;
  while (i < t.length) {
    const found = parseWhenAt(t, i, opts);
    if (found && (spec === null || compatible(spec, found.spec))) {
      spec = { ...(spec ?? {}), ...found.spec };
      i = found.end;
    } else {
      rest.push(t[i]!);
      i++;
    }
  }
  return spec === null ? null : { spec, rest };
}
