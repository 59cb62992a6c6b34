/**
 * Unit tables for conversion: each unit has a dimension, a factor to the dimension's base unit (metre,
 * kilogram, litre, square metre, metre per second), spoken names per language, and the aliases it is
 * recognised by. Temperature is the one dimension with offsets and has its own formulas.
 *
 * Alias syntax: words separated by spaces; a trailing * on a word means "this stem plus up to
 * STEM_MAX_ENDING_CHARS letters", which covers plurals and Russian case endings ("километр*" matches
 * "километров", "километра", "километре"). Aliases are folded (accents off) when the table loads.
 * Name syntax: "one|other" for en/de/es and "one|few|many" for ru.
 */
import { fold } from '../text.js';
import type { CoreLang } from '../types.js';

type Dimension = 'length' | 'mass' | 'volume' | 'area' | 'speed' | 'temperature';

export interface Unit {
  id: string;
  dimension: Dimension;
  /** Base units per one of this unit (ignored for temperature). */
  factor: number;
  names: Record<CoreLang, string>;
  aliases: string[][];
}

/** Longest ending accepted after a stem: "метр" + "ами", "mile" + "s". */
export const STEM_MAX_ENDING_CHARS = 3;

type Row = [id: string, dim: Dimension, factor: number, en: string, ru: string, de: string, es: string, aliases: string];

const ROWS: Row[] = [
  ['mm', 'length', 0.001, 'millimeter|millimeters', 'миллиметр|миллиметра|миллиметров', 'Millimeter|Millimeter', 'milímetro|milímetros', 'mm, millimeter*, millimetre*, мм, миллиметр*, milimetro*'],
  ['cm', 'length', 0.01, 'centimeter|centimeters', 'сантиметр|сантиметра|сантиметров', 'Zentimeter|Zentimeter', 'centímetro|centímetros', 'cm, centimeter*, centimetre*, см, сантиметр*, zentimeter*, centimetro*'],
  ['m', 'length', 1, 'meter|meters', 'метр|метра|метров', 'Meter|Meter', 'metro|metros', 'm, meter*, metre*, м, метр*, metro*'],
  ['km', 'length', 1000, 'kilometer|kilometers', 'километр|километра|километров', 'Kilometer|Kilometer', 'kilómetro|kilómetros', 'km, kilometer*, kilometre*, км, километр*, kilometro*'],
  ['in', 'length', 0.0254, 'inch|inches', 'дюйм|дюйма|дюймов', 'Zoll|Zoll', 'pulgada|pulgadas', 'inch*, дюйм*, zoll, pulgada*'],
  ['ft', 'length', 0.3048, 'foot|feet', 'фут|фута|футов', 'Fuß|Fuß', 'pie|pies', 'ft, foot, feet, фут*, fuss, pie, pies'],
  ['yd', 'length', 0.9144, 'yard|yards', 'ярд|ярда|ярдов', 'Yard|Yards', 'yarda|yardas', 'yd, yard*, ярд*, yarda*'],
  ['mi', 'length', 1609.344, 'mile|miles', 'миля|мили|миль', 'Meile|Meilen', 'milla|millas', 'mi, mile*, миля, мили, миль, милю, милях, милей, милями, meile*, milla*'],
  ['nmi', 'length', 1852, 'nautical mile|nautical miles', 'морская миля|морские мили|морских миль', 'Seemeile|Seemeilen', 'milla náutica|millas náuticas', 'nautical mile*, морск* мил*, seemeile*, milla* nautica*'],
  ['mg', 'mass', 1e-6, 'milligram|milligrams', 'миллиграмм|миллиграмма|миллиграммов', 'Milligramm|Milligramm', 'miligramo|miligramos', 'mg, milligram*, мг, миллиграмм*, miligramo*'],
  ['g', 'mass', 0.001, 'gram|grams', 'грамм|грамма|граммов', 'Gramm|Gramm', 'gramo|gramos', 'g, gram*, gramme*, г, грамм*, gramo*'],
  ['kg', 'mass', 1, 'kilogram|kilograms', 'килограмм|килограмма|килограммов', 'Kilogramm|Kilogramm', 'kilogramo|kilogramos', 'kg, kilo*, kilogram*, кг, кило, килограмм*, kilogramm*, kilogramo*'],
  ['t', 'mass', 1000, 'tonne|tonnes', 'тонна|тонны|тонн', 'Tonne|Tonnen', 'tonelada|toneladas', 'tonne*, ton, tons, тонн*, tonelada*'],
  ['oz', 'mass', 0.028349523125, 'ounce|ounces', 'унция|унции|унций', 'Unze|Unzen', 'onza|onzas', 'oz, ounce*, унци*, унцию, unze*, onza*'],
  ['lb', 'mass', 0.45359237, 'pound|pounds', 'фунт|фунта|фунтов', 'Pfund|Pfund', 'libra|libras', 'lb, lbs, pound*, фунт*, pfund*, libra*'],
  ['st', 'mass', 6.35029318, 'stone|stone', 'стоун|стоуна|стоунов', 'Stone|Stone', 'stone|stones', 'stone*, стоун*'],
  ['ml', 'volume', 0.001, 'milliliter|milliliters', 'миллилитр|миллилитра|миллилитров', 'Milliliter|Milliliter', 'mililitro|mililitros', 'ml, milliliter*, millilitre*, мл, миллилитр*, mililitro*'],
  ['l', 'volume', 1, 'liter|liters', 'литр|литра|литров', 'Liter|Liter', 'litro|litros', 'l, liter*, litre*, л, литр*, litro*'],
  ['tsp', 'volume', 0.00492892159375, 'teaspoon|teaspoons', 'чайная ложка|чайные ложки|чайных ложек', 'Teelöffel|Teelöffel', 'cucharadita|cucharaditas', 'tsp, teaspoon*, чайн* ложк*, чайн* ложек, teeloffel*, cucharadita*'],
  ['tbsp', 'volume', 0.01478676478125, 'tablespoon|tablespoons', 'столовая ложка|столовые ложки|столовых ложек', 'Esslöffel|Esslöffel', 'cucharada|cucharadas', 'tbsp, tablespoon*, столов* ложк*, столов* ложек, essloffel*, cucharada*'],
  ['floz', 'volume', 0.0295735295625, 'fluid ounce|fluid ounces', 'жидкая унция|жидкие унции|жидких унций', 'Flüssigunze|Flüssigunzen', 'onza líquida|onzas líquidas', 'fl oz, fluid ounce*, жидк* унци*, flussigunze*, onza* liquida*'],
  ['cup', 'volume', 0.2365882365, 'cup|cups', 'чашка|чашки|чашек', 'Tasse|Tassen', 'taza|tazas', 'cup*, чашк*, чашек, tasse*, taza*'],
  ['pt', 'volume', 0.473176473, 'pint|pints', 'пинта|пинты|пинт', 'Pint|Pints', 'pinta|pintas', 'pint*, пинт*, pinta*'],
  ['qt', 'volume', 0.946352946, 'quart|quarts', 'кварта|кварты|кварт', 'Quart|Quarts', 'cuarto de galón|cuartos de galón', 'quart*, кварт*'],
  ['gal', 'volume', 3.785411784, 'gallon|gallons', 'галлон|галлона|галлонов', 'Gallone|Gallonen', 'galón|galones', 'gal, gallon*, галлон*, gallone*, galon*'],
  ['m2', 'area', 1, 'square meter|square meters', 'квадратный метр|квадратных метра|квадратных метров', 'Quadratmeter|Quadratmeter', 'metro cuadrado|metros cuadrados', 'm2, sq m, square meter*, square metre*, квадратн* метр*, кв м, quadratmeter*, metro* cuadrado*'],
  ['km2', 'area', 1e6, 'square kilometer|square kilometers', 'квадратный километр|квадратных километра|квадратных километров', 'Quadratkilometer|Quadratkilometer', 'kilómetro cuadrado|kilómetros cuadrados', 'km2, sq km, square kilometer*, square kilometre*, квадратн* километр*, кв км, quadratkilometer*, kilometro* cuadrado*'],
  ['ft2', 'area', 0.09290304, 'square foot|square feet', 'квадратный фут|квадратных фута|квадратных футов', 'Quadratfuß|Quadratfuß', 'pie cuadrado|pies cuadrados', 'sq ft, ft2, square foot, square feet, квадратн* фут*, quadratfuss, pie* cuadrado*'],
  ['mi2', 'area', 2589988.110336, 'square mile|square miles', 'квадратная миля|квадратные мили|квадратных миль', 'Quadratmeile|Quadratmeilen', 'milla cuadrada|millas cuadradas', 'sq mi, square mile*, квадратн* мил*, quadratmeile*, milla* cuadrada*'],
  ['ha', 'area', 1e4, 'hectare|hectares', 'гектар|гектара|гектаров', 'Hektar|Hektar', 'hectárea|hectáreas', 'ha, hectare*, гектар*, hektar*, hectarea*'],
  ['ac', 'area', 4046.8564224, 'acre|acres', 'акр|акра|акров', 'Acre|Acres', 'acre|acres', 'acre*, акр*'],
  ['mps', 'speed', 1, 'meter per second|meters per second', 'метр в секунду|метра в секунду|метров в секунду', 'Meter pro Sekunde|Meter pro Sekunde', 'metro por segundo|metros por segundo', 'm/s, meter* per second, metre* per second, м/с, метр* в секунду, meter pro sekunde, metro* por segundo'],
  ['kmh', 'speed', 1 / 3.6, 'kilometer per hour|kilometers per hour', 'километр в час|километра в час|километров в час', 'Kilometer pro Stunde|Kilometer pro Stunde', 'kilómetro por hora|kilómetros por hora', 'km/h, kph, kmh, km/ч, км/ч, км в час, kilometer* per hour, kilometre* per hour, kilometer* an hour, километр* в час, kilometer pro stunde, stundenkilometer*, kilometro* por hora, km por hora'],
  ['mph', 'speed', 0.44704, 'mile per hour|miles per hour', 'миля в час|мили в час|миль в час', 'Meile pro Stunde|Meilen pro Stunde', 'milla por hora|millas por hora', 'mph, mile* per hour, mile* an hour, миля в час, мили в час, миль в час, милю в час, meile* pro stunde, milla* por hora'],
  ['kn', 'speed', 1852 / 3600, 'knot|knots', 'узел|узла|узлов', 'Knoten|Knoten', 'nudo|nudos', 'knot*, kn, узел, узла, узлов, узлах, knoten, nudo*'],
  ['c', 'temperature', 1, 'degree Celsius|degrees Celsius', 'градус Цельсия|градуса Цельсия|градусов Цельсия', 'Grad Celsius|Grad Celsius', 'grado Celsius|grados Celsius', 'celsius, centigrade, °c, c, degree* celsius, degree* centigrade, градус* цельси*, цельси*, по цельсию, grad celsius, grado* celsius, grado* centigrado*, centigrado*'],
  ['f', 'temperature', 1, 'degree Fahrenheit|degrees Fahrenheit', 'градус Фаренгейта|градуса Фаренгейта|градусов Фаренгейта', 'Grad Fahrenheit|Grad Fahrenheit', 'grado Fahrenheit|grados Fahrenheit', 'fahrenheit, °f, f, degree* fahrenheit, градус* фаренгейт*, фаренгейт*, по фаренгейту, grad fahrenheit, grado* fahrenheit'],
  ['k', 'temperature', 1, 'kelvin|kelvins', 'кельвин|кельвина|кельвинов', 'Kelvin|Kelvin', 'kelvin|kelvins', 'kelvin*, кельвин*'],
];

export const UNITS: Unit[] = ROWS.map(([id, dimension, factor, en, ru, de, es, aliases]) => ({
  id, dimension, factor, names: { en, ru, de, es },
  aliases: aliases.split(',').map((a) => fold(a.trim()).split(' ')),
}));

/** Converts between two units of the same dimension. */
export function convert(value: number, from: Unit, to: Unit): number {
  if (from.dimension !== 'temperature') return (value * from.factor) / to.factor;
  const celsius = from.id === 'c' ? value : from.id === 'f' ? ((value - 32) * 5) / 9 : value - 273.15;
  return to.id === 'c' ? celsius : to.id === 'f' ? (celsius * 9) / 5 + 32 : celsius + 273.15;
}
