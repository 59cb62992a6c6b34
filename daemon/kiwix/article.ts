/**
 * Reads one article for the chat page's reader (server/article-route.ts): the link's book and path, fetched
 * through /raw from whichever kiwix-serve is current (the managed one changes port at every restart), and
 * cut to its prose paragraphs.
 */
import type { ArticleText, ReadArticle } from '../server/article-route.js';
import { KiwixClient } from './client.js';
import { extractArticle } from './html.js';
import { splitContentPath } from './parse.js';

/** A reader shows the start of an article; the whole of a long one is for kiwix's own viewer. */
const MAX_READER_PARAGRAPHS = 60;

export function articleReader(baseUrl: () => string | undefined, timeoutMs: number): ReadArticle {
  return async (link, signal): Promise<ArticleText | 'notFound' | 'unavailable'> => {
    const base = baseUrl();
    if (!base) return 'unavailable';
    const client = new KiwixClient(base);
    const at = splitContentPath(link, client.rootPath);
    if (!at || at.path === '') return 'notFound';
    const got = await client.rawArticle(at.book, at.path, { signal, timeoutMs });
    if (!got.ok) return got.reason === 'notFound' ? 'notFound' : 'unavailable';
    const { title, paragraphs } = extractArticle(got.value);
    return { title: title ?? at.path.split('/').pop() ?? '', paragraphs: paragraphs.slice(0, MAX_READER_PARAGRAPHS) };
  };
}
