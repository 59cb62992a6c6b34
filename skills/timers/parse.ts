/**
 * Parsing for the timers skill: durations ("10 minutes", "1.5 часа", "eine Stunde und 20 Minuten"), the
 * time a reminder is due ("at 5", "tomorrow at 9", "в 17:30", "um fünf Uhr", "a las cinco de la tarde",
 * "in 20 minutes", "через полчаса"), and choosing the actual instant in the configured zone.
 * Input is normalized text with numbers already turned into digits (see numbers.ts). Pure functions.
 */
import { wallClock, zonedToEpoch } from '../clock.js';

const UNIT_MS: [RegExp, number][] = [
  [/^(?:seconds?|secs?|s|sekunden?|sek|segundos?|seg|секунд[ауы]?|секундочк[уи]|сек)$/, 1000],
  [/^(?:minutes?|mins?|m|minuten?|minutos?|минут[ауы]?|минутк[иу]|минуток|мин)$/, 60_000],
  [/^(?:hours?|hrs?|h|stunden?|std|horas?|час|часа|часов|часик|часика|ч)$/, 3_600_000],
  [/^(?:days?|tage?n?|dias?|день|дня|дней|сутки|суток)$/, 86_400_000],
];
/** Words meaning "one" before a unit: "a minute", "eine Stunde", "un minuto". */
const ONE_WORDS = new Set(['a', 'an', 'one', 'ein', 'eine', 'einen', 'un', 'una', 'uno']);
const JOINERS = new Set(['and', 'и', 'und', 'y']);

/** Longest timer accepted (a typo like "1000 hours" should not sit in the store for years). */
export const MAX_DURATION_MS = 366 * 86_400_000;

function unitMs(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  for (const [re, ms] of UNIT_MS) if (re.test(token)) return ms;
  return undefined;
}

/** Reads a whole token list as a duration, e.g. ["1", "hour", "and", "30", "minutes"]; null if it is not one. */
export function parseDuration(tokens: string[]): number | null {
  let total = 0;
  let i = 0;
  let parts = 0;
  while (i < tokens.length) {
    if (parts > 0 && JOINERS.has(tokens[i]!)) i++;
    const tok = tokens[i];
    let qty: number | undefined;
    if (tok !== undefined && /^\d+(?:\.\d+)?$/.test(tok)) {
      qty = Number(tok);
      i++;
    } else if (tok !== undefined && ONE_WORDS.has(tok)) {
      qty = 1;
      i++;
    }
    const ms = unitMs(tokens[i]);
    // A bare unit means one of it ("через час", "eine Minute" already handled): only Russian says it bare.
    if (ms === undefined) return null;
    total += (qty ?? 1) * ms;
    i++;
    parts++;
  }
  if (parts === 0 || total <= 0 || total > MAX_DURATION_MS) return null;
  return Math.round(total);
}

/** When a reminder is due, as parsed: either relative to now, or a wall-clock time on some day. */
export type DueSpec =
  | { kind: 'relative'; ms: number }
  | { kind: 'clock'; dayOffset?: number; hour?: number; minute: number; period?: 'am' | 'pm' | 'night' };

const DAY_WORDS: Record<string, number> = {
  today: 0, tonight: 0, tomorrow: 1, сегодня: 0, завтра: 1, послезавтра: 2, heute: 0, morgen: 1, ubermorgen: 2,
  hoy: 0, manana: 1, 'pasado manana': 2, 'day after tomorrow': 2, 'the day after tomorrow': 2,
};
const PERIODS: Record<string, 'am' | 'pm' | 'night'> = {
  am: 'am', 'a m': 'am', 'in the morning': 'am', утра: 'am', morgens: 'am', fruh: 'am', vormittags: 'am',
  'am morgen': 'am', 'de la manana': 'am', 'de la madrugada': 'night',
  pm: 'pm', 'p m': 'pm', 'in the afternoon': 'pm', 'in the evening': 'pm', tonight: 'pm', дня: 'pm', вечера: 'pm',
  nachmittags: 'pm', abends: 'pm', 'am nachmittag': 'pm', 'am abend': 'pm', 'de la tarde': 'pm', 'de la noche': 'night',
  'at night': 'night', ночи: 'night', nachts: 'night',
};
const alt = (words: string[]) => words.sort((a, b) => b.length - a.length).join('|');
const DAY = `(${alt(Object.keys(DAY_WORDS))})`;
const PERIOD = `(${alt(Object.keys(PERIODS))})`;
const AT = '(?:at|в|во|um|a las|a la)';
const OCLOCK = "(?:o'clock|oclock|o clock|uhr|час|часа|часов|h|hours|horas|sharp)";
const CLOCK = `${AT} (\\d{1,2})(?:[:.](\\d{2})| (\\d{2}))?(?: ${OCLOCK})?(?: ${PERIOD})?`;
/** [day] at H[:MM] [o'clock] [period] [day], or a day word alone. Groups: day, H, MM, MM, period, day. */
const CLOCK_SPEC = `(?:${DAY} )?(?:${CLOCK})?(?: ${DAY})?`;
const SUFFIX_RE = new RegExp(`(?:^| )${CLOCK_SPEC}$`);
const PREFIX_RE = new RegExp(`^${CLOCK_SPEC}(?= |$)`);
const RELATIVE_WORDS = [['in'], ['через'], ['en'], ['dentro', 'de'], ['within']];

function clockSpec(m: RegExpExecArray): DueSpec | null {
  const [, day1, h, mm1, mm2, period, day2] = m;
  const day = day1 ?? day2;
  if (h === undefined && day === undefined) return null;
  const spec: DueSpec = { kind: 'clock', minute: Number(mm1 ?? mm2 ?? 0) };
  if (day !== undefined) spec.dayOffset = DAY_WORDS[day];
  if (h !== undefined) spec.hour = Number(h);
  if (period !== undefined) spec.period = PERIODS[period];
  else if (day === 'tonight') spec.period = 'pm';
  if ((spec.hour ?? 0) > 23 || spec.minute > 59) return null;
  return spec;
}

/**
 * Finds when-words at the end or the start of a reminder's text and returns them with the rest (the label).
 * "call my mother at 5" -> clock 5:00, label "call my mother"; "in 20 minutes take the cake out" -> 20 min.
 */
export function splitDue(tokens: string[]): { due: DueSpec; label: string[] } | null {
  const n = tokens.length;
  // Relative: "... in 20 minutes" or "in 20 minutes ...".
  for (const rel of RELATIVE_WORDS) {
    for (let i = 0; i + rel.length < n; i++) {
      if (!rel.every((w, k) => tokens[i + k] === w)) continue;
      const after = tokens.slice(i + rel.length);
      const tail = parseDuration(after);
      if (tail !== null) return { due: { kind: 'relative', ms: tail }, label: tokens.slice(0, i) };
      if (i !== 0) continue;
      for (let j = after.length - 1; j >= 1; j--) {
        const head = parseDuration(after.slice(0, j));
        if (head !== null) return { due: { kind: 'relative', ms: head }, label: after.slice(j) };
      }
    }
  }
  const text = tokens.join(' ');
  const suffix = SUFFIX_RE.exec(text);
  if (suffix && suffix[0].trim().length > 0) {
    const due = clockSpec(suffix);
    if (due) return { due, label: text.slice(0, suffix.index).split(' ').filter(Boolean) };
  }
  const prefix = PREFIX_RE.exec(text);
  if (prefix && prefix[0].length > 0) {
    const due = clockSpec(prefix);
    if (due) return { due, label: text.slice(prefix[0].length).split(' ').filter(Boolean) };
  }
  return null;
}

/** Hour used when only a day is given ("remind me tomorrow to ..."). */
const DEFAULT_HOUR = 9;
/** Hour used for "tonight" without a time. */
const TONIGHT_HOUR = 20;

function hour24(hour: number, period: 'am' | 'pm' | 'night'): number {
  if (period === 'am') return hour === 12 ? 0 : hour;
  if (period === 'pm') return hour < 12 ? hour + 12 : hour;
  // Night: "1 ночи" is 01:00, "11 ночи" is 23:00, "12 ночи" is midnight.
  if (hour === 12) return 0;
  return hour <= 5 ? hour : hour < 12 ? hour + 12 : hour;
}

/**
 * The instant a DueSpec stands for, after `nowMs`, in `timeZone`.
 * - A 12-hour clock reading without am/pm ("at five") is the next occurrence of either 05:00 or 17:00.
 * - With a day word and no am/pm, 7-11 read as morning, 12 as noon, 1-6 as afternoon ("tomorrow at 5" = 17:00).
 * - A day word alone means 09:00 that day ("tonight" alone, 20:00).
 */
export function resolveDue(spec: DueSpec, nowMs: number, timeZone: string): number {
  if (spec.kind === 'relative') return nowMs + spec.ms;
  const today = wallClock(nowMs, timeZone);
  const at = (dayOffset: number, hour: number) =>
    zonedToEpoch({ year: today.year, month: today.month, day: today.day + dayOffset, hour, minute: spec.minute }, timeZone);
  if (spec.hour === undefined) {
    const hour = spec.period === 'pm' ? TONIGHT_HOUR : DEFAULT_HOUR;
    return at(spec.dayOffset ?? 0, hour);
  }
  let hours: number[];
  if (spec.period) hours = [hour24(spec.hour, spec.period)];
  else if (spec.hour === 0 || spec.hour > 12) hours = [spec.hour];
  else if (spec.dayOffset !== undefined && spec.dayOffset > 0)
    hours = [spec.hour === 12 || spec.hour >= 7 ? spec.hour : spec.hour + 12];
  else hours = spec.hour === 12 ? [12, 0] : [spec.hour, spec.hour + 12];
  const days = spec.dayOffset !== undefined ? [spec.dayOffset] : [0, 1];
  const candidates = days.flatMap((d) => hours.map((h) => at(d, h))).sort((a, b) => a - b);
  // "today at 9" said at 10:00 has no future candidate: take the last one (the caller reports it as past).
  return candidates.find((t) => t > nowMs) ?? candidates[candidates.length - 1]!;
}
