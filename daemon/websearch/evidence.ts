/**
 * Turns a parsed SearXNG reply into evidence lines: instant answers first, then result snippets. Pure.
 *
 * A result whose title and content both clean to nothing (only markup, a URL, emoji) is skipped and does not count
 * toward `maxResults`; nor does a second result for a URL already used. The URL stays on the evidence for the chat
 * page's source list; the text never holds one (cleanForSpeech removes them).
 */
import { cleanForSpeech } from '../text/clean.js';
import type { Evidence } from '../turn/types.js';
import type { SearchReply } from './parse.js';

/**
 * Longest snippet line, characters. Search-engine snippets run 150-300 characters; 400 keeps a whole snippet
 * plus an instance's longer `content` without letting one result crowd out the rest of the prompt.
 */
export const SNIPPET_MAX_CHARS = 400;

/** Longest title, characters; titles are shown on the chat page and may prefix a spoken source. */
export const TITLE_MAX_CHARS = 120;

/**
 * Most instant answers kept. Instances with several answerer plugins can return a handful; the first two carry
 * the answer, the rest repeat it or are off topic (a random number, a hash).
 */
const MAX_INSTANT_ANSWERS = 2;

export function replyToEvidence(reply: SearchReply, o: { maxResults: number }): Evidence[] {
  const out: Evidence[] = [];
  const seenText = new Set<string>();

  for (const answer of reply.answers) {
    if (out.length >= MAX_INSTANT_ANSWERS) break;
    const text = cleanForSpeech(answer.text, { maxChars: SNIPPET_MAX_CHARS });
    if (text === '' || seenText.has(text)) continue;
    seenText.add(text);
    const item: Evidence = { source: 'instant', text };
    if (answer.url) item.url = answer.url;
    out.push(item);
  }

  const seenUrl = new Set<string>();
  let snippets = 0;
  for (const result of reply.results) {
    if (snippets >= o.maxResults) break;
    if (result.url !== '' && seenUrl.has(result.url)) continue;
    const title = cleanForSpeech(result.title, { maxChars: TITLE_MAX_CHARS });
    const content = cleanForSpeech(result.content, { maxChars: SNIPPET_MAX_CHARS });
    // A title-only result still says something ("Ray Charles - born September 23, 1930"); speak the title then.
    const text = content !== '' ? content : title;
    if (text === '' || seenText.has(text)) continue;
    seenText.add(text);
    if (result.url !== '') seenUrl.add(result.url);
    const item: Evidence = { source: 'web', text };
    if (title !== '') item.title = title;
    if (result.url !== '') item.url = result.url;
    out.push(item);
    snippets += 1;
  }
  return out;
}
