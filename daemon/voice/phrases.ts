/**
 * The voice loop's own spoken lines, per language. Fixed strings: nothing from the user goes in them.
 */

/** Said when speech-to-text is unavailable (no model, server down), so a spoken question never meets silence. */
const STT_UNAVAILABLE: Readonly<Record<string, string>> = {
  en: "Sorry, I can't understand speech right now.",
  ru: 'Извините, сейчас я не могу распознать речь.',
  uk: 'Вибачте, зараз я не можу розпізнати мовлення.',
  de: 'Entschuldigung, ich kann gerade keine Sprache verstehen.',
  es: 'Lo siento, ahora mismo no puedo entender la voz.',
  fr: 'Désolé, je ne peux pas comprendre la parole pour le moment.',
  it: 'Scusa, al momento non riesco a capire la voce.',
  pt: 'Desculpe, agora não consigo entender a fala.',
};

/** The line for `lang` (a primary subtag), English when there is none for it. */
export function sttUnavailable(lang: string | undefined): string {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return STT_UNAVAILABLE[primary] ?? STT_UNAVAILABLE.en!;
}
