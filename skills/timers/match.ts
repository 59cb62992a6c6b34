/**
 * The timers skill's grammar: which frame a request uses (set a timer, set a reminder, list, how long is
 * left, add or take time, pause, resume, cancel) and its parts. Pure; see skill.ts for what each intent does.
 *
 * Named timers: the words around the duration that are not frame words are the timer's name ("set a pasta
 * timer for 5 minutes", "таймер для пасты на 10 минут", "Nudel-Timer auf 8 Minuten", "temporizador de 3
 * minutos para los huevos"). Reminders read their time with the shared grammar (skills/when/) in any order
 * and position ("remind me at 6pm to call mom", "remind me to call mom at 6:30pm", "remind me tomorrow at
 * 9am to water the plants"); what is left is the label.
 */
import type { SkillLang } from '../types.js';
import { guessLang, normalize, originalSpan, refineCyrillic } from '../text.js';
import { wordsToDigits } from '../numbers.js';
import { findWhen, type WhenSpec } from '../when/parse.js';
import { parseDuration } from './parse.js';

export type KindFilter = 'timer' | 'reminder' | 'any';

export type TimersIntent =
  | { type: 'setTimer'; lang: SkillLang; durationMs: number; name: string }
  | { type: 'setReminder'; lang: SkillLang; label: string; due: WhenSpec | null }
  | { type: 'list'; lang: SkillLang; kind: KindFilter }
  | { type: 'timeLeft'; lang: SkillLang; name: string[] }
  | { type: 'adjust'; lang: SkillLang; deltaMs: number; name: string[] }
  | { type: 'pause' | 'resume'; lang: SkillLang; name: string[] }
  | { type: 'cancel'; lang: SkillLang; kind: KindFilter; all: boolean; query: string[] };

const SET_TIMER_RES: [SkillLang, RegExp][] = [
  ['en', /^(?:(?:set|start|create|make|put on|run)(?: me)? )?(?:a |an |the )?timer (?:for |of |on )?(.+)$/],
  ['en', /^(?:(?:set|start|create|make)(?: me)? )?(?:a |an )?(.+?) timer(?: (?:for|of) (.+))?$/],
  ['ru', /^(?:(?:поставь|поставить|установи|заведи|включи|запусти|сделай|засеки)(?: мне)? )?таймер (.+)$/],
  ['ru', /^засеки (.+)$/],
  // Dutch "start een timer van 5 minuten" before the German frame that would read "een" as a timer's name.
  ['nl', /^(?:zet|stel|start) (?:een|de) timer (.+?)(?: in| aan)?$/],
  ['de', /^(?:(?:stell|stelle|setz|setze|start|starte|mach|mache)(?: mir)? )?(?:einen |den |ein )?timer (.+?)(?: ein| an)?$/],
  ['de', /^(?:stell|stelle|setz|setze|start|starte|mach|mache)(?: mir)? (?:einen |den |ein )?(.+?) timer (.+?)(?: ein| an)?$/],
  ['es', /^(?:(?:pon|poner|ponme|configura|inicia|crea|programa|activa)(?: un| el)? )?(?:temporizador|timer|cronometro|cuenta atras) (.+)$/],
  ['fr', /^(?:(?:mets|mettre|lance|demarre|regle|programme)(?: moi)?(?: un| le)? )?(?:minuteur|minuterie|timer) (.+)$/],
  ['it', /^(?:(?:imposta|metti|avvia|fai partire)(?: un| il)? )?timer (.+)$/],
  ['uk', /^(?:(?:постав|встанови|заведи|увімкни|запусти)(?: мені)? )?таймер (.+)$/],
  ['pt', /^(?:(?:define|defina|coloca|coloque|poe|liga|inicia|inicie|programa)(?: um| o)? )?(?:temporizador|cronometro|timer) (.+)$/],
  ['nl', /^(?:(?:zet|stel|start)(?: een| de)? )?timer (.+?)(?: in| aan)?$/],
  ['pl', /^(?:(?:ustaw|nastaw|włącz|uruchom)(?: mi)? )?(?:minutnik|timer|stoper) (.+)$/],
];

const REMIND_RES: [SkillLang, RegExp][] = [
  ['en', /^(?:remind me|set (?:a |me a )?reminder|create a reminder|add a reminder)(?: (?:to|that|about|for))?(?: (.+))?$/],
  ['ru', /^(?:напомни|напомните|поставь напоминание|создай напоминание|сделай напоминание)(?: мне)?(?: (?:о том|про то))?(?: (?:что|чтобы))?(?: (.+))?$/],
  ['de', /^(?:erinnere|erinner|erinnre)(?: mich)?(?: daran)?(?: (?:dass|zu))?(?: (.+))?$/],
  ['es', /^(?:recuerdame|recordarme|avisame|pon un recordatorio|crea un recordatorio)(?: (?:que|de|para))?(?: (.+))?$/],
  ['fr', /^(?:rappelle[- ]moi|rappelez[- ]moi)(?: (?:de|d'|que))?(?: (.+))?$/],
  ['it', /^(?:ricordami|ricordatemi)(?: (?:di|che))?(?: (.+))?$/],
  ['uk', /^(?:нагадай|нагадайте)(?: мені)?(?: (?:про те|що|щоб))?(?: (.+))?$/],
  ['pt', /^(?:lembra-me|lembre-me|me lembre|me lembra)(?: (?:de|que))?(?: (.+))?$/],
  ['nl', /^(?:herinner|herinner me|herinner mij)(?: (?:eraan|aan))?(?: (?:dat|om))?(?: (.+))?$/],
  ['pl', /^(?:przypomnij|przypomnij mi)(?: (?:o|że|żeby))?(?: (.+))?$/],
];
/** Leftover lead words in a reminder's label ("to call", "an den Termin", "que llame"). */
const LABEL_LEAD = new Set(['to', 'that', 'about', 'me', 'мне', 'что', 'чтобы', 'про', 'о', 'an', 'dass', 'zu', 'daran', 'que', 'de', 'para',
  "d'", 'di', 'che', 'мені', 'що', 'щоб', 'aan', 'om', 'mij', 'mi', 'o', 'że', 'żeby']);
/** Words around a timer's name that are not the name ("for the pasta", "для пасты", "für die Nudeln", "para los huevos"). */
const NAME_STOP = new Set(['for', 'the', 'a', 'an', 'my', 'of', 'on', 'called', 'named', 'timer', 'для', 'на', 'мне', 'fur', 'die', 'den', 'das',
  'der', 'auf', 'von', 'uber', 'ein', 'einen', 'para', 'los', 'las', 'el', 'la', 'de', 'un', 'una', 'por', 'pour', 'le', 'les', 'du', 'des',
  'di', 'per', 'il', 'lo', 'van', 'для', 'на', 'o', 'os', 'as', 'do', 'da', 'voor', 'een', 'het', 'na', 'do', 'dla']);
/** Longest timer name, words; longer "names" mean the text was not a timer request. */
const MAX_NAME_WORDS = 3;

const TIMER_WORD = '(?:timer|таймер[аеу]?|temporizador|cronometro|minuteur|minutnik)';
const KIND_RE = '(timers?|reminders?|таймер\\S*|напоминани\\S*|erinnerung(?:en)?|temporizador(?:es)?|recordatorios?)';
const LIST_RES: [SkillLang, RegExp][] = [
  ['en', new RegExp(`^(?:what|which|list|show|read|tell me)(?: are| about)?(?: all)?(?: (?:my|the|of my))? ${KIND_RE}(?: (?:and|or) ${KIND_RE})?(?: (?:do i have|have i got|are (?:set|running|there|pending|active|left)|i have))?(?: set| running| pending)?$`)],
  ['en', new RegExp(`^(?:do i have|are there|have i got|any)(?: any)? ${KIND_RE}(?: set| running| pending)?$`)],
  ['ru', new RegExp(`^(?:какие|покажи|перечисли|список|прочитай|назови)(?: у меня| мои| все)*(?: есть)? ${KIND_RE}(?: (?:и|или) ${KIND_RE})?(?: у меня)?(?: есть| стоят| поставлены| заведены)?$`)],
  ['ru', new RegExp(`^(?:есть ли|у меня есть|есть)(?: у меня)?(?: какие-нибудь| какие-то)? ${KIND_RE}$`)],
  ['de', new RegExp(`^(?:welche|zeige?|zeig mir|liste|nenne)(?: mir)?(?: alle| meine| die)* ${KIND_RE}(?: (?:und|oder) ${KIND_RE})?(?: (?:habe ich|laufen|sind (?:gestellt|aktiv)|gibt es))?$`)],
  ['de', new RegExp(`^(?:habe ich|gibt es)(?: noch)?(?: einen| irgendwelche| eine)? ${KIND_RE}$`)],
  ['es', new RegExp(`^(?:que|cuales|muestrame|dime|lista|lee)(?: son)?(?: mis| los| las| todos mis| todas mis)? ${KIND_RE}(?: (?:y|o) ${KIND_RE})?(?: tengo| hay)?$`)],
  ['es', new RegExp(`^(?:tengo|hay)(?: algun| alguna| algunos| algunas)? ${KIND_RE}$`)],
];

/** "how long is left (on the pasta timer)"; group 1 is the name, when given. */
const TIME_LEFT_RES: [SkillLang, RegExp][] = [
  ['en', new RegExp(`^how (?:much time|long|many minutes)(?: is| are)?(?: (?:left|remaining))(?: on (?:the |my )?(?:(.+?) )?${TIMER_WORD})?$`)],
  ['en', new RegExp(`^how long (?:until|till|before) (?:the |my )?(.+?)(?: ${TIMER_WORD})? (?:is done|goes off|rings|is ready)$`)],
  ['ru', new RegExp(`^сколько (?:времени |минут )?осталось(?: (?:на|у) ${TIMER_WORD}(?: (?:для )?(.+))?)?$`)],
  ['de', new RegExp(`^wie (?:lange|viel zeit)(?: ist| bleibt| lauft| hat)?(?: der| mein)?(?: (.+?))?(?: ${TIMER_WORD})? noch$`)],
  ['de', new RegExp(`^wie (?:lange|viel zeit) (?:noch )?(?:auf|beim) (?:dem |meinem )?(?:(.+?) )?${TIMER_WORD}$`)],
  ['es', new RegExp(`^cuanto (?:tiempo |minutos? )?(?:queda|falta|le queda|quedan)(?: (?:en|a|al|del|para) (?:el )?${TIMER_WORD}(?: (?:de|para) (?:la |las |los |el )?(.+))?)?$`)],
];

/** Adding and taking time: groups are (amount, name) or (name, amount) as the named groups say. */
const ADJUST_RES: [SkillLang, 1 | -1, RegExp][] = [
  ['en', 1, new RegExp(`^(?:add|put) (?<amount>.+?) (?:to|on|onto) (?:the |my )?(?:(?<name>.+?) )?${TIMER_WORD}$`)],
  ['en', -1, new RegExp(`^(?:take|remove|subtract|knock) (?<amount>.+?) (?:off|from) (?:the |my )?(?:(?<name>.+?) )?${TIMER_WORD}$`)],
  ['ru', 1, new RegExp(`^(?:добавь|прибавь|накинь) (?<amount>.+?) (?:к|на) ${TIMER_WORD}(?: (?:для )?(?<name>.+))?$`)],
  ['ru', -1, new RegExp(`^(?:убавь|отними|сними|убери) (?<amount>.+?) (?:с|от|у) ${TIMER_WORD}(?: (?:для )?(?<name>.+))?$`)],
  ['de', 1, new RegExp(`^(?:gib|fuge|leg|pack|tu) (?:dem |zum )?(?:(?<name>.+?) )?${TIMER_WORD} (?<amount>.+?) (?:hinzu|dazu|drauf)$`)],
  ['de', 1, new RegExp(`^(?<amount>.+?) (?:mehr |dazu )?(?:auf den|zum|fur den) (?:(?<name>.+?) )?${TIMER_WORD}$`)],
  ['es', 1, new RegExp(`^(?:anade|agrega|suma|pon) (?<amount>.+?) (?:mas )?(?:al|en el|a el) ${TIMER_WORD}(?: (?:de|para) (?:la |las |los |el )?(?<name>.+))?$`)],
  ['es', -1, new RegExp(`^(?:quita|resta|saca) (?<amount>.+?) (?:al|del) ${TIMER_WORD}(?: (?:de|para) (?:la |las |los |el )?(?<name>.+))?$`)],
];

const PAUSE_RES: [SkillLang, 'pause' | 'resume', RegExp][] = [
  ['en', 'pause', new RegExp(`^(?:pause|hold|freeze) (?:the |my )?(?:(.+?) )?${TIMER_WORD}$`)],
  ['en', 'resume', new RegExp(`^(?:resume|continue|unpause) (?:the |my )?(?:(.+?) )?${TIMER_WORD}$|^(?:restart|start) (?:the |my )?(?:(.+?) )?${TIMER_WORD} again$`)],
  ['ru', 'pause', new RegExp(`^(?:поставь |поставить )?${TIMER_WORD}(?: (.+?))? на паузу$|^(?:поставь на паузу|приостанови|останови на время) ${TIMER_WORD}(?: (?:для )?(.+))?$`)],
  ['ru', 'resume', new RegExp(`^(?:продолжи|возобнови|сними с паузы|запусти снова) ${TIMER_WORD}(?: (?:для )?(.+))?$`)],
  ['de', 'pause', new RegExp(`^(?:pausiere|pausier|halte|halt) (?:den |meinen )?(?:(.+?) )?${TIMER_WORD}(?: an)?$|^(?:den )?(?:(.+?) )?${TIMER_WORD} pausieren$`)],
  ['de', 'resume', new RegExp(`^(?:setze|setz|starte|lass) (?:den |meinen )?(?:(.+?) )?${TIMER_WORD} (?:fort|weiter|weiterlaufen)$|^(?:den )?(?:(.+?) )?${TIMER_WORD} fortsetzen$`)],
  ['es', 'pause', new RegExp(`^(?:pausa|pon en pausa|deten un momento) (?:el )?${TIMER_WORD}(?: (?:de|para) (?:la |las |los |el )?(.+))?$`)],
  ['es', 'resume', new RegExp(`^(?:reanuda|continua|sigue con|reactiva) (?:el )?${TIMER_WORD}(?: (?:de|para) (?:la |las |los |el )?(.+))?$`)],
];

const CANCEL_VERB = '(?:cancel|stop|delete|remove|clear|turn off|dismiss|отмени|отменить|удали|удалить|выключи|останови|сбрось|убери|losche|losch|stopp|stoppe|beende|entferne|cancela|cancelar|borra|borrar|elimina|eliminar|deten|para|quita|apaga)';
const CANCEL_FILLER = '(?: (?:all|of|the|my|все|всё|мои|мой|мою|alle|den|die|meine|meinen|todos|todas|los|las|el|la|mis|mi))*';
const CANCEL_RES: [SkillLang | undefined, RegExp, 'kindFirst' | 'restFirst'][] = [
  [undefined, new RegExp(`^${CANCEL_VERB}${CANCEL_FILLER} ${KIND_RE}(?: (.+))?$`), 'kindFirst'],
  [undefined, new RegExp(`^${CANCEL_VERB}${CANCEL_FILLER} (.+?) ${KIND_RE}$`), 'restFirst'],
  ['de', new RegExp(`^(?:den |die |alle )?${KIND_RE}(?: (.+?))? (?:abbrechen|stoppen|loschen|beenden|aus)$`), 'kindFirst'],
];
const ALL_WORDS = new Set(['all', 'все', 'всё', 'alle', 'todos', 'todas', 'everything']);
const QUERY_STOP = new Set(['the', 'my', 'a', 'to', 'for', 'about', 'on', 'and', 'на', 'про', 'о', 'мой', 'мою', 'den', 'die', 'der',
  'fur', 'an', 'el', 'la', 'de', 'mi', 'para', 'que', 'для']);

function kindOf(word: string | undefined): KindFilter {
  if (!word) return 'any';
  if (/^(?:remind|напоминани|erinnerung|recordatorio)/.test(word)) return 'reminder';
  return 'timer';
}

const nameWords = (raw: string | undefined): string[] =>
  (raw ?? '').split(' ').filter((w) => w && !NAME_STOP.has(w) && !QUERY_STOP.has(w));

/** Finds the duration inside `tokens` (longest run) and returns it with the other words as the name. */
function durationAndName(tokens: string[]): { ms: number; name: string[] } | null {
  for (let len = tokens.length; len >= 1; len--) {
    for (let i = 0; i + len <= tokens.length; i++) {
      const ms = parseDuration(tokens.slice(i, i + len));
      if (ms === null) continue;
      const name = nameWords([...tokens.slice(0, i), ...tokens.slice(i + len)].join(' '));
      return name.length <= MAX_NAME_WORDS ? { ms, name } : null;
    }
  }
  return null;
}

/** Normalizes a turn for the timers grammar: folded, digits, and German compounds split ("Nudel-Timer", "Eiertimer"). */
function timersText(text: string): string {
  return wordsToDigits(normalize(text))
    .replace(/(\p{L}{3,})-?(timer|таймер)(?![\p{L}])/gu, (m, stem: string, word: string) => (stem === word ? m : `${stem} ${word}`));
}

/**
 * Every frame below contains one of these words; text without any is rejected before the thirty-odd frames
 * run (most turns are not about timers, and every turn is matched).
 */
const ANY_FRAME_WORD = /timer|таймер|temporizador|cronometro|countdown|cuenta atras|remind|напомн|напоминани|erinner|recuerd|recordar|recordatorio|avisame|засеки|left|remaining|how long|осталось|wie lange|wie viel zeit|queda|falta|minuteur|minuterie|minutnik|stoper|rappel|ricord|нагада|lembr|herinner|przypomnij/;

/** The parsed request, or null; Russian-looking frames with Ukrainian letters answer in Ukrainian. */
export function matchTimers(text: string): TimersIntent | null {
  return refineCyrillic(matchTimersRaw(text), text);
}

function matchTimersRaw(text: string): TimersIntent | null {
  const s = timersText(text);
  if (!ANY_FRAME_WORD.test(s)) return null;
  for (const [lang, re] of TIME_LEFT_RES) {
    const m = re.exec(s);
    if (m) return { type: 'timeLeft', lang, name: nameWords(m[1]) };
  }
  for (const [lang, re] of LIST_RES) {
    const m = re.exec(s);
    if (m) {
      // "What timers do I have" lists reminders too (people call both timers); "what reminders" lists reminders.
      const kind = kindOf(m[1]) === 'reminder' && !m[2] ? 'reminder' : 'any';
      return { type: 'list', lang, kind };
    }
  }
  for (const [lang, sign, re] of ADJUST_RES) {
    const m = re.exec(s);
    const amount = m?.groups?.amount ? parseDuration(m.groups.amount.split(' ')) : null;
    if (m && amount !== null) return { type: 'adjust', lang, deltaMs: sign * amount, name: nameWords(m.groups?.name) };
  }
  for (const [lang, type, re] of PAUSE_RES) {
    const m = re.exec(s);
    if (m) return { type, lang, name: nameWords(m.slice(1).find((g) => g !== undefined)) };
  }
  for (const [fixedLang, re, order] of CANCEL_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const [kindWord, rest] = order === 'kindFirst' ? [m[1], m[2]] : [m[2], m[1]];
    const all = s.split(' ').some((w) => ALL_WORDS.has(w));
    const query = (rest ?? '').split(' ').filter((w) => w && !QUERY_STOP.has(w) && !ALL_WORDS.has(w));
    return { type: 'cancel', lang: fixedLang ?? guessLang(s), kind: kindOf(kindWord), all, query };
  }
  for (const [lang, re] of SET_TIMER_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const body = [m[1], m[2]].filter(Boolean).join(' ').split(' ');
    const found = durationAndName(body);
    if (found === null) continue;
    const name = found.name.length > 0 ? originalSpan(text.replace(/-(timer|таймер)/giu, ' $1'), found.name) ?? found.name.join(' ') : '';
    return { type: 'setTimer', lang, durationMs: found.ms, name };
  }
  for (const [lang, re] of REMIND_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const tokens = (m[1] ?? '').split(' ').filter(Boolean);
    const when = findWhen(tokens, { lang });
    let label = when ? when.rest : tokens;
    while (label.length > 0 && LABEL_LEAD.has(label[0]!)) label = label.slice(1);
    const spoken = originalSpan(text, label) ?? label.join(' ');
    return { type: 'setReminder', lang, label: spoken, due: when ? when.spec : null };
  }
  return null;
}
