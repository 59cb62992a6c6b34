/**
 * Weather against a loopback server that answers in Open-Meteo's JSON shape (test/fixtures/weather/: the
 * documented current + daily fields, written to that shape, not fetched from the live service). Checks the
 * request carries only the configured coordinates and fixed fields, the replies in four languages, units,
 * failures as honest answers, and that weather is no skill at all until a place is configured.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startReplyServer, sendJson, type ReplyServer } from './helpers/searx.js';
import { startTestHearth, type TestHearth } from './helpers/hearth.js';
import { fetchForecast, forecastUrl } from '../daemon/weather/client.js';
import { resolveUnits } from '../daemon/weather/source.js';
import { createSkills } from '../skills/index.js';
import { createWeatherSkill } from '../skills/weather/skill.js';

const REPLY = JSON.parse(readFileSync(new URL('./fixtures/weather/open-meteo-berlin.json', import.meta.url), 'utf8')) as unknown;
let api: ReplyServer;
let slow: ReplyServer;
let app: TestHearth;

const tomlFor = (url: string) => `[weather]\nenabled = true\nlatitude = 52.5213\nlongitude = 13.4135\nplace = "Berlin"\nurl = "${url}/v1/forecast"\ntimeout_ms = 1000\n`;

beforeAll(async () => {
  api = await startReplyServer((_req, res) => sendJson(res, REPLY));
  slow = await startReplyServer(() => {
    // never answers: the client's budget must end the wait
  });
  app = await startTestHearth({}, undefined, tomlFor(api.url));
});

afterAll(async () => {
  await app?.close();
  await Promise.all([api?.close(), slow?.close()]);
});

async function ask(text: string): Promise<{ text: string; route: string }> {
  const outcome = await app.hearth.chain.ask({ text, origin: 'cli', clientId: 'weather' });
  if (!outcome.ok) throw new Error('turn failed');
  return outcome.record;
}

describe('weather for the configured place', () => {
  test.each([
    ["what's the weather", 'Right now in Berlin: overcast, 8 degrees, wind 12 km/h.'],
    ["what's the weather like in Berlin", 'Right now in Berlin: overcast, 8 degrees, wind 12 km/h.'],
    ['will it rain tomorrow', 'Tomorrow in Berlin: light rain, 4 degrees to 9 degrees, 80% chance of rain.'],
    ['какая погода завтра', 'Завтра (Berlin): небольшой дождь, от 4 до 9 градусов, вероятность осадков 80%.'],
    ['wie ist das Wetter heute', 'Heute in Berlin: bedeckt, 2 bis 10 Grad, Regenwahrscheinlichkeit 10 %.'],
    ['qué tiempo hace', 'Ahora en Berlin: cubierto, 8 grados, viento de 12 km/h.'],
  ])('%s', async (q, want) => {
    expect(await ask(q)).toMatchObject({ route: 'skill', text: want });
  });

  test('the request carries the rounded coordinates and fixed fields, nothing from the question', async () => {
    const before = api.requests.length;
    await ask('will it rain tomorrow');
    const sent = new URL(api.requests[before]!.path, 'http://x');
    expect(sent.pathname).toBe('/v1/forecast');
    expect([...sent.searchParams.keys()].sort()).toEqual(['current', 'daily', 'forecast_days', 'latitude', 'longitude', 'timezone']);
    expect(sent.searchParams.get('latitude')).toBe('52.52');
    expect(sent.searchParams.get('longitude')).toBe('13.41');
    expect(sent.toString()).not.toMatch(/rain|tomorrow/);
  });

  test("the skill hands the stage's signal to the weather source", async () => {
    let given: AbortSignal | undefined;
    const skill = createWeatherSkill({ source: async (signal) => ((given = signal), { ok: false, reason: 'unused' }), place: 'Berlin' });
    const signal = new AbortController().signal;
    const intent = skill.match("what's the weather")!;
    await skill.handle(intent, { now: new Date(), timeZone: 'UTC', store: undefined as never, signal });
    expect(given).toBe(signal);
  });

  test('the weather somewhere else is not this skill (the world stages may know it)', () => {
    const skill = createWeatherSkill({ source: async () => ({ ok: false, reason: 'unused' }), place: 'Berlin' });
    expect(skill.match("what's the weather in Paris")).toBeNull();
    expect(skill.match('wie ist das Wetter in Berlin')).not.toBeNull();
  });
});

describe('the client', () => {
  test('a server that never answers ends in timedOut within the budget', async () => {
    const got = await fetchForecast({ url: slow.url, latitude: 1, longitude: 2, units: 'metric', timeoutMs: 300 });
    expect(got).toEqual({ ok: false, reason: 'timedOut' });
  });

  test('a request the stage signal aborts ends cancelled, and the server sees its socket close', async () => {
    let sawClose: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (sawClose = resolve));
    const hung = await startReplyServer((req) => req.socket.once('close', () => sawClose()));
    try {
      const ac = new AbortController();
      const got = fetchForecast({ url: hung.url, latitude: 1, longitude: 2, units: 'metric', timeoutMs: 60_000, signal: ac.signal });
      while (hung.requests.length === 0) await new Promise((r) => setImmediate(r));
      ac.abort();
      expect(await got).toEqual({ ok: false, reason: 'cancelled' });
      await closed;
    } finally {
      await hung.close();
    }
  });

  test('a reply that is not the forecast shape is badJson', async () => {
    const bad = await startReplyServer((_req, res) => sendJson(res, { error: true, reason: 'nope' }));
    try {
      expect(await fetchForecast({ url: bad.url, latitude: 1, longitude: 2, units: 'metric', timeoutMs: 1000 })).toEqual({ ok: false, reason: 'badJson' });
    } finally {
      await bad.close();
    }
  });

  test('imperial units ask for fahrenheit and mph; auto follows the locale', () => {
    const u = forecastUrl({ url: 'http://127.0.0.1:1/v1/forecast', latitude: 40.7128, longitude: -74.006, units: 'imperial' })!;
    expect(u.searchParams.get('temperature_unit')).toBe('fahrenheit');
    expect(u.searchParams.get('wind_speed_unit')).toBe('mph');
    const base = { enabled: true, latitude: 0, longitude: 0, place: '', url: '', timeoutMs: 1000, units: 'auto' as const };
    expect(resolveUnits(base, 'en-US')).toBe('imperial');
    expect(resolveUnits(base, 'de')).toBe('metric');
  });
});

describe('failures', () => {
  test('an unreachable API is an honest answer, not a failure', async () => {
    const off = await startTestHearth({}, undefined, tomlFor('http://127.0.0.1:9'));
    try {
      const outcome = await off.hearth.chain.ask({ text: "what's the weather", origin: 'cli', clientId: 'w' });
      expect(outcome.ok && outcome.record).toMatchObject({ route: 'skill', text: "I couldn't get the weather just now." });
    } finally {
      await off.close();
    }
  });
});

describe('weather off (the default)', () => {
  test('no weather skill exists, so weather questions stay world questions', () => {
    expect(createSkills().match("what's the weather")).toBeNull();
  });

});
