/**
 * How the boundary's rule patterns are compiled: the mechanics only, never what they match. Pure.
 *
 * Why this exists: the language modules hold about 700 patterns, 646 of them built by `words()`, which wraps
 * each in the lookarounds `(?<![\p{L}\p{N}])` and `(?![\p{L}\p{N}])`. V8 compiles a pattern on its first
 * use, separately for one-byte (Latin-1) and two-byte (Cyrillic, anything non-Latin-1) text, and each
 * `[\p{L}\p{N}]` class costs it about half a millisecond against two-byte text (hundreds of Unicode ranges).
 * Run one by one, the first turn after start paid 234-625 ms and the first Russian turn up to 1.7 s on a
 * loaded 2-core box, and `hearth ask` (one process per question) paid it every time.
 *
 * Most rule fields are only ever asked "does any of these match?", so the patterns of one field are joined
 * here into one alternation, with one pair of lookarounds around all of them:
 *   any(words(a), words(b), x) = (?<![\p{L}\p{N}])(?:(?:a)|(?:b))(?![\p{L}\p{N}])|(?:x)
 * That matches exactly when one of the parts matches: a regular expression matches if some alternative does,
 * and backtracking tries every alternative at every position with the same lookarounds. Parts are joined
 * only when that argument holds: the same flags, no backreferences, no named groups (numbering and names
 * would clash), balanced parentheses; anything else stays a separate pattern tried in turn.
 *
 * Second, how V8 compiles. A pattern's first run normally goes to V8's bytecode compiler and its second run
 * compiles it again to machine code ("tier-up"). For these large alternations the bytecode step is the slow
 * one: 5-7x the cost of compiling to machine code directly (measured on the joined fields, 2-core box under
 * load: 320-460 ms against 46-74 ms for Cyrillic text). V8 skips the bytecode step for a subject of at least
 * 1,000 characters, so `test` below runs each pattern once on the text followed by PRIME_PAD before its
 * first real run for that text width (one-byte or two-byte), and throws that result away. The real run then
 * uses the machine code; results cannot differ, only the time of the first turn.
 *
 * Third, width. Most patterns are written in ASCII (the English, German, Spanish, French, Italian, Portuguese
 * and Dutch rules after normalizeText), yet a Russian question would compile them all again for two-byte
 * text. Those patterns run instead on `latin1View(text)`, where each character outside Latin-1 is replaced
 * by a Latin-1 stand-in of the same kind (letter, number, other), which such a pattern cannot tell apart
 * (see `projectable`). They are then compiled once, for one-byte text, whatever the question's script.
 */

/** The prefix and suffix `words()` puts around a phrase (see normalize.ts). */
export const WORD_START = '(?<![\\p{L}\\p{N}])(?:';
export const WORD_END = ')(?![\\p{L}\\p{N}])';

/**
 * Subject length from which V8 compiles a pattern straight to machine code on its first run (V8's
 * kTierUpForSubjectLengthValue is 1,000); a little longer to be safe. Spaces: no rule starts with one, so
 * the priming run fails fast at every padded position.
 */
const PRIME_PAD = ' '.repeat(1_024);

/** Characters outside Latin-1: V8 then holds the string as two-byte and compiles patterns for that width. */
const WIDE = /[^\u0000-\u00ff]/u;

/** Which widths each pattern has been primed for: bit 1 one-byte, bit 2 two-byte. */
const primed = new WeakMap<RegExp, number>();

/**
 * `re.test(text)`, with the pattern compiled straight to machine code the first time it meets text of this
 * width (see above). The width is guessed from the characters; a wrong guess only costs time, never a
 * different answer. `lastIndex` is reset after priming, so global patterns behave as without it.
 */
export function test(re: RegExp, text: string): boolean {
  prime(re, text);
  return re.test(text);
}

/** Compiles `re` for the width of `text` if that was not done yet (see `test`); `lastIndex` is left at 0. */
export function prime(re: RegExp, text: string): void {
  const bit = WIDE.test(text) ? 2 : 1;
  const done = primed.get(re) ?? 0;
  if ((done & bit) !== 0) return;
  re.test(text + PRIME_PAD);
  re.lastIndex = 0;
  primed.set(re, done | bit);
}

/** "Does any of these patterns match?" in as few compiled patterns as possible. */
export interface AnyOf {
  test(text: string): boolean;
}

/** True when `source` has no backreference or named group and its parentheses balance. */
function joinable(source: string): boolean {
  if (/\\[1-9k]/u.test(source) || /\(\?<(?![=!])/u.test(source)) return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return depth === 0 && !inClass;
}

/** The phrase inside a `words()` pattern, or undefined when `re` was built some other way. */
function wordsInner(re: RegExp): string | undefined {
  const s = re.source;
  if (!s.startsWith(WORD_START) || !s.endsWith(WORD_END)) return undefined;
  const inner = s.slice(WORD_START.length, s.length - WORD_END.length);
  return joinable(inner) ? inner : undefined;
}

/**
 * One matcher for "any of `patterns` matches". All patterns must be non-global and non-sticky (they are
 * used with `.test`, which would otherwise move `lastIndex`); such a pattern is kept as it is.
 */
function joinAll(patterns: readonly RegExp[]): AnyOf | undefined {
  if (patterns.length === 0) return undefined;
  const flags = patterns[0]?.flags ?? 'u';
  const phrases: string[] = [];
  const others: string[] = [];
  const apart: RegExp[] = [];
  for (const re of patterns) {
    const stateful = re.global || re.sticky;
    const inner = stateful || re.flags !== flags ? undefined : wordsInner(re);
    if (inner !== undefined) phrases.push(`(?:${inner})`);
    else if (!stateful && re.flags === flags && joinable(re.source)) others.push(`(?:${re.source})`);
    else apart.push(re);
  }
  const parts = [...(phrases.length > 0 ? [`${WORD_START}${phrases.join('|')}${WORD_END}`] : []), ...others];
  const joined = parts.length > 0 ? new RegExp(parts.join('|'), flags) : undefined;
  return {
    test(text: string): boolean {
      return (joined !== undefined && test(joined, text)) || apart.some((re) => test(re, text));
    },
  };
}

/**
 * One matcher for "any of `patterns` matches". Patterns written in ASCII (see `projectable`) are joined apart
 * from the others and run on `latin1View(text)`, so they are only ever compiled for one-byte text: a Russian
 * question no longer compiles the English, German and Spanish patterns a second time for two-byte text.
 */
export function anyOf(patterns: readonly RegExp[]): AnyOf {
  const latin = joinAll(patterns.filter(projectable));
  const rest = joinAll(patterns.filter((p) => !projectable(p)));
  return {
    test(text: string): boolean {
      return (latin !== undefined && latin.test(latin1View(text))) || (rest !== undefined && rest.test(text));
    },
  };
}

/**
 * True when `re` answers the same on `latin1View(text)` as on `text`: flags exactly 'u' (no case folding,
 * no dotAll), a source of printable ASCII only (no literal beyond Latin-1 to lose), no `\u`, `\x`, `\c`
 * escapes that could name such a character, and no Unicode property but \p{L} and \p{N}. For such a pattern
 * every construct treats a character outside Latin-1 exactly as its stand-in: a letter as 'µ' (a letter, not
 * ASCII, not a digit), a number as '²', anything else as '¤' (neither letter, number nor space). The text
 * the boundary matches has no whitespace but ' ' (normalizeText), so no space needs a stand-in.
 */
export function projectable(re: RegExp): boolean {
  const s = re.source;
  if (re.flags !== 'u' || !/^[\x20-\x7e]*$/u.test(s)) return false;
  if (/\\[uxcP]/u.test(s)) return false;
  return [...s.matchAll(/\\p\{([^}]*)\}/gu)].every((m) => m[1] === 'L' || m[1] === 'N');
}

const LETTER = /^\p{L}$/u;
const NUMBER = /^\p{N}$/u;

/**
 * `text` with every character outside Latin-1 replaced by its stand-in (see `projectable`), built as a
 * one-byte string (through a latin1 Buffer: V8 keeps a string from `replace` on two-byte text two-byte).
 * Latin-1 text is returned as it is.
 */
export function latin1View(text: string): string {
  if (!WIDE.test(text)) return text;
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes.push(code <= 0xff ? code : LETTER.test(ch) ? 0xb5 : NUMBER.test(ch) ? 0xb2 : 0xa4);
  }
  return Buffer.from(bytes).toString('latin1');
}

/** A matcher that never matches, for a language that has no patterns in a field. */
export const NONE: AnyOf = Object.freeze({ test: () => false });
