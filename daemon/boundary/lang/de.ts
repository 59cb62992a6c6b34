/**
 * German rules for the boundary. See ./types.ts for what each field means.
 * Patterns see the canonical text: umlauts dropped ("fährt" → "fahrt", "Schlüssel" → "schlussel"), ß → ss.
 * German builds compounds, so a few token patterns accept a prefix: "Zahnarzttermin", "Autoschlüssel".
 */
import { token, words } from '../normalize.js';
import type { LanguageRules } from './types.js';

const KIN = 'frau|mann|ehemann|ehefrau|partner(?:in)?|freund(?:in|e|es)?|sohn(?:es)?|sohne|tochter|tochtern|kinder?|kindes|'
  + 'kindern|mutter|mama|mutti|vater|papa|eltern|bruder|bruders|bruder|schwester|schwestern|oma|opa|grossmutter|'
  + 'grossvater|grosseltern|tante|onkel|cousine?|nichte|neffe|nachbar(?:in|n)?|chef(?:in)?|vermieter(?:in)?|'
  + 'familie|schwiegermutter|schwiegervater|babysitter(?:in)?';
const SCHEDULE = '\\p{L}*termin(?:e|s)?|\\p{L}*arzt(?:es)?|\\p{L}*arztin|flug(?:es)?|zug(?:es)?|kalender|\\p{L}*buchung|'
  + 'reservierung|reise|urlaub(?:s)?|plane|geburtstag(?:s)?|ticket(?:s)?|hotel|fahrkarte|besprechung|schicht|unterricht';
const HEALTH = 'tabletten|medikament(?:e|en)?|rezept(?:e)?|impfung|\\p{L}*befund(?:e)?|blutwerte';
/** Documents and paperwork are weak on purpose, as in en.ts: "wie verlängere ich meinen Reisepass" is world. */
const BELONGINGS = '\\p{L}*schlussel|geldbeutel|portemonnaie|geldborse|brieftasche';
const HOME = 'notizen|\\p{L}*liste';
const MISLAID = '\\p{L}*schlussel|geldbeutel|portemonnaie|geldborse|brieftasche|brille|handy|telefon|ausweis|reisepass|'
  + 'fernbedienung|ladegerat|ladekabel|auto|fahrrad|tasche|rucksack|jacke|regenschirm|dokumente|kopfhorer|uhr|ring';
const MY = 'mein|meine|meinem|meinen|meiner|meines|unser|unsere|unserem|unseren|unserer|unseres';

export const de: LanguageRules = {
  lang: 'de',
  possessives: token(MY),
  possessionPhrases: [words('bei (?:mir|uns)')],
  strongNouns: token([KIN, SCHEDULE, HEALTH, BELONGINGS, HOME].join('|')),
  memory: [
    words('weisst du noch|erinnerst du dich'),
    words('was (?:habe|hab) ich (?:dir|dich)'),
    words('(?:habe|hab) ich (?:dir|dich) (?:\\S+ ){0,3}(?:gesagt|erzahlt|gefragt)'),
    words('ich (?:habe|hab) dir (?:\\S+ ){0,3}(?:gesagt|erzahlt)'),
    words('was weisst du (?:uber|von) (?:mich|mir|uns)'),
  ],
  ownPast: [
    words('(?:wo|wohin|wann|wie viel|wieviel|was) (?:habe|hab|haben) (?:ich|wir)'),
    words('(?:wann|wo) (?:war|waren) (?:ich|wir)|(?:ich|wir) (?:\\S+ )?(?:zuletzt|das letzte mal)'),
    words('(?:habe|hab) ich (?:\\S+ ){0,4}(?:geparkt|gelassen|hingelegt|hingestellt|bezahlt|gebucht|abgeschlossen|'
      + 'ausgeschaltet|zugemacht|vergessen|eingenommen|gelegt|gefuttert|gegossen)'),
  ],
  availability: [
    words('(?:habe|hab|haben) (?:ich|wir) (?:\\S+ ){0,3}(?:etwas|was|termine?|zeit|plane) (?:vor|geplant|frei)'),
    words('(?:habe|hab|haben) (?:ich|wir) (?:\\S+ ){0,3}(?:etwas|was) vor'),
    words('(?:bin ich|sind wir) (?:\\S+ ){0,3}(?:frei|beschaftigt|verplant|verfugbar|ausgebucht)'),
    words('was (?:steht|habe ich|hab ich|haben wir) (?:\\S+ ){0,3}(?:an|vor|im kalender)'),
    words('wann (?:fliege|fliegen|fahre|fahren|arbeite) (?:ich|wir)'),
    words('(?:habe|hab|haben) (?:ich|wir) noch'),
  ],
  household: [
    words('\\p{L}*termin(?:e)?'),
    words('(?:kommt|kommen) (?:der |die )?(?:klempner|elektriker|handwerker|putzfrau|putzhilfe|babysitter|gartner|monteur)'),
    words('(?:auto|haus|ersatz|wohnungs|garagen|keller)schlussel'),
    words('(?:wlan|wifi|wi-fi)[- ]?passwort'),
    words('(?<!(?:der|die|eine?|deine|seine|ihre|seiner|ihrer) )(?:mama|papa|oma|opa|mutti|vati)'),
    words('wo (?:ist|sind|liegt|liegen) (?:der |die |das |(?:' + MY + ') )?(?:' + MISLAID + ')'),
  ],
  genericFrames: [
    words('wie (?:kann|konnte|soll|sollte|muss|mache|mach|bekomme|werde|finde) (?:ich|man|wir)'),
    words('wie \\S+e ich'),
    words('wie \\S+ man'),
    words('was (?:tun|mache ich|macht man|soll ich|kann ich|sollte ich)'),
    words('(?:kann|darf|soll|sollte|muss|konnte|durfte) (?:ich|man|wir)'),
    words('(?:brauche|benotige) (?:ich|man)'),
    words('ist es (?:sicher|gesund|schlecht|normal|gefahrlich|ok|okay|erlaubt|moglich|schadlich|besser)'),
    words('warum|wieso|weshalb'),
    words('wie (?:lange|oft|viel)'),
    words('tipps'),
    words('was (?:bedeutet|heisst)'),
    words('in (?:meiner|unserer) (?:stadt|gegend|nahe|region)|in (?:meinem|unserem) (?:land|viertel|ort)'),
  ],
  titleFrames: [
    words('wer (?:schrieb|sang|komponierte|malte|drehte|ist der autor)'),
    words('wer hat (?:\\S+ ){1,5}(?:geschrieben|gesungen|komponiert|gedreht|gemalt)'),
    words('songtext|liedtext|text von'),
  ],
};
