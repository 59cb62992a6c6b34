/**
 * What the chain hands a stage (daemon/turn/types.ts StageContext), for tests that run one stage alone: the
 * evidence so far, the stage's deadline and its signal. The defaults leave the stage all the time it wants.
 */
import type { Evidence, StageContext } from '../../daemon/turn/types.js';

/** Deadline of a stage run alone, ms from now: far above any stage's own budget. */
const DEFAULT_STAGE_DEADLINE_MS = 30_000;

export function stageContext(o: { evidence?: readonly Evidence[]; deadlineMs?: number; signal?: AbortSignal } = {}): StageContext {
  return {
    evidence: o.evidence ?? [],
    deadlineAt: Date.now() + (o.deadlineMs ?? DEFAULT_STAGE_DEADLINE_MS),
    signal: o.signal ?? new AbortController().signal,
  };
}
