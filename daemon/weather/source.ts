/**
 * The weather skill's source, built from the [weather] config: the configured coordinates and units, one
 * request per question (no cache: a forecast asked twice a day costs two small requests, and a cache would
 * only add a way to answer stale). Counts `weather.ok` and `weather.failed.<reason>`, never the place.
 */
import type { WeatherConfig } from '../config/types.js';
import type { Counters } from '../status/counters.js';
import { fetchForecast } from './client.js';

export function resolveUnits(config: WeatherConfig, language: string): 'metric' | 'imperial' {
  if (config.units !== 'auto') return config.units;
  return /^en[-_]us$/i.test(language) ? 'imperial' : 'metric';
}

export function createWeatherSource(config: WeatherConfig, language: string, counters?: Counters) {
  const units = resolveUnits(config, language);
  return async (signal?: AbortSignal) => {
    const got = await fetchForecast({ url: config.url, latitude: config.latitude, longitude: config.longitude, units, timeoutMs: config.timeoutMs, ...(signal ? { signal } : {}) });
    counters?.bump(got.ok ? 'weather.ok' : `weather.failed.${got.reason}`);
    return got;
  };
}
