/**
 * Evidence-line cleaning: turns whatever a source hands us (search snippets with HTML entities, article text with
 * markup, markdown from an LLM-facing API, emoji) into one plain line the phraser may read aloud.
 *
 * Pure functions, no I/O. The rules, from issue 3 ("Evidence lines"):
 * - entities decoded, tags / markdown / emoji stripped, whitespace collapsed to single spaces (never a newline);
 * - URLs removed from the text (an Evidence keeps its `url` field for the chat page; the text is what gets spoken);
 * - cut at a sentence boundary under a length cap, with '…' only when a sentence had to be cut in the middle.
 *
 * Nothing here assumes English: sentence boundaries come from ./sentences.ts (Intl.Segmenter's language-neutral
 * rules plus abbreviation repair), word cuts fall back to a hard cut for scripts written without spaces.
 */
import { compile } from 'html-to-text';
import { joinSentences, splitSentences } from '../lang/sentences.js';

/**
 * Default cap for one evidence line, in characters. About two or three spoken sentences: long enough to carry a
 * fact with its context, short enough that a handful of lines fits an LLM prompt and a 30 s spoken answer.
 */
export const DEFAULT_MAX_CHARS = 400;

/** The ellipsis appended when a sentence is cut in the middle. One character, so it never breaks the cap. */
const ELLIPSIS = '…';

/**
 * html-to-text, configured for speech: no link targets, no images, no uppercased headings, no bullet marks, no
 * line wrapping. Compiled once because compiling the option set is the expensive part of a conversion.
 * SPEECH_SELECTORS are shared with the page extractors (daemon/grounding/extractors.ts).
 */
export const SPEECH_SELECTORS = [
  { selector: 'a', options: { ignoreHref: true } },
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: 'ul', options: { itemPrefix: ' ' } },
  { selector: 'ol', options: { itemPrefix: ' ' } },
];

const htmlToPlain = compile({
  wordwrap: false,
  preserveNewlines: false,
  selectors: [
    ...SPEECH_SELECTORS,
    { selector: 'img', format: 'skip' },
    { selector: 'script', format: 'skip' },
    { selector: 'style', format: 'skip' },
    { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
  ],
});

/** Something that looks like a tag or an entity; plain text skips the HTML pass (it is the slow part). */
const LOOKS_LIKE_HTML = /<[a-zA-Z!/][^>]*>|&(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#[0-9]{1,7}|#x[0-9a-fA-F]{1,6});/;

/** http(s)/ftp URLs, and bare www. hosts. Bare domain names ("Amazon.com") are left: they are often the answer. */
const URL_PATTERN = /\b(?:https?|ftp):\/\/[^\s<>"')\]]+|\bwww\.[^\s<>"')\]]+\.[^\s<>"')\]]+/giu;

/**
 * Emoji and their glue: pictographs, skin-tone modifiers, regional-indicator flags, variation selector 16,
 * zero-width joiners, and the keycap combiner. ©, ® and ™ are pictographic too; a speech line loses nothing there.
 */
const EMOJI_PATTERN = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}\u{FE0F}\u{200D}\u{20E3}]/gu;

/** Invisible characters that would otherwise glue words together or confuse TTS: soft hyphen, zero-width space, BOM. */
const INVISIBLE_PATTERN = /[\u00AD\u200B\u200C\u2060\uFEFF]/g;

/** Control characters other than whitespace. */
// eslint-disable-next-line no-control-regex
const CONTROL_PATTERN = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/** Removes markdown syntax while keeping the words it decorates. Runs line by line before whitespace collapses. */
function stripMarkdown(text: string): string {
  return (
    text
      // images first (their alt text is not content), then links keep their label
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      // fenced code markers and inline code ticks
      .replace(/```[^\n]*/g, ' ')
      .replace(/`([^`]*)`/g, '$1')
      // line starts: headings, quotes, bullets, numbered-list markers stay (they are words in many languages)
      .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]*>+[ \t]?/gm, '')
      .replace(/^[ \t]*[-*+•][ \t]+/gm, '')
      // emphasis: **x**, __x__, *x*, _x_ (underscore only at word edges, so snake_case survives)
      .replace(/\*\*([^*\n]+)\*\*/g, '$1')
      .replace(/(^|[^\p{L}\p{N}_])__([^_\n]+)__(?=$|[^\p{L}\p{N}_])/gmu, '$1$2')
      .replace(/(^|[^*\p{L}\p{N}])\*([^*\s][^*\n]*?)\*(?=$|[^*\p{L}\p{N}])/gmu, '$1$2')
      .replace(/(^|[^\p{L}\p{N}_])_([^_\s][^_\n]*?)_(?=$|[^\p{L}\p{N}_])/gmu, '$1$2')
      .replace(/~~([^~\n]+)~~/g, '$1')
      // table pipes and horizontal rules
      .replace(/^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|?)+[ \t]*$/gm, ' ')
      .replace(/^[ \t]*(?:[-*_][ \t]*){3,}$/gm, ' ')
      .replace(/[ \t]*\|[ \t]*/g, ' ')
  );
}

/**
 * Fraction of the cap that whole sentences must fill before we prefer them over a mid-sentence cut. One half: a
 * cut line that is at least half the allowed length still reads as a complete thought.
 */
const MIN_SENTENCE_FILL = 0.5;

/**
 * Shortens `text` to at most `maxChars` characters. Whole sentences are kept while they fit; if they fill less
 * than half the room (or even the first sentence is too long) the text is cut at the last space before the cap (or hard, for scripts without spaces) and '…'
 * marks the cut. Surrogate pairs are never split.
 */
function cutAtSentence(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const kept: string[] = [];
  for (const sentence of splitSentences(text)) {
    if (joinSentences([...kept, sentence]).length > maxChars) break;
    kept.push(sentence);
  }
  const whole = joinSentences(kept);
  // Whole sentences win unless they leave most of the room unused (a snippet like "30 Jan 2025 ... Long text"
  // segments after the '...'); then a word cut carries more of the fact.
  if (whole.length >= maxChars * MIN_SENTENCE_FILL) return whole;

  // The first sentence(s) that fit are too short for the room: cut inside the next one and say so.
  const room = Math.max(0, maxChars - ELLIPSIS.length);
  let cut = text.slice(0, room);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace > room / 2) cut = cut.slice(0, lastSpace);
  // Do not leave half of a surrogate pair at the end.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  cut = cut.replace(/[\s,;:–—-]+$/u, '');
  return cut.length > 0 ? cut + ELLIPSIS : '';
}

/**
 * Cleans one piece of source text into a single speakable line.
 * @param text raw text: may hold HTML, entities, markdown, URLs, emoji, newlines.
 * @param opts.maxChars cap in UTF-16 code units (default DEFAULT_MAX_CHARS); 0 or less means no cap.
 * @returns plain text on one line, possibly empty.
 */
/**
 * A bracketed pronunciation, as Wikipedia leads carry it: "( / æ n ˈ t ɑːr k t ɪ k ə / ( listen))". Text-to-speech
 * reads IPA letter by letter, so a bracket holding an IPA-only character (stress marks, length, schwa and
 * friends, none of which ordinary words use), one level of nested brackets included, is dropped.
 */
const PRONUNCIATION_PATTERN = /\((?:[^()]|\([^()]*\))*[ˈˌːəɪʊɑɒʃʒθðŋɛɔæʌɐɜʁʲ](?:[^()]|\([^()]*\))*\)/gu;
/** The audio link's label left in brackets: "( listen)", "(écouter)", "(слушать)", in the languages Hearth speaks. */
const LISTEN_PATTERN = /\(\s*(?:listen|écouter|слушать|слухати|anhören|escuchar|ascolta|ouvir|luister|posłuchaj|info)\s*\)/giu;

export function cleanForSpeech(text: string, opts?: { maxChars?: number }): string {
  const maxChars = opts?.maxChars ?? DEFAULT_MAX_CHARS;
  let out = text.replace(CONTROL_PATTERN, ' ');
  if (LOOKS_LIKE_HTML.test(out)) out = htmlToPlain(out);
  out = stripMarkdown(out);
  out = out
    .replace(URL_PATTERN, ' ')
    .replace(EMOJI_PATTERN, '')
    .replace(INVISIBLE_PATTERN, '')
    .replace(PRONUNCIATION_PATTERN, ' ')
    .replace(LISTEN_PATTERN, ' ')
    // empty brackets left behind by a removed URL: "(see )" -> "(see)" is fine, "( )" goes
    .replace(/[([]\s*[)\]]/g, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/\s+([,.;:!?…»)])/gu, '$1')
    .trim();
  return maxChars > 0 ? cutAtSentence(out, maxChars) : out;
}
