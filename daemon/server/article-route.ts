/**
 * `GET /article?link=PATH` (token required): one offline-Wikipedia article as readable text, for the chat
 * page's reader. The evidence of a ZIM answer links to the managed kiwix-serve, which listens on loopback
 * on a port that changes at every start, so a phone cannot open it; the page sends that link's path here
 * instead and Hearth fetches the article from kiwix-serve itself. Only the article's prose comes back (JSON),
 * never kiwix's HTML or scripts, so the page's strict CSP holds. Nothing about the request is logged.
 */
import type { ServerResponse } from 'node:http';

export interface ArticleText {
  title: string;
  paragraphs: string[];
}

export type ReadArticle = (link: string, signal: AbortSignal) => Promise<ArticleText | 'notFound' | 'unavailable'>;

/** kiwix answers an article in a few ms; 5 s only trips on a hung server. */
const ARTICLE_TIMEOUT_MS = 5_000;
/** A link is a path inside kiwix-serve; anything longer than this is not one. */
const MAX_LINK_CHARS = 2_000;

export async function serveArticle(target: string, read: ReadArticle | undefined, res: ServerResponse, send: (status: number, body: string) => void): Promise<void> {
  let link: string | null = null;
  try {
    link = new URL(target, 'http://unused.invalid').searchParams.get('link');
  } catch {
    link = null;
  }
  if (!read) return send(503, JSON.stringify({ error: 'offline Wikipedia is not running' }));
  if (!link || !link.startsWith('/') || link.length > MAX_LINK_CHARS) return send(400, JSON.stringify({ error: 'link must be an article path' }));
  const got = await read(link, AbortSignal.timeout(ARTICLE_TIMEOUT_MS)).catch(() => 'unavailable' as const);
  if (res.destroyed) return;
  if (got === 'notFound') return send(404, JSON.stringify({ error: 'no such article' }));
  if (got === 'unavailable') return send(503, JSON.stringify({ error: 'offline Wikipedia is not answering' }));
  send(200, JSON.stringify(got));
}
