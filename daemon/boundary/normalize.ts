/**
 * Text preparation for the boundary's rules. Pure.
 *
 * The rules are written against one canonical form so each language module can stay short. It is the shared fold
 * (daemon/lang/fold.ts), plus two steps of the boundary's own:
 *  - NFKC (full-width letters, ligatures and compatibility forms become plain letters);
 *  - lower case;
 *  - curly and modifier apostrophes become "'" ("what’s" → "what's");
 *  - Russian ё becomes е (people and speech-to-text write both);
 *  - accents are dropped from Latin letters ("dónde" → "donde", "fährt" → "fahrt", "ñ" → "n"), because
 *    speech-to-text and hurried typing drop them too; Cyrillic й and ї keep their marks (they are letters);
 *  - German ß becomes ss;
 *  - an apostrophe between two Cyrillic letters is dropped: Ukrainian writes it inside words ("сім'я", "пам'ять"),
 *    where it would otherwise split off "я" ("I");
 *  - runs of whitespace become one space.
 *
 * Quoted spans («Война и мир», "My Way", „Mein Kampf“) are titles or citations, not the speaker talking about
 * himself, so `stripQuoted` replaces them with a neutral placeholder before the rules look for "my".
 */

import { fold } from '../lang/fold.js';

/** An apostrophe (any of the forms above, or straight) inside a Cyrillic word. */
const CYRILLIC_APOSTROPHE = /(?<=\p{Script=Cyrillic})['\u2018\u2019\u02bc\u00b4`](?=\p{Script=Cyrillic})/gu;

/**
 * Words as written, for rules that look at the raw text (capitals): like `tokenize` on the normalized text, so
 * the indices agree; a Cyrillic word keeps its inner apostrophe.
 */
export const RAW_WORD = /[\p{L}\p{N}]+(?:(?<=\p{Script=Cyrillic})['\u2018\u2019\u02bc\u00b4`](?=\p{Script=Cyrillic})[\p{L}\p{N}]+)*/gu;

/** The canonical form every rule module matches against. */
export function normalizeText(text: string): string {
  return fold(text)
    .replace(CYRILLIC_APOSTROPHE, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** Pairs of quote marks whose content is treated as a title. Straight double quotes pair with themselves. */
const QUOTED = /«[^»]*»|„[^“”]*[“”]|“[^”]*”|"[^"]*"|‹[^›]*›|‚[^‘’]*[‘’]/gu;

/** A placeholder token that no rule matches. */
export const QUOTED_PLACEHOLDER = 'qqtitleqq';

/** Replaces quoted spans with a placeholder (call before normalizeText, which unifies the quote marks). */
export function stripQuoted(text: string): string {
  return text.replace(QUOTED, ` ${QUOTED_PLACEHOLDER} `);
}

/**
 * English wh-contractions, with or without the apostrophe that speech-to-text and hurried typing drop ("whens
 * the next bin collection", "where's the remote"). No other covered language has these words.
 */
const WH_CONTRACTIONS = /(?<![\p{L}\p{N}])(what|when|where|who|how)(?:['’]s|s)(?![\p{L}\p{N}])/giu;

/**
 * Spells "when's" and "whens" as "when is", so the rules see one form and the words of the raw text and of the
 * normalized text stay aligned (call on the raw text, before normalizeText). Case is kept.
 */
export function expandContractions(text: string): string {
  return text.replace(WH_CONTRACTIONS, '$1 is');
}

/** Words of a normalized text: letters and digits; apostrophes and hyphens split words. */
export function tokenize(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Builds a regular expression that matches `source` only as whole words, in any script (JavaScript's \b only
 * knows ASCII letters, so it would match "мой" inside "мойка").
 */
export function words(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'u');
}

/** Builds a regular expression that matches one whole token against any of the alternatives in `source`. */
export function token(source: string): RegExp {
  return new RegExp(`^(?:${source})$`, 'u');
}
