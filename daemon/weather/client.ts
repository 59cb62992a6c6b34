/**
 * One forecast request to an Open-Meteo-compatible API (`GET <url>?latitude=..&longitude=..&current=..
 * &daily=..`), no key. Privacy: the request carries the configured coordinates and fixed field names,
 * nothing else: never the question, never anything from the store (this module cannot import it; the
 * import-graph test checks). docs/privacy.md says so for the owner.
 *
 * Bounded: one request, no retries, a total budget (timeoutMs), a body cap. Every expected failure is a
 * value ({ ok: false, reason }); the skill says it could not get the weather and the turn still answers.
 */
import { request } from 'undici';
import type { Outcome } from '../outcome.js';
import { boundedSignal } from '../async/wait.js';

interface WeatherQuery {
  url: string;
  latitude: number;
  longitude: number;
  units: 'metric' | 'imperial';
  timeoutMs: number;
  /** The skill stage's signal: aborted at the turn's deadline or when the turn is cancelled. */
  signal?: AbortSignal;
}

interface DayForecast {
  /** YYYY-MM-DD in the place's zone. */
  date: string;
  weatherCode: number;
  maxTemp: number;
  minTemp: number;
  /** 0-100, or undefined when the API gave none. */
  precipitationChance?: number;
}

interface Forecast {
  current: { temperature: number; weatherCode: number; windSpeed: number; humidity?: number };
  /** Today first, then tomorrow. */
  days: DayForecast[];
  units: 'metric' | 'imperial';
}

type WeatherFailure = 'timedOut' | 'unreachable' | 'httpError' | 'badJson' | 'tooLarge' | 'badUrl' | 'cancelled';

/** Largest reply read. A two-day Open-Meteo reply is about 1 KB; 256 KiB bounds a broken server. */
const MAX_BODY_BYTES = 256 * 1024;

/** The request URL: coordinates (rounded to 0.01°, about 1 km, which is all a forecast needs) and fixed fields. */
export function forecastUrl(q: Pick<WeatherQuery, 'url' | 'latitude' | 'longitude' | 'units'>): URL | null {
  let u: URL;
  try {
    u = new URL(q.url);
  } catch {
    return null;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
  const p = u.searchParams;
  p.set('latitude', q.latitude.toFixed(2));
  p.set('longitude', q.longitude.toFixed(2));
  p.set('current', 'temperature_2m,relative_humidity_2m,weather_code,wind_speed_10m');
  p.set('daily', 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max');
  p.set('timezone', 'auto');
  p.set('forecast_days', '2');
  if (q.units === 'imperial') {
    p.set('temperature_unit', 'fahrenheit');
    p.set('wind_speed_unit', 'mph');
  }
  return u;
}

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Reads Open-Meteo's JSON (current + daily arrays); null when the shape is not there. */
function parseForecast(body: unknown, units: 'metric' | 'imperial'): Forecast | null {
  const b = body as { current?: Record<string, unknown>; daily?: Record<string, unknown[]> } | null;
  const c = b?.current;
  const d = b?.daily;
  if (!c || !d || !isNum(c.temperature_2m) || !isNum(c.weather_code) || !Array.isArray(d.time)) return null;
  const days: DayForecast[] = [];
  for (let i = 0; i < Math.min(2, d.time.length); i++) {
    const code = d.weather_code?.[i];
    const max = d.temperature_2m_max?.[i];
    const min = d.temperature_2m_min?.[i];
    if (typeof d.time[i] !== 'string' || !isNum(code) || !isNum(max) || !isNum(min)) return null;
    const rain = d.precipitation_probability_max?.[i];
    days.push({ date: d.time[i] as string, weatherCode: code, maxTemp: max, minTemp: min, ...(isNum(rain) ? { precipitationChance: rain } : {}) });
  }
  const current = {
    temperature: c.temperature_2m,
    weatherCode: c.weather_code,
    windSpeed: isNum(c.wind_speed_10m) ? c.wind_speed_10m : 0,
    ...(isNum(c.relative_humidity_2m) ? { humidity: c.relative_humidity_2m } : {}),
  };
  return { current, days, units };
}

/** Fetches the two-day forecast. Never throws. */
export async function fetchForecast(q: WeatherQuery): Promise<Outcome<Forecast, WeatherFailure>> {
  const url = forecastUrl(q);
  if (!url) return { ok: false, reason: 'badUrl' };
  const bounded = boundedSignal({ signal: q.signal, timeoutMs: q.timeoutMs });
  const signal = bounded.signal;
  try {
    const res = await request(url, { method: 'GET', signal, headers: { accept: 'application/json' } });
    if (res.statusCode < 200 || res.statusCode >= 300) {
      await res.body.dump();
      return { ok: false, reason: 'httpError' };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY_BYTES) {
        res.body.destroy();
        return { ok: false, reason: 'tooLarge' };
      }
      chunks.push(chunk as Buffer);
    }
    let json: unknown;
    try {
      json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return { ok: false, reason: 'badJson' };
    }
    const forecast = parseForecast(json, q.units);
    return forecast ? { ok: true, value: forecast } : { ok: false, reason: 'badJson' };
  } catch {
    if (bounded.expired) return { ok: false, reason: 'timedOut' };
    if (signal.aborted) return { ok: false, reason: 'cancelled' };
    return { ok: false, reason: 'unreachable' };
  } finally {
    bounded.dispose();
  }
}
