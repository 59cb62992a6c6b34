/**
 * The personal store stage: answers from the owner's notes and facts.
 *
 * It runs for every turn that reaches it (the chain skips it for skill turns):
 *  - a note or fact matches well → answer "You told me: ...", route 'personal', the note as evidence;
 *  - a personal turn with no match → answer plainly that nothing is stored yet and how to store it. A
 *    personal question passed on to Wikipedia or the web would come back with someone else's answer;
 *  - anything else with no strong match → pass, and the world stages take over.
 *
 * "Well" depends on what the boundary thought the turn was. For a personal turn, most content words must
 * be found (minScore). For a world turn (or an unclassified one) the bar is higher: every content word
 * found, and at least two of them, because answering "where is Paris" with a note about Paris tickets is a
 * wrong answer, while "where is the spare key" misfiled as world still finds its note.
 */
import type { Counters } from '../status/counters.js';
import type { Evidence, Stage, StageResult, Turn } from '../turn/types.js';
import { contentTerms, INFLECTION_CREDIT } from './match.js';
import { SEARCH_MIN_SCORE } from './notes.js';
import { phrasesFor, toldMeSentence } from './phrases.js';
import type { Store } from './store.js';

/** Default bar for personal turns: the store's own search floor (more than half the content words). */
const DEFAULT_MIN_SCORE = SEARCH_MIN_SCORE;
/** Bar for world and unclassified turns: every content word found, endings allowed. */
const WORLD_MIN_SCORE = INFLECTION_CREDIT;
/** Fewest content words a world turn needs before a note may answer it (one shared word is a coincidence). */
const WORLD_MIN_CONTENT_WORDS = 2;

interface StoreStageOptions {
  /**
   * Score a note needs to answer a personal turn, 0..1. Default DEFAULT_MIN_SCORE; lower values act like
   * it, because the store never returns weaker matches.
   */
  minScore?: number;
  /** Bumps store.answered, store.unknown, store.passed, store.failed. */
  counters?: Counters;
}

interface Match {
  text: string;
  score: number;
}

export function createStoreStage(store: Store, opts: StoreStageOptions = {}): Stage {
  const minScore = opts.minScore ?? DEFAULT_MIN_SCORE;
  const counters = opts.counters;

  function bestMatch(question: string): Match | undefined {
    const note = store.searchNotes(question, 1)[0];
    const fact = store.searchFacts(question)[0];
    const candidates: Match[] = [];
    if (note !== undefined) candidates.push({ text: note.text, score: note.score });
    // A fact reads as "key — value": short, and the dash is a pause for the speech engine.
    if (fact !== undefined) candidates.push({ text: `${fact.key} — ${fact.value}`, score: fact.score });
    // Notes first among equals: a note is what the owner said in their own words.
    return candidates.sort((a, b) => b.score - a.score)[0];
  }

  function isGoodEnough(turn: Turn, match: Match): boolean {
    // An unsure turn may be about the owner: his own notes are matched as for a personal one.
    if (turn.turnClass === 'personal' || turn.turnClass === 'unsure') return match.score >= minScore;
    if (contentTerms(turn.text).length < WORLD_MIN_CONTENT_WORDS) return false;
    return match.score >= Math.max(minScore, WORLD_MIN_SCORE);
  }

  return {
    name: 'store',
    async run(turn: Turn): Promise<StageResult> {
      if (turn.signal.aborted) return { kind: 'pass' };
      const personal = turn.turnClass === 'personal';
      let match: Match | undefined;
      try {
        match = bestMatch(turn.text);
      } catch {
        // Disk or lock trouble. Counted, never logged with the question.
        counters?.bump('store.failed');
        if (!personal) return { kind: 'pass' };
        return { kind: 'answer', route: 'personal', text: phrasesFor(turn.lang).cannotRead, evidence: [] };
      }
      if (match !== undefined && isGoodEnough(turn, match)) {
        counters?.bump('store.answered');
        const evidence: Evidence[] = [{ source: 'store', text: match.text }];
        return { kind: 'answer', route: 'personal', text: toldMeSentence(turn.lang, match.text), evidence };
      }
      if (personal) {
        counters?.bump('store.unknown');
        return { kind: 'answer', route: 'personal', text: phrasesFor(turn.lang).nothingYet, evidence: [] };
      }
      counters?.bump('store.passed');
      return { kind: 'pass' };
    },
  };
}
