/**
 * Removes reasoning blocks from a streamed reply. Reasoning models (DeepSeek-R1, Qwen3, ...) served without a
 * reasoning parser write "<think> ... </think>" into the content before the answer; it must not be spoken.
 * Pure and incremental: a tag may arrive split over several tokens ("<thi", "nk>"), so a tail that could still
 * become a tag is held back until the next push. Tags are matched case-insensitively.
 *
 * Limitation: a stray "</think>" without an opening tag (templates that open the block inside the prompt) is
 * dropped, but the reasoning before it cannot be told from an answer without delaying every first sentence, so
 * it passes. Servers normally move such reasoning to `reasoning_content`, which the client ignores.
 */
const OPEN_TAG = '<think>';
const CLOSE_TAG = '</think>';

export class ThinkFilter {
  #inside = false;
  #held = '';

  /** Adds a delta; returns the visible text it completes. */
  push(delta: string): string {
    let text = this.#held + delta;
    this.#held = '';
    let visible = '';
    while (text !== '') {
      const lower = asciiLower(text);
      if (this.#inside) {
        const close = lower.indexOf(CLOSE_TAG);
        if (close === -1) {
          this.#held = text.slice(text.length - partialTagLength(lower, [CLOSE_TAG]));
          break;
        }
        this.#inside = false;
        text = text.slice(close + CLOSE_TAG.length);
        continue;
      }
      const open = lower.indexOf(OPEN_TAG);
      const stray = lower.indexOf(CLOSE_TAG);
      if (stray !== -1 && (open === -1 || stray < open)) {
        visible += text.slice(0, stray);
        text = text.slice(stray + CLOSE_TAG.length);
        continue;
      }
      if (open === -1) {
        const keep = partialTagLength(lower, [OPEN_TAG, CLOSE_TAG]);
        visible += text.slice(0, text.length - keep);
        this.#held = text.slice(text.length - keep);
        break;
      }
      visible += text.slice(0, open);
      this.#inside = true;
      text = text.slice(open + OPEN_TAG.length);
    }
    return visible;
  }

  /** Ends the stream: a held partial tag outside a block is plain text; an unclosed reasoning block is dropped. */
  flush(): string {
    const rest = this.#inside ? '' : this.#held;
    this.#held = '';
    this.#inside = false;
    return rest;
  }
}

/** ASCII-only lower-casing keeps string indices aligned with the original (full case folding may not). */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/gu, (c) => c.toLowerCase());
}

/** Length of the longest suffix of `text` that is a proper prefix of one of the tags (case already folded). */
function partialTagLength(text: string, tags: readonly string[]): number {
  let best = 0;
  for (const tag of tags) {
    for (let n = Math.min(tag.length - 1, text.length); n > best; n--) {
      if (text.endsWith(tag.slice(0, n))) {
        best = n;
        break;
      }
    }
  }
  return best;
}
