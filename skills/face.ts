/**
 * The skills' side of the chat page's controls: the lists as the page shows them, adding and removing an
 * item, and stopping or snoozing a ringing alarm. Also `observeLists`, which tells the daemon when a list
 * changed (from a spoken turn or the page) so every open page is refreshed. Structural types only, like the
 * rest of skills/: the store and the server are wired together in daemon/main.ts.
 */
import type { ListStore, SkillLang, SkillStore, TimerSink } from './types.js';
import { asSkillLang } from './text.js';
import { listDisplayName } from './lists/names.js';
import { SNOOZE_DEFAULT_MS, snoozeRinging } from './alarms/skill.js';

interface SkillsFaceDeps {
  lists: ListStore;
  store: SkillStore;
  scheduler: TimerSink;
  /** config locale.language: the language list titles are shown in. */
  language: string;
  now?: () => number;
}

export function createSkillsFace(deps: SkillsFaceDeps) {
  const lang: SkillLang = asSkillLang(deps.language) ?? 'en';
  const now = deps.now ?? Date.now;
  return {
    lists() {
      return deps.lists.listSummaries().map((l) => ({
        name: l.name,
        title: listDisplayName(l.name, lang),
        items: deps.lists.listItems(l.name).map((i) => ({ id: i.id, text: i.text })),
      }));
    },
    addListItem(list: string, text: string) {
      deps.lists.addListItems(list, [text], now());
    },
    removeListItem(list: string, id: number) {
      deps.lists.removeListItem(list, id);
    },
    stopAlarms() {
      deps.scheduler.stopRinging?.();
    },
    snoozeAlarms() {
      snoozeRinging(deps.store, deps.scheduler, now(), lang, SNOOZE_DEFAULT_MS);
    },
  };
}

/** Wraps a ListStore so every write calls `onChange` after it. */
export function observeLists(lists: ListStore, onChange: () => void): ListStore {
  return {
    listSummaries: () => lists.listSummaries(),
    listItems: (name) => lists.listItems(name),
    addListItems(name, texts, now) {
      const r = lists.addListItems(name, texts, now);
      onChange();
      return r;
    },
    removeListItem(name, id) {
      const r = lists.removeListItem(name, id);
      onChange();
      return r;
    },
    clearList(name) {
      const r = lists.clearList(name);
      onChange();
      return r;
    },
  };
}
