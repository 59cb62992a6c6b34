import { describe, expect, test } from 'vitest';
import { ask, fixedContext } from './helpers/skill-context.js';

describe('units skill', () => {
  const ctx = fixedContext();
  test.each([
    ['how many kilometers in 5 miles', '5 miles is about 8.05 kilometers.'],
    ['convert 100 fahrenheit to celsius', '100 degrees Fahrenheit is about 37.8 degrees Celsius.'],
    ['10 kg in pounds', '10 kilograms is about 22.05 pounds.'],
    ['how many feet in a mile', '1 mile is 5280 feet.'],
    ['60 mph in km/h', '60 miles per hour is about 96.56 kilometers per hour.'],
    ['how many liters is 2 gallons', '2 gallons is about 7.57 liters.'],
    ['convert 2 hectares to acres', '2 hectares is about 4.94 acres.'],
    ['what is 0 celsius in kelvin', '0 degrees Celsius is about 273.2 kelvins.'],
    ['сколько сантиметров в дюйме', '1 дюйм — это 2,54 сантиметра.'],
    ['сколько километров в пяти милях', '5 миль — это примерно 8,05 километра.'],
    ['переведи 30 градусов цельсия в фаренгейты', '30 градусов Цельсия — это 86 градусов Фаренгейта.'],
    ['wie viele Zentimeter sind ein Zoll', '1 Zoll ist 2,54 Zentimeter.'],
    ['cuántas libras son 10 kilos', '10 kilogramos son aproximadamente 22,05 libras.'],
  ])('%s', (q, a) => {
    expect(ask(q, ctx)).toMatchObject({ skill: 'units', text: a });
  });

  test('units of different kinds do not convert', () => {
    expect(ask('how many kilograms in 5 miles', ctx)).toBeNull();
  });
});
