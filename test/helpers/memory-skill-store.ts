/**
 * An in-memory SkillStore for the skills' tests. The real store (daemon/store/) has its own tests; this one
 * only has to behave the same way at the interface: ids count up, search matches words, cancelled and fired
 * timers drop out of listTimers() unless includeDone.
 */
import type { SkillStore, TimerRow } from '../../skills/types.js';

interface Note {
  id: number;
  text: string;
  createdAt: number;
}

function words(s: string): string[] {
  return s.toLowerCase().split(/[^\p{L}\d]+/u).filter((w) => w.length >= 3);
}

/** Word overlap, with a loose prefix match so "key" finds "keys" and "ключ" finds "ключи". */
function score(text: string, query: string): number {
  const have = words(text);
  return words(query).filter((q) => have.some((h) => h.startsWith(q) || q.startsWith(h))).length;
}

export class MemorySkillStore implements SkillStore {
  readonly notes: Note[] = [];
  readonly timers: TimerRow[] = [];
  #nextNote = 1;
  #nextTimer = 1;

  addNote(text: string, now = Date.now()): Note {
    const note = { id: this.#nextNote++, text, createdAt: now };
    this.notes.push(note);
    return { ...note };
  }

  searchNotes(query: string, limit = 5): (Note & { score: number })[] {
    return this.notes
      .map((n) => ({ ...n, score: score(n.text, query) }))
      .filter((n) => n.score > 0)
      .sort((a, b) => b.score - a.score || b.createdAt - a.createdAt)
      .slice(0, limit);
  }

  listNotes(limit = 50): Note[] {
    return [...this.notes].sort((a, b) => b.createdAt - a.createdAt).slice(0, limit).map((n) => ({ ...n }));
  }

  deleteNote(id: number): boolean {
    const i = this.notes.findIndex((n) => n.id === id);
    if (i < 0) return false;
    this.notes.splice(i, 1);
    return true;
  }

  forgetNotesMatching(query: string): number {
    const doomed = this.searchNotes(query, Number.MAX_SAFE_INTEGER).map((n) => n.id);
    for (const id of doomed) this.deleteNote(id);
    return doomed.length;
  }

  addTimer(t: { kind: TimerRow['kind']; label: string; dueAt: number; createdAt: number }): TimerRow {
    const row: TimerRow = { id: this.#nextTimer++, ...t, state: 'pending' };
    this.timers.push(row);
    return { ...row };
  }

  listTimers(opts: { includeDone?: boolean } = {}): TimerRow[] {
    return this.timers
      .filter((t) => opts.includeDone || t.state === 'pending')
      .sort((a, b) => a.dueAt - b.dueAt)
      .map((t) => ({ ...t }));
  }

  cancelTimer(id: number): boolean {
    const row = this.timers.find((t) => t.id === id && t.state === 'pending');
    if (!row) return false;
    row.state = 'cancelled';
    return true;
  }

  updateTimer(id: number, patch: { dueAt?: number; state?: TimerRow['state']; leftMs?: number | null; label?: string }): boolean {
    const row = this.timers.find((t) => t.id === id && (t.state === 'pending' || t.state === 'paused'));
    if (!row) return false;
    Object.assign(row, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)));
    return true;
  }

  markTimerFired(id: number): void {
    const row = this.timers.find((t) => t.id === id);
    if (row && row.state === 'pending') row.state = 'fired';
  }
}
