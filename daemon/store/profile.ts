/**
 * What Hearth knows about its owner besides notes: facts (key → value, e.g. "name" → "Sam",
 * "wifi password" → "...") and the persona block (free text on how to speak to them, read by the phraser).
 */
import type { Statement } from 'better-sqlite3';
import { durably, StoreError, type Db, type WriteFailure, type WriteFailureHook } from './db.js';
import { contentTerms, scoreTerms } from './match.js';
import { SEARCH_MIN_SCORE } from './notes.js';

export interface Fact {
  key: string;
  value: string;
}

export interface ScoredFact extends Fact {
  score: number;
}

export class Profile {
  readonly #upsertFact: Statement<[string, string, number]>;
  readonly #getFact: Statement<[string], { value: string }>;
  readonly #listFacts: Statement<[], Fact>;
  readonly #deleteFact: Statement<[string]>;
  readonly #getPersona: Statement<[], { text: string }>;
  readonly #setPersona: Statement<[string, number]>;

  constructor(
    private readonly db: Db,
    private readonly onWriteFailure?: WriteFailureHook,
  ) {
    this.#upsertFact = db.prepare(
      `INSERT INTO facts (key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    this.#getFact = db.prepare('SELECT value FROM facts WHERE key = ?');
    this.#listFacts = db.prepare('SELECT key, value FROM facts ORDER BY key');
    this.#deleteFact = db.prepare('DELETE FROM facts WHERE key = ?');
    this.#getPersona = db.prepare('SELECT text FROM persona WHERE id = 1');
    this.#setPersona = db.prepare(
      `INSERT INTO persona (id, text, updated_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at`,
    );
  }

  /** Keys are trimmed; a fact with the same key is replaced. */
  setFact(key: string, value: string, now: number = Date.now()): void {
    const k = key.trim();
    if (k.length === 0) throw new StoreError('HEARTH_STORE_BAD_INPUT', 'a fact needs a key');
    this.#write('facts', () => this.#upsertFact.run(k, value.trim(), now));
  }

  getFact(key: string): string | undefined {
    return this.#getFact.get(key.trim())?.value;
  }

  /** Sorted by key. */
  listFacts(): Fact[] {
    return this.#listFacts.all();
  }

  deleteFact(key: string): boolean {
    return this.#write('facts', () => this.#deleteFact.run(key.trim()).changes > 0);
  }

  /** Facts whose key and value together match `query`, best first. Same scoring as notes. */
  searchFacts(query: string, minScore: number = SEARCH_MIN_SCORE): ScoredFact[] {
    const queryTerms = contentTerms(query);
    if (queryTerms.length === 0) return [];
    const hits: ScoredFact[] = [];
    for (const fact of this.#listFacts.iterate()) {
      const score = scoreTerms(queryTerms, contentTerms(`${fact.key} ${fact.value}`));
      if (score >= minScore) hits.push({ ...fact, score });
    }
    return hits.sort((a, b) => b.score - a.score);
  }

  /** The persona text, or '' if none was set. */
  getPersona(): string {
    return this.#getPersona.get()?.text ?? '';
  }

  setPersona(text: string, now: number = Date.now()): void {
    this.#write('persona', () => this.#setPersona.run(text.trim(), now));
  }

  /** Every write is committed before it returns, or throws StoreError('HEARTH_STORE_WRITE_FAILED'); see durably. */
  #write<T>(table: WriteFailure['table'], write: () => T): T {
    return durably(this.db, table, this.onWriteFailure, write);
  }
}
