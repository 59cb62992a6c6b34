/**
 * Notes: short things the owner asked Hearth to remember ("the spare key is under the blue pot"), and
 * finding them again from a question ("where is the spare key"). Matching is in match.ts; this file is the
 * SQL around it.
 *
 * Search reads every note and scores it in JavaScript. A personal store holds hundreds of notes, maybe a
 * few thousand; scoring them is a few milliseconds, and the words of each note are cached by id so a note
 * is segmented once per process (notes are never edited, only added and deleted).
 */
import type { Statement } from 'better-sqlite3';
import { durably, StoreError, type Db, type WriteFailureHook } from './db.js';
import { contentTerms, scoreTerms } from './match.js';

export interface Note {
  id: number;
  text: string;
  /** Epoch ms. */
  createdAt: number;
}

export interface ScoredNote extends Note {
  /** 0..1; 1 = every content word of the query found. */
  score: number;
}

/**
 * Lowest score searchNotes returns. Above one half: a two-word question ("where is the eiffel tower") must
 * have both words in a note, one shared word is a coincidence, not an answer.
 */
export const SEARCH_MIN_SCORE = 0.6;
/**
 * Score a note needs before "forget ..." deletes it: every content word found, allowing endings
 * (0.9 = INFLECTION_CREDIT). Deleting is not undoable, so partial matches are left alone.
 */
const FORGET_MIN_SCORE = 0.9;
/**
 * Longest note, in UTF-16 code units. A note arrives as a turn, and a turn is at most 2,000 code points
 * (MAX_TEXT_CHARS in server/protocol.ts, MAX_QUESTION_CHARS in turn/chain.ts), so 4,000 units hold any note
 * a turn can carry, in any script. The store enforces it itself so no other caller can make search (which
 * segments every note) cost more than a bounded amount per note.
 */
export const MAX_NOTE_CHARS = 4_000;
/** Default result counts. */
const DEFAULT_SEARCH_LIMIT = 5;
const DEFAULT_LIST_LIMIT = 50;

interface NoteRow {
  id: number;
  text: string;
  created_at: number;
}

function toNote(row: NoteRow): Note {
  return { id: row.id, text: row.text, createdAt: row.created_at };
}

export class Notes {
  readonly #termsById = new Map<number, string[]>();
  readonly #insert: Statement<[string, number], NoteRow>;
  readonly #all: Statement<[], NoteRow>;
  readonly #newest: Statement<[number], NoteRow>;
  readonly #delete: Statement<[number]>;

  constructor(
    private readonly db: Db,
    private readonly onWriteFailure?: WriteFailureHook,
  ) {
    this.#insert = db.prepare('INSERT INTO notes (text, created_at) VALUES (?, ?) RETURNING id, text, created_at');
    this.#all = db.prepare('SELECT id, text, created_at FROM notes');
    this.#newest = db.prepare('SELECT id, text, created_at FROM notes ORDER BY created_at DESC, id DESC LIMIT ?');
    this.#delete = db.prepare('DELETE FROM notes WHERE id = ?');
  }

  /**
   * Saves a note. When this returns the note is committed and on disk (synchronous=FULL, see db.ts):
   * a crash or kill afterwards cannot lose it. When the disk refuses (full, read-only, I/O error) it throws
   * StoreError('HEARTH_STORE_WRITE_FAILED') instead, and nothing was saved.
   */
  add(text: string, now: number = Date.now()): Note {
    const clean = text.trim();
    if (clean.length === 0) throw new StoreError('HEARTH_STORE_BAD_INPUT', 'a note needs some text');
    if (clean.length > MAX_NOTE_CHARS) throw new StoreError('HEARTH_STORE_BAD_INPUT', `a note is at most ${MAX_NOTE_CHARS} characters`);
    const row = durably(this.db, 'notes', this.onWriteFailure, () => this.#insert.get(clean, now));
    if (row === undefined) throw new StoreError('HEARTH_STORE_WRITE_FAILED', 'the note was not saved');
    return toNote(row);
  }

  /** Notes that match `query`, best first (newer first among equals: a newer note supersedes an older one). */
  search(query: string, limit: number = DEFAULT_SEARCH_LIMIT, minScore: number = SEARCH_MIN_SCORE): ScoredNote[] {
    const queryTerms = contentTerms(query);
    if (queryTerms.length === 0) return [];
    const hits: ScoredNote[] = [];
    for (const row of this.#all.iterate()) {
      const score = scoreTerms(queryTerms, this.#terms(row));
      if (score >= minScore) hits.push({ ...toNote(row), score });
    }
    hits.sort((a, b) => b.score - a.score || b.createdAt - a.createdAt || b.id - a.id);
    return hits.slice(0, Math.max(0, limit));
  }

  /** Newest first. */
  list(limit: number = DEFAULT_LIST_LIMIT): Note[] {
    return this.#newest.all(Math.max(0, limit)).map(toNote);
  }

  /** Deletes one note; true once the deletion is committed, StoreError('HEARTH_STORE_WRITE_FAILED') if it was not. */
  delete(id: number): boolean {
    const deleted = durably(this.db, 'notes', this.onWriteFailure, () => this.#delete.run(id).changes > 0);
    this.#termsById.delete(id);
    return deleted;
  }

  /** Deletes every note that matches `query` with at least FORGET_MIN_SCORE; returns how many. */
  forgetMatching(query: string): number {
    const doomed = this.search(query, Number.MAX_SAFE_INTEGER, FORGET_MIN_SCORE);
    if (doomed.length === 0) return 0;
    // One transaction for all of them: either every matching note is gone or none is.
    return durably(this.db, 'notes', this.onWriteFailure, () => {
      let count = 0;
      for (const note of doomed) count += this.delete(note.id) ? 1 : 0;
      return count;
    });
  }

  #terms(row: NoteRow): string[] {
    let terms = this.#termsById.get(row.id);
    if (terms === undefined) {
      terms = contentTerms(row.text);
      this.#termsById.set(row.id, terms);
    }
    return terms;
  }
}
