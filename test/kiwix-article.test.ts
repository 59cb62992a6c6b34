/**
 * The article reader behind GET /article: a real kiwix-serve over a real ZIM file, read by the link path
 * a ZIM answer's evidence carries.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleReader } from '../daemon/kiwix/article.js';
import { KiwixClient } from '../daemon/kiwix/client.js';
import { KiwixProcess } from '../daemon/kiwix/process.js';
import { silentLogger } from '../daemon/log/logger.js';
import { Counters } from '../daemon/status/counters.js';
import { missingShared, sharedPath } from './helpers/shared.js';

const ZIM = 'wikipedia_en_100_mini_2022-10.zim';
const NO_SHARED = missingShared(import.meta.url, [`zim/${ZIM}`]);
let dir: string;
let kiwix: KiwixProcess;

beforeAll(async () => {
  if (NO_SHARED) return;
  dir = mkdtempSync(join(tmpdir(), 'hearth-article-'));
  mkdirSync(join(dir, 'zim'));
  copyFileSync(sharedPath('zim', ZIM), join(dir, 'zim', ZIM));
  kiwix = new KiwixProcess({ binary: 'kiwix-serve', zimDir: join(dir, 'zim'), port: 0, counters: new Counters(), logger: silentLogger() });
  await kiwix.start();
});

afterAll(async () => {
  await kiwix?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(NO_SHARED)('articleReader', () => {
  it('returns the title and prose of the article an evidence link names', async () => {
    const base = kiwix.baseUrl()!;
    const client = new KiwixClient(base);
    const hits = await client.search(['wikipedia_en_100_mini_2022-10'], 'earth', 1, { timeoutMs: 5000 });
    expect(hits.ok).toBe(true);
    const link = hits.ok ? new URL(hits.value.hits[0]!.link, base).pathname : '';
    const article = await articleReader(() => base, 5000)(link, AbortSignal.timeout(5000));
    expect(article).toMatchObject({ title: expect.any(String), paragraphs: expect.arrayContaining([expect.stringMatching(/Earth/u)]) });
  });

  it('says notFound for a path that is not an article', async () => {
    const read = articleReader(() => kiwix.baseUrl(), 5000);
    expect(await read('/content/wikipedia_en_100_mini_2022-10/A/No_such_article_here', AbortSignal.timeout(5000))).toBe('notFound');
  });

  it('says unavailable while no kiwix-serve runs', async () => {
    expect(await articleReader(() => undefined, 5000)('/content/x/A/y', AbortSignal.timeout(5000))).toBe('unavailable');
  });
});
