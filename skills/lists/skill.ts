/**
 * Lists: a shopping list and a to-do list by default, and named lists ("add paint to the hardware list").
 * Add one or several items ("add eggs, milk and bread to the shopping list", "добавь молоко в список
 * покупок", "setz Milch auf die Einkaufsliste", "añade leche a la lista de la compra"), remove, read back,
 * count, and clear, which asks first ("Clear 5 items? Say yes.") and acts only on the owner's yes.
 *
 * Items are split on commas and "and"/"и"/"und"/"y", so "mac and cheese" becomes two items: a list read aloud
 * shows the split at once and fixing it is one sentence, while guessing which "and" joins a dish would need
 * a dictionary of dishes.
 */
import type { PendingQuestion, Skill, SkillContext, SkillLang, SkillReply } from '../types.js';
import { joinList, normalize, originalSpan, say, refineCyrillic } from '../text.js';
import { FOLLOW_UP_TTL_MS, readReply } from '../followups.js';
import { listDisplayName, listKey } from './names.js';

type ListsIntent =
  | { type: 'add'; lang: SkillLang; list: string; items: string[] }
  | { type: 'remove'; lang: SkillLang; list: string; items: string[] }
  | { type: 'read' | 'count' | 'clear'; lang: SkillLang; list: string }
  | { type: 'lists'; lang: SkillLang };

type Frame = [SkillLang, ListsIntent['type'], RegExp];
/** Named groups: items, list. The list group includes the list word where a language glues them ("einkaufsliste"). */
const FRAMES: Frame[] = [
  ['en', 'add', /^(?:add|put|write|stick|pop|throw|include) (?<items>.+?) (?:to|on|onto|in|into) (?:the |my |our )?(?<list>.+? list|list)$/],
  ['en', 'add', /^(?:add|put) (?:to|on) (?:the |my |our )?(?<list>.+? list|list) (?<items>.+)$/],
  ['en', 'remove', /^(?:remove|delete|take|cross|strike|scratch|tick) (?<items>.+?) (?:off|from|out of)(?: of)? (?:the |my |our )?(?<list>.+? list|list)$/],
  ['en', 'count', /^how (?:many|much) (?:things|items|stuff|entries|tasks)? ?(?:are |is |do i have |do we have |have i got )?(?:there )?(?:on|in) (?:the |my |our )?(?<list>.+? list|list)$/],
  ['en', 'clear', /^(?:clear|empty|delete|erase|wipe|reset) (?:out )?(?:the |my |our )?(?:whole |entire )?(?<list>.+? list|list)$/],
  ['en', 'read', /^(?:what(?:'s| is|s) on|what's in|whats in|what is in|read me|read out|read|show me|show|tell me|open|check|what do i have on|what do we have on|what have i got on) (?:the |my |our )?(?<list>.+? list|list)$/],
  ['en', 'lists', /^(?:what|which) lists do (?:i|we) have$|^(?:show|list|read)(?: me)? (?:all )?(?:my |our )?lists$/],
  ['ru', 'add', /^(?:добавь|добавить|запиши|внеси|включи|положи) (?<items>.+?) (?:в|на) (?:мой |наш )?(?<list>список\s?.*|\S+ список)$/],
  ['ru', 'add', /^(?:добавь|запиши|внеси) в (?:мой |наш )?(?<list>список (?:покупок|дел|задач|продуктов)|\S+ список) (?<items>.+)$/],
  ['ru', 'remove', /^(?:удали|убери|вычеркни|удалить|сотри) (?<items>.+?) из (?:моего |нашего )?(?<list>списка\s?.*|\S+ списка)$/],
  ['ru', 'count', /^сколько (?:всего )?(?:пунктов|вещей|позиций|дел|задач|товаров)? ?(?:в|на) (?:моем |нашем )?(?<list>списке\s?.*|\S+ списке)$/],
  ['ru', 'clear', /^(?:очисти|удали|сотри|обнули|почисти) (?:весь |мой |наш )?(?<list>список\s?.*|\S+ список)$/],
  ['ru', 'read', /^(?:что (?:в|на|у меня в|у нас в)|прочитай|покажи|зачитай|открой|прочти)(?: мне)?(?: мой| наш| моем| нашем)? (?<list>(?:список|списке)\s?.*|\S+ (?:список|списке))$/],
  ['de', 'add', /^(?:setz|setze|schreib|schreibe|pack|packe|tu|tue|fug|fuge|nimm|notier|notiere) (?<items>.+?) (?:auf|zu|in) (?:die |meine |unsere |der |meiner |unserer )?(?<list>(?:to do |to-do )?\S*liste|\S+ liste)(?: hinzu| drauf| auf)?$/],
  ['de', 'remove', /^(?:nimm|streich|streiche|losche|losch|entferne|hol) (?<items>.+?) (?:von|aus) (?:der |meiner |unserer )?(?<list>(?:to do |to-do )?\S*liste|\S+ liste)(?: runter| raus)?$/],
  ['de', 'count', /^wie viele? (?:sachen|dinge|eintrage|punkte|artikel|aufgaben) (?:stehen|sind|habe ich) (?:auf|in) (?:der |meiner |unserer )?(?<list>(?:to do |to-do )?\S*liste|\S+ liste)$/],
  ['de', 'clear', /^(?:leere|leer|losche|losch|raume|mach) (?:die |meine |unsere )?(?:ganze )?(?<list>(?:to do |to-do )?\S*liste|\S+ liste)(?: leer)?$/],
  ['de', 'read', /^(?:was steht auf|was ist auf|was haben wir auf|lies|lies mir|zeig|zeig mir|zeige|zeige mir)(?: mir)? (?:der |die |meiner |meine |unserer |unsere )?(?<list>(?:to do |to-do )?\S*liste|\S+ liste)(?: vor)?$/],
  ['es', 'add', /^(?:anade|agrega|pon|apunta|mete|incluye|anota) (?<items>.+?) (?:a|en) (?:la |mi |nuestra )?(?<list>lista(?: de .+)?)$/],
  ['es', 'remove', /^(?:quita|borra|elimina|tacha|saca) (?<items>.+?) de (?:la |mi |nuestra )?(?<list>lista(?: de .+)?)$/],
  ['es', 'count', /^cuantas? (?:cosas|elementos|articulos|tareas|productos) (?:hay|tengo|quedan) en (?:la |mi |nuestra )?(?<list>lista(?: de .+)?)$/],
  ['es', 'clear', /^(?:vacia|borra|limpia|vaciar) (?:toda )?(?:la |mi |nuestra )?(?<list>lista(?: de .+)?)$/],
  ['es', 'read', /^(?:que hay en|que tengo en|que tenemos en|lee|leeme|muestrame|dime|ensename)(?: la| mi| nuestra)? (?<list>lista(?: de .+)?)$/],
  ['fr', 'add', /^(?:ajoute|ajouter|mets|mettre|note|inscris) (?<items>.+?) (?:a|sur|dans) (?:la |ma |notre )?(?<list>liste(?: de .+| des .+| du .+)?)$/],
  ['fr', 'remove', /^(?:enleve|retire|supprime|efface|raye) (?<items>.+?) (?:de|d'|sur) (?:la |ma |notre )?(?<list>liste(?: de .+| des .+| du .+)?)$/],
  ['fr', 'read', /^(?:qu'est-ce qu'il y a sur|qu'est-ce qu'il y a dans|qu'y a-t-il sur|que contient|lis|lis-moi|montre-moi|affiche)(?: la| ma| notre)? (?<list>liste(?: de .+| des .+| du .+)?)$/],
  ['it', 'add', /^(?:aggiungi|metti|scrivi|segna) (?<items>.+?) (?:alla|nella|sulla|in) (?:mia )?(?<list>lista(?: della .+| delle .+| dei .+| di .+| .+)?)$/],
  ['it', 'remove', /^(?:togli|rimuovi|elimina|cancella) (?<items>.+?) (?:dalla) (?:mia )?(?<list>lista(?: della .+| delle .+| dei .+| di .+| .+)?)$/],
  ['it', 'read', /^(?:cosa c'e nella|cosa c'e sulla|che cosa c'e nella|leggi|leggimi|mostrami)(?: la| mia| la mia)? (?<list>lista(?: della .+| delle .+| dei .+| di .+| .+)?)$/],
  ['uk', 'add', /^(?:додай|запиши|внеси|додати) (?<items>.+?) (?:до|в|у|на) (?:мого |мій |наш )?(?<list>списку\s?.*|список\s?.*)$/],
  ['uk', 'remove', /^(?:видали|прибери|викресли|вилучи) (?<items>.+?) (?:зі|з|із) (?:мого |нашого )?(?<list>списку\s?.*)$/],
  ['uk', 'read', /^(?:що (?:в|у|на)|прочитай|покажи|відкрий)(?: мені)?(?: мій| моєму| мого)? (?<list>(?:список|списку)\s?.*)$/],
  ['pt', 'add', /^(?:adiciona|adicione|acrescenta|poe|coloca|coloque|anota|inclui) (?<items>.+?) (?:a|na|em|para a) (?:minha )?(?<list>lista(?: de .+| da .+| das .+)?)$/],
  ['pt', 'remove', /^(?:remove|remova|tira|tire|apaga|apague) (?<items>.+?) (?:da|de) (?:minha )?(?<list>lista(?: de .+| da .+| das .+)?)$/],
  ['pt', 'read', /^(?:o que (?:tem|ha|esta) na|o que tenho na|le|leia|mostra|mostre)(?: a| minha| a minha)? (?<list>lista(?: de .+| da .+| das .+)?)$/],
  ['nl', 'add', /^(?:zet|voeg|schrijf|doe) (?<items>.+?) (?:op|aan|bij|toe aan) (?:de |mijn |onze )?(?<list>\S*lijst|\S+ lijst)(?: toe)?$/],
  ['nl', 'remove', /^(?:haal|verwijder|schrap|streep) (?<items>.+?) (?:van|uit) (?:de |mijn |onze )?(?<list>\S*lijst|\S+ lijst)(?: af| weg)?$/],
  ['nl', 'read', /^(?:wat staat er op|wat staat op|lees|lees voor|toon|laat zien)(?: de| mijn| onze)? (?<list>\S*lijst|\S+ lijst)(?: voor| zien)?$/],
  ['pl', 'add', /^(?:dodaj|dopisz|wpisz|zapisz) (?<items>.+?) (?:do|na) (?:mojej |naszej )?(?<list>listy(?: .+)?|listę(?: .+)?)$/],
  ['pl', 'remove', /^(?:usuń|skreśl|wykreśl|usun) (?<items>.+?) (?:z|ze) (?:mojej |naszej )?(?<list>listy(?: .+)?)$/],
  ['pl', 'read', /^(?:co jest na|co mam na|co jest w|przeczytaj|pokaż|pokaz)(?: mi)?(?: moją| mojej| moja)? (?<list>(?:liście|listę|lista|listy)(?: .+)?)$/],
];

const ITEM_SPLIT = /\s*(?:,|\band\b|\bplus\b|\bas well as\b|(?<![\p{L}])[иі](?![\p{L}])|\bund\b|(?<![\p{L}])(?:y|e|et|en|i)(?![\p{L}]))\s*/u;
const ITEM_LEAD = /^(?:(?:some|a|an|the|more|also|etwas|ein|eine|einen|noch|un|una|unos|unas|el|la|los|las|mas|ещё|еще|тоже|также|du|de la|des|de l'|le|les|il|lo|l'|dei|delle|del|della|o|os|as|uns|umas|een|de|het|wat|ще|також) )+/;

/** The parsed request, or null; Russian-looking frames with Ukrainian letters answer in Ukrainian. */
function matchLists(text: string): ListsIntent | null {
  return refineCyrillic(matchListsRaw(text), text);
}

function matchListsRaw(text: string): ListsIntent | null {
  // Commas separate items: turn them into "and" before normalizing drops them.
  const s = normalize(text.replace(/,\s+/g, ' and '));
  for (const [lang, type, re] of FRAMES) {
    const m = re.exec(s);
    if (!m) continue;
    if (type === 'lists') return { type, lang };
    const list = listKey(m.groups!.list!, lang);
    if (list === null) continue;
    if (type === 'add' || type === 'remove') {
      const items = m.groups!.items!.split(ITEM_SPLIT).map((i) => i.replace(ITEM_LEAD, '').trim()).filter(Boolean)
        .map((i) => originalSpan(text.replace(/,/g, ' '), i.split(' ')) ?? i);
      if (items.length === 0) continue;
      return { type, lang, list, items };
    }
    return { type, lang, list };
  }
  return null;
}

const TEXTS = {
  unavailable: { en: "Lists aren't available here.", ru: 'Списки здесь недоступны.', de: 'Listen sind hier nicht verfügbar.', es: 'Las listas no están disponibles aquí.',
    fr: 'Les listes ne sont pas disponibles ici.', it: 'Le liste non sono disponibili qui.', uk: 'Списки тут недоступні.',
    pt: 'As listas não estão disponíveis aqui.', nl: 'Lijsten zijn hier niet beschikbaar.', pl: 'Listy nie są tutaj dostępne.' },
  added: {
    en: (i: string, l: string) => `Added ${i} to the ${l}.`,
    ru: (i: string, l: string) => `Добавил в ${l}: ${i}.`,
    de: (i: string, l: string) => `${i} steht jetzt auf der ${l}.`,
    es: (i: string, l: string) => `Añadido a la ${l}: ${i}.`,
    fr: (i: string, l: string) => `Ajouté à la ${l} : ${i}.`,
    it: (i: string, l: string) => `Aggiunto alla ${l}: ${i}.`,
    uk: (i: string, l: string) => `Додав у ${l}: ${i}.`,
    pt: (i: string, l: string) => `Adicionado à ${l}: ${i}.`,
    nl: (i: string, l: string) => `Toegevoegd aan de ${l}: ${i}.`,
    pl: (i: string, l: string) => `Dodano (${l}): ${i}.`,
  },
  already: {
    en: (i: string) => `${i} ${i.includes(' and ') ? 'are' : 'is'} already on it.`,
    ru: (i: string) => `Уже в списке: ${i}.`,
    de: (i: string) => `Schon drauf: ${i}.`,
    es: (i: string) => `Ya estaba: ${i}.`,
    fr: (i: string) => `Déjà dessus : ${i}.`,
    it: (i: string) => `C'è già: ${i}.`,
    uk: (i: string) => `Уже в списку: ${i}.`,
    pt: (i: string) => `Já está: ${i}.`,
    nl: (i: string) => `Staat er al op: ${i}.`,
    pl: (i: string) => `Już jest: ${i}.`,
  },
  removed: {
    en: (i: string, l: string) => `Removed ${i} from the ${l}.`,
    ru: (i: string, l: string) => `Убрал: ${i} (${l}).`,
    de: (i: string, l: string) => `${i} ist von der ${l} gestrichen.`,
    es: (i: string, l: string) => `Quitado de la ${l}: ${i}.`,
    fr: (i: string, l: string) => `Retiré de la ${l} : ${i}.`,
    it: (i: string, l: string) => `Tolto dalla ${l}: ${i}.`,
    uk: (i: string, l: string) => `Прибрав: ${i} (${l}).`,
    pt: (i: string, l: string) => `Removido da ${l}: ${i}.`,
    nl: (i: string, l: string) => `Van de ${l} gehaald: ${i}.`,
    pl: (i: string, l: string) => `Usunięto: ${i} (${l}).`,
  },
  notOn: {
    en: (i: string, l: string) => `${i} isn't on the ${l}.`,
    ru: (i: string, l: string) => `${cap(l)}: нет пункта «${i}».`,
    de: (i: string, l: string) => `${i} steht nicht auf der ${l}.`,
    es: (i: string, l: string) => `${i} no está en la ${l}.`,
    fr: (i: string, l: string) => `${i} n'est pas sur la ${l}.`,
    it: (i: string, l: string) => `${i} non è nella ${l}.`,
    uk: (i: string, l: string) => `${cap(l)}: немає пункту «${i}».`,
    pt: (i: string, l: string) => `${i} não está na ${l}.`,
    nl: (i: string, l: string) => `${i} staat niet op de ${l}.`,
    pl: (i: string, l: string) => `${cap(l)}: nie ma pozycji „${i}”.`,
  },
  empty: {
    en: (l: string) => `Your ${l} is empty.`, ru: (l: string) => `${cap(l)} пуст.`, de: (l: string) => `Deine ${l} ist leer.`, es: (l: string) => `Tu ${l} está vacía.`,
    fr: (l: string) => `Votre ${l} est vide.`, it: (l: string) => `La tua ${l} è vuota.`, uk: (l: string) => `${cap(l)} порожній.`,
    pt: (l: string) => `A sua ${l} está vazia.`, nl: (l: string) => `Je ${l} is leeg.`, pl: (l: string) => `${cap(l)} jest pusta.`,
  },
  read: {
    en: (l: string, i: string) => `On your ${l}: ${i}.`, ru: (l: string, i: string) => `${cap(l)}: ${i}.`, de: (l: string, i: string) => `Auf deiner ${l}: ${i}.`,
    es: (l: string, i: string) => `En tu ${l}: ${i}.`, fr: (l: string, i: string) => `Sur votre ${l} : ${i}.`, it: (l: string, i: string) => `Nella tua ${l}: ${i}.`,
    uk: (l: string, i: string) => `${cap(l)}: ${i}.`, pt: (l: string, i: string) => `Na sua ${l}: ${i}.`, nl: (l: string, i: string) => `Op je ${l}: ${i}.`,
    pl: (l: string, i: string) => `${cap(l)}: ${i}.`,
  },
  count: {
    en: (l: string, n: number) => `Your ${l} has ${n} ${n === 1 ? 'item' : 'items'}.`,
    ru: (l: string, n: number) => `${cap(l)}: пунктов — ${n}.`,
    de: (l: string, n: number) => `Auf deiner ${l} ${n === 1 ? 'steht 1 Eintrag' : `stehen ${n} Einträge`}.`,
    es: (l: string, n: number) => `Tu ${l} tiene ${n} ${n === 1 ? 'elemento' : 'elementos'}.`,
    fr: (l: string, n: number) => `Votre ${l} contient ${n} ${n === 1 ? 'article' : 'articles'}.`,
    it: (l: string, n: number) => `La tua ${l} ha ${n} ${n === 1 ? 'elemento' : 'elementi'}.`,
    uk: (l: string, n: number) => `${cap(l)}: пунктів — ${n}.`,
    pt: (l: string, n: number) => `A sua ${l} tem ${n} ${n === 1 ? 'item' : 'itens'}.`,
    nl: (l: string, n: number) => `Op je ${l} ${n === 1 ? 'staat 1 item' : `staan ${n} items`}.`,
    pl: (l: string, n: number) => `${cap(l)}: pozycji — ${n}.`,
  },
  confirmClear: {
    en: (l: string, n: number) => `Clear all ${n} items from the ${l}? Say yes to clear it.`,
    ru: (l: string, n: number) => `Очистить ${l}, все пункты (${n})? Скажите «да».`,
    de: (l: string, n: number) => `Alle ${n} Einträge von der ${l} löschen? Sag ja.`,
    es: (l: string, n: number) => `¿Vacío la ${l}, con sus ${n} elementos? Di sí.`,
    fr: (l: string, n: number) => `Vider la ${l}, ses ${n} articles ? Dites oui.`,
    it: (l: string, n: number) => `Svuoto la ${l}, con i suoi ${n} elementi? Di sì.`,
    uk: (l: string, n: number) => `Очистити ${l}, усі пункти (${n})? Скажіть «так».`,
    pt: (l: string, n: number) => `Esvaziar a ${l}, com ${n} itens? Diga sim.`,
    nl: (l: string, n: number) => `Alle ${n} items van de ${l} wissen? Zeg ja.`,
    pl: (l: string, n: number) => `Wyczyścić ${l}, wszystkie pozycje (${n})? Powiedz tak.`,
  },
  cleared: { en: (l: string) => `Done, the ${l} is empty.`, ru: (l: string) => `Готово, ${l} пуст.`, de: (l: string) => `Erledigt, die ${l} ist leer.`, es: (l: string) => `Hecho, la ${l} está vacía.` },
  kept: { en: 'OK, I left it as it is.', ru: 'Хорошо, оставляю как есть.', de: 'Okay, sie bleibt, wie sie ist.', es: 'Vale, la dejo como está.' },
  lists: { en: 'Your lists', ru: 'Ваши списки', de: 'Deine Listen', es: 'Tus listas', fr: 'Vos listes', it: 'Le tue liste',
    uk: 'Ваші списки', pt: 'As tuas listas', nl: 'Je lijsten', pl: 'Twoje listy' },
} as const;

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Russian display names are nominative ("список покупок"); after "в"/"из" the sentence uses them as-is. */
function handle(intent: ListsIntent, ctx: SkillContext): SkillReply {
  const { lang } = intent;
  const lists = ctx.lists;
  if (!lists) return { text: say(TEXTS.unavailable, lang), lang };
  if (intent.type === 'lists') {
    const all = lists.listSummaries().map((l) => `${listDisplayName(l.name, lang)} (${l.count})`);
    return { text: `${say(TEXTS.lists, lang)}: ${all.join('; ')}.`, lang };
  }
  const name = listDisplayName(intent.list, lang);
  switch (intent.type) {
    case 'add': {
      const { added, already } = lists.addListItems(intent.list, intent.items, ctx.now.getTime());
      const parts: string[] = [];
      if (added.length > 0) parts.push(say(TEXTS.added, lang)(joinList(added.map((a) => a.text), lang), name));
      if (already.length > 0) parts.push(say(TEXTS.already, lang)(joinList(already, lang)));
      return { text: parts.join(' '), lang };
    }
    case 'remove': {
      const items = lists.listItems(intent.list);
      const gone: string[] = [];
      const missing: string[] = [];
      for (const want of intent.items) {
        const key = normalize(want);
        const hit = items.find((i) => normalize(i.text) === key) ?? items.find((i) => normalize(i.text).includes(key));
        if (hit && lists.removeListItem(intent.list, hit.id)) gone.push(hit.text);
        else missing.push(want);
      }
      const parts: string[] = [];
      if (gone.length > 0) parts.push(say(TEXTS.removed, lang)(joinList(gone, lang), name));
      if (missing.length > 0) parts.push(say(TEXTS.notOn, lang)(joinList(missing, lang), name));
      return { text: parts.join(' '), lang };
    }
    case 'read': {
      const items = lists.listItems(intent.list);
      if (items.length === 0) return { text: say(TEXTS.empty, lang)(name), lang };
      return { text: say(TEXTS.read, lang)(name, joinList(items.map((i) => i.text), lang)), lang };
    }
    case 'count': {
      const n = lists.listItems(intent.list).length;
      return { text: n === 0 ? say(TEXTS.empty, lang)(name) : say(TEXTS.count, lang)(name, n), lang };
    }
    case 'clear': {
      const n = lists.listItems(intent.list).length;
      if (n === 0) return { text: say(TEXTS.empty, lang)(name), lang };
      if (ctx.clientId !== undefined) {
        ctx.followUps?.set(ctx.clientId, { skill: 'lists', data: { list: intent.list, lang }, expiresAt: ctx.now.getTime() + FOLLOW_UP_TTL_MS });
      }
      return { text: say(TEXTS.confirmClear, lang)(name, n), lang };
    }
  }
}

/** The answer to "clear it?": yes clears, no keeps; anything else is a new turn. */
function followUp(text: string, question: PendingQuestion, ctx: SkillContext): SkillReply | null {
  const { list, lang } = question.data as { list: string; lang: SkillLang };
  const reply = readReply(text);
  if (reply === 'no') return { text: say(TEXTS.kept, lang), lang };
  if (reply !== 'yes' && reply !== 'all') return null;
  ctx.lists?.clearList(list);
  return { text: say(TEXTS.cleared, lang)(listDisplayName(list, lang)), lang };
}

export const listsSkill: Skill<ListsIntent> = { name: 'lists', match: matchLists, handle, followUp };
