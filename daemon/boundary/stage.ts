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
import type { Stage, StageContext, StageResult, Turn } from '../turn/types.js';
import type { Counters } from '../status/counters.js';
import { classifyTurn } from './classify.js';

export const BOUNDARY_STAGE_NAME = 'boundary';

/**
 * Rules that rest on a first-person word alone, with nothing else about the owner: the only ones a title can
 * explain ("love me tender when did it come out"). Memory, household, schedule and kin rules never are.
 */
const TITLE_EXPLAINABLE_RULES: ReadonlySet<string> = new Set(['personal.firstPerson', 'personal.possessive']);

/**
 * Asks whether a first-person phrase of the text is a title in the owner's own local knowledge (on loopback,
 * never an outside service); see daemon/kiwix/title-check.ts.
 */
export type LocalTitleCheck = (text: string, lang: string | undefined, signal?: AbortSignal) => Promise<boolean>;

/** Creates the boundary stage. `isSkill` is the skills registry's matcher. */
export function createBoundaryStage(isSkill: (text: string) => boolean, counters?: Counters, isLocalTitle?: LocalTitleCheck): Stage {
  return {
    name: BOUNDARY_STAGE_NAME,
    async run(turn: Turn, ctx: StageContext): Promise<StageResult> {
      const classified = classifyTurn(turn.text, isSkill);
      const { lang } = classified;
      let { turnClass } = classified;
      if (turnClass === 'personal' && isLocalTitle && TITLE_EXPLAINABLE_RULES.has(classified.rule)) {
        // A failure or a slow answer keeps the turn personal (the check answers false).
        if (await isLocalTitle(turn.text, lang, ctx.signal).catch(() => false)) {
          turnClass = 'world';
          counters?.bump('boundary.localTitle');
        }
      }
      turn.turnClass = turnClass;
      if (lang !== undefined) turn.lang = lang;
      counters?.bump(`boundary.${turnClass}`);
      return { kind: 'pass' };
    },
  };
}
