/**
 * The boundary's compile mechanics (daemon/boundary/compiled.ts): joining a field's patterns into one and
 * priming V8 must never change an answer. Checked against every rule pattern of every language on every
 * fixture turn, one pattern at a time against the joined matcher.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anyOf, latin1View, projectable, test as primedTest } from '../daemon/boundary/compiled.js';
import { words, token, normalizeText } from '../daemon/boundary/normalize.js';
import { LANGUAGE_RULES } from '../daemon/boundary/signals.js';

const dir = new URL('./fixtures/turns/', import.meta.url);
const fixtureTexts: string[] = readdirSync(dir).flatMap((f) => (JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as { text: string }[]).map((t) => t.text));
/**
 * Half the fixture turns as they are, and every eighth mixed with text outside Latin-1 (Cyrillic, CJK, Greek, an Arabic-Indic
 * digit, a dash), glued to words and apart: the cases where the ASCII patterns see stand-ins (latin1View).
 */
const MIXED_EVERY = 8;
/** Every second turn as it is: one-by-one matching of ~700 patterns is slow, and the classes are pinned elsewhere. */
const PLAIN_EVERY = 2;
const texts: string[] = fixtureTexts.flatMap((t, i) => (i % MIXED_EVERY !== 0 ? (i % PLAIN_EVERY === 0 ? [t] : [])
  : [t, `${t} где мой ключ`, `мой${t}`, t.replace(' ', ' 猫 '), t.replace(' ', 'λ '), `${t}٣`, t.replace(' ', ' — ')]))
  .map(normalizeText);

const FIELDS = ['memory', 'ownPast', 'availability', 'household', 'genericFrames', 'titleFrames', 'ownAffairs', 'notFirstPerson', 'possessionPhrases'] as const;

describe('anyOf answers as the patterns one by one would', () => {
  it.each(FIELDS)('every language\'s %s, on the fixture turns', (field) => {
    const patterns = LANGUAGE_RULES.flatMap((r) => (r[field] as readonly RegExp[] | undefined) ?? []);
    const joined = anyOf(patterns);
    const disagree = texts.filter((t) => joined.test(t) !== patterns.some((p) => p.test(t)));
    expect(disagree).toEqual([]);
  }, 120_000);

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

describe('the Latin-1 view for ASCII patterns', () => {
  it.each([
    ['Cyrillic letters become a letter', 'где', 'µµµ'],
    ['CJK becomes a letter', '猫', 'µ'],
    ['an Arabic-Indic digit becomes a number', '٣', '²'],
    ['a dash becomes neither', '—', '¤'],
    ['Latin-1 text stays as it is', 'café über', 'café über'],
  ])('%s', (_name, text, view) => {
    expect(latin1View(text)).toBe(view);
  });

  it.each([
    ['a words() phrase', words('my keys'), true],
    ['a Cyrillic phrase', words('мой'), false],
    ['a pattern with \\p{Lu}', /\p{Lu}/u, false],
    ['a pattern with a \\u escape', /\u0436/u, false],
    ['a case-insensitive pattern', /keys/iu, false],
  ])('%s projectable: %s', (_name, re, expected) => {
    expect(projectable(re)).toBe(expected);
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
