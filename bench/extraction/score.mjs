/**
 * 4-gram shingle precision, recall and F1 of extracted text against expected text: the metric of the Zyte
 * (ScrapingHub) article-extraction benchmark, over the multiset of 4-word shingles. Words come from the daemon's
 * own tokenizer (Intl.Segmenter word breaks), so Chinese, Japanese and Thai score on words too. Needs the
 * compiled daemon (dist/).
 */
const { matchWords } = await import(new URL('../../dist/daemon/lang/words.js', import.meta.url));

const SHINGLE = 4;

function shingles(text) {
  const words = matchWords(text);
  const out = new Map();
  for (let i = 0; i + SHINGLE <= Math.max(words.length, SHINGLE); i++) {
    const key = words.slice(i, i + SHINGLE).join(' ');
    if (key === '') continue;
    out.set(key, (out.get(key) ?? 0) + 1);
  }
  return out;
}

/** Scores `got` against `expected`: { precision, recall, f1 }, each in [0, 1]. */
export function score(got, expected) {
  const g = shingles(got);
  const e = shingles(expected);
  let common = 0;
  let gTotal = 0;
  let eTotal = 0;
  for (const [k, n] of g) {
    gTotal += n;
    common += Math.min(n, e.get(k) ?? 0);
  }
  for (const n of e.values()) eTotal += n;
  const precision = gTotal === 0 ? 0 : common / gTotal;
  const recall = eTotal === 0 ? 0 : common / eTotal;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}
