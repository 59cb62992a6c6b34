/**
 * Follow-up questions in one conversation: "who is Angela Merkel" then "and how old is she". The second
 * question names nobody, so the evidence stages would search for "how old is she". A conversation remembers
 * the topic of its last answered world turn (the title of its first evidence, else the question) for a few
 * minutes, and a short question that points back at something gets that topic appended for the search.
 *
 * Privacy: a topic is only ever taken from a world turn (the boundary already let it out), the combined
 * text goes through the boundary again before it is used, and topics live in memory only, never logged.
 * Pure apart from the clock passed in.
 */

/**
 * How long a conversation remembers its topic, ms. Home Assistant keeps a satellite's conversation id for
 * five minutes (PR #112651); a follow-up later than that is a new conversation.
 */
export const CONVERSATION_TTL_MS = 5 * 60_000;

/** Most conversations remembered at once; the oldest is forgotten first. A home has a handful of clients. */
export const MAX_CONVERSATIONS = 512;

/** Longest question, in words, still treated as a follow-up: "and when was she born" is five. */
export const MAX_FOLLOW_UP_WORDS = 8;

/**
 * Words that point back at an earlier subject, by language: third-person pronouns and "and" at the start.
 * Lower case; matched as whole words. Languages without an entry still work through the leading "and".
 */
const ANAPHORS: readonly string[] = [
  // en
  'he', 'she', 'it', 'they', 'him', 'her', 'his', 'its', 'their', 'them',
  // de ("es" and "da" are left out: Spanish "es" is "is", and "da" is a filler word)
  'er', 'sie', 'ihn', 'ihm', 'ihr', 'seine', 'ihre', 'dort',
  // es (articles "la", "lo", "le" are left out: they start most Spanish questions)
  'él', 'ella', 'ellos', 'ellas', 'su', 'sus', 'allí', 'allá',
  // fr ("il" is also the Italian article, "son" an English word)
  'elle', 'ils', 'elles', 'lui', 'leur', 'ses',
  // it
  'lei', 'loro', 'suo', 'sua',
  // pt
  'ele', 'ela', 'eles', 'elas', 'dele', 'dela', 'seu',
  // nl ("het" is the article, "ze" also Polish "with")
  'hij', 'zij', 'hem', 'haar', 'zijn', 'daar',
  // pl ("on" is an English word, "ich" German "I")
  'ona', 'ono', 'oni', 'jego', 'jej', 'tam',
  // ru, uk
  'он', 'она', 'оно', 'они', 'его', 'её', 'ее', 'их', 'ему', 'ей', 'там', 'він', 'вона', 'воно', 'вони', 'його', 'її',
];
const ANAPHOR_SET = new Set(ANAPHORS);

/** "And ..." at the start of a question, in the languages the boundary knows. */
const LEADING_AND = new Set(['and', 'und', 'y', 'e', 'et', 'en', 'i', 'a', 'и', 'а', 'і', 'та', 'also', 'so']);

function words(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w !== '');
}

/** Whether a question is short and points back at an earlier subject. */
export function looksLikeFollowUp(text: string): boolean {
  const list = words(text);
  if (list.length === 0 || list.length > MAX_FOLLOW_UP_WORDS) return false;
  if (LEADING_AND.has(list[0]!)) return true;
  return list.some((w) => ANAPHOR_SET.has(w));
}

/** The text the evidence stages search for: the question with the remembered topic after it. */
export function withTopic(text: string, topic: string): string {
  return `${text.trim()} ${topic.trim()}`;
}

interface Remembered {
  topic: string;
  atMs: number;
}

/** Topics by conversation id, forgotten after CONVERSATION_TTL_MS; bounded to MAX_CONVERSATIONS. */
export class ConversationMemory {
  readonly #byId = new Map<string, Remembered>();

  constructor(private readonly now: () => number = Date.now) {}

  get(id: string): string | undefined {
    const entry = this.#byId.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.atMs > CONVERSATION_TTL_MS) {
      this.#byId.delete(id);
      return undefined;
    }
    return entry.topic;
  }

  set(id: string, topic: string): void {
    this.#byId.delete(id);
    this.#byId.set(id, { topic, atMs: this.now() });
    while (this.#byId.size > MAX_CONVERSATIONS) {
      const oldest = this.#byId.keys().next().value;
      if (oldest === undefined) break;
      this.#byId.delete(oldest);
    }
  }

  /** Forgets a conversation (a personal turn ends the topic: "and what about her" must not reach back). */
  forget(id: string): void {
    this.#byId.delete(id);
  }

  get size(): number {
    return this.#byId.size;
  }
}
