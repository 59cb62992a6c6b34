import { describe, expect, test } from 'vitest';
import { ask, fixedContext } from './helpers/skill-context.js';
import { matchNotes } from '../skills/notes/skill.js';

describe('notes skill', () => {
  test.each([
    ['remember that the spare key is under the blue pot', 'the spare key is under the blue pot', "Got it, I'll remember that."],
    ['Запомни, что ключ под синим горшком.', 'ключ под синим горшком', 'Хорошо, запомню.'],
    ['Merke dir, dass der Schlüssel unter dem Topf liegt', 'der Schlüssel unter dem Topf liegt', 'Alles klar, ich merke es mir.'],
    ['recuerda que la llave está debajo de la maceta', 'la llave está debajo de la maceta', 'Vale, lo recordaré.'],
  ])('remember: %s', (q, fact, answer) => {
    const ctx = fixedContext();
    expect(ask(q, ctx)?.text).toBe(answer);
    expect(ctx.store.notes.map((n) => n.text)).toEqual([fact]);
    expect(ctx.store.notes[0]!.createdAt).toBe(ctx.now.getTime());
  });

  test('recall reads back what matches the topic', () => {
    const ctx = fixedContext();
    ask('remember that the spare key is under the blue pot', ctx);
    ask('remember that the wifi password is on the fridge', ctx);
    expect(ask('what did I tell you about the key', ctx)?.text).toBe('You told me: the spare key is under the blue pot.');
    expect(ask('what do you remember about the wifi', ctx)?.text).toBe('You told me: the wifi password is on the fridge.');
  });

  test('recall in Russian, and an honest answer when nothing matches', () => {
    const ctx = fixedContext();
    ask('запомни, что ключ под синим горшком', ctx);
    expect(ask('что я говорил про ключ', ctx)?.text).toBe('Вы говорили: ключ под синим горшком.');
    expect(ask('что я говорил про машину', ctx)?.text).toBe('У меня ничего не записано про «машину».');
  });

  test('lists notes', () => {
    const ctx = fixedContext();
    expect(ask('list my notes', ctx)?.text).toBe('You have no notes.');
    ask('remember that the spare key is under the blue pot', ctx);
    expect(ask('list my notes', ctx)?.text).toBe('Your notes: the spare key is under the blue pot.');
  });

  test('forget removes matching notes only', () => {
    const ctx = fixedContext();
    ask('remember that the spare key is under the blue pot', ctx);
    ask('remember that the wifi password is on the fridge', ctx);
    expect(ask('forget about the spare key', ctx)?.text).toBe('Done, I forgot that note.');
    expect(ctx.store.notes.map((n) => n.text)).toEqual(['the wifi password is on the fridge']);
  });

  test('забудь про ключ', () => {
    const ctx = fixedContext();
    ask('запомни, что ключ под синим горшком', ctx);
    expect(ask('забудь про ключ', ctx)?.text).toBe('Готово, удалено заметок: 1.');
    expect(ctx.store.notes).toHaveLength(0);
  });

  test.each(['forget everything', 'Forget it all', 'забудь всё', 'vergiss alles', 'olvida todo'])(
    '"%s" deletes nothing and explains how to', (q) => {
      const ctx = fixedContext();
      ask('remember that the spare key is under the blue pot', ctx);
      expect(ask(q, ctx)?.skill).toBe('notes');
      expect(ctx.store.notes).toHaveLength(1);
    });

  test('"forget all notes" deletes every note', () => {
    const ctx = fixedContext();
    ask('remember that the spare key is under the blue pot', ctx);
    ask('remember that the wifi password is on the fridge', ctx);
    expect(ask('forget all notes', ctx)?.text).toBe('Done, I forgot 2 notes.');
    expect(ctx.store.notes).toHaveLength(0);
  });

  test('implicit questions are left to the personal store stage', () => {
    expect(matchNotes('where is the spare key')).toBeNull();
    expect(matchNotes('где запасной ключ')).toBeNull();
  });
});
