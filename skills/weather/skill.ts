/**
 * Weather for the configured place (registered only when [weather] is enabled): current conditions and
 * today's or tomorrow's forecast. "what's the weather", "will it rain tomorrow", "какая погода", "wie wird
 * das Wetter morgen", "qué tiempo hace". A question naming another place ("the weather in Paris") is not
 * matched: that is a world question for the web stages. The forecast comes from a WeatherSource the daemon
 * wires (daemon/weather/client.ts); only the configured coordinates go out, never the question.
 */
import type { Skill, CoreLang, SkillReply } from '../types.js';
import { fold, formatNumber, guessCoreLang, normalize, plural } from '../text.js';
import { describeCode } from './codes.js';

interface WeatherDay {
  weatherCode: number;
  maxTemp: number;
  minTemp: number;
  precipitationChance?: number;
}

interface WeatherReport {
  current: { temperature: number; weatherCode: number; windSpeed: number };
  days: WeatherDay[];
  units: 'metric' | 'imperial';
}

/** Gets the forecast; a failure is a value (the reason is counted by the caller, never spoken). */
type WeatherSource = (signal?: AbortSignal) => Promise<{ ok: true; value: WeatherReport } | { ok: false; reason: string }>;

interface WeatherIntent {
  lang: CoreLang;
  when: 'now' | 'today' | 'tomorrow';
  /** Only rain asked about ("will it rain tomorrow"). */
  rain: boolean;
}

const FRAMES: [CoreLang | undefined, RegExp][] = [
  ['en', /^(?:what(?:'s| is|s)|how(?:'s| is|s)|tell me|give me)(?: the| today's| todays| tomorrow's| tomorrows)? (?:weather|forecast|weather forecast)(?: like)?(?: (?:for |in )?(?<place>.+?))?(?: (?<when>now|today|tonight|tomorrow|for today|for tomorrow))?(?: like)?$/],
  ['en', /^(?:weather|forecast)(?: (?<when>now|today|tomorrow))?$/],
  ['en', /^(?:will it|is it going to|is it|does it look like it will) (?<rain>rain|snow)(?: (?<when>today|tonight|tomorrow))?$|^do i need an umbrella(?: (?<when2>today|tomorrow))?$/],
  ['en', /^(?:how (?:warm|cold|hot) is it|what(?:'s| is) the temperature)(?: outside)?(?: (?<when>now|today|tomorrow))?$/],
  ['ru', /^(?:какая|какой|что с|что за) (?:(?<when>сегодня|завтра|сейчас) )?(?:погода|погодой|прогноз)(?: (?<when2>сегодня|завтра|сейчас|на завтра|на сегодня))?(?: (?:в|во) (?<place>.+))?$/],
  ['ru', /^погода(?: (?<when>сегодня|завтра|на завтра|на сегодня))?$/],
  ['ru', /^(?:будет ли|пойдет ли) (?<rain>дождь|снег)(?: (?<when>сегодня|завтра))?$|^(?<when2>сегодня|завтра)? ?(?:будет )?(?<rain2>дождь)\??$/],
  ['ru', /^(?:сколько|какая) (?:сейчас )?(?:градусов|температура)(?: на улице)?(?: (?<when>сейчас|сегодня|завтра))?$/],
  ['de', /^wie (?:ist|wird) das wetter(?: (?<when>heute|morgen|jetzt))?(?: in (?<place>.+))?$|^(?:wetter|wettervorhersage)(?: (?:fur )?(?<when2>heute|morgen))?$/],
  ['de', /^(?:regnet es|wird es (?:heute |morgen )?regnen|gibt es regen)(?: (?<when>heute|morgen))?$/],
  ['de', /^wie (?:warm|kalt) ist es(?: drau(?:ss|ß)en)?(?: (?<when>heute|morgen|jetzt))?$/],
  ['es', /^(?:que|como) tiempo (?:hace|hara|va a hacer)(?: (?<when>hoy|manana|ahora))?(?: en (?<place>.+))?$|^(?:como esta|cual es) el (?:tiempo|clima)(?: (?<when2>hoy|manana))?$|^(?:el )?(?:tiempo|pronostico)(?: (?:de |para )?(?<when3>hoy|manana))?$/],
  ['es', /^(?:va a|vaya a) (?<rain>llover|nevar)(?: (?<when>hoy|manana))?$|^(?:llueve|llovera)(?: (?<when2>hoy|manana))?$/],
  ['es', /^(?:cuanto|que) (?:calor|frio|temperatura) hace(?: (?<when>hoy|manana|ahora))?$/],
];

const WHEN: Record<string, WeatherIntent['when']> = {
  now: 'now', сейчас: 'now', jetzt: 'now', ahora: 'now', today: 'today', tonight: 'today', 'for today': 'today', сегодня: 'today',
  'на сегодня': 'today', heute: 'today', hoy: 'today', tomorrow: 'tomorrow', 'for tomorrow': 'tomorrow', завтра: 'tomorrow',
  'на завтра': 'tomorrow', morgen: 'tomorrow', manana: 'tomorrow',
};

export function createWeatherSkill(deps: { source: WeatherSource; place: string }): Skill<WeatherIntent> {
  const home = fold(deps.place).trim();
  const isHome = (place: string | undefined) => {
    if (!place) return true;
    const p = place.replace(/^(?:the|der|die|el|la) /, '').trim();
    return home !== '' && (p === home || p.startsWith(home) && p.length - home.length <= 2); // "Berlin", "Берлине"
  };
  return {
    name: 'weather',
    match(text) {
      const s = normalize(text);
      for (const [lang, re] of FRAMES) {
        const m = re.exec(s);
        if (!m) continue;
        const g = m.groups ?? {};
        if (!isHome(g.place)) return null;
        const whenWord = g.when ?? g.when2 ?? g.when3;
        const rain = Boolean(g.rain ?? g.rain2) || /umbrella|regnet|regen|llueve|llovera/.test(s);
        return { lang: lang ?? guessCoreLang(s), when: (whenWord && WHEN[whenWord]) || (rain ? 'today' : 'now'), rain };
      }
      return null;
    },
    async handle(intent, ctx) {
      const got = await deps.source(ctx.signal);
      if (!got.ok) return { text: TEXTS.failed[intent.lang], lang: intent.lang };
      return phrase(got.value, intent, deps.place, ctx.now);
    },
  };
}

const TEXTS = {
  failed: {
    en: "I couldn't get the weather just now.",
    ru: 'Не получилось узнать погоду прямо сейчас.',
    de: 'Ich konnte das Wetter gerade nicht abrufen.',
    es: 'Ahora mismo no he podido consultar el tiempo.',
  },
} as const;

function degrees(n: number, lang: CoreLang): string {
  const v = Math.round(n);
  return `${formatNumber(v, lang, 0)} ${plural(v, { en: 'degree|degrees', ru: 'градус|градуса|градусов', de: 'Grad', es: 'grado|grados' }[lang], lang)}`;
}

function phrase(w: WeatherReport, intent: WeatherIntent, place: string, _now: Date): SkillReply {
  const { lang } = intent;
  const at = place ? { en: ` in ${place}`, ru: ` (${place})`, de: ` in ${place}`, es: ` en ${place}` }[lang] : '';
  if (intent.when === 'now') {
    const c = w.current;
    const wind = `${formatNumber(Math.round(c.windSpeed), lang, 0)} ${w.units === 'imperial' ? 'mph' : { en: 'km/h', ru: 'км/ч', de: 'km/h', es: 'km/h' }[lang]}`;
    const text = {
      en: `Right now${at}: ${describeCode(c.weatherCode, lang)}, ${degrees(c.temperature, lang)}, wind ${wind}.`,
      ru: `Сейчас${at}: ${describeCode(c.weatherCode, lang)}, ${degrees(c.temperature, lang)}, ветер ${wind}.`,
      de: `Gerade${at}: ${describeCode(c.weatherCode, lang)}, ${degrees(c.temperature, lang)}, Wind ${wind}.`,
      es: `Ahora${at}: ${describeCode(c.weatherCode, lang)}, ${degrees(c.temperature, lang)}, viento de ${wind}.`,
    }[lang];
    return { text, lang };
  }
  const day = w.days[intent.when === 'today' ? 0 : 1];
  if (!day) return { text: TEXTS.failed[lang], lang };
  const lead = { today: { en: 'Today', ru: 'Сегодня', de: 'Heute', es: 'Hoy' }, tomorrow: { en: 'Tomorrow', ru: 'Завтра', de: 'Morgen', es: 'Mañana' } }[intent.when][lang];
  const range = { en: `${degrees(day.minTemp, lang)} to ${degrees(day.maxTemp, lang)}`, ru: `от ${Math.round(day.minTemp)} до ${degrees(day.maxTemp, lang)}`,
    de: `${Math.round(day.minTemp)} bis ${degrees(day.maxTemp, lang)}`, es: `de ${Math.round(day.minTemp)} a ${degrees(day.maxTemp, lang)}` }[lang];
  const chance = day.precipitationChance;
  const rain = chance === undefined ? '' : {
    en: `, ${chance}% chance of rain`, ru: `, вероятность осадков ${chance}%`, de: `, Regenwahrscheinlichkeit ${chance} %`, es: `, ${chance} % de probabilidad de lluvia`,
  }[lang];
  return { text: `${lead}${at}: ${describeCode(day.weatherCode, lang)}, ${range}${rain}.`, lang };
}
