/**
 * French rules for the boundary. Data only; fields and notation: daemon/boundary/types.ts.
 * Patterns see the canonical text: accents dropped ("où" → "ou", "garé" → "gare"), straight apostrophes.
 */
import type { BoundaryLexicon } from '../../boundary/types.js';

const KIN = [
  'femme', 'mari', 'epouse', 'epoux', 'conjoint', 'conjointe', 'copain', 'copine', 'fils', 'filles?', 'enfants?',
  'mere', 'maman', 'pere', 'papa', 'parents', 'freres?', 'soeurs?', 'sœurs?', 'grand-mere', 'grand-pere', 'oncle',
  'tante', 'cousine?', 'neveu', 'niece', 'voisine?', 'patron(?:ne)?', 'famille', 'amie?s?', 'chef', 'proprietaire',
  'belle-mere', 'beau-pere', 'nounou',
];
const SCHEDULE = [
  'vol', 'train', 'avion', 'rendez', 'rdv', 'reunion', 'calendrier', 'agenda', 'reservation', 'voyage', 'vacances',
  'projets', 'anniversaire', 'billets?', 'hotel', 'medecin', 'docteur', 'dentiste', 'cours',
];
/** Documents and paperwork are weak on purpose, as in en.ts: "comment renouveler mon passeport" is world. */
const OTHER = [
  'medicaments?', 'pilules', 'comprimes', 'ordonnance', 'vaccin', 'cles?', 'clefs?', 'portefeuille', 'notes', 'liste',
];
const MISLAID = [
  'cles?', 'clefs?', 'portefeuille', 'passeport', 'lunettes', 'telephone', 'portable', 'telecommande', 'chargeur',
  'parapluie', 'voiture', 'velo', 'sac', 'papiers', 'montre', 'bague', 'veste', 'manteau',
];
/** Household things with a code or password: "le code du portail", "le mot de passe du wifi". */
const LOCKED = [
  'portail', 'porte', 'garage', 'alarme', 'immeuble', 'digicode', 'cadenas', 'coffre', 'boite aux lettres', 'box',
  'wi-?fi', 'routeur', 'interphone',
];
/** People who come to the house to work for it. */
const SERVICE_PEOPLE = [
  'plombier', 'electricien', 'nounou', 'baby-?sitter', 'femme de menage', 'technicien', 'jardinier', 'ramoneur',
  'serrurier', 'peintre', 'livreur', 'chauffagiste', 'garagiste', 'artisan', 'macon',
];
/** Common given names, lower case (speech-to-text output); names that are ordinary French words are left out. */
const GIVEN_NAMES = [
  'lucas', 'emma', 'louise', 'jade', 'alice', 'chloe', 'lea', 'manon', 'camille', 'ines', 'lina', 'mila', 'zoe',
  'juliette', 'clara', 'sarah', 'hugo', 'louis', 'gabriel', 'arthur', 'jules', 'adam', 'raphael', 'paul', 'nathan',
  'tom', 'theo', 'noah', 'ethan', 'mathis', 'enzo', 'maxime', 'thomas', 'nicolas', 'julien', 'antoine', 'pierre',
  'marie', 'sophie', 'julie', 'nathalie', 'isabelle', 'celine', 'claire', 'aurelie', 'pauline', 'mathilde', 'baptiste',
  'quentin',
];

export const fr: BoundaryLexicon = {
  lang: 'fr',
  possessives: [
    { words: ['mon', 'notre'] },
    // "ma" is Italian "but", "mes" is Spanish "month", "nos" is Spanish "us".
    { words: ['ma', 'mes', 'nos'], alsoIn: ['it', 'es', 'pt'] },
  ],
  // Dutch "je" is "you".
  // "j", "moi" and "nous" only in French (or undetected) text: "J. K. Rowling", "who is moi", English "nous".
  firstPerson: [
    // "le mien", "la nôtre": whose a thing is ("ce parapluie bleu, c'est le mien").
    { words: ['me', 'mien', 'mienne', 'miens', 'miennes'] },
    { words: ['j', 'moi', 'nous'], alsoIn: 'others' },
    { words: ['je'], alsoIn: ['nl'] },
  ],
  notFirstPerson: [
    '(?:dis|dites|explique|expliquez|montre|montrez|donne|donnez|raconte|racontez|conseille|conseillez)(?: |-)(?:moi|nous)|'
      + '(?:peux-tu|pouvez-vous|tu peux|vous pouvez) me (?:dire|expliquer|montrer|donner|conseiller|recommander)',
    "je (?:voudrais|veux|souhaite|aimerais) (?:savoir|apprendre|comprendre)|je me demande|pres de (?:chez )?(?:moi|nous)|ou (?:j'habite|nous habitons)",
  ],
  strongNouns: [...KIN, ...SCHEDULE, ...OTHER],
  memory: [
    '(?:tu )?te souviens|souviens-tu|te rappelles',
    "(?:ce que|qu'est-ce que) je t'ai (?:dit|demande|raconte)",
    "je t'ai (?:dit|demande|raconte|parle)",
    "(?:qu'est-ce que )?tu as (?:\\S+ )?(?:note|retenu|enregistre|garde)",
  ],
  givenNames: GIVEN_NAMES,
  ownAffairs: [
    'qui vient (?:diner|manger|a la maison|ce soir|dormir)|(?:nos|les) invites',
    // The household's bills paid: "est-ce que le loyer est payé".
    "(?:le loyer|la facture|les factures|les charges|le credit|la cantine|l'assurance|la taxe) (?:\\S+ ){0,3}(?:paye|payee|payes|"
      + 'payees|regle|reglee|regles)',
    // First-person plural plans with "on": "on part en vacances quel jour" ("comment on fait" is a frame).
    '(?:on part|on rentre|on arrive|on decolle|nous partons|partons-nous|on va partir) (?:\\S+ ){0,3}(?:quel jour|quand|a quelle heure)|'
      + '(?:quel jour|quand|a quelle heure) (?:est-ce qu\')?(?:on part|on rentre|on arrive|partons-nous)',
    // What the household received, paid and spent: "on a reçu la facture du garagiste", "combien on a dépensé en essence".
    "(?:on a|avons-nous|est-ce qu'on a) (?:bien )?(?:recu|paye|envoye|regle|renvoye) (?:la|le|les|l')|combien (?:est-ce qu')?on a "
      + '(?:\\S+ )?(?:depense|paye|mis|consomme)',
    // When the household last had something done: "la chaudière a été révisée quand".
    "(?:la|le|l') ?(?:chaudiere|voiture|ramonage|vidange|clim\\S*|adoucisseur|cheminee|fosse septique) (?:\\S+ ){0,2}a ete "
      + '(?:revise|revisee|fait|faite|ramone|ramonee|entretenu|entretenue|controle|controlee|vidange|vidangee)',
    "il y a encore (?:du|de la|des|de l')",
    // Stock: "est-ce qu'on a encore des piles".
    "on a encore (?:du|de la|des|de l'|un peu)|avons-nous encore|il nous reste",
    // The household's pets and car, when something falls due: "le prochain vaccin du chien", "le contrôle technique
    // de la voiture c'est quand" ("combien coûte un contrôle technique" names neither).
    '(?:vaccin|rappel|vermifuge|toilettage|veterinaire|controle technique|vidange|revision|carte grise|assurance) (?:\\S+ ){0,2}'
      + '(?:du|de la|des) (?:chien|chat|chiot|chaton|lapin|voiture|moto|scooter|camping-car)',
    // Invitations: "on est invités chez qui samedi".
    '(?:on est|nous sommes|sommes-nous) invites|chez qui (?:on va|allons-nous|va-t-on)',
    // Meal plans: "qu'est-ce qu'on mange ce soir" ("que mangent les chats" is not his table).
    "qu'est-ce qu'on mange|on mange quoi|qu'est-ce qu'il y a (?:a manger|pour le diner)",
    // Stock at home: "il reste du lait dans le frigo".
    "(?:il reste|reste-t-il|il y a encore|y a-t-il encore|est-ce qu'il reste) (?:\\S+ ){0,3}(?:dans le (?:frigo|refrigerateur|"
      + "congelateur|placard|cellier|garage)|a la maison)|il (?:nous )?reste (?:du|de la|des|de l')",
    // Chores: "est-ce que quelqu'un a nourri le chat".
    "quelqu'un a (?:\\S+ )?(?:nourri|donne a manger|promene|sorti|arrose|ferme|paye|appele|reserve|commande|eteint)",
    // Debts: "combien on doit encore au garagiste".
    '(?:on|nous|je) (?:lui |leur )?(?:doit|devons|dois) encore|combien (?:on|nous|je) (?:lui |leur )?(?:doit|devons|dois) (?:a|au|aux|encore)',
    // School events of the household: "quand est la réunion parents-profs".
    'reunion (?:parents|de parents|de classe)\\S*',
    // The household's contracts running out: "quand expire l'assurance de la voiture".
    "(?:expire|finit|se termine|arrive a echeance) (?:\\S+ ){0,3}(?:l'assurance|l'abonnement|le contrat|le bail|la garantie|le forfait)|"
      + '(?:assurance|abonnement|contrat|bail|garantie|forfait) (?:\\S+ ){0,4}(?:expire|finit|se termine)',
    // The household's deliveries: "le colis d'amazon arrive aujourd'hui" ("amazon livre-t-il le dimanche" names none).
    "(?:le|notre|mon) (?:colis|paquet|commande|livraison)(?: \\S+){0,4} (?:arrive|arrivera|est arrive|livre|aujourd'hui|demain)|"
      + '(?:arrive|arrivera|livre) (?:\\S+ )?(?:le|notre|mon) (?:colis|paquet|commande)',
  ],
  personData: [
    'piscine', 'natation', 'foot', 'football', 'danse', 'judo', 'tennis', 'solfege', 'conservatoire', 'cours', 'ecole',
    'college', 'maitresse', 'instit\\S*', 'taille', 'pointure', 'chaussures', 'anniversaire', 'numero', 'telephone',
    'portable', 'adresse', 'dentiste', 'medecin', 'pediatre', 'allergi\\S*', 'vaccin\\S*', 'devoirs', 'cantine',
    'creche', 'rendez-vous', 'rdv', 'entrainement', 'match', 'spectacle', 'examen', 'controle', 'ordonnance',
    'medicaments?',
  ],
  ownPast: [
    "(?:ou|quand|combien|a qui) (?:est-ce que )?j'ai",
    '(?:ou|quand) ai-je',
    "(?:ai-je|est-ce que j'ai) (?:\\S+ ){0,3}(?:ferme|eteint|paye|laisse|oublie|pris|reserve|gare|mis|range)",
    "j'ai (?:\\S+ ){0,2}(?:gare|laisse|mis|range|pose) ",
  ],
  availability: [
    "qu'est-ce que (?:j'ai|nous avons|on a) (?:aujourd'hui|demain|ce|cette|la|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|prevu)",
    "(?:est-ce que )?j'ai (?:quelque chose|des projets|rendez-vous|un rendez-vous|rdv|une reunion|cours)",
    '(?:suis-je|je suis|est-ce que je suis) (?:libre|occupee?|disponible|pris|prise)',
    "a quelle heure (?:je|j'ai|est-ce que je)",
    '(?:on a|nous avons|avons-nous) (?:un |le )?(?:rendez-vous|rdv|quelque chose|des projets|prevu)',
  ],
  // Kin as names: "quand est-ce que mamie arrive", "le rendez-vous de papa"; only in French text (see kinNames).
  kinNames: { phrase: '(?<!(?:la|une|ta|sa|ma|un|le|ton|son|du|au) )(?:maman|mamie|mamy|papa|papi|papy|pepe|tonton|tatie)', alsoIn: 'others' },
  household: [
    'les (?:cles|clefs) (?:de la voiture|de la maison|de chez moi|du garage|de l\'appartement|de la cave|du grenier|du box|'
      + 'de la boite aux lettres|du portail|du local|du bureau|du cadenas)',
    // The household's appointments, codes and service people, named with "le/la".
    '(?:le|notre) (?:rendez-vous|rdv) (?:chez|avec|du|de la|de l\')',
    "(?:code|mot de passe|digicode) (?:du|de la|de l'|des) (?:" + LOCKED.join('|') + ')',
    '(?:passe|vient|arrive|viendra|passera) (?:\\S+ )?(?:le |la |l\')?(?:' + SERVICE_PEOPLE.join('|') + ')|'
      + '(?:le|la|l\') ?(?:' + SERVICE_PEOPLE.join('|') + ') (?:\\S+ )?(?:vient|passe|arrive|viendra|passera)',
    '(?:le )?mot de passe (?:du |de la )?(?:wi-?fi|box|routeur)',
    // A chore with a time of his day: "il faut sortir les poubelles ce soir".
    "(?:sortir|rentrer|descendre) (?:\\S+ ){0,2}(?:poubelles?|recyclage|bacs?) (?:\\S+ ){0,2}(?:ce soir|aujourd'hui|demain|ce matin)",
    // Who looks after the household's children: "qui garde les enfants mercredi".
    'qui (?:garde|recupere|emmene|ramene|amene|depose|cherche|va chercher|s\'occupe) (?:de )?(?:les|la|le|l\') ?(?:enfants|petits|petite|petit|bebe|gamins|jumeaux)',
    '(?:vient|passe|arrive) (?:le |la )?(?:plombier|electricien|nounou|femme de menage|technicien)',
    'ou (?:est|sont) (?:le |la |les |mon |ma |mes )?(?:' + MISLAID.join('|') + ')',
  ],
  ownDay: [
    "aujourd'hui", 'ce soir', 'ce matin', 'cet apres-midi',
  ],
  notOwnDay: [
    'parapluie', 'manteau', 'veste', 'creme solaire', 'pluie', 'pleuvoir', 'pleut', 'neige', 'meteo', 'temps fait',
    'froid', 'chaud', 'vent', 'devrais', 'dois-je',
  ],
  genericFrames: [
    "a quel age|par ou commencer|par ou je commence",
    "comment (?:faire|puis-je|je peux|est-ce que je|on|se|\\S+er)",
    'que faire|quoi faire',
    "qu'est-ce que je (?:dois|peux) faire",
    "est-ce que je (?:peux|dois)|(?:puis|dois)-je|je (?:peux|dois)|peut-on|(?<!quand )faut-il",
    "est-ce (?:dangereux|grave|normal|bon|mauvais|sain)|est-il (?:sur|dangereux|normal)",
    // Not "combien de temps il me reste avant mon congé": his own figures.
    "pourquoi|combien de temps(?! (?:il (?:me|nous) reste|j'ai|nous avons))",
    'que (?:signifie|veut dire)',
    'dans (?:ma|notre) (?:ville|region|quartier)|dans mon (?:pays|quartier)',
  ],
  titleFrames: [
    'qui a (?:ecrit|chante|compose|realise|peint)',
    'paroles (?:de|du)|chanson',
    // "qui chante ...", "de quoi parle le film ...": the words after are a title.
    'qui (?:chante|chantait|interprete)',
    "(?:de quoi parle|que raconte|l'histoire) (?:le|la|du|de la) (?:film|livre|roman|chanson|serie|album)",
  ],
  placePrepositions: ['au', 'aux', 'vers'],
  ownerWords: ['de'],
  saintWords: ['saint'],
};
