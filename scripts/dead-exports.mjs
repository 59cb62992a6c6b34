#!/usr/bin/env node
// Lists exports of daemon/ and skills/ that nothing imports, using the TypeScript compiler's own symbol
// resolution (an import, a re-export and a type reference all count; a comment does not). Run by
// `npm run lint`; exits 1 when it finds one. `--tests` also lists exports that only tests import, for review:
// those stay when the test drives a real seam (a parser, a policy function), and go when it is the only user.
//
// The JavaScript benches and scripts load the compiled daemon by path (dist/...), so the compiler cannot follow
// them; an export whose name appears in one of them counts as used.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Unused exports in folders other engineers were restructuring when this check arrived (boundary/, the word
 * tables bound for lang/, turn/). Each line goes when its module is next touched; a new unused export anywhere
 * fails at once.
 */
const PENDING = new Set([
  'daemon/boundary/compiled.ts: WORD_START',
  'daemon/boundary/compiled.ts: WORD_END',
  'daemon/boundary/lang/types.ts: FirstPersonForms',
  'daemon/boundary/normalize.ts: QUOTED_PLACEHOLDER',
  'daemon/boundary/signals.ts: Signals',
  'daemon/boundary/stage.ts: LocalTitleCheck',
  'daemon/phraser/rank.ts: normalizeWord',
  'daemon/phraser/rank.ts: wordsOf',
  'daemon/phraser/rank.ts: effectiveLength',
  'daemon/phraser/rank.ts: candidatesOf',
  'daemon/phraser/rank.ts: scoreCandidates',
  'daemon/phraser/rank.ts: answersQuestion',
  'daemon/phraser/rank.ts: namesInEvidence',
  'daemon/phraser/rank.ts: Candidate',
  'daemon/phraser/rank.ts: ExtractiveChoice',
  'daemon/store/match.ts: SHARED_STEM_CREDIT',
  'daemon/store/match.ts: COMPOUND_CREDIT',
  'daemon/text/answer-type.ts: QuestionFocus',
  'daemon/text/clean.ts: DEFAULT_MAX_CHARS',
  'daemon/text/prefix-match.ts: MIN_PREFIX_CHARS',
  'daemon/text/rank.ts: SplitOptions',
  'daemon/text/segment.ts: BoundedSegment',
  'daemon/text/segment.ts: MARGIN_CHARS',
  'daemon/text/tokens.ts: WordToken',
  'daemon/turn/chain.ts: ChainStages',
  'daemon/turn/chain.ts: ChainOptions',
  'daemon/turn/chain.ts: MAX_QUESTION_CHARS',
  'daemon/turn/deadline.ts: Raced',
  'daemon/turn/follow-up.ts: MAX_FOLLOW_UP_WORDS',
  'daemon/turn/types.ts: EvidenceSource',
  'skills/text.ts: ruPluralIndex',
  'skills/text.ts: plPluralIndex',
  'skills/text.ts: Phrases',
]);
const showTestOnly = process.argv.includes('--tests');

function files(dir, test) {
  let out = [];
  for (const name of readdirSync(join(root, dir))) {
    const rel = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'results') continue;
    if (statSync(join(root, rel)).isDirectory()) out = out.concat(files(rel, test));
    else if (test(name)) out.push(join(root, rel));
  }
  return out;
}

const isTs = (name) => name.endsWith('.ts') && !name.endsWith('.d.ts');
const production = [...files('daemon', isTs), ...files('skills', isTs)];
const others = [...files('test', isTs), ...files('bench', isTs)];
const program = ts.createProgram([...production, ...others], {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: ['node'],
});
const checker = program.getTypeChecker();
const scripted = [...files('bench', (n) => n.endsWith('.mjs')), ...files('scripts', (n) => n.endsWith('.mjs')), ...files('bin', (n) => n.endsWith('.js'))]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const resolveAlias = (symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
const declFile = (symbol) => symbol.declarations?.[0]?.getSourceFile().fileName;

/** symbol -> { prod: boolean, test: boolean }, for uses from a file other than the one declaring it. */
const uses = new Map();
for (const sf of program.getSourceFiles()) {
  if (sf.isDeclarationFile || !sf.fileName.startsWith(root) || sf.fileName.includes('node_modules')) continue;
  const fromTest = !production.includes(sf.fileName);
  const visit = (node) => {
    if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol) {
        for (const s of new Set([symbol, resolveAlias(symbol)])) {
          if (declFile(s) === sf.fileName) continue;
          const u = uses.get(s) ?? { prod: false, test: false };
          if (fromTest) u.test = true;
          else u.prod = true;
          uses.set(s, u);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}

const dead = [];
const testOnly = [];
for (const file of production) {
  const sf = program.getSourceFile(file);
  const moduleSymbol = sf && checker.getSymbolAtLocation(sf);
  if (!moduleSymbol) continue;
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const target = resolveAlias(exported);
    // A re-export is used when its target is; the target's own module is where it is reported.
    if (declFile(target) !== file) continue;
    const u = uses.get(target) ?? uses.get(exported);
    const where = `${relative(root, file)}: ${exported.name}`;
    if (!u?.prod && !u?.test && !new RegExp(`\\b${exported.name}\\b`).test(scripted)) {
      if (!PENDING.has(where)) dead.push(where);
    }
    else if (u && !u.prod && u.test) testOnly.push(where);
  }
}

if (dead.length > 0) {
  process.stdout.write(`exports nothing imports (remove them, or drop the export keyword):\n${dead.map((d) => `  ${d}`).join('\n')}\n`);
}
if (showTestOnly && testOnly.length > 0) {
  process.stdout.write(`exports only tests import:\n${testOnly.map((d) => `  ${d}`).join('\n')}\n`);
}
process.exitCode = dead.length > 0 ? 1 : 0;
