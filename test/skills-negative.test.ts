import { describe, expect, test } from 'vitest';
import { createSkills } from '../skills/index.js';

/** World questions and personal-store questions: no skill may claim them. */
const NOT_SKILLS = [
  'how do I boil an egg',
  'what is the capital of France',
  'who is the president of France',
  'when was Ray Charles born',
  'how many people live in Tokyo',
  'what time does the Louvre open',
  'how many miles from Paris to Berlin',
  'how many feet does a centipede have',
  'what is the speed of light',
  'how much is a pound in dollars',
  'what is the temperature outside',
  'where is the spare key',
  'what do you know about Paris',
  'what is 1984 about',
  'do you remember when the Berlin wall fell',
  'какая столица Франции',
  'сколько людей живёт в Токио',
  'сколько лет Путину',
  'когда родился Пушкин',
  'сколько времени идёт поезд до Москвы',
  'во сколько открывается Лувр',
  'сколько будет стоить билет',
  'где лежит запасной ключ',
  'wie viele Einwohner hat Berlin',
  'was ist die Hauptstadt von Frankreich',
  'wann wurde Goethe geboren',
  'was weißt du über Berlin',
  'wie spät öffnet der Louvre',
  'cuántos años tiene Shakira',
  'cuál es la capital de Francia',
  'qué hora abre el Louvre',
  'cuántas personas viven en Madrid',
  'what time is it in Atlantis',
];

describe('world questions', () => {
  const skills = createSkills();
  test.each(NOT_SKILLS)('no skill matches: %s', (q) => {
    expect(skills.match(q)).toBeNull();
  });
});
