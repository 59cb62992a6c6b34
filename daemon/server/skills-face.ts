/**
 * What the chat page does besides asking: see and edit the lists, and stop or snooze a ringing alarm.
 * Frames (docs/protocol.md):
 *   client -> server  {type:'lists'}                       ask for every list
 *                     {type:'listAdd', list, text}         add one item
 *                     {type:'listRemove', list, id}        remove one item
 *                     {type:'alarm', action:'stop'|'snooze'}
 *   server -> client  {type:'lists', lists:[{name, title, items:[{id,text}]}]}   on request and after any change
 *                     {type:'announce', text, kind, id, ring}                    a timer, reminder or alarm
 *                     {type:'ringStop', id}                                       an alarm stopped ringing
 * The server only carries these; the daemon (main.ts) wires them to the store and the scheduler.
 */

export interface ListView {
  /** The stored key ('shopping', 'todo', or the owner's words). */
  name: string;
  /** The name to show, in the configured language. */
  title: string;
  items: { id: number; text: string }[];
}

/** The daemon's side of the page's list and alarm controls. */
export interface SkillsFace {
  lists(): ListView[];
  addListItem(list: string, text: string): void;
  removeListItem(list: string, id: number): void;
  stopAlarms(): void;
  snoozeAlarms(): void;
}

export type SkillsClientMessage =
  | { type: 'lists' }
  | { type: 'listAdd'; list: string; text: string }
  | { type: 'listRemove'; list: string; id: number }
  | { type: 'alarm'; action: 'stop' | 'snooze' };

/** Longest list item a frame may carry, characters (the store's own item limit). */
const MAX_ITEM_CHARS = 200;
/** Longest list name a frame may carry, characters. */
const MAX_LIST_NAME_CHARS = 64;

/** Parses the skills frames; undefined when `frame.type` is not one of them, a string when it is but is malformed. */
export function parseSkillsFrame(frame: Record<string, unknown>): SkillsClientMessage | string | undefined {
  const listName = (v: unknown) => (typeof v === 'string' && v.trim().length > 0 && v.length <= MAX_LIST_NAME_CHARS ? v.trim() : undefined);
  switch (frame.type) {
    case 'lists':
      return { type: 'lists' };
    case 'listAdd': {
      const list = listName(frame.list);
      const text = typeof frame.text === 'string' ? frame.text.trim() : '';
      if (!list || text.length === 0 || text.length > MAX_ITEM_CHARS) return 'listAdd needs a list name and a non-empty text';
      return { type: 'listAdd', list, text };
    }
    case 'listRemove': {
      const list = listName(frame.list);
      if (!list || typeof frame.id !== 'number' || !Number.isSafeInteger(frame.id)) return 'listRemove needs a list name and an item id';
      return { type: 'listRemove', list, id: frame.id };
    }
    case 'alarm':
      if (frame.action !== 'stop' && frame.action !== 'snooze') return 'alarm action is "stop" or "snooze"';
      return { type: 'alarm', action: frame.action };
    default:
      return undefined;
  }
}
