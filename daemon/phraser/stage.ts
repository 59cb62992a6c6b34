/**
 * The phraser as a chain Stage, for chains that run every step through the Stage interface. The chain may as
 * well call `phraser.phrase` directly, which is what it needs for streaming sentences to a face; this wrapper
 * takes an optional `onSentence` for that. It always answers: with evidence, an honest "I don't know" without.
 */
import type { Evidence, Route, Stage, StageContext, StageResult, Turn } from '../turn/types.js';
import type { Phraser } from './types.js';

/** The route an answer takes from its evidence: where the first (best) piece came from. */
function routeOf(evidence: readonly Evidence[]): Route {
  const first = evidence.find((e) => e.text.trim() !== '');
  switch (first?.source) {
    case undefined:
      return 'none';
    case 'store':
      return 'personal';
    case 'skill':
      return 'skill';
    case 'zim':
      return 'zim';
    case 'instant':
    case 'web':
    case 'page':
      return 'web';
  }
}

export function createPhraserStage(
  phraser: Phraser,
  onSentence: (turn: Turn, sentence: string) => void = () => undefined,
): Stage {
  return {
    name: 'phraser',
    async run(turn: Turn, ctx: StageContext): Promise<StageResult> {
      const result = await phraser.phrase({
        question: turn.text,
        evidence: ctx.evidence,
        ...(turn.lang === undefined ? {} : { lang: turn.lang }),
        signal: turn.signal,
        deadlineAt: turn.deadlineAt,
        onSentence: (sentence) => onSentence(turn, sentence),
      });
      const route = result.backend === 'none' ? 'none' : routeOf(ctx.evidence);
      return { kind: 'answer', text: result.text, route };
    },
  };
}
