/**
 * A small static import-graph walker for the privacy guard (test/import-graph.test.ts). Pure apart from
 * reading files under the directories it is given.
 *
 * It finds module specifiers in TypeScript sources:
 *   import x from '...'; import type { T } from '...'; import '...';
 *   export { x } from '...'; export * from '...'; export type { T } from '...';
 *   import('...') with a string literal; import x = require('...'); require('...')
 * after removing comments, so a doc comment that mentions an import does not count. Relative specifiers
 * are resolved to files; NodeNext-style '.js' specifiers map to their '.ts' sources. Package and node:
 * specifiers are outside the tree and ignored.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Removes // and block comments while keeping string and template literal contents intact. */
export function stripComments(source: string): string {
  let out = '';
  let i = 0;
  let quote: string | undefined;
  while (i < source.length) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (quote !== undefined) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = undefined;
      i += 1;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i += 1;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
      out += ' ';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    out += c;
    i += 1;
  }
  return out;
}

const SPECIFIER_PATTERNS: readonly RegExp[] = [
  // import ... from '...', export ... from '...' (the clause may span lines)
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*(['"])([^'"]+)\1/g,
  // import '...' (side effects only)
  /\bimport\s*(['"])([^'"]+)\1/g,
  // import('...') and require('...') with a literal
  /\b(?:import|require)\s*\(\s*(['"`])([^'"`]+)\1\s*\)/g,
];

/** Every module specifier a source file imports or re-exports, in order of appearance, without duplicates. */
export function extractSpecifiers(source: string): string[] {
  const code = stripComments(source);
  const found: Array<[number, string]> = [];
  for (const pattern of SPECIFIER_PATTERNS) {
    for (const match of code.matchAll(pattern)) found.push([match.index, match[2] as string]);
  }
  found.sort((a, b) => a[0] - b[0]);
  return [...new Set(found.map(([, spec]) => spec))];
}

/** Candidate files for a relative specifier, most likely first. */
function candidates(base: string): string[] {
  if (base.endsWith('.js')) return [base.slice(0, -3) + '.ts', base.slice(0, -3) + '.tsx', base];
  if (base.endsWith('.mjs')) return [base.slice(0, -4) + '.mts', base];
  if (base.endsWith('.cjs')) return [base.slice(0, -4) + '.cts', base];
  if (base.endsWith('.ts') || base.endsWith('.json')) return [base];
  return [base + '.ts', base + '.tsx', join(base, 'index.ts'), base + '.js', join(base, 'index.js')];
}

/**
 * Resolves a specifier found in `fromFile` (absolute path). Returns the absolute file, 'external' for
 * package and node: specifiers, or undefined when a relative specifier names no file.
 */
export function resolveSpecifier(fromFile: string, specifier: string): string | 'external' | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return 'external';
  const base = resolve(dirname(fromFile), specifier);
  return candidates(base).find((file) => existsSync(file) && statSync(file).isFile());
}

export interface ImportGraph {
  /** Root the relative paths below are taken from; paths use '/' on every platform. */
  readonly root: string;
  /** Module (relative path) → modules it imports (relative paths; files outside the scanned dirs too). */
  readonly edges: ReadonlyMap<string, readonly string[]>;
  /** Relative specifiers that name no file: [module, specifier]. */
  readonly unresolved: ReadonlyArray<readonly [string, string]>;
}

function toRel(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

function listSources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...listSources(full));
    } else if (/\.(?:ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

/**
 * Builds the import graph of every TypeScript file under `dirs` (relative to `root`), following relative
 * imports into any file they reach, even outside `dirs`.
 */
export function buildImportGraph(root: string, dirs: readonly string[]): ImportGraph {
  const absRoot = resolve(root);
  const edges = new Map<string, string[]>();
  const unresolved: Array<readonly [string, string]> = [];
  const queue = dirs.flatMap((d) => listSources(join(absRoot, d)));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    const rel = toRel(absRoot, file);
    if (edges.has(rel)) continue;
    const targets: string[] = [];
    edges.set(rel, targets);
    if (!/\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/.test(file)) continue;
    for (const spec of extractSpecifiers(readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(file, spec);
      if (target === 'external') continue;
      if (target === undefined) {
        unresolved.push([rel, spec]);
        continue;
      }
      targets.push(toRel(absRoot, target));
      queue.push(target);
    }
  }
  return { root: absRoot, edges, unresolved };
}

export interface Violation {
  /** The guarded module the path starts at. */
  readonly from: string;
  /** The forbidden module it reaches. */
  readonly to: string;
  /** from → ... → to, for the failure message. */
  readonly path: readonly string[];
}

/**
 * For every module matching `isGuarded`, walks its imports transitively and reports each forbidden module
 * it reaches (one shortest path per pair).
 */
export function findViolations(
  graph: ImportGraph,
  isGuarded: (rel: string) => boolean,
  isForbidden: (rel: string) => boolean,
): Violation[] {
  const violations: Violation[] = [];
  for (const start of [...graph.edges.keys()].filter(isGuarded).sort()) {
    const parent = new Map<string, string | undefined>([[start, undefined]]);
    const queue = [start];
    while (queue.length > 0) {
      const current = queue.shift() as string;
      for (const next of graph.edges.get(current) ?? []) {
        if (parent.has(next)) continue;
        parent.set(next, current);
        queue.push(next);
      }
    }
    for (const reached of parent.keys()) {
      if (reached === start || !isForbidden(reached)) continue;
      const path: string[] = [];
      for (let at: string | undefined = reached; at !== undefined; at = parent.get(at)) path.unshift(at);
      violations.push({ from: start, to: reached, path });
    }
  }
  return violations;
}

/** Modules reachable from `start` (excluding itself). */
export function reachableFrom(graph: ImportGraph, start: string): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of graph.edges.get(queue.shift() as string) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  seen.delete(start);
  return seen;
}
