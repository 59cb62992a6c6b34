/** The personal store stage (daemon/store/stage.ts) over a real store file. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { Counters } from '../daemon/status/counters.js';
import { createStoreStage } from '../daemon/store/stage.js';
import { openStore, type Store } from '../daemon/store/store.js';
import type { Turn, TurnClass } from '../daemon/turn/types.js';
import { stageContext } from './helpers/stage-context.js';

let dir: string;
let store: Store;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hearth-store-stage-'));
  store = openStore({ dataDir: dir, history: { enabled: true, retentionDays: 30 } });
  store.addNote('the spare key is under the blue pot');
  store.addNote('запасной ключ лежит под синим горшком');
  store.addNote('Der Ersatzschlüssel liegt unter dem blauen Topf');
  store.addNote('la llave de repuesto está debajo de la maceta azul');
  store.addNote('my tower fan is in the attic');
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

function turn(text: string, turnClass?: TurnClass, lang?: string): Turn {
  const t: Turn = {
    id: 't1',
    text,
    origin: 'chat',
    clientId: 'c1',
    signal: new AbortController().signal,
    deadlineAt: Date.now() + 5000,
    startedAt: new Date(),
  };
  if (turnClass !== undefined) t.turnClass = turnClass;
  if (lang !== undefined) t.lang = lang;
  return t;
}

const ctx = stageContext();

describe('a matching note answers', () => {
  test('in English with the note as evidence', async () => {
    const r = await createStoreStage(store).run(turn('where is the spare key', 'personal', 'en'), ctx);
    expect(r).toEqual({
      kind: 'answer',
      route: 'personal',
      text: 'You told me: the spare key is under the blue pot.',
      evidence: [{ source: 'store', text: 'the spare key is under the blue pot' }],
    });
  });

  const localized: [string, string, string][] = [
    ['ru', 'где запасной ключ', 'Вы мне говорили: запасной ключ лежит под синим горшком.'],
    ['de', 'Wo ist der Ersatzschlüssel?', 'Du hast mir gesagt: Der Ersatzschlüssel liegt unter dem blauen Topf.'],
    ['es', '¿Dónde está la llave de repuesto?', 'Me dijiste: la llave de repuesto está debajo de la maceta azul.'],
  ];
  for (const [lang, q, expected] of localized) {
    test(`in the turn's language (${lang})`, async () => {
      const r = await createStoreStage(store).run(turn(q, 'personal', lang), ctx);
      expect(r.kind === 'answer' && r.text).toBe(expected);
    });
  }

  test('a world turn whose every word is in a note is answered from the note', async () => {
    const r = await createStoreStage(store).run(turn('where is the spare key', 'world'), ctx);
    expect(r.kind === 'answer' && r.route).toBe('personal');
  });

  test('a fact answers when no note does', async () => {
    store.setFact('wifi password', 'blue-otter-42');
    const r = await createStoreStage(store).run(turn('what is the wifi password', 'personal', 'en'), ctx);
    expect(r.kind === 'answer' && r.text).toBe('You told me: wifi password — blue-otter-42.');
  });

  test('counts the answer without recording the question', async () => {
    const counters = new Counters();
    await createStoreStage(store, { counters }).run(turn('where is the spare key', 'personal'), ctx);
    expect(counters.snapshot().counters).toEqual({ 'store.answered': 1 });
  });
});

describe('a personal turn with no match', () => {
  test('is answered with "nothing yet", never passed on', async () => {
    const r = await createStoreStage(store).run(turn('when is my dentist appointment', 'personal', 'en'), ctx);
    expect(r).toEqual({
      kind: 'answer',
      route: 'personal',
      text: `I don't have anything about that yet. If you tell me "remember that ...", I'll keep it.`,
      evidence: [],
    });
  });

  test('is answered in the turn language, English when the language is unknown', async () => {
    const ru = await createStoreStage(store).run(turn('когда я иду к зубному', 'personal', 'ru'), ctx);
    expect(ru.kind === 'answer' && ru.text).toMatch(/^Об этом я пока ничего не знаю/);
    const fr = await createStoreStage(store).run(turn('quand est mon rendez-vous', 'personal', 'fr'), ctx);
    expect(fr.kind === 'answer' && fr.text).toBe("Je n'ai encore rien à ce sujet.");
    const other = await createStoreStage(store).run(turn('我的钥匙在哪里', 'personal', 'zh'), ctx);
    expect(other.kind === 'answer' && other.text).toMatch(/^I don't have anything about that yet/);
  });

  test('a Polish personal question is answered in Polish', async () => {
    const pl = await createStoreStage(store).run(turn('kiedy mam wizytę u dentysty', 'personal', 'pl'), ctx);
    expect(pl.kind === 'answer' && pl.text).toBe('Nic jeszcze o tym nie wiem.');
  });

  test('answers "cannot read" instead of passing when the store fails', async () => {
    const stage = createStoreStage(store);
    store.close();
    const r = await stage.run(turn('where is the spare key', 'personal', 'de'), ctx);
    expect(r.kind === 'answer' && r.text).toBe('Ich kann meine Notizen gerade nicht lesen.');
  });
});

describe('a world turn without a strong match', () => {
  test('passes', async () => {
    const stage = createStoreStage(store);
    for (const q of ['what is the capital of France', 'where is the eiffel tower', 'какая столица Франции']) {
      expect(await stage.run(turn(q, 'world'), ctx), q).toEqual({ kind: 'pass' });
    }
  });

  test('passes when only one content word is shared even if it matches fully', async () => {
    expect(await createStoreStage(store).run(turn('what is a tower', 'world'), ctx)).toEqual({ kind: 'pass' });
  });

  test('passes when an unclassified question matches only part of a note', async () => {
    expect(await createStoreStage(store).run(turn('where is the blue pot lid'), ctx)).toEqual({ kind: 'pass' });
  });
});
