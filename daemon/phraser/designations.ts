/**
 * Models and versions a question names by their designation ("the 787-3", "android 1.0", "the 777x"), and which
 * evidence sentences speak of them. Pure: no I/O. phraser/reading.ts reads them once per turn; phraser/answers.ts
 * asks the answering sentence to name the one asked.
 *
 * An aircraft or software article speaks of many variants of its subject ("the 787-8 is the base model", "the 787-9
 * first flew in 2013", "Boeing canceled the 787-3 in December 2010"). The same-word rule reads "787" in all of them,
 * and a question about one variant was answered from a sentence about another. A designation the question writes in
 * parts is therefore what the answering sentence, or the one before it, writes; one the evidence never writes means
 * the evidence is about something else.
 */
import type { Evidence } from '../turn/types.js';
import type { Candidate } from './candidates.js';

/**
 * A number the question writes in parts ("787-3", "1.0", "747-300", "777-200lr"): a model's or a version's
 * designation. One pass over the question.
 */
const PARTED_NUMBER_RE = /(?<![\p{L}\p{Nd}.,])(\p{Nd}+)((?:[.\-‐‑–−]\p{Nd}+)+)(\p{L}*)(?![\p{L}\p{Nd}]|[.,]\p{Nd})/gu;
/** Every dash a sentence may join a designation's parts with, as a regular expression class. */
const DASHES = '[\\-‐‑–−]';
/** The words right after a designation in the question, whose initials may name its sub-variant. */
const FOLLOWING_WORDS_RE = /^\s+(\p{L})\p{L}*(?:\s+(\p{L})\p{L}*)?/u;
/**
 * Designations read per question: each is one pattern tested on every candidate sentence, so a hostile question of
 * thousands of "1.0"s costs no more than a real one. Real questions name one, two when they compare.
 */
const MAX_PARTED_DESIGNATIONS = 3;
/**
 * Longest designation read: real ones run to a dozen characters ("777-200lr", "2.6.25"). Each becomes part of a
 * pattern tested on every sentence, so a hostile "1.1.1...." of 2,000 characters would cost its length on each.
 */
const MAX_DESIGNATION_CHARS = 24;

/** How sentences write one designation asked. */
interface PartedPattern {
  /** The designation asked. */
  readonly asked: RegExp;
  /** Some designation of the same model or version ("787-9" beside the "787-3" asked). */
  readonly any: RegExp;
}

/**
 * How a sentence writes each designation the question writes in parts: whole ("the 787-3", "Android 1.0"), in the
 * plural or as the sub-variant the question's next words abbreviate ("the 747-200F" for "the 747-200 freighter"), or,
 * when its first number is a title's, as an article's shorthand for a variant of its subject ("The -300 was awarded
 * ...", "the first -200LR" in "Boeing 777").
 */
function partedPatterns(question: string, titleNumbers: ReadonlySet<string>): PartedPattern[] {
  const found = [...question.matchAll(PARTED_NUMBER_RE)].filter((m) => m[0].length <= MAX_DESIGNATION_CHARS);
  return found.slice(0, MAX_PARTED_DESIGNATIONS).map((m) => {
    const rest = m[2]!.replace(/[\-‐‑–−]/gu, DASHES).replace(/\./gu, '\\.');
    const letters = m[3]!.replace(/s$/u, '');
    // Not "the −8F" for "the 747-8 intercontinental": the sub-variant's letters are the initials of the words after.
    const next = FOLLOWING_WORDS_RE.exec(question.slice(m.index + m[0].length));
    const initials = letters === '' && next !== null ? [next[1]!, ...(next[2] === undefined ? [] : [next[1]! + next[2]])] : [];
    const end = `${letters}(?:${initials.join('|')})?s?(?![\\p{L}\\p{Nd}])`;
    const whole = `(?<![\\p{L}\\p{Nd}.,])${m[1]!}${rest}${end}`;
    const shorthand = titleNumbers.has(m[1]!) && rest.startsWith(DASHES);
    const variant = shorthand ? `|(?<![\\p{L}\\p{Nd}])${rest}${end}` : '';
    const separator = rest.startsWith(DASHES) ? DASHES : '\\.';
    const any = `(?<![\\p{L}\\p{Nd}.,])${m[1]!}${separator}\\p{Nd}` + (shorthand ? `|(?<![\\p{L}\\p{Nd}])${DASHES}\\p{Nd}` : '');
    return { asked: new RegExp(whole + variant, 'iu'), any: new RegExp(any, 'u') };
  });
}

/** Which candidates speak of the designations the question writes in parts (see `designationsInParts`). */
export interface PartedDesignations {
  /** The question writes one or more that the evidence writes and no title says. */
  readonly asked: boolean;
  /** The candidates that write them all. */
  readonly states: ReadonlySet<Candidate>;
  /** Those, and those right after one in their evidence line (or after their source's sentence that writes them). */
  readonly near: ReadonlySet<Candidate>;
}

/**
 * The designations the question writes in parts that the evidence writes and no title says, and the candidates that
 * speak of them: each candidate and its sentence before are tested once per designation (linear in the evidence). A
 * sentence writing another designation of the same model is about that one, whatever the sentence before it names
 * ("The 787-9 first flew in 2013." after one about the 787-3).
 */
export function designationsInParts(question: string, titles: readonly string[], titleNumbers: ReadonlySet<string>, candidates: readonly Candidate[], evidence: readonly Evidence[]): PartedDesignations {
  const parted = partedPatterns(question, titleNumbers).filter((p) => !titles.some((t) => p.asked.test(t)) && candidates.some((c) => p.asked.test(c.sentence)));
  if (parted.length === 0) return { asked: false, states: new Set(), near: new Set() };
  const states = new Set(candidates.filter((c) => parted.every((p) => p.asked.test(c.sentence))));
  const writesAnother = (text: string): boolean => parted.some((p) => p.any.test(text) && !p.asked.test(text));
  const near = new Set(
    candidates.filter((c, i) => {
      if (states.has(c)) return true;
      if (writesAnother(c.sentence)) return false;
      const prev = candidates[i - 1];
      // A line's first sentence follows the one its source had before it (Evidence `before`): "Cruising speed is up
      // to Mach 0.855 on different versions of the 747-400." before "The passenger version first entered service ...".
      const source = c.sentenceIndex === 0 ? evidence[c.evidenceIndex]?.before : undefined;
      return (prev !== undefined && prev.evidenceIndex === c.evidenceIndex && states.has(prev)) || (source !== undefined && parted.every((p) => p.asked.test(source)));
    }),
  );
  return { asked: true, states, near };
}
