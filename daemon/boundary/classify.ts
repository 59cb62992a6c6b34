/**
 * The personal boundary's decision: is this turn about the owner (personal), something a skill handles
 * (skill), or the outside world (world)? Pure: text in, class out. docs/privacy.md explains the rules and
 * measures them on test/fixtures/turns/.
 *
 * Why it matters: a personal turn is answered from the store only and never reaches web search, the
 * knowledge base or a remote model. A personal turn classified as world is a privacy leak (the question
 * itself leaves the box); a world turn classified as personal only costs an "I don't know". So when
 * signals conflict, strong personal signals win.
 *
 * The order of the checks below is the policy:
 *  1. A skill phrase ("set a timer", "what time is it") is a skill.
 *  2. Strong personal signals win over everything: memory references, the owner's past actions, his
 *     schedule, household things named without "my" ("where are the car keys"), and owned strong-domain
 *     nouns ("my flight", "моей жены", "mi pasaporte").
 *  2b. "We" meaning people in general ("when did we land on the moon") is world unless a possessive is there.
 *  3. A title frame ("who wrote My Fair Lady", "my heart will go on lyrics") makes the rest world.
 *  3b. A first-person form with "today" ("heute", "сегодня", "hoy") or with a first name the owner knows is
 *     personal even inside an advice frame ("how long do I need to get to work today").
 *  4. A generic-advice frame ("how do I", "что делать если", "kann ich", "se puede") makes weak first person
 *     ("my hand", "my dog", "mi router") world.
 *  5. Any remaining first-person possessive ("what's my blood type") or first-person pronoun or verb form
 *     ("is the blue umbrella mine", "was hat mir der Arzt gesagt", "me tomé las pastillas") is personal, and so are the weaker
 *     signals of the owner's own affairs: household codes, bills, events and plural plans ("the code for
 *     the side gate", "what hotel are we staying at"), a lone first name next to personal data ("Anna's
 *     number"), and bare kin words that mean his own family ("забирать дочку").
 *  6. Everything else is world.
 *
 * The outcome the chain acts on (`outcomeOf`) adds one class to these: a personal decision that rests on a
 * first-person word or possessive alone (rules personal.firstPerson and personal.possessive: "is the blue
 * umbrella mine", "when was the song my generation released") is 'unsure', answered from local sources only
 * (the store, skills, the managed kiwix-serve on loopback) and never from the web (daemon/turn/reach.ts).
 */
import type { TurnClass } from '../turn/types.js';
import { detectLanguage } from '../lang/detect.js';
import { COVERED_LANGUAGES, findSignals } from './signals.js';

export interface Classification {
  turnClass: TurnClass;
  lang?: string;
  /** Stable rule code saying which check decided (see RuleCode); never any of the text. */
  rule: string;
}

/** The rule codes `classifyTurn` can return. Safe to log and count. */
export type RuleCode =
  | 'skill'
  | 'personal.memory'
  | 'personal.ownPast'
  | 'personal.availability'
  | 'personal.household'
  | 'personal.namedKin'
  | 'personal.possessedStrong'
  | 'personal.possessive'
  | 'personal.ownAffairs'
  | 'personal.namedPerson'
  | 'personal.bareKin'
  | 'personal.firstPerson'
  | 'personal.ownDay'
  | 'world.title'
  | 'world.genericFrame'
  | 'world.uncoveredLanguage'
  | 'world.noSignal';

function decide(text: string, lang: string | undefined, isSkill: (text: string) => boolean): [TurnClass, RuleCode] {
  if (isSkill(text)) return ['skill', 'skill'];
  const s = findSignals(text, lang);
  if (s.memory) return ['personal', 'personal.memory'];
  // "when did we land on the moon": "we" is humanity, so "did we" is not the owner's past.
  if (s.generalWe && !s.possessive) return ['world', 'world.genericFrame'];
  if (s.ownPast) return ['personal', 'personal.ownPast'];
  if (s.availability) return ['personal', 'personal.availability'];
  if (s.household) return ['personal', 'personal.household'];
  // "karl marx's dad": someone's kin, personal until the name is found to be a title of his own books (stage.ts).
  if (s.strangerKin) return ['personal', 'personal.namedKin'];
  if (s.possessedStrong) return ['personal', 'personal.possessedStrong'];
  if (s.titleFrame || s.capitalizedPossessive) return ['world', 'world.title'];
  // First person anchored to his own day or to someone he knows is not advice, even in an advice frame:
  // "how long do I need to get to work today", "do I need to bring anything to Sarah's party".
  if (s.firstPerson && s.ownDay) return ['personal', 'personal.ownDay'];
  if (s.firstPerson && s.namedPossessor) return ['personal', 'personal.namedPerson'];
  // A first name he knows next to personal data is his affair even when asked as advice: "что подарить Лене
  // на день рождения", "what should I get tom for his birthday".
  if (s.knownName && s.genericFrame) return ['personal', 'personal.namedPerson'];
  if (s.genericFrame) return ['world', 'world.genericFrame'];
  if (s.possessive) return ['personal', 'personal.possessive'];
  if (s.ownAffairs) return ['personal', 'personal.ownAffairs'];
  if (s.namedPerson) return ['personal', 'personal.namedPerson'];
  if (s.bareKin) return ['personal', 'personal.bareKin'];
  if (s.firstPerson) return ['personal', 'personal.firstPerson'];
  // Documented choice (docs/privacy.md, "Unknown languages"): a language we have no rules for is world,
  // so Hearth stays useful; the rule code lets /status count how often that happens.
  if (lang !== undefined && !COVERED_LANGUAGES.has(lang)) return ['world', 'world.uncoveredLanguage'];
  return ['world', 'world.noSignal'];
}

/**
 * Personal rules that rest on a first-person word alone, with nothing else about the owner: a song, a film or a
 * figure of speech can explain them ("love me tender when did it come out"). Memory, household, schedule, kin
 * and name rules never are weak.
 */
const WEAK_PERSONAL_RULES: ReadonlySet<RuleCode> = new Set<RuleCode>(['personal.firstPerson', 'personal.possessive']);

/** The class the chain acts on: the classification's, except that a weak personal decision is 'unsure'. */
export function outcomeOf(c: Classification): TurnClass {
  return c.turnClass === 'personal' && WEAK_PERSONAL_RULES.has(c.rule as RuleCode) ? 'unsure' : c.turnClass;
}

/**
 * Classifies one turn. `isSkill` is the skills registry's matcher; it is asked first so the boundary never
 * second-guesses a skill.
 */
export function classifyTurn(text: string, isSkill: (text: string) => boolean): Classification {
  const lang = detectLanguage(text);
  const [turnClass, rule] = decide(text, lang, isSkill);
  return lang === undefined ? { turnClass, rule } : { turnClass, lang, rule };
}

/**
 * Sample turns that compile the patterns the boundary runs on each turn (language detection and the skills
 * matcher included), for one-byte (Latin-1) and two-byte text (see compiled.ts), one per covered language so
 * the patterns that count only in the detected language compile too. Their classes do not matter.
 */
const WARM_UP_TURNS: readonly string[] = [
  'who wrote "my way" today, tell me', 'кто написал «войну и мир» сегодня, скажи мне', 'wer hat den Faust geschrieben',
  '¿quién escribió el quijote?', 'qui a écrit les misérables', 'хто написав кобзар', 'chi ha scritto la divina commedia',
  'quem escreveu os lusíadas', 'wie schreef het achterhuis', 'kto napisał pana tadeusza',
];

/**
 * Compiles the boundary's patterns now instead of on the first turn: the daemon calls it once after start,
 * off any turn's path, with the same skills matcher the stage uses. It costs what the first turns would have
 * paid (docs/architecture.md, "The boundary's first turn"); a one-shot `hearth ask` does not call it.
 */
export function warmUpBoundary(isSkill: (text: string) => boolean = () => false): void {
  for (const text of WARM_UP_TURNS) classifyTurn(text, isSkill);
}
