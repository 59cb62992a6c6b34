/**
 * Languages Hearth reads questions in but does not speak: it has real books in them (bench/qa sets: Afrikaans
 * Wikibooks, the Adyghe Wikipedia) and no table of its own sentences, so they are not `LANGUAGES` entries and
 * the coverage test does not ask for their other tables. Only what the question reading (text/question-focus.ts)
 * needs: the question cues, the words that frame a question without being its focus, and its which-words. Hearth answers these
 * questions in the configured language (phraser/index.ts speakingLanguage).
 */
import type { LanguageWords } from './types.js';

interface QuestionOnlyLanguage {
  readonly code: string;
  readonly answerCues: LanguageWords['answerCues'];
  readonly frameWords: readonly string[];
  readonly whichWords: readonly string[];
  /** Phrases that ask another name of the subject (lang/types.ts `otherName`). */
  readonly otherName?: readonly string[];
  /** As LanguageWords `otherWords`. */
  readonly otherWords?: readonly string[];
  /** Measures asked in one dimension (see LanguageWords `dimensionCues`). */
  readonly dimensionCues?: LanguageWords['dimensionCues'];
  /** The dimensions a measure cue asks for (see LanguageWords `measureUnits`). */
  readonly measureUnits?: LanguageWords['measureUnits'];
  /** Verbs of time that make "how long" ask the duration (see LanguageWords `durationVerbs`). */
  readonly durationVerbs?: readonly string[];
  /**
   * Articles, pronouns, prepositions, auxiliaries: never what a question in this language asks about. Only read
   * when the question is likely in the language (lang/function-words.ts `readOnlyGlue`): Afrikaans "die" is English
   * "die". Not the negation "nie": it is what "nie elasties" asks ("'n nie-elastiese botsing").
   */
  readonly functionWords: readonly string[];
  /**
   * Words of the language that its close neighbours do not use, for ordering books only (lang/detect.ts
   * likelyLanguages): the boundary never hears of these languages, so their rules stay the neighbours'.
   */
  readonly detectWords: readonly string[];
}

export const QUESTION_ONLY_LANGUAGES: readonly QuestionOnlyLanguage[] = [
  {
    // Afrikaans: what differs from Dutch (lang/nl holds the shared words: "wat", "hoe", "watter", "wie").
    code: 'af',
    answerCues: {
      date: ['watter jaar', 'in watter jaar'],
      number: ['hoe lank', 'hoe hoog', 'hoe groot'],
      person: [],
      place: ['watter land', 'watter stad', 'watter streek', 'van waar'],
    },
    // "eintlik" is the hedge "actually", "eerder" is "rather"; "kry" ("get") and "gooi" ("put in", of a recipe's
    // ingredient) are light verbs, as "get" and "put" are in English.
    // "het ek nodig" (do I need) frames a recipe question; totals framed as a whole ("altesaam").
    // "bly" ("stay": "hoe lank moet hulle in die oond bly") is a light verb too.
    // "waar kom dit vandaan" ("where does it come from"): "vandaan" makes "waar" ask an origin; an article names the
    // place ("'n gewilde melktert wat in Bretagne ... bedien word"), not the word. "kom" ("come") is a light verb as
    // English "come" is ("uit watter streek kom dit"); "nou weer" is the filler "again" ("hoe heet dit nou weer").
    frameWords: ['moet', 'wees', 'word', 'hulle', 'sal', 'kan', 'eintlik', 'eerder', 'kry', 'gooi', 'bly', 'ou dae', 'nodig', 'altesaam', 'in totaal', 'vandaan', 'kom', 'nou weer'],
    // "daarvoor" is "for it": "natuurkunde wat is die ander woord daarvoor".
    otherName: ['ander naam vir', 'ander naam van', 'ander woord vir', 'ander naam daarvoor', 'ander woord daarvoor'],
    otherWords: ['ander', 'andere'],
    // "hoe warm moet jy die oond stel": "Verhit jou oond tot 140°C".
    dimensionCues: [{ dimension: 'temperature', phrases: ['hoe warm', 'hoe koud', 'watter temperatuur'], hints: ['temperatuur', 'verhit', 'voorverhit'] }],
    whichWords: ['watter'],
    // "hoe lank hou dit in die yskas" is answered by "3 dae", not by an oven's "170°C".
    measureUnits: { 'hoe lank': ['length', 'duration'], 'hoe hoog': ['length'], 'hoe groot': ['length', 'area', 'volume', 'mass'] },
    // "hoe lank hou dit in die yskas", "hoe lank moet dit staan", "hoe lank neem dit": a duration.
    durationVerbs: ['hou', 'duur', 'neem', 'leef', 'lewe', 'bly', 'staan', 'wag'],
    functionWords: [
      'die', "'n", 'ek', 'jy', 'hy', 'sy', 'ons', 'julle', 'hulle', 'dit', 'my', 'jou', 'haar', 'mens', 'vir', 'van',
      'met', 'en', 'of', 'is', 'was', 'het', 'in', 'op', 'aan', 'om', 'te', 'by', 'na', 'uit', 'oor', 'deur',
      'tot', 'wat', 'wie', 'waar', 'hoe', 'hoekom', 'wanneer', 'daar', 'hier', 'waarmee', 'waarin', 'waarvan',
      'daarin', 'daarmee', 'daarvan', 'ook', 'nog', 'maar', 'dan', 'nou', 'al', 'so', 'word', 'moet', 'kan', 'sal',
      // Conjunctions: "sodat dit nie bederf nie", "nadat dit kook". Not the negation "nie": "watter sjokolade moet ek
      // liewer nie bo-op sit nie" is answered by "(nie “Pepperment Crisp” nie ...)".
      'dat', 'nadat', 'sodat', 'voordat', 'omdat', 'terwyl', 'toe', 'as',
      // "daai" is spoken "that" ("daai tert").
      'daai',
      // Modal verbs and their past ("hoe lank moes 'n weduwee wag voor sy weer kon trou"), as "moet" and "kan" are.
      'moes', 'kon', 'sou', 'wou', 'mag',
      // "voor" ("before") joins a clause as "nadat" does; "weer" ("again") frames it.
      'voor', 'weer',
    ],
    // Mostly not Dutch or English: "ek" (ik), "jy" (jij), "nie" (niet), "vir" (voor), "lêer" (bestand), "hy" (hij),
    // "sy" (zij), "ou" (oud), the article "'n" (een), "lank" (lang), "bly" (blijf), "eintlik" (eigenlijk), "gemaak"
    // (gemaakt), "sowat" (zowat); "hoeveel" is Dutch too, so it only counts beside the others.
    detectWords: ['ek', 'jy', 'nie', 'vir', 'watter', 'hoeveel', 'lêer', 'baie', 'kry', 'julle', 'hulle', 'wees', 'sê', 'gebak', 'oond', 'hy', 'sy', 'ou', 'n', 'gooi', 'lank', 'bly', 'eintlik', 'gemaak', 'sowat'],
  },
  {
    // Adyghe: "what year", "when", "how many / how much" (two ways), "who", "where"; "what" asked on its own.
    code: 'ady',
    // A cue takes the endings the language adds to it: "хэта" ("who is it"), "тхьапшкӏэ" ("by how many"), "сыд фэдизэу".
    answerCues: {
      date: ['сыд илъэсым', 'сыдигъо'],
      number: ['сыд фэдиз', 'сыд фэдизэу', 'тхьапш', 'тхьапшкӏэ'],
      person: ['хэт', 'хэта'],
      // "тэдэ" is how many speakers write "тыдэ" ("къэзэнэкъо джэбэгъ тэдэ къыщыхъугъ").
      place: ['тыдэ', 'тэдэ'],
    },
    // "ыцӏэ сыд" ("what is his name"): the name is what is asked, as English "name" frames "what's the name of"; so
    // with the absolutive ending ("ыцӏэр сыд"), and "сыда" is "сыд" asking ("ишыд сыда ыцӏэр"). Not "цӏэр" alone: "its
    // current name since which year" asks about the name ("Джырэ цIэр 1992-рэ гъэм щегъэжьагъэу ехьы").
    frameWords: ['сыд', 'сыда', 'цӏэ', 'ыцӏэ', 'ицӏэ', 'ацӏэ', 'ыцӏэр', 'ицӏэр', 'ацӏэр'],
    whichWords: [],
    functionWords: [],
    detectWords: [],
  },
];

/** The words of these languages' question cues ("сыд", "тхьапш", "watter"), lower case. */
const CUE_WORDS: ReadonlySet<string> = new Set(QUESTION_ONLY_LANGUAGES.flatMap((l) => Object.values(l.answerCues).flat().flatMap((c) => c.split(' '))));

/**
 * Whether a word is one a language Hearth reads but does not speak asks with: an Adyghe question may be written
 * without a letter Russian lacks ("сингапур сыд океанхэм азыфагу ит"), and language detection reads it as Russian.
 */
export function isReadOnlyCueWord(word: string): boolean {
  return CUE_WORDS.has(word);
}
