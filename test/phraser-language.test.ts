import { describe, expect, test } from 'vitest';
import { createExtractivePhraser, speakingLanguage } from '../daemon/phraser/index.js';
import { notSaidPhrase } from '../daemon/phraser/phrases.js';
import type { Evidence } from '../daemon/turn/types.js';

// Hearth's own sentences follow the question's language, corrected by the articles' (lang/close.ts).
const phraser = speakingLanguage(createExtractivePhraser({ maxSentences: 2 }), 'en');

async function reply(question: string, lang: string, evidence: Evidence[]): Promise<string> {
  const result = await phraser.phrase({
    question,
    evidence,
    lang,
    signal: new AbortController().signal,
    deadlineAt: Date.now() + 5000,
    onSentence: () => {},
  });
  return result.text;
}

const article = (lang: string, text: string): Evidence => ({ source: 'zim', title: 'Oliebol', text, lang });

describe('the language of the phraser’s own sentences', () => {
  test('a question detected as German over an Afrikaans article is declined in the configured language', async () => {
    const text = await reply('hoeveel kinders het die bakker gehad', 'de', [article('af', 'Oliebolle word in warm olie gebak. Dit is ’n Nederlandse gereg.')]);
    expect(text).toBe(notSaidPhrase('Oliebol', 'en'));
  });

  test('a German question over a German article is declined in German', async () => {
    const text = await reply('wie viele kinder hatte der bäcker', 'de', [article('de', 'Ölkrapfen werden in heißem Öl gebacken. Sie sind ein niederländisches Gericht.')]);
    expect(text).toBe(notSaidPhrase('Oliebol', 'de'));
  });

  test('a question mostly in Afrikaans that a few shared words make look Polish is declined in the configured language', async () => {
    const text = await reply('waar hou ek die oliebolle sodat dit nie bederf nie', 'pl', [article('en', 'Oliebollen are fried in hot oil.')]);
    expect(text).toBe(notSaidPhrase('Oliebol', 'en'));
  });

  test('a Polish question stays Polish', async () => {
    const text = await reply('ile dzieci miał piekarz', 'pl', [article('en', 'Oliebollen are fried in hot oil.')]);
    expect(text).toBe(notSaidPhrase('Oliebol', 'pl'));
  });

  test('a German question over articles in two languages keeps German', async () => {
    const evidence = [article('af', 'Oliebolle word in warm olie gebak.'), article('en', 'Oliebollen are fried in hot oil.')];
    const text = await reply('wie viele kinder hatte der bäcker', 'de', evidence);
    expect(text).toBe(notSaidPhrase('Oliebol', 'de'));
  });
});
