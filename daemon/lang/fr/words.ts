/** French word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  // Not "son" (English "son"), "car" (English "car"), "été" (also "summer"), "met".
  functionWords: `
    le la les un une des du de au aux ce cet cette ces ça cela ceci
    je me moi mon ma mes tu te toi ton ta tes il elle on nous vous ils elles lui leur leurs sa ses notre nos votre vos
    où quand comment qui que quoi quel quelle quels quelles pourquoi combien
    est sont était étaient être suis es sommes êtes ai as avons avez ont avais avait eu
    dans sur sous avec sans pour par en entre chez vers derrière devant près et ou mais donc ni ne pas plus aussi
    encore déjà très là ici
    mis mise posé posée laissé laissée rangé rangée caché cachée dit dis souviens rappelles rappelle sais sait
    trouve trouvé quelque tout tous rien
  `.split(/\s+/u).filter(Boolean),
  interrogatives: ['que', 'quoi', 'quand', 'où', 'qui', 'quel', 'quelle', 'quels', 'quelles', 'pourquoi', 'comment', 'combien'],
  // "l'orbite où le satellite passe au lever du soleil, on l'appelle comment": "où" after a noun joins a clause to it;
  // the question asks by its other interrogative.
  clauseOpeners: { words: [], askingNext: [], relatives: ['où', 'qui'] },
  questionWords: [
    'que', 'quoi', 'quand', 'où', 'qui', 'quel', 'quelle', 'quels', 'quelles', 'pourquoi', 'comment',
    'combien', 'est', 'sont', 'était', 'étaient', 'été', 'les', 'une', 'des', 'avec', 'pour', 'aux', 'moi',
    'dis', 'dites', 'sur', 'ceci', 'cela', 'sais', 'savez', 'il', 'elle',
  ],
  answerCues: {
    // "il date de quand" asks for a date with the verb "dater", as "quelle année" does with a noun.
    date: ['depuis quand', 'en quelle année', 'quelle année', 'quel mois', 'en quel mois', 'quel jour', 'quelle date', 'à quelle date', 'quelle période de l\'année', 'à quelle période de l\'année', 'date de quand', 'datent de quand', 'date de quelle année', 'quand'],
    // "combien de temps" is "how long": a duration, not a count of "temps".
    number: ['combien de temps', 'en combien de temps', 'combien', 'quelle hauteur', 'quelle longueur', 'quelle taille', 'quelle température', 'à quelle heure', 'quelle heure',
      // Measures asked by their noun, as English asks by its adjective ("how old", "how fast", "how far", "how heavy").
      'quel âge', 'quelle vitesse', 'à quelle vitesse', 'quelle distance', 'quelle profondeur', 'quelle largeur', 'quelle superficie', 'quel poids',
      // A measure said by its adjective around "combien": "il est haut de combien", "ça fait combien de long".
      'haut de combien', 'combien de haut', 'long de combien', 'combien de long', 'large de combien', 'combien de large', 'profond de combien'],
    person: ['qui'],
    place: ['quelle ville', 'quel pays', 'quelle région', 'quel stade', 'quel endroit', 'dans quel pays', 'dans quelle ville', 'où', "jusqu'où"],
  },
  measureHints: {
    'combien': ['nombre', 'population', 'habitants'],
    'combien de temps': ['durée'],
    'en combien de temps': ['durée'],
    'quelle hauteur': ['hauteur', 'haut'],
    'haut de combien': ['hauteur', 'haut'],
    'combien de haut': ['hauteur', 'haut'],
    'quelle longueur': ['longueur', 'long'],
    'long de combien': ['longueur', 'long'],
    'combien de long': ['longueur', 'long'],
    'large de combien': ['largeur', 'large'],
    'combien de large': ['largeur', 'large'],
    'profond de combien': ['profondeur', 'profond'],
    'quel âge': ['âge', 'ans'],
    'quelle vitesse': ['vitesse'],
    'à quelle vitesse': ['vitesse'],
    'quelle distance': ['distance'],
    'quelle profondeur': ['profondeur', 'profond'],
    'quelle largeur': ['largeur', 'large'],
    'quelle superficie': ['superficie', 'surface'],
    'quel poids': ['poids', 'pèse'],
  },
  measureUnits: {
    ...Object.fromEntries(
      ['quelle hauteur', 'haut de combien', 'combien de haut', 'quelle longueur', 'long de combien', 'combien de long', 'large de combien', 'combien de large', 'profond de combien', 'quelle distance', 'quelle profondeur', 'quelle largeur'].map(
        (cue) => [cue, ['length']],
      ),
    ),
    'quel âge': ['age', 'duration'],
    'combien de temps': ['duration'],
    'en combien de temps': ['duration'],
    'quelle vitesse': ['speed'],
    'à quelle vitesse': ['speed'],
    'quelle superficie': ['area'],
    'quel poids': ['mass'],
  },
  // "surtout", "principalement" ("mostly", "mainly") hedge as English's do; "vers" ("around": "vers la fin du siècle",
  // "vers 1900") dates approximately, and the article says "à la fin du" or the year.
  hedges: ['généralement', 'habituellement', 'normalement', 'environ', 'surtout', 'principalement', 'essentiellement', 'vers'],
  frameWords: [
    // "quel est le nom de": the name is the answer, which an article gives without the word.
    'le nom de', 'le nom du', 'le nom des',
    // "Now", prepositions and phrasal-frame verbs (hedges are `hedges`): the article states the fact without them.
    // Totals framed as a whole: the article states the count without them.
    'au total', 'en tout',
    'maintenant', 'actuellement', 'encore',
    // Demonstrative pronouns that pick someone out ("alfred harth celui du groupe e.m.t."): the article names him.
    'celui', 'celle', 'ceux', 'celles',
    // "pendant la guerre" ("during the war") dates what is asked, as English "during" does.
    'pendant',
    // Speech fillers ("euh à warrington les hlm ..."): the article never says them.
    'euh', 'hein',
    'le', 'les', 'est', 'un', 'une', 'de', 'du', 'au', 'aux',
    'des', 'sont', 'qui', 'que', 'quel', 'quelle', 'quels', 'quelles', 'lequel', 'laquelle', 'dans', 'pour',
    'avec', 'sur', 'par', 'elle', 'elles', 'ils', 'lui', 'leur', 'leurs', 'sa', 'ses', "c'était", "c'est", "qu'est", 'était',
    // The participle of être in a compound tense ("il a été creusé"): as focus it matched "l'été 2006" (summer).
    'été',
    // "quoi" asks, like "what" ("elle est devenue quoi", "contre quoi"); "avait" and "ont" are auxiliaries, like "est".
    'quoi', 'avait', 'avaient', 'ont',
    // The kind a question asks by ("quel genre de satellites", "quelle sorte de"): the article names the kind itself.
    'genre', 'genres', 'sorte', 'sortes', 'type', 'types',
    // A time framed as a whole, like English "these days"; "aujourd'hui" ("today") reaches the focus split at its
    // apostrophe.
    'de nos jours', 'aujourd', 'hui',
    // "comme" ("as"), as English "as" is: "c'est quoi comme genre d'orbite" asks what kind, the article never says "comme".
    'comme',
    // An interrogative that does not ask opens a clause, like "when" and "where" in English ("il avait quel âge quand
    // il est mort"): the article says "12 ans", not "quand".
    'quand', 'où', 'pourquoi',
    // "jusqu'à", "jusqu'où": "until", "as far as".
    'jusqu',
    // "à part" ("apart from") and "à côté" ("next to", "d'à côté": "nearby") place what is asked, as "behind" does.
    'à part', 'à côté', "d'à côté",
    // A request, as English "tell me" ("dis-moi les orbites héliosynchrones elles servent à quoi").
    'dis', 'dites', 'moi',
    // "mettre" is a light verb, as "put" is: "pourquoi on met les satellites photo en orbite héliosynchrone".
    'met', 'mettent', 'mettre',
    // "s'appelle" is "called", a frame in English too ("la centrale elle s'appelle comment"). Not "comment": it is
    // what "aplatie comment comparé à la terre" asks (one French answer lost on bench/qa).
    'appelle', 'appelait', 'appelaient', 'appellent',
    // ... and "comment" right after them, which asks the name ("on l'appelle comment", "il s'appelait comment au
    // début"): the article gives the name without it. Alone, "comment" stays ("aplatie comment comparé à la terre").
    'appelle comment', 'appelait comment', 'appelaient comment', 'appellent comment',
    "l'appelle comment", "s'appelle comment", "l'appelait comment", "s'appelait comment", "l'appellent comment",
    "s'appellent comment", "l'appelaient comment", "s'appelaient comment",
    // "au début", "au départ" frame a time as a whole, as "in the first place" does ("il s'appelait comment au début").
    'au début', 'au départ',
    // "se trouver" is "to be" of a place, a frame as English "located" is: "warrington elle se trouve dans quelle
    // partie de l'angleterre" is stated "située dans le nord-ouest". Only as the phrase: "trouvé" alone is "found".
    'se trouve', 'se trouvent', 'se trouvait', 'se trouvaient', 'y trouve', 'y trouvait',
    // Modal verbs and "aller" of the near future frame what is asked, as "can", "will" and "going" do in English: "si
    // je veux visiter des vieux bâtiments je vais voir lesquels" is stated "Les bâtiments les plus intéressants sont".
    'veux', 'veut', 'voulait', 'vais', 'va', 'vont', 'allait', 'peux', 'peut', 'pouvait', 'dois', 'doit', 'devait',
    // ... and "voir" after them ("je vais voir", "on peut voir"): a visit, not what is seen.
    'voir',
    'lesquels', 'lesquelles',
    'aujourd', "aujourd'hui", 'habitude', "d'habitude", 'donc', 'alors', 'fait', 'faire', 'tout', 'très', 'plus',
  ],
  particles: [],
  particleObjects: [],
  referringOpeners: ['ce', 'cet', 'cette', 'ces', 'cela', 'ceci'],
  positions: { prepositions: ['sous', 'derrière', 'entre', 'dessous', 'dessus', 'contre', 'côté'], determiners: ['le', 'la', 'les', 'l', 'un', 'une', 'son', 'sa', 'ses', 'leur', 'leurs', 'chaque', 'du', 'de', 'des', 'd'] },
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['autre nom pour', 'autre nom de', 'autre nom du', 'autre nom des'],
  otherWords: ['autre', 'autres'],
  negations: ['pas', 'non', 'jamais'],
  tagWords: ['hein'],
  nounAdjectives: ['petit', 'petits', 'petite', 'petites', 'grand', 'grands', 'grande', 'grandes', 'gros', 'grosse', 'grosses', 'nouveau', 'nouveaux', 'nouvelle', 'nouvelles', 'vieux', 'vieilles', 'jeunes', 'différents', 'différentes', 'principaux', 'principales'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['quelle latitude', 'quelle longitude', 'quelles coordonnées', 'quelles sont les coordonnées'], hints: ['coordonnées', 'latitude', 'longitude'] },
    { dimension: 'temperature', phrases: ['quelle température', 'à quelle température'], hints: ['température', 'chauffer', 'préchauffer'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['nom scientifique', 'nom latin', 'nom binominal'],
  whichWords: ['quel', 'quelle', 'quels', 'quelles'],
  countCues: ['combien'],
  agentVerbs: ['fabrique', 'fabriqué', 'construit', 'produit', 'développé', 'développe', 'soutient', 'finance', 'exploite', 'possède', 'publie', 'publié', 'conçu'],
  smallNumbers: ['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  ordinals: [['premier', 'première', '1er', '1re'], ['deuxième', 'second', 'seconde'], ['troisième'], ['quatrième'], ['cinquième'], ['sixième'], ['septième'], ['huitième'], ['neuvième'], ['dixième'], ['onzième'], ['douzième']],
  // Not "seize" (sixteen): it is the English verb.
  seasons: ['printemps', 'automne', 'hiver'],
  numberWords: ['deux', 'trois', 'quatre', 'cinq', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'cent', 'cents', 'mille', 'millions'],
  // Opposite events: a sentence saying the other one and not the one asked dates the other (text/relations.ts).
  oppositeRelations: [
    [['ouvert', 'ouverte', 'ouverts', 'ouvertes', 'ouvre', 'ouverture', 'inauguré', 'inaugurée'], ['fermé', 'fermée', 'fermés', 'fermées', 'ferme', 'fermeture']],
    [['né', 'née', 'naissance'], ['mort', 'morte', 'décès', 'décédé', 'décédée']],
    [['construit', 'construite', 'construction', 'bâti', 'bâtie'], ['démoli', 'démolie', 'démolition', 'détruit', 'détruite']],
    [['fondé', 'fondée', 'fondation', 'créé', 'créée'], ['dissous', 'dissoute', 'dissolution']],
    [['marié', 'mariée', 'mariage', 'épouse', 'épousé'], ['divorcé', 'divorcée', 'divorce']],
  ],
  // Irregular verbs (see ../types.ts `irregularVerbs`): "qui l'a peint" is stated "peinte par", "il est né où" "naît à".
  // Not "être", "avoir", "dire" ("dit" names a place: "dit le Grand"), "savoir", "pouvoir": frame words.
  irregularVerbs: `
    faire fait faite faits faites
    prendre prend prennent pris prise prises
    mettre met mettent mis mise mises
    naître naît naquit né née nés nées
    mourir meurt mourut mort morte morts
    voir voit voient vit vu vue vus
    écrire écrit écrite écrits écrivit
    devenir devient devint devenu devenue
    venir vient vint venu venue venus
    tenir tient tint tenu tenue
    ouvrir ouvre ouvert ouverte
    offrir offre offert offerte
    découvrir découvre découvert découverte
    peindre peint peinte
    vivre vit vécu vécue
    recevoir reçoit reçut reçu reçue
    lire lu lue
    connaître connaît connu connue
    paraître paraît parut paru parue
    apparaître apparaît apparut apparu apparue
    disparaître disparaît disparut disparu disparue
    conquérir conquiert conquit conquis conquise
    acquérir acquiert acquit acquis acquise
    élire élit élu élue élus
    battre bat battu battue
    construire construit construite construisit
    produire produit produite produisit
    conduire conduit conduite conduisit
    détruire détruit détruite détruisit
  `,
  relations: [
    // Not "est", which is also "is".
    ...['nord', 'sud', 'ouest', 'septentrional*', 'méridional*', 'oriental*', 'occidental*'].map((point) => ['partie', 'parties', 'région', point]),
    ['né', 'née', 'naissance', 'naquit'],
    ['ouvert', 'ouverte', 'ouvre', 'ouvrir', 'ouvrit', 'ouverture', 'inauguré', 'inaugurée', 'inauguration'],
    ['mort', 'morte', 'meurt', 'mourut', 'décès', 'décédé', 'décédée'],
    ['habite', 'habitait', 'habiter', 'vit', 'vivait', 'vivant', 'réside', 'résidait', 'résidant'],
    ['couronné', 'couronnée', 'couronnement', 'sacre', 'sacré'],
    ['marié', 'mariée', 'mariage', 'épouse', 'époux', 'épousa'],
    ['enfants', 'enfant', 'fils', 'fille', 'filles'],
    ['écrit', 'écrivit', 'écrire', 'écrivain', 'auteur', 'auteure', 'rédigé'],
    ['fondé', 'fondée', 'fondateur', 'fondatrice', 'fonda', 'créé', 'créée', 'création'],
    ['construit', 'construite', 'construction', 'bâti', 'bâtie', 'érigé'],
    ['appelle', 'appelé', 'appelée', 'nom', 'nommé', 'nommée', 'surnom', 'surnommé', 'dit', 'dite'],
    ['vit', 'vivent', 'vivre', 'vécu', 'vie', 'longévité'],
  ],
  kindNames: ['film', 'album'],
  kindWords: {
    film: ['film'],
    song: ['chanson'],
    album: ['album'],
    band: ['groupe'],
    novel: ['roman', 'livre'],
    series: ['série'],
    city: ['ville'],
    river: ['rivière', 'fleuve'],
    country: ['pays'],
    game: ['jeu'],
    aircraft: ['avion'],
    ship: ['navire'],
    horse: ['cheval'],
    mythology: ['dieu'],
  },
  nameCues: {
    organisation: [
      'compagnie', 'société', 'entreprise', 'groupe', 'université', 'école', 'institut', 'académie', 'parti', 'ligue',
      'fédération', 'banque', 'conseil', 'commission', 'ministère', 'agence', 'orchestre', 'armée', 'musée',
    ],
    place: [
      'pays',
      'aéroport',
      'rue', 'avenue', 'boulevard', 'pont', 'gare', 'église', 'cathédrale', 'château', 'palais', 'lac', 'mont',
      'montagne', 'île', 'ville', 'comté', 'département', 'région', 'royaume', 'république', 'mer', 'océan', 'baie',
      'vallée', 'rivière', 'fleuve', 'stade', 'cimetière', 'village', 'commune', 'quartier', 'faubourg', 'banlieue',
      'province', 'district', 'continent', 'désert', 'canal', 'abbaye', 'théâtre', 'empire', 'péninsule', 'côte',
      'barrage', 'golfe', 'port',
    ],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['transporteur', 'fabricant', 'constructeur', 'firme', 'équipe', 'label', 'marque', 'fournisseur', 'opérateur', 'client', 'éditeur', 'journal', 'chaîne'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'personne', 'homme', 'femme', 'roi', 'reine', 'empereur', 'prince', 'princesse', 'président', 'pape', 'saint',
      'astronome', 'scientifique', 'physicien', 'chimiste', 'mathématicien', 'philosophe', 'explorateur',
      'inventeur', 'fondateur', 'artiste', 'peintre', 'sculpteur', 'architecte', 'ingénieur', 'pilote', 'astronaute',
      'capitaine', 'général', 'acteur', 'actrice', 'chanteur', 'chanteuse', 'musicien', 'musicienne', 'batteur',
      'guitariste', 'compositeur', 'producteur', 'réalisateur', 'écrivain', 'auteur', 'poète', 'romancier',
      'journaliste', 'joueur', 'entraîneur', 'maire', 'gouverneur', 'ministre', 'épouse', 'mari', 'fils', 'fille',
      'frère', 'sœur', 'père', 'mère', 'membre', 'dieu', 'déesse',
    ],
    // Not "de" ("la femme de Jean Dupont") nor "par" or "avec": someone follows them.
    placeBefore: ['à', 'au', 'aux', 'dans', 'près', 'en'],
    articles: ['le', 'la', 'les', 'l'],
  },
  firstPerson: ['je', 'moi', 'mon', 'ma', 'mes', 'nous', 'notre'],
  detectWords: ['le', 'les', 'est', 'je', "j'ai", 'mon', 'ma', 'qu', "qu'est-ce", 'du', 'des', 'et', 'une', 'avec', 'pour', 'où',
    'quand', 'comment', 'qui', 'quel', 'quelle', 'est-ce', 'ce', 'il', 'elle', 'pas', 'sont', 'suis', 'au', 'aux',
    'faire', 'chez', 'quels', 'quelles', 'combien', 'quoi', "c'est", "c'était", "qu'il", "qu'elle", "qu'on", "s'appelle", 'dans', 'sur'],
  detectLetters: /[çœêâîûëù]/u,
  abbreviations: ['mme', 'mlle', 'mgr', 'bd', 'ste'],
  endings: ['e', 'es', 's', 'x', 'er', 'ez', 'ée', 'ées', 'és', 'ent', 'ait'],
  frameLetters: [],
  courtesy: ["s'il te plait", "s'il vous plait", 'tu peux', 'pourrais-tu'],
  spokenNumbers: {
    digits: [['zéro'], ['un'], ['deux'], ['trois'], ['quatre'], ['cinq'], ['six'], ['sept'], ['huit'], ['neuf']],
    teens: [],
    tens: [],
    hundred: [],
    repeaters: [],
    joiners: [],
  },
  speech: {
    rangeWord: 'à',
    beforeNumber: { env: 'environ', v: 'vers' },
    units: {
      'km/h': { one: 'kilomètre par heure', other: 'kilomètres par heure' },
      km: { one: 'kilomètre', other: 'kilomètres' },
      m: { one: 'mètre', other: 'mètres' },
      cm: { one: 'centimètre', other: 'centimètres' },
      kg: { one: 'kilogramme', other: 'kilogrammes' },
      '°C': { one: 'degré Celsius', other: 'degrés Celsius' },
      'km²': { one: 'kilomètre carré', other: 'kilomètres carrés' },
      km2: { one: 'kilomètre carré', other: 'kilomètres carrés' },
    },
  },
  skillHints: [],
};
