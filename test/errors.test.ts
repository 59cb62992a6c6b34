/**
 * The error-code registry (daemon/errors.ts): every code follows HEARTH_<AREA>_<WHAT>, every code the tree
 * throws is declared there, and nothing throws a bare Error with a home-made code. The source scan reads the
 * TypeScript syntax tree, so a comment or a string that merely mentions a code does not count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WavError } from '../daemon/audio/wav.js';
import { ERROR_CODES, HearthError, isHearthErrorCode, ModelLoadError } from '../daemon/errors.js';
import { EngineLoadError } from '../daemon/phraser/llama-engine.js';
import { SpeechError } from '../daemon/tts/types.js';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Codes of other software that Hearth reads and compares: Node errno and ERR_*, zlib, undici, ws, SQLite. */
const FOREIGN_CODE = /^(E[A-Z]+|ERR_[A-Z_]+|Z_[A-Z_]+|UND_ERR_[A-Z_]+|WS_ERR_[A-Z_]+|SQLITE_[A-Z_]+)$/;
const CODE_PATTERN = /^HEARTH_[A-Z][A-Z0-9]*_[A-Z0-9]+(?:_[A-Z0-9]+)*$/;

/**
 * Error subclasses that are not HearthError, each module-private and caught inside its own module: they are
 * control flow, never seen by a caller, a log or a counter.
 */
const PRIVATE_CONTROL_FLOW = new Set(['daemon/models/download.ts:Stop', 'skills/arithmetic/expr.ts:Fail']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

interface Findings {
  /**
   * Codes named where an error is made or compared: `new XError('CODE'`, `super('CODE'`, `code: 'CODE'`,
   * `code === 'CODE'`, `const SOME_CODE = 'CODE'`.
   */
  codes: Set<string>;
  /** `file:Class` for every class extending Error directly. */
  errorClasses: Array<{ where: string; exported: boolean }>;
  /** `file:line` of every `Object.assign(new Error(...), { code })`. */
  assignedCodes: string[];
  /** `file:line` of every `throw new Error(...)`: an exception without a code. */
  bareThrows: string[];
}

function scan(files: string[]): Findings {
  const found: Findings = { codes: new Set(), errorClasses: [], assignedCodes: [], bareThrows: [] };
  for (const file of files) {
    const rel = relative(REPO_ROOT, file);
    const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const codeLike = (node: ts.Node | undefined): void => {
      if (node && ts.isStringLiteralLike(node) && /^[A-Z][A-Z0-9_]+$/.test(node.text) && !FOREIGN_CODE.test(node.text)) {
        found.codes.add(node.text);
      }
    };
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && node.heritageClauses?.some((h) => h.types.some((t) => t.expression.getText(sf) === 'Error'))) {
        const exported = node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false;
        found.errorClasses.push({ where: `${rel}:${node.name?.text ?? '?'}`, exported });
      }
      if (ts.isNewExpression(node) && /(Error|Failure)$/.test(node.expression.getText(sf))) codeLike(node.arguments?.[0]);
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword) codeLike(node.arguments[0]);
      if (ts.isPropertyAssignment(node) && node.name.getText(sf) === 'code') codeLike(node.initializer);
      if (ts.isVariableDeclaration(node) && /CODE$/.test(node.name.getText(sf)) && node.initializer) {
        codeLike(ts.isSatisfiesExpression(node.initializer) ? node.initializer.expression : node.initializer);
      }
      if (ts.isBinaryExpression(node) && /\bcode$/.test(node.left.getText(sf)) && node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) {
        codeLike(node.right);
      }
      if (ts.isThrowStatement(node) && ts.isNewExpression(node.expression) && node.expression.expression.getText(sf) === 'Error') {
        found.bareThrows.push(`${rel}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`);
      }
      if (ts.isCallExpression(node) && node.expression.getText(sf) === 'Object.assign') {
        const [target, extra] = node.arguments;
        const hasCode = extra && ts.isObjectLiteralExpression(extra) && extra.properties.some((p) => p.name?.getText(sf) === 'code');
        if (target && ts.isNewExpression(target) && target.expression.getText(sf) === 'Error' && hasCode) {
          found.assignedCodes.push(`${rel}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

describe('the registry', () => {
  it.each(Object.entries(ERROR_CODES))('%s follows HEARTH_<AREA>_<WHAT> and says in one line what it means', (code, meaning) => {
    expect(code).toMatch(CODE_PATTERN);
    expect(meaning.length).toBeGreaterThan(10);
    expect(meaning).not.toContain('\n');
  });

  it('tells a declared code from any other string', () => {
    expect([isHearthErrorCode('HEARTH_STORE_CLOSED'), isHearthErrorCode('STORE_CLOSED'), isHearthErrorCode('toString')]).toEqual([true, false, false]);
  });
});

describe('the tree under daemon/ and skills/', () => {
  const found = scan([...sourceFiles(join(REPO_ROOT, 'daemon')), ...sourceFiles(join(REPO_ROOT, 'skills'))]);

  it('throws, compares and assigns only codes the registry declares', () => {
    expect([...found.codes].filter((code) => !isHearthErrorCode(code)).sort()).toEqual([]);
  });

  it('names at least the codes of the store, config and TTS, so the scan itself sees throw sites', () => {
    expect([...found.codes]).toEqual(expect.arrayContaining(['HEARTH_STORE_WRITE_FAILED', 'HEARTH_CONFIG_INVALID', 'HEARTH_TTS_RATE_CHANGED']));
  });

  it('has no bare Error with a code glued on (every coded exception is a HearthError)', () => {
    expect(found.assignedCodes).toEqual([]);
  });

  it('throws no Error without a code', () => {
    expect(found.bareThrows).toEqual([]);
  });

  it('extends Error directly only in HearthError and in module-private control flow', () => {
    const others = found.errorClasses.filter((c) => c.where !== 'daemon/errors.ts:HearthError');
    expect(others.filter((c) => c.exported || !PRIVATE_CONTROL_FLOW.has(c.where)).map((c) => c.where)).toEqual([]);
  });
});

describe('error classes that map a reason to a code', () => {
  it.each([
    ['SpeechError modelMissing', new SpeechError('modelMissing', 'x'), 'HEARTH_TTS_MODEL_MISSING'],
    ['SpeechError timedOut', new SpeechError('timedOut', 'x'), 'HEARTH_TTS_TIMED_OUT'],
    ['WavError notWav', new WavError('notWav', 'x'), 'HEARTH_AUDIO_NOT_WAV'],
    ['WavError truncated', new WavError('truncated', 'x'), 'HEARTH_AUDIO_TRUNCATED'],
    ['EngineLoadError runtimeUnavailable', new EngineLoadError('runtimeUnavailable'), 'HEARTH_LLM_RUNTIME_UNAVAILABLE'],
    ['ModelLoadError missingFiles', new ModelLoadError('missingFiles', 'dense'), 'HEARTH_MODEL_FILES_MISSING'],
    ['ModelLoadError badModel', new ModelLoadError('badModel', 'hey_jarvis'), 'HEARTH_MODEL_LOAD_FAILED'],
  ] as const)('%s is a HearthError with its declared code', (_name, error, code) => {
    expect({ base: error instanceof HearthError, code: error.code }).toEqual({ base: true, code });
  });

  it('names the subclass in `name`, for logs', () => {
    expect(new SpeechError('failed', 'x').name).toBe('SpeechError');
  });
});
