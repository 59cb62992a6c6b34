/**
 * When a page word stands for a question word: they share a prefix of at least MIN_PREFIX_CHARS that leaves at
 * most MAX_SUFFIX_CHARS of either word. A language-agnostic stand-in for suffix stemming: "born"/"borne",
 * "Франции"/"Франция", "nacido"/"nacida", but not "cat"/"catalogue". Pure; used by the ranking (rank.ts) and
 * the dense-script matching (dense-match.ts).
 */

/** Shortest prefix that may stand for a word: two letters match far too much. */
export const MIN_PREFIX_CHARS = 3;
/** How many trailing characters may differ: enough for inflection endings, not for different words. */
export const MAX_SUFFIX_CHARS = 3;

/** Prefix keys under which a word is indexed: its own prefixes within MAX_SUFFIX_CHARS of its length. */
function prefixKeys(word: string): string[] {
  const chars = [...word];
  if (chars.length < MIN_PREFIX_CHARS) return [word];
  const keys: string[] = [];
  const shortest = Math.max(MIN_PREFIX_CHARS, chars.length - MAX_SUFFIX_CHARS);
  for (let n = shortest; n <= chars.length; n++) keys.push(chars.slice(0, n).join(''));
  return keys;
}

/** The shortest prefix key of a word: every word that matches it starts with this. */
export function shortestKey(word: string): string {
  const chars = [...word];
  if (chars.length < MIN_PREFIX_CHARS) return word;
  return chars.slice(0, Math.max(MIN_PREFIX_CHARS, chars.length - MAX_SUFFIX_CHARS)).join('');
}

/**
 * An index from the question's prefix keys to the question words they stand for. A page word matches a question
 * word when they share a key. Looking a page word up is a few map reads, never a comparison with every question
 * word, and each distinct page word is looked up once: a pool repeats the same few thousand words many times.
 * (Indexing every page word under all its keys instead cost ~250 ms on a 1 MB pool; see
 * bench/grounding-speed.mjs.)
 */
export class QueryIndex {
  readonly #byKey = new Map<string, number[]>();
  readonly #cache = new Map<string, readonly number[]>();

  constructor(terms: readonly string[]) {
    terms.forEach((t, i) => {
      for (const key of prefixKeys(t)) {
        const list = this.#byKey.get(key);
        if (list === undefined) this.#byKey.set(key, [i]);
        else if (!list.includes(i)) list.push(i);
      }
    });
  }

  /** Indices of the question words that `word` (lower-cased) matches, often none. */
  lookup(word: string): readonly number[] {
    let hit = this.#cache.get(word);
    if (hit === undefined) {
      const found = new Set<number>();
      for (const key of prefixKeys(word)) for (const t of this.#byKey.get(key) ?? []) found.add(t);
      hit = [...found];
      this.#cache.set(word, hit);
    }
    return hit;
  }
}

/**
 * True when two words match under the prefix rule. Words shorter than MIN_PREFIX_CHARS must be equal.
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const x = [...a];
  const y = [...b];
  let p = 0;
  while (p < x.length && p < y.length && x[p] === y[p]) p++;
  return p >= Math.max(MIN_PREFIX_CHARS, x.length - MAX_SUFFIX_CHARS, y.length - MAX_SUFFIX_CHARS);
}
