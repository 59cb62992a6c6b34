/**
 * The turn's one split of time: how much of it the evidence stages may use. Waiting itself is
 * daemon/async/wait.ts; the contract is docs/deadlines.md.
 */

/**
 * How much of the turn the evidence stages may use. The rest is kept for phrasing: an LLM needs its
 * first-sentence budget, and the extractive fallback needs almost nothing. The reserve never takes more than
 * half the turn, so a short deadline still leaves the evidence stages something.
 */
export function evidenceDeadline(startedAt: number, deadlineMs: number, phraseReserveMs: number): number {
  const reserve = Math.min(phraseReserveMs, Math.floor(deadlineMs / 2));
  return startedAt + deadlineMs - reserve;
}
