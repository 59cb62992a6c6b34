/**
 * French rules for the boundary. See ./types.ts for what each field means.
 * Patterns see the canonical text: accents dropped ("où" → "ou", "garé" → "gare"), straight apostrophes.
 */
import { token, words } from '../normalize.js';
import type { LanguageRules } from './types.js';

const KIN = 'femme|mari|epouse|epoux|conjoint|conjointe|copain|copine|fils|filles?|enfants?|mere|maman|pere|papa|'
  + 'parents|freres?|soeurs?|sœurs?|grand-mere|grand-pere|oncle|tante|cousine?|neveu|niece|voisine?|patron(?:ne)?|'
  + 'famille|amie?s?|chef|proprietaire|belle-mere|beau-pere|nounou';
const SCHEDULE = 'vol|train|avion|rendez|rdv|reunion|calendrier|agenda|reservation|voyage|vacances|projets|anniversaire|'
  + 'billets?|hotel|medecin|docteur|dentiste|cours';
/** Documents and paperwork are weak on purpose, as in en.ts: "comment renouveler mon passeport" is world. */
const OTHER = 'medicaments?|pilules|comprimes|ordonnance|vaccin|cles?|clefs?|portefeuille|notes|liste';
const MISLAID = 'cles?|clefs?|portefeuille|passeport|lunettes|telephone|portable|telecommande|chargeur|parapluie|voiture|'
  + 'velo|sac|papiers|montre|bague|veste|manteau';
/** Household things with a code or password: "le code du portail", "le mot de passe du wifi". */
const LOCKED = 'portail|porte|garage|alarme|immeuble|digicode|cadenas|coffre|boite aux lettres|box|wi-?fi|routeur|interphone';
/** People who come to the house to work for it. */
const SERVICE_PEOPLE = 'plombier|electricien|nounou|baby-?sitter|femme de menage|technicien|jardinier|ramoneur|serrurier|'
  + 'peintre|livreur|chauffagiste|garagiste|artisan|macon';
/** Common given names, lower case (speech-to-text output); names that are ordinary French words are left out. */
const GIVEN_NAMES = 'lucas|emma|louise|jade|alice|chloe|lea|manon|camille|ines|lina|mila|zoe|juliette|clara|sarah|hugo|louis|'
  + 'gabriel|arthur|jules|adam|raphael|paul|nathan|tom|theo|noah|ethan|mathis|enzo|maxime|thomas|nicolas|julien|'
  + 'antoine|pierre|marie|sophie|julie|nathalie|isabelle|celine|claire|aurelie|pauline|mathilde|baptiste|quentin';

export const fr: LanguageRules = {
  lang: 'fr',
  possessives: token('mon|notre'),
  // "ma" is Italian "but", "mes" is Spanish "month", "nos" is Spanish "us".
  ambiguousPossessives: { forms: token('ma|mes|nos'), unlessLang: ['it', 'es', 'pt'] },
  // Dutch "je" is "you".
  // "j", "moi" and "nous" only in French (or undetected) text: "J. K. Rowling", "who is moi", English "nous".
  firstPerson: [{ forms: token('me') }, { forms: token('j|moi|nous'), onlyLang: ['fr'] }, { forms: token('je'), unlessLang: ['nl'] }],
  notFirstPerson: [
    words('(?:dis|dites|explique|expliquez|montre|montrez|donne|donnez|raconte|racontez|conseille|conseillez)(?: |-)(?:moi|nous)|'
      + '(?:peux-tu|pouvez-vous|tu peux|vous pouvez) me (?:dire|expliquer|montrer|donner|conseiller|recommander)'),
    words("je (?:voudrais|veux|souhaite|aimerais) (?:savoir|apprendre|comprendre)|je me demande|pres de (?:chez )?(?:moi|nous)|ou (?:j'habite|nous habitons)"),
  ],
  strongNouns: token([KIN, SCHEDULE, OTHER].join('|')),
  memory: [
    words('(?:tu )?te souviens|souviens-tu|te rappelles'),
    words("(?:ce que|qu'est-ce que) je t'ai (?:dit|demande|raconte)"),
    words("je t'ai (?:dit|demande|raconte|parle)"),
    words("(?:qu'est-ce que )?tu as (?:\\S+ )?(?:note|retenu|enregistre|garde)"),
  ],
  givenNames: token(GIVEN_NAMES),
  ownAffairs: [
    words('qui vient (?:diner|manger|a la maison|ce soir|dormir)|(?:nos|les) invites'),
    // The household's bills paid: "est-ce que le loyer est payé".
    words("(?:le loyer|la facture|les factures|les charges|le credit|la cantine|l'assurance|la taxe) (?:\\S+ ){0,3}(?:paye|payee|payes|"
      + 'payees|regle|reglee|regles)'),
    // First-person plural plans with "on": "on part en vacances quel jour" ("comment on fait" is a frame).
    words('(?:on part|on rentre|on arrive|on decolle|nous partons|partons-nous|on va partir) (?:\\S+ ){0,3}(?:quel jour|quand|a quelle heure)|'
      + '(?:quel jour|quand|a quelle heure) (?:est-ce qu\')?(?:on part|on rentre|on arrive|partons-nous)'),
    // What the household received, paid and spent: "on a reçu la facture du garagiste", "combien on a dépensé en essence".
    words("(?:on a|avons-nous|est-ce qu'on a) (?:bien )?(?:recu|paye|envoye|regle|renvoye) (?:la|le|les|l')|combien (?:est-ce qu')?on a "
      + '(?:\\S+ )?(?:depense|paye|mis|consomme)'),
    // When the household last had something done: "la chaudière a été révisée quand".
    words("(?:la|le|l') ?(?:chaudiere|voiture|ramonage|vidange|clim\\S*|adoucisseur|cheminee|fosse septique) (?:\\S+ ){0,2}a ete "
      + '(?:revise|revisee|fait|faite|ramone|ramonee|entretenu|entretenue|controle|controlee|vidange|vidangee)'),
    words("il y a encore (?:du|de la|des|de l')"),
    // Stock: "est-ce qu'on a encore des piles".
    words("on a encore (?:du|de la|des|de l'|un peu)|avons-nous encore|il nous reste"),
    // The household's pets and car, when something falls due: "le prochain vaccin du chien", "le contrôle technique
    // de la voiture c'est quand" ("combien coûte un contrôle technique" names neither).
    words('(?:vaccin|rappel|vermifuge|toilettage|veterinaire|controle technique|vidange|revision|carte grise|assurance) (?:\\S+ ){0,2}'
      + '(?:du|de la|des) (?:chien|chat|chiot|chaton|lapin|voiture|moto|scooter|camping-car)'),
    // Invitations: "on est invités chez qui samedi".
    words('(?:on est|nous sommes|sommes-nous) invites|chez qui (?:on va|allons-nous|va-t-on)'),
    // Meal plans: "qu'est-ce qu'on mange ce soir" ("que mangent les chats" is not his table).
    words("qu'est-ce qu'on mange|on mange quoi|qu'est-ce qu'il y a (?:a manger|pour le diner)"),
    // Stock at home: "il reste du lait dans le frigo".
    words("(?:il reste|reste-t-il|il y a encore|y a-t-il encore|est-ce qu'il reste) (?:\\S+ ){0,3}(?:dans le (?:frigo|refrigerateur|"
      + "congelateur|placard|cellier|garage)|a la maison)|il (?:nous )?reste (?:du|de la|des|de l')"),
    // Chores: "est-ce que quelqu'un a nourri le chat".
    words("quelqu'un a (?:\\S+ )?(?:nourri|donne a manger|promene|sorti|arrose|ferme|paye|appele|reserve|commande|eteint)"),
    // Debts: "combien on doit encore au garagiste".
    words('(?:on|nous|je) (?:lui |leur )?(?:doit|devons|dois) encore|combien (?:on|nous|je) (?:lui |leur )?(?:doit|devons|dois) (?:a|au|aux|encore)'),
    // School events of the household: "quand est la réunion parents-profs".
    words('reunion (?:parents|de parents|de classe)\\S*'),
    // The household's contracts running out: "quand expire l'assurance de la voiture".
    words("(?:expire|finit|se termine|arrive a echeance) (?:\\S+ ){0,3}(?:l'assurance|l'abonnement|le contrat|le bail|la garantie|le forfait)|"
      + '(?:assurance|abonnement|contrat|bail|garantie|forfait) (?:\\S+ ){0,4}(?:expire|finit|se termine)'),
    // The household's deliveries: "le colis d'amazon arrive aujourd'hui" ("amazon livre-t-il le dimanche" names none).
    words("(?:le|notre|mon) (?:colis|paquet|commande|livraison)(?: \\S+){0,4} (?:arrive|arrivera|est arrive|livre|aujourd'hui|demain)|"
      + '(?:arrive|arrivera|livre) (?:\\S+ )?(?:le|notre|mon) (?:colis|paquet|commande)'),
  ],
  personData: words("piscine|natation|foot|football|danse|judo|tennis|solfege|conservatoire|cours|ecole|college|maitresse|"
    + "instit\\S*|taille|pointure|chaussures|anniversaire|numero|telephone|portable|adresse|dentiste|medecin|pediatre|allergi\\S*|"
    + "vaccin\\S*|devoirs|cantine|creche|rendez-vous|rdv|entrainement|match|spectacle|examen|controle|ordonnance|medicaments?"),
  ownPast: [
    words("(?:ou|quand|combien|a qui) (?:est-ce que )?j'ai"),
    words('(?:ou|quand) ai-je'),
    words("(?:ai-je|est-ce que j'ai) (?:\\S+ ){0,3}(?:ferme|eteint|paye|laisse|oublie|pris|reserve|gare|mis|range)"),
    words("j'ai (?:\\S+ ){0,2}(?:gare|laisse|mis|range|pose) "),
  ],
  availability: [
    words("qu'est-ce que (?:j'ai|nous avons|on a) (?:aujourd'hui|demain|ce|cette|la|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|prevu)"),
    words("(?:est-ce que )?j'ai (?:quelque chose|des projets|rendez-vous|un rendez-vous|rdv|une reunion|cours)"),
    words('(?:suis-je|je suis|est-ce que je suis) (?:libre|occupee?|disponible|pris|prise)'),
    words("a quelle heure (?:je|j'ai|est-ce que je)"),
    words('(?:on a|nous avons|avons-nous) (?:un |le )?(?:rendez-vous|rdv|quelque chose|des projets|prevu)'),
  ],
  // Kin as names: "quand est-ce que mamie arrive", "le rendez-vous de papa"; only in French text (see kinNames).
  kinNames: words('(?<!(?:la|une|ta|sa|ma|un|le|ton|son|du|au) )(?:maman|mamie|mamy|papa|papi|papy|pepe|tonton|tatie)'),
  household: [
    words('les (?:cles|clefs) (?:de la voiture|de la maison|de chez moi|du garage|de l\'appartement|de la cave|du grenier|du box|'
      + 'de la boite aux lettres|du portail|du local|du bureau|du cadenas)'),
    // The household's appointments, codes and service people, named with "le/la".
    words('(?:le|notre) (?:rendez-vous|rdv) (?:chez|avec|du|de la|de l\')'),
    words("(?:code|mot de passe|digicode) (?:du|de la|de l'|des) (?:" + LOCKED + ')'),
    words('(?:passe|vient|arrive|viendra|passera) (?:\\S+ )?(?:le |la |l\')?(?:' + SERVICE_PEOPLE + ')|'
      + '(?:le|la|l\') ?(?:' + SERVICE_PEOPLE + ') (?:\\S+ )?(?:vient|passe|arrive|viendra|passera)'),
    words('(?:le )?mot de passe (?:du |de la )?(?:wi-?fi|box|routeur)'),
    // A chore with a time of his day: "il faut sortir les poubelles ce soir".
    words("(?:sortir|rentrer|descendre) (?:\\S+ ){0,2}(?:poubelles?|recyclage|bacs?) (?:\\S+ ){0,2}(?:ce soir|aujourd'hui|demain|ce matin)"),
    // Who looks after the household's children: "qui garde les enfants mercredi".
    words('qui (?:garde|recupere|emmene|ramene|amene|depose|cherche|va chercher|s\'occupe) (?:de )?(?:les|la|le|l\') ?(?:enfants|petits|petite|petit|bebe|gamins|jumeaux)'),
    words('(?:vient|passe|arrive) (?:le |la )?(?:plombier|electricien|nounou|femme de menage|technicien)'),
    words('ou (?:est|sont) (?:le |la |les |mon |ma |mes )?(?:' + MISLAID + ')'),
  ],
  ownDay: words("aujourd'hui|ce soir|ce matin|cet apres-midi"),
  notOwnDay: words('parapluie|manteau|veste|creme solaire|pluie|pleuvoir|pleut|neige|meteo|temps fait|froid|chaud|vent|devrais|dois-je'),
  genericFrames: [
    words("a quel age|par ou commencer|par ou je commence"),
    words("comment (?:faire|puis-je|je peux|est-ce que je|on|se|\\S+er)"),
    words('que faire|quoi faire'),
    words("qu'est-ce que je (?:dois|peux) faire"),
    words("est-ce que je (?:peux|dois)|(?:puis|dois)-je|je (?:peux|dois)|peut-on|(?<!quand )faut-il"),
    words("est-ce (?:dangereux|grave|normal|bon|mauvais|sain)|est-il (?:sur|dangereux|normal)"),
    // Not "combien de temps il me reste avant mon congé": his own figures.
    words("pourquoi|combien de temps(?! (?:il (?:me|nous) reste|j'ai|nous avons))"),
    words('que (?:signifie|veut dire)'),
    words('dans (?:ma|notre) (?:ville|region|quartier)|dans mon (?:pays|quartier)'),
  ],
  titleFrames: [
    words('qui a (?:ecrit|chante|compose|realise|peint)'),
    words('paroles (?:de|du)|chanson'),
  ],
};
