/**
 * The chain's own sentences, in the languages the boundary recognises. Stages phrase their own answers;
 * these are only for the chain's last-resort replies.
 */

const DONT_KNOW_PERSONAL: Record<string, string> = {
  en: "I don't know that yet. If you tell me \"remember that ...\", I'll keep it.",
  ru: 'Я этого пока не знаю. Скажите «запомни, что ...», и я запомню.',
  de: 'Das weiß ich noch nicht. Sag „merke dir, dass ...“, dann behalte ich es.',
  es: 'Todavía no lo sé. Si me dices «recuerda que ...», lo guardaré.',
};

/** Said when a personal question reaches the end of the local stages unanswered. It never searches. */
export function dontKnowPersonal(lang: string | undefined): string {
  return DONT_KNOW_PERSONAL[lang ?? 'en'] ?? DONT_KNOW_PERSONAL.en!;
}
