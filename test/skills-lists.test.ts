/**
 * Lists through the real skills and a real store file: adding one or several items in four languages,
 * duplicates, named lists, removing, reading back, counting, and clearing only after a yes.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { openHarness, type Harness } from './helpers/skill-harness.js';

let h: Harness;
afterEach(() => h?.close());

const items = (list: string): string[] => h.store.listItems(list).map((i) => i.text);

describe('adding', () => {
  test.each([
    ['put bread on the shopping list', 'shopping', ['bread']],
    ['add eggs, milk and bread to my shopping list', 'shopping', ['eggs', 'milk', 'bread']],
    ['add some apples to the grocery list', 'shopping', ['apples']],
    ['put call the plumber on my to do list', 'todo', ['call the plumber']],
    ['add paint and screws to the hardware list', 'hardware', ['paint', 'screws']],
    ['добавь молоко и хлеб в список покупок', 'shopping', ['молоко', 'хлеб']],
    ['запиши позвонить врачу в список дел', 'todo', ['позвонить врачу']],
    ['setz Milch und Eier auf die Einkaufsliste', 'shopping', ['Milch', 'Eier']],
    ['schreib Steuern machen auf meine To-do-Liste', 'todo', ['Steuern machen']],
    ['añade leche a la lista de la compra', 'shopping', ['leche']],
    ['apunta llamar al banco en la lista de tareas', 'todo', ['llamar al banco']],
  ])('%s', async (q, list, want) => {
    h = openHarness();
    expect((await h.ask(q))?.skill).toBe('lists');
    expect(items(list)).toEqual(want);
  });

  test('the reply names the items and the list', async () => {
    h = openHarness();
    expect((await h.ask('add eggs, milk and bread to my shopping list'))?.text).toBe('Added eggs, milk and bread to the shopping list.');
  });

  test('an item already on the list is not added twice', async () => {
    h = openHarness();
    await h.ask('add milk to the shopping list');
    expect((await h.ask('add milk and eggs to the shopping list'))?.text).toBe('Added eggs to the shopping list. milk is already on it.');
    expect(items('shopping')).toEqual(['milk', 'eggs']);
  });
});

describe('reading, counting, removing', () => {
  async function withThree(): Promise<void> {
    h = openHarness();
    await h.ask('add eggs, milk and bread to my shopping list');
  }

  test.each(["what's on my shopping list", 'read me the shopping list', 'что в списке покупок', 'was steht auf meiner Einkaufsliste', 'qué hay en mi lista de la compra'])(
    'reads back: %s', async (q) => {
      await withThree();
      const reply = await h.ask(q);
      expect(reply?.skill).toBe('lists');
      expect(reply?.text).toContain('eggs, milk');
    });

  test('counts', async () => {
    await withThree();
    expect((await h.ask('how many things are on my shopping list'))?.text).toBe('Your shopping list has 3 items.');
  });

  test('removes one item', async () => {
    await withThree();
    expect((await h.ask('remove milk from the shopping list'))?.text).toBe('Removed milk from the shopping list.');
    expect(items('shopping')).toEqual(['eggs', 'bread']);
  });

  test('says when an item to remove is not there', async () => {
    await withThree();
    expect((await h.ask('take butter off the shopping list'))?.text).toBe("butter isn't on the shopping list.");
  });

  test('an empty list says so', async () => {
    h = openHarness();
    expect((await h.ask("what's on my to do list"))?.text).toBe('Your to-do list is empty.');
  });
});

describe('clearing asks first', () => {
  test('"yes" clears', async () => {
    h = openHarness();
    await h.ask('add eggs and milk to my shopping list');
    expect((await h.ask('clear the shopping list'))?.text).toBe('Clear all 2 items from the shopping list? Say yes to clear it.');
    expect(items('shopping')).toHaveLength(2);
    expect((await h.ask('yes'))?.text).toBe('Done, the shopping list is empty.');
    expect(items('shopping')).toEqual([]);
  });

  test('"no" keeps it', async () => {
    h = openHarness();
    await h.ask('добавь молоко в список покупок');
    await h.ask('очисти список покупок');
    expect((await h.ask('нет'))?.skill).toBe('lists');
    expect(items('shopping')).toEqual(['молоко']);
  });

  test('a yes with no question open does nothing', async () => {
    h = openHarness();
    await h.ask('add eggs to my shopping list');
    expect((await h.ask('yes'))?.skill).toBe('replies');
    expect(items('shopping')).toEqual(['eggs']);
  });
});

describe('not lists', () => {
  test.each(['what is a shopping list', 'что такое список дел', 'how do I make a to do list', "schindler's list"])('%s', async (q) => {
    h = openHarness();
    expect((await h.ask(q))?.skill).not.toBe('lists');
  });
});
