/**
 * Italian rules for the boundary. See ./types.ts for what each field means. A small set, to keep Italian
 * users from leaking the most common personal questions; grow it with the fixture sets.
 */
import { token, words } from '../normalize.js';
import type { LanguageRules } from './types.js';

const NOUNS = 'moglie|marito|figli[oa]?|figlie|mamma|madre|papa|padre|genitori|fratell[oi]|sorell[ae]|nonn[aoi]|zi[ao]|'
  + 'vicin[oa]|capo|famiglia|amic[oa]|volo|treno|aereo|appuntamento|riunione|calendario|agenda|prenotazione|viaggio|'
  + 'vacanze|compleanno|bigliett[oi]|medico|dottore|dentista|pillole|medicine|farmaci|ricetta|chiav[ie]|'
  + 'portafoglio|note|lista';
const MISLAID = 'chiav[ie]|portafoglio|passaporto|occhiali|telefono|cellulare|telecomando|caricatore|ombrello|'
  + 'macchina|borsa|zaino';

export const it: LanguageRules = {
  lang: 'it',
  possessives: token('mio|mia|miei|mie|nostr[oaie]'),
  strongNouns: token(NOUNS),
  firstPerson: [{ forms: token('io|me|mi|noi|ho|abbiamo') }],
  notFirstPerson: [
    words('mi (?:puoi|sai|potresti) (?:dire|spiegare|consigliare|raccontare)|vorrei (?:sapere|capire)|mi chiedo|vicino a (?:me|noi)'),
  ],
  memory: [
    words('ti ricordi|(?:ricordi|ricordati) (?:cosa|quando|dove|che)'),
    words('(?:cosa|che|quello che) ti ho (?:detto|chiesto|raccontato)'),
    words('ti ho (?:detto|chiesto|raccontato)'),
    words('(?:cosa )?hai (?:\\S+ )?(?:annotato|salvato|memorizzato|segnato)'),
  ],
  ownAffairs: [
    words('chi viene a (?:cena|pranzo|casa|dormire)|(?:gli|i nostri) ospiti'),
  ],
  ownPast: [
    words('(?:dove|quando|quanto) ho'),
    words('ultima volta che (?:sono|ho)'),
    words('ho (?:\\S+ ){0,2}(?:parcheggiato|lasciato|messo|chiuso|spento|pagato|prenotato)'),
  ],
  availability: [
    words('ho (?:qualcosa|impegni|appuntamenti|un appuntamento|da fare)'),
    words('cosa ho (?:oggi|domani|in|questa|questo|stasera)'),
    words('sono (?:liber[oa]|occupat[oa])'),
  ],
  household: [
    words("(?:le )?chiavi (?:della macchina|di casa|dell'auto|della moto)"),
    words('appuntamento (?:dal|con|col|dalla)'),
    words('dove (?:e|sono|ho messo) (?:il |la |le |i |gli |mio |mia |miei |mie )?(?:' + MISLAID + ')'),
  ],
  ownDay: words('oggi|stasera|stamattina'),
  notOwnDay: words('ombrello|giacca|cappotto|crema solare|pioggia|piove|neve|meteo|tempo fa|freddo|caldo|vento|dovrei'),
  genericFrames: [
    words("a che eta|da dove (?:comincio|inizio)"),
    words('come (?:si|posso|faccio|devo|fare|preparare|cucinare)'),
    words('cosa (?:fare|faccio|devo fare)'),
    words('si puo|(?:posso|dovrei|potrei)'),
    words('(?<!(?:quando|ora) )devo'),
    words('e (?:sicuro|pericoloso|normale)'),
    words('perche|quanto tempo'),
  ],
  titleFrames: [
    words('chi ha (?:scritto|cantato|composto|diretto|dipinto)'),
    words('testo (?:di|della canzone)'),
  ],
};
