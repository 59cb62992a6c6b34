/**
 * Whether a sentence states a measure in a unit of the dimension asked (lang/units.ts): a measure question is
 * answered by a number with its unit, not by any number.
 */
import { describe, expect, test } from 'vitest';
import { dimensionsOf, statesMeasure, type Dimension } from '../daemon/lang/units.js';

const numberWords = new Set(['two', 'eight', 'twenty-five', 'hundred', 'sept']);

describe('a measure stated in its unit', () => {
  test.each<[string, Dimension[]]>([
    ['Its border with the United States, stretching 8,891 kilometres (5,525 mi), is the longest.', ['length']],
    ['Captive raccoons live over 20 years; in the wild only 1.8 to 3.1 years.', ['duration']],
    ['They normally live for about a year.', ['duration']],
    ['The eggs hatch after around eight weeks.', ['duration']],
    ['It reaches a total length of up to 125cm.', ['length']],
    ['Emus can sprint at 48 km/h (30 mph).', ['speed']],
    ['They are able to reach hypersonic speeds (Mach 13).', ['speed']],
    ['At the age of 18, he married Anne Hathaway.', ['age']],
    ['He moved to Memphis when he was 13 years old.', ['age']],
    ['The wings have a high sweep angle of 37.5 degrees.', ['angle']],
    ['One of the two batteries weighs 28.5 kg.', ['mass']],
    ['Хэгэгум чIырэу иIэр 2 724 900 км².', ['area']],
    ['ШыкӀэпщынэм икӀыхьагъэр см 70.', ['length']],
    ["Le clocher de l'église Saint-Elphin s'élève à 85 mètres.", ['length']],
    ['Il faut sept heures pour y aller.', ['duration']],
    ['Строительство длилось 3 года.', ['duration']],
    ['La commune couvre 180 kilomètres carrés.', ['area']],
    ['Canada covers 3,855,100 square miles.', ['area']],
    ['In 2016, his estate earned $825 million.', ['money']],
    ['Bak vir 35~40 minute.', ['duration']],
    ['Laat stadig prut vir sowat 2½-3 ure.', ['duration']],
    ['Salary: 400,000 United States dollars per year.', ['money']],
    ['Finmeccanica had a total loss of €750 million on the project.', ['money']],
    ['The market has annual revenues of US$159 billion.', ['money']],
    ['After an eight-year break from live shows, he returned to the stage.', ['duration']],
    ['They signed a twenty-five-year lease on the hall.', ['duration']],
    ['Smeer ‘n bakplaat van sowat 30×23 cm goed met botter.', ['length']],
  ])('%s', (sentence, dimensions) => {
    expect(statesMeasure(sentence, dimensions, numberWords)).toBe(true);
  });
});

describe('a number in no unit of the dimension asked', () => {
  test.each<[string, Dimension[]]>([
    ['Their ancestors split from the whales about 55 million years ago.', ['duration']],
    ['Это случилось 300 лет назад.', ['duration']],
    ['London has a population of just under 9 million.', ['length', 'duration']],
    ['The global wild tiger population was estimated between 3,062 and 3,948 mature individuals.', ['length', 'duration']],
    ['The largest living amphibian is the 1.8 m (5 ft 11 in) South China giant salamander.', ['mass']],
    ['In 2016, his estate earned $825 million.', ['length']],
    ['The design was not realized until the twenty-first century.', ['length']],
    ['The ship arrived in 1990.', ['length']],
    ['Founded in 1995 in Paris, it moved in 2001.', ['length']],
    ['The two-way radio was fitted later.', ['duration']],
    ['The bridge is 180 kilometres from the sea.', ['area']],
    ['Higher fuel costs than a twinjet (Airbus A340, Airbus A380 and Boeing 747).', ['money']],
    // A model number's plural is not seconds.
    ['Compared to the older 747s, it burns one-third less fuel.', ['length', 'duration']],
  ])('%s', (sentence, dimensions) => {
    expect(statesMeasure(sentence, dimensions, numberWords)).toBe(false);
  });
});

describe('the dimension of a counted unit', () => {
  test.each<[string, number, Dimension[]]>([
    ['combien de kilomètres carrés', 2, ['area']],
    ['how many square kilometres', 2, ['area']],
    ['combien de mètres', 2, ['length']],
    ['how many minutes', 2, ['duration']],
    ['how many people', 2, []],
  ])('%s', (question, at, dimensions) => {
    expect(dimensionsOf(question.split(' '), at)).toEqual(dimensions);
  });
});

describe('a hyphened chain', () => {
  test('of more parts than a number word and its unit take is no measure', () => {
    expect(statesMeasure('The one-two-three-four-year plan failed.', ['duration'], new Set(['one', 'two', 'three', 'four']))).toBe(false);
  });
});

test('two measures joined by "×" each state a length ("20cm×10cm")', () => {
  expect(statesMeasure('Smeer ń 20cm×10cm broodpan.', ['length'], new Set())).toBe(true);
});

describe('a temperature', () => {
  test.each([
    ['Verhit jou oond tot 140°C.', true],
    ['Voorverhit die oond tot 180 °C.', true],
    ['Iron melts at 2,800 °F.', true],
    ['At sea level (a temperature of 15 degrees Celsius), sound travels at 340 m/s.', true],
    ['Летом до 36 градусов по Цельсию.', true],
    ['The runway turns 30 degrees to the north.', false],
    ['Coordinates: 53° 23′ N, 2° 36′ W.', false],
    ['Bak vir 25 minute.', false],
  ])('"%s" states one: %s', (sentence, states) => {
    expect(statesMeasure(sentence, ['temperature'], new Set())).toBe(states);
  });
});
