/**
 * The boundary on the batches of test/fixtures/boundary/ (first-look.json, frozen.json): per language and per
 * batch, recall and precision of keeping personal turns home.
 *
 *   recall    = personal turns kept home / personal turns (a miss is a leak: the question would go out)
 *   precision = personal turns kept home / all turns kept home (a world turn kept home costs its web answer)
 *
 * "Kept home" is class personal or unsure (an unsure turn is answered from local sources only, never the web);
 * the strict columns count class personal alone. A tree without an unsure class has the same figures in both.
 *
 * Runs on the compiled daemon: `npx tsc -p tsconfig.json && node bench/boundary-batch.mjs`.
 * `--tree DIR` measures another compiled tree instead (DIR/dist), e.g. a checkout of the commit before a change,
 * so old and new figures come from the same fixtures. `--misses` prints every turn classified wrongly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const treeAt = process.argv.indexOf('--tree');
const tree = treeAt > 0 ? process.argv[treeAt + 1] : root;
const showMisses = process.argv.includes('--misses');
const { classifyTurn, outcomeOf } = await import(pathToFileURL(join(tree, 'dist/daemon/boundary/classify.js')).href);

const BATCHES = ['first-look', 'frozen'];
const home = (c) => c === 'personal' || c === 'unsure';

function measure(turns, kept) {
  const personal = turns.filter((t) => t.class === 'personal');
  const tp = personal.filter((t) => kept(t.got)).length;
  const fp = turns.filter((t) => t.class === 'world' && kept(t.got)).length;
  return { recall: tp / Math.max(1, personal.length), precision: tp / Math.max(1, tp + fp), tp, fp, n: personal.length };
}

const f3 = (x) => x.toFixed(3);
const rows = [];
for (const batch of BATCHES) {
  const file = JSON.parse(readFileSync(join(root, 'test/fixtures/boundary', `${batch}.json`), 'utf8'));
  const all = [];
  for (const [lang, classes] of Object.entries(file.languages)) {
    const turns = Object.entries(classes).flatMap(([cls, texts]) => texts.map((text) => {
      const got = classifyTurn(text, () => false);
      // The class the chain acts on: with an unsure outcome (outcomeOf) a weak personal decision is 'unsure'.
      return { text, lang, class: cls, got: outcomeOf ? outcomeOf(got) : got.turnClass, rule: got.rule };
    }));
    all.push(...turns);
    rows.push({ batch, lang, turns });
  }
  rows.push({ batch, lang: 'all', turns: all });
}

console.log(`tree: ${tree}`);
console.log('batch       lang  recall  precision  (strict personal: recall precision)  unsure  misses');
for (const { batch, lang, turns } of rows) {
  const kept = measure(turns, home);
  const strict = measure(turns, (c) => c === 'personal');
  const unsure = turns.filter((t) => t.got === 'unsure').length;
  const misses = turns.filter((t) => (t.class === 'personal') !== home(t.got)).length;
  console.log(`${batch.padEnd(11)} ${lang.padEnd(4)}  ${f3(kept.recall)}   ${f3(kept.precision)}      `
    + `(${f3(strict.recall)} ${f3(strict.precision)})                     ${String(unsure).padStart(3)}     ${misses}`);
  if (showMisses && lang !== 'all') {
    for (const t of turns) if ((t.class === 'personal') !== home(t.got)) console.log(`    miss [${t.class}] ${t.rule}: ${t.text}`);
  }
}
