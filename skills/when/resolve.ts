/**
 * Turns a parsed time expression (parse.ts) into an instant in the configured zone. The policy for the
 * unsaid parts lives here and only here:
 * - A 12-hour reading without am/pm ("at five") is the next occurrence of 05:00 or 17:00; for alarms
 *   (preferMorning) hours 1-11 are morning ("wake me at six" is 06:00).
 * - With a day but no am/pm, 7-11 read as morning, 12 as noon, 1-6 as afternoon ("tomorrow at 5" = 17:00).
 * - A day alone means 09:00 that day; a part of the day alone its usual hour (evening 20:00).
 * - A weekday is the next one from today, today included if the time is still ahead ("next friday" never
 *   means today); a month and day is this year's unless it has passed.
 * Pure; uses only skills/clock.ts for zone arithmetic.
 */
import { wallClock, zonedToEpoch, type WallClock } from '../clock.js';
import { PERIOD_DEFAULT_HOUR, type Period } from './lexicon.js';
import type { DateSpec, WhenSpec } from './parse.js';

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Hour used when only a day is given ("remind me tomorrow to ..."). */
const DEFAULT_HOUR = 9;

/** The calendar day a date spec names, seen from `today`. */
export function resolveDate(date: DateSpec, today: WallClock): CalendarDay {
  const shift = (days: number): CalendarDay => {
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  };
  switch (date.kind) {
    case 'offset':
      return shift(date.days);
    case 'weekday': {
      let ahead = (date.weekday - today.weekday + 7) % 7;
      if (ahead === 0 && date.next) ahead = 7;
      return shift(ahead);
    }
    case 'monthDay': {
      const thisYear = Date.UTC(today.year, date.month - 1, date.day);
      const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
      return { year: thisYear < todayUtc ? today.year + 1 : today.year, month: date.month, day: date.day };
    }
  }
}

function hour24(hour: number, period: Period): number {
  switch (period) {
    case 'am':
    case 'morning':
      return hour === 12 ? 0 : hour;
    case 'pm':
    case 'afternoon':
    case 'evening':
      return hour < 12 ? hour + 12 : hour;
    case 'night':
      // "1 ночи" is 01:00, "11 ночи" is 23:00, "12 ночи" is midnight.
      if (hour === 12) return 0;
      return hour <= 5 ? hour : hour < 12 ? hour + 12 : hour;
  }
}

/** Candidate 24-hour readings of the spoken hour, before choosing the next one in time. */
function hourReadings(spec: WhenSpec, dated: boolean, preferMorning: boolean): number[] {
  const hour = spec.hour!;
  if (spec.period) return [hour24(hour, spec.period)];
  if (hour === 0 || hour > 12) return [hour % 24];
  if (preferMorning) return [hour];
  if (dated) return [hour === 12 || hour >= 7 ? hour : hour + 12];
  return hour === 12 ? [12, 0] : [hour, hour + 12];
}

interface ResolveOptions {
  /** Alarms: an hour without am/pm is in the morning. */
  preferMorning?: boolean;
}

/**
 * The instant `spec` stands for, after `nowMs`, in `timeZone`. When every reading is in the past ("today at
 * 9" said at 10:00) the latest one is returned and the caller reports it as past.
 */
export function resolveWhen(spec: WhenSpec, nowMs: number, timeZone: string, opts: ResolveOptions = {}): number {
  if (spec.relativeMs !== undefined) return nowMs + spec.relativeMs;
  const today = wallClock(nowMs, timeZone);
  const at = (day: CalendarDay, hour: number, minute: number) =>
    zonedToEpoch({ year: day.year, month: day.month, day: day.day, hour, minute }, timeZone);
  const minute = spec.minute ?? 0;
  const hours = spec.hour === undefined
    ? [spec.period ? PERIOD_DEFAULT_HOUR[spec.period] : DEFAULT_HOUR]
    : hourReadings(spec, spec.date !== undefined, opts.preferMorning === true);
  let days: CalendarDay[];
  if (spec.date) {
    const first = resolveDate(spec.date, today);
    days = [first];
    // "on friday at 9" said on Friday at 10:00 means next Friday.
    if (spec.date.kind === 'weekday' && !spec.date.next) days.push(resolveDate({ ...spec.date, next: true }, today));
  } else if (spec.repeat !== undefined) {
    days = [];
    for (let k = 0; k <= 7; k++) {
      const d = resolveDate({ kind: 'offset', days: k }, today);
      if (spec.repeat & (1 << ((today.weekday + k) % 7))) days.push(d);
    }
  } else days = [resolveDate({ kind: 'offset', days: 0 }, today), resolveDate({ kind: 'offset', days: 1 }, today)];
  const candidates = days.flatMap((d) => hours.map((h) => at(d, h, minute))).sort((a, b) => a - b);
  return candidates.find((c) => c > nowMs) ?? candidates[candidates.length - 1]!;
}

/** The next instant after `afterMs` with the wall-clock time of `dueAt` on a weekday in `mask`: a repeating alarm's next ring. */
export function nextRepeat(dueAt: number, mask: number, afterMs: number, timeZone: string): number {
  const { hour, minute } = wallClock(dueAt, timeZone);
  const today = wallClock(afterMs, timeZone);
  for (let k = 0; k <= 8; k++) {
    const d = resolveDate({ kind: 'offset', days: k }, today);
    if (!(mask & (1 << ((today.weekday + k) % 7)))) continue;
    const t = zonedToEpoch({ year: d.year, month: d.month, day: d.day, hour, minute }, timeZone);
    if (t > afterMs) return t;
  }
  return afterMs + 86_400_000;
}
