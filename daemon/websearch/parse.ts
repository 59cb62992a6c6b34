/**
 * Parses a SearXNG `format=json` reply, both generations (see ../shared/reference/search-and-grounding.md §4):
 *
 * - old (searx 1.1.0 as packaged by Debian, SearXNG before 2025): `answers` are strings, `number_of_results` is an
 *   int (0 when unknown), `unresponsive_engines` are `[engine, message]` pairs;
 * - new (SearXNG 2025+): `answers` are objects (`{answer, url, engine, template, …}`; translation and weather
 *   answers carry no `answer` and are skipped), `number_of_results` is gone, pairs as before
 *   (`["google", "Suspended: CAPTCHA"]`).
 *
 * Pure: takes the decoded JSON value, returns plain data. Text is returned raw here; cleaning for speech happens
 * when the reply becomes evidence (evidence.ts), so this module stays about the wire format.
 */
import type { Outcome } from '../outcome.js';

interface SearchResult {
  title: string;
  content: string;
  /** May be empty; kept for the chat page only. */
  url: string;
  /** SearXNG's relevance score when present; the array order is not strictly by score (§4.2). */
  score?: number;
}

interface UnresponsiveEngine {
  engine: string;
  message: string;
}

export interface SearchReply {
  /** Instant answers, in the instance's order. */
  answers: { text: string; url?: string }[];
  /** Results that have a title or content, in the instance's order, not yet capped. */
  results: SearchResult[];
  unresponsiveEngines: UnresponsiveEngine[];
  /** Absent on SearXNG 2026.5.29+, 0 when unknown on older instances: never rely on it. */
  numberOfResults?: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

function parseAnswer(v: unknown): { text: string; url?: string } | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : { text: v };
  if (!isRecord(v)) return undefined;
  const text = str(v.answer);
  if (text.trim() === '') return undefined;
  const url = str(v.url);
  return url === '' ? { text } : { text, url };
}

function parseResult(v: unknown): SearchResult | undefined {
  if (!isRecord(v)) return undefined;
  const title = str(v.title);
  const content = str(v.content);
  if (title.trim() === '' && content.trim() === '') return undefined;
  const result: SearchResult = { title, content, url: str(v.url) };
  if (typeof v.score === 'number' && Number.isFinite(v.score)) result.score = v.score;
  return result;
}

function parseUnresponsive(v: unknown): UnresponsiveEngine | undefined {
  // Pairs on every generation we know of; accept an {engine, message} object too, should one ever appear.
  if (Array.isArray(v) && typeof v[0] === 'string') return { engine: v[0], message: str(v[1]) };
  if (isRecord(v) && typeof v.engine === 'string') return { engine: v.engine, message: str(v.message) };
  return undefined;
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : [];
}

/**
 * Reads a decoded reply. 'badJson' when the value is not an object with a `results` array (an HTML page, an
 * `{"error": …}` body, a proxy's error JSON).
 */
export function parseSearxngReply(json: unknown): Outcome<SearchReply, 'badJson'> {
  if (!isRecord(json) || !Array.isArray(json.results)) return { ok: false, reason: 'badJson' };
  const reply: SearchReply = {
    answers: list(json.answers).flatMap((a) => parseAnswer(a) ?? []),
    results: json.results.flatMap((r) => parseResult(r) ?? []),
    unresponsiveEngines: list(json.unresponsive_engines).flatMap((u) => parseUnresponsive(u) ?? []),
  };
  if (typeof json.number_of_results === 'number' && Number.isFinite(json.number_of_results)) {
    reply.numberOfResults = json.number_of_results;
  }
  return { ok: true, value: reply };
}

/**
 * What a parsed reply means for the turn:
 * - 'answered': at least one answer or result;
 * - 'upstreamFailed': nothing, and some engines did not respond (rate-limited, CAPTCHA, down). SearXNG answers
 *   200 in that case, which looks like "no match" but is not (MiniSearch #2409);
 * - 'noResults': nothing, and every engine answered.
 */
export function classifyReply(reply: SearchReply): 'answered' | 'upstreamFailed' | 'noResults' {
  if (reply.answers.length > 0 || reply.results.length > 0) return 'answered';
  return reply.unresponsiveEngines.length > 0 ? 'upstreamFailed' : 'noResults';
}
