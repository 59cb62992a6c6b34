/**
 * Major cities and their IANA zones, for "what time is it in Tokyo" / "сколько времени в Москве".
 * Each row: zone | English names | Russian locative ("в Москве") | Russian stems | German names | Spanish names.
 * Names are comma-separated; an empty German or Spanish column means "same as English".
 *
 * Russian city names inflect ("Москва", "в Москве", "из Москвы"), so Russian is matched by stem: the spoken
 * word must start with a stem and add at most RU_MAX_ENDING_CHARS letters.
 */
import { fold } from '../text.js';

/** Longest case ending accepted after a Russian stem ("лондон" + "е", "афин" + "ах"). */
const RU_MAX_ENDING_CHARS = 2;

const ROWS = `
Europe/London|London|Лондоне|лондон||Londres
Europe/Paris|Paris|Париже|париж||París
Europe/Berlin|Berlin|Берлине|берлин||Berlín
Europe/Berlin|Munich|Мюнхене|мюнхен|München|Múnich
Europe/Berlin|Hamburg|Гамбурге|гамбург||Hamburgo
Europe/Madrid|Madrid|Мадриде|мадрид||
Europe/Madrid|Barcelona|Барселоне|барселон||
Europe/Rome|Rome|Риме|рим|Rom|Roma
Europe/Rome|Milan|Милане|милан|Mailand|Milán
Europe/Amsterdam|Amsterdam|Амстердаме|амстердам||Ámsterdam
Europe/Brussels|Brussels|Брюсселе|брюссел|Brüssel|Bruselas
Europe/Vienna|Vienna|Вене|вен|Wien|Viena
Europe/Zurich|Zurich|Цюрихе|цюрих|Zürich|Zúrich
Europe/Zurich|Geneva|Женеве|женев|Genf|Ginebra
Europe/Prague|Prague|Праге|праг|Prag|Praga
Europe/Warsaw|Warsaw|Варшаве|варшав|Warschau|Varsovia
Europe/Budapest|Budapest|Будапеште|будапешт||
Europe/Stockholm|Stockholm|Стокгольме|стокгольм||Estocolmo
Europe/Oslo|Oslo|Осло|осло||
Europe/Copenhagen|Copenhagen|Копенгагене|копенгаген|Kopenhagen|Copenhague
Europe/Helsinki|Helsinki|Хельсинки|хельсинки||
Europe/Lisbon|Lisbon|Лиссабоне|лиссабон|Lissabon|Lisboa
Europe/Athens|Athens|Афинах|афин|Athen|Atenas
Europe/Istanbul|Istanbul|Стамбуле|стамбул||Estambul
Europe/Dublin|Dublin|Дублине|дублин||Dublín
Europe/Kiev|Kyiv,Kiev|Киеве|киев,кыив|Kiew|Kiev
Europe/Minsk|Minsk|Минске|минск||
Europe/Moscow|Moscow|Москве|москв|Moskau|Moscú
Europe/Moscow|Saint Petersburg,St Petersburg|Санкт-Петербурге|санкт-петербург,петербург,питер|Sankt Petersburg|San Petersburgo
Europe/Kaliningrad|Kaliningrad|Калининграде|калининград||
Europe/Samara|Samara|Самаре|самар||
Asia/Yekaterinburg|Yekaterinburg|Екатеринбурге|екатеринбург|Jekaterinburg|Ekaterimburgo
Asia/Novosibirsk|Novosibirsk|Новосибирске|новосибирск|Nowosibirsk|
Asia/Krasnoyarsk|Krasnoyarsk|Красноярске|красноярск|Krasnojarsk|
Asia/Irkutsk|Irkutsk|Иркутске|иркутск||
Asia/Vladivostok|Vladivostok|Владивостоке|владивосток|Wladiwostok|
Asia/Tbilisi|Tbilisi|Тбилиси|тбилиси|Tiflis|Tiflis
Asia/Yerevan|Yerevan|Ереване|ереван|Eriwan|Ereván
Asia/Baku|Baku|Баку|баку||Bakú
Asia/Almaty|Almaty|Алматы|алматы,алма-ат||
Asia/Tashkent|Tashkent|Ташкенте|ташкент|Taschkent|Taskent
Asia/Dubai|Dubai|Дубае|дуба||Dubái
Asia/Jerusalem|Tel Aviv|Тель-Авиве|тель-авив||
Asia/Jerusalem|Jerusalem|Иерусалиме|иерусалим||Jerusalén
Africa/Cairo|Cairo|Каире|каир|Kairo|El Cairo
Africa/Johannesburg|Johannesburg|Йоханнесбурге|йоханнесбург||Johannesburgo
Africa/Lagos|Lagos|Лагосе|лагос||
Africa/Nairobi|Nairobi|Найроби|найроби||
Asia/Kolkata|New Delhi,Delhi|Дели|дели,нью-дели|Neu-Delhi|Nueva Delhi
Asia/Kolkata|Mumbai,Bombay|Мумбаи|мумба||Bombay
Asia/Bangkok|Bangkok|Бангкоке|бангкок||Bangkok
Asia/Singapore|Singapore|Сингапуре|сингапур|Singapur|Singapur
Asia/Hong_Kong|Hong Kong|Гонконге|гонконг|Hongkong|Hong Kong
Asia/Shanghai|Beijing,Peking|Пекине|пекин|Peking|Pekín
Asia/Shanghai|Shanghai|Шанхае|шанха|Schanghai|Shanghái
Asia/Seoul|Seoul|Сеуле|сеул||Seúl
Asia/Tokyo|Tokyo|Токио|токио|Tokio|Tokio
Asia/Jakarta|Jakarta|Джакарте|джакарт||Yakarta
Asia/Manila|Manila|Маниле|манил||
Australia/Sydney|Sydney|Сиднее|сидне,сидней||Sídney
Australia/Melbourne|Melbourne|Мельбурне|мельбурн||
Pacific/Auckland|Auckland|Окленде|окленд||
America/New_York|New York,New York City,NYC|Нью-Йорке|нью-йорк|New York|Nueva York
America/New_York|Washington,Washington DC|Вашингтоне|вашингтон||Washington
America/New_York|Boston|Бостоне|бостон||
America/New_York|Miami|Майами|майами||
America/Toronto|Toronto|Торонто|торонто||
America/Toronto|Montreal|Монреале|монреал||Montreal
America/Chicago|Chicago|Чикаго|чикаго||
America/Chicago|Houston|Хьюстоне|хьюстон||
America/Denver|Denver|Денвере|денвер||
America/Los_Angeles|Los Angeles,LA|Лос-Анджелесе|лос-анджелес||
America/Los_Angeles|San Francisco|Сан-Франциско|сан-франциско||
America/Los_Angeles|Seattle|Сиэтле|сиэтл||
America/Vancouver|Vancouver|Ванкувере|ванкувер||
America/Mexico_City|Mexico City|Мехико|мехико|Mexiko-Stadt|Ciudad de México,México
America/Havana|Havana|Гаване|гаван|Havanna|La Habana
America/Bogota|Bogota|Боготе|богот||Bogotá
America/Lima|Lima|Лиме|лим||
America/Santiago|Santiago|Сантьяго|сантьяго|Santiago de Chile|Santiago de Chile
America/Buenos_Aires|Buenos Aires|Буэнос-Айресе|буэнос-айрес||
America/Sao_Paulo|Sao Paulo|Сан-Паулу|сан-паулу||São Paulo
America/Sao_Paulo|Rio de Janeiro,Rio|Рио-де-Жанейро|рио-де-жанейро,рио||Río de Janeiro
Pacific/Honolulu|Honolulu|Гонолулу|гонолулу||
America/Anchorage|Anchorage|Анкоридже|анкоридж||
Atlantic/Reykjavik|Reykjavik|Рейкьявике|рейкьявик||Reikiavik
`;

export interface City {
  zone: string;
  /** Display names per language; Russian is the locative form that follows "в". */
  name: { en: string; ru: string; de: string; es: string };
}

/** Folds a city phrase for comparison: accents off, hyphens and spaces alike, "the"/"el"/"la" articles kept. */
function key(name: string): string {
  return fold(name).replace(/[-\s.]+/g, ' ').trim();
}

const LATIN = new Map<string, City>();
const RU_STEMS: [string, City][] = [];

for (const line of ROWS.trim().split('\n')) {
  const [zone, en, ruLoc, ruStems, de, es] = line.split('|') as [string, string, string, string, string, string];
  const enNames = en.split(',');
  const deNames = de ? de.split(',') : enNames;
  const esNames = es ? es.split(',') : enNames;
  const city: City = { zone, name: { en: enNames[0]!, ru: ruLoc, de: deNames[0]!, es: esNames[0]! } };
  for (const n of [...enNames, ...deNames, ...esNames]) LATIN.set(key(n), city);
  for (const stem of ruStems.split(',')) RU_STEMS.push([key(stem), city]);
}
// Longest stems first, so "нью-дели" wins over "дели" and "санкт-петербург" over "петербург".
RU_STEMS.sort((a, b) => b[0].length - a[0].length);

/** Finds a city by how it was said ("Tokyo", "Tokio", "Токио", "Москве", "Нью-Йорке"), or undefined. */
export function findCity(phrase: string): City | undefined {
  const full = key(phrase);
  const latin = LATIN.get(full) ?? LATIN.get(full.replace(/^(?:the|der|die|das|el|la) /, ''));
  if (latin) return latin;
  for (const [stem, city] of RU_STEMS) {
    if (full.startsWith(stem) && full.length - stem.length <= RU_MAX_ENDING_CHARS) return city;
  }
  return undefined;
}

/**
 * Names shared by several well-known places in different zones. The time skill does not pick one silently:
 * it gives the time in each and asks which was meant. Each entry: the places as "label|zone".
 */
const AMBIGUOUS: Record<string, string[]> = {
  springfield: ['Springfield, Illinois|America/Chicago', 'Springfield, Massachusetts|America/New_York', 'Springfield, Oregon|America/Los_Angeles'],
  portland: ['Portland, Oregon|America/Los_Angeles', 'Portland, Maine|America/New_York'],
  'san jose': ['San Jose, California|America/Los_Angeles', 'San José, Costa Rica|America/Costa_Rica'],
  cambridge: ['Cambridge, England|Europe/London', 'Cambridge, Massachusetts|America/New_York'],
  birmingham: ['Birmingham, England|Europe/London', 'Birmingham, Alabama|America/Chicago'],
  'st petersburg florida': ['St. Petersburg, Florida|America/New_York'],
};

export interface AmbiguousPlace {
  label: string;
  zone: string;
}

/** The places a shared name may mean ("Springfield"), or undefined for a name that is not ambiguous. */
export function findAmbiguous(phrase: string): AmbiguousPlace[] | undefined {
  const rows = AMBIGUOUS[key(phrase).replace(/^(?:the|el|la) /, '')];
  return rows?.map((r) => {
    const [label, zone] = r.split('|') as [string, string];
    return { label, zone };
  });
}
