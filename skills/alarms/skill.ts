/**
 * Alarms: set for a clock time ("set an alarm for half past seven", "wake me at six tomorrow", "разбуди меня
 * в семь утра", "weck mich um halb sieben", "despiértame a las siete y media"), on a weekday or every
 * weekday, or after a while ("wake me up in 8 hours"); list, cancel one or all, stop a ringing one, snooze
 * ("snooze", "five more minutes", "ещё 5 минут", "noch 5 Minuten", "5 minutos más").
 *
 * Alarms are rows of kind 'alarm' in the timers table, rung by the same TimerScheduler (one owner of the
 * schedule). An hour without am/pm is in the morning: people set alarms to wake up.
 *
 * "Stop" with nothing ringing says so instead of passing: a bare "stop" must never go to a web search.
 */
import type { PendingQuestion, Skill, SkillContext, SkillLang, SkillReply, TimerRow } from '../types.js';
import { guessLang, normalize, originalSpan, say, refineCyrillic } from '../text.js';
import { wordsToDigits } from '../numbers.js';
import { FOLLOW_UP_TTL_MS, readReply } from '../followups.js';
import { findWhen, type WhenSpec } from '../when/parse.js';
import { resolveWhen } from '../when/resolve.js';
import { parseDuration } from '../timers/parse.js';
import { describePending, repeatWords, spokenWhen } from '../timers/speech.js';
import { cancelInStore } from '../timers/skill.js';
import { hhmm, wallClock } from '../clock.js';

type AlarmsIntent =
  | { type: 'set'; lang: SkillLang; when: WhenSpec | null; label: string }
  | { type: 'list'; lang: SkillLang }
  | { type: 'cancel'; lang: SkillLang; all: boolean; when: WhenSpec | null }
  | { type: 'stop'; lang: SkillLang; named: boolean }
  | { type: 'snooze'; lang: SkillLang; ms: number | null };

/** How long a snooze lasts when no length is said: the classic alarm-clock nine minutes. */
export const SNOOZE_DEFAULT_MS = 9 * 60_000;
/** Longest snooze accepted; "snooze for 3 hours" is a new alarm, not a snooze. */
const SNOOZE_MAX_MS = 60 * 60_000;

const ALARM = '(?:alarms?(?: clock)?|будильник[аи]?|wecker|alarmas?|despertador|reveils?|alarmes?|svegli[ae]|wekkers?|budzik[ia]?)';
const SET_RES: [SkillLang, RegExp][] = [
  ['en', /^(?:set|make|create|add|put|start|schedule)(?: me| up)?(?: an?| the| my| another)? alarm(?: clock)?(?: (.+))?$/],
  ['en', /^(?:wake|get) me(?: up)?(?: (.+))?$/],
  ['en', /^alarm (.+)$/],
  ['en', /^i (?:need|want|have) to (?:wake|get) up (.+)$/],
  ['ru', /^(?:поставь|поставить|установи|заведи|включи|сделай)(?: мне)? будильник(?: (.+))?$/],
  ['ru', /^(?:разбуди|разбудите|подними)(?: меня)?(?: (.+))?$/],
  ['ru', /^будильник (.+)$/],
  ['de', /^(?:stell|stelle|setz|setze|mach|mache)(?: mir)?(?: einen| den| meinen)? wecker(?: (.+?))?(?: ein)?$/],
  ['de', /^(?:weck|wecke|weckt)(?: mich)?(?: (.+?))?(?: auf)?$/],
  ['de', /^wecker (.+)$/],
  ['es', /^(?:pon|ponme|poner|configura|programa|crea|activa)(?: una| la| mi| el)? (?:alarma|despertador)(?: (.+))?$/],
  ['es', /^(?:despiertame|levantame)(?: (.+))?$/],
  ['es', /^alarma (.+)$/],
  ['fr', /^(?:mets|mettre|regle|programme|cree|active)(?: moi)?(?: un| le| mon)? (?:reveil|alarme)(?: (.+))?$/],
  ['fr', /^reveille[- ]moi(?: (.+))?$/],
  ['it', /^(?:imposta|metti|punta|crea|attiva)(?: una| la| la mia)? sveglia(?: (.+))?$/],
  ['it', /^svegliami(?: (.+))?$/],
  ['uk', /^(?:постав|встанови|заведи|увімкни)(?: мені)? будильник(?: (.+))?$/],
  ['uk', /^(?:розбуди|розбудіть)(?: мене)?(?: (.+))?$/],
  ['pt', /^(?:coloca|coloque|poe|ponha|define|defina|cria|crie|programa|ativa)(?: um| o| meu)? (?:alarme|despertador)(?: (.+))?$/],
  ['pt', /^(?:me acorde|me acorda|acorda-me|acorde-me)(?: (.+))?$/],
  ['nl', /^(?:zet|stel|maak)(?: een| de| mijn)? wekker(?: (.+?))?(?: in)?$/],
  ['nl', /^maak me(?: (.+?))? wakker(?: (.+))?$/],
  ['pl', /^(?:ustaw|nastaw|włącz)(?: mi)? budzik(?: (.+))?$/],
  ['pl', /^(?:obudź|obudz)(?: mnie)?(?: (.+))?$/],
];
const LIST_RES: [SkillLang, RegExp][] = [
  ['en', new RegExp(`^(?:what|which|list|show|read|tell me)(?: are)?(?: all)?(?: my| the)? ${ALARM}(?: (?:do i have|are set|have i set|i have|are on))?(?: set)?$|^(?:do i have|are there|have i got|is there)(?: any| an)? ${ALARM}(?: set)?(?: for tomorrow)?$|^(?:is my alarm set|when is my alarm|when does my alarm go off|what time is my alarm(?: set for)?)$`)],
  ['ru', new RegExp(`^(?:какие|покажи|перечисли|назови)(?: у меня| мои| все)*(?: есть)? будильники(?: у меня)?(?: есть| стоят| поставлены)?$|^(?:есть ли|у меня есть|стоит ли|поставлен ли)(?: у меня)? будильник$|^на (?:сколько|какое время|когда) (?:стоит|поставлен) будильник$`)],
  ['de', new RegExp(`^(?:welche|zeige?|zeig mir|liste|nenne)(?: mir)?(?: alle| meine| die)* wecker(?: (?:habe ich|sind gestellt|gibt es))?$|^(?:habe ich|gibt es|ist)(?: einen| irgendwelche| mein)? wecker(?: gestellt)?$|^wann klingelt (?:mein|der) wecker$`)],
  ['es', new RegExp(`^(?:que|cuales|muestrame|dime|lista|lee)(?: son)?(?: mis| las| todas mis)? alarmas(?: tengo| hay)?$|^(?:tengo|hay)(?: alguna| algunas)? alarmas?(?: puestas?)?$|^a que hora (?:suena|esta) (?:mi|la) alarma$`)],
  ['fr', /^(?:quels|quelles) (?:sont )?(?:mes |les )?(?:reveils|alarmes)(?: (?:ai-je|j'ai))?$|^(?:liste|montre-moi|affiche)(?: mes| les)? (?:reveils|alarmes)$/],
  ['it', /^(?:quali|che) sveglie (?:ho|ci sono)(?: impostate)?$|^(?:mostra|elenca)(?: le| le mie)? sveglie$/],
  ['uk', /^(?:які|покажи)(?: в мене| у мене| мої)* будильники(?: є| в мене| у мене)?$/],
  ['pt', /^(?:quais|que) (?:sao )?(?:os )?(?:meus )?alarmes(?: tenho| eu tenho)?$|^(?:mostra|lista)(?: os| os meus| meus)? alarmes$/],
  ['nl', /^(?:welke|toon) wekkers(?: heb ik| staan er)?$/],
  ['pl', /^(?:jakie|pokaż)(?: mam| moje)? budziki(?: mam)?(?: ustawione)?$/],
];
/** Stop phrases hold no numbers, so they are read before numbers become digits ("sei still" is not "6 still"). */
const STOP_RES: [SkillLang | undefined, RegExp][] = [
  [undefined, new RegExp(`^(?:stop|dismiss|turn off|shut off|silence|end)(?: the| my| this| that)? ${ALARM}$|^(?:stop(?: it| that)?|shut up|quiet|be quiet|enough|i'm up|im up|i am up|ok i'm up)$`)],
  [undefined, new RegExp(`^(?:стоп|хватит|тихо|замолчи|выключи|выключить|останови|отключи)(?: ${ALARM})?$|^я (?:встал|встала|проснулся|проснулась)$`)],
  [undefined, new RegExp(`^(?:stopp|stop|aus|halt|ruhe|sei still|schalte? (?:den )?wecker aus|wecker aus|mach (?:den wecker )?aus|ich bin wach)$`)],
  [undefined, new RegExp(`^(?:para|basta|detente|silencio|callate|apaga|apagala|apaga (?:la )?(?:alarma|despertador)|para (?:la )?(?:alarma|despertador)|ya estoy despierto|ya estoy despierta)$`)],
  ['fr', /^(?:arrete|eteins|coupe|stop)(?: le| mon| l')? ?(?:reveil|alarme)$|^(?:arrete|ca suffit|je suis reveille|je suis reveillee)$/],
  ['it', /^(?:ferma|spegni|stop|disattiva)(?: la)? sveglia$|^(?:ferma|sono sveglio|sono sveglia)$/],
  ['uk', /^(?:вимкни|зупини)(?: будильник)?$|^(?:досить|я (?:встав|встала|прокинувся|прокинулася))$/],
  ['pt', /^(?:desliga|desligue|para|pare)(?: o)? (?:alarme|despertador)$|^(?:chega|pare|desliga|ja acordei)$/],
  ['nl', /^(?:stop|zet|schakel)(?: de)? wekker(?: uit)?$|^(?:genoeg|ik ben wakker)$/],
  ['pl', /^(?:wyłącz|zatrzymaj|stop)(?: budzik)?$|^(?:dość|już wstałem|już wstałam)$/],
];
const SNOOZE_RES: [SkillLang | undefined, RegExp][] = [
  [undefined, /^(?:snooze|snooze it|snooze (?:the )?alarm)(?: for (.+))?$|^(?:give me |just )?(\d+(?:\.\d+)?) more (minutes?|mins?)$|^(?:give me )?(.+?) more$/],
  [undefined, /^(?:отложи|отложить)(?: будильник)?(?: на (.+))?$|^(?:ещё|еще|дай ещё|дай еще) (.+)$|^(?:дай )?поспать ещё(?: (.+))?$/],
  [undefined, /^(?:schlummern|snooze)(?: fur (.+))?$|^noch (.+?)(?: bitte)?$/],
  [undefined, /^(?:posponer|pospon|aplaza)(?: la alarma)?(?: (?:por|unos|) ?(.+))?$|^(.+?) mas$|^dame (.+?) mas$/],
  ['fr', /^(?:repousse|reporte|repete)(?: le reveil| l'alarme)?(?: de (.+))?$|^encore (.+)$/],
  ['it', /^(?:posticipa|rimanda)(?: la sveglia)?(?: di (.+))?$|^(?:ancora|altri) (.+)$/],
  ['uk', /^(?:відклади|відкласти)(?: будильник)?(?: на (.+))?$|^ще (.+)$/],
  ['pt', /^(?:adia|adiar|soneca)(?: o alarme)?(?: (?:por|em) (.+))?$|^mais (.+)$/],
  ['nl', /^(?:sluimer|sluimeren|snooze)(?: (?:voor|nog) (.+))?$|^nog (.+)$/],
  ['pl', /^(?:drzemka|odłóż|przesuń)(?: budzik)?(?: o (.+))?$|^jeszcze (.+)$/],
];
const CANCEL_RES: [SkillLang | undefined, RegExp][] = [
  [undefined, new RegExp(`^(?:cancel|delete|remove|clear|turn off|disable|switch off|unset)(?: all)?(?: of)?(?: my| the)? (?:(.+?) )?${ALARM}(?: (.+))?$`)],
  [undefined, new RegExp(`^(?:отмени|отменить|удали|удалить|выключи|убери|сними)(?: все)?(?: мои| мой)? ${ALARM}(?: (.+))?$`)],
  [undefined, new RegExp(`^(?:losche|losch|entferne|deaktiviere|stelle? ab)(?: alle)?(?: meine| meinen| den| die)? ${ALARM}(?: (.+))?$|^(?:alle |den |meinen )?wecker(?: (.+?))? (?:loschen|abstellen|ausschalten|deaktivieren)$`)],
  [undefined, new RegExp(`^(?:cancela|cancelar|borra|borrar|elimina|eliminar|quita|desactiva|apaga)(?: todas)?(?: mis| las| mi| la| el)? ${ALARM}(?: (.+))?$`)],
  ['fr', /^(?:annule|supprime|efface|desactive|enleve)(?: tous)?(?: mes| mon| le| les)? (?:reveils?|alarmes?)(?: (.+))?$/],
  ['it', /^(?:cancella|annulla|elimina|rimuovi|disattiva)(?: tutte)?(?: le mie| la mia| le| la)? svegli[ae](?: (.+))?$/],
  ['uk', /^(?:скасуй|видали|прибери)(?: всі)?(?: мої| мій)? будильники?(?: (.+))?$/],
  ['pt', /^(?:cancela|cancele|apaga|apague|remove|desativa)(?: todos)?(?: os meus| o meu| os| o| meus| meu)? (?:alarmes?|despertador)(?: (.+))?$/],
  ['nl', /^(?:annuleer|verwijder|wis|schakel)(?: alle)?(?: mijn| de)? wekkers?(?: (.+?))?(?: uit)?$/],
  ['pl', /^(?:anuluj|usuń|skasuj)(?: wszystkie)?(?: moje| moj)? budzik[ia]?(?: (.+))?$/],
];
const ALL_WORDS = new Set(['all', 'все', 'alle', 'todas', 'todos', 'every', 'tous', 'toutes', 'tutte', 'всі', 'wszystkie']);
const LABEL_STOP = new Set(['for', 'at', 'on', 'to', 'me', 'up', 'please', 'the', 'a', 'an', 'and', 'на', 'в', 'меня', 'um', 'auf', 'fur', 'mich',
  'a las', 'para', 'las', 'la', 'el', 'de', 'me', 'y', 'und', 'и', 'called', 'named', 'set', 'ein', 'an', 'le', 'pour', 'alle', 'per', 'о',
  'мене', 'as', 'om', 'voor', 'o', 'na', 'mnie', 'e', 'et']);

function langOf(s: string, fixed?: SkillLang): SkillLang {
  return fixed ?? guessLang(s);
}

/** The parsed request, or null; Russian-looking frames with Ukrainian letters answer in Ukrainian. */
function matchAlarms(text: string): AlarmsIntent | null {
  return refineCyrillic(matchAlarmsRaw(text), text);
}

function matchAlarmsRaw(text: string): AlarmsIntent | null {
  const words = normalize(text);
  for (const [lang, re] of STOP_RES) if (re.test(words)) return { type: 'stop', lang: langOf(words, lang), named: new RegExp(ALARM).test(words) };
  const s = wordsToDigits(words);
  for (const [lang, re] of SNOOZE_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const spoken = m.slice(1).filter(Boolean).join(' ') || undefined;
    if (spoken === undefined) return { type: 'snooze', lang: langOf(s, lang), ms: null };
    const ms = parseDuration(spoken.split(' '));
    if (ms !== null && ms <= SNOOZE_MAX_MS) return { type: 'snooze', lang: langOf(s, lang), ms };
  }
  for (const [lang, re] of LIST_RES) if (re.test(s)) return { type: 'list', lang };
  for (const [fixed, re] of CANCEL_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const lang = langOf(s, fixed);
    const rest = m.slice(1).filter(Boolean).join(' ').split(' ').filter(Boolean);
    const when = rest.length > 0 ? findWhen(rest, { bareHour: true, lang }) : null;
    return { type: 'cancel', lang, all: s.split(' ').some((w) => ALL_WORDS.has(w)), when: when?.spec ?? null };
  }
  for (const [lang, re] of SET_RES) {
    const m = re.exec(s);
    if (!m) continue;
    const tokens = m.slice(1).filter(Boolean).join(' ').split(' ').filter(Boolean);
    const when = tokens.length > 0 ? findWhen(tokens, { bareHour: true, lang }) : null;
    // "wake me up gently" is not an alarm request: with words but no time, the frame does not fit.
    if (tokens.length > 0 && when === null) continue;
    const labelWords = (when?.rest ?? []).filter((w) => !LABEL_STOP.has(w));
    const label = labelWords.length > 0 ? originalSpan(text, labelWords) ?? labelWords.join(' ') : '';
    return { type: 'set', lang, when: when?.spec ?? null, label };
  }
  return null;
}

const TEXTS = {
  set: { en: 'Alarm set', ru: 'Будильник поставлен', de: 'Wecker gestellt', es: 'Alarma puesta', fr: 'Réveil réglé', it: 'Sveglia impostata',
    uk: 'Будильник встановлено', pt: 'Alarme definido', nl: 'Wekker gezet', pl: 'Budzik ustawiony' },
  needTime: { en: 'For what time?', ru: 'На какое время?', de: 'Für wann?', es: '¿Para qué hora?', fr: 'Pour quelle heure ?', it: 'Per che ora?',
    uk: 'На який час?', pt: 'Para que horas?', nl: 'Voor hoe laat?', pl: 'Na którą godzinę?' },
  none: { en: 'You have no alarms.', ru: 'Будильников нет.', de: 'Du hast keine Wecker.', es: 'No tienes alarmas.', fr: "Vous n'avez aucun réveil.",
    it: 'Non hai sveglie.', uk: 'Будильників немає.', pt: 'Não tem alarmes.', nl: 'Je hebt geen wekkers.', pl: 'Nie masz budzików.' },
  lead: { en: 'Alarms', ru: 'Будильники', de: 'Wecker', es: 'Alarmas', fr: 'Réveils', it: 'Sveglie', uk: 'Будильники', pt: 'Alarmes', nl: 'Wekkers', pl: 'Budziki' },
  cancelled: {
    en: (n: number) => (n === 1 ? 'Alarm cancelled.' : `${n} alarms cancelled.`),
    ru: (n: number) => (n === 1 ? 'Будильник отменён.' : `Отменено будильников: ${n}.`),
    de: (n: number) => (n === 1 ? 'Wecker gelöscht.' : `${n} Wecker gelöscht.`),
    es: (n: number) => (n === 1 ? 'Alarma cancelada.' : `${n} alarmas canceladas.`),
    fr: (n: number) => (n === 1 ? 'Réveil annulé.' : `${n} réveils annulés.`),
    it: (n: number) => (n === 1 ? 'Sveglia cancellata.' : `${n} sveglie cancellate.`),
    uk: (n: number) => (n === 1 ? 'Будильник скасовано.' : `Скасовано будильників: ${n}.`),
    pt: (n: number) => (n === 1 ? 'Alarme cancelado.' : `${n} alarmes cancelados.`),
    nl: (n: number) => (n === 1 ? 'Wekker geannuleerd.' : `${n} wekkers geannuleerd.`),
    pl: (n: number) => (n === 1 ? 'Budzik anulowany.' : `Anulowano budziki: ${n}.`),
  },
  which: {
    en: (l: string) => `Which one: ${l}? Say "all" or "the first one".`,
    ru: (l: string) => `Какой: ${l}? Скажите «все» или «первый».`,
    de: (l: string) => `Welchen: ${l}? Sag „alle“ oder „den ersten“.`,
    es: (l: string) => `¿Cuál: ${l}? Di «todas» o «la primera».`,
    fr: (l: string) => `Lequel : ${l} ? Dites « tous » ou « le premier ».`,
    it: (l: string) => `Quale: ${l}? Di «tutte» o «la prima».`,
    uk: (l: string) => `Який: ${l}? Скажіть «всі» або «перший».`,
    pt: (l: string) => `Qual: ${l}? Diga «todos» ou «o primeiro».`,
    nl: (l: string) => `Welke: ${l}? Zeg „alle” of „de eerste”.`,
    pl: (l: string) => `Który: ${l}? Powiedz „wszystkie” albo „pierwszy”.`,
  },
  stopped: { en: 'Alarm off.', ru: 'Будильник выключен.', de: 'Wecker aus.', es: 'Alarma apagada.', fr: 'Réveil arrêté.', it: 'Sveglia spenta.',
    uk: 'Будильник вимкнено.', pt: 'Alarme desligado.', nl: 'Wekker uit.', pl: 'Budzik wyłączony.' },
  notRinging: { en: 'Nothing is ringing.', ru: 'Сейчас ничего не звонит.', de: 'Gerade klingelt nichts.', es: 'Ahora no suena nada.',
    fr: 'Rien ne sonne.', it: 'Non sta suonando niente.', uk: 'Зараз нічого не дзвонить.', pt: 'Nada está a tocar.', nl: 'Er gaat niets af.',
    pl: 'Nic nie dzwoni.' },
  snoozed: { en: 'Snoozed until', ru: 'Отложено до', de: 'Schlummern bis', es: 'Pospuesta hasta las', fr: "Repoussé jusqu'à", it: 'Rimandata alle',
    uk: 'Відкладено до', pt: 'Adiado até às', nl: 'Uitgesteld tot', pl: 'Odłożony do' },
  kept: { en: 'OK, I kept them.', ru: 'Хорошо, оставляю.', de: 'Okay, sie bleiben.', es: 'Vale, las dejo.', fr: "D'accord, je les garde.",
    it: 'Va bene, le lascio.', uk: 'Добре, залишаю.', pt: 'Está bem, mantenho-os.', nl: 'Oké, ik laat ze staan.', pl: 'Dobrze, zostawiam.' },
} as const;

function alarms(ctx: SkillContext): TimerRow[] {
  return ctx.store.listTimers().filter((r) => r.kind === 'alarm' && r.state === 'pending').sort((a, b) => a.dueAt - b.dueAt);
}

function setAlarm(ctx: SkillContext, lang: SkillLang, when: WhenSpec, label: string): SkillReply {
  const nowMs = ctx.now.getTime();
  const dueAt = resolveWhen(when, nowMs, ctx.timeZone, { preferMorning: true });
  const repeat = when.repeat ?? 0;
  const row = ctx.store.addTimer({ kind: 'alarm', label, lang, repeatDays: repeat, dueAt, createdAt: nowMs });
  ctx.timers?.schedule(row, lang);
  const at = spokenWhen(dueAt, nowMs, ctx.timeZone, lang);
  const text = repeat
    ? `${say(TEXTS.set, lang)}: ${repeatWords(repeat, lang)}, ${hhmm(wallClock(dueAt, ctx.timeZone))}; ${at}.`
    : `${say(TEXTS.set, lang)}: ${at}.`;
  return { text, lang };
}

function cancelAlarms(ctx: SkillContext, rows: TimerRow[], lang: SkillLang): SkillReply {
  cancelInStore(ctx, rows);
  return { text: say(TEXTS.cancelled, lang)(rows.length), lang };
}

function ask(ctx: SkillContext, data: unknown): void {
  if (ctx.clientId !== undefined) ctx.followUps?.set(ctx.clientId, { skill: 'alarms', data, expiresAt: ctx.now.getTime() + FOLLOW_UP_TTL_MS });
}

function handle(intent: AlarmsIntent, ctx: SkillContext): SkillReply {
  const { lang } = intent;
  const nowMs = ctx.now.getTime();
  switch (intent.type) {
    case 'set':
      if (!intent.when) {
        ask(ctx, { kind: 'time', lang, label: intent.label });
        return { text: say(TEXTS.needTime, lang), lang };
      }
      return setAlarm(ctx, lang, intent.when, intent.label);
    case 'list': {
      const rows = alarms(ctx);
      if (rows.length === 0) return { text: say(TEXTS.none, lang), lang };
      return { text: `${say(TEXTS.lead, lang)}: ${rows.map((r) => describePending(r, nowMs, ctx.timeZone, lang)).join('; ')}.`, lang };
    }
    case 'cancel': {
      let rows = alarms(ctx);
      if (intent.when && !intent.all) {
        const target = resolveWhen(intent.when, nowMs, ctx.timeZone, { preferMorning: true });
        const t = wallClock(target, ctx.timeZone);
        const same = rows.filter((r) => hhmm(wallClock(r.dueAt, ctx.timeZone)) === hhmm(t));
        if (same.length > 0) rows = same;
      }
      if (rows.length === 0) return { text: say(TEXTS.none, lang), lang };
      if (rows.length > 1 && !intent.all) {
        ask(ctx, { kind: 'cancel', lang, ids: rows.map((r) => r.id) });
        return { text: say(TEXTS.which, lang)(rows.map((r) => describePending(r, nowMs, ctx.timeZone, lang)).join('; ')), lang };
      }
      return cancelAlarms(ctx, rows, lang);
    }
    case 'stop': {
      const n = ctx.timers?.stopRinging?.() ?? 0;
      // "turn off the alarm" with nothing ringing means the pending alarm.
      if (n === 0 && intent.named) return handle({ type: 'cancel', lang, all: false, when: null }, ctx);
      return { text: n > 0 ? say(TEXTS.stopped, lang) : say(TEXTS.notRinging, lang), lang };
    }
    case 'snooze': {
      const dueAt = snoozeRinging(ctx.store, ctx.timers, nowMs, lang, intent.ms ?? SNOOZE_DEFAULT_MS);
      if (dueAt === null) return { text: say(TEXTS.notRinging, lang), lang };
      return { text: `${say(TEXTS.snoozed, lang)} ${hhmm(wallClock(dueAt, ctx.timeZone))}.`, lang };
    }
  }
}

/** Stops the ringing alarm and sets a one-off alarm `ms` from now; returns its time, or null when nothing rang. */
export function snoozeRinging(store: SkillContext['store'], timers: SkillContext['timers'], nowMs: number, lang: SkillLang, ms: number): number | null {
  const ringing = timers?.ringing?.() ?? [];
  if (ringing.length === 0) return null;
  timers?.stopRinging?.();
  const dueAt = nowMs + ms;
  const row = store.addTimer({ kind: 'alarm', label: ringing[0]!.label, lang, dueAt, createdAt: nowMs });
  timers?.schedule(row, lang);
  return dueAt;
}

/** Answers "for what time?" with a time, and "which one?" with all / an ordinal / no. */
function followUp(text: string, question: PendingQuestion, ctx: SkillContext): SkillReply | null {
  const data = question.data as { kind: 'time'; lang: SkillLang; label: string } | { kind: 'cancel'; lang: SkillLang; ids: number[] };
  if (data.kind === 'time') {
    const when = findWhen(wordsToDigits(normalize(text)).split(' '), { bareHour: true });
    return when && when.rest.length <= 2 ? setAlarm(ctx, data.lang, when.spec, data.label) : null;
  }
  const rows = alarms(ctx).filter((r) => data.ids.includes(r.id));
  const reply = readReply(text);
  if (reply === 'no') return { text: say(TEXTS.kept, data.lang), lang: data.lang };
  if (reply === 'all') return cancelAlarms(ctx, rows, data.lang);
  if (reply !== null && reply !== 'yes') {
    const row = rows[reply.nth < 0 ? rows.length - 1 : reply.nth - 1];
    return row ? cancelAlarms(ctx, [row], data.lang) : null;
  }
  return null;
}

export const alarmsSkill: Skill<AlarmsIntent> = { name: 'alarms', match: matchAlarms, handle, followUp };
