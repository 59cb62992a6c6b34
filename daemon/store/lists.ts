/**
 * Lists: the shopping list, the to-do list and any named list the owner starts ("the hardware list"), each
 * an ordered set of short items. Names are stored as keys: 'shopping' and 'todo' for the two default lists
 * (whatever language they were named in), otherwise the folded words the owner used. An item already on a
 * list (same text, ignoring case) is not added twice.
 */
import type { Statement } from 'better-sqlite3';
import { durably, StoreError, type Db, type WriteFailureHook } from './db.js';

export interface ListItem {
  id: number;
  text: string;
  createdAt: number;
}

export interface ListSummary {
  name: string;
  count: number;
}

/** Longest item, characters: an item is a few words, not a note. */
const MAX_ITEM_CHARS = 200;
/** Most items on one list; a list is read aloud, and this keeps one list's reads bounded. */
const MAX_ITEMS_PER_LIST = 500;
/** Most lists; named lists are created by speaking, so a typo must not grow this without bound. */
const MAX_LISTS = 100;

interface ItemRow {
  id: number;
  text: string;
  created_at: number;
}

export class Lists {
  readonly #listId: Statement<[string], { id: number }>;
  readonly #createList: Statement<[string, number], { id: number }>;
  readonly #countLists: Statement<[], { n: number }>;
  readonly #items: Statement<[number], ItemRow>;
  readonly #insertItem: Statement<[number, string, number], ItemRow>;
  readonly #deleteItem: Statement<[number, number]>;
  readonly #clear: Statement<[number]>;
  readonly #summaries: Statement<[], { name: string; count: number }>;
  readonly #deleteList: Statement<[number]>;

  constructor(
    private readonly db: Db,
    private readonly onWriteFailure?: WriteFailureHook,
  ) {
    this.#listId = db.prepare('SELECT id FROM lists WHERE name = ?');
    this.#createList = db.prepare('INSERT INTO lists (name, created_at) VALUES (?, ?) RETURNING id');
    this.#countLists = db.prepare('SELECT count(*) AS n FROM lists');
    this.#items = db.prepare('SELECT id, text, created_at FROM list_items WHERE list_id = ? ORDER BY id');
    this.#insertItem = db.prepare('INSERT INTO list_items (list_id, text, created_at) VALUES (?, ?, ?) RETURNING id, text, created_at');
    this.#deleteItem = db.prepare('DELETE FROM list_items WHERE list_id = ? AND id = ?');
    this.#clear = db.prepare('DELETE FROM list_items WHERE list_id = ?');
    this.#summaries = db.prepare(
      'SELECT l.name AS name, count(i.id) AS count FROM lists l LEFT JOIN list_items i ON i.list_id = l.id GROUP BY l.id ORDER BY l.id',
    );
    this.#deleteList = db.prepare("DELETE FROM lists WHERE id = ? AND name NOT IN ('shopping', 'todo')");
  }

  /** Every list with its item count, the default lists first. */
  summaries(): ListSummary[] {
    return this.#summaries.all();
  }

  /** The items of a list, oldest first; [] for a list that does not exist. */
  items(name: string): ListItem[] {
    const list = this.#listId.get(name);
    return list === undefined ? [] : this.#items.all(list.id).map((r) => ({ id: r.id, text: r.text, createdAt: r.created_at }));
  }

  /**
   * Adds items (creating the list if needed) in one transaction; returns the ones added and the ones that
   * were already there.
   */
  add(name: string, texts: string[], now: number = Date.now()): { added: ListItem[]; already: string[] } {
    const clean = texts.map((t) => t.trim()).filter((t) => t.length > 0);
    if (clean.some((t) => t.length > MAX_ITEM_CHARS)) throw new StoreError('HEARTH_STORE_BAD_INPUT', `an item is at most ${MAX_ITEM_CHARS} characters`);
    if (name.trim().length === 0) throw new StoreError('HEARTH_STORE_BAD_INPUT', 'a list needs a name');
    // Durable before it is acknowledged: a COMMIT the disk refuses surfaces as HEARTH_STORE_WRITE_FAILED (db.ts).
    return durably(this.db, 'lists', this.onWriteFailure, () => {
      let list = this.#listId.get(name);
      if (list === undefined) {
        if (this.#countLists.get()!.n >= MAX_LISTS) throw new StoreError('HEARTH_STORE_BAD_INPUT', `at most ${MAX_LISTS} lists`);
        list = this.#createList.get(name, now)!;
      }
      const existing = this.#items.all(list.id);
      const have = new Set(existing.map((r) => r.text.toLocaleLowerCase()));
      const added: ListItem[] = [];
      const already: string[] = [];
      for (const text of clean) {
        const key = text.toLocaleLowerCase();
        if (have.has(key)) {
          already.push(text);
          continue;
        }
        if (existing.length + added.length >= MAX_ITEMS_PER_LIST) throw new StoreError('HEARTH_STORE_BAD_INPUT', `at most ${MAX_ITEMS_PER_LIST} items`);
        const row = this.#insertItem.get(list.id, text, now)!;
        added.push({ id: row.id, text: row.text, createdAt: row.created_at });
        have.add(key);
      }
      return { added, already };
    });
  }

  /** Removes one item by id; false when it is not on that list. */
  remove(name: string, id: number): boolean {
    const list = this.#listId.get(name);
    return list !== undefined && durably(this.db, 'lists', this.onWriteFailure, () => this.#deleteItem.run(list.id, id).changes > 0);
  }

  /** Empties a list (a named list is deleted with its items); returns how many items went. */
  clear(name: string): number {
    const list = this.#listId.get(name);
    if (list === undefined) return 0;
    return durably(this.db, 'lists', this.onWriteFailure, () => {
      const n = this.#clear.run(list.id).changes;
      this.#deleteList.run(list.id);
      return n;
    });
  }
}
