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

export const fr: LanguageRules = {
  lang: 'fr',
  possessives: token('mon|notre'),
  // "ma" is Italian "but", "mes" is Spanish "month", "nos" is Spanish "us".
  ambiguousPossessives: { forms: token('ma|mes|nos'), unlessLang: ['it', 'es', 'pt'] },
  firstPerson: [{ forms: token('je|j|moi|me|nous') }],
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
  ownAffairs: [
    words('qui vient (?:diner|manger|a la maison|ce soir|dormir)|(?:nos|les) invites'),
  ],
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
  ],
  household: [
    words('les (?:cles|clefs) (?:de la voiture|de la maison|de chez moi|du garage|de l\'appartement)'),
    words('(?:le )?mot de passe (?:du |de la )?(?:wi-?fi|box|routeur)'),
    words('(?<!(?:la|une|ta|sa|ma|sa) )maman'),
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
    words('pourquoi|combien de temps'),
    words('que (?:signifie|veut dire)'),
    words('dans (?:ma|notre) (?:ville|region|quartier)|dans mon (?:pays|quartier)'),
  ],
  titleFrames: [
    words('qui a (?:ecrit|chante|compose|realise|peint)'),
    words('paroles (?:de|du)|chanson'),
  ],
};
