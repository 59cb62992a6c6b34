/**
 * Italian rules for the boundary. Data only; fields and notation: daemon/boundary/types.ts. A small set, to keep Italian
 * users from leaking the most common personal questions; grow it with the fixture sets.
 */
import type { BoundaryLexicon } from '../../boundary/types.js';

const NOUNS = [
  'moglie', 'marito', 'figli[oa]?', 'figlie', 'mamma', 'madre', 'papa', 'padre', 'genitori', 'fratell[oi]',
  'sorell[ae]', 'nonn[aoi]', 'zi[ao]', 'vicin[oa]', 'capo', 'famiglia', 'amic[oa]', 'volo', 'treno', 'aereo',
  'appuntamento', 'riunione', 'calendario', 'agenda', 'prenotazione', 'viaggio', 'vacanze', 'compleanno',
  'bigliett[oi]', 'medico', 'dottore', 'dentista', 'pillole', 'medicine', 'farmaci', 'ricetta', 'chiav[ie]',
  'portafoglio', 'note', 'lista',
];
const MISLAID = [
  'chiav[ie]', 'portafoglio', 'passaporto', 'occhiali', 'telefono', 'cellulare', 'telecomando', 'caricatore',
  'ombrello', 'macchina', 'borsa', 'zaino', 'documenti', 'libretto', 'ricevut[ae]', 'garanzi[ae]', "carta d'identita",
  'tessera sanitaria',
];
/** Household things with a code or password: "il codice del cancello", "la password del wifi". */
const LOCKED = [
  'cancello', 'portone', 'porta', 'garage', 'box', 'allarme', 'cassaforte', 'lucchetto', 'citofono', 'wi-?fi',
  'router', 'modem',
];
/** People who come to the house to work for it. */
const SERVICE_PEOPLE = [
  'idraulico', 'elettricista', 'babysitter', 'baby-sitter', 'tata', 'donna delle pulizie', 'colf', 'badante',
  'giardiniere', 'tecnico', 'imbianchino', 'fabbro', 'corriere', 'muratore', 'caldaista',
];
/** Common given names, lower case; names that are ordinary Italian words are left out. */
const GIVEN_NAMES = [
  'marco', 'giulia', 'luca', 'sofia', 'francesco', 'alessandro', 'lorenzo', 'matteo', 'leonardo', 'andrea', 'giorgia',
  'aurora', 'alice', 'martina', 'chiara', 'sara', 'anna', 'emma', 'ginevra', 'beatrice', 'giovanni', 'tommaso',
  'riccardo', 'edoardo', 'gabriele', 'davide', 'federico', 'simone', 'stefano', 'paolo', 'giuseppe', 'elena',
  'francesca', 'valentina', 'silvia', 'laura', 'paola', 'roberta', 'elisa', 'greta', 'nicolo', 'pietro', 'filippo',
  'diego',
];

export const it: BoundaryLexicon = {
  lang: 'it',
  possessives: [{ words: ['mio', 'mia', 'miei', 'mie', 'nostr[oaie]'] }],
  strongNouns: NOUNS,
  // Verbs in -iamo are always "we" ("partiamo", "mangiamo", "andiamo").
  // "io" and "ho" only in Italian (or undetected) text: "what does io stand for", "ho ho ho".
  firstPerson: [
    { words: ['me', 'mi'] },
    { words: ['io', 'noi', 'ho', 'abbiamo'], alsoIn: 'others' },
    { endings: { endings: ['iamo'], minStemLetters: 2 }, alsoIn: 'others' },
  ],
  notFirstPerson: [
    'mi (?:puoi|sai|potresti) (?:dire|spiegare|consigliare|raccontare)|vorrei (?:sapere|capire)|mi chiedo|vicino a (?:me|noi)',
  ],
  memory: [
    'ti ricordi|(?:ricordi|ricordati) (?:cosa|quando|dove|che)',
    '(?:cosa|che|quello che) ti ho (?:detto|chiesto|raccontato)',
    'ti ho (?:detto|chiesto|raccontato)',
    '(?:cosa )?hai (?:\\S+ )?(?:annotato|salvato|memorizzato|segnato)',
  ],
  givenNames: GIVEN_NAMES,
  ownAffairs: [
    'chi viene a (?:cena|pranzo|casa|dormire)|(?:gli|i nostri) ospiti',
    // Invitations: "da chi siamo invitati sabato".
    '(?:siamo|sono) invitat[ie]|da chi (?:andiamo|siamo)',
    // Meal plans: "cosa mangiamo stasera" ("cosa mangiano i gatti" is not his table).
    "cosa (?:mangiamo|si mangia|ceniamo|c'e per cena|c'e da mangiare)",
    // Stock at home: "c'è ancora latte nel frigo".
    "(?:c'e|ci sono|e rimast[oa]|sono rimast[ie]) (?:ancora )?(?:\\S+ ){0,2}(?:nel frigo|in frigo|nel frigorifero|nel congelatore|"
      + "in dispensa|in casa|in cantina)|(?:c'e|ci sono) ancora",
    // Chores: "qualcuno ha dato da mangiare al gatto".
    'qualcuno ha (?:\\S+ ){0,2}(?:dato da mangiare|nutrito|portato fuori|annaffiato|chiuso|pagato|chiamato|prenotato|spento)',
    // The household's bills and their status: "la bolletta della luce è stata pagata".
    '(?:la |le )?(?:bollett[ae]|affitto|rata|fattur[ae]|mutuo|condominio) (?:\\S+ ){0,3}(?:e stat[ao] pagat[ao]|pagat[ao]|scade|scadono)',
    // The pet's own schedule: "quando tocca il vaccino al cane".
    '(?:vaccin[oi]|richiamo|veterinario|toelettatura|antiparassitario) (?:\\S+ ){0,2}(?:al|del) (?:cane|gatto|cucciolo|gattino|coniglio)',
    // Debts: "quanto dobbiamo ancora al meccanico".
    "(?:dobbiamo|devo) ancora|quanto (?:dobbiamo|devo) (?:ancora )?(?:a|al|alla|allo|all'|ai)",
    // School events of the household: "quando è il colloquio con i professori".
    'colloqui[oa]? con (?:i|gli|la|il|le) (?:professori|professoresse|insegnanti|maestr[ae])|riunione (?:dei genitori|di classe)',
    // The household's contracts running out: "quando scade l'assicurazione della macchina".
    "scad(?:e|ono|ra) (?:\\S+ ){0,3}(?:l'assicurazione|l'abbonamento|il contratto|l'affitto|la garanzia|il bollo|la revisione|la carta)|"
      + '(?:assicurazione|abbonamento|contratto|garanzia|bollo|revisione) (?:\\S+ ){0,4}(?:scade|e scadut[oa])',
    // The household's deliveries: "arriva oggi il pacco di amazon" ("amazon consegna la domenica" names none).
    '(?:arriva|arrivera|e arrivato|consegnano) (?:\\S+ )?(?:il|lo|la|l\') ?(?:pacco|pacchetto|ordine|corriere|spesa)|'
      + '(?:il|lo|l\') ?(?:pacco|pacchetto|ordine)(?: \\S+){0,4} (?:arriva|arrivera|oggi|domani)',
  ],
  personData: [
    'nuoto', 'piscina', 'calcio', 'danza', 'tennis', 'judo', 'scuola', 'asilo', 'maestr[ae]', 'scarpe', 'taglia',
    'compleanno', 'telefono', 'numero', 'cellulare', 'indirizzo', 'dentista', 'medico', 'pediatra', 'allergi\\S*',
    'vaccin\\S*', 'compiti', 'allenamento', 'partita', 'recita', 'saggio', 'appuntamento', 'esame', 'verifica',
    'medicine',
  ],
  ownPast: [
    '(?:dove|quando|quanto) ho',
    'ultima volta che (?:sono|ho)',
    'ho (?:\\S+ ){0,2}(?:parcheggiato|lasciato|messo|chiuso|spento|pagato|prenotato)',
  ],
  availability: [
    'ho (?:qualcosa|impegni|appuntamenti|un appuntamento|da fare)',
    'cosa ho (?:oggi|domani|in|questa|questo|stasera)',
    'sono (?:liber[oa]|occupat[oa])',
  ],
  household: [
    "(?:le )?chiavi (?:della macchina|di casa|dell'auto|della moto|della cantina|del garage|del box|della soffitta|"
      + "della cassetta|dell'ufficio|del cancello)",
    'appuntamento (?:dal|con|col|dalla)',
    "(?<!(?:fare|duplicare|copiare) (?:una|la) )chiav[ei] di riserva|(?:la )?chiave (?:della|del|dello|dell') (?:macchina|casa|cantina|garage|box|soffitta|moto|ufficio|cancello)",
    // A relative's birthday: "quando è il compleanno del nonno" ("la festa dei nonni" is a holiday).
    '(?:compleanno|onomastico) (?:del|della|dei|dello) (?:nonno|nonna|nonni|papa|mamma|zio|zia|fratello|sorella|cugin[oa])',
    // The household's car: "quando deve fare il tagliando la macchina" ("ogni quanto si fa il tagliando" is advice).
    "tagliando (?:\\S+ ){0,2}(?:la|alla|della) (?:macchina|auto|moto)|(?:la macchina|l'auto|la moto) (?:\\S+ ){0,3}(?:il tagliando|la revisione)",
    // Kin as names: "quando arriva la nonna" ("la festa dei nonni" is a holiday).
    '(?:la nonna|il nonno|i nonni|la zia|lo zio|gli zii)(?! (?:di|del|della|in generale))',
    // A chore with a time of his day: "bisogna portare fuori la spazzatura stasera".
    "(?:portare|buttare) (?:fuori |giu )?(?:la |l'|il )?(?:spazzatura|immondizia|differenziata|umido|secco|plastica|carta|vetro) "
      + '(?:\\S+ ){0,2}(?:stasera|oggi|domani|stamattina)',
    // Who looks after the household's children: "chi tiene i bambini mercoledì".
    'chi (?:tiene|prende|porta|va a prendere|guarda|accompagna) (?:i|la|il|le|gli) (?:bambini|bimbi|ragazzi|piccol[oaie]|bimb[oa]|gemelli)',
    "(?:codice|password|pin|combinazione) (?:del|della|dello|dell'|per il|per la) (?:" + LOCKED.join('|') + ')',
    "(?:viene|passa|arriva|verra|passera) (?:\\S+ )?(?:l'|il |la |lo )?(?:" + SERVICE_PEOPLE.join('|') + ')',
    'dove (?:e|sono|ho messo) (?:il |la |le |i |gli |mio |mia |miei |mie )?(?:' + MISLAID.join('|') + ')',
  ],
  ownDay: [
    'oggi', 'stasera', 'stamattina',
  ],
  notOwnDay: [
    'ombrello', 'giacca', 'cappotto', 'crema solare', 'pioggia', 'piove', 'neve', 'meteo', 'tempo fa', 'freddo',
    'caldo', 'vento', 'dovrei',
  ],
  genericFrames: [
    "a che eta|da dove (?:comincio|inizio)",
    'come (?:si|posso|faccio|devo|fare|preparare|cucinare)',
    'cosa (?:fare|faccio|devo fare)',
    'si puo|(?:posso|dovrei|potrei)',
    '(?<!(?:quando|ora) )devo',
    'e (?:sicuro|pericoloso|normale)',
    'perche|quanto tempo',
  ],
  titleFrames: [
    'chi ha (?:scritto|cantato|composto|diretto|dipinto)',
    'testo (?:di|della canzone)',
  ],
  // Italian "da" is "from" (Portuguese "da" is "of the": see pt).
  placePrepositions: ['da', 'per'],
  ownerWords: ['di'],
  saintWords: ['san', 'santa', 'santo'],
};
