/**
 * The one near-duplicate test: token-set Jaccard similarity against a named threshold. Pure.
 *
 * Two callers, two thresholds, one rule. Each threshold is named here so the numbers live in one place:
 *  - SAME_SENTENCE_JACCARD (0.7): two spoken sentences sharing this share of their words say the same thing
 *    (an instant answer and the snippet it came from); the phraser speaks only one of them. Sentences are short,
 *    so one changed word moves the share a lot, and 0.7 still catches "Paris is the capital of France" against
 *    "Paris is the capital and largest city of France".
 *  - SAME_PASSAGE_JACCARD (0.9): two grounding passages this close are the same text (syndication, a quote box
 *    repeating the lead, a page mirrored on two hosts). Passages are long, so 0.9 tolerates an edited byline or
 *    a changed number but not a different fact.
 */

/** Sentences this close say the same thing (phraser/rank.ts). */
export const SAME_SENTENCE_JACCARD = 0.7;
/** Passages this close are the same text (grounding/select.ts). */
export const SAME_PASSAGE_JACCARD = 0.9;

/**
 * Token-set Jaccard similarity >= threshold; two empty sets are duplicates. The size-ratio bound is checked
 * first (it rules out most pairs), and the walk over the smaller set stops as soon as too many of its tokens are
 * missing from the larger one.
 */
export function isNearDuplicate(a: ReadonlySet<string>, b: ReadonlySet<string>, threshold: number): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (large.size === 0) return true;
  // |A∩B| / |A∪B| <= |small| / |large|: if even that is below the threshold, skip the set walk.
  if (small.size / large.size < threshold) return false;
  // common / (small + large - common) >= threshold  <=>  common >= threshold * (small + large) / (1 + threshold),
  // so more than `allowed` tokens of the small set missing from the large one decide it (with a hair of margin,
  // so that the final test below, not rounding, decides the borderline case).
  const allowed = small.size - (threshold * (small.size + large.size)) / (1 + threshold) + 1e-9;
  let missing = 0;
  for (const w of small) {
    if (!large.has(w)) {
      missing += 1;
      if (missing > allowed) return false;
    }
  }
  const common = small.size - missing;
  return common / (small.size + large.size - common) >= threshold;
}
