/**
 * The structural privacy guarantee (docs/privacy.md, "The import-graph guarantee"): modules that talk to
 * the network cannot import the store, history or persona, not even through another module. The walker
 * itself is tested on small synthetic trees, including ones with violations, so the guard can fail.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildImportGraph,
  extractSpecifiers,
  findViolations,
  reachableFrom,
  stripComments,
  type ImportGraph,
} from './helpers/import-graph.js';

/** Network-facing code: knowledge, web search, grounding, safe fetch, model downloads, LLM clients. */
/** Folders whose code sends something off the box: knowledge, web, pages, LLM clients, model downloads, and the
 * Wyoming clients (audio and answer text to a speech server on another box). */
const NETWORK_DIRS = [
  'daemon/kiwix/', 'daemon/websearch/', 'daemon/grounding/', 'daemon/net/', 'daemon/models/', 'daemon/phraser/',
  'daemon/wyoming/', 'daemon/stt/', 'daemon/tts/', 'daemon/ranking/', 'daemon/zim/', 'daemon/doctor/', 'daemon/weather/', 'daemon/satellite/',
];
const isNetworkFacing = (rel: string): boolean => NETWORK_DIRS.some((d) => rel.startsWith(d));
/** The store, and any module holding history or persona wherever it lives under daemon/. */
const isPrivate = (rel: string): boolean =>
  rel.startsWith('daemon/store/') || /^daemon\/(?:.*\/)?(?:persona|history)[^/]*$/.test(rel);

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The folder of a module: 'daemon/turn' for daemon/turn/chain.ts, 'daemon' for daemon/main.ts. */
const folderOf = (rel: string): string => rel.slice(0, rel.lastIndexOf('/'));

/**
 * Folders F such that a module in `folder` imports a module in F and a module in F imports a module in
 * `folder`, each as 'F: a -> b, c -> d'.
 */
function foldersInCycleWith(graph: ImportGraph, folder: string): string[] {
  const out = new Map<string, { there: string[]; back: string[] }>();
  for (const [from, tos] of graph.edges) {
    for (const to of tos) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a === b) continue;
      if (a === folder) (out.get(b) ?? out.set(b, { there: [], back: [] }).get(b)!).there.push(`${from} -> ${to}`);
      if (b === folder) (out.get(a) ?? out.set(a, { there: [], back: [] }).get(a)!).back.push(`${from} -> ${to}`);
    }
  }
  return [...out].filter(([, e]) => e.there.length > 0 && e.back.length > 0).map(([f, e]) => `${f}: ${e.there[0]}, ${e.back[0]}`);
}

function importsOutcomeFromTurn(rel: string): boolean {
  const source = stripComments(readFileSync(join(REPO_ROOT, rel), 'utf8'));
  return /import\s+(?:type\s+)?\{[^}]*\bOutcome\b[^}]*\}\s*from\s*['"][./]*(?:daemon\/)?turn\/types\.js['"]/.test(source);
}

function describeViolations(graph: ImportGraph): string[] {
  return findViolations(graph, isNetworkFacing, isPrivate).map((v) => v.path.join(' -> '));
}

describe('the real tree', () => {
  const graph = buildImportGraph(REPO_ROOT, ['daemon', 'skills']);

  it('has no network-facing module that reaches the store, history or persona', () => {
    expect(describeViolations(graph)).toEqual([]);
  });

  it('has no folder in an import cycle with the turn chain\'s folder', () => {
    expect(foldersInCycleWith(graph, 'daemon/turn')).toEqual([]);
  });

  it('keeps the generic Outcome type out of the chain vocabulary, so clients and workers do not import turn/', () => {
    const fromTurn = [...graph.edges.keys()].filter((m) => !m.startsWith('daemon/turn/') && importsOutcomeFromTurn(m));
    expect(fromTurn).toEqual([]);
  });

  it('has no unresolvable relative import inside network-facing code, where a violation could hide', () => {
    const hidden = graph.unresolved.filter(([from]) => isNetworkFacing(from) ||
      [...graph.edges.keys()].some((m) => isNetworkFacing(m) && reachableFrom(graph, m).has(from)));
    expect(hidden).toEqual([]);
  });
});

describe('extractSpecifiers', () => {
  it('finds every import form', () => {
    const source = [
      "import a from './a.js';",
      "import type { B } from './b.js';",
      "import {\n  c,\n  d,\n} from './cd.js';",
      "import './side-effect.js';",
      "export { e } from './e.js';",
      "export * from './f.js';",
      "const g = await import('./g.js');",
      "import h = require('./h.js');",
      "import fs from 'node:fs';",
    ].join('\n');
    expect(extractSpecifiers(source)).toEqual([
      './a.js', './b.js', './cd.js', './side-effect.js', './e.js', './f.js', './g.js', './h.js', 'node:fs',
    ]);
  });

  it('ignores imports mentioned in comments', () => {
    const source = "// import x from '../store/db.js'\n/* export * from '../store/x.js' */\nconst url = 'http://a/b';";
    expect(extractSpecifiers(source)).toEqual([]);
  });
});

describe('findViolations on a synthetic tree', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
    root = undefined;
  });

  function tree(files: Record<string, string>): ImportGraph {
    root = mkdtempSync(join(tmpdir(), 'hearth-import-graph-'));
    for (const [rel, content] of Object.entries(files)) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), content);
    }
    return buildImportGraph(root, ['daemon', 'skills']);
  }

  const store = { 'daemon/store/db.ts': 'export const db = 1;\n' };

  it('passes a clean tree', () => {
    const graph = tree({
      ...store,
      'daemon/net/fetch.ts': "import { x } from '../log/util.js';\nexport const f = x;\n",
      'daemon/log/util.ts': 'export const x = 1;\n',
      'daemon/turn/chain.ts': "import { db } from '../store/db.js';\nimport { f } from '../net/fetch.js';\n",
    });
    expect(describeViolations(graph)).toEqual([]);
  });

  it('reports a folder that the chain imports and that imports the chain back, and not one-way imports', () => {
    const graph = tree({
      'daemon/turn/chain.ts': "import { p } from '../phraser/types.js';\nimport { s } from '../text/split.js';\n",
      'daemon/turn/types.ts': 'export type E = string;\n',
      'daemon/phraser/types.ts': "import type { E } from '../turn/types.js';\nexport const p = 1;\n",
      'daemon/text/split.ts': 'export const s = 1;\n',
    });
    expect(foldersInCycleWith(graph, 'daemon/turn')).toEqual(['daemon/phraser: daemon/turn/chain.ts -> daemon/phraser/types.ts, daemon/phraser/types.ts -> daemon/turn/types.ts']);
  });

  it('reports a direct import of the store', () => {
    const graph = tree({ ...store, 'daemon/kiwix/client.ts': "import { db } from '../store/db.js';\n" });
    expect(describeViolations(graph)).toEqual(['daemon/kiwix/client.ts -> daemon/store/db.ts']);
  });

  it('reports a transitive path through a re-export', () => {
    const graph = tree({
      ...store,
      'daemon/websearch/searx.ts': "import { h } from '../util/helpers.js';\n",
      'daemon/util/helpers.ts': "export { db as h } from '../store/db.js';\n",
    });
    expect(describeViolations(graph)).toEqual([
      'daemon/websearch/searx.ts -> daemon/util/helpers.ts -> daemon/store/db.ts',
    ]);
  });

  it('reports a dynamic import of a persona module', () => {
    const graph = tree({
      'daemon/phraser/llm.ts': "const p = await import('../boundary/persona.js');\n",
      'daemon/boundary/persona.ts': 'export const persona = 1;\n',
    });
    expect(describeViolations(graph)).toEqual(['daemon/phraser/llm.ts -> daemon/boundary/persona.ts']);
  });

  it('resolves extensionless and directory specifiers to index files', () => {
    const graph = tree({
      ...store,
      'daemon/store/index.ts': "export * from './db';\n",
      'daemon/models/download.ts': "import * as s from '../store';\n",
    });
    expect(describeViolations(graph)).toEqual([
      'daemon/models/download.ts -> daemon/store/index.ts',
      'daemon/models/download.ts -> daemon/store/index.ts -> daemon/store/db.ts',
    ]);
  });

  it('records relative imports that name no file', () => {
    const graph = tree({ 'daemon/net/fetch.ts': "import { x } from './missing.js';\n" });
    expect(graph.unresolved).toEqual([['daemon/net/fetch.ts', './missing.js']]);
  });
});
