/**
 * List names: the words a request uses for a list ("shopping list", "grocery list", "список покупок",
 * "Einkaufsliste", "lista de la compra") become a stored key ('shopping', 'todo', or the owner's own words
 * for a named list), and a key becomes the name spoken back in the reply language. Pure.
 */
import type { SkillLang } from '../types.js';

const SHOPPING = new Set(['shopping', 'grocery', 'groceries', 'shop', 'food', 'supermarket', 'покупок', 'продуктов', 'покупки',
  'einkaufs', 'einkauf', 'einkaufszettel', 'lebensmittel', 'compra', 'la compra', 'compras', 'las compras', 'super', 'supermercado', 'mercado',
  'courses', 'commissions', 'spesa', 'boodschappen', 'zakupow', 'zakupy', 'закупів']);
const TODO = new Set(['to do', 'todo', 'to-do', 'task', 'tasks', 'things to do', 'дел', 'задач', 'дела', 'задачи', 'to do ', 'aufgaben', 'todo-',
  'to-do-', 'erledigungs', 'tareas', 'tarefas', 'pendientes', 'cosas por hacer', 'cosas que hacer', 'to do de',
  'taches', 'choses a faire', 'cose da fare', 'справ', 'завдань', 'taken', 'te doen', 'zadań', 'do zrobienia', 'rzeczy do zrobienia']);
/** Words that are the list word itself or fill around the name. */
const LIST_WORDS = /^(?:list|список|списка|списке|списку|liste|lista|lijst|listy|liście|listę)$/;
const FILLERS = new Set(['the', 'my', 'our', 'de', 'la', 'las', 'los', 'el', 'del', 'мой', 'наш', 'моего', 'нашего', 'для', 'die', 'der', 'meine', 'meiner',
  'des', 'du', 'della', 'delle', 'dei', 'di', 'da', 'das', 'mijn', 'onze', 'mojej', 'moja', 'мій', 'мого', 'моєму']);
/** Longest named-list name, words: a longer phrase is a sentence that happens to end in "list". */
const MAX_NAME_WORDS = 3;

/** The stored key for a list phrase, or null when it is not a list name. */
export function listKey(phrase: string, _lang: SkillLang): string | null {
  let p = phrase.trim();
  // German glues the name to "liste": "einkaufsliste", "baumarktliste", "to do liste".
  p = p.replace(/(\p{L})-?liste$/u, '$1 liste');
  // Dutch does the same with "lijst": "boodschappenlijst".
  p = p.replace(/(\p{L})-?lijst$/u, '$1 lijst');
  const words = p.split(' ').filter((w) => w && !LIST_WORDS.test(w) && !FILLERS.has(w));
  const name = words.join(' ');
  // Fillers inside a fixed name stay: "lista delle cose da fare".
  const whole = p.split(' ').filter((w) => w && !LIST_WORDS.test(w)).join(' ').replace(/^(?:\S+ )?/, '');
  if (TODO.has(whole)) return 'todo';
  if (name === '' && /^(?:list|lista|liste|список)$/.test(p)) return 'shopping';
  if (SHOPPING.has(name)) return 'shopping';
  if (TODO.has(name) || TODO.has(name.replace(/-$/, ''))) return 'todo';
  if (words.length === 0 || words.length > MAX_NAME_WORDS) return null;
  return name;
}

const NAMES: Record<'shopping' | 'todo', Record<SkillLang, string>> = {
  shopping: { en: 'shopping list', ru: 'список покупок', de: 'Einkaufsliste', es: 'lista de la compra', fr: 'liste de courses',
    it: 'lista della spesa', uk: 'список покупок', pt: 'lista de compras', nl: 'boodschappenlijst', pl: 'lista zakupów' },
  todo: { en: 'to-do list', ru: 'список дел', de: 'To-do-Liste', es: 'lista de tareas', fr: 'liste de tâches', it: 'lista delle cose da fare',
    uk: 'список справ', pt: 'lista de tarefas', nl: 'takenlijst', pl: 'lista zadań' },
};

/** "shopping list", "список дел", "Liste „Baumarkt“", "lista de ferreteria". */
export function listDisplayName(key: string, lang: SkillLang): string {
  if (key === 'shopping' || key === 'todo') return NAMES[key][lang];
  switch (lang) {
    case 'ru': return `список «${key}»`;
    case 'de': return `Liste „${key.charAt(0).toUpperCase()}${key.slice(1)}“`;
    case 'es': case 'fr': case 'pt': return `lista de ${key}`.replace(/^lista(?= de)/, lang === 'fr' ? 'liste' : 'lista');
    case 'it': return `lista ${key}`;
    case 'uk': return `список «${key}»`;
    case 'nl': return `lijst „${key}”`;
    case 'pl': return `lista „${key}”`;
    default: return `${key} list`;
  }
}
