/**
 * Function words the note matcher ignores, for every language the store claims to understand
 * (English, Russian, German, Spanish). A word here carries no meaning about *which* note the owner wants:
 * articles, pronouns, prepositions, question words, auxiliaries, and the verbs people wrap around a
 * personal question ("where did I *put*", "где *лежит*", "wo *liegt*", "dónde *está*", "do you *remember*").
 *
 * Words that are function words in one language but household nouns in another were left out on purpose
 * (German "hat", "bin", "war", "mag"; Spanish "son", "era", "sin", "hay", "solo"): "where is my hat" must keep
 * "hat". The cost is a slightly stricter match for the language that loses the entry.
 *
 * Languages not listed still work: their words are all treated as content words, which makes matching
 * stricter (fewer answers), never looser. Add a language by adding a list; keep entries lower-case and
 * written naturally, the matcher folds them (accents, ё, ß) the same way it folds the text.
 */

const ENGLISH = `
a an the this that these those there here it its it's i me my mine myself you your yours we our us he him his
she her they them their what what's where where's when who whom whose which why how whether if then than
is are was were be been being am do does did done doing have has had having will would shall should can could
may might must not no yes of in on at to from by for with without about into onto over under above below
near next behind between inside outside up down out off and or but so also too just again please
tell told say said know knew remember remind recall think thought keep kept put leave left located store stored
find found lie lies lying sit sits get got any some anything something all
`;

const RUSSIAN = `
где что как кто чей чья чье чьи какой какая какое какие каком куда откуда почему зачем когда сколько ли
я меня мне мной ты тебя тебе тобой вы вас вам вами мы нас нам нами он его ему им она ее ей они их ими оно
мой моя мое мои моего моей моих моим своей свой свою свои это этот эта эти этого этой там тут здесь
в во на под над у с со к ко от до из за по о об обо про при для без через между около и а но или же не ни бы
есть был была было были будет быть лежит лежат лежал лежала находится находятся стоит стоят висит висят
положил положила положили оставил оставила оставили убрал убрала спрятал спрятала
скажи скажите сказал сказала говорил говорила помнишь помните запомнил запомнила знаешь знаете
напомни напомните все всё что-то что-нибудь пожалуйста
`;

const GERMAN = `
der die das den dem des ein eine einen einem einer eines kein keine dies diese dieser dieses
ich mich mir du dich dir er ihn ihm sie ihr ihnen wir uns euch es mein meine meinen meinem meiner meines
dein deine sein seine wo wohin woher was wer wen wem wessen wie warum wann welche welcher welches ob
ist sind waren bist sein gewesen habe hast haben hatte hatten wird werden wurde kann können
soll sollte muss darf in im an am auf unter über vor hinter neben zwischen bei mit ohne von vom zu zum
zur aus für um und oder aber doch denn nicht noch schon auch nur bitte da dort hier
liegt liegen lag steht stehen stand hängt hängen befindet befinden gelegt gelassen hingelegt versteckt
sag sage gesagt erinnerst erinnere weißt weiß gemerkt merk etwas alles
`;

const SPANISH = `
el la los las un una unos unas lo al del este esta estos estas ese esa esos esas eso esto aquí ahí allí
yo me mi mis mío mía tú te ti tu tus usted ustedes él ella ellos ellas le les nos nosotros su sus se
dónde donde adónde qué que quién quien cuál cual cuáles cuándo cuando cómo como por porqué cuánto cuánta
es eran fue ser está están estaba estaban estar he ha has han había tengo tiene tienes tienen
en a de con sobre bajo debajo encima dentro fuera entre hacia hasta desde para según tras junto y o
u e ni pero no sí ya muy también
queda quedan guardé guardaste guardado dejé dejaste dejado puse pusiste puesto
dije dijiste dicho recuerdas recuerda acuerdas sabes sabe algo todo
`;

/** Every list, split into words. Folding happens in match.ts so this file stays plain data. */
export const FUNCTION_WORDS_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = Object.freeze({
  en: split(ENGLISH),
  ru: split(RUSSIAN),
  de: split(GERMAN),
  es: split(SPANISH),
});

function split(list: string): string[] {
  return list.split(/\s+/u).filter((w) => w.length > 0);
}
