/** WMO weather interpretation codes (the `weather_code` Open-Meteo returns) in words, per language. */
import type { CoreLang } from '../types.js';

type Words = Record<CoreLang, string>;
const W = (en: string, ru: string, de: string, es: string): Words => ({ en, ru, de, es });

const CODES: [number[], Words][] = [
  [[0], W('clear sky', 'ясно', 'klarer Himmel', 'cielo despejado')],
  [[1], W('mainly clear', 'преимущественно ясно', 'überwiegend klar', 'mayormente despejado')],
  [[2], W('partly cloudy', 'переменная облачность', 'teilweise bewölkt', 'parcialmente nublado')],
  [[3], W('overcast', 'пасмурно', 'bedeckt', 'cubierto')],
  [[45, 48], W('fog', 'туман', 'Nebel', 'niebla')],
  [[51, 53, 55], W('drizzle', 'морось', 'Nieselregen', 'llovizna')],
  [[56, 57], W('freezing drizzle', 'ледяная морось', 'gefrierender Nieselregen', 'llovizna helada')],
  [[61], W('light rain', 'небольшой дождь', 'leichter Regen', 'lluvia ligera')],
  [[63], W('rain', 'дождь', 'Regen', 'lluvia')],
  [[65], W('heavy rain', 'сильный дождь', 'starker Regen', 'lluvia fuerte')],
  [[66, 67], W('freezing rain', 'ледяной дождь', 'gefrierender Regen', 'lluvia helada')],
  [[71], W('light snow', 'небольшой снег', 'leichter Schneefall', 'nevada ligera')],
  [[73], W('snow', 'снег', 'Schneefall', 'nieve')],
  [[75], W('heavy snow', 'сильный снег', 'starker Schneefall', 'nevada fuerte')],
  [[77], W('snow grains', 'снежная крупа', 'Schneegriesel', 'granos de nieve')],
  [[80, 81], W('rain showers', 'ливни', 'Regenschauer', 'chubascos')],
  [[82], W('violent rain showers', 'сильные ливни', 'heftige Regenschauer', 'chubascos fuertes')],
  [[85, 86], W('snow showers', 'снегопад', 'Schneeschauer', 'chubascos de nieve')],
  [[95], W('thunderstorm', 'гроза', 'Gewitter', 'tormenta')],
  [[96, 99], W('thunderstorm with hail', 'гроза с градом', 'Gewitter mit Hagel', 'tormenta con granizo')],
];

const BY_CODE = new Map<number, Words>(CODES.flatMap(([codes, words]) => codes.map((c) => [c, words] as [number, Words])));

export function describeCode(code: number, lang: CoreLang): string {
  return BY_CODE.get(code)?.[lang] ?? { en: 'changeable weather', ru: 'переменная погода', de: 'wechselhaftes Wetter', es: 'tiempo variable' }[lang];
}
