/**
 * The boundary as a chain stage: the first stage every turn passes. It classifies the turn, writes
 * `turn.turnClass` (the outcome: personal, skill, world or unsure) and `turn.lang` for the stages after it,
 * bumps `boundary.personal|skill|world|unsure`, and passes. It never answers and never looks at the store; the stages after it read `turn.turnClass`
 * (network-facing stages skip personal turns, the store stage answers them).
 *
 * Logging rule: nothing here logs, and the counters carry only the class, never the text or the rule's
 * match. The rule code is kept out of counters too, to keep /status small; tests read it from
 * classifyTurn directly.
 */
import type { Stage, StageContext, StageResult, Turn } from '../turn/types.js';
import type { Counters } from '../status/counters.js';
import { classifyTurn, outcomeOf } from './classify.js';

export const BOUNDARY_STAGE_NAME = 'boundary';

/**
 * Asks whether a first-person phrase of the text is a title in the owner's own local knowledge (on loopback,
 * never an outside service); see daemon/kiwix/title-check.ts.
 */
export type LocalTitleCheck = (text: string, lang: string | undefined, signal?: AbortSignal) => Promise<boolean>;

/**
 * Personal rules that rest on a name the owner may know ("Anna's number", "что подарить жене"). When the name is a
 * title of two or more capitalised words in the owner's own books ("bob dylan what high school did he go to"),
 * it is as likely someone the books are about: the turn is 'unsure', answered from the store first and then from
 * the managed kiwix-serve on loopback, never from the web.
 */
const NAME_RULES: ReadonlySet<string> = new Set(['personal.namedPerson', 'personal.bareKin', 'personal.namedKin']);

/**
 * Creates the boundary stage. `isSkill` is the skills registry's matcher; `isLocalTitle` and `isLocalName` ask
 * the managed kiwix-serve whether a first-person phrase or a name of the question is a title
 * (daemon/kiwix/title-check.ts).
 */
export function createBoundaryStage(isSkill: (text: string) => boolean, counters?: Counters, isLocalTitle?: LocalTitleCheck, isLocalName?: LocalTitleCheck): Stage {
  return {
    name: BOUNDARY_STAGE_NAME,
    async run(turn: Turn, ctx: StageContext): Promise<StageResult> {
      const classified = classifyTurn(turn.text, isSkill);
      const { lang } = classified;
      let turnClass = outcomeOf(classified);
      // Only an unsure turn rests on a first-person word alone, so only it can be explained by a title that the
      // owner's own books hold ("love me tender when did it come out"): then it is world.
      if (turnClass === 'unsure' && isLocalTitle) {
        // A failure or a slow answer keeps the turn unsure (the check answers false).
        if (await isLocalTitle(turn.text, lang, ctx.signal).catch(() => false)) {
          turnClass = 'world';
          counters?.bump('boundary.localTitle');
        }
      } else if (turnClass === 'personal' && isLocalName && NAME_RULES.has(classified.rule)) {
        // A failure or a slow answer keeps the turn personal (the check answers false).
        if (await isLocalName(turn.text, lang, ctx.signal).catch(() => false)) {
          turnClass = 'unsure';
          counters?.bump('boundary.localName');
        }
      }
      turn.turnClass = turnClass;
      if (lang !== undefined) turn.lang = lang;
      counters?.bump(`boundary.${turnClass}`);
      return { kind: 'pass' };
    },
  };
}
