/** The extractive phraser's fitted tie-break among the sentences that answer (daemon/phraser/choice.ts). */
import { describe, expect, test } from 'vitest';
import { CHOICE_FEATURES, choiceScore, choiceVector, newNameShare, weightsFit, type ChoiceInput } from '../daemon/phraser/choice.js';
import { CHOICE_WEIGHTS } from '../daemon/phraser/choice-weights.js';
import { chooseSentences, type AnsweringSentence } from '../daemon/phraser/rank.js';
import type { Evidence } from '../daemon/turn/types.js';

const zeros = Object.fromEntries(CHOICE_FEATURES.filter((f) => f !== 'bias').map((f) => [f, 0])) as unknown as ChoiceInput;

describe('the features', () => {
  test('names and numbers the question does not say count, those it says do not', () => {
    expect(newNameShare('who flew the dreamliner first', 'The Dreamliner first flew in 2009 with Mike Carriker.')).toBeGreaterThan(0);
    expect(newNameShare('who flew the dreamliner first', 'The Dreamliner first flew.')).toBe(0);
  });

  test('the vector follows the order of the features, the bias first', () => {
    const v = choiceVector({ ...zeros, focusShare: 0.5, newNames: 0.2 });
    expect(v[0]).toBe(1);
    expect(v[CHOICE_FEATURES.indexOf('focusShare')]).toBe(0.5);
    expect(v[CHOICE_FEATURES.indexOf('newNames')]).toBe(0.2);
  });
});

describe('the fitted weights', () => {
  test('were fitted for the features choice.ts computes', () => {
    expect(weightsFit()).toBe(true);
    expect(CHOICE_WEIGHTS.weights).toHaveLength(CHOICE_FEATURES.length);
  });

  test('weights fitted for other features are not used', () => {
    expect(weightsFit({ ...CHOICE_WEIGHTS, features: CHOICE_WEIGHTS.features.slice(1) })).toBe(false);
  });

  test('a score is the weighted sum of the centred, scaled features', () => {
    const fitted = { features: ['bias', 'x'], mean: [0, 1], scale: [1, 2], weights: [0.5, 3] };
    expect(choiceScore([1, 5], fitted)).toBe(0.5 + 3 * 2);
  });
});

describe('choosing among sentences that answer', () => {
  const evidence: Evidence[] = [
    {
      source: 'zim',
      title: 'Android',
      text: 'The Verify Apps feature received an update in 2014 to scan apps all the time. The Verify Apps feature was introduced in November 2012.',
    },
  ];

  test("hands every sentence the rules accept to an observer, the rules' pick first", () => {
    let seen: readonly AnsweringSentence[] = [];
    chooseSentences('when did the verify apps feature come to android', evidence, 1, (answering) => {
      seen = answering;
    });
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(seen[0]?.rulesPick).toBe(true);
    expect(seen.slice(1).every((s) => !s.rulesPick)).toBe(true);
    expect(seen.every((s) => s.vector.length === CHOICE_FEATURES.length)).toBe(true);
  });

  test('does not change whether the source says nothing', () => {
    const none: Evidence[] = [{ source: 'zim', title: 'Boeing 777', text: 'The 777 is a wide-body airliner. It has two engines.' }];
    expect(chooseSentences('who designed the seats of the 777', none, 1).notSaid).toBeDefined();
  });
});
