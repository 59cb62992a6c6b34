/**
 * Wall-clock arithmetic in an IANA time zone without a date library: what a given instant looks like on the
 * clocks of a zone, and which instant a local date and time in a zone stands for. Built on Intl, which knows
 * the zone rules (DST included).
 */

export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday ... 6 = Saturday */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric',
      hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `epochMs`. */
export function wallClock(epochMs: number, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const p of partsFormatter(timeZone).formatToParts(new Date(epochMs))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
  };
}

/** Offset of the zone from UTC at `epochMs`, in ms (positive east of Greenwich). */
function offsetMs(epochMs: number, timeZone: string): number {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant at which clocks in `timeZone` show the given local date and time. Day overflow is fine
 * (day 32 rolls into the next month). In a DST gap the result lands an hour later, which is what a person
 * setting "2:30" on that night would expect to happen.
 */
export function zonedToEpoch(
  local: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): number {
  const guess = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const first = guess - offsetMs(guess, timeZone);
  const second = guess - offsetMs(first, timeZone);
  return second;
}

/** Whether `timeZone` is a zone Intl knows. */
function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The configured zone if valid, else the system zone (config's empty string means "the system zone"). */
export function resolveTimeZone(configured: string | undefined): string {
  if (configured && isValidTimeZone(configured)) return configured;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "07:05": 24-hour time, which reads well aloud in every language the skills speak. */
export function hhmm(w: { hour: number; minute: number }): string {
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** Calendar-day difference between two wall clocks (0 = same day, 1 = the next day, -1 = the day before). */
export function dayDiff(a: WallClock, b: WallClock): number {
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}
