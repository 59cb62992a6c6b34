// What the QA scripts share (run.mjs, explain.mjs, train-choice.mjs): reading question sets, the answer match, and a
// real Hearth over a ZIM directory holding every book the questions use, as a household with several books has it.
// Needs `npm run build` first and kiwix-serve on PATH.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The README's normalisation: casefold, collapse whitespace, U+2212 as '-'. */
export const norm = (s) => s.normalize('NFC').toLowerCase().replace(/\u2212/gu, '-').replace(/[\s\u00a0\u202f]+/gu, ' ').trim();
/** Whether a text holds one of the accepted answers. */
export const holds = (text, answers) => answers.some((a) => norm(text).includes(norm(a)));

/** The records of some JSONL question sets, each with its set's name. */
export function readRecords(files) {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => ({ ...JSON.parse(l), set: file.split('/').pop().replace(/\.jsonl$/u, '') })),
  );
}

/**
 * A Hearth answering from `books` (file names in `zimDir`), with a managed kiwix-serve unless `kiwixUrl` is given,
 * no web search, silent. `close()` stops it and removes its directory.
 */
export async function openHearth(books, { zimDir = join(root, '../shared/zim'), kiwixUrl, prefix = 'hearth-qa-' } = {}) {
  const { loadConfig } = await import(join(root, 'dist/daemon/config/load.js'));
  const { createHearth } = await import(join(root, 'dist/daemon/main.js'));
  const { silentLogger } = await import(join(root, 'dist/daemon/log/logger.js'));
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const zims = join(dir, 'zim');
  mkdirSync(zims);
  for (const b of new Set(books)) symlinkSync(join(zimDir, b), join(zims, b));
  const config = loadConfig({
    env: {
      HEARTH_DATA_DIR: join(dir, 'data'),
      HEARTH_ZIM_DIR: zims,
      HEARTH_SEARXNG_URL: '',
      ...(kiwixUrl ? { HEARTH_KIWIX_URL: kiwixUrl } : {}),
      HEARTH_LOG_LEVEL: 'silent',
      HEARTH_HOST: '127.0.0.1',
      HEARTH_PORT: '0',
    },
  });
  const hearth = await createHearth(config, { logger: silentLogger() });
  return {
    hearth,
    close: async () => {
      await hearth.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
