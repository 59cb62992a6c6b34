/**
 * The boundary's compile mechanics (daemon/boundary/compiled.ts): joining a field's patterns into one and
 * priming V8 must never change an answer. Checked against every rule pattern of every language on every
 * fixture turn, one pattern at a time against the joined matcher.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anyOf, test as primedTest } from '../daemon/boundary/compiled.js';
import { words, token, normalizeText } from '../daemon/boundary/normalize.js';
import { LANGUAGE_RULES } from '../daemon/boundary/signals.js';

const dir = new URL('./fixtures/turns/', import.meta.url);
const texts: string[] = readdirSync(dir).flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { text: string }[]).map((t) => normalizeText(t.text)));

const FIELDS = ['memory', 'ownPast', 'availability', 'household', 'genericFrames', 'titleFrames', 'ownAffairs', 'notFirstPerson', 'possessionPhrases'] as const;

describe('anyOf answers as the patterns one by one would', () => {
  it.each(FIELDS)('every language\'s %s, on every fixture turn', (field) => {
    const patterns = LANGUAGE_RULES.flatMap((r) => (r[field] as readonly RegExp[] | undefined) ?? []);
    const joined = anyOf(patterns);
    const disagree = texts.filter((t) => joined.test(t) !== patterns.some((p) => p.test(t)));
    expect(disagree).toEqual([]);
  });

  it.each([
    ['a words() phrase next to a letter', [words('cat')], 'concat', false],
    ['a words() phrase on its own', [words('cat')], 'the cat sat', true],
    ['a token pattern joined with a phrase', [token('dog'), words('cat')], 'dog', true],
    ['a phrase whose alternative fails its lookahead and the next succeeds', [words('ab'), words('abc')], 'abc', true],
    ['a pattern with a backreference is kept apart', [/(a)\1/u, words('zz')], 'xaax', true],
    ['a global pattern is kept apart and still found', [/cat/gu], 'cat', true],
  ] as const)('%s', (_name, patterns, text, expected) => {
    expect(anyOf(patterns).test(text)).toBe(expected);
  });
});

describe('priming', () => {
  it('leaves a global pattern\'s lastIndex at 0 after a miss, as an unprimed one', () => {
    const re = /кот/gu;
    primedTest(re, 'пёс');
    expect(re.lastIndex).toBe(0);
  });

  it('gives the same answer on one-byte and two-byte text as a plain test', () => {
    const re = words('cafe|кот');
    const cases = ['cafe', 'кот', 'cafeкот', 'a cafe, кот'];
    expect(cases.map((t) => primedTest(re, t))).toEqual(cases.map((t) => new RegExp(re.source, 'u').test(t)));
  });
});
