/**
 * Durations for the timers skill: "10 minutes", "1.5 часа", "eine Stunde und 20 Minuten". When a reminder
 * or alarm is due is read by the shared time-expression grammar in skills/when/.
 * Input is normalized text with numbers already turned into digits (see numbers.ts). Pure functions.
 */

const UNIT_MS: [RegExp, number][] = [
  [/^(?:seconds?|secs?|s|sekunden?|sek|segundos?|seg|секунд[ауы]?|секундочк[уи]|сек|secondes?|second[oi]|seconden|sekund[aęy]?)$/, 1000],
  [/^(?:minutes?|mins?|m|minuten?|minutos?|минут[ауы]?|минутк[иу]|минуток|мин|minut[oi]|minuut|minut[aęy]?|хвилин[аиу]?|хвилинк[иу])$/, 60_000],
  [/^(?:hours?|hrs?|h|stunden?|std|horas?|час|часа|часов|часик|часика|ч|heures?|or[ae]|uur|uren|godzin[aęy]?|годин[аиу]?|годинк[иу])$/, 3_600_000],
  [/^(?:days?|tage?n?|dias?|день|дня|дней|сутки|суток|jours?|giorn[oi]|dag|dagen|dzień|dni|дні|днів|доба|добу)$/, 86_400_000],
];
/** Words meaning "one" before a unit: "a minute", "eine Stunde", "un minuto". */
const ONE_WORDS = new Set(['a', 'an', 'one', 'ein', 'eine', 'einen', 'einer', 'einem', 'un', 'una', 'uno', 'une', 'um', 'uma', 'een',
  'jeden', 'jedną', 'jedna', 'одну', 'одна']);
const JOINERS = new Set(['and', 'и', 'und', 'y', 'et', 'e', 'en', 'i', 'і']);

/** Longest timer accepted (a typo like "1000 hours" should not sit in the store for years). */
const MAX_DURATION_MS = 366 * 86_400_000;

function unitMs(token: string | undefined): number | undefined {
  if (token === undefined) return undefined;
  for (const [re, ms] of UNIT_MS) if (re.test(token)) return ms;
  return undefined;
}

/** Whether a token is a unit of time ("minutes", "хвилин", "uur"). */
export function isDurationUnit(token: string | undefined): boolean {
  return unitMs(token) !== undefined;
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
