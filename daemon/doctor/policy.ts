/**
 * The pure parts of `hearth doctor`: the Node version rule and the ICU data test.
 */

/** The oldest Node Hearth runs on: 20.19 is the first 20.x with require(esm) on by default and undici 7's needs. */
const MIN_NODE = [20, 19] as const;

export function nodeVersionOk(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/u, '').split('.').map(Number);
  return major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
}

/**
 * Whether this Node has ICU's word dictionaries. Thai and Chinese write words without spaces; with
 * small-icu (some distribution builds) Intl.Segmenter returns a whole run as one "word", and passage ranking
 * then cannot match a single word in those languages. Full ICU splits both samples into several words.
 */
export function icuSegmentsWords(): boolean {
  const words = (lang: string, text: string): number =>
    [...new Intl.Segmenter(lang, { granularity: 'word' }).segment(text)].filter((s) => s.isWordLike).length;
  try {
    // "Thai is very easy" and "we go to the park today".
    return words('th', 'ภาษาไทยง่ายนิดเดียว') >= 3 && words('zh', '我们今天去公园') >= 3;
  } catch {
    return false;
  }
}
