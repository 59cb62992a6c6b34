/**
 * The boundary as a chain stage: the first stage every turn passes. It classifies the turn, writes
 * `turn.turnClass` and `turn.lang` for the stages after it, bumps `boundary.personal|skill|world`, and
 * passes. It never answers and never looks at the store; the stages after it read `turn.turnClass`
 * (network-facing stages skip personal turns, the store stage answers them).
 *
 * Logging rule: nothing here logs, and the counters carry only the class, never the text or the rule's
 * match. The rule code is kept out of counters too, to keep /status small; tests read it from
 * classifyTurn directly.
 */
import type { Stage, StageResult, Turn } from '../turn/types.js';
import type { Counters } from '../status/counters.js';
import { classifyTurn } from './classify.js';

export const BOUNDARY_STAGE_NAME = 'boundary';

/** Creates the boundary stage. `isSkill` is the skills registry's matcher. */
export function createBoundaryStage(isSkill: (text: string) => boolean, counters?: Counters): Stage {
  return {
    name: BOUNDARY_STAGE_NAME,
    async run(turn: Turn): Promise<StageResult> {
      const { turnClass, lang } = classifyTurn(turn.text, isSkill);
      turn.turnClass = turnClass;
      if (lang !== undefined) turn.lang = lang;
      counters?.bump(`boundary.${turnClass}`);
      return { kind: 'pass' };
    },
  };
}
