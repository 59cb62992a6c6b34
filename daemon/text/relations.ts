/**
 * Words that name the same relation between a topic and a fact, whichever way it is said. Pure data and one
 * lookup; no I/O.
 *
 * A spoken question uses a verb ("when was she crowned", "who started it", "what did the romans call it");
 * an encyclopedia states the fact with a noun or an infobox label ("Coronation: 2 June 1953", "founded by",
 * "as Londinium"). The prefix rule (prefix-match.ts) bridges endings ("born"/"borne"), not derivation or
 * synonyms, so without these groups the focus check (answer-type.ts) reads "crowned" as absent from an
 * article that gives the coronation date, and says the article does not say.
 *
 * The groups cover the relations encyclopedia questions ask about most (birth, death, marriage, family,
 * authorship, founding, building, naming, reign, release, lifespan, ...), per language. They are a closed,
 * small vocabulary like the infobox labels they mirror, not a thesaurus: a group must only join words that
 * state the same fact, because a group that is too wide makes an article seem to answer what it does not
 * (an absent question answered confidently); a word that is also an adjective of its own ("direct", "open")
 * stays out. An entry ending in '*' is a stem: it stands for every word
 * starting with it (for inflected languages, "коронац*"). Entries are matched folded (lower case, no accents).
 */

export const RELATION_GROUPS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  en: [
    ['born', 'birth', 'birthplace', 'birthday', 'nee', 'née'],
    ['die', 'died', 'dies', 'dying', 'death', 'dead', 'deceased'],
    ['crowned', 'crown', 'crowning', 'coronation', 'enthroned', 'enthronement'],
    ['married', 'marry', 'marriage', 'wed', 'wedding', 'spouse', 'spouses', 'wife', 'wives', 'husband', 'husbands'],
    ['children', 'child', 'kids', 'son', 'sons', 'daughter', 'daughters', 'offspring'],
    ['father', 'mother', 'parent', 'parents', 'dad', 'mom', 'mum'],
    ['wrote', 'write', 'writes', 'written', 'writer', 'writers', 'author', 'authors', 'authored', 'penned', 'drafted', 'drafting'],
    ['composed', 'compose', 'composer', 'songwriter', 'songwriters', 'wrote', 'written', 'lyrics'],
    ['sang', 'sing', 'sings', 'sung', 'singer', 'singers', 'vocals', 'vocalist', 'recorded', 'performed'],
    ['founded', 'found', 'founder', 'founders', 'founding', 'established', 'establish', 'started', 'start', 'starts', 'formed', 'created'],
    ['built', 'build', 'builds', 'building', 'construction', 'constructed', 'erected'],
    ['designed', 'design', 'designer', 'designers', 'architect', 'architects'],
    ['invented', 'invent', 'inventor', 'inventors', 'invention'],
    ['discovered', 'discover', 'discovery', 'discoverer'],
    ['directed', 'director', 'directors'],
    ['produced', 'produce', 'producer', 'producers', 'production'],
    ['call', 'called', 'calls', 'name', 'named', 'names', 'known', 'referred', 'nickname', 'nicknamed', 'termed'],
    ['ruled', 'rule', 'rules', 'reign', 'reigned', 'ruler', 'monarch'],
    ['released', 'release', 'premiered', 'premiere', 'published', 'publication', 'debuted', 'debut'],
    ['live', 'lives', 'lived', 'lifespan', 'life', 'survive', 'survives'],
    ['eat', 'eats', 'ate', 'feed', 'feeds', 'diet', 'prey'],
    ['reunite', 'reunited', 'reunify', 'reunified', 'reunification'],
    ['won', 'win', 'wins', 'winner', 'winners', 'victory'],
    ['played', 'play', 'plays', 'portrayed', 'role', 'starred', 'starring'],
    ['speak', 'speaks', 'spoken', 'language', 'languages'],
    ['located', 'lies', 'situated', 'location'],
    ['opened', 'opening', 'inaugurated'],
    ['began', 'begin', 'begins', 'beginning', 'started', 'start'],
    ['ended', 'fell', 'fall', 'collapse', 'collapsed'],
    ['cost', 'costs', 'price', 'budget'],
    ['flight', 'flew', 'fly', 'flies', 'flown'],
    ['hold', 'holds', 'capacity', 'seats', 'seating', 'accommodate', 'accommodates'],
    ['doctor', 'doctors', 'physician', 'physicians'],
    ['pulled', 'removed', 'replaced', 'dropped', 'grounded'],
  ],
  fr: [
    ['né', 'née', 'naissance', 'naquit'],
    ['mort', 'morte', 'meurt', 'mourut', 'décès', 'décédé', 'décédée'],
    ['couronné', 'couronnée', 'couronnement', 'sacre', 'sacré'],
    ['marié', 'mariée', 'mariage', 'épouse', 'époux', 'épousa'],
    ['enfants', 'enfant', 'fils', 'fille', 'filles'],
    ['écrit', 'écrivit', 'écrire', 'écrivain', 'auteur', 'auteure', 'rédigé'],
    ['fondé', 'fondée', 'fondateur', 'fondatrice', 'fonda', 'créé', 'créée', 'création'],
    ['construit', 'construite', 'construction', 'bâti', 'bâtie', 'érigé'],
    ['appelle', 'appelé', 'appelée', 'nom', 'nommé', 'nommée', 'surnom', 'surnommé', 'dit', 'dite'],
    ['vit', 'vivent', 'vivre', 'vécu', 'vie', 'longévité'],
  ],
  de: [
    ['geboren', 'geburt', 'gebürtig', 'geburtsort'],
    ['gestorben', 'starb', 'sterben', 'tod', 'verstorben'],
    ['gekrönt', 'krönung', 'krone'],
    ['verheiratet', 'heiratete', 'heirat', 'ehe', 'ehefrau', 'ehemann', 'gattin'],
    ['kinder', 'kind', 'sohn', 'söhne', 'tochter', 'töchter'],
    ['schrieb', 'geschrieben', 'schreiben', 'autor', 'autorin', 'verfasser', 'verfasst'],
    ['gegründet', 'gründete', 'gründer', 'gründung'],
    ['gebaut', 'erbaut', 'baute', 'bau', 'errichtet'],
    ['heißt', 'hieß', 'genannt', 'name', 'namen', 'bezeichnet'],
  ],
  es: [
    ['nació', 'nacido', 'nacida', 'nacimiento'],
    ['murió', 'muerte', 'falleció', 'fallecimiento', 'muerto'],
    ['coronado', 'coronada', 'coronación'],
    ['casó', 'casado', 'casada', 'matrimonio', 'esposa', 'esposo'],
    ['hijos', 'hijo', 'hija', 'hijas'],
    ['escribió', 'escrito', 'escrita', 'escritor', 'autor', 'autora'],
    ['fundó', 'fundado', 'fundada', 'fundador', 'fundación'],
    ['construyó', 'construido', 'construida', 'construcción'],
    ['llama', 'llamado', 'llamada', 'nombre', 'conocido', 'conocida', 'apodo'],
  ],
  ru: [
    ['родился', 'родилась', 'рождени*', 'родом'],
    ['умер', 'умерла', 'смерт*', 'скончал*', 'погиб*'],
    ['коронова*', 'коронац*'],
    ['женат', 'женил*', 'замуж*', 'жена', 'жены', 'муж', 'мужа', 'супруг*', 'брак*'],
    ['дети', 'детей', 'сын', 'сына', 'сыновья', 'сыновей', 'дочь', 'дочери', 'дочерей'],
    ['написал*', 'написан*', 'автор*', 'писател*'],
    ['основал*', 'основан*', 'основател*', 'создал*', 'создан*'],
    ['построил*', 'построен*', 'строительств*', 'возвед*'],
    ['называ*', 'назван*', 'назвал*', 'названи*', 'имя', 'имени', 'прозвищ*'],
  ],
};

/** Shortest stem an entry ending in '*' may have: three letters match far too many words. */
export const MIN_RELATION_STEM_CHARS = 4;
const MIN_STEM_CHARS = MIN_RELATION_STEM_CHARS;

function fold(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Folded whole word -> group ids, and folded stem -> group ids. */
const WORDS = new Map<string, number[]>();
const STEMS = new Map<string, number[]>();
let longestStem = 0;
{
  let id = 0;
  const add = (map: Map<string, number[]>, key: string, group: number): void => {
    const list = map.get(key);
    if (list === undefined) map.set(key, [group]);
    else if (!list.includes(group)) list.push(group);
  };
  for (const groups of Object.values(RELATION_GROUPS)) {
    for (const group of groups) {
      for (const entry of group) {
        const stem = fold(entry.slice(0, -1));
        // A stem shorter than MIN_STEM_CHARS would match far too much; it counts as a whole word (and a test
        // keeps the table free of them).
        if (entry.endsWith('*') && [...stem].length >= MIN_STEM_CHARS) {
          add(STEMS, stem, id);
          longestStem = Math.max(longestStem, [...stem].length);
        } else {
          add(WORDS, fold(entry.replace(/\*$/u, '')), id);
        }
      }
      id++;
    }
  }
}

const cache = new Map<string, readonly number[]>();
/** Bounds the memo: words seen across turns; a long-running daemon must not grow it forever. */
const MAX_CACHED_WORDS = 20_000;

/** The relation groups a word belongs to (often none). */
function groupsOf(word: string): readonly number[] {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  const folded = fold(word);
  const found = new Set<number>(WORDS.get(folded) ?? []);
  const chars = [...folded];
  for (let n = MIN_STEM_CHARS; n <= Math.min(chars.length, longestStem); n++) {
    for (const g of STEMS.get(chars.slice(0, n).join('')) ?? []) found.add(g);
  }
  const out = [...found];
  if (cache.size >= MAX_CACHED_WORDS) cache.clear();
  cache.set(word, out);
  return out;
}

/** Whether two words state the same relation ("crowned" / "coronation"); false for the same word outside any group. */
export function related(a: string, b: string): boolean {
  const ga = groupsOf(a);
  if (ga.length === 0) return false;
  const gb = groupsOf(b);
  return gb.some((g) => ga.includes(g));
}

/** Whether a word is in some relation group: the focus check may then find it said another way. */
export function hasRelation(word: string): boolean {
  return groupsOf(word).length > 0;
}
